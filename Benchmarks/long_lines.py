#!/usr/bin/env python3
"""One-line scenes (YAML flow style) with one warning per scroll container: the time of
`snapline check` in text and in json, and of the language server's diagnostics and document
symbols for the same text. What a report or a position costs must not grow with the line's
length.

    python3 Benchmarks/long_lines.py SNAPLINE [COUNT...]    (default counts 2000 4000 8000)
"""
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import Client  # noqa: E402


def scene(count):
    kids = ",".join("{scroll: s%d, height: 100, children: [{item: i%d, height: 10}]}" % (k, k) for k in range(count))
    return "{scene: Long, viewports: [{name: v, width: 390, height: 844}], root: {vstack: r, children: [%s]}}\n" % kids


def timed(command):
    start = time.time()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.time() - start


def main():
    snapline = sys.argv[1]
    counts = [int(c) for c in sys.argv[2:]] or [2000, 4000, 8000]
    with tempfile.TemporaryDirectory() as directory:
        for count in counts:
            path = os.path.join(directory, "long%d.scene.yaml" % count)
            text = scene(count)
            with open(path, "w") as f:
                f.write(text)
            text_s = timed([snapline, "check", path])
            json_s = timed([snapline, "check", "--format", "json", path])
            client = Client([snapline, "lsp", "--debounce-ms", "2"])
            client.initialize()
            start = time.time()
            client.notify("textDocument/didOpen", {"textDocument": {"uri": "untitled:x.scene.yaml", "languageId": "yaml", "version": 1, "text": text}})
            found = client.diagnostics("untitled:x.scene.yaml", timeout=300)
            diagnostics_s = time.time() - start
            start = time.time()
            client.request("textDocument/documentSymbol", {"textDocument": {"uri": "untitled:x.scene.yaml"}})
            symbols_s = time.time() - start
            client.process.kill()
            print("%7d bytes, %5d warnings: check text %.2f s, json %.2f s; lsp diagnostics %.2f s, symbols %.2f s"
                  % (len(text), len(found), text_s, json_s, diagnostics_s, symbols_s))


if __name__ == "__main__":
    main()
