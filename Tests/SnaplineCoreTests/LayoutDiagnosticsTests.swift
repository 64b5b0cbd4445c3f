import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Layout and target errors (SPEC sections 2-4): each at the node that causes it, naming what is
/// missing and the viewport.
@Suite struct LayoutDiagnosticsTests {
    static let header = "scene: T\nviewports: [{name: phone, width: 390, height: 844}]\n"

    @Test func verticalScrollInsideVerticalScrollNeedsAHeight() {
        expectLayoutError(Self.header + """
            root:
              scroll: outer
              children:
                - 1️⃣scroll: inner
                  children:
                    - item: a
                      height: 10
            """, code: "unbounded-fill", containing: ["scroll `inner` scrolls vertically", "inside the vertical scroll container `outer`", "expected an explicit `height`"])
    }

    @Test func itemWithoutWidthInHorizontalScroll() {
        expectLayoutError(Self.header + """
            root:
              scroll: row
              axis: horizontal
              children:
                - 1️⃣item: card
            """, code: "unbounded-fill", containing: ["item `card` fills its width", "expected an explicit `width`"])
    }

    @Test func fillSpaceInUnboundedStack() {
        expectLayoutError(Self.header + """
            root:
              scroll: list
              children:
                - item: a
                  height: 10
                - space: 1️⃣fill
            """, code: "unbounded-fill", containing: ["`fill` space needs a bounded height"])
    }

    @Test func relativeLengthInAContainerThatHugsItsContent() {
        expectLayoutError(Self.header + """
            root:
              scroll: list
              children:
                - scroll: carousel
                  axis: horizontal
                  children:
                    - 1️⃣item: card
                      width: 100
                      height: {fraction: 0.5}
            """, code: "unknown-relative-length", containing: ["item `card` has a container-relative height"])
    }

    @Test func layoutThatOverflowsToInfinity() {
        expectLayoutError(Self.header + """
            root:
              1️⃣scroll: list
              children:
                - item: a
                  height: 1e308
                - item: b
                  height: 1e308
            """, code: "layout-overflow", containing: ["scroll `list` overflows to infinity"])
    }

    @Test func pagingWithNoPageLength() {
        expectLayoutError(Self.header + """
            root:
              1️⃣scroll: pages
              behavior: paging
              scrollPadding: {top: 500, bottom: 400}
              children:
                - item: a
                  height: 2000
            """, code: "bad-page-length", containing: ["paging container `pages` has a page length of -56", "expected a positive page length"])
    }

    @Test func pagingWithTooManyStops() {
        expectLayoutError(Self.header + """
            root:
              1️⃣scroll: pages
              behavior: paging
              children:
                - item: a
                  height: 1e15
            """, code: "too-many-stops", containing: ["more than 1000000 stops"])
    }

    /// `check` computes the offsets without keeping them, and still reports one that overflows:
    /// b starts at 1e308 and its extra offset of 1e308 takes the raw offset to infinity.
    @Test func checkReportsAnOffsetThatOverflows() {
        let marked = MarkedText(Self.header + """
            root:
              scroll: list
              children:
                - item: a
                  height: 1e308
                - 1️⃣item: b
                  height: 0
                  anchors: [{anchor: top, offset: 1e308}]
            """)
        var diagnostics = Diagnostics()
        Compiler().check(Array(marked.text.utf8), diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.code.rawValue) == ["layout-overflow"], "\(diagnostics.all)")
        #expect(diagnostics.all.first?.location == marked["1️⃣"])
        #expect(diagnostics.all.first?.message.contains("item `b` (anchor `top`) overflows") == true)
    }
}
