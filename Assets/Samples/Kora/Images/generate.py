"""Draws Kora's pictures: one of each kind of class, and the brand's mark (run:
python3 generate.py; needs Pillow).

One 192x192 px JPEG per kind (@2x: 96 pt), in the style of the card's pictures: yoga,
spin and boxing are the card's own (drawn by ../../UpcomingWidget/Images/generate.py,
imported here); pilates, barre, dance, strength and hiit are drawn below.
Deterministic: no randomness, fixed sizes and colors.
"""
import importlib.util
import math
import os

from PIL import ImageDraw, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "card_pictures", os.path.join(HERE, "..", "..", "UpcomingWidget", "Images", "generate.py"))
card = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(card)
S = card.S
gradient = card.gradient


def pilates():
    image = gradient((150, 214, 200), (40, 120, 120))
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 140, S, S], fill=(30, 90, 92))                  # floor
    draw.rounded_rectangle([34, 128, 158, 140], radius=5, fill=(240, 200, 120))  # mat
    ink = (24, 48, 56)
    # a figure in a side plank: head, straight body, supporting arm, top arm raised
    draw.ellipse([138, 62, 156, 80], fill=ink)
    draw.line([(142, 82), (52, 126)], fill=ink, width=10)
    draw.line([(136, 88), (136, 128)], fill=ink, width=6)
    draw.line([(130, 92), (126, 40)], fill=ink, width=6)
    draw.ellipse([84, 36, 124, 76], outline=(255, 255, 255), width=5)  # a ring
    return image


def barre():
    image = gradient((246, 200, 214), (168, 84, 128))
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, 34, S], fill=(255, 236, 242))                 # mirror edge
    draw.line([(0, 96), (S, 96)], fill=(120, 70, 40), width=7)          # the barre
    for x in (40, 152):
        draw.line([(x, 96), (x, 150)], fill=(120, 70, 40), width=4)
    ink = (70, 24, 56)
    # a figure on demi-pointe, one arm on the barre, the other in fifth
    draw.ellipse([92, 30, 110, 48], fill=ink)
    draw.line([(101, 48), (101, 112)], fill=ink, width=9)
    draw.line([(101, 60), (70, 96)], fill=ink, width=6)
    draw.line([(101, 58), (122, 34), (108, 22)], fill=ink, width=6, joint="curve")
    draw.line([(101, 112), (96, 164)], fill=ink, width=7)
    draw.line([(101, 112), (126, 150), (108, 164)], fill=ink, width=7, joint="curve")
    return image


def dance():
    image = gradient((90, 40, 150), (230, 80, 150))
    draw = ImageDraw.Draw(image)
    for i, color in enumerate(((255, 220, 90), (120, 220, 255), (255, 140, 200))):
        a = -0.9 + i * 0.55                                             # spotlights
        draw.polygon([(96, -10), (96 + 150 * math.sin(a) - 24, S), (96 + 150 * math.sin(a) + 24, S)],
                     fill=tuple(int(c * 0.55 + 60) for c in color))
    ink = (30, 10, 40)
    # a figure mid-spin: arms out, one leg kicked
    draw.ellipse([88, 44, 106, 62], fill=ink)
    draw.line([(97, 62), (100, 116)], fill=ink, width=9)
    draw.line([(98, 72), (60, 58)], fill=ink, width=6)
    draw.line([(98, 72), (138, 92)], fill=ink, width=6)
    draw.line([(100, 116), (86, 164)], fill=ink, width=7)
    draw.line([(100, 116), (146, 132)], fill=ink, width=7)
    draw.ellipse([64, 166, 132, 178], fill=(255, 230, 120))             # a spot on the floor
    return image


def strength():
    image = gradient((90, 96, 110), (30, 32, 40))
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 150, S, S], fill=(60, 50, 44))                   # platform
    steel = (200, 204, 214)
    draw.line([(16, 86), (176, 86)], fill=steel, width=6)               # the bar
    for x, w in ((30, 14), (46, 10), (146, 10), (162, 14)):             # plates
        draw.rounded_rectangle([x - w // 2, 50, x + w // 2, 122], radius=3, fill=(232, 70, 43))
    ink = (250, 250, 250)
    # a figure pressing the bar overhead
    draw.ellipse([87, 92, 105, 110], fill=ink)
    draw.line([(96, 110), (96, 148)], fill=ink, width=9)
    draw.line([(96, 116), (70, 88)], fill=ink, width=6)
    draw.line([(96, 116), (122, 88)], fill=ink, width=6)
    draw.line([(96, 146), (80, 170)], fill=ink, width=7)
    draw.line([(96, 146), (112, 170)], fill=ink, width=7)
    return image


def hiit():
    image = gradient((255, 214, 64), (240, 110, 30))
    draw = ImageDraw.Draw(image)
    draw.ellipse([36, 36, 156, 156], outline=(255, 255, 255), width=10)  # a timer
    draw.pieslice([46, 46, 146, 146], -90, 150, fill=(255, 245, 220))
    draw.line([(96, 96), (96, 54)], fill=(120, 40, 10), width=6)
    draw.line([(96, 96), (128, 110)], fill=(120, 40, 10), width=6)
    draw.rectangle([86, 20, 106, 34], fill=(255, 255, 255))             # its button
    return image


def logo():
    """Kora's mark: a coral rounded square with a white "k" drawn as a stem and two
    strokes meeting at a dot, like a figure mid-stretch."""
    from PIL import Image
    big = 256
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle([8, 8, big - 8, big - 8], radius=64, fill=(214, 62, 78, 255))
    white = (255, 255, 255, 255)
    draw.rounded_rectangle([74, 52, 110, 204], radius=18, fill=white)      # the stem
    draw.line([(104, 142), (176, 68)], fill=white, width=34)                # the arm
    draw.line([(122, 124), (182, 200)], fill=white, width=34)               # the leg
    draw.ellipse([160, 40, 204, 84], fill=(255, 214, 160, 255))             # the head
    return image.resize((64, 64), Image.LANCZOS)


PICTURES = {"yoga": card.yoga, "spin": card.spin, "boxing": card.boxing, "pilates": pilates,
            "barre": barre, "dance": dance, "strength": strength, "hiit": hiit}

if __name__ == "__main__":
    for name, make in PICTURES.items():
        make().filter(ImageFilter.SMOOTH).save(os.path.join(HERE, f"kind-{name}@2x.jpg"), quality=85, optimize=True)
    logo().save(os.path.join(HERE, "logo@2x.png"), optimize=True)
