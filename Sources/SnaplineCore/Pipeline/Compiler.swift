import Dispatch

/// The whole pipeline for one scene file: read YAML -> decode scene -> resolve layout -> targets
/// and stops -> emit. Each stage's output is a value type (`YAMLDocument`, `Scene`,
/// `ViewportLayout`, `ViewportTable`); this type only strings them together.
///
/// Viewports are laid out and emitted one at a time, so peak memory holds the scene plus one
/// viewport's table, never the whole output.
public struct Compiler: Sendable {
    /// Cap on the expanded node count (SPEC section 1: 1 000 000 by default).
    public var maximumNodes: Int

    public init(maximumNodes: Int = 1_000_000) {
        self.maximumNodes = maximumNodes
    }

    /// Reads and decodes a scene. The source bytes are released once the YAML tape is built, and
    /// the tape before this returns, so a caller that passes ownership (`consume`) keeps neither.
    public func decode(_ source: consuming [UInt8], diagnostics: inout Diagnostics) -> Scene? {
        let document = YAMLReader().read(source, diagnostics: &diagnostics)
        _ = consume source
        guard let document else { return nil }
        return SceneDecoder(maximumNodes: maximumNodes).decode(consume document, diagnostics: &diagnostics)
    }

    /// Lays out one viewport and computes its targets and stops. With `recordsOffsets: false`
    /// the offsets are computed and checked but not kept (the table's `offsets` is empty).
    public func table(for scene: Scene, viewport: Viewport, recordsOffsets: Bool = true, diagnostics: inout Diagnostics) -> ViewportTable? {
        guard let layout = Resolver().resolve(scene, in: viewport, diagnostics: &diagnostics) else { return nil }
        return TargetCompiler(recordsOffsets: recordsOffsets).compile(scene, layout, diagnostics: &diagnostics)
    }

    /// Every viewport's table, or nil when any viewport fails (all viewports are still tried, so
    /// every error is reported).
    public func tables(for scene: Scene, diagnostics: inout Diagnostics) -> [ViewportTable]? {
        var tables: [ViewportTable] = []
        var failed = false
        for viewport in scene.viewports {
            if let table = table(for: scene, viewport: viewport, diagnostics: &diagnostics) {
                tables.append(table)
            } else {
                failed = true
            }
        }
        return failed ? nil : tables
    }

    /// Validates a scene as `compile` would, without producing output.
    ///
    /// Viewports are independent, so they are laid out and checked concurrently (as many at a
    /// time as there are cores); their diagnostics are merged in viewport order, so the report is
    /// the same on every run.
    public func check(_ source: consuming [UInt8], diagnostics: inout Diagnostics) {
        guard let scene = decode(source, diagnostics: &diagnostics) else { return }
        var perViewport = [Diagnostics](repeating: Diagnostics(), count: scene.viewports.count)
        perViewport.withUnsafeMutableBufferPointer { results in
            nonisolated(unsafe) let results = results  // each iteration writes its own element
            DispatchQueue.concurrentPerform(iterations: scene.viewports.count) { k in
                var found = Diagnostics()
                _ = table(for: scene, viewport: scene.viewports[k], recordsOffsets: false, diagnostics: &found)
                results[k] = found
            }
        }
        for found in perViewport { diagnostics.append(contentsOf: found) }
    }

    /// Compiles a scene to `format`, handing the output to `sink` in pieces (see `TableEmitter`).
    /// Returns false when there were errors (every one is reported: in the format's needs, in any
    /// viewport's layout, or both); the pieces already handed over must then be discarded.
    public func compile(
        _ source: consuming [UInt8], format: OutputFormat, options: EmitOptions = EmitOptions(),
        diagnostics: inout Diagnostics, sink: (UnsafeRawBufferPointer) throws -> Void
    ) rethrows -> Bool {
        var emitter = format.makeEmitter(options)
        return try compile(source, emitter: &emitter, diagnostics: &diagnostics, sink: sink)
    }

    /// Compiles a scene with any emitter (the one loop every format shares).
    public func compile<Emitter: TableEmitter>(
        _ source: consuming [UInt8], emitter: inout Emitter,
        diagnostics: inout Diagnostics, sink: (UnsafeRawBufferPointer) throws -> Void
    ) rethrows -> Bool {
        guard let scene = decode(source, diagnostics: &diagnostics) else { return false }
        var failed = !emitter.begin(scene: scene, diagnostics: &diagnostics)
        for (k, viewport) in scene.viewports.enumerated() {
            guard let table = table(for: scene, viewport: viewport, diagnostics: &diagnostics) else {
                failed = true
                continue
            }
            if failed { continue }
            try emitter.emit(table, index: k, scene: scene, sink: sink)
        }
        if failed { return false }
        try emitter.finish(scene: scene, sink: sink)
        return true
    }

    /// Compiles a scene to `format` in memory; nil when there were errors.
    public func compile(_ source: [UInt8], format: OutputFormat, options: EmitOptions = EmitOptions(), diagnostics: inout Diagnostics) -> [UInt8]? {
        var output: [UInt8] = []
        let ok = compile(source, format: format, options: options, diagnostics: &diagnostics) { output.append(contentsOf: $0) }
        return ok ? output : nil
    }
}
