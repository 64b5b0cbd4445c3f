#!/usr/bin/env bash
# Cold builds a user waits for, each from a fresh clone of this checkout's HEAD (docs/performance.md,
# "Builds a user waits for"):
#
#   bash Benchmarks/builds.sh [release] [make-release] [consumer-source] [consumer-binary]
#
# - release: `swift build -c release` of the whole package (what pre-commit's swift hook runs).
# - make-release: `make release VERSION=<the source's>` (one release build: the bundle, its
#   checksum, the installed binary), with the sizes of the two executables and of the zip.
# - consumer-source: a cold debug build of examples/PluginDemo, which applies the source plugin
#   (Snapline's compiler is built from source for the plugin's tool).
# - consumer-binary: the same sources against the SnaplineBinary package make-release wrote (the
#   plugin's tool prebuilt); runs make-release first when its bundle is missing.
#
# Prints CPU time (user + system, all processes) and wall time per build, and the load average
# before each: on a shared machine the wall time says little, the CPU time is comparable.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work=${SNAPLINE_BUILDS_DIR:-$(mktemp -d)}
steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(release make-release consumer-source consumer-binary)

clone() {
    rm -rf "$work/$1"
    git clone --quiet "$root" "$work/$1"
}

timed() {
    local name=$1
    shift
    echo "$name: load $(cut -d' ' -f1-3 /proc/loadavg)"
    /usr/bin/time -f "$name: %U user + %S sys s CPU, %e s wall" "$@" > "$work/$name.log" 2>&1 || { tail -20 "$work/$name.log"; exit 1; }
    tail -1 "$work/$name.log"
}

for step in "${steps[@]}"; do
    case $step in
        release)
            clone release
            timed release swift build --package-path "$work/release" -c release
            ;;
        make-release)
            clone make-release
            version=$(sed -n 's/.*current = "\([0-9][0-9.]*\)".*/\1/p' "$work/make-release/Sources/SnaplineCore/Pipeline/SnaplineVersion.swift")
            timed make-release make -C "$work/make-release" release VERSION="$version" PREFIX="$work/prefix"
            grep '^release ' "$work/make-release.log"
            bundle="$work/make-release/.build/artifactbundle"
            for f in "$bundle"/snapline.artifactbundle/*/bin/* "$bundle/snapline.artifactbundle.zip"; do
                echo "$(basename "$f"): $(stat -c %s "$f") bytes"
            done
            ;;
        consumer-source)
            rm -rf "$work/consumer-source"
            cp -R "$root/examples/PluginDemo" "$work/consumer-source"
            rm -rf "$work/consumer-source/.build"
            # The demo names Snapline by a relative path: point it at a fresh clone.
            clone snapline-for-demo
            sed -i "s|path: \"../..\")|path: \"$work/snapline-for-demo\")|" "$work/consumer-source/Package.swift"
            timed consumer-source swift build --package-path "$work/consumer-source"
            ;;
        consumer-binary)
            [ -d "$work/make-release/.build/artifactbundle/SnaplineBinary" ] || "$0" make-release
            rm -rf "$work/consumer-binary"
            cp -R "$root/examples/PluginDemo" "$work/consumer-binary"
            rm -rf "$work/consumer-binary/.build"
            sed -i -e "s|.package(name: \"Snapline\", path: \"../..\")|.package(path: \"$work/make-release/.build/artifactbundle/SnaplineBinary\")|" \
                -e 's|package: "Snapline"|package: "SnaplineBinary"|g' "$work/consumer-binary/Package.swift"
            timed consumer-binary swift build --package-path "$work/consumer-binary"
            ;;
        *)
            echo "unknown step $step (release, make-release, consumer-source, consumer-binary)" >&2
            exit 2
            ;;
    esac
done
