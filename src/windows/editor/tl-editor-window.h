/* tl-editor-window.h — the shell both editors share: header, toasts, problems, saving, the common actions
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-document.h"
#include "tl-library.h"

G_BEGIN_DECLS

#define TL_TYPE_EDITOR_WINDOW (tl_editor_window_get_type ())
G_DECLARE_DERIVABLE_TYPE (TlEditorWindow, tl_editor_window, TL, EDITOR_WINDOW, AdwApplicationWindow)

/**
 * TlEditorWindow:
 *
 * The window of an editor (docs/editor.md, "One editor shell"), over a
 * #TlDocument: the header bar (the document's name, how it is saved, Undo,
 * Redo, the main menu), toasts, the bar of a built-in document with Duplicate
 * to Edit, and a body of the subclass's canvas beside a side pane whose first
 * group is the subclass's and whose next is the live list of problems.
 * A user's document is written to the library a moment after every change
 * (#TlEditorSaver) and what waits is written on closing; a built-in one is
 * read-only.
 *
 * A subclass's template adds its canvas as `<child type="canvas">` (each goes
 * before the side pane, in order) and fills the internal children of
 * `ui/tl-editor-window.ui`: `header_bar` (its buttons go at the `end`),
 * `side_pane` (the scrolled window of the side pane) and `side` (the side
 * pane's box: its first child is put before the problems).
 *
 * Actions (`win.`): `undo`, `redo`, `export`, `try`, `play` (activates the
 * class's `play_action` with the document's JSON), `duplicate`; shortcuts
 * Ctrl+Z, Shift+Ctrl+Z and Ctrl+Y, Ctrl+E, Ctrl+T, Ctrl+W.
 *
 * Properties: `document-name` (string): the document's name; setting it
 * renames (an undoable step; what #TlLibraryWindow's Rename does to a document
 * open here). `menu-model` (#GMenuModel): the main menu. `builtin-note`
 * (string): what the bar of a built-in document says.
 */

/**
 * TlEditorKind:
 * @store_kind: what the library keeps the documents as
 * @play_action: the application's action that plays one, with its JSON
 *   (`app.play-tile-set`, `app.play-map`)
 * @shortcuts: the resource of its shortcuts window (`help_overlay`)
 * @export_filter: the name of the Export chooser's filter (N_())
 * @read_only: the subtitle of a built-in document (N_())
 * @no_problems: the row the problems list shows when there are none (N_())
 * @builtin_name: (nullable): the name the library gives a built-in document
 *   (translated), or %NULL for its own
 *
 * What an editor's class tells the shell of its documents.
 */
typedef struct {
  TlStoreDocKind store_kind;
  const char *play_action;
  const char *shortcuts;
  const char *export_filter;
  const char *read_only;
  const char *no_problems;
  const char *(*builtin_name) (const char *id);
} TlEditorKind;

/**
 * TlEditorWindowClass:
 * @kind: its documents (a subclass sets it in its class_init)
 * @problem_row: the row of one problem of tl_document_get_problems()
 * @show_problem: a row of @problem_row activated
 * @show_part: (nullable): after Undo or Redo, the part the step changed
 * @changed: (nullable): the document changed (after every step, undo and
 *   redo), before the problems, the actions and the title are brought up to date
 * @try_it: Try It (only while the document has no errors)
 * @duplicate: Duplicate (only with a library): a copy of the user's, open
 */
struct _TlEditorWindowClass
{
  AdwApplicationWindowClass parent_class;

  const TlEditorKind *kind;

  GtkWidget *(*problem_row)  (TlEditorWindow *self,
                              gconstpointer   problem);
  void       (*show_problem) (TlEditorWindow *self,
                              GtkListBoxRow  *row);
  void       (*show_part)    (TlEditorWindow *self,
                              int             part);
  void       (*changed)      (TlEditorWindow *self);
  void       (*try_it)       (TlEditorWindow *self);
  void       (*duplicate)    (TlEditorWindow *self);
};

/**
 * tl_editor_window_set_document:
 * @self: an editor, its subclass ready for the document's first `changed`
 * @store: (nullable): the library the document is kept in; %NULL: not kept
 * @document: the document; the window keeps a reference
 * @builtin: a built-in document: read-only, with Duplicate to Edit
 *
 * What a subclass's constructor calls once, after making its own widgets show
 * @document: the window follows it from now on. A document modified before it
 * was opened (a copy) is written at once.
 */
void            tl_editor_window_set_document  (TlEditorWindow *self,
                                                TlLibrary        *store,
                                                TlDocument     *document,
                                                gboolean        builtin);
TlDocument     *tl_editor_window_get_document  (TlEditorWindow *self);
/* (nullable) */
TlLibrary        *tl_editor_window_get_store     (TlEditorWindow *self);
gboolean        tl_editor_window_get_builtin   (TlEditorWindow *self);

/**
 * tl_editor_window_get_shown_name:
 * @self: an editor
 *
 * Returns: the name the window shows: the library's (translated) for a
 *   built-in document, else the document's.
 */
const char     *tl_editor_window_get_shown_name (TlEditorWindow *self);

/* The side pane's group of problems (a subclass may describe them). */
AdwPreferencesGroup *tl_editor_window_get_problems_group (TlEditorWindow *self);

/* A toast of plain text. */
void            tl_editor_window_toast          (TlEditorWindow *self,
                                                 const char     *text);
/* Enables or disables the window action @name. */
void            tl_editor_window_enable         (TlEditorWindow *self,
                                                 const char     *name,
                                                 gboolean        enabled);

/**
 * tl_editor_window_get_saved:
 * @self: an editor
 *
 * Returns: whether the library holds the document as it is now (no write
 *   waits or runs); %TRUE for a built-in one.
 */
gboolean        tl_editor_window_get_saved      (TlEditorWindow *self);

/**
 * tl_editor_window_export_to:
 * @self: an editor
 * @file: where to write the document's JSON (tl_document_to_json(), a draft
 *   too)
 * @error: return location for an error, or %NULL
 *
 * What Export does once a file is chosen (for scripts and tests); writes at
 * once. Errors: those of g_file_replace_contents().
 *
 * Returns: %TRUE when written.
 */
gboolean        tl_editor_window_export_to      (TlEditorWindow *self,
                                                 GFile          *file,
                                                 GError        **error);

/**
 * tl_editor_window_find:
 * @application: the application
 * @type: an editor's type (%TL_TYPE_MAP_EDITOR_WINDOW …)
 * @id: a document id
 *
 * Returns: (transfer none) (nullable): the editor of @type open on @id.
 */
TlEditorWindow *tl_editor_window_find           (GtkApplication *application,
                                                 GType           type,
                                                 const char     *id);

G_END_DECLS
