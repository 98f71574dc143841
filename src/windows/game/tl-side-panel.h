/* tl-side-panel.h — the game page's side panel: what the seat to play has and does
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include "tl-game.h"
#include "tl-game-log.h"
#include "tl-recall-list.h"
#include "tl-turn-bar.h"

G_BEGIN_DECLS

#define TL_TYPE_SIDE_PANEL (tl_side_panel_get_type ())
G_DECLARE_FINAL_TYPE (TlSidePanel, tl_side_panel, TL, SIDE_PANEL, GtkBox)

/**
 * TlSidePanelSlot:
 * @TL_SIDE_PANEL_AFTER_CHOICES: below the choice list
 * @TL_SIDE_PANEL_AFTER_RECALL: below the followers to recall
 *
 * Where an expansion's section goes in the side panel (tl_side_panel_add_section()).
 */
typedef enum {
  TL_SIDE_PANEL_AFTER_CHOICES,
  TL_SIDE_PANEL_AFTER_RECALL,
  TL_SIDE_PANEL_N_SLOTS,
} TlSidePanelSlot;

/**
 * TlSidePanel:
 *
 * The column beside the board (template `ui/tl-side-panel.ui`, 320 pixels
 * wide), in two pages switched at its top: Turn and Log (#TlGameLog). Turn:
 * the scoreboard (#TlScoreboard: players, scores, supply), the tile in
 * hand (#TlHandView) between the rotate buttons with the tiles left (a button:
 * its popover shows the tiles the seat at the screen has not seen,
 * #TlRemainingTiles), a choice
 * list an expansion fills (its heading, its rows, a cancel button of its own),
 * the followers the seat to play may recall (The Discovery), the expansions'
 * sections, the tiles set aside (equal turns); all of it scrolls above the
 * turn bar, which always shows what to do now, Take Back and Confirm.
 *
 * It shows what the window tells it and decides nothing: the window
 * (src/windows/game/tl-window-turn.c) works out what the seat to play may see and do.
 * The buttons use the window's actions (`win.rotate-cw`, `win.rotate-ccw`,
 * `win.take-back`, `win.confirm`, `win.recall-at`).
 *
 * Signals: `tile-chosen` (int, a tile type index: a tile of the hand was
 * clicked), `choice-chosen` (guint, the row of the choice list activated).
 */

/**
 * tl_side_panel_set_game:
 * @self: a side panel
 * @game: (nullable): the game shown, or %NULL for none
 *
 * The scoreboard follows @game; the tiles set aside for the whole game (equal
 * turns) are shown, when there are any.
 */
void  tl_side_panel_set_game          (TlSidePanel      *self,
                                       TlGame           *game);

/**
 * tl_side_panel_set_hand:
 * @self: a side panel
 * @set: (nullable): the tile set of @tile and @other
 * @tile: the tile type to place (or placed), or -1 for none
 * @r: its rotation, in quarter turns clockwise (0..3)
 * @other: the other tile of a hand of two, or -1
 * @face_down: whether the tiles are shown face down (a computer seat's)
 * @choosable: whether a click on a tile chooses it (`tile-chosen`)
 * @heading: the section's heading ("Tile in Hand", "Tile Placed", …)
 */
void  tl_side_panel_set_hand          (TlSidePanel      *self,
                                       TlTileSet        *set,
                                       int               tile,
                                       guint             r,
                                       int               other,
                                       gboolean          face_down,
                                       gboolean          choosable,
                                       const char       *heading);

/**
 * tl_side_panel_set_tiles_left:
 * @self: a side panel
 * @left: the tiles left in the stack
 */
void  tl_side_panel_set_tiles_left    (TlSidePanel      *self,
                                       guint             left);

/**
 * tl_side_panel_set_viewer:
 * @self: a side panel
 * @seat: the seat at the screen, whose unseen tiles the tiles-left button's
 *   popover counts (tl_game_state_unseen_counts()); -1 for nobody (the button
 *   is then insensitive)
 */
void  tl_side_panel_set_viewer        (TlSidePanel      *self,
                                       int               seat);

/**
 * tl_side_panel_set_status:
 * @self: a side panel
 * @markup: what to do now, Pango markup (escaped by the caller)
 */
void  tl_side_panel_set_status        (TlSidePanel      *self,
                                       const char       *markup);

/**
 * tl_side_panel_set_confirm:
 * @self: a side panel
 * @label: the confirm button's label, with a mnemonic underline
 * @tooltip: its tooltip (plain text)
 */
void  tl_side_panel_set_confirm       (TlSidePanel      *self,
                                       const char       *label,
                                       const char       *tooltip);

/**
 * tl_side_panel_set_recall:
 * @self: a side panel
 * @options: (nullable) (element-type TlRecallOption): the followers the seat
 *   to play may recall (tl_game_recall_options()), or %NULL for none
 * @color: (nullable): that seat's colour
 *
 * The section shows when there is one to recall at least; a click activates
 * `win.recall-at`.
 */
void  tl_side_panel_set_recall        (TlSidePanel      *self,
                                       GArray           *options,
                                       const char       *color);

/**
 * tl_side_panel_begin_choices:
 * @self: a side panel
 * @heading: the choice list's heading
 * @cancel_label: (nullable): the cancel button's label with a mnemonic, or
 *   %NULL for no cancel button
 * @cancel_action: (nullable): the detailed action name it activates
 * @cancel_tooltip: (nullable): its tooltip
 *
 * Empties the choice list for new rows (tl_side_panel_append_choice()); the
 * list stays as shown or hidden until tl_side_panel_show_choices().
 */
void  tl_side_panel_begin_choices     (TlSidePanel      *self,
                                       const char       *heading,
                                       const char       *cancel_label,
                                       const char       *cancel_action,
                                       const char       *cancel_tooltip);

/**
 * tl_side_panel_append_choice:
 * @self: a side panel
 * @title: the row's title (plain text)
 * @subtitle: (nullable): its subtitle
 * @prefix: (nullable) (transfer floating): a widget before the title
 * @points: (nullable): points shown at its end ("+4")
 */
void  tl_side_panel_append_choice     (TlSidePanel      *self,
                                       const char       *title,
                                       const char       *subtitle,
                                       GtkWidget        *prefix,
                                       const char       *points);

/**
 * tl_side_panel_show_choices:
 * @self: a side panel
 * @shown: whether the choice list is shown
 */
void  tl_side_panel_show_choices      (TlSidePanel      *self,
                                       gboolean          shown);

/**
 * tl_side_panel_clear_choices:
 * @self: a side panel
 *
 * Removes the rows of the choice list (it stays as shown or hidden).
 */
void  tl_side_panel_clear_choices     (TlSidePanel      *self);

/**
 * tl_side_panel_focus_first_choice:
 * @self: a side panel
 *
 * Gives the keyboard focus to the choice list's first row.
 */
void  tl_side_panel_focus_first_choice (TlSidePanel     *self);

/**
 * tl_side_panel_add_section:
 * @self: a side panel
 * @section: (transfer none): an expansion's section (hidden until it shows itself)
 * @slot: where it goes
 *
 * Sections of one slot follow each other in the order they were added.
 */
void  tl_side_panel_add_section       (TlSidePanel      *self,
                                       GtkWidget        *section,
                                       TlSidePanelSlot   slot);

/**
 * tl_side_panel_set_result:
 * @self: a side panel
 * @result: (nullable): the game's result ("Ann wins with 80 points"), or
 *   %NULL while the game goes on
 *
 * Once the game is over, the tile in hand, the status and the turn's buttons
 * give way to the result with Final Scores (`win.final-scores`) and New Game
 * (`win.new-game`).
 */
void        tl_side_panel_set_result  (TlSidePanel      *self,
                                       const char       *result);

/**
 * tl_side_panel_get_log:
 * @self: a side panel
 *
 * Returns: (transfer none): the game log of its Log page (it follows the game
 * of tl_side_panel_set_game()).
 */
TlGameLog  *tl_side_panel_get_log     (TlSidePanel      *self);

/**
 * tl_side_panel_get_scoreboard:
 * @self: a side panel
 *
 * Returns: (transfer none): its players' list (tl_scoreboard_set_presence()).
 */
struct _TlScoreboard *tl_side_panel_get_scoreboard (TlSidePanel *self);

/**
 * tl_side_panel_get_recall_list:
 * @self: a side panel
 *
 * Returns: (transfer none): the list of the followers to recall (its `mark`
 * signal names the place of the row under the pointer or in focus).
 */
TlRecallList *tl_side_panel_get_recall_list (TlSidePanel *self);

/**
 * tl_side_panel_show_page:
 * @self: a side panel
 * @name: `"turn"` (the seat to play) or `"log"` (the game log)
 */
void        tl_side_panel_show_page   (TlSidePanel      *self,
                                       const char       *name);

/**
 * tl_side_panel_get_page:
 * @self: a side panel
 *
 * Returns: (transfer none): the page shown, `"turn"` or `"log"`.
 */
const char *tl_side_panel_get_page    (TlSidePanel      *self);

/**
 * tl_side_panel_set_link:
 * @self: a side panel
 * @target: (nullable) (transfer none): a section of the panel (or a widget in
 *   one) that the instruction speaks of, or %NULL for none
 * @label: (nullable): the link button's label with a mnemonic (`_Gifts`);
 *   not %NULL with a @target
 * @tooltip: (nullable): its tooltip
 * @set: (nullable): the tile set of @tile
 * @tile: a tile type index in @set the button shows (the tile looked at), or -1
 *
 * While the panel is folded away, its turn bar (tl_side_panel_set_turn_bar())
 * offers a button that opens the panel at @target (`win.show-panel-link`,
 * tl_side_panel_focus_link()). The window clears it before its expansions'
 * `update` hooks, each of which may set it.
 */
void        tl_side_panel_set_link    (TlSidePanel      *self,
                                       GtkWidget        *target,
                                       const char       *label,
                                       const char       *tooltip,
                                       TlTileSet        *set,
                                       int               tile);

/**
 * tl_side_panel_focus_link:
 * @self: a side panel
 *
 * Shows the Turn page and moves the keyboard focus to the first control of the
 * link's target (tl_side_panel_set_link()), which scrolls it into view.
 *
 * Returns: whether the focus moved there (%FALSE: no link, or nothing there
 *   takes the focus).
 */
gboolean    tl_side_panel_focus_link  (TlSidePanel      *self);

/**
 * tl_side_panel_set_turn_bar:
 * @self: a side panel
 * @bar: (nullable) (transfer none): the bar that says the turn while the panel
 *   is folded away, or %NULL
 *
 * From now on @bar shows what the panel's turn bar is told: the game, the
 * status line, the tile in hand, the confirm button's label and the result.
 * The panel keeps a weak pointer to @bar.
 */
void tl_side_panel_set_turn_bar (TlSidePanel *self,
                                 TlTurnBar   *bar);

G_END_DECLS
