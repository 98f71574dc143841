/* test-ai.c — the computer players (docs/design.md §8) and what they rely on
 *
 * 1. tl_board_preview() says exactly what tl_board_place() makes: for every legal
 *    placement along seeded games (the base game, the full Maps deck with inner
 *    fields and crossing roads, on USA West, and The Discovery), each segment's
 *    feature after the placement has the previewed kind, open sides, distinct
 *    tiles, pennants, port cities and followers, and the tile its neighbours.
 * 2. The hard player never reads hidden information: two games that differ only
 *    in what the current player may not see (the order of the stack, the other
 *    players' gift cards and the gift deck, face-down tiles it has not looked at
 *    and the chips on the towns, the other player's hand of tiles) give the same
 *    samples of the game and the same move for the same seed, at level 2 (by
 *    iterations) and at level 1 — while the hidden parts do differ.
 * 3. Levels 1 and 2 play whole games of every kind to the end, and their records
 *    replay to the same scores (no illegal move).
 * 4. The level of every seat survives saving and loading a record, and so does
 *    the mark of a hinted turn.
 * 5. The level-1 follower cost on the 228-tile deck of the joined maps: the
 *    turns left over the followers in the supply, uncapped (a cost capped at 3.5
 *    points let Normal lock all its followers for most of a long game), and the
 *    move Normal chooses there with one follower left.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-map-format.h"
#include "tl-record-format.h"
#include "tl-tileset-format.h"
#include "tl-game-state-private.h"
#include "tl-ai-private.h"

/* A game header: @game on @tileset (built-in ids), with @expansions and @map. */
static TlRecord *
header (const char *game, gboolean full_deck, const char *map, const char *expansions,
        guint n_players, gint level)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlMapLayout) layout = NULL;
  g_autoptr(TlTileSet) set = NULL;
  TlRecord *record;

  if (map != NULL)
    {
      layout = tl_map_format_load_builtin (map, &error);
      g_assert_no_error (error);
    }
  if (strcmp (game, "carcassonne") == 0)
    set = tl_tileset_format_load_map_deck (layout, !full_deck, &error);
  else
    set = tl_tileset_format_load_builtin (game, &error);
  g_assert_no_error (error);
  record = tl_record_new (game, set);
  if (layout != NULL)
    {
      record->map_layout = g_steal_pointer (&layout);
      record->map = g_strdup (map);
    }
  if (expansions != NULL)
    {
      g_auto(GStrv) names = g_strsplit (expansions, ",", -1);

      for (guint i = 0; names[i] != NULL; i++)
        g_ptr_array_add (record->expansions, g_strdup (names[i]));
    }
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", p + 1);

      tl_record_add_player (record, name, p ? "blue" : "red", TL_PLAYER_AI, level);
    }
  return record;
}

/* 1. The preview against the placement. */

static void
check_previews (TlGameState *game, guint seed)
{
  const TlBoard *board = tl_game_state_board (game);
  TlTileSet *set = tl_game_state_tile_set (game);
  int type = tl_game_state_current_tile (game);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TlPlacement));

  tl_game_state_legal_placements (game, moves);
  for (guint m = 0; m < moves->len; m++)
    {
      const TlPlacement *p = &g_array_index (moves, TlPlacement, m);
      const TlTileType *t = tl_tile_set_type (set, type);
      TlBoard *copy = tl_board_copy (board);
      TlFeatures *features = tl_board_features (copy);
      TlPlacementPreview pv;
      guint index;

      tl_board_preview (copy, type, p->x, p->y, p->r, &pv);
      index = tl_board_place (copy, type, p->x, p->y, p->r);
      g_assert_cmpuint (pv.neighbours, ==, tl_board_tile (copy, index)->neighbours);
      for (guint i = 0; i < t->n_segments; i++)
        {
          const TlFeaturePreview *f = &pv.features[pv.feature_of[i]];
          guint32 seg = tl_board_tile (copy, index)->seg_base + i;
          TlFeatureInfo info;

          g_assert_cmpuint (pv.feature_of[i], <, pv.n_features);
          g_assert_true (f->segments >> i & 1);
          tl_features_info (features, seg, &info);
          if (f->kind != info.kind || f->open != info.open ||
              f->tiles != tl_features_count_tiles (features, seg, NULL) ||
              f->pennants != info.pennants || f->port_cities != info.port_cities ||
              f->n_followers != info.n_followers ||
              memcmp (f->followers, info.followers, sizeof info.followers) != 0)
            g_error ("seed %u: tile %s at (%d, %d) r%u, segment %u: previewed open %d tiles %u "
                     "pennants %u followers %u, placed open %d tiles %u pennants %u followers %u",
                     seed, t->id, p->x, p->y, p->r, i, f->open, f->tiles, f->pennants,
                     f->n_followers, info.open, tl_features_count_tiles (features, seg, NULL),
                     info.pennants, info.n_followers);
        }
      tl_board_free (copy);
    }
}

static void
preview_games (const char *game, gboolean full_deck, const char *map, guint games)
{
  guint checked = 0;

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(TlRecord) record = header (game, full_deck, map, NULL, 3, 0);
      g_autoptr(GError) error = NULL;
      TlGameState *state;
      TlRng rng;

      record->seed = 100 + g;
      state = tl_game_state_new (record, &error);
      g_assert_no_error (error);
      tl_rng_init (&rng, g);
      while (tl_game_state_draw_next (state))
        {
          check_previews (state, record->seed);
          checked++;
          g_assert_true (tl_ai_play_turn (state, TL_AI_EASY, &rng));
        }
      tl_game_state_free (state);
    }
  g_assert_cmpuint (checked, >, games * 40);
}

static void
test_preview_base (void)
{
  preview_games ("carcassonne", FALSE, NULL, 30);
}

static void
test_preview_full_deck_on_map (void)
{
  preview_games ("carcassonne", TRUE, "usa-west", 10);
}

static void
test_preview_discovery (void)
{
  preview_games ("discovery", FALSE, NULL, 20);
}

/* 2. Hidden information. */

static gboolean
same_move (const TlAiMove *a, const TlAiMove *b)
{
  return a->tile == b->tile && a->place.x == b->place.x && a->place.y == b->place.y &&
         a->place.r == b->place.r && a->deploy == b->deploy && (!a->deploy || a->port == b->port) &&
         a->recall == b->recall &&
         (!a->recall || (a->recall_x == b->recall_x && a->recall_y == b->recall_y &&
                         a->recall_port == b->recall_port));
}

static gboolean
same_deck (TlGameState *a, TlGameState *b)
{
  guint na, nb;
  const guint16 *da = _tl_game_state_deck (a, &na), *db = _tl_game_state_deck (b, &nb);

  return na == nb && memcmp (da, db, na * sizeof (guint16)) == 0;
}

/* Draws @type in both games, or the first type both stacks still hold. */
static void
draw_same (TlGameState *a, TlGameState *b)
{
  guint n;
  const guint16 *deck = _tl_game_state_deck (a, &n);

  for (guint i = 0; i < n; i++)
    {
      TlGameState *ca = tl_game_state_copy (a), *cb = tl_game_state_copy (b);
      gboolean ok = tl_game_state_draw (ca, deck[i], NULL, NULL) == TL_DRAW_PLACEABLE &&
                    tl_game_state_draw (cb, deck[i], NULL, NULL) == TL_DRAW_PLACEABLE;

      tl_game_state_free (ca);
      tl_game_state_free (cb);
      if (ok)
        {
          guint type = deck[i];

          g_assert_cmpint (tl_game_state_draw (a, type, NULL, NULL), ==, TL_DRAW_PLACEABLE);
          g_assert_cmpint (tl_game_state_draw (b, type, NULL, NULL), ==, TL_DRAW_PLACEABLE);
          return;
        }
    }
  g_assert_not_reached ();
}

/* The hard and the normal player choose the same in @a and @b, for three seeds;
 * their samples of the two games are the same. */
static void
check_same_choices (TlGameState *a, TlGameState *b)
{
  guint me = tl_game_state_current_player (a);

  for (guint seed = 1; seed <= 3; seed++)
    {
      TlAiConfig hard;
      TlAiMove ma, mb;
      TlRng ra, rb;
      TlGameState *sa, *sb;

      tl_rng_init (&ra, seed);
      tl_rng_init (&rb, seed);
      sa = tl_game_state_sample (a, me, &ra);
      sb = tl_game_state_sample (b, me, &rb);
      g_assert_true (same_deck (sa, sb));
      for (guint p = 0; p < tl_game_state_n_players (a); p++)
        {
          guint ha[TL_HAND_SIZE], hb[TL_HAND_SIZE], n = tl_game_state_hand (sa, p, ha);

          g_assert_cmpuint (tl_game_state_hand (sb, p, hb), ==, n);
          g_assert_cmpmem (ha, n * sizeof (guint), hb, n * sizeof (guint));
        }
      tl_game_state_free (sa);
      tl_game_state_free (sb);

      tl_ai_config_init (&hard, TL_AI_HARD);
      hard.budget_ms = 0;
      hard.iterations = 120;
      g_assert_true (tl_ai_choose_config (a, &hard, &ra, &ma));
      g_assert_true (tl_ai_choose_config (b, &hard, &rb, &mb));
      g_assert_true (same_move (&ma, &mb));
      g_assert_true (tl_ai_choose (a, TL_AI_NORMAL, &ra, &ma));
      g_assert_true (tl_ai_choose (b, TL_AI_NORMAL, &rb, &mb));
      g_assert_true (same_move (&ma, &mb));
    }
}

/* Plays @turns turns of @record with level-1 players and returns the record. */
static TlRecord *
play_turns (TlRecord *record, guint turns)
{
  g_autoptr(GError) error = NULL;
  TlGameState *state = tl_game_state_new (record, &error);
  TlRecord *played;
  TlRng rng;

  g_assert_no_error (error);
  tl_rng_init (&rng, 7);
  for (guint t = 0; t < turns; t++)
    g_assert_true (tl_ai_play_turn (state, TL_AI_NORMAL, &rng));
  played = tl_record_copy (tl_game_state_record (state));
  tl_game_state_free (state);
  return played;
}

/* The same record replayed with another seed: every turn names its tiles and
 * gifts, so only what the seed decides and nobody saw differs. */
static void
twin_games (TlRecord *played, TlGameState **a, TlGameState **b)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) other = tl_record_copy (played);

  other->seed = played->seed + 1000003;
  *a = tl_game_state_replay (played, &error);
  g_assert_no_error (error);
  *b = tl_game_state_replay (other, &error);
  g_assert_no_error (error);
}

static void
test_hidden_base_and_gifts (void)
{
  const char *expansions[] = { NULL, "gifts" };

  for (guint k = 0; k < G_N_ELEMENTS (expansions); k++)
    {
      g_autoptr(TlRecord) h = header ("carcassonne", FALSE, NULL, expansions[k], 2, 1);
      g_autoptr(TlRecord) played = NULL;
      TlGameState *a, *b;

      h->seed = 11;
      played = play_turns (h, 24);
      twin_games (played, &a, &b);
      draw_same (a, b);
      g_assert_false (same_deck (a, b));
      if (expansions[k] != NULL)
        {
          guint ha[TL_N_GIFT_CARDS], hb[TL_N_GIFT_CARDS];

          /* the gift deck differs, the hands are those the record names */
          g_assert_cmpuint (tl_gifts_deck_left (a), ==, tl_gifts_deck_left (b));
          tl_gifts_hand (a, 1, ha);
          tl_gifts_hand (b, 1, hb);
          g_assert_cmpmem (ha, sizeof ha, hb, sizeof hb);
        }
      check_same_choices (a, b);
      tl_game_state_free (a);
      tl_game_state_free (b);
    }
}

/* Swaps two face-down tiles of different types that seat @viewer never looked at,
 * and two chips of different kinds, in a copy of @record's setup. */
static void
swap_hidden_setup (TlRecord *record, TlGameState *state, guint viewer)
{
  GArray *fd = record->setup_face_down, *chips = record->setup_chips;
  gboolean swapped = FALSE;

  for (guint i = 0; i < fd->len && !swapped; i++)
    for (guint j = i + 1; j < fd->len && !swapped; j++)
      {
        TlSetupTile *x = &g_array_index (fd, TlSetupTile, i), *y = &g_array_index (fd, TlSetupTile, j);

        if (x->type != y->type && tl_map_chips_face_down_at (state, x->x, x->y, NULL) &&
            tl_map_chips_face_down_at (state, y->x, y->y, NULL) &&
            tl_map_chips_peeked (state, viewer, x->x, x->y) < 0 &&
            tl_map_chips_peeked (state, viewer, y->x, y->y) < 0)
          {
            guint t = x->type;

            x->type = y->type;
            y->type = t;
            swapped = TRUE;
          }
      }
  g_assert_true (swapped);
  swapped = FALSE;
  for (guint i = 0; i < chips->len && !swapped; i++)
    for (guint j = i + 1; j < chips->len && !swapped; j++)
      {
        TlSetupChip *x = &g_array_index (chips, TlSetupChip, i), *y = &g_array_index (chips, TlSetupChip, j);

        if ((x->color != y->color || x->value != y->value) &&
            tl_map_chips_chip_at (state, x->x, x->y, NULL) && tl_map_chips_chip_at (state, y->x, y->y, NULL))
          {
            TlSetupChip t = *x;

            x->color = y->color;
            x->value = y->value;
            y->color = t.color;
            y->value = t.value;
            swapped = TRUE;
          }
      }
  g_assert_true (swapped);
}

static void
test_hidden_map_chips (void)
{
  g_autoptr(TlRecord) h = header ("carcassonne", TRUE, "usa-west", "map-chips", 2, 1);
  g_autoptr(TlRecord) played = NULL;
  g_autoptr(TlRecord) other = NULL;
  g_autoptr(GError) error = NULL;
  TlGameState *a, *b;
  guint me;

  h->seed = 5;
  played = play_turns (h, 30);
  a = tl_game_state_replay (played, &error);
  g_assert_no_error (error);
  me = tl_game_state_current_player (a);
  other = tl_record_copy (played);
  other->seed = played->seed + 99991;
  swap_hidden_setup (other, a, me);
  b = tl_game_state_replay (other, &error);
  g_assert_no_error (error);
  draw_same (a, b);
  g_assert_false (same_deck (a, b));
  check_same_choices (a, b);
  tl_game_state_free (a);
  tl_game_state_free (b);
}

static void
test_hidden_double_tile (void)
{
  g_autoptr(TlRecord) h = header ("discovery", FALSE, NULL, NULL, 2, 1);
  g_autoptr(GError) error = NULL;
  TlGameState *a, *b, *probe;
  TlSetupHand hands[2];
  guint hand_a[TL_HAND_SIZE], hand_b[TL_HAND_SIZE];

  h->seed = 3;
  h->options.double_tile = TRUE;
  probe = tl_game_state_new (h, &error);
  g_assert_no_error (error);
  /* the hands as dealt: the same for the player to move, another first tile for
   * the other player */
  for (guint p = 0; p < 2; p++)
    hands[p].n = tl_game_state_hand (probe, p, hands[p].tiles);
  tl_game_state_free (probe);
  h->setup_hands = g_array_new (FALSE, FALSE, sizeof (TlSetupHand));
  g_array_append_vals (h->setup_hands, hands, 2);
  a = tl_game_state_new (h, &error);
  g_assert_no_error (error);
  h->seed = 4;
  b = NULL;
  for (guint t = 0; b == NULL && t < tl_game_state_tile_set (a)->types->len; t++)
    if (t != hands[1].tiles[0] && t != hands[1].tiles[1])
      {
        g_array_index (h->setup_hands, TlSetupHand, 1).tiles[0] = t;
        b = tl_game_state_new (h, NULL);   /* a type whose every copy is dealt cannot be */
      }
  g_assert_nonnull (b);
  tl_game_state_hand (a, 1, hand_a);
  tl_game_state_hand (b, 1, hand_b);
  g_assert_cmpuint (hand_a[0], !=, hand_b[0]);
  g_assert_true (tl_game_state_draw_next (a));
  g_assert_true (tl_game_state_draw_next (b));
  g_assert_cmpint (tl_game_state_current_tile (a), ==, tl_game_state_current_tile (b));
  check_same_choices (a, b);
  tl_game_state_free (a);
  tl_game_state_free (b);
}

/* 3. Whole games. */

static void
play_whole (const char *game, gboolean full_deck, const char *map, const char *expansions,
            gboolean equal_turns, gboolean double_tile, gint level)
{
  g_autoptr(TlRecord) h = header (game, full_deck, map, expansions, 2, level);
  g_autoptr(GError) error = NULL;
  TlGameState *state, *replay;
  TlAiConfig config;
  TlRng rng;

  h->seed = 42;
  h->options.equal_turns = equal_turns;
  h->options.double_tile = double_tile;
  state = tl_game_state_new (h, &error);
  g_assert_no_error (error);
  tl_ai_config_init (&config, level);
  config.budget_ms = 0;
  config.iterations = 40;
  tl_rng_init (&rng, 9);
  while (tl_ai_play_turn_config (state, &config, &rng))
    ;
  g_assert_cmpint (tl_game_state_phase (state), ==, TL_PHASE_OVER);
  replay = tl_game_state_replay (tl_game_state_record (state), &error);
  g_assert_no_error (error);
  if (tl_game_state_phase (replay) != TL_PHASE_OVER)
    g_assert_false (tl_game_state_draw_next (replay));
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (tl_game_state_player (replay, p)->score, ==, tl_game_state_player (state, p)->score);
  tl_game_state_free (replay);
  tl_game_state_free (state);
}

static void
test_whole_games (void)
{
  for (gint level = TL_AI_NORMAL; level <= TL_AI_HARD; level++)
    {
      play_whole ("carcassonne", FALSE, NULL, NULL, FALSE, FALSE, level);
      play_whole ("carcassonne", FALSE, NULL, "gifts", FALSE, FALSE, level);
      play_whole ("carcassonne", TRUE, "usa-west", "map-chips", FALSE, FALSE, level);
      play_whole ("discovery", FALSE, NULL, NULL, TRUE, FALSE, level);
      play_whole ("discovery", FALSE, NULL, NULL, FALSE, TRUE, level);
    }
  play_whole ("carcassonne", FALSE, NULL, "gifts", FALSE, FALSE, TL_AI_GREEDY);
  play_whole ("carcassonne", TRUE, "usa-west", "map-chips", FALSE, FALSE, TL_AI_GREEDY);
}

/* 5. The follower cost on a long deck. */

static void
test_follower_cost_long_deck (void)
{
  g_autoptr(TlRecord) h = header ("carcassonne", TRUE, "usa-both", "map-chips", 2, TL_AI_NORMAL);
  g_autoptr(GError) error = NULL;
  TlGameState *state;
  TlAiConfig config;
  TlAiRater rater;
  TlAiMove move;
  TlRng rng;

  h->seed = 25;
  state = tl_game_state_new (h, &error);
  g_assert_no_error (error);
  g_assert_true (tl_game_state_draw_next (state));
  _tl_ai_rater_init (&rater, state, FALSE);
  /* (193 tiles left + 1) / 2 players = 97 turns, for 7 + 0.5 followers */
  g_assert_cmpuint (rater.tiles_left, ==, 193);
  g_assert_cmpuint (rater.supply, ==, 7);
  g_assert_cmpfloat_with_epsilon (rater.follower_cost, 0.5 * 97 / 7.5, 1e-12);
  _tl_ai_rater_clear (&rater);

  /* Normal against Normal until the player to move has one follower left */
  tl_ai_config_init (&config, TL_AI_NORMAL);
  tl_rng_init (&rng, 25);
  while (tl_game_state_player (state, tl_game_state_current_player (state))->supply > 1)
    g_assert_true (tl_ai_play_turn_config (state, &config, &rng));
  g_assert_true (tl_game_state_draw_next (state));
  _tl_ai_rater_init (&rater, state, FALSE);
  /* with the cost capped at 3.5 the last follower but one went with 144 tiles left */
  g_assert_cmpuint (rater.tiles_left, ==, 75);
  g_assert_cmpuint (rater.supply, ==, 1);
  g_assert_cmpfloat_with_epsilon (rater.follower_cost, 0.5 * 38 / 1.5, 1e-12);
  _tl_ai_rater_clear (&rater);
  g_assert_true (tl_ai_choose_config (state, &config, &rng, &move));
  g_assert_cmpuint (move.tile, ==, 21);
  g_assert_cmpint (move.place.x, ==, 24);
  g_assert_cmpint (move.place.y, ==, 6);
  g_assert_cmpuint (move.place.r, ==, 2);
  g_assert_true (move.deploy);
  tl_game_state_free (state);
}

/* 4. Levels in records. */

static void
test_levels_saved (void)
{
  g_autoptr(TlRecord) h = header ("carcassonne", FALSE, NULL, NULL, 0, 0);
  g_autoptr(TlRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  tl_record_add_player (h, "Ann", "red", TL_PLAYER_HUMAN, 0);
  tl_record_add_player (h, "Easy", "blue", TL_PLAYER_AI, TL_AI_EASY);
  tl_record_add_player (h, "Normal", "green", TL_PLAYER_AI, TL_AI_NORMAL);
  tl_record_add_player (h, "Hard", "yellow", TL_PLAYER_AI, TL_AI_HARD);
  data = tl_record_format_to_data (h, &length);
  loaded = tl_record_format_load_data (data, length, "levels.tilelands", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (loaded->players->len, ==, 4);
  g_assert_cmpint (g_array_index (loaded->players, TlPlayerInfo, 0).kind, ==, TL_PLAYER_HUMAN);
  for (guint p = 1; p < 4; p++)
    {
      const TlPlayerInfo *info = &g_array_index (loaded->players, TlPlayerInfo, p);

      g_assert_cmpint (info->kind, ==, TL_PLAYER_AI);
      g_assert_cmpint (info->level, ==, (gint) p - 1);
    }
}

/* A hinted turn is marked in the record, and only that turn. */
static void
test_hint_saved (void)
{
  g_autoptr(TlRecord) h = header ("carcassonne", FALSE, NULL, NULL, 2, 1);
  g_autoptr(TlRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  TlGameState *state;
  gsize length = 0;
  TlRng rng;

  h->seed = 8;
  state = tl_game_state_new (h, &error);
  g_assert_no_error (error);
  tl_rng_init (&rng, 1);
  g_assert_true (tl_ai_play_turn (state, TL_AI_NORMAL, &rng));
  g_assert_true (tl_game_state_draw_next (state));
  tl_game_state_mark_hinted (state);
  g_assert_true (tl_ai_play (state, &(TlAiConfig) { .level = TL_AI_NORMAL }, &rng));
  data = tl_record_format_to_data (tl_game_state_record (state), &length);
  g_assert_nonnull (strstr (data, "\"hint\""));
  loaded = tl_record_format_load_data (data, length, "hint.tilelands", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (loaded->turns->len, ==, 2);
  g_assert_false (g_array_index (loaded->turns, TlTurnRecord, 0).hinted);
  g_assert_true (g_array_index (loaded->turns, TlTurnRecord, 1).hinted);
  tl_game_state_free (state);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ai/preview/base", test_preview_base);
  g_test_add_func ("/ai/preview/full-deck-on-map", test_preview_full_deck_on_map);
  g_test_add_func ("/ai/preview/discovery", test_preview_discovery);
  g_test_add_func ("/ai/hidden/base-and-gifts", test_hidden_base_and_gifts);
  g_test_add_func ("/ai/hidden/map-chips", test_hidden_map_chips);
  g_test_add_func ("/ai/hidden/double-tile", test_hidden_double_tile);
  g_test_add_func ("/ai/whole-games", test_whole_games);
  g_test_add_func ("/ai/levels-saved", test_levels_saved);
  g_test_add_func ("/ai/hint-saved", test_hint_saved);
  g_test_add_func ("/ai/follower-cost/long-deck", test_follower_cost_long_deck);
  return g_test_run ();
}
