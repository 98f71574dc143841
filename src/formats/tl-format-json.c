/* tl-format-json.c — reading JSON values with their paths
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tl-format-json.h"
#include "tl-format-file.h"

#include <string.h>

/* Paths are built for every member and element a record has, whether or not
 * anything is wrong with it: by hand, as printf parsing its format for each was
 * a tenth of reading a record (issue 25, importing 10,000 files). */
char *
tl_json_path_member (const char *path,
                     const char *name)
{
  return g_strconcat (path, ".", name, NULL);
}

char *
tl_json_path_index (const char *path,
                    guint       index)
{
  char digits[16];
  char *end = digits + sizeof digits, *p = end;
  gsize length = strlen (path);
  char *result;

  do
    *--p = (char) ('0' + index % 10);
  while ((index /= 10) != 0);
  result = g_malloc (length + (gsize) (end - p) + 3);
  memcpy (result, path, length);
  result[length] = '[';
  memcpy (result + length + 1, p, (gsize) (end - p));
  result[length + 1 + (end - p)] = ']';
  result[length + 2 + (end - p)] = '\0';
  return result;
}

/* Nesting deeper than this is refused before parsing (json-glib's parser is
 * recursive; a file of 100,000 nested arrays would overflow the stack). */
#define MAX_DEPTH 256
/* Integer literals longer than this could overflow 64 bits, which json-glib's
 * scanner wraps silently. */
#define MAX_DIGITS 18
/* The one member whose integer may take all 64 bits (checked exactly): 19 digits
 * hold every value of a gint64. */
#define WIDE_DIGITS 19

/* What the pre-scan knows about where it is. */
/* A place in the text, 1-based. */
typedef struct {
  guint line, column;
} Place;

/* What the pre-scan saw of the text's brackets and strings, to say where JSON
 * went wrong once json-glib refused it (json-glib 1.6 gives no position). */
typedef struct {
  Place open[MAX_DEPTH];   /* where each container still open was opened */
  char open_char[MAX_DEPTH];
  guint depth;             /* at the end of the text */
  gboolean in_string;      /* the text ends inside a string … */
  Place string_start;      /* … opened here */
  Place end;               /* just after the last character */
  gboolean mismatch;       /* a bracket closed nothing, or another kind … */
  Place mismatch_at;       /* … here */
  char mismatch_char;
  Place mismatch_opened;   /* the container it met, when one was open */
  char mismatch_open_char;
} Shape;

typedef struct {
  const char *data;
  gsize n;
  gsize i;                 /* the byte being looked at */
  guint line, column;      /* of data[i], 1-based */
  guint number_column;     /* where the number being read starts (on @line) */
  guint depth;
  gboolean root_object;    /* the outermost value is an object */
  gboolean expect_key;     /* at depth 1 of the root object, the next string is a member name */
  gsize key_start, key_len;/* the last member name at depth 1 */
  gboolean in_wide_value;  /* between the wide member's ':' and the next ',' or '}' */
} Scan;

/* A problem of the text at the scan's place: @what in the message's English,
 * @words (translated) for a player. */
static gboolean
scan_error (const Scan   *scan,
            const char   *origin,
            GError      **error,
            const char   *words,
            const char   *what)
{
  /* Translators: where text that is not valid JSON goes wrong; "%3$s" is what is wrong */
  g_autofree char *located = g_strdup_printf (_("line %1$u, column %2$u: %3$s"), scan->line,
                                              scan->column, words);

  tl_format_set_error_words (error, TL_FORMAT_ERROR_PARSE, origin, NULL, located,
                             "line %u, column %u: %s", scan->line, scan->column, what);
  return FALSE;
}

/* The same, at the start of the number being read. */
static gboolean
number_error (const Scan   *scan,
              const char   *origin,
              GError      **error,
              const char   *words,
              const char   *what)
{
  Scan at = *scan;

  at.column = scan->number_column;
  return scan_error (&at, origin, error, words, what);
}

/* An integer literal of the wide member, starting at data[start] ('-' or a
 * digit) with @digits digits: it must fit in a gint64. */
static gboolean
check_wide_integer (const Scan  *scan,
                    gsize        start,
                    guint        digits,
                    const char  *wide_member,
                    const char  *origin,
                    GError     **error)
{
  g_autofree char *literal = g_strndup (scan->data + start, scan->i + 1 - start);
  g_autofree char *what = NULL;
  g_autofree char *words = NULL;
  g_autofree char *min = g_strdup_printf ("%" G_GINT64_FORMAT, G_MININT64);
  g_autofree char *max = g_strdup_printf ("%" G_GINT64_FORMAT, G_MAXINT64);
  gint64 value;

  if (digits <= WIDE_DIGITS &&
      g_ascii_string_to_signed (literal, 10, G_MININT64, G_MAXINT64, &value, NULL))
    return TRUE;
  what = g_strdup_printf ("$.%s: %s%s does not fit in 64 bits (expected an integer from %s "
                          "to %s)", wide_member, literal, digits > WIDE_DIGITS ? "…" : "",
                          min, max);
  /* Translators: "%1$s%2$s" is a number as written in the file ("%2$s" is "…" when
   * it is cut short), "%3$s" the name of what it is in the file, "%4$s" and "%5$s"
   * the smallest and the largest number allowed */
  words = g_strdup_printf (_("the number %1$s%2$s is too large for “%3$s” (it must be from %4$s "
                             "to %5$s)"), literal, digits > WIDE_DIGITS ? "…" : "",
                           wide_member, min, max);
  return number_error (scan, origin, error, words, what);
}

/* Refuses what json-glib would not report well: too deep nesting and integer
 * literals too long for 64 bits, naming the line and column. The integer value
 * of the root object's member @wide_member (when not %NULL) may take all 64
 * bits; it is checked exactly. Fills @shape for messages about bad JSON. */
static gboolean
check_limits (const char  *data,
              gssize       length,
              const char  *wide_member,
              const char  *origin,
              Shape       *shape,
              GError     **error)
{
  Scan scan = { .data = data, .n = data == NULL ? 0 : length < 0 ? strlen (data) : (gsize) length,
                .line = 1 };
  gboolean in_string = FALSE, escaped = FALSE, seen_value = FALSE;
  guint digits = 0;
  gsize string_start = 0, number_start = 0;

  for (scan.i = 0; scan.i < scan.n; scan.i++)
    {
      char c = data[scan.i];

      scan.column++;
      if (c == '\n')
        {
          scan.line++;
          scan.column = 0;
        }
      if (in_string)
        {
          if (escaped)
            escaped = FALSE;
          else if (c == '\\')
            escaped = TRUE;
          else if (c == '"')
            {
              in_string = FALSE;
              if (scan.depth == 1 && scan.root_object && scan.expect_key)
                {
                  scan.key_start = string_start + 1;
                  scan.key_len = scan.i - string_start - 1;
                  scan.expect_key = FALSE;
                }
            }
          continue;
        }
      if (g_ascii_isdigit (c))
        {
          gboolean wide = scan.in_wide_value && scan.depth == 1;

          if (digits++ == 0)
            {
              gboolean minus = scan.i > 0 && data[scan.i - 1] == '-';

              number_start = minus ? scan.i - 1 : scan.i;
              scan.number_column = minus && scan.column > 1 ? scan.column - 1 : scan.column;
            }
          if (!wide && digits > MAX_DIGITS)
            return number_error (&scan, origin, error,
                                 _("a number with more than 18 digits, too large for this file"),
                                 "a number with more than " G_STRINGIFY (MAX_DIGITS)
                                 " digits (too large for this file)");
          if (wide && (digits > WIDE_DIGITS || scan.i + 1 == scan.n ||
                       !g_ascii_isdigit (data[scan.i + 1])) &&
              !check_wide_integer (&scan, number_start, digits, wide_member, origin, error))
            return FALSE;
          continue;
        }
      digits = 0;
      if (c == '"')
        {
          in_string = TRUE;
          string_start = scan.i;
          shape->string_start = (Place) { scan.line, scan.column };
        }
      else if (c == '[' || c == '{')
        {
          if (!seen_value)
            scan.root_object = c == '{';
          seen_value = TRUE;
          if (++scan.depth > MAX_DEPTH)
            {
              g_autofree char *what = g_strdup_printf ("nested more than %d levels deep", MAX_DEPTH);
              g_autofree char *words = g_strdup_printf (_("brackets nested more than %d levels deep"),
                                                        MAX_DEPTH);

              return scan_error (&scan, origin, error, words, what);
            }
          shape->open[scan.depth - 1] = (Place) { scan.line, scan.column };
          shape->open_char[scan.depth - 1] = c;
          scan.expect_key = scan.depth == 1 && c == '{';
        }
      else if (c == ']' || c == '}')
        {
          if (!shape->mismatch &&
              (scan.depth == 0 || shape->open_char[scan.depth - 1] != (c == ']' ? '[' : '{')))
            {
              shape->mismatch = TRUE;
              shape->mismatch_at = (Place) { scan.line, scan.column };
              shape->mismatch_char = c;
              shape->mismatch_open_char = scan.depth > 0 ? shape->open_char[scan.depth - 1] : 0;
              if (scan.depth > 0)
                shape->mismatch_opened = shape->open[scan.depth - 1];
            }
          if (scan.depth > 0)
            scan.depth--;
          if (scan.depth == 0)
            scan.in_wide_value = FALSE;
        }
      else if (c == ',' && scan.depth == 1)
        {
          scan.expect_key = scan.root_object;
          scan.in_wide_value = FALSE;
        }
      else if (c == ':' && scan.depth == 1 && scan.root_object)
        scan.in_wide_value = wide_member != NULL &&
                             scan.key_len == strlen (wide_member) &&
                             memcmp (data + scan.key_start, wide_member, scan.key_len) == 0;
    }
  shape->depth = scan.depth;
  shape->in_string = in_string;
  shape->end = (Place) { scan.line, scan.column + 1 };
  return TRUE;
}

static const char *
container_name (char c)
{
  return c == '{' ? "object" : "array";
}

/* What json-glib's error code says, in our words (its message is translated
 * text that must not be parsed). */
static const char *
describe_parser_error (const GError *error)
{
  if (error->domain != JSON_PARSER_ERROR)
    return N_("it is not JSON text");
  switch (error->code)
    {
    case JSON_PARSER_ERROR_TRAILING_COMMA:
      return N_("a comma before a closing bracket");
    case JSON_PARSER_ERROR_MISSING_COMMA:
      return N_("a comma is missing between two values");
    case JSON_PARSER_ERROR_MISSING_COLON:
      return N_("a colon is missing after a member name");
    case JSON_PARSER_ERROR_INVALID_BAREWORD:
      return N_("a word or character where a value or member name should be");
    case JSON_PARSER_ERROR_EMPTY_MEMBER_NAME:
      return N_("an empty member name");
    case JSON_PARSER_ERROR_INVALID_DATA:
      return N_("text that is not UTF-8, or a character JSON does not allow");
    case JSON_PARSER_ERROR_PARSE:
    case JSON_PARSER_ERROR_UNKNOWN:
    default:
      return N_("something that JSON does not allow");
    }
}

/* The error for text json-glib refused (@parser_error), from what the pre-scan
 * saw: where brackets do not match, where an unfinished string or container
 * began; else a plain message saying what the file is not. */
static void
set_parse_error (const Shape   *shape,
                 const GError  *parser_error,
                 const char    *kind,
                 const char    *origin,
                 GError       **error)
{
  g_autofree char *words = NULL;

  if (shape->mismatch && shape->mismatch_open_char != 0)
    {
      /* Translators: text that is not valid JSON; "%3$c" and "%4$c" are brackets */
      words = g_strdup_printf (_("line %1$u, column %2$u: “%3$c” does not close the “%4$c” opened at "
                                 "line %5$u, column %6$u: the file is damaged"),
                               shape->mismatch_at.line, shape->mismatch_at.column,
                               shape->mismatch_char, shape->mismatch_open_char,
                               shape->mismatch_opened.line, shape->mismatch_opened.column);
      tl_format_set_error_words (error, TL_FORMAT_ERROR_PARSE, origin, NULL, words,
                                 "line %u, column %u: \"%c\" does not close the %s opened at line %u, "
                                 "column %u (not valid JSON)", shape->mismatch_at.line,
                                 shape->mismatch_at.column, shape->mismatch_char,
                                 container_name (shape->mismatch_open_char),
                                 shape->mismatch_opened.line, shape->mismatch_opened.column);
    }
  else if (shape->mismatch)
    {
      /* Translators: text that is not valid JSON; "%3$c" is a bracket */
      words = g_strdup_printf (_("line %1$u, column %2$u: “%3$c” closes nothing: the file is damaged"),
                               shape->mismatch_at.line, shape->mismatch_at.column,
                               shape->mismatch_char);
      tl_format_set_error_words (error, TL_FORMAT_ERROR_PARSE, origin, NULL, words,
                                 "line %u, column %u: \"%c\" closes nothing (not valid JSON)",
                                 shape->mismatch_at.line, shape->mismatch_at.column,
                                 shape->mismatch_char);
    }
  else if (shape->in_string)
    {
      words = g_strdup_printf (_("line %u, column %u: the file ends early: the text in quotes begun "
                                 "at line %u, column %u is not closed"),
                               shape->end.line, shape->end.column,
                               shape->string_start.line, shape->string_start.column);
      tl_format_set_error_words (error, TL_FORMAT_ERROR_PARSE, origin, NULL, words,
                                 "line %u, column %u: the file ends early: the string begun at line "
                                 "%u, column %u is not closed", shape->end.line, shape->end.column,
                                 shape->string_start.line, shape->string_start.column);
    }
  else if (shape->depth > 0)
    {
      const Place *open = &shape->open[shape->depth - 1];
      char open_char = shape->open_char[shape->depth - 1];

      /* Translators: "%5$c" is a bracket, "{" or "[" */
      words = g_strdup_printf (_("line %1$u, column %2$u: the file ends early: the “%5$c” opened at "
                                 "line %3$u, column %4$u is not closed"),
                               shape->end.line, shape->end.column, open->line, open->column,
                               open_char);
      tl_format_set_error_words (error, TL_FORMAT_ERROR_PARSE, origin, NULL, words,
                                 "line %u, column %u: the file ends early: the %s opened at line %u, "
                                 "column %u is not closed", shape->end.line, shape->end.column,
                                 container_name (open_char), open->line, open->column);
    }
  else
    {
      const char *why = describe_parser_error (parser_error);

      if (kind != NULL)
        /* Translators: "%1$s" is what the file should be ("a Tilelands game file"),
         * "%2$s" what is wrong with its text ("a comma is missing between two values") */
        words = g_strdup_printf (_("this is not %1$s: it is damaged or of another kind (%2$s)"),
                                 g_dgettext (GETTEXT_PACKAGE, kind),
                                 g_dgettext (GETTEXT_PACKAGE, why));
      else
        /* Translators: "%s" is what is wrong with the text ("a comma is missing between
         * two values") */
        words = g_strdup_printf (_("the file is damaged (%s)"), g_dgettext (GETTEXT_PACKAGE, why));
      tl_format_set_error_words (error, TL_FORMAT_ERROR_PARSE, origin, NULL, words,
                                 "%s%s%snot valid JSON (%s)", kind != NULL ? "this is not " : "",
                                 kind != NULL ? kind : "", kind != NULL ? ": " : "", why);
    }
}

JsonNode *
tl_json_parse (const char  *data,
               gssize       length,
               const char  *origin,
               GError     **error)
{
  return tl_json_parse_full (data, length, NULL, NULL, origin, error);
}

JsonNode *
tl_json_parse_full (const char  *data,
                    gssize       length,
                    const char  *wide_member,
                    const char  *kind,
                    const char  *origin,
                    GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local_error = NULL;
  g_autofree Shape *shape = g_new0 (Shape, 1);
  JsonNode *root;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (!tl_format_check_size (data == NULL ? 0 : length < 0 ? strlen (data) : (gsize) length,
                             origin, error) ||
      !check_limits (data, length, wide_member, origin, shape, error))
    return NULL;
  if (!json_parser_load_from_data (parser, data != NULL ? data : "", length, &local_error))
    {
      set_parse_error (shape, local_error, kind, origin, error);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      tl_format_set_error_words (error, TL_FORMAT_ERROR_PARSE, origin, NULL, _("the file is empty"),
                                 "the file is empty (expected a JSON object)");
      return NULL;
    }
  return json_node_ref (root);
}

gpointer
tl_json_load_file (const char          *path,
                   TlJsonLoadDataFunc   load_data,
                   GError             **error)
{
  g_autofree char *origin = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL && load_data != NULL, NULL);

  origin = g_path_get_basename (path);
  if (!tl_format_read_file (path, &data, &length, error))
    return NULL;
  return load_data (data, length, origin, error);
}

char *
tl_json_to_text (JsonNode *root,
                 gsize    *length)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;
  char *result;
  gsize text_length = 0;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, &text_length);

  result = g_strconcat (text, "\n", NULL);
  if (length != NULL)
    *length = text_length + 1;
  return result;
}

/* What a node is, for "found …" in messages. */
static char *
describe_node (JsonNode *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      return g_strdup ("an object");
    case JSON_NODE_ARRAY:
      return g_strdup ("an array");
    case JSON_NODE_NULL:
      return g_strdup ("null");
    case JSON_NODE_VALUE:
    default:
      break;
    }

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_BOOLEAN:
      return g_strdup (json_node_get_boolean (node) ? "true" : "false");
    case G_TYPE_INT64:
      return g_strdup_printf ("the number %" G_GINT64_FORMAT, json_node_get_int (node));
    case G_TYPE_DOUBLE:
      return g_strdup_printf ("the number %g", json_node_get_double (node));
    case G_TYPE_STRING:
      {
        const char *s = json_node_get_string (node);

        if (g_utf8_strlen (s, -1) > 40)
          {
            g_autofree char *head = g_utf8_substring (s, 0, 37);
            return g_strdup_printf ("the string \"%s…\"", head);
          }
        return g_strdup_printf ("the string \"%s\"", s);
      }
    default:
      return g_strdup ("a value of an unknown type");
    }
}

/* What a node is, in a player's words, for "…, not …". */
static char *
describe_node_words (JsonNode *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      return g_strdup (_("a group of values in { }"));
    case JSON_NODE_ARRAY:
      return g_strdup (_("a list in [ ]"));
    case JSON_NODE_NULL:
      return g_strdup (_("an empty value (null)"));
    case JSON_NODE_VALUE:
    default:
      break;
    }

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_BOOLEAN:
      return g_strdup (json_node_get_boolean (node) ? _("“true”") : _("“false”"));
    case G_TYPE_INT64:
      return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
    case G_TYPE_DOUBLE:
      return g_strdup_printf ("%g", json_node_get_double (node));
    case G_TYPE_STRING:
      {
        const char *s = json_node_get_string (node);

        if (g_utf8_strlen (s, -1) > 40)
          {
            g_autofree char *head = g_utf8_substring (s, 0, 37);
            /* Translators: a text found in a file, cut short */
            return g_strdup_printf (_("“%s…”"), head);
          }
        /* Translators: a text found in a file */
        return g_strdup_printf (_("“%s”"), s);
      }
    default:
      return g_strdup (_("a value of an unknown kind"));
    }
}

gboolean
tl_json_type_error (JsonNode    *node,
                    const char  *origin,
                    const char  *path,
                    const char  *expected,
                    const char  *expected_words,
                    GError     **error)
{
  g_autofree char *found = describe_node (node);
  g_autofree char *found_words = describe_node_words (node);
  /* Translators: a value of a file is of the wrong kind: "%1$s" what it must be
   * ("a whole number from 0 to 10"), "%2$s" what it is ("“x”") */
  g_autofree char *words = g_strdup_printf (_("needs %1$s, not %2$s"),
                                            expected_words != NULL ? expected_words
                                              : g_dgettext (GETTEXT_PACKAGE, expected),
                                            found_words);

  tl_format_set_error_words (error, TL_FORMAT_ERROR_TYPE, origin, path, words,
                             "expected %s, found %s", expected, found);
  return FALSE;
}

static char *
describe_int_range (gint64 min,
                    gint64 max)
{
  if (min == G_MININT64 && max == G_MAXINT64)
    return g_strdup ("an integer");
  if (max == G_MAXINT64)
    return g_strdup_printf ("an integer of at least %" G_GINT64_FORMAT, min);
  if (min == G_MININT64)
    return g_strdup_printf ("an integer of at most %" G_GINT64_FORMAT, max);
  return g_strdup_printf ("an integer from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT,
                          min, max);
}

/* The same, in a player's words. */
static char *
describe_int_range_words (gint64 min,
                          gint64 max)
{
  g_autofree char *low = g_strdup_printf ("%" G_GINT64_FORMAT, min);
  g_autofree char *high = g_strdup_printf ("%" G_GINT64_FORMAT, max);

  if (min == G_MININT64 && max == G_MAXINT64)
    return g_strdup (_("a whole number"));
  if (max == G_MAXINT64)
    /* Translators: "%s" is a number */
    return g_strdup_printf (_("a whole number of at least %s"), low);
  if (min == G_MININT64)
    /* Translators: "%s" is a number */
    return g_strdup_printf (_("a whole number of at most %s"), high);
  /* Translators: "%1$s" and "%2$s" are numbers */
  return g_strdup_printf (_("a whole number from %1$s to %2$s"), low, high);
}

gboolean
tl_json_as_object (JsonNode    *node,
                   const char  *origin,
                   const char  *path,
                   JsonObject **out,
                   GError     **error)
{
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return tl_json_type_error (node, origin, path, "an object", _("a group of values in { }"), error);
  *out = json_node_get_object (node);
  return TRUE;
}

gboolean
tl_json_as_array (JsonNode    *node,
                  const char  *origin,
                  const char  *path,
                  JsonArray  **out,
                  GError     **error)
{
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return tl_json_type_error (node, origin, path, "an array", _("a list in [ ]"), error);
  *out = json_node_get_array (node);
  return TRUE;
}

gboolean
tl_json_as_string (JsonNode    *node,
                   const char  *origin,
                   const char  *path,
                   const char **out,
                   GError     **error)
{
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return tl_json_type_error (node, origin, path, "a string", _("a text in quotes"), error);
  *out = json_node_get_string (node);
  return TRUE;
}

gboolean
tl_json_as_int (JsonNode    *node,
                const char  *origin,
                const char  *path,
                gint64       min,
                gint64       max,
                gint64      *out,
                GError     **error)
{
  gint64 value;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_autofree char *expected = describe_int_range (min, max);
      g_autofree char *expected_words = describe_int_range_words (min, max);

      return tl_json_type_error (node, origin, path, expected, expected_words, error);
    }

  value = json_node_get_int (node);
  if (value < min || value > max)
    {
      g_autofree char *expected = describe_int_range (min, max);
      g_autofree char *expected_words = describe_int_range_words (min, max);
      g_autofree char *found = g_strdup_printf ("%" G_GINT64_FORMAT, value);
      g_autofree char *words = g_strdup_printf (_("needs %1$s, not %2$s"), expected_words, found);

      tl_format_set_error_words (error, TL_FORMAT_ERROR_VALUE, origin, path, words,
                                 "expected %s, found %s", expected, found);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

gboolean
tl_json_as_bool (JsonNode    *node,
                 const char  *origin,
                 const char  *path,
                 gboolean    *out,
                 GError     **error)
{
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return tl_json_type_error (node, origin, path, "true or false", _("“true” or “false”"), error);
  *out = json_node_get_boolean (node);
  return TRUE;
}

/* The fast paths of tl_json_member_*(): a member of the type asked for, or an
 * optional one absent or null, is read without building its path or messages
 * (get_member() and tl_json_as_*() do, for the errors). */
#define HOLDS_VALUE_OF(node, type) \
  (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == (type))
#define OPTIONAL_AND_ABSENT(required, member) \
  (!(required) && ((member) == NULL || JSON_NODE_HOLDS_NULL (member)))

/* Looks up a member. Returns FALSE with an error when it is required and absent;
 * TRUE with *node NULL when it is optional and absent or null. */
static gboolean
get_member (JsonObject  *object,
            const char  *origin,
            const char  *path,
            const char  *name,
            gboolean     required,
            const char  *expected,
            const char  *expected_words,
            JsonNode   **node,
            char       **member_path,
            GError     **error)
{
  JsonNode *member = json_object_get_member (object, name);

  *member_path = tl_json_path_member (path, name);
  if (member == NULL || (!required && JSON_NODE_HOLDS_NULL (member)))
    {
      *node = NULL;
      if (!required)
        return TRUE;
      g_autofree char *words = NULL;

      /* Translators: a part of a file is missing; "%s" is what it must be ("a
       * whole number from 0 to 10", "a text in quotes") */
      words = g_strdup_printf (_("missing (it needs %s)"), expected_words);
      tl_format_set_error_words (error, TL_FORMAT_ERROR_MISSING, origin, *member_path, words,
                                 "missing (expected %s)", expected);
      return FALSE;
    }
  *node = member;
  return TRUE;
}

gboolean
tl_json_member_object (JsonObject  *object,
                       const char  *origin,
                       const char  *path,
                       const char  *name,
                       gboolean     required,
                       JsonObject **out,
                       GError     **error)
{
  g_autofree char *member_path = NULL;
  JsonNode *node;
  JsonNode *member = json_object_get_member (object, name);

  /* what a file that reads holds: no text is made (a record has thousands of members) */
  if (member != NULL && JSON_NODE_HOLDS_OBJECT (member))
    {
      *out = json_node_get_object (member);
      return TRUE;
    }
  if (OPTIONAL_AND_ABSENT (required, member))
    return TRUE;

  if (!get_member (object, origin, path, name, required, "an object",
                   _("a group of values in { }"), &node, &member_path, error))
    return FALSE;
  return node == NULL || tl_json_as_object (node, origin, member_path, out, error);
}

gboolean
tl_json_member_array (JsonObject  *object,
                      const char  *origin,
                      const char  *path,
                      const char  *name,
                      gboolean     required,
                      JsonArray  **out,
                      GError     **error)
{
  g_autofree char *member_path = NULL;
  JsonNode *node;
  JsonNode *member = json_object_get_member (object, name);

  if (member != NULL && JSON_NODE_HOLDS_ARRAY (member))
    {
      *out = json_node_get_array (member);
      return TRUE;
    }
  if (OPTIONAL_AND_ABSENT (required, member))
    return TRUE;

  if (!get_member (object, origin, path, name, required, "an array", _("a list in [ ]"),
                   &node, &member_path, error))
    return FALSE;
  return node == NULL || tl_json_as_array (node, origin, member_path, out, error);
}

gboolean
tl_json_member_string (JsonObject  *object,
                       const char  *origin,
                       const char  *path,
                       const char  *name,
                       gboolean     required,
                       const char **out,
                       GError     **error)
{
  g_autofree char *member_path = NULL;
  JsonNode *node;
  JsonNode *member = json_object_get_member (object, name);

  if (member != NULL && HOLDS_VALUE_OF (member, G_TYPE_STRING))
    {
      *out = json_node_get_string (member);
      return TRUE;
    }
  if (OPTIONAL_AND_ABSENT (required, member))
    return TRUE;

  if (!get_member (object, origin, path, name, required, "a string", _("a text in quotes"),
                   &node, &member_path, error))
    return FALSE;
  return node == NULL || tl_json_as_string (node, origin, member_path, out, error);
}

gboolean
tl_json_member_int (JsonObject  *object,
                    const char  *origin,
                    const char  *path,
                    const char  *name,
                    gboolean     required,
                    gint64       min,
                    gint64       max,
                    gint64      *out,
                    GError     **error)
{
  JsonNode *member = json_object_get_member (object, name);
  g_autofree char *member_path = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *expected_words = NULL;
  JsonNode *node;

  if (member != NULL && HOLDS_VALUE_OF (member, G_TYPE_INT64) &&
      json_node_get_int (member) >= min && json_node_get_int (member) <= max)
    {
      *out = json_node_get_int (member);
      return TRUE;
    }
  if (OPTIONAL_AND_ABSENT (required, member))
    return TRUE;
  expected = describe_int_range (min, max);
  expected_words = describe_int_range_words (min, max);

  if (!get_member (object, origin, path, name, required, expected, expected_words, &node,
                   &member_path, error))
    return FALSE;
  return node == NULL || tl_json_as_int (node, origin, member_path, min, max, out, error);
}

gboolean
tl_json_member_bool (JsonObject  *object,
                     const char  *origin,
                     const char  *path,
                     const char  *name,
                     gboolean     required,
                     gboolean    *out,
                     GError     **error)
{
  g_autofree char *member_path = NULL;
  JsonNode *node;
  JsonNode *member = json_object_get_member (object, name);

  if (member != NULL && HOLDS_VALUE_OF (member, G_TYPE_BOOLEAN))
    {
      *out = json_node_get_boolean (member);
      return TRUE;
    }
  if (OPTIONAL_AND_ABSENT (required, member))
    return TRUE;

  if (!get_member (object, origin, path, name, required, "true or false",
                   _("“true” or “false”"), &node, &member_path, error))
    return FALSE;
  return node == NULL || tl_json_as_bool (node, origin, member_path, out, error);
}

/* What a file of @format is, in a player's words; %NULL for a format the app
 * does not know. */
static const char *
format_words (const char *format)
{
  if (strcmp (format, "tilelands-game") == 0)
    return _("a Tilelands game");
  if (strcmp (format, "tilelands-tileset") == 0)
    return _("a tile set");
  if (strcmp (format, "tilelands-map") == 0)
    return _("a map layout");
  return NULL;
}

gboolean
tl_json_check_header (JsonObject  *root,
                      const char  *origin,
                      const char  *path,
                      gboolean     required,
                      const char  *format,
                      gint64       max_version,
                      GError     **error)
{
  const char *found = NULL;
  gint64 version = 1;

  if (!tl_json_member_string (root, origin, path, "format", required, &found, error))
    return FALSE;
  if (found != NULL && strcmp (found, format) != 0)
    {
      g_autofree char *member_path = tl_json_path_member (path, "format");
      const char *wanted = format_words (format);
      const char *is = format_words (found);
      g_autofree char *words = NULL;

      if (is != NULL)
        /* Translators: "%1$s" is what a file is, "%2$s" what it should be: "this is
         * a tile set, not a Tilelands game" */
        words = g_strdup_printf (_("this is %1$s, not %2$s"), is, wanted);
      else
        /* Translators: "%1$s" is what a file should be ("a tile set"), "%2$s" the
         * kind it says it is, as written in it */
        words = g_strdup_printf (_("this is not %1$s: it is a file of another kind (“%2$s”)"),
                                 wanted, found);
      tl_format_set_error_words (error, TL_FORMAT_ERROR_VERSION, origin, member_path, words,
                                 "expected \"%s\", found \"%s\" (not a file of this kind)",
                                 format, found);
      return FALSE;
    }

  if (!tl_json_member_int (root, origin, path, "version", required, G_MININT64, G_MAXINT64,
                           &version, error))
    return FALSE;
  if (version < 1 || version > max_version)
    {
      g_autofree char *member_path = tl_json_path_member (path, "version");
      g_autofree char *readable = max_version == 1 ? g_strdup ("version 1")
        : g_strdup_printf ("versions 1 to %" G_GINT64_FORMAT, max_version);

      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, version);
      g_autofree char *words = NULL;

      if (version > max_version)
        /* Translators: "%s" is a number, the version of a file */
        words = g_strdup_printf (_("this file was made by a newer Tilelands (its version is %s): "
                                   "update Tilelands to open it"), number);
      else
        /* Translators: "%s" is a number, the version of a file */
        words = g_strdup_printf (_("this file says it is of version %s, which no Tilelands "
                                   "ever wrote: it is damaged"), number);
      if (version > max_version)
        tl_format_set_error_words (error, TL_FORMAT_ERROR_VERSION, origin, member_path, words,
                                   "version %s: made by a newer Tilelands "
                                   "(this one reads %s); update Tilelands to open it",
                                   number, readable);
      else
        tl_format_set_error_words (error, TL_FORMAT_ERROR_VERSION, origin, member_path, words,
                                   "version %s is not a version of this format "
                                   "(expected %s)", number, readable);
      return FALSE;
    }
  return TRUE;
}
