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
} TlStoreEntry;

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

/* A UUID made from the SHA-1 of @data (the shape of an RFC 4122 version 5 UUID). */
char         *_tl_store_entry_content_id    (const char *data,
                                            gsize       length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlStoreEntry, _tl_store_entry_free)

G_END_DECLS
