#!/usr/bin/env python3
# kill-test.py CLI — `play --db` killed with SIGKILL at random moments (meson suite 'store').
#
# Runs `tilelands-cli play --db DB --autosave` (a write after every turn, then the finished
# game into the history) over and over on one real database file, killing most runs at a
# random moment, until at least 120 runs were killed. Then checks that the database passes
# PRAGMA integrity_check, that every game whose run printed its result (its write had
# committed) is in the history, and that every game the database holds is whole: a finished
# game has one seat per player of its record, each seat's breakdown adds up to its score, the
# places follow the scores; a saved game's record loads and names its players. Finally the
# store itself opens the file and lists the same history.
#
# After every run it also checks the mark of a clean close (PATH-closed, docs/store.md): a
# run that completed leaves one that names the file as it is; a killed run leaves none, or
# (killed before it opened the library) the previous one, still naming the file as it is with
# no -wal rows beside it. So the next open after a kill checks the whole file.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time

MIN_KILLS = 120
MAX_RUNS = 2000


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def check_database(path, committed):
    db = sqlite3.connect("file:%s?mode=ro" % path, uri=True)
    result = db.execute("PRAGMA integrity_check").fetchall()
    if result != [("ok",)]:
        fail("integrity_check: %r" % result)
    if db.execute("PRAGMA foreign_key_check").fetchall():
        fail("foreign_key_check found orphans")

    finished = {}
    for key, gid, record, turns in db.execute(
            "SELECT g.key, g.id, r.record, g.turns FROM finished_games g "
            "LEFT JOIN finished_records r ON r.game = g.key"):
        if record is None:
            fail("finished game %s has no record" % gid)
        rec = json.loads(record)
        if rec.get("id") != gid:
            fail("finished game %s holds the record of %r" % (gid, rec.get("id")))
        if len(rec["turns"]) != turns:
            fail("finished game %s: %d turns in the row, %d in the record" % (gid, turns, len(rec["turns"])))
        seats = db.execute("SELECT seat, name, score, place FROM seats WHERE game = ? ORDER BY seat",
                           (key,)).fetchall()
        if len(seats) != len(rec["players"]):
            fail("finished game %s has %d seats for %d players" % (gid, len(seats), len(rec["players"])))
        scores = [s[2] for s in seats]
        for seat, name, score, place in seats:
            if name != rec["players"][seat]["name"]:
                fail("finished game %s seat %d is %r, the record says %r" % (gid, seat, name, rec["players"][seat]["name"]))
            points = db.execute("SELECT points_field + points_road + points_city + points_monastery + "
                                "points_mountain + points_grassland + points_sea + points_gifts + "
                                "points_chip + points_reveal + points_other FROM seats "
                                "WHERE game = ? AND seat = ?", (key, seat)).fetchone()[0]
            if points != score:
                fail("finished game %s seat %d: breakdown %d, score %d" % (gid, seat, points, score))
            if place != 1 + sum(1 for s in scores if s > score):
                fail("finished game %s seat %d: place %d for scores %r" % (gid, seat, place, scores))
        finished[gid] = scores

    saved = 0
    for gid, record, players, turns in db.execute("SELECT id, record, players, turns FROM saved_games"):
        rec = json.loads(record)
        if rec.get("id") != gid or len(rec["turns"]) != turns:
            fail("saved game %s: its record does not match its row" % gid)
        if [p["name"] for p in json.loads(players)] != [p["name"] for p in rec["players"]]:
            fail("saved game %s: players do not match its record" % gid)
        if gid in finished:
            fail("game %s is both saved and finished" % gid)
        saved += 1
    db.close()

    for gid, scores in committed.items():
        if gid not in finished:
            fail("game %s was reported recorded but is not in the history" % gid)
        if finished[gid] != scores:
            fail("game %s: history scores %r, the run printed %r" % (gid, finished[gid], scores))
    return len(finished), saved


def mark_matches(path):
    """Whether PATH-closed names the file as it is now and no -wal has rows
    (what lets the store skip its check of the whole file)."""
    try:
        with open(path + "-closed") as f:
            mark = f.read()
    except FileNotFoundError:
        return False
    st = os.stat(path)
    now = "tilelands-closed 1 %d %d %d %d.%09d %d.%09d\n" % (
        st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns // 10**9, st.st_mtime_ns % 10**9,
        st.st_ctime_ns // 10**9, st.st_ctime_ns % 10**9)
    wal = path + "-wal"
    return mark == now and not (os.path.exists(wal) and os.path.getsize(wal) > 0)


def main():
    if len(sys.argv) != 2:
        fail("usage: kill-test.py CLI")
    cli = sys.argv[1]
    rng = random.Random(20261201)
    tmp = tempfile.mkdtemp(prefix="tilelands-kill-")
    path = os.path.join(tmp, "kill.db")

    def run(seed):
        return subprocess.Popen([cli, "play", "--db", path, "--autosave", "--seed", str(seed),
                                 "--players", str(2 + seed % 3), "--level", str(seed % 2)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    # how long a whole run takes here
    start = time.monotonic()
    p = run(0)
    out, err = p.communicate()
    if p.returncode != 0:
        fail("play --db exited %d: %s" % (p.returncode, err))
    span = time.monotonic() - start
    committed = {}
    first = json.loads(out)
    committed[first["id"]] = first["final_scores"]
    if not mark_matches(path):
        fail("a run that completed left no mark of its clean close that names the file")

    kills = runs = unmarked = 0
    seed = 1
    while kills < MIN_KILLS and runs < MAX_RUNS:
        p = run(seed)
        seed += 1
        runs += 1
        time.sleep(rng.uniform(0, span * 1.2))
        p.send_signal(signal.SIGKILL)
        out, err = p.communicate()
        if p.returncode == -signal.SIGKILL:
            kills += 1
            if os.path.exists(path + "-closed"):
                if not mark_matches(path):
                    fail("a killed run left a mark of a clean close that the file does not match")
            else:
                unmarked += 1
        elif p.returncode == 0:
            result = json.loads(out)
            committed[result["id"]] = result["final_scores"]
            if not mark_matches(path):
                fail("a run that completed left no mark of its clean close that names the file")
        else:
            fail("play --db exited %d: %s" % (p.returncode, err))
    if kills < MIN_KILLS:
        fail("only %d of %d runs were killed" % (kills, runs))
    if unmarked < kills // 4:
        fail("only %d of %d killed runs had opened the library" % (unmarked, kills))

    n_finished, n_saved = check_database(path, committed)

    # the store opens what is left and sees the same history
    p = subprocess.run([cli, "history", "--db", path, "--json"], capture_output=True, text=True)
    if p.returncode != 0:
        fail("history exited %d: %s" % (p.returncode, p.stderr))
    listed = json.loads(p.stdout)
    if len(listed) != n_finished:
        fail("history lists %d games, the database holds %d" % (len(listed), n_finished))
    print("ok: %d runs, %d killed (%d of them left no mark of a clean close), %d completed; "
          "%d finished and %d saved games, all whole; run time %.0f ms"
          % (runs + 1, kills, unmarked, len(committed), n_finished, n_saved, span * 1000))
    for name in os.listdir(tmp):
        os.remove(os.path.join(tmp, name))
    os.rmdir(tmp)


main()
