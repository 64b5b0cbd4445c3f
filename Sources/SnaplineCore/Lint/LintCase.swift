/// One occurrence of a lint rule: a code at a source position, in a viewport, with the message
/// that describes this occurrence.
struct LintCase {
    var code: DiagnosticCode
    var location: SourceLocation
    /// Index in `Scene.viewports`, or nil for a case that does not depend on the viewport.
    var viewport: Int?
    var message: String
    /// Related places (`Diagnostic.notes`).
    var notes: [Diagnostic.Note] = []
    /// More occurrences this case stands for, in the same viewport and at the same position: a
    /// rule that finds many (every page of a long pager) reports one case, not one per page.
    var repeats = 0
    /// The rule's suggested value as an edit (`Diagnostic.fix`).
    var fix: Diagnostic.Fix?
    /// How bad the case is, for the rules that report their worst case rather than their first
    /// (`target-obscured`, `unreachable-alignment`); nil for the others.
    var severity: Double?
    /// For a rule that reports its first case but can rank them: the warning that stands for
    /// several names the worst of those it does not show. Nil: the rule does not rank.
    var rank: Rank?
    /// The worst of `repeats` (same viewport and position), when the rule ranks them.
    var worstRepeat: Rank?

    /// A case's rank (larger `weight` is worse) and the few words that name it in a message
    /// ("page 5, 120 pt into `card-4`"); the collector adds the viewport when it is another.
    struct Rank {
        var weight: Double
        var brief: String
    }
}

/// Merges lint cases into warnings: all cases with the same code and position make one warning,
/// reported with the message of the first case added (callers add viewports in scene order, and
/// within one viewport in document order, then page order), or of the worst one for cases with a
/// `severity` (the first of the worst on a tie), and a note of how many more cases there are, in
/// which other viewports, and, when the rule ranks its cases (`rank`, `worstRepeat`), the worst
/// of the others ("the worst: page 5, 120 pt into `card-4` in `wide`").
struct LintCollector {
    private struct Entry {
        var first: LintCase
        var more = 0
        var viewports: [Int] = []
        /// The worst ranked case but the reported one, with its viewport (the first of equals).
        var worst: (rank: LintCase.Rank, viewport: Int?)?

        mutating func consider(_ rank: LintCase.Rank?, viewport: Int?) {
            guard let rank, rank.weight > (worst?.rank.weight ?? -.infinity) else { return }
            worst = (rank, viewport)
        }
    }

    private struct Key: Hashable {
        var code: DiagnosticCode
        var location: SourceLocation
    }

    private var entries: [Entry] = []
    private var index: [Key: Int] = [:]

    mutating func add(_ lintCase: LintCase) {
        let key = Key(code: lintCase.code, location: lintCase.location)
        guard let k = index[key] else {
            index[key] = entries.count
            var entry = Entry(first: lintCase, more: lintCase.repeats)
            entry.consider(lintCase.worstRepeat, viewport: lintCase.viewport)
            entries.append(entry)
            return
        }
        entries[k].more += 1 + lintCase.repeats
        entries[k].consider(lintCase.worstRepeat, viewport: lintCase.viewport)
        var other = lintCase
        if let severity = lintCase.severity, let worst = entries[k].first.severity, severity > worst {
            // The worse case is reported; the one it replaces is one of the others.
            other = entries[k].first
            entries[k].first = lintCase
            entries[k].viewports.removeAll { $0 == lintCase.viewport }
        }
        entries[k].consider(other.rank, viewport: other.viewport)
        if let v = other.viewport, v != entries[k].first.viewport, !entries[k].viewports.contains(v) {
            entries[k].viewports.append(v)
        }
    }

    mutating func add(contentsOf cases: [LintCase]) {
        for c in cases { add(c) }
    }

    /// One warning per code and position.
    func warnings(viewports: [Viewport]) -> [Diagnostic] {
        entries.map { entry in
            var message = entry.first.message
            if entry.more > 0 {
                let cases = entry.more == 1 ? "1 more case" : "\(entry.more) more cases"
                // The worst of the others, when the rule ranks its cases.
                let worst = entry.worst.map { worst in
                    let other = worst.viewport.flatMap { $0 == entry.first.viewport ? nil : $0 }
                    let brief = worst.rank.brief + (other.map { " in `\(viewports[$0].name)`" } ?? "")
                    return entry.more == 1 ? "; it is \(brief)" : "; the worst: \(brief)"
                } ?? ""
                if entry.viewports.isEmpty {
                    message += entry.first.viewport == nil ? " (\(cases)\(worst))" : " (\(cases) in the same viewport\(worst))"
                } else {
                    let names = entry.viewports.sorted().map { "`\(viewports[$0].name)`" }
                    message += " (\(cases), also in \(names.count == 1 ? "viewport" : "viewports") \(names.joined(separator: ", "))\(worst))"
                }
            }
            var warning = Diagnostic.warning(message, at: entry.first.location, code: entry.first.code)
            warning.notes = entry.first.notes
            warning.fix = entry.first.fix
            return warning
        }
    }
}

/// Numbers in messages, rounded to at most two decimals.
func points(_ value: Double) -> String {
    // Past about 1.8e306 the hundredths overflow to infinity; such a number has no fraction
    // anyway, so it is printed as it is.
    let hundredths = (value * 100).rounded()
    return MessageNumber.format(hundredths.isFinite ? hundredths / 100 : value)
}
