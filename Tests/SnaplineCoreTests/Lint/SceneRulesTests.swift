import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// `never-scrolls`, `anchors-outside-scroll`, `out-of-reach`, `duplicate-anchor-label` and
/// `unreachable-alignment`.
@Suite struct SceneRulesTests {
    static let header = """
        scene: Screen
        viewports: [{name: phone, width: 390, height: 844}, {name: landscape, width: 844, height: 390}]

        """

    /// A 300-high list of one 50-high row: M = 0 in both viewports.
    @Test func aListThatAlwaysFits() {
        expectWarning(Self.header + """
            root:
              vstack:
              children:
                - 1️⃣scroll: list
                  height: 300
                  children:
                    - item: row
                      height: 50
            """, .neverScrolls, containing: ["`list` never scrolls: its content (50 pt) fits in its 300 pt height in viewport `phone`, and in every other viewport: 50 pt in 300 pt in `landscape`"])
    }

    /// A new conversation: a chat that starts at its end (`initialAnchor: bottom`) with two
    /// messages (100 pt in 844) sits at the bottom as meant, and is left alone; starting at its
    /// end in one viewport only, it is reported.
    @Test func aShortChatAtTheBottomIsMeant() {
        expectSilent(Self.header + """
            root:
              scroll: chat
              initialAnchor: bottom
              children:
                - repeat: 2
                  item: "message-{i}"
                  height: 50
            """, .neverScrolls)
        expectWarning(Self.header + """
            root:
              1️⃣scroll: chat
              initialAnchor: center
              when:
                landscape: {initialAnchor: bottom}
              children:
                - repeat: 2
                  item: "message-{i}"
                  height: 50
            """, .neverScrolls, containing: ["`chat` never scrolls"])
    }

    /// A horizontal list as wide as the screen with one 100-wide item: 390 wide in portrait, 844
    /// in landscape; the message gives both, not "its 390 pt width in every viewport".
    @Test func eachViewportWithItsOwnNumbers() {
        expectWarning(Self.header + """
            root:
              1️⃣scroll: strip
              axis: horizontal
              height: 100
              children:
                - {item: only, width: 100}
            """, .neverScrolls, containing: ["its content (100 pt) fits in its 390 pt width in viewport `phone`, and in every other viewport: 100 pt in 844 pt in `landscape`"])
    }

    @Test func manyViewportsNameTheLargest() {
        let widths = [390, 844, 400, 500, 1200, 700]
        let viewports = widths.enumerated().map { "{name: v\($0.offset), width: \($0.element), height: 844}" }.joined(separator: ", ")
        expectWarning("scene: Wide\nviewports: [\(viewports)]\n" + """
            root:
              1️⃣scroll: strip
              axis: horizontal
              height: 100
              children:
                - {item: only, width: 100}
            """, .neverScrolls, containing: ["in viewport `v0`, and in every other viewport: 100 pt in 844 pt in `v1`, 100 pt in 400 pt in `v2`, 100 pt in 500 pt in `v3` and 2 more (the largest 1200 pt in `v4`)"])
    }

    /// A row of 400 in a full-screen list: M = 0 in portrait (400 < 844) but 10 in landscape
    /// (400 − 390): it scrolls in some viewport, so it is silent.
    @Test func aListThatScrollsInOneViewportIsSilent() {
        expectSilent(Self.header + """
            root:
              scroll: list
              children:
                - item: row
                  height: 400
            """, .neverScrolls)
    }

    @Test func anchorsWithNoContainer() {
        expectWarning(Self.header + """
            root:
              vstack: screen
              children:
                - scroll: list
                  height: 100
                  children:
                    - item: row
                      height: 500
                - item: caption
                  height: 50
                  1️⃣anchors: [top]
            """, .anchorsOutsideScroll, containing: ["`caption` lists `anchors`, but no scroll container holds it"])
    }

    @Test func anchorsInsideAContainerAreSilent() {
        expectSilent(Self.header + """
            root:
              scroll: list
              children:
                - item: caption
                  height: 50
                  anchors: [top]
                - item: filler
                  height: 2000
            """, .anchorsOutsideScroll)
    }

    /// A non-scrolling screen: a 300-high list, then a caption 100 high. Portrait fits (400 ≤ 844);
    /// in landscape (390 high) the caption spans 300…400: 10 below the bottom. The root stack has
    /// no id, so the caption is the outermost node with an id that leaves.
    @Test func captionBelowTheLandscapeViewport() {
        expectWarning(Self.header + """
            root:
              vstack:
              children:
                - scroll: list
                  height: 300
                  children:
                    - item: row
                      height: 500
                - 1️⃣item: caption
                  height: 100
            """, .outOfReach, containing: ["`caption` reaches 10 pt below the bottom of viewport `landscape` (390 pt high)"])
    }

    /// Only the outermost node that leaves is reported, not its descendants.
    @Test func onlyTheOutermostNodeIsReported() {
        let yaml = Self.header + """
            root:
              vstack:
              children:
                - scroll: list
                  height: 300
                  children:
                    - item: row
                      height: 500
                - 1️⃣vstack: footer
                  children:
                    - item: caption
                      height: 100
            """
        expectWarning(yaml, .outOfReach, containing: ["`footer` reaches 10 pt below"])
    }

    @Test func withinHalfAPointIsSilent() {
        expectSilent(Self.header + """
            root:
              vstack:
              children:
                - scroll: list
                  height: 300
                  children:
                    - item: row
                      height: 500
                - item: caption
                  height: 90.4
            """, .outOfReach)
    }

    /// Both entries on one line: the message gives the earlier one's column and the list's node.
    @Test func duplicateLabelOnOneLineNamesTheColumnAndTheNode() {
        expectWarning(Self.header + """
            root:
              scroll: s
              children:
                - {item: a, height: 2000, anchors: [top, 1️⃣{anchor: top, offset: 8}]}
            """, .duplicateAnchorLabel, containing: ["labelled `top` like the entry at line 6, column 41 of the `anchors` of item `a`"])
        expectWarning(Self.header + """
            anchors: [top, 1️⃣{anchor: top, offset: 4}]
            root:
              scroll: s
              children: [{item: a, height: 2000}]
            """, .duplicateAnchorLabel, containing: ["like the entry at line 3, column 11 of the scene's `anchors`"])
    }

    @Test func duplicateLabelIsAWarningAndBothTargetsStay() throws {
        let yaml = Self.header + """
            root:
              scroll: s
              children:
                - item: a
                  height: 2000
                  anchors:
                    - top
                    - 1️⃣{anchor: top, offset: 8}
                    - {anchor: bottom, name: top}
            """
        expectWarning(yaml, .duplicateAnchorLabel, containing: ["labelled `top` like the entry at line 9", "returns the first", "`name:`"])
        var diagnostics = Diagnostics()
        let compiler = Compiler()
        let scene = try #require(compiler.decode(Array(MarkedText(yaml).text.utf8), diagnostics: &diagnostics))
        let tables = try #require(compiler.tables(for: scene, diagnostics: &diagnostics))
        let anchor = try #require(tables[0].anchors.first { scene.id(of: Int($0.node)) == "a" })
        let targets = tables[0].targets(of: anchor, in: scene)
        #expect(targets.map(\.spec.name) == ["top", "top", "top"])
        #expect(targets.map { $0.chain[0].raw } == [0, 8, 2000 - 844])
    }

    @Test func duplicateLabelInALongList() {
        let names = (0 ..< 20).map { "{anchor: top, name: a\($0)}" } + ["1️⃣{anchor: top, name: a17}"]
        expectWarning(Self.header + """
            root:
              scroll: s
              children:
                - item: a
                  height: 50
                  anchors: [\(names.joined(separator: ", "))]
            """, .duplicateAnchorLabel, containing: ["labelled `a17`"])
    }

    @Test func distinctLabelsAreSilent() {
        expectSilent(Self.header + """
            root:
              scroll: s
              children:
                - item: a
                  height: 50
                  anchors: [top, {anchor: top, offset: 8, name: belowBar}, {x: 0.5, y: 0.2}]
            """, .duplicateAnchorLabel)
    }

    /// Off by default. `header` (0…100) in a list of content 2100: `bottom` needs
    /// 0 + 1·(100 − 844) = −744 in portrait, clamped to 0; `top` needs 0 and is fine.
    @Test func unreachableAlignmentOnlyWhenEnabled() {
        let yaml = Self.header + """
            root:
              scroll: list
              children:
                - item: header
                  height: 100
                  anchors: [top, 1️⃣bottom]
                - item: filler
                  height: 2000
            """
        #expect(lintDiagnostics(MarkedText(yaml).text).allSatisfy { $0.code != .unreachableAlignment })
        expectWarning(yaml, .unreachableAlignment, containing: ["`header` can never be aligned at `bottom` in `list` (viewport `phone`): that needs offset -744", "stops at 0", "(1 more case, also in viewport `landscape`)"], enable: [.unreachableAlignment])
    }

    @Test func theDefaultAnchorsAreNotListedSoSilent() {
        expectSilent(Self.header + """
            root:
              scroll: list
              children:
                - item: header
                  height: 100
                - item: filler
                  height: 2000
            """, .unreachableAlignment)
    }
}
