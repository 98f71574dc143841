/* tl-tile-strip.c — a row of small tiles shown face up (the tiles set aside)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tl-builtin-names.h"
#include "tl-tile-strip.h"
#include "tl-tile-preview.h"

#define TL_TILE_STRIP_SIZE 56

struct _TlTileStrip
{
  GtkWidget parent_instance;

  GtkWidget *flow;
  guint n_tiles;
};

G_DEFINE_FINAL_TYPE (TlTileStrip, tl_tile_strip, GTK_TYPE_WIDGET)

static void
tl_tile_strip_dispose (GObject *object)
{
  TlTileStrip *self = TL_TILE_STRIP (object);

  g_clear_pointer (&self->flow, gtk_widget_unparent);

  G_OBJECT_CLASS (tl_tile_strip_parent_class)->dispose (object);
}

static void
tl_tile_strip_class_init (TlTileStripClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_tile_strip_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tilestrip");
}

static void
tl_tile_strip_init (TlTileStrip *self)
{
  self->flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->flow), TRUE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->flow), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->flow), 6);
  /* Four fit the side panel; the flow box asks for the width of a full line. */
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flow), 4);
  gtk_widget_set_halign (self->flow, GTK_ALIGN_START);
  gtk_widget_set_parent (self->flow, GTK_WIDGET (self));
}

GtkWidget *
tl_tile_strip_new (void)
{
  return g_object_new (TL_TYPE_TILE_STRIP, NULL);
}

void
tl_tile_strip_set_tiles (TlTileStrip *self,
                         TlTileSet   *set,
                         const guint *types,
                         guint        n_types)
{
  GtkWidget *child;

  g_return_if_fail (TL_IS_TILE_STRIP (self));
  g_return_if_fail (n_types == 0 || (set != NULL && types != NULL));

  while ((child = gtk_widget_get_first_child (self->flow)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->flow), child);
  self->n_tiles = 0;

  for (guint i = 0; i < n_types; i++)
    {
      GtkWidget *preview;
      const TlTileType *type;

      if (types[i] >= set->types->len)
        continue;
      type = tl_tile_set_type (set, types[i]);
      preview = tl_tile_preview_new ();
      gtk_widget_set_size_request (preview, TL_TILE_STRIP_SIZE, TL_TILE_STRIP_SIZE);
      tl_tile_preview_set_tile (TL_TILE_PREVIEW (preview), set, (int) types[i], 0);
      gtk_widget_set_tooltip_text (preview, tl_builtin_tile_type_name (type));
      gtk_flow_box_append (GTK_FLOW_BOX (self->flow), preview);
      self->n_tiles++;
    }
}

guint
tl_tile_strip_get_n_tiles (TlTileStrip *self)
{
  g_return_val_if_fail (TL_IS_TILE_STRIP (self), 0);
  return self->n_tiles;
}
