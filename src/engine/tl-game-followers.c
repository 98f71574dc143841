/* tl-game-followers.c — the follower step of a turn: where a follower may go,
 * deploying one, and recalling one where the ruleset allows it (docs/rules/base-game.md
 * §3.2, docs/rules/discovery.md §1.6)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-game-state-private.h"
#include "tl-tile-text-private.h"

guint
tl_game_state_spots (TlGameState    *state,
                     TlFollowerSpot *out)
{
  const TlPlacedTile *t;
  const TlTileType *type;
  TlFeatures *features;
  guint n = 0;

  if (state->phase != TL_PHASE_FOLLOWER || state->acted ||
      state->players[state->current].supply == 0 || tl_game_state_busy (state))
    return 0;

  t = tl_board_tile (state->board, state->placed);
  type = tl_tile_set_type (state->set, t->type);
  features = tl_board_features (state->board);
  for (guint i = 0; i < type->n_segments; i++)
    {
      TlFeatureInfo info;

      if (!state->rules->may_deploy (state, type->segments[i].kind))
        continue;
      tl_features_info (features, t->seg_base + i, &info);
      if (info.n_followers > 0)
        continue;
      if (out != NULL)
        out[n] = (TlFollowerSpot) {
          .segment = t->seg_base + i,
          .port = tl_tile_type_segment_port (type, i, t->r),
          .kind = type->segments[i].kind,
        };
      n++;
    }
  return n;
}

guint
tl_game_state_follower_spots (TlGameState *state,
                              GArray      *out)
{
  TlFollowerSpot spots[TL_MAX_SEGMENTS];
  guint n = tl_game_state_spots (state, spots);

  if (out != NULL)
    g_array_append_vals (out, spots, n);
  return n;
}

/* Where on the board one of a feature's followers stands, for messages: the
 * player's name and the follower's tile, or FALSE. */
static gboolean
find_holder (TlGameState *state, guint32 root, const char **player, gint *x, gint *y)
{
  TlFeatures *features = tl_board_features (state->board);
  const GArray *followers = tl_features_followers (features);

  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);

      if (tl_features_find (features, f->segment) == root)
        {
          const TlPlacedTile *t = tl_board_tile (state->board, f->tile);

          *player = _tl_game_state_player_name (state, f->player);
          *x = t->x;
          *y = t->y;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
tl_game_state_deploy (TlGameState *state,
                      guint        port,
                      GError     **error)
{
  const TlPlacedTile *t;
  const TlTileType *type;
  TlFeatureInfo info;
  guint seg;

  if (!_tl_game_state_check_phase (state, TL_PHASE_FOLLOWER, N_("no follower can be placed now"), error) ||
      !_tl_game_state_check_settled (state, error))
    return FALSE;
  t = tl_board_tile (state->board, state->placed);
  type = tl_tile_set_type (state->set, t->type);
  if (state->acted)
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_WRONG_PHASE,
                           state->pending.has_recall
                             ? _("a follower was recalled this turn; a turn may place a follower or "
                                 "recall one, not both")
                             : _("a follower was already placed this turn"));
      return FALSE;
    }
  seg = tl_tile_type_segment_at (type, port, t->r);
  if (seg == TL_NO_SEGMENT)
    {
      /* Translators: a tile's id, where it lies (x, y), then a place on its border
       * ("side N next to corner NW") */
      if (port == TL_PORT_F)
        /* Translators: a tile's id, then where it lies (x, y) */
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("tile %s at (%d, %d) has no inner field for a follower to stand on"),
                     type->id, t->x, t->y);
      else if (port == TL_PORT_C)
        /* Translators: a tile's id, then where it lies (x, y) */
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("tile %s at (%d, %d) has nothing in the middle for a follower to stand on"),
                     type->id, t->x, t->y);
      else
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("tile %s at (%d, %d) has nothing at %s for a follower to stand on"),
                     type->id, t->x, t->y, _tl_port_words (port));
      return FALSE;
    }
  if (state->players[state->current].supply == 0)
    {
      /* Translators: a player's name */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("%s has no follower left in the supply"),
                   _tl_game_state_player_name (state, state->current));
      return FALSE;
    }
  if (!state->rules->may_deploy (state, type->segments[seg].kind))
    {
      /* Translators: a kind of segment ("field") */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("in this game no follower may stand there (%s)"),
                   _tl_kind_word (type->segments[seg].kind));
      return FALSE;
    }
  tl_features_info (tl_board_features (state->board), t->seg_base + seg, &info);
  if (info.n_followers > 0)
    {
      const char *player = "?";
      gint hx = 0, hy = 0;

      find_holder (state, info.root, &player, &hx, &hy);
      /* Translators: a kind of feature ("city"), where the tile lies (x, y), a place on
       * its border ("side N next to corner NW"), then the player whose follower is on that
       * feature already and where that follower stands (x, y) */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("the %s on the tile at (%d, %d), at %s, is taken already: a follower of %s "
                     "stands on it at (%d, %d)"),
                   _tl_kind_word (info.kind), t->x, t->y, _tl_port_words (port), player, hx, hy);
      return FALSE;
    }

  tl_features_add_follower (tl_board_features (state->board), state->current, t->seg_base + seg);
  state->players[state->current].supply--;
  state->acted = TRUE;
  state->pending.has_meeple = TRUE;
  state->pending.meeple_port = tl_tile_type_segment_port (type, seg, t->r);
  return TRUE;
}

/* The follower of @player standing on @segment's feature segment itself, or -1. */
static int
follower_on (TlGameState *state, guint32 segment, int player)
{
  const GArray *followers = tl_features_followers (tl_board_features (state->board));

  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);

      if (f->segment == segment && (player < 0 || f->player == (guint) player))
        return (int) i;
    }
  return -1;
}

guint
tl_game_state_recalls (TlGameState    *state,
                       TlRecallOption *out,
                       guint           cap)
{
  TlFeatures *features = tl_board_features (state->board);
  const GArray *followers = tl_features_followers (features);
  guint n = 0;

  if (!state->rules->recall || state->phase != TL_PHASE_FOLLOWER || state->acted)
    return 0;
  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);
      const TlPlacedTile *t;
      TlRecallOption *option;

      if (f->player != state->current)
        continue;
      if (n++ >= cap)
        continue;
      t = tl_board_tile (state->board, f->tile);
      option = &out[n - 1];
      option->follower = i;
      option->x = t->x;
      option->y = t->y;
      option->port = tl_tile_type_segment_port (tl_tile_set_type (state->set, t->type),
                                                tl_features_segment_local (features, f->segment),
                                                t->r);
      option->kind = tl_features_segment_kind (features, f->segment);
      option->points = state->rules->feature_value (state, f->segment, FALSE);
    }
  return n;
}

guint
tl_game_state_recall_options (TlGameState *state,
                              GArray      *out)
{
  guint n = tl_game_state_recalls (state, NULL, 0), before;

  if (out == NULL || n == 0)
    return n;
  before = out->len;
  g_array_set_size (out, before + n);
  return tl_game_state_recalls (state, &g_array_index (out, TlRecallOption, before), n);
}

gboolean
tl_game_state_recall (TlGameState *state,
                      gint         x,
                      gint         y,
                      guint        port,
                      GError     **error)
{
  int segment, index;
  gint points;

  if (!_tl_game_state_check_phase (state, TL_PHASE_FOLLOWER, N_("no follower can be recalled now"), error) ||
      !_tl_game_state_check_settled (state, error))
    return FALSE;
  if (!state->rules->recall)
    {
      /* Translators: a game's name ("Carcassonne") */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("followers cannot be recalled in %s"), _(state->rules->title));
      return FALSE;
    }
  if (state->acted)
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           state->pending.has_meeple
                             ? _("a follower was placed this turn; a turn may place a follower or "
                                 "recall one, not both")
                             : _("a follower was already recalled this turn"));
      return FALSE;
    }
  segment = tl_board_segment_at (state->board, x, y, port);
  if (segment < 0)
    {
      if (tl_board_tile_at (state->board, x, y) < 0)
        /* Translators: a square of the board, (x, y) */
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("no tile lies at (%d, %d) to recall a follower from"), x, y);
      else
        /* Translators: where the tile lies (x, y), then a place on its border ("side N
         * next to corner NW") */
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("the tile at (%d, %d) has nothing at %s"), x, y, _tl_port_words (port));
      return FALSE;
    }
  index = follower_on (state, segment, state->current);
  if (index < 0)
    {
      int other = follower_on (state, segment, -1);

      if (other >= 0)
        /* Translators: where the tile lies (x, y), a place on its border ("side N next to
         * corner NW"), the follower's owner, then the player who tries to recall it */
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("the follower on the tile at (%d, %d), at %s, belongs to %s; %s may only "
                       "recall their own"),
                     x, y, _tl_port_words (port),
                     _tl_game_state_player_name (state, g_array_index (tl_features_followers (tl_board_features (state->board)),
                                                        TlFollower, other).player),
                     _tl_game_state_player_name (state, state->current));
      else
        /* Translators: where the tile lies (x, y), then a place on its border ("side N
         * next to corner NW") */
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("no follower stands on the tile at (%d, %d), at %s"), x, y,
                     _tl_port_words (port));
      return FALSE;
    }

  points = state->rules->feature_value (state, segment, FALSE);
  tl_game_state_award_player (state, state->current, segment, points, FALSE);
  tl_features_remove_follower (tl_board_features (state->board), index);
  state->players[state->current].supply++;
  state->acted = TRUE;
  state->pending.has_recall = TRUE;
  state->pending.recall_x = x;
  state->pending.recall_y = y;
  state->pending.recall_port = port;
  return TRUE;
}

