/* tl-game-setup.c — a new game: the ruleset, the expansions and variants, the
 * start tiles and the stack (docs/design.md §2, §4 `setup`)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The modules a game uses are found here (tl-game-modules.c lists them): those a
 * record names in `expansions`, those it turns on otherwise (their `wanted` hook:
 * the record's layout, a ruleset's variant by its option). This file names none.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-game-state-private.h"
#include "tl-tile-text-private.h"
#include "tl-error.h"

#include <string.h>

static const TlRuleset *
find_ruleset (const char *game)
{
  for (guint i = 0; i < _tl_game_n_rulesets; i++)
    if (g_strcmp0 (_tl_game_rulesets[i]->game, game) == 0)
      return _tl_game_rulesets[i];
  return NULL;
}

/* The games this version plays, for messages: "Carcassonne, The Discovery". */
static char *
ruleset_names (void)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < _tl_game_n_rulesets; i++)
    g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", _(_tl_game_rulesets[i]->title));
  return g_string_free (names, FALSE);
}

/* A game's name in messages, translated: "The Discovery"; its id when this version
 * does not play it. */
static const char *
game_title (const char *game)
{
  const TlRuleset *rules = find_ruleset (game);

  return rules != NULL ? _(rules->title) : game != NULL ? game : "?";
}

/* An expansion's or variant's name in messages, translated: "The Gifts". */
static const char *
expansion_title (const TlExpansion *expansion)
{
  return expansion->title != NULL ? _(expansion->title) : expansion->name;
}

/* A variant of another game's ruleset turned on in @record is refused. */
static gboolean
check_variants (const TlRuleset *rules,
                const TlRecord  *record,
                GError         **error)
{
  for (guint i = 0; i < _tl_game_n_rulesets; i++)
    for (guint k = 0; _tl_game_rulesets[i] != rules && _tl_game_rulesets[i]->variants != NULL &&
                      _tl_game_rulesets[i]->variants[k] != NULL; k++)
      if (_tl_game_rulesets[i]->variants[k]->wanted (record))
        {
          /* Translators: a variant ("Double tile"), the game it belongs to, the game played */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       _("the variant “%s” belongs to %s, not to %s"),
                       expansion_title (_tl_game_rulesets[i]->variants[k]),
                       _(_tl_game_rulesets[i]->title), _(rules->title));
          return FALSE;
        }
  return TRUE;
}

static gboolean
add_expansion (TlGameState *state, const TlExpansion *found, GError **error)
{
  if (g_strcmp0 (found->game, state->rules->game) != 0)
    {
      /* Translators: an expansion ("The Gifts"), the game it belongs to, the game played */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   _("the expansion “%s” is for %s, not for %s"), expansion_title (found),
                   game_title (found->game), _(state->rules->title));
      return FALSE;
    }
  if (tl_game_state_expansion_data (state, found) != NULL || state->n_ext == TL_MAX_EXPANSIONS)
    {
      /* Translators: an expansion's name ("The Gifts") */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   _("the expansion “%s” is named twice"), expansion_title (found));
      return FALSE;
    }
  state->ext[state->n_ext].expansion = found;
  /* never NULL, even without data: tl_game_state_expansion_data() says it is used */
  state->ext[state->n_ext].data = g_malloc0 (MAX (found->data_size, 1));
  state->n_ext++;
  return TRUE;
}

/* Finds the modules the record turns on, then those it names (docs/design.md §2). */
static gboolean
resolve_expansions (TlGameState *state, const TlRecord *record, GError **error)
{
  for (guint j = 0; j < _tl_game_n_expansions; j++)
    if (_tl_game_expansions[j]->wanted != NULL && _tl_game_expansions[j]->wanted (record) &&
        !add_expansion (state, _tl_game_expansions[j], error))
      return FALSE;
  for (guint k = 0; state->rules->variants != NULL && state->rules->variants[k] != NULL; k++)
    if (state->rules->variants[k]->wanted (record) &&
        !add_expansion (state, state->rules->variants[k], error))
      return FALSE;
  for (guint i = 0; i < record->expansions->len; i++)
    {
      const char *name = g_ptr_array_index (record->expansions, i);
      const TlExpansion *found = NULL;

      for (guint j = 0; j < _tl_game_n_expansions && !found; j++)
        if (_tl_game_expansions[j]->wanted == NULL && g_strcmp0 (_tl_game_expansions[j]->name, name) == 0)
          found = _tl_game_expansions[j];
      if (found == NULL)
        {
          /* Translators: %s is the expansion's id as the saved game writes it ("traders") */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       _("the expansion “%s” is not available in this version"), name);
          return FALSE;
        }
      if (!add_expansion (state, found, error))
        return FALSE;
    }
  return TRUE;
}

/* The start squares of the game's expansions (x, y pairs of gint), none in free
 * play. */
static GArray *
start_squares (TlGameState *state)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (gint));

  for (guint i = 0; i < state->n_ext; i++)
    if (state->ext[i].expansion->start_cells != NULL)
      state->ext[i].expansion->start_cells (state, state->ext[i].data, cells);
  return cells;
}

/* Whether (@x, @y) is one of @squares (x, y pairs of gint). */
static gboolean
is_start_square (const GArray *squares, gint x, gint y)
{
  for (guint i = 0; i + 1 < squares->len; i += 2)
    if (g_array_index (squares, gint, i) == x && g_array_index (squares, gint, i + 1) == y)
      return TRUE;
  return FALSE;
}

/* The start tiles a record names (`setup.start`): each a free copy of a tile of
 * the set on a playable cell, on a start square when the game has start squares
 * (an expansion's start_cells; docs/rules/maps.md §1), its sides matching the start tiles
 * beside it (docs/rules/base-game.md §3.1); an expansion with start squares checks in its
 * init hook that each holds one.
 * The stack is shuffled with the first held out (@held), the others are taken
 * from it. */
static gboolean
place_named_start (TlGameState *state, const TlRecord *record, guint *held, GError **error)
{
  g_autoptr(GArray) squares = start_squares (state);
  TlRng rng;

  if (record->setup_start->len == 0)
    {
      g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                           _("the saved game’s list of start tiles is empty (without a list, the "
                             "game begins with the tile set’s start tile)"));
      return FALSE;
    }
  for (guint i = 0; i < record->setup_start->len; i++)
    {
      const TlSetupTile *st = &g_array_index (record->setup_start, TlSetupTile, i);
      gboolean touches;

      if (st->type >= state->set->types->len || st->r > 3 ||
          tl_board_tile_at (state->board, st->x, st->y) >= 0 ||
          (i > 0 && !tl_deck_take (&state->deck, st->type)))
        {
          /* Translators: the start tile's number in the saved game's list (from 1), then a
           * square of the board (x, y) */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       _("start tile %u, at (%d, %d), is no copy of a tile of the set that is still "
                         "free, or another tile lies there"), i + 1, st->x, st->y);
          return FALSE;
        }
      if (tl_board_cell_state (state->board, st->x, st->y) != TL_CELL_OPEN)
        {
          g_autofree char *why = _tl_game_state_closed_cell (state, st->x, st->y, TRUE);

          /* Translators: the start tile's number in the saved game's list (from 1), then why
           * it cannot lie where the list puts it ("(3, 4) lies off the board, …") */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       _("start tile %u: %s"), i + 1, why);
          return FALSE;
        }
      if (squares->len > 0 && !is_start_square (squares, st->x, st->y))
        {
          /* Translators: the start tile's number in the saved game's list (from 1), then a
           * square of the board (x, y) */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       _("start tile %u lies on (%d, %d), which is not a start square; start "
                         "tiles lie only on start squares"), i + 1, st->x, st->y);
          return FALSE;
        }
      g_autoptr(GError) mismatch = NULL;

      /* its own error: the caller's @error may be NULL */
      if (!_tl_game_state_sides_match (state, st->type, st->x, st->y, st->r,
                                       TL_ENGINE_ERROR_INVALID_SETUP, &touches, &mismatch))
        {
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       _("start tile %u: %s"), i + 1, mismatch->message);
          return FALSE;
        }
      tl_board_place (state->board, st->type, st->x, st->y, st->r);
      if (i == 0)
        {
          held[st->type]++;
          tl_rng_init (&rng, record->seed);
          tl_deck_init (&state->deck, state->set, held, &rng);
        }
    }

  return TRUE;
}

/* Places the start tiles (docs/design.md §4 `setup.start`): those the record names,
 * else the tile set's start tile on the first start cell and a tile of the
 * seeded stack on every other one (an expansion's start_cells). Shuffles the stack with only the
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
          /* Translators: a tile set's name */
          g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                       _("the tile set “%s” has no start tile, and the saved game names none"),
                       state->set->name != NULL && state->set->name[0] != '\0' ? state->set->name
                                                                              : state->set->id);
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
      g_autofree char *names = ruleset_names ();

      /* Translators: the game's id as the saved game writes it, then the games this
       * version plays ("Carcassonne, The Discovery") */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   _("the game “%s” cannot be played here (this version plays %s)"),
                   record->game ? record->game : "", names);
      return NULL;
    }
  if (g_strcmp0 (record->tileset->game, record->game) != 0)
    {
      /* Translators: a tile set's name, the game it is for, the game played */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   _("the tile set “%s” is for %s, not for %s"),
                   record->tileset->name != NULL && record->tileset->name[0] != '\0'
                     ? record->tileset->name : record->tileset->id,
                   game_title (record->tileset->game), _(rules->title));
      return NULL;
    }
  for (guint t = 0; t < record->tileset->types->len; t++)
    {
      const TlTileType *type = tl_tile_set_type (record->tileset, t);

      for (guint i = 0; i < type->n_segments; i++)
        if (!(rules->kinds & (1u << type->segments[i].kind)))
          {
            /* Translators: a tile's id, a kind of segment ("sea"), the game played */
            g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                         _("tile %s shows a kind of land that %s does not have (%s)"),
                         type->id, _(rules->title), _tl_kind_word (type->segments[i].kind));
            return NULL;
          }
    }
  if (!check_variants (rules, record, error))
    return NULL;
  if (record->options.meeples > TL_MAX_MEEPLES)
    {
      /* Translators: how many followers each player has in the saved game, then the most allowed */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   _("followers per player: %u, but at most %u"), record->options.meeples,
                   TL_MAX_MEEPLES);
      return NULL;
    }
  if (record->players->len < 1 || record->players->len > TL_MAX_PLAYERS)
    {
      /* Translators: how many players the saved game has, then the most who can play */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   _("players: %u, but 1 to %u can play"), record->players->len, TL_MAX_PLAYERS);
      return NULL;
    }

  state = g_new0 (TlGameState, 1);
  state->rules = rules;
  state->record = tl_record_copy_header (record);
  state->set = state->record->tileset;
  /* about a turn a tile: the record's turns are added without copying them as they grow */
  tl_record_reserve_turns (state->record, state->set->total_tiles + 4);
  state->board = tl_board_new (state->set, state->set->total_tiles);
  state->n_players = record->players->len;
  state->events = g_array_sized_new (FALSE, FALSE, sizeof (TlScoreEvent), 64);
  state->turn = 1;
  state->drawn = -1;
  state->placed = -1;
  state->viewer = -1;
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
  for (guint i = 0; i < state->n_ext; i++)
    if (!state->ext[i].expansion->init (state, state->ext[i].data, record, error))
      {
        tl_game_state_free (state);
        return NULL;
      }
  /* what the start tiles complete on their own is complete from the start */
  if (rules->close_setup != NULL)
    rules->close_setup (state);
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
  if (src->turn_start != NULL)
    state->turn_start = _tl_turn_start_ref (src->turn_start);
  for (guint i = 0; i < src->n_ext; i++)
    {
      const TlExpansion *e = src->ext[i].expansion;

      state->ext[i].data = g_memdup2 (src->ext[i].data, MAX (e->data_size, 1));
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
  _tl_turn_start_unref (state->turn_start);
  tl_board_free (state->board);
  tl_deck_clear (&state->deck);
  tl_turn_record_clear (&state->pending);
  g_array_unref (state->events);
  tl_record_free (state->record);
  g_free (state);
}

