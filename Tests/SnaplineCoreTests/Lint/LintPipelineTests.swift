import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// How warnings travel through the pipeline: merged per code and position, never touching the
/// table, only for scenes that compile.
@Suite struct LintPipelineTests {
    @Test func warningsNeverChangeTheTable() throws {
        let source = Array(pagingScene(width: "300", spacing: 8, marker: "").utf8)
        var all = RuleSettings()
        for code in DiagnosticCode.warnings { all.enable(code) }
        var none = RuleSettings()
        for code in DiagnosticCode.warnings { none.disable(code) }
        var withWarnings = Diagnostics()
        var without = Diagnostics()
        let a = Compiler().with(all).compile(source, format: .json, diagnostics: &withWarnings)
        let b = Compiler().with(none).compile(source, format: .json, diagnostics: &without)
        #expect(a != nil && a == b)
        #expect(withWarnings.warningCount > 0 && without.all.isEmpty)
    }

    @Test func aSceneWithErrorsGetsNoWarnings() {
        let text = pagingScene(width: "300", spacing: 8, marker: "") + "\n      hieght: 3\n"
        let found = lintDiagnostics(text)
        #expect(found.contains { $0.code == .unknownKey })
        #expect(!found.contains { $0.severity == .warning })
    }

    /// Cases of one code at one position merge; the first case is the first viewport's, and the
    /// other viewports are named once each.
    @Test func casesMergeByCodeAndPosition() {
        var collector = LintCollector()
        let at = SourceLocation(line: 3, column: 4)
        collector.add(LintCase(code: .outOfReach, location: at, viewport: 1, message: "first"))
        collector.add(LintCase(code: .outOfReach, location: at, viewport: 1, message: "second"))
        collector.add(LintCase(code: .outOfReach, location: at, viewport: 2, message: "third"))
        collector.add(LintCase(code: .outOfReach, location: at, viewport: 0, message: "fourth"))
        collector.add(LintCase(code: .neverScrolls, location: at, viewport: nil, message: "other code"))
        let viewports = ["a", "b", "c"].map { Viewport(name: $0, width: 1, height: 1, location: at) }
        let warnings = collector.warnings(viewports: viewports)
        #expect(warnings.map(\.message) == ["first (3 more cases, also in viewports `a`, `c`)", "other code"])
    }
}
