/* tl-host-computer.c — a host's computer players: seats handed to a computer
 * and given back, a person leaving or resigning (docs/network.md "Seats")
 *
 * A computer seat is played by the host itself, in-process, with the engine's
 * computer player on the whole game (which reads only what the seat may see,
 * docs/design.md §8), on a worker thread so the host goes on serving. Its turn
 * is stored and sent as any seat's last step.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-host-private.h"

#include <string.h>

/* The level a resigned seat's computer plays at (capped by the host's most). */
#define RESIGN_LEVEL TL_AI_NORMAL

struct _HostThinking {
  HostGame *game;         /* NULL once let go (the game freed, the seat given back) */
  guint seat;
  gint level;
  gboolean mark;          /* the seat is a person's: mark the turn */
  guint budget_ms;
  guint delay_ms;         /* waited before playing */
  gint64 seq;             /* the game's seq when the turn was copied */
  guint64 seed;
  TlGameState *state;     /* the game as it stood; then as the computer left it */
  gint cancel;            /* set (atomically) to stop a Hard search at once */
  gboolean ok;
  char *error;            /* why no turn was played */
};

static void
thinking_free (HostThinking *t)
{
  tl_game_state_free (t->state);
  g_free (t->error);
  g_free (t);
}

/* Plays the turn at the seat's level; at level 0 (Easy) if that fails, which
 * must not happen, so that a seat never blocks the game. */
static gboolean
play (HostThinking *t, gint level)
{
  TlGameState *state = tl_game_state_copy (t->state);
  g_autoptr(GError) error = NULL;
  TlAiConfig config;
  TlRng rng;

  tl_ai_config_init (&config, level);
  config.budget_ms = t->budget_ms;
  config.cancel = &t->cancel;
  tl_rng_init (&rng, t->seed);
  if (!tl_net_game_play_computer (state, &config, &rng, t->mark, &error))
    {
      tl_game_state_free (state);
      g_free (t->error);
      t->error = g_strdup (error->message);
      return FALSE;
    }
  tl_game_state_free (t->state);
  t->state = state;
  return TRUE;
}

static void
think (GTask        *task,
       gpointer      source,
       gpointer      data,
       GCancellable *cancellable)
{
  HostThinking *t = data;
  gint64 until = g_get_monotonic_time () + (gint64) t->delay_ms * 1000;

  /* a person's pace (tl_host_set_computer_delay()), cut short when let go */
  while (g_get_monotonic_time () < until && !g_atomic_int_get (&t->cancel))
    g_usleep (MIN (10000, until - g_get_monotonic_time () + 1));
  t->ok = play (t, t->level) || (t->level > 0 && play (t, 0));
  g_task_return_boolean (task, t->ok);
}

static void
thought (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  HostThinking *t = data;
  HostGame *game = t->game;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) events = NULL;

  if (game == NULL)
    {
      thinking_free (t);
      return;
    }
  game->thinking = NULL;
  if (!t->ok)
    {
      /* the game waits: someone may give the seat back to its person */
      g_warning ("game %s: the computer player of seat %u played no turn: %s", game->id, t->seat,
                 t->error);
      thinking_free (t);
      return;
    }
  if (game->computer[t->seat] < 0 || tl_net_game_is_over (game->game) ||
      !tl_net_game_commit_turn (game->game, g_steal_pointer (&t->state), t->seq, &error))
    {
      thinking_free (t);
      _tl_host_computer_next (game);
      return;
    }
  thinking_free (t);
  game->last_step = g_get_monotonic_time ();
  /* stored before anyone hears of it */
  if (!_tl_host_store_game (game->host, game, &error))
    g_critical ("game %s: the computer’s turn was not stored: %s", game->id, error->message);
  events = tl_net_game_take_events (game->game);
  _tl_host_send_events (game, events);
  _tl_host_computer_next (game);
}

void
_tl_host_computer_next (HostGame *game)
{
  const TlGameState *state = tl_net_game_state (game->game);
  const TlRecord *record = tl_game_state_record (state);
  HostThinking *t;
  GTask *task;
  TlPhase phase = tl_game_state_phase (state);
  guint seat;

  if (game->thinking != NULL || (phase != TL_PHASE_PLACE && phase != TL_PHASE_FOLLOWER))
    return;
  seat = tl_game_state_current_player (state);
  if (game->computer[seat] < 0)
    return;
  t = g_new0 (HostThinking, 1);
  t->game = game;
  t->seat = seat;
  t->level = game->computer[seat];
  t->mark = g_array_index (record->players, TlPlayerInfo, seat).kind == TL_PLAYER_HUMAN;
  t->budget_ms = game->host->computer_budget_ms;
  t->delay_ms = game->host->computer_delay_ms;
  t->seq = tl_net_game_seq (game->game);
  t->seed = g_random_int () | (guint64) g_random_int () << 32;
  t->state = tl_game_state_copy (state);
  game->thinking = t;
  task = g_task_new (NULL, NULL, thought, t);
  g_task_set_task_data (task, t, NULL);
  g_task_run_in_thread (task, think);
  g_object_unref (task);
}

void
_tl_host_computer_stop (HostGame *game)
{
  if (game->thinking == NULL)
    return;
  g_atomic_int_set (&game->thinking->cancel, 1);
  game->thinking->game = NULL;
  game->thinking = NULL;
}

static const char *
level_name (gint level)
{
  return level <= TL_AI_EASY ? "Easy" : level == TL_AI_NORMAL ? "Normal" : "Hard";
}

static const TlPlayerInfo *
player_info (HostGame *game, guint seat)
{
  const TlRecord *record = tl_game_state_record (tl_net_game_state (game->game));

  return &g_array_index (record->players, TlPlayerInfo, seat);
}

gboolean
tl_host_set_seat_computer (TlHost      *host,
                           const char  *id,
                           guint        seat,
                           int          level,
                           GError     **error)
{
  HostGame *game = g_hash_table_lookup (host->games, id);
  gint old;

  if (game == NULL)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_TOKEN, "this host has no game “%.40s”", id);
      return FALSE;
    }
  if (seat >= tl_net_game_n_players (game->game))
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_TOKEN,
                   "game %s has no seat %u (its seats are 0 to %u)", id, seat,
                   tl_net_game_n_players (game->game) - 1);
      return FALSE;
    }
  if (level < 0 || level > TL_AI_MAX_LEVEL + 1)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                   "level %d: a seat goes to a computer player of level 1 (Easy) to %d (Hard), "
                   "or back to its person with 0", level, TL_AI_MAX_LEVEL + 1);
      return FALSE;
    }
  if (tl_net_game_is_over (game->game))
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED, "game %s is over", id);
      return FALSE;
    }
  if (player_info (game, seat)->kind != TL_PLAYER_HUMAN)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                   "seat %u is one of the game’s computer players, not a person’s seat", seat);
      return FALSE;
    }
  if (game->resigned[seat])
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                   "seat %u (%s) resigned: a computer player plays it to the end", seat,
                   player_info (game, seat)->name);
      return FALSE;
    }
  if (level - 1 > host->max_computer_level)
    {
      if (host->max_computer_level < 0)
        g_set_error_literal (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                             "this host plays no computer players");
      else
        g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                     "this host plays computer players up to level %d (%s)",
                     host->max_computer_level + 1, level_name (host->max_computer_level));
      return FALSE;
    }
  if (level > 0 && game->computer[seat] < 0 && game->conns[seat] != NULL)
    {
      g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED,
                   "seat %u (%s) is connected: only an absent person’s seat goes to a computer "
                   "player", seat, player_info (game, seat)->name);
      return FALSE;
    }
  old = game->computer[seat];
  if (old == level - 1)
    return TRUE;
  game->computer[seat] = level - 1;
  if (!_tl_host_write_seats (host, error))
    {
      game->computer[seat] = old;
      return FALSE;
    }
  if (level > 0)
    g_message ("seat %u of game %s: a computer player of level %d plays it", seat, id, level - 1);
  else
    g_message ("seat %u of game %s: given back to its person", seat, id);
  if (game->thinking != NULL && game->thinking->seat == seat)
    _tl_host_computer_stop (game);
  _tl_host_send_presence (game);
  if (level == 0 && game->conns[seat] != NULL)
    {
      /* the person watched: a fresh welcome says the seat plays again */
      g_autoptr(JsonNode) players = _tl_host_players_node (game);
      g_autofree char *text = tl_net_game_welcome (game->game, seat, players);

      _tl_host_send (game->conns[seat], text);
    }
  _tl_host_computer_next (game);
  return TRUE;
}

void
tl_host_set_computer_limits (TlHost *host,
                             int     max_level,
                             guint   budget_ms)
{
  host->max_computer_level = CLAMP (max_level, -1, TL_AI_MAX_LEVEL);
  host->computer_budget_ms = budget_ms;
}

void
_tl_host_on_leave (Conn *conn)
{
  HostGame *game = conn->game;
  guint seat = conn->seat;

  g_message ("seat %u of game %s: its person left (%s)", seat, game->id, conn->peer);
  game->left[seat] = TRUE;
  game->conns[seat] = NULL;
  conn->game = NULL;
  conn->seat = -1;
  if (conn->ws != NULL)
    soup_websocket_connection_close (conn->ws, SOUP_WEBSOCKET_CLOSE_NORMAL, "left");
  _tl_host_send_presence (game);
}

void
_tl_host_on_resign (Conn *conn)
{
  HostGame *game = conn->game;
  guint seat = conn->seat;
  g_autoptr(GError) error = NULL;
  gint old = game->computer[seat];

  if (tl_net_game_is_over (game->game))
    {
      _tl_host_refuse (conn, "over", NULL, "the game is over");
      return;
    }
  if (game->resigned[seat])
    return;
  game->resigned[seat] = TRUE;
  if (game->computer[seat] < 0)
    game->computer[seat] = MAX (0, MIN (RESIGN_LEVEL, game->host->max_computer_level));
  if (!_tl_host_write_seats (game->host, &error))
    {
      game->resigned[seat] = FALSE;
      game->computer[seat] = old;
      _tl_host_refuse (conn, "resign", NULL, error->message);
      return;
    }
  g_message ("seat %u of game %s: its person resigned; a computer player of level %d plays it",
             seat, game->id, game->computer[seat]);
  _tl_host_send_presence (game);
  _tl_host_computer_next (game);
}

void
_tl_host_on_seat_computer (TlHost            *host,
                           SoupServerMessage *msg,
                           HostGame          *game,
                           guint              seat,
                           gint64             level)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) b = NULL;
  g_autoptr(JsonNode) node = NULL;

  if (level < 0 || level > TL_AI_MAX_LEVEL + 1)
    {
      _tl_host_reply_error (msg, SOUP_STATUS_BAD_REQUEST,
                            "send {\"admin\": TOKEN, \"level\": L}: L is 1 (Easy) to 3 (Hard) to hand "
                            "the seat to a computer player, 0 to give it back to its person");
      return;
    }
  if (!tl_host_set_seat_computer (host, game->id, seat, level, &error))
    {
      _tl_host_reply_error (msg, g_error_matches (error, TL_NET_ERROR, TL_NET_ERROR_TOKEN)
                                 ? SOUP_STATUS_NOT_FOUND
                                 : g_error_matches (error, TL_NET_ERROR, TL_NET_ERROR_REFUSED)
                                 ? SOUP_STATUS_CONFLICT : SOUP_STATUS_INTERNAL_SERVER_ERROR,
                            error->message);
      return;
    }
  b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "seat");
  json_builder_add_int_value (b, seat);
  json_builder_set_member_name (b, "level");
  json_builder_add_int_value (b, level);
  json_builder_end_object (b);
  node = json_builder_get_root (b);
  _tl_host_reply_json (msg, SOUP_STATUS_OK, node);
}

void
tl_host_set_computer_delay (TlHost *host,
                            guint   delay_ms)
{
  g_return_if_fail (host != NULL);
  host->computer_delay_ms = delay_ms;
}
