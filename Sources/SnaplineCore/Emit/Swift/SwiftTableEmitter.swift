/// Generated Swift as a `TableEmitter`: the names are checked first, the tables collected, and
/// the file rendered at the end (see `SwiftEmitter`).
public struct SwiftTableEmitter: TableEmitter {
    public var emitter: SwiftEmitter
    /// The path the generated file's header names.
    public var sourcePath: String
    var names: SwiftNames?
    var tables: [ViewportTable] = []

    public init(emitter: SwiftEmitter = SwiftEmitter(), sourcePath: String) {
        self.emitter = emitter
        self.sourcePath = sourcePath
    }

    public mutating func begin(scene: Scene, diagnostics: inout Diagnostics) -> Bool {
        names = SwiftNames(scene, diagnostics: &diagnostics)
        return names != nil
    }

    public mutating func emit(_ viewport: CompiledViewport, sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        tables.append(viewport.table)
    }

    public mutating func finish(scene: Scene, sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        guard let names else { return }
        let bytes = emitter.render(scene: scene, tables: tables, names: names, sourcePath: sourcePath)
        try bytes.withUnsafeBytes { try sink($0) }
    }
}
