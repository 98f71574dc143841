/* test-library-files.c — Import and Export of tile sets and maps (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 20: Export and Import of maps and tile sets started in the working
 * directory (the source tree under tools/run.sh). They start as game export
 * does (tl_library_start_folder()): in Documents, then in the folder a tile set
 * or a map was last exported to or imported from, shared by the Tile Sets and
 * Maps windows and the editors. An imported tile set or map named as one the
 * library has already is named "… (2)", "… (3)"; New Game still plays the set
 * the player chose.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tl-map-library.h"
#include "tl-new-game-window.h"
#include "tl-tile-set-library.h"
#include "ui-test-util.h"

static char *base_dir;

/* The folder the visible file chooser starts in, as a path. */
static char *
chooser_start (void)
{
  g_autoptr (GFile) folder = ui_file_chooser_folder ();

  g_assert_nonnull (folder);
  return g_file_get_path (folder);
}

static void
cancel_chooser (void)
{
  GtkFileChooser *chooser = ui_find_file_chooser ();

  g_assert_nonnull (chooser);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  ui_settle ();
}

static TlLibraryWindow *
wait_listed (TlLibraryWindow *library)
{
  g_assert_nonnull (library);
  ui_wait_until_drawn (GTK_WIDGET (library));
  g_assert_true (ui_wait_for ((gboolean (*) (gpointer)) tl_library_window_get_listed, library, 10));
  return library;
}

static void
test_start_folders (void)
{
  g_autofree char *documents = g_build_filename (base_dir, "documents", NULL);
  g_autofree char *elsewhere = g_build_filename (base_dir, "elsewhere", NULL);
  g_autofree char *db = g_build_filename (base_dir, "choosers.db", NULL);
  g_autofree char *set_path = g_build_filename (elsewhere, "set.json", NULL);
  g_autofree char *fixture = g_build_filename (g_getenv ("TL_FIXTURES_DIR"), "bad", "tileset-valid.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *start = NULL;
  g_autoptr (GFile) set_file = g_file_new_for_path (set_path);
  g_autoptr (GError) error = NULL;
  TlLibraryWindow *tile_sets, *maps;
  TlStore *store;

  g_assert_cmpint (g_mkdir_with_parents (elsewhere, 0755), ==, 0);
  g_assert_true (g_file_get_contents (fixture, &text, NULL, &error));
  g_assert_true (g_file_set_contents (set_path, text, -1, &error));
  g_unlink (db);
  store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);

  /* Import first starts in Documents, not the working directory */
  tile_sets = wait_listed (tl_tile_set_library_show (NULL, ui_library_for_store (store)));
  gtk_widget_activate_action (GTK_WIDGET (tile_sets), "win.import", NULL);
  start = chooser_start ();
  g_assert_cmpstr (start, ==, documents);
  ui_choose_file (set_file);
  ui_settle ();
  g_clear_pointer (&start, g_free);

  /* then where the last file was: Export of a tile set… */
  gtk_widget_activate_action (GTK_WIDGET (tile_sets), "win.export", "s", "carcassonne-base");
  start = chooser_start ();
  g_assert_cmpstr (start, ==, elsewhere);
  cancel_chooser ();
  g_clear_pointer (&start, g_free);

  /* … and of a map, in the Maps window */
  maps = wait_listed (tl_map_library_show (NULL, ui_library_for_store (store)));
  gtk_widget_activate_action (GTK_WIDGET (maps), "win.export", "s", "usa-west");
  start = chooser_start ();
  g_assert_cmpstr (start, ==, elsewhere);
  cancel_chooser ();
  g_clear_pointer (&start, g_free);

  /* a map exported to Documents: the next Import starts there */
  gtk_widget_activate_action (GTK_WIDGET (maps), "win.export", "s", "usa-west");
  {
    g_autofree char *out = g_build_filename (documents, "usa-west.json", NULL);
    g_autoptr (GFile) out_file = g_file_new_for_path (out);

    ui_choose_file (out_file);
    ui_settle ();
  }
  gtk_widget_activate_action (GTK_WIDGET (tile_sets), "win.import", NULL);
  start = chooser_start ();
  g_assert_cmpstr (start, ==, documents);
  cancel_chooser ();

  ui_close_all ();
  tl_store_close (store);
  g_object_unref (store);
}

typedef struct {
  TlLibraryWindow *window;
  guint n;
} Listed;

static gboolean
documents_are (gpointer data)
{
  Listed *listed = data;

  return tl_library_window_count (listed->window, FALSE) == listed->n;
}

static gint
compare_names (gconstpointer a,
               gconstpointer b,
               gpointer      data)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

/* The names of the library's documents of @kind once @window lists @n of the
 * user's, sorted, as "name|name|…"; the id of the one named @name in @id. */
static char *
document_names (TlLibraryWindow *window,
                TlStore         *store,
                TlStoreDocKind   kind,
                guint            n,
                const char      *name,
                char           **id)
{
  Listed listed = { window, n };
  g_autoptr (GPtrArray) docs = NULL;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) names = NULL;

  g_assert_true (ui_wait_for (documents_are, &listed, 10));
  docs = tl_store_list_documents (store, kind, NULL);
  for (guint i = 0; i < docs->len; i++)
    {
      const TlStoreDocInfo *info = g_ptr_array_index (docs, i);

      g_strv_builder_add (builder, info->name);
      if (id != NULL && g_strcmp0 (info->name, name) == 0)
        *id = g_strdup (info->id);
    }
  names = g_strv_builder_end (builder);
  g_qsort_with_data (names, g_strv_length (names), sizeof (char *), compare_names, NULL);
  return g_strjoinv ("|", names);
}

static void
import_file (TlLibraryWindow *library,
             const char      *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  gtk_widget_activate_action (GTK_WIDGET (library), "win.import", NULL);
  g_assert_nonnull (ui_find_file_chooser ());
  ui_choose_file (file);
}

static gboolean
sets_offered (gpointer data)
{
  return tl_new_game_window_count_tile_sets (data) == 3;
}

/* A file imported three times is three tile sets, "Bad input test",
 * "Bad input test (2)" and "(3)"; a map imported twice, "… (2)".
 * New Game, told to play the first set (its settings), plays it with the
 * copies beside it. */
static void
test_import_names (void)
{
  g_autofree char *db = g_build_filename (base_dir, "names.db", NULL);
  g_autofree char *set_path = g_build_filename (g_getenv ("TL_FIXTURES_DIR"), "bad", "tileset-valid.json", NULL);
  g_autofree char *map_path = g_build_filename (g_getenv ("TL_FIXTURES_DIR"), "..", "..", "data", "maps",
                                                "usa-west.json", NULL);
  g_autofree char *names = NULL;
  g_autofree char *first = NULL;
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (GSettings) settings = NULL;
  g_autoptr (TlRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  TlLibraryWindow *tile_sets, *maps;
  TlNewGameWindow *dialog;
  TlWindow *window;
  TlStore *store;

  g_unlink (db);
  library = ui_open_library (db, TL_STORE_OPEN_DEFAULT);
  store = tl_library_get_store (library);
  tile_sets = wait_listed (tl_tile_set_library_show (NULL, ui_library_for_store (store)));
  for (guint i = 1; i <= 3; i++)
    {
      import_file (tile_sets, set_path);
      g_clear_pointer (&names, g_free);
      names = document_names (tile_sets, store, TL_STORE_TILESET, i, "Bad input test", &first);
    }
  g_assert_cmpstr (names, ==, "Bad input test|Bad input test (2)|Bad input test (3)");

  maps = wait_listed (tl_map_library_show (NULL, ui_library_for_store (store)));
  for (guint i = 1; i <= 2; i++)
    {
      import_file (maps, map_path);
      g_clear_pointer (&names, g_free);
      names = document_names (maps, store, TL_STORE_MAP, i, NULL, NULL);
    }
  g_assert_cmpstr (names, ==, "USA West (reconstructed layout)|USA West (reconstructed layout) (2)");

  /* New Game plays the set its settings name, not a copy of the same name */
  settings = g_settings_new (APP_ID);
  g_settings_set_string (settings, "game", "carcassonne");
  g_settings_set_string (settings, "map", "");
  g_settings_set_string (settings, "tile-set", first);
  window = ui_new_window ();
  tl_window_set_library (window, library);
  dialog = tl_new_game_window_new (GTK_WINDOW (window), settings);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (ui_wait_for (sets_offered, dialog, 10));
  ui_settle ();
  record = tl_new_game_window_build_record (dialog, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (record->tileset->id, ==, first);
  g_assert_true (record->tileset_inline);

  ui_close_all ();
  tl_library_close (library);
}

int
main (int argc, char **argv)
{
  int status;

  base_dir = ui_set_up_folders ("choosers");
  if (!ui_test_init (&argc, &argv, "test-library-files", TRUE))
    return 77;
  g_test_add_func ("/ui/library-files/start-folders", test_start_folders);
  g_test_add_func ("/ui/library-files/import-names", test_import_names);
  status = g_test_run ();
  g_free (base_dir);
  return status;
}
