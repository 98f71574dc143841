/* ui-test-util.c — helpers shared by the UI tests (run them under Xvfb)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "ui-test-util.h"
#include "tl-application.h"
#include "tl-record-format.h"

/* GTK 4.8 (inside its own and libadwaita's containers, during a transition)
 * sometimes snapshots a button it has not allocated yet when the machine is
 * slow, as under the sanitizers: "Trying to snapshot GtkButton … without a
 * current allocation". No Tilelands widget snapshots children itself, so this
 * one warning is printed but not made fatal; every other warning still is.
 * GTK logs through the structured API, which g_test_log_set_fatal_handler()
 * does not reach (a warning it let through still aborted, one CI run in a
 * few dozen): warnings are taken out of the always-fatal levels and the log
 * writer stops the test on any other. */
static gboolean
allowed_warning (const GLogField *fields,
                 gsize            n_fields)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0)
      domain = fields[i].value;
    else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0)
      message = fields[i].value;
  return g_strcmp0 (domain, "Gtk") == 0 && message != NULL &&
         strstr (message, "without a current allocation") != NULL;
}

static GLogWriterOutput
test_log_writer (GLogLevelFlags   level,
                 const GLogField *fields,
                 gsize            n_fields,
                 gpointer         data)
{
  GLogWriterOutput written = g_log_writer_default (level, fields, n_fields, data);

  if ((level & G_LOG_LEVEL_WARNING) != 0 && !allowed_warning (fields, n_fields))
    G_BREAKPOINT ();
  return written;
}

void
ui_log_init (void)
{
  static gboolean done;

  if (done)
    return;
  done = TRUE;
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  g_log_set_writer_func (test_log_writer, NULL, NULL);
}

gboolean
ui_test_init (int         *argc,
              char      ***argv,
              const char  *name,
              gboolean     animations_off)
{
  g_test_init (argc, argv, NULL);
  ui_log_init ();
  if (!gtk_init_check ())
    {
      g_printerr ("%s: no display; run the suite under xvfb-run\n", name);
      return FALSE;
    }
  adw_init ();
  if (animations_off)
    g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  return TRUE;
}

TlWindow *
ui_new_window (void)
{
  TlWindow *window;

  ui_log_init ();
  window = g_object_new (TL_TYPE_WINDOW, "default-width", 1000, "default-height", 700, NULL);

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

gboolean
ui_enabled (TlWindow   *window,
            const char *action)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), action);
}

static void wait_frames (guint frames);

void
ui_wait_until_drawn (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end
         && (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) < 100))
    g_main_context_iteration (NULL, FALSE);
  /* the first paint, whatever the machine's load (a count of main loop
   * iterations was over before a frame on a busy machine) */
  wait_frames (2);

  g_assert_true (gtk_widget_get_mapped (widget));
}

GdkTexture *
ui_render_texture (GtkWidget *widget)
{
  int width, height;
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  ui_wait_until_drawn (widget);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);

  /* a widget that changed since its last frame has no picture until the next one
   * (on a loaded machine, later than the frames waited for above) */
  for (guint tries = 0; node == NULL && tries < 250; tries++)
    {
      if (tries > 0)
        {
          g_usleep (20000);
          while (g_main_context_iteration (NULL, FALSE))
            ;
          snapshot = gtk_snapshot_new ();
        }
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);

  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_nonnull (texture);
  return g_steal_pointer (&texture);
}

guint32
ui_texture_pixel (GdkTexture *texture,
                  double      x,
                  double      y)
{
  int width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  int px = (int) floor (x), py = (int) floor (y);
  g_autofree guchar *data = NULL;
  const guchar *p;

  g_assert_cmpint (px, >=, 0);
  g_assert_cmpint (py, >=, 0);
  g_assert_cmpint (px, <, width);
  g_assert_cmpint (py, <, height);
  data = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, data, (gsize) width * 4);
  /* CAIRO_FORMAT_ARGB32: one native-endian 32-bit word a pixel */
  p = data + ((gsize) py * width + px) * 4;
  return *(const guint32 *) p & 0xffffff;
}

const char *
ui_output_dir (void)
{
  static char *temporary;
  const char *out = g_getenv ("TL_TEST_OUTPUT_DIR");
  g_autoptr(GError) error = NULL;

  if (out != NULL)
    return out;
  /* run by hand from anywhere (the source tree too): never write beside it */
  if (temporary == NULL && (temporary = g_dir_make_tmp ("tilelands-ui-XXXXXX", &error)) == NULL)
    g_error ("no temporary folder for the test's files: %s", error->message);
  return temporary;
}

void
ui_save_png (GtkWidget  *widget,
             const char *name)
{
  g_autoptr (GdkTexture) texture = ui_render_texture (widget);
  g_autofree char *path = g_build_filename (ui_output_dir (), name, NULL);

  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_test_message ("%s saved to %s", name, path);
}

/* The first toplevel window of @type (a visible one when @visible), or NULL. */
static gpointer
find_toplevel (GType    type,
               gboolean visible)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) &&
          (!visible || gtk_widget_get_visible (GTK_WIDGET (window))))
        return window;
    }
  return NULL;
}

AdwMessageDialog *
ui_find_message_dialog (void)
{
  return find_toplevel (ADW_TYPE_MESSAGE_DIALOG, TRUE);
}

TlNewGameWindow *
ui_find_new_game_window (void)
{
  return find_toplevel (TL_TYPE_NEW_GAME_WINDOW, FALSE);
}

GtkFileChooser *
ui_find_file_chooser (void)
{
  return find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG, TRUE);
}

static gboolean
no_file_chooser (gpointer data)
{
  return ui_find_file_chooser () == NULL;
}

static gboolean
chooser_has_folder (gpointer data)
{
  GtkFileChooser *chooser = ui_find_file_chooser ();
  g_autoptr (GFile) folder = chooser != NULL ? gtk_file_chooser_get_current_folder (chooser) : NULL;

  return folder != NULL;
}

static gboolean
chooser_has_file (gpointer data)
{
  GtkFileChooser *chooser = ui_find_file_chooser ();
  g_autoptr (GFile) file = chooser != NULL ? gtk_file_chooser_get_file (chooser) : NULL;

  return file != NULL && g_file_equal (file, data);
}

GFile *
ui_file_chooser_folder (void)
{
  if (!ui_wait_for (chooser_has_folder, NULL, 10))
    return NULL;
  return gtk_file_chooser_get_current_folder (ui_find_file_chooser ());
}

void
ui_choose_file (GFile *file)
{
  GtkFileChooser *chooser = ui_find_file_chooser ();
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (chooser);
  if (gtk_file_chooser_get_action (chooser) == GTK_FILE_CHOOSER_ACTION_SAVE)
    {
      g_autoptr (GFile) start = ui_file_chooser_folder ();
      g_autoptr (GFile) folder = g_file_get_parent (file);
      g_autofree char *name = g_file_get_basename (file);

      /* changing the folder while the first one loads fails in GTK 4.8 */
      if (!g_file_equal (start, folder))
        g_assert_true (gtk_file_chooser_set_current_folder (chooser, folder, &error));
      gtk_file_chooser_set_current_name (chooser, name);
    }
  else
    {
      /* the folder it starts in loaded first: every chooser of the app starts
       * in one (Documents, or the one used last), and GTK 4.8 fails to select
       * a file of another while it loads */
      g_autoptr (GFile) start = ui_file_chooser_folder ();

      g_assert_true (gtk_file_chooser_set_file (chooser, file, &error));
      g_assert_true (ui_wait_for (chooser_has_file, file, 10));
    }
  g_assert_no_error (error);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  g_assert_true (ui_wait_for (no_file_chooser, NULL, 10));
}

gboolean
ui_wait_for (gboolean (*done) (gpointer data),
             gpointer   data,
             guint      seconds)
{
  gint64 end = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (!done (data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

static gboolean
has_message_dialog (gpointer data)
{
  return ui_find_message_dialog () != NULL;
}

AdwMessageDialog *
ui_wait_for_message_dialog (void)
{
  ui_wait_for (has_message_dialog, NULL, 10);
  return ui_find_message_dialog ();
}

typedef struct {
  TlWindow *window;
  TlGame *before;
} GameWait;

static gboolean
game_replaced (gpointer data)
{
  GameWait *wait = data;
  TlGame *game = tl_window_get_game (wait->window);

  return (game != NULL && game != wait->before) || ui_find_message_dialog () != NULL;
}

TlGame *
ui_wait_for_game (TlWindow *window,
                  TlGame   *before)
{
  GameWait wait = { window, before };

  ui_wait_for (game_replaced, &wait, 10);
  return tl_window_get_game (window);
}

void
ui_answer_dialog (const char *response)
{
  AdwMessageDialog *dialog = ui_find_message_dialog ();

  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

gboolean
ui_is_toplevel (GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);
      if (item == (GObject *) window)
        return TRUE;
    }
  return FALSE;
}

/* The first visible widget under @root (itself included) that @match accepts with @text. */
static GtkWidget *
find_widget (GtkWidget  *root,
             gboolean  (*match) (GtkWidget *widget, const char *text),
             const char *text)
{
  if (!gtk_widget_get_visible (root))
    return NULL;
  if (match (root, text))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_label (GtkWidget  *widget,
          const char *text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
is_button (GtkWidget  *widget,
           const char *label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

GtkLabel *
ui_find_label (GtkWidget  *root,
               const char *text)
{
  return GTK_LABEL (find_widget (root, is_label, text));
}

GtkButton *
ui_find_button (GtkWidget  *root,
                const char *label)
{
  return GTK_BUTTON (find_widget (root, is_button, label));
}

GtkWidget *
ui_find_widget_of_type (GtkWidget *root,
                        GType      type)
{
  if (!gtk_widget_get_visible (root))
    return NULL;
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_widget_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

TlRecord *
ui_load_fixture (const char *name,
                 int         n_turns)
{
  const char *dir = g_getenv ("TL_FIXTURES_DIR");
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  TlRecord *record;

  g_assert_nonnull (dir);
  path = g_build_filename (dir, name, NULL);
  record = tl_record_format_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  if (n_turns >= 0 && (guint) n_turns < record->turns->len)
    g_array_set_size (record->turns, n_turns);
  return record;
}

char *
ui_set_up_folders (const char *name)
{
  g_autofree char *base = g_build_filename (ui_output_dir (), name, NULL);
  g_autofree char *config = NULL;
  g_autofree char *dirs = NULL;
  g_autofree char *documents = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_path_is_absolute (base))
    {
      g_autofree char *relative = base;
      g_autofree char *cwd = g_get_current_dir ();
      base = g_build_filename (cwd, relative, NULL);
    }
  config = g_build_filename (base, "config", NULL);
  dirs = g_build_filename (config, "user-dirs.dirs", NULL);
  documents = g_build_filename (base, "documents", NULL);
  g_assert_cmpint (g_mkdir_with_parents (documents, 0755), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (config, 0755), ==, 0);
  text = g_strdup_printf ("XDG_DOCUMENTS_DIR=\"%s\"\n", documents);
  g_assert_true (g_file_set_contents (dirs, text, -1, &error));
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_reload_user_special_dirs_cache ();
  return g_steal_pointer (&base);
}

void
ui_undo (TlWindow *window)
{
  AdwMessageDialog *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (window), "undo", NULL);
  dialog = ui_find_message_dialog ();
  if (dialog != NULL && adw_message_dialog_has_response (dialog, "undo"))
    ui_answer_dialog ("undo");
}

TlWindow *
ui_window_with_fixture (const char *name,
                        int         n_turns)
{
  g_autoptr (TlRecord) record = ui_load_fixture (name, n_turns);
  g_autoptr (GError) error = NULL;
  TlWindow *window = ui_new_window ();

  g_assert_true (tl_window_start_game (window, record, &error));
  g_assert_no_error (error);
  return window;
}

GtkApplication *
ui_application (void)
{
  static TlApplication *app;
  g_autoptr (GError) error = NULL;

  if (app == NULL)
    {
      app = tl_application_new ();
      g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
      g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
      g_assert_no_error (error);
    }
  return GTK_APPLICATION (app);
}

gpointer
ui_find_window (GType type)
{
  return find_toplevel (type, TRUE);
}

gboolean
ui_has_window (gpointer type)
{
  return find_toplevel (GPOINTER_TO_SIZE (type), TRUE) != NULL;
}

void
ui_close_all (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  while (g_list_model_get_n_items (toplevels) > 0)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, 0);

      gtk_window_destroy (window);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* A frame clock of a window on screen, and the frames it painted since the wait began. */
typedef struct {
  GdkFrameClock *clock;
  gulong id;
  guint painted;
} FrameCount;

typedef struct {
  GArray *clocks;   /* of FrameCount */
  guint frames;
} FrameWait;

static void
on_after_paint (GdkFrameClock *clock,
                FrameCount    *count)
{
  count->painted++;
  /* and the next frame: a layout and a paint, whether anything changed or not */
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
}

static gboolean
frames_painted (gpointer data)
{
  FrameWait *wait = data;

  for (guint i = 0; i < wait->clocks->len; i++)
    if (g_array_index (wait->clocks, FrameCount, i).painted < wait->frames)
      return FALSE;
  return TRUE;
}

/* Runs the main loop until every window on screen has laid out and painted
 * @frames frames since now (at most 10 s): what changed before is then laid out
 * and drawn, however slowly the machine runs. */
static void
wait_frames (guint frames)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  FrameWait wait = { g_array_new (FALSE, TRUE, sizeof (FrameCount)), frames };

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);
      GdkFrameClock *clock = gtk_widget_get_mapped (window) ? gtk_widget_get_frame_clock (window) : NULL;
      gboolean known = FALSE;

      for (guint k = 0; k < wait.clocks->len; k++)
        known = known || g_array_index (wait.clocks, FrameCount, k).clock == clock;
      if (clock != NULL && !known)
        g_array_append_val (wait.clocks, ((FrameCount) { g_object_ref (clock), 0, 0 }));
    }
  /* (connected once the array no longer grows: the handlers point into it) */
  for (guint k = 0; k < wait.clocks->len; k++)
    {
      FrameCount *count = &g_array_index (wait.clocks, FrameCount, k);

      count->id = g_signal_connect (count->clock, "after-paint", G_CALLBACK (on_after_paint), count);
      gdk_frame_clock_request_phase (count->clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
    }
  ui_wait_for (frames_painted, &wait, 10);
  for (guint k = 0; k < wait.clocks->len; k++)
    {
      FrameCount *count = &g_array_index (wait.clocks, FrameCount, k);

      g_signal_handler_disconnect (count->clock, count->id);
      g_object_unref (count->clock);
    }
  g_array_unref (wait.clocks);
}

void
ui_settle (void)
{
  /* two: an idle run after the first frame's layout (the folded panel's turn
   * bar) changes the next one's */
  wait_frames (2);
}

void
ui_save_png_settled (GtkWidget  *widget,
                     const char *name)
{
  ui_settle ();
  ui_save_png (widget, name);
}

gboolean
ui_person_to_play (gpointer window)
{
  TlGame *game = tl_window_get_game (window);

  return game != NULL && (tl_game_get_phase (game) == TL_PHASE_OVER ||
                          (tl_game_get_phase (game) == TL_PHASE_PLACE && !tl_game_current_is_ai (game)));
}

void
ui_play_a_round (TlWindow *window)
{
  TlGame *game = tl_window_get_game (window);
  g_autoptr (GArray) placements = tl_game_legal_placements (game);
  const TlPlacement *place;

  g_assert_true (ui_person_to_play (window));
  g_assert_cmpuint (placements->len, >, 0);
  place = &g_array_index (placements, TlPlacement, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "place-at",
                                  g_variant_new ("(iii)", place->x, place->y, (gint32) place->r));
  g_action_group_activate_action (G_ACTION_GROUP (window), "confirm", NULL);
  g_assert_true (ui_wait_for (ui_person_to_play, window, 30));
}


gboolean
ui_library_settled (gpointer data)
{
  return tl_library_get_status (data) != TL_LIBRARY_OPENING;
}

TlLibrary *
ui_open_library (const char       *path,
                 TlStoreOpenFlags  flags)
{
  TlLibrary *library = tl_library_new (path, flags);

  g_assert_true (ui_wait_for (ui_library_settled, library, 20));
  return library;
}

TlLibrary *
ui_library_for_store (TlStore *store)
{
  TlLibrary *library;

  if (store == NULL)
    return NULL;
  library = g_object_get_data (G_OBJECT (store), "ui-library");
  if (library == NULL)
    {
      library = tl_library_new_for_store (store);
      g_object_set_data_full (G_OBJECT (store), "ui-library", library, g_object_unref);
    }
  return library;
}

/* Starts @record's game in @window with the first seed (from 1) whose first
 * tile fits on (@x, @y); returns a rotation in which it fits. */
gint
ui_start_fitting (TlWindow *window,
               TlRecord *record,
               gint      x,
               gint      y)
{
  gint r = -1;

  for (guint64 seed = 1; seed < 500 && r < 0; seed++)
    {
      g_autoptr (GError) error = NULL;
      TlGame *game;

      record->seed = seed;
      g_assert_true (tl_window_start_game (window, record, &error));
      g_assert_no_error (error);
      game = tl_window_get_game (window);
      for (guint rr = 0; rr < 4 && r < 0; rr++)
        if (tl_game_is_legal (game, x, y, rr))
          r = rr;
    }
  g_assert_cmpint (r, >=, 0);
  return r;
}

int
ui_settled_width (GtkWidget *widget)
{
  ui_settle ();
  return gtk_widget_get_width (widget);
}

void
ui_managed_shortcuts (GtkWidget *root,
                      GPtrArray *out)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (root);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_SHORTCUT_CONTROLLER (controller) &&
          gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)) == GTK_SHORTCUT_SCOPE_MANAGED)
        g_ptr_array_add (out, controller);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ui_managed_shortcuts (child, out);
}

gboolean
ui_trigger_has_key (GtkShortcutTrigger *trigger,
                    guint               keyval,
                    GdkModifierType     modifiers)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    return ui_trigger_has_key (gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)), keyval, modifiers) ||
           ui_trigger_has_key (gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)), keyval, modifiers);
  return GTK_IS_KEYVAL_TRIGGER (trigger) &&
         gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
         gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers;
}

gboolean
ui_press_key (GtkWidget       *window,
              guint            keyval,
              GdkModifierType  modifiers)
{
  g_autoptr (GPtrArray) controllers = g_ptr_array_new ();

  ui_managed_shortcuts (window, controllers);
  for (guint c = 0; c < controllers->len; c++)
    {
      GListModel *shortcuts = g_ptr_array_index (controllers, c);
      GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (shortcuts));

      if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (shortcuts); i++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (shortcuts, i);

          if (ui_trigger_has_key (gtk_shortcut_get_trigger (shortcut), keyval, modifiers) &&
              gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                            gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }
  return FALSE;
}

typedef struct {
  GtkWidget *widget;
  gboolean mapped;
} MappedWait;

static gboolean
mapped_as_wanted (gpointer data)
{
  MappedWait *wait = data;

  return gtk_widget_get_mapped (wait->widget) == wait->mapped;
}

gboolean
ui_wait_mapped (GtkWidget *widget,
                gboolean   mapped)
{
  MappedWait wait = { widget, mapped };
  gboolean done = ui_wait_for (mapped_as_wanted, &wait, 10);

  ui_settle ();
  return done && gtk_widget_get_mapped (widget) == mapped;
}
