/* test-maps.c — Carcassonne Maps and Map-Chips (docs/rules/maps.md)
 *
 * 1. Every case of docs/rules/maps.md §3.6 and the border rules as game-record fixtures under
 *    tests/fixtures/maps/ (fixture-check.h says what is compared).
 * 2. The default setup of each built-in map: start tiles on every start square,
 *    one chip on every town, one face-down tile on every outlined square.
 * 3. 1,000 seeded games between computer players on USA West, USA East and both
 *    joined with the base tiles, and 1,000 on each map with the full Maps deck (base +
 *    Inns & Cathedrals + Traders & Builders: 114 tiles, 228 on both maps; every second
 *    of them with 9 meeples), with Map-Chips, 2–5 players, levels 0 and 1. Every game:
 *    - ends (phase OVER, the stack empty, at most as many turns as the set has tiles);
 *    - keeps the followers (supply + on the board = 7, or 9, per player after every turn);
 *    - accounts for every tile: on the board + discarded + still face down +
 *      removed after a failed reveal = the set's tiles, and for every chip: collected + left
 *      = dealt; every tile lies on a playable square, none on a face-down one;
 *    - adds up: each score is the sum of its events, bonus points are the chip and
 *      reveal events;
 *    - saved through the formats, loaded and replayed gives the same scores,
 *      breakdown, supply, events and Map-Chips counts.
 *    Every fifth game plays its turns through the Map-Chips API instead of
 *    tl_ai_play_turn(): the computer's move, a look at a random face-down tile of
 *    the chip's colour (a look at another colour is refused first), and the
 *    reveals in a random order and rotation; those records then carry `peek` and
 *    `reveal`.
 *
 * TL_TEST_GAMES=N in the environment changes the number of games (default 1000).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "fixture-check.h"
#include "random-game-check.h"
#include "tl-engine.h"
#include "tl-map-format.h"
#include "tl-record-format.h"
#include "tl-replay.h"
#include "tl-tileset-format.h"

#define FOLLOWERS_PER_PLAYER 7
#define BASE_TILES 72

static const char *const required_fixtures[] = {
  /* docs/design.md §4 setup: every start square covered, on playable squares, sides matching */
  "maps-setup-start-square-empty-refused",
  "maps-setup-tile-on-blocked-square-refused",
  "maps-setup-tiles-sides-refused",
  /* docs/rules/maps.md §1, §3.1: start tiles only on start squares, a chip on every town, a
   * face-down tile on every outlined square */
  "maps-setup-start-tile-not-on-start-square-refused",
  "chips-setup-town-without-chip-refused",
  "chips-setup-outlined-square-without-face-down-refused",
  "chips-1-two-point-chip",
  "chips-2-peek-purple-allowed",
  "chips-2-peek-other-colour-refused",
  "chips-3-reveal-peeked-tile-fits",
  "chips-3-meeple-on-revealed-tile-refused",
  "chips-4-reveal-fits-nowhere",
  "chips-5-chip-and-reveal",
  "chips-6-two-reveals-one-fits",
  "chips-6-two-reveals-default-order",
  "maps-7-half-square-refused-west",
  "maps-7-half-square-refused-east",
  "maps-8-joined-half-square-cell",
  "chips-8-peek-across-seam",
  "border-road-completed",
  "border-city-completed",
  "border-monastery-complete",
  "border-tile-discarded-inline-map",
  "border-tile-placed-off-map-refused",
  /* docs/rules/maps.md §1, docs/rules/base-game.md §3.5: a city complete from the setup counts for farmers */
  "maps-setup-city-closed-by-border-farmer",
  "maps-setup-city-closed-by-placed-tile-farmer",
  "maps-setup-city-closed-between-start-tiles-farmer",
  "maps-setup-city-closed-by-blocked-square-farmer",
};

static const char *const map_ids[] = { "usa-west", "usa-east", "usa-both" };

static TlTileSet *tileset;
static TlMapLayout *layouts[G_N_ELEMENTS (map_ids)];
static TlTileSet *full_decks[G_N_ELEMENTS (map_ids)];   /* the Maps deck of each map */

static TlRecord *
new_header (guint map, TlTileSet *set, guint n_players, const gint *levels, guint64 seed)
{
  static const gint level0[TL_MAX_PLAYERS] = { 0 };
  TlRecord *header = tl_record_new ("carcassonne", set);

  g_ptr_array_add (header->expansions, g_strdup ("map-chips"));
  header->map = g_strdup (map_ids[map]);
  header->map_layout = tl_map_layout_ref (layouts[map]);
  tl_random_game_add_players (header, n_players, levels != NULL ? levels : level0);
  header->seed = seed;
  return header;
}

/* §2: the default setup deals on every start square, town and outlined square. */
static void
test_default_setup (void)
{
  static const struct {
    guint starts, chips;
    const char *cells;
  } want[] = {
    { 2, 15, "(4,2) (10,8)" },
    { 2, 15, "(5,3) (11,7)" },
    { 4, 30, "(4,2) (20,3) (26,7) (10,8)" },
  };

  for (guint m = 0; m < G_N_ELEMENTS (map_ids); m++)
    {
      g_autoptr(TlRecord) header = new_header (m, tileset, 2, NULL, 77 + m);
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) cells = g_string_new (NULL);
      TlGameState *game = tl_game_state_new (header, &error);
      const TlRecord *record;
      guint per_kind[TL_N_MAP_COLORS][2] = { { 0 } };
      guint chips_left, face_down_left, removed, outlined = tl_map_layout_count (layouts[m], TL_MAP_OUTLINED);

      g_assert_no_error (error);
      record = tl_game_state_record (game);
      g_assert_true (tl_game_state_map (game) == layouts[m]);
      g_assert_cmpuint (record->setup_start->len, ==, want[m].starts);
      for (guint i = 0; i < record->setup_start->len; i++)
        {
          const TlSetupTile *t = &g_array_index (record->setup_start, TlSetupTile, i);

          g_string_append_printf (cells, "%s(%d,%d)", i ? " " : "", t->x, t->y);
          g_assert_cmpint (tl_map_layout_cell (layouts[m], t->x, t->y)->kind, ==, TL_MAP_START);
          g_assert_cmpuint (t->r, ==, 0);
          if (i == 0)
            g_assert_cmpstr (tl_tile_set_type (tileset, t->type)->id, ==, "D");
        }
      g_assert_cmpstr (cells->str, ==, want[m].cells);
      g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, want[m].starts);

      g_assert_cmpuint (record->setup_chips->len, ==, want[m].chips);
      for (guint i = 0; i < record->setup_chips->len; i++)
        {
          const TlSetupChip *c = &g_array_index (record->setup_chips, TlSetupChip, i);
          TlMapColor color;

          g_assert_cmpint (tl_map_layout_cell (layouts[m], c->x, c->y)->kind, ==, TL_MAP_TOWN);
          g_assert_true (tl_map_chips_chip_at (game, c->x, c->y, &color));
          g_assert_cmpint (color, ==, c->color);
          per_kind[c->color][c->value - 1]++;
        }
      for (guint col = 0; col < TL_N_MAP_COLORS; col++)
        {
          g_assert_cmpuint (per_kind[col][0], <=, TL_CHIPS_PER_COLOR_1);
          g_assert_cmpuint (per_kind[col][1], <=, TL_CHIPS_PER_COLOR_2);
          if (want[m].chips == 30)   /* both maps: all 30 chips */
            {
              g_assert_cmpuint (per_kind[col][0], ==, TL_CHIPS_PER_COLOR_1);
              g_assert_cmpuint (per_kind[col][1], ==, TL_CHIPS_PER_COLOR_2);
            }
        }

      g_assert_cmpuint (record->setup_face_down->len, ==, outlined);
      for (guint i = 0; i < record->setup_face_down->len; i++)
        {
          const TlSetupTile *t = &g_array_index (record->setup_face_down, TlSetupTile, i);
          TlMapColor color;

          g_assert_true (tl_map_chips_face_down_at (game, t->x, t->y, &color));
          g_assert_cmpint (color, ==, tl_map_layout_cell (layouts[m], t->x, t->y)->color);
          for (guint p = 0; p < 2; p++)
            g_assert_cmpint (tl_map_chips_peeked (game, p, t->x, t->y), ==, -1);
        }
      tl_map_chips_counts (game, &chips_left, &face_down_left, &removed);
      g_assert_cmpuint (chips_left, ==, want[m].chips);
      g_assert_cmpuint (face_down_left, ==, outlined);
      g_assert_cmpuint (removed, ==, 0);
      g_assert_cmpuint (tl_game_state_tiles_left (game), ==, BASE_TILES - want[m].starts - outlined);
      tl_game_state_free (game);
    }
}

/* A setup whose start tiles do not fit together is refused also when the caller
 * asks for no error (it read the error it was not given, and crashed). */
static void
test_bad_setup_no_error (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TL_TEST_FIXTURES") ? g_getenv ("TL_TEST_FIXTURES")
                                                                          : TL_TEST_FIXTURES,
                                            "maps", "maps-setup-tiles-sides-refused.tilelands", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_null (tl_game_state_new (record, NULL));
  g_assert_null (tl_game_state_new (record, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP);
  g_assert_true (g_str_has_prefix (error->message, "start tile "));
}

/* Live play of docs/rules/maps.md §3.6 case 3 through the API: the peek, the reveal waiting
 * (no follower spot until it is resolved), then spots only on the tile placed. */
static void
test_live_reveal (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TL_TEST_FIXTURES") ? g_getenv ("TL_TEST_FIXTURES")
                                                                          : TL_TEST_FIXTURES,
                                            "maps", "chips-3-reveal-peeked-tile-fits.tilelands", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_file (path, &error);
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (TlFollowerSpot));
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (gint));
  TlGameState *game;
  TlMapColor color;
  int b = tl_tile_set_lookup (tileset, "B"), u = tl_tile_set_lookup (tileset, "U");
  const TlPlacedTile *placed;

  g_assert_no_error (error);
  game = tl_game_state_new (record, &error);
  g_assert_no_error (error);

  /* turn 1: Red on the purple chip, looks at (6,1) */
  g_assert_cmpint (tl_game_state_draw (game, u, NULL, &error), ==, TL_DRAW_PLACEABLE);
  g_assert_true (tl_game_state_place (game, 8, 2, 0, &error));
  g_assert_true (tl_map_chips_can_peek (game, &color));
  g_assert_cmpint (color, ==, TL_MAP_PURPLE);
  g_assert_cmpint (tl_map_chips_peek (game, 5, 3, &error), ==, -1);
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_true (tl_map_chips_can_peek (game, NULL));
  g_assert_cmpint (tl_map_chips_peek (game, 6, 1, &error), ==, b);
  g_assert_no_error (error);
  g_assert_false (tl_map_chips_can_peek (game, NULL));
  g_assert_cmpint (tl_map_chips_peek (game, 6, 1, &error), ==, -1);
  g_clear_error (&error);
  g_assert_cmpint (tl_map_chips_peeked (game, 0, 6, 1), ==, b);
  g_assert_cmpint (tl_map_chips_peeked (game, 1, 6, 1), ==, -1);
  g_assert_false (tl_game_state_busy (game));
  g_assert_true (tl_game_state_end_turn (game, &error));

  /* turn 2: Blue beside (6,1); the reveal waits */
  g_assert_cmpint (tl_game_state_draw (game, u, NULL, &error), ==, TL_DRAW_PLACEABLE);
  g_assert_false (tl_game_state_place (game, 6, 1, 0, &error));   /* a face-down tile lies there */
  g_clear_error (&error);
  g_assert_true (tl_game_state_place (game, 6, 2, 0, &error));
  g_assert_false (tl_map_chips_can_peek (game, NULL));
  g_assert_true (tl_game_state_busy (game));
  g_assert_cmpuint (tl_map_chips_pending_reveals (game, pending), ==, 1);
  g_assert_cmpint (g_array_index (pending, gint, 0), ==, 6);
  g_assert_cmpint (g_array_index (pending, gint, 1), ==, 1);
  g_assert_cmpint (tl_map_chips_reveal_tile (game, 6, 1), ==, b);
  g_assert_cmpuint (tl_map_chips_reveal_rotations (game, 6, 1), ==, 0xf);
  g_assert_cmpuint (tl_game_state_follower_spots (game, spots), ==, 0);
  g_assert_false (tl_game_state_deploy (game, TL_PORT_W, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_true (tl_map_chips_reveal (game, 6, 1, 3, &error));
  g_assert_no_error (error);
  g_assert_false (tl_game_state_busy (game));
  g_assert_cmpint (tl_game_state_player (game, 1)->score, ==, 2);
  g_assert_cmpint (tl_game_state_player (game, 1)->bonus, ==, 2);
  g_assert_false (tl_map_chips_face_down_at (game, 6, 1, NULL));
  g_assert_cmpint (tl_map_chips_peeked (game, 0, 6, 1), ==, -1);
  placed = tl_board_tile (tl_game_state_board (game),
                          tl_board_tile_at (tl_game_state_board (game), 6, 1));
  g_assert_cmpint (placed->type, ==, b);
  g_assert_cmpuint (placed->r, ==, 3);
  /* spots: the road and the two fields of U at (6,2); never the monastery at (6,1) */
  g_assert_cmpuint (tl_game_state_follower_spots (game, spots), ==, 3);
  for (guint i = 0; i < spots->len; i++)
    g_assert_cmpint (g_array_index (spots, TlFollowerSpot, i).kind, !=, TL_SEGMENT_MONASTERY);
  g_assert_false (tl_game_state_deploy (game, TL_PORT_C, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_true (tl_game_state_deploy (game, TL_PORT_W, &error));
  g_assert_true (tl_game_state_end_turn (game, &error));
  g_assert_no_error (error);
  tl_game_state_free (game);
}

/* ---- random games ---- */

typedef struct {
  guint games, turns, discards, chips, peeks, refused_peeks, reveals_placed, reveals_removed;
  guint inner_farmers, nine_meeple_games;
  guint level1_seats, api_games, negative_finals;
  guint per_map[G_N_ELEMENTS (map_ids)];
  gint64 points;
} Totals;

/* Looks at a random face-down tile of the chip's colour (after a look at another
 * colour, which must be refused). */
static void
api_peek (TlGameState *game, TlRng *rng, Totals *totals)
{
  const TlMapLayout *map = tl_game_state_map (game);
  g_autoptr(GArray) same = g_array_new (FALSE, FALSE, sizeof (gint));
  g_autoptr(GArray) other = g_array_new (FALSE, FALSE, sizeof (gint));
  g_autoptr(GError) error = NULL;
  guint me = tl_game_state_current_player (game);
  TlMapColor color, c;
  gint x, y;
  guint k;
  int seen;

  if (!tl_map_chips_can_peek (game, &color))
    return;
  for (guint yy = 0; yy < map->height; yy++)
    for (guint xx = 0; xx < map->width; xx++)
      if (tl_map_chips_face_down_at (game, xx, yy, &c))
        {
          gint cell[2] = { xx, yy };

          g_array_append_vals (c == color ? same : other, cell, 2);
        }
  g_assert_cmpuint (same->len, >, 0);   /* can_peek says a tile of the colour is left */
  if (other->len > 0)
    {
      g_assert_cmpint (tl_map_chips_peek (game, g_array_index (other, gint, 0),
                                          g_array_index (other, gint, 1), &error), ==, -1);
      g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
      g_clear_error (&error);
      totals->refused_peeks++;
    }
  k = tl_rng_below (rng, same->len / 2);
  x = g_array_index (same, gint, 2 * k);
  y = g_array_index (same, gint, 2 * k + 1);
  seen = tl_map_chips_peek (game, x, y, &error);
  g_assert_no_error (error);
  g_assert_cmpint (seen, >=, 0);
  g_assert_cmpint (tl_map_chips_peeked (game, me, x, y), ==, seen);
  g_assert_false (tl_map_chips_can_peek (game, NULL));
  totals->peeks++;
}

/* Resolves the waiting reveals one by one, in a random order and rotation. */
static void
api_reveals (TlGameState *game, TlRng *rng)
{
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (gint));
  g_autoptr(GError) error = NULL;

  while (tl_map_chips_pending_reveals (game, pending) > 0)
    {
      guint k = tl_rng_below (rng, pending->len / 2);
      gint x = g_array_index (pending, gint, 2 * k), y = g_array_index (pending, gint, 2 * k + 1);
      guint mask = tl_map_chips_reveal_rotations (game, x, y);
      gint r = -1;

      g_assert_true (tl_game_state_busy (game));
      g_assert_cmpint (tl_map_chips_reveal_tile (game, x, y), >=, 0);
      if (mask != 0)
        do
          r = tl_rng_below (rng, 4);
        while (!(mask & (1u << r)));
      if (!tl_map_chips_reveal (game, x, y, r, &error))
        g_error ("reveal (%d, %d) r%d: %s", x, y, r, error->message);
      g_array_set_size (pending, 0);
    }
  g_assert_false (tl_game_state_busy (game));
}

/* One turn through the API: returns FALSE when the game is over instead. */
static gboolean
api_turn (TlGameState *game, gint level, TlRng *rng, Totals *totals)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (TlFollowerSpot));
  TlAiMove move;

  if (!tl_game_state_draw_next (game))
    return FALSE;
  g_assert_true (tl_ai_choose (game, level, rng, &move));
  if (!tl_game_state_choose_tile (game, move.tile, &error) ||
      !tl_game_state_place (game, move.place.x, move.place.y, move.place.r, &error))
    g_error ("api turn: %s", error->message);
  api_peek (game, rng, totals);
  api_reveals (game, rng);
  tl_game_state_follower_spots (game, spots);
  if (move.deploy)
    for (guint i = 0; i < spots->len; i++)
      if (g_array_index (spots, TlFollowerSpot, i).port == move.port)
        {
          if (!tl_game_state_deploy (game, move.port, &error))
            g_error ("api turn: %s", error->message);
          break;
        }
  if (!tl_game_state_end_turn (game, &error))
    g_error ("api turn: %s", error->message);
  return TRUE;
}

/* The played game and its replay end the same. */
static void
check_same_end (TlGameState *a, TlGameState *b, guint seed)
{
  const GArray *ea = tl_game_state_events (a), *eb = tl_game_state_events (b);
  guint n = tl_game_state_n_players (a);
  guint ca[3], cb[3];

  g_assert_cmpint (tl_game_state_phase (b), ==, TL_PHASE_OVER);
  g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (b)), ==,
                    tl_board_n_tiles (tl_game_state_board (a)));
  for (guint p = 0; p < n; p++)
    {
      const TlPlayerState *pa = tl_game_state_player (a, p), *pb = tl_game_state_player (b, p);

      if (pa->score != pb->score || pa->bonus != pb->bonus || pa->supply != pb->supply ||
          memcmp (pa->by_kind, pb->by_kind, sizeof pa->by_kind) != 0)
        g_error ("game %u: player %u scored %d (bonus %d), the replay of its saved record %d (bonus %d)",
                 seed, p, pa->score, pa->bonus, pb->score, pb->bonus);
    }
  if (ea->len != eb->len)
    g_error ("game %u: %u scoring events, the replay %u", seed, ea->len, eb->len);
  tl_map_chips_counts (a, &ca[0], &ca[1], &ca[2]);
  tl_map_chips_counts (b, &cb[0], &cb[1], &cb[2]);
  g_assert_true (memcmp (ca, cb, sizeof ca) == 0);
}

/* docs/rules/maps.md §1 [derived]: once no empty square can take a tile, every tile drawn is
 * discarded and the game ends with the stack. On a map of two squares the start
 * tile D fills one; the first tile with a road on its west side fills the other.
 * The record keeps the last discards as a turn of their own and replays. */
static void
test_full_map_ends (void)
{
  static const char strip[] = "{\"format\":\"tilelands-map\",\"version\":1,\"id\":\"strip\",\"name\":\"Strip\",\"width\":2,\"height\":1,"
                              "\"cells\":[\"S.\"]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) header = tl_record_new ("carcassonne", tileset);
  g_autoptr(TlRecord) loaded = NULL;
  g_autofree char *data = NULL;
  const TlRecord *record;
  const TlTurnRecord *last;
  TlGameState *game, *replay;
  guint discards = 0;
  TlRng rng;

  tl_record_add_player (header, "A", "red", TL_PLAYER_AI, 1);
  tl_record_add_player (header, "B", "blue", TL_PLAYER_AI, 0);
  header->map_layout = tl_map_format_load_data (strip, -1, "strip.json", &error);
  g_assert_no_error (error);
  header->map = g_strdup ("strip");
  header->map_inline = TRUE;
  header->seed = 31;
  game = tl_game_state_new (header, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, BASE_TILES - 1);
  tl_rng_init (&rng, 5);
  g_assert_true (tl_ai_play_turn (game, 1, &rng));
  g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, 2);
  g_assert_false (tl_ai_play_turn (game, 0, &rng));
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_OVER);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, 0);

  record = tl_game_state_record (game);
  g_assert_cmpuint (record->turns->len, ==, 2);
  for (guint i = 0; i < record->turns->len; i++)
    {
      const TlTurnRecord *t = &g_array_index (record->turns, TlTurnRecord, i);

      discards += t->discard ? t->discard->len : 0;
    }
  last = &g_array_index (record->turns, TlTurnRecord, 1);
  g_assert_false (last->has_place);
  g_assert_cmpuint (2 + discards, ==, BASE_TILES);

  data = tl_record_format_to_data (record, NULL);
  loaded = tl_record_format_load_data (data, -1, "strip.tilelands", &error);
  g_assert_no_error (error);
  g_assert_true (loaded->map_inline);
  replay = tl_replay_record_state (loaded, "strip.tilelands", FALSE, &error);
  g_assert_no_error (error);
  check_same_end (game, replay, 31);
  tl_game_state_free (replay);
  tl_game_state_free (game);
}

/* Farmers standing on an inner field (port F), to show the games reach them. */
static guint
count_inner_farmers (TlGameState *game)
{
  const TlBoard *board = tl_game_state_board (game);
  const GArray *followers = tl_features_followers (tl_board_features_const (board));
  guint n = 0;

  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);
      const TlPlacedTile *t = tl_board_tile (board, f->tile);
      const TlTileType *type = tl_tile_set_type (tl_game_state_tile_set (game), t->type);

      n += f->segment - t->seg_base == type->inner_segment;
    }
  return n;
}

static void
play_one (guint index, gboolean full_deck, Totals *totals)
{
  guint seed = (full_deck ? 20000 : 7000) + index;
  guint map = index % G_N_ELEMENTS (map_ids);
  TlTileSet *set = full_deck ? full_decks[map] : tileset;
  guint set_tiles = set->total_tiles;
  guint meeples = full_deck && (index / G_N_ELEMENTS (map_ids)) % 2 ? 9 : FOLLOWERS_PER_PLAYER;
  guint n_players = 2 + (index / 3) % 4;
  gboolean api = index % 5 == 1;
  gint levels[TL_MAX_PLAYERS];
  g_autoptr(TlRecord) header = NULL;
  g_autoptr(TlRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  guint n_start, chips_dealt, face_down_dealt, turns = 0, discarded = 0;
  guint chips_left, face_down_left, removed, chip_events = 0, placed_reveals = 0, removed_reveals = 0;
  gint event_sum[TL_MAX_PLAYERS] = { 0 }, bonus_sum[TL_MAX_PLAYERS] = { 0 };
  const TlMapLayout *layout = layouts[map];
  const TlRecord *record;
  const GArray *events;
  TlGameState *game, *replay;
  TlRng rng;
  gsize length = 0;

  for (guint p = 0; p < n_players; p++)
    {
      /* level 1 (greedy) for one seat in every fourth game, for all seats in every 25th */
      levels[p] = (index % 25 == 24 || (index % 4 == 3 && p == index % n_players)) ? 1 : 0;
      totals->level1_seats += levels[p];
    }
  header = new_header (map, set, n_players, levels, seed);
  if (meeples != FOLLOWERS_PER_PLAYER)
    header->options.meeples = meeples;
  totals->nine_meeple_games += meeples == 9;
  game = tl_game_state_new (header, &error);
  g_assert_no_error (error);
  record = tl_game_state_record (game);
  n_start = record->setup_start->len;
  chips_dealt = record->setup_chips->len;
  face_down_dealt = record->setup_face_down->len;
  g_assert_cmpuint (n_start, ==, tl_map_layout_count (layout, TL_MAP_START));
  g_assert_cmpuint (chips_dealt, ==, tl_map_layout_count (layout, TL_MAP_TOWN));
  g_assert_cmpuint (face_down_dealt, ==, tl_map_layout_count (layout, TL_MAP_OUTLINED));
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, set_tiles - n_start - face_down_dealt);
  tl_rng_init (&rng, seed * 7919u + 17);

  for (;;)
    {
      guint player = tl_game_state_current_player (game);
      guint left = tl_game_state_tiles_left (game);
      guint tiles = tl_board_n_tiles (tl_game_state_board (game));
      gboolean more;

      g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_DRAW);
      more = api ? api_turn (game, levels[player], &rng, totals)
                 : tl_ai_play_turn (game, levels[player], &rng);
      if (!more)
        {
          /* the stack ran out, possibly after discarding the last unplaceable tiles */
          g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_OVER);
          g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, tiles);
          discarded += left;
          break;
        }
      turns++;
      if (turns > set_tiles)
        g_error ("game %u: more than %u turns", seed, set_tiles);
      g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), >, tiles);
      discarded += left - tl_game_state_tiles_left (game) - 1;
      tl_random_game_check_followers (game, meeples, seed, turns);
      if (tl_game_state_phase (game) == TL_PHASE_OVER)
        break;
      g_assert_cmpuint (tl_game_state_current_player (game), ==, (player + 1) % n_players);
    }

  /* the end */
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_OVER);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, 0);
  tl_map_chips_counts (game, &chips_left, &face_down_left, &removed);
  events = tl_game_state_events (game);
  for (guint i = 0; i < events->len; i++)
    {
      const TlScoreEvent *e = &g_array_index (events, TlScoreEvent, i);
      gint total = 0;

      for (guint p = 0; p < n_players; p++)
        {
          event_sum[p] += e->points[p];
          total += e->points[p];
          if (e->source != TL_SCORE_FEATURE)
            bonus_sum[p] += e->points[p];
        }
      if (e->source == TL_SCORE_CHIP)
        {
          g_assert_true (total == 1 || total == 2);
          g_assert_cmpint (tl_map_layout_cell (layout, e->x, e->y)->kind, ==, TL_MAP_TOWN);
          chip_events++;
        }
      else if (e->source == TL_SCORE_REVEAL)
        {
          g_assert_true (total == 2 || total == -2);
          g_assert_cmpint (tl_map_layout_cell (layout, e->x, e->y)->kind, ==, TL_MAP_OUTLINED);
          if (total > 0)
            placed_reveals++;
          else
            removed_reveals++;
        }
      else
        g_assert_cmpint (e->source, ==, TL_SCORE_FEATURE);
    }
  for (guint p = 0; p < n_players; p++)
    {
      const TlPlayerState *ps = tl_game_state_player (game, p);

      g_assert_cmpint (ps->score, ==, event_sum[p]);
      g_assert_cmpint (ps->bonus, ==, bonus_sum[p]);
      totals->points += ps->score;
      totals->negative_finals += ps->score < 0;
    }

  if (chip_events + chips_left != chips_dealt)
    g_error ("game %u: %u chips collected + %u left != %u dealt", seed, chip_events, chips_left, chips_dealt);
  g_assert_cmpuint (removed, ==, removed_reveals);
  g_assert_cmpuint (placed_reveals + removed_reveals + face_down_left, ==, face_down_dealt);
  g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, n_start + turns + placed_reveals);
  if (tl_board_n_tiles (tl_game_state_board (game)) + discarded + face_down_left + removed != set_tiles)
    g_error ("game %u: %u on the board + %u discarded + %u face down + %u removed != %u", seed,
             tl_board_n_tiles (tl_game_state_board (game)), discarded, face_down_left, removed, set_tiles);
  totals->inner_farmers += count_inner_farmers (game);
  for (guint i = 0; i < tl_board_n_tiles (tl_game_state_board (game)); i++)
    {
      const TlPlacedTile *t = tl_board_tile (tl_game_state_board (game), i);

      g_assert_true (tl_map_layout_playable (layout, t->x, t->y));
      g_assert_false (tl_map_chips_face_down_at (game, t->x, t->y, NULL));
      g_assert_false (tl_map_chips_chip_at (game, t->x, t->y, NULL));
    }

  /* save → load → replay through the formats */
  loaded = tl_random_game_save_load (tl_game_state_record (game), "random.tilelands", seed,
                                     &data, &length);
  replay = tl_random_game_replay (loaded, "random.tilelands", seed);
  check_same_end (game, replay, seed);
  /* every reveal is in the record, removed ones too: the same events in the same order */
  tl_random_game_check_same_result (game, replay, seed);

  totals->games++;
  totals->turns += turns;
  totals->discards += discarded;
  totals->chips += chip_events;
  totals->reveals_placed += placed_reveals;
  totals->reveals_removed += removed_reveals;
  totals->api_games += api;
  totals->per_map[map]++;
  tl_game_state_free (replay);
  tl_game_state_free (game);
}

/* A saved map game goes on with the stack it had: the replay of its record
 * after a few turns holds the same tiles in the same order (maps with two or
 * four start squares draw all but the first start tile from the stack). */
static void
test_replay_keeps_stack (void)
{
  for (guint m = 0; m < G_N_ELEMENTS (map_ids); m++)
    for (guint seed = 1; seed <= 20; seed++)
      {
        g_autoptr(TlRecord) header = new_header (m, tileset, 2 + seed % 4, NULL, seed);
        g_autoptr(GError) error = NULL;
        TlGameState *game = tl_game_state_new (header, &error), *replay;
        TlRng rng;

        g_assert_no_error (error);
        tl_rng_init (&rng, seed);
        for (guint turn = 0; turn < 6; turn++)
          g_assert_true (tl_ai_play_turn (game, 0, &rng));
        replay = tl_game_state_replay (tl_game_state_record (game), &error);
        g_assert_no_error (error);
        tl_random_game_check_same_stack (game, replay, seed);
        tl_game_state_free (replay);
        tl_game_state_free (game);
      }
}

static void
report (const Totals *totals)
{
  g_test_message ("%u games (%u / %u / %u on USA West / East / both; %u through the API): "
                  "%u turns, %u discards, %u chips, %u peeks (%u refused), %u reveals placed, "
                  "%u removed, %u level-1 seats, %u negative final scores, %" G_GINT64_FORMAT " points",
                  totals->games, totals->per_map[0], totals->per_map[1], totals->per_map[2],
                  totals->api_games, totals->turns, totals->discards, totals->chips, totals->peeks,
                  totals->refused_peeks, totals->reveals_placed, totals->reveals_removed,
                  totals->level1_seats, totals->negative_finals, totals->points);
}

/* The Maps deck: N games on each map, every second one with 9 meeples. */
static void
test_random_games_full_deck (void)
{
  guint n = tl_random_game_count (1000);
  Totals totals = { 0 };

  for (guint i = 0; i < n * G_N_ELEMENTS (map_ids); i++)
    play_one (i, TRUE, &totals);
  report (&totals);
  g_test_message ("%u games with 9 meeples, %u farmers on inner fields at the end",
                  totals.nine_meeple_games, totals.inner_farmers);
  g_assert_cmpuint (totals.games, ==, n * G_N_ELEMENTS (map_ids));
  for (guint m = 0; m < G_N_ELEMENTS (map_ids); m++)
    g_assert_cmpuint (totals.per_map[m], ==, n);
  if (n >= 100)
    {
      g_assert_cmpuint (totals.nine_meeple_games, >, 0);
      g_assert_cmpuint (totals.reveals_placed, >, 0);
      g_assert_cmpuint (totals.reveals_removed, >, 0);
    }
}

static void
test_random_games (void)
{
  guint n = tl_random_game_count (1000);
  Totals totals = { 0 };

  for (guint i = 0; i < n; i++)
    play_one (i, FALSE, &totals);
  report (&totals);
  g_assert_cmpuint (totals.games, ==, n);
  if (n >= 100)
    {
      g_assert_cmpuint (totals.peeks, >, 0);
      g_assert_cmpuint (totals.reveals_placed, >, 0);
      g_assert_cmpuint (totals.reveals_removed, >, 0);
    }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tileset = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  g_assert_no_error (error);
  for (guint m = 0; m < G_N_ELEMENTS (map_ids); m++)
    {
      layouts[m] = tl_map_format_load_builtin (map_ids[m], &error);
      g_assert_no_error (error);
      full_decks[m] = tl_tileset_format_load_map_deck (layouts[m], FALSE, &error);
      g_assert_no_error (error);
    }

  tl_fixture_add_tests ("maps", required_fixtures, G_N_ELEMENTS (required_fixtures));
  g_test_add_func ("/maps/default-setup", test_default_setup);
  g_test_add_func ("/maps/live-reveal", test_live_reveal);
  g_test_add_func ("/maps/bad-setup-no-error", test_bad_setup_no_error);
  g_test_add_func ("/maps/full-map-ends", test_full_map_ends);
  g_test_add_func ("/maps/replay-keeps-stack", test_replay_keeps_stack);
  g_test_add_func ("/maps/random-games", test_random_games);
  g_test_add_func ("/maps/random-games-full-deck", test_random_games_full_deck);
  status = g_test_run ();
  for (guint m = 0; m < G_N_ELEMENTS (map_ids); m++)
    g_clear_pointer (&full_decks[m], tl_tile_set_unref);
  return status;
}
