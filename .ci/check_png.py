#!/usr/bin/env python3
"""Check a screenshot: a PNG of the expected size that is not blank.

    python3 .ci/check_png.py FILE WIDTH HEIGHT

Reads the PNG itself (zlib only, no imaging library): 8-bit RGB or RGBA,
non-interlaced, as Chromium writes. Not blank means at least 16 distinct
colours and at least 3% of the pixels far from white. Exit 0 when it passes,
1 with the reason otherwise.
"""
import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG (bit depth {depth}, colour type {colour}, interlace {interlace})")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    path, want_w, want_h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    width, height, channels, rows = read_png(path)
    if (width, height) != (want_w, want_h):
        print(f"{path}: {width}x{height}, expected {want_w}x{want_h}")
        return 1
    colours, inked = set(), 0
    for line in rows:
        for i in range(0, len(line), channels):
            r, g, b = line[i], line[i + 1], line[i + 2]
            colours.add((r, g, b))
            if min(r, g, b) < 200:
                inked += 1
    share = inked / (width * height)
    print(f"{path}: {width}x{height}, {len(colours)} colours, {share:.1%} of pixels inked")
    if len(colours) < 16 or share < 0.03:
        print(f"{path}: looks blank (expected at least 16 colours and 3% inked)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
