/* tl-board-scene.c — what the board shows of a game, without a display: the
 * tile in hand, legal cells, follower spots, recall, hover and selection,
 * labels; the expansions add theirs through their hooks
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "tl-board-scene-private.h"

/* Cells shown round the placed tiles when the view fits the game. */
#define FIT_MARGIN 1

G_DEFINE_FINAL_TYPE (TlBoardScene, tl_board_scene, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ROTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CHANGED,
  SIGNAL_SHOW_CELL,
  SIGNAL_ANIMATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- for the expansions and the view ---- */

const TlGameState *
_tl_board_scene_state (TlBoardScene *self)
{
  return self->game != NULL ? tl_game_get_state (self->game) : NULL;
}

gpointer
_tl_board_scene_get_state (TlBoardScene            *self,
                           const TlBoardSceneHooks *hooks)
{
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    if (_tl_board_expansions[i].scene == hooks)
      return self->states[i];
  g_return_val_if_reached (NULL);
}

/* Whether a person at this screen is to play the current step. */
gboolean
_tl_board_scene_human_phase (TlBoardScene *self,
                             TlPhase       phase)
{
  return self->game != NULL && tl_game_get_phase (self->game) == phase &&
         !tl_game_current_is_ai (self->game);
}

void
_tl_board_scene_player_color (TlBoardScene *self,
                              guint         seat,
                              TlRgb        *out)
{
  const TlPlayerInfo *info;

  tl_render_default_color (seat, out);
  if (self->game == NULL || seat >= tl_game_state_n_players (_tl_board_scene_state (self)))
    return;
  info = tl_game_player_info (self->game, seat);
  if (info != NULL)
    tl_render_parse_color (info->color, out);
}

void
_tl_board_scene_changed (TlBoardScene *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
_tl_board_scene_animate (TlBoardScene *self)
{
  g_signal_emit (self, signals[SIGNAL_ANIMATE], 0);
}

void
_tl_board_scene_append_spot (TlBoardScene *self,
                             const TlSpot *spot)
{
  g_array_append_vals (self->spots, spot, 1);
}

const TlSpot *
_tl_board_scene_spot (TlBoardScene *self,
                      int           index)
{
  if (index < 0 || (guint) index >= self->spots->len)
    return NULL;
  return &g_array_index (self->spots, TlSpot, index);
}

int
_tl_board_scene_active_spot (TlBoardScene *self)
{
  return self->hover_spot >= 0 ? self->hover_spot : self->selected_spot;
}

guint
_tl_board_scene_legal_mask (TlBoardScene *self,
                            int           x,
                            int           y)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (self->legal, tl_cell_key (x, y)));
}

/* Whether an expansion is choosing a target on the board. */
gboolean
_tl_board_scene_targeting (TlBoardScene *self)
{
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->targeting != NULL && hooks->targeting (self, self->states[i]))
        return TRUE;
    }
  return FALSE;
}

/* Whether clicks pick spots: after placing, or while an expansion targets. */
gboolean
_tl_board_scene_offers_spots (TlBoardScene *self)
{
  return _tl_board_scene_human_phase (self, TL_PHASE_FOLLOWER) || _tl_board_scene_targeting (self);
}

/* Whether the tile in hand is offered: a person places, nobody targets. */
gboolean
_tl_board_scene_offers_tile (TlBoardScene *self)
{
  return _tl_board_scene_human_phase (self, TL_PHASE_PLACE) && !_tl_board_scene_targeting (self);
}

gboolean
_tl_board_scene_has_recall (TlBoardScene *self)
{
  const TlGameState *state = _tl_board_scene_state (self);

  return state != NULL && tl_game_state_has_recall (state);
}

gboolean
_tl_board_scene_hides_tile (TlBoardScene *self,
                            gint          x,
                            gint          y)
{
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->hides_tile != NULL && hooks->hides_tile (self, self->states[i], x, y))
        return TRUE;
    }
  return FALSE;
}

static gboolean
cell_open (TlBoardScene *self,
           gint          x,
           gint          y)
{
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->cell_open != NULL && !hooks->cell_open (self, self->states[i], x, y))
        return FALSE;
    }
  return TRUE;
}

static gboolean
cell_has_neighbour (const TlBoard *board,
                    int            x,
                    int            y)
{
  return tl_board_tile_at (board, x - 1, y) >= 0 || tl_board_tile_at (board, x + 1, y) >= 0 ||
         tl_board_tile_at (board, x, y - 1) >= 0 || tl_board_tile_at (board, x, y + 1) >= 0;
}

TlCursorShow
_tl_board_scene_cursor_show (TlBoardScene *self,
                             int          *type,
                             gboolean     *fits)
{
  const TlGameState *state = _tl_board_scene_state (self);
  int cx = self->cursor_x, cy = self->cursor_y;
  guint mask;

  *type = -1;
  *fits = FALSE;
  if (!self->show_preview || !_tl_board_scene_offers_tile (self))
    return TL_CURSOR_HIDDEN;
  mask = _tl_board_scene_legal_mask (self, cx, cy);
  *type = tl_game_get_current_tile (self->game);
  if (*type >= 0 && tl_board_tile_at (tl_game_state_board (state), cx, cy) < 0 &&
      (mask != 0 || (cell_has_neighbour (tl_game_state_board (state), cx, cy) && cell_open (self, cx, cy))))
    {
      *fits = (mask & (1u << self->rotation)) != 0;
      return TL_CURSOR_TILE;
    }
  return self->keyboard ? TL_CURSOR_OUTLINE : TL_CURSOR_HIDDEN;
}

/* Where follower @index of the board stands, in board coordinates. */
void
_tl_board_scene_follower_point (const TlGameState *state,
                                guint              index,
                                double            *bx,
                                double            *by)
{
  tl_render_follower_place (state, index, bx, by);
}

/* Where a follower on @segment of the board stands, in board coordinates. */
void
_tl_board_scene_segment_point (const TlGameState *state,
                               guint32            segment,
                               double            *bx,
                               double            *by)
{
  const TlBoard *board = tl_game_state_board (state);
  const TlFeatures *features = tl_board_features_const (board);
  const TlPlacedTile *tile = tl_board_tile (board, tl_features_segment_tile (features, segment));
  double fx, fy;

  tl_render_segment_anchor (tl_tile_set_type (tl_game_state_tile_set (state), tile->type),
                            tl_features_segment_local (features, segment), tile->r, &fx, &fy);
  *bx = tile->x + fx;
  *by = tile->y + fy;
}

/* The tile and board port naming the segment follower @index stands on. */
static void
follower_place (const TlGameState *state,
                guint              index,
                gint              *x,
                gint              *y,
                guint             *port)
{
  const TlBoard *board = tl_game_state_board (state);
  const TlFeatures *features = tl_board_features_const (board);
  const TlFollower *f = &g_array_index (tl_features_followers (features), TlFollower, index);
  const TlPlacedTile *tile = tl_board_tile (board, f->tile);

  *x = tile->x;
  *y = tile->y;
  *port = tl_tile_type_segment_port (tl_tile_set_type (tl_game_state_tile_set (state), tile->type),
                                     tl_features_segment_local (features, f->segment), tile->r);
}

/* ---- the tile in hand ---- */

void
_tl_board_scene_set_rotation (TlBoardScene *self,
                              guint         r,
                              gboolean      redraw)
{
  r %= 4;
  if (r == self->rotation)
    return;
  self->rotation = r;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
  if (redraw)
    _tl_board_scene_changed (self);
}

void
_tl_board_scene_nearest_legal_cell (TlBoardScene *self,
                                    double        bx,
                                    double        by,
                                    int          *x,
                                    int          *y)
{
  GHashTableIter iter;
  gpointer key;
  double best = G_MAXDOUBLE;

  g_hash_table_iter_init (&iter, self->legal);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      int cx, cy;
      double d;

      tl_cell_key_xy (key, &cx, &cy);
      d = hypot (cx + 0.5 - bx, cy + 0.5 - by);
      /* ties: the upper, then the left cell, so that the choice is stable */
      d += (cy * 1e-6) + (cx * 1e-9);
      if (d < best)
        {
          best = d;
          *x = cx;
          *y = cy;
        }
    }
}

/* Whether the tiles placed since the last refresh were placed by a computer
 * seat: the person at the screen saw where their own went, so the view only
 * moves for a computer's. */
static gboolean
placed_by_computer (TlBoardScene *self)
{
  const TlRecord *record = tl_game_get_record (self->game);
  guint n_players = tl_game_get_n_players (self->game);
  guint seat;

  /* still in the turn of the seat that placed it (its follower step) */
  if (tl_game_get_phase (self->game) == TL_PHASE_FOLLOWER)
    return tl_game_current_is_ai (self->game);
  /* else the last turn played placed it: turn i is seat i mod players */
  if (record == NULL || record->turns->len == 0 || n_players == 0)
    return FALSE;
  seat = (record->turns->len - 1) % n_players;
  return tl_game_player_info (self->game, seat)->kind == TL_PLAYER_AI;
}

/* ---- following the game ---- */

static void
sync_expansions (TlBoardScene *self)
{
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->sync != NULL)
        hooks->sync (self, self->states[i]);
    }
}

static void
add_expansion_spots (TlBoardScene *self,
                     TlPhase       phase)
{
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->add_spots != NULL)
        hooks->add_spots (self, self->states[i], phase);
    }
}

static void
add_legal_cells (TlBoardScene *self)
{
  GArray *placements = tl_game_legal_placements (self->game);

  for (guint i = 0; i < placements->len; i++)
    {
      const TlPlacement *p = &g_array_index (placements, TlPlacement, i);
      gpointer key = tl_cell_key (p->x, p->y);
      guint mask = GPOINTER_TO_UINT (g_hash_table_lookup (self->legal, key));

      g_hash_table_insert (self->legal, key, GUINT_TO_POINTER (mask | (1u << (p->r % 4))));
    }
  g_array_unref (placements);

  /* keyboard players find the cursor on a cell where the tile fits (the
   * pointer's cell, while the pointer moves it, is checked when a key is
   * pressed: tl_board_scene_move_cursor()) */
  if (!self->pointer_in || self->keyboard)
    _tl_board_scene_cursor_to_legal (self);
}

gboolean
_tl_board_scene_cursor_open (TlBoardScene *self,
                             int           x,
                             int           y)
{
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->cursor_open != NULL && !hooks->cursor_open (self, self->states[i], x, y))
        return FALSE;
    }
  return TRUE;
}

/* The follower spots of the tile just placed, and (games with recall) the
 * followers that may be recalled instead. */
static void
add_follower_spots (TlBoardScene *self)
{
  const TlGameState *state = _tl_board_scene_state (self);
  const TlBoard *board = tl_game_state_board (state);
  TlTileSet *set = tl_game_state_tile_set (state);
  GArray *spots = tl_game_follower_spots (self->game);
  int placed = tl_game_state_placed_tile (state);

  for (guint i = 0; placed >= 0 && i < spots->len; i++)
    {
      const TlPlacedTile *pt = tl_board_tile (board, placed);
      TlSpot spot = { 0 };
      double fx, fy;

      spot.kind = TL_SPOT_DEPLOY;
      spot.shape = TL_SPOT_SHAPE_POINT;
      spot.spot = g_array_index (spots, TlFollowerSpot, i);
      tl_render_segment_anchor (tl_tile_set_type (set, pt->type), spot.spot.segment - pt->seg_base,
                                pt->r, &fx, &fy);
      spot.bx = pt->x + fx;
      spot.by = pt->y + fy;
      spot.preview = TRUE;
      spot.lying = spot.spot.kind == TL_SEGMENT_FIELD;
      spot.role = tl_render_follower_role (spot.spot.kind);
      spot.x = pt->x;
      spot.y = pt->y;
      spot.port = spot.spot.port;
      spot.segment = (gint32) spot.spot.segment;   /* the feature it would join, lit up */
      spot.follower = -1;
      g_array_append_val (self->spots, spot);
    }
  g_array_unref (spots);

  if (_tl_board_scene_has_recall (self))
    {
      GArray *options = tl_game_recall_options (self->game);

      for (guint i = 0; i < options->len; i++)
        {
          TlSpot spot = { 0 };

          spot.kind = TL_SPOT_RECALL;
          spot.shape = TL_SPOT_SHAPE_RING;
          spot.option = g_array_index (options, TlRecallOption, i);
          spot.role = tl_render_follower_role (spot.option.kind);
          spot.segment = -1;
          spot.follower = -1;
          _tl_board_scene_follower_point (state, spot.option.follower, &spot.bx, &spot.by);
          g_array_append_val (self->spots, spot);
        }
      g_array_unref (options);
    }
}

void
_tl_board_scene_refresh (TlBoardScene *self)
{
  const TlGameState *state = _tl_board_scene_state (self);
  const TlBoard *board;
  guint turn, n_tiles;
  int tile;

  g_hash_table_remove_all (self->legal);
  g_array_set_size (self->spots, 0);
  self->hover_spot = -1;
  self->selected_spot = -1;
  self->hover_follower = -1;

  if (state == NULL)
    {
      self->n_tiles_seen = 0;
      sync_expansions (self);
      _tl_board_scene_changed (self);
      return;
    }

  /* a computer placed a tile: it must be seen (a person's tile is where
   * they put it: the view does not move between their turns) */
  board = tl_game_state_board (state);
  n_tiles = tl_board_n_tiles (board);
  if (n_tiles > self->n_tiles_seen && self->n_tiles_seen > 0 && placed_by_computer (self))
    {
      const TlPlacedTile *last = tl_board_tile (board, n_tiles - 1);

      g_signal_emit (self, signals[SIGNAL_SHOW_CELL], 0, last->x, last->y);
    }
  /* taken back or undone: so are the points it scored */
  if (n_tiles < self->n_tiles_seen)
    g_array_set_size (self->labels, 0);
  self->n_tiles_seen = n_tiles;

  sync_expansions (self);

  turn = tl_game_state_turn (state);
  _tl_board_scene_expire_labels (self, turn);
  tile = tl_game_get_current_tile (self->game);
  if (turn != self->last_turn || tile != self->last_tile_type)
    {
      /* a new tile in hand starts unrotated */
      self->last_turn = turn;
      self->last_tile_type = tile;
      _tl_board_scene_set_rotation (self, 0, FALSE);
    }

  if (_tl_board_scene_human_phase (self, TL_PHASE_PLACE))
    {
      add_legal_cells (self);
      add_expansion_spots (self, TL_PHASE_PLACE);
    }
  else if (_tl_board_scene_human_phase (self, TL_PHASE_FOLLOWER))
    {
      add_follower_spots (self);
      add_expansion_spots (self, TL_PHASE_FOLLOWER);
    }
  _tl_board_scene_changed (self);
}

static void
on_game_changed (TlGame       *game,
                 TlBoardScene *self)
{
  _tl_board_scene_refresh (self);
}

static void
on_game_scored (TlGame       *game,
                gpointer      event,
                TlBoardScene *self)
{
  _tl_board_scene_add_labels (self, event);
}

/* ---- highlights and tips ---- */

/* The follower whose territory is lit up: the recall spot under the pointer
 * or selected with the keyboard, else (in games with recall) the follower
 * under the pointer; -1 for none. @option is set for a recall spot. */
int
_tl_board_scene_focus_follower (TlBoardScene          *self,
                                const TlRecallOption **option,
                                gboolean              *at_pointer)
{
  const TlSpot *spot = _tl_board_scene_spot (self, _tl_board_scene_active_spot (self));

  *option = NULL;
  *at_pointer = self->hover_spot >= 0 || self->selected_spot < 0;
  if (!_tl_board_scene_has_recall (self))
    return -1;
  if (spot != NULL && _tl_board_scene_human_phase (self, TL_PHASE_FOLLOWER))
    {
      if (spot->owner == NULL && spot->kind == TL_SPOT_RECALL)
        {
          *option = &spot->option;
          return spot->option.follower;
        }
      return -1;
    }
  return self->hover_follower;
}

/* What the active spot's feature is worth (a follower place), or what
 * clicking it does (an expansion's spot). */
static void
spot_tip (TlBoardScene *self,
          TlBoardTip   *tip)
{
  const TlSpot *spot = _tl_board_scene_spot (self, _tl_board_scene_active_spot (self));

  if (spot != NULL && spot->owner == NULL && spot->kind == TL_SPOT_DEPLOY)
    {
      /* what the feature the follower would join is worth now */
      gint value = tl_game_feature_value (self->game, spot->x, spot->y, spot->port);

      if (value < 0)
        return;
      tip->text = g_strdup_printf (ngettext ("Worth %d point now", "Worth %d points now", value), value);
    }
  else if (spot == NULL || spot->owner == NULL || spot->owner->tip == NULL)
    return;
  else
    tip->text = spot->owner->tip (self, _tl_board_scene_get_state (self, spot->owner), spot);
  tip->at_pointer = self->hover_spot >= 0;
  tip->bx = spot->bx;
  tip->by = spot->by;
  tip->dx = tip->dy = 0.3;
}

/* What the focus follower's territory is worth now (or what recalling it
 * scores), beside the pointer or the follower; else what the active spot does. */
void
_tl_board_scene_tip (TlBoardScene *self,
                     TlBoardTip   *tip)
{
  const TlGameState *state = _tl_board_scene_state (self);
  const TlRecallOption *option;
  gboolean at_pointer;
  int index = _tl_board_scene_focus_follower (self, &option, &at_pointer);

  memset (tip, 0, sizeof *tip);
  if (index < 0)
    {
      spot_tip (self, tip);
      return;
    }
  if (option != NULL)
    tip->text = g_strdup_printf (ngettext ("Recall for %d point", "Recall for %d points", option->points),
                                 option->points);
  else
    {
      gint x, y, value;
      guint port;

      follower_place (state, index, &x, &y, &port);
      value = tl_game_feature_value (self->game, x, y, port);
      if (value < 0)
        return;
      tip->text = g_strdup_printf (ngettext ("Worth %d point now", "Worth %d points now", value), value);
    }
  tip->at_pointer = at_pointer;
  _tl_board_scene_follower_point (state, index, &tip->bx, &tip->by);
  tip->dx = TL_BOARD_FOLLOWER_SCALE * 0.8;
  tip->dy = TL_BOARD_FOLLOWER_SCALE * 0.5;
}

/* The cell of the tile placed from the stack last (not a tile an expansion
 * put beside it). */
gboolean
_tl_board_scene_last_placed_cell (TlBoardScene *self,
                                  int          *x,
                                  int          *y)
{
  const TlGameState *state = _tl_board_scene_state (self);
  const TlBoard *board = tl_game_state_board (state);
  const TlRecord *record = tl_game_state_record (state);
  int placed = tl_game_state_placed_tile (state);
  guint n = tl_board_n_tiles (board);

  if (placed >= 0)
    {
      *x = tl_board_tile (board, placed)->x;
      *y = tl_board_tile (board, placed)->y;
      return TRUE;
    }
  if (record != NULL && record->turns->len > 0)
    {
      const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, record->turns->len - 1);

      if (turn->has_place)
        {
          *x = turn->x;
          *y = turn->y;
          return TRUE;
        }
    }
  /* no turn yet: only start tiles */
  if (record != NULL || n == 0)
    return FALSE;
  *x = tl_board_tile (board, n - 1)->x;
  *y = tl_board_tile (board, n - 1)->y;
  return TRUE;
}

/* The cell of the tile each seat placed last: this turn's, else the last
 * turn of the record in which it placed one (seat = turn mod seats). */
void
_tl_board_scene_last_cells (TlBoardScene *self,
                            gboolean     *has,
                            int          *xs,
                            int          *ys)
{
  const TlGameState *state = _tl_board_scene_state (self);
  const TlRecord *record = tl_game_state_record (state);
  const TlBoard *board = tl_game_state_board (state);
  guint n = MIN (tl_game_state_n_players (state), TL_MAX_PLAYERS);
  int placed = tl_game_state_placed_tile (state);
  guint found = 0;

  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    has[p] = FALSE;
  if (n == 0 || record == NULL)
    return;
  if (placed >= 0)
    {
      guint seat = tl_game_state_current_player (state);

      has[seat] = TRUE;
      xs[seat] = tl_board_tile (board, (guint) placed)->x;
      ys[seat] = tl_board_tile (board, (guint) placed)->y;
      found++;
    }
  for (guint i = record->turns->len; i-- > 0 && found < n;)
    {
      const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, i);
      guint seat = i % n;

      if (has[seat] || !turn->has_place)
        continue;
      has[seat] = TRUE;
      xs[seat] = turn->x;
      ys[seat] = turn->y;
      found++;
    }
}

/* Whether the tile at (x, y) is a start tile: where an expansion says (a
 * map's start squares), else at (0, 0). */
gboolean
_tl_board_scene_is_start_cell (TlBoardScene *self,
                               int           x,
                               int           y)
{
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;
      gboolean start = FALSE;

      if (hooks->start_cell != NULL && hooks->start_cell (self, self->states[i], x, y, &start))
        return start;
    }
  return x == 0 && y == 0;
}

/* The areas to show when the view fits the game, best first: what the
 * expansions ask for (a fixed playing area), then the placed tiles with a ring of
 * cells round them where tiles go next. */
guint
_tl_board_scene_fit_areas (TlBoardScene *self,
                           TlBoardRect  *areas,
                           guint         max_areas)
{
  const TlGameState *state = _tl_board_scene_state (self);
  const TlBoard *board;
  guint n = 0;

  if (state == NULL)
    return 0;
  for (guint i = 0; i < _tl_board_n_expansions && n < max_areas; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->fit_area != NULL && hooks->fit_area (self, self->states[i], &areas[n]))
        n++;
    }
  board = tl_game_state_board (state);
  if (n < max_areas && tl_board_n_tiles (board) > 0)
    {
      gint min_x, min_y, max_x, max_y;

      tl_board_bounds (board, &min_x, &min_y, &max_x, &max_y);
      areas[n].x = min_x - FIT_MARGIN;
      areas[n].y = min_y - FIT_MARGIN;
      areas[n].width = max_x - min_x + 1 + 2 * FIT_MARGIN;
      areas[n].height = max_y - min_y + 1 + 2 * FIT_MARGIN;
      n++;
    }
  return n;
}

/* ---- public ---- */

TlBoardScene *
tl_board_scene_new (void)
{
  return g_object_new (TL_TYPE_BOARD_SCENE, NULL);
}

void
tl_board_scene_set_game (TlBoardScene *self,
                         TlGame       *game)
{
  g_return_if_fail (TL_IS_BOARD_SCENE (self));
  g_return_if_fail (game == NULL || TL_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->game);
      g_clear_signal_handler (&self->scored_id, self->game);
      g_clear_object (&self->game);
    }
  g_array_set_size (self->labels, 0);
  if (game != NULL)
    {
      self->game = g_object_ref (game);
      self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
      self->scored_id = g_signal_connect (game, "scored", G_CALLBACK (on_game_scored), self);
    }

  self->last_turn = 0;
  self->last_tile_type = -2;
  self->keyboard = FALSE;
  self->n_tiles_seen = 0;
  _tl_board_scene_first_cursor_cell (self, &self->cursor_x, &self->cursor_y);
  self->pointer_in = FALSE;
  /* a new game: nothing of the old one turns over or is being targeted */
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->reset != NULL)
        hooks->reset (self, self->states[i]);
    }
  _tl_board_scene_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TlGame *
tl_board_scene_get_game (TlBoardScene *self)
{
  g_return_val_if_fail (TL_IS_BOARD_SCENE (self), NULL);
  return self->game;
}

guint
tl_board_scene_get_rotation (TlBoardScene *self)
{
  g_return_val_if_fail (TL_IS_BOARD_SCENE (self), 0);
  return self->rotation;
}

void
tl_board_scene_set_rotation (TlBoardScene *self,
                             guint         r)
{
  g_return_if_fail (TL_IS_BOARD_SCENE (self));
  _tl_board_scene_set_rotation (self, r, TRUE);
}


void
tl_board_scene_get_cursor (TlBoardScene *self,
                           int          *x,
                           int          *y)
{
  g_return_if_fail (TL_IS_BOARD_SCENE (self));

  if (x != NULL)
    *x = self->cursor_x;
  if (y != NULL)
    *y = self->cursor_y;
}



/* ---- GObject ---- */

static void
tl_board_scene_dispose (GObject *object)
{
  TlBoardScene *self = TL_BOARD_SCENE (object);

  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->game);
      g_clear_signal_handler (&self->scored_id, self->game);
      g_clear_object (&self->game);
    }

  G_OBJECT_CLASS (tl_board_scene_parent_class)->dispose (object);
}

static void
tl_board_scene_finalize (GObject *object)
{
  TlBoardScene *self = TL_BOARD_SCENE (object);

  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      if (hooks->finalize != NULL)
        hooks->finalize (self, self->states[i]);
      g_free (self->states[i]);
    }
  g_free (self->states);
  g_hash_table_unref (self->legal);
  g_array_unref (self->spots);
  g_array_unref (self->labels);
  g_free (self->frame.tip.text);

  G_OBJECT_CLASS (tl_board_scene_parent_class)->finalize (object);
}

static void
tl_board_scene_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TlBoardScene *self = TL_BOARD_SCENE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_ROTATION:
      g_value_set_uint (value, self->rotation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_board_scene_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TlBoardScene *self = TL_BOARD_SCENE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tl_board_scene_set_game (self, g_value_get_object (value));
      break;
    case PROP_ROTATION:
      tl_board_scene_set_rotation (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_board_scene_class_init (TlBoardSceneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tl_board_scene_dispose;
  object_class->finalize = tl_board_scene_finalize;
  object_class->get_property = tl_board_scene_get_property;
  object_class->set_property = tl_board_scene_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TL_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  signals[SIGNAL_SHOW_CELL] =
    g_signal_new ("show-cell", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[SIGNAL_ANIMATE] =
    g_signal_new ("animate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  for (guint i = 0; i < _tl_board_n_expansions; i++)
    if (_tl_board_expansions[i].scene->class_init != NULL)
      _tl_board_expansions[i].scene->class_init (object_class);
}

static void
tl_board_scene_init (TlBoardScene *self)
{
  self->legal = g_hash_table_new (g_direct_hash, g_direct_equal);
  self->spots = g_array_new (FALSE, FALSE, sizeof (TlSpot));
  self->labels = g_array_new (FALSE, FALSE, sizeof (TlScoreLabel));
  self->hover_spot = -1;
  self->selected_spot = -1;
  self->hover_follower = -1;
  self->last_tile_type = -2;
  self->cursor_x = 0;
  self->cursor_y = 1;
  self->states = g_new0 (gpointer, MAX (_tl_board_n_expansions, 1));
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardSceneHooks *hooks = _tl_board_expansions[i].scene;

      self->states[i] = hooks->state_size > 0 ? g_malloc0 (hooks->state_size) : NULL;
      if (hooks->init != NULL)
        hooks->init (self, self->states[i]);
    }
}
