#!/usr/bin/env python3
"""Cuts the samples' Japanese font: a subset of Noto Sans CJK JP (SIL OFL 1.1, Debian's
fonts-noto-cjk) holding only the characters the samples show in Japanese.

Run from anywhere after `apt-get install fonts-noto-cjk` and `pip install fonttools`:

    python3 Assets/Samples/Fonts/subset.py

It reads every value of the samples' ja tables (the card's UpcomingWidget/ja.lproj,
the sheet's Sheet/ja.lproj, the search screen's Search/ja.lproj (its strings and category names), the controls scene's
Controls/ja.lproj, the navigation scene's Navigation/ja.lproj, the lists scene's Lists/ja.lproj, the app's Kora/ja.lproj, the shell scene's Shell/ja.lproj), the Japanese
queries of the search's misspelling table (Search/misspellings/ja.json: what one
types into the field), adds the drawing scene's CJK line and what Foundation's formatters write for ja (relative days,
weekdays, month and day, the 12-hour markers, digits), and writes
NotoSansJP-Subset-Regular.otf and NotoSansJP-Subset-Bold.otf next to this script,
renamed "Noto Sans JP Subset" (family) so it is never mistaken for the full font.
The tests check that every sample string is covered (SampleFontTests).
"""
import json
import pathlib
import re
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

HERE = pathlib.Path(__file__).resolve().parent
SAMPLES = HERE.parent
SOURCES = {
    "Regular": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "Bold": "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
}
# Font number of Noto Sans CJK JP inside the collections.
JP = 0
FAMILY = "Noto Sans JP Subset"

# The drawing scene's CJK line (Sources/PanelsSamples/DrawingShowcase.swift,
# DrawingShowcase.cjkLine) and what the formatters write in Japanese.
EXTRA = [
    "日本語の文字も、きれいに描けます。",
    "今日 明日 昨日 一昨日 明後日",
    "月曜日 火曜日 水曜日 木曜日 金曜日 土曜日 日曜日",
    "年月日 午前 午後 0123456789:/・、。",
    # Every hiragana and katakana: what a Japanese user types into the search field
    # before the input method converts it (よが, ぴらてぃす …).
    "".join(chr(c) for c in range(0x3041, 0x3097)) + "".join(chr(c) for c in range(0x30A1, 0x30FF)),
]


# The folders whose ja.lproj tables are shown in Japanese.
TABLES = ["UpcomingWidget", "Sheet", "Search", "Controls", "Navigation", "Lists", "Kora", "Shell"]


def sample_text() -> str:
    text = []
    for folder in TABLES:
        for table in sorted((SAMPLES / folder / "ja.lproj").iterdir()):
            body = table.read_text(encoding="utf-8")
            if table.suffix == ".strings":
                text += re.findall(r'=\s*"((?:[^"\\]|\\.)*)"\s*;', body)
            else:
                text += re.findall(r"<string>([^<]*)</string>", body)
    misspellings = json.loads((SAMPLES / "Search" / "misspellings" / "ja.json").read_text(encoding="utf-8"))
    text += list(misspellings.keys())
    return "".join(text + EXTRA)


def cut(style: str, source: str, characters: str) -> pathlib.Path:
    options = subset.Options()
    options.font_number = JP
    options.layout_features = ["*"]
    options.hinting = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters)
    subsetter.subset(font)
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 16):
            names.setName(FAMILY, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID in (4,):
            names.setName(f"{FAMILY} {style}", record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID in (6,):
            names.setName(f"NotoSansJPSubset-{style}", record.nameID, record.platformID, record.platEncID, record.langID)
    out = HERE / f"NotoSansJP-Subset-{style}.otf"
    font.save(str(out))
    return out


def main() -> int:
    characters = "".join(sorted(set(sample_text() + " \u3000") - set("\n\t")))
    for style, source in SOURCES.items():
        if not pathlib.Path(source).exists():
            print(f"{source} not found: apt-get install fonts-noto-cjk", file=sys.stderr)
            return 1
        out = cut(style, source, characters)
        print(f"{out.name}: {len(characters)} characters, {out.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
