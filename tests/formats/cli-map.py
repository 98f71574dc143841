#!/usr/bin/env python3
# cli-map.py CLI MAPSDIR OUTDIR — `tilelands-cli map validate` and `play --map FILE`
# (docs/design.md §9; meson suite 'cli').
#
# - The built-in layouts are valid (exit 0, "FILE: valid"), alone and joined.
# - A file breaking several rules exits 2 with every problem on stderr, one line each,
#   `FILE: JSON-PATH: message`, in the order of the rules; --json gives the same
#   problems with their cells, and the counts of each kind of cell.
# - --deck base counts the outlined squares against 72 tiles, full (default) 114.
# - A join whose half columns do not pair exits 2 naming each row.
# - Not JSON, or a missing member: exit 2, one line; a missing file: exit 1.
# - `play --map FILE` plays on the user's layout, writes it inline in the record
#   (its id, name and cells), and `replay --final` of that record prints exactly what
#   play printed; a layout with a problem is refused with exit 2.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import subprocess
import sys


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def run(args):
    return subprocess.run(args, capture_output=True, text=True)


def layout(name, rows, id_="m"):
    return {"format": "tilelands-map", "version": 1, "id": id_, "name": name,
            "width": len(rows[0]), "height": len(rows), "cells": rows}


def write(outdir, name, data):
    path = os.path.join(outdir, name)
    with open(path, "w") as f:
        f.write(data if isinstance(data, str) else json.dumps(data))
    return path


def expect(p, code, stdout=None, stderr=None, what=""):
    if p.returncode != code:
        fail("%s: exit %d, expected %d (stderr %r)" % (what, p.returncode, code, p.stderr))
    if stdout is not None and p.stdout != stdout:
        fail("%s: stdout %r, expected %r" % (what, p.stdout, stdout))
    if stderr is not None and p.stderr != stderr:
        fail("%s: stderr %r, expected %r" % (what, p.stderr, stderr))


def main():
    if len(sys.argv) != 4:
        fail("usage: cli-map.py CLI MAPSDIR OUTDIR")
    cli, maps, outdir = sys.argv[1:]
    os.makedirs(outdir, exist_ok=True)
    west = os.path.join(maps, "usa-west.json")
    east = os.path.join(maps, "usa-east.json")

    expect(run([cli, "map", "validate", west]), 0, "usa-west.json: valid\n", "", "usa-west")
    expect(run([cli, "map", "validate", east, "--deck", "base"]), 0, "usa-east.json: valid\n", "",
           "usa-east")
    expect(run([cli, "map", "validate", west, "--join", east]), 0,
           "usa-west.json + usa-east.json: valid\n", "", "join")
    p = run([cli, "map", "validate", east, "--join", west, "--json"])
    expect(p, 0, what="join --json")
    both = json.loads(p.stdout)
    if (both["valid"], both["width"], both["height"], both["squares"], both["counts"]["start"],
            both["counts"]["town"], both["counts"]["outlined"], both["problems"]) != \
            (True, 31, 12, 282, 4, 30, 30, []):
        fail("join --json: %r" % both)

    bad = write(outdir, "bad.json", layout("Bad", ["..h.#", ".T#.x", "#.#.."]))
    expect(run([cli, "map", "validate", bad]), 2, "",
           "bad.json: $.cells[1]: cell (4, 1) is 'x', not one of . # S T p o b h (playable, "
           "blocked, start, town, outlined purple, orange, light-blue, half square)\n"
           "bad.json: $.cells: no start square (a map needs at least one)\n"
           "bad.json: $.cells[0]: cell (2, 0): a half square may only lie in the first or last "
           "column (the seam)\n", "bad")
    p = run([cli, "map", "validate", bad, "--json"])
    expect(p, 2, stderr="", what="bad --json")
    result = json.loads(p.stdout)
    got = [(q["file"], q["path"], q["x"], q["y"]) for q in result["problems"]]
    if result["valid"] or got != [("bad.json", "$.cells[1]", 4, 1), ("bad.json", "$.cells", -1, -1),
                                  ("bad.json", "$.cells[0]", 2, 0)]:
        fail("bad --json: %r" % result)
    if result["counts"] != {"blocked": 5, "playable": 8, "start": 0, "town": 1, "outlined": 0,
                            "half": 1}:
        fail("bad --json counts: %r" % result["counts"])

    cut = write(outdir, "cut.json", layout("Cut", ["S.#.", "..#T"]))
    expect(run([cli, "map", "validate", cut]), 2, "",
           "cut.json: $.cells[0]: cell (3, 0) cannot be reached from a start square through "
           "playable squares (an area of 2 squares)\n", "cut")

    # 2 start squares and 71 outlined squares: the 72 base tiles leave one empty
    rows = ["SS" + "p" * 34, "b" * 36, "o" + "." * 35]
    many = write(outdir, "many.json", layout("Many", rows))
    expect(run([cli, "map", "validate", many]), 0, what="many, full deck")
    expect(run([cli, "map", "validate", many, "--deck", "base"]), 2, "",
           "many.json: $.cells[2]: cell (0, 2): outlined square 71 of 71 stays empty: a deck of "
           "72 tiles fills only 70 after the start squares\n", "many, base deck")

    a = write(outdir, "a.json", layout("A", ["S.h", "..h", "..."], "a"))
    b = write(outdir, "b.json", layout("B", ["hS.", "...", "h.."], "b"))
    expect(run([cli, "map", "validate", a, "--join", b]), 2, "",
           "a.json + b.json: row 1: cell (2, 1) of “A” is a half square, but cell (0, 1) of “B” "
           "is not: half squares must pair up across the seam\n"
           "a.json + b.json: row 2: cell (0, 2) of “B” is a half square, but cell (2, 2) of “A” "
           "is not: half squares must pair up across the seam\n", "join rows")

    notjson = write(outdir, "notjson.json", "{\"format\": ")
    p = run([cli, "map", "validate", notjson])
    expect(p, 2, "", what="not json")
    if not p.stderr.startswith("notjson.json: ") or p.stderr.count("\n") != 1:
        fail("not json: %r" % p.stderr)
    nocells = write(outdir, "nocells.json", {"format": "tilelands-map", "version": 1, "id": "n",
                                             "name": "N", "width": 2, "height": 1})
    expect(run([cli, "map", "validate", nocells]), 2, "",
           "nocells.json: $.cells: missing (expected an array)\n", "no cells")
    p = run([cli, "map", "validate", os.path.join(outdir, "absent.json")])
    expect(p, 2, "", what="absent")
    if not p.stderr.startswith("absent.json: cannot read the file: "):
        fail("absent: %r" % p.stderr)
    expect(run([cli, "map", "validate"]), 2, "", "tilelands-cli map validate: map validate needs a FILE\n",
           "no file")

    # play on a user's layout: a copy of USA West under another id and name
    with open(west) as f:
        mine = json.load(f)
    mine["id"], mine["name"] = "my-west", "My West"
    mine["cells"][0] = "##.." + mine["cells"][0][4:]     # the town at (3, 0) made playable
    path = write(outdir, "my-west.json", mine)
    record = os.path.join(outdir, "my-west.tilelands")
    p = run([cli, "play", "--map", path, "--map-chips", "--players", "3", "--seed", "11",
             "--out", record])
    expect(p, 0, what="play --map FILE")
    with open(record) as f:
        saved = json.load(f)
    if not isinstance(saved["map"], dict) or saved["map"]["id"] != "my-west" or \
            saved["map"]["name"] != "My West" or saved["map"]["cells"] != mine["cells"]:
        fail("play --map FILE: the record's map is %r" % saved["map"])
    played = json.loads(p.stdout)
    r = run([cli, "replay", "--final", record])
    expect(r, 0, what="replay of play --map FILE")
    if json.loads(r.stdout) != played:
        fail("replay of play --map FILE differs from play")
    if sum(played["final_scores"]) <= 0 or played["tiles_left"] != 0:
        fail("play --map FILE: %r" % played)
    p = run([cli, "play", "--map", cut, "--seed", "1"])
    expect(p, 2, "", "cut.json: $.cells[0]: cell (3, 0) cannot be reached from a start square "
           "through playable squares (an area of 2 squares)\n", "play --map with a problem")
    print("ok: map validate and play --map FILE")


main()
