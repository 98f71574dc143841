/* test-move-messages.c — the engine's messages are built only when a move fails
 *
 * Every move checks its phase and its legality; the message that says why a move is
 * refused is translated (gettext) and formatted only when it is refused. A legal move
 * translates nothing: a random playout spent a fifth of its instructions translating
 * messages it never showed (issue 25). This test counts the calls to GLib's gettext
 * wrappers, which the engine's _() and g_dngettext() end in, by defining them here
 * (the static engine library links against these definitions before libglib's) and
 * passing each call on to libglib's.
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <dlfcn.h>
#include <locale.h>
#include <glib.h>
#include <glib/gi18n-lib.h>

#include "tl-engine.h"
#include "tl-record-format.h"

static guint translations;

const gchar *
g_dgettext (const gchar *domain,
            const gchar *msgid)
{
  static const gchar *(*real) (const gchar *, const gchar *);

  if (real == NULL)
    real = (const gchar *(*) (const gchar *, const gchar *)) dlsym (RTLD_NEXT, "g_dgettext");
  translations++;
  return real (domain, msgid);
}

const gchar *
g_dngettext (const gchar *domain,
             const gchar *msgid,
             const gchar *msgid_plural,
             gulong       n)
{
  static const gchar *(*real) (const gchar *, const gchar *, const gchar *, gulong);

  if (real == NULL)
    real = (const gchar *(*) (const gchar *, const gchar *, const gchar *, gulong))
      dlsym (RTLD_NEXT, "g_dngettext");
  translations++;
  return real (domain, msgid, msgid_plural, n);
}

/* The kinds of game a playout meets: every ruleset, variant and expansion. */
static const struct {
  const char *kind;
  const char *header;
} kinds[] = {
  { "carcassonne", "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\"" },
  { "carcassonne-gifts", "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\", "
    "\"expansions\": [\"gifts\"]" },
  { "usa-east-map-chips", "\"game\": \"carcassonne\", \"tileset\": "
    "[\"carcassonne-base\", \"inns-and-cathedrals\", \"traders-and-builders\"], "
    "\"map\": \"usa-east\", \"expansions\": [\"map-chips\"]" },
  { "discovery", "\"game\": \"discovery\", \"tileset\": \"discovery\"" },
  { "discovery-equal-turns", "\"game\": \"discovery\", \"tileset\": \"discovery\", "
    "\"options\": {\"equal-turns\": true}" },
  { "discovery-double-tile", "\"game\": \"discovery\", \"tileset\": \"discovery\", "
    "\"options\": {\"double-tile\": true}" },
};

/* A new 3-player game of @header with @seed. */
static TlGameState *
new_game (const char *header,
          guint       seed)
{
  g_autofree char *json = g_strdup_printf (
    "{\"format\": \"tilelands-game\", \"version\": 2, %s, \"seed\": %u, \"players\": ["
    "{\"name\": \"A\", \"color\": \"red\", \"kind\": \"ai\", \"level\": 0}, "
    "{\"name\": \"B\", \"color\": \"blue\", \"kind\": \"ai\", \"level\": 0}, "
    "{\"name\": \"C\", \"color\": \"green\", \"kind\": \"ai\", \"level\": 0}], \"turns\": []}",
    header, seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(TlRecord) record = tl_record_format_load_data (json, -1, "test", &error);
  TlGameState *game;

  g_assert_no_error (error);
  game = tl_game_state_new (record, &error);
  g_assert_no_error (error);
  return game;
}

/* Whole random games of every kind, played to their end as a playout plays them
 * (the level-0 player's turn, the last draw included): not one message translated. */
static void
test_playouts_translate_nothing (void)
{
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (guint seed = 1; seed <= 3; seed++)
      {
        TlGameState *game = new_game (kinds[k].header, seed);
        guint turns = 0;
        TlRng rng;

        tl_rng_init (&rng, seed);
        translations = 0;
        while (tl_ai_play_turn (game, TL_AI_EASY, &rng))
          turns++;
        if (tl_game_state_phase (game) != TL_PHASE_OVER)
          tl_game_state_finish (game);
        g_test_message ("%s, seed %u: %u turns, %u messages translated", kinds[k].kind, seed,
                        turns, translations);
        g_assert_cmpuint (turns, >, 50);
        g_assert_cmpuint (translations, ==, 0);
        tl_game_state_free (game);
      }
}

/* A move in the wrong phase is refused with its message, translated then; without a
 * place for the error (a playout's last draw), nothing is translated. */
static void
test_refused_move_has_its_message (void)
{
  const char *localedir = g_getenv ("TL_TEST_LOCALEDIR");
  g_autofree char *language = g_strdup (g_getenv ("LANGUAGE"));
  TlGameState *game = new_game (kinds[0].header, 5);
  g_autoptr(GError) error = NULL;

  translations = 0;
  g_assert_false (tl_game_state_end_turn (game, NULL));
  g_assert_false (tl_game_state_deploy (game, 0, NULL));
  g_assert_cmpuint (translations, ==, 0);

  g_assert_false (tl_game_state_end_turn (game, &error));
  g_assert_error (error, TL_ENGINE_ERROR, TL_ENGINE_ERROR_WRONG_PHASE);
  g_assert_cmpstr (error->message, ==, "the turn cannot end now: the player must draw a tile first");
  g_assert_cmpuint (translations, ==, 3);
  g_clear_error (&error);
  g_assert_true (tl_game_state_draw_next (game));
  g_assert_false (tl_game_state_deploy (game, 0, &error));
  g_assert_cmpstr (error->message, ==,
                   "no follower can be placed now: the player must place the tile first");
  g_clear_error (&error);

  if (localedir == NULL)
    {
      tl_game_state_free (game);
      g_test_skip ("no translations built (msgfmt missing)");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_setenv ("LANGUAGE", "ro", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_assert_false (tl_game_state_end_turn (game, &error));
  g_assert_cmpstr (error->message, ==,
                   "acum tura nu se poate încheia: jucătorul trebuie mai întâi să plaseze cartonașul");
  g_clear_error (&error);
  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C");
  tl_game_state_free (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move-messages/playouts-translate-nothing", test_playouts_translate_nothing);
  g_test_add_func ("/move-messages/refused-move-has-its-message", test_refused_move_has_its_message);
  return g_test_run ();
}
