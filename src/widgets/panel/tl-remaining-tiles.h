/* tl-remaining-tiles.h — the tiles a player has not seen yet, by type with counts
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_REMAINING_TILES (tl_remaining_tiles_get_type ())
G_DECLARE_FINAL_TYPE (TlRemainingTiles, tl_remaining_tiles, TL, REMAINING_TILES, GtkBox)

/**
 * TlRemainingTiles:
 *
 * What a player may know of the tiles to come (docs/design.md §8): a heading with
 * their number, a sentence saying what they are, and every tile type of the
 * game's tile set in a grid — its picture and "×N" — the types of which none
 * is left dimmed. The counts are the caller's (tl_game_state_unseen_counts():
 * the stack together with every tile hidden from the player, never the stack
 * alone, which would give the hidden tiles away by subtraction).
 */

/**
 * tl_remaining_tiles_new:
 *
 * Returns: (transfer floating): a view showing no tiles.
 */
GtkWidget *tl_remaining_tiles_new   (void);

/**
 * tl_remaining_tiles_set:
 * @self: the view
 * @set: (nullable) (transfer none): the tile set, or %NULL for none
 * @counts: (array length=n_types) (nullable): how many tiles of each type of
 *   @set the player has not seen
 * @n_types: the number of types of @set
 *
 * Shows the counts; the grid is built again only when @set changes.
 */
void       tl_remaining_tiles_set   (TlRemainingTiles *self,
                                     TlTileSet        *set,
                                     const guint      *counts,
                                     guint             n_types);

/**
 * tl_remaining_tiles_get_count:
 * @self: the view
 * @type: a tile type index of the set shown
 *
 * Returns: the count shown for @type (0 outside the set).
 */
guint      tl_remaining_tiles_get_count (TlRemainingTiles *self,
                                         guint             type);

/**
 * tl_remaining_tiles_get_total:
 * @self: the view
 *
 * Returns: the number in the heading: all the tiles not seen.
 */
guint      tl_remaining_tiles_get_total (TlRemainingTiles *self);

G_END_DECLS
