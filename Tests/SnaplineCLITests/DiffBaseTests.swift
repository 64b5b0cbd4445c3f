#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing

/// Whether `git` runs here.
private let gitIsInstalled: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "--version"]
    return (try? CLITests.collect(process).status) == 0
}()

/// `snapline diff --base REV` in temporary git repositories: which scenes each version has
/// (found as `check` finds them), file names that are not UTF-8, revisions that look like options.
@Suite(.enabled(if: gitIsInstalled, "git is not installed: the --base tests need it"))
struct DiffBaseTests {
    typealias CLI = CLITests

    /// Runs git in `dir` (a commit needs no configured identity).
    static func git(_ arguments: String..., in dir: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
        process.currentDirectoryURL = dir
        let run = try CLI.collect(process)
        #expect(run.status == 0, "git \(arguments): \(run.stderr)")
    }

    /// The `after` file of each scene object of a `--format json` run (nil: none).
    static func afterFiles(_ run: CLI.Run) throws -> [String?] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]], "\(run.stdout)\(run.stderr)")
        return json.map { ($0["after"] as? [String: Any])?["file"] as? String }
    }

    @Test func baseComparesWithAGitRevision() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.git("init", "-q", in: dir)
        try DiffCLITests.write(["scenes/menu.scene.yaml": DiffCLITests.menu(), "scenes/gone.scene.yaml": DiffCLITests.menu(name: "Gone"), "scenes/notes.yaml": "not a scene"], in: dir)
        try Self.git("add", ".", in: dir)
        try Self.git("commit", "-q", "-m", "base", in: dir)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("scenes/gone.scene.yaml"))
        try DiffCLITests.write(["scenes/menu.scene.yaml": DiffCLITests.menu(header: 240), "scenes/new.scene.yaml": DiffCLITests.menu(name: "New")], in: dir)

        let result = try CLI.run(["diff", "--base", "HEAD", "scenes", "--format", "json"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        // Path order: gone, menu, new.
        #expect(json.map { ($0["after"] as? [String: Any])?["file"] as? String } == [nil, "scenes/menu.scene.yaml", "scenes/new.scene.yaml"])
        #expect(json.map { ($0["before"] as? [String: Any])?["file"] as? String } == ["HEAD:scenes/gone.scene.yaml", "HEAD:scenes/menu.scene.yaml", nil])
        #expect(json.map { $0["breaking"] as? Bool } == [true, false, false])
        let kinds = json.map { ($0["changes"] as? [[String: Any]] ?? []).map { $0["kind"] as? String ?? "" } }
        #expect(kinds == [["viewport-removed"], ["range-changed", "offset-changed", "offset-changed"], ["viewport-added"]])
        let moves = (json[1]["changes"] as? [[String: Any]] ?? []).compactMap { $0["after"] as? Double }
        #expect(moves == [1396, 240, 1240])

        #expect(try CLI.run(["diff", "--base", "HEAD", "--fail-on", "breaking"], in: dir).status == 1)
        let unknown = try CLI.run(["diff", "--base", "no-such-revision", "scenes"], in: dir)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("`no-such-revision` is not a commit"), "\(unknown.stderr)")
    }

    @Test func excludedAndHiddenScenesAreLeftOutOfBothVersions() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.git("init", "-q", in: dir)
        let menu = DiffCLITests.menu()
        try DiffCLITests.write([
            "scenes/.snapline.yml": "exclude: [fixtures, \"**/*.draft.scene.yaml\"]\n",
            "scenes/menu.scene.yaml": menu,
            "scenes/fixtures/old.scene.yaml": menu,  // excluded, deleted since
            "scenes/.hidden/old.scene.yaml": menu,  // in a hidden folder, deleted since
            "scenes/kept.scene.yaml": menu,  // deleted since: all removed
        ], in: dir)
        try Self.git("add", "-A", in: dir)
        try Self.git("commit", "-q", "-m", "base", in: dir)
        for gone in ["scenes/fixtures/old.scene.yaml", "scenes/.hidden/old.scene.yaml", "scenes/kept.scene.yaml"] {
            try FileManager.default.removeItem(at: dir.appendingPathComponent(gone))
        }
        try DiffCLITests.write([
            "scenes/menu.scene.yaml": DiffCLITests.menu(header: 240),
            "scenes/fixtures/new.scene.yaml": menu,  // excluded, new
            "scenes/next.draft.scene.yaml": menu,  // excluded, new
            "scenes/.hidden/new.scene.yaml": menu,  // hidden, new
        ], in: dir)

        let run = try CLI.run(["diff", "--base", "HEAD", "scenes", "--format", "json"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        // kept (removed: no after file) and menu; nothing excluded or hidden, in either version.
        #expect(try Self.afterFiles(run) == [nil, "scenes/menu.scene.yaml"])
        #expect(!run.stdout.contains("fixtures") && !run.stdout.contains("draft") && !run.stdout.contains("hidden"), "\(run.stdout)")

        // From inside the folder, the same two; a file named on the command line is compared even
        // when excluded (here deleted since HEAD: all removed), as `check` checks it.
        let inside = try CLI.run(["diff", "--base", "HEAD", "--format", "json"], in: dir.appendingPathComponent("scenes"))
        #expect(try Self.afterFiles(inside) == [nil, "menu.scene.yaml"])
        let named = try CLI.run(["diff", "--base", "HEAD", "fixtures/old.scene.yaml", "--format", "json"], in: dir.appendingPathComponent("scenes"))
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains("\"file\": \"HEAD:fixtures/old.scene.yaml\""), "\(named.stdout)")
        #expect(try Self.afterFiles(named) == [nil])
    }

    @Test func aFileNameThatIsNotUTF8IsReadFromTheCommit() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.git("init", "-q", in: dir)
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".scene.yaml".utf8)
        func write(_ text: String) throws {
            let fd = (Array(dir.path.utf8) + [UInt8(ascii: "/")] + name + [0]).withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
            }
            try #require(fd >= 0, "cannot create the file")
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        try write(DiffCLITests.menu())
        try Self.git("add", "-A", in: dir)
        try Self.git("commit", "-q", "-m", "base", in: dir)
        try write(DiffCLITests.menu(header: 240))

        let run = try CLI.run(["diff", "--base", "HEAD"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        // One scene, both versions found by the same bytes, named without the search's `./`: header 200 -> 240 moves the range
        // 1356 -> 1396 and the two sections by 40 (the name's byte E9 reads as U+FFFD here).
        #expect(run.stdout == """
            HEAD:caf\u{FFFD}.scene.yaml → caf\u{FFFD}.scene.yaml (Menu): 3 changes, 0 breaking, in 2 lines
            phone  menu range 1356 → 1396 (+40)
            phone  section-{i} top  menu: 2 anchors moved +40

            """)
    }

    @Test func aRevisionIsNeverTakenForAnOption() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.git("init", "-q", in: dir)
        try DiffCLITests.write(["menu.scene.yaml": DiffCLITests.menu()], in: dir)
        try Self.git("add", "-A", in: dir)
        try Self.git("commit", "-q", "-m", "base", in: dir)
        for revision in ["--output=written.txt", "-h", "--all"] {
            let run = try CLI.run(["diff", "--base=\(revision)", "."], in: dir)
            #expect(run.status == 2, "\(revision): \(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains("`\(revision)` is not a commit of this repository"), "\(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("written.txt").path))
        // A path that looks like an option is a path.
        try DiffCLITests.write(["--cached.scene.yaml": DiffCLITests.menu(header: 240)], in: dir)
        let run = try CLI.run(["diff", "--base", "HEAD", "--", "--cached.scene.yaml"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("(none) → --cached.scene.yaml (Menu): 1 change, 0 breaking"), "\(run.stdout)")
    }
}
