/* test-join.c — a game on a host played from the window (run it under Xvfb):
 * `tilelands-cli host --players 2 --open 1` on 127.0.0.1 (the other seat a
 * computer), joined through Join Game (win.join-game) with its invite link's
 * parts typed apart (the address, the game, the seat, the token),
 * played to the end through the window's own actions (place-at, confirm):
 * the final scores are the host's (its --out record), and the game is in the
 * History under the host's id.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <signal.h>
#include <string.h>

#include "store-test-util.h"
#include "tl-game-gifts.h"
#include "tl-game-map-chips.h"
#include "tl-joined-game.h"
#include "tl-scoreboard.h"
#include "tl-side-panel.h"
#include "tl-window-private.h"
#include "tl-library.h"
#include "tl-net-discovery.h"
#include "tl-net-link.h"
#include "tl-record-format.h"
#include "tl-render.h"
#include "tl-window.h"
#include "ui-net-util.h"
#include "ui-test-util.h"

/* The entry row under @root titled @title (Join Game's "Type the Address"). */
static GtkEditable *
find_entry_row (GtkWidget  *root,
                const char *title)
{
  if (ADW_IS_ENTRY_ROW (root) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return GTK_EDITABLE (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkEditable *found = find_entry_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_join_cli_host (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *out = g_build_filename (dir, "host.tilelands", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) host = NULL;
  g_autoptr (GDataInputStream) lines = NULL;
  g_autofree char *id = NULL;
  g_autofree char *link = NULL;
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (TlRecord) whole = NULL;
  TlGameState *final = NULL;
  g_autofree char *sql = NULL;
  AdwMessageDialog *dialog;
  GtkEditable *entry;
  TlNetLink parsed = { 0 };
  g_autofree char *address = NULL;
  TlWindow *window;
  TlGame *game;
  guint turns = 0;

  host = ui_net_spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE, g_getenv ("TL_CLI"), "host", "--players", "2",
                       "--open", "1", "--out", out, NULL);
  lines = g_data_input_stream_new (g_subprocess_get_stdout_pipe (host));
  id = ui_net_read_line (lines);
  link = ui_net_read_line (lines);
  g_assert_true (g_str_has_prefix (link, "tilelands://127.0.0.1:"));

  library = ui_net_open_library (db);
  window = ui_new_window ();
  tl_window_set_library (window, library);

  /* Join Game: the dialog takes the link, or its parts typed apart (as here:
   * the address, the game, the seat counted from 1, the token), and asks
   * nothing more. No Avahi daemon is reached (DBUS_SYSTEM_BUS_ADDRESS names
   * no bus), and the list of games on the network says so. */
  g_assert_true (tl_net_link_parse (link, &parsed, &error));
  g_action_group_activate_action (G_ACTION_GROUP (window), "join-game", NULL);
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  dialog = ui_find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Join a Game");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "join"));
  g_assert_nonnull (ui_find_label (GTK_WIDGET (dialog),
                                   tl_net_discovery_built ()
                                   ? "Games on this network cannot be found: the Avahi daemon is not running."
                                   : "Games on this network cannot be found: this Tilelands was built without Avahi."));
  entry = GTK_EDITABLE (ui_find_widget_of_type (GTK_WIDGET (dialog), GTK_TYPE_ENTRY));
  address = g_strdup_printf ("127.0.0.1:%u", parsed.port);
  gtk_editable_set_text (find_entry_row (GTK_WIDGET (dialog), "Address (host:port)"), address);
  gtk_editable_set_text (find_entry_row (GTK_WIDGET (dialog), "Game"), parsed.game);
  gtk_editable_set_text (find_entry_row (GTK_WIDGET (dialog), "Seat (1 to 5)"), "6");
  gtk_editable_set_text (find_entry_row (GTK_WIDGET (dialog), "Token"), parsed.token);
  /* seat 6 is none: no link yet */
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "");
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "join"));
  gtk_editable_set_text (find_entry_row (GTK_WIDGET (dialog), "Seat (1 to 5)"), "1");
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, link);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "join"));
  tl_net_link_clear (&parsed);
  ui_answer_dialog ("join");
  g_assert_nonnull (_tl_window_get_joined (window));

  /* the game appears in the window; the person plays seat 0 */
  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
  game = tl_window_get_game (window);
  g_assert_cmpint (tl_game_get_viewer (game), ==, 0);
  while (tl_game_get_phase (game) != TL_PHASE_OVER)
    {
      g_autoptr (GArray) placements = tl_game_legal_placements (game);
      const TlPlacement *place;

      g_assert_cmpuint (placements->len, >, 0);
      place = &g_array_index (placements, TlPlacement, 0);
      g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                      g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
      g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
      /* the step is not sent yet: it can be taken back */
      g_assert_true (ui_enabled (window, "undo"));
      g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
      /* sent: the host has it, nothing to undo */
      g_assert_false (ui_enabled (window, "undo"));
      turns++;
      g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
      g_assert_true (tl_window_get_game (window) == game);
    }
  g_assert_cmpuint (turns, >, 10);
  g_assert_true (ui_wait_for (ui_net_joined_over, window, 30));
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_find_message_dialog ()), ==, "Final Scores");
  ui_answer_dialog ("close");

  /* the host ended well, and its record is the window's game */
  g_assert_true (ui_wait_for (ui_net_subprocess_done, host, 30));
  g_assert_true (g_subprocess_get_successful (host));
  whole = tl_record_format_load_file (out, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (whole->id, ==, id);
  g_assert_cmpstr (tl_game_get_record (game)->id, ==, id);
  final = tl_game_state_replay (whole, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tl_game_state_phase (final), ==, TL_PHASE_OVER);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (tl_game_player_state (game, p)->score, ==,
                     tl_game_state_player (final, p)->score);

  /* at the end the game joins the History, under the host's id */
  g_assert_true (ui_wait_for (ui_net_history_has_one, db, 20));
  sql = g_strdup_printf ("SELECT count(*) FROM finished_games WHERE id = '%s'", id);
  g_assert_cmpint (st_query_int (db, sql), ==, 1);
  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *score_sql = g_strdup_printf ("SELECT score FROM seats s JOIN finished_games g ON g.key = s.game "
                                                    "WHERE g.id = '%s' AND s.seat = %u", id, p);

      g_assert_cmpint (st_query_int (db, score_sql), ==, tl_game_state_player (final, p)->score);
    }
  tl_game_state_free (final);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Games with what a turn discloses (docs/network.md "Steps") */

/* What the person did and saw in a game played through the window. */
typedef struct {
  guint turns, take2_opened, take2_kept, gifts_opened, peeks, reveals, waits;
  /* what the window showed of each look: turn, then the tile type */
  GArray *looks;
} Played;

/* The person may act now (the game does not wait for the host or another
 * seat), or the game is over. */
static gboolean
person_can_act (gpointer data)
{
  TlGame *game = tl_window_get_game (data);
  TlPhase phase;

  if (game == NULL)
    return FALSE;
  phase = tl_game_get_phase (game);
  return phase == TL_PHASE_OVER ||
         ((phase == TL_PHASE_PLACE || phase == TL_PHASE_FOLLOWER) && !tl_game_current_is_ai (game));
}

/* Join Game with @link, through the dialog. */
static void
join_from_window (TlWindow   *window,
                  const char *link)
{
  GtkEditable *entry;

  g_action_group_activate_action (G_ACTION_GROUP (window), "join-game", NULL);
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  entry = GTK_EDITABLE (ui_find_widget_of_type (GTK_WIDGET (ui_find_message_dialog ()), GTK_TYPE_ENTRY));
  gtk_editable_set_text (entry, link);
  ui_answer_dialog ("join");
  g_assert_nonnull (_tl_window_get_joined (window));
}

typedef struct {
  TlWindow *window;
  guint seat;
  const char *word;
} RowWant;

/* The players' list's row of a seat says (to a screen reader too) the word
 * wanted, "Connected" or "Away". */
static gboolean
seat_row_says (gpointer data)
{
  const RowWant *want = data;
  TlScoreboard *board = tl_side_panel_get_scoreboard (want->window->side_panel);
  const char *text = tl_scoreboard_get_row_text (board, want->seat);
  g_autofree char *word = g_strdup_printf (", %s · ", want->word);

  return text != NULL && strstr (text, word) != NULL;
}

/* Opens a gift of the person's through the window when one may be opened:
 * Take 2 first, else a Synod, Road Sweeper or Cash Out on its first target. */
static gboolean
open_a_gift (TlWindow *window,
             TlGame   *game,
             Played   *played)
{
  static const TlGiftCard order[] = { TL_GIFT_TAKE_2, TL_GIFT_ROAD_SWEEPER, TL_GIFT_SYNOD, TL_GIFT_CASH_OUT };
  guint counts[TL_N_GIFT_CARDS];

  if (!ui_enabled (window, "open-gift"))
    return FALSE;
  tl_gifts_hand (tl_game_get_state (game), tl_game_get_current_player (game), counts);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      g_autoptr (GArray) targets = NULL;

      if (counts[order[i]] == 0)
        continue;
      targets = tl_game_gift_targets (game, order[i]);
      if (order[i] != TL_GIFT_TAKE_2 && targets->len == 0)
        continue;
      g_action_group_activate_action (G_ACTION_GROUP (window), "open-gift",
                                      g_variant_new_string (tl_gift_card_name (order[i])));
      if (order[i] != TL_GIFT_TAKE_2)
        {
          const TlPosition *at = &g_array_index (targets, TlPosition, 0);

          g_action_group_activate_action (G_ACTION_GROUP (window), "gift-target",
                                          g_variant_new ("(iis)", at->x, at->y, tl_port_name (at->port)));
        }
      g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
      ui_answer_dialog ("open");
      played->gifts_opened++;
      if (order[i] == TL_GIFT_TAKE_2)
        {
          /* the second tile is the host's: the window waits for it */
          g_assert_true (tl_game_is_waiting_for_host (game));
          played->take2_opened++;
          played->waits++;
        }
      return TRUE;
    }
  return FALSE;
}

/* How much placing @p discloses, tried on a copy of the twin: 2 when the twin
 * cannot play it (a gift card earned), 1 when it collects a chip or turns a
 * face-down tile over, else 0. */
static guint
discloses (TlGame            *game,
           const TlPlacement *p)
{
  TlGameState *copy = tl_game_state_copy (tl_game_get_state (game));
  g_autoptr (GArray) reveals = g_array_new (FALSE, FALSE, sizeof (gint));
  guint score = 0;

  if (!tl_game_state_place (copy, p->x, p->y, p->r, NULL))
    score = 2;
  else if (tl_game_state_has_expansion (copy, "map-chips"))
    {
      guint chips = 0, before = 0;

      tl_map_chips_counts (tl_game_get_state (game), &before, NULL, NULL);
      tl_map_chips_counts (copy, &chips, NULL, NULL);
      if (chips < before || tl_map_chips_pending_reveals (copy, reveals) > 0)
        score = 1;
    }
  tl_game_state_free (copy);
  return score;
}

/* The person's step in the place phase. */
static void
place_step (TlWindow *window,
            TlGame   *game,
            Played   *played)
{
  g_autoptr (GArray) placements = NULL;
  const TlPlacement *best = NULL;
  guint first, second, best_score = 0;

  if (tl_gifts_take2_tiles (tl_game_get_state (game), &first, &second) &&
      tl_game_get_current_tile (game) == (int) first)
    {
      /* Take 2: the second tile, which the host showed */
      g_action_group_activate_action (G_ACTION_GROUP (window), "take2-keep", g_variant_new_int32 (second));
      g_assert_cmpint (tl_game_get_current_tile (game), ==, second);
      played->take2_kept++;
      return;
    }
  if (open_a_gift (window, game, played))
    return;
  placements = tl_game_legal_placements (game);
  g_assert_cmpuint (placements->len, >, 0);
  for (guint i = 0; i < placements->len; i++)
    {
      const TlPlacement *p = &g_array_index (placements, TlPlacement, i);
      guint score = discloses (game, p);

      if (best == NULL || score > best_score)
        {
          best = p;
          best_score = score;
        }
    }
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", best->x, best->y, (gint32) best->r));
  if (best_score > 0)
    {
      /* what the placement discloses is the host's: the window waits */
      g_assert_true (tl_game_is_waiting_for_host (game));
      g_assert_false (ui_enabled (window, "confirm"));
      played->waits++;
    }
  else
    g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
}

/* The person's step in the follower phase: a look, a reveal, a meeple, the end. */
static void
follower_step (TlWindow *window,
               TlGame   *game,
               Played   *played)
{
  const TlGameState *state = tl_game_get_state (game);
  g_autoptr (GArray) reveals = g_array_new (FALSE, FALSE, sizeof (gint));
  TlMapColor want, color;

  if (tl_game_state_has_expansion (state, "map-chips") && tl_map_chips_can_peek (state, &want))
    {
      const TlMapLayout *map = tl_game_state_map (state);

      for (guint y = 0; y < map->height; y++)
        for (guint x = 0; x < map->width; x++)
          if (tl_map_chips_face_down_at (state, x, y, &color) && color == want)
            {
              guint turn = tl_game_get_turn (game);

              g_assert_true (ui_enabled (window, "peek-at"));
              g_action_group_activate_action (G_ACTION_GROUP (window), "peek-at", g_variant_new ("(ii)", x, y));
              /* the tile is the host's to show */
              g_assert_true (tl_game_is_waiting_for_host (game));
              played->peeks++;
              played->waits++;
              g_assert_true (ui_wait_for (person_can_act, window, 30));
              g_assert_cmpint (tl_map_chips_peeked (tl_game_get_state (game), tl_game_get_viewer (game), x, y), >=, 0);
              g_array_append_val (played->looks, turn);
              {
                gint seen = tl_map_chips_peeked (tl_game_get_state (game), tl_game_get_viewer (game), x, y);

                g_array_append_val (played->looks, seen);
              }
              return;
            }
    }
  if (tl_game_state_has_expansion (state, "map-chips") && tl_map_chips_pending_reveals (state, reveals) > 0)
    {
      gint x = g_array_index (reveals, gint, 0), y = g_array_index (reveals, gint, 1);
      guint mask = tl_game_reveal_rotations (game, x, y);

      g_assert_true (ui_enabled (window, "reveal-at"));
      g_action_group_activate_action (G_ACTION_GROUP (window), "reveal-at",
                                      g_variant_new ("(iii)", x, y, mask != 0 ? (gint) g_bit_nth_lsf (mask, -1) : -1));
      played->reveals++;
      return;
    }
  if (tl_game_get_kept_steps (game) == 0 && played->turns % 2 == 0)
    {
      g_autoptr (GArray) spots = tl_game_follower_spots (game);

      if (spots->len > 0)
        g_action_group_activate_action (G_ACTION_GROUP (window), "deploy",
                                        g_variant_new_string (tl_port_name (g_array_index (spots, TlFollowerSpot, 0).port)));
    }
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  played->turns++;
}

/* Plays the person's seat to the end through the window's own actions. */
static void
play_to_end (TlWindow *window,
             TlGame   *game,
             Played   *played)
{
  while (tl_game_get_phase (game) != TL_PHASE_OVER)
    {
      g_assert_true (ui_wait_for (person_can_act, window, 60));
      g_assert_true (tl_window_get_game (window) == game);
      if (tl_game_get_phase (game) == TL_PHASE_PLACE)
        place_step (window, game, played);
      else if (tl_game_get_phase (game) == TL_PHASE_FOLLOWER)
        follower_step (window, game, played);
    }
}

/* The game is over in the window: the Final Scores, the host's record (its
 * --out @out) with the window's scores, and the game once in the History
 * of @db; returns the host's whole record. */
static TlRecord *
check_end (TlWindow    *window,
           TlGame      *game,
           GSubprocess *host,
           const char  *out,
           const char  *id,
           const char  *db)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *sql = NULL;
  TlRecord *whole;
  TlGameState *final;

  g_assert_true (ui_wait_for (ui_net_joined_over, window, 60));
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_find_message_dialog ()), ==, "Final Scores");
  ui_answer_dialog ("close");
  g_assert_true (ui_wait_for (ui_net_subprocess_done, host, 60));
  g_assert_true (g_subprocess_get_successful (host));
  whole = tl_record_format_load_file (out, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (whole->id, ==, id);
  final = tl_game_state_replay (whole, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tl_game_state_phase (final), ==, TL_PHASE_OVER);
  for (guint p = 0; p < tl_game_state_n_players (final); p++)
    g_assert_cmpint (tl_game_player_state (game, p)->score, ==, tl_game_state_player (final, p)->score);
  g_assert_true (ui_wait_for (ui_net_history_has_one, (gpointer) db, 20));
  sql = g_strdup_printf ("SELECT count(*) FROM finished_games WHERE id = '%s'", id);
  g_assert_cmpint (st_query_int (db, sql), ==, 1);
  for (guint p = 0; p < tl_game_state_n_players (final); p++)
    {
      g_autofree char *score_sql = g_strdup_printf ("SELECT score FROM seats s JOIN finished_games g ON g.key = s.game "
                                                    "WHERE g.id = '%s' AND s.seat = %u", id, p);

      g_assert_cmpint (st_query_int (db, score_sql), ==, tl_game_state_player (final, p)->score);
    }
  tl_game_state_free (final);
  return whole;
}

static TlWindow *
window_with_library (const char *db,
                     TlLibrary **library)
{
  TlWindow *window;

  *library = ui_net_open_library (db);
  window = ui_new_window ();
  tl_window_set_library (window, *library);
  return window;
}

/* The Gifts, three seats: the window's person (seat 0), a `join` bot (seat 1,
 * a second person for the host) and the host's computer (seat 2). The person
 * opens gifts (Take 2 first) and places where a gift card is earned: Take 2's
 * card and each such placement go to the host, the window waits for its
 * event, and the person goes on with what it showed. */
static void
test_join_gifts (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *out = g_build_filename (dir, "host.tilelands", NULL);
  g_autofree char *bot_out = g_build_filename (dir, "bot.tilelands", NULL);
  g_autoptr (GSubprocess) host = NULL;
  g_autoptr (GSubprocess) bot = NULL;
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (TlRecord) whole = NULL;
  g_auto (GStrv) lines = NULL;
  Played played = { 0 };
  guint received = 0, opened = 0;
  TlWindow *window;
  TlGame *game;

  ui_net_spawn_lines (&host, &lines, 3, g_getenv ("TL_CLI"), "host", "--players", "3", "--open", "2",
                      "--gifts", "--out", out, NULL);
  window = window_with_library (db, &library);
  join_from_window (window, lines[1]);
  g_assert_true (ui_wait_for (person_can_act, window, 30));
  game = tl_window_get_game (window);
  g_assert_cmpint (tl_game_get_viewer (game), ==, 0);
  /* one person at this screen: no hand-over screen, though two seats are people's */
  g_assert_cmpstr (_tl_window_get_page (window), ==, "game");

  /* the players' list says who is connected: seat 1 once its bot joins */
  g_assert_true (ui_wait_for (seat_row_says, &(RowWant) { window, 2, "Connected" }, 30));
  g_assert_true (ui_wait_for (seat_row_says, &(RowWant) { window, 1, "Away" }, 30));
  g_assert_true (ui_wait_for (seat_row_says, &(RowWant) { window, 0, "Connected" }, 30));
  bot = ui_net_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, g_getenv ("TL_CLI"), "join", lines[2],
                      "--out", bot_out, NULL);
  g_assert_true (ui_wait_for (seat_row_says, &(RowWant) { window, 1, "Connected" }, 30));

  played.looks = g_array_new (FALSE, FALSE, sizeof (gint));
  play_to_end (window, game, &played);
  whole = check_end (window, game, host, out, lines[0], db);
  g_assert_true (ui_wait_for (ui_net_subprocess_done, bot, 60));
  g_assert_true (g_subprocess_get_successful (bot));

  for (guint i = 0; i < whole->turns->len; i += 3)
    {
      const TlTurnRecord *turn = &g_array_index (whole->turns, TlTurnRecord, i);

      received += tl_gifts_turn (turn)->received >= 0;
      opened += tl_gifts_turn (turn)->has_gift;
    }
  g_test_message ("%u turns, %u gifts received, %u opened (%u Take 2), %u steps waited for",
                  played.turns, received, opened, played.take2_opened, played.waits);
  g_assert_cmpuint (played.turns, >, 10);
  g_assert_cmpuint (received, >, 0);
  g_assert_cmpuint (opened, ==, played.gifts_opened);
  g_assert_cmpuint (played.take2_kept, ==, played.take2_opened);
  g_assert_cmpuint (played.waits, >, 0);
  g_array_unref (played.looks);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* USA West with Map-Chips: the person places where chips are collected and
 * face-down tiles turned over, each such placement goes to the host, then
 * looks (the tile the window shows is the host's) and reveals. */
static void
test_join_map_chips (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *out = g_build_filename (dir, "host.tilelands", NULL);
  g_autoptr (GSubprocess) host = NULL;
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (TlRecord) whole = NULL;
  g_auto (GStrv) lines = NULL;
  Played played = { 0 };
  guint chips = 0, turned = 0, looks = 0;
  TlWindow *window;
  TlGame *game;

  ui_net_spawn_lines (&host, &lines, 2, g_getenv ("TL_CLI"), "host", "--players", "2", "--open", "1",
                        "--map", "usa-west", "--map-chips", "--out", out, NULL);
  window = window_with_library (db, &library);
  join_from_window (window, lines[1]);
  g_assert_true (ui_wait_for (person_can_act, window, 30));
  game = tl_window_get_game (window);
  g_assert_cmpint (tl_game_get_viewer (game), ==, 0);

  played.looks = g_array_new (FALSE, FALSE, sizeof (gint));
  play_to_end (window, game, &played);
  whole = check_end (window, game, host, out, lines[0], db);

  for (guint i = 0; i < whole->turns->len; i += 2)
    {
      const TlTurnRecord *turn = &g_array_index (whole->turns, TlTurnRecord, i);

      chips += tl_map_chips_turn (turn)->has_chip;
      turned += tl_map_chips_turn (turn)->turned != NULL ? tl_map_chips_turn (turn)->turned->len : 0;
      if (tl_map_chips_turn (turn)->has_peek)
        {
          /* the window showed the tile the host's record names */
          g_assert_cmpuint (looks * 2 + 1, <, played.looks->len);
          g_assert_cmpint (g_array_index (played.looks, gint, looks * 2), ==, i + 1);
          g_assert_cmpint (g_array_index (played.looks, gint, looks * 2 + 1), ==,
                           tl_map_chips_turn (turn)->peek_tile);
          looks++;
        }
    }
  g_test_message ("%u turns, %u chips, %u tiles turned over, %u looks, %u reveals, %u steps waited for",
                  played.turns, chips, turned, looks, played.reveals, played.waits);
  g_assert_cmpuint (played.turns, >, 10);
  g_assert_cmpuint (chips, >, 0);
  g_assert_cmpuint (turned, >, 0);
  g_assert_cmpuint (looks, >, 0);
  g_assert_cmpuint (looks, ==, played.peeks);
  g_assert_cmpuint (played.reveals, >, 0);
  g_array_unref (played.looks);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A server killed mid-game */

typedef struct {
  GSubprocess *process;
  char *url;
} Server;

static void
server_start (Server     *server,
              const char *db,
              const char *port)
{
  g_auto (GStrv) lines = NULL;

  ui_net_spawn_lines (&server->process, &lines, 1, g_getenv ("TL_SERVER"), "--port", port, "--db", db, NULL);
  g_assert_true (g_str_has_prefix (lines[0], "listening on ws://127.0.0.1:"));
  g_free (server->url);
  server->url = g_strdup (strrchr (lines[0], ' ') + 1);
}

static gboolean
host_away (gpointer data)
{
  TlWindow *window = data;
  TlJoinedGame *joined = _tl_window_get_joined (window);

  return tl_joined_game_get_status (joined) == TL_JOINED_CONNECTING && window->join_toast != NULL &&
         g_str_has_prefix (adw_toast_get_title (window->join_toast), "The host 127.0.0.1 is away");
}

static gboolean
host_back (gpointer data)
{
  TlWindow *window = data;

  return tl_joined_game_get_status (_tl_window_get_joined (window)) == TL_JOINED_PLAYING &&
         window->join_toast == NULL;
}

/* `tilelands-server` (127.0.0.1, a library of its own) holds a game made with
 * `create`; the window plays seat 0, a `join` bot seat 1. After some turns
 * the server is killed (SIGKILL): the window says the host is away (its
 * toast, every seat away in the players' list), and a turn confirmed then is
 * not sent (it stays in the window); the server starts again on the same port and library: the window and the bot
 * connect again, and the game goes on to its end, once in the History. */
static void
test_join_server_killed (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *db = g_build_filename (dir, "tilelands.db", NULL);
  g_autofree char *server_db = g_build_filename (dir, "server.db", NULL);
  g_autofree char *bot_out = g_build_filename (dir, "bot.tilelands", NULL);
  g_autofree char *port = NULL;
  g_autoptr (GSubprocess) create = NULL;
  g_autoptr (GSubprocess) bot = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TlLibrary) library = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (TlRecord) whole = NULL;
  g_autofree char *created = NULL;
  Server server = { 0 };
  Played played = { 0 };
  JsonObject *answer;
  const char *id, *link0, *link1;
  TlWindow *window;
  TlGame *game;
  guint before;

  if (g_getenv ("TL_SERVER") == NULL)
    {
      g_test_skip ("built without tilelands-server");
      return;
    }
  server_start (&server, server_db, "0");
  port = g_strdup (strrchr (server.url, ':') + 1);
  create = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("TL_CLI"), "create", server.url,
                             "--players", "2", "--json", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (create, NULL, NULL, &created, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_successful (create));
  json_parser_load_from_data (parser, created, -1, &error);
  g_assert_no_error (error);
  answer = json_node_get_object (json_parser_get_root (parser));
  id = json_object_get_string_member (answer, "id");
  link0 = json_array_get_string_element (json_object_get_array_member (answer, "links"), 0);
  link1 = json_array_get_string_element (json_object_get_array_member (answer, "links"), 1);
  bot = ui_net_spawn (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, g_getenv ("TL_CLI"), "join", link1,
                      "--out", bot_out, NULL);

  window = window_with_library (db, &library);
  join_from_window (window, link0);
  g_assert_true (ui_wait_for (person_can_act, window, 30));
  game = tl_window_get_game (window);
  played.looks = g_array_new (FALSE, FALSE, sizeof (gint));
  while (played.turns < 4)
    {
      g_assert_true (ui_wait_for (person_can_act, window, 60));
      if (tl_game_get_phase (game) == TL_PHASE_PLACE)
        place_step (window, game, &played);
      else
        follower_step (window, game, &played);
    }
  g_assert_true (ui_wait_for (person_can_act, window, 60));
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);

  /* the server dies: the window says the host is away */
  before = tl_game_get_record (game)->turns->len;
  g_subprocess_force_exit (server.process);
  g_assert_true (ui_wait_for (ui_net_subprocess_done, server.process, 30));
  g_clear_object (&server.process);
  g_assert_true (ui_wait_for (host_away, window, 30));
  g_assert_true (ui_wait_for (seat_row_says, &(RowWant) { window, 0, "Away" }, 10));
  g_assert_true (seat_row_says (&(RowWant) { window, 1, "Away" }));
  g_assert_true (tl_window_get_game (window) == game);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, before);
  /* a turn played meanwhile cannot go to the host: it stays where it was */
  place_step (window, game, &played);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, before);

  /* back on the same port and library: the window connects again */
  server_start (&server, server_db, port);
  g_assert_true (ui_wait_for (host_back, window, 60));
  g_assert_true (ui_wait_for (seat_row_says, &(RowWant) { window, 0, "Connected" }, 30));
  g_assert_true (ui_wait_for (seat_row_says, &(RowWant) { window, 1, "Connected" }, 30));
  g_assert_true (tl_window_get_game (window) == game);
  /* the game as the host has it: the turn not sent is to play again */
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, before);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);

  play_to_end (window, game, &played);
  g_assert_true (ui_wait_for (ui_net_joined_over, window, 60));
  g_assert_true (ui_wait_for (ui_net_dialog_shown, NULL, 10));
  g_assert_cmpstr (adw_message_dialog_get_heading (ui_find_message_dialog ()), ==, "Final Scores");
  ui_answer_dialog ("close");
  g_assert_true (ui_wait_for (ui_net_subprocess_done, bot, 60));
  g_assert_true (g_subprocess_get_successful (bot));

  /* the host's record (the bot's copy of it) is the window's game */
  whole = tl_record_format_load_file (bot_out, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (whole->id, ==, id);
  {
    TlGameState *final = tl_game_state_replay (whole, &error);
    g_autofree char *sql = g_strdup_printf ("SELECT count(*) FROM finished_games WHERE id = '%s'", id);

    g_assert_no_error (error);
    g_assert_cmpint (tl_game_state_phase (final), ==, TL_PHASE_OVER);
    for (guint p = 0; p < 2; p++)
      g_assert_cmpint (tl_game_player_state (game, p)->score, ==, tl_game_state_player (final, p)->score);
    tl_game_state_free (final);
    g_assert_true (ui_wait_for (ui_net_history_has_one, db, 20));
    g_assert_cmpint (st_query_int (db, sql), ==, 1);
  }
  g_test_message ("%u turns, %u of them before the server was killed", played.turns, before);

  g_subprocess_send_signal (server.process, SIGTERM);
  g_assert_true (ui_wait_for (ui_net_subprocess_done, server.process, 30));
  g_clear_object (&server.process);
  g_free (server.url);
  g_array_unref (played.looks);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-join", TRUE))
    return 77;
  g_test_add_func ("/join/cli-host", test_join_cli_host);
  g_test_add_func ("/join/gifts", test_join_gifts);
  g_test_add_func ("/join/map-chips", test_join_map_chips);
  g_test_add_func ("/join/server-killed", test_join_server_killed);
  return g_test_run ();
}
