/* test-library-calls.c — what the windows ask of the library through the
 * model (tl-library-calls.h), without a display: the Saved Games' menu
 * (rename, export, delete after an undo), Export writing through a link and
 * keeping the file's permissions, Export Library… and Import Library… of the
 * copy, a closed library's answer
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store-test-util.h"
#include "tl-library.h"

typedef struct {
  char *dir;
  char *path;
  TlLibrary *library;
  char *id;        /* a saved game of two turns */
} Fixture;

typedef gboolean (*Condition) (gpointer data);

static gboolean
wait_for (Condition done,
          gpointer  data,
          guint     seconds)
{
  gint64 end = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (!done (data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
  return TRUE;
}

static gboolean
library_settled (gpointer data)
{
  return tl_library_get_status (data) != TL_LIBRARY_OPENING;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  TlGameState *state = st_play_game ("carcassonne", 5, (const char *[]) { "Ana", "*Bo", NULL }, 2);

  f->dir = st_make_dir ();
  f->path = g_build_filename (f->dir, "tilelands.db", NULL);
  f->library = tl_library_new (f->path, TL_STORE_OPEN_DEFAULT);
  g_assert_true (wait_for (library_settled, f->library, 20));
  g_assert_cmpint (tl_library_get_status (f->library), ==, TL_LIBRARY_OPEN);
  g_assert_true (tl_store_save_game (tl_library_get_store (f->library), state, NULL, &error));
  g_assert_no_error (error);
  f->id = g_strdup (tl_game_state_record (state)->id);
  tl_game_state_free (state);
}

static gboolean
last_reference (gpointer object)
{
  return G_OBJECT (object)->ref_count == 1;
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  /* the calls still answering hold the library */
  g_assert_true (wait_for (last_reference, f->library, 20));
  tl_library_close (f->library);
  g_assert_finalize_object (f->library);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  st_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f->id);
}

typedef struct {
  gboolean done;
  gboolean ok;
  GError *error;
  TlStoreLibraryImport taken;
} Answer;

static gboolean
answered (gpointer data)
{
  return ((Answer *) data)->done;
}

static void
on_renamed (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *answer = data;

  answer->ok = tl_library_rename_game_finish (TL_LIBRARY (source), result, &answer->error);
  answer->done = TRUE;
}

static void
on_exported (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *answer = data;

  answer->ok = tl_library_export_game_finish (TL_LIBRARY (source), result, &answer->error);
  answer->done = TRUE;
}

static void
on_library_exported (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *answer = data;

  answer->ok = tl_library_export_library_finish (TL_LIBRARY (source), result, &answer->error);
  answer->done = TRUE;
}

static void
on_library_imported (GObject *source, GAsyncResult *result, gpointer data)
{
  Answer *answer = data;

  answer->ok = tl_library_import_library_finish (TL_LIBRARY (source), result, &answer->taken, &answer->error);
  answer->done = TRUE;
}

static void
wait_answer (Answer *answer)
{
  g_assert_true (wait_for (answered, answer, 20));
  g_assert_no_error (answer->error);
  g_assert_true (answer->ok);
}

typedef struct {
  const char *path;
  const char *sql;
  gint64 value;
} Query;

static gboolean
query_is (gpointer data)
{
  Query *query = data;

  return st_query_int (query->path, query->sql) == query->value;
}

/* The Saved Games' menu: Rename (the user's text as it is), Export (the
 * record as stored), Delete hidden first and undone, then deleted. */
static void
test_saved_games_menu (Fixture *f, gconstpointer data)
{
  g_autofree char *sql = g_strdup_printf ("SELECT title FROM saved_games WHERE id = '%s'", f->id);
  g_autofree char *out = g_build_filename (f->dir, "saved-game.tilelands", NULL);
  g_autofree char *title = NULL;
  g_autofree char *text = NULL;
  g_autofree char *stored = NULL;
  Answer renamed = { 0 }, exported = { 0 };
  Query gone = { f->path, "SELECT count(*) FROM saved_games", 0 };

  tl_library_rename_game_async (f->library, f->id, "Sunday’s <game> & more", NULL, on_renamed, &renamed);
  wait_answer (&renamed);
  title = st_query_text (f->path, sql);
  g_assert_cmpstr (title, ==, "Sunday’s <game> & more");

  tl_library_export_game_async (f->library, f->id, out, TL_STORE_EXPORT_REPLACE, NULL, on_exported, &exported);
  wait_answer (&exported);
  g_assert_true (g_file_get_contents (out, &text, NULL, NULL));
  stored = st_query_text (f->path, "SELECT record FROM saved_games");
  g_assert_cmpstr (text, ==, stored);

  /* Delete: hidden, Undo shows it again and deletes nothing */
  tl_library_hide_game (f->library, f->id);
  g_assert_true (tl_library_is_hidden (f->library, f->id));
  tl_library_show_game (f->library, f->id);
  g_assert_false (tl_library_is_hidden (f->library, f->id));
  g_assert_cmpint (st_query_int (f->path, "SELECT count(*) FROM saved_games"), ==, 1);
  /* and again, the toast let go: deleted */
  tl_library_hide_game (f->library, f->id);
  tl_library_delete_game (f->library, f->id);
  g_assert_true (wait_for (query_is, &gone, 20));
}

/* Export writes as Save does: through a link, keeping the file's permissions. */
static void
test_export_keeps_link (Fixture *f, gconstpointer data)
{
  g_autofree char *target = g_build_filename (f->dir, "private.tilelands", NULL);
  g_autofree char *link = g_build_filename (f->dir, "link.tilelands", NULL);
  g_autofree char *stored = NULL;
  g_autofree char *text = NULL;
  Answer exported = { 0 };
  struct stat st;

  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);
  g_assert_cmpint (symlink ("private.tilelands", link), ==, 0);
  tl_library_export_game_async (f->library, f->id, link, TL_STORE_EXPORT_REPLACE, NULL, on_exported, &exported);
  wait_answer (&exported);
  stored = st_query_text (f->path, "SELECT record FROM saved_games");
  g_assert_true (g_file_get_contents (target, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, stored);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpint (g_stat (target, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
}

/* Export Library… writes a whole copy (no part file left beside it, a file
 * there replaced whole); Import Library… of it brings a deleted game back. */
static void
test_library_files (Fixture *f, gconstpointer data)
{
  g_autofree char *out = g_build_filename (f->dir, "copy.db", NULL);
  g_autofree char *sql = g_strdup_printf ("SELECT count(*) FROM saved_games WHERE id = '%s'", f->id);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) dir = NULL;
  Answer exported = { 0 }, imported = { 0 };
  const char *name;

  g_assert_true (g_file_set_contents (out, "not a library", -1, NULL));
  tl_library_export_library_async (f->library, out, TL_STORE_EXPORT_REPLACE, NULL, on_library_exported, &exported);
  wait_answer (&exported);
  g_assert_cmpint (st_query_int (out, sql), ==, 1);
  dir = g_dir_open (f->dir, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_assert_null (strstr (name, ".part"));

  g_assert_true (tl_store_delete_game (tl_library_get_store (f->library), f->id, &error));
  g_assert_no_error (error);
  g_assert_cmpint (st_query_int (f->path, sql), ==, 0);
  tl_library_import_library_async (f->library, out, NULL, on_library_imported, &imported);
  wait_answer (&imported);
  g_assert_cmpuint (imported.taken.saved, ==, 1);
  g_assert_cmpuint (imported.taken.finished, ==, 0);
  g_assert_cmpuint (imported.taken.left_out_games, ==, 0);
  g_assert_cmpint (st_query_int (f->path, sql), ==, 1);
}

/* A library that is not open answers as a closed store does. */
static void
test_closed (Fixture *f, gconstpointer data)
{
  g_autoptr (TlLibrary) refused = NULL;
  g_autofree char *junk = g_build_filename (f->dir, "junk.db", NULL);
  Answer renamed = { 0 };

  g_assert_true (g_file_set_contents (junk, "not a library", -1, NULL));
  refused = tl_library_new (junk, TL_STORE_OPEN_DEFAULT);
  g_assert_true (wait_for (library_settled, refused, 20));
  g_assert_true (tl_library_is_refused (refused));
  g_assert_null (tl_library_dup_read_only_message (refused));
  tl_library_rename_game_async (refused, f->id, "x", NULL, on_renamed, &renamed);
  g_assert_true (wait_for (answered, &renamed, 20));
  g_assert_false (renamed.ok);
  g_assert_error (renamed.error, TL_STORE_ERROR, TL_STORE_ERROR_CLOSED);
  g_assert_cmpstr (renamed.error->message, ==, "the library is closed");
  g_clear_error (&renamed.error);
  tl_library_close (refused);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/library-calls/saved-games-menu", test_saved_games_menu);
  ADD ("/library-calls/export-keeps-link", test_export_keeps_link);
  ADD ("/library-calls/library-files", test_library_files);
  ADD ("/library-calls/closed", test_closed);
#undef ADD
  return g_test_run ();
}
