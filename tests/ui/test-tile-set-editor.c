/* test-tile-set-editor.c — the tile-set editor window as a user meets it (Xvfb)
 *
 * - A new set opens with its one tile in the pane; a click on the tile's north
 *   side makes it a road (field → road), Undo and Redo take it back and do it
 *   again, the set reaches the library, and Export (its file chooser) writes
 *   exactly the document's JSON, which reads back as the same tile.
 * - The keyboard: the arrow keys choose a side, C, R, F and Space change it, J
 *   joins two city sides into one city and Shift+J parts them, P adds a
 *   pennant, M a monastery; Ctrl+Z undoes each.
 * - The grid: add, duplicate, move, delete tiles and choose the start tile;
 *   the total; a problem's row selects its tile.
 * - A built-in set opens read-only (a click changes nothing) and Duplicate to
 *   Edit opens a copy that is stored.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tl-tile-design.h"
#include "tl-tile-set-editor-window.h"
#include "tl-tile-thumbnail.h"
#include "tl-tileset-format.h"
#include "ui-test-util.h"

static TlStore *store;
static char *documents;

/* ---- helpers ---- */

/* Lets the window lay out and draw what changed (two frames), then saves it. */
static void
save_png (GtkWidget *widget, const char *name)
{
  ui_save_png_settled (widget, name);
}

static gboolean
shows_not_saved (gpointer editor)
{
  return ui_find_label (GTK_WIDGET (editor), "Not saved") != NULL;
}

static void
close_all (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  while (g_list_model_get_n_items (toplevels) > 0)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, 0);

      gtk_window_destroy (window);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
editor_saved (gpointer data)
{
  return tl_editor_window_get_saved (data);
}

static TlTileSetEditorWindow *
open_new (const char *game, const char *id, const char *name)
{
  g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new (game, id, name);
  TlTileSetEditorWindow *editor = tl_tile_set_editor_window_new (NULL, ui_library_for_store (store), doc);

  gtk_window_set_default_size (GTK_WINDOW (editor), 1280, 800);
  gtk_window_present (GTK_WINDOW (editor));
  ui_wait_until_drawn (GTK_WIDGET (editor));
  ui_wait_until_drawn (GTK_WIDGET (tl_tile_set_editor_window_get_view (editor)));
  return editor;
}

static gboolean
enabled (TlTileSetEditorWindow *editor, const char *action)
{
  return g_action_get_enabled (g_action_map_lookup_action (G_ACTION_MAP (editor), action));
}

static void
activate (TlTileSetEditorWindow *editor, const char *action)
{
  gtk_widget_activate_action (GTK_WIDGET (editor), action, NULL);
}

/* A click on side @side of the tile pane (its click gesture, as GTK would). */
static void
click_side (TlTileEditView *view, guint side)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  double x, y;
  guint clicked = 0;

  tl_tile_edit_view_side_point (view, side, &x, &y);
  g_assert_cmpint (tl_tile_edit_view_side_at (view, x, y), ==, (int) side);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        {
          g_signal_emit_by_name (controller, "pressed", 1, x, y);
          clicked++;
        }
    }
  g_assert_cmpuint (clicked, ==, 1);
}

/* A key pressed on the tile pane (its key controller, as GTK would). */
static gboolean
press (TlTileEditView *view, guint keyval, GdkModifierType state)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, state, &handled);
    }
  return handled;
}

static const TlTileDesign *
design_of (TlTileSetDocument *doc, guint index)
{
  g_autoptr(TlTileSetEntry) entry = tl_tile_set_document_get_tile (doc, index);

  /* the entry stays alive in the document's list */
  return tl_tile_set_entry_get_design (entry);
}

static const TlTileType *
tile_of (TlTileSetDocument *doc, guint index)
{
  g_autoptr(TlTileSetEntry) entry = tl_tile_set_document_get_tile (doc, index);

  return tl_tile_set_entry_get_tile (entry);
}

static char *
stored_json (const char *id)
{
  g_autoptr(GError) error = NULL;
  char *json = tl_store_load_document (store, TL_STORE_TILESET, id, &error);

  g_assert_no_error (error);
  return json;
}

/* ---- a click, undo, redo, export ---- */

static void
test_click_undo_redo_export (void)
{
  TlTileSetEditorWindow *editor = open_new ("carcassonne", "my-tiles", "My Tiles");
  TlTileSetDocument *doc = tl_tile_set_editor_window_get_document (editor);
  TlTileEditView *view = tl_tile_set_editor_window_get_view (editor);
  g_autofree char *path = g_build_filename (documents, "exported-tiles.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSetDocument) exported = NULL;
  g_autofree char *json = NULL, *text = NULL, *stored = NULL;
  const TlTileType *type;

  g_assert_cmpuint (tl_tile_set_document_n_tiles (doc), ==, 1);
  g_assert_cmpint (tl_tile_set_editor_window_get_selected (editor), ==, 0);
  g_assert_cmpint (tl_tile_edit_view_get_tile (view), ==, 0);
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_N], ==, TL_SEGMENT_FIELD);
  g_assert_false (enabled (editor, "undo"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (editor), "1 tile, 1 kind"));
  save_png (GTK_WIDGET (editor), "tile-set-editor-new.png");

  /* a click on the north side: field → road, a road that stops at a junction */
  click_side (view, TL_SIDE_N);
  g_assert_cmpuint (tl_tile_edit_view_get_side (view), ==, TL_SIDE_N);
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_N], ==, TL_SEGMENT_ROAD);
  type = tile_of (doc, 0);
  g_assert_cmpuint (type->n_segments, ==, 2);
  g_assert_cmpint (type->segments[0].kind, ==, TL_SEGMENT_ROAD);
  g_assert_cmpuint (type->segments[0].ports, ==, 1u << TL_PORT_N);
  g_assert_cmpint (type->segments[0].road_end, ==, TL_ROAD_END_JUNCTION);
  g_assert_cmpint (type->segments[1].kind, ==, TL_SEGMENT_FIELD);
  g_assert_cmpuint (type->segments[1].ports, ==, 0xfff & ~(1u << TL_PORT_N));
  g_assert_true (enabled (editor, "undo"));
  g_assert_false (enabled (editor, "redo"));
  g_assert_cmpstr (tl_tile_set_document_undo_label (doc), ==, "Change Side");

  /* a second click: road → city */
  click_side (view, TL_SIDE_N);
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_N], ==, TL_SEGMENT_CITY);

  /* Undo: a road again; Undo: all field; Redo, Redo: a city */
  activate (editor, "win.undo");
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_N], ==, TL_SEGMENT_ROAD);
  activate (editor, "win.undo");
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_N], ==, TL_SEGMENT_FIELD);
  g_assert_cmpuint (tile_of (doc, 0)->n_segments, ==, 1);
  g_assert_false (enabled (editor, "undo"));
  g_assert_true (enabled (editor, "redo"));
  activate (editor, "win.redo");
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_N], ==, TL_SEGMENT_ROAD);
  activate (editor, "win.redo");
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_N], ==, TL_SEGMENT_CITY);
  g_assert_false (enabled (editor, "redo"));
  type = tile_of (doc, 0);
  g_assert_cmpuint (type->n_segments, ==, 2);
  g_assert_cmpint (type->segments[0].kind, ==, TL_SEGMENT_CITY);
  g_assert_cmpuint (type->segments[0].ports, ==, 7u);
  g_assert_cmpint (type->segments[1].kind, ==, TL_SEGMENT_FIELD);
  g_assert_cmpuint (type->segments[1].touches, ==, 1u);
  save_png (GTK_WIDGET (editor), "tile-set-editor-city.png");

  /* the library holds it as it is */
  g_assert_true (ui_wait_for (editor_saved, editor, 10));
  json = tl_tile_set_document_to_data (doc);
  stored = stored_json ("my-tiles");
  g_assert_cmpstr (stored, ==, json);

  /* Export through its file chooser: exactly the document's JSON */
  g_unlink (path);
  activate (editor, "win.export");
  ui_choose_file (file);
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, json);
  exported = tl_tile_set_document_new_from_data (text, -1, path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tl_tile_set_document_get_id (exported), ==, "my-tiles");
  g_assert_cmpstr (tl_tile_set_document_get_name (exported), ==, "My Tiles");
  g_assert_cmpuint (tl_tile_set_document_n_tiles (exported), ==, 1);
  g_assert_true (tl_tile_type_same_segments (tile_of (exported, 0), tile_of (doc, 0)));
  close_all ();
}

/* ---- the keyboard ---- */

static void
test_keyboard (void)
{
  TlTileSetEditorWindow *editor = open_new ("carcassonne", "keys", "Keys");
  TlTileSetDocument *doc = tl_tile_set_editor_window_get_document (editor);
  TlTileEditView *view = tl_tile_set_editor_window_get_view (editor);
  const TlTileDesign *d;

  /* East: C makes a city; North: C a second city, joined to the first? no: a
   * new city side joins the city beside it (counter-clockwise first) */
  g_assert_true (press (view, GDK_KEY_Right, 0));
  g_assert_cmpuint (tl_tile_edit_view_get_side (view), ==, TL_SIDE_E);
  g_assert_true (press (view, GDK_KEY_c, 0));
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_E], ==, TL_SEGMENT_CITY);
  g_assert_true (press (view, GDK_KEY_Up, 0));
  g_assert_true (press (view, GDK_KEY_c, 0));
  d = design_of (doc, 0);
  g_assert_cmpint (d->kind[TL_SIDE_N], ==, TL_SEGMENT_CITY);
  g_assert_true (tl_tile_design_same_segment (d, TL_SIDE_N, TL_SIDE_E));

  /* Shift+J parts them: two city caps; J joins them again */
  g_assert_true (press (view, GDK_KEY_J, GDK_SHIFT_MASK));
  g_assert_false (tl_tile_design_same_segment (design_of (doc, 0), TL_SIDE_N, TL_SIDE_E));
  g_assert_cmpuint (tile_of (doc, 0)->n_segments, ==, 3);
  g_assert_true (press (view, GDK_KEY_j, 0));
  g_assert_true (tl_tile_design_same_segment (design_of (doc, 0), TL_SIDE_N, TL_SIDE_E));

  /* P: a pennant on the city; Shift+P takes it away */
  g_assert_true (press (view, GDK_KEY_p, 0));
  g_assert_cmpuint (design_of (doc, 0)->pennants[TL_SIDE_N], ==, 1);
  g_assert_cmpuint (tile_of (doc, 0)->segments[0].pennants, ==, 1);
  g_assert_true (press (view, GDK_KEY_P, GDK_SHIFT_MASK));
  g_assert_cmpuint (design_of (doc, 0)->pennants[TL_SIDE_N], ==, 0);

  /* South: Space makes a road (field → road), W: R a second road: a road through */
  g_assert_true (press (view, GDK_KEY_Down, 0));
  g_assert_true (press (view, GDK_KEY_space, 0));
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_S], ==, TL_SEGMENT_ROAD);
  g_assert_true (press (view, GDK_KEY_Left, 0));
  g_assert_true (press (view, GDK_KEY_r, 0));
  d = design_of (doc, 0);
  g_assert_cmpint (d->kind[TL_SIDE_W], ==, TL_SEGMENT_ROAD);
  g_assert_true (tl_tile_design_same_segment (d, TL_SIDE_S, TL_SIDE_W));

  /* M: a monastery; the fields are worked out: the tile is D-like with a curve */
  g_assert_true (press (view, GDK_KEY_m, 0));
  g_assert_true (design_of (doc, 0)->monastery);
  g_assert_true (press (view, GDK_KEY_m, 0));
  g_assert_false (design_of (doc, 0)->monastery);

  /* Shift+Space on W: road → field (the kind before) */
  g_assert_true (press (view, GDK_KEY_space, GDK_SHIFT_MASK));
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_W], ==, TL_SEGMENT_FIELD);

  /* Ctrl+Z is the window's: keys with Control are not the pane's */
  g_assert_false (press (view, GDK_KEY_z, GDK_CONTROL_MASK));
  activate (editor, "win.undo");
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_W], ==, TL_SEGMENT_ROAD);
  save_png (GTK_WIDGET (editor), "tile-set-editor-keyboard.png");
  close_all ();
}

/* ---- the grid ---- */

/* The drop target of the grid's item showing tile @id. */
static GtkDropTarget *
find_drop_target (GtkWidget *root, const char *id)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (child);
      GtkDropTarget *found;

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          if (GTK_IS_DROP_TARGET (controller) && ui_find_label (child, id) != NULL)
            return GTK_DROP_TARGET (controller);
        }
      if ((found = find_drop_target (child, id)) != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_of_type (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_grid (void)
{
  TlTileSetEditorWindow *editor = open_new ("carcassonne", "grid", "Grid");
  TlTileSetDocument *doc = tl_tile_set_editor_window_get_document (editor);

  g_assert_cmpint (tl_tile_set_document_get_start_tile (doc), ==, 0);
  g_assert_false (enabled (editor, "delete-tile"));

  /* Ctrl+R's action turns the tile: its road on N goes to E */
  tl_tile_edit_view_set_side (tl_tile_set_editor_window_get_view (editor), TL_SIDE_N);
  g_assert_true (press (tl_tile_set_editor_window_get_view (editor), GDK_KEY_r, 0));
  activate (editor, "win.rotate");
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_N], ==, TL_SEGMENT_FIELD);
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_E], ==, TL_SEGMENT_ROAD);
  g_assert_cmpuint (tile_of (doc, 0)->segments[0].ports, ==, 1u << TL_PORT_E);
  activate (editor, "win.add-tile");
  g_assert_cmpuint (tl_tile_set_document_n_tiles (doc), ==, 2);
  g_assert_cmpint (tl_tile_set_editor_window_get_selected (editor), ==, 1);
  g_assert_cmpstr (tl_tile_set_document_get_id (doc), ==, "grid");
  activate (editor, "win.duplicate-tile");
  g_assert_cmpuint (tl_tile_set_document_n_tiles (doc), ==, 3);
  g_assert_cmpint (tl_tile_set_editor_window_get_selected (editor), ==, 2);
  g_assert_nonnull (ui_find_label (GTK_WIDGET (editor), "3 tiles, 3 kinds"));

  /* the start tile: the second */
  tl_tile_set_editor_window_select (editor, 1);
  activate (editor, "win.start-tile");
  g_assert_cmpint (tl_tile_set_document_get_start_tile (doc), ==, 1);
  /* move it earlier: it is the first, still the start tile and selected */
  activate (editor, "win.move-earlier");
  g_assert_cmpint (tl_tile_set_document_get_start_tile (doc), ==, 0);
  g_assert_cmpint (tl_tile_set_editor_window_get_selected (editor), ==, 0);
  g_assert_false (enabled (editor, "move-earlier"));
  g_assert_true (enabled (editor, "move-later"));

  /* drag the third tile onto the first: it takes its place */
  {
    GtkWidget *grid = find_of_type (GTK_WIDGET (editor), GTK_TYPE_GRID_VIEW);
    g_autoptr(TlTileSetEntry) third = tl_tile_set_document_get_tile (doc, 2);
    g_autofree char *id = g_strdup (tl_tile_set_entry_get_id (third));
    g_autoptr(TlTileSetEntry) first = tl_tile_set_document_get_tile (doc, 0);
    GtkDropTarget *target;
    GValue value = G_VALUE_INIT;
    gboolean dropped = FALSE;

    save_png (GTK_WIDGET (editor), "tile-set-editor-grid-before-drop.png");
    target = find_drop_target (grid, tl_tile_set_entry_get_id (first));
    g_assert_nonnull (target);
    g_value_init (&value, G_TYPE_UINT);
    g_value_set_uint (&value, 2);
    g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &dropped);
    g_assert_true (dropped);
    {
      g_autoptr(TlTileSetEntry) now_first = tl_tile_set_document_get_tile (doc, 0);

      g_assert_cmpstr (tl_tile_set_entry_get_id (now_first), ==, id);
    }
    g_assert_cmpint (tl_tile_set_editor_window_get_selected (editor), ==, 0);
    g_assert_cmpint (tl_tile_set_document_get_start_tile (doc), ==, 1);
    activate (editor, "win.undo");
    {
      g_autoptr(TlTileSetEntry) back = tl_tile_set_document_get_tile (doc, 2);

      g_assert_cmpstr (tl_tile_set_entry_get_id (back), ==, id);
    }
  }

  /* delete the last; Undo brings it back */
  tl_tile_set_editor_window_select (editor, 2);
  activate (editor, "win.delete-tile");
  g_assert_cmpuint (tl_tile_set_document_n_tiles (doc), ==, 2);
  g_assert_cmpint (tl_tile_set_editor_window_get_selected (editor), ==, 1);
  activate (editor, "win.undo");
  g_assert_cmpuint (tl_tile_set_document_n_tiles (doc), ==, 3);
  save_png (GTK_WIDGET (editor), "tile-set-editor-grid.png");

  /* a problem on the third tile (no copy): its row names it in words (no JSON path), as a
   * sentence (upper-case first letter; the engine writes it lower-case); a click
   * on it shows the tile */
  {
    g_autoptr(TlTileSetEntry) third = tl_tile_set_document_get_tile (doc, 2);
    g_autofree char *message = g_strdup_printf ("Tile %s: its number of copies is 0; the deck needs at "
                                                "least one copy of each tile",
                                                tl_tile_set_entry_get_id (third));
    GtkLabel *label;
    GtkWidget *row;

    tl_tile_set_document_set_tile_count (doc, 2, 0);
    tl_tile_set_editor_window_select (editor, 0);
    g_assert_cmpuint (tl_tile_set_document_get_errors (doc), ==, 1);
    label = ui_find_label (GTK_WIDGET (editor), message);
    g_assert_nonnull (label);
    save_png (GTK_WIDGET (editor), "tile-set-editor-problem.png");
    /* counted in words: no "0 warning" */
    g_assert_nonnull (ui_find_label (GTK_WIDGET (editor), "1 error: a draft until it has no errors"));
    row = gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_LIST_BOX_ROW);
    g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
    g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
    g_assert_cmpint (tl_tile_set_editor_window_get_selected (editor), ==, 2);
    g_assert_cmpint (tl_tile_edit_view_get_tile (tl_tile_set_editor_window_get_view (editor)), ==, 2);

    /* a draft is stored as it is */
    g_assert_true (ui_wait_for (editor_saved, editor, 10));
    g_assert_nonnull (ui_find_label (GTK_WIDGET (editor), "Saved in your library as a draft: it plays once it "
                                                          "has no errors"));
    {
      g_autofree char *json = tl_tile_set_document_to_data (doc);
      g_autofree char *kept = stored_json ("grid");

      g_assert_cmpstr (kept, ==, json);
    }
  }
  close_all ();
}

/* ---- the special cases of docs/rules/extra-tiles.md §4 ---- */

/* The button labelled @label in the pane's row titled @title. */
static GtkWidget *
row_button (TlTileSetEditorWindow *editor, const char *title, const char *label, GType type)
{
  GtkLabel *heading = ui_find_label (GTK_WIDGET (editor), title);
  GtkWidget *row;
  GtkLabel *text;

  g_assert_nonnull (heading);
  row = gtk_widget_get_ancestor (GTK_WIDGET (heading), ADW_TYPE_ACTION_ROW);
  text = ui_find_label (row, label);
  g_assert_nonnull (text);
  return gtk_widget_get_ancestor (GTK_WIDGET (text), type);
}

static guint
count_kind (const TlTileType *type, TlSegmentKind kind)
{
  guint n = 0;

  for (guint i = 0; i < type->n_segments; i++)
    n += type->segments[i].kind == kind;
  return n;
}

static void
on_refused (TlTileEditView *view, const char *message, char **out)
{
  g_free (*out);
  *out = g_strdup (message);
}

static void
test_special_cases (void)
{
  TlTileSetEditorWindow *editor = open_new ("carcassonne", "special", "Special");
  TlTileSetDocument *doc = tl_tile_set_editor_window_get_document (editor);
  TlTileEditView *view = tl_tile_set_editor_window_get_view (editor);
  const TlTileType *type;

  /* crossing roads: four road sides meet at a junction; N one with S, E one with W */
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      tl_tile_edit_view_set_side (view, s);
      g_assert_true (press (view, GDK_KEY_r, 0));
    }
  g_assert_cmpuint (count_kind (tile_of (doc, 0), TL_SEGMENT_ROAD), ==, 4);
  tl_tile_edit_view_set_side (view, TL_SIDE_N);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (row_button (editor, "One With", "S", GTK_TYPE_CHECK_BUTTON)), TRUE);
  tl_tile_edit_view_set_side (view, TL_SIDE_E);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (row_button (editor, "One With", "W", GTK_TYPE_CHECK_BUTTON)), TRUE);
  type = tile_of (doc, 0);
  g_assert_cmpuint (count_kind (type, TL_SEGMENT_ROAD), ==, 2);
  g_assert_cmpuint (type->segments[0].ports, ==, (1u << TL_PORT_N) | (1u << TL_PORT_S));
  g_assert_cmpuint (type->segments[1].ports, ==, (1u << TL_PORT_E) | (1u << TL_PORT_W));
  g_assert_cmpint (type->segments[0].road_end, ==, TL_ROAD_END_NONE);
  g_assert_cmpuint (count_kind (type, TL_SEGMENT_FIELD), ==, 4);
  save_png (GTK_WIDGET (editor), "tile-set-editor-crossing.png");

  /* a city reaching a corner: a city on N, its wall to the SE corner parts the field in two */
  activate (editor, "win.add-tile");
  tl_tile_edit_view_set_side (view, TL_SIDE_N);
  g_assert_true (press (view, GDK_KEY_c, 0));
  g_assert_cmpuint (count_kind (tile_of (doc, 1), TL_SEGMENT_FIELD), ==, 1);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (row_button (editor, "City Reaches Corner", "SE",
                                                               GTK_TYPE_TOGGLE_BUTTON)), TRUE);
  g_assert_cmpuint (design_of (doc, 1)->corner_walls, ==, 1u << TL_CORNER_SE);
  type = tile_of (doc, 1);
  g_assert_cmpuint (count_kind (type, TL_SEGMENT_FIELD), ==, 2);
  g_assert_cmpuint (type->segments[1].touches | type->segments[2].touches, ==, 1u);

  /* an inner field: four separate city caps enclose the middle */
  activate (editor, "win.add-tile");
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      tl_tile_edit_view_set_side (view, s);
      g_assert_true (press (view, GDK_KEY_c, 0));
    }
  g_assert_cmpuint (count_kind (tile_of (doc, 2), TL_SEGMENT_CITY), ==, 1);
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      tl_tile_edit_view_set_side (view, s);
      press (view, GDK_KEY_J, GDK_SHIFT_MASK);
    }
  type = tile_of (doc, 2);
  g_assert_cmpuint (count_kind (type, TL_SEGMENT_CITY), ==, 4);
  g_assert_cmpuint (count_kind (type, TL_SEGMENT_FIELD), ==, 1);
  g_assert_cmpuint (type->inner_segment, !=, TL_NO_SEGMENT);
  g_assert_cmpuint (type->segments[type->inner_segment].ports, ==, 0);
  g_assert_cmpuint (type->segments[type->inner_segment].touches, ==, 0xf);
  g_assert_nonnull (ui_find_label (GTK_WIDGET (editor), "Inner field, enclosed by the cities"));
  save_png (GTK_WIDGET (editor), "tile-set-editor-inner-field.png");

  /* refused: a second road side under a city that runs across the tile (the two would make a
   * road through it); the toast says why and nothing changes */
  activate (editor, "win.add-tile");
  tl_tile_edit_view_set_side (view, TL_SIDE_E);
  g_assert_true (press (view, GDK_KEY_c, 0));
  tl_tile_edit_view_set_side (view, TL_SIDE_W);
  g_assert_true (press (view, GDK_KEY_c, 0));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (row_button (editor, "One With", "E", GTK_TYPE_CHECK_BUTTON)), TRUE);
  g_assert_true (tl_tile_design_same_segment (design_of (doc, 3), TL_SIDE_E, TL_SIDE_W));
  tl_tile_edit_view_set_side (view, TL_SIDE_N);
  g_assert_true (press (view, GDK_KEY_r, 0));
  g_assert_cmpint (design_of (doc, 3)->road_end[TL_SIDE_N], ==, TL_ROAD_END_CITY);
  {
    TlTileDesign before = *design_of (doc, 3);
    g_autofree char *message = NULL;
    gulong id = g_signal_connect (view, "refused", G_CALLBACK (on_refused), &message);

    tl_tile_edit_view_set_side (view, TL_SIDE_S);
    g_assert_true (press (view, GDK_KEY_r, 0));
    g_signal_handler_disconnect (view, id);
    g_assert_cmpstr (message, ==, "tile T4: the road through N, S crosses the city on E, W");
    g_assert_true (tl_tile_design_equal (design_of (doc, 3), &before));
    g_assert_nonnull (ui_find_label (GTK_WIDGET (editor), message));
  }
  close_all ();
}

/* ---- The Discovery ---- */

static void
test_discovery (void)
{
  TlTileSetEditorWindow *editor = open_new ("discovery", "my-discovery", "My Discovery");
  TlTileSetDocument *doc = tl_tile_set_editor_window_get_document (editor);
  TlTileEditView *view = tl_tile_set_editor_window_get_view (editor);
  GtkLabel *title;
  GtkWidget *row;
  GtkSpinButton *spin;
  const TlTileType *type;
  guint sea = TL_NO_SEGMENT;

  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_N], ==, TL_SEGMENT_GRASSLAND);
  /* a click: grassland → mountain; S makes the north a sea, M the east a mountain */
  click_side (view, TL_SIDE_E);
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_E], ==, TL_SEGMENT_MOUNTAIN);
  g_assert_true (press (view, GDK_KEY_Up, 0));
  g_assert_true (press (view, GDK_KEY_s, 0));
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_N], ==, TL_SEGMENT_SEA);
  /* F, R and C are not The Discovery's */
  g_assert_false (press (view, GDK_KEY_c, 0));
  g_assert_cmpint (design_of (doc, 0)->kind[TL_SIDE_N], ==, TL_SEGMENT_SEA);

  /* two port cities on the shore of the sea by the mountain, with the pane's row */
  title = ui_find_label (GTK_WIDGET (editor), "Port Cities by the Mountain at E");
  g_assert_nonnull (title);
  row = gtk_widget_get_ancestor (GTK_WIDGET (title), ADW_TYPE_ACTION_ROW);
  spin = GTK_SPIN_BUTTON (find_of_type (row, GTK_TYPE_SPIN_BUTTON));
  gtk_spin_button_set_value (spin, 2);
  g_assert_cmpuint (design_of (doc, 0)->port_cities[TL_SIDE_N][TL_SIDE_E], ==, 2);
  type = tile_of (doc, 0);
  for (guint i = 0; i < type->n_segments; i++)
    if (type->segments[i].kind == TL_SEGMENT_SEA)
      sea = i;
  g_assert_cmpuint (sea, !=, TL_NO_SEGMENT);
  g_assert_cmpuint (type->segments[sea].ports, ==, 7u);
  g_assert_cmpuint (type->segments[sea].port_cities, ==, 2);
  g_assert_cmpuint (type->n_port_cities, ==, 2);
  save_png (GTK_WIDGET (editor), "tile-set-editor-discovery.png");
  /* what is worked out: the sea, its borders and port cities */
  title = ui_find_label (GTK_WIDGET (editor), "Sea: N");
  g_assert_nonnull (title);
  row = gtk_widget_get_ancestor (GTK_WIDGET (title), ADW_TYPE_ACTION_ROW);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Borders Mountain: E; Grassland: S, W · 2 port cities");
  activate (editor, "win.undo");
  g_assert_cmpuint (design_of (doc, 0)->port_cities[TL_SIDE_N][TL_SIDE_E], ==, 0);

  /* four territories of one side each (sea, mountain, grassland, sea): the middle is chosen */
  tl_tile_edit_view_set_side (view, TL_SIDE_S);
  g_assert_true (press (view, GDK_KEY_g, 0));
  tl_tile_edit_view_set_side (view, TL_SIDE_W);
  g_assert_true (press (view, GDK_KEY_s, 0));
  tl_tile_edit_view_set_side (view, TL_SIDE_S);
  g_assert_true (press (view, GDK_KEY_J, GDK_SHIFT_MASK));
  tl_tile_edit_view_set_side (view, TL_SIDE_W);
  g_assert_true (press (view, GDK_KEY_J, GDK_SHIFT_MASK));
  {
    const TlTileDesign *d = design_of (doc, 0);
    GtkLabel *middle;
    AdwComboRow *combo;

    for (guint a = 0; a < TL_N_SIDES; a++)
      for (guint b = a + 1; b < TL_N_SIDES; b++)
        g_assert_false (tl_tile_design_same_segment (d, a, b));
    middle = ui_find_label (GTK_WIDGET (editor), "Middle");
    g_assert_nonnull (middle);
    combo = ADW_COMBO_ROW (gtk_widget_get_ancestor (GTK_WIDGET (middle), ADW_TYPE_COMBO_ROW));
    /* the choices: none, then each side's terrain; the mountain on E fills the middle */
    g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (combo)), ==, 5);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (combo)), 2), ==,
                     "The Mountain at E");
    adw_combo_row_set_selected (combo, 2);
    g_assert_cmpuint (design_of (doc, 0)->centre, ==, TL_SIDE_E);
    save_png (GTK_WIDGET (editor), "tile-set-editor-discovery-middle.png");
  }
  close_all ();
}

/* ---- a built-in set ---- */

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
test_builtin (void)
{
  g_autoptr(TlTileSet) base = tl_tileset_format_load_builtin ("carcassonne-base", NULL);
  g_autofree char *json = tl_tileset_format_to_data (base, NULL);
  g_autoptr(GError) error = NULL;
  TlTileSetEditorWindow *editor = tl_tile_set_editor_window_open (NULL, ui_library_for_store (store), json, TRUE, &error);
  TlTileSetEditorWindow *copy = NULL;
  TlTileSetDocument *doc;
  TlTileEditView *view;
  TlSegmentKind before;

  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (editor));
  ui_wait_until_drawn (GTK_WIDGET (editor));
  doc = tl_tile_set_editor_window_get_document (editor);
  view = tl_tile_set_editor_window_get_view (editor);
  g_assert_cmpuint (tl_tile_set_document_n_tiles (doc), ==, 24);
  g_assert_cmpuint (tl_tile_set_document_get_total_tiles (doc), ==, 72);
  g_assert_nonnull (ui_find_label (GTK_WIDGET (editor), "72 tiles, 24 kinds"));
  /* the start tile (D) is shown first */
  g_assert_cmpint (tl_tile_set_editor_window_get_selected (editor), ==, tl_tile_set_document_get_start_tile (doc));
  before = design_of (doc, tl_tile_set_editor_window_get_selected (editor))->kind[TL_SIDE_N];
  click_side (view, TL_SIDE_N);
  g_assert_cmpint (design_of (doc, tl_tile_set_editor_window_get_selected (editor))->kind[TL_SIDE_N], ==, before);
  g_assert_false (enabled (editor, "undo"));
  g_assert_false (enabled (editor, "add-tile"));
  g_assert_true (tl_editor_window_get_saved (TL_EDITOR_WINDOW (editor)));
  save_png (GTK_WIDGET (editor), "tile-set-editor-builtin.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  save_png (GTK_WIDGET (editor), "tile-set-editor-builtin-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Duplicate to Edit: a copy under a new id, stored */
  g_object_set_data (G_OBJECT (editor), "copy", &copy);
  activate (editor, "win.duplicate");
  g_assert_true (ui_wait_for (has_copy, editor, 10));
  g_assert_true (ui_wait_for (editor_saved, copy, 10));
  doc = tl_tile_set_editor_window_get_document (copy);
  g_assert_true (g_str_has_prefix (tl_tile_set_document_get_id (doc), "tileset-"));
  g_assert_cmpuint (tl_tile_set_document_n_tiles (doc), ==, 24);
  {
    g_autofree char *stored = stored_json (tl_tile_set_document_get_id (doc));
    g_autofree char *now = tl_tile_set_document_to_data (doc);

    g_assert_cmpstr (stored, ==, now);
  }
  close_all ();
}

/* ---- the set's id ---- */

static gboolean
stored (gpointer id)
{
  g_autofree char *json = tl_store_load_document (store, TL_STORE_TILESET, id, NULL);

  return json != NULL;
}

static gboolean
gone (gpointer id)
{
  return !stored (id);
}

static void
test_set_id (void)
{
  TlTileSetEditorWindow *first = open_new ("carcassonne", "first", "First");
  TlTileSetEditorWindow *second = open_new ("discovery", "second", "Second");
  TlTileSetDocument *doc = tl_tile_set_editor_window_get_document (second);
  g_autofree char *first_json = NULL;

  /* the library's Rename of a set open here: the window's document-name, an undoable step */
  g_object_set (first, "document-name", "Renamed", NULL);
  g_assert_cmpstr (tl_tile_set_document_get_name (tl_tile_set_editor_window_get_document (first)), ==, "Renamed");
  g_assert_nonnull (ui_find_label (GTK_WIDGET (first), "Renamed"));
  activate (first, "win.undo");
  {
    g_autofree char *name = NULL;

    g_object_get (first, "document-name", &name, NULL);
    g_assert_cmpstr (name, ==, "First");
  }

  /* both stored once changed */
  tl_tile_set_document_set_name (tl_tile_set_editor_window_get_document (first), "First Set");
  tl_tile_set_document_set_name (doc, "Second Set");
  g_assert_true (ui_wait_for (editor_saved, first, 10));
  g_assert_true (ui_wait_for (editor_saved, second, 10));
  first_json = stored_json ("first");

  /* the id of another set of the library: not written, "first" kept as it was */
  tl_tile_set_document_set_id (doc, "first");
  /* (the autosave's answer: "Not saved", when the store refused the id) */
  g_assert_true (ui_wait_for (shows_not_saved, second, 10));
  g_assert_false (tl_editor_window_get_saved (TL_EDITOR_WINDOW (second)));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (second), "Not saved"));
  {
    g_autofree char *now = stored_json ("first");

    g_assert_cmpstr (now, ==, first_json);
  }
  g_assert_true (stored ("second"));

  /* a new id: the set moves there, nothing is left under the old one */
  tl_tile_set_document_set_id (doc, "second-b");
  g_assert_true (ui_wait_for (editor_saved, second, 10));
  g_assert_true (ui_wait_for (gone, "second", 10));
  g_assert_true (stored ("second-b"));
  g_assert_true (stored ("first"));
  close_all ();
}

/* ---- set-up ---- */

static void
set_up (void)
{
  g_autofree char *base = ui_set_up_folders ("tile-set-editor");
  g_autofree char *db = g_build_filename (base, "library.db", NULL);
  g_autoptr(GError) error = NULL;

  documents = g_build_filename (base, "documents", NULL);
  g_unlink (db);
  store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
}

/* The columns of the first row of @grid (its items' widgets side by side). */
static guint
grid_columns (GtkWidget *grid)
{
  double first_y = -1;
  guint columns = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (grid); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t bounds;

      if (!gtk_widget_get_child_visible (c) || !gtk_widget_compute_bounds (c, grid, &bounds))
        continue;
      if (first_y < 0)
        first_y = bounds.origin.y;
      if (bounds.origin.y == first_y)
        columns++;
    }
  return columns;
}

/* The three panes keep their widths while sides change (field, road, city…
 * on each side in turn: the tile pane's own width needs change with what it
 * shows): the grid 390 px in 5 columns, the tile pane 538, the set's 340, and
 * the tile under the pointer stays where it is. They moved with every change
 * (the grid 452, 411, 447 px: 6, 5, 6 columns), for a label of the grid's
 * header that expands made all three panes share the room. */
static void
test_layout_stable (void)
{
  TlTileSetEditorWindow *editor = open_new ("carcassonne", "stable", "Stable");
  TlTileEditView *view = tl_tile_set_editor_window_get_view (editor);
  GtkWidget *grid = find_of_type (GTK_WIDGET (editor), GTK_TYPE_GRID_VIEW);
  GtkWidget *pane = gtk_widget_get_ancestor (GTK_WIDGET (view), GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *right = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (pane));
  guint changes = 0;

  for (guint i = 0; i < 14; i++)
    activate (editor, "win.add-tile");
  for (guint round = 0; round < 3; round++)
    for (guint side = 0; side < 4; side++)
      {
        graphene_point_t at;

        click_side (view, side);
        ui_settle ();
        changes++;
        g_assert_cmpint (gtk_widget_get_width (grid), ==, 390);
        g_assert_cmpuint (grid_columns (grid), ==, 5);
        g_assert_cmpint (gtk_widget_get_width (pane), ==, 538);
        g_assert_cmpint (gtk_widget_get_width (right), ==, 340);
        g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (editor),
                                                 &GRAPHENE_POINT_INIT (0, 0), &at));
        g_assert_cmpfloat (at.x, ==, 409);
      }
  g_assert_cmpuint (changes, ==, 12);
  g_assert_cmpint (design_of (tl_tile_set_editor_window_get_document (editor), 14)->kind[TL_SIDE_N], ==,
                   TL_SEGMENT_FIELD);
  save_png (GTK_WIDGET (editor), "tile-set-editor-stable.png");
  gtk_window_destroy (GTK_WINDOW (editor));
}

int
main (int argc, char **argv)
{
  int status;

  set_up ();
  gtk_test_init (&argc, &argv, NULL);
  ui_log_init ();
  adw_init ();
  g_test_add_func ("/tile-set-editor/click-undo-redo-export", test_click_undo_redo_export);
  g_test_add_func ("/tile-set-editor/keyboard", test_keyboard);
  g_test_add_func ("/tile-set-editor/grid", test_grid);
  g_test_add_func ("/tile-set-editor/layout-stable", test_layout_stable);
  g_test_add_func ("/tile-set-editor/special-cases", test_special_cases);
  g_test_add_func ("/tile-set-editor/discovery", test_discovery);
  g_test_add_func ("/tile-set-editor/builtin", test_builtin);
  g_test_add_func ("/tile-set-editor/set-id", test_set_id);
  status = g_test_run ();
  tl_store_close (store);
  g_object_unref (store);
  g_free (documents);
  return status;
}
