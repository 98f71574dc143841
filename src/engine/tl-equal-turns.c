/* tl-equal-turns.c — The Discovery's variant "equal turns" (docs/rules/discovery.md §1.9)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `tiles mod players` tiles leave the stack face up before the first turn, so
 * that everyone gets as many turns. A variant of the ruleset (tl-ruleset.h): a
 * module the option `equal-turns` turns on.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-expansion.h"
#include "tl-error.h"

static gboolean
equal_turns_wanted (const TlRecord *record)
{
  return record->options.equal_turns;
}

/* The tiles set aside: the ones the record names or else the top of the seeded
 * stack. What was set aside is written into the state's record. */
static gboolean
equal_turns_init (TlGameState    *state,
                  gpointer        data,
                  const TlRecord *record,
                  GError        **error)
{
  guint n_players = tl_game_state_n_players (state);
  guint k = tl_game_state_tiles_left (state) % n_players;
  TlRecord *own = tl_game_state_record_mut (state);
  GArray *aside;

  if (record->setup_aside != NULL && record->setup_aside->len != k)
    {
      /* Translators: how many tiles the variant sets aside for the game's players, then
       * how many the saved game sets aside */
      g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                   g_dngettext (GETTEXT_PACKAGE,
                                "the variant “Equal number of turns” sets aside %u tile for these "
                                "players, but the saved game sets aside %u",
                                "the variant “Equal number of turns” sets aside %u tiles for these "
                                "players, but the saved game sets aside %u", k),
                   k, record->setup_aside->len);
      return FALSE;
    }
  aside = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < k; i++)
    {
      guint type;

      if (record->setup_aside != NULL)
        {
          type = g_array_index (record->setup_aside, guint, i);
          if (!tl_game_state_take_tile (state, type))
            {
              /* Translators: the tile's number in the saved game's list, from 1 */
              g_set_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP,
                           _("tile %u set aside is not in the stack"), i + 1);
              g_array_unref (aside);
              return FALSE;
            }
        }
      else
        type = tl_game_state_take_next (state);
      g_array_append_val (aside, type);
    }
  g_clear_pointer (&own->setup_aside, g_array_unref);
  own->setup_aside = aside;
  return TRUE;
}

const guint *
tl_game_state_set_aside (const TlGameState *state,
                         guint             *n)
{
  GArray *aside = tl_game_state_record (state)->setup_aside;

  *n = aside ? aside->len : 0;
  return aside ? (const guint *) aside->data : NULL;
}

const TlExpansion tl_variant_equal_turns = {
  .name = "equal-turns",
  .title = N_("Equal number of turns"),
  .game = "discovery",
  .wanted = equal_turns_wanted,
  .init = equal_turns_init,
  .cli_help = "The Discovery: set tiles aside so that everyone gets as many turns",
  .option = G_STRUCT_OFFSET (TlOptions, equal_turns),
};
