/* tl-remaining-tiles.c — the tiles a player has not seen yet, by type with counts
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-builtin-names.h"
#include "tl-remaining-tiles.h"
#include "tl-tile-preview.h"

/* The tile pictures, in logical pixels. */
#define TL_REMAINING_TILE_SIZE 44

struct _TlRemainingTiles
{
  GtkBox parent_instance;

  GtkWidget *heading;
  GtkWidget *flow;
  TlTileSet *set;
  GArray *counts;                  /* of guint, per type */
  GPtrArray *count_labels;         /* of GtkLabel, per type */
  GPtrArray *items;                /* of GtkWidget, per type */
  guint total;
};

G_DEFINE_FINAL_TYPE (TlRemainingTiles, tl_remaining_tiles, GTK_TYPE_BOX)

static void
rebuild (TlRemainingTiles *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->flow)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->flow), child);
  g_ptr_array_set_size (self->count_labels, 0);
  g_ptr_array_set_size (self->items, 0);
  for (guint i = 0; self->set != NULL && i < self->set->types->len; i++)
    {
      GtkWidget *item = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *preview = tl_tile_preview_new ();
      GtkWidget *count = gtk_label_new (NULL);

      tl_tile_preview_set_tile (TL_TILE_PREVIEW (preview), self->set, (int) i, 0);
      /* the tooltip: the tile's description; the count is under it, and the
       * accessible label of the item says both (see update) */
      gtk_widget_set_tooltip_text (item, tl_builtin_tile_type_name (tl_tile_set_type (self->set, i)));
      gtk_widget_set_size_request (preview, TL_REMAINING_TILE_SIZE, TL_REMAINING_TILE_SIZE);
      gtk_widget_add_css_class (count, "caption");
      gtk_widget_add_css_class (count, "numeric");
      gtk_box_append (GTK_BOX (item), preview);
      gtk_box_append (GTK_BOX (item), count);
      gtk_flow_box_append (GTK_FLOW_BOX (self->flow), item);
      g_ptr_array_add (self->count_labels, count);
      g_ptr_array_add (self->items, item);
    }
}

void
tl_remaining_tiles_set (TlRemainingTiles *self,
                        TlTileSet        *set,
                        const guint      *counts,
                        guint             n_types)
{
  g_autofree char *heading = NULL;

  g_return_if_fail (TL_IS_REMAINING_TILES (self));
  g_return_if_fail (set == NULL || n_types == set->types->len);

  if (set != self->set)
    {
      g_clear_pointer (&self->set, tl_tile_set_unref);
      if (set != NULL)
        self->set = tl_tile_set_ref (set);
      rebuild (self);
    }
  g_array_set_size (self->counts, set != NULL ? n_types : 0);
  self->total = 0;
  for (guint i = 0; i < self->counts->len; i++)
    {
      const TlTileType *type = tl_tile_set_type (set, i);
      guint n = counts != NULL ? counts[i] : 0;
      g_autofree char *text = NULL;
      g_autofree char *tooltip = NULL;
      GtkWidget *item = g_ptr_array_index (self->items, i);

      g_array_index (self->counts, guint, i) = n;
      self->total += n;
      /* Translators: how many tiles of one type are still to come: "×3" */
      text = g_strdup_printf (_("×%u"), n);
      gtk_label_set_label (g_ptr_array_index (self->count_labels, i), text);
      if (type->name != NULL)
        /* Translators: what a screen reader says of a tile type among the tiles
         * not seen: its name ("D"), its description and count */
        tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Tile %s, %s: %u not seen",
                                                "Tile %s, %s: %u not seen", n),
                                   type->id, tl_builtin_tile_type_name (type), n);
      else
        /* Translators: a tile type's tooltip among the tiles not seen: its name ("D") and count */
        tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Tile %s: %u not seen", "Tile %s: %u not seen", n),
                                   type->id, n);
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (item)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
      gtk_widget_set_opacity (item, n > 0 ? 1.0 : 0.35);
    }
  heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u Tile Not Seen Yet", "%u Tiles Not Seen Yet",
                                          self->total), self->total);
  gtk_label_set_label (GTK_LABEL (self->heading), heading);
}

guint
tl_remaining_tiles_get_count (TlRemainingTiles *self,
                              guint             type)
{
  g_return_val_if_fail (TL_IS_REMAINING_TILES (self), 0);
  return type < self->counts->len ? g_array_index (self->counts, guint, type) : 0;
}

guint
tl_remaining_tiles_get_total (TlRemainingTiles *self)
{
  g_return_val_if_fail (TL_IS_REMAINING_TILES (self), 0);
  return self->total;
}

GtkWidget *
tl_remaining_tiles_new (void)
{
  return g_object_new (TL_TYPE_REMAINING_TILES, NULL);
}

static void
tl_remaining_tiles_finalize (GObject *object)
{
  TlRemainingTiles *self = TL_REMAINING_TILES (object);

  g_clear_pointer (&self->set, tl_tile_set_unref);
  g_array_unref (self->counts);
  g_ptr_array_unref (self->count_labels);
  g_ptr_array_unref (self->items);
  G_OBJECT_CLASS (tl_remaining_tiles_parent_class)->finalize (object);
}

static void
tl_remaining_tiles_class_init (TlRemainingTilesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tl_remaining_tiles_finalize;
}

static void
tl_remaining_tiles_init (TlRemainingTiles *self)
{
  GtkWidget *note, *scroller;

  self->counts = g_array_new (FALSE, TRUE, sizeof (guint));
  self->count_labels = g_ptr_array_new ();
  self->items = g_ptr_array_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  self->heading = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->heading), 0);
  gtk_widget_add_css_class (self->heading, "heading");
  gtk_box_append (GTK_BOX (self), self->heading);

  note = gtk_label_new (_("The tiles still in the stack together with every tile hidden from you "
                          "(other players’ hands, face-down tiles), by type."));
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (note), 40);
  gtk_widget_add_css_class (note, "dim-label");
  gtk_widget_add_css_class (note, "caption");
  gtk_box_append (GTK_BOX (self), note);

  self->flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->flow), 6);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flow), 8);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->flow), TRUE);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->flow), 6);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->flow), 6);
  gtk_widget_set_valign (self->flow, GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->flow), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Tiles not seen yet"), -1);

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 460);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->flow);
  gtk_box_append (GTK_BOX (self), scroller);
}
