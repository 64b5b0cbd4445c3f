import Testing
import SnaplineRuntime

@Suite struct LookupTests {
    let table = StoreMenuTable.table

    @Test func findsViewportsByName() throws {
        #expect(table.viewport(named: "phone")?.isRightToLeft == false)
        #expect(table.viewport(named: "phone-rtl")?.layoutDirection == .rightToLeft)
        #expect(table.viewport(named: "tablet") == nil)
    }

    @Test func offsetByUnitPointNameReturnsTheChainInnermostFirst() throws {
        // category-3 topLeading (hand-computed in StoreMenuTable): categories 288, then menu 224.
        let offset = try #require(table.offset(of: "category-3", anchor: "topLeading", in: "phone"))
        #expect(offset.container == "categories")
        #expect(offset.offset == 288)
        #expect(offset.chain.map(\.container) == ["categories", "menu"])
        #expect(offset.offset(for: "menu") == 224)
        #expect(offset.offset(for: "elsewhere") == nil)
    }

    @Test func offsetKeepsRawBesideTheClampedOffset() throws {
        // category-3 leading: menu raw = 224 + 0.5 · (44 − 844) = −176, clamped to 0.
        let offset = try #require(table.offset(of: "category-3", anchor: "leading", in: "phone"))
        #expect(offset.chain[1] == ChainLink(container: "menu", offset: 0, raw: -176))
    }

    @Test func eachViewportHasItsOwnOffsets() throws {
        // In right-to-left, category-3's leading edge is its right edge: 768 + (96 − 358) = 506.
        #expect(table.offset(of: "category-3", anchor: "topLeading", in: "phone-rtl")?.offset == 506)
        #expect(table.offset(of: "category-3", anchor: "topLeading", in: "tablet") == nil)
        #expect(table.offset(of: "header", anchor: "top", in: "phone-rtl") == nil)
    }

    @Test func offsetByExactUnitPoint() throws {
        // (0, 0.5) is `leading`; (0, 0.25) was not requested.
        #expect(table.offset(of: "category-3", x: 0, y: 0.5, in: "phone")?.chain.last?.raw == -176)
        #expect(table.offset(of: "category-3", x: 0, y: 0.25, in: "phone") == nil)
        // -0 == 0 in Double, so a negated zero still matches.
        #expect(table.offset(of: "category-3", x: -0.0, y: 0, in: "phone")?.offset == 288)
    }

    @Test func unitPointLookupPrefersTheTargetWithoutExtraOffset() throws {
        // header lists belowBar (0.5, 0, extra −16 → offset 0) before top (0.5, 0 → offset 16).
        let phone = try #require(table.viewport(named: "phone"))
        #expect(phone.target(of: "header", x: 0.5, y: 0)?.anchor == "top")
        #expect(phone.offset(of: "header", x: 0.5, y: 0)?.offset == 16)
        // By name the label still reaches it.
        #expect(phone.offset(of: "header", anchor: "belowBar")?.offset == 0)
        // When only targets with an extra offset share the point, the first of them answers.
        let onlyExtra = TableAnchor(id: "a", targets: [
            TableTarget(anchor: "first", x: 1, y: 1, extraY: 4, chain: [ChainLink(container: "c", offset: 4, raw: 4)]),
            TableTarget(anchor: "second", x: 1, y: 1, extraY: 8, chain: [ChainLink(container: "c", offset: 8, raw: 8)]),
        ])
        #expect(onlyExtra.target(x: 1, y: 1)?.anchor == "first")
    }

    @Test func namesAreMatchedExactly() throws {
        let phone = try #require(table.viewport(named: "phone"))
        // `bottomTrailing` was not requested for header; there is no fallback to another point.
        #expect(phone.target(of: "header", anchor: "bottomTrailing") == nil)
        #expect(phone.target(of: "header", anchor: "Top") == nil)
        #expect(phone.target(of: "nothing", anchor: "top") == nil)
    }

    @Test func containerOfAnAnchorIsItsNearestEnclosingContainer() throws {
        let phone = try #require(table.viewport(named: "phone"))
        #expect(phone.container(containing: "category-3")?.id == "categories")
        // A nested container is an anchor of its parent.
        #expect(phone.container(containing: "categories")?.id == "menu")
        // The root container is nobody's anchor.
        #expect(phone.container(containing: "menu") == nil)
        #expect(phone.container(id: "categories")?.parent == "menu")
        #expect(phone.container(id: "menu")?.parent == nil)
        #expect(phone.container(id: "category-3") == nil)
    }

    @Test func indexAgreesWithTheLinearLookups() throws {
        for viewport in table.viewports {
            let index = ViewportIndex(viewport)
            let anchorIDs = viewport.containers.flatMap { $0.anchors.map(\.id) } + ["missing"]
            let containerIDs = viewport.containers.map(\.id) + ["missing"]
            for id in containerIDs {
                #expect(index.container(id: id) == viewport.container(id: id))
            }
            for id in anchorIDs {
                #expect(index.anchor(id: id) == viewport.anchor(id: id))
                #expect(index.container(containing: id) == viewport.container(containing: id))
                for name in ["top", "topLeading", "leading", "belowBar", "center"] {
                    #expect(index.offset(of: id, anchor: name) == viewport.offset(of: id, anchor: name))
                }
                #expect(index.offset(of: id, x: 0, y: 0) == viewport.offset(of: id, x: 0, y: 0))
            }
        }
        let index = try #require(table.index(ofViewport: "phone-rtl"))
        #expect(index.viewport.name == "phone-rtl")
        #expect(index.offset(of: "category-3", anchor: "topLeading")?.offset == 506)
        #expect(table.index(ofViewport: "tablet") == nil)
    }

    @Test func repeatedIdsResolveToTheFirstInDocumentOrder() throws {
        // Never in a compiled table; a hand-written one must still behave the same both ways.
        let link = { (offset: Double) in [ChainLink(container: "c", offset: offset, raw: offset)] }
        let viewport = TableViewport(name: "v", width: 100, height: 100, containers: [
            TableContainer(id: "c", axis: .vertical, maxOffset: 50, anchors: [
                TableAnchor(id: "x", targets: [TableTarget(anchor: "top", x: 0.5, y: 0, chain: link(1))]),
            ]),
            TableContainer(id: "c", axis: .horizontal, maxOffset: 60, anchors: [
                TableAnchor(id: "x", targets: [TableTarget(anchor: "top", x: 0.5, y: 0, chain: link(2))]),
            ]),
        ])
        let index = ViewportIndex(viewport)
        #expect(viewport.container(id: "c")?.maxOffset == 50)
        #expect(index.container(id: "c")?.maxOffset == 50)
        #expect(viewport.offset(of: "x", anchor: "top")?.offset == 1)
        #expect(index.offset(of: "x", anchor: "top")?.offset == 1)
    }

    @Test func anEmptyChainIsNoOffset() {
        // Never in a compiled table: a lookup answers nil rather than trapping.
        #expect(TargetOffset(chain: []) == nil)
        let anchor = TableAnchor(id: "a", targets: [TableTarget(anchor: "top", x: 0.5, y: 0, chain: [])])
        let viewport = TableViewport(name: "v", width: 1, height: 1, containers: [
            TableContainer(id: "c", axis: .vertical, maxOffset: 0, anchors: [anchor]),
        ])
        #expect(viewport.target(of: "a", anchor: "top") != nil)
        #expect(viewport.offset(of: "a", anchor: "top") == nil)
    }

    @Test func tableDefaultsAndSpellings() {
        let container = TableContainer(id: "c", axis: .vertical, maxOffset: 10, anchors: [])
        #expect(container.parent == nil)
        #expect(container.initialOffset == 0)
        #expect(container.behavior == .none)
        #expect(container.snapAlign == .start)
        #expect(container.limit == .never)
        #expect(container.stops.isEmpty)
        #expect(TableContainer.Limit.alwaysByFew() == .alwaysByFew(3))
        #expect([TableContainer.Limit.never, .alwaysByOne, .alwaysByFew(5)].map(\.name) == ["never", "alwaysByOne", "alwaysByFew"])
        #expect(TableContainer.Behavior.viewAligned.rawValue == "viewAligned")
        #expect(TableContainer.Axis(rawValue: "horizontal") == .horizontal)
        #expect(TableViewport.LayoutDirection(rawValue: "rightToLeft") == .rightToLeft)
        #expect(TableContainer.SnapAlign.center.rawValue == "center")
    }
}
