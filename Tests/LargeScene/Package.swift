// swift-tools-version: 6.0
import PackageDescription

// A 10 000-anchor scene compiled by SnaplinePlugin during the build, and tests that its generated
// lookups agree with SnaplineCore's own tables. A package of its own (as examples/PluginDemo is),
// so that applying the plugin does not make every build of the Snapline package build the
// plugin's tool first: `.ci/run` runs `swift test --package-path Tests/LargeScene`.
let package = Package(
    name: "LargeScene",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Snapline", path: "../.."),
    ],
    targets: [
        .target(
            name: "SnaplineLargeScene",
            dependencies: [.product(name: "SnaplineRuntime", package: "Snapline")],
            plugins: [.plugin(name: "SnaplinePlugin", package: "Snapline")]
        ),
        .testTarget(
            name: "LargeSceneTests",
            dependencies: [
                "SnaplineLargeScene",
                .product(name: "SnaplineCore", package: "Snapline"),
                .product(name: "SnaplineRuntime", package: "Snapline"),
            ]
        ),
    ]
)
