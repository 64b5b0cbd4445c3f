#!/usr/bin/env python3
"""Writes the data scenes of the content-layout benchmark.

    generate.py rows OUT.scene.yaml       the rows scene: a feed whose rows are data
    generate.py anchors N OUT.scene.yaml  generate_anchors.py's N-anchor scene with its repeats
                                          made data, their previews its counts (N a multiple of 10)

The rows scene: a vertical scroll `feed` with a header and `repeat: {data: rows, preview: 3}` of
items `row-{i}` whose height is data (`rowHeight`, preview 44), in two viewports. The anchors
scene has the same preview screen as generate_anchors.py's (the same 10 000 anchors, so the
same `Anchor` enum), plus the `Content` type and the `Family` cases of a scene with data.
"""
import sys


def rows() -> str:
    return """scene: ContentBench
viewports:
  - {name: phone, width: 390, height: 844}
  - {name: tablet, width: 820, height: 1180}
anchors: [top, center]
root:
  scroll: feed
  spacing: 8
  children:
    - item: header
      height: 120
    - repeat: {data: rows, preview: 3}
      item: "row-{i}"
      height: {data: rowHeight, preview: 44, min: 32, max: 400}
"""


def anchors(n: int) -> str:
    if n <= 0 or n % 10:
        raise SystemExit("generate.py: N must be a positive multiple of 10")
    groups = n // 10
    return f"""scene: Bench{n}
viewports:
  - {{name: phone, width: 390, height: 844}}
  - {{name: tablet, width: 820, height: 1180}}
root:
  scroll: feed
  spacing: 12
  children:
    - repeat: {{data: rows, preview: {groups}}}
      index: s
      item: "row-{{s}}"
      height: {{data: rowHeight, preview: 44}}
    - repeat: {{data: carousels, preview: {groups}}}
      index: s
      scroll: "carousel-{{s}}"
      axis: horizontal
      height: 180
      spacing: 8
      behavior: viewAligned
      children:
        - repeat: {{data: cards, preview: 8}}
          item: "card-{{s}}-{{i}}"
          width: {{data: cardWidth, preview: 140}}
"""


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "rows":
        text = rows()
    elif len(sys.argv) == 4 and sys.argv[1] == "anchors":
        text = anchors(int(sys.argv[2]))
    else:
        raise SystemExit(__doc__)
    with open(sys.argv[-1], "w") as f:
        f.write(text)
