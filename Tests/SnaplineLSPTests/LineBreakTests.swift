import SnaplineCore
import SnaplineTestSupport
import Testing
@testable import SnaplineLSP

/// libyaml ends lines at NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029)
/// too, and skips a leading byte order mark; the protocol ends lines only at LF, CRLF and CR.
/// Snapline's positions (libyaml's) are mapped to the protocol's lines and UTF-16 columns.
@Suite struct LineBreakTests {
    @Test func libyamlLinesAreMappedToProtocolLines() {
        // Bytes: a 0, NEL 1-2, b 3, LS 4-6, c 7, CRLF 8-9, d 10, PS 11-13, e 14.
        let document = TextDocument(text: "a\u{85}b\u{2028}c\r\nd\u{2029}e", version: 1)
        #expect(document.lineCount == 2)
        #expect(document.yamlLineStarts == [0, 3, 7, 10, 14])
        #expect(document.location(ofOffset: 7) == SourceLocation(line: 3, column: 1))
        // `c` is the protocol's line 0, after a, NEL, b, LS: 4 UTF-16 units.
        #expect(document.position(of: SourceLocation(line: 3, column: 1)) == LSPPosition(line: 0, character: 4))
        #expect(document.position(of: SourceLocation(line: 2, column: 1)) == LSPPosition(line: 0, character: 2))
        #expect(document.position(of: SourceLocation(line: 5, column: 1)) == LSPPosition(line: 1, character: 2))
        // Past the end of libyaml's line: its end, before the separator.
        #expect(document.position(of: SourceLocation(line: 1, column: 9)) == LSPPosition(line: 0, character: 1))
        // Text without those separators keeps one table.
        #expect(TextDocument(text: "a\nb\rc", version: 1).yamlLineStarts == nil)
    }

    @Test func aByteOrderMarkIsNotAColumn() {
        let document = TextDocument(text: "\u{FEFF}ab: 1\ncd: 2", version: 1)
        #expect(document.position(of: SourceLocation(line: 1, column: 1)) == LSPPosition(line: 0, character: 1))
        #expect(document.location(ofOffset: 3) == SourceLocation(line: 1, column: 1))
        #expect(document.position(of: SourceLocation(line: 2, column: 2)) == LSPPosition(line: 1, character: 1))
    }

    /// A scene with the three separators at the ends of comments: libyaml's line 15 is the
    /// protocol's line 9. Its markers give both (`MarkedText` counts lines both ways).
    static let marked = MarkedText("""
        scene: S # é\u{2028}
        viewports:
          - {name: p, width: 100, height: 100, traits: [⟪trait⟫small]} # \u{85}
        # \u{2029}\u{2029}
        root:
          scroll: s
          children:
            - {item: ⟪a⟫a, height: 40} # \u{2028}
            - item: ⟪b⟫b⟪bEnd⟫
              ⟪height⟫height⟪heightEnd⟫: 4
              when:
                s⟪selector⟫mall: {height: 50}

        """)
    let valid = marked.text
    let uri = "untitled:breaks.scene.yaml"

    func client(_ text: String) -> TestServer { TestServer.opened(uri, text) }

    @Test func diagnosticsLandOnTheProtocolsLine() throws {
        let client = client(valid.replacingOccurrences(of: "      height: 4", with: "      hieght: 4"))
        let unknown = try #require(client.diagnostics(uri)?["diagnostics"].array?.first { $0["code"] == "unknown-key" })
        #expect(unknown["range"] == Self.marked.range("⟪height⟫", "⟪heightEnd⟫").json)  // `hieght` is as long
        #expect(Self.marked.position("⟪height⟫") == LSPPosition(line: 9, character: 6))
        // The CLI's position is libyaml's line.
        let cli = SceneCheck.diagnostics(Array(valid.replacingOccurrences(of: "      height: 4", with: "      hieght: 4").utf8), path: nil)
        #expect(cli.first { $0.code == .unknownKey }?.location == Self.marked["⟪height⟫"])
        #expect(Self.marked["⟪height⟫"] == SourceLocation(line: 15, column: 7))
    }

    @Test func hoverSymbolsAndDefinitionsAfterTheSeparators() throws {
        let client = client(valid)
        let hover = client.request("textDocument/hover", client.position("⟪b⟫", in: Self.marked, uri))
        #expect(hover["result"]["contents"]["value"].string?.contains("frame x 0, y 40") == true, "\(hover)")
        #expect(hover["result"]["range"] == Self.marked.range("⟪b⟫", "⟪bEnd⟫").json)
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])["result"]
        let scroll = try #require(symbols.array?.last)
        let children = try #require(scroll["children"].array)
        #expect(children.map { $0["name"] } == ["a", "b"])
        let (a, b, last) = (Self.marked.position("⟪a⟫").line, Self.marked.position("⟪b⟫").line, Self.marked.position("⟪selector⟫").line)
        #expect(children.map { $0["selectionRange"]["start"]["line"] } == [.int(a), .int(b)])
        // `b` spans its lines to its `when`'s last.
        #expect(children[1]["range"]["start"]["line"] == .int(b) && children[1]["range"]["end"]["line"] == .int(last))
        let definition = client.request("textDocument/definition", client.position("⟪selector⟫", in: Self.marked, uri))
        #expect(definition["result"].array?.first?["range"]["start"] == Self.marked.position("⟪trait⟫").json)
    }
}
