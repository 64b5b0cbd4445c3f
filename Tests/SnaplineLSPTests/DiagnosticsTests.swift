import Foundation
import SnaplineTestSupport
import Testing
@testable import SnaplineLSP

/// Diagnostics as `snapline check` gives them: settings of the nearest `.snapline.yml`, codes,
/// severities (note 3), related lines; only scene files are checked.
@Suite struct DiagnosticsTests {
    /// A scene whose content always fits: `never-scrolls`, on by default.
    let fits = "scene: Fits\nviewports:\n  - {name: phone, width: 390, height: 844}\nroot:\n  scroll: list\n  children:\n    - {item: a, height: 40}\n"

    func codes(_ client: TestServer, _ uri: String) -> [String] {
        (client.diagnostics(uri)?["diagnostics"].array ?? []).compactMap { $0["code"].string }
    }

    @Test func theNearestConfigurationFileApplies() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapline-lsp-\(UUID().uuidString)")
        let scenes = root.appendingPathComponent("scenes/deeper")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let scene = scenes.appendingPathComponent("fits.scene.yaml")
        let uri = scene.absoluteString
        let client = TestServer()
        client.initialize()
        client.open(uri, fits)
        #expect(codes(client, uri) == ["never-scrolls"])
        #expect(client.diagnostics(uri)?["diagnostics"].array?.first?["severity"].integer == 2)
        // A configuration two directories up disables the rule: the next check has no warning.
        try Data("disable: never-scrolls\n".utf8).write(to: root.appendingPathComponent(".snapline.yml"))
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(root.appendingPathComponent(".snapline.yml").absoluteString)]])
        client.server.waitUntilIdle()
        #expect(codes(client, uri) == [])
        // Promoted by `warnings-as-errors`: the warning is an error, as `check` reports it.
        try Data("warnings-as-errors: true\n".utf8).write(to: root.appendingPathComponent(".snapline.yml"))
        client.change(uri, version: 2, range: nil, fits)
        client.server.waitUntilIdle()
        #expect(codes(client, uri) == ["never-scrolls"])
        #expect(client.diagnostics(uri)?["diagnostics"].array?.first?["severity"].integer == 1)
        // A broken configuration: the defaults apply, and a warning says why.
        try Data("enable: [no-such-rule]\n".utf8).write(to: root.appendingPathComponent(".snapline.yml"))
        client.change(uri, version: 3, range: nil, fits)
        client.server.waitUntilIdle()
        let messages = (client.diagnostics(uri)?["diagnostics"].array ?? []).compactMap { $0["message"].string }
        #expect(messages.count == 2 && messages[0].contains(".snapline.yml are not applied"))
    }

    @Test func messagesNamingALineGetRelatedInformation() throws {
        let uri = "untitled:dup.scene.yaml"
        let marked = MarkedText("scene: Dup\nviewports:\n  - ⟪first⟫{name: phone, width: 390, height: 844}\n  - {name: phone, width: 844, height: 390}\nroot:\n  scroll: list\n  children:\n    - {item: a, height: 4000}\n")
        let client = TestServer()
        client.initialize()
        client.open(uri, marked.text)
        let duplicate = try #require(client.diagnostics(uri)?["diagnostics"].array?.first { $0["code"] == "duplicate-name" })
        let related = try #require(duplicate["relatedInformation"].array?.first)
        #expect(related["location"]["uri"].string == uri)
        #expect(related["location"]["range"]["start"] == marked.position("⟪first⟫").json)  // the first mapping after `- `
    }

    @Test func errorsPastTheLimitEndInANote() throws {
        let uri = "untitled:many.scene.yaml"
        let items = (0 ..< 300).map { "    - {item: a\($0), hieght: 1}" }.joined(separator: "\n")
        let client = TestServer()
        client.initialize()
        client.open(uri, "scene: Many\nviewports:\n  - {name: phone, width: 390, height: 844}\nroot:\n  scroll: list\n  children:\n" + items + "\n")
        let all = try #require(client.diagnostics(uri)?["diagnostics"].array)
        let note = try #require(all.first { $0["severity"].integer == 3 })
        #expect(note["code"] == "too-many-errors" && note["message"] == "100 more errors not shown")
    }

    @Test func otherYAMLFilesAreNotChecked() throws {
        let client = TestServer()
        client.initialize()
        client.open("file:///tmp/workflow.yaml", "on: push\njobs: {}\n")
        #expect(client.diagnostics("file:///tmp/workflow.yaml")?["diagnostics"].array == [])
        // A YAML file with a top-level `scene:` is.
        client.open("untitled:1", "scene: X\n")
        #expect(client.diagnostics("untitled:1")?["diagnostics"].array?.isEmpty == false)
    }
}
