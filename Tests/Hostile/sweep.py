#!/usr/bin/env python3
"""The hostile-input sweep (`make hostile`): runs Panels' command-line tools on bad input
of every kind and reports every input with its outcome. Not part of `make test`.

    python3 Tests/Hostile/sweep.py [--bin .build/debug] [--report FILE] [--jobs 2] [--only TEXT]

The inputs follow the sections of issue 35: (1) numbers at every option, (2) every
script command with numbers and words out of range, (3) damaged pictures (bad CRC,
truncated, huge dimensions, wrong format, empty, a folder, a FIFO or a link loop named
like a picture), (4) outputs that cannot be written, (5) input files (scripts, data,
baselines: folders, FIFOs, devices, link loops, over their size limit, not UTF-8,
duplicate keys, impossible dates), (6) asset folders and tables, (7) dates, locales,
names and options, (8) SIGTERM and SIGINT mid-run, a kill mid-write and a full disk
(a 64 KB tmpfs, when the system lets us mount one).

Each case runs with a time limit (60 s) and a memory limit (4 GB of address space),
and has an expected outcome: ok (exit 0), usage (64 with a message), failure (1 with
a message), refused (1 or 64 with a message), said (0, 1 or 64 with a message), an
exit status (143 after SIGTERM, 130 after SIGINT) or killed (by its own file-size
limit). Some also check that the message names the file, quotes at most 80
characters of hostile text, caps its lines, or that no temporary file is left.
A CRASH (a signal or exit ≥ 128), a HANG, a failure that says nothing (NO-MESSAGE)
or any other outcome than the expected one is a FAIL; the sweep exits 1 on any FAIL
and writes the report (one line per case: verdict, outcome, exit status, seconds,
name, the line of what it said that names the problem, and why it failed).
"""
import argparse
import concurrent.futures
import os
import random
import resource
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

LIMIT_SECONDS = 60
LIMIT_BYTES = 4 << 30


REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Case:
    """One input: the command, the outcome it should have, and what it must say.

    expect: ok (exit 0), usage (64 with a message), failure (1 with a message),
    refused (1 or 64 with a message), said (0, 1 or 64, with a message), a number
    (that exit status: 130/143 for SIGINT/SIGTERM), or killed (ended by the signal
    the case's own limit sends).
    """

    def __init__(self, section, name, command, expect, say=None, check=None, signal_after=None,
                 fsize=None, quiet_limit=None):
        self.section, self.name, self.command, self.expect = section, name, command, expect
        self.say = say  # text the output must contain (case-insensitive), e.g. the file's name
        self.check = check  # (output, cwd) -> problem or None, run after the command
        self.signal_after = signal_after  # (seconds, signal number)
        self.fsize = fsize  # RLIMIT_FSIZE in bytes
        self.quiet_limit = quiet_limit  # at most this many output lines


def png(width=4, height=4, flip_crc=False, header_only=False):
    """A red PNG; with `header_only` its signature and IHDR chunk alone (claiming any size)."""
    def chunk(kind, data):
        crc = zlib.crc32(kind + data) ^ (1 if flip_crc and kind == b"IHDR" else 0)
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)
    header = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    if header_only:
        return header
    raw = b"".join(b"\x00" + b"\xff\x00\x00" * width for _ in range(height))
    return header + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


SCRIPT_LINES = {
    # Section 2: every script command with numbers and words out of its range.
    "click nan": b"click nan 2\n", "click inf": b"click inf 2\n", "click 1e300": b"click 1e300 5\n",
    "click 1e7": b"click 10000000 5\n", "click hex": b"click 0x10 5\n", "click count 0": b"click 1 2 0\n",
    "click count 10": b"click 1 2 10\n", "click count nan": b"click 1 2 nan\n", "click one word": b"click 5\n",
    "click subnormal": b"click 5e-324 5e-324\n",
    "rightclick -inf": b"rightclick -inf 0\n", "move nan": b"move nan nan\n", "move 1e308": b"move 1e308 -1e308\n",
    "down inf": b"down inf 0\n", "up -1e300": b"up -1e300 0\n", "wheel 1e308": b"wheel 1e308 0\n",
    "wheel nan": b"wheel 0 nan\n", "wheel bad modifier": b"wheel 0 1 hyper\n",
    "drag 1e-300 s": b"drag 0 0 1 1 1e-300\n", "drag 61 s": b"drag 0 0 1 1 61s\n", "drag nan s": b"drag 0 0 1 1 nan\n",
    "drag inf point": b"drag 0 0 inf 1 1s\n", "fling 0 s": b"fling 0 0 1 1 0\n", "fling negative": b"fling 0 0 1 1 -1s\n",
    "key unknown": b"key Frobnicate\n", "key empty modifier": b"key ctrl+\n", "key empty": b"key \"\"\n",
    "key 10k modifiers": b"key " + b"ctrl+" * 10_000 + b"A\n",
    "type empty": b"type \"\"\n", "type unquoted words": b"type a b\n",
    "advance -1": b"advance -1s\n", "advance 2 h": b"advance 7200s\n", "advance nan": b"advance nan\n",
    "advance 1e300 s": b"advance 1e300s\n", "advance bogus unit": b"advance 5fortnights\n",
    "resize 0 0": b"resize 0 0\n", "resize -1 5": b"resize -1 5\n", "resize nan": b"resize nan 5\n",
    "resize 100000 1": b"resize 100000 1\n", "resize 16384 16384": b"resize 16384 16384\nshot big\n",
    "shot ../x": b"shot ../x\n", "shot a/b": b"shot a/b\n", "shot empty": b"shot \"\"\n",
    "shot 10k name": b"shot " + b"n" * 10_000 + b"\n",
    "unknown command": b"jump 3\n", "open quote": b"type \"abc\n", "bad escape": b"type \"\\q\"\n",
    "NUL in a line": b"click 1\x002\n",
}
SCRIPT_FILES = {
    # Section 5: whole scripts.
    "empty": b"", "only comments": b"# nothing\n\n   # more\n", "NULs": b"\x00" * 100_000,
    "Latin-1": b"type \"caf\xe9\"\n", "UTF-8 BOM": b"\xef\xbb\xbfadvance 16ms\n",
    "UTF-16": "advance 16ms\n".encode("utf-16"), "CRLF": b"advance 16ms\r\nadvance 16ms\r\n",
    "200,000 bad lines": b"jump 3\n" * 200_000, "5 MB line": b"# " + b"x" * 5_000_000 + b"\n",
    "2 MB typed": b"type \"" + b"x" * 2_000_000 + b"\"\nshot typed\n",
    "compose 66 bytes": "compose \"" + "é" * 15 + "ㅎ" * 12 + "\"\n",
    "good": b"move 10 10\nadvance 16ms\nshot fine\n",
}


def make_inputs(root):
    """Files and folders the cases read, made in `root`."""
    def write(path, data):
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode())
        return full

    def sparse(path, size):
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.truncate(size)
        return full

    inputs = {}
    for name, data in SCRIPT_LINES.items():
        inputs["line." + name] = write(f"scripts/line-{len(inputs)}.script", data)
    for name, data in SCRIPT_FILES.items():
        inputs["script." + name] = write(f"scripts/file-{len(inputs)}.script", data)
    inputs["script.2 GB sparse"] = sparse("scripts/big.script", 2 << 30)
    inputs["script.FIFO"] = os.path.join(root, "scripts/fifo.script")
    os.mkfifo(inputs["script.FIFO"])
    inputs["script.folder"] = os.path.join(root, "scripts/folder.script")
    os.makedirs(inputs["script.folder"])
    inputs["script.link loop"] = os.path.join(root, "scripts/loop.script")
    os.symlink("loop.script", inputs["script.link loop"])
    inputs["script.dangling link"] = os.path.join(root, "scripts/dangling.script")
    os.symlink("nowhere.script", inputs["script.dangling link"])
    inputs["script.long"] = write("scripts/long.script", b"move 100 100\nmove 200 200\nadvance 16ms\n" * 40_000)

    # Section 3: pictures, each in a copy of the card's assets as yoga@3x.png (the
    # card's first reservation shows it; @3x is preferred over the bundled @2x).
    card = os.path.join(REPOSITORY, "Assets/Samples/UpcomingWidget")
    good = png(width=96, height=96)
    pictures = {
        "bad CRC": png(width=96, height=96, flip_crc=True),
        "truncated": good[: len(good) // 2],
        "header only": good[:33],
        "60000x60000 header": png(width=60000, height=60000, header_only=True) + b"\x00" * 64,
        "zero bytes": b"",
        "JPEG bytes": open(os.path.join(card, "Images/yoga@2x.jpg"), "rb").read(),
        "random bytes": bytes(random.Random(35).randrange(256) for _ in range(5000)),
        "GIF bytes": b"GIF89a\x01\x00\x01\x00\x00\x00\x00;",
    }
    for name, data in pictures.items():
        folder = os.path.join(root, "cards", name.replace(" ", "-"))
        shutil.copytree(card, folder)
        write(os.path.join(folder, "Images/yoga@3x.png"), data)
        inputs["card." + name] = folder
    for name in ["folder named x.png", "FIFO named x.png", "link loop named x.png"]:
        folder = os.path.join(root, "cards", name.replace(" ", "-"))
        shutil.copytree(card, folder)
        target = os.path.join(folder, "Images/yoga@3x.png")
        if name.startswith("folder"):
            os.makedirs(target)
        elif name.startswith("FIFO"):
            os.mkfifo(target)
        else:
            os.symlink("yoga@3x.png", target)
        inputs["card." + name] = folder

    # Section 5: data files for the card (`--data`, `--reservations`).
    reservation = (b'{"id": "r1", "startTime": "%s", "className": "Yoga", "venueName": "Studio",'
                   b' "neighborhood": "Oost", "image": "yoga"}')
    def data(times=b"2026-11-22T19:00:00+01:00", extra=b""):
        return b'{"loggedIn": true, "timeZone": "Europe/Amsterdam",%s "reservations": [%s]}' % (
            extra, reservation % times)
    datas = {
        "duplicate key": data(extra=b' "loggedIn": false,'),
        "Nov 31": data(b"2026-11-31T19:00:00+01:00"), "25:00": data(b"2026-11-22T25:00:00+01:00"),
        "Feb 30": data(b"2026-02-30T12:00:00+01:00"), "year 99999": data(b"99999-01-01T00:00:00+01:00"),
        "no offset": data(b"2026-11-22T19:00:00"), "NULs": b"\x00" * 1000, "Latin-1": data().replace(b"Yoga", b"Y\xf6ga"),
        "UTF-8 BOM": b"\xef\xbb\xbf" + data(), "100,000 nested arrays": b"[" * 100_000 + b"]" * 100_000,
        "number 1e999": b'{"loggedIn": 1e999}', "wrong types": b'{"loggedIn": "yes", "reservations": 5}',
        "empty": b"", "unknown time zone": data().replace(b"Europe/Amsterdam", b"Mars/Olympus"),
        "1 MB time zone": data().replace(b"Europe/Amsterdam", b"Z" * 1_000_000),
        "unclosed string": b'{"loggedIn": "', "trailing comma": data()[:-1] + b",]}",
    }
    for name, payload in datas.items():
        inputs["data." + name] = write(f"data/{name.replace(' ', '-')}.json", payload)
    inputs["data.11 MB"] = sparse("data/big.json", 11 << 20)
    inputs["data.FIFO"] = os.path.join(root, "data/fifo.json")
    os.mkfifo(inputs["data.FIFO"])
    inputs["data.folder"] = os.path.join(root, "data")
    inputs["data.link loop"] = os.path.join(root, "data/loop.json")
    os.symlink("loop.json", inputs["data.link loop"])

    # Section 6: asset folders for `panels lint`.
    garbage = os.path.join(root, "assets-garbage")
    write("assets-garbage/en.lproj/Localizable.strings", os.urandom(4096))
    write("assets-garbage/fr.lproj/Localizable.stringsdict", b"<plist><dict><key>a</key>")
    write("assets-garbage/Colors.xcassets/Bad.colorset/Contents.json",
          b"{\"colors\": [{\"color\": {\"components\": {\"red\": \"nan\"}}}]}")
    write("assets-garbage/Catalog.xcstrings", b"{\"sourceLanguage\": 5, \"strings\": []}")
    inputs["assets.garbage"] = garbage
    loops = os.path.join(root, "assets-loops")
    os.makedirs(os.path.join(loops, "en.lproj"))
    write("assets-loops/en.lproj/T.strings", b"\"a\" = \"b\";\n")
    os.symlink(".", os.path.join(loops, "self"))
    os.symlink("..", os.path.join(loops, "en.lproj", "up"))
    os.symlink("missing", os.path.join(loops, "dangling.strings"))
    os.mkfifo(os.path.join(loops, "en.lproj", "pipe.strings"))
    os.makedirs(os.path.join(loops.encode(), b"fr\xff.lproj"))
    write("assets-loops/de.lproj/caf\xe9.strings".encode("latin-1").decode("latin-1"), b"\"a\" = \"c\";\n")
    with open(os.path.join(loops.encode(), b"de.lproj", b"b\xfcro.strings"), "wb") as f:
        f.write(b"\"a\" = \"d\";\n")
    inputs["assets.loops"] = loops
    tables = {
        "NULs": b"\"a\" = \"b\x00c\";\n" * 10, "UTF-8 BOM": b"\xef\xbb\xbf\"a\" = \"b\";\n",
        "UTF-16 LE BOM": "\ufeff\"a\" = \"b\";\n".encode("utf-16-le"), "5 MB value": b"\"a\" = \"" + b"v" * 5_000_000 + b"\";\n",
        "duplicate key": b"\"a\" = \"b\";\n\"a\" = \"c\";\n", "unclosed": b"\"a\" = \"b",
        "Latin-1": b"\"a\" = \"caf\xe9\";\n", "CR only": b"\"a\" = \"b\";\r\"c\" = \"d\";\r",
    }
    for name, payload in tables.items():
        folder = os.path.join(root, "tables", name.replace(" ", "-"))
        write(os.path.join(folder, "en.lproj/Main.strings"), b"\"a\" = \"b\";\n")
        write(os.path.join(folder, "fr.lproj/Main.strings"), payload)
        inputs["table." + name] = folder
    catalog = os.path.join(root, "tables", "catalog-duplicate")
    write(os.path.join(catalog, "Main.xcstrings"),
          b'{"sourceLanguage": "en", "version": "1.0", "strings": {"a": {}, "a": {}}}')
    inputs["table.catalog duplicate key"] = catalog
    colors = os.path.join(root, "tables", "colors-duplicate")
    write(os.path.join(colors, "Colors.xcassets/A.colorset/Contents.json"),
          b'{"colors": [], "colors": [], "info": {"version": 1}}')
    inputs["table.color set duplicate key"] = colors
    plural = os.path.join(root, "tables", "plural-self")
    write(os.path.join(plural, "en.lproj/Main.stringsdict"),
          b'<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>k</key><dict>'
          b'<key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict>'
          b'<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>'
          b'<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%#@v@ %#@v@</string>'
          b'</dict></dict></dict></plist>')
    inputs["table.plural that refers to itself"] = plural
    deep = os.path.join(root, "deep")
    os.makedirs(os.path.join(deep, *(["d"] * 80)))
    write(os.path.join(deep, *(["d"] * 80), "en.lproj/T.strings"), b"\"a\" = \"b\";\n")
    inputs["assets.80 levels deep"] = deep
    wide = os.path.join(root, "wide")
    os.makedirs(wide)
    for i in range(3000):
        os.makedirs(os.path.join(wide, f"x{i}"))
    inputs["assets.3,000 folders"] = wide
    named = os.path.join(root, "assets-named")
    os.makedirs(os.path.join(named, "en.lproj", "Main.strings"))  # a folder named like a table
    inputs["assets.folder named x.strings"] = named

    # Baselines for `lint --baseline`.
    inputs["baseline.1 GB"] = sparse("baselines/big.json", 1 << 30)
    inputs["baseline.garbage"] = write("baselines/garbage.json", os.urandom(2000))
    inputs["baseline.duplicate key"] = write("baselines/dup.json", b'{"version": 1, "version": 2, "problems": []}')
    inputs["baseline.FIFO"] = os.path.join(root, "baselines/fifo.json")
    os.mkfifo(inputs["baseline.FIFO"])
    inputs["baseline.folder"] = os.path.join(root, "baselines")
    inputs["png.crc"] = write("pictures/crc.png", png(flip_crc=True))
    return inputs


def no_temporaries(folder):
    """A check: no `.NAME.panels-*.tmp` left in `folder`."""
    def check(output, cwd):
        left = [n for n in os.listdir(folder) if ".panels-" in n and n.endswith(".tmp")] if os.path.isdir(folder) else []
        return f"temporary files left: {left}" if left else None
    return check


def at_most_quoted(count):
    """A check: no line quotes more than `count` characters of a long run of one letter."""
    def check(output, cwd):
        for letter in "xvZn":
            if letter * (count + 1) in output:
                return f"echoed more than {count} characters of hostile text"
        return None
    return check


def cases(binaries, inputs, out, full_disk):
    panels = os.path.join(binaries, "panels")
    gallery = os.path.join(binaries, "Gallery")
    widget = os.path.join(binaries, "UpcomingWidget")
    png_out = "out.png"
    C = Case

    # 1. Numbers at every option.
    for value, expect in [("nanxnan", "usage"), ("1e300x5", "usage"), ("0x0", "usage"), ("-5x10", "usage"),
                          ("100000x100000", "usage"), ("16385x10", "usage"), ("10x", "usage"), ("x10", "usage"),
                          ("", "usage"), ("5e-324x5e-324", "ok"), ("infxinf", "usage"), ("0x10x10", "usage"),
                          ("320x240", "ok")]:
        yield C("1 numbers", f"render --size {value!r}", [panels, "render", "sample", "--size", value, "-o", png_out], expect)
    for value, expect in [("0", "usage"), ("inf", "usage"), ("nan", "usage"), ("-1", "usage"), ("1e-300", "usage"),
                          ("9", "usage"), ("0x1", "ok"), ("", "usage"), ("8", "ok")]:
        yield C("1 numbers", f"render --scale {value!r}", [panels, "render", "sample", "--scale", value, "-o", png_out], expect)
    yield C("1 numbers", "render --size 4096x4096 --scale 8 (past 16,384 px a side)",
            [panels, "render", "sample", "--size", "4096x4096", "--scale", "8", "-o", png_out], "refused")
    yield C("1 numbers", "render --text-size bogus", [panels, "render", "sample", "--text-size", "gigantic", "-o", png_out], "usage")
    yield C("1 numbers", "render --text-size of 100,000 characters",
            [panels, "render", "sample", "--text-size", "x" * 100_000, "-o", png_out], "usage", check=at_most_quoted(80))
    yield C("1 numbers", "render --dump bogus", [panels, "render", "sample", "--dump", "bogus", "-o", png_out], "usage")
    for value in ["0", "nan", "5", "-1", "inf"]:
        yield C("1 numbers", f"preview --scale {value}",
                [panels, "preview", "upcoming-class", "--locales", "en", "--scale", value], "usage")
    for value in ["nan", "-1", "inf", "1e300"]:
        yield C("1 numbers", f"preview --window --exit-after {value}",
                [panels, "preview", "upcoming-class", "--locales", "en", "--window", "--exit-after", value], "usage")
    for value in ["0", "9", "-1", "nan", "1e300", "abc"]:
        yield C("1 numbers", f"Gallery --windows {value}", [gallery, "--windows", value], "usage")
    for value in ["nan", "-1", "inf", "1e300"]:
        yield C("1 numbers", f"Gallery --exit-after {value}", [gallery, "--exit-after", value], "usage")
        yield C("1 numbers", f"Gallery --windows 2 --exit-after {value}", [gallery, "--windows", "2", "--exit-after", value], "usage")
    for value in ["-1", "99999999999999999999"]:
        yield C("1 numbers", f"Gallery --exit-after-frames {value}", [gallery, "--exit-after-frames", value], "usage")
    for value in ["nan", "0", "1e300"]:
        yield C("1 numbers", f"Gallery --windows 2 --idle-poll {value}",
                [gallery, "--windows", "2", "--idle-poll", value, "--exit-after", "1"], "usage")
    for value in ["nan", "1e300"]:
        yield C("1 numbers", f"UpcomingWidget --exit-after {value}", [widget, "--exit-after", value], "usage")

    # 2. Script commands (played by the Gallery; a script is read whole before anything runs).
    shots = "shots"
    for name in SCRIPT_LINES:
        # A subnormal point and a repeated modifier are in range: played.
        expect = "ok" if name in ("click subnormal", "key 10k modifiers") else "failure"
        yield C("2 script commands", f"script: {name}",
                [gallery, "--scene", "sample", "--script", inputs["line." + name], "--shots", shots], expect,
                say=None if expect == "ok" else os.path.basename(inputs["line." + name]) + ":1", check=at_most_quoted(80))

    # 3. Pictures (the preview marks the cell and lists the problem; --strict exits 1).
    for name in ["bad CRC", "truncated", "header only", "60000x60000 header", "zero bytes", "JPEG bytes",
                 "random bytes", "GIF bytes", "folder named x.png", "FIFO named x.png", "link loop named x.png"]:
        expect = "ok" if name == "JPEG bytes" else "failure"
        yield C("3 pictures", f"preview: a picture that is {name}",
                [panels, "preview", "upcoming-class", "--assets", inputs["card." + name], "--locales", "en",
                 "--appearances", "light", "--sizes", "medium", "--states", "upcoming", "--strict", "-o", png_out],
                expect, say=None if expect == "ok" else "yoga@3x.png")
    yield C("3 pictures", "lint: a PNG, not a folder", [panels, "lint", inputs["png.crc"]], "failure", say="crc.png")

    # 4. Output files.
    yield C("4 outputs", "render: output is a folder", [panels, "render", "sample", "-o", out], "failure", say=out)
    yield C("4 outputs", "render: output in a missing folder", [panels, "render", "sample", "-o", "no/such/x.png"], "failure", say="no/such")
    yield C("4 outputs", "render: output under a file", [panels, "render", "sample", "-o", inputs["png.crc"] + "/x.png"], "failure", say="crc.png")
    yield C("4 outputs", "render: output is /dev/full", [panels, "render", "sample", "-o", "/dev/full"], "failure", say="/dev/full")
    yield C("4 outputs", "render: output is /dev/null", [panels, "render", "sample", "-o", "/dev/null"], "said")
    yield C("4 outputs", "render: output under /proc", [panels, "render", "sample", "-o", "/proc/x.png"], "failure", say="/proc/x.png")
    yield C("4 outputs", "render: output name of 5,000 characters", [panels, "render", "sample", "-o", "n" * 5000 + ".png"],
            "failure")
    yield C("4 outputs", "Gallery --screenshot is a folder", [gallery, "--screenshot", out], "failure")
    yield C("4 outputs", "Gallery --shots is a file",
            [gallery, "--scene", "sample", "--script", inputs["script.good"], "--shots", inputs["png.crc"]], "failure", say="crc.png")
    yield C("4 outputs", "Gallery --shots under /dev/full",
            [gallery, "--scene", "sample", "--script", inputs["script.good"], "--shots", "/dev/full/x"], "failure")
    yield C("4 outputs", "lint --write-baseline under a device",
            [panels, "lint", inputs["assets.loops"], "--write-baseline", "/dev/full/x"], "failure", say="/dev/full/x")
    yield C("4 outputs", "lint --write-baseline is a folder",
            [panels, "lint", inputs["assets.loops"], "--write-baseline", out], "failure")

    # 5. Input files: scripts, data, baselines.
    for name in SCRIPT_FILES:
        expect = "ok" if name in ("empty", "only comments", "UTF-8 BOM", "CRLF", "2 MB typed", "compose 66 bytes", "good", "5 MB line") else "failure"
        quiet = 110 if name == "200,000 bad lines" else None
        yield C("5 input files", f"script file: {name}",
                [gallery, "--scene", "sample", "--script", inputs["script." + name], "--shots", shots], expect,
                quiet_limit=quiet, check=at_most_quoted(80))
    for name in ["2 GB sparse", "FIFO", "folder", "link loop", "dangling link"]:
        yield C("5 input files", f"script file: {name}",
                [gallery, "--scene", "sample", "--script", inputs["script." + name], "--shots", shots], "failure",
                say=os.path.basename(inputs["script." + name]))
    yield C("5 input files", "script file: missing", [gallery, "--script", "missing.script", "--shots", shots], "failure", say="missing.script")
    yield C("5 input files", "script file: /dev/zero", [gallery, "--script", "/dev/zero", "--shots", shots], "failure", say="/dev/zero")
    yield C("5 input files", "script file: /dev/null", [gallery, "--script", "/dev/null", "--shots", shots], "failure", say="/dev/null")
    # The preview reports a data file's problem ("problem: FILE:LINE:COLUMN: …"), shows
    # the placeholder and goes on (exit 0).
    data_ok = ("UTF-8 BOM", "no offset")
    for key in [k for k in inputs if k.startswith("data.")]:
        name = key[len("data."):]
        expect = "ok" if name in data_ok else "said"
        yield C("5 input files", f"preview --data: {name}",
                [panels, "preview", "upcoming-class", "--data", inputs[key], "--locales", "en", "--appearances",
                 "light", "--sizes", "medium", "--states", "upcoming", "-o", png_out], expect,
                say=None if expect == "ok" else os.path.basename(inputs[key]), check=at_most_quoted(80))
    for name in ["duplicate key", "Feb 30", "NULs", "11 MB", "FIFO", "folder"]:
        yield C("5 input files", f"UpcomingWidget --reservations: {name}",
                [widget, "--reservations", inputs["data." + name], "--screenshot", png_out], "said",
                say=os.path.basename(inputs["data." + name]))
    yield C("5 input files", "preview --data missing", [panels, "preview", "upcoming-class", "--data", "missing.json",
                                                        "--locales", "en"], "said", say="missing.json")
    for name in ["1 GB", "garbage", "duplicate key", "FIFO", "folder"]:
        yield C("5 input files", f"lint --baseline: {name}",
                [panels, "lint", inputs["assets.loops"], "--baseline", inputs["baseline." + name]], "failure",
                say=os.path.basename(inputs["baseline." + name]))
    yield C("5 input files", "lint --baseline /dev/zero", [panels, "lint", inputs["assets.loops"], "--baseline", "/dev/zero"],
            "failure", say="/dev/zero")
    yield C("5 input files", "lint --baseline missing", [panels, "lint", inputs["assets.loops"], "--baseline", "missing.json"],
            "failure", say="missing.json")

    # 6. Folders and tables (`panels lint` finds every problem and exits 1).
    for key in [k for k in inputs if k.startswith("assets.") or k.startswith("table.")]:
        name = key.split(".", 1)[1]
        # Problems that are errors exit 1; warnings (a duplicate key in a .strings
        # table: the last value is used, as Foundation does) exit 0 with the warning.
        expect = "failure"
        if name in ("3,000 folders", "UTF-8 BOM", "UTF-16 LE BOM", "CR only", "80 levels deep", "NULs", "duplicate key"):
            expect = "said"
        if name == "5 MB value":
            expect = "ok"
        yield C("6 folders and tables", f"lint: {name}", [panels, "lint", inputs[key]], expect, check=at_most_quoted(80))
    yield C("6 folders and tables", "lint: a missing folder", [panels, "lint", "missing"], "refused", say="missing")
    for value in ["", "xx-ZZ", "🙂", "x" * 100_000]:
        yield C("6 folders and tables", f"lint --development-language {value[:12]!r}",
                [panels, "lint", inputs["table.duplicate key"], "--development-language", value], "refused",
                check=at_most_quoted(80))
    for value in ["../..", "/etc", "missing"]:
        yield C("6 folders and tables", f"lint --scope {value}", [panels, "lint", inputs["assets.loops"], "--scope", value], "refused")
    yield C("6 folders and tables", "preview --assets missing", [panels, "preview", "upcoming-class", "--assets", "missing", "--locales", "en"], "failure", say="missing")
    yield C("6 folders and tables", "preview --assets a file", [panels, "preview", "upcoming-class", "--assets", inputs["png.crc"], "--locales", "en"], "failure", say="crc.png")
    yield C("6 folders and tables", "preview --scope ../..", [panels, "preview", "upcoming-class", "--scope", "../..", "--locales", "en"], "refused")

    # 7. Dates, locales, names, options.
    for value in ["2026-02-30T12:00:00+01:00", "2026-11-22T24:30:00+01:00", "2026-11-22T12:60:00+01:00",
                  "2026-13-01T12:00:00+01:00", "2026-11-22T12:00:00", "tomorrow", "", "1e300", "99999-01-01T00:00:00Z",
                  "2026-11-22T12:00:00+99:00"]:
        yield C("7 dates, locales, options", f"preview --now {value!r}",
                [panels, "preview", "upcoming-class", "--now", value, "--locales", "en"], "usage")
        yield C("7 dates, locales, options", f"UpcomingWidget --now {value!r}",
                [widget, "--now", value, "--screenshot", png_out], "usage")
    for value in ["xx-ZZ", "", "🙂", "x" * 10_000, "en,,fr", "en-GB"]:
        yield C("7 dates, locales, options", f"preview --locales {value[:12]!r}",
                [panels, "preview", "upcoming-class", "--locales", value, "--sizes", "small", "--appearances", "light", "-o", png_out],
                "ok" if value in ("en,,fr", "en-GB") else "usage", check=at_most_quoted(80))
        yield C("7 dates, locales, options", f"UpcomingWidget --locale {value[:12]!r}",
                [widget, "--locale", value, "--screenshot", png_out], "usage", check=at_most_quoted(80))
    for option, value in [("--sizes", "huge"), ("--states", "bogus"), ("--text-sizes", "bogus"), ("--appearances", "purple")]:
        yield C("7 dates, locales, options", f"preview {option} {value}",
                [panels, "preview", "upcoming-class", option, value, "--locales", "en"], "usage")
    yield C("7 dates, locales, options", "preview: unknown widget", [panels, "preview", "nope"], "usage")
    yield C("7 dates, locales, options", "preview: no widget", [panels, "preview"], "usage")
    yield C("7 dates, locales, options", "render: unknown scene", [panels, "render", "nope", "-o", png_out], "usage")
    yield C("7 dates, locales, options", "render: scene of 100,000 characters",
            [panels, "render", "x" * 100_000, "-o", png_out], "usage", check=at_most_quoted(80))
    yield C("7 dates, locales, options", "render: unknown option", [panels, "render", "sample", "--frobnicate"], "usage", say="unknown option")
    yield C("7 dates, locales, options", "render: an option without its value", [panels, "render", "sample", "--size"], "usage")
    yield C("7 dates, locales, options", "panels: no subcommand", [panels], "usage")
    yield C("7 dates, locales, options", "panels: unknown subcommand", [panels, "frobnicate"], "usage")
    yield C("7 dates, locales, options", "panels: unknown option", [panels, "--frobnicate"], "usage", say="unknown option")
    yield C("7 dates, locales, options", "Gallery: unknown option", [gallery, "--frobnicate"], "usage", say="unknown option")
    yield C("7 dates, locales, options", "Gallery --scene bogus", [gallery, "--scene", "bogus"], "usage")
    yield C("7 dates, locales, options", "Gallery --scene of 100,000 characters", [gallery, "--scene", "x" * 100_000], "usage",
            check=at_most_quoted(80))
    yield C("7 dates, locales, options", "UpcomingWidget --state bogus", [widget, "--state", "bogus"], "usage")
    yield C("7 dates, locales, options", "UpcomingWidget --size bogus", [widget, "--size", "bogus"], "usage")

    # 8. Signals, a kill mid-write, a full disk.
    yield C("8 signals and disks", "SIGTERM to a windowed Gallery", [gallery], 143, signal_after=(3, signal.SIGTERM))
    yield C("8 signals and disks", "SIGINT to a scripted Gallery",
            [gallery, "--scene", "sample", "--script", inputs["script.long"], "--shots", shots], 130,
            signal_after=(3, signal.SIGINT), check=no_temporaries(os.path.join(out, "shots")))
    yield C("8 signals and disks", "SIGTERM to panels preview mid-run",
            [panels, "preview", "upcoming-class", "--text-sizes", "all", "--scale", "1", "-o", png_out], 143,
            signal_after=(2, signal.SIGTERM), check=no_temporaries("."))
    # A run that lasts well past the signal on any host (a sample render at 8x could end
    # before 1 s on a quiet one, and exit 0).
    yield C("8 signals and disks", "SIGINT to panels preview mid-run (every text size, 280 megapixels)",
            [panels, "preview", "upcoming-class", "--text-sizes", "all", "--scale", "1", "-o", png_out],
            130, signal_after=(1, signal.SIGINT), check=no_temporaries("."))
    # At 3x that sheet is 2,518 megapixels (about 20 GB at its peak): refused before rendering.
    yield C("8 signals and disks", "panels preview of a 2,518-megapixel sheet",
            [panels, "preview", "upcoming-class", "--text-sizes", "all", "--scale", "3", "-o", png_out], "usage",
            say="over the 500 a sheet may have")
    yield C("8 signals and disks", "render with a 20 KB file-size limit (killed mid-write)",
            [panels, "render", "drawing", "--scale", "3", "-o", "keep.png"], "killed", fsize=20 * 1024)
    yield C("8 signals and disks", "render again to the same path: the dead process's temporary file is removed",
            [panels, "render", "drawing", "-o", "keep.png"], "ok", check=no_temporaries("."))
    if full_disk:
        yield C("8 signals and disks", "render onto a full disk (64 KB tmpfs)",
                [panels, "render", "drawing", "--scale", "3", "-o", os.path.join(full_disk, "full.png")], "failure",
                say="full.png", check=lambda output, cwd: (
                    no_temporaries(full_disk)(output, cwd)
                    or (None if "no space left" in output.lower() else "does not say the disk is full")))
        yield C("8 signals and disks", "lint --write-baseline onto a full disk",
                [panels, "lint", inputs["assets.garbage"], "--write-baseline", os.path.join(full_disk, "base.json")],
                "failure", say="base.json", check=no_temporaries(full_disk))
        yield C("8 signals and disks", "Gallery shots onto a full disk",
                [gallery, "--scene", "sample", "--script", inputs["script.good"], "--shots", os.path.join(full_disk, "shots")],
                "failure", check=no_temporaries(os.path.join(full_disk, "shots")))


def run(case, cwd):
    def limits():
        resource.setrlimit(resource.RLIMIT_AS, (LIMIT_BYTES, LIMIT_BYTES))
        if case.fsize:
            resource.setrlimit(resource.RLIMIT_FSIZE, (case.fsize, case.fsize))
    started = time.monotonic()
    process = subprocess.Popen(
        case.command, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        preexec_fn=limits)
    if case.signal_after:
        delay, number = case.signal_after
        try:
            said, _ = process.communicate(timeout=delay)
            # It ended before the signal: the case did not test what it says.
            return "EARLY", process.returncode, time.monotonic() - started, said.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            process.send_signal(number)
    try:
        said, _ = process.communicate(timeout=LIMIT_SECONDS)
    except subprocess.TimeoutExpired:
        process.kill()
        said, _ = process.communicate()
        return "HANG", None, time.monotonic() - started, said.decode("utf-8", "replace")
    return None, process.returncode, time.monotonic() - started, said.decode("utf-8", "replace")


def judge(case, status, said, cwd):
    """The outcome's class and whether it is what the case expects (with why not)."""
    if status is None:
        return "HANG", "over the time limit"
    if case.expect == "killed":
        return ("killed", None) if status < 0 else (f"exit {status}", "expected to be killed by its limit")
    if status < 0 or (status >= 128 and status not in (130, 143)):
        return "CRASH", f"signal {-status}" if status < 0 else f"exit {status}"
    outcome = {0: "ok", 1: "failure", 64: "usage", 130: "SIGINT", 143: "SIGTERM"}.get(status, f"exit {status}")
    if status != 0 and status not in (130, 143) and not said.strip():
        return "NO-MESSAGE", "a failure that says nothing"
    wanted = {
        "ok": status == 0, "usage": status == 64, "failure": status == 1, "refused": status in (1, 64),
        "said": status in (0, 1, 64) and bool(said.strip()),
    }.get(case.expect, status == case.expect)
    if not wanted:
        return outcome, f"expected {case.expect}"
    if case.say and case.say.lower() not in said.lower():
        return outcome, f"does not name {case.say[:60]!r}"
    if case.quiet_limit is not None and len(said.splitlines()) > case.quiet_limit:
        return outcome, f"{len(said.splitlines())} lines of output, over {case.quiet_limit}"
    if case.check:
        problem = case.check(said, cwd)
        if problem:
            return outcome, problem
    return outcome, None


def mount_full_disk(root):
    """A 64 KB tmpfs, filled, to write into (needs root; None when the system
    refuses): every write there runs out of room."""
    folder = os.path.join(root, "full-disk")
    os.makedirs(folder)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", folder],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if done.returncode != 0:
        print(f"no full-disk cases: cannot mount a tmpfs ({done.stdout.decode(errors='replace').strip()})")
        return None
    os.makedirs(os.path.join(folder, "shots"))
    free = os.statvfs(folder)
    with open(os.path.join(folder, "filler"), "wb") as f:
        f.write(b"\0" * (free.f_bavail * free.f_frsize))
    return folder


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=".build/debug")
    parser.add_argument("--report", default=".build/hostile-report.txt")
    parser.add_argument("--jobs", type=int, default=2, help="cases run at once (default 2)")
    parser.add_argument("--only", default="", help="run only the cases whose name contains this")
    arguments = parser.parse_args()
    arguments.bin = os.path.abspath(arguments.bin)
    arguments.report = os.path.abspath(arguments.report)
    root = tempfile.mkdtemp(prefix="panels-hostile-")
    full_disk = None
    started = time.monotonic()
    try:
        inputs = make_inputs(os.path.join(root, "in"))
        out = os.path.join(root, "out")
        os.makedirs(out)
        full_disk = mount_full_disk(root)
        chosen = [c for c in cases(arguments.bin, inputs, out, full_disk) if arguments.only in c.name]
        # The kill mid-write and the write after it share a folder, in order.
        serial = [c for c in chosen if c.fsize or "same path" in c.name]
        parallel = [c for c in chosen if c not in serial]

        def perform(index_case):
            index, case = index_case
            cwd = os.path.join(out, "serial" if case in serial else str(index))
            os.makedirs(cwd, exist_ok=True)
            raw, status, seconds, said = run(case, cwd)
            if raw == "HANG":
                outcome, problem = raw, "over the time limit"
            elif raw == "EARLY":
                outcome, problem = raw, f"ended (exit {status}) before its signal: the case needs a longer run"
            else:
                outcome, problem = judge(case, status, said, cwd)
            return index, case, outcome, problem, status, seconds, said

        results = []
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, arguments.jobs)) as pool:
            futures = [pool.submit(perform, item) for item in enumerate(parallel)]
            for item in [(len(parallel) + i, c) for i, c in enumerate(serial)]:
                results.append(perform(item))
                print(f"{results[-1][2]:10} {results[-1][1].name}", flush=True)
            for future in concurrent.futures.as_completed(futures):
                results.append(future.result())
                print(f"{results[-1][2]:10} {results[-1][1].name}", flush=True)
        results.sort(key=lambda r: (r[1].section, r[0]))
        lines, bad, section = [], 0, None
        for index, case, outcome, problem, status, seconds, said in results:
            if case.section != section:
                section = case.section
                lines.append(f"## {section}")
            # The line that says what went wrong, else the first.
            said_lines = [line.strip() for line in said.splitlines() if line.strip()]
            keywords = ("error", "broken picture", "problem", "warning", "marked", "missing:", "unknown")
            first = next((line for k in keywords for line in said_lines if k in line.lower()),
                         said_lines[0] if said_lines else "")
            first = first[:160] + ("…" if len(first) > 160 else "")
            verdict = "pass" if problem is None else "FAIL"
            bad += problem is not None
            lines.append(f"{verdict} {outcome:10} {str(status):>5} {seconds:6.2f}s  {case.name}: {first}"
                         + (f"  <-- {problem}" if problem else ""))
        counts = {}
        for r in results:
            counts[r[2]] = counts.get(r[2], 0) + 1
        summary = (f"{len(results)} inputs in {time.monotonic() - started:.0f} s: "
                   + ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
                   + f"; {bad} not as expected (crash, hang, silence or the wrong outcome)")
        report = "\n".join(lines + [summary]) + "\n"
        print(report, end="")
        os.makedirs(os.path.dirname(arguments.report) or ".", exist_ok=True)
        with open(arguments.report, "w") as f:
            f.write(report)
        print(f"report: {arguments.report}")
        return 1 if bad else 0
    finally:
        if full_disk:
            subprocess.run(["umount", full_disk])
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
