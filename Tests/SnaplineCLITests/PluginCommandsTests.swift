import Foundation
import Testing

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
        let set = Set(paths.map { root.appendingPathComponent($0).path } + ["/work/.snapline.yml"])
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
        // No configuration up to the root (the one above the root, /work/.snapline.yml, is not the project's).
        #expect(menu.inputs == [Self.root.appendingPathComponent("Sources/App/menu.scene.yaml"), Self.tool])
    }

    @Test func theNearestConfigurationIsAnInput() throws {
        let exists = Self.exists([".snapline.yml", "Sources/App/A/.snapline.yml"])
        let invocations = try Self.commands(["Sources/App/menu.scene.yaml", "Sources/App/A/list.scene.yml", "Sources/App/A/B/deep.scene.yaml"])
            .invocations(fileExists: exists)
        let configurations = invocations.map { $0.inputs.dropFirst(2).map(\.path) }
        // The tool is given the configuration it reads (it does not search).
        #expect(invocations.map { Array($0.arguments.suffix(2)) } == configurations.map { ["--config"] + $0 })
        #expect(invocations.map(\.output.lastPathComponent) == ["deep.snapline.swift", "list.snapline.swift", "menu.snapline.swift"])
        #expect(configurations == [
            ["/work/App/Sources/App/A/.snapline.yml"],  // from A/B, the parent's
            ["/work/App/Sources/App/A/.snapline.yml"],  // its own directory's
            ["/work/App/.snapline.yml"],  // the root's
        ])
    }

    @Test func aSceneOutsideTheRootLooksUpToTheFileSystemRoot() {
        let found = SceneCommands.configuration(
            for: URL(fileURLWithPath: "/work/Shared/menu.scene.yaml"), root: Self.root, fileExists: Self.exists([]))
        #expect(found?.path == "/work/.snapline.yml")
    }

    @Test func twoScenesWithOneOutputNameAreRefused() {
        #expect(throws: SnaplinePluginError.self) {
            try Self.commands(["A/menu.scene.yaml", "B/menu.scene.yml"]).invocations(fileExists: Self.exists([]))
        }
    }
}
