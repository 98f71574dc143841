/* test-rule-options.c — the choices of a new game, one descriptor each (docs/design.md §1)
 *
 * The engine lists its expansions and rule switches from its registry
 * (tl-rule-option.h): the command line builds its flags from them and the
 * new-game window its rows. Exact values: the options of today, in their order;
 * each turned on and off in a record; a variant's switch is the one its module
 * reads; an option of the other game, or without what it requires, is refused
 * when the game is set up.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-engine.h"
#include "tl-game-state-private.h"
#include "tl-map-format.h"
#include "tl-tileset-format.h"

static TlRecord *
new_record (const char *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TlTileSet) set = tl_tileset_format_load_builtin (g_strcmp0 (game, "discovery") == 0
                                                             ? "discovery" : "carcassonne-base",
                                                             &error);
  TlRecord *record;

  g_assert_no_error (error);
  record = tl_record_new (game, set);
  tl_record_add_player (record, "Ann", "red", TL_PLAYER_AI, 0);
  tl_record_add_player (record, "Bob", "blue", TL_PLAYER_AI, 0);
  record->seed = 5;
  return record;
}

/* The options of today, in the engine's order: the expansions a record names,
 * then each game's switches and variants. */
static void
test_list (void)
{
  static const struct {
    const char *name, *title, *game;
    TlRuleOptionKind kind;
    const char *requires, *cli_help;
  } expected[] = {
    { "gifts", "The Gifts", "carcassonne", TL_RULE_OPTION_EXPANSION, NULL, "Carcassonne with The Gifts" },
    { "map-chips", "Map-Chips", "carcassonne", TL_RULE_OPTION_EXPANSION, "map", "Map-Chips" },
    { "small-city-two", "First-edition small cities", "carcassonne", TL_RULE_OPTION_SWITCH, NULL, NULL },
    { "equal-turns", "Equal number of turns", "discovery", TL_RULE_OPTION_SWITCH, NULL,
      "The Discovery: set tiles aside so that everyone gets as many turns" },
    { "double-tile", "Double tile", "discovery", TL_RULE_OPTION_SWITCH, NULL,
      "The Discovery: each player holds a second, hidden tile" },
  };

  g_assert_cmpuint (tl_rule_option_count (), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const TlRuleOption *option = tl_rule_option_nth (i);

      g_assert_cmpstr (option->name, ==, expected[i].name);
      g_assert_cmpstr (option->title, ==, expected[i].title);
      g_assert_cmpstr (option->game, ==, expected[i].game);
      g_assert_cmpint (option->kind, ==, expected[i].kind);
      g_assert_cmpstr (option->requires, ==, expected[i].requires);
      g_assert_cmpstr (option->cli_help, ==, expected[i].cli_help);
      g_assert_true (tl_rule_option_find (expected[i].name) == option);
    }
  g_assert_null (tl_rule_option_nth (G_N_ELEMENTS (expected)));
  g_assert_null (tl_rule_option_find ("map"));   /* turned on by a record's map: no choice */
  g_assert_null (tl_rule_option_find ("farmers"));
  g_assert_null (tl_rule_option_find (NULL));
  g_assert_cmpuint (G_STRUCT_OFFSET (TlOptions, small_city_two), ==, tl_rule_option_find ("small-city-two")->offset);
  g_assert_cmpuint (G_STRUCT_OFFSET (TlOptions, equal_turns), ==, tl_rule_option_find ("equal-turns")->offset);
  g_assert_cmpuint (G_STRUCT_OFFSET (TlOptions, double_tile), ==, tl_rule_option_find ("double-tile")->offset);
}

/* Each option turned on and off in a record, by its kind. */
static void
test_set (void)
{
  g_autoptr(TlRecord) record = new_record ("carcassonne");
  const TlRuleOption *gifts = tl_rule_option_find ("gifts");
  const TlRuleOption *chips = tl_rule_option_find ("map-chips");
  const TlRuleOption *small = tl_rule_option_find ("small-city-two");

  g_assert_false (tl_rule_option_get (gifts, record));
  tl_rule_option_set (gifts, record, TRUE);
  tl_rule_option_set (chips, record, TRUE);
  tl_rule_option_set (gifts, record, TRUE);   /* named once */
  g_assert_cmpuint (record->expansions->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (record->expansions, 0), ==, "gifts");
  g_assert_cmpstr (g_ptr_array_index (record->expansions, 1), ==, "map-chips");
  g_assert_true (tl_rule_option_get (chips, record));
  tl_rule_option_set (gifts, record, FALSE);
  g_assert_cmpuint (record->expansions->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (record->expansions, 0), ==, "map-chips");
  g_assert_false (tl_rule_option_get (gifts, record));

  g_assert_false (record->options.small_city_two);
  tl_rule_option_set (small, record, TRUE);
  g_assert_true (record->options.small_city_two);
  g_assert_true (tl_rule_option_get (small, record));
  g_assert_false (record->options.equal_turns);
  tl_rule_option_set (small, record, FALSE);
  g_assert_false (record->options.small_city_two);
}

/* A variant's switch is the one its module reads (its `wanted`). */
static void
test_variants_wanted (void)
{
  guint seen = 0;

  for (guint i = 0; i < _tl_game_n_rulesets; i++)
    for (guint k = 0; _tl_game_rulesets[i]->variants != NULL && _tl_game_rulesets[i]->variants[k] != NULL; k++)
      {
        const TlExpansion *variant = _tl_game_rulesets[i]->variants[k];
        const TlRuleOption *option = tl_rule_option_find (variant->name);
        g_autoptr(TlRecord) record = new_record (_tl_game_rulesets[i]->game);

        g_assert_nonnull (option);
        g_assert_cmpint (option->kind, ==, TL_RULE_OPTION_SWITCH);
        g_assert_false (variant->wanted (record));
        tl_rule_option_set (option, record, TRUE);
        g_assert_true (variant->wanted (record));
        seen++;
      }
  g_assert_cmpuint (seen, ==, 2);
}

/* An option set in a record of the other game, or without what it requires, is
 * refused by the engine with its message; with it, the game sets up. */
static void
test_refused (void)
{
  g_autoptr(TlRecord) discovery = new_record ("discovery");
  g_autoptr(TlRecord) no_map = new_record ("carcassonne");
  g_autoptr(TlRecord) on_map = new_record ("carcassonne");
  g_autoptr(GError) error = NULL;
  TlGameState *state;

  tl_rule_option_set (tl_rule_option_find ("gifts"), discovery, TRUE);
  g_assert_null (tl_game_state_new (discovery, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP);
  g_assert_cmpstr (error->message, ==, "the expansion “The Gifts” is for Carcassonne, not for The Discovery");
  g_clear_error (&error);

  tl_rule_option_set (tl_rule_option_find ("map-chips"), no_map, TRUE);
  g_assert_null (tl_game_state_new (no_map, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_SETUP);
  g_assert_cmpstr (error->message, ==, "Map-Chips is played on a map, and the saved game has none");
  g_clear_error (&error);

  on_map->map = g_strdup ("usa-west");
  on_map->map_layout = tl_map_format_load_builtin ("usa-west", &error);
  g_assert_no_error (error);
  tl_rule_option_set (tl_rule_option_find ("map-chips"), on_map, TRUE);
  state = tl_game_state_new (on_map, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
  tl_game_state_free (state);
}

/* The expansions' members of a turn are in their slots (tl-record.h names none of
 * them): each slot used once, big enough; a new turn has each expansion's
 * defaults, a copy owns copies of what the slots own, and a look or a reveal
 * makes a turn in progress more than a tile still to place. */
static void
test_turn_slots (void)
{
  gboolean used[TL_TURN_N_SLOTS] = { FALSE };
  guint n = 0, seven = 7;
  TlRevealRecord reveal = { 6, 1, 2, 9 };
  TlTurnRecord turn, copy;

  for (guint i = 0; i < _tl_game_n_expansions; i++)
    {
      const TlTurnSlotType *slot = _tl_game_expansions[i]->turn_slot;

      if (slot == NULL)
        continue;
      g_assert_cmpstr (slot->name, ==, _tl_game_expansions[i]->name);
      g_assert_cmpuint (slot->index, <, TL_TURN_N_SLOTS);
      g_assert_false (used[slot->index]);
      g_assert_cmpuint (slot->size, <=, TL_TURN_SLOT_SIZE);
      used[slot->index] = TRUE;
      n++;
    }
  g_assert_cmpuint (n, ==, TL_TURN_N_SLOTS);

  tl_turn_record_init (&turn);
  g_assert_cmpint (turn.draw, ==, -1);
  g_assert_cmpint (turn.place_tile, ==, -1);
  g_assert_cmpint (tl_gifts_turn (&turn)->received, ==, -1);
  g_assert_cmpint (tl_gifts_turn (&turn)->gift.second, ==, -1);
  g_assert_cmpint (tl_gifts_turn (&turn)->gift.keep, ==, -1);
  g_assert_false (tl_gifts_turn (&turn)->has_gift);
  g_assert_cmpint (tl_map_chips_turn (&turn)->peek_tile, ==, -1);
  g_assert_null (tl_map_chips_turn (&turn)->reveal);
  g_assert_false (tl_turn_record_acted (&turn));

  tl_gifts_turn (&turn)->gift.discard = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (tl_gifts_turn (&turn)->gift.discard, seven);
  tl_map_chips_turn (&turn)->reveal = g_array_new (FALSE, FALSE, sizeof (TlRevealRecord));
  g_array_append_val (tl_map_chips_turn (&turn)->reveal, reveal);
  g_assert_true (tl_turn_record_acted (&turn));
  tl_turn_record_copy (&copy, &turn);
  tl_turn_record_clear (&turn);
  g_assert_null (tl_gifts_turn (&turn)->gift.discard);
  g_assert_null (tl_map_chips_turn (&turn)->reveal);
  g_assert_cmpuint (tl_gifts_turn (&copy)->gift.discard->len, ==, 1);
  g_assert_cmpuint (g_array_index (tl_gifts_turn (&copy)->gift.discard, guint, 0), ==, 7);
  g_assert_cmpuint (tl_map_chips_turn (&copy)->reveal->len, ==, 1);
  g_assert_cmpint (g_array_index (tl_map_chips_turn (&copy)->reveal, TlRevealRecord, 0).tile, ==, 9);
  g_assert_true (tl_turn_record_acted (&copy));
  tl_turn_record_clear (&copy);

  /* a look alone acts too */
  tl_turn_record_init (&turn);
  tl_map_chips_turn (&turn)->has_peek = TRUE;
  g_assert_true (tl_turn_record_acted (&turn));
  tl_turn_record_clear (&turn);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rule-options/list", test_list);
  g_test_add_func ("/rule-options/set", test_set);
  g_test_add_func ("/rule-options/variants-wanted", test_variants_wanted);
  g_test_add_func ("/rule-options/refused", test_refused);
  g_test_add_func ("/rule-options/turn-slots", test_turn_slots);
  return g_test_run ();
}
