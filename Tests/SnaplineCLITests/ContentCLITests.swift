import Foundation
import Testing
import SnaplineTestSupport

/// `--content FILE` end to end: the layout of the real screen, the content file's errors at
/// their line and column in it, and the verify loop with the app's data.
@Suite struct ContentCLITests {
    static let scene = """
        scene: Chat
        viewports:
          - {name: phone, width: 390, height: 844}
        root:
          scroll: thread
          padding: 16
          spacing: 8
          children:
            - repeat: {data: messages, preview: 2}
              item: "msg-{i}"
              height: {data: bubbleHeight, preview: 64, min: 36}

        """

    static func directory(content: String) throws -> URL {
        let dir = try CLITests.temporaryDirectory()
        try scene.write(to: dir.appendingPathComponent("chat.scene.yaml"), atomically: true, encoding: .utf8)
        try content.write(to: dir.appendingPathComponent("chat.content.json"), atomically: true, encoding: .utf8)
        return dir
    }

    static let real = """
        {"format": "snapline-content", "version": 1, "scene": "Chat",
         "content": {"messages": [{"bubbleHeight": 400}, {"bubbleHeight": null}, {"bubbleHeight": 500}]}}

        """

    @Test func compileLaysOutTheContent() throws {
        let dir = try Self.directory(content: Self.real)
        let run = try CLITests.run(["compile", "chat.scene.yaml", "--content", "chat.content.json"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        // 16 + 400 + 8 + 64 (null: the preview) + 8 + 500 + 16 = 1012; M = 1012 - 844 = 168.
        #expect(run.stdout.contains(#""contentSize": {"width": 390, "height": 1012}"#), "\(run.stdout)")
        #expect(run.stdout.contains(#""maxOffset": 168"#))
        #expect(run.stdout.contains(#"{"id": "msg-2", "frame": {"x": 16, "y": 496, "width": 358, "height": 500}"#))
        // Without content: the preview, two bubbles of 64 (16 + 64 + 8 + 64 + 16 = 168).
        let preview = try CLITests.run(["compile", "chat.scene.yaml"], in: dir)
        #expect(preview.stdout.contains(#""contentSize": {"width": 390, "height": 168}"#))
        #expect(!preview.stdout.contains("msg-2"))
    }

    @Test func aContentFilesErrorsAreInIt() throws {
        let dir = try Self.directory(content: """
            {"format": "snapline-content", "version": 1, "scene": "Chat",
             "content": {"messages": [{"bubbleHieght": 40}, {"bubbleHeight": -1}]}}

            """)
        let run = try CLITests.run(["check", "chat.scene.yaml", "--content", "chat.content.json"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("chat.content.json:2:28: error: unknown key `bubbleHieght` in `messages[0]`; did you mean `bubbleHeight`? [unknown-key]\n"), "\(run.stderr)")
        #expect(run.stderr.contains("chat.content.json:2:66: error: `messages[1].bubbleHeight` is -1"), "\(run.stderr)")
        #expect(run.stdout == "checked 1 scene: 2 errors, 0 warnings\n", "\(run.stdout)")
        let github = try CLITests.run(["check", "chat.scene.yaml", "--content", "chat.content.json", "--format", "github"], in: dir)
        #expect(github.status == 1)
        #expect(github.stdout.hasPrefix("::error file=chat.content.json,line=2,col=28,title=unknown-key::"), "\(github.stdout)")
    }

    @Test func anIDThatTheContentRepeatsIsAtTheSceneLine() throws {
        let dir = try CLITests.temporaryDirectory()
        // With one instance in the preview the id is fine; the content's three make it repeat.
        try Self.scene.replacingOccurrences(of: "\"msg-{i}\"", with: "msg").replacingOccurrences(of: "preview: 2", with: "preview: 1").write(to: dir.appendingPathComponent("chat.scene.yaml"), atomically: true, encoding: .utf8)
        try Self.real.write(to: dir.appendingPathComponent("chat.content.json"), atomically: true, encoding: .utf8)
        let run = try CLITests.run(["check", "chat.scene.yaml", "--content", "chat.content.json"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("chat.scene.yaml:10:13: error: duplicate id `msg` with this content"), "\(run.stderr)")
    }

    @Test func oneSceneAndAReadableFile() throws {
        let dir = try Self.directory(content: Self.real)
        try Self.scene.write(to: dir.appendingPathComponent("other.scene.yaml"), atomically: true, encoding: .utf8)
        let two = try CLITests.run(["check", "chat.scene.yaml", "other.scene.yaml", "--content", "chat.content.json"], in: dir)
        #expect(two.status == 2)
        #expect(two.stderr.contains("--content gives the data of one scene"), "\(two.stderr)")
        let missing = try CLITests.run(["check", "chat.scene.yaml", "--content", "nothing.json"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nothing.json"), "\(missing.stderr)")
    }

    @Test func verifyComparesWithTheLayoutOfTheSameData() throws {
        let dir = try Self.directory(content: Self.real)
        let frames = """
            {"format": "snapline-frames", "version": 1, "scene": "Chat",
             "viewport": {"name": "phone", "width": 390, "height": 844},
             "frames": [
              {"id": "thread", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "contentSize": {"width": 390, "height": 1012}},
              {"id": "msg-2", "frame": {"x": 16, "y": 496, "width": 358, "height": 500}}]}

            """
        try frames.write(to: dir.appendingPathComponent("phone.json"), atomically: true, encoding: .utf8)
        let same = try CLITests.run(["verify", "chat.scene.yaml", "--frames", "phone.json", "--content", "chat.content.json"], in: dir)
        #expect(same.status == 0, "\(same.stderr)\(same.stdout)")
        // Against the preview, the real screen drifts.
        let preview = try CLITests.run(["verify", "chat.scene.yaml", "--frames", "phone.json"], in: dir)
        #expect(preview.status == 1)
        #expect(preview.stderr.contains("[unknown-id]") || preview.stderr.contains("[drift]"), "\(preview.stderr)")
    }

    /// One bug written once gives one warning: the store menu's sections as a data repeat with
    /// `pinned: true` (each title then covers its section's dishes scrolled to at `top`) warn
    /// once, at the anchor list, counting the other cases, with the previews and with a real menu.
    @Test func oneBugInADataRepeatIsOneWarning() throws {
        let dir = try CLITests.temporaryDirectory()
        let scene = try String(contentsOf: CLITests.root.appendingPathComponent("examples/store-menu.scene.yaml"), encoding: .utf8)
        let buggy = scene.replacingOccurrences(of: "          vstack: \"section-{i}\"\n", with: "          vstack: \"section-{i}\"\n          pinned: true\n")
        #expect(buggy != scene)
        try buggy.write(to: dir.appendingPathComponent("menu.scene.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: CLITests.root.appendingPathComponent("examples/store-menu.content.json"), to: dir.appendingPathComponent("menu.content.json"))
        for arguments in [["check", "menu.scene.yaml"], ["check", "menu.scene.yaml", "--content", "menu.content.json"]] {
            let run = try CLITests.run(arguments, in: dir)
            let warnings = run.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
            #expect(warnings.count == 1, "\(run.stderr)")
            #expect(warnings.first?.contains("under the pinned header `section-0-title`") == true && warnings.first?.contains("more cases") == true, "\(run.stderr)")
        }
    }
}
