#!/usr/bin/env python3
# cli-project.py CLI OUTDIR — `tilelands-cli project FILE --seat N` and
# `replay FILE --digest [--seat N]` end to end (docs/design.md §9, §10; meson suite 'cli').
#
# Games of every kind with hidden information (The Gifts, Map-Chips on a map, The
# Discovery's double tile), played by `play`, then for every seat:
# - `project` prints a record of version 4 with "view": N, no "seed", "?" where
#   something is hidden from N, and nothing of what the others hold;
# - `replay FILE --digest --seat N` and `replay VIEW --digest` print the same
#   {"digests": [...]}, one per turn (and one for the turn in progress);
# - the view replays (`replay VIEW`), but as a local game it is refused: `import`
#   says "a player's view of an online game", exit 2;
# - bad input exits 2 with one line: a seat that does not play, another seat's
#   digests of a view, a view projected again, `--seat` without `--digest`.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import subprocess
import sys


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def run(cli, *args, status=0, env=None):
    p = subprocess.run([cli] + list(args), capture_output=True, text=True, env=env)
    if p.returncode != status:
        fail("%s exited %d, expected %d: %s%s" % (" ".join(args), p.returncode, status, p.stdout,
                                                  p.stderr))
    if status == 2:
        lines = [l for l in p.stderr.splitlines() if l.strip()]
        if len(lines) != 1 or p.stdout:
            fail("%s: expected one line on stderr, got %r (stdout %r)" % (" ".join(args), lines,
                                                                          p.stdout))
        return lines[0]
    return p.stdout


def hidden_members(view, seat):
    """What seat must not see in its view: every "?" is where the rules hide something."""
    setup = view.get("setup", {})
    for chip in setup.get("chips", []):
        if chip["chip"] != "?":
            fail("view %d names a chip of the setup: %r" % (seat, chip))
    for tile in setup.get("face_down", []):
        if tile["tile"] != "?":
            fail("view %d names a face-down tile of the setup: %r" % (seat, tile))
    for s, hand in enumerate(setup.get("hands", [])):
        if (s == seat) != ("?" not in hand):
            fail("view %d: hand %d is %r" % (seat, s, hand))


def main():
    if len(sys.argv) != 3:
        fail("usage: cli-project.py CLI OUTDIR")
    cli, out = sys.argv[1:]
    os.makedirs(out, exist_ok=True)
    env = dict(os.environ)
    env["TILELANDS_DB"] = os.path.join(out, "not-this.db")

    games = [
        ("gifts", ["--gifts", "--players", "3"]),
        ("chips", ["--map", "usa-west", "--map-chips", "--gifts", "--players", "2"]),
        ("double-tile", ["--game", "discovery", "--double-tile", "--equal-turns",
                         "--players", "4"]),
    ]
    for name, options in games:
        game = os.path.join(out, name + ".tilelands")
        run(cli, "play", "--seed", "21", "--level", "0", "--out", game, *options)
        record = json.load(open(game))
        whole_turns = len(record["turns"])
        # the same game stopped in the middle of its last placement: up to the
        # placement kept (a double-tile hand draws when the turn is confirmed)
        last = max(i for i, t in enumerate(record["turns"]) if "place" in t)
        kept = ["play", "discard", "replace", "gift", "place", "chip", "turned", "received"]
        if "double-tile" not in name:
            kept.append("draw")
        record["version"] = 3
        record["turn_in_progress"] = {k: v for k, v in record["turns"][last].items() if k in kept}
        record["turns"] = record["turns"][:last]
        stopped = os.path.join(out, name + "-stopped.tilelands")
        json.dump(record, open(stopped, "w"))
        n = len(record["players"])
        for path, n_digests in ((game, whole_turns), (stopped, len(record["turns"]) + 1)):
            for seat in range(n):
                text = run(cli, "project", path, "--seat", str(seat))
                view = json.loads(text)
                if view.get("version") != 4 or view.get("view") != seat or "seed" in view:
                    fail("%s seat %d: not a view: version %r, view %r, seed %r" %
                         (path, seat, view.get("version"), view.get("view"), view.get("seed")))
                if "?" not in text.replace('"?"', "?") or '"?"' not in text:
                    fail("%s seat %d: nothing hidden" % (path, seat))
                hidden_members(view, seat)
                if path == stopped and "turn_in_progress" not in view:
                    fail("%s seat %d: the turn in progress is missing" % (path, seat))
                view_path = os.path.join(out, "%s-view%d.tilelands" % (os.path.basename(path), seat))
                open(view_path, "w").write(text)

                full = json.loads(run(cli, "replay", path, "--digest", "--seat", str(seat)))
                seen = json.loads(run(cli, "replay", view_path, "--digest"))
                if full != seen:
                    fail("%s seat %d: the digests differ:\n%r\n%r" % (path, seat, full, seen))
                if len(seen["digests"]) != n_digests or len(set(seen["digests"])) < 2:
                    fail("%s seat %d: %d digests, expected %d" % (path, seat,
                                                                 len(seen["digests"]), n_digests))
                json.loads(run(cli, "replay", view_path))
                other = (seat + 1) % n
                line = run(cli, "replay", view_path, "--digest", "--seat", str(other), status=2)
                if "view of player %d" % (seat + 1) not in line:
                    fail("replay --digest --seat %d of view %d: %s" % (other, seat, line))
                line = run(cli, "project", view_path, "--seat", str(seat), status=2)
                if "already the view" not in line:
                    fail("project of a view: %s" % line)
                line = run(cli, "import", view_path, "--db", os.path.join(out, "library.db"),
                           status=2, env=env)
                if "a player's view of an online game" not in line:
                    fail("import of a view: %s" % line)
            print("ok: %s: %d views, digests equal, refused as a local game" % (path, n))

        line = run(cli, "project", game, "--seat", str(n), status=2)
        if "--seat %d" % n not in line:
            fail("project --seat %d: %s" % (n, line))
    run(cli, "project", game, status=2)
    run(cli, "replay", game, "--seat", "0", status=2)
    run(cli, "replay", game, "--digest", "--final", status=2)
    print("ok: bad input exits 2 with one line")


main()
