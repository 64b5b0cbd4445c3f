import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// `target-obscured`, with the distances computed by hand.
@Suite struct TargetObscuredTests {
    /// `scrollTo(dish, anchor: .top)` puts the dish's top at the top of the visible area, where
    /// its section's 44 pt title is pinned.
    @Test func underAPinnedHeader() {
        expectWarning("""
            scene: Menu
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: menu
              content:
                vstack:
                children:
                  - repeat: 2
                    vstack: "section-{i}"
                    pinned: true
                    children:
                      - {item: "title-{i}", height: 44}
                      - repeat: 8
                        item: "dish-{i}-{j}"
                        index: j
                        height: 100
                        anchors: [1️⃣top]
            """, .targetObscured, containing: ["`dish-0-0` at `top` ends up 44 pt under the pinned header `title-0` in viewport `phone`", "scroll padding of the header's length (44 pt)"])
    }

    /// The header's own anchor is not covered by itself, and 44 pt of scroll padding clears the
    /// dishes.
    @Test func scrollPaddingOfTheHeadersLengthIsTheFix() {
        let found = lintDiagnostics("""
            scene: Menu
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: menu
              scrollPadding: {top: 44}
              padding: {bottom: 800}
              content:
                vstack:
                children:
                  - repeat: 2
                    vstack: "section-{i}"
                    pinned: true
                    children:
                      - {item: "title-{i}", height: 44, anchors: [top]}
                      - repeat: 8
                        item: "dish-{i}-{j}"
                        index: j
                        height: 100
                        anchors: [top]
            """)
        #expect(found.isEmpty, "\(found.map(\.description))")
    }

    /// A list inside a scroll view that keeps the status bar out (an inner list that does not
    /// grow, 200 pt below the top of the safe rect) scrolled by an anchor offset of 230: `a`'s
    /// top goes to 59 + 200 − 230 = 29, 30 pt inside the top inset of an iPhone 15.
    @Test func underTheStatusBar() {
        expectWarning("""
            scene: Screen
            viewports: [{name: phone, device: iPhone 15}]
            root:
              vstack:
              children:
                - {item: head, height: 200}
                - scroll: list
                  height: 400
                  children:
                    - {item: a, height: 400, anchors: [1️⃣{anchor: top, offset: 230}]}
                    - {item: b, height: 2000}
            """, .targetObscured, containing: ["`a` at `top` ends up 30 pt under the top safe area in viewport `phone`"])
    }

    /// A list that ignores the safe area keeps nothing out of the status bar: scrolled to its
    /// top, `a` sits at y 0, under the top inset of an iPhone 15; that is meant (a full-bleed
    /// screen), so it is not judged against the safe area.
    @Test func ignoringTheContainerRegionIsMeant() {
        expectSilent("""
            scene: Screen
            viewports: [{name: phone, device: iPhone 15}]
            root:
              scroll: list
              ignoresSafeArea: true
              children:
                - {item: a, height: 400, anchors: [top]}
                - {item: b, height: 2000}
            """, .targetObscured)
    }

    /// Right-to-left: a shelf (390 wide) of `wide` (500) then `other` (300), laid out from the
    /// right: `wide` spans x 300 to 800 of the 800 of content, M = 410. `topLeading` is the top
    /// right corner there (x mirrored, as section 3's u = 1 − x). With an offset of −26:
    /// raw = 300 + 1 · (500 − 390) − 26 = 384, so the corner (x 800) is at 800 − 384 = 416,
    /// 26 pt past the screen's right edge. (The physical left corner, x 300 → −84, is on the
    /// other side.) `bottomTrailing` (the bottom left corner, u = 0, raw 300) sits at x 0.
    @Test func rightToLeftJudgesTheMirroredCorner() throws {
        let shelf = { (anchors: String) in """
            scene: Shelf
            viewports: [{name: rtl, width: 390, height: 844, layoutDirection: rightToLeft}]
            root:
              scroll: shelf
              axis: horizontal
              height: 200
              children:
                - {item: wide, width: 500, anchors: [\(anchors)]}
                - {item: other, width: 300}
            """
        }
        let s = try CompiledScene(shelf("topLeading"))
        #expect(try s.frame("wide", in: "rtl") == Rect(x: 300, y: 0, width: 500, height: 200))
        #expect(try s.offsets("wide", "topLeading", in: "rtl") == [410])
        expectSilent(shelf("topLeading, bottomTrailing"), .targetObscured)
        expectWarning(shelf("1️⃣{anchor: topLeading, offset: -26}"), .targetObscured,
                      containing: ["`wide` at `topLeading` ends up 26 pt under the edge of the screen in viewport `rtl`"])
    }

    /// Fields under a 300 pt keyboard (top at 852 − 300 = 552) in a form that ignores the safe
    /// area, so its content does not grow: 8 fields of 100, M = 0. Bottoms at 600, 700 and 800
    /// are covered by 48, 148 and 248: the worst, `field-7`, is reported.
    @Test func theWorstCaseIsReported() {
        expectWarning("""
            scene: Form
            viewports: [{name: typing, device: iPhone 15, keyboard: 300}]
            root:
              scroll: form
              ignoresSafeArea: true
              children:
                - repeat: 8
                  item: "field-{i}"
                  height: 100
                  anchors: [1️⃣bottom]
            """, .targetObscured, containing: ["`field-7` at `bottom` ends up 248 pt under the keyboard in viewport `typing`", "(2 more cases in the same viewport)"])
    }

    /// An anchor offset that scrolls the item's top 100 pt past the top of the screen.
    @Test func offTheScreen() {
        expectWarning("""
            scene: Screen
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: list
              children:
                - {item: a, height: 400}
                - {item: b, height: 400, anchors: [1️⃣{anchor: top, offset: 100}]}
                - {item: c, height: 2000}
            """, .targetObscured, containing: ["`b` at `top` ends up 100 pt under the edge of the screen"])
    }

    /// `unreachable-alignment` reports its worst case too: M = 2300 − 844 = 1456, so the tops
    /// of the last rows (at 2000, 2100, 2200) are clamped by 544, 644 and 744; `row-2` is the worst.
    @Test func unreachableAlignmentReportsItsWorstCase() {
        expectWarning("""
            scene: Screen
            viewports: [{name: phone, width: 390, height: 844}]
            anchors: [1️⃣top]
            root:
              scroll: list
              children:
                - {item: head, height: 2000}
                - repeat: 3
                  item: "row-{i}"
                  height: 100
            """, .unreachableAlignment, containing: ["`row-2` can never be aligned at `top`", "needs offset 2200", "(2 more cases in the same viewport)"], enable: [.unreachableAlignment])
    }
}
