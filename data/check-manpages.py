#!/usr/bin/env python3
"""What a Debian package installs beside the programs (meson suite 'data').

  check-manpages.py TILELANDS_CLI COMPLETION CLI_MAN [APP_MAN SERVICE DESKTOP APP_ID]

0. The command rows of `tilelands-cli --help` are aligned.
1. Each manual page renders with groff and man without a warning (`man --warnings`).
2. The bash completion parses (`bash -n`) and, for every command `tilelands-cli --help`
   lists, offers every long option that `tilelands-cli COMMAND --help` lists (the
   completion function is run in bash as bash-completion runs it); the manual page of
   tilelands-cli names each of those options too.
3. The D-Bus service file names the app id and starts the installed tilelands with
   --gapplication-service; the desktop file says DBusActivatable=true (GNOME starts the
   app through the bus by its id).
Empty arguments skip the app's parts (a build without the GUI).
"""
import configparser
import re
import subprocess
import sys

cli, completion, cli_man = sys.argv[1:4]
app_man, service, desktop, app_id = (sys.argv[4:8] + [''] * 4)[:4]
failures = []


def fail(message):
    failures.append(message)
    print('FAIL:', message)


# 1. manual pages
for page in (p for p in (cli_man, app_man) if p):
    run = subprocess.run(['groff', '-ww', '-z', '-man', page], capture_output=True, text=True)
    if run.returncode != 0 or run.stderr.strip():
        fail(f'groff -ww on {page}: {run.stderr.strip()}')
    run = subprocess.run(['man', '--warnings', '-E', 'UTF-8', '-l', page], capture_output=True,
                         text=True, env={'LC_ALL': 'C.UTF-8', 'MANWIDTH': '80', 'PATH': '/usr/bin:/bin'})
    if run.returncode != 0 or run.stderr.strip():
        fail(f'man --warnings on {page}: {run.stderr.strip()}')
    if '@VERSION@' in open(page, encoding='utf-8').read():
        fail(f'{page} still says @VERSION@')

# 2. the completion
run = subprocess.run(['bash', '-n', completion], capture_output=True, text=True)
if run.returncode != 0:
    fail(f'bash -n {completion}: {run.stderr.strip()}')

usage = subprocess.run([cli, '--help'], capture_output=True, text=True).stdout
commands = re.findall(r'^  ([a-z]+) ', usage.split('Commands:')[1], re.M)
# the summaries of the command rows start in one column (counted in characters: "FILE…")
columns = {len(m.group(1)) for m in re.finditer(r'^(  [a-z]+ .*?\S  +)\S', usage.split('Commands:')[1], re.M)}
if len(columns) != 1:
    fail(f'the command rows of tilelands-cli --help are not aligned (summaries start at columns {sorted(columns)})')
if len(commands) < 10:
    fail(f'tilelands-cli --help lists {len(commands)} commands: {commands}')
with open(cli_man, encoding='utf-8') as f:
    man_text = f.read().replace('\\-', '-')


def completed(words):
    """What the completion offers after `tilelands-cli WORDS… ` with the last word being typed."""
    line = ' '.join(['tilelands-cli'] + words)
    script = (f'source {completion!r}\n'
              f'COMP_WORDS=(tilelands-cli {" ".join(repr(w) for w in words)})\n'
              f'COMP_CWORD={len(words)}\nCOMP_LINE={line!r}\nCOMP_POINT=${{#COMP_LINE}}\n'
              '_tilelands_cli\nprintf "%s\\n" "${COMPREPLY[@]}"\n')
    run = subprocess.run(['bash', '--norc', '--noprofile', '-c', script], capture_output=True, text=True)
    if run.returncode != 0:
        fail(f'the completion fails after “{line}”: {run.stderr.strip()}')
    return set(run.stdout.split())


if set(commands) - completed(['']):
    fail(f'the completion does not offer the commands {sorted(set(commands) - completed([""]))}')
for command in commands:
    help_text = subprocess.run([cli, command, '--help'], capture_output=True, text=True)
    text = help_text.stdout + help_text.stderr
    # the option rows of GOption's help, and the usage lines of map and tileset
    options = set(re.findall(r'^\s+(?:-\w, )?(--[a-z][a-z0-9-]*)', text, re.M))
    for line in re.findall(r'^\s+tilelands-cli .*$', text, re.M):
        options |= set(re.findall(r'(--[a-z][a-z0-9-]*)', line))
    options -= {'--help', '--help-all'}
    subcommands = ['validate', 'simulate'] if command == 'tileset' else ['validate'] if command == 'map' else []
    offered = set()
    for sub in subcommands or [None]:
        offered |= completed([command] + ([sub] if sub else []) + ['--'])
    for option in sorted(options - offered):
        fail(f'the completion of “{command}” does not offer {option}')
    for option in sorted(options):
        if option not in man_text:
            fail(f'tilelands-cli.1 does not name {option} (of “{command}”)')
    if f'.SS "{command}' not in man_text:
        fail(f'tilelands-cli.1 has no section for the command “{command}”')

# 3. D-Bus activation
if service:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(service)
    section = parser['D-BUS Service'] if parser.has_section('D-BUS Service') else {}
    if section.get('Name') != app_id:
        fail(f'{service}: Name is {section.get("Name")!r}, not {app_id}')
    if not re.fullmatch(r'/\S+/tilelands --gapplication-service', section.get('Exec', '')):
        fail(f'{service}: Exec is {section.get("Exec")!r}, not “BINDIR/tilelands --gapplication-service”')
if desktop:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(desktop, encoding='utf-8')
    if parser['Desktop Entry'].get('DBusActivatable') != 'true':
        fail(f'{desktop} does not say DBusActivatable=true')

if failures:
    sys.exit(1)
print(f'manual pages, completion and D-Bus service: ok ({len(commands)} commands)')
