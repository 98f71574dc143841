/* tl-joined-game.c — a game played on a host from this app
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-joined-game.h"
#include "tl-game-private.h"
#include "tl-net-link.h"
#include "tl-net-step.h"
#include "tl-record-format.h"
#include "tl-remote-game.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

struct _TlJoinedGame {
  GObject parent_instance;

  TlRemoteGame *remote;
  char *host;
  TlGame *game;
  TlJoinedStatus status;
  GError *error;
  GArray *connected;   /* of guint, as the host last said; NULL before */
  /* per seat, as the host last said: a computer plays it (handed over, or
   * its person resigned) */
  gboolean computer[TL_MAX_PLAYERS];
  gboolean resigned[TL_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (TlJoinedGame, tl_joined_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_STATUS,
  PROP_CONNECTED_SEATS,
  N_PROPS
};

enum {
  SIGNAL_REFUSED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
set_status (TlJoinedGame  *self,
            TlJoinedStatus status)
{
  if (self->status == status)
    return;
  self->status = status;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

/* A step of the person: cut where it discloses something
 * (tl_net_step_next(), docs/network.md "Steps") and sent to the host then,
 * or when it ends the turn; played here otherwise. */
static TlGameStep
send_step (TlGame             *game,
           const TlGameState  *state,
           const TlTurnRecord *turn,
           gboolean            whole,
           gboolean            written,
           gpointer            data,
           GError            **error)
{
  TlJoinedGame *self = data;
  TlGameState *twin = tl_remote_game_get_twin (self->remote);
  const TlRecord *host = twin != NULL ? tl_game_state_record (twin) : NULL;
  g_autoptr (JsonNode) sent = NULL;
  g_autoptr (JsonNode) json = NULL;
  g_autoptr (JsonNode) step = NULL;
  gboolean end;

  /* the turn so far as the host has it */
  if (host != NULL && host->in_progress != NULL &&
      tl_game_state_current_player (twin) == tl_remote_game_get_seat (self->remote))
    sent = tl_record_format_turn_to_json (host, host->in_progress);
  json = tl_record_format_turn_to_json (tl_game_state_record (state), turn);
  step = tl_net_step_next (sent, json, (whole ? TL_NET_STEP_WHOLE : 0) | (written ? TL_NET_STEP_WRITTEN : 0),
                           &end);
  if (step == NULL)
    return TL_GAME_STEP_HERE;
  if (!tl_remote_game_send_step (self->remote, step, end))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                           whole ? _("The host cannot be reached just now: confirm the turn again once it is back")
                                 : _("The host cannot be reached just now: make the move again once it is back"));
      return TL_GAME_STEP_FAILED;
    }
  return end ? TL_GAME_STEP_ENDED : TL_GAME_STEP_SENT;
}

/* The twin moved (a welcome, an event): the game becomes it. */
static void
on_changed (TlRemoteGame *remote,
            gpointer      data)
{
  TlJoinedGame *self = data;
  TlGameState *twin = tl_remote_game_get_twin (remote);

  if (twin == NULL || self->status == TL_JOINED_OVER)
    return;
  if (self->game == NULL)
    {
      self->game = _tl_game_new_remote (tl_game_state_copy (twin), tl_remote_game_get_seat (remote),
                                        send_step, self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
    }
  else
    _tl_game_replace_state (self->game, tl_game_state_copy (twin));
  set_status (self, TL_JOINED_PLAYING);
}

static void
on_refused (TlRemoteGame *remote,
            const char   *id,
            const char   *code,
            const char   *reason,
            gpointer      data)
{
  TlJoinedGame *self = data;
  guint seat = tl_remote_game_get_seat (remote);

  /* refused because a computer plays the seat: known before its presence */
  if (g_strcmp0 (code, "computer") == 0 && seat < TL_MAX_PLAYERS && !self->computer[seat])
    {
      self->computer[seat] = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONNECTED_SEATS]);
    }
  /* the step is not played: the game goes back to what the host has */
  on_changed (remote, data);
  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, reason);
}

static void
on_ended (TlRemoteGame *remote,
          gpointer      data)
{
  TlJoinedGame *self = data;
  const TlRecord *record = tl_remote_game_get_record (remote);
  g_autoptr (GError) error = NULL;
  TlGameState *whole = record != NULL ? tl_game_state_replay (record, &error) : NULL;

  if (whole == NULL)
    {
      g_warning ("The host's record of the game does not replay: %s",
                 error != NULL ? error->message : "no record");
      return;
    }
  if (self->game == NULL)
    {
      self->game = _tl_game_new_remote (whole, tl_remote_game_get_seat (remote), send_step, self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
    }
  else
    _tl_game_replace_state (self->game, whole);
  set_status (self, TL_JOINED_OVER);
}

static void
on_failed (TlRemoteGame *remote,
           const GError *error,
           gpointer      data)
{
  TlJoinedGame *self = data;

  if (self->status == TL_JOINED_OVER)
    return;
  g_clear_error (&self->error);
  self->error = g_error_copy (error);
  set_status (self, TL_JOINED_FAILED);
}

/* The connection is lost, or not made yet: tried again. */
static void
on_lost (TlRemoteGame *remote,
         const char   *why,
         gpointer      data)
{
  TlJoinedGame *self = data;

  if (self->status == TL_JOINED_PLAYING)
    set_status (self, TL_JOINED_CONNECTING);
}

/* Which seats a computer plays for their person (`players` of `welcome`
 * and `presence`: `"computer": L`, `"resigned": true`). */
static void
read_players (TlJoinedGame *self,
              JsonNode     *players)
{
  JsonArray *array = players != NULL && JSON_NODE_HOLDS_ARRAY (players) ? json_node_get_array (players) : NULL;

  if (array == NULL)
    return;
  for (guint i = 0; i < TL_MAX_PLAYERS; i++)
    {
      JsonNode *e = i < json_array_get_length (array) ? json_array_get_element (array, i) : NULL;
      JsonObject *o = e != NULL && JSON_NODE_HOLDS_OBJECT (e) ? json_node_get_object (e) : NULL;

      self->computer[i] = o != NULL && json_object_has_member (o, "computer");
      self->resigned[i] = o != NULL && json_object_get_boolean_member_with_default (o, "resigned", FALSE);
    }
}

/* Who is connected (`presence`), and whom a computer plays. */
static void
on_received (TlRemoteGame *remote,
             const char   *text,
             gsize         length,
             gpointer      data)
{
  TlJoinedGame *self = data;
  TlNetMessage message = { 0 };

  if (!tl_net_message_read (text, length, &message, NULL))
    return;
  if (message.type == TL_NET_WELCOME)
    {
      read_players (self, message.players);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONNECTED_SEATS]);
    }
  if (message.type == TL_NET_PRESENCE && message.seats != NULL)
    {
      read_players (self, message.players);
      g_clear_pointer (&self->connected, g_array_unref);
      self->connected = g_array_ref (message.seats);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONNECTED_SEATS]);
    }
  tl_net_message_clear (&message);
}

static const TlRemoteGameEvents events = {
  .changed = on_changed,
  .refused = on_refused,
  .ended = on_ended,
  .failed = on_failed,
  .received = on_received,
  .lost = on_lost,
};

TlJoinedGame *
tl_joined_game_new (const char *link,
                    const char *name,
                    const char *color,
                    GError    **error)
{
  g_autoptr (TlJoinedGame) self = g_object_new (TL_TYPE_JOINED_GAME, NULL);
  TlNetLink parsed = { 0 };

  g_return_val_if_fail (link != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (!tl_net_link_parse (link, &parsed, error))
    return NULL;
  self->host = g_strdup (parsed.host);
  tl_net_link_clear (&parsed);
  self->remote = tl_remote_game_new (link, name, color != NULL ? color : "", &events, self, error);
  if (self->remote == NULL)
    return NULL;
  tl_remote_game_start (self->remote);
  return g_steal_pointer (&self);
}

TlGame *
tl_joined_game_get_game (TlJoinedGame *self)
{
  g_return_val_if_fail (TL_IS_JOINED_GAME (self), NULL);
  return self->game;
}

TlJoinedStatus
tl_joined_game_get_status (TlJoinedGame *self)
{
  g_return_val_if_fail (TL_IS_JOINED_GAME (self), TL_JOINED_FAILED);
  return self->status;
}

const GError *
tl_joined_game_get_error (TlJoinedGame *self)
{
  g_return_val_if_fail (TL_IS_JOINED_GAME (self), NULL);
  return self->error;
}

const char *
tl_joined_game_get_host (TlJoinedGame *self)
{
  g_return_val_if_fail (TL_IS_JOINED_GAME (self), NULL);
  return self->host;
}

gboolean
tl_joined_game_seat_connected (TlJoinedGame *self,
                               guint         seat)
{
  g_return_val_if_fail (TL_IS_JOINED_GAME (self), FALSE);

  if (self->connected == NULL)
    return TRUE;
  for (guint i = 0; i < self->connected->len; i++)
    if (g_array_index (self->connected, guint, i) == seat)
      return TRUE;
  return FALSE;
}

gboolean
tl_joined_game_seat_computer (TlJoinedGame *self,
                              guint         seat)
{
  g_return_val_if_fail (TL_IS_JOINED_GAME (self), FALSE);
  return seat < TL_MAX_PLAYERS && self->computer[seat];
}

gboolean
tl_joined_game_seat_resigned (TlJoinedGame *self,
                              guint         seat)
{
  g_return_val_if_fail (TL_IS_JOINED_GAME (self), FALSE);
  return seat < TL_MAX_PLAYERS && self->resigned[seat];
}

static void
tl_joined_game_dispose (GObject *object)
{
  TlJoinedGame *self = TL_JOINED_GAME (object);

  g_clear_pointer (&self->remote, tl_remote_game_free);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (tl_joined_game_parent_class)->dispose (object);
}

static void
tl_joined_game_finalize (GObject *object)
{
  TlJoinedGame *self = TL_JOINED_GAME (object);

  g_free (self->host);
  g_clear_error (&self->error);
  g_clear_pointer (&self->connected, g_array_unref);
  G_OBJECT_CLASS (tl_joined_game_parent_class)->finalize (object);
}

static void
tl_joined_game_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TlJoinedGame *self = TL_JOINED_GAME (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_STATUS:
      g_value_set_int (value, self->status);
      break;
    case PROP_CONNECTED_SEATS:
      g_value_set_uint (value, self->connected != NULL ? self->connected->len : 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_joined_game_class_init (TlJoinedGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tl_joined_game_dispose;
  object_class->finalize = tl_joined_game_finalize;
  object_class->get_property = tl_joined_game_get_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, TL_TYPE_GAME,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] = g_param_spec_int ("status", NULL, NULL, 0, TL_JOINED_FAILED,
                                              TL_JOINED_CONNECTING,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CONNECTED_SEATS] = g_param_spec_uint ("connected-seats", NULL, NULL, 0, G_MAXUINT, 0,
                                                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tl_joined_game_init (TlJoinedGame *self)
{
  self->status = TL_JOINED_CONNECTING;
}
