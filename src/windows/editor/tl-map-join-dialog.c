/* tl-map-join-dialog.c — the join preview: a layout joined to another at the seam
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-builtin-names.h"
#include "tl-document-list.h"
#include "tl-map-edit-view.h"
#include "tl-map-format.h"
#include "tl-map-join-dialog.h"
#include "tl-map-problem-row.h"
#include "tl-format-error.h"

static const char * const builtins[] = { "usa-west", "usa-east" };

struct _TlMapJoinDialog {
  AdwWindow parent_instance;

  TlMapDocument *document;
  TlLibrary *store;
  TlDocumentList *list;
  GCancellable *cancellable;
  TlMapLayout *other;
  TlMapLayout *joined;
  GPtrArray *problems;
  GPtrArray *choice_ids;      /* char*: the ids of the drop-down's entries */

  GtkDropDown *choices;
  GtkStringList *names;
  TlMapEditView *view;
  GtkLabel *summary;
  GtkListBox *problems_list;
  GtkButton *play_button;
};

G_DEFINE_FINAL_TYPE (TlMapJoinDialog, tl_map_join_dialog, ADW_TYPE_WINDOW)

static void
show_problems (TlMapJoinDialog *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))) != NULL)
    gtk_list_box_remove (self->problems_list, child);
  for (guint i = 0; i < self->problems->len; i++)
    {
      gtk_list_box_append (self->problems_list, tl_map_problem_row_new (g_ptr_array_index (self->problems, i)));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->problems_list), self->problems->len > 0);
}

static void
rejoin (TlMapJoinDialog *self)
{
  g_autofree char *text = NULL;

  g_ptr_array_set_size (self->problems, 0);
  g_clear_pointer (&self->joined, tl_map_layout_unref);
  if (self->other != NULL)
    self->joined = tl_map_document_join (self->document, self->other, self->problems);
  tl_map_edit_view_set_layout (self->view, self->joined);
  if (self->other == NULL)
    text = g_strdup (_("Choose a map to join"));
  else if (self->joined == NULL)
    text = g_strdup (_("These maps cannot be joined"));
  else
    {
      guint squares = 0;

      for (guint y = 0; y < self->joined->height; y++)
        for (guint x = 0; x < self->joined->width; x++)
          squares += tl_map_layout_playable (self->joined, x, y);
      /* Translators: columns × rows of the joined map, then its squares */
      text = g_strdup_printf (_("%u × %u, %u squares"), self->joined->width, self->joined->height, squares);
    }
  gtk_label_set_label (self->summary, text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->play_button), self->joined != NULL && self->problems->len == 0);
  show_problems (self);
}

void
tl_map_join_dialog_choose (TlMapJoinDialog *self,
                           TlMapLayout     *layout)
{
  g_return_if_fail (TL_IS_MAP_JOIN_DIALOG (self));

  if (layout != NULL)
    tl_map_layout_ref (layout);
  g_clear_pointer (&self->other, tl_map_layout_unref);
  self->other = layout;
  rejoin (self);
}

static void
on_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(TlMapJoinDialog) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = tl_library_load_document_finish (TL_LIBRARY (source), result, &error);
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  g_autoptr(TlMapLayout) layout = NULL;

  if (json != NULL)
    layout = tl_map_format_read_data (json, -1, "map layout", 0, problems, &error);
  if (layout == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_autofree char *text = tl_format_error_describe (error);

          gtk_label_set_label (self->summary, text);
        }
      return;
    }
  tl_map_join_dialog_choose (self, layout);
}

static void
on_choice (GtkDropDown *dropdown, GParamSpec *pspec, TlMapJoinDialog *self)
{
  guint i = gtk_drop_down_get_selected (dropdown);
  const char *id;

  if (i == GTK_INVALID_LIST_POSITION || i >= self->choice_ids->len)
    return;
  id = g_ptr_array_index (self->choice_ids, i);
  if (tl_map_format_is_builtin (id))
    {
      g_autoptr(TlMapLayout) layout = tl_map_format_load_builtin (id, NULL);

      /* named as the list shows it (a problem of the join quotes it), not as its file */
      if (layout != NULL)
        {
          g_free (layout->name);
          layout->name = g_strdup (tl_builtin_map_name (id));
        }
      tl_map_join_dialog_choose (self, layout);
    }
  else if (self->store != NULL)
    tl_library_load_document_async (self->store, TL_STORE_MAP, id, self->cancellable, on_loaded,
                                  g_object_ref (self));
}

/* The drop-down: the built-in maps, then the user's, but not the one edited. */
static void
fill_choices (TlMapJoinDialog *self)
{
  guint n = self->list != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->list)) : 0;
  const char *own = tl_map_document_get_id (self->document);

  g_signal_handlers_block_by_func (self->choices, on_choice, self);
  g_ptr_array_set_size (self->choice_ids, 0);
  gtk_string_list_splice (self->names, 0, g_list_model_get_n_items (G_LIST_MODEL (self->names)), NULL);
  for (guint i = 0; i < G_N_ELEMENTS (builtins); i++)
    if (g_strcmp0 (builtins[i], own) != 0)
      {
        g_ptr_array_add (self->choice_ids, g_strdup (builtins[i]));
        gtk_string_list_append (self->names, tl_builtin_map_name (builtins[i]));
      }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TlDocumentInfo) info = g_list_model_get_item (G_LIST_MODEL (self->list), i);

      if (g_strcmp0 (tl_document_info_get_id (info), own) == 0)
        continue;
      g_ptr_array_add (self->choice_ids, g_strdup (tl_document_info_get_id (info)));
      gtk_string_list_append (self->names, tl_document_info_get_name (info));
    }
  gtk_drop_down_set_selected (self->choices, GTK_INVALID_LIST_POSITION);
  g_signal_handlers_unblock_by_func (self->choices, on_choice, self);
}

static void
on_list_changed (GListModel *model, guint position, guint removed, guint added, TlMapJoinDialog *self)
{
  fill_choices (self);
}

static void
on_document_changed (TlMapDocument *document, TlMapJoinDialog *self)
{
  rejoin (self);
}

static void
on_play (GtkButton *button, TlMapJoinDialog *self)
{
  g_autofree char *json = self->joined != NULL ? tl_map_format_to_data (self->joined, NULL) : NULL;

  /* the application opens the new-game window with it (its editor, the parent, reaches app.) */
  if (json != NULL)
    gtk_widget_activate_action (GTK_WIDGET (gtk_window_get_transient_for (GTK_WINDOW (self))), "app.play-map", "s",
                                json);
}

const TlMapLayout *
tl_map_join_dialog_get_joined (TlMapJoinDialog *self)
{
  g_return_val_if_fail (TL_IS_MAP_JOIN_DIALOG (self), NULL);
  return self->joined;
}

GPtrArray *
tl_map_join_dialog_get_problems (TlMapJoinDialog *self)
{
  g_return_val_if_fail (TL_IS_MAP_JOIN_DIALOG (self), NULL);
  return self->problems;
}

static void
tl_map_join_dialog_dispose (GObject *object)
{
  TlMapJoinDialog *self = TL_MAP_JOIN_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  if (self->list != NULL)
    g_signal_handlers_disconnect_by_data (self->list, self);
  g_clear_object (&self->document);
  g_clear_object (&self->list);
  g_clear_object (&self->store);
  g_clear_object (&self->names);
  g_clear_pointer (&self->other, tl_map_layout_unref);
  g_clear_pointer (&self->joined, tl_map_layout_unref);
  G_OBJECT_CLASS (tl_map_join_dialog_parent_class)->dispose (object);
}

static void
tl_map_join_dialog_finalize (GObject *object)
{
  TlMapJoinDialog *self = TL_MAP_JOIN_DIALOG (object);

  g_ptr_array_unref (self->problems);
  g_ptr_array_unref (self->choice_ids);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (tl_map_join_dialog_parent_class)->finalize (object);
}

static void
tl_map_join_dialog_class_init (TlMapJoinDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tl_map_join_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = tl_map_join_dialog_finalize;
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tl_map_join_dialog_init (TlMapJoinDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_Join with"));
  GtkWidget *paned = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  self->problems = tl_map_problems_new ();
  self->choice_ids = g_ptr_array_new_with_free_func (g_free);
  self->cancellable = g_cancellable_new ();
  gtk_window_set_title (GTK_WINDOW (self), _("Join Preview"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1100, 680);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);

  self->play_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Play Joined")));
  gtk_widget_add_css_class (GTK_WIDGET (self->play_button), "suggested-action");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->play_button), _("Start a game on the joined map"));
  g_signal_connect (self->play_button, "clicked", G_CALLBACK (on_play), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), GTK_WIDGET (self->play_button));
  gtk_box_append (GTK_BOX (box), header);

  self->names = gtk_string_list_new (NULL);
  self->choices = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (self->names)), NULL));
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->choices));
  g_signal_connect (self->choices, "notify::selected", G_CALLBACK (on_choice), self);
  self->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->summary, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->summary), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->summary), "dim-label");
  gtk_box_append (GTK_BOX (bar), label);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->choices));
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->summary));
  gtk_widget_set_margin_start (bar, 12);
  gtk_widget_set_margin_end (bar, 12);
  gtk_widget_set_margin_top (bar, 6);
  gtk_widget_set_margin_bottom (bar, 6);
  gtk_box_append (GTK_BOX (box), bar);

  self->view = TL_MAP_EDIT_VIEW (tl_map_edit_view_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->view), TRUE);
  gtk_box_append (GTK_BOX (paned), GTK_WIDGET (self->view));
  self->problems_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->problems_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->problems_list), "boxed-list");
  gtk_widget_set_margin_start (GTK_WIDGET (self->problems_list), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->problems_list), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->problems_list), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->problems_list), 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->problems_list));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 180);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_box_append (GTK_BOX (paned), scrolled);
  gtk_box_append (GTK_BOX (box), paned);
  adw_window_set_content (ADW_WINDOW (self), box);
}

TlMapJoinDialog *
tl_map_join_dialog_new (GtkWindow     *parent,
                        TlMapDocument *document,
                        TlLibrary       *store)
{
  TlMapJoinDialog *self = g_object_new (TL_TYPE_MAP_JOIN_DIALOG, "transient-for", parent, NULL);
  g_autofree char *title = g_strdup_printf (_("Join “%s”"), tl_map_document_get_name (document));

  gtk_window_set_title (GTK_WINDOW (self), title);
  self->document = g_object_ref (document);
  g_signal_connect (document, "problems-changed", G_CALLBACK (on_document_changed), self);
  if (store != NULL)
    {
      self->store = g_object_ref (store);
      self->list = tl_document_list_new (tl_library_get_store (store), TL_STORE_MAP);
      g_signal_connect (self->list, "items-changed", G_CALLBACK (on_list_changed), self);
    }
  fill_choices (self);
  rejoin (self);
  return self;
}
