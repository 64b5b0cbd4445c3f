import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// What `explain` (and `render --at`) make of the words a user types: rounded numbers, points
/// that share a label, ids that do not exist.
@Suite struct ExplainQueryTests {
    /// Float noise reads as the number people mean; exact numbers stay as they are.
    @Test func numbersAreRoundedForPeople() {
        #expect(ExplainText.n(177.19999999999993) == "177.2")
        #expect(ExplainText.n(2.842170943040401e-14) == "0")
        #expect(ExplainText.n(-2.842170943040401e-14) == "0")
        #expect(ExplainText.n(1.0 / 3) == "0.333")
        #expect(ExplainText.n(2984) == "2984")
        #expect(ExplainText.n(-56.5) == "-56.5")
        #expect(ExplainText.n(0.1 + 0.2) == "0.3")
        #expect(ExplainText.n(1e300) == JSONNumber.format(1e300))
    }

    /// A list whose padding and first item sum with float noise: 0.1 + 0.2 is
    /// 0.30000000000000004 in the table and 0.3 in the explanation.
    @Test func explanationsShowTheRoundedSum() throws {
        let laidOut = try LaidOutScene(yaml: """
            scene: Noise
            viewports: [{name: phone, width: 100, height: 100}]
            root:
              scroll: list
              padding: {top: 0.1, bottom: 0, leading: 0, trailing: 0}
              children:
                - {item: a, height: 0.2}
                - {item: b, height: 200, anchors: [top]}
            """)
        let compiled = try #require(laidOut.viewports.first)
        let node = try #require(laidOut.scene.nodeIndex(ofID: "b"))
        let spec = try #require(laidOut.scene.anchors(ofNode: node).first)
        let explanation = ChainExplanation(compiled, node: node, point: spec)
        // The table's exact value (what the JSON prints) has the noise.
        let raw = try #require(explanation.steps.first?.raw)
        #expect(JSONNumber.format(raw) == "0.30000000000000004")
        let text = ExplainText(compiled).chain(explanation)
        #expect(text.contains("         = 0.3\n"), "\(text)")
        #expect(!text.contains("0000000"), "\(text)")
    }

    static let twoCustom = """
        scene: Points
        viewports: [{name: phone, width: 100, height: 100}]
        root:
          scroll: list
          children:
            - item: card
              height: 300
              anchors: [{x: 0.5, y: 0.25}, top, {x: 0.5, y: 0.75}]
            - item: section-7
              height: 10
        """

    /// Two unnamed `{x, y}` entries are both `custom`: the label alone is ambiguous, `custom#K`
    /// picks one.
    @Test func pointsThatShareALabel() throws {
        let laidOut = try LaidOutScene(yaml: Self.twoCustom)
        let node = try #require(laidOut.scene.nodeIndex(ofID: "card"))
        switch AnchorPointQuery.points(for: node, in: laidOut.scene, text: "custom") {
        case .success(let points): Issue.record("expected an error, got \(points)")
        case .failure(let error):
            #expect(error.message == "the anchors list has 2 entries labelled `custom`: custom#1 (x 0.5, y 0.25), custom#2 (x 0.5, y 0.75); name one with its number, as `custom#2`")
        }
        let second = try AnchorPointQuery.points(for: node, in: laidOut.scene, text: "custom#2").get()
        #expect(second.map(\.y) == [0.75])
        let first = try AnchorPointQuery.points(for: node, in: laidOut.scene, text: "custom#1").get()
        #expect(first.map(\.y) == [0.25])
        // A single entry needs no number; an out-of-range number says what exists.
        #expect(try AnchorPointQuery.points(for: node, in: laidOut.scene, text: "top").get().map(\.y) == [0])
        if case .failure(let error) = AnchorPointQuery.points(for: node, in: laidOut.scene, text: "custom#3") {
            #expect(error.message == "`custom#3`: the anchors list has 2 entries labelled `custom`; expected custom#1 to custom#2")
        } else {
            Issue.record("custom#3 should fail")
        }
    }

    @Test func unknownIDsGetADidYouMean() throws {
        let laidOut = try LaidOutScene(yaml: Self.twoCustom)
        #expect(laidOut.scene.unknownIDMessage("secton-7") == "has no node with the id `secton-7`; did you mean `section-7`?")
        #expect(laidOut.scene.unknownIDMessage("zzz") == "has no node with the id `zzz`")
    }
}
