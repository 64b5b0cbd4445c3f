#!/usr/bin/env bash
# Layout with content at run time, and the build cost of a generated file with data.
#
#   bash Benchmarks/content-layout/run.sh [--rounds N] [--rows N] [--skip-build]
#
# Builds SnaplineLayout and SnaplineRuntime as -O static libraries (as in
# Benchmarks/runtime-layout/run.sh), then:
# - content.swift (-O) against the generated rows scene (generate.py rows): the first
#   `layout(for:content:)` of N data-driven rows (default 10 000; the compact scene decoded too), a
#   second content, `Content(json:)` of the same rows, and a family lookup; medians of N runs
#   (default 9), in CPU time. Target: the first layout at most 10 ms.
# - `swiftc -O -c` of the generated file of generate.py's 10 000-anchor scene with data, of
#   Benchmarks/generated-swift/generate_anchors.py's same scene without data, and of a trivial
#   file (the floor), interleaved, wall clock medians. Target: within 10x the floor.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
ROUNDS=9
ROWS=10000
BUILD=1
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) ROUNDS="$2"; shift 2 ;;
        --rows) ROWS="$2"; shift 2 ;;
        --skip-build) BUILD=0; shift ;;
        *) sed -n '2,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 2 ;;
    esac
done
OUT="Benchmarks/out/content-layout"
RT="$OUT/runtime"
mkdir -p "$RT"
[ "$BUILD" = 1 ] && swift build -c release --product snapline >/dev/null
SNAPLINE=".build/release/snapline"
cc -O2 -o "$OUT/measure" Benchmarks/measure.c
flags=(-O -wmo -parse-as-library -package-name Snapline -Xfrontend -function-sections)
swiftc "${flags[@]}" -module-name SnaplineLayout -emit-module -emit-module-path "$RT/SnaplineLayout.swiftmodule" \
    -emit-library -static -o "$RT/libSnaplineLayout.a" $(find Sources/SnaplineLayout -name '*.swift' | sort)
swiftc "${flags[@]}" -module-name SnaplineRuntime -I "$RT" -emit-module -emit-module-path "$RT/SnaplineRuntime.swiftmodule" \
    -emit-library -static -o "$RT/libSnaplineRuntime.a" $(find Sources/SnaplineRuntime -name '*.swift' | sort)

python3 Benchmarks/content-layout/generate.py rows "$OUT/rows.scene.yaml"
"$SNAPLINE" compile --emit swift "$OUT/rows.scene.yaml" -o "$OUT/rows.swift"
cp Benchmarks/content-layout/content.swift "$OUT/main.swift"  # top-level code: main.swift
swiftc -O -Xfrontend -function-sections -I "$RT" -L "$RT" -lSnaplineRuntime -lSnaplineLayout -Xlinker --gc-sections \
    "$OUT/rows.swift" "$OUT/main.swift" -o "$OUT/content"
rm -f "$OUT/content.txt"
for _ in $(seq "$ROUNDS"); do "$OUT/content" "$ROWS" >>"$OUT/content.txt"; done

# The build cost: the same 10 000-anchor preview screen with and without data, and the floor.
python3 Benchmarks/content-layout/generate.py anchors 10000 "$OUT/data10000.scene.yaml"
python3 Benchmarks/generated-swift/generate_anchors.py 10000 "$OUT/fixed10000.scene.yaml"
"$SNAPLINE" compile --emit swift "$OUT/data10000.scene.yaml" -o "$OUT/data10000.swift"
"$SNAPLINE" compile --emit swift "$OUT/fixed10000.scene.yaml" -o "$OUT/fixed10000.swift"
printf 'import SnaplineRuntime\nlet floor = 1\n' >"$OUT/floor.swift"
rm -f "$OUT"/O-*.txt
build_rounds=$(( ROUNDS < 3 ? ROUNDS : 3 ))
for _ in $(seq "$build_rounds"); do
    for f in floor fixed10000 data10000; do
        "$OUT/measure" "$OUT/$f.line" swiftc -O -c -parse-as-library -module-name Bench -I "$RT" "$OUT/$f.swift" -o "$OUT/$f.o" >/dev/null
        read -r wall user sys rss status <"$OUT/$f.line"
        [ "$status" = 0 ] || { echo "run.sh: swiftc of $f failed" >&2; exit 1; }
        echo "$wall" >>"$OUT/O-$f.txt"
    done
done

python3 - "$OUT" <<'PY'
import os, statistics, subprocess, sys
out = sys.argv[1]
values = {}
for line in open(f"{out}/content.txt"):
    key, value = line.split()
    values.setdefault(key, []).append(float(value))
med = {k: statistics.median(v) for k, v in values.items()}
o = {f: statistics.median(float(x) for x in open(f"{out}/O-{f}.txt")) for f in ["floor", "fixed10000", "data10000"]}
commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
swift = subprocess.run(["swiftc", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
load = open("/proc/loadavg").read().split()[:3] if os.path.exists("/proc/loadavg") else ["?"]
print(f"commit {commit}, {swift}, {os.cpu_count()} cores, load average {' '.join(load)} at the end; medians of {len(values['first_layout_ms'])} runs, CPU time")
print(f"first layout(for:content:) of {int(med['rows'])} rows (compact scene decoded too): {med['first_layout_ms']:.2f} ms (max {max(values['first_layout_ms']):.2f}; target 10 ms)")
print(f"a second content and size: {med['second_layout_ms']:.2f} ms; Content(json:) of the same rows: {med['read_json_ms']:.2f} ms; a family lookup: {med['family_lookup_ns']:.0f} ns")
size = lambda f: os.path.getsize(f"{out}/{f}.swift")
print(f"-O -c, wall clock medians: floor {o['floor']:.2f} s; 10 000 anchors without data {o['fixed10000']:.2f} s ({o['fixed10000']/o['floor']:.1f}x, {size('fixed10000'):,} bytes);"
      f" with data {o['data10000']:.2f} s ({o['data10000']/o['floor']:.1f}x, {size('data10000'):,} bytes); target 10x".replace(",", " "))
PY
