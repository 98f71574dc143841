/* tl-board-view-input.c — playing on the board with the pointer and keys:
 * hover, clicks, dragging to pan, the wheel and pinches to zoom, Escape and R
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "tl-board-view-private.h"

#define FOLLOWER_SCALE TL_BOARD_FOLLOWER_SCALE
/* Pointer travel (logical pixels) before a press becomes a drag. */
#define DRAG_THRESHOLD 5.0

/* ---- hover ---- */

/* The follower of the board under the pointer (within reach of its middle), or -1. */
static int
follower_under_pointer (TlBoardView *self)
{
  const TlGameState *state = _tl_board_scene_frame (self->scene)->state;
  const GArray *followers;
  double size = tl_board_viewport_get_tile_size (self->viewport);
  double best = MAX (size * FOLLOWER_SCALE * 0.6, 10.0);
  int pick = -1;

  if (state == NULL)
    return -1;
  followers = tl_features_followers (tl_board_features_const (tl_game_state_board (state)));
  for (guint i = 0; followers != NULL && i < followers->len; i++)
    {
      double bx, by, px, py, d;

      _tl_board_scene_follower_point (state, i, &bx, &by);
      tl_board_viewport_board_to_widget (self->viewport, _tl_board_view_width (self),
                                         _tl_board_view_height (self), bx, by, &px, &py);
      d = hypot (px - self->pointer_x, py - self->pointer_y);
      if (d < best)
        {
          best = d;
          pick = i;
        }
    }
  return pick;
}

/* The spot under the pointer: the nearest point within reach (a follower is
 * a bigger target than an empty place), else a cell spot on the pointer's
 * cell; -1 for none. */
static int
spot_under_pointer (TlBoardView *self)
{
  const TlBoardSceneFrame *scene = _tl_board_scene_frame (self->scene);
  double size = tl_board_viewport_get_tile_size (self->viewport);
  double best = MAX (size * 0.13, 12.0);
  int hover = -1, cx, cy;

  for (guint i = 0; i < scene->spots->len; i++)
    {
      const TlSpot *spot = &g_array_index (scene->spots, TlSpot, i);
      double px, py, d;

      if (spot->shape == TL_SPOT_SHAPE_CELL)
        continue;
      tl_board_viewport_board_to_widget (self->viewport, _tl_board_view_width (self),
                                         _tl_board_view_height (self), spot->bx, spot->by, &px, &py);
      d = hypot (px - self->pointer_x, py - self->pointer_y);
      if (spot->shape == TL_SPOT_SHAPE_RING)
        d *= 0.7;
      if (d < best)
        {
          best = d;
          hover = i;
        }
    }
  _tl_board_view_cell_at (self, self->pointer_x, self->pointer_y, &cx, &cy);
  for (guint i = 0; hover < 0 && i < scene->spots->len; i++)
    {
      const TlSpot *spot = &g_array_index (scene->spots, TlSpot, i);

      if (spot->shape == TL_SPOT_SHAPE_CELL && spot->x == cx && spot->y == cy)
        hover = i;
    }
  return hover;
}

void
_tl_board_view_update_hover (TlBoardView *self)
{
  const TlBoardSceneFrame *scene = _tl_board_scene_frame (self->scene);
  const char *cursor = NULL;
  int hover = -1, follower = -1;

  if (self->dragging)
    cursor = "grabbing";
  else if (scene->pointer_in && scene->offers_spots)
    {
      hover = spot_under_pointer (self);
      if (hover >= 0)
        cursor = "pointer";
    }
  else if (scene->pointer_in && scene->human_phase == TL_PHASE_PLACE &&
           _tl_board_scene_frame_legal_mask (scene, scene->cursor_x, scene->cursor_y) != 0)
    cursor = "pointer";

  /* games with recall: any follower under the pointer shows its territory */
  if (scene->pointer_in && !self->dragging && hover < 0 && scene->has_recall)
    follower = follower_under_pointer (self);

  if (_tl_board_scene_set_hover (self->scene, hover, follower))
    gtk_widget_queue_draw (GTK_WIDGET (self));
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), cursor);
}

void
_tl_board_view_pointer_moved (TlBoardView *self,
                              double       x,
                              double       y)
{
  int cx, cy;

  self->pointer_x = x;
  self->pointer_y = y;
  _tl_board_view_cell_at (self, x, y, &cx, &cy);
  _tl_board_scene_pointer_at (self->scene, cx, cy);
  _tl_board_view_update_hover (self);
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TlBoardView              *self)
{
  _tl_board_view_pointer_moved (self, x, y);
}

static void
on_enter (GtkEventControllerMotion *controller,
          double                    x,
          double                    y,
          TlBoardView              *self)
{
  _tl_board_view_pointer_moved (self, x, y);
}

static void
on_leave (GtkEventControllerMotion *controller,
          TlBoardView              *self)
{
  _tl_board_scene_pointer_left (self->scene);
}

/* ---- clicks and dragging ---- */

static void
click_at (TlBoardView *self,
          double       x,
          double       y)
{
  int cx, cy;

  _tl_board_view_pointer_moved (self, x, y);
  _tl_board_view_cell_at (self, x, y, &cx, &cy);
  _tl_board_scene_click (self->scene, cx, cy);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               TlBoardView    *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (button != GDK_BUTTON_PRIMARY && button != GDK_BUTTON_MIDDLE)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  tl_board_viewport_stop_go_to (self->viewport);
  self->drag_button = button;
  self->dragging = FALSE;
  self->drag_center_x = tl_board_viewport_get_center_x (self->viewport);
  self->drag_center_y = tl_board_viewport_get_center_y (self->viewport);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                TlBoardView    *self)
{
  double size = tl_board_viewport_get_tile_size (self->viewport);

  if (!self->dragging && hypot (dx, dy) < DRAG_THRESHOLD)
    return;
  if (!self->dragging)
    {
      self->dragging = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      _tl_board_view_update_hover (self);
    }
  tl_board_viewport_set_center (self->viewport, self->drag_center_x - dx / size,
                                self->drag_center_y - dy / size);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             TlBoardView    *self)
{
  double x, y;

  if (!self->dragging)
    {
      if (self->drag_button == GDK_BUTTON_PRIMARY &&
          gtk_gesture_drag_get_start_point (gesture, &x, &y))
        click_at (self, x + dx, y + dy);
      return;
    }
  self->dragging = FALSE;
  _tl_board_view_update_hover (self);
}

/* A right click turns the tile in hand, or after placing what the spot under
 * the pointer offers to turn. */
static void
on_secondary_pressed (GtkGestureClick *gesture,
                      int              n_press,
                      double           x,
                      double           y,
                      TlBoardView     *self)
{
  const TlBoardSceneFrame *scene = _tl_board_scene_frame (self->scene);

  if (scene->human_phase != TL_PHASE_FOLLOWER && !scene->offers_tile)
    return;
  _tl_board_view_pointer_moved (self, x, y);
  if (_tl_board_scene_secondary_click (self->scene))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* Escape: a step back while an expansion is choosing a target. Tab: the next
 * spot. R after placing: turns what an expansion offers (the window's rotate
 * actions are there for the tile in hand). */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TlBoardView           *self)
{
  int x, y;

  if (keyval == GDK_KEY_Escape && _tl_board_scene_frame (self->scene)->targeting)
    return _tl_board_scene_back (self->scene);
  /* Tab and Shift+Tab go round the spots while some are offered; else they
   * move the focus on, as anywhere (no keyboard trap) */
  if ((keyval == GDK_KEY_Tab || keyval == GDK_KEY_ISO_Left_Tab || keyval == GDK_KEY_KP_Tab) &&
      (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) == 0 &&
      tl_board_scene_cycle_spot (self->scene, (state & GDK_SHIFT_MASK) || keyval == GDK_KEY_ISO_Left_Tab ? -1 : 1))
    {
      tl_board_scene_get_cursor (self->scene, &x, &y);
      _tl_board_view_ensure_cell_visible (self, x, y);
      return TRUE;
    }
  if ((keyval == GDK_KEY_r || keyval == GDK_KEY_R) &&
      (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) == 0 &&
      _tl_board_scene_frame (self->scene)->human_phase == TL_PHASE_FOLLOWER)
    return _tl_board_scene_rotate_offer (self->scene, (state & GDK_SHIFT_MASK) ? -1 : 1);
  return FALSE;
}

/* ---- zooming ---- */

void
_tl_board_view_zoom_steps (TlBoardView *self,
                           int          steps,
                           gboolean     about_pointer)
{
  double w = _tl_board_view_width (self), h = _tl_board_view_height (self);
  gboolean at_pointer = about_pointer && _tl_board_scene_frame (self->scene)->pointer_in;
  double px = at_pointer ? self->pointer_x : w / 2;
  double py = at_pointer ? self->pointer_y : h / 2;

  if (!tl_board_viewport_zoom_at (self->viewport, steps, px, py, w, h))
    return;
  /* zooming out, the board keeps to the middle once it fits whole (what the
   * view fits: a fixed playing area, else the placed tiles) */
  if (steps < 0)
    {
      TlBoardRect areas[4];
      guint n = _tl_board_scene_fit_areas (self->scene, areas, G_N_ELEMENTS (areas));
      double size = tl_board_viewport_get_tile_size (self->viewport);

      for (guint i = 0; i < n; i++)
        if (areas[i].width * size <= w && areas[i].height * size <= h)
          {
            tl_board_viewport_set_center (self->viewport, areas[i].x + areas[i].width / 2,
                                          areas[i].y + areas[i].height / 2);
            break;
          }
    }
  if (at_pointer)
    _tl_board_view_pointer_moved (self, px, py);
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           TlBoardView              *self)
{
  self->scroll_acc += dy;
  while (self->scroll_acc >= 1)
    {
      _tl_board_view_zoom_steps (self, -1, TRUE);
      self->scroll_acc -= 1;
    }
  while (self->scroll_acc <= -1)
    {
      _tl_board_view_zoom_steps (self, 1, TRUE);
      self->scroll_acc += 1;
    }
  return TRUE;
}

static void
on_scroll_begin (GtkEventControllerScroll *controller,
                 TlBoardView              *self)
{
  self->scroll_acc = 0;
}

static void
on_pinch_begin (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                TlBoardView      *self)
{
  self->pinch_level = tl_board_viewport_get_zoom_level (self->viewport);
}

static void
on_pinch_scale_changed (GtkGestureZoom *gesture,
                        double          scale,
                        TlBoardView    *self)
{
  double w = _tl_board_view_width (self), h = _tl_board_view_height (self);
  double x = w / 2, y = h / 2;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y);
  tl_board_viewport_pinch_zoom (self->viewport, self->pinch_level, scale, x, y, w, h);
}

void
_tl_board_view_init_input (TlBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;
  GtkGesture *gesture;

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "enter", G_CALLBACK (on_enter), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, controller);

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (gesture, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (gesture, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_SECONDARY);
  g_signal_connect (gesture, "pressed", G_CALLBACK (on_secondary_pressed), self);
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
}
