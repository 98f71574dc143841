/* tl-paged-list.c — a list model that shows another one a page at a time
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-paged-list.h"

struct _TlPagedList {
  GObject parent_instance;
  GListModel *model;
  gulong changed_id;
  guint n_model;            /* the model's items, as its items-changed told */
  guint n_shown;            /* the first n_shown of them are ours */
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TlPagedList, tl_paged_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

enum {
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
get_item_type (GListModel *list)
{
  TlPagedList *self = TL_PAGED_LIST (list);

  return self->model != NULL ? g_list_model_get_item_type (self->model) : G_TYPE_OBJECT;
}

static guint
get_n_items (GListModel *list)
{
  return TL_PAGED_LIST (list)->n_shown;
}

static gpointer
get_item (GListModel *list,
          guint       position)
{
  TlPagedList *self = TL_PAGED_LIST (list);

  if (position >= self->n_shown)
    return NULL;
  return g_list_model_get_item (self->model, position);
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

/* Shows the model's first @n items (more than now). */
static void
show_more (TlPagedList *self,
           guint        n)
{
  guint before = self->n_shown;

  self->n_shown = n;
  g_list_model_items_changed (G_LIST_MODEL (self), before, 0, n - before);
}

static void
on_items_changed (GListModel  *model,
                  guint        position,
                  guint        removed,
                  guint        added,
                  TlPagedList *self)
{
  guint before = self->n_model;
  guint shown = self->n_shown;

  self->n_model = before - removed + added;
  if (position == 0 && removed == before)
    {
      /* new or replaced whole: its first page */
      self->n_shown = MIN (self->n_model, TL_PAGED_LIST_PAGE);
      if (shown != 0 || self->n_shown != 0)
        g_list_model_items_changed (G_LIST_MODEL (self), 0, shown, self->n_shown);
    }
  else if (position < shown)
    {
      /* inside the prefix: passed on, and the prefix stays one */
      guint gone = MIN (removed, shown - position);

      self->n_shown = shown - gone + added;
      g_list_model_items_changed (G_LIST_MODEL (self), position, gone, added);
    }
  /* after them: shown with their page; but a page at least (a list filled
   * one item at a time) */
  if (self->n_shown < MIN (self->n_model, TL_PAGED_LIST_PAGE))
    show_more (self, MIN (self->n_model, TL_PAGED_LIST_PAGE));
}

void
tl_paged_list_show (TlPagedList *self,
                    guint        n_items)
{
  g_return_if_fail (TL_IS_PAGED_LIST (self));

  n_items = MIN (n_items, self->n_model);
  if (n_items > self->n_shown)
    show_more (self, n_items);
}

void
tl_paged_list_show_more (TlPagedList *self)
{
  g_return_if_fail (TL_IS_PAGED_LIST (self));
  tl_paged_list_show (self, self->n_shown + TL_PAGED_LIST_PAGE);
}

guint
tl_paged_list_get_n_shown (TlPagedList *self)
{
  g_return_val_if_fail (TL_IS_PAGED_LIST (self), 0);
  return self->n_shown;
}

TlPagedList *
tl_paged_list_new (GListModel *model)
{
  g_return_val_if_fail (G_IS_LIST_MODEL (model), NULL);
  return g_object_new (TL_TYPE_PAGED_LIST, "model", model, NULL);
}

static void
tl_paged_list_constructed (GObject *object)
{
  TlPagedList *self = TL_PAGED_LIST (object);

  G_OBJECT_CLASS (tl_paged_list_parent_class)->constructed (object);
  g_return_if_fail (self->model != NULL);
  self->changed_id = g_signal_connect (self->model, "items-changed", G_CALLBACK (on_items_changed), self);
  self->n_model = g_list_model_get_n_items (self->model);
  self->n_shown = MIN (self->n_model, TL_PAGED_LIST_PAGE);
}

static void
tl_paged_list_dispose (GObject *object)
{
  TlPagedList *self = TL_PAGED_LIST (object);

  if (self->model != NULL)
    g_clear_signal_handler (&self->changed_id, self->model);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (tl_paged_list_parent_class)->dispose (object);
}

static void
tl_paged_list_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TlPagedList *self = TL_PAGED_LIST (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_paged_list_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TlPagedList *self = TL_PAGED_LIST (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      self->model = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_paged_list_class_init (TlPagedListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = tl_paged_list_constructed;
  object_class->dispose = tl_paged_list_dispose;
  object_class->get_property = tl_paged_list_get_property;
  object_class->set_property = tl_paged_list_set_property;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tl_paged_list_init (TlPagedList *self)
{
}
