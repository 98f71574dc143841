#!/usr/bin/env python3
# cli-library.py CLI FIXTURES — the library commands of tilelands-cli end to end (suite 'store'):
# play --db, history, stats, import, export (--db, --json, TILELANDS_DB, the app's database
# under XDG_DATA_HOME), with exact values, and the refusals with their exit status and message.
#
# Every database lives in a temporary folder; XDG_DATA_HOME and TILELANDS_DB point there too.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import re
import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile

CLI = None
TMP = None


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def env(**changes):
    e = dict(os.environ)
    e["XDG_DATA_HOME"] = os.path.join(TMP, "xdg")
    e["TILELANDS_DB"] = os.path.join(TMP, "env.db")
    for k, v in changes.items():
        if v is None:
            e.pop(k, None)
        else:
            e[k] = v
    return e


def cli(*args, status=0, environ=None):
    p = subprocess.run([CLI] + [str(a) for a in args], capture_output=True, text=True,
                       env=environ or env())
    if p.returncode != status:
        fail("%s exited %d, expected %d:\n%s%s" % (" ".join(map(str, args)), p.returncode, status,
                                                  p.stdout, p.stderr))
    return p


def cli_json(*args, **kw):
    p = cli(*args, **kw)
    try:
        return json.loads(p.stdout)
    except ValueError as e:
        fail("%s printed no JSON (%s): %r" % (" ".join(map(str, args)), e, p.stdout))


def path(name):
    return os.path.join(TMP, name)


def sha(name):
    with open(name, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def places(scores):
    return [1 + sum(1 for t in scores if t > s) for s in scores]


def test_play_and_history():
    db = path("play.db")
    a = cli_json("play", "--seed", 3, "--players", 2, "--db", db, "--out", path("a.tilelands"))
    b = cli_json("play", "--game", "discovery", "--seed", 4, "--players", 3, "--db", db)
    history = cli_json("history", "--db", db, "--json")
    if [g["id"] for g in history] != [b["id"], a["id"]]:
        fail("history lists %r, expected the two games newest first" % [g["id"] for g in history])
    for game, played, kind in ((history[1], a, "carcassonne"), (history[0], b, "discovery")):
        if game["game"] != kind or game["finished"] is None or game["tiles_left"] != 0:
            fail("history row %r" % game)
        if [p["score"] for p in game["players"]] != played["final_scores"]:
            fail("history scores %r, play printed %r" % ([p["score"] for p in game["players"]], played["final_scores"]))
        if [p["place"] for p in game["players"]] != places(played["final_scores"]):
            fail("history places %r for scores %r" % ([p["place"] for p in game["players"]], played["final_scores"]))
        names = ["Computer %d" % (i + 1) for i in range(len(played["final_scores"]))]
        if [p["name"] for p in game["players"]] != names or \
           any(p["kind"] != "ai" or p["level"] != 1 for p in game["players"]):
            fail("history players %r" % game["players"])
    # filters
    only = cli_json("history", "--db", db, "--json", "--game", "discovery")
    if [g["id"] for g in only] != [b["id"]]:
        fail("--game discovery lists %r" % only)
    only = cli_json("history", "--db", db, "--json", "--player", "computer 3")
    if [g["id"] for g in only] != [b["id"]]:
        fail("--player 'computer 3' lists %r" % only)
    only = cli_json("history", "--db", db, "--json", "--until", "2000-01-01")
    if only != []:
        fail("--until 2000-01-01 lists %r" % only)
    only = cli_json("history", "--db", db, "--json", "--since", "2000-01-01")
    if len(only) != 2:
        fail("--since 2000-01-01 lists %d games" % len(only))
    cli("history", "--db", db, "--since", "yesterday", status=2)
    text = cli("history", "--db", db).stdout.splitlines()
    if len(text) != 2 or not text[0].endswith(b["id"]) or "discovery" not in text[0]:
        fail("history prints %r" % text)

    # export: the record as stored, which is the game play wrote
    cli("export", a["id"], "--db", db, "--out", path("a-export.tilelands"))
    with open(path("a.tilelands")) as f1, open(path("a-export.tilelands")) as f2:
        if json.load(f1) != json.load(f2):
            fail("export differs from the record play --out wrote")
    p = cli("export", "00000000-0000-4000-8000-000000000000", "--db", db, "--out", path("x"), status=2)
    if p.stderr.strip() != "%s: no game 00000000-0000-4000-8000-000000000000 in the library" % db:
        fail("export of an unknown id says %r" % p.stderr)
    cli("export", "--db", db, status=2)
    print("ok: play --db, history (filters), export")
    return db, a, b


def test_stats(db, a, b):
    stats = cli_json("stats", "--db", db, "--json")
    # Computer 1 and 2 played both games, Computer 3 one
    want = []
    for i in range(3):
        name = "Computer %d" % (i + 1)
        games = [(g, kind) for g, kind in ((a, "carcassonne"), (b, "discovery")) if i < len(g["final_scores"])]
        rows = [(None, games)] + [(kind, [(g, kind)]) for g, kind in games]
        for kind, gs in rows:
            scores = [g["final_scores"][i] for g, _ in gs]
            wins = sum(1 for g, _ in gs if places(g["final_scores"])[i] == 1)
            want.append((name, kind, len(gs), wins, sum(scores) / len(gs), max(scores)))
    got = [(s["name"], s["game"], s["games"], s["wins"], s["mean_score"], s["best_score"]) for s in stats]
    if got != want:
        fail("stats %r, expected %r" % (got, want))
    for s in stats:
        if abs(s["win_rate"] - s["wins"] / s["games"]) > 1e-9:
            fail("win rate %r" % s)
        if abs(sum(s["mean_points"].values()) - s["mean_score"]) > 1e-6:
            fail("mean points %r do not add up to the mean score %r" % (s["mean_points"], s["mean_score"]))
        if s["against"] != [{"level": 1, "games": s["games"], "wins": s["wins"], "win_rate": s["win_rate"]}]:
            fail("against %r" % s["against"])
    one = cli_json("stats", "--db", db, "--json", "--player", "COMPUTER 3")
    if [(s["name"], s["game"]) for s in one] != [("Computer 3", None), ("Computer 3", "discovery")]:
        fail("stats --player 'COMPUTER 3' gives %r" % one)
    text = cli("stats", "--db", db).stdout
    if not text.startswith("Computer 1 — all games: 2 games, "):
        fail("stats prints %r" % text[:80])
    # counts of one in the singular (issue 27: "1 games", "1 wins")
    for wrong in (" 1 games", " 1 wins", " 1 draws", " 1 seeds"):
        if wrong in text:
            fail("stats prints %r: %r" % (wrong, text))
    if not re.search(r": [0-9]+ games?, 1 win \(", text):
        fail("stats has no count of one win in the singular: %r" % text)
    print("ok: stats")


def test_import(db, a, fixtures):
    fresh = path("import.db")
    done = cli_json("import", path("a.tilelands"), "--db", fresh, "--json")
    if done != [{"file": path("a.tilelands"), "id": a["id"], "finished": True, "updated": False,
                 "kept": False, "copy_of": None}]:
        fail("import gives %r" % done)
    done = cli_json("import", path("a.tilelands"), "--db", fresh, "--json")
    if not done[0]["updated"] or len(cli_json("history", "--db", fresh, "--json")) != 1:
        fail("importing the same game again adds a second: %r" % done)
    text = cli("import", path("a.tilelands"), "--db", fresh).stdout.strip()
    if text != "%s: updated in the history: %s" % (path("a.tilelands"), a["id"]):
        fail("import prints %r" % text)

    # malformed files: refused with the same message as loading them, the good ones imported
    for bad in ("record-missing-players.tilelands", "record-bad-id.tilelands",
                "record-illegal-placement.tilelands"):
        bad_path = os.path.join(fixtures, "bad", bad)
        loading = subprocess.run([CLI, "replay", bad_path], capture_output=True, text=True).stderr.strip()
        p = cli("import", bad_path, path("a.tilelands"), "--db", fresh, "--json", status=2)
        if p.stderr.strip() != loading:
            fail("import of %s says %r, loading it says %r" % (bad, p.stderr, loading))
        if len(json.loads(p.stdout)) != 1:
            fail("the good file beside %s was not imported" % bad)
    p = cli("import", path("missing.tilelands"), "--db", fresh, status=2)
    if not p.stderr.startswith("missing.tilelands: cannot read the file: "):
        fail("import of a missing file says %r" % p.stderr)

    # the whole library, and back
    cli("export", "--library", "--db", db, "--out", path("library.db"))
    cli("export", "--library", "--db", db, "--out", path("library.db"), status=1)
    done = cli_json("import", path("library.db"), "--db", fresh, "--json")
    if done != [{"file": path("library.db"), "library": {"finished": 2, "saved": 0, "tilesets": 0, "maps": 0},
                 "left_out": {"games": 0, "tilesets": 0, "maps": 0}}]:
        fail("library import gives %r" % done)
    if len(cli_json("history", "--db", fresh, "--json")) != 2:
        fail("after the library import the history has not both games")
    print("ok: import (games, malformed files, the library), export --library")


def record_file(name, record):
    with open(path(name), "w") as f:
        json.dump(record, f)
    return path(name)


def test_import_saved_game(a):
    # a game the library holds unfinished is never rewound by a file of it
    with open(path("a.tilelands")) as f:
        whole = json.load(f)
    db = path("saved.db")

    def first(n):
        r = json.loads(json.dumps(whole))
        r["turns"] = r["turns"][:n]
        return r

    at14 = record_file("at14.tilelands", first(14))
    done = cli_json("import", at14, "--db", db, "--json")[0]
    if (done["finished"], done["updated"], done["kept"], done["copy_of"]) != (False, False, False, None):
        fail("import of turn 14 gives %r" % done)
    at9 = record_file("at9.tilelands", first(9))
    done = cli_json("import", at9, "--db", db, "--json")[0]
    if (done["id"], done["updated"], done["kept"], done["copy_of"]) != (a["id"], True, True, None):
        fail("import of an older copy (turn 9) gives %r" % done)
    text = cli("import", at9, "--db", db).stdout.strip()
    if text != "%s: kept the library's saved game %s (the file is an older copy of it)" % (at9, a["id"]):
        fail("import of an older copy prints %r" % text)
    cli("export", a["id"], "--db", db, "--out", path("kept.tilelands"))
    with open(path("kept.tilelands")) as f:
        if len(json.load(f)["turns"]) != 14:
            fail("the older copy rewound the library's game")
    # further on the same turns: taken
    at20 = record_file("at20.tilelands", first(20))
    done = cli_json("import", at20, "--db", db, "--json")[0]
    if (done["updated"], done["kept"], done["copy_of"]) != (True, False, None):
        fail("import of turn 20 gives %r" % done)
    # another way from turn 12: a meeple left off (always legal), a copy beside it
    branched = first(16)
    turn = next(i for i in range(11, 16) if "meeple" in branched["turns"][i])
    del branched["turns"][turn]["meeple"]
    branched["turns"] = branched["turns"][:turn + 1]
    other = record_file("another-way.tilelands", branched)
    done = cli_json("import", other, "--db", db, "--json")[0]
    if done["copy_of"] != a["id"] or done["id"] == a["id"] or done["updated"] or done["kept"]:
        fail("import of a game that went another way gives %r" % done)
    saved = sqlite3.connect(db).execute("SELECT id, title, turns FROM saved_games ORDER BY turns").fetchall()
    if saved != [(done["id"], "another-way (copy)", turn + 1), (a["id"], None, 20)]:
        fail("after a game that went another way the saved games are %r" % saved)
    text = cli("import", other, "--db", db).stdout.strip()
    if text != "%s: updated in the saved games as a copy: %s (it went another way than the " \
               "library's game %s)" % (other, done["id"], a["id"]):
        fail("importing the same copy again prints %r" % text)
    if len(sqlite3.connect(db).execute("SELECT id FROM saved_games").fetchall()) != 2:
        fail("importing the same copy again made another")
    print("ok: a saved game is never rewound by a file: older kept, further taken, another way copied")


def test_export_never_overwrites(a):
    db = path("play.db")
    target = path("mine.tilelands")
    with open(target, "w") as f:
        f.write("mine")
    os.chmod(target, 0o600)
    p = cli("export", a["id"], "--db", db, "--out", target, status=1)
    if p.stderr.strip() != "%s: the file exists already: choose a new name" % target:
        fail("export over a file says %r" % p.stderr)
    with open(target) as f:
        if f.read() != "mine":
            fail("export overwrote a file")
    # a part left by an export that was killed is removed by the next one
    dead = subprocess.Popen(["true"])
    dead.wait()
    stale = path(".lib-copy.db.tilelands-%d-abcdef.part" % dead.pid)
    with open(stale, "w") as f:
        f.write("half")
    cli("export", "--library", "--db", db, "--out", path("lib-copy.db"))
    if os.path.exists(stale) or len(cli_json("history", "--db", path("lib-copy.db"), "--json")) != 2:
        fail("export --library did not replace a killed export's part")
    print("ok: export never overwrites a file; a killed export's part is removed by the next")


def test_import_library_checked(db, a, b):
    # what does not read is left out, counted and said; the rest is taken
    shutil.copy(path("library.db"), path("damaged.db"))
    con = sqlite3.connect(path("damaged.db"))
    con.execute("UPDATE finished_records SET record = replace(record, '\"version\":2', "
                "'\"version\":99') WHERE game = (SELECT key FROM finished_games WHERE id = ?)",
                (a["id"],))
    con.execute("INSERT INTO saved_games (id, game, tileset, expansions, options, turns, tiles_left, "
                "started, last_played, app_version, players, record) VALUES ('00000000-0000-4000-8000-"
                "000000000001', 'carcassonne', 'carcassonne-base', '', '{}', 3, 60, 1, 1, '0', '[]', "
                "'garbage')")
    con.execute("INSERT INTO user_tilesets VALUES ('broken', 'Broken', 'carcassonne', 'not json at all', 1, 1)")
    con.commit()
    con.close()
    target = path("checked.db")
    p = cli("import", path("damaged.db"), "--db", target, "--json", status=2)
    if json.loads(p.stdout) != [{"file": path("damaged.db"),
                                 "library": {"finished": 1, "saved": 0, "tilesets": 0, "maps": 0},
                                 "left_out": {"games": 2, "tilesets": 1, "maps": 0}}]:
        fail("import of a library with unreadable games gives %r" % p.stdout)
    if p.stderr.splitlines() != ["%s: 2 games could not be read and were left out" % path("damaged.db"),
                                 "%s: 1 tile set could not be read and was left out" % path("damaged.db")]:
        fail("import of a library with unreadable games says %r" % p.stderr)
    history = cli_json("history", "--db", target, "--json")
    if [g["id"] for g in history] != [b["id"]]:
        fail("after leaving out the unreadable game the history lists %r" % history)
    cli("export", b["id"], "--db", target, "--out", path("b-checked.tilelands"))
    cli("replay", path("b-checked.tilelands"))

    # a crafted library (a view over a query that never ends) is refused whole, at once
    shutil.copy(path("library.db"), path("crafted.db"))
    con = sqlite3.connect(path("crafted.db"))
    con.executescript(
        "PRAGMA foreign_keys = OFF; ALTER TABLE finished_games RENAME TO kept;"
        "CREATE VIEW finished_games AS WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) "
        "SELECT i AS key, 'x' || i AS id, 'carcassonne' AS game, 'carcassonne-base' AS tileset, "
        "'' AS expansions, NULL AS map, '{}' AS options, NULL AS title, 0 AS turns, 0 AS started, "
        "0 AS finished, '' AS app_version FROM n;")
    con.close()
    before = sha(target)
    try:
        p = subprocess.run([CLI, "import", path("crafted.db"), "--db", target], capture_output=True,
                           text=True, env=env(), timeout=60)
    except subprocess.TimeoutExpired:
        fail("import of a crafted library (an endless view) did not end within a minute")
    if p.returncode != 2 or p.stderr.strip() != \
       "%s: the library is damaged (its “finished_games” is a view where schema version 1 has a " \
       "table); it was left as it is" % path("crafted.db"):
        fail("import of a crafted library exited %d: %r" % (p.returncode, p.stderr))
    if sha(target) != before:
        fail("import of a crafted library changed the library")
    print("ok: a library's unreadable games and tile sets left out and said; a crafted one refused whole")


def test_paths():
    # --db beats TILELANDS_DB, which beats $XDG_DATA_HOME/tilelands/tilelands.db
    app_db = os.path.join(TMP, "xdg", "tilelands", "tilelands.db")
    record = path("a.tilelands")
    cli("import", record, environ=env(TILELANDS_DB=None))
    if not os.path.exists(app_db):
        fail("without --db and TILELANDS_DB the app's database %s was not used" % app_db)
    cli("import", record)
    if not os.path.exists(path("env.db")):
        fail("TILELANDS_DB was not used")
    cli("import", record, "--db", path("option.db"))
    for name in (app_db, path("env.db"), path("option.db")):
        if len(cli_json("history", "--db", name, "--json")) != 1:
            fail("%s does not hold the one game" % name)
    # play without --db records nothing, TILELANDS_DB or not
    before = sha(path("env.db"))
    cli("play", "--seed", 9)
    if sha(path("env.db")) != before or len(cli_json("history", "--json")) != 1:
        fail("play without --db wrote to TILELANDS_DB")
    # reading commands never create a library: a library named that is not
    # there is a mistake (exit 2); the app's own before its first game is empty
    missing = path("missing.db")
    for args in (("history",), ("stats",), ("export", "--library", "--out", path("never.db")),
                 ("export", a_id(record), "--out", path("never.tilelands"))):
        p = cli(*args, "--db", missing, status=2)
        if p.stderr.strip() != "no library at %s" % missing or p.stdout != "":
            fail("%s of a missing --db says %r %r" % (args[0], p.stdout, p.stderr))
        p = cli(*args, status=2, environ=env(TILELANDS_DB=missing))
        if p.stderr.strip() != "no library at %s" % missing:
            fail("%s of a missing TILELANDS_DB says %r" % (args[0], p.stderr))
    first_run = env(TILELANDS_DB=None, XDG_DATA_HOME=path("first-run"))
    if cli("history", environ=first_run).stdout.strip() != "No finished games." or \
       cli_json("stats", "--json", environ=first_run) != []:
        fail("history/stats of the app's library before its first game")
    for name in (missing, path("first-run")):
        if os.path.exists(name):
            fail("reading created %s" % name)
    # an empty file is an empty library, and stays empty
    empty = path("empty.db")
    open(empty, "w").close()
    if cli("history", "--db", empty).stdout.strip() != "No finished games." or \
       cli_json("stats", "--db", empty, "--json") != [] or os.path.getsize(empty) != 0:
        fail("history/stats of an empty file")
    print("ok: --db, TILELANDS_DB, the app's database; play without --db; no library created "
          "or written by reading")


def a_id(record):
    with open(record) as f:
        return json.load(f)["id"]


def test_refused():
    text = path("notes.db")
    with open(text, "w") as f:
        f.write("not a database\n")
    before = sha(text)
    for args in (("history",), ("stats",), ("import", path("a.tilelands")),
                 ("play", "--seed", 1), ("export", "--library", "--out", path("never.db"))):
        p = cli(*args, "--db", text, status=2)
        want = "%s: not a Tilelands library (not an SQLite database); it was left as it is" % text
        if p.stderr.strip() != want:
            fail("%s says %r" % (args[0], p.stderr))
    if sha(text) != before:
        fail("the refused file was changed")
    print("ok: a file that is not a library is refused, left unchanged, exit 2")


def test_uri_names_and_versions():
    # a name SQLite would read as a URI is refused, whatever command names it
    named = "file:%s?mode=memory" % path("uri.db")
    want = "%s: a library’s name cannot begin with “file:” (SQLite would read it as a URI); " \
           "for a file of that name write ./%s" % (named, named)
    for args in (("history",), ("import", path("a.tilelands")), ("play", "--seed", 1)):
        p = cli(*args, "--db", named, status=2)
        if p.stderr.strip() != want:
            fail("%s --db file:… says %r" % (args[0], p.stderr))
        if args[0] == "play":
            continue   # play records only with --db
        p = cli(*args, status=2, environ=env(TILELANDS_DB=named))
        if p.stderr.strip() != want:
            fail("%s with TILELANDS_DB=file:… says %r" % (args[0], p.stderr))
    # a negative schema version is refused
    db = path("negative.db")
    cli("import", path("a.tilelands"), "--db", db)
    con = sqlite3.connect(db)
    con.execute("PRAGMA user_version = -1")
    con.close()
    before = sha(db)
    for args in (("history",), ("import", path("a.tilelands"))):
        p = cli(*args, "--db", db, status=2)
        if p.stderr.strip() != "%s: the library is damaged (its schema version is -1, which no " \
                               "Tilelands writes); it was left as it is" % db:
            fail("%s of a negative schema version says %r" % (args[0], p.stderr))
    if sha(db) != before:
        fail("the library of a negative version was written")
    print("ok: file: names refused (--db, TILELANDS_DB); a negative schema version refused")


def read_only_view(folder):
    """A command prefix that runs a command with @folder bound read-only on a
    new folder (in a mount namespace of its own), and that folder; None where
    it cannot be made."""
    view = tempfile.mkdtemp(prefix="tilelands-view-", dir=TMP)
    script = 'mount --bind "$1" "$2" && mount -o remount,ro,bind "$2" && shift 2 && exec "$@"'
    prefix = ["unshare", "-m", "sh", "-c", script, "sh", folder, view]
    try:
        if subprocess.run(prefix + ["touch", os.path.join(view, "probe")], capture_output=True).returncode == 0 or \
           subprocess.run(prefix + ["true"], capture_output=True).returncode != 0:
            return None, None
    except OSError:
        return None, None
    return prefix, view


def test_read_only_disk(a):
    folder = path("usb")
    os.mkdir(folder)
    db = os.path.join(folder, "tilelands.db")
    cli("import", path("a.tilelands"), "--db", db)
    prefix, view = read_only_view(folder)
    if prefix is None:
        print("skip: no read-only bind mount can be made here (it needs root)")
        return
    seen = os.path.join(view, "tilelands.db")
    before = sha(db)

    def run(*args, status=0):
        p = subprocess.run(prefix + [CLI] + [str(x) for x in args], capture_output=True, text=True,
                           env=env())
        if p.returncode != status:
            fail("on a read-only disk %s exited %d, expected %d:\n%s%s" % (" ".join(map(str, args)),
                 p.returncode, status, p.stdout, p.stderr))
        return p

    history = json.loads(run("history", "--db", seen, "--json").stdout)
    if [g["id"] for g in history] != [a["id"]]:
        fail("history on a read-only disk lists %r" % history)
    run("export", a["id"], "--db", seen, "--out", path("from-usb.tilelands"))
    run("export", "--library", "--db", seen, "--out", path("from-usb.db"))
    if [g["id"] for g in cli_json("history", "--db", path("from-usb.db"), "--json")] != [a["id"]]:
        fail("the library exported from a read-only disk")
    p = run("import", path("a.tilelands"), "--db", seen, status=1)
    if p.stderr.strip() != "%s: the library is on a read-only disk: games will not be saved" % seen:
        fail("import into a library on a read-only disk says %r" % p.stderr)
    # play --db: the game goes to --out first, and is not lost with the library's write
    p = run("play", "--seed", 5, "--db", seen, "--out", path("played.tilelands"), status=1)
    if p.stderr.strip() != "%s: the library is on a read-only disk: games will not be saved" % seen:
        fail("play --db into a library on a read-only disk says %r" % p.stderr)
    replayed = cli_json("replay", path("played.tilelands"))
    if "final_scores" not in replayed:
        fail("play --db on a read-only disk lost its --out: %r" % replayed)
    if sha(db) != before:
        fail("the library on the read-only disk changed")
    print("ok: a library on a read-only disk is read, exported, and says why it is not written; "
          "play --db writes --out first")


def main():
    global CLI, TMP
    if len(sys.argv) != 3:
        fail("usage: cli-library.py CLI FIXTURES")
    CLI, fixtures = sys.argv[1:]
    TMP = tempfile.mkdtemp(prefix="tilelands-cli-library-")
    db, a, b = test_play_and_history()
    test_stats(db, a, b)
    test_import(db, a, fixtures)
    test_import_library_checked(db, a, b)
    test_import_saved_game(a)
    test_export_never_overwrites(a)
    test_paths()
    test_refused()
    test_uri_names_and_versions()
    test_read_only_disk(a)
    subprocess.run(["rm", "-rf", TMP])


main()
