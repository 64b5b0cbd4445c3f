import Foundation
import Testing

/// The plugin's tool reads its scene and configuration files by the CLI's rules for the files
/// of a directory: plain regular files only (a committed link is not followed, a device is not
/// read), the size bounded before reading, and no excerpt from anything else.
@Suite struct BuildToolFileRulesTests {
    typealias CLI = CLITests

    static func compile(_ scene: String, configs: [String] = [], in dir: URL) throws -> CLI.Run {
        try BuildToolTests.runTool(["compile", "--emit", "swift", scene, "-o", "out.swift"] + configs.flatMap { ["--config", $0] }, in: dir)
    }

    @Test func aSceneThatIsALinkIsNotFollowed() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A file outside the package whose first line would be echoed under a YAML error.
        let outside = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        try "secret: [s3cr3t-token\n".write(to: outside.appendingPathComponent("key.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("leak.scene.yaml").path, withDestinationPath: outside.appendingPathComponent("key.txt").path)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("env.scene.yaml").path, withDestinationPath: "/proc/self/environ")
        for name in ["leak.scene.yaml", "env.scene.yaml"] {
            let run = try Self.compile(name, in: dir)
            #expect(run.status == 2, "\(name): \(run.status) \(run.stderr)")
            #expect(run.stderr.contains("\(name): is a symbolic link"), "\(run.stderr)")
            #expect(!run.stderr.contains("s3cr3t") && !run.stderr.contains("PATH="), "\(run.stderr)")
        }
    }

    @Test func aConfigurationThatIsALinkToADeviceIsRefusedUnread() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = CLI.root.appendingPathComponent("examples/store-menu.scene.yaml").path
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(".snapline.yml").path, withDestinationPath: "/dev/zero")
        let link = try Self.compile(scene, configs: [".snapline.yml"], in: dir)
        #expect(link.status == 2 && link.stderr.contains(".snapline.yml: is a symbolic link"), "\(link.status) \(link.stderr)")
        // A configuration larger than the limit is refused by its size, before it is read.
        try Data(repeating: UInt8(ascii: "#"), count: (1 << 20) + 1).write(to: dir.appendingPathComponent("big.yml"))
        let big = try Self.compile(scene, configs: ["big.yml"], in: dir)
        #expect(big.status == 2 && big.stderr.contains("big.yml: file is too large"), "\(big.status) \(big.stderr)")
    }

    @Test func aPlainSceneAndConfigurationStillWork() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(contentsOf: CLI.root.appendingPathComponent("examples/store-menu.scene.yaml")).write(to: dir.appendingPathComponent("menu.scene.yaml"))
        try "access-level: public\n".write(to: dir.appendingPathComponent(".snapline.yml"), atomically: true, encoding: .utf8)
        let run = try Self.compile("menu.scene.yaml", configs: [".snapline.yml"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
    }
}
