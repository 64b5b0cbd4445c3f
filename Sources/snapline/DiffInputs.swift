#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import SnaplineCore

/// Where one version of a scene is read from: a file, or a file at a git revision.
enum DiffSource {
    case file(String)
    case git(revision: String, path: String)

    /// The scene's bytes, or why there are none.
    func read() -> SceneInput {
        switch self {
        case .file(let path):
            return SceneInput.read(path, limit: FileIO.maximumInputSize)
        case .git(let revision, let path):
            let result = Git.run(["show", "\(revision):\(path)"])
            guard result.status == 0 else {
                return .unreadable(Diagnostic(.error, "cannot read \(revision):\(path): \(result.message)", at: nil, code: .ioError, file: "\(revision):\(path)"))
            }
            guard result.output.count <= FileIO.maximumInputSize else {
                var diagnostics = Diagnostics()
                diagnostics.error("\(revision):\(path) is \(result.output.count) bytes; a scene file is at most \(FileIO.maximumInputSize) bytes", at: nil, code: .fileTooLarge)
                return .inputError(diagnostics)
            }
            return .bytes(result.output, nil)
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

/// The scenes of `diff --base REV [PATH...]`: every scene under the paths on disk (found as
/// `check` finds them) or at the revision, matched by their path in the repository.
enum BaseScenes {
    /// The pairs in path order, or nil after printing why there are none (exit 2).
    static func pairs(revision: String, paths: [String]) -> [DiffPair]? {
        let verified = Git.run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
        guard verified.status == 0 else {
            let repository = Git.run(["rev-parse", "--show-toplevel"])
            printError("snapline: error: --base: " + (repository.status != 0 ? repository.message : "`\(revision)` is not a commit of this repository"))
            return nil
        }
        let prefix = Git.line(["rev-parse", "--show-prefix"])
        var onDisk: [String: String] = [:]  // repository path -> path as found
        var atRevision = Set<String>()
        var missing = 0
        for path in paths {
            let kind = FileIO.kind(path)
            switch kind {
            case .directory:
                let found = SceneFinder.scenes(under: path)
                for skipped in found.skipped { printError("snapline: note: skipped \(skipped.path): \(skipped.reason)") }
                for scene in found.scenes { onDisk[repositoryPath(scene, prefix: prefix)] = scene }
            case .regular, .other:
                onDisk[repositoryPath(path, prefix: prefix)] = path
            case .missing:
                break
            }
            let listed = Git.run(["ls-tree", "-r", "-z", "--name-only", "--full-name", revision, "--", path])
            let names = listed.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            let scenes = kind == .regular ? names : names.filter(SceneFinder.isSceneName)
            atRevision.formUnion(scenes)
            if kind == .missing && scenes.isEmpty {
                printError("snapline: error: cannot read \(path): \(FileError(path: path, errno: ENOENT).reason), and it is not at \(revision) either")
                missing += 1
            }
        }
        if missing > 0 { return nil }
        let keys = Set(onDisk.keys).union(atRevision).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return keys.map { key in
            let shown = onDisk[key] ?? displayPath(key, prefix: prefix)
            return DiffPair(
                before: atRevision.contains(key) ? .git(revision: revision, path: key) : nil, beforeName: "\(revision):\(shown)",
                after: onDisk[key].map(DiffSource.file), afterName: shown)
        }
    }

    /// `path` (relative to the current directory, or absolute inside it) as a path from the
    /// repository's top directory, with `.` and `..` resolved by name.
    static func repositoryPath(_ path: String, prefix: String) -> String {
        var parts = prefix.split(separator: "/").map(String.init)
        for part in OutputNaming.relativePath(path).split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// A repository path as seen from the current directory (`prefix` is its repository path).
    static func displayPath(_ key: String, prefix: String) -> String {
        if key.hasPrefix(prefix) { return String(key.dropFirst(prefix.count)) }
        let depth = prefix.split(separator: "/").count
        return String(repeating: "../", count: depth) + key
    }
}

/// Runs `git` in the current directory.
enum Git {
    struct Result {
        var status: Int32
        var output: [UInt8]
        /// Standard error's last line (or a reason git could not run).
        var message: String
    }

    static func run(_ arguments: [String]) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Result(status: -1, output: [], message: "cannot run git: \(error.localizedDescription)")
        }
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: message, as: UTF8.self).split(separator: "\n")
        return Result(status: process.terminationStatus, output: [UInt8](bytes), message: lines.last.map(String.init) ?? "git exited with status \(process.terminationStatus)")
    }

    /// The first line git prints, or "" when it fails.
    static func line(_ arguments: [String]) -> String {
        let result = run(arguments)
        guard result.status == 0 else { return "" }
        return String(decoding: result.output, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }
}
