/* tl-gifts-ai.c — what the computer players do with The Gifts (docs/rules/gifts.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Gifts' TlExpansionAi hooks. A gift is a choice before the placement: which
 * card to open, when, and on what; after Take 2, which of the two tiles to keep.
 * An unopened gift is worth 2 points at the end (docs/rules/gifts.md §5), so a card is opened
 * only when it should bring more. Reads only the player's own hand and the public
 * board.
 */
#include "tl-gifts.h"
#include "tl-ai-private.h"

/* Points an unopened gift brings at the end of the game (docs/rules/gifts.md §5). */
#define HELD_VALUE 2.0

static void
option_init (TlAiOption *o, TlGiftCard card)
{
  tl_turn_record_init (&o->turn);
  tl_gifts_turn (&o->turn)->has_gift = TRUE;
  tl_gifts_turn (&o->turn)->gift.card = card;
  o->value = 0;
  o->tile = -1;
}

/* The level-1 value of opening @card on @target for @me, before what holding it
 * would bring; the greedy player counts points now only. */
static double
rate_gift (TlGameState *game, const TlAiContext *ctx, TlGiftCard card, const TlPosition *target)
{
  TlBoard *board = tl_game_state_board_mut (game);
  TlFeatures *features = tl_board_features (board);
  guint me = tl_game_state_current_player (game);
  guint supply = tl_game_state_player (game, me)->supply;
  guint left = tl_game_state_tiles_left (game);
  double progress = MIN (1.0, left / 40.0);
  int segment = target ? tl_board_segment_at (board, target->x, target->y, target->port) : -1;
  gboolean winners[TL_MAX_PLAYERS];
  TlFeatureInfo info;
  double others = 0;

  if (segment < 0)
    return 0;
  tl_features_info (features, segment, &info);
  tl_features_majority (&info, winners);
  for (guint p = 0; p < tl_game_state_n_players (game); p++)
    others += p != me && winners[p];
  switch (card)
    {
    case TL_GIFT_SYNOD:
      {
        /* a meeple on a monastery: its points to come, less what the meeple costs */
        guint n = tl_board_tile (board, tl_features_segment_tile (features, segment))->neighbours;

        if (ctx->level == TL_AI_GREEDY || supply == 0)
          return 0;
        return 1 + n + (8.0 - n) * 0.7 * progress - (supply <= 2 ? 3.0 : 1.5);
      }
    case TL_GIFT_ROAD_SWEEPER:
      {
        /* the road scores now, as at the end: good when it is the player's and will
         * not grow much more; the others' meeples come home too */
        double points = tl_game_state_feature_value (game, segment, TRUE);

        if (ctx->level == TL_AI_GREEDY)
          return winners[me] ? points : 0;
        return (winners[me] ? points + 0.8 * info.followers[me] : 0) - others * points
               - (winners[me] ? 0.5 * info.open * progress : 0);
      }
    case TL_GIFT_CASH_OUT:
      {
        /* 2 points per meeple on the feature, the player's meeple comes back; the
         * feature's worth to the player is lost when it held the majority alone */
        double now = 2.0 * info.n_followers;
        double lost = winners[me] && info.followers[me] == 1
                        ? tl_game_state_feature_value (game, segment, TRUE) : 0;

        if (ctx->level == TL_AI_GREEDY)
          return now;
        return now + (supply == 0 ? 2.0 : 0.8) - lost;
      }
    default:
      return 0;
    }
}

/* The two tiles after Take 2: the one whose best placement rates higher. */
static gboolean
choose_keep (TlGameState *game, const TlAiContext *ctx, TlAiOption *out)
{
  guint first, second;

  if (!tl_gifts_take2_tiles (game, &first, &second))
    return FALSE;
  option_init (out, TL_GIFT_TAKE_2);
  tl_gifts_turn (&out->turn)->has_gift = FALSE;
  if (ctx->level == TL_AI_EASY)
    tl_gifts_turn (&out->turn)->gift.keep = tl_rng_below (ctx->rng, 2) ? first : second;
  else
    tl_gifts_turn (&out->turn)->gift.keep = ctx->tile_value (ctx, game, second) > ctx->tile_value (ctx, game, first)
                            ? second : first;
  return TRUE;
}

/* Level 0: now and then a random card on a random target. */
static gboolean
choose_random (TlGameState *game, const TlAiContext *ctx, TlAiOption *out)
{
  guint counts[TL_N_GIFT_CARDS];

  tl_gifts_hand (game, tl_game_state_current_player (game), counts);
  for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
    {
      g_autoptr(GArray) targets = g_array_new (FALSE, FALSE, sizeof (TlPosition));

      if (counts[c] == 0)
        continue;
      tl_gifts_targets (game, c, targets);
      if (tl_rng_below (ctx->rng, 8) != 0 || (c != TL_GIFT_TAKE_2 && targets->len == 0))
        continue;
      option_init (out, c);
      if (targets->len > 0)
        {
          tl_gifts_turn (&out->turn)->gift.has_at = TRUE;
          tl_gifts_turn (&out->turn)->gift.at = g_array_index (targets, TlPosition, tl_rng_below (ctx->rng, targets->len));
        }
      if (c == TL_GIFT_CHANGE_POSITION)
        {
          g_autoptr(GArray) to = g_array_new (FALSE, FALSE, sizeof (TlPosition));

          tl_gifts_change_targets (game, &tl_gifts_turn (&out->turn)->gift.at, to);
          tl_gifts_turn (&out->turn)->gift.has_to = TRUE;
          tl_gifts_turn (&out->turn)->gift.to = g_array_index (to, TlPosition, tl_rng_below (ctx->rng, to->len));
        }
      return TRUE;
    }
  return FALSE;
}

/* Every card the player may open now on every target, with its level-1 value. */
static guint
gifts_options (TlGameState *game, gpointer data, const TlAiContext *ctx, GArray *out)
{
  guint counts[TL_N_GIFT_CARDS], before = out->len, two[2];
  double held = ctx->level == TL_AI_GREEDY ? 0 : HELD_VALUE;
  TlAiOption o;

  if (tl_gifts_take2_tiles (game, &two[0], &two[1]))
    {
      /* after Take 2: keep either tile */
      for (guint k = 0; k < 2; k++)
        {
          option_init (&o, TL_GIFT_TAKE_2);
          tl_gifts_turn (&o.turn)->has_gift = FALSE;
          tl_gifts_turn (&o.turn)->gift.keep = two[k];
          o.tile = two[k];
          g_array_append_val (out, o);
        }
      return 2;
    }
  if (!tl_gifts_can_open (game))
    return 0;
  tl_gifts_hand (game, tl_game_state_current_player (game), counts);
  for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
    {
      g_autoptr(GArray) targets = g_array_new (FALSE, FALSE, sizeof (TlPosition));

      if (counts[c] == 0)
        continue;
      if (c == TL_GIFT_TAKE_2)
        {
          /* a second tile to choose from: worth about a point while many remain */
          option_init (&o, c);
          o.value = (tl_game_state_tiles_left (game) > 10 ? 1.0 : 0.2) - held;
          g_array_append_val (out, o);
          continue;
        }
      if (c == TL_GIFT_CHANGE_POSITION)
        continue;   /* rarely worth a card; left to the players who like it */
      tl_gifts_targets (game, c, targets);
      for (guint i = 0; i < targets->len; i++)
        {
          option_init (&o, c);
          tl_gifts_turn (&o.turn)->gift.has_at = TRUE;
          tl_gifts_turn (&o.turn)->gift.at = g_array_index (targets, TlPosition, i);
          o.value = rate_gift (game, ctx, c, &tl_gifts_turn (&o.turn)->gift.at) - held;
          g_array_append_val (out, o);
        }
    }
  return out->len - before;
}

static gboolean
gifts_choose (TlGameState *game, gpointer data, const TlAiContext *ctx, TlAiOption *out)
{
  g_autoptr(GArray) options = NULL;
  double best = 0;
  gboolean found = FALSE;
  guint first, second;

  if (tl_gifts_take2_tiles (game, &first, &second))
    return choose_keep (game, ctx, out);
  if (!tl_gifts_can_open (game))
    return FALSE;
  if (ctx->level == TL_AI_EASY)
    return choose_random (game, ctx, out);

  options = g_array_new (FALSE, FALSE, sizeof (TlAiOption));
  gifts_options (game, data, ctx, options);
  for (guint i = 0; i < options->len; i++)
    {
      const TlAiOption *o = &g_array_index (options, TlAiOption, i);

      if (o->value > best)
        {
          best = o->value;
          *out = *o;
          found = TRUE;
        }
    }
  return found;
}

static gboolean
gifts_act (TlGameState *game, gpointer data, const TlAiOption *option, GError **error)
{
  TlGiftRecord gift;

  if (!tl_gifts_turn (&option->turn)->has_gift)
    return tl_gifts_take2_keep (game, tl_gifts_turn (&option->turn)->gift.keep, error);
  /* live play: Take 2 draws from the stack, and the tile to keep is a choice of its own */
  gift = tl_gifts_turn (&option->turn)->gift;
  gift.second = -1;
  gift.keep = -1;
  gift.discard = NULL;
  return tl_gifts_open (game, &gift, error);
}

const TlExpansionAi _tl_gifts_ai = {
  .choose = gifts_choose,
  .options = gifts_options,
  .act = gifts_act,
};
