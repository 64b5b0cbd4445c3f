#!/usr/bin/env bash
# Content that changes at scale: a chat of N messages (Benchmarks/live-layout/live.swift).
#
#   bash Benchmarks/live-layout/run.sh [--sizes "1000000 2000000"] [--reps N] [--skip-build]
#
# Builds SnaplineLayout and SnaplineRuntime as -O static libraries (as in
# Benchmarks/content-layout/run.sh) and live.swift (-O) with the chat's generated file (the golden
# Tests/SnaplineCoreTests/SwiftFixtures/content-chat.snapline.swift, which the tests keep equal
# to the compiler's output; its scene text is made visible to live.swift). For each size: the
# first layout with content (ms, CPU time), its peak bytes per instance (peak RSS of a run that
# builds the content and lays it out, less that of one that only builds the content, over N;
# Benchmarks/measure.c), and the median CPU time of each operation (REPS runs of those that lay
# out again, default 3; at least 21 of the lookups). Targets: the first layout <= 100 ms and
# <= 32 bytes per instance; each operation <= 5 µs, and 2 000 000 at most 1.2x 1 000 000.
# `--sizes 10000` for a quick run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
SIZES="1000000 2000000"
REPS=3
BUILD=1
while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) SIZES="$2"; shift 2 ;;
        --reps) REPS="$2"; shift 2 ;;
        --skip-build) BUILD=0; shift ;;
        *) sed -n '2,16p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 2 ;;
    esac
done
OUT="Benchmarks/out/live-layout"
RT="$OUT/runtime"
mkdir -p "$RT"
if [ "$BUILD" = 1 ] || [ ! -x "$OUT/live" ]; then
    cc -O2 -o "$OUT/measure" Benchmarks/measure.c
    flags=(-O -wmo -parse-as-library -package-name Snapline -Xfrontend -function-sections)
    swiftc "${flags[@]}" -module-name SnaplineLayout -emit-module -emit-module-path "$RT/SnaplineLayout.swiftmodule" \
        -emit-library -static -o "$RT/libSnaplineLayout.a" $(find Sources/SnaplineLayout -name '*.swift' | sort)
    swiftc "${flags[@]}" -module-name SnaplineRuntime -I "$RT" -emit-module -emit-module-path "$RT/SnaplineRuntime.swiftmodule" \
        -emit-library -static -o "$RT/libSnaplineRuntime.a" $(find Sources/SnaplineRuntime -name '*.swift' | sort)
    sed 's/^private let snaplinePackedScene = /let snaplinePackedScene = /' \
        Tests/SnaplineCoreTests/SwiftFixtures/content-chat.snapline.swift >"$OUT/chat.swift"
    cp Benchmarks/live-layout/live.swift "$OUT/main.swift"  # top-level code: main.swift
    swiftc -O -package-name Snapline -Xfrontend -function-sections -I "$RT" -L "$RT" -lSnaplineRuntime -lSnaplineLayout \
        -Xlinker --gc-sections "$OUT/chat.swift" "$OUT/main.swift" -o "$OUT/live"
fi

rm -f "$OUT"/run-*.txt "$OUT"/rss-*.line
for n in $SIZES; do
    "$OUT/measure" "$OUT/rss-$n-content.line" "$OUT/live" "$n" content >/dev/null
    "$OUT/measure" "$OUT/rss-$n-first.line" "$OUT/live" "$n" first >/dev/null
    "$OUT/live" "$n" all "$REPS" >"$OUT/run-$n.txt"
done

python3 - "$OUT" $SIZES <<'PY'
import os, subprocess, sys
out, sizes = sys.argv[1], [int(s) for s in sys.argv[2:]]
def rss(n, mode):
    wall, user, sys_, kb, status = open(f"{out}/rss-{n}-{mode}.line").read().split()
    if status != "0": raise SystemExit(f"run.sh: live {n} {mode} failed ({status})")
    return int(kb) * 1024
runs = {}
for n in sizes:
    runs[n] = dict((k, float(v)) for k, v in (line.split() for line in open(f"{out}/run-{n}.txt")))
    runs[n]["bytes_per_instance"] = (rss(n, "first") - rss(n, "content")) / n
commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
swift = subprocess.run(["swiftc", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
load = open("/proc/loadavg").read().split()[:3] if os.path.exists("/proc/loadavg") else ["?"]
print(f"commit {commit}, {swift}, {os.cpu_count()} cores, load average {' '.join(load)} at the end; CPU time; medians of the runs")
rows = [("first layout with content", "first_layout_ms", "ms", 100, 1),
        ("peak bytes held per instance (first layout)", "bytes_per_instance", "B", 32, 1),
        ("one measured length", "measure_us", "µs", 5, 1),
        ("insert of 100 at the start", "insert_100_at_start_us", "µs", 5, 1),
        ("offset lookup (offset(of:anchor:))", "offset_lookup_us", "µs", 5, 1),
        ("bounds lookup", "bounds_lookup_us", "µs", 5, 1),
        ("anchor at an offset", "anchor_at_offset_us", "µs", 5, 1),
        ("content that stays put (update keeping)", "keeping_us", "µs", 5, 1),
        ("runtime table and index of a layout (ContentLayout, per update)", "runtime_table_ms", "ms", None, 1)]
print("| | " + " | ".join(f"N = {n:,}".replace(",", " ") for n in sizes) + " | target |" + (" last/first N |" if len(sizes) > 1 else ""))
print("|---|" + "---:|" * len(sizes) + "---|" + ("---:|" if len(sizes) > 1 else ""))
for label, key, unit, target, _ in rows:
    cells = []
    for n in sizes:
        v = runs[n][key]
        cells.append(f"{v:,.0f} {unit}".replace(",", " ") if v >= 100 else f"{v:.2f} {unit}")
    last = runs[sizes[-1]][key] / target if target else 0
    t = (f"<= {target} {unit} ({last:,.0f}x it at N = {sizes[-1]:,})" if last >= 10 else f"<= {target} {unit} ({last:.2f}x it at N = {sizes[-1]:,})").replace(",", " ") if target else ""
    ratio = f" {runs[sizes[-1]][key] / runs[sizes[0]][key]:.2f} (target <= 1.2) |" if len(sizes) > 1 and target and unit == "µs" else (" |" if len(sizes) > 1 else "")
    print(f"| {label} | " + " | ".join(cells) + f" | {t} |" + ratio)
PY
