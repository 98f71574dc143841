/* test-game.c — TlGame directly, without a window: its properties and signals
 * through a turn, take back, undo and redo, and a whole game whose `scored`
 * events add up to the final scores (docs/rules/base-game.md §3, §4)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "tl-game.h"
#include "tl-record-format.h"
#include "tl-tileset-format.h"

/* Two people, the base game with farmers, seed @seed. */
static TlGame *
new_game (gint64 seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) tileset = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  g_autoptr(TlRecord) record = NULL;
  TlGame *game;

  g_assert_no_error (error);
  record = tl_record_new ("carcassonne", tileset);
  record->options.farmers = TRUE;
  record->seed = seed;
  tl_record_add_player (record, "Ana", "red", TL_PLAYER_HUMAN, -1);
  tl_record_add_player (record, "Bo", "blue", TL_PLAYER_HUMAN, -1);
  game = tl_game_new (record, &error);
  g_assert_no_error (error);
  return game;
}

typedef struct {
  guint changed, game_over, phase, player, turn, can_undo, can_redo;
  gint points[TL_MAX_PLAYERS];     /* the sum of every `scored` event */
  guint events;
} Seen;

static void
on_changed (TlGame *game, Seen *seen)
{
  seen->changed++;
}

static void
on_game_over (TlGame *game, Seen *seen)
{
  seen->game_over++;
}

static void
on_scored (TlGame *game, gpointer data, Seen *seen)
{
  const TlScoreEvent *event = data;

  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    seen->points[p] += event->points[p];
  seen->events++;
}

static void
on_notify (TlGame *game, GParamSpec *pspec, Seen *seen)
{
  const char *name = g_param_spec_get_name (pspec);

  if (g_str_equal (name, "phase"))
    seen->phase++;
  else if (g_str_equal (name, "current-player"))
    seen->player++;
  else if (g_str_equal (name, "turn"))
    seen->turn++;
  else if (g_str_equal (name, "can-undo"))
    seen->can_undo++;
  else if (g_str_equal (name, "can-redo"))
    seen->can_redo++;
}

static void
watch (TlGame *game, Seen *seen)
{
  memset (seen, 0, sizeof *seen);
  g_signal_connect (game, "changed", G_CALLBACK (on_changed), seen);
  g_signal_connect (game, "game-over", G_CALLBACK (on_game_over), seen);
  g_signal_connect (game, "scored", G_CALLBACK (on_scored), seen);
  g_signal_connect (game, "notify", G_CALLBACK (on_notify), seen);
}

/* The first legal placement of the tile in hand. */
static TlPlacement
first_placement (TlGame *game)
{
  g_autoptr(GArray) legal = tl_game_legal_placements (game);

  g_assert_cmpuint (legal->len, >, 0);
  return g_array_index (legal, TlPlacement, 0);
}

/* Places the tile at its first legal placement, deploys on the first spot when
 * @deploy and there is one, and ends the turn. */
static void
play_turn (TlGame *game, gboolean deploy)
{
  g_autoptr(GError) error = NULL;
  TlPlacement at = first_placement (game);

  g_assert_true (tl_game_place (game, at.x, at.y, at.r, &error));
  g_assert_no_error (error);
  if (deploy)
    {
      g_autoptr(GArray) spots = tl_game_follower_spots (game);

      if (spots->len > 0)
        {
          g_assert_true (tl_game_deploy (game, g_array_index (spots, TlFollowerSpot, 0).port, &error));
          g_assert_no_error (error);
        }
    }
  g_assert_true (tl_game_confirm (game, &error));
  g_assert_no_error (error);
}

static char *
record_text (TlGame *game)
{
  return tl_record_format_to_data (tl_game_get_record (game), NULL);
}

/* One turn: what is notified at each step, and take back in between. */
/* What a feature is worth now, as the follower spots' tooltips say: an
 * unfinished city what it would score at the end (docs/rules/base-game.md §3.5), a
 * finished one what it scored (§3.4). docs/rules/base-game.md §6 case 4: a city of 3
 * tiles and 1 pennant completed in turn 2. */
static void
test_feature_value (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TL_TEST_FIXTURES"), "rules", "base-6-4-completed-city-pennant.tilelands", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_file (path, &error);
  g_autoptr(TlRecord) start = NULL;
  g_autoptr(TlGame) game = NULL;
  g_autoptr(TlGame) after_one = NULL;

  g_assert_no_error (error);
  /* the start tile's city cap alone: 1 point now (the rule of a finished
   * city would say 2) */
  start = tl_record_copy_header (record);
  game = tl_game_new (start, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tl_game_feature_value (game, 0, 0, TL_PORT_N), ==, 1);
  /* its road: 1 a tile, finished or not */
  g_assert_cmpint (tl_game_feature_value (game, 0, 0, TL_PORT_W), ==, 1);
  /* nothing there */
  g_assert_cmpint (tl_game_feature_value (game, 5, 5, TL_PORT_N), ==, -1);

  /* after turn 1: 2 tiles and a pennant, unfinished: 3 (not 6) */
  g_array_set_size (record->turns, 1);
  after_one = tl_game_new (record, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tl_game_feature_value (after_one, 0, 0, TL_PORT_N), ==, 3);
  g_clear_object (&game);
  g_clear_pointer (&record, tl_record_free);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  /* after turn 2: finished with 3 tiles and 1 pennant: 2 × 3 + 2 × 1 = 8 */
  record = tl_record_format_load_file (path, &error);
  g_assert_no_error (error);
  game = tl_game_new (record, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tl_game_feature_value (game, 0, 0, TL_PORT_N), ==, 8);
}

static void
test_turn (void)
{
  TlGame *game = new_game (7);
  g_autoptr(GError) error = NULL;
  TlPlacement at;
  int tile;
  Seen seen;

  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);
  g_assert_cmpuint (tl_game_get_turn (game), ==, 1);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);
  g_assert_cmpuint (tl_game_get_n_players (game), ==, 2);
  g_assert_false (tl_game_get_can_undo (game));
  g_assert_false (tl_game_get_can_redo (game));
  g_assert_false (tl_game_get_can_take_back (game));
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 7);
  tile = tl_game_get_current_tile (game);
  g_assert_cmpint (tile, >=, 0);
  watch (game, &seen);

  /* an illegal square is refused and changes nothing */
  g_assert_false (tl_game_place (game, 40, 40, 0, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (seen.changed, ==, 0);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);

  at = first_placement (game);
  g_assert_true (tl_game_place (game, at.x, at.y, at.r, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_FOLLOWER);
  g_assert_cmpuint (seen.phase, ==, 1);
  g_assert_cmpuint (seen.changed, ==, 1);
  g_assert_true (tl_game_get_can_take_back (game));
  {
    g_autoptr(GArray) spots = tl_game_follower_spots (game);

    g_assert_cmpuint (spots->len, >, 0);
    g_assert_true (tl_game_deploy (game, g_array_index (spots, TlFollowerSpot, 0).port, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 6);

  /* take back: the same tile in hand, the follower home, nothing recorded */
  g_assert_true (tl_game_take_back (game));
  g_assert_cmpint (tl_game_get_phase (game), ==, TL_PHASE_PLACE);
  g_assert_cmpint (tl_game_get_current_tile (game), ==, tile);
  g_assert_cmpuint (tl_game_player_state (game, 0)->supply, ==, 7);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 0);
  g_assert_cmpuint (seen.phase, ==, 2);
  g_assert_false (tl_game_take_back (game));

  /* the turn ends: the next player, turn 2, one turn recorded */
  play_turn (game, FALSE);
  g_assert_cmpuint (tl_game_get_turn (game), ==, 2);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 1);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 1);
  g_assert_cmpuint (seen.turn, ==, 1);
  g_assert_cmpuint (seen.player, ==, 1);
  g_assert_true (tl_game_get_can_undo (game));
  /* a placement can be undone: on at the first placement, off at the take
   * back, on again at the second */
  g_assert_cmpuint (seen.can_undo, ==, 3);
  g_assert_cmpuint (seen.game_over, ==, 0);

  /* nothing else holds the game: it is finalized here (no reference leaked) */
  g_assert_finalize_object (game);
}

/* Undo replays the record without the last turn; redo plays it again, the
 * same tiles; a new move forgets what could be redone. */
static void
test_undo_redo (void)
{
  TlGame *game = new_game (11);
  g_autofree char *after1 = NULL, *after2 = NULL, *after3 = NULL;
  Seen seen;

  play_turn (game, TRUE);
  after1 = record_text (game);
  play_turn (game, TRUE);
  after2 = record_text (game);
  play_turn (game, TRUE);
  after3 = record_text (game);
  watch (game, &seen);

  g_assert_true (tl_game_undo (game));
  {
    g_autofree char *now = record_text (game);

    g_assert_cmpstr (now, ==, after2);
  }
  g_assert_cmpuint (tl_game_get_turn (game), ==, 3);
  g_assert_cmpuint (tl_game_get_current_player (game), ==, 0);
  g_assert_true (tl_game_get_can_redo (game));
  g_assert_cmpuint (seen.can_redo, ==, 1);
  g_assert_true (tl_game_undo (game));
  {
    g_autofree char *now = record_text (game);

    g_assert_cmpstr (now, ==, after1);
  }
  g_assert_true (tl_game_redo (game));
  g_assert_true (tl_game_redo (game));
  {
    g_autofree char *now = record_text (game);

    g_assert_cmpstr (now, ==, after3);
  }
  g_assert_false (tl_game_get_can_redo (game));
  g_assert_false (tl_game_redo (game));

  /* undo, then a move of one's own: nothing to redo any more */
  g_assert_true (tl_game_undo (game));
  g_assert_true (tl_game_get_can_redo (game));
  play_turn (game, FALSE);
  g_assert_false (tl_game_get_can_redo (game));
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 3);

  /* back to the start, and no further */
  while (tl_game_undo (game))
    ;
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, 0);
  g_assert_false (tl_game_get_can_undo (game));
  g_assert_cmpuint (tl_game_get_turn (game), ==, 1);

  /* nothing else holds the game: it is finalized here (no reference leaked) */
  g_assert_finalize_object (game);
}

/* A whole game: `game-over` once, every tile played or discarded, and the
 * `scored` events add up to each player's final score. */
static void
test_whole_game (void)
{
  TlGame *game = new_game (2026);
  guint turns = 0;
  Seen seen;

  watch (game, &seen);
  while (tl_game_get_phase (game) != TL_PHASE_OVER)
    {
      play_turn (game, TRUE);
      turns++;
      g_assert_cmpuint (turns, <=, 71);
    }
  g_assert_cmpuint (seen.game_over, ==, 1);
  g_assert_cmpuint (tl_game_get_tiles_left (game), ==, 0);
  g_assert_cmpuint (tl_game_get_record (game)->turns->len, ==, turns);
  g_assert_cmpuint (seen.events, >, 0);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (seen.points[p], ==, tl_game_player_state (game, p)->score);
  g_assert_false (tl_game_get_can_take_back (game));

  /* the finished record replays to the same scores */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TlGame) again = tl_game_new (tl_game_get_record (game), &error);

    g_assert_no_error (error);
    g_assert_cmpint (tl_game_get_phase (again), ==, TL_PHASE_OVER);
    for (guint p = 0; p < 2; p++)
      g_assert_cmpint (tl_game_player_state (again, p)->score, ==,
                       tl_game_player_state (game, p)->score);
  }

  /* nothing else holds the game: it is finalized here (no reference leaked) */
  g_assert_finalize_object (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/turn", test_turn);
  g_test_add_func ("/game/feature-value", test_feature_value);
  g_test_add_func ("/game/undo-redo", test_undo_redo);
  g_test_add_func ("/game/whole-game", test_whole_game);
  return g_test_run ();
}
