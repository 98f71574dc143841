/* tl-editor-saver.c — an editor's document written to the library a moment after each change
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-editor-saver.h"
#include "tl-format-error.h"

/* How long after a change the document is written, in ms. */
#define SAVE_DELAY_MS 400

struct _TlEditorSaver {
  GObject parent_instance;

  TlLibrary *store;
  TlStoreDocKind kind;
  TlDocument *document;
  GCancellable *cancellable;
  guint timeout_id;             /* a write waiting */
  gboolean writing;             /* a write under way */
  gboolean disabled;
  guint changes;                /* changes made, to know what a write saved */
  guint written;                /* the changes the running write holds */
  char *stored_id;              /* the id the library holds the document under */
  char *writing_id;             /* the id of the running write (or check) */
  char *error;
};

G_DEFINE_FINAL_TYPE (TlEditorSaver, tl_editor_saver, G_TYPE_OBJECT)

enum { PROP_0, PROP_STATUS, PROP_ERROR, N_PROPS };
static GParamSpec *properties[N_PROPS];

TlEditorSaveStatus
tl_editor_saver_get_status (TlEditorSaver *self)
{
  g_return_val_if_fail (TL_IS_EDITOR_SAVER (self), TL_EDITOR_SAVE_OFF);
  if (self->store == NULL || self->disabled)
    return TL_EDITOR_SAVE_OFF;
  if (self->timeout_id != 0 || self->writing)
    return TL_EDITOR_SAVE_PENDING;
  if (self->error != NULL)
    return TL_EDITOR_SAVE_FAILED;
  return tl_document_get_modified (self->document) ? TL_EDITOR_SAVE_PENDING : TL_EDITOR_SAVE_SAVED;
}

const char *
tl_editor_saver_get_error (TlEditorSaver *self)
{
  g_return_val_if_fail (TL_IS_EDITOR_SAVER (self), NULL);
  return self->error;
}

static void
notify_status (TlEditorSaver *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

static void
set_error (TlEditorSaver *self, const char *message)
{
  gboolean same = g_strcmp0 (self->error, message) == 0;

  g_free (self->error);
  self->error = g_strdup (message);
  if (!same)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
}

static void
on_written (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(TlEditorSaver) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = tl_library_save_document_finish (TL_LIBRARY (source), result, &error);

  self->writing = FALSE;
  if (id == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (id != NULL)
    g_clear_pointer (&self->error, g_free);
  if (id != NULL && g_strcmp0 (id, self->stored_id) != 0)
    {
      /* the id changed: the document leaves its old place */
      if (self->stored_id != NULL)
        tl_library_delete_document_async (self->store, self->kind, self->stored_id, NULL, NULL, NULL);
      g_free (self->stored_id);
      self->stored_id = g_strdup (id);
    }
  if (id == NULL)
    {
      g_autofree char *text = tl_format_error_describe (error);

      set_error (self, text);
    }
  else if (self->written == self->changes)
    tl_document_mark_saved (self->document);
  else if (self->timeout_id == 0)
    tl_editor_saver_flush (self);   /* changed while writing */
  notify_status (self);
}

static void
write_now (TlEditorSaver *self)
{
  g_autofree char *json = tl_document_to_json (self->document);

  tl_library_save_document_async (self->store, self->kind, json, self->cancellable, on_written,
                                g_object_ref (self));
  notify_status (self);
}

static void
on_checked (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(TlEditorSaver) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = tl_library_load_document_finish (TL_LIBRARY (source), result, &error);

  if (json == NULL && g_error_matches (error, TL_STORE_ERROR, TL_STORE_ERROR_NOT_FOUND))
    {
      write_now (self);
      return;
    }
  self->writing = FALSE;
  if (json == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (json != NULL)
    {
      g_autofree char *message = NULL;

      if (self->kind == TL_STORE_TILESET)
        message = g_strdup_printf (_("Not saved: another tile set of your library has the id “%s”; give this one "
                                     "another id"), self->writing_id);
      else
        message = g_strdup_printf (_("Not saved: another map of your library has the id “%s”; give this one "
                                     "another id"), self->writing_id);
      set_error (self, message);
    }
  else
    {
      g_autofree char *text = tl_format_error_describe (error);

      set_error (self, text);
    }
  notify_status (self);
}

void
tl_editor_saver_flush (TlEditorSaver *self)
{
  g_return_if_fail (TL_IS_EDITOR_SAVER (self));
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->store == NULL || self->disabled || self->writing || !tl_document_get_modified (self->document))
    {
      /* a running write is followed by the next one when it is done */
      notify_status (self);
      return;
    }
  self->writing = TRUE;
  self->written = self->changes;
  if (g_strcmp0 (tl_document_get_id (self->document), self->stored_id) != 0)
    {
      /* a new id: taken by no other document? */
      g_free (self->writing_id);
      self->writing_id = g_strdup (tl_document_get_id (self->document));
      tl_library_load_document_async (self->store, self->kind, self->writing_id, self->cancellable, on_checked,
                                    g_object_ref (self));
      notify_status (self);
      return;
    }
  write_now (self);
}

static gboolean
save_later_cb (gpointer data)
{
  TlEditorSaver *self = data;

  self->timeout_id = 0;
  tl_editor_saver_flush (self);
  return G_SOURCE_REMOVE;
}

void
tl_editor_saver_changed (TlEditorSaver *self)
{
  g_return_if_fail (TL_IS_EDITOR_SAVER (self));
  self->changes++;
  if (self->store == NULL || self->disabled)
    return;
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->timeout_id = g_timeout_add (SAVE_DELAY_MS, save_later_cb, self);
  notify_status (self);
}

void
tl_editor_saver_disable (TlEditorSaver *self)
{
  g_return_if_fail (TL_IS_EDITOR_SAVER (self));
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->disabled = TRUE;
  notify_status (self);
}

static void
tl_editor_saver_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TlEditorSaver *self = TL_EDITOR_SAVER (object);

  if (prop_id == PROP_STATUS)
    g_value_set_int (value, tl_editor_saver_get_status (self));
  else if (prop_id == PROP_ERROR)
    g_value_set_string (value, self->error);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tl_editor_saver_dispose (GObject *object)
{
  TlEditorSaver *self = TL_EDITOR_SAVER (object);

  /* what waits is written; a running write finishes (it holds a reference) */
  if (self->timeout_id != 0)
    tl_editor_saver_flush (self);
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  G_OBJECT_CLASS (tl_editor_saver_parent_class)->dispose (object);
}

static void
tl_editor_saver_finalize (GObject *object)
{
  TlEditorSaver *self = TL_EDITOR_SAVER (object);

  g_clear_object (&self->store);
  g_clear_object (&self->document);
  g_clear_object (&self->cancellable);
  g_free (self->error);
  g_free (self->stored_id);
  g_free (self->writing_id);
  G_OBJECT_CLASS (tl_editor_saver_parent_class)->finalize (object);
}

static void
tl_editor_saver_class_init (TlEditorSaverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tl_editor_saver_dispose;
  object_class->finalize = tl_editor_saver_finalize;
  object_class->get_property = tl_editor_saver_get_property;
  properties[PROP_STATUS] = g_param_spec_int ("status", NULL, NULL, TL_EDITOR_SAVE_SAVED, TL_EDITOR_SAVE_OFF,
                                              TL_EDITOR_SAVE_SAVED, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ERROR] = g_param_spec_string ("error", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tl_editor_saver_init (TlEditorSaver *self)
{
  self->cancellable = g_cancellable_new ();
}

TlEditorSaver *
tl_editor_saver_new (TlLibrary        *store,
                     TlStoreDocKind  kind,
                     TlDocument     *document)
{
  TlEditorSaver *self;

  g_return_val_if_fail (TL_IS_DOCUMENT (document), NULL);
  self = g_object_new (TL_TYPE_EDITOR_SAVER, NULL);
  self->store = store != NULL ? g_object_ref (store) : NULL;
  self->kind = kind;
  self->document = g_object_ref (document);
  self->stored_id = g_strdup (tl_document_get_id (document));
  return self;
}
