/* tl-windows-resources.h — the app's compiled GResource (ui/)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * tl_windows_ensure_resources:
 *
 * Registers the resources compiled from `ui/tilelands.gresource.xml` (templates,
 * style.css, gtk/help-overlay.ui under `/io/github/tilelands/Tilelands`), once;
 * later calls do nothing. Called by the classes that load templates and by
 * #TlApplication before it starts up.
 */
void tl_windows_ensure_resources (void);

G_END_DECLS
