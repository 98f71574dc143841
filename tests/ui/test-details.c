/* test-details.c — what a player expects of a GNOME game, in the main window
 * (run it under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tiles not seen yet (the tiles-left button's popover): after two turns
 * of Carcassonne, per type, the stack's counts; with Map-Chips the face-down
 * tiles count too, except for the player who looked at one. Undo of another
 * person's turn asks first; Redo plays it again, and is gone once something
 * else is played. Undo's tooltip says why it is off. Ctrl+0 fits the board.
 * A map opens close enough that follower spots are 24 px wide, on a square
 * where the tile fits; Ctrl+0 then shows the whole map.
 * Space where the tile does not go says so in the status line. F6 moves the
 * focus to the side panel and back. The window's title names the game, its
 * map and expansions. A game over shows its result and New Game in the panel.
 * The preferences (where the tile fits, the confirm step) are kept and
 * followed, in a window beside the game (not modal, one at a time). The new accelerators; a narrow window folds the side panel and
 * shows the turn bar under the board instead.
 */

#include "config.h"

#include <math.h>
#include <adwaita.h>

#include "tl-game-state-private.h"
#include "tl-board-scene-private.h"
#include "tl-board-view-private.h"
#include "tl-final-score-dialog.h"
#include "tl-game-log-private.h"
#include "tl-preferences-window.h"
#include "tl-tileset-format.h"
#include "tl-turn-hint.h"
#include "tl-turn-bar-private.h"
#include "tl-window.h"
#include "ui-test-util.h"

/* How many tiles of @id the stack holds (hidden information: a test may look). */
static guint
in_stack (TlGame     *game,
          const char *id)
{
  const TlGameState *state = tl_game_get_state (game);
  int type = tl_tile_set_lookup (tl_game_state_tile_set (state), id);
  const guint16 *deck;
  guint n, count = 0;

  g_assert_cmpint (type, >=, 0);
  deck = _tl_game_state_deck (state, &n);
  for (guint i = 0; i < n; i++)
    if (deck[i] == (guint) type)
      count++;
  return count;
}

static guint
shown (TlRemainingTiles *view,
       TlGame           *game,
       const char       *id)
{
  return tl_remaining_tiles_get_count (view, (guint) tl_tile_set_lookup (tl_game_state_tile_set (tl_game_get_state (game)), id));
}

/* The first flow box under @widget, or NULL. */
static GtkFlowBox *
find_flow_box (GtkWidget *widget)
{
  if (GTK_IS_FLOW_BOX (widget))
    return GTK_FLOW_BOX (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkFlowBox *found = find_flow_box (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_remaining_carcassonne (void)
{
  TlWindow *window = ui_window_with_fixture ("rules/base-6-4-completed-city-pennant.tilelands", -1);
  TlGame *game = tl_window_get_game (window);
  TlRemainingTiles *view = _tl_side_panel_get_remaining_tiles (window->side_panel);
  TlTileSet *set = tl_game_state_tile_set (tl_game_get_state (game));
  int in_hand = tl_game_get_current_tile (game);

  /* 72 tiles: the start tile, F, E and the tile in hand are seen */
  g_assert_cmpuint (tl_game_get_tiles_left (game), ==, 68);
  g_assert_cmpuint (tl_remaining_tiles_get_total (view), ==, 68);
  /* F: 2 in the set, 1 on the board; E: 5, 1 on the board; D: 4, the start tile */
  g_assert_cmpuint (shown (view, game, "F"), ==, 1 - (in_hand == tl_tile_set_lookup (set, "F")));
  g_assert_cmpuint (shown (view, game, "E"), ==, 4 - (in_hand == tl_tile_set_lookup (set, "E")));
  g_assert_cmpuint (shown (view, game, "D"), ==, 3 - (in_hand == tl_tile_set_lookup (set, "D")));
  for (guint i = 0; i < set->types->len; i++)
    g_assert_cmpuint (tl_remaining_tiles_get_count (view, i), ==, in_stack (game, tl_tile_set_type (set, i)->id));
  /* what a screen reader hears of a type: its name, description and count */
  {
    int f = tl_tile_set_lookup (set, "F");
    GtkWidget *item = GTK_WIDGET (gtk_flow_box_get_child_at_index (find_flow_box (GTK_WIDGET (view)), f));
    g_autofree char *label = g_strdup_printf ("Tile F, %s: %u not seen", tl_tile_set_type (set, f)->name,
                                              shown (view, game, "F"));

    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_remaining_face_down (void)
{
  TlWindow *window = ui_window_with_fixture ("maps/chips-2-peek-purple-allowed.tilelands", -1);
  TlGame *game = tl_window_get_game (window);
  guint stack = tl_game_get_tiles_left (game);
  TlRemainingTiles *view;
  guint blue_b, blue_e;

  /* Blue is to play: both face-down tiles (B, E) are unseen to Blue */
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  view = _tl_side_panel_get_remaining_tiles (window->side_panel);
  g_assert_cmpuint (tl_remaining_tiles_get_total (view), ==, stack + 2);
  blue_b = shown (view, game, "B");
  blue_e = shown (view, game, "E");
  g_assert_cmpuint (blue_b, ==, in_stack (game, "B") + 1);
  g_assert_cmpuint (blue_e, ==, in_stack (game, "E") + 1);

  /* Red looked at the B: one fewer unseen tile for Red, and no B of it */
  tl_side_panel_set_viewer (window->side_panel, 0);
  view = _tl_side_panel_get_remaining_tiles (window->side_panel);
  g_assert_cmpuint (tl_remaining_tiles_get_total (view), ==, stack + 1);
  g_assert_cmpuint (shown (view, game, "B"), ==, blue_b - 1);
  g_assert_cmpuint (shown (view, game, "E"), ==, blue_e);
  gtk_window_destroy (GTK_WINDOW (window));
}


static void
test_undo_redo (void)
{
  TlWindow *window = ui_window_with_fixture ("rules/base-6-4-completed-city-pennant.tilelands", -1);
  TlGame *game = tl_window_get_game (window);
  TlGameLog *log = tl_side_panel_get_log (window->side_panel);
  g_autoptr (GArray) placements = NULL;
  const TlPlacement *place;

  g_assert_false (ui_enabled (window, "redo"));
  /* Red is to play; Undo takes Blue's turn back: it asks first */
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_nonnull (ui_wait_for_message_dialog ());
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_find_message_dialog ()), ==, "Undo Blue’s Turn?");
  ui_answer_dialog ("cancel");
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 2);
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  g_assert_nonnull (ui_wait_for_message_dialog ());
  ui_answer_dialog ("undo");
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 1);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpuint (_tl_game_log_get_n_rows (log), ==, 1);

  /* Redo: Blue's turn again, the city scored again, in the log too */
  g_assert_true (ui_enabled (window, "redo"));
  g_assert_true (tl_game_get_can_redo (game));
  g_action_group_activate_action (G_ACTION_GROUP (window), "redo", NULL);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 2);
  g_assert_cmpint (tl_game_player_state (game, 0)->score, ==, 8);
  g_assert_cmpuint (_tl_game_log_get_n_rows (log), ==, 3);
  g_assert_false (ui_enabled (window, "redo"));

  /* Undo, then play something else: nothing to redo any more */
  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  ui_answer_dialog ("undo");
  g_assert_true (ui_enabled (window, "redo"));
  placements = tl_game_legal_placements (game);
  place = &g_array_index (placements, TlPlacement, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
  g_assert_false (ui_enabled (window, "redo"));
  g_assert_false (tl_game_get_can_redo (game));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_undo_tooltip (void)
{
  TlWindow *window = ui_window_with_fixture ("maps/chips-2-peek-purple-allowed.tilelands", -1);

  /* Red looked at a face-down tile in the only turn */
  g_assert_false (ui_enabled (window, "undo"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (window->undo_button), ==,
                   "Cannot undo: a turn since then showed a hidden tile (a look, a reveal or a second tile), "
                   "which cannot be unseen");
  /* the title names the game, the map (a user's, by its name) and the expansion */
  g_assert_cmpstr (adw_window_title_get_title (window->window_title), ==,
                   "Carcassonne · Test: USA West with a start square at (7, 2) · Map-Chips");
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "Turn 2");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                   "Carcassonne · Test: USA West with a start square at (7, 2) · Map-Chips — Tilelands");
  gtk_window_destroy (GTK_WINDOW (window));

  /* The Discovery with its built-in tiles: the title says they are a reconstruction */
  window = ui_window_with_fixture ("discovery/ex08-unfinished-grassland-4-tiles-left-on-board.tilelands", 0);
  g_assert_cmpstr (adw_window_title_get_title (window->window_title), ==, "The Discovery (reconstructed tiles)");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                   "The Discovery (reconstructed tiles) — Tilelands");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_map_opens_close (void)
{
  TlWindow *window = ui_window_with_fixture ("maps/chips-1-two-point-chip.tilelands", 0);
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (window));
  TlBoardViewport *viewport = tl_board_view_get_viewport (board);
  TlBoardScene *scene = board->scene;
  TlBoardRect areas[4];
  double size;

  ui_wait_until_drawn (GTK_WIDGET (board));
  /* A copy of USA West (16 × 12 squares) and its three start tiles ((4, 2),
   * (7, 2) and (10, 8), with a ring of squares) do not fit at 96 px a tile: the view shows the
   * keyboard cursor's square, one where the tile in hand fits */
  g_assert_true (tl_board_viewport_get_fitted (viewport));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL);
  size = tl_board_viewport_get_tile_size (viewport);
  g_assert_cmpfloat (size, ==, 96);
  g_assert_cmpfloat (2 * _tl_board_spot_radius (size) + TL_BOARD_SPOT_OUTLINE, ==, 24);
  g_assert_cmpfloat (2 * _tl_board_spot_radius (tl_board_viewport_level_tile_size (TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL - 1))
                     + TL_BOARD_SPOT_OUTLINE, <, 24);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), ==, 669);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (board)), ==, 643);
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, scene->cursor_x + 0.5);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, scene->cursor_y + 0.5);
  {
    g_autoptr (GArray) legal = tl_game_legal_placements (tl_window_get_game (window));
    gboolean fits = FALSE;

    for (guint i = 0; i < legal->len; i++)
      fits |= g_array_index (legal, TlPlacement, i).x == scene->cursor_x
              && g_array_index (legal, TlPlacement, i).y == scene->cursor_y;
    g_assert_true (fits);
  }

  /* Ctrl+0: the whole map, as far out as it takes */
  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-reset", NULL);
  g_assert_cmpuint (_tl_board_scene_fit_areas (scene, areas, G_N_ELEMENTS (areas)), ==, 2);
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, 2);   /* 16 × 12 at 40 px in 669 × 643 */
  g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, areas[0].x + areas[0].width / 2);
  g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, areas[0].y + areas[0].height / 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* What a screen reader reads of the board: its name, and a description of the
 * current step, the tile in hand and the keyboard cursor's cell, kept up to date
 * through the turn, after what the last turn did. */
static void
test_board_accessible (void)
{
  TlWindow *window = ui_window_with_fixture ("rules/base-6-4-completed-city-pennant.tilelands", 0);
  TlGame *game = tl_window_get_game (window);
  GtkAccessible *board = GTK_ACCESSIBLE (tl_window_get_board (window));
  const TlTileType *type = tl_game_get_current_tile_type (game);
  g_autofree char *hint = tl_turn_hint_dup (game, FALSE, 0);
  g_autofree char *expected = NULL;
  g_autofree char *placed_hint = NULL;
  g_autofree char *placed = NULL;
  g_autoptr (GError) error = NULL;

  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_LABEL, "Board");
  /* turn 1 of seed 64: Red holds tile D */
  g_assert_cmpstr (type->id, ==, "D");
  /* the keyboard cursor's cell, what lies there and whether the tile fits there */
  expected = g_strdup_printf ("Red: %s Tile in hand: D, %s, not turned. Cursor: 1 south of the start tile, "
                              "empty square, the tile fits here turned another way.", hint, type->name);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  /* R: how it is turned now (its description names the sides unturned) */
  g_action_group_activate_action (G_ACTION_GROUP (window), "rotate-cw", NULL);
  g_free (expected);
  expected = g_strdup_printf ("Red: %s Tile in hand: D, %s, turned a quarter clockwise. Cursor: 1 south of "
                              "the start tile, empty square, the tile fits here turned another way.", hint, type->name);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  /* the cursor moves onto the start tile */
  g_action_group_activate_action (G_ACTION_GROUP (window), "cursor-up", NULL);
  g_free (expected);
  expected = g_strdup_printf ("Red: %s Tile in hand: D, %s, turned a quarter clockwise. Cursor: On the start "
                              "tile, tile D lies there.", hint, type->name);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  g_action_group_activate_action (G_ACTION_GROUP (window), "rotate-ccw", NULL);
  /* placed: the next step, and no tile in hand */
  {
    g_autoptr (GArray) legal = tl_game_legal_placements (game);
    TlPlacement at = g_array_index (legal, TlPlacement, 0);

    g_assert_true (tl_game_place (game, at.x, at.y, at.r, &error));
    g_assert_no_error (error);
  }
  placed_hint = tl_turn_hint_dup (game, FALSE, 0);
  g_assert_cmpstr (placed_hint, !=, hint);
  placed = g_strdup_printf ("Red: %s", placed_hint);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, placed);
  /* confirmed: the description announces what the turn did (the log's words) */
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_true (ui_wait_for (ui_person_to_play, window, 20));
  g_free (expected);
  expected = g_strdup_printf ("Turn 1 · Red\nCity on one side and a straight road, like the start tile: 1 north of the start tile\nNo follower\n"
                              "Blue: %s Tile in hand: B, monastery, not turned. "
                              "Cursor: On the start tile, tile D lies there.", hint);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_fit_and_keys (void)
{
  TlWindow *window = ui_window_with_fixture ("rules/base-6-4-completed-city-pennant.tilelands", -1);
  TlGame *game = tl_window_get_game (window);
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (window));
  TlBoardViewport *viewport = tl_board_view_get_viewport (board);
  GtkRoot *root = GTK_ROOT (window);
  g_autofree char *hint = NULL;
  g_autofree char *expected = NULL;
  guint fitted;

  ui_wait_until_drawn (GTK_WIDGET (board));
  g_assert_true (tl_board_viewport_get_fitted (viewport));
  fitted = tl_board_viewport_get_zoom_level (viewport);
  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-out", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "pan-left", NULL);
  g_assert_false (tl_board_viewport_get_fitted (viewport));
  /* Ctrl+0: fitted again, at the same zoom */
  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-reset", NULL);
  g_assert_true (tl_board_viewport_get_fitted (viewport));
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, fitted);

  /* zooming out keeps the board in the middle once it fits */
  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-in", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-in", NULL);
  tl_board_view_pan (board, 3, -2);
  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-out", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-out", NULL);
  {
    TlBoardRect areas[4];
    guint n = _tl_board_scene_fit_areas (board->scene, areas, G_N_ELEMENTS (areas));

    g_assert_cmpuint (n, >, 0);
    g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, areas[n - 1].x + areas[n - 1].width / 2);
    g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, areas[n - 1].y + areas[n - 1].height / 2);
  }

  /* Space on the start tile: the status line says why nothing happened */
  tl_board_view_set_cursor (board, 0, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place", NULL);
  hint = tl_turn_hint_dup (game, FALSE, 0);
  expected = g_strdup_printf ("Red\nThere is a tile on this square already.\n%s", hint);
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), expected));
  /* moving the cursor takes the note away */
  g_action_group_activate_action (G_ACTION_GROUP (window), "cursor-up", NULL);
  g_assert_null (ui_find_label (GTK_WIDGET (window), expected));

  /* F6: to the side panel, and back to the board */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_action_group_activate_action (G_ACTION_GROUP (window), "focus-pane", NULL);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (root), GTK_WIDGET (window->side_panel)));
  g_action_group_activate_action (G_ACTION_GROUP (window), "focus-pane", NULL);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (board));

  /* F9: the log, and the turn again */
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-log", NULL);
  g_assert_cmpstr (tl_side_panel_get_page (window->side_panel), ==, "log");
  g_assert_true (g_variant_get_boolean (g_action_group_get_action_state (G_ACTION_GROUP (window), "show-log")));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-log", NULL);
  g_assert_cmpstr (tl_side_panel_get_page (window->side_panel), ==, "turn");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_game_over_panel (void)
{
  TlWindow *window = ui_window_with_fixture ("rules/cases-6-unplaceable-custom-deck-to-the-end.tilelands", -1);
  g_autofree char *result = tl_final_score_winner_text (tl_game_get_state (tl_window_get_game (window)));
  AdwMessageDialog *dialog = ui_find_message_dialog ();

  if (dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpstr (result, ==, "Red wins with 3 points");
  g_assert_nonnull (ui_find_label (GTK_WIDGET (window), result));
  g_assert_nonnull (ui_find_button (GTK_WIDGET (window), "_New Game"));
  g_assert_null (ui_find_button (GTK_WIDGET (window), "_Confirm Turn"));
  g_assert_true (ui_enabled (window, "final-scores"));
  /* the side panel keeps its width */
  g_assert_cmpint (ui_settled_width (GTK_WIDGET (window->side_panel)), ==, 320);
  ui_save_png (GTK_WIDGET (window), "test-details-game-over.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

static AdwActionRow *
find_row (GtkWidget  *root,
          const char *title)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      AdwActionRow *row;

      if (ADW_IS_ACTION_ROW (c) &&
          g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (c)), title) == 0)
        return ADW_ACTION_ROW (c);
      if ((row = find_row (c, title)) != NULL)
        return row;
    }
  return NULL;
}

/* The switch of the preferences' row @title, turned to @active. */
static void
set_switch (GtkWidget  *preferences,
            const char *title,
            gboolean    active)
{
  AdwActionRow *row = find_row (preferences, title);
  GtkWidget *widget;

  g_assert_nonnull (row);
  widget = adw_action_row_get_activatable_widget (row);
  g_assert_true (GTK_IS_SWITCH (widget));
  gtk_switch_set_active (GTK_SWITCH (widget), active);
}

/* The preferences are kept in the settings, and the board follows them; with
 * the confirm step off, a turn ends once the follower is down. */
/* The window's size is kept when it closes and a new window opens at it (the
 * maximised and fullscreen states need a window manager, which Xvfb lacks). */
static void
test_window_size_kept (void)
{
  g_autoptr (GSettings) settings = NULL;
  TlWindow *window;
  int width = 0, height = 0;

  ui_application ();
  settings = g_settings_new (APP_ID);
  window = tl_window_new (ADW_APPLICATION (ui_application ()));
  gtk_window_set_default_size (GTK_WINDOW (window), 1111, 777);
  gtk_window_present (GTK_WINDOW (window));
  ui_wait_until_drawn (GTK_WIDGET (window));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1111);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 777);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  window = tl_window_new (ADW_APPLICATION (ui_application ()));
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 1111);
  g_assert_cmpint (height, ==, 777);
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}

static void
test_preferences (void)
{
  g_autoptr (GSettings) settings = NULL;
  g_autoptr (TlRecord) record = ui_load_fixture ("rules/base-6-4-completed-city-pennant.tilelands", 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) placements = NULL;
  g_autoptr (GArray) spots = NULL;
  GtkWidget *preferences;
  TlWindow *window;
  TlGame *game;
  const TlPlacement *place;
  gboolean shown = TRUE;

  ui_application ();
  settings = g_settings_new (APP_ID);
  preferences = tl_preferences_window_new (NULL);
  gtk_window_present (GTK_WINDOW (preferences));
  set_switch (preferences, "Show Where the Tile _Fits", FALSE);
  set_switch (preferences, "_Confirm Each Turn", FALSE);
  g_assert_false (g_settings_get_boolean (settings, "show-legal-cells"));
  g_assert_false (g_settings_get_boolean (settings, "confirm-turn"));
  g_assert_true (g_settings_get_boolean (settings, "animations"));
  gtk_window_destroy (GTK_WINDOW (preferences));

  window = tl_window_new (ADW_APPLICATION (ui_application ()));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  g_object_get (tl_window_get_board (window), "show-legal", &shown, NULL);
  g_assert_false (shown);

  /* Blue places and puts a meeple down: the turn ends by itself */
  game = tl_window_get_game (window);
  placements = tl_game_legal_placements (game);
  place = &g_array_index (placements, TlPlacement, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
  spots = tl_game_follower_spots (game);
  g_assert_cmpuint (spots->len, >, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "deploy",
                                  g_variant_new_string (tl_port_name (g_array_index (spots, TlFollowerSpot, 0).port)));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 2);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);

  /* and back */
  g_settings_set_boolean (settings, "show-legal-cells", TRUE);
  g_settings_set_boolean (settings, "confirm-turn", TRUE);
  g_object_get (tl_window_get_board (window), "show-legal", &shown, NULL);
  g_assert_true (shown);
  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
count_preferences (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      n += TL_IS_PREFERENCES_WINDOW (window);
    }
  return n;
}

/* The Preferences stand beside the game, not over it: not modal (a modal
 * dialog stood in the middle of the window, over the board where the game's
 * tiles are, and blocked it: the board looked blank while it was open), one
 * window however often it is asked for, and the board follows its switches
 * at once and takes the person's move while it is open. */
static void
test_preferences_beside_board (void)
{
  g_autoptr (GSettings) settings = NULL;
  g_autoptr (TlRecord) record = ui_load_fixture ("rules/base-6-4-completed-city-pennant.tilelands", 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) placements = NULL;
  GtkApplication *app = ui_application ();
  TlWindow *window = tl_window_new (ADW_APPLICATION (app));
  GtkWidget *preferences;
  const TlPlacement *place;
  gboolean shown = FALSE;

  settings = g_settings_new (APP_ID);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tl_window_start_game (window, record, &error));
  ui_wait_until_drawn (tl_window_get_board (window));
  g_assert_true (gtk_application_get_active_window (app) == GTK_WINDOW (window));

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = ui_find_window (TL_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (preferences);
  ui_wait_until_drawn (preferences);
  g_assert_false (gtk_window_get_modal (GTK_WINDOW (preferences)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (preferences)) == GTK_WINDOW (window));
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  g_assert_cmpuint (count_preferences (), ==, 1);

  /* the board follows at once, and plays on */
  set_switch (preferences, "Show Where the Tile _Fits", FALSE);
  g_object_get (tl_window_get_board (window), "show-legal", &shown, NULL);
  g_assert_false (shown);
  set_switch (preferences, "Show Where the Tile _Fits", TRUE);
  g_object_get (tl_window_get_board (window), "show-legal", &shown, NULL);
  g_assert_true (shown);
  placements = tl_game_legal_placements (tl_window_get_game (window));
  place = &g_array_index (placements, TlPlacement, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
  g_assert_cmpint (tl_game_get_phase (tl_window_get_game (window)), ==, TL_PHASE_FOLLOWER);

  gtk_window_destroy (GTK_WINDOW (preferences));
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "show-legal-cells");
}

static gboolean
flap_unfolded (gpointer flap)
{
  return !adw_flap_get_folded (flap);
}

/* The first mapped widget under @root whose CSS name is @name. */
static GtkWidget *
find_css_name (GtkWidget  *root,
               const char *name)
{
  if (gtk_widget_get_mapped (root) && g_strcmp0 (gtk_widget_get_css_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_css_name (c, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first widget under @root with the CSS class @name. */
static GtkWidget *
find_css_class (GtkWidget  *root,
                const char *name)
{
  if (gtk_widget_has_css_class (root, name))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_css_class (c, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
toast_shown (gpointer window)
{
  GtkWidget *toast = find_css_name (window, "toast");

  return toast != NULL && gtk_widget_get_height (toast) > 0;
}

/* A turn's toast stands over the board above the zoom buttons, not over them
 * (a long one covered them in a narrow board). */
static void
test_toast_clear_of_zoom (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("rules/base-6-4-completed-city-pennant.tilelands", 1);
  g_autoptr (GError) error = NULL;
  TlWindow *window = tl_window_new (ADW_APPLICATION (ui_application ()));
  GtkWidget *zoom, *toast;
  graphene_rect_t zoom_at, toast_at;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tl_window_start_game (window, record, &error));
  ui_wait_until_drawn (tl_window_get_board (window));
  _tl_window_show_toast (window, "Map chip collected, a face-down tile looked at and remembered for you");
  g_assert_true (ui_wait_for (toast_shown, window, 10));
  ui_settle ();
  zoom = find_css_class (GTK_WIDGET (window), "zoom-controls");
  toast = find_css_name (GTK_WIDGET (window), "toast");
  g_assert_true (gtk_widget_compute_bounds (zoom, GTK_WIDGET (window), &zoom_at));
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &toast_at));
  ui_save_png (GTK_WIDGET (window), "toast-clear-of-zoom.png");
  /* side by side, the toast above: they do not meet */
  g_assert_cmpfloat (toast_at.origin.x + toast_at.size.width, >, zoom_at.origin.x);
  g_assert_cmpfloat (toast_at.origin.y + toast_at.size.height, <=, zoom_at.origin.y);
  g_assert_cmpfloat (zoom_at.origin.y - (toast_at.origin.y + toast_at.size.height), ==, 12);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The accelerators of what issue 15 added, as the application sets them. */
static void
test_accels (void)
{
  GtkApplication *app = ui_application ();
  static const struct {
    const char *action;
    const char *accel;
  } expected[] = {
    { "win.redo", "<Shift><Control>z" },
    { "win.fullscreen", "F11" },
    { "win.show-log", "F9" },
    { "win.focus-pane", "F6" },
    { "win.zoom-reset", "<Control>0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (app, expected[i].action);

      g_assert_nonnull (accels);
      g_assert_cmpstr (accels[0], ==, expected[i].accel);
    }
}

/* Where cell (@x, @y)'s top left corner is in @board, and the tile size. */
static void
cell_origin (TlBoardView *board,
             int          x,
             int          y,
             double      *cx,
             double      *cy,
             double      *size)
{
  TlBoardViewport *viewport = tl_board_view_get_viewport (board);
  double ox, oy;

  *size = tl_board_viewport_get_tile_size (viewport);
  tl_board_viewport_get_origin (viewport, gtk_widget_get_width (GTK_WIDGET (board)),
                                gtk_widget_get_height (GTK_WIDGET (board)), &ox, &oy);
  *cx = ox + x * *size;
  *cy = oy + y * *size;
}

/* The marks on the board (base-6-4: Red placed (0,−1), Blue (0,−2) last of
 * all): each seat's last tile has an L in each corner in the seat's colour,
 * and its sides between them show the tile; the player blue is not the
 * accent blue of the legal cells and the cursor. The keyboard cursor on a
 * placed tile is a ring of opaque accent colour on the cell's sides, a dark
 * line outside it and a white one inside. */
static void
test_board_marks (void)
{
  TlWindow *window = ui_window_with_fixture ("rules/base-6-4-completed-city-pennant.tilelands", -1);
  TlBoardView *board = TL_BOARD_VIEW (tl_window_get_board (window));
  g_autoptr (GdkTexture) picture = NULL;
  double size, x0, y0, inset, length, width, halo, ring, ring_halo;
  TlRgb blue;
  static const struct { int x, y; guint32 color; gboolean latest; } last[] = {
    { 0, -1, 0xe01b24, FALSE },   /* Red: GNOME red 3 */
    { 0, -2, 0x1a5fb4, TRUE },    /* Blue: blue 5, not the accent's blue 3 */
  };

  g_assert_true (tl_render_parse_color ("blue", &blue));
  g_assert_cmpint ((int) round (blue.r * 255), ==, 0x1a);
  g_assert_cmpint ((int) round (blue.g * 255), ==, 0x5f);
  g_assert_cmpint ((int) round (blue.b * 255), ==, 0xb4);

  ui_wait_until_drawn (GTK_WIDGET (board));
  picture = ui_render_texture (GTK_WIDGET (board));
  ui_save_png (GTK_WIDGET (board), "test-details-last-tiles.png");
  for (guint i = 0; i < G_N_ELEMENTS (last); i++)
    {
      double arm;

      cell_origin (board, last[i].x, last[i].y, &x0, &y0, &size);
      _tl_board_last_mark_geometry (size, last[i].latest, &inset, &length, &width, &halo);
      g_assert_cmpfloat (size, ==, 96);
      g_assert_cmpfloat (width, ==, (last[i].latest ? 8 : 5));
      arm = inset + width / 2;
      /* the middle of each corner's two arms */
      g_assert_cmphex (ui_texture_pixel (picture, x0 + inset + length / 2, y0 + arm), ==, last[i].color);
      g_assert_cmphex (ui_texture_pixel (picture, x0 + arm, y0 + inset + length / 2), ==, last[i].color);
      g_assert_cmphex (ui_texture_pixel (picture, x0 + size - arm, y0 + size - inset - length / 2), ==, last[i].color);
      g_assert_cmphex (ui_texture_pixel (picture, x0 + size - inset - length / 2, y0 + size - arm), ==, last[i].color);
      /* the middle of the sides is the tile's */
      g_assert_cmphex (ui_texture_pixel (picture, x0 + size / 2, y0 + arm), !=, last[i].color);
      g_assert_cmphex (ui_texture_pixel (picture, x0 + arm, y0 + size / 2), !=, last[i].color);
    }

  /* the keyboard cursor on Blue's tile */
  tl_board_view_set_cursor (board, 0, -2);
  ui_settle ();
  g_clear_object (&picture);
  picture = ui_render_texture (GTK_WIDGET (board));
  ui_save_png (GTK_WIDGET (board), "test-details-cursor.png");
  cell_origin (board, 0, -2, &x0, &y0, &size);
  _tl_board_cursor_geometry (size, &ring, &ring_halo);
  g_assert_cmpfloat (ring, ==, 4);
  g_assert_cmpfloat (ring_halo, ==, 1.5);
  /* on the top and the left side, between the corners' marks */
  g_assert_cmphex (ui_texture_pixel (picture, x0 + size / 2, y0), ==, 0x3584e4);
  g_assert_cmphex (ui_texture_pixel (picture, x0, y0 + size / 2), ==, 0x3584e4);
  g_assert_cmphex (ui_texture_pixel (picture, x0 + size / 2, y0 - ring / 2 - ring_halo / 2) & 0xff, <, 0x60);
  g_assert_cmphex (ui_texture_pixel (picture, x0 + size / 2, y0 + ring / 2 + ring_halo / 2) & 0xff, >, 0xe0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* At 800 pixels wide the side panel folds over the board, with a button to
 * show it; at 1000 it stands beside the board. */
static void
test_narrow_window (void)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("rules/base-6-4-completed-city-pennant.tilelands", -1);
  g_autoptr (GError) error = NULL;
  TlWindow *narrow = g_object_new (TL_TYPE_WINDOW, "default-width", 800, "default-height", 600, NULL);
  TlWindow *wide = ui_window_with_fixture ("rules/base-6-4-completed-city-pennant.tilelands", -1);

  gtk_window_present (GTK_WINDOW (narrow));
  g_assert_true (tl_window_start_game (narrow, record, &error));
  g_assert_no_error (error);
  ui_wait_until_drawn (GTK_WIDGET (narrow));
  ui_wait_until_drawn (GTK_WIDGET (wide));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (narrow)), <=, 800);
  g_assert_true (adw_flap_get_folded (narrow->flap));
  g_assert_true (gtk_widget_get_visible (narrow->panel_button));
  g_assert_false (adw_flap_get_folded (wide->flap));
  g_assert_false (gtk_widget_get_visible (wide->panel_button));
  /* folded, the turn bar under the board says whose turn it is and what to
   * do, as the side panel's status line does, with the tile in hand; beside
   * the side panel it is not there */
  g_assert_true (ui_wait_mapped (GTK_WIDGET (narrow->turn_bar), TRUE));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (narrow->turn_bar)));
  g_assert_cmpstr (tl_turn_bar_get_text (narrow->turn_bar), ==,
                   "Red\nPlace the tile on a highlighted square: click it, or use the arrow keys and Enter. R rotates it.");
  g_assert_nonnull (ui_find_label (GTK_WIDGET (narrow->side_panel), tl_turn_bar_get_text (narrow->turn_bar)));
  g_assert_nonnull (ui_find_button (GTK_WIDGET (narrow->turn_bar), "_Confirm Turn"));
  g_assert_cmpint (_tl_turn_bar_get_tile (narrow->turn_bar), ==,
                   tl_game_get_current_tile (tl_window_get_game (narrow)));
  ui_save_png (GTK_WIDGET (narrow), "test-details-narrow.png");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (wide->turn_bar)));
  /* placed: the bar's status and the panel's change together */
  {
    g_autoptr (GArray) places = tl_game_legal_placements (tl_window_get_game (narrow));
    const TlPlacement *p = &g_array_index (places, TlPlacement, 0);

    g_action_group_activate_action (G_ACTION_GROUP (narrow), "place-at", g_variant_new ("(iii)", p->x, p->y, p->r));
    g_assert_true (g_str_has_prefix (tl_turn_bar_get_text (narrow->turn_bar), "Red\n"));
    g_assert_nonnull (ui_find_label (GTK_WIDGET (narrow->side_panel), tl_turn_bar_get_text (narrow->turn_bar)));
    g_action_group_activate_action (G_ACTION_GROUP (narrow), "confirm", NULL);
    g_assert_true (g_str_has_prefix (tl_turn_bar_get_text (narrow->turn_bar), "Blue\n"));
  }
  /* wider, the panel stands beside the board again and the bar goes */
  gtk_window_set_default_size (GTK_WINDOW (narrow), 1100, 700);
  g_assert_true (ui_wait_for (flap_unfolded, narrow->flap, 10));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (narrow->turn_bar), FALSE));
  g_assert_false (adw_flap_get_folded (narrow->flap));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (narrow->turn_bar)));
  /* the button shows the panel over the board */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (narrow->panel_button), TRUE);
  g_assert_true (adw_flap_get_reveal_flap (narrow->flap));
  gtk_window_destroy (GTK_WINDOW (narrow));
  gtk_window_destroy (GTK_WINDOW (wide));
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-details", TRUE))
    return 77;

  g_test_add_func ("/ui/remaining/carcassonne", test_remaining_carcassonne);
  g_test_add_func ("/ui/remaining/face-down", test_remaining_face_down);
  g_test_add_func ("/ui/details/undo-redo", test_undo_redo);
  g_test_add_func ("/ui/details/undo-tooltip", test_undo_tooltip);
  g_test_add_func ("/ui/details/fit-and-keys", test_fit_and_keys);
  g_test_add_func ("/ui/details/map-opens-close", test_map_opens_close);
  g_test_add_func ("/ui/details/board-accessible", test_board_accessible);
  g_test_add_func ("/ui/details/game-over-panel", test_game_over_panel);
  g_test_add_func ("/ui/details/preferences", test_preferences);
  g_test_add_func ("/ui/details/preferences-beside-board", test_preferences_beside_board);
  g_test_add_func ("/ui/details/toast-clear-of-zoom", test_toast_clear_of_zoom);
  g_test_add_func ("/ui/details/window-size", test_window_size_kept);
  g_test_add_func ("/ui/details/accels", test_accels);
  g_test_add_func ("/ui/details/narrow-window", test_narrow_window);
  g_test_add_func ("/ui/details/board-marks", test_board_marks);
  return g_test_run ();
}
