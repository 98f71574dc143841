#!/usr/bin/env python3
# cli-play.py CLI OUTDIR — `tilelands-cli play` writes records that load and replay to
# the same game (meson suite 'cli').
#
# For every game kind and for seeds across the whole 64-bit range (0, 2^53 - 1, the
# extremes, negative 19-digit seeds as 0.1.0 wrote them, and seeded random values):
# `play --seed S --out FILE` must write "seed": S exactly, and `replay FILE --final`
# must print exactly what `play` printed (scores, final scores, supply, gifts held,
# tiles left and every scoring event), and so must the record with another seed
# (every random outcome is in the record: every tile drawn, every reveal, every gift).
# With TL_TEST_GAMES under 1000 (the sanitizer run) only the 7 fixed seeds are played.
# Bad `--seed` and `--players` values exit 2 with one line naming the option (docs/design.md §9).
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import random
import re
import subprocess
import sys

KINDS = {
    "carcassonne": [],
    "gifts": ["--gifts"],
    "discovery": ["--game", "discovery"],
    "discovery-equal-turns": ["--game", "discovery", "--equal-turns"],
    "discovery-double-tile": ["--game", "discovery", "--double-tile"],
    "discovery-both-variants": ["--game", "discovery", "--equal-turns", "--double-tile"],
    "usa-west-chips": ["--map", "usa-west", "--map-chips"],
    "usa-east-chips": ["--map", "usa-east", "--map-chips"],
    "usa-both-chips-gifts": ["--map", "usa-both", "--map-chips", "--gifts"],
}

rng = random.Random(8)
SEEDS = [0, 1, 2**53 - 1, 2**63 - 1, -2**63, -7926335344172072960, -1234567890123456789]
# the random seeds too, unless TL_TEST_GAMES asks for a short run (tools/test-sanitizers.sh)
if int(os.environ.get("TL_TEST_GAMES", "1000")) >= 1000:
    SEEDS += [rng.randrange(-2**63, 2**63) for _ in range(8)] + [rng.randrange(0, 2**53) for _ in range(5)]


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def run(args):
    return subprocess.run(args, capture_output=True, text=True)


def main():
    if len(sys.argv) != 3:
        fail("usage: cli-play.py CLI OUTDIR")
    cli, outdir = sys.argv[1:]
    os.makedirs(outdir, exist_ok=True)

    games = 0
    for name, options in KINDS.items():
        for i, seed in enumerate(SEEDS):
            path = os.path.join(outdir, "play-%s-%d.tilelands" % (name, i))
            players = str(2 + i % 4)
            args = [cli, "play", "--players", players, "--seed", str(seed), "--out", path] + options
            p = run(args)
            if p.returncode != 0:
                fail("%s exited %d: %s" % (" ".join(args), p.returncode, p.stderr))
            played = json.loads(p.stdout)
            text = open(path).read()
            if json.loads(text)["seed"] != seed or not re.search(r'"seed" : %d,' % seed, text):
                fail("%s: the record does not hold \"seed\": %d" % (path, seed))
            q = run([cli, "replay", path, "--final"])
            if q.returncode != 0:
                fail("replay %s exited %d: %s" % (path, q.returncode, q.stderr))
            replayed = json.loads(q.stdout)
            if replayed != played:
                diff = [k for k in played if played.get(k) != replayed.get(k)]
                fail("%s: replay differs from play in %s" % (" ".join(args), diff))
            # Every random outcome is in the record: another seed replays the
            # same game.
            other = os.path.join(outdir, "play-%s-%d-other-seed.tilelands" % (name, i))
            record = json.loads(text)
            record["seed"] = seed + 1 if seed < 2**63 - 1 else seed - 1
            with open(other, "w") as f:
                json.dump(record, f)
            q = run([cli, "replay", other, "--final"])
            if q.returncode != 0:
                fail("replay %s (seed changed) exited %d: %s" % (other, q.returncode, q.stderr))
            if json.loads(q.stdout) != played:
                fail("%s: with another seed the replay differs" % " ".join(args))
            games += 1
    print("ok: %d games (%d kinds, %d seeds) replay exactly" % (games, len(KINDS), len(SEEDS)))

    for args, want in [
        (["play", "--seed", "9223372036854775808"], "--seed must be an integer"),
        (["play", "--seed", "12abc"], "--seed must be an integer"),
        (["play", "--players", "1"], "--players must be 2 to 5, not 1"),
        (["play", "--players", "6"], "--players must be 2 to 5, not 6"),
    ]:
        p = run([cli] + args)
        if p.returncode != 2 or p.stderr.count("\n") != 1 or want not in p.stderr:
            fail("%s: expected a failure saying %r, got %d %r" % (args, want, p.returncode, p.stderr))
    print("ok: bad --seed and --players refused")


main()
