import SnaplineCore

/// What `snapline check` reports for a buffer's text: the same pipeline (`Compiler.check`), the
/// same rule settings (the nearest `.snapline.yml`), the same filtering (`FileReport`).
public enum SceneCheck {
    /// A check's findings: the scene's own diagnostics, and the configuration files that were read
    /// (with their problems, positioned in them, when one could not be applied).
    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        public var configuration: ConfigurationLookup.Found
    }

    /// The diagnostics of `text` as `check` would print them for a file at `path` (nil for a
    /// buffer with no file: the default rule settings), a configuration's problems first.
    public static func diagnostics(_ text: [UInt8], path: String?, maximumNodes: Int = 1_000_000) -> [Diagnostic] {
        let result = check(text, path: path, maximumNodes: maximumNodes)
        return result.configuration.sceneDiagnostics + result.diagnostics
    }

    public static func check(_ text: [UInt8], path: String?, maximumNodes: Int = 1_000_000) -> Result {
        let configuration = ConfigurationLookup.settings(forScene: path)
        var diagnostics = Diagnostics()
        if text.count > FileIO.maximumInputSize {
            diagnostics.error("the buffer has \(text.count) bytes; a scene file is at most \(FileIO.maximumInputSize) bytes", at: nil, code: .fileTooLarge)
        } else {
            // The decoder and the layout recurse through the scene's nesting, and the server's
            // threads may have small stacks (`ulimit -s`): the check runs on a large one.
            LargeStack.run(depth: .max) {
                Compiler(maximumNodes: maximumNodes).with(configuration.settings).check(text, diagnostics: &diagnostics)
                if !diagnostics.hasErrors, let path {
                    for d in FramesCheck.diagnostics(text, path: path, maximumNodes: maximumNodes) { diagnostics.append(d) }
                }
            }
        }
        let report = FileReport(path: path ?? "<buffer>", diagnostics: diagnostics, settings: configuration.settings).diagnostics
        return Result(diagnostics: report, configuration: configuration)
    }
}
