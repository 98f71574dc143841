/* tl-cli-util.c — what the tilelands-cli commands share
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-util.h"

#include <stdio.h>
#include <string.h>

/* Whether @c may not reach a terminal as it is (tl_cli_text_clean()). */
static gboolean
is_control (gunichar c)
{
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2066 && c <= 0x2069);
}

char *
tl_cli_text_clean (const char *text)
{
  GString *clean;
  const char *p = text, *end;

  g_return_val_if_fail (text != NULL, NULL);

  end = text + strlen (text);
  clean = g_string_sized_new (end - text);
  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          /* a byte that is not UTF-8 */
          g_string_append (clean, "\uFFFD");
          p++;
          continue;
        }
      if (c == '\t' || c == '\r' || c == '\n')
        g_string_append_c (clean, ' ');
      else if (is_control (c))
        g_string_append (clean, "\uFFFD");
      else
        g_string_append_len (clean, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (clean, FALSE);
}

void
tl_cli_print_line (FILE       *out,
                   const char *format,
                   ...)
{
  g_autofree char *line = NULL;
  g_autofree char *clean = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  clean = tl_cli_text_clean (line);
  fputs (clean, out);
  fputc ('\n', out);
}

GOptionContext *
tl_cli_option_context (const char         *command,
                       const char         *parameters,
                       const char         *summary,
                       const GOptionEntry *entries)
{
  g_autofree char *prgname = g_strdup_printf ("tilelands-cli %s", command);
  GOptionContext *context = g_option_context_new (parameters);

  g_set_prgname (prgname);
  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, NULL);
  return context;
}

gboolean
tl_cli_parse (GOptionContext *context,
              int            *argc,
              char         ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      tl_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

int
tl_cli_usage_error (const char *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* one line (docs/design.md §9); `--help` is where the options are */
  tl_cli_print_line (stderr, "%s: %s", g_get_prgname (), message);
  return TL_CLI_BAD_INPUT;
}

/* Prints @error's message as one line, whatever it holds, and frees @error. */
static void
print_error (GError *error)
{
  tl_cli_print_line (stderr, "%s", error->message);
  g_error_free (error);
}

int
tl_cli_fail (GError *error)
{
  print_error (error);
  return TL_CLI_FAILED;
}

int
tl_cli_bad_file (GError *error)
{
  print_error (error);
  return TL_CLI_BAD_INPUT;
}

/* @json (taken) with DEL, the C1 controls and the bidirectional controls
 * written as \uXXXX: json-glib escapes only U+0000–U+001F. They can only stand
 * inside strings, where the escape means the same character. */
static char *
escape_json (char *json)
{
  GString *escaped;

  if (!g_utf8_validate (json, -1, NULL))
    return json;
  escaped = g_string_sized_new (strlen (json));
  for (const char *p = json; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c >= 0x20 && is_control (c))
        g_string_append_printf (escaped, "\\u%04X", c);
      else
        g_string_append_len (escaped, p, g_utf8_next_char (p) - p);
    }
  g_free (json);
  return g_string_free (escaped, FALSE);
}

void
tl_cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  text = escape_json (text);
  fputs (text, stdout);
  fputc ('\n', stdout);
  fflush (stdout);
}

const char *
tl_cli_plural (guint       n,
               const char *one,
               const char *many)
{
  return n == 1 ? one : many;
}
