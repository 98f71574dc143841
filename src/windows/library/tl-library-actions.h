/* tl-library-actions.h — what the Saved Games list and the History do with a
 * game of the library: export it, rename it, delete it with an undo toast
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-alert.h"

#include "tl-game-summary.h"
#include "tl-library.h"

G_BEGIN_DECLS

/**
 * tl_library_start_folder:
 * @remembered: (nullable): the folder a file was last chosen in
 *
 * Returns: (transfer full): where a file chooser starts: @remembered, else the
 * user's documents, else the home folder; never the current directory.
 */
GFile *tl_library_start_folder     (GFile *remembered);

/**
 * tl_library_record_filters:
 *
 * Returns: (transfer full): the filters "Tilelands games" (`*.tilelands` and its MIME
 * type, chosen first) and "All files", as a #TlFileChoice's list of #GtkFileFilter.
 */
GListModel *tl_library_record_filters (void);

/**
 * tl_library_export_name:
 * @summary: a game of the library
 *
 * Returns: (transfer full): the file name an export suggests: the game's title
 * (tl_library_text_title()) and when it was last played, e.g.
 * "Carcassonne 2026-12-01 14.05.tilelands", without `/`.
 */
char  *tl_library_export_name     (TlGameSummary *summary);

/**
 * tl_library_export_game:
 * @parent: the window asking
 * @toasts: where to say that it was exported, or why not
 * @library: an open library
 * @summary: the game
 *
 * Asks where to save a copy of the game (a `.tilelands` file, the record
 * exactly as stored: tl_library_export_game_async()) and writes it; says
 * "Exported “NAME”" or the error in a toast.
 */
void   tl_library_export_game      (GtkWindow       *parent,
                                    AdwToastOverlay *toasts,
                                    TlLibrary       *library,
                                    TlGameSummary   *summary);

/**
 * tl_library_rename_game:
 * @parent: the window asking
 * @toasts: where to say why it failed
 * @library: an open library
 * @summary: the game
 *
 * Asks for the game's name (an alert, #TlAlert, with an entry holding the
 * current one; responses `"cancel"` and `"rename"`) and renames it
 * (tl_library_rename_game_async(); an empty name gives back the game's kind).
 *
 * Returns: (transfer none): the dialog shown.
 */
TlAlert *tl_library_rename_game (GtkWindow       *parent,
                                 AdwToastOverlay *toasts,
                                 TlLibrary       *library,
                                 TlGameSummary   *summary);

/**
 * tl_library_delete_with_undo:
 * @toasts: where the toast goes
 * @library: an open library
 * @summary: the game
 *
 * Hides the game at once (tl_library_hide_game()) and shows the toast
 * "“NAME” deleted" with Undo; the game is deleted when the toast is dismissed
 * without Undo (tl_library_delete_game()), or when the library closes.
 *
 * Returns: (transfer none): the toast.
 */
AdwToast *tl_library_delete_with_undo (AdwToastOverlay *toasts,
                                       TlLibrary       *library,
                                       TlGameSummary   *summary);

/**
 * tl_library_show_error:
 * @toasts: where the toast goes
 * @error: what went wrong
 *
 * Shows @error's message in a toast for 5 seconds.
 */
void   tl_library_show_error       (AdwToastOverlay *toasts,
                                    const GError    *error);

G_END_DECLS
