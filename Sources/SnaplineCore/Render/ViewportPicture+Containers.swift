/// The boxes: a walk over the nodes in document order, once faded for what is out of view and
/// once for what the screen shows. Each container's content is a group with `data-scroll` (the
/// report's simulator moves it); in view it sits in a group clipped to the container's window,
/// over a backdrop that hides the faded copy beneath, and nested windows clip inside their
/// parents'.
extension ViewportPicture {
    enum Pass {
        case faded, inView
    }

    /// The content as far as it is drawn, on screen.
    func contentRect(_ c: Int) -> Rect {
        let g = layout.containers[c]
        let o = plan.origins[c]
        let (start, end) = plan.extents[c]
        return g.axis == .vertical
            ? Rect(x: o.x, y: o.y + start, width: g.contentSize.width, height: end - start)
            : Rect(x: o.x + start, y: o.y, width: end - start, height: g.contentSize.height)
    }

    /// The container's window on screen (its frame in the parent, at the parent's offset).
    func windowRect(_ c: Int) -> Rect {
        let g = layout.containers[c]
        return plan.screen(g.frame, ofNode: g.node, in: g.parent ?? -1)
    }

    /// Draws the nodes `start ..< end` whose nearest container is `e` (nil: none), and the
    /// containers among them. `ghost`: inside a nested container's faded content. A pinned
    /// stack's header is left out and its pin added to `pins`: the caller draws it after the
    /// container's content and labels, where it sticks, over what it covers (`drawPins`).
    func walk(from start: Int, to end: Int, enclosing e: Int?, _ pass: Pass, ghost: Bool = false, pins: inout [Int]) {
        var i = start
        while i < end {
            if let c = containerOfNode[i] {
                if plan.drawn[i] {
                    if pass == .faded { drawFaded(c, ghost: ghost) } else { drawInView(c) }
                }
                i = plan.subtreeEnd[i]
                continue
            }
            if let e, plan.drawn[i], let k = plan.pinOfStack[i] {
                let header = plan.pins[k].header
                drawBox(i, in: e, pass)
                walk(from: i + 1, to: header, enclosing: e, pass, ghost: ghost, pins: &pins)
                walk(from: plan.subtreeEnd[header], to: plan.subtreeEnd[i], enclosing: e, pass, ghost: ghost, pins: &pins)
                pins.append(k)
                i = plan.subtreeEnd[i]
                continue
            }
            defer { i += 1 }
            guard plan.drawn[i], scene.nodes[i].kind != .scroll else { continue }
            drawBox(i, in: e, pass)
        }
    }

    /// Whether a box at `r` (on screen) in container `e` is drawn in `pass`.
    func shows(_ r: Rect, in e: Int?, _ pass: Pass) -> Bool {
        if let e, !options.interactive {
            // A still picture draws each box where it shows: faded out of view, in view clipped.
            let visible = plan.visible[e]
            switch pass {
            case .faded: return visible?.contains(r) != true
            case .inView: return visible?.intersects(r) == true
            }
        }
        return e != nil || pass == .inView  // outside every container a box is always in view
    }

    /// Node `i`'s box, when it shows in `pass`.
    private func drawBox(_ i: Int, in e: Int?, _ pass: Pass) {
        let r = plan.screen(layout.frames[i], ofNode: i, in: e ?? -1)
        if shows(r, in: e, pass) { drawBox(i, r, in: e) }
    }

    private func drawFaded(_ c: Int, ghost: Bool) {
        let g = layout.containers[c]
        let cid = containerID(c)
        let nested = ghost || g.parent != nil
        if g.parent != nil {
            // A nested window out of view still shows where it is.
            canvas.rect(windowRect(c), "window", id: cid, title: windowTitle(c))
        }
        canvas.raw("<g data-id=\"\(XMLText.escape(cid))/faded\" data-scroll=\"\(c)\"\(nested ? " class=\"ghost\"" : "")>\n")
        drawContent(c)
        var pins: [Int] = []
        walk(from: g.node + 1, to: plan.subtreeEnd[g.node], enclosing: c, .faded, ghost: nested, pins: &pins)
        emitLabels(.faded(c))
        drawPins(pins, in: c, .faded, ghost: nested)
        canvas.raw("</g>\n")
    }

    private func drawInView(_ c: Int) {
        let g = layout.containers[c]
        let cid = XMLText.escape(containerID(c))
        let window = windowRect(c)
        let clip = "clip-\(Self.domID(layout.viewport.name))-\(c)"
        canvas.raw("<clipPath id=\"\(clip)\" data-id=\"\(cid)/clip\"><rect data-id=\"\(cid)/clip\" x=\"\(XMLText.n(window.x))\" y=\"\(XMLText.n(window.y))\" width=\"\(XMLText.n(window.width))\" height=\"\(XMLText.n(window.height))\"/></clipPath>\n")
        canvas.raw("<g clip-path=\"url(#\(clip))\" data-id=\"\(cid)/in-view\">\n")
        canvas.rect(window, "bg", id: containerID(c) + "/backdrop")
        canvas.raw("<g data-id=\"\(cid)/content\" data-scroll=\"\(c)\">\n")
        drawContent(c)
        var pins: [Int] = []
        walk(from: g.node + 1, to: plan.subtreeEnd[g.node], enclosing: c, .inView, pins: &pins)
        drawBars(inContainer: c)
        emitLabels(.inView(c))
        drawPins(pins, in: c, .inView, ghost: false)
        canvas.raw("</g>\n</g>\n")
        let rtl = layout.viewport.isRightToLeft
        let s = g.scrollPadding
        bands(window, edges: g.scrollPadding, "spad", id: containerID(c), title: "\(containerID(c)) scroll padding: top \(XMLText.n(s.top)), bottom \(XMLText.n(s.bottom)), left \(XMLText.n(s.left(rtl: rtl))), right \(XMLText.n(s.right(rtl: rtl)))" + addedText(c))
        canvas.rect(window, "window", id: containerID(c), title: windowTitle(c))
        drawBars(ofNode: g.node, in: g.parent)
    }

    /// The content rect and its padding bands (none where the drawn part is cut).
    private func drawContent(_ c: Int) {
        let g = layout.containers[c]
        let cid = containerID(c)
        let content = contentRect(c)
        let length = g.contentSize.along(g.axis)
        let (start, end) = plan.extents[c]
        var sides = Sides()
        if g.axis == .vertical {
            sides.top = start == 0
            sides.bottom = end == length
        } else {
            sides.left = start == 0
            sides.right = end == length
        }
        // The safe-area insets the container took are padding like its own.
        let padding = scene.edges[Int(scene.nodes[g.node].padding)].adding(g.addedInsets)
        let text = edgesText("padding", padding) + addedText(c)
        canvas.rect(content, "content", id: cid, title: "\(cid) content: \(XMLText.n(g.contentSize.width)) \u{00D7} \(XMLText.n(g.contentSize.height)); \(text)")
        bands(content, edges: padding, "pad", id: cid, title: "\(cid) \(text)", sides: sides)
    }

    private func drawBox(_ i: Int, _ r: Rect, in e: Int?) {
        let node = scene.nodes[i]
        let name = id(i)
        switch node.kind {
        case .vstack, .hstack, .zstack:
            canvas.rect(r, "stack", id: name, title: boxTitle(i, r, in: e))
            let padding = scene.edges[Int(node.padding)]
            bands(r, edges: padding, "pad", id: name, title: "\(name) \(edgesText("padding", padding))")
        case .item:
            canvas.rect(r, "item", id: name, title: boxTitle(i, r, in: e))
            let m = scene.edges[Int(node.scrollMargin)]
            if m.top != 0 || m.bottom != 0 || m.leading != 0 || m.trailing != 0 {
                let rtl = layout.viewport.isRightToLeft
                let grown = Rect(x: r.x - m.left(rtl: rtl), y: r.y - m.top, width: r.width + m.left(rtl: rtl) + m.right(rtl: rtl), height: r.height + m.top + m.bottom)
                canvas.rect(grown, "smargin", id: name + "/margin", title: "\(name) \(edgesText("scroll margin", m)): the rect scrolling aligns")
            }
        case .scroll, .space:
            break
        }
        if options.highlighted.contains(i) {
            canvas.rect(r, "hl", id: name + "/highlight")
        }
    }
}

extension Rect {
    var midY: Double { y + height / 2 }

    func contains(_ r: Rect) -> Bool {
        r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY
    }

    func intersects(_ r: Rect) -> Bool {
        r.minX < maxX && r.maxX > minX && r.minY < maxY && r.maxY > minY
    }

    /// The common part of two rects, or nil when they do not overlap.
    func intersection(_ r: Rect) -> Rect? {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY)
        let x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}
