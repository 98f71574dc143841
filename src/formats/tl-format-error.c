/* tl-format-error.c — the error domain of the file formats
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-format-error.h"

G_DEFINE_QUARK (tl-format-error-quark, tl_format_error)

void
tl_format_set_error (GError      **error,
                     TlFormatError code,
                     const char   *origin,
                     const char   *path,
                     const char   *format,
                     ...)
{
  g_autofree char *what = NULL;
  va_list args;

  if (error == NULL)
    return;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  if (path != NULL)
    g_set_error (error, TL_FORMAT_ERROR, code, "%s: %s: %s", origin, path, what);
  else
    g_set_error (error, TL_FORMAT_ERROR, code, "%s: %s", origin, what);
}
