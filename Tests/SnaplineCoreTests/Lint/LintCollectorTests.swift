import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// `LintCollector` keeps per code and position only what the warning says, describes only the
/// cases it keeps, and joins collectors filled apart: its warnings must be those of adding every
/// case, whole, one after the other (the collector before, `CaseByCaseCollector`).
@Suite struct LintCollectorTests {
    @Test func joinedCollectorsReportWhatOneCaseAfterAnotherDoes() {
        var random = SplitMix64(seed: 11)
        func draw(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let viewports = ["a", "b", "c", "d"].map { Viewport(name: $0, width: 1, height: 1, location: SourceLocation(line: 1, column: 1)) }
        let codes: [DiagnosticCode] = [.outOfReach, .targetObscured, .pagingCutsItem]
        for _ in 0 ..< 500 {
            var cases: [LintCase] = []
            for id in 0 ..< 1 + draw(40) {
                let code = codes[draw(codes.count)]
                var c = LintCase(code: code, location: SourceLocation(line: 1 + draw(3), column: 1), viewport: draw(5) == 0 ? nil : draw(4), message: "m\(id)")
                c.repeats = draw(3) == 0 ? draw(4) : 0
                c.notes = [Diagnostic.Note("n\(id)", at: SourceLocation(line: 9, column: 1 + id % 5))]
                if code == .targetObscured { c.severity = Double(draw(3)) }
                if code == .pagingCutsItem {
                    if draw(3) > 0 { c.rank = LintCase.Rank(weight: Double(draw(4)), brief: "r\(id)") }
                    if draw(2) > 0 { c.worstRepeat = LintCase.Rank(weight: Double(draw(4)), brief: "w\(id)") }
                }
                cases.append(c)
            }
            var reference = CaseByCaseCollector()
            for c in cases { reference.add(c) }

            // The same cases in collectors of random lengths, without their words until kept.
            var joined = LintCollector()
            var part = LintCollector()
            for c in cases {
                var bare = c
                (bare.message, bare.notes) = ("", [])
                bare.rank?.brief = ""
                bare.worstRepeat?.brief = ""
                part.add(bare) { kept in
                    kept.message = c.message
                    kept.notes = c.notes
                    kept.rank?.brief = c.rank?.brief ?? ""
                    kept.worstRepeat?.brief = c.worstRepeat?.brief ?? ""
                }
                if draw(4) == 0 {
                    joined.add(contentsOf: part)
                    part = LintCollector()
                }
            }
            joined.add(contentsOf: part)
            #expect(joined.warnings(viewports: viewports) == reference.warnings(viewports: viewports), "\(cases)")
        }
    }

    @Test func casesThatAreNotKeptAreNotDescribed() {
        var collector = LintCollector()
        var described = 0
        for k in 0 ..< 1000 {
            collector.add(LintCase(code: .snapTargetOversized, location: SourceLocation(line: 2, column: 3), viewport: k % 2, message: "")) {
                described += 1
                $0.message = "case \(k)"
            }
        }
        #expect(described == 1)
        let viewports = ["a", "b"].map { Viewport(name: $0, width: 1, height: 1, location: SourceLocation(line: 1, column: 1)) }
        #expect(collector.warnings(viewports: viewports).map(\.message) == ["case 0 (999 more cases, also in viewport `b`)"])
    }
}

/// `LintCollector` as it was before it kept only what it reports: every case added in turn, whole.
private struct CaseByCaseCollector {
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
        var location: SnaplineLayout.SourceLocation
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
