/* tl-side-panel.c — the game page's side panel: what the seat to play has and does
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tl-side-panel-private.h"
#include "tl-button-label.h"
#include "tl-choice-list.h"
#include "tl-hand-view.h"
#include "tl-recall-list.h"
#include "tl-remaining-tiles.h"
#include "tl-scoreboard.h"
#include "tl-tile-strip.h"

struct _TlSidePanel
{
  GtkBox parent_instance;

  /* template */
  GtkWidget *sections;
  GtkStack *pages;
  TlGameLog *game_log;
  TlScoreboard *scoreboard;
  GtkLabel *hand_heading;
  TlHandView *hand_view;
  GtkLabel *tiles_left_label;
  GtkWidget *tiles_left_button;
  TlRemainingTiles *remaining_tiles;
  GtkWidget *choice_box;
  GtkLabel *choice_heading;
  TlChoiceList *choice_list;
  GtkWidget *choice_cancel;
  GtkWidget *recall_box;
  TlRecallList *recall_list;
  GtkWidget *set_aside_box;
  TlTileStrip *set_aside_strip;
  GtkLabel *status_label;
  GtkWidget *confirm_button;
  GtkWidget *take_back_button;
  GtkWidget *final_scores_button;
  GtkWidget *new_game_button;
  GtkWidget *hand_box;
  GtkWidget *turn_buttons;
  GtkWidget *turn_bar;
  GtkWidget *result_box;
  GtkLabel *result_label;

  /* the last section added to each slot (or the slot's own widget) */
  GtkWidget *slot_end[TL_SIDE_PANEL_N_SLOTS];

  /* says the turn while the panel is folded away (tl_side_panel_set_turn_bar()) */
  TlTurnBar *folded_bar;
  /* where the folded bar's link button leads (tl_side_panel_set_link()) */
  GtkWidget *link_target;

  /* the game shown and the seat whose unseen tiles the popover counts (-1: none) */
  TlGame *game;
  int viewer;
};

G_DEFINE_FINAL_TYPE (TlSidePanel, tl_side_panel, GTK_TYPE_BOX)

/* The panel's one width in pixels (its `width-request` in the template): its
 * texts wrap to it, whatever the step and the language, so that the board
 * beside it never shrinks and re-zooms when a step's text is longer. */
#define TL_SIDE_PANEL_WIDTH 320

enum {
  TILE_CHOSEN,
  CHOICE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
tl_side_panel_set_game (TlSidePanel *self,
                        TlGame      *game)
{
  const TlGameState *state = game != NULL ? tl_game_get_state (game) : NULL;
  const guint *aside = NULL;
  guint n = 0;

  g_return_if_fail (TL_IS_SIDE_PANEL (self));

  /* another game: its turn first (the Log page stayed chosen from the last game) */
  if (g_set_object (&self->game, game) && game != NULL)
    tl_side_panel_show_page (self, "turn");
  if (self->folded_bar != NULL)
    tl_turn_bar_set_game (self->folded_bar, game);
  tl_scoreboard_set_game (self->scoreboard, game);
  tl_game_log_set_game (self->game_log, game);
  /* the tiles set aside face up for the whole game (equal turns) */
  if (state != NULL)
    aside = tl_game_state_set_aside (state, &n);
  tl_tile_strip_set_tiles (self->set_aside_strip,
                           state != NULL ? tl_game_state_tile_set (state) : NULL,
                           aside, n);
  gtk_widget_set_visible (self->set_aside_box, n > 0);
}

void
tl_side_panel_set_hand (TlSidePanel *self,
                        TlTileSet   *set,
                        int          tile,
                        guint        r,
                        int          other,
                        gboolean     face_down,
                        gboolean     choosable,
                        const char  *heading)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));

  tl_hand_view_set_hand (self->hand_view, set, tile, r, other, face_down, choosable);
  gtk_label_set_label (self->hand_heading, heading);
  if (self->folded_bar != NULL)
    tl_turn_bar_set_tile (self->folded_bar, set, tile, r, face_down);
}

void
tl_side_panel_set_tiles_left (TlSidePanel *self,
                              guint        left)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TL_IS_SIDE_PANEL (self));

  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left", "%u tiles left", left), left);
  gtk_label_set_label (self->tiles_left_label, text);
}

void
tl_side_panel_set_status (TlSidePanel *self,
                          const char  *markup)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));
  gtk_label_set_markup (self->status_label, markup);
  if (self->folded_bar != NULL)
    tl_turn_bar_set_status (self->folded_bar, markup);
}

/* Take Back and Confirm side by side at the same width while both labels fit
 * on one line so; one above the other when one does not (Resolve Revealed
 * Tile in Romanian). */
static void
fit_turn_buttons (TlSidePanel *self)
{
  int room = TL_SIDE_PANEL_WIDTH - gtk_widget_get_margin_start (self->turn_bar)
             - gtk_widget_get_margin_end (self->turn_bar);
  int take_back = 0, confirm = 0;

  gtk_widget_measure (self->take_back_button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &take_back, NULL, NULL);
  gtk_widget_measure (self->confirm_button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &confirm, NULL, NULL);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->turn_buttons),
                                  2 * MAX (take_back, confirm) + gtk_box_get_spacing (GTK_BOX (self->turn_buttons)) <= room
                                  ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
}

void
tl_side_panel_set_confirm (TlSidePanel *self,
                           const char  *label,
                           const char  *tooltip)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));

  gtk_button_set_label (GTK_BUTTON (self->confirm_button), label);
  tl_button_wrap_label (GTK_BUTTON (self->confirm_button));
  fit_turn_buttons (self);
  gtk_widget_set_tooltip_text (self->confirm_button, tooltip);
  if (self->folded_bar != NULL)
    tl_turn_bar_set_confirm (self->folded_bar, label, tooltip);
}

void
tl_side_panel_set_recall (TlSidePanel *self,
                          GArray      *options,
                          const char  *color)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));

  tl_recall_list_set_options (self->recall_list, options, color);
  gtk_widget_set_visible (self->recall_box, options != NULL && options->len > 0);
}

void
tl_side_panel_begin_choices (TlSidePanel *self,
                             const char  *heading,
                             const char  *cancel_label,
                             const char  *cancel_action,
                             const char  *cancel_tooltip)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));

  tl_choice_list_clear (self->choice_list);
  gtk_label_set_label (self->choice_heading, heading);
  if (cancel_label != NULL)
    {
      gtk_button_set_label (GTK_BUTTON (self->choice_cancel), cancel_label);
      tl_button_wrap_label (GTK_BUTTON (self->choice_cancel));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->choice_cancel), cancel_action);
      gtk_widget_set_tooltip_text (self->choice_cancel, cancel_tooltip);
    }
  gtk_widget_set_visible (self->choice_cancel, cancel_label != NULL);
}

void
tl_side_panel_append_choice (TlSidePanel *self,
                             const char  *title,
                             const char  *subtitle,
                             GtkWidget   *prefix,
                             const char  *points)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));
  tl_choice_list_append (self->choice_list, title, subtitle, prefix, points);
}

void
tl_side_panel_show_choices (TlSidePanel *self,
                            gboolean     shown)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));
  gtk_widget_set_visible (self->choice_box, shown);
}

void
tl_side_panel_clear_choices (TlSidePanel *self)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));
  tl_choice_list_clear (self->choice_list);
}

void
tl_side_panel_focus_first_choice (TlSidePanel *self)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));
  tl_choice_list_focus_first (self->choice_list);
}

void
tl_side_panel_add_section (TlSidePanel     *self,
                           GtkWidget       *section,
                           TlSidePanelSlot  slot)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));
  g_return_if_fail (GTK_IS_WIDGET (section));
  g_return_if_fail (slot < TL_SIDE_PANEL_N_SLOTS);

  gtk_box_insert_child_after (GTK_BOX (self->sections), section, self->slot_end[slot]);
  self->slot_end[slot] = section;
}

TlHandView *
_tl_side_panel_get_hand_view (TlSidePanel *self)
{
  g_return_val_if_fail (TL_IS_SIDE_PANEL (self), NULL);
  return self->hand_view;
}

static void
on_hand_choose (TlHandView  *hand,
                int          type,
                TlSidePanel *self)
{
  g_signal_emit (self, signals[TILE_CHOSEN], 0, type);
}

static void
on_choice_chosen (TlChoiceList *list,
                  guint         index,
                  TlSidePanel  *self)
{
  g_signal_emit (self, signals[CHOICE_CHOSEN], 0, index);
}

static void
on_recall_chosen (TlRecallList *list,
                  int           x,
                  int           y,
                  guint         port,
                  TlSidePanel  *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.recall-at", "(iis)", x, y, tl_port_name (port));
}

/* The popover of the tiles left opens: the counts of the viewer's unseen tiles. */
static void
update_remaining (TlSidePanel *self)
{
  const TlGameState *state;
  TlTileSet *set;
  g_autofree guint *counts = NULL;

  if (self->game == NULL || self->viewer < 0)
    {
      tl_remaining_tiles_set (self->remaining_tiles, NULL, NULL, 0);
      return;
    }
  state = tl_game_get_state (self->game);
  set = tl_game_state_tile_set (state);
  counts = g_new0 (guint, set->types->len);
  tl_game_state_unseen_counts (state, (guint) self->viewer, counts);
  tl_remaining_tiles_set (self->remaining_tiles, set, counts, set->types->len);
}

static void
on_remaining_show (GtkPopover  *popover,
                   TlSidePanel *self)
{
  update_remaining (self);
}

void
tl_side_panel_set_viewer (TlSidePanel *self,
                          int          seat)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));

  self->viewer = seat;
  gtk_widget_set_sensitive (self->tiles_left_button, seat >= 0);
  if (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->tiles_left_button)))))
    update_remaining (self);
}

TlRemainingTiles *
_tl_side_panel_get_remaining_tiles (TlSidePanel *self)
{
  update_remaining (self);
  return self->remaining_tiles;
}

static void
tl_side_panel_dispose (GObject *object)
{
  g_clear_object (&TL_SIDE_PANEL (object)->game);
  g_clear_weak_pointer (&TL_SIDE_PANEL (object)->folded_bar);
  g_clear_weak_pointer (&TL_SIDE_PANEL (object)->link_target);
  gtk_widget_dispose_template (GTK_WIDGET (object), TL_TYPE_SIDE_PANEL);
  G_OBJECT_CLASS (tl_side_panel_parent_class)->dispose (object);
}

/* Never wider than TL_SIDE_PANEL_WIDTH unless something in it cannot be
 * narrower: the natural width of a wrapping label or button is its whole text
 * on one line (GTK 4.8), which would widen a panel allocated at its natural
 * width (AdwFlap). */
static void
tl_side_panel_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GTK_WIDGET_CLASS (tl_side_panel_parent_class)->measure (widget, orientation, for_size,
                                                          minimum, natural,
                                                          minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*minimum, TL_SIDE_PANEL_WIDTH);
}

static void
tl_side_panel_class_init (TlSidePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tl_side_panel_dispose;
  widget_class->measure = tl_side_panel_measure;

  signals[TILE_CHOSEN] =
    g_signal_new ("tile-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[CHOICE_CHOSEN] =
    g_signal_new ("choice-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (TL_TYPE_SCOREBOARD);
  g_type_ensure (TL_TYPE_HAND_VIEW);
  g_type_ensure (TL_TYPE_RECALL_LIST);
  g_type_ensure (TL_TYPE_TILE_STRIP);
  g_type_ensure (TL_TYPE_CHOICE_LIST);
  g_type_ensure (TL_TYPE_GAME_LOG);
  g_type_ensure (TL_TYPE_REMAINING_TILES);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tilelands/Tilelands/tl-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, sections);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, pages);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, game_log);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, scoreboard);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, hand_heading);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, hand_view);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, tiles_left_button);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, remaining_tiles);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, choice_box);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, choice_heading);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, choice_list);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, choice_cancel);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, recall_box);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, recall_list);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, set_aside_box);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, set_aside_strip);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, confirm_button);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, take_back_button);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, final_scores_button);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, hand_box);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, turn_buttons);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, turn_bar);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, result_box);
  gtk_widget_class_bind_template_child (widget_class, TlSidePanel, result_label);
  gtk_widget_class_bind_template_callback (widget_class, on_hand_choose);
  gtk_widget_class_bind_template_callback (widget_class, on_choice_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_recall_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_remaining_show);
}

TlRecallList *
tl_side_panel_get_recall_list (TlSidePanel *self)
{
  g_return_val_if_fail (TL_IS_SIDE_PANEL (self), NULL);
  return self->recall_list;
}

TlScoreboard *
tl_side_panel_get_scoreboard (TlSidePanel *self)
{
  g_return_val_if_fail (TL_IS_SIDE_PANEL (self), NULL);
  return self->scoreboard;
}

TlGameLog *
tl_side_panel_get_log (TlSidePanel *self)
{
  g_return_val_if_fail (TL_IS_SIDE_PANEL (self), NULL);
  return self->game_log;
}

void
tl_side_panel_show_page (TlSidePanel *self,
                         const char  *name)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));
  gtk_stack_set_visible_child_name (self->pages, name);
}

void
tl_side_panel_set_result (TlSidePanel *self,
                          const char  *result)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));

  gtk_widget_set_visible (self->hand_box, result == NULL);
  gtk_widget_set_visible (self->turn_buttons, result == NULL);
  gtk_widget_set_visible (self->result_box, result != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), result == NULL);
  gtk_label_set_label (self->result_label, result != NULL ? result : "");
  if (self->folded_bar != NULL)
    tl_turn_bar_set_result (self->folded_bar, result);
}

void
tl_side_panel_set_turn_bar (TlSidePanel *self,
                            TlTurnBar   *bar)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));
  g_return_if_fail (bar == NULL || TL_IS_TURN_BAR (bar));

  g_set_weak_pointer (&self->folded_bar, bar);
  if (bar != NULL)
    {
      tl_turn_bar_set_game (bar, self->game);
      tl_turn_bar_set_status (bar, gtk_label_get_label (self->status_label));
      tl_turn_bar_set_confirm (bar, gtk_button_get_label (GTK_BUTTON (self->confirm_button)),
                               gtk_widget_get_tooltip_text (self->confirm_button));
    }
}

void
tl_side_panel_set_link (TlSidePanel *self,
                        GtkWidget   *target,
                        const char  *label,
                        const char  *tooltip,
                        TlTileSet   *set,
                        int          tile)
{
  g_return_if_fail (TL_IS_SIDE_PANEL (self));
  g_return_if_fail (target == NULL || (GTK_IS_WIDGET (target) && label != NULL));

  g_set_weak_pointer (&self->link_target, target);
  if (self->folded_bar != NULL)
    tl_turn_bar_set_link (self->folded_bar, target != NULL ? label : NULL, tooltip, set, tile);
}

gboolean
tl_side_panel_focus_link (TlSidePanel *self)
{
  g_return_val_if_fail (TL_IS_SIDE_PANEL (self), FALSE);

  if (self->link_target == NULL)
    return FALSE;
  tl_side_panel_show_page (self, "turn");
  /* its first control takes the focus, and the panel scrolls to it */
  return gtk_widget_child_focus (self->link_target, GTK_DIR_TAB_FORWARD)
         || gtk_widget_grab_focus (self->link_target);
}

GtkStack *
_tl_side_panel_get_pages (TlSidePanel *self)
{
  return self->pages;
}

const char *
tl_side_panel_get_page (TlSidePanel *self)
{
  g_return_val_if_fail (TL_IS_SIDE_PANEL (self), NULL);
  return gtk_stack_get_visible_child_name (self->pages);
}

static void
tl_side_panel_init (TlSidePanel *self)
{
  self->viewer = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_size_request (GTK_WIDGET (self), TL_SIDE_PANEL_WIDTH, -1);
  tl_button_wrap_label (GTK_BUTTON (self->take_back_button));
  tl_button_wrap_label (GTK_BUTTON (self->confirm_button));
  tl_button_wrap_label (GTK_BUTTON (self->final_scores_button));
  tl_button_wrap_label (GTK_BUTTON (self->new_game_button));
  self->slot_end[TL_SIDE_PANEL_AFTER_CHOICES] = self->choice_box;
  self->slot_end[TL_SIDE_PANEL_AFTER_RECALL] = self->recall_box;
}
