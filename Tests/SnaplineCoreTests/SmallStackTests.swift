import SnaplineCore
import SnaplineRuntime
import SnaplineTestSupport
import Testing

/// Every depth a scene may have (256 levels) is decoded and laid out on a thread with the stack
/// of an app's secondary thread (512 KiB) by the runtime's `layout(for:)`; the language server's
/// check and the command line are tested in their own targets.
@Suite struct SmallStackTests {
    static let deepest = 256

    @Test func theDeepestSceneIsAcceptedAndOneLevelMoreIsNot() {
        var diagnostics = Diagnostics()
        #expect(Compiler().decode(Array(SmallStack.deepScene(depth: Self.deepest).utf8), diagnostics: &diagnostics) != nil, "\(diagnostics.all)")
        var deeper = Diagnostics()
        #expect(Compiler().decode(Array(SmallStack.deepScene(depth: Self.deepest + 1).utf8), diagnostics: &deeper) == nil)
        #expect(deeper.all.contains { $0.code == .tooDeep })
    }

    @Test func theRuntimeLaysTheDeepestSceneOutOnASmallStack() throws {
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(Array(SmallStack.deepScene(depth: Self.deepest).utf8), diagnostics: &diagnostics))
        let layouts = SceneLayouts(packed: CompactScene.text(of: scene))
        let json = SmallStack.run { () -> String? in
            try? layouts.layout(for: ViewportDescription(width: 390, height: 844)).json
        }
        let laidOut = try #require(json.flatMap { $0 })
        #expect(laidOut.contains("\"leaf\""))
        // The same bytes as on this thread (the cache is bypassed: a new `SceneLayouts`).
        let here = try SceneLayouts(packed: CompactScene.text(of: scene)).layout(for: ViewportDescription(width: 390, height: 844)).json
        #expect(laidOut == here)
    }
}
