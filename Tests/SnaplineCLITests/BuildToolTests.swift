import Foundation
import Testing

/// `snapline-build-tool`, the plugin's lean tool: the same output and diagnostics as
/// `snapline compile --emit swift`, for the command line the plugin writes.
@Suite struct BuildToolTests {
    typealias CLI = CLITests

    static var tool: URL { CLI.binary.deletingLastPathComponent().appendingPathComponent("snapline-build-tool") }

    static func runTool(_ arguments: [String], in directory: URL) throws -> CLI.Run {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        return try CLI.collect(process)
    }

    /// The store menu with a configuration: the tool's file is the CLI's, byte for byte.
    @Test func sameBytesAsTheCLI() throws {
        let dir = try CLI.temporaryDirectory()
        let scene = CLI.root.appendingPathComponent("examples/store-menu.scene.yaml").path
        let config = dir.appendingPathComponent("lib.snapline.yml")
        try "access-level: public\n".write(to: config, atomically: true, encoding: .utf8)
        let tool = try Self.runTool(["compile", "--emit", "swift", scene, "-o", "tool.swift", "--source-name", "Sources/App/menu.scene.yaml", "--config", config.path], in: dir)
        #expect(tool.status == 0, "\(tool.stderr)")
        let cli = try CLI.run(["compile", "--emit", "swift", scene, "-o", "cli.swift", "--source-name", "Sources/App/menu.scene.yaml", "--config", config.path], in: dir)
        #expect(cli.status == 0, "\(cli.stderr)")
        let a = try Data(contentsOf: dir.appendingPathComponent("tool.swift"))
        let b = try Data(contentsOf: dir.appendingPathComponent("cli.swift"))
        #expect(!a.isEmpty && a == b)
        #expect(String(decoding: a, as: UTF8.self).contains("public enum StoreMenu"))
    }

    /// A nearer configuration overrides a farther one, key by key.
    @Test func nearerConfigurationWins() throws {
        let dir = try CLI.temporaryDirectory()
        let scene = CLI.root.appendingPathComponent("examples/store-menu.scene.yaml").path
        try "access-level: public\nwarnings-as-errors: false\n".write(to: dir.appendingPathComponent("far.yml"), atomically: true, encoding: .utf8)
        try "access-level: package\n".write(to: dir.appendingPathComponent("near.yml"), atomically: true, encoding: .utf8)
        let run = try Self.runTool(["compile", "--emit", "swift", scene, "-o", "out.swift", "--config", "near.yml", "--config", "far.yml"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: dir.appendingPathComponent("out.swift"), encoding: .utf8)
        #expect(text.contains("package enum StoreMenu"))
    }

    /// Errors are reported as the CLI reports them (position, source line, caret), exit 1, and
    /// nothing is written; warnings-as-errors from the configuration fails the same way.
    @Test func errorsAndPromotedWarnings() throws {
        let dir = try CLI.temporaryDirectory()
        try CLI.badScene.write(to: dir.appendingPathComponent("bad.scene.yaml"), atomically: true, encoding: .utf8)
        let bad = try Self.runTool(["compile", "--emit", "swift", "bad.scene.yaml", "-o", "bad.swift"], in: dir)
        let cli = try CLI.run(["compile", "--emit", "swift", "bad.scene.yaml", "-o", "bad.swift"], in: dir)
        #expect(bad.status == 1)
        #expect(bad.stderr == cli.stderr)
        #expect(bad.stderr.contains("bad.scene.yaml:") && bad.stderr.contains("[unknown-key]") && bad.stderr.contains("^"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bad.swift").path))

        let cut = CLI.root.appendingPathComponent("examples/lint/paging-cuts-item.scene.yaml").path
        try "warnings-as-errors: true\n".write(to: dir.appendingPathComponent("strict.yml"), atomically: true, encoding: .utf8)
        let strict = try Self.runTool(["compile", "--emit", "swift", cut, "-o", "cut.swift", "--config", "strict.yml"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error:") && strict.stderr.contains("[paging-cuts-item]"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("cut.swift").path))
        let lenient = try Self.runTool(["compile", "--emit", "swift", cut, "-o", "cut.swift"], in: dir)
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warning:") && lenient.stderr.contains("[paging-cuts-item]"))
    }

    @Test func usageAndIOErrorsExit2() throws {
        let dir = try CLI.temporaryDirectory()
        #expect(try Self.runTool(["check", "x.scene.yaml"], in: dir).status == 2)
        #expect(try Self.runTool(["compile", "--emit", "swift", "x.scene.yaml"], in: dir).status == 2)
        let missing = try Self.runTool(["compile", "--emit", "swift", "missing.scene.yaml", "-o", "out.swift"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read"))
    }
}
