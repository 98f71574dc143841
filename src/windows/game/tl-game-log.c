/* tl-game-log.c — the game log: every turn and every scoring, in words
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The log keeps a state of its own and replays the game's record into it, a
 * turn at a time: what a turn did and what it scored are read from that state
 * right after the turn (tl-log-text.c), so the words are those of the moment,
 * and a game loaded or continued shows its whole log. An undo (a shorter
 * record) starts the replay again.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-game-log-private.h"
#include "tl-log-text.h"
#include "tl-meeple-icon.h"
#include "tl-tile-preview.h"
#include "tl-player-name.h"

/* The tile pictures of the log, in logical pixels. */
#define TL_LOG_TILE_SIZE 36

/* One row of the log. */
typedef struct {
  guint turn;          /* 1-based; 0 for the final scoring */
  int seat;            /* who played the turn; -1 for a scoring row */
  char *text;
  gboolean has_mark;   /* it names a tile (and maybe a feature) */
  gint x, y;
  gint port;           /* -1: the tile alone */
  gboolean watched;    /* a scoring during its turn, which its player saw
                          (a chip, a reveal, a gift opened), not on confirming */
} Entry;

struct _TlGameLog
{
  GtkBox parent_instance;

  /* template */
  GtkListBox *list;
  GtkWidget *empty_label;

  TlGame *game;
  gulong changed_id;
  TlGameState *replay;             /* the record replayed so far */
  guint applied;                   /* turns of the record in it */
  gboolean final_shown;
  gboolean broken;                 /* a turn did not replay: the log stops there */
  GPtrArray *entries;              /* of Entry, in the order they happened */
  GtkListBoxRow *hovered;
};

G_DEFINE_FINAL_TYPE (TlGameLog, tl_game_log, GTK_TYPE_BOX)

enum {
  SIGNAL_MARK,
  SIGNAL_SHOW,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_free (entry->text);
  g_free (entry);
}

static Entry *
row_entry (GtkListBoxRow *row)
{
  return row != NULL ? g_object_get_data (G_OBJECT (row), "tl-log-entry") : NULL;
}

static void
emit_mark (TlGameLog     *self,
           GtkListBoxRow *row)
{
  Entry *entry = row_entry (row);

  if (entry != NULL && entry->has_mark)
    g_signal_emit (self, signals[SIGNAL_MARK], 0, TRUE, entry->x, entry->y, entry->port);
  else
    g_signal_emit (self, signals[SIGNAL_MARK], 0, FALSE, 0, 0, -1);
}

static void
on_row_enter (GtkEventControllerMotion *motion,
              double                    x,
              double                    y,
              TlGameLog                *self)
{
  self->hovered = GTK_LIST_BOX_ROW (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion)));
  emit_mark (self, self->hovered);
}

static void
on_row_leave (GtkEventControllerMotion *motion,
              TlGameLog                *self)
{
  if (self->hovered == GTK_LIST_BOX_ROW (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion))))
    self->hovered = NULL;
  /* back to the selected row's mark, if any */
  emit_mark (self, gtk_list_box_get_selected_row (self->list));
}

static void
on_row_selected (GtkListBox    *list,
                 GtkListBoxRow *row,
                 TlGameLog     *self)
{
  Entry *entry = row_entry (row);

  emit_mark (self, row);
  if (entry != NULL && entry->has_mark)
    g_signal_emit (self, signals[SIGNAL_SHOW], 0, entry->x, entry->y);
}

static GtkWidget *
text_label (const char *text,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (label, TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A row for @entry, at @position of the list (0: the top). */
static void
insert_row (TlGameLog   *self,
            Entry       *entry,
            const char  *title,
            const char  *details,
            int          tile,
            guint        r,
            int          position)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkEventController *motion = gtk_event_controller_motion_new ();

  if (entry->seat >= 0 || (entry->turn == 0 && title != NULL))
    {
      GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      if (entry->seat >= 0)
        {
          const TlPlayerInfo *info = tl_game_player_info (self->game, (guint) entry->seat);
          GtkWidget *preview = tl_tile_preview_new ();
          GtkWidget *meeple = tl_meeple_icon_new (info->color);

          tl_tile_preview_set_tile (TL_TILE_PREVIEW (preview), tl_game_state_tile_set (self->replay), tile, r);
          gtk_widget_set_size_request (preview, TL_LOG_TILE_SIZE, TL_LOG_TILE_SIZE);
          gtk_widget_set_valign (preview, GTK_ALIGN_START);
          gtk_box_append (GTK_BOX (box), preview);
          gtk_widget_set_size_request (meeple, 16, 16);
          gtk_box_append (GTK_BOX (heading), meeple);
        }
      gtk_box_append (GTK_BOX (heading), text_label (title, "heading"));
      gtk_box_append (GTK_BOX (texts), heading);
      if (details != NULL && details[0] != '\0')
        gtk_box_append (GTK_BOX (texts), text_label (details, "caption"));
      gtk_box_append (GTK_BOX (box), texts);
      gtk_widget_add_css_class (row, "log-turn");
    }
  else
    {
      /* a scoring, under its turn's text */
      gtk_widget_set_margin_start (box, TL_LOG_TILE_SIZE + 8);
      gtk_box_append (GTK_BOX (box), text_label (entry->text, "log-score"));
      gtk_widget_add_css_class (row, "log-score-row");
    }
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, gtk_widget_get_margin_start (box) + 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  if (entry->seat >= 0 && tile >= 0)
    {
      /* the tile by its name and how it lies, which the picture shows */
      g_autofree char *described = tl_tile_preview_describe (tl_game_state_tile_set (self->replay), tile, r);
      g_autofree char *label = g_strdup_printf ("%s\n%s", entry->text, described);

      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, entry->text, -1);
  g_object_set_data (G_OBJECT (row), "tl-log-entry", entry);
  g_signal_connect (motion, "enter", G_CALLBACK (on_row_enter), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_row_leave), self);
  gtk_widget_add_controller (row, motion);
  gtk_list_box_insert (self->list, row, position);
}

static Entry *
add_entry (TlGameLog  *self,
           guint       turn,
           int         seat,
           char       *text)
{
  Entry *entry = g_new0 (Entry, 1);

  entry->turn = turn;
  entry->seat = seat;
  entry->text = text;
  entry->port = -1;
  g_ptr_array_add (self->entries, entry);
  return entry;
}

/* The scorings of events [from, to) of the replay, after the rows at the top
 * (@position: how many rows of this group are in already). */
static void
add_scorings (TlGameLog          *self,
              const TlTurnRecord *turn,
              guint               number,
              guint               from,
              guint               to,
              gboolean            final,
              int                *position)
{
  const GArray *events = tl_game_state_events (self->replay);
  guint turn_end = tl_game_state_turn_end_event (self->replay);

  for (guint i = from; i < to; i++)
    {
      const TlScoreEvent *event = &g_array_index (events, TlScoreEvent, i);
      Entry *entry;

      if (event->final != final)
        continue;
      entry = add_entry (self, number, -1, tl_log_text_score (self->replay, final ? NULL : turn, event));
      entry->has_mark = TRUE;
      entry->watched = !final && i < turn_end;
      entry->x = event->x;
      entry->y = event->y;
      entry->port = event->source == TL_SCORE_FEATURE ? (gint) event->port : -1;
      insert_row (self, entry, NULL, NULL, -1, 0, (*position)++);
    }
}

/* Replays turn @index of the record and adds its rows at the top. */
static gboolean
apply_turn (TlGameLog      *self,
            const TlRecord *record,
            guint           index)
{
  const TlTurnRecord *turn = &g_array_index (record->turns, TlTurnRecord, index);
  guint n_players = MAX (1, tl_game_state_n_players (self->replay));
  guint seat = index % n_players;
  const TlPlayerInfo *info = &g_array_index (record->players, TlPlayerInfo, seat);
  guint before = tl_game_state_events (self->replay)->len;
  g_autoptr (GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *name = NULL;
  g_autofree char *details = NULL;
  const TlBoard *board;
  Entry *entry;
  int position = 0, tile = -1;
  guint r = 0;

  if (!tl_game_state_apply_turn (self->replay, turn, &error))
    {
      g_debug ("the game log stops at turn %u: %s", index + 1, error->message);
      return FALSE;
    }

  board = tl_game_state_board (self->replay);
  if (turn->has_place)
    {
      int placed = tl_board_tile_at (board, turn->x, turn->y);

      if (placed >= 0)
        {
          tile = (int) tl_board_tile (board, (guint) placed)->type;
          r = tl_board_tile (board, (guint) placed)->r;
        }
    }
  /* Translators: a turn's heading in the game log: the turn's number and the player */
  name = tl_player_name_shown (info->name);
  title = g_strdup_printf (_("Turn %u · %s"), index + 1, name);
  details = tl_log_text_turn (self->replay, turn);
  entry = add_entry (self, index + 1, (int) seat, g_strdup_printf ("%s\n%s", title, details));
  if (turn->has_place)
    {
      entry->has_mark = TRUE;
      entry->x = turn->x;
      entry->y = turn->y;
    }
  insert_row (self, entry, title, details, tile, r, position++);
  add_scorings (self, turn, index + 1, before, tl_game_state_events (self->replay)->len, FALSE, &position);
  return TRUE;
}

static void
clear (TlGameLog *self)
{
  GtkWidget *child;

  self->hovered = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  g_ptr_array_set_size (self->entries, 0);
  g_clear_pointer (&self->replay, tl_game_state_free);
  self->applied = 0;
  self->final_shown = FALSE;
  self->broken = FALSE;
}

/* Brings the log up to the game's record. */
static void
log_sync (TlGameLog *self)
{
  const TlRecord *record;

  if (self->game == NULL)
    {
      clear (self);
      gtk_widget_set_visible (self->empty_label, TRUE);
      return;
    }
  record = tl_game_get_record (self->game);
  if (self->replay != NULL && record->turns->len < self->applied)
    clear (self);
  if (self->replay == NULL)
    {
      g_autoptr (GError) error = NULL;

      self->replay = tl_game_state_new (record, &error);
      if (self->replay == NULL)
        {
          g_debug ("no game log: %s", error->message);
          self->broken = TRUE;
        }
    }

  while (!self->broken && self->applied < record->turns->len)
    {
      if (!apply_turn (self, record, self->applied))
        self->broken = TRUE;
      else
        self->applied++;
    }

  if (!self->broken && !self->final_shown && tl_game_get_phase (self->game) == TL_PHASE_OVER)
    {
      guint before = 0;
      int position = 0;
      Entry *entry;

      if (tl_game_state_phase (self->replay) == TL_PHASE_DRAW)
        tl_game_state_draw_next (self->replay);
      entry = add_entry (self, 0, -1, g_strdup (_("Final Scoring")));
      /* the heading row, then every end-of-game scoring */
      insert_row (self, entry, entry->text, NULL, -1, 0, position++);
      add_scorings (self, NULL, 0, before, tl_game_state_events (self->replay)->len, TRUE, &position);
      self->final_shown = TRUE;
    }
  gtk_widget_set_visible (self->empty_label, self->entries->len == 0);
}

static void
on_game_changed (TlGame    *game,
                 TlGameLog *self)
{
  log_sync (self);
}

void
tl_game_log_set_game (TlGameLog *self,
                      TlGame    *game)
{
  g_return_if_fail (TL_IS_GAME_LOG (self));
  g_return_if_fail (game == NULL || TL_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  clear (self);
  if (game != NULL)
    self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
  log_sync (self);
  emit_mark (self, NULL);
}

char *
tl_game_log_dup_last_turn (TlGameLog *self)
{
  GString *text;
  guint from = G_MAXUINT;

  g_return_val_if_fail (TL_IS_GAME_LOG (self), NULL);

  log_sync (self);
  for (guint i = 0; i < self->entries->len; i++)
    if (((Entry *) g_ptr_array_index (self->entries, i))->seat >= 0)
      from = i;
  if (from == G_MAXUINT)
    return NULL;
  text = g_string_new (NULL);
  for (guint i = from; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, entry->text);
    }
  return g_string_free (text, FALSE);
}

char *
tl_game_log_dup_since (TlGameLog *self,
                       guint      seat)
{
  GString *text = g_string_new (NULL);
  guint from = 0;
  /* among the scorings of the seat's own last turn: it saw those of its turn
   * (a chip it collected), not those of its confirming, which the hand-over
   * screen hid */
  gboolean own = TRUE;

  g_return_val_if_fail (TL_IS_GAME_LOG (self), NULL);

  log_sync (self);
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (entry->seat == (int) seat)
        from = i + 1;   /* the scorings of that turn follow its row */
    }
  for (guint i = from; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (entry->seat >= 0)
        own = FALSE;    /* the next seat's turn */
      if (entry->seat >= 0 || !entry->has_mark || (own && entry->watched))
        continue;
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, entry->text);
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

/* For the tests */

static GtkListBoxRow *
nth_row (TlGameLog *self,
         guint      index)
{
  return gtk_list_box_get_row_at_index (self->list, (int) index);
}

guint
_tl_game_log_get_n_rows (TlGameLog *self)
{
  return self->entries->len;
}

const char *
_tl_game_log_get_row_text (TlGameLog *self,
                           guint      index)
{
  Entry *entry = row_entry (nth_row (self, index));

  return entry != NULL ? entry->text : NULL;
}

GtkWidget *
_tl_game_log_get_row (TlGameLog *self,
                      guint      index)
{
  return GTK_WIDGET (nth_row (self, index));
}

void
_tl_game_log_select_row (TlGameLog *self,
                         guint      index)
{
  gtk_list_box_select_row (self->list, nth_row (self, index));
}

static void
tl_game_log_dispose (GObject *object)
{
  TlGameLog *self = TL_GAME_LOG (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), TL_TYPE_GAME_LOG);
  G_OBJECT_CLASS (tl_game_log_parent_class)->dispose (object);
}

static void
tl_game_log_finalize (GObject *object)
{
  TlGameLog *self = TL_GAME_LOG (object);

  g_clear_pointer (&self->replay, tl_game_state_free);
  g_ptr_array_unref (self->entries);
  G_OBJECT_CLASS (tl_game_log_parent_class)->finalize (object);
}

static void
tl_game_log_class_init (TlGameLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_game_log_dispose;
  object_class->finalize = tl_game_log_finalize;

  /**
   * TlGameLog::mark:
   * @shown: whether a row names a place now
   * @x: column of its tile
   * @y: row of its tile
   * @port: the board port of its feature on that tile, or -1 for the tile alone
   */
  signals[SIGNAL_MARK] = g_signal_new ("mark", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 4,
                                       G_TYPE_BOOLEAN, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  /**
   * TlGameLog::show-cell:
   * @x: column of the tile of the row selected
   * @y: its row
   */
  signals[SIGNAL_SHOW] = g_signal_new ("show-cell", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tilelands/Tilelands/tl-game-log.ui");
  gtk_widget_class_bind_template_child (widget_class, TlGameLog, list);
  gtk_widget_class_bind_template_child (widget_class, TlGameLog, empty_label);
  gtk_widget_class_bind_template_callback (widget_class, on_row_selected);
}

static void
tl_game_log_init (TlGameLog *self)
{
  self->entries = g_ptr_array_new_with_free_func (entry_free);
  gtk_widget_init_template (GTK_WIDGET (self));
}
