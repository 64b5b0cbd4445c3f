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

/// The rule settings of a scene, found as the command line finds them (`ConfigurationSearch`,
/// shared with the CLI and the build plugin): every `.snapline.yml` from the project's root down
/// to the scene's directory, nearer files overriding (`inherit: false` stops the search). Read
/// anew for every check, so an edited configuration applies at the next keystroke.
public enum ConfigurationLookup {
    public static let fileName = ConfigurationSearch.fileName
    /// A configuration is a few hundred bytes.
    static let maximumSize = 1 << 20

    /// The rule settings for a scene at `path`, and a warning when a configuration file could
    /// not be used (then the defaults apply, where the command line would stop with exit code 2).
    static func settings(forScene path: String?) -> (RuleSettings, Diagnostic?) {
        guard let path else { return (RuleSettings(), nil) }
        let scene = ConfigurationSearch.normalized(path, currentDirectory: FileManager.default.currentDirectoryPath)
        var found: [LintConfiguration] = []
        for directory in ConfigurationSearch.directories(from: ConfigurationSearch.parent(of: scene) ?? "/", exists: FileIO.exists) {
            let file = ConfigurationSearch.join(directory, fileName)
            guard FileIO.kind(file, followingLinks: false) != .missing else { continue }
            if let why = writableByOthers(file) {
                return (RuleSettings(), notApplied(file, "\(why), so anyone could have put it there"))
            }
            let bytes: [UInt8]
            do {
                bytes = try FileIO.readRegular(file, limit: maximumSize).bytes
            } catch {
                return (RuleSettings(), notApplied(file, "cannot read it (\(error))"))
            }
            var diagnostics = Diagnostics()
            guard let configuration = LintConfiguration.parse(bytes, diagnostics: &diagnostics) else {
                return (RuleSettings(), notApplied(file, diagnostics.sorted(file: file).first?.description ?? "it has errors"))
            }
            found.append(configuration)
            if !configuration.inherit { break }
        }
        let merged = found.reversed().reduce(LintConfiguration()) { $0.overridden(by: $1) }
        return (merged.applied(to: RuleSettings()), nil)
    }

    private static func notApplied(_ file: String, _ why: String) -> Diagnostic {
        Diagnostic(.warning, "the rule settings of \(file) are not applied: \(why)", at: nil, code: .badValue)
    }

    /// Why a found file is not trusted (as on the command line): it, or its directory, may be
    /// written by anyone.
    private static func writableByOthers(_ path: String) -> String? {
        var st = stat()
        if stat(ConfigurationSearch.parent(of: path) ?? "/", &st) == 0, st.st_mode & S_IWOTH != 0 { return "its directory is writable by every user" }
        if stat(path, &st) == 0, st.st_mode & S_IWOTH != 0 { return "it is writable by every user" }
        return nil
    }
}
