/* test-legality.c — tile placement and meeple placement legality (docs/rules/base-game.md §3.1, §3.2)
 *
 * The expected answers are computed here from the side kinds of docs/rules/base-game.md §5
 * (the "edges N E S W" column), not from the engine's tile data, so a wrong tile
 * set, a wrong rotation or a wrong matching rule all make these tests fail.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "tl-engine.h"
#include "tl-tileset-format.h"

/* docs/rules/base-game.md §5: id, count, edges N E S W (C city, R road, F field). */
static const struct {
  const char *id;
  guint count;
  const char *edges;
} ref_tiles[] = {
  { "A", 2, "FFRF" }, { "B", 4, "FFFF" }, { "C", 1, "CCCC" }, { "D", 4, "CRFR" },
  { "E", 5, "CFFF" }, { "F", 2, "FCFC" }, { "G", 1, "FCFC" }, { "H", 3, "CFCF" },
  { "I", 2, "CFFC" }, { "J", 3, "CRRF" }, { "K", 3, "CFRR" }, { "L", 3, "CRRR" },
  { "M", 2, "CFFC" }, { "N", 3, "CFFC" }, { "O", 2, "CRRC" }, { "P", 3, "CRRC" },
  { "Q", 1, "CCFC" }, { "R", 3, "CCFC" }, { "S", 2, "CCRC" }, { "T", 1, "CCRC" },
  { "U", 8, "FRFR" }, { "V", 9, "FFRR" }, { "W", 4, "FRRR" }, { "X", 1, "RRRR" },
};
#define N_REF G_N_ELEMENTS (ref_tiles)

/* Neighbour offsets by board side N, E, S, W. */
static const gint dx[4] = { 0, 1, 0, -1 };
static const gint dy[4] = { -1, 0, 1, 0 };

static TlTileSet *tileset;
static guint type_of[N_REF];  /* ref index → tile type index in the set */

/* The kind letter a tile shows on board side @side when rotated by @r:
 * rotation r moves tile side s to board side s + r, so board side s shows tile side s - r. */
static char
ref_side (guint ref, guint side, guint r)
{
  return ref_tiles[ref].edges[(side + 4 - (r % 4)) % 4];
}

static TlSegmentKind
kind_of_letter (char c)
{
  switch (c)
    {
    case 'C':
      return TL_SEGMENT_CITY;
    case 'R':
      return TL_SEGMENT_ROAD;
    default:
      return TL_SEGMENT_FIELD;
    }
}

static void
load_tileset (void)
{
  g_autoptr(GError) error = NULL;

  tileset = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  g_assert_no_error (error);
  g_assert_nonnull (tileset);
  for (guint i = 0; i < N_REF; i++)
    {
      int t = tl_tile_set_lookup (tileset, ref_tiles[i].id);

      if (t < 0)
        g_error ("tile %s is not in the built-in tile set", ref_tiles[i].id);
      type_of[i] = t;
    }
}

/* The built-in tile set agrees with docs/rules/base-game.md §5: counts and side kinds in every
 * rotation (checks the data and the rotation rule (i + 3r) mod 12 together). */
static void
test_tile_sides (void)
{
  guint total = 0;

  g_assert_cmpuint (tileset->types->len, ==, N_REF);
  for (guint i = 0; i < N_REF; i++)
    {
      const TlTileType *type = tl_tile_set_type (tileset, type_of[i]);

      g_assert_cmpuint (type->count, ==, ref_tiles[i].count);
      total += type->count;
      for (guint r = 0; r < 4; r++)
        for (guint side = 0; side < 4; side++)
          {
            int kind = tl_tile_type_side_kind (type, side, r);

            if (kind != (int) kind_of_letter (ref_side (i, side, r)))
              g_test_fail_printf ("tile %s r%u side %u: engine kind %d, expected %c",
                                  ref_tiles[i].id, r, side, kind, ref_side (i, side, r));
          }
    }
  g_assert_cmpuint (total, ==, 72);
  g_assert_cmpuint (tileset->total_tiles, ==, 72);
  g_assert_cmpint (tileset->start_type, ==, (int) type_of[3] /* D */);
}

/* Every type in every rotation against one neighbour of every type in every rotation,
 * on each of the four sides: accepted exactly when the touching sides have the same
 * kind. Also: corner-only contact and the occupied cell are always refused. */
static void
test_single_neighbour (void)
{
  guint accepted = 0, refused = 0;

  for (guint n = 0; n < N_REF; n++)
    for (guint rn = 0; rn < 4; rn++)
      {
        TlBoard *board = tl_board_new (tileset, 8);

        tl_board_place (board, type_of[n], 0, 0, rn);
        g_assert_cmpint (tl_board_tile_at (board, 0, 0), ==, 0);

        for (guint c = 0; c < N_REF; c++)
          for (guint rc = 0; rc < 4; rc++)
            {
              for (guint side = 0; side < 4; side++)
                {
                  gboolean want = ref_side (n, side, rn) == ref_side (c, (side + 2) % 4, rc);
                  gboolean got = tl_board_fits (board, type_of[c], dx[side], dy[side], rc);

                  if (want != got)
                    g_test_fail_printf ("%s r%u at (%d,%d) next to %s r%u at (0,0): fits=%d, expected %d",
                                        ref_tiles[c].id, rc, dx[side], dy[side],
                                        ref_tiles[n].id, rn, got, want);
                  if (want)
                    accepted++;
                  else
                    refused++;
                }
              /* Corner contact only. */
              for (gint ddx = -1; ddx <= 1; ddx += 2)
                for (gint ddy = -1; ddy <= 1; ddy += 2)
                  if (tl_board_fits (board, type_of[c], ddx, ddy, rc))
                    g_test_fail_printf ("%s r%u at (%d,%d) touches %s only at a corner but fits",
                                        ref_tiles[c].id, rc, ddx, ddy, ref_tiles[n].id);
              /* No contact at all. */
              if (tl_board_fits (board, type_of[c], 2, 0, rc))
                g_test_fail_printf ("%s r%u at (2,0) touches nothing but fits", ref_tiles[c].id, rc);
              /* Occupied cell. */
              if (tl_board_fits (board, type_of[c], 0, 0, rc))
                g_test_fail_printf ("%s r%u fits on the occupied cell (0,0)", ref_tiles[c].id, rc);
            }
        tl_board_free (board);
      }

  /* 96 × 96 × 4 pairs; the counts follow from the side-kind frequencies:
   * over all 96 (type, rotation), each side shows C 34 times... computed here. */
  {
    guint per_kind[3] = { 0 }; /* per side: C, R, F occurrences over (type, rotation) */
    guint expected_accepted = 0;

    for (guint t = 0; t < N_REF; t++)
      for (guint r = 0; r < 4; r++)
        {
          char k = ref_side (t, 0, r);
          per_kind[k == 'C' ? 0 : k == 'R' ? 1 : 2]++;
        }
    for (guint k = 0; k < 3; k++)
      expected_accepted += per_kind[k] * per_kind[k];
    expected_accepted *= 4;
    g_assert_cmpuint (accepted, ==, expected_accepted);
    g_assert_cmpuint (accepted + refused, ==, 96 * 96 * 4);
    g_assert_cmpuint (refused, >, 0);
  }
}

typedef struct {
  gboolean present[4];
  guint type[4];   /* ref index of the neighbour on each side of the hole */
  guint r[4];
} Hole;

static gboolean
hole_expected (const Hole *hole, guint c, guint rc)
{
  for (guint side = 0; side < 4; side++)
    if (hole->present[side] &&
        ref_side (c, side, rc) != ref_side (hole->type[side], (side + 2) % 4, hole->r[side]))
      return FALSE;
  return TRUE;
}

static TlBoard *
hole_board (const Hole *hole)
{
  TlBoard *board = tl_board_new (tileset, 8);

  for (guint side = 0; side < 4; side++)
    if (hole->present[side])
      tl_board_place (board, type_of[hole->type[side]], dx[side], dy[side], hole->r[side]);
  return board;
}

/* Holes at (0,0) with 2, 3 or 4 neighbours: every candidate in every rotation is
 * accepted exactly when all touching sides match. Half of the holes are built around
 * a chosen candidate so that accepted answers occur with 3 and 4 neighbours too. */
static void
test_holes (void)
{
  TlRng rng;
  guint accepted_by_n[5] = { 0 }, refused_by_n[5] = { 0 };

  tl_rng_init (&rng, 20260101);
  for (guint iter = 0; iter < 600; iter++)
    {
      Hole hole = { { FALSE } };
      guint n_present = 0;
      TlBoard *board;

      for (guint side = 0; side < 4; side++)
        hole.present[side] = tl_rng_below (&rng, 4) != 0;
      for (guint side = 0; side < 4; side++)
        n_present += hole.present[side];
      if (n_present < 2)
        {
          hole.present[0] = hole.present[2] = TRUE;
          n_present = 0;
          for (guint side = 0; side < 4; side++)
            n_present += hole.present[side];
        }

      if (iter % 2 == 0)
        {
          /* Random neighbours. */
          for (guint side = 0; side < 4; side++)
            {
              hole.type[side] = tl_rng_below (&rng, N_REF);
              hole.r[side] = tl_rng_below (&rng, 4);
            }
        }
      else
        {
          /* Neighbours chosen to match a candidate on every side. */
          guint c = tl_rng_below (&rng, N_REF), rc = tl_rng_below (&rng, 4);

          for (guint side = 0; side < 4; side++)
            {
              char want = ref_side (c, side, rc);

              do
                {
                  hole.type[side] = tl_rng_below (&rng, N_REF);
                  hole.r[side] = tl_rng_below (&rng, 4);
                }
              while (ref_side (hole.type[side], (side + 2) % 4, hole.r[side]) != want);
            }
          g_assert_true (hole_expected (&hole, c, rc));
        }

      board = hole_board (&hole);
      for (guint c = 0; c < N_REF; c++)
        for (guint rc = 0; rc < 4; rc++)
          {
            gboolean want = hole_expected (&hole, c, rc);
            gboolean got = tl_board_fits (board, type_of[c], 0, 0, rc);

            if (want != got)
              g_test_fail_printf ("hole #%u with %u neighbours (N %s%s r%u, E %s%s r%u, S %s%s r%u, W %s%s r%u): "
                                  "%s r%u fits=%d, expected %d", iter, n_present,
                                  hole.present[0] ? "" : "none/", ref_tiles[hole.type[0]].id, hole.r[0],
                                  hole.present[1] ? "" : "none/", ref_tiles[hole.type[1]].id, hole.r[1],
                                  hole.present[2] ? "" : "none/", ref_tiles[hole.type[2]].id, hole.r[2],
                                  hole.present[3] ? "" : "none/", ref_tiles[hole.type[3]].id, hole.r[3],
                                  ref_tiles[c].id, rc, got, want);
            if (want)
              accepted_by_n[n_present]++;
            else
              refused_by_n[n_present]++;
          }
      tl_board_free (board);
    }

  for (guint k = 2; k <= 4; k++)
    {
      g_test_message ("holes with %u neighbours: %u accepted, %u refused",
                      k, accepted_by_n[k], refused_by_n[k]);
      g_assert_cmpuint (accepted_by_n[k], >, 0);
      g_assert_cmpuint (refused_by_n[k], >, 0);
    }
}

/* tl_board_legal_placements() and tl_board_can_place_anywhere() agree with a brute
 * force over the empty cells next to the tiles, using the reference side kinds. */
static void
test_legal_placements (void)
{
  TlRng rng;

  tl_rng_init (&rng, 77);
  for (guint iter = 0; iter < 200; iter++)
    {
      Hole hole = { { FALSE } };
      TlBoard *board;
      /* ref index of the tile at each placed cell, for the brute force */
      gint cell_ref[5][5];

      for (guint side = 0; side < 4; side++)
        {
          hole.present[side] = tl_rng_below (&rng, 3) != 0;
          hole.type[side] = tl_rng_below (&rng, N_REF);
          hole.r[side] = tl_rng_below (&rng, 4);
        }
      hole.present[iter % 4] = TRUE;
      board = hole_board (&hole);
      for (gint i = 0; i < 5; i++)
        for (gint j = 0; j < 5; j++)
          cell_ref[i][j] = -1;
      for (guint side = 0; side < 4; side++)
        if (hole.present[side])
          cell_ref[dx[side] + 2][dy[side] + 2] = hole.type[side];

      for (guint c = 0; c < N_REF; c++)
        {
          g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (TlPlacement));
          guint want = 0, got;

          /* Brute force over the 5 × 5 window, which holds every cell next to a tile. */
          for (gint x = -2; x <= 2; x++)
            for (gint y = -2; y <= 2; y++)
              for (guint rc = 0; rc < 4; rc++)
                {
                  gboolean touches = FALSE, ok = cell_ref[x + 2][y + 2] < 0;

                  for (guint side = 0; side < 4 && ok; side++)
                    {
                      gint nx = x + dx[side], ny = y + dy[side];
                      gint nref;

                      if (nx < -2 || nx > 2 || ny < -2 || ny > 2)
                        continue;
                      nref = cell_ref[nx + 2][ny + 2];
                      if (nref < 0)
                        continue;
                      touches = TRUE;
                      for (guint s2 = 0; s2 < 4; s2++)
                        if (hole.present[s2] && dx[s2] == nx && dy[s2] == ny &&
                            ref_side (c, side, rc) != ref_side (nref, (side + 2) % 4, hole.r[s2]))
                          ok = FALSE;
                    }
                  if (ok && touches)
                    {
                      want++;
                      g_assert_true (tl_board_fits (board, type_of[c], x, y, rc));
                    }
                }

          got = tl_board_legal_placements (board, type_of[c], out);
          g_assert_cmpuint (got, ==, out->len);
          if (got != want)
            g_test_fail_printf ("board #%u, tile %s: %u legal placements, expected %u",
                                iter, ref_tiles[c].id, got, want);
          g_assert_cmpuint (tl_board_legal_placements (board, type_of[c], NULL), ==, got);
          for (guint k = 0; k < out->len; k++)
            {
              const TlPlacement *p = &g_array_index (out, TlPlacement, k);

              g_assert_cmpuint (p->r, <, 4);
              g_assert_true (tl_board_fits (board, type_of[c], p->x, p->y, p->r));
              for (guint k2 = 0; k2 < k; k2++)
                {
                  const TlPlacement *q = &g_array_index (out, TlPlacement, k2);

                  g_assert_false (p->x == q->x && p->y == q->y && p->r == q->r);
                }
            }
          g_assert_cmpint (tl_board_can_place_anywhere (board, type_of[c]), ==, want > 0);
        }
      tl_board_free (board);
    }
}

/* An empty board accepts any tile anywhere (tl_board_fits() doc). */
static void
test_empty_board (void)
{
  TlBoard *board = tl_board_new (tileset, 4);

  for (guint c = 0; c < N_REF; c++)
    for (guint r = 0; r < 4; r++)
      g_assert_true (tl_board_fits (board, type_of[c], 0, 0, r));
  tl_board_free (board);
}

/* ---- games through TlGameState ---- */

static guint
ref_index (const char *id)
{
  for (guint i = 0; i < N_REF; i++)
    if (g_str_equal (ref_tiles[i].id, id))
      return i;
  g_assert_not_reached ();
}

static TlGameState *
new_game (guint n_players)
{
  static const char *colors[] = { "red", "blue", "green", "yellow", "black" };
  g_autoptr(TlRecord) record = tl_record_new ("carcassonne", tileset);
  g_autoptr(GError) error = NULL;
  TlGameState *game;

  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      tl_record_add_player (record, name, colors[i], TL_PLAYER_HUMAN, 0);
    }
  record->seed = 4242;
  game = tl_game_state_new (record, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_DRAW);
  return game;
}

/* Draws tile @id explicitly and places it; the game is then in TL_PHASE_FOLLOWER. */
static void
draw_and_place (TlGameState *game, const char *id, gint x, gint y, guint r)
{
  g_autoptr(GError) error = NULL;
  guint drawn = 0;
  int res;

  res = tl_game_state_draw (game, type_of[ref_index (id)], &drawn, &error);
  g_assert_no_error (error);
  g_assert_cmpint (res, ==, TL_DRAW_PLACEABLE);
  g_assert_cmpuint (drawn, ==, type_of[ref_index (id)]);
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_PLACE);
  if (!tl_game_state_place (game, x, y, r, &error))
    g_error ("placing %s r%u at (%d,%d): %s", id, r, x, y, error->message);
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_FOLLOWER);
}

static void
end_turn (TlGameState *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tl_game_state_end_turn (game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_DRAW);
}

/* Which kinds the follower spots offer, as a bit set (1 << kind), and how many. */
static guint
spot_kinds (TlGameState *game, guint *n_spots)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (TlFollowerSpot));
  guint n = tl_game_state_follower_spots (game, spots), kinds = 0;

  g_assert_cmpuint (n, ==, spots->len);
  for (guint i = 0; i < spots->len; i++)
    kinds |= 1u << g_array_index (spots, TlFollowerSpot, i).kind;
  if (n_spots)
    *n_spots = n;
  return kinds;
}

static gboolean
spots_offer_port_segment (TlGameState *game, guint port)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (TlFollowerSpot));
  const TlBoard *board = tl_game_state_board (game);
  const TlPlacedTile *tile = tl_board_tile (board, tl_game_state_placed_tile (game));
  int seg = tl_board_segment_at (board, tile->x, tile->y, port);

  g_assert_cmpint (seg, >=, 0);
  tl_game_state_follower_spots (game, spots);
  for (guint i = 0; i < spots->len; i++)
    if (g_array_index (spots, TlFollowerSpot, i).segment == (guint32) seg)
      return TRUE;
  return FALSE;
}

static void
deploy_ok (TlGameState *game, guint port)
{
  g_autoptr(GError) error = NULL;
  guint player = tl_game_state_current_player (game);
  guint supply = tl_game_state_player (game, player)->supply;

  g_assert_true (spots_offer_port_segment (game, port));
  if (!tl_game_state_deploy (game, port, &error))
    g_error ("deploy at port %s: %s", tl_port_name (port), error->message);
  g_assert_cmpuint (tl_game_state_player (game, player)->supply, ==, supply - 1);
}

static void
deploy_refused (TlGameState *game, guint port)
{
  g_autoptr(GError) error = NULL;
  guint player = tl_game_state_current_player (game);
  guint supply = tl_game_state_player (game, player)->supply;
  guint n_followers = tl_features_followers (tl_board_features_const (tl_game_state_board (game)))->len;

  g_assert_false (spots_offer_port_segment (game, port));
  g_assert_false (tl_game_state_deploy (game, port, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
  g_test_message ("refused as expected: %s", error->message);
  /* Nothing changed. */
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_FOLLOWER);
  g_assert_cmpuint (tl_game_state_player (game, player)->supply, ==, supply);
  g_assert_cmpuint (tl_features_followers (tl_board_features_const (tl_game_state_board (game)))->len,
                    ==, n_followers);
}

#define KIND(k) (1u << (k))

/* docs/rules/base-game.md §3.2 and §6.7: a meeple may not go on a feature that holds one anywhere,
 * however far; joining two occupied roads by placement is allowed. */
static void
test_meeple_far_away (void)
{
  TlGameState *game = new_game (2);
  guint n_spots;
  TlFeatureInfo info;
  TlBoard *board;
  int seg;

  /* t1 (p0): U east of the start; the road is free, so it is offered (control). */
  draw_and_place (game, "U", 1, 0, 0);
  g_assert_cmpuint (spot_kinds (game, &n_spots), ==, KIND (TL_SEGMENT_ROAD) | KIND (TL_SEGMENT_FIELD));
  g_assert_cmpuint (n_spots, ==, 3);
  end_turn (game);
  /* t2 (p1): U at (2,0), nothing. */
  draw_and_place (game, "U", 2, 0, 0);
  end_turn (game);
  /* t3 (p0): U at (3,0), thief on the road's east end. */
  draw_and_place (game, "U", 3, 0, 0);
  deploy_ok (game, TL_PORT_E);
  end_turn (game);
  /* t4 (p1): U at (0,1): a second, separate road; free, so p1 puts a thief on it. */
  draw_and_place (game, "U", 0, 1, 0);
  g_assert_true (spot_kinds (game, NULL) & KIND (TL_SEGMENT_ROAD));
  deploy_ok (game, TL_PORT_W);
  end_turn (game);
  /* t5 (p0): V r3 at (-1,0) extends the west end of the first road, 4 tiles from the
   * thief: the road is not offered and cannot be taken, even by its owner; the big
   * field (joined to the start tile's upper field, free) can. */
  draw_and_place (game, "V", -1, 0, 3);
  g_assert_false (spot_kinds (game, NULL) & KIND (TL_SEGMENT_ROAD));
  deploy_refused (game, TL_PORT_E);
  deploy_refused (game, TL_PORT_S);
  deploy_ok (game, TL_PORT_N);
  end_turn (game);
  /* t6 (p1): V r2 at (-1,1) joins the two occupied roads: the placement is legal. */
  g_assert_true (tl_board_fits (tl_game_state_board (game), type_of[ref_index ("V")], -1, 1, 2));
  draw_and_place (game, "V", -1, 1, 2);
  g_assert_false (spot_kinds (game, NULL) & KIND (TL_SEGMENT_ROAD));
  deploy_refused (game, TL_PORT_N);
  deploy_refused (game, TL_PORT_E);
  end_turn (game);

  board = tl_game_state_board_mut (game);
  seg = tl_board_segment_at (board, -1, 1, TL_PORT_N);
  g_assert_cmpint (seg, >=, 0);
  g_assert_cmpint (tl_features_segment_kind (tl_board_features (board), seg), ==, TL_SEGMENT_ROAD);
  tl_features_info (tl_board_features (board), seg, &info);
  g_assert_cmpint (info.kind, ==, TL_SEGMENT_ROAD);
  g_assert_cmpuint (info.followers[0], ==, 1);
  g_assert_cmpuint (info.followers[1], ==, 1);
  g_assert_cmpuint (info.n_followers, ==, 2);
  g_assert_cmpint (info.open, ==, 2);  /* east ends of (3,0) and (0,1) */
  /* D (0,0), U (1,0) (2,0) (3,0), V (-1,0) (-1,1), U (0,1) */
  g_assert_cmpuint (tl_features_count_tiles (tl_board_features (board), seg, NULL), ==, 7);
  g_assert_cmpuint (tl_features_find (tl_board_features (board), seg), ==,
                    tl_features_find (tl_board_features (board),
                                      tl_board_segment_at (board, 3, 0, TL_PORT_E)));

  /* t7 (p0): U at (4,0): its road holds p0's own thief, its north field p0's farmer
   * (on V at (-1,0), across the start tile); only the south field is free. */
  draw_and_place (game, "U", 4, 0, 0);
  g_assert_cmpuint (spot_kinds (game, &n_spots), ==, KIND (TL_SEGMENT_FIELD));
  g_assert_cmpuint (n_spots, ==, 1);
  deploy_refused (game, TL_PORT_E);
  deploy_refused (game, TL_PORT_N);
  deploy_ok (game, TL_PORT_S);
  end_turn (game);

  g_assert_cmpuint (tl_game_state_player (game, 0)->supply, ==, 4);
  g_assert_cmpuint (tl_game_state_player (game, 1)->supply, ==, 6);
  tl_game_state_free (game);
}

/* Only one meeple per turn, and none from an empty supply. */
static void
test_meeple_once_and_supply (void)
{
  TlGameState *game = new_game (1);
  g_autoptr(GError) error = NULL;
  guint n_spots = 99;

  draw_and_place (game, "U", 1, 0, 0);
  deploy_ok (game, TL_PORT_N);
  g_assert_false (tl_game_state_deploy (game, TL_PORT_S, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  end_turn (game);

  /* A monastery has no port but C; a U has no centre segment. */
  draw_and_place (game, "U", 2, 0, 0);
  g_assert_false (tl_game_state_deploy (game, TL_PORT_C, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  end_turn (game);

  /* Six monasteries in a column south of the start, a monk on each (the 7th meeple
   * is the farmer above): the supply is then empty and nothing is offered. */
  for (guint i = 0; i < 6; i++)
    {
      /* four B, then A r0 (road S) and A r2 (road N) meeting it */
      const char *id = i < 4 ? "B" : "A";
      guint r = i == 5 ? 2 : 0;

      draw_and_place (game, id, 0, 1 + (gint) i, r);
      deploy_ok (game, TL_PORT_C);
      end_turn (game);
    }
  g_assert_cmpuint (tl_game_state_player (game, 0)->supply, ==, 0);
  /* V r3 (road E-S) fits at (1,1): field N against U, field W against B. */
  draw_and_place (game, "V", 1, 1, 3);
  g_assert_cmpuint (spot_kinds (game, &n_spots), ==, 0);
  g_assert_cmpuint (n_spots, ==, 0);
  g_assert_false (tl_game_state_deploy (game, TL_PORT_S, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
  end_turn (game);
  tl_game_state_free (game);
}

/* docs/rules/base-game.md §3.1 and §6.8: a tile that fits nowhere leaves the game and the same
 * player draws again; the stack drops by 2 in that turn. */
static void
test_unplaceable (void)
{
  TlGameState *game = new_game (2);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (TlPlacement));
  guint c = type_of[ref_index ("C")];
  guint drawn = 0;
  const TlRecord *record;
  const TlTurnRecord *turn;

  /* Control: with the start city open, C goes north of it, in any rotation. */
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, 71);
  g_assert_true (tl_board_can_place_anywhere (tl_game_state_board (game), c));
  g_assert_cmpuint (tl_board_legal_placements (tl_game_state_board (game), c, out), ==, 4);
  for (guint i = 0; i < out->len; i++)
    {
      g_assert_cmpint (g_array_index (out, TlPlacement, i).x, ==, 0);
      g_assert_cmpint (g_array_index (out, TlPlacement, i).y, ==, -1);
    }

  /* t1 (p0): E r2 closes the start city; no open city side is left. */
  draw_and_place (game, "E", 0, -1, 2);
  end_turn (game);
  g_assert_cmpuint (tl_game_state_current_player (game), ==, 1);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, 70);
  g_assert_false (tl_board_can_place_anywhere (tl_game_state_board (game), c));
  g_assert_cmpuint (tl_board_legal_placements (tl_game_state_board (game), c, NULL), ==, 0);

  /* t2 (p1): draws C: discarded, still p1's turn, still drawing. */
  g_assert_cmpint (tl_game_state_draw (game, c, &drawn, &error), ==, TL_DRAW_DISCARDED);
  g_assert_no_error (error);
  g_assert_cmpuint (drawn, ==, c);
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_DRAW);
  g_assert_cmpuint (tl_game_state_current_player (game), ==, 1);
  g_assert_cmpuint (tl_game_state_turn (game), ==, 2);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, 69);
  /* The only C has left the game: drawing it again is illegal. */
  g_assert_cmpint (tl_game_state_draw (game, c, &drawn, &error), ==, -1);
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  draw_and_place (game, "U", 1, 0, 0);
  g_assert_cmpuint (tl_game_state_current_player (game), ==, 1);
  end_turn (game);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, 68);
  g_assert_cmpuint (tl_game_state_current_player (game), ==, 0);
  g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, 3);

  /* The record keeps the discard with the turn. */
  record = tl_game_state_record (game);
  g_assert_cmpuint (record->turns->len, ==, 2);
  turn = &g_array_index (record->turns, TlTurnRecord, 1);
  g_assert_cmpint (turn->draw, ==, (int) type_of[ref_index ("U")]);
  g_assert_nonnull (turn->discard);
  g_assert_cmpuint (turn->discard->len, ==, 1);
  g_assert_cmpuint (g_array_index (turn->discard, guint, 0), ==, c);
  turn = &g_array_index (record->turns, TlTurnRecord, 0);
  g_assert_true (turn->discard == NULL || turn->discard->len == 0);

  tl_game_state_free (game);
}

/* tl_game_state_place() refuses what tl_board_fits() refuses, with ILLEGAL_MOVE, and
 * leaves the turn as it was. */
static void
test_place_refused (void)
{
  TlGameState *game = new_game (2);
  g_autoptr(GError) error = NULL;
  guint drawn;

  g_assert_cmpint (tl_game_state_draw (game, type_of[ref_index ("U")], &drawn, &error), ==,
                   TL_DRAW_PLACEABLE);
  /* occupied */
  g_assert_false (tl_game_state_place (game, 0, 0, 0, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  /* corner only */
  g_assert_false (tl_game_state_place (game, 1, 1, 0, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  /* side mismatch: U r1 has its road N, facing the start's field S side */
  g_assert_false (tl_game_state_place (game, 0, 1, 1, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  /* road against city: U r0 north of the start city */
  g_assert_false (tl_game_state_place (game, 0, -1, 0, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_PLACE);
  g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, 1);
  /* and the legal one */
  g_assert_true (tl_game_state_place (game, 0, 1, 0, &error));
  g_assert_no_error (error);
  tl_game_state_free (game);
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  load_tileset ();

  g_test_add_func ("/legality/tile-sides", test_tile_sides);
  g_test_add_func ("/legality/empty-board", test_empty_board);
  g_test_add_func ("/legality/single-neighbour", test_single_neighbour);
  g_test_add_func ("/legality/holes", test_holes);
  g_test_add_func ("/legality/legal-placements", test_legal_placements);
  g_test_add_func ("/legality/place-refused", test_place_refused);
  g_test_add_func ("/legality/meeple-far-away", test_meeple_far_away);
  g_test_add_func ("/legality/meeple-once-and-supply", test_meeple_once_and_supply);
  g_test_add_func ("/legality/unplaceable", test_unplaceable);

  ret = g_test_run ();
  tl_tile_set_unref (tileset);
  return ret;
}
