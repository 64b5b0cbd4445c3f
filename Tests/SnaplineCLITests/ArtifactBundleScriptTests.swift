import Foundation
import SnaplineTestSupport
import Testing

/// `scripts/artifactbundle.sh` vendors the repository's tracked regular files only: a link is
/// refused, never followed, and an untracked file is left out.
@Suite struct ArtifactBundleScriptTests {
    /// A small repository with what the script reads, the script itself, and stand-ins for the
    /// two executables.
    static func repository() throws -> URL {
        let dir = try CLITests.temporaryDirectory()
        let files = [
            "Sources/snapline/SnaplineCommand.swift": #"version: "0.1.0","#,
            "Sources/SnaplineRuntime/Runtime.swift": "// runtime\n",
            "Sources/SnaplineLayout/Layout.swift": "// layout\n",
            "Plugins/SnaplinePlugin/plugin.swift": "// plugin\n",
            "Plugins/SnaplineInit/plugin.swift": "// init\n",
            "Distribution/SnaplineBinary/Package.swift": "// package\n",
            "LICENSE": "license\n",
            "bin/snapline": "#!/bin/sh\n",
            "bin/snapline-build-tool": "#!/bin/sh\n",
        ]
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        for tool in ["snapline", "snapline-build-tool"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.appendingPathComponent("bin/\(tool)").path)
        }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.url("scripts/artifactbundle.sh"), to: dir.appendingPathComponent("scripts/artifactbundle.sh"))
        return dir
    }

    static func shell(_ script: String, in dir: URL) throws -> CLITests.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = dir
        return try CLITests.collect(process)
    }

    static let gitInit = "git init -q . && git add -A && git -c user.name=t -c user.email=t@t commit -qm init"

    @Test func aTrackedLinkIsRefusedAndAnUntrackedFileLeftOut() throws {
        let dir = try Self.repository()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outside = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        try "outside the tree\n".write(to: outside.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try #require(try Self.shell(Self.gitInit, in: dir).status == 0)
        // Untracked: left out.
        try "untracked\n".write(to: dir.appendingPathComponent("Sources/SnaplineRuntime/Untracked.swift"), atomically: true, encoding: .utf8)
        let clean = try Self.shell("bash scripts/artifactbundle.sh bin out x86_64-unknown-linux-gnu", in: dir)
        #expect(clean.status == 0, "\(clean.stderr)")
        let vendored = dir.appendingPathComponent("out/SnaplineBinary")
        #expect(FileManager.default.fileExists(atPath: vendored.appendingPathComponent("Sources/SnaplineRuntime/Runtime.swift").path))
        #expect(FileManager.default.fileExists(atPath: vendored.appendingPathComponent("Plugins/SnaplineInit/plugin.swift").path))
        #expect(!FileManager.default.fileExists(atPath: vendored.appendingPathComponent("Sources/SnaplineRuntime/Untracked.swift").path))
        // A tracked link to a file outside the tree: refused, its target copied nowhere.
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("Plugins/SnaplinePlugin/leak.swift").path, withDestinationPath: outside.appendingPathComponent("secret.txt").path)
        try #require(try Self.shell("git add -A && git -c user.name=t -c user.email=t@t commit -qm link", in: dir).status == 0)
        let linked = try Self.shell("bash scripts/artifactbundle.sh bin out x86_64-unknown-linux-gnu", in: dir)
        #expect(linked.status == 2 && linked.stderr.contains("Plugins/SnaplinePlugin/leak.swift: not a regular file"), "\(linked.status) \(linked.stderr)")
        let grep = try Self.shell("grep -rl 'outside the tree' out || true", in: dir)
        #expect(grep.stdout.isEmpty, "\(grep.stdout)")
    }
}
