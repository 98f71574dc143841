/* tl-gifts.c — The Gifts, a mini-expansion for Carcassonne (docs/rules/gifts.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-gifts-private.h"
#include "tl-tile-text-private.h"
#include "tl-error.h"
#include "tl-ruleset.h"
#include "tl-root-set.h"
#include "tl-ai-private.h"

static const char *card_title (int card);

#include <string.h>

typedef TlGifts Gifts;

static Gifts *
gifts_of (const TlGameState *state)
{
  return tl_game_state_expansion_data (state, &tl_expansion_gifts);
}

void
_tl_gifts_shuffle (TlRng *rng, guint8 *cards, guint n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = tl_rng_below (rng, i);
      guint8 t = cards[i - 1];

      cards[i - 1] = cards[j];
      cards[j] = t;
    }
}

/* docs/rules/gifts.md §2: the 25 cards shuffled face down, from a stream of its own so the
 * tile stack does not depend on whether the Gifts are played. */
static gboolean
gifts_init (TlGameState *state, gpointer data, const TlRecord *record, GError **error)
{
  Gifts *g = data;

  tl_rng_init (&g->rng, record->seed ^ G_GUINT64_CONSTANT (0x6769667473));
  for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
    for (guint k = 0; k < TL_GIFTS_PER_CARD; k++)
      g->deck[g->n_deck++] = c;
  _tl_gifts_shuffle (&g->rng, g->deck, g->n_deck);
  return TRUE;
}

guint
tl_gifts_held (const TlGameState *state,
               guint              player)
{
  Gifts *g = gifts_of (state);
  guint n = 0;

  if (g == NULL || player >= TL_MAX_PLAYERS)
    return 0;
  for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
    n += g->hand[player][c];
  return n;
}

void
tl_gifts_hand (const TlGameState *state,
               guint              player,
               guint             *counts)
{
  Gifts *g = gifts_of (state);

  for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
    counts[c] = g != NULL && player < TL_MAX_PLAYERS ? g->hand[player][c] : 0;
}

guint
tl_gifts_deck_left (const TlGameState *state)
{
  Gifts *g = gifts_of (state);

  return g ? g->n_deck : 0;
}

const guint8 *
tl_gifts_discard_pile (const TlGameState *state,
                       guint             *n)
{
  Gifts *g = gifts_of (state);

  *n = g ? g->n_discard : 0;
  return g ? g->discard : NULL;
}

/* docs/rules/gifts.md §3.1: draws a gift for @player — @card when a record names it, else
 * the top card; an empty deck is first refilled from the shuffled discard pile.
 * Returns the card, or -1 when all 25 are in players' hands. */
static int
receive (TlGameState *state, Gifts *g, guint player, int card)
{
  guint at;

  if (g->n_deck == 0)
    {
      memcpy (g->deck, g->discard, g->n_discard);
      g->n_deck = g->n_discard;
      g->n_discard = 0;
      _tl_gifts_shuffle (&g->rng, g->deck, g->n_deck);
    }
  if (g->n_deck == 0)
    return -1;
  if (card >= 0)
    _tl_gifts_disclose_received (state, g, card);
  at = g->n_deck - 1;
  if (card >= 0)
    {
      while (at > 0 && g->deck[at] != card)
        at--;
      if (g->deck[at] != card)
        return -2;
      g->deck[at] = g->deck[g->n_deck - 1];
    }
  else
    card = g->deck[at];
  g->n_deck--;
  g->hand[player][card]++;
  return card;
}

/* docs/rules/gifts.md §3.1 (decision table): the placed tile extends a road or city of which
 * another player holds the majority and the active player neither has nor
 * shares it. */
static gboolean
qualifies (TlGameState *state, guint me)
{
  TlBoard *board = tl_game_state_board_mut (state);
  TlFeatures *features = tl_board_features (board);
  const TlPlacedTile *t = tl_board_tile (board, tl_game_state_placed_tile (state));
  const TlTileType *type = tl_tile_set_type (tl_game_state_tile_set (state), t->type);

  for (guint i = 0; i < type->n_segments; i++)
    {
      TlFeatureInfo info;
      guint most = 0;

      if (type->segments[i].kind != TL_SEGMENT_ROAD && type->segments[i].kind != TL_SEGMENT_CITY)
        continue;
      tl_features_info (features, t->seg_base + i, &info);
      if (tl_features_count_tiles (features, t->seg_base + i, NULL) < 2)
        continue;   /* not an extension: the feature lies on this tile only */
      for (guint p = 0; p < TL_MAX_PLAYERS; p++)
        most = MAX (most, info.followers[p]);
      if (most >= 1 && info.followers[me] < most)
        return TRUE;
    }
  return FALSE;
}

static gboolean
gifts_after_place (TlGameState *state, gpointer data, const TlTurnRecord *turn, GError **error)
{
  Gifts *g = data;
  guint me = tl_game_state_current_player (state);
  int named = turn ? tl_gifts_turn (turn)->received : -1, want = named == TL_HIDDEN ? -1 : named, card = -1;
  gboolean gets = qualifies (state, me);

  if (g->take2_waiting)
    {
      /* placed without choosing: the tile drawn first was kept (docs/rules/gifts.md §4) */
      tl_game_state_return_tile (state, g->take2_second, &g->rng);
      tl_gifts_turn (tl_game_state_pending_turn (state))->gift.keep = tl_game_state_current_tile (state);
      g->take2_waiting = FALSE;
    }
  g->take2_kept = FALSE;
  if (named == TL_HIDDEN && !gets)
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           _("the tile extends no road or city held by another player, so no "
                             "gift is received"));
      return FALSE;
    }
  if (gets && named == -1 && tl_game_state_viewer (state) >= 0 && g->n_deck + g->n_discard > 0)
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           _("the gift received is not named, but a player’s view of a game names "
                             "every gift received (“?” for another player’s)"));
      return FALSE;
    }
  if (gets)
    card = receive (state, g, me, want);
  if (card == -2)
    {
      /* Translators: a gift card ("Synod") */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("the gift “%s” received is not in the gift deck"), card_title (want));
      return FALSE;
    }
  if ((want >= 0 && card != want) || (named == TL_HIDDEN && card < 0))
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           card == -1 && gets
                             ? _("no gift card is left to receive (the players hold them all)")
                             : _("the tile extends no road or city held by another player, so no "
                                 "gift is received"));
      return FALSE;
    }
  tl_gifts_turn (tl_game_state_pending_turn (state))->received = card >= 0 ? card : -1;
  return TRUE;
}

/* docs/rules/gifts.md §5: 2 points per unopened gift. */
static void
gifts_final_scoring (TlGameState *state, gpointer data)
{
  Gifts *g = data;

  for (guint p = 0; p < tl_game_state_n_players (state); p++)
    {
      guint n = 0;

      for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
        n += g->hand[p][c];
      if (n > 0)
        tl_game_state_add_bonus (state, p, 2 * n, TL_SCORE_GIFTS, 0, 0);
    }
}

gboolean
tl_gifts_can_open (const TlGameState *state)
{
  Gifts *g = gifts_of (state);

  return g != NULL && tl_game_state_phase (state) == TL_PHASE_PLACE &&
         g->opened_turn != tl_game_state_turn (state) &&
         tl_gifts_held (state, tl_game_state_current_player (state)) > 0;
}

/* The follower of the current player standing on the segment at @pos, or -1. */
static int
own_follower_at (TlGameState *state, const TlPosition *pos, int *segment)
{
  TlFeatures *features = tl_board_features (tl_game_state_board_mut (state));
  const GArray *followers = tl_features_followers (features);
  guint me = tl_game_state_current_player (state);

  *segment = tl_board_segment_at (tl_game_state_board (state), pos->x, pos->y, pos->port);
  for (guint i = 0; *segment >= 0 && i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);

      if (f->player == me && f->segment == (guint32) *segment)
        return (int) i;
    }
  return -1;
}

static gboolean
is_standing_kind (TlSegmentKind kind)
{
  return kind == TL_SEGMENT_ROAD || kind == TL_SEGMENT_CITY || kind == TL_SEGMENT_MONASTERY;
}

/* Whether a road, city or monastery is complete (nothing to score any more). */
static gboolean
feature_complete (TlGameState *state, guint32 segment)
{
  TlBoard *board = tl_game_state_board_mut (state);
  TlFeatures *features = tl_board_features (board);
  TlFeatureInfo info;

  tl_features_info (features, segment, &info);
  if (info.kind == TL_SEGMENT_MONASTERY)
    return tl_board_tile (board, tl_features_segment_tile (features, segment))->neighbours == 8;
  return info.done || info.open == 0;
}

static void
add_position (TlGameState *state, guint32 segment, GArray *out)
{
  TlBoard *board = tl_game_state_board_mut (state);
  TlFeatures *features = tl_board_features (board);
  const TlPlacedTile *t = tl_board_tile (board, tl_features_segment_tile (features, segment));
  TlPosition pos = {
    t->x, t->y,
    tl_tile_type_segment_port (tl_tile_set_type (tl_game_state_tile_set (state), t->type),
                               tl_features_segment_local (features, segment), t->r),
  };

  g_array_append_val (out, pos);
}

guint
tl_gifts_change_targets (TlGameState      *state,
                         const TlPosition *from,
                         GArray           *out)
{
  TlBoard *board = tl_game_state_board_mut (state);
  TlFeatures *features = tl_board_features (board);
  const TlPlacedTile *t;
  const TlTileType *type;
  int segment, tile;
  gboolean standing;
  guint n = 0;

  if (own_follower_at (state, from, &segment) < 0)
    return 0;
  tile = tl_features_segment_tile (features, segment);
  t = tl_board_tile (board, tile);
  type = tl_tile_set_type (tl_game_state_tile_set (state), t->type);
  standing = is_standing_kind (tl_features_segment_kind (features, segment));
  for (guint i = 0; i < type->n_segments; i++)
    {
      TlSegmentKind kind = type->segments[i].kind;

      if (standing ? kind != TL_SEGMENT_FIELD
                   : !is_standing_kind (kind) || feature_complete (state, t->seg_base + i))
        continue;
      if (kind == TL_SEGMENT_FIELD && !tl_game_state_record (state)->options.farmers)
        continue;
      if (out != NULL)
        add_position (state, t->seg_base + i, out);
      n++;
    }
  return n;
}

guint
tl_gifts_targets (TlGameState *state,
                  TlGiftCard   card,
                  GArray      *out)
{
  TlBoard *board = tl_game_state_board_mut (state);
  TlFeatures *features = tl_board_features (board);
  const GArray *followers = tl_features_followers (features);
  guint me = tl_game_state_current_player (state), n = 0, before = out->len;

  switch (card)
    {
    case TL_GIFT_SYNOD:
      if (tl_game_state_player (state, me)->supply == 0)
        return 0;
      for (guint32 s = 0; s < tl_features_n_segments (features); s++)
        if (tl_features_segment_kind (features, s) == TL_SEGMENT_MONASTERY && !feature_complete (state, s))
          add_position (state, s, out);
      break;
    case TL_GIFT_ROAD_SWEEPER:
      {
        TlRootSet roots;

        tl_root_set_init (&roots);
        for (guint i = 0; i < followers->len; i++)
          {
            guint32 s = g_array_index (followers, TlFollower, i).segment;

            if (tl_features_segment_kind (features, s) != TL_SEGMENT_ROAD || feature_complete (state, s))
              continue;
            if (tl_root_set_add (&roots, tl_features_find (features, s)))
              add_position (state, s, out);
          }
        tl_root_set_clear (&roots);
      }
      break;
    case TL_GIFT_CASH_OUT:
    case TL_GIFT_CHANGE_POSITION:
      for (guint i = 0; i < followers->len; i++)
        {
          const TlFollower *f = &g_array_index (followers, TlFollower, i);

          if (f->player != me)
            continue;
          add_position (state, f->segment, out);
          if (card == TL_GIFT_CHANGE_POSITION &&
              tl_gifts_change_targets (state, &g_array_index (out, TlPosition, out->len - 1), NULL) == 0)
            g_array_set_size (out, out->len - 1);
        }
      break;
    default:
      break;
    }
  n = out->len - before;
  return n;
}

/* A gift card's name in messages, translated ("Road Sweeper"). */
static const char *
card_title (int card)
{
  static const char * const titles[TL_N_GIFT_CARDS] = {
    [TL_GIFT_SYNOD] = N_("Synod"), [TL_GIFT_ROAD_SWEEPER] = N_("Road Sweeper"),
    [TL_GIFT_CASH_OUT] = N_("Cash Out"), [TL_GIFT_CHANGE_POSITION] = N_("Change Position"),
    [TL_GIFT_TAKE_2] = N_("Take 2"),
  };

  return card >= 0 && card < TL_N_GIFT_CARDS ? _(titles[card]) : "?";
}

/* @why: a translated clause */
static gboolean
bad_target (GError **error, TlGiftCard card, const TlPosition *at, const char *why)
{
  /* Translators: a gift card ("Synod"), where the tile lies (x, y), a place on the
   * tile ("side N next to corner NW", "the middle of the tile"), then why the card
   * cannot act there */
  g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
               _("the gift “%s” cannot act on the tile at (%d, %d), at %s: %s"), card_title (card),
               at->x, at->y, _tl_port_words (at->port), why);
  return FALSE;
}

static gboolean
open_synod (TlGameState *state, const TlGiftRecord *gift, GError **error)
{
  int segment = tl_board_segment_at (tl_game_state_board (state), gift->at.x, gift->at.y, gift->at.port);
  guint me = tl_game_state_current_player (state);

  if (segment < 0 || tl_features_segment_kind (tl_board_features_const (tl_game_state_board (state)),
                                               segment) != TL_SEGMENT_MONASTERY)
    return bad_target (error, gift->card, &gift->at, _("no monastery there"));
  if (feature_complete (state, segment))
    return bad_target (error, gift->card, &gift->at, _("the monastery is finished"));
  if (tl_game_state_player (state, me)->supply == 0)
    return bad_target (error, gift->card, &gift->at, _("no follower is left in the supply"));
  tl_game_state_put_follower (state, me, segment);
  return TRUE;
}

static gboolean
open_road_sweeper (TlGameState *state, const TlGiftRecord *gift, GError **error)
{
  int segment = tl_board_segment_at (tl_game_state_board (state), gift->at.x, gift->at.y, gift->at.port);

  if (segment < 0 || tl_features_segment_kind (tl_board_features_const (tl_game_state_board (state)),
                                               segment) != TL_SEGMENT_ROAD)
    return bad_target (error, gift->card, &gift->at, _("no road there"));
  if (feature_complete (state, segment))
    return bad_target (error, gift->card, &gift->at, _("the road is finished"));
  /* scored as at the end of the game, all its meeples go home (official 12/2021) */
  tl_game_state_award (state, segment, tl_game_state_feature_value (state, segment, TRUE), FALSE);
  return TRUE;
}

static gboolean
open_cash_out (TlGameState *state, const TlGiftRecord *gift, GError **error)
{
  TlFeatureInfo info;
  int segment, index = own_follower_at (state, &gift->at, &segment);

  if (index < 0)
    return bad_target (error, gift->card, &gift->at, _("none of your followers stands there"));
  tl_features_info (tl_board_features (tl_game_state_board_mut (state)), segment, &info);
  /* 2 points per meeple on the feature, every colour, the returned one included */
  tl_game_state_award_player (state, tl_game_state_current_player (state), segment,
                              2 * info.n_followers, FALSE);
  tl_game_state_take_follower (state, index);
  return TRUE;
}

static gboolean
open_change_position (TlGameState *state, const TlGiftRecord *gift, GError **error)
{
  TlFeatures *features = tl_board_features (tl_game_state_board_mut (state));
  int segment, target, index = own_follower_at (state, &gift->at, &segment);
  gboolean standing;
  TlSegmentKind kind;

  if (index < 0)
    return bad_target (error, gift->card, &gift->at, _("none of your followers stands there"));
  if (!gift->has_to)
    return bad_target (error, gift->card, &gift->at,
                       _("the saved game does not say where the follower goes"));
  if (gift->to.x != gift->at.x || gift->to.y != gift->at.y)
    return bad_target (error, gift->card, &gift->to, _("the follower must stay on its own tile"));
  target = tl_board_segment_at (tl_game_state_board (state), gift->to.x, gift->to.y, gift->to.port);
  if (target < 0)
    return bad_target (error, gift->card, &gift->to, _("the tile has nothing there"));
  standing = is_standing_kind (tl_features_segment_kind (features, segment));
  kind = tl_features_segment_kind (features, target);
  if (standing && kind != TL_SEGMENT_FIELD)
    return bad_target (error, gift->card, &gift->to,
                       _("a standing follower may only lie down in a field (on a road, a city or a "
                         "monastery it stands)"));
  if (!standing && !is_standing_kind (kind))
    return bad_target (error, gift->card, &gift->to,
                       _("a farmer may only stand up on a road, a city or a monastery"));
  if (!standing && feature_complete (state, target))
    return bad_target (error, gift->card, &gift->to, _("that feature is finished"));
  if (kind == TL_SEGMENT_FIELD && !tl_game_state_record (state)->options.farmers)
    return bad_target (error, gift->card, &gift->to, _("this game is played without farmers"));
  tl_features_remove_follower (features, index);
  tl_features_add_follower (features, tl_game_state_current_player (state), target);
  return TRUE;
}

/* Take 2 (docs/rules/gifts.md §4): draw until a second placeable tile comes (unplaceable ones
 * leave the game); with an empty stack the card does nothing. */
static gboolean
open_take_2 (TlGameState *state, Gifts *g, const TlGiftRecord *gift, TlGiftRecord *written,
             GError **error)
{
  guint first = tl_game_state_current_tile (state), drawn;
  gboolean placeable = FALSE;

  for (guint i = 0; gift->discard != NULL && i < gift->discard->len; i++)
    {
      guint want = g_array_index (gift->discard, guint, i);

      if (!tl_game_state_draw_extra (state, want, &drawn, &placeable))
        {
          /* Translators: a tile's id; “Take 2” is the gift card */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("Take 2: tile %s, put aside, is not in the stack"),
                       tl_tile_set_type (tl_game_state_tile_set (state), want)->id);
          return FALSE;
        }
      if (placeable)
        {
          /* Translators: a tile's id; “Take 2” is the gift card */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("Take 2: tile %s was put aside, but it fits on the board"),
                       tl_tile_set_type (tl_game_state_tile_set (state), want)->id);
          return FALSE;
        }
    }
  if (gift->discard != NULL)
    written->discard = g_array_copy (gift->discard);

  do
    {
      if (!tl_game_state_draw_extra (state, gift->second, &drawn, &placeable))
        {
          if (gift->second >= 0)
            {
              /* Translators: a tile's id; “Take 2” is the gift card */
              g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           _("Take 2: tile %s is not in the stack"),
                           tl_tile_set_type (tl_game_state_tile_set (state), gift->second)->id);
              return FALSE;
            }
          return TRUE;   /* the stack is empty: no effect */
        }
      if (gift->second == TL_HIDDEN)
        break;   /* a twin: the second tile is another seat's; its placeholder is taken as it is */
      if (!placeable)
        {
          if (gift->second >= 0)
            {
              /* Translators: a tile's id; “Take 2” is the gift card */
              g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           _("Take 2: tile %s fits nowhere, but the saved game does not put it aside"),
                           tl_tile_set_type (tl_game_state_tile_set (state), drawn)->id);
              return FALSE;
            }
          if (written->discard == NULL)
            written->discard = g_array_new (FALSE, FALSE, sizeof (guint));
          g_array_append_val (written->discard, drawn);
        }
    }
  while (!placeable);

  if (gift->second == TL_HIDDEN && gift->keep >= 0 && gift->keep != (gint) first &&
      gift->keep != (gint) drawn)
    {
      /* the tile kept, now placed, is the second one: the placeholder makes room */
      if (!tl_game_state_disclose (state, gift->keep, drawn))
        {
          /* Translators: a tile's id; “Take 2” is the gift card */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("Take 2: tile %s, kept, is not in the stack"),
                       tl_tile_set_type (tl_game_state_tile_set (state), gift->keep)->id);
          return FALSE;
        }
      drawn = gift->keep;
    }
  written->second = drawn;
  g->take2_waiting = TRUE;
  g->take2_second = drawn;
  if (gift->keep >= 0 && gift->keep != (gint) first && gift->keep != (gint) drawn)
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           _("Take 2: the tile kept is neither of the two tiles drawn"));
      return FALSE;
    }
  if (gift->keep >= 0)
    return tl_gifts_take2_keep (state, gift->keep, error);
  if (gift->keep == TL_HIDDEN)
    /* a twin: another seat kept one of the two, which it names only with the
     * placement (place.tile); until then the one drawn first stands in */
    return tl_gifts_take2_keep (state, first, error);
  return TRUE;
}

gboolean
tl_gifts_take2_tiles (const TlGameState *state,
                      guint             *first,
                      guint             *second)
{
  Gifts *g = gifts_of (state);

  if (g == NULL || !g->take2_waiting)
    return FALSE;
  *first = tl_game_state_current_tile (state);
  *second = g->take2_second;
  return TRUE;
}

gboolean
tl_gifts_take2_keep (TlGameState *state,
                     guint        type,
                     GError     **error)
{
  Gifts *g = gifts_of (state);
  guint first;

  if (g == NULL || !g->take2_waiting)
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           _("no choice of the gift “Take 2” is waiting"));
      return FALSE;
    }
  first = tl_game_state_current_tile (state);
  if (type != first && type != g->take2_second)
    {
      /* Translators: a tile's id; “Take 2” is the gift card */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("Take 2: tile %s is neither of the two tiles drawn"),
                   type < tl_game_state_tile_set (state)->types->len
                     ? tl_tile_set_type (tl_game_state_tile_set (state), type)->id : "?");
      return FALSE;
    }
  if (type == first)
    tl_game_state_return_tile (state, g->take2_second, &g->rng);
  else
    {
      tl_game_state_set_current_tile (state, g->take2_second);
      tl_game_state_return_tile (state, first, &g->rng);
    }
  tl_gifts_turn (tl_game_state_pending_turn (state))->gift.keep = type;
  g->take2_waiting = FALSE;
  g->take2_kept = TRUE;
  return TRUE;
}

/* docs/rules/gifts.md §3: an opened card's action is carried out completely; a card may be
 * opened with no effect only when its action is impossible. */
static gboolean
must_act_check (TlGameState  *state,
                TlGiftCard    card,
                GError      **error)
{
  g_autoptr(GArray) targets = g_array_new (FALSE, FALSE, sizeof (TlPosition));
  const TlPosition *first;

  if (tl_gifts_targets (state, card, targets) == 0)
    return TRUE;
  first = &g_array_index (targets, TlPosition, 0);
  /* Translators: a gift card ("Synod"), then a place where it can act: where the tile
   * lies (x, y) and a place on its border ("side N next to corner NW") */
  if (tl_game_state_record (state)->version == 1)
    g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                 _("the gift “%s” must be carried out when it can act, and it can, for example on "
                   "the tile at (%d, %d), at %s; the saved game does not say where (Tilelands "
                   "0.1.0 let a gift be opened with its action skipped)"),
                 card_title (card), first->x, first->y, _tl_port_words (first->port));
  else
    /* Translators: a gift card ("Synod"), then a place where it can act: where the tile
     * lies (x, y) and a place on its border ("side N next to corner NW") */
    g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                 _("the gift “%s” must be carried out when it can act, and it can, for example on "
                   "the tile at (%d, %d), at %s; the saved game does not say where"),
                 card_title (card), first->x, first->y, _tl_port_words (first->port));
  return FALSE;
}

gboolean
tl_gifts_open (TlGameState        *state,
               const TlGiftRecord *gift,
               GError            **error)
{
  Gifts *g = gifts_of (state);
  guint me = tl_game_state_current_player (state);
  TlTurnRecord *pending;
  gboolean ok = TRUE;

  if (!tl_gifts_can_open (state))
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_WRONG_PHASE,
                           g == NULL ? _("this game is played without The Gifts")
                           : tl_game_state_phase (state) != TL_PHASE_PLACE
                             ? _("a gift may only be opened after drawing a tile that fits and before "
                                 "placing it")
                           : g->opened_turn == tl_game_state_turn (state)
                             ? _("only one gift may be opened per turn") : _("the player holds no gift"));
      return FALSE;
    }
  if ((guint) gift->card < TL_N_GIFT_CARDS)
    _tl_gifts_disclose_opened (state, g, me, gift->card);
  if ((guint) gift->card >= TL_N_GIFT_CARDS || g->hand[me][gift->card] == 0)
    {
      /* Translators: a gift card ("Synod") */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("the player holds no gift “%s”"), card_title (gift->card));
      return FALSE;
    }

  if (gift->card != TL_GIFT_TAKE_2 && !gift->has_at && !must_act_check (state, gift->card, error))
    return FALSE;

  pending = tl_game_state_pending_turn (state);
  tl_gifts_turn (pending)->has_gift = TRUE;
  tl_gifts_turn (pending)->gift = (TlGiftRecord) { .card = gift->card, .has_at = gift->has_at, .at = gift->at,
                                   .has_to = gift->has_to, .to = gift->to,
                                   .second = -1, .keep = -1 };
  switch (gift->card)
    {
    case TL_GIFT_SYNOD:
      ok = !gift->has_at || open_synod (state, gift, error);
      break;
    case TL_GIFT_ROAD_SWEEPER:
      ok = !gift->has_at || open_road_sweeper (state, gift, error);
      break;
    case TL_GIFT_CASH_OUT:
      ok = !gift->has_at || open_cash_out (state, gift, error);
      break;
    case TL_GIFT_CHANGE_POSITION:
      ok = !gift->has_at || open_change_position (state, gift, error);
      break;
    case TL_GIFT_TAKE_2:
      ok = open_take_2 (state, g, gift, &tl_gifts_turn (pending)->gift, error);
      break;
    default:
      g_assert_not_reached ();
    }
  if (!ok)
    {
      g_clear_pointer (&tl_gifts_turn (pending)->gift.discard, g_array_unref);
      tl_gifts_turn (pending)->has_gift = FALSE;
      return FALSE;
    }
  g->hand[me][gift->card]--;
  g->discard[g->n_discard++] = gift->card;
  g->opened_turn = tl_game_state_turn (state);
  return TRUE;
}

static gboolean
gifts_before_place (TlGameState *state, gpointer data, const TlTurnRecord *turn, GError **error)
{
  return !tl_gifts_turn (turn)->has_gift || tl_gifts_open (state, &tl_gifts_turn (turn)->gift, error);
}

static const char * const gift_names[TL_N_GIFT_CARDS] = {
  "synod", "road-sweeper", "cash-out", "change-position", "take-2",
};

const char *
tl_gift_card_name (TlGiftCard card)
{
  return (guint) card < TL_N_GIFT_CARDS ? gift_names[card] : "?";
}

int
tl_gift_card_from_name (const char *name)
{
  for (guint i = 0; i < TL_N_GIFT_CARDS; i++)
    if (g_strcmp0 (name, gift_names[i]) == 0)
      return (int) i;
  return -1;
}

/* A new turn names no card received and no Take 2 tiles. */
static void
turn_init (gpointer slot)
{
  TlGiftsTurn *turn = slot;

  turn->received = -1;
  turn->gift.second = -1;
  turn->gift.keep = -1;
}

static void
turn_copy (gpointer      dest,
           gconstpointer src)
{
  const TlGiftsTurn *from = src;

  if (from->gift.discard != NULL)
    ((TlGiftsTurn *) dest)->gift.discard = g_array_copy (from->gift.discard);
}

static void
turn_clear (gpointer slot)
{
  g_clear_pointer (&((TlGiftsTurn *) slot)->gift.discard, g_array_unref);
}

const TlTurnSlotType tl_gifts_turn_slot = {
  .name = "gifts",
  .index = TL_GIFTS_TURN_SLOT,
  .size = sizeof (TlGiftsTurn),
  .init = turn_init,
  .copy = turn_copy,
  .clear = turn_clear,
};

const TlExpansion tl_expansion_gifts = {
  .name = "gifts",
  .title = N_("The Gifts"),
  .game = "carcassonne",
  .data_size = sizeof (Gifts),
  .init = gifts_init,
  .before_place = gifts_before_place,
  .after_place = gifts_after_place,
  .final_scoring = gifts_final_scoring,
  .hidden_tiles = _tl_gifts_hidden_tiles,
  .deal_hidden = _tl_gifts_deal_hidden,
  .resample = _tl_gifts_resample,
  .project = _tl_gifts_project,
  .swap_hidden = _tl_gifts_swap_hidden,
  .hides_tile_in_hand = _tl_gifts_hides_tile_in_hand,
  .digest = _tl_gifts_digest,
  .ai = &_tl_gifts_ai,
  .cli_help = "Carcassonne with The Gifts",
  .turn_slot = &tl_gifts_turn_slot,
};
