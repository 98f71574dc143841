/* tl-tile-set-trial-dialog.c — Try It: random games with a tile set, and a report
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tl-bar-chart.h"
#include "tl-library-text.h"
#include "tl-tile-set-trial-dialog.h"

enum {
  RESULT_GAMES, RESULT_TURNS, RESULT_DISCARDED, RESULT_SCORE, N_RESULTS
};

struct _TlTileSetTrialDialog {
  TlTrialDialog parent_instance;

  TlTileSetDocument *document;
  GString *report;

  GtkSpinButton *players_spin;
  GtkSwitch *level_switch;
  AdwPreferencesGroup *results_group;
  AdwActionRow *results[N_RESULTS];
  GtkLabel *values[N_RESULTS];
  GtkWidget *points_group;
  TlBarChart *points_chart;
  GtkWidget *tiles_group;
  TlBarChart *tiles_chart;
  GtkLabel *tiles_note;
};

G_DEFINE_FINAL_TYPE (TlTileSetTrialDialog, tl_tile_set_trial_dialog, TL_TYPE_TRIAL_DIALOG)

static const char * const titles[N_RESULTS] = {
  N_("Games Completed"), N_("Turns per Game"), N_("Draws Discarded"), N_("Mean Final Score"),
};

/* The kinds of feature of each game, in the order of the chart. */
static const TlSegmentKind carcassonne_kinds[] = {
  TL_SEGMENT_CITY, TL_SEGMENT_ROAD, TL_SEGMENT_MONASTERY, TL_SEGMENT_FIELD,
};
static const TlSegmentKind discovery_kinds[] = {
  TL_SEGMENT_MOUNTAIN, TL_SEGMENT_GRASSLAND, TL_SEGMENT_SEA,
};

static void
set_value (TlTileSetTrialDialog *self, guint row, const char *value, const char *subtitle)
{
  gtk_label_set_label (self->values[row], value);
  adw_action_row_set_subtitle (self->results[row], subtitle);
  g_string_append_printf (self->report, "%s: %s (%s)\n", _(titles[row]), value, subtitle);
}

static void
add_bar (TlTileSetTrialDialog *self, TlBarChart *chart, const char *label, double value, const char *text)
{
  tl_bar_chart_add (chart, label, value, text);
  g_string_append_printf (self->report, "%s: %s\n", label, text);
}

static TlRecord *
make_header (TlTrialDialog *dialog, gint64 seed, gint *level, GError **error)
{
  TlTileSetTrialDialog *self = TL_TILE_SET_TRIAL_DIALOG (dialog);

  *level = gtk_switch_get_active (self->level_switch) ? 1 : 0;
  if (tl_tile_set_document_get_errors (self->document) > 0)
    {
      guint errors = tl_tile_set_document_get_errors (self->document);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   g_dngettext (GETTEXT_PACKAGE, "The set has %u problem to fix before it can be tried.",
                                "The set has %u problems to fix before it can be tried.", errors),
                   errors);
      return NULL;
    }
  return tl_tile_set_document_trial_header (self->document, gtk_spin_button_get_value_as_int (self->players_spin),
                                            *level, seed, error);
}

static void
show_points (TlTileSetTrialDialog *self, const TlRecord *header, const TlSimulation *s)
{
  gboolean discovery = g_strcmp0 (header->game, "discovery") == 0;
  const TlSegmentKind *kinds = discovery ? discovery_kinds : carcassonne_kinds;
  guint n = discovery ? G_N_ELEMENTS (discovery_kinds) : G_N_ELEMENTS (carcassonne_kinds);

  tl_bar_chart_clear (self->points_chart);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = g_strdup_printf ("%.1f", s->mean_points[kinds[i]]);

      add_bar (self, self->points_chart, tl_library_text_points_kind (tl_segment_kind_name (kinds[i])),
               s->mean_points[kinds[i]], text);
    }
  if (s->mean_other > 0)
    {
      g_autofree char *text = g_strdup_printf ("%.1f", s->mean_other);

      add_bar (self, self->points_chart, tl_library_text_points_kind ("other"), s->mean_other, text);
    }
}

static int
by_discards (gconstpointer a, gconstpointer b, gpointer data)
{
  const guint *discarded = data;
  guint i = *(const guint *) a, k = *(const guint *) b;

  /* most first; the set's order among equals */
  return discarded[i] != discarded[k] ? (discarded[i] < discarded[k] ? 1 : -1) : (int) i - (int) k;
}

static void
show_tiles (TlTileSetTrialDialog *self, const TlRecord *header, const TlSimulation *s, const guint *discarded)
{
  TlTileSet *set = header->tileset;
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *note = NULL;
  guint shown;

  for (guint i = 0; i < set->types->len; i++)
    if (discarded[i] > 0)
      g_array_append_val (order, i);
  g_array_sort_with_data (order, by_discards, (gpointer) discarded);
  shown = MIN (order->len, TL_TILE_SET_TRIAL_MOST_TILES);

  tl_bar_chart_clear (self->tiles_chart);
  for (guint k = 0; k < shown; k++)
    {
      guint i = g_array_index (order, guint, k);
      const TlTileType *type = &g_array_index (set->types, TlTileType, i);
      /* Translators: a tile in the chart of discards; %s is its id ("D") */
      g_autofree char *label = g_strdup_printf (_("Tile %s"), type->id);
      /* Translators: how often a tile was discarded: in all, and in a game on average */
      g_autofree char *text = g_strdup_printf (_("%u · %.2f a game"), discarded[i], (double) discarded[i] / s->games);

      add_bar (self, self->tiles_chart, label, (double) discarded[i] / s->games, text);
    }
  if (order->len == 0)
    note = g_strdup (_("No tile was ever discarded: every tile drawn fitted somewhere."));
  else if (order->len > shown)
    note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u other tile was discarded less often.",
                                         "%u other tiles were discarded less often.", order->len - shown),
                            order->len - shown);
  gtk_label_set_label (self->tiles_note, note != NULL ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->tiles_note), note != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->tiles_chart), shown > 0);
  if (note != NULL)
    g_string_append_printf (self->report, "%s\n", note);
}

static void
show_result (TlTrialDialog *dialog, const TlRecord *header, const TlSimulation *s, const guint *discarded)
{
  TlTileSetTrialDialog *self = TL_TILE_SET_TRIAL_DIALOG (dialog);
  double draws = s->tiles_placed + s->tiles_discarded;
  double share = draws > 0 ? s->tiles_discarded / draws : 0;
  g_autofree char *games = g_strdup_printf ("%u", s->games);
  g_autofree char *games_note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player a game, %s",
                                                              "%u players a game, %s", s->players),
                                                 s->players,
                                                 /* the switch cannot change while games are played */
                                                 gtk_switch_get_active (self->level_switch)
                                                 ? _("each playing the move that scores most now")
                                                 : _("each playing random legal moves"));
  g_autofree char *turns = g_strdup_printf ("%.1f", s->turns);
  g_autofree char *turns_note = g_strdup_printf (_("Fewest %u, most %u"), s->fewest_turns, s->most_turns);
  /* a few discards in many games are not nothing */
  g_autofree char *share_text = g_strdup_printf (share > 0 && share < 0.01 ? "%.2f %%" : "%.1f %%", 100 * share);
  g_autofree char *share_note = g_strdup_printf (_("%.2f tiles a game fitted nowhere and were put aside"),
                                                 s->tiles_discarded);
  g_autofree char *score = g_strdup_printf ("%.1f", s->mean_score);
  g_autofree char *score_note = g_strdup_printf (_("A player’s; the winner’s %.1f"), s->mean_best_score);
  g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Over %u Game", "Over %u Games",
                                                         s->games), s->games);

  g_string_truncate (self->report, 0);
  adw_preferences_group_set_title (self->results_group, title);
  set_value (self, RESULT_GAMES, games, games_note);
  set_value (self, RESULT_TURNS, turns, turns_note);
  set_value (self, RESULT_DISCARDED, share_text, share_note);
  set_value (self, RESULT_SCORE, score, score_note);
  show_points (self, header, s);
  show_tiles (self, header, s, discarded);
}

void
tl_tile_set_trial_dialog_run (TlTileSetTrialDialog *self,
                              guint                 games,
                              guint                 players,
                              gint                  level)
{
  g_return_if_fail (TL_IS_TILE_SET_TRIAL_DIALOG (self));

  if (tl_trial_dialog_get_running (TL_TRIAL_DIALOG (self)))
    return;
  tl_trial_dialog_set_games (TL_TRIAL_DIALOG (self), games);
  gtk_spin_button_set_value (self->players_spin, players);
  gtk_switch_set_active (self->level_switch, level >= 1);
  tl_trial_dialog_start (TL_TRIAL_DIALOG (self));
}

char *
tl_tile_set_trial_dialog_get_report (TlTileSetTrialDialog *self)
{
  g_return_val_if_fail (TL_IS_TILE_SET_TRIAL_DIALOG (self), NULL);

  return tl_trial_dialog_get_result (TL_TRIAL_DIALOG (self)) != NULL ? g_strdup (self->report->str) : NULL;
}

static void
tl_tile_set_trial_dialog_dispose (GObject *object)
{
  g_clear_object (&TL_TILE_SET_TRIAL_DIALOG (object)->document);
  G_OBJECT_CLASS (tl_tile_set_trial_dialog_parent_class)->dispose (object);
}

static void
tl_tile_set_trial_dialog_finalize (GObject *object)
{
  g_string_free (TL_TILE_SET_TRIAL_DIALOG (object)->report, TRUE);
  G_OBJECT_CLASS (tl_tile_set_trial_dialog_parent_class)->finalize (object);
}

static void
tl_tile_set_trial_dialog_class_init (TlTileSetTrialDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tl_tile_set_trial_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = tl_tile_set_trial_dialog_finalize;
  TL_TRIAL_DIALOG_CLASS (klass)->make_header = make_header;
  TL_TRIAL_DIALOG_CLASS (klass)->show_result = show_result;
}

static void
tl_tile_set_trial_dialog_init (TlTileSetTrialDialog *self)
{
  TlTrialDialog *dialog = TL_TRIAL_DIALOG (self);
  GtkBox *results = tl_trial_dialog_get_results (dialog);
  GtkWidget *tiles_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->report = g_string_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (self), 520, 820);
  adw_preferences_group_set_description (tl_trial_dialog_get_settings (dialog),
                                         _("Quick games between computer players, to see how the set plays: "
                                           "7 meeples each, the game’s rules without expansions."));
  tl_trial_dialog_set_games (dialog, TL_TILE_SET_TRIAL_GAMES);
  self->players_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (2, 5, 1));
  gtk_spin_button_set_value (self->players_spin, 2);
  self->level_switch = GTK_SWITCH (gtk_switch_new ());
  tl_trial_dialog_add_row (dialog, _("P_layers"), NULL, GTK_WIDGET (self->players_spin));
  tl_trial_dialog_add_row (dialog, _("_Thinking Players"),
                           _("On, each plays as a Normal computer player (the move that scores most now); "
                             "off, as an Easy one (random legal moves)"),
                           GTK_WIDGET (self->level_switch));

  self->results_group = tl_trial_dialog_add_results (dialog, titles, N_RESULTS, self->results, self->values);

  self->points_chart = TL_BAR_CHART (tl_bar_chart_new ());
  self->points_group = tl_bar_chart_new_group (_("Mean Final Score by Feature"), GTK_WIDGET (self->points_chart));
  gtk_box_append (results, self->points_group);

  self->tiles_chart = TL_BAR_CHART (tl_bar_chart_new ());
  self->tiles_note = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->tiles_note, TRUE);
  gtk_label_set_xalign (self->tiles_note, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->tiles_note), "dim-label");
  gtk_box_append (GTK_BOX (tiles_box), GTK_WIDGET (self->tiles_chart));
  gtk_box_append (GTK_BOX (tiles_box), GTK_WIDGET (self->tiles_note));
  self->tiles_group = tl_bar_chart_new_group (_("Tiles Discarded, per Game"), tiles_box);
  gtk_box_append (results, self->tiles_group);
}

TlTileSetTrialDialog *
tl_tile_set_trial_dialog_new (GtkWindow         *parent,
                              TlTileSetDocument *document)
{
  TlTileSetTrialDialog *self;
  g_autofree char *title = NULL;

  g_return_val_if_fail (TL_IS_TILE_SET_DOCUMENT (document), NULL);

  self = g_object_new (TL_TYPE_TILE_SET_TRIAL_DIALOG, "transient-for", parent, NULL);
  self->document = g_object_ref (document);
  title = g_strdup_printf (_("Try “%s”"), tl_tile_set_document_get_name (document));
  gtk_window_set_title (GTK_WINDOW (self), title);
  return self;
}
