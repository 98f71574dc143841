/* tl-board-view-snapshot.c — drawing the board: one function per layer,
 * bottom to top, each followed by the expansions' drawing of that layer
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <adwaita.h>

#include "tl-style-color.h"
#include "tl-board-view-private.h"
#include "tl-texture-private.h"

#define FOLLOWER_SCALE TL_BOARD_FOLLOWER_SCALE
/* How long a "+N" label stays, in microseconds. */
#define LABEL_DURATION TL_BOARD_LABEL_DURATION
/* Opacity of the tile in hand. */
#define PREVIEW_OPACITY 0.72
/* Opacity of the accent colour over a lit-up territory. */
#define TERRITORY_ALPHA 0.45


/* ---- pictures ---- */

/* A texture for a cairo image surface, made once and kept with the surface. */
GdkTexture *
_tl_board_view_surface_texture (cairo_surface_t *surface)
{
  return _tl_texture_of_surface (surface);
}

/* A follower picture: @box device pixels square, the meeple in its middle. */
static GdkTexture *
follower_texture (TlBoardView    *self,
                  const TlRgb    *color,
                  gboolean        lying,
                  TlFollowerRole  role,
                  guint           size,
                  guint          *box)
{
  char *key;
  GdkTexture *texture;

  *box = (guint) ceil (size * 1.4) + 2;
  key = g_strdup_printf ("%02x%02x%02x-%d-%d-%u", (guint) (color->r * 255), (guint) (color->g * 255),
                         (guint) (color->b * 255), lying, role, size);
  texture = g_hash_table_lookup (self->follower_textures, key);
  if (texture == NULL)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, *box, *box);
      cairo_t *cr = cairo_create (surface);

      tl_render_follower_halo (cr, *box / 2.0, *box / 2.0, size, color, lying);
      tl_render_follower_with_role (cr, *box / 2.0, *box / 2.0, size, color, lying, role);
      cairo_destroy (cr);
      texture = g_object_ref (_tl_board_view_surface_texture (surface));
      cairo_surface_destroy (surface);
      if (g_hash_table_size (self->follower_textures) > 64)
        g_hash_table_remove_all (self->follower_textures);
      g_hash_table_insert (self->follower_textures, key, texture);
    }
  else
    g_free (key);
  return texture;
}

static void
append_outline (GtkSnapshot           *snapshot,
                const graphene_rect_t *rect,
                double                 width,
                const GdkRGBA         *color)
{
  GskRoundedRect outline;
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&outline, rect, 0);
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

/* The dark line outside the cursor, and the white one inside. */
static const GdkRGBA CURSOR_OUTER = { 0.141, 0.122, 0.192, 0.85 };
static const GdkRGBA CURSOR_INNER = { 1, 1, 1, 0.9 };

void
_tl_board_cursor_geometry (double  size,
                           double *width,
                           double *halo)
{
  *width = MAX (3.0, round (size / 24));
  *halo = 1.5;
}

/* The keyboard cursor, or the ring of the tile in hand, in @color: centred on
 * the sides of @rect (_tl_board_cursor_geometry()). */
static void
append_cursor_ring (GtkSnapshot           *snapshot,
                    const graphene_rect_t *rect,
                    double                 size,
                    const GdkRGBA         *color)
{
  double width, halo, out;

  _tl_board_cursor_geometry (size, &width, &halo);
  out = width / 2 + halo;
  append_outline (snapshot, &GRAPHENE_RECT_INIT (rect->origin.x - out, rect->origin.y - out,
                                                 rect->size.width + 2 * out, rect->size.height + 2 * out),
                  halo, &CURSOR_OUTER);
  out = width / 2;
  append_outline (snapshot, &GRAPHENE_RECT_INIT (rect->origin.x - out, rect->origin.y - out,
                                                 rect->size.width + 2 * out, rect->size.height + 2 * out),
                  width, color);
  append_outline (snapshot, &GRAPHENE_RECT_INIT (rect->origin.x + out, rect->origin.y + out,
                                                 rect->size.width - 2 * out, rect->size.height - 2 * out),
                  halo, &CURSOR_INNER);
}

void
_tl_board_last_mark_geometry (double    size,
                              gboolean  latest,
                              double   *inset,
                              double   *length,
                              double   *width,
                              double   *halo)
{
  double thick = MAX (3.0, round (size / 20));

  *width = latest ? round (thick * 1.5) : thick;
  *halo = 1.5;
  /* inside the cursor's ring, which may stand on the same cell */
  *inset = MAX (3.0, round (size / 24)) / 2 + 1.5;
  *length = round (size * 0.28);
}

/* One arm of a corner's L: from (@x, @y) @length long towards @dx or @dy
 * (the other 0) and @width thick on the side of the tile's inside, grown by
 * @grow on every side. */
static void
append_arm (GtkSnapshot   *snapshot,
            double         x,
            double         y,
            int            dx,
            int            dy,
            double         length,
            double         width,
            double         grow,
            const GdkRGBA *color)
{
  double w = dx != 0 ? length : width, h = dx != 0 ? width : length;
  double left = dx < 0 ? x - w : x, top = dy < 0 ? y - h : y;

  gtk_snapshot_append_color (snapshot, color,
                             &GRAPHENE_RECT_INIT (left - grow, top - grow, w + 2 * grow, h + 2 * grow));
}

/* A seat's last tile at @rect: an L in each corner (_tl_board_last_mark_geometry()). */
static void
append_last_mark (GtkSnapshot           *snapshot,
                  const graphene_rect_t *rect,
                  double                 size,
                  gboolean               latest,
                  const GdkRGBA         *color,
                  const GdkRGBA         *halo_color)
{
  double inset, length, width, halo;

  _tl_board_last_mark_geometry (size, latest, &inset, &length, &width, &halo);
  for (int pass = 0; pass < 2; pass++)
    for (int corner = 0; corner < 4; corner++)
      {
        /* the corner's point inside the tile, and the directions of its arms */
        int sx = corner == 1 || corner == 2 ? -1 : 1, sy = corner >= 2 ? -1 : 1;
        double x = sx > 0 ? rect->origin.x + inset : rect->origin.x + rect->size.width - inset;
        double y = sy > 0 ? rect->origin.y + inset : rect->origin.y + rect->size.height - inset;
        double grow = pass == 0 ? halo : 0;
        const GdkRGBA *c = pass == 0 ? halo_color : color;

        append_arm (snapshot, x, sy > 0 ? y : y - width, sx, 0, length, width, grow, c);
        append_arm (snapshot, sx > 0 ? x : x - width, y, 0, sy, length, width, grow, c);
      }
}

/* Lights up every segment of the feature (territory) that @segment belongs
 * to, across tiles: filled with the accent colour with transparency, and
 * outlined. */
void
_tl_board_view_draw_feature (TlBoardView        *self,
                             GtkSnapshot        *snapshot,
                             const TlBoardFrame *frame,
                             guint32             segment)
{
  const TlGameState *state = frame->scene->state;
  const TlBoard *board = tl_game_state_board (state);
  const TlFeatures *features = tl_board_features_const (board);
  TlTileSet *set = tl_game_state_tile_set (state);
  double size = frame->size, ox = frame->ox, oy = frame->oy;
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  guint32 seg = segment;
  guint guard = 0;
  GdkRGBA tint = frame->accent;
  cairo_t *cr;

  if (segment >= tl_features_n_segments (features))
    return;
  do
    {
      const TlPlacedTile *tile = tl_board_tile (board, tl_features_segment_tile (features, seg));

      x0 = MIN (x0, ox + tile->x * size);
      y0 = MIN (y0, oy + tile->y * size);
      x1 = MAX (x1, ox + (tile->x + 1) * size);
      y1 = MAX (y1, oy + (tile->y + 1) * size);
      seg = tl_features_next_segment (features, seg);
    }
  while (seg != segment && ++guard < 100000);
  x0 = MAX (x0, 0);
  y0 = MAX (y0, 0);
  x1 = MIN (x1, frame->w);
  y1 = MIN (y1, frame->h);
  if (x1 <= x0 || y1 <= y0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0));
  guard = 0;
  seg = segment;
  do
    {
      const TlPlacedTile *tile = tl_board_tile (board, tl_features_segment_tile (features, seg));

      cairo_save (cr);
      cairo_translate (cr, ox + tile->x * size, oy + tile->y * size);
      tint.alpha = TERRITORY_ALPHA;
      gdk_cairo_set_source_rgba (cr, &tint);
      tl_render_segment_fill (cr, tl_tile_set_type (set, tile->type),
                              tl_features_segment_local (features, seg), tile->r, size);
      /* and its outline, so that it shows on terrain of the accent's hue too */
      tint.alpha = 1;
      gdk_cairo_set_source_rgba (cr, &tint);
      tl_render_segment_edges (cr, tl_tile_set_type (set, tile->type),
                               tl_features_segment_local (features, seg), tile->r, size,
                               MAX (2.5, size / 36));
      cairo_restore (cr);
      seg = tl_features_next_segment (features, seg);
    }
  while (seg != segment && ++guard < 100000);
  cairo_destroy (cr);
}

/* ---- the core's layers ---- */

/* The cells where the tile in hand fits (not while an expansion targets). */
static void
snapshot_legal (TlBoardView        *self,
                gpointer            unused,
                GtkSnapshot        *snapshot,
                const TlBoardFrame *frame)
{
  const TlBoardSceneFrame *scene = frame->scene;
  GHashTableIter iter;
  gpointer key, value;

  if (scene->targeting || !self->show_legal)
    return;
  g_hash_table_iter_init (&iter, scene->legal);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint mask = GPOINTER_TO_UINT (value);
      gboolean fits = (mask & (1u << scene->rotation)) != 0;
      GdkRGBA tint = frame->accent;
      graphene_rect_t rect;
      int cx, cy;

      tl_cell_key_xy (key, &cx, &cy);
      if (cx < frame->x0 || cx > frame->x1 || cy < frame->y0 || cy > frame->y1)
        continue;
      rect = GRAPHENE_RECT_INIT (frame->ox + cx * frame->size, frame->oy + cy * frame->size,
                                 frame->size, frame->size);
      tint.alpha = fits ? TL_BOARD_FITS_ALPHA : TL_BOARD_FITS_TURNED_ALPHA;
      gtk_snapshot_append_color (snapshot, &tint, &rect);
      if (fits)
        {
          tint.alpha = 0.6;
          append_outline (snapshot, &GRAPHENE_RECT_INIT (rect.origin.x + 2, rect.origin.y + 2,
                                                         frame->size - 4, frame->size - 4), 1.5, &tint);
        }
    }
}

static void
snapshot_tiles (TlBoardView        *self,
                gpointer            unused,
                GtkSnapshot        *snapshot,
                const TlBoardFrame *frame)
{
  const TlBoard *board = tl_game_state_board (frame->scene->state);

  for (guint i = 0; i < tl_board_n_tiles (board); i++)
    {
      const TlPlacedTile *tile = tl_board_tile (board, i);
      GdkTexture *texture;

      if (tile->x < frame->x0 || tile->x > frame->x1 || tile->y < frame->y0 || tile->y > frame->y1 ||
          _tl_board_scene_frame_hides_tile (frame->scene, tile->x, tile->y))
        continue;
      texture = _tl_board_view_tile_texture (self, tile->type, tile->r, frame->device_px, frame->dark);
      if (texture != NULL)
        gtk_snapshot_append_texture (snapshot, texture,
                                     &GRAPHENE_RECT_INIT (frame->ox + tile->x * frame->size,
                                                          frame->oy + tile->y * frame->size,
                                                          frame->size, frame->size));
    }
}

/* The place marked from outside (tl_board_view_set_mark()): a feature
 * tinted, or a tile outlined. */
static void
snapshot_mark (TlBoardView        *self,
               GtkSnapshot        *snapshot,
               const TlBoardFrame *frame)
{
  const TlBoardSceneFrame *scene = frame->scene;
  const TlBoard *board = tl_game_state_board (scene->state);
  GdkRGBA ring = frame->accent;

  if (!scene->marked)
    return;
  if (scene->mark_port >= 0)
    {
      int segment = tl_board_segment_at (board, scene->mark_x, scene->mark_y, (guint) scene->mark_port);

      if (segment >= 0)
        {
          _tl_board_view_draw_feature (self, snapshot, frame, (guint32) segment);
          return;
        }
    }
  append_outline (snapshot, &GRAPHENE_RECT_INIT (frame->ox + scene->mark_x * frame->size,
                                                 frame->oy + scene->mark_y * frame->size,
                                                 frame->size, frame->size),
                  MAX (3.0, frame->size / 24), &ring);
}

/* A territory lit up (games with recall), and the place marked. */
static void
snapshot_highlights (TlBoardView        *self,
                     gpointer            unused,
                     GtkSnapshot        *snapshot,
                     const TlBoardFrame *frame)
{
  int focus = frame->scene->focus_follower;
  const TlBoard *board = tl_game_state_board (frame->scene->state);
  const TlSpot *spot = frame->scene->active;

  if (focus >= 0)
    _tl_board_view_draw_feature (self, snapshot, frame,
                                 g_array_index (tl_features_followers (tl_board_features_const (board)),
                                                TlFollower, focus).segment);
  /* the feature a follower placed on the spot under the pointer would join */
  else if (spot != NULL && spot->owner == NULL && spot->kind == TL_SPOT_DEPLOY && spot->segment >= 0)
    _tl_board_view_draw_feature (self, snapshot, frame, (guint32) spot->segment);
  snapshot_mark (self, snapshot, frame);
}

/* A small flag in the top left corner of a start tile, which the places in
 * the game log and the lists count from. */
static void
append_start_flag (GtkSnapshot        *snapshot,
                   const TlBoardFrame *frame,
                   int                 x,
                   int                 y)
{
  double side = MAX (16.0, frame->size * 0.22);
  double x0 = frame->ox + x * frame->size + side * 0.25, y0 = frame->oy + y * frame->size + side * 0.25;
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x0, y0, side, side));

  cairo_new_sub_path (cr);
  cairo_arc (cr, x0 + side / 2, y0 + side / 2, side / 2, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.141, 0.122, 0.192, 0.78);
  cairo_fill (cr);
  /* the pole and the pennant */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x0 + side * 0.34, y0 + side * 0.24, MAX (1.0, side * 0.07), side * 0.54);
  cairo_fill (cr);
  cairo_move_to (cr, x0 + side * 0.40, y0 + side * 0.24);
  cairo_line_to (cr, x0 + side * 0.74, y0 + side * 0.37);
  cairo_line_to (cr, x0 + side * 0.40, y0 + side * 0.50);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_destroy (cr);
}

/* The tile each seat placed last, its corners marked in the seat's colour
 * (the latest more boldly); the start tiles' flags. */
static void
snapshot_last_placed (TlBoardView        *self,
                      gpointer            unused,
                      GtkSnapshot        *snapshot,
                      const TlBoardFrame *frame)
{
  const TlBoardSceneFrame *scene = frame->scene;
  const TlBoard *board = tl_game_state_board (scene->state);
  const gboolean *has = scene->seat_placed;
  const int *xs = scene->seat_x, *ys = scene->seat_y;
  int last_x = scene->last_x, last_y = scene->last_y;
  gboolean last = scene->has_last;

  for (guint i = 0; i < tl_board_n_tiles (board); i++)
    {
      const TlPlacedTile *tile = tl_board_tile (board, i);

      if (tile->x >= frame->x0 && tile->x <= frame->x1 && tile->y >= frame->y0 && tile->y <= frame->y1 &&
          _tl_board_scene_frame_is_start_cell (scene, tile->x, tile->y))
        append_start_flag (snapshot, frame, tile->x, tile->y);
    }

  if (tl_board_n_tiles (board) <= 1)
    return;
  for (guint seat = 0; seat < TL_MAX_PLAYERS; seat++)
    {
      GdkRGBA ring, halo;
      TlRgb color = scene->colors[seat];

      if (!has[seat])
        continue;
      ring = (GdkRGBA) { color.r, color.g, color.b, 1 };
      /* white around the dark colours (red, blue, black), dark around the light ones */
      halo = 0.2126 * color.r + 0.7152 * color.g + 0.0722 * color.b < 0.45
             ? (GdkRGBA) { 1, 1, 1, 0.9 } : (GdkRGBA) { 0.141, 0.122, 0.192, 0.8 };
      append_last_mark (snapshot,
                        &GRAPHENE_RECT_INIT (frame->ox + xs[seat] * frame->size,
                                             frame->oy + ys[seat] * frame->size, frame->size, frame->size),
                        frame->size, last && xs[seat] == last_x && ys[seat] == last_y, &ring, &halo);
    }
}

static void
snapshot_followers (TlBoardView        *self,
                    gpointer            unused,
                    GtkSnapshot        *snapshot,
                    const TlBoardFrame *frame)
{
  const TlGameState *state = frame->scene->state;
  const TlBoard *board = tl_game_state_board (state);
  const TlFeatures *features = tl_board_features_const (board);
  const GArray *followers = tl_features_followers (features);
  int scale = frame->scale;

  for (guint i = 0; followers != NULL && i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);
      const TlPlacedTile *tile = tl_board_tile (board, f->tile);
      double bx, by, px, py;
      TlRgb color;
      GdkTexture *texture;
      guint box;

      if (tile->x < frame->x0 - 1 || tile->x > frame->x1 + 1 || tile->y < frame->y0 - 1 ||
          tile->y > frame->y1 + 1)
        continue;
      tl_render_follower_place (state, i, &bx, &by);
      color = frame->scene->colors[MIN (f->player, TL_MAX_PLAYERS - 1)];
      texture = follower_texture (self, &color, f->lying,
                                  tl_render_follower_role (tl_features_segment_kind (features, f->segment)),
                                  (guint) round (frame->size * FOLLOWER_SCALE * scale), &box);
      px = frame->ox + bx * frame->size;
      py = frame->oy + by * frame->size;
      gtk_snapshot_append_texture (snapshot, texture,
                                   &GRAPHENE_RECT_INIT (px - box / 2.0 / scale, py - box / 2.0 / scale,
                                                        (double) box / scale, (double) box / scale));
    }
}

/* The tile in hand at the cursor, or the keyboard cursor alone. */
static void
snapshot_tile_in_hand (TlBoardView        *self,
                       gpointer            unused,
                       GtkSnapshot        *snapshot,
                       const TlBoardFrame *frame)
{
  const TlBoardSceneFrame *scene = frame->scene;
  graphene_rect_t rect = GRAPHENE_RECT_INIT (frame->ox + scene->cursor_x * frame->size,
                                             frame->oy + scene->cursor_y * frame->size,
                                             frame->size, frame->size);
  int type = scene->cursor_type;
  gboolean fits = scene->cursor_fits;
  GdkRGBA ring;

  switch (scene->cursor_show)
    {
    case TL_CURSOR_TILE:
      {
        GdkTexture *texture = _tl_board_view_tile_texture (self, type, scene->rotation, frame->device_px,
                                                           frame->dark);

        if (texture != NULL)
          {
            gtk_snapshot_push_opacity (snapshot, PREVIEW_OPACITY);
            gtk_snapshot_append_texture (snapshot, texture, &rect);
            gtk_snapshot_pop (snapshot);
          }
        ring = fits ? frame->accent : frame->error;
        ring.alpha = 1;
        append_cursor_ring (snapshot, &rect, frame->size, &ring);
      }
      break;
    case TL_CURSOR_OUTLINE:
      ring = frame->accent;
      ring.alpha = 1;
      append_cursor_ring (snapshot, &rect, frame->size, &ring);
      break;
    case TL_CURSOR_HIDDEN:
    default:
      break;
    }
}

/* The spots that are points: follower places and followers (deploy, recall,
 * an expansion's targets); whole cells are drawn by their owner. */
static void
snapshot_spots (TlBoardView        *self,
                gpointer            unused,
                GtkSnapshot        *snapshot,
                const TlBoardFrame *frame)
{
  const TlBoardSceneFrame *scene = frame->scene;
  cairo_t *cr = NULL;
  TlRgb color = scene->colors[MIN (scene->current_player, TL_MAX_PLAYERS - 1)];
  int active = scene->active_spot;
  double size = frame->size;
  double radius = _tl_board_spot_radius (size);

  for (guint i = 0; i < scene->spots->len; i++)
    {
      const TlSpot *spot = &g_array_index (scene->spots, TlSpot, i);
      const GdkRGBA *accent = &frame->accent;
      double px, py;

      if (spot->shape == TL_SPOT_SHAPE_CELL)
        continue;
      if (cr == NULL)
        cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, frame->w, frame->h));
      tl_board_viewport_board_to_widget (self->viewport, frame->w, frame->h, spot->bx, spot->by, &px, &py);
      if (spot->shape == TL_SPOT_SHAPE_RING)
        {
          /* one of the player's followers: a ring around it */
          double ring = MAX (size * FOLLOWER_SCALE * 0.72, 11.0);
          double dash[2] = { 5, 3.5 };

          cairo_new_sub_path (cr);
          cairo_arc (cr, px, py, ring, 0, 2 * G_PI);
          cairo_set_line_width (cr, (int) i == active ? 6 : 4.5);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
          cairo_stroke_preserve (cr);
          if ((int) i != active)
            cairo_set_dash (cr, dash, 2, 0);
          cairo_set_line_width (cr, (int) i == active ? 3.5 : 2.5);
          gdk_cairo_set_source_rgba (cr, accent);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
          continue;
        }
      if ((int) i == active)
        {
          if (spot->preview)
            {
              cairo_push_group (cr);
              tl_render_follower_with_role (cr, px, py, size * FOLLOWER_SCALE, &color, spot->lying,
                                            spot->role);
              cairo_pop_group_to_source (cr);
              cairo_paint_with_alpha (cr, 0.85);
            }
          cairo_new_sub_path (cr);
          cairo_arc (cr, px, py, MAX (size * 0.14, radius + 4), 0, 2 * G_PI);
          cairo_set_line_width (cr, 5);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.7);
          cairo_stroke_preserve (cr);
          cairo_set_line_width (cr, 3);
          gdk_cairo_set_source_rgba (cr, accent);
          cairo_stroke (cr);
          continue;
        }
      cairo_new_sub_path (cr);
      cairo_arc (cr, px, py, radius, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, TL_BOARD_SPOT_OUTLINE);
      gdk_cairo_set_source_rgba (cr, accent);
      cairo_stroke (cr);
      cairo_arc (cr, px, py, radius * 0.4, 0, 2 * G_PI);
      if (spot->preview)
        cairo_set_source_rgb (cr, color.r, color.g, color.b);
      else
        gdk_cairo_set_source_rgba (cr, accent);
      cairo_fill (cr);
    }
  if (cr != NULL)
    cairo_destroy (cr);
}

/* "+N" rising over what scored, fading out at the end. */
static void
snapshot_labels (TlBoardView        *self,
                 gpointer            unused,
                 GtkSnapshot        *snapshot,
                 const TlBoardFrame *frame)
{
  const GArray *labels = frame->scene->labels;
  double size = frame->size;
  PangoLayout *layout;
  PangoFontDescription *font;
  cairo_t *cr;

  if (labels->len == 0)
    return;

  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  font = pango_font_description_new ();
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, MAX (13.0, size * 0.2) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, frame->w, frame->h));
  for (guint i = 0; i < labels->len; i++)
    {
      const TlScoreLabel *label = &g_array_index (labels, TlScoreLabel, i);
      double t = label->start == 0 ? 0 : (frame->now - label->start) / (double) LABEL_DURATION;
      /* it rises, then stays there as a badge through the next turn */
      double alpha = 1;
      double rise = (1 - pow (1 - CLAMP (t / 0.5, 0, 1), 3)) * size * 0.35;
      /* a real minus sign for points lost */
      char *text = label->points < 0 ? g_strdup_printf ("\u2212%d", -label->points)
                                     : g_strdup_printf ("+%d", label->points);
      double lum = 0.2126 * label->color.r + 0.7152 * label->color.g + 0.0722 * label->color.b;
      PangoRectangle ink, logical;
      double px, py, bw, bh, x0, y0;

      pango_layout_set_text (layout, text, -1);
      pango_layout_get_pixel_extents (layout, &ink, &logical);
      bw = logical.width + 14;
      bh = logical.height + 4;
      tl_board_viewport_board_to_widget (self->viewport, frame->w, frame->h, label->bx, label->by, &px, &py);
      px += (label->slot - (label->n_slots - 1) / 2.0) * (bw + 4);
      x0 = px - bw / 2;
      y0 = py - bh / 2 - rise - size * 0.12;

      cairo_save (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x0 + bw - bh / 2, y0 + bh / 2, bh / 2, -G_PI / 2, G_PI / 2);
      cairo_arc (cr, x0 + bh / 2, y0 + bh / 2, bh / 2, G_PI / 2, 3 * G_PI / 2);
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, label->color.r, label->color.g, label->color.b, alpha);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 1.5);
      if (lum < 0.3)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.9 * alpha);
      else
        cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, 0.8 * alpha);
      cairo_stroke (cr);
      cairo_move_to (cr, x0 + 7 - logical.x, y0 + 2 - logical.y);
      if (lum < 0.55)
        cairo_set_source_rgba (cr, 1, 1, 1, alpha);
      else
        cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, alpha);
      pango_cairo_show_layout (cr, layout);
      cairo_restore (cr);
      g_free (text);
    }
  cairo_destroy (cr);
  g_object_unref (layout);
}

/* A small dark label with the scene's tip whose top left corner is near the
 * pointer or the place it is about, kept inside the view. */
static void
snapshot_tip (TlBoardView        *self,
              gpointer            unused,
              GtkSnapshot        *snapshot,
              const TlBoardFrame *frame)
{
  const TlBoardTip *tip = &frame->scene->tip;
  PangoLayout *layout;
  PangoRectangle ink, logical;
  double px, py, bw, bh, x, y;
  cairo_t *cr;

  if (tip->text == NULL)
    return;
  if (tip->at_pointer && frame->scene->pointer_in)
    {
      px = self->pointer_x + 16;
      py = self->pointer_y + 18;
    }
  else
    {
      tl_board_viewport_board_to_widget (self->viewport, frame->w, frame->h, tip->bx, tip->by, &px, &py);
      px += frame->size * tip->dx;
      py += frame->size * tip->dy;
    }

  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), tip->text);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  bw = logical.width + 16;
  bh = logical.height + 8;
  x = CLAMP (px, 4, MAX (4, frame->w - bw - 4));
  y = CLAMP (py, 4, MAX (4, frame->h - bh - 4));

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - 2, y - 2, bw + 4, bh + 4));
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + bw - 6, y + 6, 6, -G_PI / 2, 0);
  cairo_arc (cr, x + bw - 6, y + bh - 6, 6, 0, G_PI / 2);
  cairo_arc (cr, x + 6, y + bh - 6, 6, G_PI / 2, G_PI);
  cairo_arc (cr, x + 6, y + 6, 6, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.14, 0.12, 0.19, 0.88);
  cairo_fill (cr);
  cairo_move_to (cr, x + 8 - logical.x, y + 4 - logical.y);
  cairo_set_source_rgb (cr, 1, 1, 1);
  pango_cairo_show_layout (cr, layout);
  cairo_destroy (cr);
  g_object_unref (layout);
}

static const TlBoardLayerFunc core_layers[TL_BOARD_N_LAYERS] = {
  [TL_BOARD_LAYER_LEGAL] = snapshot_legal,
  [TL_BOARD_LAYER_TILES] = snapshot_tiles,
  [TL_BOARD_LAYER_HIGHLIGHTS] = snapshot_highlights,
  [TL_BOARD_LAYER_LAST_PLACED] = snapshot_last_placed,
  [TL_BOARD_LAYER_FOLLOWERS] = snapshot_followers,
  [TL_BOARD_LAYER_TILE_IN_HAND] = snapshot_tile_in_hand,
  [TL_BOARD_LAYER_SPOTS] = snapshot_spots,
  [TL_BOARD_LAYER_LABELS] = snapshot_labels,
  [TL_BOARD_LAYER_TIP] = snapshot_tip,
};

/* ---- the frame ---- */

static void
lookup_color (GtkWidget  *widget,
              const char *name,
              const char *fallback,
              GdkRGBA    *out)
{
  tl_style_color_lookup (widget, name, fallback, out);
}

static void
frame_init (TlBoardView  *self,
            TlBoardFrame *frame)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  frame->w = _tl_board_view_width (self);
  frame->h = _tl_board_view_height (self);
  frame->size = tl_board_viewport_get_tile_size (self->viewport);
  frame->scale = gtk_widget_get_scale_factor (widget);
  frame->device_px = (guint) frame->size * frame->scale;
  frame->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  frame->now = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  lookup_color (widget, "accent_bg_color", "#3584e4", &frame->accent);
  lookup_color (widget, "destructive_bg_color", "#e01b24", &frame->error);
  tl_board_viewport_get_origin (self->viewport, frame->w, frame->h, &frame->ox, &frame->oy);
  frame->x0 = (int) floor (-frame->ox / frame->size);
  frame->y0 = (int) floor (-frame->oy / frame->size);
  frame->x1 = (int) floor ((frame->w - frame->ox) / frame->size);
  frame->y1 = (int) floor ((frame->h - frame->oy) / frame->size);
}

void
_tl_board_view_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TlBoardView *self = TL_BOARD_VIEW (widget);
  const TlBoardSceneFrame *scene = _tl_board_scene_frame (self->scene);
  gboolean spots;
  TlBoardFrame frame;

  if (scene->state == NULL)
    return;
  _tl_board_view_ensure_cache (self, scene->state);
  frame_init (self, &frame);
  frame.scene = scene;
  spots = scene->offers_spots;

  for (guint layer = 0; layer < TL_BOARD_N_LAYERS; layer++)
    {
      if ((layer == TL_BOARD_LAYER_CELL_SPOTS || layer == TL_BOARD_LAYER_SPOTS) && !spots)
        continue;
      if (core_layers[layer] != NULL)
        core_layers[layer] (self, NULL, snapshot, &frame);
      for (guint i = 0; i < _tl_board_n_expansions; i++)
        {
          TlBoardLayerFunc func = _tl_board_expansions[i].view->snapshot[layer];

          if (func != NULL)
            func (self, self->states[i], snapshot, &frame);
        }
    }
  /* what the frame showed scaled is drawn at its size off the frame */
  _tl_board_view_draw_requested_tiles (self);
}
