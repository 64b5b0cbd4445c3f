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

    /// A container whose content size alone drifts: its window stays an outline (not red, not
    /// filled, so what it holds keeps its own colour) and the app's content edge is marked, dashed
    /// red; its children, which do not drift, are drawn as measured.
    @Test func aContentSizeDriftMarksTheContentEdgeOnly() throws {
        let source = Array(DriftTests.menu.text.utf8)
        let (scene, viewports) = try #require(LayoutFrames.viewports(source))
        var recorder = LayoutFrames.recorder(viewports[0], only: ["menu", "header", "a"])
        // The scene's content: 16 + 200 + 8 + 100 + 8 + 120 + 8 + 100 + 16 = 576; the app's is 20 taller.
        recorder.record("menu", frame: .init(x: 0, y: 0, width: 390, height: 844), contentSize: .init(width: 390, height: 596))
        var verifier = Verifier(scene: scene)
        var sceneDiagnostics = Diagnostics()
        let result = verifier.compare(recorder.json(), file: "phone.json", sceneDiagnostics: &sceneDiagnostics)
        let menu = try #require(scene.nodeIndex(ofID: "menu"))
        #expect(result.drifting.isEmpty)
        #expect(result.contentDrifting == [menu])
        var options = RenderOptions()
        options.measured = MeasuredOverlay(frames: result.frames, drifting: result.drifting, contentDrifting: result.contentDrifting, file: "phone.json")
        let svg = ViewportPicture(viewports[0], options: options).svg()
        #expect(svg.contains(#"<rect class="appwin" data-id="menu/measured" x="0" y="0" width="390" height="844">"#), "\(svg)")
        #expect(svg.contains(#"<rect class="driftedge" data-id="menu/measured-content" x="0" y="0" width="390" height="596">"#))
        #expect(svg.contains("menu: app content 390 × 596, scene 390 × 576 (drift)"))
        #expect(svg.contains(#"<rect class="app" data-id="header/measured""#) && svg.contains(#"<rect class="app" data-id="a/measured""#))
        #expect(!svg.contains(#"class="drift" "#))
        #expect(svg.contains("(1 node drifts)"))
    }
}
