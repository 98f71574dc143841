/* test-keyboard.c — playing from the keyboard, under a real display
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Keyboard Shortcuts window against the window's shortcut controllers:
 * each row of a single key (id "key:ACTIONS[#NOTE]", ui/gtk/help-overlay.ui)
 * shows exactly the keys of its actions in the controllers of the board and
 * the hand-over screen (a keypad twin, KP_Enter or KP_1, left out), every key
 * of those controllers is shown, and the window fits a 1280 × 800 screen.
 * The keyboard cursor on a map (USA West and East with The Gifts and
 * Map-Chips, two people): at the second seat's first turn, after the pointer
 * was off the map, the first arrow puts the cursor on a square where the tile
 * fits, and the arrows never take it off the map's squares.
 */

#include "config.h"

#include <adwaita.h>

#include "tl-board-scene-private.h"
#include "tl-board-view-private.h"
#include "tl-map-format.h"
#include "tl-tileset-format.h"
#include "tl-window.h"
#include "ui-test-util.h"

/* ---- the Keyboard Shortcuts window ---- */

/* The key the window shows for @keyval: a keypad twin goes without saying. */
static guint
shown_keyval (guint keyval)
{
  if (keyval == GDK_KEY_KP_Enter)
    return GDK_KEY_Return;
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return GDK_KEY_0 + (keyval - GDK_KEY_KP_0);
  return keyval;
}

/* Adds the keys of @trigger to @keys (a set of gtk_accelerator_name()s). */
static void
add_trigger_keys (GtkShortcutTrigger *trigger,
                  GHashTable         *keys)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    {
      add_trigger_keys (gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)), keys);
      add_trigger_keys (gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)), keys);
      return;
    }
  g_assert_true (GTK_IS_KEYVAL_TRIGGER (trigger));
  g_hash_table_add (keys, gtk_accelerator_name (shown_keyval (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger))),
                                                gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger))));
}

static GHashTable *
key_set (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* Detailed action name → set of keys, from the window's managed controllers. */
static GHashTable *
controller_keys (TlWindow *window)
{
  g_autoptr (GPtrArray) controllers = g_ptr_array_new ();
  GHashTable *actions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                               (GDestroyNotify) g_hash_table_unref);

  ui_managed_shortcuts (GTK_WIDGET (window), controllers);
  for (guint c = 0; c < controllers->len; c++)
    {
      GListModel *shortcuts = g_ptr_array_index (controllers, c);

      for (guint i = 0; i < g_list_model_get_n_items (shortcuts); i++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (shortcuts, i);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
          char *name;
          GHashTable *keys;

          /* the window's own (not a GTK or libadwaita widget's inner ones) */
          if (!GTK_IS_NAMED_ACTION (action) ||
              !g_str_has_prefix (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), "win."))
            continue;
          name = g_action_print_detailed_name (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)),
                                               gtk_shortcut_get_arguments (shortcut));
          keys = g_hash_table_lookup (actions, name);
          if (keys == NULL)
            g_hash_table_insert (actions, g_strdup (name), keys = key_set ());
          add_trigger_keys (gtk_shortcut_get_trigger (shortcut), keys);
          g_free (name);
        }
    }
  return actions;
}

/* The keys of a GtkShortcutsShortcut's accelerator: separated by spaces, a
 * range "1...5" shown as "1 … 5" standing for every key from the first to
 * the last (GtkShortcutLabel's syntax). */
static GStrv
expand_ranges (const char *accelerator)
{
  g_auto (GStrv) parts = g_strsplit (accelerator, " ", -1);
  g_autoptr (GStrvBuilder) keys = g_strv_builder_new ();

  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *dots = strstr (parts[i], "...");
      g_autofree char *first = NULL;
      guint from, to;
      GdkModifierType modifiers;

      if (dots == NULL)
        {
          g_strv_builder_add (keys, parts[i]);
          continue;
        }
      first = g_strndup (parts[i], dots - parts[i]);
      g_assert_true (gtk_accelerator_parse (first, &from, &modifiers));
      g_assert_true (gtk_accelerator_parse (dots + 3, &to, NULL));
      g_assert_cmpuint (from, <, to);
      for (guint keyval = from; keyval <= to; keyval++)
        {
          g_autofree char *name = gtk_accelerator_name (keyval, modifiers);

          g_strv_builder_add (keys, name);
        }
    }
  return g_strv_builder_end (keys);
}

static void
test_shortcuts_window (void)
{
  TlWindow *window = ui_new_window ();
  g_autoptr (GHashTable) actions = controller_keys (window);
  g_autoptr (GHashTable) shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                        (GDestroyNotify) g_hash_table_unref);
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/tilelands/Tilelands/gtk/help-overlay.ui");
  g_autoptr (GSList) objects = gtk_builder_get_objects (builder);
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  GHashTableIter iter;
  gpointer name, keys;
  guint n_rows = 0;

  /* the board's 16 actions (The Gifts' 6 among them) and the hand-over's */
  g_assert_cmpuint (g_hash_table_size (actions), ==, 17);
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      const char *id = GTK_IS_BUILDABLE (l->data) ? gtk_buildable_get_buildable_id (l->data) : NULL;
      g_autofree char *accelerator = NULL, *action_name = NULL, *names = NULL;
      g_auto (GStrv) row_actions = NULL, row_keys = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data) || id == NULL || !g_str_has_prefix (id, "key:"))
        continue;
      n_rows++;
      g_object_get (l->data, "accelerator", &accelerator, "action-name", &action_name, NULL);
      /* an action-name would show the application's accelerators instead */
      g_assert_null (action_name);
      names = g_strdup (id + strlen ("key:"));
      if (strchr (names, '#') != NULL)
        *strchr (names, '#') = '\0';
      row_actions = g_strsplit (names, ",", -1);
      row_keys = expand_ranges (accelerator);
      for (guint k = 0; row_keys[k] != NULL; k++)
        {
          guint keyval;
          GdkModifierType modifiers;
          g_autofree char *key = NULL;
          gboolean found = FALSE;

          g_assert_true (gtk_accelerator_parse (row_keys[k], &keyval, &modifiers));
          key = gtk_accelerator_name (keyval, modifiers);
          /* a key shown is a key of one of the row's actions */
          for (guint a = 0; row_actions[a] != NULL; a++)
            {
              GHashTable *action_keys = g_hash_table_lookup (actions, row_actions[a]);
              GHashTable *seen = g_hash_table_lookup (shown, row_actions[a]);

              if (action_keys == NULL)
                g_error ("row %s: no shortcut runs %s", id, row_actions[a]);
              if (!g_hash_table_contains (action_keys, key))
                continue;
              found = TRUE;
              if (seen == NULL)
                g_hash_table_insert (shown, g_strdup (row_actions[a]), seen = key_set ());
              g_hash_table_add (seen, g_strdup (key));
            }
          if (!found)
            g_error ("row %s shows %s, which none of its actions has", id, key);
        }
    }
  g_assert_cmpuint (n_rows, ==, 11);
  /* every key of every action is on a row of it */
  g_hash_table_iter_init (&iter, actions);
  while (g_hash_table_iter_next (&iter, &name, &keys))
    {
      GHashTable *seen = g_hash_table_lookup (shown, name);
      GHashTableIter k;
      gpointer key;

      g_hash_table_iter_init (&k, keys);
      while (g_hash_table_iter_next (&k, &key, NULL))
        if (seen == NULL || !g_hash_table_contains (seen, key))
          g_error ("%s runs on %s, which the Keyboard Shortcuts window does not show", (char *) name, (char *) key);
    }
  {
    g_autofree char *place = NULL;

    g_object_get (gtk_builder_get_object (builder, "key:win.place"), "accelerator", &place, NULL);
    g_assert_cmpstr (place, ==, "space Return");
  }

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (overlay));
}

/* The window the application gives a main window (with the application's
 * accelerators) fits a 1280 × 800 screen in each of its two sections. */
static void
test_shortcuts_window_size (void)
{
  static const char *const sections[] = { "shortcuts", "play" };
  TlWindow *window = tl_window_new (ADW_APPLICATION (ui_application ()));
  GtkWidget *overlay = GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  gtk_window_present (GTK_WINDOW (window));
  g_assert_nonnull (overlay);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  ui_wait_until_drawn (overlay);
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      g_autofree char *png = g_strdup_printf ("test-keyboard-shortcuts-%s.png", sections[i]);

      g_object_set (overlay, "section-name", sections[i], NULL);
      ui_settle ();
      g_test_message ("the Keyboard Shortcuts window, section %s: %d × %d", sections[i],
                      gtk_widget_get_width (overlay), gtk_widget_get_height (overlay));
      g_assert_cmpint (gtk_widget_get_width (overlay), <=, 1280);
      g_assert_cmpint (gtk_widget_get_height (overlay), <=, 800);
      ui_save_png (overlay, png);
    }
  gtk_window_destroy (GTK_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- the cursor on a map ---- */

/* Whether the tile in hand fits on (@x, @y) in some rotation. */
static gboolean
fits (TlGame *game,
      int     x,
      int     y)
{
  for (guint r = 0; r < 4; r++)
    if (tl_game_is_legal (game, x, y, r))
      return TRUE;
  return FALSE;
}

static void
assert_cursor_on_map (TlBoardView       *board,
                      const TlMapLayout *map,
                      int               *x,
                      int               *y)
{
  tl_board_view_get_cursor (board, x, y);
  if (!tl_map_layout_playable (map, *x, *y))
    g_error ("the cursor is on (%d, %d), not a square of the map", *x, *y);
}

static void
test_cursor_on_map (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) tileset = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  g_autoptr (TlRecord) record = NULL;
  TlWindow *window;
  TlBoardView *board;
  TlGame *game;
  const TlMapLayout *map;
  double px, py;
  int x, y, top, left;

  g_assert_no_error (error);
  record = tl_record_new ("carcassonne", tileset);
  record->seed = 3;
  record->map = g_strdup ("usa-both");
  record->map_layout = tl_map_format_load_builtin ("usa-both", &error);
  g_assert_no_error (error);
  g_ptr_array_add (record->expansions, g_strdup ("gifts"));
  g_ptr_array_add (record->expansions, g_strdup ("map-chips"));
  tl_record_add_player (record, "Ana", "red", TL_PLAYER_HUMAN, 1);
  tl_record_add_player (record, "Bogdan", "blue", TL_PLAYER_HUMAN, 1);
  map = record->map_layout;

  window = ui_new_window ();
  board = TL_BOARD_VIEW (tl_window_get_board (window));
  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  ui_wait_until_drawn (GTK_WIDGET (board));

  /* Ana's turn: the cursor starts on a square where her tile fits */
  assert_cursor_on_map (board, map, &x, &y);
  g_assert_true (fits (game, x, y));
  /* she places with Enter (turning first, when it fits in another rotation),
   * then Enter takes the steps until Bogdan's turn */
  for (int i = 0; i < 8 && tl_game_get_current_player (game) == 0; i++)
    g_assert_true (ui_press_key (GTK_WIDGET (window), GDK_KEY_Return, 0));
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");

  /* the pointer rests above the map (where a button was), 4 rows above the
   * top of the map: the cursor follows it there */
  top = 0;
  tl_board_viewport_board_to_widget (tl_board_view_get_viewport (board),
                                     gtk_widget_get_width (GTK_WIDGET (board)),
                                     gtk_widget_get_height (GTK_WIDGET (board)),
                                     x + 0.5, top - 4 + 0.5, &px, &py);
  _tl_board_view_pointer_moved (board, px, py);
  tl_board_view_get_cursor (board, NULL, &y);
  g_assert_cmpint (y, ==, top - 4);

  /* Right, the first key: on a square where Bogdan's tile fits */
  g_assert_true (ui_press_key (GTK_WIDGET (window), GDK_KEY_Right, 0));
  assert_cursor_on_map (board, map, &x, &y);
  g_assert_true (fits (game, x, y));

  /* up to the map's top edge and no further: the topmost square of the column */
  for (top = 0; !tl_map_layout_playable (map, x, top); top++)
    ;
  for (int i = 0; i < (int) map->height + 5; i++)
    {
      ui_press_key (GTK_WIDGET (window), GDK_KEY_Up, 0);
      assert_cursor_on_map (board, map, &x, &y);
    }
  g_assert_cmpint (y, ==, top);
  /* along the top row to its west end, past what is not a square */
  for (left = 0; !tl_map_layout_playable (map, left, top); left++)
    ;
  for (int i = 0; i < (int) map->width + 5; i++)
    {
      ui_press_key (GTK_WIDGET (window), GDK_KEY_Left, 0);
      assert_cursor_on_map (board, map, &x, &y);
    }
  g_assert_cmpint (x, ==, left);
  g_assert_cmpint (y, ==, top);
  /* Space there (no tile fits) says so and places nothing */
  g_assert_false (fits (game, x, y));
  ui_press_key (GTK_WIDGET (window), GDK_KEY_space, 0);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Ctrl+= and Ctrl+− (the window's zoom-in and zoom-out, the zoom buttons' too)
 * zoom about the middle of the view wherever the pointer rests: it rested at the
 * board's top-left corner and every Ctrl+= took the start tile further off view
 * (a tester's report on the joined USA maps). The wheel still zooms about the
 * pointer. (The centre moves by under a pixel: the view keeps to whole pixels.) */
static void
test_zoom_keys_about_middle (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) tileset = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  g_autoptr (TlRecord) record = NULL;
  TlWindow *window;
  TlBoardView *board;
  TlBoardViewport *viewport;
  double cx, cy;
  guint level;

  g_assert_no_error (error);
  record = tl_record_new ("carcassonne", tileset);
  record->seed = 3;
  record->map = g_strdup ("usa-both");
  record->map_layout = tl_map_format_load_builtin ("usa-both", &error);
  g_assert_no_error (error);
  tl_record_add_player (record, "Ana", "red", TL_PLAYER_HUMAN, 1);
  tl_record_add_player (record, "Bogdan", "blue", TL_PLAYER_HUMAN, 1);

  window = ui_new_window ();
  board = TL_BOARD_VIEW (tl_window_get_board (window));
  viewport = tl_board_view_get_viewport (board);
  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  ui_wait_until_drawn (GTK_WIDGET (board));

  _tl_board_view_pointer_moved (board, 10, 10);
  cx = tl_board_viewport_get_center_x (viewport);
  cy = tl_board_viewport_get_center_y (viewport);
  level = tl_board_viewport_get_zoom_level (viewport);
  for (int i = 0; i < 3; i++)
    g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-in", NULL);
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, level + 3);
  g_assert_cmpfloat_with_epsilon (tl_board_viewport_get_center_x (viewport), cx, 0.05);
  g_assert_cmpfloat_with_epsilon (tl_board_viewport_get_center_y (viewport), cy, 0.05);
  g_action_group_activate_action (G_ACTION_GROUP (window), "zoom-out", NULL);
  g_assert_cmpuint (tl_board_viewport_get_zoom_level (viewport), ==, level + 2);
  g_assert_cmpfloat_with_epsilon (tl_board_viewport_get_center_x (viewport), cx, 0.05);
  g_assert_cmpfloat_with_epsilon (tl_board_viewport_get_center_y (viewport), cy, 0.05);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "test-keyboard", TRUE))
    return 77;

  g_test_add_func ("/ui/keyboard/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/ui/keyboard/shortcuts-window-size", test_shortcuts_window_size);
  g_test_add_func ("/ui/keyboard/cursor-on-map", test_cursor_on_map);
  g_test_add_func ("/ui/keyboard/zoom-keys-about-middle", test_zoom_keys_about_middle);
  return g_test_run ();
}
