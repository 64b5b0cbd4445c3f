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

    @Test(arguments: ["0", "-1", "nan", "-inf", "1e9", "65"])
    func scaleOutOfRangeIsRefusedClearly(_ scale: String) throws {
        let directory = try CLITests.temporaryDirectory()
        let result = try CLITests.run(["render", "examples/store-menu.scene.yaml", "--scale", scale, "--output-dir", directory.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--scale must be a number above 0 and at most 64"), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func scaleAndCropInRangeAreTaken() throws {
        let directory = try CLITests.temporaryDirectory()
        let file = directory.appendingPathComponent("p.svg").path
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
