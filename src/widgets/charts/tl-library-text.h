/* tl-library-text.h — the library's games in words: their kind, players, when
 * they were played, kinds of points (for the Saved Games list, the History and
 * the Statistics)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib only; every text is translated and plain (not markup).
 */
#pragma once

#include "tl-game-summary.h"

G_BEGIN_DECLS

/**
 * tl_library_text_game_name:
 * @game: `"carcassonne"` or `"discovery"` (another id is returned as it is)
 *
 * Returns: (transfer none): "Carcassonne" or "The Discovery".
 */
const char *tl_library_text_game_name (const char *game);

/**
 * tl_library_text_game_kind:
 * @game: `"carcassonne"` or `"discovery"`
 * @expansions: (nullable) (array zero-terminated=1): `"gifts"`, `"map-chips"`
 * @map: (nullable): `"usa-west"`, `"usa-east"`, `"usa-both"`, another map's id, or %NULL
 *
 * Returns: (transfer full): the game with its expansions and map, e.g.
 * "Carcassonne", "Carcassonne · The Gifts", "Carcassonne · USA West ·
 * Map-Chips", "The Discovery".
 */
char       *tl_library_text_game_kind (const char         *game,
                                       const char * const *expansions,
                                       const char         *map);

/**
 * tl_library_text_title:
 * @summary: a game of the library
 *
 * Returns: (transfer full): the name the user gave it, else its kind
 * (tl_library_text_game_kind()).
 */
char       *tl_library_text_title     (TlGameSummary *summary);

/**
 * tl_library_text_players:
 * @summary: a game of the library
 *
 * Returns: (transfer full): its players with their scores in turn order, e.g.
 * "Ana 34 · Bogdan 27 · Computer 30"; a finished game's winners first marked
 * with a trophy-like "★" ("★ Ana 34 · Bogdan 27").
 */
char       *tl_library_text_players   (TlGameSummary *summary);

/**
 * tl_library_text_progress:
 * @summary: a game in progress
 *
 * Returns: (transfer full): "Turn 13 · 58 tiles left".
 */
char       *tl_library_text_progress  (TlGameSummary *summary);

/**
 * tl_library_text_ago:
 * @then: a moment
 * @now: the present
 *
 * Returns: (transfer full): how long ago @then was, as a list of games says
 * it: "Just now" (under a minute, or in the future), "5 minutes ago", "2 hours
 * ago", "Yesterday" (the calendar day before @now's), "3 days ago" (up to 6),
 * else the date ("12 March 2026").
 */
char       *tl_library_text_ago       (GDateTime *then,
                                       GDateTime *now);

/**
 * tl_library_text_day:
 * @day: a day (any moment of it, local time)
 * @now: the present
 *
 * Returns: (transfer full): the heading of a list's group of that day:
 * "Today", "Yesterday", the weekday within the last week ("Monday"), else the
 * date ("12 March 2026").
 */
char       *tl_library_text_day       (GDateTime *day,
                                       GDateTime *now);

/**
 * tl_library_text_points_kind:
 * @kind: a kind of points as the library names them (#TlStorePoints: `"city"`,
 *   `"road"`, `"field"`, `"monastery"`, `"mountain"`, `"grassland"`, `"sea"`,
 *   `"gifts"`, `"chip"`, `"reveal"`, `"other"`)
 *
 * Returns: (transfer none): its name as a heading: "Cities", "Roads", "Fields",
 * "Monasteries", "Mountains", "Grasslands", "Seas", "Unopened gifts", "Chips",
 * "Revealed tiles", "Other"; an unknown kind is returned as it is.
 */
const char *tl_library_text_points_kind (const char *kind);

/**
 * tl_library_text_level_name:
 * @level: a computer player's level: 0, 1 or 2 (tl-ai.h; a higher one is named as 2)
 *
 * Returns: (transfer none): the level as the new-game window names it: "Easy",
 * "Normal" or "Hard" (docs/ai.md §1).
 */
const char *tl_library_text_level_name (guint level);

/**
 * tl_library_text_computer:
 * @level: a computer seat's level: 0, 1 or 2 (a higher one is named as 2)
 *
 * Returns: (transfer none): who played a computer seat, as the final scores and
 * the History show it under its name: "Easy computer", "Normal computer" or
 * "Hard computer".
 */
const char *tl_library_text_computer (guint level);


G_END_DECLS
