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

    /// `.pre-commit-hooks.yaml`'s entries, each as its fields.
    static func preCommitHooks() throws -> [[String: String]] {
        let lines = try Self.text(".pre-commit-hooks.yaml").split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        var hooks: [[String: String]] = []
        for line in lines {
            if line.hasPrefix("- ") { hooks.append([:]) }
            let body = line.hasPrefix("- ") ? String(line.dropFirst(2)) : line.trimmingCharacters(in: .whitespaces)
            guard let colon = body.firstIndex(of: ":"), !hooks.isEmpty else { continue }
            hooks[hooks.count - 1][String(body[..<colon])] = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return hooks
    }

    /// `.pre-commit-hooks.yaml`: `snapline-check`, that pre-commit builds as a Swift package,
    /// and `snapline-check-system`, that runs an installed `snapline` (`language: system`, no
    /// build); both run `snapline check FILE...` on staged scene files only.
    @Test func preCommitHookShape() throws {
        let hooks = try Self.preCommitHooks()
        #expect(hooks.map { $0["id"] } == ["snapline-check", "snapline-check-system"])
        #expect(hooks.map { $0["language"] } == ["swift", "system"])
        #expect(hooks.allSatisfy { $0["entry"] == "snapline check" && $0["name"] != nil && $0["files"] == hooks[0]["files"] })
        let fields = hooks[0]
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

    /// pre-commit's hook runs `swift build -c release` of the whole package, which compiles the
    /// test support (a regular target) without testable imports: a `@testable import` there
    /// fails that build ("module was not compiled for testing"). CI also runs the build itself;
    /// this says why at once.
    @Test func testSupportBuildsInRelease() throws {
        let folder = CLI.root.appendingPathComponent("Tests/SnaplineTestSupport")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 3)
        for file in files {
            let text = try Self.text("Tests/SnaplineTestSupport/\(file)")
            #expect(!text.contains("@testable"), "Tests/SnaplineTestSupport/\(file) uses @testable: the whole-package release build fails")
        }
        let manifest = try Self.text("Package.swift")
        #expect(manifest.contains(#".target(name: "SnaplineTestSupport""#))
    }

    /// The Makefile the README's install command runs: release, the snapline product, static
    /// Swift runtime on Linux, into $(PREFIX)/bin.
    @Test func makefileInstallsTheReleaseProduct() throws {
        let makefile = try Self.text("Makefile")
        #expect(makefile.contains("CONFIGURATION ?= release"))
        #expect(makefile.contains("--product snapline"))
        #expect(makefile.contains("STATIC ?= --static-swift-stdlib"))
        #expect(makefile.contains(#"install -m 0755 "$$($(BUILD) --show-bin-path)/snapline" "$$SNAPLINE_BINDIR/snapline""#))
    }

    /// Issue 28, item 9: `make install PREFIX='x"; cmd; echo "'` ran `cmd` (the recipe wrote
    /// PREFIX into shell text between double quotes). Run with a stub `swift` that builds
    /// nothing and names a folder holding a stand-in binary.
    @Test func makeInstallTakesAnyPrefixAsOnePath() throws {
        let dir = try CLI.temporaryDirectory()
        let bin = dir.appendingPathComponent("products")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try "stand-in\n".write(to: bin.appendingPathComponent("snapline"), atomically: true, encoding: .utf8)
        let stub = dir.appendingPathComponent("swift")
        try "#!/bin/sh\ncase \"$*\" in *--show-bin-path*) echo '\(bin.path)';; esac\n".write(to: stub, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        // `$$` is make's `$`: the path ends in `$(touch pwned2)`, which no shell runs either.
        let prefix = #"x"; touch pwned; echo "$$(touch pwned2)"#
        // The test's own shell reads both from files, so they are never its text either.
        try prefix.write(to: dir.appendingPathComponent("prefix.txt"), atomically: true, encoding: .utf8)
        try CLI.root.path.write(to: dir.appendingPathComponent("root.txt"), atomically: true, encoding: .utf8)
        let setup = "ROOT=$(cat root.txt); P=$(cat prefix.txt); "
        let make = try OutputFileTests.shell(setup + "make -s -C \"$ROOT\" install SWIFT=\"$PWD/swift\" DESTDIR=\"$PWD/dest\" PREFIX=\"$P\"", in: dir)
        #expect(make.status == 0, "\(make.stdout)\(make.stderr)")
        #expect(!FileManager.default.fileExists(atPath: CLI.root.appendingPathComponent("pwned").path))
        #expect(!FileManager.default.fileExists(atPath: CLI.root.appendingPathComponent("pwned2").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("pwned").path))
        let installed = dir.appendingPathComponent("dest").path + #"x"; touch pwned; echo "$(touch pwned2)/bin/snapline"#
        #expect(try String(contentsOfFile: installed, encoding: .utf8) == "stand-in\n")
        let uninstall = try OutputFileTests.shell(setup + "make -s -C \"$ROOT\" uninstall DESTDIR=\"$PWD/dest\" PREFIX=\"$P\"", in: dir)
        #expect(uninstall.status == 0 && !FileManager.default.fileExists(atPath: installed), "\(uninstall.stderr)")
    }

    /// Once a bundle's executables are built, `make install` installs the bundle's `snapline`
    /// (after the bundle's own incremental build) instead of building the package again. A stub
    /// `swift` names one folder for builds of the bundle's scratch path and another for the rest.
    @Test func makeInstallReusesTheBundlesBinary() throws {
        let dir = try CLI.temporaryDirectory()
        for (folder, text) in [("package", "package\n"), ("bundle/release", "bundle\n")] {
            let bin = dir.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try text.write(to: bin.appendingPathComponent("snapline"), atomically: true, encoding: .utf8)
        }
        let stub = dir.appendingPathComponent("swift")
        try """
            #!/bin/sh
            echo "$*" >> "\(dir.path)/builds.txt"
            case "$*" in *--scratch-path*--show-bin-path*) echo '\(dir.path)/bundle/release';; *--show-bin-path*) echo '\(dir.path)/package';; esac

            """.write(to: stub, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        try CLI.root.path.write(to: dir.appendingPathComponent("root.txt"), atomically: true, encoding: .utf8)
        let make = "make -s -C \"$(cat root.txt)\" install SWIFT=\"$PWD/swift\" DESTDIR=\"$PWD/dest\" PREFIX=/p STATIC= BUNDLE_LINK= "
        let withBundle = try OutputFileTests.shell(make + "BUNDLE_SCRATCH=\"$PWD/bundle\"", in: dir)
        #expect(withBundle.status == 0, "\(withBundle.stdout)\(withBundle.stderr)")
        let installed = dir.appendingPathComponent("dest/p/bin/snapline").path
        #expect(try String(contentsOfFile: installed, encoding: .utf8) == "bundle\n")
        let builds = try String(contentsOfFile: dir.appendingPathComponent("builds.txt").path, encoding: .utf8)
        #expect(!builds.contains("--product snapline-build-tool") && builds.contains("--scratch-path"), "\(builds)")
        // Without a bundle, the package's own release build.
        let without = try OutputFileTests.shell(make + "BUNDLE_SCRATCH=\"$PWD/none\"", in: dir)
        #expect(without.status == 0, "\(without.stdout)\(without.stderr)")
        #expect(try String(contentsOfFile: installed, encoding: .utf8) == "package\n")
    }

    /// What a new team needs to read before its first hour goes wrong: where warnings get lost and
    /// the fix for each, what the first build fetches, and the link step's one warning.
    @Test func readmeSaysWhatANewTeamHitsFirst() throws {
        let readme = try Self.text("README.md")
        for phrase in [
            "### Where warnings get lost, and the fix for each",
            "does not run the plugin's command again",  // a no-op build drops the warnings
            "`verbose: true`", "`args: [--warnings-as-errors]`",  // pre-commit's "Passed"
            "run\n  `snapline check` as the CI gate",
            "the worst of them",  // one warning per code and place
            "The first build needs the network once", "swift-argument-parser",
            "warning: the use of 'mktemp' is dangerous",
            "`snapline-check-system`",
        ] {
            #expect(readme.contains(phrase), "README.md does not say: \(phrase)")
        }
    }

    /// A target of scene files only: the layouts, the one-line stub, and the command that writes it.
    @Test func sceneOnlyTargetsAreDocumentedWithTheStubAndTheCommand() throws {
        for file in ["README.md", "docs/swiftui-integration.md"] {
            let text = try Self.text(file)
            #expect(text.contains("import SnaplineRuntime"), "\(file)")
            #expect(text.contains("swift package --allow-writing-to-package-directory snapline-init"), "\(file)")
            #expect(text.contains("no such module"), "\(file)")
        }
        let manifest = try Self.text("Package.swift")
        #expect(manifest.contains(#".plugin(name: "SnaplineInit", targets: ["SnaplineInit"])"#))
        #expect(manifest.contains(#"intent: .custom(verb: "snapline-init""#))
        let plugin = try Self.text("Plugins/SnaplineInit/plugin.swift")
        #expect(plugin.contains("import SnaplineRuntime"))
    }
}
