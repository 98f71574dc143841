/* tl-map-edit-view.h — a map layout drawn as on the board, to paint on
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tl-board-viewport.h"
#include "tl-map-document.h"

G_BEGIN_DECLS

/**
 * TlMapTool:
 * @TL_MAP_TOOL_PENCIL: a click paints a cell, a drag every cell it crosses
 * @TL_MAP_TOOL_LINE: a drag paints a straight line (a click: one cell)
 * @TL_MAP_TOOL_RECTANGLE: a drag paints a rectangle (a click: one cell)
 * @TL_MAP_TOOL_FILL: a click paints the area of the same paint round the cell
 * @TL_N_MAP_TOOLS: how many there are
 */
typedef enum {
  TL_MAP_TOOL_PENCIL,
  TL_MAP_TOOL_LINE,
  TL_MAP_TOOL_RECTANGLE,
  TL_MAP_TOOL_FILL,
  TL_N_MAP_TOOLS,
} TlMapTool;

#define TL_TYPE_MAP_EDIT_VIEW (tl_map_edit_view_get_type ())
G_DECLARE_FINAL_TYPE (TlMapEditView, tl_map_edit_view, TL, MAP_EDIT_VIEW, GtkWidget)

/**
 * TlMapEditView:
 *
 * The grid of a #TlMapDocument drawn exactly as the board draws a map (the
 * cached cell pictures of src/render/ at the zoom level's pixel size), zoomed
 * and panned like the board through a #TlBoardViewport: the wheel or a pinch
 * zooms at the pointer, dragging with the middle or secondary button pans. The
 * primary button uses the tool on the cells (`tool`, `paint`): the line or
 * rectangle being dragged is shown over the map until the button is let go, and
 * becomes one undo step. The keyboard moves a cell cursor (arrows; with Shift,
 * five cells), Space or Return uses the tool at the cursor (line and rectangle:
 * the first press sets one end, the second paints to the cursor; Escape lets go
 * of it). Cells named by the document's problems are ringed in the error colour.
 *
 * Without a document it can show a layout read-only (tl_map_edit_view_set_layout():
 * the join preview).
 *
 * Properties: `document` (#TlMapDocument, nullable), `tool` (#TlMapTool as int),
 * `paint` (#TlMapPaint as int), `cursor-x`, `cursor-y` (int, the keyboard's cell),
 * `hover-x`, `hover-y` (int, the cell under the pointer, -1 when none; read-only).
 */

GtkWidget        *tl_map_edit_view_new          (void);

void              tl_map_edit_view_set_document (TlMapEditView *self,
                                                 TlMapDocument *document);
TlMapDocument    *tl_map_edit_view_get_document (TlMapEditView *self);

/**
 * tl_map_edit_view_set_layout:
 * @self: a view
 * @layout: (nullable): a layout to show read-only (the view keeps a
 *   reference), or %NULL; drops the document
 */
void              tl_map_edit_view_set_layout   (TlMapEditView *self,
                                                 TlMapLayout   *layout);

/**
 * tl_map_edit_view_set_editable:
 * @self: a view
 * @editable: %FALSE to show the document without painting on it (a built-in
 *   map); the primary button then pans
 */
void              tl_map_edit_view_set_editable (TlMapEditView *self,
                                                 gboolean       editable);

void              tl_map_edit_view_set_tool     (TlMapEditView *self,
                                                 TlMapTool      tool);
TlMapTool         tl_map_edit_view_get_tool     (TlMapEditView *self);
void              tl_map_edit_view_set_paint    (TlMapEditView *self,
                                                 TlMapPaint     paint);
TlMapPaint        tl_map_edit_view_get_paint    (TlMapEditView *self);

/**
 * tl_map_edit_view_get_viewport:
 * @self: a view
 *
 * Returns: (transfer none): the view's viewport (centre and zoom level).
 */
TlBoardViewport  *tl_map_edit_view_get_viewport (TlMapEditView *self);

/**
 * tl_map_edit_view_zoom:
 * @self: a view
 * @steps: zoom levels to go up (positive) or down, about the middle of the view
 */
void              tl_map_edit_view_zoom         (TlMapEditView *self,
                                                 int            steps);

/**
 * tl_map_edit_view_fit:
 * @self: a view
 *
 * Shows the whole map, as large as fits (now, or once the view has a size).
 */
void              tl_map_edit_view_fit          (TlMapEditView *self);

/**
 * tl_map_edit_view_show_cell:
 * @self: a view
 * @x: column
 * @y: row
 *
 * Glides the view to the cell when it is out of sight, moves the keyboard
 * cursor there and rings it for a moment (a problem chosen in the side panel).
 */
void              tl_map_edit_view_show_cell    (TlMapEditView *self,
                                                 gint           x,
                                                 gint           y);

/**
 * tl_map_edit_view_use_tool:
 * @self: a view with a document
 * @x0: column where the drag began
 * @y0: row where it began
 * @x1: column where it ended (the same cell for a click)
 * @y1: row where it ended
 *
 * What a click (or a drag from (x0, y0) to (x1, y1)) with the current tool and
 * paint does to the document: one undo step. A drag of the pencil paints the
 * straight way between the two cells. For scripts and tests.
 */
void              tl_map_edit_view_use_tool     (TlMapEditView *self,
                                                 gint           x0,
                                                 gint           y0,
                                                 gint           x1,
                                                 gint           y1);

/**
 * tl_map_edit_view_cell_at:
 * @self: a view
 * @px: widget x in logical pixels
 * @py: widget y in logical pixels
 * @x: (out): the column there
 * @y: (out): the row there
 *
 * Returns: whether (@x, @y) is a cell of the grid.
 */
gboolean          tl_map_edit_view_cell_at      (TlMapEditView *self,
                                                 double         px,
                                                 double         py,
                                                 gint          *x,
                                                 gint          *y);

G_END_DECLS
