/* tl-help.h — the help: F1 and the Help menu entry, pages of it, and what happens
 * when no help viewer can show them (docs/help.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * tl_help_install_actions:
 * @app: the application, after its startup
 *
 * Adds the application's help actions and their accelerator: `app.help` (F1, the menu's
 * Help entry) opens the help's index, `app.help-page` (a string parameter, a page id of
 * help/C/, e.g. `"maps"`) one page; both for the active window.
 */
void tl_help_install_actions (GtkApplication *app);

/**
 * tl_help_show:
 * @parent: (nullable): the window the help is opened for (the viewer's parent, and the
 *   parent of the message when none can open it)
 * @page: (nullable): a page id of help/C/ (`"carcassonne"`, `"discovery"`, `"maps"`…),
 *   or %NULL for the index
 *
 * Opens `help:tilelands` or `help:tilelands/PAGE` in the desktop's help viewer (yelp).
 * When the pages are not installed where a viewer looks but are in the source tree
 * (`$TILELANDS_HELPDIR`: an uninstalled build), opens that page's file (a `file:` URI,
 * as `yelp help/C/PAGE.page` does). When no viewer opens them (no yelp, a sandbox
 * without it), or there are no pages at all, says so in a message that offers the page
 * in a window of Tilelands' own (#TlHelpViewer) when it has pages to read.
 */
void tl_help_show (GtkWindow  *parent,
                   const char *page);

/**
 * tl_help_find_page:
 * @page: a page id of help/C/ (`"index"` for the index)
 *
 * Where the page is on disk, in the user's language where it is translated: the first
 * of `LANG/PAGE.page` under `$TILELANDS_HELPDIR` (the source tree's help/, set by
 * `meson devenv` and the tests) and `DATADIR/help/LANG/tilelands/PAGE.page` for each data
 * folder (the user's, then the system's) and each language of g_get_language_names()
 * (ending with `C`).
 *
 * Returns: (transfer full) (nullable): the file's path, or %NULL when the help is not
 * installed.
 */
char *tl_help_find_page (const char *page);

G_END_DECLS
