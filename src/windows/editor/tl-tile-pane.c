/* tl-tile-pane.c — the tile-set editor's tile pane: the tile drawn large, its fields and choices
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-builtin-names.h"
#include "tl-tile-choices.h"
#include "tl-tile-design.h"
#include "tl-tile-pane.h"
#include "tl-tile-words.h"
#include "tl-windows-resources.h"

struct _TlTilePane {
  GtkBox parent_instance;

  TlTileSetDocument *document;
  int tile;
  gboolean editable;
  gboolean updating;            /* the controls are being set from the document */
  TlTileChoices *choices;

  TlTileEditView *view;
  GtkLabel *hint_label;
  AdwPreferencesGroup *side_group;
  AdwPreferencesGroup *choices_group;
  AdwPreferencesGroup *fields_group;
  AdwEntryRow *id_row;
  AdwEntryRow *name_row;
  GtkSpinButton *count_spin;
  GtkSwitch *start_switch;
  GPtrArray *field_rows;
};

G_DEFINE_FINAL_TYPE (TlTilePane, tl_tile_pane, GTK_TYPE_BOX)

static TlTileSetEntry *
current_entry (TlTilePane *self)
{
  if (self->document == NULL || self->tile < 0 || (guint) self->tile >= tl_tile_set_document_n_tiles (self->document))
    return NULL;
  return tl_tile_set_document_get_tile (self->document, (guint) self->tile);
}

/* ---- what is worked out ---- */

/* The sides a segment reaches, as letters ("N, E"). */
static char *
segment_sides (const TlSegment *segment)
{
  GString *text = g_string_new (NULL);

  for (guint s = 0; s < TL_N_SIDES; s++)
    if ((segment->ports >> (3 * s) & 7) != 0)
      {
        if (text->len > 0)
          g_string_append (text, ", ");
        g_string_append (text, tl_tile_side_label (s));
      }
  return g_string_free (text, FALSE);
}

static char *
segment_title (const TlTileType *type, guint i)
{
  const TlSegment *segment = &type->segments[i];
  g_autofree char *sides = segment_sides (segment);

  if (segment->kind == TL_SEGMENT_MONASTERY)
    return g_strdup (tl_tile_kind_label (segment->kind));
  if (type->inner_segment == i)
    return g_strdup (_("Inner field, enclosed by the cities"));
  /* Translators: a segment of a tile: its kind, then the sides it reaches ("City: N, E") */
  return g_strdup_printf (_("%s: %s"), tl_tile_kind_label (segment->kind), sides);
}

static char *
segment_subtitle (const TlTileType *type, guint i)
{
  const TlSegment *segment = &type->segments[i];
  GString *text = g_string_new (NULL);

  for (guint j = 0; j < type->n_segments; j++)
    if (j != i && (segment->touches >> j & 1))
      {
        g_autofree char *title = segment_title (type, j);

        g_string_append (text, text->len == 0 ? (segment->kind == TL_SEGMENT_FIELD ? _("Touches ") : _("Borders "))
                                              : "; ");
        g_string_append (text, title);
      }
  if (segment->kind == TL_SEGMENT_FIELD && text->len == 0)
    g_string_append (text, _("Touches no city"));
  if (segment->kind == TL_SEGMENT_CITY && segment->pennants > 0)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u pennant", "%u pennants", segment->pennants),
                              segment->pennants);
    }
  if (segment->kind == TL_SEGMENT_ROAD && segment->road_end != TL_ROAD_END_NONE)
    {
      static const char * const ends[] = {
        NULL, N_("Stops at the junction"), N_("Stops at the monastery"), N_("Stops at a city gate"),
      };

      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append (text, _(ends[segment->road_end]));
    }
  if (segment->port_cities > 0)
    {
      if (text->len > 0)
        g_string_append (text, " · ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u port city", "%u port cities",
                                                 segment->port_cities), segment->port_cities);
    }
  return g_string_free (text, FALSE);
}

/* Row @i of the worked-out group, made when there are not that many yet; shown. */
static AdwActionRow *
field_row (TlTilePane *self, guint i)
{
  while (self->field_rows->len <= i)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      adw_preferences_group_add (self->fields_group, row);
      g_ptr_array_add (self->field_rows, row);
    }
  gtk_widget_set_visible (g_ptr_array_index (self->field_rows, i), TRUE);
  return g_ptr_array_index (self->field_rows, i);
}

static void
set_row_text (AdwActionRow *row, const char *title, const char *subtitle)
{
  g_autofree char *escaped = g_markup_escape_text (title, -1);
  g_autofree char *escaped_sub = g_markup_escape_text (subtitle != NULL ? subtitle : "", -1);

  /* a row's title is markup; set only what changed (each change lays the row out again) */
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), escaped) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
  if (g_strcmp0 (adw_action_row_get_subtitle (row), escaped_sub) != 0)
    adw_action_row_set_subtitle (row, escaped_sub);
}

static void
update_fields (TlTilePane *self, TlTileSetEntry *entry)
{
  const TlTileType *type = entry != NULL ? tl_tile_set_entry_get_tile (entry) : NULL;
  guint n = 0;

  if (type == NULL)
    set_row_text (field_row (self, n++),
                  entry != NULL ? _("Kept as the file gave it: its segments do not follow from its sides. The "
                                    "first change makes it what its sides say.")
                                : _("No tile"), NULL);
  for (guint i = 0; type != NULL && i < type->n_segments; i++)
    {
      g_autofree char *title = segment_title (type, i);
      g_autofree char *subtitle = segment_subtitle (type, i);

      set_row_text (field_row (self, n++), title, subtitle);
    }
  for (guint i = n; i < self->field_rows->len; i++)
    gtk_widget_set_visible (g_ptr_array_index (self->field_rows, i), FALSE);
}

/* ---- the tile's fields ---- */

static void
update (TlTilePane *self)
{
  g_autoptr(TlTileSetEntry) entry = current_entry (self);
  gboolean editable = self->editable && entry != NULL;
  g_autofree char *count = NULL;

  self->updating = TRUE;
  if (entry != NULL)
    {
      const char *name = tl_tile_set_entry_get_name (entry);

      /* a built-in set's names in the user's language; the field of a set one
       * can edit holds the name as written */
      if (!self->editable)
        name = tl_builtin_tile_name (tl_tile_set_entry_get_id (entry), name);
      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->id_row)), tl_tile_set_entry_get_id (entry)) != 0)
        gtk_editable_set_text (GTK_EDITABLE (self->id_row), tl_tile_set_entry_get_id (entry));
      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_row)), name != NULL ? name : "") != 0)
        gtk_editable_set_text (GTK_EDITABLE (self->name_row), name != NULL ? name : "");
      gtk_spin_button_set_value (self->count_spin, tl_tile_set_entry_get_count (entry));
      gtk_switch_set_active (self->start_switch, tl_tile_set_entry_get_start (entry));
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->id_row), editable);
  gtk_widget_set_sensitive (GTK_WIDGET (self->name_row), editable);
  gtk_widget_set_sensitive (GTK_WIDGET (self->count_spin), editable);
  gtk_widget_set_sensitive (GTK_WIDGET (self->start_switch), editable);
  tl_tile_choices_update (self->choices, entry);
  update_fields (self, entry);
  self->updating = FALSE;
}

static void
update_hint (TlTilePane *self)
{
  g_autoptr(TlTileSetEntry) entry = current_entry (self);
  g_autofree char *text = NULL;

  if (entry != NULL && self->editable)
    {
      gboolean discovery = g_strcmp0 (tl_tile_set_document_get_game (self->document), "discovery") == 0;

      text = g_strdup (discovery ? _("Click a side to change its terrain, or choose a side with the arrow keys "
                                     "and press Space, G, M or S")
                                 : _("Click a side to change it, or choose a side with the arrow keys and "
                                     "press Space, F, R or C"));
    }
  else if (entry != NULL)
    text = g_strdup (_("A built-in tile: duplicate the set to change it"));
  gtk_label_set_label (self->hint_label, text != NULL ? text : "");
}

static void
on_document_changed (TlTileSetDocument *document, TlTilePane *self)
{
  update (self);
  update_hint (self);
}

static void
on_side_changed (TlTileEditView *view, GParamSpec *pspec, TlTilePane *self)
{
  g_autoptr(TlTileSetEntry) entry = current_entry (self);

  self->updating = TRUE;
  tl_tile_choices_update (self->choices, entry);
  self->updating = FALSE;
}

static void
on_id_changed (GtkEditable *editable, TlTilePane *self)
{
  if (!self->updating && self->editable && self->tile >= 0)
    tl_tile_set_document_set_tile_id (self->document, (guint) self->tile, gtk_editable_get_text (editable));
}

static void
on_name_changed (GtkEditable *editable, TlTilePane *self)
{
  if (!self->updating && self->editable && self->tile >= 0)
    tl_tile_set_document_set_tile_name (self->document, (guint) self->tile, gtk_editable_get_text (editable));
}

static void
on_count_changed (GtkSpinButton *spin, TlTilePane *self)
{
  if (!self->updating && self->editable && self->tile >= 0)
    tl_tile_set_document_set_tile_count (self->document, (guint) self->tile,
                                         (guint) gtk_spin_button_get_value_as_int (spin));
}

static void
on_start_toggled (GtkSwitch *button, GParamSpec *pspec, TlTilePane *self)
{
  int start;

  if (self->updating || !self->editable || self->tile < 0)
    return;
  start = tl_tile_set_document_get_start_tile (self->document);
  if (gtk_switch_get_active (button) && start != self->tile)
    tl_tile_set_document_set_start_tile (self->document, self->tile);
  else if (!gtk_switch_get_active (button) && start == self->tile)
    tl_tile_set_document_set_start_tile (self->document, -1);
}

/* ---- the object ---- */

void
tl_tile_pane_set_document (TlTilePane *self, TlTileSetDocument *document, gboolean editable)
{
  g_return_if_fail (TL_IS_TILE_PANE (self));
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  self->editable = editable;
  self->tile = -1;
  if (document != NULL)
    g_signal_connect_after (document, "changed", G_CALLBACK (on_document_changed), self);
  tl_tile_edit_view_set_document (self->view, document);
  tl_tile_edit_view_set_editable (self->view, editable);
  tl_tile_choices_set_document (self->choices, document, editable);
  update (self);
  update_hint (self);
}

void
tl_tile_pane_set_tile (TlTilePane *self, int index)
{
  g_return_if_fail (TL_IS_TILE_PANE (self));
  if (self->tile == index)
    return;
  self->tile = index;
  tl_tile_edit_view_set_tile (self->view, index);
  update (self);
  update_hint (self);
}

TlTileEditView *
tl_tile_pane_get_view (TlTilePane *self)
{
  g_return_val_if_fail (TL_IS_TILE_PANE (self), NULL);
  return self->view;
}

static void
tl_tile_pane_dispose (GObject *object)
{
  TlTilePane *self = TL_TILE_PANE (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_object (&self->choices);
  gtk_widget_dispose_template (GTK_WIDGET (self), TL_TYPE_TILE_PANE);
  G_OBJECT_CLASS (tl_tile_pane_parent_class)->dispose (object);
}

static void
tl_tile_pane_finalize (GObject *object)
{
  TlTilePane *self = TL_TILE_PANE (object);

  g_ptr_array_unref (self->field_rows);
  G_OBJECT_CLASS (tl_tile_pane_parent_class)->finalize (object);
}

static void
tl_tile_pane_class_init (TlTilePaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_tile_pane_dispose;
  object_class->finalize = tl_tile_pane_finalize;
  g_type_ensure (TL_TYPE_TILE_EDIT_VIEW);
  tl_windows_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tilelands/Tilelands/tl-tile-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, TlTilePane, view);
  gtk_widget_class_bind_template_child (widget_class, TlTilePane, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TlTilePane, side_group);
  gtk_widget_class_bind_template_child (widget_class, TlTilePane, choices_group);
  gtk_widget_class_bind_template_child (widget_class, TlTilePane, fields_group);
  gtk_widget_class_bind_template_child (widget_class, TlTilePane, id_row);
  gtk_widget_class_bind_template_child (widget_class, TlTilePane, name_row);
  gtk_widget_class_bind_template_child (widget_class, TlTilePane, count_spin);
  gtk_widget_class_bind_template_child (widget_class, TlTilePane, start_switch);
  gtk_widget_class_bind_template_callback (widget_class, on_id_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_name_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_count_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_start_toggled);
}

static void
tl_tile_pane_init (TlTilePane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->tile = -1;
  self->field_rows = g_ptr_array_new ();
  self->choices = tl_tile_choices_new (self->view, self->side_group, self->choices_group);
  g_signal_connect (self->view, "notify::side", G_CALLBACK (on_side_changed), self);
}

GtkWidget *
tl_tile_pane_new (void)
{
  return g_object_new (TL_TYPE_TILE_PANE, NULL);
}
