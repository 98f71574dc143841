/* tl-help-page.h — one Mallard page of the help, read and laid out as widgets for the
 * help window of our own (TlHelpViewer; docs/help.md)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _TlHelpPage TlHelpPage;

/**
 * tl_help_page_load:
 * @path: a Mallard page file (help/C/ID.page, or a translation of one)
 * @error: where a file that cannot be read or is not a Mallard page is reported, as a
 *   #G_FILE_ERROR or #G_MARKUP_ERROR naming @path (and the line, for bad XML)
 *
 * Reads the page: its id, its titles, its description, its guide and see-also links and
 * the tree of its content.
 *
 * Returns: (transfer full) (nullable): the page, or %NULL with @error set.
 */
TlHelpPage *tl_help_page_load      (const char  *path,
                                    GError     **error);
void        tl_help_page_free      (TlHelpPage  *page);

/* The page's id (`<page id>`), its title as a link shows it (the `link` title, else the
 * page's title), the title it sorts by among links (the `sort` title, else the link title)
 * and the Pango markup of its `<desc>` ("" without one). Owned by @page. */
const char *tl_help_page_get_id         (const TlHelpPage *page);
const char *tl_help_page_get_title      (const TlHelpPage *page);
const char *tl_help_page_get_sort_title (const TlHelpPage *page);
const char *tl_help_page_get_desc       (const TlHelpPage *page);

/**
 * tl_help_page_links_to:
 * @page: a page
 * @type: `"guide"` or `"seealso"`
 * @xref: a page id, or `ID#SECTION`
 *
 * Whether @page's `<info>` has a link of @type to @xref.
 */
gboolean    tl_help_page_links_to  (const TlHelpPage *page,
                                    const char       *type,
                                    const char       *xref);

/**
 * tl_help_page_build:
 * @page: the page to lay out
 * @pages: (element-type utf8 TlHelpPage): every page of the help by id (for link titles,
 *   the topics a guide page lists and the pages that name @page as see-also)
 * @anchors: (element-type utf8 GtkWidget): filled with the widget of each section id of
 *   the page (to scroll to `ID#SECTION`), borrowed from the returned tree
 *
 * Lays the page out as a vertical box of widgets: headings, paragraphs (labels with Pango
 * markup, where a link to another page is `<a href="xref:ID">` or `xref:ID#SECTION`),
 * lists, steps, terms, notes, tables, figures with their pictures (from the page's folder),
 * the topics of a guide page and the see-also links. Elements it does not know show their
 * text as paragraphs.
 *
 * Returns: (transfer floating): the box.
 */
GtkWidget  *tl_help_page_build     (const TlHelpPage *page,
                                    GHashTable       *pages,
                                    GHashTable       *anchors);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlHelpPage, tl_help_page_free)

G_END_DECLS
