#!/usr/bin/env python3
# check-packaging.py — what a distribution or Flathub reads about Tilelands (meson suite
# 'data'), one check per command; each prints FAIL: and exits 1 on the first problem:
#
#   check-packaging.py manifest FLATPAK_BUILDER MANIFEST APP_ID
#       flatpak-builder --show-manifest parses the Devel manifest; it names APP_ID.Devel
#       (renaming the base id's files), a GNOME runtime that is still supported
#       (docs/packaging.md), the tilelands module built with meson from this tree with
#       its displayless suites run in the build, and only the sandbox holes the app needs
#   check-packaging.py release FLATPAK_BUILDER TOOL APP_ID
#       TOOL (tools/flatpak-release-manifest.py) writes the release manifest for HEAD;
#       flatpak-builder parses it: APP_ID from a git source at a vX.Y.Z tag and a full
#       commit hash, no tests, no renaming; skipped (77) outside a git repository
#   check-packaging.py metainfo METAINFO SCREENSHOTS_DIR VERSION APP_ID
#       every picture of data/screenshots/ is a screenshot (one default, each with a
#       caption), the newest release entry is VERSION, releases newest first, OARS content
#       rating, brand colours for the light and the dark style, the developer
#   check-packaging.py desktop DESKTOP ICONS_DIR APP_ID
#       the desktop file starts tilelands with files, names the icon that is installed
#       and the MIME type of game records
#   check-packaging.py version TILELANDS VERSION
#       `tilelands --version` prints "tilelands VERSION" and exits 0 with no display;
#       `tilelands --help` shows that files may follow the options
#
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
import tl_png  # noqa: E402

# The oldest GNOME runtime Flathub still supports: GNOME 49 reached its end of life when
# GNOME 51 was released (September 2026), as 47 did with 49 (October 2025) and 48 with 50
# (March 2026). Raise it when GNOME 52 comes out (docs/packaging.md).
OLDEST_SUPPORTED_GNOME = 50

RECORD_TYPE = "application/x-tilelands-game"


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def show_manifest(flatpak_builder, manifest):
    """The manifest as flatpak-builder reads it; fails on any complaint of flatpak-builder."""
    # flatpak-builder makes a .flatpak-builder folder where it runs: a temporary one
    with tempfile.TemporaryDirectory(prefix="tilelands-flatpak-") as cwd:
        run = subprocess.run([flatpak_builder, "--show-manifest", os.path.abspath(manifest)],
                             capture_output=True, text=True, cwd=cwd)
    if run.returncode != 0:
        fail("flatpak-builder --show-manifest %s exited %d: %s"
             % (manifest, run.returncode, run.stderr.strip()))
    # flatpak-builder warns on stderr about properties it does not know
    if run.stderr.strip():
        fail("flatpak-builder complained about %s: %s" % (manifest, run.stderr.strip()))
    return json.loads(run.stdout)


def check_common(m, app_id, extra_args=()):
    """What the Devel and the release manifests share: command, runtime, modules, sandbox."""
    if m.get("command") != "tilelands":
        fail("the manifest's command is %r, expected tilelands" % m.get("command"))
    if (m.get("runtime"), m.get("sdk")) != ("org.gnome.Platform", "org.gnome.Sdk"):
        fail("the runtime is %r with the SDK %r, expected org.gnome.Platform and org.gnome.Sdk"
             " (they provide GTK, libadwaita, json-glib, SQLite and yelp)"
             % (m.get("runtime"), m.get("sdk")))
    version = str(m.get("runtime-version", ""))
    if not re.fullmatch(r"[0-9]+", version):
        fail("runtime-version %r is not a GNOME release number" % version)
    if int(version) < OLDEST_SUPPORTED_GNOME:
        fail("runtime-version %s has reached its end of life (the oldest supported is %d)"
             % (version, OLDEST_SUPPORTED_GNOME))

    modules = m.get("modules", [])
    if not modules or not isinstance(modules[-1], dict) or modules[-1].get("name") != "tilelands":
        fail("the last module is not tilelands")
    app = modules[-1]
    if app.get("buildsystem") != "meson":
        fail("the tilelands module is built with %r, expected meson" % app.get("buildsystem"))
    # json-glib and SQLite come from the runtime; a module of our own for them would be
    # a second copy (docs/packaging.md)
    names = [mod.get("name") for mod in modules if isinstance(mod, dict)]
    for lib in ("json-glib", "sqlite", "sqlite3"):
        if lib in names:
            fail("the manifest builds %s, which the GNOME runtime provides" % lib)

    args = m.get("finish-args", [])
    # network play (docs/design.md §10): the network, and Avahi's system bus name to find
    # games on the local network; nothing else on any bus
    needed_args = ("--socket=wayland", "--socket=fallback-x11", "--share=ipc", "--device=dri",
                   "--share=network", "--system-talk-name=org.freedesktop.Avahi")
    for needed in needed_args:
        if needed not in args:
            fail("finish-args lack %s" % needed)
    for arg in args:
        if arg in extra_args or arg in needed_args:
            continue
        if arg.startswith(("--filesystem", "--share=network", "--socket=x11", "--own-name",
                           "--talk-name", "--system-talk-name", "--device=all")):
            fail("finish-args open %s: files go through the portal, and only network play and "
                 "Avahi are online" % arg)
    return app, version


def check_manifest(flatpak_builder, manifest, app_id):
    """The Devel manifest: this tree, the id APP_ID.Devel, the tests run in the build."""
    m = show_manifest(flatpak_builder, manifest)
    devel_id = app_id + ".Devel"
    if m.get("id", m.get("app-id")) != devel_id:
        fail("the manifest's id is %r, expected %s" % (m.get("id"), devel_id))
    # the build installs the files of the base id: renamed to the Devel id when exported,
    # and GApplication owns the base id's bus name
    for key, name in (("rename-desktop-file", app_id + ".desktop"),
                      ("rename-appdata-file", app_id + ".metainfo.xml"),
                      ("rename-icon", app_id)):
        if m.get(key) != name:
            fail("%s is %r, expected %s" % (key, m.get(key), name))
    own = "--own-name=" + app_id
    if own not in m.get("finish-args", []):
        fail("finish-args lack %s (the application registers under the base id)" % own)
    app, version = check_common(m, app_id, extra_args=(own,))
    sources = app.get("sources", [])
    if [s.get("type") for s in sources] != ["dir"] or sources[0].get("path") != "..":
        fail("the tilelands module does not build this source tree (a dir source '..')")
    if "build" not in sources[0].get("skip", []):
        fail("the dir source does not skip the build directory")
    if app.get("run-tests") is not True or not app.get("test-commands"):
        fail("the Devel build does not run the tests (run-tests and test-commands)")
    tests = " ".join(app["test-commands"])
    for suite in ("rules", "engine", "formats", "store", "model", "render", "widgets", "cli"):
        if "--suite %s" % suite not in tests:
            fail("the Devel build's tests leave out the suite %s" % suite)
    print("ok: %s on org.gnome.Platform %s, tests in the build" % (devel_id, version))


def check_release(flatpak_builder, tool, app_id):
    """The release manifest the tool writes: APP_ID from the git repository at a commit."""
    with tempfile.TemporaryDirectory(prefix="tilelands-release-") as out:
        manifest = os.path.join(out, app_id + ".json")
        run = subprocess.run([sys.executable, tool, "--commit", "HEAD", "-o", manifest],
                             capture_output=True, text=True)
        if run.returncode != 0:
            if "is not a git repository" in run.stderr:
                print("SKIP: %s" % run.stderr.strip())
                sys.exit(77)
            fail("%s exited %d: %s" % (tool, run.returncode, run.stderr.strip()))
        m = show_manifest(flatpak_builder, manifest)
    if m.get("id", m.get("app-id")) != app_id:
        fail("the release manifest's id is %r, expected %s" % (m.get("id"), app_id))
    for key in ("rename-desktop-file", "rename-appdata-file", "rename-icon"):
        if key in m:
            fail("the release manifest renames (%s)" % key)
    app, version = check_common(m, app_id)
    if app.get("run-tests") or app.get("post-install"):
        fail("the release manifest runs tests or changes the installed files")
    sources = app.get("sources", [])
    if [s.get("type") for s in sources] != ["git"]:
        fail("the release builds from %r, expected one git source" % sources)
    source = sources[0]
    if not source.get("url", "").startswith("https://"):
        fail("the git source's url is %r" % source.get("url"))
    if not re.fullmatch(r"v[0-9]+\.[0-9]+\.[0-9]+", source.get("tag", "")):
        fail("the git source's tag is %r, expected vX.Y.Z" % source.get("tag"))
    if not re.fullmatch(r"[0-9a-f]{40}", source.get("commit", "")):
        fail("the git source's commit is %r, expected a full hash" % source.get("commit"))
    print("ok: %s %s at %s" % (app_id, source["tag"], source["commit"]))


def png_size(path):
    try:
        return tl_png.png_size(path)
    except (OSError, ValueError) as e:
        fail(str(e))


def version_key(v):
    return [int(p) for p in v.split(".")]


def luminance(colour):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def check_metainfo(metainfo, screenshots_dir, version, app_id):
    root = ET.parse(metainfo).getroot()
    if root.findtext("id") != app_id:
        fail("the metainfo's id is %r" % root.findtext("id"))

    # screenshots: every picture of data/screenshots/, one default, each with a caption
    pictures = sorted(f for f in os.listdir(screenshots_dir) if f.endswith(".png"))
    shots = root.findall("screenshots/screenshot")
    names = [os.path.basename(s.findtext("image", "")) for s in shots]
    if sorted(names) != pictures:
        fail("the screenshots are %r, data/screenshots/ holds %r" % (names, pictures))
    defaults = [n for n, s in zip(names, shots) if s.get("type") == "default"]
    if defaults != [names[0]]:
        fail("the default screenshot should be the first and only one, found %r" % defaults)
    for name, shot in zip(names, shots):
        url = shot.findtext("image", "")
        if not url.startswith("https://") or not url.endswith("/data/screenshots/" + name):
            fail("screenshot %s has the address %r" % (name, url))
        if not (shot.findtext("caption") or "").strip():
            fail("screenshot %s has no caption" % name)
        width, height = png_size(os.path.join(screenshots_dir, name))
        if width < 1000 or height < 600:
            fail("screenshot %s is %dx%d, smaller than 1000x600" % (name, width, height))

    # releases: one for this version, newest first, each dated and described
    releases = root.findall("releases/release")
    versions = [r.get("version") for r in releases]
    if version not in versions:
        fail("no release entry for version %s (the releases are %r)" % (version, versions))
    # the newest release is the one being built: a bump of meson.build's version brings its
    # notes, and notes of a version not yet set in meson.build are not shipped
    if versions[0] != version:
        fail("the newest release is %s, but the project's version is %s (meson.build)"
             % (versions[0], version))
    if versions != sorted(versions, key=version_key, reverse=True) or len(set(versions)) != len(versions):
        fail("the releases %r are not newest first, each once" % versions)
    for r in releases:
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", r.get("date", "")):
            fail("release %s has no date (YYYY-MM-DD)" % r.get("version"))
        if r.find("description") is None:
            fail("release %s has no description" % r.get("version"))
    dates = [r.get("date") for r in releases]
    if dates != sorted(dates, reverse=True):
        fail("the release dates %r do not follow the versions" % dates)

    rating = root.find("content_rating")
    if rating is None or rating.get("type") != "oars-1.1":
        fail("no OARS 1.1 content rating")
    # network play sends the player's name to a host; nothing else is shared
    attributes = {a.get("id"): (a.text or "").strip() for a in rating.findall("content_attribute")}
    if attributes != {"social-info": "mild"}:
        fail("the OARS rating is %r, expected only social-info mild (network play)" % attributes)
    if root.findtext("supports/internet") != "always":
        fail("no <supports><internet>always</internet></supports> (network play)")

    colours = {c.get("scheme_preference"): c.text or ""
               for c in root.findall("branding/color") if c.get("type") == "primary"}
    for scheme in ("light", "dark"):
        if not re.fullmatch(r"#[0-9a-fA-F]{6}", colours.get(scheme, "")):
            fail("no primary brand colour for the %s style" % scheme)
    # the light style's colour carries dark text, the dark style's light text
    if not luminance(colours["light"]) > 0.4 > 0.2 > luminance(colours["dark"]):
        fail("the brand colours %r are not light for the light style and dark for the dark"
             % colours)

    developer = root.find("developer")
    if developer is None or not developer.get("id") or not (developer.findtext("name") or "").strip():
        fail("no <developer> with an id and a name")
    if (root.findtext("developer_name") or "").strip() != developer.findtext("name").strip():
        fail("<developer_name> (read by AppStream 0.16) differs from <developer>")

    launchables = [l.text for l in root.findall("launchable") if l.get("type") == "desktop-id"]
    if launchables != [app_id + ".desktop"]:
        fail("the launchable is %r" % launchables)
    binaries = sorted(b.text for b in root.findall("provides/binary"))
    if binaries != ["tilelands", "tilelands-cli"]:
        fail("the metainfo provides %r" % binaries)
    print("ok: %d screenshots, %d releases, branding %s / %s"
          % (len(shots), len(releases), colours["light"], colours["dark"]))


def read_desktop(path):
    entries, group = {}, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            if line.startswith("["):
                group = line.strip("[]")
                continue
            key, _, value = line.partition("=")
            if group == "Desktop Entry" and "[" not in key:
                entries[key] = value
    return entries


def check_desktop(desktop, icons_dir, app_id):
    d = read_desktop(desktop)
    if d.get("Type") != "Application" or d.get("Name") != "Tilelands":
        fail("%s is not the Tilelands application" % desktop)
    exec_ = d.get("Exec", "").split()
    if exec_[:1] != ["tilelands"] or not set(exec_[1:]) & {"%U", "%F", "%u", "%f"}:
        fail("Exec=%s does not start tilelands with the files to open" % d.get("Exec"))
    if d.get("Icon") != app_id:
        fail("Icon=%s, expected %s" % (d.get("Icon"), app_id))
    icon = os.path.join(icons_dir, "hicolor", "scalable", "apps", app_id + ".svg")
    if not os.path.isfile(icon):
        fail("the icon %s is missing" % icon)
    if RECORD_TYPE not in d.get("MimeType", "").split(";"):
        fail("MimeType=%s lacks %s" % (d.get("MimeType"), RECORD_TYPE))
    if "Game" not in d.get("Categories", "").split(";"):
        fail("Categories=%s lacks Game" % d.get("Categories"))
    if d.get("Terminal") != "false":
        fail("Terminal=%s" % d.get("Terminal"))
    print("ok: %s" % " ".join(exec_))


def check_version(tilelands, version):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    run = subprocess.run([tilelands, "--version"], capture_output=True, text=True, env=env,
                         timeout=30)
    if run.returncode != 0:
        fail("tilelands --version exited %d: %s" % (run.returncode, run.stderr.strip()))
    if run.stdout != "tilelands %s\n" % version:
        fail("tilelands --version printed %r, expected 'tilelands %s'" % (run.stdout, version))
    if run.stderr:
        fail("tilelands --version wrote to stderr: %r" % run.stderr)
    # the usage line says that files may follow (they are opened), as the man page does
    run = subprocess.run([tilelands, "--help"], capture_output=True, text=True,
                         env=dict(env, LANGUAGE="", LC_ALL="C.UTF-8"), timeout=30)
    if "tilelands [OPTION…] [FILE…]" not in run.stdout:
        fail("tilelands --help does not show “tilelands [OPTION…] [FILE…]”: %r" % run.stdout[:200])
    print("ok: " + "tilelands %s" % version)


def main():
    commands = {
        "manifest": (check_manifest, 3),
        "release": (check_release, 3),
        "metainfo": (check_metainfo, 4),
        "desktop": (check_desktop, 3),
        "version": (check_version, 2),
    }
    if len(sys.argv) < 2 or sys.argv[1] not in commands \
            or len(sys.argv) - 2 != commands[sys.argv[1]][1]:
        fail("usage: check-packaging.py manifest|release|metainfo|desktop|version ARGS… (see the header)")
    func, _ = commands[sys.argv[1]]
    func(*sys.argv[2:])


if __name__ == "__main__":
    main()
