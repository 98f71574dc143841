/* tl-cli-history.c — `tilelands-cli history` and `tilelands-cli stats`
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-store.h"
#include "tl-cli-util.h"

#include <stdio.h>

/* A date (`YYYY-MM-DD`, local time) or an ISO 8601 time, as µs since 1970; a
 * date stands for its first moment, or with @end_of_day for the next day's. */
static gboolean
parse_time (const char *text,
            gboolean    end_of_day,
            gint64     *out)
{
  g_autoptr(GTimeZone) local = g_time_zone_new_local ();
  g_autoptr(GDateTime) time = NULL;
  int y, m, d;
  char rest;

  if (sscanf (text, "%4d-%2d-%2d%c", &y, &m, &d, &rest) == 3)
    {
      g_autoptr(GDateTime) day = g_date_time_new (local, y, m, d, 0, 0, 0);

      if (day != NULL)
        time = end_of_day ? g_date_time_add_days (day, 1) : g_date_time_ref (day);
    }
  else
    time = g_date_time_new_from_iso8601 (text, local);
  if (time == NULL)
    return FALSE;
  *out = g_date_time_to_unix (time) * G_USEC_PER_SEC + g_date_time_get_microsecond (time);
  return TRUE;
}

static void
print_game_line (const TlStoreGameInfo *info)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (info->finished / G_USEC_PER_SEC);
  g_autoptr(GDateTime) local = g_date_time_to_local (utc);
  g_autofree char *when = g_date_time_format (local, "%Y-%m-%d %H:%M");
  g_autoptr(GString) line = g_string_new (when);

  g_string_append_printf (line, "  %s", info->game);
  for (guint i = 0; info->expansions[i] != NULL; i++)
    g_string_append_printf (line, " +%s", info->expansions[i]);
  if (info->map != NULL)
    g_string_append_printf (line, " (%s)", info->map);
  g_string_append (line, " ");
  for (guint i = 0; i < info->seats->len; i++)
    {
      const TlStoreSeat *seat = &g_array_index (info->seats, TlStoreSeat, i);

      g_string_append_printf (line, " %s %d%s%s", seat->name, seat->score,
                              seat->place == 1 ? " (won)" : "",
                              i + 1 < info->seats->len ? "," : "");
    }
  if (info->title != NULL)
    g_string_append_printf (line, "  “%s”", info->title);
  g_string_append_printf (line, "  %s", info->id);
  tl_cli_print_line (stdout, "%s", line->str);
}

int
tl_cli_history (int    argc,
                char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *db = NULL;
  g_autofree char *game = NULL;
  g_autofree char *player = NULL;
  g_autofree char *since = NULL;
  g_autofree char *until = NULL;
  TlHistoryFilter filter = { 0 };
  GError *error = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db,
      "The library (default: $TILELANDS_DB, else the app's)", "PATH" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print a JSON array", NULL },
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game, "Only games of GAME (carcassonne, discovery)",
      "GAME" },
    { "player", 'p', 0, G_OPTION_ARG_STRING, &player,
      "Only games NAME played in (any case)", "NAME" },
    { "since", 0, 0, G_OPTION_ARG_STRING, &since,
      "Only games finished on or after DATE (YYYY-MM-DD, or an ISO 8601 time)", "DATE" },
    { "until", 0, 0, G_OPTION_ARG_STRING, &until,
      "Only games finished on or before DATE (YYYY-MM-DD), or before an ISO 8601 time", "DATE" },
    { NULL }
  };

  context = tl_cli_option_context ("history", NULL,
                                   "Lists the finished games of the library, the newest first. Reading\n"
                                   "never creates, writes or upgrades a library.\n"
                                   "Exit status: 0 on success, 2 for a database it refuses or a library\n"
                                   "named (--db, $TILELANDS_DB) that does not exist, 1 for other failures.",
                                   entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (argc != 1)
    return tl_cli_usage_error ("unexpected argument “%s”", argv[1]);
  if (since != NULL && !parse_time (since, FALSE, &filter.since))
    return tl_cli_usage_error ("--since: “%s” is not a date (YYYY-MM-DD) or an ISO 8601 time", since);
  if (until != NULL && !parse_time (until, TRUE, &filter.until))
    return tl_cli_usage_error ("--until: “%s” is not a date (YYYY-MM-DD) or an ISO 8601 time", until);
  filter.game = game;
  filter.player = player;

  store = tl_cli_open_library (db, TRUE, &error);
  if (store == NULL && error != NULL)
    return tl_cli_store_fail (error);
  if (store != NULL && (games = tl_store_list_history (store, &filter, &error)) == NULL)
    return tl_cli_store_fail (error);

  if (json)
    {
      g_autoptr(JsonArray) array = json_array_new ();
      g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);

      for (guint i = 0; games != NULL && i < games->len; i++)
        json_array_add_element (array, tl_cli_game_info_to_json (g_ptr_array_index (games, i)));
      json_node_set_array (root, array);
      tl_cli_print_json (root);
    }
  else if (games == NULL || games->len == 0)
    tl_cli_print_line (stdout, "No finished games.");
  else
    for (guint i = 0; i < games->len; i++)
      print_game_line (g_ptr_array_index (games, i));
  return TL_CLI_OK;
}

static JsonNode *
stats_to_json (const TlStoreStats *stats)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, stats->name);
  json_builder_set_member_name (builder, "game");
  if (stats->game != NULL)
    json_builder_add_string_value (builder, stats->game);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_add_int_value (builder, stats->games);
  json_builder_set_member_name (builder, "wins");
  json_builder_add_int_value (builder, stats->wins);
  json_builder_set_member_name (builder, "win_rate");
  json_builder_add_double_value (builder, stats->win_rate);
  json_builder_set_member_name (builder, "mean_score");
  json_builder_add_double_value (builder, stats->mean_score);
  json_builder_set_member_name (builder, "best_score");
  json_builder_add_int_value (builder, stats->best_score);
  json_builder_set_member_name (builder, "mean_points");
  json_builder_begin_object (builder);
  for (guint i = 0; i < stats->mean_points->len; i++)
    {
      const TlStoreMeanPoints *p = &g_array_index (stats->mean_points, TlStoreMeanPoints, i);

      json_builder_set_member_name (builder, p->kind);
      json_builder_add_double_value (builder, p->mean);
    }
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "against");
  json_builder_begin_array (builder);
  for (guint i = 0; i < stats->against->len; i++)
    {
      const TlStoreLevelStats *l = &g_array_index (stats->against, TlStoreLevelStats, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "level");
      json_builder_add_int_value (builder, l->level);
      json_builder_set_member_name (builder, "games");
      json_builder_add_int_value (builder, l->games);
      json_builder_set_member_name (builder, "wins");
      json_builder_add_int_value (builder, l->wins);
      json_builder_set_member_name (builder, "win_rate");
      json_builder_add_double_value (builder, l->win_rate);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static void
print_stats (const TlStoreStats *stats)
{
  tl_cli_print_line (stdout, "%s — %s: %u %s, %u %s (%.0f %%), mean score %.1f, best %d", stats->name,
                     stats->game != NULL ? stats->game : "all games",
                     stats->games, tl_cli_plural (stats->games, "game", "games"),
                     stats->wins, tl_cli_plural (stats->wins, "win", "wins"),
                     100.0 * stats->win_rate, stats->mean_score, stats->best_score);
  if (stats->mean_points->len > 0)
    {
      g_autoptr(GString) line = g_string_new ("  points per game:");

      for (guint i = 0; i < stats->mean_points->len; i++)
        {
          const TlStoreMeanPoints *p = &g_array_index (stats->mean_points, TlStoreMeanPoints, i);
          g_string_append_printf (line, " %s %.1f%s", p->kind, p->mean,
                                  i + 1 < stats->mean_points->len ? "," : "");
        }
      tl_cli_print_line (stdout, "%s", line->str);
    }
  for (guint i = 0; i < stats->against->len; i++)
    {
      const TlStoreLevelStats *l = &g_array_index (stats->against, TlStoreLevelStats, i);

      tl_cli_print_line (stdout, "  against computer level %d: %u %s, %u %s (%.0f %%)", l->level,
                         l->games, tl_cli_plural (l->games, "game", "games"),
                         l->wins, tl_cli_plural (l->wins, "win", "wins"), 100.0 * l->win_rate);
    }
}

int
tl_cli_stats (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autofree char *db = NULL;
  g_autofree char *player = NULL;
  GError *error = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db,
      "The library (default: $TILELANDS_DB, else the app's)", "PATH" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print a JSON array", NULL },
    { "player", 'p', 0, G_OPTION_ARG_STRING, &player, "Only the player NAME (any case)", "NAME" },
    { NULL }
  };

  context = tl_cli_option_context ("stats", NULL,
                                   "Prints each player's statistics over the history, for all games\n"
                                   "and per game: games, wins, win rate, mean and best score, mean\n"
                                   "points per game by kind, and results against each computer level.\n"
                                   "Exit status: 0 on success, 2 for a database it refuses or a library\n"
                                   "named (--db, $TILELANDS_DB) that does not exist, 1 for other failures.",
                                   entries);
  if (!tl_cli_parse (context, &argc, &argv))
    return TL_CLI_BAD_INPUT;
  if (argc != 1)
    return tl_cli_usage_error ("unexpected argument “%s”", argv[1]);

  store = tl_cli_open_library (db, TRUE, &error);
  if (store == NULL && error != NULL)
    return tl_cli_store_fail (error);
  if (store != NULL && (all = tl_store_statistics (store, player, &error)) == NULL)
    return tl_cli_store_fail (error);

  if (json)
    {
      g_autoptr(JsonArray) array = json_array_new ();
      g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);

      for (guint i = 0; all != NULL && i < all->len; i++)
        json_array_add_element (array, stats_to_json (g_ptr_array_index (all, i)));
      json_node_set_array (root, array);
      tl_cli_print_json (root);
    }
  else if (all == NULL || all->len == 0)
    tl_cli_print_line (stdout, "No finished games.");
  else
    for (guint i = 0; i < all->len; i++)
      print_stats (g_ptr_array_index (all, i));
  return TL_CLI_OK;
}
