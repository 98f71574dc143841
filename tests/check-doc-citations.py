#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check the citations of the project's own documentation (suite `data`).

The code, the tests and the docs cite pages of docs/ by path and section:
`docs/design.md §4`, `docs/rules/maps.md §3.2, §3.5`, `` `docs/ai.md` §2 ``,
`docs/editor.md, Tile sets §3`, `docs/editor.md §"Map layouts: validation"`. This
test reads every text file of src/, tests/, tools/, data/, ui/, help/ and docs/,
and HACKING.md and README.md, and fails when

1. a cited `docs/….md` file does not exist;
2. a section cited after such a path is not a heading of that file. A heading
   declares its number as `## 3. Title` or `### 3.2 Title` (any level, the
   number first, a dot after a number of one part); a quoted `§"A: B"` names
   headings by their words, each part one heading;
3. a Markdown link of a page (`[text](record-format.md)`) points at no file;
4. a citation of the design or of a rules digest by its old name remains: the
   design file of the project brief (`DESIGN` followed by `.md` or a section),
   or a digest's bare name (`gifts.md`, `rules/gifts.md`) that is not under
   docs/rules/ (a Markdown link's target is relative to its page, and checked
   by 3). tools/rewrite-design-citations.py rewrites those.

Usage: check-doc-citations.py SOURCE_ROOT
"""

import os
import re
import sys

FOLDERS = ('src', 'tests', 'tools', 'data', 'ui', 'help', 'docs')
FILES = ('HACKING.md', 'README.md')
# These two name the old citations on purpose: what to rewrite, what to refuse.
SKIP = ('tools/rewrite-design-citations.py', 'tests/check-doc-citations.py')
DIGESTS = ('base-game-cases', 'base-game', 'discovery', 'gifts', 'maps', 'extra-tiles')

NUMBER = r'\d+(?:\.\d+)*'
HEADING_RE = re.compile(r'^#{1,6}[ \t]+(?:(?P<n>' + NUMBER + r')\.?(?=[ \t])[ \t]*)?(?P<title>.*?)[ \t#]*$',
                        re.MULTILINE)
# A path, then maybe a closing backtick and a part of the page in words
# (", Tile sets"), then maybe (on the next line of a comment too) its sections.
CITE_RE = re.compile(
    r'(?<![\w./-])(?P<path>docs/[\w./-]*?\.md)(?![\w/-])'
    r'`?(?:,[ \t]*[A-Z][A-Za-z ]{0,40}?)?'
    r'(?:[ \t]*\n[ \t]*(?:\*|#|//)?)?[ \t]*'
    r'(?P<sections>§(?:"[^"\n]*"|' + NUMBER + r')'
    r'(?:(?:[ \t]*(?:,|;|and|or)[ \t]*§|[ \t]*[–-][ \t]*§?)' + NUMBER + r')*)?')
SECTION_RE = re.compile(r'"([^"]*)"|(' + NUMBER + r')')
LINK_RE = re.compile(r'\]\((?P<target>[^)\s#]+\.md)(?:#[^)]*)?\)')
DESIGN_RE = re.compile(r'(?<![\w./-])DESIGN(?:\.md|[ \t]*§|[ \t]+section\b|[ \t]+\d)')
DIGEST_RE = re.compile(r'(?<![\w.-])(?<!\]\()(?:' + '|'.join(re.escape(d) for d in DIGESTS) + r')\.md(?![\w-])')


def text_files(root):
    names = [n for n in FILES if os.path.isfile(os.path.join(root, n))]
    for folder in FOLDERS:
        for directory, dirs, files in os.walk(os.path.join(root, folder)):
            dirs.sort()
            names += [os.path.relpath(os.path.join(directory, f), root) for f in sorted(files)]
    for rel in names:
        if rel in SKIP:
            continue
        with open(os.path.join(root, rel), 'rb') as f:
            data = f.read()
        if b'\0' in data:
            continue
        try:
            text = data.decode('utf-8')
        except UnicodeDecodeError:
            continue
        # a JSON string may write § as an escape
        yield rel, text.replace('\\u00a7', '§')


def headings(root, page, cache):
    if page not in cache:
        numbers, titles = set(), []
        with open(os.path.join(root, page), encoding='utf-8') as f:
            text = f.read()
        # headings inside fenced code blocks are not headings
        text = re.sub(r'^```.*?^```', '', text, flags=re.MULTILINE | re.DOTALL)
        for m in HEADING_RE.finditer(text):
            if m.group('n'):
                numbers.add(m.group('n'))
            titles.append((m.group('title') or '').strip().lower())
        cache[page] = (numbers, titles)
    return cache[page]


def line_of(text, offset):
    return text.count('\n', 0, offset) + 1


def check(root):
    problems = []
    cache = {}
    for rel, text in text_files(root):
        for m in CITE_RE.finditer(text):
            page = m.group('path')
            where = '%s:%d' % (rel, line_of(text, m.start()))
            if not os.path.isfile(os.path.join(root, page)):
                problems.append('%s: %s does not exist' % (where, page))
                continue
            if not m.group('sections'):
                continue
            numbers, titles = headings(root, page, cache)
            for quoted, number in SECTION_RE.findall(m.group('sections')):
                if number and number not in numbers:
                    problems.append('%s: %s has no section %s (no heading "%s. …" or "%s …")'
                                    % (where, page, number, number, number))
                for part in quoted.split(':') if quoted else ():
                    if not any(part.strip().lower() in t for t in titles):
                        problems.append('%s: %s has no heading "%s"' % (where, page, part.strip()))
        if rel.endswith('.md'):
            for m in LINK_RE.finditer(text):
                target = m.group('target')
                if re.match(r'^[a-z]+:', target):
                    continue
                path = os.path.normpath(os.path.join(os.path.dirname(rel), target))
                if not os.path.isfile(os.path.join(root, path)):
                    problems.append('%s:%d: the link to %s points at no file'
                                    % (rel, line_of(text, m.start()), target))
        for m in DESIGN_RE.finditer(text):
            problems.append('%s:%d: "%s" cites the design by its old name: docs/design.md'
                            % (rel, line_of(text, m.start()), m.group(0)))
        for m in DIGEST_RE.finditer(text):
            if text[max(0, m.start() - 11):m.start()] != 'docs/rules/':
                problems.append('%s:%d: "%s" cites a rules digest by its old name: docs/rules/%s'
                                % (rel, line_of(text, m.start()), m.group(0), m.group(0)))
    return problems


def main(argv):
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    problems = check(argv[0])
    for p in problems:
        print(p)
    if problems:
        print('%d problem(s); tools/rewrite-design-citations.py rewrites the old names' % len(problems))
        return 1
    print('every cited docs/ page and section exists')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
