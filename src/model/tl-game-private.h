/* tl-game-private.h — what TlGame's files share (model-internal)
 *
 * tl-game.c is the game; tl-game-ai.c works computer moves and hints out on a
 * copy of its state in a worker thread; tl-game-EXP.c is what an expansion adds,
 * with its #TlGameHooks registered in one line of tl-game-expansions.c.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game.h"

G_BEGIN_DECLS

/**
 * TlGameStep:
 * @TL_GAME_STEP_HERE: nothing to send yet: the step is played here
 * @TL_GAME_STEP_SENT: the step went to the host; the game waits for its
 *   answer (_tl_game_replace_state())
 * @TL_GAME_STEP_ENDED: the step went to the host and ended the turn: the
 *   turn ends here too
 * @TL_GAME_STEP_FAILED: it could not be sent (not connected): the error says so
 *
 * What became of a person's step on a game played on a host.
 */
typedef enum {
  TL_GAME_STEP_HERE,
  TL_GAME_STEP_SENT,
  TL_GAME_STEP_ENDED,
  TL_GAME_STEP_FAILED,
} TlGameStep;

/* A person's step on a game played on a host: @turn is the turn so far with
 * the step (the turn in progress of @state; its last whole turn when @whole),
 * played on a copy of the game — or, when @written, with only its placement
 * written (the seat's twin cannot play it). The callback cuts it
 * (tl_net_step_next()) and sends it when it must. */
typedef TlGameStep (*TlGameSendStep) (TlGame             *game,
                                      const TlGameState  *state,
                                      const TlTurnRecord *turn,
                                      gboolean            whole,
                                      gboolean            written,
                                      gpointer            data,
                                      GError            **error);

/* A game played on a host from @twin (owned), the seat @seat's twin
 * (docs/network.md "The twin"): it draws nothing, plays no computer seat,
 * offers each of the person's steps to @send_step, waits for the host after
 * one was sent, and undoes only the steps of the turn not sent yet; the
 * host's events come in with _tl_game_replace_state(). */
TlGame *_tl_game_new_remote   (TlGameState    *twin,
                               guint           seat,
                               TlGameSendStep  send_step,
                               gpointer        data);

/* A game played on a host: how the person's steps go to it (tl-game-remote.c). */
typedef struct {
  TlGameSendStep send_step;
  gpointer data;
  /* a step of the person went to the host: the game waits for its answer */
  gboolean waiting;
} TlGameRemote;

/* Returns: (nullable): the host's part of a game played on a host; NULL for
 * a game played here. */
TlGameRemote *_tl_game_get_remote     (TlGame *self);

/* A placement on a game played on a host, on a copy of the twin first; a
 * legal placement the twin cannot play (it earns a gift card only the host
 * can deal) goes to the host written. */
TlGameStep    _tl_game_remote_place   (TlGame       *self,
                                       gint          x,
                                       gint          y,
                                       guint         r,
                                       GError      **error);

/* Confirm on a game played on a host: the turn ended on a copy goes to the
 * host; with %TL_GAME_STEP_ENDED, @ended is that copy (owned by the caller),
 * to play here. */
TlGameStep    _tl_game_remote_confirm (TlGame       *self,
                                       TlGameState **ended,
                                       GError      **error);

/* For the expansions' steps: on a game played on a host, @step is played on a
 * copy and offered to the host's callback. Returns TRUE when the caller plays
 * it on the game itself now (a local game, or nothing to send yet); FALSE
 * when it was sent (*@sent TRUE: the game waits for the host, notified) or
 * failed (@error). */
gboolean _tl_game_remote_step (TlGame     *self,
                               gboolean  (*step) (TlGameState *state, gconstpointer args, GError **error),
                               gconstpointer args,
                               gboolean   *sent,
                               GError    **error);

/* Goes up with every notification (every change of the state). */
guint  _tl_game_generation    (TlGame      *self);
/* The computer players' random numbers. */
TlRng *_tl_game_ai_rng        (TlGame      *self);
/* Puts @state (owned) in place of the game's state, starts the next turn when it
 * waits for a draw and notifies. */
void   _tl_game_replace_state (TlGame      *self,
                               TlGameState *state);

/**
 * TlGameHooks:
 * @turn_shows: whether a recorded turn showed the player something the
 *   expansion hides, which undoing would let the player use (a look at a
 *   face-down tile, Take 2's second tile): undo stops before it
 * @shown: a number that grows whenever @player is shown something the expansion
 *   hides (a chip turned over, a gift card received); when a placement changes
 *   it, the placement cannot be taken back. Only its changes matter.
 *
 * One expansion's part of #TlGame's undo and take back. Either hook may be
 * %NULL. What the expansion lets the player do (its own tl_game_EXP_… calls) is
 * in its tl-game-EXP.{c,h}, on the services below. @expansion is the engine
 * module's name (#TlExpansion): `/ui/registries/expansions` matches it with the
 * engine's.
 */
typedef struct {
  const char *expansion;
  gboolean (*turn_shows) (const TlTurnRecord *turn);
  guint    (*shown)      (const TlGameState *state, guint player);
} TlGameHooks;

extern const TlGameHooks * const _tl_game_expansion_hooks[];
extern const guint _tl_game_n_expansion_hooks;

/* Services for the expansions' files. */

/* The state, to change (then call _tl_game_notify()). */
TlGameState *_tl_game_state_mut        (TlGame *self);
/* Notifies what changed and emits `changed`, `scored`, `game-over`. */
void         _tl_game_notify           (TlGame *self);
/* This turn showed hidden information: its placement cannot be taken back. */
void         _tl_game_commit           (TlGame *self);
/* Taking the tile back returns to the state as it is now (a gift opened). */
void         _tl_game_keep_turn_start  (TlGame *self);

G_END_DECLS
