/* tl-net-data.c — digests of the built-in data a game uses (docs/network.md "Skew")
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-net-data.h"
#include "tl-builtin-digest.h"
#include "tl-net-message.h"

#include <string.h>

static void
add_digest (JsonObject *out, const char *kind, const char *id)
{
  g_autofree char *digest = tl_builtin_digest (kind, id);
  g_autofree char *key = g_strdup_printf ("%s %s", kind, id);

  if (digest != NULL)
    json_object_set_string_member (out, key, digest);
}

static gboolean
is_string (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING;
}

JsonNode *
tl_net_data_digests (JsonNode *record)
{
  JsonObject *o = JSON_NODE_HOLDS_OBJECT (record) ? json_node_get_object (record) : NULL;
  JsonObject *out = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  JsonNode *tileset = o != NULL ? json_object_get_member (o, "tileset") : NULL;
  JsonNode *map = o != NULL ? json_object_get_member (o, "map") : NULL;

  if (tileset != NULL && is_string (tileset))
    add_digest (out, "tileset", json_node_get_string (tileset));
  else if (tileset != NULL && JSON_NODE_HOLDS_ARRAY (tileset))
    for (guint i = 0; i < json_array_get_length (json_node_get_array (tileset)); i++)
      {
        JsonNode *e = json_array_get_element (json_node_get_array (tileset), i);

        if (is_string (e))
          add_digest (out, "tileset", json_node_get_string (e));
      }
  if (map != NULL && is_string (map))
    add_digest (out, "map", json_node_get_string (map));
  json_node_take_object (node, out);
  return node;
}

gboolean
tl_net_data_check (JsonNode  *digests,
                   GError   **error)
{
  g_autoptr(GList) names = NULL;
  JsonObject *o;

  if (!JSON_NODE_HOLDS_OBJECT (digests))
    {
      g_set_error_literal (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                           "the data of a “welcome” must be an object");
      return FALSE;
    }
  o = json_node_get_object (digests);
  names = json_object_get_members (o);
  for (GList *l = names; l != NULL; l = l->next)
    {
      const char *name = l->data;
      const char *space = strchr (name, ' ');
      JsonNode *value = json_object_get_member (o, name);
      g_autofree char *kind = space != NULL ? g_strndup (name, space - name) : NULL;
      g_autofree char *mine = NULL;
      const char *what;

      if (kind == NULL || (strcmp (kind, "tileset") != 0 && strcmp (kind, "map") != 0) ||
          !is_string (value))
        {
          g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_MALFORMED,
                       "the data of a “welcome” names “%.40s”: it must be “tileset ID” or "
                       "“map ID” with a digest", name);
          return FALSE;
        }
      what = strcmp (kind, "tileset") == 0 ? "tile set" : "map";
      mine = tl_builtin_digest (kind, space + 1);
      if (mine == NULL)
        {
          g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_VERSION,
                       "the host plays the %s “%.40s”, which this Tilelands does not have",
                       what, space + 1);
          return FALSE;
        }
      if (strcmp (mine, json_node_get_string (value)) != 0)
        {
          g_set_error (error, TL_NET_ERROR, TL_NET_ERROR_VERSION,
                       "the host’s %s %s is not this Tilelands’ (the host’s digest %.16s, "
                       "here %s): play with the same Tilelands as the host",
                       what, space + 1, json_node_get_string (value), mine);
          return FALSE;
        }
    }
  return TRUE;
}
