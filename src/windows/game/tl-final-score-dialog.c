/* tl-final-score-dialog.c — the final scores with their breakdown
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-final-score-dialog.h"
#include "tl-library-text.h"
#include "tl-meeple-icon.h"
#include "tl-window-private.h"
#include "tl-player-name.h"

/* The breakdown columns: feature kind and heading. */
typedef struct {
  TlSegmentKind kind;
  const char *heading;
} Column;

#define TL_MAX_COLUMNS 4

/* Per game (as in game records); the first entry is for any other game. */
static const struct {
  const char *game;
  guint n_columns;
  Column columns[TL_MAX_COLUMNS];
} breakdowns[] = {
  { "carcassonne", 4, {
      { TL_SEGMENT_ROAD, N_("Roads") },
      { TL_SEGMENT_CITY, N_("Cities") },
      { TL_SEGMENT_MONASTERY, N_("Monasteries") },
      { TL_SEGMENT_FIELD, N_("Fields") },
    } },
  { "discovery", 3, {
      { TL_SEGMENT_MOUNTAIN, N_("Mountains") },
      { TL_SEGMENT_GRASSLAND, N_("Grasslands") },
      { TL_SEGMENT_SEA, N_("Seas") },
    } },
};

static guint
breakdown_for (const TlGameState *state)
{
  const char *name = tl_game_state_record (state)->game;

  for (guint i = 0; i < G_N_ELEMENTS (breakdowns); i++)
    if (g_strcmp0 (breakdowns[i].game, name) == 0)
      return i;
  return 0;
}

/* Best score first; ties in seat order. */
static int
compare_seats (gconstpointer a,
               gconstpointer b,
               gpointer      state)
{
  guint sa = *(const guint *) a, sb = *(const guint *) b;
  gint score_a = tl_game_state_player (state, sa)->score;
  gint score_b = tl_game_state_player (state, sb)->score;

  if (score_a != score_b)
    return score_a > score_b ? -1 : 1;
  return sa < sb ? -1 : (sa > sb);
}

static GtkWidget *
cell_label (const char *text,
            gboolean    numeric,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), numeric ? 1.0 : 0.0);
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A cell of a seat's name: ellipsized, at most about 24 characters wide, so
 * that a long name never widens the table past the window (issue 20). */
static GtkWidget *
name_label (const char *name)
{
  GtkWidget *label = tl_player_name_label_new (name);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  return label;
}

/* A seat's name, with "Hard computer" (its level) under it for a computer
 * seat, so that the History shows who played each seat. */
static GtkWidget *
name_cell (const TlPlayerInfo *info)
{
  GtkWidget *box, *caption;

  if (info->kind != TL_PLAYER_AI)
    return name_label (info->name);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  caption = cell_label (tl_library_text_computer (MAX (info->level, 0)), FALSE, "dim-label");
  gtk_widget_add_css_class (caption, "caption");
  gtk_box_append (GTK_BOX (box), name_label (info->name));
  gtk_box_append (GTK_BOX (box), caption);
  return box;
}

/* The points of @seat from bonuses (not features) of the given sources. */
static gint
bonus_points (const TlGameState *state,
              guint              seat,
              TlScoreSource      first,
              TlScoreSource      last)
{
  const GArray *events = tl_game_state_events (state);
  gint sum = 0;

  for (guint i = 0; i < events->len; i++)
    {
      const TlScoreEvent *event = &g_array_index (events, TlScoreEvent, i);

      if (event->source >= first && event->source <= last)
        sum += event->points[seat];
    }
  return sum;
}

static const TlPlayerInfo *
seat_info (const TlGameState *state,
           guint              seat)
{
  return &g_array_index (tl_game_state_record (state)->players, TlPlayerInfo, seat);
}

/* The seats, best score first (ties in seat order); returns how many. */
static guint
seats_by_score (const TlGameState *state,
                guint             *order)
{
  guint n = MIN (tl_game_state_n_players (state), TL_MAX_PLAYERS);

  for (guint i = 0; i < n; i++)
    order[i] = i;
  g_qsort_with_data (order, n, sizeof (guint), compare_seats, (gpointer) state);
  return n;
}

/* The place of the seat in row @row of @order (best first): seats with the
 * same score share the best of their places ("1 (shared)"). */
static GtkWidget *
place_label (const TlGameState *state,
             const guint       *order,
             guint              n,
             guint              row)
{
  gint score = tl_game_state_player (state, order[row])->score;
  guint place = 1, sharing = 0;
  g_autofree char *text = NULL;

  for (guint i = 0; i < n; i++)
    {
      gint other = tl_game_state_player (state, order[i])->score;

      if (other > score)
        place++;
      else if (other == score && i != row)
        sharing++;
    }
  if (sharing > 0)
    /* Translators: a place in the final scores shared by players with the same score */
    text = g_strdup_printf (_("%u (shared)"), place);
  else
    text = g_strdup_printf ("%u", place);
  return cell_label (text, TRUE, NULL);
}

GtkWidget *
tl_final_score_table_new (const TlGameState *state)
{
  return tl_final_score_table_new_full (state, FALSE);
}

GtkWidget *
tl_final_score_table_new_full (const TlGameState *state,
                               gboolean           total_first)
{
  GtkWidget *grid = gtk_grid_new ();
  guint order[TL_MAX_PLAYERS];
  guint n = seats_by_score (state, order);
  guint b = breakdown_for (state);
  const Column *columns = breakdowns[b].columns;
  guint n_columns = breakdowns[b].n_columns;
  g_autofree const TlWindowScoreColumn **bonus = g_new0 (const TlWindowScoreColumn *, 2 * _tl_window_n_expansions);
  guint n_bonus = 0;
  guint total_col, first_col;   /* Total's column, the first column of the breakdown */

  /* the expansions' columns (their window hooks) */
  for (guint i = 0; i < _tl_window_n_expansions; i++)
    for (guint k = 0; k < G_N_ELEMENTS (_tl_window_expansions[i]->score_columns); k++)
      {
        const TlWindowScoreColumn *column = &_tl_window_expansions[i]->score_columns[k];

        if (column->expansion != NULL && tl_game_state_has_expansion (state, column->expansion))
          bonus[n_bonus++] = column;
      }
  /* Player, the breakdown, Total, Place; or Player, Total, Place, the breakdown */
  total_col = total_first ? 2 : 2 + n_columns + n_bonus;
  first_col = total_first ? 4 : 2;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (grid, "score-table");

  gtk_grid_attach (GTK_GRID (grid), cell_label (_("Player"), FALSE, "heading"), 0, 0, 2, 1);
  for (guint c = 0; c < n_columns; c++)
    gtk_grid_attach (GTK_GRID (grid), cell_label (_(columns[c].heading), TRUE, "dim-label"),
                     first_col + c, 0, 1, 1);
  for (guint c = 0; c < n_bonus; c++)
    gtk_grid_attach (GTK_GRID (grid), cell_label (_(bonus[c]->heading), TRUE, "dim-label"),
                     first_col + n_columns + c, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), cell_label (_("Total"), TRUE, "heading"), total_col, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), cell_label (_("Place"), TRUE, "dim-label"), total_col + 1, 0, 1, 1);

  for (guint row = 0; row < n; row++)
    {
      guint seat = order[row];
      const TlPlayerInfo *info = seat_info (state, seat);
      const TlPlayerState *player = tl_game_state_player (state, seat);
      GtkWidget *icon = tl_meeple_icon_new (info->color);
      g_autofree char *total = g_strdup_printf ("%d", player->score);

      gtk_grid_attach (GTK_GRID (grid), icon, 0, row + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), name_cell (info), 1, row + 1, 1, 1);
      for (guint c = 0; c < n_columns; c++)
        {
          g_autofree char *points = g_strdup_printf ("%d", player->by_kind[columns[c].kind]);
          gtk_grid_attach (GTK_GRID (grid), cell_label (points, TRUE, NULL), first_col + c, row + 1, 1, 1);
        }
      for (guint c = 0; c < n_bonus; c++)
        {
          g_autofree char *points = g_strdup_printf ("%d", bonus_points (state, seat, bonus[c]->first,
                                                                          bonus[c]->last));
          gtk_grid_attach (GTK_GRID (grid), cell_label (points, TRUE, NULL),
                           first_col + n_columns + c, row + 1, 1, 1);
        }
      gtk_grid_attach (GTK_GRID (grid), cell_label (total, TRUE, "heading"), total_col, row + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), place_label (state, order, n, row), total_col + 1, row + 1, 1, 1);
    }
  return grid;
}

/* Returns: (transfer full): "Ann wins with 80 points" or the shared win. */
static char *
winner_text (const TlGameState *state,
             const guint       *order,
             guint              n)
{
  gint best = tl_game_state_player (state, order[0])->score;
  g_autofree char *first = tl_player_name_shown (seat_info (state, order[0])->name);
  g_autoptr (GString) names = g_string_new (first);
  guint winners = 1;

  while (winners < n && tl_game_state_player (state, order[winners])->score == best)
    {
      g_autofree char *name = tl_player_name_shown (seat_info (state, order[winners])->name);

      /* Translators: separates the names of players who share the win */
      g_string_append (names, _(" and "));
      g_string_append (names, name);
      winners++;
    }

  if (winners == 1)
    /* Translators: "%s" is the winner's name, "%d" the points */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s wins with %d point", "%s wins with %d points", ABS (best)),
                            names->str, best);
  /* Translators: "%s" is the names of the winners, "%d" the points */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s share the win with %d point", "%s share the win with %d points", ABS (best)),
                          names->str, best);
}

char *
tl_final_score_winner_text (const TlGameState *state)
{
  guint order[TL_MAX_PLAYERS];
  guint n = seats_by_score (state, order);

  return n > 0 ? winner_text (state, order, n) : g_strdup ("");
}

TlAlert *
tl_final_score_dialog_new (TlGame *game)
{
  TlAlert *alert;
  g_autofree char *body = NULL;

  g_return_val_if_fail (TL_IS_GAME (game), NULL);

  body = tl_final_score_winner_text (tl_game_get_state (game));
  alert = tl_alert_new (_("Final Scores"), body);
  tl_alert_set_extra_child (alert, tl_final_score_table_new (tl_game_get_state (game)));
  tl_alert_add_response (alert, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  tl_alert_add_response (alert, "new-game", _("_New Game"), ADW_RESPONSE_SUGGESTED);
  /* Enter closes it, the safe answer: a player pressing Enter to end the last
   * turn a moment too often does not start a new game over the final board */
  tl_alert_set_default_response (alert, "close");
  tl_alert_set_close_response (alert, "close");
  return alert;
}
