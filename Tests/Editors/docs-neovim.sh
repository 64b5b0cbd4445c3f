#!/usr/bin/env bash
# Runs each Neovim snippet of docs/editors.md exactly as written (the first ```lua block under
# each "### Neovim X" heading) as init.lua of a headless Neovim with `snapline` on PATH, opens a
# scene with a misspelled key, and waits for the server's `unknown-key` error
# (Tests/Editors/docs-neovim-check.lua). A snippet for a newer Neovim than the installed one is
# skipped, said so; at least one snippet must run.
# Usage: Tests/Editors/docs-neovim.sh path/to/snapline
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
snapline="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/bin" "$scratch/snippets"
ln -s "$snapline" "$scratch/bin/snapline"
python3 - "$root/docs/editors.md" "$scratch/snippets" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
neovim = text.split("\n## Neovim\n", 1)[1].split("\n## ", 1)[0]
found = 0
for heading, body in re.findall(r"\n### Neovim (\d+\.\d+)[^\n]*\n(.*?)(?=\n### |\Z)", neovim, re.S):
    block = re.search(r"```lua\n(.*?)```", body, re.S)
    if block:
        open("%s/%s.lua" % (sys.argv[2], heading), "w").write(block.group(1))
        found += 1
if found < 2:
    sys.exit("docs/editors.md: expected a snippet per Neovim version, found %d" % found)
PY
installed=$(nvim --version | head -n 1 | sed -n 's/^NVIM v\([0-9]*\)\.\([0-9]*\).*/\1 \2/p')
read -r major minor <<< "$installed"
ran=0
for snippet in "$scratch"/snippets/*.lua; do
    wanted=$(basename "$snippet" .lua)
    if [ "$major" -eq "${wanted%%.*}" ] && [ "$minor" -lt "${wanted#*.}" ]; then
        echo "skipped: the snippet for Neovim $wanted (Neovim $major.$minor is installed)"
        continue
    fi
    work="$scratch/work-$wanted"
    mkdir -p "$work"
    printf 'scene: Demo\nviewports: [{name: phone, width: 390, height: 844}]\nroot:\n  scroll: list\n  children:\n    - {item: a, hieght: 40}\n' > "$work/demo.scene.yaml"
    if (cd "$work" && PATH="$scratch/bin:$PATH" HOME="$work" XDG_STATE_HOME="$work" XDG_CONFIG_HOME="$work" \
        timeout 60 nvim --headless -u "$snippet" -c "luafile $here/docs-neovim-check.lua" demo.scene.yaml); then
        echo "ok: the snippet for Neovim $wanted (docs/editors.md) on Neovim $major.$minor"
        ran=$((ran + 1))
    else
        echo "FAILED: the snippet for Neovim $wanted (docs/editors.md) on Neovim $major.$minor"
        exit 1
    fi
done
test "$ran" -gt 0
