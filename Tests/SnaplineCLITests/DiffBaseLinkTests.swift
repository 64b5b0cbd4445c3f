import Foundation
import Testing

/// Issue 28, item 3: `diff --base` follows a commit's symbolic links from one listing of the
/// tree and one `git cat-file --batch`, not one git process per hop (100 links took 12.7 s).
/// The git processes are counted by a `git` on PATH that logs its arguments and runs the real one.
@Suite struct DiffBaseLinkTests {
    typealias CLI = CLITests

    /// A repository whose HEAD has `links` scene links in a chain of two hops each
    /// (`lN.scene.yaml -> mN -> real.scene.yaml`), plus the links that must be skipped.
    static func repository(links: Int) throws -> URL {
        let dir = try CLI.temporaryDirectory()
        try DiffBaseTests.git("init", "-q", in: dir)
        try DiffCLITests.write(["s/real.scene.yaml": DiffCLITests.menu(), "outside.scene.yaml": DiffCLITests.menu(name: "Outside")], in: dir)
        let files = FileManager.default
        for k in 0 ..< links {
            try files.createSymbolicLink(atPath: dir.appendingPathComponent("s/m\(k)").path, withDestinationPath: "real.scene.yaml")
            try files.createSymbolicLink(atPath: dir.appendingPathComponent("s/l\(k).scene.yaml").path, withDestinationPath: "m\(k)")
        }
        // A loop, a link out of the folder searched, an absolute link.
        try files.createSymbolicLink(atPath: dir.appendingPathComponent("s/loop.scene.yaml").path, withDestinationPath: "loop.scene.yaml")
        try files.createSymbolicLink(atPath: dir.appendingPathComponent("s/out.scene.yaml").path, withDestinationPath: "../outside.scene.yaml")
        try files.createSymbolicLink(atPath: dir.appendingPathComponent("s/abs.scene.yaml").path, withDestinationPath: "/etc/passwd")
        try DiffBaseTests.git("add", "-A", in: dir)
        try DiffBaseTests.git("commit", "-q", "-m", "base", in: dir)
        // The working tree: every link gone, the real scene's header moved.
        for name in try files.contentsOfDirectory(atPath: dir.appendingPathComponent("s").path) where name != "real.scene.yaml" {
            try files.removeItem(at: dir.appendingPathComponent("s/" + name))
        }
        try DiffCLITests.write(["s/real.scene.yaml": DiffCLITests.menu(header: 240)], in: dir)
        // `git` on PATH: logs each run's arguments, then runs the real git.
        try files.createDirectory(at: dir.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let real = try #require(ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/git" }.first { files.isExecutableFile(atPath: $0) })
        try "#!/bin/sh\necho \"$*\" >> \"\(dir.path)/git.log\"\nexec \(real) \"$@\"\n".write(to: dir.appendingPathComponent("bin/git"), atomically: true, encoding: .utf8)
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.appendingPathComponent("bin/git").path)
        return dir
    }

    @Test func linksAreFollowedFromOneListingWithOneBatchRead() throws {
        let dir = try Self.repository(links: 100)
        let run = try OutputFileTests.shell("PATH=\"$PWD/bin:$PATH\" \"$SNAPLINE\" diff --base HEAD s --format json", in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        // 100 links to the real scene (all removed since), and the real scene itself.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]], "\(run.stdout)")
        #expect(json.count == 101)
        #expect(json.filter { ($0["before"] as? [String: Any])?["scene"] as? String == "Menu" }.count == 101)
        // The loop, the link out of the folder and the absolute link are skipped with a note.
        for name in ["loop", "out", "abs"] {
            #expect(run.stderr.contains("snapline: note: skipped HEAD:s/\(name).scene.yaml: at HEAD, not a scene file or a link to one inside the directory searched"), "\(run.stderr)")
        }
        let log = try String(contentsOf: dir.appendingPathComponent("git.log"), encoding: .utf8).split(separator: "\n")
        // One listing, one batch for the links' targets, one batch for the scene files.
        #expect(log.filter { $0.hasPrefix("ls-tree") }.count == 1, "\(log)")
        #expect(log.filter { $0.hasPrefix("cat-file --batch") && !$0.hasPrefix("cat-file --batch-check") }.count == 2, "\(log)")
        #expect(log.count <= 6, "\(log)")
    }
}
