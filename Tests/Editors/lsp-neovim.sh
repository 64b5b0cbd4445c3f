#!/usr/bin/env bash
# Runs Tests/Editors/lsp-neovim.lua: Neovim's built-in LSP client driving `snapline lsp`.
# Usage: Tests/Editors/lsp-neovim.sh path/to/snapline
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
snapline="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
SNAPLINE="$snapline" SCENE_DIR="$scratch" HOME="$scratch" XDG_STATE_HOME="$scratch" \
    timeout 120 nvim --headless --clean -c "luafile $here/lsp-neovim.lua"
