/* tl-store-stats.c — players' statistics, computed by SQL over the history
 * (on the store's thread); nothing of it is stored
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-store-private.h"

/* Every query gives rows per (name key, game) and per name key over all games
 * (game NULL); ?1 is the optional player's name key. */
#define SCOPE \
  "scope AS (SELECT s.game_id, s.seat, s.name_key, g.game, s.score, s.place " \
  "          FROM seats s JOIN finished_games g ON g.id = s.game_id " \
  "          WHERE ?1 IS NULL OR s.name_key = ?1)"

static const char totals_sql[] =
  "WITH " SCOPE ", "
  "totals AS ("
  "  SELECT name_key, NULL AS game, count (*) AS games, sum (place = 1) AS wins,"
  "         avg (score) AS mean, max (score) AS best FROM scope GROUP BY name_key"
  "  UNION ALL"
  "  SELECT name_key, game, count (*), sum (place = 1), avg (score), max (score)"
  "  FROM scope GROUP BY name_key, game),"
  "names AS ("
  "  SELECT name_key, name FROM ("
  "    SELECT s.name_key, s.name,"
  "           row_number () OVER (PARTITION BY s.name_key ORDER BY g.finished DESC) AS newest"
  "    FROM seats s JOIN finished_games g ON g.id = s.game_id"
  "    WHERE ?1 IS NULL OR s.name_key = ?1)"
  "  WHERE newest = 1) "
  "SELECT t.name_key, n.name, t.game, t.games, t.wins, t.mean, t.best,"
  "       sum (CASE WHEN t.game IS NULL THEN t.games END) OVER (PARTITION BY t.name_key) AS all_games "
  "FROM totals t JOIN names n ON n.name_key = t.name_key "
  "ORDER BY all_games DESC, t.name_key, t.game IS NOT NULL, t.game";

static const char points_sql[] =
  "WITH " SCOPE ", "
  "games AS ("
  "  SELECT name_key, NULL AS game, count (*) AS n FROM scope GROUP BY name_key"
  "  UNION ALL SELECT name_key, game, count (*) FROM scope GROUP BY name_key, game),"
  "sums AS ("
  "  SELECT c.name_key, NULL AS game, p.kind, sum (p.points) AS points"
  "  FROM scope c JOIN seat_points p ON p.game_id = c.game_id AND p.seat = c.seat"
  "  GROUP BY c.name_key, p.kind"
  "  UNION ALL"
  "  SELECT c.name_key, c.game, p.kind, sum (p.points)"
  "  FROM scope c JOIN seat_points p ON p.game_id = c.game_id AND p.seat = c.seat"
  "  GROUP BY c.name_key, c.game, p.kind) "
  "SELECT s.name_key, s.game, s.kind, s.points * 1.0 / g.n AS mean "
  "FROM sums s JOIN games g ON g.name_key = s.name_key AND g.game IS s.game "
  "ORDER BY s.name_key, s.game, mean DESC, s.kind";

/* Against each computer level: games with at least one computer opponent of
 * that level, and the wins among them. */
static const char against_sql[] =
  "WITH " SCOPE ", "
  "met AS ("
  "  SELECT DISTINCT c.game_id, c.seat, c.name_key, c.game, c.place, o.level"
  "  FROM scope c JOIN seats o ON o.game_id = c.game_id AND o.seat <> c.seat"
  "  WHERE o.kind = 'ai') "
  "SELECT name_key, NULL AS game, level, count (*), sum (place = 1) FROM met"
  "  GROUP BY name_key, level "
  "UNION ALL "
  "SELECT name_key, game, level, count (*), sum (place = 1) FROM met"
  "  GROUP BY name_key, game, level "
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

static gboolean
read_totals (TlStoreDb   *db,
             GPtrArray   *all,
             GHashTable  *by_key,
             const char  *player,
             GError     **error)
{
  sqlite3_stmt *stmt = tl_store_db_prepare (db, totals_sql, error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  tl_store_db_bind_text (stmt, 1, player);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      TlStoreStats *stats = g_new0 (TlStoreStats, 1);

      stats->name = tl_store_db_dup_text (stmt, 1);
      stats->game = tl_store_db_dup_text (stmt, 2);
      stats->games = sqlite3_column_int (stmt, 3);
      stats->wins = sqlite3_column_int (stmt, 4);
      stats->win_rate = stats->games > 0 ? (double) stats->wins / stats->games : 0.0;
      stats->mean_score = sqlite3_column_double (stmt, 5);
      stats->best_score = sqlite3_column_int (stmt, 6);
      stats->mean_points = g_array_new (FALSE, FALSE, sizeof (TlStoreMeanPoints));
      stats->against = g_array_new (FALSE, FALSE, sizeof (TlStoreLevelStats));
      g_ptr_array_add (all, stats);
      g_hash_table_insert (by_key, stats_key (stmt, 0, 2), stats);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    return tl_store_db_fail (db, rc, "compute the statistics", error);
  return TRUE;
}

static gboolean
read_points (TlStoreDb   *db,
             GHashTable  *by_key,
             const char  *player,
             GError     **error)
{
  sqlite3_stmt *stmt = tl_store_db_prepare (db, points_sql, error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  tl_store_db_bind_text (stmt, 1, player);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_autofree char *key = stats_key (stmt, 0, 1);
      TlStoreStats *stats = g_hash_table_lookup (by_key, key);
      TlStoreMeanPoints line = { g_intern_string ((const char *) sqlite3_column_text (stmt, 2)),
                                 sqlite3_column_double (stmt, 3) };

      if (stats != NULL)
        g_array_append_val (stats->mean_points, line);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    return tl_store_db_fail (db, rc, "compute the statistics", error);
  return TRUE;
}

static gboolean
read_against (TlStoreDb   *db,
              GHashTable  *by_key,
              const char  *player,
              GError     **error)
{
  sqlite3_stmt *stmt = tl_store_db_prepare (db, against_sql, error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  tl_store_db_bind_text (stmt, 1, player);
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
    return tl_store_db_fail (db, rc, "compute the statistics", error);
  return TRUE;
}

gpointer
tl_store_work_statistics (TlStoreDb   *db,
                          TlStoreArgs *args,
                          GError     **error)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) tl_store_stats_free);
  g_autoptr(GHashTable) by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean ok;

  /* one snapshot for the three queries */
  if (!tl_store_db_exec (db, "BEGIN", error))
    return NULL;
  ok = read_totals (db, all, by_key, args->filter_player, error) &&
       read_points (db, by_key, args->filter_player, error) &&
       read_against (db, by_key, args->filter_player, error);
  tl_store_db_rollback (db);
  return ok ? g_steal_pointer (&all) : NULL;
}
