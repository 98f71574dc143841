/* tl-trial-dialog.h — Try It: games between computer players on a worker
 * thread, with a progress bar and Stop (shared by the map and tile-set editors)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-engine.h"

G_BEGIN_DECLS

#define TL_TYPE_TRIAL_DIALOG (tl_trial_dialog_get_type ())
G_DECLARE_DERIVABLE_TYPE (TlTrialDialog, tl_trial_dialog, TL, TRIAL_DIALOG, AdwWindow)

/**
 * TlTrialDialogClass:
 * @make_header: the header of the games to play (tl_simulation_run()) with
 *   @seed as the first game's seed, and the computer players' level in @level;
 *   %NULL with @error set when the document cannot be tried (the message is
 *   shown under the progress bar)
 * @show_result: fills the subclass's widgets of the results box with what a
 *   run measured: @header as made for it, @discarded one count per tile type of
 *   @header's tile set
 *
 * A modal window: a group of settings (the number of games, then the rows the
 * subclass adds), a Play / Stop button, a progress bar that moves after each
 * game ("12 of 200 games"), a line for errors and "Stopped", and the results,
 * shown once a run ends. The games run with tl_simulation_run_async(); closing
 * the window or Stop cancels them between two games. Escape closes it.
 */
struct _TlTrialDialogClass {
  AdwWindowClass parent_class;

  TlRecord *(*make_header) (TlTrialDialog  *self,
                            gint64          seed,
                            gint           *level,
                            GError        **error);
  void      (*show_result) (TlTrialDialog      *self,
                            const TlRecord     *header,
                            const TlSimulation *result,
                            const guint        *discarded);
};

/**
 * tl_trial_dialog_get_settings:
 * @self: a dialog
 *
 * Returns: (transfer none): the settings group, for the subclass's rows (under
 *   the number of games); insensitive while games are played.
 */
AdwPreferencesGroup *tl_trial_dialog_get_settings (TlTrialDialog *self);

/**
 * tl_trial_dialog_get_results:
 * @self: a dialog
 *
 * Returns: (transfer none): the vertical box of the results, for the
 *   subclass's widgets; hidden until a run ended.
 */
GtkBox      *tl_trial_dialog_get_results  (TlTrialDialog *self);

/**
 * tl_trial_dialog_add_row:
 * @self: a dialog
 * @title: the row's title, with a mnemonic
 * @subtitle: (nullable): a line under it
 * @suffix: (transfer floating): the control (a spin button, a switch)
 *
 * Adds a setting to the settings group, @suffix its activatable widget.
 */
void         tl_trial_dialog_add_row      (TlTrialDialog *self,
                                           const char    *title,
                                           const char    *subtitle,
                                           GtkWidget     *suffix);

/**
 * tl_trial_dialog_add_results:
 * @self: a dialog
 * @titles: (array length=n): the rows' titles, untranslated (N_())
 * @n: how many rows
 * @rows: (out caller-allocates) (array length=n): the rows made
 * @values: (out caller-allocates) (array length=n): the label of each row's value
 *
 * Adds a group of @n results to the results box: each row a title, a subtitle
 * (set later, any number of lines) and its value in bold digits on the right.
 *
 * Returns: (transfer none): the group, for its title.
 */
AdwPreferencesGroup *tl_trial_dialog_add_results (TlTrialDialog      *self,
                                                  const char * const *titles,
                                                  guint               n,
                                                  AdwActionRow      **rows,
                                                  GtkLabel          **values);

/**
 * tl_trial_dialog_set_games:
 * @self: a dialog
 * @games: how many games the next run plays (1 … 10,000)
 */
void         tl_trial_dialog_set_games    (TlTrialDialog *self,
                                           guint          games);
guint        tl_trial_dialog_get_games    (TlTrialDialog *self);

/**
 * tl_trial_dialog_set_seed:
 * @self: a dialog
 * @seed: the first game's seed of every later run
 *
 * Fixes the seed (game k of a run is played with @seed + k, so two runs with
 * the same settings measure the same); without it each run draws one
 * (tl_record_random_seed()).
 */
void         tl_trial_dialog_set_seed     (TlTrialDialog *self,
                                           gint64         seed);

/**
 * tl_trial_dialog_start:
 * @self: a dialog
 *
 * Starts the games with the settings shown, as the Play button does (nothing
 * while games are played).
 */
void         tl_trial_dialog_start        (TlTrialDialog *self);

/**
 * tl_trial_dialog_stop:
 * @self: a dialog
 *
 * Stops the games between two, as the Stop button does: the line says
 * "Stopped" and no result is shown.
 */
void         tl_trial_dialog_stop         (TlTrialDialog *self);

/**
 * tl_trial_dialog_get_running:
 * @self: a dialog
 *
 * Returns: whether games are being played.
 */
gboolean     tl_trial_dialog_get_running  (TlTrialDialog *self);

/**
 * tl_trial_dialog_get_result:
 * @self: a dialog
 *
 * Returns: (nullable): what the last run measured, or %NULL before one ended.
 */
const TlSimulation *tl_trial_dialog_get_result (TlTrialDialog *self);

/**
 * tl_trial_dialog_get_discarded:
 * @self: a dialog
 * @n_types: (out) (optional): how many counts (the tile types of the last
 *   run's tile set)
 *
 * Returns: (nullable) (array length=n_types): how often each tile type was
 *   discarded over the last run's games, or %NULL before one ended.
 */
const guint *tl_trial_dialog_get_discarded (TlTrialDialog *self,
                                            guint         *n_types);

/**
 * tl_trial_dialog_get_message:
 * @self: a dialog
 *
 * Returns: (transfer none): the line under the progress bar ("" when hidden).
 */
const char  *tl_trial_dialog_get_message  (TlTrialDialog *self);

G_END_DECLS
