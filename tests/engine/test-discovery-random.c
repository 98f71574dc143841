/* test-discovery-random.c — 1,000 seeded games of The Discovery between computer players
 *
 * For every game (2–5 players, cycling; computer levels 0 and 1 mixed; the
 * equal-turns variant in every third game):
 * - the set-aside tiles are `83 mod players` with equal turns, none without;
 * - it ends (at most 83 turns; phase OVER; the stack is empty);
 * - after every turn each player's supply plus their followers on the board is 4,
 *   no turn both deploys and recalls, and no score goes down;
 * - the tiles on the board (start tile included) plus the discarded ones plus the
 *   set-aside ones are exactly the 84 tiles of the set, type by type;
 * - the game's record, saved to JSON and loaded again, replays to the same result
 *   (scores, final scores, supply, scoring events: tl_replay_result_to_json()).
 *
 * TL_TEST_GAMES=N in the environment changes the number of games (default 1000).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "random-game-check.h"
#include "tl-engine.h"
#include "tl-game-state-private.h"

#define FOLLOWERS_PER_PLAYER 4
#define SET_TILES 84
#define DRAW_TILES 83        /* the start tile is on the table from the start */

static TlTileSet *tileset;

typedef struct {
  guint games;
  guint equal_turn_games;
  guint turns;
  guint discards;
  guint deploys;
  guint recalls;
  guint level1_seats;
  gint64 points;
} Totals;

static void
play_one (guint index, Totals *totals)
{
  guint seed = 5000 + index;
  guint n_players = 2 + index % 4;
  gboolean equal_turns = index % 3 == 1;
  gint levels[TL_MAX_PLAYERS];
  g_autoptr(TlRecord) header = tl_record_new ("discovery", tileset);
  g_autoptr(TlRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree guint16 *trailing_types = NULL;
  gint prev_score[TL_MAX_PLAYERS] = { 0 };
  guint trailing = 0, turns = 0, n_aside = 0, expected_aside;
  TlGameState *game, *replay;
  const TlRecord *record;
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
  game = tl_game_state_new (header, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_true (tl_game_state_has_recall (game));

  expected_aside = equal_turns ? DRAW_TILES % n_players : 0;
  tl_game_state_set_aside (game, &n_aside);
  g_assert_cmpuint (n_aside, ==, expected_aside);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, DRAW_TILES - expected_aside);
  g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, 1);
  tl_rng_init (&rng, seed * 7919u + 13);

  for (;;)
    {
      guint player = tl_game_state_current_player (game);
      guint left = tl_game_state_tiles_left (game);
      guint tiles = tl_board_n_tiles (tl_game_state_board (game));
      guint n_deck = 0;
      const guint16 *deck = _tl_game_state_deck (game, &n_deck);
      g_autofree guint16 *deck_before = g_memdup2 (deck, n_deck * sizeof (guint16));
      const TlTurnRecord *turn;

      g_assert_cmpuint (n_deck, ==, left);
      g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_DRAW);
      if (!tl_ai_play_turn (game, levels[player], &rng))
        {
          /* The stack ran out, possibly after discarding the last unplaceable tiles. */
          g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_OVER);
          g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, tiles);
          trailing = n_deck;
          trailing_types = g_steal_pointer (&deck_before);
          break;
        }
      turns++;
      if (turns > DRAW_TILES)
        g_error ("game %u: more than %u turns", seed, DRAW_TILES);
      g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, tiles + 1);
      g_assert_cmpuint (left - tl_game_state_tiles_left (game), >=, 1);
      totals->discards += left - tl_game_state_tiles_left (game) - 1;

      record = tl_game_state_record (game);
      g_assert_cmpuint (record->turns->len, ==, turns);
      turn = &g_array_index (record->turns, TlTurnRecord, turns - 1);
      g_assert_true (turn->has_place);
      if (turn->has_meeple && turn->has_recall)
        g_error ("game %u turn %u: the turn both deployed and recalled", seed, turns);
      totals->deploys += turn->has_meeple;
      totals->recalls += turn->has_recall;

      if (tl_game_state_phase (game) == TL_PHASE_OVER)
        break;
      g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_DRAW);
      g_assert_cmpuint (tl_game_state_current_player (game), ==, (player + 1) % n_players);
      tl_random_game_check_follower_owners (game, seed, turns);
      tl_random_game_check_followers (game, FOLLOWERS_PER_PLAYER, seed, turns);
      tl_random_game_check_scores_rise (game, prev_score, seed, turns);
    }

  /* The end. */
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_OVER);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, 0);
  totals->discards += trailing;
  tl_random_game_check_tile_set (game, tileset, SET_TILES, trailing_types, trailing, seed);
  for (guint p = 0; p < n_players; p++)
    {
      const TlPlayerState *ps = tl_game_state_player (game, p);

      tl_random_game_check_breakdown (ps, p, prev_score[p], 0, seed);
      for (guint k = TL_SEGMENT_FIELD; k <= TL_SEGMENT_MONASTERY; k++)
        g_assert_cmpint (ps->by_kind[k], ==, 0);
      totals->points += ps->score;
    }
  /* Save, load, replay. */
  record = tl_game_state_record (game);
  loaded = tl_random_game_save_load (record, "random-discovery.tilelands", seed, &data, &length);
  g_assert_cmpuint (length, ==, strlen (data));
  if (equal_turns && expected_aside > 0)
    g_assert_nonnull (strstr (data, "\"aside\""));
  g_assert_cmpuint (loaded->turns->len, ==, turns);
  g_assert_cmpuint (loaded->players->len, ==, n_players);
  g_assert_cmpint (loaded->options.equal_turns, ==, equal_turns);
  replay = tl_random_game_replay_trailing (loaded, trailing, seed);
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
  guint n = tl_random_game_count (1000);
  Totals totals = { 0 };

  for (guint i = 0; i < n; i++)
    play_one (i, &totals);

  g_test_message ("%u games (%u with equal turns), %u turns, %u tiles discarded, "
                  "%u followers deployed, %u recalled, %u level-1 seats, %" G_GINT64_FORMAT
                  " points in all",
                  totals.games, totals.equal_turn_games, totals.turns, totals.discards,
                  totals.deploys, totals.recalls, totals.level1_seats, totals.points);
  g_assert_cmpuint (totals.games, ==, n);
  if (n >= 100)
    {
      g_assert_cmpuint (totals.level1_seats, >, 0);
      g_assert_cmpuint (totals.equal_turn_games, >, 0);
      g_assert_cmpuint (totals.recalls, >, 0);
      g_assert_cmpint (totals.points, >, 0);
    }
}

int
main (int argc, char **argv)
{
  return tl_random_game_main (&argc, &argv, "discovery", &tileset, "/discovery/random-games/seeded",
                              test_random_games);
}
