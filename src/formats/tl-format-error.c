/* tl-format-error.c — the error domain of the file formats, and its words for a player
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tl-format-error.h"

/* The parts of an error set by tl_format_set_error(): all NULL for one set
 * otherwise (g_set_error() in the domain). */
typedef struct {
  char *origin;
  char *path;
  char *words;
} TlFormatErrorPrivate;

static void
tl_format_error_private_init (TlFormatErrorPrivate *priv)
{
  priv->origin = priv->path = priv->words = NULL;
}

static void
tl_format_error_private_copy (const TlFormatErrorPrivate *src,
                              TlFormatErrorPrivate       *dest)
{
  dest->origin = g_strdup (src->origin);
  dest->path = g_strdup (src->path);
  dest->words = g_strdup (src->words);
}

static void
tl_format_error_private_clear (TlFormatErrorPrivate *priv)
{
  g_clear_pointer (&priv->origin, g_free);
  g_clear_pointer (&priv->path, g_free);
  g_clear_pointer (&priv->words, g_free);
}

G_DEFINE_EXTENDED_ERROR (TlFormatError, tl_format_error)

static void
set_error (GError        **error,
           TlFormatError   code,
           const char     *origin,
           const char     *path,
           const char     *what,
           char           *words)   /* taken */
{
  TlFormatErrorPrivate *priv;

  if (error == NULL || *error != NULL)
    {
      /* g_set_error() says so when *error is set already */
      if (error != NULL)
        g_set_error (error, TL_FORMAT_ERROR, code, "%s", what);
      g_free (words);
      return;
    }
  if (path != NULL)
    g_set_error (error, TL_FORMAT_ERROR, code, "%s: %s: %s", origin, path, what);
  else
    g_set_error (error, TL_FORMAT_ERROR, code, "%s: %s", origin, what);
  priv = tl_format_error_get_private (*error);
  priv->origin = g_strdup (origin);
  priv->path = g_strdup (path);
  priv->words = words;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static void
set_error_va (GError        **error,
              TlFormatError   code,
              const char     *origin,
              const char     *path,
              const char     *words,
              const char     *format,
              va_list         args)
{
  g_autofree char *what = NULL;
  va_list copy;

  va_copy (copy, args);
  what = g_strdup_vprintf (format, args);
  /* the translation has the same directives (msgfmt --check) */
  set_error (error, code, origin, path, what,
             words != NULL ? g_strdup (words)
                           : g_strdup_vprintf (g_dgettext (GETTEXT_PACKAGE, format), copy));
  va_end (copy);
}
#pragma GCC diagnostic pop

void
tl_format_set_error (GError      **error,
                     TlFormatError code,
                     const char   *origin,
                     const char   *path,
                     const char   *format,
                     ...)
{
  va_list args;

  if (error == NULL)
    return;
  va_start (args, format);
  set_error_va (error, code, origin, path, NULL, format, args);
  va_end (args);
}

void
tl_format_set_error_words (GError      **error,
                           TlFormatError code,
                           const char   *origin,
                           const char   *path,
                           const char   *words,
                           const char   *format,
                           ...)
{
  va_list args;

  if (error == NULL)
    return;
  va_start (args, format);
  set_error_va (error, code, origin, path, words, format, args);
  va_end (args);
}

static const TlFormatErrorPrivate *
get_parts (const GError *error)
{
  const TlFormatErrorPrivate *priv;

  if (error == NULL || error->domain != TL_FORMAT_ERROR)
    return NULL;
  priv = tl_format_error_get_private (error);
  return priv->words != NULL ? priv : NULL;
}

const char *
tl_format_error_get_origin (const GError *error)
{
  const TlFormatErrorPrivate *priv = get_parts (error);

  return priv != NULL ? priv->origin : NULL;
}

const char *
tl_format_error_get_path (const GError *error)
{
  const TlFormatErrorPrivate *priv = get_parts (error);

  return priv != NULL ? priv->path : NULL;
}

const char *
tl_format_error_get_words (const GError *error)
{
  const TlFormatErrorPrivate *priv = get_parts (error);

  return priv != NULL ? priv->words : NULL;
}

/* The members the formats read, in words: @item for an element of the member's
 * list ("%u" its number, counted from 1), @member for the member itself. */
static const struct {
  const char *name;
  const char *item;
  const char *member;
} members[] = {
  /* Translators: the parts of a Tilelands file named in a message, e.g.
   * "Tile 4, segment 2: …", "Turn 12, the tile: …"; "%u" is a number counted
   * from 1. They are joined with ", " and the first letter made a capital. */
  { "format", NULL, NC_("file part", "the kind of file") },
  { "version", NULL, NC_("file part", "the version") },
  { "id", NULL, NC_("file part", "the identifier") },
  { "name", NULL, NC_("file part", "the name") },
  { "game", NULL, NC_("file part", "the game") },
  { "tileset", NC_("file part", "tile set %u"), NC_("file part", "the tile set") },
  { "tiles", NC_("file part", "tile %u"), NC_("file part", "the tiles") },
  { "segments", NC_("file part", "segment %u"), NC_("file part", "the segments") },
  { "ports", NC_("file part", "port %u"), NC_("file part", "the ports") },
  { "port", NULL, NC_("file part", "the port") },
  { "count", NULL, NC_("file part", "the number of copies") },
  { "kind", NULL, NC_("file part", "the kind") },
  { "start", NC_("file part", "start tile %u"), NC_("file part", "the start tiles") },
  { "pennants", NULL, NC_("file part", "the pennants") },
  { "touches", NC_("file part", "touching segment %u"), NC_("file part", "the touching segments") },
  { "symbols", NC_("file part", "symbol %u"), NC_("file part", "the symbols") },
  { "end", NULL, NC_("file part", "the road’s end") },
  { "cities", NC_("file part", "port city %u"), NC_("file part", "the port cities") },
  { "addition", NULL, NC_("file part", "the addition switch") },
  { "width", NULL, NC_("file part", "the width") },
  { "height", NULL, NC_("file part", "the height") },
  { "cells", NC_("file part", "row %u"), NC_("file part", "the rows of squares") },
  { "expansions", NC_("file part", "expansion %u"), NC_("file part", "the expansions") },
  { "options", NULL, NC_("file part", "the rule options") },
  { "players", NC_("file part", "player %u"), NC_("file part", "the players") },
  { "color", NULL, NC_("file part", "the colour") },
  { "level", NULL, NC_("file part", "the level") },
  { "seed", NULL, NC_("file part", "the shuffle number") },
  { "setup", NULL, NC_("file part", "the setup") },
  { "chips", NC_("file part", "chip %u"), NC_("file part", "the chips") },
  { "chip", NULL, NC_("file part", "the chip") },
  { "face_down", NC_("file part", "face-down tile %u"), NC_("file part", "the face-down tiles") },
  { "hands", NC_("file part", "hand %u"), NC_("file part", "the hands") },
  { "aside", NC_("file part", "tile set aside %u"), NC_("file part", "the tiles set aside") },
  { "map", NULL, NC_("file part", "the map") },
  { "turns", NC_("file part", "turn %u"), NC_("file part", "the turns") },
  { "turn_in_progress", NULL, NC_("file part", "the turn in progress") },
  { "draw", NULL, NC_("file part", "the tile drawn") },
  { "discard", NC_("file part", "discarded tile %u"), NC_("file part", "the discarded tiles") },
  { "play", NULL, NC_("file part", "the tile played") },
  { "place", NULL, NC_("file part", "the placement") },
  { "meeple", NULL, NC_("file part", "the follower") },
  { "recall", NULL, NC_("file part", "the recalled follower") },
  { "hint", NULL, NC_("file part", "the hint") },
  { "computer", NULL, NC_("file part", "the computer player’s mark") },
  { "tile", NULL, NC_("file part", "the tile") },
  { "x", NULL, NC_("file part", "the column (x)") },
  { "y", NULL, NC_("file part", "the row (y)") },
  { "r", NULL, NC_("file part", "the rotation") },
  { "gift", NULL, NC_("file part", "the gift") },
  { "card", NULL, NC_("file part", "the card") },
  { "at", NULL, NC_("file part", "the segment it acts on") },
  { "to", NULL, NC_("file part", "the segment it moves to") },
  { "second", NULL, NC_("file part", "the second tile") },
  { "keep", NULL, NC_("file part", "the tile kept") },
  { "received", NULL, NC_("file part", "the gift received") },
  { "peek", NULL, NC_("file part", "the tile looked at") },
  { "reveal", NC_("file part", "revealed tile %u"), NC_("file part", "the revealed tiles") },
  { "removed", NULL, NC_("file part", "the removal") },
};

static int
find_member (const char *name, gsize length)
{
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    if (strlen (members[i].name) == length && strncmp (members[i].name, name, length) == 0)
      return (int) i;
  return -1;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
/* One member of a path (and the index that follows it, or -1) in words. */
static char *
describe_step (const char *name,
               gsize       length,
               gint64      index)
{
  int m = find_member (name, length);
  g_autofree char *written = g_strndup (name, length);

  if (index >= 0 && m >= 0 && members[m].item != NULL)
    return g_strdup_printf (g_dpgettext2 (GETTEXT_PACKAGE, "file part", members[m].item),
                            (guint) (index + 1));
  if (index >= 0 && m >= 0)
    /* Translators: an element of a list of a file, "%2$s" its name in words
     * ("the players"), "%1$u" its number counted from 1 */
    return g_strdup_printf (C_("file part", "item %1$u of %2$s"), (guint) (index + 1),
                            g_dpgettext2 (GETTEXT_PACKAGE, "file part", members[m].member));
  if (index >= 0)
    /* Translators: an element of a list the app does not know, "%2$s" the list's
     * name as written in the file, "%1$u" its number counted from 1 */
    return g_strdup_printf (C_("file part", "item %1$u of “%2$s”"), (guint) (index + 1), written);
  if (m >= 0)
    return g_strdup (g_dpgettext2 (GETTEXT_PACKAGE, "file part", members[m].member));
  /* Translators: a part of a file the app does not know, as written in the file */
  return g_strdup_printf (C_("file part", "“%s”"), written);
}
#pragma GCC diagnostic pop

/* "tiles[3]" at @p: the name, its length and the index (-1 when none); moves
 * @p past them. An index of an index ("[2][0]") is a step without a name. */
static gboolean
next_step (const char **p,
           const char **name,
           gsize       *length,
           gint64      *index)
{
  const char *s = *p;

  if (*s == '.')
    s++;
  *name = s;
  while (*s != '\0' && *s != '.' && *s != '[')
    s++;
  *length = s - *name;
  *index = -1;
  if (*s == '[')
    {
      char *end = NULL;
      gint64 value = g_ascii_strtoll (s + 1, &end, 10);

      if (end == NULL || *end != ']' || value < 0)
        return FALSE;
      *index = value;
      s = end + 1;
    }
  *p = s;
  return *length > 0 || *index >= 0;
}

static char *
capitalize (const char *text)
{
  gunichar first = g_utf8_get_char (text);
  char buffer[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (first), buffer);
  return g_strconcat (buffer, g_utf8_next_char (text), NULL);
}

char *
tl_format_sentence_dup (const char *message)
{
  if (message == NULL || *message == '\0')
    return g_strdup ("");
  if (!g_utf8_validate (message, -1, NULL))
    return g_strdup (message);
  return capitalize (message);
}

/* tl_format_path_describe(), naming the tile of a path in `$.tiles[N]` by
 * @tile_id when it is not %NULL ("Tile E, the number of copies"). */
static char *
describe_path (const char *path,
               const char *tile_id)
{
  g_autoptr(GString) words = g_string_new (NULL);
  const char *p;

  if (path[0] != '$')
    return NULL;
  p = path + 1;
  while (*p != '\0')
    {
      const char *name;
      gsize length;
      gint64 index;
      g_autofree char *step = NULL;

      if (!next_step (&p, &name, &length, &index))
        break;
      if (tile_id != NULL && words->len == 0 && index >= 0 && length == 5 &&
          strncmp (name, "tiles", 5) == 0)
        /* Translators: a tile of a tile set named by its id ("tile E") */
        step = g_strdup_printf (C_("file part", "tile %s"), tile_id);
      else if (length == 0)
        /* an element of an element: "hand 1, tile 3" reads as "hand 1, item 3" */
        /* Translators: an element of a list inside a list, counted from 1 */
        step = g_strdup_printf (C_("file part", "item %u"), (guint) (index + 1));
      else
        step = describe_step (name, length, index);
      if (words->len > 0)
        /* Translators: what joins two parts of a file's path, "Tile 4, segment 2" */
        g_string_append (words, C_("file part", ", "));
      g_string_append (words, step);
    }
  if (words->len == 0)
    return NULL;
  return capitalize (words->str);
}

char *
tl_format_path_describe (const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);

  return describe_path (path, NULL);
}

/* For an error about the kind or the version of a file: the path without its
 * last member, which the words already name ("this is a tile set, not…"). */
static char *
header_owner (const char *path)
{
  const char *dot = strrchr (path, '.');

  if (dot == NULL || (strcmp (dot, ".format") != 0 && strcmp (dot, ".version") != 0))
    return g_strdup (path);
  return g_strndup (path, dot - path);
}

/* The most characters of a value a sentence quotes: a longer one is cut there,
 * with "…", so that a 3,000-character value in a file does not make a dialog
 * taller than the screen. */
#define QUOTED_SHOWN_MAX 60

/* @sentence (taken) with every quoted value (between “ or „ and ”, the quotes of
 * English and Romanian) longer than QUOTED_SHOWN_MAX characters cut to that many,
 * followed by "…" inside the quotes. */
static char *
cut_quoted (char *sentence)
{
  GString *shown;
  const char *p = sentence;

  if (!g_utf8_validate (sentence, -1, NULL))
    return sentence;
  shown = g_string_sized_new (strlen (sentence));
  while (*p != '\0')
    {
      gunichar c = g_utf8_get_char (p);
      const char *next = g_utf8_next_char (p);

      g_string_append_len (shown, p, next - p);
      p = next;
      if (c == 0x201C || c == 0x201E)
        {
          const char *close = strstr (p, "\u201D");
          const char *end = close != NULL ? close : p + strlen (p);
          glong length = g_utf8_strlen (p, end - p);

          if (length > QUOTED_SHOWN_MAX)
            {
              const char *cut = g_utf8_offset_to_pointer (p, QUOTED_SHOWN_MAX);

              g_string_append_len (shown, p, cut - p);
              g_string_append (shown, "…");
              p = end;
            }
        }
    }
  g_free (sentence);
  return g_string_free (shown, FALSE);
}

/* tl_format_error_describe() before the quoted values are cut */
static char *
describe_whole (const GError *error)
{
  const TlFormatErrorPrivate *priv;
  g_autofree char *where = NULL;

  priv = get_parts (error);
  if (priv == NULL)
    {
      const char *message = error->message;
      const char *sep = strstr (message, ": ");

      /* "<origin>: <what>" of a format error set without its parts */
      if (error->domain == TL_FORMAT_ERROR && sep != NULL && sep[2] != '\0' &&
          memchr (message, '/', sep - message) == NULL)
        message = sep + 2;
      return *message != '\0' ? capitalize (message) : g_strdup (message);
    }
  if (priv->path != NULL)
    {
      g_autofree char *owner = error->code == TL_FORMAT_ERROR_VERSION
        ? header_owner (priv->path) : g_strdup (priv->path);

      where = tl_format_path_describe (owner);
    }
  if (where == NULL)
    return capitalize (priv->words);
  /* Translators: a problem in a file: "%1$s" where it is ("Turn 12, the tile"),
   * "%2$s" what is wrong */
  return g_strdup_printf (C_("file problem", "%1$s: %2$s"), where, priv->words);
}

char *
tl_format_error_describe (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  return cut_quoted (describe_whole (error));
}

char *
tl_format_problem_describe (const TlProblem *problem,
                            const char      *tile_id)
{
  g_autofree char *where = NULL;
  const char *what;

  g_return_val_if_fail (problem != NULL, NULL);

  what = problem->words != NULL ? problem->words : problem->message;
  if (problem->domain == TL_FORMAT_ERROR && problem->path != NULL)
    where = describe_path (problem->path, tile_id != NULL && tile_id[0] != '\0' ? tile_id : NULL);
  if (where == NULL)
    return cut_quoted (tl_format_sentence_dup (what));
  return cut_quoted (g_strdup_printf (C_("file problem", "%1$s: %2$s"), where, what));
}
