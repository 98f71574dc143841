/* tl-tileset-format.h — tile sets as JSON (docs/design.md §3)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tl-engine.h"
#include "tl-format-error.h"

G_BEGIN_DECLS

/**
 * TL_TILESET_FORMAT_VERSION:
 *
 * The newest `version` of `tilelands-tileset` files this build reads and writes.
 */
#define TL_TILESET_FORMAT_VERSION 1

/**
 * tl_tileset_format_load_file:
 * @path: a file name (a `tilelands-tileset` JSON file)
 * @error: return location for an error, or %NULL
 *
 * Reads and validates a tile set file; messages name the file's basename.
 * Errors: %TL_FORMAT_ERROR_IO when the file cannot be read, and every error of
 * tl_tileset_format_load_data().
 *
 * Returns: (transfer full) (nullable): the finished tile set; free with tl_tile_set_unref().
 */
TlTileSet *tl_tileset_format_load_file    (const char  *path,
                                           GError     **error);

/**
 * tl_tileset_format_load_data:
 * @data: the JSON text
 * @length: length of @data in bytes, or -1 when nul-terminated
 * @origin: what to call the data in messages (usually a file's basename)
 * @error: return location for an error, or %NULL
 *
 * Reads the tile set (tl_tileset_format_read_data()) and refuses it when it has
 * an error (warnings do not matter); builds it with tl_tile_set_finish().
 * Unknown members are ignored. Errors (message `<origin>: <json path>: <what is
 * wrong>`, for the first error found): those of tl_tileset_format_read_data();
 * %TL_FORMAT_ERROR_MISSING, %TL_FORMAT_ERROR_TYPE, %TL_FORMAT_ERROR_VALUE for
 * members that cannot be read (an unknown port, segment kind, symbol or game;
 * a bad count, start, pennants, end, touches or port city); and
 * %TL_FORMAT_ERROR_VALUE for a rule of tl_tile_set_check() (a port used
 * twice or by no segment, a side of two kinds, fields that do not follow from
 * the sides, a duplicate tile id, no start tile …; docs/editor.md, Tile sets §3).
 *
 * The Discovery's port cities are a tile member `"cities": [[sea, land], …]`: each
 * pair names, by segment index, the sea segment and the mountain or grassland
 * segment on whose shore the city stands; the two must touch (either lists the
 * other in `touches`). They fill #TlTileType's `port_cities`; a segment-level
 * `port_cities` member is ignored (the counts are derived).
 *
 * Returns: (transfer full) (nullable): the finished tile set; free with tl_tile_set_unref().
 */
TlTileSet *tl_tileset_format_load_data    (const char  *data,
                                           gssize       length,
                                           const char  *origin,
                                           GError     **error);

/**
 * tl_tileset_format_load_json:
 * @node: a JSON object holding a tile set
 * @origin: what to call the data in messages
 * @path: JSON path of @node, `$` for a whole file or e.g. `$.tileset` inside a game record
 * @error: return location for an error, or %NULL
 *
 * Like tl_tileset_format_load_data() on an already parsed object. When @path is
 * not `$` (a tile set embedded in another file) `format` and `version` may be
 * left out; when present they are checked.
 *
 * Returns: (transfer full) (nullable): the finished tile set.
 */
TlTileSet *tl_tileset_format_load_json    (JsonNode    *node,
                                           const char  *origin,
                                           const char  *path,
                                           GError     **error);

/**
 * tl_tileset_format_read_data:
 * @data: the JSON text
 * @length: length of @data in bytes, or -1 when nul-terminated
 * @origin: what to call the data in messages (usually a file's basename)
 * @problems: (element-type TlProblem): where every problem is appended
 * @error: return location for an error, or %NULL
 *
 * Reads a tile set as a draft: whatever is wrong with its members or tiles
 * becomes a problem (%TL_FORMAT_ERROR problems for what cannot be read, with
 * the JSON path; then those of tl_tile_set_check()) and every tile is kept, in
 * its place (a tile that cannot be read is kept empty). Problems of the check
 * about a tile the reader could not read whole are left out (they would repeat
 * what the reader said). The set is not finished.
 *
 * Errors, when the data is no `tilelands-tileset` at all: %TL_FORMAT_ERROR_PARSE
 * (not JSON), %TL_FORMAT_ERROR_TYPE (not an object), %TL_FORMAT_ERROR_MISSING,
 * %TL_FORMAT_ERROR_VERSION (another `format`, or a `version` this build does not
 * read).
 *
 * Returns: (transfer full) (nullable): the draft; free with tl_tile_set_unref().
 */
TlTileSet *tl_tileset_format_read_data    (const char  *data,
                                           gssize       length,
                                           const char  *origin,
                                           GPtrArray   *problems,
                                           GError     **error);

/**
 * tl_tileset_format_read_json:
 * @node: a parsed `tilelands-tileset` document
 * @origin: what to call it in messages
 * @problems: (element-type TlProblem): where every problem is appended
 * @error: return location for an error, or %NULL
 *
 * tl_tileset_format_read_data() on an already parsed document.
 *
 * Returns: (transfer full) (nullable): the draft.
 */
TlTileSet *tl_tileset_format_read_json    (JsonNode    *node,
                                           const char  *origin,
                                           GPtrArray   *problems,
                                           GError     **error);

/**
 * tl_tileset_format_read_file:
 * @path: a file name
 * @problems: (element-type TlProblem): where every problem is appended
 * @error: return location for an error, or %NULL
 *
 * tl_tileset_format_read_data() on the file's contents, its basename as origin.
 * Errors: also %TL_FORMAT_ERROR_IO when the file cannot be read.
 *
 * Returns: (transfer full) (nullable): the draft.
 */
TlTileSet *tl_tileset_format_read_file    (const char  *path,
                                           GPtrArray   *problems,
                                           GError     **error);

/**
 * tl_tileset_format_load_builtin:
 * @id: a built-in tile set id, e.g. `"carcassonne-base"`
 * @error: return location for an error, or %NULL
 *
 * Loads a tile set shipped inside the program (a GResource compiled into the
 * formats library, `/io/github/tilelands/Tilelands/tilesets/<id>.json`). Each
 * built-in set is parsed once; later calls return a new reference to the same set.
 * Errors: %TL_FORMAT_ERROR_UNKNOWN_TILE when there is no built-in set @id
 * (the message lists those there are), and those of tl_tileset_format_load_data().
 *
 * Returns: (transfer full) (nullable): the tile set; free with tl_tile_set_unref().
 */
TlTileSet *tl_tileset_format_load_builtin (const char  *id,
                                           GError     **error);

/* Ids of the built-in Carcassonne tile sets (docs/design.md §3). */
#define TL_TILESET_BASE "carcassonne-base"
#define TL_TILESET_INNS_AND_CATHEDRALS "inns-and-cathedrals"
#define TL_TILESET_TRADERS_AND_BUILDERS "traders-and-builders"

/**
 * tl_tileset_format_load_builtin_list:
 * @ids: (array zero-terminated=1): built-in tile set ids, at least one; an id
 *   named twice counts twice
 * @error: return location for an error, or %NULL
 *
 * The tiles of several built-in sets together (a record's `tileset` as a list,
 * docs/design.md §4), combined by tl_tile_set_combine(): the result's `parts` are
 * @ids. A list of one id is that set itself. Each list is combined once; later
 * calls return a new reference to the same set.
 * Errors: those of tl_tileset_format_load_builtin() for each id, and
 * %TL_ENGINE_ERROR_INVALID_TILE from tl_tile_set_combine() (sets of two games).
 *
 * Returns: (transfer full) (nullable): the tile set; free with tl_tile_set_unref().
 */
TlTileSet *tl_tileset_format_load_builtin_list (const char * const  *ids,
                                                GError             **error);

/**
 * tl_tileset_format_load_map_deck:
 * @layout: (nullable): the map played on, or %NULL for free play
 * @base_only: %TRUE for the base tiles alone
 * @error: return location for an error, or %NULL
 *
 * The deck a game on @layout plays with by default (docs/rules/maps.md §1): the 72 base
 * tiles with the 18 of Inns & Cathedrals and the 24 of Traders & Builders (114
 * tiles, only the tiles), or with @base_only the base tiles alone; once per map,
 * so twice on a joined layout (228 tiles on both USA maps). With %NULL, the
 * same for free play ("more tiles").
 * Errors: those of tl_tileset_format_load_builtin_list().
 *
 * Returns: (transfer full) (nullable): the tile set; free with tl_tile_set_unref().
 */
TlTileSet *tl_tileset_format_load_map_deck     (const TlMapLayout  *layout,
                                                gboolean            base_only,
                                                GError            **error);

/**
 * tl_tileset_format_playable:
 * @set: a finished tile set
 * @error: return location for an error, or %NULL
 *
 * The tiles a game with @set is played with: @set itself, or for an addition
 * (`"addition": true`, a set with no start tile of its own) @set together with
 * its game's base tiles (`carcassonne-base` or `discovery`), combined by
 * tl_tile_set_combine().
 * Errors: those of tl_tile_set_combine() (a tile id the base set has too).
 *
 * Returns: (transfer full) (nullable): the tile set to play; free with tl_tile_set_unref().
 */
TlTileSet *tl_tileset_format_playable     (TlTileSet  *set,
                                           GError    **error);

/**
 * tl_tileset_format_is_builtin:
 * @id: a tile set id
 *
 * Returns: whether a built-in tile set with this id exists.
 */
gboolean   tl_tileset_format_is_builtin   (const char *id);

/**
 * tl_tileset_format_builtin_name:
 * @id: a tile set id
 *
 * The name of a built-in tile set as the app shows it (the libraries, the
 * tile-set editor, an error's words), translated: "Carcassonne (Base Game)".
 * The data's own `name` ("Carcassonne (base game)") is for readers of the file
 * and for the command line.
 *
 * Returns: (transfer none) (nullable): the translated name, or %NULL when @id
 *   is not a built-in tile set's.
 */
const char *tl_tileset_format_builtin_name (const char *id);

/**
 * tl_tileset_format_shown_name:
 * @set: a tile set
 *
 * The name a player knows @set by: a built-in set's translated name
 * (tl_tileset_format_builtin_name()), else its own name, else its id.
 *
 * Returns: (transfer none): the name, owned by @set or static.
 */
const char *tl_tileset_format_shown_name   (const TlTileSet *set);

/**
 * tl_tileset_format_list_builtin:
 *
 * Returns: (transfer full): the ids of the built-in tile sets, sorted;
 *   free with g_strfreev().
 */
char     **tl_tileset_format_list_builtin (void);

/**
 * tl_tileset_format_to_json:
 * @set: a finished tile set
 *
 * Returns: (transfer full): the tile set as a JSON object in the
 *   `tilelands-tileset` format (segments as stored: cities, roads, fields, …
 *   in the set's order; port cities as the tile member `cities`); free with
 *   json_node_unref().
 */
JsonNode  *tl_tileset_format_to_json      (const TlTileSet *set);

/**
 * tl_tileset_format_to_data:
 * @set: a finished tile set
 * @length: (out) (optional): length of the text in bytes
 *
 * Returns: (transfer full): the tile set as pretty-printed JSON text that
 *   tl_tileset_format_load_data() reads back to an equal set; free with g_free().
 */
char      *tl_tileset_format_to_data      (const TlTileSet *set,
                                           gsize           *length);

G_END_DECLS
