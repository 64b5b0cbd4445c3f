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
#   `layout(for:)`), both stripped: what the engine adds to an app.
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
for program in layout without; do
    cp "Benchmarks/runtime-layout/$program.swift" "$OUT/main.swift"  # top-level code: main.swift
    swiftc -O -Xfrontend -function-sections -I "$RT" -L "$RT" -lSnaplineRuntime -lSnaplineLayout -Xlinker --gc-sections \
        "$OUT/bench1000.swift" "$OUT/main.swift" -o "$OUT/$program"
    strip -o "$OUT/$program.stripped" "$OUT/$program"
done
rm -f "$OUT/layout.txt"
for _ in $(seq "$ROUNDS"); do "$OUT/layout" >>"$OUT/layout.txt"; done
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
with_size, without_size = os.path.getsize(f"{out}/layout.stripped"), os.path.getsize(f"{out}/without.stripped")
print(f"commit {commit}, {swift}, {os.cpu_count()} cores, load average {' '.join(load)} at the end; medians of {len(values['first_layout_ms'])} runs, CPU time")
print(f"first layout(for:) of 1 000 anchors (compact scene decoded too): {med['first_layout_ms']:.2f} ms (max {max(values['first_layout_ms']):.2f}; target 5 ms)")
print(f"a second size: {med['second_layout_ms']:.2f} ms; a cached layout(for:): {med['cached_layout_ms'] * 1000:.1f} µs")
print(f"lookup in a run-time layout {med['runtime_lookup_ns']:.0f} ns, in a compiled viewport {med['compiled_lookup_ns']:.0f} ns")
print(f"executables, stripped: {with_size:,} bytes with layout(for:), {without_size:,} without: the engine adds {(with_size - without_size) / 1024:.0f} KB (target 300 KB)".replace(",", " "))
PY
