#!/usr/bin/env python3
"""Network play end to end, on 127.0.0.1 only (suite 'net'; docs/network.md "Tests").

  net-games.py TILELANDS_CLI TILELANDS_SERVER WORKDIR PART

PART is one of:
  host     whole games of every kind: `tilelands-cli host` with two open seats played
           by two `join` bots; every record equal to the host's; every message a bot
           received before `end` holds no `seed` and grows into that seat's projection
           of the final record (so nothing hidden from the seat ever reached it)
  server   games of several kinds on `tilelands-server` made with `create`: records
           equal, each game once in the library's History; `--max-games 1` refuses a
           second game at once (exit 1); a link with a wrong token
           exits `join` with 2 and joins nothing; an unreachable host exits it with 1
           (after TILELANDS_NET_UNREACHABLE_MS); a game idle for --idle-days is let go;
           --max-creates-per-hour 2 refuses a third game from 127.0.0.1, one log line
  tls      a game over wss:// (tilelands-server with the self-signed certificate of
           tests/fixtures/tls/): `create` and `join` refuse it unless TILELANDS_TLS_CA
           names that certificate (exit 1; exit 2 for a file that cannot be read),
           and with it two bots play a whole game; records equal, nothing hidden leaked;
           `--public-url` puts a proxy's address in the links (and refuses a bad one)
  restart  the server stopped with SIGTERM, then killed with SIGKILL, in the middle of
           a game played by slowed bots: each restart takes the game up again, the bots
           reconnect and finish, the records are equal and replay (no step lost or
           applied twice)
  kill     the server killed with SIGKILL at >= 50 random moments while slowed bots play
           several games at once (new games made as others end): after each restart
           every welcome a bot gets holds every step it had seen (the game is at its
           last committed step), every bot reconnects and finishes, the seats' records
           are equal and replay, each game is once in the History with the replay's
           scores (no step lost or applied twice)
  drop     bots play through a proxy on 127.0.0.1 that drops their connection right
           after a message of theirs went to the host (mid-turn, the step's event not
           yet back), >= 30 times: every bot reconnects and goes on, the records are
           equal and replay, each game is once in the History
  seats    seats handed to the server's computer and given back (docs/network.md
           "Seats"): a bot leaves (`join --leave-at-turn`, exit 0), the creator hands
           its seat to a computer (POST /games/ID/seats/N/computer), the game goes on
           to its end and the record marks exactly the turns the computer played; in
           a second game the person's bot joins again while the computer plays (the
           seat stays the computer's), the seat is given back and the bot finishes;
           a bot resigns (`--resign-at-turn`): a computer plays its turns to the end,
           and the seat cannot be given back; the refusals (connected seat, level
           over --max-computer-level, another token, a level out of range); computer
           seats asked for by `create --open`, and the level cap refusing one; a
           server with --create-token refuses `create` without it or with another
Every process is started here and ended here; every wait is bounded.
"""
import json
import os
import random
import socket
import threading
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request

cli, server, workdir, part = sys.argv[1:5]
failures = []

KINDS = [
    [],
    ['--gifts'],
    ['--game', 'discovery'],
    ['--game', 'discovery', '--double-tile'],
    ['--game', 'discovery', '--equal-turns'],
    ['--map', 'usa-west', '--map-chips'],
    ['--map', 'usa-east', '--map-chips', '--gifts'],
    ['--map', 'usa-both', '--map-chips'],
]


def fail(message):
    failures.append(message)
    print('FAIL:', message, flush=True)


def grows(before, after):
    """Whether `after` is `before` grown only at its end (docs/network.md)."""
    if isinstance(before, dict):
        return isinstance(after, dict) and all(k in after and grows(v, after[k])
                                               for k, v in before.items())
    if isinstance(before, list):
        return (isinstance(after, list) and len(before) <= len(after)
                and all(grows(b, a) for b, a in zip(before, after)))
    return before == after


def without_names(record):
    """`record` without its players' names and colours, which a seat's hello may change
    after another seat's welcome (docs/network.md "Seats")."""
    return dict(record, players=[{k: v for k, v in p.items() if k not in ('name', 'color')}
                                 for p in record.get('players', [])])


def has_key(value, key):
    if isinstance(value, dict):
        return key in value or any(has_key(v, key) for v in value.values())
    if isinstance(value, list):
        return any(has_key(v, key) for v in value)
    return False


def project(record_path, seat):
    run = subprocess.run([cli, 'project', record_path, '--seat', str(seat)],
                         capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        fail(f'project {record_path} --seat {seat}: {run.stderr.strip()}')
        return None
    return json.loads(run.stdout)


def check_log(log_path, record_path, seat, what):
    """Every message before `end`: no seed, nothing the seat's final view does not hold."""
    final = project(record_path, seat)
    if final is None:
        return
    welcomes = events = 0
    with open(log_path) as f:
        for number, line in enumerate(f, 1):
            message = json.loads(line)
            kind = message['type']
            if kind == 'end':
                break
            where = f'{what}: seat {seat}, message {number} ({kind})'
            if has_key(message, 'seed'):
                fail(f'{where} holds a seed')
            if kind == 'welcome':
                welcomes += 1
                view = dict(message['view'])
                in_progress = view.pop('turn_in_progress', None)
                whole = dict(final, turns=final['turns'][:len(view['turns'])])
                if view.get('view') != seat or not grows(without_names(view), without_names(whole)):
                    fail(f'{where}: the view is not a prefix of the seat\'s final view')
                if in_progress is not None and not grows(in_progress, final['turns'][len(view['turns'])]):
                    fail(f'{where}: the turn in progress shows what the seat may not see')
            elif kind == 'event':
                events += 1
                index = message['turn_index']
                if index >= len(final['turns']) or not grows(message['step'], final['turns'][index]):
                    fail(f'{where}: turn {index} shows what the seat may not see: {message["step"]}')
    if welcomes == 0 or events == 0:
        fail(f'{what}: seat {seat} logged {welcomes} welcomes and {events} events')


def load(path):
    with open(path) as f:
        return json.load(f)


def wait_all(processes, timeout):
    """Waits for every process; kills (by its pid) one still running at the deadline."""
    deadline = time.monotonic() + timeout
    codes = []
    for p in processes:
        try:
            codes.append(p.wait(timeout=max(0.1, deadline - time.monotonic())))
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
            codes.append('timeout')
    return codes


def join(link, out, log, extra=()):
    return subprocess.Popen([cli, 'join', link, '--out', out, '--log', log, *extra],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def part_host():
    for n, kind in enumerate(KINDS):
        what = 'host ' + (' '.join(kind) or 'base game')
        d = os.path.join(workdir, f'host-{n}')
        os.makedirs(d)
        host = subprocess.Popen([cli, 'host', '--players', '3', '--open', '2', '--json',
                                 '--out', f'{d}/host.tilelands', *kind],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        lines = []
        while True:   # the JSON object, then the host serves
            line = host.stdout.readline()
            if not line:
                break
            lines.append(line)
            if line.startswith('}'):
                break
        try:
            links = json.loads(''.join(lines))['links']
        except ValueError:
            fail(f'{what}: the host printed {lines!r}: {host.stderr.read()}')
            host.kill()
            host.wait()
            continue
        if len(links) != 2 or not all(l.startswith('tilelands://127.0.0.1:') for l in links):
            fail(f'{what}: links {links}')
        bots = [join(links[s], f'{d}/seat{s}.tilelands', f'{d}/seat{s}.log', ('--name', f'Bo {s}'))
                for s in range(2)]
        codes = wait_all(bots + [host], 240)
        if codes != [0, 0, 0]:
            fail(f'{what}: exit statuses {codes}: ' + ' | '.join(b.stderr.read().strip()[-300:] for b in bots))
            continue
        record = load(f'{d}/host.tilelands')
        if 'seed' not in record or len(record['turns']) < 10:
            fail(f'{what}: the host\'s record has {len(record["turns"])} turns')
        # the names of hello in the record; the host's computer seat keeps the seat's own name
        players = [(p['name'], p['color']) for p in record['players']]
        if players != [('Bo 0', 'red'), ('Bo 1', 'blue'), ('Computer 3', 'green')]:
            fail(f'{what}: the record\'s players are {players}')
        for s in range(2):
            if load(f'{d}/seat{s}.tilelands') != record:
                fail(f'{what}: seat {s}\'s record differs from the host\'s')
            check_log(f'{d}/seat{s}.log', f'{d}/host.tilelands', s, what)
        print(f'ok: {what}: {len(record["turns"])} turns', flush=True)


def start_server(db, port=0, extra=()):
    p = subprocess.Popen([server, '--port', str(port), '--db', db, *extra], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    line = p.stdout.readline()
    if not line.startswith(('listening on ws://127.0.0.1:', 'listening on wss://127.0.0.1:')):
        p.kill()
        p.wait()
        raise SystemExit(f'FAIL: the server printed {line!r}: {p.stderr.read()}')
    return p, line.split()[-1]


def create(url, kind, players=2):
    run = subprocess.run([cli, 'create', url, '--players', str(players), '--json', *kind],
                         capture_output=True, text=True, timeout=60)
    if run.returncode != 0:
        raise SystemExit(f'FAIL: create {kind}: {run.returncode} {run.stderr}')
    return json.loads(run.stdout)


def history_ids(db):
    run = subprocess.run([cli, 'history', '--db', db, '--json'], capture_output=True, text=True,
                         timeout=60)
    return [g['id'] for g in json.loads(run.stdout)]


def stop(p):
    p.send_signal(signal.SIGTERM)
    code = wait_all([p], 60)[0]
    if code != 0:
        fail(f'the server exited {code} on SIGTERM: {p.stderr.read()[-500:]}')


def part_server():
    db = os.path.join(workdir, 'server.db')
    srv, url = start_server(db, extra=['--max-games', '1'])
    try:
        for n, kind in enumerate([[], ['--gifts'], ['--game', 'discovery', '--double-tile'],
                                  ['--map', 'usa-west', '--map-chips']]):
            what = 'server ' + (' '.join(kind) or 'base game')
            game = create(url, kind)
            d = os.path.join(workdir, f'server-{n}')
            os.makedirs(d)
            if n == 0:
                # one game at once (--max-games 1): a second is refused, exit 1
                run = subprocess.run([cli, 'create', url], capture_output=True, text=True, timeout=60)
                if run.returncode != 1 or 'holds its most games (1)' not in run.stderr:
                    fail(f'a game over --max-games: exit {run.returncode}, {run.stderr.strip()}')
                # a game the server cannot read: 400 and the reason
                http = 'http://' + url.split('://', 1)[1] + '/games'
                try:
                    direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))
                    direct.open(urllib.request.Request(http, data=b'{"format": 1}'), timeout=30)
                    fail('POST /games with a bad record was taken')
                except urllib.error.HTTPError as e:
                    reason = json.loads(e.read()).get('error', '')
                    if e.code != 400 or 'the game asked for' not in reason:
                        fail(f'POST /games with a bad record: {e.code} {reason}')
                # a wrong token: exit 2, and the seat is still free for its link
                bad = game['links'][0][:-4] + ('0000' if not game['links'][0].endswith('0000') else '1111')
                run = subprocess.run([cli, 'join', bad], capture_output=True, text=True, timeout=60)
                if run.returncode != 2 or 'refused this link' not in run.stderr:
                    fail(f'a wrong token: exit {run.returncode}, {run.stderr.strip()}')
                # the creator gives seat 1 a new link: the old one exits 2 as revoked
                renew = http + f'/{game["id"]}/seats/1/link'
                try:
                    direct.open(urllib.request.Request(renew, data=b'{"admin": "0"}'), timeout=30)
                    fail('a new link was given without the creator\'s token')
                except urllib.error.HTTPError as e:
                    if e.code != 403:
                        fail(f'a new link without the creator\'s token: {e.code}')
                body = json.dumps({'admin': game['admin']}).encode()
                with direct.open(urllib.request.Request(renew, data=body), timeout=30) as answer:
                    fresh = json.loads(answer.read())['link']
                if not fresh.startswith(game['links'][1].split('token=')[0]) or fresh == game['links'][1]:
                    fail(f'the new link {fresh} for {game["links"][1]}')
                run = subprocess.run([cli, 'join', game['links'][1]], capture_output=True, text=True,
                                     timeout=60)
                if run.returncode != 2 or 'this invite link was revoked' not in run.stderr:
                    fail(f'a revoked link: exit {run.returncode}, {run.stderr.strip()}')
                game['links'][1] = fresh
            if n == 0:
                # a host that cannot be reached: exit 1 once the time to retry is over
                closed = game['links'][0].replace(url.rsplit(':', 1)[1] + '/', '1/', 1)
                started = time.monotonic()
                run = subprocess.run([cli, 'join', closed], capture_output=True, text=True,
                                     timeout=60, env=dict(os.environ, TILELANDS_NET_UNREACHABLE_MS='1500'))
                if run.returncode != 1 or 'could not be reached' not in run.stderr:
                    fail(f'an unreachable host: exit {run.returncode}, {run.stderr.strip()}')
                elif time.monotonic() - started < 1.4:
                    fail('an unreachable host was given up before the time to retry was over')
            bots = [join(game['links'][s], f'{d}/seat{s}.tilelands', f'{d}/seat{s}.log')
                    for s in range(2)]
            codes = wait_all(bots, 240)
            if codes != [0, 0]:
                fail(f'{what}: exit statuses {codes}')
                continue
            records = [load(f'{d}/seat{s}.tilelands') for s in range(2)]
            if records[0] != records[1] or records[0]['id'] != game['id']:
                fail(f'{what}: the seats\' records differ')
            for s in range(2):
                check_log(f'{d}/seat{s}.log', f'{d}/seat0.tilelands', s, what)
            if history_ids(db).count(game['id']) != 1:
                fail(f'{what}: the game is not once in the server\'s History')
            print(f'ok: {what}', flush=True)
    finally:
        stop(srv)
    # a game without a move for --idle-days (here 2.6 s) is let go: its links stop working
    srv, url = start_server(os.path.join(workdir, 'idle.db'), extra=['--idle-days', '0.00003'])
    try:
        game = create(url, [])
        time.sleep(4)
        run = subprocess.run([cli, 'join', game['links'][0]], capture_output=True, text=True,
                             timeout=60)
        if run.returncode != 2 or 'no such game' not in run.stderr:
            fail(f'an idle game: join exit {run.returncode}, {run.stderr.strip()}')
        else:
            print('ok: an idle game is let go', flush=True)
    finally:
        stop(srv)
    # --max-creates-per-hour 2: a third game from 127.0.0.1 is refused (exit 1), logged
    srv, url = start_server(os.path.join(workdir, 'creates.db'), extra=['--max-creates-per-hour', '2'])
    try:
        create(url, [])
        create(url, ['--gifts'])
        run = subprocess.run([cli, 'create', url], capture_output=True, text=True, timeout=60)
        if run.returncode != 1 or 'this address made its most games (2) in the last hour' not in run.stderr:
            fail(f'a third game from one address: exit {run.returncode}, {run.stderr.strip()}')
    finally:
        stop(srv)
    log = srv.stderr.read()
    if log.count('refused a game for 127.0.0.1: this address made its most games (2)') != 1:
        fail(f'the refused creation is not logged once: {log}')
    else:
        print('ok: a third game in an hour from one address is refused and logged', flush=True)


def part_restart():
    db = os.path.join(workdir, 'restart.db')
    srv, url = start_server(db)
    port = url.rsplit(':', 1)[1]
    for n, how in enumerate([signal.SIGTERM, signal.SIGKILL]):
        what = f'restart after {signal.Signals(how).name}'
        game = create(url, ['--map', 'usa-east', '--map-chips', '--gifts'])
        d = os.path.join(workdir, f'restart-{n}')
        os.makedirs(d)
        bots = [join(game['links'][s], f'{d}/seat{s}.tilelands', f'{d}/seat{s}.log',
                     ['--delay-ms', '15']) for s in range(2)]
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:   # some turns in
            time.sleep(0.1)
            try:
                if sum(1 for _ in open(f'{d}/seat0.log')) >= 40:
                    break
            except OSError:
                pass
        if how == signal.SIGTERM:
            stop(srv)
        else:
            srv.kill()
            srv.wait()
        time.sleep(0.5)
        srv, url = start_server(db, port)
        codes = wait_all(bots, 240)
        if codes != [0, 0]:
            fail(f'{what}: exit statuses {codes}: ' + ' | '.join(b.stderr.read()[-300:] for b in bots))
            continue
        records = [load(f'{d}/seat{s}.tilelands') for s in range(2)]
        if records[0] != records[1]:
            fail(f'{what}: the seats\' records differ')
        run = subprocess.run([cli, 'replay', f'{d}/seat0.tilelands'], capture_output=True,
                             text=True, timeout=60)
        if run.returncode != 0 or 'final_scores' not in run.stdout:
            fail(f'{what}: the record does not replay to its end: {run.stderr.strip()}')
        if history_ids(db).count(game['id']) != 1:
            fail(f'{what}: the game is not once in the server\'s History')
        print(f'ok: {what}: {len(records[0]["turns"])} turns', flush=True)
    stop(srv)


def replay_scores(path):
    run = subprocess.run([cli, 'replay', path], capture_output=True, text=True, timeout=60)
    if run.returncode != 0:
        return None
    return json.loads(run.stdout).get('final_scores')


def check_welcomes(log_path, what):
    """Every welcome holds every step the seat had seen before it: the host took the
    game up at its last committed step (it commits each step before sending its event).
    Returns how many welcomes the seat got."""
    seen = None   # (turn_index, step, whole) of the last event
    welcomes = 0
    with open(log_path) as f:
        for number, line in enumerate(f, 1):
            message = json.loads(line)
            if message['type'] == 'event':
                seen = (message['turn_index'], message['step'], message['whole'])
            elif message['type'] == 'welcome':
                welcomes += 1
                view = message['view']
                if seen is None:
                    continue
                index, step, whole = seen
                turns = len(view['turns'])
                if turns > index:
                    ok = grows(step, view['turns'][index])
                elif not whole and turns == index:
                    ok = grows(step, view.get('turn_in_progress') or {})
                else:
                    ok = False
                if not ok:
                    fail(f'{what}: message {number}: a welcome with {turns} whole turns '
                         f'lost the step of turn {index} the seat had seen: {step}')
                seen = None
    return welcomes


def check_finished(db, d, game, what):
    """The seats' records equal and replaying to their end; once in the History with
    the replay's scores."""
    records = [load(f'{d}/seat{s}.tilelands') for s in range(2)]
    if records[0] != records[1] or records[0]['id'] != game['id']:
        fail(f'{what}: the seats\' records differ')
        return
    scores = replay_scores(f'{d}/seat0.tilelands')
    if scores is None:
        fail(f'{what}: the record does not replay to its end')
    run = subprocess.run([cli, 'history', '--db', db, '--json'], capture_output=True, text=True,
                         timeout=60)
    games = [g for g in json.loads(run.stdout) if g['id'] == game['id']]
    if len(games) != 1:
        fail(f'{what}: the game is {len(games)} times in the server\'s History')
    elif scores is not None and [p['score'] for p in games[0]['players']] != scores:
        fail(f'{what}: the History says {games[0]["players"]}, the replay {scores}')


KILL_KINDS = [[], ['--gifts'], ['--game', 'discovery', '--double-tile'],
              ['--map', 'usa-east', '--map-chips', '--gifts']]


def part_kill(min_kills=50, at_once=3, seconds=240):
    db = os.path.join(workdir, 'kill.db')
    srv, url = start_server(db)
    port = url.rsplit(':', 1)[1]
    rng = random.Random(int(os.environ.get('TL_KILL_SEED', '23')))
    started = time.monotonic()
    playing = []   # (game, dir, bots)
    done = []
    kills = 0
    made = 0

    def new_game():
        nonlocal made
        kind = KILL_KINDS[made % len(KILL_KINDS)]
        game = create(url, kind)
        d = os.path.join(workdir, f'kill-{made}')
        os.makedirs(d)
        made += 1
        bots = [join(game['links'][s], f'{d}/seat{s}.tilelands', f'{d}/seat{s}.log',
                     ['--delay-ms', '20']) for s in range(2)]
        playing.append((game, d, bots, ' '.join(kind) or 'base game'))

    while kills < min_kills and time.monotonic() - started < seconds:
        for entry in [e for e in playing if all(b.poll() is not None for b in e[2])]:
            playing.remove(entry)
            done.append(entry)
        while len(playing) < at_once:
            new_game()
        time.sleep(rng.uniform(0.05, 1.2))
        srv.kill()
        srv.wait()
        kills += 1
        srv, url = start_server(db, port)
    if kills < min_kills:
        fail(f'only {kills} kills in {seconds} s')
    for entry in playing:
        codes = wait_all(entry[2], max(10, seconds + 60 - (time.monotonic() - started)))
        if codes != [0, 0]:
            fail(f'{entry[3]}: exit statuses {codes}: '
                 + ' | '.join(b.stderr.read()[-300:] for b in entry[2]))
        done.append(entry)
    stop(srv)
    reconnects = 0
    for game, d, bots, kind in done:
        what = f'kill: game {game["id"]} ({kind})'
        if any(b.returncode != 0 for b in bots):
            fail(f'{what}: exit statuses {[b.returncode for b in bots]}')
            continue
        for s in range(2):
            reconnects += check_welcomes(f'{d}/seat{s}.log', what) - 1
        check_finished(db, d, game, what)
    print(f'ok: {kills} kills in {time.monotonic() - started:.0f} s, {len(done)} games '
          f'finished, {reconnects} reconnections', flush=True)


class DroppingProxy:
    """Forwards 127.0.0.1:port to 127.0.0.1:target; after `after` forwarded messages
    from a bot it drops that bot's connection (both sockets) with probability `p`,
    at most `drops` times."""

    def __init__(self, target, drops, p, rng):
        self.target, self.left, self.p, self.rng = int(target), drops, p, rng
        self.dropped = 0
        self.lock = threading.Lock()
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(('127.0.0.1', 0))
        self.listener.listen(64)
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(('127.0.0.1', self.target))
            pair = (client, upstream)
            threading.Thread(target=self.pump, args=(client, upstream, pair, True), daemon=True).start()
            threading.Thread(target=self.pump, args=(upstream, client, pair, False), daemon=True).start()

    def drop(self, pair):
        for s in pair:
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()

    def pump(self, source, sink, pair, from_bot):
        chunks = 0
        while True:
            try:
                data = source.recv(65536)
                if not data:
                    break
                sink.sendall(data)
            except OSError:
                break
            chunks += 1
            if from_bot and chunks > 2:   # past the upgrade and hello
                with self.lock:
                    go = self.left > 0 and self.rng.random() < self.p
                    if go:
                        self.left -= 1
                        self.dropped += 1
                if go:
                    self.drop(pair)
                    return
        self.drop(pair)


def part_drop(min_drops=30):
    db = os.path.join(workdir, 'drop.db')
    srv, url = start_server(db)
    proxy = DroppingProxy(url.rsplit(":", 1)[1], min_drops, 0.15,
                          random.Random(int(os.environ.get('TL_KILL_SEED', '23'))))
    games = []
    for n, kind in enumerate([['--gifts'], ['--map', 'usa-east', '--map-chips', '--gifts'],
                              ['--game', 'discovery', '--double-tile']]):
        game = create(url, kind)
        d = os.path.join(workdir, f'drop-{n}')
        os.makedirs(d)
        links = [l.replace(':' + url.rsplit(':', 1)[1] + '/', f':{proxy.port}/', 1)
                 for l in game['links']]
        bots = [join(links[s], f'{d}/seat{s}.tilelands', f'{d}/seat{s}.log', ['--delay-ms', '5'])
                for s in range(2)]
        games.append((game, d, bots, ' '.join(kind)))
    for game, d, bots, kind in games:
        what = f'drop: {kind}'
        codes = wait_all(bots, 240)
        if codes != [0, 0]:
            fail(f'{what}: exit statuses {codes}: ' + ' | '.join(b.stderr.read()[-300:] for b in bots))
            continue
        for s in range(2):
            check_welcomes(f'{d}/seat{s}.log', what)
        check_finished(db, d, game, what)
    stop(srv)
    if proxy.dropped < min_drops:
        fail(f'the proxy dropped {proxy.dropped} connections, fewer than {min_drops}')
    print(f'ok: {proxy.dropped} connections dropped mid-turn', flush=True)


shutil.rmtree(workdir, ignore_errors=True)
os.makedirs(workdir)
def part_tls():
    fixtures = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'fixtures', 'tls')
    cert = os.path.join(fixtures, 'cert.pem')
    db = os.path.join(workdir, 'tls.db')
    srv, url = start_server(db, extra=['--tls-cert', cert, '--tls-key', os.path.join(fixtures, 'key.pem')])
    plain = {k: v for k, v in os.environ.items() if k != 'TILELANDS_TLS_CA'}
    trusting = dict(plain, TILELANDS_TLS_CA=cert)
    try:
        if not url.startswith('wss://127.0.0.1:'):
            fail(f'a server with a certificate listens on {url}')
        # a certificate no authority vouches for: refused
        run = subprocess.run([cli, 'create', url], capture_output=True, text=True, timeout=60, env=plain)
        if run.returncode != 1 or 'TLS certificate' not in run.stderr:
            fail(f'create without TILELANDS_TLS_CA: exit {run.returncode}, {run.stderr.strip()}')
        run = subprocess.run([cli, 'create', url], capture_output=True, text=True, timeout=60,
                             env=dict(plain, TILELANDS_TLS_CA=os.path.join(workdir, 'none.pem')))
        if run.returncode != 2 or 'TILELANDS_TLS_CA' not in run.stderr:
            fail(f'create with a TILELANDS_TLS_CA that does not exist: exit {run.returncode}, '
                 f'{run.stderr.strip()}')
        os.environ['TILELANDS_TLS_CA'] = cert
        game = create(url, ['--gifts'])
        if not all(link.endswith('&tls=1') for link in game['links']):
            fail(f'the links of a wss:// server: {game["links"]}')
        run = subprocess.run([cli, 'join', game['links'][0]], capture_output=True, text=True,
                             timeout=60, env=dict(plain, TILELANDS_NET_UNREACHABLE_MS='1500'))
        if run.returncode != 1 or 'TLS certificate' not in run.stderr:
            fail(f'join without TILELANDS_TLS_CA: exit {run.returncode}, {run.stderr.strip()}')
        d = os.path.join(workdir, 'tls-game')
        os.makedirs(d, exist_ok=True)
        bots = [join(game['links'][s], f'{d}/seat{s}.tilelands', f'{d}/seat{s}.log') for s in range(2)]
        codes = wait_all(bots, 240)
        if codes != [0, 0]:
            fail(f'tls: exit statuses {codes}: ' + ' | '.join(b.stderr.read().strip()[-300:] for b in bots))
            return
        records = [load(f'{d}/seat{s}.tilelands') for s in range(2)]
        if records[0] != records[1] or records[0]['id'] != game['id'] or len(records[0]['turns']) < 10:
            fail('tls: the seats\' records differ or are short')
        for s in range(2):
            check_log(f'{d}/seat{s}.log', f'{d}/seat0.tilelands', s, 'tls')
        if history_ids(db).count(game['id']) != 1:
            fail('tls: the game is not once in the server\'s History')
        print(f'ok: a game over wss:// to its end, {len(records[0]["turns"])} turns', flush=True)
    finally:
        os.environ.pop('TILELANDS_TLS_CA', None)
        stop(srv)
    # behind a proxy: the links name where players reach it (nothing is sent there)
    srv, url = start_server(os.path.join(workdir, 'proxied.db'),
                            extra=['--public-url', 'wss://tilelands.example.org'])
    try:
        links = create(url, [])['links']
        if not (links[1].startswith('tilelands://tilelands.example.org:443/game/')
                and '?seat=1&token=' in links[1] and links[1].endswith('&tls=1')):
            fail(f'--public-url wss://tilelands.example.org: the links are {links}')
    finally:
        stop(srv)
    run = subprocess.run([server, '--port', '0', '--db', os.path.join(workdir, 'bad.db'),
                          '--public-url', 'https://tilelands.example.org/x'],
                         capture_output=True, text=True, timeout=60)
    if run.returncode != 2 or 'https://tilelands.example.org/x' not in run.stderr:
        fail(f'--public-url https://…: exit {run.returncode}, {run.stderr.strip()}')


def post(url, path, body):
    """POSTs JSON to the server of `url` (ws://…): (status, answer object)."""
    http = 'http://' + url.split('://', 1)[1] + path
    direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with direct.open(urllib.request.Request(http, data=json.dumps(body).encode()),
                         timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def wait_for(what, condition, timeout=120):
    """Waits (bounded) until condition() is true; fails with `what` otherwise."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    fail(f'{what}: not within {timeout} s')
    return False


def log_messages(path):
    try:
        with open(path) as f:
            return [json.loads(line) for line in f if line.endswith('\n')]
    except FileNotFoundError:
        return []


def marked(record, seat):
    """The indexes of `seat`'s turns, and which of them a computer played."""
    n = len(record['players'])
    turns = [i for i in range(len(record['turns'])) if i % n == seat]
    return turns, [i for i in turns if 'computer' in record['turns'][i]]


def part_seats():
    db = os.path.join(workdir, 'seats.db')
    srv, url = start_server(db, extra=['--max-computer-level', '1', '--max-computer-ms', '200'])
    try:
        # 1. a bot leaves; the creator hands its seat to a computer; the game ends
        d = os.path.join(workdir, 'handed')
        os.makedirs(d)
        game = create(url, [])
        seat_path = f'/games/{game["id"]}/seats/1/computer'
        bot0 = join(game['links'][0], f'{d}/seat0.tilelands', f'{d}/seat0.log', ['--delay-ms', '20'])
        bot1 = subprocess.Popen([cli, 'join', game['links'][1], '--leave-at-turn', '6'],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        code = wait_all([bot1], 120)[0]
        out = bot1.stdout.read()
        if code != 0 or f'left game {game["id"]} at turn 6' not in out:
            fail(f'join --leave-at-turn 6: exit {code}, {out.strip()} {bot1.stderr.read()[-300:]}')
        # refused: another token, a level out of range, over the cap, a connected seat
        status, answer = post(url, seat_path, {'admin': '0' * 32, 'level': 1})
        if status != 403:
            fail(f'a seat handed over without the creator\'s token: {status} {answer}')
        status, answer = post(url, seat_path, {'admin': game['admin'], 'level': 7})
        if status != 400 or 'L is 1 (Easy) to 3 (Hard)' not in answer.get('error', ''):
            fail(f'level 7: {status} {answer}')
        status, answer = post(url, seat_path, {'admin': game['admin'], 'level': 3})
        if status != 409 or answer.get('error') != 'this host plays computer players up to level 2 (Normal)':
            fail(f'level 3 over --max-computer-level 1: {status} {answer}')
        status, answer = post(url, f'/games/{game["id"]}/seats/0/computer', {'admin': game['admin'], 'level': 1})
        if status != 409 or 'seat 0 (Computer) is connected' not in answer.get('error', ''):
            fail(f'a connected seat handed over: {status} {answer}')
        status, answer = post(url, seat_path, {'admin': game['admin'], 'level': 2})
        if status != 200 or answer != {'seat': 1, 'level': 2}:
            fail(f'seat 1 handed to a computer: {status} {answer}')
        with open(db + '.seats.json') as f:
            kept = [g for g in json.load(f)['games'] if g['id'] == game['id']]
        if not kept or kept[0].get('computer') != [-1, 1]:
            fail(f'the seats file keeps {kept}')
        if wait_all([bot0], 240)[0] != 0:
            fail(f'handed: the bot of seat 0 did not finish: {bot0.stderr.read()[-300:]}')
        else:
            record = load(f'{d}/seat0.tilelands')
            turns, computer = marked(record, 1)
            later = [i for i in turns if i > 6]
            if computer != later or any(record['turns'][i]['computer'] != 1 for i in computer):
                fail(f'handed: seat 1\'s turns {turns}, marked {computer}, expected {later} with level 1')
            if marked(record, 0)[1]:
                fail('handed: a turn of seat 0 is marked')
            if replay_scores(f'{d}/seat0.tilelands') is None:
                fail('handed: the record does not replay')
            check_log(f'{d}/seat0.log', f'{d}/seat0.tilelands', 0, 'handed')
            if sum(1 for m in log_messages(f'{d}/seat0.log')
                   if m['type'] == 'event' and 'computer' in m['step']) < 5:
                fail('handed: seat 0 saw fewer than 5 turns marked as the computer\'s')
            if history_ids(db).count(game['id']) != 1:
                fail('handed: the game is not once in the History')
            print(f'ok: a seat left and handed to a computer: {len(computer)} of its '
                  f'{len(turns)} turns marked', flush=True)

        # 2. handed over, the person joins again (the computer keeps it), given back
        d = os.path.join(workdir, 'given-back')
        os.makedirs(d)
        game = create(url, ['--gifts'])
        seat_path = f'/games/{game["id"]}/seats/1/computer'
        bot0 = join(game['links'][0], f'{d}/seat0.tilelands', f'{d}/seat0.log', ['--delay-ms', '40'])
        bot1 = subprocess.Popen([cli, 'join', game['links'][1], '--leave-at-turn', '4'],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if wait_all([bot1], 120)[0] != 0:
            fail(f'given back: the leaving bot: {bot1.stderr.read()[-300:]}')
        status, answer = post(url, seat_path, {'admin': game['admin'], 'level': 1})
        if status != 200:
            fail(f'given back: handed over: {status} {answer}')
        computer_events = lambda path: [m['turn_index'] for m in log_messages(path)
                                        if m['type'] == 'event' and m['whole'] and 'computer' in m['step']]
        wait_for('given back: a turn of the computer', lambda: computer_events(f'{d}/seat0.log'))
        bot1 = join(game['links'][1], f'{d}/seat1.tilelands', f'{d}/seat1.log')
        # the person is back, but the computer plays on until the seat is given back
        wait_for('given back: a turn of the computer while the person watches',
                 lambda: any(m['type'] == 'welcome' for m in log_messages(f'{d}/seat1.log'))
                 and computer_events(f'{d}/seat1.log'))
        presence = [m for m in log_messages(f'{d}/seat1.log') if m['type'] == 'presence']
        if not presence or presence[-1]['players'][1].get('computer') != 0 \
                or presence[-1]['players'][1].get('connected') is not True:
            fail(f'given back: the presence while the computer plays: {presence[-1:]}')
        status, answer = post(url, seat_path, {'admin': game['admin'], 'level': 0})
        if status != 200 or answer != {'seat': 1, 'level': 0}:
            fail(f'given back: {status} {answer}')
        codes = wait_all([bot0, bot1], 240)
        if codes != [0, 0]:
            fail(f'given back: exit statuses {codes}: ' + ' | '.join(b.stderr.read()[-300:] for b in (bot0, bot1)))
        else:
            records = [load(f'{d}/seat{s}.tilelands') for s in range(2)]
            turns, computer = marked(records[0], 1)
            if records[0] != records[1]:
                fail('given back: the seats\' records differ')
            if not computer or computer != [i for i in turns if computer[0] <= i <= computer[-1]] \
                    or computer[0] < 4 or computer[-1] >= turns[-1]:
                fail(f'given back: seat 1\'s turns {turns}, marked {computer}: not one run in the middle')
            if any(records[0]['turns'][i]['computer'] != 0 for i in computer):
                fail('given back: a turn marked with another level than 0 (Easy)')
            print(f'ok: a seat handed over, its person back watching, given back: turns '
                  f'{computer[0]} to {computer[-1]} marked', flush=True)

        # 3. a bot resigns: a computer plays its turns to the end; it is not given back
        d = os.path.join(workdir, 'resigned')
        os.makedirs(d)
        game = create(url, [])
        bot0 = join(game['links'][0], f'{d}/seat0.tilelands', f'{d}/seat0.log', ['--delay-ms', '40'])
        bot1 = join(game['links'][1], f'{d}/seat1.tilelands', f'{d}/seat1.log', ['--resign-at-turn', '5'])
        wait_for('resigned: the presence saying so',
                 lambda: any(m['type'] == 'presence' and m['players'][1].get('resigned')
                             for m in log_messages(f'{d}/seat0.log')))
        status, answer = post(url, f'/games/{game["id"]}/seats/1/computer', {'admin': game['admin'], 'level': 0})
        if status != 409 or 'resigned' not in answer.get('error', ''):
            fail(f'resigned: given back: {status} {answer}')
        codes = wait_all([bot0, bot1], 240)
        if codes != [0, 0]:
            fail(f'resigned: exit statuses {codes}: ' + ' | '.join(b.stderr.read()[-300:] for b in (bot0, bot1)))
        else:
            records = [load(f'{d}/seat{s}.tilelands') for s in range(2)]
            turns, computer = marked(records[0], 1)
            # it resigns once turn 5, its own, is drawn: the computer plays 5 on
            if records[0] != records[1] or computer != [i for i in turns if i >= 5] \
                    or any(records[0]['turns'][i]['computer'] != 1 for i in computer):
                fail(f'resigned: seat 1\'s turns {turns}, marked {computer}')
            else:
                print(f'ok: a seat resigned: its {len(computer)} last turns played by a computer',
                      flush=True)

        # 4. computer seats asked for by create, and the level cap
        d = os.path.join(workdir, 'computer-seats')
        os.makedirs(d)
        run = subprocess.run([cli, 'create', url, '--players', '2', '--open', '1', '--level', '2'],
                             capture_output=True, text=True, timeout=60)
        if run.returncode != 2 or 'this host plays computer players up to level 1' not in run.stderr:
            fail(f'create --level 2 over --max-computer-level 1: exit {run.returncode}, {run.stderr.strip()}')
        run = subprocess.run([cli, 'create', url, '--players', '3', '--open', '1', '--level', '1',
                              '--map', 'usa-west', '--map-chips', '--json'],
                             capture_output=True, text=True, timeout=60)
        game = json.loads(run.stdout) if run.returncode == 0 else None
        if game is None or len(game['links']) != 3:
            fail(f'create --open 1: exit {run.returncode}, {run.stdout} {run.stderr.strip()}')
        else:
            bot = join(game['links'][0], f'{d}/seat0.tilelands', f'{d}/seat0.log')
            if wait_all([bot], 240)[0] != 0:
                fail(f'computer seats: {bot.stderr.read()[-300:]}')
            else:
                record = load(f'{d}/seat0.tilelands')
                kinds = [(p['kind'], p.get('level')) for p in record['players']]
                if kinds != [('human', None), ('ai', 1), ('ai', 1)] and kinds != [('human', 0), ('ai', 1), ('ai', 1)]:
                    fail(f'computer seats: the players are {record["players"]}')
                if any('computer' in t for t in record['turns']) or len(record['turns']) < 20:
                    fail('computer seats: a turn is marked (the seats are the game\'s computers) or too few turns')
                check_log(f'{d}/seat0.log', f'{d}/seat0.tilelands', 0, 'computer seats')
                print(f'ok: a game with two of the server\'s computer seats, {len(record["turns"])} turns', flush=True)
    finally:
        stop(srv)

    # 5. a creation token
    srv, url = start_server(os.path.join(workdir, 'token.db'), extra=['--create-token', 's3cret'])
    try:
        for extra, what in (([], 'no token'), (['--create-token', 'other'], 'another token')):
            run = subprocess.run([cli, 'create', url, *extra], capture_output=True, text=True, timeout=60)
            if run.returncode != 2 or 'only with its creation token' not in run.stderr:
                fail(f'create with {what}: exit {run.returncode}, {run.stderr.strip()}')
        run = subprocess.run([cli, 'create', url, '--create-token', 's3cret', '--json'],
                             capture_output=True, text=True, timeout=60)
        if run.returncode != 0 or len(json.loads(run.stdout or '{}').get('links', [])) != 2:
            fail(f'create with the token: exit {run.returncode}, {run.stderr.strip()}')
    finally:
        srv.send_signal(signal.SIGTERM)
        wait_all([srv], 60)
        log = srv.stderr.read()
        if 'refused a game for 127.0.0.1: no creation token' not in log \
                or 'refused a game for 127.0.0.1: a wrong creation token' not in log:
            fail(f'the server\'s log of refused creations: {log[-500:]}')
    print('ok: --create-token', flush=True)


{'host': part_host, 'server': part_server, 'restart': part_restart, 'kill': part_kill,
 'drop': part_drop, 'tls': part_tls, 'seats': part_seats}[part]()
if failures:
    sys.exit(1)
print(f'net {part}: ok')
