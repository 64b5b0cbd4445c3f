#!/usr/bin/env bash
# Builds the libFuzzer targets with AddressSanitizer (Linux, the Swift toolchain's swiftc):
#   Fuzz/.build/fuzz-scene    one input = one scene file: compile to JSON, check, compile to Swift
#   Fuzz/.build/fuzz-runtime  one input = a packed table and numbers for the target selector
#   Fuzz/.build/fuzz-report   one input = diagnostics with any text, through every report format
#   Fuzz/.build/fuzz-frames   one input = a frames file, verified against a small scene
#   Fuzz/.build/fuzz-content  one input = a content file, read against a store menu's data
#   Fuzz/.build/fuzz-live     one input = updates and queries on a chat and a nested menu
# Usage: Fuzz/build.sh   (then Fuzz/run.sh SECONDS)
set -euo pipefail
cd "$(dirname "$0")/.."
out=Fuzz/.build
mkdir -p "$out"
# One package name, as SwiftPM gives: the layout engine's `package` declarations are the core's.
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld -module-cache-path "$out/module-cache" -package-name Snapline)

# SnaplineLayout (the layout engine), SnaplineRuntime (which uses it), then SnaplineCore (which uses
# both, and libyaml through the CYAML module map).
swiftc "${flags[@]}" -emit-module -emit-object -wmo -module-name SnaplineLayout \
    -emit-module-path "$out/SnaplineLayout.swiftmodule" -o "$out/SnaplineLayout.o" \
    $(find Sources/SnaplineLayout -name '*.swift' | sort)
swiftc "${flags[@]}" -emit-module -emit-object -wmo -module-name SnaplineRuntime -I "$out" \
    -emit-module-path "$out/SnaplineRuntime.swiftmodule" -o "$out/SnaplineRuntime.o" \
    $(find Sources/SnaplineRuntime -name '*.swift' | sort)
swiftc "${flags[@]}" -emit-module -emit-object -wmo -module-name SnaplineCore \
    -I "$out" -I Sources/CYAML $(pkg-config --cflags yaml-0.1) \
    -emit-module-path "$out/SnaplineCore.swiftmodule" -o "$out/SnaplineCore.o" \
    $(find Sources/SnaplineCore -name '*.swift' | sort)

swiftc "${flags[@]}" -I "$out" -I Sources/CYAML Fuzz/SceneTarget.swift "$out/SnaplineCore.o" "$out/SnaplineRuntime.o" "$out/SnaplineLayout.o" \
    $(pkg-config --libs yaml-0.1) -o "$out/fuzz-scene"
swiftc "${flags[@]}" -I "$out" -I Sources/CYAML Fuzz/ReportTarget.swift "$out/SnaplineCore.o" "$out/SnaplineRuntime.o" "$out/SnaplineLayout.o" \
    $(pkg-config --libs yaml-0.1) -o "$out/fuzz-report"
swiftc "${flags[@]}" -I "$out" -I Sources/CYAML Fuzz/FramesTarget.swift "$out/SnaplineCore.o" "$out/SnaplineRuntime.o" "$out/SnaplineLayout.o" \
    $(pkg-config --libs yaml-0.1) -o "$out/fuzz-frames"
swiftc "${flags[@]}" -I "$out" Fuzz/ContentTarget.swift "$out/SnaplineLayout.o" -o "$out/fuzz-content"
swiftc "${flags[@]}" -I "$out" -I Sources/CYAML Fuzz/LiveTarget.swift "$out/SnaplineCore.o" "$out/SnaplineRuntime.o" "$out/SnaplineLayout.o" \
    $(pkg-config --libs yaml-0.1) -o "$out/fuzz-live"
swiftc "${flags[@]}" -I "$out" Fuzz/RuntimeTarget.swift "$out/SnaplineRuntime.o" "$out/SnaplineLayout.o" -o "$out/fuzz-runtime"
echo "built $out/fuzz-scene, $out/fuzz-report, $out/fuzz-frames, $out/fuzz-content, $out/fuzz-live and $out/fuzz-runtime"
