/* tl-gift-text.h — what opening a gift does, in words
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game.h"

G_BEGIN_DECLS

/**
 * tl_gift_text_role:
 * @kind: the kind of segment a follower stands on (Carcassonne)
 *
 * Returns: (transfer none): the follower's role, translated: "knight" (city),
 * "highwayman" (road), "monk" (monastery), "farmer" (field), else "meeple".
 */
const char *tl_gift_text_role    (TlSegmentKind kind);

/**
 * tl_gift_text_effect:
 * @game: a game in which the current player may open a gift
 * @gift: the card and its target(s), as for tl_game_open_gift()
 *
 * Says what opening @gift would do, found by opening it on a copy of the game,
 * without the card's name (the question above it names the card): e.g. "The
 * road scores 4 for Blue, its meeples go home." or "Your knight comes home and
 * you score 6 points.". For a card that needs a target and has none, the
 * warning that it will be wasted.
 *
 * Returns: (transfer full): the sentence, translated.
 */
char       *tl_gift_text_effect  (TlGame             *game,
                                  const TlGiftRecord *gift);

/**
 * tl_gift_text_target:
 * @game: a game in which the current player may open a gift
 * @card: the card being opened
 * @at: one of its targets (tl_game_gift_targets()), or for Change Position's
 *   second step the segment to switch to
 * @from: (nullable): Change Position's second step: the follower's segment
 * @title: (out) (transfer full): e.g. "Road of 4 tiles", "Your knight in a city",
 *   "Lie down as a farmer"
 * @subtitle: (out) (transfer full): where it lies
 * @points: (out) (transfer full) (nullable): what it scores for the current
 *   player ("+6"), or %NULL when nothing
 *
 * Describes one target of a gift for the side panel's list.
 */
void        tl_gift_text_target  (TlGame            *game,
                                  TlGiftCard         card,
                                  const TlPosition  *at,
                                  const TlPosition  *from,
                                  char             **title,
                                  char             **subtitle,
                                  char             **points);

/**
 * tl_gift_text_log_reason:
 * @state: the game right after @turn
 * @turn: (nullable): the turn of @event, %NULL for the final scoring
 * @event: a scoring
 *
 * The Gifts' words in the game log (TlWindowHooks.log_reason): the unopened
 * gifts at the end ("2 unopened gifts", docs/rules/gifts.md §5), and what a Road Sweeper
 * or a Cash Out opened in @turn scored ("Gift: Cash Out, 3 meeples").
 *
 * Returns: (transfer full) (nullable): the reason, or %NULL when @event is none of these.
 */
char       *tl_gift_text_log_reason (TlGameState        *state,
                                     const TlTurnRecord *turn,
                                     const TlScoreEvent *event);

/**
 * tl_gift_text_log_action:
 * @state: the game right after @turn
 * @turn: a turn
 *
 * Returns: (transfer full) (nullable): "Opened the gift Synod" when @turn
 * opened a gift (never the card received: only its owner saw it), else %NULL.
 */
char       *tl_gift_text_log_action (TlGameState        *state,
                                     const TlTurnRecord *turn);

G_END_DECLS
