import Foundation
import Testing

/// `exclude:` globs on the built binary: a pattern built to backtrack still finishes, and a
/// pattern over the caps is a configuration error at its position.
@Suite struct ExclusionGlobTests {
    typealias CLI = CLITests
    typealias Lint = LintCLITests

    /// Issue 28, item 1: eight `**` and one scene 60 folders deep made `check DIR` run for
    /// hours (each `**` tried every split of the path again). `timeout 20` turns a hang into a
    /// failure (status 124) instead of a stuck suite.
    @Test func aBacktrackingPatternFinishes() throws {
        let dir = try Lint.project()
        try "exclude: ['**/**/**/**/**/**/**/**/zz']\n".write(to: dir.appendingPathComponent(".snapline.yml"), atomically: true, encoding: .utf8)
        let deep = (0 ..< 60).map { "d\($0)" }.joined(separator: "/")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(deep), withIntermediateDirectories: true)
        try CLI.badScene.write(to: dir.appendingPathComponent(deep + "/bad.scene.yaml"), atomically: true, encoding: .utf8)
        let result = try InputSafetyTests.shell("timeout 20 \"$SNAPLINE\" check .", in: dir)
        #expect(result.status == 1, "\(result.status) \(result.stderr)")
        #expect(result.stdout.contains("checked 2 scenes: 1 error"), "\(result.stdout)")
        // The same pattern ending in the scene's folder name excludes it.
        try "exclude: ['**/**/**/**/**/**/**/**/d59']\n".write(to: dir.appendingPathComponent(".snapline.yml"), atomically: true, encoding: .utf8)
        let excluded = try InputSafetyTests.shell("timeout 20 \"$SNAPLINE\" check .", in: dir)
        #expect(excluded.stdout.contains("checked 1 scene: 0 errors"), "\(excluded.stdout) \(excluded.stderr)")
    }

    @Test func patternsOverTheCapsAreConfigurationErrors() throws {
        let dir = try Lint.project()
        try "exclude:\n  - Fixtures\n  - '**/**/**/**/**/**/**/**/**/zz'\n".write(to: dir.appendingPathComponent(".snapline.yml"), atomically: true, encoding: .utf8)
        let stars = try CLI.run(["check", "."], in: dir)
        #expect(stars.status == 2, "\(stars.stderr)")
        #expect(stars.stderr.contains(".snapline.yml:3:5: error: an `exclude` pattern has at most 8 `**` segments; this one has 9 [bad-value]"), "\(stars.stderr)")
        try "exclude: \(String(repeating: "a", count: 1025))\n".write(to: dir.appendingPathComponent(".snapline.yml"), atomically: true, encoding: .utf8)
        let long = try CLI.run(["check", "--format", "json", "."], in: dir)
        #expect(long.status == 2)
        #expect(long.stdout.contains("\"line\": 1, \"column\": 10") || long.stdout.contains("\"line\":1,\"column\":10"), "\(long.stdout)")
        #expect(long.stdout.contains("an `exclude` pattern is at most 1024 bytes long; this one is 1025"), "\(long.stdout)")
    }
}

/// Issue 28, item 6: a committed `.snapline.yml` that links to a file outside the project is
/// skipped as a scene's link is (its keys used to be echoed in the errors, into CI logs).
@Suite struct ConfigurationLinkTests {
    typealias CLI = CLITests
    typealias Lint = LintCLITests

    @Test func aConfigurationLinkOutOfTheProjectIsSkipped() throws {
        let outer = try CLI.temporaryDirectory()
        try "aws_secret_access_key: hunter2\n".write(to: outer.appendingPathComponent("credentials"), atomically: true, encoding: .utf8)
        let dir = outer.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try Lint.cutting.write(to: dir.appendingPathComponent("scenes/cut.scene.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(".snapline.yml").path, withDestinationPath: "../credentials")
        let run = try CLI.run(["check", "scenes"], in: dir)
        #expect(!run.stderr.contains("aws_secret_access_key") && !run.stderr.contains("hunter2"), "\(run.stderr)")
        #expect(run.stderr.contains("snapline: note: skipped .snapline.yml: a link to \(outer.resolvingSymlinksInPath().path)/credentials, outside the project's folder"), "\(run.stderr)")
        #expect(run.stdout.contains("checked 1 scene"), "\(run.stdout)")
        // A link inside the project is followed.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("config"), withIntermediateDirectories: true)
        try "disable: [paging-cuts-item]\n".write(to: dir.appendingPathComponent("config/snapline.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: dir.appendingPathComponent(".snapline.yml"))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(".snapline.yml").path, withDestinationPath: "config/snapline.yml")
        let inside = try CLI.run(["check", "scenes"], in: dir)
        #expect(inside.status == 0 && inside.stderr.isEmpty, "\(inside.stderr)")
    }
}
