/* tl-record-maps.c — Carcassonne Maps' part of a game record: the map played
 * on (docs/design.md §4, docs/rules/maps.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-record-format-private.h"
#include "tl-format-json.h"
#include "tl-map-format.h"

/* `map`: null, a built-in layout id ("usa-west", "usa-east", "usa-both") or an
 * inline layout object (tl_map_format_load_json()). */
static gboolean
load_header (JsonObject  *root,
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
          g_autofree char *words = NULL;

          /* Translators: "%s" is written in the file */
          words = g_strdup_printf (_("“%s” is not a map that comes with this Tilelands"), id);
          tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, "$.map", words,
                               "unknown map \"%s\" (expected null, \"usa-west\", \"usa-east\", "
                               "\"usa-both\" or a map layout object)", id);
          return FALSE;
        }
      layout = tl_map_format_load_builtin (id, &local_error);
      if (layout == NULL)
        {
          g_autofree char *why = tl_format_error_describe (local_error);

          /* Translators: "%s" says why */
          tl_format_set_error_words (error, local_error->code, origin, "$.map", why,
                                     "the built-in map does not load: %s", local_error->message);
          return FALSE;
        }
      record->map_inline = FALSE;
    }
  else
    return tl_json_type_error (node, origin, "$.map",
                               "null, a built-in map id or a map layout object",
                               _("nothing (null), the name of a built-in map or a map layout"), error);

  record->map = g_strdup (layout->id);
  record->map_layout = g_steal_pointer (&layout);
  return TRUE;
}

/* `map`: the id of a built-in layout, the layout itself when it was inline (or
 * is not built in), or null. */
static void
write_header (JsonBuilder    *builder,
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

const TlRecordHooks _tl_record_maps = {
  .module = "map",
  .load_header = load_header,
  .write_header = write_header,
};
