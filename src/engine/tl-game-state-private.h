/* tl-game-state-private.h — the game state's insides, for the engine's own files
 *
 * tl-game-state.c plays the game; tl-game-view.c samples what a player may imagine
 * of it (DESIGN.md §8). Nothing outside src/engine/ includes this header.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game-state.h"
#include "tl-deck.h"
#include "tl-ruleset.h"
#include "tl-expansion.h"

G_BEGIN_DECLS

#define TL_MAX_EXPANSIONS 4

struct _TlGameState {
  const TlRuleset *rules;
  TlRecord *record;          /* header + finished turns */
  TlTileSet *set;            /* = record->tileset */
  TlBoard *board;
  TlDeck deck;
  guint n_players;
  TlPlayerState players[TL_MAX_PLAYERS];
  TlPhase phase;
  guint current;
  guint turn;                /* 1-based */
  int drawn;                 /* tile type in hand, or -1 */
  int placed;                /* placed tile index this turn, or -1 */
  gboolean acted;            /* a follower was deployed or recalled this turn */
  /* double tile: the tiles each player holds, in the order drawn */
  guint hand[TL_MAX_PLAYERS][TL_HAND_SIZE];
  guint n_hand[TL_MAX_PLAYERS];
  int hand_slot;             /* double tile: the slot of the tile to place, or -1 */
  TlTurnRecord pending;      /* the turn being played */
  GArray *events;            /* of TlScoreEvent */
  struct {
    const TlExpansion *expansion;
    gpointer data;
  } ext[TL_MAX_EXPANSIONS];
  guint n_ext;
};

/* A deep copy of @src that plays on with @record (owned: the copy frees it) as its
 * record; tl_game_state_copy() passes a copy of the whole record. */
TlGameState *_tl_game_state_copy_with (const TlGameState *src,
                                       TlRecord          *record);

G_END_DECLS
