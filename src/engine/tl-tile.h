/* tl-tile.h — tile types, segments, ports and rotation
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TlPort:
 *
 * The 12 ports of a tile, clockwise from the north-west corner (DESIGN.md §2).
 * Side `s` (0 = N, 1 = E, 2 = S, 3 = W) owns ports `3s`, `3s+1` (its middle) and
 * `3s+2`. %TL_PORT_C is the centre: a segment that touches no side (a monastery).
 */
typedef enum {
  TL_PORT_NNW, TL_PORT_N, TL_PORT_NNE,
  TL_PORT_ENE, TL_PORT_E, TL_PORT_ESE,
  TL_PORT_SSE, TL_PORT_S, TL_PORT_SSW,
  TL_PORT_WSW, TL_PORT_W, TL_PORT_WNW,
  TL_PORT_C,
} TlPort;

#define TL_N_PORTS 12
#define TL_N_SIDES 4
#define TL_MAX_SEGMENTS 16
#define TL_NO_SEGMENT 0xff
#define TL_TILE_ID_MAX 16
#define TL_MAX_TOTAL_TILES 10000   /* tiles in one tile set, all types together */

typedef enum {
  TL_SIDE_N, TL_SIDE_E, TL_SIDE_S, TL_SIDE_W,
} TlSide;

/**
 * TlSegmentKind:
 *
 * What a segment of a tile is. Carcassonne uses field, road, city and monastery;
 * The Discovery uses mountain, grassland and sea.
 */
typedef enum {
  TL_SEGMENT_FIELD,
  TL_SEGMENT_ROAD,
  TL_SEGMENT_CITY,
  TL_SEGMENT_MONASTERY,
  TL_SEGMENT_MOUNTAIN,
  TL_SEGMENT_GRASSLAND,
  TL_SEGMENT_SEA,
  TL_N_SEGMENT_KINDS
} TlSegmentKind;

/**
 * TlRoadEnd:
 *
 * Where a road that leaves the tile by one side only stops inside the tile.
 * It does not change any rule (a road segment with one port is a road end);
 * it tells the renderer what to draw at the stop.
 */
typedef enum {
  TL_ROAD_END_NONE,      /* the road runs through (two ports) */
  TL_ROAD_END_JUNCTION,  /* crossroads or village in the centre */
  TL_ROAD_END_MONASTERY,
  TL_ROAD_END_CITY,      /* city gate */
} TlRoadEnd;

/**
 * TlSegment:
 * @kind: what the segment is
 * @ports: bit `1 << p` set for every #TlPort `p` (0..11) the segment touches;
 *   0 for a segment in the centre (monastery)
 * @pennants: pennants (coats of arms) on a city segment
 * @road_end: drawing hint for a road with one port
 * @touches: bit `1 << i` for every segment `i` of the same tile that this one
 *   borders: for a field, the cities it touches (farm scoring, base-game.md §3.5);
 *   for a Discovery territory, the adjacent territories (discovery.md §1.6)
 * @port_cities: port cities on this segment's shore (The Discovery); derived by
 *   tl_tile_type_finish() from the tile's @port_cities pairs
 *
 * One feature piece on one tile, in the tile's own (unrotated) orientation.
 */
typedef struct {
  TlSegmentKind kind;
  guint16 ports;
  guint8 pennants;
  guint8 road_end;
  guint16 touches;
  guint8 port_cities;
} TlSegment;

/**
 * TlPortCity:
 * @sea: index of the sea segment the city borders
 * @land: index of the mountain or grassland segment it stands on
 *
 * A port city of The Discovery, on the shore between two touching segments of one
 * tile (discovery.md §2 Q3).
 */
typedef struct {
  guint8 sea;
  guint8 land;
} TlPortCity;

#define TL_MAX_PORT_CITIES 8

/**
 * TlTileType:
 *
 * One kind of tile of a tile set, with its segments in the unrotated orientation.
 * The members after @segments are derived by tl_tile_type_finish().
 */
typedef struct {
  char id[TL_TILE_ID_MAX];
  char *name;              /* owned; may be %NULL */
  guint count;             /* copies in the tile set, the start copies included */
  guint start_copies;      /* copies that are the start tile */
  guint n_segments;
  TlSegment segments[TL_MAX_SEGMENTS];
  guint n_port_cities;
  TlPortCity port_cities[TL_MAX_PORT_CITIES];

  /* derived */
  guint8 port_segment[TL_N_PORTS];        /* segment on each unrotated port, or TL_NO_SEGMENT */
  guint8 centre_segment;                  /* the port-less segment (monastery), or TL_NO_SEGMENT */
  guint32 side_code[4][TL_N_SIDES];       /* [rotation][board side]: kinds clockwise */
  guint32 side_code_rev[4][TL_N_SIDES];   /* [rotation][board side]: kinds counter-clockwise */
  guint64 side_pack[4];                   /* [rotation]: side_code of side s in bits 16s..16s+15 */
} TlTileType;

/* Port arithmetic (DESIGN.md §2). */

/**
 * tl_port_rotate:
 * @port: a tile port 0..11, or %TL_PORT_C
 * @r: rotation in quarter turns clockwise, 0..3
 *
 * Returns: the board port on which tile port @port lands when the tile is rotated
 * by @r; %TL_PORT_C stays %TL_PORT_C.
 */
static inline guint
tl_port_rotate (guint port, guint r)
{
  return port >= TL_N_PORTS ? port : (port + 3 * r) % TL_N_PORTS;
}

/**
 * tl_port_unrotate:
 * @port: a board port 0..11, or %TL_PORT_C
 * @r: rotation of the tile in quarter turns clockwise, 0..3
 *
 * Returns: the tile port that lands on board port @port; the inverse of tl_port_rotate().
 */
static inline guint
tl_port_unrotate (guint port, guint r)
{
  return port >= TL_N_PORTS ? port : (port + TL_N_PORTS - 3 * (r % 4)) % TL_N_PORTS;
}

/**
 * tl_port_opposite:
 * @port: a board port 0..11
 *
 * Returns: the port of the neighbouring tile across the side of @port that meets
 * @port (N meets S, NNW meets SSW, ENE meets WNW …).
 */
static inline guint
tl_port_opposite (guint port)
{
  guint side = port / 3, k = port % 3;
  return 3 * ((side + 2) % 4) + 2 - k;
}

/**
 * tl_port_side:
 * @port: a port 0..11
 *
 * Returns: the #TlSide the port lies on.
 */
static inline guint
tl_port_side (guint port)
{
  return port / 3;
}

/**
 * tl_port_from_name:
 * @name: a port name such as `"NNW"`, `"N"` or `"C"`
 *
 * Returns: the #TlPort, or -1 when @name is not a port name.
 */
int          tl_port_from_name        (const char *name);

/**
 * tl_port_name:
 * @port: a #TlPort (0..12)
 *
 * Returns: (transfer none): the port's name, e.g. `"WNW"` or `"C"`; `"?"` when out of range.
 */
const char  *tl_port_name             (guint port);

/**
 * tl_segment_kind_from_name:
 * @name: `"field"`, `"road"`, `"city"`, `"monastery"`, `"mountain"`, `"grassland"` or `"sea"`
 *
 * Returns: the #TlSegmentKind, or -1 when @name is none of them.
 */
int          tl_segment_kind_from_name (const char *name);

/**
 * tl_segment_kind_name:
 * @kind: a #TlSegmentKind
 *
 * Returns: (transfer none): the kind's name as used in files (`"city"` …).
 */
const char  *tl_segment_kind_name     (TlSegmentKind kind);

/**
 * tl_tile_type_finish:
 * @type: a tile type whose @id, @count and @segments are filled in
 * @error: return location for an error, or %NULL
 *
 * Checks the segments and fills in the derived members. Reports
 * %TL_ENGINE_ERROR_INVALID_TILE when the tile has no segment or more than
 * %TL_MAX_SEGMENTS, when two segments share a port, when a port is left uncovered
 * (every one of the 12 ports belongs to exactly one segment), when a segment has
 * no ports but is not a monastery (or a monastery has ports), when there are two
 * centre segments, when a `touches` bit names a segment that does not exist, or
 * when a port city does not stand between a sea segment and a mountain or
 * grassland segment that touch.
 * The message names the tile id and the port or segment index.
 *
 * Returns: %TRUE when the tile type is valid.
 */
gboolean     tl_tile_type_finish      (TlTileType  *type,
                                       GError     **error);

/**
 * tl_tile_type_segments_touch:
 * @type: a tile type
 * @a: a segment index
 * @b: another segment index
 *
 * Returns: whether the two segments share a border on the tile (either lists the
 * other in its `touches`).
 */
static inline gboolean
tl_tile_type_segments_touch (const TlTileType *type, guint a, guint b)
{
  return (type->segments[a].touches >> b & 1) || (type->segments[b].touches >> a & 1);
}

/**
 * tl_tile_type_segment_at:
 * @type: a finished tile type
 * @board_port: a board port 0..11, or %TL_PORT_C for the centre segment
 * @r: the tile's rotation in quarter turns clockwise
 *
 * Returns: the index of the segment that touches @board_port when the tile lies
 * rotated by @r, or %TL_NO_SEGMENT.
 */
guint        tl_tile_type_segment_at  (const TlTileType *type,
                                       guint             board_port,
                                       guint             r);

/**
 * tl_tile_type_segment_port:
 * @type: a finished tile type
 * @segment: a segment index
 * @r: the tile's rotation in quarter turns clockwise
 *
 * Returns: the board port that names @segment in game records: the middle port of
 * a side when the segment holds one, else its first port clockwise from NNW,
 * else %TL_PORT_C.
 */
guint        tl_tile_type_segment_port (const TlTileType *type,
                                        guint             segment,
                                        guint             r);

/**
 * tl_tile_type_side_kind:
 * @type: a finished tile type
 * @side: a board side
 * @r: rotation in quarter turns clockwise
 *
 * Returns: the kind of the middle port of that side (what the side "is": city,
 * road or field for Carcassonne); -1 when the tile has nothing there.
 */
int          tl_tile_type_side_kind   (const TlTileType *type,
                                       guint             side,
                                       guint             r);

/**
 * TlTileSet:
 *
 * A tile set: the tile types of one game with their counts. Reference counted;
 * immutable once built by tl_tile_set_finish().
 */
typedef struct {
  gatomicrefcount ref;
  char *id;
  char *name;
  char *game;              /* "carcassonne" or "discovery" */
  GArray *types;           /* of TlTileType */
  int start_type;          /* index of the type with start copies, or -1 */
  guint total_tiles;       /* sum of counts */
} TlTileSet;

/**
 * tl_tile_set_new:
 * @id: tile set id, e.g. `"carcassonne-base"`
 * @name: human readable name
 * @game: `"carcassonne"` or `"discovery"`
 *
 * Returns: (transfer full): a new empty tile set; add types with tl_tile_set_add()
 * then call tl_tile_set_finish(). Free with tl_tile_set_unref().
 */
TlTileSet   *tl_tile_set_new          (const char *id,
                                       const char *name,
                                       const char *game);

/**
 * tl_tile_set_add:
 * @set: a tile set being built
 * @type: (transfer full): a tile type; its contents are copied into @set and its
 *   @name becomes owned by the set
 */
void         tl_tile_set_add          (TlTileSet        *set,
                                       const TlTileType *type);

/**
 * tl_tile_set_finish:
 * @set: a tile set being built
 * @error: return location for an error, or %NULL
 *
 * Finishes every tile type (tl_tile_type_finish()) and checks the set: at least
 * one tile, at most %TL_MAX_TOTAL_TILES tiles in all, unique ids, at most one type
 * with start copies.
 * Errors: %TL_ENGINE_ERROR_INVALID_TILE with the tile id and the reason.
 *
 * Returns: %TRUE when the set is valid and ready.
 */
gboolean     tl_tile_set_finish       (TlTileSet  *set,
                                       GError    **error);

TlTileSet   *tl_tile_set_ref          (TlTileSet *set);
void         tl_tile_set_unref        (TlTileSet *set);

/**
 * tl_tile_set_lookup:
 * @set: a tile set
 * @id: a tile id
 *
 * Returns: the index of the tile type with that id, or -1.
 */
int          tl_tile_set_lookup       (const TlTileSet *set,
                                       const char      *id);

/**
 * tl_tile_set_type:
 * @set: a tile set
 * @index: a type index
 *
 * Returns: (transfer none): the tile type at @index.
 */
static inline const TlTileType *
tl_tile_set_type (const TlTileSet *set, guint index)
{
  return &g_array_index (set->types, TlTileType, index);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlTileSet, tl_tile_set_unref)

G_END_DECLS
