#!/usr/bin/env bash
# The docs' samples, checked against what Snapline gives (CI runs this after `swift build`):
#
#   bash Tests/DocSnippets/run.sh BIN_DIR
#
# - Every ```swift block of README.md and docs/*.md that imports SnaplineRuntime is type-checked
#   against the built runtime (BIN_DIR/Modules) and the Swift generated from the examples
#   (Tests/SnaplineConsumerTests/Generated, and the chat fixture the docs use), each block as the
#   body of a function of its own.
#   Blocks that need Apple's frameworks (SwiftUI, UIKit, XCTest) or are Package.swift fragments
#   cannot be compiled here; they are listed, with the reason, so none is left out silently.
# - The sample frames file of docs/drift.md is verified against examples/store-menu.scene.yaml
#   with `snapline verify`: it must match the scene's layout (no drift, no mismatch).
# - Every whole scene of the docs compiles (under a warning's heading in diagnostics.md, it gives
#   that warning), and README's first table is what `snapline compile` prints for its scene.
set -euo pipefail
bin=${1:?usage: Tests/DocSnippets/run.sh BIN_DIR}
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

python3 - "$out" README.md docs/*.md <<'PY'
import os, re, sys
out, files = sys.argv[1], sys.argv[2:]
checked, skipped = [], []
body = ["import SnaplineRuntime", ""]
for path in files:
    lines = open(path, encoding="utf-8").read().split("\n")
    k = 0
    while k < len(lines):
        if lines[k].strip() != "```swift":
            k += 1
            continue
        start = k + 1
        end = start
        while lines[end].strip() != "```":
            end += 1
        block = lines[start:end]
        where = "%s:%d" % (path, start)
        text = "\n".join(block)
        k = end + 1
        if re.search(r"^import (SwiftUI|UIKit|XCTest)", text, re.M) or "some View" in text or "UIScrollView" in text or "scrollView:" in text:
            skipped.append((where, "needs Apple's frameworks"))
            continue
        if "import SnaplineRuntime" not in text:
            skipped.append((where, "a Package.swift fragment" if ".package(" in text or ".binaryTarget(" in text or ".target(" in text else "no import of SnaplineRuntime"))
            continue
        name = "snippet%d" % (len(checked) + 1)
        body.append("// %s" % where)
        body.append("func %s() throws {" % name)
        body += ["    " + line for line in block if not line.startswith("import ")]
        body.append("}")
        body.append("")
        checked.append(where)
open(os.path.join(out, "Snippets.swift"), "w").write("\n".join(body))
for where, why in skipped:
    print("not compiled: %s (%s)" % (where, why))
print("compiling %d snippets: %s" % (len(checked), ", ".join(checked)))
sys.exit(0 if checked else 1)
PY
swiftc -typecheck -suppress-warnings -I "$bin/Modules" -I "$bin" "$out/Snippets.swift" Tests/SnaplineConsumerTests/Generated/*.swift Tests/SnaplineConsumerTests/content-chat.snapline.swift

# docs/drift.md's sample frames file: the first ```json block under "## The frames file".
python3 - "$out/frames.json" <<'PY'
import sys
text = open("docs/drift.md", encoding="utf-8").read()
section = text.split("## The frames file", 1)[1]
sample = section.split("```json\n", 1)[1].split("```", 1)[0]
open(sys.argv[1], "w").write(sample)
PY
"$bin/snapline" verify examples/store-menu.scene.yaml --frames "$out/frames.json"
echo "docs/drift.md's sample frames file matches examples/store-menu.scene.yaml"

# Every whole scene (a ```yaml block with `scene:` and `root:`) of README.md and docs/*.md
# compiles without errors; under a warning's heading in docs/diagnostics.md it gives that
# warning (enabled, for a rule that is off by default). README's first scene compiles to the
# ```json block that follows it, byte for byte.
python3 - "$bin/snapline" "$out" README.md docs/*.md <<'PY'
import json, os, re, subprocess, sys
snapline, out, files = sys.argv[1], sys.argv[2], sys.argv[3:]
failures, checked = [], 0
for path in files:
    text = open(path, encoding="utf-8").read()
    for m in re.finditer(r"```yaml\n(.*?)```", text, re.S):
        block = m.group(1)
        if not (re.search(r"^scene:", block, re.M) and re.search(r"^root:", block, re.M)):
            continue
        where = "%s:%d" % (path, text[:m.start()].count("\n") + 2)
        scene = os.path.join(out, "doc%d.scene.yaml" % checked)
        open(scene, "w", encoding="utf-8").write(block)
        headings = re.findall(r"^### `([a-z-]+)`", text[:m.start()], re.M)
        code = headings[-1] if path.endswith("diagnostics.md") and headings else None
        run = subprocess.run([snapline, "check", "--format", "json", scene] + (["--enable", code] if code else []), capture_output=True, text=True)
        found = json.loads(run.stdout) if run.stdout.strip() else []
        errors = [d for d in found if d["severity"] == "error"]
        if errors:
            failures.append("%s: %s" % (where, "; ".join("%s [%s]" % (d["message"], d["code"]) for d in errors)))
        elif code and not any(d["code"] == code for d in found):
            failures.append("%s: the example under `%s` does not give it" % (where, code))
        checked += 1
text = open("README.md", encoding="utf-8").read()
scene = re.search(r"```yaml\n(.*?)```", text, re.S).group(1)
table = text.split("`snapline compile intro.scene.yaml` prints:", 1)[1].split("```json\n", 1)[1].split("```", 1)[0]
open(os.path.join(out, "intro.scene.yaml"), "w", encoding="utf-8").write(scene)
compiled = subprocess.run([snapline, "compile", os.path.join(out, "intro.scene.yaml")], capture_output=True, text=True).stdout
if compiled != table:
    failures.append("README.md: the table after `snapline compile intro.scene.yaml` prints: is not what it prints")
for failure in failures:
    print(failure)
print("%d whole scenes of the docs checked, README's table compared: %s" % (checked, "%d failures" % len(failures) if failures else "as documented"))
sys.exit(1 if failures or checked == 0 else 0)
PY

# The other snippets: every ```yaml fragment is YAML that libyaml reads (no `yaml-*` diagnostic
# from `snapline check`: the reader's stage); every ```json block is JSON (or JSON lines); every
# ```sh and ```bash block is valid shell (`bash -n`), and each `snapline SUBCOMMAND` it runs is
# one the CLI has (`snapline SUBCOMMAND --help` succeeds).
python3 - "$bin/snapline" "$out" README.md docs/*.md <<'PY'
import json, os, re, subprocess, sys
snapline, out, files = sys.argv[1], sys.argv[2], sys.argv[3:]
failures, counts, subcommands = [], {"yaml": 0, "json": 0, "shell": 0}, set()
for path in files:
    text = open(path, encoding="utf-8").read()
    for m in re.finditer(r"^```(yaml|json|sh|bash)\n(.*?)^```", text, re.S | re.M):
        lang, block = m.group(1), m.group(2)
        where = "%s:%d" % (path, text[:m.start()].count("\n") + 2)
        if lang == "yaml":
            counts["yaml"] += 1
            fragment = os.path.join(out, "fragment.scene.yaml")
            open(fragment, "w", encoding="utf-8").write(block)
            run = subprocess.run([snapline, "check", "--format", "json", fragment], capture_output=True, text=True)
            found = json.loads(run.stdout) if run.stdout.strip() else []
            if any(d["code"].startswith("yaml-") or d["code"] in ("duplicate-key", "multiple-documents") for d in found):
                failures.append("%s: not YAML libyaml reads: %s" % (where, [d["message"] for d in found if d["code"].startswith("yaml-")]))
        elif lang == "json":
            counts["json"] += 1
            try:
                json.loads(block)
            except ValueError:
                try:
                    for line in block.splitlines():
                        if line.strip():
                            json.loads(line)
                except ValueError as error:
                    failures.append("%s: not JSON: %s" % (where, error))
        else:
            counts["shell"] += 1
            run = subprocess.run(["bash", "-n"], input=block, capture_output=True, text=True)
            if run.returncode != 0:
                failures.append("%s: not valid shell: %s" % (where, run.stderr.strip()))
            for command in re.findall(r"(?:^|[\s;|&(])snapline ([a-z][a-z-]*)", block):
                subcommands.add((command, where))
for command, where in sorted(subcommands):
    if subprocess.run([snapline, command, "--help"], capture_output=True).returncode != 0:
        failures.append("%s: `snapline %s` is not a command" % (where, command))
for failure in failures:
    print(failure)
print("%d YAML fragments, %d JSON blocks, %d shell blocks (%d snapline commands) checked: %s" % (
    counts["yaml"], counts["json"], counts["shell"], len({c for c, _ in subcommands}), "%d failures" % len(failures) if failures else "as documented"))
sys.exit(1 if failures else 0)
PY
