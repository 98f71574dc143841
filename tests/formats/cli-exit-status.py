#!/usr/bin/env python3
# cli-exit-status.py CLI FIXTURES — the exit statuses of every tilelands-cli command
# (docs/design.md §9; meson suite 'cli'): 0 on success; 2 on bad input, with exactly one line
# on stderr saying what and where; 1 on other failures (a file that cannot be written).
#
# Bad input is the command line (no or an unknown command, an unknown option, a value out
# of range, a missing argument) and what it names: a file that is missing, is not the
# format expected, is invalid, or is a game record with an illegal turn; a database that
# is not a Tilelands library; a game id the library does not hold.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import subprocess
import sys
import tempfile


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def main():
    if len(sys.argv) != 3:
        fail("usage: cli-exit-status.py CLI FIXTURES")
    cli, fixtures = sys.argv[1:]
    tmp = tempfile.mkdtemp(prefix="tilelands-cli-status-")
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = os.path.join(tmp, "xdg")
    env["TILELANDS_DB"] = os.path.join(tmp, "env.db")

    def path(name):
        return os.path.join(tmp, name)

    def write(name, text):
        with open(path(name), "w") as f:
            f.write(text if isinstance(text, str) else json.dumps(text))
        return path(name)

    good = os.path.join(fixtures, "rules", "cases-4-road-back-to-crossroads.tilelands")
    illegal = os.path.join(fixtures, "rules", "base-6-7-occupied-road-refused.tilelands")
    malformed = os.path.join(fixtures, "bad", "record-missing-players.tilelands")
    missing = path("missing.tilelands")
    not_json = write("not-json.tilelands", "{\"format\": ")
    notes = write("notes.db", "not a database\n")
    bad_map = write("bad-map.json", {"format": "tilelands-map", "version": 1, "id": "m",
                                     "name": "M", "width": 2, "height": 1})
    bad_set = write("bad-set.json", {"format": "tilelands-tileset", "version": 1, "id": "s",
                                     "name": "S", "game": "carcassonne", "tiles": []})
    no_dir = path("no-such-folder")
    # 17 MB (g_format_size: 10^6 bytes, a no-break space): over the 16 MB a Tilelands file may be (docs/record-format.md), refused unread
    huge = path("huge.json")
    too_large = "huge.json: the file is 17.0\u00a0MB; a Tilelands file may be at most 16.0\u00a0MB"
    with open(huge, "wb") as f:
        f.truncate(17 * 1000 * 1000)
    library = path("library.db")

    # (arguments, status, what stderr's one line starts with, for 2)
    cases = [
        ([], 2, "tilelands-cli: no command given"),
        (["frobnicate"], 2, "tilelands-cli: unknown command “frobnicate”"),
        # replay
        (["replay"], 2, "tilelands-cli replay: no game record given"),
        (["replay", good, good], 2, "tilelands-cli replay: expected one game record"),
        (["replay", "--nonsense", good], 2, "tilelands-cli replay: Unknown option --nonsense"),
        (["replay", missing], 2, "missing.tilelands: cannot read the file: "),
        (["replay", not_json], 2, "not-json.tilelands: "),
        (["replay", malformed], 2, "record-missing-players.tilelands: $.players: missing"),
        (["replay", illegal], 2, "turn 3: "),
        # a name longer than a record may hold (issue 20)
        (["replay", os.path.join(fixtures, "bad", "record-long-name.tilelands")], 2,
         "record-long-name.tilelands: $.players[1].name: a name of 300 characters (a player's name may have at most 100)"),
        (["replay", good], 0, None),
        # play
        (["play", "--players", "1"], 2, "tilelands-cli play: --players must be 2 to 5, not 1"),
        (["play", "--seed", "x"], 2, "tilelands-cli play: --seed must be an integer"),
        (["play", "--level", "3"], 2, "tilelands-cli play: --level must be 0 to 2, not 3"),
        (["play", "--game", "chess"], 2, "tilelands-cli play: unknown game “chess”"),
        (["play", "--map", bad_map], 2, "bad-map.json: $.cells: missing"),
        (["play", "--tileset", missing], 2, "missing.tilelands: cannot read the file: "),
        (["play", "--seed", "1", "--db", notes], 2, notes + ": not a Tilelands library"),
        (["play", "--seed", "1", "--out", os.path.join(no_dir, "a.tilelands")], 1, None),
        (["play", "--seed", "1", "--db", library], 0, None),
        # render
        (["render", good], 2, "tilelands-cli render: no picture to write: give --png OUT"),
        (["render", good, "--png", path("a.png"), "--tile-size", "4"], 2,
         "tilelands-cli render: --tile-size must be 8 to 512, not 4"),
        (["render", illegal, "--png", path("a.png")], 2, "turn 3: "),
        (["render", missing, "--png", path("a.png")], 2, "missing.tilelands: cannot read the file: "),
        (["render", good, "--png", os.path.join(no_dir, "a.png")], 1, None),
        # bench, tournament (bad usage only: their runs are measurements)
        (["bench", "--seconds", "0"], 2, "tilelands-cli bench: --seconds must be more than 0"),
        (["bench", "--game", "chess"], 2, "tilelands-cli bench: unknown game “chess”"),
        (["bench", "--games", "0"], 2, "tilelands-cli bench: --games must be 1 to 10000000, not 0"),
        (["bench", "--tileset", missing], 2, "missing.tilelands: cannot read the file: "),
        (["bench", "--tileset", bad_set, "--games", "1"], 2, "bad-set.json: "),
        (["bench", "--games", "1", "extra"], 2, "tilelands-cli bench: unexpected argument “extra”"),
        (["bench", "--games", "2", "--tileset",
          os.path.join(fixtures, "..", "..", "data", "tilesets", "inns-and-cathedrals.json")], 0, None),
        (["tournament", "--a", "1", "--b", "0", "--games", "3"], 2,
         "tilelands-cli tournament: --games must be an even number"),
        (["tournament", "--a", "x", "--b", "0", "--games", "2"], 2,
         "tilelands-cli tournament: --a must be 0, 1, 2 or greedy"),
        # the library
        (["history", "--since", "yesterday", "--db", library], 2,
         "tilelands-cli history: --since: “yesterday” is not a date"),
        (["history", "--db", notes], 2, notes + ": not a Tilelands library"),
        (["history", "--db", library], 0, None),
        (["stats", "extra", "--db", library], 2, "tilelands-cli stats: unexpected argument “extra”"),
        (["stats", "--db", notes], 2, notes + ": not a Tilelands library"),
        (["import", "--db", library], 2, "tilelands-cli import: no file given"),
        (["import", malformed, "--db", library], 2, "record-missing-players.tilelands: $.players: missing"),
        (["import", missing, "--db", library], 2, "missing.tilelands: cannot read the file: "),
        (["export", "--db", library], 2, "tilelands-cli export: --out FILE is needed"),
        (["export", "00000000-0000-4000-8000-000000000000", "--out", path("x.tilelands"),
          "--db", library], 2, library + ": no game 00000000-0000-4000-8000-000000000000 in the library"),
        (["export", "--library", "--out", good, "--db", library], 1, None),
        # tile sets and maps
        (["tileset"], 2, "tilelands-cli tileset: expected “validate” or “simulate”"),
        (["tileset", "validate"], 2, "tilelands-cli tileset validate: expected one FILE"),
        (["tileset", "validate", missing], 2, "missing.tilelands: cannot read the file: "),
        (["tileset", "simulate", bad_set], 2, "bad-set.json: "),
        (["tileset", "simulate", bad_set, "--games", "0"], 2,
         "tilelands-cli tileset simulate: --games must be 1 to 1000000, not 0"),
        (["map"], 2, "tilelands-cli map: expected “validate”"),
        (["map", "validate"], 2, "tilelands-cli map validate: map validate needs a FILE"),
        (["map", "validate", missing], 2, "missing.tilelands: cannot read the file: "),
        (["replay", huge], 2, too_large),
        (["tileset", "validate", huge], 2, too_large),
        (["map", "validate", huge], 2, too_large),
        (["play", "--map", huge], 2, too_large),
        (["map", "validate", bad_map, "--deck", "huge"], 2,
         "tilelands-cli map validate: --deck must be base or full, not “huge”"),
    ]
    for args, status, first in cases:
        p = subprocess.run([cli] + args, capture_output=True, text=True, env=env)
        what = "tilelands-cli " + " ".join(args)
        if p.returncode != status:
            fail("%s exited %d, expected %d: %r" % (what, p.returncode, status, p.stderr))
        lines = p.stderr.splitlines()
        if status == 2:
            if len(lines) != 1 or not p.stderr.endswith("\n"):
                fail("%s: expected one line on stderr, got %r" % (what, p.stderr))
            if not lines[0].startswith(first):
                fail("%s: stderr %r does not start with %r" % (what, lines[0], first))
            if p.stdout != "":
                fail("%s: bad input printed %r on stdout" % (what, p.stdout))
        elif status == 1 and len(lines) != 1:
            fail("%s: expected one line on stderr, got %r" % (what, p.stderr))
        print("ok: %s -> %d %s" % (what, p.returncode, lines[0] if lines else ""))
    # what the refusals left: the file that is no library is unchanged, nothing was
    # written where the command line was bad
    with open(notes) as f:
        if f.read() != "not a database\n":
            fail("the file that is not a library was changed")
    if os.path.exists(no_dir) or os.path.exists(path("a.png")) or os.path.exists(path("x.tilelands")):
        fail("a refused command wrote a file")
    subprocess.run(["rm", "-rf", tmp])
    print("ok: %d commands exit as docs/design.md §9 says" % len(cases))


main()
