/// One occurrence of a lint rule: a code at a source position, in a viewport, with the message
/// that describes this occurrence.
///
/// A rule makes a case without its words (message, notes, fix, the ranks' briefs) and hands
/// `LintCollector.add` a closure that writes them: most cases are never reported (only the first
/// or worst of each position is), so most are never described.
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
    /// (`target-obscured`, `unreachable-alignment`); nil for the others. A rule gives its cases
    /// a severity or ranks, not both.
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
///
/// It keeps per code and position only what that warning says: the case reported, the count, the
/// viewports and the worst rank. Collectors filled apart (the shares of a viewport's rules, one
/// per viewport) are joined with `add(contentsOf:)`, which gives what adding their cases one
/// after the other would have given.
struct LintCollector {
    private struct Entry {
        /// The case reported: the first, or with severities the first of the worst.
        var first: LintCase
        /// How many more cases it stands for: the other cases and every case's `repeats`.
        var more: Int
        /// The viewports of all its cases, ascending (the message names those but `first`'s).
        var viewports: [Int]
        /// The worst rank after `first`'s own `worstRepeat`: the later cases' worst repeats and
        /// ranks, each with its viewport (the first of equals).
        var restWorst: (rank: LintCase.Rank, viewport: Int?)?

        init(_ first: LintCase) {
            self.first = first
            more = first.repeats
            viewports = first.viewport.map { [$0] } ?? []
        }

        /// Whether `weight` would become the worst rank after the first.
        func isWorse(_ weight: Double?) -> Bool {
            guard let weight else { return false }
            return weight > (restWorst?.rank.weight ?? -.infinity)
        }

        mutating func consider(_ rank: LintCase.Rank?, viewport: Int?) {
            guard let rank, isWorse(rank.weight) else { return }
            restWorst = (rank, viewport)
        }

        /// Takes in `later`, the entry of the cases added after this one's at the same position.
        mutating func merge(_ later: Entry) {
            more += 1 + later.more
            for v in later.viewports where !viewports.contains(v) {
                viewports.append(v)
                viewports.sort()
            }
            if let severity = later.first.severity, let worst = first.severity, severity > worst {
                first = later.first
            }
            consider(later.first.worstRepeat, viewport: later.first.viewport)
            consider(later.first.rank, viewport: later.first.viewport)
            if let rest = later.restWorst { consider(rest.rank, viewport: rest.viewport) }
        }
    }

    private struct Key: Hashable {
        var code: DiagnosticCode
        var location: SourceLocation
    }

    private var entries: [Entry] = []
    private var index: [Key: Int] = [:]

    /// The positions with a case so far.
    var count: Int { entries.count }

    /// Adds a case already described.
    mutating func add(_ lintCase: LintCase) {
        add(lintCase) { _ in }
    }

    /// Adds `lintCase`, which `describe` gives its words (message, notes, fix, the ranks'
    /// briefs; its code, position, viewport, severity, repeats and rank weights are set already):
    /// called only when the case is kept, as the first of its position, a worse one, or the one
    /// with the worst rank so far.
    mutating func add(_ lintCase: LintCase, describe: (inout LintCase) -> Void) {
        let key = Key(code: lintCase.code, location: lintCase.location)
        var lintCase = lintCase
        guard let k = index[key] else {
            describe(&lintCase)
            index[key] = entries.count
            entries.append(Entry(lintCase))
            return
        }
        let first = entries[k].first
        let replaces = lintCase.severity.map { severity in first.severity.map { severity > $0 } ?? false } ?? false
        let ranked = entries[k].isWorse(lintCase.worstRepeat?.weight) || entries[k].isWorse(lintCase.rank?.weight)
        if replaces || ranked { describe(&lintCase) }
        entries[k].merge(Entry(lintCase))
    }

    /// Adds what `later` collected, as if its cases were added here one after the other.
    mutating func add(contentsOf later: LintCollector) {
        for entry in later.entries {
            let key = Key(code: entry.first.code, location: entry.first.location)
            if let k = index[key] {
                entries[k].merge(entry)
            } else {
                index[key] = entries.count
                entries.append(entry)
            }
        }
    }

    /// One warning per code and position.
    func warnings(viewports: [Viewport]) -> [Diagnostic] {
        entries.map { entry in
            var message = entry.first.message
            if entry.more > 0 {
                let cases = entry.more == 1 ? "1 more case" : "\(entry.more) more cases"
                // The worst of the others, when the rule ranks its cases.
                var worst = entry.first.worstRepeat.map { (rank: $0, viewport: entry.first.viewport) }
                if let rest = entry.restWorst, rest.rank.weight > (worst?.rank.weight ?? -.infinity) { worst = rest }
                let worstText = worst.map { worst in
                    let other = worst.viewport.flatMap { $0 == entry.first.viewport ? nil : $0 }
                    let brief = worst.rank.brief + (other.map { " in `\(viewports[$0].name)`" } ?? "")
                    return entry.more == 1 ? "; it is \(brief)" : "; the worst: \(brief)"
                } ?? ""
                let others = entry.viewports.filter { $0 != entry.first.viewport }
                if others.isEmpty {
                    message += entry.first.viewport == nil ? " (\(cases)\(worstText))" : " (\(cases) in the same viewport\(worstText))"
                } else {
                    let names = others.map { "`\(viewports[$0].name)`" }
                    message += " (\(cases), also in \(names.count == 1 ? "viewport" : "viewports") \(names.joined(separator: ", "))\(worstText))"
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
