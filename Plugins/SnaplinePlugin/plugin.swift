import Foundation
import PackagePlugin

/// Compiles every scene file (`*.scene.yaml`, `*.scene.yml`) among a target's source files into
/// `<stem>.snapline.swift` in the plugin's work directory, which SwiftPM then compiles into the
/// target: one build command per scene, run again only when the scene or the `snapline` tool
/// changes.
///
/// A build command (not a prebuild command): its inputs and outputs are declared exactly, so the
/// build system schedules it, skips it when nothing changed, and can use a tool built from source.
/// The tool writes only the declared output (Linux has no sandbox to enforce that).
@main
struct SnaplinePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Binary and system-library targets have no source files to look at.
        guard let target = target as? SourceModuleTarget else { return [] }
        let scenes = target.sourceFiles.map(\.url).filter(SceneFile.isScene).sorted { $0.path < $1.path }
        guard !scenes.isEmpty else { return [] }
        let tool = try context.tool(named: "snapline").url
        let outputDirectory = context.pluginWorkDirectoryURL
        try SceneFile.checkDistinctOutputs(scenes, target: target.name)
        return scenes.map { scene in
            let output = outputDirectory.appendingPathComponent(SceneFile.outputName(of: scene))
            return .buildCommand(
                displayName: "Snapline: compiling \(scene.lastPathComponent) to \(output.lastPathComponent)",
                executable: tool,
                arguments: [
                    "compile", "--emit", "swift",
                    scene.path,
                    "-o", output.path,
                    // The header names the scene relative to the package, never by an absolute path.
                    "--source-name", SceneFile.relativePath(of: scene, in: context.package.directoryURL),
                ],
                inputFiles: [scene, tool],
                outputFiles: [output]
            )
        }
    }
}

/// Naming rules for scene files and their generated Swift.
enum SceneFile {
    static let suffixes = [".scene.yaml", ".scene.yml"]

    static func isScene(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// `menu.scene.yaml` -> `menu.snapline.swift` (the name `snapline compile --output-dir` uses).
    static func outputName(of url: URL) -> String {
        var name = url.lastPathComponent
        if let suffix = suffixes.first(where: { name.hasSuffix($0) }) { name.removeLast(suffix.count) }
        return name + ".snapline.swift"
    }

    /// Two scenes in different folders of one target with the same file name would write the
    /// same output (and Swift does not allow two files of one name in a module).
    static func checkDistinctOutputs(_ scenes: [URL], target: String) throws {
        var seen: [String: URL] = [:]
        for scene in scenes {
            let name = outputName(of: scene)
            if let other = seen[name] {
                throw SnaplinePluginError.sameOutputName(target: target, first: other.path, second: scene.path, output: name)
            }
            seen[name] = scene
        }
    }

    /// `url` relative to `directory` when it is inside it, else its file name.
    static func relativePath(of url: URL, in directory: URL) -> String {
        let file = url.standardizedFileURL.path
        var base = directory.standardizedFileURL.path
        if !base.hasSuffix("/") { base += "/" }
        return file.hasPrefix(base) ? String(file.dropFirst(base.count)) : url.lastPathComponent
    }
}

enum SnaplinePluginError: Error, CustomStringConvertible {
    case sameOutputName(target: String, first: String, second: String, output: String)

    var description: String {
        switch self {
        case let .sameOutputName(target, first, second, output):
            "Snapline: \(first) and \(second) in target '\(target)' would both generate \(output); rename one of the scene files"
        }
    }
}
