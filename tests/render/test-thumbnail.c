/* test-thumbnail.c — the saved games' picture of a board: its size in whole
 * pixels per tile, and the same pixels as tl_render_board() (suite 'render');
 * tl_render_board_cached() draws the same board
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tl-render.h"
#include "tl-replay.h"

static TlGameState *
fixture_state (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("TL_TEST_FIXTURES"), name, NULL);
  g_autoptr (GError) error = NULL;
  TlGameState *state = tl_replay_file_state (path, FALSE, &error);

  g_assert_no_error (error);
  return state;
}

typedef struct {
  const guchar *data;
  gsize length, offset;
} Reader;

static cairo_status_t
read_png (void *closure, unsigned char *data, unsigned int length)
{
  Reader *reader = closure;

  if (reader->offset + length > reader->length)
    return CAIRO_STATUS_READ_ERROR;
  memcpy (data, reader->data + reader->offset, length);
  reader->offset += length;
  return CAIRO_STATUS_SUCCESS;
}

static cairo_surface_t *
decode (GBytes *png)
{
  Reader reader = { 0 };
  cairo_surface_t *surface;

  reader.data = g_bytes_get_data (png, &reader.length);
  surface = cairo_image_surface_create_from_png_stream (read_png, &reader);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpuint (reader.offset, ==, reader.length);
  return surface;
}

/* The thumbnail is @tile_px pixels per tile and holds exactly what
 * tl_render_board() draws at that size. */
static void
assert_thumbnail (const TlGameState *state,
                  guint              max_width,
                  guint              max_height,
                  guint              tile_px)
{
  g_autoptr (GBytes) png = tl_render_board_thumbnail (state, max_width, max_height);
  cairo_surface_t *got, *want;
  cairo_t *cr;
  guint width, height, differing = 0, opaque = 0;

  g_assert_nonnull (png);
  g_assert_true (tl_render_board_extent (state, NULL, NULL, &width, &height));
  got = decode (png);
  g_assert_cmpint (cairo_image_surface_get_width (got), ==, width * tile_px);
  g_assert_cmpint (cairo_image_surface_get_height (got), ==, height * tile_px);

  want = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * tile_px, height * tile_px);
  cr = cairo_create (want);
  tl_render_board (cr, state, NULL, tile_px, FALSE);
  cairo_destroy (cr);
  cairo_surface_flush (want);
  for (guint y = 0; y < height * tile_px; y++)
    {
      const guint32 *a = (const guint32 *) (cairo_image_surface_get_data (got) + y * cairo_image_surface_get_stride (got));
      const guint32 *b = (const guint32 *) (cairo_image_surface_get_data (want) + y * cairo_image_surface_get_stride (want));

      for (guint x = 0; x < width * tile_px; x++)
        {
          /* PNG stores unpremultiplied colour: a pixel that is not opaque
           * may come back one step off */
          differing += (a[x] >> 24) != (b[x] >> 24)
                       || ((b[x] >> 24) == 0xff && a[x] != b[x]);
          opaque += (a[x] >> 24) == 0xff;
        }
    }
  g_assert_cmpuint (differing, ==, 0);
  g_assert_cmpuint (opaque, >, 0);
  cairo_surface_destroy (got);
  cairo_surface_destroy (want);
}

static void
test_sizes (void)
{
  TlGameState *state = fixture_state ("rules/base-6-6-city-majority.tilelands");
  guint width, height;

  g_assert_true (tl_render_board_extent (state, NULL, NULL, &width, &height));
  /* a few tiles: at most 24 px per tile, however large the box */
  g_assert_cmpuint (MAX (width, height) * 24, <=, 320);
  assert_thumbnail (state, 320, 320, 24);
  /* the box decides: the largest whole size that fits both sides */
  assert_thumbnail (state, 17 * width - 1, 200, 16);
  assert_thumbnail (state, 200, 9 * height - 1, 8);
  /* out of range */
  g_assert_null (tl_render_board_thumbnail (state, 15, 100));
  g_assert_null (tl_render_board_thumbnail (state, 100, 2049));
  tl_game_state_free (state);
}

static void
test_map (void)
{
  TlGameState *state = fixture_state ("maps/chips-1-two-point-chip.tilelands");
  guint width, height;

  /* a map game shows the whole map */
  g_assert_true (tl_render_board_extent (state, NULL, NULL, &width, &height));
  g_assert_cmpuint (width, >, 10);
  assert_thumbnail (state, 160, 120, MIN (160 / width, 120 / height));
  tl_game_state_free (state);
}

/* The board drawn with a cache of its tiles' pictures is the same board, twice
 * in a row (the second time from the cache). */
static void
test_cached (void)
{
  TlGameState *state = fixture_state ("rules/base-6-6-city-majority.tilelands");
  TlTileCache *cache = tl_tile_cache_new (tl_game_state_tile_set (state));
  guint width, height, px = 40;
  cairo_surface_t *plain, *cached;
  cairo_t *cr;

  g_assert_true (tl_render_board_extent (state, NULL, NULL, &width, &height));
  plain = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * px, height * px);
  cr = cairo_create (plain);
  tl_render_board (cr, state, NULL, px, FALSE);
  cairo_destroy (cr);
  cairo_surface_flush (plain);
  for (guint round = 0; round < 2; round++)
    {
      guint differing = 0;

      cached = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * px, height * px);
      cr = cairo_create (cached);
      tl_render_board_cached (cr, state, NULL, px, FALSE, cache);
      cairo_destroy (cr);
      cairo_surface_flush (cached);
      for (guint y = 0; y < height * px; y++)
        differing += memcmp (cairo_image_surface_get_data (plain) + y * cairo_image_surface_get_stride (plain),
                             cairo_image_surface_get_data (cached) + y * cairo_image_surface_get_stride (cached),
                             width * px * 4) != 0;
      g_assert_cmpuint (differing, ==, 0);
      cairo_surface_destroy (cached);
    }
  cairo_surface_destroy (plain);
  tl_tile_cache_free (cache);
  tl_game_state_free (state);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/thumbnail/sizes", test_sizes);
  g_test_add_func ("/thumbnail/map", test_map);
  g_test_add_func ("/thumbnail/cached-board", test_cached);
  return g_test_run ();
}
