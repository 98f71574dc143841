/* tl-game-state.c — one game: players, deck, turns, scores
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-game-state.h"
#include "tl-deck.h"
#include "tl-error.h"
#include "tl-ruleset.h"
#include "tl-expansion.h"
#include "tl-game-state-private.h"

#include <string.h>

static const TlExpansion * const expansions[] = {
  &tl_expansion_gifts,
  &tl_expansion_map_chips,
};

static const TlRuleset * const rulesets[] = {
  &tl_ruleset_carcassonne,
  &tl_ruleset_discovery,
};

static const TlRuleset *
find_ruleset (const char *game)
{
  for (guint i = 0; i < G_N_ELEMENTS (rulesets); i++)
    if (g_strcmp0 (rulesets[i]->game, game) == 0)
      return rulesets[i];
  return NULL;
}

/* The equal-turns variant (discovery.md §1.9): `tiles mod players` tiles leave the
 * stack face up before the first turn, the ones the record names or else the top
 * of the seeded stack. What was set aside is written into the state's record. */
static gboolean
set_aside (TlGameState *state, const TlRecord *record, GError **error)
{
  guint k;
  GArray *aside;

  if (!record->options.equal_turns)
    return TRUE;
  k = tl_deck_left (&state->deck) % state->n_players;
  if (record->setup_aside != NULL && record->setup_aside->len != k)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   "equal turns with %u players sets aside %u tile(s), not %u",
                   state->n_players, k, record->setup_aside->len);
      return FALSE;
    }
  aside = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < k; i++)
    {
      guint type;

      if (record->setup_aside != NULL)
        {
          type = g_array_index (record->setup_aside, guint, i);
          if (type >= state->set->types->len || !tl_deck_take (&state->deck, type))
            {
              g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                           "set-aside tile %u is not in the stack", i + 1);
              g_array_unref (aside);
              return FALSE;
            }
        }
      else
        type = tl_deck_next (&state->deck);
      g_array_append_val (aside, type);
    }
  g_clear_pointer (&state->record->setup_aside, g_array_unref);
  state->record->setup_aside = aside;
  return TRUE;
}

/* Double tile: @type joins @player's hand. */
static void
hand_add (TlGameState *state, guint player, guint type)
{
  g_return_if_fail (state->n_hand[player] < TL_HAND_SIZE);
  state->hand[player][state->n_hand[player]++] = type;
}

/* Double tile: the tile in @slot leaves @player's hand; the others keep their order. */
static void
hand_remove (TlGameState *state, guint player, guint slot)
{
  for (guint k = slot; k + 1 < state->n_hand[player]; k++)
    state->hand[player][k] = state->hand[player][k + 1];
  state->n_hand[player]--;
}

/* The double-tile variant (discovery.md §1.9): every player is dealt two tiles,
 * the ones the record names or else the next tiles of the seeded stack, two per
 * seat in seat order. What was dealt is written into the state's record. */
static gboolean
deal_hands (TlGameState *state, const TlRecord *record, GError **error)
{
  GArray *hands;

  state->hand_slot = -1;
  if (!record->options.double_tile)
    return TRUE;
  if (record->setup_hands != NULL && record->setup_hands->len != state->n_players)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   "setup names %u hands for %u players", record->setup_hands->len,
                   state->n_players);
      return FALSE;
    }
  hands = g_array_new (FALSE, TRUE, sizeof (TlSetupHand));
  for (guint p = 0; p < state->n_players; p++)
    {
      const TlSetupHand *named = record->setup_hands != NULL
                                 ? &g_array_index (record->setup_hands, TlSetupHand, p) : NULL;
      TlSetupHand dealt = { 0 };

      if (named != NULL && named->n < TL_HAND_SIZE &&
          tl_deck_left (&state->deck) > named->n)
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       "the hand of player %u names %u tile(s); every hand is dealt %d "
                       "(fewer only when the stack runs out)", p + 1, named->n, TL_HAND_SIZE);
          g_array_unref (hands);
          return FALSE;
        }
      for (guint k = 0; k < TL_HAND_SIZE; k++)
        {
          int type;

          if (named != NULL)
            {
              if (k >= named->n)
                break;
              type = named->tiles[k];
              if ((guint) type >= state->set->types->len || !tl_deck_take (&state->deck, type))
                {
                  g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                               "tile %u dealt to player %u is not in the stack", k + 1, p + 1);
                  g_array_unref (hands);
                  return FALSE;
                }
            }
          else if ((type = tl_deck_next (&state->deck)) < 0)
            break;
          hand_add (state, p, type);
          dealt.tiles[dealt.n++] = type;
        }
      g_array_append_val (hands, dealt);
    }
  g_clear_pointer (&state->record->setup_hands, g_array_unref);
  state->record->setup_hands = hands;
  return TRUE;
}

static gboolean
add_expansion (TlGameState *state, const TlExpansion *found, GError **error)
{
  if (g_strcmp0 (found->game, state->rules->game) != 0)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   "expansion “%s” is for %s, not %s", found->name, found->game, state->rules->game);
      return FALSE;
    }
  if (tl_game_state_expansion_data (state, found) != NULL || state->n_ext == TL_MAX_EXPANSIONS)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   "expansion “%s” is named twice", found->name);
      return FALSE;
    }
  state->ext[state->n_ext].expansion = found;
  state->ext[state->n_ext].data = g_malloc0 (found->data_size);
  state->n_ext++;
  return TRUE;
}

/* Finds the modules of the record's map and expansions (DESIGN.md §2). */
static gboolean
resolve_expansions (TlGameState *state, const TlRecord *record, GError **error)
{
  if (record->map_layout != NULL && !add_expansion (state, &tl_expansion_map, error))
    return FALSE;
  for (guint i = 0; i < record->expansions->len; i++)
    {
      const char *name = g_ptr_array_index (record->expansions, i);
      const TlExpansion *found = NULL;

      for (guint j = 0; j < G_N_ELEMENTS (expansions) && !found; j++)
        if (g_strcmp0 (expansions[j]->name, name) == 0)
          found = expansions[j];
      if (found == NULL)
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       "expansion “%s” is not available in this version", name);
          return FALSE;
        }
      if (!add_expansion (state, found, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean sides_match (TlGameState *state, guint type_index, gint x, gint y, guint r,
                             const char *prefix, TlEngineError code, gboolean *touches,
                             GError **error);

/* The start squares of the game's map (x, y pairs of gint), none without a map. */
static GArray *
start_squares (TlGameState *state)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (gint));

  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->start_cells != NULL)
      state->ext[i].expansion->start_cells (state, state->ext[i].data, cells);
  return cells;
}

/* The start tiles a record names (`setup.start`): each a free copy of a tile of
 * the set on a playable cell, its sides matching the start tiles beside it
 * (base-game.md §3.1), and on a map one on every start square (maps.md §1).
 * The stack is shuffled with the first held out (@held), the others are taken
 * from it. */
static gboolean
place_named_start (TlGameState *state, const TlRecord *record, guint *held, GError **error)
{
  g_autoptr(GArray) squares = NULL;
  TlRng rng;

  if (record->setup_start->len == 0)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   "setup.start names no start tile (leave it out for the default one)");
      return FALSE;
    }
  for (guint i = 0; i < record->setup_start->len; i++)
    {
      const TlSetupTile *st = &g_array_index (record->setup_start, TlSetupTile, i);
      g_autofree char *prefix = g_strdup_printf ("setup start tile %u: ", i + 1);
      gboolean touches;

      if (st->type >= state->set->types->len || st->r > 3 ||
          tl_board_tile_at (state->board, st->x, st->y) >= 0 ||
          (i > 0 && !tl_deck_take (&state->deck, st->type)))
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       "setup start tile %u at (%d, %d) is not a free copy of a tile "
                       "of the set, or its cell is taken", i + 1, st->x, st->y);
          return FALSE;
        }
      if (tl_board_cell_state (state->board, st->x, st->y) != TL_CELL_OPEN)
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       state->record->map_layout != NULL
                       ? "setup start tile %u at (%d, %d) does not lie on a playable square "
                         "of the map (blocked, outside, or a half square of a map played alone)"
                       : "setup start tile %u at (%d, %d) lies off the board (farther from "
                         "(0, 0) than the game has tiles)", i + 1, st->x, st->y);
          return FALSE;
        }
      if (!sides_match (state, st->type, st->x, st->y, st->r, prefix,
                        TL_ENGINE_ERROR_INVALID_SETUP, &touches, error))
        return FALSE;
      tl_board_place (state->board, st->type, st->x, st->y, st->r);
      if (i == 0)
        {
          held[st->type]++;
          tl_rng_init (&rng, record->seed);
          tl_deck_init (&state->deck, state->set, held, &rng);
        }
    }

  squares = start_squares (state);
  for (guint i = 0; i < squares->len / 2; i++)
    {
      gint x = g_array_index (squares, gint, 2 * i), y = g_array_index (squares, gint, 2 * i + 1);

      if (tl_board_tile_at (state->board, x, y) < 0)
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       "setup.start leaves the start square (%d, %d) of map %s empty "
                       "(every start square holds a start tile)", x, y,
                       state->record->map_layout->id);
          return FALSE;
        }
    }
  return TRUE;
}

/* Places the start tiles (DESIGN.md §4 `setup.start`): those the record names,
 * else the tile set's start tile on the first start cell and a tile of the
 * seeded stack on every other one (maps.md §1). Shuffles the stack with only the
 * first start tile held out, and takes the others from it, so that a record
 * naming the start tiles a game drew yields that game's stack again. */
static gboolean
place_start (TlGameState *state, const TlRecord *record, GError **error)
{
  g_autofree guint *held = g_new0 (guint, state->set->types->len);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (gint));

  if (record->setup_start == NULL)
    {
      gint origin[2] = { 0, 0 };
      TlSetupTile first;

      g_array_unref (cells);
      cells = start_squares (state);
      if (cells->len == 0)
        g_array_append_vals (cells, origin, 2);
      if (state->set->start_type < 0)
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       "tile set %s has no start tile and the record names none",
                       state->set->id);
          return FALSE;
        }
      first = (TlSetupTile) { g_array_index (cells, gint, 0), g_array_index (cells, gint, 1),
                              state->set->start_type, 0 };
      tl_board_place (state->board, first.type, first.x, first.y, 0);
      held[first.type]++;
      state->record->setup_start = g_array_new (FALSE, FALSE, sizeof (TlSetupTile));
      g_array_append_val (state->record->setup_start, first);
      {
        TlRng rng;

        tl_rng_init (&rng, record->seed);
        tl_deck_init (&state->deck, state->set, held, &rng);
      }
    }
  else if (!place_named_start (state, record, held, error))
    return FALSE;

  for (guint i = 1; i < cells->len / 2; i++)
    {
      int t = tl_deck_next (&state->deck);
      TlSetupTile st;

      if (t < 0)
        break;
      st = (TlSetupTile) { g_array_index (cells, gint, 2 * i), g_array_index (cells, gint, 2 * i + 1), t, 0 };
      tl_board_place (state->board, t, st.x, st.y, 0);
      g_array_append_val (state->record->setup_start, st);
    }
  return TRUE;
}

TlGameState *
tl_game_state_new (const TlRecord *record,
                   GError        **error)
{
  const TlRuleset *rules;
  TlGameState *state;

  g_return_val_if_fail (record != NULL && record->tileset != NULL, NULL);

  rules = find_ruleset (record->game);
  if (rules == NULL)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   "game “%s” is not playable (this version plays: carcassonne, discovery)",
                   record->game ? record->game : "(none)");
      return NULL;
    }
  if (g_strcmp0 (record->tileset->game, record->game) != 0)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   "tile set %s is for the game “%s”, not “%s”",
                   record->tileset->id, record->tileset->game, record->game);
      return NULL;
    }
  for (guint t = 0; t < record->tileset->types->len; t++)
    {
      const TlTileType *type = tl_tile_set_type (record->tileset, t);

      for (guint i = 0; i < type->n_segments; i++)
        if (!(rules->kinds & (1u << type->segments[i].kind)))
          {
            g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                         "tile %s of tile set %s has a %s, which %s does not have",
                         type->id, record->tileset->id,
                         tl_segment_kind_name (type->segments[i].kind), rules->game);
            return NULL;
          }
    }
  if (!rules->variants && (record->options.equal_turns || record->options.double_tile))
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   "the variant %s belongs to The Discovery, not to %s",
                   record->options.equal_turns ? "equal-turns" : "double-tile", rules->game);
      return NULL;
    }
  if (record->options.meeples > TL_MAX_MEEPLES)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   "%u meeples per player (at most %u)", record->options.meeples, TL_MAX_MEEPLES);
      return NULL;
    }
  if (record->players->len < 1 || record->players->len > TL_MAX_PLAYERS)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   "%u players (1 to %u can play)", record->players->len, TL_MAX_PLAYERS);
      return NULL;
    }

  state = g_new0 (TlGameState, 1);
  state->rules = rules;
  state->record = tl_record_copy_header (record);
  state->set = state->record->tileset;
  state->board = tl_board_new (state->set, state->set->total_tiles);
  state->n_players = record->players->len;
  state->events = g_array_sized_new (FALSE, FALSE, sizeof (TlScoreEvent), 64);
  state->turn = 1;
  state->drawn = -1;
  state->placed = -1;
  tl_turn_record_init (&state->pending);
  for (guint p = 0; p < state->n_players; p++)
    state->players[p].supply = record->options.meeples > 0 ? record->options.meeples : rules->supply;

  if (!resolve_expansions (state, record, error))
    {
      tl_game_state_free (state);
      return NULL;
    }
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->prepare != NULL)
      state->ext[i].expansion->prepare (state, state->ext[i].data, record);
  if (!place_start (state, record, error))
    {
      tl_game_state_free (state);
      return NULL;
    }
  if (!set_aside (state, record, error) || !deal_hands (state, record, error))
    {
      tl_game_state_free (state);
      return NULL;
    }
  for (guint i = 0; i < state->n_ext; i++)
    if (!state->ext[i].expansion->init (state, state->ext[i].data, record, error))
      {
        tl_game_state_free (state);
        return NULL;
      }
  return state;
}

TlGameState *
_tl_game_state_copy_with (const TlGameState *src,
                          TlRecord          *record)
{
  TlGameState *state = g_memdup2 (src, sizeof *src);

  state->record = record;
  state->set = state->record->tileset;
  state->board = tl_board_copy (src->board);
  tl_deck_copy (&state->deck, &src->deck);
  state->events = g_array_copy (src->events);
  tl_turn_record_copy (&state->pending, &src->pending);
  for (guint i = 0; i < src->n_ext; i++)
    {
      const TlExpansion *e = src->ext[i].expansion;

      state->ext[i].data = g_memdup2 (src->ext[i].data, e->data_size);
      if (e->copy != NULL)
        e->copy (state, state->ext[i].data, src->ext[i].data);
    }
  return state;
}

TlGameState *
tl_game_state_copy (const TlGameState *src)
{
  return _tl_game_state_copy_with (src, tl_record_copy (src->record));
}

void
tl_game_state_free (TlGameState *state)
{
  if (state == NULL)
    return;
  for (guint i = 0; i < state->n_ext; i++)
    {
      if (state->ext[i].expansion->clear != NULL)
        state->ext[i].expansion->clear (state->ext[i].data);
      g_free (state->ext[i].data);
    }
  tl_board_free (state->board);
  tl_deck_clear (&state->deck);
  tl_turn_record_clear (&state->pending);
  g_array_unref (state->events);
  tl_record_free (state->record);
  g_free (state);
}

TlPhase       tl_game_state_phase          (const TlGameState *s) { return s->phase; }
guint         tl_game_state_n_players      (const TlGameState *s) { return s->n_players; }
guint         tl_game_state_current_player (const TlGameState *s) { return s->current; }
guint         tl_game_state_turn           (const TlGameState *s) { return s->turn; }
guint         tl_game_state_tiles_left     (const TlGameState *s) { return tl_deck_left (&s->deck); }
int           tl_game_state_current_tile   (const TlGameState *s) { return s->drawn; }
int           tl_game_state_placed_tile    (const TlGameState *s) { return s->placed; }
const TlBoard *tl_game_state_board         (const TlGameState *s) { return s->board; }
TlBoard      *tl_game_state_board_mut      (TlGameState *s)       { return s->board; }
TlTileSet    *tl_game_state_tile_set       (const TlGameState *s) { return s->set; }
const GArray *tl_game_state_events         (const TlGameState *s) { return s->events; }
const TlRecord *tl_game_state_record       (const TlGameState *s) { return s->record; }
const TlOptions *tl_game_state_options     (const TlGameState *s) { return &s->record->options; }

const TlPlayerState *
tl_game_state_player (const TlGameState *state,
                      guint              player)
{
  g_return_val_if_fail (player < state->n_players, NULL);
  return &state->players[player];
}

const guint *
tl_game_state_set_aside (const TlGameState *state,
                         guint             *n)
{
  GArray *aside = state->record->setup_aside;

  *n = aside ? aside->len : 0;
  return aside ? (const guint *) aside->data : NULL;
}

int
tl_game_state_held_tile (const TlGameState *state,
                         guint              player)
{
  g_return_val_if_fail (player < state->n_players, -1);
  if (player != state->current ||
      (state->phase != TL_PHASE_PLACE && state->phase != TL_PHASE_FOLLOWER))
    return -1;
  for (guint k = 0; k < state->n_hand[player]; k++)
    if ((int) k != state->hand_slot)
      return state->hand[player][k];
  return -1;
}

guint
tl_game_state_hand (const TlGameState *state,
                    guint              player,
                    guint             *tiles)
{
  g_return_val_if_fail (player < state->n_players, 0);
  for (guint k = 0; tiles != NULL && k < state->n_hand[player]; k++)
    tiles[k] = state->hand[player][k];
  return state->n_hand[player];
}

/* Whether anybody still holds a tile (double tile: the hands are played out
 * once the stack is empty). */
static gboolean
hands_left (const TlGameState *state)
{
  for (guint p = 0; p < state->n_players; p++)
    if (state->n_hand[p] > 0)
      return TRUE;
  return FALSE;
}

gboolean
tl_game_state_may_deploy (const TlGameState *state,
                          TlSegmentKind      kind)
{
  return state->rules->may_deploy (state, kind);
}

gboolean
tl_game_state_has_recall (const TlGameState *state)
{
  return state->rules->recall;
}

const guint16 *
tl_game_state_deck (const TlGameState *state,
                    guint             *n)
{
  *n = tl_deck_left (&state->deck);
  return state->deck.tiles + state->deck.pos;
}

static const char *
player_name (const TlGameState *state, guint player)
{
  return g_array_index (state->record->players, TlPlayerInfo, player).name;
}

static gboolean
check_phase (const TlGameState *state, TlPhase phase, const char *what, GError **error)
{
  static const char * const names[] = { "draw a tile", "place the tile", "deploy or end the turn", "nothing: the game is over" };

  if (state->phase == phase)
    return TRUE;
  g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_WRONG_PHASE,
               "cannot %s now: the player must %s", what, names[state->phase]);
  return FALSE;
}

gboolean
tl_game_state_busy (const TlGameState *state)
{
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->busy != NULL &&
        state->ext[i].expansion->busy (state, state->ext[i].data))
      return TRUE;
  return FALSE;
}

gboolean
tl_game_state_settle (TlGameState *state,
                      GError     **error)
{
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->settle != NULL &&
        !state->ext[i].expansion->settle (state, state->ext[i].data, error))
      return FALSE;
  return TRUE;
}

static gboolean
check_settled (const TlGameState *state, GError **error)
{
  if (!tl_game_state_busy (state))
    return TRUE;
  g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_WRONG_PHASE,
               "the revealed tiles beside the placed tile must be resolved first");
  return FALSE;
}

static void
game_over (TlGameState *state)
{
  state->rules->final_scoring (state);
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->final_scoring != NULL)
      state->ext[i].expansion->final_scoring (state, state->ext[i].data);
  state->phase = TL_PHASE_OVER;
  state->drawn = -1;
}

static void
discard (TlGameState *state, guint type)
{
  if (state->pending.discard == NULL)
    state->pending.discard = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (state->pending.discard, type);
}

/* The stack is empty and the current player has nothing (left) to place: the
 * discards of the turn, if any, are a turn of their own; in the double-tile
 * variant the next player holding a tile plays (%TL_DRAW_PASSED), else the game
 * is over. */
static int
stack_empty (TlGameState *state)
{
  if (state->pending.discard != NULL)
    {
      tl_record_add_turn (state->record, &state->pending);
      tl_turn_record_init (&state->pending);
      state->turn++;
    }
  if (hands_left (state))
    {
      do
        state->current = (state->current + 1) % state->n_players;
      while (state->n_hand[state->current] == 0);
      return TL_DRAW_PASSED;
    }
  game_over (state);
  return TL_DRAW_EMPTY;
}

/* Double tile (discovery.md §1.9, §1.4): a tile of the hand that fits nowhere
 * leaves the game and the stack replaces it (@replacement when the record names
 * it); once both fit, the first is the one to place. */
static int
draw_hand (TlGameState *state,
           int          replacement,
           guint       *drawn,
           GError     **error)
{
  guint me = state->current;

  for (guint k = 0; k < state->n_hand[me]; k++)
    {
      guint type = state->hand[me][k];
      int next;

      if (tl_board_can_place_anywhere (state->board, type))
        continue;
      if (tl_deck_left (&state->deck) == 0 && replacement >= 0)
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       "no tile is left in the stack to replace the discarded tile %s",
                       tl_tile_set_type (state->set, type)->id);
          return -1;
        }
      if (replacement >= 0 &&
          ((guint) replacement >= state->set->types->len ||
           !tl_deck_take (&state->deck, replacement)))
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       "tile %s cannot replace the discarded tile: no copy of it is left "
                       "in the stack", (guint) replacement < state->set->types->len
                         ? tl_tile_set_type (state->set, replacement)->id : "?");
          return -1;
        }
      hand_remove (state, me, k);
      discard (state, type);
      next = replacement >= 0 ? replacement : tl_deck_next (&state->deck);
      if (next >= 0)
        {
          hand_add (state, me, next);
          if (state->pending.replace == NULL)
            state->pending.replace = g_array_new (FALSE, FALSE, sizeof (guint));
          g_array_append_val (state->pending.replace, next);
        }
      if (drawn != NULL)
        *drawn = type;
      return TL_DRAW_DISCARDED;
    }
  if (state->n_hand[me] == 0)
    return stack_empty (state);
  state->hand_slot = 0;
  state->drawn = state->hand[me][0];
  state->pending.play = state->drawn;
  state->phase = TL_PHASE_PLACE;
  if (drawn != NULL)
    *drawn = state->drawn;
  return TL_DRAW_PLACEABLE;
}

int
tl_game_state_draw (TlGameState *state,
                    int          type,
                    guint       *drawn,
                    GError     **error)
{
  int t;

  if (!check_phase (state, TL_PHASE_DRAW, "draw", error))
    return -1;
  if (state->record->options.double_tile)
    return draw_hand (state, type, drawn, error);
  if (tl_deck_left (&state->deck) == 0)
    return stack_empty (state);
  if (type >= 0)
    {
      if ((guint) type >= state->set->types->len || !tl_deck_take (&state->deck, type))
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       "tile %s cannot be drawn: no copy of it is left in the stack",
                       (guint) type < state->set->types->len
                         ? tl_tile_set_type (state->set, type)->id : "?");
          return -1;
        }
      t = type;
    }
  else
    t = tl_deck_next (&state->deck);

  if (drawn != NULL)
    *drawn = t;
  if (!tl_board_can_place_anywhere (state->board, t))
    {
      discard (state, t);
      return TL_DRAW_DISCARDED;
    }
  state->drawn = t;
  state->pending.draw = t;
  state->phase = TL_PHASE_PLACE;
  return TL_DRAW_PLACEABLE;
}

gboolean
tl_game_state_draw_next (TlGameState *state)
{
  int result;

  if (state->phase == TL_PHASE_PLACE)
    return TRUE;
  do
    result = tl_game_state_draw (state, -1, NULL, NULL);
  while (result == TL_DRAW_DISCARDED || result == TL_DRAW_PASSED);
  return result == TL_DRAW_PLACEABLE;
}

gboolean
tl_game_state_choose_tile (TlGameState *state,
                           guint        type,
                           GError     **error)
{
  guint me = state->current;

  if (!check_phase (state, TL_PHASE_PLACE, "choose a tile", error))
    return FALSE;
  if ((int) type == state->drawn)
    return TRUE;
  for (guint k = 0; state->record->options.double_tile && k < state->n_hand[me]; k++)
    if ((int) k != state->hand_slot && state->hand[me][k] == type)
      {
        state->hand_slot = k;
        state->drawn = type;
        state->pending.play = type;
        return TRUE;
      }
  g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
               "tile %s is not in %s's hand",
               type < state->set->types->len ? tl_tile_set_type (state->set, type)->id : "?",
               player_name (state, me));
  return FALSE;
}

guint
tl_game_state_legal_placements (const TlGameState *state,
                                GArray            *out)
{
  if (state->phase != TL_PHASE_PLACE)
    return 0;
  return tl_board_legal_placements (state->board, state->drawn, out);
}

const TlPlacement *
tl_game_state_placements (TlGameState *state,
                          guint       *n)
{
  if (state->phase != TL_PHASE_PLACE)
    {
      *n = 0;
      return NULL;
    }
  return tl_board_placements (state->board, state->drawn, n);
}

static const char * const side_names[] = { "north", "east", "south", "west" };

/* base-game.md §3.1: whether every side of tile @type rotated @r on (x, y) meets
 * a matching side of the placed tile beside it; *@touches says whether any tile
 * lies beside it. On a mismatch sets @error (@code, the message after @prefix)
 * naming the sides and the neighbour. */
static gboolean
sides_match (TlGameState  *state,
             guint         type_index,
             gint          x,
             gint          y,
             guint         r,
             const char   *prefix,
             TlEngineError code,
             gboolean     *touches,
             GError      **error)
{
  static const gint dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  const TlTileType *type = tl_tile_set_type (state->set, type_index);

  *touches = FALSE;
  for (guint s = 0; s < TL_N_SIDES; s++)
    {
      int n = tl_board_tile_at (state->board, x + dx[s], y + dy[s]);
      const TlPlacedTile *nt;
      const TlTileType *ntype;

      if (n < 0)
        continue;
      *touches = TRUE;
      nt = tl_board_tile (state->board, n);
      ntype = tl_tile_set_type (state->set, nt->type);
      if (type->side_code[r][s] != ntype->side_code_rev[nt->r][(s + 2) % 4])
        {
          int mine = tl_tile_type_side_kind (type, s, r);
          int theirs = tl_tile_type_side_kind (ntype, (s + 2) % 4, nt->r);

          g_set_error (error, TL_ENGINE_ERROR, code,
                       "%stile %s rotated %u at (%d, %d) does not fit: its %s side (%s) "
                       "meets the %s of tile %s at (%d, %d)",
                       prefix, type->id, r, x, y, side_names[s],
                       mine >= 0 ? tl_segment_kind_name (mine) : "?",
                       theirs >= 0 ? tl_segment_kind_name (theirs) : "?",
                       ntype->id, nt->x, nt->y);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
record_has_map (const TlGameState *state)
{
  return state->record->map_layout != NULL;
}

/* Why (x, y, r) is not legal for the tile in hand, as an error. */
static void
explain_misfit (TlGameState *state, gint x, gint y, guint r, GError **error)
{
  const TlTileType *type = tl_tile_set_type (state->set, state->drawn);
  gboolean touches = FALSE;

  if (r > 3)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "rotation %u is not 0 to 3 quarter turns", r);
      return;
    }
  if (tl_board_tile_at (state->board, x, y) >= 0)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "cell (%d, %d) already holds a tile", x, y);
      return;
    }
  switch (tl_board_cell_state (state->board, x, y))
    {
    case TL_CELL_OFF:
      if (record_has_map (state))
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     "cell (%d, %d) is not a square of the map (blocked, outside, or a half "
                     "square of a map played alone)", x, y);
      else
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     "cell (%d, %d) lies farther from the start than the game has tiles", x, y);
      return;
    case TL_CELL_RESERVED:
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "cell (%d, %d) holds a face-down tile", x, y);
      return;
    default:
      break;
    }
  if (!sides_match (state, state->drawn, x, y, r, "", TL_ENGINE_ERROR_ILLEGAL_MOVE, &touches,
                    error))
    return;
  if (!touches)
    g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                 "cell (%d, %d) shares no side with a placed tile", x, y);
  else
    g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                 "tile %s may not go on cell (%d, %d)", type->id, x, y);
}

static gboolean place_tile (TlGameState *state, gint x, gint y, guint r,
                            const TlTurnRecord *turn, GError **error);

gboolean
tl_game_state_place (TlGameState *state,
                     gint         x,
                     gint         y,
                     guint        r,
                     GError     **error)
{
  return place_tile (state, x, y, r, NULL, error);
}

/* Places the tile in hand, then lets every expansion react (@turn: the recorded
 * turn being replayed, or NULL in live play). */
static gboolean
place_tile (TlGameState        *state,
            gint                x,
            gint                y,
            guint               r,
            const TlTurnRecord *turn,
            GError            **error)
{
  if (!check_phase (state, TL_PHASE_PLACE, "place a tile", error))
    return FALSE;
  if (!tl_board_fits (state->board, state->drawn, x, y, r))
    {
      explain_misfit (state, x, y, r, error);
      return FALSE;
    }
  state->placed = tl_board_place (state->board, state->drawn, x, y, r);
  if (state->hand_slot >= 0)
    {
      /* double tile: the tile placed leaves the hand */
      hand_remove (state, state->current, state->hand_slot);
      state->hand_slot = -1;
    }
  state->pending.has_place = TRUE;
  state->pending.x = x;
  state->pending.y = y;
  state->pending.r = r;
  state->acted = FALSE;
  state->phase = TL_PHASE_FOLLOWER;
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->after_place != NULL &&
        !state->ext[i].expansion->after_place (state, state->ext[i].data, turn, error))
      return FALSE;
  return TRUE;
}

guint
tl_game_state_spots (TlGameState    *state,
                     TlFollowerSpot *out)
{
  const TlPlacedTile *t;
  const TlTileType *type;
  TlFeatures *features;
  guint n = 0;

  if (state->phase != TL_PHASE_FOLLOWER || state->acted ||
      state->players[state->current].supply == 0 || tl_game_state_busy (state))
    return 0;

  t = tl_board_tile (state->board, state->placed);
  type = tl_tile_set_type (state->set, t->type);
  features = tl_board_features (state->board);
  for (guint i = 0; i < type->n_segments; i++)
    {
      TlFeatureInfo info;

      if (!state->rules->may_deploy (state, type->segments[i].kind))
        continue;
      tl_features_info (features, t->seg_base + i, &info);
      if (info.n_followers > 0)
        continue;
      if (out != NULL)
        out[n] = (TlFollowerSpot) {
          .segment = t->seg_base + i,
          .port = tl_tile_type_segment_port (type, i, t->r),
          .kind = type->segments[i].kind,
        };
      n++;
    }
  return n;
}

guint
tl_game_state_follower_spots (TlGameState *state,
                              GArray      *out)
{
  TlFollowerSpot spots[TL_MAX_SEGMENTS];
  guint n = tl_game_state_spots (state, spots);

  if (out != NULL)
    g_array_append_vals (out, spots, n);
  return n;
}

/* Where on the board one of a feature's followers stands, for messages. */
static void
describe_holder (TlGameState *state, guint32 root, GString *out)
{
  TlFeatures *features = tl_board_features (state->board);
  const GArray *followers = tl_features_followers (features);

  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);

      if (tl_features_find (features, f->segment) == root)
        {
          const TlPlacedTile *t = tl_board_tile (state->board, f->tile);

          g_string_append_printf (out, "%s's follower at (%d, %d)",
                                  player_name (state, f->player), t->x, t->y);
          return;
        }
    }
}

gboolean
tl_game_state_deploy (TlGameState *state,
                      guint        port,
                      GError     **error)
{
  const TlPlacedTile *t;
  const TlTileType *type;
  TlFeatureInfo info;
  guint seg;

  if (!check_phase (state, TL_PHASE_FOLLOWER, "deploy a follower", error) ||
      !check_settled (state, error))
    return FALSE;
  t = tl_board_tile (state->board, state->placed);
  type = tl_tile_set_type (state->set, t->type);
  if (state->acted)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_WRONG_PHASE,
                   state->pending.has_recall
                     ? "a follower was recalled this turn; a turn may deploy or recall, not both"
                     : "a follower was already deployed this turn");
      return FALSE;
    }
  seg = tl_tile_type_segment_at (type, port, t->r);
  if (seg == TL_NO_SEGMENT)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "tile %s at (%d, %d) has no segment at port %s",
                   type->id, t->x, t->y, tl_port_name (port));
      return FALSE;
    }
  if (state->players[state->current].supply == 0)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "%s has no follower left in the supply", player_name (state, state->current));
      return FALSE;
    }
  if (!state->rules->may_deploy (state, type->segments[seg].kind))
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "no follower may stand on a %s in this game",
                   tl_segment_kind_name (type->segments[seg].kind));
      return FALSE;
    }
  tl_features_info (tl_board_features (state->board), t->seg_base + seg, &info);
  if (info.n_followers > 0)
    {
      g_autoptr(GString) holder = g_string_new (NULL);

      describe_holder (state, info.root, holder);
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "the %s at port %s of (%d, %d) is already occupied (%s)",
                   tl_segment_kind_name (info.kind), tl_port_name (port), t->x, t->y,
                   holder->str);
      return FALSE;
    }

  tl_features_add_follower (tl_board_features (state->board), state->current, t->seg_base + seg);
  state->players[state->current].supply--;
  state->acted = TRUE;
  state->pending.has_meeple = TRUE;
  state->pending.meeple_port = tl_tile_type_segment_port (type, seg, t->r);
  return TRUE;
}

/* The follower of @player standing on @segment's feature segment itself, or -1. */
static int
follower_on (TlGameState *state, guint32 segment, int player)
{
  const GArray *followers = tl_features_followers (tl_board_features (state->board));

  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);

      if (f->segment == segment && (player < 0 || f->player == (guint) player))
        return (int) i;
    }
  return -1;
}

guint
tl_game_state_recalls (TlGameState    *state,
                       TlRecallOption *out,
                       guint           cap)
{
  TlFeatures *features = tl_board_features (state->board);
  const GArray *followers = tl_features_followers (features);
  guint n = 0;

  if (!state->rules->recall || state->phase != TL_PHASE_FOLLOWER || state->acted)
    return 0;
  for (guint i = 0; i < followers->len; i++)
    {
      const TlFollower *f = &g_array_index (followers, TlFollower, i);
      const TlPlacedTile *t;
      TlRecallOption *option;

      if (f->player != state->current)
        continue;
      if (n++ >= cap)
        continue;
      t = tl_board_tile (state->board, f->tile);
      option = &out[n - 1];
      option->follower = i;
      option->x = t->x;
      option->y = t->y;
      option->port = tl_tile_type_segment_port (tl_tile_set_type (state->set, t->type),
                                                tl_features_segment_local (features, f->segment),
                                                t->r);
      option->kind = tl_features_segment_kind (features, f->segment);
      option->points = state->rules->feature_value (state, f->segment, FALSE);
    }
  return n;
}

guint
tl_game_state_recall_options (TlGameState *state,
                              GArray      *out)
{
  guint n = tl_game_state_recalls (state, NULL, 0), before;

  if (out == NULL || n == 0)
    return n;
  before = out->len;
  g_array_set_size (out, before + n);
  return tl_game_state_recalls (state, &g_array_index (out, TlRecallOption, before), n);
}

gboolean
tl_game_state_recall (TlGameState *state,
                      gint         x,
                      gint         y,
                      guint        port,
                      GError     **error)
{
  int segment, index;
  gint points;

  if (!check_phase (state, TL_PHASE_FOLLOWER, "recall a follower", error) ||
      !check_settled (state, error))
    return FALSE;
  if (!state->rules->recall)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "followers cannot be recalled in %s", state->rules->game);
      return FALSE;
    }
  if (state->acted)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   state->pending.has_meeple
                     ? "a follower was deployed this turn; a turn may deploy or recall, not both"
                     : "a follower was already recalled this turn");
      return FALSE;
    }
  segment = tl_board_segment_at (state->board, x, y, port);
  if (segment < 0)
    {
      if (tl_board_tile_at (state->board, x, y) < 0)
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     "no tile at (%d, %d) to recall a follower from", x, y);
      else
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     "the tile at (%d, %d) has no segment at port %s", x, y, tl_port_name (port));
      return FALSE;
    }
  index = follower_on (state, segment, state->current);
  if (index < 0)
    {
      int other = follower_on (state, segment, -1);

      if (other >= 0)
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     "the follower at (%d, %d) port %s is %s's; %s may only recall their own",
                     x, y, tl_port_name (port),
                     player_name (state, g_array_index (tl_features_followers (tl_board_features (state->board)),
                                                        TlFollower, other).player),
                     player_name (state, state->current));
      else
        g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                     "no follower stands at (%d, %d) port %s", x, y, tl_port_name (port));
      return FALSE;
    }

  points = state->rules->feature_value (state, segment, FALSE);
  tl_game_state_award_player (state, state->current, segment, points, FALSE);
  tl_features_remove_follower (tl_board_features (state->board), index);
  state->players[state->current].supply++;
  state->acted = TRUE;
  state->pending.has_recall = TRUE;
  state->pending.recall_x = x;
  state->pending.recall_y = y;
  state->pending.recall_port = port;
  return TRUE;
}

/* Ends the turn; double tile: first draws @refill (or the next tile of the
 * stack, when @refill is -1) so as to hold two tiles again (discovery.md §1.9). */
static gboolean
end_turn (TlGameState  *state,
          int           refill,
          GError      **error)
{
  gboolean double_tile = state->record->options.double_tile;

  if (!check_phase (state, TL_PHASE_FOLLOWER, "end the turn", error))
    return FALSE;
  if (refill >= 0 && (!double_tile || tl_deck_left (&state->deck) == 0 ||
                      (guint) refill >= state->set->types->len ||
                      !tl_deck_take (&state->deck, refill)))
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "tile %s cannot be drawn after placing: %s",
                   (guint) refill < state->set->types->len
                     ? tl_tile_set_type (state->set, refill)->id : "?",
                   !double_tile ? "only the double-tile variant draws after placing"
                   : tl_deck_left (&state->deck) == 0 ? "the stack is empty"
                   : "no copy of it is left in the stack");
      return FALSE;
    }
  if (!tl_game_state_settle (state, error))
    return FALSE;
  if (double_tile && refill < 0)
    refill = tl_deck_next (&state->deck);
  if (double_tile && refill >= 0)
    {
      hand_add (state, state->current, refill);
      state->pending.draw = refill;
    }
  state->rules->score_turn (state, state->placed);
  tl_record_add_turn (state->record, &state->pending);
  tl_turn_record_init (&state->pending);
  state->turn++;
  state->current = (state->current + 1) % state->n_players;
  state->drawn = -1;
  state->placed = -1;
  state->acted = FALSE;
  state->phase = TL_PHASE_DRAW;
  if (tl_deck_left (&state->deck) == 0)
    {
      if (!hands_left (state))
        game_over (state);
      else
        while (state->n_hand[state->current] == 0)   /* double tile: empty hands pass */
          state->current = (state->current + 1) % state->n_players;
    }
  return TRUE;
}

gboolean
tl_game_state_end_turn (TlGameState *state,
                        GError     **error)
{
  return end_turn (state, -1, error);
}

void
tl_game_state_mark_hinted (TlGameState *state)
{
  g_return_if_fail (state->phase == TL_PHASE_PLACE || state->phase == TL_PHASE_FOLLOWER);
  state->pending.hinted = TRUE;
}

void
tl_game_state_finish (TlGameState *state)
{
  g_return_if_fail (state->phase == TL_PHASE_DRAW || state->phase == TL_PHASE_OVER);
  if (state->phase != TL_PHASE_OVER)
    game_over (state);
}

gint
tl_game_state_feature_value (TlGameState *state,
                             guint32      segment,
                             gboolean     final)
{
  return state->rules->feature_value (state, segment, final);
}

/* A score event for the feature of @segment, named by its lowest placed tile. */
static void
init_event (TlGameState *state, guint32 segment, gboolean final, TlScoreEvent *event)
{
  TlFeatures *features = tl_board_features (state->board);
  guint32 root = tl_features_find (features, segment), s = root;
  guint first_tile = G_MAXUINT;
  const TlPlacedTile *first;

  *event = (TlScoreEvent) { 0 };
  event->turn = final ? state->turn - 1 : state->turn;
  event->final = final;
  event->kind = tl_features_segment_kind (features, root);
  event->n_tiles = tl_features_count_tiles (features, segment, NULL);
  do
    {
      first_tile = MIN (first_tile, tl_features_segment_tile (features, s));
      s = tl_features_next_segment (features, s);
    }
  while (s != root);
  first = tl_board_tile (state->board, first_tile);
  event->x = first->x;
  event->y = first->y;
  event->port = TL_PORT_C;
  do
    {
      if (tl_features_segment_tile (features, s) == first_tile)
        {
          event->port = tl_tile_type_segment_port (tl_tile_set_type (state->set, first->type),
                                                   tl_features_segment_local (features, s),
                                                   first->r);
          break;
        }
      s = tl_features_next_segment (features, s);
    }
  while (s != root);
}

static void
add_points (TlGameState *state, guint player, TlSegmentKind kind, gint points, TlScoreEvent *event)
{
  event->points[player] = points;
  state->players[player].score += points;
  state->players[player].by_kind[kind] += points;
}

guint
tl_game_state_award (TlGameState *state,
                     guint32      segment,
                     gint         points,
                     gboolean     final)
{
  TlFeatures *features = tl_board_features (state->board);
  gboolean winners[TL_MAX_PLAYERS];
  TlFeatureInfo info;
  TlScoreEvent event;
  guint n_winners, returned[TL_MAX_PLAYERS] = { 0 };

  tl_features_info (features, segment, &info);
  n_winners = tl_features_majority (&info, winners);
  if (n_winners == 0)
    return 0;

  init_event (state, segment, final, &event);
  for (guint p = 0; p < state->n_players; p++)
    if (winners[p])
      add_points (state, p, info.kind, points, &event);
  if (points != 0)
    g_array_append_val (state->events, event);

  if (!final)
    {
      tl_features_return_all (features, segment, returned);
      for (guint p = 0; p < state->n_players; p++)
        state->players[p].supply += returned[p];
    }
  return n_winners;
}

void
tl_game_state_award_player (TlGameState *state,
                            guint        player,
                            guint32      segment,
                            gint         points,
                            gboolean     final)
{
  TlScoreEvent event;

  init_event (state, segment, final, &event);
  add_points (state, player, event.kind, points, &event);
  if (points != 0)
    g_array_append_val (state->events, event);
}

gboolean
tl_game_state_apply_turn (TlGameState        *state,
                          const TlTurnRecord *turn,
                          GError            **error)
{
  gboolean double_tile = state->record->options.double_tile;
  int result;

  if (state->phase == TL_PHASE_OVER)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_WRONG_PHASE,
                   "the game is already over (no tile left in the stack)");
      return FALSE;
    }
  for (guint i = 0; turn->discard != NULL && i < turn->discard->len; i++)
    {
      guint type = g_array_index (turn->discard, guint, i), drawn = type;
      int replacement = turn->replace != NULL && i < turn->replace->len
                        ? (int) g_array_index (turn->replace, guint, i) : -1;

      /* double tile: the hand's tiles that fit nowhere go first, each replaced
       * from the stack (@replacement) */
      result = tl_game_state_draw (state, double_tile ? replacement : (int) type, &drawn, error);
      if (result < 0)
        return FALSE;
      if (result == TL_DRAW_PLACEABLE)
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       "discarded tile %s could be placed, so it may not be discarded",
                       tl_tile_set_type (state->set, type)->id);
          return FALSE;
        }
      if (result == TL_DRAW_EMPTY || result == TL_DRAW_PASSED)
        goto empty;
      if (drawn != type)
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       "the tile %s of the hand fits nowhere; discard must name it (found %s)",
                       tl_tile_set_type (state->set, drawn)->id,
                       tl_tile_set_type (state->set, type)->id);
          return FALSE;
        }
    }
  if (turn->replace != NULL &&
      (state->pending.replace == NULL || state->pending.replace->len != turn->replace->len))
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "replace names %u tile(s), but %u discarded tile(s) were replaced",
                   turn->replace->len,
                   state->pending.replace != NULL ? state->pending.replace->len : 0);
      return FALSE;
    }
  if (!turn->has_place && turn->draw < 0 && turn->discard != NULL &&
      tl_game_state_tiles_left (state) == 0)
    {
      /* a last turn that only discards: the stack is empty, the game ends (double
       * tile: or this hand is empty and the next one holding a tile plays) */
      if (tl_game_state_draw (state, -1, NULL, error) == TL_DRAW_PLACEABLE)
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       "the turn places no tile (member place is missing)");
          return FALSE;
        }
      return TRUE;
    }

  do
    {
      guint drawn;

      result = tl_game_state_draw (state, double_tile ? -1 : turn->draw, &drawn, error);
      if (result < 0)
        return FALSE;
      if (result == TL_DRAW_DISCARDED && (double_tile || turn->draw >= 0))
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       "tile %s fits nowhere on the board; it must be listed in discard",
                       tl_tile_set_type (state->set, drawn)->id);
          return FALSE;
        }
    }
  while (result == TL_DRAW_DISCARDED || result == TL_DRAW_PASSED);
  if (result == TL_DRAW_EMPTY)
    goto empty;
  if (turn->play >= 0 && !tl_game_state_choose_tile (state, turn->play, error))
    return FALSE;
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->before_place != NULL &&
        !state->ext[i].expansion->before_place (state, state->ext[i].data, turn, error))
      return FALSE;

  if (!turn->has_place)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "the turn places no tile (member place is missing)");
      return FALSE;
    }
  if (!place_tile (state, turn->x, turn->y, turn->r, turn, error))
    return FALSE;
  if (turn->has_meeple && turn->has_recall)
    {
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   "a turn may deploy a follower or recall one, not both");
      return FALSE;
    }
  if (turn->has_recall &&
      !tl_game_state_recall (state, turn->recall_x, turn->recall_y, turn->recall_port, error))
    return FALSE;
  if (turn->has_meeple)
    {
      if (turn->meeple_has_xy && (turn->meeple_x != turn->x || turn->meeple_y != turn->y))
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       "a follower may only go on the tile just placed at (%d, %d), not on (%d, %d)",
                       turn->x, turn->y, turn->meeple_x, turn->meeple_y);
          return FALSE;
        }
      if (!tl_game_state_deploy (state, turn->meeple_port, error))
        return FALSE;
    }
  return end_turn (state, double_tile ? turn->draw : -1, error);

empty:
  g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
               "no tile is left in the stack to draw");
  return FALSE;
}

TlGameState *
tl_game_state_replay (const TlRecord *record,
                      GError        **error)
{
  TlGameState *state = tl_game_state_new (record, error);

  if (state == NULL)
    return NULL;
  for (guint i = 0; i < record->turns->len; i++)
    {
      GError *local = NULL;

      if (!tl_game_state_apply_turn (state, &g_array_index (record->turns, TlTurnRecord, i), &local))
        {
          g_set_error (error, local->domain, local->code, "turn %u: %s", i + 1, local->message);
          g_error_free (local);
          tl_game_state_free (state);
          return NULL;
        }
    }
  return state;
}

gboolean
tl_game_state_has_expansion (const TlGameState *state,
                             const char        *name)
{
  for (guint i = 0; i < state->n_ext; i++)
    if (g_strcmp0 (state->ext[i].expansion->name, name) == 0)
      return TRUE;
  return FALSE;
}

guint
tl_game_state_n_expansions (const TlGameState *state)
{
  return state->n_ext;
}

const TlExpansion *
tl_game_state_nth_expansion (const TlGameState *state,
                             guint              index,
                             gpointer          *data)
{
  g_return_val_if_fail (index < state->n_ext, NULL);
  if (data != NULL)
    *data = state->ext[index].data;
  return state->ext[index].expansion;
}

gpointer
tl_game_state_expansion_data (const TlGameState *state,
                              const TlExpansion *expansion)
{
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion == expansion)
      return state->ext[i].data;
  return NULL;
}

TlTurnRecord *
tl_game_state_pending_turn (TlGameState *state)
{
  return &state->pending;
}

void
tl_game_state_put_follower (TlGameState *state,
                            guint        player,
                            guint32      segment)
{
  g_return_if_fail (state->players[player].supply > 0);
  tl_features_add_follower (tl_board_features (state->board), player, segment);
  state->players[player].supply--;
}

void
tl_game_state_take_follower (TlGameState *state,
                             guint        index)
{
  TlFeatures *features = tl_board_features (state->board);
  guint player = g_array_index (tl_features_followers (features), TlFollower, index).player;

  tl_features_remove_follower (features, index);
  state->players[player].supply++;
}

void
tl_game_state_add_bonus (TlGameState   *state,
                         guint          player,
                         gint           points,
                         TlScoreSource  source,
                         gint           x,
                         gint           y)
{
  gboolean final = state->phase == TL_PHASE_OVER || state->phase == TL_PHASE_DRAW;
  TlScoreEvent event = {
    .turn = final ? state->turn - 1 : state->turn,
    .final = final,
    .source = source,
    .x = x,
    .y = y,
    .port = TL_PORT_C,
  };

  event.points[player] = points;
  state->players[player].score += points;
  state->players[player].bonus += points;
  g_array_append_val (state->events, event);
}

TlRecord *
tl_game_state_record_mut (TlGameState *state)
{
  return state->record;
}

gboolean
tl_game_state_draw_extra (TlGameState *state,
                          int          type,
                          guint       *drawn,
                          gboolean    *placeable)
{
  int t;

  if (type >= 0)
    t = (guint) type < state->set->types->len && tl_deck_take (&state->deck, type) ? type : -1;
  else
    t = tl_deck_next (&state->deck);
  if (t < 0)
    return FALSE;
  *drawn = t;
  *placeable = tl_board_can_place_anywhere (state->board, t);
  return TRUE;
}

void
tl_game_state_set_current_tile (TlGameState *state,
                                guint        type)
{
  state->drawn = type;
}

void
tl_game_state_return_tile (TlGameState *state,
                           guint        type,
                           TlRng       *rng)
{
  tl_deck_insert (&state->deck, type, rng);
}

int
tl_game_state_take_next (TlGameState *state)
{
  return tl_deck_next (&state->deck);
}

gboolean
tl_game_state_take_tile (TlGameState *state,
                         guint        type)
{
  return type < state->set->types->len && tl_deck_take (&state->deck, type);
}
