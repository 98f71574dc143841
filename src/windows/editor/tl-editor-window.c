/* tl-editor-window.c — the shell both editors share: header, toasts, problems, saving, the common actions
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-editor-export.h"
#include "tl-editor-saver.h"
#include "tl-editor-window.h"
#include "tl-windows-resources.h"

typedef struct {
  TlDocument *document;
  TlLibrary *store;
  TlEditorSaver *saver;
  gboolean builtin;

  AdwToastOverlay *toasts;
  AdwHeaderBar *header_bar;
  AdwWindowTitle *window_title;
  GtkMenuButton *menu_button;
  GtkRevealer *builtin_bar;
  GtkLabel *builtin_label;
  GtkBox *body;
  GtkWidget *side_separator;
  GtkScrolledWindow *side_pane;
  GtkBox *side;
  AdwPreferencesGroup *problems_group;
  GtkListBox *problems_list;
} TlEditorWindowPrivate;

static void buildable_init (GtkBuildableIface *iface);

G_DEFINE_TYPE_WITH_CODE (TlEditorWindow, tl_editor_window, ADW_TYPE_APPLICATION_WINDOW,
                         G_ADD_PRIVATE (TlEditorWindow)
                         G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, buildable_init))

#define PRIV(self) ((TlEditorWindowPrivate *) tl_editor_window_get_instance_private (self))

enum {
  PROP_0,
  PROP_DOCUMENT_NAME,
  PROP_MENU_MODEL,
  PROP_BUILTIN_NOTE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
tl_editor_window_toast (TlEditorWindow *self, const char *text)
{
  g_return_if_fail (TL_IS_EDITOR_WINDOW (self));
  tl_editor_toast (PRIV (self)->toasts, text);
}

void
tl_editor_window_enable (TlEditorWindow *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  g_return_if_fail (G_IS_SIMPLE_ACTION (action));
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

TlDocument *
tl_editor_window_get_document (TlEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_EDITOR_WINDOW (self), NULL);
  return PRIV (self)->document;
}

TlLibrary *
tl_editor_window_get_store (TlEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_EDITOR_WINDOW (self), NULL);
  return PRIV (self)->store;
}

gboolean
tl_editor_window_get_builtin (TlEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_EDITOR_WINDOW (self), FALSE);
  return PRIV (self)->builtin;
}

AdwPreferencesGroup *
tl_editor_window_get_problems_group (TlEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_EDITOR_WINDOW (self), NULL);
  return PRIV (self)->problems_group;
}

const char *
tl_editor_window_get_shown_name (TlEditorWindow *self)
{
  TlEditorWindowPrivate *priv = PRIV (self);
  TlEditorWindowClass *klass = TL_EDITOR_WINDOW_GET_CLASS (self);
  const char *builtin = priv->builtin && klass->kind->builtin_name != NULL
                        ? klass->kind->builtin_name (tl_document_get_id (priv->document)) : NULL;

  return builtin != NULL ? builtin : tl_document_get_name (priv->document);
}

/* ---- the title and saving ---- */

static void
update_title (TlEditorWindow *self)
{
  TlEditorWindowPrivate *priv = PRIV (self);
  const char *name = tl_editor_window_get_shown_name (self);
  const char *subtitle = NULL;

  gtk_window_set_title (GTK_WINDOW (self), name);
  adw_window_title_set_title (priv->window_title, name);
  switch (tl_editor_saver_get_status (priv->saver))
    {
    case TL_EDITOR_SAVE_OFF:
      subtitle = priv->builtin ? _(TL_EDITOR_WINDOW_GET_CLASS (self)->kind->read_only)
                               : _("Not kept: the library cannot be opened");
      break;
    case TL_EDITOR_SAVE_FAILED: subtitle = _("Not saved"); break;
    case TL_EDITOR_SAVE_PENDING: subtitle = _("Saving…"); break;
    case TL_EDITOR_SAVE_SAVED:   /* a draft is kept, not played (Try It and Play are off) */
      subtitle = tl_document_get_errors (priv->document) > 0
                 ? _("Saved in your library as a draft: it plays once it has no errors")
                 : _("Saved in your library");
      break;
    }
  adw_window_title_set_subtitle (priv->window_title, subtitle);
}

static void
on_saver_notify (TlEditorSaver *saver, GParamSpec *pspec, TlEditorWindow *self)
{
  if (g_str_equal (pspec->name, "error") && tl_editor_saver_get_error (saver) != NULL)
    tl_editor_window_toast (self, tl_editor_saver_get_error (saver));
  update_title (self);
}

gboolean
tl_editor_window_get_saved (TlEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_EDITOR_WINDOW (self), FALSE);
  return PRIV (self)->builtin || tl_editor_saver_get_status (PRIV (self)->saver) == TL_EDITOR_SAVE_SAVED;
}

/* ---- the problems and the actions ---- */

static void
update_problems (TlEditorWindow *self)
{
  TlEditorWindowPrivate *priv = PRIV (self);
  TlEditorWindowClass *klass = TL_EDITOR_WINDOW_GET_CLASS (self);
  GPtrArray *problems = tl_document_get_problems (priv->document);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (priv->problems_list))) != NULL)
    gtk_list_box_remove (priv->problems_list, child);
  for (guint i = 0; i < problems->len; i++)
    gtk_list_box_append (priv->problems_list, klass->problem_row (self, g_ptr_array_index (problems, i)));
  if (problems->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name ("emblem-ok-symbolic");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(klass->kind->no_problems));
      gtk_widget_add_css_class (icon, "success");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_list_box_append (priv->problems_list, row);
    }
}

static void
on_problem_activated (GtkListBox *list, GtkListBoxRow *row, TlEditorWindow *self)
{
  TL_EDITOR_WINDOW_GET_CLASS (self)->show_problem (self, row);
}

static void
update_actions (TlEditorWindow *self)
{
  TlEditorWindowPrivate *priv = PRIV (self);
  /* a draft is kept, not tried or played (issue 12) */
  gboolean plays = tl_document_get_errors (priv->document) == 0;

  tl_editor_window_enable (self, "undo", !priv->builtin && tl_document_can_undo (priv->document));
  tl_editor_window_enable (self, "redo", !priv->builtin && tl_document_can_redo (priv->document));
  tl_editor_window_enable (self, "try", plays);
  tl_editor_window_enable (self, "play", plays);
}

static void
refresh (TlEditorWindow *self)
{
  TlEditorWindowClass *klass = TL_EDITOR_WINDOW_GET_CLASS (self);

  if (klass->changed != NULL)
    klass->changed (self);
  update_problems (self);
  update_actions (self);
  update_title (self);
}

static void
on_document_changed (TlDocument *document, TlEditorWindow *self)
{
  refresh (self);
  if (!PRIV (self)->builtin)
    tl_editor_saver_changed (PRIV (self)->saver);
}

static void
on_document_notify (TlDocument *document, GParamSpec *pspec, TlEditorWindow *self)
{
  if (g_str_equal (pspec->name, "can-undo") || g_str_equal (pspec->name, "can-redo"))
    update_actions (self);
  else if (g_str_equal (pspec->name, "name"))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT_NAME]);
      update_title (self);
    }
}

void
tl_editor_window_set_document (TlEditorWindow *self,
                               TlLibrary        *store,
                               TlDocument     *document,
                               gboolean        builtin)
{
  TlEditorWindowPrivate *priv = PRIV (self);
  GtkBuilder *builder;

  g_return_if_fail (TL_IS_EDITOR_WINDOW (self));
  g_return_if_fail (TL_IS_DOCUMENT (document));
  g_return_if_fail (priv->document == NULL);

  /* after the application's own help overlay, which it gives every window it gets */
  builder = gtk_builder_new_from_resource (TL_EDITOR_WINDOW_GET_CLASS (self)->kind->shortcuts);
  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self),
                                           GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
  g_object_unref (builder);

  priv->builtin = builtin;
  priv->store = store != NULL ? g_object_ref (store) : NULL;
  priv->document = g_object_ref (document);
  priv->saver = tl_editor_saver_new (store, TL_EDITOR_WINDOW_GET_CLASS (self)->kind->store_kind, document);
  if (builtin)
    tl_editor_saver_disable (priv->saver);
  g_signal_connect (priv->saver, "notify", G_CALLBACK (on_saver_notify), self);
  g_signal_connect (document, "changed", G_CALLBACK (on_document_changed), self);
  g_signal_connect (document, "notify", G_CALLBACK (on_document_notify), self);
  gtk_revealer_set_reveal_child (priv->builtin_bar, builtin);
  tl_editor_window_enable (self, "duplicate", store != NULL);
  /* a document changed before it was opened (a copy) is written at once */
  if (!builtin && tl_document_get_modified (document))
    tl_editor_saver_changed (priv->saver);
  refresh (self);
}

/* ---- actions ---- */

static void
undo_or_redo (TlEditorWindow *self, int (*step) (TlDocument *))
{
  TlEditorWindowClass *klass = TL_EDITOR_WINDOW_GET_CLASS (self);
  int part;

  if (PRIV (self)->builtin)
    return;
  part = step (PRIV (self)->document);
  if (part >= 0 && klass->show_part != NULL)
    klass->show_part (self, part);
}

static void
action_undo (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  undo_or_redo (data, tl_document_undo);
}

static void
action_redo (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  undo_or_redo (data, tl_document_redo);
}

gboolean
tl_editor_window_export_to (TlEditorWindow *self, GFile *file, GError **error)
{
  g_autofree char *json = NULL;

  g_return_val_if_fail (TL_IS_EDITOR_WINDOW (self), FALSE);
  json = tl_document_to_json (PRIV (self)->document);
  return tl_editor_write_file (file, json, error);
}

static void
action_export (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlEditorWindow *self = data;

  tl_editor_export (GTK_WINDOW (self), PRIV (self)->toasts, tl_document_get_name (PRIV (self)->document),
                    _(TL_EDITOR_WINDOW_GET_CLASS (self)->kind->export_filter),
                    (TlEditorExportWrite) tl_editor_window_export_to);
}

static void
action_try (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TL_EDITOR_WINDOW_GET_CLASS (data)->try_it (data);
}

/* The application opens the new-game window with the document chosen. */
static void
action_play (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlEditorWindow *self = data;
  g_autofree char *json = tl_document_to_json (PRIV (self)->document);

  gtk_widget_activate_action (GTK_WIDGET (self), TL_EDITOR_WINDOW_GET_CLASS (self)->kind->play_action, "s", json);
}

static void
action_duplicate (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlEditorWindow *self = data;

  if (PRIV (self)->store != NULL)
    TL_EDITOR_WINDOW_GET_CLASS (self)->duplicate (self);
}

static const GActionEntry actions[] = {
  { "undo", action_undo },
  { "redo", action_redo },
  { "export", action_export },
  { "try", action_try },
  { "play", action_play },
  { "duplicate", action_duplicate },
};

TlEditorWindow *
tl_editor_window_find (GtkApplication *application, GType type, const char *id)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && TL_IS_EDITOR_WINDOW (l->data) &&
        PRIV (l->data)->document != NULL && g_strcmp0 (tl_document_get_id (PRIV (l->data)->document), id) == 0)
      return l->data;
  return NULL;
}

/* ---- the object ---- */

static GtkBuildableIface *parent_buildable_iface;

/* A subclass's <child type="canvas"> goes in the body, before the side pane. */
static void
buildable_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child, const char *type)
{
  TlEditorWindowPrivate *priv = PRIV (TL_EDITOR_WINDOW (buildable));

  if (g_strcmp0 (type, "canvas") == 0)
    gtk_box_insert_child_after (priv->body, GTK_WIDGET (child), gtk_widget_get_prev_sibling (priv->side_separator));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = buildable_add_child;
}

static void
tl_editor_window_constructed (GObject *object)
{
  TlEditorWindow *self = TL_EDITOR_WINDOW (object);
  TlEditorWindowPrivate *priv = PRIV (self);
  GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (priv->side));

  G_OBJECT_CLASS (tl_editor_window_parent_class)->constructed (object);
  /* the subclass's own group (its template's first in `side`) comes first */
  if (first == GTK_WIDGET (priv->problems_group))
    first = gtk_widget_get_next_sibling (first);
  if (first != NULL)
    gtk_box_reorder_child_after (priv->side, GTK_WIDGET (priv->problems_group), first);
}

static gboolean
tl_editor_window_close_request (GtkWindow *window)
{
  TlEditorWindowPrivate *priv = PRIV (TL_EDITOR_WINDOW (window));

  /* what waits is written now; the store does it after the window is gone */
  if (priv->saver != NULL)
    tl_editor_saver_flush (priv->saver);
  return GTK_WINDOW_CLASS (tl_editor_window_parent_class)->close_request (window);
}

static void
tl_editor_window_dispose (GObject *object)
{
  TlEditorWindowPrivate *priv = PRIV (TL_EDITOR_WINDOW (object));

  if (priv->saver != NULL)
    {
      g_signal_handlers_disconnect_by_data (priv->saver, object);
      tl_editor_saver_flush (priv->saver);
    }
  if (priv->document != NULL)
    g_signal_handlers_disconnect_by_data (priv->document, object);
  /* no gtk_widget_dispose_template (): GTK 4.8's aborts on this template, whose
   * internal children the subclasses' templates fill (a child it looks up is
   * gone); every child lies inside the window's content, which GtkWindow takes
   * down, and the template's references go with the window */
  G_OBJECT_CLASS (tl_editor_window_parent_class)->dispose (object);
}

static void
tl_editor_window_finalize (GObject *object)
{
  TlEditorWindowPrivate *priv = PRIV (TL_EDITOR_WINDOW (object));

  g_clear_object (&priv->saver);
  g_clear_object (&priv->document);
  g_clear_object (&priv->store);
  G_OBJECT_CLASS (tl_editor_window_parent_class)->finalize (object);
}

static void
tl_editor_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TlEditorWindowPrivate *priv = PRIV (TL_EDITOR_WINDOW (object));

  switch (prop_id)
    {
    case PROP_DOCUMENT_NAME:
      g_value_set_string (value, priv->document != NULL ? tl_document_get_name (priv->document) : NULL);
      break;
    case PROP_MENU_MODEL:
      g_value_set_object (value, gtk_menu_button_get_menu_model (priv->menu_button));
      break;
    case PROP_BUILTIN_NOTE:
      g_value_set_string (value, gtk_label_get_label (priv->builtin_label));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_editor_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TlEditorWindowPrivate *priv = PRIV (TL_EDITOR_WINDOW (object));

  switch (prop_id)
    {
    case PROP_DOCUMENT_NAME:
      if (priv->document != NULL && !priv->builtin)
        tl_document_set_name (priv->document, g_value_get_string (value));
      break;
    case PROP_MENU_MODEL:
      gtk_menu_button_set_menu_model (priv->menu_button, g_value_get_object (value));
      break;
    case PROP_BUILTIN_NOTE:
      gtk_label_set_label (priv->builtin_label, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_editor_window_class_init (TlEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tl_editor_window_constructed;
  object_class->dispose = tl_editor_window_dispose;
  object_class->finalize = tl_editor_window_finalize;
  object_class->get_property = tl_editor_window_get_property;
  object_class->set_property = tl_editor_window_set_property;
  GTK_WINDOW_CLASS (klass)->close_request = tl_editor_window_close_request;

  properties[PROP_DOCUMENT_NAME] =
    g_param_spec_string ("document-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MENU_MODEL] =
    g_param_spec_object ("menu-model", NULL, NULL, G_TYPE_MENU_MODEL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUILTIN_NOTE] =
    g_param_spec_string ("builtin-note", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  tl_windows_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tilelands/Tilelands/tl-editor-window.ui");
  gtk_widget_class_bind_template_child_private (widget_class, TlEditorWindow, toasts);
  gtk_widget_class_bind_template_child_internal_private (widget_class, TlEditorWindow, header_bar);
  gtk_widget_class_bind_template_child_private (widget_class, TlEditorWindow, window_title);
  gtk_widget_class_bind_template_child_private (widget_class, TlEditorWindow, menu_button);
  gtk_widget_class_bind_template_child_private (widget_class, TlEditorWindow, builtin_bar);
  gtk_widget_class_bind_template_child_private (widget_class, TlEditorWindow, builtin_label);
  gtk_widget_class_bind_template_child_private (widget_class, TlEditorWindow, body);
  gtk_widget_class_bind_template_child_private (widget_class, TlEditorWindow, side_separator);
  gtk_widget_class_bind_template_child_internal_private (widget_class, TlEditorWindow, side_pane);
  gtk_widget_class_bind_template_child_internal_private (widget_class, TlEditorWindow, side);
  gtk_widget_class_bind_template_child_private (widget_class, TlEditorWindow, problems_group);
  gtk_widget_class_bind_template_child_private (widget_class, TlEditorWindow, problems_list);
  gtk_widget_class_bind_template_callback (widget_class, on_problem_activated);
}

static void
tl_editor_window_init (TlEditorWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_action_map_add_action_entries (G_ACTION_MAP (self), actions, G_N_ELEMENTS (actions), self);
}
