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
/// write) is skipped with a note, since anyone could have planted it. A file that cannot be read
/// or has errors is reported once and left out: the scenes it applies to are checked without it
/// (with the defaults when it is their only file), so one run shows every problem; the run
/// still fails (`failed`, exit 2). Files are named relative to the current directory.
final class ConfigurationLoader {
    static let fileName = ConfigurationSearch.fileName
    /// A configuration is a few hundred bytes.
    static let maximumSize = LintConfiguration.maximumFileSize

    private let explicit: String?
    private let currentDirectory = FileIO.currentDirectory()
    /// Per file: its contents, or nil when it was skipped or broken.
    private var byPath: [String: LintConfiguration?] = [:]
    private var byDirectory: [String: SceneConfiguration] = [:]
    /// Whether a configuration file could not be used (an error was reported).
    private(set) var failed = false
    /// Where skipped and broken files are reported (what is found before it is set is passed on then).
    var report: ((Diagnostic) -> Void)? {
        didSet {
            guard let report else { return }
            for pending in pending { report(pending) }
            pending = []
        }
    }
    private var pending: [Diagnostic] = []

    init(explicit: String?) { self.explicit = explicit }

    /// The configuration for `scene` (`-` for standard input, searched from the current
    /// directory), without the files that cannot be used (those are reported).
    func configuration(for scene: String) -> SceneConfiguration {
        if let explicit {
            guard let configuration = load(explicit, found: false) else { return SceneConfiguration() }
            let directory = ConfigurationSearch.parent(of: ConfigurationSearch.normalized(explicit, currentDirectory: currentDirectory)) ?? "/"
            return SceneConfiguration(merged: configuration, excludes: configuration.exclude.map { (directory, $0) })
        }
        let path = ConfigurationSearch.normalized(scene == "-" ? "." : scene, currentDirectory: currentDirectory)
        let directory = scene == "-" ? path : ConfigurationSearch.parent(of: path) ?? "/"
        if let known = byDirectory[directory] { return known }
        var found: [(directory: String, configuration: LintConfiguration)] = []
        let directories = ConfigurationSearch.directories(from: directory, exists: FileIO.exists)
        for candidate in directories {
            let file = ConfigurationSearch.join(candidate, Self.fileName)
            // A dangling link counts: it is an error, not an absent file.
            guard FileIO.kind(file, followingLinks: false) != .missing else { continue }
            guard let configuration = load(file, found: true, project: directories.last) else { continue }
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

    /// Reads and parses one file once; nil when it is skipped or cannot be used (reported once).
    /// `project`: the top folder searched (the project's root); a found file that is a link
    /// to a file outside it is skipped with a note, as a scene's link out of the folder searched
    /// is (its keys would be echoed in the errors).
    private func load(_ absolute: String, found: Bool, project: String? = nil) -> LintConfiguration? {
        if let known = byPath[absolute] { return known }
        byPath[absolute] = .some(nil)
        do throws(CLIError) {
            let configuration = try parse(absolute, found: found, project: project)
            byPath[absolute] = configuration
            return configuration
        } catch {
            failed = true
            for failure in error.failures { send(failure) }
            return nil
        }
    }

    private func parse(_ absolute: String, found: Bool, project: String?) throws(CLIError) -> LintConfiguration? {
        let path = shown(absolute)
        if found, FileIO.kind(path) != .regular {
            // Said before anything about its permissions: `/dev/zero` is writable by everyone too.
            do { _ = try FileIO.readRegular(path, limit: Self.maximumSize) } catch { throw CLIError.unreadable(error, what: "configuration") }
        }
        if found, let project, let outside = Self.linkOutside(absolute, project: project) {
            send(Diagnostic(.note, "skipped \(path): a link to \(outside), outside the project's folder", at: nil, code: .skippedFile, file: path))
            return nil
        }
        if found, let why = FileIO.writableByOthers(path, in: ConfigurationSearch.parent(of: absolute) ?? "/") {
            send(Diagnostic(.note, "skipped \(path): \(why), so anyone could have put it there; use --config to name it", at: nil, code: .skippedFile, file: path))
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
        return configuration
    }

    /// Where the link `path` leads when that is outside `project` (links resolved in both);
    /// nil for a file that is not a link, or a link inside.
    private static func linkOutside(_ path: String, project: String) -> String? {
        guard FileIO.kind(path, followingLinks: false) == .other, FileIO.kind(path) != .missing,
              let target = SceneFinder.resolved(path) else { return nil }
        let root = SceneFinder.resolved(project) ?? project
        return target.hasPrefix(root.hasSuffix("/") ? root : root + "/") ? nil : target
    }

    /// A found file as reports name it: relative to the current directory, as scenes are
    /// (`.snapline.yml`, `scenes/.snapline.yml`, `../.snapline.yml` for a parent's); absolute
    /// only when it is in neither the current directory nor one of its parents.
    private func shown(_ absolute: String) -> String {
        guard absolute.hasPrefix("/") else { return absolute }
        let inside = OutputNaming.relativePath(absolute)
        guard inside.hasPrefix("/"), let directory = ConfigurationSearch.parent(of: absolute) else { return inside }
        let here = ConfigurationSearch.normalized(currentDirectory, currentDirectory: "/")
        let prefix = directory == "/" ? "/" : directory + "/"
        guard here.hasPrefix(prefix) else { return absolute }
        let depth = here.dropFirst(prefix.count).split(separator: "/").count
        return String(repeating: "../", count: depth) + absolute.dropFirst(prefix.count)
    }

    private func send(_ diagnostic: Diagnostic) {
        if let report { report(diagnostic) } else { pending.append(diagnostic) }
    }
}
