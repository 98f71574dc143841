/* tl-replay-view.h — a finished game turn by turn: the board at any turn, a
 * turn scrubber, that turn's scoring and every player's score over the game
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-game-replay.h"

G_BEGIN_DECLS

#define TL_TYPE_REPLAY_VIEW (tl_replay_view_get_type ())
G_DECLARE_FINAL_TYPE (TlReplayView, tl_replay_view, TL, REPLAY_VIEW, GtkWidget)

/**
 * TlReplayView:
 *
 * Template `ui/tl-replay-view.ui`. Left: the board after the turn shown
 * (#TlBoardPicture, the tile placed in that turn outlined) above the scrubber:
 * First, Previous, Play/Pause, Next, Last and a slider over the turns, with
 * "Turn 12 of 71" ("Start" for the board as set up). Right: the scores after
 * that turn with their totals first, then their breakdown (tl_final_score_table_new_full()), that turn's
 * scoring events (what scored, who won what), and a plot of every player's
 * score over the game (#TlScorePlot: a click on it goes to that turn).
 *
 * Actions (group `replay`): `first`, `previous`, `next`, `last`, `play`
 * (stateful boolean: Play steps on one turn every 700 ms, stopping at the
 * last), `step` (parameter `u`: a turn, 0 .. turns). Keys while the view is
 * in a window: Left/Right (or , and .), Home, End, Space (or K) for Play.
 */

GtkWidget    *tl_replay_view_new         (void);

/**
 * tl_replay_view_set_replay:
 * @self: a view
 * @replay: (nullable): the game to show (a reference is kept); %NULL for none
 *
 * Shows @replay at its last turn (the final position), and stops playing.
 */
void          tl_replay_view_set_replay  (TlReplayView *self,
                                          TlGameReplay *replay);
TlGameReplay *tl_replay_view_get_replay  (TlReplayView *self);

/**
 * tl_replay_view_set_step:
 * @self: a view with a replay
 * @step: the turn to show, 0 .. turns (clamped)
 */
void          tl_replay_view_set_step    (TlReplayView *self,
                                          guint         step);
guint         tl_replay_view_get_step    (TlReplayView *self);
gboolean      tl_replay_view_get_playing (TlReplayView *self);

/**
 * tl_replay_view_get_n_event_rows:
 * @self: a view
 *
 * Returns: the rows saying what the turn shown did (one) and what it scored
 * (one a scoring), in the game log's words; 0 at the start (for tests).
 */
guint         tl_replay_view_get_n_event_rows (TlReplayView *self);

G_END_DECLS
