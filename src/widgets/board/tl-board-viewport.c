/* tl-board-viewport.c — what part of the board a view shows: centre and zoom
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-board-viewport.h"

#include <math.h>

#define COORD_LIMIT 10000.0

/* Logical pixels per tile at each zoom level. 24 px lets both USA maps
 * joined (31 × 12 squares, 744 px) fit whole in an 800 px window. */
static const guint level_sizes[] = { 24, 32, 40, 48, 64, 80, 96, 128, 160, 192, 256 };

struct _TlBoardViewport {
  GObject parent_instance;
  double center_x;
  double center_y;
  guint level;

  /* what tl_board_viewport_fit() showed is still shown; it is being shown */
  gboolean fitted;
  gboolean fitting;

  /* a go-to: from, to, when it started (0 before the first frame), how long */
  gboolean going;
  double from_x, from_y, to_x, to_y;
  gint64 start_us, duration_us;
};

G_DEFINE_FINAL_TYPE (TlBoardViewport, tl_board_viewport, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CENTER_X,
  PROP_CENTER_Y,
  PROP_ZOOM_LEVEL,
  PROP_TILE_SIZE,
  PROP_FITTED,
  PROP_GOING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tl_board_viewport_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TlBoardViewport *self = TL_BOARD_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_CENTER_X:
      g_value_set_double (value, self->center_x);
      break;
    case PROP_CENTER_Y:
      g_value_set_double (value, self->center_y);
      break;
    case PROP_ZOOM_LEVEL:
      g_value_set_uint (value, self->level);
      break;
    case PROP_TILE_SIZE:
      g_value_set_uint (value, tl_board_viewport_get_tile_size (self));
      break;
    case PROP_FITTED:
      g_value_set_boolean (value, self->fitted);
      break;
    case PROP_GOING:
      g_value_set_boolean (value, self->going);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_board_viewport_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TlBoardViewport *self = TL_BOARD_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_CENTER_X:
      tl_board_viewport_set_center (self, g_value_get_double (value), self->center_y);
      break;
    case PROP_CENTER_Y:
      tl_board_viewport_set_center (self, self->center_x, g_value_get_double (value));
      break;
    case PROP_ZOOM_LEVEL:
      tl_board_viewport_set_zoom_level (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_board_viewport_class_init (TlBoardViewportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = tl_board_viewport_get_property;
  object_class->set_property = tl_board_viewport_set_property;

  properties[PROP_CENTER_X] =
    g_param_spec_double ("center-x", NULL, NULL, -COORD_LIMIT, COORD_LIMIT, 0.5,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CENTER_Y] =
    g_param_spec_double ("center-y", NULL, NULL, -COORD_LIMIT, COORD_LIMIT, 0.5,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ZOOM_LEVEL] =
    g_param_spec_uint ("zoom-level", NULL, NULL, 0, G_N_ELEMENTS (level_sizes) - 1,
                       TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TILE_SIZE] =
    g_param_spec_uint ("tile-size", NULL, NULL, 1, 1024, 96,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FITTED] =
    g_param_spec_boolean ("fitted", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GOING] =
    g_param_spec_boolean ("going", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tl_board_viewport_init (TlBoardViewport *self)
{
  self->center_x = 0.5;
  self->center_y = 0.5;
  self->level = TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL;
}

/* The view moved or zoomed: unless a fit did it, it no longer shows what the
 * fit showed. */
static void
moved (TlBoardViewport *self)
{
  if (self->fitting || !self->fitted)
    return;
  self->fitted = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FITTED]);
}

TlBoardViewport *
tl_board_viewport_new (void)
{
  return g_object_new (TL_TYPE_BOARD_VIEWPORT, NULL);
}

double
tl_board_viewport_get_center_x (TlBoardViewport *self)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEWPORT (self), 0);
  return self->center_x;
}

double
tl_board_viewport_get_center_y (TlBoardViewport *self)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEWPORT (self), 0);
  return self->center_y;
}

void
tl_board_viewport_set_center (TlBoardViewport *self,
                              double           x,
                              double           y)
{
  g_return_if_fail (TL_IS_BOARD_VIEWPORT (self));

  if (isnan (x) || isnan (y))
    return;
  x = CLAMP (x, -COORD_LIMIT, COORD_LIMIT);
  y = CLAMP (y, -COORD_LIMIT, COORD_LIMIT);

  g_object_freeze_notify (G_OBJECT (self));
  if (x != self->center_x)
    {
      self->center_x = x;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CENTER_X]);
      moved (self);
    }
  if (y != self->center_y)
    {
      self->center_y = y;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CENTER_Y]);
      moved (self);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

guint
tl_board_viewport_get_zoom_level (TlBoardViewport *self)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEWPORT (self), 0);
  return self->level;
}

void
tl_board_viewport_set_zoom_level (TlBoardViewport *self,
                                  guint            level)
{
  g_return_if_fail (TL_IS_BOARD_VIEWPORT (self));

  level = MIN (level, G_N_ELEMENTS (level_sizes) - 1);
  if (level == self->level)
    return;
  self->level = level;
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM_LEVEL]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILE_SIZE]);
  moved (self);
  g_object_thaw_notify (G_OBJECT (self));
}

guint
tl_board_viewport_get_n_zoom_levels (void)
{
  return G_N_ELEMENTS (level_sizes);
}

guint
tl_board_viewport_level_tile_size (guint level)
{
  return level_sizes[MIN (level, G_N_ELEMENTS (level_sizes) - 1)];
}

guint
tl_board_viewport_get_tile_size (TlBoardViewport *self)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEWPORT (self), 96);
  return level_sizes[self->level];
}

gboolean
tl_board_viewport_zoom_at (TlBoardViewport *self,
                           int              steps,
                           double           px,
                           double           py,
                           double           width,
                           double           height)
{
  int level;
  double bx, by, size;

  g_return_val_if_fail (TL_IS_BOARD_VIEWPORT (self), FALSE);

  level = CLAMP ((int) self->level + steps, 0, (int) G_N_ELEMENTS (level_sizes) - 1);
  if ((guint) level == self->level)
    return FALSE;

  /* The board point under (px, py) must stay there at the new size. */
  tl_board_viewport_widget_to_board (self, width, height, px, py, &bx, &by);
  size = level_sizes[level];
  g_object_freeze_notify (G_OBJECT (self));
  tl_board_viewport_set_zoom_level (self, level);
  tl_board_viewport_set_center (self, bx - (px - width / 2) / size, by - (py - height / 2) / size);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

void
tl_board_viewport_get_origin (TlBoardViewport *self,
                              double           width,
                              double           height,
                              double          *ox,
                              double          *oy)
{
  double size;

  g_return_if_fail (TL_IS_BOARD_VIEWPORT (self));
  g_return_if_fail (ox != NULL && oy != NULL);

  size = level_sizes[self->level];
  *ox = round (width / 2 - self->center_x * size);
  *oy = round (height / 2 - self->center_y * size);
}

void
tl_board_viewport_widget_to_board (TlBoardViewport *self,
                                   double           width,
                                   double           height,
                                   double           px,
                                   double           py,
                                   double          *bx,
                                   double          *by)
{
  double ox, oy, size;

  g_return_if_fail (TL_IS_BOARD_VIEWPORT (self));
  g_return_if_fail (bx != NULL && by != NULL);

  size = level_sizes[self->level];
  tl_board_viewport_get_origin (self, width, height, &ox, &oy);
  *bx = (px - ox) / size;
  *by = (py - oy) / size;
}

void
tl_board_viewport_board_to_widget (TlBoardViewport *self,
                                   double           width,
                                   double           height,
                                   double           bx,
                                   double           by,
                                   double          *px,
                                   double          *py)
{
  double ox, oy, size;

  g_return_if_fail (TL_IS_BOARD_VIEWPORT (self));
  g_return_if_fail (px != NULL && py != NULL);

  size = level_sizes[self->level];
  tl_board_viewport_get_origin (self, width, height, &ox, &oy);
  *px = ox + bx * size;
  *py = oy + by * size;
}

int
tl_board_viewport_level_to_fit (double width,
                                double height,
                                double tiles_w,
                                double tiles_h,
                                guint  max_level)
{
  for (int level = (int) MIN (max_level, G_N_ELEMENTS (level_sizes) - 1); level >= 0; level--)
    {
      double size = level_sizes[level];

      if (tiles_w * size <= width && tiles_h * size <= height)
        return level;
    }
  return -1;
}

gboolean
tl_board_viewport_fit (TlBoardViewport   *self,
                       double             width,
                       double             height,
                       const TlBoardRect *areas,
                       guint              n_areas,
                       guint              min_level,
                       guint              max_level)
{
  guint level = max_level;
  double cx = 0.5, cy = 0.5;

  g_return_val_if_fail (TL_IS_BOARD_VIEWPORT (self), FALSE);
  g_return_val_if_fail (areas != NULL || n_areas == 0, FALSE);
  g_return_val_if_fail (min_level <= max_level, FALSE);

  if (width <= 0 || height <= 0)
    return FALSE;
  for (guint i = 0; i < n_areas; i++)
    {
      int fit = tl_board_viewport_level_to_fit (width, height, areas[i].width, areas[i].height,
                                                max_level);

      cx = areas[i].x + areas[i].width / 2;
      cy = areas[i].y + areas[i].height / 2;
      level = fit >= (int) min_level ? (guint) fit : min_level;
      if (fit >= (int) min_level)
        break;
    }

  tl_board_viewport_stop_go_to (self);
  g_object_freeze_notify (G_OBJECT (self));
  self->fitting = TRUE;
  tl_board_viewport_set_zoom_level (self, level);
  tl_board_viewport_set_center (self, cx, cy);
  self->fitting = FALSE;
  if (!self->fitted)
    {
      self->fitted = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FITTED]);
    }
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
tl_board_viewport_get_fitted (TlBoardViewport *self)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEWPORT (self), FALSE);
  return self->fitted;
}

gboolean
tl_board_viewport_center_for_cell (TlBoardViewport *self,
                                   double           width,
                                   double           height,
                                   int              x,
                                   int              y,
                                   double           margin,
                                   double          *cx,
                                   double          *cy)
{
  double size, px, py, room;

  g_return_val_if_fail (TL_IS_BOARD_VIEWPORT (self), FALSE);
  g_return_val_if_fail (cx != NULL && cy != NULL, FALSE);

  *cx = self->center_x;
  *cy = self->center_y;
  if (width <= 0 || height <= 0)
    return FALSE;
  size = level_sizes[self->level];
  room = MIN (size * margin, MIN (width, height) / 4);
  tl_board_viewport_board_to_widget (self, width, height, x, y, &px, &py);
  if (size + 2 * room > width)
    *cx = x + 0.5;
  else if (px < room)
    *cx -= (room - px) / size;
  else if (px + size > width - room)
    *cx += (px + size - (width - room)) / size;
  if (size + 2 * room > height)
    *cy = y + 0.5;
  else if (py < room)
    *cy -= (room - py) / size;
  else if (py + size > height - room)
    *cy += (py + size - (height - room)) / size;
  return *cx != self->center_x || *cy != self->center_y;
}

static void
set_going (TlBoardViewport *self,
           gboolean         going)
{
  if (self->going == going)
    return;
  self->going = going;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GOING]);
}

void
tl_board_viewport_go_to_full (TlBoardViewport *self,
                              double           x,
                              double           y,
                              guint            level,
                              gint64           duration_us)
{
  g_return_if_fail (TL_IS_BOARD_VIEWPORT (self));

  if (isnan (x) || isnan (y))
    return;
  g_object_freeze_notify (G_OBJECT (self));
  tl_board_viewport_stop_go_to (self);
  tl_board_viewport_set_zoom_level (self, level);
  if (duration_us <= 0)
    tl_board_viewport_set_center (self, x, y);
  else
    {
      self->from_x = self->center_x;
      self->from_y = self->center_y;
      self->to_x = CLAMP (x, -COORD_LIMIT, COORD_LIMIT);
      self->to_y = CLAMP (y, -COORD_LIMIT, COORD_LIMIT);
      self->start_us = 0;
      self->duration_us = duration_us;
      set_going (self, TRUE);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

void
tl_board_viewport_go_to (TlBoardViewport *self,
                         double           x,
                         double           y,
                         gint64           duration_us)
{
  g_return_if_fail (TL_IS_BOARD_VIEWPORT (self));
  tl_board_viewport_go_to_full (self, x, y, self->level, duration_us);
}

void
tl_board_viewport_stop_go_to (TlBoardViewport *self)
{
  g_return_if_fail (TL_IS_BOARD_VIEWPORT (self));
  set_going (self, FALSE);
}

gboolean
tl_board_viewport_get_going (TlBoardViewport *self)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEWPORT (self), FALSE);
  return self->going;
}

gboolean
tl_board_viewport_advance (TlBoardViewport *self,
                           gint64           now_us)
{
  double t, e;

  g_return_val_if_fail (TL_IS_BOARD_VIEWPORT (self), FALSE);

  if (!self->going)
    return FALSE;
  if (self->start_us == 0)
    self->start_us = now_us;
  t = MIN (1.0, (now_us - self->start_us) / (double) self->duration_us);
  e = 1 - pow (1 - t, 3);   /* ease out */
  g_object_freeze_notify (G_OBJECT (self));
  tl_board_viewport_set_center (self, self->from_x + (self->to_x - self->from_x) * e,
                                self->from_y + (self->to_y - self->from_y) * e);
  if (t >= 1)
    set_going (self, FALSE);
  g_object_thaw_notify (G_OBJECT (self));
  return self->going;
}

void
tl_board_viewport_scroll_zoom (TlBoardViewport *self,
                               double          *accumulated,
                               double           dy,
                               double           px,
                               double           py,
                               double           width,
                               double           height)
{
  g_return_if_fail (TL_IS_BOARD_VIEWPORT (self));

  *accumulated += dy;
  while (*accumulated >= 1)
    {
      tl_board_viewport_zoom_at (self, -1, px, py, width, height);
      *accumulated -= 1;
    }
  while (*accumulated <= -1)
    {
      tl_board_viewport_zoom_at (self, 1, px, py, width, height);
      *accumulated += 1;
    }
}

void
tl_board_viewport_pinch_zoom (TlBoardViewport *self,
                              guint            start_level,
                              double           scale,
                              double           px,
                              double           py,
                              double           width,
                              double           height)
{
  int target, current;

  g_return_if_fail (TL_IS_BOARD_VIEWPORT (self));

  target = (int) start_level + (int) lround (log (MAX (scale, 0.01)) / log (1.3));
  current = (int) tl_board_viewport_get_zoom_level (self);
  if (target != current)
    tl_board_viewport_zoom_at (self, target - current, px, py, width, height);
}
