/* tl-board-scene-maps.c — Carcassonne Maps and Map-Chips on the board's scene:
 * the tile in hand only on the map's open cells, the whole map when the view
 * fits; face-down tiles to look at, revealed tiles to resolve (in an order the
 * player picks, each in a rotation that fits), tiles turning over
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-board-scene-private.h"
#include "tl-board-maps-private.h"
#include "tl-game-map-chips.h"

enum {
  SIGNAL_PEEKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

TlBoardMaps *
_tl_board_scene_maps (TlBoardScene *scene)
{
  return _tl_board_scene_get_state (scene, &_tl_board_scene_maps_hooks);
}

const TlMapLayout *
_tl_board_scene_map (TlBoardScene *scene)
{
  const TlGameState *state = _tl_board_scene_state (scene);

  return state != NULL ? tl_game_state_map (state) : NULL;
}

int
_tl_board_maps_find_reveal (GArray *reveals,
                            gint    x,
                            gint    y)
{
  for (guint i = 0; i < reveals->len; i++)
    {
      const TlReveal *r = &g_array_index (reveals, TlReveal, i);

      if (r->x == x && r->y == y)
        return (int) i;
    }
  return -1;
}

int
_tl_board_maps_find_anim (const TlBoardMaps *maps,
                          gint               x,
                          gint               y)
{
  for (guint i = 0; i < maps->anims->len; i++)
    {
      const TlCellAnim *a = &g_array_index (maps->anims, TlCellAnim, i);

      if (a->x == x && a->y == y)
        return (int) i;
    }
  return -1;
}

double
_tl_board_maps_anim_progress (const TlCellAnim *anim,
                              gint64            now_us)
{
  if (anim->start == 0)
    return 0;
  return CLAMP ((now_us - anim->start) / (double) TL_CELL_ANIM_DURATION, 0, 1);
}

/* Starts an animation on (x, y), replacing one there. */
static void
add_anim (TlBoardMaps    *maps,
          TlCellAnimKind  kind,
          gint            x,
          gint            y,
          int             type,
          guint           r,
          TlMapColor      color)
{
  TlCellAnim anim = { kind, x, y, type, r, color, 0 };
  int old = _tl_board_maps_find_anim (maps, x, y);

  if (old >= 0)
    g_array_remove_index (maps->anims, old);
  g_array_append_val (maps->anims, anim);
}

/* The reveals waiting now, each in the rotation shown before when it still
 * fits in it, else in the first that fits. */
static GArray *
current_reveals (TlBoardScene      *scene,
                 TlBoardMaps       *maps,
                 const TlGameState *state)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (gint));
  GArray *out = g_array_new (FALSE, FALSE, sizeof (TlReveal));
  guint n = tl_map_chips_pending_reveals (state, cells);

  for (guint i = 0; i < n; i++)
    {
      TlReveal reveal = { 0 };
      int old;

      reveal.x = g_array_index (cells, gint, 2 * i);
      reveal.y = g_array_index (cells, gint, 2 * i + 1);
      reveal.type = tl_map_chips_reveal_tile (state, reveal.x, reveal.y);
      /* placing one may change where the others fit: asked every time */
      reveal.mask = tl_game_reveal_rotations (scene->game, reveal.x, reveal.y);
      old = _tl_board_maps_find_reveal (maps->reveals, reveal.x, reveal.y);
      if (old >= 0 && (reveal.mask & (1u << g_array_index (maps->reveals, TlReveal, old).r)))
        reveal.r = g_array_index (maps->reveals, TlReveal, old).r;
      else
        reveal.r = reveal.mask != 0 ? (guint) g_bit_nth_lsf (reveal.mask, -1) : 0;
      if (reveal.type >= 0)
        g_array_append_val (out, reveal);
    }
  g_array_unref (cells);
  return out;
}

/* ---- hooks ---- */

static void
maps_class_init (GObjectClass *klass)
{
  /* TlBoardScene::peeked: (int x, int y, int type) the current player looked
   * at the face-down tile on (x, y) and saw tile type @type. */
  signals[SIGNAL_PEEKED] =
    g_signal_new ("peeked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
}

static void
maps_init (TlBoardScene *scene,
           gpointer      state)
{
  TlBoardMaps *maps = state;

  maps->reveals = g_array_new (FALSE, FALSE, sizeof (TlReveal));
  maps->anims = g_array_new (FALSE, FALSE, sizeof (TlCellAnim));
  maps->reveal_focus = -1;
}

static void
maps_reset (TlBoardScene *scene,
            gpointer      state)
{
  TlBoardMaps *maps = state;

  g_array_set_size (maps->reveals, 0);
  maps->reveal_focus = -1;
  g_array_set_size (maps->anims, 0);
  g_clear_pointer (&maps->face_down_seen, g_free);
  maps->n_face_down_seen = 0;
}

static void
maps_finalize (TlBoardScene *scene,
               gpointer      state)
{
  TlBoardMaps *maps = state;

  g_clear_pointer (&maps->face_down_seen, g_free);
  g_array_unref (maps->reveals);
  g_array_unref (maps->anims);
}

/* The map, its face-down tiles and the reveals waiting; a face-down tile that
 * turned over (or went) since the last look turns over (or fades). */
static void
maps_sync (TlBoardScene *scene,
           gpointer      state)
{
  TlBoardMaps *maps = state;
  const TlGameState *game_state = _tl_board_scene_state (scene);
  const TlMapLayout *map = _tl_board_scene_map (scene);
  const TlBoard *board;
  GArray *reveals;
  gsize n;
  int focus_x = G_MININT, focus_y = G_MININT;
  guint started = 0;
  gboolean animate = TRUE;

  if (map == NULL)
    {
      maps_reset (scene, maps);
      return;
    }

  n = (gsize) map->width * map->height;
  if (maps->face_down_seen == NULL || maps->n_face_down_seen != n)
    {
      /* first sight of this map: nothing to animate */
      g_free (maps->face_down_seen);
      maps->face_down_seen = g_new0 (guint8, n);
      maps->n_face_down_seen = n;
      animate = FALSE;
    }

  board = tl_game_state_board (game_state);
  reveals = current_reveals (scene, maps, game_state);
  if (maps->reveal_focus >= 0 && (guint) maps->reveal_focus < maps->reveals->len)
    {
      focus_x = g_array_index (maps->reveals, TlReveal, maps->reveal_focus).x;
      focus_y = g_array_index (maps->reveals, TlReveal, maps->reveal_focus).y;
    }

  for (guint y = 0; y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      {
        gsize at = (gsize) y * map->width + x;
        TlMapColor color = TL_MAP_PURPLE;
        gboolean now = tl_map_chips_face_down_at (game_state, x, y, &color);
        guint8 before = maps->face_down_seen[at];
        int was_waiting = _tl_board_maps_find_reveal (maps->reveals, x, y);
        int waiting = _tl_board_maps_find_reveal (reveals, x, y);
        int tile = tl_board_tile_at (board, x, y);

        if (animate && before != 0 && was_waiting < 0)
          {
            TlMapColor back = (TlMapColor) (before - 1);

            if (waiting >= 0)
              {
                /* turned face up, waiting for the player */
                const TlReveal *r = &g_array_index (reveals, TlReveal, waiting);

                add_anim (maps, TL_CELL_ANIM_FLIP, x, y, r->type, r->r, back);
                started++;
              }
            else if (!now && tile >= 0)
              {
                /* turned over and placed at once (a computer player) */
                const TlPlacedTile *t = tl_board_tile (board, tile);

                add_anim (maps, TL_CELL_ANIM_FLIP, x, y, t->type, t->r, back);
                started++;
              }
            else if (!now)
              {
                add_anim (maps, TL_CELL_ANIM_FADE, x, y, -1, 0, back);
                started++;
              }
          }
        else if (animate && was_waiting >= 0 && waiting < 0 && !now && tile < 0)
          {
            /* fitted nowhere: it leaves the game */
            const TlReveal *r = &g_array_index (maps->reveals, TlReveal, was_waiting);

            add_anim (maps, TL_CELL_ANIM_FADE, x, y, r->type, r->r, (TlMapColor) (MAX (before, 1) - 1));
            started++;
          }
        maps->face_down_seen[at] = now ? 1 + MIN ((guint) color, TL_N_MAP_COLORS - 1) : 0;
      }

  g_array_unref (maps->reveals);
  maps->reveals = reveals;
  maps->reveal_focus = _tl_board_maps_find_reveal (reveals, focus_x, focus_y);
  if (maps->reveal_focus < 0 && reveals->len > 0)
    maps->reveal_focus = 0;
  if (started > 0)
    _tl_board_scene_animate (scene);
}

static void
maps_add_spots (TlBoardScene *scene,
                gpointer      state,
                TlPhase       phase)
{
  TlBoardMaps *maps = state;
  const TlGameState *game_state = _tl_board_scene_state (scene);
  const TlMapLayout *map = _tl_board_scene_map (scene);
  TlMapColor want;

  if (map == NULL || phase != TL_PHASE_FOLLOWER)
    return;
  for (guint i = 0; i < maps->reveals->len; i++)
    {
      const TlReveal *r = &g_array_index (maps->reveals, TlReveal, i);
      TlSpot spot = { 0 };

      spot.owner = &_tl_board_scene_maps_hooks;
      spot.kind = TL_MAP_SPOT_REVEAL;
      spot.shape = TL_SPOT_SHAPE_CELL;
      spot.x = r->x;
      spot.y = r->y;
      spot.bx = r->x + 0.5;
      spot.by = r->y + 0.5;
      spot.segment = -1;
      spot.follower = -1;
      spot.index = i;
      _tl_board_scene_append_spot (scene, &spot);
    }
  if (!tl_map_chips_can_peek (game_state, &want))
    return;
  for (guint y = 0; y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      {
        TlMapColor color;
        TlSpot spot = { 0 };

        if (!tl_map_chips_face_down_at (game_state, x, y, &color) || color != want ||
            _tl_board_maps_find_reveal (maps->reveals, x, y) >= 0)
          continue;
        spot.owner = &_tl_board_scene_maps_hooks;
        spot.kind = TL_MAP_SPOT_PEEK;
        spot.shape = TL_SPOT_SHAPE_CELL;
        spot.x = x;
        spot.y = y;
        spot.bx = x + 0.5;
        spot.by = y + 0.5;
        spot.segment = -1;
        spot.follower = -1;
        _tl_board_scene_append_spot (scene, &spot);
      }
}

static void
maps_select (TlBoardScene *scene,
             gpointer      state,
             const TlSpot *spot)
{
  TlBoardMaps *maps = state;

  if (spot->kind != TL_MAP_SPOT_REVEAL || spot->index >= maps->reveals->len)
    return;
  maps->reveal_focus = (int) spot->index;
  _tl_board_scene_changed (scene);
}

/* Nothing selected: Enter or Space resolves the revealed tile in focus. */
static int
maps_default_spot (TlBoardScene *scene,
                   gpointer      state)
{
  TlBoardMaps *maps = state;

  for (guint i = 0; i < scene->spots->len; i++)
    {
      const TlSpot *spot = &g_array_index (scene->spots, TlSpot, i);

      if (spot->owner == &_tl_board_scene_maps_hooks && spot->kind == TL_MAP_SPOT_REVEAL &&
          (int) spot->index == maps->reveal_focus)
        return (int) i;
    }
  return -1;
}

static gboolean
maps_rotate (TlBoardScene *scene,
             gpointer      state,
             int           delta)
{
  TlBoardMaps *maps = state;
  TlReveal *r;

  if (maps->reveal_focus < 0 || (guint) maps->reveal_focus >= maps->reveals->len)
    return FALSE;
  r = &g_array_index (maps->reveals, TlReveal, maps->reveal_focus);
  if (r->mask == 0 || delta == 0)
    return TRUE;
  /* on to the next rotation that fits, that way round */
  for (guint k = 1; k <= 4; k++)
    {
      guint next = (guint) (((int) r->r + (delta > 0 ? (int) k : -(int) k) + 8) % 4);

      if (r->mask & (1u << next))
        {
          r->r = next;
          break;
        }
    }
  _tl_board_scene_changed (scene);
  return TRUE;
}

static gboolean
maps_activate (TlBoardScene *scene,
               gpointer      state,
               const TlSpot *spot)
{
  TlBoardMaps *maps = state;
  GError *error = NULL;

  if (!_tl_board_scene_human_phase (scene, TL_PHASE_FOLLOWER))
    return FALSE;
  if (spot->kind == TL_MAP_SPOT_PEEK)
    {
      int type = tl_game_peek (scene->game, spot->x, spot->y, &error);

      if (type == TL_HIDDEN)
        return TRUE;   /* the look went to the host: its answer shows the tile */
      if (type < 0)
        {
          g_warning ("cannot look at the tile on (%d, %d): %s", spot->x, spot->y, error->message);
          g_error_free (error);
          return FALSE;
        }
      g_signal_emit (scene, signals[SIGNAL_PEEKED], 0, spot->x, spot->y, type);
      return TRUE;
    }
  if (spot->kind == TL_MAP_SPOT_REVEAL && spot->index < maps->reveals->len)
    {
      TlReveal r = g_array_index (maps->reveals, TlReveal, spot->index);

      /* the first click picks which one is resolved next */
      if ((int) spot->index != maps->reveal_focus)
        {
          maps->reveal_focus = (int) spot->index;
          _tl_board_scene_changed (scene);
          return TRUE;
        }
      if (!tl_game_reveal (scene->game, r.x, r.y, r.mask != 0 ? (gint) r.r : -1, &error))
        {
          g_warning ("cannot resolve the revealed tile on (%d, %d): %s", r.x, r.y, error->message);
          g_error_free (error);
          return FALSE;
        }
      return TRUE;
    }
  return FALSE;
}

static char *
maps_tip (TlBoardScene *scene,
          gpointer      state,
          const TlSpot *spot)
{
  TlBoardMaps *maps = state;
  const TlReveal *r;

  if (spot->kind == TL_MAP_SPOT_PEEK)
    return g_strdup (_("Look at this tile"));
  if (spot->kind != TL_MAP_SPOT_REVEAL || spot->index >= maps->reveals->len)
    return NULL;
  r = &g_array_index (maps->reveals, TlReveal, spot->index);
  if ((int) spot->index != maps->reveal_focus)
    return g_strdup (_("Resolve this tile next"));
  if (r->mask == 0)
    return g_strdup (_("Fits nowhere: remove it for −2"));
  if ((r->mask & (r->mask - 1)) != 0)
    return g_strdup (_("Place it here for +2 (R turns it)"));
  return g_strdup (_("Place it here for +2"));
}

/* The tile in hand goes only on the map's playable squares, and not on a
 * face-down tile. */
static gboolean
maps_cell_open (TlBoardScene *scene,
                gpointer      state,
                gint          x,
                gint          y)
{
  const TlMapLayout *map = _tl_board_scene_map (scene);

  if (map == NULL)
    return TRUE;
  return tl_map_layout_playable (map, x, y) &&
         !tl_map_chips_face_down_at (_tl_board_scene_state (scene), x, y, NULL);
}

/* The keyboard cursor keeps to the squares where a tile may go: the arrows
 * go on past a blocked square or an unjoined half square, and stop at the
 * map's edge. */
static gboolean
maps_cursor_open (TlBoardScene *scene,
                  gpointer      state,
                  gint          x,
                  gint          y)
{
  const TlMapLayout *map = _tl_board_scene_map (scene);

  return map == NULL || tl_map_layout_playable (map, x, y);
}

/* A tile turning over is drawn by its animation. */
static gboolean
maps_hides_tile (TlBoardScene *scene,
                 gpointer      state,
                 gint          x,
                 gint          y)
{
  TlBoardMaps *maps = state;
  int i = _tl_board_maps_find_anim (maps, x, y);

  return i >= 0 && g_array_index (maps->anims, TlCellAnim, i).kind == TL_CELL_ANIM_FLIP;
}

/* The whole map, when it fits. */
static gboolean
maps_fit_area (TlBoardScene *scene,
               gpointer      state,
               TlBoardRect  *area)
{
  const TlMapLayout *map = _tl_board_scene_map (scene);

  if (map == NULL)
    return FALSE;
  *area = (TlBoardRect) { 0, 0, map->width, map->height };
  return TRUE;
}

/* On a map the start tiles are on its start squares (docs/rules/maps.md §1). */
static gboolean
maps_start_cell (TlBoardScene *scene,
                 gpointer      state,
                 gint          x,
                 gint          y,
                 gboolean     *start)
{
  const TlMapLayout *map = _tl_board_scene_map (scene);
  const TlMapCell *cell;

  if (map == NULL)
    return FALSE;
  cell = tl_map_layout_cell (map, x, y);
  *start = cell != NULL && cell->kind == TL_MAP_START;
  return TRUE;
}

/* A chip collected, a tile revealed: over that cell. */
static gboolean
maps_label_point (TlBoardScene       *scene,
                  gpointer            state,
                  const TlScoreEvent *event,
                  double             *bx,
                  double             *by)
{
  if (event->source != TL_SCORE_CHIP && event->source != TL_SCORE_REVEAL)
    return FALSE;
  *bx = event->x + 0.5;
  *by = event->y + 0.5;
  return TRUE;
}

static gboolean
maps_advance (TlBoardScene *scene,
              gpointer      state,
              gint64        now_us)
{
  TlBoardMaps *maps = state;

  for (guint i = maps->anims->len; i-- > 0;)
    {
      TlCellAnim *anim = &g_array_index (maps->anims, TlCellAnim, i);

      if (anim->start == 0)
        anim->start = now_us;
      else if (now_us - anim->start >= TL_CELL_ANIM_DURATION)
        g_array_remove_index (maps->anims, i);
    }
  return maps->anims->len > 0;
}

static void
maps_skip_animations (TlBoardScene *scene,
                      gpointer      state)
{
  g_array_set_size (((TlBoardMaps *) state)->anims, 0);
}

const TlBoardSceneHooks _tl_board_scene_maps_hooks = {
  .name = "maps",
  .expansions = (const char *const[]) { "map", "map-chips", NULL },
  .state_size = sizeof (TlBoardMaps),
  .class_init = maps_class_init,
  .init = maps_init,
  .finalize = maps_finalize,
  .reset = maps_reset,
  .sync = maps_sync,
  .add_spots = maps_add_spots,
  .activate = maps_activate,
  .select = maps_select,
  .default_spot = maps_default_spot,
  .rotate = maps_rotate,
  .tip = maps_tip,
  .cell_open = maps_cell_open,
  .cursor_open = maps_cursor_open,
  .hides_tile = maps_hides_tile,
  .start_cell = maps_start_cell,
  .fit_area = maps_fit_area,
  .label_point = maps_label_point,
  .advance = maps_advance,
  .skip_animations = maps_skip_animations,
};
