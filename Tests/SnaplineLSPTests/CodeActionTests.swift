import Foundation
import SnaplineCore
import SnaplineTestSupport
import Testing
@testable import SnaplineLSP

/// Quick fixes read the fix each diagnostic carries (published in its `data`), never the message.
@Suite struct CodeActionTests {
    let uri = "untitled:fix.scene.yaml"

    func client(_ text: String) -> TestServer { TestServer.opened(uri, text) }

    func scene(_ root: String) -> String {
        "scene: Fix\nviewports:\n  - {name: phone, width: 390, height: 844}\nroot:\n" + root
    }

    /// The published diagnostics and the code actions for them, as a client sends them.
    func actions(_ client: TestServer, stripping: Bool = false) throws -> (diagnostics: [JSONValue], actions: [JSONValue]) {
        var diagnostics = try #require(client.diagnostics(uri)?["diagnostics"].array)
        if stripping {
            diagnostics = diagnostics.map { d in
                guard case .object(var object) = d else { return d }
                object["data"] = nil
                return .object(object)
            }
        }
        let reply = client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": diagnostics.first?["range"] ?? .null, "context": ["diagnostics": .array(diagnostics)]])
        return (diagnostics, reply["result"].array ?? [])
    }

    func firstEdit(_ action: JSONValue) -> JSONValue? { action["edit"]["changes"].object?[uri]?.array?.first }


    /// A misspelled key with non-ASCII letters: the range counts UTF-16 units (`😀` is two), and
    /// applying the edit clears the error.
    @Test func unknownKeyAfterNonASCIIText() throws {
        let marked = MarkedText(scene("  scroll: s\n  children:\n    - {item: a, ⟪key⟫hé😀ght⟪keyEnd⟫: 10}\n"))
        let client = client(marked.text)
        let (diagnostics, actions) = try actions(client)
        #expect(diagnostics.map { $0["code"] } == ["unknown-key"])
        let action = try #require(actions.first)
        #expect(action["title"] == "Replace `hé😀ght` with `height`")
        #expect(action["kind"] == "quickfix" && action["diagnostics"] == .array([diagnostics[0]]))
        let edit = try #require(firstEdit(action))
        // In UTF-16 units: `    - {item: a, ` is 16, `hé😀ght` 7 (`😀` is two).
        #expect(edit["range"] == marked.range("⟪key⟫", "⟪keyEnd⟫").json && edit["newText"] == "height")
        #expect(marked.range("⟪key⟫", "⟪keyEnd⟫") == LSPRange(start: LSPPosition(line: 6, character: 16), end: LSPPosition(line: 6, character: 23)))
        client.change(uri, version: 2, range: LSPRange(edit["range"]), "height")
        client.server.waitUntilIdle()
        #expect(client.diagnostics(uri)?["diagnostics"].array?.map { $0["code"] } == ["never-scrolls"])
    }

    /// A quoted value: the text between the quotes is replaced.
    @Test func quotedValue() throws {
        let marked = MarkedText(scene("  scroll: s\n  behavior: \"⟪value⟫pagin⟪valueEnd⟫\"\n  children: []\n"))
        let client = client(marked.text)
        let edit = try #require(try actions(client).actions.first.flatMap(firstEdit))
        #expect(edit["range"] == marked.range("⟪value⟫", "⟪valueEnd⟫").json && edit["newText"] == "paging")
    }

    /// The key that stands where the kind would becomes the kind.
    @Test func keyTakenForTheKind() throws {
        let marked = MarkedText(scene("  scroll: s\n  children:\n    - ⟪key⟫text⟪keyEnd⟫: footer\n      height: 40\n"))
        let client = client(marked.text)
        let (_, actions) = try actions(client)
        let action = try #require(actions.first)
        #expect(action["title"] == "Replace `text` with `item`")
        #expect(firstEdit(action)?["range"] == marked.range("⟪key⟫", "⟪keyEnd⟫").json)
    }

    /// A misspelled code in a suppression comment.
    @Test func suppressionCode() throws {
        let marked = MarkedText(scene("  scroll: s\n  # snapline:disable-next-line ⟪code⟫nevr-scrolls⟪codeEnd⟫\n  children: [{item: a, height: 10}]\n"))
        let client = client(marked.text)
        let (diagnostics, actions) = try actions(client)
        #expect(diagnostics.map { $0["code"] }.contains("unused-suppression"))
        let edit = try #require(actions.first.flatMap(firstEdit))
        #expect(edit["range"] == marked.range("⟪code⟫", "⟪codeEnd⟫").json && edit["newText"] == "never-scrolls")
    }

    /// A client that does not send `data` back gets the fix of the published diagnostic.
    @Test func clientsThatDropData() throws {
        let client = client(scene("  scroll: s\n  behavior: viewAlinged\n  children: []\n"))
        let (diagnostics, actions) = try actions(client, stripping: true)
        #expect(diagnostics.first?["data"] == .null)
        #expect(actions.first?["title"] == "Replace `viewAlinged` with `viewAligned`")
    }

    /// Once the text at the range changed, the fix of a diagnostic the client still holds is not
    /// offered (it would write a wrong edit).
    @Test func staleFixesAreNotOffered() throws {
        let marked = MarkedText(scene("  scroll: s\n  behavior: ⟪edit⟫vi⟪editEnd⟫ewAlinged\n  children: []\n"))
        let client = client(marked.text)
        let published = try #require(client.diagnostics(uri)?["diagnostics"].array)
        client.change(uri, version: 2, range: marked.range("⟪edit⟫", "⟪editEnd⟫"), "XY")
        let reply = client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": published[0]["range"], "context": ["diagnostics": .array(published)]])
        #expect(reply["result"] == [])
    }

    /// A quoted value with an escape: its written length is not its value's, so no fix is
    /// published rather than a wrong one.
    @Test func noFixWhereTheWrittenTextDiffers() throws {
        let client = client(scene("  scroll: s\n  behavior: \"view\\x41ligne\"\n  children: []\n"))
        let (diagnostics, actions) = try actions(client)
        #expect(diagnostics.map { $0["code"] } == ["bad-value"] && diagnostics[0]["data"] == .null)
        #expect(actions == [])
    }

    /// `paging-cuts-item` on a target whose length is not written: the key is added.
    @Test func pageLengthAddedWhereNoneIsWritten() throws {
        let marked = MarkedText(pagingCards("""
                - repeat: 8
                  hstack: "group-{i}"⟪end⟫
                  children:
                    - {item: "a-{i}", width: 195}
                    - {item: "b-{i}", width: 195}

            """))
        let client = client(marked.text)
        let (diagnostics, actions) = try actions(client)
        #expect(diagnostics.map { $0["code"] } == ["paging-cuts-item"])
        let action = try #require(actions.first)
        #expect(action["title"] == "Set `width: {count: 2}` on `group-2`")
        // After the kind key's line: a key of the same mapping.
        #expect(firstEdit(action)?["range"] == marked.range(at: "⟪end⟫").json)
        #expect(firstEdit(action)?["newText"] == "\n      width: {count: 2}")
    }

    /// The target written as a flow mapping: its `width` value replaced (the braces of the
    /// quoted id are not the mapping's).
    @Test func pageLengthInAFlowMapping() throws {
        let marked = MarkedText(pagingCards("""
                - {repeat: 8, item: "card-{i}", width: ⟪width⟫390⟪widthEnd⟫}

            """))
        let client = client(marked.text)
        let action = try #require(try actions(client).actions.first)
        #expect(action["title"] == "Set `width: {count: 2}` on `card-2`")
        #expect(firstEdit(action)?["range"] == marked.range("⟪width⟫", "⟪widthEnd⟫").json && firstEdit(action)?["newText"] == "{count: 2}")
    }

    /// A key the flow mapping lacks is added before its `}`; with a second mapping on the line
    /// (an inline `when`), no edit is made.
    @Test func keyAddedToAFlowMapping() throws {
        let marked = MarkedText("  - {⟪node⟫item: a, height: 10⟪end⟫ }  # note {x}\n")
        let fix = Diagnostic.Fix(.setKey("width", value: "{count: 2}", node: try #require(marked["⟪node⟫"])), title: "Set")
        let edit = try #require(CodeActions.edit(fix, in: TextDocument(text: marked.text, version: 1)))
        #expect(edit["range"] == marked.range(at: "⟪end⟫").json && edit["newText"] == ", width: {count: 2}")
        #expect(CodeActions.edit(fix, in: TextDocument(text: "  - {item: a, when: {small: {width: 3}}}\n", version: 1)) == nil)
    }
}
