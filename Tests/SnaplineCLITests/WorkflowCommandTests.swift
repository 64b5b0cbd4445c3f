import Foundation
import Testing

/// Issue 28, item 2: text output never starts a line with `::` (GitHub reads such a line,
/// after its leading white space, as a workflow command: an annotation, `::add-mask::`,
/// `::stop-commands::`), whatever the files are named.
@Suite struct WorkflowCommandTests {
    typealias CLI = CLITests

    /// The lines of `text` that GitHub's runner would take for a command.
    static func commands(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.drop(while: { $0.isWhitespace }).hasPrefix("::") }
    }

    @Test func aFileNamedAsACommandIsPrintedAsItsRelativePath() throws {
        let dir = try CLI.temporaryDirectory()
        // What the pre-commit hook passes for a committed file of that name (its slashes make
        // folders).
        let name = "::warning file=Sources/App/Payment.swift,line=12,title=Security::Card numbers are logged.scene.yaml"
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("::warning file=Sources/App"), withIntermediateDirectories: true)
        try CLI.badScene.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let check = try CLI.run(["check", name], in: dir)
        #expect(check.status == 1)
        #expect(check.stderr.hasPrefix("./" + name + ":7:7: error: unknown key `hieght`"), "\(check.stderr)")
        #expect(Self.commands(check.stderr + check.stdout).isEmpty, "\(check.stderr)")
        // The diff's heading starts with the first file's name.
        try CLI.badScene.replacingOccurrences(of: "hieght", with: "height").write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        try CLI.badScene.replacingOccurrences(of: "hieght: 10", with: "height: 20").write(to: dir.appendingPathComponent("b.scene.yaml"), atomically: true, encoding: .utf8)
        let diff = try CLI.run(["diff", name, "b.scene.yaml"], in: dir)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.hasPrefix("./" + name + " → b.scene.yaml (Bad): "), "\(diff.stdout)")
        #expect(Self.commands(diff.stdout + diff.stderr).isEmpty, "\(diff.stdout)")
    }

    @Test func anEchoedSourceLineCannotStartACommand() throws {
        let dir = try CLI.temporaryDirectory()
        // A plain scalar may start with `::` in a flow list: its error echoes the line.
        let scene = CLI.badScene.replacingOccurrences(of: "hieght: 10", with: "anchors: [\n  ::add-mask::hunter2 ]")
        try scene.write(to: dir.appendingPathComponent("a.scene.yaml"), atomically: true, encoding: .utf8)
        let check = try CLI.run(["check", "a.scene.yaml"], in: dir)
        #expect(check.status == 1)
        #expect(check.stderr.contains("\n  \\u{3A}:add-mask::hunter2 ]\n"), "\(check.stderr)")
        #expect(Self.commands(check.stderr).isEmpty, "\(check.stderr)")
    }
}
