/* tl-board-scene-play.c — what playing on the board does: placing or turning
 * the tile in hand, deploying, recalling, an expansion's spots; the pointer,
 * hover, clicks, Escape, the keyboard cursor
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "tl-board-scene-private.h"

/* Places the tile in hand on (x, y), or turns it to a rotation that fits there. */
static gboolean
place_or_turn (TlBoardScene *self,
               int           x,
               int           y)
{
  guint mask = _tl_board_scene_legal_mask (self, x, y);
  GError *error = NULL;

  if (mask == 0 || !_tl_board_scene_human_phase (self, TL_PHASE_PLACE))
    return FALSE;
  if (mask & (1u << self->rotation))
    {
      if (!tl_game_place (self->game, x, y, self->rotation, &error))
        {
          g_warning ("cannot place the tile at (%d, %d): %s", x, y, error->message);
          g_error_free (error);
          return FALSE;
        }
      return TRUE;
    }
  for (guint k = 1; k < 4; k++)
    if (mask & (1u << ((self->rotation + k) % 4)))
      {
        _tl_board_scene_set_rotation (self, self->rotation + k, TRUE);
        return TRUE;
      }
  return FALSE;
}

/* Deploys on spot @index, recalls the follower it offers, or lets its owner
 * act on it. */
static gboolean
activate_spot (TlBoardScene *self,
               int           index)
{
  GError *error = NULL;
  TlSpot spot;

  if (_tl_board_scene_spot (self, index) == NULL)
    return FALSE;
  /* a copy: acting changes the game, which rebuilds the spots */
  spot = g_array_index (self->spots, TlSpot, index);
  if (spot.owner != NULL)
    return spot.owner->activate != NULL &&
           spot.owner->activate (self, _tl_board_scene_get_state (self, spot.owner), &spot);
  if (!_tl_board_scene_human_phase (self, TL_PHASE_FOLLOWER))
    return FALSE;
  if (spot.kind == TL_SPOT_RECALL)
    {
      if (!tl_game_recall (self->game, spot.option.x, spot.option.y, spot.option.port, &error))
        {
          g_warning ("cannot recall the follower at (%d, %d): %s", spot.option.x, spot.option.y,
                     error->message);
          g_error_free (error);
          return FALSE;
        }
      return TRUE;
    }
  if (!tl_game_deploy (self->game, spot.spot.port, &error))
    {
      g_warning ("cannot deploy a follower: %s", error->message);
      g_error_free (error);
      return FALSE;
    }
  return TRUE;
}

static void
select_spot (TlBoardScene *self,
             const TlSpot *spot)
{
  if (spot->owner != NULL && spot->owner->select != NULL)
    spot->owner->select (self, _tl_board_scene_get_state (self, spot->owner), spot);
}

/* The pointer is over cell (x, y) of the board. */
void
_tl_board_scene_pointer_at (TlBoardScene *self,
                            int           cell_x,
                            int           cell_y)
{
  self->pointer_in = TRUE;
  if (self->keyboard || !self->show_preview)
    {
      self->keyboard = FALSE;
      self->show_preview = TRUE;
      _tl_board_scene_changed (self);
    }
  if (cell_x != self->cursor_x || cell_y != self->cursor_y)
    {
      self->cursor_x = cell_x;
      self->cursor_y = cell_y;
      if (_tl_board_scene_human_phase (self, TL_PHASE_PLACE))
        _tl_board_scene_changed (self);
    }
}

/* The view moved under the pointer: the tile in hand follows it to (x, y). */
void
_tl_board_scene_pointer_cell (TlBoardScene *self,
                              int           cell_x,
                              int           cell_y)
{
  self->cursor_x = cell_x;
  self->cursor_y = cell_y;
}

void
_tl_board_scene_pointer_left (TlBoardScene *self)
{
  self->pointer_in = FALSE;
  self->show_preview = self->keyboard;
  self->hover_spot = -1;
  self->hover_follower = -1;
  _tl_board_scene_changed (self);
}

/* Sets the spot and the follower under the pointer. Returns whether the view
 * must be drawn again: they changed, or a tip follows the pointer. */
gboolean
_tl_board_scene_set_hover (TlBoardScene *self,
                           int           spot,
                           int           follower)
{
  const TlSpot *hovered;

  if (spot != self->hover_spot || follower != self->hover_follower)
    {
      self->hover_spot = spot;
      self->hover_follower = follower;
      return TRUE;
    }
  hovered = _tl_board_scene_spot (self, spot);
  return follower >= 0 || (hovered != NULL && (hovered->owner != NULL || hovered->kind != TL_SPOT_DEPLOY));
}

/* A primary click on cell (x, y), at the pointer. */
gboolean
_tl_board_scene_click (TlBoardScene *self,
                       int           cell_x,
                       int           cell_y)
{
  if (_tl_board_scene_targeting (self))
    return activate_spot (self, self->hover_spot);
  if (_tl_board_scene_human_phase (self, TL_PHASE_PLACE))
    return place_or_turn (self, cell_x, cell_y);
  if (_tl_board_scene_human_phase (self, TL_PHASE_FOLLOWER))
    return activate_spot (self, self->hover_spot);
  return FALSE;
}

/* A secondary click at the pointer: turns the tile in hand, or after placing
 * what the spot under the pointer offers to turn. Returns whether it acted. */
gboolean
_tl_board_scene_secondary_click (TlBoardScene *self)
{
  if (_tl_board_scene_human_phase (self, TL_PHASE_FOLLOWER))
    {
      const TlSpot *spot = _tl_board_scene_spot (self, self->hover_spot);

      if (spot != NULL)
        select_spot (self, spot);
      return _tl_board_scene_rotate_offer (self, 1);
    }
  if (!_tl_board_scene_offers_tile (self))
    return FALSE;
  tl_board_scene_rotate (self, 1);
  return TRUE;
}

/* Escape: a step back in what an expansion is doing. */
gboolean
_tl_board_scene_back (TlBoardScene *self)
{
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->back != NULL && hooks->back (self, self->states[i]))
        return TRUE;
    }
  return FALSE;
}

/* After placing: turns what an expansion offers. */
gboolean
_tl_board_scene_rotate_offer (TlBoardScene *self,
                              int           delta)
{
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->rotate != NULL && hooks->rotate (self, self->states[i], delta))
        return TRUE;
    }
  return FALSE;
}

void
_tl_board_scene_set_cursor (TlBoardScene *self,
                            int           x,
                            int           y)
{
  self->cursor_x = x;
  self->cursor_y = y;
  self->keyboard = TRUE;
  self->show_preview = TRUE;
  _tl_board_scene_changed (self);
}

/* The pointer, not the keyboard, is to be followed (an expansion's targeting
 * starts with a click in the side panel). */
void
_tl_board_scene_keyboard_off (TlBoardScene *self)
{
  self->keyboard = FALSE;
}

static void
select_spot_towards (TlBoardScene *self,
                     int           dx,
                     int           dy)
{
  const TlSpot *from;
  double best = G_MAXDOUBLE;
  int pick = -1;

  if (self->spots->len == 0)
    return;
  if (self->selected_spot < 0)
    {
      self->selected_spot = self->hover_spot >= 0 ? self->hover_spot : 0;
      return;
    }
  from = &g_array_index (self->spots, TlSpot, self->selected_spot);
  for (guint i = 0; i < self->spots->len; i++)
    {
      const TlSpot *to = &g_array_index (self->spots, TlSpot, i);
      double vx = to->bx - from->bx, vy = to->by - from->by;
      double along = vx * dx + vy * dy, across = fabs (vx * dy - vy * dx);
      double cost;

      if ((int) i == self->selected_spot || along <= 1e-6)
        continue;
      cost = along + 2 * across;
      if (cost < best)
        {
          best = cost;
          pick = i;
        }
    }
  if (pick >= 0)
    self->selected_spot = pick;
}


void
tl_board_scene_rotate (TlBoardScene *self,
                       int           delta)
{
  g_return_if_fail (TL_IS_BOARD_SCENE (self));

  if (self->game == NULL)
    return;
  if (_tl_board_scene_human_phase (self, TL_PHASE_FOLLOWER))
    {
      _tl_board_scene_rotate_offer (self, delta);
      return;
    }
  if (tl_game_get_phase (self->game) != TL_PHASE_PLACE)
    return;
  _tl_board_scene_set_rotation (self, (guint) (((int) self->rotation + delta % 4 + 4) % 4), TRUE);
}

/* The farthest the cursor goes on in one direction past cells it may not
 * stand on (a map's blocked squares), in cells. */
#define TL_CURSOR_REACH 1024

/* A key takes over from the pointer: the cursor was on the pointer's cell,
 * which may be anywhere (off a map, where the pointer was when the turn began,
 * after another seat's turn). While a tile is to be placed, a cell where it
 * cannot go is left for the nearest one where it fits. Returns whether the
 * cursor moved there. */
static gboolean
keyboard_takes_over (TlBoardScene *self)
{
  gboolean from_pointer = !self->keyboard;

  self->keyboard = TRUE;
  self->show_preview = TRUE;
  return from_pointer && _tl_board_scene_cursor_to_legal (self);
}

gboolean
tl_board_scene_move_cursor (TlBoardScene *self,
                            int           dx,
                            int           dy)
{
  gboolean moved = TRUE;

  g_return_val_if_fail (TL_IS_BOARD_SCENE (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  if (!_tl_board_scene_offers_spots (self) && keyboard_takes_over (self))
    {
      _tl_board_scene_changed (self);
      return TRUE;
    }
  self->keyboard = TRUE;
  self->show_preview = TRUE;
  if (_tl_board_scene_offers_spots (self))
    {
      const TlSpot *spot;

      self->hover_spot = -1;
      select_spot_towards (self, dx, dy);
      spot = _tl_board_scene_spot (self, self->selected_spot);
      moved = spot != NULL;
      if (spot != NULL)
        {
          select_spot (self, spot);
          self->cursor_x = (int) floor (spot->bx);
          self->cursor_y = (int) floor (spot->by);
        }
    }
  else
    {
      /* on to the next cell it may stand on (the next square of a map), or
       * nowhere: it stays */
      moved = FALSE;
      for (int k = 1; !moved && k <= TL_CURSOR_REACH; k++)
        if (_tl_board_scene_cursor_open (self, self->cursor_x + k * dx, self->cursor_y + k * dy))
          {
            self->cursor_x += k * dx;
            self->cursor_y += k * dy;
            moved = TRUE;
          }
    }
  _tl_board_scene_changed (self);
  return moved;
}

gboolean
tl_board_scene_cycle_spot (TlBoardScene *self,
                           int           delta)
{
  const TlSpot *spot;
  int n;

  g_return_val_if_fail (TL_IS_BOARD_SCENE (self), FALSE);

  if (self->game == NULL || !_tl_board_scene_offers_spots (self) || self->spots->len == 0)
    return FALSE;
  n = (int) self->spots->len;
  self->keyboard = TRUE;
  self->show_preview = TRUE;
  self->hover_spot = -1;
  if (self->selected_spot < 0)
    self->selected_spot = delta >= 0 ? 0 : n - 1;
  else
    self->selected_spot = ((self->selected_spot + delta) % n + n) % n;
  spot = _tl_board_scene_spot (self, self->selected_spot);
  select_spot (self, spot);
  self->cursor_x = (int) floor (spot->bx);
  self->cursor_y = (int) floor (spot->by);
  _tl_board_scene_changed (self);
  return TRUE;
}

gboolean
tl_board_scene_activate_cursor (TlBoardScene *self)
{
  g_return_val_if_fail (TL_IS_BOARD_SCENE (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  if (_tl_board_scene_offers_spots (self))
    {
      int index = self->selected_spot >= 0 ? self->selected_spot : self->hover_spot;

      /* nothing picked: what an expansion puts first */
      for (guint i = 0; index < 0 && i < _tl_board_n_expansions; i++)
        {
          const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

          if (hooks->default_spot != NULL)
            index = hooks->default_spot (self, self->states[i]);
        }
      return activate_spot (self, index);
    }
  /* the first key shows where the cursor is before it places anything */
  if (keyboard_takes_over (self))
    {
      _tl_board_scene_changed (self);
      return TRUE;
    }
  return place_or_turn (self, self->cursor_x, self->cursor_y);
}

/* ---- where the cursor starts and the game opens ---- */

gboolean
_tl_board_scene_cursor_to_legal (TlBoardScene *self)
{
  if (g_hash_table_size (self->legal) == 0 ||
      _tl_board_scene_legal_mask (self, self->cursor_x, self->cursor_y) != 0)
    return FALSE;
  _tl_board_scene_nearest_legal_cell (self, self->cursor_x + 0.5, self->cursor_y + 0.5,
                                      &self->cursor_x, &self->cursor_y);
  return TRUE;
}

/* The cell the keyboard cursor starts from in a new game: below the first
 * start tile (the board's first tile; (0, 1) on an open table). */
void
_tl_board_scene_first_cursor_cell (TlBoardScene *self,
                                   int          *x,
                                   int          *y)
{
  const TlGameState *state = _tl_board_scene_state (self);

  *x = 0;
  *y = 1;
  if (state != NULL && tl_board_n_tiles (tl_game_state_board (state)) > 0)
    {
      const TlPlacedTile *first = tl_board_tile (tl_game_state_board (state), 0);

      *x = first->x;
      *y = first->y + 1;
    }
}

/* Where the game opens when what it would show does not fit close enough:
 * the tile placed this turn (a game continued in the middle of a turn); else,
 * while a person places a tile, the cell where it fits nearest the first
 * start tile (where the keyboard cursor starts); else the first start tile.
 * Never the pointer's cell, which follows a pointer that rests anywhere. */
gboolean
_tl_board_scene_open_cell (TlBoardScene *self,
                           int          *x,
                           int          *y)
{
  const TlGameState *state = _tl_board_scene_state (self);
  const TlBoard *board;
  int placed;

  if (state == NULL || tl_board_n_tiles (tl_game_state_board (state)) == 0)
    return FALSE;
  board = tl_game_state_board (state);
  placed = tl_game_state_placed_tile (state);
  if (placed >= 0)
    {
      *x = tl_board_tile (board, placed)->x;
      *y = tl_board_tile (board, placed)->y;
      return TRUE;
    }
  _tl_board_scene_first_cursor_cell (self, x, y);
  if (_tl_board_scene_human_phase (self, TL_PHASE_PLACE) && g_hash_table_size (self->legal) > 0)
    _tl_board_scene_nearest_legal_cell (self, *x + 0.5, *y + 0.5, x, y);
  else
    {
      *x = tl_board_tile (board, 0)->x;
      *y = tl_board_tile (board, 0)->y;
    }
  return TRUE;
}
