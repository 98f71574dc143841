/* tl-library-text.c — the library's games in words
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tl-builtin-names.h"
#include "tl-library-text.h"
#include "tl-player-name.h"

/* The separator between the parts of a line of a list. */
#define DOT " · "

const char *
tl_library_text_game_name (const char *game)
{
  if (g_strcmp0 (game, "carcassonne") == 0)
    return _("Carcassonne");
  if (g_strcmp0 (game, "discovery") == 0)
    return _("The Discovery");
  return game != NULL ? game : "";
}

static const char *
map_name (const char *map)
{
  const char *builtin = tl_builtin_map_name (map);

  return builtin != NULL ? builtin : map;
}

static const char *
expansion_name (const char *expansion)
{
  if (g_strcmp0 (expansion, "gifts") == 0)
    return _("The Gifts");
  if (g_strcmp0 (expansion, "map-chips") == 0)
    return _("Map-Chips");
  return expansion;
}

char *
tl_library_text_game_kind (const char         *game,
                           const char * const *expansions,
                           const char         *map)
{
  GString *text = g_string_new (tl_library_text_game_name (game));

  if (map != NULL)
    g_string_append_printf (text, DOT "%s", map_name (map));
  for (guint i = 0; expansions != NULL && expansions[i] != NULL; i++)
    g_string_append_printf (text, DOT "%s", expansion_name (expansions[i]));
  return g_string_free (text, FALSE);
}

char *
tl_library_text_title (TlGameSummary *summary)
{
  const char *title = tl_game_summary_get_title (summary);

  if (title != NULL && title[0] != '\0')
    return g_strdup (title);
  return tl_library_text_game_kind (tl_game_summary_get_game (summary),
                                    tl_game_summary_get_expansions (summary),
                                    tl_game_summary_get_map (summary));
}

char *
tl_library_text_players (TlGameSummary *summary)
{
  GString *text = g_string_new (NULL);
  gboolean finished = tl_game_summary_is_finished (summary);

  for (guint i = 0; i < tl_game_summary_get_n_seats (summary); i++)
    {
      const TlStoreSeat *seat = tl_game_summary_get_seat (summary, i);
      g_autofree char *name = tl_player_name_shown (seat->name);

      if (i > 0)
        g_string_append (text, DOT);
      if (finished && seat->place == 1)
        g_string_append (text, "★ ");
      g_string_append_printf (text, "%s %d", name, seat->score);
    }
  return g_string_free (text, FALSE);
}

char *
tl_library_text_progress (TlGameSummary *summary)
{
  guint turn = tl_game_summary_get_turns (summary) + 1;
  guint left = tl_game_summary_get_tiles_left (summary);
  /* Translators: the turn a saved game is at */
  g_autofree char *turn_text = g_strdup_printf (_("Turn %u"), turn);
  g_autofree char *left_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left", "%u tiles left", left), left);

  return g_strconcat (turn_text, DOT, left_text, NULL);
}

/* Days from @then's calendar day to @now's (local time). */
static gint
days_between (GDateTime *then,
              GDateTime *now)
{
  g_autoptr (GDateTime) a = g_date_time_new_local (g_date_time_get_year (then), g_date_time_get_month (then),
                                                   g_date_time_get_day_of_month (then), 12, 0, 0);
  g_autoptr (GDateTime) b = g_date_time_new_local (g_date_time_get_year (now), g_date_time_get_month (now),
                                                   g_date_time_get_day_of_month (now), 12, 0, 0);

  /* noon to noon: a day of 23 or 25 hours still counts one */
  return (gint) ((g_date_time_difference (b, a) + G_TIME_SPAN_HOUR * 2) / G_TIME_SPAN_DAY);
}

static char *
date_text (GDateTime *day)
{
  /* Translators: a date in a list of games, strftime format: "12 March 2026" */
  return g_date_time_format (day, _("%-d %B %Y"));
}

char *
tl_library_text_ago (GDateTime *then,
                     GDateTime *now)
{
  GTimeSpan span = g_date_time_difference (now, then);
  gint days = days_between (then, now);
  g_autofree char *date = NULL;

  if (span < G_TIME_SPAN_MINUTE)
    return g_strdup (_("Just now"));
  if (span < G_TIME_SPAN_HOUR)
    {
      guint minutes = (guint) (span / G_TIME_SPAN_MINUTE);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u minute ago", "%u minutes ago", minutes), minutes);
    }
  if (days == 0)
    {
      guint hours = (guint) (span / G_TIME_SPAN_HOUR);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u hour ago", "%u hours ago", hours), hours);
    }
  if (days == 1)
    return g_strdup (_("Yesterday"));
  if (days < 7)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d day ago", "%d days ago", days), days);
  date = date_text (then);
  return g_strdup (g_strstrip (date));
}

char *
tl_library_text_day (GDateTime *day,
                     GDateTime *now)
{
  gint days = days_between (day, now);
  g_autofree char *date = NULL;

  if (days == 0)
    return g_strdup (_("Today"));
  if (days == 1)
    return g_strdup (_("Yesterday"));
  if (days > 1 && days < 7)
    return g_date_time_format (day, "%A");
  date = date_text (day);
  return g_strdup (g_strstrip (date));
}

const char *
tl_library_text_points_kind (const char *kind)
{
  static const struct {
    const char *kind;
    const char *name;
  } names[] = {
    { "city", N_("Cities") },
    { "road", N_("Roads") },
    { "field", N_("Fields") },
    { "monastery", N_("Monasteries") },
    { "mountain", N_("Mountains") },
    { "grassland", N_("Grasslands") },
    { "sea", N_("Seas") },
    { "gifts", N_("Unopened gifts") },
    { "chip", N_("Chips") },
    { "reveal", N_("Revealed tiles") },
    { "other", N_("Other") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (kind, names[i].kind) == 0)
      return _(names[i].name);
  return kind != NULL ? kind : "";
}

const char *
tl_library_text_level_name (guint level)
{
  /* the names of the seat rows of the new-game window (tl-seat-row.c) */
  if (level == 0)
    return C_("computer level", "Easy");
  if (level == 1)
    return C_("computer level", "Normal");
  return C_("computer level", "Hard");
}

const char *
tl_library_text_computer (guint level)
{
  if (level == 0)
    return _("Easy computer");
  if (level == 1)
    return _("Normal computer");
  return _("Hard computer");
}
