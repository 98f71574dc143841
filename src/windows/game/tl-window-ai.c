/* tl-window-ai.c — the window's computer turns and hints
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A computer seat's move is worked out in a worker thread on a copy of the game
 * (tl_game_play_ai_turn_async()): the window stays responsive — the board pans and
 * zooms, the game can be saved or the window closed while a computer thinks. The
 * move is played once it is ready and has stayed "in view" for the pause the
 * `computer-speed` preference asks for (instant, normal, slow), counted from the
 * start of the thinking. A hint (Ctrl+H) asks the hard player, in a worker thread
 * too, what it would do in the place of the person to play, and shows it: the
 * tile in hand goes to the suggested cell and rotation, a toast says what to do
 * with the follower. The turn is marked as hinted in the record.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-window-private.h"
#include "tl-application.h"
#include "tl-board-view.h"
#include "tl-place-text.h"
#include "tl-preferences-window.h"

static GSettings *
settings_with (TlWindow   *self,
               const char *key)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  g_autoptr (GSettingsSchema) schema = NULL;
  GSettings *settings;

  if (app == NULL || !TL_IS_APPLICATION (app))
    return NULL;
  settings = tl_application_get_settings (TL_APPLICATION (app));
  if (settings == NULL)
    return NULL;
  /* an older installed schema may not have the key yet */
  g_object_get (settings, "settings-schema", &schema, NULL);
  return schema != NULL && g_settings_schema_has_key (schema, key) ? settings : NULL;
}

/* The Hard player's thinking time, in ms (0: the engine's default). */
static guint
thinking_ms (TlWindow *self)
{
  GSettings *settings = settings_with (self, "hard-thinking-time");

  return settings != NULL ? (guint) g_settings_get_int (settings, "hard-thinking-time") : 0;
}

/* How long a computer move stays in view before it is played, in ms. */
static guint
pause_ms (TlWindow *self)
{
  GSettings *settings = settings_with (self, "computer-speed");
  g_autofree char *speed = settings != NULL ? g_settings_get_string (settings, "computer-speed") : NULL;

  return tl_preferences_speed_pause_ms (speed != NULL ? speed : "normal");
}

/* Plays the move worked out (the game notifies, the window refreshes and the next
 * computer seat, if any, starts thinking). */
static void
play_move (TlWindow     *self,
           GAsyncResult *result)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TlGame) game = TL_GAME (g_async_result_get_source_object (result));

  g_clear_object (&self->ai_cancellable);
  if (!tl_game_play_ai_turn_finish (game, result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    /* the engine's own choice must always be legal */
    g_critical ("Computer player could not play its turn: %s", error->message);
}

static gboolean
pause_over (gpointer data)
{
  TlWindow *self = data;
  g_autoptr (GAsyncResult) result = g_steal_pointer (&self->ai_result);

  self->ai_source = 0;
  play_move (self, result);
  return G_SOURCE_REMOVE;
}

static void
on_move_ready (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr (TlWindow) self = data;
  gint64 elapsed_ms;
  guint pause;

  if (g_task_get_cancellable (G_TASK (result)) != self->ai_cancellable || self->game == NULL ||
      TL_GAME (source) != self->game)
    {
      /* a move for a game or a position that is gone */
      tl_game_play_ai_turn_finish (TL_GAME (source), result, NULL);
      return;
    }
  elapsed_ms = (g_get_monotonic_time () - self->ai_started) / 1000;
  pause = pause_ms (self);
  if (elapsed_ms >= pause)
    {
      play_move (self, result);
      return;
    }
  self->ai_result = g_object_ref (result);
  self->ai_source = g_timeout_add (pause - elapsed_ms, pause_over, self);
  g_source_set_name_by_id (self->ai_source, "[tilelands] computer move in view");
}

/* The toast shown while a hint is worked out goes when it is ready. */
static void
end_hint_toast (TlWindow *self)
{
  if (self->hint_toast != NULL)
    adw_toast_dismiss (self->hint_toast);
  g_clear_object (&self->hint_toast);
}

void
_tl_window_ai_schedule (TlWindow *self)
{
  if (self->ai_cancellable != NULL || self->game == NULL)
    return;
  if (!tl_game_current_is_ai (self->game) || tl_game_get_phase (self->game) != TL_PHASE_PLACE ||
      tl_game_get_viewer (self->game) >= 0)   /* the host plays the other seats */
    return;

  self->ai_cancellable = g_cancellable_new ();
  self->ai_started = g_get_monotonic_time ();
  tl_game_play_ai_turn_async (self->game, thinking_ms (self), self->ai_cancellable,
                              on_move_ready, g_object_ref (self));
}

gboolean
_tl_window_ai_busy (TlWindow *self)
{
  return self->ai_cancellable != NULL;
}

void
_tl_window_ai_stop (TlWindow *self)
{
  if (self->ai_cancellable != NULL)
    g_cancellable_cancel (self->ai_cancellable);
  g_clear_object (&self->ai_cancellable);
  g_clear_handle_id (&self->ai_source, g_source_remove);
  g_clear_object (&self->ai_result);
  if (self->hint_cancellable != NULL)
    g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  end_hint_toast (self);
}

gboolean
_tl_window_ai_can_hint (TlWindow *self)
{
  return _tl_window_can_play (self) && tl_game_get_phase (self->game) == TL_PHASE_PLACE &&
         self->hint_cancellable == NULL;
}

/* What to do with the follower, as the hint suggests it. */
char *
_tl_window_ai_describe_follower (TlWindow       *self,
                                 const TlAiMove *move)
{
  const TlGameState *state = tl_game_get_state (self->game);
  const TlTileType *type = tl_tile_set_type (tl_game_state_tile_set (state), move->tile);
  guint segment;

  if (move->recall)
    {
      /* where as the board and the log say it: "2 north, 1 east of the start tile" */
      g_autofree char *where = tl_place_text_dup (tl_game_get_record (self->game)->map_layout,
                                                  move->recall_x, move->recall_y);

      /* Translators: "%s" is where the tile of the follower lies, as the game
       * log says it: "2 north, 1 east of the start tile", "On the start tile" */
      return g_strdup_printf (_("Hint: place the tile where it is shown, then recall your follower "
                                "from this tile: %s."), where);
    }
  if (!move->deploy)
    return g_strdup (_("Hint: place the tile where it is shown, without a follower."));
  segment = tl_tile_type_segment_at (type, move->port, move->place.r);
  switch (segment == TL_NO_SEGMENT ? TL_N_SEGMENT_KINDS : type->segments[segment].kind)
    {
    case TL_SEGMENT_ROAD:
      return g_strdup (_("Hint: place the tile where it is shown, with a meeple on its road."));
    case TL_SEGMENT_CITY:
      return g_strdup (_("Hint: place the tile where it is shown, with a meeple in its city."));
    case TL_SEGMENT_MONASTERY:
      return g_strdup (_("Hint: place the tile where it is shown, with a meeple on its monastery."));
    case TL_SEGMENT_FIELD:
      return g_strdup (_("Hint: place the tile where it is shown, with a farmer in its field."));
    case TL_SEGMENT_MOUNTAIN:
      return g_strdup (_("Hint: place the tile where it is shown, with a brigand on its mountain."));
    case TL_SEGMENT_GRASSLAND:
      return g_strdup (_("Hint: place the tile where it is shown, with an explorer on its grassland."));
    case TL_SEGMENT_SEA:
      return g_strdup (_("Hint: place the tile where it is shown, with a navigator on its sea."));
    default:
      return g_strdup (_("Hint: place the tile where it is shown, with a follower."));
    }
}

static void
on_hint_ready (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr (TlWindow) self = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  TlAiMove move;

  if (g_task_get_cancellable (G_TASK (result)) != self->hint_cancellable || self->game == NULL ||
      TL_GAME (source) != self->game)
    {
      tl_game_hint_finish (TL_GAME (source), result, &move, NULL);
      return;
    }
  g_clear_object (&self->hint_cancellable);
  end_hint_toast (self);
  if (!tl_game_hint_finish (self->game, result, &move, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _tl_window_show_toast (self, _("No hint this time"));
      _tl_window_refresh (self);
      return;
    }
  tl_game_mark_hinted (self->game);
  /* double tile: the suggestion may be the other tile of the hand */
  if ((int) move.tile != tl_game_get_current_tile (self->game))
    tl_game_choose_tile (self->game, move.tile, NULL);
  tl_board_view_set_rotation (self->board_view, move.place.r);
  tl_board_view_set_cursor (self->board_view, move.place.x, move.place.y);
  text = _tl_window_ai_describe_follower (self, &move);
  _tl_window_show_toast (self, text);
  _tl_window_refresh (self);
}

void
_tl_window_action_hint (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       data)
{
  TlWindow *self = data;

  if (!_tl_window_ai_can_hint (self))
    return;
  self->hint_cancellable = g_cancellable_new ();
  end_hint_toast (self);
  self->hint_toast = adw_toast_new (_("Looking for a good move…"));
  adw_toast_set_timeout (self->hint_toast, 0);   /* until the hint is ready */
  _tl_window_add_toast (self, g_object_ref (self->hint_toast));
  tl_game_hint_async (self->game, thinking_ms (self), self->hint_cancellable, on_hint_ready,
                      g_object_ref (self));
  _tl_window_refresh (self);
}
