/* tl-board-scene-frame.c — the scene's read-only frame for its view: what to
 * draw at one moment, and the mark set from outside
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tl-board-scene-private.h"

const TlBoardSceneFrame *
_tl_board_scene_frame (TlBoardScene *self)
{
  TlBoardSceneFrame *frame = &self->frame;
  const TlGameState *state = _tl_board_scene_state (self);

  g_free (frame->tip.text);
  memset (frame, 0, sizeof *frame);
  frame->scene = self;
  frame->game = self->game;
  frame->state = state;
  frame->human_phase = -1;
  frame->rotation = self->rotation;
  frame->legal = self->legal;
  frame->cursor_x = self->cursor_x;
  frame->cursor_y = self->cursor_y;
  frame->pointer_in = self->pointer_in;
  frame->keyboard = self->keyboard;
  frame->spots = self->spots;
  frame->labels = self->labels;
  frame->marked = self->marked;
  frame->mark_x = self->mark_x;
  frame->mark_y = self->mark_y;
  frame->mark_port = self->mark_port;
  frame->active_spot = -1;
  frame->focus_follower = -1;
  if (state == NULL)
    return frame;

  frame->current_player = tl_game_get_current_player (self->game);
  if (!tl_game_current_is_ai (self->game))
    frame->human_phase = (int) tl_game_get_phase (self->game);
  frame->targeting = _tl_board_scene_targeting (self);
  frame->offers_spots = _tl_board_scene_offers_spots (self);
  frame->offers_tile = _tl_board_scene_offers_tile (self);
  frame->cursor_show = _tl_board_scene_cursor_show (self, &frame->cursor_type, &frame->cursor_fits);
  frame->active_spot = _tl_board_scene_active_spot (self);
  frame->active = _tl_board_scene_spot (self, frame->active_spot);
  frame->has_recall = _tl_board_scene_has_recall (self);
  frame->focus_follower = _tl_board_scene_focus_follower (self, &frame->focus_option, &frame->focus_at_pointer);
  frame->has_last = _tl_board_scene_last_placed_cell (self, &frame->last_x, &frame->last_y);
  _tl_board_scene_last_cells (self, frame->seat_placed, frame->seat_x, frame->seat_y);
  for (guint seat = 0; seat < TL_MAX_PLAYERS; seat++)
    _tl_board_scene_player_color (self, seat, &frame->colors[seat]);
  _tl_board_scene_tip (self, &frame->tip);
  return frame;
}

gconstpointer
_tl_board_scene_frame_expansion (const TlBoardSceneFrame *frame,
                                 const TlBoardSceneHooks *hooks)
{
  return _tl_board_scene_get_state (frame->scene, hooks);
}

guint
_tl_board_scene_frame_legal_mask (const TlBoardSceneFrame *frame,
                                  int                      x,
                                  int                      y)
{
  return _tl_board_scene_legal_mask (frame->scene, x, y);
}

gboolean
_tl_board_scene_frame_hides_tile (const TlBoardSceneFrame *frame,
                                  int                      x,
                                  int                      y)
{
  return _tl_board_scene_hides_tile (frame->scene, x, y);
}

gboolean
_tl_board_scene_frame_is_start_cell (const TlBoardSceneFrame *frame,
                                     int                      x,
                                     int                      y)
{
  return _tl_board_scene_is_start_cell (frame->scene, x, y);
}

gboolean
_tl_board_scene_set_mark (TlBoardScene *self,
                          gboolean      shown,
                          int           x,
                          int           y,
                          int           port)
{
  shown = !!shown;
  if (self->marked == shown && (!shown || (self->mark_x == x && self->mark_y == y && self->mark_port == port)))
    return FALSE;
  self->marked = shown;
  self->mark_x = x;
  self->mark_y = y;
  self->mark_port = port;
  return TRUE;
}
