import Foundation

/// The `snapline-build-tool compile --emit swift` commands for one target's scene files, whichever build
/// system asks (SwiftPM through `BuildToolPlugin`, Xcode through `XcodeBuildToolPlugin`): the two
/// entry points only gather the tool, the directories and the files, and turn these into
/// `Command`s. Plain Foundation, so it is compiled and tested on every platform.
struct SceneCommands {
    /// One build command: run the tool with `arguments`, reading `inputs`, writing `output`.
    struct Invocation: Equatable {
        var displayName: String
        var arguments: [String]
        var inputs: [URL]
        var output: URL
    }

    var tool: URL
    /// Where generated files go (the plugin's work directory).
    var outputDirectory: URL
    /// The package's or Xcode project's directory: headers name scenes relative to it.
    var root: URL
    var targetName: String
    /// Every file of the target; the scenes among them are compiled.
    var files: [URL]

    /// One invocation per scene file, sorted by path. Throws when two scenes would write the same file.
    func invocations(fileExists: (URL) -> Bool = { FileManager.default.fileExists(atPath: $0.path) }) throws -> [Invocation] {
        let scenes = files.filter(SceneFile.isScene).sorted { $0.path < $1.path }
        try SceneFile.checkDistinctOutputs(scenes, target: targetName)
        return scenes.map { scene in
            let output = outputDirectory.appendingPathComponent(SceneFile.outputName(of: scene))
            // The tool reads the configuration files it is given (nearest first, found by the
            // CLI's rule); listing them as inputs reruns the command when one is edited (a file
            // created later is noticed on a clean build).
            let configurations = Self.configurations(for: scene, fileExists: fileExists)
            return Invocation(
                displayName: "Snapline: compiling \(scene.lastPathComponent) to \(output.lastPathComponent)",
                arguments: [
                    "compile", "--emit", "swift",
                    scene.path,
                    "-o", output.path,
                    // The header names the scene relative to the package or project, never by an
                    // absolute path (the output sits in a build directory).
                    "--source-name", SceneFile.relativePath(of: scene, in: root),
                ] + configurations.flatMap { ["--config", $0.path] },
                inputs: [scene, tool] + configurations,
                output: output)
        }
    }

    /// Every `.snapline.yml` that can apply to `scene`, nearest first (`ConfigurationSearch`).
    static func configurations(for scene: URL, fileExists: (URL) -> Bool) -> [URL] {
        let directory = scene.standardizedFileURL.deletingLastPathComponent().path
        let exists = { (path: String) in fileExists(URL(fileURLWithPath: path)) }
        return ConfigurationSearch.directories(from: ConfigurationSearch.normalized(directory, currentDirectory: "/"), exists: exists)
            .map { URL(fileURLWithPath: ConfigurationSearch.join($0, ConfigurationSearch.fileName)) }
            .filter(fileExists)
    }
}

/// Naming rules for scene files and their generated Swift.
enum SceneFile {
    /// `SceneFileName.suffixes` of the core, which a plugin cannot link (a test keeps the two the same).
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

/// Why the plugin cannot build a target's scenes.
enum SnaplinePluginError: Error, CustomStringConvertible {
    case sameOutputName(target: String, first: String, second: String, output: String)

    var description: String {
        switch self {
        case let .sameOutputName(target, first, second, output):
            "Snapline: \(first) and \(second) in target '\(target)' would both generate \(output); rename one of the scene files"
        }
    }
}
