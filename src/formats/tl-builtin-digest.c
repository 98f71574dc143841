/* tl-builtin-digest.c — digests of the built-in tile sets and maps
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-builtin-digest.h"
#include "tl-formats-resources.h"
#include "tl-maps-resources.h"

#include <string.h>

/* Adds the built-in file to @sum; FALSE when there is none. */
static gboolean
add_file (GChecksum *sum, const char *kind, const char *id)
{
  gboolean tileset = strcmp (kind, "tileset") == 0;
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;

  if (strchr (id, '/') != NULL || (!tileset && strcmp (kind, "map") != 0))
    return FALSE;
  path = g_strdup_printf ("/io/github/tilelands/Tilelands/%s/%s.json",
                          tileset ? "tilesets" : "maps", id);
  bytes = g_resource_lookup_data (tileset ? tl_formats_get_resource () : tl_maps_get_resource (),
                                  path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    return FALSE;
  g_checksum_update (sum, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  return TRUE;
}

char *
tl_builtin_digest (const char *kind,
                   const char *id)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  gboolean found;

  if (strcmp (kind, "map") == 0 && strcmp (id, "usa-both") == 0)
    found = add_file (sum, kind, "usa-west") && add_file (sum, kind, "usa-east");
  else
    found = add_file (sum, kind, id);
  return found ? g_strndup (g_checksum_get_string (sum), 16) : NULL;
}
