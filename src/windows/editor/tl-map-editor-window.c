/* tl-map-editor-window.c — the map editor: a layout's grid, tools, counts and problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tl-alert.h"
#include "tl-builtin-names.h"
#include "tl-map-counts.h"
#include "tl-map-editor-window.h"
#include "tl-map-format.h"
#include "tl-map-join-dialog.h"
#include "tl-map-library.h"
#include "tl-map-picture.h"
#include "tl-map-problem-row.h"
#include "tl-map-trial-dialog.h"
#include "tl-tileset-format.h"
#include "tl-format-error.h"

static const struct {
  const char *id;
  const char *label;
  guint key;
} tools[TL_N_MAP_TOOLS] = {
  [TL_MAP_TOOL_PENCIL] = { "pencil", N_("_Pencil"), GDK_KEY_p },
  [TL_MAP_TOOL_LINE] = { "line", N_("_Line"), GDK_KEY_l },
  [TL_MAP_TOOL_RECTANGLE] = { "rectangle", N_("_Rectangle"), GDK_KEY_r },
  [TL_MAP_TOOL_FILL] = { "fill", N_("_Fill"), GDK_KEY_f },
};

static const char * const tool_tips[TL_N_MAP_TOOLS] = {
  N_("Click to paint a square, drag to paint as you go (P)"),
  N_("Drag to paint a straight line (L)"),
  N_("Drag to paint a rectangle (R)"),
  N_("Click to paint the area of the same kind round a square (F)"),
};

static const struct {
  const char *id;
  const char *label;
} paints[TL_N_MAP_PAINTS] = {
  [TL_MAP_PAINT_PLAYABLE] = { "playable", N_("Land") },
  [TL_MAP_PAINT_BLOCKED] = { "blocked", N_("Water") },
  [TL_MAP_PAINT_START] = { "start", N_("Start Square") },
  [TL_MAP_PAINT_TOWN] = { "town", N_("Town") },
  [TL_MAP_PAINT_PURPLE] = { "purple", N_("Purple Outline") },
  [TL_MAP_PAINT_ORANGE] = { "orange", N_("Orange Outline") },
  [TL_MAP_PAINT_LIGHT_BLUE] = { "light-blue", N_("Light Blue Outline") },
  [TL_MAP_PAINT_HALF] = { "half", N_("Half Square") },
};

static const char * const paint_tips[TL_N_MAP_PAINTS] = {
  N_("A printed square a tile may go on"),
  N_("Sea, lakes and land off the map: no tile goes there"),
  N_("A start square: a start tile lies there at the beginning"),
  N_("A town: its circle holds a chip with Map-Chips"),
  N_("A face-down tile lies there with Map-Chips; a purple chip lets you look at it"),
  N_("A face-down tile lies there with Map-Chips; an orange chip lets you look at it"),
  N_("A face-down tile lies there with Map-Chips; a light blue chip lets you look at it"),
  N_("Half a square at the edge: a whole square once two maps are joined"),
};

/* The decks the side panel offers (tl_tileset_format_load_map_deck()). */
enum { DECK_MAPS, DECK_BASE };

struct _TlMapEditorWindow {
  TlEditorWindow parent_instance;

  TlMapDocument *document;
  gboolean builtin;
  guint deck_tiles[2];
  GCancellable *cancellable;

  GtkWidget *palette;
  GtkBox *tool_box;
  GtkBox *paint_box;
  TlMapEditView *view;
  GtkLabel *status_label;
  AdwEntryRow *name_row;
  AdwActionRow *size_row;
  AdwComboRow *deck_row;
  TlMapCounts *counts;

  GtkWidget *paint_pictures[TL_N_MAP_PAINTS];
};

G_DEFINE_FINAL_TYPE (TlMapEditorWindow, tl_map_editor_window, TL_TYPE_EDITOR_WINDOW)

#define enable(self, name, enabled) tl_editor_window_enable (TL_EDITOR_WINDOW (self), name, enabled)

/* ---- the side panel ---- */

static void
update_size (TlMapEditorWindow *self)
{
  g_autofree char *size = NULL;

  /* Translators: a map's columns × rows */
  size = g_strdup_printf (_("%u × %u"), tl_map_document_get_width (self->document),
                          tl_map_document_get_height (self->document));
  adw_action_row_set_subtitle (self->size_row, size);
}

static void
show_problem (TlEditorWindow *window, GtkListBoxRow *row)
{
  TlMapEditorWindow *self = TL_MAP_EDITOR_WINDOW (window);
  gint x = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "x"));
  gint y = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "y"));

  if (x >= 0 && y >= 0)
    {
      tl_map_edit_view_show_cell (self->view, x, y);
      gtk_widget_grab_focus (GTK_WIDGET (self->view));
    }
}

/* A row of the problems; one about a square shows it when activated. */
static GtkWidget *
problem_row (TlEditorWindow *window, gconstpointer data)
{
  const TlMapProblem *p = data;
  GtkWidget *row = tl_map_problem_row_new (p);

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), p->x >= 0);
  g_object_set_data (G_OBJECT (row), "x", GINT_TO_POINTER (p->x));
  g_object_set_data (G_OBJECT (row), "y", GINT_TO_POINTER (p->y));
  if (p->x >= 0)
    gtk_widget_set_tooltip_text (row, _("Show the square"));
  return row;
}

static void update_status (TlMapEditorWindow *self);

/* After every step, undo, redo and a new deck (the shell then lists the problems). */
static void
changed (TlEditorWindow *window)
{
  TlMapEditorWindow *self = TL_MAP_EDITOR_WINDOW (window);
  const char *name = tl_map_document_get_name (self->document);

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_row)), name) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
  tl_map_counts_update (self->counts, self->document);
  update_size (self);
  update_status (self);
}

static void
on_name_apply (AdwEntryRow *row, TlMapEditorWindow *self)
{
  tl_map_document_set_name (self->document, gtk_editable_get_text (GTK_EDITABLE (row)));
  /* an empty name is not taken: show the one kept */
  gtk_editable_set_text (GTK_EDITABLE (row), tl_map_document_get_name (self->document));
}

static void
on_deck_selected (AdwComboRow *row, GParamSpec *pspec, TlMapEditorWindow *self)
{
  guint selected = adw_combo_row_get_selected (row);

  if (self->document != NULL && selected < G_N_ELEMENTS (self->deck_tiles))
    tl_map_document_set_deck_tiles (self->document, self->deck_tiles[selected]);
}

static void
update_status (TlMapEditorWindow *self)
{
  gint x, y;
  g_autofree char *text = NULL;

  g_object_get (self->view, "hover-x", &x, "hover-y", &y, NULL);
  if (x < 0)
    g_object_get (self->view, "cursor-x", &x, "cursor-y", &y, NULL);
  /* Translators: the square under the pointer: its column and row, then its kind */
  text = g_strdup_printf (_("(%d, %d) · %s"), x, y,
                          _(paints[tl_map_document_get_paint (self->document, x, y)].label));
  gtk_label_set_label (self->status_label, text);
}

static void
on_view_notify (GObject *view, GParamSpec *pspec, TlMapEditorWindow *self)
{
  update_status (self);
}

/* ---- the palette ---- */

static GtkWidget *
palette_button (const char *action, const char *target, GtkWidget *picture, const char *label,
                const char *key, const char *tip)
{
  GtkWidget *button = gtk_toggle_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *text = gtk_label_new_with_mnemonic (label);
  GtkWidget *hint = gtk_label_new (key);

  if (picture != NULL)
    gtk_box_append (GTK_BOX (box), picture);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_widget_add_css_class (hint, "caption");
  gtk_box_append (GTK_BOX (box), hint);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_label_set_mnemonic_widget (GTK_LABEL (text), button);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", target);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "tl-palette-button");
  return button;
}

static void
update_swatches (TlMapEditorWindow *self)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  int scale = MAX (1, gtk_widget_get_scale_factor (GTK_WIDGET (self)));

  for (guint i = 0; i < TL_N_MAP_PAINTS; i++)
    {
      g_autoptr(GdkTexture) texture = tl_map_picture_paint (i, 24 * scale, dark);

      gtk_picture_set_paintable (GTK_PICTURE (self->paint_pictures[i]), GDK_PAINTABLE (texture));
    }
}

static void
on_dark_changed (AdwStyleManager *manager, GParamSpec *pspec, TlMapEditorWindow *self)
{
  update_swatches (self);
}

static void
build_palette (TlMapEditorWindow *self)
{
  for (guint i = 0; i < TL_N_MAP_TOOLS; i++)
    {
      char key[2] = { g_ascii_toupper ((char) tools[i].key), 0 };

      gtk_box_append (self->tool_box, palette_button ("win.tool", tools[i].id, NULL, _(tools[i].label), key,
                                                      _(tool_tips[i])));
    }
  for (guint i = 0; i < TL_N_MAP_PAINTS; i++)
    {
      char key[2] = { (char) ('1' + i), 0 };

      self->paint_pictures[i] = gtk_picture_new ();
      gtk_widget_set_size_request (self->paint_pictures[i], 24, 24);
      gtk_picture_set_can_shrink (GTK_PICTURE (self->paint_pictures[i]), TRUE);
      gtk_box_append (self->paint_box, palette_button ("win.paint", paints[i].id, self->paint_pictures[i],
                                                       _(paints[i].label), key, _(paint_tips[i])));
    }
  update_swatches (self);
}

/* ---- actions ---- */

static void
change_tool (GSimpleAction *action, GVariant *value, gpointer data)
{
  TlMapEditorWindow *self = data;
  const char *id = g_variant_get_string (value, NULL);

  for (guint i = 0; i < TL_N_MAP_TOOLS; i++)
    if (g_str_equal (id, tools[i].id))
      {
        tl_map_edit_view_set_tool (self->view, i);
        g_simple_action_set_state (action, value);
      }
}

static void
change_paint (GSimpleAction *action, GVariant *value, gpointer data)
{
  TlMapEditorWindow *self = data;
  const char *id = g_variant_get_string (value, NULL);

  for (guint i = 0; i < TL_N_MAP_PAINTS; i++)
    if (g_str_equal (id, paints[i].id))
      {
        tl_map_edit_view_set_paint (self->view, i);
        g_simple_action_set_state (action, value);
      }
}

static void
action_zoom_in (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  tl_map_edit_view_zoom (TL_MAP_EDITOR_WINDOW (data)->view, 1);
}

static void
action_zoom_out (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  tl_map_edit_view_zoom (TL_MAP_EDITOR_WINDOW (data)->view, -1);
}

static void
action_zoom_reset (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  tl_map_edit_view_fit (TL_MAP_EDITOR_WINDOW (data)->view);
}

static void
action_rename (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlMapEditorWindow *self = data;

  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
}

static void
on_resize_response (TlAlert *alert, const char *response, gpointer data)
{
  TlMapEditorWindow *self = data;
  GtkSpinButton **spins = g_object_get_data (G_OBJECT (alert), "spins");

  if (g_strcmp0 (response, "resize") != 0)
    return;
  if (!tl_map_document_resize (self->document, gtk_spin_button_get_value_as_int (spins[0]),
                               gtk_spin_button_get_value_as_int (spins[1]),
                               gtk_spin_button_get_value_as_int (spins[2]),
                               gtk_spin_button_get_value_as_int (spins[3])))
    tl_editor_window_toast (TL_EDITOR_WINDOW (self), _("A map has 1 to 256 columns and 1 to 256 rows"));
}

static void
action_resize (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlMapEditorWindow *self = data;
  static const char * const sides[] = { N_("_West (columns)"), N_("_North (rows)"), N_("_East (columns)"),
                                        N_("_South (rows)") };
  TlAlert *alert;
  GtkWidget *grid = gtk_grid_new ();
  GtkSpinButton **spins = g_new0 (GtkSpinButton *, 4);
  g_autofree char *body = NULL;

  if (self->builtin)
    return;
  body = g_strdup_printf (_("The map is %u × %u. Add squares of water on each side, or take some away "
                            "(a number below zero); the others keep their place."),
                          tl_map_document_get_width (self->document), tl_map_document_get_height (self->document));
  alert = tl_alert_new (_("Resize the Map"), body);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  for (guint i = 0; i < 4; i++)
    {
      GtkWidget *label = gtk_label_new_with_mnemonic (_(sides[i]));
      GtkWidget *spin = gtk_spin_button_new_with_range (-255, 255, 1);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0);
      gtk_grid_attach (GTK_GRID (grid), label, 0, i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), spin, 1, i, 1, 1);
      spins[i] = GTK_SPIN_BUTTON (spin);
    }
  tl_alert_set_extra_child (alert, grid);
  tl_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  tl_alert_add_response (alert, "resize", _("_Resize"), ADW_RESPONSE_SUGGESTED);
  tl_alert_set_default_response (alert, "resize");
  tl_alert_set_close_response (alert, "cancel");
  g_object_set_data_full (G_OBJECT (alert), "spins", spins, g_free);
  /* the alert goes with the window, so @self outlives it */
  tl_alert_present (alert, GTK_WIDGET (self), on_resize_response, self, NULL);
}

static void
on_duplicated (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(TlMapEditorWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = tl_library_save_document_finish (TL_LIBRARY (source), result, &error);
  g_autofree char *json = g_object_steal_data (G_OBJECT (self), "duplicate-json");
  TlMapEditorWindow *copy;

  if (id == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_autofree char *text = tl_format_error_describe (error);

          tl_editor_window_toast (TL_EDITOR_WINDOW (self), text);
        }
      return;
    }
  copy = tl_map_editor_window_new (gtk_window_get_application (GTK_WINDOW (self)), tl_editor_window_get_store (TL_EDITOR_WINDOW (self)), json, FALSE,
                                   NULL);
  if (copy != NULL)
    gtk_window_present (GTK_WINDOW (copy));
}

static void
duplicate (TlEditorWindow *window)
{
  TlMapEditorWindow *self = TL_MAP_EDITOR_WINDOW (window);
  g_autoptr(TlMapLayout) layout = tl_map_document_to_layout (self->document);
  g_autofree char *uuid = g_uuid_string_random ();
  char *json;

  g_free (layout->id);
  layout->id = g_strconcat ("map-", uuid, NULL);
  g_free (layout->name);
  /* Translators: the name of a copy; %s is the name of the original */
  layout->name = g_strdup_printf (_("%s (Copy)"), tl_map_document_get_name (self->document));
  json = tl_map_format_to_data (layout, NULL);
  g_object_set_data_full (G_OBJECT (self), "duplicate-json", json, g_free);
  tl_library_save_document_async (tl_editor_window_get_store (TL_EDITOR_WINDOW (self)), TL_STORE_MAP, json, self->cancellable, on_duplicated,
                                g_object_ref (self));
}

static void
try_it (TlEditorWindow *window)
{
  TlMapEditorWindow *self = TL_MAP_EDITOR_WINDOW (window);

  gtk_window_present (GTK_WINDOW (tl_map_trial_dialog_new (GTK_WINDOW (self), self->document,
                                                            adw_combo_row_get_selected (self->deck_row) == DECK_BASE)));
}

static void
action_join (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlMapEditorWindow *self = data;

  gtk_window_present (GTK_WINDOW (tl_map_join_dialog_new (GTK_WINDOW (self), self->document, tl_editor_window_get_store (TL_EDITOR_WINDOW (self)))));
}

static void
action_library (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  TlMapEditorWindow *self = data;

  tl_map_library_show (gtk_window_get_application (GTK_WINDOW (self)), tl_editor_window_get_store (TL_EDITOR_WINDOW (self)));
}

static const GActionEntry actions[] = {
  { "tool", NULL, "s", "'pencil'", change_tool },
  { "paint", NULL, "s", "'playable'", change_paint },
  { "zoom-in", action_zoom_in },
  { "zoom-out", action_zoom_out },
  { "zoom-reset", action_zoom_reset },
  { "rename", action_rename },
  { "resize", action_resize },
  { "join", action_join },
  { "library", action_library },
};

/* Single keys for the tools and paints; the name entry takes its own keys first. */
static void
add_shortcuts (TlMapEditorWindow *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);

#define SHORTCUT(trigger, action, format, target) \
  gtk_shortcut_controller_add_shortcut (shortcuts, \
    gtk_shortcut_new_with_arguments (trigger, gtk_named_action_new (action), format, target))

  for (guint i = 0; i < TL_N_MAP_TOOLS; i++)
    SHORTCUT (gtk_keyval_trigger_new (tools[i].key, 0), "win.tool", "s", tools[i].id);
  for (guint i = 0; i < TL_N_MAP_PAINTS; i++)
    {
      SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_1 + i, 0), "win.paint", "s", paints[i].id);
      SHORTCUT (gtk_keyval_trigger_new (GDK_KEY_KP_1 + i, 0), "win.paint", "s", paints[i].id);
    }
#undef SHORTCUT
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* ---- the object ---- */

static void
tl_map_editor_window_dispose (GObject *object)
{
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), object);
  gtk_widget_dispose_template (GTK_WIDGET (object), TL_TYPE_MAP_EDITOR_WINDOW);
  G_OBJECT_CLASS (tl_map_editor_window_parent_class)->dispose (object);
}

static void
tl_map_editor_window_finalize (GObject *object)
{
  TlMapEditorWindow *self = TL_MAP_EDITOR_WINDOW (object);

  g_clear_object (&self->document);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (tl_map_editor_window_parent_class)->finalize (object);
}

/* What the shell shows of a map layout (a built-in one has its translated name
 * put in the document, so its own is the one shown). */
static const TlEditorKind kind = {
  TL_STORE_MAP, "app.play-map", "/io/github/tilelands/Tilelands/tl-map-editor-shortcuts.ui",
  N_("Map Layouts"), N_("Built-in map, read-only"), N_("None: the map can be played"), NULL,
};

static void
tl_map_editor_window_class_init (TlMapEditorWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TlEditorWindowClass *editor_class = TL_EDITOR_WINDOW_CLASS (klass);

  editor_class->kind = &kind;
  G_OBJECT_CLASS (klass)->dispose = tl_map_editor_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = tl_map_editor_window_finalize;
  editor_class->problem_row = problem_row;
  editor_class->show_problem = show_problem;
  editor_class->changed = changed;
  editor_class->try_it = try_it;
  editor_class->duplicate = duplicate;

  g_type_ensure (TL_TYPE_MAP_EDIT_VIEW);
  g_type_ensure (TL_TYPE_MAP_COUNTS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-map-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TlMapEditorWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, TlMapEditorWindow, tool_box);
  gtk_widget_class_bind_template_child (widget_class, TlMapEditorWindow, paint_box);
  gtk_widget_class_bind_template_child (widget_class, TlMapEditorWindow, view);
  gtk_widget_class_bind_template_child (widget_class, TlMapEditorWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, TlMapEditorWindow, name_row);
  gtk_widget_class_bind_template_child (widget_class, TlMapEditorWindow, size_row);
  gtk_widget_class_bind_template_child (widget_class, TlMapEditorWindow, deck_row);
  gtk_widget_class_bind_template_child (widget_class, TlMapEditorWindow, counts);
  gtk_widget_class_bind_template_callback (widget_class, on_name_apply);
  gtk_widget_class_bind_template_callback (widget_class, on_deck_selected);
}

static void
tl_map_editor_window_init (TlMapEditorWindow *self)
{
  g_autoptr(GtkStringList) decks = NULL;
  g_autoptr(TlTileSet) maps = tl_tileset_format_load_map_deck (NULL, FALSE, NULL);
  g_autoptr(TlTileSet) base = tl_tileset_format_load_map_deck (NULL, TRUE, NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  self->deck_tiles[DECK_MAPS] = maps != NULL ? maps->total_tiles : 114;
  self->deck_tiles[DECK_BASE] = base != NULL ? base->total_tiles : 72;
  g_action_map_add_action_entries (G_ACTION_MAP (self), actions, G_N_ELEMENTS (actions), self);
  add_shortcuts (self);
  build_palette (self);

  decks = gtk_string_list_new (NULL);
  {
    g_autofree char *a = g_strdup_printf (_("Maps, %u"), self->deck_tiles[DECK_MAPS]);
    g_autofree char *b = g_strdup_printf (_("Base, %u"), self->deck_tiles[DECK_BASE]);

    gtk_string_list_append (decks, a);
    gtk_string_list_append (decks, b);
  }
  adw_combo_row_set_model (self->deck_row, G_LIST_MODEL (decks));

  g_signal_connect (self->view, "notify::hover-x", G_CALLBACK (on_view_notify), self);
  g_signal_connect (self->view, "notify::hover-y", G_CALLBACK (on_view_notify), self);
  g_signal_connect (self->view, "notify::cursor-x", G_CALLBACK (on_view_notify), self);
  g_signal_connect (self->view, "notify::cursor-y", G_CALLBACK (on_view_notify), self);
  g_signal_connect (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (on_dark_changed), self);
}

/* A built-in layout shows the name the library gives it (translated). */
static void
put_builtin_name (TlMapEditorWindow *self, const char *name)
{
  tl_map_document_set_name (self->document, name);
  tl_map_document_mark_saved (self->document);
}

TlMapEditorWindow *
tl_map_editor_window_new (GtkApplication *application,
                          TlLibrary        *store,
                          const char     *json,
                          gboolean        builtin,
                          GError        **error)
{
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  g_autoptr(TlMapLayout) layout = tl_map_format_read_data (json, -1, "map layout", 0, problems, error);
  TlMapEditorWindow *self;

  if (layout == NULL)
    return NULL;
  self = g_object_new (TL_TYPE_MAP_EDITOR_WINDOW, "application", application, NULL);
  self->builtin = builtin;
  self->document = tl_map_document_new_from_layout (layout);
  /* its own name, translated as the library shows it */
  if (builtin && tl_builtin_map_name (layout->id) != NULL)
    put_builtin_name (self, tl_builtin_map_name (layout->id));
  tl_map_document_set_deck_tiles (self->document, self->deck_tiles[DECK_MAPS]);
  tl_map_edit_view_set_document (self->view, self->document);
  tl_map_edit_view_set_editable (self->view, !builtin);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), tl_map_document_get_name (self->document));
  gtk_widget_set_sensitive (GTK_WIDGET (self->name_row), !builtin);
  gtk_widget_set_sensitive (self->palette, !builtin);
  enable (self, "resize", !builtin);
  tl_editor_window_set_document (TL_EDITOR_WINDOW (self), store, TL_DOCUMENT (self->document), builtin);
  gtk_widget_grab_focus (GTK_WIDGET (self->view));
  return self;
}

TlMapDocument *
tl_map_editor_window_get_document (TlMapEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_MAP_EDITOR_WINDOW (self), NULL);
  return self->document;
}

TlMapEditView *
tl_map_editor_window_get_view (TlMapEditorWindow *self)
{
  g_return_val_if_fail (TL_IS_MAP_EDITOR_WINDOW (self), NULL);
  return self->view;
}
