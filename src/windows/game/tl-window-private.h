/* tl-window-private.h — the main window's parts, shared by its source files
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TlWindow is written as GNOME Text Editor writes its window, one part a file:
 *
 *   tl-window.c            the GObject: template, the game shown, closing, the public API
 *   tl-window-actions.c    every action of the window and when it is enabled
 *   tl-window-turn.c       the turn: whose it is, the hand-over screen, the side
 *                          panel (#TlSidePanel), the game's signals, the final scores
 *   tl-window-files.c      Load and Export (.tilelands files), saving before a game is left
 *   tl-window-ai.c         computer moves and hints
 *   tl-window-library.c    the library: start page, the session (autosave), Continue, banner
 *   tl-window-expansions.c the expansions' hook tables (#TlWindowHooks), one line each
 *
 * and one file per expansion, tl-window-EXP.c, behind its hook table (its
 * actions are listed in tl-window-EXP-private.h). The core files name no expansion. Only these files, the
 * application, the final-score table, the turn hint, the game log's words
 * (tl-log-text.c) and the tests include this header.
 */
#pragma once

#include "tl-window.h"
#include "tl-abandon-dialog.h"
#include "tl-board-view.h"
#include "tl-library-banner.h"
#include "tl-session.h"
#include "tl-side-panel-private.h"
#include "tl-start-page.h"

G_BEGIN_DECLS

typedef struct _TlWindowHooks TlWindowHooks;

/**
 * TlWindowAccel:
 * @action: a detailed action name (`win.…`)
 * @accels: its accelerators (with a modifier), %NULL-terminated
 *
 * An accelerator of an expansion's window action, set by #TlApplication.
 */
typedef struct {
  const char *action;
  const char *accels[4];
} TlWindowAccel;

/**
 * TlWindowScoreColumn:
 * @expansion: the expansion's name in game records; the column shows in games with it
 * @heading: the column's heading, untranslated (N_())
 * @first: the first #TlScoreSource it adds up
 * @last: the last one
 *
 * An expansion's column of the final score table (tl_final_score_table_new()).
 */
typedef struct {
  const char *expansion;
  const char *heading;
  TlScoreSource first, last;
} TlWindowScoreColumn;

/**
 * TlWindowHooks:
 *
 * What an expansion adds to the main window, its side panel and the turn;
 * every member may be NULL (or 0). @state is the expansion's own, @state_size
 * bytes zeroed when the window is made. Registered in one line of
 * tl-window-expansions.c; the core calls the hooks in that order. @expansions
 * names the engine's modules it is the window's part of (#TlExpansion names,
 * %NULL-terminated): `/ui/registries/expansions` matches them with the engine's.
 */
struct _TlWindowHooks {
  const char *const *expansions;
  gsize state_size;

  /* the window is made: its actions, its sections of the side panel
   * (tl_side_panel_add_section()), its shortcuts on the board, the board's
   * signals */
  void        (*init)          (TlWindow *self, gpointer state);
  void        (*dispose)       (TlWindow *self, gpointer state);
  /* a game starts in the window (self->game is the new one) */
  void        (*reset)         (TlWindow *self, gpointer state);
  /* anything changed (self->game may be NULL): its sections and its actions'
   * enabled state; called before the turn bar's text (status) */
  void        (*update)        (TlWindow *self, gpointer state);
  /* the game changed (after the refresh): tell what the person did not see */
  void        (*changed)       (TlWindow *self, gpointer state);
  /* Undo is about to undo a turn */
  void        (*undo)          (TlWindow *self, gpointer state);

  /* whether the seat to play holds something the others at the screen must
   * not see (a turn then starts behind the hand-over screen) */
  gboolean    (*secret)        (TlWindow *self, gpointer state);
  /* the hand-over screen's text for a game with this expansion: TRUE when it
   * set @description (transfer full) and @button (a label with a mnemonic) */
  gboolean    (*hand_over)     (TlWindow *self, gpointer state, const char *name,
                                char **description, const char **button);

  /* the side panel's hand: TRUE when it showed the hand itself */
  gboolean    (*show_hand)     (TlWindow *self, gpointer state);
  /* a tile of the hand was clicked: TRUE when it took the choice */
  gboolean    (*choose_tile)   (TlWindow *self, gpointer state, int type);
  /* T (`win.switch-tile`): whether it offers another tile now; switch to it
   * (TRUE when it did) */
  gboolean    (*can_switch_tile) (TlWindow *self, gpointer state);
  gboolean    (*switch_tile)   (TlWindow *self, gpointer state);
  /* Enter (`win.confirm`): TRUE when it took a step of its own instead of
   * ending the turn (it shows its errors); the label and tooltip of the
   * confirm button meanwhile (NULL: the core's) */
  gboolean    (*confirm)       (TlWindow *self, gpointer state);
  const char *(*confirm_label) (TlWindow *self, gpointer state, const char **tooltip);

  /* the turn bar's instruction while it asks for something (NULL: the turn
   * hint), transfer full */
  char       *(*status)        (TlWindow *self, gpointer state);
  /* a row of the choice list it offered (_tl_window_offer_choices()) was
   * chosen; the choice ends (_tl_window_end_choice()) */
  void        (*choice_chosen) (TlWindow *self, gpointer state, guint index);
  void        (*end_choice)    (TlWindow *self, gpointer state);

  /* tl_turn_hint_dup(): the whole instruction instead of the core's (the
   * first expansion that gives one), and a sentence put above the core's in
   * the follower step; transfer full */
  char       *(*turn_hint)     (TlGame *game);
  char       *(*follower_note) (TlGame *game);

  /* the game log (tl-log-text.c): the reason of one of its own scorings in
   * words ("Revealed tile fits nowhere"), NULL when @event is not its own;
   * what it did in @turn that every player saw ("Opened Cash Out"), or NULL.
   * @state is the game right after @turn (@turn NULL: the final scoring);
   * transfer full */
  char       *(*log_reason)    (TlGameState        *state,
                                const TlTurnRecord *turn,
                                const TlScoreEvent *event);
  char       *(*log_action)    (TlGameState        *state,
                                const TlTurnRecord *turn);

  /* its columns of the final score table (expansion NULL: none) */
  TlWindowScoreColumn score_columns[2];
  /* its actions' accelerators, ending with { NULL } (NULL: none) */
  const TlWindowAccel *accels;
};

extern const TlWindowHooks *const _tl_window_expansions[];
extern const guint _tl_window_n_expansions;

struct _TlWindow
{
  AdwApplicationWindow parent_instance;

  /* template */
  AdwToastOverlay *toast_overlay;
  AdwToastOverlay *board_toasts;
  AdwWindowTitle *window_title;
  GtkWidget *undo_button;
  GtkWidget *redo_button;
  GtkStack *stack;
  TlBoardView *board_view;
  GtkShortcutController *board_shortcuts;
  TlSidePanel *side_panel;
  AdwFlap *flap;                   /* the side panel, folded in a narrow window */
  GtkWidget *panel_button;
  TlTurnBar *turn_bar;             /* under the board while the side panel is folded */
  guint folded_idle;
  guint confirm_idle;              /* the turn ends by itself (no confirm step) */
  AdwStatusPage *handover_page;
  GtkWidget *reveal_button;
  /* tl-window-library.c */
  TlStartPage *start_page;
  TlLibraryBanner *library_banner;
  GtkWidget *home_button;
  struct _TlWindowLibrary *library;

  TlGame *game;
  gulong changed_id;
  gulong game_over_id;
  gulong scored_id;
  /* tl-window-ai.c: the computer move being worked out (cancelled when it must
   * not be played any more), the pause before a move that is ready is played,
   * that move, when the thinking began; the hint being worked out. */
  GCancellable *ai_cancellable;
  guint ai_source;
  GAsyncResult *ai_result;
  gint64 ai_started;
  GCancellable *hint_cancellable;
  AdwToast *hint_toast;            /* "Looking for a good move…" while it thinks */
  /* The toasts of the turn, shown or queued (of AdwToast, owned): dismissed
   * when the turn ends or the hand-over screen shows, so that no seat reads
   * another's news (a gift received, a hint). */
  GPtrArray *toasts;

  /* Hot-seat with hidden information: the seat whose hand was shown last
   * (after its hand-over screen), or -1. A human seat's turn starts behind the
   * hand-over screen unless it is this seat. */
  int revealed_seat;
  /* The name of the file the game was loaded from or exported to, for the
   * subtitle; NULL for none. */
  char *file_name;
  /* The game changed since it was started, loaded or saved. */
  gboolean dirty;
  /* While a game file is read in a worker thread: cancelled when the window
   * goes away first; NULL otherwise. */
  GCancellable *loading;
  /* The folder a game was last loaded from or saved to, where the file
   * chooser starts (else the user's documents); NULL before. */
  GFile *folder;
  /* Closing was asked about and agreed to; the question while it is shown. */
  gboolean closing;
  TlAlert *close_dialog;
  /* Why the last Space did nothing (the tile does not fit there), shown above
   * the instruction until the cursor moves or the game changes; NULL. */
  char *place_note;
  /* A follower was recalled in this turn (The Discovery), for these points. */
  gboolean recalled;
  gint recall_points;

  /* The side panel's choice list: the expansion that offers it (NULL: it is
   * hidden), and one position per row. */
  const TlWindowHooks *choice_owner;
  GArray *choices;                 /* of TlPosition */

  /* per expansion of _tl_window_expansions, its hooks' state */
  gpointer *states;

  /* tl-window-join.c: the game on a host played here (NULL: none), and the
   * toast that says where its connection stands */
  struct _TlJoinedGame *joined;
  AdwToast *join_toast;
  /* tl-window-online.c: the Online Games, the game on a host followed */
  struct _TlWindowOnline *online;

  /* tl-window-host.c: the app's hosting set for this window (NULL: the
   * application's); the id of the game with friends this app hosts, played
   * here (NULL: none); one made on a server by this app: its server, links
   * and, when the server gave it, the creator's token (NULL: none); the
   * invites to show once the game is there */
  struct _TlHosting *hosting;
  char *hosted_id;
  struct _TlServerGame *server_game;
  gboolean invites_pending;
};

/* tl-window.c */
/* @message: plain text (escaped here: a toast's title is markup); the toast
 * belongs to the turn (_tl_window_dismiss_toasts()) */
void      _tl_window_show_toast         (TlWindow     *self,
                                         const char   *message);
/* Shows @toast (transfer full) as one of the turn's toasts: over the board
 * while the game page shows (above the turn bar, beside the side panel), else
 * over the whole window. */
void      _tl_window_add_toast          (TlWindow     *self,
                                         AdwToast     *toast);
/* Shows @toast (transfer full) where _tl_window_add_toast() does, but as news
 * of the window's, not of a turn: it stays when the next seat's turn begins */
void      _tl_window_add_lasting_toast  (TlWindow     *self,
                                         AdwToast     *toast);
/* Dismisses the turn's toasts, shown or queued: the turn ended, or the
 * hand-over screen shows. */
void      _tl_window_dismiss_toasts     (TlWindow     *self);
/* for the tests: (element-type AdwToast) (transfer none) the turn's toasts
 * shown or queued */
const GPtrArray *_tl_window_get_toasts  (TlWindow     *self);
void      _tl_window_show_error         (TlWindow     *self,
                                         const GError *error);
GSettings *_tl_window_get_settings      (TlWindow     *self);
guint     _tl_window_n_humans           (TlWindow     *self);
gpointer  _tl_window_get_state          (TlWindow            *self,
                                         const TlWindowHooks *hooks);
void      _tl_window_leave_game         (TlWindow     *self);
void      _tl_window_clear_game         (TlWindow     *self);
/* tl_window_start_game(); @from_library: @record is the library's saved game
 * (resumed: not stored again until it changes), else a game new to the
 * library (stored at once, even before its first turn) */
gboolean  _tl_window_start              (TlWindow        *self,
                                         const TlRecord  *record,
                                         gboolean         from_library,
                                         GError         **error);
/* _tl_window_start() for a game already made; @from_library as there */
void      _tl_window_start_game         (TlWindow        *self,
                                         TlGame          *game,
                                         gboolean         from_library);

/* tl-window-online.c */
void      _tl_window_online_init        (TlWindow     *self);
void      _tl_window_online_dispose     (TlWindow     *self);
/* the window plays @link's seat: its entry follows @joined (transfer none) */
void      _tl_window_online_joined      (TlWindow     *self,
                                         const char   *link,
                                         struct _TlJoinedGame *joined);
void      _tl_window_online_drop        (TlWindow     *self);
/* `app.open-online-game`: the window playing @link comes forward, else
 * @window plays it */
void      _tl_window_online_present     (TlWindow     *window,
                                         const char   *link);
/* for the tests: (element-type utf8) (transfer none) the ids of the
 * notifications shown and not withdrawn; @last_body: the last one's text */
const GPtrArray *_tl_window_online_get_notifications (TlWindow    *self,
                                                      const char **last_body);

/* tl-window-join.c */
/* Joins the game of the invite link @link; errors: the link's
 * (tl_joined_game_new()) */
gboolean  _tl_window_join               (TlWindow     *self,
                                         const char   *link,
                                         GError      **error);
/* The Join Game dialog, asking first for a link that came from outside
 * (@link), or taking one typed (@link NULL); (transfer none) */
GtkWindow *_tl_window_join_ask          (TlWindow     *self,
                                         const char   *link);
/* _tl_window_join() playing under @player (NULL: the first of the New Game
 * window's names) */
gboolean  _tl_window_join_as            (TlWindow     *self,
                                         const char   *link,
                                         const char   *player,
                                         GError      **error);
/* the game on a host is let go (another game starts, the window closes) */
void      _tl_window_join_drop          (TlWindow     *self);
/* the status line while another seat plays on the host, or NULL */
char     *_tl_window_join_status        (TlWindow     *self);
/* the status line of a game on a host whose person's seat the host's
 * computer plays (handed over: @computer; for good: @resigned), else NULL
 * (translated, transfer none) */
const char *_tl_window_join_computer_text (gboolean   computer,
                                           gboolean   resigned);
/* for the tests: (transfer none) (nullable) */
struct _TlJoinedGame *_tl_window_get_joined (TlWindow *self);

/* tl-window-host.c */
void      _tl_window_host_init          (TlWindow     *self);
/* enables win.invites and win.end-hosted-game */
void      _tl_window_host_update_actions (TlWindow    *self);
/* forgets the game with friends (called by _tl_window_join_drop()) */
void      _tl_window_host_drop          (TlWindow     *self);
/* the window plays @link's seat: the creator's controls of a game this app
 * made on a server, kept in server-games.ini, come back with it */
void      _tl_window_host_joined        (TlWindow     *self,
                                         const char   *link);
/* the game on a host is over: its creator's controls are forgotten */
void      _tl_window_host_over          (TlWindow     *self);
/* the invites dialog of the game with friends played here, or NULL when it
 * has none; (transfer none) */
GtkWindow *_tl_window_show_invites      (TlWindow     *self);
/* (transfer none) (nullable): the hosting the window uses */
struct _TlHosting *_tl_window_get_hosting (TlWindow   *self);
/* for the tests: the id of the game this app hosts played here, or NULL */
const char *_tl_window_get_hosted_id    (TlWindow     *self);

/* The button that shows the folded side panel, and the turn bar under the
 * board: shown while a game is on and the side panel is folded. */
void      _tl_window_show_folded        (TlWindow     *self);
/* for the tests */
TlHandView  *_tl_window_get_hand_view   (TlWindow     *self);
const char  *_tl_window_get_page        (TlWindow     *self);
TlStartPage *_tl_window_get_start_page  (TlWindow     *self);
TlLibraryBanner *_tl_window_get_library_banner (TlWindow *self);
TlSession   *_tl_window_get_session     (TlWindow     *self);

/* tl-window-actions.c */
void      _tl_window_actions_init       (TlWindow     *self);
void      _tl_window_actions_update     (TlWindow     *self);
void      _tl_window_add_actions        (TlWindow           *self,
                                         const GActionEntry *entries,
                                         guint               n_entries);
void      _tl_window_set_enabled        (TlWindow     *self,
                                         const char   *name,
                                         gboolean      enabled);
void      _tl_window_set_action_state   (TlWindow     *self,
                                         const char   *name,
                                         GVariant     *state);

/* tl-window-turn.c */
void      _tl_window_turn_init          (TlWindow     *self);
void      _tl_window_turn_reset         (TlWindow     *self);
gboolean  _tl_window_can_play           (TlWindow     *self);
gboolean  _tl_window_waiting_for_hand_over (TlWindow  *self);
void      _tl_window_begin_seat         (TlWindow     *self);
void      _tl_window_refresh            (TlWindow     *self);
/* a note above the instruction (plain text), or NULL to take it away */
void      _tl_window_set_place_note     (TlWindow     *self,
                                         const char   *note);
void      _tl_window_update_hand        (TlWindow     *self);
/* The status line and the board's accessible description afresh (the keyboard
 * cursor moved). */
void      _tl_window_update_status      (TlWindow     *self);
void      _tl_window_show_final_scores  (TlWindow     *self);
gboolean  _tl_window_has_game_in_progress (TlWindow   *self);
/* the choice list, offered by @owner: emptied for new rows with a heading and
 * a cancel button (cancel_label NULL: none), the rows, shown */
void      _tl_window_offer_choices      (TlWindow            *self,
                                         const TlWindowHooks *owner,
                                         const char          *heading,
                                         const char          *cancel_label,
                                         const char          *cancel_action,
                                         const char          *cancel_tooltip);
void      _tl_window_add_choice         (TlWindow         *self,
                                         const TlPosition *at,
                                         const char       *title,
                                         const char       *subtitle,
                                         GtkWidget        *prefix,
                                         const char       *points);
void      _tl_window_end_choice         (TlWindow     *self);

/* tl-window-files.c */
void      _tl_window_files_dispose      (TlWindow     *self);
void      _tl_window_show_open_chooser  (GtkWindow    *window,
                                         gpointer      data);
void      _tl_window_load_file          (GtkWindow    *window,
                                         gpointer      file);
void      _tl_window_save_game          (TlWindow          *self,
                                         TlAbandonCallback  then,
                                         gpointer           data,
                                         GDestroyNotify     destroy);
void      _tl_window_save_then          (GtkWindow         *window,
                                         TlAbandonCallback  then,
                                         gpointer           data,
                                         GDestroyNotify     destroy);
/* @error: why @file cannot be loaded, in words (tl_format_error_describe()) */
void      _tl_window_show_load_error    (TlWindow     *self,
                                         GFile        *file,
                                         const GError *error);
void      _tl_window_remember_folder    (TlWindow     *self,
                                         GFile        *file);
/* the game came from @file or went to it: its name in the subtitle */
void      _tl_window_set_file           (TlWindow     *self,
                                         GFile        *file);

/* tl-window-library.c */
void      _tl_window_library_class_init (GtkWidgetClass *widget_class);
void      _tl_window_library_init       (TlWindow     *self);
/* TRUE while the window has a library and it is open (History, Statistics…) */
gboolean  _tl_window_library_is_open    (TlWindow     *self);
/* tl-window-library-files.c: Export Library… and Import Library… */
void      _tl_window_library_files_init (TlWindow     *self);
void      _tl_window_library_files_update_actions (TlWindow *self);
void      _tl_window_library_dispose    (TlWindow     *self);
void      _tl_window_library_game_started (TlWindow   *self,
                                         gboolean      from_library);
gboolean  _tl_window_library_keeps_game (TlWindow     *self);
void      _tl_window_library_update_actions (TlWindow *self);
/* Opens @file (local) into a game: imported into the library, or read
 * (tl-window-files.c) */
void      _tl_window_library_open_file  (TlWindow     *self,
                                         GFile        *file);
/* (transfer none): a new cancellable for a game's import or load, the one
 * before it cancelled */
GCancellable *_tl_window_library_begin_loading (TlWindow *self);
/* The window that plays the game @id, or NULL */
TlWindow *_tl_window_library_find_playing (const char *id);
/* Plays the saved game @id here, or brings forward the window that plays it;
 * @from: (nullable): the file it was just opened from, for the title */
void      _tl_window_library_resume     (TlWindow     *self,
                                         const char   *id,
                                         GFile        *from);
/* Plays the saved game @id as _tl_window_library_resume() does, then says in a
 * toast over the board (once the game is there, never over the turn bar) that
 * the file @older (nullable, a basename) is older than the library's game and
 * at which turn that stands, or else @message (nullable, plain text) */
void      _tl_window_library_resume_saying (TlWindow   *self,
                                            const char *id,
                                            GFile      *from,
                                            const char *older,
                                            const char *message);
/* Loads the window's game again from the library, which took a copy of it
 * further on than the window's (a file opened) */
void      _tl_window_library_reload     (TlWindow     *self);

/* tl-window-ai.c */
void      _tl_window_ai_schedule        (TlWindow     *self);
void      _tl_window_ai_stop            (TlWindow     *self);
gboolean  _tl_window_ai_busy            (TlWindow     *self);
gboolean  _tl_window_ai_can_hint        (TlWindow     *self);
/* The hint's sentence for @move of the game shown: where the follower goes,
 * or where the one to recall stands, in words (tl_place_text_dup()). */
char     *_tl_window_ai_describe_follower (TlWindow       *self,
                                           const TlAiMove *move);
void      _tl_window_action_hint        (GSimpleAction *action,
                                         GVariant      *parameter,
                                         gpointer       data);

/* tl-window-expansions.c */
void      _tl_window_expansions_set_accels (GtkApplication *app);

/* Calls @hook of every expansion that has it, with its state. */
#define TL_WINDOW_EACH_HOOK(self, hook, ...)                                   \
  G_STMT_START {                                                               \
    for (guint _i = 0; _i < _tl_window_n_expansions; _i++)                     \
      if (_tl_window_expansions[_i]->hook != NULL)                             \
        _tl_window_expansions[_i]->hook ((self), (self)->states[_i], ##__VA_ARGS__); \
  } G_STMT_END

G_END_DECLS
