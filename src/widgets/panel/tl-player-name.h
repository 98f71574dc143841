/* tl-player-name.h — a player's name as a window shows it
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * tl_player_name_shown:
 * @name: a player's name, as a record or the library holds it (UTF-8, any
 *   length: a record holds at most %TL_PLAYER_NAME_MAX characters, but the
 *   library's lists may hold longer ones)
 *
 * @name as a window shows it in a sentence or a label: whole when it has at
 * most %TL_PLAYER_NAME_TYPED_MAX (40) characters, the most the new-game window
 * lets a person type; else its first 39 characters and "…". Laying out a long
 * name cost Pango minutes (issue 20); the record keeps the name whole.
 *
 * Returns: (transfer full): the name to show; free with g_free().
 */
char *tl_player_name_shown     (const char *name);

/**
 * tl_player_name_label_new:
 * @name: a player's name
 *
 * A label showing only @name (a scoreboard row, a cell of a score table):
 * tl_player_name_shown() of it, ellipsized at its end to the width it gets, so
 * that it never widens its window, the whole name in its tooltip when cut.
 *
 * Returns: (transfer floating): a #GtkLabel.
 */
GtkWidget *tl_player_name_label_new (const char *name);

G_END_DECLS
