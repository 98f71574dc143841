/* ui-test-util.c — helpers shared by the UI tests (run them under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "ui-test-util.h"
#include "tl-record-format.h"

TlWindow *
ui_new_window (void)
{
  TlWindow *window = g_object_new (TL_TYPE_WINDOW, "default-width", 1000, "default-height", 700, NULL);

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

gboolean
ui_enabled (TlWindow   *window,
            const char *action)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), action);
}

void
ui_wait_until_drawn (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end
         && (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) < 100))
    g_main_context_iteration (NULL, FALSE);
  /* A few more frames for the first paint. */
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);

  g_assert_true (gtk_widget_get_mapped (widget));
}

void
ui_save_png (GtkWidget  *widget,
             const char *name)
{
  int width, height;
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  const char *out_dir = g_getenv ("TL_TEST_OUTPUT_DIR");
  g_autofree char *path = g_build_filename (out_dir != NULL ? out_dir : ".", name, NULL);

  ui_wait_until_drawn (widget);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_nonnull (texture);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_test_message ("%s saved to %s", name, path);
}

AdwMessageDialog *
ui_find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

TlNewGameWindow *
ui_find_new_game_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (TL_IS_NEW_GAME_WINDOW (window))
        return TL_NEW_GAME_WINDOW (window);
    }
  return NULL;
}

void
ui_answer_dialog (const char *response)
{
  AdwMessageDialog *dialog = ui_find_message_dialog ();

  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

gboolean
ui_is_toplevel (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);
      if (item == (GObject *) window)
        return TRUE;
    }
  return FALSE;
}

GtkLabel *
ui_find_label (GtkWidget  *root,
               const char *text)
{
  if (!gtk_widget_get_visible (root))
    return NULL;
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return GTK_LABEL (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = ui_find_label (child, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

TlRecord *
ui_load_fixture (const char *name,
                 int         n_turns)
{
  const char *dir = g_getenv ("TL_FIXTURES_DIR");
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  TlRecord *record;

  g_assert_nonnull (dir);
  path = g_build_filename (dir, name, NULL);
  record = tl_record_format_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  if (n_turns >= 0 && (guint) n_turns < record->turns->len)
    g_array_set_size (record->turns, n_turns);
  return record;
}
