/* tl-cli-util.c — what the tilelands-cli commands share
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-cli-util.h"

#include <stdio.h>

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

  /* one line (DESIGN.md §9); `--help` is where the options are */
  g_strdelimit (message, "\r\n", ' ');
  fprintf (stderr, "%s: %s\n", g_get_prgname (), message);
  return TL_CLI_BAD_INPUT;
}

/* Prints @error's message as one line, whatever it holds, and frees @error. */
static void
print_error (GError *error)
{
  g_strdelimit (error->message, "\r\n", ' ');
  fprintf (stderr, "%s\n", error->message);
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

void
tl_cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  fputs (text, stdout);
  fputc ('\n', stdout);
  fflush (stdout);
}
