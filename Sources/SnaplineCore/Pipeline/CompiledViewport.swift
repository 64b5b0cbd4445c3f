/// One viewport of a scene, compiled: the scene with that viewport's values (`ViewportScene`), its
/// layout (a frame per node, every container's geometry) and its table (containers with stops,
/// anchors with offset chains). Built once per viewport by `Compiler`; what every stage after
/// the table reads: lint, `explain`, `render`, the emitters, and tools that show per-viewport
/// numbers (an editor's hover, a table diff, a report).
///
/// `layout.containers[c]` and `table.containers[c]` are the same container; node indices are
/// `Scene.nodes` indices, the same in every viewport.
///
/// Getting them (streaming: one viewport held at a time):
/// ```swift
/// let compiler = Compiler()
/// var diagnostics = Diagnostics()
/// guard let scene = compiler.decode(bytes, diagnostics: &diagnostics) else { return }
/// compiler.forEachViewport(of: scene, diagnostics: &diagnostics) { v in
///     if let node = scene.nodeIndex(ofID: "menu"), let c = v.container(ofNode: node) {
///         print(v.viewport.name, v.table.containers[c].stops)
///     }
/// }
/// ```
/// or one viewport: `compiler.viewport(k, of: scene, diagnostics: &diagnostics)`.
public struct CompiledViewport: Sendable {
    /// The scene with this viewport's values in its nodes.
    public let resolved: ViewportScene
    public let layout: ViewportLayout
    /// Compiled from `layout`. Its `raws` (each chain link's raw offset) are empty when compiled
    /// with `recordsOffsets: false`.
    public let table: ViewportTable

    public init(resolved: ViewportScene, layout: ViewportLayout, table: ViewportTable) {
        self.resolved = resolved
        self.layout = layout
        self.table = table
    }

    /// Index of the viewport in `Scene.viewports`.
    public var index: Int { resolved.index }
    public var viewport: Viewport { resolved.viewport }
    /// The scene with this viewport's values in its nodes (`resolved.scene`).
    public var scene: Scene { resolved.scene }

    // MARK: - Lookups by node (find a node with `Scene.nodeIndex(ofID:)`)

    /// Node `node`'s frame: in its nearest enclosing container's content coordinates, or the
    /// viewport's outside every container (physical: right-to-left already mirrored).
    public func frame(ofNode node: Int) -> Rect { layout.frames[node] }

    /// The index in `table.containers` (and `layout.containers`) of scroll node `node`; nil for
    /// any other node. Its row holds the range (`maxOffset`), `behavior` and `stops`.
    public func container(ofNode node: Int) -> Int? { layout.containerIndex(ofNode: node) }

    /// The index in `table.anchors` of node `node`'s row; nil when it is not an anchor (no id, or
    /// no enclosing container).
    public func anchor(ofNode node: Int) -> Int? {
        guard scene.id(of: node) != nil, let c = layout.enclosingContainer[node].index else { return nil }
        let entry = table.containers[c]
        var low = Int(entry.anchorStart)
        var high = Int(entry.anchorEnd)
        while low < high {  // a container's anchors are in document order
            let mid = (low + high) / 2
            if table.anchors[mid].node < node { low = mid + 1 } else { high = mid }
        }
        return low < Int(entry.anchorEnd) && table.anchors[low].node == node ? low : nil
    }

    /// Node `node`'s targets (one per anchor point, each with its chain of offsets, innermost
    /// container first), as the JSON table writes them; empty when it is not an anchor or the
    /// table keeps no offsets.
    public func targets(ofNode node: Int) -> [Target] {
        guard !table.raws.isEmpty, let a = anchor(ofNode: node) else { return [] }
        return table.targets(of: table.anchors[a], in: scene)
    }

    /// How the chain of offsets to `point` of node `node` comes about, container by container.
    public func chainSteps(ofNode node: Int, point: AnchorSpec) -> ChainSteps {
        layout.chainSteps(ofNode: node, x: point.x, y: point.y, extra: point.extra, in: scene)
    }
}

extension Compiler {
    /// Viewport `k` of `scene` (as decoded) resolved, laid out and compiled; nil when layout or
    /// targets fail (the diagnostics say why). With `recordsOffsets: false` the offsets are
    /// checked (computed only when they might not be finite) but not kept. A large table is built on every core. Runs no lint
    /// rules.
    public func viewport(_ k: Int, of scene: Scene, recordsOffsets: Bool = true, diagnostics: inout Diagnostics) -> CompiledViewport? {
        let resolved = ViewportScene(scene, viewport: k)
        guard let layout = Resolver().resolve(resolved, diagnostics: &diagnostics),
              let table = TargetCompiler(recordsOffsets: recordsOffsets, concurrently: true).compile(resolved, layout, diagnostics: &diagnostics)
        else { return nil }
        return CompiledViewport(resolved: resolved, layout: layout, table: table)
    }

    /// Calls `body` with every viewport of `scene` that compiles, in scene order, one at a time
    /// (only one is held). Returns false when some viewport failed; every viewport is still tried,
    /// so every error is reported. Runs no lint rules (`check` and `compile` do).
    @discardableResult
    public func forEachViewport(of scene: Scene, diagnostics: inout Diagnostics, _ body: (CompiledViewport) throws -> Void) rethrows -> Bool {
        var ok = true
        for k in scene.viewports.indices {
            guard let compiled = viewport(k, of: scene, diagnostics: &diagnostics) else {
                ok = false
                continue
            }
            try body(compiled)
        }
        return ok
    }
}
