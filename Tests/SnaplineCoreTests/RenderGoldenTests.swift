import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Three small scenes drawn to SVG: coordinates checked by hand, then the whole file against a
/// golden copy in `RenderFixtures/` (re-record with `SNAPLINE_RECORD=1 swift test --filter
/// RenderGoldenTests` and review the diff).
@Suite struct RenderGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RenderFixtures")

    func render(_ name: String, at: (String, String)? = nil) throws -> (svg: String, xml: SVGElements) {
        let laidOut = try LaidOutScene(path: Self.directory.appendingPathComponent(name + ".scene.yaml").path)
        var options = RenderOptions()
        if let at { options.focus = try laidOut.focus(at.0, at.1) }
        let svg = laidOut.picture(0, options: options)
        #expect(svg == laidOut.picture(0, options: options), "the same input draws the same bytes")
        try GoldenText.compare(svg, with: Self.directory.appendingPathComponent(name + ".svg"))
        return (svg, try SVGElements(svg))
    }

    /// Viewport 200 x 300; `list` has padding 10, scroll padding top 20, spacing 5, four rows of 100.
    @Test func verticalList() throws {
        let (_, xml) = try render("list")
        // Content: 10 + 4 * 100 + 3 * 5 + 10 = 435 tall, at offset 0 from the viewport's corner.
        #expect(try xml.rect("content", "list") == [0, 0, 200, 435])
        #expect(try xml.rect("window", "list") == [0, 0, 200, 300])
        // Rows at y = 10 + k * 105, inset by the padding: row-2 at y 220, 180 wide.
        #expect(try xml.rect("item", "row-2") == [10, 220, 180, 100])
        // Padding bands: 10 at each edge of the content; scroll padding: 20 at the window's top.
        // (The content and its bands are drawn faded whole, then again clipped to the window.)
        let pads = xml.elements("pad", "list").map(xml.rect)
        #expect(pads == Array(repeating: [[0, 0, 200, 10], [0, 425, 200, 10], [0, 0, 10, 435], [190, 0, 10, 435]], count: 2).flatMap { $0 })
        #expect(try xml.rect("spad", "list") == [0, 0, 200, 20])
        // In view through the window [0, 300]: row-0 and row-1 whole, row-2 in part (drawn faded
        // whole and again clipped to the window), row-3 (325 to 425) out of view, faded only.
        #expect(xml.placement("item", "row-0") == ["in"])
        #expect(xml.placement("item", "row-2") == ["in", "out"])
        #expect(xml.placement("item", "row-3") == ["out"])
        let clip = try #require(xml.all.first { $0.name == "clipPath" && xml.attribute($0, "data-id") == "list/clip" })
        #expect((clip.children?.first as? XMLElement).map(xml.rect) == [0, 0, 200, 300])
        // Stops: rows at 10, 115, 220, 325 less s0 = 20 -> -10 (0), 95, 200 and 305 (both past
        // M = 435 - 300 = 135, so 135): [0, 95, 135], ticks right of the content (x 196 to 208).
        #expect((0 ..< 3).map { k in xml.elements("tick", "list/stop/\(k)").first.flatMap { xml.attribute($0, "d") } } == ["M196 0L208 0", "M196 95L208 95", "M196 135L208 135"])
        let label = try #require(xml.elements("slabel", "list/stop/1").first)
        #expect(label.stringValue == "95")
        #expect(xml.attribute(label, "x") == "210" && xml.attribute(label, "y") == "98.5")
    }

    /// `shelf` (horizontal, 5 cards of 80, spacing 10) below a 250 banner in `home` (200 x 300).
    @Test func nestedCarouselAtACard() throws {
        let (_, xml) = try render("shelves", at: ("card-3", "center"))
        // shelf: card-3 spans [270, 350]; raw = 270 + 0.5 * (80 - 200) = 210 (M = 440 - 200 = 240).
        // Carried into home: y [260, 360]; raw = 260 + 0.5 * (100 - 300) = 160, clamped to
        // M = 360 - 300 = 60. So home's content starts at y -60 and shelf's at x -210.
        #expect(try xml.rect("content", "home") == [0, -60, 200, 360])
        #expect(try xml.rect("item", "banner") == [0, -60, 200, 250])
        #expect(try xml.rect("window", "shelf") == [0, 200, 200, 100])
        #expect(try xml.rect("content", "shelf") == [-210, 200, 440, 100])
        // card-3 on screen: -210 + 270 = 60, at the shelf's top (200).
        #expect(try xml.rect("item", "card-3") == [60, 200, 80, 100])
        #expect(try xml.rect("target", "card-3") == [60, 200, 80, 100])
        #expect(xml.elements("tlabel", "card-3").first?.stringValue == "card-3 \u{00B7} center: shelf 210, home 60")
        let subtitle = xml.all.first { xml.attribute($0, "class") == "subtitle" }
        #expect(subtitle?.stringValue == "scrollTo(card-3, anchor: center): shelf 210, home 60 (raw 160, clamped)")
        // banner is cut by the top of home's window; card-0 (-210 to -130) is out of shelf's.
        #expect(xml.placement("item", "banner") == ["in", "out"])
        #expect(xml.placement("item", "card-0") == ["out"])
        #expect(xml.placement("item", "card-3") == ["in"])
    }

    /// `pages` (right-to-left, paging, three pages of 150) in a 200-wide viewport.
    @Test func rightToLeftPagingCarousel() throws {
        let (_, xml) = try render("pager")
        // Content 450 wide, M = 250; right-to-left it rests at M, so its content starts at x -250.
        #expect(try xml.rect("window", "pages") == [0, 0, 200, 120])
        #expect(try xml.rect("content", "pages") == [-250, 0, 450, 120])
        // page-0 is the rightmost: content x 300, on screen 50 ... 200; page-2 at the far left.
        #expect(try xml.rect("item", "page-0") == [50, 0, 150, 120])
        #expect(try xml.rect("item", "page-1") == [-100, 0, 150, 120])
        #expect(try xml.rect("item", "page-2") == [-250, 0, 150, 120])
        // Pages of P = 200 from the right end: 250, 50, then 0; ticks at -250 + stop, across the
        // content's top edge (8 above, 4 into it), labels 10 above it.
        #expect((0 ..< 3).map { k in xml.elements("tick", "pages/stop/\(k)").first.flatMap { xml.attribute($0, "d") } } == ["M-250 -8L-250 4", "M-200 -8L-200 4", "M0 -8L0 4"])
        let label = try #require(xml.elements("slabel", "pages/stop/1").first)
        #expect(label.stringValue == "50" && xml.attribute(label, "x") == "-200" && xml.attribute(label, "y") == "-10")
        // The container's label stands in the lane left of the drawing: the content reaches -250,
        // cropped to 240 points left of the screen, so the lane ends 10 further left.
        let name = try #require(xml.elements("clabel", "pages").first)
        #expect(xml.attribute(name, "x") == "-250" && xml.attribute(name, "text-anchor") == "end")
        #expect(name.stringValue == "pages \u{2194} 250 of 0\u{2013}250")
    }
}
