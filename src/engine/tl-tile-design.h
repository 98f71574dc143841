/* tl-tile-design.h — a tile described by its sides, as the tile-set editor edits it
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A #TlTileDesign says what a player sees and chooses on a tile: the kind of
 * each side, which sides of one kind belong together, where each road stops,
 * a monastery, pennants and symbols, the corners a city reaches and, for The
 * Discovery, the terrain that fills the middle and the port cities of each
 * shore. tl_tile_design_build() turns it into the segments of a #TlTileType:
 * the fields, the cities each field touches, the inner field and the
 * territories that border each other are worked out, never typed
 * (docs/editor.md, Tile sets §2 explains how). tl_tile_design_infer() goes the other way
 * and is what tells whether a tile's fields follow from its sides.
 */
#pragma once

#include "tl-tile.h"

G_BEGIN_DECLS

/**
 * TL_DESIGN_NONE:
 *
 * "Not set" in the byte members of #TlTileDesign (no side, the default choice).
 */
#define TL_DESIGN_NONE 0xff

/**
 * TlCorner:
 *
 * The four corners of a tile, clockwise from the north-west one. Corner `c` lies
 * between side `c - 1` (mod 4) and side `c`: NW between W and N, NE between N and
 * E, and so on.
 */
typedef enum {
  TL_CORNER_NW, TL_CORNER_NE, TL_CORNER_SE, TL_CORNER_SW,
} TlCorner;

/**
 * TlTileDesign:
 * @kind: the #TlSegmentKind of each side (N, E, S, W): field, road or city for
 *   Carcassonne; mountain, grassland or sea for The Discovery
 * @group: sides of the same kind with the same group number are one segment: one
 *   city, one territory, or one road running through (two road sides). A road
 *   side alone in its group is a road that stops inside the tile. Field sides
 *   have no group (the fields are worked out).
 * @road_end: for a road side alone in its group, where the road stops: a
 *   #TlRoadEnd other than %TL_ROAD_END_NONE
 * @gate: for a road stopping at a city gate, a side of the city it enters, or
 *   %TL_DESIGN_NONE for the nearest city (the one on the opposite side, else
 *   the one on the side counter-clockwise, else clockwise, else the first)
 * @pennants: pennants of the city holding the side; kept on the city's first
 *   side (the lowest of N, E, S, W), 0 on its other sides
 * @symbols: #TlSymbol bits of the city or road holding the side, kept on its
 *   first side like @pennants (cathedral and goods on a city, inn on a road)
 * @garden_port: the garden's field, named by one of its ports (0..11, or
 *   %TL_PORT_F for the inner field); %TL_DESIGN_NONE for none. A garden on a
 *   port that is no longer a field's is not built.
 * @monastery: whether a monastery stands in the middle
 * @corner_walls: bit `c` for every #TlCorner a city reaches with a spur of wall,
 *   parting the fields on either side of it (a corner between two field ports)
 * @wall_city: for each corner of @corner_walls, a side of the city that reaches
 *   it, or %TL_DESIGN_NONE for the city nearest to the corner
 * @junction_gates: bit `s` when the junction in the middle has a short spur to
 *   the gate of the city holding side `s` (its first side), parting the fields
 *   beside that city (Inns & Cathedrals I)
 * @centre: The Discovery, four one-side territories: the side whose terrain
 *   fills the middle and reaches the opposite side, or %TL_DESIGN_NONE when the
 *   four meet at a point
 * @port_cities: The Discovery: `[sea][land]` how many port cities stand on the
 *   shore between the sea holding side `sea` and the land holding side `land`
 *   (both first sides of their segments)
 *
 * A tile as the editor holds it. All members are plain values: a design can be
 * copied with `=` and compared with tl_tile_design_equal().
 */
typedef struct {
  guint8 kind[TL_N_SIDES];
  guint8 group[TL_N_SIDES];
  guint8 road_end[TL_N_SIDES];
  guint8 gate[TL_N_SIDES];
  guint8 pennants[TL_N_SIDES];
  guint8 symbols[TL_N_SIDES];
  guint8 garden_port;
  gboolean monastery;
  guint8 corner_walls;
  guint8 wall_city[4];
  guint8 junction_gates;
  guint8 centre;
  guint8 port_cities[TL_N_SIDES][TL_N_SIDES];
} TlTileDesign;

/**
 * tl_tile_design_init:
 * @design: (out caller-allocates): the design to set
 * @kind: the kind of all four sides (%TL_SEGMENT_FIELD for an empty
 *   Carcassonne tile, %TL_SEGMENT_GRASSLAND for The Discovery)
 *
 * A tile of one kind: four field sides, or one territory on all four sides.
 */
void     tl_tile_design_init            (TlTileDesign  *design,
                                         TlSegmentKind  kind);

/**
 * tl_tile_design_normalize:
 * @design: a design
 *
 * Renumbers the groups in the order of their first sides, moves pennants and
 * symbols to each segment's first side, clears what no longer applies (ends of
 * roads that run through, gates of roads that do not stop at a city, walls at
 * corners without two field ports, port cities of shores that are gone).
 * Every tl_tile_design_set_…() function leaves a design normalized; call it
 * after changing members by hand.
 */
void     tl_tile_design_normalize       (TlTileDesign  *design);

/**
 * tl_tile_design_equal:
 * @a: a normalized design
 * @b: another
 *
 * Returns: whether the two designs are the same tile.
 */
gboolean tl_tile_design_equal           (const TlTileDesign *a,
                                         const TlTileDesign *b);

/**
 * tl_tile_design_first_side:
 * @design: a normalized design
 * @side: a side
 *
 * Returns: the first side (lowest of N, E, S, W) of the segment holding @side —
 *   where its pennants and symbols are kept; @side itself for a field side.
 */
guint    tl_tile_design_first_side      (const TlTileDesign *design,
                                         guint               side);

/**
 * tl_tile_design_same_segment:
 * @design: a design
 * @a: a side
 * @b: another side
 *
 * Returns: whether the two sides are of one city, territory or road (never for
 *   field sides).
 */
gboolean tl_tile_design_same_segment    (const TlTileDesign *design,
                                         guint               a,
                                         guint               b);

/* Editing. Each function changes @design in place and leaves it normalized;
 * none of them fails: a choice that does not fit the tile (a pennant on a road
 * side) is ignored. Whether the result is a valid tile is for
 * tl_tile_design_build() to say. */

/**
 * tl_tile_design_set_kind:
 * @design: a design
 * @side: a side (0..3)
 * @kind: its new kind
 *
 * Gives @side a new kind, with the choices a player expects: a city or a
 * Discovery terrain joins the same kind on the side counter-clockwise from it,
 * else on the side clockwise (it never merges two segments); a road side makes
 * two lone road sides one road through, and three or four road sides stop at
 * a junction (at the monastery, when there is one). The side leaves its old
 * segment (a road running through becomes a road that stops). When those
 * choices do not make a tile (tl_tile_design_build() fails: a road through
 * would cross a city), the nearest that does is taken: the roads stop, or the
 * side is a segment of its own. The Discovery: four one-side territories where
 * two of one terrain meet at a corner get the first terrain that can fill the
 * middle (tl_tile_design_set_centre()); so do tl_tile_design_join() and
 * tl_tile_design_separate().
 */
void     tl_tile_design_set_kind        (TlTileDesign  *design,
                                         guint          side,
                                         TlSegmentKind  kind);

/**
 * tl_tile_design_join:
 * @design: a design
 * @a: a side
 * @b: another side of the same kind (not a field)
 *
 * Makes the segments of @a and @b one: one city (their pennants added up), one
 * territory, or one road from @a to @b (each first leaves the road it was on).
 * Two roads through the tile that cross (N–S and E–W) stay two roads.
 */
void     tl_tile_design_join            (TlTileDesign  *design,
                                         guint          a,
                                         guint          b);

/**
 * tl_tile_design_separate:
 * @design: a design
 * @side: a side that is not a field
 *
 * Takes @side out of its segment: a city cap or territory of its own, or a road
 * that stops inside the tile (at a junction, or at the monastery when there is one).
 */
void     tl_tile_design_separate        (TlTileDesign  *design,
                                         guint          side);

/**
 * tl_tile_design_set_road_end:
 * @design: a design
 * @side: a road side alone in its group
 * @end: %TL_ROAD_END_JUNCTION, %TL_ROAD_END_MONASTERY or %TL_ROAD_END_CITY;
 *   %TL_ROAD_END_MONASTERY also puts a monastery in the middle
 */
void     tl_tile_design_set_road_end    (TlTileDesign  *design,
                                         guint          side,
                                         TlRoadEnd      end);

/**
 * tl_tile_design_set_gate:
 * @design: a design
 * @side: a road side whose road stops at a city gate
 * @city_side: a city side, or %TL_DESIGN_NONE for the nearest city
 */
void     tl_tile_design_set_gate        (TlTileDesign  *design,
                                         guint          side,
                                         guint          city_side);

/**
 * tl_tile_design_set_monastery:
 * @design: a design
 * @monastery: whether a monastery stands in the middle
 *
 * Without a monastery, roads that stopped at it stop at a junction.
 */
void     tl_tile_design_set_monastery   (TlTileDesign  *design,
                                         gboolean       monastery);

/**
 * tl_tile_design_set_pennants:
 * @design: a design
 * @side: a city side
 * @pennants: the city's pennants, 0..9
 */
void     tl_tile_design_set_pennants    (TlTileDesign  *design,
                                         guint          side,
                                         guint          pennants);

/**
 * tl_tile_design_set_symbol:
 * @design: a design
 * @where: a side for a city's or a road's symbol; for a garden, a field port
 *   (0..11) or %TL_PORT_F
 * @symbol: a #TlSymbol
 * @shown: whether the segment shows it
 *
 * Symbols score nothing (docs/tiles.md §1). A garden is one per tile: showing
 * it on another field moves it.
 */
void     tl_tile_design_set_symbol      (TlTileDesign  *design,
                                         guint          where,
                                         TlSymbol       symbol,
                                         gboolean       shown);

/**
 * tl_tile_design_set_corner_wall:
 * @design: a design
 * @corner: a #TlCorner between two field ports
 * @wall: whether a city reaches it
 * @city_side: the city that reaches it (a side of it), or %TL_DESIGN_NONE for
 *   the nearest
 */
void     tl_tile_design_set_corner_wall (TlTileDesign  *design,
                                         guint          corner,
                                         gboolean       wall,
                                         guint          city_side);

/**
 * tl_tile_design_set_junction_gate:
 * @design: a design with roads stopping at a junction
 * @city_side: a side of a city
 * @gate: whether the junction has a spur to that city's gate
 */
void     tl_tile_design_set_junction_gate (TlTileDesign *design,
                                           guint         city_side,
                                           gboolean      gate);

/**
 * tl_tile_design_set_centre:
 * @design: a Discovery design with four one-side territories
 * @side: the side whose terrain fills the middle, or %TL_DESIGN_NONE
 */
void     tl_tile_design_set_centre      (TlTileDesign  *design,
                                         guint          side);

/**
 * tl_tile_design_set_port_cities:
 * @design: a Discovery design
 * @sea_side: a side of a sea
 * @land_side: a side of a mountain or grassland that borders it
 * @count: port cities on that shore, 0..%TL_MAX_PORT_CITIES (all shores together
 *   hold at most %TL_MAX_PORT_CITIES)
 */
void     tl_tile_design_set_port_cities (TlTileDesign  *design,
                                         guint          sea_side,
                                         guint          land_side,
                                         guint          count);

/**
 * tl_tile_design_rotate:
 * @design: a design
 * @quarters: quarter turns clockwise
 *
 * Turns the tile: what was on side N is on side E after one quarter turn, and
 * so with every side, corner, port and choice.
 */
void     tl_tile_design_rotate          (TlTileDesign  *design,
                                         guint          quarters);

/* From sides to segments. */

/**
 * tl_tile_design_has_hub:
 * @design: a design
 *
 * Returns: whether something stands in the middle that roads meet at: a road
 *   stopping at a junction or at the monastery, or two roads that cross.
 */
gboolean tl_tile_design_has_hub         (const TlTileDesign *design);

/**
 * tl_tile_design_build:
 * @design: a design
 * @type: (out caller-allocates): a tile type; its @id, @name and counts are
 *   left as they are, its segments and port cities replaced, and it is finished
 *   (tl_tile_type_finish())
 * @error: return location for an error, or %NULL
 *
 * Works out the tile's segments (docs/editor.md, Tile sets §2): cities and territories
 * from the groups, roads from the road sides, and for Carcassonne the fields —
 * the parts of the tile that cities and roads (with the walls and spurs of the
 * design) leave apart — with the cities each one borders, and the inner field
 * when cities enclose a part of the tile that reaches no side; for The
 * Discovery the territories that border each other (docs/rules/discovery.md §3.3, rule 3).
 * Segments come in the order of the built-in tile sets: cities, roads, fields
 * (the inner field last), the monastery; each kind by its first port. Discovery
 * territories by their first port.
 *
 * Errors: %TL_ENGINE_ERROR_INVALID_TILE, the message naming the tile (its
 * @id) and what cannot be (docs/editor.md, Tile sets §3 lists them): a road or city
 * crossing a city; a junction or monastery under a city running across the
 * middle; two parts of the tile enclosed by cities; separate territories of one
 * terrain that border each other; territories that cross.
 *
 * Returns: %TRUE when the tile was built.
 */
gboolean tl_tile_design_build           (const TlTileDesign *design,
                                         TlTileType         *type,
                                         GError            **error);

/**
 * tl_tile_design_infer:
 * @type: a tile type whose ports are each covered once and whose sides each
 *   have one kind (the checks of tl_tile_set_check() that come first)
 * @design: (out caller-allocates): the design closest to @type
 *
 * Reads the sides, segments, road ends, pennants, symbols and port cities of
 * @type and finds the walls, spurs, gates and middle terrain (for which the
 * data holds no member) that make tl_tile_design_build() give the same fields
 * and borders as @type (the same segments, in any order). When none does,
 * @design is the one with the default choices.
 *
 * Returns: %TRUE when @design builds a tile equal to @type.
 */
gboolean tl_tile_design_infer           (const TlTileType *type,
                                         TlTileDesign     *design);

/**
 * tl_tile_type_same_segments:
 * @a: a tile type
 * @b: another
 *
 * Returns: whether the two tiles have the same segments (kind, ports, pennants,
 *   road end, symbols), the same borders between them (`touches`) and the same
 *   port cities, whatever the order of their segments.
 */
gboolean tl_tile_type_same_segments     (const TlTileType *a,
                                         const TlTileType *b);

/**
 * tl_tile_design_explain:
 * @type: a tile type as for tl_tile_design_infer()
 * @design: the design tl_tile_design_infer() gave
 *
 * Says how @type differs from what @design builds, in the words of
 * docs/editor.md, Tile sets §3 (e.g. `tile D: ports ESE and WNW are in one field, but a
 * road or city parts them`).
 *
 * Returns: (transfer full) (nullable): the first difference, or %NULL when
 *   there is none (or @design does not build); free with g_free().
 */
char    *tl_tile_design_explain         (const TlTileType   *type,
                                         const TlTileDesign *design);

/**
 * tl_side_name:
 * @side: a side 0..3
 *
 * Returns: (transfer none): `"N"`, `"E"`, `"S"` or `"W"`.
 */
const char *tl_side_name                (guint side);

/**
 * tl_corner_name:
 * @corner: a #TlCorner
 *
 * Returns: (transfer none): `"NW"`, `"NE"`, `"SE"` or `"SW"`.
 */
const char *tl_corner_name              (guint corner);

G_END_DECLS
