/* test-tile-art.c — the art of the 42 extra tiles is readable at 48 px
 *
 * The pictures themselves are the reference pictures of test-render-reference.c
 * (tests/render/reference/inns-and-cathedrals-48.png, -96.png, traders-and-builders-…;
 * tools/update-reference-pictures redraws them). Here, for every extra tile in every
 * rotation at 48 px:
 *    - every segment shows: its own pixels cover at least 2 % of the tile (a road
 *      or an inner field too), and a follower placed on it stands on its own pixels
 *      (tl_render_segment_anchor() inside tl_render_segment_fill());
 *    - every symbol shows, in its own segment: drawing the tile with and without
 *      its symbols changes at least 12 pixels, nearly all of them on or next to the
 *      segment that shows the symbol (an inn: within a quarter tile of its road);
 *    - two fields of one tile are parted by something drawn between them (a road,
 *      a city, the spur of a city reaching a corner: I&C G, T&B I, O, W): their
 *      pixels never touch.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-render.h"
#include "tl-tileset-format.h"

#define SMALL 48

static TlTileSet *sets[2];   /* I&C, T&B */

/* The tile drawn on its own, SMALL px, as ARGB32 pixels. */
static cairo_surface_t *
draw (const TlTileType *type, guint r)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SMALL, SMALL);
  cairo_t *cr = cairo_create (surface);

  tl_render_tile (cr, type, r, SMALL, FALSE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The pixels of one segment: 1 where tl_render_segment_fill() paints. */
static guint8 *
segment_mask (const TlTileType *type, guint segment, guint r)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, SMALL, SMALL);
  cairo_t *cr = cairo_create (surface);
  guint8 *mask = g_malloc0 (SMALL * SMALL);
  const guint8 *data;
  int stride;

  cairo_set_source_rgb (cr, 0, 0, 0);
  tl_render_segment_fill (cr, type, segment, r, SMALL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (guint y = 0; y < SMALL; y++)
    for (guint x = 0; x < SMALL; x++)
      mask[y * SMALL + x] = data[y * stride + x] > 127;
  cairo_surface_destroy (surface);
  return mask;
}

static guint
count (const guint8 *mask)
{
  guint n = 0;

  for (guint i = 0; i < SMALL * SMALL; i++)
    n += mask[i];
  return n;
}

/* Whether @mask holds a pixel within @d pixels of (x, y). */
static gboolean
near (const guint8 *mask, int x, int y, int d)
{
  for (int dy = -d; dy <= d; dy++)
    for (int dx = -d; dx <= d; dx++)
      {
        int xx = x + dx, yy = y + dy;

        if (xx >= 0 && yy >= 0 && xx < SMALL && yy < SMALL && mask[yy * SMALL + xx])
          return TRUE;
      }
  return FALSE;
}

static void
check_segments (const TlTileType *type, guint r)
{
  for (guint s = 0; s < type->n_segments; s++)
    {
      g_autofree guint8 *mask = segment_mask (type, s, r);
      double fx, fy;

      if (count (mask) < SMALL * SMALL / 50)
        g_error ("tile %s r%u: segment %u (%s) shows %u pixels at %u px", type->id, r, s,
                 tl_segment_kind_name (type->segments[s].kind), count (mask), SMALL);
      tl_render_segment_anchor (type, s, r, &fx, &fy);
      if (!near (mask, (int) (fx * SMALL), (int) (fy * SMALL), 1))
        g_error ("tile %s r%u: the follower on segment %u (%s) at (%.2f, %.2f) stands off it",
                 type->id, r, s, tl_segment_kind_name (type->segments[s].kind), fx, fy);
    }
}

static void
check_symbols (const TlTileType *type, guint r)
{
  TlTileType plain = *type;
  cairo_surface_t *with, *without;
  const guint32 *a, *b;
  int stride;
  guint changed = 0, outside = 0;
  g_autofree guint8 *shown = g_malloc0 (SMALL * SMALL);
  int reach = 2;

  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].symbols != 0)
      {
        g_autofree guint8 *mask = segment_mask (type, s, r);

        for (guint i = 0; i < SMALL * SMALL; i++)
          shown[i] |= mask[i];
        plain.segments[s].symbols = 0;
        /* an inn stands beside its road, not on it */
        if (type->segments[s].kind == TL_SEGMENT_ROAD)
          reach = SMALL / 4;
      }
  if (memcmp (&plain, type, sizeof plain) == 0)
    return;
  /* the same id (roofs are spread by it); the geometry cache tells the two apart
   * by their segments */
  with = draw (type, r);
  without = draw (&plain, r);
  a = (const guint32 *) cairo_image_surface_get_data (with);
  b = (const guint32 *) cairo_image_surface_get_data (without);
  stride = cairo_image_surface_get_stride (with) / 4;
  for (int y = 0; y < SMALL; y++)
    for (int x = 0; x < SMALL; x++)
      if (a[y * stride + x] != b[y * stride + x])
        {
          changed++;
          outside += !near (shown, x, y, reach);
        }
  cairo_surface_destroy (with);
  cairo_surface_destroy (without);
  if (changed < 12 || outside * 10 > changed)
    g_error ("tile %s r%u: its symbols change %u pixels, %u of them away from their segment",
             type->id, r, changed, outside);
}

/* Two fields of one tile are parted by something drawn between them (a road, a
 * city, a city's spur out to a corner, docs/rules/extra-tiles.md §4): their pixels never
 * touch. */
static void
check_fields_apart (const TlTileType *type, guint r)
{
  g_autofree guint8 *owner = g_malloc (SMALL * SMALL);

  memset (owner, 0xff, SMALL * SMALL);
  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == TL_SEGMENT_FIELD)
      {
        g_autofree guint8 *mask = segment_mask (type, s, r);

        for (guint i = 0; i < SMALL * SMALL; i++)
          if (mask[i])
            owner[i] = s;
      }
  for (int y = 0; y < SMALL; y++)
    for (int x = 0; x + 1 < SMALL; x++)
      for (int k = 0; k < 2; k++)
        {
          guint8 a = owner[y * SMALL + x];
          guint8 b = k == 0 ? owner[y * SMALL + x + 1] : (y + 1 < SMALL ? owner[(y + 1) * SMALL + x] : 0xff);

          if (a != 0xff && b != 0xff && a != b)
            g_error ("tile %s r%u: fields %u and %u touch at (%d, %d) with nothing between them",
                     type->id, r, a, b, x, y);
        }
}

static void
test_readable (void)
{
  guint corners = 0;

  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    for (guint t = 0; t < sets[s]->types->len; t++)
      {
        const TlTileType *type = tl_tile_set_type (sets[s], t);

        for (guint r = 0; r < 4; r++)
          {
            check_segments (type, r);
            check_symbols (type, r);
            check_fields_apart (type, r);
          }
        for (guint c = 0; c < 4; c++)
          corners += type->port_segment[(3 * c + 11) % 12] != type->port_segment[3 * c] &&
                     type->segments[type->port_segment[3 * c]].kind == TL_SEGMENT_FIELD &&
                     type->segments[type->port_segment[(3 * c + 11) % 12]].kind == TL_SEGMENT_FIELD;
      }
  /* I&C G and T&B I, O, W */
  g_assert_cmpuint (corners, ==, 4);
}

int
main (int argc, char **argv)
{
  static const char *const ids[] = { "inns-and-cathedrals", "traders-and-builders" };
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      sets[i] = tl_tileset_format_load_builtin (ids[i], &error);
      g_assert_no_error (error);
    }
  g_test_add_func ("/tile-art/readable-at-48-px", test_readable);
  status = g_test_run ();
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    tl_tile_set_unref (sets[i]);
  return status;
}
