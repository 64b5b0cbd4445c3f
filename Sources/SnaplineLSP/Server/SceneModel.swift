import SnaplineCore

/// One version of a document decoded and compiled, for hover and definition: the YAML tape (for
/// positions), the scene, and each viewport's layout and table (nil where that viewport fails).
/// Built on the first request that needs it and dropped when the text changes.
final class SceneModel: @unchecked Sendable {
    let version: Int
    let document: YAMLDocument?
    let scene: Scene?
    /// Per viewport of `scene`: its layout and table, or nil when it has errors.
    let viewports: [(layout: ViewportLayout, table: ViewportTable)?]
    /// Per viewport: node index -> its anchor entry's index in the table.
    private var anchorIndex: [[Int32: Int]?]

    init(text: [UInt8], version: Int, maximumNodes: Int = 1_000_000) {
        self.version = version
        var ignored = Diagnostics()
        let document = text.count <= FileIO.maximumInputSize ? YAMLReader().read(text, diagnostics: &ignored) : nil
        self.document = document
        let compiler = Compiler(maximumNodes: maximumNodes)
        let scene = document.flatMap { SceneDecoder(maximumNodes: maximumNodes).decode($0, diagnostics: &ignored) }
        self.scene = scene
        self.viewports = scene.map { scene in
            scene.viewports.map { viewport in
                var found = Diagnostics()
                return compiler.layoutAndTable(for: scene, viewport: viewport, diagnostics: &found)
            }
        } ?? []
        anchorIndex = Array(repeating: nil, count: viewports.count)
    }

    /// The nodes whose kind key is at `location` (all instances of a repeated mapping).
    func nodes(atKindKey location: SourceLocation) -> [Int] {
        guard let scene else { return [] }
        return scene.nodes.indices.filter { scene.nodes[$0].location == location }
    }

    /// Node `node`'s anchor entry in viewport `k`'s table.
    func anchorEntry(ofNode node: Int, viewport k: Int) -> AnchorEntry? {
        guard let (_, table) = viewports[k] else { return nil }
        if anchorIndex[k] == nil {
            var index: [Int32: Int] = [:]
            for (a, entry) in table.anchors.enumerated() { index[entry.node] = a }
            anchorIndex[k] = index
        }
        return anchorIndex[k]?[Int32(node)].map { table.anchors[$0] }
    }

    /// The table index of the container whose node is `node` in viewport `k`.
    func container(ofNode node: Int, viewport k: Int) -> Int? {
        viewports[k]?.table.containers.firstIndex { $0.node == Int32(node) }
    }
}
