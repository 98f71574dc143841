/* tl-choice-list.h — a short list of things to pick from (gift targets, tiles to look at)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TL_TYPE_CHOICE_LIST (tl_choice_list_get_type ())
G_DECLARE_FINAL_TYPE (TlChoiceList, tl_choice_list, TL, CHOICE_LIST, GtkWidget)

/**
 * TlChoiceList:
 *
 * A boxed list of activatable rows, each with a title, a subtitle, an optional
 * picture before them and an optional short text after them ("+4"). The side
 * panel uses it for the targets of a gift being opened and for the face-down
 * tiles a player may look at: the same choices the board offers, reachable
 * with the keyboard. Activating a row (click, Enter or Space) emits `chosen`
 * with its index. The widget has the CSS name `choicelist`.
 *
 * Signal `chosen` (uint index): the row at @index (from 0, in the order
 * appended) was activated.
 */

/**
 * tl_choice_list_new:
 *
 * Returns: (transfer floating): an empty list.
 */
GtkWidget *tl_choice_list_new            (void);

/**
 * tl_choice_list_clear:
 * @self: a choice list
 *
 * Removes every row.
 */
void       tl_choice_list_clear          (TlChoiceList *self);

/**
 * tl_choice_list_append:
 * @self: a choice list
 * @title: the row's title
 * @subtitle: (nullable): a second line
 * @prefix: (nullable) (transfer floating): a picture before the text (a meeple,
 *   a tile)
 * @suffix: (nullable): a short text after it, e.g. "+4"
 *
 * Adds a row at the end; its index is the number of rows before it.
 */
void       tl_choice_list_append         (TlChoiceList *self,
                                          const char   *title,
                                          const char   *subtitle,
                                          GtkWidget    *prefix,
                                          const char   *suffix);

/**
 * tl_choice_list_get_n_choices:
 * @self: a choice list
 *
 * Returns: how many rows are shown.
 */
guint      tl_choice_list_get_n_choices  (TlChoiceList *self);

/**
 * tl_choice_list_focus_first:
 * @self: a choice list
 *
 * Moves the keyboard focus to the first row, if any.
 */
void       tl_choice_list_focus_first    (TlChoiceList *self);

G_END_DECLS
