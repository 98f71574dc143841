/* tl-net-step.h — what a seat's step may say, and how a turn grows
 *
 * docs/network.md "Steps": a step is the player's turn so far in the record's
 * turn form (docs/record-format.md), holding only the player's choices; the host
 * plays it from the turn's start on the whole game, so every identity (a tile
 * drawn, turned over or looked at, a chip, a card received) comes from the host.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * tl_net_step_choices:
 * @turn: a turn object as the record writes it (docs/record-format.md)
 *
 * The player's choices in @turn, nothing else: `play`, `gift` (`card`, `at`,
 * `to`, `keep`), `place` (`x`, `y`, `r`), `peek` (`x`, `y`), `reveal` (each
 * `x`, `y`, `r` or `removed`), `meeple`, `recall`. Every identity the host
 * names (`draw`, `discard`, `replace`, `received`, `turned`, `chip`, a peek's or
 * a reveal's `tile`, a gift's `second` and `discard`, `place.tile`) is left
 * out, as is any member the record does not have. Members of the wrong JSON
 * type are kept as they are, for the record's reader to refuse with its path.
 *
 * Returns: (transfer full): a new turn object; free with json_node_unref().
 */
JsonNode *tl_net_step_choices  (JsonNode *turn);

/**
 * TlNetStepFlags:
 * @TL_NET_STEP_WHOLE: the player ended the turn: the turn given is whole
 * @TL_NET_STEP_WRITTEN: the turn's placement is written, not played: the
 *   seat's twin could not play it (it earns a gift card only the host can
 *   deal), so what it discloses is not known
 *
 * How the turn given to tl_net_step_next() was made.
 */
typedef enum {
  TL_NET_STEP_WHOLE = 1 << 0,
  TL_NET_STEP_WRITTEN = 1 << 1,
} TlNetStepFlags;

/**
 * tl_net_step_next:
 * @sent: (nullable): the seat's turn so far as the host has it: its twin's
 *   turn in progress as the record writes it; %NULL before the turn has one
 * @turn: the turn as the player has played it so far, as the record writes
 *   it: played on a copy of the seat's twin (what the twin named there — Take
 *   2's second tile, a card received, a chip, a tile turned over or looked at
 *   — is a placeholder, present only to say that something was disclosed),
 *   or with its placement written (%TL_NET_STEP_WRITTEN)
 * @flags: how @turn was made
 * @end: (out): whether the step returned ends the turn
 *
 * Where a seat's turn is cut into steps (docs/network.md "Steps"): at each
 * disclosure, the step goes to the host and the player goes on once the
 * host's event has shown what it disclosed. In the turn's order, the first
 * choice of @turn that @sent lacks and that discloses something ends the
 * step: a gift opened that shows a second tile (Take 2: `gift.second` or
 * `gift.discard`; its `keep` waits for the next step), a placement that
 * collects a chip, turns face-down tiles over or receives a gift card
 * (`chip`, `turned`, `received`), or whose effects are not known
 * (%TL_NET_STEP_WRITTEN; then the look, the reveals and the follower wait),
 * a look (`peek.tile`; what was played before it goes with it). Without one
 * the step is the whole turn with `end` (%TL_NET_STEP_WHOLE), or there is
 * none yet: the player goes on on the twin. The one function the app's
 * window (TlJoinedGame) and the computer seats (tl-net-bot.c) cut their
 * turns with.
 *
 * Returns: (transfer full) (nullable): the step to send, its choices only
 *   (tl_net_step_choices()); %NULL when nothing is to be sent yet. Free with
 *   json_node_unref().
 */
JsonNode *tl_net_step_next     (JsonNode       *sent,
                                JsonNode       *turn,
                                TlNetStepFlags  flags,
                                gboolean       *end);

/**
 * tl_net_step_add_host_members:
 * @choices: a step's choices (tl_net_step_choices()); changed
 * @host_turn: (nullable): the host's whole view of the turn so far (its
 *   record's turn in progress, as the record writes it)
 *
 * Adds to @choices every member of @host_turn that is no choice: what the host's
 * own draw named (`draw`, `discard`, `replace`: a double-tile hand's tile put
 * aside must be named again when the turn is played again) and the identities
 * the turn so far disclosed. They are the game's own, so playing the step again
 * checks them without fail.
 */
void      tl_net_step_add_host_members (JsonNode *choices,
                                        JsonNode *host_turn);

/**
 * tl_net_json_grows:
 * @before: a JSON value
 * @after: a JSON value
 *
 * Whether @after is @before grown only at its end (docs/network.md): every
 * member of an object in @before is in @after with a value that grows from it,
 * an array of @before is a prefix of the one in @after (element by element,
 * each growing), and any other value is equal.
 *
 * Returns: %TRUE when @after grows from @before (also when they are equal).
 */
gboolean  tl_net_json_grows    (JsonNode *before,
                                JsonNode *after);

G_END_DECLS
