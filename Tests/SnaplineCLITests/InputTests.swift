import Foundation
import Testing

/// Where scenes come from (files, standard input, directories) and how much is read, end to end.
@Suite struct InputTests {
    typealias CLI = CLITests
    typealias Files = OutputFileTests

    @Test func aSceneFromStandardInputIsNamedBySourceName() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLI.badScene.write(to: dir.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let good = try Files.shell("\"$SNAPLINE\" compile - < \"$EXAMPLE\"", in: dir)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(Data(good.stdout.utf8) == (try Files.expected()))
        let named = try Files.shell("\"$SNAPLINE\" compile - --source-name Scenes/menu.scene.yaml < bad.yaml", in: dir)
        #expect(named.status == 1)
        #expect(named.stderr.contains("Scenes/menu.scene.yaml:7:7: error: "), "\(named.stderr)")
        let unnamed = try Files.shell("\"$SNAPLINE\" check - < bad.yaml", in: dir)
        #expect(unnamed.status == 1)
        #expect(unnamed.stderr.contains("<stdin>:7:7: error: "), "\(unnamed.stderr)")
    }

    @Test func checkOnAMissingPathIsAnError() throws {
        let result = try CLI.run(["check", "no/such/scene.scene.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("snapline: error: cannot read no/such/scene.scene.yaml: No such file or directory"), "\(result.stderr)")
        #expect(!result.stdout.contains("0 errors"), "\(result.stdout)")
    }

    @Test func outputDirIsCreatedWithItsParents() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["compile", Files.example, "--output-dir", "a/b/c"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Files.listing(dir.appendingPathComponent("a/b/c")) == ["store-menu.snapline.json"])
        // Under --check a missing directory means every output is missing: exit 1, nothing created.
        let check = try CLI.run(["compile", Files.example, "--output-dir", "x/y", "--check"], in: dir)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stderr.contains("x/y/store-menu.snapline.json: error: missing"), "\(check.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x").path))
    }

    /// A sparse 3 GiB file is refused from its size, before anything is read.
    @Test func aHugeFileIsRefusedWithoutReadingIt() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let huge = dir.appendingPathComponent("huge.scene.yaml")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        #expect(truncate(huge.path, 3 << 30) == 0)
        let result = try CLI.run(["check", huge.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("file is too large"), "\(result.stderr)")
        #expect(result.stderr.contains("[file-too-large]"))
    }

    /// The default limit is 256 MiB (268 435 456 bytes): a sparse file one byte over it is
    /// refused from its size, and the message names the option that raises the limit.
    @Test func theDefaultLimitIs256MiB() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = dir.appendingPathComponent("big.scene.yaml")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        #expect(truncate(big.path, (256 << 20) + 1) == 0)
        let result = try CLI.run(["check", big.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("file is too large (more than 268435456 bytes); scene files are read up to 268435456 bytes; raise the limit with `--max-file-size`"), "\(result.stderr)")
    }

    /// `--max-file-size` sets the limit, in bytes or with a unit: the 2 743-byte store menu
    /// passes at 2743 and 3KB, not at 2742; an endless standard input stops at 1 KiB.
    @Test func maxFileSizeSetsTheLimit() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: Files.example)).count == 2743)
        #expect(try CLI.run(["check", "--max-file-size", "2743", Files.example]).status == 0)
        #expect(try CLI.run(["check", "--max-file-size", "3KB", Files.example]).status == 0)
        let over = try CLI.run(["check", "--max-file-size", "2742", Files.example])
        #expect(over.status == 1)
        #expect(over.stderr.contains("file is too large (more than 2742 bytes)"), "\(over.stderr)")
        let endless = try Files.shell("\"$SNAPLINE\" compile --max-file-size 1KiB - < /dev/zero", in: dir)
        #expect(endless.status == 1)
        #expect(endless.stderr.contains("<stdin>: error: file is too large (more than 1024 bytes)"), "\(endless.stderr)")
        for bad in ["0", "3GiB", "12XB", "-5", "MB"] {
            let result = try CLI.run(["check", "--max-file-size", bad, Files.example])
            #expect(result.status == 2, "--max-file-size \(bad): \(result.stderr)")
        }
    }

    static func scene(viewports: Int, nodes: Int) -> String {
        var text = "scene: Wide\nviewports:\n"
        for k in 0 ..< viewports { text += "  - {name: v\(k), width: \(300 + k), height: 800}\n" }
        text += "root:\n  scroll: list\n  children:\n    - repeat: \(nodes)\n      item: \"row-{i}\"\n      height: 10\n"
        return text
    }

    @Test func viewportsAreCapped() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.scene(viewports: 65, nodes: 1).write(to: dir.appendingPathComponent("wide.scene.yaml"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["check", "wide.scene.yaml"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains("wide.scene.yaml:67:5: error: 65 viewports; expected at most 64 [too-many-viewports]"), "\(result.stderr)")
    }

    /// Nodes times viewports is the work a scene asks for; its cap rises with --max-nodes.
    @Test func nodesTimesViewportsIsCapped() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.scene(viewports: 9, nodes: 100).write(to: dir.appendingPathComponent("work.scene.yaml"), atomically: true, encoding: .utf8)
        // 101 nodes (the scroll container and 100 items) in 9 viewports: 909 > 8 x 101.
        let capped = try CLI.run(["check", "work.scene.yaml", "--max-nodes", "101"], in: dir)
        #expect(capped.status == 1)
        #expect(capped.stderr.contains("work.scene.yaml:3:3: error: the scene's 101 nodes in 9 viewports make 909 node layouts; expected at most 808, 8 times the node limit (--max-nodes raises both) [too-many-nodes]"), "\(capped.stderr)")
        let raised = try CLI.run(["check", "work.scene.yaml", "--max-nodes", "114"], in: dir)
        #expect(raised.status == 0, "\(raised.stderr)")
    }
}
