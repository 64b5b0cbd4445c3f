import SnaplineRuntime
import Testing

/// The generated API of every example, used as an app would: typed lookups, stops, target
/// selection, the anchor loop. The expected numbers are worked out by hand in each example's
/// comment (`examples/<name>.scene.yaml`) and here.
@Suite struct ExampleScrollTests {
    /// The offset of the anchor's own container, or nil.
    private func own<A, P, V>(_ lookup: (A, P, V) -> TargetOffset?, _ anchor: A, _ point: P, _ viewport: V) -> Double? {
        lookup(anchor, point, viewport)?.offset
    }

    // MARK: auto-reveal (seed 003): a timer scrolls to the next letter, wrapping around

    @Test func autoRevealLoopVisitsEveryLetterAndWraps() {
        var current: AutoReveal.Anchor? = nil
        var visited: [AutoReveal.Anchor] = []
        for _ in 0 ..< 27 {
            // The seed's scrollToNext: start at the first id, else the next one, wrapping at the end.
            current = current?.next ?? AutoReveal.Anchor.allCases.first
            if let current { visited.append(current) }
        }
        #expect(visited.count == 27)
        #expect(visited.first == .a && visited[25] == .z && visited[26] == .a)
        #expect(Set(visited).count == 26)
        #expect(AutoReveal.Anchor.a.previous == .z)
        #expect(AutoReveal.Anchor.z.next == .a)
        #expect(AutoReveal.Anchor.m.previous == .l)
    }

    @Test func autoRevealOffsetsStopMovingAtTheEndOfTheContent() throws {
        // 26 rows of 66 in 1080 with 60 pt margins: range 0...756; letter k has raw 66k.
        let offsets = try AutoReveal.Anchor.allCases.map { letter in
            try #require(AutoReveal.offset(of: letter, anchor: .top, in: .tv))
        }
        for (k, offset) in offsets.enumerated() {
            #expect(offset.innermost.raw == Double(66 * k))
            #expect(offset.offset == min(Double(66 * k), 756))
            #expect(offset.container == AutoReveal.Container.reveal.rawValue)
        }
        #expect(offsets[11].offset == 726)  // l
        #expect(offsets[12].offset == 756 && offsets[12].innermost.raw == 792)  // m, clamped
        // From m to z every tick asks for the same offset: the list does not move.
        #expect(Set(offsets[12...].map(\.offset)) == [756])
        #expect(AutoReveal.container(.reveal, in: .tv).maxOffset == 756)
    }

    // MARK: incomplete-form: scroll to the first section still to fill in, below a bar

    @Test func incompleteFormScrollsBelowTheNavigationBar() {
        #expect(own(IncompleteForm.offset, .sectionSide, .top, .phone) == 272)
        #expect(own(IncompleteForm.offset, .sectionSide, .incomplete, .phone) == 260)
        #expect(IncompleteForm.offset(of: .sectionDrink, anchor: .top, in: .phone)?.innermost == ChainLink(container: "form", offset: 452, raw: 596))
        #expect(IncompleteForm.target(of: .sectionSide, anchor: .incomplete, in: .phone)?.extraY == -12)
        #expect(IncompleteForm.AnchorPoint.allCases == [.top, .incomplete])
        // The form does not snap: a gesture rests where it was going, within the range.
        #expect(IncompleteForm.stops(of: .form, in: .phone).isEmpty)
        #expect(IncompleteForm.settle(.form, in: .phone, original: 0, proposed: 333.5) == 333.5)
        #expect(IncompleteForm.settle(.form, in: .phone, original: 0, proposed: 9000) == 452)
    }

    // MARK: logo-list (seed 000): ten padded logos; "scroll to top" and beyond

    @Test func logoListTopsAreMultiplesOf235UpToTheEnd() {
        let logos: [LogoList.Anchor] = [.logo0, .logo1, .logo2, .logo3, .logo4, .logo5, .logo6, .logo7, .logo8, .logo9]
        for (i, logo) in logos.enumerated() {
            #expect(own(LogoList.offset, logo, .top, .phone) == min(235 * Double(i), 1556), "\(logo)")
        }
        #expect(own(LogoList.offset, .logo6, .top, .phone) == 1410)
        #expect(LogoList.Anchor(rawValue: "logo-3-image") == .logo3Image)
        #expect(LogoList.Anchor.logo0.next == .logo0Image)
        #expect(own(LogoList.offset, .scrollToTop, .top, .phone) == 1556)
    }

    // MARK: nested-shelves: a card in a shelf in a page: two offsets per target

    @Test func nestedShelvesScrollBothContainers() throws {
        let card35 = try #require(NestedShelves.offset(of: .card3_5, anchor: .center, in: .phone))
        #expect(card35.chain == [ChainLink(container: "shelf-3", offset: 706, raw: 706), ChainLink(container: "home", offset: 296, raw: 296)])
        let card57 = try #require(NestedShelves.offset(of: .card5_7, anchor: .center, in: .phone))
        #expect(card57.chain == [ChainLink(container: "shelf-5", offset: 926, raw: 1030), ChainLink(container: "home", offset: 388, raw: 704)])
        #expect(card57.offset(for: NestedShelves.Container.home.rawValue) == 388)
        #expect(NestedShelves.container(.shelf5, in: .phone).parent == "home")
    }

    @Test func nestedShelvesSwipeOneCardAtATime() {
        // Cards 150 wide, 12 apart, after a 16 pt margin: card i rests at 162i, clamped to 926.
        #expect(NestedShelves.stops(of: .shelf2, in: .phone) == [0, 162, 324, 486, 648, 810, 926])
        let shelf = NestedShelves.selector(for: .shelf2, in: .phone)
        #expect(shelf.rule == .limited(1))
        #expect(shelf.target(original: 162, proposed: 900) == 324)  // a fling moves one card
        #expect(shelf.target(original: 162, proposed: 170) == 162)
        #expect(shelf.target(original: 810, proposed: 700, velocity: -3) == 648)
        #expect(NestedShelves.settle(.home, in: .phone, original: 0, proposed: 120) == 120)
    }

    // MARK: paging-carousel (seed 002): pages a third of the screen wide, last page partial

    @Test func pagingCarouselStopsInEveryViewport() {
        #expect(PagingCarousel.stops(of: .pages, in: .portrait) == [0, 390, 780, 910])
        #expect(PagingCarousel.stops(of: .pages, in: .portraitRtl) == [0, 130, 520, 910])
        let landscape = PagingCarousel.stops(of: .pages, in: .landscape)
        #expect(landscape == [0, 844, 1688, 1969.3333333333335])
        #expect(abs(landscape[3] - (10 * 844 / 3 - 844)) < 1e-9)
        #expect(PagingCarousel.container(.pages, in: .portraitRtl).initialOffset == 910)
    }

    @Test func pagingCarouselSettlesByAThirdOfThePage() {
        let pages = PagingCarousel.selector(for: .pages, in: .portrait)
        #expect(pages.target(original: 0, proposed: 140) == 390)  // 140 > 390 / 3
        #expect(pages.target(original: 0, proposed: 120) == 0)
        #expect(pages.target(original: 390, proposed: 300, velocity: 0) == 390)  // zero velocity, short drag
        // The last, partial page is 130 long: a third of it (43.3) is enough.
        #expect(pages.target(original: 780, proposed: 830) == 910)
        #expect(pages.target(original: 780, proposed: 820) == 780)
        // Right to left starts at the end; pages count from there.
        let rtl = PagingCarousel.selector(for: .pages, in: .portraitRtl)
        #expect(rtl.target(original: 910, proposed: 850) == 910)
        #expect(rtl.target(original: 910, proposed: 700) == 520)
        #expect(own(PagingCarousel.offset, .page0, .leading, .portraitRtl) == 910)
        #expect(own(PagingCarousel.offset, .page3, .leading, .portrait) == 390)
    }

    // MARK: photo-pager: one photo per page in portrait, two in landscape, four on an iPad

    @Test func photoPagerPagesHoldOneTwoOrFourPhotos() {
        #expect(PhotoPager.stops(of: .pager, in: .phone) == (0 ... 11).map { Double($0) * 390 })
        #expect(PhotoPager.stops(of: .pager, in: .phoneLandscape) == [0, 844, 1688, 2532, 3376, 4220])
        #expect(PhotoPager.stops(of: .pager, in: .ipad) == [0, 1024, 2048])
        // photo-5 starts at 5 photo widths: 5 · 390, 5 · 422, 5 · 256.
        #expect(own(PhotoPager.offset, .photo5, .leading, .phone) == 1950)
        #expect(own(PhotoPager.offset, .photo5, .leading, .phoneLandscape) == 2110)
        #expect(own(PhotoPager.offset, .photo5, .leading, .ipad) == 1280)
        #expect(PhotoPager.container(.pager, in: .ipad).maxOffset == 2048)
    }

    @Test func photoPagerSwipesOnePageOfItsViewport() {
        // A 200-point swipe from the first page is more than a third of the phone's page (130) but
        // less than a third of 844 (281.3) or 1024 (341.3): the phone moves a page, the others stay.
        // 356 and 376 points are more than a third: one page on.
        #expect(PhotoPager.selector(for: .pager, in: .phone).target(original: 0, proposed: 200) == 390)
        #expect(PhotoPager.selector(for: .pager, in: .phoneLandscape).target(original: 0, proposed: 200) == 0)
        #expect(PhotoPager.selector(for: .pager, in: .ipad).target(original: 0, proposed: 200) == 0)
        #expect(PhotoPager.selector(for: .pager, in: .phoneLandscape).target(original: 844, proposed: 1200) == 1688)
        #expect(PhotoPager.selector(for: .pager, in: .ipad).target(original: 1024, proposed: 1400) == 2048)
    }

    // MARK: rtl-gallery: centered photos in both directions

    @Test func rtlGalleryMirrorsTheSameStops() {
        let stops: [Double] = [0, 257, 549, 841, 1133, 1390]
        #expect(RTLGallery.stops(of: .gallery, in: .phone) == stops)
        #expect(RTLGallery.stops(of: .gallery, in: .phoneRtl) == stops)
        #expect(own(RTLGallery.offset, .photo1, .center, .phone) == 257)
        #expect(own(RTLGallery.offset, .photo1, .center, .phoneRtl) == 1133)
        #expect(own(RTLGallery.offset, .photo0, .leading, .phone) == 0)
        #expect(own(RTLGallery.offset, .photo0, .leading, .phoneRtl) == 1390)
        #expect(RTLGallery.settle(.gallery, in: .phoneRtl, original: 1390, proposed: 200) == 1133)
        #expect(RTLGallery.container(.gallery, in: .phone).snapAlign == .center)
    }

    // MARK: store-menu (seed 000): a category bar linked to the menu

    @Test func storeMenuScrollsTheMenuAndTheBar() {
        #expect(StoreMenu.offset(of: .section7, anchor: .top, in: .phone)?.innermost == ChainLink(container: "menu", offset: 2600, raw: 2984))
        #expect(own(StoreMenu.offset, .section1, .top, .phone) == 440)
        // category i is at 16 + 112i; centered in the 358 pt between the margins: 112i - 127.
        #expect(own(StoreMenu.offset, .category3, .center, .phone) == 209)
        #expect(own(StoreMenu.offset, .category0, .center, .phone) == 0)
        // Categories have only `center`, sections only `top` (the scene's default).
        #expect(StoreMenu.offset(of: .category3, anchor: .top, in: .phone) == nil)
        #expect(StoreMenu.offset(of: .section3, anchor: .center, in: .phone) == nil)
        #expect(StoreMenu.stops(of: .categories, in: .phone) == [0, 112, 224, 336, 448, 530])
        #expect(StoreMenu.stops(of: .categories, in: .phoneRtl) == [0, 82, 194, 306, 418, 530])
        #expect(StoreMenu.settle(.categories, in: .phone, original: 112, proposed: 400) == 224)
        #expect(StoreMenu.Viewport.phoneLandscape.rawValue == "phone-landscape")
        #expect(StoreMenu.viewport(.phoneRtl).isRightToLeft)
    }

    @Test func everyTypedLookupAgreesWithTheStringLookup() {
        for viewport in StoreMenu.Viewport.allCases {
            let table = StoreMenu.viewport(viewport)
            for anchor in StoreMenu.Anchor.allCases {
                for point in StoreMenu.AnchorPoint.allCases {
                    #expect(StoreMenu.offset(of: anchor, anchor: point, in: viewport) == table.offset(of: anchor.rawValue, anchor: point.rawValue))
                }
            }
        }
        #expect(StoreMenu.Anchor.allCases.count == 48)
        #expect(StoreMenu.Anchor.allCases.map(\.position) == Array(0 ..< 48))
    }
}
