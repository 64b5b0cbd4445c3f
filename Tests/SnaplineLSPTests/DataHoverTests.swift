import SnaplineCore
import SnaplineTestSupport
import Testing
@testable import SnaplineLSP

/// The editor knows what is data: hover on a node whose count or length is data says so and that
/// the numbers are the preview's; completion offers a data repeat's and a data length's keys.
@Suite struct DataHoverTests {
    let uri = "untitled:data.scene.yaml"
    static let marked = MarkedText("""
        scene: S
        viewports: [{name: phone, width: 390, height: 844}]
        root:
          scroll: list
          children:
            - repeat: {data: rows, preview: 3}
              item: "r⟪row⟫ow-{i}"
              height:
                data: rowHeight
                p⟪preview⟫review: 40
                max: 90
            - {item: f⟪footer⟫ooter, height: 2000}
        """)

    func client() -> TestServer {
        let client = TestServer()
        client.initialize()
        client.open(uri, Self.marked.text)
        return client
    }

    @Test func hoverOnADataNodeSaysWhatIsData() throws {
        let client = client()
        let row = try #require(client.request("textDocument/hover", client.position("⟪row⟫", in: Self.marked, uri))["result"]["contents"]["value"].string)
        #expect(row.contains("(first of 3 instances)"), "\(row)")
        #expect(row.contains("*Data*: its count is data (`rows`, preview 3); its height is data (`rowHeight`, preview 40)"), "\(row)")
        #expect(row.contains("frame x 0, y 0, 390 × 40"), "\(row)")
        let footer = try #require(client.request("textDocument/hover", client.position("⟪footer⟫", in: Self.marked, uri))["result"]["contents"]["value"].string)
        #expect(!footer.contains("*Data*"), "\(footer)")
    }

    @Test func hoverOnADataKey() throws {
        let client = client()
        let preview = try #require(client.request("textDocument/hover", client.position("⟪preview⟫", in: Self.marked, uri))["result"]["contents"]["value"].string)
        #expect(preview.contains("The length without content, the estimate"), "\(preview)")
    }

    @Test func completionOffersTheDataKeys() {
        let client = TestServer()
        client.initialize()
        let marked = MarkedText("scene: S\nviewports: [{name: phone, width: 390, height: 844}]\nroot:\n  scroll: list\n  children:\n    - item: a\n      height:\n        ⟪key⟫\n")
        client.open(uri, marked.text)
        let reply = client.request("textDocument/completion", client.position("⟪key⟫", in: marked, uri))
        let labels = (reply["result"]["items"].array ?? []).compactMap { $0["label"].string }
        #expect(labels.contains("data") && labels.contains("preview") && labels.contains("max") && labels.contains("count"), "\(labels)")
        let repeated = MarkedText("scene: S\nviewports: [{name: phone, width: 390, height: 844}]\nroot:\n  scroll: list\n  children:\n    - item: \"a-{i}\"\n      repeat:\n        ⟪key⟫\n")
        client.open(uri, repeated.text)
        let keys = (client.request("textDocument/completion", client.position("⟪key⟫", in: repeated, uri))["result"]["items"].array ?? []).compactMap { $0["label"].string }
        #expect(keys == ["data", "preview"], "\(keys)")
    }
}
