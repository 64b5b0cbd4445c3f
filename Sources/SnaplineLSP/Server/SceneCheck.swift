import Foundation
import SnaplineCore

/// What `snapline check` reports for a buffer's text: the same pipeline (`Compiler.check`), the
/// same rule settings (the nearest `.snapline.yml`), the same filtering (`FileReport`).
public enum SceneCheck {
    /// The diagnostics of `text` as `check` would print them for a file at `path` (nil for a
    /// buffer with no file: the default rule settings).
    public static func diagnostics(_ text: [UInt8], path: String?, maximumNodes: Int = 1_000_000) -> [Diagnostic] {
        let (settings, problem) = ConfigurationLookup.settings(forScene: path)
        var diagnostics = Diagnostics()
        if text.count > FileIO.maximumInputSize {
            diagnostics.error("the buffer has \(text.count) bytes; a scene file is at most \(FileIO.maximumInputSize) bytes", at: nil, code: .fileTooLarge)
        } else {
            Compiler(maximumNodes: maximumNodes).with(settings).check(text, diagnostics: &diagnostics)
        }
        var report = FileReport(path: path ?? "<buffer>", diagnostics: diagnostics, settings: settings).diagnostics
        if let problem { report.insert(problem, at: 0) }
        return report
    }
}

/// Finds the nearest `.snapline.yml` of a scene, as the command line does: in the scene's
/// directory or a parent, stopping at the repository root (a directory holding `.git`).
/// Read anew for every check, so an edited configuration applies at the next keystroke.
public enum ConfigurationLookup {
    public static let fileName = ".snapline.yml"

    /// The nearest configuration file above `scene`, or nil.
    public static func nearest(to scene: String) -> String? {
        var directory = URL(fileURLWithPath: scene).deletingLastPathComponent().standardizedFileURL
        for _ in 0 ..< 256 {
            let candidate = directory.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = directory.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(".git").path) || parent.path == directory.path {
                return nil
            }
            directory = parent
        }
        return nil
    }

    /// The rule settings for a scene at `path`, and a note when its configuration file could not
    /// be used (then the defaults apply, where the command line would stop with exit code 2).
    static func settings(forScene path: String?) -> (RuleSettings, Diagnostic?) {
        guard let path, let file = nearest(to: path) else { return (RuleSettings(), nil) }
        let bytes: [UInt8]
        do {
            bytes = try FileIO.read(file)
        } catch {
            return (RuleSettings(), Diagnostic(.warning, "the rule settings of \(file) are not applied: cannot read it (\(error))", at: nil, code: .badValue))
        }
        var found = Diagnostics()
        guard let configuration = LintConfiguration.parse(bytes, diagnostics: &found) else {
            let first = found.sorted(file: file).first?.description ?? "it has errors"
            return (RuleSettings(), Diagnostic(.warning, "the rule settings of \(file) are not applied: \(first)", at: nil, code: .badValue))
        }
        return (configuration.applied(to: RuleSettings()), nil)
    }
}
