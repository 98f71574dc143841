/* tl-terrain-art.c — drawing a Discovery tile: sea, mountains, grassland and
 * port cities
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-tile-art-private.h"

#include <math.h>
#include <stdlib.h>

static const TlRgb *
terrain_color (const TlPalette *pal, TlSegmentKind kind)
{
  switch (kind)
    {
    case TL_SEGMENT_SEA:
      return &pal->sea;
    case TL_SEGMENT_MOUNTAIN:
      return &pal->mountain;
    default:
      return &pal->grassland;
    }
}

static void
fill_regions (cairo_t *cr, const TlTileGeometry *geom, const TlPalette *pal)
{
  const TlTerrainLayout *layout = &geom->terrain;

  /* the base region under everything, so that no seam shows between shapes */
  cairo_rectangle (cr, 0, 0, 1, 1);
  tl_set_rgb (cr, terrain_color (pal, geom->segments[layout->base].kind), 1);
  cairo_fill (cr);
  for (guint s = 0; s < layout->n_segments; s++)
    {
      if (s == layout->base)
        continue;
      cairo_new_path (cr);
      _tl_terrain_layout_region_path (cr, layout, s);
      tl_set_rgb (cr, terrain_color (pal, geom->segments[s].kind), 1);
      cairo_fill (cr);
    }
}

/* Strokes border @i with @width and @color, only inside @segment's region. */
static void
stroke_inside (cairo_t *cr, const TlTerrainLayout *layout, guint i, guint segment,
               double width, const TlRgb *color, double alpha)
{
  cairo_save (cr);
  cairo_new_path (cr);
  _tl_terrain_layout_region_path (cr, layout, segment);
  cairo_clip (cr);
  cairo_new_path (cr);
  _tl_terrain_layout_border_path (cr, layout, i);
  cairo_set_line_width (cr, width);
  tl_set_rgb (cr, color, alpha);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The shores between terrains: shallow water and a beach or rocks where land
 * meets the sea; a foot band and a line where a mountain meets grassland. */
static void
draw_borders (cairo_t *cr, const TlTileGeometry *geom, const TlPalette *pal, guint n)
{
  const TlTerrainLayout *layout = &geom->terrain;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < layout->n_borders; i++)
    {
      const TlTerrainBorder *b = &layout->borders[i];
      TlSegmentKind k0 = geom->segments[b->seg[0]].kind, k1 = geom->segments[b->seg[1]].kind;

      if (k0 == TL_SEGMENT_SEA || k1 == TL_SEGMENT_SEA)
        {
          guint sea = k0 == TL_SEGMENT_SEA ? b->seg[0] : b->seg[1];
          guint land = sea == b->seg[0] ? b->seg[1] : b->seg[0];
          gboolean rocky = geom->segments[land].kind == TL_SEGMENT_MOUNTAIN;

          stroke_inside (cr, layout, i, sea, 0.15, &pal->sea_shallow, 0.45);
          stroke_inside (cr, layout, i, sea, 0.075, &pal->sea_shallow, 1);
          stroke_inside (cr, layout, i, land, _tl_art_width (0.05, 3.0, n),
                         rocky ? &pal->rock : &pal->beach, 1);
          cairo_new_path (cr);
          _tl_terrain_layout_border_path (cr, layout, i);
          cairo_set_line_width (cr, _tl_art_width (0.012, 1.0, n));
          tl_set_rgb (cr, &pal->sea_wave, 1);
          cairo_stroke (cr);
        }
      else
        {
          guint mountain = k0 == TL_SEGMENT_MOUNTAIN ? b->seg[0] : b->seg[1];

          stroke_inside (cr, layout, i, mountain, 0.1, &pal->mountain_foot, 1);
          cairo_new_path (cr);
          _tl_terrain_layout_border_path (cr, layout, i);
          cairo_set_line_width (cr, _tl_art_width (0.014, 1.0, n));
          tl_set_rgb (cr, &pal->mountain_peak, 0.6);
          cairo_stroke (cr);
        }
    }
  cairo_restore (cr);
}

/* A mountain peak seen from the side: its footprint is centred on (0, 0). */
static void
draw_peak (cairo_t *cr, const TlPalette *pal, double w, guint variant, guint n)
{
  double h = w * (0.72 + (variant % 4) * 0.05);
  double yb = w * 0.3, top = yb - h;
  double ax = ((int) ((variant >> 3) % 5) - 2) * w * 0.04;
  double mx = ax + w * 0.1;     /* where the ridge meets the ground */
  double line = _tl_art_width (0.01, 0.8, n);

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* lit face, shaded face */
  cairo_move_to (cr, -w / 2, yb);
  cairo_line_to (cr, ax, top);
  cairo_line_to (cr, mx, yb);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->mountain_lit, 1);
  cairo_fill (cr);
  cairo_move_to (cr, ax, top);
  cairo_line_to (cr, w / 2, yb);
  cairo_line_to (cr, mx, yb);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->mountain_shade, 1);
  cairo_fill (cr);
  if (n * w >= 14)
    {
      /* a snow cap with a ragged edge */
      double s = 0.34;
      double lx = ax + (-w / 2 - ax) * s, rx = ax + (w / 2 - ax) * s, y = top + h * s;

      cairo_move_to (cr, ax, top);
      cairo_line_to (cr, rx, y);
      cairo_line_to (cr, ax + (rx - ax) * 0.45, y - h * 0.06);
      cairo_line_to (cr, ax + w * 0.02, y + h * 0.05);
      cairo_line_to (cr, ax + (lx - ax) * 0.5, y - h * 0.05);
      cairo_line_to (cr, lx, y);
      cairo_close_path (cr);
      tl_set_rgb (cr, &pal->snow, 0.95);
      cairo_fill (cr);
    }
  cairo_move_to (cr, -w / 2, yb);
  cairo_line_to (cr, ax, top);
  cairo_line_to (cr, w / 2, yb);
  cairo_set_line_width (cr, line);
  tl_set_rgb (cr, &pal->mountain_peak, 0.85);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A wave: one crest and one trough, centred on (0, 0). */
static void
draw_wave (cairo_t *cr, const TlPalette *pal, double w, guint n)
{
  double h = w * 0.2;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, -w / 2, h * 0.3);
  cairo_curve_to (cr, -w * 0.3, -h, -w * 0.12, -h, 0, 0);
  cairo_curve_to (cr, w * 0.12, h, w * 0.3, h, w / 2, -h * 0.3);
  cairo_set_line_width (cr, _tl_art_width (0.016, 1.2, n));
  tl_set_rgb (cr, &pal->sea_wave, 1);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_tuft (cairo_t *cr, const TlPalette *pal, double w, guint n)
{
  double s = w / 0.06;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, _tl_art_width (0.008, 1.0, n));
  tl_set_rgb (cr, &pal->grassland_tuft, 0.7);
  cairo_move_to (cr, -0.014 * s, -0.016 * s);
  cairo_line_to (cr, -0.004 * s, 0.01 * s);
  cairo_move_to (cr, 0.0, -0.024 * s);
  cairo_line_to (cr, 0.0, 0.01 * s);
  cairo_move_to (cr, 0.014 * s, -0.016 * s);
  cairo_line_to (cr, 0.004 * s, 0.01 * s);
  cairo_stroke (cr);
  cairo_restore (cr);
}

typedef struct {
  guint index;
  double board_y;
} DecorOrder;

static int
compare_order (const void *a, const void *b)
{
  const DecorOrder *x = a, *y = b;

  if (x->board_y != y->board_y)
    return x->board_y < y->board_y ? -1 : 1;
  return (int) x->index - (int) y->index;
}

/* Peaks, waves and tufts, upright on the board, the farther ones first. */
static void
draw_decor (cairo_t *cr, const TlTileGeometry *geom, const TlPalette *pal, guint r, guint n)
{
  DecorOrder order[TL_TERRAIN_MAX_DECOR];
  guint n_order = 0;

  for (guint i = 0; i < geom->n_decor; i++)
    {
      const TlTerrainDecor *d = &geom->decor[i];
      double x = d->at.x, y = d->at.y;

      if (n < d->min_px)
        continue;
      /* the point's row on the board: turn it by the tile's rotation */
      for (guint k = 0; k < r; k++)
        {
          double t = x;
          x = 1 - y;
          y = t;
        }
      order[n_order].index = i;
      order[n_order].board_y = y;
      n_order++;
    }
  qsort (order, n_order, sizeof order[0], compare_order);

  for (guint i = 0; i < n_order; i++)
    {
      const TlTerrainDecor *d = &geom->decor[order[i].index];

      cairo_save (cr);
      cairo_translate (cr, d->at.x, d->at.y);
      cairo_rotate (cr, -(double) r * G_PI / 2);
      switch (d->kind)
        {
        case TL_TERRAIN_DECOR_PEAK:
          draw_peak (cr, pal, d->size, d->variant, n);
          break;
        case TL_TERRAIN_DECOR_WAVE:
          draw_wave (cr, pal, d->size, n);
          break;
        default:
          draw_tuft (cr, pal, d->size, n);
          break;
        }
      cairo_restore (cr);
    }
}

/* One house seen from the front, standing on (@x, @y): walls @w wide and @h
 * high under a gable roof @rh high. */
static void
draw_house (cairo_t *cr, const TlPalette *pal, double x, double y, double w, double h,
            double rh, const TlRgb *wall, gboolean alt, guint n)
{
  double line = _tl_art_width (0.008, 0.8, n);
  const TlRgb *roof = alt ? &pal->roof_alt : &pal->roof;
  const TlRgb *shade = alt ? &pal->roof_alt_shade : &pal->roof_shade;

  cairo_rectangle (cr, x - w / 2, y - h, w, h);
  tl_set_rgb (cr, wall, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, line);
  tl_set_rgb (cr, &pal->outline, 0.9);
  cairo_stroke (cr);
  if (n >= 96)
    {
      /* a door */
      cairo_rectangle (cr, x - w * 0.12, y - h * 0.55, w * 0.24, h * 0.55);
      tl_set_rgb (cr, &pal->outline, 0.85);
      cairo_fill (cr);
    }
  cairo_move_to (cr, x - w / 2 - w * 0.12, y - h);
  cairo_line_to (cr, x, y - h - rh);
  cairo_line_to (cr, x + w / 2 + w * 0.12, y - h);
  cairo_close_path (cr);
  tl_set_rgb (cr, roof, 1);
  cairo_fill_preserve (cr);
  tl_set_rgb (cr, &pal->outline, 0.9);
  cairo_stroke (cr);
  /* the shaded slope */
  cairo_move_to (cr, x, y - h - rh);
  cairo_line_to (cr, x + w / 2 + w * 0.12, y - h);
  cairo_line_to (cr, x + w * 0.08, y - h);
  cairo_close_path (cr);
  tl_set_rgb (cr, shade, 1);
  cairo_fill (cr);
}

/* A port city: a wooden pier into the sea and a cluster of houses on the
 * land beside it, standing upright on the board. */
static void
draw_port_city (cairo_t *cr, const TlPalette *pal, const TlTerrainCity *city, guint index,
                guint r, guint n)
{
  TlTerrainPt c = _tl_terrain_city_centre (city);
  TlTerrainPt s = city->to_sea;
  double k = n < 72 ? 1.3 : 1.0;
  gboolean flip = index % 2 == 1;

  cairo_save (cr);

  /* the pier, seen from above, from the houses into the water */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_move_to (cr, c.x, c.y);
  cairo_line_to (cr, city->at.x + s.x * 0.1 * k, city->at.y + s.y * 0.1 * k);
  cairo_set_line_width (cr, _tl_art_width (0.036, 2.5, n) * k);
  tl_set_rgb (cr, &pal->wall, 1);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, _tl_art_width (0.02, 1.0, n) * k);
  tl_set_rgb (cr, &pal->roof_alt, 1);
  cairo_stroke (cr);

  cairo_translate (cr, c.x, c.y);
  cairo_rotate (cr, -(double) r * G_PI / 2);
  cairo_scale (cr, flip ? -k : k, k);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* ground shadow */
  cairo_save (cr);
  cairo_translate (cr, 0.01, 0.045);
  cairo_scale (cr, 0.125, 0.035);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
  cairo_fill (cr);

  /* back row, then the front house */
  draw_house (cr, pal, -0.06, 0.02, 0.075, 0.055, 0.05, &pal->church_wall, FALSE, n);
  draw_house (cr, pal, 0.065, 0.015, 0.07, 0.07, 0.055, &pal->city, TRUE, n);
  draw_house (cr, pal, 0.0, 0.055, 0.085, 0.055, 0.055, &pal->church_wall, FALSE, n);
  cairo_restore (cr);
}

void
_tl_terrain_art_draw (cairo_t              *cr,
                     const TlTileGeometry *geom,
                     const TlPalette      *pal,
                     guint                 r,
                     guint                 n)
{
  fill_regions (cr, geom, pal);
  draw_borders (cr, geom, pal, n);
  draw_decor (cr, geom, pal, r, n);
  for (guint i = 0; i < geom->terrain.n_cities; i++)
    draw_port_city (cr, pal, &geom->terrain.cities[i], i, r, n);
}
