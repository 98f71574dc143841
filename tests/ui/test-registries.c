/* test-registries.c — one descriptor per expansion, across the layers (run it under Xvfb)
 *
 * Each layer registers its part of an expansion in one line (docs/design.md §1): the
 * engine's modules (tl-game-modules.c), the record format's (tl-record-modules.c),
 * the model's (tl-game-expansions.c), the board's (tl-board-expansions.c) and the
 * window's (tl-window-expansions.c). Every module of the engine has its record
 * format, board and window part, and every part names a module the engine has.
 * Every rule option of the engine (tl-rule-option.h) has its record-format member,
 * its row in the new-game window (tl-new-game-options.c) and a boolean key in the
 * app's schema. The new-game window builds its rows from them: each shows for
 * its game and with what it requires, in its place, and a click on it puts the
 * option in the record built and in the settings.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ui-test-util.h"
#include "tl-game-state-private.h"
#include "tl-record-format-private.h"
#include "tl-game-private.h"
#include "tl-board-scene-private.h"
#include "tl-window-private.h"
#include "tl-new-game-options-private.h"

/* Whether the engine has a module (expansion or variant) called @name. */
static gboolean
engine_has_module (const char *name)
{
  for (guint i = 0; i < _tl_game_n_expansions; i++)
    if (g_strcmp0 (_tl_game_expansions[i]->name, name) == 0)
      return TRUE;
  for (guint i = 0; i < _tl_game_n_rulesets; i++)
    for (guint k = 0; _tl_game_rulesets[i]->variants != NULL && _tl_game_rulesets[i]->variants[k] != NULL; k++)
      if (g_strcmp0 (_tl_game_rulesets[i]->variants[k]->name, name) == 0)
        return TRUE;
  return FALSE;
}

static gboolean
engine_has_game (const char *game)
{
  for (guint i = 0; i < _tl_game_n_rulesets; i++)
    if (g_strcmp0 (_tl_game_rulesets[i]->game, game) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
formats_serves (const TlRecordHooks *module,
                const char          *name)
{
  return g_strcmp0 (module->expansion, name) == 0 || g_strcmp0 (module->module, name) == 0;
}

/* Whether a record-format module of @game writes the switch @name at @offset of
 * #TlOptions. */
static gboolean
formats_has_switch (const char *game,
                    const char *name,
                    gsize       offset)
{
  for (guint i = 0; i < _tl_record_n_modules; i++)
    for (guint k = 0; g_strcmp0 (_tl_record_modules[i]->game, game) == 0 && k < _tl_record_modules[i]->n_switches; k++)
      if (g_strcmp0 (_tl_record_modules[i]->switches[k].name, name) == 0)
        return _tl_record_modules[i]->switches[k].offset == offset;
  return FALSE;
}

/* Every module of the engine's registry has its part in the record format, on
 * the board and in the window; every part of those and of the model names a
 * module (or game) of the engine. */
static void
test_expansions (void)
{
  g_autoptr (GString) missing = g_string_new (NULL);

  for (guint i = 0; i < _tl_game_n_expansions; i++)
    {
      const char *name = _tl_game_expansions[i]->name;
      gboolean formats = FALSE, board = FALSE, window = FALSE;

      for (guint k = 0; k < _tl_record_n_modules; k++)
        formats |= formats_serves (_tl_record_modules[k], name);
      for (guint k = 0; k < _tl_board_n_expansions; k++)
        board |= g_strv_contains (_tl_board_expansions[k].scene->expansions, name);
      for (guint k = 0; k < _tl_window_n_expansions; k++)
        window |= g_strv_contains (_tl_window_expansions[k]->expansions, name);
      if (!formats || !board || !window)
        g_string_append_printf (missing, "%s:%s%s%s ", name, formats ? "" : " formats",
                                board ? "" : " board", window ? "" : " window");
    }
  for (guint k = 0; k < _tl_record_n_modules; k++)
    {
      const TlRecordHooks *module = _tl_record_modules[k];
      const char *name = module->expansion != NULL ? module->expansion : module->module;

      if (module->game != NULL ? !engine_has_game (module->game) || name != NULL : !engine_has_module (name))
        g_string_append_printf (missing, "formats module %u: no such engine module or game; ", k);
    }
  for (guint k = 0; k < _tl_game_n_expansion_hooks; k++)
    if (!engine_has_module (_tl_game_expansion_hooks[k]->expansion))
      g_string_append_printf (missing, "model: %s; ", _tl_game_expansion_hooks[k]->expansion);
  for (guint k = 0; k < _tl_board_n_expansions; k++)
    for (const char *const *name = _tl_board_expansions[k].scene->expansions; name != NULL && *name != NULL; name++)
      if (!engine_has_module (*name))
        g_string_append_printf (missing, "board: %s; ", *name);
  for (guint k = 0; k < _tl_window_n_expansions; k++)
    for (const char *const *name = _tl_window_expansions[k]->expansions; name != NULL && *name != NULL; name++)
      if (!engine_has_module (*name))
        g_string_append_printf (missing, "window: %s; ", *name);
  g_assert_cmpstr (missing->str, ==, "");

  /* today: map, gifts and map-chips, in two board and two window parts */
  g_assert_cmpuint (_tl_game_n_expansions, ==, 3);
  g_assert_cmpuint (_tl_board_n_expansions, ==, 2);
  g_assert_cmpuint (_tl_window_n_expansions, ==, 2);
  g_assert_cmpuint (_tl_record_n_modules, ==, 5);
  g_assert_cmpuint (_tl_game_n_expansion_hooks, ==, 2);
}

/* Every rule option has its record member, its row and its key; every row names
 * an option. */
static void
test_options (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  g_autoptr (GString) missing = g_string_new (NULL);
  guint n_rows = 0;

  g_assert_nonnull (schema);
  for (guint i = 0; i < tl_rule_option_count (); i++)
    {
      const TlRuleOption *option = tl_rule_option_nth (i);
      const TlNewGameOption *shown = _tl_new_game_option_find (option->name);
      gboolean formats = FALSE;

      if (option->kind == TL_RULE_OPTION_EXPANSION)
        for (guint k = 0; k < _tl_record_n_modules; k++)
          formats |= g_strcmp0 (_tl_record_modules[k]->expansion, option->name) == 0;
      else
        formats = formats_has_switch (option->game, option->name, option->offset);
      if (!formats)
        g_string_append_printf (missing, "%s: formats; ", option->name);
      if (!engine_has_game (option->game) || option->title == NULL)
        g_string_append_printf (missing, "%s: game or title; ", option->name);
      if (option->requires != NULL && g_strcmp0 (option->requires, "map") != 0 &&
          tl_rule_option_find (option->requires) == NULL)
        g_string_append_printf (missing, "%s: requires %s; ", option->name, option->requires);
      if (shown == NULL)
        g_string_append_printf (missing, "%s: no row in tl-new-game-options.c; ", option->name);
      else if (!g_settings_schema_has_key (schema, shown->settings_key))
        g_string_append_printf (missing, "%s: no key %s; ", option->name, shown->settings_key);
      else
        {
          g_autoptr (GSettingsSchemaKey) key = g_settings_schema_get_key (schema, shown->settings_key);

          if (!g_variant_type_equal (g_settings_schema_key_get_value_type (key), G_VARIANT_TYPE_BOOLEAN))
            g_string_append_printf (missing, "%s: key %s is no boolean; ", option->name, shown->settings_key);
        }
    }
  for (const TlNewGameOption *shown = _tl_new_game_options; shown->name != NULL; shown++, n_rows++)
    if (tl_rule_option_find (shown->name) == NULL)
      g_string_append_printf (missing, "row %s: no such option; ", shown->name);
  g_assert_cmpstr (missing->str, ==, "");
  g_assert_cmpuint (n_rows, ==, 5);
  g_assert_cmpuint (tl_rule_option_count (), ==, 5);
}

/* The visible row titled @title under @root (the title with its mnemonic), or NULL. */
static AdwActionRow *
find_row (GtkWidget  *root,
          const char *title)
{
  if (!gtk_widget_get_visible (root))
    return NULL;
  if (ADW_IS_ACTION_ROW (root) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return ADW_ACTION_ROW (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      AdwActionRow *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The place of @row among its list's rows. */
static int
row_index (AdwActionRow *row)
{
  return gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row));
}

/* The new-game window's rows, from the options: shown for their game and with
 * what they require, in their places; a click on each puts its option in the
 * record and in the settings. */
static void
test_option_rows (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  TlNewGameWindow *dialog;
  AdwActionRow *gifts, *small, *chips, *equal, *twice, *map;
  g_autoptr (TlRecord) carcassonne = NULL;
  g_autoptr (TlRecord) discovery = NULL;
  g_autoptr (GError) error = NULL;

  g_settings_reset (settings, "gifts");
  g_settings_reset (settings, "map-chips");
  g_settings_reset (settings, "equal-turns");
  dialog = tl_new_game_window_new (NULL, settings);
  gtk_window_present (GTK_WINDOW (dialog));
  ui_wait_until_drawn (GTK_WIDGET (dialog));

  /* Carcassonne without a map: The Gifts before the map, the first-edition rule */
  g_assert_true (tl_new_game_window_select_game (dialog, "carcassonne"));
  g_assert_true (tl_new_game_window_select_map (dialog, NULL));
  gifts = find_row (GTK_WIDGET (dialog), "The _Gifts");
  small = find_row (GTK_WIDGET (dialog), "_First-edition small cities");
  g_assert_nonnull (gifts);
  g_assert_nonnull (small);
  g_assert_cmpstr (adw_action_row_get_subtitle (gifts), ==,
                   "Extend a road or city another player holds and receive a gift card to open later");
  g_assert_null (find_row (GTK_WIDGET (dialog), "Map-_Chips"));
  g_assert_null (find_row (GTK_WIDGET (dialog), "_Equal number of turns"));
  map = ADW_ACTION_ROW (gtk_widget_get_next_sibling (GTK_WIDGET (gifts)));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (map)), ==, "_Map");

  /* on a map, Map-Chips after the map's rows */
  g_assert_true (tl_new_game_window_select_map (dialog, "usa-west"));
  chips = find_row (GTK_WIDGET (dialog), "Map-_Chips");
  g_assert_nonnull (chips);
  g_assert_cmpint (row_index (chips), ==, row_index (find_row (GTK_WIDGET (dialog), "_Nine meeples each")) + 1);
  g_assert_cmpint (row_index (gifts), ==, 0);

  /* a click on each: the record has them, and so have the settings */
  adw_action_row_activate (gifts);
  adw_action_row_activate (chips);
  adw_action_row_activate (small);
  carcassonne = tl_new_game_window_build_record (dialog, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carcassonne->expansions->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (carcassonne->expansions, 0), ==, "gifts");
  g_assert_cmpstr (g_ptr_array_index (carcassonne->expansions, 1), ==, "map-chips");
  g_assert_true (carcassonne->options.small_city_two);
  g_assert_false (carcassonne->options.equal_turns);
  g_assert_true (g_settings_get_boolean (settings, "gifts"));
  g_assert_true (g_settings_get_boolean (settings, "map-chips"));
  g_assert_true (g_settings_get_boolean (settings, "small-city-two"));

  /* The Discovery: its variants, and none of Carcassonne's */
  g_assert_true (tl_new_game_window_select_game (dialog, "discovery"));
  g_assert_null (find_row (GTK_WIDGET (dialog), "The _Gifts"));
  g_assert_null (find_row (GTK_WIDGET (dialog), "_First-edition small cities"));
  equal = find_row (GTK_WIDGET (dialog), "_Equal number of turns");
  twice = find_row (GTK_WIDGET (dialog), "_Double tile (hand of two)");
  g_assert_nonnull (equal);
  g_assert_nonnull (twice);
  g_assert_cmpint (row_index (equal), <, row_index (twice));
  adw_action_row_activate (equal);
  discovery = tl_new_game_window_build_record (dialog, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (discovery->expansions->len, ==, 0);
  g_assert_true (discovery->options.equal_turns);
  g_assert_false (discovery->options.double_tile);
  g_assert_false (discovery->options.small_city_two);
  g_assert_true (g_settings_get_boolean (settings, "equal-turns"));
  g_assert_false (g_settings_get_boolean (settings, "double-tile"));
  /* Carcassonne's stay as they were */
  g_assert_true (g_settings_get_boolean (settings, "gifts"));
  g_assert_true (g_settings_get_boolean (settings, "small-city-two"));
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* the next window starts from them */
  dialog = tl_new_game_window_new (NULL, settings);
  g_assert_true (tl_new_game_window_select_game (dialog, "carcassonne"));
  g_assert_true (tl_new_game_window_select_map (dialog, "usa-east"));
  g_clear_pointer (&carcassonne, tl_record_free);
  carcassonne = tl_new_game_window_build_record (dialog, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carcassonne->expansions->len, ==, 2);
  g_assert_true (carcassonne->options.small_city_two);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv, "test-registries", TRUE))
    return 77;

  g_test_add_func ("/ui/registries/expansions", test_expansions);
  g_test_add_func ("/ui/registries/options", test_options);
  g_test_add_func ("/ui/new-game/option-rows", test_option_rows);
  return g_test_run ();
}
