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

    /// `scene` is read with viewport `index`'s values (`Scene.resolved(for:)`).
    init(scene: Scene, index: Int, layout: ViewportLayout, table: ViewportTable) {
        let scene = scene.resolved(forViewport: index)
        self.scene = scene
        self.index = index
        self.layout = layout
        self.table = table
        (targets, targetStart) = layout.snapTargetsOfEveryContainer(in: scene)
    }

    /// The properties of node `i` in this viewport (`scene` is resolved for it: the `when` entries
    /// whose selector matches are applied).
    func properties(of i: Int) -> SceneNode { scene.nodes[i] }

    /// Where the `behavior` in effect for node `i` in this viewport is written (the node's or a
    /// `when` entry's value), else the node's kind key.
    func behaviorLocation(of i: Int) -> SourceLocation {
        scene.valuePosition(ofNode: i, .behavior)?.value ?? scene.nodes[i].location
    }

    /// The snap targets of container `c`, in document order.
    func targets(of c: Int) -> ArraySlice<Int32> { targets[Int(targetStart[c]) ..< Int(targetStart[c + 1])] }

    /// The length of container `c`'s page along its axis: V - s0 - s1.
    func pageLength(_ c: Int) -> Double {
        let g = layout.containers[c]
        return g.visibleLength - g.scrollPaddingStart - g.scrollPaddingEnd
    }
}

extension Scene {
    /// Node `i`'s id in backquotes, or "an anonymous <kind>".
    func named(_ i: Int) -> String { id(of: i).map { "`\($0)`" } ?? "an anonymous \(nodes[i].kind.keyword)" }
}

extension Axis {
    /// The length key along this axis: `width` or `height`.
    var lengthKey: String { self == .horizontal ? "width" : "height" }
}

extension ViewportLayout {
    /// Node `i`'s frame along `axis`: (start, end).
    func span(of i: Int, _ axis: Axis) -> (start: Double, end: Double) { frames[i].span(axis) }
}
