import Foundation
import Testing
import SnaplineCore

/// Warnings, rule control, configuration files and report formats, on the built binary.
@Suite struct LintCLITests {
    typealias CLI = CLITests

    /// A paging carousel whose pages cut its cards (line 8, column 13: the `behavior` value);
    /// silent with `width: {count: 3}`.
    static let cutting = """
        scene: Paging
        viewports:
          - {name: portrait, width: 390, height: 844}
          - {name: landscape, width: 844, height: 390}
        root:
          scroll: pages
          axis: horizontal
          behavior: paging
          spacing: 8
          children:
            - repeat: 10
              item: "card-{i}"
              width: 300
        """

    /// A directory holding `scenes/cut.scene.yaml` (and a `.git` marking the repository root).
    static func project(scene: String = cutting, config: String? = nil) throws -> URL {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try scene.write(to: dir.appendingPathComponent("scenes/cut.scene.yaml"), atomically: true, encoding: .utf8)
        if let config { try config.write(to: dir.appendingPathComponent(".snapline.yml"), atomically: true, encoding: .utf8) }
        return dir
    }

    static func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test func textShowsTheSourceLineAndACaret() throws {
        let dir = try Self.project()
        let result = try CLI.run(["check", "scenes/cut.scene.yaml"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("scenes/cut.scene.yaml:8:13: warning: page 2 of `pages` starts 82 pt into `card-1` in viewport `portrait`"), "\(result.stderr)")
        #expect(result.stderr.contains("[paging-cuts-item]\n  behavior: paging\n            ^\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}["), "no colour when standard error is not a terminal")
        #expect(result.stdout == "checked 1 scene: 0 errors, 1 warning\n")
    }

    @Test func quietPrintsErrorsOnlyAndNoSummary() throws {
        let dir = try Self.project()
        let result = try CLI.run(["check", "--quiet", "scenes/cut.scene.yaml"], in: dir)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty && result.stdout.isEmpty, "\(result.stderr)\(result.stdout)")
    }

    @Test func warningsAsErrorsFailsOnlyWithAWarning() throws {
        let dir = try Self.project()
        let failing = try CLI.run(["check", "--warnings-as-errors", "scenes/cut.scene.yaml"], in: dir)
        #expect(failing.status == 1)
        #expect(failing.stderr.contains(":8:13: error: page 2 of `pages`"), "\(failing.stderr)")
        #expect(failing.stdout == "checked 1 scene: 1 error, 0 warnings\n")
        let fixed = Self.cutting.replacingOccurrences(of: "width: 300", with: "width: {count: 3}").replacingOccurrences(of: "spacing: 8", with: "spacing: 0")
        let clean = try Self.project(scene: fixed)
        let passing = try CLI.run(["check", "--warnings-as-errors", "scenes/cut.scene.yaml"], in: clean)
        #expect(passing.status == 0, "\(passing.stderr)")
        #expect(passing.stdout == "checked 1 scene: 0 errors, 0 warnings\n")
        // A compile under --warnings-as-errors with a warning writes nothing.
        let output = dir.appendingPathComponent("out.json")
        let compile = try CLI.run(["compile", "--warnings-as-errors", "scenes/cut.scene.yaml", "-o", output.path], in: dir)
        #expect(compile.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func disableAndEnableSwitchRules() throws {
        let dir = try Self.project()
        let disabled = try CLI.run(["check", "--disable", "paging-cuts-item", "--warnings-as-errors", "scenes/cut.scene.yaml"], in: dir)
        #expect(disabled.status == 0, "\(disabled.stderr)")
        #expect(disabled.stderr.isEmpty)
        // Off by default: coincident stops of a viewAligned carousel whose last cards clamp.
        let scene = Self.cutting.replacingOccurrences(of: "behavior: paging", with: "behavior: viewAligned")
        let carousel = try Self.project(scene: scene)
        #expect(try CLI.run(["check", "scenes/cut.scene.yaml"], in: carousel).stderr.isEmpty)
        let enabled = try CLI.run(["check", "--enable", "coincident-stops", "scenes/cut.scene.yaml"], in: carousel)
        #expect(enabled.stderr.contains("[coincident-stops]"), "\(enabled.stderr)")
    }

    @Test func unknownRuleIsAUsageErrorWithASuggestion() throws {
        let result = try CLI.run(["check", "--disable", "paging-cut-item", "examples"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown rule `paging-cut-item`; did you mean `paging-cuts-item`?"), "\(result.stderr)")
    }

    @Test func configurationFileIsFoundUpToTheRepositoryRoot() throws {
        let dir = try Self.project(config: "disable: [paging-cuts-item]\n")
        let result = try CLI.run(["check", "--warnings-as-errors", "scenes/cut.scene.yaml"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        // The command line wins over the file.
        let enabled = try CLI.run(["check", "--enable", "paging-cuts-item", "scenes/cut.scene.yaml"], in: dir)
        #expect(enabled.stderr.contains("[paging-cuts-item]"))
        // A nearer file (in the scene's directory) is applied over the root's: the root's
        // `disable` still holds, the nearer file adds warnings-as-errors.
        try "warnings-as-errors: true\n".write(to: dir.appendingPathComponent("scenes/.snapline.yml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["check", "scenes/cut.scene.yaml"], in: dir).status == 0)
        // Its own keys win over the parent's...
        try "enable: [paging-cuts-item]\nwarnings-as-errors: true\n".write(to: dir.appendingPathComponent("scenes/.snapline.yml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["check", "scenes/cut.scene.yaml"], in: dir).status == 1)
        // ...and `inherit: false` leaves the parent's out.
        try "inherit: false\nwarnings-as-errors: true\n".write(to: dir.appendingPathComponent("scenes/.snapline.yml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["check", "scenes/cut.scene.yaml"], in: dir).status == 1)
        // --config names another file.
        let other = dir.appendingPathComponent("other.yml")
        try "disable: paging-cuts-item\nwarnings-as-errors: true\n".write(to: other, atomically: true, encoding: .utf8)
        #expect(try CLI.run(["check", "--config", other.path, "scenes/cut.scene.yaml"], in: dir).status == 0)
    }

    @Test func configurationAboveTheRepositoryRootIsIgnored() throws {
        let outer = try CLI.temporaryDirectory()
        try "disable: [paging-cuts-item]\n".write(to: outer.appendingPathComponent(".snapline.yml"), atomically: true, encoding: .utf8)
        let repository = outer.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Self.cutting.write(to: repository.appendingPathComponent("cut.scene.yaml"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["check", "repo/cut.scene.yaml"], in: outer)
        #expect(result.stderr.contains("[paging-cuts-item]"), "\(result.stderr)")
    }

    @Test func badConfigurationIsReportedWithItsPosition() throws {
        let dir = try Self.project(config: "enable: [never-scroll]\nwarnings_as_errors: true\n")
        let result = try CLI.run(["check", "scenes/cut.scene.yaml"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".snapline.yml:1:10: error: unknown rule `never-scroll`; did you mean `never-scrolls`? [bad-value]"), "\(result.stderr)")
        #expect(result.stderr.contains(".snapline.yml:2:1: error: unknown key `warnings_as_errors`"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean `warnings-as-errors`?"), "\(result.stderr)")
    }

    /// A broken configuration is reported, and every scene is still checked with the defaults, so
    /// one run shows everything; the run still exits 2.
    @Test func aBrokenConfigurationStillChecksEveryScene() throws {
        let dir = try Self.project(config: "disable: [paging-cuts-item]\nwarnings_as_errors: true\n")
        try Self.cutting.write(to: dir.appendingPathComponent("scenes/cut2.scene.yaml"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["check", "scenes"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.components(separatedBy: "unknown key `warnings_as_errors`").count == 2, "reported once: \(result.stderr)")
        // The defaults: paging-cuts-item is on (the broken file's `disable` is not applied).
        #expect(result.stderr.contains("scenes/cut.scene.yaml:8:13: warning: page 2 of `pages`"), "\(result.stderr)")
        #expect(result.stderr.contains("scenes/cut2.scene.yaml:8:13: warning: page 2 of `pages`"), "\(result.stderr)")
        // The summary counts the scenes' own problems; the configuration's error is above it.
        #expect(result.stdout == "checked 2 scenes: 0 errors, 2 warnings\n", "\(result.stdout)")
        let json = try CLI.run(["check", "--format", "json", "scenes"], in: dir)
        #expect(json.status == 2)
        let entries = try #require(try Self.json(json.stdout) as? [[String: Any]])
        #expect(entries.map { $0["file"] as? String ?? "" } == [".snapline.yml", "scenes/cut.scene.yaml", "scenes/cut2.scene.yaml"], "\(entries)")
    }

    @Test func accessLevelComesFromTheConfigurationUnlessGiven() throws {
        let dir = try Self.project(config: "access-level: public\ndisable: [paging-cuts-item]\n")
        let fromFile = try CLI.run(["compile", "--emit", "swift", "scenes/cut.scene.yaml"], in: dir)
        #expect(fromFile.stdout.contains("public enum Paging: SnaplineRuntime.SnaplineScene {"), "\(fromFile.stderr)")
        let given = try CLI.run(["compile", "--emit", "swift", "--access-level", "internal", "scenes/cut.scene.yaml"], in: dir)
        #expect(given.stdout.contains("\nenum Paging: SnaplineRuntime.SnaplineScene {"), "\(given.stderr)")
    }

    @Test func jsonFormat() throws {
        let dir = try Self.project()
        let result = try CLI.run(["check", "--format", "json", "scenes/cut.scene.yaml"], in: dir)
        #expect(result.status == 0)
        let items = try #require(try Self.json(result.stdout) as? [[String: Any]])
        #expect(items.count == 1)
        #expect(items.first?["file"] as? String == "scenes/cut.scene.yaml")
        #expect(items.first?["line"] as? Int == 8)
        #expect(items.first?["column"] as? Int == 13)
        #expect(items.first?["severity"] as? String == "warning")
        #expect(items.first?["code"] as? String == "paging-cuts-item")
        #expect((items.first?["message"] as? String)?.hasPrefix("page 2 of `pages`") == true)
        // One note: where the item the page cuts is written.
        let notes = items.first?["notes"] as? [[String: Any]]
        #expect(notes?.count == 1)
        #expect((notes?.first?["message"] as? String)?.hasSuffix("which page 2 starts inside in viewport `portrait`") == true)
        // A compile that writes its table to standard output reports on standard error.
        let compile = try CLI.run(["compile", "--format", "json", "scenes/cut.scene.yaml"], in: dir)
        #expect(compile.stdout.hasPrefix("{\n  \"format\": \"snapline-table\""))
        #expect((try Self.json(compile.stderr) as? [Any])?.count == 1)
    }

    @Test func githubFormat() throws {
        let dir = try Self.project()
        let result = try CLI.run(["check", "--format", "github", "--warnings-as-errors", "scenes/cut.scene.yaml"], in: dir)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stdout)")
        #expect(lines.first?.hasPrefix("::error file=scenes/cut.scene.yaml,line=8,col=13,title=paging-cuts-item::page 2 of `pages` starts 82 pt") == true, "\(result.stdout)")
    }

    @Test func sarifFormat() throws {
        let dir = try Self.project()
        let result = try CLI.run(["check", "--format", "sarif", "scenes/cut.scene.yaml"], in: dir)
        #expect(result.status == 0)
        let log = try #require(try Self.json(result.stdout) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "snapline")
        #expect(driver["version"] as? String == (try CLI.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.contains("paging-cuts-item") && ids.contains("unknown-key") && ids.contains("coincident-stops"))
        let rule = try #require(rules.first { $0["id"] as? String == "coincident-stops" })
        #expect((rule["defaultConfiguration"] as? [String: Any])?["enabled"] as? Bool == false)
        // The catalogue's text, and no invented address.
        #expect((rule["help"] as? [String: Any])?["text"] as? String == "Warning, off by default. two targets of a viewAligned container stop at the same offset")
        #expect(rule["helpUri"] == nil && driver["informationUri"] == nil)
        #expect(((run["invocations"] as? [[String: Any]])?.first)?["executionSuccessful"] as? Bool == true)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let first = try #require(results.first)
        #expect(first["ruleId"] as? String == "paging-cuts-item")
        #expect(first["level"] as? String == "warning")
        #expect(((first["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("page 2 of `pages`") == true)
        let physical = try #require(((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "scenes/cut.scene.yaml")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 8)
        #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 13)
        // An absolute path inside the current directory is made relative; promoted warnings are errors.
        let absolute = dir.appendingPathComponent("scenes/cut.scene.yaml").path
        let promoted = try CLI.run(["check", "--format", "sarif", "--warnings-as-errors", absolute], in: dir)
        #expect(promoted.status == 1)
        #expect(promoted.stdout.contains("\"uri\": \"scenes/cut.scene.yaml\""))
        #expect(promoted.stdout.contains("\"level\": \"error\", \"message\""))
    }

    @Test func formatsAgreeOnExitCodes() throws {
        let dir = try CLI.temporaryDirectory()
        try CLI.badScene.write(to: dir.appendingPathComponent("bad.scene.yaml"), atomically: true, encoding: .utf8)
        for format in ReportFormat.allCases.map(\.rawValue) {
            let result = try CLI.run(["check", "--format", format, "bad.scene.yaml"], in: dir)
            #expect(result.status == 1, "\(format)")
            #expect((result.stdout + result.stderr).contains("unknown-key"), "\(format)")
        }
    }

    @Test func rulesListsEveryCode() throws {
        let text = try CLI.run(["rules"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("paging-cuts-item"))
        #expect(text.stdout.split(separator: "\n").contains { $0.hasPrefix("coincident-stops") && $0.contains("warning off") })
        #expect(text.stdout.split(separator: "\n").contains { $0.hasPrefix("unknown-key") && $0.contains("error") })
        let json = try CLI.run(["rules", "--format", "json"])
        let items = try #require(try Self.json(json.stdout) as? [[String: Any]])
        let warnings = items.filter { $0["severity"] as? String == "warning" }
        // Every warning of the catalogue (the rule registry has one rule per warning code).
        #expect(warnings.compactMap { $0["code"] as? String } == RuleCatalog.all.filter { $0.severity == .warning }.map(\.code))
        let off = RuleCatalog.all.filter { $0.severity == .warning && !$0.isEnabledByDefault }.map(\.code)
        #expect(off.contains("coincident-stops") && off.contains("unreachable-alignment"))
        #expect(warnings.filter { $0["enabledByDefault"] as? Bool == false }.compactMap { $0["code"] as? String } == off)
    }

    /// The examples are silent but for `examples/lint/<code>.scene.yaml`, which shows its warning;
    /// its fix, `<code>-fixed.scene.yaml`, is silent.
    @Test func lintExamplesWarnOnlyAboutTheirOwnCode() throws {
        let result = try CLI.run(["check", "--format", "json", "examples"])
        let items = try #require(try Self.json(result.stdout) as? [[String: Any]])
        #expect(!items.isEmpty)
        for item in items {
            let file = try #require(item["file"] as? String)
            #expect(file == "examples/lint/\(item["code"] as? String ?? "?").scene.yaml", "\(item)")
        }
        let bug = try CLI.run(["check", "examples/lint/paging-cuts-item.scene.yaml"])
        #expect(bug.stderr.contains("in viewport `landscape`"), "\(bug.stderr)")
        // The fix is silent with every rule on (those off by default enabled, from the catalogue).
        let everyRule = RuleCatalog.all.filter { $0.severity == .warning && !$0.isEnabledByDefault }.flatMap { ["--enable", $0.code] }
        let fixed = try CLI.run(["check", "--warnings-as-errors"] + everyRule + ["examples/lint/paging-cuts-item-fixed.scene.yaml"])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(fixed.stderr.isEmpty)
    }
}
