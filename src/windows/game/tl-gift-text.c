/* tl-gift-text.c — what opening a gift does, in words
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The effect of a gift is found by opening it on a copy of the game state and
 * comparing scores and supplies: the rules live in the engine only.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-gift-text.h"
#include "tl-gift-icon.h"
#include "tl-place-text.h"
#include "tl-game-gifts.h"
#include "tl-player-name.h"

const char *
tl_gift_text_role (TlSegmentKind kind)
{
  switch (kind)
    {
    case TL_SEGMENT_CITY:
      return _("knight");
    case TL_SEGMENT_ROAD:
      return _("highwayman");
    case TL_SEGMENT_MONASTERY:
      return _("monk");
    case TL_SEGMENT_FIELD:
      return _("farmer");
    default:
      return _("meeple");
    }
}

/* The kind of the feature named by @at, or TL_N_SEGMENT_KINDS. */
static TlSegmentKind
kind_at (const TlGameState *state,
         const TlPosition  *at)
{
  const TlBoard *board = tl_game_state_board (state);
  int segment = tl_board_segment_at (board, at->x, at->y, at->port);

  if (segment < 0)
    return TL_N_SEGMENT_KINDS;
  return tl_features_segment_kind (tl_board_features_const (board), segment);
}

/* The distinct tiles of the feature named by @at, walked through the features'
 * read-only API (the engine's own count keeps scratch marks in the features, which a
 * shown game's state must not have written to). */
static guint
tiles_at (const TlGameState *state,
          const TlPosition  *at)
{
  const TlBoard *board = tl_game_state_board (state);
  const TlFeatures *features = tl_board_features_const (board);
  int segment = tl_board_segment_at (board, at->x, at->y, at->port);
  g_autoptr(GHashTable) tiles = NULL;
  guint32 s;

  if (segment < 0)
    return 0;
  tiles = g_hash_table_new (NULL, NULL);
  s = (guint32) segment;
  do
    {
      g_hash_table_add (tiles, GUINT_TO_POINTER (tl_features_segment_tile (features, s) + 1));
      s = tl_features_next_segment (features, s);
    }
  while (s != (guint32) segment);
  return g_hash_table_size (tiles);
}

/* Returns: (transfer full): "Blue", "Red and Blue", "Red, Blue and Green". */
static char *
join_names (TlGame      *game,
            const guint *seats,
            guint        n)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = tl_player_name_shown (tl_game_player_info (game, seats[i])->name);

      if (i > 0)
        /* Translators: separates names in a list; the last two are joined by " and " */
        g_string_append (names, i + 1 == n ? _(" and ") : _(", "));
      g_string_append (names, name);
    }
  return g_string_free (names, FALSE);
}

static char *
road_sweeper_text (TlGame     *game,
                   const gint *points)
{
  guint scorers[TL_MAX_PLAYERS], n_scorers = 0;
  guint n = tl_game_get_n_players (game);
  g_autofree char *names = NULL;
  gint value = 0;

  for (guint p = 0; p < n; p++)
    if (points[p] > 0)
      {
        scorers[n_scorers++] = p;
        value = points[p];
      }
  if (n_scorers == 0)
    return g_strdup (_("The road scores nothing, its meeples go home."));
  names = join_names (game, scorers, n_scorers);
  if (n_scorers == 1)
    /* Translators: "%d" is the points, "%s" the player's name */
    return g_strdup_printf (_("The road scores %d for %s, its meeples go home."),
                            value, names);
  /* Translators: "%d" is the points, "%s" the names of the players who tie */
  return g_strdup_printf (_("The road scores %d each for %s, its meeples go home."),
                          value, names);
}

char *
tl_gift_text_effect (TlGame             *game,
                     const TlGiftRecord *gift)
{
  const TlGameState *state;
  gint points[TL_MAX_PLAYERS] = { 0 }, returned[TL_MAX_PLAYERS] = { 0 };
  guint me;

  g_return_val_if_fail (TL_IS_GAME (game), NULL);
  g_return_val_if_fail (gift != NULL, NULL);

  state = tl_game_get_state (game);
  me = tl_game_state_current_player (state);
  if (gift->card == TL_GIFT_TAKE_2)
    return g_strdup (_("You draw a second tile and choose which of the two to play; the other goes back into the stack."));
  if (!gift->has_at)
    return g_strdup (_("This gift can do nothing now; open it anyway? It will be wasted."));

  if (!tl_game_preview_gift (game, gift, points, returned))
    return g_strdup (_("This gift cannot act there."));

  switch (gift->card)
    {
    case TL_GIFT_SYNOD:
      return g_strdup (_("A meeple from your supply goes onto this monastery."));
    case TL_GIFT_ROAD_SWEEPER:
      return road_sweeper_text (game, points);
    case TL_GIFT_CASH_OUT:
      /* Translators: "%s" is the follower's role ("knight"), "%d" the points */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Your %s comes home and you score %d point.",
                                           "Your %s comes home and you score %d points.",
                                           ABS (points[me])),
                              tl_gift_text_role (kind_at (state, &gift->at)), points[me]);
    case TL_GIFT_CHANGE_POSITION:
      {
        TlSegmentKind from = kind_at (state, &gift->at);
        TlSegmentKind to = gift->has_to ? kind_at (state, &gift->to) : TL_N_SEGMENT_KINDS;

        if (from == TL_SEGMENT_FIELD)
          /* Translators: "%s" is the new role: "knight", "highwayman" or "monk" */
          return g_strdup_printf (_("Your farmer stands up as a %s on the same tile."),
                                  tl_gift_text_role (to));
        /* Translators: "%s" is the follower's role: "knight", "highwayman" or "monk" */
        return g_strdup_printf (_("Your %s lies down as a farmer in the field of the same tile."),
                                tl_gift_text_role (from));
      }
    case TL_GIFT_TAKE_2:
    case TL_N_GIFT_CARDS:
    default:
      break;
    }
  return g_strdup (tl_gift_card_title (gift->card));
}

void
tl_gift_text_target (TlGame            *game,
                     TlGiftCard         card,
                     const TlPosition  *at,
                     const TlPosition  *from,
                     char             **title,
                     char             **subtitle,
                     char             **points)
{
  const TlGameState *state;
  TlSegmentKind kind;
  TlGiftRecord gift = { .card = card, .has_at = TRUE, .second = -1, .keep = -1 };
  gint won[TL_MAX_PLAYERS] = { 0 }, returned[TL_MAX_PLAYERS] = { 0 };
  guint me, tiles;

  g_return_if_fail (TL_IS_GAME (game));
  g_return_if_fail (at != NULL && title != NULL && subtitle != NULL);

  state = tl_game_get_state (game);
  me = tl_game_state_current_player (state);
  kind = kind_at (state, at);
  tiles = tiles_at (state, at);
  *subtitle = tl_place_text_dup (tl_game_state_map (state), at->x, at->y);
  if (points != NULL)
    *points = NULL;

  if (from != NULL)
    {
      /* Change Position, second step: @at is where the follower goes. */
      if (kind == TL_SEGMENT_FIELD)
        *title = g_strdup (_("Lie down as a farmer"));
      else
        /* Translators: "%s" is a role: "knight", "highwayman" or "monk" */
        *title = g_strdup_printf (_("Stand up as a %s"), tl_gift_text_role (kind));
      return;
    }

  gift.at = *at;
  switch (card)
    {
    case TL_GIFT_SYNOD:
      *title = g_strdup (_("Monastery"));
      break;
    case TL_GIFT_ROAD_SWEEPER:
      *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Road of %u tile", "Road of %u tiles", tiles), tiles);
      break;
    case TL_GIFT_CASH_OUT:
    case TL_GIFT_CHANGE_POSITION:
      /* Translators: "%s" is the role of the player's follower ("knight") */
      *title = g_strdup_printf (_("Your %s"), tl_gift_text_role (kind));
      break;
    case TL_GIFT_TAKE_2:
    case TL_N_GIFT_CARDS:
    default:
      *title = g_strdup (tl_gift_card_title (card));
      break;
    }

  if (points != NULL && (card == TL_GIFT_ROAD_SWEEPER || card == TL_GIFT_CASH_OUT) &&
      tl_game_preview_gift (game, &gift, won, returned))
    /* Translators: the points a gift scores for the player opening it, as "+4" */
    *points = g_strdup_printf (_("+%d"), won[me]);
}

/* The game log (TlWindowHooks.log_reason, log_action) */

/* Whether the scoring names the feature the gift of @turn acted on. */
static gboolean
gift_feature (TlGameState        *state,
              const TlTurnRecord *turn,
              const TlScoreEvent *event)
{
  TlBoard *board = tl_game_state_board_mut (state);
  TlFeatures *features = tl_board_features (board);
  int at, scored;

  if (turn == NULL || !tl_gifts_turn (turn)->has_gift || !tl_gifts_turn (turn)->gift.has_at || event->final || event->source != TL_SCORE_FEATURE)
    return FALSE;
  at = tl_board_segment_at (board, tl_gifts_turn (turn)->gift.at.x, tl_gifts_turn (turn)->gift.at.y, tl_gifts_turn (turn)->gift.at.port);
  scored = tl_board_segment_at (board, event->x, event->y, event->port);
  return at >= 0 && scored >= 0 && tl_features_find (features, (guint32) at) == tl_features_find (features, (guint32) scored);
}

char *
tl_gift_text_log_reason (TlGameState        *state,
                         const TlTurnRecord *turn,
                         const TlScoreEvent *event)
{
  gint best = 0;

  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    best = MAX (best, event->points[p]);

  if (event->source == TL_SCORE_GIFTS)
    /* docs/rules/gifts.md §5: 2 points per unopened gift */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d unopened gift", "%d unopened gifts", best / 2),
                            best / 2);
  if (!gift_feature (state, turn, event))
    return NULL;
  switch (tl_gifts_turn (turn)->gift.card)
    {
    case TL_GIFT_ROAD_SWEEPER:
      /* Translators: the game log: "%s" is the gift's name, then the road's length */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Gift: %s, road of %u tile",
                                           "Gift: %s, road of %u tiles", event->n_tiles),
                              tl_gift_card_title (tl_gifts_turn (turn)->gift.card), event->n_tiles);
    case TL_GIFT_CASH_OUT:
      /* Translators: the game log: "%s" is the gift's name, then the meeples on
       * the feature (2 points each, docs/rules/gifts.md §4) */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Gift: %s, %d meeple", "Gift: %s, %d meeples", best / 2),
                              tl_gift_card_title (tl_gifts_turn (turn)->gift.card), best / 2);
    default:
      return NULL;
    }
}

char *
tl_gift_text_log_action (TlGameState        *state,
                         const TlTurnRecord *turn)
{
  if (!tl_gifts_turn (turn)->has_gift)
    return NULL;
  /* Translators: the game log: "%s" is the name of the gift card opened */
  return g_strdup_printf (_("Opened the gift %s"), tl_gift_card_title (tl_gifts_turn (turn)->gift.card));
}
