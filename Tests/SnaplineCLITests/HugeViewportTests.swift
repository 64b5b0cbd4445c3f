import Foundation
import Testing

/// A viewport as large as a finite number goes (`--viewport v:1e308x844`) gives a finite table,
/// and the warnings print its numbers as numbers, never `inf`.
@Suite struct HugeViewportTests {
    @Test(arguments: ["v:1e308x844", "v:390x1.7e308"])
    func warningsPrintFiniteNumbers(_ viewport: String) throws {
        let run = try CLITests.run(["check", "--viewport", viewport, "examples/store-menu.scene.yaml", "examples/lint/paging-cuts-item.scene.yaml"])
        #expect(run.stderr.contains("warning:"), "\(run.stderr)")
        #expect(!run.stderr.contains(/\b(inf|nan)\b/), "\(run.stderr)")
        #expect(run.stderr.contains("e+308"), "\(run.stderr)")
    }
}
