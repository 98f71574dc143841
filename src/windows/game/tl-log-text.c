/* tl-log-text.c — what a turn did and why points were scored, in words (the game log)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core's words: tiles, followers and the features of both rule sets
 * (docs/rules/base-game.md §3.4, §3.5; docs/rules/discovery.md §1.6, §1.8). What an expansion
 * scores or does comes from its TlWindowHooks (`log_reason`, `log_action`).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-builtin-names.h"
#include "tl-format-error.h"
#include "tl-log-text.h"
#include "tl-place-text.h"
#include "tl-window-private.h"
#include "tl-player-name.h"

gint
tl_log_text_value (const TlScoreEvent *event)
{
  gint best = 0;

  for (guint p = 0; p < TL_MAX_PLAYERS; p++)
    if (ABS (event->points[p]) > ABS (best))
      best = event->points[p];
  return best;
}

char *
tl_log_text_points (const TlGameState  *state,
                    const TlScoreEvent *event)
{
  const TlRecord *record = tl_game_state_record (state);
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < tl_game_state_n_players (state) && p < TL_MAX_PLAYERS; p++)
    {
      const TlPlayerInfo *info = &g_array_index (record->players, TlPlayerInfo, p);
      g_autofree char *name = NULL;

      if (event->points[p] == 0)
        continue;
      name = tl_player_name_shown (info->name);
      if (text->len > 0)
        /* Translators: between two players' points in the game log: "Ann +4, Ben +4" */
        g_string_append (text, _(", "));
      if (event->points[p] > 0)
        /* Translators: a player's points in the game log: "Ann +4" */
        g_string_append_printf (text, _("%s +%d"), name, event->points[p]);
      else
        /* Translators: a player's lost points in the game log, with a minus sign: "Ann −2" */
        g_string_append_printf (text, _("%s −%d"), name, -event->points[p]);
    }
  if (text->len == 0)
    /* Translators: a scoring in the game log that gave nobody points */
    g_string_append (text, _("no one"));
  return g_string_free (text, FALSE);
}

/* The kind of the segment of the tile at (x, y) on @port, or TL_N_SEGMENT_KINDS. */
static TlSegmentKind
kind_at (TlGameState *state,
         gint         x,
         gint         y,
         guint        port)
{
  TlBoard *board = tl_game_state_board_mut (state);
  int segment = tl_board_segment_at (board, x, y, port);

  if (segment < 0)
    return TL_N_SEGMENT_KINDS;
  return tl_features_segment_kind (tl_board_features (board), (guint32) segment);
}

/* Returns: (transfer none): the follower standing on a segment of @kind, with
 * its feature: "Knight on the city". */
static const char *
follower_text (TlSegmentKind kind)
{
  switch (kind)
    {
    case TL_SEGMENT_CITY:
      return _("Knight on the city");
    case TL_SEGMENT_ROAD:
      return _("Highwayman on the road");
    case TL_SEGMENT_MONASTERY:
      return _("Monk on the monastery");
    case TL_SEGMENT_FIELD:
      return _("Farmer on the field");
    case TL_SEGMENT_MOUNTAIN:
      return _("Brigand on the mountain");
    case TL_SEGMENT_GRASSLAND:
      return _("Explorer on the grassland");
    case TL_SEGMENT_SEA:
      return _("Navigator on the sea");
    default:
      return _("Follower deployed");
    }
}

/* A tile's name as the log says it (the built-in names translated, the first
 * letter a capital: "Monastery with a road"), or NULL for a tile without one,
 * which the log names by its id. */
static char *
tile_name (const TlTileType *type)
{
  const char *name = tl_builtin_tile_name (type->id, type->name);

  return name != NULL && name[0] != '\0' ? tl_format_sentence_dup (name) : NULL;
}

char *
tl_log_text_turn (TlGameState        *state,
                  const TlTurnRecord *turn)
{
  const TlBoard *board = tl_game_state_board (state);
  TlTileSet *set = tl_game_state_tile_set (state);
  const TlRecord *record = tl_game_state_record (state);
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i]->log_action != NULL)
      {
        char *before = _tl_window_expansions[i]->log_action (state, turn);

        if (before != NULL)
          g_ptr_array_add (lines, before);
      }

  for (guint i = 0; turn->discard != NULL && i < turn->discard->len; i++)
    {
      const TlTileType *type = tl_tile_set_type (set, g_array_index (turn->discard, guint, i));
      g_autofree char *name = tile_name (type);

      if (name != NULL)
        /* Translators: the game log: "%s" is a tile's name, as the tile set has it
         * ("Monastery with a road") */
        g_ptr_array_add (lines, g_strdup_printf (C_("game log", "%s: fitted nowhere and left the game"), name));
      else
        /* Translators: the game log: "%s" is a tile's name ("D") */
        g_ptr_array_add (lines, g_strdup_printf (_("Tile %s fitted nowhere and left the game"), type->id));
    }

  if (turn->has_place)
    {
      int index = tl_board_tile_at (board, turn->x, turn->y);
      g_autofree char *where = tl_place_text_dup (record->map_layout, turn->x, turn->y);

      if (index >= 0)
        {
          const TlTileType *type = tl_tile_set_type (set, tl_board_tile (board, (guint) index)->type);
          g_autofree char *name = tile_name (type);

          if (name != NULL)
            /* Translators: the game log: a tile's name as the tile set has it
             * ("Monastery with a road") and where it went ("1 north, 2 west of
             * the start tile") */
            g_ptr_array_add (lines, g_strdup_printf (C_("game log", "%s: %s"), name, where));
          else
            /* Translators: the game log: a tile's name ("D") and where it went
             * ("1 north, 2 west of the start tile") */
            g_ptr_array_add (lines, g_strdup_printf (_("Tile %s: %s"), type->id, where));
        }
    }

  if (turn->has_meeple)
    g_ptr_array_add (lines, g_strdup (follower_text (kind_at (state, turn->x, turn->y, turn->meeple_port))));
  if (turn->has_recall)
    {
      g_autofree char *where = tl_place_text_dup (record->map_layout, turn->recall_x, turn->recall_y);

      /* Translators: the game log: where the tile of the recalled follower lies */
      g_ptr_array_add (lines, g_strdup_printf (_("Recalled a follower from %s"), where));
    }
  if (!turn->has_meeple && !turn->has_recall && turn->has_place)
    g_ptr_array_add (lines, g_strdup (_("No follower")));

  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

/* Returns: (transfer full): why a feature scored, without the points. */
static char *
feature_reason (TlGameState        *state,
                const TlScoreEvent *event)
{
  TlBoard *board = tl_game_state_board_mut (state);
  TlFeatures *features = tl_board_features (board);
  int segment = tl_board_segment_at (board, event->x, event->y, event->port);
  gint value = tl_log_text_value (event);
  guint n = event->n_tiles;
  TlFeatureInfo info = { 0 };

  if (segment >= 0)
    tl_features_info (features, (guint32) segment, &info);
  else
    info.kind = event->kind;

  switch (event->kind)
    {
    case TL_SEGMENT_ROAD:
      if (event->final)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Unfinished road of %u tile",
                                             "Unfinished road of %u tiles", n), n);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Road of %u tile", "Road of %u tiles", n), n);

    case TL_SEGMENT_CITY:
      {
        g_autofree char *tiles = NULL;

        if (event->final)
          tiles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Unfinished city of %u tile",
                                                "Unfinished city of %u tiles", n), n);
        else
          tiles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "City of %u tile", "City of %u tiles", n), n);
        if (info.pennants == 0)
          return g_steal_pointer (&tiles);
        /* Translators: "%s" is "City of 4 tiles"; the pennants follow */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s and %u pennant", "%s and %u pennants",
                                             info.pennants), tiles, info.pennants);
      }

    case TL_SEGMENT_MONASTERY:
      {
        guint around = value > 0 ? (guint) value - 1 : 0;

        if (!event->final)
          return g_strdup (_("Monastery with all 8 tiles around it"));
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Unfinished monastery with %u tile around it",
                                             "Unfinished monastery with %u tiles around it", around), around);
      }

    case TL_SEGMENT_FIELD:
      {
        guint cities = value > 0 ? (guint) value / 3 : 0;

        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Farmers: field with %u completed city",
                                             "Farmers: field with %u completed cities", cities), cities);
      }

    case TL_SEGMENT_GRASSLAND:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Grassland of %u tile", "Grassland of %u tiles", n), n);

    case TL_SEGMENT_SEA:
      {
        g_autofree char *tiles =
          g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Sea of %u tile", "Sea of %u tiles", n), n);

        /* Translators: "%s" is "Sea of 3 tiles"; its port cities follow */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s with %u port city", "%s with %u port cities",
                                             info.port_cities), tiles, info.port_cities);
      }

    case TL_SEGMENT_MOUNTAIN:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Mountain of %u tile", "Mountain of %u tiles", n), n);

    default:
      return g_strdup (_("A feature"));
    }
}

char *
tl_log_text_score (TlGameState        *state,
                   const TlTurnRecord *turn,
                   const TlScoreEvent *event)
{
  g_autofree char *reason = NULL;
  g_autofree char *points = tl_log_text_points (state, event);

  for (guint i = 0; reason == NULL && i < _tl_window_n_expansions; i++)
    if (_tl_window_expansions[i]->log_reason != NULL)
      reason = _tl_window_expansions[i]->log_reason (state, turn, event);
  if (reason == NULL)
    reason = event->source == TL_SCORE_FEATURE ? feature_reason (state, event) : g_strdup (_("Bonus"));

  /* Translators: the game log: why points were scored, then who scored them:
   * "City of 4 tiles and 2 pennants: Ann +12" */
  return g_strdup_printf (_("%s: %s"), reason, points);
}
