#!/usr/bin/env bash
# The docs' samples, checked against what Snapline gives (CI runs this after `swift build`):
#
#   bash Tests/DocSnippets/run.sh BIN_DIR
#
# - Every ```swift block of README.md and docs/*.md that imports SnaplineRuntime is type-checked
#   against the built runtime (BIN_DIR/Modules) and the Swift generated from the examples
#   (Tests/SnaplineConsumerTests/Generated), each block as the body of a function of its own.
#   Blocks that need Apple's frameworks (SwiftUI, UIKit, XCTest) or are Package.swift fragments
#   cannot be compiled here; they are listed, with the reason, so none is left out silently.
# - The sample frames file of docs/drift.md is verified against examples/store-menu.scene.yaml
#   with `snapline verify`: it must match the scene's layout (no drift, no mismatch).
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
swiftc -typecheck -suppress-warnings -I "$bin/Modules" -I "$bin" "$out/Snippets.swift" Tests/SnaplineConsumerTests/Generated/*.swift

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
