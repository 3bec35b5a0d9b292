"""The last rounds solved exactly in one sampled world: every seat sees every hand and
lays what gives it the most points from here on (max^n, the perfect-information search
of PIMC card programs); a roll-off between tied seats counts as each leading equally
often. Worth it when hands are small (`SOLVE_TILES`): with three tiles each a solve takes
~0.1 s, with two under a millisecond.
"""

from __future__ import annotations

from itertools import combinations, permutations

from core.ai.nines.inference import follow_key
from core.nines.movegen import MAX_LEAD
from core.nines.state import PLAYERS
from core.nines.tiles import ON_TOP

SOLVE_TILES = 2
"""Hands of at most this many tiles (the seat to move's) are solved, not played out."""

Gains = tuple[float, ...]
_ZERO: Gains = (0.0,) * PLAYERS


def solve(hands: list[list[int]], leader: int, seat: int, tops: list[int],
          top_seats: list[int]) -> Gains:
    """The points each seat takes from here to the end, every seat playing its best."""
    memo: dict = {}
    key_hands = tuple(tuple(sorted(h)) for h in hands)
    return _value(key_hands, leader, seat, tuple(tops), tuple(top_seats), memo)


def solve_after(hands: list[list[int]], leader: int, seat: int, tops: list[int],
                top_seats: list[int], tiles: tuple[int, ...]) -> Gains:
    """As `solve`, once `seat` has laid `tiles` (its candidate)."""
    memo: dict = {}
    key_hands = tuple(tuple(sorted(h)) for h in hands)
    return _after(key_hands, leader, seat, tuple(tops), tuple(top_seats), tuple(tiles), memo)


def _value(hands, leader, seat, tops, top_seats, memo) -> Gains:
    hand = hands[seat]
    if not hand:
        return _ZERO
    key = (hands, leader, seat, tops, top_seats)
    got = memo.get(key)
    if got is not None:
        return got
    best: Gains | None = None
    for tiles in _moves(hand, tops):
        value = _after(hands, leader, seat, tops, top_seats, tiles, memo)
        if best is None or value[seat] > best[seat]:
            best = value
    assert best is not None
    memo[key] = best
    return best


def _moves(hand: tuple[int, ...], tops: tuple[int, ...]):
    if not tops:
        seen = set()
        for k in range(1, min(MAX_LEAD, len(hand)) + 1):
            for c in combinations(hand, k):
                if c not in seen:
                    seen.add(c)
                    yield c
        return
    keys = set()
    for p in permutations(hand, len(tops)):
        key = follow_key(p, tops)
        if key not in keys:
            keys.add(key)
            yield p


def _after(hands, leader, seat, tops, top_seats, tiles, memo) -> Gains:
    rest = list(hands[seat])
    for f in tiles:
        rest.remove(f)
    hands = (*hands[:seat], tuple(rest), *hands[seat + 1:])
    nxt = (seat + 1) % PLAYERS
    if not tops:
        return _value(hands, seat, nxt, tiles, (seat,) * len(tiles), memo)
    new_tops, new_seats = list(tops), list(top_seats)
    for i, f in enumerate(tiles):
        if ON_TOP[f][tops[i]]:
            new_tops[i] = f
            new_seats[i] = seat
    if nxt != leader:
        return _value(hands, leader, nxt, tuple(new_tops), tuple(new_seats), memo)
    won = [0] * PLAYERS
    for s in new_seats:
        won[s] += 1
    most = max(won)
    tied = [s for s in range(PLAYERS) if won[s] == most]
    total = [float(w) for w in won]
    for s in tied:
        rest_value = _value(hands, s, s, (), (), memo)
        for i in range(PLAYERS):
            total[i] += rest_value[i] / len(tied)
    return tuple(total)
