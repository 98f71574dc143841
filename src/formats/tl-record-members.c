/* tl-record-members.c — the pieces of a game record every module reads and
 * writes: tile ids, cells, ports, positions, setup entries (docs/design.md §4)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-record-format-private.h"
#include "tl-format-json.h"
#include "tl-tileset-format.h"

#include <string.h>

/* Reading. */

gboolean
_tl_record_hidden_refused (const char  *origin,
                           const char  *path,
                           GError     **error)
{
  tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, path,
                             _("“?” stands for something hidden from a player, which only a "
                               "player’s view of an online game may have, and not here"),
                             "\"?\" marks what a player may not see: only a player's view of an "
                             "online game (a record with \"view\") has it, and only where "
                             "something may be hidden from that player");
  return FALSE;
}

/* A tile id at @node; "?" is TL_HIDDEN when @record is a player's view and
 * @may_hide. */
static gboolean
load_tile (JsonNode        *node,
           const TlTileSet *set,
           const TlRecord  *record,
           gboolean         may_hide,
           const char      *origin,
           const char      *path,
           guint           *out,
           GError         **error)
{
  const char *id;
  int index;

  if (!tl_json_as_string (node, origin, path, &id, error))
    return FALSE;
  if (strcmp (id, TL_RECORD_HIDDEN) == 0)
    {
      if (!may_hide || record == NULL || record->view < 0)
        return _tl_record_hidden_refused (origin, path, error);
      *out = (guint) TL_HIDDEN;
      return TRUE;
    }
  index = tl_tile_set_lookup (set, id);
  if (index < 0)
    {
      g_autofree char *words = NULL;

      /* Translators: "%1$s" is a tile's identifier as written in the file, "%2$s" the
       * name of the tile set */
      words = g_strdup_printf (_("there is no tile “%1$s” in the tile set “%2$s”"), id,
                               tl_tileset_format_shown_name (set));
      tl_format_set_error_words (error, TL_FORMAT_ERROR_UNKNOWN_TILE, origin, path, words,
                                 "unknown tile id \"%s\" (not in tile set %s)", id, set->id);
      return FALSE;
    }
  *out = index;
  return TRUE;
}

gboolean
_tl_record_load_tile_id (JsonNode         *node,
                         const TlTileSet  *set,
                         const char       *origin,
                         const char       *path,
                         guint            *out,
                         GError          **error)
{
  return load_tile (node, set, NULL, FALSE, origin, path, out, error);
}

gboolean
_tl_record_load_hidden_tile_id (JsonNode        *node,
                                const TlRecord  *record,
                                const char      *origin,
                                const char      *path,
                                guint           *out,
                                GError         **error)
{
  return load_tile (node, record->tileset, record, TRUE, origin, path, out, error);
}

static gboolean
load_optional_tile (JsonObject      *obj,
                    const char      *origin,
                    const char      *path,
                    const char      *member,
                    const TlTileSet *set,
                    const TlRecord  *record,
                    gint            *out,
                    GError         **error)
{
  JsonNode *node = json_object_get_member (obj, member);
  g_autofree char *member_path = NULL;
  guint type;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  member_path = tl_json_path_member (path, member);
  if (!load_tile (node, set, record, record != NULL, origin, member_path, &type, error))
    return FALSE;
  *out = (gint) type;
  return TRUE;
}

gboolean
_tl_record_load_optional_tile (JsonObject      *obj,
                               const char      *origin,
                               const char      *path,
                               const char      *member,
                               const TlTileSet *set,
                               gint            *out,
                               GError         **error)
{
  return load_optional_tile (obj, origin, path, member, set, NULL, out, error);
}

gboolean
_tl_record_load_optional_hidden_tile (JsonObject      *obj,
                                      const char      *origin,
                                      const char      *path,
                                      const char      *member,
                                      const TlRecord  *record,
                                      gint            *out,
                                      GError         **error)
{
  return load_optional_tile (obj, origin, path, member, record->tileset, record, out, error);
}

static gboolean
load_tile_list (JsonObject      *obj,
                const char      *origin,
                const char      *path,
                const char      *member,
                const TlTileSet *set,
                const TlRecord  *record,
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

      if (!load_tile (json_array_get_element (list, i), set, record, record != NULL, origin,
                      item_path, &type, error))
        return FALSE;
      g_array_append_val (*out, type);
    }
  return TRUE;
}

gboolean
_tl_record_load_tile_list (JsonObject      *obj,
                           const char      *origin,
                           const char      *path,
                           const char      *member,
                           const TlTileSet *set,
                           GArray         **out,
                           GError         **error)
{
  return load_tile_list (obj, origin, path, member, set, NULL, out, error);
}

gboolean
_tl_record_load_hidden_tile_list (JsonObject      *obj,
                                  const char      *origin,
                                  const char      *path,
                                  const char      *member,
                                  const TlRecord  *record,
                                  GArray         **out,
                                  GError         **error)
{
  return load_tile_list (obj, origin, path, member, record->tileset, record, out, error);
}

gboolean
_tl_record_load_cell (JsonObject  *obj,
                      const char  *origin,
                      const char  *path,
                      gint        *x,
                      gint        *y,
                      GError     **error)
{
  gint64 vx, vy;

  if (!tl_json_member_int (obj, origin, path, "x", TRUE, TL_RECORD_COORD_MIN,
                           TL_RECORD_COORD_MAX, &vx, error) ||
      !tl_json_member_int (obj, origin, path, "y", TRUE, TL_RECORD_COORD_MIN,
                           TL_RECORD_COORD_MAX, &vy, error))
    return FALSE;
  *x = vx;
  *y = vy;
  return TRUE;
}

gboolean
_tl_record_load_port (JsonObject  *obj,
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
      g_autofree char *words = NULL;

      /* Translators: "%s" is written in the file; the names of places on a tile stay
       * as the file writes them */
      words = g_strdup_printf (_("“%s” is not a place on a tile (one of NNW, N, NNE, ENE, E, ESE, "
                                 "SSE, S, SSW, WSW, W, WNW, C for the centre, F for an inner field)"),
                               name);
      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, port_path, words,
                                 "unknown port \"%s\" (expected one of NNW, N, NNE, ENE, E, "
                                 "ESE, SSE, S, SSW, WSW, W, WNW, C, F)", name);
      return FALSE;
    }
  *out = port;
  return TRUE;
}

gboolean
_tl_record_load_position (JsonObject  *obj,
                          const char  *origin,
                          const char  *path,
                          const char  *name,
                          TlPosition  *out,
                          GError     **error)
{
  g_autofree char *pos_path = tl_json_path_member (path, name);
  JsonObject *pos = NULL;

  return tl_json_member_object (obj, origin, path, name, TRUE, &pos, error) &&
         _tl_record_load_cell (pos, origin, pos_path, &out->x, &out->y, error) &&
         _tl_record_load_port (pos, origin, pos_path, &out->port, error);
}

gboolean
_tl_record_load_setup_entry (JsonArray   *array,
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
         _tl_record_load_cell (*obj, origin, *path, x, y, error);
}

gboolean
_tl_record_load_setup_entry_tile (JsonObject      *obj,
                                  const TlRecord  *record,
                                  gboolean         may_hide,
                                  const char      *origin,
                                  const char      *path,
                                  guint           *type,
                                  GError         **error)
{
  g_autofree char *tile_path = tl_json_path_member (path, "tile");

  if (json_object_get_member (obj, "tile") == NULL)
    {
      tl_format_set_error_words (error, TL_FORMAT_ERROR_MISSING, origin, tile_path,
                                 _("missing: the file does not say which tile"),
                                 "missing (expected a tile id)");
      return FALSE;
    }
  return load_tile (json_object_get_member (obj, "tile"), record->tileset, record, may_hide, origin,
                    tile_path, type, error);
}

gboolean
_tl_record_uses (const TlRecord      *record,
                 const TlRecordHooks *module)
{
  if (module->expansion == NULL)
    return TRUE;
  for (guint i = 0; i < record->expansions->len; i++)
    if (strcmp (g_ptr_array_index (record->expansions, i), module->expansion) == 0)
      return TRUE;
  return FALSE;
}

gboolean
_tl_record_check_expansion (const TlRecord       *record,
                            const TlRecordHooks  *module,
                            const char           *origin,
                            const char           *path,
                            const char           *what,
                            GError              **error)
{
  if (_tl_record_uses (record, module))
    return TRUE;
  g_autofree char *words = NULL;

  /* Translators: "%s" is the name of an expansion as the file writes it ("gifts") */
  words = g_strdup_printf (_("this belongs to the expansion “%s”, which the game is not played "
                             "with"), module->expansion);
  tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, path, words,
                             "%s only with the expansion \"%s\" "
                             "(add it to \"expansions\" or remove this member)", what,
                             module->expansion);
  return FALSE;
}

gboolean
_tl_record_check_variant_member (JsonObject  *obj,
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
  g_autofree char *words = NULL;

  /* Translators: "%s" is the name of a variant as the file writes it ("double-tile") */
  words = g_strdup_printf (_("this belongs to the variant “%s”, which the game is not played "
                             "with"), variant);
  tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, member_path, words,
                             "\"%s\" belongs to the variant \"%s\" only "
                             "(add it to \"options\" or remove \"%s\")", member, variant, member);
  return FALSE;
}

/* Writing. */

void
_tl_record_add_tile_id (JsonBuilder     *builder,
                        const TlTileSet *set,
                        guint            type)
{
  json_builder_add_string_value (builder, type == (guint) TL_HIDDEN
                                          ? TL_RECORD_HIDDEN : tl_tile_set_type (set, type)->id);
}

void
_tl_record_add_int_member (JsonBuilder *builder,
                           const char  *name,
                           gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

void
_tl_record_add_bool_member (JsonBuilder *builder,
                            const char  *name,
                            gboolean     value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

void
_tl_record_add_tile_list (JsonBuilder     *builder,
                          const TlTileSet *set,
                          const char      *name,
                          const GArray    *types)
{
  if (types == NULL || types->len == 0)
    return;
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < types->len; i++)
    _tl_record_add_tile_id (builder, set, g_array_index (types, guint, i));
  json_builder_end_array (builder);
}

void
_tl_record_add_cell (JsonBuilder *builder,
                     gint         x,
                     gint         y)
{
  _tl_record_add_int_member (builder, "x", x);
  _tl_record_add_int_member (builder, "y", y);
}

void
_tl_record_add_position (JsonBuilder      *builder,
                         const char       *name,
                         const TlPosition *pos)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  _tl_record_add_cell (builder, pos->x, pos->y);
  json_builder_set_member_name (builder, "port");
  json_builder_add_string_value (builder, tl_port_name (pos->port));
  json_builder_end_object (builder);
}

