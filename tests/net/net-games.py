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
           (after TILELANDS_NET_UNREACHABLE_MS); a game idle for --idle-days is let go
  restart  the server stopped with SIGTERM, then killed with SIGKILL, in the middle of
           a game played by slowed bots: each restart takes the game up again, the bots
           reconnect and finish, the records are equal and replay (no step lost or
           applied twice)
Every process is started here and ended here; every wait is bounded.
"""
import json
import os
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
        # the names of hello in the record (the computer seat says its own); colours kept
        players = [(p['name'], p['color']) for p in record['players']]
        if players != [('Bo 0', 'red'), ('Bo 1', 'blue'), ('Computer', 'green')]:
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
    if not line.startswith('listening on ws://127.0.0.1:'):
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


shutil.rmtree(workdir, ignore_errors=True)
os.makedirs(workdir)
{'host': part_host, 'server': part_server, 'restart': part_restart}[part]()
if failures:
    sys.exit(1)
print(f'net {part}: ok')
