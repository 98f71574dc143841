#!/usr/bin/env python3
# cli-tournament.py CLI — `tilelands-cli tournament` and `play --level/--levels` end to end
# (meson suite 'cli').
#
# - tournament --json prints docs/design.md §9's object: games, draws, and for each side its
#   level, wins, win_rate = (wins + draws / 2) / games, a 95 % Wilson interval around it,
#   mean_score and ms_per_move {median <= max}; wins + wins + draws = games. Every game
#   replays (the command checks it and would exit 2). Level 2 runs by iterations, so the
#   same command prints the same wins twice.
# - the text output names both players and the interval.
# - bad input exits non-zero with the reason: an odd --games, an unknown player, a level
#   outside 0..2 for play, --levels of the wrong length.
# - play --levels gives each seat its level in the saved record.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import math
import os
import subprocess
import sys
import tempfile


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def run(cli, *args):
    return subprocess.run([cli] + list(args), capture_output=True, text=True)


def wilson(p, n):
    z = 1.959964
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def check_object(obj, games, a_level, b_level, what):
    if obj.get("games") != games:
        fail("%s: games is %r, expected %d" % (what, obj.get("games"), games))
    draws = obj.get("draws")
    a, b = obj.get("a"), obj.get("b")
    if a["level"] != a_level or b["level"] != b_level:
        fail("%s: levels %r / %r, expected %r / %r" % (what, a["level"], b["level"], a_level, b_level))
    if a["wins"] + b["wins"] + draws != games:
        fail("%s: %d + %d wins + %d draws != %d games" % (what, a["wins"], b["wins"], draws, games))
    for side in (a, b):
        rate = (side["wins"] + draws / 2) / games
        if abs(side["win_rate"] - rate) > 1e-9:
            fail("%s: win_rate %r, expected %r" % (what, side["win_rate"], rate))
        lo, hi = wilson(rate, games)
        if abs(side["interval"][0] - lo) > 1e-6 or abs(side["interval"][1] - hi) > 1e-6:
            fail("%s: interval %r, expected [%r, %r]" % (what, side["interval"], lo, hi))
        ms = side["ms_per_move"]
        if not (0 <= ms["median"] <= ms["max"]):
            fail("%s: ms_per_move %r" % (what, ms))
        if side["mean_score"] <= 0:
            fail("%s: mean_score %r" % (what, side["mean_score"]))


def main():
    cli = sys.argv[1]

    args = ["tournament", "--a", "2", "--b", "1", "--games", "2", "--iterations", "20", "--json"]
    first = run(cli, *args)
    if first.returncode != 0:
        fail("%s exited %d: %s" % (" ".join(args), first.returncode, first.stderr))
    obj = json.loads(first.stdout)
    check_object(obj, 2, 2, 1, "hard vs normal")
    again = json.loads(run(cli, *args).stdout)
    if again["a"]["wins"] != obj["a"]["wins"] or again["a"]["mean_score"] != obj["a"]["mean_score"]:
        fail("level 2 by iterations is not repeatable: %r vs %r" % (obj["a"], again["a"]))
    print("ok: tournament --a 2 --b 1 --iterations 20:", obj["a"]["wins"], "wins")

    args = ["tournament", "--a", "1", "--b", "greedy", "--games", "4", "--map", "usa-west",
            "--map-chips", "--json"]
    p = run(cli, *args)
    if p.returncode != 0:
        fail("%s exited %d: %s" % (" ".join(args), p.returncode, p.stderr))
    check_object(json.loads(p.stdout), 4, 1, "greedy", "normal vs greedy")
    print("ok: tournament --a 1 --b greedy on usa-west with Map-Chips")

    p = run(cli, "tournament", "--a", "0", "--b", "1", "--games", "2", "--game", "discovery")
    if p.returncode != 0 or "A: level 0" not in p.stdout or "B: level 1" not in p.stdout or "[" not in p.stdout:
        fail("text output: %r %r" % (p.stdout, p.stderr))
    print("ok: text output")

    for bad in (["tournament", "--a", "1", "--b", "0", "--games", "3"],
                ["tournament", "--a", "7", "--b", "0", "--games", "2"],
                ["tournament", "--a", "1", "--games", "2"],
                ["play", "--level", "3", "--seed", "1"],
                ["play", "--players", "3", "--levels", "1,2", "--seed", "1"],
                ["play", "--levels", "1,x", "--seed", "1"]):
        p = run(cli, *bad)
        if p.returncode != 2 or len(p.stderr.splitlines()) != 1:
            fail("%s should exit 2 with one line on stderr, exited %d: %r"
                 % (" ".join(bad), p.returncode, p.stderr))
        print("ok: refused:", " ".join(bad), "->", p.stderr.splitlines()[0])

    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "game.tilelands")
        p = run(cli, "play", "--players", "3", "--levels", "2,0,1", "--budget-ms", "5",
                "--seed", "4", "--out", out)
        if p.returncode != 0:
            fail("play --levels exited %d: %s" % (p.returncode, p.stderr))
        levels = [player.get("level") for player in json.load(open(out))["players"]]
        if levels != [2, 0, 1]:
            fail("play --levels 2,0,1 saved levels %r" % levels)
        print("ok: play --levels 2,0,1 saved", levels)


main()
