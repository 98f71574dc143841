/* tl-map-chips-ai.c — what the computer players do with Map-Chips (docs/rules/maps.md §3)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Map-Chips' TlExpansionAi hooks. A placement on a town collects its chip (1 or 2
 * points, and a look at a face-down tile of its colour); a placement beside a
 * face-down tile reveals it: +2 when it fits its square, −2 when not. The player
 * rates a reveal by what it knows: a tile it looked at fits or not; one it never
 * saw fits with the chance that a tile it has not seen would (the counts of the
 * unseen tiles, tl_game_state_unseen_counts(), never the stack itself). It looks at
 * face-down tiles it has not seen, near where the game is, and turns revealed
 * tiles the way that rates best.
 */
#include "tl-map-chips.h"
#include "tl-map.h"
#include "tl-ai-private.h"

static const gint side_dx[4] = { 0, 1, 0, -1 }, side_dy[4] = { -1, 0, 1, 0 };

/* A chip's points on average: 18 chips of 1 and 12 of 2 (docs/rules/maps.md §3). */
#define CHIP_POINTS 1.4
/* What a look at a face-down tile is worth to the level-1 player. */
#define LOOK_VALUE 0.3

/* Whether a tile of type @hidden fits the face-down square (fx, fy) in some
 * rotation, with @mine placed at @p beside it (docs/rules/maps.md §3.5: it must match every
 * face-up neighbour). */
static gboolean
fits_square (TlGameState *game, guint hidden, gint fx, gint fy, const TlTileType *mine, const TlPlacement *p)
{
  const TlBoard *board = tl_game_state_board (game);
  TlTileSet *set = tl_game_state_tile_set (game);
  const TlTileType *h = tl_tile_set_type (set, hidden);

  for (guint r = 0; r < 4; r++)
    {
      gboolean fits = TRUE;

      for (guint t = 0; t < TL_N_SIDES && fits; t++)
        {
          gint nx = fx + side_dx[t], ny = fy + side_dy[t];
          int n = tl_board_tile_at (board, nx, ny);

          if (nx == p->x && ny == p->y)
            fits = h->side_code[r][t] == mine->side_code_rev[p->r][(t + 2) % 4];
          else if (n >= 0)
            {
              const TlPlacedTile *nt = tl_board_tile (board, n);

              fits = h->side_code[r][t] == tl_tile_set_type (set, nt->type)->side_code_rev[nt->r][(t + 2) % 4];
            }
        }
      if (fits)
        return TRUE;
    }
  return FALSE;
}

/* The chance that a tile the player never saw fits the square. */
static double
fit_chance (TlGameState *game, TlAiRater *rater, gint fx, gint fy, const TlTileType *mine,
            const TlPlacement *p)
{
  guint n, fit = 0;
  const guint *unseen = _tl_ai_rater_unseen (rater, &n);
  guint n_types = tl_game_state_tile_set (game)->types->len;

  if (n == 0)
    return 0.5;
  for (guint t = 0; t < n_types; t++)
    if (unseen[t] > 0 && fits_square (game, t, fx, fy, mine, p))
      fit += unseen[t];
  return fit / (double) n;
}

static double
chips_rate_placement (TlGameState              *game,
                      gpointer                  data,
                      TlAiRater                *rater,
                      guint                     type,
                      const TlPlacement        *p,
                      const TlPlacementPreview *preview)
{
  const TlTileType *mine = tl_tile_set_type (tl_game_state_tile_set (game), type);
  double v = 0;

  if (tl_map_chips_chip_at (game, p->x, p->y, NULL))
    v += CHIP_POINTS + (rater->greedy ? 0 : LOOK_VALUE);
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      gint fx = p->x + side_dx[s], fy = p->y + side_dy[s];
      int seen;

      if (!tl_map_chips_face_down_at (game, fx, fy, NULL))
        continue;
      seen = tl_map_chips_peeked (game, rater->me, fx, fy);
      if (seen >= 0)
        v += fits_square (game, seen, fx, fy, mine, p) ? 2 : -2;
      else if (!rater->greedy)
        v += 4 * fit_chance (game, rater, fx, fy, mine, p) - 2;
    }
  return v;
}

/* Level 0 (and the greedy player): after a chip, the first face-down tile of its
 * colour in reading order that the player has not seen, else the first of it. */
static void
peek_first (TlGameState *game, TlMapColor color)
{
  const TlMapLayout *map = tl_game_state_map (game);
  guint me = tl_game_state_current_player (game);
  gint fallback_x = -1, fallback_y = -1;
  TlMapColor c;

  for (guint y = 0; y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      {
        if (!tl_map_chips_face_down_at (game, x, y, &c) || c != color)
          continue;
        if (tl_map_chips_peeked (game, me, x, y) < 0)
          {
            tl_map_chips_peek (game, x, y, NULL);
            return;
          }
        if (fallback_x < 0)
          {
            fallback_x = x;
            fallback_y = y;
          }
      }
  if (fallback_x >= 0)
    tl_map_chips_peek (game, fallback_x, fallback_y, NULL);
}

/* Level 1 and up: a face-down tile of the colour that the player has not seen,
 * nearest to play: the one with the most tiles and open squares beside it. */
static void
peek_best (TlGameState *game, TlMapColor color)
{
  const TlMapLayout *map = tl_game_state_map (game);
  const TlBoard *board = tl_game_state_board (game);
  guint me = tl_game_state_current_player (game);
  gint best_x = -1, best_y = -1, best = -1;
  TlMapColor c;

  for (guint y = 0; y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      {
        gint score = 0;

        if (!tl_map_chips_face_down_at (game, x, y, &c) || c != color)
          continue;
        if (tl_map_chips_peeked (game, me, x, y) < 0)
          score += 10;
        for (guint s = 0; s < TL_N_SIDES; s++)
          if (tl_board_tile_at (board, x + side_dx[s], y + side_dy[s]) >= 0)
            score += 2;
          else if (tl_board_cell_state (board, x + side_dx[s], y + side_dy[s]) == TL_CELL_OPEN)
            score += 1;
        if (score > best)
          {
            best = score;
            best_x = x;
            best_y = y;
          }
      }
  if (best_x >= 0)
    tl_map_chips_peek (game, best_x, best_y, NULL);
}

/* Each revealed tile that fits goes in the rotation that rates best for the
 * player (docs/rules/maps.md §3.2: the player turns it as it likes). */
static void
reveal_best (TlGameState *game, const TlAiContext *ctx)
{
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (gint));

  while (tl_map_chips_pending_reveals (game, pending) > 0)
    {
      gint x = g_array_index (pending, gint, 0), y = g_array_index (pending, gint, 1);
      guint mask = tl_map_chips_reveal_rotations (game, x, y);
      int tile = tl_map_chips_reveal_tile (game, x, y);
      double best = -G_MAXDOUBLE;
      gint rot = -1;

      for (guint r = 0; r < 4; r++)
        if (mask >> r & 1)
          {
            double v = ctx->placement_value (ctx, game, tile, x, y, r);

            if (v > best)
              {
                best = v;
                rot = r;
              }
          }
      if (!tl_map_chips_reveal (game, x, y, rot, NULL))
        return;
      g_array_set_size (pending, 0);
    }
}

static void
chips_after_place (TlGameState *game, gpointer data, const TlAiContext *ctx)
{
  TlMapColor color;

  if (tl_map_chips_can_peek (game, &color))
    {
      if (ctx->level == TL_AI_EASY || ctx->level == TL_AI_GREEDY)
        peek_first (game, color);
      else
        peek_best (game, color);
    }
  if (ctx->level != TL_AI_EASY)
    reveal_best (game, ctx);
}

const TlExpansionAi _tl_map_chips_ai = {
  .rate_placement = chips_rate_placement,
  .after_place = chips_after_place,
};
