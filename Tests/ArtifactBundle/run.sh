#!/usr/bin/env bash
# A consumer built against the artifact bundle compiles nothing of Snapline's core.
#
#   bash Tests/ArtifactBundle/run.sh BIN_DIR
#
# Assembles the bundle and the vendored SnaplineBinary package from the `snapline` and
# `snapline-build-tool` in BIN_DIR (CI passes the debug ones `swift test` built, so nothing of
# Snapline is compiled for this; `make artifactbundle` makes the release ones), copies
# examples/PluginDemo's sources into a fresh package that depends on SnaplineBinary, builds it,
# runs `swift package snapline-init` (the stub of FeedScenes, a target of scene files only),
# counts the Swift modules the build compiled (only SnaplineRuntime, the layout engine it uses,
# SnaplineLayout, and the consumer's own three:
# no SnaplineCore, CYAML, ArgumentParser or snapline-build-tool), and runs it: the demo checks
# the offsets the bundle's tool generated.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:?usage: Tests/ArtifactBundle/run.sh BIN_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash scripts/artifactbundle.sh "$bin" "$work/out" >/dev/null
mkdir -p "$work/Consumer"
cp -R examples/PluginDemo/Sources "$work/Consumer/"
# A target of scene files only: SwiftPM drops it until `snapline-init` gives it a Swift file.
mkdir -p "$work/Consumer/Sources/FeedScenes"
cp examples/logo-list.scene.yaml "$work/Consumer/Sources/FeedScenes/"
cat > "$work/Consumer/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../out/SnaplineBinary")],
    targets: [
        .executableTarget(
            name: "PluginDemo",
            dependencies: ["DemoChecks", .product(name: "SnaplineRuntime", package: "SnaplineBinary")],
            plugins: [.plugin(name: "SnaplinePlugin", package: "SnaplineBinary")]
        ),
        .target(name: "DemoChecks", plugins: [.plugin(name: "SnaplinePlugin", package: "SnaplineBinary")]),
        .target(
            name: "FeedScenes",
            dependencies: [.product(name: "SnaplineRuntime", package: "SnaplineBinary")],
            plugins: [.plugin(name: "SnaplinePlugin", package: "SnaplineBinary")]
        ),
    ]
)
SWIFT
swift package --package-path "$work/Consumer" --allow-writing-to-package-directory snapline-init | tee "$work/init.log"
grep -qx 'wrote Sources/FeedScenes/FeedScenes.swift: .*' "$work/init.log" || { echo "snapline-init wrote no stub"; exit 1; }
grep -qx 'import SnaplineRuntime' "$work/Consumer/Sources/FeedScenes/FeedScenes.swift"
swift package --package-path "$work/Consumer" --allow-writing-to-package-directory snapline-init | grep -q 'nothing to do'
swift build --package-path "$work/Consumer" 2>&1 | tee "$work/build.log"
test "${PIPESTATUS[0]}" -eq 0
# "Emitting module X" (or "Compiling X file.swift") is printed once per Swift module compiled.
modules=$(sed -n -e 's/^\[[0-9/]*\] Emitting module \([A-Za-z_0-9]*\)$/\1/p' \
    -e 's/^\[[0-9/]*\] Compiling \([A-Za-z_0-9]*\) [^ ]*\.swift.*$/\1/p' "$work/build.log" | sort -u | tr '\n' ' ')
echo "modules compiled: $modules"
expected="DemoChecks FeedScenes PluginDemo SnaplineLayout SnaplineRuntime "
if [ "$modules" != "$expected" ]; then
    echo "expected exactly: $expected"
    exit 1
fi
grep -q 'Compiling plugin SnaplinePlugin' "$work/build.log" || { echo "the plugin did not run"; exit 1; }
"$(swift build --package-path "$work/Consumer" --show-bin-path)/PluginDemo"
