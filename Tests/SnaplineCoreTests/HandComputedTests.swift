import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Offsets and stops worked out by hand from the SPEC formulas (sections 2-4). Each scene's
/// comment shows the arithmetic; the assertions are the numbers from those comments.
@Suite struct HandComputedTests {
    // A vertical list: padding 20, spacing 10, scroll padding top 50 / bottom 30, viewport 300x500.
    // Content proposal width 300 - 2*20 = 260, so items are 260 wide at x = 20.
    // y: a 20..120, b 130..330, c 340..740, d 750..1350. Content height 1330 + 40 = 1370.
    // V = 500, M = 1370 - 500 = 870. s0 = 50, s1 = 30, so V - s0 - s1 = 420.
    static let list = """
        scene: List
        viewports: [{name: p, width: 300, height: 500}]
        anchors: [top, center, bottom]
        root:
          scroll: list
          padding: 20
          scrollPadding: {top: 50, bottom: 30}
          spacing: 10
          children:
            - item: a
              height: 100
            - item: b
              height: 200
              scrollMargin: 8
              anchors: [top, {anchor: top, offset: -16, name: belowBar}]
            - item: c
              height: 400
            - item: d
              height: 600
        """

    @Test func paddingScrollPaddingCenteringAndClamping() throws {
        let s = try CompiledScene(Self.list)
        let list = try s.container("list", in: "p")
        #expect(list.contentSize == Size(width: 300, height: 1370))
        #expect(list.maxOffset == 870)
        #expect(try s.frame("a", in: "p") == Rect(x: 20, y: 20, width: 260, height: 100))
        // a top: 20 - 50 = -30, clamped to 0.
        #expect(try s.raws("a", "top", in: "p") == [-30])
        #expect(try s.offsets("a", "top", in: "p") == [0])
        // c top: 340 - 50 = 290. center: 290 + 0.5 * (400 - 420) = 280. bottom: 290 - 20 = 270.
        #expect(try s.offsets("c", "top", in: "p") == [290])
        #expect(try s.offsets("c", "center", in: "p") == [280])
        #expect(try s.offsets("c", "bottom", in: "p") == [270])
        // d top: 750 - 50 = 700. center: 700 + 0.5 * (600 - 420) = 790.
        // bottom: 700 + 180 = 880, past M = 870: offset 870, raw 880.
        #expect(try s.offsets("d", "top", in: "p") == [700])
        #expect(try s.offsets("d", "center", in: "p") == [790])
        #expect(try s.chain("d", "bottom", in: "p") == [.init(container: "list", offset: 870, raw: 880)])
    }

    @Test func scrollMarginAndExtraOffset() throws {
        let s = try CompiledScene(Self.list)
        // b is 130..330; a scroll margin of 8 grows it to 122..338.
        // top: 122 - 50 = 72. belowBar adds the extra -16: 56.
        #expect(try s.offsets("b", "top", in: "p") == [72])
        #expect(try s.offsets("b", "belowBar", in: "p") == [56])
        let table = try s.table("p")
        let targets = table.targets(of: try s.anchor("b", in: "p"), in: s.scene)
        // A number offset in a vertical container is the point (0, n).
        #expect(targets.map(\.extra) == [Point(x: 0, y: 0), Point(x: 0, y: -16)])
        // The anchor's frame is the node's own frame, not grown by the margin.
        #expect(try s.frame("b", in: "p") == Rect(x: 20, y: 130, width: 260, height: 200))
    }

    // A horizontal strip inside a vertical page, in LTR and RTL, viewport 400x600.
    // page: hero 0..500, strip 500..600, footer 600..1000: content 1000, M = 400.
    // strip: padding leading 20; items 150 wide, spacing 10; x (LTR) 20, 180, 340, 500;
    // content width 20 + 4*150 + 3*10 = 650; V = 400, M = 250.
    static let nested = """
        scene: Nested
        viewports:
          - {name: ltr, width: 400, height: 600}
          - {name: rtl, width: 400, height: 600, layoutDirection: rightToLeft}
        anchors: [topLeading, center]
        root:
          scroll: page
          children:
            - item: hero
              height: 500
            - scroll: strip
              axis: horizontal
              height: 100
              spacing: 10
              padding: {leading: 20}
              children:
                - repeat: 4
                  item: "s{i}"
                  width: 150
            - item: footer
              height: 400
        """

    @Test func nestedChainLeftToRight() throws {
        let s = try CompiledScene(Self.nested)
        #expect(try s.frame("s2", in: "ltr") == Rect(x: 340, y: 0, width: 150, height: 100))
        // strip, center: 340 + 0.5 * (150 - 400) = 215. The rect moves to page coordinates at
        // y = 500 (strip's frame); page center: 500 + 0.5 * (100 - 600) = 250.
        #expect(try s.chain("s2", "center", in: "ltr") == [
            .init(container: "strip", offset: 215, raw: 215), .init(container: "page", offset: 250, raw: 250),
        ])
        // topLeading: strip raw 340, clamped to 250; page raw 500, clamped to 400.
        #expect(try s.chain("s2", "topLeading", in: "ltr") == [
            .init(container: "strip", offset: 250, raw: 340), .init(container: "page", offset: 400, raw: 500),
        ])
        let strip = try s.container("strip", in: "ltr")
        #expect(strip.parent == 0)
        #expect(strip.frame == Rect(x: 0, y: 500, width: 400, height: 100))
        #expect(strip.initialOffset == 0)
    }

    @Test func nestedChainRightToLeft() throws {
        let s = try CompiledScene(Self.nested)
        // Mirrored inside the 650-wide content: x = 650 - x_ltr - 150, so s2 sits at 160.
        #expect(try s.frame("s0", in: "rtl") == Rect(x: 480, y: 0, width: 150, height: 100))
        #expect(try s.frame("s2", in: "rtl") == Rect(x: 160, y: 0, width: 150, height: 100))
        // center: u = 1 - 0.5; 160 + 0.5 * (150 - 400) = 35.
        #expect(try s.offsets("s2", "center", in: "rtl") == [35, 250])
        // topLeading: u = 1 - 0 = 1; 160 + (150 - 400) = -90, clamped to 0 (its right edge at
        // the container's right edge would need a negative offset).
        #expect(try s.chain("s2", "topLeading", in: "rtl") == [
            .init(container: "strip", offset: 0, raw: -90), .init(container: "page", offset: 400, raw: 500),
        ])
        // A horizontal container starts at its leading (right) end in RTL.
        #expect(try s.container("strip", in: "rtl").initialOffset == 250)
    }

    // Relative frames in a horizontal scroll 390 wide with scroll padding 15 on both sides:
    // L = 390 - 30 = 360. {count: 3, spacing: 10}: (360 - 20) / 3 = 113.333...
    // {count: 3, span: 2, spacing: 10}: (340 / 3) * 2 + 10 = 236.666...; {fraction: 0.5}: 180.
    @Test func containerRelativeFrames() throws {
        let s = try CompiledScene("""
            scene: Relative
            viewports: [{name: p, width: 390, height: 844}]
            root:
              scroll: row
              axis: horizontal
              scrollPadding: {leading: 15, trailing: 15}
              children:
                - item: one
                  width: {count: 3, spacing: 10}
                - item: two
                  width: {count: 3, span: 2, spacing: 10}
                - item: half
                  width: {fraction: 0.5}
            """)
        #expect(try s.frame("one", in: "p").width == (360.0 - 20) / 3)
        #expect(try s.frame("two", in: "p").width == (360.0 - 20) / 3 * 2 + 10)
        #expect(try s.frame("half", in: "p").width == 180)
        // The items fill the cross axis: the scroll is 844 tall.
        #expect(try s.frame("half", in: "p").height == 844)
    }

    // Paging: 10 items a third of 390 = 130 wide: content 1300, M = 910, page P = 390.
    // LTR: k*P while < M: 0, 390, 780; then M: [0, 390, 780, 910] (last page partial).
    // RTL: M - k*P while > 0: 910, 520, 130; then 0: ascending [0, 130, 520, 910].
    @Test func pagingWithPartialLastPage() throws {
        let s = try CompiledScene("""
            scene: Pages
            viewports:
              - {name: ltr, width: 390, height: 300}
              - {name: rtl, width: 390, height: 300, layoutDirection: rightToLeft}
            root:
              scroll: pages
              axis: horizontal
              behavior: paging
              children:
                - repeat: 10
                  item: "page-{i}"
                  width: {count: 3}
            """)
        #expect(try s.container("pages", in: "ltr").maxOffset == 910)
        #expect(try s.container("pages", in: "ltr").stops == [0, 390, 780, 910])
        #expect(try s.container("pages", in: "rtl").stops == [0, 130, 520, 910])
        #expect(try s.container("pages", in: "ltr").limit == .never)
    }

    // Paging with scroll padding: P = 400 - 20 - 30 = 350 on a 1000-tall content, M = 600:
    // [0, 350, 600]. Content shorter than the container: [0].
    @Test func pagingWithScrollPaddingAndShortContent() throws {
        let s = try CompiledScene("""
            scene: Pages
            viewports: [{name: p, width: 300, height: 400}]
            root:
              vstack:
              children:
                - scroll: long
                  height: 400
                  behavior: paging
                  scrollPadding: {top: 20, bottom: 30}
                  children:
                    - item: tall
                      height: 1000
                - scroll: short
                  height: 400
                  behavior: paging
                  children:
                    - item: small
                      height: 100
            """)
        #expect(try s.container("long", in: "p").stops == [0, 350, 600])
        #expect(try s.container("short", in: "p").stops == [0])
    }

    // viewAligned: V = 300, five items 100 wide with spacing 20: x 0, 120, 240, 360, 480;
    // content 580, M = 280.
    // center (u = 0.5): t0 + 0.5 * (100 - 300) = t0 - 100: -100->0, 20, 140, 260, 380->280.
    // start in LTR (u = 0): 0, 120, 240, 360->280, 480->280 -> [0, 120, 240, 280].
    // start in RTL (u = 1): items at 480, 360, 240, 120, 0; t0 - 200: 280, 160, 40, 0, 0.
    @Test func viewAlignedStops() throws {
        let scene = { (align: String) in """
            scene: Snap
            viewports:
              - {name: ltr, width: 300, height: 200}
              - {name: rtl, width: 300, height: 200, layoutDirection: rightToLeft}
            root:
              scroll: row
              axis: horizontal
              behavior: viewAligned
              snapAlign: \(align)
              spacing: 20
              children:
                - repeat: 5
                  item: "card-{i}"
                  width: 100
            """
        }
        let center = try CompiledScene(scene("center"))
        #expect(try center.container("row", in: "ltr").stops == [0, 20, 140, 260, 280])
        #expect(try center.container("row", in: "rtl").stops == [0, 20, 140, 260, 280])
        #expect(try center.container("row", in: "ltr").limit == .alwaysByOne)
        let start = try CompiledScene(scene("start"))
        #expect(try start.container("row", in: "ltr").stops == [0, 120, 240, 280])
        #expect(try start.container("row", in: "rtl").stops == [0, 40, 160, 280])
    }

    // viewAligned targets come from stacks with `targets: true` (spaces excluded) but not from
    // a nested container. Column 400 tall; vstack(targets) of items 300, space 50, item 300;
    // the nested scroll's item does not count. y: first 0..300, second 350..650, inner 650..850.
    // Content 850, M = 450. Stops (start): 0, 350, plus 0 and M: [0, 350, 450].
    @Test func viewAlignedTargetsFromStacksOnly() throws {
        let s = try CompiledScene("""
            scene: Targets
            viewports: [{name: p, width: 300, height: 400}]
            root:
              scroll: column
              behavior: viewAligned
              content:
                vstack:
                targets: true
                children:
                  - item: first
                    height: 300
                  - space: 50
                  - item: second
                    height: 300
                  - scroll: inner
                    axis: horizontal
                    height: 200
                    children:
                      - item: deep
                        width: 120
            """)
        // inner is a target itself (child of the targets stack) at 650..850: start raw 650 -> 450.
        #expect(try s.container("column", in: "p").stops == [0, 350, 450])
        #expect(try s.frame("second", in: "p").y == 350)
    }

    // A stack with an explicit length centers its children: vstack height 300 holding 100 and
    // 50 with spacing 10 (total 160) starts them at (300 - 160) / 2 = 70: y 70 and 180.
    // alignment trailing in a 200-wide vstack puts a 50-wide item at x = 150 (LTR), and at
    // x = 0 in RTL (the vstack is 200 wide at the right of a 400 viewport: x 200).
    @Test func explicitStackLengthCentersAndAlignmentPlaces() throws {
        let s = try CompiledScene("""
            scene: Stacks
            viewports:
              - {name: ltr, width: 400, height: 800}
              - {name: rtl, width: 400, height: 800, layoutDirection: rightToLeft}
            root:
              scroll: list
              content:
                vstack: box
                width: 200
                height: 300
                spacing: 10
                alignment: trailing
                children:
                  - item: big
                    height: 100
                  - item: small
                    width: 50
                    height: 50
            """)
        #expect(try s.frame("big", in: "ltr") == Rect(x: 0, y: 70, width: 200, height: 100))
        #expect(try s.frame("small", in: "ltr") == Rect(x: 150, y: 180, width: 50, height: 50))
        // The content (the 200-wide box) sits at the leading edge: the right in RTL. In the
        // content's own coordinates the box spans 0..200 and the trailing item is at the left.
        #expect(try s.frame("small", in: "rtl") == Rect(x: 0, y: 180, width: 50, height: 50))
        #expect(try s.container("list", in: "ltr").contentSize == Size(width: 200, height: 300))
    }

    // fill along a bounded stack shares what is left: root vstack proposed 400x800, a 100-tall
    // header and a scroll with no height: the scroll gets 800 - 100 = 700.
    // Its content: 4 x 300 = 1200, M = 500. A horizontal carousel without a height inside it
    // hugs its content: items 80 tall plus padding 8 + 8 = 96.
    @Test func fillSharesBoundedSpaceAndCarouselHugs() throws {
        let s = try CompiledScene("""
            scene: Fill
            viewports: [{name: p, width: 400, height: 800}]
            root:
              vstack:
              children:
                - item: header
                  height: 100
                - scroll: list
                  children:
                    - scroll: carousel
                      axis: horizontal
                      padding: 8
                      children:
                        - item: chip
                          width: 60
                          height: 80
                    - repeat: 4
                      item: "row-{i}"
                      height: 300
            """)
        let list = try s.container("list", in: "p")
        #expect(list.frame == Rect(x: 0, y: 100, width: 400, height: 700))
        #expect(list.maxOffset == 1296 - 700)
        let carousel = try s.container("carousel", in: "p")
        #expect(carousel.frame == Rect(x: 0, y: 0, width: 400, height: 96))
        #expect(carousel.contentSize == Size(width: 76, height: 96))
        #expect(try s.frame("chip", in: "p") == Rect(x: 8, y: 8, width: 60, height: 80))
    }

    // Short content in a right-to-left horizontal scroll sits at the right: two 100-wide items
    // in a 400-wide strip: content 200, origin x = 400 - 200 = 200, M = 0. In the content's own
    // coordinates the first item is at 200 - 0 - 100 = 100. Carried out to the page, its rect
    // is at 0 (strip x) + 200 (content origin) + 100 = 300: the right end of the screen.
    // page: strip at y 0..100, then 1000 tall filler: content 1100, V 500, M 600.
    // first, bottomLeading (0, 1): strip u = 1 - 0 = 1: 100 + (100 - 400) = -200 -> 0;
    // page u = 1: 0 + (100 - 500) = -400 -> 0.
    // first, bottom (0.5, 1): strip u = 0.5: 100 + 0.5 * (100 - 400) = -50 -> 0.
    @Test func shortRightToLeftContentSitsAtTheRight() throws {
        let s = try CompiledScene("""
            scene: Short
            viewports: [{name: rtl, width: 400, height: 500, layoutDirection: rightToLeft}]
            anchors: [bottomLeading, bottom]
            root:
              scroll: page
              children:
                - scroll: strip
                  axis: horizontal
                  height: 100
                  children:
                    - item: first
                      width: 100
                    - item: second
                      width: 100
                - item: filler
                  height: 1000
            """)
        #expect(try s.frame("first", in: "rtl") == Rect(x: 100, y: 0, width: 100, height: 100))
        #expect(try s.container("strip", in: "rtl").maxOffset == 0)
        #expect(try s.chain("first", "bottomLeading", in: "rtl") == [
            .init(container: "strip", offset: 0, raw: -200), .init(container: "page", offset: 0, raw: -400),
        ])
        #expect(try s.raws("first", "bottom", in: "rtl") == [-50, -400])
        #expect(try s.container("strip", in: "rtl").initialOffset == 0)
    }

    // Extra as a point applies along each container's axis in the chain: {x: 5, y: -10}.
    // Nested scene (LTR) s2 center: strip 215 + 5 = 220; page 250 - 10 = 240.
    @Test func pointExtraAppliesAtEveryLevel() throws {
        let yaml = Self.nested.replacingOccurrences(
            of: "anchors: [topLeading, center]",
            with: "anchors: [{anchor: center, offset: {x: 5, y: -10}, name: nudged}]")
        let s = try CompiledScene(yaml)
        #expect(try s.offsets("s2", "nudged", in: "ltr") == [220, 240])
    }

    // Fixtures/stacks.scene.yaml, laid out (frames of every node, including those outside any
    // scroll container). Viewport 400x800; root vstack proposed 400x800.
    // toolbar: hstack, height 60, padding 12 left/right: inner width 376. Fixed children
    // back 44 + title 200 + more 44 = 288; two `space: fill` share (376 - 288) / 2 = 44 each.
    // LTR x: back 12, title 12 + 44 + 44 = 100, more 100 + 200 + 44 = 344. `more` has no height:
    // it fills the cross axis, 60. RTL mirrors in the 400-wide viewport: back 344, title 100, more 12.
    // list: the remaining 800 - 60 = 740. contentMargins {vertical: 10} pads the content by 10.
    // box: 200x300 with children 100 + 50 + 80 + 2*10 = 250, centered: start (300 - 250) / 2 = 25,
    // so big y = 10 + 25 = 35, small 35 + 110 = 145, badge 145 + 60 = 205. Trailing alignment:
    // small x = 200 - 50 = 150, badge x = 200 - 120 = 80; dot at badge's bottom-trailing corner:
    // (80 + 100, 205 + 60) = (180, 265). Content 200 x 320; in RTL it is mirrored within its own
    // 200 points of width (small, badge and dot at x = 0) and sits at the right: origin x 200.
    @Test func stacksSpacesZStackAndContentMargins() throws {
        let url = GoldenFixtureTests.directory.appendingPathComponent("stacks.scene.yaml")
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(try FileIO.read(url.path), diagnostics: &diagnostics))
        func frames(_ viewport: Int) throws -> [String: Rect] {
            let layout = try #require(Resolver().resolve(ViewportScene(scene, viewport: viewport), diagnostics: &diagnostics))
            var byID: [String: Rect] = [:]
            for (i, id) in scene.ids.enumerated() { if let id { byID[id] = layout.frames[i] } }
            return byID
        }
        let ltr = try frames(0)
        #expect(ltr["back"] == Rect(x: 12, y: 0, width: 44, height: 44))
        #expect(ltr["title"] == Rect(x: 100, y: 0, width: 200, height: 30))
        #expect(ltr["more"] == Rect(x: 344, y: 0, width: 44, height: 60))
        #expect(ltr["list"] == Rect(x: 0, y: 60, width: 400, height: 740))
        #expect(ltr["box"] == Rect(x: 0, y: 10, width: 200, height: 300))
        #expect(ltr["big"] == Rect(x: 0, y: 35, width: 200, height: 100))
        #expect(ltr["small"] == Rect(x: 150, y: 145, width: 50, height: 50))
        #expect(ltr["badge"] == Rect(x: 80, y: 205, width: 120, height: 80))
        #expect(ltr["dot"] == Rect(x: 180, y: 265, width: 20, height: 20))
        let rtl = try frames(1)
        #expect(rtl["back"]?.x == 344)
        #expect(rtl["title"]?.x == 100)
        #expect(rtl["more"]?.x == 12)
        #expect(rtl["small"]?.x == 0)
        #expect(rtl["dot"]?.x == 0)
        let s = try CompiledScene(String(decoding: try FileIO.read(url.path), as: UTF8.self))
        let list = try s.container("list", in: "rtl")
        #expect(list.contentSize == Size(width: 200, height: 320))
        #expect(list.scrollPadding == Edges(top: 10, bottom: 10))
        // big, center: V - s0 - s1 = 720; 35 - 10 + 0.5 * (100 - 720) = -285, clamped to 0 (M = 0).
        #expect(try s.chain("big", "center", in: "ltr") == [.init(container: "list", offset: 0, raw: -285)])
    }

    // Fixtures/snapping.scene.yaml: column 300x400, content: first 0..300, space 300..350,
    // row 350..550, second 550..850; content 850, M = 450. Start stops: first 0, row 350,
    // second 550 -> 450: [0, 350, 450]. The space is no target.
    // row: V = 300, cards 100 wide, spacing 20 at 0, 120, 240, 360, 480; content 580, M = 280.
    // center: t0 - 100 -> [0, 20, 140, 260, 280] in both directions.
    @Test func snappingFixture() throws {
        let url = GoldenFixtureTests.directory.appendingPathComponent("snapping.scene.yaml")
        let s = try CompiledScene(String(decoding: try FileIO.read(url.path), as: UTF8.self))
        #expect(try s.container("column", in: "ltr").stops == [0, 350, 450])
        #expect(try s.container("column", in: "ltr").limit == .alwaysByFew)
        #expect(try s.container("row", in: "ltr").stops == [0, 20, 140, 260, 280])
        #expect(try s.container("row", in: "rtl").stops == [0, 20, 140, 260, 280])
        #expect(try s.container("row", in: "rtl").initialOffset == 280)
    }

    // An explicit cross length wider than every child centers the group (SwiftUI's frame), and
    // `alignment` works within the widest child: vstack width 300, leading, items 100 and 50 wide.
    // Group: (300 - 100) / 2 = 100, so both items start at x = 100. Along the axis, height 400
    // with 60 + 40 + spacing 10 = 110: start (400 - 110) / 2 = 145, so y = 145 and 215.
    // With padding {leading: 20} and one 100-wide child: (300 - 20 - 100) / 2 + 20 = 110.
    @Test func explicitCrossLengthCentersTheGroup() throws {
        let scene = { (body: String) in """
            scene: Group
            viewports: [{name: p, width: 400, height: 800}]
            root:
              scroll: list
              content:
            \(body)
            """
        }
        let s = try CompiledScene(scene("""
                vstack: column
                width: 300
                height: 400
                spacing: 10
                alignment: leading
                children:
                  - item: wide
                    width: 100
                    height: 60
                  - item: narrow
                    width: 50
                    height: 40
            """))
        #expect(try s.frame("wide", in: "p") == Rect(x: 100, y: 145, width: 100, height: 60))
        #expect(try s.frame("narrow", in: "p") == Rect(x: 100, y: 215, width: 50, height: 40))
        let padded = try CompiledScene(scene("""
                vstack: padded
                width: 300
                padding: {leading: 20}
                alignment: leading
                children:
                  - item: inner
                    width: 100
                    height: 10
            """))
        #expect(try padded.frame("inner", in: "p") == Rect(x: 110, y: 0, width: 100, height: 10))
    }

    // Fixtures/paging.scene.yaml: feed is 600 tall with scroll padding 20 / 30, so P = 550;
    // content 300 (pages) + 1000 (tall) = 1300, M = 700: [0, 550, 700] (vertical: no mirroring
    // in RTL). pages: ten thirds of 390 as in pagingWithPartialLastPage: [0, 390, 780, 910], and
    // [0, 130, 520, 910] in RTL. leading (0, 0.5) on page-2 (LTR x 260..390), in pages: u = 0,
    // raw 260; carried into feed at y 0..300: u = 0.5, 0 - 20 + 0.5 * (300 - 550) = -145 -> 0.
    @Test func pagingFixture() throws {
        let url = GoldenFixtureTests.directory.appendingPathComponent("paging.scene.yaml")
        let s = try CompiledScene(String(decoding: try FileIO.read(url.path), as: UTF8.self))
        #expect(try s.container("feed", in: "ltr").stops == [0, 550, 700])
        #expect(try s.container("feed", in: "rtl").stops == [0, 550, 700])
        #expect(try s.container("pages", in: "ltr").stops == [0, 390, 780, 910])
        #expect(try s.container("pages", in: "rtl").stops == [0, 130, 520, 910])
        #expect(try s.chain("page-2", "leading", in: "ltr") == [
            .init(container: "pages", offset: 260, raw: 260), .init(container: "feed", offset: 0, raw: -145),
        ])
    }
}
