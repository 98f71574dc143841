#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Point every citation of the design and of the rules at the pages in docs/.

The design and the rules digests used to live outside the repository, in the
project brief: src/ and the tests cite them as `DESIGN.md §4`, `DESIGN §9`,
`rules/maps.md §5`, `gifts.md §3.1`, `base-game.md section 6`, `maps.md 3.6`
(fixtures' descriptions) and the like. Their pages now live in the repository,
with the same section numbers: docs/design.md and docs/rules/NAME.md. This script
rewrites

    DESIGN.md §N, DESIGN §N, DESIGN.md section N, DESIGN.md N   ->  docs/design.md §N
    DESIGN.md                                                   ->  docs/design.md
    NAME.md §N, NAME.md section N, NAME.md N, rules/NAME.md §N  ->  docs/rules/NAME.md §N
    NAME.md, rules/NAME.md, ../shared/rules/NAME.md             ->  docs/rules/NAME.md

for NAME one of the digests (base-game, base-game-cases, discovery, gifts, maps,
extra-tiles), in every text file of src/, tests/, tools/, data/, ui/, help/ and
docs/, and in HACKING.md and README.md. A section written `\\u00a7` (a JSON
string's escape) keeps that form. A citation already pointing at docs/ is left
alone, so running the script twice changes nothing; it can be run again after
merging a branch that still cites the old names.

Usage, from the source root or anywhere:

    tools/rewrite-design-citations.py [--check] [ROOT]

--check changes nothing and exits 1 when a file would change (listing them).
The data suite's test tests/check-doc-citations.py checks the result.
"""

import os
import re
import sys

DIGESTS = ('base-game-cases', 'base-game', 'discovery', 'gifts', 'maps', 'extra-tiles')
FOLDERS = ('src', 'tests', 'tools', 'data', 'ui', 'help', 'docs')
FILES = ('HACKING.md', 'README.md')
# This script and the test that checks its result name the old citations on purpose.
SKIP = ('tools/rewrite-design-citations.py', 'tests/check-doc-citations.py')

NUMBER = r'\d+(?:\.\d+)*'
# What may follow a name as its section: "§4", " §3.2", " \u00a74" (JSON),
# " section 6", or a bare " 3.6" (the fixtures' descriptions write it so).
SECTION = (r'(?:[ \t]*(?P<mark>§|\\u00a7)[ \t]*(?P<n1>' + NUMBER + r')'
           r'|[ \t]+section[ \t]+(?P<n2>' + NUMBER + r')'
           r'|[ \t]+(?P<n3>' + NUMBER + r')(?![\w%]))')

# Not after a word character, a dot, a hyphen or a slash: `docs/rules/maps.md` and
# `TL_DESIGN_NONE` never match, nor does an absolute path; nor the target of a
# Markdown link, `[the base game](base-game.md)`, which is relative to its page.
LEAD = r'(?<![\w./-])(?<!\]\()'
DESIGN_RE = re.compile(LEAD + r'DESIGN(?P<md>\.md)?(?:' + SECTION + r')?')
DIGEST_RE = re.compile(LEAD + r'(?:(?:\.\./)?(?:shared/)?rules/)?(?P<name>' +
                       '|'.join(re.escape(d) for d in DIGESTS) + r')\.md(?:' + SECTION + r')?')


def section_text(match):
    number = match.group('n1') or match.group('n2') or match.group('n3')
    if number is None:
        return ''
    mark = match.group('mark') or '§'
    return ' ' + mark + number


def design(match):
    if match.group('md') is None and section_text(match) == '':
        return match.group(0)   # the word alone, not a citation
    return 'docs/design.md' + section_text(match)


def rewrite(text):
    text = DESIGN_RE.sub(design, text)
    return DIGEST_RE.sub(lambda m: 'docs/rules/' + m.group('name') + '.md' + section_text(m), text)


def files(root):
    for name in FILES:
        path = os.path.join(root, name)
        if os.path.isfile(path):
            yield name
    for folder in FOLDERS:
        for directory, dirs, names in os.walk(os.path.join(root, folder)):
            dirs.sort()
            for name in sorted(names):
                rel = os.path.relpath(os.path.join(directory, name), root)
                if rel not in SKIP:
                    yield rel


def main(argv):
    check = '--check' in argv
    args = [a for a in argv if a != '--check']
    root = args[0] if args else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    changed = []
    for rel in files(root):
        path = os.path.join(root, rel)
        with open(path, 'rb') as f:
            data = f.read()
        if b'\0' in data:
            continue   # a picture or another binary file
        try:
            text = data.decode('utf-8')
        except UnicodeDecodeError:
            continue
        new = rewrite(text)
        if new == text:
            continue
        changed.append(rel)
        if not check:
            with open(path, 'w', encoding='utf-8', newline='') as f:
                f.write(new)
    for rel in changed:
        print(('would change ' if check else 'changed ') + rel)
    return 1 if check and changed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
