#!/usr/bin/env bash
# The runtime's layout at any size: its time and what the engine adds to an app.
#
#   bash Benchmarks/runtime-layout/run.sh [--rounds N] [--skip-build]
#
# Compiles the 1 000-anchor scene of Benchmarks/generated-swift/generate_anchors.py to Swift,
# builds SnaplineLayout and SnaplineRuntime as -O static libraries (as an app's release build
# links them, unused code removed by the linker: -function-sections and --gc-sections), then:
# - layout.swift (-O): the first `layout(for:)` of a size the scene does not list (decoding the
#   compact scene included), a second size, a cached call, and a lookup in a run-time layout
#   against one in a compiled viewport; medians of N runs (default 9), in CPU time.
# - the size of layout.swift's executable against without.swift's (the same lookups, no
#   `layout(for:)`), both stripped; and against without.swift built with the generated file less
#   its scene (`layouts` and the compact text removed), as a table-only app was built before:
#   the first difference is what calling `layout(for:)` adds, the second the whole engine.
# Targets (reported, not enforced): first layout at most 5 ms; engine at most 300 KB.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
ROUNDS=9
BUILD=1
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) ROUNDS="$2"; shift 2 ;;
        --skip-build) BUILD=0; shift ;;
        *) sed -n '2,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 2 ;;
    esac
done
OUT="Benchmarks/out/runtime-layout"
RT="$OUT/runtime"
mkdir -p "$RT"
[ "$BUILD" = 1 ] && swift build -c release --product snapline >/dev/null
python3 Benchmarks/generated-swift/generate_anchors.py 1000 "$OUT/bench1000.scene.yaml"
.build/release/snapline compile --emit swift "$OUT/bench1000.scene.yaml" -o "$OUT/bench1000.swift"
flags=(-O -wmo -parse-as-library -package-name Snapline -Xfrontend -function-sections)
swiftc "${flags[@]}" -module-name SnaplineLayout -emit-module -emit-module-path "$RT/SnaplineLayout.swiftmodule" \
    -emit-library -static -o "$RT/libSnaplineLayout.a" $(find Sources/SnaplineLayout -name '*.swift' | sort)
swiftc "${flags[@]}" -module-name SnaplineRuntime -I "$RT" -emit-module -emit-module-path "$RT/SnaplineRuntime.swiftmodule" \
    -emit-library -static -o "$RT/libSnaplineRuntime.a" $(find Sources/SnaplineRuntime -name '*.swift' | sort)
# The generated file without its scene: the `layouts` member and the compact text's literal.
python3 - "$OUT/bench1000.swift" "$OUT/tableonly.swift" <<'PY'
import sys
text = open(sys.argv[1]).read()
start = text.index("\n    /// The scene, laid out by `layout(for:)`")
end = text.index("SceneLayouts(packed: snaplinePackedScene)\n") + len("SceneLayouts(packed: snaplinePackedScene)\n")
text = text[:start] + "\n" + text[end:]
text = text[:text.index("\n/// The scene `")] + "\n"
open(sys.argv[2], "w").write(text)
PY
for program in layout:bench1000 without:bench1000 without:tableonly; do
    source=${program%%:*}
    table=${program##*:}
    cp "Benchmarks/runtime-layout/$source.swift" "$OUT/main.swift"  # top-level code: main.swift
    swiftc -O -Xfrontend -function-sections -I "$RT" -L "$RT" -lSnaplineRuntime -lSnaplineLayout -Xlinker --gc-sections \
        "$OUT/$table.swift" "$OUT/main.swift" -o "$OUT/$source-$table"
    strip -o "$OUT/$source-$table.stripped" "$OUT/$source-$table"
done
rm -f "$OUT/layout.txt"
for _ in $(seq "$ROUNDS"); do "$OUT/layout-bench1000" >>"$OUT/layout.txt"; done
python3 - "$OUT" <<'PY'
import os, statistics, subprocess, sys
out = sys.argv[1]
values = {}
for line in open(f"{out}/layout.txt"):
    key, value = line.split()
    values.setdefault(key, []).append(float(value))
med = {k: statistics.median(v) for k, v in values.items()}
commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
swift = subprocess.run(["swiftc", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
load = open("/proc/loadavg").read().split()[:3] if os.path.exists("/proc/loadavg") else ["?"]
size = lambda name: os.path.getsize(f"{out}/{name}.stripped")
with_size, without_size, table_only = size("layout-bench1000"), size("without-bench1000"), size("without-tableonly")
print(f"commit {commit}, {swift}, {os.cpu_count()} cores, load average {' '.join(load)} at the end; medians of {len(values['first_layout_ms'])} runs, CPU time")
print(f"first layout(for:) of 1 000 anchors (compact scene decoded too): {med['first_layout_ms']:.2f} ms (max {max(values['first_layout_ms']):.2f}; target 5 ms)")
print(f"a second size: {med['second_layout_ms']:.2f} ms; a cached layout(for:): {med['cached_layout_ms'] * 1000:.1f} µs")
print(f"lookup in a run-time layout {med['runtime_lookup_ns']:.0f} ns, in a compiled viewport {med['compiled_lookup_ns']:.0f} ns")
print(f"executables, stripped: {with_size:,} bytes calling layout(for:), {without_size:,} not calling it: {(with_size - without_size) / 1024:.0f} KB (target 300 KB)".replace(",", " "))
print(f"the same lookups with a table-only generated file: {table_only:,} bytes: the whole engine and the scene's text add {(with_size - table_only) / 1024:.0f} KB".replace(",", " "))
PY
