import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// `paging-cuts-item`, with the numbers worked out by hand in each test.
@Suite struct PagingCutsItemTests {
    /// Cards 300 wide plus 8 spacing: a stride of 308, content 10·300 + 9·8 = 3072.
    /// Portrait (390): M = 2682, inner stops 390, 780, …, 2340, each inside a card (6 cases);
    /// page 2 starts at 390, 82 into `card-1` (308…608). Landscape (844): M = 2228, inner stops
    /// 844 (228 into `card-2`, 616…916) and 1688 (148 into `card-5`): 2 cases.
    @Test func pagesCutCardsInEveryViewport() {
        expectWarning(pagingScene(width: "300", spacing: 8), .pagingCutsItem, containing: [
            "page 2 of `pages` starts 82 pt into `card-1` in viewport `portrait`",
            "pages are 390 pt, items 300 pt plus 8 spacing",
            "`spacing: 0`",
            "(7 more cases, also in viewport `landscape`; the worst: page 3, 148 pt into `card-5` in `landscape`)",
        ])
    }

    /// The worst of the other cases is the page edge furthest from both edges of the card it
    /// cuts, min(into, 300 - into): portrait pages 3 to 7 cut at 164 (136), 246 (54), 20 (20),
    /// 102 (102) and 184 (116) into their cards, landscape pages 2 and 3 at 228 (72) and 148
    /// (148 of 152): landscape's page 3 is the worst. Alone in its viewport, landscape's first
    /// case names its one other page.
    @Test func theMoreCasesLineNamesTheWorst() {
        let warnings = lintDiagnostics(MarkedText(pagingScene(width: "300", spacing: 8)).text)
        let paging = warnings.filter { $0.code == .pagingCutsItem }
        #expect(paging.count == 1)
        #expect(paging.first?.message.hasSuffix("(7 more cases, also in viewport `landscape`; the worst: page 3, 148 pt into `card-5` in `landscape`)") == true, "\(paging)")
    }

    /// Page 2 (390) of 300-pt cards without spacing is 90 into `card-1` (300…600): short of its
    /// middle, so only `card-1` is named. Cards of 352: 390 is 38 into `card-1` (352…704). Cards
    /// of 230: 390 is 160 into `card-1` (230…460), past its middle (115): 70 pt before `card-2`.
    @Test func pastTheMiddleTheNextItemIsNamedToo() {
        expectWarning(PagingCutCauseTests.pager("", width: "230"), .pagingCutsItem, containing: [
            "page 2 of `pages` starts 160 pt into `card-1`, 70 pt before `card-2`, in viewport `phone`",
        ])
        let short = lintDiagnostics(MarkedText(PagingCutCauseTests.pager("", width: "300")).text).first { $0.code == .pagingCutsItem }
        #expect(short?.message.hasPrefix("page 2 of `pages` starts 90 pt into `card-1` in viewport `phone`") == true, "\(String(describing: short))")
    }

    /// Every cause's message is short: about 230 characters, 320 with the "more cases" tail (they
    /// were about 500 before the fixes were cut to one clause).
    @Test func messagesAreShort() {
        for scene in [PagingCutCauseTests.pager("  padding: {horizontal: 16}"), PagingCutCauseTests.pager("", width: "500"), PagingCutCauseTests.pager("  spacing: 16", width: "{count: 3}"), pagingScene(width: "390")] {
            let message: String = lintDiagnostics(MarkedText(scene).text).first { $0.code == .pagingCutsItem }?.message ?? ""
            #expect(!message.isEmpty && message.count <= 320, "\(message.count): \(message)")
        }
    }

    /// Portrait pages are whole cards (390 = 390); landscape (844) is not: content 3900, M = 3056,
    /// inner stops 844 (64 into `card-2`, 780…1170), 1688 (128 into `card-4`) and 2532 (192 into
    /// `card-6`). The first case is in the landscape viewport.
    @Test func theLandscapeBug() {
        expectWarning(pagingScene(width: "390"), .pagingCutsItem, containing: [
            "page 2 of `pages` starts 64 pt into `card-2` in viewport `landscape`",
            "pages are 844 pt, items 390 pt;",
            "`width: {count: 2}`",
            "(2 more cases in the same viewport; the worst: page 4, 192 pt into `card-6`)",
        ])
    }

    @Test func pagesAThirdOfThePageWideAreSilent() {
        expectSilent(pagingScene(width: "{count: 3}"), .pagingCutsItem)
    }

    /// Five half-page items: stops 0, P and M = 1.5·P; the last page is partial and ends at M.
    @Test func aPartialLastPageIsSilent() {
        expectSilent(pagingScene(width: "{count: 2}", count: 5), .pagingCutsItem)
    }

    /// Right to left, pages count from the right (initial offset M = 2682 in portrait): page 2 is
    /// the stop 2292, whose leading (right) edge is 2292 + 390 = 2682; `card-1` spans 2464…2764,
    /// so the page starts 2764 − 2682 = 82 into it, as in left to right.
    @Test func rightToLeftCountsFromTheRight() {
        expectWarning(pagingScene(width: "300", spacing: 8, rtl: true), .pagingCutsItem, containing: [
            "page 2 of `pages` starts 82 pt into `card-1` in viewport `portrait`",
            "(7 more cases, also in viewport `landscape`; the worst: page 3, 148 pt into `card-5` in `landscape`)",
        ])
    }

    @Test func rightToLeftWholePagesAreSilent() {
        expectSilent(pagingScene(width: "{count: 3}", rtl: true), .pagingCutsItem)
        expectSilent(pagingScene(width: "{count: 2}", count: 5, rtl: true), .pagingCutsItem)
    }

    /// A container with no targets uses the children of its content stack; vertical pages of 844
    /// over rows 500 high: page 2 starts 344 into `row-1` (500…1000).
    @Test func contentStackChildrenWhenThereAreNoTargets() {
        expectWarning("""
            scene: Rows
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: feed
              behavior: 1️⃣paging
              content:
                vstack:
                children:
                  - repeat: 6
                    item: "row-{i}"
                    height: 500
            """, .pagingCutsItem, containing: ["page 2 of `feed` starts 344 pt into `row-1`, 156 pt before `row-2`, in viewport `phone`", "`height: {count: 2}`"])
    }

    @Test func scrollPaddingMovesThePageEdge() {
        // Page = 390 − 2·15 = 360; items {count: 1} are 360 wide, and each page's leading edge
        // (stop + 15) is an item's leading edge (15 + k·360 with padding 15): silent.
        expectSilent("""
            scene: Padded
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: pages
              axis: horizontal
              behavior: paging
              contentMargins: {horizontal: 15}
              children:
                - repeat: 5
                  item: "p-{i}"
                  width: {count: 1}
            """, .pagingCutsItem)
    }
}

/// The fix `paging-cuts-item` suggests names the cause: drift (item plus spacing does not divide
/// the page), a constant offset (padding not matched by scroll padding), or a target longer than
/// a page. Numbers by hand in each test.
@Suite struct PagingCutCauseTests {
    static func pager(_ extra: String, width: String = "{count: 1}", rtl: Bool = false) -> String {
        """
        scene: Pager
        viewports: [{name: phone, width: 390, height: 844\(rtl ? ", layoutDirection: rightToLeft" : "")}]
        root:
          scroll: pages
          axis: horizontal
          behavior: 1️⃣paging
        \(extra)
          children:
            - repeat: 10
              item: "card-{i}"
              width: \(width)
        """
    }

    /// Padding 16 on both sides, no scroll padding: pages are 390, cards 390 (a whole page) at
    /// 16 + 390k. Page 2's edge (390) is 374 into `card-0` (16...406), and so on for every page:
    /// a scroll padding of (0 - 374) mod 390 = 16 puts each edge on a card.
    @Test func paddingWithoutScrollPaddingIsAConstantOffset() {
        expectWarning(Self.pager("  padding: {horizontal: 16}"), .pagingCutsItem, containing: [
            "page 2 of `pages` starts 374 pt into `card-0`, 16 pt before `card-1`, in viewport `phone`",
            "pages are 390 pt, items 390 pt; the items start at 16 pt, the scroll padding is 0 pt",
            "`scrollPadding: {leading: 16}`", "`contentMargins`",
        ])
    }

    /// The reverse (the report's pager): scroll padding 16 on both sides, no padding: pages are
    /// 390 - 32 = 358, cards 358 at 358k; page 2's edge is 358 + 16 = 374, 16 into `card-1`
    /// (358...716): the scroll padding that fits is (16 - 16) mod 358 = 0.
    @Test func scrollPaddingWithoutPaddingIsAConstantOffset() {
        expectWarning(Self.pager("  scrollPadding: {horizontal: 16}"), .pagingCutsItem, containing: [
            "page 2 of `pages` starts 16 pt into `card-1` in viewport `phone`",
            "pages are 358 pt, items 358 pt; the items start at 0 pt, the scroll padding is 16 pt",
            "`scrollPadding: {leading: 0}`",
        ])
    }

    /// Right to left with scroll padding only: the same numbers from the right (page 2's leading,
    /// right edge is 16 pt past `card-1`'s right edge).
    @Test func rightToLeftScrollPaddingOnly() {
        expectWarning(Self.pager("  scrollPadding: {horizontal: 16}", rtl: true), .pagingCutsItem, containing: [
            "page 2 of `pages` starts 16 pt into `card-1` in viewport `phone`",
            "the items start at 0 pt", "`scrollPadding: {leading: 0}`",
        ])
    }

    /// Cards 500 wide in 390 pt pages: page 2 (390) is 390 into `card-0` (0...500).
    @Test func aTargetLongerThanThePage() {
        expectWarning(Self.pager("", width: "500"), .pagingCutsItem, containing: [
            "page 2 of `pages` starts 390 pt into `card-0`, 110 pt before `card-1`, in viewport `phone`",
            "pages are 390 pt, items 500 pt; items longer than a page",
            "`width: {count: 1}`", "`behavior: viewAligned`",
        ])
    }

    /// `{count: 3}` with spacing 16: cards 130 at 146k, page 2 (390) is 98 into `card-2`
    /// (292...422): 3 x 146 = 438 is not 390, so it drifts; the hint points at the recipe.
    @Test func spacingWithCountStillDrifts() {
        expectWarning(Self.pager("  spacing: 16", width: "{count: 3}"), .pagingCutsItem, containing: [
            "page 2 of `pages` starts 98 pt into `card-2`, 48 pt before `card-3`, in viewport `phone`",
            "pages are 390 pt, items 130 pt plus 16 spacing; spacing makes them drift",
            "`width: {count: 3}`, `spacing: 0`, the gap inside each",
        ])
    }

    @Test func causesFromLengths() {
        #expect(PagingCutCause(pageLength: 358, targetLength: 358, spacing: 0) == .constantOffset(perPage: 1))
        #expect(PagingCutCause(pageLength: 390, targetLength: 122, spacing: 8) == .constantOffset(perPage: 3))
        #expect(PagingCutCause(pageLength: 390, targetLength: 130, spacing: 16) == .drift(count: 3))
        #expect(PagingCutCause(pageLength: 390, targetLength: 390.6, spacing: 0) == .oversized)
        #expect(PagingCutCause(pageLength: 390, targetLength: 390.4, spacing: 0) == .constantOffset(perPage: 1))
    }
}
