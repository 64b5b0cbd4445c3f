#!/usr/bin/env bash
# Small scenes that ask for huge tables (a few kilobytes of YAML, gigabytes of table), before and
# after the table bound and the streamed Swift output: time, peak RSS and output size of
# `compile --emit swift` and `--emit json` for each scene and binary.
#
#   bash Benchmarks/table_bound.sh [--before PATH] [--after PATH] [--scale N]
#
#   --before PATH  the binary before the change (skipped when not given)
#   --after PATH   the binary after it (default .build/debug/snapline)
#   --scale N      divides the attack scenes' item counts (default 40), so that the binary
#                  before the change finishes in seconds; the full-size scenes are run too, with
#                  the after binary only (they are refused)
#
# Scenes (written to Benchmarks/out/, gitignored):
#   wide:   one scroll of ITEMS items (stacks of 100) with 11 anchor points, in 64 viewports
#           (full size: 110 000 items, 77 440 000 offsets)
#   nested: LEVELS nested scrolls of 30 items each, in 16 viewports; the items of level k have
#           chains of k containers (full size: 200 levels, 29 899 200 offsets)
# Needs GNU time (/usr/bin/time).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
BEFORE=""
AFTER=.build/debug/snapline
SCALE=40
while [ $# -gt 0 ]; do
    case "$1" in
        --before) BEFORE="$2"; shift 2 ;;
        --after) AFTER="$2"; shift 2 ;;
        --scale) SCALE="$2"; shift 2 ;;
        *) sed -n '2,20p' "$0" >&2; exit 2 ;;
    esac
done
OUT=Benchmarks/out
mkdir -p "$OUT"

wide() {  # items -> scene file
    local f="$OUT/wide-$1.scene.yaml"
    {
        echo "scene: Wide"
        echo "viewports:"
        for v in $(seq 0 63); do echo "  - {name: v$v, width: $((300 + v)), height: 800}"; done
        echo "anchors: [top, center, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing, {anchor: top, offset: 1, name: t1}, {anchor: top, offset: 2, name: t2}]"
        echo "root:"
        echo "  scroll: list"
        echo "  children:"
        echo "    - repeat: $(($1 / 100))"
        echo "      vstack:"
        echo "      children:"
        echo "        - repeat: 100"
        echo "          index: j"
        echo "          item: \"row-{i}-{j}\""
        echo "          height: 10"
    } > "$f"
    echo "$f"
}

nested() {  # levels -> scene file
    local f="$OUT/nested-$1.scene.yaml" indent="  " k
    {
        echo "scene: Nested"
        echo "viewports:"
        for v in $(seq 0 15); do echo "  - {name: v$v, width: $((300 + v)), height: 800}"; done
        printf 'root:\n  '
        for k in $(seq 1 "$1"); do
            printf 'scroll: s%d\n%sheight: 400\n%schildren:\n%s  - repeat: 30\n%s    item: "i%d-{i}"\n%s    height: 10\n' "$k" "$indent" "$indent" "$indent" "$indent" "$k" "$indent"
            [ "$k" -lt "$1" ] && printf '%s  - ' "$indent"
            indent="$indent    "
        done
    } > "$f"
    echo "$f"
}

run() {  # label, binary, format, scene
    local label="$1" bin="$2" format="$3" scene="$4" out="$OUT/bound-output.$3" figures status
    rm -f "$out"
    status=0
    figures=$( { /usr/bin/time -f "%e %M" "$bin" compile --emit "$format" "$scene" -o "$out" 2>&1 >/dev/null | tail -1; } 2>&1) || status=$?
    local bytes=0
    [ -f "$out" ] && bytes=$(wc -c < "$out")
    set -- $figures
    printf '| %s | %s | %s | %s | %.1f | %s | %s |\n' "$label" "$(basename "$scene" .scene.yaml) ($(wc -c < "$scene") B)" "$format" "$1" "$(echo "$2 / 1024" | bc -l)" "$bytes" "$( [ "$bytes" = 0 ] && echo refused || echo written)"
    rm -f "$out"
}

echo "| binary | scene | emit | seconds | peak MB | output bytes | result |"
echo "|---|---|---|---|---|---|---|"
small_wide=$(wide $((110000 / SCALE / 100 * 100)))
small_nested=$(nested $((200 / (SCALE / 8 > 1 ? SCALE / 8 : 1))))
for scene in "$small_wide" "$small_nested"; do
    for format in swift json; do
        [ -n "$BEFORE" ] && run before "$BEFORE" "$format" "$scene"
        run after "$AFTER" "$format" "$scene"
    done
done
for scene in "$(wide 110000)" "$(nested 200)"; do
    for format in swift json; do run after "$AFTER" "$format" "$scene"; done
done
