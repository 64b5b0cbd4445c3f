import SnaplineTestSupport
import Testing
@testable import SnaplineCore

/// A text report prints at most `RepeatedWarnings.shownPerCode` warnings of one code per file,
/// then one note that counts the rest; errors, and the other formats, are not capped.
@Suite struct RepeatedWarningsTests {
    static func report(neverScrolls: Int, errors: Int) -> FileReport {
        var list: [Diagnostic] = []
        for k in 0 ..< neverScrolls {
            list.append(Diagnostic(.warning, "`s\(k)` never scrolls", at: SourceLocation(line: 1, column: 10 * k + 1), code: .neverScrolls))
        }
        list.append(Diagnostic(.warning, "reaches below", at: SourceLocation(line: 2, column: 1), code: .outOfReach))
        for k in 0 ..< errors {
            list.append(Diagnostic(.error, "unknown id", at: SourceLocation(line: 3, column: k + 1), code: .unknownID))
        }
        return FileReport(path: "one-line.scene.yaml", diagnostics: list)
    }

    @Test func theFirstWarningsOfACodeAreShownAndTheRestCounted() {
        let limit = RepeatedWarnings.shownPerCode
        let report = Self.report(neverScrolls: limit + 12, errors: limit + 3)
        let text = String(decoding: TextReporter().add(report, source: nil), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasSuffix("[never-scrolls]") && $0.contains(": warning: ") }.count == limit)
        #expect(lines.filter { $0.hasSuffix("[out-of-reach]") }.count == 1)
        #expect(lines.filter { $0.hasSuffix("[unknown-id]") }.count == limit + 3)
        // The last shown is the 50th in file order; the note comes after every diagnostic shown.
        #expect(lines.contains { $0.contains("`s\(limit - 1)` never scrolls") } && !lines.contains { $0.contains("`s\(limit)` never scrolls") })
        #expect(lines.last == "one-line.scene.yaml: note: 12 more `never-scrolls` warnings like this not shown (the first \(limit) of each code are; `--format json` lists every one) [never-scrolls]")
        // The counts (what the summary line says) are of every warning.
        #expect(report.warningCount == limit + 13)
        // The excerpts read again are only those of the diagnostics shown.
        #expect(TextReporter().excerptLines(report) == [1, 2, 3])
    }

    @Test func atTheLimitNothingIsLeftOut() {
        let report = Self.report(neverScrolls: RepeatedWarnings.shownPerCode, errors: 0)
        let text = String(decoding: TextReporter().add(report, source: nil), as: UTF8.self)
        #expect(!text.contains("more `never-scrolls`"))
        #expect(text.split(separator: "\n").count == RepeatedWarnings.shownPerCode + 1)
    }

    @Test func jsonListsEveryWarning() {
        var reporter = JSONReporter()
        let report = Self.report(neverScrolls: RepeatedWarnings.shownPerCode + 12, errors: 0)
        let json = String(decoding: reporter.add(report, source: nil) + reporter.finish(), as: UTF8.self)
        #expect(json.components(separatedBy: "\"never-scrolls\"").count - 1 == RepeatedWarnings.shownPerCode + 12)
    }
}
