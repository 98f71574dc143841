/* tl-map-format.c — map layouts as JSON
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-map-format.h"
#include "tl-format-json.h"
#include "tl-maps-resources.h"

#include <string.h>

#define MAP_FORMAT "tilelands-map"
#define MAP_VERSION 1
#define MAX_SIDE 256

static const struct {
  char symbol;
  TlMapCellKind kind;
  TlMapColor color;
} legend[] = {
  { '.', TL_MAP_PLAYABLE, TL_MAP_NO_COLOR },
  { '#', TL_MAP_BLOCKED, TL_MAP_NO_COLOR },
  { 'S', TL_MAP_START, TL_MAP_NO_COLOR },
  { 'T', TL_MAP_TOWN, TL_MAP_NO_COLOR },
  { 'p', TL_MAP_OUTLINED, TL_MAP_PURPLE },
  { 'o', TL_MAP_OUTLINED, TL_MAP_ORANGE },
  { 'b', TL_MAP_OUTLINED, TL_MAP_LIGHT_BLUE },
  { 'h', TL_MAP_HALF, TL_MAP_NO_COLOR },
};

/* Reads the row strings of `cells` into @layout; a row of another length, a
 * missing row or an unknown character is a problem (the cells it leaves out are
 * blocked). */
static gboolean
read_rows (TlMapLayout *layout,
           JsonArray   *cells,
           const char  *origin,
           const char  *cells_path,
           GPtrArray   *problems,
           GError     **error)
{
  guint rows = json_array_get_length (cells);

  if (rows != layout->height)
    /* Translators: "%u" are numbers of rows of squares of a map */
    tl_map_problems_add (problems, TL_MAP_PROBLEM_ROW_COUNT, -1, -1,
                         g_dngettext (GETTEXT_PACKAGE, "%u row, but height is %u",
                                      "%u rows, but height is %u", rows), rows, layout->height);
  for (guint y = 0; y < MIN (rows, layout->height); y++)
    {
      g_autofree char *row_path = tl_json_path_index (cells_path, y);
      const char *row;
      glong length;

      if (!tl_json_as_string (json_array_get_element (cells, y), origin, row_path, &row, error))
        return FALSE;
      length = g_utf8_strlen (row, -1);
      if (length != (glong) layout->width)
        /* Translators: "%u" is the number of a row, counted from 0; "%ld" and the
         * last "%u" are numbers of squares */
        tl_map_problems_add (problems, TL_MAP_PROBLEM_ROW_LENGTH, -1, y,
                             _("row %u has %ld cells, but width is %u (every row must be as long)"),
                             y, (long) length, layout->width);
      for (guint x = 0; x < MIN ((guint) length, layout->width); x++, row = g_utf8_next_char (row))
        {
          gunichar c = g_utf8_get_char (row);
          guint k = 0;

          while (k < G_N_ELEMENTS (legend) && (gunichar) legend[k].symbol != c)
            k++;
          if (k == G_N_ELEMENTS (legend))
            {
              char shown[16] = { 0 };

              if (g_unichar_isgraph (c))
                g_unichar_to_utf8 (c, shown);
              else
                g_snprintf (shown, sizeof shown, "U+%04X", c);
              /* Translators: "(%u, %u)" is a square of the map (column, row, counted
               * from 0); "%s" is the character found; the characters stay as they are */
              tl_map_problems_add (problems, TL_MAP_PROBLEM_UNKNOWN_CELL, x, y,
                                   _("cell (%u, %u) is '%s', not one of . # S T p o b h "
                                     "(playable, blocked, start, town, outlined purple, "
                                     "orange, light-blue, half square)"),
                                   x, y, shown);
              continue;
            }
          tl_map_layout_set (layout, x, y, legend[k].kind, legend[k].color);
        }
    }
  return TRUE;
}

TlMapLayout *
tl_map_format_read_json (JsonNode    *root,
                         const char  *origin,
                         const char  *path,
                         guint        deck_tiles,
                         GPtrArray   *problems,
                         GError     **error)
{
  g_autoptr(TlMapLayout) layout = NULL;
  g_autofree char *cells_path = NULL;
  JsonObject *obj;
  JsonArray *cells;
  const char *id, *name, *decor = NULL;
  gint64 width, height;

  if (!tl_json_as_object (root, origin, path, &obj, error) ||
      !tl_json_check_header (obj, origin, path, strcmp (path, "$") == 0, MAP_FORMAT, MAP_VERSION, error) ||
      !tl_json_member_string (obj, origin, path, "id", TRUE, &id, error) ||
      !tl_json_member_string (obj, origin, path, "name", TRUE, &name, error) ||
      !tl_json_member_int (obj, origin, path, "width", TRUE, 1, MAX_SIDE, &width, error) ||
      !tl_json_member_int (obj, origin, path, "height", TRUE, 1, MAX_SIDE, &height, error) ||
      !tl_json_member_array (obj, origin, path, "cells", TRUE, &cells, error) ||
      !tl_json_member_string (obj, origin, path, "decor", FALSE, &decor, error))
    return NULL;
  /* a copy of a built-in layout, drawn with its names and landmarks */
  if (decor != NULL && !tl_map_format_is_builtin (decor))
    {
      g_autofree char *decor_path = tl_json_path_member (path, "decor");

      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, decor_path,
                           N_("names no built-in map: “%s” (built in: usa-west, usa-east, usa-both)"), decor);
      return NULL;
    }

  cells_path = tl_json_path_member (path, "cells");
  layout = tl_map_layout_new (id, name, width, height);
  tl_map_layout_set_decor (layout, decor);
  if (!read_rows (layout, cells, origin, cells_path, problems, error))
    return NULL;
  tl_map_layout_check (layout, deck_tiles, problems);
  return g_steal_pointer (&layout);
}

char *
tl_map_format_problem_path (const char         *path,
                            const TlMapProblem *problem)
{
  g_autofree char *cells_path = tl_json_path_member (path, "cells");

  if (problem->y < 0)
    return g_steal_pointer (&cells_path);
  return tl_json_path_index (cells_path, problem->y);
}

TlMapLayout *
tl_map_format_load_json (JsonNode    *root,
                         const char  *origin,
                         const char  *path,
                         GError     **error)
{
  g_autoptr(GPtrArray) problems = tl_map_problems_new ();
  g_autoptr(TlMapLayout) layout = tl_map_format_read_json (root, origin, path, 0, problems, error);
  const TlMapProblem *first;
  g_autofree char *where = NULL;

  if (layout == NULL || problems->len == 0)
    return g_steal_pointer (&layout);
  first = g_ptr_array_index (problems, 0);
  where = tl_map_format_problem_path (path, first);
  if (problems->len == 1)
    tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, origin, where, "%s", first->message);
  else
    {
      guint more = problems->len - 1;
      /* Translators: "%s" is a problem of a map layout, "%u" how many more it has */
      g_autofree char *words = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "%s (and %u more problem)",
                                                             "%s (and %u more problems)", more),
                                                first->message, more);

      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, where, words,
                                 "%s (and %u more problem%s)", first->message, more,
                                 more == 1 ? "" : "s");
    }
  return NULL;
}

TlMapLayout *
tl_map_format_read_data (const char  *data,
                         gssize       length,
                         const char  *origin,
                         guint        deck_tiles,
                         GPtrArray   *problems,
                         GError     **error)
{
  g_autoptr(JsonNode) root = tl_json_parse (data, length, origin, error);

  if (root == NULL)
    return NULL;
  return tl_map_format_read_json (root, origin, "$", deck_tiles, problems, error);
}

TlMapLayout *
tl_map_format_load_data (const char  *data,
                         gssize       length,
                         const char  *origin,
                         GError     **error)
{
  g_autoptr(JsonNode) root = tl_json_parse_full (data, length, NULL, N_("a Tilelands map layout"), origin,
                                                 error);

  if (root == NULL)
    return NULL;
  return tl_map_format_load_json (root, origin, "$", error);
}

TlMapLayout *
tl_map_format_load_file (const char  *path,
                         GError     **error)
{
  return tl_json_load_file (path, (TlJsonLoadDataFunc) tl_map_format_load_data, error);
}

static TlMapLayout *
load_resource (const char *id, GError **error)
{
  g_autofree char *path = g_strdup_printf ("/io/github/tilelands/Tilelands/maps/%s.json", id);
  g_autofree char *origin = g_strdup_printf ("%s.json", id);
  g_autoptr(GBytes) bytes = g_resource_lookup_data (tl_maps_get_resource (), path,
                                                    G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gsize length;
  const char *data;

  g_return_val_if_fail (bytes != NULL, NULL);
  data = g_bytes_get_data (bytes, &length);
  return tl_map_format_load_data (data, length, origin, error);
}

gboolean
tl_map_format_is_builtin (const char *id)
{
  return g_strcmp0 (id, "usa-west") == 0 || g_strcmp0 (id, "usa-east") == 0 ||
         g_strcmp0 (id, "usa-both") == 0;
}

TlMapLayout *
tl_map_format_load_builtin (const char  *id,
                            GError     **error)
{
  g_autoptr(TlMapLayout) west = NULL;
  g_autoptr(TlMapLayout) east = NULL;
  g_autoptr(GError) local = NULL;
  TlMapLayout *both;

  if (!tl_map_format_is_builtin (id))
    {
      tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, id ? id : "(null)", NULL,
                           "no built-in map \"%s\" (built in: usa-west, usa-east, usa-both)",
                           id ? id : "(null)");
      return NULL;
    }
  if (g_strcmp0 (id, "usa-both") != 0)
    return load_resource (id, error);

  /* docs/rules/maps.md §5.3: East laid over West at the seam, computed, never stored */
  west = load_resource ("usa-west", error);
  east = west ? load_resource ("usa-east", error) : NULL;
  if (east == NULL)
    return NULL;
  both = tl_map_layout_join (west, east, "usa-both", "USA West and East joined (reconstructed layout)",
                             &local);
  if (both == NULL)
    tl_format_set_error (error, TL_FORMAT_ERROR_VALUE, "usa-both", NULL, "%s", local->message);
  return both;
}

JsonNode *
tl_map_format_to_json (const TlMapLayout *layout)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, MAP_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, MAP_VERSION);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, layout->id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, layout->name);
  if (layout->decor != NULL)
    {
      json_builder_set_member_name (builder, "decor");
      json_builder_add_string_value (builder, layout->decor);
    }
  json_builder_set_member_name (builder, "width");
  json_builder_add_int_value (builder, layout->width);
  json_builder_set_member_name (builder, "height");
  json_builder_add_int_value (builder, layout->height);
  json_builder_set_member_name (builder, "cells");
  json_builder_begin_array (builder);
  for (guint y = 0; y < layout->height; y++)
    {
      g_autofree char *row = g_malloc0 (layout->width + 1);

      for (guint x = 0; x < layout->width; x++)
        {
          const TlMapCell *c = tl_map_layout_cell (layout, x, y);

          row[x] = '#';
          for (guint k = 0; k < G_N_ELEMENTS (legend); k++)
            if (legend[k].kind == c->kind && (c->kind != TL_MAP_OUTLINED || legend[k].color == c->color))
              {
                row[x] = legend[k].symbol;
                break;
              }
        }
      json_builder_add_string_value (builder, row);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

char *
tl_map_format_to_data (const TlMapLayout *layout,
                       gsize             *length)
{
  g_autoptr(JsonNode) root = tl_map_format_to_json (layout);

  return tl_json_to_text (root, length);
}
