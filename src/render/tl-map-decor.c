/* tl-map-decor.c — what makes the built-in USA maps read as land: the lie of the
 * land under the squares (mountains, forests, deserts, plains), and a few
 * hand-placed names and landmarks on the water
 *
 * All of it belongs to the reconstruction of the USA layouts (docs/rules/maps.md §5):
 * the printed maps could not be measured, so the names, landmarks and terrains
 * here are invented to roughly follow US geography, and the map itself says so
 * in a caption on its water. Maps that are not built in (a user's layout) get
 * none of it, only the plain squares, coasts and water, unless they are a copy
 * of a built-in map (a duplicate: their `decor` names it).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tl-render-palette-private.h"
#include "tl-map-art-private.h"

typedef enum {
  DECOR_LABEL,        /* a name on the water, centred on (x, y) */
  DECOR_CAPTION,      /* the small note that the map is a reconstruction */
  DECOR_LIGHTHOUSE,
  DECOR_SHIP,
  DECOR_COMPASS,
} DecorKind;

/* One name or landmark, centred on (x, y) in cells of its map. */
typedef struct {
  DecorKind kind;
  double x, y;
  double size;        /* the text's height, or the landmark's size, in cells */
  const char *text;   /* a label's text (translated when drawn) */
  double lo, hi;      /* a caption: the water it keeps to, from column lo to hi */
} Decor;

/* The caption is drawn from 24 px squares up (the smallest zoom level, at
 * which both USA maps joined fit an 800 px window), at least 6 px high. */
#define CAPTION_MIN_SQUARE 24
#define CAPTION_MIN_TEXT 6

/* USA West: the Pacific along the west coast and over the south-west corner. */
static const Decor west_decor[] = {
  { DECOR_LABEL, 4.6, 10.45, 0.42, N_("Pacific Ocean") },
  { DECOR_CAPTION, 3.0, 11.6, 0.2, N_("Reconstructed layout, not the printed map"), 0.15, 9.85 },
  { DECOR_LIGHTHOUSE, 0.5, 3.5, 0.7, NULL },
  { DECOR_SHIP, 1.5, 8.5, 0.75, NULL },
  { DECOR_COMPASS, 0.55, 10.6, 0.75, NULL },
};

/* USA East: the Great Lakes on the north edge, the Atlantic, the Gulf of Mexico. */
static const Decor east_decor[] = {
  { DECOR_LABEL, 9.0, 0.55, 0.3, N_("Great Lakes") },
  { DECOR_LABEL, 13.7, 9.4, 0.36, N_("Atlantic Ocean") },
  { DECOR_LABEL, 6.5, 11.35, 0.28, N_("Gulf of Mexico") },
  { DECOR_CAPTION, 13.2, 11.65, 0.2, N_("Reconstructed layout, not the printed map"), 11.1, 15.85 },
  { DECOR_LIGHTHOUSE, 14.5, 3.5, 0.7, NULL },
  { DECOR_SHIP, 14.5, 7.3, 0.75, NULL },
};

/* A built-in map: its own decor, and a joined map's two (East shifted east). */
static const struct {
  const char *id;
  const Decor *decor[2];
  guint n[2];
  double dx[2];
} maps[] = {
  { "usa-west", { west_decor, NULL }, { G_N_ELEMENTS (west_decor), 0 }, { 0, 0 } },
  { "usa-east", { east_decor, NULL }, { G_N_ELEMENTS (east_decor), 0 }, { 0, 0 } },
  { "usa-both", { west_decor, east_decor }, { G_N_ELEMENTS (west_decor), G_N_ELEMENTS (east_decor) }, { 0, 15 } },
};

/* The built-in map whose decor @layout shows: itself, or the one it is a copy
 * of (its `decor`: a duplicated map keeps the names and landmarks), or -1. */
static int
find_map (const TlMapLayout *layout)
{
  const char *id = layout == NULL ? NULL : layout->decor != NULL ? layout->decor : layout->id;

  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (maps); i++)
    if (strcmp (id, maps[i].id) == 0)
      return i;
  return -1;
}

/* The terrain under a land square of a built-in map, by where it lies: on USA
 * West forests on the north-west coast, the mountains inland, deserts in the
 * south, plains in the east; on USA East plains in the west and forests. */
static TlMapTerrain
terrain_at (guint map, gint x, gint y)
{
  gboolean east = strcmp (maps[map].id, "usa-east") == 0 || (strcmp (maps[map].id, "usa-both") == 0 && x >= 15);

  if (east)
    {
      gint ex = strcmp (maps[map].id, "usa-both") == 0 ? x - 15 : x;

      return ex <= 3 ? TL_MAP_TERRAIN_PLAINS : TL_MAP_TERRAIN_FOREST;
    }
  if (x >= 11)
    return TL_MAP_TERRAIN_PLAINS;
  if (y >= 7)
    return TL_MAP_TERRAIN_DESERT;
  if (x <= 3 && y <= 4)
    return TL_MAP_TERRAIN_FOREST;
  return TL_MAP_TERRAIN_MOUNTAINS;
}

/* The rough box of a decor item, in cells. */
static void
decor_box (const Decor *d, double dx, double *x0, double *y0, double *x1, double *y1)
{
  double half_w = d->kind == DECOR_LABEL || d->kind == DECOR_CAPTION
                  ? 0.32 * d->size * strlen (d->text) : d->size / 2;
  double half_h = d->kind == DECOR_LABEL || d->kind == DECOR_CAPTION ? d->size : d->size / 2;

  *x0 = d->x + dx - half_w;
  *x1 = d->x + dx + half_w;
  if (d->kind == DECOR_CAPTION)
    {
      /* it keeps to its water, whatever its size */
      *x0 = d->lo + dx;
      *x1 = d->hi + dx;
    }
  *y0 = d->y - half_h;
  *y1 = d->y + half_h;
}

/* Whether a name or landmark of the map crosses cell (x, y). */
static gboolean
crossed (guint map, gint x, gint y)
{
  for (guint part = 0; part < 2; part++)
    for (guint i = 0; i < maps[map].n[part]; i++)
      {
        double x0, y0, x1, y1;

        decor_box (&maps[map].decor[part][i], maps[map].dx[part], &x0, &y0, &x1, &y1);
        if (x1 > x && x0 < x + 1 && y1 > y && y0 < y + 1)
          return TRUE;
      }
  return FALSE;
}

void
_tl_map_decor_of (const TlMapLayout *layout,
                  gint               x,
                  gint               y,
                  TlMapLook         *look)
{
  int map = find_map (layout);

  look->terrain = TL_MAP_TERRAIN_NONE;
  look->decor = 0;
  if (map < 0)
    return;
  look->map = map + 1;
  look->x = x;
  look->y = y;
  if (look->kind != TL_MAP_BLOCKED)
    {
      look->terrain = terrain_at (map, x, y);
      return;
    }
  if (!crossed (map, x, y))
    return;
  /* a number of its own for each water cell a name or landmark crosses: its
   * place among them, row by row */
  look->decor = 1;
  for (gint yy = 0; yy <= y; yy++)
    for (gint xx = 0; xx < (yy < y ? (gint) layout->width : x); xx++)
      if (tl_map_layout_cell (layout, xx, yy)->kind == TL_MAP_BLOCKED && crossed (map, xx, yy))
        look->decor++;
}

static void
draw_label (cairo_t *cr, const Decor *d, double s, const TlPalette *pal, double px)
{
  const char *text = g_dgettext (GETTEXT_PACKAGE, d->text);
  cairo_text_extents_t ext;
  double size = d->size * s;

  if (size * px < 7)
    return;
  cairo_select_font_face (cr, "serif", CAIRO_FONT_SLANT_ITALIC, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, -ext.width / 2 - ext.x_bearing, -ext.height / 2 - ext.y_bearing);
  cairo_text_path (cr, text);
  /* a halo of water, so that waves never cross the letters */
  cairo_set_line_width (cr, size * 0.22);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  tl_set_rgb (cr, &pal->map_water, 1);
  cairo_stroke_preserve (cr);
  tl_set_rgb (cr, &pal->map_label, 1);
  cairo_fill (cr);
}

/* One line of the caption centred on (@x, @y) of its cell's drawing, moved
 * in from an end of its water (columns lo … hi, relative to the item) that
 * it would pass. */
static void
caption_line (cairo_t *cr, const Decor *d, const char *line, double s, double y)
{
  cairo_text_extents_t ext;
  double half, x;

  cairo_text_extents (cr, line, &ext);
  half = ext.width / 2 / s;
  x = 2 * half >= d->hi - d->lo ? (d->lo + d->hi) / 2 : CLAMP (d->x, d->lo + half, d->hi - half);
  cairo_move_to (cr, (x - d->x) * s - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  cairo_text_path (cr, line);
}

/* The note that the map is a reconstruction: from CAPTION_MIN_SQUARE up, at
 * least CAPTION_MIN_TEXT pixels high, within its water; where it is wider
 * than that water (small squares, a longer translation), in two lines split
 * at the space nearest its middle, one above the other. */
static void
draw_caption (cairo_t *cr, const Decor *d, double s, const TlPalette *pal, double px)
{
  const char *text = g_dgettext (GETTEXT_PACKAGE, d->text);
  cairo_text_extents_t ext;
  double size = MAX (d->size * s, CAPTION_MIN_TEXT / px);
  const char *split = NULL;

  if (s * px < CAPTION_MIN_SQUARE)
    return;
  cairo_select_font_face (cr, "serif", CAIRO_FONT_SLANT_ITALIC, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &ext);
  if (ext.width / s > d->hi - d->lo)
    {
      gsize middle = strlen (text) / 2;

      for (const char *p = strchr (text, ' '); p != NULL; p = strchr (p + 1, ' '))
        if (split == NULL || ABS ((gssize) (p - text) - (gssize) middle) < ABS ((gssize) (split - text) - (gssize) middle))
          split = p;
    }
  if (split == NULL)
    caption_line (cr, d, text, s, 0);
  else
    {
      g_autofree char *first = g_strndup (text, split - text);

      caption_line (cr, d, first, s, -0.55 * size);
      caption_line (cr, d, split + 1, s, 0.55 * size);
    }
  tl_set_rgb (cr, &pal->map_label, 0.8);
  cairo_fill (cr);
}

static void
draw_lighthouse (cairo_t *cr, double size, const TlPalette *pal, double px)
{
  double w = size * 0.16, h = size * 0.62, lw = MAX (1.0 / px, size * 0.025);

  /* the rock, the striped tower, the lamp and its light */
  cairo_save (cr);
  cairo_scale (cr, 1, 0.35);
  cairo_arc (cr, 0, h * 1.1, size * 0.3, 0, 2 * G_PI);
  cairo_restore (cr);
  tl_set_rgb (cr, &pal->rock, 1);
  cairo_fill (cr);
  cairo_move_to (cr, -w, h * 0.4);
  cairo_line_to (cr, w, h * 0.4);
  cairo_line_to (cr, w * 0.7, -h * 0.35);
  cairo_line_to (cr, -w * 0.7, -h * 0.35);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->church_wall, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, lw);
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_stroke (cr);
  cairo_rectangle (cr, -w * 0.9, -h * 0.05, w * 1.8, h * 0.16);
  tl_set_rgb (cr, &pal->church_roof, 1);
  cairo_fill (cr);
  cairo_rectangle (cr, -w * 0.6, -h * 0.55, w * 1.2, h * 0.2);
  tl_set_rgb (cr, &pal->inn_sign, 1);
  cairo_fill_preserve (cr);
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_stroke (cr);
  cairo_move_to (cr, -w * 0.8, -h * 0.55);
  cairo_line_to (cr, 0, -h * 0.75);
  cairo_line_to (cr, w * 0.8, -h * 0.55);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->church_roof, 1);
  cairo_fill (cr);
}

static void
draw_ship (cairo_t *cr, double size, const TlPalette *pal, double px)
{
  double lw = MAX (1.0 / px, size * 0.025);

  /* hull */
  cairo_move_to (cr, -size * 0.36, size * 0.1);
  cairo_line_to (cr, size * 0.36, size * 0.1);
  cairo_line_to (cr, size * 0.26, size * 0.24);
  cairo_line_to (cr, -size * 0.28, size * 0.24);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->wall, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, lw);
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_stroke (cr);
  /* mast and two sails */
  cairo_move_to (cr, 0, size * 0.1);
  cairo_line_to (cr, 0, -size * 0.36);
  cairo_stroke (cr);
  cairo_move_to (cr, size * 0.03, -size * 0.34);
  cairo_curve_to (cr, size * 0.3, -size * 0.2, size * 0.3, -size * 0.02, size * 0.03, size * 0.04);
  cairo_close_path (cr);
  cairo_move_to (cr, -size * 0.03, -size * 0.26);
  cairo_curve_to (cr, -size * 0.22, -size * 0.14, -size * 0.22, -size * 0.01, -size * 0.03, size * 0.04);
  cairo_close_path (cr);
  tl_set_rgb (cr, &pal->church_wall, 1);
  cairo_fill_preserve (cr);
  tl_set_rgb (cr, &pal->outline, 1);
  cairo_stroke (cr);
}

static void
draw_compass (cairo_t *cr, double size, const TlPalette *pal, double px)
{
  double r = size * 0.42, in = r * 0.3;

  cairo_arc (cr, 0, 0, r * 0.62, 0, 2 * G_PI);
  cairo_set_line_width (cr, MAX (1.0 / px, size * 0.02));
  tl_set_rgb (cr, &pal->map_label, 0.8);
  cairo_stroke (cr);
  for (int k = 0; k < 4; k++)
    {
      double a = k * G_PI / 2;

      cairo_move_to (cr, 0, 0);
      cairo_line_to (cr, cos (a - 0.35) * in, sin (a - 0.35) * in);
      cairo_line_to (cr, cos (a) * r, sin (a) * r);
      cairo_close_path (cr);
      tl_set_rgb (cr, &pal->map_label, 1);
      cairo_fill (cr);
      cairo_move_to (cr, 0, 0);
      cairo_line_to (cr, cos (a + 0.35) * in, sin (a + 0.35) * in);
      cairo_line_to (cr, cos (a) * r, sin (a) * r);
      cairo_close_path (cr);
      tl_set_rgb (cr, &pal->map_shore, 1);
      cairo_fill (cr);
    }
  if (size * px >= 24)
    {
      /* N for north */
      cairo_text_extents_t ext;

      cairo_select_font_face (cr, "serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, size * 0.22);
      cairo_text_extents (cr, "N", &ext);
      cairo_move_to (cr, -ext.width / 2 - ext.x_bearing, -r - size * 0.04);
      tl_set_rgb (cr, &pal->map_label, 1);
      cairo_show_text (cr, "N");
    }
}

void
_tl_map_decor_draw (cairo_t         *cr,
                    const TlMapLook *look,
                    double           s,
                    const TlPalette *pal,
                    double           px)
{
  guint map;

  if (look->decor == 0 || look->map == 0 || look->map > G_N_ELEMENTS (maps))
    return;
  map = look->map - 1;
  for (guint part = 0; part < 2; part++)
    for (guint i = 0; i < maps[map].n[part]; i++)
      {
        const Decor *d = &maps[map].decor[part][i];

        cairo_save (cr);
        /* every cell draws the whole item where it lies and shows its own part */
        cairo_translate (cr, (d->x + maps[map].dx[part] - look->x) * s, (d->y - look->y) * s);
        switch (d->kind)
          {
          case DECOR_LABEL:
            draw_label (cr, d, s, pal, px);
            break;
          case DECOR_CAPTION:
            draw_caption (cr, d, s, pal, px);
            break;
          case DECOR_LIGHTHOUSE:
            draw_lighthouse (cr, d->size * s, pal, px);
            break;
          case DECOR_SHIP:
            draw_ship (cr, d->size * s, pal, px);
            break;
          case DECOR_COMPASS:
            draw_compass (cr, d->size * s, pal, px);
            break;
          }
        cairo_restore (cr);
      }
}

/* Faint marks of the land under a square, a few per cell at @variant's places. */
void
_tl_map_decor_terrain (cairo_t         *cr,
                       const TlMapLook *look,
                       double           s,
                       const TlPalette *pal,
                       double           px)
{
  static const double at[4][3][2] = {
    { { 0.24, 0.3 }, { 0.68, 0.22 }, { 0.5, 0.7 } },
    { { 0.3, 0.7 }, { 0.72, 0.6 }, { 0.42, 0.26 } },
    { { 0.22, 0.52 }, { 0.58, 0.36 }, { 0.78, 0.76 } },
    { { 0.36, 0.22 }, { 0.7, 0.5 }, { 0.26, 0.76 } },
  };
  double m = s * 0.09;

  if (look->terrain == TL_MAP_TERRAIN_NONE || s * px < 24)
    return;
  cairo_save (cr);
  cairo_set_line_width (cr, MAX (1.0 / px, s * 0.016));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < 3; i++)
    {
      double x = at[look->variant & 3][i][0] * s, y = at[look->variant & 3][i][1] * s;

      switch (look->terrain)
        {
        case TL_MAP_TERRAIN_MOUNTAINS:
          cairo_move_to (cr, x - m, y + m * 0.5);
          cairo_line_to (cr, x - m * 0.2, y - m * 0.7);
          cairo_line_to (cr, x + m * 0.25, y - m * 0.1);
          cairo_line_to (cr, x + m * 0.55, y - m * 0.45);
          cairo_line_to (cr, x + m * 1.1, y + m * 0.5);
          tl_set_rgb (cr, &pal->map_terrain, 1);
          cairo_stroke (cr);
          break;
        case TL_MAP_TERRAIN_FOREST:
          cairo_arc (cr, x, y - m * 0.25, m * 0.55, 0, 2 * G_PI);
          tl_set_rgb (cr, &pal->map_forest, 1);
          cairo_fill (cr);
          cairo_move_to (cr, x, y + m * 0.2);
          cairo_line_to (cr, x, y + m * 0.7);
          tl_set_rgb (cr, &pal->map_terrain, 1);
          cairo_stroke (cr);
          break;
        case TL_MAP_TERRAIN_DESERT:
          for (int k = 0; k < 3; k++)
            {
              cairo_new_sub_path (cr);
              cairo_arc (cr, x + (k - 1) * m * 0.6, y + (k % 2) * m * 0.4, MAX (0.7 / px, m * 0.12), 0, 2 * G_PI);
            }
          tl_set_rgb (cr, &pal->map_terrain, 1);
          cairo_fill (cr);
          break;
        default:
          cairo_move_to (cr, x - m * 0.45, y - m * 0.3);
          cairo_line_to (cr, x - m * 0.2, y + m * 0.35);
          cairo_move_to (cr, x, y - m * 0.5);
          cairo_line_to (cr, x, y + m * 0.35);
          cairo_move_to (cr, x + m * 0.45, y - m * 0.3);
          cairo_line_to (cr, x + m * 0.2, y + m * 0.35);
          tl_set_rgb (cr, &pal->map_terrain, 1);
          cairo_stroke (cr);
          break;
        }
    }
  cairo_restore (cr);
}
