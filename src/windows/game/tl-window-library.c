/* tl-window-library.c — the main window and the library: the start page,
 * autosave after every confirmed turn and undo, Continue and the Saved
 * Games' actions, files opened into the library, Export, the library's banner
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
#include "tl-render.h"
#include "tl-statistics-window.h"
#include "tl-window-private.h"

/* The picture of the board kept with an autosave, at most this large (pixels). */
#define TL_THUMBNAIL_WIDTH 192
#define TL_THUMBNAIL_HEIGHT 128

typedef struct _TlWindowLibrary {
  TlLibrary *library;
  gulong status_id;
  gulong failed_id;
  /* the library's Saved Games, watched for a query that fails */
  TlSavedGames *saved;
  gulong saved_loading_id;

  /* What the library holds of the window's game: its turns and whether it was
   * over at the last save queued; `stored` once anything was (or the game came
   * from the library). A save that failed is kept here until the next one
   * succeeds; meanwhile the game is not safe, and closing asks. */
  gboolean stored;
  guint saved_turns;
  gboolean saved_over;
  guint saved_kept;      /* tl_game_get_kept_steps() when last saved */
  guint generation;          /* of the last save queued */
  struct _Picture *picture;  /* its picture, while it is drawn */
  GError *save_error;
  /* the import or load of a game on its way */
  GCancellable *cancellable;
  /* a file given while the library was still opening: opened once it is */
  GFile *pending_file;
  /* the game just imported has no picture in the library yet: save it at once */
  gboolean picture_wanted;
  /* the file the game being resumed was opened from: named in the title */
  GFile *opened_from;
} TlWindowLibrary;

TlStore *
_tl_window_get_store (TlWindow *self)
{
  if (self->library == NULL || self->library->library == NULL)
    return NULL;
  return tl_library_get_store (self->library->library);
}

static const char *
game_id (TlWindow *self)
{
  return self->game != NULL ? tl_game_get_record (self->game)->id : NULL;
}

gboolean
_tl_window_library_keeps_game (TlWindow *self)
{
  TlWindowLibrary *lib = self->library;

  /* (NULL once the window is disposed) */
  return lib != NULL && lib->library != NULL && tl_library_can_save (lib->library)
         && game_id (self) != NULL && lib->save_error == NULL;
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
      g_autofree char *why = tl_store_dup_read_only_message (tl_library_get_store (library));

      /* Translators: "%s" is the library's message, naming its file and why it
       * cannot be written ("…: the library is on a read-only disk: games will
       * not be saved") */
      detail = g_strdup_printf (_("%s. Tilelands asks before closing a game."),
                                why != NULL ? why : tl_library_get_path (library));
      tl_library_banner_show (self->library_banner, _("The Library Is Read-Only"), detail, NULL, NULL);
      return;
    }
  if (lib->save_error != NULL && self->game != NULL)
    {
      detail = g_strdup_printf (_("%s. The game stays open here and is saved again after the next turn; "
                                  "export it to keep a copy now."), lib->save_error->message);
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
  open = _tl_window_get_store (self) != NULL;
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

/* Autosave */

typedef struct {
  GWeakRef window;
  gboolean over;
  char *id;
} Saving;

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  Saving *saving = data;
  g_autoptr (TlWindow) self = g_weak_ref_get (&saving->window);
  g_autoptr (GError) error = NULL;
  gboolean saved = tl_store_save_game_finish (TL_STORE (source), result, &error);

  g_autofree char *id = saving->id;
  gboolean over = saving->over;

  g_weak_ref_clear (&saving->window);
  g_free (saving);
  if (self == NULL || self->library == NULL)
    return;   /* the window is gone; the game was saved, or the store closed */
  if (saved && over)
    {
      /* the final turn: the game is in the history now */
      AdwToast *toast = adw_toast_new (_("The game is in the History"));

      adw_toast_set_button_label (toast, _("_Show"));
      adw_toast_set_action_name (toast, "win.show-in-history");
      adw_toast_set_action_target_value (toast, g_variant_new_string (id));
      adw_toast_set_timeout (toast, 8);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
    }
  if (!saved)
    {
      TlWindowLibrary *lib = self->library;

      g_clear_error (&lib->save_error);
      lib->save_error = g_steal_pointer (&error);
      lib->saved_turns = G_MAXUINT;   /* try again after the next change */
      update_banner (self);
      _tl_window_refresh (self);
      return;
    }
  if (self->library->save_error != NULL)
    {
      g_clear_error (&self->library->save_error);
      update_banner (self);
      _tl_window_refresh (self);
    }
}

/* The picture of the board: drawn on a worker thread from a copy of the game
 * (the render layer is thread-safe), then stored with that copy, unless the
 * window saved a newer turn meanwhile (the store's queue keeps the order). */

typedef struct _Picture {
  GWeakRef window;
  TlLibrary *library;
  TlGameState *state;
  guint generation;
  /* the window went away while it was drawn: nothing newer can come, store it */
  gboolean orphan;
} Picture;

static void
picture_free (gpointer data)
{
  Picture *picture = data;

  g_weak_ref_clear (&picture->window);
  g_object_unref (picture->library);
  tl_game_state_free (picture->state);
  g_free (picture);
}

static void
draw_picture (GTask        *task,
              gpointer      source,
              gpointer      data,
              GCancellable *cancellable)
{
  Picture *picture = data;
  GBytes *png = tl_render_board_thumbnail (picture->state, TL_THUMBNAIL_WIDTH, TL_THUMBNAIL_HEIGHT);

  g_task_return_pointer (task, png, (GDestroyNotify) g_bytes_unref);
}

static void save_with_picture (TlWindow *self, const TlGameState *state, GBytes *thumbnail);

static void
on_picture_drawn (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  Picture *picture = g_task_get_task_data (G_TASK (result));
  g_autoptr (TlWindow) self = g_weak_ref_get (&picture->window);
  g_autoptr (GBytes) png = g_task_propagate_pointer (G_TASK (result), NULL);

  if (self != NULL && self->library != NULL && self->library->picture == picture)
    self->library->picture = NULL;
  if (png == NULL)
    return;
  if (self == NULL || self->library == NULL)
    {
      if (picture->orphan && tl_library_can_save (picture->library))
        tl_store_save_game_async (tl_library_get_store (picture->library), picture->state, png,
                                  NULL, NULL, NULL);
      return;
    }
  if (picture->generation != self->library->generation || _tl_window_get_store (self) == NULL)
    return;   /* a newer turn was saved: its own picture is on its way */
  save_with_picture (self, picture->state, png);
}

static void
save_with_picture (TlWindow          *self,
                   const TlGameState *state,
                   GBytes            *thumbnail)
{
  Saving *saving = g_new0 (Saving, 1);

  g_weak_ref_init (&saving->window, self);
  saving->over = tl_game_state_phase (state) == TL_PHASE_OVER;
  saving->id = g_strdup (tl_game_state_record (state)->id);
  /* the store copies what it needs now: playing on does not change it */
  tl_store_save_game_async (_tl_window_get_store (self), state, thumbnail, NULL, on_saved, saving);
}

static void
save_now (TlWindow *self)
{
  TlWindowLibrary *lib = self->library;
  const TlGameState *state = tl_game_get_state (self->game);
  g_autoptr (GTask) task = NULL;
  Picture *picture;

  lib->stored = TRUE;
  lib->saved_turns = tl_game_get_record (self->game)->turns->len;
  lib->saved_over = tl_game_state_phase (state) == TL_PHASE_OVER;
  lib->saved_kept = tl_game_get_kept_steps (self->game);
  lib->generation++;
  /* the record at once (the picture of the last save stays meanwhile) */
  save_with_picture (self, state, NULL);
  if (lib->saved_over)
    return;   /* the history keeps no picture */

  picture = g_new0 (Picture, 1);
  g_weak_ref_init (&picture->window, self);
  picture->library = g_object_ref (lib->library);
  lib->picture = picture;
  picture->state = tl_game_state_copy (state);
  picture->generation = lib->generation;
  task = g_task_new (NULL, NULL, on_picture_drawn, NULL);
  g_task_set_task_data (task, picture, picture_free);
  g_task_set_name (task, "[tilelands] saved game picture");
  g_task_run_in_thread (task, draw_picture);
}

void
_tl_window_library_game_changed (TlWindow *self)
{
  TlWindowLibrary *lib = self->library;
  guint turns;
  gboolean over;

  if (lib == NULL || self->game == NULL || game_id (self) == NULL
      || lib->library == NULL || !tl_library_can_save (lib->library))
    return;
  turns = tl_game_get_record (self->game)->turns->len;
  over = tl_game_get_phase (self->game) == TL_PHASE_OVER;
  /* after a confirmed turn (a person's or a computer's), an undo, the end, and
   * every step of a turn that cannot be taken back (a look at a hidden tile, a
   * reveal, a gift: what the player saw stays seen when the game is continued) */
  if (turns == lib->saved_turns && over == lib->saved_over
      && tl_game_get_kept_steps (self->game) == lib->saved_kept)
    return;
  save_now (self);
}

void
_tl_window_library_game_started (TlWindow *self,
                                gboolean  from_library)
{
  TlWindowLibrary *lib = self->library;

  if (lib == NULL)
    return;
  g_clear_error (&lib->save_error);
  lib->stored = from_library;
  lib->saved_turns = self->game != NULL ? tl_game_get_record (self->game)->turns->len : 0;
  lib->saved_over = self->game != NULL && tl_game_get_phase (self->game) == TL_PHASE_OVER;
  lib->saved_kept = self->game != NULL ? tl_game_get_kept_steps (self->game) : 0;
  /* a new game is kept at once, before its first turn: it has an id and a
   * seed, and the player who goes home finds it in the Saved Games (and
   * Continue resumes it, not the game played before) */
  if (!from_library && self->game != NULL && game_id (self) != NULL && !lib->saved_over
      && lib->library != NULL && tl_library_can_save (lib->library))
    save_now (self);
  update_banner (self);
}

/* Resuming a game of the library */

/* The window that plays the game @id, or NULL. */
static TlWindow *
window_playing (const char *id)
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

static void
on_record_loaded (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlRecord) record = tl_store_load_record_finish (TL_STORE (source), result, &error);
  TlWindow *self;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = TL_WINDOW (data);
  g_clear_object (&self->library->cancellable);
  /* it is the library's game: saved again after its next turn */
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
  if (self->library->picture_wanted)
    {
      /* a file imported: its picture for the Saved Games */
      self->library->picture_wanted = FALSE;
      self->library->saved_turns = G_MAXUINT;
      _tl_window_library_game_changed (self);
    }
  _tl_window_refresh (self);
}

static void
on_reloaded (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlRecord) record = tl_store_load_record_finish (TL_STORE (source), result, &error);
  TlWindow *self;
  const TlRecord *shown;
  gboolean further;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = TL_WINDOW (data);
  g_clear_object (&self->library->cancellable);
  shown = self->game != NULL ? tl_game_get_record (self->game) : NULL;
  if (record == NULL || shown == NULL || g_strcmp0 (record->id, shown->id) != 0)
    return;
  /* only a game the library has further on than the window */
  further = record->turns->len > shown->turns->len ||
            (record->turns->len == shown->turns->len && record->in_progress != NULL
             && shown->in_progress == NULL);
  if (!further)
    return;
  if (!tl_window_start_game (self, record, &error))
    {
      _tl_window_show_error (self, error);
      return;
    }
  _tl_window_library_game_started (self, TRUE);
  /* the file brought no picture of the board: saved again with one */
  self->library->saved_turns = G_MAXUINT;
  _tl_window_library_game_changed (self);
  _tl_window_refresh (self);
}

/* Loads the window's game again from the library, which took a copy of it
 * further on than the window's (a file opened). */
static void
reload (TlWindow *self)
{
  const char *id = game_id (self);

  if (id == NULL || _tl_window_get_store (self) == NULL)
    return;
  cancel_loading (self);
  self->library->cancellable = g_cancellable_new ();
  tl_store_load_record_async (_tl_window_get_store (self), id, self->library->cancellable,
                              on_reloaded, self);
}

/* Plays the saved game @id here, or brings forward the window that plays it;
 * @from: (nullable): the file it was just opened from, for the title. */
static void
resume (TlWindow   *self,
        const char *id,
        GFile      *from)
{
  TlWindow *other = window_playing (id);

  if (other != NULL)
    {
      if (from != NULL)
        _tl_window_set_file (other, from);
      gtk_window_present (GTK_WINDOW (other));
      return;
    }
  g_set_object (&self->library->opened_from, from);
  if (_tl_window_get_store (self) == NULL)
    return;
  cancel_loading (self);
  self->library->cancellable = g_cancellable_new ();
  tl_store_load_record_async (_tl_window_get_store (self), id, self->library->cancellable, on_record_loaded, self);
}

static void
resume_then (GtkWindow *window,
             gpointer   id)
{
  resume (TL_WINDOW (window), id, NULL);
}

/* Resumes @id, first asking when the window's game would be lost. */
static void
ask_then_resume (TlWindow   *self,
                 const char *id)
{
  if (window_playing (id) == NULL && _tl_window_has_game_in_progress (self))
    tl_abandon_dialog_ask (GTK_WINDOW (self), _("Leave the Game?"), NULL,
                           resume_then, g_strdup (id), g_free);
  else
    resume (self, id, NULL);
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
  if (window_playing (tl_game_summary_get_id (summary)) != NULL)
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

  if (_tl_window_get_store (self) != NULL)
    tl_history_window_present (GTK_WINDOW (self), self->library->library, NULL);
}

static void
action_show_in_history (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       data)
{
  TlWindow *self = data;

  if (_tl_window_get_store (self) != NULL)
    tl_history_window_present (GTK_WINDOW (self), self->library->library,
                               g_variant_get_string (parameter, NULL));
}

static void
action_statistics (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  TlWindow *self = data;

  if (_tl_window_get_store (self) != NULL)
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

/* A toast of the library's, not of a turn: on the window's overlay, where it
 * stays when the game it speaks of starts. @message: plain text. */
static void
show_library_toast (TlWindow   *self,
                    const char *message)
{
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  adw_toast_set_timeout (toast, 8);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* Files: a game opened from a file joins the library and is played from there. */

typedef struct {
  GWeakRef window;
  GFile *file;
} Import;

static void
import_free (Import *import)
{
  g_weak_ref_clear (&import->window);
  g_object_unref (import->file);
  g_free (import);
}

static void
on_imported (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  Import *import = data;
  g_autoptr (TlWindow) self = g_weak_ref_get (&import->window);
  g_autoptr (GError) error = NULL;
  g_autoptr (TlStoreImport) done = tl_store_import_file_finish (TL_STORE (source), result, &error);

  if (self == NULL || self->library == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      import_free (import);
      return;
    }
  g_clear_object (&self->library->cancellable);
  _tl_window_refresh (self);
  if (done == NULL)
    _tl_window_show_load_error (self, import->file, error);
  else
    {
      g_autofree char *name = g_file_get_basename (import->file);
      g_autofree char *message = NULL;

      _tl_window_remember_folder (self, import->file);
      tl_library_show_game (self->library->library, done->id);
      if (done->copy_of != NULL)
        /* Translators: "%1$s" is a file name, "%2$s" the title of the game added:
         * the file's game went another way than the saved game of the same game */
        message = g_strdup_printf (_("“%1$s” went another way than the saved game: it was added "
                                     "beside it as “%2$s”"), name, done->title);
      if (done->finished)
        {
          if (message != NULL)
            ;
          else if (done->kept)
            /* Translators: "%s" is a file name: the file holds a game of the
             * History told otherwise (unfinished, or edited) */
            message = g_strdup_printf (_("“%s” is a game of the History: the History keeps its own "
                                         "copy, which the file does not match"), name);
          else
            /* Translators: "%s" is a file name */
            message = g_strdup_printf (_("“%s” is a finished game: it is in the History"), name);

          _tl_window_show_toast (self, message);
          tl_history_window_present (GTK_WINDOW (self), self->library->library, done->id);
        }
      else
        {
          TlWindow *other = window_playing (done->id);

          if (done->kept)
            /* Translators: "%s" is a file name; the saved game of the same game
             * was played on since the file was written */
            message = g_strdup_printf (_("“%s” is older than the saved game, which was played "
                                         "on since: the saved game is opened"), name);
          if (message != NULL)
            show_library_toast (self, message);
          /* the file ran further than the window that plays the game: that
           * window takes the game as the library has it now */
          if (other != NULL && done->updated && !done->kept)
            reload (other);
          self->library->picture_wanted = other == NULL && !done->kept;
          /* the title names the file only when its game is what is played */
          resume (self, done->id, done->kept ? NULL : import->file);
        }
    }
  import_free (import);
}

gboolean
_tl_window_library_open_file (TlWindow *self,
                             GFile    *file)
{
  g_autofree char *path = NULL;
  TlLibrary *library = self->library != NULL ? self->library->library : NULL;
  Import *import;

  /* a file given at start-up: into the library once it is open */
  if (library != NULL && tl_library_get_status (library) == TL_LIBRARY_OPENING)
    {
      g_set_object (&self->library->pending_file, file);
      return TRUE;
    }
  if (_tl_window_get_store (self) == NULL || !tl_library_can_save (library))
    return FALSE;   /* read as 0.1.0 did */
  path = g_file_get_path (file);
  if (path == NULL)
    return FALSE;   /* the loader says why */

  import = g_new0 (Import, 1);
  g_weak_ref_init (&import->window, self);
  import->file = g_object_ref (file);
  cancel_loading (self);
  self->library->cancellable = g_cancellable_new ();
  /* read and replayed on the store's thread, the file left as it is */
  tl_store_import_file_async (_tl_window_get_store (self), path, self->library->cancellable, on_imported, import);
  return TRUE;
}

/* The library itself */

static void
on_library_status (TlLibrary  *library,
                   GParamSpec *pspec,
                   TlWindow   *self)
{
  /* a new library after the old one was moved aside: the game goes in at once */
  if (tl_library_can_save (library) && self->game != NULL)
    {
      self->library->stored = FALSE;
      self->library->saved_turns = G_MAXUINT;
      _tl_window_library_game_changed (self);
    }
  watch_saved_games (self);
  update_banner (self);
  _tl_window_refresh (self);
  if (tl_library_get_status (library) != TL_LIBRARY_OPENING && self->library->pending_file != NULL)
    {
      g_autoptr (GFile) file = g_steal_pointer (&self->library->pending_file);

      tl_window_open_file (self, file);
    }
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
  if (self->library->picture != NULL)
    self->library->picture->orphan = TRUE;
  g_clear_object (&self->library->pending_file);
  g_clear_object (&self->library->opened_from);
  disconnect_library (self->library);
  g_clear_error (&self->library->save_error);
  g_clear_pointer (&self->library, g_free);
}
