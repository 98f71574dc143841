/* tl-document-list.c — the user's tile sets or map layouts in the library
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-document-list.h"

struct _TlDocumentInfo {
  GObject parent_instance;
  TlStoreDocInfo *info;
};

G_DEFINE_FINAL_TYPE (TlDocumentInfo, tl_document_info, G_TYPE_OBJECT)

static void
tl_document_info_finalize (GObject *object)
{
  g_clear_pointer (&TL_DOCUMENT_INFO (object)->info, tl_store_doc_info_free);
  G_OBJECT_CLASS (tl_document_info_parent_class)->finalize (object);
}

static void
tl_document_info_class_init (TlDocumentInfoClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tl_document_info_finalize;
}

static void
tl_document_info_init (TlDocumentInfo *self)
{
}

const char *
tl_document_info_get_id (TlDocumentInfo *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT_INFO (self), NULL);
  return self->info->id;
}

const char *
tl_document_info_get_name (TlDocumentInfo *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT_INFO (self), NULL);
  return self->info->name;
}

const char *
tl_document_info_get_game (TlDocumentInfo *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT_INFO (self), NULL);
  return self->info->game;
}

gint64
tl_document_info_get_created (TlDocumentInfo *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT_INFO (self), 0);
  return self->info->created;
}

gint64
tl_document_info_get_modified (TlDocumentInfo *self)
{
  g_return_val_if_fail (TL_IS_DOCUMENT_INFO (self), 0);
  return self->info->modified;
}

struct _TlDocumentList {
  TlStoreList parent_instance;
  TlStoreDocKind kind;
};

G_DEFINE_FINAL_TYPE (TlDocumentList, tl_document_list, TL_TYPE_STORE_LIST)

enum {
  PROP_0,
  PROP_KIND,
};

static void
query (TlStoreList         *list,
       TlStore             *store,
       GCancellable        *cancellable,
       GAsyncReadyCallback  callback,
       gpointer             user_data)
{
  tl_store_list_documents_async (store, TL_DOCUMENT_LIST (list)->kind, cancellable, callback, user_data);
}

static GPtrArray *
query_finish (TlStoreList   *list,
              TlStore       *store,
              GAsyncResult  *result,
              GError       **error)
{
  g_autoptr(GPtrArray) infos = tl_store_list_documents_finish (store, result, error);
  GPtrArray *items;

  if (infos == NULL)
    return NULL;
  items = g_ptr_array_new_with_free_func (g_object_unref);
  /* the items take the infos over */
  g_ptr_array_set_free_func (infos, NULL);
  for (guint i = 0; i < infos->len; i++)
    {
      TlDocumentInfo *item = g_object_new (TL_TYPE_DOCUMENT_INFO, NULL);

      item->info = g_ptr_array_index (infos, i);
      g_ptr_array_add (items, item);
    }
  return items;
}

static void
tl_document_list_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  if (prop_id == PROP_KIND)
    g_value_set_int (value, TL_DOCUMENT_LIST (object)->kind);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tl_document_list_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  if (prop_id == PROP_KIND)
    TL_DOCUMENT_LIST (object)->kind = g_value_get_int (value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tl_document_list_class_init (TlDocumentListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TlStoreListClass *list_class = TL_STORE_LIST_CLASS (klass);

  object_class->get_property = tl_document_list_get_property;
  object_class->set_property = tl_document_list_set_property;
  g_object_class_install_property (object_class, PROP_KIND,
                                   g_param_spec_int ("kind", NULL, NULL, TL_STORE_TILESET, TL_STORE_MAP,
                                                     TL_STORE_TILESET,
                                                     G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                                                     G_PARAM_STATIC_STRINGS));
  list_class->item_type = TL_TYPE_DOCUMENT_INFO;
  /* one class for both kinds: either change asks again (a cheap query) */
  list_class->changes = TL_STORE_CHANGE_TILESETS | TL_STORE_CHANGE_MAPS;
  list_class->query = query;
  list_class->query_finish = query_finish;
}

static void
tl_document_list_init (TlDocumentList *self)
{
}

TlDocumentList *
tl_document_list_new (TlStore        *store,
                      TlStoreDocKind  kind)
{
  g_return_val_if_fail (TL_IS_STORE (store), NULL);
  return g_object_new (TL_TYPE_DOCUMENT_LIST, "kind", kind, "store", store, NULL);
}

gint
tl_document_list_find (TlDocumentList *self,
                       const char     *id)
{
  GListModel *model = G_LIST_MODEL (self);

  g_return_val_if_fail (TL_IS_DOCUMENT_LIST (self), -1);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TlDocumentInfo) item = g_list_model_get_item (model, i);

      if (g_strcmp0 (tl_document_info_get_id (item), id) == 0)
        return (gint) i;
    }
  return -1;
}
