/* tl-map-check.c — every rule a map layout must keep, and those of a join
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-map-check.h"

static void
problem_free (gpointer data)
{
  TlMapProblem *p = data;

  g_free (p->message);
  g_free (p);
}

GPtrArray *
tl_map_problems_new (void)
{
  return g_ptr_array_new_with_free_func (problem_free);
}

void
tl_map_problems_add (GPtrArray        *problems,
                     TlMapProblemKind  kind,
                     gint              x,
                     gint              y,
                     const char       *format,
                     ...)
{
  TlMapProblem *p = g_new0 (TlMapProblem, 1);
  va_list args;

  p->kind = kind;
  p->x = x;
  p->y = y;
  va_start (args, format);
  p->message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (problems, p);
}

static gboolean
half_column (const TlMapLayout *layout,
             guint              x)
{
  for (guint y = 0; y < layout->height; y++)
    if (tl_map_layout_cell (layout, x, y)->kind == TL_MAP_HALF)
      return TRUE;
  return FALSE;
}

/* Marks the playable cells reached from (x, y) through playable cells in
 * @seen; returns how many were newly marked. @queue is scratch space of
 * width × height cell indices. */
static guint
spread (const TlMapLayout *layout,
        guint8            *seen,
        guint             *queue,
        guint              x,
        guint              y)
{
  static const int dx[] = { 0, 1, 0, -1 }, dy[] = { -1, 0, 1, 0 };
  guint head = 0, tail = 0;

  if (seen[y * layout->width + x])
    return 0;
  seen[y * layout->width + x] = 1;
  queue[tail++] = y * layout->width + x;
  while (head < tail)
    {
      guint at = queue[head++];
      gint cx = at % layout->width, cy = at / layout->width;

      for (guint d = 0; d < 4; d++)
        {
          gint nx = cx + dx[d], ny = cy + dy[d];

          if (tl_map_layout_playable (layout, nx, ny) && !seen[ny * layout->width + nx])
            {
              seen[ny * layout->width + nx] = 1;
              queue[tail++] = ny * layout->width + nx;
            }
        }
    }
  return tail;
}

static void
check_reachable (const TlMapLayout *layout,
                 GPtrArray         *problems)
{
  gsize n = (gsize) layout->width * layout->height;
  g_autofree guint8 *seen = g_new0 (guint8, n);
  g_autofree guint *queue = g_new (guint, n);

  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      if (tl_map_layout_cell (layout, x, y)->kind == TL_MAP_START)
        spread (layout, seen, queue, x, y);

  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      if (tl_map_layout_playable (layout, x, y) && !seen[y * layout->width + x])
        {
          guint size = spread (layout, seen, queue, x, y);

          tl_map_problems_add (problems, TL_MAP_PROBLEM_UNREACHABLE, x, y,
                               g_dngettext (GETTEXT_PACKAGE,
                                            "cell (%u, %u) cannot be reached from a start square "
                                            "through playable squares (an area of %u square)",
                                            "cell (%u, %u) cannot be reached from a start square "
                                            "through playable squares (an area of %u squares)",
                                            size),
                               x, y, size);
        }
}

guint
tl_map_layout_check (const TlMapLayout *layout,
                     guint              deck_tiles,
                     GPtrArray         *problems)
{
  guint before = problems->len;
  guint starts = tl_map_layout_count (layout, TL_MAP_START);
  guint towns = tl_map_layout_count (layout, TL_MAP_TOWN);
  guint outlines = tl_map_layout_count (layout, TL_MAP_OUTLINED);
  guint town = 0, outline = 0;
  guint fill = deck_tiles > starts ? deck_tiles - starts : 0;

  if (starts == 0)
    tl_map_problems_add (problems, TL_MAP_PROBLEM_NO_START, -1, -1,
                         _("no start square (a map needs at least one)"));

  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      {
        const TlMapCell *c = tl_map_layout_cell (layout, x, y);

        if (c->kind > TL_MAP_HALF)
          tl_map_problems_add (problems, TL_MAP_PROBLEM_UNKNOWN_KIND, x, y,
                               _("cell (%u, %u) is of no known kind"), x, y);
        else if (c->kind == TL_MAP_OUTLINED && c->color >= TL_N_MAP_COLORS)
          tl_map_problems_add (problems, TL_MAP_PROBLEM_NO_COLOR, x, y,
                               _("cell (%u, %u): an outlined square needs a colour"), x, y);
        else if (c->kind != TL_MAP_OUTLINED && c->color != TL_MAP_NO_COLOR)
          tl_map_problems_add (problems, TL_MAP_PROBLEM_STRAY_COLOR, x, y,
                               _("cell (%u, %u): only an outlined square has a colour"), x, y);
      }

  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      if (tl_map_layout_cell (layout, x, y)->kind == TL_MAP_HALF && x != 0 && x != layout->width - 1)
        tl_map_problems_add (problems, TL_MAP_PROBLEM_HALF_INSIDE, x, y,
                             _("cell (%u, %u): a half square may only lie in the first or last "
                               "column (the seam)"), x, y);

  if (starts > 0)
    check_reachable (layout, problems);

  for (guint y = 0; y < layout->height; y++)
    for (guint x = 0; x < layout->width; x++)
      {
        guint8 kind = tl_map_layout_cell (layout, x, y)->kind;

        if (kind == TL_MAP_TOWN && ++town == TL_MAP_CHIPS + 1)
          tl_map_problems_add (problems, TL_MAP_PROBLEM_TOO_MANY_TOWNS, x, y,
                               _("cell (%u, %u): town %u of %u, but Map-Chips has %u chips: "
                                 "a map holds at most %u towns"),
                               x, y, town, towns, TL_MAP_CHIPS, TL_MAP_CHIPS);
        if (kind == TL_MAP_OUTLINED && deck_tiles > 0 && ++outline == fill + 1)
          tl_map_problems_add (problems, TL_MAP_PROBLEM_TOO_MANY_OUTLINES, x, y,
                               _("cell (%u, %u): outlined square %u of %u stays empty: a deck of "
                                 "%u tiles fills only %u after the start squares"),
                               x, y, outline, outlines, deck_tiles, fill);
      }
  return problems->len - before;
}

int
tl_map_layout_seam_order (const TlMapLayout *a,
                          const TlMapLayout *b)
{
  if (half_column (a, a->width - 1) && half_column (b, 0))
    return 1;
  if (half_column (b, b->width - 1) && half_column (a, 0))
    return -1;
  return 0;
}

TlMapLayout *
tl_map_layout_check_join (const TlMapLayout *a,
                          const TlMapLayout *b,
                          guint              deck_tiles,
                          GPtrArray         *problems)
{
  int order = tl_map_layout_seam_order (a, b);
  const TlMapLayout *west = order >= 0 ? a : b, *east = order >= 0 ? b : a;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  TlMapLayout *joined;
  gboolean ok = TRUE;

  if (a->height != b->height)
    {
      tl_map_problems_add (problems, TL_MAP_PROBLEM_JOIN_HEIGHT, -1, -1,
                           _("the maps cannot be joined: “%s” has %u rows and “%s” has %u "
                             "(their half columns must be as high)"),
                           a->name, a->height, b->name, b->height);
      return NULL;
    }
  if (order == 0)
    {
      tl_map_problems_add (problems, TL_MAP_PROBLEM_JOIN_NO_SEAM, -1, -1,
                           _("the maps cannot be joined: neither has half squares in its last "
                             "column facing half squares in the first column of the other"));
      return NULL;
    }
  for (guint y = 0; y < west->height; y++)
    {
      gboolean w = tl_map_layout_cell (west, west->width - 1, y)->kind == TL_MAP_HALF;
      gboolean e = tl_map_layout_cell (east, 0, y)->kind == TL_MAP_HALF;

      if (w != e)
        {
          if (w)
            tl_map_problems_add (problems, TL_MAP_PROBLEM_JOIN_ROW, west->width - 1, y,
                                 _("row %u: cell (%u, %u) of “%s” is a half square, but cell "
                                   "(0, %u) of “%s” is not: half squares must pair up across "
                                   "the seam"),
                                 y, west->width - 1, y, west->name, y, east->name);
          else
            tl_map_problems_add (problems, TL_MAP_PROBLEM_JOIN_ROW, west->width - 1, y,
                                 _("row %u: cell (0, %u) of “%s” is a half square, but cell "
                                   "(%u, %u) of “%s” is not: half squares must pair up across "
                                   "the seam"),
                                 y, y, east->name, west->width - 1, y, west->name);
          ok = FALSE;
        }
    }
  if (!ok)
    return NULL;

  id = g_strdup_printf ("%s+%s", west->id, east->id);
  name = g_strdup_printf ("%s + %s", west->name, east->name);
  joined = tl_map_layout_join (west, east, id, name, NULL);
  g_return_val_if_fail (joined != NULL, NULL);
  tl_map_layout_check (joined, deck_tiles, problems);
  return joined;
}
