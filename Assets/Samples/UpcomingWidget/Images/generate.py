"""Draws the upcoming-class card's pictures (run: python3 generate.py; needs Pillow).

yoga, spin, boxing: class images, 192x192 px JPEG (@2x: 96 pt).
logo: the brand mark, 64x64 px PNG with alpha (@2x: 32 pt).
Deterministic: no randomness, fixed sizes and colors.
"""
import math
from PIL import Image, ImageDraw, ImageFilter

S = 192


def gradient(top, bottom, size=S):
    image = Image.new("RGB", (size, size))
    draw = ImageDraw.Draw(image)
    for y in range(size):
        t = y / (size - 1)
        draw.line([(0, y), (size, y)], fill=tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)))
    return image


def yoga():
    image = gradient((255, 183, 120), (214, 92, 120))
    draw = ImageDraw.Draw(image)
    draw.ellipse([56, 30, 136, 110], fill=(255, 226, 160))          # sun
    draw.rectangle([0, 132, S, S], fill=(120, 62, 98))                # floor
    # a figure in tree pose: head, body, arms raised, one leg bent
    ink = (60, 30, 60)
    draw.ellipse([88, 58, 104, 74], fill=ink)
    draw.line([(96, 74), (96, 112)], fill=ink, width=8)
    draw.line([(96, 80), (78, 44), (96, 36)], fill=ink, width=6, joint="curve")
    draw.line([(96, 80), (114, 44), (96, 36)], fill=ink, width=6, joint="curve")
    draw.line([(96, 110), (96, 140)], fill=ink, width=8)
    draw.line([(96, 112), (118, 122), (98, 128)], fill=ink, width=6, joint="curve")
    draw.rectangle([60, 138, 132, 144], fill=(240, 140, 90))         # mat
    return image


def spin():
    image = gradient((40, 70, 160), (20, 24, 60))
    draw = ImageDraw.Draw(image)
    for i in range(6):                                                 # light streaks
        y = 24 + i * 14
        draw.line([(0, y), (S, y - 30)], fill=(70, 110, 210), width=3)
    ink = (255, 214, 64)
    for cx in (56, 140):                                               # wheels
        draw.ellipse([cx - 32, 104, cx + 32, 168], outline=ink, width=7)
        for k in range(6):
            a = k * math.pi / 3
            draw.line([(cx, 136), (cx + 28 * math.cos(a), 136 + 28 * math.sin(a))], fill=ink, width=2)
    draw.line([(56, 136), (92, 92), (140, 136), (100, 136), (56, 136)], fill=(240, 240, 250), width=7)
    draw.line([(92, 92), (86, 76), (100, 76)], fill=(240, 240, 250), width=6)  # seat
    draw.line([(124, 110), (132, 80), (146, 80)], fill=(240, 240, 250), width=6)  # handlebar
    return image


def boxing():
    image = gradient((232, 70, 43), (120, 20, 30))
    draw = ImageDraw.Draw(image)
    for i in range(4):                                                 # ring ropes
        y = 40 + i * 36
        draw.line([(0, y), (S, y + 8)], fill=(255, 235, 220), width=3)
    glove = (30, 30, 36)
    draw.rounded_rectangle([58, 52, 138, 132], radius=34, fill=glove)   # fist
    draw.ellipse([40, 78, 84, 122], fill=glove)                         # thumb
    draw.rounded_rectangle([72, 126, 124, 164], radius=8, fill=(245, 245, 245))  # cuff
    draw.line([(76, 144), (120, 144)], fill=glove, width=4)
    draw.arc([80, 64, 126, 110], 200, 320, fill=(90, 90, 100), width=4)  # highlight
    return image


def logo():
    big = 256
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle([8, 8, big - 8, big - 8], radius=64, fill=(232, 70, 43, 255))
    # a stylized "P" as a pill and a ring: the Panels Fit mark
    draw.rounded_rectangle([72, 56, 112, 200], radius=20, fill=(255, 255, 255, 255))
    draw.ellipse([84, 56, 196, 156], outline=(255, 255, 255, 255), width=36)
    return image.resize((64, 64), Image.LANCZOS)


if __name__ == "__main__":
    for name, make in (("yoga", yoga), ("spin", spin), ("boxing", boxing)):
        make().filter(ImageFilter.SMOOTH).save(f"{name}@2x.jpg", quality=85, optimize=True)
    logo().save("logo@2x.png", optimize=True)
