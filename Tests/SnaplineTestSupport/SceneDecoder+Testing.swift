import SnaplineCore
import SnaplineLayout

/// The result of reading and decoding one inline scene.
public struct DecodeResult: Sendable {
    public var scene: Scene?
    public var diagnostics: [Diagnostic]

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// Reads `yaml` with `YAMLReader` and decodes it with `SceneDecoder`.
public func decodeScene(_ yaml: String, maximumNodes: Int = 1_000_000) -> DecodeResult {
    var diagnostics = Diagnostics()
    guard let document = YAMLReader().read(Array(yaml.utf8), diagnostics: &diagnostics) else {
        return DecodeResult(scene: nil, diagnostics: diagnostics.all)
    }
    let scene = SceneDecoder(maximumNodes: maximumNodes).decode(document, diagnostics: &diagnostics)
    return DecodeResult(scene: scene, diagnostics: diagnostics.all)
}

/// A minimal valid scene around `root` (indented by the caller as a block under `root:`).
public let sceneHeader = """
    scene: Test
    viewports: [{name: phone, width: 390, height: 844}]

    """
