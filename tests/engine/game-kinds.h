/* game-kinds.h — the user files the tests of every kind of game play with
 *
 * A user map and a user tile set, inline JSON for a record's `map` and
 * `tileset`: test-signature.c pins what games on them score, test-projection.c
 * projects games on them.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

/* A user map (docs/record-format.md, an inline layout) whose start squares touch its
 * border and a blocked square (docs/rules/maps.md §1: the border closes features): 12 × 8 squares,
 * a lake in the middle. */
#define USER_MAP \
  "{\"format\": \"tilelands-map\", \"version\": 1, \"id\": \"signature-lake\", " \
  "\"name\": \"Lake\", \"width\": 12, \"height\": 8, " \
  "\"cells\": [\"S...........\", \"............\", \"....###.....\", \"...####.....\", " \
  "\"....##......\", \"............\", \"...........S\", \"#..........#\"]}"

/* A user tile set (docs/tiles.md): eight tile types of the base game's sides, with a
 * monastery, a pennant and a crossroads; the start tile first. */
#define USER_TILESET \
  "{\"format\": \"tilelands-tileset\", \"version\": 1, \"id\": \"signature-set\", " \
  "\"name\": \"Signature\", \"game\": \"carcassonne\", \"tiles\": [" \
  "{\"id\": \"S\", \"count\": 1, \"start\": 1, \"segments\": [" \
  "{\"kind\": \"city\", \"ports\": [\"NNW\", \"N\", \"NNE\"]}, " \
  "{\"kind\": \"road\", \"ports\": [\"W\", \"E\"]}, " \
  "{\"kind\": \"field\", \"ports\": [\"WNW\", \"ENE\"], \"touches\": [0]}, " \
  "{\"kind\": \"field\", \"ports\": [\"ESE\", \"SSE\", \"S\", \"SSW\", \"WSW\"]}]}, " \
  "{\"id\": \"M\", \"count\": 6, \"segments\": [" \
  "{\"kind\": \"monastery\", \"ports\": []}, " \
  "{\"kind\": \"field\", \"ports\": [\"NNW\", \"N\", \"NNE\", \"ENE\", \"E\", \"ESE\", " \
  "\"SSE\", \"S\", \"SSW\", \"WSW\", \"W\", \"WNW\"]}]}, " \
  "{\"id\": \"R\", \"count\": 12, \"segments\": [" \
  "{\"kind\": \"road\", \"ports\": [\"N\", \"S\"]}, " \
  "{\"kind\": \"field\", \"ports\": [\"NNE\", \"ENE\", \"E\", \"ESE\", \"SSE\"]}, " \
  "{\"kind\": \"field\", \"ports\": [\"SSW\", \"WSW\", \"W\", \"WNW\", \"NNW\"]}]}, " \
  "{\"id\": \"C\", \"count\": 10, \"segments\": [" \
  "{\"kind\": \"road\", \"ports\": [\"W\", \"S\"]}, " \
  "{\"kind\": \"field\", \"ports\": [\"WNW\", \"NNW\", \"N\", \"NNE\", \"ENE\", \"E\", " \
  "\"ESE\", \"SSE\"]}, " \
  "{\"kind\": \"field\", \"ports\": [\"SSW\", \"WSW\"]}]}, " \
  "{\"id\": \"E\", \"count\": 10, \"segments\": [" \
  "{\"kind\": \"city\", \"ports\": [\"NNW\", \"N\", \"NNE\"]}, " \
  "{\"kind\": \"field\", \"ports\": [\"ENE\", \"E\", \"ESE\", \"SSE\", \"S\", \"SSW\", " \
  "\"WSW\", \"W\", \"WNW\"], \"touches\": [0]}]}, " \
  "{\"id\": \"P\", \"count\": 6, \"segments\": [" \
  "{\"kind\": \"city\", \"ports\": [\"NNW\", \"N\", \"NNE\", \"WSW\", \"W\", \"WNW\"], " \
  "\"pennants\": 1}, " \
  "{\"kind\": \"field\", \"ports\": [\"ENE\", \"E\", \"ESE\", \"SSE\", \"S\", \"SSW\"], " \
  "\"touches\": [0]}]}, " \
  "{\"id\": \"X\", \"count\": 4, \"segments\": [" \
  "{\"kind\": \"road\", \"ports\": [\"N\"]}, {\"kind\": \"road\", \"ports\": [\"E\"]}, " \
  "{\"kind\": \"road\", \"ports\": [\"S\"]}, {\"kind\": \"road\", \"ports\": [\"W\"]}, " \
  "{\"kind\": \"field\", \"ports\": [\"NNE\", \"ENE\"]}, " \
  "{\"kind\": \"field\", \"ports\": [\"ESE\", \"SSE\"]}, " \
  "{\"kind\": \"field\", \"ports\": [\"SSW\", \"WSW\"]}, " \
  "{\"kind\": \"field\", \"ports\": [\"WNW\", \"NNW\"]}]}, " \
  "{\"id\": \"T\", \"count\": 8, \"segments\": [" \
  "{\"kind\": \"city\", \"ports\": [\"NNW\", \"N\", \"NNE\", \"SSE\", \"S\", \"SSW\"]}, " \
  "{\"kind\": \"field\", \"ports\": [\"ENE\", \"E\", \"ESE\"], \"touches\": [0]}, " \
  "{\"kind\": \"field\", \"ports\": [\"WSW\", \"W\", \"WNW\"], \"touches\": [0]}]}]}"
