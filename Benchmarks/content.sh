#!/usr/bin/env bash
# The cost of laying a scene out with content: `compile --content` of the 10 MB benchmark
# scene's shape as one data repeat, against `compile` of the same scene written out (the goal:
# at most 1.2 times its instructions), and the two tables compared byte for byte.
#
#   bash Benchmarks/content.sh [--size 10MB] [--snapline PATH] [--skip-build]
#
# The written-out scene is Benchmarks/generate_scene.py's (sections of a header and a carousel
# of 20 cards); the data scene has the same nodes as `repeat: {data: sections, preview: 0}` with
# the cards a fixed `repeat: 20` inside, and its content file gives the number of sections.
# Instructions are counted with `perf stat` where the machine has it, else with callgrind
# (slow: minutes for 10 MB); CPU time is printed beside them. Writes to Benchmarks/out/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
SIZE=10MB
SNAPLINE=".build/release/snapline"
BUILD=1
while [ $# -gt 0 ]; do
    case "$1" in
        --size) SIZE="$2"; shift 2 ;;
        --snapline) SNAPLINE="$2"; shift 2 ;;
        --skip-build) BUILD=0; shift ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "content.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
[ "$BUILD" = 1 ] && swift build -c release --product snapline
OUT="Benchmarks/out/content"
mkdir -p "$OUT"
python3 Benchmarks/generate_scene.py --size "$SIZE" "$OUT/written.scene.yaml"
sections=$(grep -c '^    - vstack: section-' "$OUT/written.scene.yaml")
cat > "$OUT/data.scene.yaml" <<YAML
scene: BenchmarkFeed
viewports:
  - {name: phone, width: 390, height: 844}
  - {name: phone-landscape, width: 844, height: 390}
root:
  scroll: feed
  axis: vertical
  padding: 16
  spacing: 12
  children:
    - repeat: {data: sections, preview: 0}
      vstack: "section-{i}"
      children:
        - {item: "header-{i}", height: 44}
        - scroll: "carousel-{i}"
          axis: horizontal
          height: 180
          behavior: viewAligned
          spacing: 8
          children:
            - repeat: 20
              index: k
              item: "card-{i}-{k}"
              width: 140
              height: 180
YAML
printf '{"format": "snapline-content", "version": 1, "scene": "BenchmarkFeed", "content": {"sections": %s}}\n' "$sections" > "$OUT/content.json"

count() {  # instructions of one run of "$@" (perf, else callgrind)
    if perf stat -x, -e instructions true 2>&1 | grep -Eq '^[0-9]+,'; then
        perf stat -x, -e instructions "$@" 2>&1 >/dev/null | awk -F, '/instructions/ {print $1}'
    else
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/Collected/ {print $4}'
    fi
}
cpu() {  # user + system seconds of one run
    /usr/bin/time -f '%U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'
}
written=("$SNAPLINE" compile "$OUT/written.scene.yaml" -o "$OUT/written.json")
data=("$SNAPLINE" compile "$OUT/data.scene.yaml" --content "$OUT/content.json" -o "$OUT/data.json")
"${written[@]}"; "${data[@]}"
if cmp -s "$OUT/written.json" "$OUT/data.json"; then same=yes; else same=NO; fi
iw=$(count "${written[@]}"); id=$(count "${data[@]}")
tw=$(cpu "${written[@]}"); td=$(cpu "${data[@]}")
echo "sections: $sections ($(wc -c < "$OUT/written.scene.yaml") bytes written out; table $(wc -c < "$OUT/written.json") bytes)"
echo "compile (written out):   $iw instructions, ${tw} s CPU"
echo "compile --content:       $id instructions, ${td} s CPU"
python3 -c "import sys; w, d = int(sys.argv[1]), int(sys.argv[2]); print('ratio: %.3f (goal <= 1.2)' % (d / w))" "$iw" "$id"
echo "tables byte-identical: $same"
[ "$same" = yes ]
