import Foundation
import Testing

/// The CLI at the edges of the process: signals, standard streams, read-only places, file names
/// that are not UTF-8, directories with odd entries. End to end on the built binary.
@Suite struct ProcessEdgeTests {
    typealias CLI = CLITests
    typealias Files = OutputFileTests

    /// 50 000 items in four viewports: a table of about 100 MB, long enough to interrupt.
    static let bigScene = """
        scene: Big
        viewports:
          - {name: a, width: 390, height: 844}
          - {name: b, width: 844, height: 390}
          - {name: c, width: 800, height: 600}
          - {name: d, width: 600, height: 800}
        root:
          scroll: list
          children:
            - repeat: 100
              vstack:
              children:
                - repeat: 500
                  index: j
                  item: "row-{i}-{j}"
                  height: 10
        """

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalRemovesTheTemporaryFile(signal: Int32) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.bigScene.write(to: dir.appendingPathComponent("big.scene.yaml"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["compile", "big.scene.yaml", "-o", "big.json"]
        process.currentDirectoryURL = dir
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait for the temporary file to appear (the output has started), then interrupt.
        var sawTemporary = false
        for _ in 0 ..< 3000 where process.isRunning {
            if try Files.listing(dir).contains(where: { $0.hasPrefix(".snapline-") }) {
                sawTemporary = true
                break
            }
            usleep(2000)
        }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        try #require(sawTemporary, "the compile finished before it could be interrupted")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        #expect(try Files.listing(dir) == ["big.scene.yaml"])
    }

    @Test func standardOutputFullOrClosedIsAnErrorNotATrap() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for redirect in ["> /dev/full", ">&-"] {
            let result = try Files.shell("\"$SNAPLINE\" compile \"$EXAMPLE\" \(redirect)", in: dir)
            #expect(result.status == 2, "\(redirect): \(result.stderr)")
            #expect(result.stderr.contains("snapline: error: cannot write standard output: "), "\(result.stderr)")
        }
        let check = try Files.shell("\"$SNAPLINE\" check \"$EXAMPLE\" > /dev/full", in: dir)
        #expect(check.status == 2)
        #expect(check.stderr.contains("cannot write standard output: No space left on device"), "\(check.stderr)")
        // With standard error closed as well, it still exits 2 rather than trapping.
        #expect(try Files.shell("\"$SNAPLINE\" compile \"$EXAMPLE\" >&- 2>&-", in: dir).status == 2)
    }

    /// The table goes to standard output in pieces, as to a file: peak memory stays far below its size.
    @Test func standardOutputIsStreamed() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.bigScene.write(to: dir.appendingPathComponent("big.scene.yaml"), atomically: true, encoding: .utf8)
        // Counts the bytes as they arrive; the peak RSS is the snapline child's alone.
        let script = """
            import resource, subprocess, sys
            child = subprocess.Popen([sys.argv[1], "compile", "big.scene.yaml"], stdout=subprocess.PIPE)
            size = sum(len(piece) for piece in iter(lambda: child.stdout.read(1 << 20), b""))
            print(child.wait(), resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024, size)
            """
        let measure = try Files.shell("python3 -c '\(script)' \"$SNAPLINE\"", in: dir)
        let figures = measure.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        try #require(figures.count == 3, "\(measure.stdout) \(measure.stderr)")
        #expect(figures[0] == 0, "\(measure.stderr)")
        #expect(figures[2] > 50_000_000)
        #expect(figures[1] < figures[2] / 2, "peak RSS \(figures[1]) bytes for a \(figures[2])-byte table")
    }

    /// 20 000 rows paged: 10 MB of table for the first viewport, then too many stops in the second.
    static let lateErrorScene = """
        scene: Late
        viewports:
          - {name: big, width: 390, height: 2000}
          - {name: tiny, width: 390, height: 1}
        root:
          scroll: pages
          behavior: paging
          children:
            - repeat: 20000
              item: "row-{i}"
              height: 100
        """

    /// Standard output gets all of the table or nothing, as a file does: an error in a later
    /// viewport (after megabytes of table) leaves it empty, and the spool file leaves no trace.
    @Test func aLateErrorWritesNothingToStandardOutput() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        try Self.lateErrorScene.write(to: dir.appendingPathComponent("late.scene.yaml"), atomically: true, encoding: .utf8)
        let result = try Files.shell("TMPDIR=\"$PWD/tmp\" \"$SNAPLINE\" compile late.scene.yaml", in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty, "\(result.stdout.utf8.count) bytes on standard output")
        #expect(result.stderr.contains("[too-many-stops]"), "\(result.stderr)")
        #expect(try Files.listing(dir.appendingPathComponent("tmp")) == [])
    }

    /// `/dev/stdout` is a link through /proc to a pipe: it is written in place.
    @Test func devStdoutIsWrittenInPlace() throws {
        let result = try CLI.run(["compile", Files.example, "-o", "/dev/stdout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Data(result.stdout.utf8) == (try Files.expected()))
    }

    /// An output that would not change needs no write access; a bad scene reports its errors first.
    @Test func aReadOnlyDirectoryWithAnUnchangedOutput() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let locked = dir.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try Files.expected().write(to: locked.appendingPathComponent("out.json"))
        try CLI.badScene.write(to: dir.appendingPathComponent("bad.scene.yaml"), atomically: true, encoding: .utf8)
        // Root ignores permissions; the immutable attribute stops it from creating files too.
        let lock = try Files.shell("chattr +i locked 2>/dev/null || chmod 555 locked; touch locked/probe 2>/dev/null && echo writable", in: dir)
        defer { _ = try? Files.shell("chattr -i locked 2>/dev/null; chmod 755 locked", in: dir) }
        try #require(!lock.stdout.contains("writable"), "cannot make a read-only directory here")
        let unchanged = try CLI.run(["compile", Files.example, "-o", "locked/out.json"], in: dir)
        #expect(unchanged.status == 0, "\(unchanged.stderr)")
        #expect(unchanged.stderr.isEmpty)
        let bad = try CLI.run(["compile", "bad.scene.yaml", "-o", "locked/out.json"], in: dir)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("bad.scene.yaml:7:7: error: "), "\(bad.stderr)")
        let nowhere = try CLI.run(["compile", "bad.scene.yaml", "-o", "bad.scene.yaml.d/out.json"], in: dir)
        #expect(nowhere.stderr.contains("bad.scene.yaml:7:7: error: "), "\(nowhere.stderr)")
        let changed = try CLI.run(["compile", Files.example, "--emit", "swift", "-o", "locked/out.json"], in: dir)
        #expect(changed.status == 2)
        #expect(changed.stderr.contains("cannot write locked/out.json"), "\(changed.stderr)")
    }

    @Test func fileNamesThatAreNotUTF8() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = """
            scene=$(printf 'caf\\351.scene.yaml'); out=$(printf 'out\\377.json')
            cp "$EXAMPLE" "$scene"
            "$SNAPLINE" compile "$scene" -o "$out" || exit 10
            test -f "$out" || exit 11
            [ "$(ls | wc -l)" -eq 2 ] || exit 12
            "$SNAPLINE" check . > summary.txt || exit 13
            printf 'bad: 1\\n' > "$scene"
            "$SNAPLINE" check . 2> errors.txt; [ $? -eq 1 ] || exit 14
            grep -q "$(printf 'caf\\351')" errors.txt || exit 15
            """
        let result = try Files.shell(script, in: dir)
        #expect(result.status == 0, "step \(result.status): \(result.stderr)")
    }

    @Test func checkFollowsAnExplicitLinkAndSkipsWhatIsNotAFile() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tree = dir.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("x.scene.yaml"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Files.example, toPath: tree.appendingPathComponent("menu.scene.yaml").path)
        #expect(mkfifo(tree.appendingPathComponent("pipe.scene.yaml").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link").path, withDestinationPath: "tree")
        for path in ["link", "link/", "tree"] {
            let result = try CLI.run(["check", path], in: dir)  // would hang on the FIFO before
            #expect(result.status == 0, "\(path): \(result.stderr)")
            #expect(result.stdout.contains("checked 1 scene: 0 errors"), "\(path): \(result.stdout)")
            #expect(result.stderr.contains("skipped \(path.hasSuffix("/") ? path : path + "/")pipe.scene.yaml: not a regular file"), "\(result.stderr)")
            #expect(result.stderr.contains("x.scene.yaml: a directory"), "\(result.stderr)")
        }
    }
}
