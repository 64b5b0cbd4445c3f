import SnaplineCore

/// The drift check in the editor: a scene `NAME.scene.yaml` with a folder `NAME.frames/` beside
/// it is verified against that folder's `*.json` frames files each time it is checked, as
/// `snapline verify NAME.scene.yaml --frames NAME.frames` would.
enum FramesCheck {
    /// The frames folder of the scene at `path`, when there is one.
    static func directory(forScene path: String) -> String? {
        guard let suffix = SceneFileName.suffix(of: path) else { return nil }
        let folder = String(path.dropLast(suffix.count)) + ".frames"
        return FileIO.kind(folder) == .directory ? folder : nil
    }

    /// What verify finds on the scene's lines: every drift finding, and for each frames file
    /// with problems of its own (an unknown id, a viewport that does not agree, bad JSON) one
    /// error at the scene's name that names the file, the count and the first problem. Empty
    /// when there is no frames folder. Files are read as `verify` reads them (regular files in
    /// the folder, links out of it skipped, the scene size limit).
    static func diagnostics(_ text: [UInt8], path: String, maximumNodes: Int) -> [Diagnostic] {
        guard let folder = directory(forScene: path) else { return [] }
        let compiler = Compiler(maximumNodes: maximumNodes)
        var sceneDiagnostics = Diagnostics()
        guard let scene = compiler.decode(text, diagnostics: &sceneDiagnostics) else { return [] }
        var verifier = Verifier(scene: scene, compiler: compiler)
        var found = Diagnostics()
        for file in SceneFinder.framesFiles(in: folder).scenes {
            guard let bytes = try? FileIO.readRegular(file, limit: FileIO.defaultSceneLimit).bytes else { continue }
            let problems = verifier.verify(bytes, file: file, sceneDiagnostics: &sceneDiagnostics).sorted(file: file)
            guard let first = problems.first else { continue }
            let at = first.location.map { ":\($0.line):\($0.column)" } ?? ""
            let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
            found.error("frames file \(file)\(at): \(first.message)\(more); run `snapline verify` for the whole report", at: scene.nameLocation, code: first.code)
        }
        for d in sceneDiagnostics.all where d.code == .drift { found.append(d) }
        return found.all
    }
}
