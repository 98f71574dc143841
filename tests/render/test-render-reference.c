/* test-render-reference.c — the tile art compared with reference pictures
 *
 * Every tile type of every built-in tile set is drawn (tl_render_tile(),
 * rotation 0, light style) at 48 and 96 pixels into one sheet per set and
 * size: the tiles in the set's order, TL_SHEET_COLUMNS to a row. Each tile of
 * the sheet is compared with the same square of the stored picture
 * tests/render/reference/SET-SIZE.png: a pixel differs when one of its
 * channels (premultiplied ARGB) is more than TL_PIXEL_TOLERANCE away, and a
 * tile fails when more than TL_TILE_TOLERANCE of its pixels differ. A failing
 * sheet is written to the build directory as SET-SIZE-actual.png beside a
 * picture of the differing pixels (SET-SIZE-diff.png).
 *
 * With TL_UPDATE_REFERENCE_PICTURES=DIR set, the sheets are written into DIR
 * instead of being compared (tools/update-reference-pictures does that: run
 * it on purpose after changing the art or adding tiles, look at the pictures,
 * and commit them).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <cairo.h>

#include "tl-engine.h"
#include "tl-render.h"
#include "tl-tileset-format.h"

#define TL_SHEET_COLUMNS 8
/* A channel may differ by this much (of 255) without the pixel differing. */
#define TL_PIXEL_TOLERANCE 24
/* The share of a tile's pixels that may differ. */
#define TL_TILE_TOLERANCE 0.003

static const guint sizes[] = { 48, 96 };

typedef struct {
  char *set_id;
  guint size;
} SheetCase;

/* Returns: (transfer full): the sheet of @set at @size pixels a tile. */
static cairo_surface_t *
draw_sheet (const TlTileSet *set,
            guint            size)
{
  guint n = set->types->len;
  guint rows = (n + TL_SHEET_COLUMNS - 1) / TL_SHEET_COLUMNS;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         TL_SHEET_COLUMNS * size, rows * size);
  cairo_t *cr = cairo_create (surface);

  for (guint i = 0; i < n; i++)
    {
      cairo_save (cr);
      cairo_translate (cr, (i % TL_SHEET_COLUMNS) * size, (i / TL_SHEET_COLUMNS) * size);
      tl_render_tile (cr, tl_tile_set_type (set, i), 0, size, FALSE);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Returns: (transfer full): the PNG at @path as an ARGB32 surface (cairo
 * reads an opaque picture as RGB24, whose fourth byte means nothing). */
static cairo_surface_t *
load_argb32 (const char *path)
{
  cairo_surface_t *png = cairo_image_surface_create_from_png (path);
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width (png),
                                        cairo_image_surface_get_height (png));
  cr = cairo_create (surface);
  cairo_set_source_surface (cr, png, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (png);
  cairo_surface_flush (surface);
  return surface;
}

static char *
reference_path (const char *set_id,
                guint       size)
{
  const char *srcdir = g_getenv ("G_TEST_SRCDIR");
  g_autofree char *name = g_strdup_printf ("%s-%u.png", set_id, size);

  g_assert_nonnull (srcdir);
  return g_build_filename (srcdir, "render", "reference", name, NULL);
}

static char *
output_path (const char *set_id,
             guint       size,
             const char *what)
{
  const char *builddir = g_getenv ("G_TEST_BUILDDIR");
  g_autofree char *name = g_strdup_printf ("%s-%u-%s.png", set_id, size, what);

  return g_build_filename (builddir != NULL ? builddir : ".", name, NULL);
}

/* The largest difference between the channels of two ARGB32 pixels. */
static guint
pixel_difference (guint32 a,
                  guint32 b)
{
  guint worst = 0;

  for (guint shift = 0; shift < 32; shift += 8)
    {
      int ca = (a >> shift) & 0xff, cb = (b >> shift) & 0xff;

      worst = MAX (worst, (guint) ABS (ca - cb));
    }
  return worst;
}

static void
test_sheet (gconstpointer data)
{
  const SheetCase *sheet = data;
  const char *update_dir = g_getenv ("TL_UPDATE_REFERENCE_PICTURES");
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) set = tl_tileset_format_load_builtin (sheet->set_id, &error);
  g_autofree char *path = NULL;
  g_autoptr (GString) failures = g_string_new (NULL);
  cairo_surface_t *actual, *expected, *diff;
  guint size = sheet->size, n_failed = 0;
  int stride_a, stride_e, stride_d;
  guchar *data_a, *data_e, *data_d;

  g_assert_no_error (error);
  g_assert_nonnull (set);
  actual = draw_sheet (set, size);

  if (update_dir != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s-%u.png", sheet->set_id, size);
      g_autofree char *out = g_build_filename (update_dir, name, NULL);

      g_assert_cmpint (cairo_surface_write_to_png (actual, out), ==, CAIRO_STATUS_SUCCESS);
      g_test_message ("wrote %s", out);
      cairo_surface_destroy (actual);
      return;
    }

  path = reference_path (sheet->set_id, size);
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      cairo_surface_destroy (actual);
      g_test_fail_printf ("no reference picture %s: draw it with tools/update-reference-pictures, "
                          "look at it and commit it", path);
      return;
    }
  expected = load_argb32 (path);
  if (cairo_image_surface_get_width (expected) != cairo_image_surface_get_width (actual) ||
      cairo_image_surface_get_height (expected) != cairo_image_surface_get_height (actual))
    {
      g_test_fail_printf ("%s is %d by %d pixels, the sheet of %u tiles is %d by %d: the tile set changed; "
                          "redraw the pictures with tools/update-reference-pictures",
                          path, cairo_image_surface_get_width (expected),
                          cairo_image_surface_get_height (expected), set->types->len,
                          cairo_image_surface_get_width (actual), cairo_image_surface_get_height (actual));
      cairo_surface_destroy (expected);
      cairo_surface_destroy (actual);
      return;
    }

  diff = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width (actual),
                                     cairo_image_surface_get_height (actual));
  cairo_surface_flush (diff);
  data_a = cairo_image_surface_get_data (actual);
  data_e = cairo_image_surface_get_data (expected);
  data_d = cairo_image_surface_get_data (diff);
  stride_a = cairo_image_surface_get_stride (actual);
  stride_e = cairo_image_surface_get_stride (expected);
  stride_d = cairo_image_surface_get_stride (diff);

  for (guint i = 0; i < set->types->len; i++)
    {
      guint x0 = (i % TL_SHEET_COLUMNS) * size, y0 = (i / TL_SHEET_COLUMNS) * size;
      guint differing = 0, worst = 0;

      for (guint y = y0; y < y0 + size; y++)
        for (guint x = x0; x < x0 + size; x++)
          {
            guint32 a = ((guint32 *) (data_a + y * stride_a))[x];
            guint32 e = ((guint32 *) (data_e + y * stride_e))[x];
            guint d = pixel_difference (a, e);

            worst = MAX (worst, d);
            if (d > TL_PIXEL_TOLERANCE)
              {
                differing++;
                ((guint32 *) (data_d + y * stride_d))[x] = 0xffe01b24;   /* opaque red */
              }
          }
      if (differing > TL_TILE_TOLERANCE * size * size)
        {
          n_failed++;
          g_string_append_printf (failures, " %s (%u pixels differ, by up to %u)",
                                  tl_tile_set_type (set, i)->id, differing, worst);
        }
    }
  cairo_surface_mark_dirty (diff);

  if (n_failed > 0)
    {
      g_autofree char *actual_path = output_path (sheet->set_id, size, "actual");
      g_autofree char *diff_path = output_path (sheet->set_id, size, "diff");

      cairo_surface_write_to_png (actual, actual_path);
      cairo_surface_write_to_png (diff, diff_path);
      g_test_fail_printf ("%u of %u tiles of %s at %u px differ from %s:%s; see %s and %s "
                          "(tools/update-reference-pictures redraws the references when the "
                          "change is meant)",
                          n_failed, set->types->len, sheet->set_id, size, path, failures->str,
                          actual_path, diff_path);
    }
  cairo_surface_destroy (diff);
  cairo_surface_destroy (expected);
  cairo_surface_destroy (actual);
}

/* A sheet drawn twice is the same to the last bit: the comparison above
 * measures the art, not noise. */
static void
test_deterministic (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) set = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  cairo_surface_t *a, *b;
  int stride, height;

  g_assert_no_error (error);
  a = draw_sheet (set, 48);
  b = draw_sheet (set, 48);
  stride = cairo_image_surface_get_stride (a);
  height = cairo_image_surface_get_height (a);
  g_assert_cmpint (height, ==, 3 * 48);   /* 24 tile types, 8 to a row */
  g_assert_cmpmem (cairo_image_surface_get_data (a), stride * height,
                   cairo_image_surface_get_data (b), stride * height);
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

/* The comparison fails for a changed tile: a sheet with one tile drawn in
 * another rotation differs from the sheet in exactly that tile. */
static void
test_detects_change (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlTileSet) set = tl_tileset_format_load_builtin ("carcassonne-base", &error);
  int d = tl_tile_set_lookup (set, "D");   /* a road across a city edge: not symmetric */
  cairo_surface_t *a = draw_sheet (set, 48), *b = draw_sheet (set, 48);
  cairo_t *cr = cairo_create (b);
  guchar *data_a, *data_b;
  int stride;
  guint differing = 0;

  g_assert_no_error (error);
  g_assert_cmpint (d, >=, 0);
  cairo_translate (cr, (d % TL_SHEET_COLUMNS) * 48, (d / TL_SHEET_COLUMNS) * 48);
  cairo_rectangle (cr, 0, 0, 48, 48);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_fill (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  tl_render_tile (cr, tl_tile_set_type (set, d), 1, 48, FALSE);
  cairo_destroy (cr);
  cairo_surface_flush (b);

  data_a = cairo_image_surface_get_data (a);
  data_b = cairo_image_surface_get_data (b);
  stride = cairo_image_surface_get_stride (a);
  for (int y = 0; y < cairo_image_surface_get_height (a); y++)
    for (int x = 0; x < cairo_image_surface_get_width (a); x++)
      if (pixel_difference (((guint32 *) (data_a + y * stride))[x],
                            ((guint32 *) (data_b + y * stride))[x]) > TL_PIXEL_TOLERANCE)
        {
          g_assert_cmpint (x / 48 + (y / 48) * TL_SHEET_COLUMNS, ==, d);
          differing++;
        }
  g_assert_cmpuint (differing, >, TL_TILE_TOLERANCE * 48 * 48);
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

static void
sheet_case_free (gpointer data)
{
  SheetCase *sheet = data;

  g_free (sheet->set_id);
  g_free (sheet);
}

int
main (int   argc,
      char *argv[])
{
  g_auto (GStrv) ids = NULL;
  GPtrArray *cases = g_ptr_array_new_with_free_func (sheet_case_free);
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/reference/deterministic", test_deterministic);
  g_test_add_func ("/render/reference/detects-change", test_detects_change);
  ids = tl_tileset_format_list_builtin ();
  for (guint i = 0; ids[i] != NULL; i++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        SheetCase *sheet = g_new0 (SheetCase, 1);
        g_autofree char *name = g_strdup_printf ("/render/reference/%s/%u", ids[i], sizes[s]);

        sheet->set_id = g_strdup (ids[i]);
        sheet->size = sizes[s];
        g_ptr_array_add (cases, sheet);
        g_test_add_data_func (name, sheet, test_sheet);
      }

  status = g_test_run ();
  g_ptr_array_unref (cases);
  return status;
}
