/* tl-tile-set-document.h — a tile set being edited, with undo and redo
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tl-document.h"
#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_TILE_SET_ENTRY (tl_tile_set_entry_get_type ())
G_DECLARE_FINAL_TYPE (TlTileSetEntry, tl_tile_set_entry, TL, TILE_SET_ENTRY, GObject)

/**
 * TlTileSetEntry:
 *
 * One tile of a #TlTileSetDocument as its list model shows it: a snapshot that
 * never changes (an edit replaces the item).
 */

/**
 * tl_tile_set_entry_get_tile:
 * @self: an entry
 *
 * Returns: (transfer none) (nullable): the tile's segments, finished (ready to
 *   draw), or %NULL when a tile read from a file cannot be drawn (its ports are
 *   not each covered once)
 */
const TlTileType   *tl_tile_set_entry_get_tile   (TlTileSetEntry *self);
const TlTileDesign *tl_tile_set_entry_get_design (TlTileSetEntry *self);
const char         *tl_tile_set_entry_get_id     (TlTileSetEntry *self);
/* (nullable) */
const char         *tl_tile_set_entry_get_name   (TlTileSetEntry *self);
guint               tl_tile_set_entry_get_count  (TlTileSetEntry *self);
gboolean            tl_tile_set_entry_get_start  (TlTileSetEntry *self);
/**
 * tl_tile_set_entry_get_as_read:
 * @self: an entry
 *
 * Returns: whether the tile is kept as a file gave it, because its segments do
 *   not follow from its sides (the first edit makes it what its sides say).
 */
gboolean            tl_tile_set_entry_get_as_read (TlTileSetEntry *self);

#define TL_TYPE_TILE_SET_DOCUMENT (tl_tile_set_document_get_type ())
G_DECLARE_FINAL_TYPE (TlTileSetDocument, tl_tile_set_document, TL, TILE_SET_DOCUMENT, GObject)

/**
 * TlTileEdit:
 * @TL_TILE_EDIT_KIND: side @a gets kind @b (a #TlSegmentKind); tl_tile_design_set_kind()
 * @TL_TILE_EDIT_CYCLE_KIND: side @a gets the next kind of its game (field, road,
 *   city; grassland, mountain, sea), as a click on the side does
 * @TL_TILE_EDIT_JOIN: sides @a and @b become one segment; tl_tile_design_join()
 * @TL_TILE_EDIT_SEPARATE: side @a leaves its segment; tl_tile_design_separate()
 * @TL_TILE_EDIT_ROAD_END: the road stopping on side @a ends at @b (a #TlRoadEnd)
 * @TL_TILE_EDIT_GATE: the road stopping on side @a at a city gate enters the city
 *   holding side @b (%TL_DESIGN_NONE: the nearest)
 * @TL_TILE_EDIT_MONASTERY: a monastery in the middle when @a is non-zero
 * @TL_TILE_EDIT_PENNANTS: the city holding side @a has @b pennants
 * @TL_TILE_EDIT_SYMBOL: symbol @b (a #TlSymbol) shown (@c non-zero) or not on the
 *   segment holding side @a (a field port, or %TL_PORT_F, for a garden)
 * @TL_TILE_EDIT_CORNER_WALL: a city (the one holding side @c, %TL_DESIGN_NONE:
 *   the nearest) reaches corner @a (#TlCorner) when @b is non-zero
 * @TL_TILE_EDIT_JUNCTION_GATE: the junction has a spur to the city holding side @a
 *   when @b is non-zero
 * @TL_TILE_EDIT_CENTRE: the Discovery terrain of side @a fills the middle
 *   (%TL_DESIGN_NONE: none)
 * @TL_TILE_EDIT_PORT_CITIES: @c port cities on the shore between the sea holding
 *   side @a and the land holding side @b
 * @TL_TILE_EDIT_ROTATE: the tile turns a quarter clockwise (@a times)
 *
 * A change of one tile's sides and choices (docs/editor.md, Tile sets §1): each
 * is one step of undo, named for the Undo menu.
 */
typedef enum {
  TL_TILE_EDIT_KIND,
  TL_TILE_EDIT_CYCLE_KIND,
  TL_TILE_EDIT_JOIN,
  TL_TILE_EDIT_SEPARATE,
  TL_TILE_EDIT_ROAD_END,
  TL_TILE_EDIT_GATE,
  TL_TILE_EDIT_MONASTERY,
  TL_TILE_EDIT_PENNANTS,
  TL_TILE_EDIT_SYMBOL,
  TL_TILE_EDIT_CORNER_WALL,
  TL_TILE_EDIT_JUNCTION_GATE,
  TL_TILE_EDIT_CENTRE,
  TL_TILE_EDIT_PORT_CITIES,
  TL_TILE_EDIT_ROTATE,
} TlTileEdit;

/**
 * TlTileSetDocument:
 *
 * A tile set being edited (a #TlDocument): its id, name, game and whether it is an addition to
 * another set; its tiles (a #GListModel of #TlTileSetEntry), each a
 * #TlTileDesign with an id, a name and a count, one of them the start tile.
 * Every change is one step of undo and redo (1,000 steps are kept); the
 * problems (tl_tile_set_check(), the one validation) are worked out again after
 * each. Properties: `id`, `name`, `game`, `addition` (read-write, each change an
 * undoable step), `can-undo`, `can-redo`, `undo-label`, `redo-label`,
 * `modified`, `total-tiles`, `errors`, `warnings` (read-only).
 *
 * Signals: #TlTileSetDocument::changed after every step, undo and redo (the
 * list's own `items-changed` comes first).
 */

/**
 * tl_tile_set_document_new:
 * @game: `"carcassonne"` or `"discovery"`
 * @id: the set's id
 * @name: its name
 *
 * Returns: (transfer full): a set of one tile (all field, or all grassland),
 *   the start tile, not modified.
 */
TlTileSetDocument *tl_tile_set_document_new         (const char *game,
                                                     const char *id,
                                                     const char *name);

/**
 * tl_tile_set_document_new_from_data:
 * @data: a `tilelands-tileset` file's text
 * @length: its length, or -1 when nul-terminated
 * @origin: what to call it in messages
 * @error: return location for an error, or %NULL
 *
 * Opens a tile set, a draft with problems too (tl_tileset_format_read_data()):
 * every tile is kept; one whose segments follow from its sides becomes its
 * design (tl_tile_design_infer()), one that does not is kept as read (and
 * listed with its problems) until it is edited.
 * Errors: those of tl_tileset_format_read_data() for data that is no tile set.
 *
 * Returns: (transfer full) (nullable): the document, not modified.
 */
TlTileSetDocument *tl_tile_set_document_new_from_data (const char  *data,
                                                       gssize       length,
                                                       const char  *origin,
                                                       GError     **error);

/* The set. */
const char *tl_tile_set_document_get_id       (TlTileSetDocument *self);
const char *tl_tile_set_document_get_name     (TlTileSetDocument *self);
const char *tl_tile_set_document_get_game     (TlTileSetDocument *self);
gboolean    tl_tile_set_document_get_addition (TlTileSetDocument *self);
void        tl_tile_set_document_set_id       (TlTileSetDocument *self,
                                               const char        *id);
void        tl_tile_set_document_set_name     (TlTileSetDocument *self,
                                               const char        *name);
/**
 * tl_tile_set_document_set_game:
 * @self: a document
 * @game: `"carcassonne"` or `"discovery"`
 *
 * The tiles keep their sides: those of the other game's kinds are listed as
 * problems until they are changed.
 */
void        tl_tile_set_document_set_game     (TlTileSetDocument *self,
                                               const char        *game);
void        tl_tile_set_document_set_addition (TlTileSetDocument *self,
                                               gboolean           addition);

/* The tiles. */

/**
 * tl_tile_set_document_get_tiles:
 * @self: a document
 *
 * Returns: (transfer none): the tiles, a #GListModel of #TlTileSetEntry in the
 *   set's order.
 */
GListModel     *tl_tile_set_document_get_tiles  (TlTileSetDocument *self);
guint           tl_tile_set_document_n_tiles    (TlTileSetDocument *self);
/* (transfer full) */
TlTileSetEntry *tl_tile_set_document_get_tile   (TlTileSetDocument *self,
                                                 guint              index);
/**
 * tl_tile_set_document_find:
 * @self: a document
 * @id: a tile id
 *
 * Returns: the index of the first tile with that id, or -1.
 */
int             tl_tile_set_document_find       (TlTileSetDocument *self,
                                                 const char        *id);
guint           tl_tile_set_document_get_total_tiles (TlTileSetDocument *self);

/**
 * tl_tile_set_document_add_tile:
 * @self: a document
 * @after: the index to add after, or -1 at the end
 *
 * Adds a tile of one kind (field, or grassland), one copy, with a new id
 * (`T1`, `T2` … the first one free).
 *
 * Returns: its index.
 */
guint    tl_tile_set_document_add_tile       (TlTileSetDocument *self,
                                              int                after);
/**
 * tl_tile_set_document_duplicate_tile:
 * @self: a document
 * @index: a tile
 *
 * Adds a copy of the tile after it, with a new id (its id and a number) and not
 * the start tile.
 *
 * Returns: the copy's index.
 */
guint    tl_tile_set_document_duplicate_tile (TlTileSetDocument *self,
                                              guint              index);
void     tl_tile_set_document_remove_tile    (TlTileSetDocument *self,
                                              guint              index);
/**
 * tl_tile_set_document_move_tile:
 * @self: a document
 * @from: a tile's index
 * @to: the index it gets (the others move up or down)
 */
void     tl_tile_set_document_move_tile      (TlTileSetDocument *self,
                                              guint              from,
                                              guint              to);
void     tl_tile_set_document_set_tile_id    (TlTileSetDocument *self,
                                              guint              index,
                                              const char        *id);
/* @name: (nullable): none */
void     tl_tile_set_document_set_tile_name  (TlTileSetDocument *self,
                                              guint              index,
                                              const char        *name);
void     tl_tile_set_document_set_tile_count (TlTileSetDocument *self,
                                              guint              index,
                                              guint              count);
/**
 * tl_tile_set_document_set_start_tile:
 * @self: a document
 * @index: the tile to be the start tile (one of its copies), or -1 for none
 */
void     tl_tile_set_document_set_start_tile (TlTileSetDocument *self,
                                              int                index);
/**
 * tl_tile_set_document_get_start_tile:
 * @self: a document
 *
 * Returns: the start tile's index, or -1.
 */
int      tl_tile_set_document_get_start_tile (TlTileSetDocument *self);

/**
 * tl_tile_set_document_edit_tile:
 * @self: a document
 * @index: a tile
 * @edit: what to change
 * @a: the edit's first argument (see #TlTileEdit)
 * @b: its second
 * @c: its third
 * @error: return location for an error, or %NULL
 *
 * Changes the tile's sides and choices with the tl_tile_design_…() functions;
 * the fields and borders are worked out again. A change that leaves the tile
 * as it was is no step. A tile kept as read becomes its design first.
 *
 * Errors: %TL_ENGINE_ERROR_INVALID_TILE, with the reason of
 * tl_tile_design_build(), when the result would be no tile (a city crossing a
 * road …): nothing changes.
 *
 * Returns: %TRUE when the tile was changed (or was already so).
 */
gboolean tl_tile_set_document_edit_tile      (TlTileSetDocument *self,
                                              guint              index,
                                              TlTileEdit         edit,
                                              guint              a,
                                              guint              b,
                                              guint              c,
                                              GError           **error);

/* Undo and redo. */
gboolean    tl_tile_set_document_can_undo   (TlTileSetDocument *self);
gboolean    tl_tile_set_document_can_redo   (TlTileSetDocument *self);
/* (nullable): the step's name, translated ("Change Side") */
const char *tl_tile_set_document_undo_label (TlTileSetDocument *self);
const char *tl_tile_set_document_redo_label (TlTileSetDocument *self);
/**
 * tl_tile_set_document_undo:
 * @self: a document
 *
 * Returns: the index of the tile the step changed (to show it), or -1.
 */
int         tl_tile_set_document_undo       (TlTileSetDocument *self);
int         tl_tile_set_document_redo       (TlTileSetDocument *self);

/* Problems and files. */

/**
 * tl_tile_set_document_get_problems:
 * @self: a document
 *
 * Returns: (transfer none) (element-type TlProblem): what is wrong now
 *   (tl_tile_set_check() on the set, with, for a tile kept as read, what the
 *   file's reader found in it), each naming its tile.
 */
GPtrArray  *tl_tile_set_document_get_problems (TlTileSetDocument *self);
guint       tl_tile_set_document_get_errors   (TlTileSetDocument *self);
guint       tl_tile_set_document_get_warnings (TlTileSetDocument *self);

/**
 * tl_tile_set_document_to_data:
 * @self: a document
 *
 * Returns: (transfer full): the set as `tilelands-tileset` JSON text (docs/design.md
 *   §3), a draft too; free with g_free().
 */
char       *tl_tile_set_document_to_data      (TlTileSetDocument *self);

/**
 * tl_tile_set_document_to_set:
 * @self: a document without errors
 * @error: return location for an error, or %NULL
 *
 * Errors: %TL_FORMAT_ERROR_VALUE with the first error (the set is a draft).
 *
 * Returns: (transfer full) (nullable): the finished tile set, to play or try.
 */
TlTileSet  *tl_tile_set_document_to_set       (TlTileSetDocument *self,
                                               GError           **error);

/**
 * tl_tile_set_document_trial_header:
 * @self: a document without errors
 * @players: computer players, 2 to 5
 * @level: their level (0 random legal moves, 1 greedy)
 * @seed: the first game's seed
 * @error: return location for an error, or %NULL
 *
 * The record header "Try it" plays (tl_simulation_run_tiles()): the set inline
 * (an addition with its game's base tiles, tl_tileset_format_playable()), the
 * game's rules without expansions or variants, 7 meeples, @players seats of
 * @level.
 * Errors: those of tl_tile_set_document_to_set() and tl_tileset_format_playable().
 *
 * Returns: (transfer full) (nullable): the header; free with tl_record_free().
 */
TlRecord   *tl_tile_set_document_trial_header (TlTileSetDocument *self,
                                               guint              players,
                                               gint               level,
                                               gint64             seed,
                                               GError           **error);

gboolean    tl_tile_set_document_get_modified (TlTileSetDocument *self);
/**
 * tl_tile_set_document_mark_saved:
 * @self: a document
 *
 * The document is as saved (not modified) until the next change; undoing back
 * to this step makes it so again.
 */
void        tl_tile_set_document_mark_saved   (TlTileSetDocument *self);

/**
 * tl_tile_set_document_new_id:
 *
 * Returns: (transfer full): an id for a new set of the user's: `tileset-` and a
 *   UUID (never a built-in id, never another user's).
 */
char       *tl_tile_set_document_new_id       (void);

G_END_DECLS
