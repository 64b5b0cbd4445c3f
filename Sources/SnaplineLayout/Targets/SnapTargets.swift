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
        let stacks = Self.stackKinds
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
                : parent.targets && stacks[Int(parent.kind.rawValue)]
            if isTargetList { result.append(j) }
        }
        return result
    }

    /// Per kind (by raw value): whether it is a stack. Read in loops over nodes, where the kind
    /// table's row would be copied per node.
    package static let stackKinds = SceneNode.Kind.allCases.map(\.isStack)

    /// Whether node `j` is inside node `ancestor` (pre-order indices: ancestors come first).
    package func isDescendant(_ j: Int, of ancestor: Int) -> Bool {
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

    /// Every container's snap targets in one pass over the nodes (a counting sort by container),
    /// as `snapTargets(ofContainer:in:)` defines them. Linear in the nodes, where asking each
    /// container in turn walks nested subtrees again.
    public func snapTargetsOfEveryContainer(in scene: Scene) -> SnapTargetIndex {
        let layout = self
        let count = layout.containers.count
        var owner = [Int32](repeating: -1, count: scene.nodes.count)
        var perContainer = [Int32](repeating: 0, count: count + 1)
        // Per kind: whether its `targets` lists snap targets (a scroll container, a stack).
        let listsTargets = SceneNode.Kind.allCases.map { $0 == .scroll || $0.isStack }
        scene.nodes.withUnsafeBufferPointer { nodes in
            for j in nodes.indices where nodes[j].kind != .space {
                // A scroll container's `children` and a stack's `targets: true` both set `targets`;
                // per-viewport values of `targets` are read here.
                guard let p = nodes[j].parent.index else { continue }
                let parent = nodes[p]
                guard parent.targets, listsTargets[Int(parent.kind.rawValue)] else { continue }
                guard let c = layout.enclosingContainer[j].index else { continue }
                owner[j] = Int32(c)
                perContainer[c + 1] += 1
            }
        }
        for c in 0 ..< count { perContainer[c + 1] += perContainer[c] }
        var targets = [Int32](repeating: 0, count: Int(perContainer[count]))
        var fill = perContainer
        for (j, c) in owner.enumerated() where c >= 0 {
            targets[Int(fill[Int(c)])] = Int32(j)
            fill[Int(c)] += 1
        }
        return SnapTargetIndex(targets: targets, start: perContainer)
    }
}

/// Every container's snap targets in one viewport (`ViewportLayout.snapTargetsOfEveryContainer`),
/// built once with the table and read by its view-aligned stops and by the lint rules.
public struct SnapTargetIndex: Sendable {
    /// Container c's targets are `targets[start[c] ..< start[c + 1]]`, in document order.
    public let targets: [Int32]
    public let start: [Int32]

    public init(targets: [Int32] = [], start: [Int32] = [0]) {
        self.targets = targets
        self.start = start
    }

    /// The snap targets of container `c`, in document order.
    public subscript(c: Int) -> ArraySlice<Int32> { targets[Int(start[c]) ..< Int(start[c + 1])] }
}
