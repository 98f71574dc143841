/* tl-game-log-private.h — the game log's getters for the tests
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-log.h"

G_BEGIN_DECLS

/* rows, newest first: a turn's row ("Turn 3 · Ann\nTile D, …"), then its
 * scorings' rows ("City of 3 tiles: Ann +6") */
guint       _tl_game_log_get_n_rows    (TlGameLog *self);
/* (transfer none): the text of row @index */
const char *_tl_game_log_get_row_text  (TlGameLog *self,
                                        guint      index);
/* (transfer none): row @index (a #GtkListBoxRow), or NULL */
GtkWidget  *_tl_game_log_get_row       (TlGameLog *self,
                                        guint      index);
/* selects row @index, as a click does */
void        _tl_game_log_select_row    (TlGameLog *self,
                                        guint      index);

G_END_DECLS
