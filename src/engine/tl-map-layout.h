/* tl-map-layout.h — map layouts for Carcassonne Maps (docs/rules/maps.md, docs/design.md §3)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TlMapCellKind:
 * @TL_MAP_BLOCKED: not a printed square (sea, lake, foreign land, outside)
 * @TL_MAP_PLAYABLE: a printed square
 * @TL_MAP_START: a start square (docs/rules/maps.md §1 setup)
 * @TL_MAP_TOWN: a square with a town circle that holds a chip (Map-Chips)
 * @TL_MAP_OUTLINED: a square with a coloured outline that holds a face-down tile
 * @TL_MAP_HALF: half a square at the seam; playable only once two maps are joined
 *
 * What one cell of a map layout is (docs/rules/maps.md §4).
 */
typedef enum {
  TL_MAP_BLOCKED,
  TL_MAP_PLAYABLE,
  TL_MAP_START,
  TL_MAP_TOWN,
  TL_MAP_OUTLINED,
  TL_MAP_HALF,
} TlMapCellKind;

/**
 * TlMapColor:
 *
 * The colour of an outlined square or of a chip (docs/rules/maps.md §3).
 */
typedef enum {
  TL_MAP_PURPLE,
  TL_MAP_ORANGE,
  TL_MAP_LIGHT_BLUE,
  TL_N_MAP_COLORS,
  TL_MAP_NO_COLOR = 0xff,
} TlMapColor;

/**
 * TlMapCell:
 * @kind: what the cell is
 * @color: the outline colour of a %TL_MAP_OUTLINED cell, else %TL_MAP_NO_COLOR
 * @joined: the cell is two half squares joined (drawn with the seam)
 */
typedef struct {
  guint8 kind;
  guint8 color;
  guint8 joined;
} TlMapCell;

/**
 * TlMapLayout:
 *
 * A rectangular grid of cells, (0, 0) at the top left, x the column growing east,
 * y the row growing south. Reference counted; immutable once finished.
 */
typedef struct {
  gatomicrefcount ref;
  char *id;
  char *name;
  guint width;
  guint height;
  TlMapCell *cells;          /* width × height, row by row */
  gboolean joined;           /* made by tl_map_layout_join() */
  char *decor;               /* (nullable) a copy of a built-in layout: its id, whose
                              * names, landmarks and land it shows (tl_map_layout_set_decor()) */
} TlMapLayout;

/**
 * tl_map_layout_new:
 * @id: layout id (`"usa-west"`)
 * @name: human readable name
 * @width: columns, at least 1
 * @height: rows, at least 1
 *
 * Returns: (transfer full): a layout of blocked cells; set cells with
 * tl_map_layout_set(), then call tl_map_layout_finish().
 */
TlMapLayout     *tl_map_layout_new       (const char *id,
                                          const char *name,
                                          guint       width,
                                          guint       height);

/**
 * tl_map_layout_set:
 * @layout: a layout being built
 * @x: column
 * @y: row
 * @kind: the cell kind
 * @color: the outline colour for %TL_MAP_OUTLINED, else %TL_MAP_NO_COLOR
 */
void             tl_map_layout_set       (TlMapLayout   *layout,
                                          guint          x,
                                          guint          y,
                                          TlMapCellKind  kind,
                                          TlMapColor     color);

/**
 * tl_map_layout_set_decor:
 * @layout: a layout not shared yet
 * @decor: (nullable): the id of the built-in layout it is a copy of (`"usa-west"`,
 *   `"usa-east"`, `"usa-both"`), or %NULL
 *
 * Says that @layout is a copy of a built-in layout, so that it is drawn with
 * that layout's names, landmarks and land (the render layer's decor) although
 * its id is its own. The rules never read it.
 */
void             tl_map_layout_set_decor (TlMapLayout   *layout,
                                          const char    *decor);

/**
 * tl_map_layout_finish:
 * @layout: a layout being built
 * @error: return location for an error, or %NULL
 *
 * Checks the layout with tl_map_layout_check() (deck not known). Errors:
 * %TL_ENGINE_ERROR_INVALID_SETUP, `map ID: ` and the first problem's message
 * (which names the cell `(x, y)`), with `(and N more problems)` when there are more.
 *
 * Returns: %TRUE when the layout is valid.
 */
gboolean         tl_map_layout_finish    (TlMapLayout  *layout,
                                          GError      **error);

/**
 * tl_map_layout_join:
 * @west: a layout with half squares in its last column
 * @east: a layout with half squares in its first column and as many rows
 * @id: id of the result (`"usa-both"`)
 * @name: name of the result
 * @error: return location for an error, or %NULL
 *
 * Lays @east over @west at the seam (docs/rules/maps.md §2, §5.3): the last column of @west
 * and the first column of @east become one column whose cells are full squares
 * where both halves are half squares. Errors: %TL_ENGINE_ERROR_INVALID_SETUP when
 * the heights differ or a seam cell is not a half square on both sides where the
 * other side is.
 *
 * Returns: (transfer full) (nullable): the joined layout, or %NULL.
 */
TlMapLayout     *tl_map_layout_join      (const TlMapLayout *west,
                                          const TlMapLayout *east,
                                          const char        *id,
                                          const char        *name,
                                          GError           **error);

TlMapLayout     *tl_map_layout_ref       (TlMapLayout *layout);
void             tl_map_layout_unref     (TlMapLayout *layout);

/**
 * tl_map_layout_cell:
 * @layout: a layout
 * @x: column (any integer)
 * @y: row (any integer)
 *
 * Returns: (transfer none): the cell, or %NULL outside the grid.
 */
const TlMapCell *tl_map_layout_cell      (const TlMapLayout *layout,
                                          gint               x,
                                          gint               y);

/**
 * tl_map_layout_playable:
 * @layout: a layout
 * @x: column
 * @y: row
 *
 * Returns: whether a tile may ever go on (x, y): inside the grid and neither
 * blocked nor an unjoined half square.
 */
gboolean         tl_map_layout_playable  (const TlMapLayout *layout,
                                          gint               x,
                                          gint               y);

/**
 * tl_map_layout_count:
 * @layout: a layout
 * @kind: a cell kind
 *
 * Returns: how many cells are of @kind.
 */
guint            tl_map_layout_count     (const TlMapLayout *layout,
                                          TlMapCellKind      kind);

/**
 * tl_map_color_name:
 * @color: a colour
 *
 * Returns: (transfer none): `"purple"`, `"orange"` or `"light-blue"`.
 */
const char      *tl_map_color_name       (TlMapColor color);

/**
 * tl_map_color_from_name:
 * @name: a colour name
 *
 * Returns: the colour, or -1 for an unknown name.
 */
int              tl_map_color_from_name  (const char *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlMapLayout, tl_map_layout_unref)

G_END_DECLS
