/* tl-store-library.c — exporting the whole library and merging another one into
 * it (on the store's thread)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-store-private.h"

#include <glib/gstdio.h>

gpointer
_tl_store_work_export_library (TlStoreDb   *db,
                              TlStoreArgs *args,
                              GError     **error)
{
  sqlite3_stmt *stmt;

  if (g_file_test (args->path, G_FILE_TEST_EXISTS))
    {
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, args->path,
                          N_("the file exists already: choose a new name"));
      return NULL;
    }
  stmt = _tl_store_db_prepare (db, "VACUUM INTO ?1", error);
  if (stmt == NULL)
    return NULL;
  _tl_store_db_bind_text (stmt, 1, args->path);
  if (!_tl_store_db_run (db, stmt, N_("export the library"), error))
    {
      g_autoptr(GError) local_error = g_steal_pointer (error);

      g_remove (args->path);
      g_set_error (error, local_error->domain, local_error->code, "%s: %s", args->path,
                   local_error->message);
      return NULL;
    }
  return TL_STORE_DONE;
}

/* The merge, in this order (games matched by id; see tl_store_import_library()). */
static const struct {
  const char *sql;
  gsize count;     /* offset of the counter in TlStoreLibraryImport, or -1 */
} merge_steps[] = {
  { "DELETE FROM saved_games WHERE id IN (SELECT id FROM other.finished_games)", (gsize) -1 },
  { "INSERT INTO finished_games (id, game, tileset, expansions, map, options, title, turns, "
    "                            started, finished, app_version) "
    "SELECT id, game, tileset, expansions, map, options, title, turns, started, finished, "
    "       app_version FROM other.finished_games WHERE true "
    "ON CONFLICT (id) DO UPDATE SET game = excluded.game, tileset = excluded.tileset, "
    "  expansions = excluded.expansions, map = excluded.map, options = excluded.options, "
    "  title = coalesce (excluded.title, finished_games.title), turns = excluded.turns, "
    "  started = excluded.started, finished = excluded.finished, "
    "  app_version = excluded.app_version",
    G_STRUCT_OFFSET (TlStoreLibraryImport, finished) },
  /* the rows that hang on a finished game, by this library's keys */
  { "CREATE TEMP TABLE keys AS SELECT o.key AS other, m.key AS main "
    "FROM other.finished_games o JOIN main.finished_games m ON m.id = o.id", (gsize) -1 },
  { "DELETE FROM seats WHERE game IN (SELECT main FROM temp.keys)", (gsize) -1 },
  { "INSERT OR REPLACE INTO finished_records (game, record) "
    "SELECT k.main, r.record FROM other.finished_records r JOIN temp.keys k ON k.other = r.game",
    (gsize) -1 },
  { "INSERT INTO seats (game, seat, game_kind, name, name_key, color, kind, level, score, "
    "                   place, opponents, " TL_STORE_POINT_COLUMNS ") "
    "SELECT k.main, s.seat, s.game_kind, s.name, s.name_key, s.color, s.kind, s.level, s.score, "
    "       s.place, s.opponents, " TL_STORE_POINT_COLUMNS " "
    "FROM other.seats s JOIN temp.keys k ON k.other = s.game", (gsize) -1 },
  { "DROP TABLE temp.keys", (gsize) -1 },
  { "INSERT INTO saved_games (id, record, game, tileset, expansions, map, options, players, "
    "                         title, turns, tiles_left, started, last_played, app_version, "
    "                         thumbnail) "
    "SELECT id, record, game, tileset, expansions, map, options, players, title, turns, "
    "       tiles_left, started, last_played, app_version, thumbnail FROM other.saved_games "
    "WHERE id NOT IN (SELECT id FROM main.finished_games) "
    "ON CONFLICT (id) DO UPDATE SET record = excluded.record, game = excluded.game, "
    "  tileset = excluded.tileset, expansions = excluded.expansions, map = excluded.map, "
    "  options = excluded.options, players = excluded.players, "
    "  title = coalesce (excluded.title, saved_games.title), turns = excluded.turns, "
    "  tiles_left = excluded.tiles_left, started = excluded.started, "
    "  last_played = excluded.last_played, app_version = excluded.app_version, "
    "  thumbnail = excluded.thumbnail "
    "WHERE excluded.last_played > saved_games.last_played",
    G_STRUCT_OFFSET (TlStoreLibraryImport, saved) },
  { "INSERT INTO user_tilesets (id, name, game, json, created, modified) "
    "SELECT id, name, game, json, created, modified FROM other.user_tilesets WHERE true "
    "ON CONFLICT (id) DO UPDATE SET name = excluded.name, game = excluded.game, "
    "  json = excluded.json, created = min (user_tilesets.created, excluded.created), "
    "  modified = excluded.modified WHERE excluded.modified > user_tilesets.modified",
    G_STRUCT_OFFSET (TlStoreLibraryImport, tilesets) },
  { "INSERT INTO user_maps (id, name, json, created, modified) "
    "SELECT id, name, json, created, modified FROM other.user_maps WHERE true "
    "ON CONFLICT (id) DO UPDATE SET name = excluded.name, json = excluded.json, "
    "  created = min (user_maps.created, excluded.created), modified = excluded.modified "
    "WHERE excluded.modified > user_maps.modified",
    G_STRUCT_OFFSET (TlStoreLibraryImport, maps) },
};

static gboolean
merge (TlStoreDb             *db,
       TlStoreLibraryImport  *counts,
       GError               **error)
{
  if (!_tl_store_db_begin (db, error))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (merge_steps); i++)
    {
      int rc = sqlite3_exec (db->db, merge_steps[i].sql, NULL, NULL, NULL);

      if (rc != SQLITE_OK)
        {
          _tl_store_db_fail (db, rc, N_("import the library"), error);
          _tl_store_db_rollback (db);
          return FALSE;
        }
      if (merge_steps[i].count != (gsize) -1)
        G_STRUCT_MEMBER (guint, counts, merge_steps[i].count) = sqlite3_changes (db->db);
    }
  if (!_tl_store_db_commit (db, error))
    return FALSE;
  if (counts->saved > 0)
    db->changes |= TL_STORE_CHANGE_SAVED_GAMES;
  if (counts->finished > 0)
    db->changes |= TL_STORE_CHANGE_HISTORY | TL_STORE_CHANGE_SAVED_GAMES;
  if (counts->tilesets > 0)
    db->changes |= TL_STORE_CHANGE_TILESETS;
  if (counts->maps > 0)
    db->changes |= TL_STORE_CHANGE_MAPS;
  return TRUE;
}

gpointer
_tl_store_work_import_library (TlStoreDb   *db,
                              TlStoreArgs *args,
                              GError     **error)
{
  g_autofree TlStoreLibraryImport *counts = g_new0 (TlStoreLibraryImport, 1);
  g_autoptr(TlStoreSource) source = NULL;
  g_autofree char *uri = NULL;
  sqlite3_stmt *stmt;
  gboolean ok = FALSE;

  if (!_tl_store_db_writable (db, error))
    return NULL;
  if (!_tl_store_check_name (args->path, error))
    return NULL;
  if (!g_file_test (args->path, G_FILE_TEST_EXISTS))
    {
      _tl_store_set_error (error, TL_STORE_ERROR_NOT_FOUND, args->path, N_("there is no library here"));
      return NULL;
    }
  source = _tl_store_source_open (args->path, TRUE, error);
  if (source == NULL)
    return NULL;
  if (source->version == 0)
    return g_steal_pointer (&counts);   /* an empty database: nothing to take */
  if (source->version < _tl_store_db_latest_version ())
    {
      /* an older library is upgraded in a copy (the file itself is only read) */
      TlStoreDb *copy;

      if (!_tl_store_source_make_copy (source, error))
        return NULL;
      copy = _tl_store_db_open (source->name, TL_STORE_OPEN_DEFAULT, error);
      _tl_store_db_close (copy);
      if (copy == NULL)
        return NULL;
    }

  uri = _tl_store_source_read_uri (source, error);
  if (uri == NULL)
    return NULL;
  stmt = _tl_store_db_prepare (db, "ATTACH DATABASE ?1 AS other", error);
  if (stmt == NULL)
    return NULL;
  _tl_store_db_bind_text (stmt, 1, uri);
  if (!_tl_store_db_run (db, stmt, N_("read the other library"), error))
    return NULL;
  /* what is attached is what was checked */
  ok = _tl_store_schema_check (db->db, "other", _tl_store_db_latest_version (), args->path, error) &&
       merge (db, counts, error);
  sqlite3_exec (db->db, "DETACH DATABASE other", NULL, NULL, NULL);
  return ok ? g_steal_pointer (&counts) : NULL;
}
