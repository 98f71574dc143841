/* tl-store-list.h — a GListModel that holds the answer of one library query and
 * asks again when the library changes
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tl-store.h"

G_BEGIN_DECLS

#define TL_TYPE_STORE_LIST (tl_store_list_get_type ())
G_DECLARE_DERIVABLE_TYPE (TlStoreList, tl_store_list, TL, STORE_LIST, GObject)

/**
 * TlStoreListClass:
 * @item_type: the GType of the items
 * @changes: the #TlStoreChange flags after which the query runs again
 * @query: queue the query on @store (an `_async` call of #TlStore)
 * @query_finish: its answer as a #GPtrArray of new items (transfer full, the
 *   array frees its references), or %NULL with @error set
 *
 * Subclasses (#TlSavedGames, #TlHistory, #TlStatistics) set these in class_init.
 */
struct _TlStoreListClass {
  GObjectClass parent_class;

  GType item_type;
  TlStoreChange changes;
  void       (*query)        (TlStoreList         *self,
                              TlStore             *store,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data);
  GPtrArray *(*query_finish) (TlStoreList   *self,
                              TlStore       *store,
                              GAsyncResult  *result,
                              GError       **error);
};

/*
 * TlStoreList:
 *
 * Properties: `store` (#TlStore, construct-only; the list keeps a reference),
 * `loading` (boolean, read-only: a query is on its way; notified),
 * `n-items` (uint, read-only).
 *
 * The first query is queued when the list is made; another whenever the store
 * emits `changed` with one of the class's @changes, or tl_store_list_reload()
 * is called. Queries never overlap: one asked for while another runs is made
 * once that one answers. Each answer replaces all the items (one
 * `items-changed`); a failed query keeps the items and sets tl_store_list_get_error().
 */

/**
 * tl_store_list_reload:
 * @self: a list
 *
 * Queries the library again (on the next main loop iteration, so that several
 * changes made together, such as filter properties, cost one query).
 */
void          tl_store_list_reload      (TlStoreList *self);
TlStore      *tl_store_list_get_store   (TlStoreList *self);
gboolean      tl_store_list_get_loading (TlStoreList *self);

/**
 * tl_store_list_get_error:
 * @self: a list
 *
 * Returns: (transfer none) (nullable): why the last query failed (e.g.
 * %TL_STORE_ERROR_CLOSED), %NULL when it answered.
 */
const GError *tl_store_list_get_error   (TlStoreList *self);

G_END_DECLS
