/* tl-render-palette-private.h — the colours of the tile art (internal to src/render/)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include "tl-render.h"

G_BEGIN_DECLS

#define TL_FIELD_TONES 3

/*
 * TlPalette:
 *
 * Every colour the tile art uses, for one style (light or dark). Tones come
 * from the GNOME palette; the dark style uses slightly deeper ones.
 */
typedef struct {
  TlRgb field[TL_FIELD_TONES];  /* field tones: first, second, third field of a tile */
  TlRgb grass;                  /* tufts drawn on fields */
  TlRgb road;                   /* road surface */
  TlRgb road_edge;              /* thin edge line of roads */
  TlRgb city;                   /* city stone */
  TlRgb city_shade;             /* inner band along the walls */
  TlRgb wall;                   /* wall line */
  TlRgb wall_top;               /* crenellations on the wall */
  TlRgb roof;                   /* city roofs, lit half */
  TlRgb roof_shade;             /* city roofs, shaded half */
  TlRgb roof_alt;               /* some roofs in brown tiles, lit half */
  TlRgb roof_alt_shade;
  TlRgb church_roof;            /* monastery roof, lit half */
  TlRgb church_roof_shade;      /* monastery roof, shaded half */
  TlRgb church_wall;            /* monastery walls and courtyard */
  TlRgb pennant;                /* shield */
  TlRgb pennant_mark;           /* shield border and charge */
  TlRgb outline;                /* dark outlines of buildings */
  TlRgb sea;                    /* The Discovery: open water */
  TlRgb sea_wave;               /* wave strokes and the coast line */
  TlRgb sea_shallow;            /* the lighter water along a shore */
  TlRgb beach;                  /* sand between grassland and sea */
  TlRgb rock;                   /* the rocky edge of a mountain at the sea */
  TlRgb grassland;
  TlRgb grassland_tuft;
  TlRgb mountain;               /* the ground of a mountain */
  TlRgb mountain_foot;          /* the band along its edge with grassland */
  TlRgb mountain_lit;           /* peaks, lit face */
  TlRgb mountain_shade;         /* peaks, shaded face */
  TlRgb mountain_peak;          /* outlines of peaks and the mountain's edge */
  TlRgb snow;
  /* symbols of the extra tiles (tl-symbol-art.c) */
  TlRgb inn_wall;               /* an inn: timbered walls */
  TlRgb inn_beam;
  TlRgb inn_roof;               /* its roof, lit and shaded halves */
  TlRgb inn_roof_shade;
  TlRgb inn_sign;               /* the sign hanging by the door */
  TlRgb cathedral_wall;         /* a cathedral: grey stone */
  TlRgb cathedral_shade;
  TlRgb cathedral_roof;         /* its slate roof */
  TlRgb cathedral_roof_shade;
  TlRgb cathedral_window;       /* the rose window */
  TlRgb goods[3];               /* wine, grain, cloth badges */
  TlRgb goods_mark[3];          /* the picture on each badge */
  TlRgb badge_rim;              /* the rim of a badge */
  TlRgb hedge;                  /* a garden: its hedge and bushes */
  TlRgb hedge_shade;
  TlRgb flower[2];              /* flowers in the garden */
  /* Carcassonne Maps: the printed map under the tiles (tl-map-art.c) */
  TlRgb map_land;               /* a playable square */
  TlRgb map_grid;               /* the thin line between squares */
  TlRgb map_coast;              /* where land meets water or the sheet's edge */
  TlRgb map_water;              /* blocked areas: sea, lakes, foreign land */
  TlRgb map_shore;              /* the lighter water along a coast */
  TlRgb map_wave;               /* wave strokes on the water */
  TlRgb map_cut;                /* hatching and cut line of an unused half square */
  TlRgb map_start;              /* the brown outline of a start square */
  TlRgb map_town;               /* the town circle's ground */
  TlRgb map_town_ring;          /* its ring and house */
  TlRgb map_seam;               /* the dotted line where two maps are joined */
  TlRgb map_beach;              /* the sand between a coast and the water */
  TlRgb map_label;              /* names and landmarks on the water */
  TlRgb map_terrain;            /* faint marks of the land: hills, grass, sand */
  TlRgb map_forest;             /* faint trees */
  TlRgb map_color[3];           /* purple, orange, light blue (outlines, tile backs) */
  TlRgb tile_back;              /* the back of a face-down tile */
  TlRgb tile_back_line;         /* its lattice */
  TlRgb tile_back_mark;         /* its emblem */
  TlRgb chip;                   /* a chip lying face down: its wood */
  TlRgb chip_lit;               /* the wood where the light falls */
  TlRgb chip_rim;               /* its edge and groove */
  TlRgb chip_mark;              /* the compass star on its back */
} TlPalette;

/* Returns the palette of the light (@dark = FALSE) or dark style; static storage. */
const TlPalette *_tl_palette_get (gboolean dark);

/* Sets @cr's source to @c with alpha @a. */
static inline void
tl_set_rgb (cairo_t *cr, const TlRgb *c, double a)
{
  if (a >= 1.0)
    cairo_set_source_rgb (cr, c->r, c->g, c->b);
  else
    cairo_set_source_rgba (cr, c->r, c->g, c->b, a);
}

G_END_DECLS
