/* tl-record.h — a game record in memory (docs/design.md §4)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-tile.h"
#include "tl-map-layout.h"

G_BEGIN_DECLS

/**
 * TlPlayerKind:
 * @TL_PLAYER_HUMAN: a person at this screen
 * @TL_PLAYER_AI: a computer player
 */
typedef enum {
  TL_PLAYER_HUMAN,
  TL_PLAYER_AI,
} TlPlayerKind;

/**
 * TlPlayerInfo:
 * @name: (owned): the player's name
 * @color: (owned): colour as `#rrggbb` or a name such as `"red"`
 * @kind: human or computer
 * @level: computer strength (docs/ai.md): 0 Easy (random legal moves), 1 Normal
 *   (the best move one move ahead; the default), 2 Hard (a search); ignored for people
 */
typedef struct {
  char *name;
  char *color;
  TlPlayerKind kind;
  gint level;
} TlPlayerInfo;

/**
 * TL_PLAYER_NAME_MAX:
 *
 * The most characters (Unicode characters, not bytes) a player's name in a game
 * record may have: a record with a longer name is refused when it is read, never
 * cut (docs/record-format.md, "Player names").
 */
#define TL_PLAYER_NAME_MAX 100

/**
 * TL_RECORD_MAX_LEVEL:
 *
 * The highest computer level a record may name (a player's `level`, a turn's
 * `computer`): the app plays 0 to %TL_AI_MAX_LEVEL, a later version's levels
 * still load (docs/record-format.md "Hints and computer levels").
 */
#define TL_RECORD_MAX_LEVEL 9

/**
 * TL_PLAYER_NAME_TYPED_MAX:
 *
 * The most characters a player's name typed in the app may have (the new-game
 * window's seats), and the most a window shows of a name read from elsewhere: a
 * longer one is shown cut, with "…".
 */
#define TL_PLAYER_NAME_TYPED_MAX 40

/**
 * TlOptions:
 * @farmers: farmers are deployed and fields scored (default %TRUE)
 * @small_city_two: first-edition rule, a completed 2-tile city scores 2 points
 *   (docs/rules/base-game.md §4; default %FALSE)
 * @equal_turns: The Discovery's variant: `tiles mod players` tiles are set aside
 *   face up at the start so that everyone gets as many turns (docs/rules/discovery.md §1.9)
 * @double_tile: The Discovery's variant "hand of two" (docs/rules/discovery.md §1.9): each
 *   player is dealt two hidden tiles, places one of them on a turn and then draws
 *   one, so as to hold two again for the next turn; when the stack is empty the
 *   hands are played out (a house rule)
 * @meeples: followers in each player's supply at the start, 1 to
 *   %TL_MAX_MEEPLES; 0 (the default) for the game's own number (7 in Carcassonne;
 *   docs/rules/maps.md §1 suggests 9 on a map)
 *
 * Rule switches of a game record's `options`.
 */
typedef struct {
  gboolean farmers;
  gboolean small_city_two;
  gboolean equal_turns;
  gboolean double_tile;
  guint meeples;
} TlOptions;

#define TL_MAX_MEEPLES 99

/**
 * TL_HIDDEN:
 *
 * In a seat's projection of a game (#TlRecord's @view, docs/design.md §10): a tile,
 * card or chip that seat may not see, written `"?"`. Tile types and cards
 * of a record's setup and turns hold it where they are hidden (as a #guint in
 * lists: (guint) TL_HIDDEN); a whole record never does.
 */
#define TL_HIDDEN (-2)

/**
 * TlSetupTile:
 * @x: column
 * @y: row
 * @type: tile type index
 * @r: rotation in quarter turns clockwise
 */
typedef struct {
  gint x, y;
  guint type;
  guint r;
} TlSetupTile;

/**
 * TL_HAND_SIZE:
 *
 * The tiles a player holds between turns in the double-tile variant.
 */
#define TL_HAND_SIZE 2

/**
 * TlSetupHand:
 * @n: how many tiles the seat was dealt: %TL_HAND_SIZE, fewer only when the
 *   stack ran out
 * @tiles: their tile types, in the order dealt
 *
 * The hand a seat is dealt in the double-tile variant (`setup.hands`,
 * docs/record-format.md).
 */
typedef struct {
  guint n;
  guint tiles[TL_HAND_SIZE];
} TlSetupHand;

/**
 * TlSetupChip:
 * @x: column of the town
 * @y: row of the town
 * @color: the chip's colour
 * @value: 1 or 2 points; 0 in a projection for a chip whose face is hidden
 *   (`"chip": "?"`), @color is then meaningless
 *
 * A Map-Chips chip lying face down on a town (`setup.chips`, docs/design.md §4).
 */
typedef struct {
  gint x, y;
  TlMapColor color;
  guint value;
} TlSetupChip;

/**
 * TlPosition:
 * @x: column of a tile
 * @y: row of that tile
 * @port: board port naming one of its segments (0..11 or %TL_PORT_C)
 *
 * A segment on the board, as game records name it (docs/design.md §4).
 */
typedef struct {
  gint x, y;
  guint port;
} TlPosition;

/**
 * TL_TURN_N_SLOTS:
 *
 * How many expansions keep members in a turn (#TlTurnRecord's @slots): two
 * today. A new expansion with turn members takes the next index (in its own
 * header) and raises it; `/rule-options/turn-slots` checks that every slot is
 * used once.
 */
#define TL_TURN_N_SLOTS 2

/**
 * TL_TURN_SLOT_SIZE:
 *
 * The bytes of one expansion's members in a turn.
 */
#define TL_TURN_SLOT_SIZE 72

/**
 * TlTurnSlot:
 *
 * Room in a #TlTurnRecord for one expansion's members, aligned for any of them;
 * read through the expansion's accessor.
 */
typedef union {
  gpointer pointer;
  gint64 integer;
  double number;
  guint8 bytes[TL_TURN_SLOT_SIZE];
} TlTurnSlot;

/**
 * TlTurnRecord:
 * @draw: tile type drawn, or -1 for the next tile of the seeded stack (in the
 *   double-tile variant: the tile drawn after placing, to hold two again; -1 also
 *   when the stack is empty)
 * @discard: (nullable) (element-type guint): tile types drawn before @draw that
 *   could not be placed (double tile: tiles of the hand that fit nowhere at the
 *   start of the turn, in the order discarded)
 * @replace: (nullable) (element-type guint): double tile: the tiles drawn to take
 *   the places of the discarded ones in the hand, in the same order (shorter when
 *   the stack ran out); %NULL for the next tiles of the seeded stack
 * @has_place: whether the turn places a tile (always, in a complete turn)
 * @place_tile: the tile placed, named with the placement (`place.tile`) only
 *   where the turn says it nowhere else for the record's viewer (another seat's
 *   Take 2, whose tile kept is hidden until placed); -1 when not named
 * @x: column of the placement
 * @y: row of the placement
 * @r: rotation of the placement, quarter turns clockwise
 * @has_meeple: whether a follower is deployed
 * @meeple_port: board port naming the follower's segment
 * @meeple_has_xy: whether @meeple_x, @meeple_y were given (they must equal @x, @y)
 * @meeple_x: column given with the follower
 * @meeple_y: row given with the follower
 * @has_recall: whether a follower is recalled (The Discovery, instead of deploying)
 * @recall_x: column of the tile holding the recalled follower
 * @recall_y: row of that tile
 * @recall_port: board port naming the segment the follower stands on
 * @play: double tile: the tile type of the hand placed; -1 for the first tile of
 *   the hand (the one held longest)
 * @hinted: the player asked for a hint during the turn (member `hint`, for the
 *   statistics; no rule reads it)
 * @computer: 0 when the seat's player played the turn; L + 1 when a host's
 *   computer player of level L played it (or finished it) for a person who was
 *   absent or resigned (member `computer`: L; docs/network.md "Seats"; no rule
 *   reads it)
 * @player: the seat that played the turn, as the engine recorded it (no member
 *   of the file: in a record read from a file it is known once the record is
 *   replayed, tl_game_state_record())
 * @slots: the members of the expansions' own, one #TlTurnSlot each, read and
 *   written through the accessor in the expansion's own header
 *   (`tl_EXP_turn (turn)->member`); set up, copied and freed with the turn
 *   through their #TlTurnSlotType
 *
 * One turn of a record (docs/record-format.md). What the core reads of every
 * game is here; what an expansion adds is in its slot, declared in its own
 * header (docs/design.md §4).
 */
typedef struct {
  gint draw;
  GArray *discard;
  GArray *replace;
  gboolean has_place;
  gint place_tile;
  gint x, y;
  guint r;
  gboolean has_meeple;
  guint meeple_port;
  gboolean meeple_has_xy;
  gint meeple_x, meeple_y;
  gboolean has_recall;
  gint recall_x, recall_y;
  guint recall_port;
  gint play;
  gboolean hinted;
  gint computer;
  guint player;
  TlTurnSlot slots[TL_TURN_N_SLOTS];
} TlTurnRecord;

/**
 * TlTurnSlotType:
 * @name: the expansion whose members the slot holds (a #TlExpansion name)
 * @index: its place in a turn's @slots, unique, below %TL_TURN_N_SLOTS
 * @size: the size of its members' struct, at most %TL_TURN_SLOT_SIZE
 * @init: sets the members of a new turn (all bytes are 0 before): -1 where a
 *   tile or a card is not named; %NULL when 0 is right
 * @copy: deep-copies what the members own, after a byte copy into @dest; %NULL
 *   when a byte copy is enough
 * @clear: frees what the members own; %NULL when nothing
 * @acted: whether a turn in progress, before its placement is recorded, did
 *   something of the expansion's that only a placed tile allows (so that the
 *   turn is no longer only a tile still to place); %NULL when never
 *
 * An expansion's members of a #TlTurnRecord: registered with its #TlExpansion
 * (`turn_slot`), so that tl_turn_record_init(), tl_turn_record_copy() and
 * tl_turn_record_clear() name no expansion.
 */
typedef struct {
  const char *name;
  guint index;
  gsize size;
  void     (*init)  (gpointer slot);
  void     (*copy)  (gpointer dest, gconstpointer src);
  void     (*clear) (gpointer slot);
  gboolean (*acted) (gconstpointer slot);
} TlTurnSlotType;

/**
 * tl_turn_record_acted:
 * @turn: a turn
 *
 * Returns: whether an expansion's slot of @turn says it did something that only
 * a placed tile allows (#TlTurnSlotType's @acted).
 */
gboolean  tl_turn_record_acted   (const TlTurnRecord *turn);

/**
 * TlRecord:
 *
 * A game record: header and turns. Tile types are indices into @tileset.
 */
typedef struct {
  char *id;               /* the game's UUID (lower-case, 36 characters, as
                             g_uuid_string_random() writes it), set when the game
                             is created; NULL for a record written without one
                             (0.1.0). The library knows a game by it (docs/design.md §4). */
  guint version;          /* the format version the record was read from (1 for
                             0.1.0's files); 0 for one made in memory. Written
                             as the current version whatever it is. */
  gint view;              /* -1 for a whole record; else the seat whose projection
                             it is (member `view`, docs/design.md §10): it has no seed
                             (@seed 0) and holds %TL_HIDDEN wherever a tile, card
                             or chip is hidden from that seat */
  char *game;             /* "carcassonne" or "discovery" */
  TlTileSet *tileset;     /* owned reference */
  gboolean tileset_inline;/* written inline rather than by id */
  GPtrArray *expansions;  /* of char*, owned */
  char *map;              /* map id, or NULL (written by id when not inline) */
  TlMapLayout *map_layout;/* the map played on (owned reference), or NULL */
  gboolean map_inline;    /* written inline rather than by id */
  TlOptions options;
  GArray *players;        /* of TlPlayerInfo */
  gint64 seed;            /* any 64-bit value; new games draw 0 <= seed < 2^53 */
  GArray *setup_start;    /* of TlSetupTile; NULL = the default start */
  GArray *setup_aside;    /* of guint tile types set aside face up (equal turns);
                             NULL = derived from the seed */
  GArray *setup_hands;    /* of TlSetupHand: the tiles each player is dealt
                             (double tile), in seat order; NULL = from the seed */
  GArray *setup_chips;    /* of TlSetupChip (Map-Chips); NULL = from the seed */
  GArray *setup_face_down;/* of TlSetupTile, r unused (Map-Chips); NULL = from the seed */
  GArray *turns;          /* of TlTurnRecord */
  TlTurnRecord *in_progress; /* the turn being played, as far as it can no longer
                             be taken back (member `turn_in_progress`,
                             docs/record-format.md); NULL when none. Owned. */
} TlRecord;

/**
 * TL_RECORD_SEED_LIMIT:
 *
 * New games draw their seed below this, 2^53: every JSON reader holds such an
 * integer exactly (docs/design.md §4). Records may hold any 64-bit seed.
 */
#define TL_RECORD_SEED_LIMIT (G_GINT64_CONSTANT (1) << 53)

/**
 * tl_record_random_seed:
 *
 * A seed for a new game, drawn with GLib's global random number generator.
 *
 * Returns: an integer uniform in 0 ≤ seed < %TL_RECORD_SEED_LIMIT.
 */
gint64      tl_record_random_seed  (void);

/**
 * tl_record_new:
 * @game: `"carcassonne"` or `"discovery"`
 * @tileset: (transfer none): the tile set; the record keeps a reference
 *
 * Returns: (transfer full): a record with no id, no players, default options,
 * seed 0 and no turns. Free with tl_record_free(). Code that creates a new game
 * (rather than reading one) gives it an id with tl_record_set_new_id().
 */
TlRecord *tl_record_new          (const char *game,
                                  TlTileSet  *tileset);

/**
 * tl_record_set_new_id:
 * @record: a record
 *
 * Gives @record a fresh random UUID (g_uuid_string_random()) as its `id`,
 * replacing any it had: call it once, when a new game is created.
 */
void      tl_record_set_new_id   (TlRecord   *record);

/**
 * tl_record_copy_header:
 * @record: a record
 *
 * Returns: (transfer full): a copy of everything but the turns (the id too; not
 * the turn in progress either).
 */
TlRecord *tl_record_copy_header  (const TlRecord *record);

/**
 * tl_record_set_in_progress:
 * @record: a record
 * @turn: (nullable): the turn being played as far as it goes (copied), or
 *   %NULL for none
 *
 * Sets the record's turn in progress (`turn_in_progress`, docs/record-format.md),
 * replacing the one it had.
 */
void      tl_record_set_in_progress (TlRecord           *record,
                                     const TlTurnRecord *turn);

/**
 * tl_record_copy:
 * @record: a record
 *
 * Returns: (transfer full): a deep copy (with the turn in progress).
 */
TlRecord *tl_record_copy         (const TlRecord *record);
void      tl_record_free         (TlRecord *record);

/**
 * tl_record_add_player:
 * @record: a record
 * @name: player name (copied)
 * @color: colour (copied)
 * @kind: human or computer
 * @level: computer level (ignored for humans)
 */
void      tl_record_add_player   (TlRecord     *record,
                                  const char   *name,
                                  const char   *color,
                                  TlPlayerKind  kind,
                                  gint          level);

/**
 * tl_record_add_turn:
 * @record: a record
 * @turn: (transfer full): the turn; its @discard array becomes the record's
 */
void      tl_record_add_turn     (TlRecord           *record,
                                  const TlTurnRecord *turn);

/**
 * tl_record_reserve_turns:
 * @record: a record
 * @n: how many turns the record may come to hold
 *
 * Makes room for @n turns at once, so that adding them one by one does not copy the
 * turns so far each time the array grows (a game of 7,200 tiles reserves 7,200). The
 * turns already there are kept; nothing changes when there is room already.
 */
void      tl_record_reserve_turns (TlRecord *record,
                                   guint     n);

/**
 * tl_turn_record_init:
 * @turn: (out caller-allocates): a turn to reset (draw -1, nothing set)
 */
void      tl_turn_record_init    (TlTurnRecord *turn);
/**
 * tl_turn_record_copy:
 * @dest: (out caller-allocates): the copy
 * @src: a turn
 */
void      tl_turn_record_copy    (TlTurnRecord       *dest,
                                  const TlTurnRecord *src);
void      tl_turn_record_clear   (TlTurnRecord *turn);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlRecord, tl_record_free)

G_END_DECLS
