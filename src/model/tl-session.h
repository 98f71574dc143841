/* tl-session.h — the game being played and the library that keeps it:
 * autosave, the saved game's picture, opening a file into a game
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-game.h"
#include "tl-library.h"

G_BEGIN_DECLS

/**
 * TlSessionSource:
 * @TL_SESSION_NEW: a game the library does not have yet (a new game, a file
 *   read without a library): stored at once when it can be, before its first turn
 * @TL_SESSION_LIBRARY: the library's saved game (Continue, the Saved Games, a
 *   file imported): stored again once it changes
 * @TL_SESSION_REMOTE: a game played on a host (#TlJoinedGame): the host
 *   keeps it while it is played; the library stores it once it is over (the
 *   host's whole record, with its id: it joins the History)
 *
 * Where the game a session plays comes from (docs/library-ui.md, "The
 * session").
 */
typedef enum {
  TL_SESSION_NEW,
  TL_SESSION_LIBRARY,
  TL_SESSION_REMOTE,
} TlSessionSource;

/**
 * TlSessionFile:
 * @record: (nullable): the file's game as read, when it was not imported (no
 *   library, or one that cannot be written: played as 0.1.0 did); %NULL when
 *   the library took the file
 * @id: (nullable): the game's id in the library (imported only)
 * @finished: it is in the History (imported only)
 * @updated: the library knew the game and its row was updated or kept
 * @kept: the library's copy was kept: the file is an older copy of the saved
 *   game (its turns the first of the library's), or a finished game told
 *   otherwise; see #TlStoreImport
 * @copy_of: (nullable): the saved game's id when the file went another way
 *   and was added beside it as a new game, titled @title
 * @title: (nullable): the title of that copy, “NAME (copy)”
 *
 * What became of a file opened with tl_session_open_file_async(). Free with
 * tl_session_file_free().
 */
typedef struct {
  TlRecord *record;
  char *id;
  gboolean finished;
  gboolean updated;
  gboolean kept;
  char *copy_of;
  char *title;
} TlSessionFile;

void tl_session_file_free (TlSessionFile *file);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TlSessionFile, tl_session_file_free)

#define TL_TYPE_SESSION (tl_session_get_type ())
G_DECLARE_FINAL_TYPE (TlSession, tl_session, TL, SESSION, GObject)

/**
 * TlSession:
 *
 * One per main window: the game it plays (tl_session_play()) and what the
 * library holds of it. While a game with an id is played and the library can
 * save, the session saves it on the game's `changed` signal after every
 * confirmed turn, undo and end, and after every step that cannot be taken
 * back (tl_game_get_kept_steps()): the record at once
 * (tl_store_save_game_async(), which copies it), then the picture of the
 * board drawn on a worker thread by the library's #TlThumbnailFunc and saved
 * with the same copy unless a newer turn was saved meanwhile (a generation
 * counter). A picture still drawn when the session goes is saved all the same.
 * A save that fails is kept in `save-error` and tried again after the next
 * change.
 *
 * Properties (read-only but `library`, notified): `library` (#TlLibrary,
 * nullable), `game` (#TlGame, nullable), `saved` (gboolean:
 * tl_session_get_saved()), `save-error` (#GError, nullable).
 *
 * Signals: `finished` (const char *id): the save of a finished game succeeded:
 * it is in the History now.
 */

/**
 * tl_session_new:
 * @library: (nullable): the library that keeps the games; %NULL: nothing is
 *   saved (a window as 0.1.0 had)
 *
 * Returns: (transfer full): a session playing no game.
 */
TlSession    *tl_session_new             (TlLibrary *library);

void          tl_session_set_library     (TlSession *self,
                                          TlLibrary *library);
TlLibrary    *tl_session_get_library     (TlSession *self);

/**
 * tl_session_play:
 * @self: a session
 * @game: (nullable): the game now played; %NULL: none (the start page)
 * @source: where @game comes from
 *
 * Follows @game from now on. A new game (%TL_SESSION_NEW) with an id that is
 * not over is saved at once when the library can save; the library's own is
 * saved once it changes (at once when it was just imported or reloaded
 * without its picture). Clears `save-error`.
 */
void          tl_session_play            (TlSession       *self,
                                          TlGame          *game,
                                          TlSessionSource  source);
TlGame       *tl_session_get_game        (TlSession *self);

/**
 * tl_session_get_saved:
 * @self: a session
 *
 * Returns: %TRUE when the library keeps the game: it is open and writable,
 *   the game has an id and its last save did not fail. Closing the game then
 *   loses nothing, and the final turn cannot be undone (it is in the History).
 */
gboolean      tl_session_get_saved       (TlSession *self);

/**
 * tl_session_get_save_error:
 * @self: a session
 *
 * Returns: (transfer none) (nullable): why the last save failed (the store's
 *   error, naming the library's file), %NULL once one succeeds.
 */
const GError *tl_session_get_save_error  (TlSession *self);

/**
 * tl_session_load_async:
 * @self: a session with an open library
 * @id: a saved game's id
 * @cancellable: (nullable): to give up
 *
 * Reads the saved game @id (tl_library_load_record_async()); play it with
 * tl_session_play() and %TL_SESSION_LIBRARY. Errors: the store's
 * (%TL_STORE_ERROR_NOT_FOUND, %TL_STORE_ERROR_CLOSED…), %G_IO_ERROR_CANCELLED.
 */
void          tl_session_load_async      (TlSession          *self,
                                          const char         *id,
                                          GCancellable       *cancellable,
                                          GAsyncReadyCallback callback,
                                          gpointer            user_data);
/* Returns: (transfer full): the record */
TlRecord     *tl_session_load_finish     (TlSession     *self,
                                          GAsyncResult  *result,
                                          GError       **error);

/**
 * tl_session_reload_async:
 * @self: a session playing a game of the library
 * @cancellable: (nullable): to give up
 *
 * Reads the library's copy of the game played again, after a file took the
 * game further than the session has it. The finish gives the record only when
 * the library's is further on (more turns, or as many and a turn in progress
 * where the session has none), else %NULL without an error; play it with
 * %TL_SESSION_LIBRARY: it is saved again at once, with its picture. Errors:
 * those of tl_session_load_async().
 */
void          tl_session_reload_async    (TlSession          *self,
                                          GCancellable       *cancellable,
                                          GAsyncReadyCallback callback,
                                          gpointer            user_data);
TlRecord     *tl_session_reload_finish   (TlSession     *self,
                                          GAsyncResult  *result,
                                          GError       **error);

/**
 * tl_session_open_file_async:
 * @self: a session
 * @file: a `.tilelands` file on this computer (g_file_get_path() not %NULL)
 * @cancellable: (nullable): to give up
 *
 * Opens @file into a game, whichever way it takes. With a library that can
 * save, the file is imported (tl_store_import_file_async(): read and replayed
 * on the store's thread, the file left byte for byte as it was) under the
 * store's rules (docs/store.md, "Games in and out"): a file whose turns are the
 * first of the saved game's keeps the library's copy (@kept), one that runs
 * further is taken, one that went another way joins beside it (@copy_of); a
 * finished game goes to the History. An imported game not kept gets its
 * picture when next played from the library. While the library is still
 * opening, the file waits for it (a later file given meanwhile replaces it:
 * the earlier one answers %G_IO_ERROR_CANCELLED). Without a library that can
 * save, the file is read on a worker thread (tl_record_format_load_file()) and
 * its record returned, to be played with %TL_SESSION_NEW.
 *
 * Errors: the formats' (a file that does not load or replay, its message
 * naming the file), the store's, %G_IO_ERROR_NOT_SUPPORTED for a file that is
 * not local, %G_IO_ERROR_CANCELLED.
 */
void           tl_session_open_file_async  (TlSession          *self,
                                            GFile              *file,
                                            GCancellable       *cancellable,
                                            GAsyncReadyCallback callback,
                                            gpointer            user_data);
TlSessionFile *tl_session_open_file_finish (TlSession     *self,
                                            GAsyncResult  *result,
                                            GError       **error);

G_END_DECLS
