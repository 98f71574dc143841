/* tl-map-art.c — the printed map of Carcassonne Maps: squares, water, start
 * squares, towns, coloured outlines, the seam; chips and face-down tiles
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-render.h"
#include "tl-render-palette-private.h"
#include "tl-map-art-private.h"

#include <math.h>

/* ---- looks ---- */

static gboolean
is_land (const TlMapLayout *layout, gint x, gint y)
{
  const TlMapCell *cell = tl_map_layout_cell (layout, x, y);

  return cell != NULL && cell->kind != TL_MAP_BLOCKED;
}

void
_tl_map_look_of (const TlMapLayout *layout,
                gint               x,
                gint               y,
                TlMapLook         *look)
{
  static const gint dx[8] = { 0, 1, 0, -1, 1, 1, -1, -1 };
  static const gint dy[8] = { -1, 0, 1, 0, -1, 1, 1, -1 };
  const TlMapCell *cell = tl_map_layout_cell (layout, x, y);

  g_return_if_fail (cell != NULL);

  *look = (TlMapLook) { 0 };
  look->kind = cell->kind;
  look->color = cell->kind == TL_MAP_OUTLINED && cell->color < TL_N_MAP_COLORS ? cell->color : 0;
  look->joined = cell->joined != 0;
  look->half_east = cell->kind == TL_MAP_HALF && x == 0 && layout->width > 1;
  for (guint i = 0; i < 8; i++)
    if (is_land (layout, x + dx[i], y + dy[i]))
      look->land |= 1 << i;
  for (guint i = 0; i < 4; i++)
    if (tl_map_layout_cell (layout, x + dx[i], y + dy[i]) == NULL)
      look->edge |= 1 << i;
  /* a fixed scatter, so that the waves do not line up */
  look->variant = (guint) (x * 7 + y * 13 + (x * y) % 5) % 4;
  _tl_map_decor_of (layout, x, y, look);
}

guint32
_tl_map_look_key (const TlMapLook *look)
{
  guint variant = look->kind == TL_MAP_BLOCKED || look->terrain != TL_MAP_TERRAIN_NONE ? look->variant : 0;
  guint land = look->land;

  /* land cells only care about their four sides */
  if (look->kind != TL_MAP_BLOCKED)
    land &= 0x0f;
  return (guint32) look->kind | (guint32) look->color << 3 | (guint32) look->joined << 5 |
         (guint32) look->half_east << 6 | (guint32) land << 8 | (guint32) look->edge << 16 |
         (guint32) variant << 20 | (guint32) (look->terrain & 7) << 22 |
         (guint32) MIN (look->decor, 127) << 25;
}

/* ---- small drawing helpers ---- */

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double radius)
{
  radius = MIN (radius, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* One side of the square (0, 0)–(s, s) as a line, @w wide, lying inside the square. */
static void
side_line (cairo_t *cr, guint side, double s, double w)
{
  switch (side)
    {
    case 0:
      cairo_rectangle (cr, 0, 0, s, w);
      break;
    case 1:
      cairo_rectangle (cr, s - w, 0, w, s);
      break;
    case 2:
      cairo_rectangle (cr, 0, s - w, s, w);
      break;
    default:
      cairo_rectangle (cr, 0, 0, w, s);
      break;
    }
}

/* A four-pointed compass star of radius @r around (@cx, @cy). */
static void
compass_star (cairo_t *cr, double cx, double cy, double r)
{
  double in = r * 0.32;

  cairo_move_to (cr, cx, cy - r);
  cairo_line_to (cr, cx + in * 0.7, cy - in * 0.7);
  cairo_line_to (cr, cx + r, cy);
  cairo_line_to (cr, cx + in * 0.7, cy + in * 0.7);
  cairo_line_to (cr, cx, cy + r);
  cairo_line_to (cr, cx - in * 0.7, cy + in * 0.7);
  cairo_line_to (cr, cx - r, cy);
  cairo_line_to (cr, cx - in * 0.7, cy - in * 0.7);
  cairo_close_path (cr);
}

/* The device pixels of one user unit, to keep lines at least a pixel wide. */
static double
device_scale (cairo_t *cr)
{
  double dx = 1, dy = 0;

  cairo_user_to_device_distance (cr, &dx, &dy);
  return MAX (hypot (dx, dy), 1e-6);
}

/* ---- water ---- */

/* The strip along side @side of the square (0, 0)–(s, s), @w wide at the corners
 * and a little wider between them, in one of four shapes (@shape). */
static void
coast_strip (cairo_t *cr, guint side, double s, double w, guint shape)
{
  static const double bulge[4][2] = { { 0.55, 0.2 }, { 0.25, 0.6 }, { 0.45, 0.45 }, { 0.65, 0.3 } };
  const double *b = bulge[shape % 4];
  const int steps = 16;

  cairo_save (cr);
  /* turn side @side onto the north side */
  cairo_translate (cr, s / 2, s / 2);
  cairo_rotate (cr, side * G_PI / 2);
  cairo_translate (cr, -s / 2, -s / 2);
  cairo_move_to (cr, 0, 0);
  cairo_line_to (cr, s, 0);
  for (int i = steps; i >= 0; i--)
    {
      double t = (double) i / steps;
      double d = w * (1 + b[0] * sin (G_PI * t) * sin (G_PI * t) + b[1] * sin (2 * G_PI * t) * sin (G_PI * t));

      cairo_line_to (cr, t * s, d);
    }
  cairo_close_path (cr);
  cairo_restore (cr);
}

static void
draw_waves (cairo_t *cr, const TlMapLook *look, double s, const TlPalette *pal, double px)
{
  /* wave centres per variant, as fractions of the cell */
  static const double at[4][2][2] = {
    { { 0.30, 0.32 }, { 0.66, 0.70 } },
    { { 0.64, 0.30 }, { 0.34, 0.70 } },
    { { 0.50, 0.46 }, { -1, -1 } },
    { { 0.30, 0.64 }, { 0.70, 0.36 } },
  };

  if (s * px < 20)
    return;
  cairo_save (cr);
  cairo_set_line_width (cr, MAX (1.0 / px, s * 0.028));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  tl_set_rgb (cr, &pal->map_wave, 1);
  for (guint i = 0; i < 2; i++)
    {
      double cx = at[look->variant & 3][i][0] * s, cy = at[look->variant & 3][i][1] * s;
      double w = s * 0.11;

      if (cx < 0)
        continue;
      cairo_move_to (cr, cx - w, cy);
      cairo_curve_to (cr, cx - w * 0.65, cy - w * 0.55, cx - w * 0.35, cy - w * 0.55, cx, cy);
      cairo_curve_to (cr, cx + w * 0.35, cy + w * 0.55, cx + w * 0.65, cy + w * 0.55, cx + w, cy);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_water (cairo_t *cr, const TlMapLook *look, double s, const TlPalette *pal, double px)
{
  static const guint corner_sides[4][2] = { { 0, 1 }, { 2, 1 }, { 2, 3 }, { 0, 3 } };
  static const double corner_xy[4][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { 0, 0 } };
  double band = s * 0.12;

  tl_set_rgb (cr, &pal->map_water, 1);
  cairo_rectangle (cr, 0, 0, s, s);
  cairo_fill (cr);

  /* the shallow water along the coast, then a beach with a wavy edge (its
   * waves meet the neighbours' at the corners, where they are narrowest) */
  for (int pass = 0; pass < 2; pass++)
    {
      double width = pass == 0 ? 2 * band : band * 0.75;

      tl_set_rgb (cr, pass == 0 ? &pal->map_shore : &pal->map_beach, 1);
      for (guint side = 0; side < 4; side++)
        if (look->land & (1 << side))
          coast_strip (cr, side, s, width, look->variant + side);
      for (guint c = 0; c < 4; c++)
        if ((look->land & (1 << (4 + c))) && !(look->land & (1 << corner_sides[c][0])) &&
            !(look->land & (1 << corner_sides[c][1])))
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, corner_xy[c][0] * s, corner_xy[c][1] * s, width * 0.8, 0, 2 * G_PI);
          }
      cairo_fill (cr);
    }

  draw_waves (cr, look, s, pal, px);
  _tl_map_decor_draw (cr, look, s, pal, px);
}

/* ---- land ---- */

static void
draw_town (cairo_t *cr, double s, const TlPalette *pal, double px)
{
  double r = s * 0.3, lw = MAX (1.0 / px, s * 0.03);
  double hw = s * 0.17, hb = s * 0.6, hm = s * 0.46, ht = s * 0.34;

  cairo_new_sub_path (cr);
  cairo_arc (cr, s / 2, s / 2, r, 0, 2 * G_PI);
  tl_set_rgb (cr, &pal->map_town, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, lw);
  tl_set_rgb (cr, &pal->map_town_ring, 1);
  cairo_stroke (cr);

  /* a little house with a pointed roof */
  cairo_move_to (cr, s / 2 - hw / 2, hb);
  cairo_line_to (cr, s / 2 - hw / 2, hm);
  cairo_line_to (cr, s / 2, ht);
  cairo_line_to (cr, s / 2 + hw / 2, hm);
  cairo_line_to (cr, s / 2 + hw / 2, hb);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_start (cairo_t *cr, double s, const TlPalette *pal, double px)
{
  double lw = MAX (2.0 / px, s * 0.06), inset = s * 0.05 + lw / 2;

  rounded_rect (cr, inset, inset, s - 2 * inset, s - 2 * inset, s * 0.08);
  cairo_set_line_width (cr, lw);
  tl_set_rgb (cr, &pal->map_start, 1);
  cairo_stroke (cr);
  /* a thin second line inside: the printed double margin */
  inset += lw * 1.2;
  rounded_rect (cr, inset, inset, s - 2 * inset, s - 2 * inset, s * 0.05);
  cairo_set_line_width (cr, MAX (1.0 / px, lw * 0.35));
  tl_set_rgb (cr, &pal->map_start, 0.7);
  cairo_stroke (cr);
}

static void
draw_outline (cairo_t *cr, double s, const TlPalette *pal, guint color, double px)
{
  const TlRgb *c = &pal->map_color[MIN (color, TL_N_MAP_COLORS - 1)];
  double lw = MAX (2.0 / px, s * 0.055), inset = s * 0.035 + lw / 2;

  rounded_rect (cr, inset, inset, s - 2 * inset, s - 2 * inset, s * 0.07);
  tl_set_rgb (cr, c, 0.16);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, lw);
  tl_set_rgb (cr, c, 1);
  cairo_stroke (cr);
}

/* An unjoined half square: only its map half is shown, hatched as unusable,
 * cut off by a dashed line. */
static void
draw_half (cairo_t *cr, const TlMapLook *look, double s, const TlPalette *pal, double px)
{
  double x0 = look->half_east ? s / 2 : 0, cut = s / 2;
  double step = MAX (4.0 / px, s / 9);
  double dash[2] = { MAX (3.0 / px, s * 0.07), MAX (2.0 / px, s * 0.05) };

  cairo_save (cr);
  cairo_rectangle (cr, x0, 0, s / 2, s);
  cairo_clip (cr);
  cairo_set_line_width (cr, MAX (1.0 / px, s * 0.018));
  tl_set_rgb (cr, &pal->map_cut, 0.75);
  for (double d = -s; d < s * 1.5; d += step)
    {
      cairo_move_to (cr, d, s);
      cairo_line_to (cr, d + s, 0);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  cairo_save (cr);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_line_width (cr, MAX (1.0 / px, s * 0.03));
  tl_set_rgb (cr, &pal->map_coast, 1);
  cairo_move_to (cr, cut, 0);
  cairo_line_to (cr, cut, s);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The seam of two joined maps: a dotted line down the middle. */
static void
draw_seam (cairo_t *cr, double s, const TlPalette *pal, double px)
{
  double dot = MAX (2.0 / px, s * 0.032);
  double dash[2] = { 0, dot * 2.6 };

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, dot * 1.6);
  cairo_set_dash (cr, dash, 2, dot * 1.2);
  tl_set_rgb (cr, &pal->map_seam, 1);
  cairo_move_to (cr, s / 2, 0);
  cairo_line_to (cr, s / 2, s);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_land (cairo_t *cr, const TlMapLook *look, double s, const TlPalette *pal, double px)
{
  double grid = MAX (1.0 / px, s * 0.012), coast = MAX (1.5 / px, s * 0.03);
  gboolean half = look->kind == TL_MAP_HALF && !look->joined;

  cairo_save (cr);
  if (half)
    {
      /* the other half is not part of this map */
      cairo_rectangle (cr, look->half_east ? s / 2 : 0, 0, s / 2, s);
      cairo_clip (cr);
    }

  tl_set_rgb (cr, &pal->map_land, 1);
  cairo_rectangle (cr, 0, 0, s, s);
  cairo_fill (cr);
  _tl_map_decor_terrain (cr, look, s, pal, px);

  /* half a grid line on each side shared with land (the neighbour draws the
   * other half), a coast line where water or the sheet's edge begins */
  tl_set_rgb (cr, &pal->map_grid, 1);
  for (guint side = 0; side < 4; side++)
    if (look->land & (1 << side))
      side_line (cr, side, s, grid / 2);
  cairo_fill (cr);
  tl_set_rgb (cr, &pal->map_coast, 1);
  for (guint side = 0; side < 4; side++)
    if (!(look->land & (1 << side)))
      side_line (cr, side, s, coast);
  cairo_fill (cr);
  cairo_restore (cr);

  switch (look->kind)
    {
    case TL_MAP_START:
      draw_start (cr, s, pal, px);
      break;
    case TL_MAP_TOWN:
      draw_town (cr, s, pal, px);
      break;
    case TL_MAP_OUTLINED:
      draw_outline (cr, s, pal, look->color, px);
      break;
    case TL_MAP_HALF:
      if (half)
        draw_half (cr, look, s, pal, px);
      break;
    default:
      break;
    }
}

void
_tl_map_look_draw (cairo_t         *cr,
                  const TlMapLook *look,
                  double           size,
                  gboolean         dark)
{
  const TlPalette *pal = _tl_palette_get (dark);
  double px;

  g_return_if_fail (cr != NULL && look != NULL);

  if (size <= 0)
    return;
  cairo_save (cr);
  px = device_scale (cr);
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_clip (cr);
  cairo_new_path (cr);
  if (look->kind == TL_MAP_BLOCKED)
    draw_water (cr, look, size, pal, px);
  else
    draw_land (cr, look, size, pal, px);
  if (look->joined)
    draw_seam (cr, size, pal, px);

  /* the edge of the sheet */
  tl_set_rgb (cr, &pal->map_coast, 1);
  for (guint side = 0; side < 4; side++)
    if ((look->edge & (1 << side)) &&
        !(look->kind == TL_MAP_HALF && !look->joined && (side == 1 || side == 3)))
      side_line (cr, side, size, MAX (1.5 / px, size * 0.03));
  cairo_fill (cr);
  cairo_restore (cr);
}

/* ---- public drawing ---- */

void
tl_render_map_color (TlMapColor  color,
                     gboolean    dark,
                     TlRgb      *out)
{
  g_return_if_fail (out != NULL);

  *out = _tl_palette_get (dark)->map_color[MIN ((guint) color, TL_N_MAP_COLORS - 1)];
}

void
tl_render_map_sample (cairo_t     *cr,
                      TlMapSample  sample,
                      TlMapColor   color,
                      double       size,
                      gboolean     dark)
{
  /* land all round, but for the samples at the water's edge */
  TlMapLook look = { .kind = TL_MAP_PLAYABLE, .land = 0xff };

  g_return_if_fail (cr != NULL);

  switch (sample)
    {
    case TL_MAP_SAMPLE_TOWN:
      look.kind = TL_MAP_TOWN;
      break;
    case TL_MAP_SAMPLE_START:
      look.kind = TL_MAP_START;
      break;
    case TL_MAP_SAMPLE_OUTLINED:
      look.kind = TL_MAP_OUTLINED;
      look.color = MIN ((guint) color, TL_N_MAP_COLORS - 1);
      break;
    case TL_MAP_SAMPLE_SEAM:
      look.kind = TL_MAP_HALF;
      look.joined = TRUE;
      break;
    case TL_MAP_SAMPLE_HALF:
      look.kind = TL_MAP_HALF;
      look.edge = TL_MAP_LOOK_E;
      look.land = (guint8) ~(TL_MAP_LOOK_E | TL_MAP_LOOK_NE | TL_MAP_LOOK_SE);
      break;
    case TL_MAP_SAMPLE_BORDER:
      look.land = (guint8) ~(TL_MAP_LOOK_W | TL_MAP_LOOK_NW | TL_MAP_LOOK_SW);
      break;
    case TL_MAP_SAMPLE_PLAIN:
      break;
    default:
      look.kind = TL_MAP_BLOCKED;
      look.land = TL_MAP_LOOK_E | TL_MAP_LOOK_NE | TL_MAP_LOOK_SE;
      look.variant = 1;
      break;
    }
  if (sample != TL_MAP_SAMPLE_BORDER)
    {
      _tl_map_look_draw (cr, &look, size, dark);
      return;
    }
  /* the water beyond the border in the left third, the square's coast beside it */
  {
    TlMapLook water = { .kind = TL_MAP_BLOCKED, .land = TL_MAP_LOOK_E | TL_MAP_LOOK_NE | TL_MAP_LOOK_SE };

    cairo_save (cr);
    cairo_rectangle (cr, 0, 0, size * 0.3, size);
    cairo_clip (cr);
    cairo_translate (cr, -size * 0.7, 0);
    _tl_map_look_draw (cr, &water, size, dark);
    cairo_restore (cr);
    cairo_save (cr);
    cairo_rectangle (cr, size * 0.3, 0, size * 0.7, size);
    cairo_clip (cr);
    cairo_translate (cr, size * 0.3, 0);
    _tl_map_look_draw (cr, &look, size, dark);
    cairo_restore (cr);
  }
}

void
tl_render_map_cell (cairo_t           *cr,
                    const TlMapLayout *layout,
                    gint               x,
                    gint               y,
                    double             size,
                    gboolean           dark)
{
  TlMapLook look;

  g_return_if_fail (cr != NULL && layout != NULL);

  if (tl_map_layout_cell (layout, x, y) == NULL)
    return;
  _tl_map_look_of (layout, x, y, &look);
  _tl_map_look_draw (cr, &look, size, dark);
}

void
tl_render_map_cell_over (cairo_t           *cr,
                         const TlMapLayout *layout,
                         gint               x,
                         gint               y,
                         double             size,
                         gboolean           dark)
{
  const TlMapCell *cell;
  const TlPalette *pal = _tl_palette_get (dark);
  double px, lw;

  g_return_if_fail (cr != NULL && layout != NULL);

  cell = tl_map_layout_cell (layout, x, y);
  if (cell == NULL || cell->kind != TL_MAP_START || size <= 0)
    return;
  cairo_save (cr);
  px = device_scale (cr);
  lw = MAX (2.0 / px, size * 0.045);
  /* the printed margin still shows round the tile */
  cairo_rectangle (cr, lw / 2, lw / 2, size - lw, size - lw);
  cairo_set_line_width (cr, lw);
  tl_set_rgb (cr, &pal->map_start, 1);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
tl_render_map_chip (cairo_t    *cr,
                    double      size,
                    gboolean    dark)
{
  const TlPalette *pal = _tl_palette_get (dark);
  double s = size, r = s * 0.27, cx = s / 2, cy = s / 2, px;
  cairo_pattern_t *wood;

  g_return_if_fail (cr != NULL);

  if (size <= 0)
    return;
  cairo_save (cr);
  px = device_scale (cr);

  /* shadow */
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx + s * 0.012, cy + s * 0.03, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.28);
  cairo_fill (cr);

  /* the wooden disc, a little lighter where the light falls */
  wood = cairo_pattern_create_radial (cx - r * 0.35, cy - r * 0.4, r * 0.1, cx, cy, r);
  cairo_pattern_add_color_stop_rgb (wood, 0, pal->chip_lit.r, pal->chip_lit.g, pal->chip_lit.b);
  cairo_pattern_add_color_stop_rgb (wood, 1, pal->chip.r, pal->chip.g, pal->chip.b);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source (cr, wood);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (wood);
  cairo_set_line_width (cr, MAX (1.0 / px, s * 0.028));
  tl_set_rgb (cr, &pal->chip_rim, 1);
  cairo_stroke (cr);

  /* a turned groove near the edge */
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r * 0.78, 0, 2 * G_PI);
  cairo_set_line_width (cr, MAX (1.0 / px, s * 0.014));
  tl_set_rgb (cr, &pal->chip_rim, 0.55);
  cairo_stroke (cr);

  /* the common back: a compass star burnt into the wood, the same on every
   * chip so that neither colour nor value shows */
  compass_star (cr, cx, cy, r * 0.62);
  tl_set_rgb (cr, &pal->chip_mark, 0.9);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
tl_render_tile_back (cairo_t    *cr,
                     TlMapColor  color,
                     double      size,
                     gboolean    dark)
{
  const TlPalette *pal = _tl_palette_get (dark);
  const TlRgb *c = &pal->map_color[MIN ((guint) color, TL_N_MAP_COLORS - 1)];
  double s = size, inset = s * 0.11, w = s - 2 * inset, radius = s * 0.05;
  double px, step;

  g_return_if_fail (cr != NULL);

  if (size <= 0)
    return;
  cairo_save (cr);
  px = device_scale (cr);

  /* shadow */
  rounded_rect (cr, inset + s * 0.01, inset + s * 0.03, w, w, radius);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);

  rounded_rect (cr, inset, inset, w, w, radius);
  tl_set_rgb (cr, &pal->tile_back, 1);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip (cr);

  /* a diamond lattice */
  step = w / 6;
  cairo_set_line_width (cr, MAX (1.0 / px, s * 0.018));
  tl_set_rgb (cr, &pal->tile_back_line, 1);
  for (double d = -w; d <= w; d += step)
    {
      cairo_move_to (cr, inset + d, inset);
      cairo_line_to (cr, inset + d + w, inset + w);
      cairo_move_to (cr, inset + d, inset + w);
      cairo_line_to (cr, inset + d + w, inset);
    }
  cairo_stroke (cr);

  /* a frame in the colour of the square */
  rounded_rect (cr, inset + w * 0.07, inset + w * 0.07, w * 0.86, w * 0.86, radius * 0.6);
  cairo_set_line_width (cr, MAX (1.0 / px, s * 0.025));
  tl_set_rgb (cr, c, 1);
  cairo_stroke (cr);

  /* the emblem: a compass rose in a ring */
  cairo_new_sub_path (cr);
  cairo_arc (cr, s / 2, s / 2, w * 0.22, 0, 2 * G_PI);
  tl_set_rgb (cr, &pal->tile_back, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0 / px, s * 0.022));
  tl_set_rgb (cr, &pal->tile_back_mark, 1);
  cairo_stroke (cr);
  compass_star (cr, s / 2, s / 2, w * 0.17);
  cairo_fill (cr);
  cairo_restore (cr);

  /* the tile's edge */
  rounded_rect (cr, inset, inset, w, w, radius);
  cairo_set_line_width (cr, MAX (1.0 / px, s * 0.012));
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
tl_render_map_over (cairo_t           *cr,
                    const TlGameState *state,
                    double             tile_px,
                    gboolean           dark)
{
  const TlMapLayout *layout;
  const TlBoard *board;

  g_return_if_fail (cr != NULL && state != NULL);

  layout = tl_game_state_map (state);
  if (layout == NULL || tile_px <= 0)
    return;
  board = tl_game_state_board (state);
  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      if (tl_board_tile_at (board, x, y) >= 0)
        {
          cairo_save (cr);
          cairo_translate (cr, x * tile_px, y * tile_px);
          tl_render_map_cell_over (cr, layout, x, y, tile_px, dark);
          cairo_restore (cr);
        }
}

void
tl_render_map (cairo_t           *cr,
               const TlGameState *state,
               double             tile_px,
               gboolean           dark)
{
  const TlMapLayout *layout;

  g_return_if_fail (cr != NULL && state != NULL);

  layout = tl_game_state_map (state);
  if (layout == NULL || tile_px <= 0)
    return;
  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      {
        TlMapColor color;

        cairo_save (cr);
        cairo_translate (cr, x * tile_px, y * tile_px);
        tl_render_map_cell (cr, layout, x, y, tile_px, dark);
        /* chips lie face down: their colour is not asked for, nor shown */
        if (tl_map_chips_chip_at (state, x, y, NULL))
          tl_render_map_chip (cr, tile_px, dark);
        if (tl_map_chips_face_down_at (state, x, y, &color))
          tl_render_tile_back (cr, color, tile_px, dark);
        cairo_restore (cr);
      }
}
