import Foundation
import Testing
import SnaplineCore

/// Machine formats never go silent: whatever fails, standard output is one valid document in
/// the chosen format, and the exit code is the same as in text. Also the command line's own
/// contract: `--help` of every command, options checked as the scene's values are.
@Suite struct MachineFailureTests {
    typealias CLI = CLITests
    typealias Lint = LintCLITests

    /// A bad configuration file, a missing scene and an unknown rule, in each machine format.
    static let failures: [(name: String, arguments: [String], config: String?, code: String)] = [
        ("bad configuration", ["check", "scenes/cut.scene.yaml"], "enable: [never-scroll]\n", "bad-value"),
        ("missing file", ["check", "scenes/cut.scene.yaml", "no-such.scene.yaml"], nil, "io-error"),
        ("unknown rule", ["check", "--enable", "never-scroll", "scenes/cut.scene.yaml"], nil, "usage-error"),
        ("conflicting options", ["compile", "scenes/cut.scene.yaml", "-o", "a.json", "--output-dir", "out"], nil, "usage-error"),
    ]

    @Test(arguments: failures.indices)
    func sarifSaysTheRunFailed(_ k: Int) throws {
        let failure = Self.failures[k]
        let dir = try Lint.project(config: failure.config)
        let result = try CLI.run(failure.arguments + ["--format", "sarif"], in: dir)
        #expect(result.status == 2, "\(failure.name): \(result.stderr)")
        let log = try #require(try Lint.json(result.stdout) as? [String: Any], "\(failure.name): \(result.stdout)")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false, "\(failure.name)")
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.contains { ($0["descriptor"] as? [String: Any])?["id"] as? String == failure.code && $0["level"] as? String == "error" }, "\(failure.name): \(notifications)")
    }

    /// Every machine format, a new one included, reports each failure in its one document.
    @Test(arguments: failures.indices)
    func everyMachineFormatReportsTheFailure(_ k: Int) throws {
        let failure = Self.failures[k]
        let dir = try Lint.project(config: failure.config)
        for format in ReportFormat.allCases where format.isMachineReadable {
            let result = try CLI.run(failure.arguments + ["--format", format.rawValue], in: dir)
            #expect(result.status == 2, "\(failure.name), \(format)")
            #expect(result.stdout.contains(failure.code), "\(failure.name), \(format): \(result.stdout)")
        }
    }

    @Test(arguments: failures.indices)
    func jsonAndGitHubReportTheFailure(_ k: Int) throws {
        let failure = Self.failures[k]
        let dir = try Lint.project(config: failure.config)
        let json = try CLI.run(failure.arguments + ["--format", "json"], in: dir)
        #expect(json.status == 2)
        let entries = try #require(try Lint.json(json.stdout) as? [[String: Any]], "\(failure.name): \(json.stdout)")
        let entry = try #require(entries.first { $0["code"] as? String == failure.code }, "\(failure.name): \(entries)")
        #expect(entry["severity"] as? String == "error" && entry["line"] as? Int != nil && entry["column"] as? Int != nil)
        let github = try CLI.run(failure.arguments + ["--format", "github"], in: dir)
        #expect(github.status == 2)
        #expect(github.stdout.split(separator: "\n").contains { $0.hasPrefix("::error ") && $0.contains("title=\(failure.code)::") }, "\(failure.name): \(github.stdout)")
    }

    @Test func aBadConfigurationPointsAtItsFileInGitHub() throws {
        let dir = try Lint.project(config: "enable: [never-scroll]\n")
        let github = try CLI.run(["check", "--format", "github", "scenes/cut.scene.yaml"], in: dir)
        #expect(github.stdout.hasPrefix("::error file=.snapline.yml,line=1,col=10,title=bad-value::"), "\(github.stdout)")
    }

    /// Every format names a configuration file as it names scenes: relative to the current directory.
    @Test func aBadConfigurationIsNamedRelativelyInEveryFormat() throws {
        let dir = try Lint.project(config: "enable: [never-scroll]\n")
        let text = try CLI.run(["check", "scenes/cut.scene.yaml"], in: dir)
        #expect(text.stderr.hasPrefix(".snapline.yml:1:10: error: unknown rule"), "\(text.stderr)")
        let json = try #require(try Lint.json(try CLI.run(["check", "--format", "json", "scenes/cut.scene.yaml"], in: dir).stdout) as? [[String: Any]])
        #expect(json.first?["file"] as? String == ".snapline.yml", "\(json)")
        let sarif = try CLI.run(["check", "--format", "sarif", "scenes/cut.scene.yaml"], in: dir)
        #expect(sarif.stdout.contains("\"uri\": \".snapline.yml\""), "\(sarif.stdout)")
        // From a folder below it, the path leads up to it.
        let below = try CLI.run(["check", "--format", "github", "cut.scene.yaml"], in: dir.appendingPathComponent("scenes"))
        #expect(below.stdout.hasPrefix("::error file=../.snapline.yml,line=1,col=10,title=bad-value::"), "\(below.stdout)")
    }

    @Test func helpURIComesOnlyFromTheConfiguration() throws {
        let dir = try Lint.project(config: "help-uri-base: https://docs.example.com/snapline\n")
        let log = try #require(try Lint.json(try CLI.run(["check", "--format", "sarif", "scenes/cut.scene.yaml"], in: dir).stdout) as? [String: Any])
        let driver = try #require(((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rule = try #require((driver["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "never-scrolls" })
        #expect(rule["helpUri"] as? String == "https://docs.example.com/snapline#never-scrolls")
        let flag = try CLI.run(["check", "--format", "sarif", "--help-uri-base", "https://x.test/d", "scenes/cut.scene.yaml"], in: dir)
        #expect(flag.stdout.contains("\"helpUri\": \"https://x.test/d#never-scrolls\""))
    }

    @Test func everySubcommandHasHelpWithoutStrayBackslashes() throws {
        for command in ["compile", "check", "render", "explain", "rules"] {
            let result = try CLI.run([command, "--help"])
            #expect(result.status == 0, "\(command)")
            #expect(result.stdout.contains("USAGE: snapline \(command)"), "\(command): \(result.stdout)")
            #expect(result.stdout.contains("Examples:") || command == "render", "\(command)")
            for line in result.stdout.split(separator: "\n") {
                #expect(!line.hasSuffix("\\") && !line.contains("\\ "), "\(command): stray backslash in `\(line)`")
            }
        }
        let check = try CLI.run(["check", "--help"]).stdout
        #expect(check.contains("<" + ReportFormat.allCases.map(\.rawValue).joined(separator: "|") + ">"))
        #expect(try CLI.run(["rules", "--help"]).stdout.contains("help-uri-base"))
    }

    @Test func theRerunHintKeepsTheConfiguration() throws {
        let dir = try Lint.project()
        try "access-level: public\n".write(to: dir.appendingPathComponent("public.yml"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["compile", "--emit", "swift", "--config", "public.yml", "scenes/cut.scene.yaml", "-o", "Cut.swift", "--check"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains("run `snapline compile --emit swift --config public.yml scenes/cut.scene.yaml -o Cut.swift`"), "\(result.stderr)")
    }

    @Test func checkFindingsAreInTheFormat() throws {
        let dir = try Lint.project()
        try "old\n".write(to: dir.appendingPathComponent("Cut.json"), atomically: true, encoding: .utf8)
        let json = try CLI.run(["compile", "scenes/cut.scene.yaml", "-o", "Cut.json", "--check", "--format", "json"], in: dir)
        #expect(json.status == 1)
        let entries = try #require(try Lint.json(json.stdout) as? [[String: Any]], "\(json.stdout)")
        #expect(entries.contains { $0["code"] as? String == "stale-output" && $0["file"] as? String == "Cut.json" }, "\(entries)")
        #expect(json.stderr.contains("checked 1 output: 1 stale, 0 missing"))
        let sarif = try CLI.run(["compile", "scenes/cut.scene.yaml", "-o", "Missing.json", "--check", "--format", "sarif"], in: dir)
        #expect(sarif.status == 1 && sarif.stdout.contains("\"ruleId\": \"missing-output\""), "\(sarif.stdout)")
    }

    @Test func explainPointsFollowTheScenesNumberRules() throws {
        let scene = CLI.root.appendingPathComponent("examples/store-menu.scene.yaml").path
        for point in ["0x1,0", "1e308,1e308", "inf,0", "1_0,0", "nan,1"] {
            let result = try CLI.run(["explain", scene, "section-7", "--point", point])
            #expect(result.status == 2, "\(point): \(result.stdout)")
            #expect(result.stderr.hasPrefix("snapline: error: "), "\(point): \(result.stderr)")
            #expect(!result.stdout.contains("raw is"), "\(point)")
        }
        #expect(try CLI.run(["explain", scene, "section-7", "--point", "0x1,0"]).stderr.contains("hexadecimal is not allowed"))
        #expect(try CLI.run(["explain", scene, "section-7", "--point", "1e308,1e308"]).stderr.contains("overflows to infinity"))
        let fine = try CLI.run(["explain", scene, "section-7", "--point", "0.5,+1e0"])
        #expect(fine.status == 0, "\(fine.stderr)")
    }
}
