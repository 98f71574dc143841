/* tl-format-error.h — the error domain of the file formats
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "tl-tile-check.h"

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
 * @TL_FORMAT_ERROR_EXISTS: the file to write exists and was not replaced
 *   (%TL_FORMAT_WRITE_NEW, tl-format-file.h)
 *
 * Every message has the shape `<origin>: <json path>: <what is wrong>`, where the
 * origin is the file's basename (or the origin string the caller gave) and the
 * path is a JSONPath such as `$.tiles[3].segments[1].ports[0]`. The message is
 * English whatever the locale (`tilelands-cli` prints it; docs/design.md §9).
 *
 * The domain is an extended one (G_DEFINE_EXTENDED_ERROR): an error set by
 * tl_format_set_error() also carries its parts — the origin, the JSON path and
 * what is wrong in a player's words, translated — which g_prefix_error(),
 * g_error_copy() and a #GTask keep. tl_format_error_describe() makes the sentence
 * a window shows of them (docs/record-format.md, "Errors").
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
  TL_FORMAT_ERROR_EXISTS,
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
 * @format: printf() format of what is wrong, in English, marked with N_() where a
 *   player may see it
 * @...: arguments for @format
 *
 * Sets @error in the %TL_FORMAT_ERROR domain with the message
 * `<origin>: <path>: <what is wrong>` (or `<origin>: <what is wrong>` without a
 * path), built from @format untranslated. The player's words are @format
 * translated (gettext domain `tilelands`) with the same arguments.
 */
void   tl_format_set_error       (GError      **error,
                                  TlFormatError code,
                                  const char   *origin,
                                  const char   *path,
                                  const char   *format,
                                  ...) G_GNUC_PRINTF (5, 6);

/**
 * tl_format_set_error_words:
 * @error: return location for an error, or %NULL
 * @code: a #TlFormatError
 * @origin: the file's basename or another origin string
 * @path: (nullable): the JSON path, as for tl_format_set_error()
 * @words: (nullable): what is wrong in a player's words, already translated (a
 *   clause that follows the path: "needs a whole number from 0 to 10, not “x”");
 *   %NULL: @format translated, as tl_format_set_error() does
 * @format: printf() format of the message's English "what is wrong" (untranslated)
 * @...: arguments for @format
 *
 * tl_format_set_error() for a message whose words for a player are not the
 * message's own (the message keeps the terms the command line has always printed).
 */
void   tl_format_set_error_words (GError      **error,
                                  TlFormatError code,
                                  const char   *origin,
                                  const char   *path,
                                  const char   *words,
                                  const char   *format,
                                  ...) G_GNUC_PRINTF (6, 7);

/**
 * tl_format_error_get_origin:
 * @error: a #GError
 *
 * Returns: (transfer none) (nullable): the origin (the file's basename) of a
 *   %TL_FORMAT_ERROR set by tl_format_set_error(); %NULL for any other error.
 */
const char *tl_format_error_get_origin (const GError *error);

/**
 * tl_format_error_get_path:
 * @error: a #GError
 *
 * Returns: (transfer none) (nullable): the JSON path of a %TL_FORMAT_ERROR set
 *   by tl_format_set_error(); %NULL for an error about the whole file and for
 *   any other error.
 */
const char *tl_format_error_get_path   (const GError *error);

/**
 * tl_format_error_get_words:
 * @error: a #GError
 *
 * Returns: (transfer none) (nullable): what is wrong in a player's words,
 *   translated in the locale of the moment the error was set, without the origin
 *   and the path; %NULL for an error not set by tl_format_set_error().
 */
const char *tl_format_error_get_words  (const GError *error);

/**
 * tl_format_path_describe:
 * @path: a JSON path such as `$.tiles[3].segments[1]`, as the formats write them
 *
 * The path in a player's words, counted from 1 as a person counts:
 * `$.tiles[3].segments[1]` is "Tile 4, segment 2", `$.turns[11].tile` "Turn 12,
 * the tile", `$.players[0].name` "Player 1, the name". A member the formats do
 * not know is named as written, in quotes ("“colour”"). Translated (gettext
 * domain `tilelands`); never a `$`.
 *
 * Returns: (transfer full) (nullable): the words, starting with a capital letter;
 *   %NULL for `$` (the whole file). Free with g_free().
 */
char       *tl_format_path_describe    (const char *path);

/**
 * tl_format_error_describe:
 * @error: any #GError
 *
 * The sentence a window shows for @error (a dialog's body, a toast): for a
 * %TL_FORMAT_ERROR set by tl_format_set_error(), the path in words
 * (tl_format_path_describe()) and what is wrong in a player's words, e.g. "Tile 6,
 * the count: needs a whole number from 0 to 10000, not “x”", or "Line 3, column
 * 16: the file ends early…" for text that is not JSON; it names neither the file
 * (the window's heading does) nor a JSON path. For any other error (the engine's,
 * the library's, GIO's), its message, with a leading `<origin>: ` taken off when
 * @error is a %TL_FORMAT_ERROR without its parts. Begins with a capital letter.
 * A quoted value (between “ or „ and ”) longer than 60 characters is cut to its
 * first 60, followed by "…" (the message keeps it whole). Never for the command
 * line, which prints the English message.
 *
 * Returns: (transfer full): the sentence; free with g_free().
 */
char       *tl_format_error_describe   (const GError *error);

/**
 * tl_format_problem_describe:
 * @problem: a problem of a tile set, from tl_tile_set_check() or from a reader
 *   of tile-set files (tl_tileset_format_read_data() and its kin)
 * @tile_id: (nullable): the id of the tile the problem is about (@problem's
 *   `tile`), as the caller shows it, or %NULL to count tiles from 1
 *
 * The sentence a window shows for @problem (a row of the tile-set editor's
 * problems), as tl_format_error_describe() does for an error: for what the file
 * reader found (%TL_FORMAT_ERROR), where it is in words (tl_format_path_describe(),
 * the tile named by @tile_id when given) and what is wrong in a player's words
 * (@problem's `words`, else its message): "Tile E, the number of copies: needs a
 * whole number from 0 to 10000, not “eight”" ("Tile 5, …" without @tile_id);
 * for the rules of the check, its message ("Tile C: its number of copies is 0;
 * …"). Begins with a capital letter; never a JSON path; quoted values cut as
 * tl_format_error_describe() cuts them.
 *
 * Returns: (transfer full): the sentence; free with g_free().
 */
char       *tl_format_problem_describe (const TlProblem *problem,
                                        const char      *tile_id);

/**
 * tl_format_sentence_dup:
 * @message: (nullable): a message in UTF-8 as the engine and the formats write
 *   it, starting lower-case so that it can follow a file's name or a "turn 4:"
 *   ("segment 2 is a sea, …", "no start square …")
 *
 * The message as a window shows it on a line of its own: its first letter
 * upper-case (title case, in any script that has cases: "ă" becomes "Ă"), the
 * rest as it is. A message that is not valid UTF-8 is copied as it is.
 *
 * Returns: (transfer full): the sentence; "" when @message is %NULL. Free it
 *   with g_free().
 */
char       *tl_format_sentence_dup     (const char *message);

G_END_DECLS
