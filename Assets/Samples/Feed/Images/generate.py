"""Draws the feed scene's pictures (run: python3 generate.py; standard library only).

feed-0 … feed-7: 96x96 px PNG (@2x: 48 pt), a diagonal two-color gradient with a
soft disc and a ring, one hue pair each. Deterministic: fixed sizes and colors.
"""
import math
import struct
import zlib

S = 96
PAIRS = [
    ((255, 159, 10), (255, 55, 95)),
    ((10, 132, 255), (94, 92, 230)),
    ((48, 209, 88), (0, 199, 190)),
    ((191, 90, 242), (255, 55, 95)),
    ((255, 214, 10), (255, 159, 10)),
    ((100, 210, 255), (10, 132, 255)),
    ((255, 105, 97), (191, 90, 242)),
    ((52, 199, 89), (48, 176, 199)),
]


def pixel(i, x, y):
    a, b = PAIRS[i]
    t = (x + y) / (2 * (S - 1))
    r, g, bl = (a[k] + (b[k] - a[k]) * t for k in range(3))
    # a soft light disc toward the top left, and a thin ring around the center
    cx, cy = S * (0.34 + 0.04 * (i % 3)), S * (0.36 + 0.03 * (i % 4))
    d = math.hypot(x + 0.5 - cx, y + 0.5 - cy)
    light = max(0.0, min(1.0, (S * 0.22 - d) / 3 + 0.5)) * 0.55
    ring = max(0.0, 1 - abs(math.hypot(x + 0.5 - S / 2, y + 0.5 - S / 2) - S * 0.36) / 1.6) * 0.35
    mix = min(1.0, light + ring)
    return tuple(round(c + (255 - c) * mix) for c in (r, g, bl))


def png(path, rows):
    raw = b"".join(b"\x00" + bytes(v for p in row for v in p) for row in rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", S, S, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        f.write(chunk(b"IEND", b""))


for i in range(len(PAIRS)):
    png(f"feed-{i}@2x.png", [[pixel(i, x, y) for x in range(S)] for y in range(S)])
