import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// Helpers of the content tests: a scene's JSON table from a `Scene` value (a scene laid out with
/// a content has no file of its own), and contents written as Swift values.
enum ContentSupport {
    /// The JSON table of `scene`, as `compile` writes it; nil (recorded) when it does not compile.
    static func json(of scene: Scene, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        var diagnostics = Diagnostics()
        var emitter = OutputFormat.json.makeEmitter(EmitOptions())
        var bytes: [UInt8] = []
        guard emitter.begin(scene: scene, diagnostics: &diagnostics) else {
            Issue.record("\(diagnostics.all)", sourceLocation: sourceLocation)
            return nil
        }
        let compiler = Compiler()
        let ok = compiler.forEachViewport(of: scene, diagnostics: &diagnostics) { v in
            emitter.emit(v, sink: { bytes.append(contentsOf: $0) })
        }
        emitter.finish(scene: scene, sink: { bytes.append(contentsOf: $0) })
        guard ok, !diagnostics.hasErrors else {
            Issue.record("\(diagnostics.all)", sourceLocation: sourceLocation)
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON table of inline YAML compiled as written; nil (recorded) on errors.
    static func json(ofYAML yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        var diagnostics = Diagnostics()
        guard let bytes = Compiler().compile(Array(yaml.utf8), format: .json, diagnostics: &diagnostics) else {
            Issue.record("\(diagnostics.all)", sourceLocation: sourceLocation)
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The scene of inline YAML, decoded (previews); nil (recorded) on errors.
    static func scene(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Scene? {
        var diagnostics = Diagnostics()
        let scene = Compiler().decode(Array(yaml.utf8), diagnostics: &diagnostics)
        if scene == nil { Issue.record("\(diagnostics.all)", sourceLocation: sourceLocation) }
        return scene
    }
}

extension SceneContent.Instance {
    /// An instance with these values, in the order of its scope's names.
    static func with(_ values: SceneContent.Value...) -> Self { Self(values: values) }
}
