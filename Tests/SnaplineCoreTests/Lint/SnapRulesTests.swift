import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// `view-aligned-without-targets`, `snap-target-oversized`, `snap-option-ignored` and
/// `coincident-stops`.
@Suite struct SnapRulesTests {
    static let header = """
        scene: Snap
        viewports: [{name: phone, width: 390, height: 844}, {name: landscape, width: 844, height: 390}]

        """

    @Test func viewAlignedStackWithoutTargets() {
        expectWarning(Self.header + """
            root:
              scroll: carousel
              axis: horizontal
              behavior: 1️⃣viewAligned
              content:
                hstack:
                children:
                  - repeat: 10
                    item: "c-{i}"
                    width: 300
            """, .viewAlignedWithoutTargets, containing: ["`carousel` is `viewAligned` but has no snap targets in viewport `phone`", "rests at 0 and 2610", "`targets: true`", "(1 more case, also in viewport `landscape`)"])
    }

    @Test func viewAlignedWithTargetsIsSilent() {
        expectSilent(Self.header + """
            root:
              scroll: carousel
              axis: horizontal
              behavior: viewAligned
              content:
                hstack:
                targets: true
                children:
                  - repeat: 10
                    item: "c-{i}"
                    width: 300
            """, .viewAlignedWithoutTargets)
    }

    /// Targets 500 wide: longer than the 390 page in portrait (3 cases), not in landscape.
    @Test func oversizedTargets() {
        expectWarning(Self.header + """
            root:
              scroll: carousel
              axis: horizontal
              behavior: viewAligned
              children:
                - repeat: 3
                  1️⃣item: "w-{i}"
                  width: 500
            """, .snapTargetOversized, containing: ["`w-0` is 500 pt long but `carousel` shows 390 pt at a time in viewport `phone`", "(2 more cases in the same viewport)"])
    }

    /// A `targets: true` row listed in `children` is one target: 8 cards of 200 and 7 gaps of 20
    /// make it 1740 long, in a 390 page; its cards would fit, so the fix is `content`.
    @Test func aStackListedInChildrenIsOneTarget() {
        expectWarning(Self.header + """
            root:
              scroll: shelf
              axis: horizontal
              behavior: viewAligned
              children:
                - 1️⃣hstack: row
                  targets: true
                  spacing: 20
                  children:
                    - repeat: 8
                      item: "card-{i}"
                      width: 200
            """, .snapTargetOversized, containing: [
                "`row` is 1740 pt long but `shelf` shows 390 pt at a time in viewport `phone`",
                "it is one target because it is listed in `children`; give it as the container's `content` instead, so that its 8 children (at most 200 pt each) are the targets",
            ])
    }

    /// A stack whose own children are longer than the page keeps the general fix.
    @Test func aStackOfLongChildrenKeepsTheGeneralFix() {
        expectWarning(Self.header + """
            root:
              scroll: shelf
              axis: horizontal
              behavior: viewAligned
              children:
                - 1️⃣hstack: row
                  children:
                    - repeat: 2
                      item: "card-{i}"
                      width: 900
            """, .snapTargetOversized, containing: ["`row` is 1800 pt long", "make it at most a page long, e.g. `width: {count: 1}`"])
    }

    @Test func aTargetAsLongAsThePageIsSilent() {
        // 390.4 is within the 0.5 tolerance of the 390 page.
        expectSilent(Self.header + """
            root:
              scroll: carousel
              axis: horizontal
              behavior: viewAligned
              children:
                - repeat: 3
                  item: "w-{i}"
                  width: 390.4
            """, .snapTargetOversized)
    }

    @Test func snapOptionsWithoutBehavior() {
        let yaml = Self.header + """
            root:
              scroll: list
              children:
                - scroll: forgot
                  axis: horizontal
                  height: 100
                  1️⃣limit: alwaysByFew
                  2️⃣snapAlign: center
                  children:
                    - repeat: 3
                      item: "f-{i}"
                      width: 300
                - vstack: grid
                  3️⃣targets: true
                  children:
                    - item: a
                      height: 2000
            """
        let marked = MarkedText(yaml)
        let found = lintDiagnostics(marked.text).filter { $0.code == .snapOptionIgnored }
        #expect(found.map(\.location) == [marked["1️⃣"], marked["2️⃣"], marked["3️⃣"]])
        #expect(found.first?.message.contains("`limit` has no effect: `forgot` has no snapping behavior (`none`) in every viewport") == true, "\(found)")
        #expect(found.last?.message.contains("its scroll container `list` has no snapping behavior") == true, "\(found)")
    }

    @Test func snapOptionsThatAreUsedAreSilent() {
        expectSilent(Self.header + """
            root:
              scroll: carousel
              axis: horizontal
              behavior: viewAligned
              snapAlign: center
              limit: never
              content:
                hstack:
                targets: true
                children:
                  - repeat: 3
                    item: "f-{i}"
                    width: 300
            """, .snapOptionIgnored)
        // `targets: true` in a paging container (its pages are checked against the targets), and
        // `targets: false` anywhere.
        expectSilent(Self.header + """
            root:
              scroll: pages
              axis: horizontal
              behavior: paging
              content:
                hstack:
                targets: true
                children:
                  - repeat: 4
                    hstack:
                    targets: false
                    width: {count: 1}
            """, .snapOptionIgnored)
    }

    /// Off by default. Nine cards of 300 and a last item of 10: content 2710.
    @Test func coincidentStopsOnlyWhenEnabled() {
        let yaml = Self.header + """
            root:
              scroll: carousel
              axis: horizontal
              behavior: viewAligned
              children:
                - repeat: 9
                  item: "c-{i}"
                  width: 300
                - 1️⃣item: last
                  width: 10
            """
        // Portrait: M = 2710 − 390 = 2320; c-8 starts at 2400 and `last` at 2700: both clamp to
        // 2320, reported at the second, `last` (c-7 at 2100 keeps its own stop). Landscape:
        // M = 2710 − 844 = 1866; c-7 (2100), c-8 and `last` all clamp, reported at the second,
        // c-8: the repeated node's kind key, a second warning.
        let marked = MarkedText(yaml)
        #expect(lintDiagnostics(marked.text).allSatisfy { $0.code != .coincidentStops })
        let found = lintDiagnostics(marked.text, enable: [.coincidentStops]).filter { $0.code == .coincidentStops }
        #expect(found.count == 2, "\(found)")
        #expect(found.contains { $0.location == marked["1️⃣"] && $0.message.contains("`last` rests at the same offset as `c-8` in `carousel` (2320 pt, viewport `phone`)") }, "\(found)")
    }

    @Test func distinctStopsAreSilent() {
        expectSilent(Self.header + """
            root:
              scroll: carousel
              axis: horizontal
              behavior: viewAligned
              contentMargins: {trailing: 600}
              children:
                - repeat: 5
                  item: "c-{i}"
                  width: 300
            """, .coincidentStops)
    }

    /// Four rows 300 high (padding below: content 2100, so their stops 0, 300, 600, 900 stay
    /// apart in both viewports), each holding, two stacks down, a `targets: true` hstack of four
    /// cards at the row's top: every card of a row rests at the row's stop. With the rows
    /// themselves targets, the cards are nested in a target and left out: silent. Without,
    /// the four cards of a row coincide: `card-0-1` is reported with `card-0-0` and 2 more.
    @Test func targetsNestedInATargetAreLeftOut() {
        func scene(rowsAreTargets: Bool) -> String {
            Self.header + """
                root:
                  scroll: list
                  behavior: viewAligned
                  content:
                    vstack:
                    targets: \(rowsAreTargets)
                    padding: {bottom: 900}
                    children:
                      - repeat: 4
                        vstack: "row-{i}"
                        children:
                          - zstack:
                            children:
                              - hstack:
                                targets: true
                                children:
                                  - repeat: 4
                                    index: k
                                    item: "card-{i}-{k}"
                                    width: 50
                                    height: 300
                """
        }
        expectSilent(scene(rowsAreTargets: true), .coincidentStops)
        let found = lintDiagnostics(scene(rowsAreTargets: false), enable: [.coincidentStops]).filter { $0.code == .coincidentStops }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains("`card-0-1` rests at the same offset as `card-0-0` and 2 more in `list` (0 pt, viewport `phone`)") == true, "\(found)")
    }
}
