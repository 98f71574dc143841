/* tl-tile-cache.c — tile pictures rendered once per type, rotation and size
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-tile-cache.h"
#include "tl-render.h"

struct _TlTileCache {
  TlTileSet *set;
  GHashTable *surfaces;   /* guint64 key → cairo_surface_t */
  guint sizes[TL_TILE_CACHE_SIZES];  /* (px << 1 | dark), most recent first; 0 = free */
  guint pinned;                      /* a size never dropped (px << 1 | dark), or 0 */
};

static guint64
make_key (guint size_key, guint type, guint r)
{
  return ((guint64) size_key << 32) | ((guint64) (r & 3) << 24) | type;
}

static guint
key_size (guint64 key)
{
  return (guint) (key >> 32);
}

TlTileCache *
tl_tile_cache_new (TlTileSet *set)
{
  TlTileCache *cache;

  g_return_val_if_fail (set != NULL, NULL);

  cache = g_new0 (TlTileCache, 1);
  cache->set = tl_tile_set_ref (set);
  cache->surfaces = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                           (GDestroyNotify) cairo_surface_destroy);
  return cache;
}

void
tl_tile_cache_free (TlTileCache *cache)
{
  if (cache == NULL)
    return;
  g_hash_table_destroy (cache->surfaces);
  tl_tile_set_unref (cache->set);
  g_free (cache);
}

TlTileSet *
tl_tile_cache_get_tile_set (TlTileCache *cache)
{
  g_return_val_if_fail (cache != NULL, NULL);

  return cache->set;
}

void
tl_tile_cache_clear (TlTileCache *cache)
{
  g_return_if_fail (cache != NULL);

  g_hash_table_remove_all (cache->surfaces);
  for (guint i = 0; i < TL_TILE_CACHE_SIZES; i++)
    cache->sizes[i] = 0;
  cache->pinned = 0;
}

static gboolean
has_size (gpointer key, gpointer value, gpointer data)
{
  return key_size (*(guint64 *) key) == GPOINTER_TO_UINT (data);
}

/* Marks @size_key as the most recent size, dropping the oldest if needed. */
static void
touch_size (TlTileCache *cache, guint size_key)
{
  guint i;

  for (i = 0; i < TL_TILE_CACHE_SIZES; i++)
    if (cache->sizes[i] == size_key)
      break;
  if (i == TL_TILE_CACHE_SIZES)
    {
      guint oldest = cache->sizes[TL_TILE_CACHE_SIZES - 1];

      if (oldest != 0 && oldest != cache->pinned)
        g_hash_table_foreach_remove (cache->surfaces, has_size, GUINT_TO_POINTER (oldest));
      i = TL_TILE_CACHE_SIZES - 1;
    }
  for (; i > 0; i--)
    cache->sizes[i] = cache->sizes[i - 1];
  cache->sizes[0] = size_key;
}

cairo_surface_t *
tl_tile_cache_lookup (TlTileCache *cache,
                      guint        type,
                      guint        r,
                      guint        px,
                      gboolean     dark)
{
  guint size_key;
  guint64 key;
  cairo_surface_t *surface;

  g_return_val_if_fail (cache != NULL, NULL);

  if (type >= cache->set->types->len || px == 0 || px > 2048)
    return NULL;

  size_key = px << 1 | (dark ? 1 : 0);
  if (cache->sizes[0] != size_key)
    touch_size (cache, size_key);

  key = make_key (size_key, type, r);
  surface = g_hash_table_lookup (cache->surfaces, &key);
  if (surface != NULL)
    return surface;

  surface = tl_tile_cache_draw (cache->set, type, r, px, dark);
  g_hash_table_insert (cache->surfaces, g_memdup2 (&key, sizeof key), surface);
  return surface;
}

cairo_surface_t *
tl_tile_cache_draw (TlTileSet *set,
                    guint      type,
                    guint      r,
                    guint      px,
                    gboolean   dark)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (set != NULL && type < set->types->len && px > 0 && px <= 2048, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (surface);
  tl_render_tile (cr, tl_tile_set_type (set, type), r % 4, px, dark);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

cairo_surface_t *
tl_tile_cache_peek (TlTileCache *cache,
                    guint        type,
                    guint        r,
                    guint        px,
                    gboolean     dark)
{
  guint64 key;

  g_return_val_if_fail (cache != NULL, NULL);

  key = make_key (px << 1 | (dark ? 1 : 0), type, r);
  return g_hash_table_lookup (cache->surfaces, &key);
}

cairo_surface_t *
tl_tile_cache_nearest (TlTileCache *cache,
                       guint        type,
                       guint        r,
                       guint        px,
                       gboolean     dark,
                       guint       *got_px)
{
  cairo_surface_t *best = NULL;
  guint best_px = 0;

  g_return_val_if_fail (cache != NULL, NULL);

  for (guint i = 0; i <= TL_TILE_CACHE_SIZES; i++)
    {
      guint size_key = i < TL_TILE_CACHE_SIZES ? cache->sizes[i] : cache->pinned;
      guint size_px = size_key >> 1;
      guint64 key;
      cairo_surface_t *surface;

      if (size_key == 0 || (size_key & 1) != (dark ? 1u : 0u) || size_px == px)
        continue;
      key = make_key (size_key, type, r);
      surface = g_hash_table_lookup (cache->surfaces, &key);
      if (surface != NULL && (best == NULL || ABS ((int) size_px - (int) px) < ABS ((int) best_px - (int) px)))
        {
          best = surface;
          best_px = size_px;
        }
    }
  if (got_px != NULL)
    *got_px = best_px;
  return best;
}

void
tl_tile_cache_insert (TlTileCache     *cache,
                      guint            type,
                      guint            r,
                      guint            px,
                      gboolean         dark,
                      cairo_surface_t *surface)
{
  guint size_key;
  guint64 key;

  g_return_if_fail (cache != NULL && surface != NULL);

  if (type >= cache->set->types->len || px == 0 || px > 2048)
    {
      cairo_surface_destroy (surface);
      return;
    }
  size_key = px << 1 | (dark ? 1 : 0);
  if (cache->sizes[0] != size_key)
    touch_size (cache, size_key);
  key = make_key (size_key, type, r);
  g_hash_table_replace (cache->surfaces, g_memdup2 (&key, sizeof key), surface);
}

static gboolean
in_list (TlTileCache *cache,
         guint        size_key)
{
  for (guint i = 0; i < TL_TILE_CACHE_SIZES; i++)
    if (cache->sizes[i] == size_key)
      return TRUE;
  return FALSE;
}

void
tl_tile_cache_pin_size (TlTileCache *cache,
                        guint        px,
                        gboolean     dark)
{
  guint size_key;

  g_return_if_fail (cache != NULL);

  size_key = px << 1 | (dark ? 1 : 0);
  if (cache->pinned == size_key)
    return;
  /* the size pinned before goes as any other would */
  if (cache->pinned != 0 && !in_list (cache, cache->pinned))
    g_hash_table_foreach_remove (cache->surfaces, has_size, GUINT_TO_POINTER (cache->pinned));
  cache->pinned = px > 0 ? size_key : 0;
}

gboolean
tl_tile_cache_get_pinned (TlTileCache *cache,
                          guint       *px,
                          gboolean    *dark)
{
  g_return_val_if_fail (cache != NULL, FALSE);

  if (px != NULL)
    *px = cache->pinned >> 1;
  if (dark != NULL)
    *dark = (cache->pinned & 1) != 0;
  return cache->pinned != 0;
}
