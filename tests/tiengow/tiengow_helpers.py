"""Shared helpers of the Tien Gow tests: a deal with chosen tiles, scripted plays."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from core.tiengow import RULES
from core.tiengow.moves import Beat, Discard, Lead
from core.tiengow.state import TienGowState
from core.tiengow.tiles import FACES, TILE_IDS

SET = [FACES[f] for f in TILE_IDS]


def deal(hands: dict[int, list[str]] | None = None, *, banker: int = 0,
         fill_seed: int | None = None, **options: Any) -> TienGowState:
    """A game whose seats hold the given tiles, each hand filled up to eight with the
    rest of the set (in set order, or shuffled by `fill_seed`)."""
    hands = hands or {}
    rest = Counter(SET)
    for tiles in hands.values():
        rest.subtract(tiles)
    assert all(v >= 0 for v in rest.values()), "more copies than the set holds"
    pool = []
    for t in SET:
        if rest[t] > 0:
            pool.append(t)
            rest[t] -= 1
    if fill_seed is not None:
        random.Random(fill_seed).shuffle(pool)
    full = []
    for seat in range(4):
        hand = list(hands.get(seat, []))
        while len(hand) < 8:
            hand.append(pool.pop(0))
        full.append(hand)
    return RULES.game_from_hands(full, banker=banker, options=options)


def play(state: TienGowState, *moves: tuple[str, int, str]) -> list[Any]:
    """Apply moves written ("lead" | "beat" | "down", seat, "6-6 6-6"); their events."""
    kinds = {"lead": Lead, "beat": Beat, "down": Discard}
    events: list[Any] = []
    for kind, seat, tiles in moves:
        events += RULES.apply(state, kinds[kind](seat, tuple(tiles.split())))
    return events


def canon(moves: list[Any]) -> set[tuple[str, tuple[str, ...]]]:
    """Moves as comparable (kind, sorted tiles) pairs."""
    return {(type(m).__name__, tuple(sorted(m.tiles))) for m in moves}


def random_game(seed: int, **options: Any) -> TienGowState:
    """A whole game of random moves from `seed`."""
    rng = random.Random(seed)
    state = RULES.new_game(rng, players=4, options=options)
    while not RULES.is_over(state):
        RULES.apply(state, RULES.random_move(state, rng))
    return state
