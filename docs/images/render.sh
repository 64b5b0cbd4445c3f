#!/usr/bin/env bash
# Renders the pictures the README shows, from the scenes beside this script.
#
#   bash docs/images/render.sh          # write them (after a change to the renderer or a scene)
#   bash docs/images/render.sh --check  # write nothing; exit 1 when one is missing or stale (CI)
#
# Uses .build/debug/snapline, building it when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
snapline=.build/debug/snapline
[ -x "$snapline" ] || swift build --product snapline
check=()
if [ "${1:-}" = "--check" ]; then check=(--check); fi
"$snapline" render docs/images/intro.scene.yaml --at footer --output-dir docs/images "${check[@]}"
"$snapline" render docs/images/menu.scene.yaml --at dish-1-1:top --output-dir docs/images "${check[@]}"
