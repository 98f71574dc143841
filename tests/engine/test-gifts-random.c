/* test-gifts-random.c — 1,000 seeded Carcassonne games with The Gifts between computer players
 *
 * For every game (2–5 players, cycling; computer levels 0 and 1 mixed), played with
 * tl_ai_play_turn() (which also opens gifts, Take 2 included):
 * - it ends (phase OVER, the stack empty, at most 71 turns), and the tiles on the
 *   board plus those discarded (by Take 2 too) are the 72 of the set;
 * - after every turn each player's supply plus their meeples on the board is 7, no
 *   score goes down, and the gift cards are conserved: cards in the face-down deck
 *   + the discard pile + every hand = 25, and 5 of each kind at most outside the deck;
 * - what the turn's record says agrees with the cards: a gift received adds one card
 *   to the player's hand, a gift opened takes one out and lays it on the discard pile;
 * - at the end each score is its feature points plus its bonus, and the bonus is 2
 *   points per unopened gift (docs/rules/gifts.md §5);
 * - the game's record, saved to JSON and loaded again (tl-record-format), writes back
 *   to the same text and replays to the same result (tl_replay_result_to_json():
 *   scores, final scores, supply, gifts held, gift deck and discard pile, events).
 *
 * TL_TEST_GAMES=N in the environment changes the number of games (default 1000).
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "random-game-check.h"
#include "tl-engine.h"

#define MEEPLES_PER_PLAYER 7
#define DRAW_TILES 71

static TlTileSet *tileset;

typedef struct {
  guint games;
  guint turns;
  guint level1_seats;
  guint received;
  guint opened[TL_N_GIFT_CARDS];
  guint take2_second;       /* Take 2 openings that drew a second tile */
  guint take2_kept_second;  /* … of which the second tile was played */
  guint reshuffles;
  guint max_held;
  gint64 points;
  gint64 gift_points;       /* end-of-game points for unopened gifts */
} Totals;

/* Every meeple on the board belongs to a player; supply + board = 7 per player. */
static void
check_meeples (TlGameState *game, guint seed, guint turn)
{
  tl_random_game_check_follower_owners (game, seed, turn);
  tl_random_game_check_followers (game, MEEPLES_PER_PLAYER, seed, turn);
}

/* Deck + discard pile + hands = 25, and no kind more than 5 times outside the deck.
 * Returns the cards in all hands. */
static guint
check_cards (TlGameState *game, guint seed, guint turn)
{
  guint per_card[TL_N_GIFT_CARDS] = { 0 };
  guint n_discard, held = 0;
  const guint8 *discard = tl_gifts_discard_pile (game, &n_discard);

  for (guint i = 0; i < n_discard; i++)
    {
      g_assert_cmpuint (discard[i], <, TL_N_GIFT_CARDS);
      per_card[discard[i]]++;
    }
  for (guint p = 0; p < tl_game_state_n_players (game); p++)
    {
      guint hand[TL_N_GIFT_CARDS];
      guint n = 0;

      tl_gifts_hand (game, p, hand);
      for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
        {
          per_card[c] += hand[c];
          n += hand[c];
        }
      g_assert_cmpuint (n, ==, tl_gifts_held (game, p));
      held += n;
    }
  if (tl_gifts_deck_left (game) + n_discard + held != TL_GIFTS_TOTAL)
    g_error ("game %u after turn %u: %u cards in the deck + %u discarded + %u in hands, expected %u",
             seed, turn, tl_gifts_deck_left (game), n_discard, held, TL_GIFTS_TOTAL);
  for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
    if (per_card[c] > TL_GIFTS_PER_CARD)
      g_error ("game %u after turn %u: %u %s cards outside the deck", seed, turn, per_card[c],
               tl_gift_card_name (c));
  return held;
}

/* Board + discards (Take 2's included) = the 72 tiles of the set: the tile that
 * Take 2 does not play went back into the stack. */
static void
check_tiles (TlGameState *game, guint seed)
{
  const TlRecord *record = tl_game_state_record (game);
  guint placed = tl_board_n_tiles (tl_game_state_board (game)), discarded = 0;

  for (guint t = 0; t < record->turns->len; t++)
    {
      const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, t);

      if (turn->discard != NULL)
        discarded += turn->discard->len;
      if (tl_gifts_turn (turn)->has_gift && tl_gifts_turn (turn)->gift.discard != NULL)
        discarded += tl_gifts_turn (turn)->gift.discard->len;
    }
  tl_random_game_check_tile_total (seed, placed, discarded, 0, DRAW_TILES + 1);
}

/* What the last turn's record says about gifts must match the cards. */
static void
check_turn_record (TlGameState *game, guint seed, guint turns, guint player,
                   const guint *held_before, guint discard_before, Totals *totals)
{
  const TlRecord *record = tl_game_state_record (game);
  const TlTurnRecord *turn;
  guint n_discard;
  const guint8 *discard = tl_gifts_discard_pile (game, &n_discard);
  gint expected = held_before[player];

  g_assert_cmpuint (record->turns->len, ==, turns);
  turn = &g_array_index (record->turns, TlTurnRecord, turns - 1);
  g_assert_true (turn->has_place);
  g_assert_cmpint (turn->draw, >=, 0);
  if (tl_gifts_turn (turn)->received >= 0)
    {
      g_assert_cmpint (tl_gifts_turn (turn)->received, <, TL_N_GIFT_CARDS);
      expected++;
      totals->received++;
    }
  if (tl_gifts_turn (turn)->has_gift)
    {
      g_assert_cmpuint (tl_gifts_turn (turn)->gift.card, <, TL_N_GIFT_CARDS);
      expected--;
      totals->opened[tl_gifts_turn (turn)->gift.card]++;
      /* the card opened is on top of the discard pile (unless a reshuffle took it) */
      if (n_discard > 0 && n_discard == discard_before + 1)
        g_assert_cmpuint (discard[n_discard - 1], ==, tl_gifts_turn (turn)->gift.card);
      if (tl_gifts_turn (turn)->gift.card == TL_GIFT_TAKE_2 && tl_gifts_turn (turn)->gift.second >= 0)
        {
          totals->take2_second++;
          g_assert_cmpint (tl_gifts_turn (turn)->gift.keep, >=, 0);
          g_assert_true (tl_gifts_turn (turn)->gift.keep == turn->draw || tl_gifts_turn (turn)->gift.keep == tl_gifts_turn (turn)->gift.second);
          totals->take2_kept_second += tl_gifts_turn (turn)->gift.keep == tl_gifts_turn (turn)->gift.second &&
                                       tl_gifts_turn (turn)->gift.second != turn->draw;
        }
    }
  if ((gint) tl_gifts_held (game, player) != expected)
    g_error ("game %u turn %u: player %u held %u gifts, now %u, but the record says %s%s",
             seed, turns, player, held_before[player], tl_gifts_held (game, player),
             tl_gifts_turn (turn)->received >= 0 ? "received one " : "", tl_gifts_turn (turn)->has_gift ? "opened one" : "");
  for (guint p = 0; p < tl_game_state_n_players (game); p++)
    if (p != player)
      g_assert_cmpuint (tl_gifts_held (game, p), ==, held_before[p]);
}

static void
play_one (guint index, Totals *totals)
{
  guint seed = 20000 + index;
  guint n_players = 2 + index % 4;
  gint levels[TL_MAX_PLAYERS];
  g_autoptr(TlRecord) header = tl_record_new ("carcassonne", tileset);
  g_autoptr(TlRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gint prev_score[TL_MAX_PLAYERS] = { 0 };
  guint turns = 0;
  TlGameState *game, *replay;
  TlRng rng;
  gsize length = 0;

  for (guint p = 0; p < n_players; p++)
    {
      /* level 1 (greedy) for about a third of the seats, level 0 (random) for the rest */
      levels[p] = (index + p) % 3 == 0 ? 1 : 0;
      totals->level1_seats += levels[p];
    }
  tl_random_game_add_players (header, n_players, levels);
  g_ptr_array_add (header->expansions, g_strdup ("gifts"));
  header->seed = seed;
  game = tl_game_state_new (header, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_true (tl_game_state_has_expansion (game, "gifts"));
  g_assert_cmpuint (tl_gifts_deck_left (game), ==, TL_GIFTS_TOTAL);
  g_assert_cmpuint (check_cards (game, seed, 0), ==, 0);
  tl_rng_init (&rng, seed * 7919u + 17);

  for (;;)
    {
      guint player = tl_game_state_current_player (game);
      guint held_before[TL_MAX_PLAYERS] = { 0 };
      guint deck_before = tl_gifts_deck_left (game), discard_before, held;
      guint tiles = tl_board_n_tiles (tl_game_state_board (game));

      tl_gifts_discard_pile (game, &discard_before);
      for (guint p = 0; p < n_players; p++)
        held_before[p] = tl_gifts_held (game, p);
      g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_DRAW);
      if (!tl_ai_play_turn (game, levels[player], &rng))
        {
          /* the stack ran out, possibly after discarding the last unplaceable tiles */
          g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_OVER);
          g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, tiles);
          break;
        }
      turns++;
      if (turns > DRAW_TILES)
        g_error ("game %u: more than %u turns", seed, DRAW_TILES);
      g_assert_cmpuint (tl_board_n_tiles (tl_game_state_board (game)), ==, tiles + 1);

      check_turn_record (game, seed, turns, player, held_before, discard_before, totals);
      held = check_cards (game, seed, turns);
      totals->max_held = MAX (totals->max_held, held);
      if (tl_gifts_deck_left (game) > deck_before)
        totals->reshuffles++;

      if (tl_game_state_phase (game) == TL_PHASE_OVER)
        break;
      g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_DRAW);
      g_assert_cmpuint (tl_game_state_current_player (game), ==, (player + 1) % n_players);
      check_meeples (game, seed, turns);
      tl_random_game_check_scores_rise (game, prev_score, seed, turns);
    }

  /* The end. */
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_OVER);
  g_assert_cmpuint (tl_game_state_tiles_left (game), ==, 0);
  check_meeples (game, seed, turns);
  check_cards (game, seed, turns);
  check_tiles (game, seed);
  for (guint p = 0; p < n_players; p++)
    {
      const TlPlayerState *ps = tl_game_state_player (game, p);

      tl_random_game_check_breakdown (ps, p, prev_score[p], ps->bonus, seed);
      if (ps->bonus != 2 * (gint) tl_gifts_held (game, p))
        g_error ("game %u: player %u holds %u unopened gifts but has a bonus of %d",
                 seed, p, tl_gifts_held (game, p), ps->bonus);
      totals->points += ps->score;
      totals->gift_points += ps->bonus;
    }

  /* Save, load, write again, replay. */
  loaded = tl_random_game_save_load (tl_game_state_record (game), "random-gifts.tilelands", seed,
                                     &data, &length);
  g_assert_cmpuint (length, ==, strlen (data));
  g_assert_cmpuint (loaded->players->len, ==, n_players);
  g_assert_cmpuint (loaded->expansions->len, ==, 1);
  tl_random_game_check_writes_back (loaded, data, seed);
  replay = tl_random_game_replay (loaded, "random-gifts.tilelands", seed);
  g_assert_cmpint (tl_game_state_phase (replay), ==, TL_PHASE_OVER);
  tl_random_game_check_same_result (game, replay, seed);

  totals->games++;
  totals->turns += turns;
  tl_game_state_free (replay);
  tl_game_state_free (game);
}

static void
test_random_games (void)
{
  guint n = tl_random_game_count (1000);
  Totals totals = { 0 };
  guint opened = 0;

  for (guint i = 0; i < n; i++)
    play_one (i, &totals);

  for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
    opened += totals.opened[c];
  g_test_message ("%u games, %u turns, %u level-1 seats; %u gifts received, %u opened "
                  "(synod %u, road-sweeper %u, cash-out %u, change-position %u, take-2 %u; "
                  "Take 2 drew a second tile %u times, played it %u times); %u reshuffles of the "
                  "discard pile; at most %u cards in hands at once; %" G_GINT64_FORMAT
                  " points in all, %" G_GINT64_FORMAT " for unopened gifts",
                  totals.games, totals.turns, totals.level1_seats, totals.received, opened,
                  totals.opened[TL_GIFT_SYNOD], totals.opened[TL_GIFT_ROAD_SWEEPER],
                  totals.opened[TL_GIFT_CASH_OUT], totals.opened[TL_GIFT_CHANGE_POSITION],
                  totals.opened[TL_GIFT_TAKE_2], totals.take2_second, totals.take2_kept_second,
                  totals.reshuffles, totals.max_held, totals.points, totals.gift_points);
  g_assert_cmpuint (totals.games, ==, n);
  if (n >= 100)
    {
      /* every card was opened somewhere, and gifts were both received and kept */
      for (guint c = 0; c < TL_N_GIFT_CARDS; c++)
        g_assert_cmpuint (totals.opened[c], >, 0);
      g_assert_cmpuint (totals.take2_second, >, 0);
      g_assert_cmpuint (totals.received, >, opened);
      g_assert_cmpint (totals.gift_points, >, 0);
      g_assert_cmpuint (totals.level1_seats, >, 0);
    }
}

int
main (int argc, char **argv)
{
  return tl_random_game_main (&argc, &argv, "carcassonne-base", &tileset, "/gifts/random-games",
                              test_random_games);
}
