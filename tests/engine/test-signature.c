/* test-signature.c — the rules' pinned signature: seeded games of every kind, hashed
 *
 * As chess engines pin a "bench" signature, this plays SIGNATURE_GAMES seeded games of
 * every kind of game (each built-in game, variant, map, expansion, a user tile set and a
 * user map) between level-0 computer players, and hashes what they scored: per game its
 * seed, its turns, each seat's final score, its points by feature kind and its bonus.
 * The hashes are kept in tests/fixtures/signature.txt. A change of the rules changes a
 * hash, and the test names the kind of game it changed.
 *
 * What the signature also pins: the level-0 player's choices, and so the order in which
 * the engine lists the legal placements (tl_board_placements()) and follower spots. A
 * change that reorders them on purpose, with no rule changed, changes the signature too:
 * then every rules fixture must still pass, and the commit that writes the new signature
 * says why. To write it:
 *
 *   TL_UPDATE_SIGNATURE=1 build/tests/test-signature   (run from the source root)
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "tl-engine.h"
#include "tl-record-format.h"
#include "game-kinds.h"

#define SIGNATURE_GAMES 100
#define MAX_TURNS 4000

typedef struct {
  const char *kind;
  const char *header;   /* the record's members between "version" and "players" */
} Kind;

static const Kind kinds[] = {
  { "carcassonne", "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\"" },
  { "carcassonne-small-cities", "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\", "
    "\"options\": {\"small-city-two\": true}" },
  { "carcassonne-no-farmers", "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\", "
    "\"options\": {\"farmers\": false}" },
  { "carcassonne-gifts", "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\", "
    "\"expansions\": [\"gifts\"]" },
  { "carcassonne-more-tiles", "\"game\": \"carcassonne\", \"tileset\": "
    "[\"carcassonne-base\", \"inns-and-cathedrals\", \"traders-and-builders\"], "
    "\"options\": {\"meeples\": 9}" },
  { "carcassonne-user-tileset", "\"game\": \"carcassonne\", \"tileset\": " USER_TILESET },
  { "discovery", "\"game\": \"discovery\", \"tileset\": \"discovery\"" },
  { "discovery-equal-turns", "\"game\": \"discovery\", \"tileset\": \"discovery\", "
    "\"options\": {\"equal-turns\": true}" },
  { "discovery-double-tile", "\"game\": \"discovery\", \"tileset\": \"discovery\", "
    "\"options\": {\"double-tile\": true}" },
  { "usa-west", "\"game\": \"carcassonne\", \"tileset\": "
    "[\"carcassonne-base\", \"inns-and-cathedrals\", \"traders-and-builders\"], "
    "\"map\": \"usa-west\"" },
  { "usa-east-map-chips", "\"game\": \"carcassonne\", \"tileset\": "
    "[\"carcassonne-base\", \"inns-and-cathedrals\", \"traders-and-builders\"], "
    "\"map\": \"usa-east\", \"expansions\": [\"map-chips\"]" },
  { "usa-west-gifts-base-tiles", "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\", "
    "\"map\": \"usa-west\", \"expansions\": [\"gifts\"], \"options\": {\"meeples\": 9}" },
  { "usa-both-map-chips-gifts", "\"game\": \"carcassonne\", \"tileset\": "
    "[\"carcassonne-base\", \"inns-and-cathedrals\", \"traders-and-builders\", "
    "\"carcassonne-base\", \"inns-and-cathedrals\", \"traders-and-builders\"], "
    "\"map\": \"usa-both\", \"expansions\": [\"map-chips\", \"gifts\"]" },
  { "user-map", "\"game\": \"carcassonne\", \"tileset\": \"carcassonne-base\", "
    "\"map\": " USER_MAP },
};

static const char *colors[] = { "red", "blue", "green", "yellow", "black" };

/* Plays game @index of @kind to its end and adds what it scored to @sum. */
static void
play_one (const Kind *kind, guint index, GChecksum *sum)
{
  guint n_players = 2 + index % 4;
  guint seed = 7000 + index;
  g_autoptr(GString) json = g_string_new (NULL);
  g_autoptr(GString) line = g_string_new (NULL);
  g_autoptr(TlRecord) header = NULL;
  g_autoptr(GError) error = NULL;
  TlGameState *game;
  guint turns = 0;
  TlRng rng;

  g_string_append_printf (json, "{\"format\": \"tilelands-game\", \"version\": 2, %s, "
                          "\"seed\": %u, \"players\": [", kind->header, seed);
  for (guint p = 0; p < n_players; p++)
    g_string_append_printf (json, "%s{\"name\": \"Computer %u\", \"color\": \"%s\", "
                            "\"kind\": \"ai\", \"level\": 0}", p > 0 ? ", " : "", p + 1,
                            colors[p]);
  g_string_append (json, "], \"turns\": []}");

  header = tl_record_format_load_data (json->str, json->len, kind->kind, &error);
  if (header == NULL)
    g_error ("%s: the header does not load: %s", kind->kind, error->message);
  game = tl_game_state_new (header, &error);
  if (game == NULL)
    g_error ("%s: the game does not start: %s", kind->kind, error->message);

  tl_rng_init (&rng, seed * 2654435761u + 17);
  while (turns < MAX_TURNS && tl_ai_play_turn (game, TL_AI_EASY, &rng))
    turns++;
  g_assert_cmpuint (turns, <, MAX_TURNS);
  if (tl_game_state_phase (game) != TL_PHASE_OVER)
    tl_game_state_finish (game);
  g_assert_cmpint (tl_game_state_phase (game), ==, TL_PHASE_OVER);

  g_string_append_printf (line, "%u %u %u", seed, n_players, turns);
  for (guint p = 0; p < n_players; p++)
    {
      const TlPlayerState *ps = tl_game_state_player (game, p);

      g_string_append_printf (line, " | %d", ps->score);
      for (guint k = 0; k < TL_N_SEGMENT_KINDS; k++)
        g_string_append_printf (line, " %d", ps->by_kind[k]);
      g_string_append_printf (line, " %d", ps->bonus);
    }
  g_string_append_c (line, '\n');
  g_checksum_update (sum, (const guchar *) line->str, line->len);
  tl_game_state_free (game);
}

/* The signature of @kind: the SHA-256 of its games' lines. */
static char *
kind_signature (const Kind *kind)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);

  for (guint i = 0; i < SIGNATURE_GAMES; i++)
    play_one (kind, i, sum);
  return g_strdup (g_checksum_get_string (sum));
}

/* The signatures kept in the fixture: kind → hash. */
static GHashTable *
load_signatures (const char *path)
{
  GHashTable *kept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("cannot read the signature: %s", error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = NULL;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      words = g_strsplit (lines[i], " ", -1);
      if (g_strv_length (words) != 3 || g_strcmp0 (words[1], G_STRINGIFY (SIGNATURE_GAMES)) != 0)
        g_error ("%s, line %u: not “KIND " G_STRINGIFY (SIGNATURE_GAMES) " SHA256”", path, i + 1);
      g_hash_table_insert (kept, g_strdup (words[0]), g_strdup (words[2]));
    }
  return kept;
}

static void
write_signatures (const char *path, char **hashes)
{
  g_autoptr(GString) out = g_string_new (
    "# The rules' pinned signature (tests/engine/test-signature.c): for each kind of game,\n"
    "# the SHA-256 of what " G_STRINGIFY (SIGNATURE_GAMES) " seeded level-0 games scored. "
    "Written by\n"
    "#   TL_UPDATE_SIGNATURE=1 build/tests/test-signature\n"
    "# only when a change of the rules (or of the order of legal moves) is meant.\n");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    g_string_append_printf (out, "%s %d %s\n", kinds[i].kind, SIGNATURE_GAMES, hashes[i]);
  if (!g_file_set_contents (path, out->str, out->len, &error))
    g_error ("cannot write the signature: %s", error->message);
  g_print ("# wrote %s\n", path);
}

static void
test_signature (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TL_TEST_FIXTURES"), "signature.txt", NULL);
  char *hashes[G_N_ELEMENTS (kinds)];
  g_autoptr(GHashTable) kept = NULL;
  g_autoptr(GString) changed = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    hashes[i] = kind_signature (&kinds[i]);

  if (g_getenv ("TL_UPDATE_SIGNATURE") != NULL)
    write_signatures (path, hashes);

  kept = load_signatures (path);
  g_assert_cmpuint (g_hash_table_size (kept), ==, G_N_ELEMENTS (kinds));
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      const char *want = g_hash_table_lookup (kept, kinds[i].kind);

      if (g_strcmp0 (want, hashes[i]) != 0)
        g_string_append_printf (changed, "\n  %s: %s, kept %s", kinds[i].kind, hashes[i],
                                want != NULL ? want : "none");
      g_free (hashes[i]);
    }
  if (changed->len > 0)
    g_error ("the games of these kinds no longer score as the pinned signature says "
             "(tests/fixtures/signature.txt): a rule changed.%s\nIf that was meant, say why "
             "in the commit and write the signature again (see test-signature.c).",
             changed->str);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("TL_TEST_FIXTURES") == NULL)
    g_setenv ("TL_TEST_FIXTURES", TL_TEST_FIXTURES, FALSE);
  g_test_add_func ("/signature/rules", test_signature);
  return g_test_run ();
}
