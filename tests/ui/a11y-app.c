/* a11y-app.c — opens one of the app's windows for the AT-SPI walk (test-a11y.py)
 *
 * `a11y-app WHAT` opens the window WHAT (one of the names in `views` below: the start page,
 * with and without saved games, a game of each kind, the game's dialogs, History,
 * Statistics, both libraries and both editors, New Game, Preferences, the help), lets it lay out, prints "ready WHAT" on stdout and runs
 * until it is ended (SIGTERM) or its stdin closes. It runs with the real accessibility
 * bridge (no GTK_A11Y=test), so test-a11y.py, in a process of its own, reads its tree
 * through the AT-SPI bus as a screen reader does. Needs a display (Xvfb) and a session bus.
 */
#include "config.h"

#include <adwaita.h>
#include <glib-unix.h>

#include "store-test-util.h"
#include "tl-help-viewer.h"
#include "tl-history-window.h"
#include "tl-hosting.h"
#include "tl-library.h"
#include "tl-library-window.h"
#include "tl-map-editor-window.h"
#include "tl-map-library.h"
#include "tl-preferences-window.h"
#include "tl-statistics-window.h"
#include "tl-tile-set-editor-window.h"
#include "tl-tile-set-library.h"
#include "tl-windows-resources.h"
#include "ui-test-util.h"

static const char * const seats[] = { "Ana", "*Computer", NULL };

/* A library on a new database with two finished games (History and Statistics show them)
 * and one in progress (the start page lists it). */
static TlLibrary *
library_with_games (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *path = g_build_filename (dir, "tilelands.db", NULL);
  TlLibrary *library = tl_library_new (path, TL_STORE_OPEN_DEFAULT);

  g_assert_true (ui_wait_for (ui_library_settled, library, 20));
  for (guint i = 0; i < 2; i++)
    {
      TlGameState *game = st_play_game ("carcassonne", 11 + i, seats, G_MAXUINT);

      g_assert_true (tl_store_save_game (tl_library_get_store (library), game, NULL, NULL));
      tl_game_state_free (game);
    }
  {
    TlGameState *game = st_play_game ("carcassonne", 13, seats, 6);

    g_assert_true (tl_store_save_game (tl_library_get_store (library), game, NULL, NULL));
    tl_game_state_free (game);
  }
  return library;
}

static TlStore *
new_store (void)
{
  g_autofree char *dir = st_make_dir ();
  g_autofree char *path = g_build_filename (dir, "tilelands.db", NULL);
  g_autoptr(GError) error = NULL;
  TlStore *store = tl_store_open (path, TL_STORE_OPEN_DEFAULT, &error);

  g_assert_no_error (error);
  return store;
}

static void
discard (GtkWindow *parent, gpointer data)
{
}

static gboolean
has_window (gpointer type)
{
  return ui_find_window (GPOINTER_TO_SIZE (type)) != NULL;
}

static void
open_view (const char *what)
{
  if (g_str_equal (what, "start"))
    ui_new_window ();
  else if (g_str_equal (what, "start-library"))
    {
      TlWindow *window = ui_new_window ();

      tl_window_set_library (window, library_with_games ());
    }
  else if (g_str_equal (what, "help"))
    {
      gtk_window_present (GTK_WINDOW (tl_help_viewer_new (NULL)));
    }
  else if (g_str_equal (what, "game"))
    ui_window_with_fixture ("rules/base-6-4-completed-city-pennant.tilelands", 3);
  else if (g_str_equal (what, "game-discovery"))
    ui_window_with_fixture ("discovery/ex08-unfinished-grassland-4-tiles-left-on-board.tilelands", 0);
  else if (g_str_equal (what, "game-gifts"))
    ui_window_with_fixture ("gifts/ex1-final-unopened-gift.tilelands", 2);
  else if (g_str_equal (what, "game-maps"))
    ui_window_with_fixture ("maps/chips-2-peek-purple-allowed.tilelands", 2);
  else if (g_str_equal (what, "final-scores"))
    {
      TlWindow *window = ui_window_with_fixture ("rules/base-6-4-completed-city-pennant.tilelands", -1);

      gtk_widget_activate_action (GTK_WIDGET (window), "win.final-scores", NULL);
      ui_wait_for_message_dialog ();
    }
  else if (g_str_equal (what, "abandon"))
    {
      TlWindow *window = ui_window_with_fixture ("rules/base-6-4-completed-city-pennant.tilelands", 3);

      tl_abandon_dialog_ask (GTK_WINDOW (window), "Start a New Game?", NULL, discard, NULL, NULL);
    }
  else if (g_str_equal (what, "join"))
    {
      TlWindow *window = ui_new_window ();

      tl_window_ask_join (window, "tilelands://127.0.0.1:9/game/a11y?seat=0&token=0123456789abcdef0123456789abcdef");
    }
  else if (g_str_equal (what, "online-games"))
    {
      /* the start page with one game on a host under Online Games (its row
       * and its menu button): read from a file as after a restart */
      g_autofree char *dir = st_make_dir ();
      g_autofree char *path = g_build_filename (dir, "online-games.ini", NULL);
      g_autoptr(TlOnlineGames) games = NULL;
      g_autoptr(GError) error = NULL;
      TlWindow *window = ui_new_window ();
      const char *text =
        "[a11y/1]\n"
        "link=tilelands://127.0.0.1:9/game/a11y?seat=1&token=0123456789abcdef0123456789abcdef\n"
        "game=carcassonne\n"
        "name=Ana\n"
        "turn-name=Radu\n"
        "your-turn=false\n"
        "turns=12\n"
        "last-move=2026-12-01T10:00:00Z\n";

      g_file_set_contents (path, text, -1, &error);
      g_assert_no_error (error);
      games = tl_online_games_new (path);
      g_assert_null (tl_online_games_get_error (games));
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (games)), ==, 1);
      tl_window_set_library (window, library_with_games ());
      tl_window_set_online_games (window, games);
    }
  else if (g_str_equal (what, "new-game"))
    gtk_window_present (GTK_WINDOW (tl_new_game_window_new (NULL, NULL)));
  else if (g_str_equal (what, "new-game-friends"))
    {
      /* an open seat: the Friends group, with the server's address */
      TlNewGameWindow *dialog = tl_new_game_window_new (NULL, NULL);

      tl_new_game_window_set_seat_open (dialog, 1, TRUE);
      tl_new_game_window_set_where (dialog, TL_NEW_GAME_SERVER);
      gtk_window_present (GTK_WINDOW (dialog));
    }
  else if (g_str_equal (what, "invites"))
    {
      /* a game this app hosts on 127.0.0.1 (TILELANDS_HOST_ADDRESS): its invites */
      g_autofree char *dir = st_make_dir ();
      g_autofree char *hosting_dir = g_build_filename (dir, "hosting", NULL);
      g_autoptr(TlHosting) hosting = tl_hosting_new (hosting_dir);
      g_autoptr(GError) error = NULL;
      TlWindow *window = ui_new_window ();
      TlNewGameWindow *dialog = tl_new_game_window_new (GTK_WINDOW (window), NULL);

      tl_window_set_hosting (window, hosting);
      tl_new_game_window_set_seat_open (dialog, 1, TRUE);
      g_assert_true (tl_window_start_new_game (window, dialog, &error));
      g_assert_no_error (error);
      gtk_window_destroy (GTK_WINDOW (dialog));
      g_assert_nonnull (ui_wait_for_message_dialog ());
    }
  else if (g_str_equal (what, "preferences"))
    gtk_window_present (GTK_WINDOW (tl_preferences_window_new (NULL)));
  else if (g_str_equal (what, "history"))
    tl_history_window_present (NULL, library_with_games (), NULL);
  else if (g_str_equal (what, "statistics"))
    tl_statistics_window_present (NULL, library_with_games ());
  else if (g_str_equal (what, "tile-sets"))
    tl_tile_set_library_show (NULL, ui_library_for_store (new_store ()));
  else if (g_str_equal (what, "maps"))
    tl_map_library_show (NULL, ui_library_for_store (new_store ()));
  else if (g_str_equal (what, "tile-set-editor"))
    {
      g_autoptr(TlTileSetDocument) doc = tl_tile_set_document_new ("carcassonne", "a11y", "Walked");
      TlTileSetEditorWindow *editor = tl_tile_set_editor_window_new (NULL, ui_library_for_store (new_store ()), doc);

      gtk_window_present (GTK_WINDOW (editor));
    }
  else if (g_str_equal (what, "map-editor"))
    {
      TlLibraryWindow *library = tl_map_library_show (NULL, ui_library_for_store (new_store ()));

      g_assert_true (ui_wait_for ((gboolean (*) (gpointer)) tl_library_window_get_listed, library, 10));
      gtk_widget_activate_action (GTK_WIDGET (library), "win.new", NULL);
      g_assert_true (ui_wait_for (has_window, GSIZE_TO_POINTER (TL_TYPE_MAP_EDITOR_WINDOW), 10));
      gtk_window_destroy (GTK_WINDOW (library));
    }
  else
    g_error ("a11y-app: unknown window %s", what);
}

static gboolean
quit (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static gboolean
stdin_closed (int fd, GIOCondition condition, gpointer data)
{
  char buffer[64];

  if (read (fd, buffer, sizeof buffer) <= 0)
    {
      g_main_loop_quit (data);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

int
main (int argc, char **argv)
{
  g_autoptr(GMainLoop) loop = NULL;

  if (!ui_test_init (&argc, &argv, "a11y-app", TRUE))
    return 77;
  if (argc != 2)
    {
      g_printerr ("usage: a11y-app WINDOW\n");
      return 64;
    }
  tl_windows_ensure_resources ();
  open_view (argv[1]);
  ui_settle ();
  ui_settle ();
  g_print ("ready %s\n", argv[1]);
  fflush (stdout);

  loop = g_main_loop_new (NULL, FALSE);
  g_unix_signal_add (SIGTERM, quit, loop);
  g_unix_fd_add (0, G_IO_IN | G_IO_HUP, stdin_closed, loop);
  g_main_loop_run (loop);
  return 0;
}
