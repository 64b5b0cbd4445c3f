import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// The lint rules read each viewport's own values (`when`): a `behavior` position is the value
/// in effect in that viewport, and `snap-option-ignored` is judged per written key.
@Suite struct WhenLintTests {
    /// A phone in portrait and in landscape (`SnapRulesTests.header`).
    static let header = SnapRulesTests.header

    @Test func aSnapOptionUsedInOneViewportIsSilent() {
        expectSilent(Self.header + """
            root:
              scroll: carousel
              axis: horizontal
              snapAlign: center
              when:
                landscape: {behavior: viewAligned}
              children:
                - repeat: 3
                  item: "c-{i}"
                  width: 300
            """, .snapOptionIgnored)
    }

    @Test func aSnapOptionInAnEntryIsJudgedWhereTheEntryApplies() {
        expectWarning(Self.header + """
            root:
              scroll: carousel
              axis: horizontal
              when:
                portrait: {1️⃣snapAlign: center}
                landscape: {behavior: viewAligned}
              children:
                - repeat: 3
                  item: "c-{i}"
                  width: 300
            """, .snapOptionIgnored, containing: ["`snapAlign` has no effect: `carousel` has no snapping behavior (`none`) where its `portrait` entry applies"])
    }

    @Test func targetsInAnEntryIsJudgedWhereTheEntryApplies() {
        expectWarning(Self.header + """
            root:
              scroll: list
              when:
                landscape: {behavior: paging}
              content:
                vstack:
                when:
                  portrait: {1️⃣targets: true}
                children:
                  - repeat: 3
                    item: "r-{i}"
                    height: 300
            """, .snapOptionIgnored, containing: ["`targets: true` has no effect: its scroll container `list` has no snapping behavior (`none`) where its `portrait` entry applies"])
    }

    @Test func behaviorFromAnEntryIsWhereViewAlignedWithoutTargetsPoints() {
        expectWarning(Self.header + """
            root:
              scroll: carousel
              axis: horizontal
              when:
                landscape: {behavior: 1️⃣viewAligned}
              content:
                hstack:
                children:
                  - repeat: 10
                    item: "c-{i}"
                    width: 300
            """, .viewAlignedWithoutTargets, containing: ["in viewport `landscape`"])
    }

    /// Portrait photos are a whole page; in landscape they are 300 wide and the 844-point pages cut
    /// them (page 2 starts at 844, 244 into the third photo at 600).
    @Test func pagingCutsAnItemOnlyWhereTheEntryMakesThemDiffer() {
        let warning = expectWarning(Self.header + """
            root:
              scroll: pages
              axis: horizontal
              behavior: 1️⃣paging
              children:
                - repeat: 10
                  item: "p-{i}"
                  width: {count: 1}
                  when:
                    landscape: {width: 300}
            """, .pagingCutsItem, containing: ["landscape", "244"])
        #expect(warning?.message.contains("phone") == false, "\(String(describing: warning))")
    }
}
