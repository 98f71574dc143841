/* tl-score-plot.h — every player's score over the turns of a game, drawn with cairo
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tl-game-replay.h"

G_BEGIN_DECLS

#define TL_TYPE_SCORE_PLOT (tl_score_plot_get_type ())
G_DECLARE_FINAL_TYPE (TlScorePlot, tl_score_plot, TL, SCORE_PLOT, GtkWidget)

/**
 * TlScorePlot:
 *
 * A line per seat, in the seat's colour, of its score after each turn of a
 * #TlGameReplay (turns across, points up, with a grid of round numbers), the
 * player's name at the end of the line, and a marker at the step shown
 * elsewhere (the replay's scrubber). A click or a drag on the plot emits
 * `step-chosen` (guint step, 0 .. turns) for the turn under the pointer.
 * Lines of dark colours get a light halo in the dark style, light ones a dark
 * halo in the light style, so every seat stays visible. CSS name `score-plot`;
 * at least 240 × 140 pixels. Its accessible label names the leader at the
 * marked step.
 */

GtkWidget    *tl_score_plot_new        (void);

/**
 * tl_score_plot_set_replay:
 * @self: a plot
 * @replay: (nullable): the game to plot (a reference is kept), or %NULL for none
 */
void          tl_score_plot_set_replay (TlScorePlot  *self,
                                        TlGameReplay *replay);

/**
 * tl_score_plot_set_step:
 * @self: a plot
 * @step: the step to mark, 0 .. turns (clamped)
 */
void          tl_score_plot_set_step   (TlScorePlot  *self,
                                        guint         step);
guint         tl_score_plot_get_step   (TlScorePlot  *self);

/**
 * tl_score_plot_step_at:
 * @self: a plot that has been allocated, with a replay
 * @x: a horizontal position in the widget, in pixels
 *
 * Returns: the step (0 .. turns) nearest to @x; 0 without a replay.
 */
guint         tl_score_plot_step_at    (TlScorePlot  *self,
                                        double        x);

/**
 * tl_score_plot_nice_step:
 * @range: the span of the values to mark (> 0)
 * @ticks: about how many marks are wanted (≥ 1)
 *
 * Returns: the distance between marks: 1, 2 or 5 times a power of ten, the
 * smallest such that @range needs at most @ticks of them (and at least 1).
 */
gint          tl_score_plot_nice_step  (gint          range,
                                        guint         ticks);

G_END_DECLS
