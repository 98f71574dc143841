/* test-languages.c — the built-in names in the user's language, and a game
 * saved in one language loaded in another (run it under Xvfb)
 *
 * The test runs with the Romanian catalog of this build (TILELANDS_LOCALEDIR)
 * and switches LANGUAGE between ro and C as a user restarting the app would.
 *
 * 1. A game of the base tiles as a user's set (what Play on the library's
 *    built-in card starts: the set goes inline in the record) under Romanian:
 *    the tiles-left popover's tiles say their names in Romanian; the record
 *    keeps the data's English names; saved through the window's Save and
 *    loaded under LANGUAGE=C through Load, it is the same record text, and the
 *    popover says the English names.
 * 2. The base set opened in the tile-set editor under Romanian: its title is
 *    the library's Romanian name, the grid's tooltip and the tile pane's name
 *    field say the tile's Romanian name while the document keeps the English;
 *    Duplicate makes a copy whose names are the Romanian ones, as written, and
 *    so does the library's Duplicate (tl_tile_set_library_copy_builtin()).
 * 3. Join in the map editor with the built-in USA West, under Romanian: the
 *    problem that the half squares do not pair names the map "Vestul SUA", as
 *    the list does, never its file's English name.
 * 4. The reveal step in Romanian keeps the side panel's width (320 px).
 * 5. At 480 px the turn bar under the board says the reveal step in Romanian.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tl-map-document.h"
#include "tl-map-editor-window.h"
#include "tl-map-format.h"
#include "tl-map-join-dialog.h"
#include "tl-record-format.h"
#include "tl-side-panel-private.h"
#include "tl-tile-set-editor-window.h"
#include "tl-tile-set-library.h"
#include "tl-tileset-format.h"
#include "ui-test-util.h"

#define J_EN "city on one side, road curving from east to south"
#define J_RO "oraș pe o latură, drum în curbă de la est la sud"

static char *folder;
static TlStore *store;

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");   /* gettext forgets what it looked up */
}

/* Whether a widget under @root (itself included, shown or not) has the tooltip @text. */
static gboolean
has_tooltip (GtkWidget *root, const char *text)
{
  if (g_strcmp0 (gtk_widget_get_tooltip_text (root), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (has_tooltip (child, text))
      return TRUE;
  return FALSE;
}

/* Whether a text field under @root holds @text. */
static gboolean
has_field (GtkWidget *root, const char *text)
{
  if (GTK_IS_EDITABLE (root) && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (root)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (has_field (child, text))
      return TRUE;
  return FALSE;
}

static char *
record_text (TlWindow *window)
{
  return tl_record_format_to_data (tl_game_get_record (tl_window_get_game (window)), NULL);
}

static GtkWidget *
remaining_tiles (TlWindow *window)
{
  return GTK_WIDGET (_tl_side_panel_get_remaining_tiles (window->side_panel));
}

static void
test_saved_in_romanian (void)
{
  g_autoptr(TlTileSet) base = tl_tileset_format_load_builtin (TL_TILESET_BASE, NULL);
  g_autofree char *path = g_build_filename (folder, "documents", "romanian.tilelands", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autoptr(GFile) start = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *loaded = NULL;
  g_autofree char *on_disk = NULL;
  g_autoptr(GError) error = NULL;
  TlWindow *window;
  TlNewGameWindow *dialog;
  TlGame *before;
  GtkButton *start_button;

  use_language ("ro");
  g_unlink (path);
  window = ui_new_window ();
  g_action_group_activate_action (G_ACTION_GROUP (window), "new-game", NULL);
  dialog = ui_find_new_game_window ();
  g_assert_nonnull (dialog);
  tl_new_game_window_add_tile_set (dialog, base, TRUE);
  start_button = ui_find_button (GTK_WIDGET (dialog), "Î_ncepe");
  g_assert_nonnull (start_button);
  g_signal_emit_by_name (start_button, "clicked");
  g_assert_nonnull (tl_window_get_game (window));
  g_assert_true (tl_game_get_record (tl_window_get_game (window))->tileset_inline);

  /* the tiles not seen yet, by their Romanian names */
  g_assert_true (has_tooltip (remaining_tiles (window), J_RO));
  g_assert_false (has_tooltip (remaining_tiles (window), J_EN));
  ui_play_a_round (window);

  /* the record keeps the data's English names */
  saved = record_text (window);
  g_assert_nonnull (strstr (saved, "\"" J_EN "\""));
  g_assert_null (strstr (saved, J_RO));
  g_assert_null (strstr (saved, "oraș"));

  g_action_group_activate_action (G_ACTION_GROUP (window), "export", NULL);
  g_assert_nonnull (ui_find_file_chooser ());
  ui_choose_file (file);
  g_assert_true (g_file_load_contents (file, NULL, &on_disk, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (on_disk, ==, saved);

  /* in English, Load gives the same game, said in English */
  use_language ("C");
  before = tl_window_get_game (window);
  g_action_group_activate_action (G_ACTION_GROUP (window), "open", NULL);
  g_assert_null (ui_find_message_dialog ());
  g_assert_nonnull (ui_find_file_chooser ());
  /* the folder saved in, once it has loaded (choosing a file before fails in GTK 4.8) */
  start = ui_file_chooser_folder ();
  g_assert_true (start != NULL && g_file_equal (start, parent));
  ui_choose_file (file);
  g_assert_nonnull (ui_wait_for_game (window, before));
  g_assert_true (tl_window_get_game (window) != before);
  loaded = record_text (window);
  g_assert_cmpstr (loaded, ==, saved);
  g_assert_true (has_tooltip (remaining_tiles (window), J_EN));
  g_assert_false (has_tooltip (remaining_tiles (window), J_RO));

  gtk_window_destroy (GTK_WINDOW (window));
  use_language ("ro");
}

static int
tile_index (TlTileSetDocument *doc, const char *id)
{
  GListModel *tiles = tl_tile_set_document_get_tiles (doc);

  for (guint i = 0; i < g_list_model_get_n_items (tiles); i++)
    {
      g_autoptr(TlTileSetEntry) entry = g_list_model_get_item (tiles, i);

      if (g_strcmp0 (tl_tile_set_entry_get_id (entry), id) == 0)
        return (int) i;
    }
  return -1;
}

static const char *
tile_name (TlTileSetDocument *doc, const char *id)
{
  g_autoptr(TlTileSetEntry) entry = g_list_model_get_item (tl_tile_set_document_get_tiles (doc),
                                                           (guint) tile_index (doc, id));

  return tl_tile_set_entry_get_name (entry);
}

static gboolean
has_copy (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (TL_IS_TILE_SET_EDITOR_WINDOW (window) && window != data)
        {
          *(gpointer *) g_object_get_data (G_OBJECT (data), "copy") = window;
          return TRUE;
        }
    }
  return FALSE;
}

static void
test_editor (void)
{
  g_autoptr(TlTileSet) base = tl_tileset_format_load_builtin (TL_TILESET_BASE, NULL);
  g_autofree char *json = tl_tileset_format_to_data (base, NULL);
  g_autofree char *library_copy = NULL;
  g_autoptr(TlTileSet) copied = NULL;
  g_autoptr(GError) error = NULL;
  TlTileSetEditorWindow *editor, *copy = NULL;
  TlTileSetDocument *doc;
  int j;

  use_language ("ro");
  editor = tl_tile_set_editor_window_open (NULL, ui_library_for_store (store), json, TRUE, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (editor));
  ui_wait_until_drawn (GTK_WIDGET (editor));
  doc = tl_tile_set_editor_window_get_document (editor);
  j = tile_index (doc, "J");
  g_assert_cmpint (j, >=, 0);
  tl_tile_set_editor_window_select (editor, (guint) j);

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (editor)), ==, "Carcassonne (jocul de bază)");
  g_assert_true (has_field (GTK_WIDGET (editor), "Carcassonne (jocul de bază)"));
  g_assert_true (has_field (GTK_WIDGET (editor), J_RO));
  g_assert_true (has_tooltip (GTK_WIDGET (editor), J_RO));
  /* the document is the data */
  g_assert_cmpstr (tile_name (doc, "J"), ==, J_EN);
  g_assert_cmpstr (tl_tile_set_document_get_name (doc), ==, "Carcassonne (base game)");

  /* Duplicate: the copy's names are Romanian, as written */
  g_object_set_data (G_OBJECT (editor), "copy", &copy);
  g_action_group_activate_action (G_ACTION_GROUP (editor), "duplicate", NULL);
  g_assert_true (ui_wait_for (has_copy, editor, 10));
  doc = tl_tile_set_editor_window_get_document (copy);
  g_assert_cmpstr (tile_name (doc, "J"), ==, J_RO);
  g_assert_cmpstr (tile_name (doc, "D"), ==, "oraș pe o latură și un drum drept, ca și cartonașul de start");
  g_assert_cmpstr (tl_tile_set_document_get_name (doc), ==, "Carcassonne (jocul de bază) (copie)");
  g_assert_cmpuint (tl_tile_set_document_get_total_tiles (doc), ==, 72);
  tl_tile_set_editor_window_select (copy, (guint) tile_index (doc, "J"));
  g_assert_true (has_field (GTK_WIDGET (copy), J_RO));
  gtk_window_destroy (GTK_WINDOW (copy));
  gtk_window_destroy (GTK_WINDOW (editor));

  /* the library's Duplicate starts from the same names, every other member kept */
  library_copy = tl_tile_set_library_copy_builtin (json);
  copied = tl_tileset_format_load_data (library_copy, -1, "copy", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (copied->id, ==, TL_TILESET_BASE);
  g_assert_cmpuint (copied->total_tiles, ==, 72);
  g_assert_cmpstr (tl_tile_set_type (copied, (guint) tl_tile_set_lookup (copied, "J"))->name, ==, J_RO);
  g_assert_cmpstr (tl_tile_set_type (copied, (guint) tl_tile_set_lookup (copied, "B"))->name, ==, "mănăstire");
  for (guint i = 0; i < base->types->len; i++)
    {
      const TlTileType *a = tl_tile_set_type (base, i), *b = tl_tile_set_type (copied, i);

      g_assert_cmpstr (a->id, ==, b->id);
      g_assert_cmpuint (a->count, ==, b->count);
      g_assert_cmpuint (a->n_segments, ==, b->n_segments);
      g_assert_cmpmem (a->segments, sizeof a->segments, b->segments, sizeof b->segments);
    }
}

static GtkDropDown *
find_drop_down (GtkWidget *root)
{
  if (GTK_IS_DROP_DOWN (root))
    return GTK_DROP_DOWN (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkDropDown *found = find_drop_down (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_join (void)
{
  g_autoptr(TlMapLayout) mine = tl_map_format_load_builtin ("usa-east", NULL);
  g_autofree char *json = NULL;
  g_autoptr(GError) error = NULL;
  TlMapEditorWindow *editor;
  TlMapJoinDialog *join;
  GtkDropDown *choices;
  GListModel *names;
  const TlMapProblem *problem;

  use_language ("ro");
  /* a user's copy of USA East whose half square on row 3 is painted over */
  g_free (mine->id);
  mine->id = g_strdup ("map-mine");
  g_free (mine->name);
  mine->name = g_strdup ("Harta mea");
  json = tl_map_format_to_data (mine, NULL);
  editor = tl_map_editor_window_new (NULL, ui_library_for_store (store), json, FALSE, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (editor));
  tl_map_document_set_cell (tl_map_editor_window_get_document (editor), 0, 3, TL_MAP_PAINT_BLOCKED);

  gtk_widget_activate_action (GTK_WIDGET (editor), "win.join", NULL);
  join = ui_find_window (TL_TYPE_MAP_JOIN_DIALOG);
  g_assert_nonnull (join);
  choices = find_drop_down (GTK_WIDGET (join));
  g_assert_nonnull (choices);
  names = gtk_drop_down_get_model (choices);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 0), ==, "Vestul SUA");
  gtk_drop_down_set_selected (choices, 0);
  g_assert_null (tl_map_join_dialog_get_joined (join));
  g_assert_cmpuint (tl_map_join_dialog_get_problems (join)->len, ==, 1);
  problem = g_ptr_array_index (tl_map_join_dialog_get_problems (join), 0);
  g_test_message ("%s", problem->message);
  g_assert_nonnull (strstr (problem->message, "„Vestul SUA”"));
  g_assert_nonnull (strstr (problem->message, "„Harta mea”"));
  g_assert_null (strstr (problem->message, "reconstructed"));
  ui_close_all ();
}

/* 4. In Romanian the reveal step's texts are longer still ("Rezolvă
 *    cartonașul întors"): the side panel keeps its 320 pixels and the board
 *    its width through the step; the buttons stand one above the other (in
 *    Romanian at every step: "Confirmă tura" needs more than half the row). */
static void
test_reveal_keeps_panel_width (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  TlWindow *window = g_object_new (TL_TYPE_WINDOW, "default-width", 1400, "default-height", 900, NULL);
  GtkWidget *panel = GTK_WIDGET (window->side_panel);
  GtkWidget *board = tl_window_get_board (window);
  GtkWidget *confirm, *buttons;
  int board_width;
  gint r;

  use_language ("ro");
  gtk_window_present (GTK_WINDOW (window));
  r = ui_start_fitting (window, record, 5, 2);
  ui_wait_until_drawn (panel);
  confirm = GTK_WIDGET (ui_find_button (panel, "_Confirmă tura"));
  g_assert_nonnull (confirm);
  buttons = gtk_widget_get_parent (confirm);
  g_assert_cmpint (ui_settled_width (panel), ==, 320);
  board_width = gtk_widget_get_width (board);

  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at", g_variant_new ("(iii)", 5, 2, r));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (confirm)), ==, "_Rezolvă cartonașul întors");
  g_assert_cmpint (ui_settled_width (panel), ==, 320);
  g_assert_cmpint (gtk_widget_get_width (board), ==, board_width);
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (buttons)), ==, GTK_ORIENTATION_VERTICAL);
  ui_save_png (GTK_WIDGET (window), "test-languages-reveal-step.png");

  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (confirm)), ==, "_Confirmă tura");
  g_assert_cmpint (ui_settled_width (panel), ==, 320);
  g_assert_cmpint (gtk_widget_get_width (board), ==, board_width);
  /* "Confirmă tura" is wider than half the row too: they stay one above the other */
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (buttons)), ==, GTK_ORIENTATION_VERTICAL);
  ui_save_png (GTK_WIDGET (window), "test-languages-follower-step.png");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* 5. In the smallest window, 480 pixels wide (the side panel folded), the
 *    turn bar under the board says the reveal step in Romanian, with its
 *    button, and the window stays 480 wide: the bar's texts wrap or are
 *    shortened with "…". */
static void
test_narrow_reveal (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  TlWindow *window = g_object_new (TL_TYPE_WINDOW, "default-width", 480, "default-height", 600, NULL);
  gint r;

  use_language ("ro");
  gtk_window_present (GTK_WINDOW (window));
  r = ui_start_fitting (window, record, 5, 2);
  ui_wait_until_drawn (GTK_WIDGET (window->board_view));
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at", g_variant_new ("(iii)", 5, 2, r));
  ui_settle ();
  g_assert_true (adw_flap_get_folded (window->flap));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (window->turn_bar), TRUE));
  g_assert_true (g_str_has_prefix (tl_turn_bar_get_text (window->turn_bar), "Red\nÎntoarce cartonașele cu fața în jos"));
  g_assert_nonnull (ui_find_button (GTK_WIDGET (window->turn_bar), "_Rezolvă cartonașul întors"));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 480);
  /* across the board, less its 12 px margins */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window->turn_bar)), ==,
                   gtk_widget_get_width (GTK_WIDGET (window->flap)) - 2 * 12);
  ui_save_png (GTK_WIDGET (window), "test-languages-narrow-reveal.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  const char *localedir = g_getenv ("TILELANDS_LOCALEDIR");
  g_autofree char *db = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  ui_log_init ();
  if (localedir == NULL)
    {
      g_printerr ("test-languages: TILELANDS_LOCALEDIR names no catalog (meson test sets it)\n");
      return 77;
    }
  /* as main.c does; gtk_test_init() would set en_US */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  use_language ("ro");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  folder = ui_set_up_folders ("languages");
  if (!gtk_init_check ())
    {
      g_printerr ("test-languages: no display; run the suite under xvfb-run\n");
      return 77;
    }
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  db = g_build_filename (folder, "library.db", NULL);
  g_unlink (db);
  store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);

  g_test_add_func ("/ui/languages/saved-in-romanian-loads-in-english", test_saved_in_romanian);
  g_test_add_func ("/ui/languages/builtin-tile-set-in-the-editor", test_editor);
  g_test_add_func ("/ui/languages/join-with-a-builtin-map", test_join);
  g_test_add_func ("/ui/languages/reveal-keeps-panel-width", test_reveal_keeps_panel_width);
  g_test_add_func ("/ui/languages/narrow-reveal", test_narrow_reveal);
  status = g_test_run ();
  tl_store_close (store);
  g_object_unref (store);
  g_free (folder);
  return status;
}
