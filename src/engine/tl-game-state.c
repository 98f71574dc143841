/* tl-game-state.c — one game: players, the stack, turns, scores
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The turn flow (draw, place, deploy or recall, end the turn) and the services
 * the rulesets and expansions use. A new game is set up in tl-game-setup.c, a
 * recorded turn played in tl-game-replay.c. What a ruleset, an expansion or a
 * variant adds comes through its hooks (tl-ruleset.h, tl-expansion.h); this file
 * names none of them.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-game-state.h"
#include "tl-deck.h"
#include "tl-error.h"
#include "tl-ruleset.h"
#include "tl-expansion.h"
#include "tl-game-state-private.h"
#include "tl-tile-text-private.h"

#include <string.h>

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
guint         tl_game_state_turn_end_event (const TlGameState *s) { return s->turn_end_event; }
const TlRecord *tl_game_state_record       (const TlGameState *s) { return s->record; }
const TlOptions *tl_game_state_options     (const TlGameState *s) { return &s->record->options; }

const TlPlayerState *
tl_game_state_player (const TlGameState *state,
                      guint              player)
{
  g_return_val_if_fail (player < state->n_players, NULL);
  return &state->players[player];
}

int
tl_game_state_held_tile (const TlGameState *state,
                         guint              player)
{
  g_return_val_if_fail (player < state->n_players, -1);
  if (player != state->current || !tl_game_state_seat_known (state, player) ||
      (state->phase != TL_PHASE_PLACE && state->phase != TL_PHASE_FOLLOWER))
    return -1;
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->held_tile != NULL)
      {
        int held = state->ext[i].expansion->held_tile (state, state->ext[i].data, player);

        if (held >= 0)
          return held;
      }
  return -1;
}

/* How many tiles @player holds to place on later turns (a hand). */
static guint
player_holds (const TlGameState *state, guint player)
{
  guint n = 0;

  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->holds != NULL)
      n += state->ext[i].expansion->holds (state, state->ext[i].data, player);
  return n;
}

/* Whether anybody still holds a tile: the hands are played out once the stack
 * is empty. */
static gboolean
tiles_held (const TlGameState *state)
{
  for (guint p = 0; p < state->n_players; p++)
    if (player_holds (state, p) > 0)
      return TRUE;
  return FALSE;
}

gboolean
_tl_game_state_refills (const TlGameState *state)
{
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->refill != NULL)
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

gboolean
tl_game_state_acted (const TlGameState *state)
{
  return state->acted;
}

const guint16 *
_tl_game_state_deck (const TlGameState *state,
                     guint             *n)
{
  *n = tl_deck_left (&state->deck);
  return state->deck.tiles + state->deck.pos;
}

const char *
_tl_game_state_player_name (const TlGameState *state,
                            guint              player)
{
  return g_array_index (state->record->players, TlPlayerInfo, player).name;
}

gboolean
_tl_game_state_check_phase (const TlGameState *state,
                            TlPhase            phase,
                            const char        *what,
                            GError           **error)
{
  static const char * const needs[] = {
    N_("the player must draw a tile first"), N_("the player must place the tile first"),
    N_("the player must place a follower or end the turn first"), N_("the game is over"),
  };

  if (state->phase == phase)
    return TRUE;
  if (error == NULL)
    return FALSE;   /* a playout's last draw: no message to build */
  /* Translators: what cannot be done now ("no tile can be drawn now"), then what the
   * player must do first ("the player must place the tile first") */
  g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_WRONG_PHASE, _("%s: %s"), _(what),
               _(needs[state->phase]));
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

gboolean
_tl_game_state_check_settled (const TlGameState *state,
                              GError           **error)
{
  if (!tl_game_state_busy (state))
    return TRUE;
  g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_WRONG_PHASE,
                       _("the face-down tiles turned over beside the placed tile must be placed or "
                         "removed first"));
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

/* The turn being played joins the record's turns, as @state->current played it;
 * a twin keeps the turn as its projection names it (the turn it follows), not
 * the placeholders it played with. */
static void
record_turn (TlGameState *state)
{
  TlTurnRecord turn;

  if (state->viewer >= 0 && state->replaying != NULL)
    {
      tl_turn_record_copy (&turn, state->replaying);
      tl_turn_record_clear (&state->pending);
    }
  else
    turn = state->pending;
  turn.player = state->current;
  tl_record_add_turn (state->record, &turn);
  tl_turn_record_init (&state->pending);
  tl_record_set_in_progress (state->record, NULL);
}

void
tl_game_state_discard_tile (TlGameState *state, guint type)
{
  if (state->pending.discard == NULL)
    state->pending.discard = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (state->pending.discard, type);
}

/* The stack is empty and the current player has nothing (left) to place: the
 * discards of the turn, if any, are a turn of their own; the next player holding
 * tiles plays (%TL_DRAW_PASSED), else the game is over. */
int
tl_game_state_out_of_tiles (TlGameState *state)
{
  if (state->pending.discard != NULL)
    {
      record_turn (state);
      state->turn++;
    }
  if (tiles_held (state))
    {
      do
        state->current = (state->current + 1) % state->n_players;
      while (player_holds (state, state->current) == 0);
      return TL_DRAW_PASSED;
    }
  game_over (state);
  return TL_DRAW_EMPTY;
}

int
tl_game_state_draw (TlGameState *state,
                    int          type,
                    guint       *drawn,
                    GError     **error)
{
  int t;

  if (!_tl_game_state_check_phase (state, TL_PHASE_DRAW, N_("no tile can be drawn now"), error))
    return -1;
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->draw != NULL)
      return state->ext[i].expansion->draw (state, state->ext[i].data, type, drawn, error);
  if (tl_deck_left (&state->deck) == 0)
    return tl_game_state_out_of_tiles (state);
  if (type >= 0)
    {
      if ((guint) type >= state->set->types->len || !_tl_game_state_take (state, type))
        {
          /* Translators: %s is a tile's id */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("tile %s cannot be drawn: no copy of it is left in the stack"),
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
      tl_game_state_discard_tile (state, t);
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

  if (!_tl_game_state_check_phase (state, TL_PHASE_PLACE, N_("no tile can be chosen now"), error))
    return FALSE;
  if ((int) type == state->drawn)
    return TRUE;
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->choose_tile != NULL &&
        state->ext[i].expansion->choose_tile (state, state->ext[i].data, type))
      return TRUE;
  /* Translators: a tile's id, then a player's name */
  g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
               _("tile %s is not in the hand of %s"),
               type < state->set->types->len ? tl_tile_set_type (state->set, type)->id : "?",
               _tl_game_state_player_name (state, me));
  return FALSE;
}

guint
tl_game_state_tiles_left_recorded (const TlGameState *state)
{
  guint left = tl_deck_left (&state->deck);

  /* a turn in progress in the record holds its draws; a game over drew its last */
  if (state->phase == TL_PHASE_OVER || state->record->in_progress != NULL)
    return left;
  if (state->pending.draw >= 0)
    left++;
  if (state->pending.discard != NULL)
    left += state->pending.discard->len;
  if (state->pending.replace != NULL)
    left += state->pending.replace->len;
  return left;
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

gboolean
tl_game_state_random_placement (TlGameState *state,
                                TlRng       *rng,
                                TlPlacement *out)
{
  if (state->phase != TL_PHASE_PLACE)
    return FALSE;
  return tl_board_random_placement (state->board, state->drawn, rng, out);
}

/* docs/rules/base-game.md §3.1: whether every side of tile @type rotated @r on (x, y) meets
 * a matching side of the placed tile beside it; *@touches says whether any tile
 * lies beside it. On a mismatch sets @error (@code) naming the sides and the
 * neighbour. */
gboolean
_tl_game_state_sides_match (TlGameState  *state,
                            guint         type_index,
                            gint          x,
                            gint          y,
                            guint         r,
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
          const char *km = mine >= 0 ? _tl_kind_word (mine) : "?";
          const char *kt = theirs >= 0 ? _tl_kind_word (theirs) : "?";

          /* Translators (this and the next): a tile's id, where it would go (x, y), its
           * side there ("N") and what that side shows ("city"), then the same for the
           * side of the tile beside it that does not match */
          if (r == 0)
            g_set_error (error, TL_ENGINE_ERROR, code,
                         _("tile %s does not fit at (%d, %d): its side %s (%s) meets side %s (%s) "
                           "of tile %s"), type->id, x, y, tl_tile_side_label (s), km,
                         tl_tile_side_label ((s + 2) % 4), kt, ntype->id);
          else
            g_set_error (error, TL_ENGINE_ERROR, code,
                         g_dngettext (GETTEXT_PACKAGE,
                                      "tile %s turned %u quarter clockwise does not fit at (%d, %d): "
                                      "its side %s (%s) meets side %s (%s) of tile %s",
                                      "tile %s turned %u quarters clockwise does not fit at (%d, %d): "
                                      "its side %s (%s) meets side %s (%s) of tile %s", r),
                         type->id, r, x, y, tl_tile_side_label (s), km, tl_tile_side_label ((s + 2) % 4), kt,
                         ntype->id);
          return FALSE;
        }
    }
  return TRUE;
}

char *
_tl_game_state_closed_cell (const TlGameState *state,
                            gint               x,
                            gint               y,
                            gboolean           setup)
{
  TlCellState cell = tl_board_cell_state (state->board, x, y);

  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->closed_cell != NULL)
      {
        char *why = state->ext[i].expansion->closed_cell (state, state->ext[i].data, x, y, cell, setup);

        if (why != NULL)
          return why;
      }
  /* Translators: (this and the next two) a square of the board, (x, y) */
  if (setup)
    return g_strdup_printf (_("(%d, %d) lies off the board, farther from the start than the game "
                              "has tiles"), x, y);
  if (cell == TL_CELL_OFF)
    return g_strdup_printf (_("(%d, %d) lies farther from the start than the game has tiles"), x, y);
  return g_strdup_printf (_("no tile may go on (%d, %d) now"), x, y);
}

/* Why (x, y, r) is not legal for the tile in hand, as an error. */
static void
explain_misfit (TlGameState *state, gint x, gint y, guint r, GError **error)
{
  const TlTileType *type = tl_tile_set_type (state->set, state->drawn);
  gboolean touches = FALSE;

  if (r > 3)
    {
      /* Translators: %u is how many quarter turns the tile is said to be turned */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("a tile turns 0 to 3 quarters, not %u"), r);
      return;
    }
  if (tl_board_tile_at (state->board, x, y) >= 0)
    {
      /* Translators: a square of the board, (x, y) */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("a tile already lies on (%d, %d)"), x, y);
      return;
    }
  if (tl_board_cell_state (state->board, x, y) != TL_CELL_OPEN)
    {
      g_autofree char *why = _tl_game_state_closed_cell (state, x, y, FALSE);

      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE, why);
      return;
    }
  if (!_tl_game_state_sides_match (state, state->drawn, x, y, r, TL_ENGINE_ERROR_ILLEGAL_MOVE, &touches,
                                   error))
    return;
  if (!touches)
    /* Translators: a square of the board, (x, y) */
    g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                 _("no placed tile borders (%d, %d)"), x, y);
  else
    /* Translators: a tile's id, then a square of the board, (x, y) */
    g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                 _("tile %s may not go on (%d, %d)"), type->id, x, y);
}

/* Places the tile in hand, then lets every expansion react (@turn: the recorded
 * turn being replayed, or NULL in live play). */
gboolean
_tl_game_state_place (TlGameState        *state,
                      gint                x,
                      gint                y,
                      guint               r,
                      const TlTurnRecord *turn,
                      GError            **error)
{
  if (!_tl_game_state_check_phase (state, TL_PHASE_PLACE, N_("no tile can be placed now"), error))
    return FALSE;
  if (!tl_board_fits (state->board, state->drawn, x, y, r))
    {
      explain_misfit (state, x, y, r, error);
      return FALSE;
    }
  state->placed = tl_board_place (state->board, state->drawn, x, y, r);
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

gboolean
tl_game_state_place (TlGameState *state,
                     gint         x,
                     gint         y,
                     guint        r,
                     GError     **error)
{
  return _tl_game_state_place (state, x, y, r, NULL, error);
}

gboolean
_tl_game_state_end_turn (TlGameState  *state,
                         int           refill,
                         GError      **error)
{
  if (!_tl_game_state_check_phase (state, TL_PHASE_FOLLOWER, N_("the turn cannot end now"), error))
    return FALSE;
  if (!tl_game_state_settle (state, error))
    return FALSE;
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->refill != NULL &&
        !state->ext[i].expansion->refill (state, state->ext[i].data, refill, error))
      return FALSE;
  /* what scores from here on, the player did not see before confirming */
  state->turn_end_event = state->events->len;
  state->rules->score_turn (state, state->placed);
  record_turn (state);
  state->turn++;
  state->current = (state->current + 1) % state->n_players;
  state->drawn = -1;
  state->placed = -1;
  state->acted = FALSE;
  state->phase = TL_PHASE_DRAW;
  if (tl_deck_left (&state->deck) == 0)
    {
      if (!tiles_held (state))
        game_over (state);
      else
        while (player_holds (state, state->current) == 0)   /* empty hands pass */
          state->current = (state->current + 1) % state->n_players;
    }
  return TRUE;
}

gboolean
tl_game_state_end_turn (TlGameState *state,
                        GError     **error)
{
  return _tl_game_state_end_turn (state, -1, error);
}

void
tl_game_state_keep_turn (TlGameState *state)
{
  g_return_if_fail (state != NULL);

  if (state->phase != TL_PHASE_PLACE && state->phase != TL_PHASE_FOLLOWER)
    return;
  state->pending.player = state->current;
  if (state->viewer >= 0 && state->replaying != NULL)
    {
      TlTurnRecord turn;

      tl_turn_record_copy (&turn, state->replaying);
      turn.player = state->current;
      tl_record_set_in_progress (state->record, &turn);
      tl_turn_record_clear (&turn);
    }
  else
    tl_record_set_in_progress (state->record, &state->pending);
}

void
tl_game_state_mark_hinted (TlGameState *state)
{
  g_return_if_fail (state->phase == TL_PHASE_PLACE || state->phase == TL_PHASE_FOLLOWER);
  state->pending.hinted = TRUE;
}

void
tl_game_state_mark_computer (TlGameState *state,
                             gint         level)
{
  g_return_if_fail (state->phase == TL_PHASE_PLACE || state->phase == TL_PHASE_FOLLOWER);
  g_return_if_fail (level >= 0 && level <= TL_RECORD_MAX_LEVEL);
  state->pending.computer = level + 1;
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

gboolean
tl_game_state_replay_settles (const TlGameState *state)
{
  return !state->in_progress;
}

const TlTurnRecord *
tl_game_state_replayed_turn (const TlGameState *state)
{
  return state->replaying;
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
    t = (guint) type < state->set->types->len && _tl_game_state_take (state, type) ? type : -1;
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
tl_game_state_begin_place (TlGameState *state,
                           guint        type)
{
  state->drawn = type;
  state->phase = TL_PHASE_PLACE;
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
  return type < state->set->types->len && _tl_game_state_take (state, type);
}
