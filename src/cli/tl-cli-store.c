/* tl-cli-store.c — what the library commands of tilelands-cli share
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-store.h"
#include "tl-cli-util.h"
#include "tl-format-error.h"

#include <stdio.h>

TlStore *
tl_cli_open_library (const char  *db,
                     gboolean     read_only,
                     GError     **error)
{
  g_autofree char *path = tl_store_choose_path (db);
  g_autoptr(GError) local_error = NULL;
  const char *env = g_getenv ("TILELANDS_DB");
  gboolean named = db != NULL || (env != NULL && *env != '\0');
  TlStore *store;

  if (!read_only)
    return tl_store_open (path, TL_STORE_OPEN_DEFAULT, error);

  /* reading never creates, writes or upgrades a library */
  store = tl_store_open (path, TL_STORE_OPEN_READ_ONLY, &local_error);
  if (store != NULL)
    return store;
  if (!g_error_matches (local_error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  /* the app's own library before its first game: empty; a library named
   * (--db, TILELANDS_DB) that is not there: a mistake to say */
  if (named)
    g_set_error (error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND, "no library at %s", path);
  return NULL;
}

int
tl_cli_store_fail (GError *error)
{
  gboolean bad_input = error->domain == TL_FORMAT_ERROR || error->domain == TL_ENGINE_ERROR ||
                       tl_store_error_is_refusal (error) ||
                       g_error_matches (error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND) ||
                       g_error_matches (error, TL_STORE_ERROR, TL_STORE_ERROR_INVALID);

  tl_cli_print_line (stderr, "%s", error->message);
  g_error_free (error);
  return bad_input ? TL_CLI_BAD_INPUT : TL_CLI_FAILED;
}

char *
tl_cli_format_time (gint64 us)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (us / G_USEC_PER_SEC);

  return time != NULL ? g_date_time_format (time, "%Y-%m-%dT%H:%M:%SZ") : g_strdup ("");
}

static void
add_time (JsonBuilder *builder,
          const char  *name,
          gint64       us)
{
  g_autofree char *text = tl_cli_format_time (us);

  json_builder_set_member_name (builder, name);
  if (us != 0)
    json_builder_add_string_value (builder, text);
  else
    json_builder_add_null_value (builder);
}

static void
add_string (JsonBuilder *builder,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_seats (JsonBuilder           *builder,
           const TlStoreGameInfo *info)
{
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < info->seats->len; i++)
    {
      const TlStoreSeat *seat = &g_array_index (info->seats, TlStoreSeat, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, seat->name);
      json_builder_set_member_name (builder, "color");
      json_builder_add_string_value (builder, seat->color);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, seat->kind == TL_PLAYER_AI ? "ai" : "human");
      json_builder_set_member_name (builder, "level");
      if (seat->level >= 0)
        json_builder_add_int_value (builder, seat->level);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "score");
      json_builder_add_int_value (builder, seat->score);
      json_builder_set_member_name (builder, "place");
      if (seat->place > 0)
        json_builder_add_int_value (builder, seat->place);
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

JsonNode *
tl_cli_game_info_to_json (const TlStoreGameInfo *info)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonParser) parser = json_parser_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, info->id);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, info->game);
  json_builder_set_member_name (builder, "tileset");
  json_builder_add_string_value (builder, info->tileset);
  json_builder_set_member_name (builder, "expansions");
  json_builder_begin_array (builder);
  for (guint i = 0; info->expansions[i] != NULL; i++)
    json_builder_add_string_value (builder, info->expansions[i]);
  json_builder_end_array (builder);
  add_string (builder, "map", info->map);
  json_builder_set_member_name (builder, "options");
  if (info->options != NULL && json_parser_load_from_data (parser, info->options, -1, NULL))
    json_builder_add_value (builder, json_node_copy (json_parser_get_root (parser)));
  else
    json_builder_add_null_value (builder);
  add_string (builder, "title", info->title);
  json_builder_set_member_name (builder, "turns");
  json_builder_add_int_value (builder, info->turns);
  json_builder_set_member_name (builder, "tiles_left");
  json_builder_add_int_value (builder, info->tiles_left);
  add_time (builder, "started", info->started);
  add_time (builder, "last_played", info->last_played);
  add_time (builder, "finished", info->finished);
  json_builder_set_member_name (builder, "app_version");
  json_builder_add_string_value (builder, info->app_version);
  add_seats (builder, info);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}
