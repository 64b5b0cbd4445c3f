#!/usr/bin/env python3
"""Language server benchmark: how soon diagnostics arrive, and whether memory stays flat.

    swift build -c release --product snapline
    python3 Benchmarks/lsp.py .build/release/snapline

1. A 1 MB generated scene (Benchmarks/generate_scene.py) is opened, then edited 5 times (one
   character of one height, alternating a valid and a broken value); for each version the time
   from sending the change to receiving that version's diagnostics (the debounce included).
2. A small scene is edited 10 000 times as fast as the pipe takes it (a value changed each
   time, a hover every 500 edits); the server's resident memory (VmRSS) is read after 1 000 and
   after 10 000 edits, once its diagnostics for the last version have arrived.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import Client  # noqa: E402


def rss_kib(pid):
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def change(client, uri, version, line, start, end, text):
    client.notify("textDocument/didChange", {
        "textDocument": {"uri": uri, "version": version},
        "contentChanges": [{"range": {"start": {"line": line, "character": start}, "end": {"line": line, "character": end}}, "text": text}],
    })


def large_scene(binary):
    scratch = tempfile.mkdtemp()
    path = os.path.join(scratch, "large.scene.yaml")
    subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "generate_scene.py"), "--size", "1MB", path],
                   check=True, stdout=subprocess.DEVNULL)
    text = open(path).read()
    lines = text.split("\n")
    target = next(i for i, l in enumerate(lines) if l.strip() == "height: 180")
    column = lines[target].index("180")
    client = Client([binary, "lsp"])
    client.initialize()
    uri = "file://" + path
    started = time.monotonic()
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}})
    client.diagnostics(uri, 1, timeout=60)
    print("1 MB scene (%d bytes): diagnostics after didOpen in %.0f ms" % (len(text.encode()), (time.monotonic() - started) * 1000))
    times = []
    for version in range(2, 7):
        value = "18x" if version % 2 == 0 else "180"
        started = time.monotonic()
        change(client, uri, version, target, column, column + 3, value)
        found = client.diagnostics(uri, version, timeout=60)
        times.append((time.monotonic() - started) * 1000)
        print("  edit %d (%s): %d diagnostics after %.0f ms" % (version, "broken" if value == "18x" else "valid", len(found), times[-1]))
    print("1 MB scene: change to diagnostics, median %.0f ms, max %.0f ms (debounce 150 ms included)" % (statistics.median(times), max(times)))
    client.close()


def many_edits(binary):
    text = open(os.path.join(os.path.dirname(__file__), "..", "examples", "store-menu.scene.yaml")).read()
    lines = text.split("\n")
    target = next(i for i, l in enumerate(lines) if l.strip() == "height: 44")
    column = lines[target].index("44")
    client = Client([binary, "lsp"])
    client.initialize()
    uri = "untitled:edits.scene.yaml"
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}})
    client.diagnostics(uri, 1)
    pid = client.process.pid
    samples = {}
    started = time.monotonic()
    for edit in range(1, 10001):
        change(client, uri, edit + 1, target, column, column + 2, str(10 + edit % 90))
        if edit % 500 == 0:
            client.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": target - 2, "character": 16}})
        if edit in (1000, 10000):
            client.diagnostics(uri, edit + 1)
            samples[edit] = rss_kib(pid)
    print("10 000 edits in %.1f s; server VmRSS after 1 000 edits %d KiB, after 10 000 edits %d KiB (%+d KiB)" % (
        time.monotonic() - started, samples[1000], samples[10000], samples[10000] - samples[1000]))
    client.close()


if __name__ == "__main__":
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/snapline"
    large_scene(binary)
    many_edits(binary)
