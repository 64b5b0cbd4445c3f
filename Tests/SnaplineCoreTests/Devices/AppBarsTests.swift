import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Bars the app places (`safeAreaInset`, `overlay`) and the safe-area regions a container ignores,
/// numbers and warnings computed by hand. iPhone 15: 393 × 852, insets top 59, bottom 34.
@Suite struct AppBarsTests {
    static func chat(_ bar: String, anchors: String = "") -> String { """
        scene: Chat
        viewports: [{name: phone, device: iPhone 15}]
        root:
          scroll: thread
          \(bar)
          children:
            - repeat: 19
              item: "message-{i}"
              height: 100
            - {item: last, height: 100\(anchors)}
        """
    }

    /// A composer placed with `safeAreaInset`: the thread grows to the screen (top 59, bottom 34)
    /// and takes 59 at the top and 34 + 60 = 94 at the bottom. Content 2000 + 59 + 94 = 2153,
    /// M = 2153 − 852 = 1301. `last` at `bottom`: raw = 1959 − 59 + (100 − (852 − 59 − 94)) =
    /// 1301 = M, so its bottom rests at 852 − 94 = 758, just above the bar (758 to 818).
    @Test func aSafeAreaInsetInsetsTheContent() throws {
        let s = try CompiledScene(Self.chat("safeAreaInset: {bottom: 60}", anchors: ", anchors: [bottom]"))
        let thread = try s.container("thread", in: "phone")
        #expect(thread.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(thread.scrollPadding == Edges(top: 59, bottom: 94))
        #expect(thread.contentSize == Size(width: 393, height: 2153))
        #expect(thread.maxOffset == 1301)
        #expect(try s.offsets("last", "bottom", in: "phone") == [1301])
        expectSilent(Self.chat("safeAreaInset: {bottom: 60}", anchors: ", anchors: [bottom]"), .targetObscured)
    }

    /// The same composer as an `overlay`: nothing moves (bottom inset 34 only: content 2093,
    /// M = 1241), and `last`'s bottom rests at 59 + 2000 − 1241 = 818, 60 pt inside the band
    /// 758 to 818 that the bar covers above the home indicator.
    @Test func anOverlayHidesTheLastMessage() throws {
        let s = try CompiledScene(Self.chat("overlay: {bottom: 60}", anchors: ", anchors: [bottom]"))
        let thread = try s.container("thread", in: "phone")
        #expect(thread.scrollPadding == Edges(top: 59, bottom: 34))
        #expect(thread.maxOffset == 1241)
        expectWarning(Self.chat("overlay: {bottom: 60}", anchors: ", anchors: [1️⃣bottom]"), .targetObscured,
                      containing: ["`last` at `bottom` ends up 60 pt under the bottom overlay of thread in viewport `phone`", "`safeAreaInset` instead of `overlay`"])
    }

    /// A focused field 28 pt under a `safeAreaInset` bar: `field` (the 11th row, at 1059) at
    /// `bottom` with an offset of −28: raw = 1059 − 59 + (100 − 699) − 28 = 373, so its bottom
    /// is at 59 + 1100 − 373 = 786, 28 pt past the bar's top (758).
    @Test func aTargetUnderTheSafeAreaInsetBar() {
        expectWarning("""
            scene: Chat
            viewports: [{name: phone, device: iPhone 15}]
            root:
              scroll: thread
              safeAreaInset: {bottom: 60}
              children:
                - repeat: 10
                  item: "before-{i}"
                  height: 100
                - {item: field, height: 100, anchors: [1️⃣{anchor: bottom, offset: -28}]}
                - repeat: 9
                  item: "after-{i}"
                  height: 100
            """, .targetObscured, containing: ["`field` at `bottom` ends up 28 pt under the bottom safeAreaInset of thread", "room at that end"])
    }

    /// An overlay covers only targets strictly inside its node: the overlay of `card` is not
    /// over `card`'s own bottom, nor over `other`, which comes after it.
    @Test func anOverlayCoversOnlyWhatIsInsideItsNode() {
        expectSilent("""
            scene: Cards
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: list
              children:
                - vstack: card
                  overlay: {bottom: 44}
                  anchors: [bottom]
                  children:
                    - {item: photo, height: 300, anchors: [top]}
                - {item: other, height: 2000, anchors: [top]}
            """, .targetObscured)
        // `photo`'s bottom is the card's bottom: 44 pt inside the band.
        expectWarning("""
            scene: Cards
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: list
              children:
                - vstack: card
                  overlay: {bottom: 44}
                  children:
                    - {item: photo, height: 300, anchors: [1️⃣bottom]}
                - {item: other, height: 2000}
            """, .targetObscured, containing: ["`photo` at `bottom` ends up 44 pt under the bottom overlay of card"])
    }

    /// iPhone 15 with a 336 pt keyboard (its top at 516). A form ignoring `[keyboard]` grows to
    /// the screen and takes 59 and 34: content 800 + 93 = 893, M = 41. `field-7` at `bottom`:
    /// raw = 759 − 59 + (100 − 759) = 41, its bottom at 59 + 800 − 41 = 818, 302 under the
    /// keyboard; fields 4, 5 and 6 (offset 0, bottoms 559, 659 and 759) are the 3 more cases.
    @Test func aFormIgnoringTheKeyboardReachesUnderIt() throws {
        let form = { (regions: String, marker: String) in """
            scene: Form
            viewports: [{name: typing, device: iPhone 15, keyboard: 336}]
            root:
              scroll: form
              ignoresSafeArea: \(regions)
              children:
                - repeat: 8
                  item: "field-{i}"
                  height: 100
                  anchors: [\(marker)bottom]
            """
        }
        let s = try CompiledScene(form("[keyboard]", ""))
        let keyboard = try s.container("form", in: "typing")
        #expect(keyboard.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(keyboard.scrollPadding == Edges(top: 59, bottom: 34))
        #expect(keyboard.maxOffset == 41)
        expectWarning(form("[keyboard]", "1️⃣"), .targetObscured,
                      containing: ["`field-7` at `bottom` ends up 302 pt under the keyboard in viewport `typing`", "(3 more cases in the same viewport)"])
        // Ignoring `[container]` it takes 0 at the top and 336 at the bottom: content
        // 800 + 336 = 1136, M = 284, and `field-7`'s bottom rests at 800 − 284 = 516, the
        // keyboard's top; the status bar over `field-0` is not judged (the container region is
        // ignored on purpose).
        let c = try CompiledScene(form("[container]", ""))
        let container = try c.container("form", in: "typing")
        #expect(container.scrollPadding == Edges(top: 0, bottom: 336))
        #expect(container.maxOffset == 284)
        #expect(try c.offsets("field-7", "bottom", in: "typing") == [284])
        expectSilent(form("[container]", ""), .targetObscured)
        // Both, and `false`: as `true` and as no key.
        #expect(try CompiledScene(form("[container, keyboard]", "")).container("form", in: "typing").scrollPadding == .zero)
        #expect(try CompiledScene(form("false", "")).container("form", in: "typing").scrollPadding == Edges(top: 59, bottom: 336))
        #expect(try CompiledScene(form("[]", "")).container("form", in: "typing").scrollPadding == Edges(top: 59, bottom: 336))
    }

    /// A full-bleed pager in landscape (insets leading and trailing 59): ignoring the container
    /// region, its photos under the notch are meant, and nothing is reported.
    @Test func aFullBleedPagerIsNotJudgedAgainstTheNotch() {
        expectSilent("""
            scene: Photos
            viewports: [{name: landscape, device: iPhone 15, orientation: landscape}]
            root:
              scroll: pager
              axis: horizontal
              behavior: paging
              ignoresSafeArea: [container]
              children:
                - repeat: 3
                  item: "photo-{i}"
                  width: {count: 1}
                  anchors: [leading, trailing]
            """, .targetObscured)
    }

    @Test func mistakesAtTheirPositions() {
        let scene = { (root: String) in "scene: S\nviewports: [{name: p, width: 390, height: 844}]\nroot:\n\(root)\n" }
        expectError(scene("  scroll: list\n  ignoresSafeArea: [container, 1️⃣container]\n  children: [{item: a}]"), code: "duplicate-name",
                    containing: ["`container` is listed twice (first at line 5)"])
        expectError(scene("  scroll: list\n  ignoresSafeArea: [1️⃣notch]\n  children: [{item: a}]"), code: "bad-value", containing: ["a safe-area region"])
        expectError(scene("  scroll: list\n  ignoresSafeArea: 1️⃣yes\n  children: [{item: a}]"), code: "bad-value", containing: ["a list of regions"])
        expectError(scene("  scroll: list\n  content:\n    vstack:\n    1️⃣overlay: {bottom: 40}\n    children: [{item: a}]"), code: "overlay-without-id",
                    containing: ["`overlay` applies only to a node with an id"])
        expectError(scene("  scroll: list\n  safeAreaInset: {bottom: 1️⃣fill}\n  children: [{item: a}]"), code: "bad-number", containing: ["a number >= 0"])
        expectError(scene("  scroll: list\n  content:\n    vstack: v\n    1️⃣safeAreaInset: {bottom: 40}\n    children: [{item: a}]"), code: "unknown-key", containing: ["safeAreaInset"])
    }
}
