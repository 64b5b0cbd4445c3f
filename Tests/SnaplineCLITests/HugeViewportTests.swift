import Foundation
import Testing

/// A viewport as large as a finite number goes (`--viewport v:1e308x844`) gives a finite table,
/// and the warnings print its numbers as numbers, never `inf`.
@Suite struct HugeViewportTests {
    /// A scroll container that never scrolls (its message gives its width and its content's).
    static let scene = """
        scene: Huge
        viewports: [{name: v, width: 390, height: 844}]
        root:
          vstack:
          children:
            - scroll: strip
              axis: horizontal
              height: 100
              children:
                - {item: a, width: 100, height: 100}
            - {item: b, height: 100}
        """

    @Test(arguments: ["v:1e308x844", "v:1.7e308x1.7e308"])
    func warningsPrintFiniteNumbers(_ viewport: String) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.scene.write(to: dir.appendingPathComponent("huge.scene.yaml"), atomically: true, encoding: .utf8)
        let run = try CLITests.run(["check", "--viewport", viewport, "huge.scene.yaml"], in: dir)
        #expect(run.stderr.contains("warning:"), "\(run.stderr)")
        #expect(!run.stderr.contains(/\b(inf|nan)\b/), "\(run.stderr)")
        #expect(run.stderr.contains("e+308"), "\(run.stderr)")
    }
}
