/* tl-map-format.h — map layouts as JSON (DESIGN.md §3)
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
 * tl_map_format_load_json:
 * @root: the layout object: `{"format":"tilelands-map","version":1,"id","name",
 *   "width","height","cells":[row strings]}`; each row string has one character
 *   per cell, west to east: `.` playable, `#` blocked, `S` start, `T` town,
 *   `p`/`o`/`b` outlined purple/orange/light-blue, `h` half square
 *   (rules/maps.md §5); `format` and `version` may be left out when embedded
 * @origin: the file name (or another origin) for messages
 * @path: the JSON path of @root, `$` for a whole file
 * @error: return location for an error, or %NULL
 *
 * Errors: %TL_FORMAT_ERROR with `<origin>: <json path>: <what is wrong>` — a
 * missing or mistyped member, a row of another length than `width`, more or
 * fewer rows than `height`, an unknown cell character (naming the cell as
 * (x, y)), and every layout rule of tl_map_layout_finish() (no start square …).
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
 *   seam, maps.md §5.3 — computed, not stored)
 * @error: return location for an error, or %NULL
 *
 * The built-in layouts are reconstructions (rules/maps.md §5); their names say so.
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
