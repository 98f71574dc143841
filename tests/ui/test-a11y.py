#!/usr/bin/env python3
"""The app's windows as a screen reader hears them, through the real AT-SPI bus.

    test-a11y.py A11Y_APP [WINDOW…]

Run inside a session bus of its own (the ui suite runs it as `dbus-run-session -- python3
test-a11y.py …`, under the suite's Xvfb). For each window (all of them without arguments) it
starts A11Y_APP WINDOW (tests/ui/a11y-app.c) in a process of its own with the accessibility
bridge on, waits for its "ready" line, finds the app on the AT-SPI bus by its process id and
walks the whole accessible tree of every window it shows. It fails on any control a person
acts on (a button, toggle, check box, menu item, entry, slider, spin button, combo box, link
or tab) whose name is empty, is a GType name (GtkImage, GtkButton…), contains a mnemonic
underscore, or says the same words twice ("Start Start"). Exits 77 (skipped) where the bus,
pyatspi or the display cannot be had.
"""
import os
import re
import subprocess
import sys
import time

SKIP = 77
WINDOWS = ["start", "start-library", "game", "game-discovery", "game-gifts", "game-maps", "final-scores",
           "abandon", "join", "online-games", "new-game", "new-game-friends", "invites", "preferences", "history", "statistics", "tile-sets",
           "maps", "tile-set-editor", "map-editor", "help"]
# the roles of the controls a person acts on
CONTROL_ROLES = {
    "push button", "toggle button", "check box", "radio button", "menu item",
    "check menu item", "radio menu item", "entry", "password text", "slider",
    "spin button", "combo box", "link", "page tab", "switch", "toggle", "button",
}
GTYPE_NAME = re.compile(r"^(Gtk|Adw|Tl)[A-Z][A-Za-z]*$")


def skip(why):
    print(f"SKIP: {why}")
    sys.exit(SKIP)


try:
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi
except (ImportError, ValueError) as e:
    skip(f"no AT-SPI bindings (gir1.2-atspi-2.0, python3-gi): {e}")

if not any(os.path.exists(os.path.join(d, "at-spi-bus-launcher"))
           for d in ("/usr/libexec", "/usr/lib/at-spi2-core", "/usr/lib/at-spi2")):
    skip("no AT-SPI bus launcher (at-spi2-core)")
if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
    skip("no session bus (run under dbus-run-session)")
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    skip("no display (run under xvfb-run)")


def repeats(name):
    """Whether @name is its first half said twice ("Start Start", "Close Close")."""
    words = name.split()
    n = len(words)
    return n >= 2 and n % 2 == 0 and words[: n // 2] == words[n // 2:]


def problem(role, name):
    if name is None or name.strip() == "":
        return "has no name"
    if GTYPE_NAME.match(name.strip()):
        return f"is named by its type, '{name}'"
    if "_" in name:
        return f"has a mnemonic underscore in its name, '{name}'"
    if repeats(name):
        return f"says its name twice, '{name}'"
    return None


def find_app(pid, seconds=20):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            try:
                if app is not None and app.get_process_id() == pid and app.get_child_count() > 0:
                    return app
            except Exception:
                pass
        time.sleep(0.2)
    return None


def walk(node, path, found, depth=0):
    """Adds (path, role, name) of @node and everything under it to @found."""
    try:
        role = node.get_role_name()
        name = node.get_name()
        states = node.get_state_set()
    except Exception:
        return
    here = f"{path} > {role} '{name}'" if path else f"{role} '{name}'"
    found.append((here, role, name))
    if depth > 60:
        return
    for i in range(node.get_child_count()):
        child = node.get_child_at_index(i)
        if child is not None:
            walk(child, here, found, depth + 1)


def check_window(app_path, what):
    proc = subprocess.Popen([app_path, what], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            env=dict(os.environ, GTK_A11Y="atspi", NO_AT_BRIDGE="0"),
                            text=True)
    try:
        line = proc.stdout.readline().strip()
        while line.startswith("#"):   # g_test_init()'s "# random seed"
            line = proc.stdout.readline().strip()
        if line != f"ready {what}":
            return [f"{what}: a11y-app did not start (said '{line}', exit {proc.poll()})"], 0
        app = find_app(proc.pid)
        if app is None:
            return [f"{what}: the app is not on the AT-SPI bus"], 0
        found = []
        for i in range(app.get_child_count()):
            walk(app.get_child_at_index(i), "", found)
        controls = [f for f in found if f[1] in CONTROL_ROLES]
        errors = []
        for here, role, name in controls:
            why = problem(role, name)
            if why:
                errors.append(f"{what}: {here}: {why}")
        if not controls:
            errors.append(f"{what}: no control found on the bus (walked {len(found)} nodes)")
        return errors, len(controls)
    finally:
        proc.stdin.close()
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 64
    app_path = sys.argv[1]
    windows = sys.argv[2:] or WINDOWS
    if Atspi.init() not in (0, 1):
        skip("AT-SPI cannot start")
    try:
        Atspi.get_desktop(0).get_child_count()
    except Exception as e:
        skip(f"the AT-SPI bus cannot be reached: {e}")
    errors = []
    for what in windows:
        window_errors, n = check_window(app_path, what)
        print(f"{what}: {n} controls walked, {len(window_errors)} problems")
        errors += window_errors
    for e in errors:
        print("FAIL " + e)
    print(f"{len(windows)} windows walked, {len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
