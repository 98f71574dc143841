/* tl-board-view-map.c — TlBoardView for Carcassonne Maps and Map-Chips: the
 * map under the tiles, chips, face-down tiles, looking at one, revealing them
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tl-board-view-private.h"

/* How long a face-down tile takes to turn over, or a removed tile to fade, µs. */
#define CELL_ANIM_DURATION (G_USEC_PER_SEC * 3 / 10)
/* The picture of a tile the player looked at: this part of the cell. */
#define PEEKED_SCALE 0.46

static const TlMapLayout *
view_map (TlBoardView *self)
{
  const TlGameState *state = tl_board_view_state (self);

  return state != NULL ? tl_game_state_map (state) : NULL;
}

static gboolean
animations_enabled (TlBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static int
find_reveal (GArray *reveals, gint x, gint y)
{
  for (guint i = 0; i < reveals->len; i++)
    {
      const TlReveal *r = &g_array_index (reveals, TlReveal, i);

      if (r->x == x && r->y == y)
        return (int) i;
    }
  return -1;
}

static int
find_anim (TlBoardView *self, gint x, gint y)
{
  for (guint i = 0; i < self->anims->len; i++)
    {
      const TlCellAnim *a = &g_array_index (self->anims, TlCellAnim, i);

      if (a->x == x && a->y == y)
        return (int) i;
    }
  return -1;
}

/* ---- animations ---- */

static double
anim_progress (const TlCellAnim *anim, gint64 now)
{
  if (anim->start == 0)
    return 0;
  return CLAMP ((now - anim->start) / (double) CELL_ANIM_DURATION, 0, 1);
}

static gboolean
anim_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TlBoardView *self = TL_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  for (guint i = self->anims->len; i-- > 0;)
    {
      TlCellAnim *anim = &g_array_index (self->anims, TlCellAnim, i);

      if (anim->start == 0)
        anim->start = now;
      else if (now - anim->start >= CELL_ANIM_DURATION)
        g_array_remove_index (self->anims, i);
    }
  gtk_widget_queue_draw (widget);
  if (self->anims->len == 0)
    {
      self->anim_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
stop_anims (TlBoardView *self)
{
  g_array_set_size (self->anims, 0);
  if (self->anim_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->anim_id);
      self->anim_id = 0;
    }
}

static void
add_anim (TlBoardView *self, TlCellAnimKind kind, gint x, gint y, int type, guint r, TlMapColor color)
{
  TlCellAnim anim = { kind, x, y, type, r, color, 0 };
  int old = find_anim (self, x, y);

  if (old >= 0)
    g_array_remove_index (self->anims, old);
  g_array_append_val (self->anims, anim);
  if (self->anim_id == 0)
    self->anim_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), anim_tick, NULL, NULL);
}

/* ---- following the game ---- */

void
tl_board_view_map_reset (TlBoardView *self)
{
  g_array_set_size (self->reveals, 0);
  self->reveal_focus = -1;
  stop_anims (self);
  g_clear_pointer (&self->face_down_seen, g_free);
  self->n_face_down_seen = 0;
}

/* The reveals waiting now, each in the rotation shown before when it still
 * fits in it, else in the first that fits. */
static GArray *
current_reveals (TlBoardView *self, const TlGameState *state)
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
      reveal.mask = tl_game_reveal_rotations (self->game, reveal.x, reveal.y);
      old = find_reveal (self->reveals, reveal.x, reveal.y);
      if (old >= 0 && (reveal.mask & (1u << g_array_index (self->reveals, TlReveal, old).r)))
        reveal.r = g_array_index (self->reveals, TlReveal, old).r;
      else
        reveal.r = reveal.mask != 0 ? (guint) g_bit_nth_lsf (reveal.mask, -1) : 0;
      if (reveal.type >= 0)
        g_array_append_val (out, reveal);
    }
  g_array_unref (cells);
  return out;
}

void
tl_board_view_map_sync (TlBoardView *self,
                        gboolean     animate)
{
  const TlGameState *state = tl_board_view_state (self);
  const TlMapLayout *map = view_map (self);
  const TlBoard *board;
  GArray *reveals;
  gsize n;
  int focus_x = G_MININT, focus_y = G_MININT;

  if (map == NULL)
    {
      tl_board_view_map_reset (self);
      g_clear_pointer (&self->map_cache, tl_map_cache_free);
      return;
    }
  if (self->map_cache == NULL || tl_map_cache_get_layout (self->map_cache) != map)
    {
      g_clear_pointer (&self->map_cache, tl_map_cache_free);
      self->map_cache = tl_map_cache_new ((TlMapLayout *) map);
    }

  n = (gsize) map->width * map->height;
  if (self->face_down_seen == NULL || self->n_face_down_seen != n)
    {
      /* first sight of this map: nothing to animate */
      g_free (self->face_down_seen);
      self->face_down_seen = g_new0 (guint8, n);
      self->n_face_down_seen = n;
      animate = FALSE;
    }
  if (!animations_enabled (self) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    animate = FALSE;

  board = tl_game_state_board (state);
  reveals = current_reveals (self, state);
  if (self->reveal_focus >= 0 && (guint) self->reveal_focus < self->reveals->len)
    {
      focus_x = g_array_index (self->reveals, TlReveal, self->reveal_focus).x;
      focus_y = g_array_index (self->reveals, TlReveal, self->reveal_focus).y;
    }

  for (guint y = 0; y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      {
        gsize at = (gsize) y * map->width + x;
        TlMapColor color = TL_MAP_PURPLE;
        gboolean now = tl_map_chips_face_down_at (state, x, y, &color);
        guint8 before = self->face_down_seen[at];
        int was_waiting = find_reveal (self->reveals, x, y);
        int waiting = find_reveal (reveals, x, y);
        int tile = tl_board_tile_at (board, x, y);

        if (animate && before != 0 && was_waiting < 0)
          {
            TlMapColor back = (TlMapColor) (before - 1);

            if (waiting >= 0)
              {
                /* turned face up, waiting for the player */
                const TlReveal *r = &g_array_index (reveals, TlReveal, waiting);

                add_anim (self, TL_CELL_ANIM_FLIP, x, y, r->type, r->r, back);
              }
            else if (!now && tile >= 0)
              {
                /* turned over and placed at once (a computer player) */
                const TlPlacedTile *t = tl_board_tile (board, tile);

                add_anim (self, TL_CELL_ANIM_FLIP, x, y, t->type, t->r, back);
              }
            else if (!now)
              add_anim (self, TL_CELL_ANIM_FADE, x, y, -1, 0, back);
          }
        else if (animate && was_waiting >= 0 && waiting < 0 && !now && tile < 0)
          {
            /* fitted nowhere: it leaves the game */
            const TlReveal *r = &g_array_index (self->reveals, TlReveal, was_waiting);

            add_anim (self, TL_CELL_ANIM_FADE, x, y, r->type, r->r, (TlMapColor) (MAX (before, 1) - 1));
          }
        self->face_down_seen[at] = now ? 1 + MIN ((guint) color, TL_N_MAP_COLORS - 1) : 0;
      }

  g_array_unref (self->reveals);
  self->reveals = reveals;
  self->reveal_focus = find_reveal (reveals, focus_x, focus_y);
  if (self->reveal_focus < 0 && reveals->len > 0)
    self->reveal_focus = 0;
}

void
tl_board_view_map_add_spots (TlBoardView *self)
{
  const TlGameState *state = tl_board_view_state (self);
  const TlMapLayout *map = view_map (self);
  TlMapColor want;

  if (map == NULL)
    return;
  for (guint i = 0; i < self->reveals->len; i++)
    {
      const TlReveal *r = &g_array_index (self->reveals, TlReveal, i);
      TlSpot spot = { 0 };

      spot.kind = TL_SPOT_REVEAL;
      spot.x = r->x;
      spot.y = r->y;
      spot.bx = r->x + 0.5;
      spot.by = r->y + 0.5;
      spot.segment = -1;
      spot.follower = -1;
      spot.reveal = i;
      g_array_append_val (self->spots, spot);
    }
  if (!tl_map_chips_can_peek (state, &want))
    return;
  for (guint y = 0; y < map->height; y++)
    for (guint x = 0; x < map->width; x++)
      {
        TlMapColor color;
        TlSpot spot = { 0 };

        if (!tl_map_chips_face_down_at (state, x, y, &color) || color != want ||
            find_reveal (self->reveals, x, y) >= 0)
          continue;
        spot.kind = TL_SPOT_PEEK;
        spot.x = x;
        spot.y = y;
        spot.bx = x + 0.5;
        spot.by = y + 0.5;
        spot.segment = -1;
        spot.follower = -1;
        g_array_append_val (self->spots, spot);
      }
}

gboolean
tl_board_view_map_cell_open (TlBoardView *self,
                             gint         x,
                             gint         y)
{
  const TlMapLayout *map = view_map (self);

  if (map == NULL)
    return TRUE;
  return tl_map_layout_playable (map, x, y) &&
         !tl_map_chips_face_down_at (tl_board_view_state (self), x, y, NULL);
}

/* ---- drawing ---- */

static GdkTexture *
surface_or_null (cairo_surface_t *surface)
{
  return surface != NULL ? tl_board_view_surface_texture (surface) : NULL;
}

static void
append_cell_texture (GtkSnapshot *snapshot, GdkTexture *texture, const TlBoardFrame *frame,
                     gint x, gint y)
{
  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture,
                                 &GRAPHENE_RECT_INIT (frame->ox + x * frame->size,
                                                      frame->oy + y * frame->size,
                                                      frame->size, frame->size));
}

/* The small picture of a tile the current player looked at, in the upper left
 * corner of its face-down tile. */
static void
append_peeked (TlBoardView *self, GtkSnapshot *snapshot, const TlBoardFrame *frame, gint x, gint y,
               int type)
{
  double s = frame->size * PEEKED_SCALE, border = MAX (1.5, frame->size * 0.02);
  double px = frame->ox + x * frame->size + frame->size * 0.06;
  double py = frame->oy + y * frame->size + frame->size * 0.06;
  guint device = (guint) MAX (8, round (s * frame->scale));
  GdkTexture *texture = tl_board_view_tile_texture (self, type, 0, device, frame->dark);
  GskRoundedRect outline;
  GdkRGBA white = { 1, 1, 1, 0.95 }, shadow = { 0, 0, 0, 0.35 };

  if (texture == NULL)
    return;
  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (px - border, py - border,
                                                                   s + 2 * border, s + 2 * border), border * 2);
  gtk_snapshot_append_outset_shadow (snapshot, &outline, &shadow, 0, border, 0, border * 2);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &white, &outline.bounds);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (px, py, s, s));
}

void
tl_board_view_map_snapshot_under (TlBoardView        *self,
                                  GtkSnapshot        *snapshot,
                                  const TlBoardFrame *frame)
{
  const TlGameState *state = tl_board_view_state (self);
  const TlMapLayout *map = view_map (self);
  const TlBoard *board;
  gint x0, y0, x1, y1;
  int viewer = -1;

  if (map == NULL || self->map_cache == NULL)
    return;
  board = tl_game_state_board (state);
  x0 = MAX (frame->x0, 0);
  y0 = MAX (frame->y0, 0);
  x1 = MIN (frame->x1, (gint) map->width - 1);
  y1 = MIN (frame->y1, (gint) map->height - 1);
  /* what the player at the screen saw earlier (hidden from the others) */
  if (self->show_peeked && tl_game_get_phase (self->game) != TL_PHASE_OVER &&
      !tl_game_current_is_ai (self->game))
    viewer = (int) tl_game_get_current_player (self->game);

  for (gint y = y0; y <= y1; y++)
    for (gint x = x0; x <= x1; x++)
      {
        TlMapColor color;

        append_cell_texture (snapshot,
                             surface_or_null (tl_map_cache_cell (self->map_cache, x, y, frame->device_px,
                                                                 frame->dark)),
                             frame, x, y);
        if (tl_board_tile_at (board, x, y) >= 0)
          continue;
        /* chips lie face down: their colour is hidden (maps.md §3) */
        if (tl_map_chips_chip_at (state, x, y, NULL))
          append_cell_texture (snapshot,
                               surface_or_null (tl_map_cache_chip (self->map_cache,
                                                                   frame->device_px, frame->dark)),
                               frame, x, y);
        if (tl_map_chips_face_down_at (state, x, y, &color) &&
            find_reveal (self->reveals, x, y) < 0 && find_anim (self, x, y) < 0)
          {
            int seen = viewer >= 0 ? tl_map_chips_peeked (state, viewer, x, y) : -1;

            append_cell_texture (snapshot,
                                 surface_or_null (tl_map_cache_tile_back (self->map_cache, color,
                                                                          frame->device_px, frame->dark)),
                                 frame, x, y);
            if (seen >= 0)
              append_peeked (self, snapshot, frame, x, y, seen);
          }
      }
}

gboolean
tl_board_view_map_hides_tile (TlBoardView *self,
                              gint         x,
                              gint         y)
{
  int i = find_anim (self, x, y);

  return i >= 0 && g_array_index (self->anims, TlCellAnim, i).kind == TL_CELL_ANIM_FLIP;
}

/* A picture of the cell (x, y), squeezed horizontally to @sx and scaled to @s
 * around the cell's middle, at @alpha. */
static void
append_squeezed (GtkSnapshot *snapshot, GdkTexture *texture, const TlBoardFrame *frame, gint x, gint y,
                 double sx, double s, double alpha)
{
  double cx = frame->ox + (x + 0.5) * frame->size, cy = frame->oy + (y + 0.5) * frame->size;

  if (texture == NULL || sx <= 0.01 || alpha <= 0)
    return;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx, cy));
  gtk_snapshot_scale (snapshot, sx * s, s);
  if (alpha < 1)
    gtk_snapshot_push_opacity (snapshot, alpha);
  gtk_snapshot_append_texture (snapshot, texture,
                               &GRAPHENE_RECT_INIT (-frame->size / 2, -frame->size / 2,
                                                    frame->size, frame->size));
  if (alpha < 1)
    gtk_snapshot_pop (snapshot);
  gtk_snapshot_restore (snapshot);
}

void
tl_board_view_map_snapshot_over (TlBoardView        *self,
                                 GtkSnapshot        *snapshot,
                                 const TlBoardFrame *frame)
{
  const TlGameState *state = tl_board_view_state (self);
  const TlMapLayout *map = view_map (self);
  const TlBoard *board;

  if (map == NULL || self->map_cache == NULL)
    return;
  board = tl_game_state_board (state);

  /* start squares: their brown margin round the tile */
  for (guint i = 0; i < tl_board_n_tiles (board); i++)
    {
      const TlPlacedTile *t = tl_board_tile (board, i);
      const TlMapCell *cell = tl_map_layout_cell (map, t->x, t->y);
      cairo_t *cr;

      if (cell == NULL || cell->kind != TL_MAP_START || t->x < frame->x0 || t->x > frame->x1 ||
          t->y < frame->y0 || t->y > frame->y1)
        continue;
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (frame->ox + t->x * frame->size,
                                                                     frame->oy + t->y * frame->size,
                                                                     frame->size, frame->size));
      cairo_translate (cr, frame->ox + t->x * frame->size, frame->oy + t->y * frame->size);
      tl_render_map_cell_over (cr, map, t->x, t->y, frame->size, frame->dark);
      cairo_destroy (cr);
    }

  /* revealed tiles waiting for the player, face up */
  for (guint i = 0; i < self->reveals->len; i++)
    {
      const TlReveal *r = &g_array_index (self->reveals, TlReveal, i);
      GdkRGBA veil = { 0.5, 0.05, 0.08, 0.3 };

      if (find_anim (self, r->x, r->y) >= 0)
        continue;
      append_cell_texture (snapshot, tl_board_view_tile_texture (self, r->type, r->r, frame->device_px,
                                                                 frame->dark),
                           frame, r->x, r->y);
      if (r->mask == 0)
        gtk_snapshot_append_color (snapshot, &veil,
                                   &GRAPHENE_RECT_INIT (frame->ox + r->x * frame->size,
                                                        frame->oy + r->y * frame->size,
                                                        frame->size, frame->size));
    }

  /* tiles turning over or fading away */
  for (guint i = 0; i < self->anims->len; i++)
    {
      const TlCellAnim *a = &g_array_index (self->anims, TlCellAnim, i);
      double t = anim_progress (a, frame->now);
      GdkTexture *back = surface_or_null (tl_map_cache_tile_back (self->map_cache, a->color,
                                                                  frame->device_px, frame->dark));
      GdkTexture *face = a->type >= 0 ? tl_board_view_tile_texture (self, a->type, a->r, frame->device_px,
                                                                    frame->dark)
                                      : back;

      if (a->kind == TL_CELL_ANIM_FLIP)
        {
          /* the back narrows to a line, then the face widens; a slight lift */
          double lift = 1 + 0.08 * sin (t * G_PI);

          if (t < 0.5)
            append_squeezed (snapshot, back, frame, a->x, a->y, 1 - 2 * t, lift, 1);
          else
            append_squeezed (snapshot, face, frame, a->x, a->y, 2 * t - 1, lift, 1);
        }
      else
        append_squeezed (snapshot, face, frame, a->x, a->y, 1, 1 - 0.2 * t, 1 - t);
    }
}

/* Outlines a cell: a white line under a coloured one, dashed when @dashed. */
static void
stroke_cell (cairo_t *cr, const TlBoardFrame *frame, gint x, gint y, double inset, double width,
             const GdkRGBA *color, gboolean dashed)
{
  double s = frame->size, px = frame->ox + x * s + inset, py = frame->oy + y * s + inset;
  double w = s - 2 * inset, radius = MIN (s * 0.08, 8);
  double dash[2] = { MAX (6, s * 0.09), MAX (4, s * 0.06) };

  cairo_new_sub_path (cr);
  cairo_arc (cr, px + w - radius, py + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, px + w - radius, py + w - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, px + radius, py + w - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, px + radius, py + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_line_width (cr, width + 2.5);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_stroke_preserve (cr);
  if (dashed)
    cairo_set_dash (cr, dash, 2, 0);
  cairo_set_line_width (cr, width);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* A round badge with a turning arrow: "this tile can be turned". */
static void
draw_turn_badge (cairo_t *cr, double cx, double cy, double radius, const GdkRGBA *color)
{
  double a0 = -G_PI * 0.35, a1 = G_PI * 1.15, r = radius * 0.55;
  double hx = cx + r * cos (a1), hy = cy + r * sin (a1);

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1.5);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_stroke (cr);

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, a0, a1);
  cairo_set_line_width (cr, MAX (1.5, radius * 0.2));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
  /* the arrow head at the end of the arc, pointing on clockwise */
  cairo_move_to (cr, hx + radius * 0.32 * cos (a1 + 0.4), hy + radius * 0.32 * sin (a1 + 0.4));
  cairo_line_to (cr, hx - radius * 0.05 * cos (a1), hy - radius * 0.05 * sin (a1));
  cairo_line_to (cr, hx + radius * 0.32 * cos (a1 - 1.9), hy + radius * 0.32 * sin (a1 - 1.9));
  cairo_stroke (cr);
}

void
tl_board_view_map_snapshot_spots (TlBoardView        *self,
                                  GtkSnapshot        *snapshot,
                                  const TlBoardFrame *frame)
{
  int active = tl_board_view_active_spot (self);
  cairo_t *cr = NULL;

  for (guint i = 0; i < self->spots->len; i++)
    {
      const TlSpot *spot = &g_array_index (self->spots, TlSpot, i);
      double s = frame->size, line = MAX (2.5, s / 30);

      if (spot->kind != TL_SPOT_PEEK && spot->kind != TL_SPOT_REVEAL)
        continue;
      if (spot->x < frame->x0 - 1 || spot->x > frame->x1 + 1 || spot->y < frame->y0 - 1 ||
          spot->y > frame->y1 + 1)
        continue;
      if (cr == NULL)
        cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, frame->w, frame->h));
      if (spot->kind == TL_SPOT_PEEK)
        {
          /* a face-down tile the player may look at */
          TlMapColor color = TL_MAP_PURPLE;
          TlRgb rgb;
          GdkRGBA ring;

          tl_map_chips_face_down_at (tl_board_view_state (self), spot->x, spot->y, &color);
          tl_render_map_color (color, frame->dark, &rgb);
          ring = (GdkRGBA) { rgb.r, rgb.g, rgb.b, 1 };
          if ((int) i == active)
            {
              GdkRGBA tint = frame->accent;

              tint.alpha = 0.3;
              gdk_cairo_set_source_rgba (cr, &tint);
              cairo_rectangle (cr, frame->ox + spot->x * s, frame->oy + spot->y * s, s, s);
              cairo_fill (cr);
              stroke_cell (cr, frame, spot->x, spot->y, 1.5, line * 1.3, &frame->accent, FALSE);
            }
          else
            stroke_cell (cr, frame, spot->x, spot->y, 1.5, line, &ring, TRUE);
          continue;
        }
      else
        {
          const TlReveal *r = &g_array_index (self->reveals, TlReveal, spot->reveal);
          gboolean focus = (int) spot->reveal == self->reveal_focus;
          const GdkRGBA *color = r->mask != 0 ? &frame->accent : &frame->error;

          if (focus)
            {
              stroke_cell (cr, frame, spot->x, spot->y, line, line * 1.4, color, FALSE);
              if (r->mask != 0 && (r->mask & (r->mask - 1)) != 0)
                draw_turn_badge (cr, frame->ox + (spot->x + 1) * s - MAX (11, s * 0.13),
                                 frame->oy + spot->y * s + MAX (11, s * 0.13), MAX (9, s * 0.1), color);
            }
          else
            stroke_cell (cr, frame, spot->x, spot->y, line, (int) i == active ? line * 1.3 : line,
                         color, TRUE);
        }
    }
  if (cr != NULL)
    cairo_destroy (cr);
}

/* ---- playing ---- */

void
tl_board_view_map_select (TlBoardView  *self,
                          const TlSpot *spot)
{
  if (spot->kind != TL_SPOT_REVEAL || spot->reveal >= self->reveals->len)
    return;
  self->reveal_focus = (int) spot->reveal;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tl_board_view_map_rotate (TlBoardView *self,
                          int          delta)
{
  TlReveal *r;

  if (self->reveal_focus < 0 || (guint) self->reveal_focus >= self->reveals->len)
    return FALSE;
  r = &g_array_index (self->reveals, TlReveal, self->reveal_focus);
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
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

gboolean
tl_board_view_map_activate (TlBoardView  *self,
                            const TlSpot *spot)
{
  GError *error = NULL;

  if (spot->kind == TL_SPOT_PEEK)
    {
      int type = tl_game_peek (self->game, spot->x, spot->y, &error);

      if (type < 0)
        {
          g_warning ("cannot look at the tile on (%d, %d): %s", spot->x, spot->y, error->message);
          g_error_free (error);
          return FALSE;
        }
      tl_board_view_emit_peeked (self, spot->x, spot->y, type);
      return TRUE;
    }
  if (spot->kind == TL_SPOT_REVEAL && spot->reveal < self->reveals->len)
    {
      TlReveal r = g_array_index (self->reveals, TlReveal, spot->reveal);

      /* the first click picks which one is resolved next */
      if ((int) spot->reveal != self->reveal_focus)
        {
          self->reveal_focus = (int) spot->reveal;
          gtk_widget_queue_draw (GTK_WIDGET (self));
          return TRUE;
        }
      if (!tl_game_reveal (self->game, r.x, r.y, r.mask != 0 ? (gint) r.r : -1, &error))
        {
          g_warning ("cannot resolve the revealed tile on (%d, %d): %s", r.x, r.y, error->message);
          g_error_free (error);
          return FALSE;
        }
      return TRUE;
    }
  return FALSE;
}

char *
tl_board_view_map_tip (TlBoardView  *self,
                       const TlSpot *spot)
{
  const TlReveal *r;

  if (spot->kind == TL_SPOT_PEEK)
    return g_strdup (_("Look at this tile"));
  if (spot->kind != TL_SPOT_REVEAL || spot->reveal >= self->reveals->len)
    return NULL;
  r = &g_array_index (self->reveals, TlReveal, spot->reveal);
  if ((int) spot->reveal != self->reveal_focus)
    return g_strdup (_("Resolve this tile next"));
  if (r->mask == 0)
    return g_strdup (_("Fits nowhere: remove it for −2"));
  if ((r->mask & (r->mask - 1)) != 0)
    return g_strdup (_("Place it here for +2 (R turns it)"));
  return g_strdup (_("Place it here for +2"));
}
