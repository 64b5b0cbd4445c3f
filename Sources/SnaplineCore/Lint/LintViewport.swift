/// What the lint rules read of one viewport: the scene, its layout and table, each node's
/// properties in effect there, and every container's snap targets.
struct LintViewport {
    let scene: Scene
    /// Index in `Scene.viewports`.
    let index: Int
    let layout: ViewportLayout
    let table: ViewportTable
    /// Per container (indexed like `layout.containers`): its snap targets, in document order
    /// (`targets[targetStart[c] ..< targetStart[c + 1]]`).
    let targets: [Int32]
    let targetStart: [Int32]

    var viewport: Viewport { layout.viewport }
    var name: String { layout.viewport.name }

    init(scene: Scene, index: Int, layout: ViewportLayout, table: ViewportTable) {
        self.scene = scene
        self.index = index
        self.layout = layout
        self.table = table
        (targets, targetStart) = Self.snapTargets(scene, layout, index: index)
    }

    /// The properties of node `i` in this viewport.
    func properties(of i: Int) -> SceneNode { Self.properties(scene, node: i, viewport: index) }

    /// The properties of node `i` in viewport `k`: the one place where the rules read a node's
    /// properties, so per-viewport values (`when` entries whose selector matches) apply to every
    /// rule; today the node's own properties.
    static func properties(_ scene: Scene, node i: Int, viewport k: Int) -> SceneNode { scene.nodes[i] }

    /// The snap targets of container `c`, in document order.
    func targets(of c: Int) -> ArraySlice<Int32> { targets[Int(targetStart[c]) ..< Int(targetStart[c + 1])] }

    /// The length of container `c`'s page along its axis: V - s0 - s1.
    func pageLength(_ c: Int) -> Double {
        let g = layout.containers[c]
        return g.visibleLength - g.scrollPaddingStart - g.scrollPaddingEnd
    }

    /// Every container's snap targets in one pass over the nodes (a counting sort by container):
    /// the children (but `space`) of a container's own `children` list and of stacks with
    /// `targets: true` directly in it.
    private static func snapTargets(_ scene: Scene, _ layout: ViewportLayout, index: Int) -> ([Int32], [Int32]) {
        let count = layout.containers.count
        var owner = [Int32](repeating: -1, count: scene.nodes.count)
        var perContainer = [Int32](repeating: 0, count: count + 1)
        scene.nodes.withUnsafeBufferPointer { nodes in
            for j in nodes.indices where nodes[j].kind != .space {
                // A scroll container's `children` and a stack's `targets: true` both set `targets`;
                // per-viewport values of `targets` are read here.
                guard let p = nodes[j].parent.index else { continue }
                let parent = nodes[p]
                guard parent.targets, parent.kind == .scroll || parent.kind == .vstack || parent.kind == .hstack else { continue }
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
        return (targets, perContainer)
    }
}

extension ViewportLayout {
    /// Node `i`'s frame along `axis`: (start, end).
    func span(of i: Int, _ axis: Axis) -> (start: Double, end: Double) { frames[i].span(axis) }
}

extension Scene {
    /// Node `i`'s id in backquotes, or "an anonymous <kind>".
    func named(_ i: Int) -> String { id(of: i).map { "`\($0)`" } ?? "an anonymous \(nodes[i].kind.keyword)" }
}

extension Axis {
    /// The length key along this axis: `width` or `height`.
    var lengthKey: String { self == .horizontal ? "width" : "height" }
}
