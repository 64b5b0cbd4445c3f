import SnaplineRuntime
import SnaplineTestSupport
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// `FrameRecorder`'s files, read back by `verify`.
@Suite struct FrameRecorderRoundTripTests {
    /// An app that measures exactly what the scene says verifies clean: every example, every
    /// viewport, every id.
    @Test(arguments: Repository.examples)
    func everyExampleOwnLayoutVerifiesClean(_ path: String) throws {
        let source = try FileIO.read(path)
        let (_, viewports) = try #require(LayoutFrames.viewports(source), "\(path) does not compile")
        let files = viewports.map { ("\($0.viewport.name).json", LayoutFrames.recorder($0).json()) }
        let found = Verifier.verify(scene: source, frames: files)
        #expect(found.scene.all.isEmpty, "\(found.scene.all)")
        for (k, file) in found.frames.enumerated() {
            #expect(file.all.isEmpty, "\(files[k].0): \(file.all)")
        }
    }

    /// The bytes, written out by hand: ids in byte order, a scroll container with its content size,
    /// numbers as the table writes them, strings escaped, a number that is not finite as `null`.
    @Test func theFileItWrites() {
        var recorder = FrameRecorder(scene: "Menu", viewport: .init(name: "phone", width: 393, height: 852, safeArea: .init(top: 59, bottom: 34)))
        recorder.record("menu", frame: .init(x: 0, y: 0, width: 393, height: 852), contentSize: .init(width: 393, height: 3400))
        recorder.record("b\"\n", frame: .init(x: 0.5, y: -0.0, width: 1e-7, height: .infinity))
        recorder.recordContent("a", frame: .init(x: 16, y: 1221, width: 361, height: 400), insets: .init(top: 59))
        let expected = """
            {"format": "snapline-frames", "version": 1, "scene": "Menu",
             "viewport": {"name": "phone", "width": 393, "height": 852, "safeArea": {"top": 59, "leading": 0, "bottom": 34, "trailing": 0}},
             "frames": [
              {"id": "a", "frame": {"x": 16, "y": 1280, "width": 361, "height": 400}},
              {"id": "b\\"\\n", "frame": {"x": 0.5, "y": 0, "width": 1e-07, "height": null}},
              {"id": "menu", "frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "height": 3400}}
             ]}

            """
        #expect(String(decoding: recorder.json(), as: UTF8.self) == expected)
    }

    /// A scroll view's content size as the platform reports it (insets left out) gets the insets.
    @Test func aContainerGetsItsInsetsAdded() {
        var recorder = FrameRecorder(scene: "S", viewport: .init(name: "v", width: 100, height: 100))
        recorder.recordScrollContainer("s", frame: .init(x: 0, y: 0, width: 100, height: 100), contentSize: .init(width: 100, height: 500),
                                       insets: .init(top: 59, left: 0, bottom: 34, right: 0))
        #expect(recorder.entries["s"]?.contentSize == .init(width: 100, height: 593))
    }
}
