#!/usr/bin/env bash
# Snapline render benchmark: `snapline render` (one SVG per viewport, and the HTML
# report) and `snapline explain` on a synthetic scene, with wall time, peak memory
# and output sizes.
#
#   bash Benchmarks/render.sh [--size 10MB] [--rounds N] [--snapline PATH] [--skip-build]
#
#   --size SIZE      scene size for Benchmarks/generate_scene.py (default 10MB)
#   --rounds N       measured rounds per command (default 3); the best is reported
#   --snapline PATH  the binary to measure (default .build/release/snapline)
#   --skip-build     do not run `swift build -c release --product snapline`
#
# Needs: swift (unless --skip-build), cc, python3. Writes to Benchmarks/out/ (gitignored).
# Exit: 0 done, 1 a command failed, 2 usage or setup error.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

BENCH=render.sh
ROUNDS=3
HELP=2,14
source Benchmarks/bench_common.sh
bench_setup render "$@"
printf 'scene: %s (%s bytes)\n' "$SCENE" "$(wc -c <"$SCENE" | tr -d ' ')"

# best wall time and its peak RSS over the rounds: prints "wall_s maxrss_mb"
best() {
    bench_rounds "$@" || return 1
    local best_wall="" best_rss="" k
    for k in "${!WALLS[@]}"; do
        if [ -z "$best_wall" ] || python3 -c "import sys; sys.exit(0 if ${WALLS[$k]} < $best_wall else 1)"; then
            best_wall=${WALLS[$k]}; best_rss=${RSSES[$k]}
        fi
    done
    python3 -c "print(f'{$best_wall:.2f} s, peak {$best_rss / 1024:.0f} MB')"
}

rm -f "$OUT"/*.svg "$OUT"/*.html
echo "render SVGs (one per viewport): $(best "$SNAPLINE" render "$SCENE" --output-dir "$OUT")"
for f in "$OUT"/*.svg; do printf '  %s: %.1f MB\n' "$(basename "$f")" "$(python3 -c "print($(wc -c <"$f") / 1e6)")"; done
echo "render --html: $(best "$SNAPLINE" render "$SCENE" --html -o "$OUT/report.html")"
printf '  report.html: %.1f MB\n' "$(python3 -c "print($(wc -c <"$OUT/report.html") / 1e6)")"
echo "explain card-3000-7 (both viewports): $(best "$SNAPLINE" explain "$SCENE" card-3000-7)"
