/* tl-game.c — the game as a GObject: signals, properties, undo
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TlGame wraps an engine TlGameState. The engine has no undo of its own: it is
 * deterministic, so undo replays the record without the last turn(s), and taking
 * back a placement restores a copy of the state taken when the tile was drawn.
 * What an expansion adds is in tl-game-EXP.c, behind a #TlGameHooks table
 * (tl-game-private.h); this file names none.
 */

#include "config.h"

#include "tl-game.h"
#include "tl-game-private.h"

/* Mixed into the record's seed so that the computer players' choices do not
 * follow the deck's random stream. */
#define TL_GAME_AI_SEED_SALT G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)

struct _TlGame
{
  GObject parent_instance;

  TlGameState *state;
  /* The state right after this turn's draw, for tl_game_take_back(); NULL
   * outside a turn (game over). */
  TlGameState *turn_start;
  TlRng ai_rng;
  /* This turn's placement showed hidden information (an expansion's `shown`
   * changed, or it said so with _tl_game_commit()): it cannot be taken back. */
  gboolean committed;
  /* How many times the turn in progress was kept in the record (every step
   * that cannot be taken back: tl_game_get_kept_steps()). */
  guint kept;

  /* What the last notification reported, to notify only real changes. */
  guint events_seen;
  TlPhase phase;
  guint current_player;
  guint tiles_left;
  int current_tile;
  gboolean can_undo;
  guint turn;
  /* Counts the notifications: a computer move worked out on a copy of the state
   * may only replace the state it was worked out for. */
  guint generation;

  /* Redo: the record as it was before a run of undos, and how many of its
   * turns each undo of the run left behind (the last one is what a redo comes
   * back to); it holds while nothing else changed the game, that is while the
   * notifications counted are those of the undos and redos themselves. */
  TlRecord *redo_record;
  GArray *redo_lengths;            /* of guint */
  guint redo_generation;
  gboolean can_redo;

  /* A game played on a host (_tl_game_new_remote()): the seat played here,
   * or -1; the host draws, plays the other seats, and takes the turns. */
  gint viewer;
  TlGameRemote remote;
};

G_DEFINE_FINAL_TYPE (TlGame, tl_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PHASE,
  PROP_CURRENT_PLAYER,
  PROP_TILES_LEFT,
  PROP_CURRENT_TILE,
  PROP_CAN_UNDO,
  PROP_TURN,
  PROP_CAN_REDO,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  SIGNAL_SCORED,
  SIGNAL_GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Whether a recorded turn showed hidden information that undoing would let the
 * player use (an expansion's `turn_shows`). */
static gboolean
turn_shows (const TlTurnRecord *turn)
{
  for (guint i = 0; i < _tl_game_n_expansion_hooks; i++)
    if (_tl_game_expansion_hooks[i]->turn_shows != NULL &&
        _tl_game_expansion_hooks[i]->turn_shows (turn))
      return TRUE;
  return FALSE;
}

/* How much of what the expansions hide @player has been shown. */
static guint
shown (const TlGameState *state,
       guint              player)
{
  guint n = 0;

  for (guint i = 0; i < _tl_game_n_expansion_hooks; i++)
    if (_tl_game_expansion_hooks[i]->shown != NULL)
      n += _tl_game_expansion_hooks[i]->shown (state, player);
  return n;
}

/* How many turns of the record stay when the last human turn is undone (the
 * computer turns after it go with it); -1 when nothing can be undone: no human
 * turn, or one of those turns, or the turn in progress (Take 2 opened), showed
 * hidden information that undoing would let the player use (turn_shows()). */
static gint
undo_target (TlGame *self)
{
  const TlRecord *record = tl_game_state_record (self->state);
  guint n_players = tl_game_state_n_players (self->state);
  guint n = record->turns->len;

  if (self->viewer >= 0 || n_players == 0 ||
      (record->in_progress != NULL && turn_shows (record->in_progress)))
    return -1;
  while (n > 0 && g_array_index (record->players, TlPlayerInfo, (n - 1) % n_players).kind != TL_PLAYER_HUMAN)
    n--;
  if (n == 0)
    return -1;
  n--;
  for (guint i = n; i < record->turns->len; i++)
    {
      if (turn_shows (&g_array_index (record->turns, TlTurnRecord, i)))
        return -1;
    }
  return (gint) n;
}

static gboolean
compute_can_undo (TlGame *self)
{
  /* mid-turn, undo is the take-back (never past a turn that showed something) */
  if (tl_game_state_phase (self->state) == TL_PHASE_FOLLOWER)
    return tl_game_get_can_take_back (self);
  return undo_target (self) >= 0;
}

/* The turn so far cannot be taken back: the record keeps it (a save too). */
static void
keep_turn (TlGame *self)
{
  tl_game_state_keep_turn (self->state);
  self->kept++;
}

static gboolean
compute_can_redo (TlGame *self)
{
  return self->redo_record != NULL && self->redo_lengths->len > 0 &&
         self->generation == self->redo_generation &&
         tl_game_state_phase (self->state) == TL_PHASE_PLACE;
}

static void
clear_redo (TlGame *self)
{
  g_clear_pointer (&self->redo_record, tl_record_free);
  g_array_set_size (self->redo_lengths, 0);
}

/* Reads the values behind the properties without notifying. */
static void
snapshot_values (TlGame *self)
{
  self->phase = tl_game_state_phase (self->state);
  self->current_player = tl_game_state_current_player (self->state);
  self->tiles_left = tl_game_state_tiles_left (self->state);
  self->current_tile = tl_game_state_current_tile (self->state);
  self->can_undo = compute_can_undo (self);
  self->turn = tl_game_state_turn (self->state);
}

/* Starts the turn when the state waits for a draw: draws (discarding unplaceable
 * tiles) and keeps a copy for take back. */
static void
begin_turn (TlGame *self)
{
  g_clear_pointer (&self->turn_start, tl_game_state_free);
  self->committed = FALSE;

  /* a remote game's draws are its host's */
  if (tl_game_state_phase (self->state) == TL_PHASE_DRAW && self->viewer < 0)
    tl_game_state_draw_next (self->state);

  if (tl_game_state_phase (self->state) == TL_PHASE_PLACE)
    self->turn_start = tl_game_state_copy (self->state);
}

/* Notifies what changed since the last call, emits `changed`, then `scored` for
 * every new scoring event and `game-over` when the game has just ended. */
static void
emit_changes (TlGame *self)
{
  TlPhase old_phase = self->phase;
  guint old_player = self->current_player;
  guint old_tiles_left = self->tiles_left;
  int old_tile = self->current_tile;
  gboolean old_can_undo = self->can_undo;
  gboolean old_can_redo = self->can_redo;
  guint old_turn = self->turn;
  const GArray *events;
  guint first_new;

  /* once a step of the turn cannot be taken back, every later one is kept too */
  if (self->committed)
    keep_turn (self);
  snapshot_values (self);
  self->generation++;
  self->can_redo = compute_can_redo (self);
  if (!self->can_redo)
    clear_redo (self);

  g_object_freeze_notify (G_OBJECT (self));
  if (old_phase != self->phase)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
  if (old_player != self->current_player)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PLAYER]);
  if (old_tiles_left != self->tiles_left)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILES_LEFT]);
  if (old_tile != self->current_tile)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_TILE]);
  if (old_can_undo != self->can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (old_turn != self->turn)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
  if (old_can_redo != self->can_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);

  events = tl_game_state_events (self->state);
  first_new = self->events_seen;
  /* After an undo the list is shorter: nothing new to report. */
  self->events_seen = events->len;
  if (first_new < events->len)
    {
      /* Copied: a handler may change the game (and so the state's list). */
      g_autoptr (GArray) fresh = g_array_sized_new (FALSE, FALSE, sizeof (TlScoreEvent),
                                                    events->len - first_new);

      g_array_append_vals (fresh, &g_array_index (events, TlScoreEvent, first_new),
                           events->len - first_new);
      for (guint i = 0; i < fresh->len; i++)
        g_signal_emit (self, signals[SIGNAL_SCORED], 0,
                       (gpointer) &g_array_index (fresh, TlScoreEvent, i));
    }

  if (self->phase == TL_PHASE_OVER && old_phase != TL_PHASE_OVER)
    g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
}

static void
tl_game_finalize (GObject *object)
{
  TlGame *self = TL_GAME (object);

  g_clear_pointer (&self->turn_start, tl_game_state_free);
  g_clear_pointer (&self->state, tl_game_state_free);
  clear_redo (self);
  g_array_unref (self->redo_lengths);

  G_OBJECT_CLASS (tl_game_parent_class)->finalize (object);
}

static void
tl_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  TlGame *self = TL_GAME (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_int (value, (int) tl_game_get_phase (self));
      break;
    case PROP_CURRENT_PLAYER:
      g_value_set_uint (value, tl_game_get_current_player (self));
      break;
    case PROP_TILES_LEFT:
      g_value_set_uint (value, tl_game_get_tiles_left (self));
      break;
    case PROP_CURRENT_TILE:
      g_value_set_int (value, tl_game_get_current_tile (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tl_game_get_can_undo (self));
      break;
    case PROP_TURN:
      g_value_set_uint (value, tl_game_get_turn (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tl_game_get_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tl_game_class_init (TlGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tl_game_finalize;
  object_class->get_property = tl_game_get_property;

  properties[PROP_PHASE] =
    g_param_spec_int ("phase", NULL, NULL,
                      TL_PHASE_DRAW, TL_PHASE_OVER, TL_PHASE_DRAW,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CURRENT_PLAYER] =
    g_param_spec_uint ("current-player", NULL, NULL,
                       0, TL_MAX_PLAYERS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_TILES_LEFT] =
    g_param_spec_uint ("tiles-left", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CURRENT_TILE] =
    g_param_spec_int ("current-tile", NULL, NULL,
                      -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_TURN] =
    g_param_spec_uint ("turn", NULL, NULL,
                       1, G_MAXUINT, 1,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_SCORED] =
    g_signal_new ("scored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tl_game_init (TlGame *self)
{
  self->redo_lengths = g_array_new (FALSE, FALSE, sizeof (guint));
  self->viewer = -1;
}

/* Takes ownership of @state and starts its turn. */
static TlGame *
tl_game_new_for_state (TlGameState *state)
{
  TlGame *self = g_object_new (TL_TYPE_GAME, NULL);
  const TlRecord *record;

  self->state = state;
  record = tl_game_state_record (state);
  tl_rng_init (&self->ai_rng, record->seed ^ TL_GAME_AI_SEED_SALT);

  begin_turn (self);
  /* a turn in progress came with the record: its placement is not taken back */
  if (record->in_progress != NULL && tl_game_state_phase (state) == TL_PHASE_FOLLOWER)
    self->committed = TRUE;
  snapshot_values (self);
  self->events_seen = tl_game_state_events (self->state)->len;

  return self;
}

TlGame *
tl_game_new (const TlRecord  *record,
             GError         **error)
{
  TlGameState *state;

  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  state = tl_game_state_replay (record, error);
  if (state == NULL)
    return NULL;

  return tl_game_new_for_state (state);
}

const TlGameState *
tl_game_get_state (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), NULL);
  return self->state;
}

const TlRecord *
tl_game_get_record (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), NULL);
  return tl_game_state_record (self->state);
}

TlPhase
tl_game_get_phase (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), TL_PHASE_OVER);
  return tl_game_state_phase (self->state);
}

guint
tl_game_get_current_player (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), 0);
  return tl_game_state_current_player (self->state);
}

guint
tl_game_get_tiles_left (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), 0);
  return tl_game_state_tiles_left (self->state);
}

int
tl_game_get_current_tile (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), -1);
  return tl_game_state_current_tile (self->state);
}

gboolean
tl_game_get_can_undo (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), FALSE);
  return compute_can_undo (self);
}

guint
tl_game_get_turn (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), 1);
  return tl_game_state_turn (self->state);
}

guint
tl_game_get_n_players (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), 0);
  return tl_game_state_n_players (self->state);
}

const TlPlayerState *
tl_game_player_state (TlGame *self,
                      guint   player)
{
  g_return_val_if_fail (TL_IS_GAME (self), NULL);
  g_return_val_if_fail (player < tl_game_state_n_players (self->state), NULL);
  return tl_game_state_player (self->state, player);
}

const TlPlayerInfo *
tl_game_player_info (TlGame *self,
                     guint   player)
{
  const TlRecord *record;

  g_return_val_if_fail (TL_IS_GAME (self), NULL);
  record = tl_game_state_record (self->state);
  g_return_val_if_fail (player < record->players->len, NULL);
  return &g_array_index (record->players, TlPlayerInfo, player);
}

const TlTileType *
tl_game_get_current_tile_type (TlGame *self)
{
  int tile;

  g_return_val_if_fail (TL_IS_GAME (self), NULL);
  tile = tl_game_state_current_tile (self->state);
  if (tile < 0)
    return NULL;
  return tl_tile_set_type (tl_game_state_tile_set (self->state), (guint) tile);
}

gboolean
tl_game_is_legal (TlGame *self,
                  gint    x,
                  gint    y,
                  guint   r)
{
  int tile;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);
  if (tl_game_state_phase (self->state) != TL_PHASE_PLACE)
    return FALSE;
  tile = tl_game_state_current_tile (self->state);
  if (tile < 0)
    return FALSE;
  return tl_board_fits (tl_game_state_board (self->state), (guint) tile, x, y, r % 4);
}

GArray *
tl_game_legal_placements (TlGame *self)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (TlPlacement));

  g_return_val_if_fail (TL_IS_GAME (self), out);
  if (tl_game_state_phase (self->state) == TL_PHASE_PLACE)
    tl_game_state_legal_placements (self->state, out);
  return out;
}

gboolean
tl_game_place (TlGame  *self,
               gint     x,
               gint     y,
               guint    r,
               GError **error)
{
  guint shown_before, me;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->viewer >= 0)
    {
      TlGameStep step = _tl_game_remote_place (self, x, y, r % 4, error);

      if (step != TL_GAME_STEP_HERE)
        return step != TL_GAME_STEP_FAILED;
    }
  me = tl_game_state_current_player (self->state);
  shown_before = shown (self->state, me);
  if (!tl_game_state_place (self->state, x, y, r % 4, error))
    return FALSE;

  /* What the placement showed (a chip turned over, a face-down tile turned
   * face up, a gift card received) cannot be unseen. */
  if (shown (self->state, me) != shown_before)
    self->committed = TRUE;

  emit_changes (self);
  return TRUE;
}

GArray *
tl_game_follower_spots (TlGame *self)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (TlFollowerSpot));

  g_return_val_if_fail (TL_IS_GAME (self), out);
  if (tl_game_state_phase (self->state) == TL_PHASE_FOLLOWER)
    tl_game_state_follower_spots (self->state, out);
  return out;
}

static gboolean
deploy_step (TlGameState *state, gconstpointer args, GError **error)
{
  return tl_game_state_deploy (state, *(const guint *) args, error);
}

gboolean
tl_game_deploy (TlGame  *self,
                guint    port,
                GError **error)
{
  gboolean sent;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_tl_game_remote_step (self, deploy_step, &port, &sent, error))
    return sent;
  if (!tl_game_state_deploy (self->state, port, error))
    return FALSE;

  emit_changes (self);
  return TRUE;
}

int
tl_game_held_tile (TlGame *self,
                   guint   player)
{
  g_return_val_if_fail (TL_IS_GAME (self), -1);
  g_return_val_if_fail (player < tl_game_state_n_players (self->state), -1);
  return tl_game_state_held_tile (self->state, player);
}

static gboolean
choose_step (TlGameState *state, gconstpointer args, GError **error)
{
  return tl_game_state_choose_tile (state, *(const guint *) args, error);
}

gboolean
tl_game_choose_tile (TlGame  *self,
                     guint    type,
                     GError **error)
{
  gboolean sent;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_tl_game_remote_step (self, choose_step, &type, &sent, error))
    return sent;
  if (!tl_game_state_choose_tile (self->state, type, error))
    return FALSE;
  emit_changes (self);
  return TRUE;
}

GArray *
tl_game_recall_options (TlGame *self)
{
  GArray *options = g_array_new (FALSE, FALSE, sizeof (TlRecallOption));

  g_return_val_if_fail (TL_IS_GAME (self), options);
  tl_game_state_recall_options (self->state, options);
  return options;
}

static gboolean
recall_step (TlGameState *state, gconstpointer args, GError **error)
{
  const gint *at = args;

  return tl_game_state_recall (state, at[0], at[1], (guint) at[2], error);
}

gboolean
tl_game_recall (TlGame  *self,
                gint     x,
                gint     y,
                guint    port,
                GError **error)
{
  gboolean sent;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!_tl_game_remote_step (self, recall_step, (gint[]) { x, y, (gint) port }, &sent, error))
    return sent;
  if (!tl_game_state_recall (self->state, x, y, port, error))
    return FALSE;

  emit_changes (self);
  return TRUE;
}

gint
tl_game_feature_value (TlGame *self,
                       gint    x,
                       gint    y,
                       guint   port)
{
  TlFeatureInfo info;
  int segment;

  g_return_val_if_fail (TL_IS_GAME (self), -1);

  segment = tl_board_segment_at (tl_game_state_board (self->state), x, y, port);
  if (segment < 0)
    return -1;
  tl_features_info (tl_board_features (tl_game_state_board_mut (self->state)), (guint32) segment, &info);
  /* an unfinished feature is worth what it scores if the game ended now (a
   * city: 1 a tile and pennant, docs/rules/base-game.md §3.5); a finished one what it
   * scored (§3.4) */
  return tl_game_state_feature_value (self->state, segment, info.open > 0 && !info.done);
}

gboolean
tl_game_take_back (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), FALSE);

  if (!tl_game_get_can_take_back (self))
    return FALSE;

  tl_game_state_free (self->state);
  self->state = tl_game_state_copy (self->turn_start);

  emit_changes (self);
  return TRUE;
}

gboolean
tl_game_confirm (TlGame  *self,
                 GError **error)
{
  g_return_val_if_fail (TL_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->viewer >= 0)
    {
      /* the turn goes to the host, and is played here once it is sent */
      TlGameState *ended = NULL;
      TlGameStep step = _tl_game_remote_confirm (self, &ended, error);

      if (step != TL_GAME_STEP_ENDED)
        return step == TL_GAME_STEP_SENT;   /* sent up to a disclosure: the host's answer comes first */
      tl_game_state_free (self->state);
      self->state = ended;
    }
  else if (!tl_game_state_end_turn (self->state, error))
    return FALSE;

  begin_turn (self);
  emit_changes (self);
  return TRUE;
}

/* Returns: (transfer full): a copy of @record's header and its first @n_turns turns. */
static TlRecord *
record_prefix (const TlRecord *record,
               guint           n_turns)
{
  TlRecord *copy = tl_record_copy_header (record);

  for (guint i = 0; i < n_turns && i < record->turns->len; i++)
    {
      TlTurnRecord turn;

      /* deep: the gift's discards and the reveals are arrays too */
      tl_turn_record_copy (&turn, &g_array_index (record->turns, TlTurnRecord, i));
      tl_record_add_turn (copy, &turn);
    }
  return copy;
}

/* Undo and redo: the game becomes @state (a replay), its turn begins, and
 * the notification that follows is one of theirs (Redo stays possible). */
static void
take_history_state (TlGame      *self,
                    TlGameState *state)
{
  tl_game_state_free (self->state);
  self->state = state;
  begin_turn (self);
  self->redo_generation = self->generation + 1;
  emit_changes (self);
}

gboolean
tl_game_undo (TlGame *self)
{
  const TlRecord *record;
  g_autoptr (TlRecord) shorter = NULL;
  g_autoptr (GError) error = NULL;
  TlGameState *state;
  gint target;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);

  if (tl_game_state_phase (self->state) == TL_PHASE_FOLLOWER)
    return tl_game_take_back (self);

  record = tl_game_state_record (self->state);
  target = undo_target (self);
  if (target < 0)
    return FALSE;

  shorter = record_prefix (record, target);
  state = tl_game_state_replay (shorter, &error);
  if (state == NULL)
    {
      /* The record came from this very engine: replaying a prefix cannot fail. */
      g_critical ("Undo: replaying the game failed: %s", error->message);
      return FALSE;
    }

  /* what Redo comes back to: the record before the first undo of this run */
  if (!self->can_redo)
    {
      clear_redo (self);
      self->redo_record = record_prefix (record, record->turns->len);
    }
  g_array_append_val (self->redo_lengths, record->turns->len);
  take_history_state (self, state);
  return TRUE;
}

gboolean
tl_game_get_can_redo (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), FALSE);

  return compute_can_redo (self);
}

gboolean
tl_game_redo (TlGame *self)
{
  g_autoptr (TlRecord) longer = NULL;
  g_autoptr (GError) error = NULL;
  TlGameState *state;
  guint n;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);

  if (!compute_can_redo (self))
    return FALSE;
  n = g_array_index (self->redo_lengths, guint, self->redo_lengths->len - 1);
  longer = record_prefix (self->redo_record, n);
  state = tl_game_state_replay (longer, &error);
  if (state == NULL)
    {
      /* The record came from this very engine: replaying it cannot fail. */
      g_critical ("Redo: replaying the game failed: %s", error->message);
      return FALSE;
    }
  g_array_set_size (self->redo_lengths, self->redo_lengths->len - 1);
  take_history_state (self, state);
  return TRUE;
}

gboolean
tl_game_current_is_ai (TlGame *self)
{
  TlPhase phase;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);

  phase = tl_game_state_phase (self->state);
  if (phase == TL_PHASE_OVER)
    return FALSE;
  if (self->viewer >= 0)
    return tl_game_state_current_player (self->state) != (guint) self->viewer || self->remote.waiting;
  return tl_game_player_info (self, tl_game_state_current_player (self->state))->kind == TL_PLAYER_AI;
}

gboolean
tl_game_play_ai_turn (TlGame *self)
{
  const TlPlayerInfo *info;
  TlAiConfig config;

  g_return_val_if_fail (TL_IS_GAME (self), FALSE);

  if (!tl_game_current_is_ai (self) || tl_game_state_phase (self->state) != TL_PHASE_PLACE ||
      self->viewer >= 0)
    return FALSE;

  info = tl_game_player_info (self, tl_game_state_current_player (self->state));
  tl_ai_config_init (&config, info->level);
  if (!tl_ai_play (self->state, &config, &self->ai_rng))
    {
      /* the engine's own choice must always be legal */
      g_critical ("Computer player could not play its turn");
      return FALSE;
    }

  begin_turn (self);
  emit_changes (self);
  return TRUE;
}

guint
_tl_game_generation (TlGame *self)
{
  return self->generation;
}

TlRng *
_tl_game_ai_rng (TlGame *self)
{
  return &self->ai_rng;
}

void
_tl_game_replace_state (TlGame      *self,
                        TlGameState *state)
{
  tl_game_state_free (self->state);
  self->state = state;
  self->remote.waiting = FALSE;
  begin_turn (self);
  emit_changes (self);
}

TlGame *
_tl_game_new_remote (TlGameState    *twin,
                     guint           seat,
                     TlGameSendStep  send_step,
                     gpointer        data)
{
  TlGame *self = g_object_new (TL_TYPE_GAME, NULL);

  self->viewer = (gint) seat;
  self->remote.send_step = send_step;
  self->remote.data = data;
  self->state = twin;
  begin_turn (self);
  snapshot_values (self);
  self->events_seen = tl_game_state_events (self->state)->len;
  return self;
}

gint
tl_game_get_viewer (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), -1);

  return self->viewer;
}

void
tl_game_mark_hinted (TlGame *self)
{
  g_return_if_fail (TL_IS_GAME (self));

  if (tl_game_state_phase (self->state) != TL_PHASE_PLACE &&
      tl_game_state_phase (self->state) != TL_PHASE_FOLLOWER)
    return;
  tl_game_state_mark_hinted (self->state);
  /* taking the tile back keeps the mark */
  if (self->turn_start != NULL)
    tl_game_state_mark_hinted (self->turn_start);
}

gboolean
tl_game_get_can_take_back (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), FALSE);

  return tl_game_state_phase (self->state) == TL_PHASE_FOLLOWER
         && self->turn_start != NULL && !self->committed && !self->remote.waiting;
}

TlGameRemote *
_tl_game_get_remote (TlGame *self)
{
  return self->viewer >= 0 ? &self->remote : NULL;
}

TlGameState *
_tl_game_state_mut (TlGame *self)
{
  return self->state;
}

void
_tl_game_notify (TlGame *self)
{
  emit_changes (self);
}

void
_tl_game_commit (TlGame *self)
{
  self->committed = TRUE;
}

guint
tl_game_get_kept_steps (TlGame *self)
{
  g_return_val_if_fail (TL_IS_GAME (self), 0);

  return self->kept;
}

void
_tl_game_keep_turn_start (TlGame *self)
{
  keep_turn (self);
  g_clear_pointer (&self->turn_start, tl_game_state_free);
  self->turn_start = tl_game_state_copy (self->state);
}
