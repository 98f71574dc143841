/* tl-game-followers.c — the follower step of a turn: where a follower may go,
 * deploying one, and recalling one where the ruleset allows it (base-game.md
 * §3.2, discovery.md §1.6)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-game-state-private.h"

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

/* Where on the board one of a feature's followers stands, for messages. */
static void
describe_holder (TlGameState *state, guint32 root, GString *out)
{
  TlFeatures *features = tl_board_features (state->board);
  const GArray *followers = tl_features_followers (features);

  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);

      if (tl_features_find (features, f->segment) == root)
        {
          const TlPlacedTile *t = tl_board_tile (state->board, f->tile);

          g_string_append_printf (out, "%s's follower at (%d, %d)",
                                  _tl_game_state_player_name (state, f->player), t->x, t->y);
          return;
        }
    }
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

  if (!_tl_game_state_check_phase (state, TL_PHASE_FOLLOWER, "deploy a follower", error) ||
      !_tl_game_state_check_settled (state, error))
    return FALSE;
  t = tl_board_tile (state->board, state->placed);
  type = tl_tile_set_type (state->set, t->type);
  if (state->acted)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_WRONG_PHASE,
                   state->pending.has_recall
                     ? "a follower was recalled this turn; a turn may deploy or recall, not both"
                     : "a follower was already deployed this turn");
      return FALSE;
    }
  seg = tl_tile_type_segment_at (type, port, t->r);
  if (seg == TL_NO_SEGMENT)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "tile %s at (%d, %d) has no segment at port %s",
                   type->id, t->x, t->y, tl_port_name (port));
      return FALSE;
    }
  if (state->players[state->current].supply == 0)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "%s has no follower left in the supply", _tl_game_state_player_name (state, state->current));
      return FALSE;
    }
  if (!state->rules->may_deploy (state, type->segments[seg].kind))
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "no follower may stand on a %s in this game",
                   tl_segment_kind_name (type->segments[seg].kind));
      return FALSE;
    }
  tl_features_info (tl_board_features (state->board), t->seg_base + seg, &info);
  if (info.n_followers > 0)
    {
      g_autoptr(GString) holder = g_string_new (NULL);

      describe_holder (state, info.root, holder);
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "the %s at port %s of (%d, %d) is already occupied (%s)",
                   tl_segment_kind_name (info.kind), tl_port_name (port), t->x, t->y,
                   holder->str);
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

  if (!_tl_game_state_check_phase (state, TL_PHASE_FOLLOWER, "recall a follower", error) ||
      !_tl_game_state_check_settled (state, error))
    return FALSE;
  if (!state->rules->recall)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "followers cannot be recalled in %s", state->rules->game);
      return FALSE;
    }
  if (state->acted)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   state->pending.has_meeple
                     ? "a follower was deployed this turn; a turn may deploy or recall, not both"
                     : "a follower was already recalled this turn");
      return FALSE;
    }
  segment = tl_board_segment_at (state->board, x, y, port);
  if (segment < 0)
    {
      if (tl_board_tile_at (state->board, x, y) < 0)
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     "no tile at (%d, %d) to recall a follower from", x, y);
      else
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     "the tile at (%d, %d) has no segment at port %s", x, y, tl_port_name (port));
      return FALSE;
    }
  index = follower_on (state, segment, state->current);
  if (index < 0)
    {
      int other = follower_on (state, segment, -1);

      if (other >= 0)
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     "the follower at (%d, %d) port %s is %s's; %s may only recall their own",
                     x, y, tl_port_name (port),
                     _tl_game_state_player_name (state, g_array_index (tl_features_followers (tl_board_features (state->board)),
                                                        TlFollower, other).player),
                     _tl_game_state_player_name (state, state->current));
      else
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     "no follower stands at (%d, %d) port %s", x, y, tl_port_name (port));
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

