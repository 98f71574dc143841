/* tl-help-viewer.h — the help in a window of our own, for a desktop whose help viewer
 * cannot open help:tilelands (docs/help.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TL_TYPE_HELP_VIEWER (tl_help_viewer_get_type ())
G_DECLARE_FINAL_TYPE (TlHelpViewer, tl_help_viewer, TL, HELP_VIEWER, AdwWindow)

/**
 * tl_help_viewer_new:
 * @app: (nullable): the application the window belongs to
 *
 * A window that reads the help's pages where tl_help_find_page() finds the index (in the
 * user's language where translated) and shows the index. It stays open beside the game.
 *
 * Returns: (transfer none): the window, not yet presented.
 */
TlHelpViewer *tl_help_viewer_new       (GtkApplication *app);

/**
 * tl_help_viewer_show_page:
 * @self: the window
 * @xref: a page id (`"maps"`), or `ID#SECTION` to scroll to a section
 *
 * Shows the page, remembering the one it replaces for the Back button (Alt+Left).
 *
 * Returns: whether the page exists; when not, the window shows what it showed before
 * (or, without the help's pages, says that the help is not installed).
 */
gboolean      tl_help_viewer_show_page (TlHelpViewer   *self,
                                        const char     *xref);

/* The id of the page shown, or NULL when the help is not installed. */
const char   *tl_help_viewer_get_page  (TlHelpViewer   *self);

G_END_DECLS
