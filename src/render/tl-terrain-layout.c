/* tl-terrain-layout.c — the shapes of a Discovery tile, found from its data
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A Discovery tile has one terrain per side (docs/rules/discovery.md §2 Q1), so what a
 * tile looks like follows from which segment holds each side and which
 * segments touch. That pair is matched against the layouts of docs/rules/discovery.md
 * §3.3 in all rotations and mirror images; each layout says how to draw its
 * borders (bays, bands, diagonal halves, wedges, a corner junction).
 */
#include "tl-terrain-layout-private.h"

#include <math.h>
#include <string.h>

/* A border of a template in its own frame. When @bay is 0..3 the border is a
 * bay on that side of the given @depth, running from corner bay + 1 to corner
 * bay; else the four points are given. */
typedef struct {
  int bay;
  double depth;
  double p[8];            /* a, c1, c2, b */
  char left, right;       /* the letters on either side */
} TemplateBorder;

/* Loops: N E S W run along that side clockwise; 0..3 follow a border forwards,
 * a..d backwards. */
typedef struct {
  const char *name;
  const char *sides;      /* letter of each side, N E S W */
  const char *touch;      /* touching letter pairs */
  guint n_borders;
  TemplateBorder borders[TL_TERRAIN_MAX_BORDERS];
  const char *loops[4];   /* per letter A, B, C, D */
  char base;
} Template;

#define BAY(side, d, l, r) { side, d, { 0 }, l, r }
#define CURVE(ax, ay, c1x, c1y, c2x, c2y, bx, by, l, r) \
  { -1, 0, { ax, ay, c1x, c1y, c2x, c2y, bx, by }, l, r }

static const Template templates[] = {
  { "L8", "AAAA", "", 0, { { 0 } }, { "NESW" }, 'A' },
  { "L44", "AABB", "AB", 1,
    { CURVE (0, 0, 0.42, 0.20, 0.58, 0.80, 1, 1, 'A', 'B') },
    { "NEa", "SW0" }, 'A' },
  { "L17", "ABBB", "AB", 1,
    { BAY (0, 0.36, 'A', 'B') },
    { "N0", "ESWa" }, 'B' },
  { "L161", "ABCB", "AB BC", 2,
    { BAY (0, 0.30, 'A', 'B'), BAY (2, 0.30, 'C', 'B') },
    { "N0", "EbWa", "S1" }, 'B' },
  { "L116", "ABCC", "AC BC", 2,
    { BAY (0, 0.33, 'A', 'C'), BAY (1, 0.33, 'B', 'C') },
    { "N0", "E1", "SWab" }, 'C' },
  { "L422", "AABC", "AB AC BC", 3,
    { CURVE (0, 0, 0.20, 0.16, 0.36, 0.38, 0.37, 0.63, 'A', 'C'),
      CURVE (1, 1, 0.80, 0.78, 0.58, 0.62, 0.37, 0.63, 'A', 'B'),
      CURVE (0, 1, 0.12, 0.86, 0.25, 0.72, 0.37, 0.63, 'B', 'C') },
    { "NE1a", "S2b", "W0c" }, 'A' },
  { "L1115", "ABCD", "AD BD CD", 3,
    { BAY (0, 0.30, 'A', 'D'), BAY (1, 0.30, 'B', 'D'), BAY (2, 0.30, 'C', 'D') },
    { "N0", "E1", "S2", "Wabc" }, 'D' },
  { "L4X", "ABCD", "AB BC CD AD", 4,
    { CURVE (1, 0, 0.78, 0.12, 0.72, 0.38, 0.5, 0.5, 'A', 'B'),
      CURVE (1, 1, 0.88, 0.78, 0.62, 0.72, 0.5, 0.5, 'B', 'C'),
      CURVE (0, 1, 0.22, 0.88, 0.28, 0.62, 0.5, 0.5, 'C', 'D'),
      CURVE (0, 0, 0.12, 0.22, 0.38, 0.28, 0.5, 0.5, 'D', 'A') },
    { "N0d", "E1a", "S2b", "W3c" }, 'A' },
  { "L2231", "ABCD", "AB AC BC CD", 4,
    { CURVE (1, 0, 0.86, 0.16, 0.72, 0.34, 0.60, 0.44, 'A', 'B'),
      CURVE (1, 1, 0.86, 0.82, 0.72, 0.56, 0.60, 0.44, 'B', 'C'),
      CURVE (0, 0, 0.30, 0.10, 0.42, 0.40, 0.60, 0.44, 'A', 'C'),
      CURVE (0, 0, 0.22, 0.32, 0.44, 0.86, 0, 1, 'C', 'D') },
    { "N0c", "E1a", "Sd2b", "W3" }, 'C' },
};

static const TlTerrainPt corners[4] = { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } };

gboolean
_tl_terrain_is_terrain (TlSegmentKind kind)
{
  return kind == TL_SEGMENT_MOUNTAIN || kind == TL_SEGMENT_GRASSLAND || kind == TL_SEGMENT_SEA;
}

static TlTerrainPt
tpt (double x, double y)
{
  TlTerrainPt p = { x, y };
  return p;
}

/* A quarter turn clockwise about the tile's centre. */
static TlTerrainPt
rot90 (TlTerrainPt p)
{
  return tpt (1 - p.y, p.x);
}

/* Template frame → tile frame: mirror (x → 1 − x) when @m, then @k quarter turns. */
static TlTerrainPt
transform (TlTerrainPt p, gboolean m, guint k)
{
  if (m)
    p.x = 1 - p.x;
  for (guint i = 0; i < k; i++)
    p = rot90 (p);
  return p;
}

static guint
tile_side (guint side, gboolean m, guint k)
{
  return ((m ? (4 - side) % 4 : side) + k) % 4;
}

/* Whether another bay of @t ends at @corner. */
static gboolean
bay_shares_corner (const Template *t, guint self, int corner)
{
  for (guint i = 0; i < t->n_borders; i++)
    {
      int side = t->borders[i].bay;

      if (i != self && side >= 0 && (side == corner || (side + 1) % 4 == corner))
        return TRUE;
    }
  return FALSE;
}

/* A bay is a round lens that hugs the neighbouring sides near its corners;
 * where another bay ends at the same corner both are pinched, so that the
 * segment between them visibly reaches that corner. */
static void
template_border_points (const Template *t, guint i, TlTerrainPt p[4])
{
  const TemplateBorder *tb = &t->borders[i];

  if (tb->bay >= 0)
    {
      double k = tb->depth / 0.75;

      p[0] = tpt (1, 0);
      p[1] = tpt (0.92, 0.95 * k);
      p[2] = tpt (0.10, 1.05 * k);
      p[3] = tpt (0, 0);
      if (bay_shares_corner (t, i, (tb->bay + 1) % 4))
        p[1] = tpt (0.52, 0.8 * k);
      if (bay_shares_corner (t, i, tb->bay))
        p[2] = tpt (0.48, 0.8 * k);
      for (int s = 0; s < tb->bay; s++)
        for (int j = 0; j < 4; j++)
          p[j] = rot90 (p[j]);
      return;
    }
  for (int j = 0; j < 4; j++)
    p[j] = tpt (tb->p[2 * j], tb->p[2 * j + 1]);
}

static gboolean
template_touches (const Template *t, char x, char y)
{
  for (const char *s = t->touch; s[0] != '\0'; s++)
    if (s[1] != '\0' && ((s[0] == x && s[1] == y) || (s[0] == y && s[1] == x)))
      return TRUE;
  return FALSE;
}

/* The segment holding all three ports of each side, or FALSE when a side is split. */
static gboolean
side_segments (const TlTileType *type, guint8 side_seg[4])
{
  for (guint s = 0; s < 4; s++)
    {
      guint8 seg = type->port_segment[3 * s];

      if (seg == TL_NO_SEGMENT || type->port_segment[3 * s + 1] != seg ||
          type->port_segment[3 * s + 2] != seg)
        return FALSE;
      side_seg[s] = seg;
    }
  return TRUE;
}

/* Maps the template's letters to segments of @type in this orientation; returns
 * the number of touch differences, or -1 when the sides do not match. */
static int
match (const Template *t, const TlTileType *type, const guint8 side_seg[4],
       gboolean m, guint k, guint8 letter_seg[4])
{
  guint n_letters = 0;
  int cost = 0;

  memset (letter_seg, TL_NO_SEGMENT, 4);
  for (guint i = 0; i < 4; i++)
    {
      guint l = t->sides[i] - 'A';
      guint8 seg = side_seg[tile_side (i, m, k)];

      if (letter_seg[l] == TL_NO_SEGMENT)
        {
          for (guint j = 0; j < 4; j++)
            if (letter_seg[j] == seg)
              return -1;
          letter_seg[l] = seg;
          n_letters++;
        }
      else if (letter_seg[l] != seg)
        return -1;
    }
  if (n_letters != type->n_segments)
    return -1;
  for (guint x = 0; x < n_letters; x++)
    for (guint y = x + 1; y < n_letters; y++)
      if (template_touches (t, 'A' + x, 'A' + y) !=
          tl_tile_type_segments_touch (type, letter_seg[x], letter_seg[y]))
        cost++;
  return cost;
}

static void
cubic_eval (const TlTerrainBorder *b, double t, TlTerrainPt *at, TlTerrainPt *d)
{
  double u = 1 - t;

  at->x = u * u * u * b->a.x + 3 * u * u * t * b->c1.x + 3 * u * t * t * b->c2.x + t * t * t * b->b.x;
  at->y = u * u * u * b->a.y + 3 * u * u * t * b->c1.y + 3 * u * t * t * b->c2.y + t * t * t * b->b.y;
  d->x = 3 * u * u * (b->c1.x - b->a.x) + 6 * u * t * (b->c2.x - b->c1.x) + 3 * t * t * (b->b.x - b->c2.x);
  d->y = 3 * u * u * (b->c1.y - b->a.y) + 6 * u * t * (b->c2.y - b->c1.y) + 3 * t * t * (b->b.y - b->c2.y);
}

void
_tl_terrain_border_point (const TlTerrainBorder *border,
                         double                 t,
                         TlTerrainPt           *at,
                         TlTerrainPt           *tangent)
{
  TlTerrainPt d;
  double len;

  cubic_eval (border, t, at, &d);
  len = hypot (d.x, d.y);
  if (len <= 0)
    {
      d = tpt (border->b.x - border->a.x, border->b.y - border->a.y);
      len = MAX (hypot (d.x, d.y), 1e-9);
    }
  tangent->x = d.x / len;
  tangent->y = d.y / len;
}

static TlTerrainPt
step_end (const TlTerrainLayout *layout, guint8 step)
{
  if (step < 4)
    return corners[step];
  if (step & 0x10)
    return layout->borders[step & 0xf].b;
  return layout->borders[step & 0xf].a;
}

void
_tl_terrain_layout_region_path (cairo_t               *cr,
                               const TlTerrainLayout *layout,
                               guint                  segment)
{
  const TlTerrainLoop *loop;
  TlTerrainPt start;

  if (segment >= layout->n_segments)
    return;
  loop = &layout->loops[segment];
  if (loop->n_steps == 0)
    return;
  start = step_end (layout, loop->steps[loop->n_steps - 1]);
  cairo_move_to (cr, start.x, start.y);
  for (guint i = 0; i < loop->n_steps; i++)
    {
      guint8 step = loop->steps[i];
      const TlTerrainBorder *b;

      if (step < 4)
        {
          cairo_line_to (cr, corners[step].x, corners[step].y);
          continue;
        }
      b = &layout->borders[step & 0xf];
      if (step & 0x10)
        cairo_curve_to (cr, b->c1.x, b->c1.y, b->c2.x, b->c2.y, b->b.x, b->b.y);
      else
        cairo_curve_to (cr, b->c2.x, b->c2.y, b->c1.x, b->c1.y, b->a.x, b->a.y);
    }
  cairo_close_path (cr);
}

void
_tl_terrain_layout_border_path (cairo_t               *cr,
                               const TlTerrainLayout *layout,
                               guint                  i)
{
  const TlTerrainBorder *b;

  if (i >= layout->n_borders)
    return;
  b = &layout->borders[i];
  cairo_move_to (cr, b->a.x, b->a.y);
  cairo_curve_to (cr, b->c1.x, b->c1.y, b->c2.x, b->c2.y, b->b.x, b->b.y);
}

/* The corner (0..3) at @p, which is a transformed corner. */
static guint8
corner_index (TlTerrainPt p)
{
  for (guint8 c = 0; c < 4; c++)
    if (fabs (p.x - corners[c].x) < 1e-6 && fabs (p.y - corners[c].y) < 1e-6)
      return c;
  return 0;
}

static void
instantiate (const Template *t, const guint8 letter_seg[4], gboolean m, guint k,
             TlTerrainLayout *out)
{
  out->name = t->name;
  out->n_borders = t->n_borders;
  for (guint i = 0; i < t->n_borders; i++)
    {
      TlTerrainPt p[4];

      template_border_points (t, i, p);
      out->borders[i].a = transform (p[0], m, k);
      out->borders[i].c1 = transform (p[1], m, k);
      out->borders[i].c2 = transform (p[2], m, k);
      out->borders[i].b = transform (p[3], m, k);
      out->borders[i].seg[0] = letter_seg[t->borders[i].left - 'A'];
      out->borders[i].seg[1] = letter_seg[t->borders[i].right - 'A'];
    }
  for (guint l = 0; l < 4 && t->loops[l] != NULL; l++)
    {
      TlTerrainLoop *loop = &out->loops[letter_seg[l]];

      loop->n_steps = 0;
      for (const char *s = t->loops[l]; *s != '\0' && loop->n_steps < TL_TERRAIN_MAX_STEPS; s++)
        {
          const char *side = strchr ("NESW", *s);
          guint8 step;

          if (side != NULL)
            /* a side ends at the corner after it, wherever that lands */
            step = corner_index (transform (corners[(side - "NESW" + 1) % 4], m, k));
          else if (*s >= '0' && *s <= '3')
            step = TL_TERRAIN_FWD (*s - '0');
          else
            step = TL_TERRAIN_REV (*s - 'a');
          loop->steps[loop->n_steps++] = step;
        }
    }
  out->base = letter_seg[t->base - 'A'];
}

static gboolean
is_bay (const TlTerrainBorder *b)
{
  /* both ends on corners of one side */
  gboolean a_corner = fmod (b->a.x, 1) == 0 && fmod (b->a.y, 1) == 0;
  gboolean b_corner = fmod (b->b.x, 1) == 0 && fmod (b->b.y, 1) == 0;

  return a_corner && b_corner && hypot (b->a.x - b->b.x, b->a.y - b->b.y) < 1.01;
}

static void
place_cities (const TlTileType *type, TlTerrainLayout *out)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);
  guint used[TL_TERRAIN_MAX_BORDERS] = { 0 }, total[TL_TERRAIN_MAX_BORDERS] = { 0 };
  int on[TL_MAX_PORT_CITIES];

  cairo_scale (cr, 1024, 1024);
  out->n_cities = 0;
  for (guint i = 0; i < type->n_port_cities && i < TL_MAX_PORT_CITIES; i++)
    {
      const TlPortCity *pc = &type->port_cities[i];

      on[i] = -1;
      for (guint b = 0; b < out->n_borders; b++)
        if ((out->borders[b].seg[0] == pc->sea && out->borders[b].seg[1] == pc->land) ||
            (out->borders[b].seg[1] == pc->sea && out->borders[b].seg[0] == pc->land))
          {
            on[i] = b;
            total[b]++;
            break;
          }
    }

  for (guint i = 0; i < type->n_port_cities && i < TL_MAX_PORT_CITIES; i++)
    {
      const TlPortCity *pc = &type->port_cities[i];
      TlTerrainCity *city = &out->cities[out->n_cities];
      TlTerrainPt at, tangent, normal;
      double t;

      city->sea = pc->sea;
      city->land = pc->land;
      if (on[i] < 0)
        {
          /* The data says they touch but the layout has no such border:
           * stand at the middle of the tile, facing north. */
          city->at = tpt (0.5, 0.5);
          city->to_sea = tpt (0, -1);
          out->n_cities++;
          continue;
        }
      {
        const TlTerrainBorder *b = &out->borders[on[i]];
        guint n = total[on[i]], j = used[on[i]]++;

        /* On a bay the city stands off its middle, leaving room for a follower. */
        if (is_bay (b))
          t = n == 1 ? 0.32 : 0.2 + 0.6 * j / (n - 1);
        else
          t = (j + 1) / (double) (n + 1);
        _tl_terrain_border_point (b, t, &at, &tangent);
      }
      normal = tpt (-tangent.y, tangent.x);
      cairo_new_path (cr);
      _tl_terrain_layout_region_path (cr, out, pc->sea);
      if (!cairo_in_fill (cr, at.x + normal.x * 0.03, at.y + normal.y * 0.03))
        normal = tpt (-normal.x, -normal.y);
      cairo_new_path (cr);
      city->at = at;
      city->to_sea = normal;
      out->n_cities++;
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

gboolean
_tl_terrain_layout_build (const TlTileType *type,
                         TlTerrainLayout  *out)
{
  guint8 side_seg[4], best_letters[4] = { 0 };
  const Template *best = NULL;
  gboolean best_m = FALSE;
  guint best_k = 0;
  int best_cost = G_MAXINT;

  g_return_val_if_fail (type != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (type->n_segments == 0 || type->n_segments > 4)
    return FALSE;
  for (guint i = 0; i < type->n_segments; i++)
    if (!_tl_terrain_is_terrain (type->segments[i].kind))
      return FALSE;
  if (!side_segments (type, side_seg))
    return FALSE;

  for (guint t = 0; t < G_N_ELEMENTS (templates) && best_cost > 0; t++)
    for (int m = 0; m < 2 && best_cost > 0; m++)
      for (guint k = 0; k < 4 && best_cost > 0; k++)
        {
          guint8 letters[4];
          int cost = match (&templates[t], type, side_seg, m, k, letters);

          if (cost >= 0 && cost < best_cost)
            {
              best_cost = cost;
              best = &templates[t];
              best_m = m;
              best_k = k;
              memcpy (best_letters, letters, sizeof letters);
            }
        }
  if (best == NULL)
    return FALSE;

  out->n_segments = type->n_segments;
  instantiate (best, best_letters, best_m, best_k, out);
  place_cities (type, out);
  return TRUE;
}

/* ---- rasters and decorations ---- */

void
_tl_terrain_layout_labels (const TlTerrainLayout *layout,
                          guint                  n,
                          guint8                *labels)
{
  cairo_surface_t *surface;
  guint8 *data;
  int stride;

  memset (labels, layout->base, (gsize) n * n);
  surface = cairo_image_surface_create (CAIRO_FORMAT_A8, n, n);
  stride = cairo_image_surface_get_stride (surface);
  for (guint s = 0; s < layout->n_segments; s++)
    {
      cairo_t *cr;

      if (s == layout->base)
        continue;
      cr = cairo_create (surface);
      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      cairo_paint (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
      cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
      cairo_scale (cr, n, n);
      _tl_terrain_layout_region_path (cr, layout, s);
      cairo_fill (cr);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      data = cairo_image_surface_get_data (surface);
      for (guint y = 0; y < n; y++)
        for (guint x = 0; x < n; x++)
          if (data[y * stride + x] != 0)
            labels[y * n + x] = s;
    }
  cairo_surface_destroy (surface);
}

TlTerrainPt
_tl_terrain_city_centre (const TlTerrainCity *city)
{
  return tpt (city->at.x - city->to_sea.x * 0.06, city->at.y - city->to_sea.y * 0.06);
}

/* Distance (in pixels, chamfer 3-4 / 3) of each pixel to the nearest pixel of
 * another region. */
static float *
boundary_distance (const guint8 *labels, guint n)
{
  float *d = g_new (float, (gsize) n * n);
  const float big = 1e9f;

  for (guint y = 0; y < n; y++)
    for (guint x = 0; x < n; x++)
      {
        guint8 l = labels[y * n + x];
        gboolean edge = (x > 0 && labels[y * n + x - 1] != l) ||
                        (x + 1 < n && labels[y * n + x + 1] != l) ||
                        (y > 0 && labels[(y - 1) * n + x] != l) ||
                        (y + 1 < n && labels[(y + 1) * n + x] != l);
        d[y * n + x] = edge ? 0 : big;
      }
  for (guint y = 0; y < n; y++)
    for (guint x = 0; x < n; x++)
      {
        float v = d[y * n + x];
        if (x > 0)
          v = MIN (v, d[y * n + x - 1] + 3);
        if (y > 0)
          {
            v = MIN (v, d[(y - 1) * n + x] + 3);
            if (x > 0)
              v = MIN (v, d[(y - 1) * n + x - 1] + 4);
            if (x + 1 < n)
              v = MIN (v, d[(y - 1) * n + x + 1] + 4);
          }
        d[y * n + x] = v;
      }
  for (guint y = n; y-- > 0;)
    for (guint x = n; x-- > 0;)
      {
        float v = d[y * n + x];
        if (x + 1 < n)
          v = MIN (v, d[y * n + x + 1] + 3);
        if (y + 1 < n)
          {
            v = MIN (v, d[(y + 1) * n + x] + 3);
            if (x + 1 < n)
              v = MIN (v, d[(y + 1) * n + x + 1] + 4);
            if (x > 0)
              v = MIN (v, d[(y + 1) * n + x - 1] + 4);
          }
        d[y * n + x] = v;
      }
  for (guint i = 0; i < n * n; i++)
    d[i] /= 3;
  return d;
}

typedef struct {
  TlTerrainDecorKind kind;
  double sizes[3];            /* widths, largest first */
  guint16 min_px[3];          /* per size */
  double coast;               /* extra room kept from the region's edge, × the radius */
  double per_area;            /* one picture per this much area */
  guint max;
  double overlap;             /* how close two may come, × the sum of radii */
} DecorRule;

static const DecorRule peak_rule = {
  TL_TERRAIN_DECOR_PEAK, { 0.28, 0.2, 0.14 }, { 0, 0, 96 }, 0.0, 0.03, 10, 0.7
};
static const DecorRule wave_rule = {
  TL_TERRAIN_DECOR_WAVE, { 0.15, 0.13, 0.11 }, { 0, 64, 96 }, 0.6, 0.06, 7, 1.4
};
static const DecorRule tuft_rule = {
  TL_TERRAIN_DECOR_TUFT, { 0.07, 0.06, 0.055 }, { 64, 96, 128 }, 0.5, 0.03, 14, 1.8
};

guint
_tl_terrain_layout_place_decor (const TlTerrainLayout *layout,
                               const TlTileType      *type,
                               const TlTerrainPt     *anchors,
                               TlTerrainDecor        *out)
{
  const guint n = 96, step = 2;
  guint8 *labels = g_malloc ((gsize) n * n);
  float *dist;
  guint area[TL_MAX_SEGMENTS] = { 0 };
  guint n_out = 0;
  guint h0 = g_str_hash (type->id);

  _tl_terrain_layout_labels (layout, n, labels);
  dist = boundary_distance (labels, n);
  for (guint i = 0; i < n * n; i++)
    area[labels[i]]++;

  for (guint s = 0; s < layout->n_segments; s++)
    {
      const DecorRule *rule;
      double frac = area[s] / (double) (n * n);
      guint want, placed = 0, count[3] = { 0 };

      switch (type->segments[s].kind)
        {
        case TL_SEGMENT_MOUNTAIN:
          rule = &peak_rule;
          break;
        case TL_SEGMENT_SEA:
          rule = &wave_rule;
          break;
        default:
          rule = &tuft_rule;
          break;
        }
      want = CLAMP ((guint) lround (frac / rule->per_area), 1, rule->max);

      for (guint tier = 0; tier < 3 && placed < want; tier++)
        {
          double w = rule->sizes[tier], rad = w / 2;

          /* the first size gets at most three: a range of different heights */
          while (placed < want && n_out < TL_TERRAIN_MAX_DECOR && (tier == 2 || count[tier] < 3))
            {
              double best = -1;
              TlTerrainPt best_at = { 0, 0 };

              for (guint y = step / 2; y < n; y += step)
                for (guint x = step / 2; x < n; x += step)
                  {
                    TlTerrainPt p = tpt ((x + 0.5) / n, (y + 0.5) / n);
                    double room = dist[y * n + x] / n, edge, apart = 0.35, score;

                    if (labels[y * n + x] != s || room < rad * (1 + rule->coast))
                      continue;
                    /* the picture stands upright, so keep its whole disc inside the tile */
                    edge = MIN (MIN (p.x, 1 - p.x), MIN (p.y, 1 - p.y));
                    if (edge < rad * 1.2 + 0.02)
                      continue;
                    for (guint a = 0; a < layout->n_segments; a++)
                      apart = MIN (apart, hypot (p.x - anchors[a].x, p.y - anchors[a].y) - rad - 0.09);
                    for (guint c = 0; c < layout->n_cities; c++)
                      {
                        TlTerrainPt cc = _tl_terrain_city_centre (&layout->cities[c]);
                        apart = MIN (apart, hypot (p.x - cc.x, p.y - cc.y) - rad - 0.13);
                      }
                    if (apart < 0)
                      continue;
                    for (guint d = 0; d < n_out; d++)
                      {
                        double gap = hypot (p.x - out[d].at.x, p.y - out[d].at.y) -
                                     rule->overlap * (rad + out[d].size / 2);
                        if (out[d].segment == s)
                          apart = MIN (apart, gap);
                        else
                          apart = MIN (apart, gap + 0.05);
                      }
                    if (apart < 0)
                      continue;
                    score = MIN (apart, 0.2) + 0.6 * MIN (room, 0.25) +
                            (hash_mix (h0, y * n + x) % 1000) / 1000.0 * 0.06;
                    if (score > best)
                      {
                        best = score;
                        best_at = p;
                      }
                  }
              if (best < 0)
                break;
              out[n_out].kind = rule->kind;
              out[n_out].segment = s;
              out[n_out].min_px = placed < 2 && rule->kind == TL_TERRAIN_DECOR_WAVE ? 0 : rule->min_px[tier];
              out[n_out].at = best_at;
              out[n_out].size = w;
              out[n_out].variant = hash_mix (h0, n_out * 7 + s);
              n_out++;
              placed++;
              count[tier]++;
            }
        }
    }

  g_free (dist);
  g_free (labels);
  return n_out;
}
