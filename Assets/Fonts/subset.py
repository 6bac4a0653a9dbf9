#!/usr/bin/env python3
"""Cuts the two fonts Panels bundles for emoji and icons, from Debian's packages, with
fontTools (PyPI). Only needed to regenerate the subsets (not to build or test):

    sudo apt-get install fonts-noto-color-emoji fonts-material-design-icons-iconfont fonts-noto-core
    pip install fonttools
    python3 Assets/Fonts/subset.py

Emoji/NotoColorEmoji-Subset.ttf
    Noto Color Emoji (SIL OFL 1.1; Debian's fonts-noto-color-emoji), its CBDT/CBLC
    colour bitmaps (one strike, 109 ppem), cut to the emoji listed in EMOJI below and
    every sequence the font forms from them (skin tones, ZWJ families, flags): the
    subset's cmap is what Panels draws; anything else is reported as missing, as other
    characters no font has are (docs/decisions/2026-11-26-color-emoji-subset.md says why).

Runic/NotoSansRunic-Regular.ttf
    Noto Sans Runic (SIL OFL 1.1; Debian's fonts-noto-core), copied whole (9 KB): the
    text fallback for the Runic block, which DejaVu Sans lacks.

Icons/MaterialIcons-Subset.ttf and Icons/names.txt
    Material Icons (Apache-2.0; Debian's fonts-material-design-icons-iconfont) cut to
    the icons named in ICONS below. names.txt lists "name codepoint" a line; the core's
    icon table (Sources/Panels/Icons/IconSet+Names.swift) is written from it, and the
    tests check the two agree.
"""
import pathlib
import re
import shutil
import sys

from fontTools import subset

HERE = pathlib.Path(__file__).resolve().parent
EMOJI_SOURCE = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
ICON_SOURCE = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
RUNIC_SOURCE = "/usr/share/fonts/truetype/noto/NotoSansRunic-Regular.ttf"
ICON_NAMES = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
SWIFT_TABLE = HERE.parent.parent / "Sources" / "Panels" / "Icons" / "IconSet+Names.swift"

SKIN_TONES = "\U0001F3FB\U0001F3FC\U0001F3FD\U0001F3FE\U0001F3FF"
# Faces, hearts, hands (with their skin tones), people and families, weather, food,
# objects and symbols a chat or a feed shows most, and a few flags. Sequences the font
# forms from these characters come along (fontTools keeps ligatures whose parts all stay).
EMOJI = [
    "".join(chr(c) for c in range(0x1F600, 0x1F650)),  # Emoticons block
    "🤔🤗🤩🤨🤯🤪🤫🤭🥰🥲🥳🥺🫠🫡🤣🤤🤥🤧🤮🤒🤕🤠🤡🤓😐",
    "❤🧡💛💚💙💜🖤🤍🤎💔💕💖💗💘💝💯💢💥💫💦💨💬💭💤✨⭐🌟🔥🎉🎊🎈🎁🏆🥇",
    "👍👎👌👏🙌👐🤲🤝🙏✌🤞🤟🤘🤙👈👉👆👇☝✋🤚🖐🖖👋💪✍👀🧠",
    SKIN_TONES,
    "👦👧👨👩",
    "\u200d\ufe0f",  # ZWJ and the emoji presentation selector
    "☀🌤⛅🌧⛈❄☃🌈☔🌙⚡🌊",
    "☕🍵🍺🍷🍕🍔🍟🍰🎂🍎🍌🍓🥑",
    "⌛⏳⏰⏱📅📆📌📍📎✏📝📚📖💡🔔🔕🔒🔓🔑🏠🏢🚗🚲✈🚀⚽🏀🎵🎶🎧📷📱💻⌚",
    "✅❌❓❗⚠🚫➕➖✔☑🆗🆕",
    "🇯🇵🇺🇸🇬🇧🇫🇷🇩🇪🇪🇸🇮🇹🇺🇦🇧🇷🇮🇳🇨🇳🇰🇷🇪🇺🇺🇳",
    "🏁🚩🏳",
]

# The icons the bundled set keeps (Material Icons names).
ICONS = """
add arrow_back arrow_downward arrow_forward arrow_upward attach_file bookmark
bookmark_border calendar_today chat chat_bubble_outline check check_circle chevron_left
chevron_right close cloud delete done download edit error event expand_less expand_more
favorite favorite_border filter_list flag folder forward help home image info keyboard_arrow_down
keyboard_arrow_up language link list location_on lock lock_open login logout mail map menu
mic more_horiz more_vert music_note notifications notifications_none open_in_new pause people
person phone photo_camera place play_arrow redo refresh remove reply schedule search send
settings share skip_next skip_previous sort star star_border star_half stop sync thumb_up
thumb_down undo upload visibility visibility_off volume_off volume_up warning wifi
accessibility_new directions_bike fitness_center self_improvement sports_gymnastics sports_mma whatshot
""".split()


def cut(source: str, out: pathlib.Path, **populate) -> None:
    options = subset.Options()
    options.layout_features = ["*"]
    options.hinting = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(**populate)
    subsetter.subset(font)
    font.save(str(out))


def main() -> int:
    for source in (EMOJI_SOURCE, ICON_SOURCE, ICON_NAMES, RUNIC_SOURCE):
        if not pathlib.Path(source).exists():
            print(f"{source} not found: apt-get install fonts-noto-color-emoji "
                  "fonts-material-design-icons-iconfont fonts-noto-core", file=sys.stderr)
            return 1
    shutil.copyfile(RUNIC_SOURCE, HERE / "Runic" / "NotoSansRunic-Regular.ttf")
    text = "".join(sorted(set("".join(EMOJI))))
    emoji = HERE / "Emoji" / "NotoColorEmoji-Subset.ttf"
    cut(EMOJI_SOURCE, emoji, text=text)
    print(f"{emoji.name}: {len(text)} characters, {emoji.stat().st_size} bytes")

    known = dict(re.findall(r'"([a-z0-9_]+)":\s*([0-9a-f]+)', pathlib.Path(ICON_NAMES).read_text()))
    unknown = [name for name in ICONS if name not in known]
    if unknown:
        print(f"not in Material Icons: {', '.join(unknown)}", file=sys.stderr)
        return 1
    names = sorted(set(ICONS))
    icons = HERE / "Icons" / "MaterialIcons-Subset.ttf"
    cut(ICON_SOURCE, icons, unicodes=[int(known[name], 16) for name in names])
    (HERE / "Icons" / "names.txt").write_text("".join(f"{name} {known[name]}\n" for name in names))
    print(f"{icons.name}: {len(names)} icons, {icons.stat().st_size} bytes")

    lines = [
        "// Written by Assets/Fonts/subset.py from Assets/Fonts/Icons/names.txt: do not edit.",
        "",
        "extension IconSet {",
        "    /// Every icon of the bundled set, by name: its code point in the icon font.",
        "    static let codePoints: [String: UInt32] = [",
    ]
    lines += [f'        "{name}": 0x{known[name].upper()},' for name in names]
    lines += ["    ]", "}", ""]
    SWIFT_TABLE.parent.mkdir(parents=True, exist_ok=True)
    SWIFT_TABLE.write_text("\n".join(lines))
    print(f"{SWIFT_TABLE.name}: {len(names)} names")
    return 0


if __name__ == "__main__":
    sys.exit(main())
