/* tl-library-window-files.c — the library window's files: import and export
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Export writes a document's JSON as stored. Import reads a file with the
 * kind's reader: a file that is no document of the kind is refused, naming its
 * path and why; one that breaks rules is stored as a draft under an id of its
 * own and opened in its editor, which lists its problems.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "tl-file-choice.h"
#include "tl-editor-export.h"
#include "tl-library-window-private.h"

static void
on_export_written (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(TlLibraryWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    {
      _tl_library_window_show_error (self, _("Could Not Export"), error);
      return;
    }
  text = g_strdup_printf (_("Exported to “%s”"), g_file_peek_path (G_FILE (source)));
  tl_library_window_toast (self, text);
}

static void
on_export_chosen (GObject *window, GFile *file, gpointer data)
{
  g_autofree char *json = data;
  GBytes *bytes = g_bytes_new (json, strlen (json));

  tl_editor_remember_folder (file);
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       NULL, on_export_written, g_object_ref (window));
  g_bytes_unref (bytes);
}

/* The chooser's one filter: the kind's files (its MIME type, or *.json). */
static GListModel *
file_filters (TlLibraryWindow *self)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) filter = tl_file_filter_new (self->kind->filter_name, "json", NULL);

  gtk_file_filter_add_mime_type (filter, self->kind->mime_type);
  g_list_store_append (filters, filter);
  return G_LIST_MODEL (filters);
}

static void
export_doc (TlLibraryWindow *self, Doc *doc, const char *arg)
{
  g_autoptr(GListModel) filters = file_filters (self);
  g_autoptr(GFile) folder = tl_editor_start_folder ();
  g_autofree char *file_name = g_strdup_printf ("%s.json", doc->name);
  TlFileChoice choice = { _("Export"), _("_Export"), TRUE, folder, file_name, filters };

  g_strdelimit (file_name, "/\\", '-');
  tl_file_choose (GTK_WINDOW (self), &choice, G_OBJECT (self), on_export_chosen, g_strdup (doc->json),
                  g_free);
}

void
_tl_library_window_action_export (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  _tl_library_window_with_json (data, g_variant_get_string (parameter, NULL), export_doc, NULL);
}

/* The `name` member of a document's JSON, or NULL. */
static char *
document_name (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonNode *root;
  JsonObject *object;

  if (!json_parser_load_from_data (parser, json, -1, NULL))
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  object = json_node_get_object (root);
  if (!json_object_has_member (object, "name") ||
      json_node_get_value_type (json_object_get_member (object, "name")) != G_TYPE_STRING)
    return NULL;
  return g_strdup (json_object_get_string_member (object, "name"));
}

static void
on_import_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(TlLibraryWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = g_file_get_basename (G_FILE (source));
  g_autofree char *path = g_file_get_parse_name (G_FILE (source));
  g_autofree char *json = NULL;
  g_autofree char *renamed = NULL;
  g_autofree char *doc_name = NULL;
  g_autofree char *free = NULL;
  g_autofree char *done = NULL;
  g_autofree char *id = NULL;
  gsize length;
  guint problems = 0;

  /* Translators: "%s" is a file name */
  g_autofree char *heading = g_strdup_printf (_("Could Not Import “%s”"), name);

  if (!g_file_load_contents_finish (G_FILE (source), result, &contents, &length, NULL, &error))
    {
      _tl_library_window_show_error (self, heading, error);
      return;
    }
  /* the dialog's body says what is wrong in words and where, without the file's
   * name (the heading gives it) */
  json = self->kind->import (contents, length, path, &problems, &error);
  if (json == NULL)
    {
      _tl_library_window_show_error (self, heading, error);
      return;
    }
  /* its id may be a built-in one or one of the library's: give it its own; and
   * a name of its own, "Name (2)", when one of the library's has its name */
  id = tl_library_window_new_id (self);
  doc_name = document_name (json);
  if (doc_name != NULL)
    /* Translators: the name of an imported tile set or map when the library
     * has one of that name already: "%s" is the name, "%u" a number from 2 */
    free = _tl_library_window_free_name (self, doc_name, C_("imported name", "%s (%u)"));
  renamed = _tl_library_window_with_id_and_name (json, id, free != NULL && g_strcmp0 (free, doc_name) != 0
                                                             ? free : NULL, NULL);
  if (problems > 0)
    done = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "“%s” imported, with %u problem to fix",
                                         "“%s” imported, with %u problems to fix", problems),
                            name, problems);
  else
    done = g_strdup_printf (_("“%s” imported"), name);
  /* a draft opens in its editor, which lists what is wrong */
  _tl_library_window_save_json (self, renamed != NULL ? renamed : json, done, problems > 0);
}

static void
on_import_chosen (GObject *window, GFile *file, gpointer data)
{
  TlLibraryWindow *self = TL_LIBRARY_WINDOW (window);

  tl_editor_remember_folder (file);
  g_file_load_contents_async (file, self->cancellable, on_import_read, g_object_ref (self));
}

void
_tl_library_window_action_import (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlLibraryWindow *self = data;
  g_autoptr(GListModel) filters = NULL;
  g_autoptr(GFile) folder = NULL;

  if (self->store == NULL)
    return;
  filters = file_filters (self);
  folder = tl_editor_start_folder ();
  {
    TlFileChoice choice = { _("Import"), _("_Import"), FALSE, folder, NULL, filters };

    tl_file_choose (GTK_WINDOW (self), &choice, G_OBJECT (self), on_import_chosen, NULL, NULL);
  }
}
