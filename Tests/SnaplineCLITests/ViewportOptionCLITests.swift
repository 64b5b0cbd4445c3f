import Foundation
import Testing

/// `--viewport NAME:WIDTHxHEIGHT,...` on `compile`, `check`, `render` and `explain`: the described
/// viewports replace the scene's for the run; a bad description is a usage error (exit 2).
@Suite struct ViewportOptionCLITests {
    static let pager = "examples/photo-pager.scene.yaml"

    func viewports(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["viewports"] as? [[String: Any]])
    }

    /// Hand-computed (the scene's comment): photos of count 1, 2 in landscape, 4 when regular.
    @Test func compileLaysTheSceneOutInTheDescribedViewports() throws {
        let result = try CLITests.run(["compile", Self.pager, "--viewport", "wide:600x400", "--viewport", "tab:traits=regular,900x1200,rightToLeft"])
        #expect(result.status == 0, "\(result.stderr)")
        let viewports = try viewports(result.stdout)
        #expect(viewports.map { $0["name"] as? String } == ["wide", "tab"])
        #expect(viewports[1]["layoutDirection"] as? String == "rightToLeft")
        let wide = try #require((viewports[0]["containers"] as? [[String: Any]])?.first)
        #expect(wide["stops"] as? [Double] == [0, 600, 1200, 1800, 2400, 3000])
        let tab = try #require((viewports[1]["containers"] as? [[String: Any]])?.first)
        #expect(tab["stops"] as? [Double] == [0, 900, 1800])
    }

    @Test func aDeviceInLandscapeHasItsInsets() throws {
        let result = try CLITests.run(["compile", Self.pager, "--viewport", "side:device=iPhone 15,landscape"])
        #expect(result.status == 0, "\(result.stderr)")
        let viewport = try #require(try viewports(result.stdout).first)
        #expect(viewport["width"] as? Double == 852 && viewport["height"] as? Double == 393)
        #expect(viewport["safeArea"] as? [String: Double] == ["top": 0, "leading": 59, "bottom": 21, "trailing": 59])
    }

    @Test func aBadDescriptionIsAUsageError() throws {
        let typo = try CLITests.run(["compile", Self.pager, "--viewport", "p:device=iphone 15"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("unknown device `iphone 15`; did you mean `iPhone 15`?"), "\(typo.stderr)")
        #expect(typo.stdout.isEmpty)
        let name = try CLITests.run(["check", Self.pager, "--viewport", "phone"])
        #expect(name.status == 2)
        #expect(name.stderr.contains("expected [NAME:]WIDTHxHEIGHT"), "\(name.stderr)")
        // Machine formats report it in the format.
        let json = try CLITests.run(["check", Self.pager, "--format", "json", "--viewport", "p:390x844,rightToleft"])
        #expect(json.status == 2)
        #expect(json.stdout.contains("did you mean `rightToLeft`?") && json.stdout.contains("usage-error"), "\(json.stdout)")
    }

    /// A size alone is a description, named by its size; a bad one in a list names it once.
    @Test func aSizeWithoutANameIsNamedBySize() throws {
        let result = try CLITests.run(["compile", Self.pager, "--viewport", "507x1180"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try viewports(result.stdout).map { $0["name"] as? String } == ["507x1180"])
        let roomless = try CLITests.run(["check", Self.pager, "--viewport", "tablet:100x100,safeArea=50/0/50/0"])
        #expect(roomless.status == 2)
        #expect(roomless.stderr.contains("--viewport `tablet`: the safe area leaves no room: 100 × 100"), "\(roomless.stderr)")
        #expect(!roomless.stderr.contains("viewport viewport"), "\(roomless.stderr)")
    }

    @Test func checkRenderAndExplainTakeDescriptions() throws {
        let check = try CLITests.run(["check", Self.pager, "--viewport", "wide:600x400"])
        #expect(check.status == 0, "\(check.stderr)")
        let explain = try CLITests.run(["explain", Self.pager, "photo-5", "--viewport", "wide:600x400"])
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.contains("wide"))
        #expect(explain.stdout.contains("1500"), "\(explain.stdout)")
        let directory = try CLITests.temporaryDirectory()
        let render = try CLITests.run(["render", Self.pager, "--viewport", "wide:600x400", "--viewport", "tall:400x600", "--output-dir", directory.path])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["photo-pager.tall.svg", "photo-pager.wide.svg"])
        // A plain name picks among the viewports in effect.
        let picked = try CLITests.run(["render", Self.pager, "--viewport", "wide:600x400", "--viewport", "phone", "-o", directory.appendingPathComponent("x.svg").path])
        #expect(picked.status == 2)
        #expect(picked.stderr.contains("has no viewport `phone`; expected one of wide"), "\(picked.stderr)")
    }

    /// `when` selectors are still checked against the scene's own viewports.
    @Test func selectorsAreCheckedAgainstTheScenesViewports() throws {
        let directory = try CLITests.temporaryDirectory()
        let scene = directory.appendingPathComponent("s.scene.yaml")
        try """
            scene: S
            viewports: [{name: p, width: 390, height: 844}]
            root:
              scroll: list
              children:
                - item: a
                  height: 100
                  when: {tablet: {height: 200}}
            """.write(to: scene, atomically: true, encoding: .utf8)
        let result = try CLITests.run(["check", scene.path, "--viewport", "t:800x1000,traits=tablet"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("tablet"), "\(result.stderr)")
    }

    /// A trait no `when` selector uses changes nothing: a warning names it, at the scene's first
    /// viewport, and `--disable unused-trait` (or a trait the scene uses) leaves none.
    @Test func aTraitNoSelectorUsesIsAWarning() throws {
        let directory = try CLITests.temporaryDirectory()
        let scene = directory.appendingPathComponent("s.scene.yaml")
        try """
            scene: S
            viewports: [{name: p, width: 390, height: 844}, {name: big, width: 390, height: 844, traits: [largeText]}]
            root:
              scroll: list
              children:
                - item: a
                  height: 100
                  when: {largeText: {height: 200}}
            """.write(to: scene, atomically: true, encoding: .utf8)
        let misspelt = try CLITests.run(["check", scene.path, "--viewport", "t:390x844,traits=largeTxt+ax5"])
        #expect(misspelt.status == 0, "\(misspelt.stderr)")
        #expect(misspelt.stderr.contains("s.scene.yaml:2:13: warning: the viewport `t` given with --viewport declares the traits `largeTxt`, `ax5`, which no `when` selector of the scene uses"), "\(misspelt.stderr)")
        #expect(misspelt.stderr.contains("[unused-trait]"))
        let used = try CLITests.run(["check", scene.path, "--viewport", "t:390x844,traits=largeText"])
        #expect(!used.stderr.contains("unused-trait"), "\(used.stderr)")
        let disabled = try CLITests.run(["check", scene.path, "--viewport", "t:390x844,traits=ax5", "--disable", "unused-trait"])
        #expect(!disabled.stderr.contains("unused-trait"), "\(disabled.stderr)")
    }
}
