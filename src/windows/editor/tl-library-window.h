/* tl-library-window.h — a library of documents: the built-in ones and the user's
 * (tile sets or map layouts), with thumbnails, new, duplicate, rename, delete,
 * import and export
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-library.h"

G_BEGIN_DECLS

#define TL_TYPE_LIBRARY_WINDOW (tl_library_window_get_type ())
G_DECLARE_FINAL_TYPE (TlLibraryWindow, tl_library_window, TL, LIBRARY_WINDOW, AdwApplicationWindow)

/**
 * TlLibraryKind:
 * @kind: which documents of the library (#TlStoreDocKind)
 * @title: the window's title, translated ("Maps")
 * @builtin_heading: the heading over the built-in documents, translated
 * @builtin_note: (nullable): a line under it, translated (what is reconstructed)
 * @user_heading: the heading over the user's documents, translated
 * @empty_text: shown when the user has none, translated
 * @new_label: the New button's tooltip, translated ("New Map")
 * @untitled: the name of a new document, translated ("Untitled Map")
 * @filter_name: the file chooser's filter, translated ("Map Layouts")
 * @mime_type: the files' MIME type ("application/json")
 * @n_builtins: how many built-in documents there are
 * @builtin_id: the id of built-in document @i
 * @builtin_name: its name as shown, translated
 * @builtin_json: (transfer full): its JSON text
 * @copy_builtin: (nullable): (transfer full): the JSON a user's copy of a
 *   built-in document starts from, given its JSON (its names in the user's
 *   language); %NULL: the built-in's JSON as it is
 * @describe: (transfer full): one line about a document (size, problems), from
 *   its JSON; %NULL when the JSON does not read
 * @thumbnail: (transfer full) (nullable): a picture of a document from its JSON,
 *   at most @px device pixels on its longer side
 * @create: (transfer full): the JSON of a new, empty document of that name and
 *   id (tl_library_window_new_id())
 * @import: (transfer full) (nullable): the JSON to store for the text of an
 *   imported file, or %NULL with @error set when it cannot be read at all
 *   (@problems: (out): how many rules it breaks, kept as a draft)
 * @open: opens a document in its editor; @builtin: read-only
 * @open_window: (nullable): the editor window open on @id, or %NULL
 * @try_it: (nullable): opens Try It on a document (its card's menu has
 *   "Try It…" when set; `win.try-it`)
 * @play: (nullable): starts a game with a document (its card's menu has
 *   "Play…" when set; `win.play`)
 *
 * What a #TlLibraryWindow shows and does for one kind of document. Duplicates
 * and renames change the JSON's `id` and `name` members, which both formats
 * have (docs/design.md §3). The strings are translated when the table is used.
 */
typedef struct {
  TlStoreDocKind kind;
  const char *title;
  const char *builtin_heading;
  const char *builtin_note;
  const char *user_heading;
  const char *empty_text;
  const char *new_label;
  const char *untitled;
  const char *filter_name;
  const char *mime_type;
  guint        (*n_builtins)   (void);
  const char  *(*builtin_id)   (guint i);
  const char  *(*builtin_name) (guint i);
  char        *(*builtin_json) (guint i);
  char        *(*copy_builtin) (const char *json);
  char        *(*describe)     (const char *json);
  GdkTexture  *(*thumbnail)    (const char *json, guint px, gboolean dark);
  char        *(*create)       (const char *id, const char *name);
  char        *(*import)       (const char *data, gsize length, const char *origin,
                                guint *problems, GError **error);
  void         (*open)         (TlLibraryWindow *library, const char *id, const char *json,
                                gboolean builtin);
  GtkWindow   *(*open_window)  (TlLibraryWindow *library, const char *id);
  void         (*try_it)       (TlLibraryWindow *library, const char *id, const char *json);
  void         (*play)         (TlLibraryWindow *library, const char *id, const char *json);
} TlLibraryKind;

/**
 * tl_library_window_new:
 * @application: (nullable): the application
 * @kind: (transfer none): what the library holds; must live as long as the window
 * @store: (nullable): the library; %NULL when it cannot be opened (then only
 *   the built-in documents show, and a line says why nothing can be kept)
 * @store_error: (nullable): why the library cannot be opened, for that line
 *
 * Returns: (transfer full): the window.
 */
TlLibraryWindow *tl_library_window_new        (GtkApplication      *application,
                                               const TlLibraryKind *kind,
                                               TlLibrary             *store,
                                               const GError        *store_error);

/**
 * tl_library_window_show:
 * @application: (nullable): the application
 * @kind: (transfer none): what the library holds (one window per kind and
 *   application: the one shown already is presented)
 * @store: (nullable): the library (%NULL: the app's,
 *   tl_library_window_app_store())
 *
 * Presents the window of @kind, making it the first time; while the app's
 * library is still opening, once it has opened (or failed).
 *
 * Returns: (transfer none) (nullable): the window, or %NULL when it comes later.
 */
TlLibraryWindow *tl_library_window_show       (GtkApplication      *application,
                                               const TlLibraryKind *kind,
                                               TlLibrary             *store);

/**
 * tl_library_window_install:
 * @application: the application, at its startup
 * @action: the name of an application action (`"maps"` for `app.maps`)
 * @kind: gives the kind of the library (called when the action is activated,
 *   once the locale is set)
 *
 * Adds `app.@action`, which shows the library of @kind
 * (tl_library_window_show() with the app's library).
 */
void             tl_library_window_install    (GtkApplication       *application,
                                               const char           *action,
                                               const TlLibraryKind *(*kind) (void));

/**
 * tl_library_window_app_store:
 * @application: (nullable): the application
 * @error: (out) (optional) (transfer none): why the app's library is not
 *   available, or %NULL
 *
 * Returns: (transfer none) (nullable): the store of the app's library
 *   (tl_application_get_library()), %NULL unless it is open.
 */
TlLibrary         *tl_library_window_app_store  (GtkApplication *application,
                                               const GError  **error);

/**
 * tl_library_window_get_store:
 * @self: a library window
 *
 * Returns: (transfer none) (nullable): its library.
 */
TlLibrary         *tl_library_window_get_store  (TlLibraryWindow *self);

/**
 * tl_library_window_new_id:
 * @self: a library window
 *
 * Returns: (transfer full): a fresh document id: the kind's prefix (`map-`,
 *   `tileset-`) and a UUID.
 */
char            *tl_library_window_new_id     (TlLibraryWindow *self);

/**
 * tl_library_window_present_editor:
 * @self: a library window
 * @editor: (nullable) (transfer none): the editor window opened, or %NULL
 * @error: (nullable): why it could not be opened, when @editor is %NULL
 *
 * Presents @editor, or says in a toast why there is none (the error in a
 * player's words, tl_format_error_describe()).
 */
void             tl_library_window_present_editor (TlLibraryWindow *self,
                                                   GtkWindow       *editor,
                                                   const GError    *error);

/**
 * tl_library_window_toast:
 * @self: a library window
 * @text: what to say (plain text)
 *
 * Shows a short message in the window.
 */
void             tl_library_window_toast      (TlLibraryWindow *self,
                                               const char      *text);

/* For tests and scripts: what the actions of the window do. */

/**
 * tl_library_window_count:
 * @self: a library window
 * @builtin: count the built-in documents, or the user's
 *
 * Returns: how many cards the window shows of them.
 */
guint            tl_library_window_count      (TlLibraryWindow *self,
                                               gboolean         builtin);

/**
 * tl_library_window_get_listed:
 * @self: a library window
 *
 * Returns: whether the cards of the user's documents are there (the library
 *   answered once, or there is no library).
 */
gboolean         tl_library_window_get_listed (TlLibraryWindow *self);

/**
 * tl_library_window_find:
 * @self: a library window
 * @name: a document's name as shown
 *
 * Returns: (transfer none) (nullable): the id of the first card of that name.
 */
const char      *tl_library_window_find       (TlLibraryWindow *self,
                                               const char      *name);

G_END_DECLS
