/* tl-record-format.c — game records as JSON (docs/design.md §4): the core
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What every record has: the header, the players, the options' common members,
 * the start tiles and each turn's draw, discard, placement, follower and hint.
 * Each game and expansion adds its members through its #TlRecordHooks
 * (tl-record-format-private.h); this file names none of them.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-record-format.h"
#include "tl-record-format-private.h"
#include "tl-format-json.h"
#include "tl-format-file.h"
#include "tl-tileset-format.h"

#include <string.h>

#define RECORD_FORMAT "tilelands-game"
#define MAX_LEVEL TL_RECORD_MAX_LEVEL

static const char * const default_colors[TL_MAX_PLAYERS] = {
  "red", "blue", "green", "yellow", "black",
};

/* A player's colour as the renderer draws it (tl_render_parse_color()): one
 * of the default colours' names, in any case, or "#rgb" / "#rrggbb". */
gboolean
tl_record_format_color_is_known (const char *color)
{
  gsize len = strlen (color);

  for (guint i = 0; i < G_N_ELEMENTS (default_colors); i++)
    if (g_ascii_strcasecmp (color, default_colors[i]) == 0)
      return TRUE;
  if (color[0] != '#' || (len != 4 && len != 7))
    return FALSE;
  return strspn (color + 1, "0123456789abcdefABCDEF") == len - 1;
}

static gint
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The games (or the expansions) the modules read, in alphabetical order, for
 * messages: "a, b or c". */
static char *
module_names (gboolean games)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < _tl_record_n_modules; i++)
    {
      const char *name = games ? _tl_record_modules[i]->game : _tl_record_modules[i]->expansion;

      if (name != NULL)
        g_ptr_array_add (names, (gpointer) name);
    }
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      if (i > 0)
        g_string_append (text, i + 1 == names->len ? " or " : ", ");
      g_string_append (text, g_ptr_array_index (names, i));
    }
  return g_string_free (text, FALSE);
}

/* Whether a module reads the game or expansion @name. */
static gboolean
module_knows (const char *name,
              gboolean    games)
{
  for (guint i = 0; i < _tl_record_n_modules; i++)
    if (g_strcmp0 (games ? _tl_record_modules[i]->game : _tl_record_modules[i]->expansion,
                   name) == 0)
      return TRUE;
  return FALSE;
}

/* Reading. */

/* `tileset` as a built-in id or a list of them (docs/design.md §4). */
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
      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, "$.tileset",
                                 _("the list of tile sets is empty"),
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

          g_autofree char *words = NULL;

          /* Translators: "%s" is the identifier of a tile set, as written in the file */
          words = g_strdup_printf (_("no tile set “%s” comes with this Tilelands"), ids[i]);
          tl_format_set_error_words (error, TL_FORMAT_ERROR_UNKNOWN_TILE, origin, path, words,
                                     "unknown tile set \"%s\" (built in: %s)", ids[i], names);
          return NULL;
        }
    }
  set = tl_tileset_format_load_builtin_list (ids, &local_error);
  if (set == NULL)
    /* Translators: "%s" says why */
    tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, "$.tileset",
                         N_("the built-in tile sets do not load together: %s"), local_error->message);
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
      tl_format_set_error_words (error, TL_FORMAT_ERROR_MISSING, origin, "$.tileset",
                                 _("missing: the file does not say which tiles the game is played with"),
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
                               _("the name of a built-in tile set, a list of them or a tile set"),
                               error);

  if (strcmp (set->game, game) != 0)
    {
      g_autofree char *words = NULL;

      /* Translators: "%s" is the name of a tile set */
      words = g_strdup_printf (_("the tile set “%s” is for another game"),
                               tl_tileset_format_shown_name (set));
      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, "$.tileset", words,
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
      if (!module_knows (name, FALSE))
        {
          g_autofree char *names = module_names (FALSE);

          g_autofree char *words = NULL;

          /* Translators: "%s" is the name of an expansion, as written in the file */
          words = g_strdup_printf (_("“%s” is not an expansion this Tilelands knows"), name);
          tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, path, words,
                                     "unknown expansion \"%s\" (expected %s)", name, names);
          return FALSE;
        }
      g_ptr_array_add (record->expansions, g_strdup (name));
    }
  return TRUE;
}

/* The rule switch @name of a module, or NULL: unknown switches are ignored
 * (docs/design.md §3). */
static const TlRecordSwitch *
find_switch (const char *name)
{
  for (guint i = 0; i < _tl_record_n_modules; i++)
    for (guint k = 0; k < _tl_record_modules[i]->n_switches; k++)
      if (strcmp (_tl_record_modules[i]->switches[k].name, name) == 0)
        return &_tl_record_modules[i]->switches[k];
  return NULL;
}

static void
set_option (TlOptions  *options,
            const char *name,
            gboolean    value)
{
  const TlRecordSwitch *found = find_switch (name);

  if (found != NULL)
    G_STRUCT_MEMBER (gboolean, options, found->offset) = value;
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
          if (find_switch (name) == NULL)
            continue;
          if (!tl_json_as_bool (json_object_get_member (obj, name), origin, path, &value, error))
            return FALSE;
          set_option (&record->options, name, value);
        }
      return TRUE;
    }

  return tl_json_type_error (node, origin, "$.options",
                             "an object of switches or a list of switch names",
                             _("rule switches in { } or a list of their names in [ ]"), error);
}

/* Refuses a player's name longer than TL_PLAYER_NAME_MAX characters (a window
 * would spend minutes laying it out): the record is read as it is or not at all. */
static gboolean
check_name_length (const char  *name,
                   const char  *origin,
                   const char  *path,
                   GError     **error)
{
  glong length = g_utf8_strlen (name, -1);
  g_autofree char *name_path = NULL;
  g_autofree char *words = NULL;

  if (length <= TL_PLAYER_NAME_MAX)
    return TRUE;
  name_path = tl_json_path_member (path, "name");
  /* Translators: "%ld" is how many characters a player's name in the file has
   * (more than 100), "%d" the most it may have (100) */
  words = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "is %ld character long; a player’s name may have at most %d",
                                        "is %ld characters long; a player’s name may have at most %d",
                                        length),
                           length, TL_PLAYER_NAME_MAX);
  tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, name_path, words,
                             "a name of %ld characters (a player's name may have at most %d)",
                             length, TL_PLAYER_NAME_MAX);
  return FALSE;
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
      /* Translators: "%d" is the most players a game has (5), "%u" how many the file names */
      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, "$.players", NULL,
                                 N_("expected 1 to %d players, found %u"), TL_MAX_PLAYERS, n);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = tl_json_path_index ("$.players", i);
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

      if (!check_name_length (name, origin, path, error))
        return FALSE;
      if (strcmp (kind_name, "human") == 0)
        kind = TL_PLAYER_HUMAN;
      else if (strcmp (kind_name, "ai") == 0)
        kind = TL_PLAYER_AI;
      else
        {
          g_autofree char *kind_path = tl_json_path_member (path, "kind");

          g_autofree char *words = NULL;

          /* Translators: "%s" is written in the file; "human" and "ai" stay as they are */
          words = g_strdup_printf (_("“%s” is neither a person (“human”) nor the computer (“ai”)"),
                                   kind_name);
          tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, kind_path, words,
                                     "unknown player kind \"%s\" (expected \"human\" or \"ai\")",
                                     kind_name);
          return FALSE;
        }
      if (color[0] == '\0')
        {
          g_autofree char *color_path = tl_json_path_member (path, "color");

          tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, color_path,
                                     _("needs a colour such as “#e01b24” or “red”, not an empty text"),
                                     "expected a colour such as \"#e01b24\" or \"red\", "
                                     "found an empty string");
          return FALSE;
        }
      if (!tl_record_format_color_is_known (color))
        {
          g_autofree char *color_path = tl_json_path_member (path, "color");
          g_autofree char *words = NULL;

          /* Translators: "%s" is written in the file; the colour names stay as they are */
          words = g_strdup_printf (_("needs a colour: “red”, “blue”, “green”, “yellow”, “black” or one "
                                     "written as “#e01b24”, not “%s”"), color);
          tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, color_path, words,
                                     "unknown colour \"%s\" (expected red, blue, green, yellow, black "
                                     "or #rrggbb)", color);
          return FALSE;
        }
      tl_record_add_player (record, name, color, kind, level);
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
  for (guint i = 0; i < _tl_record_n_modules; i++)
    if (_tl_record_modules[i]->load_setup != NULL &&
        !_tl_record_modules[i]->load_setup (setup, origin, record, error))
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

      if (!_tl_record_load_setup_entry (start, i, origin, "$.setup.start", &path, &obj,
                                        &tile.x, &tile.y, error) ||
          !_tl_record_load_setup_entry_tile (obj, record, FALSE, origin, path, &tile.type, error) ||
          !tl_json_member_int (obj, origin, path, "r", FALSE, 0, 3, &r, error))
        return FALSE;
      tile.r = r;
      g_array_append_val (record->setup_start, tile);
    }
  return TRUE;
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
      g_autofree char *words = NULL;

      /* Translators: "%s" is written in the file */
      words = g_strdup_printf (_("“%s” is not the identifier of a game (36 letters, digits and "
                                 "dashes such as “0f8fad5b-d9cb-469f-a165-70867728950e”)"), id);
      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, "$.id", words,
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
      g_autofree char *words = NULL;

      /* Translators: "%1$u" is a number of turns, "%2$u" a number of tiles */
      words = g_strdup_printf (_("more turns (%1$u) than the tile set has tiles (%2$u), and every "
                                 "turn takes one"), json_array_get_length (list),
                               record->tileset->total_tiles);
      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, "$.turns", words,
                                 "%u turns, but the tile set has %u tiles (every turn takes at "
                                 "least one)", json_array_get_length (list),
                                 record->tileset->total_tiles);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *path = tl_json_path_index ("$.turns", i);
      TlTurnRecord turn;

      tl_turn_record_init (&turn);
      if (!_tl_record_load_turn (json_array_get_element (list, i), origin, path, record, &turn, error))
        {
          tl_turn_record_clear (&turn);
          return FALSE;
        }
      tl_record_add_turn (record, &turn);
    }
  return TRUE;
}

/* `turn_in_progress` (version 3): a turn as `turns` has them, played as far as
 * it can no longer be taken back (docs/record-format.md). Records of versions 1
 * and 2 have no such member: one there is ignored, as any unknown member. */
static gboolean
load_turn_in_progress (JsonObject  *root,
                       const char  *origin,
                       TlRecord    *record,
                       GError     **error)
{
  TlTurnRecord turn;
  gboolean ok;

  if (record->version < TL_RECORD_FORMAT_VERSION_IN_PROGRESS ||
      !json_object_has_member (root, "turn_in_progress"))
    return TRUE;
  tl_turn_record_init (&turn);
  ok = _tl_record_load_turn (json_object_get_member (root, "turn_in_progress"), origin,
                  "$.turn_in_progress", record, &turn, error);
  if (ok)
    tl_record_set_in_progress (record, &turn);
  tl_turn_record_clear (&turn);
  return ok;
}

/* `view` (version 4): the seat whose view of an online game the record is
 * (docs/design.md §10); a view has no `seed`. Versions 1 to 3 have no such member:
 * one there is ignored, as any unknown member. Refused unless @views (a local
 * game cannot be a player's view). */
static gboolean
load_view (JsonObject  *root,
           const char  *origin,
           TlRecord    *record,
           gboolean     views,
           GError     **error)
{
  gint64 view;

  if (record->version < TL_RECORD_FORMAT_VERSION_VIEW)
    return TRUE;
  if (!tl_json_member_int (root, origin, "$", "view", TRUE, 0, record->players->len - 1, &view,
                           error))
    return FALSE;
  if (json_object_has_member (root, "seed"))
    {
      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, "$.seed",
                                 _("a player’s view of an online game has no seed: the seed "
                                   "tells the stack’s order, which no player may see"),
                                 "a player's view of an online game has no seed (it would tell "
                                 "the stack)");
      return FALSE;
    }
  if (!views)
    {
      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, NULL,
                                 _("this is a player’s view of an online game, which cannot be "
                                   "played as a game on this computer"),
                                 "a player's view of an online game (of player %" G_GINT64_FORMAT
                                 "): it cannot be loaded, imported or continued as a local game",
                                 view + 1);
      return FALSE;
    }
  record->view = view;
  return TRUE;
}

/* The modules' members of the root object. */
static gboolean
load_header (JsonObject  *root,
             const char  *origin,
             TlRecord    *record,
             GError     **error)
{
  for (guint i = 0; i < _tl_record_n_modules; i++)
    if (_tl_record_modules[i]->load_header != NULL &&
        !_tl_record_modules[i]->load_header (root, origin, record, error))
      return FALSE;
  return TRUE;
}

TlRecord *
tl_record_format_load_data_full (const char       *data,
                                 gssize            length,
                                 const char       *origin,
                                 TlRecordLoadFlags flags,
                                 GError          **error)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(TlTileSet) set = NULL;
  g_autoptr(TlRecord) record = NULL;
  JsonObject *root;
  const char *game;
  gboolean is_inline = FALSE;
  gint64 seed = 0, version;

  g_return_val_if_fail (origin != NULL, NULL);

  node = tl_json_parse_full (data, length, "seed", N_("a Tilelands game file"), origin, error);
  if (node == NULL ||
      !tl_json_as_object (node, origin, "$", &root, error) ||
      !tl_json_check_header (root, origin, "$", TRUE, RECORD_FORMAT,
                             TL_RECORD_FORMAT_VERSION, error) ||
      !tl_json_member_int (root, origin, "$", "version", TRUE, 1, TL_RECORD_FORMAT_VERSION,
                           &version, error) ||
      !tl_json_member_string (root, origin, "$", "game", TRUE, &game, error))
    return NULL;

  if (!module_knows (game, TRUE))
    {
      g_autofree char *names = module_names (TRUE);

      g_autofree char *words = NULL;

      /* Translators: "%s" is written in the file */
      words = g_strdup_printf (_("“%s” is not a game this Tilelands plays"), game);
      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, "$.game", words,
                                 "unknown game \"%s\" (expected %s)", game, names);
      return NULL;
    }

  if (!load_tileset (root, origin, game, &set, &is_inline, error))
    return NULL;
  record = tl_record_new (game, set);
  record->tileset_inline = is_inline;

  record->version = version;
  if (!load_id (root, origin, record, error) ||
      !load_expansions (root, origin, record, error) ||
      !load_options (root, origin, record, error) ||
      !load_header (root, origin, record, error) ||
      !load_players (root, origin, record, error) ||
      !load_view (root, origin, record, (flags & TL_RECORD_LOAD_VIEW) != 0, error) ||
      (record->view < 0 &&
       !tl_json_member_int (root, origin, "$", "seed", TRUE, G_MININT64, G_MAXINT64, &seed, error)) ||
      !load_setup (root, origin, record, error) ||
      !load_turns (root, origin, record, error) ||
      !load_turn_in_progress (root, origin, record, error))
    return NULL;
  record->seed = record->view < 0 ? seed : 0;

  return g_steal_pointer (&record);
}

TlRecord *
tl_record_format_load_data (const char  *data,
                            gssize       length,
                            const char  *origin,
                            GError     **error)
{
  return tl_record_format_load_data_full (data, length, origin, 0, error);
}

TlRecord *
tl_record_format_load_file (const char  *path,
                            GError     **error)
{
  g_return_val_if_fail (path != NULL, NULL);

  return tl_json_load_file (path, (TlJsonLoadDataFunc) tl_record_format_load_data, error);
}

static TlRecord *
load_view_data (const char  *data,
                gssize       length,
                const char  *origin,
                GError     **error)
{
  return tl_record_format_load_data_full (data, length, origin, TL_RECORD_LOAD_VIEW, error);
}

TlRecord *
tl_record_format_load_file_full (const char        *path,
                                 TlRecordLoadFlags  flags,
                                 GError           **error)
{
  g_return_val_if_fail (path != NULL, NULL);

  return tl_json_load_file (path, (TlJsonLoadDataFunc) ((flags & TL_RECORD_LOAD_VIEW)
                                                        ? load_view_data
                                                        : tl_record_format_load_data),
                            error);
}

/* Writing. */

/* `options`: the switches of each module (see its write_options), then the
 * number of followers. */
static void
add_options (JsonBuilder    *builder,
             const TlRecord *record)
{
  json_builder_begin_object (builder);
  for (guint i = 0; i < _tl_record_n_modules; i++)
    if (_tl_record_modules[i]->write_options != NULL)
      _tl_record_modules[i]->write_options (builder, record);
  if (record->options.meeples > 0)
    _tl_record_add_int_member (builder, "meeples", record->options.meeples);
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

static gboolean
has_setup (const TlRecord *record)
{
  if (record->setup_start != NULL)
    return TRUE;
  for (guint i = 0; i < _tl_record_n_modules; i++)
    if (_tl_record_modules[i]->has_setup != NULL && _tl_record_modules[i]->has_setup (record))
      return TRUE;
  return FALSE;
}

/* `setup`: the start tiles, then each module's members, those the record has. */
static void
add_setup (JsonBuilder    *builder,
           const TlRecord *record)
{
  json_builder_begin_object (builder);
  if (record->setup_start != NULL)
    {
      json_builder_set_member_name (builder, "start");
      json_builder_begin_array (builder);
      for (guint i = 0; i < record->setup_start->len; i++)
        {
          const TlSetupTile *tile = &g_array_index (record->setup_start, TlSetupTile, i);

          json_builder_begin_object (builder);
          _tl_record_add_cell (builder, tile->x, tile->y);
          json_builder_set_member_name (builder, "tile");
          _tl_record_add_tile_id (builder, record->tileset, tile->type);
          _tl_record_add_int_member (builder, "r", tile->r);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  for (guint i = 0; i < _tl_record_n_modules; i++)
    if (_tl_record_modules[i]->write_setup != NULL)
      _tl_record_modules[i]->write_setup (builder, record);
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
  _tl_record_add_int_member (builder, "version",
                             record->view >= 0 ? TL_RECORD_FORMAT_VERSION_VIEW
                             : record->in_progress != NULL ? TL_RECORD_FORMAT_VERSION_IN_PROGRESS
                             : TL_RECORD_FORMAT_VERSION_WHOLE_TURNS);
  if (record->id != NULL)
    {
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, record->id);
    }
  if (record->view >= 0)
    _tl_record_add_int_member (builder, "view", record->view);
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

  for (guint i = 0; i < _tl_record_n_modules; i++)
    if (_tl_record_modules[i]->write_header != NULL)
      _tl_record_modules[i]->write_header (builder, record);

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
        _tl_record_add_int_member (builder, "level", player->level);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  if (record->view < 0)
    _tl_record_add_int_member (builder, "seed", record->seed);

  if (has_setup (record))
    {
      json_builder_set_member_name (builder, "setup");
      add_setup (builder, record);
    }

  json_builder_set_member_name (builder, "turns");
  json_builder_begin_array (builder);
  for (guint i = 0; i < record->turns->len; i++)
    _tl_record_add_turn (builder, record, &g_array_index (record->turns, TlTurnRecord, i));
  json_builder_end_array (builder);
  if (record->in_progress != NULL)
    {
      json_builder_set_member_name (builder, "turn_in_progress");
      _tl_record_add_turn (builder, record, record->in_progress);
    }

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
