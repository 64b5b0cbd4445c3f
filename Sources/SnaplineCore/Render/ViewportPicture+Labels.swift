/// Where a placed label is written: with the boxes it names, so it moves with them when the
/// report's simulator scrolls a container.
enum LabelLayer: Hashable {
    /// Outside every container, or a title.
    case top
    /// The lane of container labels left of the drawing.
    case lane
    /// With container `c`'s faded content (out of view) or its content in view.
    case faded(Int), inView(Int)
    /// With container `c`'s stops and markers.
    case notes(Int)
    /// With the target of `--at`.
    case target
    /// With pin `k`'s header where it sticks, in view or out of view.
    case pinned(Int), pinnedFaded(Int)
}

struct PlacedLabel {
    var text: String
    var x: Double, y: Double, size: Double
    var cls: String
    var id: String
    var anchor: SVGCanvas.Anchor
}

struct PlacedLabels {
    var byLayer: [LabelLayer: [PlacedLabel]] = [:]
}

/// What the lane of container labels needs drawn beside the labels.
struct LaneLayout {
    var width = 0.0
    var leaders: [(line: (Double, Double, Double, Double), id: String, faded: Bool)] = []
}

extension ViewportPicture {
    /// The rect a label covers (its advance from the baseline's ascent to its descent).
    static func labelRect(_ text: String, x: Double, y: Double, size: Double, bold: Bool, anchor: SVGCanvas.Anchor) -> Rect {
        let width = TextMetrics.width(text, size: size, bold: bold)
        let left = anchor == .start ? x : anchor == .middle ? x - width / 2 : x - width
        return Rect(x: left, y: y - TextMetrics.ascent(size), width: width, height: TextMetrics.ascent(size) + TextMetrics.descent(size))
    }

    /// Every label but the lane's, most important first: the target's, elision markers, stops,
    /// then item and stack labels in view, then those out of view.
    func placeLabels(in shown: Rect) -> PlacedLabels {
        var placer = LabelPlacer(bounds: shown)
        var out = PlacedLabels()
        @discardableResult
        func offer(_ layer: LabelLayer, _ text: String, _ cls: String, id: String, size: Double, bold: Bool = false, anchor: SVGCanvas.Anchor = .start, at spots: [(Double, Double)], avoiding avoid: Rect? = nil) -> Bool {
            offer(layer, text, cls, id: id, size: size, bold: bold, at: spots.map { ($0.0, $0.1, anchor) }, avoiding: avoid)
        }
        func offer(_ layer: LabelLayer, _ text: String, _ cls: String, id: String, size: Double, bold: Bool = false, at spots: [(Double, Double, SVGCanvas.Anchor)], avoiding avoid: Rect? = nil) -> Bool {
            for (x, y, anchor) in spots {
                let r = Self.labelRect(text, x: x, y: y, size: size, bold: bold, anchor: anchor)
                if let avoid, avoid.intersects(r) { continue }
                if placer.place(r) {
                    out.byLayer[layer, default: []].append(PlacedLabel(text: text, x: x, y: y, size: size, cls: cls, id: id, anchor: anchor))
                    return true
                }
            }
            return false
        }

        if let chain = plan.chain, let first = chain.steps.first {
            let r = plan.screen(first.rect, ofNode: chain.node, in: first.container)
            let tid = id(chain.node)
            let links = chain.steps.map { "\(containerID($0.container)) \(XMLText.n($0.offset))" }.joined(separator: ", ")
            let text = TextMetrics.fitted("\(tid) \u{00B7} \(chain.point.name): \(links)", width: 2400, size: 11, bold: true) ?? tid
            // Above, below or inside the target, from its left or its right edge; else its id alone.
            let spots: [(Double, Double, SVGCanvas.Anchor)] = [r.minY - 5, r.maxY + 13, r.minY + 13].flatMap { y in [(r.minX + 3, y, .start), (r.maxX - 3, y, .end)] }
            if !offer(.target, text, "tlabel", id: tid, size: 11, bold: true, at: spots) {
                _ = offer(.target, tid, "tlabel", id: tid, size: 11, bold: true, at: spots)
            }
        }
        let containers = layout.containers.indices.filter { isDrawn(container: $0) }
        // Containers in view first.
        let ordered = containers.filter { plan.visible[$0] != nil } + containers.filter { plan.visible[$0] == nil }
        for c in ordered {
            for marker in markers(c, within: shown) {
                offer(.notes(c), marker.text, "more", id: marker.id, size: 11, anchor: marker.anchor, at: [(marker.x, marker.y)])
            }
        }
        for c in ordered {
            for stop in stopLabels(c) {
                offer(.notes(c), stop.text, "slabel", id: stop.id, size: 9, anchor: stop.anchor, at: [(stop.x, stop.y)])
            }
        }
        let stuck = stuckHeaders()
        for inView in [true, false] {
            for kind in [SceneNode.Kind.item, .vstack] {
                for i in scene.nodes.indices where plan.drawn[i] {
                    let node = scene.nodes[i]
                    let isStack = node.kind.isStack || node.kind == .zstack
                    guard let name = scene.id(of: i), kind == .item ? node.kind == .item : isStack else { continue }
                    let e = layout.enclosingContainer[i].index
                    let r = plan.screen(layout.frames[i], ofNode: i, in: e ?? -1)
                    let visible = e.map { plan.visible[$0] } ?? r
                    let pin = e == nil ? nil : self.pin(containing: i)
                    var area: Rect
                    let layer: LabelLayer
                    if let shownPart = visible?.intersection(r) ?? (e == nil ? r : nil) {
                        guard inView else { continue }
                        area = shownPart
                        layer = pin.map { .pinned($0) } ?? e.map { .inView($0) } ?? .top
                        // Not under a header stuck over it.
                        if pin == nil, let e {
                            guard let open = uncovered(area, in: e, headers: stuck) else { continue }
                            area = open
                        }
                    } else {
                        // Out of view: only a top-level container's content is labelled (a nested
                        // one's is drawn as outlines).
                        guard !inView, let e, layout.containers[e].parent == nil else { continue }
                        area = r
                        layer = pin.map { .pinnedFaded($0) } ?? .faded(e)
                    }
                    let avoid = inView ? nil : visible
                    if kind == .item {
                        let size = min(11, (area.height - 1) / 1.25)
                        guard size >= 6, let text = TextMetrics.fitted(name, width: area.width - 4, size: size) else { continue }
                        offer(layer, text, "il", id: name, size: size, anchor: .middle, at: [(area.minX + area.width / 2, area.minY + area.height / 2 + size * 0.35)], avoiding: avoid)
                    } else {
                        guard area.height >= 14, let text = TextMetrics.fitted(name, width: area.width - 6, size: 10) else { continue }
                        offer(layer, text, "klabel", id: name, size: 10, at: [(area.minX + 3, area.minY + 11)], avoiding: avoid)
                    }
                }
            }
        }
        return out
    }

    /// Per container with pinned headers: the screen rects of its headers where they stick, in view.
    func stuckHeaders() -> [Int: [Rect]] {
        var out: [Int: [Rect]] = [:]
        for pin in plan.pins where plan.drawn[pin.header] {
            let r = plan.screen(layout.frames[pin.header], ofNode: pin.header, in: pin.container)
            if let shown = plan.visible[pin.container]?.intersection(r) { out[pin.container, default: []].append(shown) }
        }
        return out
    }

    /// The part of `area` (in container `e`, on screen) no stuck header covers: a header across
    /// its whole breadth cuts its start or its end off; nil when nothing is left.
    func uncovered(_ area: Rect, in e: Int, headers: [Int: [Rect]]) -> Rect? {
        guard let rects = headers[e] else { return area }
        let axis = layout.containers[e].axis
        var (a0, a1) = area.span(axis)
        for h in rects where h.intersects(area) {
            let (h0, h1) = h.span(axis)
            let (c0, c1) = h.span(axis.cross), (b0, b1) = area.span(axis.cross)
            guard c0 <= b0, c1 >= b1 else { continue }  // a narrower header leaves room beside it
            if h0 <= a0 { a0 = max(a0, h1) } else if h1 >= a1 { a1 = min(a1, h0) }
        }
        guard a1 > a0 else { return nil }
        var out = area
        if axis == .vertical {
            out.y = a0
            out.height = a1 - a0
        } else {
            out.x = a0
            out.width = a1 - a0
        }
        return out
    }

    /// Container labels in a lane left of the drawing, each as near its window's top as the
    /// labels above it allow, with a leader line to the window; faded for a container out of view.
    mutating func placeLaneLabels(_ shown: Rect) -> LaneLayout {
        var lane = LaneLayout()
        let right = shown.minX - 10
        var placer = LabelPlacer(bounds: Rect(x: right - 3000, y: shown.minY, width: 3000, height: shown.height + 2000))
        let drawn = layout.containers.indices.filter { isDrawn(container: $0) }
        let windows = drawn.map { windowRect($0) }
        for k in drawn.indices.sorted(by: { windows[$0].minY < windows[$1].minY || (windows[$0].minY == windows[$1].minY && $0 < $1) }) {
            let c = drawn[k], window = windows[k]
            let g = layout.containers[c]
            let arrow = g.axis == .vertical ? "\u{2195}" : "\u{2194}"
            let full = "\(containerID(c)) \(arrow) \(XMLText.n(plan.offsets[c])) of 0\u{2013}\(XMLText.n(g.maxOffset))"
            guard let text = TextMetrics.fitted(full, width: 400, size: 10, bold: true) else { continue }
            let faded = plan.visible[c] == nil
            let start = min(max(window.minY + 11, shown.minY + 11), shown.maxY)
            for step in 0 ..< 80 {
                let y = start + 13 * Double(step)
                let r = Self.labelRect(text, x: right, y: y, size: 10, bold: true, anchor: .end)
                guard placer.place(r) else { continue }
                labels.byLayer[.lane, default: []].append(PlacedLabel(text: text, x: right, y: y, size: 10, cls: faded ? "clabel out" : "clabel", id: containerID(c), anchor: .end))
                lane.width = max(lane.width, r.width + 10)
                let tipX = min(max(window.minX, shown.minX), shown.maxX)
                let tipY = min(max(y - 3.5, window.minY), window.maxY)
                lane.leaders.append(((right + 3, y - 3.5, tipX, min(max(tipY, shown.minY), shown.maxY)), containerID(c) + "/leader", faded))
                break
            }
        }
        return lane
    }

    /// Writes the labels placed in `layer`.
    func emitLabels(_ layer: LabelLayer) {
        for label in labels.byLayer[layer] ?? [] {
            canvas.text(label.text, x: label.x, y: label.y, size: label.size, label.cls, id: label.id, anchor: label.anchor)
        }
    }
}
