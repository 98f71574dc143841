/* tl-gifts.h — The Gifts, a mini-expansion for Carcassonne (docs/rules/gifts.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-state.h"

G_BEGIN_DECLS

/**
 * TlGiftCard:
 *
 * The five gift cards of The Gifts (docs/rules/gifts.md §1), 5 copies each.
 */
typedef enum {
  TL_GIFT_SYNOD,
  TL_GIFT_ROAD_SWEEPER,
  TL_GIFT_CASH_OUT,
  TL_GIFT_CHANGE_POSITION,
  TL_GIFT_TAKE_2,
  TL_N_GIFT_CARDS
} TlGiftCard;

/**
 * TlGiftRecord:
 * @card: the card opened
 * @has_at: whether @at is given
 * @at: Synod: the monastery (port C); Road Sweeper: a segment of the road; Cash
 *   Out and Change Position: the segment holding the player's follower. Without
 *   it the card is opened and wasted.
 * @has_to: whether @to is given
 * @to: Change Position: the target segment on the same tile
 * @second: Take 2: the second placeable tile drawn, or -1 for the seeded stack
 * @discard: (nullable) (element-type guint): Take 2: unplaceable tiles drawn before @second
 * @keep: Take 2: the tile type played (the first or @second), -1 = the first
 *
 * The `gift` member of a turn (docs/design.md §4): a card opened before placing.
 */
typedef struct {
  TlGiftCard card;
  gboolean has_at;
  TlPosition at;
  gboolean has_to;
  TlPosition to;
  gint second;
  GArray *discard;
  gint keep;
} TlGiftRecord;

/**
 * TlGiftsTurn:
 * @has_gift: whether a gift card is opened (The Gifts)
 * @gift: the card and its targets
 * @received: the gift card received this turn (a #TlGiftCard), -1 for none or
 *   for "the top of the seeded gift deck" when a hand-written record leaves it out
 *
 * The Gifts' members of a turn (docs/record-format.md), in the turn's slot
 * %TL_GIFTS_TURN_SLOT: read and write them with tl_gifts_turn().
 */
typedef struct {
  gboolean has_gift;
  TlGiftRecord gift;
  gint received;
} TlGiftsTurn;

#define TL_GIFTS_TURN_SLOT 0
G_STATIC_ASSERT (sizeof (TlGiftsTurn) <= TL_TURN_SLOT_SIZE);
G_STATIC_ASSERT (TL_GIFTS_TURN_SLOT < TL_TURN_N_SLOTS);

/**
 * tl_gifts_turn:
 * @turn: a #TlTurnRecord (const or not)
 *
 * The Gifts' members of @turn, as they were the turn's own before they moved
 * into its slot (`turn->gift` is now `tl_gifts_turn (turn)->gift`).
 *
 * Returns: (transfer none): a #TlGiftsTurn, const when @turn is; it lives as
 * long as @turn.
 */
#define tl_gifts_turn(turn) \
  _Generic ((turn), \
            const TlTurnRecord *: (const TlGiftsTurn *) (gconstpointer) (turn)->slots[TL_GIFTS_TURN_SLOT].bytes, \
            TlTurnRecord *: (TlGiftsTurn *) (gpointer) (turn)->slots[TL_GIFTS_TURN_SLOT].bytes)

/* The slot's type (tl-record.h), registered with the expansion. */
extern const TlTurnSlotType tl_gifts_turn_slot;

/**
 * tl_gift_card_name:
 * @card: a #TlGiftCard
 *
 * Returns: (transfer none): `"synod"`, `"road-sweeper"`, `"cash-out"`,
 * `"change-position"` or `"take-2"`.
 */
const char *tl_gift_card_name      (TlGiftCard card);

/**
 * tl_gift_card_from_name:
 * @name: a card name as tl_gift_card_name() gives
 *
 * Returns: the card, or -1 for an unknown name.
 */
int         tl_gift_card_from_name (const char *name);

#define TL_GIFTS_PER_CARD 5
#define TL_GIFTS_TOTAL (TL_GIFTS_PER_CARD * TL_N_GIFT_CARDS)

/**
 * tl_gifts_held:
 * @state: a game with the Gifts
 * @player: a seat
 *
 * Public information: how many unopened gifts @player holds (docs/rules/gifts.md §7).
 *
 * Returns: the number of cards; 0 in a game without the Gifts.
 */
guint     tl_gifts_held         (const TlGameState *state,
                                 guint              player);

/**
 * tl_gifts_hand:
 * @state: a game with the Gifts
 * @player: a seat
 * @counts: (out caller-allocates) (array fixed-size=5): cards held per #TlGiftCard
 *
 * Hidden information: show it to @player only.
 */
void      tl_gifts_hand         (const TlGameState *state,
                                 guint              player,
                                 guint             *counts);

/**
 * tl_gifts_deck_left:
 * Returns: cards in the face-down gift deck.
 */
guint     tl_gifts_deck_left    (const TlGameState *state);

/**
 * tl_gifts_discard_pile:
 * @n: (out): number of cards
 * Returns: (transfer none): the face-up discard pile, oldest first (public).
 */
const guint8 *tl_gifts_discard_pile (const TlGameState *state,
                                     guint             *n);

/**
 * tl_gifts_can_open:
 * @state: a game
 *
 * Returns: whether the current player may open a gift now: the game has the
 * Gifts, a placeable tile is in hand and not yet placed, no gift was opened this
 * turn and the player holds one (docs/rules/gifts.md §3).
 */
gboolean  tl_gifts_can_open     (const TlGameState *state);

/**
 * tl_gifts_targets:
 * @state: a game in which tl_gifts_can_open()
 * @card: the card
 * @out: array of #TlPosition to append to
 *
 * The positions the card can act on now (docs/rules/gifts.md §4): Synod — every unfinished
 * monastery (when the supply is not empty); Road Sweeper — one segment of every
 * unfinished road holding a meeple; Cash Out and Change Position — the segments
 * of the current player's followers (for Change Position only those with a
 * possible target, see tl_gifts_change_targets()); Take 2 — none (it needs no
 * target). An empty list for a card that needs one means opening it is wasted.
 *
 * Returns: the number of targets.
 */
guint     tl_gifts_targets      (TlGameState *state,
                                 TlGiftCard   card,
                                 GArray      *out);

/**
 * tl_gifts_change_targets:
 * @state: a game
 * @from: the segment holding one of the current player's followers
 * @out: array of #TlPosition to append to
 *
 * Change Position (docs/rules/gifts.md §4): the segments of the same tile the follower may
 * switch to — a field for a standing meeple, an unfinished road, city or
 * monastery for a farmer.
 *
 * Returns: the number of targets.
 */
guint     tl_gifts_change_targets (TlGameState      *state,
                                   const TlPosition *from,
                                   GArray           *out);

/**
 * tl_gifts_open:
 * @state: a game in which tl_gifts_can_open()
 * @gift: the card and its targets (see #TlGiftRecord); for Take 2 in live play
 *   leave @second and @keep at -1: the second tile is drawn from the stack and
 *   the player picks with tl_gifts_take2_keep()
 * @error: return location for an error, or %NULL
 *
 * Opens one of the current player's gifts and carries it out completely
 * (docs/rules/gifts.md §3, §4); the card goes face up onto the discard pile. A card is
 * opened without a target (`has_at` FALSE), and wasted, only when it can do
 * nothing: tl_gifts_targets() has none for it. Errors:
 * %TL_ENGINE_ERROR_WRONG_PHASE when no gift may be opened now;
 * %TL_ENGINE_ERROR_ILLEGAL_MOVE when the player holds no such card, when a card
 * that can act is given no target (naming how many it has and one of them; for
 * a version-1 record also that Tilelands 0.1.0 allowed it), or when a target is
 * not valid for it (the message says why, e.g. a standing meeple may only lie
 * down in a field).
 *
 * Returns: %TRUE when the card was opened.
 */
gboolean  tl_gifts_open         (TlGameState        *state,
                                 const TlGiftRecord *gift,
                                 GError            **error);

/**
 * tl_gifts_take2_tiles:
 * @state: a game
 * @first: (out): the tile drawn for the turn
 * @second: (out): the second tile drawn by Take 2
 *
 * Returns: whether a Take 2 choice is waiting (opened this turn, not yet decided).
 */
gboolean  tl_gifts_take2_tiles  (const TlGameState *state,
                                 guint             *first,
                                 guint             *second);

/**
 * tl_gifts_take2_keep:
 * @state: a game with a Take 2 choice waiting
 * @type: the tile type to play (one of the two)
 * @error: return location for an error, or %NULL
 *
 * Keeps one of the two tiles for the turn; the other is shuffled back into the
 * stack (docs/rules/gifts.md §4, Take 2). Errors: %TL_ENGINE_ERROR_ILLEGAL_MOVE when no
 * choice is waiting or @type is neither tile.
 *
 * Returns: %TRUE when done.
 */
gboolean  tl_gifts_take2_keep   (TlGameState *state,
                                 guint        type,
                                 GError     **error);

G_END_DECLS
