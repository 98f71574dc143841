/* tl-symbol-art.c — the symbols of the extra tiles: inn, cathedral, goods, garden
 *
 * Drawn where tl-tile-geometry.c placed them (TlGeomSymbol), upright on the board
 * whatever the tile's rotation, in the flat style of the other buildings: an inn
 * is a timbered house with an orange roof and a yellow sign by its road, a
 * cathedral a grey stone church with a slate roof, two towers and a blue rose
 * window, a goods symbol a round badge in the colour of its goods (purple wine,
 * golden grain, blue cloth) with a small picture from 64 px up, a garden a
 * rounded hedge with bushes and flowers. They score nothing (docs/tiles.md).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-tile-art-private.h"

#include <math.h>

static void
stroke_outline (cairo_t *cr, const TlPalette *pal, double width, guint n)
{
  cairo_set_line_width (cr, _tl_art_width (width, 0.8, n));
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_stroke (cr);
}

static void
shadow_ellipse (cairo_t *cr, double y, double rx, double ry)
{
  cairo_save (cr);
  cairo_translate (cr, 0.01, y);
  cairo_scale (cr, rx, ry);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
}

/* An inn: a timbered house seen from the front, with its sign. */
static void
draw_inn (cairo_t *cr, const TlPalette *pal, guint n)
{
  const double w = TL_SYMBOL_INN_HALF, h = TL_SYMBOL_INN_HALF;

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  shadow_ellipse (cr, 0.9 * h, 1.15 * w, 0.25 * h);

  /* walls */
  cairo_rectangle (cr, -w, -0.05 * h, 2 * w, 0.95 * h);
  tl_set_rgb (cr, &pal->inn_wall, 1);
  cairo_fill_preserve (cr);
  stroke_outline (cr, pal, 0.008, n);
  if (n >= 64)
    {
      /* beams */
      cairo_move_to (cr, -w, 0.4 * h);
      cairo_line_to (cr, w, 0.4 * h);
      cairo_move_to (cr, -0.35 * w, -0.05 * h);
      cairo_line_to (cr, -0.35 * w, 0.9 * h);
      cairo_set_line_width (cr, _tl_art_width (0.006, 0.6, n));
      tl_set_rgb (cr, &pal->inn_beam, 1);
      cairo_stroke (cr);
    }
  /* door */
  cairo_rectangle (cr, 0.05 * w, 0.35 * h, 0.45 * w, 0.55 * h);
  tl_set_rgb (cr, &pal->inn_beam, 1);
  cairo_fill (cr);

  /* roof */
  cairo_move_to (cr, -1.2 * w, 0.0);
  cairo_line_to (cr, 1.2 * w, 0.0);
  cairo_line_to (cr, 0.85 * w, -0.85 * h);
  cairo_line_to (cr, -0.85 * w, -0.85 * h);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->inn_roof, 1);
  cairo_fill_preserve (cr);
  stroke_outline (cr, pal, 0.008, n);
  cairo_rectangle (cr, -0.85 * w, -0.85 * h, 1.7 * w, 0.25 * h);
  tl_set_rgb (cr, &pal->inn_roof_shade, 1);
  cairo_fill (cr);
  /* chimney */
  cairo_rectangle (cr, 0.45 * w, -1.15 * h, 0.25 * w, 0.35 * h);
  tl_set_rgb (cr, &pal->inn_beam, 1);
  cairo_fill (cr);

  /* the sign on its bracket, beside the house */
  cairo_move_to (cr, w, 0.2 * h);
  cairo_line_to (cr, 1.55 * w, 0.2 * h);
  cairo_set_line_width (cr, _tl_art_width (0.008, 0.8, n));
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_stroke (cr);
  cairo_rectangle (cr, 1.2 * w, 0.28 * h, 0.4 * w, 0.4 * h);
  tl_set_rgb (cr, &pal->inn_sign, 1);
  cairo_fill_preserve (cr);
  stroke_outline (cr, pal, 0.006, n);
}

/* A cathedral: a wide church front with two towers, a slate roof and a rose window. */
static void
draw_cathedral (cairo_t *cr, const TlPalette *pal, guint n)
{
  const double w = TL_SYMBOL_CATHEDRAL_HALF, h = TL_SYMBOL_CATHEDRAL_HALF;
  const double tw = 0.3 * w;   /* tower width */

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  shadow_ellipse (cr, 0.85 * h, 1.1 * w, 0.2 * h);

  /* nave front */
  cairo_rectangle (cr, -w + tw, -0.2 * h, 2 * (w - tw), 1.05 * h);
  tl_set_rgb (cr, &pal->cathedral_wall, 1);
  cairo_fill_preserve (cr);
  stroke_outline (cr, pal, 0.009, n);
  /* gable */
  cairo_move_to (cr, -w + tw, -0.2 * h);
  cairo_line_to (cr, 0, -0.75 * h);
  cairo_line_to (cr, w - tw, -0.2 * h);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->cathedral_roof, 1);
  cairo_fill_preserve (cr);
  stroke_outline (cr, pal, 0.009, n);

  /* towers with pointed roofs */
  for (int side = -1; side <= 1; side += 2)
    {
      double x0 = side < 0 ? -w : w - tw;

      cairo_rectangle (cr, x0, -0.45 * h, tw, 1.3 * h);
      tl_set_rgb (cr, side < 0 ? &pal->cathedral_wall : &pal->cathedral_shade, 1);
      cairo_fill_preserve (cr);
      stroke_outline (cr, pal, 0.009, n);
      cairo_move_to (cr, x0 - 0.04 * w, -0.45 * h);
      cairo_line_to (cr, x0 + tw / 2, -1.05 * h);
      cairo_line_to (cr, x0 + tw + 0.04 * w, -0.45 * h);
      cairo_close_path (cr);
      tl_set_rgb (cr, side < 0 ? &pal->cathedral_roof : &pal->cathedral_roof_shade, 1);
      cairo_fill_preserve (cr);
      stroke_outline (cr, pal, 0.009, n);
      if (n >= 64)
        {
          cairo_rectangle (cr, x0 + 0.3 * tw, -0.2 * h, 0.4 * tw, 0.3 * h);
          tl_set_rgb (cr, &pal->outline, 1);
          cairo_fill (cr);
        }
    }

  /* rose window and portal */
  cairo_arc (cr, 0, 0.12 * h, 0.22 * w, 0, 2 * G_PI);
  tl_set_rgb (cr, &pal->cathedral_window, 1);
  cairo_fill_preserve (cr);
  stroke_outline (cr, pal, 0.007, n);
  if (n >= 96)
    {
      for (int k = 0; k < 4; k++)
        {
          double a = k * G_PI / 4;

          cairo_move_to (cr, cos (a) * 0.22 * w, 0.12 * h + sin (a) * 0.22 * w);
          cairo_line_to (cr, -cos (a) * 0.22 * w, 0.12 * h - sin (a) * 0.22 * w);
        }
      cairo_set_line_width (cr, _tl_art_width (0.004, 0.5, n));
      tl_set_rgb (cr, &pal->outline, 0.8);
      cairo_stroke (cr);
    }
  cairo_move_to (cr, -0.16 * w, 0.85 * h);
  cairo_line_to (cr, -0.16 * w, 0.55 * h);
  cairo_arc (cr, 0, 0.55 * h, 0.16 * w, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.16 * w, 0.85 * h);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_fill (cr);
}

/* The picture on a goods badge, in a circle of radius @s. */
static void
goods_mark (cairo_t *cr, const TlPalette *pal, TlSymbol symbol, double s, guint n)
{
  const TlRgb *mark = &pal->goods_mark[symbol - TL_SYMBOL_WINE];

  tl_set_rgb (cr, mark, 1);
  switch (symbol)
    {
    case TL_SYMBOL_WINE:
      /* a bunch of grapes */
      for (int row = 0; row < 3; row++)
        for (int k = 0; k < 3 - row; k++)
          {
            double x = (k - (2 - row) / 2.0) * 0.34 * s, y = (-0.25 + row * 0.3) * s;

            cairo_arc (cr, x, y, 0.17 * s, 0, 2 * G_PI);
            cairo_fill (cr);
          }
      break;
    case TL_SYMBOL_GRAIN:
      /* a sheaf: three stalks bound in the middle */
      cairo_set_line_width (cr, _tl_art_width (0.12 * s, 0.8, n));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      for (int k = -1; k <= 1; k++)
        {
          cairo_move_to (cr, k * 0.15 * s, 0.6 * s);
          cairo_line_to (cr, k * 0.42 * s, -0.55 * s);
        }
      cairo_stroke (cr);
      cairo_move_to (cr, -0.3 * s, 0.1 * s);
      cairo_line_to (cr, 0.3 * s, 0.1 * s);
      cairo_stroke (cr);
      break;
    default:
      /* a bolt of cloth: three folds */
      for (int k = 0; k < 3; k++)
        {
          cairo_rectangle (cr, -0.55 * s, (-0.5 + k * 0.36) * s, 1.1 * s, 0.24 * s);
          cairo_fill (cr);
        }
      break;
    }
}

/* A goods symbol: a round badge in the goods' colour. */
static void
draw_goods (cairo_t *cr, const TlPalette *pal, TlSymbol symbol, guint n)
{
  const double s = TL_SYMBOL_BADGE_HALF;

  cairo_arc (cr, 0.006, 0.01, s, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);
  cairo_arc (cr, 0, 0, s, 0, 2 * G_PI);
  tl_set_rgb (cr, &pal->goods[symbol - TL_SYMBOL_WINE], 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, _tl_art_width (0.014, 1.0, n));
  tl_set_rgb (cr, &pal->badge_rim, 1);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, _tl_art_width (0.005, 0.5, n));
  tl_set_rgb (cr, &pal->outline, 0.7);
  cairo_stroke (cr);
  if (n >= 64)
    goods_mark (cr, pal, symbol, 0.62 * s, n);
}

/* A garden: a rounded hedge with three bushes and a few flowers. */
static void
draw_garden (cairo_t *cr, const TlPalette *pal, guint n)
{
  const double s = TL_SYMBOL_GARDEN_HALF;
  static const double bush[3][3] = { { -0.45, -0.3, 0.42 }, { 0.4, -0.35, 0.38 }, { 0.05, 0.38, 0.45 } };

  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, s, 0, 2 * G_PI);
  tl_set_rgb (cr, &pal->hedge_shade, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, _tl_art_width (0.006, 0.6, n));
  tl_set_rgb (cr, &pal->outline, 0.5);
  cairo_stroke (cr);
  for (guint k = 0; k < 3; k++)
    {
      cairo_arc (cr, bush[k][0] * s, bush[k][1] * s, bush[k][2] * s, 0, 2 * G_PI);
      tl_set_rgb (cr, &pal->hedge, 1);
      cairo_fill (cr);
    }
  for (guint k = 0; k < 4; k++)
    {
      double a = 0.6 + k * 1.55;

      cairo_arc (cr, cos (a) * 0.6 * s, sin (a) * 0.6 * s, MAX (0.13 * s, 0.6 / n), 0, 2 * G_PI);
      tl_set_rgb (cr, &pal->flower[k % 2], 1);
      cairo_fill (cr);
    }
}

void
_tl_art_symbols (cairo_t              *cr,
                const TlTileGeometry *geom,
                const TlPalette      *pal,
                TlSegmentKind         kind,
                guint                 r,
                guint                 n)
{
  for (guint i = 0; i < geom->n_symbols; i++)
    {
      const TlGeomSymbol *sym = &geom->symbols[i];

      if (geom->segments[sym->segment].kind != kind)
        continue;
      cairo_save (cr);
      cairo_translate (cr, sym->at.x, sym->at.y);
      cairo_rotate (cr, -(double) r * G_PI / 2);   /* upright on the board */
      if (n < 64 && sym->symbol >= TL_SYMBOL_WINE)
        cairo_scale (cr, 1.3, 1.3);   /* a badge or garden of a few pixels must still show */
      switch (sym->symbol)
        {
        case TL_SYMBOL_INN:
          draw_inn (cr, pal, n);
          break;
        case TL_SYMBOL_CATHEDRAL:
          draw_cathedral (cr, pal, n);
          break;
        case TL_SYMBOL_GARDEN:
          draw_garden (cr, pal, n);
          break;
        default:
          draw_goods (cr, pal, sym->symbol, n);
          break;
        }
      cairo_restore (cr);
    }
}
