/* tl-place-text.c — where a tile lies, and the map's colours, in words
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-place-text.h"

/* Returns: (transfer full): where the tile at (@x, @y) lies, seen from a start
 * tile at (0, 0), the only one (@nearest FALSE) or the nearest of a map's;
 * y grows to the south. */
static char *
relative_text (gint     x,
               gint     y,
               gboolean nearest)
{
  g_autofree char *ns = NULL;
  g_autofree char *ew = NULL;

  if (x == 0 && y == 0)
    return g_strdup (nearest ? _("On a start tile") : _("On the start tile"));

  if (y < 0)
    /* Translators: a distance in tiles to the north, as in "2 north, 1 east of the start tile" */
    ns = g_strdup_printf (C_("direction", "%d north"), -y);
  else if (y > 0)
    ns = g_strdup_printf (C_("direction", "%d south"), y);
  if (x > 0)
    ew = g_strdup_printf (C_("direction", "%d east"), x);
  else if (x < 0)
    ew = g_strdup_printf (C_("direction", "%d west"), -x);

  if (nearest && ns != NULL && ew != NULL)
    /* Translators: on a map, which has several start tiles: "%s, %s" are
     * distances such as "2 north" and "1 east" */
    return g_strdup_printf (_("%s, %s of the nearest start tile"), ns, ew);
  if (nearest)
    /* Translators: on a map: "%s" is a distance such as "2 north" */
    return g_strdup_printf (_("%s of the nearest start tile"), ns != NULL ? ns : ew);
  if (ns != NULL && ew != NULL)
    /* Translators: "%s, %s" are distances such as "2 north" and "1 east" */
    return g_strdup_printf (_("%s, %s of the start tile"), ns, ew);
  /* Translators: "%s" is a distance such as "2 north" */
  return g_strdup_printf (_("%s of the start tile"), ns != NULL ? ns : ew);
}

char *
tl_place_text_dup (const TlMapLayout *map,
                   gint               x,
                   gint               y)
{
  gint best_x = 0, best_y = 0, best = -1;

  if (map == NULL)
    return relative_text (x, y, FALSE);
  /* a map has no column or row numbers to read, but its start tiles are
   * marked: the nearest one (in steps along the rows and columns; the first
   * in reading order on a tie) */
  for (guint sy = 0; sy < map->height; sy++)
    for (guint sx = 0; sx < map->width; sx++)
      if (tl_map_layout_cell (map, sx, sy)->kind == TL_MAP_START)
        {
          gint d = ABS (x - (gint) sx) + ABS (y - (gint) sy);

          if (best < 0 || d < best)
            {
              best = d;
              best_x = (gint) sx;
              best_y = (gint) sy;
            }
        }
  if (best < 0)
    /* Translators: a square of a map without start squares, counted from 1 at the top left */
    return g_strdup_printf (_("Column %d, row %d"), x + 1, y + 1);
  return relative_text (x - best_x, y - best_y, TRUE);
}

const char *
tl_place_text_color (TlMapColor color)
{
  switch (color)
    {
    case TL_MAP_PURPLE:
      return C_("map colour", "purple");
    case TL_MAP_ORANGE:
      return C_("map colour", "orange");
    case TL_MAP_LIGHT_BLUE:
      return C_("map colour", "light blue");
    case TL_N_MAP_COLORS:
    case TL_MAP_NO_COLOR:
    default:
      return C_("map colour", "uncoloured");
    }
}
