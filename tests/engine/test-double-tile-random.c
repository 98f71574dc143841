/* test-double-tile-random.c — 300 seeded games of The Discovery with a hand of two tiles
 *
 * The double-tile variant (docs/rules/discovery.md §1.9, house rule: the hands are played out
 * once the stack is empty), between computer players: 2–5 players (cycling),
 * computer levels 0 and 1 mixed, the equal-turns variant in every third game. For
 * every game, played with tl_ai_play_turn():
 * - each player holds two tiles after the deal, and the stack holds 83 minus the
 *   set-aside tiles (`83 mod players` with equal turns) minus the hands;
 * - between turns everyone holds two tiles while the stack lasts (the turn's
 *   player placed one of the two held before the turn, or the replacement of one
 *   that fitted nowhere, and drew one after placing);
 * - after every turn the tiles are conserved: on the board (start tile included) +
 *   discarded + set aside + held + in the stack = 84, and each player's supply plus
 *   their followers on the board is 4; the record names the tile played (`play`),
 *   the tile drawn after placing (`draw`) and every replacement (`replace`);
 * - it ends (phase OVER, the stack and every hand empty, at most 83 turns), and
 *   board + discarded + set aside are exactly the 84 tiles of the set, type by type;
 * - the game's record, saved to JSON and loaded again (tl-record-format), writes back
 *   to the same text and replays to the same result (tl_replay_result_to_json()).
 *
 * TL_TEST_GAMES=N in the environment changes the number of games (default 300).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "random-game-check.h"
#include "tl-engine.h"

#define FOLLOWERS_PER_PLAYER 4
#define SET_TILES 84
#define DRAW_TILES 83        /* the start tile is on the table from the start */

static TlTileSet *tileset;

typedef struct {
  guint games;
  guint equal_turn_games;
  guint turns;
  guint played_second;      /* turns that placed the second tile of the hand */
  guint playout_turns;      /* turns played from the hands after the stack ran out */
  guint discards;
  guint level1_seats;
  gint64 points;
} Totals;

/* Board + discarded + set aside + held + stack = 84; supply + board = 4 followers. */
static void
check_conserved (TlGameState *game, guint seed, guint turn)
{
  guint n = tl_game_state_n_players (game), held = 0, n_aside, placed, discarded;

  tl_game_state_set_aside (game, &n_aside);
  for (guint p = 0; p < n; p++)
    held += tl_game_state_hand (game, p, NULL);
  placed = tl_board_n_tiles (tl_game_state_board (game));
  discarded = tl_random_game_count_discards (tl_game_state_record (game), NULL);
  if (placed + discarded + n_aside + held + tl_game_state_tiles_left (game) != SET_TILES)
    g_error ("game %u after turn %u: %u placed + %u discarded + %u set aside + %u held + %u in the "
             "stack, expected %u in all", seed, turn, placed, discarded, n_aside, held,
             tl_game_state_tiles_left (game), SET_TILES);
  tl_random_game_check_followers (game, FOLLOWERS_PER_PLAYER, seed, turn);
}

/* At the end: every hand empty, board + discarded + set aside = the set, type by type. */
static void
check_end_tiles (TlGameState *game, guint seed)
{
  for (guint p = 0; p < tl_game_state_n_players (game); p++)
    if (tl_game_state_hand (game, p, NULL) > 0)
      g_error ("game %u: the game is over but player %u still holds %u tile(s)", seed, p,
               tl_game_state_hand (game, p, NULL));
  tl_random_game_check_tile_set (game, tileset, SET_TILES, NULL, 0, seed);
}

/* The last turn's record: the tile placed is `play`, one of the hand held before
 * the turn (@before, @n_before) or the replacement of one that fitted nowhere;
 * `draw` is the tile drawn after placing, now in the hand with the other one,
 * while the stack lasted. */
static void
check_turn_record (TlGameState *game, guint seed, guint turns, guint player,
                   const guint *before, guint n_before, guint left_before, Totals *totals)
{
  const TlRecord *record = tl_game_state_record (game);
  const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, record->turns->len - 1);
  const TlBoard *board = tl_game_state_board (game);
  guint placed_type = tl_board_tile (board, tl_board_n_tiles (board) - 1)->type;
  guint hand[TL_HAND_SIZE], n = tl_game_state_hand (game, player, hand);
  gboolean in_hand = FALSE, replaced = turn->replace != NULL && turn->replace->len > 0;

  g_assert_true (turn->has_place);
  g_assert_false (turn->has_meeple && turn->has_recall);
  if (turn->play != (gint) placed_type)
    g_error ("game %u turn %u: play %d, but tile %u was placed", seed, turns, turn->play,
             placed_type);
  for (guint k = 0; k < n_before; k++)
    in_hand |= before[k] == placed_type;
  for (guint k = 0; replaced && k < turn->replace->len; k++)
    in_hand |= g_array_index (turn->replace, guint, k) == placed_type;
  if (!in_hand)
    g_error ("game %u turn %u: tile %u was placed, but it was not in the hand", seed, turns,
             placed_type);
  /* the stack still had a tile once the replacements were drawn */
  if (left_before > (replaced ? turn->replace->len : 0))
    {
      if (turn->draw < 0 || n != TL_HAND_SIZE || hand[TL_HAND_SIZE - 1] != (guint) turn->draw)
        g_error ("game %u turn %u: the stack had tiles, but the hand holds %u tile(s) and the "
                 "tile drawn after placing (%d) is not the last of them", seed, turns, n,
                 turn->draw);
    }
  else
    {
      g_assert_cmpint (turn->draw, ==, -1);
      totals->playout_turns++;
    }
  totals->played_second += n_before == TL_HAND_SIZE && before[1] == placed_type &&
                           before[0] != placed_type;
}

static void
play_one (guint index, Totals *totals)
{
  guint seed = 30000 + index;
  guint n_players = 2 + index % 4;
  gboolean equal_turns = index % 3 == 1;
  gint levels[TL_MAX_PLAYERS];
  g_autoptr(TlRecord) header = tl_record_new ("discovery", tileset);
  g_autoptr(TlRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  guint turns = 0, n_aside, expected_aside;
  TlGameState *game, *replay;
  TlRng rng;
  gsize length = 0;

  for (guint p = 0; p < n_players; p++)
    {
      /* level 1 (greedy) for about a third of the seats, level 0 (random) for the rest */
      levels[p] = (index + p) % 3 == 0 ? 1 : 0;
      totals->level1_seats += levels[p];
    }
  tl_random_game_add_players (header, n_players, levels);
  header->seed = seed;
  header->options.equal_turns = equal_turns;
  header->options.double_tile = TRUE;
  game = tl_game_state_new (header, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);

  expected_aside = equal_turns ? DRAW_TILES % n_players : 0;
  tl_game_state_set_aside (game, &n_aside);
  g_assert_cmpuint (n_aside, ==, expected_aside);
  for (guint p = 0; p < n_players; p++)
    g_assert_cmpuint (tl_game_state_hand (game, p, NULL), ==, TL_HAND_SIZE);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==,
                    DRAW_TILES - expected_aside - TL_HAND_SIZE * n_players);
  g_assert_nonnull (tl_game_state_record (game)->setup_hands);
  g_assert_cmpuint (tl_game_state_record (game)->setup_hands->len, ==, n_players);
  check_conserved (game, seed, 0);
  tl_rng_init (&rng, seed * 7919u + 29);

  for (;;)
    {
      guint player = tl_game_state_current_player (game);
      guint tiles = tl_board_n_tiles (tl_game_state_board (game));
      guint before[TL_HAND_SIZE], n_before = tl_game_state_hand (game, player, before);
      guint left_before = tl_game_state_tiles_left (game);

      /* while the stack lasts, everyone holds two tiles between turns */
      for (guint p = 0; left_before > 0 && p < n_players; p++)
        g_assert_cmpuint (tl_game_state_hand (game, p, NULL), ==, TL_HAND_SIZE);

      g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_DRAW);
      if (!tl_ai_play_turn (game, levels[player], &rng))
        {
          g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_OVER);
          g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, tiles);
          break;
        }
      turns++;
      if (turns > DRAW_TILES)
        g_error ("game %u: more than %u turns", seed, DRAW_TILES);
      g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, tiles + 1);
      check_turn_record (game, seed, turns, player, before, n_before, left_before, totals);
      check_conserved (game, seed, turns);
      if (tl_game_state_phase (game) == TL_PHASE_OVER)
        break;
    }

  /* The end. */
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_OVER);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, 0);
  check_end_tiles (game, seed);
  for (guint p = 0; p < n_players; p++)
    totals->points += tl_game_state_player (game, p)->score;
  totals->discards += tl_random_game_count_discards (tl_game_state_record (game), NULL);

  /* Save, load, write again, replay. */
  loaded = tl_random_game_save_load (tl_game_state_record (game), "random-double-tile.tilelands",
                                     seed, &data, &length);
  g_assert_nonnull (strstr (data, "\"hands\""));
  g_assert_nonnull (strstr (data, "\"double-tile\" : true"));
  g_assert_true (loaded->options.double_tile);
  g_assert_cmpint (loaded->options.equal_turns, ==, equal_turns);
  tl_random_game_check_writes_back (loaded, data, seed);
  replay = tl_random_game_replay (loaded, "random-double-tile.tilelands", seed);
  g_assert_cmpint (tl_game_state_phase (replay), ==, TL_PHASE_OVER);
  tl_random_game_check_same_result (game, replay, seed);

  totals->games++;
  totals->equal_turn_games += equal_turns;
  totals->turns += turns;
  tl_game_state_free (replay);
  tl_game_state_free (game);
}

static void
test_random_games (void)
{
  guint n = tl_random_game_count (300);
  Totals totals = { 0 };

  for (guint i = 0; i < n; i++)
    play_one (i, &totals);

  g_test_message ("%u games (%u with equal turns), %u turns, %u placed the second tile of the "
                  "hand (%u turns playing the hands out), %u tiles discarded, %u level-1 seats, %"
                  G_GINT64_FORMAT " points in all",
                  totals.games, totals.equal_turn_games, totals.turns, totals.played_second,
                  totals.playout_turns, totals.discards, totals.level1_seats, totals.points);
  g_assert_cmpuint (totals.games, ==, n);
  if (n >= 30)
    {
      g_assert_cmpuint (totals.equal_turn_games, >, 0);
      g_assert_cmpuint (totals.played_second, >, 0);
      g_assert_cmpuint (totals.playout_turns, >, 0);
      g_assert_cmpuint (totals.level1_seats, >, 0);
      g_assert_cmpint (totals.points, >, 0);
    }
}

int
main (int argc, char **argv)
{
  return tl_random_game_main (&argc, &argv, "discovery", &tileset, "/double-tile/random-games",
                              test_random_games);
}
