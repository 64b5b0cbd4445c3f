/// The JSON table as a `TableEmitter`: streamed, one viewport at a time, in pieces of about a
/// megabyte (`JSONTableWriter.flushThreshold`); a large viewport is written on two cores
/// (`JSONTableWriter.writeViewportConcurrently`).
public struct JSONTableEmitter: TableEmitter {
    var writer = JSONTableWriter()
    /// A new one per scene (`begin`): a run that failed before `finish` leaves bytes in its
    /// buffer, which must not reach the next scene's output, and a copy of the emitter must not
    /// write into the original's.
    var buffer = ByteBuffer(capacity: 0)
    var viewportCount = 0

    public init() {}

    public mutating func begin(scene: Scene, diagnostics: inout Diagnostics) -> Bool {
        buffer = ByteBuffer(capacity: writer.flushThreshold + (1 << 16))
        viewportCount = scene.viewports.count
        writer.writeHeader(scene: scene, to: buffer)
        return true
    }

    public mutating func emit(_ viewport: CompiledViewport, sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        try writer.writeViewportConcurrently(viewport.table, scene: viewport.scene, isLast: viewport.index == viewportCount - 1, to: buffer) { pending in
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
