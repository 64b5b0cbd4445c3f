import Foundation
import Testing
@testable import SnaplineLSP
import SnaplineCore
import SnaplineTestSupport

/// A scene with `NAME.frames/*.json` beside it gets verify's drift findings as it is checked.
@Suite struct FramesCheckTests {
    static let marked = MarkedText("""
        scene: ⟪name⟫Menu
        viewports:
          - {name: phone, width: 390, height: 844}
        root:
          scroll: menu
          padding: 16
          children:
            - ⟪header⟫item: header
              height: 200
            - item: a
              height: 1000

        """)
    static let scene = marked.text

    static func frames(_ headerHeight: Int, id: String = "header") -> String {
        """
        {"format": "snapline-frames", "version": 1, "scene": "Menu",
         "viewport": {"name": "phone", "width": 390, "height": 844},
         "frames": [
          {"id": "\(id)", "frame": {"x": 16, "y": 16, "width": 358, "height": \(headerHeight)}}
         ]}
        """
    }

    static func folder(_ frames: String) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapline-lsp-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("menu.frames"), withIntermediateDirectories: true)
        try frames.write(to: root.appendingPathComponent("menu.frames/phone.json"), atomically: true, encoding: .utf8)
        return root.appendingPathComponent("menu.scene.yaml").path
    }

    @Test func driftIsOnTheScenesLine() throws {
        let path = try Self.folder(Self.frames(220))
        let found = SceneCheck.diagnostics(Array(Self.scene.utf8), path: path)
        #expect(found.map(\.code) == [.drift])
        #expect(found.first?.location == Self.marked["⟪header⟫"])  // the node's kind key
        #expect(found.first?.message == "height of item `header` in viewport `phone`: scene says 200, app measures 220")
    }

    @Test func aFramesFileProblemIsNamedAtTheScenesName() throws {
        let path = try Self.folder(Self.frames(200, id: "hedaer"))
        let found = SceneCheck.diagnostics(Array(Self.scene.utf8), path: path)
        #expect(found.map(\.code) == [.unknownID])
        #expect(found.first?.location == Self.marked["⟪name⟫"])
        #expect(found.first?.message.hasSuffix("menu.frames/phone.json:4:10: the scene has no id `hedaer`; did you mean `header`?; run `snapline verify` for the whole report") == true, "\(found)")
    }

    @Test func noFramesFolderNoFindings() {
        #expect(SceneCheck.diagnostics(Array(Self.scene.utf8), path: "/nonexistent/menu.scene.yaml").isEmpty)
    }
}
