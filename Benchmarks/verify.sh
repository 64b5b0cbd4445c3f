#!/usr/bin/env bash
# Snapline verify benchmark: `snapline verify` of a synthetic scene against frames files that
# measure every id of every viewport (made from its own compiled table, so nothing drifts),
# next to one `snapline check` of the same scene, with wall time, CPU time (user + system) and
# peak memory and their ratios to the check.
#
#   bash Benchmarks/verify.sh [--size 10MB] [--rounds N] [--snapline PATH] [--skip-build]
#
#   --size SIZE      scene size for Benchmarks/generate_scene.py (default 10MB)
#   --rounds N       measured rounds per command (default 5); the medians are reported
#   --snapline PATH  the binary to measure (default .build/release/snapline)
#   --skip-build     do not run `swift build -c release --product snapline`
#
# Target: verify within 1.5x the check's wall time (medians; the rounds of the two commands
# alternate, so a change in load affects both alike).
# Needs: swift (unless --skip-build), cc, python3. Writes to Benchmarks/out/verify/ (gitignored).
# Exit: 0 done, 1 a command failed or the target was missed, 2 usage or setup error.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

BENCH=verify.sh
ROUNDS=5
HELP=2,17
source Benchmarks/bench_common.sh
bench_setup verify "$@"
"$SNAPLINE" compile "$SCENE" -o "$OUT/table.json"
rm -rf "$OUT/frames"
python3 Benchmarks/frames_from_table.py "$OUT/table.json" "$OUT/frames"
ids=$(cat "$OUT"/frames/*.json | grep -c '"id"')
printf 'scene: %s (%s bytes); frames: %s ids in %s bytes of frames files\n' "$SCENE" "$(wc -c <"$SCENE" | tr -d ' ')" "$ids" "$(cat "$OUT"/frames/*.json | wc -c | tr -d ' ')"

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
CHECK_WALLS=() CHECK_CPUS=() VERIFY_WALLS=() VERIFY_CPUS=() CHECK_RSS=0 VERIFY_RSS=0
total=$ROUNDS
ROUNDS=1
for _ in $(seq "$total"); do
    bench_rounds "$SNAPLINE" check "$SCENE" || exit 1
    CHECK_WALLS+=("${WALLS[0]}") CHECK_CPUS+=("${CPUS[0]}")
    [ "${RSSES[0]}" -gt "$CHECK_RSS" ] && CHECK_RSS=${RSSES[0]}
    bench_rounds "$SNAPLINE" verify "$SCENE" --frames "$OUT/frames" || exit 1
    VERIFY_WALLS+=("${WALLS[0]}") VERIFY_CPUS+=("${CPUS[0]}")
    [ "${RSSES[0]}" -gt "$VERIFY_RSS" ] && VERIFY_RSS=${RSSES[0]}
done
cw=$(printf '%s\n' "${CHECK_WALLS[@]}" | median) cc=$(printf '%s\n' "${CHECK_CPUS[@]}" | median)
vw=$(printf '%s\n' "${VERIFY_WALLS[@]}" | median) vc=$(printf '%s\n' "${VERIFY_CPUS[@]}" | median)
printf '\n| command | wall s | CPU s | x check (wall) | x check (CPU) | peak MB | target |\n|---|---|---|---|---|---|---|\n'
printf '| check | %s | %s | 1.00 | 1.00 | %.1f | – |\n' "$cw" "$cc" "$(awk -v r="$CHECK_RSS" 'BEGIN {print r / 1024}')"
verdict=$(awk -v w="$vw" -v cw="$cw" 'BEGIN { print (w <= 1.5 * cw) ? "PASS" : "MISS" }')
printf '| verify | %s | %s | %.2f | %.2f | %.1f | time %s (1.5x) |\n' "$vw" "$vc" "$(awk -v a="$vw" -v b="$cw" 'BEGIN {print a / b}')" \
    "$(awk -v a="$vc" -v b="$cc" 'BEGIN {print a / b}')" "$(awk -v r="$VERIFY_RSS" 'BEGIN {print r / 1024}')" "$verdict"
[ "$verdict" = PASS ]
