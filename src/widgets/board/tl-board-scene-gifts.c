/* tl-board-scene-gifts.c — The Gifts on the board's scene: choosing a gift
 * card's target (the spots it lights up, what clicking one does, Escape)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-board-scene-private.h"
#include "tl-board-gifts-private.h"
#include "tl-game-gifts.h"

enum {
  SIGNAL_GIFT_TARGET_CHOSEN,
  SIGNAL_GIFT_CARD_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

TlBoardGifts *
_tl_board_scene_gifts (TlBoardScene *scene)
{
  return _tl_board_scene_get_state (scene, &_tl_board_scene_gifts_hooks);
}

/* Stops targeting without redrawing; returns whether it was on. */
static gboolean
stop (TlBoardScene *scene,
      TlBoardGifts *gifts)
{
  if (gifts->card < 0)
    return FALSE;
  gifts->card = -1;
  gifts->has_from = FALSE;
  g_signal_emit (scene, signals[SIGNAL_GIFT_CARD_CHANGED], 0);
  return TRUE;
}

int
_tl_board_gifts_follower_on (const TlGameState *state,
                             guint32            segment,
                             gboolean           own)
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

/* Meeples of every colour on the feature holding @segment (Cash Out). */
static guint
meeples_on_feature (const TlGameState *state,
                    guint32            segment)
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

/* ---- hooks ---- */

static void
gifts_class_init (GObjectClass *klass)
{
  /* TlBoardScene::gift-target-chosen: (int x, int y, int port, int to_x,
   * int to_y, int to_port) the target picked; to_port is -1 except for
   * Change Position. TlBoardScene::gift-card-changed: the card whose target
   * is being chosen changed. */
  signals[SIGNAL_GIFT_TARGET_CHOSEN] =
    g_signal_new ("gift-target-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 6, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT,
                  G_TYPE_INT);
  signals[SIGNAL_GIFT_CARD_CHANGED] =
    g_signal_new ("gift-card-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
}

static void
gifts_init (TlBoardScene *scene,
            gpointer      state)
{
  TlBoardGifts *gifts = state;

  gifts->card = -1;
}

static void
gifts_reset (TlBoardScene *scene,
             gpointer      state)
{
  stop (scene, state);
}

static void
gifts_sync (TlBoardScene *scene,
            gpointer      state)
{
  TlBoardGifts *gifts = state;
  const TlGameState *game_state = _tl_board_scene_state (scene);

  /* the moment to open a gift has passed (placed, undone, a new game…) */
  if (gifts->card >= 0 &&
      (game_state == NULL || !tl_gifts_can_open (game_state) || tl_game_current_is_ai (scene->game)))
    stop (scene, gifts);
}

static gboolean
gifts_targeting (TlBoardScene *scene,
                 gpointer      state)
{
  return ((TlBoardGifts *) state)->card >= 0;
}

static void
gifts_add_spots (TlBoardScene *scene,
                 gpointer      state,
                 TlPhase       phase)
{
  TlBoardGifts *gifts = state;
  const TlGameState *game_state = _tl_board_scene_state (scene);
  const TlBoard *board;
  const TlFeatures *features;
  GArray *targets;
  gboolean second_step;

  if (gifts->card < 0 || game_state == NULL || phase != TL_PHASE_PLACE)
    return;
  board = tl_game_state_board (game_state);
  features = tl_board_features_const (board);
  second_step = gifts->card == TL_GIFT_CHANGE_POSITION && gifts->has_from;
  targets = second_step ? tl_game_gift_change_targets (scene->game, &gifts->from)
                        : tl_game_gift_targets (scene->game, gifts->card);

  for (guint i = 0; i < targets->len; i++)
    {
      const TlPosition *pos = &g_array_index (targets, TlPosition, i);
      int segment = tl_board_segment_at (board, pos->x, pos->y, pos->port);
      TlSegmentKind kind;
      TlSpot spot = { 0 };

      if (segment < 0)
        continue;
      kind = tl_features_segment_kind (features, segment);
      spot.owner = &_tl_board_scene_gifts_hooks;
      spot.kind = second_step ? TL_GIFT_SPOT_MOVE_TO : TL_GIFT_SPOT_TARGET;
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
      else if (gifts->card == TL_GIFT_SYNOD)
        spot.preview = TRUE;                /* a meeple would stand on the monastery */
      else if (gifts->card == TL_GIFT_CASH_OUT || gifts->card == TL_GIFT_CHANGE_POSITION)
        spot.follower = _tl_board_gifts_follower_on (game_state, segment, TRUE);
      else
        spot.follower = _tl_board_gifts_follower_on (game_state, segment, FALSE);   /* Road Sweeper: a meeple on the road */
      /* one of the player's followers (or a meeple on the road): a ring round it */
      spot.shape = spot.follower >= 0 ? TL_SPOT_SHAPE_RING : TL_SPOT_SHAPE_POINT;
      if (spot.follower >= 0)
        _tl_board_scene_follower_point (game_state, spot.follower, &spot.bx, &spot.by);
      else
        _tl_board_scene_segment_point (game_state, segment, &spot.bx, &spot.by);
      _tl_board_scene_append_spot (scene, &spot);
    }
  g_array_unref (targets);
}

static void
emit_target (TlBoardScene     *scene,
             const TlPosition *at,
             const TlPosition *to)
{
  g_signal_emit (scene, signals[SIGNAL_GIFT_TARGET_CHOSEN], 0, at->x, at->y, (gint) at->port,
                 to != NULL ? to->x : 0, to != NULL ? to->y : 0, to != NULL ? (gint) to->port : -1);
}

static gboolean
gifts_activate (TlBoardScene *scene,
                gpointer      state,
                const TlSpot *spot)
{
  TlBoardGifts *gifts = state;
  TlPosition at = { spot->x, spot->y, spot->port };

  if (gifts->card < 0)
    return FALSE;
  if (spot->kind == TL_GIFT_SPOT_TARGET && gifts->card == TL_GIFT_CHANGE_POSITION && !gifts->has_from)
    {
      /* first the follower, then where it goes */
      gifts->has_from = TRUE;
      gifts->from = at;
      _tl_board_scene_refresh (scene);
      return TRUE;
    }
  if (spot->kind == TL_GIFT_SPOT_MOVE_TO)
    {
      TlPosition from = gifts->from;

      stop (scene, gifts);
      _tl_board_scene_refresh (scene);
      emit_target (scene, &from, &at);
      return TRUE;
    }
  stop (scene, gifts);
  _tl_board_scene_refresh (scene);
  emit_target (scene, &at, NULL);
  return TRUE;
}

static char *
gifts_tip (TlBoardScene *scene,
           gpointer      state,
           const TlSpot *spot)
{
  TlBoardGifts *gifts = state;
  const TlGameState *game_state = _tl_board_scene_state (scene);
  gint points;

  if (gifts->card < 0 || game_state == NULL || spot->segment < 0)
    return NULL;
  if (spot->kind == TL_GIFT_SPOT_MOVE_TO)
    return g_strdup (spot->lying ? _("Lie down here as a farmer") : _("Stand up here"));
  switch (gifts->card)
    {
    case TL_GIFT_SYNOD:
      return g_strdup (_("Place a meeple on this monastery"));
    case TL_GIFT_ROAD_SWEEPER:
      points = tl_game_feature_value (scene->game, spot->x, spot->y, spot->port);
      if (points < 0)
        return NULL;
      return g_strdup_printf (ngettext ("Score this road now: %d point", "Score this road now: %d points",
                                        points),
                              points);
    case TL_GIFT_CASH_OUT:
      points = 2 * (gint) meeples_on_feature (game_state, (guint32) spot->segment);
      return g_strdup_printf (ngettext ("Take this meeple back for %d point",
                                        "Take this meeple back for %d points", points),
                              points);
    case TL_GIFT_CHANGE_POSITION:
      return g_strdup (_("Change this meeple’s position"));
    default:
      return NULL;
    }
}

static gboolean
gifts_back (TlBoardScene *scene,
            gpointer      state)
{
  TlBoardGifts *gifts = state;

  if (gifts->card < 0)
    return FALSE;
  if (gifts->card == TL_GIFT_CHANGE_POSITION && gifts->has_from)
    gifts->has_from = FALSE;
  else
    stop (scene, gifts);
  _tl_board_scene_refresh (scene);
  return TRUE;
}

const TlBoardSceneHooks _tl_board_scene_gifts_hooks = {
  .name = "gifts",
  .expansions = (const char *const[]) { "gifts", NULL },
  .state_size = sizeof (TlBoardGifts),
  .class_init = gifts_class_init,
  .init = gifts_init,
  .reset = gifts_reset,
  .sync = gifts_sync,
  .add_spots = gifts_add_spots,
  .targeting = gifts_targeting,
  .activate = gifts_activate,
  .back = gifts_back,
  .tip = gifts_tip,
};

/* ---- for the view's public API ---- */

guint
_tl_board_scene_gifts_begin (TlBoardScene *scene,
                             TlGiftCard    card)
{
  TlBoardGifts *gifts = _tl_board_scene_gifts (scene);
  GArray *targets;
  guint n;

  if (scene->game == NULL || (guint) card >= TL_N_GIFT_CARDS || card == TL_GIFT_TAKE_2 ||
      tl_game_current_is_ai (scene->game))
    {
      _tl_board_scene_gifts_end (scene);
      return 0;
    }
  targets = tl_game_gift_targets (scene->game, card);
  n = targets->len;
  g_array_unref (targets);
  if (n == 0)
    {
      _tl_board_scene_gifts_end (scene);
      return 0;
    }
  gifts->has_from = FALSE;
  if (gifts->card != (int) card)
    {
      gifts->card = card;
      g_signal_emit (scene, signals[SIGNAL_GIFT_CARD_CHANGED], 0);
    }
  _tl_board_scene_keyboard_off (scene);
  _tl_board_scene_refresh (scene);
  return n;
}

gboolean
_tl_board_scene_gifts_end (TlBoardScene *scene)
{
  if (!stop (scene, _tl_board_scene_gifts (scene)))
    return FALSE;
  _tl_board_scene_refresh (scene);
  return TRUE;
}
