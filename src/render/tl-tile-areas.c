/* tl-tile-areas.c — the areas of a tile type (fields, and The Discovery's
 * terrain regions): which pixel belongs to which area, their tones, and
 * where their followers stand
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-tile-geometry-private.h"

#include <math.h>
#include <string.h>

/* Raster used to place followers on fields. */
#define ANCHOR_RASTER 64

static void
draw_barriers (cairo_t *cr, const TlTileGeometry *geom)
{
  cairo_set_line_width (cr, 2 * TL_ROAD_HALF_WIDTH);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < geom->n_roads + geom->n_spurs; i++)
    {
      cairo_new_path (cr);
      _tl_tile_geometry_road_path (cr, i < geom->n_roads ? &geom->roads[i]
                                                        : &geom->spurs[i - geom->n_roads]);
      cairo_stroke (cr);
    }
  for (guint i = 0; i < geom->n_cities; i++)
    {
      cairo_new_path (cr);
      _tl_tile_geometry_city_path (cr, &geom->cities[i]);
      cairo_fill (cr);
    }
  if (geom->junction)
    {
      cairo_new_path (cr);
      cairo_arc (cr, 0.5, 0.5, TL_JUNCTION_RADIUS, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  for (guint i = 0; i < geom->n_roads; i++)
    if (geom->roads[i].stop)
      {
        cairo_new_path (cr);
        cairo_arc (cr, geom->roads[i].b.x, geom->roads[i].b.y, TL_STOP_RADIUS, 0, 2 * G_PI);
        cairo_fill (cr);
      }
}

/* Discovery tiles: regions from the terrain layout; the port cities are the
 * barriers (no follower stands on the houses). */
static void
label_terrain (const TlTileGeometry *geom, guint n, guint8 *labels, guint8 *blocked)
{
  _tl_terrain_layout_labels (&geom->terrain, n, labels);
  if (blocked == NULL)
    return;
  for (guint y = 0; y < n; y++)
    for (guint x = 0; x < n; x++)
      {
        TlPt p = pt ((x + 0.5) / n, (y + 0.5) / n);
        gboolean on_city = FALSE;

        for (guint c = 0; c < geom->terrain.n_cities && !on_city; c++)
          {
            TlTerrainPt cc = _tl_terrain_city_centre (&geom->terrain.cities[c]);
            on_city = hypot (p.x - cc.x, p.y - cc.y) < TL_PORT_CITY_CLEARANCE;
          }
        blocked[y * n + x] = on_city;
      }
}

/* The inner field (a field that touches no side) is the largest connected part
 * of the open pixels that the fields growing from the sides did not reach. */
static void
label_inner_field (guint inner, guint n, const guint8 *barrier, int stride,
                   guint8 *labels, guint32 *queue)
{
  static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };
  guint32 *component = g_new (guint32, n * n);
  guint best = 0;
  guint8 *seen = g_malloc0 (n * n);

  for (guint start = 0; start < n * n; start++)
    {
      guint head = 0, tail = 0;

      if (seen[start] || labels[start] != TL_NO_SEGMENT ||
          barrier[(start / n) * stride + start % n])
        continue;
      seen[start] = 1;
      queue[tail++] = start;
      while (head < tail)
        {
          guint idx = queue[head++];
          int x = idx % n, y = idx / n;

          for (int d = 0; d < 4; d++)
            {
              int nx = x + dx[d], ny = y + dy[d];
              guint nidx;

              if (nx < 0 || ny < 0 || nx >= (int) n || ny >= (int) n)
                continue;
              nidx = ny * n + nx;
              if (seen[nidx] || labels[nidx] != TL_NO_SEGMENT || barrier[ny * stride + nx])
                continue;
              seen[nidx] = 1;
              queue[tail++] = nidx;
            }
        }
      if (tail > best)
        {
          best = tail;
          memcpy (component, queue, sizeof (guint32) * tail);
        }
    }
  for (guint i = 0; i < best; i++)
    labels[component[i]] = inner;
  g_free (seen);
  g_free (component);
}

/* Fills @labels (n × n) and, when @blocked is not NULL, marks barrier pixels. */
static void
label_areas (const TlTileGeometry *geom, guint n, guint8 *labels, guint8 *blocked)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  guint8 *barrier;
  int stride;
  guint32 *queue;
  guint head = 0, tail = 0;
  int first_area = -1;

  if (geom->has_terrain)
    {
      label_terrain (geom, n, labels, blocked);
      return;
    }

  memset (labels, TL_NO_SEGMENT, n * n);
  for (guint i = 0; i < geom->n_segments && first_area < 0; i++)
    if (_tl_tile_geometry_is_area (geom->segments[i].kind) && geom->segments[i].ports != 0)
      first_area = i;
  if (first_area < 0 && geom->inner != TL_NO_SEGMENT)
    first_area = geom->inner;

  surface = cairo_image_surface_create (CAIRO_FORMAT_A8, n, n);
  cr = cairo_create (surface);
  cairo_scale (cr, n, n);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  draw_barriers (cr, geom);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  barrier = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);

  if (blocked != NULL)
    for (guint y = 0; y < n; y++)
      for (guint x = 0; x < n; x++)
        blocked[y * n + x] = barrier[y * stride + x] != 0;

  if (first_area < 0)
    {
      cairo_surface_destroy (surface);
      return;
    }

  queue = g_new (guint32, n * n);

  /* Seeds: the pixels along each area segment's ports. */
  for (guint i = 0; i < geom->n_segments; i++)
    {
      const TlSegment *seg = &geom->segments[i];

      if (!_tl_tile_geometry_is_area (seg->kind))
        continue;
      for (guint p = 0; p < TL_N_PORTS; p++)
        {
          double t0, t1;

          if (!(seg->ports & (1u << p)))
            continue;
          port_interval (p, &t0, &t1);
          for (guint k = 0; k < n; k++)
            {
              double t = (k + 0.5) / n;
              TlPt q;
              int x, y;

              if (t < t0 || t > t1)
                continue;
              q = side_point (p / 3, t);
              q = pt_add (q, inward[p / 3], 0.5 / n);
              x = CLAMP ((int) (q.x * n), 0, (int) n - 1);
              y = CLAMP ((int) (q.y * n), 0, (int) n - 1);
              if (barrier[y * stride + x] || labels[y * n + x] != TL_NO_SEGMENT)
                continue;
              labels[y * n + x] = i;
              queue[tail++] = y * n + x;
            }
        }
    }

  /* Grow every region through open pixels, then the inner field takes the
   * largest open part that no side reached, then every region grows through the
   * barriers too so that every pixel has a tone (barriers are painted over). */
  for (int phase = 0; phase < 3; phase++)
    {
      if (phase == 1)
        {
          if (geom->inner == TL_NO_SEGMENT)
            continue;
          label_inner_field (geom->inner, n, barrier, stride, labels, queue);
          continue;
        }
      if (phase == 2)
        {
          head = tail = 0;
          for (guint i = 0; i < n * n; i++)
            if (labels[i] != TL_NO_SEGMENT)
              queue[tail++] = i;
        }
      while (head < tail)
        {
          guint idx = queue[head++];
          int x = idx % n, y = idx / n;
          static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

          for (int d = 0; d < 4; d++)
            {
              int nx = x + dx[d], ny = y + dy[d];
              guint nidx;

              if (nx < 0 || ny < 0 || nx >= (int) n || ny >= (int) n)
                continue;
              nidx = ny * n + nx;
              if (labels[nidx] != TL_NO_SEGMENT)
                continue;
              if (phase == 0 && barrier[ny * stride + nx])
                continue;
              labels[nidx] = labels[idx];
              queue[tail++] = nidx;
            }
        }
    }

  for (guint i = 0; i < n * n; i++)
    if (labels[i] == TL_NO_SEGMENT)
      labels[i] = first_area;

  g_free (queue);
  cairo_surface_destroy (surface);
}

guint8 *
_tl_tile_geometry_area_labels (const TlTileGeometry *geom, guint n, guint8 **blocked)
{
  guint8 *labels = g_malloc (n * n);

  if (blocked != NULL)
    *blocked = g_malloc (n * n);
  label_areas (geom, n, labels, blocked != NULL ? *blocked : NULL);
  return labels;
}

void
_tl_tile_areas_assign_tones (TlTileGeometry *geom)
{
  guint owner[TL_N_PORTS];
  gboolean adjacent[TL_MAX_SEGMENTS][TL_MAX_SEGMENTS] = { { FALSE } };
  guint seq[TL_N_PORTS], n_seq = 0;
  guint order[TL_MAX_SEGMENTS], n_order = 0;
  gboolean assigned[TL_MAX_SEGMENTS] = { FALSE };

  for (guint p = 0; p < TL_N_PORTS; p++)
    {
      owner[p] = TL_NO_SEGMENT;
      for (guint i = 0; i < geom->n_segments; i++)
        if (geom->segments[i].ports & (1u << p))
          {
            owner[p] = i;
            break;
          }
      if (owner[p] != TL_NO_SEGMENT && _tl_tile_geometry_is_area (geom->segments[owner[p]].kind))
        seq[n_seq++] = owner[p];
    }
  for (guint i = 0; i < n_seq; i++)
    {
      guint a = seq[i], b = seq[(i + 1) % n_seq];
      if (a != b)
        adjacent[a][b] = adjacent[b][a] = TRUE;
    }

  for (guint i = 0; i < geom->n_segments; i++)
    if (_tl_tile_geometry_is_area (geom->segments[i].kind))
      order[n_order++] = i;
  /* Larger areas first (stable): the biggest field gets the first tone. */
  for (guint i = 1; i < n_order; i++)
    for (guint j = i; j > 0; j--)
      {
        guint a = order[j - 1], b = order[j];
        if (__builtin_popcount (geom->segments[b].ports) > __builtin_popcount (geom->segments[a].ports))
          {
            order[j - 1] = b;
            order[j] = a;
          }
      }

  for (guint i = 0; i < n_order; i++)
    {
      guint s = order[i];
      guint used = 0, tone = 0;

      for (guint j = 0; j < geom->n_segments; j++)
        if (assigned[j] && adjacent[s][j])
          used |= 1u << geom->tone[j];
      while (tone < 2 && (used & (1u << tone)))
        tone++;
      geom->tone[s] = tone;
      assigned[s] = TRUE;
    }
}

/* The monastery building and the inns are no place for a farmer. */
static void
block_buildings (const TlTileGeometry *geom, guint n, guint8 *blocked)
{
  for (guint y = 0; y < n; y++)
    for (guint x = 0; x < n; x++)
      {
        TlPt p = pt ((x + 0.5) / n, (y + 0.5) / n);

        if (geom->monastery >= 0 && fabs (p.x - 0.5) < TL_MONASTERY_HALF_W + 0.03 &&
            fabs (p.y - 0.5) < TL_MONASTERY_HALF_H + 0.03)
          blocked[y * n + x] = TRUE;
        for (guint s = 0; s < geom->n_symbols; s++)
          if (geom->symbols[s].symbol == TL_SYMBOL_INN &&
              fabs (p.x - geom->symbols[s].at.x) < TL_SYMBOL_INN_HALF + 0.02 &&
              fabs (p.y - geom->symbols[s].at.y) < TL_SYMBOL_INN_HALF + 0.02)
            blocked[y * n + x] = TRUE;
      }
}

/* A garden lies in its field where there is room for it, away from the
 * followers' places and the other symbols. */
void
_tl_tile_areas_place_gardens (TlTileGeometry *geom)
{
  const guint n = ANCHOR_RASTER;
  guint8 *labels = NULL, *blocked = NULL;

  for (guint s = 0; s < geom->n_segments; s++)
    {
      double best = -G_MAXDOUBLE;
      TlPt at = geom->anchor[s];

      if (!(geom->segments[s].symbols & (1u << TL_SYMBOL_GARDEN)) || geom->has_terrain)
        continue;
      if (labels == NULL)
        {
          labels = _tl_tile_geometry_area_labels (geom, n, &blocked);
          block_buildings (geom, n, blocked);
        }
      for (guint y = 0; y < n; y++)
        for (guint x = 0; x < n; x++)
          {
            TlPt p = pt ((x + 0.5) / n, (y + 0.5) / n);
            double room = G_MAXDOUBLE, apart = G_MAXDOUBLE, score;
            const int reach = (int) (TL_SYMBOL_GARDEN_HALF * n) + 2;

            if (labels[y * n + x] != s || blocked[y * n + x])
              continue;
            /* room: no other region or barrier within the garden's reach */
            for (int dy = -reach; dy <= reach && room > 0; dy += 2)
              for (int dx = -reach; dx <= reach && room > 0; dx += 2)
                {
                  int xx = (int) x + dx, yy = (int) y + dy;

                  if (xx < 1 || yy < 1 || xx >= (int) n - 1 || yy >= (int) n - 1 ||
                      labels[yy * n + xx] != s || blocked[yy * n + xx])
                    room = 0;
                }
            if (room == 0)
              continue;
            for (guint o = 0; o < geom->n_segments; o++)
              apart = MIN (apart, pt_dist (p, geom->anchor[o]));
            for (guint k = 0; k < geom->n_symbols; k++)
              apart = MIN (apart, pt_dist (p, geom->symbols[k].at));
            score = MIN (apart, 0.3) - 0.1 * pt_dist (p, centre);
            if (score > best)
              {
                best = score;
                at = p;
              }
          }
      _tl_tile_geometry_add_symbol (geom, TL_SYMBOL_GARDEN, s, at);
    }
  g_free (labels);
  g_free (blocked);
}

void
_tl_tile_areas_place_anchors (TlTileGeometry *geom, const gboolean *fixed)
{
  const guint n = ANCHOR_RASTER;
  guint8 *labels = g_malloc (n * n);
  guint8 *blocked = g_malloc (n * n);
  guint16 *dist = g_new (guint16, n * n);
  guint32 *queue = g_new (guint32, n * n);
  gboolean placed[TL_MAX_SEGMENTS];

  memcpy (placed, fixed, sizeof placed);
  label_areas (geom, n, labels, blocked);

  block_buildings (geom, n, blocked);

  for (guint s = 0; s < geom->n_segments; s++)
    {
      guint head = 0, tail = 0;
      double best = -1, best_tie = G_MAXDOUBLE;
      TlPt best_pt = centre, mean = { 0, 0 };
      guint count = 0;

      if (!_tl_tile_geometry_is_area (geom->segments[s].kind))
        continue;

      /* Distance of each pixel of the region to its edge (8-neighbour steps). */
      for (guint y = 0; y < n; y++)
        for (guint x = 0; x < n; x++)
          {
            guint idx = y * n + x;
            gboolean inside = labels[idx] == s && !blocked[idx];

            if (!inside)
              {
                dist[idx] = 0;
                queue[tail++] = idx;
              }
            else if (x == 0 || y == 0 || x == n - 1 || y == n - 1)
              {
                dist[idx] = 1;   /* queued after every 0, below */
                mean.x += x;
                mean.y += y;
                count++;
              }
            else
              {
                dist[idx] = G_MAXUINT16;
                mean.x += x;
                mean.y += y;
                count++;
              }
          }
      for (guint y = 0; y < n; y++)
        for (guint x = 0; x < n; x++)
          if (dist[y * n + x] == 1)
            queue[tail++] = y * n + x;
      while (head < tail)
        {
          guint idx = queue[head++];
          int x = idx % n, y = idx / n;

          for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++)
              {
                int nx = x + dx, ny = y + dy;
                guint nidx;

                if (nx < 0 || ny < 0 || nx >= (int) n || ny >= (int) n)
                  continue;
                nidx = ny * n + nx;
                if (dist[nidx] > dist[idx] + 1)
                  {
                    dist[nidx] = dist[idx] + 1;
                    queue[tail++] = nidx;
                  }
              }
        }

      if (count == 0)
        {
          /* Nothing visible: stand by the segment's first port. */
          for (guint p = 0; p < TL_N_PORTS; p++)
            if (geom->segments[s].ports & (1u << p))
              {
                geom->anchor[s] = pt_add (port_mid (p), inward[p / 3], 0.1);
                break;
              }
          placed[s] = TRUE;
          continue;
        }
      mean.x = (mean.x / count + 0.5) / n;
      mean.y = (mean.y / count + 0.5) / n;

      for (guint y = 0; y < n; y++)
        for (guint x = 0; x < n; x++)
          {
            guint idx = y * n + x;
            TlPt p = pt ((x + 0.5) / n, (y + 0.5) / n);
            double room, edge, apart = 0.3, score, tie;

            if (dist[idx] == 0)
              continue;
            /* First room for a lying farmer, then distance from the other
             * followers' places. */
            room = MIN (dist[idx] / (double) n, 0.11);
            for (guint o = 0; o < geom->n_segments; o++)
              if (placed[o])
                apart = MIN (apart, pt_dist (p, geom->anchor[o]));
            /* a lying farmer is wide: keep it on its own tile */
            edge = MIN (MIN (p.x, 1 - p.x), MIN (p.y, 1 - p.y));
            score = 10 * room + 10 * MIN (edge, 0.15) + apart;
            tie = pt_dist (p, mean);
            if (score > best + 1e-9 || (fabs (score - best) <= 1e-9 && tie < best_tie))
              {
                best = score;
                best_tie = tie;
                best_pt = p;
              }
          }
      geom->anchor[s] = best_pt;
      placed[s] = TRUE;
    }

  g_free (queue);
  g_free (dist);
  g_free (blocked);
  g_free (labels);
}


