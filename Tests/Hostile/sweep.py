#!/usr/bin/env python3
"""The hostile-input sweep (`make hostile`): runs Panels' command-line tools on bad input
of every kind — numbers, sizes, scripts, files that are not regular files, folders
with links and undecodable names, damaged pictures and tables, devices as output — and reports
every input with its outcome. Not part of `make test` (it takes a few minutes).

    python3 Tests/Hostile/sweep.py [--bin .build/debug] [--report FILE]

Each case runs with a time limit (60 s) and a memory limit (4 GB of address space).
An outcome is one of:
  refused  exit 1 or 64 with a message (what bad input should give)
  ok       exit 0 (the input was handled: clamped, reported as a warning, or fine)
  CRASH    killed by a signal (other than the time or memory limit) or exit ≥ 128
  HANG     over the time limit
  NO-MESSAGE  a non-zero exit with nothing said
The sweep exits 1 when any case is CRASH, HANG or NO-MESSAGE, and writes the report
(one line per case: outcome, exit status, seconds, the first line of what it said).
"""
import argparse
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import zlib
import struct

LIMIT_SECONDS = 60
LIMIT_BYTES = 4 << 30


def limits():
    resource.setrlimit(resource.RLIMIT_AS, (LIMIT_BYTES, LIMIT_BYTES))


def png(width=4, height=4, flip_crc=False):
    def chunk(kind, data):
        crc = zlib.crc32(kind + data) ^ (1 if flip_crc and kind == b"IHDR" else 0)
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)
    raw = b"".join(b"\x00" + b"\xff\x00\x00" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def make_inputs(root):
    """Files and folders the cases read, made in `root`."""
    def write(path, data):
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(data)
        return full

    inputs = {}
    inputs["script.empty"] = write("scripts/empty.script", b"")
    inputs["script.nuls"] = write("scripts/nuls.script", b"\x00" * 100_000)
    inputs["script.numbers"] = write(
        "scripts/numbers.script",
        b"click nan 2\nclick 1e300 5\nmove inf -inf\nwheel 1e308 0\nadvance 1e300s\ndrag 0 0 1 1 1e-300\nclick 0x10 5\n")
    inputs["script.badlines"] = write("scripts/bad.script", b"jump 3\n" * 200_000)
    inputs["script.notutf8"] = write("scripts/latin1.script", b"type \"caf\xe9\"\n")
    inputs["script.resize"] = write("scripts/resize.script", b"resize 16384 16384\nshot big\n")
    inputs["script.long-type"] = write("scripts/long.script", b"type \"" + b"x" * 2_000_000 + b"\"\nshot typed\n")
    inputs["script.big"] = os.path.join(root, "scripts/big.script")
    with open(inputs["script.big"], "wb") as f:
        f.truncate(2 << 30)  # sparse: 2 GB of NULs, never read whole
    fifo = os.path.join(root, "scripts/fifo.script")
    os.mkfifo(fifo)
    inputs["script.fifo"] = fifo
    # Asset folders.
    inputs["assets.garbage"] = os.path.dirname(write("assets-garbage/en.lproj/Localizable.strings", os.urandom(4096)))
    write("assets-garbage/fr.lproj/Localizable.stringsdict", b"<plist><dict><key>a</key>")
    write("assets-garbage/Colors.xcassets/Bad.colorset/Contents.json", b"{\"colors\": [{\"color\": {\"components\": {\"red\": \"nan\"}}}]}")
    write("assets-garbage/Catalog.xcstrings", b"{\"sourceLanguage\": 5, \"strings\": []}")
    inputs["assets.garbage"] = os.path.join(root, "assets-garbage")
    loops = os.path.join(root, "assets-loops")
    os.makedirs(os.path.join(loops, "en.lproj"))
    write("assets-loops/en.lproj/T.strings", b"\"a\" = \"b\";\n")
    os.symlink(".", os.path.join(loops, "self"))
    os.symlink("..", os.path.join(loops, "en.lproj", "up"))
    os.symlink("missing", os.path.join(loops, "dangling.strings"))
    os.mkfifo(os.path.join(loops, "en.lproj", "pipe.strings"))
    os.makedirs(os.path.join(loops.encode(), b"fr\xff.lproj"))
    inputs["assets.loops"] = loops
    inputs["baseline.folder"] = os.path.join(root, "assets-loops")
    inputs["baseline.big"] = os.path.join(root, "baseline.json")
    with open(inputs["baseline.big"], "wb") as f:
        f.truncate(1 << 30)
    inputs["png.crc"] = write("pictures/crc.png", png(flip_crc=True))
    inputs["png.bomb"] = write("pictures/bomb.png", png(width=60000, height=60000)[:33] + b"\x00" * 64)
    return inputs


def cases(binaries, inputs, out):
    panels = os.path.join(binaries, "panels")
    gallery = os.path.join(binaries, "Gallery")
    png_out = os.path.join(out, "out.png")
    shots = os.path.join(out, "shots")
    yield "render: size NaN", [panels, "render", "sample", "--size", "nanxnan", "-o", png_out]
    yield "render: size 1e300", [panels, "render", "sample", "--size", "1e300x5", "-o", png_out]
    yield "render: size 0x0", [panels, "render", "sample", "--size", "0x0", "-o", png_out]
    yield "render: size 100000x100000", [panels, "render", "sample", "--size", "100000x100000", "-o", png_out]
    yield "render: scale 0", [panels, "render", "sample", "--scale", "0", "-o", png_out]
    yield "render: scale inf", [panels, "render", "sample", "--scale", "inf", "-o", png_out]
    yield "render: scale 1e-300", [panels, "render", "sample", "--scale", "1e-300", "-o", png_out]
    yield "render: unknown scene", [panels, "render", "nope", "-o", png_out]
    yield "render: unknown option", [panels, "render", "sample", "--frobnicate"]
    yield "render: output is a folder", [panels, "render", "sample", "-o", out]
    yield "render: output in a missing folder", [panels, "render", "sample", "-o", os.path.join(out, "no/such/x.png")]
    yield "render: output is a device (/dev/full)", [panels, "render", "sample", "-o", "/dev/full"]
    yield "render: text size bogus", [panels, "render", "sample", "--text-size", "gigantic", "-o", png_out]
    yield "panels: no subcommand", [panels]
    yield "lint: garbage tables, color sets, catalogs", [panels, "lint", inputs["assets.garbage"]]
    yield "lint: link loops, a FIFO, a dangling link, a non-UTF-8 name", [panels, "lint", inputs["assets.loops"]]
    yield "lint: a missing folder", [panels, "lint", os.path.join(out, "missing")]
    yield "lint: a file, not a folder", [panels, "lint", inputs["png.crc"]]
    yield "lint: baseline is a folder", [panels, "lint", inputs["assets.loops"], "--baseline", inputs["baseline.folder"]]
    yield "lint: baseline of 1 GB", [panels, "lint", inputs["assets.loops"], "--baseline", inputs["baseline.big"]]
    yield "lint: write baseline under a device", [panels, "lint", inputs["assets.loops"], "--write-baseline", "/dev/full/x"]
    for name in ["script.empty", "script.nuls", "script.numbers", "script.badlines", "script.notutf8", "script.resize",
                 "script.long-type", "script.big", "script.fifo"]:
        yield f"Gallery --script {name}", [gallery, "--scene", "sample", "--script", inputs[name], "--shots", shots]
    yield "Gallery --script missing", [gallery, "--script", os.path.join(out, "missing.script"), "--shots", shots]
    yield "Gallery --script /dev/zero", [gallery, "--script", "/dev/zero", "--shots", shots]
    yield "Gallery --shots is a file", [gallery, "--scene", "sample", "--script", inputs["script.empty"], "--shots", inputs["png.crc"]]
    yield "Gallery --windows 100", [gallery, "--windows", "100"]
    yield "Gallery --scene bogus", [gallery, "--scene", "bogus"]


def run(command, cwd):
    started = time.monotonic()
    try:
        done = subprocess.run(
            command, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            timeout=LIMIT_SECONDS, preexec_fn=limits)
    except subprocess.TimeoutExpired as expired:
        said = (expired.output or b"").decode("utf-8", "replace")
        return "HANG", None, time.monotonic() - started, said
    seconds = time.monotonic() - started
    said = done.stdout.decode("utf-8", "replace")
    status = done.returncode
    if status < 0 or (status >= 128 and status not in (130, 143)):
        return "CRASH", status, seconds, said
    if status == 0:
        return "ok", status, seconds, said
    if not said.strip():
        return "NO-MESSAGE", status, seconds, said
    return "refused", status, seconds, said


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=".build/debug")
    parser.add_argument("--report", default=".build/hostile-report.txt")
    arguments = parser.parse_args()
    arguments.bin = os.path.abspath(arguments.bin)
    arguments.report = os.path.abspath(arguments.report)
    root = tempfile.mkdtemp(prefix="panels-hostile-")
    try:
        inputs = make_inputs(os.path.join(root, "in"))
        out = os.path.join(root, "out")
        os.makedirs(out)
        lines, bad = [], 0
        for name, command in cases(arguments.bin, inputs, out):
            outcome, status, seconds, said = run(command, out)
            first = next((line.strip() for line in said.splitlines() if line.strip()), "")
            first = first[:160] + ("…" if len(first) > 160 else "")
            line = f"{outcome:10} {str(status):>5} {seconds:6.2f}s  {name}: {first}"
            print(line, flush=True)
            lines.append(line)
            if outcome in ("CRASH", "HANG", "NO-MESSAGE"):
                bad += 1
        summary = f"{len(lines)} inputs, {bad} crashed, hung or said nothing"
        print(summary)
        os.makedirs(os.path.dirname(arguments.report) or ".", exist_ok=True)
        with open(arguments.report, "w") as f:
            f.write("\n".join(lines + [summary]) + "\n")
        print(f"report: {arguments.report}")
        return 1 if bad else 0
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
