/* tl-application.h — the application: actions, accelerators, windows
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-library.h"
#include "tl-online-games.h"
#include "tl-hosting.h"

G_BEGIN_DECLS

#define TL_TYPE_APPLICATION (tl_application_get_type ())
G_DECLARE_FINAL_TYPE (TlApplication, tl_application, TL, APPLICATION, AdwApplication)

/**
 * TlApplication:
 *
 * The app (`io.github.tilelands.Tilelands`). Sets the accelerators of every
 * window action (listed in `ui/gtk/help-overlay.ui`), offers `app.quit`
 * (Ctrl+Q: closes the windows; one with a game that has not been saved asks
 * first and stays open until answered; the app ends with its last window) and
 * `app.about`, opens `.tilelands` files given on the command line.
 *
 * `app.play-tile-set` and `app.play-map` (string: a user's tile set or map
 * layout as JSON, `tilelands-tileset` or `tilelands-map`, docs/design.md §3) are
 * the editors' Play: the new-game window, with the app's settings, over a main
 * window showing no game in progress (a new one otherwise), the set and its
 * game or the map chosen; its Start plays there. JSON that is no set or layout
 * is refused with a "Could Not Start" dialog naming what is wrong.
 */

/**
 * tl_application_new:
 *
 * Returns: (transfer full): the application.
 */
TlApplication *tl_application_new          (void);

/**
 * tl_application_get_settings:
 * @self: the application
 *
 * Returns: (transfer none) (nullable): the app's settings, or %NULL when the
 * schema `io.github.tilelands.Tilelands` is not installed (e.g. running from the
 * build directory without `GSETTINGS_SCHEMA_DIR`).
 */
GSettings     *tl_application_get_settings (TlApplication *self);

/**
 * tl_application_get_library:
 * @self: the application
 *
 * Returns: (transfer none) (nullable): the library every window keeps its games
 * in (tl_store_choose_path(): `TILELANDS_DB`, else the user data folder),
 * opened at start-up and closed at shutdown; %NULL before start-up.
 */
TlLibrary     *tl_application_get_library  (TlApplication *self);

/**
 * tl_application_get_online_games:
 * @self: the application
 *
 * Returns: (transfer none): the games on hosts the app plays, read at
 *   start-up from tl_online_games_default_path().
 */
TlOnlineGames *tl_application_get_online_games (TlApplication *self);

/**
 * tl_application_get_hosting:
 * @self: the application
 *
 * Returns: (transfer none): the games this app hosts ("Host on this network"),
 *   in `hosting` of the user data folder (tl_hosting_dup_default_dir()): made
 *   when first asked for, taken up again at start-up (tl_hosting_resume()),
 *   let go at shutdown.
 */
TlHosting     *tl_application_get_hosting  (TlApplication *self);

G_END_DECLS
