/* tl-window-private.h — the main window's parts, shared by its source files
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TlWindow is written in three files: tl-window.c (pages, turn, load and save),
 * tl-window-gifts.c (The Gifts in the side panel and the opening flow) and
 * tl-window-maps.c (Map-Chips: looking at face-down tiles, reveals, the map's
 * counts), tl-window-ai.c (computer moves and hints) and tl-window-library.c
 * (the library: the start page, autosave, Continue, opening files into the
 * library, the library's banner). Only these files include this header.
 */
#pragma once

#include "tl-window.h"
#include "tl-board-view.h"
#include "tl-library-banner.h"
#include "tl-start-page.h"
#include "tl-choice-list.h"
#include "tl-gift-hand.h"
#include "tl-hand-view.h"
#include "tl-map-legend.h"
#include "tl-recall-list.h"
#include "tl-scoreboard.h"
#include "tl-tile-preview.h"
#include "tl-tile-strip.h"

G_BEGIN_DECLS

/**
 * TlWindowChoice:
 * @TL_WINDOW_CHOICE_NONE: the side panel's choice list is hidden
 * @TL_WINDOW_CHOICE_GIFT_TARGET: the targets of the gift being opened
 * @TL_WINDOW_CHOICE_GIFT_CHANGE: Change Position: where the follower goes
 * @TL_WINDOW_CHOICE_PEEK: the face-down tiles the player may look at
 *
 * What the side panel's choice list (and the board) offers.
 */
typedef enum {
  TL_WINDOW_CHOICE_NONE,
  TL_WINDOW_CHOICE_GIFT_TARGET,
  TL_WINDOW_CHOICE_GIFT_CHANGE,
  TL_WINDOW_CHOICE_PEEK,
} TlWindowChoice;

struct _TlWindow
{
  AdwApplicationWindow parent_instance;

  /* template */
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkWidget *undo_button;
  GtkStack *stack;
  TlBoardView *board_view;
  TlScoreboard *scoreboard;
  GtkLabel *hand_heading;
  TlHandView *hand_view;
  GtkLabel *tiles_left_label;
  GtkLabel *status_label;
  GtkWidget *choice_box;
  GtkLabel *choice_heading;
  TlChoiceList *choice_list;
  GtkWidget *choice_cancel;
  GtkWidget *peek_box;
  TlTilePreview *peek_preview;
  GtkLabel *peek_label;
  GtkWidget *recall_box;
  TlRecallList *recall_list;
  GtkWidget *gift_box;
  TlGiftHand *gift_hand;
  GtkWidget *map_box;
  GtkLabel *map_heading;
  GtkLabel *map_label;
  GtkMenuButton *legend_button;
  TlMapLegend *map_legend;
  GtkWidget *set_aside_box;
  TlTileStrip *set_aside_strip;
  AdwStatusPage *handover_page;
  GtkWidget *reveal_button;
  GtkWidget *confirm_button;
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

  /* Hot-seat with hidden information: the seat whose hand was shown last
   * (after its hand-over screen), or -1. A human seat's turn starts behind the
   * hand-over screen unless it is this seat. */
  int revealed_seat;
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
  AdwMessageDialog *close_dialog;
  /* A follower was recalled in this turn (The Discovery), for these points. */
  gboolean recalled;
  gint recall_points;

  /* The choice list: what it offers, and one position per row. */
  TlWindowChoice choice;
  GArray *choices;                 /* of TlPosition */
  /* The gift being opened and, for Change Position, the follower chosen. */
  TlGiftCard gift_card;
  TlPosition gift_from;
  /* The question "Open …?" is shown; an idle check after the board stopped
   * targeting by itself (Escape on the board). */
  gboolean confirming;
  guint board_idle;
  /* The Gifts: the current hand as the turn's placement began (for "you
   * received a gift"), the last turn told about, the finished turns seen. */
  guint gift_turn;
  guint gift_counts[TL_N_GIFT_CARDS];
  guint received_turn;
  guint turns_seen;

  /* Map-Chips: what the seat to play looked at in this turn (peek_turn 0 for
   * nothing), and per seat whether the board shows what it looked at. */
  guint peek_turn;
  gint peek_x, peek_y;
  int peek_type;
  gboolean remember[TL_MAX_PLAYERS];
};

/* tl-window.c */
/* @message: plain text (escaped here: a toast's title is markup) */
void      tl_window_show_toast        (TlWindow     *self,
                                       const char   *message);
void      tl_window_show_error        (TlWindow     *self,
                                       const GError *error);
gboolean  tl_window_can_play          (TlWindow     *self);
guint     tl_window_n_humans          (TlWindow     *self);
void      tl_window_refresh           (TlWindow     *self);
void      tl_window_set_enabled       (TlWindow     *self,
                                       const char   *name,
                                       gboolean      enabled);
void      tl_window_clear_choices     (TlWindow     *self);
void      tl_window_end_choice        (TlWindow     *self);

/* tl-window-gifts.c */
void      tl_window_gifts_add_actions (TlWindow     *self);
void      tl_window_gifts_update      (TlWindow     *self);
void      tl_window_gifts_note        (TlWindow     *self);
void      tl_window_gifts_chosen      (TlWindow     *self,
                                       guint         index);
char     *tl_window_gifts_hint        (TlWindow     *self);
void      tl_window_gifts_on_open     (TlGiftHand   *hand,
                                       int           card,
                                       TlWindow     *self);
void      tl_window_gifts_connect_board (TlWindow   *self);

void      tl_window_show_load_error   (TlWindow     *self,
                                       GFile        *file,
                                       const char   *message);
void      tl_window_remember_folder   (TlWindow     *self,
                                       GFile        *file);
void      tl_window_leave_game        (TlWindow     *self);
gboolean  tl_window_has_game_in_progress (TlWindow  *self);

/* tl-window-library.c */
void      tl_window_library_class_init (GtkWidgetClass *widget_class);
void      tl_window_library_init      (TlWindow     *self);
void      tl_window_library_dispose   (TlWindow     *self);
void      tl_window_library_game_started (TlWindow  *self,
                                       gboolean      from_library);
void      tl_window_library_game_changed (TlWindow  *self);
gboolean  tl_window_library_keeps_game (TlWindow    *self);
void      tl_window_library_update_actions (TlWindow *self);
gboolean  tl_window_library_open_file (TlWindow     *self,
                                       GFile        *file);

/* tl-window-ai.c */
void      tl_window_ai_schedule       (TlWindow     *self);
void      tl_window_ai_stop           (TlWindow     *self);
gboolean  tl_window_ai_busy           (TlWindow     *self);
gboolean  tl_window_ai_can_hint       (TlWindow     *self);
void      tl_window_action_hint       (GSimpleAction *action,
                                       GVariant      *parameter,
                                       gpointer       data);

/* tl-window-maps.c */
void      tl_window_maps_add_actions  (TlWindow     *self);
void      tl_window_maps_update       (TlWindow     *self);
void      tl_window_maps_chosen       (TlWindow     *self,
                                       guint         index);
void      tl_window_maps_connect_board (TlWindow    *self);
gboolean  tl_window_maps_secret       (TlWindow     *self);

G_END_DECLS
