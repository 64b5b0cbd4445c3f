import Foundation
import Testing

/// What `compile` guarantees about the files it writes, run end to end on the built binary: each
/// test reproduces a way the output could be turned against its user or lost.
@Suite struct OutputFileTests {
    typealias CLI = CLITests
    static let example = CLI.root.appendingPathComponent("examples/store-menu.scene.yaml").path

    /// Runs `script` with `sh -c`; `$SNAPLINE` is the binary and `$EXAMPLE` the store menu scene.
    static func shell(_ script: String, in directory: URL) throws -> CLI.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPLINE"] = CLI.binary.path
        environment["EXAMPLE"] = example
        process.environment = environment
        return try CLI.collect(process)
    }

    static func listing(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    static func expected() throws -> Data {
        let result = try CLI.run(["compile", example])
        #expect(result.status == 0)
        return Data(result.stdout.utf8)
    }

    /// The old temporary name was `<out>.snapline-tmp-<pid>`: a symlink planted under each of the
    /// next process ids made the compile overwrite the link's target.
    @Test func plantedSymlinksAtPredictableTemporaryNamesAreNotFollowed() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim.txt")
        try "precious\n".write(to: victim, atomically: true, encoding: .utf8)
        let lastPid = Int((try? String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        try #require(lastPid > 0, "needs /proc/sys/kernel/ns_last_pid")
        for pid in lastPid + 1 ... lastPid + 400 {
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("out.json.snapline-tmp-\(pid)").path, withDestinationPath: victim.path)
        }
        let result = try CLI.run(["compile", Self.example, "-o", dir.appendingPathComponent("out.json").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
        #expect(try Data(contentsOf: dir.appendingPathComponent("out.json")) == Self.expected())
        // Only the planted links and the output: the temporary file went away by rename.
        #expect(try Self.listing(dir).filter { !$0.contains("snapline-tmp") } == ["out.json", "victim.txt"])
    }

    /// `-o -` is standard output, as `-` is standard input: no file named `-` appears.
    @Test func dashAsTheOutputIsStandardOutput() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["compile", Self.example, "-o", "-"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Data(result.stdout.utf8) == (try Self.expected()))
        #expect(try Self.listing(dir).isEmpty)
        let checked = try CLI.run(["compile", Self.example, "-o", "-", "--check"], in: dir)
        #expect(checked.status == 2 && checked.stderr.contains("--check compares output files"))
    }

    @Test func outputNamesOf255BytesWork() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = String(repeating: "n", count: 250) + ".json"
        let result = try CLI.run(["compile", Self.example, "-o", dir.appendingPathComponent(name).path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.listing(dir) == [name])
    }

    /// A FIFO (like a device) is written in place, never replaced by a regular file.
    @Test func aFIFOIsWrittenInPlace() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("out.fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // Opened for reading first (without waiting), so the compile's open for writing does not block.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let result = try CLI.run(["compile", Self.example, "-o", fifo])
        #expect(result.status == 0, "\(result.stderr)")
        var st = stat()
        #expect(lstat(fifo, &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO, "the FIFO was replaced")
        var received = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = read(reader, &chunk, chunk.count)
            if n <= 0 { break }
            received.append(contentsOf: chunk[0 ..< n])
        }
        #expect(received == (try Self.expected()))
    }

    /// A device is written in place. The test makes its own null device (major 1, minor 3) in a
    /// temporary directory: a regression must never be able to replace the system's /dev/null.
    @Test func aDeviceIsWrittenInPlace() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let device = dir.appendingPathComponent("null").path
        try #require(mknod(device, S_IFCHR | 0o666, 0x103) == 0, "needs the right to make device nodes (root)")
        let result = try CLI.run(["compile", Self.example, "-o", device])
        #expect(result.status == 0, "\(result.stderr)")
        var st = stat()
        #expect(lstat(device, &st) == 0 && (st.st_mode & S_IFMT) == S_IFCHR, "the device was replaced")
        #expect(try Self.listing(dir) == ["null"])
    }

    /// Through a symlink the link's target is replaced, whatever its bytes were; the link stays.
    @Test func aSymlinkedOutputReplacesItsTarget() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sub = dir.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try "old\n".write(to: sub.appendingPathComponent("table.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.json").path, withDestinationPath: "real/table.json")
        for _ in 0 ..< 2 {  // changed, then unchanged
            let result = try CLI.run(["compile", Self.example, "-o", "link.json"], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("link.json").path) == "real/table.json")
            #expect(try Data(contentsOf: sub.appendingPathComponent("table.json")) == Self.expected())
            #expect(try Self.listing(sub) == ["table.json"])
        }
    }

    @Test func theExistingModeIsKept() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("out.json")
        try "old\n".write(to: output, atomically: true, encoding: .utf8)
        #expect(chmod(output.path, 0o600) == 0)
        #expect(try CLI.run(["compile", Self.example, "-o", output.path]).status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: output.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try Data(contentsOf: output) == Self.expected())
        // A new file gets the umask's mode (the tests run with 022 or stricter), not 0600.
        let fresh = dir.appendingPathComponent("fresh.json")
        #expect(try Self.shell("umask 022 && \"$SNAPLINE\" compile \"$EXAMPLE\" -o fresh.json", in: dir).status == 0)
        #expect((try FileManager.default.attributesOfItem(atPath: fresh.path)[.posixPermissions] as? NSNumber)?.intValue == 0o644)
        #expect(try Self.shell("umask 027 && \"$SNAPLINE\" compile \"$EXAMPLE\" -o private.json", in: dir).status == 0)
        let restricted = dir.appendingPathComponent("private.json")
        #expect((try FileManager.default.attributesOfItem(atPath: restricted.path)[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    }

    @Test func theOutputNeverOverwritesTheInput() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("menu.scene.yaml")
        try FileManager.default.copyItem(atPath: Self.example, toPath: scene.path)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("alias.json").path, withDestinationPath: "menu.scene.yaml")
        let before = try Data(contentsOf: scene)
        for output in ["menu.scene.yaml", "alias.json", "./menu.scene.yaml"] {
            let result = try CLI.run(["compile", "menu.scene.yaml", "-o", output], in: dir)
            #expect(result.status == 2)
            #expect(result.stderr.contains("it is the scene file"), "\(result.stderr)")
            #expect(try Data(contentsOf: scene) == before)
        }
    }
}
