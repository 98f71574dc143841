/* tl-recall-list.h — the followers a player may recall, with their points
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_RECALL_LIST (tl_recall_list_get_type ())
G_DECLARE_FINAL_TYPE (TlRecallList, tl_recall_list, TL, RECALL_LIST, GtkWidget)

/**
 * TlRecallList:
 *
 * A boxed list with one activatable row per follower the current player may
 * recall (The Discovery, docs/rules/discovery.md §1.6): the follower in the player's colour,
 * its role and territory ("Brigand on a mountain"), where it stands relative to
 * the start tile, and the points recalling it scores now ("+4"). Activating a
 * row (click, Enter or Space) emits `recall`. The widget has the CSS name
 * `recalllist`.
 *
 * Signal `recall` (int x, int y, uint port): the person chose the follower on
 * the segment at board port @port of the tile at (@x, @y).
 *
 * Signal `mark` (gboolean shown, int x, int y, int port): a row is under the
 * pointer or has the keyboard's focus (@shown TRUE, its follower's place: the
 * segment at board port @port of the tile at (@x, @y)), or none is any more
 * (@shown FALSE); the same as #TlGameLog's, for tl_board_view_set_mark().
 */

/**
 * tl_recall_list_new:
 *
 * Returns: (transfer floating): an empty list.
 */
GtkWidget *tl_recall_list_new           (void);

/**
 * tl_recall_list_set_options:
 * @self: a recall list
 * @options: (nullable) (element-type TlRecallOption): the followers that may be
 *   recalled, from tl_game_recall_options(); %NULL or empty for none
 * @color: (nullable): the player's colour, as accepted by tl_render_parse_color()
 */
void       tl_recall_list_set_options   (TlRecallList *self,
                                         const GArray *options,
                                         const char   *color);

/**
 * tl_recall_list_get_n_options:
 * @self: a recall list
 *
 * Returns: how many rows are shown.
 */
guint      tl_recall_list_get_n_options (TlRecallList *self);

/**
 * tl_recall_list_dup_role:
 * @kind: the kind of the follower's territory
 *
 * Returns: (transfer full): the follower's role on such a territory, translated,
 * e.g. "Brigand on a mountain" (docs/rules/discovery.md §1.5); "Follower" for other kinds.
 */
char      *tl_recall_list_dup_role      (TlSegmentKind kind);

G_END_DECLS
