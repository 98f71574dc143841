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
