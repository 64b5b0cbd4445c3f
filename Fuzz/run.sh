#!/usr/bin/env bash
# Runs the fuzz targets for SECONDS in total (default 60): 40 % on scene files, 20 % on report
# formats (hostile diagnostic text), 10 % on frames files (`verify`'s JSON reader), 10 % on content
# files (the content reader), 10 % on content that changes (updates and queries of a live
# layout), the rest on the runtime's packed-table decoder and target selector.
# Fails (exit status not 0) on any crash, an input that takes over 10 s, or more than 2 GB of
# memory; libFuzzer then writes the input to Fuzz/.build/crash-*, timeout-* or oom-*, which
# reproduces it: Fuzz/.build/fuzz-scene FILE.
# Builds the targets first when they are missing or older than the sources (Fuzz/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=Fuzz/.build
if [ ! -x "$out/fuzz-scene" ] || [ ! -x "$out/fuzz-report" ] || [ ! -x "$out/fuzz-frames" ] || [ ! -x "$out/fuzz-content" ] || [ ! -x "$out/fuzz-live" ] || [ -n "$(find Sources Fuzz -name '*.swift' -newer "$out/fuzz-scene" | head -1)" ]; then
    Fuzz/build.sh
fi

# Working corpora (grown by libFuzzer, not committed), seeded from the examples, the tests'
# fixtures and Fuzz/seeds.
mkdir -p "$out/corpus-scene" "$out/corpus-runtime" "$out/corpus-report" "$out/corpus-frames" "$out/corpus-content" "$out/corpus-live"
cp examples/*.scene.yaml Tests/SnaplineCoreTests/Fixtures/*.scene.yaml "$out/corpus-scene/"
cp Fuzz/seeds/runtime/* "$out/corpus-runtime/"
cp Fuzz/seeds/report/* "$out/corpus-report/"
cp Fuzz/seeds/frames/* "$out/corpus-frames/"
cp Fuzz/seeds/content/* "$out/corpus-content/"
cp Fuzz/seeds/live/* "$out/corpus-live/"

limits=(-timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -artifact_prefix="$out/")
# Leak reports from the Swift runtime's caches are not bugs of ours; a crash is reported by
# libFuzzer (the Swift backtracer and AddressSanitizer get in each other's way).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
scene_seconds=$(( seconds * 2 / 5 ))
report_seconds=$(( seconds / 5 ))
frames_seconds=$(( seconds / 10 ))
content_seconds=$(( seconds / 10 ))
live_seconds=$(( seconds / 10 ))
"$out/fuzz-scene" "${limits[@]}" -max_total_time="$scene_seconds" -dict=Fuzz/scene.dict "$out/corpus-scene"
"$out/fuzz-report" "${limits[@]}" -max_total_time="$report_seconds" "$out/corpus-report"
"$out/fuzz-frames" "${limits[@]}" -max_total_time="$frames_seconds" -dict=Fuzz/frames.dict "$out/corpus-frames"
"$out/fuzz-content" "${limits[@]}" -max_total_time="$content_seconds" -dict=Fuzz/content.dict "$out/corpus-content"
"$out/fuzz-live" "${limits[@]}" -max_total_time="$live_seconds" "$out/corpus-live"
"$out/fuzz-runtime" "${limits[@]}" -max_total_time="$(( seconds - scene_seconds - report_seconds - frames_seconds - content_seconds - live_seconds ))" "$out/corpus-runtime"
echo "fuzzing: no crash, timeout or excess memory in ${seconds} s"
