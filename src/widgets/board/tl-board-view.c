/* tl-board-view.c — the board of a game: the widget, its public API, fitting
 * the view to the game and the frame clock of its labels, animations and
 * glides
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "tl-board-view-private.h"

/* How long the view takes to glide to a tile placed out of sight, in microseconds. */
#define GLIDE_DURATION (G_USEC_PER_SEC * 2 / 5)

G_DEFINE_FINAL_TYPE (TlBoardView, tl_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ROTATION,
  PROP_VIEWPORT,
  PROP_SHOW_LEGAL,
  PROP_ANIMATIONS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
/* the id of the next property an expansion installs */
static guint next_property_id = N_PROPS;

/* ---- for the other parts ---- */

guint
_tl_board_view_install_property (GObjectClass *klass,
                                 GParamSpec   *pspec)
{
  guint id = next_property_id++;

  g_object_class_install_property (klass, id, pspec);
  return id;
}

gpointer
_tl_board_view_get_state (TlBoardView            *self,
                          const TlBoardViewHooks *hooks)
{
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    if (_tl_board_expansions[i].view == hooks)
      return self->states[i];
  g_return_val_if_reached (NULL);
}

double
_tl_board_view_width (TlBoardView *self)
{
  return gtk_widget_get_width (GTK_WIDGET (self));
}

double
_tl_board_view_height (TlBoardView *self)
{
  return gtk_widget_get_height (GTK_WIDGET (self));
}

void
_tl_board_view_cell_at (TlBoardView *self,
                        double       px,
                        double       py,
                        int         *x,
                        int         *y)
{
  double bx, by;

  tl_board_viewport_widget_to_board (self->viewport, _tl_board_view_width (self),
                                     _tl_board_view_height (self), px, py, &bx, &by);
  *x = (int) floor (bx);
  *y = (int) floor (by);
}

/* Moves the view as little as possible so that cell (x, y) shows with half
 * a tile of room round it (keyboard play). */
void
_tl_board_view_ensure_cell_visible (TlBoardView *self,
                                    int          x,
                                    int          y)
{
  double cx, cy;

  if (tl_board_viewport_center_for_cell (self->viewport, _tl_board_view_width (self),
                                         _tl_board_view_height (self), x, y, 0.5, &cx, &cy))
    tl_board_viewport_set_center (self->viewport, cx, cy);
}

/* ---- fitting the view ---- */

/* The smallest zoom level, up to the default one, at which follower spots are
 * drawn at least TL_BOARD_SPOT_MIN_PX wide: a game opens at it or closer. */
static guint
open_min_level (void)
{
  for (guint level = 0; level < TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL; level++)
    if (2 * _tl_board_spot_radius (tl_board_viewport_level_tile_size (level)) + TL_BOARD_SPOT_OUTLINE
        >= TL_BOARD_SPOT_MIN_PX)
      return level;
  return TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL;
}

/* Shows the game (see tl_board_view_set_game() and tl_board_view_fit()); does
 * nothing (and keeps it to do) while the view has no size yet. */
static void
fit_view (TlBoardView *self)
{
  TlBoardRect areas[5];
  guint n = _tl_board_scene_fit_areas (self->scene, areas, G_N_ELEMENTS (areas) - 1);
  guint min_level = 0;

  if (!self->fit_overview)
    {
      /* opening: spots large enough to hit; when what the scene would show does
       * not fit that close, the cell the scene opens on (the tile placed this
       * turn, or where the tile in hand fits next to the start tile), with a
       * ring of one cell */
      int x, y;

      min_level = open_min_level ();
      if (_tl_board_scene_open_cell (self->scene, &x, &y))
        areas[n++] = (TlBoardRect) { x - 1, y - 1, 3, 3 };
    }
  if (tl_board_viewport_fit (self->viewport, _tl_board_view_width (self), _tl_board_view_height (self),
                             areas, n, min_level, TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL))
    self->fit_pending = FALSE;
}

/* Fits the view on the first allocation after a game was set, and again when
 * the view's size changes as long as nobody moved it since. */
static void
tl_board_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  TlBoardView *self = TL_BOARD_VIEW (widget);

  if (self->fit_pending || tl_board_viewport_get_fitted (self->viewport))
    fit_view (self);
}

/* ---- the frame clock: labels, animations, a go-to ---- */

static gboolean
tick (GtkWidget     *widget,
      GdkFrameClock *clock,
      gpointer       data)
{
  TlBoardView *self = TL_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  gboolean scene = tl_board_scene_advance (self->scene, now);
  gboolean going = tl_board_viewport_advance (self->viewport, now);

  gtk_widget_queue_draw (widget);
  if (scene || going)
    return G_SOURCE_CONTINUE;
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
ensure_ticking (TlBoardView *self)
{
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick, NULL, NULL);
}

static gboolean
animations_enabled (TlBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled && self->animations;
}

/* ---- the follower step's zoom ---- */

/* A person's follower step (or a step of an expansion with spots on the placed
 * tile) at a zoom where the spots are drawn smaller than TL_BOARD_SPOT_MIN_PX
 * (Ctrl+0 on a large map: six spots overlap on a 24 or 48 px tile) zooms in on
 * the tile placed, as close as a game opens; once the step ends (confirmed,
 * taken back) the view goes back to where the person had it, unless they moved
 * it meanwhile. Decided over larger spots, which would only overlap more on a
 * small tile: the person chose the overview to see the map, and gets it back
 * for the next tile. */
/* Whether the scene offers two spots or more, points, on the tile placed (@placed). */
static gboolean
spots_on_placed_tile (const TlBoardSceneFrame *scene,
                      int                      placed)
{
  const TlPlacedTile *tile;
  guint n = 0;

  if (placed < 0)
    return FALSE;
  tile = tl_board_tile (tl_game_state_board (scene->state), placed);
  for (guint i = 0; i < scene->spots->len; i++)
    {
      const TlSpot *spot = &g_array_index (scene->spots, TlSpot, i);

      if (spot->shape == TL_SPOT_SHAPE_POINT && spot->x == tile->x && spot->y == tile->y)
        n++;
    }
  return n >= 2;
}

static void
follow_spot_step (TlBoardView *self)
{
  const TlBoardSceneFrame *scene = _tl_board_scene_frame (self->scene);
  const TlGameState *state = scene->state;
  int placed = state != NULL ? tl_game_state_placed_tile (state) : -1;
  gboolean step = spots_on_placed_tile (scene, placed);
  TlBoardViewport *viewport = self->viewport;
  gint64 duration = gtk_widget_is_drawable (GTK_WIDGET (self)) && animations_enabled (self) ? GLIDE_DURATION : 0;

  if (step && !self->spot_zoom)
    {
      const TlPlacedTile *tile = tl_board_tile (tl_game_state_board (state), placed);
      guint level = open_min_level ();

      if (tl_board_viewport_get_zoom_level (viewport) >= level || _tl_board_view_width (self) <= 0)
        return;
      self->spot_zoom = TRUE;
      self->spot_back_fitted = tl_board_viewport_get_fitted (viewport);
      self->spot_back_level = tl_board_viewport_get_zoom_level (viewport);
      self->spot_back_x = tl_board_viewport_get_center_x (viewport);
      self->spot_back_y = tl_board_viewport_get_center_y (viewport);
      self->spot_level = level;
      self->spot_x = tile->x + 0.5;
      self->spot_y = tile->y + 0.5;
      tl_board_viewport_go_to_full (viewport, self->spot_x, self->spot_y, level, duration);
    }
  else if (!step && self->spot_zoom)
    {
      gboolean moved;

      self->spot_zoom = FALSE;
      /* (the glide there may still be under way: its end is where it went) */
      moved = tl_board_viewport_get_zoom_level (viewport) != self->spot_level
              || (!tl_board_viewport_get_going (viewport)
                  && (fabs (tl_board_viewport_get_center_x (viewport) - self->spot_x) > 1e-6
                      || fabs (tl_board_viewport_get_center_y (viewport) - self->spot_y) > 1e-6));
      if (moved)
        return;
      if (self->spot_back_fitted)
        {
          tl_board_viewport_stop_go_to (viewport);
          self->fit_pending = TRUE;
          fit_view (self);
        }
      else
        tl_board_viewport_go_to_full (viewport, self->spot_back_x, self->spot_back_y,
                                      self->spot_back_level, duration);
    }
}

/* ---- following the scene and the viewport ---- */

static void
on_scene_changed (TlBoardScene *scene,
                  TlBoardView  *self)
{
  follow_spot_step (self);
  if (_tl_board_scene_frame (scene)->pointer_in)
    _tl_board_view_update_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A label or an animation started: the frame clock moves it on. Animations
 * of cells are not played while the board is not on screen or animations
 * are off; the labels stay their two seconds. */
static void
on_scene_animate (TlBoardScene *scene,
                  TlBoardView  *self)
{
  if (!gtk_widget_is_drawable (GTK_WIDGET (self)) || !animations_enabled (self))
    _tl_board_scene_skip_animations (scene);
  ensure_ticking (self);
}

/* A computer placed a tile on (x, y): bring it into sight, gliding when the
 * view is on screen (and jumping when it is not). */
static void
on_scene_show_cell (TlBoardScene *scene,
                    int           x,
                    int           y,
                    TlBoardView  *self)
{
  tl_board_view_show_cell (self, x, y);
}

void
tl_board_view_show_cell (TlBoardView *self,
                         int          x,
                         int          y)
{
  double cx, cy;

  g_return_if_fail (TL_IS_BOARD_VIEW (self));

  tl_board_viewport_stop_go_to (self->viewport);
  if (!tl_board_viewport_center_for_cell (self->viewport, _tl_board_view_width (self),
                                          _tl_board_view_height (self), x, y, 0.25, &cx, &cy))
    return;
  tl_board_viewport_go_to (self->viewport, cx, cy,
                           gtk_widget_is_drawable (GTK_WIDGET (self)) ? GLIDE_DURATION : 0);
}

static void
on_scene_rotation (TlBoardScene *scene,
                   GParamSpec   *pspec,
                   TlBoardView  *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
}

static void
on_viewport_changed (TlBoardViewport *viewport,
                     GParamSpec      *pspec,
                     TlBoardView     *self)
{
  const TlBoardSceneFrame *scene = _tl_board_scene_frame (self->scene);

  /* moved by the person or a glide: no longer to be fitted */
  if (!tl_board_viewport_get_fitted (viewport))
    self->fit_pending = FALSE;
  if (tl_board_viewport_get_going (viewport))
    ensure_ticking (self);
  if (scene->pointer_in && !scene->keyboard)
    {
      int cx, cy;

      _tl_board_view_cell_at (self, self->pointer_x, self->pointer_y, &cx, &cy);
      _tl_board_scene_pointer_cell (self->scene, cx, cy);
      _tl_board_view_update_hover (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_style_changed (AdwStyleManager *manager,
                  GParamSpec      *pspec,
                  TlBoardView     *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_scale_factor_changed (GtkWidget  *widget,
                         GParamSpec *pspec,
                         gpointer    data)
{
  gtk_widget_queue_draw (widget);
}

/* ---- GObject ---- */

static void
tl_board_view_dispose (GObject *object)
{
  TlBoardView *self = TL_BOARD_VIEW (object);

  if (self->scene != NULL)
    {
      tl_board_scene_set_game (self->scene, NULL);
      g_signal_handlers_disconnect_by_data (self->scene, self);
    }
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  g_clear_signal_handler (&self->dark_id, adw_style_manager_get_default ());
  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_data (self->viewport, self);
  g_clear_object (&self->viewport);

  G_OBJECT_CLASS (tl_board_view_parent_class)->dispose (object);
}

static void
tl_board_view_finalize (GObject *object)
{
  TlBoardView *self = TL_BOARD_VIEW (object);

  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardViewHooks *hooks = _tl_board_expansions[i].view;

      if (hooks->finalize != NULL)
        hooks->finalize (self, self->states[i]);
      g_free (self->states[i]);
    }
  g_free (self->states);
  g_clear_object (&self->scene);
  _tl_board_view_tiles_dispose (self);
  g_clear_pointer (&self->cache, tl_tile_cache_free);
  g_hash_table_unref (self->follower_textures);

  G_OBJECT_CLASS (tl_board_view_parent_class)->finalize (object);
}

static void
tl_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TlBoardView *self = TL_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, tl_board_scene_get_game (self->scene));
      break;
    case PROP_ROTATION:
      g_value_set_uint (value, tl_board_scene_get_rotation (self->scene));
      break;
    case PROP_VIEWPORT:
      g_value_set_object (value, self->viewport);
      break;
    case PROP_SHOW_LEGAL:
      g_value_set_boolean (value, self->show_legal);
      break;
    case PROP_ANIMATIONS:
      g_value_set_boolean (value, self->animations);
      break;
    default:
      for (guint i = 0; i < _tl_board_n_expansions; i++)
        {
          const TlBoardViewHooks *hooks = _tl_board_expansions[i].view;

          if (hooks->get_property != NULL && hooks->get_property (self, self->states[i], pspec, value))
            return;
        }
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TlBoardView *self = TL_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tl_board_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_ROTATION:
      tl_board_view_set_rotation (self, g_value_get_uint (value));
      break;
    case PROP_SHOW_LEGAL:
      if (self->show_legal != g_value_get_boolean (value))
        {
          self->show_legal = g_value_get_boolean (value);
          gtk_widget_queue_draw (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_ANIMATIONS:
      if (self->animations != g_value_get_boolean (value))
        {
          self->animations = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      for (guint i = 0; i < _tl_board_n_expansions; i++)
        {
          const TlBoardViewHooks *hooks = _tl_board_expansions[i].view;

          if (hooks->set_property != NULL && hooks->set_property (self, self->states[i], pspec, value))
            return;
        }
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_board_view_class_init (TlBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_board_view_dispose;
  object_class->finalize = tl_board_view_finalize;
  object_class->get_property = tl_board_view_get_property;
  object_class->set_property = tl_board_view_set_property;
  widget_class->snapshot = _tl_board_view_snapshot;
  widget_class->size_allocate = tl_board_view_size_allocate;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TL_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL, TL_TYPE_BOARD_VIEWPORT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LEGAL] =
    g_param_spec_boolean ("show-legal", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATIONS] =
    g_param_spec_boolean ("animations", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  for (guint i = 0; i < _tl_board_n_expansions; i++)
    if (_tl_board_expansions[i].view->class_init != NULL)
      _tl_board_expansions[i].view->class_init (object_class);

  gtk_widget_class_set_css_name (widget_class, "boardview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tl_board_view_init (TlBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->scene = tl_board_scene_new ();
  g_signal_connect (self->scene, "changed", G_CALLBACK (on_scene_changed), self);
  g_signal_connect (self->scene, "animate", G_CALLBACK (on_scene_animate), self);
  g_signal_connect (self->scene, "show-cell", G_CALLBACK (on_scene_show_cell), self);
  g_signal_connect (self->scene, "notify::rotation", G_CALLBACK (on_scene_rotation), self);
  self->viewport = tl_board_viewport_new ();
  g_signal_connect (self->viewport, "notify", G_CALLBACK (on_viewport_changed), self);
  self->follower_textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  _tl_board_view_tiles_init (self);
  self->show_legal = TRUE;
  self->animations = TRUE;

  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Board"), -1);
  _tl_board_view_init_input (self);

  self->dark_id = g_signal_connect (adw_style_manager_get_default (), "notify::dark",
                                    G_CALLBACK (on_style_changed), self);
  g_signal_connect (widget, "notify::scale-factor", G_CALLBACK (on_scale_factor_changed), NULL);

  self->states = g_new0 (gpointer, MAX (_tl_board_n_expansions, 1));
  for (guint i = 0; i < _tl_board_n_expansions; i++)
    {
      const TlBoardViewHooks *hooks = _tl_board_expansions[i].view;

      self->states[i] = hooks->state_size > 0 ? g_malloc0 (hooks->state_size) : NULL;
      if (hooks->init != NULL)
        hooks->init (self, self->states[i]);
    }
}

/* ---- public ---- */

GtkWidget *
tl_board_view_new (void)
{
  return g_object_new (TL_TYPE_BOARD_VIEW, NULL);
}

void
tl_board_view_set_game (TlBoardView *view,
                        TlGame      *game)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));
  g_return_if_fail (game == NULL || TL_IS_GAME (game));

  if (tl_board_scene_get_game (view->scene) == game)
    return;

  tl_board_viewport_stop_go_to (view->viewport);
  tl_board_scene_set_game (view->scene, game);
  /* the game in view, now if the view has a size, else once it has */
  view->fit_pending = TRUE;
  view->fit_overview = FALSE;
  fit_view (view);
  g_object_notify_by_pspec (G_OBJECT (view), properties[PROP_GAME]);
}

TlGame *
tl_board_view_get_game (TlBoardView *view)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), NULL);
  return tl_board_scene_get_game (view->scene);
}

TlBoardViewport *
tl_board_view_get_viewport (TlBoardView *view)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), NULL);
  return view->viewport;
}

guint
tl_board_view_get_rotation (TlBoardView *view)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), 0);
  return tl_board_scene_get_rotation (view->scene);
}

void
tl_board_view_set_rotation (TlBoardView *view,
                            guint        r)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));
  tl_board_scene_set_rotation (view->scene, r);
}

void
tl_board_view_rotate (TlBoardView *view,
                      int          delta)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));
  tl_board_scene_rotate (view->scene, delta);
}

void
tl_board_view_zoom_in (TlBoardView *view)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));
  _tl_board_view_zoom_steps (view, 1, FALSE);
}

void
tl_board_view_zoom_out (TlBoardView *view)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));
  _tl_board_view_zoom_steps (view, -1, FALSE);
}

void
tl_board_view_zoom_reset (TlBoardView *view)
{
  const TlGameState *state;
  double cx = 0.5, cy = 0.5;

  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  /* centred on the middle of the placed tiles */
  state = _tl_board_scene_frame (view->scene)->state;
  if (state != NULL && tl_board_n_tiles (tl_game_state_board (state)) > 0)
    {
      gint min_x, min_y, max_x, max_y;

      tl_board_bounds (tl_game_state_board (state), &min_x, &min_y, &max_x, &max_y);
      cx = (min_x + max_x + 1) / 2.0;
      cy = (min_y + max_y + 1) / 2.0;
    }
  g_object_freeze_notify (G_OBJECT (view->viewport));
  tl_board_viewport_set_zoom_level (view->viewport, TL_BOARD_VIEWPORT_DEFAULT_ZOOM_LEVEL);
  tl_board_viewport_set_center (view->viewport, cx, cy);
  g_object_thaw_notify (G_OBJECT (view->viewport));
}

void
tl_board_view_fit (TlBoardView *view)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  if (_tl_board_scene_frame (view->scene)->state == NULL)
    return;
  tl_board_viewport_stop_go_to (view->viewport);
  view->fit_pending = TRUE;
  view->fit_overview = TRUE;
  fit_view (view);
}

void
tl_board_view_set_mark (TlBoardView *view,
                        gboolean     shown,
                        int          x,
                        int          y,
                        int          port)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  if (_tl_board_scene_set_mark (view->scene, shown, x, y, port))
    gtk_widget_queue_draw (GTK_WIDGET (view));
}

void
tl_board_view_pan (TlBoardView *view,
                   double       dx,
                   double       dy)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  tl_board_viewport_set_center (view->viewport,
                                tl_board_viewport_get_center_x (view->viewport) + dx,
                                tl_board_viewport_get_center_y (view->viewport) + dy);
}

void
tl_board_view_move_cursor (TlBoardView *view,
                           int          dx,
                           int          dy)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  int x, y;

  if (tl_board_scene_move_cursor (view->scene, dx, dy))
    {
      tl_board_scene_get_cursor (view->scene, &x, &y);
      _tl_board_view_ensure_cell_visible (view, x, y);
    }
}

gboolean
tl_board_view_activate_cursor (TlBoardView *view)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), FALSE);
  return tl_board_scene_activate_cursor (view->scene);
}

void
tl_board_view_get_cursor (TlBoardView *view,
                          int         *x,
                          int         *y)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));
  tl_board_scene_get_cursor (view->scene, x, y);
}

void
tl_board_view_set_cursor (TlBoardView *view,
                          int          x,
                          int          y)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  _tl_board_scene_set_cursor (view->scene, x, y);
  _tl_board_view_ensure_cell_visible (view, x, y);
}
