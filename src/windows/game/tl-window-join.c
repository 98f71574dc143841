/* tl-window-join.c — the main window plays a game on a host: Join Game
 * (Ctrl+J), and what the window shows of the connection (docs/windows.md
 * "A game on a host")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-window-private.h"
#include "tl-join-form.h"
#include "tl-joined-game.h"
#include "tl-player-name.h"
#include "tl-net-link.h"
#include "tl-scoreboard.h"

#include <glib/gi18n.h>

/* The toast that says where the connection stands, replaced as it changes. */
static void
show_state_toast (TlWindow   *self,
                  const char *text,
                  guint       timeout)
{
  if (self->join_toast != NULL)
    adw_toast_dismiss (self->join_toast);
  g_clear_object (&self->join_toast);
  if (text == NULL)
    return;
  self->join_toast = g_object_ref_sink (adw_toast_new (text));
  adw_toast_set_timeout (self->join_toast, timeout);
  _tl_window_add_lasting_toast (self, g_object_ref (self->join_toast));
}

static gboolean
leave_ended_game (gpointer data)
{
  TlWindow *self = data;
  TlGame *game = self->joined != NULL ? tl_joined_game_get_game (self->joined) : NULL;

  if (game == NULL || tl_joined_game_get_status (self->joined) != TL_JOINED_OVER ||
      tl_game_get_phase (game) == TL_PHASE_OVER)
    return G_SOURCE_REMOVE;
  _tl_window_leave_game (self);
  show_state_toast (self, _("The host ended the game before its end: it cannot be played on."), 0);
  return G_SOURCE_REMOVE;
}

/* The players' list says who is connected to the host: as the host last
 * said while connected, nobody while the host is away; nothing once over. */
static void
update_presence (TlWindow *self)
{
  TlScoreboard *board = tl_side_panel_get_scoreboard (self->side_panel);
  gboolean connected[TL_MAX_PLAYERS] = { FALSE };
  gboolean computer[TL_MAX_PLAYERS] = { FALSE };
  gboolean resigned[TL_MAX_PLAYERS] = { FALSE };
  TlJoinedStatus status;
  guint n;

  if (self->joined == NULL || self->game == NULL || self->game != tl_joined_game_get_game (self->joined) ||
      (status = tl_joined_game_get_status (self->joined)) == TL_JOINED_OVER)
    {
      tl_scoreboard_set_computer_seats (board, NULL, NULL, 0);
      tl_scoreboard_set_presence (board, NULL, 0);
      return;
    }
  n = MIN (tl_game_get_n_players (self->game), TL_MAX_PLAYERS);
  /* the host plays its computer seats itself: they are there while it is */
  for (guint i = 0; i < n; i++)
    {
      connected[i] = status == TL_JOINED_PLAYING &&
                     (tl_joined_game_seat_connected (self->joined, i) ||
                      tl_game_player_info (self->game, i)->kind == TL_PLAYER_AI);
      /* a person's seat a computer plays for now (not a computer seat from the start) */
      computer[i] = tl_joined_game_seat_computer (self->joined, i) &&
                    tl_game_player_info (self->game, i)->kind != TL_PLAYER_AI;
      resigned[i] = tl_joined_game_seat_resigned (self->joined, i);
    }
  tl_scoreboard_set_computer_seats (board, computer, resigned, n);
  tl_scoreboard_set_presence (board, connected, n);
}

static void
on_joined_status (TlJoinedGame *joined,
                  GParamSpec   *pspec,
                  TlWindow     *self)
{
  TlGame *game = tl_joined_game_get_game (joined);

  switch (tl_joined_game_get_status (joined))
    {
    case TL_JOINED_CONNECTING:
      if (game != NULL)
        {
          /* Translators: "%s" is the host's address */
          g_autofree char *text = g_strdup_printf (_("The host %s is away: the connection was lost, "
                                                     "trying again…"),
                                                   tl_joined_game_get_host (joined));

          show_state_toast (self, text, 0);
        }
      break;
    case TL_JOINED_PLAYING:
      show_state_toast (self, NULL, 0);
      if (game != NULL && self->game != game)
        _tl_window_start_game (self, game, FALSE);
      /* a game with friends made here: its links (tl-window-host.c) */
      if (self->invites_pending && self->game == game)
        {
          self->invites_pending = FALSE;
          _tl_window_show_invites (self);
        }
      break;
    case TL_JOINED_OVER:
      show_state_toast (self, NULL, 0);
      _tl_window_host_over (self);
      if (game != NULL && self->game != game)
        _tl_window_start_game (self, game, FALSE);
      /* its host (maybe this app: End Game for Everyone) ended it half-way:
       * back to the start page, once out of the seat's own signal */
      if (game != NULL && tl_game_get_phase (game) != TL_PHASE_OVER)
        g_idle_add_full (G_PRIORITY_DEFAULT, leave_ended_game, g_object_ref (self), g_object_unref);
      break;
    case TL_JOINED_FAILED:
      {
        g_autofree char *text = NULL;

        /* Translators: "%s" is why, in the host's or the network's words */
        text = g_strdup_printf (_("Cannot play the game on the host: %s"),
                                tl_joined_game_get_error (joined)->message);
        show_state_toast (self, text, 0);
      }
      break;
    }
  update_presence (self);
  _tl_window_refresh (self);
}

static void
on_joined_refused (TlJoinedGame *joined,
                   const char   *reason,
                   TlWindow     *self)
{
  /* Translators: "%s" is the host's reason */
  g_autofree char *text = g_strdup_printf (_("The host refused the move: %s"), reason);
  TlGame *game = tl_joined_game_get_game (joined);

  /* a computer plays the seat: the status line says so (own_seat_text()) */
  if (game != NULL && tl_game_get_viewer (game) >= 0 &&
      tl_joined_game_seat_computer (joined, (guint) tl_game_get_viewer (game)))
    {
      if (self->game != NULL)
        _tl_window_update_status (self);
      return;
    }
  _tl_window_show_toast (self, text);
}

static void
on_joined_seats (TlJoinedGame *joined,
                 GParamSpec   *pspec,
                 TlWindow     *self)
{
  update_presence (self);
  if (self->game != NULL)
    _tl_window_update_status (self);
}

void
_tl_window_join_drop (TlWindow *self)
{
  show_state_toast (self, NULL, 0);
  _tl_window_online_drop (self);
  _tl_window_host_drop (self);
  self->invites_pending = FALSE;
  if (self->joined == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->joined, self);
  g_clear_object (&self->joined);
  tl_scoreboard_set_presence (tl_side_panel_get_scoreboard (self->side_panel), NULL, 0);
}

TlJoinedGame *
_tl_window_get_joined (TlWindow *self)
{
  return self->joined;
}

/* The name the person plays under: the first of the New Game window's. */
static char *
player_name (TlWindow *self)
{
  GSettings *settings = _tl_window_get_settings (self);
  g_auto (GStrv) names = settings != NULL ? g_settings_get_strv (settings, "player-names") : NULL;

  if (names != NULL && names[0] != NULL && names[0][0] != '\0')
    return g_strdup (names[0]);
  return g_strdup (g_get_real_name ());
}

gboolean
_tl_window_join (TlWindow    *self,
                 const char  *link,
                 GError     **error)
{
  return _tl_window_join_as (self, link, NULL, error);
}

gboolean
_tl_window_join_as (TlWindow    *self,
                    const char  *link,
                    const char  *player,
                    GError     **error)
{
  g_autofree char *name = player != NULL ? g_strdup (player) : player_name (self);
  g_autofree char *text = NULL;
  TlJoinedGame *joined = tl_joined_game_new (link, name, NULL, error);

  if (joined == NULL)
    return FALSE;
  _tl_window_join_drop (self);
  self->joined = joined;
  g_signal_connect (joined, "notify::status", G_CALLBACK (on_joined_status), self);
  g_signal_connect (joined, "notify::connected-seats", G_CALLBACK (on_joined_seats), self);
  g_signal_connect (joined, "refused", G_CALLBACK (on_joined_refused), self);
  _tl_window_online_joined (self, link, joined);
  _tl_window_host_joined (self, link);
  /* Translators: "%s" is the host's address */
  text = g_strdup_printf (_("Connecting to %s…"), tl_joined_game_get_host (joined));
  show_state_toast (self, text, 0);
  return TRUE;
}

/* The status line while another seat plays a game on a host: NULL when it
 * is not such a game (transfer full). */
const char *
_tl_window_join_computer_text (gboolean computer,
                               gboolean resigned)
{
  if (resigned)
    return _("You resigned: a computer plays your seat to the end");
  if (computer)
    return _("A computer plays your seat for now: the host can give it back");
  return NULL;
}

char *
_tl_window_join_status (TlWindow *self)
{
  const char *text;
  guint current;
  g_autofree char *name = NULL;

  if (self->joined == NULL || self->game == NULL || tl_game_get_viewer (self->game) < 0 ||
      tl_game_get_phase (self->game) == TL_PHASE_OVER)
    return NULL;
  text = _tl_window_join_computer_text (tl_joined_game_seat_computer (self->joined, tl_game_get_viewer (self->game)),
                                        tl_joined_game_seat_resigned (self->joined, tl_game_get_viewer (self->game)));
  if (text != NULL)
    return g_strdup (text);
  current = tl_game_get_current_player (self->game);
  if ((gint) current == tl_game_get_viewer (self->game))
    /* a step that discloses something went to the host: its answer shows it */
    return tl_game_is_waiting_for_host (self->game) ? g_strdup (_("Waiting for the host…")) : NULL;
  name = tl_player_name_shown (tl_game_player_info (self->game, current)->name);
  if (tl_game_player_info (self->game, current)->kind == TL_PLAYER_HUMAN &&
      !tl_joined_game_seat_connected (self->joined, current))
    /* Translators: "%s" is a player's name */
    return g_strdup_printf (_("%s is away: the game goes on when they are back"), name);
  /* Translators: "%s" is a player's name */
  return g_strdup_printf (_("Waiting for %s…"), name);
}

/* The dialog */

static void
on_join_response (AdwMessageDialog *dialog,
                  const char       *response,
                  TlWindow         *self)
{
  TlJoinForm *form = g_object_get_data (G_OBJECT (dialog), "form");
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "join") != 0 || tl_join_form_get_link (form) == NULL)
    return;
  if (!_tl_window_join (self, tl_join_form_get_link (form), &error))
    _tl_window_show_error (self, error);
}

static void
on_form_link (TlJoinForm       *form,
              GParamSpec       *pspec,
              AdwMessageDialog *dialog)
{
  adw_message_dialog_set_response_enabled (dialog, "join", tl_join_form_get_link (form) != NULL);
}

/* Asks before joining @link (NULL: the person types it, or its parts, or
 * picks a game found on the network). */
GtkWindow *
_tl_window_join_ask (TlWindow   *self,
                     const char *link)
{
  AdwMessageDialog *dialog;
  GtkWidget *form = tl_join_form_new (link);
  TlNetLink parsed = { 0 };

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Join a Game"), NULL));
  gtk_widget_set_name (GTK_WIDGET (dialog), "join-game-dialog");
  if (link != NULL && tl_net_link_parse (link, &parsed, NULL))
    /* Translators: "%s" is the host's address, 192.0.2.5 */
    adw_message_dialog_format_body (dialog, _("Join the game on %s? Only join games of people you know."),
                                    parsed.host);
  else
    adw_message_dialog_format_body (dialog, "%s",
                                    _("Paste the invite link a friend sent you, or type the address of their game."));
  tl_net_link_clear (&parsed);
  adw_message_dialog_set_extra_child (dialog, form);
  g_object_set_data (G_OBJECT (dialog), "form", form);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "join", _("_Join"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "join", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "join");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (form, "notify::link", G_CALLBACK (on_form_link), dialog);
  on_form_link (TL_JOIN_FORM (form), NULL, dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (on_join_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  tl_join_form_focus_link (TL_JOIN_FORM (form));
  return GTK_WINDOW (dialog);
}

void
tl_window_ask_join (TlWindow   *self,
                    const char *link)
{
  g_return_if_fail (TL_IS_WINDOW (self));
  g_return_if_fail (link != NULL);

  _tl_window_join_ask (self, link);
}
