/* test-hidden-info.c — what a player saw stays seen, and what a seat keeps
 * secret stays on its own screen (issue 15; run it under Xvfb):
 * - Map-Chips: a tile placed beside a face-down tile turns it over; the window
 *   closed and the game continued, the tile is still face up and waiting, the
 *   placement still cannot be taken back (docs/rules/maps.md §3.2), and the view opens on
 *   the tile placed;
 * - a look at a face-down tile, then back to the start page and on from the
 *   Saved Games: the look is done, its tile still shown to that seat only;
 * - Take 2 (docs/rules/gifts.md §4): the second tile drawn, quit, continued: both tiles
 *   still to choose from, and no undo;
 * - hot-seat with The Gifts: the toasts of a turn (the gift received, hints)
 *   are gone once the turn ends: none on the hand-over screen, none on the next
 *   seat's turn.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "store-test-util.h"
#include "tl-library.h"
#include "tl-window.h"
#include "tl-board-view.h"
#include "tl-gift-icon.h"
#include "tl-window-maps-private.h"
#include "ui-test-util.h"

typedef struct {
  char *dir;
  char *path;        /* the library */
  TlLibrary *library;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = st_make_dir ();
  f->path = g_build_filename (f->dir, "tilelands.db", NULL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  ui_close_all ();
  if (f->library != NULL)
    tl_library_close (f->library);
  g_clear_object (&f->library);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  st_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static TlWindow *
library_window (TlLibrary *library)
{
  TlWindow *window = ui_new_window ();

  tl_window_set_library (window, library);
  return window;
}

/* Gives @record (a fixture, which has no id) the first seed from 1 for which
 * its first tile fits on (@x, @y), and an id; returns a rotation that fits. */
static gint
seed_fitting (TlRecord *record,
              gint      x,
              gint      y)
{
  tl_record_set_new_id (record);
  for (gint64 seed = 1; seed < 500; seed++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TlGame) game = NULL;

      record->seed = seed;
      game = tl_game_new (record, &error);
      g_assert_no_error (error);
      for (guint r = 0; r < 4; r++)
        if (tl_game_is_legal (game, x, y, r))
          return (gint) r;
    }
  g_assert_not_reached ();
}

typedef struct {
  const char *path;
  const char *like;
} Stored;

static gboolean
stored_like (gpointer data)
{
  Stored *stored = data;
  g_autofree char *sql = g_strdup_printf ("SELECT count(*) FROM saved_games WHERE record LIKE '%s'",
                                          stored->like);

  return st_query_int (stored->path, sql) == 1;
}

/* Waits until the library holds the game with a turn in progress that has
 * @member (a record member such as "reveal"). */
static void
wait_kept (Fixture    *f,
           const char *member)
{
  g_autofree char *like = g_strdup_printf ("%%\"turn_in_progress\"%%\"%s\"%%", member);
  Stored stored = { f->path, like };

  g_assert_true (ui_wait_for (stored_like, &stored, 20));
}

static gboolean
window_gone (gpointer data)
{
  return !ui_is_toplevel (data);
}

static gboolean
continue_offered (gpointer data)
{
  return tl_start_page_get_continue_game (_tl_window_get_start_page (data)) != NULL;
}

static gboolean
game_or_hand_over (gpointer data)
{
  return tl_window_get_game (data) != NULL &&
         (g_strcmp0 (_tl_window_get_page (data), "game") == 0 ||
          g_strcmp0 (_tl_window_get_page (data), "hand-over") == 0);
}

/* The board in front of the seat to play (past the hand-over screen). */
static void
show_board (TlWindow *window)
{
  g_assert_true (ui_wait_for (game_or_hand_over, window, 10));
  if (g_strcmp0 (_tl_window_get_page (window), "hand-over") == 0)
    g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-hand", NULL);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");
}

/* Closes @window as Ctrl+W does (the library keeps the game), starts the app
 * again and continues from the start page; returns the new window. */
static TlWindow *
quit_and_continue (Fixture  *f,
                   TlWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  g_assert_null (ui_find_message_dialog ());
  g_assert_true (ui_wait_for (window_gone, window, 20));
  tl_library_close (f->library);
  g_clear_object (&f->library);

  f->library = ui_open_library (f->path, TL_STORE_OPEN_DEFAULT);
  window = library_window (f->library);
  g_assert_true (ui_wait_for (continue_offered, window, 10));
  g_action_group_activate_action (G_ACTION_GROUP (window), "continue", NULL);
  show_board (window);
  return window;
}

/* A copy of USA West (chips-2-peek-purple-allowed), face-down tiles B on (6,1)
 * and E on (5,3) (docs/rules/maps.md §3.6 case 2):
 * Red places on (5,2), E is turned over. Quit and continue: E is face up,
 * waiting to be placed, the placement cannot be taken back; the turn plays on
 * and its record names the reveal. */
static void
test_reveal_survives_quit (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  g_autoptr (GError) error = NULL;
  gint r = seed_fitting (record, 5, 2);
  int type_e = tl_tile_set_lookup (record->tileset, "E");
  TlWindow *window;
  TlGame *game;
  GtkButton *confirm;
  const TlTurnRecord *turn;
  const TlBoard *board;
  int tile;

  f->library = ui_open_library (f->path, TL_STORE_OPEN_DEFAULT);
  window = library_window (f->library);
  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  tile = tl_game_get_current_tile (game);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at", g_variant_new ("(iii)", 5, 2, r));
  g_assert_cmpint (tl_map_chips_reveal_tile (tl_game_get_state (game), 5, 3), ==, type_e);
  g_assert_false (ui_enabled (window, "take-back"));
  g_assert_false (ui_enabled (window, "undo"));
  wait_kept (f, "place");

  window = quit_and_continue (f, window);
  game = tl_window_get_game (window);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);
  board = tl_game_state_board (tl_game_get_state (game));
  g_assert_cmpint (tl_board_tile_at (board, 5, 2), >=, 0);
  g_assert_cmpint (tl_board_tile (board, tl_board_tile_at (board, 5, 2))->type, ==, tile);
  /* E still face up and waiting: not back face down */
  g_assert_true (tl_game_state_busy (tl_game_get_state (game)));
  g_assert_cmpint (tl_map_chips_reveal_tile (tl_game_get_state (game), 5, 3), ==, type_e);
  g_assert_false (ui_enabled (window, "take-back"));
  g_assert_false (ui_enabled (window, "undo"));
  confirm = ui_find_button (GTK_WIDGET (window), "_Resolve Revealed Tile");
  g_assert_nonnull (confirm);
  /* the view opens on the tile placed this turn (the map does not fit at
   * 96 px a tile), not on the keyboard cursor's square */
  {
    TlBoardView *view = TL_BOARD_VIEW (tl_window_get_board (window));
    TlBoardViewport *viewport = tl_board_view_get_viewport (view);

    ui_wait_until_drawn (GTK_WIDGET (view));
    g_assert_true (tl_board_viewport_get_fitted (viewport));
    g_assert_cmpuint (tl_board_viewport_get_tile_size (viewport), ==, 96);
    g_assert_cmpfloat (tl_board_viewport_get_center_x (viewport), ==, 5.5);
    g_assert_cmpfloat (tl_board_viewport_get_center_y (viewport), ==, 2.5);
  }
  ui_save_png_settled (GTK_WIDGET (window), "test-hidden-info-reveal-continued.png");

  /* and on: the reveal resolved, the turn confirmed */
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_false (tl_game_state_busy (tl_game_get_state (game)));
  g_assert_false (ui_enabled (window, "take-back"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 1);
  g_assert_null (tl_game_get_record (game)->in_progress);
  turn = &g_array_index (tl_game_get_record (game)->turns, TlTurnRecord, 0);
  g_assert_cmpint (turn->x, ==, 5);
  g_assert_cmpint (turn->y, ==, 2);
  g_assert_nonnull (tl_map_chips_turn (turn)->reveal);
  g_assert_cmpuint (tl_map_chips_turn (turn)->reveal->len, ==, 1);
  g_assert_cmpint (g_array_index (tl_map_chips_turn (turn)->reveal, TlRevealRecord, 0).x, ==, 5);
  g_assert_cmpint (g_array_index (tl_map_chips_turn (turn)->reveal, TlRevealRecord, 0).y, ==, 3);
}

/* Red collects the purple chip on (8,2) and looks at the purple face-down
 * tile (6,1), B; back to the start page and on from the Saved Games: the look
 * is taken (no other is offered), B is what Red saw, still face down. */
static void
test_peek_survives_leaving (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 0);
  g_autoptr (GError) error = NULL;
  gint r = seed_fitting (record, 8, 2);
  int type_b = tl_tile_set_lookup (record->tileset, "B");
  g_autofree char *id = g_strdup (record->id);
  TlWindow *window;
  TlGame *game;

  f->library = ui_open_library (f->path, TL_STORE_OPEN_DEFAULT);
  window = library_window (f->library);
  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at", g_variant_new ("(iii)", 8, 2, r));
  g_assert_true (ui_enabled (window, "peek-at"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "peek-at", g_variant_new ("(ii)", 6, 1));
  g_assert_cmpint (_tl_window_maps_get_peeked_tile (window), ==, type_b);
  wait_kept (f, "peek");

  g_action_group_activate_action (G_ACTION_GROUP (window), "home", NULL);
  g_assert_null (ui_find_message_dialog ());
  g_assert_null (tl_window_get_game (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "resume-game", g_variant_new_string (id));
  g_assert_true (ui_wait_for (game_or_hand_over, window, 10));
  show_board (window);
  game = tl_window_get_game (window);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  g_assert_cmpint (tl_game_player_state (game, 0)->score, ==, 2);
  g_assert_false (ui_enabled (window, "peek-at"));
  g_assert_cmpint (_tl_window_maps_get_peeked_tile (window), ==, type_b);
  g_assert_cmpint (tl_map_chips_peeked (tl_game_get_state (game), 0, 6, 1), ==, type_b);
  g_assert_cmpint (tl_map_chips_peeked (tl_game_get_state (game), 1, 6, 1), ==, -1);
  g_assert_true (tl_map_chips_face_down_at (tl_game_get_state (game), 6, 1, NULL));
  g_assert_false (ui_enabled (window, "take-back"));
  g_assert_false (ui_enabled (window, "undo"));
}

/* Take 2 (fixture take-2-keep-first-tile after 3 turns): Blue opens it and sees
 * a second tile; quit and continue: the two tiles still to choose from, the card
 * spent, no undo; Blue keeps the second. */
static void
test_take_2_survives_quit (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("gifts/take-2-keep-first-tile.tilelands", 3);
  g_autoptr (GError) error = NULL;
  TlWindow *window;
  TlGame *game;
  guint first, second, first_again, second_again, held, left;

  tl_record_set_new_id (record);
  f->library = ui_open_library (f->path, TL_STORE_OPEN_DEFAULT);
  window = library_window (f->library);
  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  show_board (window);
  game = tl_window_get_game (window);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_action_group_activate_action (G_ACTION_GROUP (window), "open-gift", g_variant_new_string ("take-2"));
  ui_answer_dialog ("open");
  g_assert_true (tl_gifts_take2_tiles (tl_game_get_state (game), &first, &second));
  g_assert_false (ui_enabled (window, "undo"));
  held = tl_gifts_held (tl_game_get_state (game), 1);
  left = tl_game_get_tiles_left (game);
  wait_kept (f, "gift");

  window = quit_and_continue (f, window);
  game = tl_window_get_game (window);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);
  g_assert_true (tl_gifts_take2_tiles (tl_game_get_state (game), &first_again, &second_again));
  g_assert_cmpuint (first_again, ==, first);
  g_assert_cmpuint (second_again, ==, second);
  g_assert_cmpuint (tl_gifts_held (tl_game_get_state (game), 1), ==, held);
  g_assert_cmpuint (tl_game_get_tiles_left (game), ==, left);
  g_assert_true (ui_enabled (window, "take2-keep"));
  g_assert_false (ui_enabled (window, "undo"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "take2-keep", g_variant_new_int32 (second));
  g_assert_cmpint (tl_game_get_current_tile (game), ==, second);
}

/* Whether a visible label under @root holds @needle. */
static gboolean
label_containing (GtkWidget  *root,
                  const char *needle)
{
  if (!gtk_widget_get_visible (root) || !gtk_widget_get_child_visible (root))
    return FALSE;
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), needle) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (label_containing (child, needle))
      return TRUE;
  return FALSE;
}

/* Whether one of the window's toasts, shown or queued, holds @needle. */
static gboolean
toast_containing (TlWindow   *window,
                  const char *needle)
{
  const GPtrArray *toasts = _tl_window_get_toasts (window);

  for (guint i = 0; i < toasts->len; i++)
    if (strstr (adw_toast_get_title (g_ptr_array_index (toasts, i)), needle) != NULL)
      return TRUE;
  return FALSE;
}

static gboolean
shows_gift_news (gpointer window)
{
  return label_containing (GTK_WIDGET (window), "You received a gift");
}

/* Hot-seat, two people with The Gifts, both holding a Synod (the board of
 * deck-all-held-no-gift after 3 turns): Red's V on (2,0) extends You's road,
 * and Red receives a gift: its toast is on Red's
 * screen, with another queued behind it. Red confirms: on the hand-over screen
 * for You and on You's turn, no toast is left, shown or queued, and no label
 * says what Red received. */
static void
test_gift_toast_stays_with_its_seat (Fixture *f, gconstpointer data)
{
  g_autoptr (TlRecord) record = ui_load_fixture ("gifts/deck-all-held-no-gift.tilelands", 3);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();
  TlTurnRecord draw;
  TlGame *game;
  guint before[TL_N_GIFT_CARDS], after[TL_N_GIFT_CARDS];
  int received = -1;
  const char *title;

  /* Red's turn, the V of the fixture in hand */
  tl_turn_record_init (&draw);
  draw.draw = tl_tile_set_lookup (record->tileset, "V");
  tl_record_set_in_progress (record, &draw);
  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  game = tl_window_get_game (window);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpuint (tl_gifts_held (tl_game_get_state (game), 0), ==, 1);
  show_board (window);
  g_assert_cmpuint (_tl_window_get_toasts (window)->len, ==, 0);

  tl_gifts_hand (tl_game_get_state (game), 1, before);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at", g_variant_new ("(iii)", 2, 0, 0));
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  tl_gifts_hand (tl_game_get_state (game), 1, after);
  for (guint card = 0; card < TL_N_GIFT_CARDS; card++)
    if (after[card] == before[card] + 1)
      received = (int) card;
  g_assert_cmpint (received, >=, 0);
  title = tl_gift_card_title (received);
  /* on Red's own screen: the news, and a second toast queued behind it */
  g_assert_true (toast_containing (window, "You received a gift"));
  g_assert_true (toast_containing (window, title));
  _tl_window_show_toast (window, "A toast queued on Red's turn");
  g_assert_cmpuint (_tl_window_get_toasts (window)->len, ==, 2);
  g_assert_true (ui_wait_for (shows_gift_news, window, 10));

  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);
  /* the hand-over screen for You: nothing of Red's */
  g_assert_cmpstr (_tl_window_get_page (window), ==, "hand-over");
  g_assert_cmpuint (_tl_window_get_toasts (window)->len, ==, 0);
  ui_settle ();
  g_assert_false (label_containing (GTK_WIDGET (window), "You received a gift"));
  g_assert_false (label_containing (GTK_WIDGET (window), "queued on Red's turn"));
  ui_save_png (GTK_WIDGET (window), "test-hidden-info-hand-over.png");

  /* You's turn: nothing either */
  g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-hand", NULL);
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");
  g_assert_cmpuint (_tl_window_get_toasts (window)->len, ==, 0);
  ui_settle ();
  g_assert_false (label_containing (GTK_WIDGET (window), "You received a gift"));
  g_assert_false (label_containing (GTK_WIDGET (window), "queued on Red's turn"));
  tl_turn_record_clear (&draw);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "test-hidden-info", TRUE))
    return 77;

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ui/hidden-info/reveal-survives-quit", test_reveal_survives_quit);
  ADD ("/ui/hidden-info/peek-survives-leaving", test_peek_survives_leaving);
  ADD ("/ui/hidden-info/take-2-survives-quit", test_take_2_survives_quit);
  ADD ("/ui/hidden-info/gift-toast-stays-with-its-seat", test_gift_toast_stays_with_its_seat);
#undef ADD

  return g_test_run ();
}
