import Foundation
import Testing
import SnaplineTestSupport

/// The built `snapline` binary, run as a user would: stdout, stderr, exit codes, files.
@Suite struct CLITests {
    static let root = Repository.root

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary sits beside the test bundle in the build products directory.
    static var binary: URL {
        var candidates: [URL] = [Bundle.main.bundleURL.appendingPathComponent("snapline")]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("snapline"))
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("snapline"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    static func run(_ arguments: [String], in directory: URL = root) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        return try collect(process)
    }

    /// Runs `process` to its end and returns what it printed. A child that hangs (a bug this
    /// suite looks for) is killed after a minute, so the test fails instead of hanging.
    static func collect(_ process: Process) throws -> Run {
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        defer { watchdog.cancel() }
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapline-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let badScene = """
        scene: Bad
        viewports: [{name: p, width: 390, height: 844}]
        root:
          scroll: list
          children:
            - item: a
              hieght: 10
        """

    @Test func compilesAnExampleToStandardOutput() throws {
        let result = try Self.run(["compile", "examples/store-menu.scene.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("{\n  \"format\": \"snapline-table\",\n  \"version\": 1,\n  \"scene\": \"StoreMenu\""))
        #expect(result.stdout.hasSuffix("}\n"))
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect((json?["viewports"] as? [Any])?.count == 3)
    }

    /// The same bytes whatever the process's hash seed, locale, time zone and current directory.
    @Test func outputIsDeterministic() throws {
        let scene = Self.root.appendingPathComponent("examples/store-menu.scene.yaml").path
        let a = try Self.run(["compile", scene])
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["compile", scene]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        process.environment = ["SWIFT_DETERMINISTIC_HASHING": "1", "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8", "TZ": "Asia/Kathmandu"]
        let b = try Self.collect(process)
        #expect(a.status == 0 && b.status == 0)
        #expect(!a.stdout.isEmpty && a.stdout == b.stdout)
    }

    @Test func badInputReportsPositionAndExitsOne() throws {
        let dir = try Self.temporaryDirectory()
        let scene = dir.appendingPathComponent("bad.scene.yaml")
        try Self.badScene.write(to: scene, atomically: true, encoding: .utf8)
        let result = try Self.run(["compile", scene.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(scene.path):7:7: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean `height`"), "\(result.stderr)")
        #expect(result.stderr.contains("[unknown-key]"))
    }

    @Test func failedCompileLeavesExistingOutputUntouched() throws {
        let dir = try Self.temporaryDirectory()
        let scene = dir.appendingPathComponent("bad.scene.yaml")
        try Self.badScene.write(to: scene, atomically: true, encoding: .utf8)
        let output = dir.appendingPathComponent("out.json")
        try "previous contents\n".write(to: output, atomically: true, encoding: .utf8)
        let result = try Self.run(["compile", scene.path, "-o", output.path])
        #expect(result.status == 1)
        #expect(try String(contentsOf: output, encoding: .utf8) == "previous contents\n")
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["bad.scene.yaml", "out.json"])
    }

    @Test func unchangedOutputIsNotRewritten() throws {
        let dir = try Self.temporaryDirectory()
        let output = dir.appendingPathComponent("menu.json")
        let example = Self.root.appendingPathComponent("examples/store-menu.scene.yaml").path
        #expect(try Self.run(["compile", example, "-o", output.path]).status == 0)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output.path)
        #expect(try Self.run(["compile", example, "-o", output.path]).status == 0)
        let date = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(date == old)
    }

    @Test func outputDirectoryWritesOneTablePerScene() throws {
        let dir = try Self.temporaryDirectory()
        let result = try Self.run(["compile", "examples/store-menu.scene.yaml", "examples/logo-list.scene.yaml", "--output-dir", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["logo-list.snapline.json", "store-menu.snapline.json"])
    }

    @Test func checkFindsScenesInDirectories() throws {
        let result = try Self.run(["check", "examples"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("checked "))
        // Only the examples about a warning warn (LintCLITests checks which).
        #expect(result.stdout.contains(": 0 errors, 2 warnings\n"), "\(result.stdout)")
    }

    @Test func checkReportsErrorsAndExitsOne() throws {
        let dir = try Self.temporaryDirectory()
        try Self.badScene.write(to: dir.appendingPathComponent("bad.scene.yaml"), atomically: true, encoding: .utf8)
        let result = try Self.run(["check", dir.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.scene.yaml:7:7: error:"))
        #expect(result.stdout.contains("checked 1 scene: 1 error, 0 warnings"))
    }

    @Test func usageAndIOErrorsExitTwo() throws {
        #expect(try Self.run(["compile"]).status == 2)
        #expect(try Self.run(["compile", "a.scene.yaml", "b.scene.yaml"]).status == 2)
        #expect(try Self.run(["compile", "--bogus", "x"]).status == 2)
        let missing = try Self.run(["compile", "no/such/file.scene.yaml"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no/such/file.scene.yaml"))
        #expect(try Self.run(["check", "no/such/dir"]).status == 2)
    }

    @Test func helpExplainsWithExamples() throws {
        let result = try Self.run(["compile", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("--output-dir"))
    }

    @Test func hugeRepeatIsADiagnosticNotACrash() throws {
        let dir = try Self.temporaryDirectory()
        let scene = dir.appendingPathComponent("huge.scene.yaml")
        try """
            scene: Huge
            viewports: [{name: p, width: 390, height: 844}]
            root:
              scroll: list
              children:
                - repeat: 100000
                  vstack: "row-{i}"
                  children:
                    - repeat: 100000
                      item: "cell-{i}-{j}"
                      index: j
                      height: 10
            """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try Self.run(["check", scene.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("[too-many-nodes]"), "\(result.stderr)")
    }
}
