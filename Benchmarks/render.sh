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

SIZE="10MB"
ROUNDS=3
SNAPLINE=".build/release/snapline"
BUILD=1

die() { echo "render.sh: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
    case "$1" in
        --size) [ $# -ge 2 ] || die "--size needs a size"; SIZE="$2"; shift 2 ;;
        --rounds) [ $# -ge 2 ] || die "--rounds needs a number"; ROUNDS="$2"; shift 2 ;;
        --snapline) [ $# -ge 2 ] || die "--snapline needs a path"; SNAPLINE="$2"; shift 2 ;;
        --skip-build) BUILD=0; shift ;;
        -h|--help) sed -n '2,14p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown argument $1" ;;
    esac
done
case "$ROUNDS" in ''|*[!0-9]*|0) die "--rounds needs a positive number" ;; esac

OUT="Benchmarks/out/render"
mkdir -p "$OUT"
if [ "$BUILD" = 1 ]; then swift build -c release --product snapline >/dev/null; fi
[ -x "$SNAPLINE" ] || die "no executable at $SNAPLINE"
cc -O2 -o "$OUT/measure" Benchmarks/measure.c

SCENE="$OUT/scene-$SIZE.scene.yaml"
[ -f "$SCENE" ] || python3 Benchmarks/generate_scene.py --size "$SIZE" "$SCENE" >/dev/null
printf 'scene: %s (%s bytes)\n' "$SCENE" "$(wc -c <"$SCENE" | tr -d ' ')"

# best wall time and its peak RSS over the rounds: prints "wall_s maxrss_mb"
best() {
    local best_wall="" best_rss="" line
    for _ in $(seq "$ROUNDS"); do
        "$OUT/measure" "$OUT/result" "$@" >/dev/null || return 1
        read -r wall _ _ rss status <"$OUT/result"
        [ "$status" = 0 ] || { echo "render.sh: $* exited $status" >&2; return 1; }
        if [ -z "$best_wall" ] || python3 -c "import sys; sys.exit(0 if $wall < $best_wall else 1)"; then
            best_wall=$wall; best_rss=$rss
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
