/* tl-editor-export.c — what the editors share: Export to a file, and toasts of plain text
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tl-editor-export.h"
#include "tl-format-error.h"
#include "tl-library-actions.h"

/* The folder a tile set or map was last exported to or imported from. */
static GFile *last_folder;

void
tl_editor_chooser_start (GtkFileChooser *chooser)
{
  g_autoptr(GFile) folder = tl_library_start_folder (last_folder);

  g_return_if_fail (GTK_IS_FILE_CHOOSER (chooser));
  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
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
on_chosen (GtkNativeDialog *chooser, int response, Export *export)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    {
      g_autofree char *text = NULL;

      tl_editor_remember_folder (file);
      if (export->write (export->editor, file, &error))
        text = g_strdup_printf (_("Exported to “%s”"), g_file_peek_path (file));
      else
        text = tl_format_error_describe (error);
      tl_editor_toast (export->toasts, text);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (export->editor);
  g_object_unref (export->toasts);
  g_free (export);
  g_object_unref (chooser);
}

void
tl_editor_export (GtkWindow *editor, AdwToastOverlay *toasts, const char *name, const char *filter_name,
                  TlEditorExportWrite write)
{
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter = gtk_file_filter_new ();
  g_autofree char *file_name = g_strdup_printf ("%s.json", name);
  Export *export = g_new0 (Export, 1);

  export->editor = g_object_ref (editor);
  export->toasts = g_object_ref (toasts);
  export->write = write;
  chooser = gtk_file_chooser_native_new (_("Export"), editor, GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                         _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (filter, filter_name);
  gtk_file_filter_add_suffix (filter, "json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);
  g_strdelimit (file_name, "/\\", '-');
  tl_editor_chooser_start (GTK_FILE_CHOOSER (chooser));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), file_name);
  g_signal_connect (chooser, "response", G_CALLBACK (on_chosen), export);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
