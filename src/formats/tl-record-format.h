/* tl-record-format.h — game records as JSON (docs/design.md §4)
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
 * The newest `version` of `tilelands-game` files this build reads. Version 2
 * changed the double-tile variant (two tiles held between turns, every tile
 * drawn named) and Map-Chips reveals (removed tiles named); version 3 adds
 * `turn_in_progress`, a turn played as far as it can no longer be taken back;
 * version 4 is a player's view of an online game (`view`, no `seed`, `"?"`
 * wherever something is hidden from that player, docs/design.md §10).
 * docs/record-format.md says what changed. Version 1 (Tilelands 0.1.0) still
 * loads where it means the same game.
 */
#define TL_RECORD_FORMAT_VERSION 4

/**
 * TL_RECORD_FORMAT_VERSION_IN_PROGRESS:
 *
 * The version written for a whole record with a turn in progress.
 */
#define TL_RECORD_FORMAT_VERSION_IN_PROGRESS 3

/**
 * TL_RECORD_FORMAT_VERSION_VIEW:
 *
 * The version of a player's view of an online game (a record with `view`),
 * whatever else it holds; a Tilelands that reads only versions up to 3 refuses
 * it as made by a newer Tilelands.
 */
#define TL_RECORD_FORMAT_VERSION_VIEW 4

/**
 * TlRecordLoadFlags:
 * @TL_RECORD_LOAD_VIEW: accept a player's view of an online game (version 4,
 *   `view`): for the command line's `project`, `replay` and `render` and for the
 *   network; Load, Import and Continue never pass it
 *
 * How tl_record_format_load_data_full() reads.
 */
typedef enum {
  TL_RECORD_LOAD_VIEW = 1 << 0,
} TlRecordLoadFlags;

/**
 * TL_RECORD_FORMAT_VERSION_WHOLE_TURNS:
 *
 * The version written for a record without a turn in progress, which versions
 * 2 and 3 mean alike (so that a Tilelands that reads only version 2 still opens
 * it); a record with one is written as %TL_RECORD_FORMAT_VERSION_IN_PROGRESS.
 */
#define TL_RECORD_FORMAT_VERSION_WHOLE_TURNS 2

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
 * - optional: `id` (the game's UUID, a string such as
 *   `"0f8fad5b-d9cb-469f-a165-70867728950e"`, either case; kept in lower case),
 *   `expansions` (list of `"gifts"`, `"map-chips"`), `map` (null, a
 *   built-in map id `"usa-west"`, `"usa-east"`, `"usa-both"`, or an inline map
 *   layout object as tl_map_format_load_json() reads; sets @map, @map_layout and
 *   @map_inline of the record), `options` — either an object of switches such as
 *   `{"farmers": true, "small-city-two": false, "equal-turns": true}` or a list
 *   of names of switches to turn on (`"no-farmers"` turns farmers off), unknown
 *   switches ignored (switches: `farmers`, `small-city-two`, `equal-turns`,
 *   `double-tile`) — `setup.start` (a list of `{"x","y","tile","r"}`),
 *   `setup.aside` (tile ids set aside face up by the equal-turns variant of The
 *   Discovery; only with the option `"equal-turns"`) and `setup.hands` (tile ids,
 *   the tile each player holds at the start of the double-tile variant, in seat
 *   order; only with the option `"double-tile"`), `setup.chips` (Map-Chips: a list
 *   of `{"x","y","chip"}`, chip `"<colour>-<value>"` with colour purple, orange or
 *   light-blue and value 1 or 2) and `setup.face_down` (Map-Chips: a list of
 *   `{"x","y","tile"}`), both only with the expansion `"map-chips"`;
 * - each turn: optional `draw` (tile id) and `discard` (tile ids), `place`
 *   `{"x","y","r"}` with r in 0..3 (a last turn may be only `{"discard": [...]}`,
 *   when the last tiles of the stack fit nowhere: tl_game_state_replay() checks
 *   that each fits nowhere and that the stack is then empty;
 *   docs/record-format.md), optional `meeple` `{"port"}` with a port
 *   name (`"N"`, …, `"C"`) and optional `x`, `y`, and optional `recall`
 *   `{"x","y","port"}` (The Discovery: the tile and port of the segment on which
 *   the player's recalled follower stands; all three required); optional `play`
 *   (double tile: the id of the held tile placed instead of the one drawn);
 *   optional `gift` (The Gifts: a card opened before placing) with a required
 *   `card` (`"synod"`, `"road-sweeper"`, `"cash-out"`, `"change-position"` or
 *   `"take-2"`) and only the members that card uses: `at` `{"x","y","port"}`
 *   (every card but take-2), `to` `{"x","y","port"}` (change-position),
 *   `second`, `discard` (a list) and `keep` (tile ids; take-2); optional
 *   `received` (The Gifts: the card name of the gift received this turn);
 *   optional `peek` `{"x","y"}` and `reveal` (a list of `{"x","y","r"}`)
 *   (Map-Chips, only with that expansion);
 * - version 3: optional `turn_in_progress`, a turn with the members above, played
 *   as far as it can no longer be taken back (`place` may be missing when only a
 *   gift was opened); its paths are `$.turn_in_progress…`. In versions 1 and 2
 *   it is an unknown member.
 *
 * Unknown members are ignored. Only the format is checked here; whether the turns
 * are legal is for tl_game_state_replay().
 * Errors (%TL_FORMAT_ERROR, message `<origin>: <json path>: <what is wrong>`):
 * %TL_FORMAT_ERROR_PARSE, %TL_FORMAT_ERROR_VERSION, %TL_FORMAT_ERROR_MISSING,
 * %TL_FORMAT_ERROR_TYPE, %TL_FORMAT_ERROR_VALUE (also for an `id` that is not a
 * UUID, an unknown gift card
 * name, a `gift` member its card does not use, `setup.aside` or `setup.hands`
 * without their option, an unknown map or chip name, Map-Chips members without
 * the expansion), and %TL_FORMAT_ERROR_UNKNOWN_TILE
 * for a tile id the tile set does not have or an unknown built-in tile set;
 * errors in an inline tile set carry paths under `$.tileset`, in an inline map
 * under `$.map`.
 *
 * Returns: (transfer full) (nullable): the record; free with tl_record_free().
 */
TlRecord *tl_record_format_load_data (const char  *data,
                                      gssize       length,
                                      const char  *origin,
                                      GError     **error);

/**
 * tl_record_format_load_data_full:
 * @data: the JSON text
 * @length: length of @data in bytes, or -1 when nul-terminated
 * @origin: what to call the data in messages
 * @flags: %TL_RECORD_LOAD_VIEW to accept a player's view of an online game
 * @error: return location for an error, or %NULL
 *
 * tl_record_format_load_data(), which is this with no flags. A player's view
 * (version 4, docs/design.md §10) has `view` (the seat, from 0; required) and no
 * `seed` (refused when present), and `"?"` for a tile, card or chip hidden from
 * that seat where one may be hidden: a turn's `draw` and `replace`, a gift's
 * `second` and `received`, a `peek`'s `tile`, `setup.hands`, `setup.face_down`'s
 * `tile` and `setup.chips`' `chip` (%TL_HIDDEN in memory); `"?"` anywhere else,
 * or in a whole record, is %TL_FORMAT_ERROR_VALUE. Without the flag a view is
 * refused with %TL_FORMAT_ERROR_VALUE, "a player's view of an online game (of
 * player N): it cannot be loaded, imported or continued as a local game" (no
 * JSON path).
 *
 * Returns: (transfer full) (nullable): the record (its `view` -1 for a whole
 *   record); free with tl_record_free().
 */
TlRecord *tl_record_format_load_data_full (const char        *data,
                                           gssize             length,
                                           const char        *origin,
                                           TlRecordLoadFlags  flags,
                                           GError           **error);

/**
 * tl_record_format_load_file_full:
 * @path: a file name
 * @flags: as for tl_record_format_load_data_full()
 * @error: return location for an error, or %NULL
 *
 * tl_record_format_load_file() with @flags.
 *
 * Returns: (transfer full) (nullable): the record; free with tl_record_free().
 */
TlRecord *tl_record_format_load_file_full (const char        *path,
                                           TlRecordLoadFlags  flags,
                                           GError           **error);

/**
 * tl_record_format_to_json:
 * @record: a record
 *
 * The record's `id` is written (after `version`) when it has one. The tile set
 * is written by id when @record's `tileset_inline` is %FALSE and a
 * built-in set of that id exists, else inline. Draws are written whenever known;
 * `setup.aside` whenever the record has set-aside tiles, `setup.hands` whenever
 * it has starting hands; a turn's `play`, `gift` (only the members its card
 * uses) and `received` whenever set. The map by id when it is built in and was
 * not inline, else inline; `setup.chips` and `setup.face_down` whenever the
 * record has them (a game's own record always has them with Map-Chips: the
 * engine writes what it dealt); a turn's `peek` and `reveal` whenever set;
 * `turn_in_progress` when the record has one, and then `version` 3, else 2
 * (%TL_RECORD_FORMAT_VERSION_WHOLE_TURNS). A player's view (@record's `view`
 * set) is written as version 4 with `view`, without `seed`, and `"?"` for
 * each %TL_HIDDEN. Every identity the record names is written: a Map-Chips
 * turn's `chip`, `turned`, a `peek`'s `tile` and each `reveal`'s `tile`. Options: `farmers` and `small-city-two` for
 * Carcassonne (and for a Discovery record only when they differ from the
 * defaults), `equal-turns` and `double-tile` for The Discovery (and whenever on).
 *
 * Returns: (transfer full): the record as a JSON object; free with json_node_unref().
 */
JsonNode *tl_record_format_to_json   (const TlRecord *record);

/**
 * tl_record_format_turn_to_json:
 * @record: the record @turn belongs to (its tile set, expansions and view)
 * @turn: one of its turns, or its turn in progress
 *
 * One element of `turns` as tl_record_format_to_json() writes it: what a host
 * sends of a step (docs/design.md §10).
 *
 * Returns: (transfer full): the turn as a JSON object; free with json_node_unref().
 */
JsonNode *tl_record_format_turn_to_json   (const TlRecord     *record,
                                           const TlTurnRecord *turn);

/**
 * tl_record_format_turn_from_json:
 * @record: the record the turn belongs to: its tile set, expansions and options
 *   say which members it may have, its `view` whether `"?"` may stand in them
 * @node: a turn object
 * @origin: what to call the data in messages
 * @path: the turn's JSON path in messages (`$.turns[3]`, `$.step`)
 * @turn: (out caller-allocates): the turn read; clear it with tl_turn_record_clear()
 * @error: return location for an error, or %NULL
 *
 * Reads one turn as tl_record_format_load_data() reads each of `turns`, with
 * the same errors (%TL_FORMAT_ERROR, paths under @path).
 *
 * Returns: %TRUE when read (on %FALSE @turn holds nothing to clear).
 */
gboolean  tl_record_format_turn_from_json (const TlRecord  *record,
                                           JsonNode        *node,
                                           const char      *origin,
                                           const char      *path,
                                           TlTurnRecord    *turn,
                                           GError         **error);

/**
 * tl_record_format_options_to_json:
 * @record: a record
 *
 * Returns: (transfer full): the record's `options` member alone, exactly as
 *   tl_record_format_to_json() writes it; free with json_node_unref().
 */
JsonNode *tl_record_format_options_to_json (const TlRecord *record);

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
 * Writes the record safely with tl_format_write_file(): a reader, or a save
 * killed half-way, finds the old file or the new one, never a part; a symbolic
 * link is written through to its file; an existing file keeps its permissions.
 * Errors: %TL_FORMAT_ERROR_IO naming the basename of @path and the reason.
 *
 * Returns: %TRUE when written.
 */
gboolean  tl_record_format_save_file (const TlRecord  *record,
                                      const char      *path,
                                      GError         **error);

/**
 * tl_record_format_color_is_known:
 * @color: a player's colour as written in a record
 *
 * Whether a record may give a player @color: one of the default colours' names
 * (red, blue, green, yellow, black) in any case, or `#rgb` / `#rrggbb`
 * (docs/record-format.md). A host checks a seat's colour from `hello` with it.
 *
 * Returns: %TRUE for a colour a record may hold.
 */
gboolean tl_record_format_color_is_known (const char *color);

G_END_DECLS
