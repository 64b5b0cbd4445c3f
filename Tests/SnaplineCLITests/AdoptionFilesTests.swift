import Foundation
import Testing

/// The files that bring Snapline into another repository: the pre-commit hook definition and
/// the install Makefile. (pre-commit itself builds this package in release mode, minutes: it was
/// run by hand against a clone, see docs/performance.md; docs/ci/snapline.yml is run by
/// .ci/test_workflow.py.)
@Suite struct AdoptionFilesTests {
    typealias CLI = CLITests

    static func text(_ path: String) throws -> String {
        try String(contentsOf: CLI.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `.pre-commit-hooks.yaml`: one list entry, `snapline-check`, that pre-commit builds as a
    /// Swift package and runs as `snapline check FILE...` on staged scene files only.
    @Test func preCommitHookShape() throws {
        let lines = try Self.text(".pre-commit-hooks.yaml").split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.first == "- id: snapline-check")
        var fields: [String: String] = [:]
        for line in lines {
            let body = line.hasPrefix("- ") ? String(line.dropFirst(2)) : line.trimmingCharacters(in: .whitespaces)
            guard let colon = body.firstIndex(of: ":") else { continue }
            fields[String(body[..<colon])] = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        #expect(lines.filter { $0.hasPrefix("- ") }.count == 1, "one hook")
        #expect(fields["language"] == "swift")
        #expect(fields["entry"] == "snapline check")
        #expect(fields["name"] != nil)
        let pattern = try #require(fields["files"])
        #expect(pattern == #"\.scene\.ya?ml$"#)
        // pre-commit matches `files` as a Python regex with search(); these spellings agree.
        let regex = try NSRegularExpression(pattern: pattern)
        func matches(_ name: String) -> Bool {
            regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }
        #expect(matches("Scenes/menu.scene.yaml") && matches("menu.scene.yml"))
        #expect(!matches(".snapline.yml") && !matches("menu.yaml") && !matches("menu.scene.yaml.orig"))
        // The entry's program is an executable product of the package (what pre-commit builds).
        let manifest = try Self.text("Package.swift")
        #expect(manifest.contains(#".executable(name: "snapline""#))
        // And `check` takes files, as pre-commit passes them.
        let run = try CLI.run(["check", "examples/store-menu.scene.yaml", "examples/rtl-gallery.scene.yaml"])
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// The Makefile the README's install command runs: release, the snapline product, static
    /// Swift runtime on Linux, into $(PREFIX)/bin.
    @Test func makefileInstallsTheReleaseProduct() throws {
        let makefile = try Self.text("Makefile")
        #expect(makefile.contains("CONFIGURATION ?= release"))
        #expect(makefile.contains("--product snapline"))
        #expect(makefile.contains("STATIC ?= --static-swift-stdlib"))
        #expect(makefile.contains(#"install -m 0755 "$$($(BUILD) --show-bin-path)/snapline" "$(DESTDIR)$(BINDIR)/snapline""#))
    }
}
