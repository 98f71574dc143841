/* tl-paged-list.h — a list model that shows another one a page at a time
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TL_TYPE_PAGED_LIST (tl_paged_list_get_type ())
G_DECLARE_FINAL_TYPE (TlPagedList, tl_paged_list, TL, PAGED_LIST, GObject)

/* The first page shown of a list that is new or replaced, and each page added after it. */
#define TL_PAGED_LIST_PAGE 24

/**
 * TlPagedList:
 *
 * Shows the first items of another #GListModel, always a prefix of it: a list
 * view bound to it binds and measures the rows of a page, not of the whole
 * list. GTK 4.8's #GtkListView binds and measures up to 200 rows whenever its
 * whole model is replaced (a reload, a filter change), which takes a few
 * hundred milliseconds of the main thread with rows of wrapped text
 * (docs/library-ui.md, "What costs time in the History").
 *
 * When the model it shows is new or replaced whole, it shows its first
 * %TL_PAGED_LIST_PAGE items (in the same `items-changed`); the view asks for
 * more with tl_paged_list_show_more() as it is scrolled towards the end of
 * them. A list view keeps fewer rows then, so that replacing its list also
 * destroys fewer. A change inside the shown items is passed on as it is; one
 * after them shows when its page does. A page at least is shown whenever the
 * model has one.
 *
 * Properties: `model` (#GListModel, construct-only).
 */

/**
 * tl_paged_list_new:
 * @model: (transfer none): the list to show
 *
 * Returns: (transfer full): a paged view of @model, showing its first page.
 */
TlPagedList *tl_paged_list_new        (GListModel  *model);

/**
 * tl_paged_list_show:
 * @self: a paged list
 * @n_items: how many items of the model must be shown (at most all)
 *
 * Shows at least the first @n_items of the model now (to choose an item
 * further down than the pages added so far).
 */
void         tl_paged_list_show       (TlPagedList *self,
                                       guint        n_items);

/**
 * tl_paged_list_show_more:
 * @self: a paged list
 *
 * Shows the next %TL_PAGED_LIST_PAGE items of the model, if it has more.
 */
void         tl_paged_list_show_more  (TlPagedList *self);

/**
 * tl_paged_list_get_n_shown:
 * @self: a paged list
 *
 * Returns: the items shown (g_list_model_get_n_items()).
 */
guint        tl_paged_list_get_n_shown (TlPagedList *self);

G_END_DECLS
