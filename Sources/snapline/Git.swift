import SnaplineCore

/// Runs `git` in the current directory for `diff --base`. Nothing the user typed is ever an
/// argument: the revision goes to `git cat-file --batch-check` on standard input, files are
/// matched in the NUL-separated output of `git ls-tree -z` and read by object id, so a revision
/// cannot be taken for an option and file names stay bytes, UTF-8 or not.
enum Git {
    struct Result {
        var status: Int32
        var output: [UInt8]
        /// Standard error's last line (or a reason git could not run).
        var message: String
    }

    /// One file of a commit's tree.
    struct File {
        /// The path from the repository's top directory, as bytes.
        var path: [UInt8]
        var object: String
        var size: Int
        /// A regular file (not a symbolic link or a submodule).
        var isRegular: Bool
    }

    static func run(_ arguments: [String], input: [UInt8] = []) -> Result {
        let run: ChildProcess.Result
        do {
            run = try ChildProcess.run("/usr/bin/env", ["/usr/bin/env", "git"] + arguments, input: input)
        } catch {
            return Result(status: -1, output: [], message: "cannot run git: \(error.reason)")
        }
        let lines = String(decoding: run.errors, as: UTF8.self).split(separator: "\n")
        return Result(status: run.status, output: run.output, message: lines.last.map(String.init) ?? "git exited with status \(run.status)")
    }

    /// The first line git prints, as bytes, or nil when it fails.
    static func line(_ arguments: [String]) -> [UInt8]? {
        let result = run(arguments)
        guard result.status == 0 else { return nil }
        return Array(result.output.split(separator: 0x0A, omittingEmptySubsequences: false).first ?? [])
    }

    /// The id of the commit `revision` names, or nil when it names none (or git cannot tell).
    static func commit(_ revision: String) -> String? {
        let name = PathBytes.bytes(revision)
        guard !name.isEmpty, !name.contains(0x0A), !name.contains(0) else { return nil }
        let result = run(["cat-file", "--batch-check"], input: name + Array("^{commit}\n".utf8))
        // `<id> commit <size>`, or `<name> missing` (or `ambiguous`).
        let fields = result.output.split(separator: 0x20)
        guard result.status == 0, fields.count == 3, fields[1].elementsEqual("commit".utf8) else { return nil }
        let id = String(decoding: fields[0], as: UTF8.self)
        return id.allSatisfy(\.isHexDigit) ? id : nil
    }

    /// Every file of `commit`'s tree (`ls-tree -r -z -l --full-tree`: `<mode> <type> <id>
    /// <size>\t<path>\0`), or nil when git fails.
    static func files(at commit: String) -> [File]? {
        let result = run(["ls-tree", "-r", "-z", "-l", "--full-tree", commit])
        guard result.status == 0 else { return nil }
        return result.output.split(separator: 0).compactMap { record -> File? in
            guard let tab = record.firstIndex(of: 0x09) else { return nil }
            let fields = record[..<tab].split(separator: 0x20)
            guard fields.count == 4, fields[1].elementsEqual("blob".utf8) else { return nil }
            let mode = String(decoding: fields[0], as: UTF8.self)
            return File(path: Array(record[(tab + 1)...]), object: String(decoding: fields[2], as: UTF8.self),
                        size: Int(String(decoding: fields[3], as: UTF8.self)) ?? 0, isRegular: mode == "100644" || mode == "100755")
        }
    }

    /// The contents of `objects` (ids from `files(at:)`), read by one `git cat-file --batch`:
    /// each answer is `<id> <type> <size>\n<bytes>\n` (or `<id> missing\n`). Nil when git fails.
    static func batch(_ objects: [String]) -> [String: [UInt8]]? {
        guard !objects.isEmpty else { return [:] }
        let result = run(["cat-file", "--batch"], input: Array(objects.joined(separator: "\n").utf8) + [0x0A])
        guard result.status == 0 else { return nil }
        var contents: [String: [UInt8]] = [:]
        let output = result.output
        var at = 0
        while at < output.count, let end = output[at...].firstIndex(of: 0x0A) {
            let fields = output[at ..< end].split(separator: 0x20)
            at = end + 1
            guard fields.count == 3, let size = Int(String(decoding: fields[2], as: UTF8.self)), size >= 0, at + size <= output.count else { continue }
            contents[String(decoding: fields[0], as: UTF8.self)] = Array(output[at ..< at + size])
            at += size + 1
        }
        return contents
    }
}
