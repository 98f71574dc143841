#!/usr/bin/env python3
# cli-tileset.py CLI TILESETS OUTDIR [PO_BUILD_DIR] — `tilelands-cli tileset validate`,
# `tileset simulate` and `play --tileset` (docs/design.md §9; meson suite 'cli').
#
# validate: exit 0 for a valid set and for one with warnings only (printed), 2 with every
# error listed (path and message), 2 with one line on stderr for a file that is no tile
# set; --json gives the same problems. simulate: the same report for the same seed, the
# report's sums add up, a draft is refused with exit 2. play --tileset: the record carries
# the set inline and replays to what play printed, after the file is gone. With the build's
# catalogs (PO_BUILD_DIR, where the Romanian one translates these problems), validate still
# prints English under LANGUAGE=ro: the CLI's output is a contract.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import gettext
import json
import os
import subprocess
import sys


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def run(args, env=None):
    return subprocess.run(args, capture_output=True, text=True, env=env)


def expect(cond, msg):
    if not cond:
        fail(msg)


ALL_FIELD = ["NNW", "N", "NNE", "ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", "W", "WNW"]


def write(path, tiles, **header):
    doc = {"format": "tilelands-tileset", "version": 1, "id": "t", "name": "T",
           "game": "carcassonne"}
    doc.update(header)
    doc["tiles"] = tiles
    with open(path, "w") as f:
        json.dump(doc, f)


def main():
    if len(sys.argv) not in (4, 5):
        fail("usage: cli-tileset.py CLI TILESETS OUTDIR [PO_BUILD_DIR]")
    cli, tilesets, outdir = sys.argv[1:4]
    po_build = sys.argv[4] if len(sys.argv) == 5 else None
    os.makedirs(outdir, exist_ok=True)
    base = os.path.join(tilesets, "carcassonne-base.json")

    # every built-in set is valid
    for name in sorted(os.listdir(tilesets)):
        p = run([cli, "tileset", "validate", os.path.join(tilesets, name)])
        expect(p.returncode == 0, "%s: exit %d: %s" % (name, p.returncode, p.stdout + p.stderr))
        expect(p.stdout == "%s: valid, 0 errors, 0 warnings\n" % name, "%s: %r" % (name, p.stdout))

    # warnings only: exit 0, printed
    warn = os.path.join(outdir, "warnings.json")
    write(warn, [
        {"id": "B", "count": 2, "start": 1,
         "segments": [{"kind": "field", "ports": ALL_FIELD}, {"kind": "monastery", "ports": []}]},
        {"id": "C", "count": 1, "segments": [{"kind": "city", "ports": ALL_FIELD, "pennants": 1}]},
    ])
    p = run([cli, "tileset", "validate", warn])
    expect(p.returncode == 0, "warnings only: exit %d" % p.returncode)
    lines = p.stdout.splitlines()
    expect(lines == [
        "warnings.json: $.tiles[1]: warning: tile C can never be placed: none of its sides "
        "matches a side of a tile of the set",
        "warnings.json: $.tiles: warning: the tiles fall into 2 groups that can never border "
        "each other (B; C): a game can stop early with tiles that fit nowhere",
        "warnings.json: valid, 0 errors, 2 warnings",
    ], "warnings only: %r" % lines)

    # errors: exit 2, every one listed
    bad = os.path.join(outdir, "bad.json")
    write(bad, [
        {"id": "D 1", "count": 0,
         "segments": [{"kind": "field", "ports": ALL_FIELD}]},
        {"id": "E", "count": 1, "start": 1,
         "segments": [{"kind": "city", "ports": ["NNW", "N", "NNE"]},
                      {"kind": "field", "ports": ALL_FIELD[3:]}]},
    ])
    p = run([cli, "tileset", "validate", bad])
    expect(p.returncode == 2, "errors: exit %d" % p.returncode)
    lines = p.stdout.splitlines()
    english = [
        "bad.json: $.tiles[0].id: error: the tile at position 1 has the id “D 1”, but a tile id "
        "has 1 to 15 letters without accents, digits, “-” or “_”",
        "bad.json: $.tiles[0].count: error: the tile at position 1: its number of copies is 0; "
        "the deck needs at least one copy of each tile",
        "bad.json: $.tiles[1].segments: error: tile E: the field at side E next to corner NE "
        "borders the city on N, but the tile does not say so",
        "bad.json: invalid, 3 errors, 0 warnings",
    ]
    expect(lines == english, "errors: %r" % lines)

    # English whatever the language, even with a Romanian catalog that has these messages
    if po_build is not None:
        ro = gettext.translation("tilelands", localedir=po_build, languages=["ro"])
        said = ro.gettext("its number of copies is 0; the deck needs at least one copy of each tile")
        expect(said != "its number of copies is 0; the deck needs at least one copy of each tile",
               "the Romanian catalog translates the problem")
        env = dict(os.environ, LANGUAGE="ro", LANG="C.UTF-8", LC_ALL="", TILELANDS_LOCALEDIR=po_build)
        p = run([cli, "tileset", "validate", bad], env=env)
        expect(p.returncode == 2 and p.stdout.splitlines() == english,
               "errors under LANGUAGE=ro: %r" % p.stdout)
        p = run([cli, "tileset", "validate", os.path.join(outdir, "nothere.json")], env=env)
        expect(p.returncode == 2 and "No such file or directory" in p.stderr,
               "a missing file under LANGUAGE=ro: %r" % p.stderr)
    p = run([cli, "tileset", "validate", "--json", bad])
    expect(p.returncode == 2, "errors --json: exit %d" % p.returncode)
    doc = json.loads(p.stdout)
    expect(doc["valid"] is False and doc["errors"] == 3 and doc["warnings"] == 0, "json: %r" % doc)
    expect([(q["severity"], q["tile"], q["path"]) for q in doc["problems"]] ==
           [("error", 0, "$.tiles[0].id"), ("error", 0, "$.tiles[0].count"),
            ("error", 1, "$.tiles[1].segments")], "json problems: %r" % doc["problems"])

    # no tile set at all: exit 2, one line on stderr
    notset = os.path.join(outdir, "notset.json")
    with open(notset, "w") as f:
        f.write('{"format": "tilelands-map", "version": 1}')
    p = run([cli, "tileset", "validate", notset])
    expect(p.returncode == 2 and p.stdout == "", "not a tile set: exit %d" % p.returncode)
    expect(p.stderr == 'notset.json: $.format: expected "tilelands-tileset", found '
           '"tilelands-map" (not a file of this kind)\n', "not a tile set: %r" % p.stderr)

    # simulate: the same report for the same seed, and its sums add up
    args = [cli, "tileset", "simulate", base, "--games", "40", "--seed", "7", "--json"]
    a, b = run(args), run(args)
    expect(a.returncode == 0, "simulate: exit %d: %s" % (a.returncode, a.stderr))
    expect(a.stdout == b.stdout, "simulate: two runs of one seed differ")
    r = json.loads(a.stdout)
    expect(r["games"] == 40 and r["completed"] == 40 and r["tiles"] == 72, "simulate: %r" % r)
    expect(r["turns"]["min"] <= r["turns"]["mean"] <= r["turns"]["max"] <= 71, "turns: %r" % r)
    expect(r["draws"] == 40 * 71, "every tile but the start one is drawn: %r" % r["draws"])
    expect(sum(r["discarded"].values()) == r["discards"], "discards: %r" % r)
    expect(abs(sum(r["score"]["by_kind"].values()) + r["score"]["other"] - r["score"]["mean"])
           < 1e-9, "the score's parts add up: %r" % r["score"])
    other = json.loads(run(args[:-2] + ["9", "--json"]).stdout)
    expect(other["seed"] == 9 and other != r, "another seed plays other games")
    p = run([cli, "tileset", "simulate", bad, "--games", "3"])
    expect(p.returncode == 2 and "cannot be played" in p.stderr, "simulate a draft: %r" % p.stderr)

    # play --tileset: the set goes inline into the record, which replays without the file
    mine = os.path.join(outdir, "mine.json")
    with open(base) as f:
        doc = json.load(f)
    doc["id"], doc["name"] = "my-set", "My set"
    doc["tiles"] = [t for t in doc["tiles"] if t["id"] in ("D", "U", "V", "W", "E")]
    with open(mine, "w") as f:
        json.dump(doc, f)
    record = os.path.join(outdir, "mine.tilelands")
    p = run([cli, "play", "--tileset", mine, "--seed", "5", "--level", "0", "--out", record])
    expect(p.returncode == 0, "play --tileset: exit %d: %s" % (p.returncode, p.stderr))
    played = json.loads(p.stdout)
    os.remove(mine)
    with open(record) as f:
        rec = json.load(f)
    expect(isinstance(rec["tileset"], dict) and rec["tileset"]["id"] == "my-set",
           "the record names its set inline: %r" % rec["tileset"])
    q = run([cli, "replay", record])
    expect(q.returncode == 0 and json.loads(q.stdout) == played, "the record replays")
    p = run([cli, "play", "--tileset", bad, "--seed", "5"])
    expect(p.returncode != 0 and "bad.json: $.tiles[0].id" in p.stderr, "play a draft: %r" % p.stderr)

    print("ok")


main()
