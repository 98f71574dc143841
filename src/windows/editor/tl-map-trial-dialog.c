/* tl-map-trial-dialog.c — Try It: games between computer players on a layout
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-map-trial-dialog.h"
#include "tl-simulation-task.h"

/* The computer players' level: the one-move heuristic (docs/editor.md). */
#define TRIAL_LEVEL 1

enum {
  RESULT_PLACED, RESULT_FULL, RESULT_DISCARDED, RESULT_CHIPS, RESULT_REVEALS, RESULT_SCORES, N_RESULTS
};

struct _TlMapTrialDialog {
  AdwWindow parent_instance;

  TlMapDocument *document;
  gboolean base_only;
  GCancellable *cancellable;
  gboolean running;
  gboolean have_result;
  TlSimulation result;

  GtkSpinButton *games_spin;
  GtkSpinButton *players_spin;
  GtkSwitch *chips_switch;
  GtkButton *run_button;
  GtkProgressBar *progress;
  GtkLabel *message;
  AdwPreferencesGroup *results_group;
  AdwActionRow *results[N_RESULTS];
  GtkLabel *values[N_RESULTS];
};

G_DEFINE_FINAL_TYPE (TlMapTrialDialog, tl_map_trial_dialog, ADW_TYPE_WINDOW)

/* A line under the progress bar, hidden while empty. */
static void
say (TlMapTrialDialog *self, const char *text)
{
  gtk_label_set_label (self->message, text);
  gtk_widget_set_visible (GTK_WIDGET (self->message), text != NULL && *text != '\0');
}

static void
set_running (TlMapTrialDialog *self, gboolean running)
{
  self->running = running;
  gtk_button_set_label (self->run_button, running ? _("_Stop") : _("_Play the Games"));
  gtk_widget_remove_css_class (GTK_WIDGET (self->run_button), running ? "suggested-action" : "destructive-action");
  gtk_widget_add_css_class (GTK_WIDGET (self->run_button), running ? "destructive-action" : "suggested-action");
  gtk_widget_set_sensitive (GTK_WIDGET (self->games_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->players_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->chips_switch), !running);
}

static void
set_value (TlMapTrialDialog *self, guint row, const char *value, const char *subtitle)
{
  gtk_label_set_label (self->values[row], value);
  adw_action_row_set_subtitle (self->results[row], subtitle != NULL ? subtitle : "");
}

static void
show_result (TlMapTrialDialog *self, gboolean chips)
{
  const TlSimulation *s = &self->result;
  g_autofree char *placed = g_strdup_printf ("%.1f", s->tiles_on_board);
  g_autofree char *placed_note = g_strdup_printf (_("%.1f by the players, the others on the start squares "
                                                    "or revealed"), s->tiles_placed);
  g_autofree char *full = g_strdup_printf ("%.0f %%", 100 * s->fullness);
  g_autofree char *full_note = g_strdup_printf (_("Of its %u squares; the fullest game %.0f %%"),
                                                s->squares, 100 * s->fullest);
  g_autofree char *discarded = g_strdup_printf ("%.1f", s->tiles_discarded);
  g_autofree char *chips_value = g_strdup_printf ("%.1f", s->chips_collected);
  g_autofree char *reveals = g_strdup_printf ("%.1f / %.1f", s->reveals_placed, s->reveals_removed);
  g_autofree char *scores = g_strdup_printf ("%.1f", s->mean_score);
  g_autofree char *scores_note = g_strdup_printf (_("A player’s final score; the winner’s %.1f"),
                                                  s->mean_best_score);
  g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Means over %u game",
                                                         "Means over %u games", s->games), s->games);

  set_value (self, RESULT_PLACED, placed, placed_note);
  set_value (self, RESULT_FULL, full, full_note);
  set_value (self, RESULT_DISCARDED, discarded, _("Drawn and fitting nowhere"));
  set_value (self, RESULT_CHIPS, chips ? chips_value : "—", chips ? _("Taken from the towns") : _("Map-Chips off"));
  set_value (self, RESULT_REVEALS, chips ? reveals : "—",
             chips ? _("Face-down tiles that fitted (+2) / fitted nowhere (−2)") : _("Map-Chips off"));
  set_value (self, RESULT_SCORES, scores, scores_note);
  adw_preferences_group_set_title (self->results_group, title);
  gtk_widget_set_visible (GTK_WIDGET (self->results_group), TRUE);
}

static void
on_progress (guint done, guint total, gpointer data)
{
  TlMapTrialDialog *self = data;
  g_autofree char *text = g_strdup_printf (_("%u of %u games"), done, total);

  gtk_progress_bar_set_fraction (self->progress, (double) done / total);
  gtk_progress_bar_set_text (self->progress, text);
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(TlMapTrialDialog) self = data;
  g_autoptr(GError) error = NULL;
  TlSimulation s;

  if (!tl_simulation_run_finish (result, &s, &error))
    {
      say (self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ? _("Stopped") : error->message);
      set_running (self, FALSE);
      return;
    }
  self->result = s;
  self->have_result = TRUE;
  set_running (self, FALSE);
  say (self, "");
  show_result (self, gtk_switch_get_active (self->chips_switch));
}

void
tl_map_trial_dialog_run (TlMapTrialDialog *self,
                         guint             games,
                         guint             players,
                         gboolean          chips)
{
  g_autoptr(GError) error = NULL;
  TlRecord *header;

  g_return_if_fail (TL_IS_MAP_TRIAL_DIALOG (self));

  if (self->running)
    return;
  gtk_spin_button_set_value (self->games_spin, games);
  gtk_spin_button_set_value (self->players_spin, players);
  gtk_switch_set_active (self->chips_switch, chips);
  header = tl_map_document_trial_header (self->document, self->base_only, chips,
                                         gtk_spin_button_get_value_as_int (self->players_spin),
                                         tl_record_random_seed (), &error);
  if (header == NULL)
    {
      say (self, error->message);
      return;
    }
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  set_running (self, TRUE);
  say (self, "");
  on_progress (0, gtk_spin_button_get_value_as_int (self->games_spin), self);
  tl_simulation_run_async (header, gtk_spin_button_get_value_as_int (self->games_spin), TRIAL_LEVEL,
                           self->cancellable, on_progress, self, on_done, g_object_ref (self));
  tl_record_free (header);
}

static void
on_run_clicked (GtkButton *button, TlMapTrialDialog *self)
{
  if (self->running)
    {
      g_cancellable_cancel (self->cancellable);
      return;
    }
  tl_map_trial_dialog_run (self, gtk_spin_button_get_value_as_int (self->games_spin),
                           gtk_spin_button_get_value_as_int (self->players_spin),
                           gtk_switch_get_active (self->chips_switch));
}

gboolean
tl_map_trial_dialog_get_running (TlMapTrialDialog *self)
{
  g_return_val_if_fail (TL_IS_MAP_TRIAL_DIALOG (self), FALSE);
  return self->running;
}

const TlSimulation *
tl_map_trial_dialog_get_result (TlMapTrialDialog *self)
{
  g_return_val_if_fail (TL_IS_MAP_TRIAL_DIALOG (self), NULL);
  return self->have_result ? &self->result : NULL;
}

static GtkWidget *
row_with (const char *title, const char *subtitle, GtkWidget *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  return row;
}

static void
tl_map_trial_dialog_dispose (GObject *object)
{
  TlMapTrialDialog *self = TL_MAP_TRIAL_DIALOG (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (tl_map_trial_dialog_parent_class)->dispose (object);
}

static void
tl_map_trial_dialog_class_init (TlMapTrialDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tl_map_trial_dialog_dispose;
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tl_map_trial_dialog_init (TlMapTrialDialog *self)
{
  static const char * const titles[N_RESULTS] = {
    N_("Tiles on the Map"), N_("How Full It Ends"), N_("Tiles Discarded"), N_("Chips Collected"),
    N_("Reveals Placed / Removed"), N_("Mean Score"),
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *group = adw_preferences_group_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Try It"));
  gtk_window_set_default_size (GTK_WINDOW (self), 480, 760);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_box_append (GTK_BOX (box), header);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Games"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Computer players of the Normal level play the map with its deck, "
                                           "9 meeples each, farmers on."));
  self->games_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 1000, 10));
  gtk_spin_button_set_value (self->games_spin, 40);
  self->players_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (2, 5, 1));
  gtk_spin_button_set_value (self->players_spin, 3);
  self->chips_switch = GTK_SWITCH (gtk_switch_new ());
  gtk_switch_set_active (self->chips_switch, TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             row_with (_("_Games"), NULL, GTK_WIDGET (self->games_spin)));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             row_with (_("_Players"), NULL, GTK_WIDGET (self->players_spin)));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             row_with (_("_Map-Chips"), _("Chips on the towns, face-down tiles on the outlined squares"),
                                       GTK_WIDGET (self->chips_switch)));
  gtk_box_append (GTK_BOX (content), group);

  self->run_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Play the Games")));
  gtk_widget_set_halign (GTK_WIDGET (self->run_button), GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->run_button), "pill");
  gtk_widget_add_css_class (GTK_WIDGET (self->run_button), "suggested-action");
  g_signal_connect (self->run_button, "clicked", G_CALLBACK (on_run_clicked), self);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->run_button));

  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_progress_bar_set_text (self->progress, _("Not played yet"));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->progress));
  self->message = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->message), FALSE);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->message));

  self->results_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  for (guint i = 0; i < N_RESULTS; i++)
    {
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(titles[i]));
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_add_css_class (label, "heading");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_preferences_group_add (self->results_group, row);
      self->results[i] = ADW_ACTION_ROW (row);
      self->values[i] = GTK_LABEL (label);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->results_group), FALSE);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->results_group));

  gtk_widget_set_margin_start (content, 18);
  gtk_widget_set_margin_end (content, 18);
  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (self), box);
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
