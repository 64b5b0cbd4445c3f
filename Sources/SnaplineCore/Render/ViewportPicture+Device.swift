/// What the device does to the screen: the safe area and the keyboard shaded as covered bands
/// over it, and pinned section headers drawn where they stick (`PinnedHeader`, the computation
/// `target-obscured` uses too). A scene without these keys draws none of it.
extension ViewportPicture {
    /// The covered bands, over everything drawn in the screen: top and bottom across the whole
    /// width, leading and trailing between them; the keyboard from the bottom of the screen (the
    /// bottom safe area is drawn only where it reaches above the keyboard). Each has a tooltip
    /// naming it with its size.
    func drawCoveredBands() {
        let v = layout.viewport
        guard v.hasInsets else { return }
        let rtl = v.isRightToLeft
        let safe = v.safeArea
        let bottom = v.insets.bottom
        let vid = XMLText.escape(v.name)
        let safeRect = "the safe rect: \(rectText(v.safeRect))"
        canvas.raw("<g data-id=\"\(vid)/covered\">\n")
        func band(_ r: Rect, _ cls: String, _ name: String, _ size: Double, _ more: String = "") {
            guard r.width > 0, r.height > 0 else { return }
            canvas.rect(r, cls, id: "\(v.name)/\(name)", title: "\(name) \(XMLText.n(size)) pt\(more)\n\(safeRect)")
        }
        band(Rect(x: 0, y: 0, width: v.width, height: min(safe.top, v.height)), "covered", "top safe area", safe.top)
        if safe.bottom > v.keyboard {
            band(Rect(x: 0, y: v.height - safe.bottom, width: v.width, height: safe.bottom), "covered", "bottom safe area", safe.bottom)
        }
        if v.keyboard > 0 {
            let under = safe.bottom > 0 && safe.bottom <= v.keyboard ? ", over the bottom safe area (\(XMLText.n(safe.bottom)) pt)" : ""
            band(Rect(x: 0, y: v.height - v.keyboard, width: v.width, height: v.keyboard), "kbd", "keyboard", v.keyboard, under)
        }
        let sideHeight = v.height - safe.top - bottom
        let (leftName, rightName) = rtl ? ("trailing", "leading") : ("leading", "trailing")
        let left = safe.left(rtl: rtl), right = safe.right(rtl: rtl)
        band(Rect(x: 0, y: safe.top, width: left, height: sideHeight), "covered", "\(leftName) safe area", left)
        band(Rect(x: v.width - right, y: safe.top, width: right, height: sideHeight), "covered", "\(rightName) safe area", right)
        canvas.raw("</g>\n")
    }

    /// The bars of the nodes (not scroll containers) whose nearest container is `c` (nil: none),
    /// over everything drawn in its content, so they move with it in the simulator.
    func drawBars(inContainer c: Int?) {
        for i in barNodes where scene.nodes[i].kind != .scroll && layout.enclosingContainer[i].index == c && plan.drawn[i] {
            drawBars(ofNode: i, in: c)
        }
    }

    /// The bars node `i` has (`CoveringBar`, the computation `target-obscured` uses), shaded like
    /// the safe area where they are, each with a tooltip naming it; a scroll container's are
    /// drawn over its window, in its parent's content.
    func drawBars(ofNode i: Int, in e: Int?) {
        guard !barNodes.isEmpty else { return }
        for bar in CoveringBar.of(i, in: scene, layout) {
            let r = plan.screen(bar.band, ofNode: i, in: e ?? -1)
            let length = bar.side == .top || bar.side == .bottom ? bar.band.height : bar.band.width
            let what = bar.kind == .overlay ? "covers what is under it, moves nothing" : "the content is inset by it"
            canvas.rect(r, "bar", id: "\(id(i))/\(bar.kind.rawValue)/\(bar.side.rawValue)", title: "\(bar.name(scene)): \(XMLText.n(length)) pt (\(what))")
        }
    }

    /// Bars named in the subtitle; the rest are counted (each is named in its tooltip).
    static let listedBars = 4

    /// The subtitle of a picture with bars: the first bars' names and lengths, in document
    /// order, and how many more there are.
    func barsLine() -> String? {
        guard !barNodes.isEmpty else { return nil }
        let all = barNodes.flatMap { CoveringBar.of($0, in: scene, layout) }
        let bars = all.prefix(Self.listedBars).map { bar in
            "\(bar.name(scene).dropFirst(4)) \(XMLText.n(bar.side == .top || bar.side == .bottom ? bar.band.height : bar.band.width))"
        }
        let more = all.count > Self.listedBars ? " and \(all.count - Self.listedBars) more (hover a bar for its name)" : ""
        return "bars: " + bars.joined(separator: " \u{00B7} ") + more + " (shaded, dashed)"
    }

    /// The subtitle of a viewport with insets: what covers its screen.
    func coveredLine() -> String? {
        let v = layout.viewport
        guard v.hasInsets else { return nil }
        let sides = physicalSides(v.safeArea)
        var parts: [String] = []
        if !sides.isEmpty { parts.append("safe area " + sides.joined(separator: ", ")) }
        if v.keyboard > 0 { parts.append("keyboard \(XMLText.n(v.keyboard))") }
        return parts.joined(separator: " \u{00B7} ") + " (shaded)"
    }

    /// The headers of `pins` (container `e`'s, in document order) and their subtrees, each where
    /// it sticks at the container's drawn offset, in a group (`data-pin`) the report's simulator
    /// moves as it scrolls; in view over a backdrop that hides what it covers, and outlined. A
    /// pinned stack inside a header is drawn within that header's group.
    func drawPins(_ pins: [Int], in e: Int, _ pass: Pass, ghost: Bool) {
        for k in pins {
            let h = plan.pins[k].header
            guard plan.drawn[h] else { continue }
            let name = id(h)
            let r = plan.screen(layout.frames[h], ofNode: h, in: e)
            let shown = shows(r, in: e, pass)
            canvas.raw("<g data-id=\"\(XMLText.escape(name))/pinned\" data-pin=\"\(k)\">\n")
            if shown && pass == .inView { canvas.rect(r, "bg", id: name + "/backdrop") }
            var inner: [Int] = []
            walk(from: h, to: plan.subtreeEnd[h], enclosing: e, pass, ghost: ghost, pins: &inner)
            if shown && pass == .inView { canvas.rect(r, "pin", id: name + "/pin", title: pinTitle(k)) }
            emitLabels(pass == .inView ? .pinned(k) : .pinnedFaded(k))
            drawPins(inner, in: e, pass, ghost: ghost)
            canvas.raw("</g>\n")
        }
    }

    /// Where pin `k`'s header sticks and why.
    func pinTitle(_ k: Int) -> String {
        let pin = plan.pins[k]
        let g = layout.containers[pin.container]
        let at = pin.stuckStart(offset: plan.offsets[pin.container], in: g)
        let natural = pin.frame.span(g.axis).start
        let coordinate = g.axis == .vertical ? "y" : "x"
        let edge = g.axis == .vertical ? "top" : g.isRightToLeft ? "right" : "left"
        return "\(id(pin.header)): pinned header of \(id(pin.stack)), sticks to the \(edge) of \(containerID(pin.container))'s visible area while \(id(pin.stack)) is in view\n"
            + "at offset \(XMLText.n(plan.offsets[pin.container])): \(coordinate) \(XMLText.n(at)) in the content (laid out at \(XMLText.n(natural)))"
    }

    /// The pin whose header node `i` is in (its own container's, innermost), if any.
    func pin(containing i: Int) -> Int? {
        guard !plan.pins.isEmpty else { return nil }
        var j = i
        while true {
            if let k = plan.pinOfHeader[j] { return k }
            guard let p = scene.nodes[j].parent.index, scene.nodes[p].kind != .scroll else { return nil }
            j = p
        }
    }
}
