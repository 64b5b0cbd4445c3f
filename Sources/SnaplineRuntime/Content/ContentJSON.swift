public import SnaplineLayout

extension SceneLayouts {
    /// A content file's bytes read against the scene's content shape, with the runtime's own
    /// reader (no Foundation): every check `snapline check --content` makes, the first problem
    /// thrown with its line and column. `layouts`: the generated scene's (nil for a file
    /// generated without its scene, which is refused).
    public static func content(json bytes: [UInt8], of layouts: SceneLayouts?) throws(ContentFileError) -> SceneContent {
        guard let layouts else { throw ContentFileError(line: 1, column: 1, message: "this file was generated without its scene; generate it again", code: "io-error") }
        let scene: Scene
        do throws(LayoutFailure) {
            scene = try layouts.decodedScene()
        } catch {
            throw ContentFileError(line: 1, column: 1, message: error.message, code: "io-error")
        }
        guard let templates = scene.templates else {
            throw ContentFileError(line: 1, column: 1, message: "the scene `\(scene.name)` has no data: it takes no content", code: "io-error")
        }
        return try ContentFile.decode(bytes, shape: templates.shape, sceneName: scene.name, maximumInstances: maximumNodes)
    }
}
