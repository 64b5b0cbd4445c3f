import Testing
import SnaplineCore
import SnaplineLayout

/// A scene compiled in memory for tests, with lookups by id and viewport name.
public struct CompiledScene: Sendable {
    public let scene: Scene
    public let tables: [ViewportTable]

    /// Compiles inline YAML; records an issue and throws when it does not compile.
    public init(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        var diagnostics = Diagnostics()
        let compiler = Compiler()
        let scene = compiler.decode(Array(yaml.utf8), diagnostics: &diagnostics)
        let tables = scene.flatMap { compiler.tables(for: $0, diagnostics: &diagnostics) }
        // Warnings are the lint tests' business; these scenes only need to compile.
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)", sourceLocation: sourceLocation)
        self.scene = try #require(scene, sourceLocation: sourceLocation)
        self.tables = try #require(tables, sourceLocation: sourceLocation)
    }

    public func table(_ viewport: String) throws -> ViewportTable {
        try #require(tables.first { $0.viewport.name == viewport }, "no viewport \(viewport)")
    }

    public func container(_ id: String, in viewport: String) throws -> ContainerEntry {
        try #require(try table(viewport).containers.first { $0.id == id }, "no container \(id)")
    }

    public func anchor(_ id: String, in viewport: String) throws -> AnchorEntry {
        try #require(try table(viewport).anchors.first { scene.ids[Int($0.node)] == id }, "no anchor \(id)")
    }

    public func frame(_ id: String, in viewport: String) throws -> Rect {
        try table(viewport).frame(of: try anchor(id, in: viewport))
    }

    /// The chain of one target as (container, offset, raw) triples, innermost first.
    public func chain(_ id: String, _ anchorName: String, in viewport: String) throws -> [Target.Link] {
        let table = try table(viewport)
        let targets = table.targets(of: try anchor(id, in: viewport), in: scene)
        return try #require(targets.first { $0.spec.name == anchorName }, "no target \(anchorName) on \(id)").chain
    }

    /// Offsets only, innermost first.
    public func offsets(_ id: String, _ anchorName: String, in viewport: String) throws -> [Double] {
        try chain(id, anchorName, in: viewport).map(\.offset)
    }

    public func raws(_ id: String, _ anchorName: String, in viewport: String) throws -> [Double] {
        try chain(id, anchorName, in: viewport).map(\.raw)
    }
}
