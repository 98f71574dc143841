/* random-game-check.c — checks shared by the seeded random-game tests
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "random-game-check.h"

#include <string.h>

#include "tl-record-format.h"
#include "tl-replay.h"
#include "tl-tileset-format.h"
#include "tl-game-state-private.h"

guint
tl_random_game_count (guint default_games)
{
  const char *env = g_getenv ("TL_TEST_GAMES");

  return env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : default_games;
}

int
tl_random_game_main (int         *argc,
                     char      ***argv,
                     const char  *tileset_id,
                     TlTileSet  **tileset,
                     const char  *test_path,
                     GTestFunc    test)
{
  g_autoptr(GError) error = NULL;
  int ret;

  g_test_init (argc, argv, NULL);
  *tileset = tl_tileset_format_load_builtin (tileset_id, &error);
  g_assert_no_error (error);

  g_test_add_func (test_path, test);
  ret = g_test_run ();
  g_clear_pointer (tileset, tl_tile_set_unref);
  return ret;
}

void
tl_random_game_add_players (TlRecord   *header,
                            guint       n_players,
                            const gint *levels)
{
  static const char *colors[] = { "red", "blue", "green", "yellow", "black" };

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("Computer %u", p + 1);

      tl_record_add_player (header, name, colors[p], TL_PLAYER_AI, levels[p]);
    }
}

static const GArray *
followers_on_board (TlGameState *game)
{
  return tl_features_followers (tl_board_features_const (tl_game_state_board (game)));
}

void
tl_random_game_check_follower_owners (TlGameState *game,
                                      guint        seed,
                                      guint        turn)
{
  const GArray *followers = followers_on_board (game);
  guint n = tl_game_state_n_players (game);

  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);

      if (f->player >= n)
        g_error ("game %u turn %u: a follower of player %u in a %u-player game", seed, turn, f->player, n);
    }
}

void
tl_random_game_check_followers (TlGameState *game,
                                guint        per_player,
                                guint        seed,
                                guint        turn)
{
  const GArray *followers = followers_on_board (game);
  guint on_board[TL_MAX_PLAYERS] = { 0 };
  guint n = tl_game_state_n_players (game);

  for (guint i = 0; i < followers->len; i++)
    on_board[g_array_index (followers, TlFollower, i).player]++;
  for (guint p = 0; p < n; p++)
    {
      guint supply = tl_game_state_player (game, p)->supply;

      if (supply + on_board[p] != per_player)
        g_error ("game %u after turn %u: player %u has %u followers in supply and %u on the board "
                 "(expected %u in all)", seed, turn, p, supply, on_board[p], per_player);
    }
}

void
tl_random_game_check_scores_rise (TlGameState *game,
                                  gint        *prev_score,
                                  guint        seed,
                                  guint        turn)
{
  for (guint p = 0; p < tl_game_state_n_players (game); p++)
    {
      gint s = tl_game_state_player (game, p)->score;

      if (s < prev_score[p])
        g_error ("game %u turn %u: player %u's score went down from %d to %d",
                 seed, turn, p, prev_score[p], s);
      prev_score[p] = s;
    }
}

void
tl_random_game_check_breakdown (const TlPlayerState *ps,
                                guint                player,
                                gint                 prev_score,
                                gint                 bonus,
                                guint                seed)
{
  gint sum = bonus;

  g_assert_cmpint (ps->score, >=, prev_score);
  for (guint k = 0; k < TL_N_SEGMENT_KINDS; k++)
    sum += ps->by_kind[k];
  if (sum != ps->score)
    g_error ("game %u: player %u's breakdown adds up to %d, score %d", seed, player, sum, ps->score);
}

guint
tl_random_game_count_discards (const TlRecord *record,
                               guint          *per_type)
{
  guint n = 0;

  for (guint t = 0; t < record->turns->len; t++)
    {
      const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, t);

      for (guint k = 0; turn->discard != NULL && k < turn->discard->len; k++)
        {
          if (per_type != NULL)
            per_type[g_array_index (turn->discard, guint, k)]++;
          n++;
        }
    }
  return n;
}

void
tl_random_game_check_tile_total (guint seed,
                                 guint placed,
                                 guint discarded,
                                 guint n_aside,
                                 guint expected)
{
  if (placed + discarded + n_aside != expected)
    g_error ("game %u: %u tiles placed + %u discarded + %u set aside = %u, expected %u",
             seed, placed, discarded, n_aside, placed + discarded + n_aside, expected);
}

void
tl_random_game_check_tile_types (const TlTileSet *tileset,
                                 const guint     *per_type,
                                 guint            seed)
{
  for (guint t = 0; t < tileset->types->len; t++)
    if (per_type[t] != tl_tile_set_type (tileset, t)->count)
      g_error ("game %u: tile %s: %u placed, discarded or set aside, the set has %u", seed,
               tl_tile_set_type (tileset, t)->id, per_type[t], tl_tile_set_type (tileset, t)->count);
}

void
tl_random_game_check_tile_set (TlGameState     *game,
                               const TlTileSet *tileset,
                               guint            set_tiles,
                               const guint16   *trailing,
                               guint            n_trailing,
                               guint            seed)
{
  const TlBoard *board = tl_game_state_board (game);
  const guint *aside;
  guint per_type[128] = { 0 };
  guint placed = tl_board_n_tiles (board), discarded, n_aside;

  g_assert_cmpuint (tileset->types->len, <=, G_N_ELEMENTS (per_type));
  for (guint i = 0; i < placed; i++)
    per_type[tl_board_tile (board, i)->type]++;
  for (guint i = 0; i < n_trailing; i++)
    per_type[trailing[i]]++;
  aside = tl_game_state_set_aside (game, &n_aside);
  for (guint i = 0; i < n_aside; i++)
    per_type[aside[i]]++;
  discarded = n_trailing + tl_random_game_count_discards (tl_game_state_record (game), per_type);
  tl_random_game_check_tile_total (seed, placed, discarded, n_aside, set_tiles);
  tl_random_game_check_tile_types (tileset, per_type, seed);
}

TlRecord *
tl_random_game_save_load (const TlRecord *record,
                          const char     *origin,
                          guint           seed,
                          char          **data,
                          gsize          *length)
{
  g_autoptr(GError) error = NULL;
  TlRecord *loaded;

  *length = 0;
  *data = tl_record_format_to_data (record, length);
  g_assert_nonnull (*data);
  loaded = tl_record_format_load_data (*data, *length, origin, &error);
  if (loaded == NULL)
    g_error ("game %u: the saved record does not load: %s", seed, error->message);
  return loaded;
}

void
tl_random_game_check_writes_back (const TlRecord *loaded,
                                  const char     *data,
                                  guint           seed)
{
  g_autofree char *data_again = tl_record_format_to_data (loaded, NULL);

  if (g_strcmp0 (data, data_again) != 0)
    g_error ("game %u: the loaded record writes back differently:\n%s\n---\n%s", seed, data, data_again);
}

TlGameState *
tl_random_game_replay (const TlRecord *loaded,
                       const char     *origin,
                       guint           seed)
{
  g_autoptr(GError) error = NULL;
  TlGameState *replay = tl_replay_record_state (loaded, origin, FALSE, &error);

  if (replay == NULL)
    g_error ("game %u: the saved record does not replay: %s", seed, error->message);
  return replay;
}

TlGameState *
tl_random_game_replay_trailing (const TlRecord *loaded,
                                guint           trailing,
                                guint           seed)
{
  g_autoptr(GError) error = NULL;
  TlGameState *replay = tl_game_state_replay (loaded, &error);

  if (replay == NULL)
    g_error ("game %u: the saved record does not replay: %s", seed, error->message);
  if (tl_game_state_phase (replay) != TL_PHASE_OVER)
    {
      /* Tiles discarded after the last turn are in no turn of the record: drawing on
       * must discard exactly those and end the game. */
      g_assert_cmpuint (tl_game_state_tiles_left (replay), ==, trailing);
      g_assert_false (tl_game_state_draw_next (replay));
    }
  return replay;
}

/* The replay result of @state as text, for comparing two games. */
static char *
result_text (TlGameState *state)
{
  g_autoptr(JsonNode) result = tl_replay_result_to_json (state);

  return json_to_string (result, FALSE);
}

void
tl_random_game_check_same_result (TlGameState *played,
                                  TlGameState *replayed,
                                  guint        seed)
{
  g_autofree char *played_result = result_text (played);
  g_autofree char *replayed_result = result_text (replayed);

  if (g_strcmp0 (played_result, replayed_result) != 0)
    g_error ("game %u: the replay of its saved record differs:\nplayed   %s\nreplayed %s",
             seed, played_result, replayed_result);
}

void
tl_random_game_check_same_stack (const TlGameState *played,
                                 const TlGameState *replayed,
                                 guint              seed)
{
  guint n_played, n_replayed;
  const guint16 *a = _tl_game_state_deck (played, &n_played);
  const guint16 *b = _tl_game_state_deck (replayed, &n_replayed);

  if (n_played != n_replayed)
    g_error ("game %u: %u tiles left as played, %u in the replay", seed, n_played, n_replayed);
  for (guint i = 0; i < n_played; i++)
    if (a[i] != b[i])
      g_error ("game %u: tile %u of the stack is type %u as played, %u in the replay",
               seed, i + 1, a[i], b[i]);
}
