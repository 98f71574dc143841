/* test-store-open.c — opening a library on real temporary files: a new file, an
 * empty file, the schema steps with their copy, the three refusals (the file
 * left byte for byte), a read-only library and a full disk (nothing half written)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <sqlite3.h>
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

  /* a read-only open of an older library asks for an upgrade first */
  _tl_store_set_extra_steps_for_testing (steps);
  store = tl_store_open (f->path, TL_STORE_OPEN_READ_ONLY, &error);
  g_assert_null (store);
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_NEEDS_UPGRADE);
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

/* Writes fail with a clear message and leave the library as it was. */
static void
assert_write_refused (TlStore    *store,
                      const char *path,
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
  g_assert_cmpuint (history->len, ==, 1);
  tl_game_state_free (state);
  (void) path;
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
  assert_write_refused (store, f->path, TL_STORE_ERROR_READ_ONLY, message);
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
  message = g_strdup_printf ("%s: the library is open read-only (nothing was written)", f->path);
  assert_write_refused (store, f->path, TL_STORE_ERROR_READ_ONLY, message);
  tl_store_close (store);
  g_chmod (f->dir, 0755);
  g_chmod (f->path, 0644);
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
  assert_write_refused (store, f->path, TL_STORE_ERROR_DISK_FULL, message);

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

int
main (int argc, char **argv)
{
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
  ADD ("/store/refuse/move-aside", test_move_aside);
  ADD ("/store/write/read-only", test_read_only);
  ADD ("/store/write/read-only-file", test_read_only_file);
  ADD ("/store/write/disk-full", test_disk_full);
#undef ADD

  return g_test_run ();
}
