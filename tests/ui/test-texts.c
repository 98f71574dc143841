/* test-texts.c — what the windows say, in the player's terms (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 20: About → Details was blank (a raw "&" broke its markup); the
 * recall hint said "from the tile at -3, 0", coordinates the board does not
 * show; the tile-set editor's Try It spoke of "level 0/1"; a map with errors
 * said "Saved in your library"; the map legend did not explain the grey
 * squares (the game log's names of tiles: test-log.c).
 */

#include "config.h"

#include <glib/gstdio.h>

#include "tl-map-editor-window.h"
#include "tl-map-legend.h"
#include "tl-map-library.h"
#include "tl-tile-set-library.h"
#include "tl-tile-set-trial-dialog.h"
#include "ui-test-util.h"

/* About → Details shows the comments as Pango markup: they must parse, and
 * read as the English text with its "&"s. */
static void
test_about_details (void)
{
  GtkApplication *app = ui_application ();
  AdwAboutWindow *about;
  g_autofree char *comments = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  g_assert_true (ui_wait_for (ui_has_window, GSIZE_TO_POINTER (ADW_TYPE_ABOUT_WINDOW), 10));
  about = ui_find_window (ADW_TYPE_ABOUT_WINDOW);
  g_object_get (about, "comments", &comments, NULL);
  g_assert_true (pango_parse_markup (comments, -1, 0, NULL, &text, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (text, "Build a countryside of cities, roads and monasteries, tile by tile. "));
  g_assert_nonnull (strstr (text, "Maps are played with the tiles of Inns & Cathedrals and Traders & Builders, "
                                  "only their tiles: "));

  /* the links, and the details a bug report needs (issue 27) */
  {
    g_autofree char *website = NULL, *issues = NULL, *support = NULL, *debug = NULL;
    g_autofree char *gtk = g_strdup_printf ("\nGTK %u.%u.%u\n", gtk_get_major_version (),
                                            gtk_get_minor_version (), gtk_get_micro_version ());

    g_object_get (about, "website", &website, "issue-url", &issues, "support-url", &support,
                  "debug-info", &debug, NULL);
    g_assert_cmpstr (website, ==, "https://github.com/tilelands/tilelands");
    g_assert_cmpstr (issues, ==, "https://github.com/tilelands/tilelands/issues");
    g_assert_cmpstr (support, ==, "https://github.com/tilelands/tilelands/discussions");
    g_assert_true (g_str_has_prefix (debug, "Tilelands " PACKAGE_VERSION "\n"));
    g_assert_nonnull (strstr (debug, gtk));
    g_assert_nonnull (strstr (debug, "\nlibadwaita 1."));
    g_assert_nonnull (strstr (debug, "\nGLib 2."));
    g_assert_nonnull (strstr (debug, "\njson-glib 1."));
    g_assert_nonnull (strstr (debug, "\nLibrary: "));
    g_assert_nonnull (strstr (debug, "\nSQLite 3.") == NULL ? strstr (debug, "\nSQLite: 3.") : NULL);
  }
  ui_close_all ();
}

/* The hint to recall a follower says where its tile lies as the log does,
 * from the start tile, not in coordinates. */
static void
test_recall_hint (void)
{
  TlWindow *window = ui_window_with_fixture ("bad/record-valid.tilelands", -1);
  TlAiMove move = { 0 };
  g_autofree char *hint = NULL;

  move.recall = TRUE;
  move.recall_x = -3;
  move.recall_y = 0;
  hint = _tl_window_ai_describe_follower (window, &move);
  g_assert_cmpstr (hint, ==, "Hint: place the tile where it is shown, then recall your follower from this "
                             "tile: 3 west of the start tile.");
  ui_close_all ();
}

static TlStore *
open_store (const char *name)
{
  g_autofree char *db = g_build_filename (g_get_tmp_dir (), name, NULL);
  g_autoptr (GError) error = NULL;
  TlStore *store;

  g_unlink (db);
  store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  return store;
}

static void
close_store (TlStore *store)
{
  ui_close_all ();
  tl_store_close (store);
  g_object_unref (store);
}

/* Try It of the tile-set editor names the computer players' levels as New
 * Game does (Easy, Normal), not "level 0" and "level 1". */
static void
test_try_it_levels (void)
{
  TlStore *store = open_store ("tilelands-texts-try.db");
  TlLibraryWindow *library = tl_tile_set_library_show (NULL, ui_library_for_store (store));
  GtkWidget *trial;

  ui_wait_until_drawn (GTK_WIDGET (library));
  g_assert_true (ui_wait_for ((gboolean (*) (gpointer)) tl_library_window_get_listed, library, 10));
  gtk_widget_activate_action (GTK_WIDGET (library), "win.try-it", "s", "carcassonne-base");
  g_assert_true (ui_wait_for (ui_has_window, GSIZE_TO_POINTER (TL_TYPE_TILE_SET_TRIAL_DIALOG), 10));
  trial = ui_find_window (TL_TYPE_TILE_SET_TRIAL_DIALOG);
  ui_wait_until_drawn (trial);
  g_assert_nonnull (ui_find_label (trial, "On, each plays as a Normal computer player (the move that scores most "
                                          "now); off, as an Easy one (random legal moves)"));
  close_store (store);
}

static gboolean
has_map_editor (gpointer data)
{
  return ui_find_window (TL_TYPE_MAP_EDITOR_WINDOW) != NULL;
}

static gboolean
draft_said (gpointer data)
{
  return ui_find_label (data, "Saved in your library as a draft: it plays once it has no errors") != NULL;
}

/* A map with an error (no start square) is saved as a draft, and its editor
 * says so, as the tile-set editor does. */
static void
test_map_draft (void)
{
  TlStore *store = open_store ("tilelands-texts-map.db");
  TlLibraryWindow *library = tl_map_library_show (NULL, ui_library_for_store (store));
  TlMapEditorWindow *editor;
  TlMapDocument *doc;
  const TlMapLayout *layout;

  ui_wait_until_drawn (GTK_WIDGET (library));
  g_assert_true (ui_wait_for ((gboolean (*) (gpointer)) tl_library_window_get_listed, library, 10));
  gtk_widget_activate_action (GTK_WIDGET (library), "win.new", NULL);
  g_assert_true (ui_wait_for (has_map_editor, NULL, 10));
  editor = ui_find_window (TL_TYPE_MAP_EDITOR_WINDOW);
  ui_wait_until_drawn (GTK_WIDGET (editor));
  /* its start squares painted over: "no start square" */
  doc = tl_map_editor_window_get_document (editor);
  layout = tl_map_document_get_layout (doc);
  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      if (tl_map_layout_cell (layout, x, y)->kind == TL_MAP_START)
        tl_map_document_set_cell (doc, x, y, TL_MAP_PAINT_PLAYABLE);
  g_assert_cmpuint (tl_map_document_get_problems (doc)->len, >, 0);
  g_assert_true (ui_wait_for (draft_said, editor, 10));
  g_assert_null (ui_find_label (GTK_WIDGET (editor), "Saved in your library"));
  close_store (store);
}

/* The map legend explains the squares the board tints where the tile in hand
 * fits: blue as it is rotated now, grey (the accent at 17 %) once rotated. */
static void
test_map_legend (void)
{
  GtkWidget *legend = g_object_ref_sink (tl_map_legend_new ());

  g_assert_nonnull (ui_find_label (legend, "Blue and grey squares"));
  g_assert_nonnull (ui_find_label (legend, "The tile in hand fits on a blue square as it is rotated now, and on "
                                           "a grey one once it is rotated: R rotates it."));
  g_object_unref (legend);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "test-texts", TRUE))
    return 77;

  g_test_add_func ("/ui/texts/about-details", test_about_details);
  g_test_add_func ("/ui/texts/recall-hint", test_recall_hint);
  g_test_add_func ("/ui/texts/try-it-levels", test_try_it_levels);
  g_test_add_func ("/ui/texts/map-draft", test_map_draft);
  g_test_add_func ("/ui/texts/map-legend", test_map_legend);
  return g_test_run ();
}
