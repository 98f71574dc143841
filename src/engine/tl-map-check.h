/* tl-map-check.h — every rule a map layout must keep, and those of a join
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-map-layout.h"

G_BEGIN_DECLS

/**
 * TL_MAP_CHIPS:
 *
 * The chips of Map-Chips (docs/rules/maps.md §3: 10 per colour, three colours), so the
 * most towns a layout may have.
 */
#define TL_MAP_CHIPS 30

/**
 * TlMapProblemKind:
 * @TL_MAP_PROBLEM_NO_START: no start square
 * @TL_MAP_PROBLEM_UNKNOWN_KIND: a cell of no known kind (a layout built in code)
 * @TL_MAP_PROBLEM_NO_COLOR: an outlined square without a colour
 * @TL_MAP_PROBLEM_STRAY_COLOR: a colour on a cell that is not outlined
 * @TL_MAP_PROBLEM_HALF_INSIDE: a half square away from the first and last column
 * @TL_MAP_PROBLEM_UNREACHABLE: playable squares no start square reaches
 * @TL_MAP_PROBLEM_TOO_MANY_TOWNS: more towns than chips
 * @TL_MAP_PROBLEM_TOO_MANY_OUTLINES: more outlined squares than the deck fills
 * @TL_MAP_PROBLEM_ROW_LENGTH: a row of the file of another length than `width`
 * @TL_MAP_PROBLEM_ROW_COUNT: more or fewer rows in the file than `height`
 * @TL_MAP_PROBLEM_UNKNOWN_CELL: a character of the file that is no cell kind
 * @TL_MAP_PROBLEM_JOIN_HEIGHT: two maps to join have different heights
 * @TL_MAP_PROBLEM_JOIN_NO_SEAM: two maps to join have no facing half columns
 * @TL_MAP_PROBLEM_JOIN_ROW: a row with a half square on one side of the seam only
 *
 * What a #TlMapProblem is about. The first eight are found by
 * tl_map_layout_check(), the file ones by the format's reader
 * (tl_map_format_read_json()), the join ones by tl_map_layout_check_join().
 */
typedef enum {
  TL_MAP_PROBLEM_NO_START,
  TL_MAP_PROBLEM_UNKNOWN_KIND,
  TL_MAP_PROBLEM_NO_COLOR,
  TL_MAP_PROBLEM_STRAY_COLOR,
  TL_MAP_PROBLEM_HALF_INSIDE,
  TL_MAP_PROBLEM_UNREACHABLE,
  TL_MAP_PROBLEM_TOO_MANY_TOWNS,
  TL_MAP_PROBLEM_TOO_MANY_OUTLINES,
  TL_MAP_PROBLEM_ROW_LENGTH,
  TL_MAP_PROBLEM_ROW_COUNT,
  TL_MAP_PROBLEM_UNKNOWN_CELL,
  TL_MAP_PROBLEM_JOIN_HEIGHT,
  TL_MAP_PROBLEM_JOIN_NO_SEAM,
  TL_MAP_PROBLEM_JOIN_ROW,
} TlMapProblemKind;

/**
 * TlMapProblem:
 * @kind: what is wrong
 * @x: the column of the cell it is about, or -1
 * @y: the row of the cell (or the row) it is about, or -1 for the whole map
 * @message: (owned): what is wrong, in one sentence that names the cell as
 *   `cell (x, y)` or the row as `row y` (translated with the `tilelands`
 *   domain; English in the C locale)
 *
 * One broken rule of a map layout (the and docs/rules/maps.md's rules; the
 * messages are listed in docs/editor.md).
 */
typedef struct {
  TlMapProblemKind kind;
  gint x;
  gint y;
  char *message;
} TlMapProblem;

/**
 * tl_map_problems_new:
 *
 * Returns: (transfer full) (element-type TlMapProblem): an empty list that
 * frees its problems; free with g_ptr_array_unref().
 */
GPtrArray     *tl_map_problems_new        (void);

/**
 * tl_map_problems_add:
 * @problems: (element-type TlMapProblem): a list from tl_map_problems_new()
 * @kind: what is wrong
 * @x: the cell's column, or -1
 * @y: the cell's row (or the row), or -1
 * @format: printf() format of the message
 * @...: its arguments
 *
 * Appends a problem (for the checks of other layers, such as the file's rows).
 */
void           tl_map_problems_add        (GPtrArray        *problems,
                                           TlMapProblemKind  kind,
                                           gint              x,
                                           gint              y,
                                           const char       *format,
                                           ...) G_GNUC_PRINTF (5, 6);

/**
 * tl_map_layout_check:
 * @layout: a layout (finished or not)
 * @deck_tiles: the tiles of the deck it is played with (all maps' worth), or 0
 *   when the deck is not known (then the outlines are not counted against it)
 * @problems: (element-type TlMapProblem): where to append what is wrong
 *
 * The one check of a layout's rules, shared by the loader
 * (tl_map_layout_finish(), the file reader), the map editor and
 * `tilelands-cli map validate` (docs/rules/maps.md §1, §2, §4; the list):
 *
 * - at least one start square (docs/rules/maps.md §1 setup);
 * - start squares, towns and outlined squares are playable cells: a cell has
 *   one kind, so this holds by construction; a cell's colour belongs to an
 *   outlined square only, and every outlined square has one;
 * - every playable cell can be reached from a start square through playable
 *   cells (sides, not corners); one problem per cut-off area, naming its first
 *   cell in reading order and its size;
 * - half squares only in the first or last column (the seam, docs/rules/maps.md §2);
 * - at most %TL_MAP_CHIPS towns (one problem, at the first town too many);
 * - with @deck_tiles, no more outlined squares than the deck can fill after
 *   the start squares took theirs (one problem, at the first outline the
 *   deal leaves empty, in reading order as the deal goes).
 *
 * Problems come in that order, cells in reading order within each rule.
 *
 * Returns: the number of problems appended.
 */
guint          tl_map_layout_check        (const TlMapLayout *layout,
                                           guint              deck_tiles,
                                           GPtrArray         *problems);

/**
 * tl_map_layout_seam_order:
 * @a: a layout
 * @b: another layout
 *
 * Which of two layouts lies west when they are joined: the one with half
 * squares in its last column beside the one with half squares in its first.
 *
 * Returns: 1 when @a is the west map, -1 when @b is, 0 when neither pairing
 *   has half squares on both sides.
 */
int            tl_map_layout_seam_order   (const TlMapLayout *a,
                                           const TlMapLayout *b);

/**
 * tl_map_layout_check_join:
 * @a: a layout
 * @b: another layout
 * @deck_tiles: as for tl_map_layout_check(), the deck of both maps, or 0
 * @problems: (element-type TlMapProblem): where to append what is wrong
 *
 * Joins two layouts as usa-both is joined (docs/rules/maps.md §2, §5.3;
 * tl_map_layout_join()): the west one (tl_map_layout_seam_order()) with its
 * last column over the east one's first. Problems: heights that differ, no
 * facing half columns, and each row with a half square on one side of the seam
 * only (named by the west cell); then the joined layout's own
 * (tl_map_layout_check(), in the joined map's cells).
 *
 * Returns: (transfer full) (nullable): the joined layout (id `a-id+b-id`,
 *   name "A + B"), or %NULL when the two cannot be joined.
 */
TlMapLayout   *tl_map_layout_check_join   (const TlMapLayout *a,
                                           const TlMapLayout *b,
                                           guint              deck_tiles,
                                           GPtrArray         *problems);

G_END_DECLS
