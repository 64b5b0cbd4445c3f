#!/usr/bin/env bash
# Assembles Snapline's SE-0305 artifact bundle from built executables:
#
#   scripts/artifactbundle.sh BIN_DIR OUT_DIR [TRIPLE]
#
# BIN_DIR holds `snapline` and `snapline-build-tool` (`swift build --show-bin-path`); OUT_DIR
# receives `snapline.artifactbundle/` (info.json, one folder per executable and triple),
# `snapline.artifactbundle.zip` and `snapline.artifactbundle.zip.sha256` (the checksum a
# `.binaryTarget(url:checksum:)` needs, as `swift package compute-checksum` prints it), and
# `SnaplineBinary/`, a package to vendor: the bundle, the build plugin whose tool comes from it,
# and the sources of SnaplineRuntime and the layout engine it uses (Distribution/SnaplineBinary/Package.swift).
# TRIPLE defaults to the host's (x86_64-unknown-linux-gnu, aarch64-unknown-linux-gnu,
# arm64-apple-macosx, x86_64-apple-macosx). `make artifactbundle` runs it after a release build.
set -euo pipefail
bin=${1:?usage: scripts/artifactbundle.sh BIN_DIR OUT_DIR [TRIPLE]}
out=${2:?usage: scripts/artifactbundle.sh BIN_DIR OUT_DIR [TRIPLE]}
version=$(sed -n 's/.*version: "\([0-9][0-9.]*\)".*/\1/p' "$(dirname "$0")/../Sources/snapline/SnaplineCommand.swift" | head -1)
if [ -z "${3:-}" ]; then
    case "$(uname -s)-$(uname -m)" in
        Linux-x86_64) triple=x86_64-unknown-linux-gnu ;;
        Linux-aarch64) triple=aarch64-unknown-linux-gnu ;;
        Darwin-arm64) triple=arm64-apple-macosx ;;
        Darwin-x86_64) triple=x86_64-apple-macosx ;;
        *) echo "unknown host $(uname -s)-$(uname -m): give the triple" >&2; exit 2 ;;
    esac
else
    triple=$3
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
bundle="$out/snapline.artifactbundle"
rm -rf "$bundle" "$bundle.zip" "$bundle.zip.sha256" "$out/SnaplineBinary"
mkdir -p "$out"
entries=()
for tool in snapline snapline-build-tool; do
    test -x "$bin/$tool" || { echo "$bin/$tool: not built" >&2; exit 2; }
    dir="$tool-$version-$triple/bin"
    mkdir -p "$bundle/$dir"
    cp "$bin/$tool" "$bundle/$dir/$tool"
    entries+=("    \"$tool\": {\"version\": \"$version\", \"type\": \"executable\", \"variants\": [{\"path\": \"$dir/$tool\", \"supportedTriples\": [\"$triple\"]}]}")
done
{
    echo '{'
    echo '  "schemaVersion": "1.0",'
    echo '  "artifacts": {'
    printf '%s,\n' "${entries[@]:0:${#entries[@]}-1}"
    printf '%s\n' "${entries[-1]}"
    echo '  }'
    echo '}'
} > "$bundle/info.json"
cp "$root/LICENSE" "$bundle/LICENSE"
# A zip whose bytes depend only on the files: sorted names, fixed times, modes kept.
python3 - "$out" <<'PY'
import os, sys, zipfile
out = sys.argv[1]
names = []
for root, dirs, files in os.walk(os.path.join(out, "snapline.artifactbundle")):
    names += [os.path.join(root, f) for f in files]
with zipfile.ZipFile(os.path.join(out, "snapline.artifactbundle.zip"), "w", zipfile.ZIP_DEFLATED) as z:
    for path in sorted(names):
        info = zipfile.ZipInfo(os.path.relpath(path, out), date_time=(2000, 1, 1, 0, 0, 0))
        info.external_attr = (os.stat(path).st_mode & 0o777 | 0o100000) << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        with open(path, "rb") as f:
            z.writestr(info, f.read())
PY
sha256sum "$bundle.zip" | cut -d' ' -f1 > "$bundle.zip.sha256"
vendored="$out/SnaplineBinary"
mkdir -p "$vendored/Sources" "$vendored/Plugins"
cp "$root/Distribution/SnaplineBinary/Package.swift" "$root/LICENSE" "$vendored/"
# The sources are the repository's tracked files, each copied as a regular file: a link (to a
# file outside the tree, to the machine's environment) is refused, never followed, and a file
# git does not track is left out.
copy_tracked() {
    local copied=0 path
    while IFS= read -r -d '' path; do
        if [ -L "$root/$path" ] || [ ! -f "$root/$path" ]; then
            echo "$path: not a regular file (a symbolic link?); the bundle holds tracked regular files only" >&2
            exit 2
        fi
        mkdir -p "$vendored/$(dirname "$path")"
        cp "$root/$path" "$vendored/$path"
        copied=$((copied + 1))
    done < <(git -C "$root" ls-files -z -- "$@")
    if [ "$copied" -eq 0 ]; then
        echo "$*: no tracked files (is $root a git work tree?)" >&2
        exit 2
    fi
}
copy_tracked Sources/SnaplineRuntime Sources/SnaplineLayout Plugins/SnaplinePlugin Plugins/SnaplineInit
cp -R "$bundle" "$vendored/"
echo "$bundle ($version, $triple)"
echo "$vendored (a package to vendor: .package(path:))"
echo "$bundle.zip sha256 $(cat "$bundle.zip.sha256")"
