/* tl-record-carcassonne.c — Carcassonne's part of a game record: its rule
 * switches (docs/design.md §4)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tl-record-format-private.h"

static const TlRecordSwitch switches[] = {
  { "farmers", G_STRUCT_OFFSET (TlOptions, farmers) },
  { "small-city-two", G_STRUCT_OFFSET (TlOptions, small_city_two) },
};

/* `farmers` and `small-city-two`: for every Carcassonne record, and for
 * another game's only when they differ from the defaults (farmers on, the
 * two-tile city scoring 4). */
static void
write_options (JsonBuilder    *builder,
               const TlRecord *record)
{
  if (g_strcmp0 (record->game, "carcassonne") != 0 &&
      record->options.farmers && !record->options.small_city_two)
    return;
  _tl_record_add_bool_member (builder, "farmers", record->options.farmers);
  _tl_record_add_bool_member (builder, "small-city-two", record->options.small_city_two);
}

const TlRecordHooks _tl_record_carcassonne = {
  .game = "carcassonne",
  .switches = switches,
  .n_switches = G_N_ELEMENTS (switches),
  .write_options = write_options,
};
