#!/usr/bin/env bash
# Peak memory and time of writing a large table to a file (-o) and to standard output, which
# must stream the same way: a 360-byte scene of 100 000 items in 4 viewports (a 207 MB table).
#
#   bash Benchmarks/output_memory.sh [--snapline PATH] [--skip-build]
#
# Prints one line per destination: seconds, peak RSS in MB, bytes written. Needs GNU time
# (/usr/bin/time). Writes to Benchmarks/out/ (gitignored).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
SNAPLINE=.build/release/snapline
BUILD=1
while [ $# -gt 0 ]; do
    case "$1" in
        --snapline) SNAPLINE="$2"; shift 2 ;;
        --skip-build) BUILD=0; shift ;;
        *) echo "usage: $0 [--snapline PATH] [--skip-build]" >&2; exit 2 ;;
    esac
done
[ "$BUILD" = 1 ] && swift build -c release --product snapline >/dev/null
mkdir -p Benchmarks/out
scene=Benchmarks/out/wide-table.scene.yaml
cat > "$scene" <<'YAML'
scene: WideTable
viewports:
  - {name: a, width: 390, height: 844}
  - {name: b, width: 844, height: 390}
  - {name: c, width: 800, height: 600}
  - {name: d, width: 600, height: 800}
root:
  scroll: list
  children:
    - repeat: 100
      vstack:
      children:
        - repeat: 1000
          index: j
          item: "row-{i}-{j}"
          height: 10
YAML
measure() {  # label, then a shell command; prints seconds and peak RSS
    local figures
    figures=$( { /usr/bin/time -f "%e %M" sh -c "$2" 2>&1 >/dev/null; } | tail -1)
    set -- "$1" $figures
    printf '%-22s %7s s %8.1f MB\n' "$1" "$2" "$(echo "$3 / 1024" | bc -l)"
}
measure "-o FILE" "'$SNAPLINE' compile '$scene' -o Benchmarks/out/wide-table.json"
measure "stdout to a file" "'$SNAPLINE' compile '$scene' > Benchmarks/out/wide-table-stdout.json"
measure "stdout to a pipe" "'$SNAPLINE' compile '$scene' | cat > /dev/null"
cmp Benchmarks/out/wide-table.json Benchmarks/out/wide-table-stdout.json
echo "table: $(wc -c < Benchmarks/out/wide-table.json) bytes, the same on both paths"
rm -f Benchmarks/out/wide-table.json Benchmarks/out/wide-table-stdout.json
