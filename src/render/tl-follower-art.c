/* tl-follower-art.c — the meeple
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-render.h"

#include <math.h>

/* The outline, in meeple heights, up to a meeple of this many device pixels. */
#define OUTLINE_WIDTH 0.065
#define OUTLINE_FULL_SIZE 26.0

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

TlFollowerRole
tl_render_follower_role (TlSegmentKind kind)
{
  switch (kind)
    {
    case TL_SEGMENT_MOUNTAIN:
      return TL_FOLLOWER_ROLE_BRIGAND;
    case TL_SEGMENT_GRASSLAND:
      return TL_FOLLOWER_ROLE_EXPLORER;
    case TL_SEGMENT_SEA:
      return TL_FOLLOWER_ROLE_NAVIGATOR;
    default:
      return TL_FOLLOWER_ROLE_NONE;
    }
}

/* The glyphs, in a badge of radius 1 centred on (0, 0). */
static void
sword_glyph (cairo_t *cr)
{
  cairo_save (cr);
  cairo_rotate (cr, G_PI / 4);
  /* blade */
  cairo_move_to (cr, 0, -0.78);
  cairo_line_to (cr, 0.13, -0.6);
  cairo_line_to (cr, 0.13, 0.22);
  cairo_line_to (cr, -0.13, 0.22);
  cairo_line_to (cr, -0.13, -0.6);
  cairo_close_path (cr);
  cairo_fill (cr);
  /* guard and grip */
  cairo_set_line_width (cr, 0.17);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, -0.38, 0.3);
  cairo_line_to (cr, 0.38, 0.3);
  cairo_move_to (cr, 0, 0.3);
  cairo_line_to (cr, 0, 0.62);
  cairo_stroke (cr);
  cairo_arc (cr, 0, 0.7, 0.13, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
hat_glyph (cairo_t *cr)
{
  /* crown */
  cairo_move_to (cr, -0.42, 0.12);
  cairo_curve_to (cr, -0.42, -0.3, -0.36, -0.55, -0.15, -0.5);
  cairo_line_to (cr, 0, -0.4);
  cairo_line_to (cr, 0.15, -0.5);
  cairo_curve_to (cr, 0.36, -0.55, 0.42, -0.3, 0.42, 0.12);
  cairo_close_path (cr);
  cairo_fill (cr);
  /* brim */
  cairo_save (cr);
  cairo_translate (cr, 0, 0.2);
  cairo_scale (cr, 0.82, 0.24);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
}

static void
anchor_glyph (cairo_t *cr)
{
  cairo_set_line_width (cr, 0.17);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.58, 0.15, 0, 2 * G_PI);
  cairo_move_to (cr, 0, -0.43);
  cairo_line_to (cr, 0, 0.62);
  cairo_move_to (cr, -0.34, -0.25);
  cairo_line_to (cr, 0.34, -0.25);
  cairo_move_to (cr, -0.6, 0.12);
  cairo_curve_to (cr, -0.5, 0.55, -0.2, 0.64, 0, 0.64);
  cairo_curve_to (cr, 0.2, 0.64, 0.5, 0.55, 0.6, 0.12);
  cairo_stroke (cr);
  /* the flukes' points */
  for (int side = -1; side <= 1; side += 2)
    {
      cairo_move_to (cr, side * 0.75, 0.22);
      cairo_line_to (cr, side * 0.6, -0.02);
      cairo_line_to (cr, side * 0.45, 0.26);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
}

/* A round badge at (@x, @y) of radius @radius. */
static void
draw_badge (cairo_t *cr, double x, double y, double radius, TlFollowerRole role)
{
  /* the terrain's deep tone: brown 4, green 5, blue 4 */
  static const double fill[4][3] = {
    { 0, 0, 0 },
    { 0x86 / 255.0, 0x5e / 255.0, 0x3c / 255.0 },
    { 0x26 / 255.0, 0xa2 / 255.0, 0x69 / 255.0 },
    { 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0 },
  };

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, radius, radius);
  cairo_arc (cr, 0.06, 0.1, 1.08, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, fill[role][0], fill[role][1], fill[role][2]);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 0.16);
  cairo_set_source_rgb (cr, 0.965, 0.961, 0.957);
  cairo_stroke (cr);
  switch (role)
    {
    case TL_FOLLOWER_ROLE_BRIGAND:
      sword_glyph (cr);
      break;
    case TL_FOLLOWER_ROLE_EXPLORER:
      hat_glyph (cr);
      break;
    case TL_FOLLOWER_ROLE_NAVIGATOR:
      anchor_glyph (cr);
      break;
    default:
      break;
    }
  cairo_restore (cr);
}

void
tl_render_follower (cairo_t     *cr,
                    double       cx,
                    double       cy,
                    double       size,
                    const TlRgb *color,
                    gboolean     lying)
{
  tl_render_follower_with_role (cr, cx, cy, size, color, lying, TL_FOLLOWER_ROLE_NONE);
}

/* Makes the meeple's box one unit high centred on (cx, cy) the user space of
 * @cr (turned on its side when @lying); the caller saves and restores @cr. */
static void
meeple_space (cairo_t  *cr,
              double    cx,
              double    cy,
              double    size,
              gboolean  lying)
{
  cairo_new_path (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, size, size);
  if (lying)
    {
      cairo_scale (cr, 1.0, 0.92);
      cairo_rotate (cr, -G_PI / 2);
    }
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
}

void
tl_render_follower_halo (cairo_t     *cr,
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
  meeple_space (cr, cx, cy, size, lying);
  meeple_path (cr);
  /* three outlines wide: half of it shows outside the outline */
  cairo_set_line_width (cr, 3 * OUTLINE_WIDTH);
  if (lum < 0.3)
    cairo_set_source_rgba (cr, 0.141, 0.122, 0.192, 0.55);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
tl_render_follower_with_role (cairo_t        *cr,
                              double          cx,
                              double          cy,
                              double          size,
                              const TlRgb    *color,
                              gboolean        lying,
                              TlFollowerRole  role)
{
  double lum, line = OUTLINE_WIDTH, dx = size, dy = 0, device_size;

  g_return_if_fail (cr != NULL && color != NULL);

  if (size <= 0)
    return;
  lum = 0.2126 * color->r + 0.7152 * color->g + 0.0722 * color->b;
  /* Past the size of a follower on the board the outline grows more slowly
   * than the meeple, so that a large one (the hand-over screen) has the same
   * fine outline as those on the board. */
  cairo_user_to_device_distance (cr, &dx, &dy);
  device_size = hypot (dx, dy);
  if (device_size > OUTLINE_FULL_SIZE)
    line *= sqrt (OUTLINE_FULL_SIZE / device_size);

  cairo_save (cr);
  meeple_space (cr, cx, cy, size, lying);

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
  cairo_set_line_width (cr, line);
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

  if (role != TL_FOLLOWER_ROLE_NONE && role <= TL_FOLLOWER_ROLE_NAVIGATOR)
    draw_badge (cr, cx + size * 0.36, cy + size * 0.3, size * 0.24, role);
}
