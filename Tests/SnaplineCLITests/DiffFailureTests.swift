import Foundation
import Testing

/// Issue 28, item 4: `diff`'s markdown and JSON reports never look clean, or go silent, when a
/// scene fails or the run fails: every failed scene and every error is in every format.
@Suite struct DiffFailureTests {
    typealias CLI = CLITests
    typealias Base = DiffBaseTests

    /// A repository whose HEAD has two menus; in the working tree one moved its header and the
    /// other has an unknown key.
    static func repository() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        try Base.git("init", "-q", in: dir)
        try DiffCLITests.write(["a.scene.yaml": DiffCLITests.menu(), "b.scene.yaml": DiffCLITests.menu(name: "Other")], in: dir)
        try Base.git("add", ".", in: dir)
        try Base.git("commit", "-q", "-m", "base", in: dir)
        try DiffCLITests.write(["a.scene.yaml": DiffCLITests.menu(header: 240), "b.scene.yaml": CLI.badScene], in: dir)
        return dir
    }

    @Test func markdownCountsAndListsAFailedScene() throws {
        let dir = try Self.repository()
        let run = try CLI.run(["diff", "--base", "HEAD", "--format", "markdown"], in: dir)
        #expect(run.status == 1)
        // It read "## Snapline diff: 3 changes, 0 breaking", as if every scene had been compared.
        #expect(run.stdout.hasPrefix("## Snapline diff: errors in 1 scene; 1 scene compared, 1 changed, 3 changes, 0 breaking\n\n### `Menu`: 3 changes, 0 breaking, in 2 rows\n"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("""
            ### `b.scene.yaml`: not compared, 1 error

            `HEAD:b.scene.yaml` → `b.scene.yaml`

            | file | line | column | error | code |
            |---|--:|--:|---|---|
            | `b.scene.yaml` | 7 | 7 | unknown key \\`hieght\\` in an item; did you mean \\`height\\`? | `unknown-key` |


            """), "\(run.stdout)")
        // Text is unchanged: the errors on standard error, as check prints them; the page
        // lists them too.
        let text = try CLI.run(["diff", "--base", "HEAD", "--html", "page.html"], in: dir)
        let page = try String(contentsOf: dir.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(page.contains("<h2 class=\"failed\">b.scene.yaml: not compared, 1 error</h2>\n<pre>b.scene.yaml:7:7: error: unknown key `hieght`"), "\(page)")
        #expect(text.stderr.hasPrefix("b.scene.yaml:7:7: error: unknown key `hieght`"), "\(text.stderr)")
        #expect(!text.stdout.contains("b.scene.yaml"))
    }

    @Test func jsonHasAnObjectPerFailedSceneAndPerFailureOfTheRun() throws {
        let dir = try Self.repository()
        let run = try CLI.run(["diff", "--base", "HEAD", "--format", "json"], in: dir)
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]], "\(run.stdout)")
        #expect(json.count == 2)
        #expect(json.map { $0["failed"] as? Bool } == [nil, true])
        #expect((json[1]["before"] as? [String: Any])?["scene"] as? String == "Other")
        #expect((json[1]["after"] as? [String: Any])?["scene"] is NSNull)
        let errors = try #require(json[1]["errors"] as? [[String: Any]])
        #expect(errors.map { "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? ""):\($0["code"] ?? "")" } == ["b.scene.yaml:7:7:unknown-key"])
        // A revision that is not one: it printed nothing at all, with exit 2.
        let bad = try CLI.run(["diff", "--base", "no-such-revision", "--format", "json"], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stdout == """
            [
            {
              "format": "snapline-diff",
              "version": 1,
              "before": null,
              "after": null,
              "failed": true,
              "errors": [
                {"file": null, "line": 1, "column": 1, "severity": "error", "code": "usage-error", "message": "--base: `no-such-revision` is not a commit of this repository", "notes": []}
              ]
            }
            ]

            """, "\(bad.stdout)")
        let markdown = try CLI.run(["diff", "--base", "no-such-revision", "--format", "markdown"], in: dir)
        #expect(markdown.stdout.hasPrefix("## Snapline diff: the run failed; 0 scenes compared, no changes\n\n### the run failed: 1 error\n"), "\(markdown.stdout)")
    }

    @Test func withoutBaseAFailureIsTheOneObject() throws {
        let dir = try CLI.temporaryDirectory()
        try DiffCLITests.write(["a.scene.yaml": DiffCLITests.menu()], in: dir)
        let missing = try CLI.run(["diff", "a.scene.yaml", "gone.scene.yaml", "--format", "json"], in: dir)
        #expect(missing.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(missing.stdout.utf8)) as? [String: Any], "\(missing.stdout)")
        #expect(object["failed"] as? Bool == true)
        #expect((object["errors"] as? [[String: Any]])?.first?["code"] as? String == "io-error")
        let viewport = try CLI.run(["diff", "a.scene.yaml", "a.scene.yaml", "--format", "json", "--viewport", "tablet"], in: dir)
        #expect(viewport.status == 2)
        let failed = try #require(try JSONSerialization.jsonObject(with: Data(viewport.stdout.utf8)) as? [String: Any], "\(viewport.stdout)")
        #expect((failed["errors"] as? [[String: Any]])?.first?["message"] as? String == "--viewport: no scene compared has a viewport `tablet`")
        // Markdown: one scene that failed, not "no changes".
        let markdown = try CLI.run(["diff", "a.scene.yaml", "gone.scene.yaml", "--format", "markdown"], in: dir)
        #expect(markdown.stdout.hasPrefix("## Snapline diff: errors in 1 scene; 0 scenes compared, no changes\n\n### `gone.scene.yaml`: not compared, 1 error\n"), "\(markdown.stdout)")
    }
}
