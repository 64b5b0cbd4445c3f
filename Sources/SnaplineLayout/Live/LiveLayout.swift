/// A scene laid out for one viewport with a content that changes while the screen is on: a row
/// measured, instances inserted or removed, the content replaced. A value type: every update makes
/// the layout a fresh layout of the new content would be, number for number, and returns the
/// offset that keeps what the user was looking at where it was (`update(_:keeping:at:)`).
///
/// This is the plain path: every update lays the scene out again from its templates (linear in
/// the nodes). Readers of one value may run on any threads at once.
///
/// Not built yet, the path for long lists (a data repeat of items along a stack on the scroll
/// axis, the only shape whose instances move only along it): keep the repeat's per-instance
/// lengths in a structure with O(log n) prefix sums, updates and inserts at either end (blocks of
/// a few thousand lengths with a Fenwick tree over the blocks' sums); lay the rest of the scene out
/// with the repeat standing as one item of the repeat's total length (spacing included), which
/// gives every other number unchanged since an instance's position depends on the lengths before
/// it only; answer a member's frame, targets (`ContainerGeometry.rawOffset` and `ChainSteps` for the chain
/// outwards), the anchor at an offset (a search over the prefix sums), the content that stays put
/// and the bounds (sums of min and max kept beside the lengths) from it; and build the full
/// `Laid`, for `json` and for the lookups of other ids, only when asked. The content would then
/// need a columnar form (one array of lengths per name) to stay under 32 bytes an instance.
public struct LiveLayout: Sendable {
    /// The scene as decoded (with its templates), and the viewport it is laid out for.
    public let scene: Scene
    public let viewport: Viewport
    /// The content the layout is of.
    public private(set) var content: SceneContent
    /// The layout of `content`.
    public private(set) var current: Laid
    /// The most nodes a content may expand the scene to.
    public let maximumNodes: Int
    /// The layouts of `content` with every estimate at its min and at its max (what bounds are
    /// read from), made on the first bounds asked for and shared by the copies of this value
    /// until an update replaces it.
    private(set) var estimates = Locked<Estimates?>(nil)

    struct Estimates: Sendable {
        var low: Laid?
        var high: Laid?
    }

    /// One layout: the scene expanded for a content and resolved for the viewport, its geometry,
    /// its table and where each node came from.
    public struct Laid: Sendable {
        public let scene: Scene
        public let layout: ViewportLayout
        public let table: ViewportTable
        public let origins: NodeOrigins
    }

    /// `scene` (as decoded: with its templates) laid out for `description` with `content`.
    /// Throws for a scene without data, a content that does not have the scene's shape or makes
    /// too many nodes or repeats an id, a description that is not valid, and a layout that fails.
    public init(_ scene: Scene, description: ViewportDescription, content: SceneContent, maximumNodes: Int) throws(LiveLayoutError) {
        guard let templates = scene.templates else { throw LiveLayoutError("the scene `\(scene.name)` has no data; lay it out without content") }
        try templates.shape.check(content.root, scope: 0)
        do throws(ViewportDescription.Problem) {
            viewport = try description.viewport(location: scene.nameLocation)
        } catch {
            throw LiveLayoutError("viewport `\(description.resolvedName)`: \(error.message)")
        }
        self.scene = scene
        self.content = content
        self.maximumNodes = maximumNodes
        current = try Laid(scene, viewport: viewport, content: content, maximumNodes: maximumNodes)
    }

    /// The scene's templates (it has data: `init` checked).
    var templates: SceneTemplates { scene.templates ?? SceneTemplates(templates: [], shape: ContentShape()) }

    /// Applies `update`: the layout becomes that of the new content. Throws, and changes nothing,
    /// for an update that is not valid (an index past a count, a negative or non-finite length,
    /// a content the scene cannot be expanded for).
    public mutating func update(_ update: ContentUpdate) throws(LiveLayoutError) {
        let next = try content.applying(update, shape: templates.shape)
        current = try Laid(scene, viewport: viewport, content: next, maximumNodes: maximumNodes)
        content = next
        estimates = Locked(nil)
    }
}

extension LiveLayout.Laid {
    /// `scene` expanded for `content` and laid out for `viewport`, with the compiler's own stages,
    /// on a thread whose stack holds the scene's depth.
    init(_ scene: Scene, viewport: Viewport, content: SceneContent, maximumNodes: Int) throws(LiveLayoutError) {
        let result = LargeStack.run(depth: scene.nestingDepth) { () -> Result<LiveLayout.Laid, LiveLayoutError> in
            switch scene.expanding(content, maximumNodes: maximumNodes, recordsOrigins: true) {
            case .failure(let problems):
                let first = problems.problems.first
                let at = first.map { " (the scene's line \($0.location.line), column \($0.location.column))" } ?? ""
                return .failure(LiveLayoutError("content: \(first?.message ?? "the scene cannot be expanded for it")\(at)"))
            case .success(let (expanded, origins)):
                do throws(LiveLayoutError) {
                    return .success(try LiveLayout.Laid(expanded, viewport: viewport, origins: origins))
                } catch {
                    return .failure(error)
                }
            }
        }
        self = try result.get()
    }

    /// `scene` (expanded, without viewports of its own) laid out for `viewport` on this thread.
    package init(_ scene: Scene, viewport: Viewport, origins: NodeOrigins) throws(LiveLayoutError) {
        let resolved = ViewportScene(scene.replacingViewports(with: [viewport]), viewport: 0)
        var diagnostics = Diagnostics()
        guard let layout = Resolver().resolve(resolved, diagnostics: &diagnostics),
              let table = TargetCompiler(recordsOffsets: true, concurrently: false).compile(resolved, layout, diagnostics: &diagnostics)
        else {
            let first = diagnostics.all.first { $0.severity == .error }
            let at = first?.location.map { " (the scene's line \($0.line), column \($0.column))" } ?? ""
            throw LiveLayoutError("viewport `\(viewport.name)`: \(first?.message ?? "the layout failed")\(at)")
        }
        self.init(scene: resolved.scene, layout: layout, table: table, origins: origins)
    }

    /// The index in `table.containers` of the container with id `id`.
    public func container(id: String) -> Int? {
        table.containers.firstIndex { $0.id == id }
    }

    /// The anchor with id `id`, as an index into `table.anchors`.
    public func anchor(id: String) -> Int? {
        table.anchors.firstIndex { scene.id(of: Int($0.node)) == id }
    }
}

extension LiveLayout.Laid {
    /// The viewport as the JSON table writes it (its object at indentation 0, with a newline at
    /// the end): the bytes `compile --content` writes for that viewport and content.
    public var json: String {
        String(decoding: JSONTableWriter().viewportObject(table, scene: scene), as: UTF8.self)
    }
}
