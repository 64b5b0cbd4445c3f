#!/usr/bin/env python3
"""Write a synthetic Snapline scene of a target size, for benchmarking.

    python3 Benchmarks/generate_scene.py --size 1MB OUT.scene.yaml
    python3 Benchmarks/generate_scene.py --size 10MB OUT.scene.yaml
    python3 Benchmarks/generate_scene.py --verify OUT.scene.yaml

The scene is a vertical scroll `feed` (padding 16, spacing 12) of sections.
Section N is a vstack `section-N` holding an item `header-N` (height 44) and a
horizontal scroll `carousel-N` (height 180, behavior viewAligned, spacing 8) of
20 cards `card-N-K` (140 x 180). Everything is written out explicitly (no
`repeat`), so the file really is as big as asked and every id is unique. Two
viewports: phone 390x844 and phone-landscape 844x390.

Sections are added until the file reaches the target size, so it is at least
that big and at most one section (about 1.3 KB) bigger. Sizes: `B`, `KB`/`MB`/
`GB` (powers of 1000), `KiB`/`MiB`/`GiB` (powers of 1024), or a plain number of
bytes. `--sections N` asks for an exact number of sections instead. Output is
deterministic: same arguments, same bytes.

`--verify FILE` loads a generated scene with PyYAML (`yaml.safe_load`, the C
loader when available), checks its structure and counts, and prints them with
the number of YAML parser events (what `yaml_floor` should report).
"""

import argparse
import json
import re
import sys

CARDS_PER_SECTION = 20

HEADER = """\
# Synthetic benchmark scene written by Benchmarks/generate_scene.py ({description}).
scene: BenchmarkFeed
viewports:
  - {{name: phone, width: 390, height: 844}}
  - {{name: phone-landscape, width: 844, height: 390}}
root:
  scroll: feed
  axis: vertical
  padding: 16
  spacing: 12
  children:
"""

# YAML parser events, counted by hand from HEADER and section() below:
# stream, document and top-level mapping start/end (6); `scene: X` (2);
# `viewports` key + sequence (3) + 2 x (mapping 2 + 3 pairs 6); `root` key +
# mapping (3) + 4 pairs (8) + `children` key + sequence (3).
EVENTS_FIXED = 6 + 2 + (3 + 2 * 8) + (3 + 8 + 3)
# A section: mapping (2) + `vstack` pair (2) + `children` key + sequence (3) +
# header mapping (2 + 4) + carousel mapping (2) + 5 pairs (10) + `children`
# key + sequence (3) + cards x (mapping 2 + 3 pairs 6).
EVENTS_PER_SECTION = 2 + 2 + 3 + 6 + 2 + 10 + 3 + CARDS_PER_SECTION * 8


def section(n):
    lines = [
        f"    - vstack: section-{n}\n",
        "      children:\n",
        f"        - {{item: header-{n}, height: 44}}\n",
        f"        - scroll: carousel-{n}\n",
        "          axis: horizontal\n",
        "          height: 180\n",
        "          behavior: viewAligned\n",
        "          spacing: 8\n",
        "          children:\n",
    ]
    lines += [f"            - {{item: card-{n}-{k}, width: 140, height: 180}}\n" for k in range(CARDS_PER_SECTION)]
    return "".join(lines)


UNITS = {"": 1, "B": 1, "KB": 10**3, "MB": 10**6, "GB": 10**9, "KIB": 2**10, "MIB": 2**20, "GIB": 2**30}


def parse_size(text):
    m = re.fullmatch(r"\s*([0-9]+(?:\.[0-9]+)?)\s*([A-Za-z]*)\s*", text)
    if not m or m.group(2).upper() not in UNITS:
        raise argparse.ArgumentTypeError(f"not a size: {text!r} (e.g. 1MB, 10MB, 512KiB, 20000)")
    size = int(float(m.group(1)) * UNITS[m.group(2).upper()])
    if size <= 0:
        raise argparse.ArgumentTypeError("the size must be > 0")
    return size


def generate(out, target_bytes=None, sections=None):
    """Writes the scene; returns (sections, bytes)."""
    description = f"{sections} sections" if sections is not None else f"target {target_bytes} bytes"
    header = HEADER.format(description=description).encode()
    chunks = [header]
    size = len(header)
    n = 0
    while (sections is not None and n < sections) or (sections is None and size < target_bytes):
        chunk = section(n).encode()
        chunks.append(chunk)
        size += len(chunk)
        n += 1
    if n == 0:
        raise SystemExit("generate_scene.py: a scene needs at least one section")
    with open(out, "wb") as f:
        f.write(b"".join(chunks))
    return n, size


def expected_counts(sections):
    return {
        "sections": sections,
        "cards": sections * CARDS_PER_SECTION,
        "scroll_containers": 1 + sections,
        "nodes": 1 + sections * (3 + CARDS_PER_SECTION),
        "yaml_events": EVENTS_FIXED + sections * EVENTS_PER_SECTION,
    }


def verify(path):
    """Loads a generated scene with PyYAML, checks it, returns its counts."""
    try:
        import yaml
    except ImportError:
        raise SystemExit("generate_scene.py --verify: PyYAML is not installed (python3 -m pip install pyyaml, or apt-get install python3-yaml)")
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with open(path, "rb") as f:
        data = f.read()
    doc = yaml.load(data, Loader=loader)

    def fail(message):
        raise SystemExit(f"generate_scene.py --verify: {path}: {message}")

    if set(doc) != {"scene", "viewports", "root"}:
        fail(f"top-level keys are {sorted(doc)}")
    if doc["viewports"] != [
        {"name": "phone", "width": 390, "height": 844},
        {"name": "phone-landscape", "width": 844, "height": 390},
    ]:
        fail(f"unexpected viewports {doc['viewports']}")
    root = doc["root"]
    if {k: v for k, v in root.items() if k != "children"} != {"scroll": "feed", "axis": "vertical", "padding": 16, "spacing": 12}:
        fail("unexpected root properties")
    ids = ["feed"]
    cards = 0
    for n, sec in enumerate(root["children"]):
        if set(sec) != {"vstack", "children"} or sec["vstack"] != f"section-{n}" or len(sec["children"]) != 2:
            fail(f"section {n} is malformed")
        header, carousel = sec["children"]
        if header != {"item": f"header-{n}", "height": 44}:
            fail(f"header {n} is malformed")
        props = {k: v for k, v in carousel.items() if k != "children"}
        if props != {"scroll": f"carousel-{n}", "axis": "horizontal", "height": 180, "behavior": "viewAligned", "spacing": 8}:
            fail(f"carousel {n} is malformed")
        if len(carousel["children"]) != CARDS_PER_SECTION:
            fail(f"carousel {n} has {len(carousel['children'])} cards")
        ids += [sec["vstack"], header["item"], carousel["scroll"]]
        for k, card in enumerate(carousel["children"]):
            if card != {"item": f"card-{n}-{k}", "width": 140, "height": 180}:
                fail(f"card {n}-{k} is malformed")
            ids.append(card["item"])
            cards += 1
    if len(set(ids)) != len(ids):
        fail("ids are not unique")
    sections = len(root["children"])
    counts = expected_counts(sections)
    if cards != counts["cards"] or len(ids) != counts["nodes"]:
        fail("counts do not add up")
    # Count parser events independently of the hand-made formula.
    events = sum(1 for _ in yaml.parse(data, Loader=loader))
    if events != counts["yaml_events"]:
        fail(f"{events} YAML events, expected {counts['yaml_events']}")
    counts["bytes"] = len(data)
    return counts


def main():
    p = argparse.ArgumentParser(description="Write a synthetic Snapline scene of a target size.")
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument("--size", type=parse_size, help="target file size: 1MB, 10MB, 512KiB, 20000, ...")
    group.add_argument("--sections", type=int, help="exact number of sections instead of a size")
    group.add_argument("--verify", action="store_true", help="check a generated scene with PyYAML and print its counts")
    p.add_argument("--json", action="store_true", help="print the counts as JSON")
    p.add_argument("out", metavar="FILE")
    args = p.parse_args()

    if args.verify:
        counts = verify(args.out)
    else:
        if args.sections is not None and args.sections < 1:
            p.error("--sections must be >= 1")
        sections, size = generate(args.out, target_bytes=args.size, sections=args.sections)
        counts = expected_counts(sections)
        counts["bytes"] = size
    if args.json:
        print(json.dumps(counts))
    else:
        verb = "verified" if args.verify else "wrote"
        print(f"{verb} {args.out}: {counts['bytes']} bytes, {counts['sections']} sections, "
              f"{counts['cards']} cards, {counts['nodes']} nodes, {counts['yaml_events']} YAML events")


if __name__ == "__main__":
    main()
