/* tl-map-art-private.h — how one printed map cell looks (internal to src/render/)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include "tl-engine.h"
#include "tl-render-palette-private.h"

G_BEGIN_DECLS

/* Neighbour bits of TlMapLook.land: the four sides, then the four corners. */
enum {
  TL_MAP_LOOK_N = 1 << 0,
  TL_MAP_LOOK_E = 1 << 1,
  TL_MAP_LOOK_S = 1 << 2,
  TL_MAP_LOOK_W = 1 << 3,
  TL_MAP_LOOK_NE = 1 << 4,
  TL_MAP_LOOK_SE = 1 << 5,
  TL_MAP_LOOK_SW = 1 << 6,
  TL_MAP_LOOK_NW = 1 << 7,
};

/* The lie of the land under a square of a built-in map (tl-map-decor.c). */
typedef enum {
  TL_MAP_TERRAIN_NONE,
  TL_MAP_TERRAIN_PLAINS,
  TL_MAP_TERRAIN_FOREST,
  TL_MAP_TERRAIN_MOUNTAINS,
  TL_MAP_TERRAIN_DESERT,
} TlMapTerrain;

/*
 * TlMapLook:
 *
 * Everything the picture of one printed cell depends on, so that cells that
 * look alike share one cached picture (tl-map-cache.c).
 */
typedef struct {
  guint8 kind;        /* TlMapCellKind */
  guint8 color;       /* outline colour of an outlined cell, else 0 */
  guint8 joined;      /* two half squares joined: the seam runs through it */
  guint8 half_east;   /* an unjoined half square whose map half is its east half */
  guint8 land;        /* TL_MAP_LOOK_* bits: that neighbour is land (not water, not off the grid) */
  guint8 edge;        /* side bits (N, E, S, W): the grid ends on that side */
  guint8 variant;     /* 0..3: where the waves of a water cell or the marks of a land cell go */
  guint8 terrain;     /* TlMapTerrain of a land cell of a built-in map */
  guint8 decor;       /* 1.. for a water cell that a name or landmark crosses (each its own), else 0 */
  guint8 map;         /* the built-in map (tl-map-decor.c), 1-based; 0 for another */
  guint8 x, y;        /* the cell, for the decor */
} TlMapLook;

/* Fills @look for cell (x, y) of @layout, which must be inside the grid. */
void    _tl_map_look_of   (const TlMapLayout *layout,
                          gint               x,
                          gint               y,
                          TlMapLook         *look);

/* A number that differs for looks that draw differently. */
guint32 _tl_map_look_key  (const TlMapLook *look);

/* tl-map-decor.c: sets @look's terrain, decor, map and cell for cell (x, y) of
 * @layout (after its kind); nothing for a map that is not built in. */
void    _tl_map_decor_of      (const TlMapLayout *layout,
                               gint               x,
                               gint               y,
                               TlMapLook         *look);
/* Draws the names and landmarks that cross a water cell, in the cell's square of
 * side @s (device pixels per unit @px). */
void    _tl_map_decor_draw    (cairo_t         *cr,
                               const TlMapLook *look,
                               double           s,
                               const TlPalette *pal,
                               double           px);
/* Draws the faint marks of a land cell's terrain. */
void    _tl_map_decor_terrain (cairo_t         *cr,
                               const TlMapLook *look,
                               double           s,
                               const TlPalette *pal,
                               double           px);

/* Draws @look into the square (0, 0)–(@size, @size); the state of @cr is kept. */
void    _tl_map_look_draw (cairo_t         *cr,
                          const TlMapLook *look,
                          double           size,
                          gboolean         dark);

G_END_DECLS
