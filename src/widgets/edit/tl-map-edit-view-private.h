/* tl-map-edit-view-private.h — what TlMapEditView's files share
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tl-map-edit-view.c is the widget (the layout shown, tools, pointer and
 * keyboard); tl-map-edit-view-snapshot.c draws it.
 */
#pragma once

#include "tl-map-cache.h"
#include "tl-map-edit-view.h"

G_BEGIN_DECLS

struct _TlMapEditView {
  GtkWidget parent_instance;

  TlMapDocument *document;
  TlMapLayout *layout;          /* the document's, or one shown read-only */
  TlMapCache *cache;
  TlBoardViewport *viewport;
  TlMapTool tool;
  TlMapPaint paint;
  gboolean editable;
  GArray *problem_cells;        /* x, y pairs */

  gboolean fit_pending;
  guint tick_id;

  /* the pointer */
  gboolean pointer_in;
  double pointer_x, pointer_y;
  gint hover_x, hover_y;
  double scroll_acc;
  guint pinch_level;

  /* a press of a button: painting (primary) or panning */
  guint drag_button;
  gboolean dragging;            /* moved past the threshold */
  gboolean painting;            /* a pencil stroke is open on the document */
  gint start_x, start_y;        /* the cell pressed */
  gint last_x, last_y;          /* the cell the drag is on */
  double drag_center_x, drag_center_y;

  /* the keyboard */
  gint cursor_x, cursor_y;
  gboolean anchored;            /* a line or rectangle waits for its other end */
  gint anchor_x, anchor_y;

  gint flash_x, flash_y;
  guint flash_id;
};

static inline double
_tl_map_edit_view_width (TlMapEditView *self)
{
  return gtk_widget_get_width (GTK_WIDGET (self));
}

static inline double
_tl_map_edit_view_height (TlMapEditView *self)
{
  return gtk_widget_get_height (GTK_WIDGET (self));
}

/* Whether (x, y) is a cell of the layout shown. */
static inline gboolean
_tl_map_edit_view_in_grid (TlMapEditView *self, gint x, gint y)
{
  return self->layout != NULL && tl_map_layout_cell (self->layout, x, y) != NULL;
}

/* Whether the pointer and keyboard paint: a document shown and editing on. */
static inline gboolean
_tl_map_edit_view_editable (TlMapEditView *self)
{
  return self->document != NULL && self->editable;
}

/* GtkWidgetClass.snapshot */
void _tl_map_edit_view_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot);

G_END_DECLS
