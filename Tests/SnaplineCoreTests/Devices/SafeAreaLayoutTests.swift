import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// The device model's layout, numbers computed by hand: the root in the safe rect, scroll
/// containers reaching through the insets, relative lengths less the insets, paging by the
/// bounds, `initialAnchor`, and the table's `safeArea`.
@Suite struct SafeAreaLayoutTests {
    /// iPhone 15 in landscape: 852 × 393, insets leading and trailing 59, bottom 21. The pager
    /// is the root: proposed the safe rect (734 × 372 at x 59), it lies on every edge with an
    /// inset, so it grows to 852 × 393 and takes 59 / 59 / 21 as padding and scroll padding.
    /// `{count: 1}` measures 852 − 59 − 59 = 734; pages are 852 (no scene scroll padding).
    static func pager(_ extra: String = "") -> String { """
        scene: Pager
        viewports:
          - {name: portrait, device: iPhone 15}
          - {name: landscape, device: iPhone 15, orientation: landscape}
          - {name: rtl, device: iPhone 15, orientation: landscape, layoutDirection: rightToLeft}
        root:
          scroll: pages
          axis: horizontal
          behavior: paging
        \(extra)  children:
            - repeat: 3
              item: "page-{i}"
              width: {count: 1}
              anchors: [leading]
        """
    }

    @Test func thePagerOfTheLandscapeBug() throws {
        let s = try CompiledScene(Self.pager())
        let pages = try s.container("pages", in: "landscape")
        #expect(pages.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(pages.scrollPadding == Edges(top: 0, bottom: 21, leading: 59, trailing: 59))
        // Content: 59 + 3 × 734 + 59 = 2320 wide, M = 2320 − 852 = 1468.
        #expect(pages.contentSize == Size(width: 2320, height: 393))
        #expect(pages.maxOffset == 1468)
        // Pages of 852 (the bounds), not 734: the stops are 0, 852, then M.
        #expect(pages.stops == [0, 852, 1468])
        // Items are 734 wide, 393 − 21 = 372 tall, from x 59.
        #expect(try s.frame("page-1", in: "landscape") == Rect(x: 793, y: 0, width: 734, height: 372))
        // `leading` of page-1: raw = 793 − 59 + 0 · (734 − 734) = 734.
        #expect(try s.offsets("page-1", "leading", in: "landscape") == [734])
        #expect(try s.table("landscape").viewport.insets == Edges(top: 0, bottom: 21, leading: 59, trailing: 59))
    }

    /// Portrait: insets top 59, bottom 34 only; the horizontal pager grows up and down, its
    /// items are 852 − 59 − 34 = 759 tall at y 59, and pages are 393 = the items.
    @Test func portraitGrowsUpAndDown() throws {
        let s = try CompiledScene(Self.pager())
        let pages = try s.container("pages", in: "portrait")
        #expect(pages.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(pages.stops == [0, 393, 786])
        #expect(try s.frame("page-0", in: "portrait") == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    /// Right-to-left: the leading inset is on the right; pages count from M = 1468 downwards
    /// (1468, 616, then 0), and page-0 (first from the right) ends 59 before the content's end.
    @Test func rightToLeftLandscape() throws {
        let s = try CompiledScene(Self.pager())
        let pages = try s.container("pages", in: "rtl")
        #expect(pages.stops == [0, 616, 1468])
        #expect(pages.initialOffset == 1468)
        #expect(try s.frame("page-0", in: "rtl") == Rect(x: 1527, y: 0, width: 734, height: 372))
        // `leading` (u = 1 − 0 = 1): raw = 1527 − 59 + 1 · (734 − 734) = 1468.
        #expect(try s.offsets("page-0", "leading", in: "rtl") == [1468])
    }

    /// A list with a carousel: the list grows on every side; the carousel, at x 59 in the
    /// viewport (the list's padding), lies on the left and right edges, and grows there (the list
    /// scrolls vertically, so it cannot grow up or down). Its frame then starts at x 0 in the
    /// list's content.
    @Test func nestedCarouselGrowsSideways() throws {
        let s = try CompiledScene("""
            scene: Feed
            viewports: [{name: wide, device: iPhone 15, orientation: landscape}]
            root:
              scroll: feed
              children:
                - scroll: carousel
                  axis: horizontal
                  height: 200
                  children:
                    - repeat: 4
                      item: "card-{i}"
                      width: {count: 2}
                - item: footer
                  height: 400
            """)
        let feed = try s.container("feed", in: "wide")
        #expect(feed.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(feed.scrollPadding == Edges(top: 0, bottom: 21, leading: 59, trailing: 59))
        // 200 + 400 + the bottom inset 21.
        #expect(feed.contentSize == Size(width: 852, height: 621))
        let carousel = try s.container("carousel", in: "wide")
        #expect(carousel.frame == Rect(x: 0, y: 0, width: 852, height: 200))
        #expect(carousel.scrollPadding == Edges(leading: 59, trailing: 59))
        // Cards: (852 − 118) / 2 = 367 wide, from x 59.
        #expect(try s.frame("card-1", in: "wide") == Rect(x: 426, y: 0, width: 367, height: 200))
        #expect(carousel.contentSize == Size(width: 59 + 4 * 367 + 59, height: 200))
        // The footer stays in the safe rect's width: 852 − 118 = 734 at x 59.
        #expect(try s.frame("footer", in: "wide") == Rect(x: 59, y: 200, width: 734, height: 400))
    }

    /// `ignoresSafeArea: true`: the frame grows, nothing is added, so the content spans the
    /// whole 852 and `{count: 1}` is 852: pages and items agree again.
    @Test func ignoringTheSafeAreaFixesThePager() throws {
        let s = try CompiledScene(Self.pager("  ignoresSafeArea: true\n"))
        let pages = try s.container("pages", in: "landscape")
        #expect(pages.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(pages.scrollPadding == .zero)
        #expect(try s.frame("page-1", in: "landscape") == Rect(x: 852, y: 0, width: 852, height: 393))
        #expect(pages.stops == [0, 852, 1704])
    }

    /// A container that is not on the safe rect's edge does not grow: the root vstack hugs its
    /// 400 pt of children at the safe rect's origin (0, 59), so the list spans 159 to 459, away
    /// from the top (59) and bottom (818) edges, and the sides have no inset.
    @Test func onlyContainersOnTheEdgeGrow() throws {
        let s = try CompiledScene("""
            scene: Screen
            viewports: [{name: phone, device: iPhone 15}]
            root:
              vstack:
              children:
                - item: header
                  height: 100
                - scroll: list
                  height: 300
                  children:
                    - {item: row, height: 500}
            """)
        let list = try s.container("list", in: "phone")
        // The root stack sits at the safe rect's origin (0, 59); the list is below the header.
        #expect(list.frame == Rect(x: 0, y: 159, width: 393, height: 300))
        #expect(list.scrollPadding == .zero)
        #expect(list.maxOffset == 200)
    }

    /// A keyboard: the bottom inset becomes max(34, 336) = 336, the list grows down by it and
    /// its content gets 336 of room at the end, so the last field can scroll above the keyboard.
    @Test func theKeyboardPushesContentUp() throws {
        let s = try CompiledScene("""
            scene: Form
            viewports: [{name: typing, device: iPhone 15, keyboard: 336}]
            root:
              scroll: form
              children:
                - repeat: 10
                  item: "field-{i}"
                  height: 60
                  anchors: [bottom]
            """)
        let form = try s.container("form", in: "typing")
        #expect(form.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(form.scrollPadding == Edges(top: 59, bottom: 336))
        // Content 59 + 600 + 336 = 995; M = 143.
        #expect(form.maxOffset == 143)
        // field-9's bottom at 59 + 600 = 659: raw = 599 − 59 + (60 − (852 − 59 − 336)) = 143.
        #expect(try s.offsets("field-9", "bottom", in: "typing") == [143])
    }

    /// `initialAnchor: bottom`: a chat starts at M, and short content sits at the bottom.
    @Test func aChatStartsAtTheBottom() throws {
        let s = try CompiledScene("""
            scene: Chat
            viewports: [{name: short, width: 390, height: 800}, {name: long, width: 390, height: 200}]
            root:
              scroll: messages
              initialAnchor: bottom
              children:
                - repeat: 3
                  item: "msg-{i}"
                  height: 100
                  anchors: [top]
            """)
        let long = try s.container("messages", in: "long")
        #expect(long.maxOffset == 100)
        #expect(long.initialOffset == 100)
        // Short: 300 of content in 800 sits 1 · (800 − 300) = 500 down; scrolling to msg-0's top
        // carries that origin: the chain's offset stays 0 (M = 0).
        let short = try s.container("messages", in: "short")
        #expect(short.initialOffset == 0)
        let compiled = try #require(compiledViewport(s, "short"))
        #expect(compiled.layout.containers[0].contentOrigin == Point(x: 0, y: 500))
    }

    /// A viewport without the new keys gives the same numbers and no `safeArea`.
    @Test func noInsetsNoChange() throws {
        let s = try CompiledScene("""
            scene: Plain
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: list
              children:
                - {item: a, height: 1000}
            """)
        #expect(try s.table("phone").viewport.hasInsets == false)
        #expect(try s.container("list", in: "phone").frame == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    private func compiledViewport(_ s: CompiledScene, _ name: String) -> CompiledViewport? {
        var diagnostics = Diagnostics()
        guard let k = s.scene.viewports.firstIndex(where: { $0.name == name }) else { return nil }
        return Compiler().viewport(k, of: s.scene, diagnostics: &diagnostics)
    }
}

/// `explain` names the safe area in the arithmetic, for a target and for the pages.
@Suite struct SafeAreaExplainTests {
    @Test func theInsetsAreNamed() throws {
        let laidOut = try LaidOutScene(yaml: SafeAreaLayoutTests.pager())
        let compiled = try #require(laidOut.viewports.first { $0.viewport.name == "landscape" })
        let node = try #require(laidOut.scene.nodeIndex(ofID: "page-1"))
        let spec = laidOut.scene.anchors(ofNode: node)[0]
        let chain = ExplainText(compiled).chain(ChainExplanation(compiled, node: node, point: spec))
        #expect(chain.contains("visible length V = 852; scroll padding s0 = 0 + 59 safe area = 59 (left), s1 = 0 + 59 safe area = 59 (right)"), "\(chain)")
        #expect(chain.contains("= 793 - 59 + 0 * ((1527 - 793) - (852 - 59 - 59)) + 0\n"), "\(chain)")
        let stops = ExplainText(compiled).stops(try StopsExplanation(compiled, container: 0))
        #expect(stops.contains("page length P = V less the scene's own scroll padding = 852 - 0 - 0 = 852"), "\(stops)")
    }
}
