/* tl-render-color.c — colour names, player colours and the tile-art palettes
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-render.h"
#include "tl-render-palette-private.h"

#include <string.h>

#define RGB(hex) { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0 }

static const struct {
  const char *name;
  TlRgb rgb;
} named_colors[] = {
  { "red", RGB (0xe01b24) },     /* GNOME red 3 */
  { "blue", RGB (0x1a5fb4) },    /* blue 5: not the accent blue of legal cells and the cursor */
  { "green", RGB (0x26a269) },   /* green 5: reads on the field greens */
  { "yellow", RGB (0xf6d32d) },  /* yellow 3 */
  { "black", RGB (0x241f31) },   /* dark 4 */
};

static int
hex_digit (char c)
{
  return g_ascii_xdigit_value (c);
}

gboolean
tl_render_parse_color (const char *spec,
                       TlRgb      *out)
{
  gsize len;

  g_return_val_if_fail (out != NULL, FALSE);

  if (spec == NULL)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (named_colors); i++)
    if (g_ascii_strcasecmp (spec, named_colors[i].name) == 0)
      {
        *out = named_colors[i].rgb;
        return TRUE;
      }

  len = strlen (spec);
  if (spec[0] != '#' || (len != 7 && len != 4))
    return FALSE;
  for (gsize i = 1; i < len; i++)
    if (hex_digit (spec[i]) < 0)
      return FALSE;

  if (len == 7)
    {
      out->r = (hex_digit (spec[1]) * 16 + hex_digit (spec[2])) / 255.0;
      out->g = (hex_digit (spec[3]) * 16 + hex_digit (spec[4])) / 255.0;
      out->b = (hex_digit (spec[5]) * 16 + hex_digit (spec[6])) / 255.0;
    }
  else
    {
      out->r = hex_digit (spec[1]) * 17 / 255.0;
      out->g = hex_digit (spec[2]) * 17 / 255.0;
      out->b = hex_digit (spec[3]) * 17 / 255.0;
    }
  return TRUE;
}

void
tl_render_default_color (guint  seat,
                         TlRgb *out)
{
  g_return_if_fail (out != NULL);

  *out = named_colors[seat % G_N_ELEMENTS (named_colors)].rgb;
}

static const TlPalette light_palette = {
  /* one field per tone; neighbouring tiles show one field in two tones, so the
   * tones differ only a little: the second a few per cent darker, the third
   * a touch lighter and yellower */
  .field = { RGB (0x6ad58e), RGB (0x62cc86), RGB (0x72d78f) },
  .grass = RGB (0x2ea665),
  .road = RGB (0xf3e6c8),
  .road_edge = RGB (0xb39a78),
  .city = RGB (0xcdab8f),      /* GNOME brown 1 */
  .city_shade = RGB (0xbd9878),
  .wall = RGB (0x865e3c),      /* brown 4 */
  .wall_top = RGB (0xe3cdb6),
  .roof = RGB (0xd7603a),
  .roof_shade = RGB (0xa8442a),
  .roof_alt = RGB (0xb5835a),  /* brown 2 */
  .roof_alt_shade = RGB (0x865e3c),
  .church_roof = RGB (0xe01b24),  /* red 3 */
  .church_roof_shade = RGB (0xa51d2d),  /* red 5 */
  .church_wall = RGB (0xf6f5f4),
  .pennant = RGB (0x1c71d8),   /* blue 4 */
  .pennant_mark = RGB (0xf6f5f4),
  .outline = RGB (0x3d3846),
  .sea = RGB (0x99c1f1),        /* blue 1 */
  .sea_wave = RGB (0x62a0ea),   /* blue 2 */
  .sea_shallow = RGB (0xb9d5f5),
  .beach = RGB (0xf1e3c0),
  .rock = RGB (0x77685b),
  .grassland = RGB (0x6ad58e),
  .grassland_tuft = RGB (0x2ea665),
  .mountain = RGB (0xa89a8b),
  .mountain_foot = RGB (0x958676),
  .mountain_lit = RGB (0xcbbfb1),
  .mountain_shade = RGB (0x85766a),
  .mountain_peak = RGB (0x4e433b),
  .snow = RGB (0xfafafa),
  .inn_wall = RGB (0xf6f5f4),
  .inn_beam = RGB (0x865e3c),         /* brown 4 */
  .inn_roof = RGB (0xe66100),         /* orange 4 */
  .inn_roof_shade = RGB (0xc64600),   /* orange 5 */
  .inn_sign = RGB (0xf5c211),         /* yellow 4 */
  .cathedral_wall = RGB (0xdeddda),   /* light 3 */
  .cathedral_shade = RGB (0xb5b3ae),
  .cathedral_roof = RGB (0x5e5c64),   /* dark 1: slate */
  .cathedral_roof_shade = RGB (0x3d3846),
  .cathedral_window = RGB (0x62a0ea), /* blue 2 */
  .goods = { RGB (0x813d9c), RGB (0xf6d32d), RGB (0x3584e4) },   /* purple 4, yellow 3, blue 3 */
  .goods_mark = { RGB (0xdc8add), RGB (0x986a44), RGB (0xffffff) },
  .badge_rim = RGB (0xffffff),
  .hedge = RGB (0x26a269),            /* green 5 */
  .hedge_shade = RGB (0x1b7d4f),
  .flower = { RGB (0xf66151), RGB (0xf9f06b) },   /* red 1, yellow 1 */
  .map_land = RGB (0xf1e6ca),
  .map_grid = RGB (0xd8c8a2),
  .map_coast = RGB (0x9c8560),
  .map_water = RGB (0xbcd6f3),
  .map_shore = RGB (0xdae8f8),
  .map_wave = RGB (0x8fb8e8),
  .map_cut = RGB (0xb4a37f),
  .map_start = RGB (0x865e3c),  /* brown 4 */
  .map_town = RGB (0xfbf6ea),
  .map_town_ring = RGB (0x8d7651),
  .map_seam = RGB (0x6f5b3e),
  .map_beach = RGB (0xeadfba),
  .map_label = RGB (0x3f6c9e),
  .map_terrain = RGB (0xd6c49c),
  .map_forest = RGB (0xc9d3a4),
  .map_color = { RGB (0x9141ac), RGB (0xf37100), RGB (0x1c9fe0) },  /* purple 3, orange 4, a light blue */
  .tile_back = RGB (0x5c4a3c),
  .tile_back_line = RGB (0x735e4c),
  .tile_back_mark = RGB (0xd9c7a6),
  .chip = RGB (0xc99a66),
  .chip_lit = RGB (0xe2bf8f),
  .chip_rim = RGB (0x7d5330),
  .chip_mark = RGB (0x6b4426),
};

static const TlPalette dark_palette = {
  .field = { RGB (0x4fb873), RGB (0x49ad6b), RGB (0x56bb75) },
  .grass = RGB (0x23864f),
  .road = RGB (0xd9c9a8),
  .road_edge = RGB (0x8f7756),
  .city = RGB (0xb5937a),
  .city_shade = RGB (0xa38066),
  .wall = RGB (0x63452c),      /* brown 5 */
  .wall_top = RGB (0xcab49c),
  .roof = RGB (0xbf5230),
  .roof_shade = RGB (0x8f3822),
  .roof_alt = RGB (0x986a44),
  .roof_alt_shade = RGB (0x6b4a2e),
  .church_roof = RGB (0xc01c28),  /* red 4 */
  .church_roof_shade = RGB (0x8a1622),
  .church_wall = RGB (0xdeddda),
  .pennant = RGB (0x1a5fb4),   /* blue 5 */
  .pennant_mark = RGB (0xdeddda),
  .outline = RGB (0x241f31),
  .sea = RGB (0x5592dc),
  .sea_wave = RGB (0x2f72c8),
  .sea_shallow = RGB (0x75a9e6),
  .beach = RGB (0xd6c6a0),
  .rock = RGB (0x5a4e45),
  .grassland = RGB (0x4fb873),
  .grassland_tuft = RGB (0x23864f),
  .mountain = RGB (0x8a7d70),
  .mountain_foot = RGB (0x786b5f),
  .mountain_lit = RGB (0xada193),
  .mountain_shade = RGB (0x675a4f),
  .mountain_peak = RGB (0x2e2722),
  .snow = RGB (0xdeddda),
  .inn_wall = RGB (0xdeddda),
  .inn_beam = RGB (0x63452c),
  .inn_roof = RGB (0xc64600),
  .inn_roof_shade = RGB (0x9c3a00),
  .inn_sign = RGB (0xe5a50a),
  .cathedral_wall = RGB (0xc0bfbc),
  .cathedral_shade = RGB (0x9a9996),
  .cathedral_roof = RGB (0x4a4850),
  .cathedral_roof_shade = RGB (0x2e2b36),
  .cathedral_window = RGB (0x3584e4),
  .goods = { RGB (0x613583), RGB (0xe5a50a), RGB (0x1c71d8) },
  .goods_mark = { RGB (0xc061cb), RGB (0x63452c), RGB (0xdeddda) },
  .badge_rim = RGB (0xdeddda),
  .hedge = RGB (0x1e7e4f),
  .hedge_shade = RGB (0x145c39),
  .flower = { RGB (0xe01b24), RGB (0xf6d32d) },
  .map_land = RGB (0x4d463a),
  .map_grid = RGB (0x5f5646),
  .map_coast = RGB (0x9a8765),
  .map_water = RGB (0x233d5c),
  .map_shore = RGB (0x2e4e74),
  .map_wave = RGB (0x3a6494),
  .map_cut = RGB (0x6f6450),
  .map_start = RGB (0xc89466),
  .map_town = RGB (0x625946),
  .map_town_ring = RGB (0xcbb58f),
  .map_seam = RGB (0xd8c6a2),
  .map_beach = RGB (0x6a604c),
  .map_label = RGB (0x9cc0ea),
  .map_terrain = RGB (0x5d5444),
  .map_forest = RGB (0x4f5a3e),
  .map_color = { RGB (0xc061cb), RGB (0xffa348), RGB (0x62c3f2) },  /* purple 2, orange 2, a light blue */
  .tile_back = RGB (0x7a6350),
  .tile_back_line = RGB (0x8f7761),
  .tile_back_mark = RGB (0xe6d6b8),
  .chip = RGB (0xb08556),
  .chip_lit = RGB (0xcca474),
  .chip_rim = RGB (0x5a3a20),
  .chip_mark = RGB (0x4e321c),
};

const TlPalette *
_tl_palette_get (gboolean dark)
{
  return dark ? &dark_palette : &light_palette;
}
