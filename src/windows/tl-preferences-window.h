/* tl-preferences-window.h — the preferences: how the computer players play
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TL_TYPE_PREFERENCES_WINDOW (tl_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (TlPreferencesWindow, tl_preferences_window, TL, PREFERENCES_WINDOW, AdwPreferencesWindow)

/**
 * tl_preferences_window_new:
 * @parent: (nullable): the window it belongs to
 *
 * The preferences, read from and written to the app's GSettings as they change:
 * the computer players' speed (`computer-speed`) and the Hard player's thinking
 * time (`hard-thinking-time`).
 *
 * Returns: (transfer full): a new preferences window.
 */
GtkWidget *tl_preferences_window_new (GtkWindow *parent);

/**
 * tl_preferences_speed_pause_ms:
 * @speed: a `computer-speed` value: `"instant"`, `"normal"` or `"slow"`
 *
 * Returns: how long a computer move stays in view before it is played, in ms.
 */
guint      tl_preferences_speed_pause_ms (const char *speed);

G_END_DECLS
