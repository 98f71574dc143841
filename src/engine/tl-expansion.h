/* tl-expansion.h — the interface between the core and an expansion (engine-internal)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-state.h"
#include "tl-rng.h"

G_BEGIN_DECLS

typedef struct _TlExpansionAi TlExpansionAi;

/**
 * TlExpansion:
 * @name: the name in a record's `expansions` (`"gifts"`)
 * @title: its name in messages, marked with N_() and translated where it is used
 *   (`"The Gifts"`); %NULL to use @name
 * @game: the game it extends (`"carcassonne"`)
 * @data_size: bytes of per-game private data, zeroed before @init
 * @prepare: right after the empty board is made, before the start tiles (a map
 *   sets the board's cell filter); %NULL when none
 * @start_cells: the cells for the start tiles when the record names none: the
 *   tile set's start tile goes on the first, a tile from the stack on each other
 *   (docs/rules/maps.md §1); returns how many it appended to @out (pairs of gint); %NULL = (0, 0)
 * @init: sets the data up for a new game (after the start tiles and the stack);
 *   errors are %TL_ENGINE_ERROR_INVALID_SETUP
 * @copy: deep-copies the data (after a byte copy into @dest) for the copied game
 *   @state; %NULL when a byte copy is enough
 * @clear: frees what the data owns; %NULL when nothing
 * @before_place: applies the expansion's part of a recorded turn between the draw
 *   and the placement (a gift opened); %NULL when none
 * @after_place: runs right after a tile is placed, before the follower step
 *   (receiving a gift); @turn is the recorded turn being replayed or %NULL in live
 *   play; %NULL when none
 * @busy: whether something of the placement step still waits for the player
 *   (reveals to resolve); the follower step is closed until it is settled;
 *   %NULL when never
 * @settle: resolves what still waits with the default choices (called by
 *   tl_game_state_settle() and when the turn ends, before scoring); %NULL when none
 * @final_scoring: adds the expansion's end-of-game points; %NULL when none
 * @hidden_tiles: appends to @pool (of guint16 tile types) the tiles the expansion
 *   keeps where @viewer cannot see them (face-down tiles it has not looked at), in
 *   an order that depends only on what @viewer sees; %NULL when none
 * @deal_hidden: puts @tiles (as many as @hidden_tiles gave, in the same order) in
 *   those places, as a sample of what @viewer may imagine; %NULL when none
 * @resample: replaces every other thing the expansion hides from @viewer (other
 *   players' gift cards, the order of a deck, the chips on towns) by a sample drawn
 *   with @rng from what @viewer knows, and reseeds the expansion's own random
 *   numbers from @rng; %NULL when nothing is hidden
 * @project: writes the expansion's part of @viewer's projection (docs/design.md §10):
 *   in @record, a copy of the game's record being made into that projection,
 *   replaces by %TL_HIDDEN (`"?"`) every tile, card or chip of the expansion that
 *   @viewer may not see — with @turn %NULL in the setup; else in @turn, a turn
 *   of @record that @player played (the turn in progress as far as it goes when
 *   @whole is FALSE), where it also leaves out a choice not yet committed for
 *   good (so that the projection only grows at its end). Hides exactly what
 *   @hidden_tiles and @resample re-deal: the one definition of hidden, shared by
 *   the computer players and the projection. %NULL when nothing is hidden
 * @swap_hidden: in a twin (tl_game_state_viewer()), a turn names tile @want,
 *   which the twin holds in one of the places the expansion keeps hidden from
 *   @viewer (those @hidden_tiles lists): puts @give there instead and returns
 *   %TRUE; %FALSE when none of them holds @want; %NULL when nothing is hidden
 * @hides_tile_in_hand: whether the tile the current player is to place is hidden
 *   from @seat (another seat) now: the double-tile hand's, Take 2's after the
 *   choice; %NULL when never
 * @digest: adds to @sum (tl_game_state_public_digest()) what every player sees
 *   of the expansion's state, and what @seat alone sees of it (its own cards,
 *   hand, what it looked at), in an order that depends on nothing else; %NULL
 *   when the expansion keeps nothing the board and the scores do not show
 * @ai: what the computer players ask of the expansion (tl-ai-private.h); %NULL
 *   when it adds no choice and changes no rating
 * @wanted: whether @record plays with the module without naming it in
 *   `expansions` (a map: its `map`; a ruleset's variant: its option); %NULL for a
 *   module a record names
 * @closed_cell: why a tile may not go on (x, y), a cell the module closed
 *   (tl_board_cell_state() is @cell, not %TL_CELL_OPEN): a translated sentence
 *   naming the cell, newly allocated (@setup: a start tile of the record's setup
 *   would go there), or %NULL when it did not close it; %NULL when it closes no cell
 * @draw: draws the tile to place in place of the core's draw from the stack (a
 *   hand of tiles: the double-tile variant), as tl_game_state_draw() does (@type:
 *   the tile that replaces a discarded one, -1 for the next of the stack); the
 *   first module with this hook draws; %NULL when the stack is drawn from
 * @choose_tile: makes @type, a tile the current player holds, the one to place
 *   (tl_game_state_choose_tile()); FALSE when the player holds no such tile;
 *   %NULL when the player holds none
 * @held_tile: the tile @player (the current player, while placing) holds besides
 *   the one to place, or -1; %NULL when nobody holds tiles
 * @holds: how many tiles @player holds to place on later turns: a player who
 *   holds some still plays once the stack is empty; %NULL when none
 * @requires: (nullable): for a module a new game may choose, what the game
 *   must have besides @game: `"map"` or another module's @name
 *   (#TlRuleOption's @requires); %NULL for nothing
 * @cli_help: (nullable): for a module a new game may choose, the help of its
 *   command-line flag `--NAME` (English); %NULL for no flag
 * @option: for a ruleset's variant, the offset of the #gboolean of #TlOptions
 *   that turns it on (G_STRUCT_OFFSET(), read by its @wanted too); 0 for an
 *   expansion
 * @turn_slot: the expansion's members of a #TlTurnRecord (tl-record.h), set up,
 *   copied and freed with every turn; %NULL when it adds none
 * @refill: at the end of the turn (after settling, before scoring) draws @type,
 *   or the next tile of the stack when -1, into the current player's hand; with
 *   this hook the `draw` of a recorded turn is that tile and its `discard` are
 *   replaced by its `replace` (docs/record-format.md); errors are
 *   %TL_ENGINE_ERROR_ILLEGAL_MOVE; %NULL when nothing is drawn after placing
 *
 * An expansion module (docs/design.md §2): it changes a game only through these hooks
 * and the core's services, never by editing the core's functions. A ruleset's
 * variants (tl-ruleset.h) are modules too. A module a record names in
 * `expansions` (no @wanted) and every variant is a choice of a new game: with
 * @name, @title, @game, @requires, @cli_help and @option it is a #TlRuleOption
 * (tl-rule-option.h), listed by tl_rule_option_nth().
 */
typedef struct {
  const char *name;
  const char *title;
  const char *game;
  gsize data_size;
  void     (*prepare)       (TlGameState *state, gpointer data, const TlRecord *record);
  guint    (*start_cells)   (TlGameState *state, gpointer data, GArray *out);
  gboolean (*init)          (TlGameState *state, gpointer data, const TlRecord *record,
                             GError **error);
  void     (*copy)          (TlGameState *state, gpointer dest, gconstpointer src);
  void     (*clear)         (gpointer data);
  gboolean (*before_place)  (TlGameState *state, gpointer data, const TlTurnRecord *turn,
                             GError **error);
  gboolean (*after_place)   (TlGameState *state, gpointer data, const TlTurnRecord *turn,
                             GError **error);
  gboolean (*busy)          (const TlGameState *state, gconstpointer data);
  gboolean (*settle)        (TlGameState *state, gpointer data, GError **error);
  void     (*final_scoring) (TlGameState *state, gpointer data);
  void     (*hidden_tiles)  (const TlGameState *state, gconstpointer data, guint viewer,
                             GArray *pool);
  void     (*deal_hidden)   (TlGameState *state, gpointer data, guint viewer,
                             const guint16 *tiles);
  void     (*resample)      (TlGameState *state, gpointer data, guint viewer, TlRng *rng);
  void     (*project)       (TlRecord *record, TlTurnRecord *turn, guint player, guint viewer,
                             gboolean whole);
  gboolean (*swap_hidden)   (TlGameState *state, gpointer data, guint viewer, guint want,
                             guint give);
  gboolean (*hides_tile_in_hand) (const TlGameState *state, gconstpointer data, guint seat);
  void     (*digest)        (const TlGameState *state, gconstpointer data, guint seat,
                             GByteArray *sum);
  const TlExpansionAi *ai;
  gboolean (*wanted)        (const TlRecord *record);
  char    *(*closed_cell)   (const TlGameState *state, gconstpointer data, gint x, gint y,
                             TlCellState cell, gboolean setup);
  int      (*draw)          (TlGameState *state, gpointer data, int type, guint *drawn,
                             GError **error);
  gboolean (*choose_tile)   (TlGameState *state, gpointer data, guint type);
  int      (*held_tile)     (const TlGameState *state, gconstpointer data, guint player);
  guint    (*holds)         (const TlGameState *state, gconstpointer data, guint player);
  gboolean (*refill)        (TlGameState *state, gpointer data, int type, GError **error);
  const char *requires;
  const char *cli_help;
  gsize option;
  const TlTurnSlotType *turn_slot;
} TlExpansion;

extern const TlExpansion tl_expansion_gifts;
extern const TlExpansion tl_expansion_map;
extern const TlExpansion tl_expansion_map_chips;
extern const TlExpansion tl_variant_equal_turns;
extern const TlExpansion tl_variant_double_tile;

/* Services of the core for expansions (and for the computer players, which reach
 * expansions only through their hook tables). */

/* How many expansion modules the game uses (the map counts as one). */
guint          tl_game_state_n_expansions     (const TlGameState *state);
/* The @index-th module of the game and its data (in @data, when not NULL). */
const TlExpansion *tl_game_state_nth_expansion (const TlGameState *state,
                                                guint              index,
                                                gpointer          *data);

/* The expansion's data in this game, or NULL when the game does not use it. */
gpointer       tl_game_state_expansion_data   (const TlGameState *state,
                                               const TlExpansion *expansion);
/* Whether the recorded turn being replayed is a whole one, whose choices left
 * unnamed the expansion makes with their defaults; FALSE while the record's turn
 * in progress is replayed, which stops where the player stopped (what waits
 * keeps waiting). */
gboolean       tl_game_state_replay_settles   (const TlGameState *state);
/* The recorded turn being replayed (tl_game_state_apply_turn(), a twin's
 * tl_game_state_follow()), or NULL in live play. */
const TlTurnRecord *tl_game_state_replayed_turn (const TlGameState *state);
/* In a twin (tl_game_state_viewer() >= 0): a turn names tile @want for a place
 * of the expansion that holds @give, a placeholder; the stack, or another place
 * hidden from the viewer (the @swap_hidden hooks), gives up a copy of @want and
 * takes @give. TRUE when @want == @give or a copy was found: the caller then puts
 * @want in its place; FALSE when no unseen copy of @want is left. */
gboolean       tl_game_state_disclose         (TlGameState *state,
                                               guint        want,
                                               guint        give);
/* Adds @value to the bytes a digest hashes (the digest hooks), the same bytes
 * on every machine. */
void           tl_game_state_digest_int       (GByteArray *sum,
                                               gint64     value);
/* The turn being played, to record what the expansion did. */
TlTurnRecord  *tl_game_state_pending_turn     (TlGameState *state);
/* Puts a follower of @player from the supply onto @segment (no rule checked). */
void           tl_game_state_put_follower     (TlGameState *state,
                                               guint        player,
                                               guint32      segment);
/* Takes follower @index (of tl_features_followers()) back to its owner's supply. */
void           tl_game_state_take_follower    (TlGameState *state,
                                               guint        index);
/* Adds points that come from no feature (unopened gifts, chips, reveals) to the
 * player's score and `bonus`, with a score event at (x, y). */
void           tl_game_state_add_bonus        (TlGameState   *state,
                                               guint          player,
                                               gint           points,
                                               TlScoreSource  source,
                                               gint           x,
                                               gint           y);
/* The record the game writes (to store what setup derived from the seed). */
TlRecord      *tl_game_state_record_mut       (TlGameState *state);
/* Draws one more tile from the stack without changing the turn's tile: @type or
 * the next seeded one; fails (FALSE, drawn untouched) on an empty stack or when
 * @type is not in it. Sets *@placeable. */
gboolean       tl_game_state_draw_extra       (TlGameState *state,
                                               int          type,
                                               guint       *drawn,
                                               gboolean    *placeable);
/* Makes @type the tile to place this turn (in place of the drawn one). */
void           tl_game_state_set_current_tile (TlGameState *state,
                                               guint        type);
/* Makes @type the tile to place: the game goes on to %TL_PHASE_PLACE. */
void           tl_game_state_begin_place      (TlGameState *state,
                                               guint        type);
/* @type, drawn this turn, fits nowhere and leaves the game: the turn's `discard`. */
void           tl_game_state_discard_tile     (TlGameState *state,
                                               guint        type);
/* The stack is empty and the current player has nothing left to place: ends the
 * game, or passes to the next player who holds tiles (@holds). Returns
 * %TL_DRAW_EMPTY or %TL_DRAW_PASSED, as tl_game_state_draw(). */
int            tl_game_state_out_of_tiles     (TlGameState *state);
/* Takes the next tile of the seeded stack (setup); -1 when empty. */
int            tl_game_state_take_next        (TlGameState *state);
/* Takes a copy of @type out of the stack (setup); FALSE when none is left. */
gboolean       tl_game_state_take_tile        (TlGameState *state,
                                               guint        type);
/* Puts a tile back into the stack at a random place drawn from @rng. */
void           tl_game_state_return_tile      (TlGameState *state,
                                               guint        type,
                                               TlRng       *rng);

G_END_DECLS
