import SnaplineRuntime
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// `render --frames`: the app's frames over the picture, drift in red, the scene in outline.
@Suite struct RenderOverlayTests {
    @Test func theAppsFramesAreDrawnWhereTheyWereMeasuredAndDriftIsRed() throws {
        let source = Array(DriftTests.menu.text.utf8)
        let (scene, viewports) = try #require(LayoutFrames.viewports(source))
        var recorder = LayoutFrames.recorder(viewports[0], only: ["header", "a", "card-2"])
        recorder.record("header", frame: .init(x: 16, y: 16, width: 358, height: 220))
        recorder.record("a", frame: .init(x: 16, y: 244, width: 358, height: 100))
        var verifier = Verifier(scene: scene)
        var sceneDiagnostics = Diagnostics()
        let result = verifier.compare(recorder.json(), file: "phone.json", sceneDiagnostics: &sceneDiagnostics)
        #expect(result.viewport == 0)
        #expect(result.drifting == [try #require(scene.nodeIndex(ofID: "header"))])
        var options = RenderOptions()
        options.measured = MeasuredOverlay(frames: result.frames, drifting: result.drifting, file: "phone.json")
        let svg = ViewportPicture(viewports[0], options: options).svg()
        // The menu at offset 0: its content's origin is the screen's. The shelf (at y 332 in
        // the menu's content) holds card-2 at x 220 of its content: on screen 16 + 220, 332.
        #expect(svg.contains(#"<rect class="drift" data-id="header/measured" x="16" y="16" width="358" height="220">"#))
        #expect(svg.contains(#"<rect class="app" data-id="a/measured" x="16" y="244" width="358" height="100">"#))
        #expect(svg.contains(#"<rect class="app" data-id="card-2/measured" x="236" y="332" width="100" height="120">"#))
        #expect(svg.contains(#"class="measured""#) && svg.contains(".measured .item"))
        #expect(svg.contains("app frames from phone.json: scene in outline, app in colour, drift in red (1 node drifts)"))
        // Without frames, the picture has none of it.
        let plain = ViewportPicture(viewports[0]).svg()
        #expect(!plain.contains("measured"))
    }
}
