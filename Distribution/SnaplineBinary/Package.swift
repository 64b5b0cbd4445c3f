// swift-tools-version: 6.0
import PackageDescription

// Snapline without compiling Snapline: the build plugin's tool comes from a prebuilt artifact bundle
// (a `binaryTarget`), the way SwiftLint's plugin does, and only `SnaplineRuntime` (what generated
// code links: a few small files) and the layout engine it uses (`SnaplineLayout`, no dependencies)
// are compiled. `make artifactbundle` in a clone of
// Snapline assembles this folder as .build/artifactbundle/SnaplineBinary, ready to vendor
// (commit it, or keep it beside your package) and use with `.package(path:)`; see docs/releasing.md
// for the published form (`url:` and `checksum:`).
let package = Package(
    name: "SnaplineBinary",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SnaplineRuntime", targets: ["SnaplineRuntime"]),
        // The same plugin as Snapline's own SnaplinePlugin, with its tool from the bundle.
        .plugin(name: "SnaplinePlugin", targets: ["SnaplinePlugin"]),
        .plugin(name: "SnaplineInit", targets: ["SnaplineInit"]),
    ],
    targets: [
        .target(name: "SnaplineLayout"),
        .target(name: "SnaplineRuntime", dependencies: ["SnaplineLayout"]),
        // snapline.artifactbundle: `snapline` and `snapline-build-tool` for the triples it lists.
        // Published instead of vendored:
        //   .binaryTarget(name: "SnaplineBinary", url: "https://…/snapline.artifactbundle.zip", checksum: "…"),
        .binaryTarget(name: "SnaplineBinary", path: "snapline.artifactbundle"),
        .plugin(name: "SnaplinePlugin", capability: .buildTool(), dependencies: ["SnaplineBinary"]),
        .plugin(
            name: "SnaplineInit",
            capability: .command(
                intent: .custom(verb: "snapline-init", description: "Give each folder of Sources/ that holds only scene files the one-line Swift stub SwiftPM needs to build it"),
                permissions: [.writeToPackageDirectory(reason: "writes <Folder>.swift into folders of Sources/ that hold only scene files")]
            )
        ),
    ]
)
