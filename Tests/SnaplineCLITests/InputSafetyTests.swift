import Foundation
import Testing

/// Files committed to a repository that try to trap the CI job that checks it: configuration
/// files that never end or block, configuration from outside the project, links that leak other
/// files into the log, FIFOs. Run on the built binary, each under a time limit.
@Suite struct InputSafetyTests {
    typealias CLI = CLITests
    typealias Lint = LintCLITests

    static func shell(_ script: String, in dir: URL) throws -> CLI.Run {
        try OutputFileTests.shell(script, in: dir)
    }

    @Test func aConfigurationThatIsNotARegularFileIsAnErrorNotATrap() throws {
        let dir = try Lint.project()
        // An endless device: refused before reading (it used to read 2 GiB).
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(".snapline.yml").path, withDestinationPath: "/dev/zero")
        let zero = try Self.shell("timeout 20 \"$SNAPLINE\" check scenes/cut.scene.yaml", in: dir)
        #expect(zero.status == 2, "\(zero.stderr)")
        #expect(zero.stderr.contains("cannot read configuration") && zero.stderr.contains("not a regular file"), "\(zero.stderr)")
        // A FIFO: no writer ever comes; it used to hang.
        try FileManager.default.removeItem(at: dir.appendingPathComponent(".snapline.yml"))
        let fifo = try Self.shell("mkfifo .snapline.yml && timeout 20 \"$SNAPLINE\" check scenes/cut.scene.yaml", in: dir)
        #expect(fifo.status == 2, "\(fifo.stderr)")
        #expect(fifo.stderr.contains("not a regular file"), "\(fifo.stderr)")
        // Larger than 1 MiB.
        try FileManager.default.removeItem(at: dir.appendingPathComponent(".snapline.yml"))
        try Data(repeating: UInt8(ascii: "#"), count: (1 << 20) + 1).write(to: dir.appendingPathComponent(".snapline.yml"))
        let big = try CLI.run(["check", "scenes/cut.scene.yaml"], in: dir)
        #expect(big.status == 2 && big.stderr.contains("too large"), "\(big.stderr)")
    }

    @Test func withoutAProjectRootOnlyTheScenesOwnDirectoryIsSearched() throws {
        let outer = try CLI.temporaryDirectory()  // in /tmp: no .git or Package.swift above
        try FileManager.default.createDirectory(at: outer.appendingPathComponent("copy/scenes"), withIntermediateDirectories: true)
        try Lint.cutting.write(to: outer.appendingPathComponent("copy/scenes/cut.scene.yaml"), atomically: true, encoding: .utf8)
        // A planted file above the scene turns its warning into an error: not read any more.
        try "warnings-as-errors: true\n".write(to: outer.appendingPathComponent(".snapline.yml"), atomically: true, encoding: .utf8)
        try "warnings-as-errors: true\n".write(to: outer.appendingPathComponent("copy/.snapline.yml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["check", "copy/scenes/cut.scene.yaml"], in: outer).status == 0)
        // The scene's own directory is.
        try "warnings-as-errors: true\n".write(to: outer.appendingPathComponent("copy/scenes/.snapline.yml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["check", "copy/scenes/cut.scene.yaml"], in: outer).status == 1)
        // A Package.swift marks the root as .git does: the search goes up to it.
        try FileManager.default.removeItem(at: outer.appendingPathComponent("copy/scenes/.snapline.yml"))
        try "// swift-tools-version:5.9\n".write(to: outer.appendingPathComponent("copy/Package.swift"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["check", "copy/scenes/cut.scene.yaml"], in: outer).status == 1)
        try FileManager.default.removeItem(at: outer.appendingPathComponent("copy/.snapline.yml"))
        #expect(try CLI.run(["check", "copy/scenes/cut.scene.yaml"], in: outer).status == 0)
    }

    @Test func aConfigurationAnyoneMayWriteIsSkippedWithANote() throws {
        let dir = try Lint.project(config: "warnings-as-errors: true\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: dir.path)
        let result = try CLI.run(["check", "scenes/cut.scene.yaml"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("snapline: note: skipped .snapline.yml: its directory is writable by every user"), "\(result.stderr)")
        // --config names it explicitly: read.
        let named = try CLI.run(["check", "--config", ".snapline.yml", "scenes/cut.scene.yaml"], in: dir)
        #expect(named.status == 1)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: dir.appendingPathComponent(".snapline.yml").path)
        let file = try CLI.run(["check", "--format", "json", "scenes/cut.scene.yaml"], in: dir)
        #expect(file.status == 0 && file.stdout.contains("\"code\": \"skipped-file\""), "\(file.stdout)")
    }

    @Test func aLinkOutOfTheSearchedDirectoryIsNotFollowed() throws {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("repo/Scenes"), withIntermediateDirectories: true)
        // A "credentials" file whose second line would be echoed under a YAML error.
        try "token: x\nSECRET_TOKEN=hunter2 ]\n".write(to: dir.appendingPathComponent("secrets"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("repo/Scenes/creds.scene.yaml").path, withDestinationPath: "../../secrets")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("repo/Scenes/env.scene.yaml").path, withDestinationPath: "/proc/self/environ")
        // A link inside the tree is still followed.
        try CLI.badScene.write(to: dir.appendingPathComponent("repo/bad.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("repo/Scenes/inside.scene.yaml").path, withDestinationPath: "../bad.yaml")
        let result = try Self.shell("SNAPLINE_SECRET=hunter2 timeout 20 \"$SNAPLINE\" check repo", in: dir)
        #expect(!result.stderr.contains("hunter2") && !result.stdout.contains("hunter2"), "\(result.stderr)")
        #expect(result.stderr.contains("snapline: note: skipped repo/Scenes/creds.scene.yaml: a link to \(dir.resolvingSymlinksInPath().path)/secrets, outside the directory searched"), "\(result.stderr)")
        #expect(result.stderr.contains("skipped repo/Scenes/env.scene.yaml: a link to /proc/"), "\(result.stderr)")
        #expect(result.stderr.contains("repo/Scenes/inside.scene.yaml:7:7: error: unknown key `hieght`"), "\(result.stderr)")
        #expect(result.status == 1)
        // Named on the command line, a kernel file is read but its lines are never echoed.
        let named = try Self.shell("SNAPLINE_SECRET=hunter2 timeout 20 \"$SNAPLINE\" check repo/Scenes/env.scene.yaml", in: dir)
        #expect(named.status == 1 && !named.stderr.contains("hunter2"), "\(named.stderr)")
    }

    @Test func aFIFOSceneIsReadOnce() throws {
        let dir = try CLI.temporaryDirectory()
        try CLI.badScene.write(to: dir.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        // The text report used to open the FIFO again for the excerpt and wait forever.
        let result = try Self.shell("mkfifo s.scene.yaml && (cat bad.yaml > s.scene.yaml &) && timeout 20 \"$SNAPLINE\" check s.scene.yaml", in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("s.scene.yaml:7:7: error: unknown key `hieght`"), "\(result.stderr)")
    }

    @Test func checkSkipsHiddenFoldersAndBuildUnlessNamedAndHonoursExclude() throws {
        let dir = try Lint.project()
        for folder in [".build/checkouts/dep", ".hidden", "Fixtures/Broken", "Other"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
            try CLI.badScene.write(to: dir.appendingPathComponent(folder + "/bad.scene.yaml"), atomically: true, encoding: .utf8)
        }
        let all = try CLI.run(["check", "."], in: dir)
        #expect(all.stdout.contains("checked 3 scenes"), "\(all.stdout)")
        #expect(!all.stderr.contains(".build") && !all.stderr.contains(".hidden"), "\(all.stderr)")
        // Named explicitly, a hidden folder is checked.
        let named = try CLI.run(["check", ".build/checkouts"], in: dir)
        #expect(named.status == 1 && named.stdout.contains("checked 1 scene"), "\(named.stdout)")
        // exclude: globs relative to the configuration's directory.
        try "exclude: [Fixtures, \"**/Other/*.scene.yaml\"]\n".write(to: dir.appendingPathComponent(".snapline.yml"), atomically: true, encoding: .utf8)
        let excluded = try CLI.run(["check", "."], in: dir)
        #expect(excluded.status == 0 && excluded.stdout.contains("checked 1 scene"), "\(excluded.stdout)\(excluded.stderr)")
        // A file named on the command line is checked even when excluded.
        #expect(try CLI.run(["check", "Fixtures/Broken/bad.scene.yaml"], in: dir).status == 1)
    }
}
