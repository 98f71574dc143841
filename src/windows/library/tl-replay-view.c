/* tl-replay-view.c — a finished game turn by turn
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-board-picture.h"
#include "tl-final-score-dialog.h"
#include "tl-log-text.h"
#include "tl-meeple-icon.h"
#include "tl-replay-view.h"
#include "tl-score-plot.h"
#include "tl-windows-resources.h"

/* How long Play shows each turn. */
#define TL_REPLAY_PLAY_MS 700

struct _TlReplayView
{
  GtkWidget parent_instance;

  /* template */
  TlBoardPicture *board;
  GtkAdjustment *adjustment;
  GtkWidget *play_button;
  GtkLabel *turn_label;
  GtkLabel *standing_label;
  GtkWidget *table_box;
  GtkWidget *table_scroller;
  GtkListBox *events_list;
  TlScorePlot *plot;

  TlGameReplay *replay;
  guint step;
  guint n_event_rows;
  guint play_source;
  GSimpleActionGroup *actions;
};

G_DEFINE_FINAL_TYPE (TlReplayView, tl_replay_view, GTK_TYPE_WIDGET)

static guint
n_turns (TlReplayView *self)
{
  return self->replay != NULL ? tl_game_replay_get_n_turns (self->replay) : 0;
}

static void
set_enabled (TlReplayView *self,
             const char   *name,
             gboolean      enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->actions), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
update_actions (TlReplayView *self)
{
  gboolean has = self->replay != NULL;
  gboolean playing = self->play_source != 0;

  set_enabled (self, "first", has && self->step > 0);
  set_enabled (self, "previous", has && self->step > 0);
  set_enabled (self, "next", has && self->step < n_turns (self));
  set_enabled (self, "last", has && self->step < n_turns (self));
  set_enabled (self, "play", has && n_turns (self) > 0);
  set_enabled (self, "step", has);
  g_action_group_change_action_state (G_ACTION_GROUP (self->actions), "play",
                                      g_variant_new_boolean (playing));
  gtk_button_set_icon_name (GTK_BUTTON (self->play_button),
                            playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (self->play_button, playing ? _("Pause") : _("Play"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  playing ? _("Pause") : _("Play"), -1);
}

/* The colour of the first seat (in seat order) that won or lost points in
 * @event, or NULL. */
static const char *
scorer_color (TlReplayView       *self,
              const TlScoreEvent *event)
{
  const TlRecord *record = tl_game_replay_get_record (self->replay);

  for (guint seat = 0; seat < record->players->len && seat < TL_MAX_PLAYERS; seat++)
    if (event->points[seat] != 0)
      return g_array_index (record->players, TlPlayerInfo, seat).color;
  return NULL;
}

/* A row of the events list: @text (the user's names in it: no markup), after
 * the meeple of @color. */
static void
add_event_row (TlReplayView *self,
               const char   *text,
               const char   *color)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), tl_meeple_icon_new (color));
  gtk_list_box_append (self->events_list, row);
  self->n_event_rows++;
}

/* What the turn shown did and what it scored, in the game log's words
 * (tl_log_text_turn(), tl_log_text_score()). */
static void
update_events (TlReplayView *self)
{
  const TlScoreEvent *events = NULL;
  GtkWidget *child;
  guint n = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->events_list))) != NULL)
    gtk_list_box_remove (self->events_list, child);
  self->n_event_rows = 0;
  if (self->replay != NULL && self->step > 0)
    {
      const TlRecord *record = tl_game_replay_get_record (self->replay);
      const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, self->step - 1);
      guint seat = tl_game_replay_get_player (self->replay, self->step);
      /* the log's words read the features of the game after the turn */
      TlGameState *after = tl_game_state_copy (tl_game_replay_get_state (self->replay, self->step));
      g_autofree char *did = tl_log_text_turn (after, turn);

      add_event_row (self, did, seat < record->players->len
                                ? g_array_index (record->players, TlPlayerInfo, seat).color : NULL);
      events = tl_game_replay_get_events (self->replay, self->step, &n);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *text = tl_log_text_score (after, events[i].final ? NULL : turn, &events[i]);

          if (events[i].final && (i == 0 || !events[i - 1].final))
            {
              /* the end of the game's scoring under its heading, as in the game log */
              GtkWidget *heading = gtk_label_new (_("Final Scoring"));

              gtk_widget_add_css_class (heading, "heading");
              gtk_widget_set_halign (heading, GTK_ALIGN_START);
              gtk_widget_set_margin_top (heading, 6);
              gtk_widget_set_margin_bottom (heading, 6);
              gtk_widget_set_margin_start (heading, 12);
              gtk_list_box_append (self->events_list, heading);
              gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (heading)), FALSE);
            }
          add_event_row (self, text, scorer_color (self, &events[i]));
        }
      tl_game_state_free (after);
    }
  if (n == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     self->step == 0 ? _("The board as set up") : _("Nothing scored"));
      gtk_widget_add_css_class (row, "dim-label");
      gtk_list_box_append (self->events_list, row);
    }
}

static void
update_step (TlReplayView *self)
{
  const TlGameState *state = self->replay != NULL ? tl_game_replay_get_state (self->replay, self->step) : NULL;
  g_autofree char *turn = NULL;
  g_autofree char *standing = NULL;
  GtkWidget *child;

  tl_board_picture_set_state (self->board, state);
  tl_board_picture_set_highlight (self->board, FALSE, 0, 0);
  if (self->replay != NULL && self->step > 0)
    {
      const TlTurnRecord *played = &g_array_index (tl_game_replay_get_record (self->replay)->turns,
                                                   TlTurnRecord, self->step - 1);

      if (played->has_place)
        tl_board_picture_set_highlight (self->board, TRUE, played->x, played->y);
    }

  gtk_adjustment_set_upper (self->adjustment, n_turns (self));
  if ((guint) gtk_adjustment_get_value (self->adjustment) != self->step)
    gtk_adjustment_set_value (self->adjustment, self->step);
  if (self->replay == NULL)
    turn = g_strdup ("");
  else if (self->step == 0)
    turn = g_strdup (_("Start"));
  else
    /* Translators: the replay's position: the turn shown and the game's turns */
    turn = g_strdup_printf (_("Turn %u of %u"), self->step, n_turns (self));
  gtk_label_set_label (self->turn_label, turn);

  while ((child = gtk_widget_get_first_child (self->table_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->table_box), child);
  if (state != NULL)
    {
      /* the totals next to the names: the breakdown after them scrolls out of sight
       * in a narrow pane, never the totals */
      GtkWidget *table = tl_final_score_table_new_full (state, TRUE);

      /* narrower than in the dialog: the board keeps the room */
      gtk_grid_set_column_spacing (GTK_GRID (table), 12);
      gtk_box_append (GTK_BOX (self->table_box), table);
      if (tl_game_state_phase (state) == TL_PHASE_OVER)
        standing = tl_final_score_winner_text (state);
      else if (self->step == 0)
        standing = g_strdup (_("Before the first turn"));
      else
        /* Translators: the heading of the scores in the replay; "%u" is a turn */
        standing = g_strdup_printf (_("Scores after turn %u"), self->step);
    }
  gtk_label_set_label (self->standing_label, standing != NULL ? standing : "");

  update_events (self);
  tl_score_plot_set_step (self->plot, self->step);
  update_actions (self);
}

static void
stop_playing (TlReplayView *self)
{
  g_clear_handle_id (&self->play_source, g_source_remove);
}

void
tl_replay_view_set_step (TlReplayView *self,
                         guint         step)
{
  g_return_if_fail (TL_IS_REPLAY_VIEW (self));

  step = MIN (step, n_turns (self));
  if (step == self->step)
    return;
  self->step = step;
  update_step (self);
}

static gboolean
play_timeout (gpointer data)
{
  TlReplayView *self = data;

  tl_replay_view_set_step (self, self->step + 1);
  if (self->step >= n_turns (self))
    {
      self->play_source = 0;
      update_actions (self);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
action_step (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  TlReplayView *self = data;
  const char *name = g_action_get_name (G_ACTION (action));

  stop_playing (self);
  if (g_str_equal (name, "first"))
    tl_replay_view_set_step (self, 0);
  else if (g_str_equal (name, "previous"))
    tl_replay_view_set_step (self, self->step > 0 ? self->step - 1 : 0);
  else if (g_str_equal (name, "next"))
    tl_replay_view_set_step (self, self->step + 1);
  else if (g_str_equal (name, "last"))
    tl_replay_view_set_step (self, n_turns (self));
  else if (g_str_equal (name, "step"))
    tl_replay_view_set_step (self, g_variant_get_uint32 (parameter));
  update_actions (self);
}

static void
action_play (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  TlReplayView *self = data;

  if (self->play_source != 0)
    stop_playing (self);
  else if (self->replay != NULL)
    {
      /* from the start when at the end */
      if (self->step >= n_turns (self))
        tl_replay_view_set_step (self, 0);
      self->play_source = g_timeout_add (TL_REPLAY_PLAY_MS, play_timeout, self);
      g_source_set_name_by_id (self->play_source, "[tilelands] replay play");
    }
  update_actions (self);
}

static void
on_value_changed (GtkAdjustment *adjustment,
                  TlReplayView  *self)
{
  guint step = (guint) (gtk_adjustment_get_value (adjustment) + 0.5);

  if (step != self->step)
    {
      stop_playing (self);
      tl_replay_view_set_step (self, step);
    }
}

static void
on_step_chosen (TlScorePlot  *plot,
                guint         step,
                TlReplayView *self)
{
  stop_playing (self);
  tl_replay_view_set_step (self, step);
  update_actions (self);
}

static const GActionEntry replay_entries[] = {
  { "first", action_step },
  { "previous", action_step },
  { "next", action_step },
  { "last", action_step },
  { "step", action_step, "u" },
  { "play", action_play, NULL, "false" },
};

static void
tl_replay_view_unmap (GtkWidget *widget)
{
  /* a hidden replay does not play on */
  stop_playing (TL_REPLAY_VIEW (widget));
  update_actions (TL_REPLAY_VIEW (widget));
  GTK_WIDGET_CLASS (tl_replay_view_parent_class)->unmap (widget);
}

static void
tl_replay_view_dispose (GObject *object)
{
  TlReplayView *self = TL_REPLAY_VIEW (object);
  GtkWidget *child;

  stop_playing (self);
  g_clear_object (&self->replay);
  g_clear_object (&self->actions);
  gtk_widget_dispose_template (GTK_WIDGET (self), TL_TYPE_REPLAY_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tl_replay_view_parent_class)->dispose (object);
}

static void
tl_replay_view_class_init (TlReplayViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_replay_view_dispose;
  widget_class->unmap = tl_replay_view_unmap;

  tl_windows_ensure_resources ();
  g_type_ensure (TL_TYPE_BOARD_PICTURE);
  g_type_ensure (TL_TYPE_SCORE_PLOT);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-replay-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TlReplayView, board);
  gtk_widget_class_bind_template_child (widget_class, TlReplayView, adjustment);
  gtk_widget_class_bind_template_child (widget_class, TlReplayView, play_button);
  gtk_widget_class_bind_template_child (widget_class, TlReplayView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TlReplayView, standing_label);
  gtk_widget_class_bind_template_child (widget_class, TlReplayView, table_box);
  gtk_widget_class_bind_template_child (widget_class, TlReplayView, table_scroller);
  gtk_widget_class_bind_template_child (widget_class, TlReplayView, events_list);
  gtk_widget_class_bind_template_child (widget_class, TlReplayView, plot);
  gtk_widget_class_bind_template_callback (widget_class, on_step_chosen);
  gtk_widget_class_set_css_name (widget_class, "replay-view");
}

/* The score table scrolls sideways when wider than the pane (five players
 * and the expansions' columns); GTK 4.8's scrolled window takes every wheel
 * event, so the vertical ones are left to the pane around it. */
static void
scroll_sideways_only (GtkWidget *scroller)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (scroller);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_SCROLL (controller))
        gtk_event_controller_scroll_set_flags (GTK_EVENT_CONTROLLER_SCROLL (controller),
                                               GTK_EVENT_CONTROLLER_SCROLL_HORIZONTAL |
                                               GTK_EVENT_CONTROLLER_SCROLL_KINETIC);
    }
}

static void
tl_replay_view_init (TlReplayView *self)
{
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), replay_entries,
                                   G_N_ELEMENTS (replay_entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "replay", G_ACTION_GROUP (self->actions));
  gtk_widget_init_template (GTK_WIDGET (self));
  scroll_sideways_only (self->table_scroller);
  g_signal_connect (self->adjustment, "value-changed", G_CALLBACK (on_value_changed), self);
  update_step (self);
}

GtkWidget *
tl_replay_view_new (void)
{
  return g_object_new (TL_TYPE_REPLAY_VIEW, NULL);
}

void
tl_replay_view_set_replay (TlReplayView *self,
                           TlGameReplay *replay)
{
  g_return_if_fail (TL_IS_REPLAY_VIEW (self));
  g_return_if_fail (replay == NULL || TL_IS_GAME_REPLAY (replay));

  stop_playing (self);
  g_set_object (&self->replay, replay);
  tl_score_plot_set_replay (self->plot, replay);
  self->step = n_turns (self);
  update_step (self);
}

TlGameReplay *
tl_replay_view_get_replay (TlReplayView *self)
{
  g_return_val_if_fail (TL_IS_REPLAY_VIEW (self), NULL);
  return self->replay;
}

guint
tl_replay_view_get_step (TlReplayView *self)
{
  g_return_val_if_fail (TL_IS_REPLAY_VIEW (self), 0);
  return self->step;
}

gboolean
tl_replay_view_get_playing (TlReplayView *self)
{
  g_return_val_if_fail (TL_IS_REPLAY_VIEW (self), FALSE);
  return self->play_source != 0;
}

guint
tl_replay_view_get_n_event_rows (TlReplayView *self)
{
  g_return_val_if_fail (TL_IS_REPLAY_VIEW (self), 0);
  return self->n_event_rows;
}
