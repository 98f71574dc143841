/* tl-board-viewport.c — what part of the board a view shows: centre and zoom
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-board-viewport.h"

#include <math.h>

#define COORD_LIMIT 10000.0

/* Logical pixels per tile at each zoom level. */
static const guint level_sizes[] = { 32, 40, 48, 64, 80, 96, 128, 160, 192, 256 };

struct _TlBoardViewport {
  GObject parent_instance;
  double center_x;
  double center_y;
  guint level;
};

G_DEFINE_FINAL_TYPE (TlBoardViewport, tl_board_viewport, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CENTER_X,
  PROP_CENTER_Y,
  PROP_ZOOM_LEVEL,
  PROP_TILE_SIZE,
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
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tl_board_viewport_init (TlBoardViewport *self)
{
  self->center_x = 0.5;
  self->center_y = 0.5;
  self->level = TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL;
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
    }
  if (y != self->center_y)
    {
      self->center_y = y;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CENTER_Y]);
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM_LEVEL]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILE_SIZE]);
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
