/* test-board-index.c — the frontier's placement index answers as the scan does
 *
 * A board with a large frontier (a big tile set's) keeps an index of its legal
 * placements (src/engine/tl-board-index.c), so that a random playout's turn does not
 * scan the frontier. The index must change nothing a player or the signature sees:
 * the same count of placements, the same placement for each number in
 * tl_board_placements()'s order, the same games. These games are too small for the
 * signature's boards to reach an index, so they are checked here: the index against
 * the scan after every turn, and whole games played with and without it.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "tl-engine.h"
#include "tl-board-private.h"
#include "tl-record-format.h"
#include "tl-tileset-format.h"

typedef enum {
  INDEX_NATURAL,   /* built when the frontier is large enough, as in play */
  INDEX_FORCED,    /* built on the first turn, whatever the frontier's size */
  INDEX_NEVER,     /* the scan alone: what the index must agree with */
} IndexMode;

/* The index of @board against the scan: for every tile type, how many placements,
 * whether it fits anywhere, and every placement by its number. */
static void
check_board (TlBoard *board)
{
  guint n_types = tl_board_tile_set (board)->types->len;

  for (guint t = 0; t < n_types; t++)
    {
      guint n;
      const TlPlacement *listed = tl_board_placements (board, t, &n);
      g_autofree TlPlacement *scan = g_memdup2 (listed, sizeof (TlPlacement) * MAX (n, 1));

      g_assert_cmpuint (tl_board_legal_placements (board, t, NULL), ==, n);
      g_assert_cmpint (tl_board_can_place_anywhere (board, t), ==, n > 0);
      for (guint i = 0; i < n && _tl_board_indexed (board); i++)
        {
          TlPlacement p;

          _tl_board_index_nth (board, t, i, &p);
          g_assert_cmpint (p.x, ==, scan[i].x);
          g_assert_cmpint (p.y, ==, scan[i].y);
          g_assert_cmpuint (p.r, ==, scan[i].r);
        }
    }
}

/* Plays @header (seed @seed) to its end at level 0 with the index as @mode, checking
 * the board against the scan every @every turns (never when 0) and a copy of it every
 * 10 × @every turns. Sets *@indexed and *@plain to the turns played with an index and
 * without. */
static TlGameState *
play (const TlRecord *header,
      guint64         seed,
      IndexMode       mode,
      guint           every,
      guint          *indexed,
      guint          *plain)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_copy_header (header);
  TlGameState *game;
  TlBoard *board;
  guint turns = 0;
  TlRng rng;

  record->seed = (gint64) seed;
  game = tl_game_state_new (record, &error);
  g_assert_no_error (error);
  board = tl_game_state_board_mut (game);
  if (mode == INDEX_FORCED)
    _tl_board_index_force (board);
  else if (mode == INDEX_NEVER)
    _tl_board_index_disable (board);
  tl_rng_init (&rng, seed * 7 + 1);
  *indexed = *plain = 0;
  while (tl_ai_play_turn (game, TL_AI_EASY, &rng))
    {
      turns++;
      *indexed += _tl_board_indexed (board);
      *plain += !_tl_board_indexed (board);
      if (every > 0 && turns % every == 0)
        check_board (board);
      if (every > 0 && turns % (10 * every) == 0)
        {
          TlBoard *copy = tl_board_copy (board);

          g_assert_cmpint (_tl_board_indexed (copy), ==, _tl_board_indexed (board));
          check_board (copy);
          tl_board_free (copy);
        }
    }
  if (tl_game_state_phase (game) != TL_PHASE_OVER)
    tl_game_state_finish (game);
  return game;
}

/* Both games took the same turns and ended with the same scores. */
static void
assert_same_game (TlGameState *a,
                  TlGameState *b)
{
  const GArray *ta = tl_game_state_record (a)->turns, *tb = tl_game_state_record (b)->turns;

  g_assert_cmpuint (ta->len, ==, tb->len);
  for (guint i = 0; i < ta->len; i++)
    {
      const TlTurnRecord *x = &g_array_index (ta, TlTurnRecord, i);
      const TlTurnRecord *y = &g_array_index (tb, TlTurnRecord, i);

      g_assert_cmpint (x->draw, ==, y->draw);
      g_assert_cmpint (x->has_place, ==, y->has_place);
      g_assert_cmpint (x->x, ==, y->x);
      g_assert_cmpint (x->y, ==, y->y);
      g_assert_cmpuint (x->r, ==, y->r);
      g_assert_cmpint (x->has_meeple, ==, y->has_meeple);
      g_assert_cmpuint (x->meeple_port, ==, y->meeple_port);
    }
  for (guint p = 0; p < tl_game_state_n_players (a); p++)
    g_assert_cmpint (tl_game_state_player (a, p)->score, ==, tl_game_state_player (b, p)->score);
}

static TlRecord *
header_of (TlTileSet *set)
{
  TlRecord *header = tl_record_new (set->game, set);

  tl_record_add_player (header, "Computer 1", "red", TL_PLAYER_AI, 0);
  tl_record_add_player (header, "Computer 2", "blue", TL_PLAYER_AI, 0);
  return header;
}

/* The base game's tiles 100 times (7,200): the index builds itself early in the game
 * and gives the placements the scan gives, turn by turn and over whole games. */
static void
test_big_tile_set (void)
{
  const char *ids[101];
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = NULL;
  g_autoptr(TlRecord) header = NULL;

  for (guint i = 0; i < 100; i++)
    ids[i] = "carcassonne-base";
  ids[100] = NULL;
  set = tl_tileset_format_load_builtin_list (ids, &error);
  g_assert_no_error (error);
  header = header_of (set);
  for (guint64 seed = 1; seed <= 2; seed++)
    {
      guint indexed, plain, never, never_plain;
      TlGameState *with = play (header, seed, INDEX_NATURAL, seed == 1 ? 97 : 0, &indexed, &plain);
      TlGameState *without = play (header, seed, INDEX_NEVER, 0, &never, &never_plain);

      g_test_message ("seed %" G_GUINT64_FORMAT ": %u turns, %u of them with the index", seed,
                      tl_game_state_record (with)->turns->len, indexed);
      g_assert_cmpuint (tl_game_state_record (with)->turns->len, >, 7000);
      g_assert_cmpuint (indexed, >, 6000);
      g_assert_cmpuint (plain, <, 1000);
      g_assert_cmpuint (never, ==, 0);
      assert_same_game (with, without);
      tl_game_state_free (with);
      tl_game_state_free (without);
    }
}

/* The base game's 72 tiles never build an index (their frontier stays small). */
static void
test_small_board_unindexed (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  g_autoptr(TlRecord) header = NULL;
  guint indexed, plain;
  TlGameState *game;

  g_assert_no_error (error);
  header = header_of (set);
  game = play (header, 3, INDEX_NATURAL, 0, &indexed, &plain);
  g_assert_cmpuint (indexed, ==, 0);
  g_assert_cmpuint (plain, ==, 71);
  tl_game_state_free (game);
}

/* Games of every kind with the index from the first turn, checked after every turn
 * against the scan and played again without it: maps (cells off the map, face-down
 * tiles that close and open cells: tl_board_refresh_cell()), The Discovery's sides,
 * the double tile's held tile, The Gifts, the extra tiles. */
static void
test_every_kind_forced (void)
{
  static const char *headers[] = {
    "\"game\": \"carcassonne\", \"tileset\": [\"carcassonne-base\", \"inns-and-cathedrals\", "
    "\"traders-and-builders\", \"carcassonne-base\", \"inns-and-cathedrals\", "
    "\"traders-and-builders\"], \"map\": \"usa-both\", \"expansions\": [\"map-chips\", \"gifts\"]",
    "\"game\": \"carcassonne\", \"tileset\": [\"carcassonne-base\", \"inns-and-cathedrals\", "
    "\"traders-and-builders\"], \"map\": \"usa-east\", \"expansions\": [\"map-chips\"]",
    "\"game\": \"discovery\", \"tileset\": \"discovery\", \"options\": {\"double-tile\": true}",
    "\"game\": \"discovery\", \"tileset\": \"discovery\", \"options\": {\"equal-turns\": true}",
    "\"game\": \"carcassonne\", \"tileset\": [\"carcassonne-base\", \"inns-and-cathedrals\", "
    "\"traders-and-builders\"], \"expansions\": [\"gifts\"]",
  };

  for (guint k = 0; k < G_N_ELEMENTS (headers); k++)
    for (guint64 seed = 1; seed <= 4; seed++)
      {
        g_autofree char *json = g_strdup_printf (
          "{\"format\": \"tilelands-game\", \"version\": 2, %s, \"seed\": 1, \"players\": ["
          "{\"name\": \"A\", \"color\": \"red\", \"kind\": \"ai\", \"level\": 0}, "
          "{\"name\": \"B\", \"color\": \"blue\", \"kind\": \"ai\", \"level\": 0}, "
          "{\"name\": \"C\", \"color\": \"green\", \"kind\": \"ai\", \"level\": 0}], \"turns\": []}",
          headers[k]);
        g_autoptr(GError) error = NULL;
        g_autoptr(TlRecord) header = tl_record_format_load_data (json, -1, "test", &error);
        guint indexed, plain, never, never_plain;
        TlGameState *with, *without;

        g_assert_no_error (error);
        with = play (header, seed, INDEX_FORCED, 1, &indexed, &plain);
        without = play (header, seed, INDEX_NEVER, 0, &never, &never_plain);
        g_assert_cmpuint (indexed, >, 50);
        g_assert_cmpuint (plain, ==, 0);
        g_assert_cmpuint (never, ==, 0);
        g_assert_cmpuint (never_plain, ==, indexed);
        assert_same_game (with, without);
        tl_game_state_free (with);
        tl_game_state_free (without);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-index/big-tile-set", test_big_tile_set);
  g_test_add_func ("/board-index/small-board-unindexed", test_small_board_unindexed);
  g_test_add_func ("/board-index/every-kind-forced", test_every_kind_forced);
  return g_test_run ();
}
