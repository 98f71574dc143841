/* tl-new-game-network.c — the new-game window's Friends group: open seats,
 * and where their game is played (docs/network.md "Hosting from the app")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-combo-row-values.h"
#include "tl-new-game-window-private.h"
#include "tl-new-game-options-private.h"

static void
on_changed (GObject         *object,
            GParamSpec      *pspec,
            TlNewGameWindow *self)
{
  _tl_new_game_network_update (self);
}

void
_tl_new_game_network_init (TlNewGameWindow *self)
{
  for (guint i = 0; i < TL_MAX_SEATS; i++)
    g_signal_connect (self->seats[i], "notify::open", G_CALLBACK (on_changed), self);
  g_signal_connect (self->where_row, "notify::selected", G_CALLBACK (on_changed), self);
  tl_combo_row_show_value_whole (self->where_row);
}

void
_tl_new_game_network_update (TlNewGameWindow *self)
{
  gboolean server = tl_new_game_window_get_where (self) == TL_NEW_GAME_SERVER;

  gtk_widget_set_visible (self->network_group, tl_new_game_window_count_open_seats (self) > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->server_row), server);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->where_row),
                               server
                               ? _("The server keeps the game: friends play when they like, also while this computer is off. It plays the computer seats itself.")
                               : _("This computer is the host: keep Tilelands running while friends play. Friends must reach it on your network."));
}

void
_tl_new_game_network_load (TlNewGameWindow *self)
{
  g_autofree char *where = NULL;
  g_autofree char *server = NULL;

  if (!_tl_new_game_settings_has_key (self->settings, "network-where"))
    return;
  where = g_settings_get_string (self->settings, "network-where");
  server = g_settings_get_string (self->settings, "server-address");
  tl_new_game_window_set_where (self, g_strcmp0 (where, "server") == 0 ? TL_NEW_GAME_SERVER : TL_NEW_GAME_HOST);
  tl_new_game_window_set_server (self, server);
}

/* Called between g_settings_delay() and g_settings_apply(). */
void
_tl_new_game_network_save (TlNewGameWindow *self)
{
  g_autofree char *server = tl_new_game_window_dup_server (self);

  if (!_tl_new_game_settings_has_key (self->settings, "network-where") ||
      tl_new_game_window_count_open_seats (self) == 0)
    return;
  g_settings_set_string (self->settings, "network-where",
                         tl_new_game_window_get_where (self) == TL_NEW_GAME_SERVER ? "server" : "host");
  if (tl_new_game_window_get_where (self) == TL_NEW_GAME_SERVER)
    g_settings_set_string (self->settings, "server-address", server);
}

gboolean
tl_new_game_window_seat_is_open (TlNewGameWindow *self,
                                 guint            seat)
{
  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (self), FALSE);
  return seat < _tl_new_game_n_seats (self) && tl_seat_row_get_open (self->seats[seat]);
}

void
tl_new_game_window_set_seat_open (TlNewGameWindow *self,
                                  guint            seat,
                                  gboolean         open)
{
  g_return_if_fail (TL_IS_NEW_GAME_WINDOW (self));
  g_return_if_fail (seat < TL_MAX_SEATS);
  tl_seat_row_set_open (self->seats[seat], open);
}

guint
tl_new_game_window_count_open_seats (TlNewGameWindow *self)
{
  guint open = 0;

  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (self), 0);
  for (guint i = 0; i < _tl_new_game_n_seats (self); i++)
    open += tl_seat_row_get_open (self->seats[i]) ? 1 : 0;
  return open;
}

TlNewGameWhere
tl_new_game_window_get_where (TlNewGameWindow *self)
{
  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (self), TL_NEW_GAME_HOST);
  return adw_combo_row_get_selected (self->where_row) == 1 ? TL_NEW_GAME_SERVER : TL_NEW_GAME_HOST;
}

void
tl_new_game_window_set_where (TlNewGameWindow *self,
                              TlNewGameWhere   where)
{
  g_return_if_fail (TL_IS_NEW_GAME_WINDOW (self));
  adw_combo_row_set_selected (self->where_row, where == TL_NEW_GAME_SERVER ? 1 : 0);
}

char *
tl_new_game_window_dup_server (TlNewGameWindow *self)
{
  g_return_val_if_fail (TL_IS_NEW_GAME_WINDOW (self), NULL);
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->server_row))));
}

void
tl_new_game_window_set_server (TlNewGameWindow *self,
                               const char      *address)
{
  g_return_if_fail (TL_IS_NEW_GAME_WINDOW (self));
  gtk_editable_set_text (GTK_EDITABLE (self->server_row), address != NULL ? address : "");
}
