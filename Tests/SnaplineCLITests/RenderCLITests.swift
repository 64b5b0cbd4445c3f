import Foundation
import Testing

/// `snapline render` and `snapline explain` run as a user would.
@Suite struct RenderCLITests {
    @Test func rendersOneSVGPerViewportNamedAfterTheScene() throws {
        let directory = try CLITests.temporaryDirectory()
        let result = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--output-dir", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["store-menu.phone-landscape.svg", "store-menu.phone-rtl.svg", "store-menu.phone.svg"])
        let svg = try String(contentsOf: directory.appendingPathComponent("store-menu.phone.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("data-id=\"section-7\""))
    }

    @Test func htmlReportAndCheck() throws {
        let directory = try CLITests.temporaryDirectory()
        let file = directory.appendingPathComponent("menu.html").path
        let arguments = ["render", "examples/store-menu.scene.yaml", "--html", "--at", "section-7:top", "-o", file]
        #expect(try CLITests.run(arguments).status == 0)
        let html = try String(contentsOfFile: file, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("scrollTo(section-7, anchor: top): menu 2600 (raw 2984, clamped)"))
        // Current: --check passes; stale: it names the file and exits 1.
        #expect(try CLITests.run(arguments + ["--check"]).status == 0)
        try "old".write(toFile: file, atomically: true, encoding: .utf8)
        let stale = try CLITests.run(arguments + ["--check"])
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("stale"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "old")
    }

    /// `--format svg|html` as `check` and `diff` spell it (`--html` kept), and each file written named.
    @Test func formatOptionAndTheFilesWritten() throws {
        let directory = try CLITests.temporaryDirectory()
        let html = directory.appendingPathComponent("menu.html").path
        let first = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--format", "html", "-o", html])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "wrote \(html)\n", "\(first.stdout)")
        let flag = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--html", "-o", html])
        #expect(flag.stdout == "unchanged \(html)\n", "the same bytes as --format html: \(flag.stdout)")
        let svgs = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--format", "svg", "--output-dir", directory.path])
        #expect(svgs.stdout == ["phone", "phone-landscape", "phone-rtl"].map { "wrote \(directory.path)/store-menu.\($0).svg\n" }.joined(), "\(svgs.stdout)")
        let both = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--html", "--format", "svg", "-o", html])
        #expect(both.status == 2 && both.stderr.contains("--html and --format svg disagree"), "\(both.stderr)")
        let bad = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--format", "png", "-o", html])
        #expect(bad.status == 2 && bad.stderr.contains("svg") && bad.stderr.contains("html"), "\(bad.stderr)")
    }

    /// A misspelled option gets a "did you mean" in every subcommand, before anything else is said
    /// (diff's missing paths, for one); a sibling's option names the subcommand that has it.
    @Test(arguments: [
        (["compile", "examples/store-menu.scene.yaml", "--emitt", "swift"], "--emit"),
        (["check", "examples", "--fromat", "json"], "--format"),
        (["render", "examples/store-menu.scene.yaml", "--fromat", "html", "-o", "x.html"], "--format"),
        (["explain", "examples/store-menu.scene.yaml", "header", "--viewprt", "phone"], "--viewport"),
        (["diff", "a.scene.yaml", "b.scene.yaml", "--fromat", "json"], "--format"),
        (["rules", "--fromat=json"], "--format"),
        (["lsp", "--debounce-ns", "10"], "--debounce-ms"),
    ])
    func everySubcommandSuggestsTheOptionMeant(_ arguments: [String], _ meant: String) throws {
        let result = try CLITests.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: Unknown option '\(arguments.first { $0.hasPrefix("--") }?.split(separator: "=")[0] ?? "")'. Did you mean '\(meant)'?"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func anotherSubcommandsOptionNamesIt() throws {
        let emit = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--emit", "html", "-o", "x.html"])
        #expect(emit.status == 2)
        #expect(emit.stderr.contains("`snapline render` has no --emit; it is an option of `compile` and `check`. Choose SVG or HTML with --format svg|html."), "\(emit.stderr)")
        #expect(!emit.stderr.contains("Did you mean '--at'"), "\(emit.stderr)")
        let html = try CLITests.run(["compile", "examples/store-menu.scene.yaml", "--html"])
        #expect(html.stderr.contains("it is an option of `render` and `diff`"), "\(html.stderr)")
    }

    @Test func aSceneWithErrorsDrawsNothing() throws {
        let directory = try CLITests.temporaryDirectory()
        let scene = directory.appendingPathComponent("bad.scene.yaml")
        try CLITests.badScene.write(to: scene, atomically: true, encoding: .utf8)
        let result = try CLITests.run(["render", scene.path, "--output-dir", directory.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.scene.yaml:7:7: error:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["bad.scene.yaml"])
        #expect(try CLITests.run(["explain", scene.path, "a"]).status == 1)
    }

    @Test func usageErrors() throws {
        let directory = try CLITests.temporaryDirectory()
        // -o takes one picture: three viewports need --viewport, --output-dir or --html.
        let many = try CLITests.run(["render", "examples/store-menu.scene.yaml", "-o", directory.appendingPathComponent("x.svg").path])
        #expect(many.status == 2)
        #expect(many.stderr.contains("--viewport"))
        let unknown = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--viewport", "tablet", "--output-dir", directory.path])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no viewport `tablet`"))
        let noAnchor = try CLITests.run(["explain", "examples/store-menu.scene.yaml", "section-99"])
        #expect(noAnchor.status == 2)
        #expect(noAnchor.stderr.contains("no node with the id `section-99`"))
        let badPoint = try CLITests.run(["explain", "examples/store-menu.scene.yaml", "section-7", "--point", "middle"])
        #expect(badPoint.status == 2)
        #expect(badPoint.stderr.contains("unknown point `middle`"))
    }

    @Test func outputDirectoryIsCreated() throws {
        let directory = try CLITests.temporaryDirectory().appendingPathComponent("new/pictures")
        let result = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--viewport", "phone", "--output-dir", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["store-menu.phone.svg"])
        // A file where the directory should be is still refused.
        let file = directory.appendingPathComponent("store-menu.phone.svg").path
        let refused = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--output-dir", file])
        #expect(refused.status != 0 && refused.stderr.contains("is not a directory"))
    }

    /// Issue 28, item 7: `1e-6` down to `4.9e-324` drew a 0 x 0 picture, exit 0.
    @Test(arguments: ["0", "-1", "nan", "-inf", "1e9", "65", "1e-6", "4.9e-324", "0.0099"])
    func scaleOutOfRangeIsRefusedClearly(_ scale: String) throws {
        let directory = try CLITests.temporaryDirectory()
        let result = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--scale", scale, "--output-dir", directory.path])
        #expect(result.status == 64 || result.status == 2, "\(result.status)")
        #expect(result.stderr.contains("--scale must be a number from 0.01 to 64 (screen points per scene point; smaller draws nothing), not "), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func scaleAndCropInRangeAreTaken() throws {
        let directory = try CLITests.temporaryDirectory()
        let file = directory.appendingPathComponent("p.svg").path
        #expect(try CLITests.run(["render", "examples/store-menu.scene.yaml", "--viewport", "phone", "--scale", "0.01", "-o", file]).status == 0)
        // The smallest scale still draws: the picture's 847.87 x 1166 points (the screen, the
        // crop's margins, the label lane: its viewBox) are 8.48 x 11.66 at 0.01.
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(" width=\"8.48\" height=\"11.66\" viewBox=\"-201.87 -66 847.87 1166\""))
        #expect(try CLITests.run(["render", "examples/store-menu.scene.yaml", "--viewport", "phone", "--scale", "0.5", "--crop", "none", "-o", file]).status == 0)
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        // Uncropped, the picture shows the menu's whole 3400-point content: at scale 0.5, over 1700 tall.
        let height = try #require(svg.firstMatch(of: /height="([0-9.]+)"/).flatMap { Double($0.1) })
        #expect(height > 1700)
        let badCrop = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--crop", "-5", "-o", file])
        #expect(badCrop.status != 0 && badCrop.stderr.contains("--crop must be a number of points"))
    }

    @Test func explainsWhySection7IsClamped() throws {
        let result = try CLITests.run(["explain", "examples/store-menu.scene.yaml", "section-7", "--viewport", "phone"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("offset = clamp(2984, 0, 2600) = 2600: clamped"))
        let stops = try CLITests.run(["explain", "examples/store-menu.scene.yaml", "--stops", "categories", "--viewport", "phone"])
        #expect(stops.status == 0)
        #expect(stops.stdout.contains("    0, 112, 224, 336, 448, 530\n"))
    }
}
