#!/usr/bin/env python3
# flatpak-release-manifest.py — writes the Flathub manifest of a release of Tilelands
# (docs/packaging.md, "The Flatpak").
#
#   tools/flatpak-release-manifest.py [--tag TAG] [--commit COMMIT] [-o FILE]
#
# The release manifest is the Devel one (flatpak/io.github.tilelands.Tilelands.Devel.json)
# as a release: the app id without .Devel, no renaming, no tests in the build, the D-Bus
# activation kept, release build type, and as its source the project's git repository at
# TAG and the commit TAG names. A manifest cannot pin the commit it is part of, so it is
# written after tagging, for the Flathub repository, and not kept in this tree.
#
# TAG defaults to v + meson.build's version. When TAG exists in this repository, its
# commit is the one pinned (a --commit that differs is refused); before tagging, --commit
# (a revision: HEAD, a hash) says which commit the tag will name — the check of the data
# suite writes it so. Writes to FILE, or to stdout. Exit status 0, or 1 with a message on
# stderr (not a git repository, no such commit, a tag that names another commit).
#
# SPDX-License-Identifier: GPL-3.0-or-later
import argparse
import copy
import json
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
APP_ID = "io.github.tilelands.Tilelands"
DEVEL_MANIFEST = os.path.join(ROOT, "flatpak", APP_ID + ".Devel.json")
REPOSITORY = "https://github.com/tilelands/tilelands.git"

# What only the Devel build has: its own id's renaming, the base id's bus name, the tests
DEVEL_ONLY = ("rename-desktop-file", "rename-appdata-file", "rename-icon")
MODULE_DEVEL_ONLY = ("run-tests", "test-rule", "test-commands", "post-install")


def die(msg):
    print("flatpak-release-manifest: " + msg, file=sys.stderr)
    sys.exit(1)


def git(*args):
    run = subprocess.run(["git", "-C", ROOT] + list(args), capture_output=True, text=True)
    return run.stdout.strip() if run.returncode == 0 else None


def project_version():
    with open(os.path.join(ROOT, "meson.build"), encoding="utf-8") as f:
        m = re.search(r"project\([^)]*?version:\s*'([^']+)'", f.read(), re.S)
    if m is None:
        die("meson.build names no version")
    return m.group(1)


def release_manifest(devel, tag, commit):
    m = copy.deepcopy(devel)
    m["id"] = APP_ID
    for key in DEVEL_ONLY:
        m.pop(key, None)
    m["finish-args"] = [a for a in m.get("finish-args", []) if not a.startswith("--own-name=")]
    app = m["modules"][-1]
    for key in MODULE_DEVEL_ONLY:
        app.pop(key, None)
    app["config-opts"] = ["--buildtype=release"]
    app["sources"] = [{"type": "git", "url": REPOSITORY, "tag": tag, "commit": commit}]
    return m


def main():
    parser = argparse.ArgumentParser(description="Writes the Flathub manifest of a release.")
    parser.add_argument("--tag", help="the release's tag (default: v + meson.build's version)")
    parser.add_argument("--commit", help="the commit the tag names or will name")
    parser.add_argument("-o", "--output", help="the file to write (default: stdout)")
    args = parser.parse_args()

    if git("rev-parse", "--git-dir") is None:
        die("%s is not a git repository (a release manifest names a commit)" % ROOT)
    tag = args.tag or "v" + project_version()
    tagged = git("rev-parse", "--verify", "--quiet", "refs/tags/%s^{commit}" % tag)
    wanted = None
    if args.commit is not None:
        wanted = git("rev-parse", "--verify", "--quiet", args.commit + "^{commit}")
        if wanted is None:
            die("no commit %s" % args.commit)
    if tagged is not None and wanted is not None and tagged != wanted:
        die("tag %s names %s, not %s" % (tag, tagged, wanted))
    commit = tagged or wanted
    if commit is None:
        described = git("describe", "--tags", "--always") or "?"
        die("there is no tag %s yet (HEAD is %s): tag the release first, or give --commit"
            % (tag, described))

    with open(DEVEL_MANIFEST, encoding="utf-8") as f:
        devel = json.load(f)
    text = json.dumps(release_manifest(devel, tag, commit), indent=4) + "\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
