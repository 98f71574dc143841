/* main.c — the tilelands executable
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "tl-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr (TlApplication) app = NULL;

  const char *localedir = g_getenv ("TILELANDS_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* TILELANDS_LOCALEDIR: the build directory's translations, set by `meson devenv` */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Tilelands"));

  app = tl_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
