#!/usr/bin/env python3
"""The layering check (suite 'data'; docs/design.md §1, HACKING.md §1).

  check-layers.py SOURCE_ROOT

Dependencies point down only. For every file of src/, each `#include "…"` of a header
of another layer must name a layer that the file's own layer may use, and each
`#include <…>` of a library must be one that its layer may use (the engine GLib
alone, SQLite only in the store, GTK only in widgets and windows…). It prints every
include that breaks the rule, with its file and line, and exits 1 when there is one.

Inside a layer, a private header may be reserved to some files (PRIVATE): no other file
may include it, directly or through another header; the board view reads the scene
through its read-only frame (tl-board-scene-frame.h), never its insides.
Inside the windows layer, the editors (src/windows/editor/) include no header of the main
window (tl-window.h and its parts, tl-new-game-window.h): they play what they made through
the application's actions app.play-tile-set and app.play-map (docs/editor.md, "One editor
shell"), so the main window may use the editors and never the other way round.

It also refuses library files in the tree (`*.db`, `*.db-wal`, `*.db-shm`): a test
run from the wrong folder once committed one.
"""
import os
import re
import subprocess
import sys

# layer → the other layers its files may include (docs/design.md §1)
MAY_USE = {
    'engine': set(),
    'formats': {'engine'},
    'store': {'engine', 'formats'},
    'net': {'engine', 'formats', 'store'},
    'model': {'engine', 'formats', 'store', 'net'},
    'render': {'engine'},
    'widgets': {'engine', 'formats', 'store', 'net', 'model', 'render'},
    'windows': {'engine', 'formats', 'store', 'net', 'model', 'render', 'widgets'},
    'cli': {'engine', 'formats', 'store', 'net', 'model', 'render'},
    'main': {'windows'},
}

# a library header's first path element (or its name) → the layers that may include it
LIBRARIES = {
    'gio': {'store', 'net', 'model', 'widgets', 'windows', 'cli', 'main', 'render'},
    'glib-object.h': {'formats', 'store', 'net', 'model', 'render', 'widgets', 'windows', 'cli', 'main'},
    'json-glib': {'formats', 'store', 'net', 'model', 'widgets', 'windows', 'cli'},
    'sqlite3.h': {'store'},
    'libsoup': {'net'},
    'avahi-client': {'net'},
    'avahi-common': {'net'},
    'avahi-gobject': {'net'},
    'cairo.h': {'render', 'widgets', 'windows', 'cli'},
    'pango': {'render', 'widgets', 'windows'},
    'gdk': {'widgets', 'windows', 'main'},
    'gtk': {'widgets', 'windows', 'main'},
    'adwaita.h': {'widgets', 'windows', 'main'},
}

# a private header → the files (by name) that may include it, directly or through headers
PRIVATE = {
    'tl-board-scene-private.h': re.compile(r'tl-board-scene(-[a-z-]+)?\.c$|tl-board-expansions\.c$'),
}
# headers of the main window, which src/windows/editor/ may not include
MAIN_WINDOW = re.compile(r'^tl-(window(-[a-z-]+)?|new-game-window)\.h$')

INCLUDE = re.compile(r'^\s*#\s*include\s+([<"])([^>"]+)[>"]', re.M)


def layer_of(path):
    """The layer of a file under src/: its first folder, or 'main' for src/*.c."""
    parts = os.path.relpath(path, 'src').split(os.sep)
    return parts[0] if len(parts) > 1 else 'main'


def main():
    root = sys.argv[1]
    os.chdir(root)
    failures = []

    headers = {}
    for directory, _, names in os.walk('src'):
        for name in names:
            if name.endswith('.h'):
                headers.setdefault(name, set()).add(layer_of(os.path.join(directory, name)))

    # the quoted includes of each header (by name), and the private headers each reaches
    includes = {}
    for directory, _, names in os.walk('src'):
        for name in names:
            if name.endswith(('.c', '.h')):
                with open(os.path.join(directory, name), encoding='utf-8', errors='replace') as f:
                    includes[os.path.join(directory, name)] = [
                        os.path.basename(m.group(2)) for m in INCLUDE.finditer(f.read()) if m.group(1) == '"']
    by_name = {}
    for path, targets in includes.items():
        if path.endswith('.h'):
            by_name.setdefault(os.path.basename(path), []).extend(targets)

    def reaches(name, seen):
        """The private headers that including the header @name brings in."""
        found = {name} if name in PRIVATE else set()
        for target in by_name.get(name, []):
            if target not in seen:
                seen.add(target)
                found |= reaches(target, seen)
        return found

    for path, targets in sorted(includes.items()):
        if not path.endswith('.c'):
            continue
        for target in targets:
            for private in sorted(reaches(target, {target})):
                if not PRIVATE[private].search(os.path.basename(path)):
                    via = '' if target == private else f' (through {target})'
                    failures.append(f'{path}: includes {private}{via}, which only '
                                    f'{PRIVATE[private].pattern} may include')

    for directory, _, names in sorted(os.walk('src')):
        for name in sorted(names):
            if not name.endswith(('.c', '.h')):
                continue
            path = os.path.join(directory, name)
            layer = layer_of(path)
            if layer not in MAY_USE:
                failures.append(f'{path}: the layer “{layer}” is not in tools/check-layers.py')
                continue
            with open(path, encoding='utf-8', errors='replace') as f:
                text = f.read()
            for m in INCLUDE.finditer(text):
                line = text.count('\n', 0, m.start()) + 1
                target = m.group(2)
                if m.group(1) == '"':
                    base = os.path.basename(target)
                    if path.startswith(os.path.join('src', 'windows', 'editor') + os.sep) and MAIN_WINDOW.match(base):
                        failures.append(f'{path}:{line}: an editor includes {target} of the main window '
                                        f'(play through app.play-tile-set / app.play-map)')
                    owners = headers.get(base, set())
                    if not owners or layer in owners:
                        continue
                    bad = sorted(o for o in owners if o not in MAY_USE[layer])
                    if bad and len(bad) == len(owners):
                        failures.append(f'{path}:{line}: the {layer} layer includes {target} '
                                        f'of the {bad[0]} layer, which is above it')
                    continue
                first = target.split('/')[0]
                for key in (target, first):
                    if key in LIBRARIES:
                        if layer not in LIBRARIES[key]:
                            failures.append(f'{path}:{line}: the {layer} layer includes <{target}>, '
                                            f'which only {", ".join(sorted(LIBRARIES[key]))} may use')
                        break

    tracked = subprocess.run(['git', 'ls-files'], capture_output=True, text=True)
    if tracked.returncode == 0:
        for path in tracked.stdout.splitlines():
            if re.search(r'\.db(-wal|-shm|-journal)?$', path):
                failures.append(f'{path}: a library file is in the tree (tests write theirs in '
                                f'a temporary folder)')

    for f in failures:
        print('FAIL:', f)
    if failures:
        sys.exit(1)
    print('layers: ok')


if __name__ == '__main__':
    main()
