import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// `check` runs a viewport's lint rules at the same time, each into its own findings, joined in
/// registry order: the findings must be those of the rules run one after the other.
@Suite struct ConcurrentRulesTests {
    @Test func everySceneFileFindsTheSameWithEveryRuleOn() throws {
        var linter = Linter(rules: Set(DiagnosticCode.warnings))
        linter.concurrentNodes = 0  // the scene files are small: run their rules together anyway
        linter.containerShares = 4  // as on a 4-core machine, whatever this one has
        var compared = 0
        for path in StreamingDecodeTests.sceneFiles {
            var diagnostics = Diagnostics()
            guard let scene = Compiler().decode(try FileIO.read(Repository.url(path).path), diagnostics: &diagnostics) else { continue }
            for k in scene.viewports.indices {
                guard let compiled = Compiler().viewport(k, of: scene, diagnostics: &diagnostics) else { continue }
                let one = linter.check(compiled)
                let together = linter.check(compiled, concurrently: true)
                let describe = { (f: Linter.ViewportFindings) in
                    "\(f.cases.warnings(viewports: scene.viewports))\n\(f.measures)\n\(f.containers)"
                }
                #expect(describe(together) == describe(one), "\(path), viewport \(k)")
                compared += one.cases.count
            }
        }
        // The scene files do trip the rules: the comparison is not between empty lists.
        #expect(compared > 20, "\(compared)")
    }
}
