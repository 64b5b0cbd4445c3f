import SnaplineRuntime
import Testing

/// The golden fixture `Tests/SnaplineCoreTests/SwiftFixtures/edge-names.snapline.swift` (linked
/// here), compiled: keyword, digit, member and colliding ids produce cases that compile and work.
/// The numbers are worked out in the fixture's scene file.
@Suite struct EdgeNamesTests {
    @Test func namesThatNeedCareAreUsable() {
        #expect(EdgeNames.Anchor.allCases.map(\.rawValue) == ["default", "007", "next", "Top-Pick", "top.pick", "chips", "chip-0", "chip-1", "chip-2", "chip-3"])
        #expect(EdgeNames.Anchor(rawValue: "default") == .`default`)
        #expect(EdgeNames.Anchor(rawValue: "007") == ._007)
        #expect(EdgeNames.Anchor(rawValue: "next") == .next_)
        #expect(EdgeNames.Anchor.next_.next == .Top_Pick)
        #expect(EdgeNames.Anchor.chip3.next == .`default`)
        #expect(EdgeNames.Anchor.`default`.previous == .chip3)
        #expect(EdgeNames.Viewport.allCases.map(\.rawValue) == ["phone", "2x-rtl"])
        #expect(EdgeNames.AnchorPoint.allCases == [.top, .belowEnd, .custom])
    }

    @Test func offsetsInTheList() {
        let tops: [(EdgeNames.Anchor, Double, Double)] = [(.`default`, 10, 10), (._007, 120, 120), (.next_, 220, 230), (.Top_Pick, 220, 340), (.top_pick, 220, 450), (.chips, 220, 560)]
        let belowEnds: [Double] = [0, 0, 0, 50, 160, 220]
        for ((anchor, offset, raw), belowEnd) in zip(tops, belowEnds) {
            for viewport in EdgeNames.Viewport.allCases {
                #expect(EdgeNames.offset(of: anchor, anchor: .top, in: viewport)?.innermost == ChainLink(container: "list", offset: offset, raw: raw))
                #expect(EdgeNames.offset(of: anchor, anchor: .belowEnd, in: viewport)?.offset == belowEnd)
            }
        }
        #expect(EdgeNames.target(of: .Top_Pick, anchor: .belowEnd, in: .phone)?.extraY == 10)
    }

    @Test func customPointInBothDirections() {
        #expect(EdgeNames.offset(of: .chip1, anchor: .custom, in: .phone)?.chain == [ChainLink(container: "chips", offset: 65, raw: 65), ChainLink(container: "list", offset: 220, raw: 560)])
        #expect(EdgeNames.offset(of: .chip0, anchor: .custom, in: ._2xRtl)?.innermost == ChainLink(container: "chips", offset: 170, raw: 195))
        #expect(EdgeNames.offset(of: .chip3, anchor: .custom, in: ._2xRtl)?.innermost == ChainLink(container: "chips", offset: 0, raw: -75))
        #expect(EdgeNames.offset(of: .chip0, anchor: .top, in: .phone) == nil)  // chips name their own anchors
    }

    @Test func chipsSnapByAtMostThree() {
        #expect(EdgeNames.stops(of: .chips, in: .phone) == [0, 40, 130, 170])
        #expect(EdgeNames.container(.chips, in: .phone).limit == .alwaysByFew(3))
        #expect(EdgeNames.container(.chips, in: ._2xRtl).initialOffset == 170)
        #expect(EdgeNames.settle(.chips, in: .phone, original: 0, proposed: 135) == 130)
        #expect(EdgeNames.settle(.chips, in: ._2xRtl, original: 170, proposed: 35) == 40)
    }
}

/// `Tests/SnaplineCoreTests/SwiftFixtures/no-anchors.snapline.swift` (linked here): a scene with no
/// anchors still gives the whole API, with empty `Anchor` and `AnchorPoint` enums.
@Suite struct NoAnchorsTests {
    @Test func emptyEnumsAndAPagingContainer() {
        #expect(NoAnchors.Anchor.allCases.isEmpty)
        #expect(NoAnchors.AnchorPoint.allCases.isEmpty)
        #expect(NoAnchors.Anchor(rawValue: "only") == nil)
        #expect(NoAnchors.stops(of: .only, in: .phone) == [0, 56])
        #expect(NoAnchors.settle(.only, in: .phone, original: 0, proposed: 30) == 56)
        #expect(NoAnchors.index(of: .phone).anchor(id: "only") == nil)
    }
}
