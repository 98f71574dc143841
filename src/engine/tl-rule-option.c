/* tl-rule-option.c — the choices of a new game, listed from the engine's registry
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Names no expansion: each option is defined in its module's #TlExpansion or its
 * ruleset's `switches`, and found through tl-game-modules.c.
 */
#include "config.h"

#include "tl-game-state-private.h"
#include "tl-rule-option.h"

#include <string.h>

/* More than the engine will ever have; a test checks the count. */
#define MAX_OPTIONS 64

static TlRuleOption options[MAX_OPTIONS];
static guint n_options;

static void
add_module (const TlExpansion *module,
            TlRuleOptionKind   kind)
{
  g_return_if_fail (n_options < MAX_OPTIONS);
  options[n_options++] = (TlRuleOption) {
    .name = module->name,
    .title = module->title,
    .game = module->game,
    .kind = kind,
    .offset = kind == TL_RULE_OPTION_SWITCH ? module->option : 0,
    .requires = module->requires,
    .cli_help = module->cli_help,
  };
}

/* Fills the list once: the expansions a record names (a module turned on some
 * other way, the map by a record's `map`, is no choice), then each ruleset's own
 * switches and its variants. */
static void
list_options (void)
{
  static gsize listed = 0;

  if (!g_once_init_enter (&listed))
    return;
  for (guint i = 0; i < _tl_game_n_expansions; i++)
    if (_tl_game_expansions[i]->wanted == NULL)
      add_module (_tl_game_expansions[i], TL_RULE_OPTION_EXPANSION);
  for (guint i = 0; i < _tl_game_n_rulesets; i++)
    {
      const TlRuleset *rules = _tl_game_rulesets[i];

      for (const TlRuleOption *s = rules->switches; s != NULL && s->name != NULL; s++)
        if (n_options < MAX_OPTIONS)
          options[n_options++] = *s;
      for (guint k = 0; rules->variants != NULL && rules->variants[k] != NULL; k++)
        add_module (rules->variants[k], TL_RULE_OPTION_SWITCH);
    }
  g_once_init_leave (&listed, 1);
}

guint
tl_rule_option_count (void)
{
  list_options ();
  return n_options;
}

const TlRuleOption *
tl_rule_option_nth (guint i)
{
  list_options ();
  return i < n_options ? &options[i] : NULL;
}

const TlRuleOption *
tl_rule_option_find (const char *name)
{
  list_options ();
  for (guint i = 0; name != NULL && i < n_options; i++)
    if (strcmp (options[i].name, name) == 0)
      return &options[i];
  return NULL;
}

/* The index of @name in @record's `expansions`, or -1. */
static int
named_at (const TlRecord *record,
          const char     *name)
{
  for (guint i = 0; i < record->expansions->len; i++)
    if (g_strcmp0 (g_ptr_array_index (record->expansions, i), name) == 0)
      return (int) i;
  return -1;
}

gboolean
tl_rule_option_get (const TlRuleOption *option,
                    const TlRecord     *record)
{
  g_return_val_if_fail (option != NULL && record != NULL, FALSE);

  if (option->kind == TL_RULE_OPTION_EXPANSION)
    return named_at (record, option->name) >= 0;
  return G_STRUCT_MEMBER (gboolean, (gpointer) &record->options, option->offset);
}

void
tl_rule_option_set (const TlRuleOption *option,
                    TlRecord           *record,
                    gboolean            on)
{
  int at;

  g_return_if_fail (option != NULL && record != NULL);

  if (option->kind == TL_RULE_OPTION_SWITCH)
    {
      G_STRUCT_MEMBER (gboolean, &record->options, option->offset) = on;
      return;
    }
  at = named_at (record, option->name);
  if (on && at < 0)
    g_ptr_array_add (record->expansions, g_strdup (option->name));
  else if (!on && at >= 0)
    g_ptr_array_remove_index (record->expansions, (guint) at);
}
