/* tl-map-format.h — map layouts as JSON (docs/design.md §3)
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
 * tl_map_format_read_json:
 * @root: the layout object: `{"format":"tilelands-map","version":1,"id","name",
 *   "width","height","cells":[row strings]}`; each row string has one character
 *   per cell, west to east: `.` playable, `#` blocked, `S` start, `T` town,
 *   `p`/`o`/`b` outlined purple/orange/light-blue, `h` half square
 *   (docs/rules/maps.md §5); `format` and `version` may be left out when embedded
 * @origin: the file name (or another origin) for messages
 * @path: the JSON path of @root, `$` for a whole file
 * @deck_tiles: the deck's tiles for tl_map_layout_check(), or 0 (not known)
 * @problems: (element-type TlMapProblem): where to append every problem
 * @error: return location for an error, or %NULL
 *
 * Reads a layout that may break rules (a draft of the map editor, a file
 * `tilelands-cli map validate` lists the problems of): what cannot be read at
 * all is an error, what can is read and every broken rule appended to
 * @problems — a row of another length than `width` (%TL_MAP_PROBLEM_ROW_LENGTH,
 * its `y`), more or fewer rows than `height` (%TL_MAP_PROBLEM_ROW_COUNT), an
 * unknown cell character (%TL_MAP_PROBLEM_UNKNOWN_CELL, the cell; it reads as
 * blocked, as do the cells a short row leaves out), then those of
 * tl_map_layout_check(). tl_map_format_problem_path() gives each its JSON path.
 *
 * Errors: %TL_FORMAT_ERROR with `<origin>: <json path>: <what is wrong>` — a
 * missing or mistyped member, a row that is not a string, a width or height
 * outside 1…256.
 *
 * Returns: (transfer full) (nullable): the layout, unfinished (check
 * @problems), or %NULL with @error set.
 */
TlMapLayout  *tl_map_format_read_json    (JsonNode    *root,
                                          const char  *origin,
                                          const char  *path,
                                          guint        deck_tiles,
                                          GPtrArray   *problems,
                                          GError     **error);

/**
 * tl_map_format_read_data:
 * @data: JSON text
 * @length: its length in bytes, or -1 when NUL-terminated
 * @origin: the file name for messages
 * @deck_tiles: as for tl_map_format_read_json()
 * @problems: (element-type TlMapProblem): as for tl_map_format_read_json()
 * @error: return location for an error, or %NULL
 *
 * Returns: (transfer full) (nullable): the layout (see tl_map_format_read_json());
 * %TL_FORMAT_ERROR_PARSE when @data is not JSON.
 */
TlMapLayout  *tl_map_format_read_data    (const char  *data,
                                          gssize       length,
                                          const char  *origin,
                                          guint        deck_tiles,
                                          GPtrArray   *problems,
                                          GError     **error);

/**
 * tl_map_format_problem_path:
 * @path: the JSON path of the layout object, `$` for a whole file
 * @problem: a problem of that layout
 *
 * Returns: (transfer full): the JSON path a problem is about: the row string
 * `$.cells[y]` of the cell or row it names, else `$.cells`.
 */
char         *tl_map_format_problem_path (const char         *path,
                                          const TlMapProblem *problem);

/**
 * tl_map_format_load_json:
 * @root: the layout object (see tl_map_format_read_json())
 * @origin: the file name (or another origin) for messages
 * @path: the JSON path of @root, `$` for a whole file
 * @error: return location for an error, or %NULL
 *
 * Reads a layout that keeps every rule: what tl_map_format_read_json() refuses,
 * and its first problem as %TL_FORMAT_ERROR_VALUE
 * `<origin>: <path of the problem>: <its message>`, followed by
 * ` (and N more problems)` when there are more.
 *
 * Returns: (transfer full) (nullable): the layout.
 */
TlMapLayout  *tl_map_format_load_json    (JsonNode    *root,
                                          const char  *origin,
                                          const char  *path,
                                          GError     **error);

/**
 * tl_map_format_load_data:
 * @data: JSON text
 * @length: its length in bytes, or -1 when NUL-terminated
 * @origin: the file name for messages
 * @error: return location for an error, or %NULL
 *
 * Returns: (transfer full) (nullable): the layout (see tl_map_format_load_json()).
 */
TlMapLayout  *tl_map_format_load_data    (const char  *data,
                                          gssize       length,
                                          const char  *origin,
                                          GError     **error);

/**
 * tl_map_format_load_file:
 * @path: a file name
 * @error: return location for an error, or %NULL
 *
 * Returns: (transfer full) (nullable): the layout; %TL_FORMAT_ERROR_IO when the
 * file cannot be read.
 */
TlMapLayout  *tl_map_format_load_file    (const char  *path,
                                          GError     **error);

/**
 * tl_map_format_load_builtin:
 * @id: `"usa-west"`, `"usa-east"` or `"usa-both"` (the first two joined at the
 *   seam, docs/rules/maps.md §5.3 — computed, not stored)
 * @error: return location for an error, or %NULL
 *
 * The built-in layouts are reconstructions (docs/rules/maps.md §5); their names say so.
 *
 * Returns: (transfer full) (nullable): the layout; %TL_FORMAT_ERROR_VALUE for an
 * unknown id (listing the known ones).
 */
TlMapLayout  *tl_map_format_load_builtin (const char  *id,
                                          GError     **error);

/**
 * tl_map_format_is_builtin:
 * @id: a layout id
 *
 * Returns: whether tl_map_format_load_builtin() knows @id.
 */
gboolean      tl_map_format_is_builtin   (const char *id);

/**
 * tl_map_format_to_json:
 * @layout: a layout (a joined one is written with its seam as full squares)
 *
 * Returns: (transfer full): the layout object, with `format` and `version`.
 */
JsonNode     *tl_map_format_to_json      (const TlMapLayout *layout);

/**
 * tl_map_format_to_data:
 * @layout: a layout
 * @length: (out) (optional): length of the text
 *
 * Returns: (transfer full): the layout as pretty-printed JSON text.
 */
char         *tl_map_format_to_data      (const TlMapLayout *layout,
                                          gsize             *length);

G_END_DECLS
