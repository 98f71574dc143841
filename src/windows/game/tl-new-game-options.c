/* tl-new-game-options.c — the app's part of each rule option, one line each
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine defines each expansion and rule switch a new game may choose
 * (tl-rule-option.h: its name, game, what it requires, its command-line flag);
 * the table adds, by its name, the new-game window's row (its title and
 * explanation, translated) and the GSettings key that remembers the choice. Then
 * the rows built from both, in the engine's order (an expansion in the
 * Expansions group, after the map's rows when it requires the map; a switch in
 * the Rules group), which the new-game window shows, reads and keeps. Adding an
 * option adds a line to the table and a key to the schema; nothing below names
 * an option.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-new-game-options-private.h"

const TlNewGameOption _tl_new_game_options[] = {
  { "gifts", N_("The _Gifts"),
    N_("Extend a road or city another player holds and receive a gift card to open later"),
    "gifts" },
  { "map-chips", N_("Map-_Chips"),
    N_("Collect chips on towns, look at face-down tiles and reveal them"),
    "map-chips" },
  { "small-city-two", N_("_First-edition small cities"),
    N_("A completed city of two tiles scores 2 points instead of 4"),
    "small-city-two" },
  { "equal-turns", N_("_Equal number of turns"),
    N_("Sets aside the tiles left over, so that everyone has the same number of turns (with five players three, where the rules say one)"),
    "equal-turns" },
  { "double-tile", N_("_Double tile (hand of two)"),
    N_("Each player holds two hidden tiles, places one of them and then draws one. House rule for when the stack runs out: the hands are played out"),
    "double-tile" },
  { NULL }
};

const TlNewGameOption *
_tl_new_game_option_find (const char *name)
{
  for (const TlNewGameOption *option = _tl_new_game_options; option->name != NULL; option++)
    if (g_strcmp0 (option->name, name) == 0)
      return option;
  return NULL;
}

GArray *
_tl_new_game_options_add_rows (AdwPreferencesGroup *expansions,
                               GtkWidget           *map_row,
                               AdwPreferencesGroup *rules,
                               GCallback            toggled,
                               gpointer             data)
{
  /* the rows of a preferences group are a list box's */
  GtkListBox *list = GTK_LIST_BOX (gtk_widget_get_parent (map_row));
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (TlNewGameOptionRow));

  for (guint i = 0; i < tl_rule_option_count (); i++)
    {
      TlNewGameOptionRow row = { tl_rule_option_nth (i), NULL, NULL, NULL };

      row.shown = _tl_new_game_option_find (row.option->name);
      if (row.shown == NULL)   /* not offered (/ui/registries/options says so) */
        continue;
      row.row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row.row), _(row.shown->label));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row.row), _(row.shown->subtitle));
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row.row), TRUE);
      row.active = GTK_SWITCH (gtk_switch_new ());
      gtk_widget_set_valign (GTK_WIDGET (row.active), GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row.row), GTK_WIDGET (row.active));
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row.row), GTK_WIDGET (row.active));
      g_signal_connect_swapped (row.active, "notify::active", toggled, data);
      if (row.option->kind == TL_RULE_OPTION_SWITCH)
        adw_preferences_group_add (rules, row.row);
      else if (row.option->requires != NULL)
        adw_preferences_group_add (expansions, row.row);
      else
        gtk_list_box_insert (list, row.row, gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (map_row)));
      g_array_append_val (rows, row);
    }
  return rows;
}

static gboolean
applies (GArray                   *rows,
         const TlNewGameOptionRow *row,
         const char               *game,
         gboolean                  map,
         guint                     depth)
{
  const char *requires = row->option->requires;

  if (g_strcmp0 (row->option->game, game) != 0)
    return FALSE;
  if (requires == NULL)
    return TRUE;
  if (g_strcmp0 (requires, "map") == 0)
    return map;
  for (guint i = 0; i < rows->len && depth < rows->len; i++)
    {
      const TlNewGameOptionRow *other = &g_array_index (rows, TlNewGameOptionRow, i);

      if (g_strcmp0 (other->option->name, requires) == 0)
        return gtk_switch_get_active (other->active) && applies (rows, other, game, map, depth + 1);
    }
  return FALSE;
}

gboolean
_tl_new_game_options_applies (GArray                   *rows,
                              const TlNewGameOptionRow *row,
                              const char               *game,
                              gboolean                  map)
{
  return applies (rows, row, game, map, 0);
}

void
_tl_new_game_options_show (GArray     *rows,
                           const char *game,
                           gboolean    map)
{
  for (guint i = 0; rows != NULL && i < rows->len; i++)
    {
      const TlNewGameOptionRow *row = &g_array_index (rows, TlNewGameOptionRow, i);

      gtk_widget_set_visible (row->row, applies (rows, row, game, map, 0));
    }
}

TlNewGameOptionRow *
_tl_new_game_options_find (GArray           *rows,
                           const char       *name,
                           TlRuleOptionKind  kind)
{
  for (guint i = 0; i < rows->len; i++)
    {
      TlNewGameOptionRow *row = &g_array_index (rows, TlNewGameOptionRow, i);

      if (row->option->kind == kind && g_strcmp0 (row->option->name, name) == 0)
        return row;
    }
  return NULL;
}

gboolean
_tl_new_game_settings_has_key (GSettings  *settings,
                               const char *key)
{
  g_autoptr (GSettingsSchema) schema = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  return schema != NULL && g_settings_schema_has_key (schema, key);
}

void
_tl_new_game_options_load (GArray    *rows,
                           GSettings *settings)
{
  for (guint i = 0; i < rows->len; i++)
    {
      TlNewGameOptionRow *row = &g_array_index (rows, TlNewGameOptionRow, i);

      if (_tl_new_game_settings_has_key (settings, row->shown->settings_key))
        gtk_switch_set_active (row->active, g_settings_get_boolean (settings, row->shown->settings_key));
    }
}

void
_tl_new_game_options_save (GArray     *rows,
                           GSettings  *settings,
                           const char *game,
                           gboolean    map)
{
  for (guint i = 0; i < rows->len; i++)
    {
      TlNewGameOptionRow *row = &g_array_index (rows, TlNewGameOptionRow, i);

      if (applies (rows, row, game, map, 0) && _tl_new_game_settings_has_key (settings, row->shown->settings_key))
        g_settings_set_boolean (settings, row->shown->settings_key, gtk_switch_get_active (row->active));
    }
}

void
_tl_new_game_options_write (GArray     *rows,
                            TlRecord   *record,
                            const char *game,
                            gboolean    map)
{
  for (guint i = 0; i < rows->len; i++)
    {
      TlNewGameOptionRow *row = &g_array_index (rows, TlNewGameOptionRow, i);

      if (applies (rows, row, game, map, 0))
        tl_rule_option_set (row->option, record, gtk_switch_get_active (row->active));
    }
}
