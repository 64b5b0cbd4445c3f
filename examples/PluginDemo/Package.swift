// swift-tools-version: 6.0
import PackageDescription

// A consumer of Snapline, as an app package would be: the scene file sits in the target's
// sources, the SnaplinePlugin turns it into Swift during the build, and the code links
// SnaplineRuntime. Build and run from here with `swift run`, or from the repository root with
// `swift run --package-path examples/PluginDemo`.
let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        // An app would write `.package(url: "https://github.com/your-org/snapline", from: "0.2.0")`
        // (`your-org/snapline`: where your team hosts Snapline).
        // `name:` pins the package's identity, which for a path is otherwise the folder's name.
        .package(name: "Snapline", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PluginDemo",
            dependencies: ["DemoChecks", .product(name: "SnaplineRuntime", package: "Snapline")],
            plugins: [.plugin(name: "SnaplinePlugin", package: "Snapline")]
        ),
        // No scene files here: the plugin adds no build commands (and reports nothing).
        .target(name: "DemoChecks", plugins: [.plugin(name: "SnaplinePlugin", package: "Snapline")]),
    ]
)
