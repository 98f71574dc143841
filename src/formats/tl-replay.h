/* tl-replay.h — replaying a game record to its result (docs/design.md §4)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one code path behind `tilelands-cli replay` and the rule tests.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tl-engine.h"
#include "tl-format-error.h"

G_BEGIN_DECLS

/**
 * tl_replay_result_to_json:
 * @state: a game (between turns or over)
 *
 * Describes the game as the result object of docs/design.md §4:
 * `{"scores":[…], "final_scores":[…], "supply":[…], "gifts_held":[…],
 *   "tiles_left":N, "events":[…]}`
 *
 * - `scores`: points per player after the last turn, before end-of-game scoring;
 * - `final_scores`: points per player after end-of-game scoring, present only
 *   when the game is over (%TL_PHASE_OVER);
 * - `supply`: followers in each player's supply (end-of-game scoring leaves
 *   followers on the board, so this is also the supply before it);
 * - `gifts_held`: unopened gift cards per player (0 without The Gifts);
 * - `gift_deck`, `gift_discard` (extra members, only in a game with The Gifts):
 *   the number of cards in the face-down gift deck, and the face-up discard
 *   pile as card names (`"synod"`, …), oldest first — both public;
 * - `chips_left`, `face_down_left`, `removed` (extra members, only in a game
 *   with Map-Chips, tl_map_chips_counts()): chips still on towns, tiles still
 *   face down on their squares, and revealed tiles that fitted nowhere and left
 *   the game;
 * - `hands` (extra member, only with the double-tile variant): per player the
 *   list of tile ids held (two between turns, fewer once the stack is empty);
 * - `tiles_left`: tiles still in the stack as the record stands (the tile
 *   the next turn draws is still in it; the library counts the same:
 *   tl_game_state_tiles_left_recorded());
 * - `events`: every scoring, in order, as
 *   `{"turn":N, "final":bool, "kind":"city", "tiles":3, "x":0, "y":-1,
 *     "port":"N", "points":[per player]}` (see #TlScoreEvent); for points that
 *   come from no feature "kind" names their source: `"gifts"` (unopened gifts
 *   at the end), `"chip"` (a Map-Chips chip) or `"reveal"` (a face-down tile
 *   revealed), with "tiles" 0 and "port" `"C"`.
 *
 * `scores` is the players' score minus the points of the final events (features
 * scored at the end and end-of-game bonuses such as unopened gifts).
 *
 * Returns: (transfer full): the result object; free with json_node_unref().
 */
JsonNode *tl_replay_result_to_json (TlGameState *state);

/**
 * tl_replay_event_kind_name:
 * @event: a scoring event
 *
 * Returns: (transfer none): the event's `"kind"` as tl_replay_result_to_json()
 * writes it: the feature kind (tl_segment_kind_name()), or for points that come
 * from no feature their source, `"gifts"`, `"chip"` or `"reveal"`.
 */
const char *tl_replay_event_kind_name (const TlScoreEvent *event);

/**
 * tl_replay_record_state:
 * @record: a game record
 * @origin: what to call the record in messages (usually the file's basename)
 * @final: whether to run end-of-game scoring after the last turn even when
 *   tiles are left in the stack
 * @error: return location for an error, or %NULL
 *
 * Replays @record with tl_game_state_replay() and runs end-of-game scoring
 * (tl_game_state_finish()) when @final is set or the stack is empty (a game whose
 * last tile was played is already over) — but never in the middle of a turn. A
 * record with a turn in progress (`turn_in_progress`, docs/record-format.md) is
 * left where that turn stopped, without end-of-game scoring; with @final it is
 * replayed without that turn (the game as it stood after its last whole turn)
 * and then scored, so that `final_scores` is always there with `--final`
 * (docs/design.md §4).
 * Errors: %TL_ENGINE_ERROR with the message `turn N: <what is wrong>` for an
 * illegal turn (N counted from 1); %TL_ENGINE_ERROR_INVALID_SETUP prefixed with
 * `<origin>: ` when the header cannot start a game (players, options, setup).
 *
 * Returns: (transfer full) (nullable): the game after the last turn; free with
 *   tl_game_state_free().
 */
TlGameState *tl_replay_record_state (const TlRecord *record,
                                     const char     *origin,
                                     gboolean        final,
                                     GError        **error);

/**
 * tl_replay_file_state:
 * @path: a game record file (`.tilelands`, docs/design.md §4)
 * @final: as for tl_replay_record_state()
 * @error: return location for an error, or %NULL
 *
 * Loads the record with tl_record_format_load_file_full() (a player's view too,
 * which replays into that seat's twin) and replays it with
 * tl_replay_record_state(). Errors: %TL_FORMAT_ERROR for a file that cannot be
 * read or is not a valid record (see tl_record_format_load_data()), and the
 * %TL_ENGINE_ERROR errors of tl_replay_record_state().
 *
 * Returns: (transfer full) (nullable): the game after the last turn; free with
 *   tl_game_state_free().
 */
TlGameState *tl_replay_file_state   (const char  *path,
                                     gboolean     final,
                                     GError     **error);

/**
 * tl_replay_digests:
 * @record: a whole game record, or a player's view (its `view` set)
 * @origin: what to call the record in messages
 * @seat: the seat whose digests are wanted, or -1: the view's seat (seat 0 for
 *   a whole record)
 * @error: return location for an error, or %NULL
 *
 * `tilelands-cli replay FILE --digest [--seat N]` (docs/design.md §9): seat @seat's
 * public digest (tl_game_state_public_digest()) after each turn of @record, and
 * after its turn in progress when it has one, as `{"digests": ["…", …]}`: from
 * the game itself for a whole record, from the seat's twin for a view. The
 * digests of a whole record and of that seat's projection are the same.
 *
 * Errors: %TL_ENGINE_ERROR_INVALID_SETUP prefixed with `<origin>: ` for a seat
 * that does not play, for another seat than a view's own, and for a header that
 * cannot start a game; the errors of tl_game_state_apply_turn() and
 * tl_game_state_follow() as `turn N: …`.
 *
 * Returns: (transfer full) (nullable): the object; free with json_node_unref().
 */
JsonNode *tl_replay_digests        (const TlRecord *record,
                                    const char     *origin,
                                    gint            seat,
                                    GError        **error);

/**
 * tl_replay_record:
 * @record: a game record
 * @origin: what to call the record in messages
 * @final: as for tl_replay_record_state()
 * @error: return location for an error, or %NULL
 *
 * tl_replay_record_state() then tl_replay_result_to_json(); same errors.
 *
 * Returns: (transfer full) (nullable): the result object; free with json_node_unref().
 */
JsonNode *tl_replay_record         (const TlRecord *record,
                                    const char     *origin,
                                    gboolean        final,
                                    GError        **error);

/**
 * tl_replay_file:
 * @path: a game record file (`.tilelands`, docs/design.md §4)
 * @final: as for tl_replay_record_state()
 * @error: return location for an error, or %NULL
 *
 * tl_replay_file_state() then tl_replay_result_to_json(): the one code path of
 * `tilelands-cli replay` and the rule tests. Errors: %TL_FORMAT_ERROR for a bad
 * file, %TL_ENGINE_ERROR (`turn N: …`) for an illegal turn, as for
 * tl_replay_file_state().
 *
 * Returns: (transfer full) (nullable): the result object; free with json_node_unref().
 */
JsonNode *tl_replay_file           (const char  *path,
                                    gboolean     final,
                                    GError     **error);

G_END_DECLS
