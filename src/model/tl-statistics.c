/* tl-statistics.c — the players' statistics, for the Statistics window
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-statistics.h"

struct _TlPlayerStatistics {
  GObject parent_instance;
  TlStoreStats *stats;
};

G_DEFINE_FINAL_TYPE (TlPlayerStatistics, tl_player_statistics, G_TYPE_OBJECT)

enum {
  ITEM_PROP_0,
  ITEM_PROP_NAME,
  ITEM_PROP_GAME,
  ITEM_PROP_GAMES,
  ITEM_PROP_WINS,
  ITEM_PROP_WIN_RATE,
  ITEM_PROP_MEAN_SCORE,
  ITEM_PROP_BEST_SCORE,
  N_ITEM_PROPS
};

static GParamSpec *item_properties[N_ITEM_PROPS];

static void
tl_player_statistics_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  const TlStoreStats *stats = TL_PLAYER_STATISTICS (object)->stats;

  switch (prop_id)
    {
    case ITEM_PROP_NAME:
      g_value_set_string (value, stats->name);
      break;
    case ITEM_PROP_GAME:
      g_value_set_string (value, stats->game);
      break;
    case ITEM_PROP_GAMES:
      g_value_set_uint (value, stats->games);
      break;
    case ITEM_PROP_WINS:
      g_value_set_uint (value, stats->wins);
      break;
    case ITEM_PROP_WIN_RATE:
      g_value_set_double (value, stats->win_rate);
      break;
    case ITEM_PROP_MEAN_SCORE:
      g_value_set_double (value, stats->mean_score);
      break;
    case ITEM_PROP_BEST_SCORE:
      g_value_set_int (value, stats->best_score);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_player_statistics_finalize (GObject *object)
{
  tl_store_stats_free (TL_PLAYER_STATISTICS (object)->stats);
  G_OBJECT_CLASS (tl_player_statistics_parent_class)->finalize (object);
}

static void
tl_player_statistics_class_init (TlPlayerStatisticsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->get_property = tl_player_statistics_get_property;
  object_class->finalize = tl_player_statistics_finalize;

  item_properties[ITEM_PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_GAME] = g_param_spec_string ("game", NULL, NULL, NULL, flags);
  item_properties[ITEM_PROP_GAMES] = g_param_spec_uint ("games", NULL, NULL, 0, G_MAXUINT, 0, flags);
  item_properties[ITEM_PROP_WINS] = g_param_spec_uint ("wins", NULL, NULL, 0, G_MAXUINT, 0, flags);
  item_properties[ITEM_PROP_WIN_RATE] = g_param_spec_double ("win-rate", NULL, NULL, 0, 1, 0, flags);
  item_properties[ITEM_PROP_MEAN_SCORE] =
    g_param_spec_double ("mean-score", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags);
  item_properties[ITEM_PROP_BEST_SCORE] =
    g_param_spec_int ("best-score", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  g_object_class_install_properties (object_class, N_ITEM_PROPS, item_properties);
}

static void
tl_player_statistics_init (TlPlayerStatistics *self)
{
}

const TlStoreStats *
tl_player_statistics_get_stats (TlPlayerStatistics *self)
{
  g_return_val_if_fail (TL_IS_PLAYER_STATISTICS (self), NULL);
  return self->stats;
}

const char *
tl_player_statistics_get_name (TlPlayerStatistics *self)
{
  g_return_val_if_fail (TL_IS_PLAYER_STATISTICS (self), NULL);
  return self->stats->name;
}

const char *
tl_player_statistics_get_game (TlPlayerStatistics *self)
{
  g_return_val_if_fail (TL_IS_PLAYER_STATISTICS (self), NULL);
  return self->stats->game;
}

/* The list. */

struct _TlStatistics {
  TlStoreList parent_instance;
  char *player;
};

G_DEFINE_FINAL_TYPE (TlStatistics, tl_statistics, TL_TYPE_STORE_LIST)

enum {
  PROP_0,
  PROP_PLAYER,
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
  tl_store_statistics_async (store, TL_STATISTICS (list)->player, cancellable, callback, user_data);
}

static GPtrArray *
query_finish (TlStoreList   *list,
              TlStore       *store,
              GAsyncResult  *result,
              GError       **error)
{
  g_autoptr(GPtrArray) all = tl_store_statistics_finish (store, result, error);
  GPtrArray *items;

  if (all == NULL)
    return NULL;
  items = g_ptr_array_new_full (all->len, g_object_unref);
  g_ptr_array_set_free_func (all, NULL);
  for (guint i = 0; i < all->len; i++)
    {
      TlPlayerStatistics *item = g_object_new (TL_TYPE_PLAYER_STATISTICS, NULL);

      item->stats = g_ptr_array_index (all, i);
      g_ptr_array_add (items, item);
    }
  return items;
}

void
tl_statistics_set_player (TlStatistics *self,
                          const char   *player)
{
  g_return_if_fail (TL_IS_STATISTICS (self));

  if (player != NULL && *player == '\0')
    player = NULL;
  if (g_strcmp0 (self->player, player) == 0)
    return;
  g_free (self->player);
  self->player = g_strdup (player);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
  tl_store_list_reload (TL_STORE_LIST (self));
}

const char *
tl_statistics_get_player (TlStatistics *self)
{
  g_return_val_if_fail (TL_IS_STATISTICS (self), NULL);
  return self->player;
}

static void
tl_statistics_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_string (value, TL_STATISTICS (object)->player);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_statistics_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_PLAYER:
      tl_statistics_set_player (TL_STATISTICS (object), g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_statistics_finalize (GObject *object)
{
  g_free (TL_STATISTICS (object)->player);
  G_OBJECT_CLASS (tl_statistics_parent_class)->finalize (object);
}

static void
tl_statistics_class_init (TlStatisticsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TlStoreListClass *list_class = TL_STORE_LIST_CLASS (klass);

  object_class->get_property = tl_statistics_get_property;
  object_class->set_property = tl_statistics_set_property;
  object_class->finalize = tl_statistics_finalize;
  list_class->item_type = TL_TYPE_PLAYER_STATISTICS;
  list_class->changes = TL_STORE_CHANGE_HISTORY;
  list_class->query = query;
  list_class->query_finish = query_finish;

  properties[PROP_PLAYER] =
    g_param_spec_string ("player", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tl_statistics_init (TlStatistics *self)
{
}

TlStatistics *
tl_statistics_new (TlStore *store)
{
  g_return_val_if_fail (TL_IS_STORE (store), NULL);
  return g_object_new (TL_TYPE_STATISTICS, "store", store, NULL);
}
