import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory snapline-init [--target NAME]...`
///
/// SwiftPM builds a target only when it has a Swift file: a folder of `Sources/` that holds only
/// scene files (and `.snapline.yml`) is dropped, so `SnaplinePlugin` never runs for it and the
/// build fails later with `no such module`, without a word about Snapline. This command finds each
/// such folder (or the ones named) and writes the one-line stub `<Folder>.swift`
/// (`import SnaplineRuntime`), then prints the target declaration to add to `Package.swift`
/// for a folder that no target uses yet. It changes nothing else and never overwrites a file.
@main
struct SnaplineInit: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let named = Set(extractor.extractOption(named: "target"))
        let sources = context.package.directoryURL.appendingPathComponent("Sources")
        let declared = Set(context.package.targets.map(\.name))
        // How this package names Snapline (`snapline` from a URL, `SnaplineBinary` vendored ...).
        let snapline = context.package.dependencies.map(\.package)
            .first { $0.products.contains { $0.name == "SnaplineRuntime" } }?.id ?? "snapline"
        var written = 0
        for folder in try Self.folders(in: sources) where named.isEmpty || named.contains(folder.lastPathComponent) {
            let files = Self.files(under: folder)
            let scenes = files.filter { name in Self.sceneSuffixes.contains { name.hasSuffix($0) } }
            guard !scenes.isEmpty, !files.contains(where: { $0.hasSuffix(".swift") }) else { continue }
            let name = folder.lastPathComponent
            let stub = folder.appendingPathComponent(name + ".swift")
            try Self.stub.write(to: stub, atomically: true, encoding: .utf8)
            written += 1
            print("wrote Sources/\(name)/\(name).swift: SwiftPM builds a target only when it has a Swift file (\(scenes.count) scene file\(scenes.count == 1 ? "" : "s") there)")
            if !declared.contains(name) {
                print("""
                    add the target to Package.swift:
                        .target(
                            name: "\(name)",
                            dependencies: [.product(name: "SnaplineRuntime", package: "\(snapline)")],
                            plugins: [.plugin(name: "SnaplinePlugin", package: "\(snapline)")]
                        ),
                    """)
            }
        }
        if written == 0 {
            print("nothing to do: every folder of Sources/ with scene files has a Swift file")
        }
    }

    /// What ends a scene file's name: `SceneFileName.suffixes` of the core, which a plugin cannot
    /// link (a test keeps the two the same).
    static let sceneSuffixes = [".scene.yaml", ".scene.yml"]

    /// The one-line stub: the generated Swift imports the runtime too.
    static let stub = """
        // SwiftPM builds a target only when it has a Swift file; SnaplinePlugin compiles this folder's scenes into Swift.
        import SnaplineRuntime

        """

    static func folders(in directory: URL) throws -> [URL] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func files(under directory: URL) -> [String] {
        let walk = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        return (walk?.allObjects as? [URL] ?? []).map(\.lastPathComponent)
    }
}
