import SnaplineCore
import SnaplineRuntime
import SnaplineTestSupport
import Testing

/// Content that changes, through the generated Swift: the calls an app makes, with numbers worked
/// out by hand from the scenes' comments (`content-chat.scene.yaml`, `content-menu.scene.yaml`).
@Suite struct LiveContentConsumerTests {
    static let phone = ViewportDescription(width: 390, height: 844, name: "phone")

    /// Twenty messages of 60 (the previews, not known): msg-{i} starts at 8 + 68 i, M = 524.
    static func chat() throws -> ContentLayout<Chat> {
        try Chat.layout(for: phone, content: Chat.Content(messages: Array(repeating: .init(bubbleHeight: nil), count: 20)))
    }

    @Test func theCallsOfAnAppWithAChat() throws {
        var live = try Self.chat()
        #expect(live.container(.thread)?.maxOffset == 524)
        // At its newest message (the initial offset, M), the thread follows it: M grows by 80.
        let o1 = try live.update(.measure(.bubbleHeight(i: 13), 140), keeping: .thread, at: 524)
        #expect(o1 == 604)
        #expect(live.container(.thread)?.maxOffset == 604)
        // Three unknown messages above: the band's bottom (initialAnchor) was in msg-13 at 100 + 844
        // = 944 (msg-13 spans 892 ..< 1032 now); it becomes msg-16, 3 * 68 lower.
        let o2 = try live.update(.insert(3, at: 0, in: .messages), keeping: .thread, at: 100)
        #expect(o2 == 100 + 204)
        #expect(live.id(of: .msg(i: 22)) == "msg-22")
        #expect(live.offset(of: .msg(i: 16), anchor: .top)?.innermost.raw == Double(8 + 68 * 16))
        // One message given with its height, at the start: 64 + 8 more above.
        let o3 = try live.update(.insert([.init(bubbleHeight: 64)], at: 0, in: .messages), keeping: .thread, at: o2)
        #expect(o3 == o2 + 72)
        // Two removed above msg-17 (now the one under the band's bottom): it moves up by 2 * 68.
        let o4 = try live.update(.remove(2, at: 4, in: .messages), keeping: .thread, at: o3)
        #expect(o4 == o3 - 136)
        #expect(live.typedContent.messages.count == 22)
        // The scroll spy: the message at the band's bottom, and at its top.
        let hit = live.anchor(at: o4, in: .thread, family: .msg, unitPoint: .bottom)
        #expect(hit?.id == "msg-15" && hit?.indices == [15])
        #expect(live.anchor(at: 0, in: .thread, family: .msg)?.indices == [0])
        // Run-time anchors carry their frames: msg-1 sits under msg-0 (64) and the spacing.
        #expect(live.container(.thread)?.anchors[1].frame == Rect(x: 8, y: 80, width: 374, height: 60))
        // After the updates, the layout is a fresh layout of the content it now has.
        #expect(live.json == (try Chat.layout(for: Self.phone, content: live.typedContent)).json)
    }

    @Test func invalidUpdatesThrowAndChangeNothing() throws {
        var live = try Self.chat()
        let before = live.json
        #expect(throws: LayoutFailure.self) { try live.update(.measure(.bubbleHeight(i: 20), 10), keeping: .thread, at: 0) }
        #expect(throws: LayoutFailure.self) { try live.update(.measure(.bubbleHeight(i: 3), -1), keeping: .thread, at: 0) }
        #expect(throws: LayoutFailure.self) { try live.update(.measure(.bubbleHeight(i: 3), .nan), keeping: .thread, at: 0) }
        #expect(throws: LayoutFailure.self) { try live.update(.insert(1, at: 21, in: .messages), keeping: .thread, at: 0) }
        #expect(throws: LayoutFailure.self) { try live.update(.insert(-1, at: 0, in: .messages), keeping: .thread, at: 0) }
        #expect(throws: LayoutFailure.self) { try live.update(.remove(2, at: 19, in: .messages), keeping: .thread, at: 0) }
        #expect(throws: LayoutFailure.self) { try live.update(.measure(.bubbleHeight(i: 3), 90), keeping: .thread, at: 525) }
        #expect(throws: LayoutFailure.self) { try live.update(.measure(.bubbleHeight(i: 3), 90), keeping: .thread, at: -1) }
        #expect(live.json == before)
    }

    /// A measured length set back to not known, and the bounds it then has again.
    @Test func boundsFromTheEstimates() throws {
        var live = try Self.chat()
        // msg-7's top: 8 + 68 * 7 = 484 now; with every bubble at 40, M = 968 - 844 = 124 clamps
        // 8 + 48 * 7 = 344; at 400, 8 + 408 * 7 = 2864.
        let steps = try #require(live.bounds(of: .msg(i: 7), anchor: .top))
        #expect(steps == [TargetBounds(container: "thread", offset: 484, lo: 124, hi: 2864)])
        try live.update(.replace(Chat.Content(messages: (0 ..< 20).map { _ in .init(bubbleHeight: 50) })))
        let exact = try #require(live.bounds(of: .msg(i: 3), anchor: .top))
        #expect(exact == [TargetBounds(container: "thread", offset: 8 + 58 * 3, lo: 8 + 58 * 3, hi: 8 + 58 * 3)])
        try live.update(.measure(.bubbleHeight(i: 2), nil))
        let one = try #require(live.bounds(of: .msg(i: 7), anchor: .top)?.first)
        // Only msg-2 is estimated (60 now): msg-7's top is 8 + 58 * 7 + 10 = 424, clamped to M =
        // 1178 - 844 = 334. With msg-2 at 40: M = 314 clamps 404; at 400: M = 1518 - 844 = 674
        // clamps 764.
        #expect(one == TargetBounds(container: "thread", offset: 334, lo: 314, hi: 674))
        #expect(live.bounds(of: .msg(i: 20), anchor: .top) == nil)
    }

    /// The issue of a store menu: the dish heights of one section, with the scene's index names.
    @Test func aNestedRepeat() throws {
        let content = Menu.Content(chips: [], sections: (0 ..< 3).map { _ in .init(titleHeight: 28, dishes: (0 ..< 6).map { _ in .init(dishHeight: nil) }) })
        var live = try Menu.layout(for: Self.phone, content: content)
        let o5 = try live.update(.measure(.dishHeight(s: 2, i: 5), 96), keeping: .menu, at: 0)
        #expect(o5 == 0)
        let top = try #require(live.offset(of: .section(s: 1), anchor: .top)?.innermost.offset)
        // One dish at the start of section 0 (a 96 estimate and 12 of spacing) above the band's
        // top at section 1's top moves it by 108.
        let o6 = try live.update(.insert(1, at: 0, in: .dishes(s: 0)), keeping: .menu, at: top)
        #expect(o6 == top + 108)
        #expect(live.anchor(at: o6, in: .menu, family: .section)?.indices == [1])
        #expect(live.typedContent.sections[0].dishes.count == 7)
    }
}

/// The store menu's two linked containers, both ways, with the real menu of
/// `examples/store-menu.content.json`.
@Suite struct LinkedBarTests {
    static func menu() throws -> ContentLayout<StoreMenu> {
        let bytes = try FileIO.read(Repository.url("examples/store-menu.content.json").path)
        return try StoreMenu.layout(for: ViewportDescription(width: 390, height: 844), content: StoreMenu.Content(json: bytes))
    }

    /// Tapping category i scrolls the menu to section i; scrolling the menu to any offset in
    /// section i makes the bar show category i.
    @Test func bothDirections() throws {
        let live = try Self.menu()
        let menu = try #require(live.container(.menu))
        for i in 0 ..< 6 {
            // Bar to menu: the section's top.
            let top = try #require(live.offset(of: .section(i: i), anchor: .top)?.offset)
            // Menu to bar: at that offset the section found is i (or, near the end, where the
            // menu cannot scroll that far, the section that reaches the band's top).
            let hit = try #require(live.anchor(at: top, in: .menu, family: .section))
            if top < menu.maxOffset { #expect(hit.indices == [i] && hit.id == "section-\(i)") }
            let center = try #require(live.offset(of: .category(i: hit.indices[0]), anchor: .center))
            #expect(center.offset >= 0 && center.offset <= (live.container(.categories)?.maxOffset ?? -1))
        }
        // By hand: section 0 (a title of 28, four dishes of 112 + 136 + 112 + 160, 12 between)
        // is 596 tall from 16, so section 1 starts 24 later at 636. Half a point before counts.
        #expect(live.anchor(at: 635.5, in: .menu, family: .section)?.indices == [1])
        #expect(live.anchor(at: 635.4, in: .menu, family: .section)?.indices == [0])
        #expect(live.offset(of: .section(i: 1), anchor: .top)?.innermost.raw == 636)
    }
}
