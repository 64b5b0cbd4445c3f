import Foundation
import Testing

/// `snapline diff` end to end: exit codes, formats, and `--base` in a temporary git repository.
@Suite struct DiffCLITests {
    typealias CLI = CLITests

    /// A menu of a header and two 1000-point sections in a 390 x 844 viewport: the sections'
    /// `top` offsets are header and header + 1000, the range header + 2000 - 844.
    static func menu(header: Int = 200, name: String = "Menu", sections: String = "section-{i}") -> String {
        """
        scene: \(name)
        viewports: [{name: phone, width: 390, height: 844}]
        anchors: [top]
        root:
          scroll: menu
          children:
            - {item: header, height: \(header)}
            - repeat: 2
              item: "\(sections)"
              height: 1000

        """
    }

    static func write(_ files: [String: String], in dir: URL) throws {
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func exitCodesFollowFailOn() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(["a.scene.yaml": Self.menu(), "taller.scene.yaml": Self.menu(header: 240), "renamed.scene.yaml": Self.menu(sections: "part-{i}")], in: dir)
        func status(_ arguments: [String]) throws -> Int32 { try CLI.run(["diff"] + arguments, in: dir).status }
        #expect(try status(["a.scene.yaml", "taller.scene.yaml"]) == 0)
        #expect(try status(["a.scene.yaml", "taller.scene.yaml", "--fail-on", "changes"]) == 1)
        #expect(try status(["a.scene.yaml", "taller.scene.yaml", "--fail-on", "breaking"]) == 0)
        #expect(try status(["a.scene.yaml", "renamed.scene.yaml", "--fail-on", "breaking"]) == 1)
        #expect(try status(["a.scene.yaml", "a.scene.yaml", "--fail-on", "changes"]) == 0)
        // Usage errors.
        #expect(try status(["a.scene.yaml"]) == 2)
        #expect(try status(["a.scene.yaml", "taller.scene.yaml", "--format", "yaml"]) == 2)
        #expect(try status(["a.scene.yaml", "taller.scene.yaml", "--fail-on", "sometimes"]) == 2)
        #expect(try status(["a.scene.yaml", "taller.scene.yaml", "--viewport", "watch"]) == 2)
        #expect(try status(["a.scene.yaml", "missing.scene.yaml"]) == 2)
    }

    @Test func textReportsTheMoves() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(["a.scene.yaml": Self.menu(), "b.scene.yaml": Self.menu(header: 240)], in: dir)
        let result = try CLI.run(["diff", "a.scene.yaml", "b.scene.yaml", "--ungrouped"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        // Range 1356 -> 1396; sections 200 -> 240 and 1200 -> 1240.
        #expect(result.stdout == """
            a.scene.yaml → b.scene.yaml (Menu): 3 changes, 0 breaking
            phone  menu range 1356 → 1396 (+40)
            phone  section-0 top  menu 200 → 240 (+40)
            phone  section-1 top  menu 1200 → 1240 (+40)

            """)
        // Grouped (the default): the two sections of the repeat are one line, named as written.
        let grouped = try CLI.run(["diff", "a.scene.yaml", "b.scene.yaml"], in: dir)
        #expect(grouped.stdout == """
            a.scene.yaml → b.scene.yaml (Menu): 3 changes, 0 breaking, in 2 lines
            phone  menu range 1356 → 1396 (+40)
            phone  section-{i} top  menu: 2 anchors moved +40

            """)
    }

    @Test func errorsInEitherVersionArePrintedAsCheckPrintsThem() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(["a.scene.yaml": Self.menu(), "bad.scene.yaml": CLI.badScene], in: dir)
        let result = try CLI.run(["diff", "a.scene.yaml", "bad.scene.yaml", "--format", "json"], in: dir)
        #expect(result.status == 1)
        // The machine format does not go silent (issue 28, item 4): the scene's object says it failed.
        #expect(result.stdout == """
            {
              "format": "snapline-diff",
              "version": 1,
              "before": {"file": "a.scene.yaml", "scene": "Menu"},
              "after": {"file": "bad.scene.yaml", "scene": null},
              "failed": true,
              "errors": [
                {"file": "bad.scene.yaml", "line": 7, "column": 7, "severity": "error", "code": "unknown-key", "message": "unknown key `hieght` in an item; did you mean `height`?", "notes": []}
              ]
            }

            """, "\(result.stdout)")
        #expect(result.stderr.contains("bad.scene.yaml:7:7: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("[unknown-key]"), "\(result.stderr)")
        #expect(result.stderr.contains("hieght: 10"), "the source line: \(result.stderr)")
    }

    @Test func htmlShowsBothPicturesWithTheMovesOutlined() throws {
        let dir = try CLI.temporaryDirectory()
        try Self.write(["a.scene.yaml": Self.menu(), "b.scene.yaml": Self.menu(header: 240)], in: dir)
        let result = try CLI.run(["diff", "a.scene.yaml", "b.scene.yaml", "--html", "diff.html"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("diff.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<svg ").count == 3, "a before and an after picture")
        // Both sections moved by 40: outlined in both pictures, the move written in the after one.
        #expect(html.components(separatedBy: ">+40</text>").count == 3)
        // section-1 (the header 240 tall, then section-0) is drawn at y 1240 after.
        #expect(html.contains("<rect x=\"0\" y=\"1240\" width=\"390\" height=\"1000\"/>"), "\(html)")
        // The text report's grouped lines are under the scene's heading; --ungrouped puts each
        // viewport's lines under its pictures, one per change.
        #expect(html.contains("<pre data-id=\"changes\">phone  menu range 1356 → 1396 (+40)\nphone  section-{i} top  menu: 2 anchors moved +40\n</pre>"), "\(html)")
        _ = try CLI.run(["diff", "a.scene.yaml", "b.scene.yaml", "--html", "every.html", "--ungrouped"], in: dir)
        let every = try String(contentsOf: dir.appendingPathComponent("every.html"), encoding: .utf8)
        #expect(!every.contains("data-id=\"changes\"") && every.contains("phone  section-1 top  menu 1200 → 1240 (+40)\n</pre>"), "\(every)")
        let help = try CLI.run(["diff", "--help"], in: dir)
        #expect(help.stdout.contains("--ungrouped") && help.stdout.contains("rename"), "\(help.stdout)")
    }

    /// Without git on the PATH, `--base` fails with git's own reason (`env` cannot find it), exit 2.
    /// git exits before it reads the revision written to it: that write once killed the process
    /// with SIGPIPE (status 141), now only the writing stops. Run 20 times: it was a race.
    @Test func baseWithoutGitIsAnErrorNotASignal() throws {
        for _ in 0 ..< 20 {
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = ["diff", "--base", "HEAD", "examples"]
            process.currentDirectoryURL = CLI.root
            process.environment = ["PATH": "/nonexistent"]
            let run = try CLI.collect(process)
            #expect(run.status == 2 && run.stderr.hasPrefix("snapline: error: --base: ") && run.stderr.contains("git"), "\(run.status): \(run.stderr)")
        }
    }
}
