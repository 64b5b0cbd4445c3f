#!/usr/bin/env bash
# Build cost of the generated Swift, and the runtime's first-lookup cost, for scenes of
# 100, 1 000, 10 000 and 50 000 anchors (Benchmarks/generated-swift/generate_anchors.py).
#
#   bash Benchmarks/generated-swift/run.sh [--rounds N] [--anchors LIST] [--skip-build]
#
#   --rounds N      measured rounds of each compiler command (default 3; the median is shown)
#   --anchors LIST  scene sizes, comma-separated multiples of 10 (default 100,1000,10000,50000)
#   --skip-build    reuse .build/release/snapline
#
# For each size: `snapline compile --emit swift` (release build), then `swiftc -typecheck` and
# `swiftc -O -c` of the generated file, and the same two commands on a trivial file importing
# SnaplineRuntime (the floor). Then a -O program (lookup.swift) loads the 10 000-anchor table and
# looks up every anchor: its first lookup (decoding) time and its peak RSS. Times are wall
# clock (Benchmarks/measure.c); everything is written to Benchmarks/out/generated-swift/.
# Exit: 0 done (targets are reported, not enforced), 1 a command failed, 2 usage error.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
ROUNDS=3
ANCHORS="100,1000,10000,50000"
BUILD=1
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) ROUNDS="$2"; shift 2 ;;
        --anchors) ANCHORS="$2"; shift 2 ;;
        --skip-build) BUILD=0; shift ;;
        *) sed -n '2,17p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 2 ;;
    esac
done

OUT="Benchmarks/out/generated-swift"
RT="$OUT/runtime"
mkdir -p "$OUT" "$RT"
[ "$BUILD" = 1 ] && swift build -c release --product snapline >/dev/null
SNAPLINE=".build/release/snapline"
cc -O2 -o "$OUT/measure" Benchmarks/measure.c

# SnaplineRuntime (and the layout engine it uses) as release modules and static libraries, as an
# app's release build links them.
swiftc -O -parse-as-library -package-name Snapline -module-name SnaplineLayout -emit-module -emit-module-path "$RT/SnaplineLayout.swiftmodule" \
    -emit-library -static -o "$RT/libSnaplineLayout.a" $(find Sources/SnaplineLayout -name '*.swift' | sort)
swiftc -O -parse-as-library -package-name Snapline -module-name SnaplineRuntime -I "$RT" -emit-module -emit-module-path "$RT/SnaplineRuntime.swiftmodule" \
    -emit-library -static -o "$RT/libSnaplineRuntime.a" $(find Sources/SnaplineRuntime -name '*.swift' | sort)

# run NAME COMMAND...: one measured run, appended to $OUT/NAME.txt as "wall user sys maxrss_kb status".
run() {
    local name="$1"; shift
    "$OUT/measure" "$OUT/$name.line" "$@" >/dev/null
    read -r wall user sys rss status <"$OUT/$name.line"
    [ "$status" = 0 ] || { echo "run.sh: $name failed (status $status): $*" >&2; exit 1; }
    echo "$wall $rss" >>"$OUT/$name.txt"
}

printf 'import SnaplineRuntime\nlet floor = 1\n' >"$OUT/floor.swift"
FILES=(floor)
rm -f "$OUT"/*.txt
for n in ${ANCHORS//,/ }; do
    python3 Benchmarks/generated-swift/generate_anchors.py "$n" "$OUT/bench$n.scene.yaml"
    run "emit$n" "$SNAPLINE" compile --emit swift "$OUT/bench$n.scene.yaml" -o "$OUT/bench$n.swift"
    FILES+=("bench$n")
done
# Rounds interleave the files, so a change in machine load affects them alike.
for _ in $(seq "$ROUNDS"); do
    for f in "${FILES[@]}"; do
        run "typecheck-$f" swiftc -typecheck -parse-as-library -I "$RT" "$OUT/$f.swift"
        run "O-$f" swiftc -O -c -parse-as-library -module-name Bench -I "$RT" "$OUT/$f.swift" -o "$OUT/$f.o"
    done
done

LOOKUP=""
if [ -f "$OUT/bench10000.swift" ]; then
    cp Benchmarks/generated-swift/lookup.swift "$OUT/main.swift"  # top-level code: the file must be main.swift
    swiftc -O -I "$RT" -L "$RT" -lSnaplineRuntime -lSnaplineLayout "$OUT/bench10000.swift" "$OUT/main.swift" -o "$OUT/lookup"
    for _ in $(seq $((ROUNDS * 3))); do
        "$OUT/measure" "$OUT/lookup.line" "$OUT/lookup" >"$OUT/lookup.out"
        read -r wall user sys rss status <"$OUT/lookup.line"
        [ "$status" = 0 ] || { echo "run.sh: lookup failed" >&2; exit 1; }
        echo "$(awk '/first_lookup_ms/ {print $2, $4}' "$OUT/lookup.out") $(awk '/all_lookups_ms/ {print $2}' "$OUT/lookup.out") $rss" >>"$OUT/lookup.txt"
    done
    LOOKUP="$OUT/lookup.txt"
fi

python3 - "$OUT" "$ANCHORS" "$LOOKUP" <<'PY'
import os, statistics, subprocess, sys
out, anchors, lookup = sys.argv[1], [int(n) for n in sys.argv[2].split(",")], sys.argv[3]
def rows(name):
    with open(f"{out}/{name}.txt") as f:
        return [tuple(float(x) for x in line.split()) for line in f]
def med(name, i=0):
    return statistics.median(r[i] for r in rows(name))
def peak(name):
    return max(r[1] for r in rows(name)) / 1024
ft, fo = med("typecheck-floor"), med("O-floor")
commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
swift = subprocess.run(["swiftc", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
load = open("/proc/loadavg").read().split()[:3] if os.path.exists("/proc/loadavg") else ["?"]
print(f"commit {commit}, {swift}, {os.cpu_count()} cores, load average {' '.join(load)} at the end")
print(f"floor (import SnaplineRuntime; one let): typecheck {ft:.2f} s, -O -c {fo:.2f} s\n")
print("| anchors | Swift bytes | emit s | typecheck s | x floor | -O -c s | x floor | -O peak MB | -O s per 1 000 anchors above floor |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for n in anchors:
    size = os.path.getsize(f"{out}/bench{n}.swift")
    t, o = med(f"typecheck-bench{n}"), med(f"O-bench{n}")
    print(f"| {n:,} | {size:,} | {med(f'emit{n}'):.2f} | {t:.2f} | {t/ft:.1f} | {o:.2f} | {o/fo:.1f} | {peak(f'O-bench{n}'):.0f} | {(o-fo)/n*1000:.3f} |".replace(",", " "))
if lookup:
    r = [tuple(float(x) for x in line.split()) for line in open(lookup)]
    print(f"\nlookup program (10 000 anchors, -O): first lookup (decode) median {statistics.median(x[0] for x in r):.1f} ms wall,"
          f" {statistics.median(x[1] for x in r):.1f} ms CPU (min {min(x[1] for x in r):.1f});"
          f" the other 60 000 lookups {statistics.median(x[2] for x in r):.1f} ms; peak RSS {max(x[3] for x in r)/1024:.1f} MB")
print("\ntargets: 10 000 anchors -O within 10x floor, 50 000 within 40x, first lookup of 10 000 under 20 ms")
PY
