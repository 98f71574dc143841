/* tl-window-library.c — the main window and the library: the start page,
 * the session that saves the game (TlSession, src/model), Continue and the
 * Saved Games' actions, the library's banner (files opened into the library:
 * tl-window-files.c)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-abandon-dialog.h"
#include "tl-history-window.h"
#include "tl-library-actions.h"
#include "tl-library-text.h"
#include "tl-statistics-window.h"
#include "tl-window-private.h"

typedef struct _TlWindowLibrary {
  TlLibrary *library;
  gulong status_id;
  gulong failed_id;
  /* the library's Saved Games, watched for a query that fails */
  TlSavedGames *saved;
  gulong saved_loading_id;
  /* the game played and what the library holds of it: autosave, its picture */
  TlSession *session;
  gulong save_error_id;
  gulong finished_id;
  /* the import or load of a game on its way */
  GCancellable *cancellable;
  /* the file the game being resumed was opened from: named in the title */
  GFile *opened_from;
  /* what a toast over the board says once the game being resumed is open: the
   * name of an older copy of it, or a message */
  char *older_name;
  char *message;
} TlWindowLibrary;

gboolean
_tl_window_library_is_open (TlWindow *self)
{
  return self->library != NULL && self->library->library != NULL
         && tl_library_get_status (self->library->library) == TL_LIBRARY_OPEN;
}

TlSession *
_tl_window_get_session (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return self->library != NULL ? self->library->session : NULL;
}

static const char *
game_id (TlWindow *self)
{
  return self->game != NULL ? tl_game_get_record (self->game)->id : NULL;
}

gboolean
_tl_window_library_keeps_game (TlWindow *self)
{
  /* (NULL once the window is disposed) */
  return self->library != NULL && tl_session_get_saved (self->library->session);
}

/* The banner */

static void
update_banner (TlWindow *self)
{
  TlWindowLibrary *lib = self->library;
  TlLibrary *library = lib->library;
  g_autofree char *detail = NULL;

  if (library == NULL || tl_library_get_status (library) == TL_LIBRARY_OPENING)
    {
      tl_library_banner_hide (self->library_banner);
      return;
    }
  if (tl_library_get_status (library) == TL_LIBRARY_UNAVAILABLE)
    {
      const GError *error = tl_library_get_error (library);

      if (tl_library_is_refused (library))
        {
          /* Translators: "%s" is the library's message, naming its file */
          detail = g_strdup_printf (_("%s. Games are not saved: Tilelands asks before closing a game. "
                                      "A new library can be started; the old file is kept beside it."),
                                    error->message);
          tl_library_banner_show (self->library_banner, _("The Library Is Unavailable"), detail,
                                  _("_Start a New Library"), "win.move-library-aside");
        }
      else
        {
          detail = g_strdup_printf (_("%s. Games are not saved: Tilelands asks before closing a game."),
                                    error->message);
          tl_library_banner_show (self->library_banner, _("The Library Is Unavailable"), detail, NULL, NULL);
        }
      return;
    }
  if (!tl_library_can_save (library))
    {
      g_autofree char *why = tl_library_dup_read_only_message (library);

      /* Translators: "%s" is the library's message, naming its file and why it
       * cannot be written ("…: the library is on a read-only disk: games will
       * not be saved") */
      detail = g_strdup_printf (_("%s. Tilelands asks before closing a game."),
                                why != NULL ? why : tl_library_get_path (library));
      tl_library_banner_show (self->library_banner, _("The Library Is Read-Only"), detail, NULL, NULL);
      return;
    }
  if (tl_session_get_save_error (lib->session) != NULL && self->game != NULL)
    {
      detail = g_strdup_printf (_("%s. The game stays open here and is saved again after the next turn; "
                                  "export it to keep a copy now."),
                                tl_session_get_save_error (lib->session)->message);
      tl_library_banner_show (self->library_banner, _("The Game Could Not Be Saved"), detail,
                              _("_Export…"), "win.export");
      return;
    }
  if (lib->saved != NULL && tl_store_list_get_error (TL_STORE_LIST (lib->saved)) != NULL)
    {
      /* the list would look empty: say why instead */
      detail = g_strdup_printf ("%s.", tl_store_list_get_error (TL_STORE_LIST (lib->saved))->message);
      tl_library_banner_show (self->library_banner, _("The Saved Games Could Not Be Read"), detail,
                              NULL, NULL);
      return;
    }
  tl_library_banner_hide (self->library_banner);
}

static void
on_saved_loading (TlStoreList *saved,
                  GParamSpec  *pspec,
                  TlWindow    *self)
{
  if (!tl_store_list_get_loading (saved))
    update_banner (self);
}

/* Follows the Saved Games of the library (made when it opens, again when a
 * refused one is moved aside). */
static void
watch_saved_games (TlWindow *self)
{
  TlWindowLibrary *lib = self->library;
  TlSavedGames *saved = lib->library != NULL ? tl_library_get_saved_games (lib->library) : NULL;

  if (saved == lib->saved)
    return;
  if (lib->saved != NULL)
    g_clear_signal_handler (&lib->saved_loading_id, lib->saved);
  g_set_object (&lib->saved, saved);
  if (saved != NULL)
    lib->saved_loading_id = g_signal_connect (saved, "notify::loading", G_CALLBACK (on_saved_loading), self);
}

void
_tl_window_library_update_actions (TlWindow *self)
{
  TlWindowLibrary *lib = self->library;
  gboolean open;

  if (lib == NULL)
    return;
  open = _tl_window_library_is_open (self);
  gboolean over = self->game != NULL && tl_game_get_phase (self->game) == TL_PHASE_OVER;

  _tl_window_set_enabled (self, "continue", open);
  _tl_window_set_enabled (self, "resume-game", open);
  _tl_window_set_enabled (self, "rename-game", open && tl_library_can_save (lib->library));
  _tl_window_set_enabled (self, "export-game", open);
  _tl_window_set_enabled (self, "delete-game", open && tl_library_can_save (lib->library));
  _tl_window_set_enabled (self, "history", open);
  _tl_window_set_enabled (self, "statistics", open);
  _tl_window_set_enabled (self, "show-in-history", open);
  _tl_window_library_files_update_actions (self);
  _tl_window_set_enabled (self, "move-library-aside", lib->library != NULL && tl_library_is_refused (lib->library));
  _tl_window_set_enabled (self, "home", self->game != NULL);
  gtk_widget_set_visible (self->home_button, self->game != NULL);
  /* the final turn is in the history: it cannot be undone there */
  if (over && _tl_window_library_keeps_game (self))
    _tl_window_set_enabled (self, "undo", FALSE);
}

/* Autosave: the session (src/model/tl-session.c) saves the game on its
 * signals; the window shows what became of it. */

static void
on_save_error (TlSession  *session,
               GParamSpec *pspec,
               TlWindow   *self)
{
  update_banner (self);
  _tl_window_refresh (self);
}

/* The final turn's save succeeded: the game is in the history now. */
static void
on_finished (TlSession  *session,
             const char *id,
             TlWindow   *self)
{
  AdwToast *toast = adw_toast_new (_("The game is in the History"));

  adw_toast_set_button_label (toast, _("_Show"));
  adw_toast_set_action_name (toast, "win.show-in-history");
  adw_toast_set_action_target_value (toast, g_variant_new_string (id));
  adw_toast_set_timeout (toast, 8);
  /* over the final board: clear of the turn bar and the zoom buttons */
  _tl_window_add_lasting_toast (self, toast);
}

void
_tl_window_library_game_started (TlWindow *self,
                                gboolean  from_library)
{
  TlWindowLibrary *lib = self->library;

  if (lib == NULL)
    return;
  tl_session_play (lib->session, self->game,
                   self->joined != NULL ? TL_SESSION_REMOTE
                   : from_library ? TL_SESSION_LIBRARY : TL_SESSION_NEW);
  update_banner (self);
}

/* Resuming a game of the library */

/* The window that plays the game @id, or NULL. */
TlWindow *
_tl_window_library_find_playing (const char *id)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; id != NULL && i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (TL_IS_WINDOW (window) && g_strcmp0 (game_id (TL_WINDOW (window)), id) == 0)
        return TL_WINDOW (window);
    }
  return NULL;
}

static void
cancel_loading (TlWindow *self)
{
  if (self->library->cancellable != NULL)
    g_cancellable_cancel (self->library->cancellable);
  g_clear_object (&self->library->cancellable);
}

GCancellable *
_tl_window_library_begin_loading (TlWindow *self)
{
  cancel_loading (self);
  self->library->cancellable = g_cancellable_new ();
  return self->library->cancellable;
}

/* The toast over the board of a game resumed from a file, which @self plays
 * now: the file @older (a basename) is older than the library's game, or
 * @message. */
static void
say_opened (TlWindow   *self,
            const char *older,
            const char *message)
{
  g_autofree char *text = NULL;

  if (older != NULL)
    /* Translators: "%1$s" is a file name, "%2$u" the turn the window shows: the
     * file holds the first turns of a game the library has played further */
    text = g_strdup_printf (_("“%1$s” is older than the library’s copy, open here at turn %2$u"),
                            older, tl_game_get_turn (self->game));
  if (text != NULL || message != NULL)
    {
      /* a toast's title is markup */
      g_autofree char *escaped = g_markup_escape_text (text != NULL ? text : message, -1);
      AdwToast *toast = adw_toast_new (escaped);

      /* news of the window's: it stays when a computer's turn ends */
      adw_toast_set_timeout (toast, 8);
      _tl_window_add_lasting_toast (self, toast);
    }
}

void
_tl_window_library_resume_saying (TlWindow   *self,
                                  const char *id,
                                  GFile      *from,
                                  const char *older,
                                  const char *message)
{
  TlWindow *other = _tl_window_library_find_playing (id);

  if (other != NULL)
    {
      _tl_window_library_resume (self, id, from);
      say_opened (other, older, message);
      return;
    }
  g_free (self->library->older_name);
  self->library->older_name = g_strdup (older);
  g_free (self->library->message);
  self->library->message = g_strdup (message);
  _tl_window_library_resume (self, id, from);
}

static void
on_record_loaded (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlRecord) record = tl_session_load_finish (TL_SESSION (source), result, &error);
  TlWindow *self;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = TL_WINDOW (data);
  g_clear_object (&self->library->cancellable);
  /* it is the library's game: saved again after its next turn (at once when
   * it was just imported: its picture) */
  if (record == NULL || !_tl_window_start (self, record, TRUE, &error))
    {
      _tl_window_show_error (self, error);
      return;
    }
  if (self->library->opened_from != NULL)
    {
      g_autoptr (GFile) from = g_steal_pointer (&self->library->opened_from);

      _tl_window_set_file (self, from);
    }
  _tl_window_refresh (self);
  {
    /* once the board shows (the refresh): over it */
    g_autofree char *older = g_steal_pointer (&self->library->older_name);
    g_autofree char *message = g_steal_pointer (&self->library->message);

    say_opened (self, older, message);
  }
}

static void
on_reloaded (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlRecord) record = tl_session_reload_finish (TL_SESSION (source), result, &error);
  TlWindow *self;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = TL_WINDOW (data);
  g_clear_object (&self->library->cancellable);
  /* only a game the library has further on than the window */
  if (record == NULL)
    return;
  /* saved again at once: the file brought no picture of the board */
  if (!_tl_window_start (self, record, TRUE, &error))
    {
      _tl_window_show_error (self, error);
      return;
    }
  _tl_window_refresh (self);
}

/* Loads the window's game again from the library, which took a copy of it
 * further on than the window's (a file opened). */
void
_tl_window_library_reload (TlWindow *self)
{
  const char *id = game_id (self);

  if (id == NULL || !_tl_window_library_is_open (self))
    return;
  cancel_loading (self);
  self->library->cancellable = g_cancellable_new ();
  tl_session_reload_async (self->library->session, self->library->cancellable, on_reloaded, self);
}

/* Plays the saved game @id here, or brings forward the window that plays it;
 * @from: (nullable): the file it was just opened from, for the title. */
void
_tl_window_library_resume (TlWindow   *self,
                           const char *id,
                           GFile      *from)
{
  TlWindow *other = _tl_window_library_find_playing (id);

  if (other != NULL)
    {
      if (from != NULL)
        _tl_window_set_file (other, from);
      gtk_window_present (GTK_WINDOW (other));
      return;
    }
  g_set_object (&self->library->opened_from, from);
  if (!_tl_window_library_is_open (self))
    return;
  cancel_loading (self);
  self->library->cancellable = g_cancellable_new ();
  tl_session_load_async (self->library->session, id, self->library->cancellable, on_record_loaded, self);
}

static void
resume_then (GtkWindow *window,
             gpointer   id)
{
  _tl_window_library_resume (TL_WINDOW (window), id, NULL);
}

/* Resumes @id, first asking when the window's game would be lost. */
static void
ask_then_resume (TlWindow   *self,
                 const char *id)
{
  if (_tl_window_library_find_playing (id) == NULL && _tl_window_has_game_in_progress (self))
    tl_abandon_dialog_ask (GTK_WINDOW (self), _("Leave the Game?"), NULL,
                           resume_then, g_strdup (id), g_free);
  else
    _tl_window_library_resume (self, id, NULL);
}

static void
action_continue (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       data)
{
  TlWindow *self = data;
  TlGameSummary *newest = tl_start_page_get_continue_game (self->start_page);

  if (newest != NULL)
    ask_then_resume (self, tl_game_summary_get_id (newest));
}

static void
action_resume_game (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  ask_then_resume (data, g_variant_get_string (parameter, NULL));
}

/* The Saved Games' menu */

static TlGameSummary *
find_saved (TlWindow *self,
            GVariant *parameter)
{
  return tl_start_page_find_game (self->start_page, g_variant_get_string (parameter, NULL));
}

static void
action_rename_game (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  TlWindow *self = data;
  TlGameSummary *summary = find_saved (self, parameter);

  if (summary != NULL)
    tl_library_rename_game (GTK_WINDOW (self), self->toast_overlay, self->library->library, summary);
}

static void
action_export_game (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  TlWindow *self = data;
  TlGameSummary *summary = find_saved (self, parameter);

  if (summary != NULL)
    tl_library_export_game (GTK_WINDOW (self), self->toast_overlay, self->library->library, summary);
}

static void
action_delete_game (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  TlWindow *self = data;
  TlGameSummary *summary = find_saved (self, parameter);

  if (summary == NULL)
    return;
  /* its next autosave would bring it back */
  if (_tl_window_library_find_playing (tl_game_summary_get_id (summary)) != NULL)
    {
      _tl_window_show_toast (self, _("This game is being played in a window: close it there first"));
      return;
    }
  tl_library_delete_with_undo (self->toast_overlay, self->library->library, summary);
}

/* The library's windows */

static void
action_history (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       data)
{
  TlWindow *self = data;

  if (_tl_window_library_is_open (self))
    tl_history_window_present (GTK_WINDOW (self), self->library->library, NULL);
}

static void
action_show_in_history (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       data)
{
  TlWindow *self = data;

  if (_tl_window_library_is_open (self))
    tl_history_window_present (GTK_WINDOW (self), self->library->library,
                               g_variant_get_string (parameter, NULL));
}

static void
action_statistics (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  TlWindow *self = data;

  if (_tl_window_library_is_open (self))
    tl_statistics_window_present (GTK_WINDOW (self), self->library->library);
}

/* Leaving a game for the start page */

static void
leave_then (GtkWindow *window,
            gpointer   data)
{
  _tl_window_leave_game (TL_WINDOW (window));
}

static void
action_home (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  TlWindow *self = data;

  if (_tl_window_has_game_in_progress (self))
    tl_abandon_dialog_ask (GTK_WINDOW (self), _("Leave the Game?"), NULL, leave_then, NULL, NULL);
  else
    _tl_window_leave_game (self);
}

/* A refused library */

static void
action_move_library_aside (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       data)
{
  TlWindow *self = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *moved_to = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (!tl_library_move_aside (self->library->library, &moved_to, &error))
    {
      _tl_window_show_error (self, error);
      return;
    }
  name = g_path_get_basename (moved_to);
  /* Translators: "%s" is a file name */
  message = g_strdup_printf (_("A new library was started; the old one is kept as “%s”"), name);
  _tl_window_show_toast (self, message);
}

/* The library itself */

static void
on_library_status (TlLibrary  *library,
                   GParamSpec *pspec,
                   TlWindow   *self)
{
  /* (the session saves the game into a new library, and opens a file that
   * waited for the library) */
  watch_saved_games (self);
  update_banner (self);
  _tl_window_refresh (self);
}

static void
on_library_failed (TlLibrary    *library,
                   const GError *error,
                   TlWindow     *self)
{
  _tl_window_show_error (self, error);
}

static void
disconnect_library (TlWindowLibrary *lib)
{
  if (lib->saved != NULL)
    g_clear_signal_handler (&lib->saved_loading_id, lib->saved);
  g_clear_object (&lib->saved);
  if (lib->library == NULL)
    return;
  g_clear_signal_handler (&lib->status_id, lib->library);
  g_clear_signal_handler (&lib->failed_id, lib->library);
  g_clear_object (&lib->library);
}

void
tl_window_set_library (TlWindow  *self,
                       TlLibrary *library)
{
  TlWindowLibrary *lib;

  g_return_if_fail (TL_IS_WINDOW (self));
  g_return_if_fail (library == NULL || TL_IS_LIBRARY (library));

  lib = self->library;
  disconnect_library (lib);
  if (library != NULL)
    {
      lib->library = g_object_ref (library);
      lib->status_id = g_signal_connect (library, "notify::status", G_CALLBACK (on_library_status), self);
      lib->failed_id = g_signal_connect (library, "failed", G_CALLBACK (on_library_failed), self);
    }
  tl_session_set_library (lib->session, library);
  tl_start_page_set_library (self->start_page, library);
  watch_saved_games (self);
  update_banner (self);
  _tl_window_refresh (self);
}

TlLibrary *
tl_window_get_library (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return self->library->library;
}

TlLibraryBanner *
_tl_window_get_library_banner (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return self->library_banner;
}

TlStartPage *
_tl_window_get_start_page (TlWindow *self)
{
  g_return_val_if_fail (TL_IS_WINDOW (self), NULL);
  return self->start_page;
}

static const GActionEntry library_entries[] = {
  { "continue", action_continue },
  { "resume-game", action_resume_game, "s" },
  { "rename-game", action_rename_game, "s" },
  { "export-game", action_export_game, "s" },
  { "delete-game", action_delete_game, "s" },
  { "history", action_history },
  { "show-in-history", action_show_in_history, "s" },
  { "statistics", action_statistics },
  { "home", action_home },
  { "move-library-aside", action_move_library_aside },
};

void
_tl_window_library_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (TL_TYPE_START_PAGE);
  g_type_ensure (TL_TYPE_LIBRARY_BANNER);
  gtk_widget_class_bind_template_child_full (widget_class, "start_page", FALSE,
                                             G_STRUCT_OFFSET (TlWindow, start_page));
  gtk_widget_class_bind_template_child_full (widget_class, "library_banner", FALSE,
                                             G_STRUCT_OFFSET (TlWindow, library_banner));
  gtk_widget_class_bind_template_child_full (widget_class, "home_button", FALSE,
                                             G_STRUCT_OFFSET (TlWindow, home_button));
}

void
_tl_window_library_init (TlWindow *self)
{
  self->library = g_new0 (TlWindowLibrary, 1);
  self->library->session = tl_session_new (NULL);
  self->library->save_error_id = g_signal_connect (self->library->session, "notify::save-error",
                                                   G_CALLBACK (on_save_error), self);
  self->library->finished_id = g_signal_connect (self->library->session, "finished",
                                                 G_CALLBACK (on_finished), self);
  g_action_map_add_action_entries (G_ACTION_MAP (self), library_entries,
                                   G_N_ELEMENTS (library_entries), self);
  _tl_window_library_files_init (self);
}

void
_tl_window_library_dispose (TlWindow *self)
{
  if (self->library == NULL)
    return;
  cancel_loading (self);
  g_clear_object (&self->library->opened_from);
  g_clear_pointer (&self->library->older_name, g_free);
  g_clear_pointer (&self->library->message, g_free);
  disconnect_library (self->library);
  /* (a picture still drawn is saved all the same) */
  g_clear_signal_handler (&self->library->save_error_id, self->library->session);
  g_clear_signal_handler (&self->library->finished_id, self->library->session);
  g_clear_object (&self->library->session);
  g_clear_pointer (&self->library, g_free);
}
