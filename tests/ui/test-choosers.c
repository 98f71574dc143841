/* test-choosers.c — where the editors' file choosers start (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 20: Export and Import of maps and tile sets started in the working
 * directory (the source tree under tools/run.sh). They start as game export
 * does (tl_library_start_folder()): in Documents, then in the folder a tile set
 * or a map was last exported to or imported from, shared by the Tile Sets and
 * Maps windows and the editors.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tl-map-library.h"
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
  tile_sets = wait_listed (tl_tile_set_library_show (NULL, store));
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
  maps = wait_listed (tl_map_library_show (NULL, store));
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

int
main (int argc, char **argv)
{
  int status;

  base_dir = ui_set_up_folders ("choosers");
  if (!ui_test_init (&argc, &argv, "test-choosers", TRUE))
    return 77;
  g_test_add_func ("/ui/choosers/start-folders", test_start_folders);
  status = g_test_run ();
  g_free (base_dir);
  return status;
}
