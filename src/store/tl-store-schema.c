/* tl-store-schema.c — checking a database file, opening it, and the schema steps
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The schema is a list of steps; step N brings `PRAGMA user_version` from N-1 to
 * N. A step is never edited once released: a change is a new step (docs/store.md).
 */
#include "tl-store-private.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

/* `PRAGMA application_id` of a Tilelands library: "TlLd". */
#define TL_STORE_APPLICATION_ID 0x546c4c64

#define BUSY_TIMEOUT_MS 5000

static const char schema_v1[] =
  "PRAGMA application_id = 1416383588;"
  /* Games in progress: the record and what the Saved Games list shows. */
  "CREATE TABLE saved_games ("
  "  id TEXT PRIMARY KEY NOT NULL,"      /* the record's UUID */
  "  game TEXT NOT NULL,"                /* carcassonne | discovery */
  "  tileset TEXT NOT NULL,"             /* the tile set's id */
  "  expansions TEXT NOT NULL,"          /* names joined by ',', '' for none */
  "  map TEXT,"                          /* the map's id, NULL without */
  "  options TEXT NOT NULL,"             /* the record's options (JSON object) */
  "  title TEXT,"                        /* the user's name for it, NULL = none */
  "  turns INTEGER NOT NULL,"            /* turns played */
  "  tiles_left INTEGER NOT NULL,"
  "  started INTEGER NOT NULL,"          /* µs since 1970 UTC */
  "  last_played INTEGER NOT NULL,"      /* µs since 1970 UTC */
  "  app_version TEXT NOT NULL,"
  "  players TEXT NOT NULL,"             /* JSON [{name,color,kind,level,score,points}] */
  /* the large values last: a list reads the columns before them only */
  "  thumbnail BLOB,"                    /* PNG from the app, NULL = none */
  "  record TEXT NOT NULL"               /* the game record (JSON, DESIGN.md §4) */
  ") STRICT;"
  "CREATE INDEX saved_games_by_last_played ON saved_games (last_played DESC);"
  /* The history: one row per finished game (its record apart, so that the
   * rows stay small: lists and statistics read many of them) ... */
  "CREATE TABLE finished_games ("
  "  key INTEGER PRIMARY KEY,"           /* the seats' reference */
  "  id TEXT NOT NULL UNIQUE,"           /* the record's UUID */
  "  game TEXT NOT NULL,"
  "  tileset TEXT NOT NULL,"
  "  expansions TEXT NOT NULL,"
  "  map TEXT,"
  "  options TEXT NOT NULL,"
  "  title TEXT,"
  "  turns INTEGER NOT NULL,"
  "  started INTEGER NOT NULL,"
  "  finished INTEGER NOT NULL,"
  "  app_version TEXT NOT NULL"
  ") STRICT;"
  "CREATE INDEX finished_games_by_finished ON finished_games (finished DESC);"
  "CREATE INDEX finished_games_by_game ON finished_games (game, finished DESC);"
  "CREATE TABLE finished_records ("
  "  game INTEGER PRIMARY KEY REFERENCES finished_games (key) ON DELETE CASCADE,"
  "  record TEXT NOT NULL"               /* the game record (JSON, DESIGN.md §4) */
  ") STRICT;"
  /* ... and one per seat, with its result and its score's breakdown by kind
   * (the columns of TL_STORE_POINT_COLUMNS; "other" for a kind without its own) */
  "CREATE TABLE seats ("
  "  game INTEGER NOT NULL REFERENCES finished_games (key) ON DELETE CASCADE,"
  "  seat INTEGER NOT NULL,"             /* 0-based, in turn order */
  "  game_kind TEXT NOT NULL,"           /* the game's finished_games.game (never changes) */
  "  name TEXT NOT NULL,"                /* as typed */
  "  name_key TEXT NOT NULL,"            /* trimmed, NFKC, case-folded */
  "  color TEXT NOT NULL,"
  "  kind TEXT NOT NULL CHECK (kind IN ('human', 'ai')),"
  "  level INTEGER,"                     /* the computer's level, NULL for a person */
  "  score INTEGER NOT NULL,"            /* final score */
  "  place INTEGER NOT NULL,"            /* 1 = won; ties share a place */
  "  opponents INTEGER NOT NULL,"        /* bit L set: a computer opponent of level L */
  "  points_field INTEGER NOT NULL,"
  "  points_road INTEGER NOT NULL,"
  "  points_city INTEGER NOT NULL,"
  "  points_monastery INTEGER NOT NULL,"
  "  points_mountain INTEGER NOT NULL,"
  "  points_grassland INTEGER NOT NULL,"
  "  points_sea INTEGER NOT NULL,"
  "  points_gifts INTEGER NOT NULL,"     /* unopened gifts at the end */
  "  points_chip INTEGER NOT NULL,"      /* Map-Chips chips */
  "  points_reveal INTEGER NOT NULL,"    /* face-down tiles revealed: +2 / -2 */
  "  points_other INTEGER NOT NULL,"
  "  PRIMARY KEY (game, seat)"
  ") STRICT, WITHOUT ROWID;"
  /* a player's seats, newest game last (spelling, filters) */
  "CREATE INDEX seats_by_name ON seats (name_key);"
  /* everything the statistics read, in the order they group it: one pass */
  "CREATE INDEX seats_for_statistics ON seats (name_key, game_kind, opponents, place, score, "
  TL_STORE_POINT_COLUMNS ");"
  /* The user's tile sets and map layouts (DESIGN.md §3), as their JSON. */
  "CREATE TABLE user_tilesets ("
  "  id TEXT PRIMARY KEY NOT NULL,"
  "  name TEXT NOT NULL,"
  "  game TEXT NOT NULL,"
  "  json TEXT NOT NULL,"
  "  created INTEGER NOT NULL,"
  "  modified INTEGER NOT NULL"
  ") STRICT;"
  "CREATE TABLE user_maps ("
  "  id TEXT PRIMARY KEY NOT NULL,"
  "  name TEXT NOT NULL,"
  "  json TEXT NOT NULL,"
  "  created INTEGER NOT NULL,"
  "  modified INTEGER NOT NULL"
  ") STRICT;";

const char * const _tl_store_point_kinds[TL_STORE_N_POINT_KINDS] = {
  "field", "road", "city", "monastery", "mountain", "grassland", "sea", "gifts", "chip", "reveal",
  "other",
};

static const char * const schema_steps[] = {
  schema_v1,
};

G_STATIC_ASSERT (G_N_ELEMENTS (schema_steps) == TL_STORE_SCHEMA_VERSION);

static const char * const *extra_steps;

void
_tl_store_set_extra_steps_for_testing (const char * const *steps)
{
  extra_steps = steps;
}

gint
_tl_store_db_latest_version (void)
{
  return TL_STORE_SCHEMA_VERSION +
         (extra_steps != NULL ? (gint) g_strv_length ((char **) extra_steps) : 0);
}

static const char *
step_sql (gint version)
{
  if (version <= TL_STORE_SCHEMA_VERSION)
    return schema_steps[version - 1];
  return extra_steps[version - TL_STORE_SCHEMA_VERSION - 1];
}

/* Whether the file starts as an SQLite database does (an empty file is an empty
 * database to SQLite, and to us). */
static gboolean
has_sqlite_header (const char  *path,
                   GError     **error)
{
  static const char magic[16] = "SQLite format 3";
  char header[16];
  size_t n;
  FILE *file = g_fopen (path, "rb");

  if (file == NULL)
    {
      int saved = errno;
      /* Translators: "%s" says why, in the system's words */
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path, N_("cannot open the library: %s"),
                          g_strerror (saved));
      return FALSE;
    }
  n = fread (header, 1, sizeof header, file);
  fclose (file);
  if (n == 0 || (n == sizeof header && memcmp (header, magic, sizeof header) == 0))
    return TRUE;
  _tl_store_set_error (error, TL_STORE_ERROR_NOT_LIBRARY, path,
                      N_("not a Tilelands library (not an SQLite database); it was left as it is"));
  return FALSE;
}

static gboolean
query_int (sqlite3     *db,
           const char  *sql,
           gint64      *out,
           int         *rc_out)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);

  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        {
          *out = sqlite3_column_int64 (stmt, 0);
          rc = SQLITE_OK;
        }
    }
  sqlite3_finalize (stmt);
  *rc_out = rc;
  return rc == SQLITE_OK;
}

/* PRAGMA quick_check on a read-only connection. */
static gboolean
quick_check (sqlite3     *db,
             const char  *path,
             GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  g_autofree char *first = NULL;
  int rc = sqlite3_prepare_v2 (db, "PRAGMA quick_check", -1, &stmt, NULL);

  if (rc == SQLITE_OK && (rc = sqlite3_step (stmt)) == SQLITE_ROW)
    first = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);

  if ((rc & 0xff) == SQLITE_NOTADB)
    {
      _tl_store_set_error (error, TL_STORE_ERROR_NOT_LIBRARY, path,
                          N_("not a Tilelands library (not an SQLite database); it was left as it is"));
      return FALSE;
    }
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    {
      if ((rc & 0xff) == SQLITE_CORRUPT)
        _tl_store_set_error (error, TL_STORE_ERROR_CORRUPT, path,
                            /* Translators: "%s" is what the database said, in English */
                            N_("the library is damaged (its database says “%s”); it was left "
                               "as it is"),
                            sqlite3_errmsg (db));
      else
        _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path, /* Translators: "%s" is what the database said, in English */
                          N_("cannot read the library (its database says “%s”); it was left as "
                             "it is: close Tilelands and open it again"),
                            sqlite3_errmsg (db));
      return FALSE;
    }
  if (g_strcmp0 (first, "ok") != 0)
    {
      g_auto(GStrv) lines = g_strsplit (first != NULL ? first : "no answer", "\n", -1);
      guint i = 0;

      /* the first problem it names, on one line */
      while (lines[i] != NULL && lines[i + 1] != NULL && g_str_has_prefix (lines[i], "***"))
        i++;
      _tl_store_set_error (error, TL_STORE_ERROR_CORRUPT, path,
                          /* Translators: "%s" is what the check found, in English */
                          N_("the library is damaged (its check found “%s”); it was left as it is"),
                          lines[i] != NULL ? lines[i] : "no answer");
      return FALSE;
    }
  return TRUE;
}

/* The checks on a read-only connection: nothing is written, not even a WAL
 * checkpoint (a read-only connection never checkpoints). */
static gboolean
check_connection (sqlite3     *db,
                  const char  *path,
                  gint        *version,
                  GError     **error)
{
  gint64 app_id = 0, user_version = 0, n_objects = 0;
  int rc;

  if (!quick_check (db, path, error))
    return FALSE;
  if (!query_int (db, "PRAGMA application_id", &app_id, &rc) ||
      !query_int (db, "PRAGMA user_version", &user_version, &rc) ||
      !query_int (db, "SELECT count(*) FROM sqlite_schema", &n_objects, &rc))
    {
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path, /* Translators: "%s" is what the database said, in English */
                          N_("cannot read the library (its database says “%s”); it was left as "
                             "it is: close Tilelands and open it again"),
                          sqlite3_errmsg (db));
      return FALSE;
    }
  if (app_id != TL_STORE_APPLICATION_ID && (app_id != 0 || n_objects > 0))
    {
      _tl_store_set_error (error, TL_STORE_ERROR_NOT_LIBRARY, path,
                          N_("not a Tilelands library (an SQLite database of another program); "
                          "it was left as it is"));
      return FALSE;
    }
  if (user_version > _tl_store_db_latest_version ())
    {
      _tl_store_set_error (error, TL_STORE_ERROR_TOO_NEW, path,
                          /* Translators: "%d" are the versions of the library's layout */
                          N_("the library was written by a newer version of Tilelands (schema "
                             "version %d, this version reads up to %d); it was left as it is"),
                          (int) MIN (user_version, G_MAXINT), _tl_store_db_latest_version ());
      return FALSE;
    }
  *version = (gint) user_version;
  return TRUE;
}

gboolean
_tl_store_db_check (const char  *path,
                   gint        *version,
                   GError     **error)
{
  sqlite3 *db = NULL;
  gboolean ok;
  int rc;

  if (!has_sqlite_header (path, error))
    return FALSE;
  rc = sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL);
  if (rc != SQLITE_OK)
    {
      /* Translators: "%s" is what the database said, in English */
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path,
                          N_("cannot open the library (its database says “%s”); it was left as "
                             "it is: close Tilelands and open it again"),
                          db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc));
      sqlite3_close (db);
      return FALSE;
    }
  sqlite3_busy_timeout (db, BUSY_TIMEOUT_MS);
  ok = check_connection (db, path, version, error);
  sqlite3_close (db);
  return ok;
}

/* VACUUM INTO <path>.v<version>.backup: a consistent copy of the library as it
 * was at schema @version, the WAL's pages included. */
static gboolean
backup (TlStoreDb  *db,
        gint        version,
        GError    **error)
{
  g_autofree char *copy = g_strdup_printf ("%s.v%d.backup", db->path, version);
  sqlite3_stmt *stmt;

  if (g_remove (copy) != 0 && errno != ENOENT)
    {
      int saved = errno;
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, db->path,
                          N_("cannot replace the old copy %s before upgrading: %s"), copy,
                          g_strerror (saved));
      return FALSE;
    }
  stmt = _tl_store_db_prepare (db, "VACUUM INTO ?1", error);
  if (stmt == NULL)
    return FALSE;
  _tl_store_db_bind_text (stmt, 1, copy);
  return _tl_store_db_run (db, stmt, N_("copy the library before upgrading it"), error);
}

static gboolean
apply_step (TlStoreDb  *db,
            gint        version,
            GError    **error)
{
  g_autofree char *set_version = g_strdup_printf ("PRAGMA user_version = %d", version);
  /* Translators: "%d" is the version of the library's layout */
  g_autofree char *doing = g_strdup_printf (_("upgrade the library to schema version %d"), version);
  gint64 current = 0;
  int rc;

  rc = sqlite3_exec (db->db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    return _tl_store_db_fail (db, rc, doing, error);
  /* another process may have applied it meanwhile */
  if (!query_int (db->db, "PRAGMA user_version", &current, &rc))
    goto failed;
  if (current < version)
    {
      if ((rc = sqlite3_exec (db->db, step_sql (version), NULL, NULL, NULL)) != SQLITE_OK ||
          (rc = sqlite3_exec (db->db, set_version, NULL, NULL, NULL)) != SQLITE_OK)
        goto failed;
    }
  if ((rc = sqlite3_exec (db->db, "COMMIT", NULL, NULL, NULL)) != SQLITE_OK)
    goto failed;
  return TRUE;

failed:
  _tl_store_db_fail (db, rc, doing, error);
  _tl_store_db_rollback (db);
  return FALSE;
}

gboolean
_tl_store_db_upgrade (TlStoreDb  *db,
                     gint        version,
                     gboolean    take_copy,
                     GError    **error)
{
  if (version >= _tl_store_db_latest_version ())
    return TRUE;
  if (take_copy && !backup (db, version, error))
    return FALSE;
  for (gint v = version + 1; v <= _tl_store_db_latest_version (); v++)
    if (!apply_step (db, v, error))
      return FALSE;
  return TRUE;
}

static void
statement_free (gpointer stmt)
{
  sqlite3_finalize (stmt);
}

void
_tl_store_db_close (TlStoreDb *db)
{
  if (db == NULL)
    return;
  g_hash_table_unref (db->statements);
  sqlite3_close (db->db);
  g_free (db->path);
  g_free (db);
}

static gboolean
set_pragmas (TlStoreDb  *db,
             GError    **error)
{
  sqlite3_extended_result_codes (db->db, 1);
  sqlite3_busy_timeout (db->db, BUSY_TIMEOUT_MS);
  if (!db->read_only &&
      !_tl_store_db_exec (db, "PRAGMA journal_mode = WAL", error))
    return FALSE;
  /* a 16 MB page cache: the statistics of a large history read every seat */
  return _tl_store_db_exec (db, "PRAGMA foreign_keys = ON", error) &&
         _tl_store_db_exec (db, "PRAGMA synchronous = NORMAL", error) &&
         _tl_store_db_exec (db, "PRAGMA cache_size = -16384", error) &&
         _tl_store_db_exec (db, "PRAGMA temp_store = MEMORY", error);
}

TlStoreDb *
_tl_store_db_open (const char        *path,
                  TlStoreOpenFlags   flags,
                  GError           **error)
{
  gboolean read_only = (flags & TL_STORE_OPEN_READ_ONLY) != 0;
  gboolean exists = g_file_test (path, G_FILE_TEST_EXISTS);
  TlStoreDb *db;
  gint version = 0;
  int rc;

  if (!exists && read_only)
    {
      _tl_store_set_error (error, TL_STORE_ERROR_NOT_FOUND, path, N_("there is no library here"));
      return NULL;
    }
  if (exists && !_tl_store_db_check (path, &version, error))
    return NULL;
  if (!exists)
    {
      g_autofree char *dir = g_path_get_dirname (path);

      if (g_mkdir_with_parents (dir, 0700) != 0)
        {
          int saved = errno;
          _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path,
                              N_("cannot create the library's folder: %s"), g_strerror (saved));
          return NULL;
        }
    }

  db = g_new0 (TlStoreDb, 1);
  db->path = g_strdup (path);
  db->statements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, statement_free);
  rc = sqlite3_open_v2 (path, &db->db,
                        (read_only ? SQLITE_OPEN_READONLY
                                   : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) |
                        SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI, NULL);
  if (rc != SQLITE_OK)
    {
      _tl_store_db_fail (db, rc, N_("open the library"), error);
      _tl_store_db_close (db);
      return NULL;
    }
  db->read_only = read_only || sqlite3_db_readonly (db->db, "main") == 1;
  if (!set_pragmas (db, error))
    {
      _tl_store_db_close (db);
      return NULL;
    }

  if (version < _tl_store_db_latest_version ())
    {
      if (read_only)
        {
          _tl_store_set_error (error, TL_STORE_ERROR_NEEDS_UPGRADE, path,
                              N_("the library must first be upgraded (schema version %d to %d); "
                              "open it once for writing"), version, _tl_store_db_latest_version ());
          _tl_store_db_close (db);
          return NULL;
        }
      if (db->read_only)
        {
          _tl_store_set_error (error, TL_STORE_ERROR_READ_ONLY, path,
                              N_("cannot upgrade the library (schema version %d to %d): it is "
                              "read-only (nothing was written)"), version, _tl_store_db_latest_version ());
          _tl_store_db_close (db);
          return NULL;
        }
      if (!_tl_store_db_upgrade (db, version, exists && version > 0, error))
        {
          _tl_store_db_close (db);
          return NULL;
        }
    }
  return db;
}
