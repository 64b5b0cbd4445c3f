/// Draws one viewport's layout as a standalone SVG: the viewport frame; every scroll container
/// at its resting offset with its window outlined and its content drawn around it (faded where
/// out of view; a nested container's hidden content only as outlines, so it never covers what
/// follows it); items and stacks as boxes; padding, scroll padding and scroll margins; stops as
/// ticks; and with a focus, the target, its margin and the band it aligns to. Every box has a
/// tooltip with its numbers. Labels never overlap: container labels stand in a lane left of the
/// drawing, stop labels beside their ticks, item labels are shortened from the middle, and a label
/// with no room is left out (its box's tooltip still names it).
///
/// Coordinates are points, physical (right-to-left is already mirrored by the layout), so the
/// picture shows the screen as it appears. The view box is cropped around the screen
/// (`RenderOptions.crop`); content past it is still in the file. The output depends only on its
/// inputs, and `svg()` can be called any number of times.
public struct ViewportPicture {
    let scene: Scene
    let layout: ViewportLayout
    let table: ViewportTable
    let options: RenderOptions
    let plan: RenderPlan
    /// Container index of each container node.
    let containerOfNode: [Int: Int]
    /// Index in `table.anchors` of each anchor's node.
    let anchorOfNode: [Int: Int]
    /// The nodes with bars the app placed (`overlay`, `safeAreaInset`), in document order.
    let barNodes: [Int]
    /// Set by `svg()` on its own copy: a fresh canvas and the placed labels.
    var canvas = SVGCanvas()
    var labels = PlacedLabels()

    /// Draws one compiled viewport.
    public init(_ viewport: CompiledViewport, options: RenderOptions = RenderOptions()) {
        scene = viewport.scene
        layout = viewport.layout
        table = viewport.table
        self.options = options
        plan = RenderPlan(viewport, options)
        containerOfNode = Dictionary(uniqueKeysWithValues: layout.containers.enumerated().map { ($1.node, $0) })
        anchorOfNode = Dictionary(table.anchors.enumerated().map { (Int($1.node), $0) }, uniquingKeysWith: { first, _ in first })
        let nodes = scene.nodes
        barNodes = nodes.indices.filter { nodes[$0].overlay != 0 || (nodes[$0].kind == .scroll && nodes[$0].safeAreaInset != 0) }
    }

    /// Whether the picture draws covered bands or pinned headers (and needs their styles).
    var drawsDevice: Bool { layout.viewport.hasInsets || !plan.pins.isEmpty }

    /// The offset each container is drawn at.
    var restingOffsets: [Double] { plan.offsets }

    /// Whether container `c` is drawn (not elided with its enclosing container's extra boxes).
    func isDrawn(container c: Int) -> Bool { plan.drawn[layout.containers[c].node] }

    /// The SVG document (no XML declaration, so it can also be placed inside HTML as is).
    public func svg() -> String {
        var picture = self
        picture.canvas = SVGCanvas()
        return picture.draw()
    }

    private mutating func draw() -> String {
        let v = layout.viewport
        let vid = XMLText.escape(v.name)
        let shown = shownRect()
        labels = placeLabels(in: shown)
        let lane = placeLaneLabels(shown)
        // Everything but the lane and the titles is cut to the shown part (content past it stays
        // in the file, for the simulator).
        let clip = "shown-" + Self.domID(v.name)
        canvas.raw("<clipPath id=\"\(clip)\" data-id=\"\(vid)/shown\"><rect data-id=\"\(vid)/shown\" x=\"\(XMLText.n(shown.x - 2))\" y=\"\(XMLText.n(shown.y - 2))\" width=\"\(XMLText.n(shown.width + 4))\" height=\"\(XMLText.n(shown.height + 4))\"/></clipPath>\n")
        canvas.raw("<g clip-path=\"url(#\(clip))\" data-id=\"\(vid)/drawing\">\n")
        canvas.raw("<g class=\"out\" data-id=\"\(vid)/out-of-view\">\n")
        var none: [Int] = []  // pinned stacks are in scroll containers, which draw their headers
        walk(from: 0, to: scene.nodes.count, enclosing: nil, .faded, pins: &none)
        canvas.raw("</g>\n")
        walk(from: 0, to: scene.nodes.count, enclosing: nil, .inView, pins: &none)
        drawBars(inContainer: nil)
        emitLabels(.top)
        drawCoveredBands()
        canvas.rect(Rect(x: 0, y: 0, width: v.width, height: v.height), "vp", id: v.name, title: "viewport \(v.name): \(XMLText.n(v.width)) \u{00D7} \(XMLText.n(v.height))")
        for c in layout.containers.indices where isDrawn(container: c) {
            drawNotes(c)
        }
        if let chain = plan.chain { drawTarget(chain) }
        if let measured = options.measured { drawMeasured(measured) }
        canvas.raw("</g>\n")
        canvas.raw("<g data-id=\"\(vid)/lane\">\n")
        for item in lane.leaders { canvas.ticks([item.line], item.faded ? "leader out" : "leader", id: item.id) }
        emitLabels(.lane)
        canvas.raw("</g>\n")

        let margin = 16.0
        let titles = titleLines()
        let left = shown.minX - lane.width - margin
        let top = shown.minY - 10 - 18 * Double(titles.count) - margin
        for (k, line) in titles.enumerated() {
            canvas.text(line, x: left + margin, y: shown.minY - 14 - 18 * Double(titles.count - 1 - k), size: k == 0 ? 14 : 12, k == 0 ? "title" : "subtitle", id: v.name + "/title")
        }
        let titleWidth = titles.enumerated().map { TextMetrics.width($1, size: $0 == 0 ? 14 : 12, bold: $0 == 0) }.max() ?? 0
        let right = max(shown.maxX, left + margin + titleWidth) + margin
        let box = Rect(x: left, y: top, width: right - left, height: shown.maxY + margin - top)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        out += " width=\"\(XMLText.n(box.width * options.scale))\" height=\"\(XMLText.n(box.height * options.scale))\""
        out += " viewBox=\"\(XMLText.n(box.x)) \(XMLText.n(box.y)) \(XMLText.n(box.width)) \(XMLText.n(box.height))\""
        out += " font-family=\"sans-serif\" font-size=\"11\" data-id=\"\(vid)\" data-viewport=\"\(vid)\"\(options.measured == nil ? "" : " class=\"measured\"")>\n"
        out += "<title>\(XMLText.escape(scene.name)): viewport \(vid)</title>\n"
        out += "<style>\(RenderStyle.css)\(drawsDevice ? RenderStyle.deviceCSS : "")\(barNodes.isEmpty ? "" : RenderStyle.barCSS)\(options.measured == nil ? "" : MeasuredOverlay.css)</style>\n"
        out += "<rect class=\"bg\" data-id=\"\(vid)/background\" x=\"\(XMLText.n(box.x))\" y=\"\(XMLText.n(box.y))\" width=\"\(XMLText.n(box.width))\" height=\"\(XMLText.n(box.height))\"/>\n"
        out += canvas.body
        out += "</svg>\n"
        return out
    }

    /// The part of the drawing the view box shows: the screen, every drawn container's content
    /// and the lanes of its stops, cut to `options.crop` points around the screen.
    func shownRect() -> Rect {
        let v = layout.viewport
        var minX = 0.0, minY = 0.0, maxX = v.width, maxY = v.height
        func include(_ r: Rect) {
            minX = min(minX, r.minX)
            minY = min(minY, r.minY)
            maxX = max(maxX, r.maxX)
            maxY = max(maxY, r.maxY)
        }
        for i in scene.nodes.indices where plan.drawn[i] && layout.enclosingContainer[i].index == nil {
            include(layout.frames[i])
        }
        for c in layout.containers.indices where isDrawn(container: c) {
            let content = contentRect(c)
            include(content)
            // Stop labels: right of a vertical content, above a horizontal one.
            if !table.containers[c].stops.isEmpty {
                include(layout.containers[c].axis == .vertical
                    ? Rect(x: content.maxX, y: content.minY - 6, width: 44, height: content.height + 12)
                    : Rect(x: content.minX - 24, y: content.minY - 22, width: content.width + 48, height: 22))
            }
        }
        if let crop = options.crop {
            minX = max(minX, -crop)
            minY = max(minY, -crop)
            maxX = min(maxX, v.width + crop)
            maxY = min(maxY, v.height + crop)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private func titleLines() -> [String] {
        let v = layout.viewport
        var lines = ["\(scene.name) \u{00B7} \(v.name) \(XMLText.n(v.width)) \u{00D7} \(XMLText.n(v.height)) \u{00B7} \(v.isRightToLeft ? "right-to-left" : "left-to-right")"]
        if let chain = plan.chain {
            let links = chain.steps.map { step in
                "\(containerID(step.container)) \(XMLText.n(step.offset))" + (step.isClamped ? " (raw \(XMLText.n(step.raw)), clamped)" : "")
            }
            lines.append("scrollTo(\(id(chain.node)), anchor: \(chain.point.name)): " + (links.isEmpty ? "in no scroll container" : links.joined(separator: ", ")))
        }
        if let covered = coveredLine() { lines.append(covered) }
        if let bars = barsLine() { lines.append(bars) }
        if let measured = options.measured {
            lines.append("app frames from \(measured.file): scene in outline, app in colour, drift in red (\(measured.drifting.count) \(measured.drifting.count == 1 ? "node drifts" : "nodes drift"))")
        }
        return lines.map { TextMetrics.fitted($0, width: 2400, size: 14) ?? $0 }
    }

    /// Which sides of a rect get bands (a content drawn in part has none where it is cut).
    struct Sides {
        var top = true, bottom = true, left = true, right = true
    }

    func id(_ node: Int) -> String { scene.id(of: node) ?? "#\(node)" }

    /// `s` as an element id usable in `url(#...)` and `href="#..."`: letters, digits and `-` as
    /// they are, any other character as `_` and its hexadecimal code point (so distinct names stay distinct).
    static func domID(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0" ... "9").contains(scalar) || scalar == "-" {
                out.unicodeScalars.append(scalar)
            } else {
                out += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return out
    }
    func containerID(_ c: Int) -> String { id(layout.containers[c].node) }

    /// Physical insets of `edges` drawn as bands inside `r`, each with `title`.
    func bands(_ r: Rect, edges: Edges, _ cls: String, id: String, title: String, sides: Sides = Sides()) {
        let rtl = layout.viewport.isRightToLeft
        let left = sides.left ? edges.left(rtl: rtl) : 0, right = sides.right ? edges.right(rtl: rtl) : 0
        if edges.top > 0 && sides.top { canvas.rect(Rect(x: r.x, y: r.y, width: r.width, height: min(edges.top, r.height)), cls, id: id, title: title) }
        if edges.bottom > 0 && sides.bottom { canvas.rect(Rect(x: r.x, y: r.maxY - min(edges.bottom, r.height), width: r.width, height: min(edges.bottom, r.height)), cls, id: id, title: title) }
        if left > 0 { canvas.rect(Rect(x: r.x, y: r.y, width: min(left, r.width), height: r.height), cls, id: id, title: title) }
        if right > 0 { canvas.rect(Rect(x: r.maxX - min(right, r.width), y: r.y, width: min(right, r.width), height: r.height), cls, id: id, title: title) }
    }
}
