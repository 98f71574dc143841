/* tl-record-format.h — game records as JSON (DESIGN.md §4)
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
 * TL_RECORD_FORMAT_VERSION:
 *
 * The newest `version` of `tilelands-game` files this build reads and writes.
 */
#define TL_RECORD_FORMAT_VERSION 1

/**
 * tl_record_format_load_file:
 * @path: a file name (a `.tilelands` game record)
 * @error: return location for an error, or %NULL
 *
 * Reads a game record; messages name the file's basename.
 * Errors: %TL_FORMAT_ERROR_IO when the file cannot be read, and every error of
 * tl_record_format_load_data().
 *
 * Returns: (transfer full) (nullable): the record; free with tl_record_free().
 */
TlRecord *tl_record_format_load_file (const char  *path,
                                      GError     **error);

/**
 * tl_record_format_load_data:
 * @data: the JSON text
 * @length: length of @data in bytes, or -1 when nul-terminated
 * @origin: what to call the data in messages (usually a file's basename)
 * @error: return location for an error, or %NULL
 *
 * Parses and checks a game record (`{"format":"tilelands-game","version":1,…}`):
 *
 * - required: `game` (`"carcassonne"` or `"discovery"`), `tileset` (a built-in
 *   id, or an inline tile set object), `players` (1 to 5 objects with a required
 *   `name` and optional `color` (default red, blue, green, yellow, black by seat),
 *   `kind` (`"human"` default, or `"ai"`) and `level` (0..9, default 1)), `seed`
 *   (an integer) and `turns`;
 * - optional: `expansions` (list of `"gifts"`, `"map-chips"`), `map` (null or a
 *   map id), `options` — either an object of switches such as
 *   `{"farmers": true, "small-city-two": false, "equal-turns": true}` or a list
 *   of names of switches to turn on (`"no-farmers"` turns farmers off), unknown
 *   switches ignored — `setup.start` (a list of `{"x","y","tile","r"}`) and
 *   `setup.aside` (tile ids set aside face up by the equal-turns variant of The
 *   Discovery; only with the option `"equal-turns"`);
 * - each turn: optional `draw` (tile id) and `discard` (tile ids), `place`
 *   `{"x","y","r"}` with r in 0..3, optional `meeple` `{"port"}` with a port
 *   name (`"N"`, …, `"C"`) and optional `x`, `y`, and optional `recall`
 *   `{"x","y","port"}` (The Discovery: the tile and port of the segment on which
 *   the player's recalled follower stands; all three required).
 *
 * Unknown members are ignored. Only the format is checked here; whether the turns
 * are legal is for tl_game_state_replay().
 * Errors (%TL_FORMAT_ERROR, message `<origin>: <json path>: <what is wrong>`):
 * %TL_FORMAT_ERROR_PARSE, %TL_FORMAT_ERROR_VERSION, %TL_FORMAT_ERROR_MISSING,
 * %TL_FORMAT_ERROR_TYPE, %TL_FORMAT_ERROR_VALUE, and %TL_FORMAT_ERROR_UNKNOWN_TILE
 * for a tile id the tile set does not have or an unknown built-in tile set;
 * errors in an inline tile set carry paths under `$.tileset`.
 *
 * Returns: (transfer full) (nullable): the record; free with tl_record_free().
 */
TlRecord *tl_record_format_load_data (const char  *data,
                                      gssize       length,
                                      const char  *origin,
                                      GError     **error);

/**
 * tl_record_format_to_json:
 * @record: a record
 *
 * The tile set is written by id when @record's `tileset_inline` is %FALSE and a
 * built-in set of that id exists, else inline. Draws are written whenever known;
 * `setup.aside` whenever the record has set-aside tiles. Options: `farmers` and
 * `small-city-two` for Carcassonne (and for a Discovery record only when they
 * differ from the defaults), `equal-turns` for The Discovery (and whenever on).
 *
 * Returns: (transfer full): the record as a JSON object; free with json_node_unref().
 */
JsonNode *tl_record_format_to_json   (const TlRecord *record);

/**
 * tl_record_format_to_data:
 * @record: a record
 * @length: (out) (optional): length of the text in bytes
 *
 * Returns: (transfer full): the record as pretty-printed JSON (see
 *   tl_record_format_to_json()) that tl_record_format_load_data() reads back to
 *   an equal record; free with g_free().
 */
char     *tl_record_format_to_data   (const TlRecord *record,
                                      gsize          *length);

/**
 * tl_record_format_save_file:
 * @record: a record
 * @path: the file to write
 * @error: return location for an error, or %NULL
 *
 * Writes the record atomically (g_file_set_contents(): a reader sees the old file
 * or the new one, never a partial one). Errors: %TL_FORMAT_ERROR_IO naming the
 * file's basename and the reason.
 *
 * Returns: %TRUE when written.
 */
gboolean  tl_record_format_save_file (const TlRecord  *record,
                                      const char      *path,
                                      GError         **error);

G_END_DECLS
