import Foundation
import PackagePlugin

/// Compiles every scene file (`*.scene.yaml`, `*.scene.yml`) among a target's source files into
/// `<stem>.snapline.swift` in the plugin's work directory, which the build then compiles into the
/// target: one build command per scene, run again only when the scene, its `.snapline.yml` or the
/// `snapline-build-tool` tool changes. The commands are built by `SceneCommands`, shared with the Xcode entry
/// point (SnaplinePlugin+Xcode.swift).
///
/// A build command (not a prebuild command): its inputs and outputs are declared exactly, so the
/// build system schedules it, skips it when nothing changed, and can use a tool built from source.
/// The tool writes only the declared output (Linux has no sandbox to enforce that).
@main
struct SnaplinePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Binary and system-library targets have no source files to look at.
        guard let target = target as? SourceModuleTarget else { return [] }
        let commands = SceneCommands(
            tool: try context.tool(named: "snapline-build-tool").url, outputDirectory: context.pluginWorkDirectoryURL,
            root: context.package.directoryURL, targetName: target.name, files: target.sourceFiles.map(\.url))
        return try commands.buildCommands()
    }
}

extension SceneCommands {
    /// The invocations as build commands.
    func buildCommands() throws -> [Command] {
        try invocations().map { invocation in
            .buildCommand(
                displayName: invocation.displayName, executable: tool, arguments: invocation.arguments,
                inputFiles: invocation.inputs, outputFiles: [invocation.output])
        }
    }
}
