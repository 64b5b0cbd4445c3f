/// One scroll container of a layout seen along its axis in its logical coordinates: what the rule
/// of the content that stays put and the anchor at an offset work in. Vertical and left-to-right
/// horizontal containers are their physical coordinates; a right-to-left horizontal one is
/// measured from its content's right edge, so its logical offset is M minus the physical one and
/// its leading scroll padding is on the right.
struct ContainerLine {
    let axis: Axis
    let mirrored: Bool
    /// The visible length V, the scroll padding at the logical start (s0) and end (s1), the
    /// content's length, M, and where the content starts inside the container at logical offset 0
    /// (g: nonzero only for content shorter than the container).
    let visible: Double
    let s0: Double
    let s1: Double
    let contentLength: Double
    let maxOffset: Double
    let origin: Double
    /// The container's `initialAnchor` along its axis, as written (y, or x: not mirrored).
    let initialAnchor: Double

    init(_ g: ContainerGeometry, initialAnchor point: UnitPoint) {
        axis = g.axis
        mirrored = g.axis == .horizontal && g.isRightToLeft
        visible = g.visibleLength
        s0 = mirrored ? g.scrollPaddingEnd : g.scrollPaddingStart
        s1 = mirrored ? g.scrollPaddingStart : g.scrollPaddingEnd
        contentLength = g.contentSize.along(g.axis)
        maxOffset = g.maxOffset
        let physical = g.axis == .vertical ? g.contentOrigin.y : g.contentOrigin.x
        origin = mirrored ? (contentLength < visible ? visible - contentLength - physical : 0) : physical
        initialAnchor = g.axis == .vertical ? point.y : point.x
    }

    /// The room between the scroll padding: V - s0 - s1.
    var band: Double { visible - s0 - s1 }

    /// A physical offset as a logical one, and back (the same map both ways).
    func logical(_ offset: Double) -> Double { mirrored ? maxOffset - offset : offset }
    func physical(_ offset: Double) -> Double { mirrored ? maxOffset - offset : offset }

    /// The band's point at unit coordinate `u`, in content coordinates, at logical offset `o`:
    /// p = o + s0 + u·(V − s0 − s1) − g.
    func point(offset o: Double, u: Double) -> Double { o + s0 + u * band - origin }

    /// A frame of the container's content along the axis, logical: [leading, trailing).
    func span(_ frame: Rect) -> (a: Double, b: Double) {
        switch axis {
        case .vertical: return (frame.y, frame.y + frame.height)
        case .horizontal:
            return mirrored ? (contentLength - (frame.x + frame.width), contentLength - frame.x) : (frame.x, frame.x + frame.width)
        }
    }
}

extension LiveLayout.Laid {
    /// Container `c` of `table.containers` along its axis.
    func line(_ c: Int) -> ContainerLine? {
        let node = Int(table.containers[c].node)
        guard let g = layout.containerIndex(ofNode: node) else { return nil }
        let points = scene.unitPoints
        let k = Int(scene.nodes[node].initialAnchor)
        return ContainerLine(layout.containers[g], initialAnchor: k >= 0 && k < points.count ? points[k] : UnitPoint(x: 0, y: 0))
    }

    /// Whether node `m` is `n` or inside it.
    func node(_ m: Int, isInside n: Int) -> Bool {
        var link = IndexLink(m)
        while let i = link.index {
            if i == n { return true }
            if i < n { return false }  // ancestors come before their descendants
            link = scene.nodes[i].parent
        }
        return false
    }
}
