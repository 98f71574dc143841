/* tl-window-host.c — the main window starts a game with friends: this app
 * hosts it or a server does; the invite links, and the host's controls
 * (docs/network.md "Hosting from the app")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-window-private.h"
#include "tl-application.h"
#include "tl-alert.h"
#include "tl-hosting.h"
#include "tl-joined-game.h"
#include "tl-net-admin.h"
#include "tl-net-create.h"
#include "tl-net-link.h"
#include "tl-new-game-window.h"
#include "tl-player-name.h"
#include "tl-server-games.h"

#include <glib/gi18n.h>

TlHosting *
_tl_window_get_hosting (TlWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (self->hosting != NULL)
    return self->hosting;
  if (app != NULL && TL_IS_APPLICATION (app))
    return tl_application_get_hosting (TL_APPLICATION (app));
  return NULL;
}

void
tl_window_set_hosting (TlWindow  *self,
                       TlHosting *hosting)
{
  g_return_if_fail (TL_IS_WINDOW (self));
  g_return_if_fail (hosting == NULL || TL_IS_HOSTING (hosting));
  g_set_object (&self->hosting, hosting);
}

const char *
_tl_window_get_hosted_id (TlWindow *self)
{
  return self->hosted_id;
}

/* Forgets the game with friends (another game starts, the window closes). */
void
_tl_window_host_drop (TlWindow *self)
{
  g_clear_pointer (&self->hosted_id, g_free);
  g_clear_pointer (&self->server_game, tl_server_game_free);
}

/* A game this app made on a server: its creator's controls, in
 * server-games.ini (docs/network.md "Hosting from the app") */

void
_tl_window_host_joined (TlWindow   *self,
                        const char *link)
{
  TlNetLink parsed = { 0 };
  g_autofree char *path = tl_server_games_default_path ();
  g_autoptr (GError) error = NULL;

  if (!tl_net_link_parse (link, &parsed, NULL))
    return;
  g_clear_pointer (&self->server_game, tl_server_game_free);
  self->server_game = tl_server_games_lookup (path, parsed.game, &error);
  tl_net_link_clear (&parsed);
  if (error != NULL)
    g_warning ("%s", error->message);
}

/* Writes what the window keeps of its server game; says so when it cannot. */
static void
keep_server_game (TlWindow *self)
{
  g_autofree char *path = tl_server_games_default_path ();
  g_autoptr (GError) error = NULL;

  if (self->server_game->admin != NULL && !tl_server_games_store (path, self->server_game, &error))
    _tl_window_show_error (self, error);
}

void
_tl_window_host_over (TlWindow *self)
{
  g_autofree char *path = tl_server_games_default_path ();
  g_autoptr (GError) error = NULL;

  if (self->server_game != NULL && !tl_server_games_forget (path, self->server_game->id, &error))
    g_warning ("%s", error->message);
}

/* The game on a host is not over. */
static gboolean
game_going_on (TlWindow *self)
{
  return self->joined != NULL && tl_joined_game_get_status (self->joined) != TL_JOINED_OVER &&
         tl_joined_game_get_status (self->joined) != TL_JOINED_FAILED;
}

static gboolean
hosted_here (TlWindow *self)
{
  TlHosting *hosting = _tl_window_get_hosting (self);

  return self->hosted_id != NULL && hosting != NULL && tl_hosting_has_game (hosting, self->hosted_id);
}

/* A game made on a server whose creator's token the window keeps. */
static gboolean
server_controls (TlWindow *self)
{
  return self->server_game != NULL && self->server_game->admin != NULL;
}

void
_tl_window_host_update_actions (TlWindow *self)
{
  _tl_window_set_enabled (self, "invites", game_going_on (self) &&
                          (self->server_game != NULL || hosted_here (self)));
  _tl_window_set_enabled (self, "end-hosted-game", game_going_on (self) &&
                          (hosted_here (self) || server_controls (self)));
}

/* The invites */

/* The seats' links: the hosting's (it may have made new ones), else the
 * server's (transfer full). */
static GStrv
dup_links (TlWindow *self)
{
  if (hosted_here (self))
    return tl_hosting_dup_links (_tl_window_get_hosting (self), self->hosted_id);
  return self->server_game != NULL ? g_strdupv (self->server_game->links) : NULL;
}

static void
on_copy_clicked (GtkButton *button,
                 GtkWidget *row)
{
  const char *link = g_object_get_data (G_OBJECT (row), "link");

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (button)), link);
  /* Translators: a button's label once the invite link is on the clipboard */
  gtk_button_set_label (button, _("Copied"));
}

static void
set_row_link (GtkWidget  *row,
              const char *link)
{
  GtkButton *copy = g_object_get_data (G_OBJECT (row), "copy");

  g_object_set_data_full (G_OBJECT (row), "link", g_strdup (link), g_free);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), link);
  gtk_button_set_label (copy, _("_Copy"));
}

static void
on_new_link_clicked (GtkButton *button,
                     GtkWidget *row)
{
  TlWindow *self = g_object_get_data (G_OBJECT (row), "window");
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "seat"));
  g_autoptr (GError) error = NULL;
  g_autofree char *link = NULL;

  if (hosted_here (self))
    link = tl_hosting_reissue_link (_tl_window_get_hosting (self), self->hosted_id, seat, &error);
  else if (server_controls (self) && seat < g_strv_length (self->server_game->links))
    link = tl_net_admin_reissue_link (self->server_game->server, self->server_game->id,
                                      self->server_game->admin, seat, &error);
  else
    return;
  if (link == NULL)
    {
      _tl_window_show_error (self, error);
      return;
    }
  if (self->server_game != NULL && !hosted_here (self))
    {
      /* the new link replaces the old in what is kept */
      g_free (self->server_game->links[seat]);
      self->server_game->links[seat] = g_strdup (link);
      keep_server_game (self);
    }
  set_row_link (row, link);
}

/* Who plays an absent friend's seat: 0 the friend, 1 to 3 a computer. */
static void
on_player_selected (GtkDropDown *dropdown,
                    GParamSpec  *pspec,
                    GtkWidget   *row)
{
  TlWindow *self = g_object_get_data (G_OBJECT (row), "window");
  guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "seat"));
  guint level = gtk_drop_down_get_selected (dropdown);
  g_autoptr (GError) error = NULL;
  gboolean done;

  if (level > 3 || GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dropdown), "level")) == level)
    return;
  if (hosted_here (self))
    done = tl_hosting_set_seat_computer (_tl_window_get_hosting (self), self->hosted_id, seat, (int) level, &error);
  else if (server_controls (self) && seat < TL_MAX_PLAYERS)
    done = tl_net_admin_set_seat_computer (self->server_game->server, self->server_game->id,
                                           self->server_game->admin, seat, level, &error);
  else
    return;
  if (!done)
    {
      /* back to who plays it */
      gtk_drop_down_set_selected (dropdown, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dropdown), "level")));
      _tl_window_show_error (self, error);
      return;
    }
  g_object_set_data (G_OBJECT (dropdown), "level", GUINT_TO_POINTER (level));
  if (self->server_game != NULL && !hosted_here (self))
    {
      self->server_game->levels[seat] = level;
      keep_server_game (self);
    }
}

static GtkWidget *
suffix_button (GtkWidget  *row,
               const char *label,        /* NULL: the "new" icon */
               const char *tooltip,
               const char *accessible)
{
  GtkWidget *button = label != NULL ? gtk_button_new_with_mnemonic (label)
                                     : gtk_button_new_from_icon_name ("view-refresh-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (tooltip != NULL)
    gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return button;
}

/* One row per seat a friend plays: the name, the link and Copy; on a game
 * this app hosts or made on a server, a new link and who plays the seat
 * while the friend is away (@level: 0 the friend, 1 to 3 a computer). */
static GtkWidget *
seat_row (TlWindow   *self,
          guint       seat,
          const char *link,
          gboolean    controls,
          guint       level)
{
  TlGame *game = self->joined != NULL ? tl_joined_game_get_game (self->joined) : NULL;
  g_autofree char *name = game != NULL && seat < tl_game_get_n_players (game)
                          ? tl_player_name_shown (tl_game_player_info (game, seat)->name)
                          : g_strdup_printf (_("Player %u"), seat + 1);
  /* Translators: "%s" is a player's name */
  g_autofree char *copy_name = g_strdup_printf (_("Copy the invite link of %s"), name);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *copy;

  /* Translators: a seat in the invites: "Seat 2: Ana" */
  g_autofree char *title = g_strdup_printf (_("Seat %u: %s"), seat + 1, name);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_add_css_class (row, "invite-link");
  g_object_set_data (G_OBJECT (row), "window", self);
  g_object_set_data (G_OBJECT (row), "seat", GUINT_TO_POINTER (seat));
  copy = suffix_button (row, _("_Copy"), _("Copy the link to send it to a friend"), copy_name);
  gtk_widget_set_name (copy, "invite-copy");
  g_object_set_data (G_OBJECT (row), "copy", copy);
  g_signal_connect (copy, "clicked", G_CALLBACK (on_copy_clicked), row);
  set_row_link (row, link);
  if (controls)
    {
      /* Translators: "%s" is a player's name */
      g_autofree char *new_name = g_strdup_printf (_("Make a new invite link for %s"), name);
      /* Translators: "%s" is a player's name */
      g_autofree char *who_name = g_strdup_printf (_("Who plays the seat of %s"), name);
      const char *players[] = { _("Friend"), _("Computer: Easy"), _("Computer: Normal"),
                                _("Computer: Hard"), NULL };
      /* an icon: the link needs the row's width */
      GtkWidget *renew = suffix_button (row, NULL,
                                        _("New link: the old one stops working, whoever joined with it leaves the game"),
                                        new_name);
      GtkWidget *who = gtk_drop_down_new_from_strings (players);

      gtk_widget_set_name (renew, "invite-new-link");
      g_signal_connect (renew, "clicked", G_CALLBACK (on_new_link_clicked), row);
      gtk_widget_set_valign (who, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (who, _("A computer can play the seat while the friend is away"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (who), GTK_ACCESSIBLE_PROPERTY_LABEL, who_name, -1);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (who), level);
      g_object_set_data (G_OBJECT (who), "level", GUINT_TO_POINTER (level));
      g_signal_connect (who, "notify::selected", G_CALLBACK (on_player_selected), row);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), who);
    }
  return row;
}

GtkWindow *
_tl_window_show_invites (TlWindow *self)
{
  g_auto (GStrv) links = dup_links (self);
  gboolean here = hosted_here (self);
  gboolean controls = here || server_controls (self);
  GtkWidget *list = gtk_list_box_new ();
  TlHosting *hosting = _tl_window_get_hosting (self);
  TlGame *game = self->joined != NULL ? tl_joined_game_get_game (self->joined) : NULL;
  gint viewer = game != NULL ? tl_game_get_viewer (game) : -1;
  TlAlert *alert;

  if (links == NULL)
    return NULL;
  alert = tl_alert_new (_("Invite Friends"),
                        _("Send each friend the link of their seat: it lets whoever has it play that seat. "
                          "Send links only to people you know."));
  gtk_widget_set_name (GTK_WIDGET (alert), "invites-dialog");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Invite links"), -1);
  for (guint i = 0; links[i] != NULL; i++)
    {
      /* the seat played here, and the computers', need no invite */
      if ((gint) i == viewer || (here && tl_hosting_get_computer_level (hosting, self->hosted_id, i) >= 0) ||
          (game != NULL && i < tl_game_get_n_players (game) && tl_game_player_info (game, i)->kind == TL_PLAYER_AI))
        continue;
      gtk_list_box_append (GTK_LIST_BOX (list),
                           seat_row (self, i, links[i], controls,
                                     !here && self->server_game != NULL && i < TL_MAX_PLAYERS
                                       ? self->server_game->levels[i] : 0));
    }
  tl_alert_set_extra_child (alert, list);
  tl_alert_add_response (alert, "close", _("_Done"), ADW_RESPONSE_DEFAULT);
  tl_alert_set_default_response (alert, "close");
  tl_alert_present (alert, GTK_WIDGET (self), NULL, NULL, NULL);
  return GTK_WINDOW (alert);
}

static void
action_invites (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       data)
{
  _tl_window_show_invites (TL_WINDOW (data));
}

/* End */

static void
on_end_answered (TlAlert    *alert,
                 const char *response,
                 gpointer    data)
{
  TlWindow *self = data;
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "end") != 0)
    return;
  if (hosted_here (self))
    {
      if (!tl_hosting_end_game (_tl_window_get_hosting (self), self->hosted_id, &error))
        _tl_window_show_error (self, error);
    }
  else if (server_controls (self))
    {
      if (tl_net_admin_end_game (self->server_game->server, self->server_game->id, self->server_game->admin,
                                 &error))
        _tl_window_host_over (self);
      else
        _tl_window_show_error (self, error);
    }
  _tl_window_refresh (self);
}

static void
action_end_hosted_game (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       data)
{
  TlWindow *self = data;
  TlAlert *alert = tl_alert_new (_("End the Game for Everyone?"),
                                 _("Every player gets the game as it stands and their links stop working. "
                                   "It cannot be played on afterwards."));

  gtk_widget_set_name (GTK_WIDGET (alert), "end-hosted-game-dialog");
  tl_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  tl_alert_add_response (alert, "end", _("_End Game"), ADW_RESPONSE_DESTRUCTIVE);
  tl_alert_set_default_response (alert, "cancel");
  tl_alert_set_close_response (alert, "cancel");
  tl_alert_present (alert, GTK_WIDGET (self), on_end_answered, g_object_ref (self), g_object_unref);
}

/* Starting */

/* The one seat a person plays here in a game with friends, or -1 with an
 * error when there is none or more than one. */
static gint
own_seat (TlNewGameWindow *dialog,
          const TlRecord  *record,
          GError         **error)
{
  gint own = -1;

  for (guint i = 0; i < record->players->len; i++)
    if (g_array_index (record->players, TlPlayerInfo, i).kind == TL_PLAYER_HUMAN &&
        !tl_new_game_window_seat_is_open (dialog, i))
      {
        if (own >= 0)
          {
            own = -1;
            break;
          }
        own = (gint) i;
      }
  if (own < 0)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                         _("In a game with friends one seat is played on this computer: "
                           "choose Person for exactly one seat, and Open or Computer for the others."));
  return own;
}

/* Join Game's list finds it as "Ana’s game" (only when the host listens
 * beyond this computer: tl_hosting_announces_on()). */
static void
announce_hosted (TlHosting  *hosting,
                 const char *id,
                 const char *name)
{
  g_autoptr (GError) error = NULL;
  /* Translators: the title a hosted game is found under in Join Game's
     "Games on This Network"; "%s" is the host's player's name */
  g_autofree char *title = g_strdup_printf (_("%s’s game"), name);

  if (!tl_hosting_announce_game (hosting, id, title, &error))
    g_message ("%s", error->message);
}

/* Makes the game on the server New Game names: what the window keeps of it,
 * @link the window's own seat's (transfer full). */
static TlServerGame *
create_on_server (TlNewGameWindow *dialog,
                  const TlRecord  *record,
                  guint            own,
                  char           **link,
                  GError         **error)
{
  g_autofree char *server = tl_new_game_window_dup_server (dialog);
  g_autofree char *id = NULL;
  g_autofree char *admin = NULL;
  g_auto (GStrv) links = NULL;
  TlServerGame *game;

  if (!g_str_has_prefix (server, "ws://") && !g_str_has_prefix (server, "wss://"))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Type the server’s address, as ws://HOST:PORT or wss://HOST:PORT."));
      return NULL;
    }
  if (!tl_net_create_game (server, record, &id, &links, &admin, error))
    return NULL;
  if (links == NULL || own >= g_strv_length (links))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The server %s sent no link for seat %u."),
                   server, own + 1);
      return NULL;
    }
  game = tl_server_game_new (id, server, admin, (const char * const *) links);
  *link = g_strdup (links[own]);
  return game;
}

gboolean
tl_window_start_new_game (TlWindow         *self,
                          TlNewGameWindow  *dialog,
                          GError          **error)
{
  g_autoptr (TlRecord) record = NULL;
  g_autofree char *link = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autoptr (TlServerGame) server_game = NULL;
  TlHosting *hosting = _tl_window_get_hosting (self);
  gint own;

  g_return_val_if_fail (TL_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (dialog), FALSE);

  record = tl_new_game_window_build_record (dialog, tl_record_random_seed (), error);
  if (record == NULL)
    return FALSE;
  if (tl_new_game_window_count_open_seats (dialog) == 0)
    return tl_window_start_game (self, record, error);
  if ((own = own_seat (dialog, record, error)) < 0)
    return FALSE;
  name = g_strdup (g_array_index (record->players, TlPlayerInfo, own).name);
  if (tl_new_game_window_get_where (dialog) == TL_NEW_GAME_SERVER)
    {
      server_game = create_on_server (dialog, record, own, &link, error);
      if (server_game == NULL)
        return FALSE;
    }
  else
    {
      if (hosting == NULL)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("This window cannot host games."));
          return FALSE;
        }
      id = tl_hosting_create_game (hosting, record, error);
      if (id == NULL)
        return FALSE;
      link = tl_hosting_dup_local_link (hosting, id, own);
      announce_hosted (hosting, id, name);
    }
  /* the window plays its own seat as any joined game (drops what it had) */
  if (!_tl_window_join_as (self, link, name, error))
    return FALSE;
  self->hosted_id = g_steal_pointer (&id);
  if (server_game != NULL)
    {
      g_clear_pointer (&self->server_game, tl_server_game_free);
      self->server_game = g_steal_pointer (&server_game);
      /* kept with the creator's token, if the server gave one */
      keep_server_game (self);
    }
  /* the invites once the game is there (tl-window-join.c) */
  self->invites_pending = TRUE;
  _tl_window_refresh (self);
  return TRUE;
}

static const GActionEntry host_entries[] = {
  { "invites", action_invites },
  { "end-hosted-game", action_end_hosted_game },
};

void
_tl_window_host_init (TlWindow *self)
{
  _tl_window_add_actions (self, host_entries, G_N_ELEMENTS (host_entries));
  _tl_window_set_enabled (self, "invites", FALSE);
  _tl_window_set_enabled (self, "end-hosted-game", FALSE);
}
