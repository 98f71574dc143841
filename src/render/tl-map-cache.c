/* tl-map-cache.c — pictures of a map's cells, chips and face-down tiles
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-map-cache.h"
#include "tl-map-art-private.h"
#include "tl-render.h"

/* What a picture shows (the top bits of its key). */
enum {
  PICTURE_CELL,
  PICTURE_CHIP,
  PICTURE_BACK,
};

struct _TlMapCache {
  TlMapLayout *layout;
  TlMapLook *looks;       /* per cell, row by row */
  guint32 *look_keys;     /* per cell */
  GHashTable *surfaces;   /* guint64 key → cairo_surface_t */
  guint sizes[TL_MAP_CACHE_SIZES];  /* (px << 1 | dark), most recent first; 0 = free */
  guint width;            /* the layout's size when the looks were made */
  gsize n_cells;
};

static guint64
make_key (guint size_key, guint what, guint32 look)
{
  return ((guint64) size_key << 40) | ((guint64) what << 32) | look;
}

static guint
key_size (guint64 key)
{
  return (guint) (key >> 40);
}

TlMapCache *
tl_map_cache_new (TlMapLayout *layout)
{
  TlMapCache *cache;
  gsize n;

  g_return_val_if_fail (layout != NULL, NULL);

  cache = g_new0 (TlMapCache, 1);
  cache->layout = tl_map_layout_ref (layout);
  n = (gsize) layout->width * layout->height;
  cache->width = layout->width;
  cache->n_cells = n;
  cache->looks = g_new0 (TlMapLook, n);
  cache->look_keys = g_new0 (guint32, n);
  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      {
        gsize at = (gsize) y * layout->width + x;

        _tl_map_look_of (layout, x, y, &cache->looks[at]);
        cache->look_keys[at] = _tl_map_look_key (&cache->looks[at]);
      }
  cache->surfaces = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                           (GDestroyNotify) cairo_surface_destroy);
  return cache;
}

void
tl_map_cache_free (TlMapCache *cache)
{
  if (cache == NULL)
    return;
  g_hash_table_destroy (cache->surfaces);
  g_free (cache->looks);
  g_free (cache->look_keys);
  tl_map_layout_unref (cache->layout);
  g_free (cache);
}

gboolean
tl_map_cache_refresh (TlMapCache *cache,
                      gint        x,
                      gint        y,
                      guint       width,
                      guint       height)
{
  TlMapLayout *layout;

  g_return_val_if_fail (cache != NULL, FALSE);

  layout = cache->layout;
  if (cache->width != layout->width || cache->n_cells != (gsize) layout->width * layout->height)
    return FALSE;
  /* a cell's look depends on its eight neighbours */
  for (gint cy = MAX (y - 1, 0); cy <= MIN (y + (gint) height, (gint) layout->height - 1); cy++)
    for (gint cx = MAX (x - 1, 0); cx <= MIN (x + (gint) width, (gint) layout->width - 1); cx++)
      {
        gsize at = (gsize) cy * layout->width + cx;

        _tl_map_look_of (layout, cx, cy, &cache->looks[at]);
        cache->look_keys[at] = _tl_map_look_key (&cache->looks[at]);
      }
  return TRUE;
}

const TlMapLayout *
tl_map_cache_get_layout (TlMapCache *cache)
{
  g_return_val_if_fail (cache != NULL, NULL);

  return cache->layout;
}

static gboolean
has_size (gpointer key, gpointer value, gpointer data)
{
  return key_size (*(guint64 *) key) == GPOINTER_TO_UINT (data);
}

/* Marks @size_key as the most recent size, dropping the oldest if needed. */
static void
touch_size (TlMapCache *cache, guint size_key)
{
  guint i;

  for (i = 0; i < TL_MAP_CACHE_SIZES; i++)
    if (cache->sizes[i] == size_key)
      break;
  if (i == TL_MAP_CACHE_SIZES)
    {
      guint oldest = cache->sizes[TL_MAP_CACHE_SIZES - 1];

      if (oldest != 0)
        g_hash_table_foreach_remove (cache->surfaces, has_size, GUINT_TO_POINTER (oldest));
      i = TL_MAP_CACHE_SIZES - 1;
    }
  for (; i > 0; i--)
    cache->sizes[i] = cache->sizes[i - 1];
  cache->sizes[0] = size_key;
}

/* The picture for @what (with @look for a cell, @color otherwise), drawn on
 * first use. */
static cairo_surface_t *
lookup (TlMapCache *cache, guint what, const TlMapLook *look, guint32 look_key, TlMapColor color,
        guint px, gboolean dark)
{
  guint size_key;
  guint64 key;
  cairo_surface_t *surface;
  cairo_t *cr;

  if (px == 0 || px > 2048)
    return NULL;
  size_key = px << 1 | (dark ? 1 : 0);
  if (cache->sizes[0] != size_key)
    touch_size (cache, size_key);

  key = make_key (size_key, what, what == PICTURE_CELL ? look_key : (guint32) color);
  surface = g_hash_table_lookup (cache->surfaces, &key);
  if (surface != NULL)
    return surface;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (surface);
  switch (what)
    {
    case PICTURE_CELL:
      _tl_map_look_draw (cr, look, px, dark);
      break;
    case PICTURE_CHIP:
      tl_render_map_chip (cr, px, dark);
      break;
    default:
      tl_render_tile_back (cr, color, px, dark);
      break;
    }
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  g_hash_table_insert (cache->surfaces, g_memdup2 (&key, sizeof key), surface);
  return surface;
}

cairo_surface_t *
tl_map_cache_cell (TlMapCache *cache,
                   gint        x,
                   gint        y,
                   guint       px,
                   gboolean    dark)
{
  gsize at;

  g_return_val_if_fail (cache != NULL, NULL);

  if (tl_map_layout_cell (cache->layout, x, y) == NULL)
    return NULL;
  at = (gsize) y * cache->layout->width + x;
  return lookup (cache, PICTURE_CELL, &cache->looks[at], cache->look_keys[at], 0, px, dark);
}

cairo_surface_t *
tl_map_cache_chip (TlMapCache *cache,
                   guint       px,
                   gboolean    dark)
{
  g_return_val_if_fail (cache != NULL, NULL);

  /* one picture for every chip: they lie face down */
  return lookup (cache, PICTURE_CHIP, NULL, 0, 0, px, dark);
}

cairo_surface_t *
tl_map_cache_tile_back (TlMapCache *cache,
                        TlMapColor  color,
                        guint       px,
                        gboolean    dark)
{
  g_return_val_if_fail (cache != NULL, NULL);

  return lookup (cache, PICTURE_BACK, NULL, 0, MIN ((guint) color, TL_N_MAP_COLORS - 1), px, dark);
}
