/* tl-session.c — the game being played and the library that keeps it:
 * autosave, the saved game's picture, opening a file into a game
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/library-ui.md ("The session", "Autosave") says what is saved when and
 * why; docs/store.md ("Games in and out") the rules of an import.
 */
#include "tl-session.h"

#include "tl-record-format.h"

/* The picture of the board kept with an autosave, at most this large (pixels). */
#define TL_THUMBNAIL_WIDTH 192
#define TL_THUMBNAIL_HEIGHT 128

typedef struct _Picture Picture;

struct _TlSession {
  GObject parent_instance;

  TlLibrary *library;
  gulong status_id;
  TlGame *game;
  gulong changed_id;

  /* What the library holds of the game: its turns and whether it was over at
   * the last save queued; `stored` once anything was (or the game came from
   * the library). A save that failed is kept until the next one succeeds;
   * meanwhile the game is not safe (`saved` is FALSE). */
  gboolean stored;
  gboolean remote;           /* the host keeps the game until it is over */
  guint saved_turns;
  gboolean saved_over;
  guint saved_kept;          /* tl_game_get_kept_steps() when last saved */
  guint generation;          /* of the last save queued */
  Picture *picture;          /* its picture, while it is drawn */
  GError *save_error;
  gboolean last_saved;       /* `saved` as last notified */

  /* a game imported (or reloaded) without a picture: saved again with one
   * when it is next played from the library */
  char *picture_wanted;
  /* a file given while the library was still opening: opened once it is */
  GTask *waiting_file;
};

G_DEFINE_FINAL_TYPE (TlSession, tl_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LIBRARY,
  PROP_GAME,
  PROP_SAVED,
  PROP_SAVE_ERROR,
  N_PROPS
};

enum {
  SIGNAL_FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *
game_id (TlSession *self)
{
  return self->game != NULL ? tl_game_get_record (self->game)->id : NULL;
}

static gboolean
can_save (TlSession *self)
{
  return self->library != NULL && tl_library_can_save (self->library);
}

gboolean
tl_session_get_saved (TlSession *self)
{
  g_return_val_if_fail (TL_IS_SESSION (self), FALSE);
  return can_save (self) && game_id (self) != NULL && self->save_error == NULL;
}

const GError *
tl_session_get_save_error (TlSession *self)
{
  g_return_val_if_fail (TL_IS_SESSION (self), NULL);
  return self->save_error;
}

TlGame *
tl_session_get_game (TlSession *self)
{
  g_return_val_if_fail (TL_IS_SESSION (self), NULL);
  return self->game;
}

TlLibrary *
tl_session_get_library (TlSession *self)
{
  g_return_val_if_fail (TL_IS_SESSION (self), NULL);
  return self->library;
}

/* `saved` is computed: notified when it changes. */
static void
update_saved (TlSession *self)
{
  gboolean saved = tl_session_get_saved (self);

  if (saved == self->last_saved)
    return;
  self->last_saved = saved;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVED]);
}

static void
set_save_error (TlSession *self,
                GError    *error)
{
  if (error == NULL && self->save_error == NULL)
    return;
  g_clear_error (&self->save_error);
  self->save_error = error;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_ERROR]);
  update_saved (self);
}

/* Autosave */

typedef struct {
  GWeakRef session;
  gboolean over;
  char *id;
} Saving;

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  Saving *saving = data;
  g_autoptr (TlSession) self = g_weak_ref_get (&saving->session);
  g_autoptr (GError) error = NULL;
  gboolean saved = tl_store_save_game_finish (TL_STORE (source), result, &error);
  g_autofree char *id = saving->id;
  gboolean over = saving->over;

  g_weak_ref_clear (&saving->session);
  g_free (saving);
  if (self == NULL)
    return;   /* the session is gone; the game was saved, or the store closed */
  if (saved && over)
    g_signal_emit (self, signals[SIGNAL_FINISHED], 0, id);
  if (!saved)
    {
      self->saved_turns = G_MAXUINT;   /* try again after the next change */
      /* (a new error each time: the property is notified) */
      g_clear_error (&self->save_error);
      set_save_error (self, g_steal_pointer (&error));
      return;
    }
  set_save_error (self, NULL);
}

/* Queues the save of @state (the store copies what it needs now: playing on
 * does not change it), with @thumbnail or keeping the picture stored. */
static void
save_with_picture (TlSession         *self,
                   const TlGameState *state,
                   GBytes            *thumbnail)
{
  Saving *saving = g_new0 (Saving, 1);

  g_weak_ref_init (&saving->session, self);
  saving->over = tl_game_state_phase (state) == TL_PHASE_OVER;
  saving->id = g_strdup (tl_game_state_record (state)->id);
  tl_store_save_game_async (tl_library_get_store (self->library), state, thumbnail, NULL, on_saved, saving);
}

/* The picture of the board: drawn on a worker thread from a copy of the game
 * (the function the application gave is thread-safe), then stored with that
 * copy, unless the session saved a newer turn meanwhile (the store's queue
 * keeps the order: it never gets an older record after a newer one). */

struct _Picture {
  GWeakRef session;
  TlLibrary *library;
  TlThumbnailFunc draw;
  TlGameState *state;
  guint generation;
  /* the session went away while it was drawn: nothing newer can come, store it */
  gboolean orphan;
};

static void
picture_free (gpointer data)
{
  Picture *picture = data;

  g_weak_ref_clear (&picture->session);
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
  GBytes *png = picture->draw (picture->state, TL_THUMBNAIL_WIDTH, TL_THUMBNAIL_HEIGHT);

  g_task_return_pointer (task, png, (GDestroyNotify) g_bytes_unref);
}

static void
on_picture_drawn (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  Picture *picture = g_task_get_task_data (G_TASK (result));
  g_autoptr (TlSession) self = g_weak_ref_get (&picture->session);
  g_autoptr (GBytes) png = g_task_propagate_pointer (G_TASK (result), NULL);

  if (self != NULL && self->picture == picture)
    self->picture = NULL;
  if (png == NULL)
    return;
  if (self == NULL)
    {
      if (picture->orphan && tl_library_can_save (picture->library))
        tl_store_save_game_async (tl_library_get_store (picture->library), picture->state, png,
                                  NULL, NULL, NULL);
      return;
    }
  if (picture->generation != self->generation || self->library != picture->library
      || !tl_library_can_save (self->library))
    return;   /* a newer turn was saved: its own picture is on its way */
  save_with_picture (self, picture->state, png);
}

static void
save_now (TlSession *self)
{
  const TlGameState *state = tl_game_get_state (self->game);
  TlThumbnailFunc draw = tl_library_get_thumbnail_func (self->library);
  g_autoptr (GTask) task = NULL;
  Picture *picture;

  self->stored = TRUE;
  self->saved_turns = tl_game_get_record (self->game)->turns->len;
  self->saved_over = tl_game_state_phase (state) == TL_PHASE_OVER;
  self->saved_kept = tl_game_get_kept_steps (self->game);
  self->generation++;
  /* the record at once (the picture of the last save stays meanwhile) */
  save_with_picture (self, state, NULL);
  if (self->saved_over || draw == NULL)
    return;   /* the history keeps no picture */

  picture = g_new0 (Picture, 1);
  g_weak_ref_init (&picture->session, self);
  picture->library = g_object_ref (self->library);
  picture->draw = draw;
  picture->state = tl_game_state_copy (state);
  picture->generation = self->generation;
  self->picture = picture;
  task = g_task_new (NULL, NULL, on_picture_drawn, NULL);
  g_task_set_task_data (task, picture, picture_free);
  g_task_set_name (task, "[tilelands] saved game picture");
  g_task_run_in_thread (task, draw_picture);
}

/* After every change of the game (its `changed` signal). */
static void
on_game_changed (TlGame    *game,
                 TlSession *self)
{
  guint turns;
  gboolean over;

  if (self->game == NULL || game_id (self) == NULL || !can_save (self))
    return;
  turns = tl_game_get_record (self->game)->turns->len;
  over = tl_game_get_phase (self->game) == TL_PHASE_OVER;
  /* a game on a host: its host keeps it; the library takes the whole record
   * at the end (not the seat's view of it) */
  if (self->remote && (!over || tl_game_state_viewer (tl_game_get_state (game)) >= 0))
    return;
  /* after a confirmed turn (a person's or a computer's), an undo, the end, and
   * every step of a turn that cannot be taken back (a look at a hidden tile, a
   * reveal, a gift: what the player saw stays seen when the game is continued) */
  if (turns == self->saved_turns && over == self->saved_over
      && tl_game_get_kept_steps (self->game) == self->saved_kept)
    return;
  save_now (self);
}

/* Saves the game now, whatever the library had of it. */
static void
save_again (TlSession *self)
{
  self->saved_turns = G_MAXUINT;
  on_game_changed (self->game, self);
}

void
tl_session_play (TlSession       *self,
                 TlGame          *game,
                 TlSessionSource  source)
{
  g_autofree char *wanted = NULL;

  g_return_if_fail (TL_IS_SESSION (self));
  g_return_if_fail (game == NULL || TL_IS_GAME (game));

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);

  g_clear_error (&self->save_error);
  self->stored = source == TL_SESSION_LIBRARY;
  self->remote = source == TL_SESSION_REMOTE;
  self->saved_turns = game != NULL ? tl_game_get_record (game)->turns->len : 0;
  self->saved_over = game != NULL && tl_game_get_phase (game) == TL_PHASE_OVER;
  self->saved_kept = game != NULL ? tl_game_get_kept_steps (game) : 0;
  wanted = g_steal_pointer (&self->picture_wanted);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_ERROR]);
  update_saved (self);
  if (game == NULL || game_id (self) == NULL || !can_save (self))
    return;
  /* a new game is kept at once, before its first turn: it has an id and a
   * seed, and the player who goes home finds it in the Saved Games (and
   * Continue resumes it, not the game played before) */
  if (source == TL_SESSION_NEW && !self->saved_over)
    save_now (self);
  /* a file imported, or taken further by one: its picture for the Saved Games */
  else if (source == TL_SESSION_LIBRARY && g_strcmp0 (wanted, game_id (self)) == 0)
    save_again (self);
}

/* The library */

static void open_waiting_file (TlSession *self);

static void
on_library_status (TlLibrary  *library,
                   GParamSpec *pspec,
                   TlSession  *self)
{
  /* a new library after the old one was moved aside: the game goes in at once */
  if (tl_library_can_save (library) && self->game != NULL)
    {
      self->stored = FALSE;
      save_again (self);
    }
  update_saved (self);
  if (tl_library_get_status (library) != TL_LIBRARY_OPENING)
    open_waiting_file (self);
}

void
tl_session_set_library (TlSession *self,
                        TlLibrary *library)
{
  g_return_if_fail (TL_IS_SESSION (self));
  g_return_if_fail (library == NULL || TL_IS_LIBRARY (library));

  if (library == self->library)
    return;
  if (self->library != NULL)
    g_clear_signal_handler (&self->status_id, self->library);
  g_set_object (&self->library, library);
  if (library != NULL)
    self->status_id = g_signal_connect (library, "notify::status", G_CALLBACK (on_library_status), self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIBRARY]);
  update_saved (self);
}

/* Loading a saved game */

/* The library's answer is the session's task's. */
static void
on_record_loaded (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr (GTask) task = data;
  GError *error = NULL;
  TlRecord *record = tl_library_load_record_finish (TL_LIBRARY (source), result, &error);

  if (record == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_task_get_source_tag (task) == tl_session_reload_async)
    {
      TlSession *self = g_task_get_source_object (task);
      const TlRecord *shown = self->game != NULL ? tl_game_get_record (self->game) : NULL;
      gboolean further;

      /* only a game the library has further on than the session */
      further = shown != NULL && g_strcmp0 (record->id, shown->id) == 0
                && (record->turns->len > shown->turns->len
                    || (record->turns->len == shown->turns->len && record->in_progress != NULL
                        && shown->in_progress == NULL));
      if (!further)
        {
          tl_record_free (record);
          g_task_return_pointer (task, NULL, NULL);
          return;
        }
      /* the file brought no picture of the board: saved again with one */
      g_free (self->picture_wanted);
      self->picture_wanted = g_strdup (record->id);
    }
  g_task_return_pointer (task, record, (GDestroyNotify) tl_record_free);
}

static void
load (TlSession          *self,
      gpointer            tag,
      const char         *id,
      GCancellable       *cancellable,
      GAsyncReadyCallback callback,
      gpointer            user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);

  g_task_set_source_tag (task, tag);
  if (self->library == NULL || id == NULL)
    {
      g_task_return_new_error (task, TL_STORE_ERROR, TL_STORE_ERROR_CLOSED, "the library is closed");
      g_object_unref (task);
      return;
    }
  tl_library_load_record_async (self->library, id, cancellable, on_record_loaded, task);
}

void
tl_session_load_async (TlSession          *self,
                       const char         *id,
                       GCancellable       *cancellable,
                       GAsyncReadyCallback callback,
                       gpointer            user_data)
{
  g_return_if_fail (TL_IS_SESSION (self));
  g_return_if_fail (id != NULL);
  load (self, tl_session_load_async, id, cancellable, callback, user_data);
}

TlRecord *
tl_session_load_finish (TlSession     *self,
                        GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
tl_session_reload_async (TlSession          *self,
                         GCancellable       *cancellable,
                         GAsyncReadyCallback callback,
                         gpointer            user_data)
{
  g_return_if_fail (TL_IS_SESSION (self));
  load (self, tl_session_reload_async, game_id (self), cancellable, callback, user_data);
}

TlRecord *
tl_session_reload_finish (TlSession     *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Opening a file */

void
tl_session_file_free (TlSessionFile *file)
{
  if (file == NULL)
    return;
  g_clear_pointer (&file->record, tl_record_free);
  g_free (file->id);
  g_free (file->copy_of);
  g_free (file->title);
  g_free (file);
}

static void
on_imported (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  g_autoptr (GTask) task = data;
  TlSession *self = g_task_get_source_object (task);
  GError *error = NULL;
  g_autoptr (TlStoreImport) done = tl_store_import_file_finish (TL_STORE (source), result, &error);
  TlSessionFile *file;

  if (done == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  file = g_new0 (TlSessionFile, 1);
  file->id = g_strdup (done->id);
  file->finished = done->finished;
  file->updated = done->updated;
  file->kept = done->kept;
  file->copy_of = g_strdup (done->copy_of);
  file->title = g_strdup (done->title);
  /* imports carry no picture: the game gets one when it is played */
  g_free (self->picture_wanted);
  self->picture_wanted = !done->finished && !done->kept ? g_strdup (done->id) : NULL;
  g_task_return_pointer (task, file, (GDestroyNotify) tl_session_file_free);
}

static void
read_in_thread (GTask        *task,
                gpointer      source,
                gpointer      path,
                GCancellable *cancellable)
{
  GError *error = NULL;
  TlSessionFile *file = g_new0 (TlSessionFile, 1);

  file->record = tl_record_format_load_file (path, &error);
  if (file->record != NULL)
    g_task_return_pointer (task, file, (GDestroyNotify) tl_session_file_free);
  else
    {
      tl_session_file_free (file);
      g_task_return_error (task, error);
    }
}

/* Imports the file of @task (its task data: the path), or reads it. */
static void
open_file (TlSession *self,
           GTask     *task)
{
  const char *path = g_task_get_task_data (task);

  if (can_save (self))
    /* read and replayed on the store's thread, the file left as it is */
    tl_store_import_file_async (tl_library_get_store (self->library), path,
                                g_task_get_cancellable (task), on_imported, task);
  else
    {
      /* read as 0.1.0 did, on a worker thread: the window keeps drawing */
      g_task_run_in_thread (task, read_in_thread);
      g_object_unref (task);
    }
}

static void
open_waiting_file (TlSession *self)
{
  GTask *task = g_steal_pointer (&self->waiting_file);

  if (task != NULL)
    open_file (self, task);
}

void
tl_session_open_file_async (TlSession          *self,
                            GFile              *file,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  GTask *task;
  char *path;

  g_return_if_fail (TL_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tl_session_open_file_async);
  g_task_set_name (task, "[tilelands] open game");
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "not a file on this computer");
      g_object_unref (task);
      return;
    }
  g_task_set_task_data (task, path, g_free);
  /* a file given at start-up: into the library once it is open */
  if (self->library != NULL && tl_library_get_status (self->library) == TL_LIBRARY_OPENING)
    {
      if (self->waiting_file != NULL)
        {
          g_task_return_new_error (self->waiting_file, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                   "another file was opened");
          g_clear_object (&self->waiting_file);
        }
      self->waiting_file = task;
      return;
    }
  open_file (self, task);
}

TlSessionFile *
tl_session_open_file_finish (TlSession     *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* The object */

TlSession *
tl_session_new (TlLibrary *library)
{
  g_return_val_if_fail (library == NULL || TL_IS_LIBRARY (library), NULL);
  return g_object_new (TL_TYPE_SESSION, "library", library, NULL);
}

static void
tl_session_dispose (GObject *object)
{
  TlSession *self = TL_SESSION (object);

  /* a picture still drawn is stored all the same: nothing newer can come */
  if (self->picture != NULL)
    {
      self->picture->orphan = TRUE;
      self->picture = NULL;
    }
  if (self->waiting_file != NULL)
    {
      g_task_return_new_error (self->waiting_file, G_IO_ERROR, G_IO_ERROR_CANCELLED, "the session ended");
      g_clear_object (&self->waiting_file);
    }
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  if (self->library != NULL)
    g_clear_signal_handler (&self->status_id, self->library);
  g_clear_object (&self->library);
  G_OBJECT_CLASS (tl_session_parent_class)->dispose (object);
}

static void
tl_session_finalize (GObject *object)
{
  TlSession *self = TL_SESSION (object);

  g_clear_error (&self->save_error);
  g_free (self->picture_wanted);
  G_OBJECT_CLASS (tl_session_parent_class)->finalize (object);
}

static void
tl_session_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TlSession *self = TL_SESSION (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      g_value_set_object (value, self->library);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SAVED:
      g_value_set_boolean (value, tl_session_get_saved (self));
      break;
    case PROP_SAVE_ERROR:
      g_value_set_boxed (value, self->save_error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_session_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TlSession *self = TL_SESSION (object);

  switch (prop_id)
    {
    case PROP_LIBRARY:
      tl_session_set_library (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_session_class_init (TlSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tl_session_dispose;
  object_class->finalize = tl_session_finalize;
  object_class->get_property = tl_session_get_property;
  object_class->set_property = tl_session_set_property;

  properties[PROP_LIBRARY] =
    g_param_spec_object ("library", NULL, NULL, TL_TYPE_LIBRARY,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TL_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SAVED] =
    g_param_spec_boolean ("saved", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SAVE_ERROR] =
    g_param_spec_boxed ("save-error", NULL, NULL, G_TYPE_ERROR,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tl_session_init (TlSession *self)
{
}
