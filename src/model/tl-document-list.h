/* tl-document-list.h — the user's tile sets or map layouts in the library, as a
 * list model that follows the library's changes
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-store-list.h"

G_BEGIN_DECLS

#define TL_TYPE_DOCUMENT_INFO (tl_document_info_get_type ())
G_DECLARE_FINAL_TYPE (TlDocumentInfo, tl_document_info, TL, DOCUMENT_INFO, GObject)

/**
 * TlDocumentInfo:
 *
 * One user tile set or map layout of the library (#TlStoreDocInfo as an
 * object): its id, name, game (tile sets only) and times (µs since 1970, UTC).
 * Immutable.
 */
const char *tl_document_info_get_id       (TlDocumentInfo *self);
const char *tl_document_info_get_name     (TlDocumentInfo *self);
const char *tl_document_info_get_game     (TlDocumentInfo *self);
gint64      tl_document_info_get_created  (TlDocumentInfo *self);
gint64      tl_document_info_get_modified (TlDocumentInfo *self);

#define TL_TYPE_DOCUMENT_LIST (tl_document_list_get_type ())
G_DECLARE_FINAL_TYPE (TlDocumentList, tl_document_list, TL, DOCUMENT_LIST, TlStoreList)

/**
 * TlDocumentList:
 *
 * A #GListModel of #TlDocumentInfo: the user's tile sets or map layouts
 * (tl_store_list_documents()), by name, asked again whenever the library's
 * tile sets or maps change (#TlStoreList). Property `kind` (#TlStoreDocKind as
 * int, construct-only).
 */

/**
 * tl_document_list_new:
 * @store: (transfer none): the library
 * @kind: tile sets or map layouts
 *
 * Returns: (transfer full): the list; it starts loading at once.
 */
TlDocumentList *tl_document_list_new  (TlStore        *store,
                                       TlStoreDocKind  kind);

/**
 * tl_document_list_find:
 * @self: a list
 * @id: a document's id
 *
 * Returns: the position of @id, or -1.
 */
gint            tl_document_list_find (TlDocumentList *self,
                                       const char     *id);

G_END_DECLS
