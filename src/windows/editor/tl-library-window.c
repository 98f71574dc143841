/* tl-library-window.c — a library of documents: the built-in ones and the user's
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The user's documents come from the library (TlDocumentList, which follows its
 * changes); each card loads its document's JSON once per modification time, for
 * the thumbnail, the line under the name and the actions that need the text.
 * Actions take the document's id: `win.open-document`, `win.try-it`,
 * `win.play` (when the kind has them), `win.duplicate`,
 * `win.rename`, `win.export`, `win.delete`; and `win.new`, `win.import`,
 * `win.undo-delete`. Deleting is done at once; the toast's Undo stores the
 * same JSON again.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tl-alert.h"
#include "tl-library-window-private.h"
#include "tl-windows-resources.h"
#include "tl-format-error.h"

G_DEFINE_FINAL_TYPE (TlLibraryWindow, tl_library_window, ADW_TYPE_APPLICATION_WINDOW)

static void
doc_free (gpointer data)
{
  Doc *doc = data;

  g_free (doc->id);
  g_free (doc->name);
  g_free (doc->json);
  g_free (doc);
}

static Doc *
find_doc (TlLibraryWindow *self, const char *id)
{
  for (guint i = 0; i < self->docs->len; i++)
    {
      Doc *doc = g_ptr_array_index (self->docs, i);

      if (g_strcmp0 (doc->id, id) == 0)
        return doc;
    }
  return NULL;
}

/* ---- JSON: the id and name members both formats have ---- */

char *
_tl_library_window_with_id_and_name (const char  *json,
                                     const char  *id,
                                     const char  *name,
                                     GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = NULL;
  JsonNode *root;

  if (!json_parser_load_from_data (parser, json, -1, error))
    return NULL;
  root = json_parser_get_root (parser);
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_DATA, "not a JSON object");
      return NULL;
    }
  if (id != NULL)
    json_object_set_string_member (json_node_get_object (root), "id", id);
  if (name != NULL)
    json_object_set_string_member (json_node_get_object (root), "name", name);
  generator = json_generator_new ();
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

char *
tl_library_window_new_id (TlLibraryWindow *self)
{
  g_autofree char *uuid = g_uuid_string_random ();

  g_return_val_if_fail (TL_IS_LIBRARY_WINDOW (self), NULL);
  return g_strconcat (self->kind->kind == TL_STORE_MAP ? "map-" : "tileset-", uuid, NULL);
}

/* A name not yet taken: @base, or "@base 2", "@base 3" … */
static char *
free_name (TlLibraryWindow *self, const char *base)
{
  return _tl_library_window_free_name (self, base, "%s %u");
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
char *
_tl_library_window_free_name (TlLibraryWindow *self,
                              const char      *base,
                              const char      *numbered)
{
  for (guint n = 1;; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup (base) : g_strdup_printf (numbered, base, n);
      gboolean taken = FALSE;

      for (guint i = 0; i < self->docs->len && !taken; i++)
        taken = g_strcmp0 (((Doc *) g_ptr_array_index (self->docs, i))->name, name) == 0;
      if (!taken)
        return g_steal_pointer (&name);
    }
}
#pragma GCC diagnostic pop

void
tl_library_window_toast (TlLibraryWindow *self,
                         const char      *text)
{
  g_autofree char *escaped = NULL;

  g_return_if_fail (TL_IS_LIBRARY_WINDOW (self));
  /* an AdwToast's title is markup */
  escaped = g_markup_escape_text (text, -1);
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (escaped));
}

void
tl_library_window_present_editor (TlLibraryWindow *self,
                                  GtkWindow       *editor,
                                  const GError    *error)
{
  g_return_if_fail (TL_IS_LIBRARY_WINDOW (self));

  if (editor != NULL)
    gtk_window_present (editor);
  else
    {
      g_autofree char *text = tl_format_error_describe (error);

      tl_library_window_toast (self, text);
    }
}

void
_tl_library_window_show_error (TlLibraryWindow *self, const char *heading, const GError *error)
{
  g_autofree char *body = tl_format_error_describe (error);
  TlAlert *alert = tl_alert_new (heading, body);

  tl_alert_add_response (alert, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  tl_alert_present (alert, GTK_WIDGET (self), NULL, NULL, NULL);
}

/* ---- saving to the library ---- */

typedef struct {
  TlLibraryWindow *self;
  char *done;           /* the toast once stored, or NULL */
  gboolean open;        /* open the stored document */
} Saving;

static void
on_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  Saving *saving = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = tl_library_save_document_finish (TL_LIBRARY (source), result, &error);
  TlLibraryWindow *self = saving->self;

  if (id == NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    _tl_library_window_show_error (self, _("Could Not Save"), error);
  else if (id != NULL && saving->done != NULL)
    tl_library_window_toast (self, saving->done);
  if (id != NULL && saving->open)
    g_object_set_data_full (G_OBJECT (self), "open-when-listed", g_strdup (id), g_free);
  g_object_unref (self);
  g_free (saving->done);
  g_free (saving);
}

void
_tl_library_window_save_json (TlLibraryWindow *self, const char *json, const char *done, gboolean open)
{
  Saving *saving = g_new0 (Saving, 1);

  saving->self = g_object_ref (self);
  saving->done = g_strdup (done);
  saving->open = open;
  tl_library_save_document_async (self->store, self->kind->kind, json, self->cancellable, on_saved, saving);
}

/* ---- the cards ---- */

static void
update_card (TlLibraryWindow *self, Doc *doc)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *line = NULL;

  if (doc->card == NULL)
    return;
  if (doc->json == NULL)
    {
      gtk_label_set_label (doc->description, _("Loading…"));
      return;
    }
  texture = self->kind->thumbnail (doc->json, THUMBNAIL_PX * MAX (scale, 1), dark);
  gtk_picture_set_paintable (doc->picture, GDK_PAINTABLE (texture));
  line = self->kind->describe (doc->json);
  gtk_label_set_label (doc->description, line != NULL ? line : _("Cannot be read"));
}

static GMenuModel *
card_menu (TlLibraryWindow *self, Doc *doc)
{
  GMenu *menu = g_menu_new ();
  GMenu *section = g_menu_new ();
  GMenuItem *item;

#define ADD(m, label, action) \
  item = g_menu_item_new (label, NULL); \
  g_menu_item_set_action_and_target (item, action, "s", doc->id); \
  g_menu_append_item (m, item); \
  g_object_unref (item)

  ADD (menu, doc->builtin ? _("_View") : _("_Edit"), "win.open-document");
  if (self->kind->try_it != NULL)
    {
      ADD (menu, _("_Try It…"), "win.try-it");
    }
  if (self->kind->play != NULL)
    {
      ADD (menu, _("_Play…"), "win.play");
    }
  ADD (menu, _("_Duplicate"), "win.duplicate");
  if (!doc->builtin)
    {
      ADD (menu, _("_Rename…"), "win.rename");
    }
  ADD (menu, _("E_xport…"), "win.export");
  if (!doc->builtin)
    {
      ADD (section, _("_Delete"), "win.delete");
      g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
    }
#undef ADD
  g_object_unref (section);
  return G_MENU_MODEL (menu);
}

static GtkWidget *
make_card (TlLibraryWindow *self, Doc *doc)
{
  GtkWidget *child = gtk_flow_box_child_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *picture = gtk_picture_new ();
  GtkWidget *name = gtk_label_new (doc->name);
  GtkWidget *description = gtk_label_new (NULL);
  GtkWidget *menu_button = gtk_menu_button_new ();
  g_autoptr(GMenuModel) menu = card_menu (self, doc);
  g_autofree char *menu_label = g_strdup_printf (_("Actions for “%s”"), doc->name);

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "tl-library-card");
  gtk_widget_set_size_request (picture, THUMBNAIL_PX, THUMBNAIL_PX * 3 / 4);
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_picture_set_content_fit (GTK_PICTURE (picture), GTK_CONTENT_FIT_CONTAIN);
  gtk_widget_set_margin_top (picture, 12);
  gtk_widget_set_margin_start (picture, 12);
  gtk_widget_set_margin_end (picture, 12);
  gtk_box_append (GTK_BOX (box), picture);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (name, "heading");
  gtk_label_set_xalign (GTK_LABEL (description), 0);
  gtk_label_set_ellipsize (GTK_LABEL (description), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (description, "dim-label");
  gtk_widget_add_css_class (description, "caption");
  gtk_box_append (GTK_BOX (texts), name);
  gtk_box_append (GTK_BOX (texts), description);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (row), texts);

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu_button), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (menu_button), menu);
  gtk_widget_set_valign (menu_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (menu_button, "flat");
  gtk_widget_set_tooltip_text (menu_button, menu_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (menu_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  menu_label, -1);
  gtk_box_append (GTK_BOX (row), menu_button);
  gtk_widget_set_margin_start (row, 12);
  gtk_widget_set_margin_end (row, 6);
  gtk_widget_set_margin_bottom (row, 10);
  gtk_box_append (GTK_BOX (box), row);

  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), box);
  gtk_widget_set_tooltip_text (child, doc->name);
  g_object_set_data_full (G_OBJECT (child), "doc-id", g_strdup (doc->id), g_free);
  doc->card = child;
  doc->picture = GTK_PICTURE (picture);
  doc->description = GTK_LABEL (description);
  update_card (self, doc);
  return child;
}

static void
on_child_activated (GtkFlowBox      *box,
                    GtkFlowBoxChild *child,
                    TlLibraryWindow *self)
{
  const char *id = g_object_get_data (G_OBJECT (child), "doc-id");

  gtk_widget_activate_action (GTK_WIDGET (self), "win.open-document", "s", id);
}

/* ---- the user's documents ---- */

/* A document just made opens once it is listed and loaded. */
static void
open_pending (TlLibraryWindow *self)
{
  const char *open_id = g_object_get_data (G_OBJECT (self), "open-when-listed");
  Doc *doc = open_id != NULL ? find_doc (self, open_id) : NULL;
  g_autofree char *id = NULL;

  if (doc == NULL || doc->json == NULL)
    return;
  id = g_strdup (open_id);
  g_object_set_data (G_OBJECT (self), "open-when-listed", NULL);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.open-document", "s", id);
}

typedef struct {
  TlLibraryWindow *self;
  char *id;
  gint64 modified;
} Loading;

static void
on_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  Loading *loading = data;
  g_autoptr(GError) error = NULL;
  char *json = tl_library_load_document_finish (TL_LIBRARY (source), result, &error);
  TlLibraryWindow *self = loading->self;
  Doc *doc = json != NULL ? find_doc (self, loading->id) : NULL;

  if (doc != NULL && doc->modified == loading->modified)
    {
      g_free (doc->json);
      doc->json = json;
      update_card (self, doc);
      open_pending (self);
    }
  else
    g_free (json);
  g_object_unref (self);
  g_free (loading->id);
  g_free (loading);
}

static void
clear_box (GtkFlowBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_flow_box_remove (box, child);
}

/* The user's cards again from the list; the JSON already loaded is kept for the
 * documents that did not change. */
static void
rebuild_user (TlLibraryWindow *self)
{
  GListModel *model = self->list != NULL ? G_LIST_MODEL (self->list) : NULL;
  guint n = model != NULL ? g_list_model_get_n_items (model) : 0;
  guint builtins = self->kind->n_builtins ();
  g_autoptr(GPtrArray) old = NULL;

  clear_box (self->user_box);
  old = g_ptr_array_new_with_free_func (doc_free);
  while (self->docs->len > builtins)
    g_ptr_array_add (old, g_ptr_array_steal_index (self->docs, builtins));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TlDocumentInfo) info = g_list_model_get_item (model, i);
      Doc *doc = g_new0 (Doc, 1);

      doc->id = g_strdup (tl_document_info_get_id (info));
      doc->name = g_strdup (tl_document_info_get_name (info));
      doc->modified = tl_document_info_get_modified (info);
      for (guint k = 0; k < old->len; k++)
        {
          Doc *was = g_ptr_array_index (old, k);

          if (g_strcmp0 (was->id, doc->id) == 0 && was->modified == doc->modified)
            doc->json = g_steal_pointer (&was->json);
        }
      g_ptr_array_add (self->docs, doc);
      gtk_flow_box_append (self->user_box, make_card (self, doc));
      if (doc->json == NULL)
        {
          Loading *loading = g_new0 (Loading, 1);

          loading->self = g_object_ref (self);
          loading->id = g_strdup (doc->id);
          loading->modified = doc->modified;
          tl_library_load_document_async (self->store, self->kind->kind, doc->id, self->cancellable,
                                        on_loaded, loading);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), n == 0 && self->store != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->user_box), n > 0);

  open_pending (self);
}

static void
on_items_changed (GListModel *model, guint position, guint removed, guint added, TlLibraryWindow *self)
{
  self->listed = TRUE;
  rebuild_user (self);
}

static void
on_dark_changed (AdwStyleManager *manager, GParamSpec *pspec, TlLibraryWindow *self)
{
  for (guint i = 0; i < self->docs->len; i++)
    update_card (self, g_ptr_array_index (self->docs, i));
}

/* ---- actions ---- */


typedef struct {
  TlLibraryWindow *self;
  char *id;
  gint64 modified;
  DocFunc func;
  char *arg;
} Need;

static void
on_needed (GObject *source, GAsyncResult *result, gpointer data)
{
  Need *need = data;
  g_autoptr(GError) error = NULL;
  char *json = tl_library_load_document_finish (TL_LIBRARY (source), result, &error);
  Doc *doc = find_doc (need->self, need->id);

  if (json != NULL && doc != NULL && doc->modified == need->modified)
    {
      if (doc->json == NULL)
        {
          doc->json = json;
          update_card (need->self, doc);
        }
      else
        g_free (json);
      need->func (need->self, doc, need->arg);
    }
  else
    g_free (json);
  g_object_unref (need->self);
  g_free (need->id);
  g_free (need->arg);
  g_free (need);
}

/* Calls @func with the document @id once its JSON is known (at once when it
 * is; after reading it from the library when the card is still loading). */
void
_tl_library_window_with_json (TlLibraryWindow *self, const char *id, DocFunc func, const char *arg)
{
  Doc *doc = find_doc (self, id);
  Need *need;

  if (doc == NULL)
    return;
  if (doc->json != NULL || doc->builtin || self->store == NULL)
    {
      if (doc->json != NULL)
        func (self, doc, arg);
      return;
    }
  need = g_new0 (Need, 1);
  need->self = g_object_ref (self);
  need->id = g_strdup (id);
  need->modified = doc->modified;
  need->func = func;
  need->arg = g_strdup (arg);
  tl_library_load_document_async (self->store, self->kind->kind, id, self->cancellable, on_needed, need);
}


static void
open_doc (TlLibraryWindow *self, Doc *doc, const char *arg)
{
  const char *json = doc->json;
  GtkWindow *window;

  window = self->kind->open_window != NULL ? self->kind->open_window (self, doc->id) : NULL;
  if (window != NULL)
    gtk_window_present (window);
  else
    self->kind->open (self, doc->id, json, doc->builtin);
}

static void
action_open (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  _tl_library_window_with_json (data, g_variant_get_string (parameter, NULL), open_doc, NULL);
}

/* Try It and Play: the kind's hook of the action's name. */
static void
hook_doc (TlLibraryWindow *self, Doc *doc, const char *action)
{
  (g_strcmp0 (action, "try-it") == 0 ? self->kind->try_it : self->kind->play) (self, doc->id, doc->json);
}

static void
action_hook (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlLibraryWindow *self = data;
  const char *name = g_action_get_name (G_ACTION (action));

  if ((g_strcmp0 (name, "try-it") == 0 ? self->kind->try_it : self->kind->play) != NULL)
    _tl_library_window_with_json (self, g_variant_get_string (parameter, NULL), hook_doc, name);
}

static void
action_new (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlLibraryWindow *self = data;
  g_autofree char *id = tl_library_window_new_id (self);
  g_autofree char *name = free_name (self, self->kind->untitled);
  g_autofree char *json = self->kind->create (id, name);

  if (self->store == NULL)
    return;
  _tl_library_window_save_json (self, json, NULL, TRUE);
}

static void
duplicate_doc (TlLibraryWindow *self, Doc *doc, const char *arg)
{
  const char *json = doc->json;
  g_autofree char *base = NULL, *name = NULL, *id = NULL, *copy = NULL, *done = NULL, *start = NULL;
  g_autoptr(GError) error = NULL;

  if (json == NULL || self->store == NULL)
    return;
  if (doc->builtin && self->kind->copy_builtin != NULL)
    json = start = self->kind->copy_builtin (json);
  /* Translators: the name of a copy; %s is the name of the original */
  base = g_strdup_printf (_("%s (Copy)"), doc->name);
  name = free_name (self, base);
  id = tl_library_window_new_id (self);
  copy = _tl_library_window_with_id_and_name (json, id, name, &error);
  if (copy == NULL)
    {
      _tl_library_window_show_error (self, _("Could Not Duplicate"), error);
      return;
    }
  done = g_strdup_printf (_("“%s” made"), name);
  _tl_library_window_save_json (self, copy, done, FALSE);
}

static void
action_duplicate (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  _tl_library_window_with_json (data, g_variant_get_string (parameter, NULL), duplicate_doc, NULL);
}

static void
rename_doc (TlLibraryWindow *self, Doc *doc, const char *name)
{
  const char *id = doc->id;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  GtkWindow *window;

  /* the editor open on it renames it there, as an undoable change */
  window = self->kind->open_window != NULL ? self->kind->open_window (self, id) : NULL;
  if (window != NULL && g_object_class_find_property (G_OBJECT_GET_CLASS (window), "document-name") != NULL)
    {
      g_object_set (window, "document-name", name, NULL);
      return;
    }
  json = _tl_library_window_with_id_and_name (doc->json, NULL, name, &error);
  if (json == NULL)
    _tl_library_window_show_error (self, _("Could Not Rename"), error);
  else
    _tl_library_window_save_json (self, json, NULL, FALSE);
}

static void
on_rename_response (TlAlert *alert, const char *response, gpointer data)
{
  TlLibraryWindow *self = data;
  const char *id = g_object_get_data (G_OBJECT (alert), "doc-id");
  GtkEditable *entry = g_object_get_data (G_OBJECT (alert), "entry");
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  if (g_strcmp0 (response, "rename") == 0 && *name != '\0')
    _tl_library_window_with_json (self, id, rename_doc, name);
}

static void
on_rename_entry_activate (GtkEntry *entry, TlAlert *alert)
{
  tl_alert_respond (alert, "rename");
}

static void
action_rename (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlLibraryWindow *self = data;
  Doc *doc = find_doc (self, g_variant_get_string (parameter, NULL));
  TlAlert *alert;
  GtkWidget *entry;

  if (doc == NULL || doc->builtin)
    return;
  alert = tl_alert_new (_("Rename"), NULL);
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), doc->name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Name"), -1);
  tl_alert_set_extra_child (alert, entry);
  tl_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  tl_alert_add_response (alert, "rename", _("_Rename"), ADW_RESPONSE_SUGGESTED);
  tl_alert_set_default_response (alert, "rename");
  tl_alert_set_close_response (alert, "cancel");
  g_object_set_data_full (G_OBJECT (alert), "doc-id", g_strdup (doc->id), g_free);
  g_object_set_data (G_OBJECT (alert), "entry", entry);
  g_signal_connect (entry, "activate", G_CALLBACK (on_rename_entry_activate), alert);
  /* the alert goes with the window, so @self outlives it */
  tl_alert_present (alert, GTK_WIDGET (self), on_rename_response, self, NULL);
}

static void
on_deleted (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(TlLibraryWindow) self = data;
  g_autoptr(GError) error = NULL;

  if (!tl_library_delete_document_finish (TL_LIBRARY (source), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    _tl_library_window_show_error (self, _("Could Not Delete"), error);
}

static void
on_delete_toast_dismissed (AdwToast *toast, TlLibraryWindow *self)
{
  if (self->delete_toast == toast)
    {
      self->delete_toast = NULL;
      g_clear_pointer (&self->deleted_json, g_free);
    }
}

static void
delete_doc (TlLibraryWindow *self, Doc *doc, const char *arg)
{
  const char *json = doc->json;
  g_autofree char *title = NULL;
  g_autofree char *escaped = NULL;
  GtkWindow *window;

  if (doc->builtin || self->store == NULL)
    return;
  /* an editor open on it closes first (it would store it again) */
  window = self->kind->open_window != NULL ? self->kind->open_window (self, doc->id) : NULL;
  if (window != NULL)
    gtk_window_destroy (window);
  g_free (self->deleted_json);
  self->deleted_json = g_strdup (json);
  tl_library_delete_document_async (self->store, self->kind->kind, doc->id, self->cancellable, on_deleted,
                                  g_object_ref (self));
  if (self->delete_toast != NULL)
    adw_toast_dismiss (self->delete_toast);
  title = g_strdup_printf (_("“%s” deleted"), doc->name);
  escaped = g_markup_escape_text (title, -1);
  self->delete_toast = adw_toast_new (escaped);
  adw_toast_set_button_label (self->delete_toast, _("_Undo"));
  adw_toast_set_action_name (self->delete_toast, "win.undo-delete");
  g_signal_connect (self->delete_toast, "dismissed", G_CALLBACK (on_delete_toast_dismissed), self);
  adw_toast_overlay_add_toast (self->toasts, self->delete_toast);
}

static void
action_delete (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  _tl_library_window_with_json (data, g_variant_get_string (parameter, NULL), delete_doc, NULL);
}

static void
action_undo_delete (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlLibraryWindow *self = data;
  g_autofree char *json = g_steal_pointer (&self->deleted_json);

  if (json == NULL || self->store == NULL)
    return;
  _tl_library_window_save_json (self, json, NULL, FALSE);
}

static const GActionEntry actions[] = {
  { "new", action_new },
  { "import", _tl_library_window_action_import },
  { "open-document", action_open, "s" },
  { "try-it", action_hook, "s" },
  { "play", action_hook, "s" },
  { "duplicate", action_duplicate, "s" },
  { "rename", action_rename, "s" },
  { "export", _tl_library_window_action_export, "s" },
  { "delete", action_delete, "s" },
  { "undo-delete", action_undo_delete },
};

/* ---- the object ---- */

static void
tl_library_window_dispose (GObject *object)
{
  TlLibraryWindow *self = TL_LIBRARY_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  if (self->list != NULL)
    g_signal_handlers_disconnect_by_data (self->list, self);
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  g_clear_object (&self->list);
  g_clear_object (&self->store);
  gtk_widget_dispose_template (GTK_WIDGET (self), TL_TYPE_LIBRARY_WINDOW);
  G_OBJECT_CLASS (tl_library_window_parent_class)->dispose (object);
}

static void
tl_library_window_finalize (GObject *object)
{
  TlLibraryWindow *self = TL_LIBRARY_WINDOW (object);

  g_ptr_array_unref (self->docs);
  g_clear_object (&self->cancellable);
  g_free (self->deleted_json);
  G_OBJECT_CLASS (tl_library_window_parent_class)->finalize (object);
}

static void
tl_library_window_class_init (TlLibraryWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_library_window_dispose;
  object_class->finalize = tl_library_window_finalize;

  tl_windows_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-library-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TlLibraryWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, TlLibraryWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TlLibraryWindow, new_button);
  gtk_widget_class_bind_template_child (widget_class, TlLibraryWindow, store_error_label);
  gtk_widget_class_bind_template_child (widget_class, TlLibraryWindow, user_heading);
  gtk_widget_class_bind_template_child (widget_class, TlLibraryWindow, empty_label);
  gtk_widget_class_bind_template_child (widget_class, TlLibraryWindow, user_box);
  gtk_widget_class_bind_template_child (widget_class, TlLibraryWindow, builtin_heading);
  gtk_widget_class_bind_template_child (widget_class, TlLibraryWindow, builtin_note);
  gtk_widget_class_bind_template_child (widget_class, TlLibraryWindow, builtin_box);
  gtk_widget_class_bind_template_callback (widget_class, on_child_activated);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
tl_library_window_init (TlLibraryWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->docs = g_ptr_array_new_with_free_func (doc_free);
  self->cancellable = g_cancellable_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self), actions, G_N_ELEMENTS (actions), self);
}

TlLibraryWindow *
tl_library_window_new (GtkApplication      *application,
                       const TlLibraryKind *kind,
                       TlLibrary             *store,
                       const GError        *store_error)
{
  TlLibraryWindow *self;

  g_return_val_if_fail (kind != NULL, NULL);

  self = g_object_new (TL_TYPE_LIBRARY_WINDOW, "application", application, NULL);
  self->kind = kind;
  gtk_window_set_title (GTK_WINDOW (self), kind->title);
  adw_window_title_set_title (self->window_title, kind->title);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->new_button), kind->new_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->new_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  kind->new_label, -1);
  gtk_label_set_label (self->user_heading, kind->user_heading);
  gtk_label_set_label (self->empty_label, kind->empty_text);
  gtk_label_set_label (self->builtin_heading, kind->builtin_heading);
  gtk_label_set_label (self->builtin_note, kind->builtin_note != NULL ? kind->builtin_note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->builtin_note), kind->builtin_note != NULL);

  for (guint i = 0; i < kind->n_builtins (); i++)
    {
      Doc *doc = g_new0 (Doc, 1);

      doc->id = g_strdup (kind->builtin_id (i));
      doc->name = g_strdup (kind->builtin_name (i));
      doc->builtin = TRUE;
      doc->json = kind->builtin_json (i);
      g_ptr_array_add (self->docs, doc);
      gtk_flow_box_append (self->builtin_box, make_card (self, doc));
    }

  if (store != NULL)
    {
      self->store = g_object_ref (store);
      self->list = tl_document_list_new (tl_library_get_store (store), kind->kind);
      g_signal_connect (self->list, "items-changed", G_CALLBACK (on_items_changed), self);
    }
  else
    {
      g_autofree char *why = store_error != NULL ? tl_format_error_describe (store_error) : NULL;
      g_autofree char *text = g_strdup_printf (_("The library cannot be opened, so nothing made here "
                                                 "can be kept: %s"),
                                               why != NULL ? why : _("no library"));

      gtk_label_set_label (self->store_error_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->store_error_label), TRUE);
      gtk_widget_set_visible (GTK_WIDGET (self->user_heading), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->user_box), FALSE);
      for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
        if (!g_strv_contains ((const char * const[]) { "open-document", "export", "try-it", "play", NULL },
                              actions[i].name))
          g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self),
                                                                                    actions[i].name)),
                                       FALSE);
    }
  rebuild_user (self);
  g_signal_connect (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (on_dark_changed), self);
  return self;
}

TlLibrary *
tl_library_window_get_store (TlLibraryWindow *self)
{
  g_return_val_if_fail (TL_IS_LIBRARY_WINDOW (self), NULL);
  return self->store;
}

guint
tl_library_window_count (TlLibraryWindow *self,
                         gboolean         builtin)
{
  guint n = 0;

  g_return_val_if_fail (TL_IS_LIBRARY_WINDOW (self), 0);
  for (guint i = 0; i < self->docs->len; i++)
    n += ((Doc *) g_ptr_array_index (self->docs, i))->builtin == builtin;
  return n;
}

const char *
tl_library_window_find (TlLibraryWindow *self,
                        const char      *name)
{
  g_return_val_if_fail (TL_IS_LIBRARY_WINDOW (self), NULL);
  for (guint i = 0; i < self->docs->len; i++)
    {
      Doc *doc = g_ptr_array_index (self->docs, i);

      if (g_strcmp0 (doc->name, name) == 0)
        return doc->id;
    }
  return NULL;
}

gboolean
tl_library_window_get_listed (TlLibraryWindow *self)
{
  g_return_val_if_fail (TL_IS_LIBRARY_WINDOW (self), FALSE);
  return self->listed || self->store == NULL;
}
