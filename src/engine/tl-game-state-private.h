/* tl-game-state-private.h — the game state's insides, for the engine's own files
 *
 * tl-game-setup.c sets a game up, tl-game-state.c plays it, tl-game-replay.c plays
 * a recorded turn; tl-game-view.c samples what a player may imagine of it
 * (docs/design.md §8). Nothing outside src/engine/ (and its tests) includes this header.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-state.h"
#include "tl-deck.h"
#include "tl-ruleset.h"
#include "tl-expansion.h"
#include "tl-error.h"

G_BEGIN_DECLS

#define TL_MAX_EXPANSIONS 4

/* A twin as a turn began (tl-game-twin.c), shared by reference. */
typedef struct _TlTurnStart TlTurnStart;

struct _TlGameState {
  const TlRuleset *rules;
  TlRecord *record;          /* header + finished turns */
  TlTileSet *set;            /* = record->tileset */
  TlBoard *board;
  TlDeck deck;
  guint n_players;
  TlPlayerState players[TL_MAX_PLAYERS];
  TlPhase phase;
  guint current;
  guint turn;                /* 1-based */
  int drawn;                 /* tile type in hand, or -1 */
  int placed;                /* placed tile index this turn, or -1 */
  gboolean acted;            /* a follower was deployed or recalled this turn */
  TlTurnRecord pending;      /* the turn being played */
  gboolean in_progress;      /* replaying the record's turn in progress: it stops
                                where the player stopped (nothing waiting is
                                settled) */
  const TlTurnRecord *replaying; /* the recorded turn being played, or NULL */
  gint viewer;               /* a twin (the replay of a projection): the seat whose
                                view it is; -1 for a whole game (tl-game-twin.c) */
  TlTurnStart *turn_start;   /* a twin in the middle of a turn: the twin as that turn
                                began, shared by its copies; NULL between turns */
  GArray *events;            /* of TlScoreEvent */
  guint turn_end_event;      /* the first event of the last turn's end (its
                                confirmation), tl_game_state_turn_end_event() */
  struct {
    const TlExpansion *expansion;
    gpointer data;
  } ext[TL_MAX_EXPANSIONS];
  guint n_ext;
};

/* The modules the engine knows (tl-game-modules.c): the expansions a record
 * names or turns on, and the rulesets (each with its variants). */
extern const TlExpansion * const _tl_game_expansions[];
extern const guint _tl_game_n_expansions;
extern const TlRuleset * const _tl_game_rulesets[];
extern const guint _tl_game_n_rulesets;

/* docs/rules/base-game.md §3.1: whether every side of tile @type_index rotated @r on (x, y)
 * meets a matching side of the placed tile beside it; *@touches says whether any
 * tile lies beside it. On a mismatch sets @error (@code) naming the sides and
 * the neighbour. */
gboolean _tl_game_state_sides_match (TlGameState   *state,
                                     guint          type_index,
                                     gint           x,
                                     gint           y,
                                     guint          r,
                                     TlEngineError  code,
                                     gboolean      *touches,
                                     GError       **error);
/* Why no tile may go on (x, y), a cell that is not open: a translated sentence
 * naming the cell; @setup when a start tile of the record's setup would go there.
 * Free with g_free(). */
char       *_tl_game_state_closed_cell (const TlGameState *state,
                                        gint               x,
                                        gint               y,
                                        gboolean           setup);
/* Places the tile in hand, then lets every expansion react (@turn: the recorded
 * turn being replayed, or NULL in live play). */
gboolean _tl_game_state_place    (TlGameState        *state,
                                  gint                x,
                                  gint                y,
                                  guint               r,
                                  const TlTurnRecord *turn,
                                  GError            **error);
/* Ends the turn; a module with a refill hook first draws @refill (or the next
 * tile of the stack, when -1) into the player's hand. */
gboolean _tl_game_state_end_turn (TlGameState  *state,
                                  int           refill,
                                  GError      **error);
/* The game is in @phase, else a %TL_ENGINE_ERROR_WRONG_PHASE error: @what (a clause
 * marked with N_() and translated here, only on failure: "no tile can be drawn now")
 * and what the player must do first. Every move checks its phase, so nothing is
 * translated when the move is legal (a playout calls this four times a turn). */
gboolean    _tl_game_state_check_phase    (const TlGameState *state,
                                           TlPhase            phase,
                                           const char        *what,
                                           GError           **error);
/* Nothing of the placement step waits (tl_game_state_busy()), else an error. */
gboolean    _tl_game_state_check_settled  (const TlGameState *state,
                                           GError           **error);
const char *_tl_game_state_player_name    (const TlGameState *state,
                                           guint              player);
/* Whether the game draws after placing (a module has a refill hook): a recorded
 * turn's `draw` is then the tile drawn after placing. */
gboolean _tl_game_state_refills  (const TlGameState *state);

/* Takes a copy of @type out of the stack (a draw named by a record); in a twin,
 * one held in a place hidden from the viewer when the stack has none (that place
 * takes the stack's next tile instead). FALSE when no unseen copy is left. */
gboolean _tl_game_state_take     (TlGameState *state,
                                  guint        type);
/* Finds a copy of @want among the tiles hidden from a twin's viewer in the
 * expansions' places (their swap_hidden hooks) and puts @give there instead. */
gboolean _tl_game_state_swap_hidden (TlGameState *state,
                                     guint        want,
                                     guint        give);
/* What @viewer has not seen, dealt again in place (tl-game-view.c): the stack
 * and the tiles the expansions hide from @viewer pooled, sorted, shuffled with
 * @rng and dealt back into the same places; the expansions' resample hooks
 * re-deal the rest (cards, chips). */
void     _tl_game_state_deal_unseen (TlGameState *state,
                                     guint        viewer,
                                     TlRng       *rng);
/* The projection of @src's header for @viewer: no seed, the setup the modules
 * of @state hide from @viewer marked %TL_HIDDEN (tl-game-project.c). */
TlRecord *_tl_game_state_project_header (const TlGameState *state,
                                         const TlRecord    *src,
                                         guint              viewer);
/* Whether @seat sees the tile in hand: everybody does, but where a module hides
 * it (its hides_tile_in_hand hook) until it is placed. */
gboolean _tl_game_state_sees_tile_in_hand (const TlGameState *state,
                                           guint              seat);
/* The reference a twin's copy keeps to the twin as its turn began. */
TlTurnStart *_tl_turn_start_ref   (TlTurnStart *start);
void         _tl_turn_start_unref (TlTurnStart *start);

/* Plays recorded turn @number (from 1) to its end; errors are prefixed
 * `turn N: ` (tl-game-replay.c). */
gboolean _tl_game_state_play_whole       (TlGameState        *state,
                                          const TlTurnRecord *turn,
                                          guint               number,
                                          GError            **error);
/* Plays the turn in progress @number as far as it goes and keeps it in the
 * state's record; errors are prefixed `turn N (in progress): `. */
gboolean _tl_game_state_play_in_progress (TlGameState        *state,
                                          const TlTurnRecord *turn,
                                          guint               number,
                                          GError            **error);
/* The twin of a projection (tl-game-twin.c): tl_game_state_replay() of a record
 * with a view. */
TlGameState *_tl_game_state_replay_view  (const TlRecord *record,
                                          GError        **error);

/* The tile type indices still in the stack, next first (*@n of them). Hidden
 * information: for the tests only. */
const guint16 *_tl_game_state_deck (const TlGameState *state,
                                    guint             *n);

/* A deep copy of @src that plays on with @record (owned: the copy frees it) as its
 * record; tl_game_state_copy() passes a copy of the whole record. */
TlGameState *_tl_game_state_copy_with (const TlGameState *src,
                                       TlRecord          *record);

G_END_DECLS
