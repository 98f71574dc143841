/* tl-board-view-gifts.c — TlBoardView for The Gifts: choosing a gift's target
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-board-view-private.h"

gboolean
tl_board_view_gifts_active (TlBoardView *self)
{
  return self->gift_card >= 0;
}

/* Stops targeting without redrawing; returns whether it was on. */
static gboolean
stop (TlBoardView *self)
{
  if (self->gift_card < 0)
    return FALSE;
  self->gift_card = -1;
  self->gift_has_from = FALSE;
  tl_board_view_notify_gift_card (self);
  return TRUE;
}

void
tl_board_view_gifts_sync (TlBoardView *self)
{
  const TlGameState *state = tl_board_view_state (self);

  /* the moment to open a gift has passed (placed, undone, a new game…) */
  if (self->gift_card >= 0 &&
      (state == NULL || !tl_gifts_can_open (state) || tl_game_current_is_ai (self->game)))
    stop (self);
}

/* The follower standing on @segment (of the current player only when @own),
 * or -1. */
static int
follower_on (const TlGameState *state, guint32 segment, gboolean own)
{
  const GArray *followers = tl_features_followers (tl_board_features_const (tl_game_state_board (state)));
  guint me = tl_game_state_current_player (state);

  for (guint i = 0; followers != NULL && i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);

      if (f->segment == segment && (!own || f->player == me))
        return (int) i;
    }
  return -1;
}

void
tl_board_view_gifts_add_spots (TlBoardView *self)
{
  const TlGameState *state = tl_board_view_state (self);
  const TlBoard *board;
  const TlFeatures *features;
  GArray *targets;
  gboolean second_step;

  if (self->gift_card < 0 || state == NULL)
    return;
  board = tl_game_state_board (state);
  features = tl_board_features_const (board);
  second_step = self->gift_card == TL_GIFT_CHANGE_POSITION && self->gift_has_from;
  targets = second_step ? tl_game_gift_change_targets (self->game, &self->gift_from)
                        : tl_game_gift_targets (self->game, self->gift_card);

  for (guint i = 0; i < targets->len; i++)
    {
      const TlPosition *pos = &g_array_index (targets, TlPosition, i);
      int segment = tl_board_segment_at (board, pos->x, pos->y, pos->port);
      TlSegmentKind kind;
      TlSpot spot = { 0 };

      if (segment < 0)
        continue;
      kind = tl_features_segment_kind (features, segment);
      spot.kind = second_step ? TL_SPOT_GIFT_TO : TL_SPOT_GIFT;
      spot.x = pos->x;
      spot.y = pos->y;
      spot.port = pos->port;
      spot.segment = segment;
      spot.follower = -1;
      spot.spot.kind = kind;
      spot.role = tl_render_follower_role (kind);
      spot.lying = kind == TL_SEGMENT_FIELD;
      if (second_step)
        spot.preview = TRUE;                /* the follower in its new posture */
      else if (self->gift_card == TL_GIFT_SYNOD)
        spot.preview = TRUE;                /* a meeple would stand on the monastery */
      else if (self->gift_card == TL_GIFT_CASH_OUT || self->gift_card == TL_GIFT_CHANGE_POSITION)
        spot.follower = follower_on (state, segment, TRUE);
      else
        spot.follower = follower_on (state, segment, FALSE);   /* Road Sweeper: a meeple on the road */
      if (spot.follower >= 0)
        tl_board_view_follower_point (state, spot.follower, &spot.bx, &spot.by);
      else
        tl_board_view_segment_point (state, segment, &spot.bx, &spot.by);
      g_array_append_val (self->spots, spot);
    }
  g_array_unref (targets);
}

void
tl_board_view_gifts_snapshot (TlBoardView        *self,
                              GtkSnapshot        *snapshot,
                              const TlBoardFrame *frame)
{
  const TlGameState *state = tl_board_view_state (self);
  int active = tl_board_view_active_spot (self);

  if (self->gift_card < 0 || state == NULL)
    return;

  /* the feature the hovered target belongs to */
  if (active >= 0 && (guint) active < self->spots->len)
    {
      const TlSpot *spot = &g_array_index (self->spots, TlSpot, active);

      if ((spot->kind == TL_SPOT_GIFT || spot->kind == TL_SPOT_GIFT_TO) && spot->segment >= 0 &&
          !(spot->kind == TL_SPOT_GIFT && self->gift_card == TL_GIFT_CHANGE_POSITION))
        tl_board_view_draw_feature (self, snapshot, frame, (guint32) spot->segment);
    }

  /* Change Position: the follower that moves, ringed */
  if (self->gift_card == TL_GIFT_CHANGE_POSITION && self->gift_has_from)
    {
      int segment = tl_board_segment_at (tl_game_state_board (state), self->gift_from.x,
                                         self->gift_from.y, self->gift_from.port);
      int follower = segment >= 0 ? follower_on (state, segment, TRUE) : -1;
      double bx, by, px, py, ring = MAX (frame->size * TL_BOARD_FOLLOWER_SCALE * 0.72, 11.0);
      cairo_t *cr;

      if (follower < 0)
        return;
      tl_board_view_follower_point (state, follower, &bx, &by);
      tl_board_viewport_board_to_widget (self->viewport, frame->w, frame->h, bx, by, &px, &py);
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

gboolean
tl_board_view_gifts_activate (TlBoardView  *self,
                              const TlSpot *spot)
{
  TlPosition at = { spot->x, spot->y, spot->port };

  if (self->gift_card < 0)
    return FALSE;
  if (spot->kind == TL_SPOT_GIFT && self->gift_card == TL_GIFT_CHANGE_POSITION && !self->gift_has_from)
    {
      /* first the follower, then where it goes */
      self->gift_has_from = TRUE;
      self->gift_from = at;
      tl_board_view_refresh (self);
      return TRUE;
    }
  if (spot->kind == TL_SPOT_GIFT_TO)
    {
      TlPosition from = self->gift_from;

      stop (self);
      tl_board_view_refresh (self);
      tl_board_view_emit_gift_target (self, &from, &at);
      return TRUE;
    }
  stop (self);
  tl_board_view_refresh (self);
  tl_board_view_emit_gift_target (self, &at, NULL);
  return TRUE;
}

/* Meeples of every colour on the feature holding @segment (Cash Out). */
static guint
meeples_on_feature (const TlGameState *state, guint32 segment)
{
  const TlFeatures *features = tl_board_features_const (tl_game_state_board (state));
  const GArray *followers = tl_features_followers (features);
  GHashTable *members = g_hash_table_new (g_direct_hash, g_direct_equal);
  guint32 seg = segment;
  guint guard = 0, n = 0;

  do
    {
      g_hash_table_add (members, GUINT_TO_POINTER (seg));
      seg = tl_features_next_segment (features, seg);
    }
  while (seg != segment && ++guard < 100000);
  for (guint i = 0; followers != NULL && i < followers->len; i++)
    if (g_hash_table_contains (members, GUINT_TO_POINTER (g_array_index (followers, TlFollower, i).segment)))
      n++;
  g_hash_table_unref (members);
  return n;
}

char *
tl_board_view_gifts_tip (TlBoardView  *self,
                         const TlSpot *spot)
{
  const TlGameState *state = tl_board_view_state (self);
  gint points;

  if (self->gift_card < 0 || state == NULL || spot->segment < 0)
    return NULL;
  if (spot->kind == TL_SPOT_GIFT_TO)
    return g_strdup (spot->lying ? _("Lie down here as a farmer") : _("Stand up here"));
  switch (self->gift_card)
    {
    case TL_GIFT_SYNOD:
      return g_strdup (_("Place a meeple on this monastery"));
    case TL_GIFT_ROAD_SWEEPER:
      points = tl_game_feature_value (self->game, spot->x, spot->y, spot->port);
      if (points < 0)
        return NULL;
      return g_strdup_printf (ngettext ("Score this road now: %d point", "Score this road now: %d points",
                                        points),
                              points);
    case TL_GIFT_CASH_OUT:
      points = 2 * (gint) meeples_on_feature (state, (guint32) spot->segment);
      return g_strdup_printf (ngettext ("Take this meeple back for %d point",
                                        "Take this meeple back for %d points", points),
                              points);
    case TL_GIFT_CHANGE_POSITION:
      return g_strdup (_("Change this meeple’s position"));
    default:
      return NULL;
    }
}

gboolean
tl_board_view_gifts_back (TlBoardView *self)
{
  if (self->gift_card < 0)
    return FALSE;
  if (self->gift_card == TL_GIFT_CHANGE_POSITION && self->gift_has_from)
    self->gift_has_from = FALSE;
  else
    stop (self);
  tl_board_view_refresh (self);
  return TRUE;
}

/* ---- public ---- */

guint
tl_board_view_begin_gift_target (TlBoardView *view,
                                 TlGiftCard   card)
{
  GArray *targets;
  guint n;

  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), 0);

  if (view->game == NULL || (guint) card >= TL_N_GIFT_CARDS || card == TL_GIFT_TAKE_2 ||
      tl_game_current_is_ai (view->game))
    {
      tl_board_view_end_gift_target (view);
      return 0;
    }
  targets = tl_game_gift_targets (view->game, card);
  n = targets->len;
  g_array_unref (targets);
  if (n == 0)
    {
      tl_board_view_end_gift_target (view);
      return 0;
    }
  view->gift_has_from = FALSE;
  if (view->gift_card != (int) card)
    {
      view->gift_card = card;
      tl_board_view_notify_gift_card (view);
    }
  view->keyboard = FALSE;
  tl_board_view_refresh (view);
  return n;
}

void
tl_board_view_end_gift_target (TlBoardView *view)
{
  g_return_if_fail (TL_IS_BOARD_VIEW (view));

  if (stop (view))
    tl_board_view_refresh (view);
}

int
tl_board_view_get_gift_card (TlBoardView *view)
{
  g_return_val_if_fail (TL_IS_BOARD_VIEW (view), -1);
  return view->gift_card;
}
