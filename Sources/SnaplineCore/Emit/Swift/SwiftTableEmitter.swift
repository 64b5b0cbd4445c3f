internal import SnaplineRuntime

/// Generated Swift as a `TableEmitter`, streamed: the names are checked first; the first
/// viewport's table gives the packed table's strings and kinds (every viewport has the same
/// containers, anchors and anchor points), so the file up to the end of that viewport's lines is
/// written then, and each later viewport's lines as its table arrives. Only one viewport's
/// table is held at a time, as for the JSON table.
public struct SwiftTableEmitter: TableEmitter {
    public var emitter: SwiftEmitter
    /// The path the generated file's header names.
    public var sourcePath: String
    var names: SwiftNames?
    private var writer: PackedTableWriter?

    public init(emitter: SwiftEmitter = SwiftEmitter(), sourcePath: String) {
        self.emitter = emitter
        self.sourcePath = sourcePath
    }

    public mutating func begin(scene: Scene, diagnostics: inout Diagnostics) -> Bool {
        names = SwiftNames(scene, diagnostics: &diagnostics)
        return names != nil
    }

    public mutating func emit(_ viewport: CompiledViewport, sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        try emit(viewport.table, scene: viewport.scene, sink: sink)
    }

    /// One viewport's lines (the file's beginning first), from its table alone.
    mutating func emit(_ table: ViewportTable, scene: Scene, sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        let viewport = EngineTable.viewport(of: table, scene: scene)
        var bytes = start(scene: scene, scanning: [viewport])
        let lines = writer?.lines(of: viewport)
        assert(lines != nil, "a viewport's table has a string or kind the first viewport's does not")
        SwiftEmitter.packedLines(lines ?? "", into: &bytes)
        try bytes.withUnsafeBytes { try sink($0) }
    }

    public mutating func finish(scene: Scene, sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        var bytes = start(scene: scene, scanning: [])
        bytes += SwiftEmitter.tail(scene: scene, namespace: names?.namespace ?? scene.name)
        try bytes.withUnsafeBytes { try sink($0) }
    }

    /// The file's beginning, the first time only (empty after): the head and the packed header,
    /// whose strings and kinds are those of `scanning` (the first viewport's table).
    private mutating func start(scene: Scene, scanning: [TableViewport]) -> [UInt8] {
        guard writer == nil, let names else { return [] }
        let writer = PackedTableWriter(
            scene: scene.name, leadingStrings: names.anchors.map(\.rawValue), scanning: scanning,
            laterStrings: scene.viewports.map(\.name), viewportCount: scene.viewports.count)
        self.writer = writer
        var bytes = Array(emitter.head(names: names, viewportCount: scene.viewports.count, sourcePath: sourcePath).utf8)
        SwiftEmitter.packedLines(writer.header, into: &bytes)
        return bytes
    }
}
