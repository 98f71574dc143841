/* tl-map-edit-view-snapshot.c — TlMapEditView's drawing: the cells from the
 * map cache, the problems' cells, the tool's preview, the hover, the
 * keyboard's cursor and anchor, and a cell shown from the side panel
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "tl-style-color.h"
#include "tl-map-cache.h"
#include "tl-map-edit-view-private.h"
#include "tl-texture-private.h"

typedef struct {
  double size, ox, oy;
  gint x0, y0, x1, y1;
  guint device_px;
  gboolean dark;
  GdkRGBA accent, error, fg;
} Frame;

static void
lookup_color (GtkWidget *widget, const char *name, const char *fallback, GdkRGBA *out)
{
  tl_style_color_lookup (widget, name, fallback, out);
}

static void
frame_init (TlMapEditView *self, Frame *f)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double w = _tl_map_edit_view_width (self), h = _tl_map_edit_view_height (self);

  f->size = tl_board_viewport_get_tile_size (self->viewport);
  f->device_px = (guint) f->size * gtk_widget_get_scale_factor (widget);
  f->dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  lookup_color (widget, "accent_bg_color", "#3584e4", &f->accent);
  lookup_color (widget, "destructive_bg_color", "#e01b24", &f->error);
  tl_style_color_fg (widget, &f->fg);
  tl_board_viewport_get_origin (self->viewport, w, h, &f->ox, &f->oy);
  f->x0 = MAX (0, (gint) floor (-f->ox / f->size));
  f->y0 = MAX (0, (gint) floor (-f->oy / f->size));
  f->x1 = MIN ((gint) self->layout->width - 1, (gint) floor ((w - f->ox) / f->size));
  f->y1 = MIN ((gint) self->layout->height - 1, (gint) floor ((h - f->oy) / f->size));
}

static graphene_rect_t
cell_rect (const Frame *f, gint x, gint y)
{
  return GRAPHENE_RECT_INIT (f->ox + x * f->size, f->oy + y * f->size, f->size, f->size);
}

static void
ring (GtkSnapshot *snapshot, const Frame *f, gint x0, gint y0, gint x1, gint y1,
      const GdkRGBA *color, double width)
{
  GskRoundedRect outline;
  GdkRGBA colors[4] = { *color, *color, *color, *color };
  float widths[4] = { width, width, width, width };
  graphene_rect_t r = GRAPHENE_RECT_INIT (f->ox + MIN (x0, x1) * f->size, f->oy + MIN (y0, y1) * f->size,
                                          (ABS (x1 - x0) + 1) * f->size, (ABS (y1 - y0) + 1) * f->size);

  gsk_rounded_rect_init_from_rect (&outline, &r, MIN (6.0, f->size / 8));
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

static void
tint (GtkSnapshot *snapshot, const Frame *f, gint x, gint y, const GdkRGBA *color, double alpha)
{
  GdkRGBA c = *color;
  graphene_rect_t r = cell_rect (f, x, y);

  c.alpha = alpha;
  gtk_snapshot_append_color (snapshot, &c, &r);
}

/* The cells the drag (or the keyboard's anchor) would paint, tinted. */
static void
snapshot_preview (TlMapEditView *self, GtkSnapshot *snapshot, const Frame *f)
{
  gint ax, ay, bx, by;

  if (self->dragging && self->drag_button == GDK_BUTTON_PRIMARY && !self->painting &&
      (self->tool == TL_MAP_TOOL_LINE || self->tool == TL_MAP_TOOL_RECTANGLE))
    {
      ax = self->start_x, ay = self->start_y, bx = self->last_x, by = self->last_y;
    }
  else if (self->anchored)
    {
      ax = self->anchor_x, ay = self->anchor_y, bx = self->cursor_x, by = self->cursor_y;
    }
  else
    return;

  if (self->tool == TL_MAP_TOOL_RECTANGLE)
    {
      for (gint y = MAX (MIN (ay, by), 0); y <= MIN (MAX (ay, by), (gint) self->layout->height - 1); y++)
        for (gint x = MAX (MIN (ax, bx), 0); x <= MIN (MAX (ax, bx), (gint) self->layout->width - 1); x++)
          tint (snapshot, f, x, y, &f->accent, 0.4);
      ring (snapshot, f, ax, ay, bx, by, &f->accent, 2);
    }
  else
    {
      g_autoptr(GArray) cells = tl_map_document_line_cells (ax, ay, bx, by);

      for (guint i = 0; i < cells->len; i += 2)
        {
          gint x = g_array_index (cells, gint, i), y = g_array_index (cells, gint, i + 1);

          if (_tl_map_edit_view_in_grid (self, x, y))
            tint (snapshot, f, x, y, &f->accent, 0.45);
        }
    }
}

void
_tl_map_edit_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TlMapEditView *self = TL_MAP_EDIT_VIEW (widget);
  Frame f;

  if (self->layout == NULL)
    return;
  if (self->cache == NULL)
    self->cache = tl_map_cache_new (self->layout);
  frame_init (self, &f);

  for (gint y = f.y0; y <= f.y1; y++)
    for (gint x = f.x0; x <= f.x1; x++)
      {
        cairo_surface_t *surface = tl_map_cache_cell (self->cache, x, y, f.device_px, f.dark);
        graphene_rect_t r = cell_rect (&f, x, y);

        if (surface != NULL)
          gtk_snapshot_append_texture (snapshot, _tl_texture_of_surface (surface), &r);
      }

  /* the cells the problems name */
  for (guint i = 0; i < self->problem_cells->len; i += 2)
    {
      gint x = g_array_index (self->problem_cells, gint, i);
      gint y = g_array_index (self->problem_cells, gint, i + 1);

      if (x >= f.x0 && x <= f.x1 && y >= f.y0 && y <= f.y1)
        ring (snapshot, &f, x, y, x, y, &f.error, MAX (2.0, f.size / 16));
    }

  snapshot_preview (self, snapshot, &f);

  if (self->pointer_in && _tl_map_edit_view_editable (self) && _tl_map_edit_view_in_grid (self, self->hover_x, self->hover_y) &&
      self->drag_button != GDK_BUTTON_MIDDLE && self->drag_button != GDK_BUTTON_SECONDARY)
    ring (snapshot, &f, self->hover_x, self->hover_y, self->hover_x, self->hover_y, &f.accent, 2);
  if (gtk_widget_has_focus (widget) && _tl_map_edit_view_editable (self))
    {
      GdkRGBA c = f.fg;

      c.alpha = 0.8;
      ring (snapshot, &f, self->cursor_x, self->cursor_y, self->cursor_x, self->cursor_y, &c, 2);
    }
  if (self->anchored)
    ring (snapshot, &f, self->anchor_x, self->anchor_y, self->anchor_x, self->anchor_y, &f.accent, 3);
  if (self->flash_id != 0)
    ring (snapshot, &f, self->flash_x, self->flash_y, self->flash_x, self->flash_y, &f.accent,
          MAX (3.0, f.size / 10));
}
