/// What the lint rules read of one viewport: the scene, its layout and table, each node's
/// properties in effect there, and every container's snap targets.
struct LintViewport: Sendable {
    /// The scene with this viewport's values in its nodes (`resolved.scene`).
    let resolved: ViewportScene
    let scene: Scene
    /// Index in `Scene.viewports`.
    let index: Int
    let layout: ViewportLayout
    let table: ViewportTable
    /// Per container (indexed like `layout.containers`): its snap targets, in document order.
    let snapTargets: SnapTargetIndex
    /// The containers a rule that checks each container alone looks at: all of them, or one
    /// share of them when the linter spreads the viewport over several cores.
    var containerRange: Range<Int>

    var viewport: Viewport { layout.viewport }
    var name: String { layout.viewport.name }

    init(_ compiled: CompiledViewport) {
        resolved = compiled.resolved
        scene = compiled.scene
        index = compiled.index
        layout = compiled.layout
        table = compiled.table
        snapTargets = compiled.table.snapTargets
        containerRange = compiled.layout.containers.indices
    }

    /// The containers of `containerRange`, each with its index.
    var containersToCheck: Zip2Sequence<Range<Int>, ArraySlice<ContainerGeometry>> {
        zip(containerRange, layout.containers[containerRange])
    }

    /// The properties of node `i` in this viewport (`scene` is resolved for it: the `when` entries
    /// whose selector matches are applied).
    func properties(of i: Int) -> SceneNode { scene.nodes[i] }

    /// Where the `behavior` in effect for node `i` in this viewport is written (the node's or a
    /// `when` entry's value), else the node's kind key.
    func behaviorLocation(of i: Int) -> SourceLocation {
        resolved.valuePosition(ofNode: i, .behavior)?.value ?? scene.nodes[i].location
    }

    /// The fix that sets node `i`'s length along `axis` to `value` (the length a rule suggests);
    /// nil when a `when` entry gives that length in this viewport (the node's own value would not
    /// apply there).
    func lengthFix(ofNode i: Int, _ axis: Axis, _ value: String) -> Diagnostic.Fix? {
        guard resolved.overridePosition(ofNode: i, axis == .horizontal ? .width : .height) == nil else { return nil }
        let key = axis.lengthName
        return Diagnostic.Fix(.setKey(key, value: value, node: scene.nodes[i].location), title: "Set `\(key): \(value)` on \(scene.named(i))")
    }

    /// The snap targets of container `c`, in document order.
    func targets(of c: Int) -> ArraySlice<Int32> { snapTargets[c] }
}

extension Scene {
    /// Node `i`'s id in backquotes, or "an anonymous <kind>".
    func named(_ i: Int) -> String { id(of: i).map { "`\($0)`" } ?? "an anonymous \(nodes[i].kind.keyword)" }
}


extension ViewportLayout {
    /// Node `i`'s frame along `axis`: (start, end).
    func span(of i: Int, _ axis: Axis) -> (start: Double, end: Double) { frames[i].span(axis) }
}
