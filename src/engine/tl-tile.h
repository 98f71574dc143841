/* tl-tile.h — tile types, segments, ports and rotation
 *
 * The tile model (docs/design.md §2; every special case is explained in docs/tiles.md):
 * a tile type is a list of segments, each with a kind and the side ports it
 * touches. Everything a tile can show is a combination of these:
 *
 * - several separate cities: several city segments (each scores on its own; once
 *   joined across tiles, one city counts a tile once, tl_features_count_tiles());
 * - a field that touches no side (the *inner field*, docs/rules/extra-tiles.md §4): a field
 *   segment with no ports, named by %TL_PORT_F; it never joins a neighbour's field
 *   and its `touches` lists the cities a farmer on it scores;
 * - roads that cross without a junction, or two separate curves: two road
 *   segments of two ports each (whether they cross follows from the order of
 *   their ports round the tile, tl_tile_type_roads_cross());
 * - a monastery with roads ending at it: the monastery (no ports, %TL_PORT_C)
 *   and one road segment of one port per road, with `road_end` monastery;
 * - a city reaching a corner: nothing but two separate field segments on either
 *   side of that corner;
 * - symbols that score nothing here (inn, cathedral, goods, garden): #TlSymbol
 *   bits on the segment that shows them.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TlPort:
 *
 * The 12 ports of a tile, clockwise from the north-west corner (docs/design.md §2).
 * Side `s` (0 = N, 1 = E, 2 = S, 3 = W) owns ports `3s`, `3s+1` (its middle) and
 * `3s+2`. Two names stand for segments that touch no side: %TL_PORT_C, the
 * centre (the monastery), and %TL_PORT_F, the inner field (a field enclosed by
 * the tile's cities, docs/rules/extra-tiles.md §4). A tile has at most one of each; neither
 * turns with the tile.
 */
typedef enum {
  TL_PORT_NNW, TL_PORT_N, TL_PORT_NNE,
  TL_PORT_ENE, TL_PORT_E, TL_PORT_ESE,
  TL_PORT_SSE, TL_PORT_S, TL_PORT_SSW,
  TL_PORT_WSW, TL_PORT_W, TL_PORT_WNW,
  TL_PORT_C,
  TL_PORT_F,
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
 * TlSymbol:
 * @TL_SYMBOL_INN: an inn by a road (Inns & Cathedrals)
 * @TL_SYMBOL_CATHEDRAL: a cathedral in a city (Inns & Cathedrals)
 * @TL_SYMBOL_WINE: a trade-goods symbol in a city (Traders & Builders)
 * @TL_SYMBOL_GRAIN: the same, grain
 * @TL_SYMBOL_CLOTH: the same, cloth
 * @TL_SYMBOL_GARDEN: a garden in a field (C2/C3 editions)
 *
 * Symbols printed on a segment. They are kept and drawn but score nothing: the
 * extra tiles are played without their expansions' rules (docs/design.md §3,
 * docs/rules/extra-tiles.md §4). A symbol belongs to one kind of segment,
 * tl_symbol_segment_kind().
 */
typedef enum {
  TL_SYMBOL_INN,
  TL_SYMBOL_CATHEDRAL,
  TL_SYMBOL_WINE,
  TL_SYMBOL_GRAIN,
  TL_SYMBOL_CLOTH,
  TL_SYMBOL_GARDEN,
  TL_N_SYMBOLS
} TlSymbol;

/**
 * TlSegment:
 * @kind: what the segment is
 * @ports: bit `1 << p` set for every #TlPort `p` (0..11) the segment touches;
 *   0 for the monastery (%TL_PORT_C) and for the inner field (%TL_PORT_F)
 * @pennants: pennants (coats of arms) on a city segment
 * @road_end: drawing hint for a road with one port
 * @touches: bit `1 << i` for every segment `i` of the same tile that this one
 *   borders: for a field, the cities it touches (farm scoring, docs/rules/base-game.md §3.5);
 *   for a Discovery territory, the adjacent territories (docs/rules/discovery.md §1.6)
 * @port_cities: port cities on this segment's shore (The Discovery); derived by
 *   tl_tile_type_finish() from the tile's @port_cities pairs
 * @symbols: bit `1 << s` for every #TlSymbol `s` shown on the segment (data only)
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
  guint8 symbols;
} TlSegment;

/**
 * TlPortCity:
 * @sea: index of the sea segment the city borders
 * @land: index of the mountain or grassland segment it stands on
 *
 * A port city of The Discovery, on the shore between two touching segments of one
 * tile (docs/rules/discovery.md §2 Q3).
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
  guint8 centre_segment;                  /* the monastery (port C), or TL_NO_SEGMENT */
  guint8 inner_segment;                   /* the inner field (port F), or TL_NO_SEGMENT */
  guint32 side_code[4][TL_N_SIDES];       /* [rotation][board side]: kinds clockwise */
  guint32 side_code_rev[4][TL_N_SIDES];   /* [rotation][board side]: kinds counter-clockwise */
  guint64 side_pack[4];                   /* [rotation]: side_code of side s in bits 16s..16s+15 */
} TlTileType;

/* Port arithmetic (docs/design.md §2). */

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
 * @name: a port name such as `"NNW"`, `"N"`, `"C"` or `"F"`
 *
 * Returns: the #TlPort, or -1 when @name is not a port name.
 */
int          tl_port_from_name        (const char *name);

/**
 * tl_port_name:
 * @port: a #TlPort (0..13)
 *
 * Returns: (transfer none): the port's name, e.g. `"WNW"`, `"C"` or `"F"`; `"?"`
 * when out of range.
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
 * tl_symbol_from_name:
 * @name: `"inn"`, `"cathedral"`, `"wine"`, `"grain"`, `"cloth"` or `"garden"`
 *
 * Returns: the #TlSymbol, or -1 when @name is none of them.
 */
int          tl_symbol_from_name      (const char *name);

/**
 * tl_symbol_name:
 * @symbol: a #TlSymbol
 *
 * Returns: (transfer none): the symbol's name as used in tile-set files; `"?"`
 * when out of range.
 */
const char  *tl_symbol_name           (TlSymbol symbol);

/**
 * tl_symbol_segment_kind:
 * @symbol: a #TlSymbol
 *
 * Returns: the kind of segment the symbol is shown on: a road for an inn, a
 * field for a garden, a city for the others.
 */
TlSegmentKind tl_symbol_segment_kind  (TlSymbol symbol);

/**
 * tl_tile_type_finish:
 * @type: a tile type whose @id, @count and @segments are filled in
 * @error: return location for an error, or %NULL
 *
 * Checks the segments and fills in the derived members. Reports
 * %TL_ENGINE_ERROR_INVALID_TILE when the tile has no segment or more than
 * %TL_MAX_SEGMENTS, when two segments share a port, when a port is left uncovered
 * (every one of the 12 ports belongs to exactly one segment), when a segment has
 * no ports but is neither a monastery nor a field (or a monastery has ports), when
 * there are two monasteries or two inner fields, when a `touches` bit names a
 * segment that does not exist, when a symbol sits on a segment of the wrong kind
 * (tl_symbol_segment_kind()) or is unknown, or when a port city does not stand
 * between a sea segment and a mountain or grassland segment that touch.
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
 * @board_port: a board port 0..11, %TL_PORT_C for the monastery or %TL_PORT_F
 *   for the inner field
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
 * a side when the segment holds one, else its first port clockwise from NNW;
 * %TL_PORT_F for the inner field and %TL_PORT_C for the monastery.
 */
guint        tl_tile_type_segment_port (const TlTileType *type,
                                        guint             segment,
                                        guint             r);

/**
 * tl_tile_type_roads_cross:
 * @type: a finished tile type
 * @a: a road segment index
 * @b: another road segment index
 *
 * Two roads of one tile cross (without a junction, docs/rules/extra-tiles.md T&B B) when
 * each has two ports and the ports of one separate those of the other round the
 * tile's border (N–S and E–W); two curves such as N–W and E–S do not.
 *
 * Returns: whether the two roads cross.
 */
gboolean     tl_tile_type_roads_cross (const TlTileType *type,
                                       guint             a,
                                       guint             b);

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
  char **parts;            /* the tile set ids it was combined from, in order (a
                              set named twice is listed twice), or %NULL */
  GArray *types;           /* of TlTileType */
  int start_type;          /* index of the type with start copies, or -1 */
  guint total_tiles;       /* sum of counts */
  gboolean addition;       /* its tiles are added to another set's and it needs no
                              start tile (`"addition": true`, e.g. the extra tiles) */
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

/**
 * tl_tile_set_combine:
 * @sets: (array length=n_sets): finished tile sets of one game
 * @n_sets: how many, at least 1
 * @error: return location for an error, or %NULL
 *
 * The tiles of several sets together (docs/design.md §4 `tileset` as a list, e.g. the
 * Maps deck base + Inns & Cathedrals + Traders & Builders). A set given twice
 * counts twice: the counts (and start copies) of a tile id add up. The result's
 * id is the sets' ids joined with `+`, its name their names joined with ` + `,
 * and its @parts the ids given, in order (the parts of a combined set given are
 * listed one by one). Types keep the order in which they first appear.
 * Errors: %TL_ENGINE_ERROR_INVALID_TILE when the sets are of different games,
 * when two different sets have a tile id in common, or when the result breaks a
 * rule of tl_tile_set_finish() (more than %TL_MAX_TOTAL_TILES tiles, two types
 * with start copies).
 *
 * Returns: (transfer full) (nullable): the finished combined set, or %NULL.
 */
TlTileSet   *tl_tile_set_combine      (TlTileSet * const *sets,
                                       guint              n_sets,
                                       GError           **error);

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
