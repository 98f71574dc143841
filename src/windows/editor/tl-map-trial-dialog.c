/* tl-map-trial-dialog.c — Try It: games between computer players on a layout
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-map-trial-dialog.h"

/* The computer players' level: the one-move heuristic (docs/editor.md). */
#define TRIAL_LEVEL 1

enum {
  RESULT_PLACED, RESULT_FULL, RESULT_DISCARDED, RESULT_CHIPS, RESULT_REVEALS, RESULT_SCORES, N_RESULTS
};

struct _TlMapTrialDialog {
  TlTrialDialog parent_instance;

  TlMapDocument *document;
  gboolean base_only;

  GtkSpinButton *players_spin;
  GtkSwitch *chips_switch;
  AdwPreferencesGroup *results_group;
  AdwActionRow *results[N_RESULTS];
  GtkLabel *values[N_RESULTS];
};

G_DEFINE_FINAL_TYPE (TlMapTrialDialog, tl_map_trial_dialog, TL_TYPE_TRIAL_DIALOG)

static void
set_value (TlMapTrialDialog *self, guint row, const char *value, const char *subtitle)
{
  gtk_label_set_label (self->values[row], value);
  adw_action_row_set_subtitle (self->results[row], subtitle != NULL ? subtitle : "");
}

static TlRecord *
make_header (TlTrialDialog *dialog, gint64 seed, gint *level, GError **error)
{
  TlMapTrialDialog *self = TL_MAP_TRIAL_DIALOG (dialog);

  *level = TRIAL_LEVEL;
  return tl_map_document_trial_header (self->document, self->base_only, gtk_switch_get_active (self->chips_switch),
                                       gtk_spin_button_get_value_as_int (self->players_spin), seed, error);
}

static void
show_result (TlTrialDialog *dialog, const TlRecord *header, const TlSimulation *s, const guint *discarded)
{
  TlMapTrialDialog *self = TL_MAP_TRIAL_DIALOG (dialog);
  /* the switch cannot change while games are played */
  gboolean chips = gtk_switch_get_active (self->chips_switch);
  g_autofree char *placed = g_strdup_printf ("%.1f", s->tiles_on_board);
  g_autofree char *placed_note = g_strdup_printf (_("%.1f by the players, the others on the start squares "
                                                    "or revealed"), s->tiles_placed);
  g_autofree char *full = g_strdup_printf ("%.0f %%", 100 * s->fullness);
  g_autofree char *full_note = g_strdup_printf (_("Of its %u squares; the fullest game %.0f %%"),
                                                s->squares, 100 * s->fullest);
  g_autofree char *tiles_discarded = g_strdup_printf ("%.1f", s->tiles_discarded);
  g_autofree char *chips_value = g_strdup_printf ("%.1f", s->chips_collected);
  g_autofree char *reveals = g_strdup_printf ("%.1f / %.1f", s->reveals_placed, s->reveals_removed);
  g_autofree char *scores = g_strdup_printf ("%.1f", s->mean_score);
  g_autofree char *scores_note = g_strdup_printf (_("A player’s final score; the winner’s %.1f"),
                                                  s->mean_best_score);
  g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Means over %u game",
                                                         "Means over %u games", s->games), s->games);

  set_value (self, RESULT_PLACED, placed, placed_note);
  set_value (self, RESULT_FULL, full, full_note);
  set_value (self, RESULT_DISCARDED, tiles_discarded, _("Drawn and fitting nowhere"));
  set_value (self, RESULT_CHIPS, chips ? chips_value : "—", chips ? _("Taken from the towns") : _("Map-Chips off"));
  set_value (self, RESULT_REVEALS, chips ? reveals : "—",
             chips ? _("Face-down tiles that fitted (+2) / fitted nowhere (−2)") : _("Map-Chips off"));
  set_value (self, RESULT_SCORES, scores, scores_note);
  adw_preferences_group_set_title (self->results_group, title);
}

void
tl_map_trial_dialog_run (TlMapTrialDialog *self,
                         guint             games,
                         guint             players,
                         gboolean          chips)
{
  g_return_if_fail (TL_IS_MAP_TRIAL_DIALOG (self));

  if (tl_trial_dialog_get_running (TL_TRIAL_DIALOG (self)))
    return;
  tl_trial_dialog_set_games (TL_TRIAL_DIALOG (self), games);
  gtk_spin_button_set_value (self->players_spin, players);
  gtk_switch_set_active (self->chips_switch, chips);
  tl_trial_dialog_start (TL_TRIAL_DIALOG (self));
}

static void
tl_map_trial_dialog_dispose (GObject *object)
{
  g_clear_object (&TL_MAP_TRIAL_DIALOG (object)->document);
  G_OBJECT_CLASS (tl_map_trial_dialog_parent_class)->dispose (object);
}

static void
tl_map_trial_dialog_class_init (TlMapTrialDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tl_map_trial_dialog_dispose;
  TL_TRIAL_DIALOG_CLASS (klass)->make_header = make_header;
  TL_TRIAL_DIALOG_CLASS (klass)->show_result = show_result;
}

static void
tl_map_trial_dialog_init (TlMapTrialDialog *self)
{
  static const char * const titles[N_RESULTS] = {
    N_("Tiles on the Map"), N_("How Full It Ends"), N_("Tiles Discarded"), N_("Chips Collected"),
    N_("Reveals Placed / Removed"), N_("Mean Score"),
  };
  TlTrialDialog *dialog = TL_TRIAL_DIALOG (self);

  adw_preferences_group_set_description (tl_trial_dialog_get_settings (dialog),
                                         _("Computer players of the Normal level play the map with its deck, "
                                           "9 meeples each, farmers on."));
  self->players_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (2, 5, 1));
  gtk_spin_button_set_value (self->players_spin, 3);
  self->chips_switch = GTK_SWITCH (gtk_switch_new ());
  gtk_switch_set_active (self->chips_switch, TRUE);
  tl_trial_dialog_add_row (dialog, _("P_layers"), NULL, GTK_WIDGET (self->players_spin));
  tl_trial_dialog_add_row (dialog, _("_Map-Chips"), _("Chips on the towns, face-down tiles on the outlined squares"),
                           GTK_WIDGET (self->chips_switch));

  self->results_group = tl_trial_dialog_add_results (dialog, titles, N_RESULTS, self->results, self->values);
}

TlMapTrialDialog *
tl_map_trial_dialog_new (GtkWindow     *parent,
                         TlMapDocument *document,
                         gboolean       base_only)
{
  TlMapTrialDialog *self = g_object_new (TL_TYPE_MAP_TRIAL_DIALOG, "transient-for", parent, NULL);
  g_autofree char *title = g_strdup_printf (_("Try “%s”"), tl_map_document_get_name (document));

  self->document = g_object_ref (document);
  self->base_only = base_only;
  gtk_window_set_title (GTK_WINDOW (self), title);
  return self;
}
