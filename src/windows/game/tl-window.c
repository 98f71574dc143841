/* tl-window.c — the main window: start page, board and side panel
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The GObject: its template, the game it shows, closing, its size and the
 * public API. Its other parts are listed in tl-window-private.h.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-window-private.h"
#include "tl-application.h"
#include "tl-windows-resources.h"
#include "tl-format-error.h"

G_DEFINE_FINAL_TYPE (TlWindow, tl_window, ADW_TYPE_APPLICATION_WINDOW)

static void
on_toast_dismissed (AdwToast *toast,
                    TlWindow *self)
{
  g_signal_handlers_disconnect_by_func (toast, on_toast_dismissed, self);
  if (self->toasts != NULL)
    g_ptr_array_remove (self->toasts, toast);
}

void
_tl_window_add_lasting_toast (TlWindow *self,
                              AdwToast *toast)
{
  /* the game's over the board, so that none hides the turn bar under it (nor,
   * by the overlay's style, the zoom buttons) */
  adw_toast_overlay_add_toast (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0
                               ? self->board_toasts : self->toast_overlay, toast);
}

void
_tl_window_add_toast (TlWindow *self,
                      AdwToast *toast)
{
  g_ptr_array_add (self->toasts, g_object_ref (toast));
  g_signal_connect (toast, "dismissed", G_CALLBACK (on_toast_dismissed), self);
  _tl_window_add_lasting_toast (self, toast);
}

void
_tl_window_dismiss_toasts (TlWindow *self)
{
  /* each one leaves the list as it is dismissed (a queued one leaves the
   * overlay's queue too) */
  while (self->toasts != NULL && self->toasts->len > 0)
    {
      g_autoptr (AdwToast) toast = g_object_ref (g_ptr_array_index (self->toasts, self->toasts->len - 1));

      adw_toast_dismiss (toast);
      /* one that was never shown emits nothing: forget it all the same */
      on_toast_dismissed (toast, self);
    }
}

const GPtrArray *
_tl_window_get_toasts (TlWindow *self)
{
  return self->toasts;
}

void
_tl_window_show_toast (TlWindow   *self,
                       const char *message)
{
  /* a toast's title is Pango markup (libadwaita 1.2): a player called "R&D" or
   * "<b>" would blank it */
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 5);
  _tl_window_add_toast (self, toast);
}

void
_tl_window_show_error (TlWindow     *self,
                       const GError *error)
{
  g_autofree char *text = tl_format_error_describe (error);

  _tl_window_show_toast (self, text);
}

/* Returns: (transfer none) (nullable): the application's settings. */
GSettings *
_tl_window_get_settings (TlWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app == NULL || !TL_IS_APPLICATION (app))
    return NULL;
  return tl_application_get_settings (TL_APPLICATION (app));
}

guint
_tl_window_n_humans (TlWindow *self)
{
  guint humans = 0;

  if (self->game == NULL)
    return 0;
  /* a game on a host: one person at this screen, its seat */
  if (tl_game_get_viewer (self->game) >= 0)
    return 1;
  for (guint i = 0; i < tl_game_get_n_players (self->game); i++)
    if (tl_game_player_info (self->game, i)->kind == TL_PLAYER_HUMAN)
      humans++;
  return humans;
}

/* Returns: (transfer none): the state of the expansion of @hooks in @self. */
gpointer
_tl_window_get_state (TlWindow            *self,
                      const TlWindowHooks *hooks)
{
  for (guint i = 0; i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i] == hooks)
      return self->states[i];
  g_return_val_if_reached (NULL);
}

/* The game shown */

void
_tl_window_clear_game (TlWindow *self)
{
  _tl_window_ai_stop (self);
  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->game);
      g_clear_signal_handler (&self->game_over_id, self->game);
      g_clear_signal_handler (&self->scored_id, self->game);
      g_clear_object (&self->game);
    }
}

gboolean
tl_window_start_game (TlWindow        *self,
                      const TlRecord  *record,
                      GError         **error)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return _tl_window_start (self, record, FALSE, error);
}

gboolean
_tl_window_start (TlWindow        *self,
                  const TlRecord  *record,
                  gboolean         from_library,
                  GError         **error)
{
  TlGame *game = tl_game_new (record, error);

  if (game == NULL)
    return FALSE;
  _tl_window_join_drop (self);
  _tl_window_start_game (self, game, from_library);
  g_object_unref (game);
  return TRUE;
}

void
_tl_window_start_game (TlWindow *self,
                       TlGame   *game,
                       gboolean  from_library)
{
  g_object_ref (game);
  _tl_window_clear_game (self);
  self->game = game;
  g_clear_pointer (&self->file_name, g_free);
  _tl_window_turn_reset (self);

  tl_board_view_set_game (self->board_view, game);
  tl_side_panel_set_game (self->side_panel, game);
  /* the hand-over screen is shown instead when a hand is secret */
  gtk_stack_set_visible_child_name (self->stack, "game");
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));

  _tl_window_refresh (self);
  self->dirty = FALSE;
  _tl_window_library_game_started (self, from_library);
  if (tl_game_get_phase (game) == TL_PHASE_OVER)
    _tl_window_show_final_scores (self);
}

/* Back to the start page, the game closed (the library keeps it, or the person
 * agreed to leave it). */
void
_tl_window_leave_game (TlWindow *self)
{
  _tl_window_join_drop (self);
  _tl_window_clear_game (self);
  _tl_window_end_choice (self);
  tl_board_view_set_game (self->board_view, NULL);
  tl_side_panel_set_game (self->side_panel, NULL);
  self->dirty = FALSE;
  _tl_window_library_game_started (self, FALSE);
  gtk_stack_set_visible_child_name (self->stack, "start");
  _tl_window_refresh (self);
}

TlGame *
tl_window_get_game (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return self->game;
}

GtkWidget *
tl_window_get_board (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->board_view);
}

TlHandView *
_tl_window_get_hand_view (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return _tl_side_panel_get_hand_view (self->side_panel);
}

const char *
_tl_window_get_page (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

/* Closing */

static gboolean
close_idle (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* The person chose to close the window (after saving, or discarding the
 * game). It closes once the dialog that asked is gone: a window destroyed
 * while its dialog still answers leaves the dialog with a dead parent. */
static void
close_now (GtkWindow *window,
           gpointer   data)
{
  TL_WINDOW (window)->closing = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_idle, g_object_ref (window), g_object_unref);
}

static gboolean
tl_window_close_request (GtkWindow *window)
{
  TlWindow *self = TL_WINDOW (window);
  GSettings *settings = _tl_window_get_settings (self);

  /* A game that has not been saved is not thrown away without asking (the
   * window stays open meanwhile; asking twice shows the same question). */
  if (!self->closing && _tl_window_has_game_in_progress (self))
    {
      if (self->close_dialog == NULL)
        {
          self->close_dialog = tl_abandon_dialog_ask (window, _("Save the Game?"),
                                                      _tl_window_save_then, close_now, NULL, NULL);
          g_object_add_weak_pointer (G_OBJECT (self->close_dialog), (gpointer *) &self->close_dialog);
        }
      else
        tl_alert_present (self->close_dialog, GTK_WIDGET (self), NULL, NULL, NULL);
      return TRUE;
    }

  /* Computer seats stop playing when the window closes. */
  _tl_window_ai_stop (self);

  if (settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_delay (settings);
      g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
      /* a fullscreen window keeps the size it had before */
      if (!gtk_window_is_maximized (window) && !gtk_window_is_fullscreen (window))
        {
          g_settings_set_int (settings, "window-width", width);
          g_settings_set_int (settings, "window-height", height);
        }
      g_settings_apply (settings);
    }

  return GTK_WINDOW_CLASS (tl_window_parent_class)->close_request (window);
}

/* The view of the window: fullscreen, the side panel's page */

static void
action_fullscreen (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  GtkWindow *window = data;

  if (gtk_window_is_fullscreen (window))
    gtk_window_unfullscreen (window);
  else
    gtk_window_fullscreen (window);
}

static void
on_fullscreened (GObject    *window,
                 GParamSpec *pspec,
                 gpointer    data)
{
  _tl_window_set_action_state (TL_WINDOW (window), "fullscreen",
                               g_variant_new_boolean (gtk_window_is_fullscreen (GTK_WINDOW (window))));
}

/* F9: the game log, or the turn again */
static void
action_show_log (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       data)
{
  TlWindow *self = data;
  gboolean log = g_strcmp0 (tl_side_panel_get_page (self->side_panel), "log") != 0;

  tl_side_panel_show_page (self->side_panel, log ? "log" : "turn");
}

static void
on_side_page (GObject    *pages,
              GParamSpec *pspec,
              TlWindow   *self)
{
  _tl_window_set_action_state (self, "show-log",
                               g_variant_new_boolean (g_strcmp0 (tl_side_panel_get_page (self->side_panel),
                                                                 "log") == 0));
}

/* F6: the keyboard focus from the board to the side panel and back */
static void
action_focus_pane (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  TlWindow *self = data;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *panel = GTK_WIDGET (self->side_panel);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") != 0)
    return;
  if (focus != NULL && (focus == panel || gtk_widget_is_ancestor (focus, panel)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  else if (!gtk_widget_child_focus (panel, GTK_DIR_TAB_FORWARD))
    gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

/* The turn bar's link button: the folded side panel opens where the
 * instruction points (the gifts, the tile looked at), focus on it. */
static void
on_link_revealed (AdwFlap    *flap,
                  GParamSpec *pspec,
                  TlWindow   *self)
{
  /* the panel's widgets take the focus once the flap is all there (its
   * animation); closed again meanwhile, nothing */
  if (adw_flap_get_reveal_flap (flap) && adw_flap_get_reveal_progress (flap) < 1)
    return;
  g_signal_handlers_disconnect_by_func (flap, on_link_revealed, self);
  if (adw_flap_get_reveal_flap (flap))
    tl_side_panel_focus_link (self->side_panel);
}

static void
action_show_panel_link (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       data)
{
  TlWindow *self = data;

  g_signal_handlers_disconnect_by_func (self->flap, on_link_revealed, self);
  if (adw_flap_get_folded (self->flap) && adw_flap_get_reveal_progress (self->flap) < 1)
    {
      g_signal_connect (self->flap, "notify::reveal-progress", G_CALLBACK (on_link_revealed), self);
      adw_flap_set_reveal_flap (self->flap, TRUE);
      return;
    }
  tl_side_panel_focus_link (self->side_panel);
}

void
_tl_window_show_folded (TlWindow *self)
{
  gboolean folded = self->game != NULL && adw_flap_get_folded (self->flap);

  gtk_widget_set_visible (self->panel_button, folded);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_bar), folded);
}

/* The side panel folded or unfolded (during a size allocation: the button
 * that shows it and the turn bar are shown or hidden after it). */
static gboolean
show_panel_button (gpointer data)
{
  TlWindow *self = data;

  self->folded_idle = 0;
  _tl_window_show_folded (self);
  return G_SOURCE_REMOVE;
}

static void
on_folded (AdwFlap    *flap,
           GParamSpec *pspec,
           TlWindow   *self)
{
  if (self->folded_idle == 0)
    self->folded_idle = g_idle_add (show_panel_button, self);
}

static const GActionEntry view_entries[] = {
  { "focus-pane", action_focus_pane },
  { "fullscreen", action_fullscreen, NULL, "false" },
  { "show-log", action_show_log, NULL, "false" },
  { "show-panel-link", action_show_panel_link },
};

/* The GObject */

static void
tl_window_dispose (GObject *object)
{
  TlWindow *self = TL_WINDOW (object);

  if (self->flap != NULL)
    g_signal_handlers_disconnect_by_func (self->flap, on_link_revealed, self);
  _tl_window_clear_game (self);
  _tl_window_library_dispose (self);
  _tl_window_online_dispose (self);
  if (self->close_dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->close_dialog), (gpointer *) &self->close_dialog);
      self->close_dialog = NULL;
    }
  TL_WINDOW_EACH_HOOK (self, dispose);
  for (guint i = 0; self->toasts != NULL && i < self->toasts->len; i++)
    g_signal_handlers_disconnect_by_func (g_ptr_array_index (self->toasts, i), on_toast_dismissed, self);
  g_clear_pointer (&self->toasts, g_ptr_array_unref);
  g_clear_pointer (&self->choices, g_array_unref);
  g_clear_pointer (&self->place_note, g_free);
  g_clear_handle_id (&self->folded_idle, g_source_remove);
  g_clear_handle_id (&self->confirm_idle, g_source_remove);
  g_clear_pointer (&self->file_name, g_free);
  _tl_window_files_dispose (self);
  _tl_window_join_drop (self);
  g_clear_object (&self->hosting);
  gtk_widget_dispose_template (GTK_WIDGET (self), TL_TYPE_WINDOW);

  G_OBJECT_CLASS (tl_window_parent_class)->dispose (object);
}

static void
tl_window_finalize (GObject *object)
{
  TlWindow *self = TL_WINDOW (object);

  for (guint i = 0; i < _tl_window_n_expansions; i++)
    g_free (self->states[i]);
  g_free (self->states);

  G_OBJECT_CLASS (tl_window_parent_class)->finalize (object);
}

static void
tl_window_class_init (TlWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tl_window_dispose;
  object_class->finalize = tl_window_finalize;
  window_class->close_request = tl_window_close_request;

  tl_windows_ensure_resources ();
  g_type_ensure (TL_TYPE_BOARD_VIEW);
  g_type_ensure (TL_TYPE_SIDE_PANEL);
  g_type_ensure (TL_TYPE_TURN_BAR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TlWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, board_toasts);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, board_shortcuts);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, panel_button);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, turn_bar);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, handover_page);
  gtk_widget_class_bind_template_child (widget_class, TlWindow, reveal_button);
  _tl_window_library_class_init (widget_class);
}

static void
tl_window_init (TlWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tl_side_panel_set_turn_bar (self->side_panel, self->turn_bar);
  self->toasts = g_ptr_array_new_with_free_func (g_object_unref);
  self->states = g_new0 (gpointer, _tl_window_n_expansions);
  for (guint i = 0; i < _tl_window_n_expansions; i++)
    self->states[i] = g_malloc0 (MAX (_tl_window_expansions[i]->state_size, 1));

  _tl_window_turn_init (self);
  _tl_window_actions_init (self);
  _tl_window_host_init (self);
  _tl_window_add_actions (self, view_entries, G_N_ELEMENTS (view_entries));
  g_signal_connect (self, "notify::fullscreened", G_CALLBACK (on_fullscreened), NULL);
  g_signal_connect (self->flap, "notify::folded", G_CALLBACK (on_folded), self);
  g_signal_connect (_tl_side_panel_get_pages (self->side_panel), "notify::visible-child-name",
                    G_CALLBACK (on_side_page), self);
  TL_WINDOW_EACH_HOOK (self, init);
  _tl_window_library_init (self);
  _tl_window_online_init (self);
  _tl_window_actions_update (self);
  TL_WINDOW_EACH_HOOK (self, update);
}

TlWindow *
tl_window_new (AdwApplication *app)
{
  TlWindow *self = g_object_new (TL_TYPE_WINDOW, "application", app, NULL);
  GSettings *settings = _tl_window_get_settings (self);

  if (settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (settings, "window-width"),
                                   g_settings_get_int (settings, "window-height"));
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      /* the preferences of the board */
      g_settings_bind (settings, "show-legal-cells", self->board_view, "show-legal", G_SETTINGS_BIND_GET);
      g_settings_bind (settings, "animations", self->board_view, "animations", G_SETTINGS_BIND_GET);
    }
  /* the application's library: games are saved there */
  if (app != NULL && TL_IS_APPLICATION (app))
    {
      tl_window_set_library (self, tl_application_get_library (TL_APPLICATION (app)));
      tl_window_set_online_games (self, tl_application_get_online_games (TL_APPLICATION (app)));
    }
  return self;
}
