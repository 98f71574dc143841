/* tl-record-format.c — game records as JSON (DESIGN.md §4)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-record-format.h"
#include "tl-format-json.h"
#include "tl-format-file.h"
#include "tl-tileset-format.h"
#include "tl-map-format.h"

#include <string.h>

#define RECORD_FORMAT "tilelands-game"
#define COORD_MIN (-100000)
#define COORD_MAX 100000
#define MAX_LEVEL 9

static const char * const game_names[] = { "carcassonne", "discovery" };
static const char * const expansion_names[] = { "gifts", "map-chips" };
static const char * const default_colors[TL_MAX_PLAYERS] = {
  "red", "blue", "green", "yellow", "black",
};

static gboolean
name_in (const char         *name,
         const char * const *names,
         guint               n_names)
{
  for (guint i = 0; i < n_names; i++)
    if (strcmp (name, names[i]) == 0)
      return TRUE;
  return FALSE;
}

/* Looks up a tile id in the record's tile set; @node must hold a string. */
static gboolean
load_tile_id (JsonNode         *node,
              const TlTileSet  *set,
              const char       *origin,
              const char       *path,
              guint            *out,
              GError          **error)
{
  const char *id;
  int index;

  if (!tl_json_as_string (node, origin, path, &id, error))
    return FALSE;
  index = tl_tile_set_lookup (set, id);
  if (index < 0)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_UNKNOWN_TILE, origin, path,
                           "unknown tile id \"%s\" (not in tile set %s)", id, set->id);
      return FALSE;
    }
  *out = index;
  return TRUE;
}

/* An optional tile id member: sets *@out when @member is present and not null. */
static gboolean
load_optional_tile (JsonObject      *obj,
                    const char      *origin,
                    const char      *path,
                    const char      *member,
                    const TlTileSet *set,
                    gint            *out,
                    GError         **error)
{
  JsonNode *node = json_object_get_member (obj, member);
  g_autofree char *member_path = NULL;
  guint type;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  member_path = tl_json_path_member (path, member);
  if (!load_tile_id (node, set, origin, member_path, &type, error))
    return FALSE;
  *out = type;
  return TRUE;
}

/* An optional list of tile ids: *@out is a new array of guint when @member
 * holds at least one (left untouched when absent or empty). */
static gboolean
load_tile_list (JsonObject      *obj,
                const char      *origin,
                const char      *path,
                const char      *member,
                const TlTileSet *set,
                GArray         **out,
                GError         **error)
{
  g_autofree char *list_path = tl_json_path_member (path, member);
  JsonArray *list = NULL;

  if (!tl_json_member_array (obj, origin, path, member, FALSE, &list, error))
    return FALSE;
  if (list == NULL || json_array_get_length (list) == 0)
    return TRUE;
  *out = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *item_path = tl_json_path_index (list_path, i);
      guint type;

      if (!load_tile_id (json_array_get_element (list, i), set, origin, item_path, &type, error))
        return FALSE;
      g_array_append_val (*out, type);
    }
  return TRUE;
}

/* `tileset` as a built-in id or a list of them (DESIGN.md §4). */
static TlTileSet *
load_builtin_tilesets (JsonNode    *node,
                       const char  *origin,
                       GError     **error)
{
  JsonArray *list = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  guint n = list != NULL ? json_array_get_length (list) : 1;
  g_autofree const char **ids = g_new0 (const char *, n + 1);
  g_autoptr(GError) local_error = NULL;
  TlTileSet *set;

  if (n == 0)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, "$.tileset",
                           "an empty list of tile sets (name at least one, e.g. "
                           "\"carcassonne-base\")");
      return NULL;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = list != NULL ? tl_json_path_index ("$.tileset", i)
                                           : g_strdup ("$.tileset");

      if (list != NULL &&
          !tl_json_as_string (json_array_get_element (list, i), origin, path, &ids[i], error))
        return NULL;
      if (list == NULL)
        ids[i] = json_node_get_string (node);
      if (!tl_tileset_format_is_builtin (ids[i]))
        {
          g_auto(GStrv) known = tl_tileset_format_list_builtin ();
          g_autofree char *names = g_strjoinv (", ", known);

          tl_format_set_error (error, TL_FORMAT_ERROR_UNKNOWN_TILE, origin, path,
                               "unknown tile set \"%s\" (built in: %s)", ids[i], names);
          return NULL;
        }
    }
  set = tl_tileset_format_load_builtin_list (ids, &local_error);
  if (set == NULL)
    tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, "$.tileset",
                         "the built-in tile sets do not load together: %s", local_error->message);
  return set;
}

static gboolean
load_tileset (JsonObject  *root,
              const char  *origin,
              const char  *game,
              TlTileSet  **out,
              gboolean    *is_inline,
              GError     **error)
{
  g_autoptr(TlTileSet) set = NULL;
  JsonNode *node = json_object_get_member (root, "tileset");

  if (node == NULL)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_MISSING, origin, "$.tileset",
                           "missing (expected a built-in tile set id such as "
                           "\"carcassonne-base\", or a tile set object)");
      return FALSE;
    }

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      set = tl_tileset_format_load_json (node, origin, "$.tileset", error);
      if (set == NULL)
        return FALSE;
      *is_inline = TRUE;
    }
  else if (JSON_NODE_HOLDS_ARRAY (node) ||
           (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING))
    {
      set = load_builtin_tilesets (node, origin, error);
      if (set == NULL)
        return FALSE;
      *is_inline = FALSE;
    }
  else
    return tl_json_type_error (node, origin, "$.tileset",
                               "a built-in tile set id, a list of them or a tile set object",
                               error);

  if (strcmp (set->game, game) != 0)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, "$.tileset",
                           "tile set %s is for %s, but the game is %s",
                           set->id, set->game, game);
      return FALSE;
    }
  *out = g_steal_pointer (&set);
  return TRUE;
}

static gboolean
load_expansions (JsonObject  *root,
                 const char  *origin,
                 TlRecord    *record,
                 GError     **error)
{
  JsonArray *list = NULL;

  if (!tl_json_member_array (root, origin, "$", "expansions", FALSE, &list, error))
    return FALSE;
  for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
    {
      g_autofree char *path = g_strdup_printf ("$.expansions[%u]", i);
      const char *name;

      if (!tl_json_as_string (json_array_get_element (list, i), origin, path, &name, error))
        return FALSE;
      if (!name_in (name, expansion_names, G_N_ELEMENTS (expansion_names)))
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, path,
                               "unknown expansion \"%s\" (expected gifts or map-chips)", name);
          return FALSE;
        }
      g_ptr_array_add (record->expansions, g_strdup (name));
    }
  return TRUE;
}

/* Map parts of a record (DESIGN.md §4, rules/maps.md): `map`, `setup.chips`,
 * `setup.face_down`, and the turn members `peek` and `reveal`. */

/* `map`: null, a built-in layout id ("usa-west", "usa-east", "usa-both") or an
 * inline layout object (tl_map_format_load_json()). */
static gboolean
load_map (JsonObject  *root,
          const char  *origin,
          TlRecord    *record,
          GError     **error)
{
  JsonNode *node = json_object_get_member (root, "map");
  g_autoptr(TlMapLayout) layout = NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      layout = tl_map_format_load_json (node, origin, "$.map", error);
      if (layout == NULL)
        return FALSE;
      record->map_inline = TRUE;
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *id = json_node_get_string (node);
      g_autoptr(GError) local_error = NULL;

      if (!tl_map_format_is_builtin (id))
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, "$.map",
                               "unknown map \"%s\" (expected null, \"usa-west\", \"usa-east\", "
                               "\"usa-both\" or a map layout object)", id);
          return FALSE;
        }
      layout = tl_map_format_load_builtin (id, &local_error);
      if (layout == NULL)
        {
          tl_format_set_error (error, local_error->code, origin, "$.map",
                               "the built-in map does not load: %s", local_error->message);
          return FALSE;
        }
      record->map_inline = FALSE;
    }
  else
    return tl_json_type_error (node, origin, "$.map",
                               "null, a built-in map id or a map layout object", error);

  record->map = g_strdup (layout->id);
  record->map_layout = g_steal_pointer (&layout);
  return TRUE;
}

static gboolean
expansion_on (const TlRecord *record,
              const char     *name)
{
  for (guint i = 0; i < record->expansions->len; i++)
    if (strcmp (g_ptr_array_index (record->expansions, i), name) == 0)
      return TRUE;
  return FALSE;
}

/* Refuses a member (@path) of an expansion in a record without it. */
static gboolean
check_expansion_member (const TlRecord  *record,
                        const char      *expansion,
                        const char      *origin,
                        const char      *path,
                        const char      *what,
                        GError         **error)
{
  if (expansion_on (record, expansion))
    return TRUE;
  tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, path,
                       "%s only with the expansion \"%s\" "
                       "(add it to \"expansions\" or remove this member)", what, expansion);
  return FALSE;
}

/* A chip name `<colour>-<value>`: "purple-2", "light-blue-1" … */
static gboolean
parse_chip_name (const char  *name,
                 TlSetupChip *chip)
{
  const char *dash = strrchr (name, '-');
  g_autofree char *color_name = NULL;
  int color;

  if (dash == NULL || (strcmp (dash + 1, "1") != 0 && strcmp (dash + 1, "2") != 0))
    return FALSE;
  color_name = g_strndup (name, dash - name);
  color = tl_map_color_from_name (color_name);
  if (color < 0)
    return FALSE;
  chip->color = color;
  chip->value = dash[1] - '0';
  return TRUE;
}

/* The cell (x, y) of a setup entry at @path. */
static gboolean
load_cell (JsonObject  *obj,
           const char  *origin,
           const char  *path,
           gint        *x,
           gint        *y,
           GError     **error)
{
  gint64 vx, vy;

  if (!tl_json_member_int (obj, origin, path, "x", TRUE, COORD_MIN, COORD_MAX, &vx, error) ||
      !tl_json_member_int (obj, origin, path, "y", TRUE, COORD_MIN, COORD_MAX, &vy, error))
    return FALSE;
  *x = vx;
  *y = vy;
  return TRUE;
}

/* Element @i of the setup array @array at @array_path: an object with the cell
 * "x", "y". @path is set to the element's path (also on failure). */
static gboolean
load_setup_entry (JsonArray   *array,
                  guint        i,
                  const char  *origin,
                  const char  *array_path,
                  char       **path,
                  JsonObject **obj,
                  gint        *x,
                  gint        *y,
                  GError     **error)
{
  *path = tl_json_path_index (array_path, i);
  return tl_json_as_object (json_array_get_element (array, i), origin, *path, obj, error) &&
         load_cell (*obj, origin, *path, x, y, error);
}

/* The required member "tile" (a tile id) of the setup entry @obj at @path. */
static gboolean
load_setup_entry_tile (JsonObject  *obj,
                       TlRecord    *record,
                       const char  *origin,
                       const char  *path,
                       guint       *type,
                       GError     **error)
{
  g_autofree char *tile_path = tl_json_path_member (path, "tile");

  if (json_object_get_member (obj, "tile") == NULL)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_MISSING, origin, tile_path,
                           "missing (expected a tile id)");
      return FALSE;
    }
  return load_tile_id (json_object_get_member (obj, "tile"), record->tileset, origin,
                       tile_path, type, error);
}

/* The optional Map-Chips array `setup.<member>`; *@array is %NULL when it is
 * absent. @what is what the member does, for the error when the game is played
 * without Map-Chips. */
static gboolean
load_setup_map_chips_array (JsonObject  *setup,
                            const char  *origin,
                            TlRecord    *record,
                            const char  *member,
                            const char  *what,
                            JsonArray  **array,
                            GError     **error)
{
  g_autofree char *member_path = tl_json_path_member ("$.setup", member);

  *array = NULL;
  if (!tl_json_member_array (setup, origin, "$.setup", member, FALSE, array, error))
    return FALSE;
  return *array == NULL ||
         check_expansion_member (record, "map-chips", origin, member_path, what, error);
}

/* `setup.chips`: [{"x","y","chip":"purple-2"}], the chips lying face down on the
 * towns (Map-Chips). Whether each lies on a town is for the engine. */
static gboolean
load_setup_chips (JsonObject  *setup,
                  const char  *origin,
                  TlRecord    *record,
                  GError     **error)
{
  JsonArray *chips;

  if (!load_setup_map_chips_array (setup, origin, record, "chips", "chips are dealt", &chips, error))
    return FALSE;
  if (chips == NULL)
    return TRUE;

  record->setup_chips = g_array_new (FALSE, TRUE, sizeof (TlSetupChip));
  for (guint i = 0; i < json_array_get_length (chips); i++)
    {
      g_autofree char *path = NULL;
      JsonObject *obj;
      const char *name;
      TlSetupChip chip = { 0 };

      if (!load_setup_entry (chips, i, origin, "$.setup.chips", &path, &obj, &chip.x, &chip.y,
                             error) ||
          !tl_json_member_string (obj, origin, path, "chip", TRUE, &name, error))
        return FALSE;
      if (!parse_chip_name (name, &chip))
        {
          g_autofree char *chip_path = tl_json_path_member (path, "chip");

          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, chip_path,
                               "unknown chip \"%s\" (expected purple-1, purple-2, orange-1, "
                               "orange-2, light-blue-1 or light-blue-2)", name);
          return FALSE;
        }
      g_array_append_val (record->setup_chips, chip);
    }
  return TRUE;
}

/* `setup.face_down`: [{"x","y","tile"}], the tiles lying face down on the
 * outlined squares (Map-Chips). */
static gboolean
load_setup_face_down (JsonObject  *setup,
                      const char  *origin,
                      TlRecord    *record,
                      GError     **error)
{
  JsonArray *tiles;

  if (!load_setup_map_chips_array (setup, origin, record, "face_down", "tiles are dealt face down",
                                   &tiles, error))
    return FALSE;
  if (tiles == NULL)
    return TRUE;

  record->setup_face_down = g_array_new (FALSE, TRUE, sizeof (TlSetupTile));
  for (guint i = 0; i < json_array_get_length (tiles); i++)
    {
      g_autofree char *path = NULL;
      JsonObject *obj;
      TlSetupTile tile = { 0 };

      if (!load_setup_entry (tiles, i, origin, "$.setup.face_down", &path, &obj, &tile.x, &tile.y,
                             error) ||
          !load_setup_entry_tile (obj, record, origin, path, &tile.type, error))
        return FALSE;
      g_array_append_val (record->setup_face_down, tile);
    }
  return TRUE;
}

static gboolean
load_setup_map_chips (JsonObject  *setup,
                      const char  *origin,
                      TlRecord    *record,
                      GError     **error)
{
  return load_setup_chips (setup, origin, record, error) &&
         load_setup_face_down (setup, origin, record, error);
}

/* The turn members of Map-Chips: `peek` {"x","y"} and `reveal` [{"x","y","r"}]. */
static gboolean
load_turn_map_chips (JsonObject      *obj,
                     const char      *origin,
                     const char      *path,
                     const TlRecord  *record,
                     TlTurnRecord    *turn,
                     GError         **error)
{
  g_autofree char *peek_path = tl_json_path_member (path, "peek");
  g_autofree char *reveal_path = tl_json_path_member (path, "reveal");
  JsonObject *peek = NULL;
  JsonArray *reveal = NULL;

  if (!tl_json_member_object (obj, origin, path, "peek", FALSE, &peek, error) ||
      !tl_json_member_array (obj, origin, path, "reveal", FALSE, &reveal, error))
    return FALSE;
  if (peek != NULL)
    {
      if (!check_expansion_member (record, "map-chips", origin, peek_path,
                                   "a face-down tile can be looked at", error) ||
          !load_cell (peek, origin, peek_path, &turn->peek_x, &turn->peek_y, error))
        return FALSE;
      turn->has_peek = TRUE;
    }
  if (reveal == NULL)
    return TRUE;
  if (!check_expansion_member (record, "map-chips", origin, reveal_path,
                               "face-down tiles are revealed", error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (reveal); i++)
    {
      g_autofree char *p = tl_json_path_index (reveal_path, i);
      JsonObject *item;
      TlRevealRecord entry;
      gboolean removed = FALSE;
      gint64 r = -1;

      if (!tl_json_as_object (json_array_get_element (reveal, i), origin, p, &item, error) ||
          !load_cell (item, origin, p, &entry.x, &entry.y, error) ||
          !tl_json_member_bool (item, origin, p, "removed", FALSE, &removed, error) ||
          !tl_json_member_int (item, origin, p, "r", !removed, 0, 3, &r, error))
        return FALSE;
      if (removed && r >= 0)
        {
          g_autofree char *r_path = tl_json_path_member (p, "r");

          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, r_path,
                               "a removed tile has no rotation (a revealed tile is either "
                               "placed with \"r\" or \"removed\": true)");
          return FALSE;
        }
      entry.r = r;
      if (turn->reveal == NULL)
        turn->reveal = g_array_new (FALSE, FALSE, sizeof (TlRevealRecord));
      g_array_append_val (turn->reveal, entry);
    }
  return TRUE;
}

/* Sets one rule switch by name; unknown switches are ignored (DESIGN.md §3). */
static void
set_option (TlOptions  *options,
            const char *name,
            gboolean    value)
{
  if (strcmp (name, "farmers") == 0)
    options->farmers = value;
  else if (strcmp (name, "small-city-two") == 0)
    options->small_city_two = value;
  else if (strcmp (name, "equal-turns") == 0)
    options->equal_turns = value;
  else if (strcmp (name, "double-tile") == 0)
    options->double_tile = value;
}

static gboolean
is_known_option (const char *name)
{
  return strcmp (name, "farmers") == 0 || strcmp (name, "small-city-two") == 0 ||
         strcmp (name, "equal-turns") == 0 || strcmp (name, "double-tile") == 0;
}

static gboolean
load_options (JsonObject  *root,
              const char  *origin,
              TlRecord    *record,
              GError     **error)
{
  JsonNode *node = json_object_get_member (root, "options");

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *list = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          g_autofree char *path = g_strdup_printf ("$.options[%u]", i);
          const char *name;

          if (!tl_json_as_string (json_array_get_element (list, i), origin, path, &name, error))
            return FALSE;
          if (g_str_has_prefix (name, "no-"))
            set_option (&record->options, name + strlen ("no-"), FALSE);
          else
            set_option (&record->options, name, TRUE);
        }
      return TRUE;
    }

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *obj = json_node_get_object (node);
      g_autoptr(GList) names = json_object_get_members (obj);

      for (GList *l = names; l != NULL; l = l->next)
        {
          const char *name = l->data;
          g_autofree char *path = tl_json_path_member ("$.options", name);
          gboolean value;

          if (strcmp (name, "meeples") == 0)
            {
              gint64 meeples;

              if (!tl_json_member_int (obj, origin, "$.options", name, TRUE, 1, TL_MAX_MEEPLES,
                                       &meeples, error))
                return FALSE;
              record->options.meeples = meeples;
              continue;
            }
          if (!is_known_option (name))
            continue;
          if (!tl_json_as_bool (json_object_get_member (obj, name), origin, path, &value, error))
            return FALSE;
          set_option (&record->options, name, value);
        }
      return TRUE;
    }

  return tl_json_type_error (node, origin, "$.options",
                             "an object of switches or a list of switch names", error);
}

static gboolean
load_players (JsonObject  *root,
              const char  *origin,
              TlRecord    *record,
              GError     **error)
{
  JsonArray *list;
  guint n;

  if (!tl_json_member_array (root, origin, "$", "players", TRUE, &list, error))
    return FALSE;
  n = json_array_get_length (list);
  if (n < 1 || n > TL_MAX_PLAYERS)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, "$.players",
                           "expected 1 to %d players, found %u", TL_MAX_PLAYERS, n);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("$.players[%u]", i);
      JsonObject *obj;
      const char *name = NULL, *color = default_colors[i], *kind_name = "human";
      gint64 level = 1;
      TlPlayerKind kind;

      if (!tl_json_as_object (json_array_get_element (list, i), origin, path, &obj, error) ||
          !tl_json_member_string (obj, origin, path, "name", TRUE, &name, error) ||
          !tl_json_member_string (obj, origin, path, "color", FALSE, &color, error) ||
          !tl_json_member_string (obj, origin, path, "kind", FALSE, &kind_name, error) ||
          !tl_json_member_int (obj, origin, path, "level", FALSE, 0, MAX_LEVEL, &level, error))
        return FALSE;

      if (strcmp (kind_name, "human") == 0)
        kind = TL_PLAYER_HUMAN;
      else if (strcmp (kind_name, "ai") == 0)
        kind = TL_PLAYER_AI;
      else
        {
          g_autofree char *kind_path = tl_json_path_member (path, "kind");

          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, kind_path,
                               "unknown player kind \"%s\" (expected \"human\" or \"ai\")",
                               kind_name);
          return FALSE;
        }
      if (color[0] == '\0')
        {
          g_autofree char *color_path = tl_json_path_member (path, "color");

          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, color_path,
                               "expected a colour such as \"#e01b24\" or \"red\", "
                               "found an empty string");
          return FALSE;
        }
      tl_record_add_player (record, name, color, kind, level);
    }
  return TRUE;
}

/* Whether member @member of @obj (at @path) may be there: it belongs to the
 * variant @variant (discovery.md §1.9) and is refused when @variant_on is FALSE.
 * *@present says whether it is there (and not null). */
static gboolean
check_variant_member (JsonObject  *obj,
                      const char  *origin,
                      const char  *path,
                      const char  *member,
                      gboolean     variant_on,
                      const char  *variant,
                      gboolean    *present,
                      GError     **error)
{
  g_autofree char *member_path = tl_json_path_member (path, member);

  *present = json_object_has_member (obj, member) &&
             !JSON_NODE_HOLDS_NULL (json_object_get_member (obj, member));
  if (!*present || variant_on)
    return TRUE;
  tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, member_path,
                       "\"%s\" belongs to the variant \"%s\" only "
                       "(add it to \"options\" or remove \"%s\")", member, variant, member);
  return FALSE;
}

/* `setup.aside`: the tiles set aside face up by the equal-turns variant
 * (discovery.md §1.9). How many there must be is for the engine. */
static gboolean
load_setup_aside (JsonObject  *setup,
                  const char  *origin,
                  TlRecord    *record,
                  GError     **error)
{
  gboolean present;

  if (!check_variant_member (setup, origin, "$.setup", "aside", record->options.equal_turns,
                             "equal-turns", &present, error))
    return FALSE;
  if (!present)
    return TRUE;
  if (!load_tile_list (setup, origin, "$.setup", "aside", record->tileset, &record->setup_aside,
                       error))
    return FALSE;
  if (record->setup_aside == NULL)   /* an empty list names no tile, but is a list */
    record->setup_aside = g_array_new (FALSE, FALSE, sizeof (guint));
  return TRUE;
}

/* `setup.hands`: the tiles each seat is dealt in the double-tile variant, one
 * list of (at most) two tile ids per seat, in seat order (docs/record-format.md).
 * How many there must be is for the engine. */
static gboolean
load_setup_hands (JsonObject  *setup,
                  const char  *origin,
                  TlRecord    *record,
                  GError     **error)
{
  JsonArray *hands;
  gboolean present;

  if (!check_variant_member (setup, origin, "$.setup", "hands", record->options.double_tile,
                             "double-tile", &present, error))
    return FALSE;
  if (!present)
    return TRUE;
  if (!tl_json_member_array (setup, origin, "$.setup", "hands", TRUE, &hands, error))
    return FALSE;
  record->setup_hands = g_array_new (FALSE, TRUE, sizeof (TlSetupHand));
  for (guint i = 0; i < json_array_get_length (hands); i++)
    {
      g_autofree char *hand_path = tl_json_path_index ("$.setup.hands", i);
      JsonArray *tiles;
      TlSetupHand hand = { 0 };

      if (!tl_json_as_array (json_array_get_element (hands, i), origin, hand_path, &tiles, error))
        return FALSE;
      if (json_array_get_length (tiles) > TL_HAND_SIZE)
        {
          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, hand_path,
                               "a hand holds at most %d tiles, found %u", TL_HAND_SIZE,
                               json_array_get_length (tiles));
          return FALSE;
        }
      for (guint k = 0; k < json_array_get_length (tiles); k++)
        {
          g_autofree char *tile_path = tl_json_path_index (hand_path, k);

          if (!load_tile_id (json_array_get_element (tiles, k), record->tileset, origin,
                             tile_path, &hand.tiles[k], error))
            return FALSE;
          hand.n++;
        }
      g_array_append_val (record->setup_hands, hand);
    }
  return TRUE;
}

static gboolean
load_setup (JsonObject  *root,
            const char  *origin,
            TlRecord    *record,
            GError     **error)
{
  JsonObject *setup = NULL;
  JsonArray *start = NULL;

  if (!tl_json_member_object (root, origin, "$", "setup", FALSE, &setup, error))
    return FALSE;
  if (setup == NULL)
    return TRUE;
  if (!load_setup_aside (setup, origin, record, error) ||
      !load_setup_hands (setup, origin, record, error) ||
      !load_setup_map_chips (setup, origin, record, error))
    return FALSE;
  if (!tl_json_member_array (setup, origin, "$.setup", "start", FALSE, &start, error))
    return FALSE;
  if (start == NULL)
    return TRUE;

  record->setup_start = g_array_new (FALSE, TRUE, sizeof (TlSetupTile));
  for (guint i = 0; i < json_array_get_length (start); i++)
    {
      g_autofree char *path = NULL;
      JsonObject *obj;
      gint64 r = 0;
      TlSetupTile tile;

      if (!load_setup_entry (start, i, origin, "$.setup.start", &path, &obj, &tile.x, &tile.y,
                             error) ||
          !load_setup_entry_tile (obj, record, origin, path, &tile.type, error) ||
          !tl_json_member_int (obj, origin, path, "r", FALSE, 0, 3, &r, error))
        return FALSE;
      tile.r = r;
      g_array_append_val (record->setup_start, tile);
    }
  return TRUE;
}

/* A port name (`"N"`, …, `"C"`) at member "port" of @obj. */
static gboolean
load_port (JsonObject  *obj,
           const char  *origin,
           const char  *path,
           guint       *out,
           GError     **error)
{
  g_autofree char *port_path = tl_json_path_member (path, "port");
  const char *name;
  int port;

  if (!tl_json_member_string (obj, origin, path, "port", TRUE, &name, error))
    return FALSE;
  port = tl_port_from_name (name);
  if (port < 0)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, port_path,
                           "unknown port \"%s\" (expected one of NNW, N, NNE, ENE, E, "
                           "ESE, SSE, S, SSW, WSW, W, WNW, C, F)", name);
      return FALSE;
    }
  *out = port;
  return TRUE;
}

/* `recall` (The Discovery): {"x","y","port"} of a follower of the player. */
static gboolean
load_recall (JsonObject    *obj,
             const char    *origin,
             const char    *path,
             TlTurnRecord  *turn,
             GError       **error)
{
  g_autofree char *recall_path = tl_json_path_member (path, "recall");
  JsonObject *recall = NULL;
  gint64 x, y;

  if (!tl_json_member_object (obj, origin, path, "recall", FALSE, &recall, error))
    return FALSE;
  if (recall == NULL)
    return TRUE;
  if (!tl_json_member_int (recall, origin, recall_path, "x", TRUE, COORD_MIN, COORD_MAX, &x, error) ||
      !tl_json_member_int (recall, origin, recall_path, "y", TRUE, COORD_MIN, COORD_MAX, &y, error) ||
      !load_port (recall, origin, recall_path, &turn->recall_port, error))
    return FALSE;
  turn->has_recall = TRUE;
  turn->recall_x = x;
  turn->recall_y = y;
  return TRUE;
}

/* A segment on the board, `{"x","y","port"}` (all three required), at member
 * @name of @obj (DESIGN.md §4). */
static gboolean
load_position (JsonObject  *obj,
               const char  *origin,
               const char  *path,
               const char  *name,
               TlPosition  *out,
               GError     **error)
{
  g_autofree char *pos_path = tl_json_path_member (path, name);
  JsonObject *pos = NULL;
  gint64 x, y;

  if (!tl_json_member_object (obj, origin, path, name, TRUE, &pos, error) ||
      !tl_json_member_int (pos, origin, pos_path, "x", TRUE, COORD_MIN, COORD_MAX, &x, error) ||
      !tl_json_member_int (pos, origin, pos_path, "y", TRUE, COORD_MIN, COORD_MAX, &y, error) ||
      !load_port (pos, origin, pos_path, &out->port, error))
    return FALSE;
  out->x = x;
  out->y = y;
  return TRUE;
}

/* A gift card name at member @name of @obj; absent or null leaves @out alone. */
static gboolean
load_gift_card (JsonObject  *obj,
                const char  *origin,
                const char  *path,
                const char  *name,
                gboolean     required,
                gint        *out,
                GError     **error)
{
  const char *card_name = NULL;
  int card;

  if (!tl_json_member_string (obj, origin, path, name, required, &card_name, error))
    return FALSE;
  if (card_name == NULL)
    return TRUE;
  card = tl_gift_card_from_name (card_name);
  if (card < 0)
    {
      g_autofree char *card_path = tl_json_path_member (path, name);

      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, card_path,
                           "unknown gift card \"%s\" (expected synod, road-sweeper, "
                           "cash-out, change-position or take-2)", card_name);
      return FALSE;
    }
  *out = card;
  return TRUE;
}

/* Which members of `gift` a card uses (DESIGN.md §4): `at` for every card but
 * Take 2, `to` for Change Position, `second`, `discard` and `keep` for Take 2. */
static gboolean
gift_card_uses (TlGiftCard  card,
                const char *member)
{
  if (strcmp (member, "at") == 0)
    return card != TL_GIFT_TAKE_2;
  if (strcmp (member, "to") == 0)
    return card == TL_GIFT_CHANGE_POSITION;
  return card == TL_GIFT_TAKE_2;
}

/* `gift` (The Gifts): the card opened before placing and what it acts on. */
static gboolean
load_gift (JsonObject      *obj,
           const char      *origin,
           const char      *path,
           const TlRecord  *record,
           TlTurnRecord    *turn,
           GError         **error)
{
  static const char * const members[] = { "at", "to", "second", "discard", "keep" };
  g_autofree char *gift_path = tl_json_path_member (path, "gift");
  JsonObject *gift = NULL;
  TlGiftRecord *g = &turn->gift;
  gint card = -1;

  if (!tl_json_member_object (obj, origin, path, "gift", FALSE, &gift, error))
    return FALSE;
  if (gift == NULL)
    return TRUE;
  if (!check_expansion_member (record, "gifts", origin, gift_path, "gifts are opened", error))
    return FALSE;
  if (!load_gift_card (gift, origin, gift_path, "card", TRUE, &card, error))
    return FALSE;
  g->card = card;

  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    {
      JsonNode *member = json_object_get_member (gift, members[i]);

      if (member != NULL && !JSON_NODE_HOLDS_NULL (member) &&
          !gift_card_uses (g->card, members[i]))
        {
          g_autofree char *member_path = tl_json_path_member (gift_path, members[i]);

          tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, member_path,
                               "a %s gift has no \"%s\" (%s)", tl_gift_card_name (g->card),
                               members[i],
                               strcmp (members[i], "at") == 0 ? "take-2 needs no target"
                               : strcmp (members[i], "to") == 0 ? "only change-position has one"
                               : "only take-2 has one");
          return FALSE;
        }
    }

  if (json_object_has_member (gift, "at") &&
      !JSON_NODE_HOLDS_NULL (json_object_get_member (gift, "at")))
    {
      if (!load_position (gift, origin, gift_path, "at", &g->at, error))
        return FALSE;
      g->has_at = TRUE;
    }
  if (json_object_has_member (gift, "to") &&
      !JSON_NODE_HOLDS_NULL (json_object_get_member (gift, "to")))
    {
      if (!load_position (gift, origin, gift_path, "to", &g->to, error))
        return FALSE;
      g->has_to = TRUE;
    }
  if (!load_optional_tile (gift, origin, gift_path, "second", record->tileset, &g->second, error) ||
      !load_optional_tile (gift, origin, gift_path, "keep", record->tileset, &g->keep, error) ||
      !load_tile_list (gift, origin, gift_path, "discard", record->tileset, &g->discard, error))
    return FALSE;
  turn->has_gift = TRUE;
  return TRUE;
}

/* The members of a turn that The Gifts and the double-tile variant add:
 * `play` (the held tile placed), `gift` and `received` (DESIGN.md §4). */
static gboolean
load_turn_hand_and_gifts (JsonObject      *obj,
                          const char      *origin,
                          const char      *path,
                          const TlRecord  *record,
                          TlTurnRecord    *turn,
                          GError         **error)
{
  gboolean double_tile = record->options.double_tile, present;

  if (!check_variant_member (obj, origin, path, "play", double_tile, "double-tile", &present,
                             error) ||
      !check_variant_member (obj, origin, path, "replace", double_tile, "double-tile", &present,
                             error) ||
      !load_optional_tile (obj, origin, path, "play", record->tileset, &turn->play, error) ||
      !load_tile_list (obj, origin, path, "replace", record->tileset, &turn->replace, error) ||
      !load_gift (obj, origin, path, record, turn, error) ||
      !load_gift_card (obj, origin, path, "received", FALSE, &turn->received, error))
    return FALSE;
  if (turn->received >= 0)
    {
      g_autofree char *received_path = tl_json_path_member (path, "received");

      return check_expansion_member (record, "gifts", origin, received_path,
                                     "gifts are received", error);
    }
  return TRUE;
}

static gboolean
load_turn (JsonNode      *node,
           const char    *origin,
           const char    *path,
           const TlRecord *record,
           TlTurnRecord  *turn,
           GError       **error)
{
  JsonObject *obj, *place = NULL, *meeple = NULL;

  if (!tl_json_as_object (node, origin, path, &obj, error))
    return FALSE;

  if (!load_optional_tile (obj, origin, path, "draw", record->tileset, &turn->draw, error) ||
      !load_tile_list (obj, origin, path, "discard", record->tileset, &turn->discard, error))
    return FALSE;

  if (!tl_json_member_object (obj, origin, path, "place", FALSE, &place, error))
    return FALSE;
  if (place != NULL)
    {
      g_autofree char *place_path = tl_json_path_member (path, "place");
      gint64 x, y, r;

      if (!tl_json_member_int (place, origin, place_path, "x", TRUE, COORD_MIN, COORD_MAX, &x, error) ||
          !tl_json_member_int (place, origin, place_path, "y", TRUE, COORD_MIN, COORD_MAX, &y, error) ||
          !tl_json_member_int (place, origin, place_path, "r", TRUE, 0, 3, &r, error))
        return FALSE;
      turn->has_place = TRUE;
      turn->x = x;
      turn->y = y;
      turn->r = r;
    }

  if (!tl_json_member_object (obj, origin, path, "meeple", FALSE, &meeple, error))
    return FALSE;
  if (meeple != NULL)
    {
      g_autofree char *meeple_path = tl_json_path_member (path, "meeple");
      gboolean has_x = json_object_has_member (meeple, "x");
      gboolean has_y = json_object_has_member (meeple, "y");

      if (!load_port (meeple, origin, meeple_path, &turn->meeple_port, error))
        return FALSE;
      turn->has_meeple = TRUE;

      if (has_x || has_y)
        {
          gint64 x, y;

          if (!tl_json_member_int (meeple, origin, meeple_path, "x", TRUE, COORD_MIN, COORD_MAX, &x, error) ||
              !tl_json_member_int (meeple, origin, meeple_path, "y", TRUE, COORD_MIN, COORD_MAX, &y, error))
            return FALSE;
          turn->meeple_has_xy = TRUE;
          turn->meeple_x = x;
          turn->meeple_y = y;
        }
    }
  return load_turn_map_chips (obj, origin, path, record, turn, error) &&
         load_recall (obj, origin, path, turn, error) &&
         load_turn_hand_and_gifts (obj, origin, path, record, turn, error) &&
         tl_json_member_bool (obj, origin, path, "hint", FALSE, &turn->hinted, error);
}

/* `id`: optional; a UUID string (RFC 4122 text form), kept in lower case. */
static gboolean
load_id (JsonObject  *root,
         const char  *origin,
         TlRecord    *record,
         GError     **error)
{
  const char *id = NULL;

  if (!tl_json_member_string (root, origin, "$", "id", FALSE, &id, error))
    return FALSE;
  if (id == NULL)
    return TRUE;
  if (!g_uuid_string_is_valid (id))
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, "$.id",
                           "\"%s\" is not a UUID (expected 36 characters such as "
                           "\"0f8fad5b-d9cb-469f-a165-70867728950e\")", id);
      return FALSE;
    }
  record->id = g_ascii_strdown (id, -1);
  return TRUE;
}

static gboolean
load_turns (JsonObject  *root,
            const char  *origin,
            TlRecord    *record,
            GError     **error)
{
  JsonArray *list;

  if (!tl_json_member_array (root, origin, "$", "turns", TRUE, &list, error))
    return FALSE;
  /* every turn takes at least one tile from the stack (to place or discard) */
  if (json_array_get_length (list) > record->tileset->total_tiles)
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, "$.turns",
                           "%u turns, but the tile set has %u tiles (every turn takes at "
                           "least one)", json_array_get_length (list),
                           record->tileset->total_tiles);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *path = g_strdup_printf ("$.turns[%u]", i);
      TlTurnRecord turn;

      tl_turn_record_init (&turn);
      if (!load_turn (json_array_get_element (list, i), origin, path, record, &turn, error))
        {
          tl_turn_record_clear (&turn);
          return FALSE;
        }
      tl_record_add_turn (record, &turn);
    }
  return TRUE;
}

/* A version-1 record (Tilelands 0.1.0) loads where it means the same game under
 * the rules of version 2 (docs/record-format.md). A double-tile game does not:
 * 0.1.0 dealt one tile per hand and drew the second at the start of the turn. */
static gboolean
check_version_1 (const TlRecord  *record,
                 const char      *origin,
                 GError         **error)
{
  if (record->version != 1 || !record->options.double_tile ||
      strcmp (record->game, "discovery") != 0)   /* the engine refuses the variant elsewhere */
    return TRUE;
  tl_format_set_error (error, TL_FORMAT_ERROR_VERSION, origin, "$.options.double-tile",
                       "a double-tile game of version 1 (Tilelands 0.1.0) cannot be loaded: "
                       "0.1.0 dealt each player one hidden tile and drew the second at the "
                       "start of the turn, but the rules give each player two tiles to hold "
                       "between turns, so its turns mean another game now");
  return FALSE;
}

TlRecord *
tl_record_format_load_data (const char  *data,
                            gssize       length,
                            const char  *origin,
                            GError     **error)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(TlTileSet) set = NULL;
  g_autoptr(TlRecord) record = NULL;
  JsonObject *root;
  const char *game;
  gboolean is_inline = FALSE;
  gint64 seed, version;

  g_return_val_if_fail (origin != NULL, NULL);

  node = tl_json_parse_full (data, length, "seed", "a Tilelands game file", origin, error);
  if (node == NULL ||
      !tl_json_as_object (node, origin, "$", &root, error) ||
      !tl_json_check_header (root, origin, "$", TRUE, RECORD_FORMAT,
                             TL_RECORD_FORMAT_VERSION, error) ||
      !tl_json_member_int (root, origin, "$", "version", TRUE, 1, TL_RECORD_FORMAT_VERSION,
                           &version, error) ||
      !tl_json_member_string (root, origin, "$", "game", TRUE, &game, error))
    return NULL;

  if (!name_in (game, game_names, G_N_ELEMENTS (game_names)))
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, "$.game",
                           "unknown game \"%s\" (expected carcassonne or discovery)", game);
      return NULL;
    }

  if (!load_tileset (root, origin, game, &set, &is_inline, error))
    return NULL;
  record = tl_record_new (game, set);
  record->tileset_inline = is_inline;

  record->version = version;
  if (!load_id (root, origin, record, error) ||
      !load_expansions (root, origin, record, error) ||
      !load_map (root, origin, record, error) ||
      !load_options (root, origin, record, error) ||
      !check_version_1 (record, origin, error) ||
      !load_players (root, origin, record, error) ||
      !tl_json_member_int (root, origin, "$", "seed", TRUE, G_MININT64, G_MAXINT64, &seed, error) ||
      !load_setup (root, origin, record, error) ||
      !load_turns (root, origin, record, error))
    return NULL;
  record->seed = seed;

  return g_steal_pointer (&record);
}

TlRecord *
tl_record_format_load_file (const char  *path,
                            GError     **error)
{
  g_return_val_if_fail (path != NULL, NULL);

  return tl_json_load_file (path, (TlJsonLoadDataFunc) tl_record_format_load_data, error);
}

/* Writing. */

static void
add_tile_id (JsonBuilder     *builder,
             const TlTileSet *set,
             guint            type)
{
  json_builder_add_string_value (builder, tl_tile_set_type (set, type)->id);
}

static void
add_int_member (JsonBuilder *builder,
                const char  *name,
                gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

/* Member @name: the tile ids of @types (of guint), when there is at least one. */
static void
add_tile_list (JsonBuilder     *builder,
               const TlTileSet *set,
               const char      *name,
               const GArray    *types)
{
  if (types == NULL || types->len == 0)
    return;
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < types->len; i++)
    add_tile_id (builder, set, g_array_index (types, guint, i));
  json_builder_end_array (builder);
}

static void
add_position (JsonBuilder      *builder,
              const char       *name,
              const TlPosition *pos)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  add_int_member (builder, "x", pos->x);
  add_int_member (builder, "y", pos->y);
  json_builder_set_member_name (builder, "port");
  json_builder_add_string_value (builder, tl_port_name (pos->port));
  json_builder_end_object (builder);
}

/* `gift`: the card and only the members it uses (see gift_card_uses()). */
static void
add_gift (JsonBuilder        *builder,
          const TlTileSet    *set,
          const TlGiftRecord *gift)
{
  json_builder_set_member_name (builder, "gift");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "card");
  json_builder_add_string_value (builder, tl_gift_card_name (gift->card));
  if (gift->has_at && gift_card_uses (gift->card, "at"))
    add_position (builder, "at", &gift->at);
  if (gift->has_to && gift_card_uses (gift->card, "to"))
    add_position (builder, "to", &gift->to);
  if (gift->card == TL_GIFT_TAKE_2)
    {
      add_tile_list (builder, set, "discard", gift->discard);
      if (gift->second >= 0)
        {
          json_builder_set_member_name (builder, "second");
          add_tile_id (builder, set, gift->second);
        }
      if (gift->keep >= 0)
        {
          json_builder_set_member_name (builder, "keep");
          add_tile_id (builder, set, gift->keep);
        }
    }
  json_builder_end_object (builder);
}

/* What a turn does before placing besides drawing: `play` (double tile: the
 * held tile placed) and `gift` (a gift opened). */
static void
add_turn_play_and_gift (JsonBuilder        *builder,
                        const TlTileSet    *set,
                        const TlTurnRecord *turn)
{
  if (turn->play >= 0)
    {
      json_builder_set_member_name (builder, "play");
      add_tile_id (builder, set, turn->play);
    }
  if (turn->has_gift)
    add_gift (builder, set, &turn->gift);
}

/* `received`: the gift card the turn's placement earned (The Gifts). */
static void
add_turn_received (JsonBuilder        *builder,
                   const TlTurnRecord *turn)
{
  if (turn->received >= 0)
    {
      json_builder_set_member_name (builder, "received");
      json_builder_add_string_value (builder, tl_gift_card_name (turn->received));
    }
}

/* `map`: the id of a built-in layout, the layout itself when it was inline (or
 * is not built in), or null. */
static void
add_map (JsonBuilder    *builder,
         const TlRecord *record)
{
  json_builder_set_member_name (builder, "map");
  if (record->map_layout != NULL &&
      (record->map_inline || !tl_map_format_is_builtin (record->map)))
    json_builder_add_value (builder, tl_map_format_to_json (record->map_layout));
  else if (record->map != NULL)
    json_builder_add_string_value (builder, record->map);
  else if (record->map_layout != NULL)
    json_builder_add_string_value (builder, record->map_layout->id);
  else
    json_builder_add_null_value (builder);
}

static void
add_cell (JsonBuilder *builder,
          gint         x,
          gint         y)
{
  add_int_member (builder, "x", x);
  add_int_member (builder, "y", y);
}

/* `setup.chips` and `setup.face_down` (Map-Chips), those the record has. */
static void
add_setup_map_chips (JsonBuilder    *builder,
                     const TlRecord *record)
{
  if (record->setup_chips != NULL)
    {
      json_builder_set_member_name (builder, "chips");
      json_builder_begin_array (builder);
      for (guint i = 0; i < record->setup_chips->len; i++)
        {
          const TlSetupChip *chip = &g_array_index (record->setup_chips, TlSetupChip, i);
          g_autofree char *name = g_strdup_printf ("%s-%u", tl_map_color_name (chip->color),
                                                   chip->value);

          json_builder_begin_object (builder);
          add_cell (builder, chip->x, chip->y);
          json_builder_set_member_name (builder, "chip");
          json_builder_add_string_value (builder, name);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  if (record->setup_face_down != NULL)
    {
      json_builder_set_member_name (builder, "face_down");
      json_builder_begin_array (builder);
      for (guint i = 0; i < record->setup_face_down->len; i++)
        {
          const TlSetupTile *tile = &g_array_index (record->setup_face_down, TlSetupTile, i);

          json_builder_begin_object (builder);
          add_cell (builder, tile->x, tile->y);
          json_builder_set_member_name (builder, "tile");
          add_tile_id (builder, record->tileset, tile->type);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
}

/* The turn members `peek` and `reveal` (Map-Chips). */
static void
add_turn_map_chips (JsonBuilder        *builder,
                    const TlTurnRecord *turn)
{
  if (turn->has_peek)
    {
      json_builder_set_member_name (builder, "peek");
      json_builder_begin_object (builder);
      add_cell (builder, turn->peek_x, turn->peek_y);
      json_builder_end_object (builder);
    }
  if (turn->reveal != NULL && turn->reveal->len > 0)
    {
      json_builder_set_member_name (builder, "reveal");
      json_builder_begin_array (builder);
      for (guint i = 0; i < turn->reveal->len; i++)
        {
          const TlRevealRecord *p = &g_array_index (turn->reveal, TlRevealRecord, i);

          json_builder_begin_object (builder);
          add_cell (builder, p->x, p->y);
          if (p->r >= 0)
            add_int_member (builder, "r", p->r);
          else
            {
              json_builder_set_member_name (builder, "removed");
              json_builder_add_boolean_value (builder, TRUE);
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
}

static void
add_turn (JsonBuilder        *builder,
          const TlTileSet    *set,
          const TlTurnRecord *turn)
{
  json_builder_begin_object (builder);
  if (turn->draw >= 0)
    {
      json_builder_set_member_name (builder, "draw");
      add_tile_id (builder, set, turn->draw);
    }
  add_tile_list (builder, set, "discard", turn->discard);
  add_tile_list (builder, set, "replace", turn->replace);
  add_turn_play_and_gift (builder, set, turn);
  if (turn->has_place)
    {
      json_builder_set_member_name (builder, "place");
      json_builder_begin_object (builder);
      add_int_member (builder, "x", turn->x);
      add_int_member (builder, "y", turn->y);
      add_int_member (builder, "r", turn->r);
      json_builder_end_object (builder);
    }
  if (turn->has_meeple)
    {
      json_builder_set_member_name (builder, "meeple");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "port");
      json_builder_add_string_value (builder, tl_port_name (turn->meeple_port));
      if (turn->meeple_has_xy)
        {
          add_int_member (builder, "x", turn->meeple_x);
          add_int_member (builder, "y", turn->meeple_y);
        }
      json_builder_end_object (builder);
    }
  if (turn->has_recall)
    {
      json_builder_set_member_name (builder, "recall");
      json_builder_begin_object (builder);
      add_int_member (builder, "x", turn->recall_x);
      add_int_member (builder, "y", turn->recall_y);
      json_builder_set_member_name (builder, "port");
      json_builder_add_string_value (builder, tl_port_name (turn->recall_port));
      json_builder_end_object (builder);
    }
  add_turn_map_chips (builder, turn);
  if (turn->hinted)
    {
      json_builder_set_member_name (builder, "hint");
      json_builder_add_boolean_value (builder, TRUE);
    }
  add_turn_received (builder, turn);
  json_builder_end_object (builder);
}

/* `options`: the switches of the record's game (and any other that is on). */
static void
add_options (JsonBuilder    *builder,
             const TlRecord *record)
{
  gboolean discovery = g_strcmp0 (record->game, "discovery") == 0;

  json_builder_begin_object (builder);
  if (!discovery || !record->options.farmers || record->options.small_city_two)
    {
      json_builder_set_member_name (builder, "farmers");
      json_builder_add_boolean_value (builder, record->options.farmers);
      json_builder_set_member_name (builder, "small-city-two");
      json_builder_add_boolean_value (builder, record->options.small_city_two);
    }
  if (discovery || record->options.equal_turns)
    {
      json_builder_set_member_name (builder, "equal-turns");
      json_builder_add_boolean_value (builder, record->options.equal_turns);
    }
  if (discovery || record->options.double_tile)
    {
      json_builder_set_member_name (builder, "double-tile");
      json_builder_add_boolean_value (builder, record->options.double_tile);
    }
  if (record->options.meeples > 0)
    add_int_member (builder, "meeples", record->options.meeples);
  json_builder_end_object (builder);
}

JsonNode *
tl_record_format_options_to_json (const TlRecord *record)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (record != NULL, NULL);

  add_options (builder, record);
  return json_builder_get_root (builder);
}

/* `setup`: the start tiles and the tiles set aside, those the record has. */
/* `setup.hands`: the tiles each seat was dealt (double tile), a list per seat. */
static void
add_setup_hands (JsonBuilder    *builder,
                 const TlRecord *record)
{
  if (record->setup_hands == NULL)
    return;
  json_builder_set_member_name (builder, "hands");
  json_builder_begin_array (builder);
  for (guint i = 0; i < record->setup_hands->len; i++)
    {
      const TlSetupHand *hand = &g_array_index (record->setup_hands, TlSetupHand, i);

      json_builder_begin_array (builder);
      for (guint k = 0; k < hand->n; k++)
        add_tile_id (builder, record->tileset, hand->tiles[k]);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

static void
add_setup (JsonBuilder    *builder,
           const TlRecord *record)
{
  const TlTileSet *set = record->tileset;

  json_builder_begin_object (builder);
  if (record->setup_start != NULL)
    {
      json_builder_set_member_name (builder, "start");
      json_builder_begin_array (builder);
      for (guint i = 0; i < record->setup_start->len; i++)
        {
          const TlSetupTile *tile = &g_array_index (record->setup_start, TlSetupTile, i);

          json_builder_begin_object (builder);
          add_int_member (builder, "x", tile->x);
          add_int_member (builder, "y", tile->y);
          json_builder_set_member_name (builder, "tile");
          add_tile_id (builder, set, tile->type);
          add_int_member (builder, "r", tile->r);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  if (record->setup_aside != NULL)
    {
      /* an empty list too: equal turns that set nothing aside */
      json_builder_set_member_name (builder, "aside");
      json_builder_begin_array (builder);
      for (guint i = 0; i < record->setup_aside->len; i++)
        add_tile_id (builder, set, g_array_index (record->setup_aside, guint, i));
      json_builder_end_array (builder);
    }
  add_setup_hands (builder, record);
  add_setup_map_chips (builder, record);
  json_builder_end_object (builder);
}

JsonNode *
tl_record_format_to_json (const TlRecord *record)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const TlTileSet *set;

  g_return_val_if_fail (record != NULL && record->tileset != NULL, NULL);
  set = record->tileset;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, RECORD_FORMAT);
  add_int_member (builder, "version", TL_RECORD_FORMAT_VERSION);
  if (record->id != NULL)
    {
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, record->id);
    }
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, record->game);

  json_builder_set_member_name (builder, "tileset");
  if (!record->tileset_inline && set->parts != NULL)
    {
      json_builder_begin_array (builder);
      for (guint i = 0; set->parts[i] != NULL; i++)
        json_builder_add_string_value (builder, set->parts[i]);
      json_builder_end_array (builder);
    }
  else if (!record->tileset_inline && tl_tileset_format_is_builtin (set->id))
    json_builder_add_string_value (builder, set->id);
  else
    json_builder_add_value (builder, tl_tileset_format_to_json (set));

  json_builder_set_member_name (builder, "expansions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < record->expansions->len; i++)
    json_builder_add_string_value (builder, g_ptr_array_index (record->expansions, i));
  json_builder_end_array (builder);

  add_map (builder, record);

  json_builder_set_member_name (builder, "options");
  add_options (builder, record);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < record->players->len; i++)
    {
      const TlPlayerInfo *player = &g_array_index (record->players, TlPlayerInfo, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, player->name != NULL ? player->name : "");
      json_builder_set_member_name (builder, "color");
      json_builder_add_string_value (builder, player->color != NULL ? player->color
                                              : default_colors[i % TL_MAX_PLAYERS]);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, player->kind == TL_PLAYER_AI ? "ai" : "human");
      if (player->kind == TL_PLAYER_AI)
        add_int_member (builder, "level", player->level);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  add_int_member (builder, "seed", record->seed);

  if (record->setup_start != NULL || record->setup_aside != NULL ||
      record->setup_hands != NULL || record->setup_chips != NULL ||
      record->setup_face_down != NULL)
    {
      json_builder_set_member_name (builder, "setup");
      add_setup (builder, record);
    }

  json_builder_set_member_name (builder, "turns");
  json_builder_begin_array (builder);
  for (guint i = 0; i < record->turns->len; i++)
    add_turn (builder, set, &g_array_index (record->turns, TlTurnRecord, i));
  json_builder_end_array (builder);

  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

char *
tl_record_format_to_data (const TlRecord *record,
                          gsize          *length)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (record != NULL, NULL);

  root = tl_record_format_to_json (record);
  return tl_json_to_text (root, length);
}

gboolean
tl_record_format_save_file (const TlRecord  *record,
                            const char      *path,
                            GError         **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (record != NULL && path != NULL, FALSE);

  data = tl_record_format_to_data (record, &length);
  return tl_format_write_file (path, data, length, error);
}
