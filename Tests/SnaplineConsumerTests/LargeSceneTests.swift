import Foundation
@testable import SnaplineLargeScene
import SnaplineCore
import SnaplineRuntime
import Testing

/// `Tests/SnaplineLargeScene/large-feed.scene.yaml` (10 000 anchors: 1 000 rows, 1 000 carousels of 8 cards, two
/// viewports), compiled by SnaplinePlugin into the SnaplineLargeScene target: every typed lookup gives what the JSON
/// table of the same scene holds, and enums of thousands of cases behave like small ones.
@Suite struct LargeSceneTests {
    static let jsonTable: Result<SnaplineTable, any Error> = Result {
        let scene = GeneratedTables.root.appendingPathComponent("Tests/SnaplineLargeScene/large-feed.scene.yaml")
        var diagnostics = Diagnostics()
        guard let json = Compiler().compile(try FileIO.read(scene.path), format: .json, options: EmitOptions(), diagnostics: &diagnostics) else {
            throw JSONTableReader.UnknownValue(description: "large-feed does not compile: \(diagnostics.all)")
        }
        return try JSONTableReader.table(from: Data(json))
    }

    @Test func everyLookupMatchesTheJSONTable() throws {
        let expected = try Self.jsonTable.get()
        #expect(LargeFeed.table == expected)
        #expect(LargeFeed.Anchor.allCases.count == 10_000)
        var mismatches: [String] = []
        for viewport in LargeFeed.Viewport.allCases {
            let jsonViewport = try #require(expected.viewport(named: viewport.rawValue))
            let jsonIndex = ViewportIndex(jsonViewport)
            for anchor in LargeFeed.Anchor.allCases {
                for point in LargeFeed.AnchorPoint.allCases {
                    let typed = LargeFeed.offset(of: anchor, anchor: point, in: viewport)
                    let json = jsonIndex.offset(of: anchor.rawValue, anchor: point.rawValue)
                    if typed == nil || typed != json { mismatches.append("\(viewport.rawValue) \(anchor.rawValue) \(point.rawValue)") }
                }
            }
            for container in LargeFeed.Container.allCases {
                let json = jsonViewport.containers[container.position]
                if json.id != container.rawValue || LargeFeed.stops(of: container, in: viewport) != json.stops { mismatches.append("stops \(viewport.rawValue) \(container.rawValue)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) lookups differ, first: \(mismatches.prefix(5))")
    }

    /// Rows are 44 high with 12 between them, first in the feed: row k's top is at 56k, so by hand
    /// (phone, 844 high): topLeading 56k, center 56k + 22 - 422, bottomTrailing 56k + 44 - 844.
    @Test func rowOffsetsByHand() {
        #expect(LargeFeed.offset(of: .row100, anchor: .topLeading, in: .phone)?.offset == 5_600)
        #expect(LargeFeed.offset(of: .row100, anchor: .center, in: .phone)?.offset == 5_200)
        #expect(LargeFeed.offset(of: .row100, anchor: .bottomTrailing, in: .phone)?.offset == 4_800)
        #expect(LargeFeed.offset(of: .row0, anchor: .bottomTrailing, in: .phone)?.offset == 0)  // clamped
    }

    /// Cases, raw values, positions, hashing and `next`/`previous` of enums whose tag takes two
    /// bytes (over 256 cases), read from the tag instead of a switch.
    @Test func largeEnumsKeepTheirOrderAndNames() {
        let anchors = LargeFeed.Anchor.allCases
        #expect(anchors.map(\.position) == Array(0 ..< 10_000))
        #expect(anchors.first == .row0 && anchors[999] == .row999 && anchors[1_000] == .carousel0 && anchors[1_001] == .card0_0)
        #expect(anchors.last == .card999_7)
        #expect(LargeFeed.Anchor(rawValue: "card-999-7") == .card999_7)
        #expect(LargeFeed.Anchor(rawValue: "card-1000-0") == nil)
        #expect(anchors.allSatisfy { LargeFeed.Anchor(rawValue: $0.rawValue) == $0 })
        #expect(Set(anchors).count == 10_000)
        #expect(LargeFeed.Anchor.card999_7.next == .row0)
        #expect(LargeFeed.Anchor.row0.previous == .card999_7)
        #expect(LargeFeed.Anchor.row999.next == .carousel0)
        #expect(LargeFeed.Container.allCases.count == 1_001)
        #expect(LargeFeed.Container.feed.position == 0 && LargeFeed.Container.carousel999.position == 1_000)
        #expect(LargeFeed.Viewport.allCases.map(\.rawValue) == ["phone", "tablet"])
    }
}
