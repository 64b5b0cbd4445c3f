import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The places a warning involves besides its own position: the target a page cuts, the earlier
/// entry a label repeats. JSON gives them as `notes`, SARIF as `relatedLocations`.
@Suite struct RelatedLocationsTests {
    static func warnings(_ marked: MarkedText) -> [Diagnostic] {
        var diagnostics = Diagnostics()
        Compiler().check(Array(marked.text.utf8), diagnostics: &diagnostics)
        return diagnostics.all.map { var d = $0; d.file = "/work/repo/a.scene.yaml"; return d }
    }

    /// Cards 300 wide in 390 pages: page 2 starts 90 into `card-1` (300...600), written at 2️⃣.
    /// The second list repeats `top` (1️⃣ the earlier entry, 3️⃣ the repeat).
    static let scene = MarkedText("""
        scene: S
        viewports: [{name: phone, width: 390, height: 844}]
        root:
          scroll: pages
          axis: horizontal
          behavior: paging
          children:
            - {item: card-0, width: 300, anchors: [1️⃣top, 3️⃣{anchor: top, offset: 8}]}
            - {2️⃣item: card-1, width: 300}
            - {item: card-2, width: 300}
        """)

    /// A marker's position (0:0 when missing, which no expectation matches).
    static func at(_ marker: String) -> SnaplineCore.SourceLocation { scene[marker] ?? SnaplineCore.SourceLocation(line: 0, column: 0) }

    @Test func notesOfTheCutTargetAndTheEarlierEntry() throws {
        let found = Self.warnings(Self.scene)
        let cut = try #require(found.first { $0.code == .pagingCutsItem })
        #expect(cut.notes == [Diagnostic.Note("`card-1`, which page 2 starts inside in viewport `phone`", at: Self.at("2️⃣"))])
        let duplicate = try #require(found.first { $0.code == .duplicateAnchorLabel })
        #expect(duplicate.location == Self.scene["3️⃣"])
        #expect(duplicate.notes == [Diagnostic.Note("the earlier entry labelled `top`", at: Self.at("1️⃣"))])
    }

    @Test func sarifRelatedLocationsAndJSONNotes() throws {
        let report = FileReport(path: "/work/repo/a.scene.yaml", diagnostics: Self.warnings(Self.scene))
        let log = SARIFReporter(toolVersion: "1", currentDirectory: "/work/repo").render([report])
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let duplicate = try #require(results.first { $0["ruleId"] as? String == "duplicate-anchor-label" })
        let related = try #require(duplicate["relatedLocations"] as? [[String: Any]])
        let physical = try #require(related.first?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "a.scene.yaml")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == Int(Self.at("1️⃣").line))
        #expect(region["startColumn"] as? Int == Int(Self.at("1️⃣").column))
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "the earlier entry labelled `top`")
        let cut = try #require(results.first { $0["ruleId"] as? String == "paging-cuts-item" })
        #expect((cut["relatedLocations"] as? [[String: Any]])?.count == 1)

        let json = JSONReporter.render([report])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let notes = try #require(entries.first { $0["code"] as? String == "duplicate-anchor-label" }?["notes"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect(notes.first?["line"] as? Int == Int(Self.at("1️⃣").line))
        #expect(notes.first?["column"] as? Int == Int(Self.at("1️⃣").column))
    }
}
