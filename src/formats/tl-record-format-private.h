/* tl-record-format-private.h — the seam between the record format's core and
 * its games and expansions (formats-internal)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core (tl-record-format.c, tl-replay.c) reads and writes what every game
 * record has: the header, the players, the options' common members, the start
 * tiles and each turn's draw, discard, placement, follower and hint. Everything
 * a game or an expansion adds is one module, a `const` #TlRecordHooks table in
 * tl-record-EXP.c, registered in one line of tl-record-modules.c. The core
 * names no game and no expansion.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tl-engine.h"
#include "tl-format-error.h"

G_BEGIN_DECLS

#define TL_RECORD_COORD_MIN (-100000)
#define TL_RECORD_COORD_MAX 100000

/* What a player's view writes for a tile, card or chip hidden from that player
 * (%TL_HIDDEN in memory). */
#define TL_RECORD_HIDDEN "?"

/**
 * TlRecordTurnPart:
 * @TL_RECORD_TURN_BEFORE_PLACE: after `draw` and `discard`, before `place`
 * @TL_RECORD_TURN_AFTER_FOLLOWER: after `place` and `meeple`, before `hint`
 * @TL_RECORD_TURN_LAST: after `hint`, the last members of the turn
 *
 * Where in a turn's object a module's members are written.
 */
typedef enum {
  TL_RECORD_TURN_BEFORE_PLACE,
  TL_RECORD_TURN_AFTER_FOLLOWER,
  TL_RECORD_TURN_LAST,
} TlRecordTurnPart;

/**
 * TlRecordReplayPart:
 * @TL_RECORD_REPLAY_PLAYERS: after `supply`: members with one value per player
 *   that every replay has
 * @TL_RECORD_REPLAY_STATE: after those, before `tiles_left`: the module's own
 *   members (only in a game that uses it)
 *
 * Where in the result of a replay (tl_replay_result_to_json()) a module's members go.
 */
typedef enum {
  TL_RECORD_REPLAY_PLAYERS,
  TL_RECORD_REPLAY_STATE,
} TlRecordReplayPart;

/**
 * TlRecordSwitch:
 * @name: the switch's name in `options` (`"equal-turns"`)
 * @offset: the offset of its #gboolean in #TlOptions (G_STRUCT_OFFSET())
 *
 * A rule switch a module adds to `options`.
 */
typedef struct {
  const char *name;
  gsize offset;
} TlRecordSwitch;

/**
 * TlRecordHooks:
 * @game: the `game` a game module reads (`"discovery"`); %NULL for an expansion
 * @expansion: the name in `expansions` that turns the module on (`"gifts"`);
 *   %NULL when it needs none
 * @module: the engine's module (#TlExpansion name) it reads and writes when a
 *   record turns that module on otherwise than by naming it (`"map"`, by the
 *   record's `map`); %NULL otherwise. With @game and @expansion it matches the
 *   engine's registry (`/ui/registries/expansions`)
 * @switches: (array length=n_switches): its rule switches in `options`
 * @n_switches: how many
 * @write_options: writes its switches into the `options` object (those the
 *   record's game has, and any other that differs from its default)
 * @load_header: reads its members of the root object (after `options`) and
 *   checks what the header as a whole allows
 * @write_header: writes its members of the root object (after `expansions`)
 * @load_setup: reads its members of `setup`
 * @has_setup: whether the record has any member of `setup` of the module
 * @write_setup: writes its members of `setup` (after `start`)
 * @load_turn: reads its members of a turn (after `meeple`, before `hint`);
 *   @path is the turn's JSON path
 * @write_turn: writes its members of a turn at @part
 * @write_replay: writes its members of a replay's result at @part; called for
 *   every game (a module checks whether the game uses it)
 * @event_kind: the `kind` of a score event the module's rules made that comes
 *   from no feature (`"gifts"`), or %NULL for one that is not the module's
 *
 * One game's or one expansion's part of the record format (docs/design.md §1, §4).
 * Every hook may be %NULL. Readers report errors as tl_record_format_load_data()
 * documents, with the JSON path of what is wrong.
 */
typedef struct {
  const char *game;
  const char *expansion;
  const char *module;
  const TlRecordSwitch *switches;
  guint n_switches;
  void        (*write_options) (JsonBuilder *builder, const TlRecord *record);
  gboolean    (*load_header)   (JsonObject *root, const char *origin, TlRecord *record,
                                GError **error);
  void        (*write_header)  (JsonBuilder *builder, const TlRecord *record);
  gboolean    (*load_setup)    (JsonObject *setup, const char *origin, TlRecord *record,
                                GError **error);
  gboolean    (*has_setup)     (const TlRecord *record);
  void        (*write_setup)   (JsonBuilder *builder, const TlRecord *record);
  gboolean    (*load_turn)     (JsonObject *obj, const char *origin, const char *path,
                                const TlRecord *record, TlTurnRecord *turn, GError **error);
  void        (*write_turn)    (JsonBuilder *builder, const TlRecord *record,
                                const TlTurnRecord *turn, TlRecordTurnPart part);
  void        (*write_replay)  (JsonBuilder *builder, TlGameState *state,
                                TlRecordReplayPart part);
  const char *(*event_kind)    (const TlScoreEvent *event);
} TlRecordHooks;

/* The modules, in the order their members are read and written
 * (tl-record-modules.c). */
extern const TlRecordHooks * const _tl_record_modules[];
extern const guint _tl_record_n_modules;

/* Reading: helpers for the modules (tl-record-format.c). */

/* The tile id at @node (a string) in @set. */
gboolean _tl_record_load_tile_id        (JsonNode *node, const TlTileSet *set, const char *origin,
                                         const char *path, guint *out, GError **error);
/* The tile id at @node, or "?" (%TL_HIDDEN in *@out) when @record is a player's
 * view (`view`): for the places where a tile may be hidden from a player. */
gboolean _tl_record_load_hidden_tile_id (JsonNode *node, const TlRecord *record, const char *origin,
                                         const char *path, guint *out, GError **error);
/* Refuses "?" at @path: a %TL_FORMAT_ERROR_VALUE error saying where it may be. */
gboolean _tl_record_hidden_refused      (const char *origin, const char *path, GError **error);
/* An optional tile id member: sets *@out when @member is present and not null. */
gboolean _tl_record_load_optional_tile  (JsonObject *obj, const char *origin, const char *path,
                                         const char *member, const TlTileSet *set, gint *out,
                                         GError **error);
/* The same where a player's view may hide the tile ("?", %TL_HIDDEN). */
gboolean _tl_record_load_optional_hidden_tile (JsonObject *obj, const char *origin,
                                               const char *path, const char *member,
                                               const TlRecord *record, gint *out, GError **error);
/* An optional list of tile ids: *@out is a new array of guint when @member holds
 * at least one (left untouched when absent or empty). */
gboolean _tl_record_load_tile_list      (JsonObject *obj, const char *origin, const char *path,
                                         const char *member, const TlTileSet *set, GArray **out,
                                         GError **error);
/* The same where a player's view may hide the tiles ("?", (guint) %TL_HIDDEN). */
gboolean _tl_record_load_hidden_tile_list (JsonObject *obj, const char *origin, const char *path,
                                           const char *member, const TlRecord *record,
                                           GArray **out, GError **error);
/* The required members "x", "y" of @obj at @path. */
gboolean _tl_record_load_cell           (JsonObject *obj, const char *origin, const char *path,
                                         gint *x, gint *y, GError **error);
/* A port name (`"N"`, …, `"C"`, `"F"`) at member "port" of @obj. */
gboolean _tl_record_load_port           (JsonObject *obj, const char *origin, const char *path,
                                         guint *out, GError **error);
/* A segment on the board, `{"x","y","port"}` (all three required), at member
 * @name of @obj (docs/design.md §4). */
gboolean _tl_record_load_position       (JsonObject *obj, const char *origin, const char *path,
                                         const char *name, TlPosition *out, GError **error);
/* Element @i of the setup array @array at @array_path: an object with the cell
 * "x", "y". *@path is set to the element's path (also on failure). */
gboolean _tl_record_load_setup_entry    (JsonArray *array, guint i, const char *origin,
                                         const char *array_path, char **path, JsonObject **obj,
                                         gint *x, gint *y, GError **error);
/* The required member "tile" (a tile id) of the setup entry @obj at @path; "?"
 * (%TL_HIDDEN) in a player's view when @may_hide. */
gboolean _tl_record_load_setup_entry_tile (JsonObject *obj, const TlRecord *record,
                                           gboolean may_hide, const char *origin,
                                           const char *path, guint *type, GError **error);
/* Whether the record uses @module's expansion (always TRUE for a module that
 * needs none). */
gboolean _tl_record_uses                (const TlRecord *record, const TlRecordHooks *module);
/* Refuses a member (@path) of @module's expansion in a record without it; @what
 * says what the member does ("gifts are opened"). */
gboolean _tl_record_check_expansion     (const TlRecord *record, const TlRecordHooks *module,
                                         const char *origin, const char *path, const char *what,
                                         GError **error);
/* Whether member @member of @obj (at @path) may be there: it belongs to the
 * variant @variant and is refused when @variant_on is FALSE. *@present says
 * whether it is there (and not null). */
gboolean _tl_record_check_variant_member (JsonObject *obj, const char *origin, const char *path,
                                          const char *member, gboolean variant_on,
                                          const char *variant, gboolean *present,
                                          GError **error);

/* One turn (tl-record-turn.c): what every turn has and each module's members,
 * read from @node (an object; errors with paths under @path) into @turn (already
 * initialised), and written as one object. */
gboolean _tl_record_load_turn           (JsonNode *node, const char *origin, const char *path,
                                         const TlRecord *record, TlTurnRecord *turn,
                                         GError **error);
void     _tl_record_add_turn            (JsonBuilder *builder, const TlRecord *record,
                                         const TlTurnRecord *turn);

/* Writing: helpers for the modules (tl-record-format.c). */

/* A tile id, or "?" for (guint) %TL_HIDDEN. */
void _tl_record_add_tile_id     (JsonBuilder *builder, const TlTileSet *set, guint type);
void _tl_record_add_int_member  (JsonBuilder *builder, const char *name, gint64 value);
void _tl_record_add_bool_member (JsonBuilder *builder, const char *name, gboolean value);
/* Member @name: the tile ids of @types (of guint), when there is at least one. */
void _tl_record_add_tile_list   (JsonBuilder *builder, const TlTileSet *set, const char *name,
                                 const GArray *types);
/* Members "x" and "y". */
void _tl_record_add_cell        (JsonBuilder *builder, gint x, gint y);
/* Member @name: `{"x","y","port"}`. */
void _tl_record_add_position    (JsonBuilder *builder, const char *name, const TlPosition *pos);

G_END_DECLS
