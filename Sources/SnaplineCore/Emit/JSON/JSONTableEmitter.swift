/// The JSON table as a `TableEmitter`: streamed, one viewport at a time, in pieces of about a
/// megabyte (`JSONTableWriter.flushThreshold`).
public struct JSONTableEmitter: TableEmitter {
    let writer = JSONTableWriter()
    let buffer: ByteBuffer
    var viewportCount = 0

    public init() {
        buffer = ByteBuffer(capacity: writer.flushThreshold + (1 << 16))
    }

    public mutating func begin(scene: Scene, diagnostics: inout Diagnostics) -> Bool {
        viewportCount = scene.viewports.count
        writer.writeHeader(scene: scene, to: buffer)
        return true
    }

    public mutating func emit(_ viewport: CompiledViewport, sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        try writer.writeViewport(viewport.table, scene: viewport.scene, isLast: viewport.index == viewportCount - 1, to: buffer) { pending in
            try sink(pending.bytes)
            pending.removeAll()
        }
    }

    public mutating func finish(scene: Scene, sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        writer.writeFooter(to: buffer)
        try sink(buffer.bytes)
        buffer.removeAll()
    }
}
