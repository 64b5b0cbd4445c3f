import SnaplineCore

/// One version of a document decoded and compiled, for hover and definition: the YAML tape (for
/// positions), the scene, and each viewport compiled (`CompiledViewport`: its resolved scene,
/// layout and table; nil where that viewport fails). Built on the first request that needs it
/// and dropped when the text changes.
final class SceneModel: Sendable {
    let version: Int
    let document: YAMLDocument?
    let scene: Scene?
    /// Per viewport of `scene`, in order.
    let viewports: [CompiledViewport?]

    init(text: [UInt8], version: Int, maximumNodes: Int = 1_000_000) {
        self.version = version
        var ignored = Diagnostics()
        let document = text.count <= FileIO.maximumInputSize ? YAMLReader().read(text, diagnostics: &ignored) : nil
        self.document = document
        let compiler = Compiler(maximumNodes: maximumNodes)
        let scene = document.flatMap { SceneDecoder(maximumNodes: maximumNodes).decode($0, diagnostics: &ignored) }
        self.scene = scene
        self.viewports = scene.map { scene in
            scene.viewports.indices.map { k in
                var found = Diagnostics()
                return compiler.viewport(k, of: scene, diagnostics: &found)
            }
        } ?? []
    }

    /// The nodes whose kind key is at `location` (all instances of a repeated mapping).
    func nodes(atKindKey location: SourceLocation) -> [Int] {
        guard let scene else { return [] }
        return scene.nodes.indices.filter { scene.nodes[$0].location == location }
    }
}
