/* tl-library.c — the app's library: the store opened in the background, what
 * became of opening it, the saved games, deletions that wait for their undo
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-library.h"

struct _TlLibrary {
  GObject parent_instance;

  char *path;
  TlStoreOpenFlags flags;
  TlLibraryStatus status;
  TlStore *store;
  TlSavedGames *saved_games;
  GError *error;
  GCancellable *opening;
  /* ids hidden from the lists: a deletion waiting for its undo (pending) or done */
  GHashTable *hidden;       /* id → GINT_TO_POINTER (deleted) */
  TlThumbnailFunc thumbnail;
};

G_DEFINE_FINAL_TYPE (TlLibrary, tl_library, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATUS,
  PROP_STORE,
  PROP_SAVED_GAMES,
  N_PROPS
};

enum {
  SIGNAL_HIDDEN_CHANGED,
  SIGNAL_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
set_status (TlLibrary       *self,
            TlLibraryStatus  status)
{
  self->status = status;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVED_GAMES]);
}

static void
on_opened (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr (TlLibrary) self = data;
  g_autoptr (GError) error = NULL;
  TlStore *store = tl_store_open_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* closed meanwhile */
  g_clear_object (&self->opening);
  if (store == NULL)
    {
      g_debug ("%s", error->message);
      self->error = g_steal_pointer (&error);
      set_status (self, TL_LIBRARY_UNAVAILABLE);
      return;
    }
  self->store = store;
  self->saved_games = tl_saved_games_new (store);
  set_status (self, TL_LIBRARY_OPEN);
}

void
tl_library_set_thumbnail_func (TlLibrary       *self,
                               TlThumbnailFunc  func)
{
  g_return_if_fail (TL_IS_LIBRARY (self));
  self->thumbnail = func;
}

TlThumbnailFunc
tl_library_get_thumbnail_func (TlLibrary *self)
{
  g_return_val_if_fail (TL_IS_LIBRARY (self), NULL);
  return self->thumbnail;
}

static void
start_opening (TlLibrary *self)
{
  g_clear_error (&self->error);
  self->opening = g_cancellable_new ();
  self->status = TL_LIBRARY_OPENING;
  tl_store_open_async (self->path, self->flags, self->opening, on_opened, g_object_ref (self));
}

TlLibrary *
tl_library_new (const char       *path,
                TlStoreOpenFlags  flags)
{
  TlLibrary *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (TL_TYPE_LIBRARY, NULL);
  self->path = g_strdup (path);
  self->flags = flags;
  start_opening (self);
  return self;
}

TlLibrary *
tl_library_new_for_store (TlStore *store)
{
  TlLibrary *self;

  g_return_val_if_fail (TL_IS_STORE (store), NULL);

  self = g_object_new (TL_TYPE_LIBRARY, NULL);
  self->path = g_strdup (tl_store_get_path (store));
  self->flags = TL_STORE_OPEN_DEFAULT;
  self->store = g_object_ref (store);
  self->saved_games = tl_saved_games_new (store);
  self->status = TL_LIBRARY_OPEN;
  return self;
}

TlLibraryStatus
tl_library_get_status (TlLibrary *self)
{
  g_return_val_if_fail (TL_IS_LIBRARY (self), TL_LIBRARY_UNAVAILABLE);
  return self->status;
}

const char *
tl_library_get_path (TlLibrary *self)
{
  g_return_val_if_fail (TL_IS_LIBRARY (self), NULL);
  return self->path;
}

char *
tl_library_dup_debug_info (TlLibrary *self)
{
  g_return_val_if_fail (self == NULL || TL_IS_LIBRARY (self), NULL);
  return g_strdup_printf ("Library: %s%s\nSQLite: %s",
                          self != NULL ? self->path : "none",
                          self != NULL && !tl_library_can_save (self) ? " (not saving)" : "",
                          tl_store_sqlite_version ());
}

TlStore *
tl_library_get_store (TlLibrary *self)
{
  g_return_val_if_fail (TL_IS_LIBRARY (self), NULL);
  return self->status == TL_LIBRARY_OPEN ? self->store : NULL;
}

TlSavedGames *
tl_library_get_saved_games (TlLibrary *self)
{
  g_return_val_if_fail (TL_IS_LIBRARY (self), NULL);
  return self->status == TL_LIBRARY_OPEN ? self->saved_games : NULL;
}

const GError *
tl_library_get_error (TlLibrary *self)
{
  g_return_val_if_fail (TL_IS_LIBRARY (self), NULL);
  return self->status == TL_LIBRARY_UNAVAILABLE ? self->error : NULL;
}

gboolean
tl_library_is_refused (TlLibrary *self)
{
  g_return_val_if_fail (TL_IS_LIBRARY (self), FALSE);
  return self->status == TL_LIBRARY_UNAVAILABLE && tl_store_error_is_refusal (self->error);
}

gboolean
tl_library_can_save (TlLibrary *self)
{
  g_return_val_if_fail (TL_IS_LIBRARY (self), FALSE);
  return self->status == TL_LIBRARY_OPEN && !tl_store_is_read_only (self->store);
}

gboolean
tl_library_move_aside (TlLibrary  *self,
                       char      **moved_to,
                       GError    **error)
{
  g_return_val_if_fail (TL_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!tl_library_is_refused (self))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "%s: the library was not refused: it is not moved", self->path);
      return FALSE;
    }
  if (!tl_store_move_aside (self->path, moved_to, error))
    return FALSE;
  start_opening (self);
  set_status (self, TL_LIBRARY_OPENING);
  return TRUE;
}

void
tl_library_hide_game (TlLibrary  *self,
                      const char *id)
{
  g_return_if_fail (TL_IS_LIBRARY (self));
  g_return_if_fail (id != NULL);

  g_hash_table_insert (self->hidden, g_strdup (id), GINT_TO_POINTER (FALSE));
  g_signal_emit (self, signals[SIGNAL_HIDDEN_CHANGED], 0);
}

void
tl_library_show_game (TlLibrary  *self,
                      const char *id)
{
  g_return_if_fail (TL_IS_LIBRARY (self));
  g_return_if_fail (id != NULL);

  if (g_hash_table_remove (self->hidden, id))
    g_signal_emit (self, signals[SIGNAL_HIDDEN_CHANGED], 0);
}

typedef struct {
  TlLibrary *library;
  char *id;
} Deletion;

static void
deletion_free (Deletion *deletion)
{
  g_object_unref (deletion->library);
  g_free (deletion->id);
  g_free (deletion);
}

static void
on_deleted (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  Deletion *deletion = data;
  g_autoptr (GError) error = NULL;

  /* a game already gone is what was wanted; one that stays is shown again */
  if (!tl_store_delete_game_finish (TL_STORE (source), result, &error)
      && !g_error_matches (error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND))
    {
      tl_library_show_game (deletion->library, deletion->id);
      g_signal_emit (deletion->library, signals[SIGNAL_FAILED], 0, error);
    }
  deletion_free (deletion);
}

static void
delete_now (TlLibrary  *self,
            const char *id)
{
  Deletion *deletion;

  if (self->store == NULL)
    return;
  deletion = g_new0 (Deletion, 1);
  deletion->library = g_object_ref (self);
  deletion->id = g_strdup (id);
  tl_store_delete_game_async (self->store, id, NULL, on_deleted, deletion);
}

void
tl_library_delete_game (TlLibrary  *self,
                        const char *id)
{
  g_return_if_fail (TL_IS_LIBRARY (self));
  g_return_if_fail (id != NULL);

  if (GPOINTER_TO_INT (g_hash_table_lookup (self->hidden, id)))
    return;   /* already deleted */
  g_hash_table_insert (self->hidden, g_strdup (id), GINT_TO_POINTER (TRUE));
  delete_now (self, id);
}

gboolean
tl_library_is_hidden (TlLibrary  *self,
                      const char *id)
{
  g_return_val_if_fail (TL_IS_LIBRARY (self), FALSE);
  return id != NULL && g_hash_table_contains (self->hidden, id);
}

void
tl_library_close (TlLibrary *self)
{
  GHashTableIter iter;
  gpointer id, deleted;

  g_return_if_fail (TL_IS_LIBRARY (self));

  if (self->opening != NULL)
    g_cancellable_cancel (self->opening);
  g_clear_object (&self->opening);
  g_hash_table_iter_init (&iter, self->hidden);
  while (g_hash_table_iter_next (&iter, &id, &deleted))
    if (!GPOINTER_TO_INT (deleted))
      {
        delete_now (self, id);
        g_hash_table_iter_replace (&iter, GINT_TO_POINTER (TRUE));
      }
  if (self->store != NULL)
    tl_store_close (self->store);
}

static void
tl_library_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TlLibrary *self = TL_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      g_value_set_int (value, self->status);
      break;
    case PROP_STORE:
      g_value_set_object (value, tl_library_get_store (self));
      break;
    case PROP_SAVED_GAMES:
      g_value_set_object (value, tl_library_get_saved_games (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_library_dispose (GObject *object)
{
  TlLibrary *self = TL_LIBRARY (object);

  if (self->opening != NULL)
    g_cancellable_cancel (self->opening);
  g_clear_object (&self->opening);
  g_clear_object (&self->saved_games);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (tl_library_parent_class)->dispose (object);
}

static void
tl_library_finalize (GObject *object)
{
  TlLibrary *self = TL_LIBRARY (object);

  g_clear_error (&self->error);
  g_hash_table_unref (self->hidden);
  g_free (self->path);
  G_OBJECT_CLASS (tl_library_parent_class)->finalize (object);
}

static void
tl_library_class_init (TlLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = tl_library_get_property;
  object_class->dispose = tl_library_dispose;
  object_class->finalize = tl_library_finalize;

  properties[PROP_STATUS] =
    g_param_spec_int ("status", NULL, NULL, TL_LIBRARY_OPENING, TL_LIBRARY_UNAVAILABLE,
                      TL_LIBRARY_OPENING, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, TL_TYPE_STORE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SAVED_GAMES] =
    g_param_spec_object ("saved-games", NULL, NULL, TL_TYPE_SAVED_GAMES,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_HIDDEN_CHANGED] =
    g_signal_new ("hidden-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
tl_library_init (TlLibrary *self)
{
  self->hidden = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}
