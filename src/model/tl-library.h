/* tl-library.h — the app's library: the store opened in the background, what
 * became of opening it, the saved games, deletions that wait for their undo
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tl-saved-games.h"
#include "tl-store.h"

G_BEGIN_DECLS

/**
 * TlLibraryStatus:
 * @TL_LIBRARY_OPENING: the store is being opened (checked, perhaps upgraded)
 * @TL_LIBRARY_OPEN: the store is open (perhaps read-only: tl_library_can_save())
 * @TL_LIBRARY_UNAVAILABLE: opening failed (tl_library_get_error()): refused,
 *   or another failure; the app plays without a library
 */
typedef enum {
  TL_LIBRARY_OPENING,
  TL_LIBRARY_OPEN,
  TL_LIBRARY_UNAVAILABLE,
} TlLibraryStatus;

#define TL_TYPE_LIBRARY (tl_library_get_type ())
G_DECLARE_FINAL_TYPE (TlLibrary, tl_library, TL, LIBRARY, GObject)

/**
 * TlLibrary:
 *
 * One per application (the windows share it). Properties (read-only,
 * notified): `status` (#TlLibraryStatus as int), `store` (#TlStore or %NULL
 * unless open), `saved-games` (#TlSavedGames or %NULL unless open).
 *
 * Signals: `hidden-changed` (no arguments): a game was hidden or shown again
 * (tl_library_hide_game()); lists that show games filter with
 * tl_library_is_hidden(). `failed` (#GError): a deletion failed (the disk
 * is full, the library read-only…); the game is shown again. Windows say so.
 */

/**
 * tl_library_new:
 * @path: the database file (tl_store_choose_path())
 * @flags: how to open it (%TL_STORE_OPEN_READ_ONLY for a library that must not
 *   be written, as a test of a read-only disk does)
 *
 * Starts opening @path on the store's thread (tl_store_open_async()); the
 * answer comes on the thread-default main context as a change of `status`.
 *
 * Returns: (transfer full): the library, %TL_LIBRARY_OPENING.
 */
TlLibrary       *tl_library_new             (const char       *path,
                                             TlStoreOpenFlags  flags);

/**
 * tl_library_new_for_store:
 * @store: a store already open
 *
 * A library over @store, %TL_LIBRARY_OPEN at once: for a program (a test, a
 * tool) that opened the store itself. tl_library_close() closes @store.
 *
 * Returns: (transfer full): the library.
 */
TlLibrary       *tl_library_new_for_store   (TlStore *store);

TlLibraryStatus  tl_library_get_status      (TlLibrary *self);
const char      *tl_library_get_path        (TlLibrary *self);

/**
 * tl_library_get_store:
 * @self: a library
 *
 * Returns: (transfer none) (nullable): the store, %NULL unless %TL_LIBRARY_OPEN.
 */
TlStore         *tl_library_get_store       (TlLibrary *self);

/**
 * tl_library_get_saved_games:
 * @self: a library
 *
 * Returns: (transfer none) (nullable): the games in progress (a list kept up to
 * date), %NULL unless %TL_LIBRARY_OPEN.
 */
TlSavedGames    *tl_library_get_saved_games (TlLibrary *self);

/**
 * tl_library_get_error:
 * @self: a library
 *
 * Returns: (transfer none) (nullable): why the library is %TL_LIBRARY_UNAVAILABLE
 * (a %TL_STORE_ERROR whose message names the file), else %NULL.
 */
const GError    *tl_library_get_error       (TlLibrary *self);

/**
 * tl_library_is_refused:
 * @self: a library
 *
 * Returns: %TRUE when the file was refused (tl_store_error_is_refusal(): not a
 * library, damaged, or from a newer Tilelands): it was left as it is and can
 * be moved aside (tl_library_move_aside()).
 */
gboolean         tl_library_is_refused      (TlLibrary *self);

/**
 * tl_library_can_save:
 * @self: a library
 *
 * Returns: %TRUE when games in progress are kept in the library: it is open
 * and writable (not tl_store_is_read_only()).
 */
gboolean         tl_library_can_save        (TlLibrary *self);

/**
 * tl_library_move_aside:
 * @self: a library that was refused (tl_library_is_refused())
 * @moved_to: (out) (optional) (transfer full): the file's new name
 * @error: return location for an error, or %NULL
 *
 * Renames the refused file (tl_store_move_aside(): kept as
 * `<path>.unreadable-<date>`) and opens a new, empty library at its place
 * (`status` becomes %TL_LIBRARY_OPENING, then the answer). Errors: those of
 * tl_store_move_aside(), %G_IO_ERROR_NOT_SUPPORTED when the library was not refused.
 *
 * Returns: %TRUE when moved.
 */
gboolean         tl_library_move_aside      (TlLibrary  *self,
                                             char      **moved_to,
                                             GError    **error);

/**
 * tl_library_hide_game:
 * @self: a library
 * @id: a game's id
 *
 * Hides the game from the lists until tl_library_show_game() or
 * tl_library_delete_game(): what a deletion does while its undo toast is
 * shown. Emits `hidden-changed`.
 */
void             tl_library_hide_game       (TlLibrary  *self,
                                             const char *id);

/**
 * tl_library_show_game:
 * @self: a library
 * @id: a hidden game's id
 *
 * Undoes tl_library_hide_game() (Undo in the toast). Emits `hidden-changed`.
 */
void             tl_library_show_game       (TlLibrary  *self,
                                             const char *id);

/**
 * tl_library_delete_game:
 * @self: a library
 * @id: a hidden game's id
 *
 * Deletes the game from the library (tl_store_delete_game_async()): the toast
 * was dismissed without Undo. It stays hidden until the lists know it is gone.
 * A hidden game is also deleted when the library is closed.
 */
void             tl_library_delete_game     (TlLibrary  *self,
                                             const char *id);

/**
 * tl_library_is_hidden:
 * @self: a library
 * @id: a game's id
 *
 * Returns: %TRUE when the game is hidden (deleted, or waiting for its undo).
 */
gboolean         tl_library_is_hidden       (TlLibrary  *self,
                                             const char *id);

/**
 * tl_library_close:
 * @self: a library
 *
 * Deletes the hidden games, then closes the store (tl_store_close(): waits for
 * the work queued, autosaves included). At the application's shutdown.
 */
void             tl_library_close           (TlLibrary *self);

/**
 * tl_library_dup_debug_info:
 * @self: (nullable): the application's library, or %NULL when it has none
 *
 * What a bug report needs to know of the library, for the About window's
 * details: its file and the SQLite version, one per line.
 *
 * Returns: (transfer full): `"Library: PATH\nSQLite: VERSION"` (`Library: none`
 *   without a library); free with g_free().
 */
char            *tl_library_dup_debug_info  (TlLibrary *self);

/**
 * TlThumbnailFunc:
 * @state: a game in progress (a copy: the function may keep no pointer into it)
 * @max_width: the picture's largest width (pixels)
 * @max_height: its largest height (pixels)
 *
 * Draws the picture of the board kept with a saved game. Called on a worker
 * thread (it must be thread-safe), so that the window never waits for it.
 *
 * Returns: (transfer full) (nullable): a PNG in memory, or %NULL for none.
 */
typedef GBytes *(*TlThumbnailFunc) (const TlGameState *state,
                                    guint              max_width,
                                    guint              max_height);

/**
 * tl_library_set_thumbnail_func:
 * @self: a library
 * @func: (nullable): what draws a saved game's picture; %NULL: games are saved
 *   without one
 *
 * The model may not draw (layers: render is above it): the application hands
 * the library the render layer's tl_render_board_thumbnail() here, and the
 * sessions (#TlSession) draw their pictures with it.
 */
void             tl_library_set_thumbnail_func (TlLibrary       *self,
                                                TlThumbnailFunc  func);
TlThumbnailFunc  tl_library_get_thumbnail_func (TlLibrary       *self);

G_END_DECLS

#include "tl-library-calls.h"
