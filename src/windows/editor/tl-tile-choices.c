/* tl-tile-choices.c — the tile pane's controls for a side's and a tile's choices
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-tile-choices.h"
#include "tl-tile-design.h"
#include "tl-tile-words.h"

/* The symbols a side's segment may show, in the order of the row's buttons. */
static const struct {
  TlSymbol symbol;
  const char *label;
} symbols[] = {
  { TL_SYMBOL_CATHEDRAL, N_("Cathedral") },
  { TL_SYMBOL_WINE, N_("Wine") },
  { TL_SYMBOL_GRAIN, N_("Grain") },
  { TL_SYMBOL_CLOTH, N_("Cloth") },
  { TL_SYMBOL_INN, N_("Inn") },
  { TL_SYMBOL_GARDEN, N_("Garden") },
};
#define N_SYMBOL_BUTTONS G_N_ELEMENTS (symbols)

/* A sea borders at most three other territories on one tile. */
#define N_SHORES 3

static const TlSegmentKind carcassonne_kinds[] = { TL_SEGMENT_FIELD, TL_SEGMENT_ROAD, TL_SEGMENT_CITY };
static const TlSegmentKind discovery_kinds[] = { TL_SEGMENT_GRASSLAND, TL_SEGMENT_MOUNTAIN, TL_SEGMENT_SEA };

struct _TlTileChoices {
  GObject parent_instance;

  TlTileEditView *view;
  TlTileSetDocument *document;
  TlTileSetEntry *entry;
  gboolean editable;
  gboolean updating;
  GPtrArray *edit_rows;         /* the rows that change the tile (insensitive when read-only) */

  /* the side group */
  GtkToggleButton *side_buttons[TL_N_SIDES];
  AdwActionRow *kind_row;
  GtkToggleButton *kind_buttons[3];
  AdwActionRow *join_row;
  GtkCheckButton *join_buttons[TL_N_SIDES];
  AdwComboRow *road_end_row;
  AdwComboRow *gate_row;
  guint gate_sides[TL_N_SIDES + 1];     /* the gate row's choices: TL_DESIGN_NONE, then city sides */
  AdwActionRow *pennants_row;
  GtkSpinButton *pennants_spin;
  AdwActionRow *symbols_row;
  GtkToggleButton *symbol_buttons[N_SYMBOL_BUTTONS];
  AdwActionRow *shore_rows[N_SHORES];
  GtkSpinButton *shore_spins[N_SHORES];
  guint shore_lands[N_SHORES];

  /* the tile group */
  AdwActionRow *monastery_row;
  GtkSwitch *monastery_switch;
  AdwActionRow *walls_row;
  GtkToggleButton *wall_buttons[4];
  AdwActionRow *spurs_row;
  GtkToggleButton *spur_buttons[TL_N_SIDES];
  AdwComboRow *centre_row;
  guint centre_sides[TL_N_SIDES + 1];
  AdwActionRow *rotate_row;
};

G_DEFINE_FINAL_TYPE (TlTileChoices, tl_tile_choices, G_TYPE_OBJECT)

static gboolean
is_discovery (TlTileChoices *self)
{
  return self->document != NULL && g_strcmp0 (tl_tile_set_document_get_game (self->document), "discovery") == 0;
}

static const TlTileDesign *
design (TlTileChoices *self)
{
  return self->entry != NULL ? tl_tile_set_entry_get_design (self->entry) : NULL;
}

static guint
side (TlTileChoices *self)
{
  return tl_tile_edit_view_get_side (self->view);
}

static void
edit (TlTileChoices *self, TlTileEdit what, guint a, guint b, guint c)
{
  if (!self->updating && self->editable)
    tl_tile_edit_view_edit (self->view, what, a, b, c);
}

/* ---- building the rows ---- */

static GtkWidget *
linked_box (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  return box;
}

static AdwActionRow *
action_row (AdwPreferencesGroup *group, const char *title, const char *subtitle, GtkWidget *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (suffix != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_preferences_group_add (group, row);
  return ADW_ACTION_ROW (row);
}

static AdwComboRow *
combo_row (AdwPreferencesGroup *group, const char *title, const char *subtitle, GCallback callback,
           TlTileChoices *self)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (gtk_string_list_new (NULL)));
  g_signal_connect (row, "notify::selected", callback, self);
  adw_preferences_group_add (group, row);
  return ADW_COMBO_ROW (row);
}

static GtkSpinButton *
spin_button (guint upper, GCallback callback, TlTileChoices *self)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, upper, 1);

  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  g_signal_connect (spin, "value-changed", callback, self);
  return GTK_SPIN_BUTTON (spin);
}

/* Gives @row these choices (only when they changed: the row's popover is rebuilt) and selects one. */
static void
set_strings (AdwComboRow *row, const char * const *strings, guint n, guint selected)
{
  GtkStringList *list = GTK_STRING_LIST (adw_combo_row_get_model (row));
  gboolean same = g_list_model_get_n_items (G_LIST_MODEL (list)) == n;

  for (guint i = 0; same && i < n; i++)
    same = g_strcmp0 (gtk_string_list_get_string (list, i), strings[i]) == 0;
  if (!same)
    {
      gtk_string_list_splice (list, 0, g_list_model_get_n_items (G_LIST_MODEL (list)), NULL);
      for (guint i = 0; i < n; i++)
        gtk_string_list_append (list, strings[i]);
    }
  if (adw_combo_row_get_selected (row) != selected)
    adw_combo_row_set_selected (row, selected);
}

/* ---- the side group's handlers ---- */

static void
on_side_toggled (GtkToggleButton *button, TlTileChoices *self)
{
  guint s = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "side"));

  if (!self->updating && gtk_toggle_button_get_active (button))
    tl_tile_edit_view_set_side (self->view, s);
}

static void
on_kind_toggled (GtkToggleButton *button, TlTileChoices *self)
{
  guint k = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind"));
  const TlSegmentKind *kinds = is_discovery (self) ? discovery_kinds : carcassonne_kinds;

  if (gtk_toggle_button_get_active (button))
    edit (self, TL_TILE_EDIT_KIND, side (self), kinds[k], 0);
}

static void
on_join_toggled (GtkCheckButton *button, TlTileChoices *self)
{
  guint other = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "side"));

  if (gtk_check_button_get_active (button))
    edit (self, TL_TILE_EDIT_JOIN, side (self), other, 0);
  else
    edit (self, TL_TILE_EDIT_SEPARATE, other, 0, 0);
}

static void
on_road_end_selected (AdwComboRow *row, GParamSpec *pspec, TlTileChoices *self)
{
  guint selected = adw_combo_row_get_selected (row);

  if (selected != GTK_INVALID_LIST_POSITION)
    edit (self, TL_TILE_EDIT_ROAD_END, side (self), TL_ROAD_END_JUNCTION + selected, 0);
}

static void
on_gate_selected (AdwComboRow *row, GParamSpec *pspec, TlTileChoices *self)
{
  guint selected = adw_combo_row_get_selected (row);

  if (selected <= TL_N_SIDES)
    edit (self, TL_TILE_EDIT_GATE, side (self), self->gate_sides[selected], 0);
}

static void
on_pennants_changed (GtkSpinButton *spin, TlTileChoices *self)
{
  edit (self, TL_TILE_EDIT_PENNANTS, side (self), (guint) gtk_spin_button_get_value_as_int (spin), 0);
}

/* Where a symbol of @side's segment is kept: the side, or for a garden a port of its field. */
static guint
symbol_place (guint s, TlSymbol symbol)
{
  return symbol == TL_SYMBOL_GARDEN ? 3 * s : s;
}

static void
on_symbol_toggled (GtkToggleButton *button, TlTileChoices *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "symbol"));

  edit (self, TL_TILE_EDIT_SYMBOL, symbol_place (side (self), symbols[i].symbol), symbols[i].symbol,
        gtk_toggle_button_get_active (button));
}

static void
on_shore_changed (GtkSpinButton *spin, TlTileChoices *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "shore"));

  edit (self, TL_TILE_EDIT_PORT_CITIES, side (self), self->shore_lands[i],
        (guint) gtk_spin_button_get_value_as_int (spin));
}

/* ---- the tile group's handlers ---- */

static void
on_monastery_toggled (GtkSwitch *button, GParamSpec *pspec, TlTileChoices *self)
{
  edit (self, TL_TILE_EDIT_MONASTERY, gtk_switch_get_active (button), 0, 0);
}

static void
on_wall_toggled (GtkToggleButton *button, TlTileChoices *self)
{
  guint corner = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "corner"));

  edit (self, TL_TILE_EDIT_CORNER_WALL, corner, gtk_toggle_button_get_active (button), TL_DESIGN_NONE);
}

static void
on_spur_toggled (GtkToggleButton *button, TlTileChoices *self)
{
  guint s = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "side"));

  edit (self, TL_TILE_EDIT_JUNCTION_GATE, s, gtk_toggle_button_get_active (button), 0);
}

static void
on_centre_selected (AdwComboRow *row, GParamSpec *pspec, TlTileChoices *self)
{
  guint selected = adw_combo_row_get_selected (row);

  if (selected <= TL_N_SIDES)
    edit (self, TL_TILE_EDIT_CENTRE, self->centre_sides[selected], 0, 0);
}

static void
on_rotate_clicked (GtkButton *button, TlTileChoices *self)
{
  edit (self, TL_TILE_EDIT_ROTATE, 1, 0, 0);
}

/* ---- showing a tile ---- */

static gboolean
is_land (guint8 kind)
{
  return kind == TL_SEGMENT_MOUNTAIN || kind == TL_SEGMENT_GRASSLAND;
}

/* The segment of the built tile on side @s (its middle port), or TL_NO_SEGMENT. */
static guint
segment_on (const TlTileType *type, guint s)
{
  return type != NULL ? type->port_segment[3 * s + 1] : TL_NO_SEGMENT;
}

static void
update_sides (TlTileChoices *self, const TlTileDesign *d, guint s)
{
  const TlSegmentKind *kinds = is_discovery (self) ? discovery_kinds : carcassonne_kinds;
  gboolean alone = TRUE;

  for (guint i = 0; i < TL_N_SIDES; i++)
    gtk_toggle_button_set_active (self->side_buttons[i], i == s);
  for (guint k = 0; k < 3; k++)
    {
      gtk_button_set_label (GTK_BUTTON (self->kind_buttons[k]), tl_tile_kind_label (kinds[k]));
      gtk_toggle_button_set_active (self->kind_buttons[k], d != NULL && d->kind[s] == kinds[k]);
    }
  for (guint i = 0; i < TL_N_SIDES; i++)
    {
      gboolean same_kind = d != NULL && i != s && d->kind[i] == d->kind[s];

      gtk_widget_set_visible (GTK_WIDGET (self->join_buttons[i]), i != s);
      gtk_widget_set_sensitive (GTK_WIDGET (self->join_buttons[i]), same_kind);
      gtk_check_button_set_active (self->join_buttons[i], same_kind && tl_tile_design_same_segment (d, s, i));
      if (same_kind && tl_tile_design_same_segment (d, s, i))
        alone = FALSE;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->join_row), d != NULL && d->kind[s] != TL_SEGMENT_FIELD);
  if (d != NULL)
    adw_action_row_set_subtitle (self->join_row,
                                 d->kind[s] == TL_SEGMENT_CITY ? _("One city; none: a city cap of its own")
                                 : d->kind[s] == TL_SEGMENT_ROAD ? _("A road through; none: the road stops")
                                 : _("One territory; none: a territory of its own"));
  gtk_widget_set_visible (GTK_WIDGET (self->road_end_row), d != NULL && d->kind[s] == TL_SEGMENT_ROAD && alone);
  if (d != NULL && d->kind[s] == TL_SEGMENT_ROAD && alone && d->road_end[s] >= TL_ROAD_END_JUNCTION)
    adw_combo_row_set_selected (self->road_end_row, d->road_end[s] - TL_ROAD_END_JUNCTION);
}

static void
update_gate (TlTileChoices *self, const TlTileDesign *d, guint s)
{
  const char *strings[TL_N_SIDES + 1];
  g_autofree char *names[TL_N_SIDES] = { NULL };
  guint n = 0, selected = 0;

  strings[n] = _("The nearest city");
  self->gate_sides[n++] = TL_DESIGN_NONE;
  for (guint i = 0; d != NULL && i < TL_N_SIDES; i++)
    if (d->kind[i] == TL_SEGMENT_CITY && tl_tile_design_first_side (d, i) == i)
      {
        /* Translators: a city of a tile, named by its first side */
        names[i] = g_strdup_printf (_("The city at %s"), tl_tile_side_label (i));
        if (d->gate[s] == i)
          selected = n;
        strings[n] = names[i];
        self->gate_sides[n++] = i;
      }
  gtk_widget_set_visible (GTK_WIDGET (self->gate_row), d != NULL && d->kind[s] == TL_SEGMENT_ROAD &&
                          d->road_end[s] == TL_ROAD_END_CITY && n > 2);
  set_strings (self->gate_row, strings, n, selected);
}

static void
update_symbols (TlTileChoices *self, const TlTileDesign *d, const TlTileType *type, guint s)
{
  guint first = d != NULL ? tl_tile_design_first_side (d, s) : 0;
  gboolean any = FALSE;

  gtk_spin_button_set_value (self->pennants_spin, d != NULL ? d->pennants[first] : 0);
  gtk_widget_set_visible (GTK_WIDGET (self->pennants_row), d != NULL && d->kind[s] == TL_SEGMENT_CITY);
  for (guint i = 0; i < N_SYMBOL_BUTTONS; i++)
    {
      TlSymbol symbol = symbols[i].symbol;
      gboolean fits = d != NULL && !is_discovery (self) && tl_symbol_segment_kind (symbol) == d->kind[s];
      gboolean shown = FALSE;

      if (fits && symbol == TL_SYMBOL_GARDEN)
        shown = type != NULL && d->garden_port != TL_DESIGN_NONE && d->garden_port < TL_N_PORTS &&
                type->port_segment[d->garden_port] == type->port_segment[3 * s];
      else if (fits)
        shown = (d->symbols[first] >> symbol & 1) != 0;
      gtk_widget_set_visible (GTK_WIDGET (self->symbol_buttons[i]), fits);
      gtk_toggle_button_set_active (self->symbol_buttons[i], shown);
      any |= fits;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->symbols_row), any);
}

static void
update_shores (TlTileChoices *self, const TlTileDesign *d, const TlTileType *type, guint s)
{
  guint sea = segment_on (type, s), n = 0;

  for (guint l = 0; d != NULL && type != NULL && sea != TL_NO_SEGMENT && d->kind[s] == TL_SEGMENT_SEA &&
                    l < TL_N_SIDES && n < N_SHORES; l++)
    {
      guint land = segment_on (type, l);
      g_autofree char *title = NULL;

      if (!is_land (d->kind[l]) || tl_tile_design_first_side (d, l) != l || land == TL_NO_SEGMENT ||
          !tl_tile_type_segments_touch (type, sea, land))
        continue;
      /* Translators: port cities on the shore between a sea and the land at a side ("Grassland at E") */
      title = g_strdup_printf (_("Port Cities by the %s at %s"), tl_tile_kind_label (d->kind[l]),
                               tl_tile_side_label (l));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->shore_rows[n]), title);
      gtk_spin_button_set_value (self->shore_spins[n], d->port_cities[tl_tile_design_first_side (d, s)][l]);
      self->shore_lands[n] = l;
      gtk_widget_set_visible (GTK_WIDGET (self->shore_rows[n]), TRUE);
      n++;
    }
  for (; n < N_SHORES; n++)
    gtk_widget_set_visible (GTK_WIDGET (self->shore_rows[n]), FALSE);
}

static void
update_tile (TlTileChoices *self, const TlTileDesign *d)
{
  gboolean discovery = is_discovery (self);
  gboolean city = FALSE, junction = FALSE, four = d != NULL;
  const char *strings[TL_N_SIDES + 1];
  g_autofree char *names[TL_N_SIDES] = { NULL };
  guint n = 0, selected = 0;

  for (guint i = 0; d != NULL && i < TL_N_SIDES; i++)
    {
      city |= d->kind[i] == TL_SEGMENT_CITY;
      junction |= d->kind[i] == TL_SEGMENT_ROAD && d->road_end[i] == TL_ROAD_END_JUNCTION;
      for (guint j = i + 1; j < TL_N_SIDES; j++)
        four &= !tl_tile_design_same_segment (d, i, j);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->monastery_row), !discovery);
  gtk_switch_set_active (self->monastery_switch, d != NULL && d->monastery);

  gtk_widget_set_visible (GTK_WIDGET (self->walls_row), !discovery && city);
  for (guint c = 0; c < 4; c++)
    {
      gboolean fits = d != NULL && d->kind[(c + 3) % 4] != TL_SEGMENT_CITY && d->kind[c] != TL_SEGMENT_CITY;

      gtk_widget_set_sensitive (GTK_WIDGET (self->wall_buttons[c]), fits);
      gtk_toggle_button_set_active (self->wall_buttons[c], d != NULL && (d->corner_walls >> c & 1));
    }

  gtk_widget_set_visible (GTK_WIDGET (self->spurs_row), !discovery && city && junction);
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      gboolean fits = d != NULL && d->kind[s] == TL_SEGMENT_CITY && tl_tile_design_first_side (d, s) == s;

      gtk_widget_set_visible (GTK_WIDGET (self->spur_buttons[s]), fits);
      gtk_toggle_button_set_active (self->spur_buttons[s], fits && (d->junction_gates >> s & 1));
    }

  strings[n] = _("None: they meet at a point");
  self->centre_sides[n++] = TL_DESIGN_NONE;
  for (guint s = 0; d != NULL && s < TL_N_SIDES; s++)
    {
      /* Translators: the terrain that fills a tile's middle: a kind and the side it comes from */
      names[s] = g_strdup_printf (_("The %s at %s"), tl_tile_kind_label (d->kind[s]), tl_tile_side_label (s));
      if (d->centre == s)
        selected = n;
      strings[n] = names[s];
      self->centre_sides[n++] = s;
    }
  set_strings (self->centre_row, strings, n, selected);
  gtk_widget_set_visible (GTK_WIDGET (self->centre_row), discovery && four);
}

void
tl_tile_choices_update (TlTileChoices *self, TlTileSetEntry *entry)
{
  const TlTileDesign *d;
  const TlTileType *type;
  guint s;

  g_return_if_fail (TL_IS_TILE_CHOICES (self));
  g_set_object (&self->entry, entry);
  d = design (self);
  type = entry != NULL ? tl_tile_set_entry_get_tile (entry) : NULL;
  s = side (self);
  self->updating = TRUE;
  update_sides (self, d, s);
  update_gate (self, d, s);
  update_symbols (self, d, type, s);
  update_shores (self, d, type, s);
  update_tile (self, d);
  for (guint i = 0; i < self->edit_rows->len; i++)
    gtk_widget_set_sensitive (g_ptr_array_index (self->edit_rows, i), self->editable && d != NULL);
  self->updating = FALSE;
}

void
tl_tile_choices_set_document (TlTileChoices *self, TlTileSetDocument *document, gboolean editable)
{
  g_return_if_fail (TL_IS_TILE_CHOICES (self));
  g_set_object (&self->document, document);
  self->editable = editable;
  g_clear_object (&self->entry);
}

/* ---- the object ---- */

static void
build_side_group (TlTileChoices *self, AdwPreferencesGroup *group)
{
  static const char * const ends[] = { N_("A junction"), N_("The monastery"), N_("A city gate") };
  GtkWidget *box = linked_box ();

  for (guint i = 0; i < TL_N_SIDES; i++)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label (tl_tile_side_label (i));

      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), self->side_buttons[0]);
      g_object_set_data (G_OBJECT (button), "side", GUINT_TO_POINTER (i));
      g_signal_connect (button, "toggled", G_CALLBACK (on_side_toggled), self);
      gtk_box_append (GTK_BOX (box), button);
      self->side_buttons[i] = GTK_TOGGLE_BUTTON (button);
    }
  action_row (group, _("Side"), _("Or click it on the tile, or use the arrow keys"), box);

  box = linked_box ();
  for (guint k = 0; k < 3; k++)
    {
      GtkWidget *button = gtk_toggle_button_new ();

      if (k > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), self->kind_buttons[0]);
      g_object_set_data (G_OBJECT (button), "kind", GUINT_TO_POINTER (k));
      g_signal_connect (button, "toggled", G_CALLBACK (on_kind_toggled), self);
      gtk_box_append (GTK_BOX (box), button);
      self->kind_buttons[k] = GTK_TOGGLE_BUTTON (button);
    }
  self->kind_row = action_row (group, _("Kind"), NULL, box);

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (guint i = 0; i < TL_N_SIDES; i++)
    {
      GtkWidget *button = gtk_check_button_new_with_label (tl_tile_side_label (i));

      g_object_set_data (G_OBJECT (button), "side", GUINT_TO_POINTER (i));
      g_signal_connect (button, "toggled", G_CALLBACK (on_join_toggled), self);
      gtk_box_append (GTK_BOX (box), button);
      self->join_buttons[i] = GTK_CHECK_BUTTON (button);
    }
  self->join_row = action_row (group, _("One With"), NULL, box);

  self->road_end_row = combo_row (group, _("Road Stops At"), NULL, G_CALLBACK (on_road_end_selected), self);
  {
    const char *strings[G_N_ELEMENTS (ends)];

    for (guint i = 0; i < G_N_ELEMENTS (ends); i++)
      strings[i] = _(ends[i]);
    set_strings (self->road_end_row, strings, G_N_ELEMENTS (ends), 0);
  }
  self->gate_row = combo_row (group, _("Gate Of"), NULL, G_CALLBACK (on_gate_selected), self);

  self->pennants_spin = spin_button (9, G_CALLBACK (on_pennants_changed), self);
  self->pennants_row = action_row (group, _("Pennants"), _("Of the whole city"), GTK_WIDGET (self->pennants_spin));
  adw_action_row_set_activatable_widget (self->pennants_row, GTK_WIDGET (self->pennants_spin));

  box = linked_box ();
  for (guint i = 0; i < N_SYMBOL_BUTTONS; i++)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label (_(symbols[i].label));

      g_object_set_data (G_OBJECT (button), "symbol", GUINT_TO_POINTER (i));
      g_signal_connect (button, "toggled", G_CALLBACK (on_symbol_toggled), self);
      gtk_box_append (GTK_BOX (box), button);
      self->symbol_buttons[i] = GTK_TOGGLE_BUTTON (button);
    }
  self->symbols_row = action_row (group, _("Symbols"), NULL, box);
  gtk_widget_set_tooltip_text (box, _("Drawn and kept with the tile; they score nothing"));

  for (guint i = 0; i < N_SHORES; i++)
    {
      self->shore_spins[i] = spin_button (TL_MAX_PORT_CITIES, G_CALLBACK (on_shore_changed), self);
      g_object_set_data (G_OBJECT (self->shore_spins[i]), "shore", GUINT_TO_POINTER (i));
      self->shore_rows[i] = action_row (group, "", NULL, GTK_WIDGET (self->shore_spins[i]));
      adw_action_row_set_activatable_widget (self->shore_rows[i], GTK_WIDGET (self->shore_spins[i]));
    }
}

static void
build_tile_group (TlTileChoices *self, AdwPreferencesGroup *group)
{
  GtkWidget *box, *button;

  self->monastery_switch = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->monastery_switch), GTK_ALIGN_CENTER);
  g_signal_connect (self->monastery_switch, "notify::active", G_CALLBACK (on_monastery_toggled), self);
  self->monastery_row = action_row (group, _("_Monastery"), _("In the middle of the tile (M)"),
                                    GTK_WIDGET (self->monastery_switch));
  adw_action_row_set_activatable_widget (self->monastery_row, GTK_WIDGET (self->monastery_switch));

  box = linked_box ();
  for (guint c = 0; c < 4; c++)
    {
      button = gtk_toggle_button_new_with_label (tl_tile_corner_label (c));
      g_object_set_data (G_OBJECT (button), "corner", GUINT_TO_POINTER (c));
      g_signal_connect (button, "toggled", G_CALLBACK (on_wall_toggled), self);
      gtk_box_append (GTK_BOX (box), button);
      self->wall_buttons[c] = GTK_TOGGLE_BUTTON (button);
    }
  self->walls_row = action_row (group, _("City Reaches Corner"),
                                _("A spur of wall that parts the fields beside the corner"), box);

  box = linked_box ();
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      button = gtk_toggle_button_new_with_label (tl_tile_side_label (s));
      g_object_set_data (G_OBJECT (button), "side", GUINT_TO_POINTER (s));
      g_signal_connect (button, "toggled", G_CALLBACK (on_spur_toggled), self);
      gtk_box_append (GTK_BOX (box), button);
      self->spur_buttons[s] = GTK_TOGGLE_BUTTON (button);
    }
  self->spurs_row = action_row (group, _("Junction Spurs"),
                                _("A short road from the junction to a city’s gate, parting the fields"), box);

  self->centre_row = combo_row (group, _("Middle"), _("The terrain that fills the middle and reaches across"),
                                G_CALLBACK (on_centre_selected), self);

  button = gtk_button_new_from_icon_name ("object-rotate-right-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Turn the tile a quarter clockwise (Ctrl+R)"));
  g_signal_connect (button, "clicked", G_CALLBACK (on_rotate_clicked), self);
  self->rotate_row = action_row (group, _("_Turn"), _("A quarter clockwise, with every choice"), button);
  adw_action_row_set_activatable_widget (self->rotate_row, button);
}

static void
tl_tile_choices_dispose (GObject *object)
{
  TlTileChoices *self = TL_TILE_CHOICES (object);

  g_clear_object (&self->document);
  g_clear_object (&self->entry);
  g_clear_pointer (&self->edit_rows, g_ptr_array_unref);
  G_OBJECT_CLASS (tl_tile_choices_parent_class)->dispose (object);
}

static void
tl_tile_choices_class_init (TlTileChoicesClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tl_tile_choices_dispose;
}

static void
tl_tile_choices_init (TlTileChoices *self)
{
  self->edit_rows = g_ptr_array_new ();
}

TlTileChoices *
tl_tile_choices_new (TlTileEditView *view, AdwPreferencesGroup *side_group, AdwPreferencesGroup *tile_group)
{
  TlTileChoices *self = g_object_new (TL_TYPE_TILE_CHOICES, NULL);

  self->view = view;
  build_side_group (self, side_group);
  build_tile_group (self, tile_group);
  {
    GtkWidget *rows[] = {
      GTK_WIDGET (self->kind_row),
      GTK_WIDGET (self->join_row), GTK_WIDGET (self->road_end_row), GTK_WIDGET (self->gate_row),
      GTK_WIDGET (self->pennants_row), GTK_WIDGET (self->symbols_row), GTK_WIDGET (self->shore_rows[0]),
      GTK_WIDGET (self->shore_rows[1]), GTK_WIDGET (self->shore_rows[2]), GTK_WIDGET (self->monastery_row),
      GTK_WIDGET (self->walls_row), GTK_WIDGET (self->spurs_row), GTK_WIDGET (self->centre_row),
      GTK_WIDGET (self->rotate_row),
    };

    for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
      g_ptr_array_add (self->edit_rows, rows[i]);
  }
  tl_tile_choices_update (self, NULL);
  return self;
}
