"""Seeded randomness: every random choice in Herna comes from one of these."""

from __future__ import annotations

import random

Rng = random.Random


def make_rng(seed: int | None) -> Rng:
    """A generator for `seed`; the same seed gives the same game."""
    return random.Random(seed)


def roll_dice(rng: Rng) -> tuple[int, int]:
    """Two six-sided dice."""
    return rng.randint(1, 6), rng.randint(1, 6)


def derive_seed(rng: Rng) -> int:
    """A fresh 63-bit seed drawn from `rng`, for a sub-generator (one per game, per AI)."""
    return rng.getrandbits(63)
