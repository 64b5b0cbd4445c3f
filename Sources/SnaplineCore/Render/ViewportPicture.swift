/// Draws one viewport's layout as a standalone SVG: the viewport frame; every scroll container
/// at its resting offset with its window outlined and its whole content drawn around it (faded
/// where out of view); items and stacks as labelled boxes; padding and scroll padding as tinted
/// bands; stops as labelled ticks; and with a focus, the target and the chain's offsets.
///
/// Coordinates are points, physical (right-to-left is already mirrored by the layout), so the
/// picture shows the screen as it appears. The output depends only on its inputs.
public struct ViewportPicture {
    let scene: Scene
    let layout: ViewportLayout
    let table: ViewportTable
    let options: RenderOptions
    let plan: RenderPlan
    let canvas = SVGCanvas()

    /// Draws one compiled viewport.
    public init(_ viewport: CompiledViewport, options: RenderOptions = RenderOptions()) {
        scene = viewport.scene
        layout = viewport.layout
        table = viewport.table
        self.options = options
        plan = RenderPlan(viewport, options)
    }

    /// The SVG document (no XML declaration, so it can also be placed inside HTML as is).
    /// The offset each container is drawn at.
    var restingOffsets: [Double] { plan.offsets }

    /// Whether container `c` is drawn (not elided with its enclosing container's extra boxes).
    func isDrawn(container c: Int) -> Bool { plan.drawn[layout.containers[c].node] }

    public func svg() -> String {
        let v = layout.viewport
        canvas.raw("<g class=\"out\" data-id=\"\(XMLText.escape(v.name))/out-of-view\">\n")
        drawNodes(.outOfView)
        canvas.raw("</g>\n")
        drawNodes(.inView)
        canvas.rect(Rect(x: 0, y: 0, width: v.width, height: v.height), "vp", id: v.name)
        for c in layout.containers.indices where isDrawn(container: c) {
            drawAnnotations(c)
        }
        if let chain = plan.chain { drawTarget(chain) }
        let margin = 16.0
        let titles = titleLines()
        if let b = canvas.bounds {
            for (k, line) in titles.enumerated() {
                canvas.text(line, x: b.minX, y: b.minY - 10 - 18 * Double(titles.count - 1 - k), size: k == 0 ? 14 : 12, k == 0 ? "title" : "subtitle", id: v.name + "/title")
            }
        }
        let b = canvas.bounds ?? Rect(x: 0, y: 0, width: v.width, height: v.height)
        let box = Rect(x: b.minX - margin, y: b.minY - margin, width: b.width + 2 * margin, height: b.height + 2 * margin)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        out += " width=\"\(XMLText.n(box.width * options.scale))\" height=\"\(XMLText.n(box.height * options.scale))\""
        out += " viewBox=\"\(XMLText.n(box.x)) \(XMLText.n(box.y)) \(XMLText.n(box.width)) \(XMLText.n(box.height))\""
        out += " font-family=\"sans-serif\" font-size=\"11\" data-id=\"\(XMLText.escape(v.name))\">\n"
        out += "<title>\(XMLText.escape(scene.name)): viewport \(XMLText.escape(v.name))</title>\n"
        out += "<style>\(RenderStyle.css)</style>\n"
        out += "<rect class=\"bg\" data-id=\"\(XMLText.escape(v.name))/background\" x=\"\(XMLText.n(box.x))\" y=\"\(XMLText.n(box.y))\" width=\"\(XMLText.n(box.width))\" height=\"\(XMLText.n(box.height))\"/>\n"
        out += canvas.body
        out += "</svg>\n"
        return out
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
        return lines
    }

    /// Which sides of a rect get bands (a content drawn in part has none where it is cut).
    struct Sides {
        var top = true, bottom = true, left = true, right = true
    }

    func id(_ node: Int) -> String { scene.id(of: node) ?? "#\(node)" }
    func containerID(_ c: Int) -> String { id(layout.containers[c].node) }

    // MARK: - Nodes

    /// The two passes over the nodes: first everything out of view, faded, under everything
    /// else; then what the screen shows, each container's boxes clipped to its window. A box
    /// partly in view is drawn in both (faded whole, then its visible part).
    enum Pass {
        case outOfView, inView
    }

    private func drawNodes(_ pass: Pass) {
        var open: [Int] = []  // containers whose subtree is being drawn, innermost last
        let containerOfNode = Dictionary(uniqueKeysWithValues: layout.containers.enumerated().map { ($1.node, $0) })
        for i in scene.nodes.indices {
            while let c = open.last, plan.subtreeEnd[layout.containers[c].node] <= i {
                if pass == .inView { closeContainer(c) }
                open.removeLast()
            }
            guard plan.drawn[i] else { continue }
            let node = scene.nodes[i]
            let e = layout.enclosingContainer[i].index ?? -1
            let r = plan.screen(layout.frames[i], in: e)
            if node.kind == .scroll {
                if let c = containerOfNode[i] {
                    openContainer(c, pass)
                    open.append(c)
                }
                continue
            }
            // Outside every container a box is always in view.
            let visible = e >= 0 ? plan.visible[e] : r
            switch pass {
            case .outOfView: if let visible, visible.contains(r) { continue }
            case .inView: if visible?.intersects(r) != true { continue }
            }
            drawBox(i, r)
        }
        if pass == .inView {
            while let c = open.popLast() { closeContainer(c) }
        }
    }

    private func drawBox(_ i: Int, _ r: Rect) {
        let node = scene.nodes[i]
        let name = scene.id(of: i)
        switch node.kind {
        case .vstack, .hstack, .zstack:
            let label = name.flatMap { r.height >= 12 ? SVGCanvas.fitted($0, width: r.width - 6, size: 10) : nil }
            canvas.rect(r, "stack", id: id(i), title: label == name ? nil : name)
            bands(r, edges: scene.edges[Int(node.padding)], "pad", id: id(i))
            if let name, let label {
                canvas.text(label, x: r.minX + 3, y: r.minY + 11, size: 10, "klabel", id: name)
            }
        case .item:
            let size = min(11, r.height - 2)
            let label = name.flatMap { size >= 6 ? SVGCanvas.fitted($0, width: r.width - 4, size: size) : nil }
            // The full id as a tooltip only where the label does not show it.
            canvas.rect(r, "item", id: id(i), title: label == name ? nil : name)
            if let name, let label {
                canvas.text(label, x: r.minX + r.width / 2, y: r.minY + r.height / 2 + size * 0.35, size: size, "il", id: name, anchor: .middle)
            }
        case .scroll, .space:
            break
        }
    }

    /// Physical insets of `edges` drawn as bands inside `r`.
    func bands(_ r: Rect, edges: Edges, _ cls: String, id: String, sides: Sides = Sides()) {
        let rtl = layout.viewport.isRightToLeft
        let left = sides.left ? edges.left(rtl: rtl) : 0, right = sides.right ? edges.right(rtl: rtl) : 0
        if edges.top > 0 && sides.top { canvas.rect(Rect(x: r.x, y: r.y, width: r.width, height: min(edges.top, r.height)), cls, id: id) }
        if edges.bottom > 0 && sides.bottom { canvas.rect(Rect(x: r.x, y: r.maxY - min(edges.bottom, r.height), width: r.width, height: min(edges.bottom, r.height)), cls, id: id) }
        if left > 0 { canvas.rect(Rect(x: r.x, y: r.y, width: min(left, r.width), height: r.height), cls, id: id) }
        if right > 0 { canvas.rect(Rect(x: r.maxX - min(right, r.width), y: r.y, width: min(right, r.width), height: r.height), cls, id: id) }
    }
}
