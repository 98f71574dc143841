/* tl-tile-choices.h — the tile pane's controls for a side's and a tile's choices
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-tile-edit-view.h"
#include "tl-tile-set-document.h"

G_BEGIN_DECLS

#define TL_TYPE_TILE_CHOICES (tl_tile_choices_get_type ())
G_DECLARE_FINAL_TYPE (TlTileChoices, tl_tile_choices, TL, TILE_CHOICES, GObject)

/**
 * TlTileChoices:
 *
 * Fills two groups of the tile pane with rows and keeps them showing the tile
 * of a #TlTileEditView (docs/editor.md, Tile sets §1):
 *
 * - the side group, for the view's current side: which side (N, E, S, W), its
 *   kind, the other sides of its kind it is one segment with (one city or
 *   separate caps, one road through or roads that stop, one territory), where
 *   a road that stops ends (junction, monastery, city gate, and which city's
 *   gate), its city's pennants and symbols (cathedral, goods), an inn by its
 *   road, a garden in its field, and for a Discovery sea the port cities of
 *   each of its shores;
 * - the tile group: a monastery, the corners a city reaches, the crossroads'
 *   spurs to city gates, the Discovery terrain in the middle, a quarter turn.
 *
 * Rows that do not apply to the tile are hidden. Every control is one edit
 * through tl_tile_edit_view_edit() (undoable, refused when it makes no tile).
 */

/* @view, @side_group, @tile_group: (transfer none): the pane's; they outlive the choices */
TlTileChoices *tl_tile_choices_new          (TlTileEditView      *view,
                                             AdwPreferencesGroup *side_group,
                                             AdwPreferencesGroup *tile_group);
void           tl_tile_choices_set_document (TlTileChoices       *self,
                                             TlTileSetDocument   *document,
                                             gboolean             editable);
/* @entry: (nullable): the tile shown; the rows show its choices */
void           tl_tile_choices_update       (TlTileChoices       *self,
                                             TlTileSetEntry      *entry);

G_END_DECLS
