/* tl-tile-edit-view.c — one tile of a tile set drawn large, its sides edited by pointer and keyboard
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "tl-style-color.h"
#include "tl-tile-design.h"
#include "tl-tile-edit-view.h"
#include "tl-tile-thumbnail.h"
#include "tl-tile-words.h"

/* Room round the tile for the sides' letters, pixels. */
#define MARGIN 22
/* The middle that is no side's: this share of the tile round its centre. */
#define MIDDLE 0.2

struct _TlTileEditView {
  GtkWidget parent_instance;

  TlTileSetDocument *document;
  int tile;
  guint side;
  int hover;                    /* the side under the pointer, or -1 */
  gboolean editable;

  /* the tile's picture last drawn (docs/design.md §7: drawn once per size, not per frame) */
  GdkTexture *picture;
  TlTileSetEntry *picture_entry;
  guint picture_px;
  gboolean picture_dark;
};

G_DEFINE_FINAL_TYPE (TlTileEditView, tl_tile_edit_view, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_SIDE, PROP_TILE, PROP_EDITABLE, N_PROPS };
enum { SIGNAL_REFUSED, N_SIGNALS };

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- geometry ---- */

static void
tile_box (TlTileEditView *self, double width, double height, double *x0, double *y0, double *size)
{
  *size = MAX (0, MIN (width, height) - 2 * MARGIN);
  *x0 = floor ((width - *size) / 2);
  *y0 = floor ((height - *size) / 2);
}

int
tl_tile_edit_view_side_at (TlTileEditView *self, double x, double y)
{
  double x0, y0, size, u, v;

  g_return_val_if_fail (TL_IS_TILE_EDIT_VIEW (self), -1);
  tile_box (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)),
            &x0, &y0, &size);
  if (size <= 0)
    return -1;
  /* u, v in -0.5..0.5 from the centre */
  u = (x - x0) / size - 0.5;
  v = (y - y0) / size - 0.5;
  if (fabs (u) > 0.5 || fabs (v) > 0.5 || (fabs (u) < MIDDLE / 2 && fabs (v) < MIDDLE / 2))
    return -1;
  if (fabs (v) >= fabs (u))
    return v < 0 ? TL_SIDE_N : TL_SIDE_S;
  return u > 0 ? TL_SIDE_E : TL_SIDE_W;
}

void
tl_tile_edit_view_side_point (TlTileEditView *self, guint side, double *x, double *y)
{
  static const double du[] = { 0, 0.35, 0, -0.35 }, dv[] = { -0.35, 0, 0.35, 0 };
  double x0, y0, size;

  g_return_if_fail (TL_IS_TILE_EDIT_VIEW (self) && side < TL_N_SIDES);
  tile_box (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)),
            &x0, &y0, &size);
  *x = x0 + size * (0.5 + du[side]);
  *y = y0 + size * (0.5 + dv[side]);
}

/* The triangle of @side (the tile's centre and the side's corners), in tile units. */
static void
side_path (cairo_t *cr, guint side, double size)
{
  static const double cx[] = { 0, 1, 1, 0 }, cy[] = { 0, 0, 1, 1 };

  cairo_move_to (cr, size / 2, size / 2);
  cairo_line_to (cr, cx[side] * size, cy[side] * size);
  cairo_line_to (cr, cx[(side + 1) % 4] * size, cy[(side + 1) % 4] * size);
  cairo_close_path (cr);
}

/* ---- drawing ---- */

static TlTileSetEntry *
current_entry (TlTileEditView *self)
{
  if (self->document == NULL || self->tile < 0 || (guint) self->tile >= tl_tile_set_document_n_tiles (self->document))
    return NULL;
  return tl_tile_set_document_get_tile (self->document, self->tile);
}

static void
draw_placeholder (GtkWidget *widget, cairo_t *cr, double size)
{
  static const double dashes[] = { 6.0, 4.0 };
  GdkRGBA fg;

  tl_style_color_fg (widget, &fg);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.3);
  cairo_set_line_width (cr, 2.0);
  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
  cairo_rectangle (cr, 1, 1, size - 2, size - 2);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_letters (GtkWidget *widget, GtkSnapshot *snapshot, double x0, double y0, double size, guint current)
{
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, tl_tile_side_label (s));
      PangoAttrList *attrs = pango_attr_list_new ();
      int w, h;
      double x, y;

      if (s == current)
        pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
      pango_layout_get_pixel_size (layout, &w, &h);
      x = s == TL_SIDE_E ? x0 + size + (MARGIN - w) / 2.0
          : s == TL_SIDE_W ? x0 - (MARGIN + w) / 2.0 : x0 + (size - w) / 2;
      y = s == TL_SIDE_N ? y0 - (MARGIN + h) / 2.0
          : s == TL_SIDE_S ? y0 + size + (MARGIN - h) / 2.0 : y0 + (size - h) / 2;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (floor (x), floor (y)));
      {
        GdkRGBA fg;

        tl_style_color_fg (widget, &fg);
        if (s != current)
          fg.alpha *= 0.55;
        gtk_snapshot_append_layout (snapshot, layout, &fg);
      }
      gtk_snapshot_restore (snapshot);
    }
}

/* The tile drawn at @px device pixels: the picture kept, or a new one. */
static GdkTexture *
picture_of (TlTileEditView *self, TlTileSetEntry *entry, guint px, gboolean dark)
{
  if (self->picture == NULL || self->picture_entry != entry || self->picture_px != px || self->picture_dark != dark)
    {
      g_clear_object (&self->picture);
      g_set_object (&self->picture_entry, entry);
      self->picture = tl_tile_thumbnail_draw (entry, px, dark);
      self->picture_px = px;
      self->picture_dark = dark;
    }
  return self->picture;
}

static void
draw_tile (TlTileEditView *self, GtkSnapshot *snapshot, double x0, double y0, double size)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autoptr(TlTileSetEntry) entry = current_entry (self);
  const TlTileType *type = entry != NULL ? tl_tile_set_entry_get_tile (entry) : NULL;
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  int scale = MAX (1, gtk_widget_get_scale_factor (widget));
  GdkRGBA accent;
  cairo_t *cr;

  tl_style_color_lookup (widget, "accent_color", "#3584e4", &accent);
  if (type != NULL)
    gtk_snapshot_append_texture (snapshot, picture_of (self, entry, (guint) (size * scale), dark),
                                 &GRAPHENE_RECT_INIT (x0, y0, size, size));
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x0, y0, size, size));
  cairo_translate (cr, x0, y0);
  if (type == NULL)
    draw_placeholder (widget, cr, size);
  if (entry != NULL && self->editable)
    {
      if (self->hover >= 0)
        {
          side_path (cr, (guint) self->hover, size);
          cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.22);
          cairo_fill (cr);
        }
      side_path (cr, self->side, size);
      cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue,
                             gtk_widget_has_focus (widget) ? 0.95 : 0.5);
      cairo_set_line_width (cr, MAX (2.0, size / 120));
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
  if (entry != NULL)
    draw_letters (widget, snapshot, x0, y0, size, self->editable ? self->side : G_MAXUINT);
}

static void
tl_tile_edit_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TlTileEditView *self = TL_TILE_EDIT_VIEW (widget);
  double x0, y0, size;

  tile_box (self, gtk_widget_get_width (widget), gtk_widget_get_height (widget), &x0, &y0, &size);
  if (size > 0)
    draw_tile (self, snapshot, x0, y0, size);
}

static void
tl_tile_edit_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                           int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 96 + 2 * MARGIN;
  *natural = 320 + 2 * MARGIN;
}

/* ---- editing ---- */

static void
update_description (TlTileEditView *self)
{
  g_autoptr(TlTileSetEntry) entry = current_entry (self);
  g_autofree char *text = NULL;

  if (entry != NULL)
    {
      const TlTileDesign *d = tl_tile_set_entry_get_design (entry);

      /* Translators: the tile pane's accessible label: the tile's id, the current side and its kind */
      text = g_strdup_printf (_("Tile %s, side %s: %s"), tl_tile_set_entry_get_id (entry),
                              tl_tile_side_label (self->side), tl_tile_kind_label (d->kind[self->side]));
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  text != NULL ? text : _("No tile"), -1);
}

gboolean
tl_tile_edit_view_edit (TlTileEditView *self, TlTileEdit edit, guint a, guint b, guint c)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TL_IS_TILE_EDIT_VIEW (self), FALSE);
  if (!self->editable || self->document == NULL || self->tile < 0 ||
      (guint) self->tile >= tl_tile_set_document_n_tiles (self->document))
    return FALSE;
  if (!tl_tile_set_document_edit_tile (self->document, (guint) self->tile, edit, a, b, c, &error))
    {
      g_signal_emit (self, signals[SIGNAL_REFUSED], 0, error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
is_discovery (TlTileEditView *self)
{
  return g_strcmp0 (tl_tile_set_document_get_game (self->document), "discovery") == 0;
}

/* The kind before @side's in its game's cycle (field, road, city; grassland, mountain, sea). */
static TlSegmentKind
kind_before (TlTileEditView *self, guint side)
{
  static const TlSegmentKind carcassonne[] = { TL_SEGMENT_FIELD, TL_SEGMENT_ROAD, TL_SEGMENT_CITY };
  static const TlSegmentKind discovery[] = { TL_SEGMENT_GRASSLAND, TL_SEGMENT_MOUNTAIN, TL_SEGMENT_SEA };
  const TlSegmentKind *cycle = is_discovery (self) ? discovery : carcassonne;
  g_autoptr(TlTileSetEntry) entry = current_entry (self);
  TlSegmentKind kind = tl_tile_set_entry_get_design (entry)->kind[side];

  for (guint i = 0; i < 3; i++)
    if (cycle[i] == kind)
      return cycle[(i + 2) % 3];
  return cycle[0];
}

static void
cycle_side (TlTileEditView *self, guint side, gboolean backward)
{
  if (backward)
    tl_tile_edit_view_edit (self, TL_TILE_EDIT_KIND, side, kind_before (self, side), 0);
  else
    tl_tile_edit_view_edit (self, TL_TILE_EDIT_CYCLE_KIND, side, 0, 0);
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, TlTileEditView *self)
{
  int side = tl_tile_edit_view_side_at (self, x, y);
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  g_autoptr(TlTileSetEntry) entry = current_entry (self);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (side < 0 || entry == NULL || !self->editable)
    return;
  tl_tile_edit_view_set_side (self, (guint) side);
  cycle_side (self, (guint) side, button == GDK_BUTTON_SECONDARY);
}

static void
set_hover (TlTileEditView *self, int side)
{
  if (self->hover == side)
    return;
  self->hover = side;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller, double x, double y, TlTileEditView *self)
{
  set_hover (self, tl_tile_edit_view_side_at (self, x, y));
}

static void
on_leave (GtkEventControllerMotion *controller, TlTileEditView *self)
{
  set_hover (self, -1);
}

/* J: the next side clockwise of @side's kind in another segment, or -1. */
static int
side_to_join (const TlTileDesign *d, guint side)
{
  for (guint i = 1; i < TL_N_SIDES; i++)
    {
      guint other = (side + i) % TL_N_SIDES;

      if (d->kind[other] == d->kind[side] && !tl_tile_design_same_segment (d, side, other))
        return (int) other;
    }
  return -1;
}

static gboolean
key_kind (TlTileEditView *self, guint keyval, TlSegmentKind *kind)
{
  static const struct { guint key; TlSegmentKind kind; gboolean discovery; } keys[] = {
    { GDK_KEY_f, TL_SEGMENT_FIELD, FALSE }, { GDK_KEY_r, TL_SEGMENT_ROAD, FALSE },
    { GDK_KEY_c, TL_SEGMENT_CITY, FALSE }, { GDK_KEY_g, TL_SEGMENT_GRASSLAND, TRUE },
    { GDK_KEY_m, TL_SEGMENT_MOUNTAIN, TRUE }, { GDK_KEY_s, TL_SEGMENT_SEA, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (keys[i].key == gdk_keyval_to_lower (keyval) && keys[i].discovery == is_discovery (self))
      {
        *kind = keys[i].kind;
        return TRUE;
      }
  return FALSE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                TlTileEditView *self)
{
  g_autoptr(TlTileSetEntry) entry = current_entry (self);
  gboolean shift = (state & GDK_SHIFT_MASK) != 0;
  const TlTileDesign *d;
  TlSegmentKind kind;
  guint first;
  int other;

  if (entry == NULL || !self->editable || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;
  d = tl_tile_set_entry_get_design (entry);
  first = tl_tile_design_first_side (d, self->side);
  switch (keyval)
    {
    case GDK_KEY_Up: case GDK_KEY_KP_Up: tl_tile_edit_view_set_side (self, TL_SIDE_N); return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: tl_tile_edit_view_set_side (self, TL_SIDE_E); return TRUE;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: tl_tile_edit_view_set_side (self, TL_SIDE_S); return TRUE;
    case GDK_KEY_Left: case GDK_KEY_KP_Left: tl_tile_edit_view_set_side (self, TL_SIDE_W); return TRUE;
    case GDK_KEY_space: case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      cycle_side (self, self->side, shift);
      return TRUE;
    case GDK_KEY_j: case GDK_KEY_J:
      if (shift)
        return d->kind[self->side] != TL_SEGMENT_FIELD &&
               tl_tile_edit_view_edit (self, TL_TILE_EDIT_SEPARATE, self->side, 0, 0);
      other = d->kind[self->side] != TL_SEGMENT_FIELD ? side_to_join (d, self->side) : -1;
      return other >= 0 && tl_tile_edit_view_edit (self, TL_TILE_EDIT_JOIN, self->side, (guint) other, 0);
    case GDK_KEY_p: case GDK_KEY_P:
      if (d->kind[self->side] != TL_SEGMENT_CITY || (shift && d->pennants[first] == 0))
        return FALSE;
      return tl_tile_edit_view_edit (self, TL_TILE_EDIT_PENNANTS, self->side,
                                     shift ? d->pennants[first] - 1u : MIN (d->pennants[first] + 1u, 9u), 0);
    case GDK_KEY_m: case GDK_KEY_M:
      if (!is_discovery (self))
        return tl_tile_edit_view_edit (self, TL_TILE_EDIT_MONASTERY, !d->monastery, 0, 0);
      break;
    default:
      break;
    }
  if (!shift && key_kind (self, keyval, &kind))
    return tl_tile_edit_view_edit (self, TL_TILE_EDIT_KIND, self->side, kind, 0) || TRUE;
  return FALSE;
}

/* ---- the object ---- */

void
tl_tile_edit_view_set_side (TlTileEditView *self, guint side)
{
  g_return_if_fail (TL_IS_TILE_EDIT_VIEW (self) && side < TL_N_SIDES);
  if (self->side == side)
    return;
  self->side = side;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

guint
tl_tile_edit_view_get_side (TlTileEditView *self)
{
  g_return_val_if_fail (TL_IS_TILE_EDIT_VIEW (self), 0);
  return self->side;
}

static void
on_document_changed (TlTileSetDocument *document, TlTileEditView *self)
{
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tl_tile_edit_view_set_document (TlTileEditView *self, TlTileSetDocument *document)
{
  g_return_if_fail (TL_IS_TILE_EDIT_VIEW (self));
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect (document, "changed", G_CALLBACK (on_document_changed), self);
  tl_tile_edit_view_set_tile (self, -1);
}

void
tl_tile_edit_view_set_tile (TlTileEditView *self, int index)
{
  g_return_if_fail (TL_IS_TILE_EDIT_VIEW (self));
  self->tile = index;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILE]);
}

int
tl_tile_edit_view_get_tile (TlTileEditView *self)
{
  g_return_val_if_fail (TL_IS_TILE_EDIT_VIEW (self), -1);
  return self->tile;
}

void
tl_tile_edit_view_set_editable (TlTileEditView *self, gboolean editable)
{
  g_return_if_fail (TL_IS_TILE_EDIT_VIEW (self));
  if (self->editable == !!editable)
    return;
  self->editable = !!editable;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITABLE]);
}

static void
on_dark_changed (AdwStyleManager *manager, GParamSpec *pspec, TlTileEditView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tl_tile_edit_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TlTileEditView *self = TL_TILE_EDIT_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIDE: g_value_set_uint (value, self->side); break;
    case PROP_TILE: g_value_set_int (value, self->tile); break;
    case PROP_EDITABLE: g_value_set_boolean (value, self->editable); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_tile_edit_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TlTileEditView *self = TL_TILE_EDIT_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIDE: tl_tile_edit_view_set_side (self, g_value_get_uint (value)); break;
    case PROP_TILE: tl_tile_edit_view_set_tile (self, g_value_get_int (value)); break;
    case PROP_EDITABLE: tl_tile_edit_view_set_editable (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_tile_edit_view_dispose (GObject *object)
{
  TlTileEditView *self = TL_TILE_EDIT_VIEW (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  g_clear_object (&self->picture);
  g_clear_object (&self->picture_entry);
  G_OBJECT_CLASS (tl_tile_edit_view_parent_class)->dispose (object);
}

static void
tl_tile_edit_view_class_init (TlTileEditViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_tile_edit_view_dispose;
  object_class->get_property = tl_tile_edit_view_get_property;
  object_class->set_property = tl_tile_edit_view_set_property;
  widget_class->snapshot = tl_tile_edit_view_snapshot;
  widget_class->measure = tl_tile_edit_view_measure;

  properties[PROP_SIDE] = g_param_spec_uint ("side", NULL, NULL, 0, 3, 0,
                                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TILE] = g_param_spec_int ("tile", NULL, NULL, -1, G_MAXINT, -1,
                                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EDITABLE] = g_param_spec_boolean ("editable", NULL, NULL, TRUE,
                                                    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                                                    G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TlTileEditView::refused:
   * @message: why (the reason of tl_tile_design_build(), naming the tile)
   *
   * An edit of the tile was refused: it would make no tile.
   */
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                          NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_css_name (widget_class, "tile-edit-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
on_focus_changed (TlTileEditView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tl_tile_edit_view_init (TlTileEditView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;
  GtkGesture *click = gtk_gesture_click_new ();

  self->tile = -1;
  self->hover = -1;
  self->editable = TRUE;
  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_cursor_from_name (widget, "pointer");

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (widget, controller);

  g_signal_connect (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (on_dark_changed), self);
  update_description (self);
}

GtkWidget *
tl_tile_edit_view_new (void)
{
  return g_object_new (TL_TYPE_TILE_EDIT_VIEW, NULL);
}
