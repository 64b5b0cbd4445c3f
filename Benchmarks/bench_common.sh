# Shared by Benchmarks/diff.sh and Benchmarks/render.sh (sourced from the repository root, not
# run): their options, setup and timing loop.
#
# Before sourcing, set BENCH (the script's name, for messages), ROUNDS (the default rounds) and
# HELP (the range of the script's header lines `--help` prints, as `2,21`); then call
#   bench_setup SUBDIR "$@"   parse --size, --rounds, --snapline, --skip-build, --help; build the
#                             release binary (unless --skip-build) and Benchmarks/measure.c; make
#                             the scene. Sets SIZE, ROUNDS, SNAPLINE, OUT (Benchmarks/out/SUBDIR)
#                             and SCENE.
#   bench_rounds COMMAND...   run COMMAND ROUNDS times under measure: WALLS and CPUS (user +
#                             system, s) and RSSES (KB), one entry a round; the last round's standard output in $OUT/stdout.
#                             Returns 1 (with a message) when a round fails.

die() { echo "$BENCH: $*" >&2; exit 2; }

bench_setup() {
    local subdir="$1"
    shift
    SIZE="10MB"
    SNAPLINE=".build/release/snapline"
    local build=1
    while [ $# -gt 0 ]; do
        case "$1" in
            --size) [ $# -ge 2 ] || die "--size needs a size"; SIZE="$2"; shift 2 ;;
            --rounds) [ $# -ge 2 ] || die "--rounds needs a number"; ROUNDS="$2"; shift 2 ;;
            --snapline) [ $# -ge 2 ] || die "--snapline needs a path"; SNAPLINE="$2"; shift 2 ;;
            --skip-build) build=0; shift ;;
            -h|--help) sed -n "${HELP}p" "Benchmarks/$BENCH" | sed 's/^# \{0,1\}//'; exit 0 ;;
            *) die "unknown argument $1" ;;
        esac
    done
    case "$ROUNDS" in ''|*[!0-9]*|0) die "--rounds needs a positive number" ;; esac

    OUT="Benchmarks/out/$subdir"
    mkdir -p "$OUT"
    if [ "$build" = 1 ]; then swift build -c release --product snapline >/dev/null; fi
    [ -x "$SNAPLINE" ] || die "no executable at $SNAPLINE"
    cc -O2 -o "$OUT/measure" Benchmarks/measure.c

    SCENE="$OUT/scene-$SIZE.scene.yaml"
    [ -f "$SCENE" ] || python3 Benchmarks/generate_scene.py --size "$SIZE" "$SCENE" >/dev/null
}

bench_rounds() {
    local wall user sys rss status
    WALLS=()
    CPUS=()
    RSSES=()
    for _ in $(seq "$ROUNDS"); do
        "$OUT/measure" "$OUT/result" "$@" >"$OUT/stdout" || return 1
        read -r wall user sys rss status <"$OUT/result"
        [ "$status" = 0 ] || { echo "$BENCH: $* exited $status" >&2; return 1; }
        WALLS+=("$wall")
        CPUS+=("$(awk -v u="$user" -v s="$sys" 'BEGIN {printf "%.3f", u + s}')")
        RSSES+=("$rss")
    done
}
