import Foundation
import Testing
import SnaplineCore

/// The build commands SnaplinePlugin declares, for SwiftPM and Xcode alike (`SceneCommands`, the
/// plugin's shared file, compiled into this target through a symbolic link).
@Suite struct PluginCommandsTests {
    static let root = URL(fileURLWithPath: "/work/App")
    static let tool = URL(fileURLWithPath: "/build/snapline")

    static func commands(_ files: [String]) -> SceneCommands {
        SceneCommands(
            tool: tool, outputDirectory: URL(fileURLWithPath: "/build/plugin"), root: root, targetName: "App",
            files: files.map { root.appendingPathComponent($0) })
    }

    static func exists(_ paths: [String]) -> (URL) -> Bool {
        let set = Set(paths.map { root.appendingPathComponent($0).path } + ["/work/.snapline.yml", "/work/.git", "/work/App/Package.swift"])
        return { set.contains($0.standardizedFileURL.path) }
    }

    @Test func oneCommandPerSceneWithItsHeaderNameAndOutput() throws {
        let invocations = try Self.commands(["Sources/App/main.swift", "Sources/App/menu.scene.yaml", "Sources/App/A/list.scene.yml"])
            .invocations(fileExists: Self.exists([]))
        #expect(invocations.map(\.output.lastPathComponent) == ["list.snapline.swift", "menu.snapline.swift"])
        let menu = try #require(invocations.last)
        #expect(menu.arguments == [
            "compile", "--emit", "swift", "/work/App/Sources/App/menu.scene.yaml", "-o", "/build/plugin/menu.snapline.swift",
            "--source-name", "Sources/App/menu.scene.yaml",
        ])
        // No configuration up to the package root (the one above it, /work/.snapline.yml, is the
        // repository's: the search stops at the nearest Package.swift or .git, as the CLI's does).
        #expect(menu.inputs == [Self.root.appendingPathComponent("Sources/App/menu.scene.yaml"), Self.tool])
    }

    @Test func everyConfigurationUpToTheRootIsAnInput() throws {
        let exists = Self.exists([".snapline.yml", "Sources/App/A/.snapline.yml"])
        let invocations = try Self.commands(["Sources/App/menu.scene.yaml", "Sources/App/A/list.scene.yml", "Sources/App/A/B/deep.scene.yaml"])
            .invocations(fileExists: exists)
        let configurations = invocations.map { $0.inputs.dropFirst(2).map(\.path) }
        // The tool is given the configurations it reads, nearest first (it does not search).
        #expect(invocations.map { Array($0.arguments.drop { $0 != "--config" }) } == configurations.map { $0.flatMap { ["--config", $0] } })
        #expect(invocations.map(\.output.lastPathComponent) == ["deep.snapline.swift", "list.snapline.swift", "menu.snapline.swift"])
        // Nested files merge (the nearer one overrides), so each one that applies is an input.
        #expect(configurations == [
            ["/work/App/Sources/App/A/.snapline.yml", "/work/App/.snapline.yml"],  // from A/B: the parent's, then the root's
            ["/work/App/Sources/App/A/.snapline.yml", "/work/App/.snapline.yml"],
            ["/work/App/.snapline.yml"],
        ])
    }

    @Test func aSceneOutsideAProjectLooksInItsOwnDirectoryOnly() {
        let exists = { (url: URL) in ["/tmp/.snapline.yml", "/tmp/copy/.snapline.yml"].contains(url.path) }
        #expect(SceneCommands.configurations(for: URL(fileURLWithPath: "/tmp/copy/sub/menu.scene.yaml"), fileExists: exists) == [])
        #expect(SceneCommands.configurations(for: URL(fileURLWithPath: "/tmp/copy/menu.scene.yaml"), fileExists: exists).map(\.path) == ["/tmp/copy/.snapline.yml"])
        // A repository above: the search goes up to it, and no further.
        #expect(SceneCommands.configurations(for: URL(fileURLWithPath: "/work/Shared/menu.scene.yaml"), fileExists: Self.exists([])).map(\.path) == ["/work/.snapline.yml"])
    }

    @Test func theSearchStopsAtTheNearestRootMarker() {
        let exists = { (path: String) in ["/r/.git", "/r/pkg/Package.swift"].contains(path) }
        #expect(ConfigurationSearch.directories(from: "/r/pkg/Sources/A", exists: exists) == ["/r/pkg/Sources/A", "/r/pkg/Sources", "/r/pkg"])
        #expect(ConfigurationSearch.directories(from: "/r/other", exists: exists) == ["/r/other", "/r"])
        #expect(ConfigurationSearch.directories(from: "/elsewhere/x", exists: exists) == ["/elsewhere/x"])
        #expect(ConfigurationSearch.normalized("a/./b/../c//d", currentDirectory: "/w") == "/w/a/c/d")
        #expect(ConfigurationSearch.parent(of: "/a") == "/" && ConfigurationSearch.parent(of: "/") == nil)
    }

    @Test func twoScenesWithOneOutputNameAreRefused() {
        #expect(throws: SnaplinePluginError.self) {
            try Self.commands(["A/menu.scene.yaml", "B/menu.scene.yml"]).invocations(fileExists: Self.exists([]))
        }
    }
}

/// The plugins cannot link the core, so each keeps its own list of scene suffixes: the same as
/// the core's (`SceneFileName`), which the CLI and the language server use.
@Suite struct SceneSuffixesTests {
    @Test func thePluginsTakeTheCoresSceneSuffixes() throws {
        #expect(SceneFile.suffixes == SceneFileName.suffixes)
        let initPlugin = try AdoptionFilesTests.text("Plugins/SnaplineInit/plugin.swift")
        let list = SceneFileName.suffixes.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(initPlugin.contains("static let sceneSuffixes = [\(list)]"))
        #expect(SceneFileName.stem(of: "menu.scene.yml") == "menu" && SceneFileName.stem(of: "menu.yaml") == "menu")
        #expect(SceneFileName.stem(of: ".scene.yaml") == ".scene" && SceneFileName.stem(of: ".yaml") == ".yaml")
        #expect(SceneFileName.isScene("file:///a/menu.scene.yaml") && !SceneFileName.isScene("menu.yaml"))
    }
}
