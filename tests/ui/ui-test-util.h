/* ui-test-util.h — helpers shared by the UI tests (run them under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tl-new-game-window.h"
#include "tl-window-private.h"

G_BEGIN_DECLS

/* A presented 1000 × 700 main window without an application. */
/* After g_test_init(): warnings stop the test (as G_DEBUG=fatal-warnings
 * would), except GTK 4.8's "without a current allocation" (ui-test-util.c) */
void              ui_log_init            (void);
/* A UI test's start: g_test_init(), ui_log_init(), GTK and libadwaita, and
 * with @animations_off no animations. FALSE, after a line naming @name, when
 * there is no display: the test exits 77 (skipped). */
gboolean          ui_test_init           (int         *argc,
                                          char      ***argv,
                                          const char  *name,
                                          gboolean     animations_off);
TlWindow         *ui_new_window          (void);
/* Whether the window's action @action is enabled. */
gboolean          ui_enabled             (TlWindow   *window,
                                          const char *action);
/* Runs the main loop until @widget has been drawn at a real size. */
void              ui_wait_until_drawn    (GtkWidget  *widget);
/* Renders @widget (once it has been drawn) into a texture of its size. */
GdkTexture       *ui_render_texture      (GtkWidget  *widget);
/* The colour 0xRRGGBB of the pixel of @texture that holds point (@x, @y)
 * (its alpha left out). */
guint32           ui_texture_pixel       (GdkTexture *texture,
                                          double      x,
                                          double      y);
/* The folder a test writes its files in: TL_TEST_OUTPUT_DIR (the build's tests/ui
 * under meson test), or a temporary folder made once when it is not set. */
const char       *ui_output_dir          (void);
/* Renders @widget into ui_output_dir()/@name (PNG). */
void              ui_save_png            (GtkWidget  *widget,
                                          const char *name);
/* The visible message dialog, or NULL. */
AdwMessageDialog *ui_find_message_dialog (void);
/* The new-game window, or NULL. */
TlNewGameWindow  *ui_find_new_game_window (void);
/* The visible file chooser (GtkFileChooserNative's own dialog when no portal
 * answers), or NULL. */
GtkFileChooser   *ui_find_file_chooser   (void);
/* The folder the visible file chooser shows, once it has one (NULL after 10 s). */
GFile            *ui_file_chooser_folder (void);
/* Answers the visible file chooser with @file and Accept (a save: @file's
 * folder and name; an open: @file), and waits until it is gone. */
void              ui_choose_file         (GFile      *file);
/* Runs the main loop until @done (@data) is TRUE, at most @seconds. */
gboolean          ui_wait_for            (gboolean  (*done) (gpointer data),
                                          gpointer    data,
                                          guint       seconds);
/* Waits (at most 10 s) until a message dialog is shown, and returns it. */
AdwMessageDialog *ui_wait_for_message_dialog (void);
/* Waits (at most 10 s) until @window plays another game than @before (a file
 * loads in a worker thread) or shows a message dialog; returns its game. */
TlGame           *ui_wait_for_game      (TlWindow   *window,
                                          TlGame     *before);
/* The application, registered without D-Bus, with its actions, accelerators
 * and settings (made once). */
GtkApplication   *ui_application         (void);
/* A window (ui_new_window()) playing the fixture @name with its first @n_turns
 * turns (all for -1). */
TlWindow         *ui_window_with_fixture (const char *name,
                                          int         n_turns);
/* Activates `win.undo` and, when it asks first (another person's turn in
 * hot-seat), answers Undo. */
void              ui_undo                (TlWindow   *window);
/* Answers the visible message dialog with @response and closes it. */
void              ui_answer_dialog       (const char *response);
/* Whether @window is still one of the toplevel windows (not destroyed). */
gboolean          ui_is_toplevel         (GtkWindow  *window);
/* The first visible GtkLabel under @root whose text is @text, or NULL. */
GtkLabel         *ui_find_label          (GtkWidget  *root,
                                          const char *text);
/* The first visible GtkButton under @root whose label is @label, or NULL. */
GtkButton        *ui_find_button         (GtkWidget  *root,
                                          const char *label);
/* The first visible widget of @type under @root (itself included), in the
 * order of the widget tree, or NULL. */
GtkWidget        *ui_find_widget_of_type (GtkWidget  *root,
                                          GType       type);
/* Loads the fixture @name (under TL_FIXTURES_DIR) and keeps its first
 * @n_turns turns (all with -1). */
TlRecord         *ui_load_fixture        (const char *name,
                                          int         n_turns);
/* Makes ui_output_dir()/@name (absolute) with a config dir whose
 * user-dirs.dirs names @name/documents as the Documents folder (where file
 * choosers start), sets XDG_CONFIG_HOME to it; returns @name's folder (free it). */
char             *ui_set_up_folders      (const char *name);

/* The first visible toplevel window of @type, or NULL. */
gpointer          ui_find_window         (GType       type);
/* Whether there is one (@type: a GType in a pointer, GSIZE_TO_POINTER()), for
 * ui_wait_for(). */
gboolean          ui_has_window          (gpointer    type);
/* Destroys every toplevel window and runs the main loop until it is idle. */
void              ui_close_all           (void);
/* Runs the main loop until every window on screen has laid out and painted two
 * frames (at most 10 s): what changed before is laid out and drawn, however
 * slowly the machine runs (it ran for 0.3 s, and a loaded machine had not laid
 * out a panel by then: width 0). */
void              ui_settle              (void);
/* Waits (up to 10 s) until @widget is mapped (@mapped) or not, then settles:
 * the window shows and hides its turn bar in an idle after the side panel
 * folds, which a loaded machine runs after the frames ui_settle() waits for. */
gboolean          ui_wait_mapped         (GtkWidget  *widget,
                                          gboolean    mapped);
/* Lets @widget lay out and draw what changed (0.3 s), then ui_save_png(). */
void              ui_save_png_settled    (GtkWidget  *widget,
                                          const char *name);
/* Whether a person is to place a tile in @window's game (or it is over). */
gboolean          ui_person_to_play      (gpointer    window);
/* The person places the tile at its first legal place and confirms; then the
 * computer seats play their turns in the window's own time. */
void              ui_play_a_round        (TlWindow   *window);

/* Whether the app's library @data is no longer opening. */
gboolean          ui_library_settled     (gpointer          data);
/* The app's library on @path (tl_library_new()), once it opened or failed. */
TlLibrary        *ui_open_library        (const char       *path,
                                          TlStoreOpenFlags  flags);
/* A library over @store, opened by the test itself (tl_library_new_for_store()),
 * kept with it: what the editors' windows take. NULL for NULL. */
TlLibrary        *ui_library_for_store   (TlStore          *store);

/* Starts @record's game in @window with the first seed (from 1) whose first
 * tile fits on (@x, @y); returns a rotation in which it fits. */
gint              ui_start_fitting       (TlWindow   *window,
                                          TlRecord   *record,
                                          gint        x,
                                          gint        y);
/* @widget's width once the windows have laid out what changed (ui_settle()). */
int               ui_settled_width       (GtkWidget  *widget);
/* The managed GtkShortcutControllers (the window runs them) of @root and of
 * every widget under it, in the order of the widget tree: added to @out. */
void              ui_managed_shortcuts   (GtkWidget  *root,
                                          GPtrArray  *out);
/* Whether @trigger (a keyval trigger or alternatives of them) fires on @keyval
 * with @modifiers. */
gboolean          ui_trigger_has_key     (GtkShortcutTrigger *trigger,
                                          guint               keyval,
                                          GdkModifierType     modifiers);
/* A key pressed in @window as its managed shortcut controllers take it (GTK's
 * gtk_shortcut_controller_run_controllers()): the shortcuts of the key on the
 * widgets on screen, in order, until one's action runs (an action that is off
 * lets the next one try). Returns whether one ran. */
gboolean          ui_press_key           (GtkWidget       *window,
                                          guint            keyval,
                                          GdkModifierType  modifiers);

G_END_DECLS
