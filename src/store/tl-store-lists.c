/* tl-store-lists.c — reading games: the saved games, the history, one game,
 * the players' names (on the store's thread)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>

#include "tl-store-private.h"

#include <string.h>

/* The columns both lists select, in this order. */
#define SAVED_COLUMNS \
  "id, game, tileset, expansions, map, options, title, turns, tiles_left, started, " \
  "last_played, 0, app_version, thumbnail, players, NULL"
#define FINISHED_COLUMNS \
  "g.id, g.game, g.tileset, g.expansions, g.map, g.options, g.title, g.turns, 0, g.started, " \
  "g.finished, g.finished, g.app_version, NULL, NULL, g.key"

static char **
split_expansions (const char *text)
{
  if (text == NULL || *text == '\0')
    return g_new0 (char *, 1);
  return g_strsplit (text, ",", -1);
}

static void
parse_points (JsonObject *object,
              GArray     *points)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      TlStorePoints p = { g_intern_string (l->data),
                          (gint) json_object_get_int_member (object, l->data) };

      g_array_append_val (points, p);
    }
}

/* A saved game's `players` column (written by tl-store-games.c). */
static GArray *
parse_players (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  GArray *seats = tl_store_seats_new ();
  JsonArray *list;

  if (text == NULL || !json_parser_load_from_data (parser, text, -1, NULL) ||
      !JSON_NODE_HOLDS_ARRAY (json_parser_get_root (parser)))
    return seats;
  list = json_node_get_array (json_parser_get_root (parser));
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *player = json_array_get_object_element (list, i);
      TlStoreSeat seat = { 0 };

      if (player == NULL)
        continue;
      seat.name = g_strdup (json_object_get_string_member_with_default (player, "name", ""));
      seat.color = g_strdup (json_object_get_string_member_with_default (player, "color", ""));
      seat.kind = g_strcmp0 (json_object_get_string_member_with_default (player, "kind", ""),
                             "ai") == 0 ? TL_PLAYER_AI : TL_PLAYER_HUMAN;
      seat.level = json_object_get_int_member_with_default (player, "level", -1);
      seat.score = json_object_get_int_member_with_default (player, "score", 0);
      seat.points = g_array_new (FALSE, FALSE, sizeof (TlStorePoints));
      if (json_object_has_member (player, "points") &&
          JSON_NODE_HOLDS_OBJECT (json_object_get_member (player, "points")))
        parse_points (json_object_get_object_member (player, "points"), seat.points);
      g_array_append_val (seats, seat);
    }
  return seats;
}

/* A row of SAVED_COLUMNS or FINISHED_COLUMNS. */
static TlStoreGameInfo *
read_game (sqlite3_stmt *stmt)
{
  TlStoreGameInfo *info = g_new0 (TlStoreGameInfo, 1);
  const void *blob;

  info->id = _tl_store_db_dup_text (stmt, 0);
  info->game = _tl_store_db_dup_text (stmt, 1);
  info->tileset = _tl_store_db_dup_text (stmt, 2);
  info->expansions = split_expansions ((const char *) sqlite3_column_text (stmt, 3));
  info->map = _tl_store_db_dup_text (stmt, 4);
  info->options = _tl_store_db_dup_text (stmt, 5);
  info->title = _tl_store_db_dup_text (stmt, 6);
  info->turns = sqlite3_column_int (stmt, 7);
  info->tiles_left = sqlite3_column_int (stmt, 8);
  info->started = sqlite3_column_int64 (stmt, 9);
  info->last_played = sqlite3_column_int64 (stmt, 10);
  info->finished = sqlite3_column_int64 (stmt, 11);
  info->app_version = _tl_store_db_dup_text (stmt, 12);
  blob = sqlite3_column_blob (stmt, 13);
  if (blob != NULL)
    info->thumbnail = g_bytes_new (blob, sqlite3_column_bytes (stmt, 13));
  if (sqlite3_column_type (stmt, 14) != SQLITE_NULL)
    info->seats = parse_players ((const char *) sqlite3_column_text (stmt, 14));
  else
    info->seats = tl_store_seats_new ();
  return info;
}

/* Runs @stmt (bound) and collects its games; NULL on error. Finished games are
 * also entered in @by_key (finished_games.key → the game), when given. */
static GPtrArray *
read_games (TlStoreDb     *db,
            sqlite3_stmt  *stmt,
            GHashTable    *by_key,
            GError       **error)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_store_game_info_free);
  int rc;

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      TlStoreGameInfo *info = read_game (stmt);

      g_ptr_array_add (games, info);
      if (by_key != NULL && sqlite3_column_type (stmt, 15) != SQLITE_NULL)
        g_hash_table_insert (by_key, GSIZE_TO_POINTER (sqlite3_column_int64 (stmt, 15)), info);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      _tl_store_db_fail (db, rc, N_("read the library"), error);
      return NULL;
    }
  return g_steal_pointer (&games);
}

/* A row (game key, seat, name, color, kind, level, score, place) into its game's seats. */
static void
read_seat (sqlite3_stmt *stmt,
           GArray       *seats)
{
  TlStoreSeat seat = {
    .name = _tl_store_db_dup_text (stmt, 2),
    .color = _tl_store_db_dup_text (stmt, 3),
    .kind = g_strcmp0 ((const char *) sqlite3_column_text (stmt, 4), "ai") == 0
            ? TL_PLAYER_AI : TL_PLAYER_HUMAN,
    .level = sqlite3_column_type (stmt, 5) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 5),
    .score = sqlite3_column_int (stmt, 6),
    .place = sqlite3_column_int (stmt, 7),
  };

  g_array_append_val (seats, seat);
}

/* Fills the seats of the finished games of @by_key from @stmt's rows, ordered
 * by game and seat. */
static gboolean
read_seats (TlStoreDb     *db,
            sqlite3_stmt  *stmt,
            GHashTable    *by_key,
            GError       **error)
{
  int rc;

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      TlStoreGameInfo *info = g_hash_table_lookup (by_key,
                                                   GSIZE_TO_POINTER (sqlite3_column_int64 (stmt, 0)));

      if (info != NULL)
        read_seat (stmt, info->seats);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    return _tl_store_db_fail (db, rc, N_("read the library"), error);
  return TRUE;
}

gpointer
_tl_store_work_list_saved (TlStoreDb   *db,
                          TlStoreArgs *args,
                          GError     **error)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db,
    "SELECT " SAVED_COLUMNS " FROM saved_games ORDER BY last_played DESC, id", error);

  return stmt != NULL ? read_games (db, stmt, NULL, error) : NULL;
}

/* `WHERE …` of the history filter over finished_games g: ?1 game, ?2 name key,
 * ?3 since, ?4 until; only the conditions in use, so that each has its plan. */
static char *
history_where (const TlStoreArgs *args)
{
  GString *where = g_string_new ("WHERE 1");

  if (args->filter_game != NULL)
    g_string_append (where, " AND g.game = ?1");
  if (args->filter_player != NULL)
    g_string_append (where, " AND g.key IN (SELECT p.game FROM seats p WHERE p.name_key = ?2)");
  if (args->filter_since != 0)
    g_string_append (where, " AND g.finished >= ?3");
  if (args->filter_until != 0)
    g_string_append (where, " AND g.finished < ?4");
  return g_string_free (where, FALSE);
}

static void
bind_history_filter (sqlite3_stmt      *stmt,
                     const TlStoreArgs *args)
{
  int n = sqlite3_bind_parameter_count (stmt);

  if (args->filter_game != NULL)
    _tl_store_db_bind_text (stmt, 1, args->filter_game);
  if (args->filter_player != NULL && n >= 2)
    _tl_store_db_bind_text (stmt, 2, args->filter_player);
  if (args->filter_since != 0 && n >= 3)
    sqlite3_bind_int64 (stmt, 3, args->filter_since);
  if (args->filter_until != 0 && n >= 4)
    sqlite3_bind_int64 (stmt, 4, args->filter_until);
}

gpointer
_tl_store_work_list_history (TlStoreDb   *db,
                            TlStoreArgs *args,
                            GError     **error)
{
  g_autofree char *where = history_where (args);
  g_autofree char *games_sql = g_strdup_printf (
    "SELECT " FINISHED_COLUMNS " FROM finished_games g %s ORDER BY g.finished DESC, g.key", where);
  /* every seat, or those of the games the filter admits */
  g_autofree char *seats_sql = g_strdup_printf (
    "SELECT s.game, s.seat, s.name, s.color, s.kind, s.level, s.score, s.place "
    "FROM seats s %s%s ORDER BY s.game, s.seat",
    strcmp (where, "WHERE 1") != 0 ? "JOIN finished_games g ON g.key = s.game " : "",
    strcmp (where, "WHERE 1") != 0 ? where : "");
  g_autoptr(GHashTable) by_key = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GPtrArray) games = NULL;
  sqlite3_stmt *stmt;

  /* one read transaction: the games and their seats from the same snapshot */
  if (!_tl_store_db_exec (db, "BEGIN", error))
    return NULL;
  stmt = _tl_store_db_prepare (db, games_sql, error);
  if (stmt != NULL)
    {
      bind_history_filter (stmt, args);
      games = read_games (db, stmt, by_key, error);
    }
  if (games != NULL && (stmt = _tl_store_db_prepare (db, seats_sql, error)) != NULL)
    {
      bind_history_filter (stmt, args);
      if (!read_seats (db, stmt, by_key, error))
        g_clear_pointer (&games, g_ptr_array_unref);
    }
  else
    g_clear_pointer (&games, g_ptr_array_unref);
  _tl_store_db_rollback (db);
  return g_steal_pointer (&games);
}

static int
compare_points (gconstpointer a,
                gconstpointer b)
{
  const TlStorePoints *x = a, *y = b;

  return x->points != y->points ? (y->points > x->points ? 1 : -1) : g_strcmp0 (x->kind, y->kind);
}

/* The breakdown of a finished game's seats: the kinds that scored, the most first. */
static gboolean
read_points (TlStoreDb        *db,
             TlStoreGameInfo  *info,
             GError          **error)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db,
    "SELECT s.seat, " TL_STORE_POINT_COLUMNS " FROM seats s "
    "JOIN finished_games g ON g.key = s.game WHERE g.id = ?1 ORDER BY s.seat", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  _tl_store_db_bind_text (stmt, 1, info->id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      guint seat = sqlite3_column_int (stmt, 0);
      GArray *points;

      if (seat >= info->seats->len)
        continue;
      points = g_array_new (FALSE, FALSE, sizeof (TlStorePoints));
      for (guint c = 0; c < TL_STORE_N_POINT_KINDS; c++)
        {
          TlStorePoints p = { g_intern_static_string (_tl_store_point_kinds[c]),
                              sqlite3_column_int (stmt, 1 + c) };
          if (p.points != 0)
            g_array_append_val (points, p);
        }
      g_array_sort (points, compare_points);
      g_clear_pointer (&g_array_index (info->seats, TlStoreSeat, seat).points, g_array_unref);
      g_array_index (info->seats, TlStoreSeat, seat).points = points;
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    return _tl_store_db_fail (db, rc, N_("read the library"), error);
  return TRUE;
}

/* The seats of one finished game, with their breakdown. */
static gboolean
read_game_seats (TlStoreDb        *db,
                 TlStoreGameInfo  *info,
                 gint64            key,
                 GError          **error)
{
  g_autoptr(GHashTable) by_key = g_hash_table_new (g_direct_hash, g_direct_equal);
  sqlite3_stmt *stmt = _tl_store_db_prepare (db,
    "SELECT s.game, s.seat, s.name, s.color, s.kind, s.level, s.score, s.place "
    "FROM seats s WHERE s.game = ?1 ORDER BY s.seat", error);

  if (stmt == NULL)
    return FALSE;
  g_hash_table_insert (by_key, GSIZE_TO_POINTER (key), info);
  sqlite3_bind_int64 (stmt, 1, key);
  return read_seats (db, stmt, by_key, error) && read_points (db, info, error);
}

gpointer
_tl_store_work_get_game (TlStoreDb   *db,
                        TlStoreArgs *args,
                        GError     **error)
{
  g_autoptr(GHashTable) by_key = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GPtrArray) games = NULL;
  TlStoreGameInfo *info = NULL;
  sqlite3_stmt *stmt;

  if (!_tl_store_db_exec (db, "BEGIN", error))
    return NULL;
  stmt = _tl_store_db_prepare (db,
    "SELECT " SAVED_COLUMNS " FROM saved_games WHERE id = ?1 "
    "UNION ALL SELECT " FINISHED_COLUMNS " FROM finished_games g WHERE g.id = ?1", error);
  if (stmt != NULL)
    {
      _tl_store_db_bind_text (stmt, 1, args->id);
      games = read_games (db, stmt, by_key, error);
    }
  if (games != NULL && games->len == 0)
    _tl_store_set_error (error, TL_STORE_ERROR_NOT_FOUND, db->path, N_("no game %s in the library"),
                        args->id);
  else if (games != NULL)
    {
      GHashTableIter iter;
      gpointer key = NULL;

      info = g_ptr_array_steal_index (games, 0);
      g_hash_table_iter_init (&iter, by_key);
      if (info->finished != 0 && g_hash_table_iter_next (&iter, &key, NULL) &&
          !read_game_seats (db, info, GPOINTER_TO_SIZE (key), error))
        g_clear_pointer (&info, tl_store_game_info_free);
    }
  _tl_store_db_rollback (db);
  return info;
}

gpointer
_tl_store_work_player_names (TlStoreDb   *db,
                            TlStoreArgs *args,
                            GError     **error)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  /* the spelling of each name's newest game: the last of its seats_by_name entries */
  sqlite3_stmt *stmt = _tl_store_db_prepare (db,
    "SELECT (SELECT s.name FROM seats s WHERE s.name_key = c.name_key ORDER BY s.game DESC "
    "        LIMIT 1) "
    "FROM (SELECT name_key, count (*) AS games FROM seats GROUP BY name_key) c "
    "ORDER BY c.games DESC, c.name_key", error);
  int rc;

  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (names, _tl_store_db_dup_text (stmt, 0));
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      _tl_store_db_fail (db, rc, N_("read the library"), error);
      return NULL;
    }
  g_ptr_array_add (names, NULL);
  return g_ptr_array_free (g_steal_pointer (&names), FALSE);
}
