#!/usr/bin/env python3
# cli-text.py CLI — what tilelands-cli prints as text never carries a file's control characters
# (issue 20): a player named "Ana ESC ] 0 ; pwned BEL" (which would retitle the terminal), one with a
# right-to-left override and a C1 CSI, a kind with ESC in a record, a command-line argument with
# ESC and a byte that is not UTF-8. `history`, `stats`, `import`, `replay`'s error line and a usage
# error print U+FFFD in their place (a tab or a line feed becomes a space); `--json` escapes them
# (json-glib escaped U+0000–U+001F only; the C1 and bidirectional controls are escaped too)
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import subprocess
import sys
import tempfile

CLI = None
TMP = None
BAD = "\ufffd"
FORBIDDEN = [chr(c) for c in range(0x20) if c != 0x0A] + ["\x7f"] + [chr(c) for c in range(0x80, 0xA0)] + \
    [chr(c) for c in range(0x202A, 0x202F)] + [chr(c) for c in range(0x2066, 0x206A)]


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def cli(*args, status=0):
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = os.path.join(TMP, "xdg")
    env["TILELANDS_DB"] = os.path.join(TMP, "env.db")
    p = subprocess.run([CLI] + list(args), capture_output=True, env=env)
    out, err = p.stdout.decode("utf-8"), p.stderr.decode("utf-8")   # strict: valid UTF-8 only
    if p.returncode != status:
        fail("%r exited %d, expected %d:\n%s%s" % (args, p.returncode, status, out, err))
    for name, text in (("stdout", out), ("stderr", err)):
        for c in FORBIDDEN:
            if c in text:
                fail("%r printed U+%04X on %s: %r" % (args, ord(c), name, text))
    return out, err


def path(name):
    return os.path.join(TMP, name)


def main():
    global CLI, TMP
    CLI = sys.argv[1]
    TMP = tempfile.mkdtemp(prefix="tilelands-cli-text-")
    db = path("names.db")

    cli("play", "--seed", "3", "--players", "2", "--out", path("a.tilelands"))
    with open(path("a.tilelands"), encoding="utf-8") as f:
        record = json.load(f)
    record["players"][0]["name"] = "Ana\x1b]0;pwned\x07"
    record["players"][1]["name"] = "\u202eBob\u009b2J\tand\nCo"
    with open(path("names.tilelands"), "w", encoding="utf-8") as f:
        json.dump(record, f)
    out, _ = cli("import", path("names.tilelands"), "--db", db)

    # history: the names in the line, cleaned
    games = json.loads(cli("history", "--db", db, "--json")[0])
    if [p["name"] for p in games[0]["players"]] != ["Ana\x1b]0;pwned\x07", "\u202eBob\u009b2J\tand\nCo"]:
        fail("--json gives the names %r" % [p["name"] for p in games[0]["players"]])
    out, _ = cli("history", "--db", db)
    lines = out.split("\n")
    if len(lines) != 2 or lines[1] != "":
        fail("history prints %r, one line expected" % out)
    seats = games[0]["players"]
    want = " Ana%s]0;pwned%s %d%s, %sBob%s2J and Co %d%s  %s" % (
        BAD, BAD, seats[0]["score"], " (won)" if seats[0]["place"] == 1 else "",
        BAD, BAD, seats[1]["score"], " (won)" if seats[1]["place"] == 1 else "", games[0]["id"])
    if not lines[0].endswith(want):
        fail("history prints %r, expected it to end with %r" % (lines[0], want))

    # stats: each player's line begins with the name
    out, _ = cli("stats", "--db", db)
    starts = [line.split(" — ")[0] for line in out.split("\n") if line and not line.startswith(" ")]
    if sorted(set(starts)) != sorted({"Ana%s]0;pwned%s" % (BAD, BAD), "%sBob%s2J and Co" % (BAD, BAD)}):
        fail("stats names %r" % starts)

    # an error line quoting a value of the file
    record["players"][0]["kind"] = "\x1b]0;x\x07"
    with open(path("kind.tilelands"), "w", encoding="utf-8") as f:
        json.dump(record, f)
    _, err = cli("replay", path("kind.tilelands"), status=2)
    want = 'kind.tilelands: $.players[0].kind: unknown player kind "%s]0;x%s" (expected "human" or "ai")\n' % (BAD, BAD)
    if err != want:
        fail("replay says %r, expected %r" % (err, want))

    # a usage error quoting the command line, with a byte that is not UTF-8
    env_args = [CLI, "history", "--db", db, b"\x1b[2J\xff"]
    p = subprocess.run(env_args, capture_output=True)
    err = p.stderr.decode("utf-8")
    if p.returncode != 2 or err != "tilelands-cli history: unexpected argument “%s[2J%s”\n" % (BAD, BAD):
        fail("a usage error says %r (exit %d)" % (err, p.returncode))
    print("ok: history, stats, replay's error and a usage error print no control characters")


if __name__ == "__main__":
    main()
