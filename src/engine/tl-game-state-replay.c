/* tl-game-replay.c — playing a recorded turn, and a whole record (docs/design.md §4)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-game-state-private.h"
#include "tl-error.h"

/* The tile @turn names with its placement (`place.tile`): the one in hand; a twin
 * whose seat did not see the tile in hand takes the named one from the places it
 * cannot see, and the tile in hand goes there. */
static gboolean
name_tile_placed (TlGameState        *state,
                  const TlTurnRecord *turn,
                  GError            **error)
{
  if (turn->place_tile < 0 || turn->place_tile == state->drawn)
    return TRUE;
  if (state->viewer >= 0 && !_tl_game_state_sees_tile_in_hand (state, state->viewer) &&
      (guint) turn->place_tile < state->set->types->len &&
      tl_game_state_disclose (state, turn->place_tile, state->drawn))
    {
      state->drawn = turn->place_tile;
      return TRUE;
    }
  /* Translators: two tiles' ids */
  g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
               _("the turn places tile %s, but the tile in hand is %s"),
               (guint) turn->place_tile < state->set->types->len
                 ? tl_tile_set_type (state->set, turn->place_tile)->id : "?",
               tl_tile_set_type (state->set, state->drawn)->id);
  return FALSE;
}

/* Plays @turn; a @whole one to its end, else (the record's turn in progress)
 * as far as it goes, leaving the game in the middle of the turn. */
static gboolean
play_turn_steps (TlGameState        *state,
                 const TlTurnRecord *turn,
                 gboolean            whole,
                 GError            **error)
{
  gboolean refills = _tl_game_state_refills (state);
  int result;

  if (state->phase == TL_PHASE_OVER)
    {
      /* a record's turn after the last one: a move the rules do not allow, as
       * any other illegal turn (tl_game_state_replay()) */
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           _("the game is already over: no tile is left in the stack"));
      return FALSE;
    }
  for (guint i = 0; turn->discard != NULL && i < turn->discard->len; i++)
    {
      guint type = g_array_index (turn->discard, guint, i), drawn = type;
      int replacement = turn->replace != NULL && i < turn->replace->len
                        ? (int) g_array_index (turn->replace, guint, i) : -1;

      /* a hand (refills): its tiles that fit nowhere go first, each replaced
       * from the stack (@replacement) */
      result = tl_game_state_draw (state, refills ? replacement : (int) type, &drawn, error);
      if (result < 0)
        return FALSE;
      if (result == TL_DRAW_PLACEABLE)
        {
          /* Translators: a tile's id */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("tile %s was put aside, but it fits on the board; only a tile that fits "
                         "nowhere is put aside"), tl_tile_set_type (state->set, type)->id);
          return FALSE;
        }
      if (result == TL_DRAW_EMPTY || result == TL_DRAW_PASSED)
        goto empty;
      if (drawn != type)
        {
          /* Translators: two tiles' ids */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("tile %s of the hand fits nowhere and is the one to put aside, not tile %s"),
                       tl_tile_set_type (state->set, drawn)->id,
                       tl_tile_set_type (state->set, type)->id);
          return FALSE;
        }
    }
  if (turn->replace != NULL &&
      (state->pending.replace == NULL || state->pending.replace->len != turn->replace->len))
    {
      /* Translators: how many tiles the saved game says were drawn in place of tiles put
       * aside, then how many were */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   _("tiles drawn in place of tiles put aside: the saved game names %u, but %u were "
                     "drawn"), turn->replace->len,
                   state->pending.replace != NULL ? state->pending.replace->len : 0);
      return FALSE;
    }
  if (whole && !turn->has_place && turn->draw < 0 && turn->discard != NULL &&
      tl_game_state_tiles_left (state) == 0)
    {
      /* a last turn that only discards: the stack is empty, the game ends (or
       * this hand is empty and the next player holding tiles plays) */
      if (tl_game_state_draw (state, -1, NULL, error) == TL_DRAW_PLACEABLE)
        {
          g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                               _("the turn places no tile"));
          return FALSE;
        }
      return TRUE;
    }
  if (whole && !refills && !turn->has_place && turn->draw < 0 && turn->discard != NULL)
    {
      guint left = tl_game_state_tiles_left (state);

      /* only the last turn puts tiles aside without placing one: those it names
       * must empty the stack */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                   /* Translators: how many tiles are left in the stack after the tiles the
                    * turn put aside */
                   g_dngettext (GETTEXT_PACKAGE,
                                "the turn places no tile, yet %u tile is still in the stack (a turn "
                                "may put tiles aside without placing one only when they are the "
                                "last ones)",
                                "the turn places no tile, yet %u tiles are still in the stack (a "
                                "turn may put tiles aside without placing one only when they are "
                                "the last ones)", left), left);
      return FALSE;
    }

  if (state->viewer >= 0 && !refills && turn->draw < 0 && tl_game_state_tiles_left (state) > 0)
    {
      /* a twin cannot draw from its stack: what lies there is a placeholder */
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           turn->draw == TL_HIDDEN
                             ? _("the tile drawn is hidden (“?”), but every player sees the tile "
                                 "drawn")
                             : _("the tile drawn is not named, but a player’s view of a game names "
                                 "every tile drawn"));
      return FALSE;
    }
  do
    {
      guint drawn;

      result = tl_game_state_draw (state, refills ? -1 : turn->draw, &drawn, error);
      if (result < 0)
        return FALSE;
      if (result == TL_DRAW_DISCARDED && (refills || turn->draw >= 0))
        {
          /* Translators: a tile's id */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("tile %s fits nowhere on the board, but the saved game does not put it "
                         "aside"), tl_tile_set_type (state->set, drawn)->id);
          return FALSE;
        }
    }
  while (result == TL_DRAW_DISCARDED || result == TL_DRAW_PASSED);
  if (result == TL_DRAW_EMPTY)
    goto empty;
  if (turn->play >= 0 && !tl_game_state_choose_tile (state, turn->play, error))
    return FALSE;
  state->pending.hinted = turn->hinted;
  state->pending.computer = turn->computer;
  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->before_place != NULL &&
        !state->ext[i].expansion->before_place (state, state->ext[i].data, turn, error))
      return FALSE;

  if (!turn->has_place && !whole && !turn->has_meeple && !turn->has_recall &&
      !tl_turn_record_acted (turn))
    return TRUE;   /* in progress: the tile still to place (after a gift opened) */
  if (!turn->has_place)
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           _("the turn places no tile"));
      return FALSE;
    }
  if (!name_tile_placed (state, turn, error) ||
      !_tl_game_state_place (state, turn->x, turn->y, turn->r, turn, error))
    return FALSE;
  if (turn->has_meeple && turn->has_recall)
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           _("a turn may place a follower or recall one, not both"));
      return FALSE;
    }
  if (turn->has_recall &&
      !tl_game_state_recall (state, turn->recall_x, turn->recall_y, turn->recall_port, error))
    return FALSE;
  if (turn->has_meeple)
    {
      if (turn->meeple_has_xy && (turn->meeple_x != turn->x || turn->meeple_y != turn->y))
        {
          /* Translators: where the tile just placed lies (x, y), then where the saved game
           * puts the follower */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("a follower may only go on the tile just placed, at (%d, %d), not at "
                         "(%d, %d)"), turn->x, turn->y, turn->meeple_x, turn->meeple_y);
          return FALSE;
        }
      if (!tl_game_state_deploy (state, turn->meeple_port, error))
        return FALSE;
    }
  if (!whole)
    return TRUE;
  return _tl_game_state_end_turn (state, refills ? turn->draw : -1, error);

empty:
  g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                       _("no tile is left in the stack to draw"));
  return FALSE;
}

static gboolean
play_turn (TlGameState        *state,
           const TlTurnRecord *turn,
           gboolean            whole,
           GError            **error)
{
  gboolean ok;

  state->replaying = turn;
  ok = play_turn_steps (state, turn, whole, error);
  state->replaying = NULL;
  return ok;
}

gboolean
tl_game_state_apply_turn (TlGameState        *state,
                          const TlTurnRecord *turn,
                          GError            **error)
{
  return play_turn (state, turn, TRUE, error);
}

/* The record's turn in progress (docs/record-format.md): played as far as it
 * goes, and kept in the state's record. */
gboolean
_tl_game_state_play_in_progress (TlGameState        *state,
                                 const TlTurnRecord *turn,
                                 guint               number,
                                 GError            **error)
{
  GError *local = NULL;
  gboolean ok;

  state->in_progress = TRUE;
  ok = play_turn (state, turn, FALSE, &local);
  state->in_progress = FALSE;
  if (ok)
    {
      state->replaying = turn;   /* a twin keeps the turn as its projection names it */
      tl_game_state_keep_turn (state);
      state->replaying = NULL;
    }
  if (ok && state->phase != TL_PHASE_PLACE && state->phase != TL_PHASE_FOLLOWER)
    {
      /* its draws ended the game (the stack ran out) */
      ok = FALSE;
      g_set_error_literal (&local, TL_ENGINE_ERROR, TL_ENGINE_ERROR_ILLEGAL_MOVE,
                           _("no tile is left in the stack to draw"));
    }
  if (!ok)
    {
      /* Translators: the number (from 1) of the turn a saved game stopped in the
       * middle of, then what is wrong with it; the command line keeps it in English */
      g_set_error (error, local->domain, local->code, _("turn %u (in progress): %s"),
                   number, local->message);
      g_error_free (local);
      return FALSE;
    }
  return TRUE;
}

gboolean
tl_game_state_apply_turn_in_progress (TlGameState        *state,
                                      const TlTurnRecord *turn,
                                      GError            **error)
{
  g_return_val_if_fail (state != NULL && turn != NULL, FALSE);
  g_return_val_if_fail (state->phase == TL_PHASE_DRAW, FALSE);

  return _tl_game_state_play_in_progress (state, turn, state->record->turns->len + 1, error);
}

gboolean
_tl_game_state_play_whole (TlGameState        *state,
                           const TlTurnRecord *turn,
                           guint               number,
                           GError            **error)
{
  GError *local = NULL;

  if (tl_game_state_apply_turn (state, turn, &local))
    return TRUE;
  /* Translators: the turn's number (from 1), then what is wrong with it; the
   * command line keeps "turn N: …" in English (docs/design.md §9) */
  g_set_error (error, local->domain, local->code, _("turn %u: %s"), number, local->message);
  g_error_free (local);
  return FALSE;
}

TlGameState *
tl_game_state_replay (const TlRecord *record,
                      GError        **error)
{
  TlGameState *state;

  if (record->view >= 0)
    return _tl_game_state_replay_view (record, error);
  state = tl_game_state_new (record, error);
  if (state == NULL)
    return NULL;
  for (guint i = 0; i < record->turns->len; i++)
    if (!_tl_game_state_play_whole (state, &g_array_index (record->turns, TlTurnRecord, i), i + 1,
                                    error))
      {
        tl_game_state_free (state);
        return NULL;
      }
  if (record->in_progress != NULL &&
      !_tl_game_state_play_in_progress (state, record->in_progress, record->turns->len + 1, error))
    {
      tl_game_state_free (state);
      return NULL;
    }
  return state;
}

