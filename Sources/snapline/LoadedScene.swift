import ArgumentParser
import SnaplineCore

/// A scene decoded, laid out and compiled for the viewports a command asks for; prints the
/// diagnostics and exits (1 for errors in the input, 2 for an unreadable file or an unknown
/// viewport) otherwise.
struct LoadedScene {
    /// As decoded.
    let scene: Scene
    /// The viewports asked for, in scene order.
    let viewports: [CompiledViewport]

    /// `viewports` are `--viewport`'s values: descriptions replace the scene's viewports, names
    /// pick among the viewports in effect (all of them when none is named).
    init(path: String, options: InputOptions, viewports values: [String]) throws {
        let option = try ViewportOption(values, namesAllowed: true)
        let (source, identity) = try readScene(path, limit: options.maximumFileSize.bytes)
        var diagnostics = Diagnostics()
        let compiler = try option.applied(to: options.compilerWithContent())
        guard let scene = compiler.decode(source, diagnostics: &diagnostics) else {
            _ = report(diagnostics, file: path, warningsAsErrors: false, source: identity, content: compiler.content)
            throw CLIError.exit(1)
        }
        let wanted = option.names
        for name in wanted where !scene.viewports.contains(where: { $0.name == name }) {
            throw CLIError.usage("\(path) has no viewport `\(name)`; expected one of \(scene.viewports.map(\.name).joined(separator: ", "))")
        }
        var viewports: [CompiledViewport] = []
        for (k, v) in scene.viewports.enumerated() where wanted.isEmpty || wanted.contains(v.name) {
            if let compiled = compiler.viewport(k, of: scene, diagnostics: &diagnostics) { viewports.append(compiled) }
        }
        if report(diagnostics, file: path, warningsAsErrors: false, source: identity, content: compiler.content) { throw CLIError.exit(1) }
        self.scene = scene
        self.viewports = viewports
    }
}
