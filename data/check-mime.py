#!/usr/bin/env python3
# check-mime.py MIME_XML UPDATE_MIME_DATABASE GIO RECORD — the shared-mime-info entry
# (meson suite 'data'): a database built from it alone in a temporary folder must
# name a *.tilelands file, and a file without a name that starts as a record does,
# application/x-tilelands-game, a kind of application/json.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

TYPE = "application/x-tilelands-game"
NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def main():
    if len(sys.argv) != 5:
        fail("usage: check-mime.py MIME_XML UPDATE_MIME_DATABASE GIO RECORD")
    xml, update, gio, record = sys.argv[1:]

    root = ET.parse(xml).getroot()
    types = root.findall(NS + "mime-type")
    if [t.get("type") for t in types] != [TYPE]:
        fail("%s declares %r, expected only %s" % (xml, [t.get("type") for t in types], TYPE))
    if [g.get("pattern") for g in types[0].findall(NS + "glob")] != ["*.tilelands"]:
        fail("the glob is not *.tilelands")
    if types[0].find(NS + "comment") is None:
        fail("no comment")

    tmp = tempfile.mkdtemp(prefix="tilelands-mime-")
    try:
        mime = os.path.join(tmp, "data", "mime")
        os.makedirs(os.path.join(mime, "packages"))
        shutil.copy(xml, os.path.join(mime, "packages", "io.github.tilelands.Tilelands.xml"))
        shutil.copy("/usr/share/mime/packages/freedesktop.org.xml", os.path.join(mime, "packages"))
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(tmp, "home"),
                   XDG_DATA_DIRS=os.path.join(tmp, "data"))
        p = subprocess.run([update, mime], capture_output=True, text=True, env=env)
        if p.returncode != 0 or p.stderr.strip():
            fail("update-mime-database: %s%s" % (p.stdout, p.stderr))
        with open(os.path.join(mime, "globs2")) as f:
            if not any(line.strip().endswith(":%s:*.tilelands" % TYPE) for line in f):
                fail("globs2 does not map *.tilelands to %s" % TYPE)
        with open(os.path.join(mime, "subclasses")) as f:
            if "%s application/json\n" % TYPE not in f.read():
                fail("%s is not a subclass of application/json" % TYPE)

        named = os.path.join(tmp, "game.tilelands")
        nameless = os.path.join(tmp, "game")
        shutil.copy(record, named)
        shutil.copy(record, nameless)
        for path in (named, nameless):
            p = subprocess.run([gio, "info", "-a", "standard::content-type", path],
                               capture_output=True, text=True, env=env)
            if "standard::content-type: %s" % TYPE not in p.stdout:
                fail("gio says %s is %r" % (os.path.basename(path), p.stdout + p.stderr))
        print("ok: *.tilelands and a record's contents are %s" % TYPE)
    finally:
        shutil.rmtree(tmp)


main()
