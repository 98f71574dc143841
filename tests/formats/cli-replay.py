#!/usr/bin/env python3
# cli-replay.py CLI GOOD BAD — `tilelands-cli replay` end to end (meson suite 'cli').
#
# GOOD: a rule fixture; `replay GOOD --final` must exit 0 and print one JSON object whose
#       members equal the fixture's "expect" members (scores, final_scores, supply, tiles_left).
# BAD:  a rule fixture with "expect": {"error": "turn N: "}; `replay BAD` must exit 2 and
#       print one line starting with that prefix.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import subprocess
import sys


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def main():
    if len(sys.argv) != 4:
        fail("usage: cli-replay.py CLI GOOD BAD")
    cli, good, bad = sys.argv[1:]

    expect = json.load(open(good))["expect"]
    args = [cli, "replay", good] + (["--final"] if expect.get("final") else [])
    p = subprocess.run(args, capture_output=True, text=True)
    if p.returncode != 0:
        fail("%s exited %d: %s%s" % (" ".join(args), p.returncode, p.stdout, p.stderr))
    try:
        result = json.loads(p.stdout)
    except ValueError as e:
        fail("%s printed no JSON object (%s): %r" % (" ".join(args), e, p.stdout))
    for name, value in expect.items():
        if name == "final":
            continue
        if result.get(name) != value:
            fail("%s: %s is %r, expected %r" % (good, name, result.get(name), value))
    print("ok: replay %s -> %s" % (good, json.dumps({k: result.get(k) for k in expect if k != "final"})))

    want = json.load(open(bad))["expect"]["error"]
    args = [cli, "replay", bad]
    p = subprocess.run(args, capture_output=True, text=True)
    if p.returncode != 2:
        fail("%s exited %d, expected 2: %s%s" % (" ".join(args), p.returncode, p.stdout, p.stderr))
    lines = [l for l in (p.stderr + p.stdout).splitlines() if l.strip()]
    if len(lines) != 1 or not lines[0].startswith(want):
        fail("%s should print one line starting with %r, got %r" % (" ".join(args), want, lines))
    print("ok: replay %s -> exit 2: %s" % (bad, lines[0]))


main()
