import SnaplineRuntime
import Testing

/// The golden fixture `duplicate-labels.snapline.swift` (linked here), compiled: a list whose
/// anchor labels repeat keeps every target, and the lookup by label returns the first. The
/// numbers are worked out in the fixture's scene file.
@Suite struct DuplicateLabelsTests {
    @Test func lookupByLabelReturnsTheFirst() {
        #expect(DuplicateLabels.AnchorPoint.allCases == [.top])
        #expect(DuplicateLabels.offset(of: .a, anchor: .top, in: .phone)?.offset == 0)
    }

    @Test func everyTargetStaysInTheTable() {
        let anchor = DuplicateLabels.table.viewports[0].containers[0].anchors.first { $0.id == "a" }
        #expect(anchor?.targets.map(\.anchor) == ["top", "top", "top"])
        #expect(anchor?.targets.map { $0.chain[0].offset } == [0, 8, 1156])
    }
}
