/* tl-format-file.h — reading and writing the files of the formats safely
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TL_FORMAT_MAX_FILE_SIZE:
 *
 * The largest game record, tile set or map layout file Tilelands reads, in
 * bytes (16 MB). A whole game is about 40 kB; the largest file the app can
 * write (a record with an inline tile set of 10,000 distinct tiles) about 10 MB.
 * json-glib needs about 30 times a file's size in memory to parse it (a 16 MB
 * file: 1.9 s and 480 MB here), so a larger file is refused at once, before it
 * is read or parsed (docs/record-format.md).
 */
#define TL_FORMAT_MAX_FILE_SIZE (16 * 1000 * 1000)

/**
 * tl_format_check_size:
 * @size: a size in bytes
 * @origin: the file's basename (or another origin), for the message
 * @error: return location for an error, or %NULL
 *
 * Errors: %TL_FORMAT_ERROR_TOO_LARGE `<origin>: the file is 100.0 MB; a Tilelands
 * file may be at most 16.0 MB (it was not loaded)` when @size is over
 * %TL_FORMAT_MAX_FILE_SIZE.
 *
 * Returns: %TRUE when @size is allowed.
 */
gboolean  tl_format_check_size   (guint64      size,
                                  const char  *origin,
                                  GError     **error);

/**
 * tl_format_read_file:
 * @path: (type filename): the file to read
 * @contents: (out) (transfer full): its bytes, nul-terminated; free with g_free()
 * @length: (out): their number, without the nul
 * @error: return location for an error, or %NULL
 *
 * Reads a whole file of at most %TL_FORMAT_MAX_FILE_SIZE bytes: a regular file
 * that is larger is refused before anything is read (see
 * tl_format_check_size()), any other (a pipe, a device) once it gives more:
 * %TL_FORMAT_ERROR_TOO_LARGE `<basename>: the file is larger than 16.0 MB, the
 * most a Tilelands file may be (it was not loaded)`. Errors also:
 * %TL_FORMAT_ERROR_IO `<basename>: cannot read the file: <why>`.
 *
 * Returns: %TRUE when read.
 */
gboolean  tl_format_read_file    (const char  *path,
                                  char       **contents,
                                  gsize       *length,
                                  GError     **error);

/**
 * tl_format_write_file:
 * @path: (type filename): the file to write, as the user named it
 * @data: the bytes to write
 * @length: their number
 * @error: return location for an error, or %NULL
 *
 * Writes @data to @path safely: into a new file in the same folder, then moved
 * over the old one in one step, so that a reader (or a save killed half-way)
 * finds the old file or the new one, never a part. When @path is a symbolic
 * link, the file it points to is written and the link stays. An existing file
 * keeps its permissions (and its owner and group when the process may set
 * them); a new one gets 0666 less the umask. The new file is unnamed until it is
 * complete (O_TMPFILE) where the file system allows it; elsewhere it is a hidden
 * `.NAME.tilelands-PID-XXXXXX` beside the file, and such files left by a
 * process that no longer runs (a save that was killed) are removed by the next
 * save of NAME. Errors: %TL_FORMAT_ERROR_IO `<basename of @path>: cannot write
 * the file: <why>`, naming the file the user chose, never a temporary one.
 *
 * Returns: %TRUE when written.
 */
gboolean  tl_format_write_file   (const char  *path,
                                  const char  *data,
                                  gsize        length,
                                  GError     **error);

G_END_DECLS
