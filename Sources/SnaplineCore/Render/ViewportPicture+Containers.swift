internal import SnaplineRuntime

extension ViewportPicture {
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
        return plan.screen(g.frame, in: g.parent ?? -1)
    }

    /// Before the container's boxes: its content and padding bands; in view, inside a group
    /// clipped to what its window shows (nested groups clip to the windows of the whole chain).
    func openContainer(_ c: Int, _ pass: Pass) {
        let g = layout.containers[c]
        let cid = containerID(c)
        let content = contentRect(c)
        if pass == .inView {
            let clip = "clip-\(layout.viewport.name)-\(c)"
            let window = windowRect(c)
            canvas.raw("<clipPath id=\"\(XMLText.escape(clip))\" data-id=\"\(XMLText.escape(cid))/clip\"><rect data-id=\"\(XMLText.escape(cid))/clip\" x=\"\(XMLText.n(window.x))\" y=\"\(XMLText.n(window.y))\" width=\"\(XMLText.n(window.width))\" height=\"\(XMLText.n(window.height))\"/></clipPath>\n")
            canvas.raw("<g clip-path=\"url(#\(XMLText.escape(clip)))\" data-id=\"\(XMLText.escape(cid))/in-view\">\n")
        }
        let length = g.contentSize.along(g.axis)
        canvas.rect(content, "content", id: cid, title: "\(cid): content \(XMLText.n(g.contentSize.width)) \u{00D7} \(XMLText.n(g.contentSize.height))")
        let (start, end) = plan.extents[c]
        var sides = Sides()
        if g.axis == .vertical {
            sides.top = start == 0
            sides.bottom = end == length
        } else {
            sides.left = start == 0
            sides.right = end == length
        }
        bands(content, edges: scene.edges[Int(scene.nodes[g.node].padding)], "pad", id: cid, sides: sides)
    }

    /// After the container's boxes (in view): the end of its clipped group, its scroll padding
    /// and its window.
    func closeContainer(_ c: Int) {
        let g = layout.containers[c]
        let cid = containerID(c)
        let window = windowRect(c)
        canvas.raw("</g>\n")
        bands(window, edges: g.scrollPadding, "spad", id: cid)
        canvas.rect(window, "window", id: cid, title: "\(cid): \(g.axis.rawValue), offset \(XMLText.n(plan.offsets[c])) of 0\u{2013}\(XMLText.n(g.maxOffset))")
    }

    /// Drawn over every box (after all containers are closed), so later siblings do not hide
    /// them: the container's label, its stops and its elision markers.
    func drawAnnotations(_ c: Int) {
        let g = layout.containers[c]
        let cid = containerID(c)
        let content = contentRect(c)
        let window = windowRect(c)
        let arrow = g.axis == .vertical ? "\u{2195}" : "\u{2194}"
        let label = "\(cid) \(arrow) \(XMLText.n(plan.offsets[c])) of 0\u{2013}\(XMLText.n(g.maxOffset))"
        if g.isRightToLeft {
            canvas.text(label, x: window.maxX - 4, y: window.minY + 12, size: 10, "clabel", id: cid, anchor: .end)
        } else {
            canvas.text(label, x: window.minX + 4, y: window.minY + 12, size: 10, "clabel", id: cid)
        }
        drawStops(c, content: content)
        drawMarkers(c, content: content)
    }

    /// Ticks along one side of the content (right of a vertical content, above a horizontal one,
    /// where a bar at the top of the screen has room) at each stop, where the window's top or left edge comes to rest; labels that would
    /// overlap the previous one are left out (the tick stays, its title gives the value).
    private func drawStops(_ c: Int, content: Rect) {
        let g = layout.containers[c]
        let entry = table.containers[c]
        let o = plan.origins[c]
        let (start, end) = plan.extents[c]
        let cid = containerID(c)
        var lastLabel = -Double.infinity
        var segments: [(Double, Double, Double, Double)] = []
        for (k, stop) in entry.stops.enumerated() where stop >= start - ScrollTargetSelector.stopTolerance && stop <= end + ScrollTargetSelector.stopTolerance {
            if segments.count == options.boxLimit { break }
            let text = XMLText.n(stop)
            let sid = "\(cid)/stop/\(k)"
            if g.axis == .vertical {
                let x = content.maxX, y = o.y + stop
                segments.append((x - 4, y, x + 8, y))
                if y - lastLabel >= 11 {
                    canvas.text(text, x: x + 10, y: y + 3.5, size: 9, "slabel", id: sid)
                    lastLabel = y
                }
            } else {
                let x = o.x + stop, y = content.minY
                segments.append((x, y - 8, x, y + 4))
                let width = Double(text.count) * 9 * SVGCanvas.glyphWidth
                if x - width / 2 - lastLabel >= 4 {
                    canvas.text(text, x: x, y: y - 10, size: 9, "slabel", id: sid, anchor: .middle)
                    lastLabel = x + width / 2
                }
            }
        }
        canvas.ticks(segments, "stop", id: "\(cid)/stops")
    }

    /// "... N more" where boxes were elided.
    private func drawMarkers(_ c: Int, content: Rect) {
        let g = layout.containers[c]
        let cid = containerID(c)
        let before = plan.elidedBefore[c], after = plan.elidedAfter[c]
        if before > 0 {
            let text = "\u{2026} \(before) more"
            if g.axis == .vertical {
                canvas.text(text, x: content.minX + 8, y: content.minY + 20, size: 11, "more", id: cid + "/more-before")
            } else {
                canvas.text(text, x: content.minX + 6, y: content.midY + 4, size: 11, "more", id: cid + "/more-before")
            }
        }
        if after > 0 {
            let text = "\u{2026} \(after) more"
            if g.axis == .vertical {
                canvas.text(text, x: content.minX + 8, y: content.maxY - 10, size: 11, "more", id: cid + "/more-after")
            } else {
                canvas.text(text, x: content.maxX - 6, y: content.midY + 4, size: 11, "more", id: cid + "/more-after", anchor: .end)
            }
        }
    }

    /// The focus target's rect (grown by its scroll margin) where the chain's offsets put it.
    func drawTarget(_ chain: ChainExplanation) {
        guard let first = chain.steps.first else { return }
        let r = plan.screen(first.rect, in: first.container)
        let tid = id(chain.node)
        canvas.rect(r, "target", id: tid, title: "scrollTo(\(tid), anchor: \(chain.point.name))")
        // Beside it, the offset of every container of its chain.
        let links = chain.steps.map { "\(containerID($0.container)) \(XMLText.n($0.offset))" }.joined(separator: ", ")
        canvas.text("\(tid) \u{00B7} \(chain.point.name): \(links)", x: r.minX + 3, y: r.minY - 4, size: 11, "tlabel", id: tid)
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
