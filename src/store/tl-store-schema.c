/* tl-store-schema.c — the schema steps, checking a library's tables, opening it
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The schema is a list of steps; step N brings `PRAGMA user_version` from N-1 to
 * N. A step is never edited once released: a change is a new step (docs/store.md).
 */
#include "tl-format-file.h"
#include "tl-store-private.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

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
  "  record TEXT NOT NULL"               /* the game record (JSON, docs/design.md §4) */
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
  "  record TEXT NOT NULL"               /* the game record (JSON, docs/design.md §4) */
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
  /* The user's tile sets and map layouts (docs/design.md §3), as their JSON. */
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

/* Values longer than this are refused when read or written (SQLITE_TOOBIG): a
 * record, tile set or map layout is at most TL_FORMAT_MAX_FILE_SIZE. */
#define TL_STORE_MAX_VALUE (4 * TL_FORMAT_MAX_FILE_SIZE)

void
_tl_store_db_harden (sqlite3 *db)
{
  /* a view, trigger or index of a crafted file calls no function with side
   * effects, and nothing may rewrite the schema */
  sqlite3_db_config (db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *) NULL);
  sqlite3_db_config (db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *) NULL);
  sqlite3_limit (db, SQLITE_LIMIT_LENGTH, TL_STORE_MAX_VALUE);
}

/* The shape of each table and trigger of database @schema of @db, by name:
 * "table 15 0 1|id:TEXT:1:1:0,…" (type, columns, WITHOUT ROWID, STRICT; each
 * column's name, type, NOT NULL, place in the key, hidden), "trigger". */
static GHashTable *
describe_schema (sqlite3     *db,
                 const char  *schema,
                 int         *rc_out)
{
  g_autoptr(GHashTable) shapes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  sqlite3_stmt *tables = NULL, *columns = NULL, *triggers = NULL;
  char *sql = sqlite3_mprintf ("SELECT name FROM \"%w\".sqlite_schema WHERE type = 'trigger'",
                               schema);
  int rc;

  rc = sqlite3_prepare_v2 (db, "SELECT name, type, ncol, wr, strict FROM pragma_table_list "
                           "WHERE schema = ?1 AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
                           -1, &tables, NULL);
  if (rc == SQLITE_OK)
    rc = sqlite3_prepare_v2 (db, "SELECT name, type, \"notnull\", pk, hidden "
                             "FROM pragma_table_xinfo (?1, ?2) ORDER BY cid", -1, &columns, NULL);
  if (rc == SQLITE_OK)
    rc = sqlite3_prepare_v2 (db, sql, -1, &triggers, NULL);
  sqlite3_free (sql);
  if (rc == SQLITE_OK)
    sqlite3_bind_text (tables, 1, schema, -1, SQLITE_STATIC);
  while (rc == SQLITE_OK && (rc = sqlite3_step (tables)) == SQLITE_ROW)
    {
      const char *name = (const char *) sqlite3_column_text (tables, 0);
      GString *shape = g_string_new (NULL);

      g_string_printf (shape, "%s %d %d %d|", sqlite3_column_text (tables, 1),
                       sqlite3_column_int (tables, 2), sqlite3_column_int (tables, 3),
                       sqlite3_column_int (tables, 4));
      sqlite3_reset (columns);
      sqlite3_bind_text (columns, 1, name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (columns, 2, schema, -1, SQLITE_STATIC);
      while ((rc = sqlite3_step (columns)) == SQLITE_ROW)
        g_string_append_printf (shape, "%s:%s:%d:%d:%d,", sqlite3_column_text (columns, 0),
                                sqlite3_column_text (columns, 1), sqlite3_column_int (columns, 2),
                                sqlite3_column_int (columns, 3), sqlite3_column_int (columns, 4));
      g_hash_table_insert (shapes, g_strdup (name), g_string_free (shape, FALSE));
      if (rc == SQLITE_DONE)
        rc = SQLITE_OK;
    }
  if (rc == SQLITE_DONE)
    rc = SQLITE_OK;
  while (rc == SQLITE_OK && (rc = sqlite3_step (triggers)) == SQLITE_ROW)
    {
      g_hash_table_insert (shapes, g_strdup ((const char *) sqlite3_column_text (triggers, 0)),
                           g_strdup ("trigger"));
      rc = SQLITE_OK;
    }
  if (rc == SQLITE_DONE)
    rc = SQLITE_OK;
  sqlite3_finalize (tables);
  sqlite3_finalize (columns);
  sqlite3_finalize (triggers);
  *rc_out = rc;
  return rc == SQLITE_OK ? g_steal_pointer (&shapes) : NULL;
}

/* What schema @version is: its steps applied to an empty database in memory. */
static GHashTable *
reference_schema (gint         version,
                  char       **reason)
{
  sqlite3 *db = NULL;
  GHashTable *shapes = NULL;
  int rc = sqlite3_open_v2 (":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);

  for (gint v = 1; rc == SQLITE_OK && v <= version; v++)
    rc = sqlite3_exec (db, step_sql (v), NULL, NULL, NULL);
  if (rc == SQLITE_OK)
    shapes = describe_schema (db, "main", &rc);
  if (shapes == NULL)
    *reason = g_strdup (db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc));
  sqlite3_close (db);
  return shapes;
}

/* The names of @shapes, sorted: problems are named in the same order each time. */
static GList *
sorted_names (GHashTable *shapes)
{
  return g_list_sort (g_hash_table_get_keys (shapes), (GCompareFunc) strcmp);
}

/* The type in a shape ("table", "view", "virtual", "shadow", "trigger"). */
static char *
shape_type (const char *shape)
{
  return g_strndup (shape, strcspn (shape, " "));
}

/* A type in words, with its article: "a view". */
static const char *
type_words (const char *type)
{
  if (strcmp (type, "table") == 0)
    return _("a table");
  if (strcmp (type, "view") == 0)
    return _("a view");
  if (strcmp (type, "trigger") == 0)
    return _("a trigger");
  if (strcmp (type, "virtual") == 0)
    return _("a virtual table");
  if (strcmp (type, "shadow") == 0)
    return _("a shadow table");
  return type;
}

/* The first difference between @found and @reference, in words, or NULL. */
static char *
first_difference (GHashTable *found,
                  GHashTable *reference,
                  gint        version)
{
  g_autoptr(GList) wanted = sorted_names (reference);
  g_autoptr(GList) have = sorted_names (found);

  for (GList *l = wanted; l != NULL; l = l->next)
    {
      const char *name = l->data;
      const char *shape = g_hash_table_lookup (found, name);
      g_autofree char *type = NULL;

      if (shape == NULL)
        /* Translators: "%s" is the name of a table, "%d" the version of the library's layout */
        return g_strdup_printf (_("it has no table “%s”, which schema version %d has"), name, version);
      if (strcmp (shape, g_hash_table_lookup (reference, name)) == 0)
        continue;
      type = shape_type (shape);
      if (strcmp (type, "table") != 0)
        /* Translators: "%1$s" is a name, "%2$s" a kind of database object with its
         * article ("a view"), "%3$d" the version of the library's layout */
        return g_strdup_printf (_("its “%1$s” is %2$s where schema version %3$d has a table"),
                                name, type_words (type), version);
      /* Translators: "%s" is the name of a table, "%d" the version of the library's layout */
      return g_strdup_printf (_("its table “%s” has other columns than schema version %d gives it"),
                              name, version);
    }
  for (GList *l = have; l != NULL; l = l->next)
    {
      const char *name = l->data;
      g_autofree char *type = NULL;

      if (g_hash_table_contains (reference, name))
        continue;
      type = shape_type (g_hash_table_lookup (found, name));
      /* Translators: "%1$s" is a name, "%2$s" a kind of database object with its
       * article ("a view"), "%3$d" the version of the library's layout */
      return g_strdup_printf (_("it has %2$s “%1$s”, which schema version %3$d does not have"),
                              name, type_words (type), version);
    }
  return NULL;
}

gboolean
_tl_store_schema_check (sqlite3     *db,
                        const char  *schema,
                        gint         version,
                        const char  *path,
                        GError     **error)
{
  g_autoptr(GHashTable) reference = NULL;
  g_autoptr(GHashTable) found = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *difference = NULL;
  int rc;

  reference = reference_schema (version, &reason);
  if (reference == NULL)
    {
      /* Translators: "%s" is what the database said, in English */
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path,
                           N_("cannot check the library’s tables (its database says “%s”)"), reason);
      return FALSE;
    }
  found = describe_schema (db, schema, &rc);
  if (found == NULL)
    {
      /* Translators: "%s" is what the database said, in English */
      _tl_store_set_error (error, TL_STORE_ERROR_CORRUPT, path,
                           N_("the library is damaged (its database says “%s”); it was left as "
                              "it is"), sqlite3_errmsg (db));
      return FALSE;
    }
  difference = first_difference (found, reference, version);
  if (difference == NULL)
    return TRUE;
  /* Translators: "%s" says what is wrong with the library's tables */
  _tl_store_set_error (error, TL_STORE_ERROR_CORRUPT, path,
                       N_("the library is damaged (%s); it was left as it is"), difference);
  return FALSE;
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
  if (!_tl_store_sqlite_int (db->db, "PRAGMA user_version", &current, &rc))
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
  int rc;

  if (db == NULL)
    return;
  g_hash_table_unref (db->statements);
  rc = sqlite3_close (db->db);
  /* closed cleanly, with nothing found damaged: the next open may skip the
   * check of the whole file */
  if (rc == SQLITE_OK && db->mark != NULL && !db->damaged)
    _tl_store_closed_mark (db->mark);
  /* after the connection: a private copy goes with its source */
  g_clear_pointer (&db->source, _tl_store_source_free);
  g_free (db->mark);
  g_free (db->path);
  g_free (db);
}

static gboolean
set_pragmas (TlStoreDb  *db,
             GError    **error)
{
  sqlite3_extended_result_codes (db->db, 1);
  sqlite3_busy_timeout (db->db, BUSY_TIMEOUT_MS);
  _tl_store_db_harden (db->db);
  if (!db->read_only &&
      !_tl_store_db_exec (db, "PRAGMA journal_mode = WAL", error))
    return FALSE;
  /* a 16 MB page cache: the statistics of a large history read every seat */
  return _tl_store_db_exec (db, "PRAGMA foreign_keys = ON", error) &&
         _tl_store_db_exec (db, "PRAGMA synchronous = NORMAL", error) &&
         _tl_store_db_exec (db, "PRAGMA cache_size = -16384", error) &&
         _tl_store_db_exec (db, "PRAGMA temp_store = MEMORY", error);
}

/* A connection to @name (an absolute path or a URI of ours) named @path in messages. */
static TlStoreDb *
connect (const char  *path,
         const char  *name,
         int          flags,
         GError     **error)
{
  TlStoreDb *db = g_new0 (TlStoreDb, 1);
  int rc;

  db->path = g_strdup (path);
  db->statements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, statement_free);
  rc = sqlite3_open_v2 (name, &db->db, flags | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI, NULL);
  if (rc != SQLITE_OK)
    {
      _tl_store_db_fail (db, rc, N_("open the library"), error);
      _tl_store_db_close (db);
      return NULL;
    }
  return db;
}

/* A new library at @path (its folders made). */
static TlStoreDb *
create_library (const char  *path,
                GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *absolute = g_canonicalize_filename (path, NULL);
  g_autofree char *message = NULL;
  TlStoreReadOnly why;
  TlStoreDb *db;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      _tl_store_set_error (error, TL_STORE_ERROR_FAILED, path,
                          N_("cannot create the library's folder: %s"), g_strerror (saved));
      return NULL;
    }
  why = _tl_store_folder_state (path);
  if (why != TL_STORE_WRITABLE)
    {
      message = _tl_store_read_only_message (path, why);
      g_set_error_literal (error, TL_STORE_ERROR, TL_STORE_ERROR_READ_ONLY, message);
      return NULL;
    }
  db = connect (path, absolute, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, error);
  if (db == NULL)
    return NULL;
  /* no mark may be left of a file that was here before */
  _tl_store_closed_forget (path);
  db->mark = g_strdup (path);
  if (!set_pragmas (db, error) || !_tl_store_db_upgrade (db, 0, FALSE, error))
    {
      _tl_store_db_close (db);
      return NULL;
    }
  return db;
}

TlStoreDb *
_tl_store_db_open (const char        *path,
                  TlStoreOpenFlags   flags,
                  GError           **error)
{
  gboolean asked = (flags & TL_STORE_OPEN_READ_ONLY) != 0;
  g_autoptr(TlStoreSource) source = NULL;
  gboolean private_copy;
  TlStoreDb *db;
  gint version;

  if (!_tl_store_check_name (path, error))
    return NULL;
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      if (!asked)
        return create_library (path, error);
      _tl_store_set_error (error, TL_STORE_ERROR_NOT_FOUND, path, N_("there is no library here"));
      return NULL;
    }
  /* the whole file is checked unless the last connection closed it cleanly
   * and nothing changed it since (tl-store-closed.c) */
  source = _tl_store_source_open (path, asked, !_tl_store_closed_cleanly (path), error);
  if (source == NULL)
    return NULL;
  version = source->version;
  /* reading never upgrades the file: an older library that is only read is
   * read from an upgraded copy */
  if (source->read_only != TL_STORE_WRITABLE && version < _tl_store_db_latest_version () &&
      !_tl_store_source_make_copy (source, error))
    return NULL;
  private_copy = source->copy_dir != NULL;
  db = connect (path, source->name,
                private_copy || source->read_only == TL_STORE_WRITABLE ? SQLITE_OPEN_READWRITE
                                                                       : SQLITE_OPEN_READONLY,
                error);
  if (db == NULL)
    return NULL;
  db->read_only_why = source->read_only;
  if (db->read_only_why == TL_STORE_WRITABLE && sqlite3_db_readonly (db->db, "main") == 1)
    db->read_only_why = TL_STORE_RO_FILE;
  db->read_only = db->read_only_why != TL_STORE_WRITABLE;
  db->source = g_steal_pointer (&source);
  if (!db->read_only && !private_copy)
    {
      /* before the first write: a process killed from now on leaves no mark */
      _tl_store_closed_forget (path);
      db->mark = g_strdup (path);
    }
  if (!set_pragmas (db, error))
    goto failed;

  if (version < _tl_store_db_latest_version ())
    {
      if (db->read_only && !private_copy)
        {
          _tl_store_set_error (error, TL_STORE_ERROR_READ_ONLY, path,
                              N_("cannot upgrade the library (schema version %d to %d): it is "
                              "read-only (nothing was written)"), version, _tl_store_db_latest_version ());
          goto failed;
        }
      if (!_tl_store_db_upgrade (db, version, !private_copy && version > 0, error))
        goto failed;
    }
  return db;

failed:
  _tl_store_db_close (db);
  return NULL;
}
