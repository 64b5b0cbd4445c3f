import Testing
import SnaplineRuntime

/// SPEC section 6, `paging`, and the cases of seed 002 ("custom paging").
///
/// Pages of 390 over a 1000-point range (content 1390 in a 390 container, not a multiple of the
/// page): stops k · 390 while < 1000, then M = 1000 → [0, 390, 780, 1000]. Full pages have a
/// threshold of 390 / 3 = 130; the last, partial page 780 → 1000 has 220 / 3 = 73.33….
@Suite struct PagingTests {
    let pages = ScrollTargetSelector(stops: [0, 390, 780, 1000], maxOffset: 1000, rule: .paging)

    @Test func pagesByDistanceEvenWithZeroVelocity() {
        // Seed version 1 paged by velocity only, so a gesture ending at rest never paged.
        // 0 → 140: drag 140 > 130 → the next page, 390.
        #expect(pages.target(original: 0, proposed: 140, velocity: 0) == 390)
        // 390 → 250: drag 140 > 130 backward → 0.
        #expect(pages.target(original: 390, proposed: 250, velocity: 0) == 0)
    }

    @Test func returnsToTheOriginalPageUnderAThird() {
        // 390 → 500: drag 110 ≤ 130 → back to 390 (whatever the velocity).
        #expect(pages.target(original: 390, proposed: 500, velocity: 800) == 390)
        // 390 → 300: drag 90 ≤ 130 → 390.
        #expect(pages.target(original: 390, proposed: 300) == 390)
    }

    @Test func exactlyAThirdDoesNotPage() {
        // "exceeds": 130 is not > 130; 131 is.
        #expect(pages.target(original: 0, proposed: 130) == 0)
        #expect(pages.target(original: 0, proposed: 131) == 390)
        #expect(pages.target(original: 390, proposed: 260) == 390)
        #expect(pages.target(original: 390, proposed: 259) == 0)
    }

    @Test func aLongFlingMovesOnePage() {
        // 0 → 1000 proposed: drag 1000 > 130, but paging moves one stop: 390.
        #expect(pages.target(original: 0, proposed: 1000, velocity: 9000) == 390)
        #expect(pages.target(original: 1000, proposed: 0, velocity: -9000) == 780)
        #expect(pages.target(original: 0, proposed: .infinity) == 390)
    }

    @Test func aGestureStartingMidPageCountsFromTheNearestPage() {
        // Seed version 2's flaw: a gesture starting before the last one settled. Original 500:
        // nearest page 390 (110 away, 780 is 280 away).
        // 500 → 640: drag 140 > 130 forward → 780.
        #expect(pages.target(original: 500, proposed: 640) == 780)
        // 500 → 600: drag 100 ≤ 130 → back to the original page 390, behind the gesture.
        #expect(pages.target(original: 500, proposed: 600) == 390)
        // 500 → 360: drag 140 > 130 backward → the stop before 390, 0. (The drag is measured
        // from the original offset, as the SPEC says, not from the page.)
        #expect(pages.target(original: 500, proposed: 360) == 0)
        // Original 600: nearest page 780 (180 away, 390 is 210 away). 600 → 650: drag 50 → 780.
        #expect(pages.target(original: 600, proposed: 650) == 780)
        // 600 → 550: backward from page 780 the next stop is 390, 390 away: threshold 130; drag
        // 50 → stays at 780, ahead of the backward gesture.
        #expect(pages.target(original: 600, proposed: 550) == 780)
        // Results are always stops. 612.5: page 780 (167.5 away; 390 is 222.5). Forward to 1000
        // (220, threshold 73.33…): 612.5 → 650.25 drags 37.75 → 780; → 777.25 drags 164.75 → 1000.
        #expect(pages.target(original: 612.5, proposed: 650.25) == 780)
        #expect(pages.target(original: 612.5, proposed: 777.25) == 1000)
    }

    @Test func theLastPartialPageUsesAThirdOfItsOwnLength() {
        // 780 → 1000 is 220: threshold 73.33…. Forward: drag 73 stays, 74 pages.
        #expect(pages.target(original: 780, proposed: 853) == 780)
        #expect(pages.target(original: 780, proposed: 854) == 1000)
        // Backward from the end: 1000 → 780 is 220 as well.
        #expect(pages.target(original: 1000, proposed: 927) == 1000)
        #expect(pages.target(original: 1000, proposed: 926) == 780)
        // On a full page the same drag of 74 is under 130 and does not page.
        #expect(pages.target(original: 390, proposed: 464) == 390)
    }

    @Test func staysAtTheEndsWhenThereIsNoNextStop() {
        // 0 → −200: nothing before 0 → 0. 1000 → 1300: nothing after 1000 → 1000.
        #expect(pages.target(original: 0, proposed: -200, velocity: -500) == 0)
        #expect(pages.target(original: 1000, proposed: 1300, velocity: 500) == 1000)
    }

    @Test func contentShorterThanTheContainerHasOnePage() {
        // SPEC section 4: content shorter than the container → stops [0], M = 0.
        let single = ScrollTargetSelector(stops: [0], maxOffset: 0, rule: .paging)
        #expect(single.target(original: 0, proposed: 50, velocity: 300) == 0)
        #expect(single.target(original: 0, proposed: -50, velocity: -300) == 0)
    }

    @Test func tiesForTheOriginalPageGoTowardZero() {
        // Original 195 is 195 from both 0 and 390: the original page is 0.
        // 195 → 300: drag 105 ≤ 130 → back to 0, not 390.
        #expect(pages.target(original: 195, proposed: 300) == 0)
        // 195 → 326: drag 131 > 130 → one page forward from 0 → 390.
        #expect(pages.target(original: 195, proposed: 326) == 390)
    }

    @Test func noDirectionReturnsTheNearestPage() {
        // proposed == original, velocity 0: the stop nearest to 500 → 390.
        #expect(pages.target(original: 500, proposed: 500, velocity: 0) == 390)
    }

    @Test func velocityAloneNeverPages() {
        // proposed == original: the direction comes from the velocity's sign (forward here), but
        // the drag is 0, which never exceeds a third of a page → the original page.
        #expect(pages.target(original: 390, proposed: 390, velocity: 2000) == 390)
        #expect(pages.target(original: 390, proposed: 390, velocity: -2000) == 390)
    }

    @Test func pagingIgnoresTheLimit() {
        // behavior paging with limit alwaysByFew(3): still one page at most (0 → 1000 gives 390).
        let container = TableContainer(id: "pager", axis: .horizontal, maxOffset: 1000, behavior: .paging, limit: .alwaysByFew(3), stops: [0, 390, 780, 1000], anchors: [])
        #expect(container.settle(original: 0, proposed: 1000, velocity: 4000) == 390)
        #expect(ScrollTargetSelector(container).rule == .paging)
    }
}
