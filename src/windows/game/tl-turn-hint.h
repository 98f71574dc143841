/* tl-turn-hint.h — what the person to play does next, in one sentence
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game.h"

G_BEGIN_DECLS

/**
 * tl_turn_hint_dup:
 * @game: a game
 * @recalled: whether the seat to play recalled a follower in this turn (known
 *   from the game's `scored` signal during %TL_PHASE_FOLLOWER)
 * @recall_points: the points of that recall
 *
 * The side panel's instruction for a person, translated, without their name:
 * placing one tile or one of two (double tile); after placing, deploying a meeple
 * or follower and, in games with recall (The Discovery), recalling one ("Deploy a
 * follower on the tile, or click one of your followers to recall it and score
 * it."), as far as either is possible; after a recall, its points. With the
 * Gifts: that a gift may be opened first, and the choice of Take 2. With
 * Map-Chips: the face-down tiles to reveal while they wait, and the colour of
 * the face-down tile the player may look at after collecting a chip.
 *
 * Returns: (transfer full) (nullable): the sentence, or %NULL outside
 * %TL_PHASE_PLACE and %TL_PHASE_FOLLOWER.
 */
char *tl_turn_hint_dup (TlGame   *game,
                        gboolean  recalled,
                        gint      recall_points);

G_END_DECLS
