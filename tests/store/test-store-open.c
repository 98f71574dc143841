/* test-store-open.c — opening a library on real temporary files: a new file, an
 * empty file, the schema steps with their copy, the three refusals (the file
 * left byte for byte), a read-only library and a full disk (nothing half written);
 * a library exported to a file in a folder that takes no new file is written whole
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/mount.h>
#include <string.h>
#include <unistd.h>

#include "store-test-util.h"
#include "tl-store-private.h"

typedef struct {
  char *dir;
  char *path;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = st_make_dir ();
  f->path = g_build_filename (f->dir, "tilelands.db", NULL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  _tl_store_set_extra_steps_for_testing (NULL);
  st_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static const char * const two_seats[] = { "Ana", "*Computer", NULL };

/* A library at @path holding one finished and one saved game. */
static void
make_library (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) store = tl_store_open (path, TL_STORE_OPEN_DEFAULT, &error);
  TlGameState *done = st_play_game ("carcassonne", 11, two_seats, G_MAXUINT);
  TlGameState *going = st_play_game ("carcassonne", 12, two_seats, 5);

  g_assert_no_error (error);
  g_assert_true (tl_store_save_game (store, done, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (tl_store_save_game (store, going, NULL, &error));
  g_assert_no_error (error);
  tl_game_state_free (done);
  tl_game_state_free (going);
  tl_store_close (store);
}

static void
test_new_file (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *nested = g_build_filename (f->dir, "a", "b", "tilelands.db", NULL);
  g_autoptr(TlStore) store = tl_store_open (nested, TL_STORE_OPEN_DEFAULT, &error);
  g_autofree char *mode = NULL;
  g_autofree char *backup = g_strconcat (nested, ".v0.backup", NULL);

  g_assert_no_error (error);
  g_assert_false (tl_store_is_read_only (store));
  g_assert_cmpstr (tl_store_get_path (store), ==, nested);
  tl_store_close (store);

  g_assert_cmpint (st_query_int (nested, "PRAGMA user_version"), ==, TL_STORE_SCHEMA_VERSION);
  g_assert_cmpint (st_query_int (nested, "PRAGMA application_id"), ==, 0x546c4c64);
  mode = st_query_text (nested, "PRAGMA journal_mode");
  g_assert_cmpstr (mode, ==, "wal");
  g_assert_cmpint (st_query_int (nested, "SELECT count(*) FROM sqlite_schema WHERE type = 'table' "
                                 "AND name IN ('saved_games', 'finished_games', 'finished_records', "
                                 "'seats', 'user_tilesets', 'user_maps')"), ==, 6);
  /* nothing to keep from an empty library */
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
}

static void
test_empty_file (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autoptr(GPtrArray) saved = NULL;

  g_assert_true (g_file_set_contents (f->path, "", 0, NULL));
  store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  saved = tl_store_list_saved_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->len, ==, 0);
  tl_store_close (store);
  g_assert_cmpint (st_query_int (f->path, "PRAGMA user_version"), ==, 1);
}

/* A later schema step: applied in order after a copy, each in its own transaction. */
static void
test_upgrade (Fixture *f, gconstpointer data)
{
  static const char * const steps[] = {
    "CREATE TABLE extra_two (x INTEGER);",
    "CREATE TABLE extra_three (x INTEGER); THIS IS NOT SQL;",
    NULL
  };
  static const char * const good[] = { "CREATE TABLE extra_two (x INTEGER);", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autoptr(GPtrArray) history = NULL;
  g_autofree char *backup = g_strconcat (f->path, ".v1.backup", NULL);
  g_autofree char *backup2 = g_strconcat (f->path, ".v2.backup", NULL);

  make_library (f->path);

  /* step 2 is applied (after a copy of version 1); step 3 fails and is rolled back */
  _tl_store_set_extra_steps_for_testing (steps);
  store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_null (store);
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_FAILED);
  g_assert_true (g_str_has_prefix (error->message, f->path));
  g_assert_nonnull (strstr (error->message, ": cannot upgrade the library to schema version 3: "));
  g_clear_error (&error);
  g_assert_cmpint (st_query_int (f->path, "PRAGMA user_version"), ==, 2);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM sqlite_schema WHERE name = 'extra_two'"), ==, 1);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM sqlite_schema WHERE name = 'extra_three'"), ==, 0);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM finished_games"), ==, 1);
  /* the copy is the library as it was, readable */
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
  g_assert_cmpint (st_query_int (backup, "PRAGMA user_version"), ==, 1);
  g_assert_cmpint (st_query_int (backup, "SELECT count(*) FROM finished_games"), ==, 1);
  g_assert_cmpint (st_query_int (backup, "SELECT count(*) FROM saved_games"), ==, 1);

  /* with the broken step gone, the library opens at version 2 and keeps its games */
  _tl_store_set_extra_steps_for_testing (good);
  store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  history = tl_store_list_history (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, 1);
  g_clear_object (&store);
  g_assert_false (g_file_test (backup2, G_FILE_TEST_EXISTS));   /* nothing to upgrade */

  /* a read-only open of an older library reads an upgraded copy: the file stays
   * at version 2, without the new table, and no copy of it is taken */
  {
    static const char * const three[] = { "CREATE TABLE extra_two (x INTEGER);",
                                          "CREATE TABLE extra_three (x INTEGER);", NULL };
    g_autofree char *before = st_checksum (f->path);
    g_autofree char *after = NULL;
    g_autoptr(GPtrArray) read = NULL;

    _tl_store_set_extra_steps_for_testing (three);
    store = tl_store_open (f->path, TL_STORE_OPEN_READ_ONLY, &error);
    g_assert_no_error (error);
    g_assert_true (tl_store_is_read_only (store));
    read = tl_store_list_history (store, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (read->len, ==, 1);
    g_clear_object (&store);
    after = st_checksum (f->path);
    g_assert_cmpstr (after, ==, before);
    g_assert_cmpint (st_query_int (f->path, "PRAGMA user_version"), ==, 2);
    g_assert_false (g_file_test (backup2, G_FILE_TEST_EXISTS));
  }
}

/* Reading an empty file (an empty library) leaves it empty: no schema is written. */
static void
test_read_empty_file (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autoptr(GPtrArray) history = NULL;
  g_autoptr(GPtrArray) stats = NULL;

  g_assert_true (g_file_set_contents (f->path, "", 0, NULL));
  store = tl_store_open (f->path, TL_STORE_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  history = tl_store_list_history (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, 0);
  stats = tl_store_statistics (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stats->len, ==, 0);
  tl_store_close (store);
  g_assert_true (g_file_test (f->path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (st_file_size (f->path), ==, 0);
}

/* The file is refused with @code and a message that is @message (or starts
 * with it and ends with @suffix), on one line, and left byte for byte. */
static void
assert_refused_with (const char *path,
                     gint        code,
                     const char *message,
                     const char *suffix)
{
  g_autofree char *before = st_checksum (path);
  g_autofree char *after = NULL;
  g_autofree char *expected = g_strdup_printf ("%s: %s", path, message);

  for (guint flags = 0; flags <= TL_STORE_OPEN_READ_ONLY; flags++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TlStore) store = tl_store_open (path, flags, &error);

      g_assert_null (store);
      g_assert_error (error, TL_STORE_ERROR, code);
      g_assert_true (tl_store_error_is_refusal (error));
      if (suffix == NULL)
        g_assert_cmpstr (error->message, ==, expected);
      else
        {
          g_assert_true (g_str_has_prefix (error->message, expected));
          g_assert_true (g_str_has_suffix (error->message, suffix));
        }
      g_assert_null (strchr (error->message, '\n'));
    }
  after = st_checksum (path);
  g_assert_cmpstr (before, ==, after);
}

static void
assert_refused (const char *path,
                gint        code,
                const char *message)
{
  assert_refused_with (path, code, message, NULL);
}

static void
test_refuse_not_sqlite (Fixture *f, gconstpointer data)
{
  g_assert_true (g_file_set_contents (f->path, "My shopping list:\n- bread\n- cheese\n", -1, NULL));
  assert_refused (f->path, TL_STORE_ERROR_NOT_LIBRARY,
                  "not a Tilelands library (not an SQLite database); it was left as it is");
  /* even a short one */
  g_assert_true (g_file_set_contents (f->path, "x", -1, NULL));
  assert_refused (f->path, TL_STORE_ERROR_NOT_LIBRARY,
                  "not a Tilelands library (not an SQLite database); it was left as it is");
}

static void
test_refuse_other_program (Fixture *f, gconstpointer data)
{
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "CREATE TABLE bookmarks (url TEXT); "
                                 "INSERT INTO bookmarks VALUES ('https://gnome.org')",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
  assert_refused (f->path, TL_STORE_ERROR_NOT_LIBRARY,
                  "not a Tilelands library (an SQLite database of another program); "
                  "it was left as it is");
}

static void
test_refuse_too_new (Fixture *f, gconstpointer data)
{
  sqlite3 *db = NULL;
  g_autofree char *message = NULL;

  make_library (f->path);
  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA user_version = 7", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
  message = g_strdup_printf ("the library was written by a newer version of Tilelands (schema "
                             "version 7, this version reads up to %d); it was left as it is",
                             TL_STORE_SCHEMA_VERSION);
  assert_refused (f->path, TL_STORE_ERROR_TOO_NEW, message);
}

static void
test_refuse_corrupt (Fixture *f, gconstpointer data)
{
  g_autofree char *contents = NULL;
  gsize length;
  gint64 page_size;

  make_library (f->path);
  page_size = st_query_int (f->path, "PRAGMA page_size");
  g_assert_true (g_file_get_contents (f->path, &contents, &length, NULL));
  g_assert_cmpuint (length, >=, 4 * page_size);
  /* scribble over the b-tree pages after the first (the header stays valid) */
  for (gsize i = page_size + 8; i < length; i += 7)
    contents[i] = (char) (i * 31);
  g_assert_true (g_file_set_contents (f->path, contents, length, NULL));
  assert_refused_with (f->path, TL_STORE_ERROR_CORRUPT, "the library is damaged (its check found “Page ",
                       "”); it was left as it is");
}

/* A negative user_version: refused, never "upgraded" from before step 1. */
static void
test_refuse_negative_version (Fixture *f, gconstpointer data)
{
  make_library (f->path);
  st_exec (f->path, "PRAGMA user_version = -1");
  assert_refused (f->path, TL_STORE_ERROR_CORRUPT, "the library is damaged (its schema version "
                  "is -1, which no Tilelands writes); it was left as it is");
}

/* Tables that are not what the version claims: refused whole, never read
 * (a view over an endless recursive query would never answer). */
static void
test_refuse_schema (Fixture *f, gconstpointer data)
{
  static const struct {
    const char *sql;
    const char *problem;
  } cases[] = {
    { "PRAGMA foreign_keys = OFF; DROP TABLE finished_games; "
      "CREATE VIEW finished_games AS WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) "
      "SELECT i AS key, '' AS id, '' AS game, '' AS tileset, '' AS expansions, NULL AS map, "
      "'{}' AS options, NULL AS title, 0 AS turns, 0 AS started, 0 AS finished, '' AS app_version "
      "FROM n",
      "its “finished_games” is a view where schema version 1 has a table" },
    { "CREATE TABLE notes (text TEXT)", "it has a table “notes”, which schema version 1 does not have" },
    { "DROP TABLE user_maps", "it has no table “user_maps”, which schema version 1 has" },
    { "ALTER TABLE seats ADD COLUMN cheat INTEGER",
      "its table “seats” has other columns than schema version 1 gives it" },
    { "CREATE TRIGGER slow AFTER INSERT ON saved_games BEGIN SELECT 1; END",
      "it has a trigger “slow”, which schema version 1 does not have" },
    { "PRAGMA user_version = 0", "it has a table “finished_games”, which schema version 0 does not have" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = g_strdup_printf ("the library is damaged (%s); it was left as it is",
                                                  cases[i].problem);

      g_remove (f->path);
      make_library (f->path);
      st_exec (f->path, cases[i].sql);
      assert_refused (f->path, TL_STORE_ERROR_CORRUPT, message);
    }
}

/* A name SQLite would read as a URI is refused: its parameters would skip the
 * checks (here: an empty database in memory instead of the file). */
static void
test_refuse_uri_name (Fixture *f, gconstpointer data)
{
  g_autofree char *cwd = g_get_current_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autofree char *local = NULL;

  g_assert_cmpint (g_chdir (f->dir), ==, 0);
  g_assert_true (g_file_set_contents ("file:notes.db", "not a library", -1, NULL));
  for (guint flags = 0; flags <= TL_STORE_OPEN_READ_ONLY; flags++)
    {
      store = tl_store_open ("file:notes.db?mode=memory", flags, &error);
      g_assert_null (store);
      g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, "file:notes.db?mode=memory: a library’s name cannot "
                       "begin with “file:” (SQLite would read it as a URI); for a file of that "
                       "name write ./file:notes.db?mode=memory");
      g_clear_error (&error);
    }
  /* the file of that name, named as said, is checked (and refused) */
  store = tl_store_open ("./file:notes.db", TL_STORE_OPEN_DEFAULT, &error);
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_LIBRARY);
  g_clear_error (&error);
  /* a library by that name works */
  local = g_build_filename (".", "file:games.db", NULL);
  store = tl_store_open (local, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  tl_store_close (store);
  g_assert_cmpint (st_query_int ("./file:games.db", "PRAGMA user_version"), ==, 1);
  g_assert_cmpint (g_chdir (cwd), ==, 0);
}

static void
test_move_aside (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *moved = NULL;
  g_autoptr(TlStore) store = NULL;

  g_assert_true (g_file_set_contents (f->path, "not a database", -1, NULL));
  g_assert_true (tl_store_move_aside (f->path, &moved, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (moved, f->path));
  g_assert_nonnull (strstr (moved, ".unreadable-"));
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (moved, G_FILE_TEST_EXISTS));
  /* a new library starts in its place */
  store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
}

/* The mark of a clean close (tl-store-closed.c). */

/* The finished games' records of the library @path are damaged in place (the
 * file keeps its inode): their table's first page gets a type no page has, so
 * that SQLite reports damage when it reads them and its whole check finds it,
 * while opening (which reads the schema) sees nothing. Then the file is marked
 * closed cleanly as it is now: as if the damage came from the disk, which
 * changes no time of the file. */
static void
damage_records_and_mark (const char *path)
{
  gint64 page_size = st_query_int (path, "PRAGMA page_size");
  gint64 root = st_query_int (path, "SELECT rootpage FROM sqlite_schema WHERE name = 'finished_records'");
  const char bad_type = 0x42;
  int fd = g_open (path, O_WRONLY, 0);

  g_assert_cmpint (root, >, 1);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (pwrite (fd, &bad_type, 1, (root - 1) * page_size), ==, 1);
  g_assert_cmpint (close (fd), ==, 0);
  _tl_store_closed_mark (path);
}

static void
assert_refused_damaged (const char *path)
{
  assert_refused_with (path, TL_STORE_ERROR_CORRUPT, "the library is damaged (its check found “",
                       "”); it was left as it is");
}

/* After a clean close opening skips SQLite's check of the whole file (10,000
 * games: 0.2–2.7 s); damage found while reading drops the mark, and the next
 * open checks the whole file and refuses it. */
static void
test_clean_close (Fixture *f, gconstpointer data)
{
  g_autofree char *mark = g_strconcat (f->path, "-closed", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autoptr(GPtrArray) history = NULL;
  g_autoptr(TlRecord) record = NULL;
  g_autofree char *id = NULL;

  make_library (f->path);
  g_assert_true (g_file_test (mark, G_FILE_TEST_IS_REGULAR));
  id = st_query_text (f->path, "SELECT id FROM finished_games");
  damage_records_and_mark (f->path);

  store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  /* while it is open for writing, there is no mark: a process killed now leaves none */
  g_assert_false (g_file_test (mark, G_FILE_TEST_EXISTS));
  history = tl_store_list_history (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, 1);
  record = tl_store_load_record (store, id, &error);
  g_assert_null (record);
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_CORRUPT);
  g_assert_true (g_str_has_prefix (error->message, f->path));
  g_assert_true (g_str_has_suffix (error->message, "close Tilelands and open it again to have it checked"));
  g_clear_error (&error);
  tl_store_close (store);
  g_assert_false (g_file_test (mark, G_FILE_TEST_EXISTS));

  assert_refused_damaged (f->path);
  /* moving it aside takes its mark along */
  g_clear_object (&store);
  _tl_store_closed_mark (f->path);
  {
    g_autofree char *moved = NULL;
    g_autofree char *moved_mark = NULL;

    g_assert_true (tl_store_move_aside (f->path, &moved, &error));
    g_assert_no_error (error);
    moved_mark = g_strconcat (moved, "-closed", NULL);
    g_assert_false (g_file_test (mark, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (moved_mark, G_FILE_TEST_IS_REGULAR));
  }
}

/* A process killed while it had the library open (kill -9) leaves no mark: the
 * next open checks the whole file; so does one that finds the rows of a
 * connection that did not close (a -wal with content) beside a marked file. */
static void
test_unclean_close (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *mark = NULL;
  g_autofree char *wal = NULL;

  if (g_test_subprocess ())
    {
      /* the library of the test that started this process */
      g_autofree char *child_path = g_strdup_printf ("%s/tilelands-killed-%d/tilelands.db",
                                                     g_get_tmp_dir (), (int) getppid ());
      g_autoptr(GError) error = NULL;
      g_autoptr(TlStore) store = tl_store_open (child_path, TL_STORE_OPEN_DEFAULT, &error);
      TlGameState *going = st_play_game ("discovery", 13, two_seats, 9);

      g_assert_no_error (error);
      g_assert_true (tl_store_save_game (store, going, NULL, &error));
      g_assert_no_error (error);
      raise (SIGKILL);
      return;
    }

  dir = g_strdup_printf ("%s/tilelands-killed-%d", g_get_tmp_dir (), (int) getpid ());
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  path = g_build_filename (dir, "tilelands.db", NULL);
  mark = g_strconcat (path, "-closed", NULL);
  wal = g_strconcat (path, "-wal", NULL);
  make_library (path);
  g_assert_true (g_file_test (mark, G_FILE_TEST_IS_REGULAR));
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_assert_false (g_file_test (mark, G_FILE_TEST_EXISTS));
  g_assert_cmpint (st_file_size (wal), >, 0);

  /* damaged, and marked as the file is now: the -wal's rows give it away */
  damage_records_and_mark (path);
  assert_refused_damaged (path);
  /* and without a mark: checked */
  g_assert_cmpint (g_remove (mark), ==, 0);
  assert_refused_damaged (path);
  st_remove_tree (dir);
}

/* Reading neither removes nor writes the mark; another library imported is
 * checked whole, marked or not. */
static void
test_mark_read_only (Fixture *f, gconstpointer data)
{
  g_autofree char *mark = g_strconcat (f->path, "-closed", NULL);
  g_autofree char *other = g_build_filename (f->dir, "other.db", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) store = NULL;
  TlStoreLibraryImport counts;

  make_library (f->path);
  g_assert_true (g_file_get_contents (mark, &before, NULL, NULL));
  store = tl_store_open (f->path, TL_STORE_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  g_clear_object (&store);
  g_assert_true (g_file_get_contents (mark, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (g_remove (mark), ==, 0);
  store = tl_store_open (f->path, TL_STORE_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  g_clear_object (&store);
  g_assert_false (g_file_test (mark, G_FILE_TEST_EXISTS));

  make_library (other);
  damage_records_and_mark (other);
  store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_false (tl_store_import_library (store, other, &counts, &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_CORRUPT);
  g_assert_true (g_str_has_prefix (error->message, other));
  g_assert_nonnull (strstr (error->message, ": the library is damaged (its check found “"));
}

/* Writes fail with a clear message and leave the library as it was. */
static void
assert_write_refused (TlStore    *store,
                      guint       n_finished,
                      gint        code,
                      const char *message)
{
  TlGameState *state = st_play_game ("carcassonne", 31, two_seats, G_MAXUINT);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) history = NULL;

  g_assert_false (tl_store_save_game (store, state, NULL, &error));
  g_assert_error (error, TL_STORE_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  g_clear_error (&error);
  history = tl_store_list_history (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, n_finished);
  tl_game_state_free (state);
}

static void
test_read_only (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autofree char *message = NULL;

  make_library (f->path);
  store = tl_store_open (f->path, TL_STORE_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  g_assert_true (tl_store_is_read_only (store));
  message = g_strdup_printf ("%s: the library is open read-only (nothing was written)", f->path);
  assert_write_refused (store, 1, TL_STORE_ERROR_READ_ONLY, message);
  g_assert_false (tl_store_rename_game (store, "nope", "x", &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_READ_ONLY);
  g_clear_error (&error);
  tl_store_close (store);
  g_clear_object (&store);

  /* a missing library is not created by a read-only open */
  g_remove (f->path);
  store = tl_store_open (f->path, TL_STORE_OPEN_READ_ONLY, &error);
  g_assert_null (store);
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND);
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
}

/* A file the user cannot write (only meaningful without root's powers). */
static void
test_read_only_file (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autofree char *message = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("root can write any file; test_read_only covers the store's read-only state");
      return;
    }
  make_library (f->path);
  g_assert_cmpint (g_chmod (f->path, 0444), ==, 0);
  g_assert_cmpint (g_chmod (f->dir, 0555), ==, 0);
  store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_true (tl_store_is_read_only (store));
  message = g_strdup_printf ("%s: the library’s folder cannot be written: games will not be saved",
                             f->path);
  assert_write_refused (store, 1, TL_STORE_ERROR_READ_ONLY, message);
  tl_store_close (store);
  g_chmod (f->dir, 0755);
  g_chmod (f->path, 0644);
}

/* A library of @finished finished games and one saved game whose last @in_wal
 * finished games are still in its -wal beside it (as a crash leaves them). */
static void
make_library_with_wal (const char *dir,
                       const char *path,
                       guint       in_wal)
{
  g_autofree char *scratch = g_build_filename (dir, "scratch", NULL);
  g_autofree char *open_path = g_build_filename (scratch, "tilelands.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) store = NULL;
  sqlite3 *holder = NULL;

  g_assert_cmpint (g_mkdir (scratch, 0700), ==, 0);
  make_library (open_path);
  /* a connection that never checkpoints holds the WAL while the store writes */
  g_assert_cmpint (sqlite3_open (open_path, &holder), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (holder, "PRAGMA wal_autocheckpoint = 0; SELECT count(*) FROM seats",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  store = tl_store_open (open_path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < in_wal; i++)
    {
      TlGameState *state = st_play_game ("carcassonne", 40 + i, two_seats, G_MAXUINT);

      g_assert_true (tl_store_save_game (store, state, NULL, &error));
      g_assert_no_error (error);
      tl_game_state_free (state);
    }
  /* the files as they are now: the games are in the -wal only */
  {
    g_autofree char *wal = g_strconcat (open_path, "-wal", NULL);
    g_autofree char *wal_copy = g_strconcat (path, "-wal", NULL);
    g_autofree char *data = NULL;
    gsize length;

    g_assert_true (g_file_get_contents (open_path, &data, &length, NULL));
    g_assert_true (g_file_set_contents (path, data, length, NULL));
    g_clear_pointer (&data, g_free);
    g_assert_true (g_file_get_contents (wal, &data, &length, NULL));
    g_assert_cmpuint (length, >, 0);
    g_assert_true (g_file_set_contents (wal_copy, data, length, NULL));
  }
  _tl_store_set_page_limit_for_testing (store, 0, NULL);
  g_clear_object (&store);
  sqlite3_close (holder);
}

/* The number of finished games the store reads in the library. */
static guint
n_finished (TlStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) history = tl_store_list_history (store, NULL, &error);

  g_assert_no_error (error);
  return history->len;
}

/* A library on a read-only disk is read (as immutable without a -wal, from a
 * copy of the file and its -wal with one) and says why games are not saved. */
static void
test_read_only_disk (Fixture *f, gconstpointer data)
{
  g_autofree char *inner = g_build_filename (f->dir, "a%3F?b#c", NULL);
  g_autofree char *path = g_build_filename (inner, "tilelands.db", NULL);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  char *view;

  g_assert_cmpint (g_mkdir (inner, 0700), ==, 0);
  make_library (path);
  view = st_read_only_view (inner);
  if (view == NULL)
    {
      g_test_skip ("no read-only bind mount can be made here (it needs root or a user namespace)");
      return;
    }

  for (guint with_wal = 0; with_wal < 2; with_wal++)
    {
      g_autofree char *seen = g_build_filename (view, "tilelands.db", NULL);
      g_autofree char *message = g_strdup_printf ("%s: the library is on a read-only disk: games "
                                                  "will not be saved", seen);
      g_autofree char *said = NULL;
      g_autofree char *before = NULL;
      g_autofree char *wal_before = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TlStore) store = NULL;

      if (with_wal)
        {
          g_remove (path);
          make_library_with_wal (f->dir, path, 2);
          wal_before = st_checksum (wal);
        }
      before = st_checksum (path);
      for (guint flags = 0; flags <= TL_STORE_OPEN_READ_ONLY; flags++)
        {
          store = tl_store_open (seen, flags, &error);
          g_assert_no_error (error);
          g_assert_true (tl_store_is_read_only (store));
          said = tl_store_dup_read_only_message (store);
          g_assert_cmpstr (said, ==, message);
          g_clear_pointer (&said, g_free);
          /* the games still in the -wal are read too */
          g_assert_cmpuint (n_finished (store), ==, with_wal ? 3 : 1);
          assert_write_refused (store, with_wal ? 3 : 1, TL_STORE_ERROR_READ_ONLY, message);
          g_clear_object (&store);
        }
      g_clear_pointer (&said, g_free);
      said = st_checksum (path);
      g_assert_cmpstr (said, ==, before);
      if (with_wal)
        {
          g_autofree char *wal_after = st_checksum (wal);

          g_assert_cmpstr (wal_after, ==, wal_before);
        }
    }
  st_release_view (view);
}

/* A new library cannot be made on a read-only disk: it says so. */
static void
test_new_on_read_only_disk (Fixture *f, gconstpointer data)
{
  char *view = st_read_only_view (f->dir);
  g_autofree char *path = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) store = NULL;

  if (view == NULL)
    {
      g_test_skip ("no read-only bind mount can be made here (it needs root or a user namespace)");
      return;
    }
  path = g_build_filename (view, "tilelands.db", NULL);
  store = tl_store_open (path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_null (store);
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_READ_ONLY);
  message = g_strdup_printf ("%s: the library is on a read-only disk: games will not be saved", path);
  g_assert_cmpstr (error->message, ==, message);
  st_release_view (view);
}

static void
test_disk_full (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autofree char *message = NULL;
  g_autofree char *integrity = NULL;
  g_autoptr(GPtrArray) saved = NULL;
  TlGameState *state;

  make_library (f->path);
  store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_true (_tl_store_set_page_limit_for_testing (store, 1, &error));
  g_assert_no_error (error);
  /* a finished game needs new pages in four tables: none can be had */
  message = g_strdup_printf ("%s: cannot record the game: the disk is full (nothing was written)",
                             f->path);
  assert_write_refused (store, 1, TL_STORE_ERROR_DISK_FULL, message);

  /* the saved game is as it was, whole */
  saved = tl_store_list_saved_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->len, ==, 1);
  g_assert_cmpuint (((TlStoreGameInfo *) saved->pdata[0])->turns, ==, 5);
  tl_store_close (store);
  g_clear_object (&store);
  integrity = st_query_text (f->path, "PRAGMA integrity_check");
  g_assert_cmpstr (integrity, ==, "ok");
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM seats"), ==, 2);

  /* with room again, the same game is stored */
  store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  state = st_play_game ("carcassonne", 31, two_seats, G_MAXUINT);
  g_assert_true (tl_store_save_game (store, state, NULL, &error));
  g_assert_no_error (error);
  tl_game_state_free (state);
}

/* Export Library… to the file the document portal hands over, in a folder that
 * takes no new file (a file bound writable inside a read-only mount): the copy
 * is written in place, whole, and nothing else is left there. */
static void
test_export_in_place (Fixture *f, gconstpointer data)
{
  g_autofree char *shared = g_build_filename (f->dir, "shared", NULL);
  g_autofree char *real = g_build_filename (shared, "copy.db", NULL);
  g_autofree char *chosen = NULL;
  g_autofree char *probe = NULL;
  g_autoptr(TlStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = NULL;
  char *view;

  make_library (f->path);
  g_assert_cmpint (g_mkdir (shared, 0755), ==, 0);
  g_assert_true (g_file_set_contents (real, "", 0, &error));
  view = st_read_only_view (shared);
  if (view == NULL)
    {
      g_test_skip ("no read-only bind mount can be made here (it needs root or a user namespace)");
      return;
    }
  chosen = g_build_filename (view, "copy.db", NULL);
  g_assert_cmpint (mount (real, chosen, NULL, MS_BIND, NULL), ==, 0);
  probe = g_build_filename (view, "probe", NULL);
  g_assert_false (g_file_set_contents (probe, "x", 1, NULL));   /* no new file there */

  store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_true (tl_store_export_library (store, chosen, TL_STORE_EXPORT_REPLACE, &error));
  g_assert_no_error (error);
  tl_store_close (store);
  g_clear_object (&store);
  g_assert_cmpint (umount2 (chosen, MNT_DETACH), ==, 0);
  st_release_view (view);

  g_assert_cmpint (st_query_int (real, "SELECT count(*) FROM finished_games"), ==, 1);
  g_assert_cmpint (st_query_int (real, "SELECT count(*) FROM saved_games"), ==, 1);
  g_assert_cmpint (st_query_int (real, "SELECT count(*) FROM pragma_integrity_check "
                                       "WHERE integrity_check = 'ok'"), ==, 1);
  listing = g_dir_open (shared, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "copy.db");
  g_assert_null (g_dir_read_name (listing));
}

int
main (int argc, char **argv)
{
  st_private_mounts ();   /* before any thread */
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/store/open/new-file", test_new_file);
  ADD ("/store/open/empty-file", test_empty_file);
  ADD ("/store/open/upgrade", test_upgrade);
  ADD ("/store/refuse/not-sqlite", test_refuse_not_sqlite);
  ADD ("/store/refuse/other-program", test_refuse_other_program);
  ADD ("/store/refuse/too-new", test_refuse_too_new);
  ADD ("/store/refuse/corrupt", test_refuse_corrupt);
  ADD ("/store/refuse/negative-version", test_refuse_negative_version);
  ADD ("/store/refuse/schema", test_refuse_schema);
  ADD ("/store/refuse/uri-name", test_refuse_uri_name);
  ADD ("/store/refuse/move-aside", test_move_aside);
  ADD ("/store/open/clean-close", test_clean_close);
  g_test_add_func ("/store/open/unclean-close", test_unclean_close);
  ADD ("/store/open/mark-read-only", test_mark_read_only);
  ADD ("/store/write/read-only", test_read_only);
  ADD ("/store/write/read-only-file", test_read_only_file);
  ADD ("/store/write/disk-full", test_disk_full);
  ADD ("/store/read-only/empty-file", test_read_empty_file);
  ADD ("/store/read-only/disk", test_read_only_disk);
  ADD ("/store/read-only/new-on-disk", test_new_on_read_only_disk);
  ADD ("/store/export/in-place", test_export_in_place);
#undef ADD

  return g_test_run ();
}
