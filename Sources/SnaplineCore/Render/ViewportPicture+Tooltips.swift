/// The numbers behind each box, as its `<title>` (a tooltip on hover).
extension ViewportPicture {
    /// "padding: top 16, bottom 16, left 0, right 0" (physical sides).
    func edgesText(_ name: String, _ e: Edges) -> String {
        let rtl = layout.viewport.isRightToLeft
        return "\(name): top \(XMLText.n(e.top)), bottom \(XMLText.n(e.bottom)), left \(XMLText.n(e.left(rtl: rtl))), right \(XMLText.n(e.right(rtl: rtl)))"
    }

    func rectText(_ r: Rect) -> String {
        "x \(XMLText.n(r.x)), y \(XMLText.n(r.y)), \(XMLText.n(r.width)) \u{00D7} \(XMLText.n(r.height))"
    }

    /// An item's or a stack's id and kind, its frame in its container's content and on screen,
    /// and for an anchor the offsets of its targets.
    func boxTitle(_ i: Int, _ screen: Rect, in e: Int?) -> String {
        let node = scene.nodes[i]
        var lines = ["\(id(i)) (\(node.kind.keyword))"]
        if let e {
            lines.append("in \(containerID(e))'s content: \(rectText(layout.frames[i]))")
        }
        lines.append("on screen: \(rectText(screen))")
        if let k = anchorOfNode[i] {
            let anchor = table.anchors[k]
            for target in table.targets(of: anchor, in: scene) {
                let chain = target.chain.map { link in
                    "\(link.container) \(XMLText.n(link.offset))" + (link.offset != link.raw ? " (raw \(XMLText.n(link.raw)))" : "")
                }
                lines.append("scrollTo(\(id(i)), anchor: \(target.spec.name)): \(chain.joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A container's axis, behavior, offset and range, window and stop count.
    func windowTitle(_ c: Int) -> String {
        let entry = table.containers[c]
        var behavior = entry.behavior.rawValue
        if entry.behavior == .viewAligned { behavior += " (\(entry.snapAlign.rawValue), limit \(entry.limit.rawValue))" }
        return "\(entry.id): \(entry.axis.rawValue), \(behavior)\n"
            + "offset \(XMLText.n(plan.offsets[c])) of 0\u{2013}\(XMLText.n(entry.maxOffset)) (initial \(XMLText.n(entry.initialOffset)))\n"
            + "window on screen: \(rectText(windowRect(c)))\n"
            + grownText(c)
            + "\(entry.stops.count) stop\(entry.stops.count == 1 ? "" : "s")"
    }

    /// "; the safe area added: top 59, bottom 34" when the container took insets, else "".
    func addedText(_ c: Int) -> String {
        let added = layout.containers[c].addedInsets
        guard added != .zero else { return "" }
        return " (with the safe area's " + physicalSides(added).joined(separator: ", ") + ")"
    }

    /// A line for a container that grew through the safe area, else "".
    func grownText(_ c: Int) -> String {
        let g = layout.containers[c]
        guard g.growth != .zero else { return "" }
        let what = g.addedInsets == .zero ? "ignoresSafeArea: nothing added to its padding" : "added to its padding and scroll padding"
        return "grew through the safe area: " + physicalSides(g.growth).joined(separator: ", ") + " (\(what))\n"
    }

    /// The sides of `e` that are not 0, physical: "top 59", "left 47".
    func physicalSides(_ e: Edges) -> [String] {
        let rtl = layout.viewport.isRightToLeft
        return [("top", e.top), ("bottom", e.bottom), ("left", e.left(rtl: rtl)), ("right", e.right(rtl: rtl))]
            .filter { $0.1 != 0 }.map { "\($0.0) \(XMLText.n($0.1))" }
    }
}
