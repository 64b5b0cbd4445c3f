// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Snapline",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "snapline", targets: ["snapline"]),
        .library(name: "SnaplineCore", targets: ["SnaplineCore"]),
        .library(name: "SnaplineRuntime", targets: ["SnaplineRuntime"]),
        // Compiles every *.scene.yaml of a target into <stem>.snapline.swift during the build.
        .plugin(name: "SnaplinePlugin", targets: ["SnaplinePlugin"]),
        // `swift package snapline-init`: the one-line Swift stub a target of scene files only needs.
        .plugin(name: "SnaplineInit", targets: ["SnaplineInit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libyaml, linked from the system (Debian libyaml-dev, Homebrew libyaml).
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The compiler: read YAML -> decode scene -> resolve layout -> targets and stops -> emit (the
        // generated Swift embeds the runtime's packed table, written by SnaplineRuntime itself).
        .target(name: "SnaplineCore", dependencies: ["CYAML", "SnaplineLayout", "SnaplineRuntime"]),
        // The layout rules, one home for the compiler and the runtime: the scene after expansion,
        // per-viewport values, the resolver, targets and stops, devices, diagnostics. No dependencies.
        .target(name: "SnaplineLayout"),
        // What generated code links against: table types, lookups, target selection. The layout
        // engine is its only dependency.
        .target(name: "SnaplineRuntime", dependencies: ["SnaplineLayout"]),
        // The language server (`snapline lsp`): JSON-RPC framing, documents, diagnostics, hover.
        .target(name: "SnaplineLSP", dependencies: ["SnaplineCore"]),
        // The command-line tool: a thin shell over SnaplineCore.
        .executableTarget(
            name: "snapline",
            dependencies: [
                "SnaplineCore",
                "SnaplineLSP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The build plugin's tool: `snapline compile --emit swift` alone, on SnaplineCore alone, so
        // a package applying the plugin does not compile the CLI's argument parsing and commands.
        .executableTarget(name: "snapline-build-tool", dependencies: ["SnaplineCore"]),
        // The build tool plugin: runs `snapline-build-tool compile --emit swift` for each scene file of a target.
        .plugin(name: "SnaplinePlugin", capability: .buildTool(), dependencies: ["snapline-build-tool"]),
        .plugin(
            name: "SnaplineInit",
            capability: .command(
                intent: .custom(verb: "snapline-init", description: "Give each folder of Sources/ that holds only scene files the one-line Swift stub SwiftPM needs to build it"),
                permissions: [.writeToPackageDirectory(reason: "writes <Folder>.swift into folders of Sources/ that hold only scene files")]
            )
        ),
        // SwiftFixtures holds generated Swift as golden text; it is compiled in SnaplineConsumerTests.
        // What every test target shares: the repository root, its scene files, the golden switch.
        .target(name: "SnaplineTestSupport", dependencies: ["SnaplineCore", "SnaplineLayout"], path: "Tests/SnaplineTestSupport"),
        .testTarget(name: "SnaplineCoreTests", dependencies: ["SnaplineCore", "SnaplineLayout", "SnaplineRuntime", "SnaplineTestSupport"], exclude: ["SwiftFixtures", "Fixtures", "RenderFixtures", "ExplainFixtures"]),
        .testTarget(name: "SnaplineRuntimeTests", dependencies: ["SnaplineRuntime"]),
        .testTarget(name: "SnaplineLSPTests", dependencies: ["SnaplineLSP", "SnaplineCore", "SnaplineLayout", "SnaplineTestSupport"]),
        // Runs the built `snapline` binary end to end (the dependency makes `swift test` build it).
        .testTarget(name: "SnaplineCLITests", dependencies: ["snapline", "snapline-build-tool", "SnaplineTestSupport", "SnaplineRuntime"]),
        // The Swift generated from every example (committed, checked for staleness by
        // SnaplineCoreTests), compiled with the runtime and exercised; SnaplineCore only to
        // cross-check the generated tables against the JSON ones.
        .testTarget(name: "SnaplineConsumerTests", dependencies: ["SnaplineRuntime", "SnaplineCore", "SnaplineLayout", "SnaplineTestSupport"]),
        // Generated Swift of scenes named after the types the generated code names (Bool, String,
        // CompactTable ...), all in one module, so each of those names is hidden there.
        .testTarget(name: "SnaplineShadowTests", dependencies: ["SnaplineRuntime"]),
        // The 10 000-anchor scene the plugin compiles is a package of its own, Tests/LargeScene
        // (applying the plugin here would build its tool, and SnaplineCore a second time, in every
        // release build of `snapline`).
    ]
)
