import Foundation
import SnaplineCore
import SnaplineTestSupport
import Testing
@testable import SnaplineLSP

/// A `.snapline.yml` that cannot be applied: its problems at their own positions in it, and in
/// the scene one diagnostic that says the defaults apply, with the code `snapline check` reports.
@Suite struct ConfigurationDiagnosticsTests {
    /// A scene whose content always fits: `never-scrolls`, on by default.
    let fits = "scene: Fits\nviewports:\n  - {name: phone, width: 390, height: 844}\nroot:\n  scroll: list\n  children:\n    - {item: a, height: 40}\n"

    /// A project (a `.git` folder) with a scene in `scenes/`; removed after `body`.
    func withProject(_ body: (_ root: URL, _ sceneURI: String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapline-lsp-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try body(root, root.appendingPathComponent("scenes/fits.scene.yaml").absoluteString)
    }

    @Test func aBrokenConfigurationIsReportedInItAndInTheScene() throws {
        try withProject { root, uri in
            let configuration = root.appendingPathComponent(".snapline.yml")
            let configurationURI = configuration.absoluteString
            let marked = MarkedText("# rules\ndisable: never-scrolls\n⟪key⟫enabel⟪keyEnd⟫: [coincident-stops]\n")
            let key = marked.range("⟪key⟫", "⟪keyEnd⟫").json
            try Data(marked.text.utf8).write(to: configuration)
            let client = TestServer()
            client.initialize()
            client.open(uri, fits)
            // In the configuration file (not open): its error at the misspelt key, with its fix.
            let problems = try #require(client.diagnostics(configurationURI)?["diagnostics"].array)
            #expect(problems.map { $0["code"] } == ["unknown-key"] && problems[0]["severity"] == 1)
            #expect(problems[0]["range"] == key)
            #expect(problems[0]["data"]["fix"]["newText"] == "enable" && problems[0]["data"]["fix"]["range"] == key)
            // In the scene: the configuration's code, at the top, and the problem as related information.
            let scene = try #require(client.diagnostics(uri)?["diagnostics"].array)
            #expect(scene.map { $0["code"] } == ["unknown-key", "never-scrolls"])  // the defaults apply: never-scrolls is on
            let notApplied = scene[0]
            #expect(notApplied["range"] == LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0)).json && notApplied["severity"] == 1)  // the file's start
            let message = try #require(notApplied["message"].string)
            #expect(message.hasPrefix("the rule settings of \(configuration.path) are not applied, so this scene is checked with the default settings"))
            #expect(message.hasSuffix("its problem: unknown key `enabel` in a configuration file; expected one of enable, disable, warnings-as-errors, access-level, exclude, help-uri-base, inherit; did you mean `enable`?"))
            let related = try #require(notApplied["relatedInformation"].array)
            #expect(related.count == 1 && related[0]["location"]["uri"].string == configurationURI && related[0]["location"]["range"] == key)
            // Fixed on disk and saved: the configuration's diagnostics clear and it applies.
            try Data("disable: never-scrolls\nenable: [coincident-stops]\n".utf8).write(to: configuration)
            client.notify("textDocument/didSave", ["textDocument": ["uri": .string(configurationURI)]])
            client.server.waitUntilIdle()
            #expect(client.diagnostics(configurationURI)?["diagnostics"].array == [])
            #expect(client.diagnostics(uri)?["diagnostics"].array == [])
        }
    }

    /// A broken configuration that is deleted: its diagnostics are cleared at the next check.
    @Test func aDeletedConfigurationIsCleared() throws {
        try withProject { root, uri in
            let configuration = root.appendingPathComponent(".snapline.yml")
            try Data("enable: [no-such-rule]\n".utf8).write(to: configuration)
            let client = TestServer()
            client.initialize()
            client.open(uri, fits)
            #expect(client.diagnostics(configuration.absoluteString)?["diagnostics"].array?.map { $0["code"] } == ["bad-value"])
            try FileManager.default.removeItem(at: configuration)
            client.change(uri, version: 2, range: nil, fits)
            client.server.waitUntilIdle()
            #expect(client.diagnostics(configuration.absoluteString)?["diagnostics"].array == [])
            #expect(client.diagnostics(uri)?["diagnostics"].array?.map { $0["code"] } == ["never-scrolls"])
        }
    }

    /// An open configuration is checked from its buffer as it is typed, with quick fixes.
    @Test func anOpenConfigurationIsCheckedAsItIsTyped() throws {
        let uri = "file:///nowhere/project/.snapline.yml"
        let client = TestServer()
        client.initialize()
        let marked = MarkedText("enable: [⟪value⟫paging-cuts-itm⟪valueEnd⟫]\n")
        let value = marked.range("⟪value⟫", "⟪valueEnd⟫").json
        client.open(uri, marked.text)
        let problems = try #require(client.diagnostics(uri)?["diagnostics"].array)
        #expect(problems.map { $0["code"] } == ["bad-value"] && problems[0]["range"] == value)
        let reply = client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": problems[0]["range"], "context": ["diagnostics": .array(problems)]])
        let edit = try #require(reply["result"].array?.first?["edit"]["changes"].object?[uri]?.array?.first)
        #expect(edit["newText"] == "paging-cuts-item" && edit["range"] == value)
        client.change(uri, version: 2, range: LSPRange(edit["range"]), "paging-cuts-item")
        client.server.waitUntilIdle()
        #expect(client.diagnostics(uri)?["diagnostics"].array == [])
        let maybe = MarkedText("warnings-as-errors: ⟪value⟫maybe⟪valueEnd⟫\n")
        client.change(uri, version: 3, range: nil, maybe.text)
        client.server.waitUntilIdle()
        #expect(client.diagnostics(uri)?["diagnostics"].array?.map { $0["range"] } == [maybe.range("⟪value⟫", "⟪valueEnd⟫").json])
    }

    /// A configuration anyone may write to is skipped with a note, as on the command line; the
    /// search goes on to the files above it.
    @Test func aConfigurationAnyoneMayWriteIsSkipped() throws {
        try withProject { root, uri in
            try Data("disable: never-scrolls\n".utf8).write(to: root.appendingPathComponent(".snapline.yml"))
            let planted = root.appendingPathComponent("scenes/.snapline.yml")
            try Data("enable: [coincident-stops]\n".utf8).write(to: planted)
            try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: planted.path)
            let client = TestServer()
            client.initialize()
            client.open(uri, fits)
            let scene = try #require(client.diagnostics(uri)?["diagnostics"].array)
            #expect(scene.map { $0["code"] } == ["skipped-file"] && scene[0]["severity"] == 3)
            #expect(scene[0]["message"].string?.contains("it is writable by every user") == true)
        }
    }
}
