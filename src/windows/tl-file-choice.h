/* tl-file-choice.h — asking the user for a file to open or to save
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The only caller of GtkFileChooserNative (deprecated in GTK 4.10): its shape is that of
 * GtkFileDialog's open/save calls (a title, an accept label, a start folder, a suggested
 * name, a list of filters whose first is the default, one callback with the file), so the
 * port to GtkFileDialog is this file alone (docs/packaging.md, "Deprecated APIs").
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * TlFileChosenFunc:
 * @owner: the object given to tl_file_choose(), still alive
 * @file: the file the user chose (transfer none)
 * @data: (transfer full): the data given to tl_file_choose(), now the
 *   callback's to free
 *
 * Called once the user has accepted a file; never when the choice is
 * cancelled or @owner went away meanwhile.
 */
typedef void (*TlFileChosenFunc) (GObject *owner,
                                  GFile   *file,
                                  gpointer data);

/**
 * TlFileChoice:
 * @title: the dialog's title ("Export Game")
 * @accept_label: the accept button's label, with a mnemonic ("_Export")
 * @save: %TRUE to choose a file to write (the chooser asks before one is
 *   replaced), %FALSE a file to read
 * @folder: (nullable): the folder the chooser starts in
 * @name: (nullable): the name offered for a new file (@save only)
 * @filters: (nullable): #GtkFileFilter items, the first chosen at the start
 *
 * What tl_file_choose() asks for.
 */
typedef struct {
  const char *title;
  const char *accept_label;
  gboolean save;
  GFile *folder;
  const char *name;
  GListModel *filters;
} TlFileChoice;

/**
 * tl_file_choose:
 * @parent: the window the chooser is modal for
 * @choice: what to ask (copied: it may go once this returns)
 * @owner: the object @done works on (the window, a dialog): @done is not
 *   called once it has been finalized
 * @done: called with the file chosen
 * @data: (nullable): for @done, which takes it over
 * @destroy: (nullable): frees @data when @done is not called (cancelled, or
 *   @owner gone)
 *
 * Shows a file chooser (the file chooser portal inside a sandbox) and returns
 * at once. No errors: a file that cannot be used is the caller's to report.
 */
void tl_file_choose (GtkWindow          *parent,
                     const TlFileChoice *choice,
                     GObject            *owner,
                     TlFileChosenFunc    done,
                     gpointer            data,
                     GDestroyNotify      destroy);

/**
 * tl_file_filter_new:
 * @name: the filter's name as the chooser shows it ("Tilelands Games")
 * @...: file name suffixes without the dot ("tilelands"), or patterns when
 *   they hold a '*' ("*"), ending with %NULL
 *
 * Returns: (transfer full): a filter for a #TlFileChoice's list.
 */
GtkFileFilter *tl_file_filter_new (const char *name,
                                   ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS
