#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import SnaplineCore

/// Where one version of a scene is read from: a file, or a file of a git commit.
enum DiffSource {
    case file(String)
    /// A file of a commit: its object id and size (`Git.files`), `name` in messages, read
    /// with the run's other files of that commit (`GitBlobs`).
    case git(object: String, size: Int, name: String, blobs: GitBlobs)

    /// The scene's bytes, or why there are none.
    func read() -> SceneInput {
        switch self {
        case .file(let path):
            return SceneInput.read(path, limit: FileIO.maximumInputSize)
        case .git(let object, let size, let name, let blobs):
            guard size <= FileIO.maximumInputSize else {
                var diagnostics = Diagnostics()
                diagnostics.error("\(name) is \(size) bytes; a scene file is at most \(FileIO.maximumInputSize) bytes", at: nil, code: .fileTooLarge)
                return .inputError(diagnostics)
            }
            guard let bytes = blobs.bytes(object) else {
                return .unreadable(Diagnostic(.error, "cannot read \(name): git cat-file failed", at: nil, code: .ioError, file: name))
            }
            return .bytes(bytes, nil)
        }
    }
}

/// One scene to compare: its two versions (nil: the version does not exist) and their names.
struct DiffPair {
    var before: DiffSource?
    var beforeName: String
    var after: DiffSource?
    var afterName: String
}

/// The scenes of `diff --base REV [PATH...]`: every scene under the paths on disk or in the
/// commit, matched by their path in the repository (as bytes). Both sides are found as `check`
/// finds scenes in a directory: `*.scene.yaml` and `*.scene.yml`, not in hidden folders below the
/// path given, and not excluded by the `exclude:` globs of the `.snapline.yml` files that apply
/// to the path in the working tree (the commit's own files are not read: a glob added since REV
/// leaves the scene out of both versions). A path named itself is never excluded.
enum BaseScenes {
    /// The pairs in path order, or nil after handing `fail` why there are none (exit 2);
    /// `fail` also gets the notes of files skipped.
    static func pairs(revision: String, paths: [String], configurations: ConfigurationLoader, fail: ([Diagnostic]) -> Void) -> [DiffPair]? {
        guard let commit = Git.commit(revision) else {
            let repository = Git.run(["rev-parse", "--show-toplevel"])
            fail([Diagnostic(.error, "--base: " + (repository.status != 0 ? repository.message : "`\(revision)` is not a commit of this repository"), at: nil, code: .usageError)])
            return nil
        }
        guard let tree = Git.files(at: commit).map(GitTree.init), let prefix = Git.line(["rev-parse", "--show-prefix"]) else {
            fail([Diagnostic(.error, "--base: cannot list the files of \(revision)", at: nil, code: .ioError)])
            return nil
        }
        let currentDirectory = FileIO.currentDirectory()
        var failed = false
        func excluded(_ path: String) -> Bool {
            let configuration = configurations.configuration(for: path)
            // A broken file was reported (exit 2); what it would exclude is unknown.
            if configurations.failed { failed = true }
            return configuration.excludes(path, currentDirectory: currentDirectory)
        }
        var onDisk: [[UInt8]: String] = [:]  // repository path -> path as found
        var atRevision: [[UInt8]: Git.File] = [:]
        for path in paths {
            let key = repositoryPath(path, prefix: prefix)
            let kind = FileIO.kind(path)
            switch kind {
            case .directory:
                let found = SceneFinder.scenes(under: path)
                fail(found.skipped.map { Diagnostic(.note, "skipped \($0.path): \($0.reason)", at: nil, code: .skippedFile, file: $0.path) })
                for scene in found.scenes where !excluded(scene) { onDisk[repositoryPath(scene, prefix: prefix)] = scene }
            case .regular, .other:
                onDisk[key] = path
            case .missing:
                break
            }
            var listed = 0
            for file in tree.files where file.path == key || isFound(file.path, under: key) && !excluded(displayPath(file.path, prefix: prefix)) {
                listed += 1
                // A link is followed as on disk: to a file of the commit inside the directory searched.
                guard let target = file.isRegular ? file : tree.linked(file, inside: file.path == key ? [] : key) else {
                    let name = "\(revision):\(displayPath(file.path, prefix: prefix))"
                    fail([Diagnostic(.note, "skipped \(name): at \(revision), not a scene file or a link to one inside the directory searched", at: nil, code: .skippedFile, file: name)])
                    continue
                }
                atRevision[file.path] = target
            }
            if kind == .missing && listed == 0 {
                fail([Diagnostic(.error, "cannot read \(path): \(FileError(path: path, errno: ENOENT).reason), and it is not at \(revision) either", at: nil, code: .ioError, file: path)])
                failed = true
            }
        }
        if failed { return nil }
        let keys = Set(onDisk.keys).union(atRevision.keys).sorted { $0.lexicographicallyPrecedes($1) }
        let blobs = GitBlobs(order: keys.compactMap { atRevision[$0].map { ($0.object, $0.size) } })
        return keys.map { key in
            // `HEAD:Sources/…`, not `HEAD:./Sources/…` for a scene found under `.`.
            let shown = onDisk[key].map(withoutLeadingDot) ?? displayPath(key, prefix: prefix)
            let before = atRevision[key].map { DiffSource.git(object: $0.object, size: $0.size, name: "\(revision):\(shown)", blobs: blobs) }
            return DiffPair(before: before, beforeName: "\(revision):\(shown)", after: onDisk[key].map(DiffSource.file), afterName: shown)
        }
    }

    /// `path`'s segments (`.` and `..` resolved by name) after the segments `base`.
    static func normalized(_ base: [[UInt8]], _ path: [UInt8]) -> [UInt8] {
        var parts = base
        for part in path.split(separator: slash) {
            if part.elementsEqual([dot]) { continue }
            if part.elementsEqual([dot, dot]) {
                _ = parts.popLast()
            } else {
                parts.append(Array(part))
            }
        }
        return Array(parts.joined(separator: [slash]))
    }

    /// Whether the commit's file `path` is a scene the directory walk would find below `directory`
    /// (repository paths; `directory` empty for the top).
    static func isFound(_ path: [UInt8], under directory: [UInt8]) -> Bool {
        guard directory.isEmpty || path.count > directory.count + 1 && path.starts(with: directory) && path[directory.count] == slash else { return false }
        let segments = path[(directory.isEmpty ? 0 : directory.count + 1)...].split(separator: slash, omittingEmptySubsequences: false)
        guard let name = segments.last, SceneFileName.isScene(PathBytes.string(name)) else { return false }
        return !segments.dropLast().contains { $0.first == dot }
    }

    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// `path` (relative to the current directory, or absolute inside it) as a path from the
    /// repository's top directory, with `.` and `..` resolved by name. `prefix` is the current
    /// directory's (`git rev-parse --show-prefix`).
    static func repositoryPath(_ path: String, prefix: [UInt8]) -> [UInt8] {
        normalized(prefix.split(separator: slash).map(Array.init), PathBytes.bytes(OutputNaming.relativePath(path)))
    }

    /// `path` without its leading `./` segments (as a directory search under `.` finds it).
    static func withoutLeadingDot(_ path: String) -> String {
        var shown = Substring(path)
        while shown.hasPrefix("./") && shown.count > 2 { shown = shown.dropFirst(2).drop { $0 == "/" } }
        return String(shown)
    }

    /// A repository path as seen from the current directory (`prefix` is its repository path).
    static func displayPath(_ key: [UInt8], prefix: [UInt8]) -> String {
        if key.starts(with: prefix) { return PathBytes.string(key.dropFirst(prefix.count)) }
        let depth = prefix.split(separator: slash).count
        return String(repeating: "../", count: depth) + PathBytes.string(key)
    }
}
