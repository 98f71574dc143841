/* tl-game-summary.c — one game of the library, as the lists show it
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-game-summary.h"

struct _TlGameSummary {
  GObject parent_instance;
  TlStoreGameInfo *info;
};

G_DEFINE_FINAL_TYPE (TlGameSummary, tl_game_summary, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_GAME,
  PROP_TILESET,
  PROP_EXPANSIONS,
  PROP_MAP,
  PROP_TITLE,
  PROP_TURNS,
  PROP_TILES_LEFT,
  PROP_N_SEATS,
  PROP_STARTED,
  PROP_LAST_PLAYED,
  PROP_FINISHED,
  PROP_IS_FINISHED,
  PROP_DAY,
  PROP_THUMBNAIL,
  PROP_APP_VERSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

TlGameSummary *
tl_game_summary_new (TlStoreGameInfo *info)
{
  TlGameSummary *self;

  g_return_val_if_fail (info != NULL, NULL);

  self = g_object_new (TL_TYPE_GAME_SUMMARY, NULL);
  self->info = info;
  return self;
}

GPtrArray *
tl_game_summary_wrap_all (GPtrArray *infos)
{
  GPtrArray *items;

  g_return_val_if_fail (infos != NULL, NULL);

  items = g_ptr_array_new_full (infos->len, g_object_unref);
  g_ptr_array_set_free_func (infos, NULL);
  for (guint i = 0; i < infos->len; i++)
    g_ptr_array_add (items, tl_game_summary_new (g_ptr_array_index (infos, i)));
  g_ptr_array_unref (infos);
  return items;
}

/* @us (µs since 1970, UTC) in local time; NULL for 0. */
static GDateTime *
local_time (gint64 us)
{
  g_autoptr(GDateTime) utc = NULL;

  if (us == 0)
    return NULL;
  utc = g_date_time_new_from_unix_utc (us / G_USEC_PER_SEC);
  if (utc == NULL)
    return NULL;
  return g_date_time_to_local (utc);
}

static void
tl_game_summary_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TlGameSummary *self = TL_GAME_SUMMARY (object);
  const TlStoreGameInfo *info = self->info;

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, info->id);
      break;
    case PROP_GAME:
      g_value_set_string (value, info->game);
      break;
    case PROP_TILESET:
      g_value_set_string (value, info->tileset);
      break;
    case PROP_EXPANSIONS:
      g_value_set_boxed (value, info->expansions);
      break;
    case PROP_MAP:
      g_value_set_string (value, info->map);
      break;
    case PROP_TITLE:
      g_value_set_string (value, info->title);
      break;
    case PROP_TURNS:
      g_value_set_uint (value, info->turns);
      break;
    case PROP_TILES_LEFT:
      g_value_set_uint (value, info->tiles_left);
      break;
    case PROP_N_SEATS:
      g_value_set_uint (value, info->seats->len);
      break;
    case PROP_STARTED:
      g_value_take_boxed (value, local_time (info->started));
      break;
    case PROP_LAST_PLAYED:
      g_value_take_boxed (value, local_time (info->last_played));
      break;
    case PROP_FINISHED:
      g_value_take_boxed (value, local_time (info->finished));
      break;
    case PROP_IS_FINISHED:
      g_value_set_boolean (value, info->finished != 0);
      break;
    case PROP_DAY:
      g_value_take_boxed (value, tl_game_summary_dup_day (self));
      break;
    case PROP_THUMBNAIL:
      g_value_set_boxed (value, info->thumbnail);
      break;
    case PROP_APP_VERSION:
      g_value_set_string (value, info->app_version);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_game_summary_finalize (GObject *object)
{
  TlGameSummary *self = TL_GAME_SUMMARY (object);

  tl_store_game_info_free (self->info);
  G_OBJECT_CLASS (tl_game_summary_parent_class)->finalize (object);
}

static void
tl_game_summary_class_init (TlGameSummaryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->get_property = tl_game_summary_get_property;
  object_class->finalize = tl_game_summary_finalize;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  properties[PROP_GAME] = g_param_spec_string ("game", NULL, NULL, NULL, flags);
  properties[PROP_TILESET] = g_param_spec_string ("tileset", NULL, NULL, NULL, flags);
  properties[PROP_EXPANSIONS] = g_param_spec_boxed ("expansions", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_MAP] = g_param_spec_string ("map", NULL, NULL, NULL, flags);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_TURNS] = g_param_spec_uint ("turns", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_TILES_LEFT] = g_param_spec_uint ("tiles-left", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_N_SEATS] = g_param_spec_uint ("n-seats", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_STARTED] = g_param_spec_boxed ("started", NULL, NULL, G_TYPE_DATE_TIME, flags);
  properties[PROP_LAST_PLAYED] = g_param_spec_boxed ("last-played", NULL, NULL, G_TYPE_DATE_TIME, flags);
  properties[PROP_FINISHED] = g_param_spec_boxed ("finished", NULL, NULL, G_TYPE_DATE_TIME, flags);
  properties[PROP_IS_FINISHED] = g_param_spec_boolean ("is-finished", NULL, NULL, FALSE, flags);
  properties[PROP_DAY] = g_param_spec_boxed ("day", NULL, NULL, G_TYPE_DATE_TIME, flags);
  properties[PROP_THUMBNAIL] = g_param_spec_boxed ("thumbnail", NULL, NULL, G_TYPE_BYTES, flags);
  properties[PROP_APP_VERSION] = g_param_spec_string ("app-version", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tl_game_summary_init (TlGameSummary *self)
{
}

const TlStoreGameInfo *
tl_game_summary_get_info (TlGameSummary *self)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), NULL);
  return self->info;
}

const char *
tl_game_summary_get_id (TlGameSummary *self)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), NULL);
  return self->info->id;
}

const char *
tl_game_summary_get_game (TlGameSummary *self)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), NULL);
  return self->info->game;
}

const char *
tl_game_summary_get_title (TlGameSummary *self)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), NULL);
  return self->info->title;
}

const char *
tl_game_summary_get_map (TlGameSummary *self)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), NULL);
  return self->info->map;
}

const char * const *
tl_game_summary_get_expansions (TlGameSummary *self)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), NULL);
  return (const char * const *) self->info->expansions;
}

guint
tl_game_summary_get_turns (TlGameSummary *self)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), 0);
  return self->info->turns;
}

guint
tl_game_summary_get_tiles_left (TlGameSummary *self)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), 0);
  return self->info->tiles_left;
}

gboolean
tl_game_summary_is_finished (TlGameSummary *self)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), FALSE);
  return self->info->finished != 0;
}

GBytes *
tl_game_summary_get_thumbnail (TlGameSummary *self)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), NULL);
  return self->info->thumbnail;
}

GDateTime *
tl_game_summary_dup_last_played (TlGameSummary *self)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), NULL);
  return local_time (self->info->last_played);
}

GDateTime *
tl_game_summary_dup_day (TlGameSummary *self)
{
  g_autoptr(GDateTime) when = NULL;

  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), NULL);

  when = local_time (self->info->finished != 0 ? self->info->finished : self->info->last_played);
  if (when == NULL)
    return NULL;
  return g_date_time_new (g_date_time_get_timezone (when), g_date_time_get_year (when),
                          g_date_time_get_month (when), g_date_time_get_day_of_month (when),
                          0, 0, 0);
}

guint
tl_game_summary_get_n_seats (TlGameSummary *self)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), 0);
  return self->info->seats->len;
}

const TlStoreSeat *
tl_game_summary_get_seat (TlGameSummary *self,
                          guint          seat)
{
  g_return_val_if_fail (TL_IS_GAME_SUMMARY (self), NULL);
  g_return_val_if_fail (seat < self->info->seats->len, NULL);
  return &g_array_index (self->info->seats, TlStoreSeat, seat);
}
