/* test-random-games.c — 1,000 seeded games between computer players
 *
 * For every game (2–5 players, cycling; computer level 0, and level 1 for some seats):
 * - it ends (at most 72 turns; phase OVER; the stack is empty);
 * - after every turn each player's supply plus their followers on the board is 7, and
 *   no score goes down (base game);
 * - the tiles on the board plus the discarded tiles are exactly the 72 tiles of the set,
 *   type by type;
 * - the game's record, saved to JSON and loaded again, replays to the same final scores,
 *   breakdown, supply and scoring events.
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
#include "tl-record-format.h"
#include "tl-game-state-private.h"

#define FOLLOWERS_PER_PLAYER 7

static TlTileSet *tileset;

typedef struct {
  guint games;
  guint turns;
  guint discards;
  guint trailing_discards;
  guint level1_seats;
  gint64 points;
} Totals;

/* Compares the end of @a (played) and @b (replayed). */
static void
check_same_end (TlGameState *a, TlGameState *b, guint seed)
{
  const GArray *ea = tl_game_state_events (a), *eb = tl_game_state_events (b);
  guint n = tl_game_state_n_players (a);

  g_assert_cmpuint (tl_game_state_n_players (b), ==, n);
  g_assert_cmpint (tl_game_state_phase (b), ==, TL_PHASE_OVER);
  g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (b)), ==,
                    tl_board_n_tiles (tl_game_state_board (a)));
  for (guint p = 0; p < n; p++)
    {
      const TlPlayerState *pa = tl_game_state_player (a, p), *pb = tl_game_state_player (b, p);

      if (pa->score != pb->score)
        g_error ("game %u: player %u scored %d, the replay of its saved record %d",
                 seed, p, pa->score, pb->score);
      for (guint k = 0; k < TL_N_SEGMENT_KINDS; k++)
        if (pa->by_kind[k] != pb->by_kind[k])
          g_error ("game %u: player %u %s points %d, replayed %d", seed, p,
                   tl_segment_kind_name (k), pa->by_kind[k], pb->by_kind[k]);
      g_assert_cmpuint (pa->supply, ==, pb->supply);
    }
  if (ea->len != eb->len)
    g_error ("game %u: %u scoring events, the replay %u", seed, ea->len, eb->len);
  for (guint i = 0; i < ea->len; i++)
    {
      const TlScoreEvent *x = &g_array_index (ea, TlScoreEvent, i);
      const TlScoreEvent *y = &g_array_index (eb, TlScoreEvent, i);

      if (x->turn != y->turn || x->final != y->final || x->kind != y->kind ||
          x->n_tiles != y->n_tiles || x->x != y->x || x->y != y->y || x->port != y->port ||
          memcmp (x->points, y->points, sizeof x->points) != 0)
        g_error ("game %u: scoring event %u differs in the replay", seed, i);
    }
}

static void
play_one (guint index, Totals *totals)
{
  guint seed = 1000 + index;
  guint n_players = 2 + index % 4;
  gint levels[TL_MAX_PLAYERS];
  g_autoptr(TlRecord) header = tl_record_new ("carcassonne", tileset);
  g_autoptr(TlRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gint prev_score[TL_MAX_PLAYERS] = { 0 };
  guint per_type[64] = { 0 };
  guint placed, discarded = 0, recorded_discards = 0, trailing = 0, turns = 0;
  TlGameState *game, *replay;
  const TlRecord *record;
  TlRng rng;
  gsize length = 0;

  g_assert_cmpuint (tileset->types->len, <=, G_N_ELEMENTS (per_type));

  for (guint p = 0; p < n_players; p++)
    {
      /* level 1 (greedy) for one seat in every fourth game, for all seats in every 25th */
      levels[p] = (index % 25 == 24 || (index % 4 == 3 && p == index % n_players)) ? 1 : 0;
      totals->level1_seats += levels[p];
    }
  tl_random_game_add_players (header, n_players, levels);
  header->seed = seed;
  game = tl_game_state_new (header, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, 71);
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
      gboolean more;

      g_assert_cmpuint (n_deck, ==, left);
      g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_DRAW);
      more = tl_ai_play_turn (game, levels[player], &rng);
      if (!more)
        {
          /* The stack ran out, possibly after discarding the last unplaceable tiles. */
          g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_OVER);
          g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, tiles);
          for (guint i = 0; i < n_deck; i++)
            per_type[deck_before[i]]++;
          discarded += n_deck;
          trailing = n_deck;
          totals->trailing_discards += n_deck;
          break;
        }
      turns++;
      if (turns > 72)
        g_error ("game %u: more than 72 turns", seed);
      g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, tiles + 1);
      g_assert_cmpuint (left - tl_game_state_tiles_left (game), >=, 1);
      discarded += left - tl_game_state_tiles_left (game) - 1;

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
  placed = tl_board_n_tiles (tl_game_state_board (game));
  tl_random_game_check_tile_total (seed, placed, discarded, 0, 72);
  for (guint p = 0; p < n_players; p++)
    {
      const TlPlayerState *ps = tl_game_state_player (game, p);

      tl_random_game_check_breakdown (ps, p, prev_score[p], 0, seed);
      totals->points += ps->score;
    }

  /* Type by type: board + discards = the tile set. */
  record = tl_game_state_record (game);
  g_assert_cmpuint (record->turns->len, ==, turns);
  for (guint i = 0; i < placed; i++)
    per_type[tl_board_tile (tl_game_state_board (game), i)->type]++;
  for (guint t = 0; t < record->turns->len; t++)
    {
      const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, t);

      g_assert_true (turn->draw >= 0);
      g_assert_true (turn->has_place);
      if (turn->discard != NULL)
        for (guint k = 0; k < turn->discard->len; k++)
          {
            guint type = g_array_index (turn->discard, guint, k);

            g_assert_cmpuint (type, <, tileset->types->len);
            per_type[type]++;
            recorded_discards++;
          }
    }
  /* Discards seen through the stack = discards in the record + those after the last turn. */
  if (recorded_discards + trailing != discarded)
    g_error ("game %u: %u tiles left the stack unplaced, the record lists %u (+ %u after the last turn)",
             seed, discarded, recorded_discards, trailing);
  tl_random_game_check_tile_types (tileset, per_type, seed);

  /* Save, load, replay. */
  loaded = tl_random_game_save_load (record, "random-game.tilelands", seed, &data, &length);
  g_assert_cmpuint (length, ==, strlen (data));
  g_assert_cmpuint (loaded->turns->len, ==, turns);
  g_assert_cmpuint (loaded->players->len, ==, n_players);
  replay = tl_random_game_replay_trailing (loaded, trailing, seed);
  check_same_end (game, replay, seed);

  totals->games++;
  totals->turns += turns;
  totals->discards += discarded;
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

  g_test_message ("%u games, %u turns, %u tiles discarded (%u after the last turn), "
                  "%u level-1 seats, %" G_GINT64_FORMAT " points in all",
                  totals.games, totals.turns, totals.discards, totals.trailing_discards,
                  totals.level1_seats, totals.points);
  g_assert_cmpuint (totals.games, ==, n);
  /* 71 tiles are drawn per game: every one is placed or discarded. */
  g_assert_cmpuint (totals.turns + totals.discards, ==, 71 * n);
  if (n >= 100)
    {
      g_assert_cmpuint (totals.level1_seats, >, 0);
      g_assert_cmpint (totals.points, >, 0);
    }
}

int
main (int argc, char **argv)
{
  return tl_random_game_main (&argc, &argv, "carcassonne-base", &tileset, "/random-games/seeded",
                              test_random_games);
}
