/* tl-windows-resources.c — the app's compiled GResource (ui/)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tl-windows-resources.h"
#include "tl-accessible-names.h"
#include "tilelands-resources.h"

void
tl_windows_ensure_resources (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      tl_ui_register_resource ();
      tl_accessible_names_ensure ();
      g_once_init_leave (&registered, 1);
    }
}
