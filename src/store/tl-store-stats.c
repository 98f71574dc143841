/* tl-store-stats.c — players' statistics, computed by SQL over the history
 * (on the store's thread); nothing of it is stored
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-store-private.h"

/* One pass over the seats (the index seats_for_statistics, in its order)
 * sums them per player, game kind and set of computer opponents' levels into a
 * small temporary table; the answers are sums over that table: per player and
 * game kind, per player over all games (game NULL), and per computer level. */

#define GROUPS \
  "CREATE TEMP TABLE stats_groups AS " \
  "SELECT name_key, game_kind AS game, opponents, count (*) AS games, sum (place = 1) AS wins, " \
  "       sum (score) AS total, max (score) AS best, " \
  "       sum (points_field) AS t_field, sum (points_road) AS t_road, " \
  "       sum (points_city) AS t_city, sum (points_monastery) AS t_monastery, " \
  "       sum (points_mountain) AS t_mountain, sum (points_grassland) AS t_grassland, " \
  "       sum (points_sea) AS t_sea, sum (points_gifts) AS t_gifts, " \
  "       sum (points_chip) AS t_chip, sum (points_reveal) AS t_reveal, " \
  "       sum (points_other) AS t_other " \
  "FROM seats "

static const char groups_all_sql[] = GROUPS "GROUP BY name_key, game_kind, opponents";
static const char groups_one_sql[] = GROUPS "WHERE name_key = ?1 GROUP BY name_key, game_kind, opponents";

#define SUM_TOTALS \
  "sum (t_field) AS t_field, sum (t_road) AS t_road, sum (t_city) AS t_city, " \
  "sum (t_monastery) AS t_monastery, sum (t_mountain) AS t_mountain, " \
  "sum (t_grassland) AS t_grassland, sum (t_sea) AS t_sea, sum (t_gifts) AS t_gifts, " \
  "sum (t_chip) AS t_chip, sum (t_reveal) AS t_reveal, sum (t_other) AS t_other"
#define TOTALS \
  "t_field, t_road, t_city, t_monastery, t_mountain, t_grassland, t_sea, t_gifts, t_chip, " \
  "t_reveal, t_other"

/* Games, wins, mean and best score, the breakdown's sums; the name as spelt in
 * the player's newest game (the last of its seats_by_name entries). */
static const char totals_sql[] =
  "WITH per_game AS ("
  "  SELECT name_key, game, sum (games) AS games, sum (wins) AS wins, sum (total) AS total,"
  "         max (best) AS best, " SUM_TOTALS
  "  FROM temp.stats_groups GROUP BY name_key, game),"
  "rows AS ("
  "  SELECT name_key, NULL AS game, sum (games) AS games, sum (wins) AS wins,"
  "         sum (total) AS total, max (best) AS best, " SUM_TOTALS
  "  FROM per_game GROUP BY name_key"
  "  UNION ALL SELECT * FROM per_game) "
  "SELECT r.name_key,"
  "       (SELECT s.name FROM seats s WHERE s.name_key = r.name_key ORDER BY s.game DESC LIMIT 1),"
  "       r.game, r.games, r.wins, r.total * 1.0 / r.games, r.best, " TOTALS ","
  "       sum (CASE WHEN r.game IS NULL THEN r.games END) OVER (PARTITION BY r.name_key) AS all_games "
  "FROM rows r "
  "ORDER BY all_games DESC, r.name_key, r.game IS NOT NULL, r.game";

/* Against each computer level: games with at least one computer opponent of
 * that level (bit L of seats.opponents), and the wins among them. */
static const char against_sql[] =
  "WITH levels (level) AS (VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9)),"
  "per_game AS ("
  "  SELECT g.name_key, g.game, l.level, sum (g.games) AS games, sum (g.wins) AS wins"
  "  FROM temp.stats_groups g JOIN levels l ON (g.opponents >> l.level) & 1"
  "  GROUP BY g.name_key, g.game, l.level) "
  "SELECT name_key, NULL, level, sum (games), sum (wins) FROM per_game GROUP BY name_key, level "
  "UNION ALL SELECT * FROM per_game "
  "ORDER BY 1, 2, 3";

static char *
stats_key (sqlite3_stmt *stmt,
           int           key_column,
           int           game_column)
{
  const char *game = (const char *) sqlite3_column_text (stmt, game_column);

  return g_strdup_printf ("%s\x1f%s", sqlite3_column_text (stmt, key_column),
                          game != NULL ? game : "");
}

static int
compare_means (gconstpointer a,
               gconstpointer b)
{
  const TlStoreMeanPoints *x = a, *y = b;

  return x->mean != y->mean ? (y->mean > x->mean ? 1 : -1) : g_strcmp0 (x->kind, y->kind);
}

static gboolean
make_groups (TlStoreDb   *db,
             const char  *player,
             GError     **error)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db, player != NULL ? groups_one_sql : groups_all_sql,
                                            error);

  if (stmt == NULL)
    return FALSE;
  if (player != NULL)
    _tl_store_db_bind_text (stmt, 1, player);
  return _tl_store_db_run (db, stmt, N_("compute the statistics"), error);
}

static gboolean
read_totals (TlStoreDb   *db,
             GPtrArray   *all,
             GHashTable  *by_key,
             GError     **error)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db, totals_sql, error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      TlStoreStats *stats = g_new0 (TlStoreStats, 1);

      stats->name = _tl_store_db_dup_text (stmt, 1);
      stats->game = _tl_store_db_dup_text (stmt, 2);
      stats->games = sqlite3_column_int (stmt, 3);
      stats->wins = sqlite3_column_int (stmt, 4);
      stats->win_rate = stats->games > 0 ? (double) stats->wins / stats->games : 0.0;
      stats->mean_score = sqlite3_column_double (stmt, 5);
      stats->best_score = sqlite3_column_int (stmt, 6);
      stats->mean_points = g_array_new (FALSE, FALSE, sizeof (TlStoreMeanPoints));
      for (guint c = 0; c < TL_STORE_N_POINT_KINDS; c++)
        {
          TlStoreMeanPoints line = { g_intern_static_string (_tl_store_point_kinds[c]),
                                     stats->games > 0
                                     ? sqlite3_column_double (stmt, 7 + c) / stats->games : 0 };
          if (sqlite3_column_int64 (stmt, 7 + c) != 0)
            g_array_append_val (stats->mean_points, line);
        }
      g_array_sort (stats->mean_points, compare_means);
      stats->against = g_array_new (FALSE, FALSE, sizeof (TlStoreLevelStats));
      g_ptr_array_add (all, stats);
      g_hash_table_insert (by_key, stats_key (stmt, 0, 2), stats);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    return _tl_store_db_fail (db, rc, N_("compute the statistics"), error);
  return TRUE;
}

static gboolean
read_against (TlStoreDb   *db,
              GHashTable  *by_key,
              GError     **error)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db, against_sql, error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_autofree char *key = stats_key (stmt, 0, 1);
      TlStoreStats *stats = g_hash_table_lookup (by_key, key);
      TlStoreLevelStats line = {
        .level = sqlite3_column_int (stmt, 2),
        .games = sqlite3_column_int (stmt, 3),
        .wins = sqlite3_column_int (stmt, 4),
      };

      line.win_rate = line.games > 0 ? (double) line.wins / line.games : 0.0;
      if (stats != NULL)
        g_array_append_val (stats->against, line);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    return _tl_store_db_fail (db, rc, N_("compute the statistics"), error);
  return TRUE;
}

gpointer
_tl_store_work_statistics (TlStoreDb   *db,
                          TlStoreArgs *args,
                          GError     **error)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_store_stats_free);
  g_autoptr(GHashTable) by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean ok;

  /* one snapshot; the temporary table lives as long as the transaction */
  if (!_tl_store_db_exec (db, "BEGIN", error))
    return NULL;
  ok = _tl_store_db_exec (db, "DROP TABLE IF EXISTS temp.stats_groups", error) &&
       make_groups (db, args->filter_player, error) &&
       read_totals (db, all, by_key, error) &&
       read_against (db, by_key, error);
  _tl_store_db_rollback (db);
  return ok ? g_steal_pointer (&all) : NULL;
}
