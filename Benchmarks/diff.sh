#!/usr/bin/env bash
# Snapline diff benchmark: `snapline diff` of a synthetic scene against one-line
# edits of itself, next to one `snapline compile` of the scene, with wall time,
# CPU time (user + system: what a loaded, shared machine skews least), peak
# memory and their ratios to the compile.
#
#   bash Benchmarks/diff.sh [--size 10MB] [--rounds N] [--snapline PATH] [--skip-build]
#
#   --size SIZE      scene size for Benchmarks/generate_scene.py (default 10MB)
#   --rounds N       measured rounds per command (default 5); the medians are reported
#   --snapline PATH  the binary to measure (default .build/release/snapline)
#   --skip-build     do not run `swift build -c release --product snapline`
#
# The edits (each one line):
#   header   the first section's header 44 -> 52 tall: every anchor below it moves
#            (the most changes a one-line edit can make in this scene)
#   card     one card in the middle section 140 -> 150 wide: one carousel changes
#   same     no edit at all (the scene against a copy of itself)
# Targets: the diff within 3x the compile's CPU time and 2x its peak memory.
# Needs: swift (unless --skip-build), cc, python3. Writes to Benchmarks/out/diff/ (gitignored).
# Exit: 0 done, 1 a command failed or a target was missed, 2 usage or setup error.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

BENCH=diff.sh
ROUNDS=5
HELP=2,21
source Benchmarks/bench_common.sh
bench_setup diff "$@"
SECTIONS=$(grep -c '^    - vstack: section-' "$SCENE")
MIDDLE=$((SECTIONS / 2))
sed '0,/{item: header-0, height: 44}/s//{item: header-0, height: 52}/' "$SCENE" >"$OUT/edit-header.scene.yaml"
sed "s/{item: card-$MIDDLE-0, width: 140,/{item: card-$MIDDLE-0, width: 150,/" "$SCENE" >"$OUT/edit-card.scene.yaml"
cp "$SCENE" "$OUT/edit-same.scene.yaml"
for edit in header card; do
    lines=$(cmp -l "$SCENE" "$OUT/edit-$edit.scene.yaml" 2>/dev/null | wc -l || true)
    [ "$lines" -gt 0 ] || die "the $edit edit changed nothing (has generate_scene.py changed?)"
done
printf 'scene: %s (%s bytes, %s sections)\n' "$SCENE" "$(wc -c <"$SCENE" | tr -d ' ')" "$SECTIONS"

# median wall and CPU times and the largest peak RSS over the rounds: sets WALL,
# CPU (s) and RSS (MB)
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
measure() {
    bench_rounds "$@" || return 1
    WALL=$(printf '%s\n' "${WALLS[@]}" | median)
    CPU=$(printf '%s\n' "${CPUS[@]}" | median)
    RSS=$(printf '%s\n' "${RSSES[@]}" | sort -n | tail -n 1 | awk '{printf "%.1f", $1 / 1024}')
}

measure "$SNAPLINE" compile "$SCENE" -o "$OUT/table.json"
COMPILE_CPU=$CPU
COMPILE_RSS=$RSS
printf '\n| command | changes | wall s | CPU s | x compile | peak MB | x compile | target |\n|---|---|---|---|---|---|---|---|\n'
printf '| compile | – | %s | %s | 1.00 | %s | 1.00 | – |\n' "$WALL" "$COMPILE_CPU" "$COMPILE_RSS"
missed=0
for edit in header card same; do
    for format in text json; do
        measure "$SNAPLINE" diff "$SCENE" "$OUT/edit-$edit.scene.yaml" --format "$format"
        if [ "$format" = json ]; then
            changes=$(grep -c '"kind"' "$OUT/stdout" || true)
        else
            changes=$(($(wc -l <"$OUT/stdout") - 1))
        fi
        verdict=$(awk -v c="$CPU" -v cc="$COMPILE_CPU" -v r="$RSS" -v cr="$COMPILE_RSS" 'BEGIN {
            t = c <= 3 * cc ? "time PASS" : "time MISS"; m = r <= 2 * cr ? "memory PASS" : "memory MISS"
            printf "%.2f|%.2f|%s, %s", c / cc, r / cr, t, m }')
        IFS='|' read -r time_ratio rss_ratio target <<<"$verdict"
        printf '| diff %s (%s) | %s | %s | %s | %s | %s | %s | %s |\n' "$edit" "$format" "$changes" "$WALL" "$CPU" "$time_ratio" "$RSS" "$rss_ratio" "$target"
        case "$target" in *MISS*) missed=1 ;; esac
    done
done
exit "$missed"
