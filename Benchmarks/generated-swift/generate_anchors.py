#!/usr/bin/env python3
"""Writes a scene with exactly N anchors (N a multiple of 10) for the generated-Swift benchmark.

    generate_anchors.py N OUT.scene.yaml

A vertical scroll `feed` holds N/10 rows `row-S` (height 44), then N/10 horizontal carousels
`carousel-S` (height 180, view-aligned, spacing 8) of 8 cards `card-S-K` (140 wide): per S, one
row, one carousel (itself an anchor of the feed) and 8 cards, so 10 anchors. Two viewports, the
scene's default anchor points. `repeat` keeps the file small; the compiled table is full size.
The same scene is built by the Tests/LargeScene package (LargeSceneTests) for 10 000 anchors.
"""
import sys


def scene(anchors: int) -> str:
    if anchors <= 0 or anchors % 10:
        raise SystemExit("generate_anchors.py: N must be a positive multiple of 10")
    groups = anchors // 10
    return f"""scene: Bench{anchors}
viewports:
  - {{name: phone, width: 390, height: 844}}
  - {{name: tablet, width: 820, height: 1180}}
root:
  scroll: feed
  spacing: 12
  children:
    - repeat: {groups}
      index: s
      item: "row-{{s}}"
      height: 44
    - repeat: {groups}
      index: s
      scroll: "carousel-{{s}}"
      axis: horizontal
      height: 180
      spacing: 8
      behavior: viewAligned
      children:
        - repeat: 8
          item: "card-{{s}}-{{i}}"
          width: 140
"""


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    with open(sys.argv[2], "w") as f:
        f.write(scene(int(sys.argv[1])))
