#!/usr/bin/env bash
# How `snapline check` scales on the shapes that stress the lint rules and memory per node
# (Benchmarks/scaling_shapes.py), at doubling sizes. See docs/performance-history.md, "Scale".
#
#   bash Benchmarks/scaling.sh [--sizes 125000,250000,500000,1000000] [--shapes LIST]
#                              [--rounds N] [--snapline PATH] [--skip-build]
#
# Prints per shape and size the median CPU time, wall time and peak RSS of `check` with every
# rule on, the ratio of CPU time to the previous size, and for the shapes that stress one rule
# the CPU time with that rule off and the ratio. Writes scenes to Benchmarks/out/scaling/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
SNAPLINE=.build/release/snapline
BUILD=1
ARGS=()
while [ $# -gt 0 ]; do
    case "$1" in
        --snapline) SNAPLINE="$2"; shift 2 ;;
        --skip-build) BUILD=0; shift ;;
        --sizes|--shapes|--rounds) ARGS+=("$1" "$2"); shift 2 ;;
        *) sed -n '2,10p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
    esac
done
[ "$BUILD" = 1 ] && swift build -c release --product snapline >/dev/null
mkdir -p Benchmarks/out/bin
cc -O2 -o Benchmarks/out/bin/measure Benchmarks/measure.c
exec python3 Benchmarks/scaling.py --snapline "$SNAPLINE" --measure Benchmarks/out/bin/measure ${ARGS[@]+"${ARGS[@]}"}
