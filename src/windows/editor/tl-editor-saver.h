/* tl-editor-saver.h — an editor's document written to the library a moment after each change
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tl-document.h"
#include "tl-library.h"

G_BEGIN_DECLS

#define TL_TYPE_EDITOR_SAVER (tl_editor_saver_get_type ())
G_DECLARE_FINAL_TYPE (TlEditorSaver, tl_editor_saver, TL, EDITOR_SAVER, GObject)

/**
 * TlEditorSaver:
 *
 * Writes an editor's document (a tile set, a map layout) to the library
 * (tl_library_save_document_async()) 400 ms after the last change, one write at
 * a time: a change made while a write runs is written after it. The document
 * is marked saved only when what was written is what it is now.
 *
 * The library keeps a document under its id: when the id changes, the first
 * write under the new one checks that no other document of the library has
 * it (then nothing is written: `status` is FAILED and `error` says so) and,
 * once written, removes the document under its old id, so that changing an id
 * moves the document and never replaces another. Property
 * `status` (a #TlEditorSaveStatus) says where it stands; `error` (string) the
 * last write's error.
 */

/**
 * TlEditorSaveStatus:
 * @TL_EDITOR_SAVE_SAVED: the library holds the document as it is
 * @TL_EDITOR_SAVE_PENDING: a write waits or runs
 * @TL_EDITOR_SAVE_FAILED: the last write failed (`error` says why)
 * @TL_EDITOR_SAVE_OFF: nothing is written (no library, or read-only)
 */
typedef enum {
  TL_EDITOR_SAVE_SAVED,
  TL_EDITOR_SAVE_PENDING,
  TL_EDITOR_SAVE_FAILED,
  TL_EDITOR_SAVE_OFF,
} TlEditorSaveStatus;

/**
 * tl_editor_saver_new:
 * @store: (nullable): the library; %NULL: nothing is written
 * @kind: what the document is
 * @document: the document; the saver keeps a reference
 *
 * The library holds the document under its id now, or will with the first
 * write.
 *
 * Returns: (transfer full): a saver.
 */
TlEditorSaver      *tl_editor_saver_new        (TlLibrary        *store,
                                                TlStoreDocKind  kind,
                                                TlDocument     *document);

/* A change was made: the document is written a moment later. */
void                tl_editor_saver_changed    (TlEditorSaver *self);
/* What waits is written now (on closing); the store writes after the window is gone. */
void                tl_editor_saver_flush      (TlEditorSaver *self);
/* No more writes start (the editor is read-only); the status is OFF. */
void                tl_editor_saver_disable    (TlEditorSaver *self);
TlEditorSaveStatus  tl_editor_saver_get_status (TlEditorSaver *self);
/* (nullable): the last failed write's message */
const char         *tl_editor_saver_get_error  (TlEditorSaver *self);

G_END_DECLS
