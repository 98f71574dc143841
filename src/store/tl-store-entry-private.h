/* tl-store-entry-private.h — a game as it is about to be written to the library
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-store-types.h"

G_BEGIN_DECLS

/* Everything the rows of one game need, taken from a game state on the caller's
 * thread (cheap: a record copy and the scores), written on the store's thread. */
typedef struct {
  TlRecord *record;     /* owned copy; record->id is set */
  char *text;           /* the record as stored; NULL: compact JSON of @record */
  gboolean finished;    /* the game is over: it goes to the history */
  guint tiles_left;
  GArray *seats;        /* of TlStoreSeat, with points; places for a finished game */
  GBytes *thumbnail;    /* nullable */
  char *origin;         /* nullable: the file's name (an import) */
  char *title;          /* nullable: the title of a new row (a copy) */
} TlStoreEntry;

/* How a file's record stands to the library's saved game of its id. */
typedef enum {
  TL_STORE_SAME,        /* the same turns */
  TL_STORE_OLDER,       /* the file's turns are the first of the library's */
  TL_STORE_FURTHER,     /* the library's turns are the first of the file's */
  TL_STORE_BRANCHED,    /* they differ after some turn, or are different games */
} TlStoreRelation;

/* @state's record must have an id (checked by the caller). */
TlStoreEntry *_tl_store_entry_new           (const TlGameState *state,
                                            GBytes            *thumbnail);
/* Loads and replays a record as opening a file does (same errors); a record
 * without an id gets one made from @data (_tl_store_entry_content_id()). */
TlStoreEntry *_tl_store_entry_new_from_data (const char  *data,
                                            gssize       length,
                                            const char  *origin,
                                            GError     **error);
void          _tl_store_entry_free          (TlStoreEntry *entry);

/* How the record @file stands to the library's record @library of the same game
 * id: compared as the record format writes them, the game (everything but its
 * turns) and then turn by turn, the turn in progress last. */
TlStoreRelation _tl_store_records_relation  (const TlRecord *library,
                                            const TlRecord *file);

/* A UUID made from the SHA-1 of @data (the shape of an RFC 4122 version 5 UUID). */
char         *_tl_store_entry_content_id    (const char *data,
                                            gsize       length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlStoreEntry, _tl_store_entry_free)

G_END_DECLS
