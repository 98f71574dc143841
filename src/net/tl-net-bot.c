/* tl-net-bot.c — a computer player in a seat on a host
 *
 * The bot plays on a copy of its twin and sends what it chose, in the steps
 * tl_net_step_next() cuts where the host must show it something first
 * (docs/network.md "Steps"): Take 2's card (it shows a second tile), then
 * the placement, always written, not played (it may turn face-down tiles
 * over, collect a chip, earn a gift card), then the rest of the turn (a look
 * is sent before it ends). The choices after the placement are made again on
 * the twin once it knows what was turned over.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-net-bot.h"
#include "tl-net-step.h"
#include "tl-record-format.h"

#include <string.h>

struct _TlNetBot {
  TlRemoteGame *game;
  TlAiConfig config;
  TlRng rng;
  guint delay_ms;
  guint jitter_ms;
  TlRng jitter_rng;     /* for the waits only: the moves stay the seed's */
  guint source;
  gboolean waiting;     /* a step was sent: wait for the host's answer */
  guint refusals;
  gint64 sent_us;       /* when the last step was sent (monotonic µs), or 0 */
  guint move_turn;      /* the turn the move below was chosen in, or 0 */
  TlAiMove move;
};

/* The turn so far of @state as the record writes it, or NULL. */
static JsonNode *
turn_so_far (const TlGameState *state)
{
  const TlRecord *record = tl_game_state_record (state);

  if (record->in_progress == NULL)
    return NULL;
  return tl_record_format_turn_to_json (record, record->in_progress);
}

/* Sends the step tl_net_step_next() cuts from @turn; FALSE when there is none yet. */
static gboolean
send_next (TlNetBot *bot, JsonNode *sent, JsonNode *turn, TlNetStepFlags flags)
{
  g_autoptr(JsonNode) step = NULL;
  gboolean end;

  step = tl_net_step_next (sent, turn, flags, &end);
  if (step == NULL)
    return FALSE;
  bot->waiting = tl_remote_game_send_step (bot->game, step, end);
  if (bot->waiting)
    bot->sent_us = g_get_monotonic_time ();
  return TRUE;
}

static void
play_step (TlNetBot *bot)
{
  TlGameState *twin = tl_remote_game_get_twin (bot->game);
  g_autoptr(JsonNode) sent = turn_so_far (twin);
  TlGameState *copy = tl_game_state_copy (twin);
  TlAiConfig config = bot->config;

  if (bot->refusals >= 3)
    config.level = 0;
  if (tl_game_state_phase (copy) == TL_PHASE_PLACE)
    {
      g_autoptr(JsonNode) before = NULL;
      g_autoptr(JsonNode) after = NULL;
      g_autoptr(GError) error = NULL;
      JsonObject *place;

      g_debug ("seat %u: phase %d, tile %d", tl_remote_game_get_seat (bot->game),
                 tl_game_state_phase (copy), tl_game_state_current_tile (copy));
      /* a gift first: Take 2's second tile is the host's to show */
      tl_ai_before_place (copy, &config, &bot->rng);
      tl_game_state_keep_turn (copy);
      before = turn_so_far (copy);
      if (before != NULL && send_next (bot, sent, before, 0))
        goto done;
      if (!tl_ai_choose_config (copy, &config, &bot->rng, &bot->move))
        {
          g_warning ("seat %u: no move found", tl_remote_game_get_seat (bot->game));
          goto done;
        }
      /* the placement is written, not played: on the twin it may earn a gift
       * card only the host can deal */
      if (!tl_game_state_choose_tile (copy, bot->move.tile, &error))
        {
          g_warning ("seat %u: the move chosen cannot be played: %s",
                     tl_remote_game_get_seat (bot->game), error->message);
          goto done;
        }
      bot->move_turn = tl_game_state_turn (copy);
      tl_game_state_keep_turn (copy);
      after = turn_so_far (copy);
      place = json_object_new ();
      json_object_set_int_member (place, "x", bot->move.place.x);
      json_object_set_int_member (place, "y", bot->move.place.y);
      json_object_set_int_member (place, "r", bot->move.place.r);
      json_object_set_object_member (json_node_get_object (after), "place", place);
      send_next (bot, sent, after, TL_NET_STEP_WRITTEN);
    }
  else if (tl_game_state_phase (copy) == TL_PHASE_FOLLOWER)
    {
      const TlRecord *record;
      g_autoptr(JsonNode) after = NULL;
      g_autoptr(GError) error = NULL;

      if (bot->move_turn != tl_game_state_turn (copy))
        {
          /* the placement was chosen before a reconnection: no follower */
          memset (&bot->move, 0, sizeof bot->move);
          bot->move.level = config.level;
        }
      if (!tl_ai_apply_after_place (copy, &bot->move, &error))
        {
          g_warning ("seat %u: the turn cannot end: %s", tl_remote_game_get_seat (bot->game),
                     error->message);
          goto done;
        }
      record = tl_game_state_record (copy);
      after = tl_record_format_turn_to_json (record, &g_array_index (record->turns, TlTurnRecord,
                                                                     record->turns->len - 1));
      send_next (bot, sent, after, TL_NET_STEP_WHOLE);
    }
done:
  tl_game_state_free (copy);
}

/* Whether the seat has a step to take now. */
static gboolean
my_step (TlNetBot *bot)
{
  TlGameState *twin = tl_remote_game_get_twin (bot->game);
  TlPhase phase;

  if (twin == NULL || bot->waiting)
    return FALSE;
  phase = tl_game_state_phase (twin);
  return tl_game_state_current_player (twin) == tl_remote_game_get_seat (bot->game) &&
         (phase == TL_PHASE_PLACE || phase == TL_PHASE_FOLLOWER);
}

static gboolean
play_cb (gpointer data)
{
  TlNetBot *bot = data;

  bot->source = 0;
  if (my_step (bot))
    play_step (bot);
  return G_SOURCE_REMOVE;
}

TlNetBot *
tl_net_bot_new (TlRemoteGame *game,
                gint          level,
                guint         delay_ms,
                guint64       seed)
{
  TlNetBot *bot = g_new0 (TlNetBot, 1);

  bot->game = game;
  tl_ai_config_init (&bot->config, level);
  tl_rng_init (&bot->rng, seed);
  bot->delay_ms = delay_ms;
  tl_rng_init (&bot->jitter_rng, seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  return bot;
}

void
tl_net_bot_free (TlNetBot *bot)
{
  if (bot == NULL)
    return;
  g_clear_handle_id (&bot->source, g_source_remove);
  g_free (bot);
}

void
tl_net_bot_set_jitter (TlNetBot *bot,
                       guint     jitter_ms)
{
  bot->jitter_ms = jitter_ms;
}

/* The wait before the next step, in ms. */
static guint
next_wait_ms (TlNetBot *bot)
{
  gint64 wait;

  if (bot->jitter_ms == 0)
    return bot->delay_ms;
  wait = (gint64) bot->delay_ms - bot->jitter_ms + tl_rng_below (&bot->jitter_rng, 2 * bot->jitter_ms + 1);
  return (guint) MAX (wait, 0);
}

void
tl_net_bot_changed (TlNetBot *bot)
{
  TlGameState *twin = tl_remote_game_get_twin (bot->game);

  bot->waiting = FALSE;   /* a welcome or an event: the host answered */
  if (twin != NULL && tl_game_state_current_player (twin) != tl_remote_game_get_seat (bot->game))
    bot->refusals = 0;
  if (bot->source == 0 && my_step (bot))
    bot->source = g_timeout_add (next_wait_ms (bot), play_cb, bot);
}

guint
tl_net_bot_refused (TlNetBot *bot)
{
  bot->refusals++;
  tl_net_bot_changed (bot);
  return bot->refusals;
}

gint64
tl_net_bot_take_sent_time (TlNetBot *bot)
{
  gint64 sent = bot->sent_us;

  bot->sent_us = 0;
  return sent;
}
