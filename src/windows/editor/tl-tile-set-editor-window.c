/* tl-tile-set-editor-window.c — the tile-set editor: a set's tiles, the tile pane and the problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-builtin-names.h"
#include "tl-tileset-format.h"
#include "tl-editor-export.h"
#include "tl-editor-saver.h"
#include "tl-tile-grid.h"
#include "tl-tile-pane.h"
#include "tl-tile-set-library.h"
#include "tl-tile-set-editor-window.h"
#include "tl-tile-set-play.h"
#include "tl-tile-set-trial-dialog.h"
#include "tl-tile-thumbnail.h"
#include "tl-windows-resources.h"
#include "tl-format-error.h"

static const char * const games[] = { "carcassonne", "discovery" };

struct _TlTileSetEditorWindow {
  AdwApplicationWindow parent_instance;

  TlTileSetDocument *document;
  TlEditorSaver *saver;
  TlLibrary *store;
  gboolean builtin;
  gboolean updating;            /* the set's fields are being set from the document */
  GtkSingleSelection *selection;
  int selected;                 /* the tile in the pane */
  GCancellable *cancellable;

  AdwToastOverlay *toasts;
  AdwWindowTitle *window_title;
  GtkRevealer *builtin_bar;
  GtkLabel *builtin_label;
  GtkLabel *total_label;
  GtkGridView *grid;
  TlTilePane *pane;
  AdwEntryRow *set_name_row;
  AdwEntryRow *set_id_row;
  AdwComboRow *game_row;
  GtkSwitch *addition_switch;
  AdwPreferencesGroup *problems_group;
  GtkListBox *problems_list;
};

G_DEFINE_FINAL_TYPE (TlTileSetEditorWindow, tl_tile_set_editor_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_DOCUMENT_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
add_toast (TlTileSetEditorWindow *self, const char *text)
{
  tl_editor_toast (self->toasts, text);
}

static void
enable (TlTileSetEditorWindow *self, const char *name, gboolean enabled)
{
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), name)), enabled);
}

/* ---- the title and saving ---- */

static char *
doc_to_json (gpointer document)
{
  return tl_tile_set_document_to_data (document);
}

static gboolean
doc_get_modified (gpointer document)
{
  return tl_tile_set_document_get_modified (document);
}

static void
doc_mark_saved (gpointer document)
{
  tl_tile_set_document_mark_saved (document);
}

static const char *
doc_get_id (gpointer document)
{
  return tl_tile_set_document_get_id (document);
}

static const TlEditorSaveFuncs save_funcs = { doc_to_json, doc_get_modified, doc_mark_saved, doc_get_id };

/* A built-in set shows the name the library gives it (translated); the
 * document keeps the data's. */
static const char *
shown_name (TlTileSetEditorWindow *self)
{
  const char *builtin = self->builtin ? tl_tileset_format_builtin_name (tl_tile_set_document_get_id (self->document)) : NULL;

  return builtin != NULL ? builtin : tl_tile_set_document_get_name (self->document);
}

static void
update_title (TlTileSetEditorWindow *self)
{
  const char *name = shown_name (self);
  const char *subtitle = NULL;
  guint errors = tl_tile_set_document_get_errors (self->document);

  gtk_window_set_title (GTK_WINDOW (self), name);
  adw_window_title_set_title (self->window_title, name);
  switch (tl_editor_saver_get_status (self->saver))
    {
    case TL_EDITOR_SAVE_OFF:
      subtitle = self->builtin ? _("Built-in tile set, read-only") : _("Not kept: the library cannot be opened");
      break;
    case TL_EDITOR_SAVE_FAILED: subtitle = _("Not saved"); break;
    case TL_EDITOR_SAVE_PENDING: subtitle = _("Saving…"); break;
    case TL_EDITOR_SAVE_SAVED:
      subtitle = errors > 0 ? _("Saved in your library as a draft: it plays once it has no errors")
                            : _("Saved in your library");
      break;
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
on_saver_notify (TlEditorSaver *saver, GParamSpec *pspec, TlTileSetEditorWindow *self)
{
  if (g_str_equal (pspec->name, "error") && tl_editor_saver_get_error (saver) != NULL)
    add_toast (self, tl_editor_saver_get_error (saver));
  update_title (self);
}

gboolean
tl_tile_set_editor_window_get_saved (TlTileSetEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_EDITOR_WINDOW (self), FALSE);
  return self->builtin || tl_editor_saver_get_status (self->saver) == TL_EDITOR_SAVE_SAVED;
}

/* ---- the grid of tiles ---- */

static void
on_tile_dropped (gpointer data, guint from, guint to)
{
  TlTileSetEditorWindow *self = data;

  if (self->builtin || from == to)
    return;
  tl_tile_set_document_move_tile (self->document, from, to);
  tl_tile_set_editor_window_select (self, to);
}

static void
set_factory (TlTileSetEditorWindow *self)
{
  tl_tile_grid_set_factory (self->grid, !self->builtin, on_tile_dropped, self);
}

static void
on_dark_changed (AdwStyleManager *manager, GParamSpec *pspec, TlTileSetEditorWindow *self)
{
  set_factory (self);   /* every thumbnail bound again, in the other style */
}

static void
update_tile_actions (TlTileSetEditorWindow *self)
{
  guint n = tl_tile_set_document_n_tiles (self->document);
  gboolean editable = !self->builtin, some = self->selected >= 0;

  enable (self, "add-tile", editable);
  enable (self, "duplicate-tile", editable && some);
  enable (self, "delete-tile", editable && some && n > 1);
  enable (self, "move-earlier", editable && some && self->selected > 0);
  enable (self, "move-later", editable && some && (guint) self->selected + 1 < n);
  enable (self, "start-tile", editable && some);
  enable (self, "rotate", editable && some);
}

static void
show_tile (TlTileSetEditorWindow *self, int index)
{
  self->selected = index;
  tl_tile_pane_set_tile (self->pane, index);
  update_tile_actions (self);
}

static void
on_selected (GtkSingleSelection *selection, GParamSpec *pspec, TlTileSetEditorWindow *self)
{
  guint selected = gtk_single_selection_get_selected (selection);

  if (!self->updating)
    show_tile (self, selected == GTK_INVALID_LIST_POSITION ? -1 : (int) selected);
}

void
tl_tile_set_editor_window_select (TlTileSetEditorWindow *self, guint index)
{
  g_return_if_fail (TL_IS_TILE_SET_EDITOR_WINDOW (self));
  if (index >= tl_tile_set_document_n_tiles (self->document))
    return;
  self->updating = TRUE;
  gtk_single_selection_set_selected (self->selection, index);
  self->updating = FALSE;
  show_tile (self, (int) index);
  gtk_widget_activate_action (GTK_WIDGET (self->grid), "list.scroll-to-item", "u", index);
}

int
tl_tile_set_editor_window_get_selected (TlTileSetEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_EDITOR_WINDOW (self), -1);
  return self->selected;
}

static void
on_grid_activate (GtkGridView *grid, guint position, TlTileSetEditorWindow *self)
{
  tl_tile_set_editor_window_select (self, position);
  gtk_widget_grab_focus (GTK_WIDGET (tl_tile_pane_get_view (self->pane)));
}

/* ---- the set and its problems ---- */

static void
update_total (TlTileSetEditorWindow *self)
{
  guint types = tl_tile_set_document_n_tiles (self->document);
  guint total = tl_tile_set_document_get_total_tiles (self->document);
  g_autofree char *kinds = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u kind", "%u kinds", types), types);
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile, %s", "%u tiles, %s", total),
                                           total, kinds);

  gtk_label_set_label (self->total_label, text);
}

static void
update_set_fields (TlTileSetEditorWindow *self)
{
  const char *game = tl_tile_set_document_get_game (self->document);

  self->updating = TRUE;
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->set_name_row)), shown_name (self)) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->set_name_row), shown_name (self));
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->set_id_row)),
                 tl_tile_set_document_get_id (self->document)) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->set_id_row), tl_tile_set_document_get_id (self->document));
  adw_combo_row_set_selected (self->game_row, g_strcmp0 (game, "discovery") == 0 ? 1 : 0);
  gtk_switch_set_active (self->addition_switch, tl_tile_set_document_get_addition (self->document));
  self->updating = FALSE;
}

/* A row of the problems; a tile is named by its id, as the grid labels it. */
static GtkWidget *
problem_row (TlTileSetDocument *document,
             const TlProblem   *problem)
{
  GtkWidget *row = adw_action_row_new ();
  gboolean error = problem->severity == TL_PROBLEM_ERROR;
  GtkWidget *icon = gtk_image_new_from_icon_name (error ? "dialog-error-symbolic" : "dialog-warning-symbolic");
  g_autoptr(TlTileSetEntry) entry = problem->tile >= 0 && (guint) problem->tile < tl_tile_set_document_n_tiles (document)
                                    ? tl_tile_set_document_get_tile (document, (guint) problem->tile) : NULL;
  g_autofree char *sentence = tl_format_problem_describe (problem, entry != NULL ? tl_tile_set_entry_get_id (entry)
                                                                               : NULL);
  g_autofree char *escaped = g_markup_escape_text (sentence, -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_add_css_class (icon, error ? "error" : "warning");
  gtk_widget_set_tooltip_text (icon, error ? _("Error: the set cannot be played") : _("Warning"));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), problem->tile >= 0);
  if (problem->tile >= 0)
    {
      gtk_widget_set_tooltip_text (row, _("Show the tile"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
    }
  g_object_set_data (G_OBJECT (row), "tile", GINT_TO_POINTER (problem->tile));
  return row;
}

static void
update_problems (TlTileSetEditorWindow *self)
{
  GPtrArray *problems = tl_tile_set_document_get_problems (self->document);
  guint errors = tl_tile_set_document_get_errors (self->document);
  guint warnings = tl_tile_set_document_get_warnings (self->document);
  g_autofree char *description = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))) != NULL)
    gtk_list_box_remove (self->problems_list, child);
  for (guint i = 0; i < problems->len; i++)
    gtk_list_box_append (self->problems_list, problem_row (self->document, g_ptr_array_index (problems, i)));
  if (problems->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon = gtk_image_new_from_icon_name ("emblem-ok-symbolic");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("None: the set can be played"));
      gtk_widget_add_css_class (icon, "success");
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_list_box_append (self->problems_list, row);
    }
  if (errors > 0)
    {
      g_autofree char *counted = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u error", "%u errors", errors),
                                                  errors);

      if (warnings > 0)
        {
          g_autofree char *warned = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings",
                                                                  warnings), warnings);

          /* Translators: the tile-set editor's problems: "1 error", "2 warnings" */
          description = g_strdup_printf (_("%s and %s: a draft until it has no errors"), counted, warned);
        }
      else
        /* Translators: the tile-set editor's problems: "1 error" */
        description = g_strdup_printf (_("%s: a draft until it has no errors"), counted);
    }
  else if (warnings > 0)
    description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning: the set plays, but look at it",
                                                "%u warnings: the set plays, but look at them", warnings), warnings);
  adw_preferences_group_set_description (self->problems_group, description);
}

static void
on_problem_activated (GtkListBox *list, GtkListBoxRow *row, TlTileSetEditorWindow *self)
{
  int tile = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "tile"));

  if (tile >= 0)
    {
      tl_tile_set_editor_window_select (self, (guint) tile);
      gtk_widget_grab_focus (GTK_WIDGET (tl_tile_pane_get_view (self->pane)));
    }
}

static void
update_actions (TlTileSetEditorWindow *self)
{
  enable (self, "undo", !self->builtin && tl_tile_set_document_can_undo (self->document));
  /* a draft is kept, not tried or played (issue 12) */
  enable (self, "try", tl_tile_set_document_get_errors (self->document) == 0);
  enable (self, "play", tl_tile_set_document_get_errors (self->document) == 0);
  enable (self, "redo", !self->builtin && tl_tile_set_document_can_redo (self->document));
  update_tile_actions (self);
}

static void
on_document_changed (TlTileSetDocument *document, TlTileSetEditorWindow *self)
{
  guint n = tl_tile_set_document_n_tiles (document);
  int keep = self->selected >= (int) n ? (int) n - 1 : self->selected;

  /* the selection may have moved while the list changed: the tile the pane shows stays */
  if (keep >= 0)
    tl_tile_set_editor_window_select (self, (guint) keep);
  update_total (self);
  update_set_fields (self);
  update_problems (self);
  update_actions (self);
  update_title (self);
  g_object_set_data_full (G_OBJECT (self), "tl-tile-set-id", g_strdup (tl_tile_set_document_get_id (document)),
                          g_free);
  if (!self->builtin)
    tl_editor_saver_changed (self->saver);
}

static void
on_document_notify (TlTileSetDocument *document, GParamSpec *pspec, TlTileSetEditorWindow *self)
{
  if (g_str_equal (pspec->name, "can-undo") || g_str_equal (pspec->name, "can-redo"))
    update_actions (self);
  else if (g_str_equal (pspec->name, "name"))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT_NAME]);
}

static void
on_set_name_changed (GtkEditable *editable, TlTileSetEditorWindow *self)
{
  if (!self->updating && !self->builtin)
    tl_tile_set_document_set_name (self->document, gtk_editable_get_text (editable));
}

static void
on_set_id_changed (GtkEditable *editable, TlTileSetEditorWindow *self)
{
  if (!self->updating && !self->builtin)
    tl_tile_set_document_set_id (self->document, gtk_editable_get_text (editable));
}

static void
on_game_selected (AdwComboRow *row, GParamSpec *pspec, TlTileSetEditorWindow *self)
{
  guint selected = adw_combo_row_get_selected (row);

  if (!self->updating && !self->builtin && selected < G_N_ELEMENTS (games))
    tl_tile_set_document_set_game (self->document, games[selected]);
}

static void
on_addition_toggled (GtkSwitch *button, GParamSpec *pspec, TlTileSetEditorWindow *self)
{
  if (!self->updating && !self->builtin)
    tl_tile_set_document_set_addition (self->document, gtk_switch_get_active (button));
}

static void
on_refused (TlTileEditView *view, const char *message, TlTileSetEditorWindow *self)
{
  add_toast (self, message);
}

/* ---- actions ---- */

static void
action_undo (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlTileSetEditorWindow *self = data;
  int tile = tl_tile_set_document_undo (self->document);

  if (tile >= 0)
    tl_tile_set_editor_window_select (self, (guint) tile);
}

static void
action_redo (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlTileSetEditorWindow *self = data;
  int tile = tl_tile_set_document_redo (self->document);

  if (tile >= 0)
    tl_tile_set_editor_window_select (self, (guint) tile);
}

static void
action_add_tile (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlTileSetEditorWindow *self = data;

  tl_tile_set_editor_window_select (self, tl_tile_set_document_add_tile (self->document, self->selected));
}

static void
action_duplicate_tile (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlTileSetEditorWindow *self = data;

  if (self->selected >= 0)
    tl_tile_set_editor_window_select (self, tl_tile_set_document_duplicate_tile (self->document,
                                                                                 (guint) self->selected));
}

static void
action_delete_tile (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlTileSetEditorWindow *self = data;

  if (self->selected >= 0 && tl_tile_set_document_n_tiles (self->document) > 1)
    tl_tile_set_document_remove_tile (self->document, (guint) self->selected);
}

static void
move_tile (TlTileSetEditorWindow *self, int by)
{
  int to = self->selected + by;

  if (self->selected < 0 || to < 0 || to >= (int) tl_tile_set_document_n_tiles (self->document))
    return;
  tl_tile_set_document_move_tile (self->document, (guint) self->selected, (guint) to);
  tl_tile_set_editor_window_select (self, (guint) to);
}

static void
action_move_earlier (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  move_tile (data, -1);
}

static void
action_move_later (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  move_tile (data, 1);
}

static void
action_start_tile (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlTileSetEditorWindow *self = data;

  if (self->selected < 0)
    return;
  tl_tile_set_document_set_start_tile (self->document,
                                       tl_tile_set_document_get_start_tile (self->document) == self->selected
                                       ? -1 : self->selected);
}

static void
action_rotate (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlTileSetEditorWindow *self = data;

  tl_tile_edit_view_edit (tl_tile_pane_get_view (self->pane), TL_TILE_EDIT_ROTATE, 1, 0, 0);
}

static void
action_select_tile (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  gint32 index = g_variant_get_int32 (parameter);

  if (index >= 0)
    tl_tile_set_editor_window_select (data, (guint) index);
}

static void
action_duplicate (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlTileSetEditorWindow *self = data;
  g_autofree char *text = tl_tile_set_document_to_data (self->document);
  /* a copy of a built-in set takes its names in the user's language */
  g_autofree char *json = self->builtin ? tl_tile_set_library_copy_builtin (text) : g_strdup (text);
  g_autoptr(TlTileSetDocument) copy = tl_tile_set_document_new_from_data (json, -1, "tile set", NULL);
  g_autofree char *id = tl_tile_set_document_new_id ();
  g_autofree char *name = NULL;

  if (copy == NULL || self->store == NULL)
    return;
  /* Translators: the name of a copy; %s is the name of the original */
  name = g_strdup_printf (_("%s (Copy)"), shown_name (self));
  tl_tile_set_document_set_id (copy, id);
  tl_tile_set_document_set_name (copy, name);
  gtk_window_present (GTK_WINDOW (tl_tile_set_editor_window_new (gtk_window_get_application (GTK_WINDOW (self)),
                                                                 self->store, copy)));
}

gboolean
tl_tile_set_editor_window_export_to (TlTileSetEditorWindow *self, GFile *file, GError **error)
{
  g_autofree char *json = NULL;

  g_return_val_if_fail (TL_IS_TILE_SET_EDITOR_WINDOW (self), FALSE);
  json = tl_tile_set_document_to_data (self->document);
  return tl_editor_write_file (file, json, error);
}

static void
action_export (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlTileSetEditorWindow *self = data;

  tl_editor_export (GTK_WINDOW (self), self->toasts, tl_tile_set_document_get_name (self->document),
                    _("Tile Sets"), (TlEditorExportWrite) tl_tile_set_editor_window_export_to);
}

static void
action_try (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlTileSetEditorWindow *self = data;

  gtk_window_present (GTK_WINDOW (tl_tile_set_trial_dialog_new (GTK_WINDOW (self), self->document)));
}

static void
action_play (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlTileSetEditorWindow *self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = tl_tile_set_document_to_set (self->document, &error);

  if (set == NULL)
    {
      g_autofree char *text = tl_format_error_describe (error);

      tl_editor_toast (self->toasts, text);
      return;
    }
  tl_tile_set_play (gtk_window_get_application (GTK_WINDOW (self)), set);
}

static const GActionEntry actions[] = {
  { "undo", action_undo },
  { "redo", action_redo },
  { "add-tile", action_add_tile },
  { "duplicate-tile", action_duplicate_tile },
  { "delete-tile", action_delete_tile },
  { "move-earlier", action_move_earlier },
  { "move-later", action_move_later },
  { "start-tile", action_start_tile },
  { "rotate", action_rotate },
  { "select-tile", action_select_tile, "i" },
  { "duplicate", action_duplicate },
  { "export", action_export },
  { "try", action_try },
  { "play", action_play },
};

static void
add_shortcuts (TlTileSetEditorWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);

#define SHORTCUT(trigger, action) \
  gtk_shortcut_controller_add_shortcut (shortcuts, gtk_shortcut_new (trigger, gtk_named_action_new (action)))
  SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_z, GDK_CONTROL_MASK), "win.undo");
  SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK), "win.redo");
  SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_y, GDK_CONTROL_MASK), "win.redo");
  SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_n, GDK_CONTROL_MASK), "win.add-tile");
  SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_d, GDK_CONTROL_MASK), "win.duplicate-tile");
  SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_Page_Up, GDK_CONTROL_MASK), "win.move-earlier");
  SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_Page_Down, GDK_CONTROL_MASK), "win.move-later");
  SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_r, GDK_CONTROL_MASK), "win.rotate");
  SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_e, GDK_CONTROL_MASK), "win.export");
  SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_t, GDK_CONTROL_MASK), "win.try");
  SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_w, GDK_CONTROL_MASK), "window.close");
#undef SHORTCUT
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* Delete on the grid deletes the selected tile (not in the text fields). */
static gboolean
on_grid_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
             TlTileSetEditorWindow *self)
{
  if ((keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete) && (state & GDK_MODIFIER_MASK) == 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "win.delete-tile", NULL);
      return TRUE;
    }
  return FALSE;
}

/* ---- the object ---- */

static gboolean
tl_tile_set_editor_window_close_request (GtkWindow *window)
{
  TlTileSetEditorWindow *self = TL_TILE_SET_EDITOR_WINDOW (window);

  /* what waits is written now; the store does it after the window is gone */
  if (self->saver != NULL)
    tl_editor_saver_flush (self->saver);
  return GTK_WINDOW_CLASS (tl_tile_set_editor_window_parent_class)->close_request (window);
}

static void
tl_tile_set_editor_window_dispose (GObject *object)
{
  TlTileSetEditorWindow *self = TL_TILE_SET_EDITOR_WINDOW (object);

  if (self->saver != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->saver, self);
      tl_editor_saver_flush (self->saver);
    }
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TL_TYPE_TILE_SET_EDITOR_WINDOW);
  g_clear_object (&self->selection);
  G_OBJECT_CLASS (tl_tile_set_editor_window_parent_class)->dispose (object);
}

static void
tl_tile_set_editor_window_finalize (GObject *object)
{
  TlTileSetEditorWindow *self = TL_TILE_SET_EDITOR_WINDOW (object);

  g_clear_object (&self->saver);
  g_clear_object (&self->document);
  g_clear_object (&self->store);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (tl_tile_set_editor_window_parent_class)->finalize (object);
}

static void
tl_tile_set_editor_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TlTileSetEditorWindow *self = TL_TILE_SET_EDITOR_WINDOW (object);

  if (prop_id == PROP_DOCUMENT_NAME)
    g_value_set_string (value, self->document != NULL ? tl_tile_set_document_get_name (self->document) : NULL);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tl_tile_set_editor_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TlTileSetEditorWindow *self = TL_TILE_SET_EDITOR_WINDOW (object);

  if (prop_id == PROP_DOCUMENT_NAME && self->document != NULL && !self->builtin)
    tl_tile_set_document_set_name (self->document, g_value_get_string (value));
  else if (prop_id != PROP_DOCUMENT_NAME)
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tl_tile_set_editor_window_class_init (TlTileSetEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_tile_set_editor_window_dispose;
  object_class->finalize = tl_tile_set_editor_window_finalize;
  object_class->get_property = tl_tile_set_editor_window_get_property;
  object_class->set_property = tl_tile_set_editor_window_set_property;

  properties[PROP_DOCUMENT_NAME] =
    g_param_spec_string ("document-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  GTK_WINDOW_CLASS (klass)->close_request = tl_tile_set_editor_window_close_request;

  g_type_ensure (TL_TYPE_TILE_PANE);
  tl_windows_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-tile-set-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, builtin_bar);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, builtin_label);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, total_label);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, grid);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, pane);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, set_name_row);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, set_id_row);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, game_row);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, addition_switch);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, problems_group);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, problems_list);
  gtk_widget_class_bind_template_callback (widget_class, on_grid_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_problem_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_set_name_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_set_id_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_game_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_addition_toggled);
}

static void
tl_tile_set_editor_window_init (TlTileSetEditorWindow *self)
{
  GtkEventController *controller;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->selected = -1;
  self->cancellable = g_cancellable_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self), actions, G_N_ELEMENTS (actions), self);
  add_shortcuts (self);
  set_factory (self);
  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_grid_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->grid), controller);
  g_signal_connect (tl_tile_pane_get_view (self->pane), "refused", G_CALLBACK (on_refused), self);
  g_signal_connect (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (on_dark_changed), self);

}

static TlTileSetEditorWindow *
make_window (GtkApplication *application, TlLibrary *store, TlTileSetDocument *document, gboolean builtin)
{
  TlTileSetEditorWindow *self = g_object_new (TL_TYPE_TILE_SET_EDITOR_WINDOW, "application", application, NULL);
  GtkBuilder *builder = gtk_builder_new_from_resource ("/io/github/tilelands/Tilelands/"
                                                       "tl-tile-set-editor-shortcuts.ui");
  gboolean discovery = g_strcmp0 (tl_tile_set_document_get_game (document), "discovery") == 0;

  /* after the application's own help overlay, which it gives every window it gets */
  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self),
                                           GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
  g_object_unref (builder);
  self->builtin = builtin;
  self->store = store != NULL ? g_object_ref (store) : NULL;
  self->document = g_object_ref (document);
  self->saver = tl_editor_saver_new (store, TL_STORE_TILESET, document, &save_funcs);
  if (builtin)
    tl_editor_saver_disable (self->saver);
  g_signal_connect (self->saver, "notify", G_CALLBACK (on_saver_notify), self);

  set_factory (self);
  self->selection = gtk_single_selection_new (g_object_ref (tl_tile_set_document_get_tiles (document)));
  gtk_single_selection_set_autoselect (self->selection, TRUE);
  gtk_grid_view_set_model (self->grid, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect (self->selection, "notify::selected", G_CALLBACK (on_selected), self);
  g_signal_connect (document, "changed", G_CALLBACK (on_document_changed), self);
  g_signal_connect (document, "notify", G_CALLBACK (on_document_notify), self);

  tl_tile_pane_set_document (self->pane, document, !builtin);
  gtk_label_set_label (self->builtin_label,
                       discovery ? _("A built-in tile set, and a reconstruction of The Discovery’s tiles: "
                                     "duplicate it to correct it.")
                                 : _("A built-in tile set: duplicate it to change it."));
  gtk_revealer_set_reveal_child (self->builtin_bar, builtin);
  gtk_widget_set_sensitive (GTK_WIDGET (self->set_name_row), !builtin);
  gtk_widget_set_sensitive (GTK_WIDGET (self->set_id_row), !builtin);
  gtk_widget_set_sensitive (GTK_WIDGET (self->game_row), !builtin);
  gtk_widget_set_sensitive (GTK_WIDGET (self->addition_switch), !builtin);
  enable (self, "duplicate", store != NULL);
  g_object_set_data_full (G_OBJECT (self), "tl-tile-set-id", g_strdup (tl_tile_set_document_get_id (document)),
                          g_free);
  update_total (self);
  update_set_fields (self);
  update_problems (self);
  update_actions (self);
  tl_tile_set_editor_window_select (self, MAX (0, tl_tile_set_document_get_start_tile (document)));
  /* a document changed before it was opened (a copy) is written at once */
  if (!builtin && tl_tile_set_document_get_modified (document))
    tl_editor_saver_changed (self->saver);
  update_title (self);
  gtk_widget_grab_focus (GTK_WIDGET (tl_tile_pane_get_view (self->pane)));
  return self;
}

TlTileSetEditorWindow *
tl_tile_set_editor_window_new (GtkApplication *application, TlLibrary *store, TlTileSetDocument *document)
{
  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (document), NULL);
  return make_window (application, store, document, FALSE);
}

TlTileSetEditorWindow *
tl_tile_set_editor_window_open (GtkApplication *application, TlLibrary *store, const char *json, gboolean builtin,
                                GError **error)
{
  g_autoptr(TlTileSetDocument) document = tl_tile_set_document_new_from_data (json, -1, "tile set", error);

  if (document == NULL)
    return NULL;
  return make_window (application, store, document, builtin);
}

TlTileSetEditorWindow *
tl_tile_set_editor_window_find (GtkApplication *application, const char *id)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (TL_IS_TILE_SET_EDITOR_WINDOW (l->data) &&
        g_strcmp0 (g_object_get_data (G_OBJECT (l->data), "tl-tile-set-id"), id) == 0)
      return l->data;
  return NULL;
}

TlTileSetDocument *
tl_tile_set_editor_window_get_document (TlTileSetEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_EDITOR_WINDOW (self), NULL);
  return self->document;
}

TlTileEditView *
tl_tile_set_editor_window_get_view (TlTileSetEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_EDITOR_WINDOW (self), NULL);
  return tl_tile_pane_get_view (self->pane);
}
