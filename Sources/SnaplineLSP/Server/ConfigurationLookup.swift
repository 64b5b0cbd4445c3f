import SnaplineCore

/// The rule settings of a scene, found as the command line finds them (`ConfigurationSearch`,
/// shared with the CLI and the build plugin): every `.snapline.yml` from the project's root down
/// to the scene's directory, nearer files overriding (`inherit: false` stops the search). Read
/// anew for every check, so an edited configuration applies at the next keystroke.
///
/// Where the command line stops (a file that cannot be read, or has errors: exit code 2), the
/// editor goes on with the default settings and says why: in the scene, one diagnostic with the
/// code and severity of the configuration's first problem; in the configuration file, each
/// problem at its own position (`Found.files`). A file anyone may write to is skipped with a
/// `skipped-file` note, as on the command line.
public enum ConfigurationLookup {
    public static let fileName = ConfigurationSearch.fileName
    /// A configuration is a few hundred bytes.
    static let maximumSize = LintConfiguration.maximumFileSize

    /// One configuration file read for a scene.
    public struct File: Sendable {
        public var path: String
        /// The bytes read (the positions of `problems` are in them).
        public var bytes: [UInt8]
        /// Why it is not applied, positioned in it; empty when it applies.
        public var problems: [Diagnostic]
    }

    /// The settings for a scene and what was found on the way.
    public struct Found: Sendable {
        public var settings = RuleSettings()
        /// What the scene is told: a skipped file, or a configuration not applied.
        public var sceneDiagnostics: [Diagnostic] = []
        /// The configuration files read, nearest last.
        public var files: [File] = []
        /// The file whose `sceneDiagnostics` entry says it is not applied.
        public var notApplied: File? { files.last { !$0.problems.isEmpty } }
    }

    /// Whether `path` names a configuration file.
    public static func isConfiguration(_ path: String) -> Bool {
        path == fileName || path.hasSuffix("/" + fileName)
    }

    /// The rule settings for a scene at `path`.
    static func settings(forScene path: String?) -> Found {
        var found = Found()
        guard let path else { return found }
        let scene = ConfigurationSearch.normalized(path, currentDirectory: FileIO.currentDirectory())
        var configurations: [LintConfiguration] = []
        for directory in ConfigurationSearch.directories(from: ConfigurationSearch.parent(of: scene) ?? "/", exists: FileIO.exists) {
            let file = ConfigurationSearch.join(directory, fileName)
            guard FileIO.kind(file, followingLinks: false) != .missing else { continue }
            if let why = FileIO.writableByOthers(file, in: directory) {
                found.sceneDiagnostics.append(Diagnostic(.note, "skipped \(file): \(why), so anyone could have put it there; its rule settings are not applied", at: nil, code: .skippedFile))
                continue
            }
            var problems = Diagnostics()
            var bytes: [UInt8] = []
            var configuration: LintConfiguration?
            do {
                bytes = try FileIO.readRegular(file, limit: maximumSize).bytes
                configuration = LintConfiguration.parse(bytes, diagnostics: &problems)
            } catch {
                problems.append(Diagnostic(.error, "cannot read configuration \(error)", at: nil, code: .ioError))
            }
            found.files.append(File(path: file, bytes: bytes, problems: problems.sorted(file: file)))
            guard let configuration else {
                found.sceneDiagnostics.append(notApplied(file, found.files[found.files.count - 1].problems))
                found.settings = RuleSettings()
                return found
            }
            configurations.append(configuration)
            if !configuration.inherit { break }
        }
        let merged = configurations.reversed().reduce(LintConfiguration()) { $0.overridden(by: $1) }
        found.settings = merged.applied(to: RuleSettings())
        return found
    }

    /// The scene's diagnostic for a configuration with `problems`: the first one's code and
    /// severity (what `snapline check` reports), and a message that says the defaults apply.
    private static func notApplied(_ file: String, _ problems: [Diagnostic]) -> Diagnostic {
        let first = problems.first ?? Diagnostic(.error, "it has errors", at: nil, code: .badValue)
        let count = problems.count > 1 ? "its first of \(problems.count) problems" : "its problem"
        let message = "the rule settings of \(file) are not applied, so this scene is checked with the default settings "
            + "(`snapline check` stops on that file); \(count): \(first.message)"
        return Diagnostic(first.severity, message, at: nil, code: first.code)
    }
}
