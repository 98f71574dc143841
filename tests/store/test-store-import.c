/* test-store-import.c — what the library takes in: a file of a game it holds
 * unfinished (never rewound: kept, taken or added as a copy), a whole library whose
 * games, tile sets and map layouts do not all read (those are left out and
 * counted), a crafted library (refused whole, never read, its work bounded)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>
#include <unistd.h>

#include "config.h"
#include "store-test-util.h"
#include "tl-record-format.h"
#include "tl-store-private.h"

typedef struct {
  char *dir;
  char *path;        /* this library */
  char *other;       /* the library imported */
  TlStore *store;
} Fixture;

static const char * const two_seats[] = { "Ana", "*Computer", NULL };

/* A draft of each (the editors keep drafts: docs/editor.md). */
static const char tile_set[] =
  "{\"format\":\"tilelands-tileset\",\"version\":1,\"id\":\"my-set\",\"name\":\"My Set\","
  "\"game\":\"carcassonne\",\"tiles\":[]}";
static const char map[] =
  "{\"format\":\"tilelands-map\",\"version\":1,\"id\":\"my-map\",\"name\":\"My Map\","
  "\"width\":2,\"height\":1,\"cells\":[\"..\"]}";

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  f->dir = st_make_dir ();
  f->path = g_build_filename (f->dir, "tilelands.db", NULL);
  f->other = g_build_filename (f->dir, "other.db", NULL);
  f->store = tl_store_open (f->path, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  _tl_store_set_import_work_limit_for_testing (0);
  g_clear_object (&f->store);
  st_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f->other);
}

/* The other library: three finished games and two saved ones, a tile set and
 * a map layout of the user's. Returns the ids of the games, finished first. */
static GPtrArray *
make_other (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlStore) other = tl_store_open (f->other, TL_STORE_OPEN_DEFAULT, &error);
  g_autofree char *id = NULL;
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  g_assert_no_error (error);
  for (guint i = 0; i < 5; i++)
    {
      TlGameState *state = st_play_game ("carcassonne", 100 + i, two_seats, i < 3 ? G_MAXUINT : 6);

      g_assert_true (tl_store_save_game (other, state, NULL, &error));
      g_assert_no_error (error);
      g_ptr_array_add (ids, g_strdup (tl_game_state_record (state)->id));
      tl_game_state_free (state);
    }
  id = tl_store_save_document (other, TL_STORE_TILESET, tile_set, &error);
  g_assert_no_error (error);
  g_clear_pointer (&id, g_free);
  id = tl_store_save_document (other, TL_STORE_MAP, map, &error);
  g_assert_no_error (error);
  tl_store_close (other);
  return ids;
}

static guint
count (GPtrArray *list)
{
  guint n = list != NULL ? list->len : G_MAXUINT;

  g_clear_pointer (&list, g_ptr_array_unref);
  return n;
}

/* A record of version 99, a saved game "garbage", a finished game under
 * another game's id, a tile set that is no JSON and a map layout of another
 * id are left out; the rest is taken, and every game taken loads. */
static void
test_left_out (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) ids = make_other (f);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) history = NULL;
  g_autoptr(GPtrArray) saved = NULL;
  g_autofree char *sql = NULL;
  TlStoreLibraryImport counts = { 0 };

  sql = g_strdup_printf (
    "UPDATE finished_records SET record = replace (record, '\"version\":2', '\"version\":99') "
    "WHERE game = (SELECT key FROM finished_games WHERE id = '%s');"
    "UPDATE finished_records SET record = (SELECT r.record FROM finished_records r JOIN "
    "  finished_games g ON g.key = r.game WHERE g.id = '%s') "
    "WHERE game = (SELECT key FROM finished_games WHERE id = '%s');"
    "UPDATE saved_games SET record = 'garbage' WHERE id = '%s';"
    "INSERT INTO user_tilesets VALUES ('broken', 'Broken', 'carcassonne', 'not json at all', 1, 1);"
    "UPDATE user_maps SET id = 'another-id';",
    (char *) ids->pdata[0], (char *) ids->pdata[2], (char *) ids->pdata[1], (char *) ids->pdata[3]);
  st_exec (f->other, sql);

  g_assert_true (tl_store_import_library (f->store, f->other, &counts, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counts.finished, ==, 1);
  g_assert_cmpuint (counts.saved, ==, 1);
  g_assert_cmpuint (counts.tilesets, ==, 1);
  g_assert_cmpuint (counts.maps, ==, 0);
  g_assert_cmpuint (counts.left_out_games, ==, 3);
  g_assert_cmpuint (counts.left_out_tilesets, ==, 1);
  g_assert_cmpuint (counts.left_out_maps, ==, 1);

  history = tl_store_list_history (f->store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, 1);
  g_assert_cmpstr (((TlStoreGameInfo *) history->pdata[0])->id, ==, ids->pdata[2]);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM seats"), ==, 2);
  saved = tl_store_list_saved_games (f->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->len, ==, 1);
  g_assert_cmpstr (((TlStoreGameInfo *) saved->pdata[0])->id, ==, ids->pdata[4]);
  for (guint i = 2; i <= 4; i += 2)
    {
      g_autoptr(TlRecord) record = tl_store_load_record (f->store, ids->pdata[i], &error);

      g_assert_no_error (error);
      g_assert_cmpstr (record->id, ==, ids->pdata[i]);
    }
  g_assert_cmpuint (count (tl_store_list_documents (f->store, TL_STORE_TILESET, NULL)), ==, 1);
  g_assert_cmpuint (count (tl_store_list_documents (f->store, TL_STORE_MAP, NULL)), ==, 0);
}

/* The history of this library, as text: to see that nothing changed. */
static char *
history_text (Fixture *f)
{
  return st_query_text (f->path, "SELECT group_concat (id || title, ',') FROM finished_games");
}

/* A library whose finished_games is a view over a query that never ends: refused
 * at once, whole, and nothing of it taken. */
static void
test_crafted_view (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) ids = make_other (f);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TlStoreLibraryImport counts = { 0 };
  TlGameState *mine = st_play_game ("carcassonne", 7, two_seats, G_MAXUINT);

  g_assert_true (tl_store_save_game (f->store, mine, NULL, &error));
  tl_game_state_free (mine);
  before = history_text (f);
  st_exec (f->other,
           "PRAGMA foreign_keys = OFF; ALTER TABLE finished_games RENAME TO games_kept;"
           "CREATE VIEW finished_games AS WITH RECURSIVE n (i) AS "
           "  (SELECT 1 UNION ALL SELECT i + 1 FROM n) "
           "SELECT i AS key, 'x' || i AS id, 'carcassonne' AS game, 'carcassonne-base' AS tileset, "
           "  '' AS expansions, NULL AS map, '{}' AS options, NULL AS title, 0 AS turns, "
           "  0 AS started, 0 AS finished, '' AS app_version FROM n");
  g_assert_false (tl_store_import_library (f->store, f->other, &counts, &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_CORRUPT);
  message = g_strdup_printf ("%s: the library is damaged (its “finished_games” is a view where "
                             "schema version 1 has a table); it was left as it is", f->other);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_true (tl_store_error_is_refusal (error));
  after = history_text (f);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM saved_games"), ==, 0);
}

/* The work of an import is bounded: past the limit it stops, and nothing is taken. */
static void
test_work_limit (Fixture *f, gconstpointer data)
{
  g_autoptr(GPtrArray) ids = make_other (f);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  TlStoreLibraryImport counts = { 0 };

  _tl_store_set_import_work_limit_for_testing (1000);
  g_assert_false (tl_store_import_library (f->store, f->other, &counts, &error));
  g_assert_error (error, TL_STORE_ERROR, TL_STORE_ERROR_CORRUPT);
  message = g_strdup_printf ("%s: the library is damaged (reading it takes far more work than a "
                             "library of its size needs); nothing was imported", f->other);
  g_assert_cmpstr (error->message, ==, message);
  g_clear_error (&error);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM finished_games"), ==, 0);
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM saved_games"), ==, 0);

  /* within its limit the same library is taken whole */
  _tl_store_set_import_work_limit_for_testing (0);
  g_assert_true (tl_store_import_library (f->store, f->other, &counts, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counts.finished, ==, 3);
  g_assert_cmpuint (counts.saved, ==, 2);
  g_assert_cmpuint (counts.left_out_games, ==, 0);

  /* and SQLite may take no more memory than the store allows */
  g_assert_cmpint (sqlite3_hard_heap_limit64 (-1), ==, TL_STORE_HEAP_LIMIT);
}

/* @state's record with its first @turns turns, as a file holds it. */
static char *
record_at (const TlGameState *state,
           guint              turns)
{
  g_autoptr(TlRecord) record = tl_record_copy (tl_game_state_record (state));

  g_assert_cmpuint (record->turns->len, >=, turns);
  g_array_set_size (record->turns, turns);
  tl_record_set_in_progress (record, NULL);
  return tl_record_format_to_data (record, NULL);
}

static TlStoreImport *
import_text (Fixture    *f,
             const char *text,
             const char *origin)
{
  g_autoptr(GError) error = NULL;
  TlStoreImport *done = tl_store_import_data (f->store, text, -1, origin, &error);

  g_assert_no_error (error);
  return done;
}

static guint
turns_of (Fixture    *f,
          const char *id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_store_load_record (f->store, id, &error);

  g_assert_no_error (error);
  return record->turns->len;
}

/* A file of a game the library holds unfinished never rewinds it: an older
 * copy (its turns the first of the library's) leaves the library's; one that
 * runs further on the same turns is taken; one that went another way is
 * added beside it as a copy, titled so, under a new id (the same one when
 * imported again). */
static void
test_saved_game (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  TlGameState *state = st_play_game ("carcassonne", 51, two_seats, 14);
  g_autofree char *id = g_strdup (tl_game_state_record (state)->id);
  g_autofree char *at9 = record_at (state, 9);
  g_autofree char *at14 = record_at (state, 14);
  g_autofree char *at20 = NULL;
  g_autofree char *branched = NULL;
  g_autofree char *copy_id = NULL;
  g_autofree char *stored = NULL;
  g_autoptr(GPtrArray) saved = NULL;
  TlStoreImport *done;

  g_assert_true (tl_store_save_game (f->store, state, NULL, &error));
  g_assert_no_error (error);

  /* turn 9 of it: the library keeps its turn 14 */
  done = import_text (f, at9, "game.tilelands");
  g_assert_cmpstr (done->id, ==, id);
  g_assert_false (done->finished);
  g_assert_true (done->updated);
  g_assert_true (done->kept);
  g_assert_null (done->copy_of);
  tl_store_import_free (done);
  g_assert_cmpuint (turns_of (f, id), ==, 14);

  /* the same turns: nothing to do */
  done = import_text (f, at14, "game.tilelands");
  g_assert_true (done->updated);
  g_assert_false (done->kept);
  g_assert_null (done->copy_of);
  tl_store_import_free (done);
  g_assert_cmpuint (turns_of (f, id), ==, 14);

  /* further on the same turns: the file's is taken, its text as it is */
  st_play_on (state, 52, 6);
  at20 = record_at (state, 20);
  done = import_text (f, at20, "game.tilelands");
  g_assert_true (done->updated);
  g_assert_false (done->kept);
  g_assert_null (done->copy_of);
  tl_store_import_free (done);
  g_assert_cmpuint (turns_of (f, id), ==, 20);
  stored = st_query_text (f->path, "SELECT record FROM saved_games");
  g_assert_cmpstr (stored, ==, at20);

  /* another way from turn 12 on (turn 12 asked for a hint, which the library's
   * did not): a copy beside it, the library's game as it was */
  {
    g_autoptr(TlRecord) other = tl_record_format_load_data (at20, -1, "x", &error);

    g_array_set_size (other->turns, 13);
    g_array_index (other->turns, TlTurnRecord, 12).hinted = TRUE;
    branched = tl_record_format_to_data (other, NULL);
  }
  tl_store_rename_game (f->store, id, "Friday", &error);
  g_assert_no_error (error);
  done = import_text (f, branched, "friday.tilelands");
  g_assert_cmpstr (done->copy_of, ==, id);
  g_assert_cmpstr (done->id, !=, id);
  g_assert_cmpstr (done->title, ==, "Friday (copy)");
  g_assert_false (done->updated);
  g_assert_false (done->kept);
  g_assert_false (done->finished);
  copy_id = g_strdup (done->id);
  tl_store_import_free (done);
  g_assert_cmpuint (turns_of (f, id), ==, 20);
  g_assert_cmpuint (turns_of (f, copy_id), ==, 13);
  {
    g_autoptr(TlRecord) copy = tl_store_load_record (f->store, copy_id, &error);

    g_assert_cmpstr (copy->id, ==, copy_id);
  }
  saved = tl_store_list_saved_games (f->store, &error);
  g_assert_cmpuint (saved->len, ==, 2);
  for (guint i = 0; i < saved->len; i++)
    {
      TlStoreGameInfo *info = saved->pdata[i];

      g_assert_cmpstr (info->title, ==, g_strcmp0 (info->id, id) == 0 ? "Friday" : "Friday (copy)");
    }
  g_clear_pointer (&saved, g_ptr_array_unref);

  /* the same file again: the same copy, not a second one */
  done = import_text (f, branched, "friday.tilelands");
  g_assert_cmpstr (done->id, ==, copy_id);
  g_assert_cmpstr (done->copy_of, ==, id);
  g_assert_true (done->updated);
  tl_store_import_free (done);
  saved = tl_store_list_saved_games (f->store, &error);
  g_assert_cmpuint (saved->len, ==, 2);

  /* a game without a title: the copy is named after the file */
  tl_store_rename_game (f->store, id, NULL, &error);
  {
    g_autoptr(TlRecord) other = tl_record_format_load_data (at20, -1, "x", &error);

    g_array_set_size (other->turns, 11);
    g_array_index (other->turns, TlTurnRecord, 10).hinted = TRUE;
    g_free (branched);
    branched = tl_record_format_to_data (other, NULL);
  }
  done = import_text (f, branched, "ana-bogdan.tilelands");
  g_assert_cmpstr (done->title, ==, "ana-bogdan (copy)");
  tl_store_import_free (done);
  tl_game_state_free (state);
}

/* What tl_store_import_files() told, file by file. */
typedef struct {
  GPtrArray *paths;
  GPtrArray *ids;           /* the game's id, or "refused: MESSAGE" */
} Told;

static void
on_imported (const char          *path,
             const TlStoreImport *done,
             const GError        *error,
             gpointer             data)
{
  Told *told = data;

  g_ptr_array_add (told->paths, g_strdup (path));
  g_ptr_array_add (told->ids, done != NULL ? g_strdup (done->id)
                                           : g_strdup_printf ("refused: %s", error->message));
}

/* Many files, read and replayed several at a time ahead of the store's
 * writes: each is told once, in the order given, with its own game or why
 * it was refused; the second copy of a game is the same game. */
static void
test_import_files (Fixture *f, gconstpointer data)
{
  enum { N = 23 };
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) expected = g_ptr_array_new_with_free_func (g_free);
  Told told = { g_ptr_array_new_with_free_func (g_free), g_ptr_array_new_with_free_func (g_free) };
  g_autoptr(GPtrArray) history = NULL;
  g_autoptr(GPtrArray) saved = NULL;
  g_autoptr(GError) error = NULL;
  guint refused = 0;

  for (guint i = 0; i < N; i++)
    {
      char *path = g_strdup_printf ("%s/game-%02u.tilelands", f->dir, i);

      if (i % 7 == 3)
        {
          /* not a game */
          g_assert_true (g_file_set_contents (path, "{\"format\": \"tilelands-game\"", -1, NULL));
          g_ptr_array_add (expected, NULL);
          refused++;
        }
      else if (i == 20)
        {
          /* a second copy of the first file */
          g_assert_true (g_file_set_contents (path, "", 0, NULL));
          g_remove (path);
          g_assert_cmpint (link (paths->pdata[0], path), ==, 0);
          g_ptr_array_add (expected, g_strdup (expected->pdata[0]));
        }
      else
        {
          TlGameState *state = st_play_game (i % 2 ? "discovery" : "carcassonne", 300 + i, two_seats,
                                             i % 3 == 0 ? 6 : G_MAXUINT);

          g_assert_true (tl_record_format_save_file (tl_game_state_record (state), path, &error));
          g_assert_no_error (error);
          g_ptr_array_add (expected, g_strdup (tl_game_state_record (state)->id));
          tl_game_state_free (state);
        }
      g_ptr_array_add (paths, path);
    }
  g_ptr_array_add (paths, NULL);

  g_assert_cmpuint (tl_store_import_files (f->store, (const char * const *) paths->pdata, on_imported, &told),
                    ==, refused);
  g_assert_cmpuint (told.paths->len, ==, N);
  for (guint i = 0; i < N; i++)
    {
      g_assert_cmpstr (told.paths->pdata[i], ==, paths->pdata[i]);
      if (expected->pdata[i] != NULL)
        g_assert_cmpstr (told.ids->pdata[i], ==, expected->pdata[i]);
      else
        g_assert_true (g_str_has_prefix (told.ids->pdata[i], "refused: "));
    }
  history = tl_store_list_history (f->store, NULL, &error);
  g_assert_no_error (error);
  saved = tl_store_list_saved_games (f->store, &error);
  g_assert_no_error (error);
  /* 23 files: 3 refused, one a second copy; of the 19 games, 7 unfinished (i % 3 == 0) */
  g_assert_cmpuint (history->len + saved->len, ==, N - refused - 1);
  g_assert_cmpuint (saved->len, ==, 7);
  g_ptr_array_unref (told.paths);
  g_ptr_array_unref (told.ids);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/store/import-library/left-out", test_left_out);
  ADD ("/store/import-library/crafted-view", test_crafted_view);
  ADD ("/store/import-library/work-limit", test_work_limit);
  ADD ("/store/import-file/saved-game", test_saved_game);
  ADD ("/store/import-files/in-order", test_import_files);
#undef ADD

  return g_test_run ();
}
