/* tl-window-online.c — the main window and the Online Games: each game on a
 * host played here is remembered (TlOnlineGames, src/model) with whose turn
 * it is; the start page plays it again or forgets it; a notification says
 * when it becomes the player's turn while the window is not focused
 * (docs/network.md "Online Games")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-alert.h"
#include "tl-joined-game.h"
#include "tl-net-link.h"
#include "tl-online-games.h"
#include "tl-online-text.h"
#include "tl-window-private.h"

typedef struct _TlWindowOnline {
  TlOnlineGames *games;
  /* the game on a host played here: its link, the seat (owned by the
   * window: self->joined), its game once the host sent it */
  char *link;
  TlJoinedGame *joined;
  TlGame *game;
  gulong game_id;
  gulong changed_id;
  gulong status_id;
  /* the notifications sent (their ids), withdrawn when the window is back,
   * and the text of the last (without an application they are only kept
   * here) */
  GPtrArray *sent;
  char *last_body;
} TlWindowOnline;

/* Whether links @a and @b are of one game and seat (their tokens may differ). */
static gboolean
same_seat (const char *a,
           const char *b)
{
  TlNetLink la = { 0 }, lb = { 0 };
  gboolean same;

  if (a == NULL || b == NULL || !tl_net_link_parse (a, &la, NULL))
    return FALSE;
  if (!tl_net_link_parse (b, &lb, NULL))
    {
      tl_net_link_clear (&la);
      return FALSE;
    }
  same = g_strcmp0 (la.game, lb.game) == 0 && la.seat == lb.seat && g_strcmp0 (la.host, lb.host) == 0
         && la.port == lb.port;
  tl_net_link_clear (&la);
  tl_net_link_clear (&lb);
  return same;
}

/* The notification */

static void
send_notification (TlWindow     *self,
                   TlOnlineGame *entry)
{
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  g_autoptr (GNotification) notification = g_notification_new (_("Your Turn"));
  g_autofree char *body = tl_online_text_notification_body (entry);
  g_autofree char *id = tl_online_game_notification_id (entry);

  g_notification_set_body (notification, body);
  g_notification_set_default_action_and_target_value (notification, "app.open-online-game",
                                                      g_variant_new_string (tl_online_game_get_link (entry)));
  if (app != NULL)
    g_application_send_notification (app, id, notification);
  g_free (self->online->last_body);
  self->online->last_body = g_steal_pointer (&body);
  if (!g_ptr_array_find_with_equal_func (self->online->sent, id, g_str_equal, NULL))
    g_ptr_array_add (self->online->sent, g_steal_pointer (&id));
}

static void
withdraw_notifications (TlWindow *self)
{
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));

  for (guint i = 0; app != NULL && i < self->online->sent->len; i++)
    g_application_withdraw_notification (app, g_ptr_array_index (self->online->sent, i));
  g_ptr_array_set_size (self->online->sent, 0);
}

static void
on_active (TlWindow   *self,
           GParamSpec *pspec,
           gpointer    data)
{
  if (gtk_window_is_active (GTK_WINDOW (self)))
    withdraw_notifications (self);
}

/* Following the game played here */

/* The host's news: the entry says it; a turn of the player's own come while
 * they look elsewhere is told. */
static void
note (TlWindow *self)
{
  TlWindowOnline *online = self->online;
  TlOnlineNote what;
  gint position;

  if (online->games == NULL || online->game == NULL)
    return;
  what = tl_online_games_note (online->games, online->link, online->game, g_get_real_time () / G_USEC_PER_SEC);
  position = tl_online_games_find (online->games, online->link);
  if (position >= 0 && tl_online_games_should_notify (what, gtk_window_is_active (GTK_WINDOW (self))))
    {
      g_autoptr (TlOnlineGame) entry = g_list_model_get_item (G_LIST_MODEL (online->games), (guint) position);

      send_notification (self, entry);
    }
}

static void
on_game_changed (TlGame   *game,
                 TlWindow *self)
{
  note (self);
}

static void
watch_game (TlWindow *self)
{
  TlWindowOnline *online = self->online;
  TlGame *game = tl_joined_game_get_game (online->joined);

  if (game == online->game)
    return;
  if (online->game != NULL)
    g_clear_signal_handler (&online->changed_id, online->game);
  g_set_object (&online->game, game);
  if (game != NULL)
    online->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
  note (self);
}

static void
on_joined_game (TlJoinedGame *joined,
                GParamSpec   *pspec,
                TlWindow     *self)
{
  watch_game (self);
}

static void
on_joined_status (TlJoinedGame *joined,
                  GParamSpec   *pspec,
                  TlWindow     *self)
{
  /* the end: the whole record is the game, which leaves the list */
  note (self);
}

void
_tl_window_online_drop (TlWindow *self)
{
  TlWindowOnline *online = self->online;

  if (online == NULL)
    return;
  if (online->game != NULL)
    g_clear_signal_handler (&online->changed_id, online->game);
  g_clear_object (&online->game);
  if (online->joined != NULL)
    {
      g_clear_signal_handler (&online->game_id, online->joined);
      g_clear_signal_handler (&online->status_id, online->joined);
      online->joined = NULL;
    }
  g_clear_pointer (&online->link, g_free);
}

void
_tl_window_online_joined (TlWindow     *self,
                          const char   *link,
                          TlJoinedGame *joined)
{
  TlWindowOnline *online = self->online;

  _tl_window_online_drop (self);
  online->link = g_strdup (link);
  online->joined = joined;
  online->game_id = g_signal_connect (joined, "notify::game", G_CALLBACK (on_joined_game), self);
  online->status_id = g_signal_connect (joined, "notify::status", G_CALLBACK (on_joined_status), self);
  watch_game (self);
}

/* The window that plays the seat of @link, or NULL. */
static TlWindow *
find_playing (const char *link)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (TL_IS_WINDOW (window) && TL_WINDOW (window)->online != NULL
          && same_seat (TL_WINDOW (window)->online->link, link))
        return TL_WINDOW (window);
    }
  return NULL;
}

/* The start page's actions */

/* The name the seat of @link was played under (its Online Games entry), or
 * NULL (transfer full). */
static char *
stored_name (TlWindow   *self,
             const char *link)
{
  gint position = self->online->games != NULL ? tl_online_games_find (self->online->games, link) : -1;
  g_autoptr (TlOnlineGame) entry = NULL;

  if (position < 0)
    return NULL;
  entry = g_list_model_get_item (G_LIST_MODEL (self->online->games), (guint) position);
  return g_strdup (tl_online_game_get_name (entry));
}

/* Plays the seat again under the name it had (not New Game's first name:
 * a `hello` with another name renames the seat for everyone). */
static void
join_then (GtkWindow *window,
           gpointer   link)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = stored_name (TL_WINDOW (window), link);

  if (!_tl_window_join_as (TL_WINDOW (window), link, name, &error))
    _tl_window_show_error (TL_WINDOW (window), error);
}

static void
action_open_online_game (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       data)
{
  TlWindow *self = data;
  const char *link = g_variant_get_string (parameter, NULL);
  TlWindow *other = find_playing (link);

  if (other != NULL)
    {
      gtk_window_present (GTK_WINDOW (other));
      return;
    }
  if (_tl_window_has_game_in_progress (self))
    tl_abandon_dialog_ask (GTK_WINDOW (self), _("Leave the Game?"), NULL, join_then, g_strdup (link), g_free);
  else
    join_then (GTK_WINDOW (self), (gpointer) link);
}

typedef struct {
  TlOnlineGames *games;
  char *link;
} Forget;

static void
forget_free (gpointer data)
{
  Forget *forget = data;

  g_object_unref (forget->games);
  g_free (forget->link);
  g_free (forget);
}

static void
on_forget_response (TlAlert    *alert,
                    const char *response,
                    gpointer    data)
{
  Forget *forget = data;

  if (g_strcmp0 (response, "forget") == 0)
    tl_online_games_remove (forget->games, forget->link);
}

static void
action_forget_online_game (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       data)
{
  TlWindow *self = data;
  const char *link = g_variant_get_string (parameter, NULL);
  gint position = self->online->games != NULL ? tl_online_games_find (self->online->games, link) : -1;
  g_autoptr (TlOnlineGame) entry = NULL;
  g_autofree char *title = NULL;
  g_autofree char *body = NULL;
  TlAlert *alert;

  if (position < 0)
    return;
  entry = g_list_model_get_item (G_LIST_MODEL (self->online->games), (guint) position);
  title = tl_online_text_title (entry);
  /* Translators: "%s" are the game's kind ("Carcassonne") and the host's address */
  body = g_strdup_printf (_("%s on %s leaves Online Games. The game goes on at the host: only its invite "
                            "link can bring you back to it."),
                          title, tl_online_game_get_host (entry));
  alert = tl_alert_new (_("Forget This Game?"), body);
  gtk_widget_set_name (GTK_WIDGET (alert), "forget-online-game-dialog");
  tl_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  tl_alert_add_response (alert, "forget", _("_Forget"), ADW_RESPONSE_DESTRUCTIVE);
  tl_alert_set_default_response (alert, "cancel");
  tl_alert_set_close_response (alert, "cancel");
  {
    Forget *forget = g_new0 (Forget, 1);

    forget->games = g_object_ref (self->online->games);
    forget->link = g_strdup (link);
    tl_alert_present (alert, GTK_WIDGET (self), on_forget_response, forget, forget_free);
  }
}

const GPtrArray *
_tl_window_online_get_notifications (TlWindow    *self,
                                     const char **last_body)
{
  if (last_body != NULL)
    *last_body = self->online->last_body;
  return self->online->sent;
}

/* A notification's default action (`app.open-online-game`): the window that
 * plays the game comes forward, else @window plays it. */
void
_tl_window_online_present (TlWindow   *window,
                           const char *link)
{
  TlWindow *other = find_playing (link);

  if (other != NULL)
    window = other;
  gtk_window_present (GTK_WINDOW (window));
  if (other == NULL)
    g_action_group_activate_action (G_ACTION_GROUP (window), "open-online-game", g_variant_new_string (link));
}

void
tl_window_set_online_games (TlWindow      *self,
                            TlOnlineGames *games)
{
  g_return_if_fail (TL_IS_WINDOW (self));
  g_return_if_fail (games == NULL || TL_IS_ONLINE_GAMES (games));

  g_set_object (&self->online->games, games);
  tl_start_page_set_online_games (self->start_page, G_LIST_MODEL (games));
  /* a file that could not be read (kept aside), an entry skipped */
  if (games != NULL && tl_online_games_get_error (games) != NULL)
    _tl_window_show_error (self, tl_online_games_get_error (games));
  note (self);
}

TlOnlineGames *
tl_window_get_online_games (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return self->online->games;
}

static const GActionEntry online_entries[] = {
  { "open-online-game", action_open_online_game, "s" },
  { "forget-online-game", action_forget_online_game, "s" },
};

void
_tl_window_online_init (TlWindow *self)
{
  self->online = g_new0 (TlWindowOnline, 1);
  self->online->sent = g_ptr_array_new_with_free_func (g_free);
  g_action_map_add_action_entries (G_ACTION_MAP (self), online_entries, G_N_ELEMENTS (online_entries), self);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (on_active), NULL);
}

void
_tl_window_online_dispose (TlWindow *self)
{
  if (self->online == NULL)
    return;
  _tl_window_online_drop (self);
  g_clear_object (&self->online->games);
  g_ptr_array_unref (self->online->sent);
  g_free (self->online->last_body);
  g_clear_pointer (&self->online, g_free);
}
