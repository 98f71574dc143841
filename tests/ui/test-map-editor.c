/* test-map-editor.c — the Maps library and the map editor as a user meets them (Xvfb)
 *
 * - The library shows USA West and East; New makes a map, stores it and opens its
 *   editor; Duplicate copies a built-in map; Rename and Delete (with the toast's
 *   Undo) change the library.
 * - In the editor: the palette's actions choose the tool and the paint; a drag
 *   with the rectangle, a line, a fill and a click paint the cells; Undo and Redo
 *   take them back and do them again; Resize (its dialog) grows the map on the
 *   west; Export (its file chooser) writes exactly the document's layout; every
 *   change reaches the library.
 * - Try It plays games on the map in a worker thread and shows what they
 *   measured; Join Preview joins a copy of USA West to USA East as usa-both.
 * - Play: the new-game window offers the user's map; the game on it plays to its
 *   end and replays from its record after the map was changed and deleted.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tl-board-viewport.h"
#include "tl-library-window.h"
#include "tl-map-editor-window.h"
#include "tl-map-format.h"
#include "tl-map-join-dialog.h"
#include "tl-map-library.h"
#include "tl-map-picture.h"
#include "tl-new-game-window.h"
#include "tl-map-trial-dialog.h"
#include "tl-record-format.h"
#include "tl-replay.h"
#include "tl-window.h"
#include "ui-test-util.h"

static TlStore *store;
static char *documents;

/* ---- helpers ---- */

static gboolean
has_editor (gpointer data)
{
  return ui_find_window (TL_TYPE_MAP_EDITOR_WINDOW) != NULL;
}

typedef struct {
  TlLibraryWindow *library;
  guint user;
} Count;

static gboolean
user_count_is (gpointer data)
{
  Count *c = data;

  return tl_library_window_count (c->library, FALSE) == c->user;
}

static gboolean
editor_saved (gpointer data)
{
  return tl_editor_window_get_saved (data);
}

static char *
stored_json (const char *id)
{
  g_autoptr(GError) error = NULL;
  char *json = tl_store_load_document (store, TL_STORE_MAP, id, &error);

  g_assert_no_error (error);
  return json;
}

static void
assert_same_cells (const TlMapLayout *a, const TlMapLayout *b)
{
  g_assert_cmpuint (a->width, ==, b->width);
  g_assert_cmpuint (a->height, ==, b->height);
  for (gsize i = 0; i < (gsize) a->width * a->height; i++)
    {
      g_assert_cmpint (a->cells[i].kind, ==, b->cells[i].kind);
      g_assert_cmpint (a->cells[i].color, ==, b->cells[i].color);
    }
}

static TlLibraryWindow *
open_library_of (GtkApplication *application)
{
  TlLibraryWindow *library = tl_map_library_show (application, ui_library_for_store (store));

  ui_wait_until_drawn (GTK_WIDGET (library));
  g_assert_true (ui_wait_for ((gboolean (*) (gpointer)) tl_library_window_get_listed, library, 10));
  return library;
}

static TlLibraryWindow *
open_library (void)
{
  return open_library_of (NULL);
}

/* New in the library: a map stored and its editor open. */
static TlMapEditorWindow *
new_map (TlLibraryWindow *library)
{
  Count count = { library, tl_library_window_count (library, FALSE) + 1 };
  TlMapEditorWindow *editor;

  gtk_widget_activate_action (GTK_WIDGET (library), "win.new", NULL);
  g_assert_true (ui_wait_for (user_count_is, &count, 10));
  g_assert_true (ui_wait_for (has_editor, NULL, 10));
  editor = ui_find_window (TL_TYPE_MAP_EDITOR_WINDOW);
  ui_wait_until_drawn (GTK_WIDGET (editor));
  return editor;
}

/* A key pressed on the map's grid (its key controller, as GTK would). */
static gboolean
press (TlMapEditView *view, guint keyval, GdkModifierType state)
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

/* ---- the library ---- */

static gboolean
has_my_west (gpointer data)
{
  return tl_library_window_find (data, "My West") != NULL;
}

static void
test_library (void)
{
  TlLibraryWindow *library = open_library ();
  Count count = { library, 0 };
  const char *id;
  g_autofree char *copy_id = NULL;
  g_autoptr(TlMapLayout) west = tl_map_format_load_builtin ("usa-west", NULL);
  g_autoptr(TlMapLayout) copy = NULL;
  g_autofree char *json = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *entry;

  g_assert_cmpuint (tl_library_window_count (library, TRUE), ==, 2);
  g_assert_cmpstr (tl_library_window_find (library, "USA West"), ==, "usa-west");
  g_assert_cmpstr (tl_library_window_find (library, "USA East"), ==, "usa-east");
  g_assert_true (ui_wait_for (user_count_is, &count, 10));
  ui_save_png_settled (GTK_WIDGET (library), "map-library-empty.png");

  /* Duplicate USA West: a user's map with its cells, under a new id */
  gtk_widget_activate_action (GTK_WIDGET (library), "win.duplicate", "s", "usa-west");
  count.user = 1;
  g_assert_true (ui_wait_for (user_count_is, &count, 10));
  id = tl_library_window_find (library, "USA West (Copy)");
  g_assert_nonnull (id);
  g_assert_true (g_str_has_prefix (id, "map-"));
  copy_id = g_strdup (id);
  json = stored_json (copy_id);
  copy = tl_map_format_load_data (json, -1, "copy", NULL);
  assert_same_cells (copy, west);
  /* with the names, landmarks and land of USA West (they went by the id: the
   * copy had none): its picture is the built-in's */
  g_assert_cmpstr (copy->decor, ==, "usa-west");
  {
    g_autoptr(GdkTexture) original = tl_map_picture_layout (west, 12, FALSE);
    g_autoptr(GdkTexture) duplicate = tl_map_picture_layout (copy, 12, FALSE);
    gsize size = (gsize) gdk_texture_get_width (original) * gdk_texture_get_height (original) * 4;
    g_autofree guchar *a = g_malloc (size);
    g_autofree guchar *b = g_malloc (size);

    g_assert_cmpint (gdk_texture_get_width (duplicate), ==, gdk_texture_get_width (original));
    g_assert_cmpint (gdk_texture_get_height (duplicate), ==, gdk_texture_get_height (original));
    gdk_texture_download (original, a, gdk_texture_get_width (original) * 4);
    gdk_texture_download (duplicate, b, gdk_texture_get_width (duplicate) * 4);
    g_assert_cmpmem (a, size, b, size);
  }

  /* Rename through its dialog */
  gtk_widget_activate_action (GTK_WIDGET (library), "win.rename", "s", copy_id);
  dialog = ui_wait_for_message_dialog ();
  g_assert_nonnull (dialog);
  entry = adw_message_dialog_get_extra_child (dialog);
  gtk_editable_set_text (GTK_EDITABLE (entry), "My West");
  ui_answer_dialog ("rename");
  g_assert_true (ui_wait_for (has_my_west, library, 10));
  g_assert_cmpstr (tl_library_window_find (library, "My West"), ==, copy_id);
  ui_save_png_settled (GTK_WIDGET (library), "map-library.png");

  /* Delete, and the toast's Undo */
  gtk_widget_activate_action (GTK_WIDGET (library), "win.delete", "s", copy_id);
  count.user = 0;
  g_assert_true (ui_wait_for (user_count_is, &count, 10));
  gtk_widget_activate_action (GTK_WIDGET (library), "win.undo-delete", NULL);
  count.user = 1;
  g_assert_true (ui_wait_for (user_count_is, &count, 10));
  g_assert_cmpstr (tl_library_window_find (library, "My West"), ==, copy_id);

  /* Delete for good */
  gtk_widget_activate_action (GTK_WIDGET (library), "win.delete", "s", copy_id);
  count.user = 0;
  g_assert_true (ui_wait_for (user_count_is, &count, 10));
  ui_close_all ();
}

/* ---- the editor ---- */

static void
test_paint_undo_resize_export (void)
{
  TlLibraryWindow *library = open_library ();
  TlMapEditorWindow *editor = new_map (library);
  TlMapDocument *doc = tl_map_editor_window_get_document (editor);
  TlMapEditView *view = tl_map_editor_window_get_view (editor);
  g_autofree char *path = g_build_filename (documents, "exported-map.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlMapLayout) exported = NULL;
  g_autoptr(TlMapLayout) stored = NULL;
  g_autofree char *json = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *child;
  GtkSpinButton *spins[4];
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  guint n = 0;

  g_assert_cmpstr (tl_map_document_get_name (doc), ==, "Untitled Map");
  g_assert_cmpuint (tl_map_document_get_width (doc), ==, 16);
  g_assert_cmpuint (tl_map_document_get_height (doc), ==, 12);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_START), ==, 1);
  g_assert_cmpuint (tl_map_document_get_problems (doc)->len, ==, 0);
  g_assert_false (ui_enabled ((TlWindow *) editor, "undo"));

  /* the palette: the rectangle, water; a drag from (0, 0) to (3, 2) */
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.tool", "s", "rectangle");
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.paint", "s", "blocked");
  g_assert_cmpint (tl_map_edit_view_get_tool (view), ==, TL_MAP_TOOL_RECTANGLE);
  g_assert_cmpint (tl_map_edit_view_get_paint (view), ==, TL_MAP_PAINT_BLOCKED);
  tl_map_edit_view_use_tool (view, 0, 0, 3, 2);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_BLOCKED), ==, 12);
  g_assert_true (ui_enabled ((TlWindow *) editor, "undo"));

  /* a line of towns, a fill of the water back to land, a click of a purple outline */
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.tool", "s", "line");
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.paint", "s", "town");
  tl_map_edit_view_use_tool (view, 5, 9, 9, 9);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_TOWN), ==, 5);
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.tool", "s", "fill");
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.paint", "s", "playable");
  tl_map_edit_view_use_tool (view, 1, 1, 1, 1);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_BLOCKED), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.tool", "s", "pencil");
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.paint", "s", "purple");
  tl_map_edit_view_use_tool (view, 12, 3, 12, 3);
  g_assert_cmpint (tl_map_document_get_paint (doc, 12, 3), ==, TL_MAP_PAINT_PURPLE);

  /* Undo three times: the purple, the fill, the towns; Redo twice */
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.undo", NULL);
  g_assert_cmpint (tl_map_document_get_paint (doc, 12, 3), ==, TL_MAP_PAINT_PLAYABLE);
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.undo", NULL);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_BLOCKED), ==, 12);
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.undo", NULL);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_TOWN), ==, 0);
  g_assert_true (ui_enabled ((TlWindow *) editor, "redo"));
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.redo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.redo", NULL);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_TOWN), ==, 5);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_BLOCKED), ==, 0);
  g_assert_cmpint (tl_map_document_get_paint (doc, 12, 3), ==, TL_MAP_PAINT_PLAYABLE);

  /* the keyboard: the cursor to (3, 5) and a line of water to (3, 7), Space at each end */
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.tool", "s", "line");
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.paint", "s", "blocked");
  g_object_set (view, "cursor-x", 0, "cursor-y", 0, NULL);
  press (view, GDK_KEY_Right, 0);
  press (view, GDK_KEY_Right, 0);
  press (view, GDK_KEY_Right, 0);
  press (view, GDK_KEY_Down, GDK_SHIFT_MASK);
  g_assert_true (press (view, GDK_KEY_space, 0));
  press (view, GDK_KEY_Down, 0);
  press (view, GDK_KEY_Down, 0);
  g_assert_true (press (view, GDK_KEY_Return, 0));
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_BLOCKED), ==, 3);
  g_assert_cmpint (tl_map_document_get_paint (doc, 3, 6), ==, TL_MAP_PAINT_BLOCKED);
  g_assert_cmpstr (tl_map_document_get_undo_label (doc), ==, "Paint Line");
  /* Escape lets go of a first end */
  g_assert_true (press (view, GDK_KEY_space, 0));
  g_assert_true (press (view, GDK_KEY_Escape, 0));
  g_assert_false (press (view, GDK_KEY_Escape, 0));
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.undo", NULL);
  g_assert_cmpuint (tl_map_document_count (doc, TL_MAP_PAINT_BLOCKED), ==, 0);

  /* Resize: two columns on the west, one row off the south */
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.resize", NULL);
  dialog = ui_wait_for_message_dialog ();
  g_assert_nonnull (dialog);
  for (child = gtk_widget_get_first_child (adw_message_dialog_get_extra_child (dialog)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_SPIN_BUTTON (child))
      spins[n++] = GTK_SPIN_BUTTON (child);
  g_assert_cmpuint (n, ==, 4);
  gtk_spin_button_set_value (spins[0], 2);
  gtk_spin_button_set_value (spins[3], -1);
  ui_answer_dialog ("resize");
  g_assert_cmpuint (tl_map_document_get_width (doc), ==, 18);
  g_assert_cmpuint (tl_map_document_get_height (doc), ==, 11);
  g_assert_cmpint (tl_map_document_get_paint (doc, 0, 0), ==, TL_MAP_PAINT_BLOCKED);
  g_assert_cmpint (tl_map_document_get_paint (doc, 7, 9), ==, TL_MAP_PAINT_TOWN);
  g_assert_cmpstr (tl_map_document_get_undo_label (doc), ==, "Resize");
  ui_save_png_settled (GTK_WIDGET (editor), "map-editor.png");

  /* the library has it as it is */
  g_assert_true (ui_wait_for (editor_saved, editor, 10));
  json = stored_json (tl_map_document_get_id (doc));
  stored = tl_map_format_read_data (json, -1, "stored", 0, problems, NULL);
  assert_same_cells (stored, tl_map_document_get_layout (doc));

  /* Export through the file chooser */
  g_unlink (path);
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.export", NULL);
  g_assert_nonnull (ui_find_file_chooser ());
  ui_choose_file (file);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  exported = tl_map_format_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (exported->id, ==, tl_map_document_get_id (doc));
  g_assert_cmpstr (exported->name, ==, "Untitled Map");
  assert_same_cells (exported, tl_map_document_get_layout (doc));

  /* Import it in the library: a map of its own (another id, and a name of its
   * own beside the one it was exported from), the same cells */
  {
    Count count = { library, tl_library_window_count (library, FALSE) + 1 };
    g_autofree char *imported_json = NULL;
    g_autoptr(TlMapLayout) imported = NULL;
    const char *imported_id = NULL;
    GPtrArray *docs;

    gtk_widget_activate_action (GTK_WIDGET (library), "win.import", NULL);
    g_assert_nonnull (ui_find_file_chooser ());
    ui_choose_file (file);
    g_assert_true (ui_wait_for (user_count_is, &count, 10));
    docs = tl_store_list_documents (store, TL_STORE_MAP, &error);
    g_assert_no_error (error);
    for (guint i = 0; i < docs->len; i++)
      {
        TlStoreDocInfo *info = g_ptr_array_index (docs, i);

        if (g_strcmp0 (info->name, "Untitled Map (2)") == 0 && g_strcmp0 (info->id, exported->id) != 0)
          imported_id = info->id;
      }
    g_assert_nonnull (imported_id);
    g_assert_true (g_str_has_prefix (imported_id, "map-"));
    imported_json = stored_json (imported_id);
    imported = tl_map_format_load_data (imported_json, -1, "imported", &error);
    g_assert_no_error (error);
    assert_same_cells (imported, exported);
    g_ptr_array_unref (docs);
  }

  /* a file that is no map layout is refused: the dialog names it and says why in
   * words, without a JSON path; nothing is stored */
  {
    static const struct {
      const char *name, *text, *body;
    } bad[] = {
      { "bad-map-kind.json", "{\"format\": \"tilelands-tileset\", \"version\": 1}",
        "This is a tile set, not a map layout" },
      { "bad-map-width.json", "{\"format\": \"tilelands-map\", \"version\": 1, \"id\": \"m\", "
        "\"name\": \"M\", \"height\": 3, \"cells\": []}",
        "The width: missing (it needs a whole number from 1 to 256)" },
      { "bad-map-height.json", "{\"format\": \"tilelands-map\", \"version\": 1, \"id\": \"m\", "
        "\"name\": \"M\", \"width\": 3, \"height\": \"3\", \"cells\": []}",
        "The height: needs a whole number from 1 to 256, not “3”" },
      { "bad-map-text.json", "{\"format\": \"tilelands-map\",\n \"cells\": [\"..\"}\n",
        "Line 2, column 16: “}” does not close the “[” opened at line 2, column 11: the file is damaged" },
    };
    guint before = tl_library_window_count (library, FALSE);

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autofree char *bad_path = g_build_filename (documents, bad[i].name, NULL);
        g_autoptr(GFile) bad_file = g_file_new_for_path (bad_path);
        g_autofree char *heading = g_strdup_printf ("Could Not Import “%s”", bad[i].name);
        AdwMessageDialog *refusal;

        g_assert_true (g_file_set_contents (bad_path, bad[i].text, -1, NULL));
        gtk_widget_activate_action (GTK_WIDGET (library), "win.import", NULL);
        g_assert_nonnull (ui_find_file_chooser ());
        ui_choose_file (bad_file);
        refusal = ui_wait_for_message_dialog ();
        g_assert_nonnull (refusal);
        g_assert_cmpstr (adw_message_dialog_get_heading (refusal), ==, heading);
        g_assert_cmpstr (adw_message_dialog_get_body (refusal), ==, bad[i].body);
        ui_answer_dialog ("close");
      }
    g_assert_cmpuint (tl_library_window_count (library, FALSE), ==, before);
  }
  ui_close_all ();
}

/* The button of a toolbar under @root showing @icon, or NULL. */
static GtkButton *
find_icon_button (GtkWidget *root, const char *icon)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (root)), icon) == 0)
    return GTK_BUTTON (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkButton *found = find_icon_button (child, icon);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
view_fitted (gpointer data)
{
  return tl_board_viewport_get_fitted (tl_map_edit_view_get_viewport (data));
}

/* The toolbar's Whole Map button (as a click activates it) shows the whole map
 * again after the view was zoomed in and moved away: the 16 × 12 map with half a
 * cell round it, centred at (8, 6), its 17 × 13 cells inside the view. */
static void
test_whole_map (void)
{
  TlLibraryWindow *library = open_library ();
  TlMapEditorWindow *editor = new_map (library);
  TlMapEditView *view = tl_map_editor_window_get_view (editor);
  TlBoardViewport *viewport = tl_map_edit_view_get_viewport (view);
  GtkButton *button = find_icon_button (GTK_WIDGET (editor), "zoom-fit-best-symbolic");
  guint size;

  g_assert_nonnull (button);
  g_assert_true (ui_wait_for (view_fitted, view, 10));
  tl_map_edit_view_zoom (view, 3);
  tl_board_viewport_stop_go_to (viewport);
  tl_board_viewport_set_center (viewport, 0.0, 0.0);
  g_assert_false (tl_board_viewport_get_fitted (viewport));

  /* the button's action exists (else GTK makes it insensitive) and a click runs it */
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (button)));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (editor),
                                            gtk_actionable_get_action_name (GTK_ACTIONABLE (button)) + strlen ("win.")));
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (tl_board_viewport_get_fitted (viewport));
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 8.0);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 6.0);
  size = tl_board_viewport_get_tile_size (viewport);
  g_assert_cmpuint (17 * size, <=, (guint) gtk_widget_get_width (GTK_WIDGET (view)));
  g_assert_cmpuint (13 * size, <=, (guint) gtk_widget_get_height (GTK_WIDGET (view)));
  ui_close_all ();
}

static gboolean
trial_done (gpointer data)
{
  return !tl_trial_dialog_get_running (data) && tl_trial_dialog_get_result (data) != NULL;
}

static void
test_try_and_join (void)
{
  TlLibraryWindow *library = open_library ();
  TlMapEditorWindow *editor = new_map (library);
  TlMapDocument *doc = tl_map_editor_window_get_document (editor);
  g_autoptr(TlMapLayout) west = tl_map_format_load_builtin ("usa-west", NULL);
  g_autoptr(TlMapLayout) east = tl_map_format_load_builtin ("usa-east", NULL);
  g_autoptr(TlMapLayout) both = tl_map_format_load_builtin ("usa-both", NULL);
  TlMapTrialDialog *trial;
  TlMapJoinDialog *join;
  const TlSimulation *result;

  /* Try It with 4 games of 2 players and Map-Chips */
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.try", NULL);
  trial = ui_find_window (TL_TYPE_MAP_TRIAL_DIALOG);
  g_assert_nonnull (trial);
  tl_map_trial_dialog_run (trial, 4, 2, TRUE);
  g_assert_true (tl_trial_dialog_get_running (TL_TRIAL_DIALOG (trial)));
  g_assert_true (ui_wait_for (trial_done, trial, 60));
  result = tl_trial_dialog_get_result (TL_TRIAL_DIALOG (trial));
  g_assert_cmpuint (result->games, ==, 4);
  g_assert_cmpuint (result->players, ==, 2);
  g_assert_cmpuint (result->squares, ==, 192);
  /* no towns nor outlines on a new map: no chips, no reveals */
  g_assert_cmpfloat (result->chips_collected, ==, 0);
  g_assert_cmpfloat (result->reveals_placed + result->reveals_removed, ==, 0);
  g_assert_cmpfloat_with_epsilon (result->tiles_placed + 1, result->tiles_on_board, 1e-9);
  g_assert_cmpfloat_with_epsilon (result->tiles_on_board + result->tiles_discarded, 114, 1e-9);
  ui_save_png_settled (GTK_WIDGET (trial), "map-trial.png");
  gtk_window_destroy (GTK_WINDOW (trial));

  /* the new map has no half squares: no join; USA West's cells painted over it join */
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.join", NULL);
  join = ui_find_window (TL_TYPE_MAP_JOIN_DIALOG);
  g_assert_nonnull (join);
  tl_map_join_dialog_choose (join, east);
  g_assert_null (tl_map_join_dialog_get_joined (join));
  g_assert_cmpuint (tl_map_join_dialog_get_problems (join)->len, ==, 1);
  {
    /* its row shows the problem as a sentence: the first letter upper-case */
    const TlMapProblem *problem = g_ptr_array_index (tl_map_join_dialog_get_problems (join), 0);
    g_autofree char *shown = g_strdup_printf ("%c%s", g_ascii_toupper (problem->message[0]), problem->message + 1);

    g_test_message ("%s", problem->message);
    g_assert_true (g_ascii_islower (problem->message[0]));
    g_assert_nonnull (ui_find_label (GTK_WIDGET (join), shown));
  }
  tl_map_document_begin_stroke (doc, "Copy USA West");
  for (guint y = 0; y < west->height; y++)
    for (guint x = 0; x < west->width; x++)
      tl_map_document_set_cell (doc, x, y, tl_map_paint_of_cell (tl_map_layout_cell (west, x, y)));
  tl_map_document_end_stroke (doc);
  g_assert_nonnull (tl_map_join_dialog_get_joined (join));
  g_assert_cmpuint (tl_map_join_dialog_get_problems (join)->len, ==, 0);
  assert_same_cells (tl_map_join_dialog_get_joined (join), both);
  ui_wait_until_drawn (GTK_WIDGET (join));
  ui_save_png_settled (GTK_WIDGET (join), "map-join.png");
  ui_close_all ();
}

/* ---- playing a user's map ---- */

static gboolean
has_new_game_window (gpointer data)
{
  return ui_find_new_game_window () != NULL;
}

static void
test_play_and_replay (void)
{
  /* Play is the application's (app.play-map): the windows belong to one */
  TlLibraryWindow *library = open_library_of (ui_application ());
  TlMapEditorWindow *editor = new_map (library);
  TlMapDocument *doc = tl_map_editor_window_get_document (editor);
  g_autofree char *id = g_strdup (tl_map_document_get_id (doc));
  g_autoptr(TlMapLayout) drawn = NULL;
  g_autoptr(TlRecord) record = NULL;
  g_autoptr(TlRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) played = NULL;
  g_autoptr(JsonNode) replayed = NULL;
  g_autofree char *text = NULL;
  TlGameState *state;
  TlNewGameWindow *dialog;
  TlRng rng;

  /* a map of its own: water round an island with towns and outlines */
  tl_map_document_paint_rectangle (doc, 0, 0, 15, 0, TL_MAP_PAINT_BLOCKED);
  tl_map_document_paint_line (doc, 2, 4, 12, 4, TL_MAP_PAINT_TOWN);
  tl_map_document_paint_line (doc, 2, 8, 6, 8, TL_MAP_PAINT_PURPLE);
  tl_map_document_paint_line (doc, 8, 8, 12, 8, TL_MAP_PAINT_ORANGE);
  tl_map_document_set_cell (doc, 14, 10, TL_MAP_PAINT_START);
  g_assert_cmpuint (tl_map_document_get_problems (doc)->len, ==, 0);
  drawn = tl_map_document_to_layout (doc);
  g_assert_true (ui_wait_for (editor_saved, editor, 10));

  /* Play: the new-game window with the map chosen */
  gtk_widget_activate_action (GTK_WIDGET (editor), "win.play", NULL);
  g_assert_true (ui_wait_for (has_new_game_window, NULL, 10));
  dialog = ui_find_new_game_window ();
  tl_new_game_window_set_expansion (dialog, "map-chips", TRUE);
  record = tl_new_game_window_build_record (dialog, 20260101, &error);
  g_assert_no_error (error);
  g_assert_true (record->map_inline);
  g_assert_cmpstr (record->map, ==, id);
  assert_same_cells (record->map_layout, drawn);
  ui_save_png_settled (GTK_WIDGET (dialog), "map-new-game.png");

  /* the game to its end, computer players for every seat */
  for (guint i = 0; i < record->players->len; i++)
    g_array_index (record->players, TlPlayerInfo, i).kind = TL_PLAYER_AI;
  state = tl_game_state_new (record, &error);
  g_assert_no_error (error);
  tl_rng_init (&rng, 7);
  while (tl_ai_play_turn (state, 1, &rng))
    ;
  tl_game_state_finish (state);
  played = tl_replay_result_to_json (state);
  text = tl_record_format_to_data (tl_game_state_record (state), NULL);
  tl_game_state_free (state);

  /* the map changed and deleted: the record still holds its own copy */
  tl_map_document_paint_rectangle (doc, 0, 0, 15, 11, TL_MAP_PAINT_BLOCKED);
  ui_close_all ();
  g_assert_true (tl_store_delete_document (store, TL_STORE_MAP, id, &error));
  g_assert_no_error (error);
  again = tl_record_format_load_data (text, -1, "game.tilelands", &error);
  g_assert_no_error (error);
  assert_same_cells (again->map_layout, drawn);
  state = tl_game_state_replay (again, &error);
  g_assert_no_error (error);
  tl_game_state_finish (state);
  replayed = tl_replay_result_to_json (state);
  g_assert_true (json_node_equal (played, replayed));
  g_assert_cmpuint (tl_game_state_tiles_left (state), ==, 0);
  tl_game_state_free (state);
}

/* Points the user's documents (XDG user dirs) at a folder of the test output,
 * where the file chooser starts. */
static void
set_up (void)
{
  g_autofree char *base = ui_set_up_folders ("map-editor");

  documents = g_build_filename (base, "documents", NULL);
}

static void
open_store (void)
{
  g_autofree char *db = g_build_filename (ui_output_dir (), "map-editor", "library.db", NULL);
  g_autoptr(GError) error = NULL;

  g_unlink (db);
  store = tl_store_open (db, TL_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
}

int
main (int argc, char **argv)
{
  int status;

  set_up ();
  gtk_test_init (&argc, &argv, NULL);
  ui_log_init ();
  adw_init ();
  open_store ();
  g_test_add_func ("/map-editor/library", test_library);
  g_test_add_func ("/map-editor/paint-undo-resize-export", test_paint_undo_resize_export);
  g_test_add_func ("/map-editor/whole-map", test_whole_map);
  g_test_add_func ("/map-editor/try-and-join", test_try_and_join);
  g_test_add_func ("/map-editor/play-and-replay", test_play_and_replay);
  status = g_test_run ();
  tl_store_close (store);
  g_object_unref (store);
  return status;
}
