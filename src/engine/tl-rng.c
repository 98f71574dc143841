/* tl-rng.c — xoshiro256** seeded by splitmix64
 *
 * Copyright 2026 The Tilelands developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tl-rng.h"

static inline guint64
rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

void
tl_rng_init (TlRng *rng, guint64 seed)
{
  guint64 z = seed;

  for (guint i = 0; i < 4; i++)
    {
      guint64 t;

      z += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
      t = z;
      t = (t ^ (t >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
      t = (t ^ (t >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
      rng->s[i] = t ^ (t >> 31);
    }
}

guint64
tl_rng_next (TlRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

guint32
tl_rng_below (TlRng *rng, guint32 n)
{
  /* Lemire's multiply-shift with rejection: unbiased. */
  guint64 m = (guint64) (guint32) (tl_rng_next (rng) >> 32) * n;
  guint32 low = (guint32) m;

  g_return_val_if_fail (n > 0, 0);

  if (low < n)
    {
      guint32 threshold = (guint32) (-n) % n;

      while (low < threshold)
        {
          m = (guint64) (guint32) (tl_rng_next (rng) >> 32) * n;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}
