import Foundation
@testable import SnaplineLargeScene
import SnaplineCore
import SnaplineRuntime
import Testing

/// `Sources/SnaplineLargeScene/large-feed.scene.yaml` (10 000 anchors: 1 000 rows, 1 000 carousels of 8 cards,
/// two viewports), compiled by SnaplinePlugin into the SnaplineLargeScene target: every typed lookup gives the offsets
/// SnaplineCore computes for the same scene (its own tables, not the packed text the generated Swift reads), and
/// enums of thousands of cases behave like small ones.
@Suite struct LargeSceneTests {
    static let sceneFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SnaplineLargeScene/large-feed.scene.yaml")

    /// The scene as decoded and every viewport compiled by SnaplineCore.
    static func compiled() throws -> (scene: Scene, viewports: [CompiledViewport]) {
        var diagnostics = Diagnostics()
        let compiler = Compiler()
        let scene = try #require(compiler.decode(Array(try Data(contentsOf: sceneFile)), diagnostics: &diagnostics), "\(diagnostics.all)")
        var viewports: [CompiledViewport] = []
        #expect(compiler.forEachViewport(of: scene, diagnostics: &diagnostics) { viewports.append($0) }, "\(diagnostics.all)")
        return (scene, viewports)
    }

    @Test func everyLookupMatchesSnaplineCore() throws {
        let (scene, viewports) = try Self.compiled()
        #expect(LargeFeed.Anchor.allCases.count == 10_000)
        #expect(viewports.map(\.viewport.name) == LargeFeed.Viewport.allCases.map(\.rawValue))
        var mismatches: [String] = []
        for (viewport, v) in zip(LargeFeed.Viewport.allCases, viewports) {
            for anchor in LargeFeed.Anchor.allCases {
                let node = try #require(scene.nodeIndex(ofID: anchor.rawValue))
                let targets = Dictionary(v.targets(ofNode: node).map { ($0.spec.name, $0.chain) }, uniquingKeysWith: { first, _ in first })
                for point in LargeFeed.AnchorPoint.allCases {
                    let typed = LargeFeed.offset(of: anchor, anchor: point, in: viewport)?.chain.map { [$0.container, "\($0.offset)", "\($0.raw)"] }
                    let core = targets[point.rawValue]?.map { [$0.container, "\($0.offset)", "\($0.raw)"] }
                    if typed == nil || typed != core { mismatches.append("\(viewport.rawValue) \(anchor.rawValue) \(point.rawValue)") }
                }
            }
            for container in LargeFeed.Container.allCases {
                let node = try #require(scene.nodeIndex(ofID: container.rawValue))
                let c = try #require(v.container(ofNode: node))
                if v.table.containers[c].id != container.rawValue || LargeFeed.stops(of: container, in: viewport) != v.table.containers[c].stops {
                    mismatches.append("stops \(viewport.rawValue) \(container.rawValue)")
                }
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
