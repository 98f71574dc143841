/* tl-history-window.c — the finished games, filtered, each with its replay
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-game-replay.h"
#include "tl-history-window.h"
#include "tl-history.h"
#include "tl-library-actions.h"
#include "tl-library-text.h"
#include "tl-paged-list.h"
#include "tl-windows-resources.h"
#include "tl-format-error.h"

struct _TlHistoryWindow
{
  AdwWindow parent_instance;

  /* template */
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkDropDown *game_filter;
  GtkDropDown *player_filter;
  GtkStringList *player_names;
  GtkDropDown *date_filter;
  GtkStack *list_stack;
  GtkListView *list_view;
  AdwStatusPage *empty_page;
  AdwStatusPage *failed_page;
  GtkStack *content_stack;
  TlReplayView *replay_view;
  AdwStatusPage *error_page;

  TlLibrary *library;
  TlHistory *history;
  GtkCustomFilter *hidden_filter;
  GtkFilterListModel *games;
  TlPagedList *shown;         /* the list view's rows: @games a page at a time */
  GtkSingleSelection *selection;
  GSimpleActionGroup *actions;
  gulong hidden_id;
  gulong store_changed_id;

  char *selected_id;          /* the game shown (or being loaded) */
  char *pending_select;       /* `select` before the list held that game */
  GCancellable *loading;
  GCancellable *naming;
  gboolean updating_names;
  guint more_id;              /* the idle that shows the next page of the list */
};

G_DEFINE_FINAL_TYPE (TlHistoryWindow, tl_history_window, ADW_TYPE_WINDOW)

static const char *const game_ids[] = { NULL, "carcassonne", "discovery" };
static const guint date_days[] = { 0, 1, 7, 30, 365 };

static TlStore *
get_store (TlHistoryWindow *self)
{
  return tl_library_get_store (self->library);
}

static TlGameSummary *
selected_summary (TlHistoryWindow *self)
{
  return gtk_single_selection_get_selected_item (self->selection);
}

static void
update_actions (TlHistoryWindow *self)
{
  gboolean chosen = selected_summary (self) != NULL && get_store (self) != NULL;

  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), "export")), chosen);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions), "delete")), chosen);
}

/* The rows */

typedef struct {
  GtkLabel *header, *title, *players, *detail;
} Row;

/* A row: the day's heading (shown on the first game of a day), the game's
 * name, its players (wrapped to two lines at most), then when it finished.
 * The players and the time are two labels: in one label Pango wrapped the
 * players' paragraph to two lines and drew the time on a third, under a row
 * measured for two (rows overlapped when names wrapped). */
static void
on_setup (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          TlHistoryWindow          *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  Row *row = g_new0 (Row, 1);
  GtkWidget *labels[4];

  for (guint i = 0; i < 4; i++)
    {
      labels[i] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (labels[i]), 0.0);
      gtk_label_set_ellipsize (GTK_LABEL (labels[i]), PANGO_ELLIPSIZE_END);
      gtk_label_set_use_markup (GTK_LABEL (labels[i]), FALSE);
      gtk_box_append (GTK_BOX (box), labels[i]);
    }
  row->header = GTK_LABEL (labels[0]);
  row->title = GTK_LABEL (labels[1]);
  row->players = GTK_LABEL (labels[2]);
  row->detail = GTK_LABEL (labels[3]);
  gtk_label_set_wrap (row->players, TRUE);
  gtk_label_set_wrap_mode (row->players, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (row->players, 2);
  gtk_widget_add_css_class (labels[0], "heading");
  gtk_widget_add_css_class (labels[0], "history-day");
  gtk_widget_add_css_class (labels[1], "heading");
  gtk_widget_add_css_class (labels[2], "caption");
  gtk_widget_add_css_class (labels[3], "caption");
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  g_object_set_data_full (G_OBJECT (box), "tl-row", row, g_free);
  gtk_list_item_set_child (item, box);
}

/* Whether the item at @position starts a day (the list is newest first). */
static gboolean
starts_day (TlHistoryWindow *self,
            guint            position,
            GDateTime       *day)
{
  g_autoptr (TlGameSummary) previous = NULL;
  g_autoptr (GDateTime) previous_day = NULL;

  if (position == 0)
    return TRUE;
  previous = g_list_model_get_item (G_LIST_MODEL (self->games), position - 1);
  if (previous == NULL)
    return TRUE;
  previous_day = tl_game_summary_dup_day (previous);
  return !g_date_time_equal (previous_day, day);
}

static void
on_bind (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         TlHistoryWindow          *self)
{
  TlGameSummary *summary = gtk_list_item_get_item (item);
  Row *row = g_object_get_data (G_OBJECT (gtk_list_item_get_child (item)), "tl-row");
  g_autoptr (GDateTime) day = tl_game_summary_dup_day (summary);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autoptr (GDateTime) finished = NULL;
  g_autofree char *header = tl_library_text_day (day, now);
  g_autofree char *title = tl_library_text_title (summary);
  g_autofree char *players = tl_library_text_players (summary);
  g_autofree char *time = NULL;
  g_autofree char *detail = NULL;
  guint turns = tl_game_summary_get_turns (summary);

  g_object_get (summary, "finished", &finished, NULL);
  time = finished != NULL ? g_date_time_format (finished, "%H:%M") : g_strdup ("");
  /* Translators: a finished game in the History, under its players: when it
   * ended and its turns */
  detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u turn", "%s · %u turns", turns),
                            time, turns);

  gtk_label_set_label (row->header, header);
  gtk_widget_set_visible (GTK_WIDGET (row->header), starts_day (self, gtk_list_item_get_position (item), day));
  gtk_label_set_label (row->title, title);
  gtk_label_set_label (row->players, players);
  gtk_label_set_label (row->detail, detail);
}

/* The list and the choice */

static void
show_replay_error (TlHistoryWindow *self,
                   const GError    *error)
{
  /* the description is markup */
  g_autofree char *text = tl_format_error_describe (error);
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  adw_status_page_set_description (self->error_page, escaped);
  gtk_stack_set_visible_child_name (self->content_stack, "error");
}

static void
on_record_loaded (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  TlHistoryWindow *self;
  g_autoptr (GError) error = NULL;
  g_autoptr (TlRecord) record = tl_library_load_record_finish (TL_LIBRARY (source), result, &error);
  g_autoptr (TlGameReplay) replay = NULL;
  g_autofree char *origin = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = TL_HISTORY_WINDOW (data);
  g_clear_object (&self->loading);
  if (record == NULL)
    {
      show_replay_error (self, error);
      return;
    }
  origin = g_strdup_printf ("game %s", record->id != NULL ? record->id : "");
  replay = tl_game_replay_new (record, origin, &error);
  if (replay == NULL)
    {
      show_replay_error (self, error);
      return;
    }
  tl_replay_view_set_replay (self->replay_view, replay);
  gtk_stack_set_visible_child_name (self->content_stack, "replay");
}

static void
update_title (TlHistoryWindow *self)
{
  TlGameSummary *summary = selected_summary (self);
  g_autoptr (GDateTime) finished = NULL;
  g_autofree char *when = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *subtitle = NULL;

  if (summary == NULL)
    {
      adw_window_title_set_subtitle (self->window_title, NULL);
      return;
    }
  g_object_get (summary, "finished", &finished, NULL);
  /* Translators: when a game finished, in the History's subtitle (strftime) */
  when = finished != NULL ? g_date_time_format (finished, _("%-d %B %Y, %H:%M")) : g_strdup ("");
  kind = tl_library_text_title (summary);
  subtitle = g_strdup_printf ("%s · %s", kind, g_strstrip (when));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
on_selected (GtkSingleSelection *selection,
             GParamSpec         *pspec,
             TlHistoryWindow    *self)
{
  TlGameSummary *summary = selected_summary (self);
  const char *id = summary != NULL ? tl_game_summary_get_id (summary) : NULL;

  update_actions (self);
  update_title (self);
  if (g_strcmp0 (id, self->selected_id) == 0)
    return;
  g_free (self->selected_id);
  self->selected_id = g_strdup (id);
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  if (id == NULL || get_store (self) == NULL)
    {
      tl_replay_view_set_replay (self->replay_view, NULL);
      gtk_stack_set_visible_child_name (self->content_stack, "none");
      return;
    }
  self->loading = g_cancellable_new ();
  tl_library_load_record_async (self->library, id, self->loading, on_record_loaded, self);
}

static gint
find_game (TlHistoryWindow *self,
           const char      *id)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));

  for (guint i = 0; id != NULL && i < n; i++)
    {
      g_autoptr (TlGameSummary) summary = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      if (g_strcmp0 (tl_game_summary_get_id (summary), id) == 0)
        return (gint) i;
    }
  return -1;
}

static gboolean
filtered (TlHistoryWindow *self)
{
  return gtk_drop_down_get_selected (self->game_filter) > 0
         || gtk_drop_down_get_selected (self->player_filter) > 0
         || gtk_drop_down_get_selected (self->date_filter) > 0;
}

static void update_list_page (TlHistoryWindow *self);

static void
on_history_loading (TlStoreList     *history,
                    GParamSpec      *pspec,
                    TlHistoryWindow *self)
{
  /* a failed query changes no item: its error shows once it answered */
  if (!tl_store_list_get_loading (history))
    update_list_page (self);
}

static void
on_games_changed (GListModel      *model,
                  guint            position,
                  guint            removed,
                  guint            added,
                  TlHistoryWindow *self)
{
  const char *wanted = self->pending_select != NULL ? self->pending_select : self->selected_id;
  gint found = find_game (self, wanted);

  /* the game chosen stays chosen when the list is replaced */
  if (found >= 0 && (guint) found != gtk_single_selection_get_selected (self->selection))
    {
      tl_paged_list_show (self->shown, (guint) found + 1);
      gtk_single_selection_set_selected (self->selection, (guint) found);
    }
  if (found >= 0)
    g_clear_pointer (&self->pending_select, g_free);

  update_list_page (self);
}

/* The list, or why there is none: the library's error (its message names the
 * file and what failed), or no game at all. */
static void
update_list_page (TlHistoryWindow *self)
{
  const GError *error = tl_store_list_get_error (TL_STORE_LIST (self->history));
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));

  if (error != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (error->message, -1);

      adw_status_page_set_description (self->failed_page, escaped);
      gtk_stack_set_visible_child_name (self->list_stack, "failed");
    }
  else if (n == 0)
    {
      adw_status_page_set_title (self->empty_page, filtered (self) ? _("No Games Match") : _("No Finished Games"));
      adw_status_page_set_description (self->empty_page,
                                       filtered (self) ? _("Choose other filters to see more games")
                                                       : _("Games you finish appear here, with their replay"));
      gtk_stack_set_visible_child_name (self->list_stack, "empty");
    }
  else
    gtk_stack_set_visible_child_name (self->list_stack, "list");
}

static gboolean
not_hidden (gpointer item,
            gpointer data)
{
  TlHistoryWindow *self = data;

  return !tl_library_is_hidden (self->library, tl_game_summary_get_id (item));
}

static void
on_hidden_changed (TlLibrary       *library,
                   TlHistoryWindow *self)
{
  gtk_filter_changed (GTK_FILTER (self->hidden_filter), GTK_FILTER_CHANGE_DIFFERENT);
  /* the rows after a hidden one bind their day headings again */
  gtk_list_view_set_model (self->list_view, NULL);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
}

/* Pages: the list view gets the games a page at a time (TlPagedList), the
 * next one as it is scrolled to within a screen of the end of those it has. */

static gboolean
show_more (gpointer data)
{
  TlHistoryWindow *self = data;

  self->more_id = 0;
  if (self->shown != NULL)
    tl_paged_list_show_more (self->shown);
  return G_SOURCE_REMOVE;
}

static void
on_scrolled (GtkAdjustment   *adjustment,
             TlHistoryWindow *self)
{
  /* on an idle: the adjustment changes while the list view is allocated */
  if (self->more_id == 0 && self->shown != NULL &&
      tl_paged_list_get_n_shown (self->shown) < g_list_model_get_n_items (G_LIST_MODEL (self->games)) &&
      gtk_adjustment_get_value (adjustment) + 2 * gtk_adjustment_get_page_size (adjustment) >=
      gtk_adjustment_get_upper (adjustment))
    self->more_id = g_idle_add (show_more, self);
}

/* Filters */

static void
on_filter_changed (GtkDropDown     *drop_down,
                   GParamSpec      *pspec,
                   TlHistoryWindow *self)
{
  guint game = gtk_drop_down_get_selected (self->game_filter);
  guint player = gtk_drop_down_get_selected (self->player_filter);
  guint date = gtk_drop_down_get_selected (self->date_filter);
  guint days = date < G_N_ELEMENTS (date_days) ? date_days[date] : 0;
  gint64 since = 0;

  if (self->updating_names || self->history == NULL)
    return;
  if (days == 1)
    {
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      g_autoptr (GDateTime) midnight = g_date_time_new_local (g_date_time_get_year (now), g_date_time_get_month (now),
                                                              g_date_time_get_day_of_month (now), 0, 0, 0);
      since = g_date_time_to_unix (midnight) * G_USEC_PER_SEC;
    }
  else if (days > 1)
    since = g_get_real_time () - (gint64) days * G_TIME_SPAN_DAY;

  tl_history_set_game (self->history, game < G_N_ELEMENTS (game_ids) ? game_ids[game] : NULL);
  tl_history_set_player (self->history, player > 0 && player != GTK_INVALID_LIST_POSITION
                                        ? gtk_string_list_get_string (self->player_names, player) : NULL);
  tl_history_set_since (self->history, since);
  tl_history_set_until (self->history, 0);
}

static void
on_names_listed (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  TlHistoryWindow *self;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) names = tl_library_list_player_names_finish (TL_LIBRARY (source), result, &error);
  g_autofree char *chosen = NULL;
  guint selected = 0, n;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = TL_HISTORY_WINDOW (data);
  g_clear_object (&self->naming);
  if (names == NULL)
    return;

  n = gtk_drop_down_get_selected (self->player_filter);
  if (n > 0 && n != GTK_INVALID_LIST_POSITION)
    chosen = g_strdup (gtk_string_list_get_string (self->player_names, n));
  self->updating_names = TRUE;
  gtk_string_list_splice (self->player_names, 1,
                          g_list_model_get_n_items (G_LIST_MODEL (self->player_names)) - 1,
                          (const char * const *) names);
  for (guint i = 0; chosen != NULL && names[i] != NULL; i++)
    if (g_utf8_collate (names[i], chosen) == 0)
      selected = i + 1;
  gtk_drop_down_set_selected (self->player_filter, selected);
  self->updating_names = FALSE;
  /* a name that is gone from the history: anyone */
  if (chosen != NULL && selected == 0)
    on_filter_changed (self->player_filter, NULL, self);
}

static void
list_names (TlHistoryWindow *self)
{
  if (get_store (self) == NULL)
    return;
  if (self->naming != NULL)
    g_cancellable_cancel (self->naming);
  g_clear_object (&self->naming);
  self->naming = g_cancellable_new ();
  tl_library_list_player_names_async (self->library, self->naming, on_names_listed, self);
}

static void
on_store_changed (TlStore         *store,
                  guint            changes,
                  TlHistoryWindow *self)
{
  if (changes & TL_STORE_CHANGE_HISTORY)
    list_names (self);
}

/* Actions */

static void
action_export (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       data)
{
  TlHistoryWindow *self = data;
  TlGameSummary *summary = selected_summary (self);

  if (summary != NULL && get_store (self) != NULL)
    tl_library_export_game (GTK_WINDOW (self), self->toast_overlay, self->library, summary);
}

static void
action_delete (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       data)
{
  TlHistoryWindow *self = data;
  TlGameSummary *summary = selected_summary (self);

  if (summary != NULL && get_store (self) != NULL)
    tl_library_delete_with_undo (self->toast_overlay, self->library, summary);
}

static void
action_select (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       data)
{
  TlHistoryWindow *self = data;
  const char *id = g_variant_get_string (parameter, NULL);
  gint found = find_game (self, id);

  g_clear_pointer (&self->pending_select, g_free);
  if (found >= 0)
    {
      tl_paged_list_show (self->shown, (guint) found + 1);
      gtk_single_selection_set_selected (self->selection, (guint) found);
    }
  else
    self->pending_select = g_strdup (id);   /* once the list holds it */
}

static const GActionEntry history_entries[] = {
  { "export", action_export },
  { "delete", action_delete },
  { "select", action_select, "s" },
};

/* The window */

static void
tl_history_window_dispose (GObject *object)
{
  TlHistoryWindow *self = TL_HISTORY_WINDOW (object);

  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  if (self->naming != NULL)
    g_cancellable_cancel (self->naming);
  g_clear_object (&self->naming);
  if (self->library != NULL)
    g_clear_signal_handler (&self->hidden_id, self->library);
  if (self->history != NULL)
    {
      g_clear_signal_handler (&self->store_changed_id, tl_store_list_get_store (TL_STORE_LIST (self->history)));
      g_signal_handlers_disconnect_by_func (self->history, on_history_loading, self);
    }
  g_clear_handle_id (&self->more_id, g_source_remove);
  if (self->list_view != NULL)
    {
      GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list_view));

      if (adjustment != NULL)
        g_signal_handlers_disconnect_by_func (adjustment, on_scrolled, self);
      gtk_list_view_set_model (self->list_view, NULL);
    }
  g_clear_object (&self->selection);
  g_clear_object (&self->shown);
  g_clear_object (&self->games);
  g_clear_object (&self->history);
  g_clear_object (&self->library);
  g_clear_object (&self->actions);
  g_clear_pointer (&self->selected_id, g_free);
  g_clear_pointer (&self->pending_select, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), TL_TYPE_HISTORY_WINDOW);
  G_OBJECT_CLASS (tl_history_window_parent_class)->dispose (object);
}

static void
tl_history_window_class_init (TlHistoryWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_history_window_dispose;

  tl_windows_ensure_resources ();
  g_type_ensure (TL_TYPE_REPLAY_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-history-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, game_filter);
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, player_filter);
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, player_names);
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, date_filter);
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, list_stack);
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, list_view);
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, failed_page);
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, replay_view);
  gtk_widget_class_bind_template_child (widget_class, TlHistoryWindow, error_page);
  gtk_widget_class_bind_template_callback (widget_class, on_filter_changed);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
tl_history_window_init (TlHistoryWindow *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkAdjustment *adjustment;

  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), history_entries,
                                   G_N_ELEMENTS (history_entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "history", G_ACTION_GROUP (self->actions));
  gtk_widget_init_template (GTK_WIDGET (self));
  /* "Anyone", then the names of the history */
  gtk_string_list_append (self->player_names, _("Anyone"));
  g_signal_connect (factory, "setup", G_CALLBACK (on_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_bind), self);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list_view));
  g_signal_connect (adjustment, "value-changed", G_CALLBACK (on_scrolled), self);
  g_signal_connect (adjustment, "changed", G_CALLBACK (on_scrolled), self);
}

static void
set_library (TlHistoryWindow *self,
             TlLibrary       *library)
{
  TlStore *store = tl_library_get_store (library);

  self->library = g_object_ref (library);
  self->history = tl_history_new (store);
  self->hidden_filter = gtk_custom_filter_new (not_hidden, self, NULL);
  self->games = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->history)),
                                           GTK_FILTER (self->hidden_filter));
  /* GTK 4.8's list view destroys its rows, and binds and measures up to 200
   * new ones, whenever its list is replaced (opening, a filter change): it
   * gets a page at a time (see on_scrolled()) */
  self->shown = tl_paged_list_new (G_LIST_MODEL (self->games));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->shown)));
  gtk_single_selection_set_autoselect (self->selection, TRUE);
  g_signal_connect (self->games, "items-changed", G_CALLBACK (on_games_changed), self);
  g_signal_connect (self->history, "notify::loading", G_CALLBACK (on_history_loading), self);
  g_signal_connect (self->selection, "notify::selected-item", G_CALLBACK (on_selected), self);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
  self->hidden_id = g_signal_connect (library, "hidden-changed", G_CALLBACK (on_hidden_changed), self);
  self->store_changed_id = g_signal_connect (store, "changed", G_CALLBACK (on_store_changed), self);
  on_games_changed (G_LIST_MODEL (self->games), 0, 0, 0, self);
  list_names (self);
  update_actions (self);
}

TlHistoryWindow *
tl_history_window_present (GtkWindow  *parent,
                           TlLibrary  *library,
                           const char *select)
{
  g_autoptr (GListModel) toplevels = NULL;
  TlHistoryWindow *self = NULL;

  g_return_val_if_fail (TL_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (tl_library_get_store (library) != NULL, NULL);

  toplevels = g_object_ref (gtk_window_get_toplevels ());
  for (guint i = 0; self == NULL && i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (TL_IS_HISTORY_WINDOW (window) && TL_HISTORY_WINDOW (window)->library == library)
        self = TL_HISTORY_WINDOW (window);
    }
  if (self == NULL)
    {
      self = g_object_new (TL_TYPE_HISTORY_WINDOW, NULL);
      set_library (self, library);
      if (parent != NULL && gtk_window_get_application (parent) != NULL)
        gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
    }
  if (select != NULL)
    g_action_group_activate_action (G_ACTION_GROUP (self->actions), "select", g_variant_new_string (select));
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

GListModel *
tl_history_window_get_model (TlHistoryWindow *self)
{
  g_return_val_if_fail (TL_IS_HISTORY_WINDOW (self), NULL);
  return G_LIST_MODEL (self->games);
}

const char *
tl_history_window_get_selected_id (TlHistoryWindow *self)
{
  g_return_val_if_fail (TL_IS_HISTORY_WINDOW (self), NULL);
  return self->selected_id;
}

TlReplayView *
tl_history_window_get_replay_view (TlHistoryWindow *self)
{
  g_return_val_if_fail (TL_IS_HISTORY_WINDOW (self), NULL);
  return self->replay_view;
}

void
tl_history_window_set_filter (TlHistoryWindow *self,
                              guint            game,
                              const char      *player,
                              guint            days)
{
  guint player_index = 0, date_index = 0;

  g_return_if_fail (TL_IS_HISTORY_WINDOW (self));

  for (guint i = 1; player != NULL && i < g_list_model_get_n_items (G_LIST_MODEL (self->player_names)); i++)
    if (g_utf8_collate (gtk_string_list_get_string (self->player_names, i), player) == 0)
      player_index = i;
  for (guint i = 0; i < G_N_ELEMENTS (date_days); i++)
    if (date_days[i] == days)
      date_index = i;
  gtk_drop_down_set_selected (self->game_filter, MIN (game, G_N_ELEMENTS (game_ids) - 1));
  gtk_drop_down_set_selected (self->player_filter, player_index);
  gtk_drop_down_set_selected (self->date_filter, date_index);
}
