/* tl-library-window-private.h — what the files of TlLibraryWindow share
 * (tl-library-window.c: the cards and most actions; tl-library-window-files.c:
 * import and export; tl-library-window-show.c: one window per kind)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-document-list.h"
#include "tl-library-window.h"

G_BEGIN_DECLS

#define THUMBNAIL_PX 200

/* What the window knows of one document. */
typedef struct {
  char *id;
  char *name;
  gboolean builtin;
  gint64 modified;
  char *json;               /* NULL while loading */
  GtkWidget *card;          /* the GtkFlowBoxChild */
  GtkPicture *picture;
  GtkLabel *description;
} Doc;

struct _TlLibraryWindow {
  AdwApplicationWindow parent_instance;

  const TlLibraryKind *kind;
  TlLibrary *store;
  TlDocumentList *list;
  GPtrArray *docs;            /* Doc*: the built-in ones, then the user's */
  GCancellable *cancellable;
  char *deleted_json;         /* for the toast's Undo */
  gboolean listed;            /* the library answered once */
  AdwToast *delete_toast;

  AdwToastOverlay *toasts;
  AdwWindowTitle *window_title;
  GtkButton *new_button;
  GtkLabel *store_error_label;
  GtkLabel *user_heading;
  GtkLabel *empty_label;
  GtkFlowBox *user_box;
  GtkLabel *builtin_heading;
  GtkLabel *builtin_note;
  GtkFlowBox *builtin_box;
};

/* Something done with a document once its JSON is known. */
typedef void (*DocFunc) (TlLibraryWindow *self, Doc *doc, const char *arg);

/* A name no document of the window has: @base, else @numbered (a printf()
 * format of @base and a number from 2: "%s %u", "%s (%u)") with the first
 * number that is free. */
char *_tl_library_window_free_name (TlLibraryWindow *self,
                                    const char      *base,
                                    const char      *numbered);

/* @json with its `id` and `name` members set (each when not NULL), pretty
 * printed; NULL with @error when it is no JSON object. */
char *_tl_library_window_with_id_and_name (const char  *json,
                                           const char  *id,
                                           const char  *name,
                                           GError     **error);
/* A message dialog with @heading and @error in words (tl_format_error_describe()). */
void  _tl_library_window_show_error       (TlLibraryWindow *self,
                                           const char      *heading,
                                           const GError    *error);
/* Stores @json in the library; @done: (nullable) the toast once stored;
 * @open: open it in its editor once it is listed. */
void  _tl_library_window_save_json        (TlLibraryWindow *self,
                                           const char      *json,
                                           const char      *done,
                                           gboolean         open);
/* Calls @func with the document @id once its JSON is known. */
void  _tl_library_window_with_json        (TlLibraryWindow *self,
                                           const char      *id,
                                           DocFunc          func,
                                           const char      *arg);

/* The actions of tl-library-window-files.c: `win.export` (s), `win.import`. */
void  _tl_library_window_action_export    (GSimpleAction *action,
                                           GVariant      *parameter,
                                           gpointer       data);
void  _tl_library_window_action_import    (GSimpleAction *action,
                                           GVariant      *parameter,
                                           gpointer       data);

G_END_DECLS
