/* tl-store-types.c — freeing and copying what the library's queries return
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-store-types.h"

#include <string.h>

void
tl_store_seat_clear (TlStoreSeat *seat)
{
  g_clear_pointer (&seat->name, g_free);
  g_clear_pointer (&seat->color, g_free);
  g_clear_pointer (&seat->points, g_array_unref);
}

static void
seat_clear (gpointer data)
{
  tl_store_seat_clear (data);
}

GArray *
tl_store_seats_new (void)
{
  GArray *seats = g_array_new (FALSE, TRUE, sizeof (TlStoreSeat));

  g_array_set_clear_func (seats, seat_clear);
  return seats;
}

gint
tl_store_seat_points (const TlStoreSeat *seat,
                      const char        *kind)
{
  if (seat->points == NULL)
    return 0;
  for (guint i = 0; i < seat->points->len; i++)
    {
      const TlStorePoints *p = &g_array_index (seat->points, TlStorePoints, i);

      if (strcmp (p->kind, kind) == 0)
        return p->points;
    }
  return 0;
}

void
tl_store_game_info_free (TlStoreGameInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->id);
  g_free (info->game);
  g_free (info->tileset);
  g_strfreev (info->expansions);
  g_free (info->map);
  g_free (info->options);
  g_free (info->title);
  g_clear_pointer (&info->seats, g_array_unref);
  g_free (info->app_version);
  g_clear_pointer (&info->thumbnail, g_bytes_unref);
  g_free (info);
}

TlStoreGameInfo *
tl_store_game_info_copy (const TlStoreGameInfo *src)
{
  TlStoreGameInfo *info = g_new0 (TlStoreGameInfo, 1);

  *info = *src;
  info->id = g_strdup (src->id);
  info->game = g_strdup (src->game);
  info->tileset = g_strdup (src->tileset);
  info->expansions = g_strdupv (src->expansions);
  info->map = g_strdup (src->map);
  info->options = g_strdup (src->options);
  info->title = g_strdup (src->title);
  info->app_version = g_strdup (src->app_version);
  info->thumbnail = src->thumbnail != NULL ? g_bytes_ref (src->thumbnail) : NULL;
  info->seats = tl_store_seats_new ();
  for (guint i = 0; src->seats != NULL && i < src->seats->len; i++)
    {
      TlStoreSeat seat = g_array_index (src->seats, TlStoreSeat, i);

      seat.name = g_strdup (seat.name);
      seat.color = g_strdup (seat.color);
      if (seat.points != NULL)
        seat.points = g_array_copy (seat.points);
      g_array_append_val (info->seats, seat);
    }
  return info;
}

void
tl_store_stats_free (TlStoreStats *stats)
{
  if (stats == NULL)
    return;
  g_free (stats->name);
  g_free (stats->game);
  g_clear_pointer (&stats->mean_points, g_array_unref);
  g_clear_pointer (&stats->against, g_array_unref);
  g_free (stats);
}

void
tl_store_doc_info_free (TlStoreDocInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->id);
  g_free (info->name);
  g_free (info->game);
  g_free (info);
}

void
tl_store_import_free (TlStoreImport *import)
{
  if (import == NULL)
    return;
  g_free (import->id);
  g_free (import->copy_of);
  g_free (import->title);
  g_free (import);
}

char *
tl_store_name_key (const char *name)
{
  g_autofree char *trimmed = g_strstrip (g_utf8_make_valid (name != NULL ? name : "", -1));
  g_autofree char *normal = g_utf8_normalize (trimmed, -1, G_NORMALIZE_ALL_COMPOSE);

  return g_utf8_casefold (normal, -1);
}
