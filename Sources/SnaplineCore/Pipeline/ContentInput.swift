/// A content file given on the command line (`--content FILE`): the data a scene's layout uses
/// instead of its previews, for every viewport of the run.
public struct ContentInput: Sendable {
    public var bytes: [UInt8]
    /// The path as given; diagnostics about the file carry it as their `file`.
    public var path: String
    /// Which file it was, for the text report's excerpts (nil: not a plain regular file).
    public var identity: FileIdentity?

    public init(bytes: [UInt8], path: String, identity: FileIdentity? = nil) {
        self.bytes = bytes
        self.path = path
        self.identity = identity
    }
}

extension Compiler {
    /// `scene` laid out with `input`'s content, or nil after reporting why not: the content
    /// file's problems (with `file` set to its path), and the scene's with that content (more
    /// nodes than the limit, ids that repeat, a table past its bound), at their places in the scene.
    func applying(_ input: ContentInput, to scene: Scene, sceneBytes: Int, diagnostics: inout Diagnostics) -> Scene? {
        let shape = scene.templates?.shape ?? ContentShape()
        let (content, found) = ContentFile.read(input.bytes, shape: shape, sceneName: scene.name, maximumInstances: maximumNodes)
        for var problem in found.all {
            problem.file = input.path
            diagnostics.append(problem)
        }
        guard let content, !found.hasErrors else { return nil }
        switch scene.applying(content, maximumNodes: maximumNodes) {
        case .failure(let problems):
            for p in problems.problems { diagnostics.error(p.message, at: p.location, code: p.code) }
            return nil
        case .success(let laidOut):
            let limit = maximumTableSize.map(TableSizeLimit.given) ?? .default(sourceBytes: saturatingAdd(sceneBytes, input.bytes.count))
            guard laidOut.tableSizeAllowed(limit: limit, maximumNodes: maximumNodes, diagnostics: &diagnostics) else { return nil }
            return laidOut
        }
    }
}

extension Scene {
    /// Whether this scene's table stays within its bound (as the decoder checks a scene as
    /// written): counted again after a content changed its nodes.
    func tableSizeAllowed(limit: TableSizeLimit, maximumNodes: Int, diagnostics: inout Diagnostics) -> Bool {
        var state = DecoderState(document: .empty, maximumNodes: maximumNodes, diagnostics: Diagnostics())
        state.tableSizeLimit = limit
        var count = state.tableCount(viewports: viewports.count, defaultAnchors: defaultAnchors)
        let depths = scrollDepths
        for (i, node) in nodes.enumerated() where ids[i] != nil && depths[i] > 0 {
            count.add(i, chain: Int(depths[i]), anchors: node.anchors.index.map { anchorLists[$0].count })
        }
        guard !state.checkTableSize(count, nodes: nodes, viewports: viewports.count) else { return true }
        diagnostics.append(contentsOf: state.diagnostics)
        return false
    }
}
