/* tl-log-text.h — what a turn did and why points were scored, in words (the game log)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * tl_log_text_turn:
 * @state: (transfer none): the game right after @turn was played (a replay's
 *   state: only what every player saw is said)
 * @turn: the turn
 *
 * What the turn did, translated, one sentence a line: the tile placed, by its
 * name (tl_builtin_tile_name(); by its id when it has none), and where
 * ("City on one side: 1 north, 2 west of the start tile"), the tiles discarded
 * because they fitted nowhere, the follower deployed ("Knight on the city") or
 * recalled, and what the expansions did (their `log_action` hooks). Never
 * what only the seat to play saw (a tile looked at, a gift card received, the other tile
 * of a hand of two).
 *
 * Returns: (transfer full): the text.
 */
char *tl_log_text_turn   (TlGameState        *state,
                          const TlTurnRecord *turn);

/**
 * tl_log_text_score:
 * @state: (transfer none): the game right after the turn in which @event
 *   happened, or after the final scoring
 * @turn: (nullable): that turn, %NULL for the final scoring
 * @event: one scoring
 *
 * One scoring in words with its reason and points, translated: "City of 4
 * tiles and 2 pennants: Ann +12", "Farmers: field with 3 completed cities: Ben
 * +9", "Unfinished road of 3 tiles: Ann +3, Ben +3"; an expansion's own
 * scorings from its `log_reason` hook ("Revealed tile fits nowhere: Ann −2").
 * The feature's pennants are read from @state (a completed city never changes).
 *
 * Returns: (transfer full): the text.
 */
char *tl_log_text_score  (TlGameState        *state,
                          const TlTurnRecord *turn,
                          const TlScoreEvent *event);

/**
 * tl_log_text_points:
 * @state: (transfer none): a game
 * @event: a scoring
 *
 * Returns: (transfer full): who scored what: "Ann +12, Ben +12" (a minus sign
 * for a loss), seat order; "no one" when nobody scored.
 */
char *tl_log_text_points (const TlGameState  *state,
                          const TlScoreEvent *event);

/**
 * tl_log_text_value:
 * @event: a scoring
 *
 * Returns: what the feature was worth: the most points any seat got from
 * @event (the majority holders' share).
 */
gint  tl_log_text_value  (const TlScoreEvent *event);

G_END_DECLS
