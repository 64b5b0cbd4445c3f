import Foundation
import SnaplineLayout
import SnaplineTestSupport
import Testing
@testable import SnaplineLSP

/// An in-process server whose replies are recorded, driven message by message.
final class TestServer: @unchecked Sendable {
    private let lock = Lock()
    private var recorded: [JSONValue] = []
    private var exits: [Int32] = []
    private(set) var server: LanguageServer!
    private var nextID = 0

    init(debounce: Double = 0) {
        server = LanguageServer(
            options: LanguageServer.Options(debounce: debounce),
            send: { [unowned self] message in lock.withLock { recorded.append(message) } },
            onExit: { [unowned self] code in lock.withLock { exits.append(code) } })
    }

    var messages: [JSONValue] { lock.withLock { recorded } }
    var exitCodes: [Int32] { lock.withLock { exits } }
    func clear() { lock.withLock { recorded.removeAll() } }

    func send(_ message: JSONValue) { server.receive(.body(message.bytes)) }

    func notify(_ method: String, _ params: JSONValue = .null) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Sends a request and returns its response once handled.
    @discardableResult
    func request(_ method: String, _ params: JSONValue = .null) -> JSONValue {
        nextID += 1
        let id = JSONValue.int(nextID)
        send(["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params])
        server.waitUntilIdle()
        return messages.last { $0["id"] == id } ?? .null
    }

    /// A server, initialized, with `text` open at `uri`.
    static func opened(_ uri: String, _ text: String) -> TestServer {
        let client = TestServer()
        client.initialize()
        client.open(uri, text)
        return client
    }

    func initialize() {
        request("initialize", ["processId": .null, "capabilities": [:]])
        notify("initialized", [:])
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "yaml", "version": .int(version), "text": .string(text)]])
        server.waitUntilIdle()
    }

    func change(_ uri: String, version: Int, range: LSPRange?, _ text: String) {
        var change: JSONObject = ["text": .string(text)]
        if let range { change["range"] = range.json }
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [.object(change)]])
    }

    /// The last diagnostics published for `uri`.
    func diagnostics(_ uri: String) -> JSONValue? {
        messages.last { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]["uri"].string == uri }?["params"]
    }

    func position(_ line: Int, _ character: Int, _ uri: String) -> JSONValue {
        ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character)]]
    }

    /// A request's text document and position: where `marker` is in `marked`.
    func position(_ marker: String, in marked: MarkedText, _ uri: String) -> JSONValue {
        let place = marked.position(marker)
        return position(place.line, place.character, uri)
    }
}

/// Positions in the LSP tests come from markers in the text (`MarkedText`), not counted by hand.
extension MarkedText {
    /// Where `marker` is, as the protocol counts; a missing marker fails the test.
    func position(_ marker: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LSPPosition {
        guard let place = protocolPositions[marker] else {
            Issue.record("no marker \(marker) in the text", sourceLocation: sourceLocation)
            return LSPPosition(line: -1, character: -1)
        }
        return LSPPosition(line: place.line, character: place.character)
    }

    /// The range from marker `start` to marker `end`.
    func range(_ start: String, _ end: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LSPRange {
        LSPRange(start: position(start, sourceLocation: sourceLocation), end: position(end, sourceLocation: sourceLocation))
    }

    /// An empty range at `marker`.
    func range(at marker: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LSPRange {
        range(marker, marker, sourceLocation: sourceLocation)
    }
}

/// A small scene used by several tests (a vertical list in a scroll container, two viewports,
/// a horizontal viewAligned row with a `when`), with markers where the tests point
/// (`markedSample.position("⟪footer⟫")`); `sampleScene` is the text without them.
let markedSampleScene = """
    ⟪top⟫scene: Sample
    viewports:
      - {name: phone, width: 390, height: 844, tr⟪viewportKey⟫aits: [⟪trait⟫compact]}
      - {name: tablet, width: 1000, height: 700}
    root:
      scroll: list
      children:
        - item: header
          ⟪height⟫height⟪heightEnd⟫: 600
        - scroll: ⟪row⟫row
          axis: ⟪axis⟫horizontal
          height: 100
          be⟪behaviorKey⟫havior: ⟪behavior⟫view⟪behaviorMiddle⟫Aligned⟪behaviorEnd⟫
          chil⟪rowChildren⟫dren:
            - repeat: 6
              item: "car⟪card⟫d-{i}"
              width: 300
              when:
                co⟪selector⟫mpa⟪selectorMiddle⟫ct: {width: 20⟪flowValue⟫0}
        - item: fo⟪footer⟫oter
          height: 400

    """
let markedSample = MarkedText(markedSampleScene)
let sampleScene = markedSample.text

/// A horizontal paging container `cards` (height 300) in a portrait (390 × 844) and a landscape
/// (844 × 390) viewport, with `children` (list items indented by 4) as its children.
func pagingCards(_ children: String) -> String {
    """
    scene: Pages
    viewports:
      - {name: portrait, width: 390, height: 844}
      - {name: landscape, width: 844, height: 390}
    root:
      scroll: cards
      axis: horizontal
      height: 300
      behavior: paging
      children:

    """ + children
}
