#!/usr/bin/env python3
"""Write the scene shapes that test how `snapline check` scales, at a given item count.

    python3 Benchmarks/scaling_shapes.py SHAPE ITEMS OUT.scene.yaml

Shapes:

  strip-stacks   a horizontal paging strip (page 390) whose children are 10 `targets: true`
                 hstacks of ITEMS/10 items 300 wide: each stack is a target spanning thousands
                 of pages, and every page edge cuts an item (the paging-cuts-item worst case)
  strip-one      the same with one `targets: true` hstack of ITEMS items as the only child
  coincident     a vertical viewAligned list of ITEMS targets 0 high, all at the top, then a
                 space: every target rests at 0 (the coincident-stops worst case: one run of
                 ITEMS equal stops)
  deep           a viewAligned list whose content is 250 nested vstacks (near the nesting
                 limit), the innermost holding ITEMS/10 `targets: true` vstacks of 10 items, so
                 every target's ancestors are 250 deep
  shelves        a vertical feed of ITEMS/100 shelves, each a horizontal viewAligned carousel
                 of 100 cards (the issue's 1M-item scene at ITEMS = 1 000 000), 2 viewports
  shelves-written  the same scene with every node written out (about 48 bytes a card)
  shelves-wide   `shelves` with cards 400 wide, more than the phone's page: every card is a
                 snap-target-oversized case in `phone`, all at one position (one warning that
                 stands for ITEMS cases)

Every shape but the last is a few lines of YAML (`repeat`).
"""

import sys

VIEWPORTS = """viewports:
  - {name: phone, width: 390, height: 844}
  - {name: phone-landscape, width: 844, height: 390}
"""


def strip(items, groups):
    per = items // groups
    # A `repeat` makes at most 100 000 copies: a longer run is several entries of the list.
    runs = "".join(
        f"""        - repeat: {min(100_000, per - start)}
          item: "item-{{g}}-{start // 100_000}-{{i}}"
          width: 300
"""
        for start in range(0, per, 100_000))
    return f"""scene: StripOf{groups}
{VIEWPORTS}root:
  scroll: strip
  axis: horizontal
  behavior: paging
  children:
    - repeat: {groups}
      index: g
      hstack: "group-{{g}}"
      targets: true
      children:
{runs}"""


def coincident(items):
    runs = "".join(
        f"""      - repeat: {min(100_000, items - start)}
        item: "row-{start // 100_000}-{{i}}"
        height: 0
"""
        for start in range(0, items, 100_000))
    return f"""scene: Coincident
{VIEWPORTS}root:
  scroll: list
  behavior: viewAligned
  content:
    vstack:
    targets: true
    children:
{runs}      - {{space: 1000}}
"""


def deep(items, depth=250):
    lines = [f"scene: Deep\n{VIEWPORTS}root:\n  scroll: list\n  behavior: viewAligned\n  content:\n    "]
    indent = "    "
    for level in range(depth):
        lines.append(f"vstack: level-{level}\n{indent}children:\n{indent}  - ")
        indent += "    "
    # The innermost list item: a repeated targets stack of 10 items.
    lines.append(f"repeat: {items // 10}\n{indent}vstack: \"group-{{g}}\"\n{indent}index: g\n{indent}targets: true\n"
                 f"{indent}children:\n{indent}  - repeat: 10\n{indent}    item: \"row-{{g}}-{{i}}\"\n{indent}    height: 30\n")
    return "".join(lines)


def shelves(items, card_width=140):
    return f"""scene: Shelves
{VIEWPORTS}root:
  scroll: feed
  spacing: 12
  children:
    - repeat: {items // 100}
      index: s
      scroll: "shelf-{{s}}"
      axis: horizontal
      behavior: viewAligned
      height: 180
      spacing: 8
      children:
        - repeat: 100
          item: "card-{{s}}-{{i}}"
          width: {card_width}
          height: 180
"""


def shelves_written(items):
    """The `shelves` scene with every node written out (no `repeat`): what a large file costs."""
    head = f"scene: Shelves\n{VIEWPORTS}root:\n  scroll: feed\n  spacing: 12\n  children:\n"
    parts = [head]
    for s in range(items // 100):
        parts.append(f"    - scroll: shelf-{s}\n      axis: horizontal\n      behavior: viewAligned\n      height: 180\n      spacing: 8\n      children:\n")
        parts.append("".join(f"        - {{item: card-{s}-{i}, width: 140, height: 180}}\n" for i in range(100)))
    return "".join(parts)


SHAPES = {
    "strip-stacks": lambda n: strip(n, 10),
    "strip-one": lambda n: strip(n, 1),
    "coincident": coincident,
    "deep": deep,
    "shelves": shelves,
    "shelves-written": shelves_written,
    "shelves-wide": lambda n: shelves(n, card_width=400),
}


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in SHAPES or not sys.argv[2].isdigit():
        sys.exit(f"usage: {sys.argv[0]} {'|'.join(SHAPES)} ITEMS OUT.scene.yaml")
    with open(sys.argv[3], "w") as f:
        f.write(SHAPES[sys.argv[1]](int(sys.argv[2])))


if __name__ == "__main__":
    main()
