#!/usr/bin/env python3
"""The built-in data's strings for xgettext, which cannot read JSON (docs/translation.md).

  extract-data-strings.py [SOURCE_ROOT] [--check]

Writes po/tile-names.c from the tile names of data/tilesets/*.json: one
NC_("tile name", "…") per distinct name, in the order of the sets (sorted by file
name) and their tiles, with a translator comment naming the tiles that bear it.
The file is listed in po/POTFILES.in and never compiled; the app translates the
names where it shows them (tl_builtin_tile_name(), src/model/tl-builtin-names.c).

--check (the test extract-data-strings, suite 'data') writes nothing and fails,
naming the command to run, when po/tile-names.c is not what the data gives.
"""
import glob
import json
import os
import sys

CONTEXT = 'tile name'
OUTPUT = os.path.join('po', 'tile-names.c')


def c_string(text):
    return '"' + text.replace('\\', '\\\\').replace('"', '\\"') + '"'


def generate(root):
    names = {}  # name -> ["carcassonne-base D", …], in order of first appearance
    for path in sorted(glob.glob(os.path.join(root, 'data', 'tilesets', '*.json'))):
        with open(path, encoding='utf-8') as f:
            tileset = json.load(f)
        for tile in tileset['tiles']:
            if tile.get('name'):
                names.setdefault(tile['name'], []).append(f'{tileset["id"]} {tile["id"]}')
    lines = [
        '/* po/tile-names.c — written by po/extract-data-strings.py from data/tilesets/*.json:',
        ' * do not edit, run `python3 po/extract-data-strings.py` after changing a tile\'s name.',
        ' *',
        ' * The built-in tile sets\' tile names, for xgettext (po/POTFILES.in); never compiled.',
        ' * The app shows them translated in the tiles\' tooltips and screen-reader',
        ' * descriptions and in the tile-set editor (tl_builtin_tile_name()).',
        ' */',
        '',
        'static const char *tile_names[] = {',
    ]
    for name, tiles in names.items():
        lines.append(f'  /* Translators: tile {", ".join(tiles)}, as it lies unturned (north up) */')
        lines.append(f'  NC_({c_string(CONTEXT)}, {c_string(name)}),')
    lines.append('};')
    return '\n'.join(lines) + '\n', len(names)


def main(argv):
    check = '--check' in argv
    args = [a for a in argv if a != '--check']
    root = args[0] if args else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    text, count = generate(root)
    path = os.path.join(root, OUTPUT)
    if check:
        try:
            with open(path, encoding='utf-8') as f:
                current = f.read()
        except OSError as e:
            current = None
            print(f'FAIL: {OUTPUT}: {e.strerror}')
        if current != text:
            print(f'FAIL: {OUTPUT} is not what data/tilesets/ gives: run `python3 po/extract-data-strings.py`, '
                  'then `meson compile -C build tilelands-update-po` and translate the new names')
            return 1
        print(f'{OUTPUT}: up to date ({count} tile names)')
        return 0
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)
    print(f'{OUTPUT}: {count} tile names')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
