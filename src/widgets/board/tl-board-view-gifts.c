/* tl-board-view-gifts.c — The Gifts on the board widget: the feature of the
 * hovered target and the follower that moves lit up, the `gift-card`
 * property, the `gift-target-chosen` signal and the public API
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-board-view-private.h"
#include "tl-board-view-gifts.h"
#include "tl-board-gifts-private.h"

static GParamSpec *gift_card_pspec;
static guint target_chosen_signal;

static void
on_scene_target_chosen (TlBoardScene *scene,
                        int           x,
                        int           y,
                        int           port,
                        int           to_x,
                        int           to_y,
                        int           to_port,
                        TlBoardView  *view)
{
  g_signal_emit (view, target_chosen_signal, 0, x, y, port, to_x, to_y, to_port);
}

static void
on_scene_gift_card_changed (TlBoardScene *scene,
                            TlBoardView  *view)
{
  g_object_notify_by_pspec (G_OBJECT (view), gift_card_pspec);
}

/* ---- hooks ---- */

static void
gifts_class_init (GObjectClass *klass)
{
  gift_card_pspec = g_param_spec_int ("gift-card", NULL, NULL, -1, TL_N_GIFT_CARDS - 1, -1,
                                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tl_board_view_install_property (klass, gift_card_pspec);

  /**
   * TlBoardView::gift-target-chosen:
   * @view: the view
   * @x: column of the tile of the target
   * @y: its row
   * @port: board port naming the target's segment (0..11 or %TL_PORT_C)
   * @to_x: Change Position: column of the segment the follower moves to (the same tile)
   * @to_y: its row
   * @to_port: its board port, or -1 for the other cards
   *
   * See tl-board-view-gifts.h.
   */
  target_chosen_signal =
    g_signal_new ("gift-target-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 6, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT,
                  G_TYPE_INT);
}

static void
gifts_init (TlBoardView *view,
            gpointer     state)
{
  g_signal_connect (view->scene, "gift-target-chosen", G_CALLBACK (on_scene_target_chosen), view);
  g_signal_connect (view->scene, "gift-card-changed", G_CALLBACK (on_scene_gift_card_changed), view);
}

/* The scene's gifts state, read through its frame. */
static const TlBoardGifts *
gifts_of (const TlBoardSceneFrame *frame)
{
  return _tl_board_scene_frame_expansion (frame, &_tl_board_scene_gifts_hooks);
}

static gboolean
gifts_get_property (TlBoardView *view,
                    gpointer     state,
                    GParamSpec  *pspec,
                    GValue      *value)
{
  if (pspec != gift_card_pspec)
    return FALSE;
  g_value_set_int (value, gifts_of (_tl_board_scene_frame (view->scene))->card);
  return TRUE;
}

/* The feature the hovered target belongs to; for Change Position, the
 * follower that moves, ringed. */
static void
gifts_snapshot_highlights (TlBoardView        *view,
                           gpointer            state,
                           GtkSnapshot        *snapshot,
                           const TlBoardFrame *frame)
{
  const TlBoardGifts *gifts = gifts_of (frame->scene);
  const TlGameState *game_state = frame->scene->state;
  const TlSpot *spot = frame->scene->active;

  if (gifts->card < 0 || game_state == NULL)
    return;

  if (spot != NULL && spot->owner == &_tl_board_scene_gifts_hooks && spot->segment >= 0 &&
      !(spot->kind == TL_GIFT_SPOT_TARGET && gifts->card == TL_GIFT_CHANGE_POSITION))
    _tl_board_view_draw_feature (view, snapshot, frame, (guint32) spot->segment);

  if (gifts->card == TL_GIFT_CHANGE_POSITION && gifts->has_from)
    {
      int segment = tl_board_segment_at (tl_game_state_board (game_state), gifts->from.x,
                                         gifts->from.y, gifts->from.port);
      int follower = segment >= 0 ? _tl_board_gifts_follower_on (game_state, segment, TRUE) : -1;
      double bx, by, px, py, ring = MAX (frame->size * TL_BOARD_FOLLOWER_SCALE * 0.72, 11.0);
      cairo_t *cr;

      if (follower < 0)
        return;
      _tl_board_scene_follower_point (game_state, follower, &bx, &by);
      tl_board_viewport_board_to_widget (view->viewport, frame->w, frame->h, bx, by, &px, &py);
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (px - ring - 6, py - ring - 6,
                                                                     2 * ring + 12, 2 * ring + 12));
      cairo_arc (cr, px, py, ring, 0, 2 * G_PI);
      cairo_set_line_width (cr, 6);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, 3.5);
      gdk_cairo_set_source_rgba (cr, &frame->accent);
      cairo_stroke (cr);
      cairo_destroy (cr);
    }
}

const TlBoardViewHooks _tl_board_view_gifts_hooks = {
  .class_init = gifts_class_init,
  .init = gifts_init,
  .get_property = gifts_get_property,
  .snapshot = {
    [TL_BOARD_LAYER_HIGHLIGHTS] = gifts_snapshot_highlights,
  },
};

/* ---- public ---- */

guint
tl_board_view_begin_gift_target (TlBoardView *view,
                                 TlGiftCard   card)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), 0);
  return _tl_board_scene_gifts_begin (view->scene, card);
}

void
tl_board_view_end_gift_target (TlBoardView *view)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));
  _tl_board_scene_gifts_end (view->scene);
}

int
tl_board_view_get_gift_card (TlBoardView *view)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), -1);
  return gifts_of (_tl_board_scene_frame (view->scene))->card;
}
