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
 * TlFormatWriteFlags:
 * @TL_FORMAT_WRITE_REPLACE: an existing file is replaced (its permissions kept)
 * @TL_FORMAT_WRITE_NEW: an existing file is left as it is and the write fails
 *   with %TL_FORMAT_ERROR_EXISTS (checked when the file is put in place, in one
 *   step: a file made meanwhile is not replaced either)
 *
 * How tl_format_write_file_full() and tl_format_new_file_begin() treat a file
 * that exists.
 */
typedef enum {
  TL_FORMAT_WRITE_REPLACE = 0,
  TL_FORMAT_WRITE_NEW = 1 << 0,
} TlFormatWriteFlags;

/**
 * tl_format_write_file:
 * @path: (type filename): the file to write, as the user named it
 * @data: the bytes to write
 * @length: their number
 * @error: return location for an error, or %NULL
 *
 * tl_format_write_file_full() with %TL_FORMAT_WRITE_REPLACE.
 *
 * Returns: %TRUE when written.
 */
gboolean  tl_format_write_file   (const char  *path,
                                  const char  *data,
                                  gsize        length,
                                  GError     **error);

/**
 * tl_format_write_file_full:
 * @path: (type filename): the file to write, as the user named it
 * @data: the bytes to write
 * @length: their number
 * @flags: whether a file that exists is replaced
 * @error: return location for an error, or %NULL
 *
 * Writes @data to @path safely: into a new file in the same folder, then moved
 * over the old one in one step, so that a reader (or a save killed half-way)
 * finds the old file or the new one, never a part. When @path is a symbolic
 * link, the file it points to is written and the link stays — except a link
 * in a sticky folder (`/tmp`: +t) made by another user than this one and the
 * folder's owner, which is not followed (as the kernel's protected_symlinks
 * rule does for open(); the writer resolves links itself, so that rule would
 * not apply): the write fails. An existing file keeps its permissions (and its
 * owner and group when the process may set them); a new one gets 0666 less the
 * umask. The new file is unnamed until it is complete (O_TMPFILE) where the
 * file system allows it; elsewhere it is a hidden `.NAME.tilelands-PID-XXXXXX`
 * beside the file, and such files left by a process that no longer runs (a save
 * that was killed) are removed by the next save of NAME.
 *
 * Where no new file can be made beside @path (permission denied, a read-only
 * mount around a file bound in writable, the document portal's folder of one
 * file, `/run/user/UID/doc/ID/`, where a sandboxed app writes the file the user
 * chose), the file is written in place instead: opened (made, when it does not
 * exist), truncated, written and flushed to the disk — not in one step, so a
 * crash half-way would leave a part; its permissions and owner stay as they were.
 *
 * Errors: %TL_FORMAT_ERROR_IO `<basename of @path>: cannot write the file:
 * <why>` (a link another user made in a shared folder: `it is a link another
 * user made in a shared folder, which is not followed`), naming the file the
 * user chose, never a temporary one; %TL_FORMAT_ERROR_EXISTS `<basename>:
 * cannot write the file: it exists already` with %TL_FORMAT_WRITE_NEW.
 *
 * Returns: %TRUE when written.
 */
gboolean  tl_format_write_file_full (const char          *path,
                                     const char          *data,
                                     gsize                length,
                                     TlFormatWriteFlags   flags,
                                     GError             **error);

/**
 * TlFormatNewFile:
 *
 * A file being written by someone else than tl_format_write_file_full() (an
 * SQLite copy of the library) that is put in place the same way: made empty
 * and hidden beside its target by tl_format_new_file_begin(), filled through
 * tl_format_new_file_get_path(), then moved over the target in one step by
 * tl_format_new_file_commit(), or removed by tl_format_new_file_free().
 */
typedef struct _TlFormatNewFile TlFormatNewFile;

/**
 * tl_format_new_file_begin:
 * @path: (type filename): the file to write in the end, as the user named it
 * @flags: whether a file that exists will be replaced
 * @error: return location for an error, or %NULL
 *
 * Makes an empty hidden file `.NAME.tilelands-PID-XXXXXX.part` beside the file
 * @path names (its links followed as tl_format_write_file_full() follows them);
 * where no file can be made there, an empty `tilelands-NAME-XXXXXX.part` in the
 * temporary folder (g_get_tmp_dir()), whose contents the commit copies into the
 * file in place, as tl_format_write_file_full() falls back to.
 * Errors: those of tl_format_write_file_full().
 *
 * Returns: (transfer full) (nullable): the new file; free with tl_format_new_file_free().
 */
TlFormatNewFile *tl_format_new_file_begin    (const char          *path,
                                              TlFormatWriteFlags   flags,
                                              GError             **error);
/* (transfer none): the file to fill (an absolute or relative path, never a URI): hidden
 * beside the target, or in the temporary folder when the target is written in place */
const char      *tl_format_new_file_get_path (TlFormatNewFile     *file);
/**
 * tl_format_new_file_commit:
 * @file: a new file, filled
 * @error: return location for an error, or %NULL
 *
 * Flushes it to the disk and puts it in place of the file it was begun for:
 * replacing it (keeping its permissions and owner) or, with
 * %TL_FORMAT_WRITE_NEW, only when there is none yet. Errors: those of
 * tl_format_write_file_full(); after an error the hidden file is removed by
 * tl_format_new_file_free().
 *
 * Returns: %TRUE when in place.
 */
gboolean         tl_format_new_file_commit   (TlFormatNewFile     *file,
                                              GError             **error);
/* Removes the hidden file unless it was committed; frees @file. */
void             tl_format_new_file_free     (TlFormatNewFile     *file);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlFormatNewFile, tl_format_new_file_free)

G_END_DECLS
