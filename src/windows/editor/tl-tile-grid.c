/* tl-tile-grid.c — the tile-set editor's grid: each tile's thumbnail, id and copies, drag to reorder
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tl-builtin-names.h"
#include "tl-tile-grid.h"
#include "tl-tile-set-document.h"
#include "tl-tile-thumbnail.h"

typedef struct {
  GtkWidget *grid;
  gboolean editable;
  TlTileGridDropFunc dropped;
  gpointer data;
} Grid;

/* The parts of an item, kept on its box. */
typedef struct {
  GtkListItem *item;
  GtkWidget *picture;
  GtkWidget *star;
  GtkWidget *id;
  GtkWidget *count;
} Item;

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source, double x, double y, Item *parts)
{
  Grid *grid = g_object_get_data (G_OBJECT (source), "grid");
  guint position = gtk_list_item_get_position (parts->item);

  if (!grid->editable || position == GTK_INVALID_LIST_POSITION)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_UINT, position);
}

static void
on_drag_begin (GtkDragSource *source, GdkDrag *drag, Item *parts)
{
  GdkPaintable *paintable = gtk_picture_get_paintable (GTK_PICTURE (parts->picture));

  if (paintable != NULL)
    gtk_drag_source_set_icon (source, paintable, TL_TILE_GRID_THUMBNAIL / 2, TL_TILE_GRID_THUMBNAIL / 2);
}

static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y, Item *parts)
{
  Grid *grid = g_object_get_data (G_OBJECT (target), "grid");
  guint to = gtk_list_item_get_position (parts->item);

  if (!grid->editable || !G_VALUE_HOLDS_UINT (value) || to == GTK_INVALID_LIST_POSITION)
    return FALSE;
  grid->dropped (grid->data, g_value_get_uint (value), to);
  return TRUE;
}

static void
on_item_setup (GtkSignalListItemFactory *factory, GtkListItem *item, Grid *grid)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *overlay = gtk_overlay_new ();
  Item *parts = g_new0 (Item, 1);
  GtkDragSource *source = gtk_drag_source_new ();
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

  parts->item = item;
  parts->picture = gtk_picture_new ();
  parts->star = gtk_image_new_from_icon_name ("starred-symbolic");
  parts->id = gtk_label_new (NULL);
  parts->count = gtk_label_new (NULL);
  gtk_widget_set_size_request (parts->picture, TL_TILE_GRID_THUMBNAIL, TL_TILE_GRID_THUMBNAIL);
  gtk_picture_set_can_shrink (GTK_PICTURE (parts->picture), TRUE);
  gtk_widget_set_halign (parts->picture, GTK_ALIGN_CENTER);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), parts->picture);
  gtk_widget_set_halign (parts->star, GTK_ALIGN_END);
  gtk_widget_set_valign (parts->star, GTK_ALIGN_START);
  gtk_widget_add_css_class (parts->star, "tl-start-mark");
  gtk_widget_set_tooltip_text (parts->star, _("The start tile"));
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), parts->star);
  gtk_widget_set_halign (overlay, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), overlay);
  gtk_widget_add_css_class (parts->id, "caption-heading");
  gtk_label_set_ellipsize (GTK_LABEL (parts->id), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), parts->id);
  gtk_widget_add_css_class (parts->count, "caption");
  gtk_widget_add_css_class (parts->count, "dim-label");
  gtk_widget_add_css_class (parts->count, "numeric");
  gtk_box_append (GTK_BOX (box), parts->count);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  g_object_set_data_full (G_OBJECT (box), "parts", parts, g_free);

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_object_set_data (G_OBJECT (source), "grid", grid);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), parts);
  g_signal_connect (source, "drag-begin", G_CALLBACK (on_drag_begin), parts);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (source));
  g_object_set_data (G_OBJECT (target), "grid", grid);
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), parts);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (target));
  gtk_list_item_set_child (item, box);
}

static void
on_item_bind (GtkSignalListItemFactory *factory, GtkListItem *item, Grid *grid)
{
  TlTileSetEntry *entry = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  Item *parts = g_object_get_data (G_OBJECT (box), "parts");
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  int scale = MAX (1, gtk_widget_get_scale_factor (grid->grid));
  guint count = tl_tile_set_entry_get_count (entry);
  const char *name = tl_tile_set_entry_get_name (entry);
  g_autofree char *copies = NULL;
  g_autofree char *label = NULL;

  gtk_picture_set_paintable (GTK_PICTURE (parts->picture),
                             GDK_PAINTABLE (tl_tile_thumbnail_get (entry, TL_TILE_GRID_THUMBNAIL * scale, dark)));
  gtk_widget_set_visible (parts->star, tl_tile_set_entry_get_start (entry));
  gtk_label_set_label (GTK_LABEL (parts->id), tl_tile_set_entry_get_id (entry));
  /* Translators: how many copies of a tile the set holds */
  copies = g_strdup_printf (_("× %u"), count);
  gtk_label_set_label (GTK_LABEL (parts->count), copies);
  if (tl_tile_set_entry_get_start (entry))
    /* Translators: a tile in the editor's grid, for screen readers: its id and copies */
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Tile %s, %u copy, the start tile",
                                          "Tile %s, %u copies, the start tile", count),
                             tl_tile_set_entry_get_id (entry), count);
  else
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Tile %s, %u copy", "Tile %s, %u copies", count),
                             tl_tile_set_entry_get_id (entry), count);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  /* a built-in set's names in the user's language; a set one can edit shows what it holds */
  if (!grid->editable)
    name = tl_builtin_tile_name (tl_tile_set_entry_get_id (entry), name);
  /* GTK 4.8 asks the X server where the pointer is at every tooltip change: only when it changes */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (box), name) != 0)
    gtk_widget_set_tooltip_text (box, name);
}

void
tl_tile_grid_set_factory (GtkGridView *grid, gboolean editable, TlTileGridDropFunc dropped, gpointer data)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  Grid *g = g_new0 (Grid, 1);

  g_return_if_fail (GTK_IS_GRID_VIEW (grid));
  g->grid = GTK_WIDGET (grid);
  g->editable = editable;
  g->dropped = dropped;
  g->data = data;
  g_object_set_data_full (G_OBJECT (factory), "grid", g, g_free);
  g_signal_connect (factory, "setup", G_CALLBACK (on_item_setup), g);
  g_signal_connect (factory, "bind", G_CALLBACK (on_item_bind), g);
  gtk_grid_view_set_factory (grid, factory);
  g_object_unref (factory);
}
