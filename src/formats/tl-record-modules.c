/* tl-record-modules.c — the games and expansions the record format knows, one
 * line each
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each is a #TlRecordHooks table in tl-record-EXP.c
 * (tl-record-format-private.h). Adding a game or an expansion adds its file and
 * a line here; the core files of the record format name none. The order is the
 * order in which their members are read and written.
 */
#include "config.h"

#include "tl-record-format-private.h"

extern const TlRecordHooks _tl_record_carcassonne, _tl_record_discovery, _tl_record_gifts,
                           _tl_record_maps, _tl_record_map_chips;

const TlRecordHooks * const _tl_record_modules[] = {
  &_tl_record_carcassonne,   /* Carcassonne: farmers, small-city-two */
  &_tl_record_discovery,     /* The Discovery: recalls, equal turns, double tile */
  &_tl_record_gifts,         /* The Gifts */
  &_tl_record_maps,          /* Carcassonne Maps: the map */
  &_tl_record_map_chips,     /* Map-Chips */
};

const guint _tl_record_n_modules = G_N_ELEMENTS (_tl_record_modules);
