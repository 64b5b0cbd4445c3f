// The Xcode entry point: the same commands as for a package target, from an Xcode target's files.
// Only compiled by Xcode (XcodeProjectPlugin exists nowhere else), so it stays a thin adapter.
#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

extension SnaplinePlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let commands = SceneCommands(
            tool: try context.tool(named: "snapline-build-tool").url, outputDirectory: context.pluginWorkDirectoryURL,
            root: context.xcodeProject.directoryURL, targetName: target.displayName, files: target.inputFiles.map(\.url))
        return try commands.buildCommands()
    }
}
#endif
