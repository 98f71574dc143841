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

#include "tl-engine.h"
#include "tl-record-format.h"
#include "tl-replay.h"
#include "tl-tileset-format.h"

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
check_followers (TlGameState *game, guint seed, guint turn)
{
  const GArray *followers = tl_features_followers (tl_board_features_const (tl_game_state_board (game)));
  guint on_board[TL_MAX_PLAYERS] = { 0 };
  guint n = tl_game_state_n_players (game);

  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);

      if (f->player >= n)
        g_error ("game %u turn %u: a follower of player %u in a %u-player game", seed, turn, f->player, n);
      on_board[f->player]++;
    }
  for (guint p = 0; p < n; p++)
    {
      guint supply = tl_game_state_player (game, p)->supply;

      if (supply + on_board[p] != FOLLOWERS_PER_PLAYER)
        g_error ("game %u after turn %u: player %u has %u in supply and %u on the board (expected %u in all)",
                 seed, turn, p, supply, on_board[p], FOLLOWERS_PER_PLAYER);
    }
}

/* The replay result of @state as text, for comparing two games. */
static char *
result_text (TlGameState *state)
{
  g_autoptr(JsonNode) result = tl_replay_result_to_json (state);

  return json_to_string (result, FALSE);
}

/* Board + discards + set aside = the tile set, type by type. @trailing: the types
 * discarded after the last turn (in no turn of the record). */
static void
check_tiles (TlGameState   *game,
             guint          seed,
             const guint16 *trailing,
             guint          n_trailing)
{
  const TlRecord *record = tl_game_state_record (game);
  const TlBoard *board = tl_game_state_board (game);
  const guint *aside;
  guint per_type[128] = { 0 };
  guint placed = tl_board_n_tiles (board), discarded = n_trailing, n_aside;

  g_assert_cmpuint (tileset->types->len, <=, G_N_ELEMENTS (per_type));
  for (guint i = 0; i < placed; i++)
    per_type[tl_board_tile (board, i)->type]++;
  for (guint i = 0; i < n_trailing; i++)
    per_type[trailing[i]]++;
  aside = tl_game_state_set_aside (game, &n_aside);
  for (guint i = 0; i < n_aside; i++)
    per_type[aside[i]]++;
  for (guint t = 0; t < record->turns->len; t++)
    {
      const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, t);

      if (turn->discard != NULL)
        for (guint k = 0; k < turn->discard->len; k++)
          {
            per_type[g_array_index (turn->discard, guint, k)]++;
            discarded++;
          }
    }
  if (placed + discarded + n_aside != SET_TILES)
    g_error ("game %u: %u tiles placed + %u discarded + %u set aside = %u, expected %u",
             seed, placed, discarded, n_aside, placed + discarded + n_aside, SET_TILES);
  for (guint t = 0; t < tileset->types->len; t++)
    if (per_type[t] != tl_tile_set_type (tileset, t)->count)
      g_error ("game %u: tile %s: %u placed, discarded or set aside, the set has %u", seed,
               tl_tile_set_type (tileset, t)->id, per_type[t], tl_tile_set_type (tileset, t)->count);
}

static void
play_one (guint index, Totals *totals)
{
  static const char *colors[] = { "red", "blue", "green", "yellow", "black" };
  guint seed = 5000 + index;
  guint n_players = 2 + index % 4;
  gboolean equal_turns = index % 3 == 1;
  gint levels[TL_MAX_PLAYERS];
  g_autoptr(TlRecord) header = tl_record_new ("discovery", tileset);
  g_autoptr(TlRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *played_result = NULL, *replayed_result = NULL;
  g_autofree guint16 *trailing_types = NULL;
  gint prev_score[TL_MAX_PLAYERS] = { 0 };
  guint trailing = 0, turns = 0, n_aside = 0, expected_aside;
  TlGameState *game, *replay;
  const TlRecord *record;
  TlRng rng;
  gsize length = 0;

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("Computer %u", p + 1);

      /* level 1 (greedy) for about a third of the seats, level 0 (random) for the rest */
      levels[p] = (index + p) % 3 == 0 ? 1 : 0;
      totals->level1_seats += levels[p];
      tl_record_add_player (header, name, colors[p], TL_PLAYER_AI, levels[p]);
    }
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
      const guint16 *deck = tl_game_state_deck (game, &n_deck);
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
      check_followers (game, seed, turns);
      for (guint p = 0; p < n_players; p++)
        {
          gint s = tl_game_state_player (game, p)->score;

          if (s < prev_score[p])
            g_error ("game %u turn %u: player %u's score went down from %d to %d",
                     seed, turns, p, prev_score[p], s);
          prev_score[p] = s;
        }
    }

  /* The end. */
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_OVER);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, 0);
  totals->discards += trailing;
  check_tiles (game, seed, trailing_types, trailing);
  for (guint p = 0; p < n_players; p++)
    {
      const TlPlayerState *ps = tl_game_state_player (game, p);
      gint sum = 0;

      g_assert_cmpint (ps->score, >=, prev_score[p]);
      for (guint k = 0; k < TL_N_SEGMENT_KINDS; k++)
        sum += ps->by_kind[k];
      if (sum != ps->score)
        g_error ("game %u: player %u's breakdown adds up to %d, score %d", seed, p, sum, ps->score);
      for (guint k = TL_SEGMENT_FIELD; k <= TL_SEGMENT_MONASTERY; k++)
        g_assert_cmpint (ps->by_kind[k], ==, 0);
      totals->points += ps->score;
    }
  /* Save, load, replay. */
  record = tl_game_state_record (game);
  data = tl_record_format_to_data (record, &length);
  g_assert_nonnull (data);
  g_assert_cmpuint (length, ==, strlen (data));
  if (equal_turns && expected_aside > 0)
    g_assert_nonnull (strstr (data, "\"aside\""));
  loaded = tl_record_format_load_data (data, length, "random-discovery.tilelands", &error);
  if (loaded == NULL)
    g_error ("game %u: the saved record does not load: %s", seed, error->message);
  g_assert_cmpuint (loaded->turns->len, ==, turns);
  g_assert_cmpuint (loaded->players->len, ==, n_players);
  g_assert_cmpint (loaded->options.equal_turns, ==, equal_turns);
  replay = tl_game_state_replay (loaded, &error);
  if (replay == NULL)
    g_error ("game %u: the saved record does not replay: %s", seed, error->message);
  if (tl_game_state_phase (replay) != TL_PHASE_OVER)
    {
      /* Tiles discarded after the last turn are in no turn of the record: drawing on
       * must discard exactly those and end the game. */
      g_assert_cmpuint (tl_game_state_tiles_left (replay), ==, trailing);
      g_assert_false (tl_game_state_draw_next (replay));
    }
  played_result = result_text (game);
  replayed_result = result_text (replay);
  if (g_strcmp0 (played_result, replayed_result) != 0)
    g_error ("game %u: the replay of its saved record differs:\nplayed   %s\nreplayed %s",
             seed, played_result, replayed_result);

  totals->games++;
  totals->equal_turn_games += equal_turns;
  totals->turns += turns;
  tl_game_state_free (replay);
  tl_game_state_free (game);
}

static void
test_random_games (void)
{
  const char *env = g_getenv ("TL_TEST_GAMES");
  guint n = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : 1000;
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
  g_autoptr(GError) error = NULL;
  int ret;

  g_test_init (&argc, &argv, NULL);
  tileset = tl_tileset_format_load_builtin ("discovery", &error);
  g_assert_no_error (error);

  g_test_add_func ("/discovery/random-games/seeded", test_random_games);
  ret = g_test_run ();
  tl_tile_set_unref (tileset);
  return ret;
}
