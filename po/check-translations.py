#!/usr/bin/env python3
"""The translations' test (suite 'data'; docs/translation.md).

  check-translations.py SOURCE_ROOT PO_BUILD_DIR TILELANDS_BINARY

1. po/POTFILES.in lists every file of src/, ui/ and data/ with translatable
   strings, and only files that exist (a file left out is never translated).
2. Every language of po/LINGUAS passes `msgfmt --check --check-accelerators=_`
   (format directives, plural forms, the header, one mnemonic where the
   English has one) and has no fuzzy and no untranslated message.
3. The Romanian catalog built into PO_BUILD_DIR (what the uninstalled app reads
   through TILELANDS_LOCALEDIR) gives exact Romanian strings, with the three
   Romanian plural forms and a message context.
4. The app itself speaks Romanian: `tilelands --help` under LANGUAGE=ro shows
   its own option in Romanian (no display needed).
5. The Romanian of po/ro.po and help/ro/ro.po keeps to the glossary's choices
   (docs/translation.md): the player is "tu", never addressed in the plural or
   as "dumneavoastră"; light blue is "albastru deschis", never "bleu"; a house
   rule is a "regulă proprie", never the calque "regulă a casei".
"""
import gettext
import os
import re
import subprocess
import sys

root, po_build, binary = sys.argv[1:4]
failures = []


def fail(message):
    failures.append(message)
    print('FAIL:', message)


# 1. POTFILES.in
MARKERS = re.compile(r'\b(?:_|N_|C_|NC_|Q_|g_dngettext|ngettext|g_dpgettext2)\s*\(|translatable="yes"')
with open(os.path.join(root, 'po', 'POTFILES.in'), encoding='utf-8') as f:
    listed = {line.strip() for line in f if line.strip() and not line.startswith('#')}
for path in sorted(listed):
    if not os.path.exists(os.path.join(root, path)):
        fail(f'po/POTFILES.in lists {path}, which does not exist')
for top, suffixes in (('src', ('.c',)), ('ui', ('.ui',)), ('data', ('.in', '.xml'))):
    for directory, _, names in os.walk(os.path.join(root, top)):
        for name in names:
            if not name.endswith(suffixes):
                continue
            path = os.path.relpath(os.path.join(directory, name), root)
            with open(os.path.join(root, path), encoding='utf-8', errors='replace') as f:
                if MARKERS.search(f.read()) and path not in listed:
                    fail(f'{path} has translatable strings but is not in po/POTFILES.in')

# 2. every translation compiles cleanly and is complete
with open(os.path.join(root, 'po', 'LINGUAS'), encoding='utf-8') as f:
    languages = [w for line in f if not line.startswith('#') for w in line.split()]
for lang in languages:
    po = os.path.join(root, 'po', lang + '.po')
    run = subprocess.run(['msgfmt', '--check', '--check-accelerators=_', '--statistics', '-o', os.devnull, po],
                         capture_output=True, text=True, env=dict(os.environ, LC_ALL='C', LANGUAGE=''))
    if run.returncode != 0:
        fail(f'msgfmt --check fails on po/{lang}.po:\n{run.stderr}')
    stats = run.stderr.strip().splitlines()[-1] if run.stderr.strip() else ''
    for kind in ('fuzzy', 'untranslated'):
        m = re.search(r'(\d+) ' + kind, stats)
        if m:
            fail(f'po/{lang}.po has {m.group(1)} {kind} messages ({stats})')

# 3. the built Romanian catalog
if 'ro' in languages:
    try:
        ro = gettext.translation('tilelands', localedir=po_build, languages=['ro'])
    except OSError as e:
        fail(f'no Romanian catalog in {po_build}: {e}')
        ro = None
    if ro is not None:
        expected = [
            (ro.gettext('Tile in Hand'), 'Cartonașul din mână'),
            (ro.gettext('The Gifts'), 'Darurile'),
            (ro.gettext('Map-Chips'), 'Jetoane de hărți'),
            (ro.gettext('USA West'), 'Vestul SUA'),
            (ro.pgettext('side of a tile', 'W'), 'V'),
            (ro.pgettext('tile name', 'city on one side, road curving from east to south'),
             'oraș pe o latură, drum în curbă de la est la sud'),
        ]
        for n, text in ((1, '1 cartonaș rămas'), (2, '2 cartonașe rămase'), (19, '19 cartonașe rămase'),
                        (20, '20 de cartonașe rămase'), (101, '101 cartonașe rămase'),
                        (120, '120 de cartonașe rămase')):
            expected.append((ro.ngettext('%u tile left', '%u tiles left', n).replace('%u', str(n)), text))
        for got, want in expected:
            if got != want:
                fail(f'the Romanian catalog says {got!r}, not {want!r}')

# 5. the glossary's choices in the Romanian texts
def msgstrs(path):
    """(first reference, msgstr text) of each message of @path that is not obsolete."""
    with open(path, encoding='utf-8') as f:
        blocks = f.read().split('\n\n')
    for block in blocks:
        lines = block.split('\n')
        if any(line.startswith('#~') for line in lines):
            continue
        ref = next((line[3:] for line in lines if line.startswith('#: ')), '?')
        text, inside = [], False
        for line in lines:
            if line.startswith('msgstr'):
                inside = True
                text.append(line.split(' ', 1)[1].strip()[1:-1])
            elif inside and line.startswith('"'):
                text.append(line[1:-1])
            else:
                inside = False
        yield ref, ''.join(text)


# a verb in the second person plural (the endings of "alegeți", "puteți", "doriți",
# "apăsați", "coborâți"), the plural pronouns and the polite form; the nouns and
# adjectives with those endings that the texts use are allowed
PLURAL_YOU = re.compile(r"\b(\w+(?:ați|eți|iți|âți)|v[ăa]|vouă|voi|vostru|voastră|voștri|voastre|"
                        r"dumneavoastră|dvs)\b", re.I)
NOT_A_VERB = {'separați', 'uiți', 'diferiți', 'potriviți', 'octeți', 'culcați', 'deosebiți',
              'ocupați', 'va', 'săgeți'}
GLOSSARY = [(re.compile(r'\bbleu\b', re.I), 'light blue is “albastru deschis”, not “bleu”'),
            (re.compile(r'regul[ăa] a casei', re.I), 'a house rule is a “regulă proprie”, not “regulă a casei”')]
if 'ro' in languages:
    for path in (os.path.join(root, 'po', 'ro.po'), os.path.join(root, 'help', 'ro', 'ro.po')):
        for ref, text in msgstrs(path):
            for word in PLURAL_YOU.findall(text):
                if word.lower() not in NOT_A_VERB:
                    fail(f'{os.path.relpath(path, root)} ({ref}) says “{word}”: the player is “tu”')
            for pattern, why in GLOSSARY:
                if pattern.search(text):
                    fail(f'{os.path.relpath(path, root)} ({ref}): {why}')

# 4. the app
    env = dict(os.environ, LANGUAGE='ro', LANG='C.UTF-8', LC_ALL='', TILELANDS_LOCALEDIR=po_build)
    env['ASAN_OPTIONS'] = 'detect_leaks=0'  # a leak report would abort before stdout is flushed
    env.pop('DISPLAY', None)
    env.pop('WAYLAND_DISPLAY', None)
    run = subprocess.run([binary, '--help'], capture_output=True, text=True, env=env)
    # the text is the point; the exit status is check-version's (a sanitizer build may add to it)
    if 'Afișează versiunea și ieși' not in run.stdout:
        fail(f'`tilelands --help` under LANGUAGE=ro does not show Romanian (exit {run.returncode}):\n{run.stdout}{run.stderr}')

if failures:
    sys.exit(1)
print('translations: ok (' + ', '.join(languages) + ')')
