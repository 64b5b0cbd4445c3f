#!/usr/bin/env bash
# Snapline device benchmark: `snapline compile` of the synthetic scene with plain viewport
# sizes, against the same scene whose viewports name a device of the same size (`iPhone 14`,
# 390 x 844, in portrait and landscape): the safe area's cost (the root in the safe rect, the
# containers on its edge laid out again in their grown frames).
#
#   bash Benchmarks/devices.sh [--size 10MB] [--rounds N] [--snapline PATH] [--skip-build]
#
#   --size SIZE      scene size for Benchmarks/generate_scene.py (default 10MB)
#   --rounds N       measured rounds per scene, alternating (default 5); medians are reported
#   --snapline PATH  the binary to measure (default .build/release/snapline)
#   --skip-build     do not run `swift build -c release --product snapline`
#
# Needs: swift (unless --skip-build), cc, python3. Writes to Benchmarks/out/ (gitignored).
# Exit: 0 done, 1 a command failed, 2 usage or setup error.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

BENCH=devices.sh
ROUNDS=5
HELP=2,15
source Benchmarks/bench_common.sh
bench_setup devices "$@"

DEVICES="$OUT/devices-$SIZE.scene.yaml"
sed -e 's/{name: phone, width: 390, height: 844}/{name: phone, device: iPhone 14}/' \
    -e 's/{name: phone-landscape, width: 844, height: 390}/{name: phone-landscape, device: iPhone 14, orientation: landscape}/' \
    "$SCENE" >"$DEVICES"
grep -q 'device: iPhone 14, orientation: landscape' "$DEVICES" || die "the scene's viewports were not rewritten"
printf 'scenes: %s and %s (%s bytes)\n' "$SCENE" "$DEVICES" "$(wc -c <"$SCENE" | tr -d ' ')"

# One round of each in turn, so a slow spell of the machine hits both alike.
plain=() device=() plain_rss=() device_rss=()
requested=$ROUNDS
ROUNDS=1
for _ in $(seq "$requested"); do
    bench_rounds "$SNAPLINE" compile "$SCENE" -o "$OUT/plain.json" || exit 1
    plain+=("${WALLS[0]}"); plain_rss+=("${RSSES[0]}")
    bench_rounds "$SNAPLINE" compile "$DEVICES" -o "$OUT/devices.json" || exit 1
    device+=("${WALLS[0]}"); device_rss+=("${RSSES[0]}")
done
python3 - "${plain[*]}" "${device[*]}" "${plain_rss[*]}" "${device_rss[*]}" <<'PY'
import statistics, sys
plain, device = ([float(x) for x in a.split()] for a in sys.argv[1:3])
plain_rss, device_rss = ([int(x) for x in a.split()] for a in sys.argv[3:5])
p, d = statistics.median(plain), statistics.median(device)
print(f"compile, plain sizes:    median {p:.3f} s (rounds {', '.join(f'{x:.3f}' for x in plain)}), peak {max(plain_rss) / 1024:.1f} MB")
print(f"compile, device on each: median {d:.3f} s (rounds {', '.join(f'{x:.3f}' for x in device)}), peak {max(device_rss) / 1024:.1f} MB")
print(f"devices / plain: {d / p:.3f} (target: at most 1.05)")
PY
