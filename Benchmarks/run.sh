#!/usr/bin/env bash
# Snapline benchmark: `snapline check` and `snapline compile` on 1 MB and 10 MB
# synthetic scenes, against the floor of libyaml's event parser.
#
#   bash Benchmarks/run.sh [--rounds N] [--sizes 1MB,10MB] [--snapline PATH]
#                          [--skip-build] [--strict]
#
#   --rounds N       measured rounds per scene (default 5), after one warm-up
#   --sizes LIST     scene sizes, comma-separated (default 1MB,10MB); the
#                    targets are judged on the 10MB scene
#   --snapline PATH  the binary to measure (default .build/release/snapline)
#   --skip-build     do not run `swift build -c release --product snapline`
#   --strict         exit 3 when a target is missed (default: report only)
#
# Needs: swift (unless --skip-build), cc, pkg-config and libyaml (yaml-0.1),
# python3; PyYAML for the scene check (skipped with a warning without it).
# Everything it writes goes to Benchmarks/out/ (gitignored).
# Exit: 0 done, 1 a command failed, 2 usage or setup error, 3 a target missed
# under --strict.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

ROUNDS=5
SIZES="1MB,10MB"
SNAPLINE=".build/release/snapline"
BUILD=1
STRICT=()

usage() { sed -n '2,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }
die() { echo "run.sh: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) [ $# -ge 2 ] || die "--rounds needs a number"; ROUNDS="$2"; shift 2 ;;
        --rounds=*) ROUNDS="${1#*=}"; shift ;;
        --sizes) [ $# -ge 2 ] || die "--sizes needs a list"; SIZES="$2"; shift 2 ;;
        --sizes=*) SIZES="${1#*=}"; shift ;;
        --snapline) [ $# -ge 2 ] || die "--snapline needs a path"; SNAPLINE="$2"; shift 2 ;;
        --snapline=*) SNAPLINE="${1#*=}"; shift ;;
        --skip-build) BUILD=0; shift ;;
        --strict) STRICT=(--strict); shift ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown option: $1" ;;
    esac
done
case "$ROUNDS" in ''|*[!0-9]*|0) die "--rounds must be a positive integer, not '$ROUNDS'" ;; esac

OUT="Benchmarks/out"
BIN="$OUT/bin"
mkdir -p "$BIN"

if [ "$BUILD" = 1 ]; then
    echo "== swift build -c release --product snapline"
    swift build -c release --product snapline
fi
[ -x "$SNAPLINE" ] || die "no snapline binary at $SNAPLINE (build it, or pass --snapline PATH)"

echo "== building the floor and the launcher"
command -v pkg-config >/dev/null || die "pkg-config is needed to find libyaml (yaml-0.1)"
YAML_FLAGS="$(pkg-config --cflags --libs yaml-0.1)" || die "libyaml not found by pkg-config (apt-get install libyaml-dev)"
# Libraries after the source: linkers using --as-needed (Ubuntu's default) drop them otherwise.
# shellcheck disable=SC2086
cc -O2 -o "$BIN/yaml_floor" Benchmarks/yaml_floor.c $YAML_FLAGS
cc -O2 -o "$BIN/measure" Benchmarks/measure.c

echo "== generating scenes"
SCENES=()
IFS=',' read -r -a SIZE_LIST <<< "$SIZES"
for size in "${SIZE_LIST[@]}"; do
    file="$OUT/scene-$size.scene.yaml"
    python3 Benchmarks/generate_scene.py --size "$size" --json "$file" > "$file.counts.json"
    echo "$file: $(cat "$file.counts.json")"
    SCENES+=(--scene "$size=$file")
done

# The smallest scene is checked with PyYAML: it loads, has the expected shape,
# ids and counts, and libyaml reports the expected number of events.
first="$OUT/scene-${SIZE_LIST[0]}.scene.yaml"
if python3 -c 'import yaml' 2>/dev/null; then
    python3 Benchmarks/generate_scene.py --verify "$first"
else
    echo "warning: PyYAML is not installed; skipping the check of $first" >&2
fi

echo "== measuring"
exec python3 Benchmarks/bench.py "${SCENES[@]}" --snapline "$SNAPLINE" \
    --floor "$BIN/yaml_floor" --measure "$BIN/measure" --out "$OUT" \
    --rounds "$ROUNDS" --json "$OUT/results.json" ${STRICT[@]+"${STRICT[@]}"}
