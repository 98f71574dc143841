/* tl-follower-art.c — the meeple
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-render.h"

#include <math.h>

/* The right half of the meeple, clockwise from the top of the head, in a box
 * one unit high centred on (0, 0): each row is a cubic (c1, c2, end). */
static const double meeple_right[][6] = {
  { 0.12, -0.49, 0.20, -0.41, 0.20, -0.30 },   /* head */
  { 0.20, -0.22, 0.16, -0.17, 0.12, -0.15 },   /* to the neck */
  { 0.22, -0.14, 0.34, -0.13, 0.41, -0.10 },   /* shoulder and arm */
  { 0.50, -0.06, 0.50, 0.09, 0.40, 0.09 },     /* hand */
  { 0.33, 0.09, 0.27, 0.10, 0.26, 0.17 },      /* under the arm */
  { 0.27, 0.27, 0.36, 0.36, 0.43, 0.43 },      /* hip and leg */
  { 0.48, 0.48, 0.45, 0.51, 0.38, 0.51 },      /* foot */
  { 0.30, 0.51, 0.20, 0.51, 0.12, 0.51 },      /* sole */
  { 0.06, 0.51, 0.05, 0.33, 0.00, 0.33 },      /* inner leg */
};

static void
meeple_path (cairo_t *cr)
{
  const guint n = G_N_ELEMENTS (meeple_right);

  cairo_move_to (cr, 0, -0.49);
  for (guint i = 0; i < n; i++)
    cairo_curve_to (cr, meeple_right[i][0], meeple_right[i][1], meeple_right[i][2],
                    meeple_right[i][3], meeple_right[i][4], meeple_right[i][5]);
  /* the left half: the same curves backwards, mirrored */
  for (guint i = n; i-- > 0;)
    {
      double x0 = i > 0 ? meeple_right[i - 1][4] : 0;
      double y0 = i > 0 ? meeple_right[i - 1][5] : -0.49;
      cairo_curve_to (cr, -meeple_right[i][2], meeple_right[i][3], -meeple_right[i][0],
                      meeple_right[i][1], -x0, y0);
    }
  cairo_close_path (cr);
}

void
tl_render_follower (cairo_t     *cr,
                    double       cx,
                    double       cy,
                    double       size,
                    const TlRgb *color,
                    gboolean     lying)
{
  double lum;

  g_return_if_fail (cr != NULL && color != NULL);

  if (size <= 0)
    return;
  lum = 0.2126 * color->r + 0.7152 * color->g + 0.0722 * color->b;

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, size, size);
  if (lying)
    {
      cairo_scale (cr, 1.0, 0.92);
      cairo_rotate (cr, -G_PI / 2);
    }
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* a soft shadow below and to the right, in board space */
  cairo_save (cr);
  if (lying)
    cairo_translate (cr, -0.06, 0.045);   /* rotated frame: (−y, x) */
  else
    cairo_translate (cr, 0.045, 0.06);
  meeple_path (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);
  cairo_restore (cr);

  meeple_path (cr);
  cairo_set_source_rgb (cr, color->r, color->g, color->b);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 0.065);
  if (lum < 0.3)
    cairo_set_source_rgba (cr, 0.965, 0.961, 0.957, 0.95);
  else
    cairo_set_source_rgba (cr, 0.141, 0.122, 0.192, 0.9);
  cairo_stroke (cr);

  /* a little light on the head and shoulders */
  cairo_save (cr);
  meeple_path (cr);
  cairo_clip (cr);
  cairo_arc (cr, -0.07, -0.38, 0.085, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.22);
  cairo_fill (cr);
  cairo_restore (cr);

  cairo_restore (cr);
}
