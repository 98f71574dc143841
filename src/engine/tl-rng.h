/* tl-rng.h — the engine's deterministic random numbers
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TlRng:
 *
 * xoshiro256** seeded through splitmix64. The same seed gives the same sequence on
 * every machine, so a game record's `seed` always yields the same deck.
 * A plain value type: copy it to fork a stream.
 */
typedef struct {
  guint64 s[4];
} TlRng;

/**
 * tl_rng_init:
 * @rng: the generator to set up
 * @seed: any 64-bit value
 */
void    tl_rng_init   (TlRng *rng, guint64 seed);

/**
 * tl_rng_next:
 * @rng: a generator
 *
 * Returns: the next 64 random bits.
 */
guint64 tl_rng_next   (TlRng *rng);

/**
 * tl_rng_below:
 * @rng: a generator
 * @n: the bound, at least 1
 *
 * Returns: a uniformly distributed integer in 0..@n-1 (no modulo bias).
 */
guint32 tl_rng_below  (TlRng *rng, guint32 n);

G_END_DECLS
