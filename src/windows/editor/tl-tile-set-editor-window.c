/* tl-tile-set-editor-window.c — the tile-set editor: a set's tiles, the tile pane and the problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-builtin-names.h"
#include "tl-tileset-format.h"
#include "tl-tile-grid.h"
#include "tl-tile-pane.h"
#include "tl-tile-set-library.h"
#include "tl-tile-set-editor-window.h"
#include "tl-tile-set-trial-dialog.h"
#include "tl-format-error.h"

static const char * const games[] = { "carcassonne", "discovery" };

struct _TlTileSetEditorWindow {
  TlEditorWindow parent_instance;

  TlTileSetDocument *document;
  gboolean builtin;
  gboolean updating;            /* the set's fields are being set from the document */
  GtkSingleSelection *selection;
  int selected;                 /* the tile in the pane */

  GtkLabel *total_label;
  GtkGridView *grid;
  TlTilePane *pane;
  AdwEntryRow *set_name_row;
  AdwEntryRow *set_id_row;
  AdwComboRow *game_row;
  GtkSwitch *addition_switch;
};

G_DEFINE_FINAL_TYPE (TlTileSetEditorWindow, tl_tile_set_editor_window, TL_TYPE_EDITOR_WINDOW)

#define enable(self, name, enabled) tl_editor_window_enable (TL_EDITOR_WINDOW (self), name, enabled)

/* A built-in set shows the name the library gives it (translated); the
 * document keeps the data's. */
static const char *
shown_name (TlTileSetEditorWindow *self)
{
  return tl_editor_window_get_shown_name (TL_EDITOR_WINDOW (self));
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
problem_row (TlEditorWindow *window, gconstpointer data)
{
  TlTileSetDocument *document = TL_TILE_SET_EDITOR_WINDOW (window)->document;
  const TlProblem *problem = data;
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

/* The problems' group says how many errors and warnings there are. */
static void
describe_problems (TlTileSetEditorWindow *self)
{
  guint errors = tl_tile_set_document_get_errors (self->document);
  guint warnings = tl_tile_set_document_get_warnings (self->document);
  g_autofree char *description = NULL;

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
  adw_preferences_group_set_description (tl_editor_window_get_problems_group (TL_EDITOR_WINDOW (self)),
                                         description);
}

static void
show_part (TlEditorWindow *window, int tile)
{
  tl_tile_set_editor_window_select (TL_TILE_SET_EDITOR_WINDOW (window), (guint) tile);
}

static void
show_problem (TlEditorWindow *window, GtkListBoxRow *row)
{
  TlTileSetEditorWindow *self = TL_TILE_SET_EDITOR_WINDOW (window);
  int tile = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "tile"));

  if (tile >= 0)
    {
      tl_tile_set_editor_window_select (self, (guint) tile);
      gtk_widget_grab_focus (GTK_WIDGET (tl_tile_pane_get_view (self->pane)));
    }
}

/* After every step, undo and redo (the shell then lists the problems). */
static void
changed (TlEditorWindow *window)
{
  TlTileSetEditorWindow *self = TL_TILE_SET_EDITOR_WINDOW (window);
  guint n = tl_tile_set_document_n_tiles (self->document);
  int keep = self->selected >= (int) n ? (int) n - 1 : self->selected;

  /* the selection may have moved while the list changed: the tile the pane shows stays */
  if (keep >= 0)
    tl_tile_set_editor_window_select (self, (guint) keep);
  update_total (self);
  update_set_fields (self);
  describe_problems (self);
  update_tile_actions (self);
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
  tl_editor_window_toast (TL_EDITOR_WINDOW (self), message);
}

/* ---- actions ---- */

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
duplicate (TlEditorWindow *window)
{
  TlTileSetEditorWindow *self = TL_TILE_SET_EDITOR_WINDOW (window);
  g_autofree char *text = tl_tile_set_document_to_data (self->document);
  /* a copy of a built-in set takes its names in the user's language */
  g_autofree char *json = self->builtin ? tl_tile_set_library_copy_builtin (text) : g_strdup (text);
  g_autoptr(TlTileSetDocument) copy = tl_tile_set_document_new_from_data (json, -1, "tile set", NULL);
  g_autofree char *id = tl_tile_set_document_new_id ();
  g_autofree char *name = NULL;

  if (copy == NULL)
    return;
  /* Translators: the name of a copy; %s is the name of the original */
  name = g_strdup_printf (_("%s (Copy)"), shown_name (self));
  tl_tile_set_document_set_id (copy, id);
  tl_tile_set_document_set_name (copy, name);
  gtk_window_present (GTK_WINDOW (tl_tile_set_editor_window_new (gtk_window_get_application (GTK_WINDOW (self)),
                                                                 tl_editor_window_get_store (window), copy)));
}

static void
try_it (TlEditorWindow *window)
{
  TlTileSetEditorWindow *self = TL_TILE_SET_EDITOR_WINDOW (window);

  gtk_window_present (GTK_WINDOW (tl_tile_set_trial_dialog_new (GTK_WINDOW (self), self->document)));
}

static const GActionEntry actions[] = {
  { "add-tile", action_add_tile },
  { "duplicate-tile", action_duplicate_tile },
  { "delete-tile", action_delete_tile },
  { "move-earlier", action_move_earlier },
  { "move-later", action_move_later },
  { "start-tile", action_start_tile },
  { "rotate", action_rotate },
  { "select-tile", action_select_tile, "i" },
};

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

static void
tl_tile_set_editor_window_dispose (GObject *object)
{
  TlTileSetEditorWindow *self = TL_TILE_SET_EDITOR_WINDOW (object);

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
  g_clear_object (&TL_TILE_SET_EDITOR_WINDOW (object)->document);
  G_OBJECT_CLASS (tl_tile_set_editor_window_parent_class)->finalize (object);
}

/* What the shell shows of a tile set. */
static const TlEditorKind kind = {
  TL_STORE_TILESET, "app.play-tile-set", "/io/github/tilelands/Tilelands/tl-tile-set-editor-shortcuts.ui",
  N_("Tile Sets"), N_("Built-in tile set, read-only"), N_("None: the set can be played"),
  tl_tileset_format_builtin_name,
};

static void
tl_tile_set_editor_window_class_init (TlTileSetEditorWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TlEditorWindowClass *editor_class = TL_EDITOR_WINDOW_CLASS (klass);

  g_type_ensure (TL_TYPE_TILE_PANE);
  G_OBJECT_CLASS (klass)->dispose = tl_tile_set_editor_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = tl_tile_set_editor_window_finalize;

  /* each widget with what it does */
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-tile-set-editor-window.ui");
  gtk_widget_class_bind_template_callback (widget_class, on_grid_activate);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, grid);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, total_label);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, pane);
  gtk_widget_class_bind_template_callback (widget_class, on_set_name_changed);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, set_name_row);
  gtk_widget_class_bind_template_callback (widget_class, on_set_id_changed);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, set_id_row);
  gtk_widget_class_bind_template_callback (widget_class, on_game_selected);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, game_row);
  gtk_widget_class_bind_template_callback (widget_class, on_addition_toggled);
  gtk_widget_class_bind_template_child (widget_class, TlTileSetEditorWindow, addition_switch);

  editor_class->kind = &kind;
  editor_class->problem_row = problem_row;
  editor_class->show_problem = show_problem;
  editor_class->show_part = show_part;
  editor_class->changed = changed;
  editor_class->try_it = try_it;
  editor_class->duplicate = duplicate;
}

static void
tl_tile_set_editor_window_init (TlTileSetEditorWindow *self)
{
  GtkEventController *controller;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->selected = -1;
  g_action_map_add_action_entries (G_ACTION_MAP (self), actions, G_N_ELEMENTS (actions), self);
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
  gboolean discovery = g_strcmp0 (tl_tile_set_document_get_game (document), "discovery") == 0;

  self->builtin = builtin;
  self->document = g_object_ref (document);
  set_factory (self);
  self->selection = gtk_single_selection_new (g_object_ref (tl_tile_set_document_get_tiles (document)));
  gtk_single_selection_set_autoselect (self->selection, TRUE);
  gtk_grid_view_set_model (self->grid, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect (self->selection, "notify::selected", G_CALLBACK (on_selected), self);
  tl_tile_pane_set_document (self->pane, document, !builtin);
  g_object_set (self, "builtin-note",
                discovery ? _("A built-in tile set, and a reconstruction of The Discovery’s tiles: "
                              "duplicate it to correct it.")
                          : _("A built-in tile set: duplicate it to change it."), NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->set_name_row), !builtin);
  gtk_widget_set_sensitive (GTK_WIDGET (self->set_id_row), !builtin);
  gtk_widget_set_sensitive (GTK_WIDGET (self->game_row), !builtin);
  gtk_widget_set_sensitive (GTK_WIDGET (self->addition_switch), !builtin);
  tl_editor_window_set_document (TL_EDITOR_WINDOW (self), store, TL_DOCUMENT (document), builtin);
  tl_tile_set_editor_window_select (self, MAX (0, tl_tile_set_document_get_start_tile (document)));
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

TlTileEditView *
tl_tile_set_editor_window_get_view (TlTileSetEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_EDITOR_WINDOW (self), NULL);
  return tl_tile_pane_get_view (self->pane);
}

TlTileSetDocument *
tl_tile_set_editor_window_get_document (TlTileSetEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_EDITOR_WINDOW (self), NULL);
  return self->document;
}
