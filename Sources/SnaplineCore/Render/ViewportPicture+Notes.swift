/// What is drawn over every box: each container's stops (ticks with their offsets) and elision
/// markers, and the target of `--at`. Each group carries `data-chain`, the container whose
/// content it moves with in the report's simulator.
extension ViewportPicture {
    /// A label beside a container's content.
    struct Note {
        var text: String
        var x: Double, y: Double
        var id: String
        var anchor: SVGCanvas.Anchor
    }

    /// The drawn stops of container `c`: index, value and tick (right of a vertical content,
    /// above a horizontal one, where a bar at the top of the screen has room).
    func drawnStops(_ c: Int) -> [(k: Int, stop: Double, tick: (Double, Double, Double, Double))] {
        let g = layout.containers[c]
        let content = contentRect(c)
        let o = plan.origins[c]
        let (start, end) = plan.extents[c]
        var out: [(Int, Double, (Double, Double, Double, Double))] = []
        for (k, stop) in table.containers[c].stops.enumerated() where stop >= start - Tolerance.stop && stop <= end + Tolerance.stop {
            if out.count == options.boxLimit { break }
            out.append(g.axis == .vertical
                ? (k, stop, (content.maxX - 4, o.y + stop, content.maxX + 8, o.y + stop))
                : (k, stop, (o.x + stop, content.minY - 8, o.x + stop, content.minY + 4)))
        }
        return out
    }

    /// Stop labels, in their lane beside the ticks.
    func stopLabels(_ c: Int) -> [Note] {
        let vertical = layout.containers[c].axis == .vertical
        return drawnStops(c).map { k, stop, tick in
            let text = XMLText.n(stop)
            let id = "\(containerID(c))/stop/\(k)"
            return vertical ? Note(text: text, x: tick.2 + 2, y: tick.1 + 3.5, id: id, anchor: .start)
                : Note(text: text, x: tick.0, y: tick.1 - 2, id: id, anchor: .middle)
        }
    }

    /// "... N more" where boxes were elided, at the ends of the drawn content (within `shown`).
    func markers(_ c: Int, within shown: Rect) -> [Note] {
        let g = layout.containers[c]
        let cid = containerID(c)
        let drawn = contentRect(c)
        let x0 = max(drawn.minX, shown.minX), y0 = max(drawn.minY, shown.minY)
        let content = Rect(x: x0, y: y0, width: min(drawn.maxX, shown.maxX) - x0, height: min(drawn.maxY, shown.maxY) - y0)
        var out: [Note] = []
        if plan.elidedBefore[c] > 0 {
            let text = "\u{2026} \(plan.elidedBefore[c]) more"
            out.append(g.axis == .vertical
                ? Note(text: text, x: content.minX + 8, y: content.minY + 20, id: cid + "/more-before", anchor: .start)
                : Note(text: text, x: content.minX + 6, y: content.midY + 4, id: cid + "/more-before", anchor: .start))
        }
        if plan.elidedAfter[c] > 0 {
            let text = "\u{2026} \(plan.elidedAfter[c]) more"
            out.append(g.axis == .vertical
                ? Note(text: text, x: content.minX + 8, y: content.maxY - 10, id: cid + "/more-after", anchor: .start)
                : Note(text: text, x: content.maxX - 6, y: content.midY + 4, id: cid + "/more-after", anchor: .end))
        }
        return out
    }

    /// The opening tag of a group that moves with container `c`'s content (nothing for -1).
    func chainGroup(_ c: Int, _ id: String, cls: String? = nil) -> String {
        var tag = "<g data-id=\"\(XMLText.escape(id))\""
        if let cls { tag += " class=\"\(cls)\"" }
        if c >= 0 { tag += " data-chain=\"\(c)\"" }
        return tag + ">\n"
    }

    /// Container `c`'s stop ticks (each with a tooltip), stop labels and elision markers.
    func drawNotes(_ c: Int) {
        let cid = containerID(c)
        canvas.raw(chainGroup(c, cid + "/notes", cls: plan.visible[c] == nil ? "out" : nil))
        let owners = stopOwners(c)
        canvas.raw("<g class=\"stop\" data-id=\"\(XMLText.escape(cid))/stops\">\n")
        for (k, stop, tick) in drawnStops(c) {
            let owner = owners[k].map { " \u{00B7} \($0)" } ?? ""
            canvas.ticks([tick], "tick", id: "\(cid)/stop/\(k)", title: "\(cid) stop \(k + 1) of \(table.containers[c].stops.count): offset \(XMLText.n(stop))\(owner)")
        }
        canvas.raw("</g>\n")
        emitLabels(.notes(c))
        canvas.raw("</g>\n")
    }

    /// The target of `--at`: its own rect filled, its rect grown by its scroll margin dashed, and
    /// in the window of every container of its chain the band it aligns to (the window less its
    /// scroll padding) with the line the anchor's unit point comes to rest on.
    func drawTarget(_ chain: ChainExplanation) {
        guard let first = chain.steps.first else { return }
        let tid = id(chain.node)
        for step in chain.steps {
            let g = step.geometry
            let w = windowRect(step.container)
            let s0 = g.scrollPaddingStart, s1 = g.scrollPaddingEnd
            let line = s0 + step.u * (g.visibleLength - s0 - s1)
            let cid = containerID(step.container)
            canvas.raw(chainGroup(g.parent ?? -1, "\(tid)/band/\(cid)"))
            let title = "\(cid): \(tid) aligns \(chain.point.name) with \(XMLText.n(line)) of the window's \(XMLText.n(g.visibleLength)) (band \(XMLText.n(s0))\u{2013}\(XMLText.n(g.visibleLength - s1)) between the scroll padding); offset \(XMLText.n(step.offset))" + (step.isClamped ? ", clamped from \(XMLText.n(step.raw))" : "")
            if g.axis == .vertical {
                canvas.rect(Rect(x: w.minX, y: w.minY + s0, width: w.width, height: max(0, g.visibleLength - s0 - s1)), "tband", id: "\(tid)/band", title: title)
                canvas.ticks([(w.minX, w.minY + line, w.maxX, w.minY + line)], "tline", id: "\(tid)/line", title: title)
            } else {
                canvas.rect(Rect(x: w.minX + s0, y: w.minY, width: max(0, g.visibleLength - s0 - s1), height: w.height), "tband", id: "\(tid)/band", title: title)
                canvas.ticks([(w.minX + line, w.minY, w.minX + line, w.maxY)], "tline", id: "\(tid)/line", title: title)
            }
            canvas.raw("</g>\n")
        }
        canvas.raw(chainGroup(first.container, "\(tid)/target"))
        let own = plan.screen(layout.frames[chain.node], ofNode: chain.node, in: first.container)
        canvas.rect(own, "target", id: tid, title: "scrollTo(\(tid), anchor: \(chain.point.name)): the item's own rect")
        let grown = plan.screen(first.rect, ofNode: chain.node, in: first.container)
        if grown != own {
            canvas.rect(grown, "tmargin", id: tid + "/margin", title: "\(tid) grown by its scroll margin: what is aligned")
        }
        emitLabels(.target)
        canvas.raw("</g>\n")
    }

    /// Per stop of container `c`: the target whose alignment gives it (view-aligned), or its page.
    func stopOwners(_ c: Int) -> [String?] {
        let entry = table.containers[c]
        var owners = [String?](repeating: nil, count: entry.stops.count)
        switch entry.behavior {
        case .none:
            break
        case .paging:
            for k in owners.indices { owners[k] = "page \(k + 1)" }
        case .viewAligned:
            for j in layout.snapTargets(ofContainer: c, in: scene) {
                let stop = TargetCompiler.viewAlignedStop(scene, layout, container: c, target: j)
                // The stop with this value (stops are sorted and merged within `Tolerance.stop`).
                var low = 0, high = entry.stops.count
                while low < high {
                    let mid = (low + high) / 2
                    if entry.stops[mid] < stop - Tolerance.pictureStop { low = mid + 1 } else { high = mid }
                }
                if low < entry.stops.count, abs(entry.stops[low] - stop) <= Tolerance.pictureStop, owners[low] == nil {
                    owners[low] = "\(id(j)) (\(entry.snapAlign.rawValue))"
                }
            }
        }
        return owners
    }
}
