/* tl-net-game.c — one game as its host holds it (docs/network.md "The host")
 *
 * The host keeps the game as the turn began (`start`) and as it stands (`now`).
 * A step is played again from `start` (the turn so far, a few moves), so a step
 * the rules refuse changes nothing, and the draw is the stack's, never the
 * client's.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-expansion.h"
#include "tl-net-data.h"
#include "tl-net-game.h"
#include "tl-net-step.h"
#include "tl-record-format.h"

struct _TlNetGame {
  TlGameState *start;   /* between turns (or over) */
  TlGameState *now;     /* with the turn in progress, when there is one */
  TlRecord *views[TL_MAX_PLAYERS];   /* each seat's header: what writes its "?" */
  gint64 seq;
  GPtrArray *events;    /* of GStrv */
};

/* @turn of @state as @seat sees it, or %NULL for no turn. */
static JsonNode *
seat_turn (TlNetGame *game, const TlGameState *state, const TlTurnRecord *turn, guint seat,
           gboolean whole)
{
  TlTurnRecord out;
  JsonNode *node;

  if (turn == NULL)
    return NULL;
  tl_game_state_project_turn (state, turn, seat, whole, &out);
  node = tl_record_format_turn_to_json (game->views[seat], &out);
  tl_turn_record_clear (&out);
  return node;
}

/* The event of turn @index (the turn in progress unless @whole), one text per seat. */
static void
queue_event (TlNetGame *game, gboolean whole)
{
  const TlRecord *record = tl_game_state_record (game->now);
  guint n = tl_game_state_n_players (game->now);
  guint index = whole ? record->turns->len - 1 : record->turns->len;
  const TlTurnRecord *turn = whole ? &g_array_index (record->turns, TlTurnRecord, index)
                                   : record->in_progress;
  GStrv texts = g_new0 (char *, n + 1);

  g_return_if_fail (turn != NULL);
  game->seq++;
  for (guint seat = 0; seat < n; seat++)
    {
      TlNetMessage m;
      TlTurnRecord out;

      tl_game_state_project_turn (game->now, turn, seat, whole, &out);
      tl_net_message_init (&m, TL_NET_EVENT);
      m.seq = game->seq;
      m.turn_index = index;
      m.whole = whole;
      m.node = tl_record_format_turn_to_json (game->views[seat], &out);
      m.digest = tl_game_state_public_digest (game->now, seat);
      texts[seat] = tl_net_message_write (&m);
      tl_net_message_clear (&m);
      tl_turn_record_clear (&out);
    }
  g_ptr_array_add (game->events, texts);
}

static void
set_now (TlNetGame *game, TlGameState *state, gboolean whole)
{
  tl_game_state_free (game->now);
  game->now = state;
  if (whole)
    {
      tl_game_state_free (game->start);
      game->start = tl_game_state_copy (state);
    }
}

/* Starts the next turn: the host draws for its player (putting aside what fits
 * nowhere, passing a player with nothing to place), as a live game draws. When
 * the stack runs out the game ends, perhaps after a turn of discards only.
 * @now_is_start: whether `now` is the game as `start` (just set by set_now()
 * with a whole turn): then the draw is made on `now` itself rather than on
 * another copy of `start` (a copy holds every turn of the record, and this
 * runs once a turn). */
static void
begin_turn (TlNetGame *game, gboolean now_is_start)
{
  TlGameState *next;
  guint turns;

  if (tl_game_state_phase (game->start) != TL_PHASE_DRAW)
    return;
  if (now_is_start)
    {
      next = game->now;
      game->now = NULL;   /* set_now() below puts next in its place */
    }
  else
    next = tl_game_state_copy (game->start);
  turns = tl_game_state_record (next)->turns->len;
  if (tl_game_state_draw_next (next))
    {
      tl_game_state_keep_turn (next);
      set_now (game, next, FALSE);
      queue_event (game, FALSE);
      return;
    }
  set_now (game, next, TRUE);
  if (tl_game_state_record (next)->turns->len > turns)
    queue_event (game, TRUE);
}

TlNetGame *
tl_net_game_new (const TlRecord *record,
                 GError        **error)
{
  g_autoptr(TlRecord) header = NULL;
  TlNetGame *game;
  TlGameState *now, *start;

  if (record->view >= 0)
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                           "a player’s view of an online game cannot be hosted");
      return NULL;
    }
  now = tl_game_state_replay (record, error);
  if (now == NULL)
    return NULL;
  if (record->in_progress != NULL)
    {
      g_autoptr(TlRecord) whole = tl_record_copy (record);

      tl_record_set_in_progress (whole, NULL);
      start = tl_game_state_replay (whole, error);
      if (start == NULL)
        {
          tl_game_state_free (now);
          return NULL;
        }
    }
  else
    start = tl_game_state_copy (now);

  game = g_new0 (TlNetGame, 1);
  game->start = start;
  game->now = now;
  game->events = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  for (guint seat = 0; seat < tl_game_state_n_players (now); seat++)
    {
      game->views[seat] = tl_record_copy_header (record);
      game->views[seat]->view = seat;
    }
  if (tl_game_state_phase (now) == TL_PHASE_DRAW)
    begin_turn (game, FALSE);
  return game;
}

void
tl_net_game_free (TlNetGame *game)
{
  if (game == NULL)
    return;
  tl_game_state_free (game->start);
  tl_game_state_free (game->now);
  for (guint i = 0; i < TL_MAX_PLAYERS; i++)
    g_clear_pointer (&game->views[i], tl_record_free);
  g_ptr_array_unref (game->events);
  g_free (game);
}

const TlGameState *
tl_net_game_state (TlNetGame *game)
{
  return game->now;
}

guint
tl_net_game_n_players (TlNetGame *game)
{
  return tl_game_state_n_players (game->now);
}

gboolean
tl_net_game_is_over (TlNetGame *game)
{
  return tl_game_state_phase (game->now) == TL_PHASE_OVER;
}

gint64
tl_net_game_seq (TlNetGame *game)
{
  return game->seq;
}

char *
tl_net_game_welcome (TlNetGame *game,
                     guint      seat,
                     JsonNode  *players)
{
  g_autoptr(TlRecord) view = tl_game_state_project (game->now, seat);
  TlNetMessage m;
  char *text;

  tl_net_message_init (&m, TL_NET_WELCOME);
  m.seat = seat;
  m.seq = game->seq;
  m.players = json_node_copy (players);
  m.server_time = g_get_real_time () / 1000;
  m.node = tl_record_format_to_json (view);
  m.digest = tl_game_state_public_digest (game->now, seat);
  m.data = tl_net_data_digests (m.node);
  text = tl_net_message_write (&m);
  tl_net_message_clear (&m);
  return text;
}

static gboolean
refuse (const char **code, const char *what, GError **error, const char *format, ...) G_GNUC_PRINTF (4, 5);

static gboolean
refuse (const char **code, const char *what, GError **error, const char *format, ...)
{
  va_list args;

  *code = what;
  va_start (args, format);
  if (error != NULL)
    *error = g_error_new_valist (TL_NET_ERROR, TL_NET_ERROR_REFUSED, format, args);
  va_end (args);
  return FALSE;
}

gboolean
tl_net_game_apply (TlNetGame   *game,
                   guint        seat,
                   JsonNode    *turn,
                   gboolean     end,
                   const char **code,
                   GError     **error)
{
  const TlRecord *record = tl_game_state_record (game->now);
  g_autoptr(JsonNode) choices = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(GError) local = NULL;
  TlTurnRecord step;
  TlGameState *next;
  gboolean ok;

  *code = NULL;
  if (tl_net_game_is_over (game))
    return refuse (code, "over", error, "the game is over");
  if (seat != tl_game_state_current_player (game->now))
    return refuse (code, "turn", error, "it is not your turn: it is player %u’s",
                   tl_game_state_current_player (game->now) + 1);
  choices = tl_net_step_choices (turn);
  if (record->in_progress != NULL)
    {
      g_autoptr(JsonNode) host_turn = tl_record_format_turn_to_json (record, record->in_progress);

      tl_net_step_add_host_members (choices, host_turn);
    }
  if (!tl_record_format_turn_from_json (record, choices, "the step", "$.turn", &step, &local))
    return refuse (code, "step", error, "%s", local->message);

  next = tl_game_state_copy (game->start);
  ok = end ? tl_game_state_apply_turn (next, &step, &local)
           : tl_game_state_apply_turn_in_progress (next, &step, &local);
  tl_turn_record_clear (&step);
  if (!ok)
    {
      tl_game_state_free (next);
      return refuse (code, "step", error, "%s", local->message);
    }
  /* nothing played may be taken back: the turn only grows, as its player sees
   * it (a choice not committed for good, such as the hand's tile to play
   * before the placement, is not in it) */
  before = seat_turn (game, game->now, record->in_progress, seat, FALSE);
  if (end)
    {
      const TlRecord *r = tl_game_state_record (next);

      after = seat_turn (game, next, &g_array_index (r->turns, TlTurnRecord, r->turns->len - 1),
                         seat, TRUE);
    }
  else
    after = seat_turn (game, next, tl_game_state_record (next)->in_progress, seat, FALSE);
  if (!tl_net_json_grows (before, after))
    {
      g_autofree char *b = before != NULL ? json_to_string (before, FALSE) : g_strdup ("none");
      g_autofree char *a = json_to_string (after, FALSE);

      g_debug ("refused step of seat %u: %s does not grow to %s", seat, b, a);
      tl_game_state_free (next);
      return refuse (code, "step", error, "the step changes what was already played this turn");
    }
  if (!end && before != NULL && json_node_equal (before, after))
    {
      tl_game_state_free (next);
      return refuse (code, "step", error, "the step adds nothing to the turn");
    }
  set_now (game, next, end);
  queue_event (game, end);
  if (end)
    begin_turn (game, TRUE);
  return TRUE;
}

GPtrArray *
tl_net_game_take_events (TlNetGame *game)
{
  GPtrArray *events = game->events;

  game->events = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  return events;
}

char *
tl_net_game_end_message (TlNetGame *game)
{
  TlNetMessage m;
  char *text;

  tl_net_message_init (&m, TL_NET_END);
  m.node = tl_record_format_to_json (tl_game_state_record (game->now));
  text = tl_net_message_write (&m);
  tl_net_message_clear (&m);
  return text;
}

static void
set_player_info (TlRecord *record, guint seat, const char *name, const char *color)
{
  TlPlayerInfo *p = &g_array_index (record->players, TlPlayerInfo, seat);

  g_free (p->name);
  p->name = g_strdup (name);
  g_free (p->color);
  p->color = g_strdup (color);
}

gboolean
tl_net_game_play_computer (TlGameState      *state,
                           const TlAiConfig *config,
                           TlRng            *rng,
                           gboolean          mark,
                           GError          **error)
{
  TlPhase phase = tl_game_state_phase (state);

  if (phase != TL_PHASE_PLACE && phase != TL_PHASE_FOLLOWER)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                   "no turn to play: the game is %s", phase == TL_PHASE_OVER ? "over" : "between turns");
      return FALSE;
    }
  if (mark)
    tl_game_state_mark_computer (state, MAX (config->level, 0));
  if (phase == TL_PHASE_PLACE)
    {
      if (!tl_ai_play (state, config, rng))
        {
          g_set_error_literal (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                               "the computer player found no move");
          return FALSE;
        }
      return TRUE;
    }
  {
    /* the seat's person placed the tile: the rest, without a follower */
    TlAiMove move = { 0 };

    move.level = config->level;
    return tl_ai_apply_after_place (state, &move, error);
  }
}

gboolean
tl_net_game_commit_turn (TlNetGame   *game,
                         TlGameState *played,
                         gint64       seq,
                         GError     **error)
{
  const TlRecord *now = tl_game_state_record (game->now);
  const TlRecord *record = tl_game_state_record (played);
  guint whole = now->turns->len + (now->in_progress != NULL ? 1 : 0);

  if (seq != game->seq || record->in_progress != NULL || record->turns->len != whole ||
      tl_game_state_phase (played) == TL_PHASE_PLACE ||
      tl_game_state_phase (played) == TL_PHASE_FOLLOWER)
    {
      g_set_error_literal (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                           "the game moved on while the computer player thought");
      tl_game_state_free (played);
      return FALSE;
    }
  for (guint i = 0; i < now->players->len; i++)
    {
      const TlPlayerInfo *p = &g_array_index (now->players, TlPlayerInfo, i);

      set_player_info (tl_game_state_record_mut (played), i, p->name, p->color);
    }
  set_now (game, played, TRUE);
  queue_event (game, TRUE);
  begin_turn (game, TRUE);
  return TRUE;
}

void
tl_net_game_set_player (TlNetGame  *game,
                        guint       seat,
                        const char *name,
                        const char *color)
{
  g_return_if_fail (seat < tl_game_state_n_players (game->now));
  set_player_info (tl_game_state_record_mut (game->start), seat, name, color);
  set_player_info (tl_game_state_record_mut (game->now), seat, name, color);
  for (guint i = 0; i < tl_game_state_n_players (game->now); i++)
    set_player_info (game->views[i], seat, name, color);
}
