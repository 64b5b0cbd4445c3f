import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SnaplineCore

/// Pictures of what a device does to the screen: the safe area and the keyboard as covered
/// bands, containers grown through them with the insets as padding, and pinned headers where
/// they stick. Numbers by hand, then the whole file against a golden copy in `RenderFixtures/`
/// (re-record with `SNAPLINE_RECORD=1 swift test --filter RenderDeviceTests`).
@Suite struct RenderDeviceTests {
    static let directory = RenderGoldenTests.directory

    func render(_ name: String, at: (String, String)? = nil, golden: String? = nil) throws -> (svg: String, xml: SVGElements) {
        let laidOut = try LaidOutScene(path: Self.directory.appendingPathComponent(name + ".scene.yaml").path)
        var options = RenderOptions()
        if let at { options.focus = try laidOut.focus(at.0, at.1) }
        let svg = laidOut.picture(0, options: options)
        #expect(svg == laidOut.picture(0, options: options), "the same input draws the same bytes")
        try GoldenText.compare(svg, with: Self.directory.appendingPathComponent((golden ?? name) + ".svg"))
        return (svg, try SVGElements(svg))
    }

    func title(_ xml: SVGElements, _ cls: String, _ id: String) -> String? {
        xml.elements(cls, id).first.flatMap { ($0.children?.first as? XMLElement)?.stringValue }
    }

    /// iPhone 15 in landscape (852 x 393): the notch's 59 on each side and 21 at the bottom.
    @Test func landscapePagerWithNotchInsets() throws {
        let (svg, xml) = try render("landscape-pager")
        // Side bands between the top (0) and the bottom band: 393 - 21 = 372 tall.
        #expect(try xml.rect("covered", "landscape/leading safe area") == [0, 0, 59, 372])
        #expect(try xml.rect("covered", "landscape/trailing safe area") == [793, 0, 59, 372])
        #expect(try xml.rect("covered", "landscape/bottom safe area") == [0, 372, 852, 21])
        #expect(xml.elements("covered", "landscape/top safe area").isEmpty && xml.elements("kbd", "landscape/keyboard").isEmpty)
        #expect(title(xml, "covered", "landscape/leading safe area") == "leading safe area 59 pt\nthe safe rect: x 59, y 0, 734 \u{00D7} 372")
        // The pager sat in the safe rect (59, 0, 734 x 372) and grew to the whole screen.
        #expect(try xml.rect("window", "photos") == [0, 0, 852, 393])
        // Photos are the screen less the insets, 734 wide, from x 59; content 59 + 3 * 734 + 59.
        #expect(try xml.rect("content", "photos") == [0, 0, 2320, 393])
        #expect(try xml.rect("item", "photo-0") == [59, 0, 734, 372])
        // The insets it took are padding: 59 left and right, 21 at the bottom (drawn faded whole
        // and again in view).
        let pads = Set(xml.elements("pad", "photos").map(xml.rect))
        #expect(pads == [[0, 0, 59, 393], [2261, 0, 59, 393], [0, 372, 2320, 21]])
        #expect(title(xml, "pad", "photos")?.hasSuffix("(with the safe area's bottom 21, left 59, right 59)") == true)
        // Pages of the screen's 852: 0, 852, then M = 2320 - 852 = 1468.
        #expect((0 ..< 3).map { k in xml.elements("tick", "photos/stop/\(k)").first.flatMap { xml.attribute($0, "d") } } == ["M0 -8L0 4", "M852 -8L852 4", "M1468 -8L1468 4"])
        #expect(svg.contains(".covered{"), "the styles of the bands")
    }

    /// iPhone 15 with a 336 keyboard: the keyboard covers the home indicator's 34.
    @Test func formWithAKeyboard() throws {
        let (_, xml) = try render("keyboard-form")
        #expect(try xml.rect("covered", "typing/top safe area") == [0, 0, 393, 59])
        // From the bottom of the screen: 852 - 336 = 516.
        #expect(try xml.rect("kbd", "typing/keyboard") == [0, 516, 393, 336])
        #expect(title(xml, "kbd", "typing/keyboard") == "keyboard 336 pt, over the bottom safe area (34 pt)\nthe safe rect: x 0, y 59, 393 \u{00D7} 457")
        #expect(xml.elements("covered", "typing/bottom safe area").isEmpty, "under the keyboard")
        // The form grew over the status bar and the keyboard: its padding is 59 on top and 336
        // at the bottom, so the content is 59 + 6 * 88 + 5 * 8 + 336 = 963 and M = 111.
        #expect(try xml.rect("window", "form") == [0, 0, 393, 852])
        #expect(try xml.rect("content", "form") == [0, 0, 393, 963])
        #expect(Set(xml.elements("pad", "form").map(xml.rect)) == [[0, 0, 393, 59], [0, 627, 393, 336], [0, 0, 16, 963], [377, 0, 16, 963]])
        #expect(try xml.rect("item", "field-0") == [16, 59, 361, 88])
        let subtitle = xml.all.filter { xml.attribute($0, "class") == "subtitle" }.map(\.stringValue)
        #expect(subtitle == ["safe area top 59, bottom 34 \u{00B7} keyboard 336 (shaded)"])
    }

    /// The menu (iPhone 15: grown by 59 on top and 34 at the bottom) has sections of a 44 title
    /// and four dishes of 120: section-k spans 59 + 524k to 583 + 524k.
    @Test func pinnedHeadersAtRest() throws {
        let (_, xml) = try render("pinned-menu")
        // At offset 0 title-0 is where it was laid out, just under the status bar.
        #expect(try xml.rect("item", "title-0") == [0, 59, 393, 44])
        #expect(try xml.rect("pin", "title-0/pin") == [0, 59, 393, 44])
        #expect(try xml.rect("item", "title-1") == [0, 583, 393, 44])
        // Each header is drawn after its section's dishes, in a group the simulator moves: a
        // backdrop hiding what it covers, its box, its outline and its label.
        let groups = xml.all.filter { xml.attribute($0, "data-id") == "title-0/pinned" && xml.attribute($0, "data-pin") == "0" }
        let drawn = groups.flatMap { $0.children ?? [] }.compactMap { ($0 as? XMLElement).flatMap { xml.attribute($0, "data-id") } }
        #expect(drawn == ["title-0/backdrop", "title-0", "title-0/pin", "title-0"])
    }

    /// Scrolled to dish-1-1 at top: offset 627 + 120 - 59 = 688. title-1 sticks at 688 + 59 =
    /// 747 in the content (laid out at 583), on screen at 59, over dish-1-1's top: the 44 pt
    /// `target-obscured` reports, from the same computation. title-0 has left with section-0's
    /// end: at 583 - 44 = 539, on screen -149.
    @Test func pinnedHeaderSticksAtTheRenderedOffset() throws {
        let (_, xml) = try render("pinned-menu", at: ("dish-1-1", "top"), golden: "pinned-menu.dish-1-1")
        #expect(try xml.rect("item", "title-1") == [0, 59, 393, 44])
        #expect(try xml.rect("target", "dish-1-1") == [0, 59, 393, 120])
        #expect(try xml.rect("item", "title-0") == [0, -149, 393, 44])
        #expect(xml.placement("item", "title-0") == ["out"])
        #expect(title(xml, "pin", "title-1/pin") == "title-1: pinned header of section-1, sticks to the top of menu's visible area while section-1 is in view\nat offset 688: y 747 in the content (laid out at 583)")

        let scene = try LaidOutScene(path: Self.directory.appendingPathComponent("pinned-menu.scene.yaml").path)
        let layout = scene.layouts[0]
        let pins = PinnedHeader.all(in: scene.scene, layout)
        #expect(pins.map { scene.scene.id(of: $0.header) } == ["title-0", "title-1", "title-2"])
        #expect(pins[1].stuckStart(offset: 688, in: layout.containers[0]) == 747)
        let dish = try #require(scene.scene.nodeIndex(ofID: "dish-1-1"))
        #expect(pins[1].covering(Point(x: 196.5, y: layout.frames[dish].y), offset: 688, in: layout.containers[0]) == 44)
    }

    /// Scrolled to section-1 at top: offset 583 - 59 = 524. title-0 is pushed up by section-0's
    /// end: min(max(59, 524 + 59), 583 - 44) = 539, on screen 15 (its bottom meets section-1's
    /// top at 59).
    @Test func pinnedHeaderLeavesWithItsSection() throws {
        let (_, xml) = try render("pinned-menu", at: ("section-1", "top"), golden: "pinned-menu.section-1")
        #expect(try xml.rect("item", "title-0") == [0, 15, 393, 44])
        #expect(try xml.rect("item", "title-1") == [0, 59, 393, 44])
    }

    /// Right-to-left, a horizontal bar: the header (first child, at the right end of its stack)
    /// sticks to the right edge. Stack 50 + 4 * 100 = 450 in a 300 bar; scrolled to item-3 (the
    /// leftmost) the offset is 0, and the header's right edge stays at the window's: x 250.
    @Test func rightToLeftHeaderSticksToTheRightEdge() throws {
        let laidOut = try LaidOutScene(yaml: """
            scene: Bar
            viewports: [{name: rtl, width: 300, height: 200, layoutDirection: rightToLeft}]
            root:
              scroll: bar
              axis: horizontal
              height: 60
              content:
                hstack: group
                pinned: true
                children:
                  - {item: label, width: 50}
                  - repeat: 4
                    item: "item-{i}"
                    width: 100
            """)
        let rest = try SVGElements(laidOut.picture(0))
        // At rest (M = 150, right-to-left starts there) the header is where it was laid out.
        #expect(try rest.rect("item", "label") == [250, 0, 50, 60])
        var options = RenderOptions()
        options.focus = try laidOut.focus("item-3", "center")
        let scrolled = try SVGElements(laidOut.picture(0, options: options))
        #expect(try scrolled.rect("content", "bar") == [0, 0, 450, 60])
        #expect(try scrolled.rect("item", "item-0") == [300, 0, 100, 60])
        #expect(try scrolled.rect("item", "label") == [250, 0, 50, 60])
    }

    /// Right-to-left, leading is the right side: the bands are named by their logical side.
    @Test func rightToLeftBandsAreNamedByTheirLogicalSide() throws {
        let laidOut = try LaidOutScene(yaml: """
            scene: Mirrored
            viewports: [{name: rtl, width: 300, height: 200, layoutDirection: rightToLeft, safeArea: {leading: 30, trailing: 10, top: 20}}]
            root:
              vstack:
              children:
                - {item: title, height: 40}
                - scroll: list
                  children: [{item: row, height: 400}]
            """)
        let xml = try SVGElements(laidOut.picture(0))
        #expect(try xml.rect("covered", "rtl/top safe area") == [0, 0, 300, 20])
        #expect(try xml.rect("covered", "rtl/leading safe area") == [270, 20, 30, 180])
        #expect(try xml.rect("covered", "rtl/trailing safe area") == [0, 20, 10, 180])
        // The root sits in the safe rect: x 10 to 270, y 20 to 200.
        #expect(title(xml, "covered", "rtl/leading safe area") == "leading safe area 30 pt\nthe safe rect: x 10, y 20, 260 \u{00D7} 180")
    }

    /// A scene without a safe area, a keyboard or a pinned stack draws none of it, not even
    /// the styles.
    @Test func plainScenesDrawNoDevice() throws {
        let (svg, _) = try RenderGoldenTests().render("list")
        #expect(!svg.contains("covered") && !svg.contains(".kbd") && !svg.contains(".pin") && !svg.contains("data-pin"))
    }
}

/// A picture with many bars names the first four in its subtitle and counts the rest (each is
/// named in its tooltip), so the line stays as wide as the picture.
@Suite struct RenderBarsLineTests {
    @Test func theSubtitleListsFourBarsAndCountsTheRest() throws {
        let laidOut = try LaidOutScene(path: Repository.url("Tests/Schema/valid/app-bars.scene.yaml").path)
        let svg = laidOut.picture(0, options: RenderOptions())
        // thread's top overlay and bottom safeAreaInset, day's top overlay, then message-0 to
        // message-9's bottom overlays: 13 bars, 4 named.
        #expect(svg.contains("bars: top overlay of thread 44 · bottom safeAreaInset of thread 60 · top overlay of day 30 · bottom overlay of message-0 20 and 9 more (hover a bar for its name)"), "\(svg.prefix(2000))")
    }
}
