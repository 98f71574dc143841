/* tl-window-files.c — the main window's files: Load, Export, and saving a
 * game before it is left
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `.tilelands` game records (docs/design.md §4). Load hands the file to the
 * window's session (tl_session_open_file_async(), src/model/tl-session.c),
 * which imports it into the library to be played from there, or without one
 * reads and parses it in a worker thread; on_file_opened() starts its game
 * (or resumes the library's: tl-window-library.c), or says in a dialog what is
 * wrong. Export writes the
 * game of the window as a file; the questions before a game is left
 * (tl_abandon_dialog_ask()) save it the same way, then go on. The file
 * choosers start in the folder used last.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-alert.h"
#include "tl-window-private.h"
#include "tl-file-choice.h"
#include "tl-record-format.h"
#include "tl-format-error.h"
#include "tl-history-window.h"
#include "tl-library-actions.h"

/* A file could not be loaded: a dialog that stays until it is read, naming the
 * file and what is wrong (@message, without the file name in front when it
 * starts with it). */
void
_tl_window_show_load_error (TlWindow     *self,
                            GFile        *file,
                            const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *prefix = g_strconcat (name, ": ", NULL);
  /* Translators: "%s" is a file name */
  g_autofree char *heading = g_strdup_printf (_("Cannot Load “%s”"), name);
  g_autofree char *body = NULL;
  TlAlert *alert;

  /* a sentence without the file's name, which the heading gives: "Turn 12, the
   * tile: there is no tile “Z” …", "Line 3, column 16: the file ends early…" */
  if (tl_format_error_get_words (error) != NULL)
    body = tl_format_error_describe (error);
  else
    {
      const char *message = error->message;

      /* the engine's "<file>: turn 4: …" */
      if (g_str_has_prefix (message, prefix) && message[strlen (prefix)] != '\0')
        message += strlen (prefix);
      body = tl_format_sentence_dup (message);
    }
  alert = tl_alert_new (heading, body);
  tl_alert_add_response (alert, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  tl_alert_set_default_response (alert, "close");
  tl_alert_set_close_response (alert, "close");
  tl_alert_present (alert, GTK_WIDGET (self), NULL, NULL, NULL);
}

/* Where the file chooser starts: the folder a game was last loaded from or
 * saved to, else the user's documents, else the home folder; never the current
 * directory (tl_library_start_folder(), which the library's choosers and the
 * editors' share). */
static GFile *
start_folder (TlWindow *self)
{
  return tl_library_start_folder (self->folder);
}

/* Remembers @file's folder for the next file chooser. */
void
_tl_window_remember_folder (TlWindow *self,
                            GFile    *file)
{
  g_clear_object (&self->folder);
  self->folder = g_file_get_parent (file);
}

/* Load */

void
_tl_window_set_file (TlWindow *self,
                     GFile    *file)
{
  g_free (self->file_name);
  self->file_name = file != NULL ? g_file_get_basename (file) : NULL;
  _tl_window_refresh (self);
}

/* Loads @file (a GFile) and starts its game, without asking. */
void
_tl_window_load_file (GtkWindow *window,
                      gpointer   file)
{
  TlWindow *self = TL_WINDOW (window);
  g_autofree char *path = NULL;

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      /* Translators: "%s" is a file address */
      g_autoptr (GError) error = g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                                              _("Only files on this computer can be loaded, not %s."), uri);
      _tl_window_show_load_error (self, file, error);
      return;
    }

  /* into the library, and played from there (the file is left as it is), or
   * read and parsed in a worker thread: the window keeps drawing */
  _tl_window_library_open_file (self, file);
}

/* Load with a library: the game opened from a file joins the library and is
 * played from there (tl-window-library.c resumes it). */

typedef struct {
  GWeakRef window;
  GFile *file;
} Opening;

static void
opening_free (Opening *opening)
{
  g_weak_ref_clear (&opening->window);
  g_object_unref (opening->file);
  g_free (opening);
}

/* The file was imported (or read, without a library that can save). */
static void
on_file_opened (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  Opening *opening = data;
  g_autoptr (TlWindow) self = g_weak_ref_get (&opening->window);
  g_autoptr (GError) error = NULL;
  g_autoptr (TlSessionFile) done = tl_session_open_file_finish (TL_SESSION (source), result, &error);
  GFile *file = opening->file;

  if (self == NULL || self->library == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* a game resumed meanwhile took its place: Load is on again */
      if (self != NULL && self->library != NULL && self->loading != NULL
          && g_cancellable_is_cancelled (self->loading))
        {
          g_clear_object (&self->loading);
          _tl_window_actions_update (self);
        }
      opening_free (opening);
      return;
    }
  g_clear_object (&self->loading);
  _tl_window_refresh (self);
  if (done == NULL)
    _tl_window_show_load_error (self, file, error);
  else if (done->record != NULL)
    {
      /* read as 0.1.0 did: played in the window, not kept */
      if (!tl_window_start_game (self, done->record, &error))
        _tl_window_show_load_error (self, file, error);
      else
        {
          _tl_window_remember_folder (self, file);
          _tl_window_set_file (self, file);
        }
    }
  else
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *message = NULL;

      _tl_window_remember_folder (self, file);
      tl_library_show_game (tl_window_get_library (self), done->id);
      if (done->copy_of != NULL)
        /* Translators: "%1$s" is a file name, "%2$s" the title of the game added:
         * the file's game went another way than the saved game of the same game */
        message = g_strdup_printf (_("“%1$s” went another way: added as “%2$s”"),
                                   name, done->title);
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
          tl_history_window_present (GTK_WINDOW (self), tl_window_get_library (self), done->id);
        }
      else
        {
          TlWindow *other = _tl_window_library_find_playing (done->id);

          /* the file ran further than the window that plays the game: that
           * window takes the game as the library has it now */
          if (other != NULL && done->updated && !done->kept)
            _tl_window_library_reload (other);
          /* the title names the file only when its game is what is played;
           * the toast goes over the board once the game is there */
          _tl_window_library_resume_saying (self, done->id, done->kept ? NULL : file,
                                            done->kept ? name : NULL, message);
        }
    }
  opening_free (opening);
}

void
_tl_window_library_open_file (TlWindow *self,
                             GFile    *file)
{
  Opening *opening = g_new0 (Opening, 1);

  g_weak_ref_init (&opening->window, self);
  opening->file = g_object_ref (file);
  /* (the import or load of a game on its way gives way to this file; Continue
   * or the Saved Games give way to the next one in turn) */
  g_set_object (&self->loading, _tl_window_library_begin_loading (self));
  _tl_window_actions_update (self);
  /* imported into the library and played from there (the file left as it
   * is), or read as 0.1.0 did: the session decides */
  tl_session_open_file_async (_tl_window_get_session (self), file, self->loading, on_file_opened, opening);
}

void
tl_window_open_file (TlWindow *self,
                     GFile    *file)
{
  g_return_if_fail (TL_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (_tl_window_has_game_in_progress (self))
    tl_abandon_dialog_ask (GTK_WINDOW (self), _("Load Another Game?"), _tl_window_save_then,
                           _tl_window_load_file, g_object_ref (file), g_object_unref);
  else
    _tl_window_load_file (GTK_WINDOW (self), file);
}

static void
on_open_chosen (GObject  *window,
                GFile    *file,
                gpointer  data)
{
  _tl_window_load_file (GTK_WINDOW (window), file); /* asked before choosing */
}

/* The file chooser of Load (after asking, when a game would be lost). */
void
_tl_window_show_open_chooser (GtkWindow *window,
                              gpointer   data)
{
  TlWindow *self = TL_WINDOW (window);
  g_autoptr (GFile) folder = start_folder (self);
  g_autoptr (GListModel) filters = tl_library_record_filters ();
  TlFileChoice choice = { _("Load Game"), _("_Load"), FALSE, folder, NULL, filters };

  tl_file_choose (GTK_WINDOW (self), &choice, G_OBJECT (self), on_open_chosen, NULL, NULL);
}

/* Export, and saving before the game is left */

/* What to do after a successful save (see TlAbandonSaveFunc). */
typedef struct {
  TlAbandonCallback then;
  gpointer data;
  GDestroyNotify destroy;
} SaveThen;

static void
save_then_free (gpointer data)
{
  SaveThen *after = data;

  if (after->destroy != NULL)
    after->destroy (after->data);
  g_free (after);
}

static void
on_save_chosen (GObject  *window,
                GFile    *file,
                gpointer  data)
{
  TlWindow *self = TL_WINDOW (window);
  SaveThen *after = data;
  gboolean saved = FALSE;

  if (self->game != NULL)
    {
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GError) error = NULL;

      if (path == NULL)
        _tl_window_show_toast (self, _("Games can only be saved to local files"));
      else if (!tl_record_format_save_file (tl_game_get_record (self->game), path, &error))
        _tl_window_show_error (self, error);
      else
        {
          self->dirty = FALSE;
          saved = TRUE;
          _tl_window_remember_folder (self, file);
          /* the subtitle names the file the window plays: without a library
           * that keeps the game, this one; with one, the library's game goes
           * on without the file (it does not follow) */
          if (!_tl_window_library_keeps_game (self))
            _tl_window_set_file (self, file);
          if (after == NULL)
            _tl_window_show_toast (self, _("Game exported"));
        }
    }
  /* the last use of @self: going on may close the window */
  if (saved && after != NULL && after->then != NULL)
    after->then (GTK_WINDOW (self), after->data);
  if (after != NULL)
    save_then_free (after);
}

/* Asks where to save the game and saves it; then calls @then (when given) with
 * @data. @data is freed with @destroy in any case. */
void
_tl_window_save_game (TlWindow          *self,
                      TlAbandonCallback  then,
                      gpointer           data,
                      GDestroyNotify     destroy)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H.%M");
  /* Translators: the suggested file name of a saved game; "%s" is the date and time */
  g_autofree char *name = g_strdup_printf (_("Game %s.tilelands"), date);

  if (self->game == NULL)
    {
      if (destroy != NULL)
        destroy (data);
      return;
    }

  /* Export… (a copy of the game as a file), or saving before the game is left */
  {
    g_autoptr (GFile) folder = start_folder (self);
    g_autoptr (GListModel) filters = tl_library_record_filters ();
    TlFileChoice choice = { then == NULL ? _("Export Game") : _("Save Game"),
                            then == NULL ? _("_Export") : _("_Save"), TRUE, folder, name, filters };
    SaveThen *after = NULL;

    if (then != NULL || destroy != NULL)
      {
        after = g_new0 (SaveThen, 1);
        after->then = then;
        after->data = data;
        after->destroy = destroy;
      }
    tl_file_choose (GTK_WINDOW (self), &choice, G_OBJECT (self), on_save_chosen, after,
                    after != NULL ? save_then_free : NULL);
  }
}

/* The TlAbandonSaveFunc of the questions before leaving a game. */
void
_tl_window_save_then (GtkWindow         *window,
                      TlAbandonCallback  then,
                      gpointer           data,
                      GDestroyNotify     destroy)
{
  _tl_window_save_game (TL_WINDOW (window), then, data, destroy);
}

void
_tl_window_files_dispose (TlWindow *self)
{
  g_clear_object (&self->folder);
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
}
