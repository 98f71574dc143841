/* tl-store-library.c — exporting the whole library and merging another one into
 * it (on the store's thread)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-format-file.h"
#include "tl-store-entry-private.h"
#include "tl-store-private.h"

#include <glib/gstdio.h>

gpointer
_tl_store_work_export_library (TlStoreDb   *db,
                              TlStoreArgs *args,
                              GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(TlFormatNewFile) file = NULL;
  g_autofree char *part = NULL;
  sqlite3_stmt *stmt;

  /* into a hidden part beside it, put in place once complete (a kill half-way
   * leaves no library under the name chosen) */
  file = tl_format_new_file_begin (args->path, _tl_store_write_flags (args->flags), &local_error);
  if (file == NULL)
    {
      _tl_store_set_write_error (error, args->path, local_error);
      return NULL;
    }
  /* absolute: never a name SQLite could read as a URI */
  part = g_canonicalize_filename (tl_format_new_file_get_path (file), NULL);
  stmt = _tl_store_db_prepare (db, "VACUUM INTO ?1", error);
  if (stmt == NULL)
    return NULL;
  _tl_store_db_bind_text (stmt, 1, part);
  if (!_tl_store_db_run (db, stmt, N_("export the library"), &local_error))
    {
      g_set_error (error, local_error->domain, local_error->code, "%s: %s", args->path,
                   local_error->message);
      return NULL;
    }
  if (!tl_format_new_file_commit (file, &local_error))
    {
      _tl_store_set_write_error (error, args->path, local_error);
      return NULL;
    }
  return TL_STORE_DONE;
}

/* The ids of a kind ("game", "tileset", "map") that could not be read (check_contents()). */
#define LEFT_OUT(kind) "(SELECT id FROM temp.left_out WHERE kind = '" kind "')"

/* The merge, in this order (games matched by id; see tl_store_import_library()). */
static const struct {
  const char *sql;
  gsize count;     /* offset of the counter in TlStoreLibraryImport, or -1 */
} merge_steps[] = {
  { "DELETE FROM saved_games WHERE id IN (SELECT id FROM other.finished_games "
    "                                    WHERE id NOT IN " LEFT_OUT ("game") ")", (gsize) -1 },
  { "INSERT INTO finished_games (id, game, tileset, expansions, map, options, title, turns, "
    "                            started, finished, app_version) "
    "SELECT id, game, tileset, expansions, map, options, title, turns, started, finished, "
    "       app_version FROM other.finished_games WHERE id NOT IN " LEFT_OUT ("game") " "
    "ON CONFLICT (id) DO UPDATE SET game = excluded.game, tileset = excluded.tileset, "
    "  expansions = excluded.expansions, map = excluded.map, options = excluded.options, "
    "  title = coalesce (excluded.title, finished_games.title), turns = excluded.turns, "
    "  started = excluded.started, finished = excluded.finished, "
    "  app_version = excluded.app_version",
    G_STRUCT_OFFSET (TlStoreLibraryImport, finished) },
  /* the rows that hang on a finished game, by this library's keys */
  { "CREATE TEMP TABLE keys AS SELECT o.key AS other, m.key AS main "
    "FROM other.finished_games o JOIN main.finished_games m ON m.id = o.id "
    "WHERE o.id NOT IN " LEFT_OUT ("game"), (gsize) -1 },
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
    "WHERE id NOT IN (SELECT id FROM main.finished_games) AND id NOT IN " LEFT_OUT ("game") " "
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
    "SELECT id, name, game, json, created, modified FROM other.user_tilesets "
    "WHERE id NOT IN " LEFT_OUT ("tileset") " "
    "ON CONFLICT (id) DO UPDATE SET name = excluded.name, game = excluded.game, "
    "  json = excluded.json, created = min (user_tilesets.created, excluded.created), "
    "  modified = excluded.modified WHERE excluded.modified > user_tilesets.modified",
    G_STRUCT_OFFSET (TlStoreLibraryImport, tilesets) },
  { "INSERT INTO user_maps (id, name, json, created, modified) "
    "SELECT id, name, json, created, modified FROM other.user_maps "
    "WHERE id NOT IN " LEFT_OUT ("map") " "
    "ON CONFLICT (id) DO UPDATE SET name = excluded.name, json = excluded.json, "
    "  created = min (user_maps.created, excluded.created), modified = excluded.modified "
    "WHERE excluded.modified > user_maps.modified",
    G_STRUCT_OFFSET (TlStoreLibraryImport, maps) },
};

/* Reading the other library is bounded: so many of SQLite's instructions per
 * page of it, counted a thousand at a time by a progress handler (a merge of
 * 150 games, 186 pages, takes 53 thousand: this is some 350 times that), so
 * that no file can keep the library busy for ever. */
#define WORK_STEP 1000
#define WORK_PER_PAGE 100
#define WORK_FOR_ANY 10000

static guint64 work_limit_for_testing;

void
_tl_store_set_import_work_limit_for_testing (guint64 instructions)
{
  work_limit_for_testing = instructions;
}

typedef struct {
  guint64 done;
  guint64 limit;
} Work;

static int
over_limit (void *data)
{
  Work *work = data;

  return ++work->done > work->limit;
}

/* When @rc says the work was called off: the error for it. */
static gboolean
too_much_work (int          rc,
               const char  *path,
               GError     **error)
{
  if ((rc & 0xff) != SQLITE_INTERRUPT)
    return FALSE;
  _tl_store_set_error (error, TL_STORE_ERROR_CORRUPT, path,
                       N_("the library is damaged (reading it takes far more work than a library "
                          "of its size needs); nothing was imported"));
  return TRUE;
}

/* The text of one value (?1: its id) of the other library; NULL when it cannot
 * be read (too large, …) — or, with @error set, when the work was called off. */
static char *
read_value (TlStoreDb   *db,
            const char  *sql,
            const char  *id,
            const char  *path,
            gsize       *length,
            GError     **error)
{
  sqlite3_stmt *stmt = _tl_store_db_prepare (db, sql, error);
  char *text = NULL;
  int rc;

  if (stmt == NULL)
    return NULL;
  _tl_store_db_bind_text (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW && sqlite3_column_type (stmt, 0) == SQLITE_TEXT)
    {
      *length = sqlite3_column_bytes (stmt, 0);
      text = g_strndup ((const char *) sqlite3_column_text (stmt, 0), *length);
    }
  sqlite3_reset (stmt);
  too_much_work (rc, path, error);
  return text;
}

/* Whether the record text of game @id of the other library loads and replays
 * to a game of that id (a finished one when @finished). */
static gboolean
game_reads (const char *text,
            gsize       length,
            const char *id,
            gboolean    finished)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStoreEntry) entry = NULL;

  if (!tl_format_check_size (length, id, NULL))
    return FALSE;
  entry = _tl_store_entry_new_from_data (text, length, id, &error);
  return entry != NULL && g_strcmp0 (entry->record->id, id) == 0 &&
         (!finished || entry->finished);
}

/* Whether a tile set's or map layout's JSON reads as one of that id. */
static gboolean
document_reads (TlStoreDocKind  kind,
                const char     *text,
                gsize           length,
                const char     *id)
{
  g_autofree char *read_id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *game = NULL;

  return tl_format_check_size (length, id, NULL) &&
         _tl_store_read_document (kind, text, &read_id, &name, &game, NULL) &&
         g_strcmp0 (read_id, id) == 0 && !_tl_store_document_is_builtin (kind, id);
}

/* What of the other library is read and checked, one kind at a time. */
static const struct {
  const char *kind;        /* in temp.left_out */
  const char *ids;
  const char *value;       /* ?1: an id */
  gint what;               /* 0: a saved game, 1: a finished game, 2: a tile set, 3: a map */
} contents[] = {
  { "game", "SELECT id FROM other.saved_games", "SELECT record FROM other.saved_games WHERE id = ?1",
    0 },
  { "game", "SELECT id FROM other.finished_games",
    "SELECT r.record FROM other.finished_records r JOIN other.finished_games g ON g.key = r.game "
    "WHERE g.id = ?1", 1 },
  { "tileset", "SELECT id FROM other.user_tilesets", "SELECT json FROM other.user_tilesets WHERE id = ?1",
    2 },
  { "map", "SELECT id FROM other.user_maps", "SELECT json FROM other.user_maps WHERE id = ?1", 3 },
};

/* Reads and replays every record, and reads every tile set and map layout, of
 * the other library: the ids of those that fail go into temp.left_out, and are
 * counted. */
static gboolean
check_contents (TlStoreDb             *db,
                const char            *path,
                TlStoreLibraryImport  *counts,
                GError               **error)
{
  g_autoptr(GError) called_off = NULL;
  sqlite3_stmt *add;
  int rc;

  rc = sqlite3_exec (db->db, "CREATE TEMP TABLE left_out (kind TEXT NOT NULL, id TEXT, "
                     "UNIQUE (kind, id))", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    return _tl_store_db_fail (db, rc, N_("import the library"), error);
  add = _tl_store_db_prepare (db, "INSERT OR IGNORE INTO temp.left_out VALUES (?1, ?2)", error);
  if (add == NULL)
    return FALSE;
  for (guint c = 0; c < G_N_ELEMENTS (contents); c++)
    {
      /* not a cached statement: read_value() prepares others meanwhile */
      sqlite3_stmt *ids = NULL;

      rc = sqlite3_prepare_v2 (db->db, contents[c].ids, -1, &ids, NULL);
      while (rc == SQLITE_OK && (rc = sqlite3_step (ids)) == SQLITE_ROW)
        {
          g_autofree char *id = _tl_store_db_dup_text (ids, 0);
          g_autofree char *text = NULL;
          gsize length = 0;
          gboolean reads;

          rc = SQLITE_OK;
          text = read_value (db, contents[c].value, id, path, &length, &called_off);
          if (called_off != NULL)
            break;
          reads = text != NULL &&
                  (contents[c].what <= 1 ? game_reads (text, length, id, contents[c].what == 1)
                   : document_reads (contents[c].what == 2 ? TL_STORE_TILESET : TL_STORE_MAP,
                                     text, length, id));
          if (reads)
            continue;
          _tl_store_db_bind_text (add, 1, contents[c].kind);
          _tl_store_db_bind_text (add, 2, id);
          if (!_tl_store_db_run (db, add, N_("import the library"), &called_off))
            break;
          if (contents[c].what <= 1)
            counts->left_out_games += sqlite3_changes (db->db);
          else if (contents[c].what == 2)
            counts->left_out_tilesets++;
          else
            counts->left_out_maps++;
        }
      sqlite3_finalize (ids);
      if (called_off != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&called_off));
          return FALSE;
        }
      if (rc != SQLITE_DONE && rc != SQLITE_OK)
        {
          if (!too_much_work (rc, path, error))
            _tl_store_db_fail (db, rc, N_("read the other library"), error);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
merge (TlStoreDb             *db,
       const char            *path,
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
          if (!too_much_work (rc, path, error))
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
  Work work = { 0 };
  gint64 pages = 0;
  int rc;

  if (!_tl_store_db_writable (db, error))
    return NULL;
  if (!_tl_store_check_name (args->path, error))
    return NULL;
  if (!g_file_test (args->path, G_FILE_TEST_EXISTS))
    {
      _tl_store_set_error (error, TL_STORE_ERROR_NOT_FOUND, args->path, N_("there is no library here"));
      return NULL;
    }
  /* another library is checked whole: it comes from elsewhere */
  source = _tl_store_source_open (args->path, TRUE, TRUE, error);
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
  if (_tl_store_schema_check (db->db, "other", _tl_store_db_latest_version (), args->path, error) &&
      _tl_store_sqlite_int (db->db, "PRAGMA other.page_count", &pages, &rc))
    {
      work.limit = work_limit_for_testing > 0 ? work_limit_for_testing
                   : (guint64) MAX (pages, 0) * WORK_PER_PAGE + WORK_FOR_ANY;
      sqlite3_progress_handler (db->db, work_limit_for_testing > 0 ? 1 : WORK_STEP, over_limit,
                                &work);
      ok = check_contents (db, args->path, counts, error) && merge (db, args->path, counts, error);
      sqlite3_progress_handler (db->db, 0, NULL, NULL);
    }
  sqlite3_exec (db->db, "DROP TABLE IF EXISTS temp.left_out", NULL, NULL, NULL);
  sqlite3_exec (db->db, "DETACH DATABASE other", NULL, NULL, NULL);
  return ok ? g_steal_pointer (&counts) : NULL;
}
