/* test-map-art.c — the built-in maps read as land, and their cached pictures are right
 *
 * 1. Every cell of USA West, USA East and both joined, at 24, 48 and 96 px in both
 *    styles: the picture the map cache hands out (shared by the cells that look
 *    alike) is the one tl_render_map_cell() draws for that very cell, pixel for
 *    pixel; so a name or landmark across a water cell, or the marks of a land
 *    cell's terrain, never show on another cell that shares its picture.
 * 2. The built-in maps carry their reconstruction's names and landmarks: the
 *    water cells differ from plain water where a name crosses them (the Pacific
 *    Ocean on USA West, the Great Lakes on USA East); a user's map with the same
 *    cells but another id gets plain water there.
 * 3. A map needs at most 250 distinct pictures at one size.
 * 4. The caption that says the map is a reconstruction shows from 24 px squares
 *    up (the smallest zoom level, both maps joined in an 800 px window): on a
 *    cell at each of its ends on each map; below 24 px it is not drawn.
 * 5. Deferred drawing (the board's frames, docs/board-frames.md): only a
 *    picture held in no size is drawn by the cache, and its size is kept for
 *    good; a picture missing at a new size is stood in for by the nearest size
 *    held and asked for; the batches hand out exactly what was asked for (and
 *    once, everything the pinned size lacks), drawn right.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "tl-engine.h"
#include "tl-map-cache.h"
#include "tl-map-format.h"
#include "tl-render.h"

static const char *const map_ids[] = { "usa-west", "usa-east", "usa-both" };

static cairo_surface_t *
draw_cell (const TlMapLayout *layout, gint x, gint y, guint px, gboolean dark)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);

  tl_render_map_cell (cr, layout, x, y, px, dark);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a, cairo_surface_t *b)
{
  int h = cairo_image_surface_get_height (a), stride = cairo_image_surface_get_stride (a);

  cairo_surface_flush (a);
  cairo_surface_flush (b);
  return cairo_image_surface_get_width (a) == cairo_image_surface_get_width (b) &&
         h == cairo_image_surface_get_height (b) && stride == cairo_image_surface_get_stride (b) &&
         memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b), (gsize) stride * h) == 0;
}

static void
test_cache_matches (void)
{
  static const guint sizes[] = { 24, 48, 96 };

  for (guint m = 0; m < G_N_ELEMENTS (map_ids); m++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TlMapLayout) layout = tl_map_format_load_builtin (map_ids[m], &error);
      TlMapCache *cache;

      g_assert_no_error (error);
      cache = tl_map_cache_new (layout);
      for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
        for (int dark = 0; dark < 2; dark++)
          {
            g_autoptr(GHashTable) distinct = g_hash_table_new (NULL, NULL);
            g_autoptr(GHashTable) owner = g_hash_table_new (NULL, NULL);   /* picture → first cell + 1 */

            for (guint y = 0; y < layout->height; y++)
              for (guint x = 0; x < layout->width; x++)
                {
                  cairo_surface_t *cached = tl_map_cache_cell (cache, x, y, sizes[k], dark);
                  cairo_surface_t *own = draw_cell (layout, x, y, sizes[k], dark);

                  g_assert_nonnull (cached);
                  if (!same_pixels (cached, own))
                    {
                      gpointer first = g_hash_table_lookup (owner, cached);

                      g_error ("%s: cell (%u, %u) at %u px%s: the cached picture is cell %d's",
                               map_ids[m], x, y, sizes[k], dark ? " (dark)" : "",
                               first != NULL ? GPOINTER_TO_INT (first) - 1 : -1);
                    }
                  if (!g_hash_table_contains (owner, cached))
                    g_hash_table_insert (owner, cached, GINT_TO_POINTER (y * layout->width + x + 1));
                  g_hash_table_add (distinct, cached);
                  cairo_surface_destroy (own);
                }
            g_test_message ("%s at %u px%s: %u pictures for %u cells", map_ids[m], sizes[k],
                            dark ? " (dark)" : "", g_hash_table_size (distinct),
                            layout->width * layout->height);
            g_assert_cmpuint (g_hash_table_size (distinct), <=, 250);
          }
      tl_map_cache_free (cache);
    }
}

/* Draws @batch and keeps it in @cache; returns the number of pictures kept. */
static guint
draw_and_insert (TlMapCache *cache, TlMapCacheBatch *batch)
{
  guint n;

  g_assert_nonnull (batch);
  g_assert_true (tl_map_cache_batch_draw (batch, NULL, NULL));
  n = tl_map_cache_insert_batch (cache, batch);
  tl_map_cache_batch_free (batch);
  return n;
}

static void
test_cache_deferred (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlMapLayout) layout = tl_map_format_load_builtin ("usa-both", &error);
  g_autoptr(GHashTable) distinct = g_hash_table_new (NULL, NULL);
  TlMapCache *plain, *cache;
  guint n_looks;

  g_assert_no_error (error);
  /* the looks of the map: its distinct pictures at one size */
  plain = tl_map_cache_new (layout);
  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      g_hash_table_add (distinct, tl_map_cache_cell (plain, x, y, 24, FALSE));
  n_looks = g_hash_table_size (distinct);
  g_assert_cmpuint (tl_map_cache_get_n_drawn (plain), ==, n_looks);
  tl_map_cache_free (plain);

  cache = tl_map_cache_new (layout);
  tl_map_cache_set_deferred (cache, TRUE);
  g_assert_false (tl_map_cache_has_pending (cache));
  /* the first picture: held in no size, drawn here; 48 px is pinned */
  g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_cell (cache, 0, 0, 48, FALSE)), ==, 48);
  g_assert_cmpuint (tl_map_cache_get_n_drawn (cache), ==, 1);
  /* then every other look, the chip and a back of each colour at 48 px, once */
  g_assert_true (tl_map_cache_has_pending (cache));
  g_assert_cmpuint (draw_and_insert (cache, tl_map_cache_take_batch (cache)), ==, n_looks - 1 + 1 + TL_N_MAP_COLORS);
  g_assert_false (tl_map_cache_has_pending (cache));
  g_assert_null (tl_map_cache_take_batch (cache));
  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      {
        cairo_surface_t *own = draw_cell (layout, x, y, 48, FALSE);

        g_assert_true (same_pixels (tl_map_cache_cell (cache, x, y, 48, FALSE), own));
        cairo_surface_destroy (own);
      }
  g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_chip (cache, 48, FALSE)), ==, 48);
  g_assert_cmpuint (tl_map_cache_get_n_drawn (cache), ==, 1);

  /* a new size: every cell stands in at 48 px, nothing is drawn, each look is
   * asked for once */
  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_cell (cache, x, y, 96, FALSE)), ==, 48);
  g_assert_cmpuint (tl_map_cache_get_n_drawn (cache), ==, 1);
  g_assert_true (tl_map_cache_has_pending (cache));
  g_assert_cmpuint (draw_and_insert (cache, tl_map_cache_take_batch (cache)), ==, n_looks);
  g_assert_false (tl_map_cache_has_pending (cache));
  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      {
        cairo_surface_t *own = draw_cell (layout, x, y, 96, FALSE);

        g_assert_true (same_pixels (tl_map_cache_cell (cache, x, y, 96, FALSE), own));
        cairo_surface_destroy (own);
      }
  /* the chip was not asked for at 96 px: the pinned one stands in */
  g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_chip (cache, 96, FALSE)), ==, 48);
  g_assert_cmpuint (draw_and_insert (cache, tl_map_cache_take_batch (cache)), ==, 1);
  g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_chip (cache, 96, FALSE)), ==, 96);

  /* asking for another size forgets what the last one still lacked */
  g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_cell (cache, 0, 0, 64, FALSE)), ==, 96);
  g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_cell (cache, 0, 0, 128, FALSE)), ==, 96);
  g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_cell (cache, 1, 0, 128, FALSE)), ==, 96);

  /* three recent sizes besides the pinned one: 96 goes when 192 comes */
  g_assert_cmpuint (draw_and_insert (cache, tl_map_cache_take_batch (cache)), ==,
                    tl_map_cache_cell (cache, 0, 0, 24, FALSE) == tl_map_cache_cell (cache, 1, 0, 24, FALSE) ? 1 : 2);
  g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_cell (cache, 0, 0, 160, FALSE)), ==, 128);
  g_assert_cmpuint (draw_and_insert (cache, tl_map_cache_take_batch (cache)), ==, 1);
  g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_cell (cache, 0, 0, 192, FALSE)), ==, 160);
  g_assert_cmpuint (draw_and_insert (cache, tl_map_cache_take_batch (cache)), ==, 1);
  /* the nearest larger size held stands in; 48 px stays */
  g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_cell (cache, 0, 0, 96, FALSE)), ==, 128);
  g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_cell (cache, 0, 0, 40, FALSE)), ==, 48);
  g_assert_cmpint (cairo_image_surface_get_width (tl_map_cache_cell (cache, 0, 0, 256, FALSE)), ==, 192);
  g_assert_cmpuint (tl_map_cache_get_n_drawn (cache), ==, 1);
  tl_map_cache_free (cache);
}

/* The same cells under another id: a user's map, without the reconstruction's art. */
static TlMapLayout *
copy_as_user_map (const TlMapLayout *layout)
{
  TlMapLayout *copy = tl_map_layout_new ("my-map", "My map", layout->width, layout->height);
  g_autoptr(GError) error = NULL;

  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      {
        const TlMapCell *cell = tl_map_layout_cell (layout, x, y);

        tl_map_layout_set (copy, x, y, cell->kind, cell->color);
      }
  g_assert_true (tl_map_layout_finish (copy, &error));
  g_assert_no_error (error);
  return copy;
}

static void
test_names_on_built_in_maps (void)
{
  /* a cell each name crosses: Pacific Ocean (USA West), Great Lakes (USA East) */
  static const struct {
    const char *map;
    gint x, y;
  } named[] = { { "usa-west", 4, 10 }, { "usa-east", 8, 0 } };

  for (guint i = 0; i < G_N_ELEMENTS (named); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TlMapLayout) layout = tl_map_format_load_builtin (named[i].map, &error);
      g_autoptr(TlMapLayout) mine = NULL;
      cairo_surface_t *built_in, *user;

      g_assert_no_error (error);
      g_assert_cmpint (tl_map_layout_cell (layout, named[i].x, named[i].y)->kind, ==, TL_MAP_BLOCKED);
      mine = copy_as_user_map (layout);
      built_in = draw_cell (layout, named[i].x, named[i].y, 96, FALSE);
      user = draw_cell (mine, named[i].x, named[i].y, 96, FALSE);
      g_assert_false (same_pixels (built_in, user));
      cairo_surface_destroy (user);
      /* a copy of the built-in map (a duplicate: its `decor` names it) keeps them */
      tl_map_layout_set_decor (mine, named[i].map);
      user = draw_cell (mine, named[i].x, named[i].y, 96, FALSE);
      g_assert_true (same_pixels (built_in, user));
      cairo_surface_destroy (built_in);
      cairo_surface_destroy (user);
    }
}

static void
test_caption_at_24_px (void)
{
  /* a cell at each end of each caption at 24 px, in row 11 (West's in one line,
   * East's in two) */
  static const struct {
    const char *map;
    gint x, y;
  } captioned[] = { { "usa-west", 1, 11 }, { "usa-west", 5, 11 }, { "usa-east", 12, 11 },
                    { "usa-east", 14, 11 }, { "usa-both", 1, 11 }, { "usa-both", 29, 11 } };

  for (guint i = 0; i < G_N_ELEMENTS (captioned); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TlMapLayout) layout = tl_map_format_load_builtin (captioned[i].map, &error);
      g_autoptr(TlMapLayout) mine = NULL;

      g_assert_no_error (error);
      g_assert_cmpint (tl_map_layout_cell (layout, captioned[i].x, captioned[i].y)->kind, ==, TL_MAP_BLOCKED);
      mine = copy_as_user_map (layout);
      for (guint px = 16; px <= 24; px += 8)
        {
          cairo_surface_t *built_in = draw_cell (layout, captioned[i].x, captioned[i].y, px, FALSE);
          cairo_surface_t *user = draw_cell (mine, captioned[i].x, captioned[i].y, px, FALSE);

          g_test_message ("%s (%d, %d) at %u px", captioned[i].map, captioned[i].x, captioned[i].y, px);
          g_assert_cmpint (same_pixels (built_in, user), ==, px < 24);
          cairo_surface_destroy (built_in);
          cairo_surface_destroy (user);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/map-art/cache-matches-every-cell", test_cache_matches);
  g_test_add_func ("/map-art/cache-deferred", test_cache_deferred);
  g_test_add_func ("/map-art/names-on-built-in-maps", test_names_on_built_in_maps);
  g_test_add_func ("/map-art/caption-at-24-px", test_caption_at_24_px);
  return g_test_run ();
}
