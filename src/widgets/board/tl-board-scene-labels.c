/* tl-board-scene-labels.c — the "+N" labels of the points scored: where
 * they go (over the feature, or where an expansion puts them), how they rise
 * and how long they stay (through the next turn); and the frame-by-frame advance of the scene's animations
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "tl-board-scene-private.h"

/* How long a "+N" label rises, in microseconds. */
#define LABEL_DURATION TL_BOARD_LABEL_DURATION

/* Where to show the points of a feature: the follower place of its segment
 * nearest to the middle of all its segments. */
static void
feature_label_point (TlBoardScene       *self,
                     const TlScoreEvent *event,
                     double             *bx,
                     double             *by)
{
  const TlGameState *state = _tl_board_scene_state (self);
  const TlBoard *board = tl_game_state_board (state);
  const TlFeatures *features = tl_board_features_const (board);
  TlTileSet *set = tl_game_state_tile_set (state);
  int first = tl_board_segment_at (board, event->x, event->y, event->port);
  GArray *points;
  double sx = 0, sy = 0, best = G_MAXDOUBLE;
  guint32 seg;

  *bx = event->x + 0.5;
  *by = event->y + 0.5;
  if (first < 0)
    return;

  points = g_array_new (FALSE, FALSE, sizeof (double) * 2);
  seg = (guint32) first;
  do
    {
      const TlPlacedTile *pt = tl_board_tile (board, tl_features_segment_tile (features, seg));
      double fx, fy, xy[2];

      tl_render_segment_anchor (tl_tile_set_type (set, pt->type),
                                tl_features_segment_local (features, seg), pt->r, &fx, &fy);
      xy[0] = pt->x + fx;
      xy[1] = pt->y + fy;
      g_array_append_vals (points, xy, 1);
      sx += xy[0];
      sy += xy[1];
      seg = tl_features_next_segment (features, seg);
    }
  while (seg != (guint32) first && points->len < 1000);

  sx /= points->len;
  sy /= points->len;
  for (guint i = 0; i < points->len; i++)
    {
      double *xy = &g_array_index (points, double, 2 * i);
      double d = hypot (xy[0] - sx, xy[1] - sy);

      if (d < best)
        {
          best = d;
          *bx = xy[0];
          *by = xy[1];
        }
    }
  g_array_unref (points);
}

/* Where the label of @event goes: over its feature, or where an expansion
 * puts it; FALSE for points that belong to no place on the board. */
static gboolean
label_point (TlBoardScene       *self,
             const TlScoreEvent *event,
             double             *bx,
             double             *by)
{
  if (event->source == TL_SCORE_FEATURE)
    {
      feature_label_point (self, event, bx, by);
      return TRUE;
    }
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->label_point != NULL && hooks->label_point (self, self->states[i], event, bx, by))
        return TRUE;
    }
  return FALSE;
}

/* "+N" in each scorer's colour over what @event scored, side by side. */
void
_tl_board_scene_add_labels (TlBoardScene       *self,
                            const TlScoreEvent *event)
{
  guint n = tl_game_state_n_players (_tl_board_scene_state (self));
  guint n_scorers = 0, slot = 0;
  double bx, by;

  for (guint i = 0; i < n && i < TL_MAX_PLAYERS; i++)
    if (event->points[i] != 0)
      n_scorers++;
  if (n_scorers == 0 || !label_point (self, event, &bx, &by))
    return;

  for (guint i = 0; i < n && i < TL_MAX_PLAYERS; i++)
    {
      TlScoreLabel label = { 0 };

      if (event->points[i] == 0)
        continue;
      label.bx = bx;
      label.by = by;
      label.points = event->points[i];
      _tl_board_scene_player_color (self, i, &label.color);
      label.slot = slot++;
      label.n_slots = n_scorers;
      label.turn = event->turn;
      label.final = event->final;
      g_array_append_val (self->labels, label);
    }
  _tl_board_scene_animate (self);
  _tl_board_scene_changed (self);
}

/* The turn @turn began: the labels of the turns before the last one go, so
 * that what a turn scored stays in sight through the next player's turn; the
 * final scoring's stay. */
void
_tl_board_scene_expire_labels (TlBoardScene *self,
                               guint         turn)
{
  guint before = self->labels->len;

  for (guint i = self->labels->len; i-- > 0;)
    {
      const TlScoreLabel *label = &g_array_index (self->labels, TlScoreLabel, i);

      if (!label->final && label->turn + 1 < turn)
        g_array_remove_index (self->labels, i);
    }
  if (self->labels->len != before)
    _tl_board_scene_changed (self);
}

gboolean
tl_board_scene_advance (TlBoardScene *self,
                        gint64        now_us)
{
  gboolean running;

  g_return_val_if_fail (TL_IS_BOARD_SCENE (self), FALSE);

  /* labels rise, then stand still (_tl_board_scene_expire_labels()) */
  running = FALSE;
  for (guint i = 0; i < self->labels->len; i++)
    {
      TlScoreLabel *label = &g_array_index (self->labels, TlScoreLabel, i);

      if (label->start == 0)
        label->start = now_us;
      if (now_us - label->start <= LABEL_DURATION)
        running = TRUE;
    }
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->advance != NULL && hooks->advance (self, self->states[i], now_us))
        running = TRUE;
    }
  return running;
}

void
_tl_board_scene_skip_animations (TlBoardScene *self)
{
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->skip_animations != NULL)
        hooks->skip_animations (self, self->states[i]);
    }
}
