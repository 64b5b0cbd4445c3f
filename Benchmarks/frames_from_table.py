#!/usr/bin/env python3
"""Frames files from a compiled table (snapline compile's JSON): every container with its frame
and content size, every anchor with its frame, one file per viewport, as an app that matches
the scene exactly would measure them (for Benchmarks/verify.sh).

    python3 Benchmarks/frames_from_table.py TABLE.json OUTDIR
"""
import json
import os
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    table, out = sys.argv[1], sys.argv[2]
    with open(table) as f:
        data = json.load(f)
    os.makedirs(out, exist_ok=True)
    for viewport in data["viewports"]:
        containers = {c["id"] for c in viewport["containers"]}
        lines = []
        for c in viewport["containers"]:
            lines.append({"id": c["id"], "frame": c["frame"], "contentSize": c["contentSize"]})
            lines += [{"id": a["id"], "frame": a["frame"]} for a in c["anchors"] if a["id"] not in containers]
        with open(os.path.join(out, viewport["name"] + ".json"), "w") as f:
            f.write('{"format": "snapline-frames", "version": 1, "scene": %s,\n' % json.dumps(data["scene"]))
            safe = ', "safeArea": %s' % json.dumps(viewport["safeArea"]) if "safeArea" in viewport else ""
            f.write(' "viewport": {"name": %s, "width": %s, "height": %s%s},\n' % (json.dumps(viewport["name"]), viewport["width"], viewport["height"], safe))
            f.write(' "frames": [\n' + ",\n".join("  " + json.dumps(e) for e in lines) + "\n ]}\n")


main()
