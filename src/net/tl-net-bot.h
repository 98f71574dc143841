/* tl-net-bot.h — a computer player in a seat on a host: it reads only its twin
 * (docs/network.md "Computer players on a host")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-remote-game.h"

G_BEGIN_DECLS

typedef struct _TlNetBot TlNetBot;

/**
 * tl_net_bot_new:
 * @game: (transfer none): the seat it plays; it must outlive the bot
 * @level: the computer level, 0 to %TL_AI_MAX_LEVEL
 * @delay_ms: how long to wait before each step, in ms (a person's pace)
 * @seed: the bot's random numbers
 *
 * Returns: (transfer full): the bot; call tl_net_bot_changed() from the
 *   seat's `changed` callback; free with tl_net_bot_free().
 */
TlNetBot *tl_net_bot_new      (TlRemoteGame *game,
                               gint          level,
                               guint         delay_ms,
                               guint64       seed);
void      tl_net_bot_free     (TlNetBot *bot);

/**
 * tl_net_bot_set_jitter:
 * @bot: a bot
 * @jitter_ms: how far each wait may stray from the delay, in ms (0: none)
 *
 * From now on each wait before a step is drawn uniformly from the delay
 * − @jitter_ms to the delay + @jitter_ms (never below 0), so that many bots
 * started together do not step in lockstep (tests/net/bench-net-load.c). The
 * draws come from their own numbers (seeded from the bot's seed): the moves
 * chosen stay those of the bot without jitter.
 */
void      tl_net_bot_set_jitter (TlNetBot *bot,
                                 guint     jitter_ms);

/**
 * tl_net_bot_changed:
 * @bot: a bot
 *
 * The twin changed: when it is the seat's turn, its next step is sent after
 * the delay (a gift's card, then Take 2's tile to keep; the placement; the
 * rest of the turn, which ends it — each once the host answered the last).
 */
void      tl_net_bot_changed  (TlNetBot *bot);

/**
 * tl_net_bot_refused:
 * @bot: a bot
 *
 * The host refused the bot's step: the bot thinks again (from level 0 after
 * three refusals in a turn, which must not happen).
 *
 * Returns: the refusals in this turn.
 */
guint     tl_net_bot_refused  (TlNetBot *bot);

/**
 * tl_net_bot_take_sent_time:
 * @bot: a bot
 *
 * When the bot's last step was sent, for a load driver measuring how long the
 * host takes to answer (tests/net/bench-net-load.c); call it from the seat's
 * `changed` callback before tl_net_bot_changed().
 *
 * Returns: the g_get_monotonic_time() (µs) of the last step sent since the
 *   last call, or 0 when none was; the next call returns 0 until another step
 *   is sent.
 */
gint64    tl_net_bot_take_sent_time (TlNetBot *bot);

G_END_DECLS
