/// Snap targets and their rects: what view-aligned stops are made of, and what the lint rules
/// read ("the targets of a container", a target's stop).
extension Scene {
    /// The snap targets of the container whose node is `containerNode`: the children of its own
    /// `children` list and of stacks with `targets: true` inside it (not inside a nested scroll
    /// container), `space` nodes excepted; in document order. Whatever the container's behavior.
    ///
    /// `enclosingContainer` and `container` come from a `ViewportLayout` (the container's index in
    /// `containers`); nodes are in pre-order, so the walk stops at the end of the subtree.
    public func snapTargets(ofContainer container: Int, node containerNode: Int, enclosingContainer: [IndexLink]) -> [Int] {
        var result: [Int] = []
        for j in containerNode + 1 ..< nodes.count {
            if enclosingContainer[j].index != container {
                // Pre-order: once we leave the container's subtree we are done.
                if !isDescendant(j, of: containerNode) { break }
                continue
            }
            let node = nodes[j]
            guard node.kind != .space, let p = node.parent.index else { continue }
            let parent = nodes[p]
            let isTargetList = p == containerNode
                ? parent.targets
                : parent.targets && (parent.kind == .vstack || parent.kind == .hstack)
            if isTargetList { result.append(j) }
        }
        return result
    }

    /// Whether node `j` is inside node `ancestor` (pre-order indices: ancestors come first).
    func isDescendant(_ j: Int, of ancestor: Int) -> Bool {
        for p in ancestors(of: j) {
            if p == ancestor { return true }
            if p < ancestor { return false }
        }
        return false
    }
}

extension ViewportLayout {
    /// The snap targets of container `c` in this layout (see `Scene.snapTargets(ofContainer:node:enclosingContainer:)`).
    public func snapTargets(ofContainer c: Int, in scene: Scene) -> [Int] {
        scene.snapTargets(ofContainer: c, node: containers[c].node, enclosingContainer: enclosingContainer)
    }

    /// Node `i`'s frame grown by its scroll margin (physical sides: leading is the right in RTL):
    /// the rect scroll targets align.
    public func targetRect(ofNode i: Int, in scene: Scene) -> Rect {
        let frame = frames[i]
        let margin = scene.edges[Int(scene.nodes[i].scrollMargin)]
        let rtl = viewport.isRightToLeft
        return frame.grown(top: margin.top, left: margin.left(rtl: rtl), bottom: margin.bottom, right: margin.right(rtl: rtl))
    }
}
