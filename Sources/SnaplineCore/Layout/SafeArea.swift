/// Scroll containers reach through the safe area (SwiftUI's rules for a `ScrollView`).
///
/// After the scene is laid out in the safe rect, each scroll container is judged top-down, in
/// document order (so on the layout after its enclosing containers grew): on each side where its
/// frame, in viewport coordinates with every container at offset 0, lies on the safe rect's edge
/// (within 0.5), where the inset is not 0 and no enclosing container scrolls along that side's
/// axis, the frame grows outward by the inset, to the viewport's edge, and the inset is added to
/// its padding and scroll padding (nothing is added with `ignoresSafeArea: true`). Its content is
/// then laid out again in the grown frame; its parent and siblings stay as they were.
extension LayoutPass {
    mutating func growThroughSafeArea() throws(LayoutError) {
        let safe = safeRect
        // Physical insets: the distance from each side of the safe rect to the viewport's.
        let inset = (top: safe.y, left: safe.x, bottom: viewport.height - safe.maxY, right: viewport.width - safe.maxX)
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
            let frame = Rect(x: origin.x, y: origin.y, width: frames[node].width, height: frames[node].height)
            func onEdge(_ side: Double, _ edge: Double, _ amount: Double, blocked: Bool) -> Double {
                amount > 0 && !blocked && abs(side - edge) <= Linter.tolerance ? amount : 0
            }
            let top = onEdge(frame.y, safe.y, inset.top, blocked: inVertical[c])
            let bottom = onEdge(frame.maxY, safe.maxY, inset.bottom, blocked: inVertical[c])
            let left = onEdge(frame.x, safe.x, inset.left, blocked: inHorizontal[c])
            let right = onEdge(frame.maxX, safe.maxX, inset.right, blocked: inHorizontal[c])
            guard top > 0 || bottom > 0 || left > 0 || right > 0 else { continue }

            let growth = Edges(top: top, bottom: bottom, leading: rtl ? right : left, trailing: rtl ? left : right)
            var grown = frames[node]
            grown.x -= left
            grown.y -= top
            grown.width += left + right
            grown.height += top + bottom
            let axis = containers[c].axis
            let grewAcross = axis == .vertical ? left + right > 0 : top + bottom > 0
            let size = Size(width: grown.width, height: grown.height)
            _ = layoutScroll(node, visible: size.along(axis), breadth: grewAcross ? size.along(axis.cross) : crossProposals[c],
                             added: nodes[node].ignoresSafeArea ? .zero : growth)
            frames[node] = grown
            containers[c].frame = grown
            containers[c].growth = growth
            viewportOrigin[c] = Point(x: origin.x - left, y: origin.y - top)
            guard errors.isEmpty else { return }
            try place(node + 1 ..< subtreeEnd(node))
        }
    }

    /// The index after the last descendant of node `i` (descendants follow it in pre-order; the
    /// first node after them has a parent before `i`).
    func subtreeEnd(_ i: Int) -> Int {
        var j = i + 1
        while j < nodes.count, let parent = nodes[j].parent.index, parent >= i { j += 1 }
        return j
    }
}
