import Foundation
import Testing
import SnaplineTestSupport

/// `snapline verify` end to end: exit codes, every report format, directories and links.
@Suite struct VerifyCLITests {
    static let scene = """
        scene: Menu
        viewports:
          - {name: phone, width: 390, height: 844}
        root:
          scroll: menu
          padding: 16
          spacing: 8
          children:
            - item: header
              height: 200
            - item: a
              height: 100

        """

    /// Frames of `scene` as the app would measure them, with `header` `height` tall.
    static func frames(headerHeight: Double = 200, extra: String = "") -> String {
        """
        {"format": "snapline-frames", "version": 1, "scene": "Menu",
         "viewport": {"name": "phone", "width": 390, "height": 844, "safeArea": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0}},
         "frames": [
          {"id": "a", "frame": {"x": 16, "y": \(224 + headerHeight - 200), "width": 358, "height": 100}},
          {"id": "header", "frame": {"x": 16, "y": 16, "width": 358, "height": \(headerHeight)}},
          {"id": "menu", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}}\(extra)
         ]}

        """
    }

    static func directory(frames: [String: String]) throws -> URL {
        let dir = try CLITests.temporaryDirectory()
        try scene.write(to: dir.appendingPathComponent("menu.scene.yaml"), atomically: true, encoding: .utf8)
        let framesDir = dir.appendingPathComponent("menu.frames")
        try FileManager.default.createDirectory(at: framesDir, withIntermediateDirectories: true)
        for (name, text) in frames { try text.write(to: framesDir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    @Test func cleanFramesExitZero() throws {
        let dir = try Self.directory(frames: ["phone.json": Self.frames()])
        let run = try CLITests.run(["verify", "menu.scene.yaml", "--frames", "menu.frames"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "verified 1 scene: 0 errors, 0 warnings\n")
    }

    @Test func driftExitsOneInEveryFormatAtTheSceneLine() throws {
        let dir = try Self.directory(frames: ["phone.json": Self.frames(headerHeight: 220)])
        let text = try CLITests.run(["verify", "menu.scene.yaml", "--frames", "menu.frames/phone.json"], in: dir)
        #expect(text.status == 1)
        #expect(text.stderr.hasPrefix("menu.scene.yaml:9:7: error: height of item `header` in viewport `phone`: scene says 200, app measures 220 [drift]\n    - item: header\n      ^\n"))
        let json = try CLITests.run(["verify", "menu.scene.yaml", "--frames", "menu.frames", "--format", "json"], in: dir)
        #expect(json.status == 1)
        #expect(json.stdout.contains(#"{"file": "menu.scene.yaml", "line": 9, "column": 7, "severity": "error", "code": "drift""#))
        let github = try CLITests.run(["verify", "menu.scene.yaml", "--frames", "menu.frames", "--format", "github"], in: dir)
        #expect(github.status == 1)
        #expect(github.stdout == "::error file=menu.scene.yaml,line=9,col=7,title=drift::height of item `header` in viewport `phone`: scene says 200, app measures 220\n")
        let sarif = try CLITests.run(["verify", "menu.scene.yaml", "--frames", "menu.frames", "--format", "sarif"], in: dir)
        #expect(sarif.status == 1)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.count == 1)
        #expect(results.first?["ruleId"] as? String == "drift")
    }

    @Test func anErrorInAFramesFileIsAtItsLineAndColumn() throws {
        let dir = try Self.directory(frames: ["phone.json": Self.frames(extra: ",\n  {\"id\": \"hedaer\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}")])
        let run = try CLITests.run(["verify", "menu.scene.yaml", "--frames", "menu.frames", "--format", "github"], in: dir)
        #expect(run.status == 1)
        #expect(run.stdout == "::error file=menu.frames/phone.json,line=7,col=10,title=unknown-id::the scene has no id `hedaer`; did you mean `header`?\n")
    }

    @Test func aDirectoryGivesItsJSONFilesOnlyAndNoLinksOut() throws {
        let dir = try Self.directory(frames: ["phone.json": Self.frames(), "notes.txt": "not frames"])
        let frames = dir.appendingPathComponent("menu.frames")
        try FileManager.default.createDirectory(at: frames.appendingPathComponent("old"), withIntermediateDirectories: true)
        try Self.frames(headerHeight: 300).write(to: frames.appendingPathComponent("old/phone.json"), atomically: true, encoding: .utf8)
        let outside = try CLITests.temporaryDirectory().appendingPathComponent("outside.json")
        try "{\"leaked\": 1}".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: frames.appendingPathComponent("link.json"), withDestinationURL: outside)
        let run = try CLITests.run(["verify", "menu.scene.yaml", "--frames", "menu.frames", "--format", "json"], in: dir)
        // The subfolder's drifting file is not read; the link out is skipped (a note), not read.
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("skipped-file"))
        #expect(!run.stdout.contains("leaked"))
    }

    @Test func usageAndIOErrorsExitTwo() throws {
        let dir = try Self.directory(frames: ["phone.json": Self.frames()])
        #expect(try CLITests.run(["verify", "menu.scene.yaml"], in: dir).status == 2)
        let missing = try CLITests.run(["verify", "menu.scene.yaml", "--frames", "nothing.json", "--format", "json"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("\"code\": \"io-error\""))
        let tooLarge = try CLITests.run(["verify", "menu.scene.yaml", "--frames", "menu.frames", "--max-file-size", "100"], in: dir)
        #expect(tooLarge.status == 1)
        #expect(tooLarge.stderr.contains("[file-too-large]"))
    }

    @Test func sarifTakesTheDocumentationAddressFromTheConfiguration() throws {
        let dir = try Self.directory(frames: ["phone.json": Self.frames(headerHeight: 220)])
        try "help-uri-base: https://example.com/snapline\n".write(to: dir.appendingPathComponent(".snapline.yml"), atomically: true, encoding: .utf8)
        let run = try CLITests.run(["verify", "menu.scene.yaml", "--frames", "menu.frames", "--format", "sarif"], in: dir)
        #expect(run.status == 1)
        #expect(run.stdout.contains(#""helpUri": "https://example.com/snapline#drift""#))
    }
}
