/* tl-tile-text.c — the words the engine's tile messages use for kinds, sides and ports
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-tile-text-private.h"
#include "tl-error.h"

const char *
_tl_kind_word (guint kind)
{
  static const char * const words[TL_N_SEGMENT_KINDS] = {
    [TL_SEGMENT_FIELD] = NC_("kind of segment", "field"),
    [TL_SEGMENT_ROAD] = NC_("kind of segment", "road"),
    [TL_SEGMENT_CITY] = NC_("kind of segment", "city"),
    [TL_SEGMENT_MONASTERY] = NC_("kind of segment", "monastery"),
    [TL_SEGMENT_MOUNTAIN] = NC_("kind of segment", "mountain"),
    [TL_SEGMENT_GRASSLAND] = NC_("kind of segment", "grassland"),
    [TL_SEGMENT_SEA] = NC_("kind of segment", "sea"),
  };

  return kind < TL_N_SEGMENT_KINDS ? g_dpgettext2 (GETTEXT_PACKAGE, "kind of segment", words[kind])
                                   : "?";
}

const char *
tl_tile_side_label (guint side)
{
  static const char * const letters[TL_N_SIDES] = {
    NC_("side of a tile", "N"), NC_("side of a tile", "E"), NC_("side of a tile", "S"),
    NC_("side of a tile", "W"),
  };

  return side < TL_N_SIDES ? g_dpgettext2 (GETTEXT_PACKAGE, "side of a tile", letters[side]) : "?";
}

const char *
tl_tile_corner_label (guint corner)
{
  static const char * const names[4] = {
    NC_("corner of a tile", "NW"), NC_("corner of a tile", "NE"), NC_("corner of a tile", "SE"),
    NC_("corner of a tile", "SW"),
  };

  return corner < 4 ? g_dpgettext2 (GETTEXT_PACKAGE, "corner of a tile", names[corner]) : "?";
}

const char *
_tl_port_words (guint port)
{
  /* Translators: the twelve places where a tile meets its neighbours, three on
   * each side, clockwise from the north-west corner; N, E, S, W are the sides
   * and NW, NE, SE, SW the corners, as the tile-set editor names them */
  static const char * const words[] = {
    N_("side N next to corner NW"), N_("the middle of side N"), N_("side N next to corner NE"),
    N_("side E next to corner NE"), N_("the middle of side E"), N_("side E next to corner SE"),
    N_("side S next to corner SE"), N_("the middle of side S"), N_("side S next to corner SW"),
    N_("side W next to corner SW"), N_("the middle of side W"), N_("side W next to corner NW"),
    N_("the middle of the tile"), N_("the inner field"),
  };

  return port < G_N_ELEMENTS (words) ? _(words[port]) : "?";
}

char *
_tl_sides_text (guint mask)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < TL_N_SIDES; i++)
    if (mask >> i & 1)
      g_string_append_printf (s, "%s%s", s->len ? ", " : "", tl_tile_side_label (i));
  return g_string_free (s, FALSE);
}

char *
_tl_symbol_misplaced (guint symbol,
                      guint segment,
                      guint kind)
{
  const char *word = _tl_kind_word (kind);

  segment++;
  switch (symbol)
    {
    /* Translators: %u is the segment's number on the tile (from 1), %s its kind
     * ("field", "road", "city"…) */
    case TL_SYMBOL_INN:
      return g_strdup_printf (_("segment %u (%s) has an inn, but an inn stands by a road"), segment, word);
    case TL_SYMBOL_CATHEDRAL:
      return g_strdup_printf (_("segment %u (%s) has a cathedral, but a cathedral stands in a city"),
                              segment, word);
    case TL_SYMBOL_WINE:
      return g_strdup_printf (_("segment %u (%s) has wine, but goods (wine, grain, cloth) are in a city"),
                              segment, word);
    case TL_SYMBOL_GRAIN:
      return g_strdup_printf (_("segment %u (%s) has grain, but goods (wine, grain, cloth) are in a city"),
                              segment, word);
    case TL_SYMBOL_CLOTH:
      return g_strdup_printf (_("segment %u (%s) has cloth, but goods (wine, grain, cloth) are in a city"),
                              segment, word);
    case TL_SYMBOL_GARDEN:
      return g_strdup_printf (_("segment %u (%s) has a garden, but a garden lies in a field"), segment, word);
    default:
      return g_strdup_printf (_("segment %u (%s) has a symbol of no known kind"), segment, word);
    }
}

char *
_tl_tile_said (const char *id,
               const char *what)
{
  /* Translators: a problem of one tile: its id ("D", "03") and what is wrong */
  return g_strdup_printf (_("tile %s: %s"), id != NULL && id[0] != '\0' ? id : "?", what);
}

gboolean
_tl_tile_error (GError    **error,
                const char *id,
                const char *format,
                ...)
{
  g_autofree char *what = NULL;
  g_autofree char *said = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  said = _tl_tile_said (id, what);
  g_set_error_literal (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_INVALID_TILE, said);
  return FALSE;
}
