extension Compiler {
    /// Compiles a scene to generated Swift (see `SwiftEmitter`) in memory. `sourcePath` is the path
    /// the file's header names. Nil when there were errors: in the names, in any viewport's layout,
    /// or both (every problem is reported).
    public func compileSwift(_ source: [UInt8], sourcePath: String, emitter: SwiftEmitter = SwiftEmitter(), diagnostics: inout Diagnostics) -> [UInt8]? {
        guard let scene = decode(source, diagnostics: &diagnostics) else { return nil }
        let names = SwiftNames(scene, diagnostics: &diagnostics)
        guard let tables = tables(for: scene, diagnostics: &diagnostics), let names else { return nil }
        return emitter.render(scene: scene, tables: tables, names: names, sourcePath: sourcePath)
    }
}
