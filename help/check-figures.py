#!/usr/bin/env python3
# check-figures.py TILELANDS_CLI SOURCE_ROOT MEDIA… — the pictures of the help (meson suite
# 'help'), as help/figures/figures.txt lists them:
#
#   - the pictures in help/C/figures/, those the pages show (<media src="figures/…">), those
#     meson installs (MEDIA, from help/meson.build) and those the list names are the same;
#   - each game record replays with `tilelands-cli replay --final` to the values of its
#     "expect" member (the numbers the page's caption gives);
#   - each picture drawn from a record has the size the record draws at its tile size today,
#     and each copied reference picture the size of its source (a picture whose record or
#     source changed without tools/update-help-figures fails).
#
# Prints FAIL: and exits 1 on the first problem. SPDX-License-Identifier: GPL-3.0-or-later
import glob
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
import tl_png  # noqa: E402

MALLARD = "{http://projectmallard.org/1.0/}"


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def png_size(path):
    try:
        return tl_png.png_size(path)
    except (OSError, ValueError) as e:
        fail(str(e))


def read_list(path):
    figures = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.split("#", 1)[0].split()
            if not line:
                continue
            if len(line) != 3:
                fail("%s:%d: expected NAME SOURCE TILE-SIZE" % (path, number))
            figures.append(tuple(line))
    return figures


def page_media(pages_dir):
    media = set()
    for page in glob.glob(os.path.join(pages_dir, "*.page")):
        for m in ET.parse(page).getroot().iter(MALLARD + "media"):
            src = m.get("src", "")
            if not src.startswith("figures/") or not src.endswith(".png"):
                fail("%s shows %r, not a picture of figures/" % (page, src))
            media.add(src[len("figures/"):-len(".png")])
    return media


def check_record(cli, record, size, picture):
    with open(record, encoding="utf-8") as f:
        expect = json.load(f).get("expect")
    if not expect:
        fail("%s has no \"expect\" member: what its caption says is not checked" % record)
    run = subprocess.run([cli, "replay", "--final", record], capture_output=True, text=True)
    if run.returncode != 0:
        fail("%s does not replay: %s" % (record, run.stderr.strip()))
    got = json.loads(run.stdout)
    for key, value in expect.items():
        if key == "final":
            continue
        if got.get(key) != value:
            fail("%s: %s is %r, its expect member says %r" % (record, key, got.get(key), value))
    with tempfile.TemporaryDirectory(prefix="tilelands-figure-") as tmp:
        drawn = os.path.join(tmp, "figure.png")
        run = subprocess.run([cli, "render", record, "--png", drawn, "--tile-size", size],
                             capture_output=True, text=True)
        if run.returncode != 0:
            fail("%s does not render: %s" % (record, run.stderr.strip()))
        if png_size(drawn) != png_size(picture):
            fail("%s is %dx%d but %s draws %dx%d: run tools/update-help-figures"
                 % (picture, *png_size(picture), record, *png_size(drawn)))


def main():
    if len(sys.argv) < 3:
        fail("usage: check-figures.py TILELANDS_CLI SOURCE_ROOT MEDIA…")
    cli, root = sys.argv[1], sys.argv[2]
    installed = {os.path.basename(m)[:-len(".png")] for m in sys.argv[3:]}
    figures_dir = os.path.join(root, "help", "C", "figures")

    figures = read_list(os.path.join(root, "help", "figures", "figures.txt"))
    listed = {name for name, _, _ in figures}
    if len(listed) != len(figures):
        fail("figures.txt names a picture twice")
    on_disk = {os.path.basename(p)[:-len(".png")] for p in glob.glob(os.path.join(figures_dir, "*.png"))}
    shown = page_media(os.path.join(root, "help", "C"))
    for what, names in (("help/C/figures/ holds", on_disk), ("the pages show", shown),
                        ("help/meson.build installs", installed)):
        if names != listed:
            fail("%s %s; figures.txt lists %s" % (what, sorted(names), sorted(listed)))

    for name, source, size in figures:
        picture = os.path.join(figures_dir, name + ".png")
        source = os.path.join(root, source)
        if size == "-":
            if png_size(source) != png_size(picture):
                fail("%s differs in size from %s: run tools/update-help-figures" % (picture, source))
        else:
            check_record(cli, source, size, picture)
    print("ok: %d pictures" % len(figures))


if __name__ == "__main__":
    main()
