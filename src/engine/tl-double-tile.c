/* tl-double-tile.c — The Discovery's variant "double tile" (docs/rules/discovery.md §1.9)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every player is dealt two hidden tiles, places one of them on a turn and then
 * draws one, so as to hold two again; a tile of the hand that fits nowhere
 * leaves the game and the stack replaces it (§1.4). House rule: once the stack
 * is empty the hands are played out. A variant of the ruleset (tl-ruleset.h): a
 * module the option `double-tile` turns on, which draws from the hand (@draw,
 * @choose_tile, @refill) and hides the other players' hands from the computer
 * players (@hidden_tiles, @deal_hidden).
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-expansion.h"
#include "tl-error.h"

typedef struct {
  guint hand[TL_MAX_PLAYERS][TL_HAND_SIZE];   /* the tiles each player holds, in the order drawn */
  guint n_hand[TL_MAX_PLAYERS];
  int slot;                                   /* the slot of the tile to place, or -1 */
} Hands;

static const char *
tile_id (const TlGameState *state,
         int                type)
{
  const TlTileSet *set = tl_game_state_tile_set (state);

  return type >= 0 && (guint) type < set->types->len ? tl_tile_set_type (set, type)->id : "?";
}

/* @type joins @player's hand. */
static void
hand_add (Hands *h,
          guint  player,
          guint  type)
{
  g_return_if_fail (h->n_hand[player] < TL_HAND_SIZE);
  h->hand[player][h->n_hand[player]++] = type;
}

/* The tile in @slot leaves @player's hand; the others keep their order. */
static void
hand_remove (Hands *h,
             guint  player,
             guint  slot)
{
  for (guint k = slot; k + 1 < h->n_hand[player]; k++)
    h->hand[player][k] = h->hand[player][k + 1];
  h->n_hand[player]--;
}

static gboolean
double_tile_wanted (const TlRecord *record)
{
  return record->options.double_tile;
}

/* Deals two tiles to every player, the ones the record names or else the next
 * tiles of the seeded stack, two per seat in seat order. What was dealt is
 * written into the state's record. */
static gboolean
double_tile_init (TlGameState    *state,
                  gpointer        data,
                  const TlRecord *record,
                  GError        **error)
{
  Hands *h = data;
  guint n_players = tl_game_state_n_players (state);
  TlRecord *own = tl_game_state_record_mut (state);
  GArray *hands;

  h->slot = -1;
  if (record->setup_hands != NULL && record->setup_hands->len != n_players)
    {
      /* Translators: how many hands the saved game deals, then how many players play */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   g_dngettext (GETTEXT_PACKAGE, "the saved game deals %u hand, but %u play",
                                "the saved game deals %u hands, but %u play", record->setup_hands->len),
                   record->setup_hands->len, n_players);
      return FALSE;
    }
  hands = g_array_new (FALSE, TRUE, sizeof (TlSetupHand));
  for (guint p = 0; p < n_players; p++)
    {
      const TlSetupHand *named = record->setup_hands != NULL
                                 ? &g_array_index (record->setup_hands, TlSetupHand, p) : NULL;
      TlSetupHand dealt = { 0 };

      if (named != NULL && named->n < TL_HAND_SIZE &&
          tl_game_state_tiles_left (state) > named->n)
        {
          /* Translators: the player's number (from 1), how many tiles the saved game deals
           * to that player, then how many each player is dealt */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "player %u is dealt %u tile, but every hand is dealt %d (fewer "
                                    "only when the stack runs out)",
                                    "player %u is dealt %u tiles, but every hand is dealt %d (fewer "
                                    "only when the stack runs out)", named->n),
                       p + 1, named->n, TL_HAND_SIZE);
          g_array_unref (hands);
          return FALSE;
        }
      for (guint k = 0; k < TL_HAND_SIZE; k++)
        {
          int type;

          if (named != NULL && k < named->n && named->tiles[k] == (guint) TL_HIDDEN &&
              record->view >= 0)
            {
              /* hidden from the view: a placeholder, taken once the named tiles
               * are (the twin deals it again); the record keeps it hidden */
              hand_add (h, p, G_MAXUINT);
              dealt.tiles[dealt.n++] = (guint) TL_HIDDEN;
              continue;
            }
          if (named != NULL)
            {
              if (k >= named->n)
                break;
              type = named->tiles[k];
              if (!tl_game_state_take_tile (state, type))
                {
                  /* Translators: the tile's number in the player's hand, then the player's
                   * number (both from 1) */
                  g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                               _("tile %u dealt to player %u is not in the stack"), k + 1, p + 1);
                  g_array_unref (hands);
                  return FALSE;
                }
            }
          else if ((type = tl_game_state_take_next (state)) < 0)
            break;
          hand_add (h, p, type);
          dealt.tiles[dealt.n++] = type;
        }
      g_array_append_val (hands, dealt);
    }
  for (guint p = 0; p < n_players; p++)
    for (guint k = 0; k < h->n_hand[p]; k++)
      if (h->hand[p][k] == G_MAXUINT)
        {
          int type = tl_game_state_take_next (state);

          if (type < 0)
            {
              g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                           _("tile %u dealt to player %u is not in the stack"), k + 1, p + 1);
              g_array_unref (hands);
              return FALSE;
            }
          h->hand[p][k] = type;
        }
  g_clear_pointer (&own->setup_hands, g_array_unref);
  own->setup_hands = hands;
  return TRUE;
}

/* Once no tile of the hand must be put aside, the first is the one to place (the
 * player may choose the other, tl_game_state_choose_tile()). */
static int
place_first (TlGameState *state,
             Hands       *h,
             guint        me,
             guint       *drawn)
{
  if (h->n_hand[me] == 0)
    return tl_game_state_out_of_tiles (state);
  h->slot = 0;
  tl_game_state_begin_place (state, h->hand[me][0]);
  tl_game_state_pending_turn (state)->play = h->hand[me][0];
  if (drawn != NULL)
    *drawn = h->hand[me][0];
  return TL_DRAW_PLACEABLE;
}

/* A twin: the turn names @type, a tile of @player's hand, which holds
 * placeholders; unless the hand holds it, it is taken from the places the twin's
 * seat cannot see and the placeholder of the slot about to be used goes there
 * (@slot: that slot). */
static gboolean
disclose_in_hand (TlGameState *state,
                  Hands       *h,
                  guint        player,
                  guint        type,
                  GError     **error)
{
  guint slot = h->slot >= 0 ? (guint) h->slot : 0;

  for (guint k = 0; k < h->n_hand[player]; k++)
    if (h->hand[player][k] == type)
      return TRUE;
  if (slot < h->n_hand[player] && tl_game_state_disclose (state, type, h->hand[player][slot]))
    {
      h->hand[player][slot] = type;
      return TRUE;
    }
  /* Translators: a tile's id */
  g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
               _("tile %s is named in a hand, but no copy of it is left unseen"),
               tile_id (state, type));
  return FALSE;
}

/* docs/rules/discovery.md §1.9, §1.4: a tile of the hand that fits nowhere leaves the game
 * and the stack replaces it (@replacement when the record names it); once both
 * fit, the first is the one to place. */
static int
double_tile_draw (TlGameState *state,
                  gpointer     data,
                  int          replacement,
                  guint       *drawn,
                  GError     **error)
{
  Hands *h = data;
  guint me = tl_game_state_current_player (state);
  TlTurnRecord *pending = tl_game_state_pending_turn (state);
  const TlTurnRecord *turn = tl_game_state_replayed_turn (state);
  guint discarded = pending->discard != NULL ? pending->discard->len : 0;

  /* a twin following another seat: its hand holds placeholders, so the turn says
   * which tile it put aside (the check of the others is the host's) */
  if (!tl_game_state_seat_known (state, me) && turn != NULL)
    {
      if (turn->discard == NULL || discarded >= turn->discard->len)
        return place_first (state, h, me, drawn);
      if (!disclose_in_hand (state, h, me, g_array_index (turn->discard, guint, discarded), error))
        return -1;
    }

  for (guint k = 0; k < h->n_hand[me]; k++)
    {
      guint type = h->hand[me][k];
      int next;

      if (!tl_game_state_seat_known (state, me) && turn != NULL &&
          type != g_array_index (turn->discard, guint, discarded))
        continue;
      if (tl_board_can_place_anywhere (tl_game_state_board (state), type))
        {
          if (!tl_game_state_seat_known (state, me) && turn != NULL)
            {
              /* Translators: a tile's id */
              g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           _("tile %s was put aside, but it fits on the board; only a tile that "
                             "fits nowhere is put aside"), tile_id (state, type));
              return -1;
            }
          continue;
        }
      if (tl_game_state_tiles_left (state) == 0 && replacement >= 0)
        {
          /* Translators: a tile's id */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("no tile is left in the stack to replace tile %s, put aside"),
                       tile_id (state, type));
          return -1;
        }
      if (replacement >= 0 && !tl_game_state_take_tile (state, replacement))
        {
          /* Translators: a tile's id */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("tile %s cannot replace the tile put aside: no copy of it is left in the "
                         "stack"), tile_id (state, replacement));
          return -1;
        }
      hand_remove (h, me, k);
      tl_game_state_discard_tile (state, type);
      next = replacement >= 0 ? replacement : tl_game_state_take_next (state);
      if (next >= 0)
        {
          hand_add (h, me, next);
          if (pending->replace == NULL)
            pending->replace = g_array_new (FALSE, FALSE, sizeof (guint));
          g_array_append_val (pending->replace, next);
        }
      if (drawn != NULL)
        *drawn = type;
      return TL_DRAW_DISCARDED;
    }
  return place_first (state, h, me, drawn);
}

/* The other tile of the hand becomes the one to place. */
static gboolean
double_tile_choose_tile (TlGameState *state,
                         gpointer     data,
                         guint        type)
{
  Hands *h = data;
  guint me = tl_game_state_current_player (state);

  if (!tl_game_state_seat_known (state, me) && h->slot >= 0 &&
      disclose_in_hand (state, h, me, type, NULL) && h->hand[me][h->slot] == type)
    {
      /* a twin following another seat: the tile it places came in its stead */
      tl_game_state_set_current_tile (state, type);
      tl_game_state_pending_turn (state)->play = type;
      return TRUE;
    }
  for (guint k = 0; k < h->n_hand[me]; k++)
    if ((int) k != h->slot && h->hand[me][k] == type)
      {
        h->slot = k;
        tl_game_state_set_current_tile (state, type);
        tl_game_state_pending_turn (state)->play = type;
        return TRUE;
      }
  return FALSE;
}

static int
double_tile_held_tile (const TlGameState *state,
                       gconstpointer      data,
                       guint              player)
{
  const Hands *h = data;

  for (guint k = 0; k < h->n_hand[player]; k++)
    if ((int) k != h->slot)
      return h->hand[player][k];
  return -1;
}

static guint
double_tile_holds (const TlGameState *state,
                   gconstpointer      data,
                   guint              player)
{
  const Hands *h = data;

  return h->n_hand[player];
}

/* The tile placed leaves the hand. */
static gboolean
double_tile_after_place (TlGameState        *state,
                         gpointer            data,
                         const TlTurnRecord *turn,
                         GError            **error)
{
  Hands *h = data;

  if (h->slot >= 0)
    {
      hand_remove (h, tl_game_state_current_player (state), h->slot);
      h->slot = -1;
    }
  return TRUE;
}

/* The tile drawn after placing, so as to hold two again: @type, or the next of
 * the stack when -1 (none once the stack is empty). */
static gboolean
double_tile_refill (TlGameState *state,
                    gpointer     data,
                    int          type,
                    GError     **error)
{
  Hands *h = data;

  if (type >= 0 && (tl_game_state_tiles_left (state) == 0 ||
                    !tl_game_state_take_tile (state, type)))
    {
      /* Translators: (this and the next) a tile's id */
      if (tl_game_state_tiles_left (state) == 0)
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("tile %s cannot be drawn after placing: the stack is empty"),
                     tile_id (state, type));
      else
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     _("tile %s cannot be drawn after placing: no copy of it is left in the stack"),
                     tile_id (state, type));
      return FALSE;
    }
  if (type < 0)
    type = tl_game_state_take_next (state);
  if (type >= 0)
    {
      hand_add (h, tl_game_state_current_player (state), type);
      tl_game_state_pending_turn (state)->draw = type;
    }
  return TRUE;
}

/* The other players' hands, in seat order, for the computer players' samples
 * (docs/design.md §8). */
static void
double_tile_hidden_tiles (const TlGameState *state,
                          gconstpointer      data,
                          guint              viewer,
                          GArray            *pool)
{
  const Hands *h = data;

  for (guint p = 0; p < tl_game_state_n_players (state); p++)
    for (guint k = 0; p != viewer && k < h->n_hand[p]; k++)
      {
        guint16 t = h->hand[p][k];

        g_array_append_val (pool, t);
      }
}

static void
double_tile_deal_hidden (TlGameState   *state,
                         gpointer       data,
                         guint          viewer,
                         const guint16 *tiles)
{
  Hands *h = data;
  guint at = 0;

  for (guint p = 0; p < tl_game_state_n_players (state); p++)
    for (guint k = 0; p != viewer && k < h->n_hand[p]; k++)
      h->hand[p][k] = tiles[at++];
}

/* A twin needs @want, which another seat's hand holds: @give goes there. */
static gboolean
double_tile_swap_hidden (TlGameState *state,
                         gpointer     data,
                         guint        viewer,
                         guint        want,
                         guint        give)
{
  Hands *h = data;

  for (guint p = 0; p < tl_game_state_n_players (state); p++)
    for (guint k = 0; p != viewer && k < h->n_hand[p]; k++)
      if (h->hand[p][k] == want)
        {
          h->hand[p][k] = give;
          return TRUE;
        }
  return FALSE;
}

/* The projection (docs/design.md §10): another seat's hand as dealt, the tiles drawn
 * into it and those that replaced the tiles it put aside are hidden; the tile it
 * plays is written once placed (before that, the player may still choose the
 * other one). */
static void
double_tile_project (TlRecord     *record,
                     TlTurnRecord *turn,
                     guint         player,
                     guint         viewer,
                     gboolean      whole)
{
  if (turn == NULL)
    {
      for (guint p = 0; record->setup_hands != NULL && p < record->setup_hands->len; p++)
        {
          TlSetupHand *hand = &g_array_index (record->setup_hands, TlSetupHand, p);

          for (guint k = 0; p != viewer && k < hand->n; k++)
            hand->tiles[k] = (guint) TL_HIDDEN;
        }
      return;
    }
  if (!turn->has_place)
    turn->play = -1;
  if (player == viewer)
    return;
  if (turn->draw >= 0)
    turn->draw = TL_HIDDEN;
  for (guint i = 0; turn->replace != NULL && i < turn->replace->len; i++)
    g_array_index (turn->replace, guint, i) = (guint) TL_HIDDEN;
}

/* The tile to place comes from a hand the others do not see: theirs until it is
 * placed. */
static gboolean
double_tile_hides_tile_in_hand (const TlGameState *state,
                                gconstpointer      data,
                                guint              seat)
{
  return TRUE;
}

/* Public: how many tiles each seat holds; @seat's own: its hand, in order. */
static void
double_tile_digest (const TlGameState *state,
                    gconstpointer      data,
                    guint              seat,
                    GByteArray        *sum)
{
  const Hands *h = data;

  for (guint p = 0; p < tl_game_state_n_players (state); p++)
    tl_game_state_digest_int (sum, h->n_hand[p]);
  for (guint k = 0; k < h->n_hand[seat]; k++)
    tl_game_state_digest_int (sum, h->hand[seat][k]);
}

guint
tl_game_state_hand (const TlGameState *state,
                    guint              player,
                    guint             *tiles)
{
  const Hands *h;

  g_return_val_if_fail (player < tl_game_state_n_players (state), 0);
  h = tl_game_state_expansion_data (state, &tl_variant_double_tile);
  if (h == NULL)
    return 0;
  for (guint k = 0; tiles != NULL && k < h->n_hand[player]; k++)
    tiles[k] = h->hand[player][k];
  return h->n_hand[player];
}

const TlExpansion tl_variant_double_tile = {
  .name = "double-tile",
  .title = N_("Double tile"),
  .game = "discovery",
  .data_size = sizeof (Hands),
  .wanted = double_tile_wanted,
  .init = double_tile_init,
  .after_place = double_tile_after_place,
  .hidden_tiles = double_tile_hidden_tiles,
  .deal_hidden = double_tile_deal_hidden,
  .project = double_tile_project,
  .swap_hidden = double_tile_swap_hidden,
  .hides_tile_in_hand = double_tile_hides_tile_in_hand,
  .digest = double_tile_digest,
  .draw = double_tile_draw,
  .choose_tile = double_tile_choose_tile,
  .held_tile = double_tile_held_tile,
  .holds = double_tile_holds,
  .refill = double_tile_refill,
  .cli_help = "The Discovery: each player holds a second, hidden tile",
  .option = G_STRUCT_OFFSET (TlOptions, double_tile),
};
