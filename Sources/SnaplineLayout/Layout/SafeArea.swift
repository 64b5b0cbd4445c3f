/// Scroll containers reach through the safe area (SwiftUI's rules for a `ScrollView`).
///
/// After the scene is laid out in the safe rect, each scroll container is judged top-down, in
/// document order (so on the layout after its enclosing containers grew): on each side where its
/// frame, in viewport coordinates with every container at offset 0, lies on the safe rect's edge
/// (within 0.5), where the inset is not 0 and no enclosing container scrolls along that side's
/// axis, the frame grows outward by the inset, to the viewport's edge, and the inset is added to
/// its padding and scroll padding: the largest inset among the safe-area regions it does not
/// ignore (`ignoresSafeArea`), then its `safeAreaInset` bars. Its content is then laid out again
/// in the grown frame; its parent and siblings stay as they were.
///
/// A root scroll container is judged before it is measured (its frame is known from the safe
/// rect alone), so the whole scene is not measured twice; any other container is measured, then
/// measured again in its grown frame.
extension LayoutPass {
    /// The physical insets: the distance from each side of the safe rect to the viewport's.
    private var physicalInsets: (top: Double, left: Double, bottom: Double, right: Double) {
        (safeRect.y, safeRect.x, viewport.height - safeRect.maxY, viewport.width - safeRect.maxX)
    }

    /// How far a container whose frame (viewport coordinates) is `frame` grows on each side.
    private func growth(of frame: Rect, inVertical: Bool, inHorizontal: Bool) -> (top: Double, left: Double, bottom: Double, right: Double) {
        let safe = safeRect
        let inset = physicalInsets
        func onEdge(_ side: Double, _ edge: Double, _ amount: Double, blocked: Bool) -> Double {
            amount > 0 && !blocked && abs(side - edge) <= Tolerance.length ? amount : 0
        }
        return (onEdge(frame.y, safe.y, inset.top, blocked: inVertical),
                onEdge(frame.x, safe.x, inset.left, blocked: inHorizontal),
                onEdge(frame.maxY, safe.maxY, inset.bottom, blocked: inVertical),
                onEdge(frame.maxX, safe.maxX, inset.right, blocked: inHorizontal))
    }

    /// The logical insets for physical ones.
    private func logical(_ g: (top: Double, left: Double, bottom: Double, right: Double)) -> Edges {
        Edges(top: g.top, bottom: g.bottom, leading: rtl ? g.right : g.left, trailing: rtl ? g.left : g.right)
    }

    /// When node `i` is the root and a scroll container: its frame grown through the safe area
    /// and the logical growth, judged from its size `size` before it is measured; nil when it
    /// does not grow.
    package func rootGrowth(_ i: Int, size: Size) -> (frame: Rect, growth: Edges)? {
        guard i == 0, viewport.hasInsets else { return nil }
        let x = rtl ? safeRect.maxX - size.width : safeRect.x
        let frame = Rect(x: x, y: safeRect.y, width: size.width, height: size.height)
        let g = growth(of: frame, inVertical: false, inHorizontal: false)
        guard g.top > 0 || g.left > 0 || g.bottom > 0 || g.right > 0 else { return nil }
        return (Rect(x: x - g.left, y: safeRect.y - g.top, width: size.width + g.left + g.right, height: size.height + g.top + g.bottom), logical(g))
    }

    package mutating func growThroughSafeArea() throws(LayoutError) {
        var viewportOrigin = [Point](repeating: .zero, count: containers.count)
        // Per container: whether an enclosing container scrolls vertically / horizontally.
        var inVertical = [Bool](repeating: false, count: containers.count)
        var inHorizontal = [Bool](repeating: false, count: containers.count)
        for c in containers.indices {
            let node = containers[c].node
            var origin = frames[node].origin
            if let p = containers[c].parent {
                let content = containers[p].contentOrigin
                origin = Point(x: viewportOrigin[p].x + content.x + origin.x, y: viewportOrigin[p].y + content.y + origin.y)
                inVertical[c] = inVertical[p] || containers[p].axis == .vertical
                inHorizontal[c] = inHorizontal[p] || containers[p].axis == .horizontal
            }
            viewportOrigin[c] = origin
            // The root may have grown before it was measured (`rootGrowth`).
            guard node != 0 || containers[c].growth == .zero else { continue }
            let frame = Rect(x: origin.x, y: origin.y, width: frames[node].width, height: frames[node].height)
            let g = growth(of: frame, inVertical: inVertical[c], inHorizontal: inHorizontal[c])
            guard g.top > 0 || g.left > 0 || g.bottom > 0 || g.right > 0 else { continue }

            var grown = frames[node]
            grown.x -= g.left
            grown.y -= g.top
            grown.width += g.left + g.right
            grown.height += g.top + g.bottom
            let axis = containers[c].axis
            let grewAcross = axis == .vertical ? g.left + g.right > 0 : g.top + g.bottom > 0
            let size = Size(width: grown.width, height: grown.height)
            let growth = logical(g)
            _ = layoutScroll(node, visible: size.along(axis), breadth: grewAcross ? size.along(axis.cross) : crossProposals[c],
                             added: insetsTaken(by: nodes[node], growth: growth))
            frames[node] = grown
            containers[c].frame = grown
            containers[c].growth = growth
            viewportOrigin[c] = Point(x: origin.x - g.left, y: origin.y - g.top)
            guard errors.isEmpty else { return }
            try place(node + 1 ..< subtreeEnd(node))
        }
    }

    /// What scroll container `node` adds to its padding and scroll padding (logical): on each side
    /// it grew, the largest inset among the safe-area regions it does not ignore (the container
    /// region's is `safeArea`, the keyboard's the keyboard's height, at the bottom), then its
    /// `safeAreaInset` bars on every side.
    package func insetsTaken(by node: SceneNode, growth: Edges) -> Edges {
        let regions = node.ignoresSafeArea
        let safeArea = regions.ignoresContainer ? .zero : viewport.safeArea
        let keyboard = regions.ignoresKeyboard ? 0 : viewport.keyboard
        func side(_ grown: Double, _ inset: Double) -> Double { grown > 0 ? inset : 0 }
        let taken = Edges(top: side(growth.top, safeArea.top), bottom: side(growth.bottom, max(safeArea.bottom, keyboard)),
                          leading: side(growth.leading, safeArea.leading), trailing: side(growth.trailing, safeArea.trailing))
        guard node.safeAreaInset != 0 else { return taken }
        return taken.adding(scene.edges[Int(node.safeAreaInset)])
    }

    /// The index after the last descendant of node `i` (descendants follow it in pre-order; the
    /// first node after them has a parent before `i`).
    package func subtreeEnd(_ i: Int) -> Int {
        var j = i + 1
        while j < nodes.count, let parent = nodes[j].parent.index, parent >= i { j += 1 }
        return j
    }
}
