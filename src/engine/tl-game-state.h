/* tl-game-state.h — one game: players, deck, turns, scores
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-board.h"
#include "tl-record.h"
#include "tl-rng.h"

G_BEGIN_DECLS

/**
 * TlPhase:
 * @TL_PHASE_DRAW: the current player must draw a tile
 * @TL_PHASE_PLACE: a placeable tile is drawn and must be placed
 * @TL_PHASE_FOLLOWER: the tile is placed; the player may deploy a follower, then ends the turn
 * @TL_PHASE_OVER: the stack is empty and final scoring is done
 *
 * The step of the current turn (docs/rules/base-game.md §3).
 */
typedef enum {
  TL_PHASE_DRAW,
  TL_PHASE_PLACE,
  TL_PHASE_FOLLOWER,
  TL_PHASE_OVER,
} TlPhase;

/**
 * TlPlayerState:
 * @score: points so far (may be negative with Map-Chips)
 * @by_kind: points per feature kind, for the final-score breakdown; fields are
 *   %TL_SEGMENT_FIELD
 * @bonus: points that come from no feature (unopened gifts, map chips, revealed tiles)
 * @supply: followers in the player's supply
 *
 * A player's running totals.
 */
typedef struct {
  gint score;
  gint by_kind[TL_N_SEGMENT_KINDS];
  gint bonus;
  guint supply;
} TlPlayerState;

/**
 * TlScoreSource:
 * @TL_SCORE_FEATURE: a road, city, monastery, field or territory
 * @TL_SCORE_GIFTS: unopened gifts at the end (docs/rules/gifts.md §5)
 * @TL_SCORE_CHIP: a Map-Chips chip collected (docs/rules/maps.md §3.2)
 * @TL_SCORE_REVEAL: a face-down tile revealed: +2 placed, −2 removed (docs/rules/maps.md §3.2)
 *
 * Where the points of a #TlScoreEvent come from.
 */
typedef enum {
  TL_SCORE_FEATURE,
  TL_SCORE_GIFTS,
  TL_SCORE_CHIP,
  TL_SCORE_REVEAL,
} TlScoreSource;

/**
 * TlScoreEvent:
 * @turn: 1-based turn in which the feature scored; for final scoring the number
 *   of turns played
 * @final: %TRUE when scored by end-of-game scoring
 * @source: a feature, or the bonus it comes from
 * @kind: the feature kind (for a feature)
 * @n_tiles: distinct tiles of the feature
 * @x: column of a tile of the feature (the lowest placed tile index), or of the
 *   chip or revealed tile
 * @y: row of that tile
 * @port: board port of the feature's segment on that tile (%TL_PORT_C for a monastery)
 * @points: points per player (0 for players who scored nothing)
 *
 * One feature scoring.
 */
typedef struct {
  guint turn;
  gboolean final;
  TlScoreSource source;
  TlSegmentKind kind;
  guint n_tiles;
  gint x, y;
  guint port;
  gint points[TL_MAX_PLAYERS];
} TlScoreEvent;

/**
 * TlFollowerSpot:
 * @segment: global segment index on the tile just placed
 * @port: board port that names it in records (see tl_tile_type_segment_port())
 * @kind: the segment's kind (a follower on a field is a farmer)
 *
 * A segment of the tile just placed where the current player may deploy.
 */
typedef struct {
  guint32 segment;
  guint port;
  TlSegmentKind kind;
} TlFollowerSpot;

typedef struct _TlGameState TlGameState;

/**
 * tl_game_state_new:
 * @record: the game's header (game, tile set, options, players, seed, setup);
 *   its turns are ignored. Not kept: copy what is needed.
 * @error: return location for an error, or %NULL
 *
 * Sets up a game: places the start tile(s) (the tile set's start tile at (0, 0)
 * r0 unless @record's setup names others), shuffles the rest with the seed
 * (docs/rules/base-game.md §2), gives each player their supply (`options.meeples`, else the
 * game's own: 7 meeples in Carcassonne). What the start tiles complete on their
 * own (a city facing the map border, docs/rules/maps.md §1) is marked completed, scoring
 * nothing (the ruleset's close_setup).
 * Errors: %TL_ENGINE_ERROR_INVALID_SETUP for 0 or more than 5 players, an unknown
 * game, a tile set of another game, a set without a start tile and no setup, a
 * setup tile that is not in the set, a setup start tile off the playable squares,
 * on a map off its start squares, or whose sides do not match the start tiles
 * beside it (docs/rules/base-game.md §3.1), a start square of the map left without a start
 * tile (docs/rules/maps.md §1), a Map-Chips town without a chip or outlined square without a
 * face-down tile while the stack has tiles (docs/rules/maps.md §3.1), a double-tile hand of
 * the wrong size; the message names the tile, the cell and the reason.
 *
 * Returns: (transfer full) (nullable): the game in %TL_PHASE_DRAW, or %NULL.
 */
TlGameState             *tl_game_state_new              (const TlRecord *record,
                                              GError        **error);
TlGameState             *tl_game_state_copy             (const TlGameState *game);

/**
 * tl_game_state_unseen_counts:
 * @game: a game
 * @viewer: a seat
 * @counts: (out caller-allocates) (array): per tile type of the game's tile set,
 *   how many tiles @viewer has not seen
 *
 * What @viewer may know of the tiles still to come (docs/design.md §8): the stack
 * together with every tile hidden from @viewer (the other players' held tiles,
 * the face-down tiles it has not looked at), as counts per type — never the
 * stack's order, nor which of them lie in the stack.
 *
 * Returns: the number of tiles @viewer has not seen.
 */
guint                    tl_game_state_unseen_counts    (const TlGameState *game,
                                                         guint              viewer,
                                                         guint             *counts);

/**
 * tl_game_state_sample:
 * @game: a game
 * @viewer: the seat whose view is sampled (the current player, for a computer
 *   player's search or a hint)
 * @rng: random numbers for the sample
 *
 * A game @viewer could be in, as far as @viewer can tell (docs/design.md §2, §8): a
 * copy of @game in which everything hidden from @viewer is replaced by a sample
 * drawn with @rng from what @viewer knows — the order and contents of the stack,
 * the other players' held tiles, the face-down tiles @viewer has not looked at,
 * the other players' gift cards and the gift deck, the chips on the towns. The
 * tiles @viewer has not seen are pooled and shuffled together. Two games that
 * differ only in what @viewer cannot see give the same sample for the same @rng.
 * The copy keeps no turn history and no seed. The tile in the current player's
 * hand counts as seen.
 *
 * Returns: (transfer full): the sample; free with tl_game_state_free().
 */
TlGameState             *tl_game_state_sample           (const TlGameState *game,
                                                         guint              viewer,
                                                         TlRng             *rng);
void                tl_game_state_free             (TlGameState *game);

/* A seat's view of a game (docs/design.md §10, docs/network.md) */

/**
 * tl_record_project:
 * @record: a whole game record (not a projection)
 * @seat: the seat whose view it is, from 0
 * @error: return location for an error, or %NULL
 *
 * Seat @seat's projection of the game (docs/design.md §10): the record as that seat
 * may see it — `view` set to @seat, no seed, every tile, gift card and chip
 * hidden from it written %TL_HIDDEN (`"?"`): the stack, the face-down tiles
 * (named in the turn that reveals them; to the seat that looked at one, in its
 * `peek`), the chips on the towns (named in the turn that collects them), the
 * other seats' gift cards received and Take 2's second tile, the other seats'
 * double-tile hands and the tiles drawn into them. Every draw, discard, reveal
 * and choice is explicit, as tl_game_state_record() writes it. Replays @record
 * to know who played each turn and what it drew.
 *
 * The projection grows only at its end: that of a prefix of the game (whole
 * turns and a turn in progress as far as it went) is a prefix of that of the
 * whole game, member by member.
 *
 * Errors: those of tl_game_state_replay() (`turn N: …`);
 * %TL_ENGINE_ERROR_INVALID_SETUP when @record is itself a projection or @seat is
 * not one of its players.
 *
 * Returns: (transfer full) (nullable): the projection; free with tl_record_free().
 */
TlRecord           *tl_record_project              (const TlRecord *record,
                                                    guint           seat,
                                                    GError        **error);

/**
 * tl_game_state_project:
 * @game: a game (a twin's is its own projection, copied)
 * @seat: a seat
 *
 * tl_record_project() of the game's record as it stands (tl_game_state_record():
 * its turns and the turn in progress it keeps), without a replay: what a host
 * sends a seat that joins.
 *
 * Returns: (transfer full): the projection; free with tl_record_free().
 */
TlRecord           *tl_game_state_project          (const TlGameState *game,
                                                    guint              seat);

/**
 * tl_game_state_project_turn:
 * @game: the game @turn belongs to
 * @turn: a turn of @game's record (tl_game_state_record(): its @player set), or
 *   the turn being played as far as it goes
 * @seat: the seat whose view it is
 * @whole: %FALSE for a turn in progress: a choice not yet committed for good (a
 *   double-tile hand's tile before it is placed; another seat's Take 2 tile
 *   kept, before it is placed) is left out
 * @out: (out caller-allocates): @turn as @seat sees it; clear it with
 *   tl_turn_record_clear()
 *
 * One turn of tl_game_state_project(), for a host that sends each seat its
 * view of every step.
 */
void                tl_game_state_project_turn     (const TlGameState  *game,
                                                    const TlTurnRecord *turn,
                                                    guint               seat,
                                                    gboolean            whole,
                                                    TlTurnRecord       *out);

/**
 * tl_game_state_viewer:
 * @game: a game
 *
 * A game replayed from a seat's projection (tl_game_state_replay() of a record
 * with a `view`) is that seat's *twin*: the game as the seat sees it, every
 * place hidden from it holding a placeholder dealt from the tiles, cards and
 * chips it has not seen (as tl_game_state_sample() deals them), swapped for the
 * real one when a turn names it. Everything public and everything the seat
 * knows is the game's own; what a placeholder stands in for is not.
 *
 * Returns: the seat of a twin, or -1 for a whole game.
 */
gint                tl_game_state_viewer           (const TlGameState *game);

/**
 * tl_game_state_seat_known:
 * @game: a game
 * @seat: a seat
 *
 * Whether what @seat keeps hidden from the others — its double-tile hand
 * (tl_game_state_hand(), tl_game_state_held_tile()), its gift cards
 * (tl_gifts_hand()), what it looked at (tl_map_chips_peeked()), the second tile
 * of its Take 2 (tl_gifts_take2_tiles()) — holds real values here: always in a
 * whole game, in a twin only for its own seat. Elsewhere those functions give
 * placeholders, which nothing may show.
 *
 * Returns: whether @seat's hidden things are known.
 */
gboolean            tl_game_state_seat_known       (const TlGameState *game,
                                                    guint              seat);

/**
 * tl_game_state_current_tile_known:
 * @game: a game
 *
 * Returns: whether tl_game_state_current_tile() is the real tile: always, but
 * in a twin while another seat holds a tile of its double-tile hand it has not
 * placed yet.
 */
gboolean            tl_game_state_current_tile_known (const TlGameState *game);

/**
 * tl_game_state_follow:
 * @twin: a twin (tl_game_state_viewer() >= 0)
 * @turn: the next turn of the twin's projection as far as it goes: a whole turn
 *   (@whole), or the turn in progress, which may have grown since the last call
 *   by any number of steps (a draw, a gift opened, a placement, a look, a
 *   reveal, a follower)
 * @whole: whether @turn is complete (it then ends and joins the twin's record)
 * @error: return location for an error, or %NULL
 *
 * Brings the twin up to @turn, as a seat following a host does with each event:
 * never from the start of the game. The twin keeps the game as the turn began
 * and plays the turn so far again from there (a few steps). The projection's
 * members must only have grown since the last call.
 *
 * Errors: those of tl_game_state_apply_turn(), prefixed `turn N: ` (`turn N (in
 * progress): `), among them a turn that does not name what the seat must see
 * (the tile drawn, a face-down tile turned over, a chip collected, a gift the
 * seat received). On %FALSE the twin is as the turn began.
 *
 * Returns: %TRUE when the twin played @turn.
 */
gboolean            tl_game_state_follow           (TlGameState        *twin,
                                                    const TlTurnRecord *turn,
                                                    gboolean            whole,
                                                    GError            **error);

/**
 * tl_game_state_public_digest:
 * @game: a game or a twin
 * @seat: a seat
 *
 * What @seat sees of the game, hashed: the board (tiles and followers), the
 * scores, their breakdown and every scoring event, the supplies, the tiles
 * left, the turn, the step and whose it is, the tile in hand when @seat sees
 * it, and each module's public state (gift cards held per player, the gift
 * piles; chips and face-down tiles left, what the placement turned over; hand
 * sizes) with @seat's own hidden things (its cards, its hand, what it looked
 * at). Equal for a whole game and @seat's twin after every step (docs/design.md
 * §10).
 *
 * Returns: (transfer full): 16 lower-case hexadecimal digits; free with g_free().
 */
char               *tl_game_state_public_digest    (const TlGameState *game,
                                                    guint              seat);

/* State */
TlPhase             tl_game_state_phase            (const TlGameState *game);
guint               tl_game_state_n_players        (const TlGameState *game);
/** tl_game_state_current_player: Returns: the seat (0-based) whose turn it is. */
guint               tl_game_state_current_player   (const TlGameState *game);
/** tl_game_state_turn: Returns: the 1-based number of the current turn (turns played + 1). */
guint               tl_game_state_turn             (const TlGameState *game);
/** tl_game_state_player: Returns: (transfer none): the running totals of seat @player. */
const TlPlayerState *tl_game_state_player          (const TlGameState *game,
                                              guint         player);
/** tl_game_state_tiles_left: Returns: tiles still in the stack (not drawn). */
guint               tl_game_state_tiles_left       (const TlGameState *game);
/**
 * tl_game_state_tiles_left_recorded:
 * @game: a game
 *
 * The tiles still in the stack (docs/rules/base-game.md §3.1) as the game's
 * record stands, which is what a replay of the record counts: the tiles the
 * turn being played has drawn (its tile in hand, the tiles it discarded) are
 * counted in the stack while the record holds nothing of that turn (no turn
 * in progress), since the record has not drawn them. The library and
 * `tilelands-cli replay` count so; tl_game_state_tiles_left() counts the
 * stack as it is, the tile in hand out of it (the side panel).
 *
 * Returns: a number of tiles.
 */
guint               tl_game_state_tiles_left_recorded (const TlGameState *game);
/**
 * tl_game_state_current_tile:
 * Returns: the tile type index drawn this turn, or -1 before drawing.
 */
int                 tl_game_state_current_tile     (const TlGameState *game);
/**
 * tl_game_state_placed_tile:
 * Returns: the placed-tile index of this turn's tile once placed, else -1.
 */
int                 tl_game_state_placed_tile      (const TlGameState *game);
const TlBoard      *tl_game_state_board            (const TlGameState *game);
TlBoard            *tl_game_state_board_mut        (TlGameState *game);
TlTileSet          *tl_game_state_tile_set         (const TlGameState *game);
/**
 * tl_game_state_events:
 * Returns: (transfer none) (element-type TlScoreEvent): every scoring so far.
 */
const GArray       *tl_game_state_events           (const TlGameState *game);
/**
 * tl_game_state_turn_end_event:
 *
 * Where the scorings of the last turn that ended begin in
 * tl_game_state_events(): the events before this index back to that turn's
 * first were scored during the turn, while the player watched (a chip
 * collected or a face-down tile revealed on placing, docs/rules/maps.md §3.2; a gift
 * opened, docs/rules/gifts.md §3); those from it were scored as the turn ended (the
 * features the tile completed, docs/rules/base-game.md §3.4), and so were any final
 * scorings after them.
 *
 * Returns: an index into tl_game_state_events(), 0 before any turn ended.
 */
guint               tl_game_state_turn_end_event   (const TlGameState *game);
/**
 * tl_game_state_record:
 * Returns: (transfer none): the record of the game so far: the header it was
 * created with and one #TlTurnRecord per finished turn (draws explicit), and
 * the turn in progress kept by tl_game_state_keep_turn(), if any.
 */
const TlRecord     *tl_game_state_record           (const TlGameState *game);
/**
 * tl_game_state_set_aside:
 * @n: (out): number of tiles
 * Returns: (transfer none): tile types set aside face up at the start (the
 * equal-turns variant), visible to everyone.
 */
const guint        *tl_game_state_set_aside  (const TlGameState *state,
                                              guint             *n);
/**
 * tl_game_state_held_tile:
 * @player: a seat
 * Returns: in the double-tile variant, during @player's own turn (placing and
 * after), the tile of the hand that is not the one to place or placed (hidden
 * from the others); -1 otherwise (no variant, not that player's turn, or no
 * other tile).
 */
int                 tl_game_state_held_tile  (const TlGameState *state,
                                              guint              player);
/**
 * tl_game_state_hand:
 * @player: a seat
 * @tiles: (out caller-allocates) (array fixed-size=2) (optional): the tile types
 *   of the hand, in the order drawn
 *
 * Hidden information, @player's own: the tiles @player holds in the
 * double-tile variant (docs/rules/discovery.md §1.9). Between turns two (fewer once the
 * stack is empty); during the turn the tile placed has left the hand, and the
 * tile drawn after placing joins it when the turn ends.
 *
 * Returns: how many tiles @player holds (0 without the variant).
 */
guint               tl_game_state_hand       (const TlGameState *state,
                                              guint              player,
                                              guint             *tiles);
/**
 * tl_game_state_has_expansion:
 * @name: an expansion name (`"gifts"`)
 * Returns: whether the game is played with that expansion.
 */
gboolean            tl_game_state_has_expansion (const TlGameState *state,
                                                 const char        *name);
/**
 * tl_game_state_may_deploy:
 * @state: a game
 * @kind: a segment kind
 *
 * Returns: whether the game's rules (with its options) let a follower stand on a
 * segment of @kind (docs/rules/base-game.md §3.2, docs/rules/discovery.md §1.5).
 */
gboolean            tl_game_state_may_deploy (const TlGameState *state,
                                              TlSegmentKind      kind);
/**
 * tl_game_state_has_recall:
 * Returns: whether the game's rules let a player recall a follower (The Discovery).
 */
gboolean            tl_game_state_has_recall (const TlGameState *state);
/**
 * tl_game_state_acted:
 * @state: a game
 *
 * Returns: whether the current player deployed or recalled a follower in
 * this turn's follower step (docs/rules/base-game.md §3.2, docs/rules/discovery.md §1.3 step 2).
 */
gboolean            tl_game_state_acted      (const TlGameState *state);

/* The turn */

/**
 * TlDrawResult:
 * @TL_DRAW_PLACEABLE: the tile can go somewhere; the game is in %TL_PHASE_PLACE
 * @TL_DRAW_DISCARDED: the tile fits nowhere and left the game (docs/rules/base-game.md §3.1);
 *   the same player draws again
 * @TL_DRAW_EMPTY: the stack was empty; the game is over (%TL_PHASE_OVER)
 * @TL_DRAW_PASSED: double tile: the stack and this player's hand are empty; the
 *   next player who holds a tile is to draw
 */
typedef enum {
  TL_DRAW_PLACEABLE,
  TL_DRAW_DISCARDED,
  TL_DRAW_EMPTY,
  TL_DRAW_PASSED,
} TlDrawResult;

/**
 * tl_game_state_draw:
 * @game: a game in %TL_PHASE_DRAW
 * @type: the tile type to take out of the stack, or -1 for the next tile of the
 *   seeded stack (double tile: the tile that replaces a discarded one)
 * @drawn: (out) (optional): the tile type drawn (double tile: the tile of the
 *   hand discarded, or the one to place)
 * @error: return location for an error, or %NULL
 *
 * Draws one tile (docs/rules/base-game.md §3.1). In the double-tile variant nothing is
 * drawn before placing (docs/rules/discovery.md §1.9): a tile of the hand that fits nowhere
 * is discarded and replaced from the stack (%TL_DRAW_DISCARDED, one per call);
 * once both fit, the first of the hand is the one to place. Errors:
 * %TL_ENGINE_ERROR_WRONG_PHASE outside %TL_PHASE_DRAW;
 * %TL_ENGINE_ERROR_ILLEGAL_MOVE when @type is not in the stack any more.
 *
 * Returns: what happened, or -1 on error.
 */
int                 tl_game_state_draw             (TlGameState  *game,
                                              int      type,
                                              guint   *drawn,
                                              GError **error);

/**
 * tl_game_state_draw_next:
 * @game: a game in %TL_PHASE_DRAW
 *
 * Draws from the seeded stack until a placeable tile comes up, discarding the
 * others (docs/rules/base-game.md §3.1); ends the game when the stack runs out.
 *
 * Returns: %TRUE when a tile is ready to place, %FALSE when the game is over.
 */
gboolean            tl_game_state_draw_next        (TlGameState *game);

/**
 * tl_game_state_choose_tile:
 * @game: a game in %TL_PHASE_PLACE with the double-tile variant
 * @type: the tile type to place: the one drawn or the one held
 * @error: return location for an error, or %NULL
 *
 * Picks which of the two tiles in hand to place; the other stays held
 * (docs/rules/discovery.md §1.9). Errors: %TL_ENGINE_ERROR_WRONG_PHASE outside
 * %TL_PHASE_PLACE; %TL_ENGINE_ERROR_ILLEGAL_MOVE when the variant is off or
 * @type is not in the player's hand.
 *
 * Returns: %TRUE when @type is now the tile to place.
 */
gboolean            tl_game_state_choose_tile (TlGameState *game,
                                               guint        type,
                                               GError     **error);

/**
 * tl_game_state_legal_placements:
 * @game: a game in %TL_PHASE_PLACE
 * @out: array of #TlPlacement to append to
 *
 * Returns: how many legal placements the drawn tile has.
 */
guint               tl_game_state_legal_placements (const TlGameState *game,
                                              GArray       *out);

/**
 * tl_game_state_placements:
 * @game: a game in %TL_PHASE_PLACE
 * @n: (out): how many legal placements the tile in hand has (0 in another phase)
 *
 * tl_game_state_legal_placements() into a buffer the game's board owns and reuses
 * (see tl_board_placements()): no allocation per turn.
 *
 * Returns: (transfer none) (array length=n) (nullable): the placements, cells in
 * frontier order and rotations 0..3; valid until the game changes.
 */
const TlPlacement  *tl_game_state_placements (TlGameState *game,
                                              guint       *n);

/**
 * tl_game_state_random_placement:
 * @game: a game in %TL_PHASE_PLACE
 * @rng: the random numbers to draw from
 * @out: (out caller-allocates): the placement drawn
 *
 * A uniformly random legal placement of the tile in hand (tl_board_random_placement()):
 * the one tl_game_state_placements() lists at tl_rng_below (@rng, n), without listing
 * them on a large board.
 *
 * Returns: %FALSE, drawing nothing, in another phase or when the tile fits nowhere.
 */
gboolean            tl_game_state_random_placement (TlGameState *game,
                                                    TlRng       *rng,
                                                    TlPlacement *out);

/**
 * tl_game_state_place:
 * @game: a game in %TL_PHASE_PLACE
 * @x: column
 * @y: row
 * @r: rotation in quarter turns clockwise, 0..3
 * @error: return location for an error, or %NULL
 *
 * Places the drawn tile. Errors: %TL_ENGINE_ERROR_WRONG_PHASE;
 * %TL_ENGINE_ERROR_ILLEGAL_MOVE naming the cell and why (occupied, no neighbour,
 * which side does not match).
 *
 * Returns: %TRUE when placed; the game is then in %TL_PHASE_FOLLOWER.
 */
gboolean            tl_game_state_place            (TlGameState  *game,
                                              gint     x,
                                              gint     y,
                                              guint    r,
                                              GError **error);

/**
 * tl_game_state_busy:
 * @game: a game
 *
 * Returns: whether the placement step still waits for the player (Map-Chips:
 * face-down tiles beside the placed tile to reveal, docs/rules/maps.md §3.2); the follower
 * step opens once it is settled.
 */
gboolean            tl_game_state_busy       (const TlGameState *game);

/**
 * tl_game_state_settle:
 * @game: a game in %TL_PHASE_FOLLOWER
 * @error: return location for an error, or %NULL
 *
 * Resolves what still waits from the placement step with the default choices
 * (reveals in N, E, S, W order, first rotation that fits).
 *
 * Returns: %TRUE on success.
 */
gboolean            tl_game_state_settle     (TlGameState *game,
                                              GError     **error);

/**
 * tl_game_state_follower_spots:
 * @game: a game in %TL_PHASE_FOLLOWER
 * @out: array of #TlFollowerSpot to append to
 *
 * The segments of the tile just placed where the current player may deploy
 * (docs/rules/base-game.md §3.2): empty when the supply is empty or while
 * tl_game_state_busy().
 *
 * Returns: the number of spots.
 */
guint               tl_game_state_follower_spots   (TlGameState *game,
                                              GArray *out);

/**
 * tl_game_state_spots:
 * @game: a game in %TL_PHASE_FOLLOWER
 * @out: (out caller-allocates) (array fixed-size=16) (nullable): room for
 *   %TL_MAX_SEGMENTS spots, or %NULL to count only
 *
 * tl_game_state_follower_spots() into a caller's array (no allocation).
 *
 * Returns: the number of spots written.
 */
guint               tl_game_state_spots            (TlGameState    *game,
                                                    TlFollowerSpot *out);

/**
 * tl_game_state_deploy:
 * @game: a game in %TL_PHASE_FOLLOWER
 * @port: board port (0..11 or %TL_PORT_C) of a segment of the tile just placed
 * @error: return location for an error, or %NULL
 *
 * Deploys a follower from the supply. Errors: %TL_ENGINE_ERROR_WRONG_PHASE (also
 * when a follower was already deployed or recalled this turn); %TL_ENGINE_ERROR_ILLEGAL_MOVE
 * when the tile has no segment at @port, the supply is empty, or the feature
 * already holds a follower (saying whose and where).
 *
 * Returns: %TRUE when deployed.
 */
gboolean            tl_game_state_deploy           (TlGameState  *game,
                                              guint    port,
                                              GError **error);

/**
 * TlRecallOption:
 * @follower: index into tl_features_followers()
 * @x: column of the tile the follower stands on
 * @y: row of that tile
 * @port: board port naming its segment
 * @kind: the kind of its territory
 * @points: what recalling it scores now
 *
 * A follower the current player may recall (The Discovery).
 */
typedef struct {
  guint follower;
  gint x, y;
  guint port;
  TlSegmentKind kind;
  gint points;
} TlRecallOption;

/**
 * tl_game_state_recall_options:
 * @state: a game in %TL_PHASE_FOLLOWER
 * @out: array of #TlRecallOption to append to
 *
 * The current player's followers that may be recalled now (docs/rules/discovery.md §1.3
 * step 2): none in a game whose rules have no recall, none once the player has
 * deployed or recalled this turn.
 *
 * Returns: the number of options.
 */
guint               tl_game_state_recall_options (TlGameState *state,
                                                  GArray      *out);

/**
 * tl_game_state_recalls:
 * @state: a game in %TL_PHASE_FOLLOWER
 * @out: (out caller-allocates) (array length=cap) (nullable): where to write the options
 * @cap: room in @out
 *
 * tl_game_state_recall_options() into a caller's array (no allocation): writes the
 * first @cap options.
 *
 * Returns: the number of options, also those beyond @cap.
 */
guint               tl_game_state_recalls    (TlGameState    *state,
                                              TlRecallOption *out,
                                              guint           cap);

/**
 * tl_game_state_recall:
 * @state: a game in %TL_PHASE_FOLLOWER
 * @x: column of the tile the follower stands on
 * @y: row of that tile
 * @port: board port (0..11 or %TL_PORT_C) of the follower's segment
 * @error: return location for an error, or %NULL
 *
 * Takes one of the current player's followers back to the supply and scores its
 * territory for that player alone (docs/rules/discovery.md §1.6, §1.7). Errors:
 * %TL_ENGINE_ERROR_WRONG_PHASE outside the follower step;
 * %TL_ENGINE_ERROR_ILLEGAL_MOVE when the rules have no recall, when a follower
 * was deployed or recalled this turn, when no tile or segment is there, or when
 * none of the player's followers stands there (naming whose follower does).
 *
 * Returns: %TRUE when recalled.
 */
gboolean            tl_game_state_recall     (TlGameState *state,
                                              gint         x,
                                              gint         y,
                                              guint        port,
                                              GError     **error);

/**
 * tl_game_state_keep_turn:
 * @game: a game in %TL_PHASE_PLACE or %TL_PHASE_FOLLOWER (else nothing is done)
 *
 * Makes the turn being played, as far as it is played now, the record's turn in
 * progress (#TlRecord's `in_progress`, member `turn_in_progress` of
 * docs/record-format.md), so that a save keeps it: the caller calls it once a
 * step of the turn can no longer be taken back (a face-down tile looked at or
 * revealed, a gift received or opened), and again after each later step. The
 * turn's end, when it joins the record's turns, clears it.
 */
void                tl_game_state_keep_turn        (TlGameState *game);

/**
 * tl_game_state_mark_hinted:
 * @game: a game in %TL_PHASE_PLACE or %TL_PHASE_FOLLOWER
 *
 * Marks the turn being played as one in which the player was shown a hint (its
 * record member `hint`, for the statistics). Changes nothing else.
 */
void                tl_game_state_mark_hinted      (TlGameState *game);

/**
 * tl_game_state_mark_computer:
 * @game: a game in %TL_PHASE_PLACE or %TL_PHASE_FOLLOWER
 * @level: the level of the computer player, 0 to %TL_RECORD_MAX_LEVEL
 *
 * Marks the turn being played as one a host's computer player plays for a
 * person who is absent or resigned (its record member `computer`: @level;
 * docs/network.md "Seats"). Changes nothing else: no rule reads it.
 */
void                tl_game_state_mark_computer    (TlGameState *game,
                                                    gint         level);

/**
 * tl_game_state_end_turn:
 * @game: a game in %TL_PHASE_FOLLOWER
 * @error: return location for an error, or %NULL
 *
 * Resolves what still waits (Map-Chips reveals), in the double-tile variant
 * draws a tile from the stack into the hand (docs/rules/discovery.md §1.9), scores what
 * the tile completed (docs/rules/base-game.md §3.4), returns those followers, records the
 * turn and passes to the next player. After the last tile the final scoring runs
 * (§3.5) and the game is over.
 *
 * Returns: %TRUE on success.
 */
gboolean            tl_game_state_end_turn         (TlGameState  *game,
                                              GError **error);

/**
 * tl_game_state_finish:
 * @game: a game in %TL_PHASE_DRAW (between turns)
 *
 * Runs end-of-game scoring now (docs/rules/base-game.md §3.5) and ends the game, whatever is
 * left in the stack. Used by `replay --final` and by tests.
 */
void                tl_game_state_finish           (TlGameState *game);

/**
 * tl_game_state_apply_turn:
 * @game: a game in %TL_PHASE_DRAW
 * @turn: one turn of a game record
 * @error: return location for an error, or %NULL
 *
 * Plays one recorded turn: its discards (each verified unplaceable), its draw,
 * placement, follower and end of turn (docs/design.md §4).
 *
 * Returns: %TRUE when the whole turn was legal; on %FALSE the game is left in the
 * middle of the turn and should be dropped.
 */
gboolean            tl_game_state_apply_turn       (TlGameState             *game,
                                              const TlTurnRecord *turn,
                                              GError            **error);

/**
 * tl_game_state_apply_turn_in_progress:
 * @game: a whole game (or a twin) in %TL_PHASE_DRAW
 * @turn: a turn as far as it was played, in the form of the record's turn in
 *   progress (docs/record-format.md): its draws (absent: from the stack), the
 *   choices made so far
 * @error: return location for an error, or %NULL
 *
 * Plays @turn as far as it goes and stops where it stops, as a replay plays a
 * record's turn in progress, and keeps it as the record's turn in progress
 * (tl_game_state_keep_turn()): what a network host does with the steps a seat
 * sends (docs/network.md "Steps"). An empty @turn only draws.
 *
 * Errors: those of a turn in progress in tl_game_state_replay(), prefixed
 * `turn N (in progress): `; among them "no tile is left in the stack to draw"
 * when the draws emptied the stack (the turn is then a whole turn of discards:
 * play it with tl_game_state_apply_turn()). On %FALSE drop @game.
 *
 * Returns: %TRUE when @turn was played.
 */
gboolean            tl_game_state_apply_turn_in_progress (TlGameState        *game,
                                                          const TlTurnRecord *turn,
                                                          GError            **error);

/**
 * tl_game_state_replay:
 * @record: a whole game record
 * @error: return location for an error, or %NULL
 *
 * Creates the game and applies every turn, then the turn in progress when the
 * record has one (`turn_in_progress`, docs/record-format.md): its steps are
 * played and the game stops where the player stopped (%TL_PHASE_PLACE after a
 * gift opened, %TL_PHASE_FOLLOWER after the placement, with the revealed tiles it
 * does not name still waiting), and the state's record keeps that turn in
 * progress. A turn that names an identity (a revealed or looked-at tile, a chip
 * collected) must name the one the game holds there. A seat's projection
 * (@record's `view`) replays into that seat's twin (tl_game_state_viewer()):
 * the stack and every place hidden from the seat hold placeholders, and each
 * turn must name every tile drawn, every face-down tile turned over and every
 * chip collected. Errors are prefixed `turn N: ` with N counted from 1 (the turn in
 * progress: `turn N (in progress): `); a turn (whole or in progress) of a game
 * already over ("the game is already over: no tile is left in the stack",
 * docs/record-format.md), or a turn in progress that names a follower, a look or
 * a reveal but no placement, is %TL_ENGINE_ERROR_ILLEGAL_MOVE.
 *
 * Returns: (transfer full) (nullable): the game after the last turn.
 */
TlGameState             *tl_game_state_replay           (const TlRecord *record,
                                              GError        **error);

/**
 * tl_game_state_feature_value:
 * @game: a game
 * @segment: any segment of a feature
 * @final: %TRUE for end-of-game values (incomplete features)
 *
 * Returns: the points the feature is worth now to its majority holders, by the
 * game's ruleset.
 */
gint                tl_game_state_feature_value    (TlGameState   *game,
                                              guint32   segment,
                                              gboolean  final);

G_END_DECLS
