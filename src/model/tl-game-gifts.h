/* tl-game-gifts.h — The Gifts in a TlGame: opening gifts (docs/rules/gifts.md §4)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Included by tl-game.h.
 */
#pragma once

#include "tl-game.h"

G_BEGIN_DECLS

/**
 * tl_game_preview_gift:
 * @self: a game in which a gift may be opened
 * @gift: the card and its targets
 * @points: (out caller-allocates) (array fixed-size=5): points each seat would win
 * @returned: (out caller-allocates) (array fixed-size=5): followers each seat
 *   would get back to its supply
 *
 * What opening @gift would do now (docs/rules/gifts.md §4), worked out on a copy of the
 * game; the game itself does not change.
 *
 * Returns: whether the gift could be opened so.
 */
gboolean              tl_game_preview_gift       (TlGame             *self,
                                                  const TlGiftRecord *gift,
                                                  gint               *points,
                                                  gint               *returned);

/**
 * tl_game_gift_targets:
 * @self: a game
 * @card: a gift card (#TlGiftCard)
 *
 * Returns: (transfer full) (element-type TlPosition): where @card can act now
 * (see tl_gifts_targets()); empty when no gift may be opened now, and always
 * for Take 2, which needs no target.
 */
GArray               *tl_game_gift_targets       (TlGame     *self,
                                                  TlGiftCard  card);

/**
 * tl_game_gift_change_targets:
 * @self: a game
 * @from: the segment holding one of the current player's followers
 *
 * Returns: (transfer full) (element-type TlPosition): the segments of the same
 * tile that follower may switch to with Change Position (see
 * tl_gifts_change_targets()).
 */
GArray               *tl_game_gift_change_targets (TlGame           *self,
                                                   const TlPosition *from);

/**
 * tl_game_open_gift:
 * @self: a game in which tl_gifts_can_open()
 * @gift: the card and its target(s); leave `has_at` FALSE to open a card that
 *   can do nothing (it is wasted); for Take 2 leave `second` and `keep` at -1
 *   and choose with tl_game_take2_keep()
 * @error: return location for an error, or %NULL
 *
 * Opens one of the current player's gifts (docs/rules/gifts.md §4); emits `scored` for
 * what a Road Sweeper or a Cash Out scores. A gift cannot be taken back: the
 * tile in hand stays drawn and tl_game_take_back() after placing returns to the
 * moment after the gift. See tl_gifts_open() for the errors.
 *
 * Returns: %TRUE when the card was opened.
 */
gboolean              tl_game_open_gift          (TlGame             *self,
                                                  const TlGiftRecord *gift,
                                                  GError            **error);

/**
 * tl_game_take2_keep:
 * @self: a game with a Take 2 choice waiting (tl_gifts_take2_tiles())
 * @type: the tile type to play: the first tile or the second
 * @error: return location for an error, or %NULL
 *
 * Keeps one of the two tiles; the other goes back into the stack. Notifies
 * `current-tile` when it changes. See tl_gifts_take2_keep() for the errors.
 *
 * Returns: %TRUE when done.
 */
gboolean              tl_game_take2_keep         (TlGame  *self,
                                                  guint    type,
                                                  GError **error);

G_END_DECLS
