import Testing
import SnaplineRuntime

/// SPEC section 6's last rule (no stops → clamp), the gesture direction, and input a hand-written
/// table or a misbehaving caller could give.
@Suite struct FreeScrollAndInputTests {
    @Test func withoutStopsTheProposedOffsetIsClamped() throws {
        // menu: behavior none, M = 1556. 800 stays; −20 → 0; 2000 → 1556.
        let menu = try #require(StoreMenuTable.table.viewport(named: "phone")?.container(id: "menu"))
        #expect(menu.settle(original: 0, proposed: 800, velocity: 100) == 800)
        #expect(menu.settle(original: 0, proposed: -20) == 0)
        #expect(menu.settle(original: 0, proposed: 2000) == 1556)
        #expect(menu.settle(original: 0, proposed: .infinity) == 1556)
    }

    @Test func snappingBehaviorsWithEmptyStopsClamp() {
        for rule in [ScrollTargetSelector.Rule.paging, .nearest, .limited(1), .limited(3)] {
            let empty = ScrollTargetSelector(stops: [], maxOffset: 100, rule: rule)
            #expect(empty.target(original: 0, proposed: 42.5) == 42.5)
            #expect(empty.target(original: 0, proposed: 140) == 100)
            #expect(empty.target(original: 50, proposed: -1) == 0)
        }
    }

    @Test func behaviorNoneIgnoresStrayStops() {
        // A hand-written container with behavior none and stops: it does not snap.
        let container = TableContainer(id: "c", axis: .vertical, maxOffset: 100, behavior: .none, limit: .alwaysByOne, stops: [0, 50, 100], anchors: [])
        #expect(container.settle(original: 0, proposed: 37) == 37)
    }

    @Test func aNegativeOrNaNRangeIsEmpty() {
        #expect(ScrollTargetSelector(stops: [], maxOffset: -10, rule: .free).target(original: 0, proposed: 5) == 0)
        #expect(ScrollTargetSelector(stops: [], maxOffset: .nan, rule: .free).target(original: 0, proposed: 5) == 0)
    }

    @Test func directionFromDistanceThenVelocity() {
        #expect(GestureDirection(original: 10, proposed: 20, velocity: 0) == .forward)
        #expect(GestureDirection(original: 20, proposed: 10, velocity: 0) == .backward)
        #expect(GestureDirection(original: 10, proposed: 10, velocity: 0.5) == .forward)
        #expect(GestureDirection(original: 10, proposed: 10, velocity: -0.5) == .backward)
        #expect(GestureDirection(original: 10, proposed: 10, velocity: 0) == .none)
        #expect(GestureDirection(original: 10, proposed: 10, velocity: -0.0) == .none)
        #expect(GestureDirection(original: 10, proposed: 10, velocity: .nan) == .none)
    }

    @Test func stopsAreNormalized() {
        // Unsorted, repeated (exactly and within 1e-9) and non-finite stops: [0, 96, 192].
        let selector = ScrollTargetSelector(stops: [192, .nan, 0, 96, 96, 96 + 1e-12, .infinity, -.infinity], maxOffset: 192, rule: .limited(1))
        #expect(selector.stops == [0, 96, 192])
        // With the repeats merged, one stop forward from 0 really moves: 0 → 500 → 96.
        #expect(selector.target(original: 0, proposed: 500) == 96)
        // A list that is already clean is kept as it is.
        #expect(ScrollTargetSelector(stops: [0, 1, 2], maxOffset: 2, rule: .nearest).stops == [0, 1, 2])
    }

    @Test func nanOffsetsFallBackToTheOtherOffset() {
        let pages = ScrollTargetSelector(stops: [0, 390, 780, 1000], maxOffset: 1000, rule: .paging)
        // proposed NaN → treated as original 400: no drag, no velocity → nearest page 390.
        #expect(pages.target(original: 400, proposed: .nan, velocity: 100) == 390)
        // original NaN → treated as proposed 800 → 780.
        #expect(pages.target(original: .nan, proposed: 800) == 780)
        // both NaN → 0 → 0; velocity NaN counts as no direction.
        #expect(pages.target(original: .nan, proposed: .nan, velocity: .nan) == 0)
        #expect(ScrollTargetSelector(stops: [], maxOffset: 10, rule: .free).target(original: .nan, proposed: .nan) == 0)
    }
}
