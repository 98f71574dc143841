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

/* One picture to draw: what it shows (a cell's look, or the colour of a
 * tile back), and its key's low bits. */
typedef struct {
  guint what;
  guint32 id;             /* the look's key, or the colour */
  TlMapLook look;
} Picture;

struct _TlMapCacheBatch {
  guint size_key;         /* (px << 1 | dark) */
  GArray *pictures;       /* of Picture */
  GPtrArray *surfaces;    /* one per picture once drawn */
};

struct _TlMapCache {
  TlMapLayout *layout;
  TlMapLook *looks;       /* per cell, row by row */
  guint32 *look_keys;     /* per cell */
  GHashTable *surfaces;   /* guint64 key → cairo_surface_t */
  guint sizes[TL_MAP_CACHE_SIZES];  /* (px << 1 | dark), most recent first; 0 = free */
  guint width;            /* the layout's size when the looks were made */
  gsize n_cells;
  guint n_drawn;          /* pictures drawn by the cache itself */

  /* deferred drawing: the size kept for good (0: none yet), and whether its
   * missing pictures were handed out; the pictures asked for, of one size */
  gboolean deferred;
  guint pinned;
  gboolean pinned_taken;
  guint pending_size;
  GArray *pending;        /* of Picture */
  GHashTable *pending_keys;  /* guint64 key set */
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
  cache->pending = g_array_new (FALSE, FALSE, sizeof (Picture));
  cache->pending_keys = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  return cache;
}

void
tl_map_cache_free (TlMapCache *cache)
{
  if (cache == NULL)
    return;
  g_hash_table_destroy (cache->surfaces);
  g_array_unref (cache->pending);
  g_hash_table_destroy (cache->pending_keys);
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
  /* a new look lacks its pinned picture */
  cache->pinned_taken = FALSE;
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

/* Drops every picture of @size_key. */
static void
drop_size (TlMapCache *cache, guint size_key)
{
  g_hash_table_foreach_remove (cache->surfaces, has_size, GUINT_TO_POINTER (size_key));
}

/* Marks @size_key as the most recent size, dropping the oldest if needed; the
 * pinned size is not among the recent ones and is never dropped. */
static void
touch_size (TlMapCache *cache, guint size_key)
{
  guint i;

  if (size_key == cache->pinned)
    return;
  for (i = 0; i < TL_MAP_CACHE_SIZES; i++)
    if (cache->sizes[i] == size_key)
      break;
  if (i == TL_MAP_CACHE_SIZES)
    {
      guint oldest = cache->sizes[TL_MAP_CACHE_SIZES - 1];

      if (oldest != 0)
        drop_size (cache, oldest);
      i = TL_MAP_CACHE_SIZES - 1;
    }
  for (; i > 0; i--)
    cache->sizes[i] = cache->sizes[i - 1];
  cache->sizes[0] = size_key;
}

/* Keeps @size_key for good (deferred drawing), in place of a pinned size of
 * the other style. */
static void
pin_size (TlMapCache *cache, guint size_key)
{
  guint i, j;

  if (cache->pinned != 0)
    drop_size (cache, cache->pinned);
  cache->pinned = size_key;
  cache->pinned_taken = FALSE;
  /* no longer among the recent ones */
  for (i = 0, j = 0; i < TL_MAP_CACHE_SIZES; i++)
    if (cache->sizes[i] != size_key)
      cache->sizes[j++] = cache->sizes[i];
  for (; j < TL_MAP_CACHE_SIZES; j++)
    cache->sizes[j] = 0;
}

static cairo_surface_t *
draw_picture (guint what, const TlMapLook *look, TlMapColor color, guint px, gboolean dark)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);

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
  return surface;
}

/* The picture (@what, @id) in the held size of the same style nearest to
 * @size_key's (the smallest larger one, else the largest smaller one), or
 * NULL. */
static cairo_surface_t *
nearest (TlMapCache *cache, guint what, guint32 id, guint size_key)
{
  cairo_surface_t *best = NULL;
  guint best_px = 0, px = size_key >> 1;

  for (guint i = 0; i <= TL_MAP_CACHE_SIZES; i++)
    {
      guint other = i < TL_MAP_CACHE_SIZES ? cache->sizes[i] : cache->pinned;
      guint64 key = make_key (other, what, id);
      guint other_px = other >> 1;
      cairo_surface_t *surface;

      if (other == 0 || other == size_key || (other & 1) != (size_key & 1))
        continue;
      surface = g_hash_table_lookup (cache->surfaces, &key);
      if (surface == NULL)
        continue;
      if (best == NULL ||
          (other_px > px ? best_px < px || other_px < best_px : best_px < px && other_px > best_px))
        {
          best = surface;
          best_px = other_px;
        }
    }
  return best;
}

/* Remembers (@what, @id) as asked for at @size_key. */
static void
request (TlMapCache *cache, guint size_key, guint what, guint32 id, const TlMapLook *look)
{
  guint64 key = make_key (size_key, what, id);
  Picture picture = { what, id, { 0 } };

  if (cache->pending_size != size_key)
    {
      g_array_set_size (cache->pending, 0);
      g_hash_table_remove_all (cache->pending_keys);
      cache->pending_size = size_key;
    }
  if (g_hash_table_contains (cache->pending_keys, &key))
    return;
  if (look != NULL)
    picture.look = *look;
  g_array_append_val (cache->pending, picture);
  g_hash_table_add (cache->pending_keys, g_memdup2 (&key, sizeof key));
}

/* The picture for @what (with @look for a cell, @color otherwise), drawn on
 * first use (deferred: when it is held in no size). */
static cairo_surface_t *
lookup (TlMapCache *cache, guint what, const TlMapLook *look, guint32 look_key, TlMapColor color,
        guint px, gboolean dark)
{
  guint size_key;
  guint32 id;
  guint64 key;
  cairo_surface_t *surface;

  if (px == 0 || px > 2048)
    return NULL;
  size_key = px << 1 | (dark ? 1 : 0);
  if (!cache->deferred && cache->sizes[0] != size_key)
    touch_size (cache, size_key);

  id = what == PICTURE_CELL ? look_key : (guint32) color;
  key = make_key (size_key, what, id);
  surface = g_hash_table_lookup (cache->surfaces, &key);
  if (surface != NULL)
    {
      if (cache->sizes[0] != size_key)
        touch_size (cache, size_key);
      return surface;
    }
  if (cache->deferred)
    {
      surface = nearest (cache, what, id, size_key);
      if (surface != NULL)
        {
          request (cache, size_key, what, id, look);
          return surface;
        }
      /* in no size yet: drawn here, and its size kept for good */
      if (cache->pinned == 0 || (cache->pinned & 1) != (size_key & 1))
        pin_size (cache, size_key);
      else
        touch_size (cache, size_key);
    }

  surface = draw_picture (what, look, color, px, dark);
  cache->n_drawn++;
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

void
tl_map_cache_set_deferred (TlMapCache *cache,
                           gboolean    deferred)
{
  g_return_if_fail (cache != NULL);

  cache->deferred = !!deferred;
}

/* Whether the pinned size lacks a picture of the map. */
static gboolean
pinned_lacks (TlMapCache *cache, guint what, guint32 id)
{
  guint64 key = make_key (cache->pinned, what, id);

  return !g_hash_table_contains (cache->surfaces, &key);
}

gboolean
tl_map_cache_has_pending (TlMapCache *cache)
{
  g_return_val_if_fail (cache != NULL, FALSE);

  return cache->pending->len > 0 || (cache->deferred && cache->pinned != 0 && !cache->pinned_taken);
}

TlMapCacheBatch *
tl_map_cache_take_batch (TlMapCache *cache)
{
  TlMapCacheBatch *batch;

  g_return_val_if_fail (cache != NULL, NULL);

  batch = g_new0 (TlMapCacheBatch, 1);
  batch->pictures = g_array_new (FALSE, FALSE, sizeof (Picture));
  if (cache->pending->len > 0)
    {
      batch->size_key = cache->pending_size;
      g_array_append_vals (batch->pictures, cache->pending->data, cache->pending->len);
      g_array_set_size (cache->pending, 0);
      g_hash_table_remove_all (cache->pending_keys);
    }
  else if (cache->deferred && cache->pinned != 0 && !cache->pinned_taken)
    {
      g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);

      /* every look of the map, the chip, the backs: each cell has a stand-in */
      batch->size_key = cache->pinned;
      for (gsize at = 0; at < cache->n_cells; at++)
        if (tl_map_layout_cell (cache->layout, (gint) (at % cache->width), (gint) (at / cache->width)) != NULL &&
            g_hash_table_add (seen, GUINT_TO_POINTER (cache->look_keys[at] + 1)) &&
            pinned_lacks (cache, PICTURE_CELL, cache->look_keys[at]))
          {
            Picture picture = { PICTURE_CELL, cache->look_keys[at], cache->looks[at] };

            g_array_append_val (batch->pictures, picture);
          }
      for (guint color = 0; color <= TL_N_MAP_COLORS; color++)
        {
          Picture picture = { color < TL_N_MAP_COLORS ? PICTURE_BACK : PICTURE_CHIP,
                              color < TL_N_MAP_COLORS ? color : 0, { 0 } };

          if (pinned_lacks (cache, picture.what, picture.id))
            g_array_append_val (batch->pictures, picture);
        }
      cache->pinned_taken = TRUE;
    }
  if (batch->pictures->len == 0)
    {
      tl_map_cache_batch_free (batch);
      return NULL;
    }
  return batch;
}

gboolean
tl_map_cache_batch_draw (TlMapCacheBatch *batch,
                         gboolean       (*each) (cairo_surface_t *surface,
                                                 gpointer         data),
                         gpointer         data)
{
  guint px;
  gboolean dark;

  g_return_val_if_fail (batch != NULL && batch->surfaces == NULL, FALSE);

  px = batch->size_key >> 1;
  dark = batch->size_key & 1;

  batch->surfaces = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_surface_destroy);
  for (guint i = 0; i < batch->pictures->len; i++)
    {
      const Picture *picture = &g_array_index (batch->pictures, Picture, i);
      cairo_surface_t *surface = draw_picture (picture->what, &picture->look, (TlMapColor) picture->id,
                                               px, dark);

      g_ptr_array_add (batch->surfaces, surface);
      if (each != NULL && !each (surface, data))
        return FALSE;
    }
  return TRUE;
}

guint
tl_map_cache_insert_batch (TlMapCache      *cache,
                           TlMapCacheBatch *batch)
{
  g_return_val_if_fail (cache != NULL && batch != NULL, 0);

  if (batch->surfaces == NULL || batch->surfaces->len != batch->pictures->len)
    return 0;
  touch_size (cache, batch->size_key);
  for (guint i = 0; i < batch->pictures->len; i++)
    {
      const Picture *picture = &g_array_index (batch->pictures, Picture, i);
      guint64 key = make_key (batch->size_key, picture->what, picture->id);

      g_hash_table_replace (cache->surfaces, g_memdup2 (&key, sizeof key),
                            g_steal_pointer (&g_ptr_array_index (batch->surfaces, i)));
    }
  return batch->pictures->len;
}

guint
tl_map_cache_batch_get_size (TlMapCacheBatch *batch)
{
  g_return_val_if_fail (batch != NULL, 0);

  return batch->pictures->len;
}

void
tl_map_cache_batch_free (TlMapCacheBatch *batch)
{
  if (batch == NULL)
    return;
  g_array_unref (batch->pictures);
  if (batch->surfaces != NULL)
    g_ptr_array_unref (batch->surfaces);
  g_free (batch);
}

guint
tl_map_cache_get_n_drawn (TlMapCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);

  return cache->n_drawn;
}
