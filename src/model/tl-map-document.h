/* tl-map-document.h — a map layout being edited: cells, name, undo and redo, problems
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "tl-document.h"
#include "tl-engine.h"

G_BEGIN_DECLS

/**
 * TlMapPaint:
 * @TL_MAP_PAINT_PLAYABLE: a printed square
 * @TL_MAP_PAINT_BLOCKED: water or land off the map
 * @TL_MAP_PAINT_START: a start square
 * @TL_MAP_PAINT_TOWN: a town (chip circle)
 * @TL_MAP_PAINT_PURPLE: a square outlined in purple
 * @TL_MAP_PAINT_ORANGE: a square outlined in orange
 * @TL_MAP_PAINT_LIGHT_BLUE: a square outlined in light blue
 * @TL_MAP_PAINT_HALF: a half square (first or last column)
 * @TL_N_MAP_PAINTS: how many there are
 *
 * What the editor's tools put on a cell: a cell kind, with its colour for the
 * outlined squares (docs/rules/maps.md §4).
 */
typedef enum {
  TL_MAP_PAINT_PLAYABLE,
  TL_MAP_PAINT_BLOCKED,
  TL_MAP_PAINT_START,
  TL_MAP_PAINT_TOWN,
  TL_MAP_PAINT_PURPLE,
  TL_MAP_PAINT_ORANGE,
  TL_MAP_PAINT_LIGHT_BLUE,
  TL_MAP_PAINT_HALF,
  TL_N_MAP_PAINTS,
} TlMapPaint;

/**
 * tl_map_paint_of_cell:
 * @cell: a cell
 *
 * Returns: the paint that gives @cell (a joined seam square reads as playable).
 */
TlMapPaint      tl_map_paint_of_cell     (const TlMapCell *cell);

/**
 * tl_map_paint_cell:
 * @paint: a paint
 *
 * Returns: the cell @paint gives.
 */
TlMapCell       tl_map_paint_cell        (TlMapPaint paint);

/**
 * TL_MAP_DOCUMENT_MAX_SIDE:
 *
 * The most columns or rows a layout has (the format's limit, docs/design.md §3).
 */
#define TL_MAP_DOCUMENT_MAX_SIDE 256

#define TL_TYPE_MAP_DOCUMENT (tl_map_document_get_type ())
G_DECLARE_FINAL_TYPE (TlMapDocument, tl_map_document, TL, MAP_DOCUMENT, GObject)

/**
 * TlMapDocument:
 *
 * A map layout being edited (issue 13), a #TlDocument: a grid of cells that every change
 * paints, with a name, an undo history of every change (painting, resizing,
 * renaming; a stroke of several cells is one step) and the live list of what
 * breaks the rules (tl_map_layout_check(), against the deck of
 * `deck-tiles`).
 *
 * Properties (notified on change): `id` (string, construct-only), `name`
 * (string), `width`, `height` (uint), `deck-tiles` (uint, the deck the
 * outlined squares are dealt from, 0 = not counted), `can-undo`, `can-redo`,
 * `modified` (boolean, read-only: changed since tl_map_document_mark_saved()),
 * `undo-label`, `redo-label` (string, read-only: the step undo or redo would
 * take back, such as "Paint Rectangle", or %NULL).
 *
 * Signals:
 * - `cells-changed` (uint x, uint y, uint width, uint height): the cells of that
 *   rectangle may look different (after a resize: the whole grid);
 * - `problems-changed` (no arguments): tl_map_document_get_problems() and the
 *   counts are new (after every step, undo, redo, and a new `deck-tiles`).
 */

/**
 * tl_map_document_new:
 * @id: the layout's id (a new one: tl_map_document_new_id())
 * @name: its name
 * @width: columns, 1 … %TL_MAP_DOCUMENT_MAX_SIDE
 * @height: rows, 1 … %TL_MAP_DOCUMENT_MAX_SIDE
 *
 * Returns: (transfer full): a document of blocked cells, with no history.
 */
TlMapDocument  *tl_map_document_new          (const char *id,
                                              const char *name,
                                              guint       width,
                                              guint       height);

/**
 * tl_map_document_new_from_layout:
 * @layout: a layout (finished or not); a joined one reads with its seam as full
 *   squares
 *
 * Returns: (transfer full): a document holding a copy of @layout (its id and
 *   name), with no history and not modified.
 */
TlMapDocument  *tl_map_document_new_from_layout (const TlMapLayout *layout);

/**
 * tl_map_document_new_id:
 *
 * Returns: (transfer full): a fresh layout id, `map-` and a UUID, which no
 * built-in layout has.
 */
char           *tl_map_document_new_id       (void);

const char     *tl_map_document_get_id       (TlMapDocument *self);
const char     *tl_map_document_get_name     (TlMapDocument *self);
guint           tl_map_document_get_width    (TlMapDocument *self);
guint           tl_map_document_get_height   (TlMapDocument *self);

/**
 * tl_map_document_get_layout:
 * @self: a document
 *
 * Returns: (transfer none): the layout as it is now (unfinished: it may break
 * rules); valid until the next change.
 */
const TlMapLayout *tl_map_document_get_layout (TlMapDocument *self);

/**
 * tl_map_document_get_paint:
 * @self: a document
 * @x: column (any integer)
 * @y: row (any integer)
 *
 * Returns: the cell's paint; %TL_MAP_PAINT_BLOCKED outside the grid.
 */
TlMapPaint      tl_map_document_get_paint    (TlMapDocument *self,
                                              gint           x,
                                              gint           y);

/* Changes. Each is one undoable step; cells outside the grid are left out. A
 * change that changes nothing adds no step. */

/**
 * tl_map_document_set_name:
 * @self: a document
 * @name: the new name (white space at the ends is dropped; an empty name is
 *   ignored)
 */
void            tl_map_document_set_name     (TlMapDocument *self,
                                              const char    *name);

/**
 * tl_map_document_set_cell:
 * @self: a document
 * @x: column
 * @y: row
 * @paint: what to paint
 */
void            tl_map_document_set_cell     (TlMapDocument *self,
                                              gint           x,
                                              gint           y,
                                              TlMapPaint     paint);

/**
 * tl_map_document_paint_line:
 * @self: a document
 * @x0: column of one end
 * @y0: row of one end
 * @x1: column of the other end
 * @y1: row of the other end
 * @paint: what to paint
 *
 * Paints the cells of a straight line between the two cells, ends included,
 * with no gap at a corner (each cell shares a side with the next).
 */
void            tl_map_document_paint_line   (TlMapDocument *self,
                                              gint           x0,
                                              gint           y0,
                                              gint           x1,
                                              gint           y1,
                                              TlMapPaint     paint);

/**
 * tl_map_document_line_cells:
 * @x0: column of one end
 * @y0: row of one end
 * @x1: column of the other end
 * @y1: row of the other end
 *
 * Returns: (transfer full) (element-type gint): the cells of the line
 *   tl_map_document_paint_line() paints, as x, y pairs from (x0, y0) on (for
 *   the editor's preview).
 */
GArray         *tl_map_document_line_cells   (gint x0,
                                              gint y0,
                                              gint x1,
                                              gint y1);

/**
 * tl_map_document_paint_rectangle:
 * @self: a document
 * @x0: column of one corner
 * @y0: row of one corner
 * @x1: column of the opposite corner
 * @y1: row of the opposite corner
 * @paint: what to paint
 *
 * Paints every cell of the rectangle, corners included.
 */
void            tl_map_document_paint_rectangle (TlMapDocument *self,
                                                 gint           x0,
                                                 gint           y0,
                                                 gint           x1,
                                                 gint           y1,
                                                 TlMapPaint     paint);

/**
 * tl_map_document_flood_fill:
 * @self: a document
 * @x: column of the cell to start from
 * @y: row
 * @paint: what to paint
 *
 * Paints the cell and every cell of the same paint reached from it through
 * sides (a lake, the sea, a field of playable squares).
 *
 * Returns: the number of cells painted (0 outside the grid or when the area
 *   already has @paint).
 */
guint           tl_map_document_flood_fill   (TlMapDocument *self,
                                              gint           x,
                                              gint           y,
                                              TlMapPaint     paint);

/**
 * tl_map_document_resize:
 * @self: a document
 * @left: columns to add on the west side (negative: to remove)
 * @top: rows to add on the north side (negative: to remove)
 * @right: columns to add on the east side (negative: to remove)
 * @bottom: rows to add on the south side (negative: to remove)
 *
 * Grows or shrinks the grid on any side; new cells are blocked, the others keep
 * their place on the map (so their coordinates move by @left, @top).
 *
 * Returns: %FALSE (and changes nothing) when the grid would have fewer than 1
 *   or more than %TL_MAP_DOCUMENT_MAX_SIDE columns or rows.
 */
gboolean        tl_map_document_resize       (TlMapDocument *self,
                                              gint           left,
                                              gint           top,
                                              gint           right,
                                              gint           bottom);

/**
 * tl_map_document_begin_stroke:
 * @self: a document
 * @label: (nullable): the step's name for Undo ("Paint"); %NULL keeps the
 *   first change's own
 *
 * Starts a step of several changes (dragging the pencil over cells): every
 * change until tl_map_document_end_stroke() is undone together. Strokes nest;
 * the outermost one makes the step. Signals are emitted as the cells change.
 */
void            tl_map_document_begin_stroke (TlMapDocument *self,
                                              const char    *label);

/**
 * tl_map_document_end_stroke:
 * @self: a document
 *
 * Ends the step tl_map_document_begin_stroke() started.
 */
void            tl_map_document_end_stroke   (TlMapDocument *self);

gboolean        tl_map_document_can_undo     (TlMapDocument *self);
gboolean        tl_map_document_can_redo     (TlMapDocument *self);

/**
 * tl_map_document_undo:
 * @self: a document
 *
 * Takes back the last step (cells, size and name as they were before it).
 *
 * Returns: %FALSE when there is nothing to undo.
 */
gboolean        tl_map_document_undo         (TlMapDocument *self);

/**
 * tl_map_document_redo:
 * @self: a document
 *
 * Does again the last step undone; a new change forgets what could be redone.
 *
 * Returns: %FALSE when there is nothing to redo.
 */
gboolean        tl_map_document_redo         (TlMapDocument *self);

/**
 * tl_map_document_get_undo_label:
 * @self: a document
 *
 * Returns: (nullable): the name of the step tl_map_document_undo() takes back
 *   (translated), or %NULL.
 */
const char     *tl_map_document_get_undo_label (TlMapDocument *self);
const char     *tl_map_document_get_redo_label (TlMapDocument *self);

/**
 * tl_map_document_get_modified:
 * @self: a document
 *
 * Returns: whether the layout differs from what tl_map_document_mark_saved()
 *   last saw (undoing back to it makes it unmodified again).
 */
gboolean        tl_map_document_get_modified (TlMapDocument *self);
void            tl_map_document_mark_saved   (TlMapDocument *self);

/**
 * tl_map_document_set_deck_tiles:
 * @self: a document
 * @tiles: the tiles of the deck the outlined squares are dealt from, 0 not to
 *   count them (not a change of the layout: no undo step)
 */
void            tl_map_document_set_deck_tiles (TlMapDocument *self,
                                                guint          tiles);
guint           tl_map_document_get_deck_tiles (TlMapDocument *self);

/**
 * tl_map_document_count:
 * @self: a document
 * @paint: a paint
 *
 * Returns: how many cells have @paint.
 */
guint           tl_map_document_count        (TlMapDocument *self,
                                              TlMapPaint     paint);

/**
 * tl_map_document_get_squares:
 * @self: a document
 *
 * Returns: the squares a tile may go on (every cell but the blocked ones and
 *   the half squares).
 */
guint           tl_map_document_get_squares  (TlMapDocument *self);

/**
 * tl_map_document_get_problems:
 * @self: a document
 *
 * Returns: (transfer none) (element-type TlMapProblem): what breaks the rules
 *   now (tl_map_layout_check()); valid until `problems-changed`.
 */
GPtrArray      *tl_map_document_get_problems (TlMapDocument *self);

/**
 * tl_map_document_to_layout:
 * @self: a document
 *
 * Returns: (transfer full): a copy of the layout as it is (unfinished: check
 *   the problems before playing it).
 */
TlMapLayout    *tl_map_document_to_layout    (TlMapDocument *self);

/**
 * tl_map_document_to_json:
 * @self: a document
 *
 * Returns: (transfer full): the layout as `tilelands-map` JSON text (docs/design.md §3).
 */
char           *tl_map_document_to_json      (TlMapDocument *self);

/**
 * tl_map_document_join:
 * @self: a document
 * @other: another layout
 * @problems: (element-type TlMapProblem): where to append the problems of the join
 *
 * The join preview: this layout and @other joined at their half-square columns
 * as usa-both is (tl_map_layout_check_join(), whichever is west), checked
 * against twice `deck-tiles`.
 *
 * Returns: (transfer full) (nullable): the joined layout, or %NULL when the two
 *   cannot be joined (@problems says why).
 */
TlMapLayout    *tl_map_document_join         (TlMapDocument     *self,
                                              const TlMapLayout *other,
                                              GPtrArray         *problems);

/**
 * tl_map_document_trial_header:
 * @self: a document
 * @base_only: the base tiles alone rather than the Maps deck (docs/rules/maps.md §1;
 *   tl_tileset_format_load_map_deck())
 * @chips: with Map-Chips
 * @players: seats, 2 … 5, all computer players
 * @seed: the first game's seed
 * @error: return location for an error, or %NULL
 *
 * The record header "Try it" plays (tl_simulation_run()): this layout (inline),
 * its deck, 9 meeples a player as the app offers on a map.
 * Errors: %TL_ENGINE_ERROR_INVALID_SETUP with the first problem when the layout
 * breaks a rule (`the map has 2 problems, such as: …`); those of the deck's
 * loading.
 *
 * Returns: (transfer full) (nullable): the header; free with tl_record_free().
 */
TlRecord       *tl_map_document_trial_header (TlMapDocument *self,
                                              gboolean       base_only,
                                              gboolean       chips,
                                              guint          players,
                                              gint64         seed,
                                              GError       **error);

G_END_DECLS
