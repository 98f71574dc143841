/* tl-editor-export.h — what the editors share: Export to a file, and toasts of plain text
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/**
 * TlEditorExportWrite:
 * @editor: the editor window
 * @file: the file chosen
 * @error: return location for an error
 *
 * Writes the editor's document to @file (an editor's `…_export_to()`).
 *
 * Returns: %TRUE when written.
 */
typedef gboolean (*TlEditorExportWrite) (GtkWindow *editor,
                                         GFile     *file,
                                         GError   **error);

/**
 * tl_editor_export:
 * @editor: the editor window (the file chooser's parent, modal)
 * @toasts: where to say that it was written, or the write's error
 * @name: the document's name: the file suggested is it (with `/` and `\` as
 *   `-`) and `.json`
 * @filter_name: the name of the chooser's `*.json` filter ("Tile Sets" …)
 * @write: writes the document once a file is chosen
 *
 * Export: a file chooser to save (tl_file_choose()), then @write; the toast says
 * "Exported to “PATH”" or the error's message.
 */
void     tl_editor_export      (GtkWindow           *editor,
                                AdwToastOverlay     *toasts,
                                const char          *name,
                                const char          *filter_name,
                                TlEditorExportWrite  write);

/**
 * tl_editor_start_folder:
 *
 * Where the editors' file choosers (Export and Import of tile sets and maps, in
 * the libraries and the editors) start, as game export does
 * (tl_library_start_folder()): the folder a tile set or a map was last exported
 * to or imported from while the app runs (tl_editor_remember_folder()), else the
 * user's documents, else the home folder; never the current directory.
 *
 * Returns: (transfer full): the folder.
 */
GFile   *tl_editor_start_folder    (void);

/**
 * tl_editor_remember_folder:
 * @file: a file a tile set or map was exported to or imported from
 *
 * Remembers @file's folder for the editors' next file chooser.
 */
void     tl_editor_remember_folder (GFile          *file);

/**
 * tl_editor_write_file:
 * @file: where to write
 * @text: the document's JSON (nul-terminated)
 * @error: return location for an error, or %NULL
 *
 * Writes at once, replacing @file as one step (never half a file).
 * Errors: those of g_file_replace_contents().
 *
 * Returns: %TRUE when written.
 */
gboolean tl_editor_write_file  (GFile       *file,
                                const char  *text,
                                GError     **error);

/**
 * tl_editor_toast:
 * @toasts: an overlay
 * @text: plain text (an #AdwToast's title is markup: it is escaped)
 */
void     tl_editor_toast       (AdwToastOverlay *toasts,
                                const char      *text);

G_END_DECLS
