/* tl-format-error.h — the error domain of the file formats
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TL_FORMAT_ERROR (tl_format_error_quark ())

/**
 * TlFormatError:
 * @TL_FORMAT_ERROR_PARSE: the data is not valid JSON
 * @TL_FORMAT_ERROR_MISSING: a required member is absent
 * @TL_FORMAT_ERROR_TYPE: a member has the wrong JSON type
 * @TL_FORMAT_ERROR_VALUE: a member has the right type but a value that is not allowed
 * @TL_FORMAT_ERROR_UNKNOWN_TILE: a tile id (or tile set id) that the tile set does not have
 * @TL_FORMAT_ERROR_VERSION: not a file of this format, or a version this build cannot read
 * @TL_FORMAT_ERROR_IO: the file could not be read or written
 * @TL_FORMAT_ERROR_TOO_LARGE: the file is larger than %TL_FORMAT_MAX_FILE_SIZE
 *   (tl-format-file.h) and was not read
 *
 * Every message has the shape `<origin>: <json path>: <what is wrong>`, where the
 * origin is the file's basename (or the origin string the caller gave) and the
 * path is a JSONPath such as `$.tiles[3].segments[1].ports[0]`.
 */
typedef enum {
  TL_FORMAT_ERROR_PARSE,
  TL_FORMAT_ERROR_MISSING,
  TL_FORMAT_ERROR_TYPE,
  TL_FORMAT_ERROR_VALUE,
  TL_FORMAT_ERROR_UNKNOWN_TILE,
  TL_FORMAT_ERROR_VERSION,
  TL_FORMAT_ERROR_IO,
  TL_FORMAT_ERROR_TOO_LARGE,
} TlFormatError;

/**
 * tl_format_error_quark:
 *
 * Returns: the #GQuark of the %TL_FORMAT_ERROR domain.
 */
GQuark tl_format_error_quark (void);

/**
 * tl_format_set_error:
 * @error: return location for an error, or %NULL
 * @code: a #TlFormatError
 * @origin: the file's basename or another origin string
 * @path: (nullable): the JSON path of the offending value, e.g. `$.turns[4].draw`;
 *   %NULL for errors about the whole file (reading, writing)
 * @format: printf() format of what is wrong
 * @...: arguments for @format
 *
 * Sets @error in the %TL_FORMAT_ERROR domain with the message
 * `<origin>: <path>: <what is wrong>` (or `<origin>: <what is wrong>` without a path).
 */
void   tl_format_set_error   (GError      **error,
                              TlFormatError code,
                              const char   *origin,
                              const char   *path,
                              const char   *format,
                              ...) G_GNUC_PRINTF (5, 6);

G_END_DECLS
