/* tl-map-edit-view.c — a map layout drawn as on the board, to paint on: the
 * layout shown, tools, the pointer and the keyboard (the drawing is in
 * tl-map-edit-view-snapshot.c)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "tl-map-cache.h"
#include "tl-map-edit-view-private.h"
#include "tl-texture-private.h"

/* Pointer travel (logical pixels) before a press becomes a drag. */
#define DRAG_THRESHOLD 4.0
/* How long a cell shown from the side panel stays ringed, in milliseconds. */
#define FLASH_MS 1600
/* The largest zoom level a fitted map is shown at. */
#define FIT_MAX_LEVEL TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL


G_DEFINE_FINAL_TYPE (TlMapEditView, tl_map_edit_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_TOOL,
  PROP_PAINT,
  PROP_CURSOR_X,
  PROP_CURSOR_Y,
  PROP_HOVER_X,
  PROP_HOVER_Y,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- the layout shown ---- */

static void
drop_cache (TlMapEditView *self)
{
  g_clear_pointer (&self->cache, tl_map_cache_free);
}

static void
collect_problems (TlMapEditView *self)
{
  GPtrArray *problems;

  g_array_set_size (self->problem_cells, 0);
  if (self->document == NULL)
    return;
  problems = tl_map_document_get_problems (self->document);
  for (guint i = 0; i < problems->len; i++)
    {
      const TlMapProblem *p = g_ptr_array_index (problems, i);

      if (p->x >= 0 && p->y >= 0)
        {
          g_array_append_val (self->problem_cells, p->x);
          g_array_append_val (self->problem_cells, p->y);
        }
    }
}

static void
clamp_cursor (TlMapEditView *self)
{
  gint x = self->cursor_x, y = self->cursor_y;

  if (self->layout == NULL)
    return;
  x = CLAMP (x, 0, (gint) self->layout->width - 1);
  y = CLAMP (y, 0, (gint) self->layout->height - 1);
  if (x != self->cursor_x)
    {
      self->cursor_x = x;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR_X]);
    }
  if (y != self->cursor_y)
    {
      self->cursor_y = y;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR_Y]);
    }
}

static void
on_cells_changed (TlMapDocument *document,
                  guint          x,
                  guint          y,
                  guint          width,
                  guint          height,
                  TlMapEditView *self)
{
  if (self->cache != NULL && !tl_map_cache_refresh (self->cache, x, y, width, height))
    {
      /* resized: new pictures, the whole map in sight again */
      drop_cache (self);
      self->anchored = FALSE;
      clamp_cursor (self);
      tl_map_edit_view_fit (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_problems_changed (TlMapDocument *document,
                     TlMapEditView *self)
{
  collect_problems (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_shown (TlMapEditView *self,
           TlMapDocument *document,
           TlMapLayout   *layout)
{
  if (self->document != NULL)
    {
      if (self->painting)
        tl_map_document_end_stroke (self->document);
      g_signal_handlers_disconnect_by_data (self->document, self);
    }
  self->painting = FALSE;
  self->drag_button = 0;
  self->anchored = FALSE;
  g_set_object (&self->document, document);
  if (layout != NULL)
    tl_map_layout_ref (layout);
  g_clear_pointer (&self->layout, tl_map_layout_unref);
  self->layout = layout;
  drop_cache (self);
  if (document != NULL)
    {
      g_signal_connect (document, "cells-changed", G_CALLBACK (on_cells_changed), self);
      g_signal_connect (document, "problems-changed", G_CALLBACK (on_problems_changed), self);
    }
  collect_problems (self);
  clamp_cursor (self);
  tl_map_edit_view_fit (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

void
tl_map_edit_view_set_document (TlMapEditView *self,
                               TlMapDocument *document)
{
  g_return_if_fail (TL_IS_MAP_EDIT_VIEW (self));
  g_return_if_fail (document == NULL || TL_IS_MAP_DOCUMENT (document));

  if (document == self->document)
    return;
  set_shown (self, document,
             document != NULL ? (TlMapLayout *) tl_map_document_get_layout (document) : NULL);
}

TlMapDocument *
tl_map_edit_view_get_document (TlMapEditView *self)
{
  g_return_val_if_fail (TL_IS_MAP_EDIT_VIEW (self), NULL);
  return self->document;
}

void
tl_map_edit_view_set_layout (TlMapEditView *self,
                             TlMapLayout   *layout)
{
  g_return_if_fail (TL_IS_MAP_EDIT_VIEW (self));
  set_shown (self, NULL, layout);
}

void
tl_map_edit_view_set_tool (TlMapEditView *self,
                           TlMapTool      tool)
{
  g_return_if_fail (TL_IS_MAP_EDIT_VIEW (self));
  g_return_if_fail (tool < TL_N_MAP_TOOLS);

  if (self->tool == tool)
    return;
  self->tool = tool;
  self->anchored = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL]);
}

TlMapTool
tl_map_edit_view_get_tool (TlMapEditView *self)
{
  g_return_val_if_fail (TL_IS_MAP_EDIT_VIEW (self), TL_MAP_TOOL_PENCIL);
  return self->tool;
}

void
tl_map_edit_view_set_paint (TlMapEditView *self,
                            TlMapPaint     paint)
{
  g_return_if_fail (TL_IS_MAP_EDIT_VIEW (self));
  g_return_if_fail (paint < TL_N_MAP_PAINTS);

  if (self->paint == paint)
    return;
  self->paint = paint;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAINT]);
}

TlMapPaint
tl_map_edit_view_get_paint (TlMapEditView *self)
{
  g_return_val_if_fail (TL_IS_MAP_EDIT_VIEW (self), TL_MAP_PAINT_PLAYABLE);
  return self->paint;
}

TlBoardViewport *
tl_map_edit_view_get_viewport (TlMapEditView *self)
{
  g_return_val_if_fail (TL_IS_MAP_EDIT_VIEW (self), NULL);
  return self->viewport;
}

/* ---- the viewport ---- */

static gboolean
fit_now (TlMapEditView *self)
{
  TlBoardRect area;

  if (self->layout == NULL)
    return FALSE;
  /* the map with half a cell of room round it */
  area = (TlBoardRect) { -0.5, -0.5, self->layout->width + 1.0, self->layout->height + 1.0 };
  return tl_board_viewport_fit (self->viewport, _tl_map_edit_view_width (self), _tl_map_edit_view_height (self), &area, 1,
                                0, FIT_MAX_LEVEL);
}

void
tl_map_edit_view_fit (TlMapEditView *self)
{
  g_return_if_fail (TL_IS_MAP_EDIT_VIEW (self));
  self->fit_pending = !fit_now (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tl_map_edit_view_zoom (TlMapEditView *self,
                       int            steps)
{
  g_return_if_fail (TL_IS_MAP_EDIT_VIEW (self));
  tl_board_viewport_zoom_at (self->viewport, steps, _tl_map_edit_view_width (self) / 2, _tl_map_edit_view_height (self) / 2,
                             _tl_map_edit_view_width (self), _tl_map_edit_view_height (self));
}

static gboolean
tick (GtkWidget     *widget,
      GdkFrameClock *clock,
      gpointer       data)
{
  TlMapEditView *self = TL_MAP_EDIT_VIEW (widget);

  if (tl_board_viewport_advance (self->viewport, gdk_frame_clock_get_frame_time (clock)))
    return G_SOURCE_CONTINUE;
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
on_viewport_changed (TlBoardViewport *viewport,
                     GParamSpec      *pspec,
                     TlMapEditView   *self)
{
  if (tl_board_viewport_get_going (viewport) && self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick, NULL, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tl_map_edit_view_cell_at (TlMapEditView *self,
                          double         px,
                          double         py,
                          gint          *x,
                          gint          *y)
{
  double bx, by;

  g_return_val_if_fail (TL_IS_MAP_EDIT_VIEW (self), FALSE);

  tl_board_viewport_widget_to_board (self->viewport, _tl_map_edit_view_width (self), _tl_map_edit_view_height (self), px, py,
                                     &bx, &by);
  *x = (gint) floor (bx);
  *y = (gint) floor (by);
  return _tl_map_edit_view_in_grid (self, *x, *y);
}

static gboolean
end_flash (gpointer data)
{
  TlMapEditView *self = data;

  self->flash_id = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static void
move_cursor (TlMapEditView *self, gint x, gint y)
{
  if (self->layout == NULL)
    return;
  self->cursor_x = x;
  self->cursor_y = y;
  clamp_cursor (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR_X]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR_Y]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
keep_in_sight (TlMapEditView *self, gint x, gint y, gint64 duration_us)
{
  double cx, cy;

  if (tl_board_viewport_center_for_cell (self->viewport, _tl_map_edit_view_width (self), _tl_map_edit_view_height (self), x, y,
                                         1.0, &cx, &cy))
    tl_board_viewport_go_to (self->viewport, cx, cy, duration_us);
}

void
tl_map_edit_view_show_cell (TlMapEditView *self,
                            gint           x,
                            gint           y)
{
  g_return_if_fail (TL_IS_MAP_EDIT_VIEW (self));

  if (!_tl_map_edit_view_in_grid (self, x, y))
    return;
  move_cursor (self, x, y);
  keep_in_sight (self, x, y, 250000);
  self->flash_x = x;
  self->flash_y = y;
  g_clear_handle_id (&self->flash_id, g_source_remove);
  self->flash_id = g_timeout_add (FLASH_MS, end_flash, self);
}

/* ---- using the tools ---- */

void
tl_map_edit_view_set_editable (TlMapEditView *self,
                               gboolean       editable)
{
  g_return_if_fail (TL_IS_MAP_EDIT_VIEW (self));
  self->editable = editable;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tl_map_edit_view_use_tool (TlMapEditView *self,
                           gint           x0,
                           gint           y0,
                           gint           x1,
                           gint           y1)
{
  g_return_if_fail (TL_IS_MAP_EDIT_VIEW (self));

  if (!_tl_map_edit_view_editable (self))
    return;
  switch (self->tool)
    {
    case TL_MAP_TOOL_PENCIL:
    case TL_MAP_TOOL_LINE:
      if (x0 == x1 && y0 == y1)
        tl_map_document_set_cell (self->document, x0, y0, self->paint);
      else
        tl_map_document_paint_line (self->document, x0, y0, x1, y1, self->paint);
      break;
    case TL_MAP_TOOL_RECTANGLE:
      if (x0 == x1 && y0 == y1)
        tl_map_document_set_cell (self->document, x0, y0, self->paint);
      else
        tl_map_document_paint_rectangle (self->document, x0, y0, x1, y1, self->paint);
      break;
    case TL_MAP_TOOL_FILL:
      tl_map_document_flood_fill (self->document, x1, y1, self->paint);
      break;
    default:
      g_return_if_reached ();
    }
}

/* The pencil's stroke goes on to (x, y), leaving no gap after a fast move. */
static void
pencil_to (TlMapEditView *self, gint x, gint y)
{
  g_autoptr(GArray) cells = tl_map_document_line_cells (self->last_x, self->last_y, x, y);

  for (guint i = 0; i < cells->len; i += 2)
    tl_map_document_set_cell (self->document, g_array_index (cells, gint, i),
                              g_array_index (cells, gint, i + 1), self->paint);
  self->last_x = x;
  self->last_y = y;
}


static void
tl_map_edit_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  TlMapEditView *self = TL_MAP_EDIT_VIEW (widget);

  /* a new size fits again while nobody moved the view */
  if (self->fit_pending || tl_board_viewport_get_fitted (self->viewport))
    self->fit_pending = !fit_now (self);
}

static void
tl_map_edit_view_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  *minimum = 120;
  *natural = 480;
}

/* ---- input ---- */

static void
set_hover (TlMapEditView *self, gint x, gint y)
{
  if (!_tl_map_edit_view_in_grid (self, x, y))
    x = y = -1;
  if (x == self->hover_x && y == self->hover_y)
    return;
  self->hover_x = x;
  self->hover_y = y;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOVER_X]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOVER_Y]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
pointer_at (TlMapEditView *self, double px, double py)
{
  gint x, y;

  self->pointer_x = px;
  self->pointer_y = py;
  tl_map_edit_view_cell_at (self, px, py, &x, &y);
  set_hover (self, x, y);
}

static void
on_motion (GtkEventControllerMotion *controller, double x, double y, TlMapEditView *self)
{
  self->pointer_in = TRUE;
  pointer_at (self, x, y);
}

static void
on_leave (GtkEventControllerMotion *controller, TlMapEditView *self)
{
  self->pointer_in = FALSE;
  set_hover (self, -1, -1);
}

static void
on_drag_begin (GtkGestureDrag *gesture, double px, double py, TlMapEditView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  gint x, y;

  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  tl_board_viewport_stop_go_to (self->viewport);
  self->drag_button = button;
  self->dragging = FALSE;
  self->drag_center_x = tl_board_viewport_get_center_x (self->viewport);
  self->drag_center_y = tl_board_viewport_get_center_y (self->viewport);
  tl_map_edit_view_cell_at (self, px, py, &x, &y);
  self->start_x = self->last_x = x;
  self->start_y = self->last_y = y;
  if (button == GDK_BUTTON_PRIMARY && !_tl_map_edit_view_editable (self))
    self->drag_button = GDK_BUTTON_MIDDLE;     /* a preview: the primary button pans */
  if (self->drag_button == GDK_BUTTON_PRIMARY)
    {
      self->anchored = FALSE;
      move_cursor (self, x, y);
      if (self->tool == TL_MAP_TOOL_PENCIL && _tl_map_edit_view_in_grid (self, x, y))
        {
          tl_map_document_begin_stroke (self->document, NULL);
          self->painting = TRUE;
          tl_map_document_set_cell (self->document, x, y, self->paint);
        }
    }
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, TlMapEditView *self)
{
  double sx, sy;
  gint x, y;

  if (self->drag_button == 0)
    return;
  if (!self->dragging && hypot (dx, dy) < DRAG_THRESHOLD)
    return;
  if (!self->dragging)
    {
      self->dragging = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      if (self->drag_button != GDK_BUTTON_PRIMARY)
        gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
    }
  if (self->drag_button != GDK_BUTTON_PRIMARY)
    {
      double size = tl_board_viewport_get_tile_size (self->viewport);

      tl_board_viewport_set_center (self->viewport, self->drag_center_x - dx / size,
                                    self->drag_center_y - dy / size);
      return;
    }
  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  tl_map_edit_view_cell_at (self, sx + dx, sy + dy, &x, &y);
  pointer_at (self, sx + dx, sy + dy);
  if (x == self->last_x && y == self->last_y)
    return;
  if (self->painting)
    pencil_to (self, x, y);
  else
    {
      self->last_x = x;
      self->last_y = y;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, TlMapEditView *self)
{
  guint button = self->drag_button;

  self->drag_button = 0;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "crosshair");
  if (button != GDK_BUTTON_PRIMARY)
    return;
  if (self->painting)
    {
      self->painting = FALSE;
      tl_map_document_end_stroke (self->document);
    }
  else if (_tl_map_edit_view_in_grid (self, self->start_x, self->start_y) || self->tool != TL_MAP_TOOL_FILL)
    {
      if (self->tool == TL_MAP_TOOL_FILL || !self->dragging)
        {
          if (_tl_map_edit_view_in_grid (self, self->start_x, self->start_y))
            tl_map_edit_view_use_tool (self, self->start_x, self->start_y, self->start_x, self->start_y);
        }
      else
        tl_map_edit_view_use_tool (self, self->start_x, self->start_y, self->last_x, self->last_y);
    }
  self->dragging = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_cancel (GtkGesture *gesture, GdkEventSequence *sequence, TlMapEditView *self)
{
  if (self->painting)
    tl_map_document_end_stroke (self->document);
  self->painting = FALSE;
  self->dragging = FALSE;
  self->drag_button = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_scroll (GtkEventControllerScroll *controller, double dx, double dy, TlMapEditView *self)
{
  double w = _tl_map_edit_view_width (self), h = _tl_map_edit_view_height (self);

  tl_board_viewport_scroll_zoom (self->viewport, &self->scroll_acc, dy,
                                 self->pointer_in ? self->pointer_x : w / 2,
                                 self->pointer_in ? self->pointer_y : h / 2, w, h);
  return TRUE;
}

static void
on_scroll_begin (GtkEventControllerScroll *controller, TlMapEditView *self)
{
  self->scroll_acc = 0;
}

static void
on_pinch_begin (GtkGesture *gesture, GdkEventSequence *sequence, TlMapEditView *self)
{
  self->pinch_level = tl_board_viewport_get_zoom_level (self->viewport);
}

static void
on_pinch_scale_changed (GtkGestureZoom *gesture, double scale, TlMapEditView *self)
{
  double w = _tl_map_edit_view_width (self), h = _tl_map_edit_view_height (self), x = w / 2, y = h / 2;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y);
  tl_board_viewport_pinch_zoom (self->viewport, self->pinch_level, scale, x, y, w, h);
}

/* Space or Return at the keyboard's cursor. */
static void
use_at_cursor (TlMapEditView *self)
{
  gint x = self->cursor_x, y = self->cursor_y;

  if (self->tool == TL_MAP_TOOL_LINE || self->tool == TL_MAP_TOOL_RECTANGLE)
    {
      if (!self->anchored)
        {
          self->anchored = TRUE;
          self->anchor_x = x;
          self->anchor_y = y;
          gtk_widget_queue_draw (GTK_WIDGET (self));
          return;
        }
      self->anchored = FALSE;
      tl_map_edit_view_use_tool (self, self->anchor_x, self->anchor_y, x, y);
      return;
    }
  tl_map_edit_view_use_tool (self, x, y, x, y);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TlMapEditView         *self)
{
  gint step = (state & GDK_SHIFT_MASK) ? 5 : 1;
  gint dx = 0, dy = 0;

  if (!_tl_map_edit_view_editable (self) || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -step; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = step; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = -step; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = step; break;
    case GDK_KEY_space: case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      use_at_cursor (self);
      return TRUE;
    case GDK_KEY_Escape:
      if (!self->anchored)
        return FALSE;
      self->anchored = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    default:
      return FALSE;
    }
  move_cursor (self, self->cursor_x + dx, self->cursor_y + dy);
  keep_in_sight (self, self->cursor_x, self->cursor_y, 0);
  return TRUE;
}

static void
on_focus_changed (TlMapEditView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- the object ---- */

static void
tl_map_edit_view_dispose (GObject *object)
{
  TlMapEditView *self = TL_MAP_EDIT_VIEW (object);

  set_shown (self, NULL, NULL);
  g_clear_handle_id (&self->flash_id, g_source_remove);
  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_data (self->viewport, self);
  g_clear_object (&self->viewport);
  G_OBJECT_CLASS (tl_map_edit_view_parent_class)->dispose (object);
}

static void
tl_map_edit_view_finalize (GObject *object)
{
  TlMapEditView *self = TL_MAP_EDIT_VIEW (object);

  g_array_unref (self->problem_cells);
  G_OBJECT_CLASS (tl_map_edit_view_parent_class)->finalize (object);
}

static void
tl_map_edit_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TlMapEditView *self = TL_MAP_EDIT_VIEW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: g_value_set_object (value, self->document); break;
    case PROP_TOOL: g_value_set_int (value, self->tool); break;
    case PROP_PAINT: g_value_set_int (value, self->paint); break;
    case PROP_CURSOR_X: g_value_set_int (value, self->cursor_x); break;
    case PROP_CURSOR_Y: g_value_set_int (value, self->cursor_y); break;
    case PROP_HOVER_X: g_value_set_int (value, self->hover_x); break;
    case PROP_HOVER_Y: g_value_set_int (value, self->hover_y); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_map_edit_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  TlMapEditView *self = TL_MAP_EDIT_VIEW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT: tl_map_edit_view_set_document (self, g_value_get_object (value)); break;
    case PROP_TOOL: tl_map_edit_view_set_tool (self, g_value_get_int (value)); break;
    case PROP_PAINT: tl_map_edit_view_set_paint (self, g_value_get_int (value)); break;
    case PROP_CURSOR_X: move_cursor (self, g_value_get_int (value), self->cursor_y); break;
    case PROP_CURSOR_Y: move_cursor (self, self->cursor_x, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_map_edit_view_class_init (TlMapEditViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tl_map_edit_view_dispose;
  object_class->finalize = tl_map_edit_view_finalize;
  object_class->get_property = tl_map_edit_view_get_property;
  object_class->set_property = tl_map_edit_view_set_property;
  widget_class->snapshot = _tl_map_edit_view_snapshot;
  widget_class->size_allocate = tl_map_edit_view_size_allocate;
  widget_class->measure = tl_map_edit_view_measure;

  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, TL_TYPE_MAP_DOCUMENT, rw);
  properties[PROP_TOOL] = g_param_spec_int ("tool", NULL, NULL, 0, TL_N_MAP_TOOLS - 1, 0, rw);
  properties[PROP_PAINT] = g_param_spec_int ("paint", NULL, NULL, 0, TL_N_MAP_PAINTS - 1, 0, rw);
  properties[PROP_CURSOR_X] = g_param_spec_int ("cursor-x", NULL, NULL, 0, G_MAXINT, 0, rw);
  properties[PROP_CURSOR_Y] = g_param_spec_int ("cursor-y", NULL, NULL, 0, G_MAXINT, 0, rw);
  properties[PROP_HOVER_X] = g_param_spec_int ("hover-x", NULL, NULL, -1, G_MAXINT, -1, ro);
  properties[PROP_HOVER_Y] = g_param_spec_int ("hover-y", NULL, NULL, -1, G_MAXINT, -1, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "tl-map-edit-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tl_map_edit_view_init (TlMapEditView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;
  GtkGesture *gesture;

  self->viewport = tl_board_viewport_new ();
  self->editable = TRUE;
  self->problem_cells = g_array_new (FALSE, FALSE, sizeof (gint));
  self->hover_x = self->hover_y = -1;
  self->fit_pending = TRUE;
  g_signal_connect (self->viewport, "notify", G_CALLBACK (on_viewport_changed), self);
  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_cursor_from_name (widget, "crosshair");

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, controller);

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (gesture, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (gesture, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (gesture, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (controller, "scroll", G_CALLBACK (on_scroll), self);
  g_signal_connect (controller, "scroll-begin", G_CALLBACK (on_scroll_begin), self);
  gtk_widget_add_controller (widget, controller);

  gesture = gtk_gesture_zoom_new ();
  g_signal_connect (gesture, "begin", G_CALLBACK (on_pinch_begin), self);
  g_signal_connect (gesture, "scale-changed", G_CALLBACK (on_pinch_scale_changed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (widget, controller);
}

GtkWidget *
tl_map_edit_view_new (void)
{
  return g_object_new (TL_TYPE_MAP_EDIT_VIEW, NULL);
}
