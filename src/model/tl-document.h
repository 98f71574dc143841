/* tl-document.h — what an editor edits: a tile set or a map layout, with its JSON, undo and problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TL_TYPE_DOCUMENT (tl_document_get_type ())
G_DECLARE_INTERFACE (TlDocument, tl_document, TL, DOCUMENT, GObject)

/**
 * TlDocument:
 *
 * A document of the editors (docs/editor.md, "One editor shell"): what
 * #TlEditorWindow, its saver and the application's Play need of a
 * #TlTileSetDocument or a #TlMapDocument, whatever it holds.
 *
 * Properties (each notified when it changes): `id`, `name` (string), `modified`
 * (changed since tl_document_mark_saved()), `can-undo`, `can-redo` (boolean).
 *
 * Signal #TlDocument::changed: after every step, undo and redo (a map also
 * after a new deck, which counts its outlines again): the problems, `modified`
 * and the history are new.
 */

/**
 * TlDocumentInterface:
 * @get_id: the id the library keeps it under (its JSON's `id`)
 * @get_name: its name
 * @set_name: renames it, an undoable step (an empty name is ignored)
 * @to_json: (transfer full): its JSON text now, a draft too
 * @mark_saved: it is as written (not modified until the next change)
 * @undo: takes back the last step; returns the index of the part the step
 *   changed, for the editor to show it (a tile set's tile), or -1
 * @redo: does the last step undone again; returns as @undo
 * @get_problems: (transfer none): what is wrong now, in the document's own
 *   element type (#TlProblem for a tile set, #TlMapProblem for a map)
 * @get_errors: how many of them stop it from being played (a draft)
 */
struct _TlDocumentInterface
{
  GTypeInterface parent_iface;

  const char *(*get_id)       (TlDocument *self);
  const char *(*get_name)     (TlDocument *self);
  void        (*set_name)     (TlDocument *self,
                               const char *name);
  char       *(*to_json)      (TlDocument *self);
  void        (*mark_saved)   (TlDocument *self);
  int         (*undo)         (TlDocument *self);
  int         (*redo)         (TlDocument *self);
  GPtrArray  *(*get_problems) (TlDocument *self);
  guint       (*get_errors)   (TlDocument *self);
};

const char *tl_document_get_id       (TlDocument *self);
const char *tl_document_get_name     (TlDocument *self);
void        tl_document_set_name     (TlDocument *self,
                                      const char *name);

/**
 * tl_document_to_json:
 * @self: a document
 *
 * Returns: (transfer full): the document as its format's JSON text
 *   (docs/design.md §3), a draft too; free with g_free().
 */
char       *tl_document_to_json      (TlDocument *self);

gboolean    tl_document_get_modified (TlDocument *self);
void        tl_document_mark_saved   (TlDocument *self);
gboolean    tl_document_can_undo     (TlDocument *self);
gboolean    tl_document_can_redo     (TlDocument *self);

/**
 * tl_document_undo:
 * @self: a document
 *
 * Returns: the index of the part the step changed (a tile set's tile), for the
 *   editor to show it, or -1 (a map's steps name none; nothing to undo).
 */
int         tl_document_undo         (TlDocument *self);
int         tl_document_redo         (TlDocument *self);

/**
 * tl_document_get_problems:
 * @self: a document
 *
 * Returns: (transfer none): what is wrong now, each a #TlProblem (tile set) or
 *   a #TlMapProblem (map); valid until the next #TlDocument::changed.
 */
GPtrArray  *tl_document_get_problems (TlDocument *self);

/**
 * tl_document_get_errors:
 * @self: a document
 *
 * Returns: how many problems keep it from being played or tried (a draft is
 *   kept, not played); 0: it plays.
 */
guint       tl_document_get_errors   (TlDocument *self);

/* Emits #TlDocument::changed (for the implementations). */
void        tl_document_changed      (TlDocument *self);

G_END_DECLS
