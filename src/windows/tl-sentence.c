/* tl-sentence.c — a message of a lower layer shown as a sentence
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-sentence.h"

char *
tl_sentence_dup (const char *message)
{
  if (message == NULL || *message == '\0')
    return g_strdup ("");
  if (!g_utf8_validate (message, -1, NULL))
    return g_strdup (message);
  return g_strdup_printf ("%C%s", g_unichar_totitle (g_utf8_get_char (message)),
                          g_utf8_next_char (message));
}
