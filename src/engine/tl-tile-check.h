/* tl-tile-check.h — every rule a tile set must keep, as a list of problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tl_tile_set_check() is the one validation of tile sets: the file reader
 * (tl_tileset_format_load_data() refuses a set with an error), the tile-set
 * editor (its live list of problems), `tilelands-cli tileset validate` and the
 * new-game dialog (a draft is not played) all call it. docs/editor.md, Tile sets §3 lists
 * every message.
 */
#pragma once

#include "tl-tile.h"

G_BEGIN_DECLS

/**
 * TlProblemSeverity:
 * @TL_PROBLEM_ERROR: the set cannot be played (it is a draft)
 * @TL_PROBLEM_WARNING: the set plays, but something in it looks wrong
 */
typedef enum {
  TL_PROBLEM_ERROR,
  TL_PROBLEM_WARNING,
} TlProblemSeverity;

/**
 * TlProblem:
 * @severity: error or warning
 * @tile: index of the tile type the problem is about (its place in `tiles`),
 *   or -1 for the whole set
 * @domain: the error domain a loader reports it in (%TL_ENGINE_ERROR for the
 *   rules checked here, %TL_FORMAT_ERROR for what the file reader found)
 * @code: the error code in @domain
 * @path: (owned): the JSON path of what is wrong, e.g. `$.tiles[3].segments[1]`
 * @message: (owned): what is wrong, naming the tile (`tile D: …`), as the
 *   command line prints it after the path
 * @words: (owned) (nullable): what is wrong in a player's words, translated,
 *   when a file reader has words that are not @message's own (a clause without
 *   where it is: "needs a whole number from 0 to 10000, not “eight”"); %NULL
 *   for the rules checked here, whose message is already a player's words
 *
 * One thing wrong with a tile set.
 */
typedef struct {
  TlProblemSeverity severity;
  int tile;
  GQuark domain;
  int code;
  char *path;
  char *message;
  char *words;
} TlProblem;

/**
 * tl_problem_new:
 * @severity: error or warning
 * @tile: a tile index or -1
 * @domain: an error domain
 * @code: an error code
 * @path: the JSON path
 * @format: printf() format of the message
 * @...: its arguments
 *
 * Returns: (transfer full): a problem; free with tl_problem_free().
 */
TlProblem *tl_problem_new          (TlProblemSeverity  severity,
                                    int                tile,
                                    GQuark             domain,
                                    int                code,
                                    const char        *path,
                                    const char        *format,
                                    ...) G_GNUC_PRINTF (6, 7);
TlProblem *tl_problem_copy         (const TlProblem *problem);
void       tl_problem_free         (TlProblem *problem);

/**
 * tl_problem_list_new:
 *
 * Returns: (transfer full) (element-type TlProblem): an empty list that frees
 *   its problems; free with g_ptr_array_unref().
 */
GPtrArray *tl_problem_list_new     (void);

/**
 * tl_problem_list_count:
 * @problems: (element-type TlProblem): problems
 * @severity: which to count
 *
 * Returns: how many of @problems have @severity.
 */
guint      tl_problem_list_count   (GPtrArray         *problems,
                                    TlProblemSeverity  severity);

/**
 * tl_problem_list_first_error:
 * @problems: (element-type TlProblem): problems
 *
 * Returns: (transfer none) (nullable): the first error of the list, or %NULL.
 */
const TlProblem *tl_problem_list_first_error (GPtrArray *problems);

/**
 * tl_tile_id_is_valid:
 * @id: a tile id
 *
 * Returns: whether @id is a well-formed tile id: 1 to 15 ASCII letters,
 *   digits, `-` or `_`.
 */
gboolean   tl_tile_id_is_valid     (const char *id);

/**
 * tl_tile_set_id_is_valid:
 * @id: a tile set id
 *
 * Returns: whether @id is a well-formed tile set id: 1 to 255 ASCII letters,
 *   digits, `-`, `_`, `.` or `+` (tl_tile_set_combine() joins ids with `+`).
 */
gboolean   tl_tile_set_id_is_valid (const char *id);

/**
 * tl_tile_set_check:
 * @set: a tile set, finished or not (a draft as read from a file or built by
 *   the editor); the derived members of its types are not read
 * @problems: (element-type TlProblem): where the problems are appended, in the
 *   order of the tiles, then those of the whole set
 *
 * Checks every rule of a tile set (issue 12, item 3; docs/editor.md, Tile sets §3):
 *
 * - the set's id and name; at least one tile; tile ids well formed and unique;
 * - counts of at least 1, start copies no more than the count, at most
 *   %TL_MAX_TOTAL_TILES tiles in all;
 * - a set played on its own (not `addition`) has one start tile; an addition
 *   to another set has none;
 * - only the kinds of the set's game (a Discovery set only mountain, grassland
 *   and sea; Carcassonne only city, road, field and monastery);
 * - every port of every tile belongs to one segment, and every side has one
 *   kind (all city, all field, a road between two fields, one terrain);
 * - roads, cities and fields consistent with the sides: the fields, the cities
 *   they touch, the inner field and the Discovery borders are the ones
 *   tl_tile_design_build() works out from the sides (tl_tile_design_infer());
 * - warnings: a tile that can never be placed next to any tile of the set, and
 *   a set whose tiles fall into groups that can never border each other (a game
 *   can stop with tiles that fit nowhere).
 *
 * Errors are %TL_ENGINE_ERROR_INVALID_TILE problems.
 */
void       tl_tile_set_check       (const TlTileSet *set,
                                    GPtrArray       *problems);

G_END_DECLS
