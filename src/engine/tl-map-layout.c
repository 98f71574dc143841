/* tl-map-layout.c — map layouts for Carcassonne Maps
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-map-layout.h"
#include "tl-map-private.h"
#include "tl-error.h"
#include "tl-map-check.h"

static const char * const color_names[TL_N_MAP_COLORS] = { "purple", "orange", "light-blue" };

const char *
tl_map_color_name (TlMapColor color)
{
  return (guint) color < TL_N_MAP_COLORS ? color_names[color] : "?";
}

int
tl_map_color_from_name (const char *name)
{
  for (guint i = 0; i < TL_N_MAP_COLORS; i++)
    if (g_strcmp0 (name, color_names[i]) == 0)
      return (int) i;
  return -1;
}

TlMapLayout *
tl_map_layout_new (const char *id,
                   const char *name,
                   guint       width,
                   guint       height)
{
  TlMapLayout *layout = g_new0 (TlMapLayout, 1);

  g_return_val_if_fail (width > 0 && height > 0, NULL);

  g_atomic_ref_count_init (&layout->ref);
  layout->id = g_strdup (id);
  layout->name = g_strdup (name);
  layout->width = width;
  layout->height = height;
  layout->cells = g_new (TlMapCell, (gsize) width * height);
  for (gsize i = 0; i < (gsize) width * height; i++)
    layout->cells[i] = (TlMapCell) { TL_MAP_BLOCKED, TL_MAP_NO_COLOR, FALSE };
  return layout;
}

void
tl_map_layout_set_decor (TlMapLayout *layout,
                         const char  *decor)
{
  g_return_if_fail (layout != NULL);

  g_free (layout->decor);
  layout->decor = g_strdup (decor);
}

void
tl_map_layout_set (TlMapLayout   *layout,
                   guint          x,
                   guint          y,
                   TlMapCellKind  kind,
                   TlMapColor     color)
{
  g_return_if_fail (x < layout->width && y < layout->height);
  layout->cells[(gsize) y * layout->width + x] = (TlMapCell) { kind, color, FALSE };
}

gboolean
tl_map_layout_finish (TlMapLayout  *layout,
                      GError      **error)
{
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  const TlMapProblem *first;

  if (tl_map_layout_check (layout, 0, problems) == 0)
    return TRUE;
  first = g_ptr_array_index (problems, 0);
  if (problems->len == 1)
    /* Translators: a map's name, then what is wrong with it */
    g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                 _("the map “%s”: %s"), _tl_map_layout_title (layout), first->message);
  else
    /* Translators: a map's name, what is wrong with it, and how many more problems it has */
    g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                 g_dngettext (GETTEXT_PACKAGE, "the map “%s”: %s (and %u more problem)",
                              "the map “%s”: %s (and %u more problems)", problems->len - 1),
                 _tl_map_layout_title (layout), first->message, problems->len - 1);
  return FALSE;
}

const char *
_tl_map_layout_title (const TlMapLayout *layout)
{
  return layout->name != NULL && layout->name[0] != '\0' ? layout->name
         : layout->id != NULL ? layout->id : "";
}

TlMapLayout *
tl_map_layout_join (const TlMapLayout *west,
                    const TlMapLayout *east,
                    const char        *id,
                    const char        *name,
                    GError           **error)
{
  TlMapLayout *joined;

  if (west->height != east->height)
    {
      /* Translators: the names of two maps, then how many rows each has */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   _("the maps “%s” and “%s” cannot be joined: they have different numbers of rows "
                     "(%u and %u)"), _tl_map_layout_title (west), _tl_map_layout_title (east),
                   west->height, east->height);
      return NULL;
    }
  joined = tl_map_layout_new (id, name, west->width + east->width - 1, west->height);
  joined->joined = TRUE;
  for (guint y = 0; y < west->height; y++)
    {
      const TlMapCell *w = tl_map_layout_cell (west, west->width - 1, y);
      const TlMapCell *e = tl_map_layout_cell (east, 0, y);
      TlMapCell *seam = &joined->cells[(gsize) y * joined->width + west->width - 1];

      for (guint x = 0; x + 1 < west->width; x++)
        joined->cells[(gsize) y * joined->width + x] = *tl_map_layout_cell (west, x, y);
      for (guint x = 1; x < east->width; x++)
        joined->cells[(gsize) y * joined->width + west->width - 1 + x] = *tl_map_layout_cell (east, x, y);

      if ((w->kind == TL_MAP_HALF) != (e->kind == TL_MAP_HALF))
        {
          /* Translators: the names of two maps, then a row of the map (from 0, as the map
           * editor counts rows) */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       _("the maps “%s” and “%s” cannot be joined: row %u has a half square on one "
                         "side of the seam only"), _tl_map_layout_title (west),
                       _tl_map_layout_title (east), y);
          tl_map_layout_unref (joined);
          return NULL;
        }
      *seam = w->kind == TL_MAP_HALF
                ? (TlMapCell) { TL_MAP_PLAYABLE, TL_MAP_NO_COLOR, TRUE }
                : (TlMapCell) { TL_MAP_BLOCKED, TL_MAP_NO_COLOR, FALSE };
    }
  return joined;
}

TlMapLayout *
tl_map_layout_ref (TlMapLayout *layout)
{
  g_atomic_ref_count_inc (&layout->ref);
  return layout;
}

void
tl_map_layout_unref (TlMapLayout *layout)
{
  if (layout == NULL || !g_atomic_ref_count_dec (&layout->ref))
    return;
  g_free (layout->id);
  g_free (layout->name);
  g_free (layout->decor);
  g_free (layout->cells);
  g_free (layout);
}

const TlMapCell *
tl_map_layout_cell (const TlMapLayout *layout,
                    gint               x,
                    gint               y)
{
  if (x < 0 || y < 0 || (guint) x >= layout->width || (guint) y >= layout->height)
    return NULL;
  return &layout->cells[(gsize) y * layout->width + x];
}

gboolean
tl_map_layout_playable (const TlMapLayout *layout,
                        gint               x,
                        gint               y)
{
  const TlMapCell *c = tl_map_layout_cell (layout, x, y);

  return c != NULL && c->kind != TL_MAP_BLOCKED && c->kind != TL_MAP_HALF;
}

guint
tl_map_layout_count (const TlMapLayout *layout,
                     TlMapCellKind      kind)
{
  guint n = 0;

  for (gsize i = 0; i < (gsize) layout->width * layout->height; i++)
    n += layout->cells[i].kind == kind;
  return n;
}
