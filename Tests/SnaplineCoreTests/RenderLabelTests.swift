import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SnaplineCore
@testable import SnaplineLayout
import SnaplineTestSupport

/// Readable pictures: no two labels overlap (measured from the SVG with the renderer's text
/// estimate) in any picture of any example or test scene, at scale 1 and 2, with and without a
/// focus; every item keeps its id in its tooltip; labels are shortened from the middle.
@Suite struct RenderLabelTests {
    /// Every scene the project ships or tests with; each must compile without errors.
    static var scenes: [String] {
        let folders = ["examples", "examples/lint", "docs/images", "Tests/SnaplineCoreTests/Fixtures", "Tests/SnaplineCoreTests/RenderFixtures"]
        return folders.flatMap { Repository.sceneFiles(in: $0) }.map { Repository.url($0).path }
    }

    /// The boxes of the visible labels of an SVG: (text, rect), from their attributes.
    static func labelBoxes(_ xml: SVGElements) -> [(String, Rect)] {
        let bold: Set<String> = ["clabel", "clabel out", "tlabel", "title"]
        return xml.all.filter { $0.name == "text" }.map { element in
            let cls = xml.attribute(element, "class") ?? ""
            let size = Double(xml.attribute(element, "font-size") ?? "") ?? (cls == "subtitle" ? 12 : 11)
            let anchor: SVGCanvas.Anchor = cls == "il" ? .middle : SVGCanvas.Anchor(rawValue: xml.attribute(element, "text-anchor") ?? "start") ?? .start
            let text = element.stringValue ?? ""
            let x = Double(xml.attribute(element, "x") ?? "") ?? .nan, y = Double(xml.attribute(element, "y") ?? "") ?? .nan
            return (text, ViewportPicture.labelRect(text, x: x, y: y, size: size, bold: bold.contains(cls), anchor: anchor))
        }
    }

    static func overlaps(_ boxes: [(String, Rect)]) -> [String] {
        var found: [String] = []
        let sorted = boxes.sorted { $0.1.minX < $1.1.minX }
        for a in sorted.indices {
            for b in a + 1 ..< sorted.count {
                if sorted[b].1.minX >= sorted[a].1.maxX { break }
                if sorted[a].1.intersects(sorted[b].1) { found.append("\(sorted[a].0) / \(sorted[b].0)") }
            }
        }
        return found
    }

    @Test func everySceneIsChecked() {
        #expect(Self.scenes.count >= 20)
    }

    @Test(arguments: RenderLabelTests.scenes)
    func noTwoLabelsOverlap(_ path: String) throws {
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(try FileIO.read(path), diagnostics: &diagnostics), "\(path) does not decode: \(diagnostics.all.prefix(3))")
        for k in scene.viewports.indices {
            let compiled = try #require(Compiler().viewport(k, of: scene, diagnostics: &diagnostics), "\(path): viewport \(k) does not compile: \(diagnostics.all.prefix(3))")
            let (viewport, table) = (compiled.viewport, compiled.table)
            // Unfocused, and focused on the last anchor (deep in the content, often clamped).
            var focuses: [RenderOptions.Focus?] = [nil]
            if let anchor = table.anchors.last, let point = scene.anchors(of: scene.nodes[Int(anchor.node)]).first {
                focuses.append(RenderOptions.Focus(node: Int(anchor.node), point: point))
            }
            for focus in focuses {
                for scale in [1.0, 2.0] {
                    for interactive in [false, true] {
                        let options = RenderOptions(scale: scale, focus: focus, interactive: interactive)
                        let xml = try SVGElements(ViewportPicture(compiled, options: options).svg())
                        let overlaps = Self.overlaps(Self.labelBoxes(xml))
                        #expect(overlaps.isEmpty, "\(path) \(viewport.name) scale \(scale) focus \(focus != nil): \(overlaps.prefix(5))")
                    }
                }
            }
            // Every item and stack has a tooltip that starts with its id, drawn label or not.
            let xml = try SVGElements(ViewportPicture(compiled).svg())
            for element in xml.all where ["item", "stack"].contains(xml.attribute(element, "class") ?? "") {
                let id = xml.attribute(element, "data-id") ?? ""
                let title = (element.children?.first as? XMLElement)?.stringValue ?? ""
                #expect(title.hasPrefix(id + " ("), "\(path): \(id) has the tooltip \(title)")
            }
        }
    }

    @Test func aCrowdedPictureDropsLabelsInsteadOfOverlapping() throws {
        // 40 items of 6 points in a 200-point window: no room for most labels.
        let yaml = """
            scene: Crowded
            viewports: [{name: phone, width: 200, height: 240}]
            root:
              vstack:
              children:
                - scroll: a
                  height: 120
                  children:
                    - {repeat: 40, item: "row-{i}", height: 6}
                - scroll: b
                  axis: horizontal
                  behavior: viewAligned
                  height: 120
                  children:
                    - {repeat: 60, item: "card-{i}", width: 9}
            """
        let laidOut = try LaidOutScene(yaml: yaml)
        let xml = try SVGElements(laidOut.picture(0))
        let boxes = Self.labelBoxes(xml)
        #expect(Self.overlaps(boxes).isEmpty)
        // Stops every 9 points cannot all be labelled, but every tick is drawn with its tooltip.
        #expect(xml.all.filter { xml.attribute($0, "class") == "tick" }.count == laidOut.tables[0].containers[1].stops.count)
        #expect(boxes.filter { $0.0.hasPrefix("row-") }.isEmpty, "6-point rows have no room for a label")
        let title = xml.elements("tick", "b/stop/3").first.flatMap { ($0.children?.first as? XMLElement)?.stringValue }
        #expect(title == "b stop 4 of \(laidOut.tables[0].containers[1].stops.count): offset 27 \u{00B7} card-3 (start)")
    }

    @Test func labelsAreShortenedFromTheMiddle() {
        // Widths in ems: t .42, i .3, l .3, e and digits .64, - .42, the ellipsis 1.
        #expect(TextMetrics.fitted("section-12-title", width: 1000, size: 10) == "section-12-title")
        #expect(TextMetrics.fitted("section-12-title", width: 80, size: 10) == "sectio\u{2026}2-title")
        // "title-12" is 37.8 points at size 10; in 35, "ti…-12" (34.2) keeps the suffix.
        #expect(TextMetrics.fitted("title-12", width: 37.9, size: 10) == "title-12")
        #expect(TextMetrics.fitted("title-12", width: 35, size: 10) == "ti\u{2026}-12")
        #expect(TextMetrics.fitted("title-12", width: 10, size: 10) == nil)
        #expect(TextMetrics.fitted("x", width: .nan, size: 10) == nil)
    }

    @Test func placerKeepsLabelsApart() {
        var placer = LabelPlacer(bounds: Rect(x: 0, y: 0, width: 500, height: 500))
        let tries: [(Rect, Bool)] = [
            (Rect(x: 10, y: 10, width: 100, height: 12), true),
            (Rect(x: 100, y: 15, width: 50, height: 12), false),  // overlaps the first
            (Rect(x: 110.5, y: 10, width: 50, height: 12), false),  // closer than the gap
            (Rect(x: 112, y: 10, width: 50, height: 12), true),
            (Rect(x: 490, y: 10, width: 50, height: 12), false),  // outside the bounds
            (Rect(x: 200, y: 300, width: 80, height: 12), true),  // far from the others (another cell)
        ]
        let placed = tries.map { placer.place($0.0) }
        #expect(placed == tries.map(\.1))
        #expect(placer.placed.count == 3)
    }

    @Test func highlightedNodesAreOutlined() throws {
        let laidOut = try LaidOutScene(path: Repository.root.appendingPathComponent("examples/store-menu.scene.yaml").path)
        let dish = try #require(laidOut.scene.nodeIndex(ofID: "dish-0-1"))
        let xml = try SVGElements(laidOut.picture(0, options: RenderOptions(highlighted: [dish])))
        // Over its box, where the box is: dish-0-1 at y 16 + 28 + 12 + 112 + 12 = 180 in the menu's
        // content, 44 lower on screen.
        #expect(try xml.rect("hl", "dish-0-1/highlight") == [16, 224, 358, 112])
        #expect(xml.all.filter { xml.attribute($0, "class") == "hl" }.count == 1)
        #expect(try SVGElements(laidOut.picture(0)).all.allSatisfy { xml.attribute($0, "class") != "hl" })
    }

    @Test func svgCanBeCalledTwice() throws {
        let laidOut = try LaidOutScene(path: Repository.root.appendingPathComponent("examples/store-menu.scene.yaml").path)
        let picture = ViewportPicture(laidOut.viewports[0])
        let first = picture.svg()
        let second = picture.svg()
        #expect(first == second)
        #expect(first.components(separatedBy: "<svg ").count == 2, "one svg element")
    }
}
