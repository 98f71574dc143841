/* tl-trial-dialog.c — Try It: games between computer players on a worker
 * thread, with a progress bar and Stop (shared by the map and tile-set editors)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-simulation-task.h"
#include "tl-trial-dialog.h"
#include "tl-format-error.h"

#define MAX_GAMES 10000

typedef struct {
  GCancellable *cancellable;
  gboolean running;
  gboolean have_seed;
  gint64 seed;
  TlRecord *header;           /* of the run going on, or of the last one */
  gboolean have_result;
  TlSimulation result;
  guint *discarded;           /* per tile type of @header's set */

  AdwPreferencesGroup *settings;
  GtkSpinButton *games_spin;
  GtkButton *run_button;
  GtkProgressBar *progress;
  GtkLabel *message;
  GtkBox *results;
} TlTrialDialogPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (TlTrialDialog, tl_trial_dialog, ADW_TYPE_WINDOW)

#define PRIV(self) ((TlTrialDialogPrivate *) tl_trial_dialog_get_instance_private (self))

/* A line under the progress bar, hidden while empty. */
static void
say (TlTrialDialog *self, const char *text)
{
  TlTrialDialogPrivate *priv = PRIV (self);

  gtk_label_set_label (priv->message, text);
  gtk_widget_set_visible (GTK_WIDGET (priv->message), text != NULL && *text != '\0');
}

static void
set_running (TlTrialDialog *self, gboolean running)
{
  TlTrialDialogPrivate *priv = PRIV (self);

  priv->running = running;
  gtk_button_set_label (priv->run_button, running ? _("_Stop") : _("_Play the Games"));
  gtk_widget_remove_css_class (GTK_WIDGET (priv->run_button), running ? "suggested-action" : "destructive-action");
  gtk_widget_add_css_class (GTK_WIDGET (priv->run_button), running ? "destructive-action" : "suggested-action");
  gtk_widget_set_sensitive (GTK_WIDGET (priv->settings), !running);
}

static void
on_progress (guint done, guint total, gpointer data)
{
  TlTrialDialogPrivate *priv = PRIV (data);
  g_autofree char *text = g_strdup_printf (_("%u of %u games"), done, total);

  gtk_progress_bar_set_fraction (priv->progress, (double) done / total);
  gtk_progress_bar_set_text (priv->progress, text);
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(TlTrialDialog) self = data;
  TlTrialDialogPrivate *priv = PRIV (self);
  g_autoptr(GError) error = NULL;
  g_autofree guint *discarded = NULL;
  TlSimulation s;

  if (!tl_simulation_run_finish_tiles (result, &s, &discarded, &error))
    {
      g_autofree char *text = tl_format_error_describe (error);

      say (self, g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) ? _("Stopped") : text);
      set_running (self, FALSE);
      return;
    }
  priv->result = s;
  priv->have_result = TRUE;
  g_free (priv->discarded);
  priv->discarded = g_steal_pointer (&discarded);
  set_running (self, FALSE);
  say (self, "");
  TL_TRIAL_DIALOG_GET_CLASS (self)->show_result (self, priv->header, &priv->result, priv->discarded);
  gtk_widget_set_visible (GTK_WIDGET (priv->results), TRUE);
}

void
tl_trial_dialog_start (TlTrialDialog *self)
{
  TlTrialDialogPrivate *priv;
  g_autoptr(GError) error = NULL;
  TlRecord *header;
  gint level = 0;
  guint games;

  g_return_if_fail (TL_IS_TRIAL_DIALOG (self));

  priv = PRIV (self);
  if (priv->running)
    return;
  games = gtk_spin_button_get_value_as_int (priv->games_spin);
  header = TL_TRIAL_DIALOG_GET_CLASS (self)->make_header (self, priv->have_seed ? priv->seed
                                                                                : tl_record_random_seed (),
                                                          &level, &error);
  if (header == NULL)
    {
      g_autofree char *text = tl_format_error_describe (error);

      say (self, text);
      return;
    }
  g_clear_pointer (&priv->header, tl_record_free);
  priv->header = header;
  g_clear_object (&priv->cancellable);
  priv->cancellable = g_cancellable_new ();
  set_running (self, TRUE);
  say (self, "");
  on_progress (0, games, self);
  tl_simulation_run_async (header, games, level, priv->cancellable, on_progress, self, on_done,
                           g_object_ref (self));
}

void
tl_trial_dialog_stop (TlTrialDialog *self)
{
  g_return_if_fail (TL_IS_TRIAL_DIALOG (self));

  if (PRIV (self)->running)
    g_cancellable_cancel (PRIV (self)->cancellable);
}

static void
on_run_clicked (GtkButton *button, TlTrialDialog *self)
{
  if (PRIV (self)->running)
    tl_trial_dialog_stop (self);
  else
    tl_trial_dialog_start (self);
}

AdwPreferencesGroup *
tl_trial_dialog_get_settings (TlTrialDialog *self)
{
  g_return_val_if_fail (TL_IS_TRIAL_DIALOG (self), NULL);
  return PRIV (self)->settings;
}

GtkBox *
tl_trial_dialog_get_results (TlTrialDialog *self)
{
  g_return_val_if_fail (TL_IS_TRIAL_DIALOG (self), NULL);
  return PRIV (self)->results;
}

void
tl_trial_dialog_add_row (TlTrialDialog *self,
                         const char    *title,
                         const char    *subtitle,
                         GtkWidget     *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  g_return_if_fail (TL_IS_TRIAL_DIALOG (self));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  adw_preferences_group_add (PRIV (self)->settings, row);
}

AdwPreferencesGroup *
tl_trial_dialog_add_results (TlTrialDialog      *self,
                             const char * const *titles,
                             guint               n,
                             AdwActionRow      **rows,
                             GtkLabel          **values)
{
  AdwPreferencesGroup *group;

  g_return_val_if_fail (TL_IS_TRIAL_DIALOG (self), NULL);

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(titles[i]));
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_add_css_class (label, "heading");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_preferences_group_add (group, row);
      rows[i] = ADW_ACTION_ROW (row);
      values[i] = GTK_LABEL (label);
    }
  gtk_box_append (PRIV (self)->results, GTK_WIDGET (group));
  return group;
}

void
tl_trial_dialog_set_games (TlTrialDialog *self,
                           guint          games)
{
  g_return_if_fail (TL_IS_TRIAL_DIALOG (self));
  gtk_spin_button_set_value (PRIV (self)->games_spin, CLAMP (games, 1, MAX_GAMES));
}

guint
tl_trial_dialog_get_games (TlTrialDialog *self)
{
  g_return_val_if_fail (TL_IS_TRIAL_DIALOG (self), 0);
  return gtk_spin_button_get_value_as_int (PRIV (self)->games_spin);
}

void
tl_trial_dialog_set_seed (TlTrialDialog *self,
                          gint64         seed)
{
  g_return_if_fail (TL_IS_TRIAL_DIALOG (self));
  PRIV (self)->have_seed = TRUE;
  PRIV (self)->seed = seed;
}

gboolean
tl_trial_dialog_get_running (TlTrialDialog *self)
{
  g_return_val_if_fail (TL_IS_TRIAL_DIALOG (self), FALSE);
  return PRIV (self)->running;
}

const TlSimulation *
tl_trial_dialog_get_result (TlTrialDialog *self)
{
  g_return_val_if_fail (TL_IS_TRIAL_DIALOG (self), NULL);
  return PRIV (self)->have_result ? &PRIV (self)->result : NULL;
}

const guint *
tl_trial_dialog_get_discarded (TlTrialDialog *self,
                               guint         *n_types)
{
  TlTrialDialogPrivate *priv;

  g_return_val_if_fail (TL_IS_TRIAL_DIALOG (self), NULL);
  priv = PRIV (self);
  if (n_types != NULL)
    *n_types = priv->have_result ? priv->header->tileset->types->len : 0;
  return priv->have_result ? priv->discarded : NULL;
}

const char *
tl_trial_dialog_get_message (TlTrialDialog *self)
{
  g_return_val_if_fail (TL_IS_TRIAL_DIALOG (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (PRIV (self)->message))
         ? gtk_label_get_label (PRIV (self)->message) : "";
}

static void
tl_trial_dialog_dispose (GObject *object)
{
  TlTrialDialogPrivate *priv = PRIV (TL_TRIAL_DIALOG (object));

  if (priv->cancellable != NULL)
    g_cancellable_cancel (priv->cancellable);
  g_clear_object (&priv->cancellable);
  G_OBJECT_CLASS (tl_trial_dialog_parent_class)->dispose (object);
}

static void
tl_trial_dialog_finalize (GObject *object)
{
  TlTrialDialogPrivate *priv = PRIV (TL_TRIAL_DIALOG (object));

  g_clear_pointer (&priv->header, tl_record_free);
  g_free (priv->discarded);
  G_OBJECT_CLASS (tl_trial_dialog_parent_class)->finalize (object);
}

static void
tl_trial_dialog_class_init (TlTrialDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tl_trial_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = tl_trial_dialog_finalize;
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tl_trial_dialog_init (TlTrialDialog *self)
{
  TlTrialDialogPrivate *priv = PRIV (self);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *header = adw_header_bar_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Try It"));
  gtk_window_set_default_size (GTK_WINDOW (self), 480, 760);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_box_append (GTK_BOX (box), header);

  priv->settings = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (priv->settings, _("Games"));
  priv->games_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, MAX_GAMES, 10));
  gtk_spin_button_set_value (priv->games_spin, 40);
  tl_trial_dialog_add_row (self, _("_Games"), NULL, GTK_WIDGET (priv->games_spin));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (priv->settings));

  priv->run_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Play the Games")));
  gtk_widget_set_halign (GTK_WIDGET (priv->run_button), GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (priv->run_button), "pill");
  gtk_widget_add_css_class (GTK_WIDGET (priv->run_button), "suggested-action");
  g_signal_connect (priv->run_button, "clicked", G_CALLBACK (on_run_clicked), self);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (priv->run_button));

  priv->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (priv->progress, TRUE);
  gtk_progress_bar_set_text (priv->progress, _("Not played yet"));
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (priv->progress));
  priv->message = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (priv->message, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (priv->message), FALSE);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (priv->message));

  priv->results = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 18));
  gtk_widget_set_visible (GTK_WIDGET (priv->results), FALSE);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (priv->results));

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
