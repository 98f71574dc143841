/* tl-statistics-window.c — each player's results, overall and per game kind
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-bar-chart.h"
#include "tl-library-text.h"
#include "tl-player-name.h"
#include "tl-statistics-window.h"
#include "tl-statistics.h"
#include "tl-windows-resources.h"

struct _TlStatisticsWindow
{
  AdwWindow parent_instance;

  /* template */
  GtkStack *stack;
  AdwStatusPage *failed_page;
  GtkListBox *players_list;
  GtkWidget *details_box;

  TlLibrary *library;
  TlStatistics *statistics;
  char *chosen;            /* the player shown (their name key) */
  gboolean filling;
};

G_DEFINE_FINAL_TYPE (TlStatisticsWindow, tl_statistics_window, ADW_TYPE_WINDOW)

/* "62 %" */
static char *
percent_text (double rate)
{
  /* Translators: a win rate; "%.0f" is the percentage, "%%" the sign */
  return g_strdup_printf (_("%.0f %%"), rate * 100.0);
}

static GtkWidget *
value_row (const char *title,
           const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

/* One group: every game (@stats->game NULL) or one game kind. */
static void
add_stats (TlStatisticsWindow *self,
           const TlStoreStats *stats)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *games = g_strdup_printf ("%u", stats->games);
  g_autofree char *rate = percent_text (stats->win_rate);
  g_autofree char *wins = g_strdup_printf ("%u (%s)", stats->wins, rate);
  g_autofree char *mean = g_strdup_printf ("%.1f", stats->mean_score);
  g_autofree char *best = g_strdup_printf ("%d", stats->best_score);
  GtkWidget *chart;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                   stats->game == NULL ? _("All Games") : tl_library_text_game_name (stats->game));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), value_row (_("Games"), games));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), value_row (_("Wins"), wins));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), value_row (_("Mean Score"), mean));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), value_row (_("Best Score"), best));
  gtk_box_append (GTK_BOX (self->details_box), group);

  if (stats->mean_points != NULL && stats->mean_points->len > 0)
    {
      chart = tl_bar_chart_new ();
      for (guint i = 0; i < stats->mean_points->len; i++)
        {
          const TlStoreMeanPoints *points = &g_array_index (stats->mean_points, TlStoreMeanPoints, i);

          tl_bar_chart_add (TL_BAR_CHART (chart), tl_library_text_points_kind (points->kind), points->mean, NULL);
        }
      gtk_box_append (GTK_BOX (self->details_box), tl_bar_chart_new_group (_("Mean Points per Game"), chart));
    }

  if (stats->against != NULL && stats->against->len > 0)
    {
      chart = tl_bar_chart_new ();
      tl_bar_chart_set_maximum (TL_BAR_CHART (chart), 1.0);
      for (guint i = 0; i < stats->against->len; i++)
        {
          const TlStoreLevelStats *level = &g_array_index (stats->against, TlStoreLevelStats, i);
          const char *label = tl_library_text_level_name (level->level);
          g_autofree char *level_rate = percent_text (level->win_rate);
          /* Translators: wins of games against a computer level: wins / games, and the rate */
          g_autofree char *text = g_strdup_printf (_("%u of %u · %s"), level->wins, level->games, level_rate);

          tl_bar_chart_add (TL_BAR_CHART (chart), label, level->win_rate, text);
        }
      gtk_box_append (GTK_BOX (self->details_box), tl_bar_chart_new_group (_("Wins against the Computer"), chart));
    }
}

static void
show_player (TlStatisticsWindow *self)
{
  GListModel *model = G_LIST_MODEL (self->statistics);
  GtkWidget *child;
  gboolean in_player = FALSE;

  while ((child = gtk_widget_get_first_child (self->details_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->details_box), child);
  if (self->chosen == NULL)
    return;
  /* the player's items: every game first, then one per game kind */
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (TlPlayerStatistics) item = g_list_model_get_item (model, i);
      const TlStoreStats *stats = tl_player_statistics_get_stats (item);

      if (stats->game == NULL)
        {
          g_autofree char *key = tl_library_name_key (stats->name);

          in_player = g_strcmp0 (key, self->chosen) == 0;
        }
      if (in_player)
        add_stats (self, stats);
    }
}

static void
on_player_selected (GtkListBox         *list,
                    GtkListBoxRow      *row,
                    TlStatisticsWindow *self)
{
  if (self->filling)
    return;
  g_free (self->chosen);
  self->chosen = row != NULL ? g_strdup (g_object_get_data (G_OBJECT (row), "tl-key")) : NULL;
  show_player (self);
}

static void show_page (TlStatisticsWindow *self, guint players);

static void
fill_players (TlStatisticsWindow *self)
{
  GListModel *model = G_LIST_MODEL (self->statistics);
  GtkListBoxRow *chosen_row = NULL, *first = NULL;
  GtkWidget *child;
  guint players = 0;

  self->filling = TRUE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_list))) != NULL)
    gtk_list_box_remove (self->players_list, child);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (TlPlayerStatistics) item = g_list_model_get_item (model, i);
      const TlStoreStats *stats = tl_player_statistics_get_stats (item);
      GtkWidget *row;
      g_autofree char *subtitle = NULL;
      g_autofree char *rate = NULL;
      g_autofree char *name = NULL;

      if (stats->game != NULL)
        continue;
      rate = percent_text (stats->win_rate);
      /* Translators: a player in the Statistics: games played, wins and the win rate */
      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game · %u won · %s", "%u games · %u won · %s",
                                               stats->games),
                                  stats->games, stats->wins, rate);
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      name = tl_player_name_shown (stats->name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      g_object_set_data_full (G_OBJECT (row), "tl-key", tl_library_name_key (stats->name), g_free);
      gtk_list_box_append (self->players_list, row);
      if (first == NULL)
        first = GTK_LIST_BOX_ROW (row);
      if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "tl-key"), self->chosen) == 0)
        chosen_row = GTK_LIST_BOX_ROW (row);
      players++;
    }
  if (chosen_row == NULL)
    chosen_row = first;
  gtk_list_box_select_row (self->players_list, chosen_row);
  self->filling = FALSE;
  show_page (self, players);
  on_player_selected (self->players_list, chosen_row, self);
}

/* The players, or why there are none: the library's error (its message names
 * the file and what failed), or no finished game yet. */
static void
show_page (TlStatisticsWindow *self,
           guint               players)
{
  const GError *error = tl_store_list_get_error (TL_STORE_LIST (self->statistics));

  if (error != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (error->message, -1);

      adw_status_page_set_description (self->failed_page, escaped);
      gtk_stack_set_visible_child_name (self->stack, "failed");
    }
  else
    gtk_stack_set_visible_child_name (self->stack, players > 0 ? "players" : "empty");
}

static void
on_loading (TlStoreList        *statistics,
            GParamSpec         *pspec,
            TlStatisticsWindow *self)
{
  /* a failed query changes no item: its error shows once it answered */
  if (!tl_store_list_get_loading (statistics))
    fill_players (self);
}

static void
on_items_changed (GListModel         *model,
                  guint               position,
                  guint               removed,
                  guint               added,
                  TlStatisticsWindow *self)
{
  fill_players (self);
}

static void
tl_statistics_window_dispose (GObject *object)
{
  TlStatisticsWindow *self = TL_STATISTICS_WINDOW (object);

  /* the list's rows go with the template: nothing to show any more */
  self->filling = TRUE;
  if (self->statistics != NULL)
    g_signal_handlers_disconnect_by_data (self->statistics, self);
  g_clear_object (&self->statistics);
  g_clear_object (&self->library);
  g_clear_pointer (&self->chosen, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), TL_TYPE_STATISTICS_WINDOW);
  G_OBJECT_CLASS (tl_statistics_window_parent_class)->dispose (object);
}

static void
tl_statistics_window_class_init (TlStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_statistics_window_dispose;

  tl_windows_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TlStatisticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TlStatisticsWindow, failed_page);
  gtk_widget_class_bind_template_child (widget_class, TlStatisticsWindow, players_list);
  gtk_widget_class_bind_template_child (widget_class, TlStatisticsWindow, details_box);
  gtk_widget_class_bind_template_callback (widget_class, on_player_selected);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
tl_statistics_window_init (TlStatisticsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TlStatisticsWindow *
tl_statistics_window_present (GtkWindow *parent,
                              TlLibrary *library)
{
  GListModel *toplevels;
  TlStatisticsWindow *self = NULL;

  g_return_val_if_fail (TL_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (tl_library_get_store (library) != NULL, NULL);

  toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; self == NULL && i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (TL_IS_STATISTICS_WINDOW (window) && TL_STATISTICS_WINDOW (window)->library == library)
        self = TL_STATISTICS_WINDOW (window);
    }
  if (self == NULL)
    {
      self = g_object_new (TL_TYPE_STATISTICS_WINDOW, NULL);
      self->library = g_object_ref (library);
      self->statistics = tl_statistics_new (tl_library_get_store (library));
      g_signal_connect (self->statistics, "items-changed", G_CALLBACK (on_items_changed), self);
      g_signal_connect (self->statistics, "notify::loading", G_CALLBACK (on_loading), self);
      fill_players (self);
      if (parent != NULL && gtk_window_get_application (parent) != NULL)
        gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
    }
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

gboolean
tl_statistics_window_select_player (TlStatisticsWindow *self,
                                    const char         *name)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (TL_IS_STATISTICS_WINDOW (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  key = tl_library_name_key (name);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->players_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "tl-key"), key) == 0)
      {
        gtk_list_box_select_row (self->players_list, GTK_LIST_BOX_ROW (row));
        return TRUE;
      }
  return FALSE;
}

guint
tl_statistics_window_get_n_players (TlStatisticsWindow *self)
{
  guint n = 0;

  g_return_val_if_fail (TL_IS_STATISTICS_WINDOW (self), 0);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->players_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    n++;
  return n;
}
