/* tl-history.c — the finished games, filtered, for the History window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-history.h"

struct _TlHistory {
  TlStoreList parent_instance;
  char *game;
  char *player;
  gint64 since;
  gint64 until;
};

G_DEFINE_FINAL_TYPE (TlHistory, tl_history, TL_TYPE_STORE_LIST)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PLAYER,
  PROP_SINCE,
  PROP_UNTIL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
query (TlStoreList         *list,
       TlStore             *store,
       GCancellable        *cancellable,
       GAsyncReadyCallback  callback,
       gpointer             user_data)
{
  TlHistory *self = TL_HISTORY (list);
  TlHistoryFilter filter = { self->game, self->player, self->since, self->until };

  tl_store_list_history_async (store, &filter, cancellable, callback, user_data);
}

static GPtrArray *
query_finish (TlStoreList   *list,
              TlStore       *store,
              GAsyncResult  *result,
              GError       **error)
{
  GPtrArray *infos = tl_store_list_history_finish (store, result, error);

  return infos != NULL ? tl_game_summary_wrap_all (infos) : NULL;
}

static void
set_string (TlHistory  *self,
            char      **field,
            const char *value,
            guint       prop)
{
  /* "" is no filter, as NULL */
  if (value != NULL && *value == '\0')
    value = NULL;
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  tl_store_list_reload (TL_STORE_LIST (self));
}

static void
set_time (TlHistory *self,
          gint64    *field,
          gint64     value,
          guint      prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  tl_store_list_reload (TL_STORE_LIST (self));
}

void
tl_history_set_game (TlHistory  *self,
                     const char *game)
{
  g_return_if_fail (TL_IS_HISTORY (self));
  set_string (self, &self->game, game, PROP_GAME);
}

void
tl_history_set_player (TlHistory  *self,
                       const char *player)
{
  g_return_if_fail (TL_IS_HISTORY (self));
  set_string (self, &self->player, player, PROP_PLAYER);
}

void
tl_history_set_since (TlHistory *self,
                      gint64     since)
{
  g_return_if_fail (TL_IS_HISTORY (self));
  set_time (self, &self->since, since, PROP_SINCE);
}

void
tl_history_set_until (TlHistory *self,
                      gint64     until)
{
  g_return_if_fail (TL_IS_HISTORY (self));
  set_time (self, &self->until, until, PROP_UNTIL);
}

const char *
tl_history_get_game (TlHistory *self)
{
  g_return_val_if_fail (TL_IS_HISTORY (self), NULL);
  return self->game;
}

const char *
tl_history_get_player (TlHistory *self)
{
  g_return_val_if_fail (TL_IS_HISTORY (self), NULL);
  return self->player;
}

gint64
tl_history_get_since (TlHistory *self)
{
  g_return_val_if_fail (TL_IS_HISTORY (self), 0);
  return self->since;
}

gint64
tl_history_get_until (TlHistory *self)
{
  g_return_val_if_fail (TL_IS_HISTORY (self), 0);
  return self->until;
}

static void
tl_history_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TlHistory *self = TL_HISTORY (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_string (value, self->game);
      break;
    case PROP_PLAYER:
      g_value_set_string (value, self->player);
      break;
    case PROP_SINCE:
      g_value_set_int64 (value, self->since);
      break;
    case PROP_UNTIL:
      g_value_set_int64 (value, self->until);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_history_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TlHistory *self = TL_HISTORY (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tl_history_set_game (self, g_value_get_string (value));
      break;
    case PROP_PLAYER:
      tl_history_set_player (self, g_value_get_string (value));
      break;
    case PROP_SINCE:
      tl_history_set_since (self, g_value_get_int64 (value));
      break;
    case PROP_UNTIL:
      tl_history_set_until (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_history_finalize (GObject *object)
{
  TlHistory *self = TL_HISTORY (object);

  g_free (self->game);
  g_free (self->player);
  G_OBJECT_CLASS (tl_history_parent_class)->finalize (object);
}

static void
tl_history_class_init (TlHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TlStoreListClass *list_class = TL_STORE_LIST_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = tl_history_get_property;
  object_class->set_property = tl_history_set_property;
  object_class->finalize = tl_history_finalize;
  list_class->item_type = TL_TYPE_GAME_SUMMARY;
  list_class->changes = TL_STORE_CHANGE_HISTORY;
  list_class->query = query;
  list_class->query_finish = query_finish;

  properties[PROP_GAME] = g_param_spec_string ("game", NULL, NULL, NULL, flags);
  properties[PROP_PLAYER] = g_param_spec_string ("player", NULL, NULL, NULL, flags);
  properties[PROP_SINCE] = g_param_spec_int64 ("since", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_UNTIL] = g_param_spec_int64 ("until", NULL, NULL, 0, G_MAXINT64, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tl_history_init (TlHistory *self)
{
}

TlHistory *
tl_history_new (TlStore *store)
{
  g_return_val_if_fail (TL_IS_STORE (store), NULL);
  return g_object_new (TL_TYPE_HISTORY, "store", store, NULL);
}
