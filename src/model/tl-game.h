/* tl-game.h — the game as a GObject: signals, properties, undo
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_GAME (tl_game_get_type ())
G_DECLARE_FINAL_TYPE (TlGame, tl_game, TL, GAME, GObject)

/**
 * TlGame:
 *
 * A game being played in the app. Wraps an engine #TlGameState and its record.
 *
 * Properties (all read-only, notified on change): `phase` (#TlPhase as int),
 * `current-player` (uint, 0-based seat), `tiles-left` (uint), `current-tile`
 * (int tile type index or -1), `can-undo` (boolean), `can-redo` (boolean),
 * `turn` (uint, 1-based).
 *
 * Signals:
 * - `changed` (no arguments): anything about the state changed (board, scores,
 *   supply, phase). Views redraw.
 * - `scored` (gpointer event: a const #TlScoreEvent*, valid during emission):
 *   one feature scored (during a turn or at the end).
 * - `game-over` (no arguments): final scoring is done.
 *
 * Flow of a turn (docs/rules/base-game.md §3): the game draws automatically at the start of
 * every turn (unplaceable tiles are discarded and reported through `changed`),
 * so a turn starts in %TL_PHASE_PLACE. tl_game_place() → %TL_PHASE_FOLLOWER;
 * tl_game_deploy() optional; tl_game_confirm() ends the turn. Before confirming,
 * tl_game_take_back() returns to %TL_PHASE_PLACE with the same tile in hand.
 */

/**
 * tl_game_new:
 * @record: (transfer none): a record; its header starts the game and its turns
 *   are replayed
 * @error: return location for an error, or %NULL
 *
 * Returns: (transfer full) (nullable): the game, ready for the next turn, or
 * %NULL with @error set (%TL_ENGINE_ERROR, message `turn N: …` for a bad turn).
 */
TlGame               *tl_game_new                (const TlRecord *record,
                                                  GError        **error);

/**
 * tl_game_get_state:
 * @self: a game
 *
 * Returns: (transfer none): the engine state, read-only, valid until the next change.
 */
const TlGameState    *tl_game_get_state          (TlGame *self);

/**
 * tl_game_get_record:
 * @self: a game
 *
 * Returns: (transfer none): the record of every finished turn (what gets saved).
 */
const TlRecord       *tl_game_get_record         (TlGame *self);

TlPhase               tl_game_get_phase          (TlGame *self);
guint                 tl_game_get_current_player (TlGame *self);
guint                 tl_game_get_tiles_left     (TlGame *self);
int                   tl_game_get_current_tile   (TlGame *self);
gboolean              tl_game_get_can_undo       (TlGame *self);

/**
 * tl_game_get_turn:
 * @self: a game
 *
 * Added by the app work (the `turn` property's getter).
 *
 * Returns: the 1-based number of the current turn (finished turns + 1).
 */
guint                 tl_game_get_turn           (TlGame *self);

/**
 * tl_game_get_n_players:
 * @self: a game
 *
 * Added by the app work.
 *
 * Returns: the number of seats (1..5).
 */
guint                 tl_game_get_n_players      (TlGame *self);

/**
 * tl_game_player_state:
 * @self: a game
 * @player: seat 0..n-1
 *
 * Added by the app work.
 *
 * Returns: (transfer none): the seat's score, points per feature kind and supply;
 * valid until the next change of the game.
 */
const TlPlayerState  *tl_game_player_state       (TlGame *self,
                                                  guint   player);

/**
 * tl_game_get_current_tile_type:
 * @self: a game
 *
 * Added by the app work.
 *
 * Returns: (transfer none) (nullable): the tile type drawn this turn (in hand in
 * %TL_PHASE_PLACE, on the board in %TL_PHASE_FOLLOWER), or %NULL when none is
 * drawn (game over). Owned by the game's tile set.
 */
const TlTileType     *tl_game_get_current_tile_type (TlGame *self);

/**
 * tl_game_player_info:
 * @self: a game
 * @player: seat 0..n-1
 *
 * Returns: (transfer none): name, colour and kind of the seat.
 */
const TlPlayerInfo   *tl_game_player_info        (TlGame *self,
                                                  guint   player);

/**
 * tl_game_is_legal:
 * @self: a game in %TL_PHASE_PLACE
 * @x: column
 * @y: row
 * @r: rotation in quarter turns clockwise
 *
 * Returns: whether the drawn tile may go there.
 */
gboolean              tl_game_is_legal           (TlGame *self,
                                                  gint    x,
                                                  gint    y,
                                                  guint   r);

/**
 * tl_game_legal_placements:
 * @self: a game in %TL_PHASE_PLACE
 *
 * Returns: (transfer full) (element-type TlPlacement): every legal placement of
 * the drawn tile; empty in other phases.
 */
GArray               *tl_game_legal_placements   (TlGame *self);

/**
 * tl_game_place:
 * @self: a game in %TL_PHASE_PLACE
 * @x: column
 * @y: row
 * @r: rotation in quarter turns clockwise
 * @error: return location for an error, or %NULL
 *
 * On a game played on a host, a placement that discloses something (a chip,
 * tiles turned over, a gift card earned) goes to the host instead
 * (tl_game_is_waiting_for_host()); so do the other steps that disclose (a
 * Take 2 opened, a look) and the confirmed turn. Errors there: not connected,
 * or still waiting (%G_IO_ERROR_PENDING).
 *
 * Returns: %TRUE when placed, or sent (see tl_game_state_place() for errors).
 */
gboolean              tl_game_place              (TlGame  *self,
                                                  gint     x,
                                                  gint     y,
                                                  guint    r,
                                                  GError **error);

/**
 * tl_game_follower_spots:
 * @self: a game in %TL_PHASE_FOLLOWER
 *
 * Returns: (transfer full) (element-type TlFollowerSpot): where the current
 * player may deploy on the tile just placed (empty once deployed).
 */
GArray               *tl_game_follower_spots     (TlGame *self);

/**
 * tl_game_deploy:
 * @self: a game in %TL_PHASE_FOLLOWER
 * @port: board port (0..11, or %TL_PORT_C) of a segment of the tile just placed
 * @error: return location for an error, or %NULL
 *
 * Returns: %TRUE when deployed (see tl_game_state_deploy() for errors).
 */
gboolean              tl_game_deploy             (TlGame  *self,
                                                  guint    port,
                                                  GError **error);

/**
 * tl_game_held_tile:
 * @self: a game
 * @player: a seat
 *
 * Hidden information: show it to @player only (hand-over screen in hot-seat).
 *
 * Returns: the tile type @player holds in the double-tile variant
 * (docs/rules/discovery.md §1.9), or -1.
 */
int                   tl_game_held_tile          (TlGame *self,
                                                  guint   player);

/**
 * tl_game_choose_tile:
 * @self: a game in %TL_PHASE_PLACE with the double-tile variant
 * @type: the tile type to place: the drawn one or the held one
 * @error: return location for an error, or %NULL
 *
 * Swaps which of the current player's two tiles is the one to place (notifies
 * `current-tile`). See tl_game_state_choose_tile() for errors.
 *
 * Returns: %TRUE when @type is now the tile to place.
 */
gboolean              tl_game_choose_tile        (TlGame  *self,
                                                  guint    type,
                                                  GError **error);

/**
 * tl_game_recall_options:
 * @self: a game in %TL_PHASE_FOLLOWER
 *
 * Returns: (transfer full) (element-type TlRecallOption): the current player's
 * followers that may be recalled now, each with the points it would score
 * (The Discovery, docs/rules/discovery.md §1.6); empty in games without recall and once the
 * player has deployed or recalled.
 */
GArray               *tl_game_recall_options     (TlGame *self);

/**
 * tl_game_recall:
 * @self: a game in %TL_PHASE_FOLLOWER
 * @x: column of the tile the follower stands on
 * @y: row of that tile
 * @port: board port (0..11 or %TL_PORT_C) of the follower's segment
 * @error: return location for an error, or %NULL
 *
 * Recalls one of the current player's followers and scores its territory
 * (emits `scored`). Take back undoes it like a deployment.
 *
 * Returns: %TRUE when recalled (see tl_game_state_recall() for errors).
 */
gboolean              tl_game_recall             (TlGame  *self,
                                                  gint     x,
                                                  gint     y,
                                                  guint    port,
                                                  GError **error);

/**
 * tl_game_feature_value:
 * @self: a game
 * @x: column of a tile
 * @y: row of that tile
 * @port: board port (0..11 or %TL_PORT_C) naming a segment of that tile
 *
 * Returns: what the feature (territory) holding that segment is worth now to its
 * holders, by the game's rules: a finished feature what it scores finished, an
 * unfinished one what it would score if the game ended now (an unfinished city
 * of 2 tiles and a pennant: 3, docs/rules/base-game.md §3.5; the same city finished: 6,
 * §3.4);
 * -1 when there is no such segment.
 */
gint                  tl_game_feature_value      (TlGame *self,
                                                  gint    x,
                                                  gint    y,
                                                  guint   port);

/**
 * tl_game_take_back:
 * @self: a game in %TL_PHASE_FOLLOWER
 *
 * Undoes this turn's placement (and follower): back to %TL_PHASE_PLACE with the
 * same tile drawn (and a gift opened this turn still opened). Not possible
 * when the placement showed hidden information (tl_game_get_can_take_back()).
 *
 * Returns: %TRUE when something was taken back.
 */
gboolean              tl_game_take_back          (TlGame *self);

/**
 * tl_game_confirm:
 * @self: a game in %TL_PHASE_FOLLOWER
 * @error: return location for an error, or %NULL
 *
 * Ends the turn: scores, then the next player draws (or the game ends).
 *
 * Returns: %TRUE on success.
 */
gboolean              tl_game_confirm            (TlGame  *self,
                                                  GError **error);

/**
 * tl_game_undo:
 * @self: a game
 *
 * Undoes the last finished turn (or this turn's placement when there is one),
 * by replaying the record without it. Computer turns immediately before the last
 * human turn are undone with it.
 *
 * Returns: %TRUE when something was undone.
 */
gboolean              tl_game_undo               (TlGame *self);

/**
 * tl_game_redo:
 * @self: a game
 *
 * Plays again what the last tl_game_undo() undid (the same turns, with the
 * same tiles, by replaying the record as it was), one undo at a time. Possible
 * only right after undos and redos: anything else that changes the game (a
 * tile placed, a computer's move) forgets what could be redone.
 *
 * Returns: %TRUE when something was redone.
 */
gboolean              tl_game_redo               (TlGame *self);

/**
 * tl_game_get_can_redo:
 * @self: a game
 *
 * Returns: whether tl_game_redo() would work now (the `can-redo` property).
 */
gboolean              tl_game_get_can_redo       (TlGame *self);

/**
 * tl_game_play_ai_turn:
 * @self: a game whose current player is a computer, in %TL_PHASE_PLACE
 *
 * Lets the computer player choose and play its whole turn at its level, on this
 * thread (tl_ai_play(); level 2 thinks for %TL_AI_DEFAULT_BUDGET_MS): the
 * choices its expansions offer before the placement (a gift to open), the
 * placement, the choices after it (a look at a face-down tile, the rotation of a
 * revealed one) and the follower step. The window uses
 * tl_game_play_ai_turn_async() instead.
 *
 * Returns: %TRUE when a turn was played.
 */
gboolean              tl_game_play_ai_turn       (TlGame *self);

/**
 * tl_game_play_ai_turn_async:
 * @self: a game whose current player is a computer, in %TL_PHASE_PLACE
 * @budget_ms: level 2's thinking time in milliseconds; 0 for the default
 * @cancellable: (nullable): stops the thinking early; the move is then dropped
 * @callback: called on the thread-default main context of the call when the
 *   move is ready
 * @user_data: for @callback
 *
 * Works the computer player's whole turn out in a worker thread, on a copy of
 * the state: the game is not changed until tl_game_play_ai_turn_finish().
 */
void                  tl_game_play_ai_turn_async  (TlGame              *self,
                                                   guint                budget_ms,
                                                   GCancellable        *cancellable,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);

/**
 * tl_game_play_ai_turn_finish:
 * @self: the game
 * @result: the result given to the callback
 * @error: return location for an error, or %NULL
 *
 * Plays the turn worked out: the game's state becomes the copy the turn was
 * played on, the next turn begins and the game notifies. Errors:
 * %G_IO_ERROR_CANCELLED when the work was cancelled or the game changed meanwhile
 * (the move is dropped, the game left as it is); %G_IO_ERROR_NOT_SUPPORTED when
 * it was not a computer player's turn; %G_IO_ERROR_FAILED when no move was found.
 *
 * Returns: %TRUE when the turn was played.
 */
gboolean              tl_game_play_ai_turn_finish (TlGame        *self,
                                                   GAsyncResult  *result,
                                                   GError       **error);

/**
 * tl_game_hint_async:
 * @self: a game in %TL_PHASE_PLACE
 * @budget_ms: thinking time in milliseconds; 0 for the default
 * @cancellable: (nullable): stops the thinking
 * @callback: called when the hint is ready
 * @user_data: for @callback
 *
 * Asks the hard computer player (level 2) what it would do in the current
 * player's place, from that player's own view, in a worker thread. Does not
 * change the game nor the computer players' random numbers.
 */
void                  tl_game_hint_async          (TlGame              *self,
                                                   guint                budget_ms,
                                                   GCancellable        *cancellable,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);

/**
 * tl_game_hint_finish:
 * @self: the game
 * @result: the result given to the callback
 * @move: (out caller-allocates): the suggested tile, placement and follower step
 * @error: return location for an error, or %NULL
 *
 * Errors: as tl_game_play_ai_turn_finish().
 *
 * Returns: %TRUE when @move holds a hint for the game as it is.
 */
gboolean              tl_game_hint_finish         (TlGame        *self,
                                                   GAsyncResult  *result,
                                                   TlAiMove      *move,
                                                   GError       **error);

/**
 * tl_game_mark_hinted:
 * @self: a game in %TL_PHASE_PLACE or %TL_PHASE_FOLLOWER
 *
 * Marks the turn being played as a hinted one (record member `hint`, for the
 * statistics); taking the tile back keeps the mark.
 */
void                  tl_game_mark_hinted         (TlGame *self);

/**
 * tl_game_current_is_ai:
 * Returns: whether the seat to play is a computer player (and the game is not over).
 */
gboolean              tl_game_current_is_ai      (TlGame *self);

/**
 * tl_game_get_can_take_back:
 * @self: a game
 *
 * Returns: whether tl_game_take_back() would work now: in %TL_PHASE_FOLLOWER,
 * unless the placement showed hidden information that cannot be unseen (an
 * expansion's `shown` hook, tl-game-private.h: a chip collected, a face-down tile
 * turned face up or looked at, a gift card received).
 */
gboolean              tl_game_get_can_take_back  (TlGame *self);

/**
 * tl_game_get_kept_steps:
 * @self: a game
 *
 * A turn that showed hidden information (a face-down tile looked at or turned
 * face up, a chip, a gift card received or opened) cannot be taken back, so its
 * record keeps it as far as it was played (tl_game_state_keep_turn(), member
 * `turn_in_progress`, docs/record-format.md): saving the game then, quitting and
 * continuing finds the turn where it was. This count grows with every step so
 * kept; the window saves the game when it changes.
 *
 * Returns: how many steps were kept since the game was made (0 for none).
 */
guint                 tl_game_get_kept_steps     (TlGame *self);

/**
 * tl_game_get_viewer:
 * @self: a game
 *
 * Returns: the seat played here when the game is played on a host
 *   (docs/network.md "A seat on a host"; then tl_game_current_is_ai() is
 *   %TRUE while another seat plays, and only the steps of a turn not
 *   confirmed yet can be undone), -1 for a game played here.
 */
gint                  tl_game_get_viewer         (TlGame *self);

/**
 * tl_game_is_waiting_for_host:
 * @self: a game
 *
 * Whether a step of the person went to the host and its answer has not come
 * yet (docs/network.md "The app's side"): a step that discloses something
 * only the host knows — Take 2's second tile, what a placement turns over,
 * collects or earns, a look at a face-down tile. Meanwhile
 * tl_game_current_is_ai() is %TRUE and every step of the person is refused
 * (%G_IO_ERROR_PENDING); the host's event brings the game on.
 *
 * Returns: %TRUE while waiting; always %FALSE for a game played here.
 */
gboolean              tl_game_is_waiting_for_host (TlGame *self);

G_END_DECLS
