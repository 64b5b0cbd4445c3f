import Testing
import SnaplineRuntime

/// SPEC section 6, `viewAligned` with each `limit`, on the `categories` carousel of
/// `StoreMenuTable`: stops S = [0, 96, 192, 288, 384, 480, 576, 672, 768, 794] (indices 0...9).
@Suite struct ViewAlignedTests {
    let stops = StoreMenuTable.categoryStops

    func selector(_ limit: TableContainer.Limit) -> ScrollTargetSelector {
        ScrollTargetSelector(stops: stops, maxOffset: 794, rule: .init(behavior: .viewAligned, limit: limit))
    }

    // MARK: never

    @Test func neverLandsOnTheStopNearestToTheProposedOffset() {
        let never = selector(.never)
        // 700: 672 is 28 away, 768 is 68 → 672, however far from the original 0.
        #expect(never.target(original: 0, proposed: 700, velocity: 3000) == 672)
        // 500: 480 is 20 away, 576 is 76 → 480.
        #expect(never.target(original: 794, proposed: 500) == 480)
        // Beyond the ends: the first and last stops.
        #expect(never.target(original: 0, proposed: -30) == 0)
        #expect(never.target(original: 0, proposed: 1000) == 794)
    }

    @Test func tiesGoToTheStopNearerZero() {
        // 144 is 48 from 96 and from 192 → 96.
        #expect(selector(.never).target(original: 0, proposed: 144) == 96)
        // 890 is 110 from 780 and from 1000 → 780.
        let pages = ScrollTargetSelector(stops: [0, 390, 780, 1000], maxOffset: 1000, rule: .nearest)
        #expect(pages.target(original: 0, proposed: 890) == 780)
        // A stop list straddling 0 (never compiled; the rule is "nearer offset 0", not "lower"):
        // 5 is 10 from −5 and 10 from 15; |−5| < |15| → −5. And −5 vs 3 from −1: |3| < |−5| → 3.
        let straddling = ScrollTargetSelector(stops: [-5, 15], maxOffset: 20, rule: .nearest)
        #expect(straddling.target(original: 0, proposed: 5) == -5)
        let straddling2 = ScrollTargetSelector(stops: [-5, 3], maxOffset: 20, rule: .nearest)
        #expect(straddling2.target(original: 0, proposed: -1) == 3)
    }

    // MARK: alwaysByOne

    @Test func byOneNeverSkipsAStopEvenOnALongFling() {
        let byOne = selector(.alwaysByOne)
        // 0 → 700: window [0, 96]; nearest to 700 is 96.
        #expect(byOne.target(original: 0, proposed: 700, velocity: 9000) == 96)
        // 384 → 0: window [288, 384]; nearest to 0 is 288.
        #expect(byOne.target(original: 384, proposed: 0, velocity: -9000) == 288)
        // 0 → +∞: still 96.
        #expect(byOne.target(original: 0, proposed: .infinity) == 96)
    }

    @Test func byOneChoosesWithinTheWindowByTheProposedOffset() {
        let byOne = selector(.alwaysByOne)
        // 384 → 400: window [384, 480]; 400 is 16 from 384, 80 from 480 → 384 (a short drag stays).
        #expect(byOne.target(original: 384, proposed: 400) == 384)
        // 384 → 440: 56 from 384, 40 from 480 → 480.
        #expect(byOne.target(original: 384, proposed: 440) == 480)
        // 96 → 144: window [96, 192], a tie at 48 → 96 (nearer zero).
        #expect(byOne.target(original: 96, proposed: 144) == 96)
    }

    @Test func byOneCountsFromTheStopNearestToTheOriginalOffset() {
        let byOne = selector(.alwaysByOne)
        // Original 400 (a gesture starting before the last one settled): nearest stop 384 (16 vs
        // 80). 400 → 700: window [384, 480] → 480 (counting from 480, the next stop after 400,
        // would allow 576).
        #expect(byOne.target(original: 400, proposed: 700) == 480)
        // Original 430: nearest 384 (46 vs 50). 430 → 431: window [384, 480]; 431 is 47 from
        // 384 and 49 from 480 → 384, behind the forward gesture (the start stop is in the window).
        #expect(byOne.target(original: 430, proposed: 431) == 384)
    }

    @Test func byOneStopsAtTheEnds() {
        let byOne = selector(.alwaysByOne)
        // 768 → 1000: window [768, 794] → 794. 794 → 900: window [794] → 794. 0 → −50: [0] → 0.
        #expect(byOne.target(original: 768, proposed: 1000) == 794)
        #expect(byOne.target(original: 794, proposed: 900) == 794)
        #expect(byOne.target(original: 0, proposed: -50) == 0)
    }

    // MARK: alwaysByFew

    @Test func byFewMovesAtMostNStops() {
        let byFew = selector(.alwaysByFew(3))
        // 0 → 700: window indices 0...3, [0, 96, 192, 288] → 288.
        #expect(byFew.target(original: 0, proposed: 700, velocity: 9000) == 288)
        // 0 → 200: same window; 200 is 8 from 192 → 192 (fewer than n when the drag is short).
        #expect(byFew.target(original: 0, proposed: 200) == 192)
        // 768 (index 8) → 0: window indices 5...8, [480 ... 768] → 480.
        #expect(byFew.target(original: 768, proposed: 0) == 480)
        // 672 (index 7) → 2000: window 7...9 (cut at the last stop) → 794.
        #expect(byFew.target(original: 672, proposed: 2000) == 794)
    }

    @Test func byFewDefaultsToThree() {
        #expect(TableContainer.Limit.alwaysByFew() == .alwaysByFew(3))
        #expect(selector(.alwaysByFew()).target(original: 0, proposed: 700) == 288)
    }

    @Test func byFewWithAnOddCount() {
        // A count below 1 acts as 1: 0 → 700 gives 96, as alwaysByOne.
        #expect(selector(.alwaysByFew(0)).target(original: 0, proposed: 700) == 96)
        #expect(selector(.alwaysByFew(-4)).target(original: 0, proposed: 700) == 96)
        // A huge count does not overflow: the window is the whole list on that side.
        #expect(selector(.alwaysByFew(Int.max)).target(original: 384, proposed: 10_000) == 794)
        #expect(selector(.alwaysByFew(Int.max)).target(original: 384, proposed: -10_000) == 0)
    }

    // MARK: direction

    @Test func noDirectionReturnsTheStopNearestToTheOriginal() {
        // 430 → 430 with velocity 0: nearest to 430 is 384.
        for limit in [TableContainer.Limit.never, .alwaysByOne, .alwaysByFew(3)] {
            #expect(selector(limit).target(original: 430, proposed: 430, velocity: 0) == 384)
        }
    }

    @Test func velocitySignGivesTheDirectionWhenProposedEqualsOriginal() {
        // The direction is the velocity's sign ...
        #expect(GestureDirection(original: 430, proposed: 430, velocity: 500) == .forward)
        #expect(GestureDirection(original: 430, proposed: 430, velocity: -500) == .backward)
        // ... and the window follows it, but the stop nearest to the original (384, 46 away from
        // 430) is in both windows ([384, 480] and [288, 384]) and nearest to proposed = 430, so it
        // is the result either way.
        let byOne = selector(.alwaysByOne)
        #expect(byOne.target(original: 430, proposed: 430, velocity: 500) == 384)
        #expect(byOne.target(original: 430, proposed: 430, velocity: -500) == 384)
    }

    @Test func distanceWinsOverAnOpposedVelocity() {
        // 384 → 440 is forward even with a negative velocity: window [384, 480] → 480.
        #expect(GestureDirection(original: 384, proposed: 440, velocity: -100) == .forward)
        #expect(selector(.alwaysByOne).target(original: 384, proposed: 440, velocity: -100) == 480)
    }

    @Test func containerSettleUsesItsBehaviorAndLimit() throws {
        let phone = try #require(StoreMenuTable.table.viewport(named: "phone"))
        let categories = try #require(phone.container(id: "categories"))
        // alwaysByOne: 0 → 700 → 96.
        #expect(categories.settle(original: 0, proposed: 700, velocity: 9000) == 96)
        #expect(ScrollTargetSelector(categories) == selector(.alwaysByOne))
    }
}
