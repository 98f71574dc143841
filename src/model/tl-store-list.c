/* tl-store-list.c — a GListModel that holds the answer of one library query
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-store-list.h"

typedef struct {
  TlStore *store;
  GPtrArray *items;
  GCancellable *cancellable;
  GError *error;
  gulong changed_id;
  guint idle_id;
  gboolean loading;         /* the property: a query is queued or on its way */
  gboolean querying;        /* a query is on its way */
  gboolean again;           /* asked for while a query ran */
} TlStoreListPrivate;

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (TlStoreList, tl_store_list, G_TYPE_OBJECT,
                                  G_ADD_PRIVATE (TlStoreList)
                                  G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

enum {
  PROP_0,
  PROP_STORE,
  PROP_LOADING,
  PROP_N_ITEMS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
get_item_type (GListModel *model)
{
  return TL_STORE_LIST_GET_CLASS (model)->item_type;
}

static guint
get_n_items (GListModel *model)
{
  TlStoreListPrivate *priv = tl_store_list_get_instance_private (TL_STORE_LIST (model));

  return priv->items->len;
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  TlStoreListPrivate *priv = tl_store_list_get_instance_private (TL_STORE_LIST (model));

  if (position >= priv->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (priv->items, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void query (TlStoreList *self);

static void
set_loading (TlStoreList *self,
             gboolean     loading)
{
  TlStoreListPrivate *priv = tl_store_list_get_instance_private (self);

  if (priv->loading == loading)
    return;
  priv->loading = loading;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

static void
answered (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  g_autoptr(TlStoreList) self = data;
  TlStoreListPrivate *priv = tl_store_list_get_instance_private (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) items = NULL;
  guint removed;

  items = TL_STORE_LIST_GET_CLASS (self)->query_finish (self, TL_STORE (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* disposed */

  g_clear_error (&priv->error);
  if (items == NULL)
    priv->error = g_steal_pointer (&error);
  else
    {
      removed = priv->items->len;
      g_ptr_array_unref (priv->items);
      priv->items = g_steal_pointer (&items);
      g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, priv->items->len);
      if (removed != priv->items->len)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
    }

  priv->querying = FALSE;
  if (priv->again)
    {
      priv->again = FALSE;
      query (self);
    }
  else if (priv->idle_id == 0)
    set_loading (self, FALSE);
}

static void
query (TlStoreList *self)
{
  TlStoreListPrivate *priv = tl_store_list_get_instance_private (self);

  set_loading (self, TRUE);
  priv->querying = TRUE;
  TL_STORE_LIST_GET_CLASS (self)->query (self, priv->store, priv->cancellable, answered,
                                         g_object_ref (self));
}

static gboolean
reload_now (gpointer data)
{
  TlStoreList *self = data;
  TlStoreListPrivate *priv = tl_store_list_get_instance_private (self);

  priv->idle_id = 0;
  if (priv->querying)
    priv->again = TRUE;
  else
    query (self);
  return G_SOURCE_REMOVE;
}

void
tl_store_list_reload (TlStoreList *self)
{
  TlStoreListPrivate *priv;

  g_return_if_fail (TL_IS_STORE_LIST (self));
  priv = tl_store_list_get_instance_private (self);

  if (priv->idle_id == 0)
    priv->idle_id = g_idle_add (reload_now, self);
  set_loading (self, TRUE);
}

static void
on_store_changed (TlStore *store,
                  guint    changes,
                  gpointer data)
{
  TlStoreList *self = data;

  if ((changes & TL_STORE_LIST_GET_CLASS (self)->changes) != 0)
    tl_store_list_reload (self);
}

TlStore *
tl_store_list_get_store (TlStoreList *self)
{
  TlStoreListPrivate *priv;

  g_return_val_if_fail (TL_IS_STORE_LIST (self), NULL);
  priv = tl_store_list_get_instance_private (self);
  return priv->store;
}

gboolean
tl_store_list_get_loading (TlStoreList *self)
{
  TlStoreListPrivate *priv;

  g_return_val_if_fail (TL_IS_STORE_LIST (self), FALSE);
  priv = tl_store_list_get_instance_private (self);
  return priv->loading;
}

const GError *
tl_store_list_get_error (TlStoreList *self)
{
  TlStoreListPrivate *priv;

  g_return_val_if_fail (TL_IS_STORE_LIST (self), NULL);
  priv = tl_store_list_get_instance_private (self);
  return priv->error;
}

static void
tl_store_list_constructed (GObject *object)
{
  TlStoreList *self = TL_STORE_LIST (object);
  TlStoreListPrivate *priv = tl_store_list_get_instance_private (self);

  G_OBJECT_CLASS (tl_store_list_parent_class)->constructed (object);
  g_return_if_fail (priv->store != NULL);
  priv->changed_id = g_signal_connect (priv->store, "changed", G_CALLBACK (on_store_changed), self);
  tl_store_list_reload (self);
}

static void
tl_store_list_dispose (GObject *object)
{
  TlStoreList *self = TL_STORE_LIST (object);
  TlStoreListPrivate *priv = tl_store_list_get_instance_private (self);

  g_cancellable_cancel (priv->cancellable);
  g_clear_handle_id (&priv->idle_id, g_source_remove);
  if (priv->store != NULL)
    g_clear_signal_handler (&priv->changed_id, priv->store);
  g_clear_object (&priv->store);
  G_OBJECT_CLASS (tl_store_list_parent_class)->dispose (object);
}

static void
tl_store_list_finalize (GObject *object)
{
  TlStoreList *self = TL_STORE_LIST (object);
  TlStoreListPrivate *priv = tl_store_list_get_instance_private (self);

  g_ptr_array_unref (priv->items);
  g_clear_object (&priv->cancellable);
  g_clear_error (&priv->error);
  G_OBJECT_CLASS (tl_store_list_parent_class)->finalize (object);
}

static void
tl_store_list_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TlStoreList *self = TL_STORE_LIST (object);
  TlStoreListPrivate *priv = tl_store_list_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, priv->store);
      break;
    case PROP_LOADING:
      g_value_set_boolean (value, priv->loading);
      break;
    case PROP_N_ITEMS:
      g_value_set_uint (value, priv->items->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_store_list_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TlStoreList *self = TL_STORE_LIST (object);
  TlStoreListPrivate *priv = tl_store_list_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_STORE:
      priv->store = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_store_list_class_init (TlStoreListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = tl_store_list_constructed;
  object_class->dispose = tl_store_list_dispose;
  object_class->finalize = tl_store_list_finalize;
  object_class->get_property = tl_store_list_get_property;
  object_class->set_property = tl_store_list_set_property;

  klass->item_type = G_TYPE_OBJECT;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, TL_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tl_store_list_init (TlStoreList *self)
{
  TlStoreListPrivate *priv = tl_store_list_get_instance_private (self);

  priv->items = g_ptr_array_new_with_free_func (g_object_unref);
  priv->cancellable = g_cancellable_new ();
}
