/* tl-editor-export.c — what the editors share: Export to a file, and toasts of plain text
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tl-file-choice.h"
#include "tl-editor-export.h"
#include "tl-format-error.h"
#include "tl-library-actions.h"

/* The folder a tile set or map was last exported to or imported from. */
static GFile *last_folder;

GFile *
tl_editor_start_folder (void)
{
  return tl_library_start_folder (last_folder);
}

void
tl_editor_remember_folder (GFile *file)
{
  g_return_if_fail (G_IS_FILE (file));
  g_clear_object (&last_folder);
  last_folder = g_file_get_parent (file);
}

void
tl_editor_toast (AdwToastOverlay *toasts, const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (toasts));
  adw_toast_overlay_add_toast (toasts, adw_toast_new (escaped));
}

gboolean
tl_editor_write_file (GFile *file, const char *text, GError **error)
{
  g_return_val_if_fail (G_IS_FILE (file) && text != NULL, FALSE);
  return g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, NULL, error);
}

typedef struct {
  GtkWindow *editor;
  AdwToastOverlay *toasts;
  TlEditorExportWrite write;
} Export;

static void
export_free (Export *export)
{
  g_object_unref (export->editor);
  g_object_unref (export->toasts);
  g_free (export);
}

static void
on_chosen (GObject *editor, GFile *file, gpointer data)
{
  Export *export = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  tl_editor_remember_folder (file);
  if (export->write (export->editor, file, &error))
    text = g_strdup_printf (_("Exported to “%s”"), g_file_peek_path (file));
  else
    text = tl_format_error_describe (error);
  tl_editor_toast (export->toasts, text);
  export_free (export);
}

void
tl_editor_export (GtkWindow *editor, AdwToastOverlay *toasts, const char *name, const char *filter_name,
                  TlEditorExportWrite write)
{
  g_autoptr(GtkFileFilter) filter = tl_file_filter_new (filter_name, "json", NULL);
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GFile) folder = tl_editor_start_folder ();
  g_autofree char *file_name = g_strdup_printf ("%s.json", name);
  TlFileChoice choice = { _("Export"), _("_Export"), TRUE, folder, file_name, G_LIST_MODEL (filters) };
  Export *export = g_new0 (Export, 1);

  export->editor = g_object_ref (editor);
  export->toasts = g_object_ref (toasts);
  export->write = write;
  g_list_store_append (filters, filter);
  g_strdelimit (file_name, "/\\", '-');
  tl_file_choose (editor, &choice, G_OBJECT (editor), on_chosen, export, (GDestroyNotify) export_free);
}
