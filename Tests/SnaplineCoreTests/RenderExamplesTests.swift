import Foundation
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Every example renders, in every viewport and as an HTML report, to well-formed XML in which
/// every anchor of the table has an element with its `data-id`; large containers are elided.
@Suite struct RenderExamplesTests {
    @Test func examplesExist() {
        #expect(LaidOutScene.examples.count >= 7)
    }

    @Test(arguments: LaidOutScene.examples)
    func everyViewportRendersWithEveryAnchor(_ path: String) throws {
        let laidOut = try LaidOutScene(path: path)
        for (k, table) in laidOut.tables.enumerated() {
            let svg = laidOut.picture(k)
            let xml = try SVGElements(svg)
            let ids = xml.ids
            for anchor in table.anchors {
                let id = try #require(laidOut.scene.id(of: Int(anchor.node)))
                #expect(ids.contains(id), "\(path) \(table.viewport.name): no element for \(id)")
            }
            // Every drawn element carries a data-id (title and style are not drawn).
            let unnamed = xml.all.filter { !["title", "style"].contains($0.name ?? "") && xml.attribute($0, "data-id") == nil }
            #expect(unnamed.isEmpty, "\(path) \(table.viewport.name): \(unnamed.count) elements without data-id, e.g. \(unnamed.first?.xmlString ?? "")")
        }
        let html = HTMLReport(scene: laidOut.scene, viewports: laidOut.viewports, source: path).html()
        let page = try SVGElements(String(html.dropFirst("<!DOCTYPE html>\n".count)))
        // One picture per viewport (the legend's swatches are 22 wide).
        #expect(page.all.filter { $0.name == "svg" && page.attribute($0, "width") != "22" }.count == laidOut.tables.count)
        // It loads nothing: scripts are inline, links only go to the viewports on the page.
        let unprefixed = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!unprefixed.contains(" src=") && !unprefixed.contains("http:") && !unprefixed.contains("https:"), "the report loads nothing")
        #expect(!ReportScript.text.contains("]]>") && html.contains("window.snapline = api"))
        // The simulator merges stops with the runtime's own tolerance, written as JavaScript.
        #expect(ReportScript.text.contains("  var TOLERANCE = 1e-9;\n") && !ReportScript.text.contains("@"))
        #expect(!html.contains("href=\"") || html.components(separatedBy: "href=\"").dropFirst().allSatisfy { $0.hasPrefix("#viewport-") })
        for layout in laidOut.layouts {
            let target = "viewport-" + ViewportPicture.domID(layout.viewport.name)
            #expect(html.contains("href=\"#\(target)\"") && html.contains("<figure id=\"\(target)\""), "a link and a target for \(layout.viewport.name)")
        }
    }

    @Test func storeMenuShowsTheMenuTheBarAndItsStops() throws {
        let laidOut = try LaidOutScene(path: Repository.root.appendingPathComponent("examples/store-menu.scene.yaml").path)
        let xml = try SVGElements(laidOut.picture(0))
        // phone: the bar is 44 tall at the top; the menu fills the remaining 800 below it.
        #expect(try xml.rect("window", "categories") == [0, 0, 390, 44])
        #expect(try xml.rect("window", "menu") == [0, 44, 390, 800])
        // The bar's stops [0, 112, 224, 336, 448, 530], each labelled.
        let labels = (0 ..< 6).compactMap { xml.elements("slabel", "categories/stop/\($0)").first?.stringValue }
        #expect(labels == ["0", "112", "224", "336", "448", "530"])
    }

    @Test func scaleSizesThePictureNotItsCoordinates() throws {
        let laidOut = try LaidOutScene(path: Repository.root.appendingPathComponent("examples/paging-carousel.scene.yaml").path)
        let one = try SVGElements(laidOut.picture(0))
        let two = try SVGElements(laidOut.picture(0, options: RenderOptions(scale: 2)))
        let root = { (doc: SVGElements) in ["width", "height", "viewBox"].map { doc.attribute(doc.all[0], $0) ?? "" } }
        let (w1, h1) = (Double(root(one)[0]) ?? 0, Double(root(one)[1]) ?? 0)
        #expect(root(two) == [XMLText.n(w1 * 2), XMLText.n(h1 * 2), root(one)[2]])
        #expect(try two.rect("window", "pages") == [0, 0, 390, 200])
    }

    @Test func textIsEscapedForXML() {
        #expect(XMLText.escape("a&b<c>\"d'e") == "a&amp;b&lt;c&gt;&quot;d&apos;e")
        #expect(XMLText.escape("tab\there\u{1}") == "tab\there\u{FFFD}")
        #expect(XMLText.escape("plain-id_1.2") == "plain-id_1.2")
    }

    @Test func reservedScalarsAreEscapedEvenWhenACombiningMarkFollows() {
        // `"` + U+0301 is one Character; an XML parser still sees the quote and ends the attribute.
        let scalars = { (s: String) in s.unicodeScalars.map(\.value) }
        #expect(scalars(XMLText.escape("a\"\u{301}b")) == scalars("a&quot;\u{301}b"))
        #expect(scalars(XMLText.escape("<\u{338}&\u{20DD}'\u{300}>\u{301}")) == scalars("&lt;\u{338}&amp;\u{20DD}&apos;\u{300}&gt;\u{301}"))
        // A control character under a combining mark, and the noncharacters XML forbids.
        #expect(scalars(XMLText.escape("x\u{1}\u{301}\r\n\u{FFFE}")) == scalars("x\u{FFFD}\u{301}\u{FFFD}\n\u{FFFD}"))
    }

    @Test func hugeLengthsDrawWithoutOverflow() throws {
        // Finite but far past any screen: labels still fit, numbers stay finite in the SVG.
        let yaml = """
            scene: Huge
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: wide
              axis: horizontal
              children:
                - {item: giant, width: 1e300}
                - {item: small, width: 0.004}
            """
        let xml = try SVGElements(try LaidOutScene(yaml: yaml).picture(0))
        #expect(xml.elements("il", "giant").first?.stringValue == "giant")
        #expect(try xml.rect("item", "giant")[2] == 1e300)
        #expect(xml.elements("il", "small").isEmpty, "no room for a label")
    }

    @Test func aLargeContainerDrawsTheBoxesNearestItsWindow() throws {
        let yaml = """
            scene: Long
            viewports: [{name: phone, width: 390, height: 844}]
            root:
              scroll: list
              children:
                - repeat: 5000
                  item: "row-{i}"
                  height: 50
            """
        let laidOut = try LaidOutScene(yaml: yaml)
        let atStart = try SVGElements(laidOut.picture(0))
        let rows = Set(atStart.all.filter { atStart.attribute($0, "class") == "item" }.compactMap { atStart.attribute($0, "data-id") })
        #expect(rows.count == RenderOptions.defaultBoxLimit)
        #expect(atStart.elements("more", "list/more-after").first?.stringValue == "\u{2026} 3000 more")
        #expect(atStart.elements("more", "list/more-before").isEmpty)
        // The content is drawn as far as the last drawn row (2000 * 50) and a 32-point band.
        #expect(try atStart.rect("content", "list") == [0, 0, 390, 100_032])

        // Scrolled to row-4000: the run starts 100 rows (a twentieth of the limit) before it, and
        // cannot pass the end, so rows 3000 ... 4999 are drawn.
        let scrolled = try SVGElements(laidOut.picture(0, options: RenderOptions(focus: try laidOut.focus("row-4000", "top"))))
        #expect(scrolled.elements("more", "list/more-before").first?.stringValue == "\u{2026} 3000 more")
        #expect(scrolled.elements("item", "row-3000").count == 1 && scrolled.elements("item", "row-2999").isEmpty)
        // row-4000 at its offset 200 000 is at the top of the window.
        #expect(try scrolled.rect("item", "row-4000") == [0, 0, 390, 50])
    }
}
