#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SnaplineCore

/// The settings that apply to one scene: every `.snapline.yml` from the project's root down to
/// the scene's directory merged (nearer files override), or the `--config` file.
struct SceneConfiguration {
    var merged = LintConfiguration()
    /// Each exclusion pattern with the directory it is relative to.
    var excludes: [(directory: String, pattern: String)] = []
}

/// Finds and reads `.snapline.yml` files by `ConfigurationSearch`'s rule (shared with the build
/// plugin), or the file given with `--config`. Each file is read once per run.
///
/// A found file is read only when it is a regular file (links followed) of at most 1 MiB,
/// opened without blocking; a file in a directory anyone may write to (or that anyone may
/// write) is skipped with a note, since anyone could have planted it.
final class ConfigurationLoader {
    static let fileName = ConfigurationSearch.fileName
    /// A configuration is a few hundred bytes.
    static let maximumSize = 1 << 20

    private let explicit: String?
    private let currentDirectory = FileIO.currentDirectory()
    /// Per file: its contents, or nil when it was skipped.
    private var byPath: [String: LintConfiguration?] = [:]
    private var byDirectory: [String: SceneConfiguration] = [:]
    /// Where skipped files are reported (notes found before it is set are passed on then).
    var note: ((Diagnostic) -> Void)? {
        didSet {
            guard let note else { return }
            for pending in pendingNotes { note(pending) }
            pendingNotes = []
        }
    }
    private var pendingNotes: [Diagnostic] = []

    init(explicit: String?) { self.explicit = explicit }

    /// The configuration for `scene` (`-` for standard input, searched from the current
    /// directory). Throws when a file cannot be read or has errors.
    func configuration(for scene: String) throws(CLIError) -> SceneConfiguration {
        if let explicit {
            guard let configuration = try load(explicit, found: false) else { return SceneConfiguration() }
            let directory = ConfigurationSearch.parent(of: ConfigurationSearch.normalized(explicit, currentDirectory: currentDirectory)) ?? "/"
            return SceneConfiguration(merged: configuration, excludes: configuration.exclude.map { (directory, $0) })
        }
        let path = ConfigurationSearch.normalized(scene == "-" ? "." : scene, currentDirectory: currentDirectory)
        let directory = scene == "-" ? path : ConfigurationSearch.parent(of: path) ?? "/"
        if let known = byDirectory[directory] { return known }
        var found: [(directory: String, configuration: LintConfiguration)] = []
        for candidate in ConfigurationSearch.directories(from: directory, exists: FileIO.exists) {
            let file = ConfigurationSearch.join(candidate, Self.fileName)
            // A dangling link counts: it is an error, not an absent file.
            guard FileIO.kind(file, followingLinks: false) != .missing else { continue }
            guard let configuration = try load(file, found: true) else { continue }
            found.append((candidate, configuration))
            if !configuration.inherit { break }
        }
        var result = SceneConfiguration()
        for (directory, configuration) in found.reversed() {
            result.merged = result.merged.overridden(by: configuration)
            result.excludes += configuration.exclude.map { (directory, $0) }
        }
        byDirectory[directory] = result
        return result
    }

    /// Reads and parses one file once; nil when it is skipped.
    private func load(_ path: String, found: Bool) throws(CLIError) -> LintConfiguration? {
        if let known = byPath[path] { return known }
        if found, FileIO.kind(path) != .regular {
            // Said before anything about its permissions: `/dev/zero` is writable by everyone too.
            do { _ = try FileIO.readRegular(path, limit: Self.maximumSize) } catch { throw CLIError.unreadable(error, what: "configuration") }
        }
        if found, let why = FileIO.writableByOthers(path, in: ConfigurationSearch.parent(of: path) ?? "/") {
            let skipped = Diagnostic(.note, "skipped \(path): \(why), so anyone could have put it there; use --config to name it", at: nil, code: .skippedFile, file: path)
            if let note { note(skipped) } else { pendingNotes.append(skipped) }
            byPath[path] = .some(nil)
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = found ? try FileIO.readRegular(path, limit: Self.maximumSize).bytes : try FileIO.read(path, limit: Self.maximumSize)
        } catch {
            throw CLIError.unreadable(error, what: "configuration")
        }
        var diagnostics = Diagnostics()
        guard let configuration = LintConfiguration.parse(bytes, diagnostics: &diagnostics) else {
            throw CLIError(diagnostics.sorted(file: path))
        }
        byPath[path] = configuration
        return configuration
    }
}
