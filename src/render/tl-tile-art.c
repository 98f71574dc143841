/* tl-tile-art.c — drawing one tile from its geometry
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-render.h"
#include "tl-render-palette-private.h"
#include "tl-tile-geometry-private.h"
#include "tl-tile-art-private.h"

#include <math.h>

double
_tl_art_width (double frac, double min_px, guint n)
{
  return MAX (frac, min_px / n);
}

static const TlRgb *
area_color (const TlPalette *pal, const TlTileGeometry *geom, guint segment)
{
  switch (geom->segments[segment].kind)
    {
    case TL_SEGMENT_SEA:
      return &pal->sea;
    case TL_SEGMENT_MOUNTAIN:
      return &pal->mountain;
    default:
      return &pal->field[MIN (geom->tone[segment], TL_FIELD_TONES - 1)];
    }
}

static guint32
pack (const TlRgb *c)
{
  return 0xff000000u | (guint32) lround (c->r * 255) << 16 |
         (guint32) lround (c->g * 255) << 8 | (guint32) lround (c->b * 255);
}

static guint
hash_step (guint h)
{
  h ^= h << 13;
  h ^= h >> 17;
  h ^= h << 5;
  return h;
}

/* Fields and other areas: one tone per region, with grass tufts when large. */
static void
draw_areas (cairo_t *cr, const TlTileGeometry *geom, const TlTileType *type,
            const TlPalette *pal, guint r, guint n)
{
  guint8 *blocked = NULL;
  guint8 *labels;
  cairo_surface_t *image;
  guint32 *pixels;
  int stride;
  gboolean any = FALSE;

  for (guint i = 0; i < geom->n_segments; i++)
    if (_tl_tile_geometry_is_area (geom->segments[i].kind))
      any = TRUE;
  if (!any)
    return;

  labels = _tl_tile_geometry_area_labels (geom, n, &blocked);
  image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, n, n);
  pixels = (guint32 *) cairo_image_surface_get_data (image);
  stride = cairo_image_surface_get_stride (image) / 4;
  for (guint y = 0; y < n; y++)
    for (guint x = 0; x < n; x++)
      pixels[y * stride + x] = pack (area_color (pal, geom, labels[y * n + x]));
  cairo_surface_mark_dirty (image);

  cairo_save (cr);
  cairo_scale (cr, 1.0 / n, 1.0 / n);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  cairo_rectangle (cr, 0, 0, n, n);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_surface_destroy (image);

  if (n >= 128)
    {
      guint h = g_str_hash (type->id) | 1;
      const int grid = 6;

      cairo_save (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, _tl_art_width (0.008, 1.0, n));
      for (int j = 0; j < grid; j++)
        for (int i = 0; i < grid; i++)
          {
            double x, y;
            int px, py;
            gboolean clear = TRUE;
            guint label;

            h = hash_step (h);
            x = (i + 0.2 + (h % 600) / 1000.0) / grid;
            y = (j + 0.2 + (h / 600 % 600) / 1000.0) / grid;
            px = CLAMP ((int) (x * n), 0, (int) n - 1);
            py = CLAMP ((int) (y * n), 0, (int) n - 1);
            label = labels[py * n + px];
            if (label >= geom->n_segments || geom->segments[label].kind != TL_SEGMENT_FIELD)
              continue;
            for (int k = 0; k < 8 && clear; k++)
              {
                int qx = CLAMP ((int) ((x + 0.06 * cos (k * G_PI / 4)) * n), 0, (int) n - 1);
                int qy = CLAMP ((int) ((y + 0.06 * sin (k * G_PI / 4)) * n), 0, (int) n - 1);
                clear = !blocked[qy * n + qx] && labels[qy * n + qx] == label;
              }
            if (geom->monastery >= 0 && fabs (x - 0.5) < 0.22 && fabs (y - 0.5) < 0.26)
              clear = FALSE;
            for (guint s = 0; s < geom->n_segments && clear; s++)
              if (hypot (geom->anchor[s].x - x, geom->anchor[s].y - y) < 0.07)
                clear = FALSE;
            for (guint s = 0; s < geom->n_symbols && clear; s++)
              if (hypot (geom->symbols[s].at.x - x, geom->symbols[s].at.y - y) < 0.13)
                clear = FALSE;
            if (!clear)
              continue;

            /* A tuft stands upright on the board whatever the tile's rotation. */
            cairo_save (cr);
            cairo_translate (cr, x, y);
            cairo_rotate (cr, -(double) r * G_PI / 2);
            tl_set_rgb (cr, &pal->grass, 0.55);
            cairo_move_to (cr, -0.014, -0.022);
            cairo_line_to (cr, -0.004, 0.004);
            cairo_move_to (cr, 0.0, -0.03);
            cairo_line_to (cr, 0.0, 0.004);
            cairo_move_to (cr, 0.014, -0.022);
            cairo_line_to (cr, 0.004, 0.004);
            cairo_stroke (cr);
            cairo_restore (cr);
          }
      cairo_restore (cr);
    }

  g_free (labels);
  g_free (blocked);
}

/* Where a road crosses another without a junction (T&B B) it runs over a small
 * bridge: a railing along both its edges. */
static void
draw_bridges (cairo_t *cr, const TlTileGeometry *geom, const TlPalette *pal, guint n)
{
  const double half = 2.2 * TL_ROAD_HALF_WIDTH;   /* the bridge's half length */
  double w = TL_ROAD_HALF_WIDTH + _tl_art_width (0.012, 1.0, n);

  for (guint i = 0; i < geom->n_roads; i++)
    {
      const TlGeomRoad *over = &geom->roads[i];

      if (!over->over)
        continue;
      cairo_save (cr);
      cairo_translate (cr, over->bridge.x, over->bridge.y);
      cairo_rotate (cr, over->bridge_angle);   /* x along the road on top */
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width (cr, _tl_art_width (0.016, 1.2, n));
      tl_set_rgb (cr, &pal->wall, 1);
      for (int side = -1; side <= 1; side += 2)
        {
          cairo_move_to (cr, -half, side * w);
          cairo_line_to (cr, half, side * w);
        }
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

static void
draw_roads (cairo_t *cr, const TlTileGeometry *geom, const TlPalette *pal, guint n)
{
  double edge = _tl_art_width (0.012, 1.0, n);

  if (geom->n_roads + geom->n_spurs == 0)
    return;
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  /* edges first, then the surfaces, so that roads join without seams; a road
   * that crosses another without a junction goes over it, edges and all */
  for (int over = 0; over < 2; over++)
    for (int pass = 0; pass < 2; pass++)
      {
        cairo_set_line_width (cr, 2 * TL_ROAD_HALF_WIDTH + (pass == 0 ? 2 * edge : 0));
        tl_set_rgb (cr, pass == 0 ? &pal->road_edge : &pal->road, 1);
        for (guint i = 0; i < geom->n_roads + geom->n_spurs; i++)
          {
            const TlGeomRoad *road = i < geom->n_roads ? &geom->roads[i] : &geom->spurs[i - geom->n_roads];

            if (road->over != over)
              continue;
            cairo_new_path (cr);
            _tl_tile_geometry_road_path (cr, road);
            if (road->inner_end)
              cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
            else
              cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
            cairo_stroke (cr);
          }
      }
  draw_bridges (cr, geom, pal, n);
  if (n >= 128)
    {
      /* a few pebbles on the dirt */
      guint h = 2166136261u;

      tl_set_rgb (cr, &pal->road_edge, 0.45);
      for (guint i = 0; i < geom->n_roads; i++)
        {
          const TlGeomRoad *road = &geom->roads[i];

          for (double t = 0.12; t < 0.9; t += 0.11)
            {
              double x, y, dx, dy, len, u = 1 - t, off;

              h = (h ^ (i * 31 + (guint) (t * 100))) * 16777619u;
              if (road->has_gate && t > 0.45)
                break;
              x = u * u * u * road->a.x + 3 * u * u * t * road->c1.x + 3 * u * t * t * road->c2.x + t * t * t * road->b.x;
              y = u * u * u * road->a.y + 3 * u * u * t * road->c1.y + 3 * u * t * t * road->c2.y + t * t * t * road->b.y;
              dx = 3 * u * u * (road->c1.x - road->a.x) + 6 * u * t * (road->c2.x - road->c1.x) + 3 * t * t * (road->b.x - road->c2.x);
              dy = 3 * u * u * (road->c1.y - road->a.y) + 6 * u * t * (road->c2.y - road->c1.y) + 3 * t * t * (road->b.y - road->c2.y);
              len = hypot (dx, dy);
              if (len <= 0)
                continue;
              off = ((int) (h % 7) - 3) / 3.0 * TL_ROAD_HALF_WIDTH * 0.6;
              cairo_arc (cr, x - dy / len * off, y + dx / len * off, 0.0055 + (h >> 8) % 3 * 0.002, 0, 2 * G_PI);
              cairo_fill (cr);
            }
        }
    }
  cairo_restore (cr);
}

void
_tl_art_roof (cairo_t *cr, const TlPalette *pal, double x, double y, double w, double h,
           double angle, const TlRgb *lit, const TlRgb *shade, guint n)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, angle);
  /* shadow */
  cairo_rectangle (cr, -w / 2 + 0.008, -h / 2 + 0.01, w, h);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
  cairo_fill (cr);
  cairo_rectangle (cr, -w / 2, -h / 2, w, h / 2);
  tl_set_rgb (cr, lit, 1);
  cairo_fill (cr);
  cairo_rectangle (cr, -w / 2, 0, w, h / 2);
  tl_set_rgb (cr, shade, 1);
  cairo_fill (cr);
  cairo_rectangle (cr, -w / 2, -h / 2, w, h);
  cairo_set_line_width (cr, _tl_art_width (0.006, 0.6, n));
  tl_set_rgb (cr, &pal->outline, 0.55);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A plaza of radius @radius at (@x, @y) with a village well. */
static void
draw_plaza (cairo_t *cr, const TlPalette *pal, double x, double y, double radius, guint n)
{
  cairo_save (cr);
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  tl_set_rgb (cr, &pal->road, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, _tl_art_width (0.012, 1.0, n));
  tl_set_rgb (cr, &pal->road_edge, 1);
  cairo_stroke (cr);
  cairo_arc (cr, x, y, radius * 0.5, 0, 2 * G_PI);
  tl_set_rgb (cr, &pal->wall, 1);
  cairo_fill (cr);
  cairo_arc (cr, x, y, radius * 0.28, 0, 2 * G_PI);
  tl_set_rgb (cr, &pal->sea_wave, 1);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* The junction plaza in the centre, and the small plaza where a road alone at
 * its junction stops. */
static void
draw_junction (cairo_t *cr, const TlTileGeometry *geom, const TlPalette *pal, guint n)
{
  if (geom->junction)
    draw_plaza (cr, pal, 0.5, 0.5, TL_JUNCTION_RADIUS, n);
  for (guint i = 0; i < geom->n_roads; i++)
    if (geom->roads[i].stop)
      draw_plaza (cr, pal, geom->roads[i].b.x, geom->roads[i].b.y, TL_STOP_RADIUS, n);
}

static void
shield_path (cairo_t *cr, double s)
{
  cairo_move_to (cr, -0.5 * s, -0.55 * s);
  cairo_line_to (cr, 0.5 * s, -0.55 * s);
  cairo_line_to (cr, 0.5 * s, 0.0);
  cairo_curve_to (cr, 0.5 * s, 0.35 * s, 0.2 * s, 0.5 * s, 0, 0.65 * s);
  cairo_curve_to (cr, -0.2 * s, 0.5 * s, -0.5 * s, 0.35 * s, -0.5 * s, 0.0);
  cairo_close_path (cr);
}

static void
draw_pennant (cairo_t *cr, const TlPalette *pal, double x, double y, guint r, guint n)
{
  const double s = 0.15;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, -(double) r * G_PI / 2);   /* shields stand upright */
  cairo_save (cr);
  cairo_translate (cr, 0.008, 0.012);
  shield_path (cr, s);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
  cairo_fill (cr);
  cairo_restore (cr);
  shield_path (cr, s);
  tl_set_rgb (cr, &pal->pennant, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, _tl_art_width (0.012, 1.0, n));
  tl_set_rgb (cr, &pal->pennant_mark, 1);
  cairo_stroke (cr);
  if (n >= 64)
    {
      /* a cross, the charge of the arms */
      cairo_set_line_width (cr, _tl_art_width (0.016, 1.0, n));
      cairo_move_to (cr, 0, -0.38 * s);
      cairo_line_to (cr, 0, 0.42 * s);
      cairo_move_to (cr, -0.3 * s, -0.1 * s);
      cairo_line_to (cr, 0.3 * s, -0.1 * s);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
wall_path (cairo_t *cr, const TlGeomCity *city)
{
  for (guint e = 0; e < city->n_edges; e++)
    {
      const TlGeomEdge *edge = &city->edges[e];

      if (!edge->wall)
        continue;
      cairo_move_to (cr, edge->a.x, edge->a.y);
      cairo_curve_to (cr, edge->c1.x, edge->c1.y, edge->c2.x, edge->c2.y, edge->b.x, edge->b.y);
    }
}

static void
draw_gate (cairo_t *cr, const TlGeomRoad *road, const TlPalette *pal, double wall_w, guint n)
{
  double angle = atan2 (road->gate_dir.y, road->gate_dir.x);
  double half = TL_ROAD_HALF_WIDTH;

  cairo_save (cr);
  cairo_translate (cr, road->gate.x, road->gate.y);
  cairo_rotate (cr, angle);   /* x now runs along the road, into the city */
  /* the archway */
  cairo_rectangle (cr, -wall_w * 0.6, -half * 0.85, wall_w * 1.6, half * 1.7);
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_fill (cr);
  /* two towers beside it */
  for (int side = -1; side <= 1; side += 2)
    {
      double ty = side * (half + 0.035);
      cairo_rectangle (cr, -0.04, ty - 0.035, 0.08, 0.07);
      tl_set_rgb (cr, &pal->wall, 1);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, _tl_art_width (0.008, 0.8, n));
      tl_set_rgb (cr, &pal->outline, 0.7);
      cairo_stroke (cr);
      cairo_rectangle (cr, -0.022, ty - 0.017, 0.044, 0.034);
      tl_set_rgb (cr, &pal->wall_top, 1);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static void
draw_cities (cairo_t *cr, const TlTileGeometry *geom, const TlPalette *pal, guint r, guint n)
{
  double wall_w = _tl_art_width (0.04, 2.0, n);

  for (guint c = 0; c < geom->n_cities; c++)
    {
      const TlGeomCity *city = &geom->cities[c];

      cairo_save (cr);
      cairo_new_path (cr);
      _tl_tile_geometry_city_path (cr, city);
      tl_set_rgb (cr, &pal->city, 1);
      cairo_fill_preserve (cr);
      cairo_clip (cr);

      /* a darker band inside the walls */
      cairo_new_path (cr);
      wall_path (cr, city);
      cairo_set_line_width (cr, 0.1);
      tl_set_rgb (cr, &pal->city_shade, 1);
      cairo_stroke (cr);

      for (guint i = 0; i < city->n_roofs; i++)
        {
          const TlGeomRoof *roof = &city->roofs[i];
          _tl_art_roof (cr, pal, roof->at.x, roof->at.y, roof->w, roof->h, roof->angle,
                     roof->variant ? &pal->roof_alt : &pal->roof,
                     roof->variant ? &pal->roof_alt_shade : &pal->roof_shade, n);
        }
      cairo_restore (cr);

      /* walls with crenellations */
      cairo_save (cr);
      cairo_new_path (cr);
      wall_path (cr, city);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_set_line_width (cr, wall_w);
      tl_set_rgb (cr, &pal->wall, 1);
      cairo_stroke_preserve (cr);
      if (n >= 64)
        {
          double dash[2] = { wall_w * 0.6, wall_w * 0.55 };
          cairo_set_dash (cr, dash, 2, 0);
          cairo_set_line_width (cr, wall_w * 0.4);
          tl_set_rgb (cr, &pal->wall_top, 1);
          cairo_stroke (cr);
        }
      cairo_new_path (cr);
      cairo_restore (cr);
    }

  for (guint i = 0; i < geom->n_roads; i++)
    if (geom->roads[i].has_gate)
      draw_gate (cr, &geom->roads[i], pal, wall_w, n);
  for (guint i = 0; i < geom->n_spurs; i++)
    draw_gate (cr, &geom->spurs[i], pal, wall_w, n);

  for (guint c = 0; c < geom->n_cities; c++)
    {
      const TlGeomCity *city = &geom->cities[c];

      for (guint k = 0; k < city->n_pennants; k++)
        draw_pennant (cr, pal, city->pennant.x + k * 0.09, city->pennant.y + k * 0.03, r, n);
    }
}

/* The monastery: a small church with a red roof and a bell tower, seen from
 * the front and standing upright on the board whatever the tile's rotation. */
static void
draw_monastery (cairo_t *cr, const TlTileGeometry *geom, const TlPalette *pal, guint r, guint n)
{
  double line = _tl_art_width (0.011, 1.0, n);
  /* nave wall, nave roof, tower (x0, y0, x1, y1), in tile units around the centre */
  const double nx0 = -0.165, nx1 = 0.06, ny0 = 0.0, ny1 = 0.17;
  const double tx0 = 0.04, tx1 = 0.15, ty0 = -0.1, ty1 = 0.17;

  if (geom->monastery < 0)
    return;

  cairo_save (cr);
  cairo_translate (cr, 0.5, 0.5);
  cairo_rotate (cr, -(double) r * G_PI / 2);
  cairo_translate (cr, 0.005, 0.015);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, line);

  /* ground shadow */
  cairo_save (cr);
  cairo_translate (cr, 0.02, ny1);
  cairo_scale (cr, 0.21, 0.045);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);

  /* nave: wall and roof */
  cairo_rectangle (cr, nx0, ny0, nx1 - nx0, ny1 - ny0);
  tl_set_rgb (cr, &pal->church_wall, 1);
  cairo_fill_preserve (cr);
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_stroke (cr);

  cairo_move_to (cr, nx0 - 0.025, ny0 + 0.01);
  cairo_line_to (cr, nx1 + 0.01, ny0 + 0.01);
  cairo_line_to (cr, nx1 - 0.015, ny0 - 0.115);
  cairo_line_to (cr, nx0 + 0.02, ny0 - 0.115);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->church_roof, 1);
  cairo_fill_preserve (cr);
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_stroke (cr);
  if (n >= 64)
    {
      /* a lighter strip along the ridge, and rows of tiles */
      cairo_rectangle (cr, nx0 + 0.02, ny0 - 0.115, nx1 - nx0 - 0.035, 0.025);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.18);
      cairo_fill (cr);
      cairo_set_line_width (cr, _tl_art_width (0.005, 0.5, n));
      tl_set_rgb (cr, &pal->church_roof_shade, 1);
      for (double x = nx0 + 0.03; x < nx1 - 0.01; x += 0.035)
        {
          cairo_move_to (cr, x + 0.012, ny0 - 0.105);
          cairo_line_to (cr, x - 0.005, ny0 + 0.0);
        }
      cairo_stroke (cr);
      cairo_set_line_width (cr, line);
    }

  /* door and windows */
  cairo_move_to (cr, -0.075, ny1);
  cairo_line_to (cr, -0.075, 0.1);
  cairo_arc (cr, -0.05, 0.1, 0.025, G_PI, 2 * G_PI);
  cairo_line_to (cr, -0.025, ny1);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_fill (cr);
  if (n >= 64)
    for (int k = 0; k < 2; k++)
      {
        double wx = k == 0 ? -0.135 : 0.005;
        cairo_move_to (cr, wx, 0.085);
        cairo_line_to (cr, wx, 0.05);
        cairo_arc (cr, wx + 0.012, 0.05, 0.012, G_PI, 2 * G_PI);
        cairo_line_to (cr, wx + 0.024, 0.085);
        cairo_close_path (cr);
        cairo_fill (cr);
      }

  /* bell tower */
  cairo_rectangle (cr, tx0, ty0, tx1 - tx0, ty1 - ty0);
  tl_set_rgb (cr, &pal->church_wall, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.08);
  cairo_fill_preserve (cr);
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_stroke (cr);
  cairo_move_to (cr, tx0 - 0.018, ty0);
  cairo_line_to (cr, tx1 + 0.018, ty0);
  cairo_line_to (cr, (tx0 + tx1) / 2, ty0 - 0.12);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->church_roof, 1);
  cairo_fill_preserve (cr);
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_stroke (cr);
  cairo_move_to (cr, (tx0 + tx1) / 2, ty0 - 0.12);
  cairo_line_to (cr, tx1 + 0.018, ty0);
  cairo_line_to (cr, (tx0 + tx1) / 2 + 0.01, ty0);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->church_roof_shade, 1);
  cairo_fill (cr);
  /* the bell opening */
  cairo_move_to (cr, 0.08, -0.025);
  cairo_line_to (cr, 0.08, -0.055);
  cairo_arc (cr, 0.095, -0.055, 0.015, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.11, -0.025);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_fill (cr);

  cairo_restore (cr);
}

void
tl_render_tile (cairo_t          *cr,
                const TlTileType *type,
                guint             r,
                double            size,
                gboolean          dark)
{
  const TlTileGeometry *geom;
  const TlPalette *pal = _tl_palette_get (dark);
  double dx = size, dy = 0;
  guint n;

  g_return_if_fail (cr != NULL && type != NULL);

  if (size <= 0)
    return;

  geom = _tl_tile_geometry_get (type);
  cairo_user_to_device_distance (cr, &dx, &dy);
  n = CLAMP ((guint) ceil (hypot (dx, dy) - 0.01), 4, 2048);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_clip (cr);
  cairo_new_path (cr);
  cairo_translate (cr, size / 2, size / 2);
  cairo_rotate (cr, (r % 4) * G_PI / 2);
  cairo_translate (cr, -size / 2, -size / 2);
  cairo_scale (cr, size, size);

  /* what shows where nothing else does (a tile with no area segment) */
  cairo_rectangle (cr, 0, 0, 1, 1);
  tl_set_rgb (cr, geom->n_cities > 0 ? &pal->city : &pal->field[0], 1);
  cairo_fill (cr);

  if (geom->has_terrain)
    _tl_terrain_art_draw (cr, geom, pal, r % 4, n);
  else
    {
      draw_areas (cr, geom, type, pal, r % 4, n);
      _tl_art_symbols (cr, geom, pal, TL_SEGMENT_FIELD, r % 4, n);
      draw_roads (cr, geom, pal, n);
      draw_junction (cr, geom, pal, n);
      _tl_art_symbols (cr, geom, pal, TL_SEGMENT_ROAD, r % 4, n);
      draw_cities (cr, geom, pal, r % 4, n);
      _tl_art_symbols (cr, geom, pal, TL_SEGMENT_CITY, r % 4, n);
      draw_monastery (cr, geom, pal, r % 4, n);
    }

  /* the tile's edge, so that tiles read apart on the board */
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_line_width (cr, 2.0 / n);
  cairo_set_source_rgba (cr, 0, 0, 0, dark ? 0.22 : 0.14);
  cairo_stroke (cr);

  cairo_restore (cr);
}

/* Turns @cr's user space into the unit square of the unrotated tile drawn
 * rotated by @r in the square (0, 0)–(@size, @size). */
static void
tile_space (cairo_t *cr, guint r, double size)
{
  cairo_translate (cr, size / 2, size / 2);
  cairo_rotate (cr, (r % 4) * G_PI / 2);
  cairo_translate (cr, -size / 2, -size / 2);
  cairo_scale (cr, size, size);
}

void
tl_render_segment_edges (cairo_t          *cr,
                         const TlTileType *type,
                         guint             segment,
                         guint             r,
                         double            size,
                         double            line_width)
{
  const TlTileGeometry *geom;

  g_return_if_fail (cr != NULL && type != NULL);

  geom = _tl_tile_geometry_get (type);
  if (segment >= geom->n_segments || size <= 0)
    return;

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_clip (cr);
  cairo_new_path (cr);
  tile_space (cr, r, size);
  if (geom->has_terrain)
    {
      for (guint i = 0; i < geom->terrain.n_borders; i++)
        if (geom->terrain.borders[i].seg[0] == segment || geom->terrain.borders[i].seg[1] == segment)
          _tl_terrain_layout_border_path (cr, &geom->terrain, i);
    }
  else
    for (guint c = 0; c < geom->n_cities; c++)
      if (geom->cities[c].segment == segment)
        for (guint e = 0; e < geom->cities[c].n_edges; e++)
          {
            const TlGeomEdge *edge = &geom->cities[c].edges[e];

            if (!edge->wall)
              continue;
            cairo_move_to (cr, edge->a.x, edge->a.y);
            cairo_curve_to (cr, edge->c1.x, edge->c1.y, edge->c2.x, edge->c2.y, edge->b.x, edge->b.y);
          }
  cairo_set_line_width (cr, line_width / size);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
tl_render_segment_fill (cairo_t          *cr,
                        const TlTileType *type,
                        guint             segment,
                        guint             r,
                        double            size)
{
  const TlTileGeometry *geom;
  double dx = size, dy = 0;
  guint n;

  g_return_if_fail (cr != NULL && type != NULL);

  geom = _tl_tile_geometry_get (type);
  if (segment >= geom->n_segments || size <= 0)
    return;
  cairo_user_to_device_distance (cr, &dx, &dy);
  n = CLAMP ((guint) ceil (hypot (dx, dy) - 0.01), 4, 2048);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_clip (cr);
  cairo_new_path (cr);
  tile_space (cr, r, size);

  if (_tl_tile_geometry_segment_path (cr, geom, segment))
    cairo_fill (cr);
  else if (geom->segments[segment].kind == TL_SEGMENT_ROAD)
    {
      cairo_set_line_width (cr, 2 * TL_ROAD_HALF_WIDTH);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      for (guint i = 0; i < geom->n_roads; i++)
        if (geom->roads[i].segment == segment)
          {
            cairo_new_path (cr);
            _tl_tile_geometry_road_path (cr, &geom->roads[i]);
            cairo_stroke (cr);
          }
    }
  else
    {
      /* an area cut by roads and cities: its pixels, as a mask */
      guint8 *blocked = NULL;
      guint8 *labels = _tl_tile_geometry_area_labels (geom, n, &blocked);
      cairo_surface_t *mask = cairo_image_surface_create (CAIRO_FORMAT_A8, n, n);
      guint8 *data = cairo_image_surface_get_data (mask);
      int stride = cairo_image_surface_get_stride (mask);

      cairo_surface_flush (mask);
      for (guint y = 0; y < n; y++)
        for (guint x = 0; x < n; x++)
          data[y * stride + x] = labels[y * n + x] == segment && !blocked[y * n + x] ? 0xff : 0;
      cairo_surface_mark_dirty (mask);
      cairo_scale (cr, 1.0 / n, 1.0 / n);
      cairo_mask_surface (cr, mask, 0, 0);
      cairo_surface_destroy (mask);
      g_free (labels);
      g_free (blocked);
    }
  cairo_restore (cr);
}
