"""The rules the Tien Gow computer players play by, on tile masks (`core.tiengow.tiles`).

A `Seat` is what one seat knows at its turn: its hand, the trick to follow (None when it
leads), whether it must discard (R17), the tricks won, and `unseen`, the tiles it has not
seen (in the other hands or discarded face down). `easy_move` plays the obvious: the
strongest combination or its weakest single, beats with the cheapest play that beats,
discards its weakest tiles. `rule_move` counts tiles: it leads combinations and singles
nobody can beat, and keeps its strongest single for the last trick; the medium and hard
players check it against other moves in sampled worlds (`search`).
"""

from __future__ import annotations

from dataclasses import dataclass

from core.tiengow.combos import COMBOS, Variant
from core.tiengow.movegen import all_discards, beats, bits_of, leads
from core.tiengow.state import Trick
from core.tiengow.tiles import EVEN_CIVIL, ODD_CIVIL, canonical


@dataclass(frozen=True, slots=True)
class Seat:
    seat: int
    hand: int
    trick: Trick | None
    forced: bool
    won: tuple[int, ...]
    unseen: int
    variant: Variant


@dataclass(frozen=True, slots=True)
class Play:
    """A decision: `mask` face up (`up`) or face down."""

    mask: int
    up: bool


def madd(a: int, b: int) -> int:
    """The multiset sum of two disjoint real tile sets (canonical masks)."""
    return a | b | ((a & b & EVEN_CIVIL) << 1)


def msub(a: int, b: int) -> int:
    """Multiset `a` less `b` (b within a), canonical."""
    return canonical(a & ~b)


_SINGLE_OF_BIT = {1 << b: i for i, c in enumerate(COMBOS) if c.size == 1
                  for b in range(32) if c.mask == 1 << b}


def tile_value(bit: int) -> int:
    """How strong one tile is on its own (higher is stronger), civil and military on one
    scale: a tile's single strength (`COMBOS`), civil a little above military."""
    first = bit if not bit & ODD_CIVIL else bit >> 1
    combo = COMBOS[_SINGLE_OF_BIT[first]]
    return combo.strength * 2 + (1 if combo.kind == "single_civil" else 0)


def set_value(mask: int) -> int:
    return sum(tile_value(b) for b in bits_of(mask))


def in_combo(hand: int, variant: Variant) -> int:
    """The tiles of `hand` that belong to a multi-tile lead it holds."""
    out = 0
    for m, _ in leads(hand, variant):
        if m.bit_count() > 1:
            out |= m
    return out


def weakest(hand: int, n: int, variant: Variant) -> int:
    """The n tiles to discard: the weakest, sparing the tiles of combinations."""
    return weakest_few(hand, n, variant, 1)[0]


def weakest_few(hand: int, n: int, variant: Variant, count: int) -> list[int]:
    """The `count` best discards of n tiles, weakest first (`weakest`'s order)."""
    keep = in_combo(hand, variant)
    ranked = sorted((set_value(m) + 40 * (m & keep).bit_count(), m)
                    for m in all_discards(hand, n))
    return [m for _, m in ranked[:count]]


def sure(mask: int, combo: int, unseen: int, variant: Variant) -> bool:
    """Whether nothing the others may hold beats combination `combo`."""
    return not any(not m & ~unseen for m, _ in variant.beaters[combo])


def strongest_single(hand: int) -> int:
    return max(bits_of(hand & ~ODD_CIVIL), key=tile_value)


def easy_move(s: Seat) -> Play:
    hand, trick, variant = s.hand, s.trick, s.variant
    if trick is None:
        found = leads(hand, variant)
        multi = [(m, c) for m, c in found if m.bit_count() > 1]
        if multi:
            return Play(max(multi, key=lambda mc: (mc[0].bit_count(),
                                                   COMBOS[mc[1]].strength))[0], True)
        return Play(min(bits_of(hand & ~ODD_CIVIL), key=tile_value), True)
    if not s.forced:
        up = beats(hand, trick.high, variant)
        if up:
            return Play(min(up, key=lambda mc: set_value(mc[0]))[0], True)
    return Play(weakest(hand, trick.size, variant), False)


def rule_move(s: Seat) -> Play:
    hand, trick, variant = s.hand, s.trick, s.variant
    size = hand.bit_count()
    if trick is None:
        return Play(_medium_lead(s), True)
    n = trick.size
    up = [] if s.forced else beats(hand, trick.high, variant)
    if up:
        if size == n:  # the last trick: the strongest play
            return Play(max(up, key=lambda mc: COMBOS[mc[1]].strength)[0], True)
        reserve = strongest_single(hand)
        cheap = [(m, c) for m, c in up if not m & reserve] or up
        if size > 3 or cheap is not up or not _sure_single(reserve, s):
            return Play(min(cheap, key=lambda mc: set_value(mc[0]))[0], True)
    return Play(weakest(hand, n, variant), False)


def _sure_single(bit: int, s: Seat) -> bool:
    return sure(bit, _SINGLE_OF_BIT[bit], s.unseen, s.variant)


def _medium_lead(s: Seat) -> int:
    hand, variant, unseen = s.hand, s.variant, s.unseen
    found = leads(hand, variant)
    whole = [m for m, _ in found if m == hand]
    if whole:  # the last trick in one lead
        return whole[0]
    multi = [(m, c) for m, c in found if m.bit_count() > 1]
    if multi:
        return max(multi, key=lambda mc: (sure(mc[0], mc[1], unseen, variant),
                                          mc[0].bit_count(), COMBOS[mc[1]].strength))[0]
    reserve = strongest_single(hand)
    singles = [m for m, c in found if m.bit_count() == 1 and m != reserve
               and sure(m, c, unseen, variant)]
    if singles:
        return max(singles, key=tile_value)
    spare = bits_of((hand & ~ODD_CIVIL) & ~reserve) or [reserve]
    return min(spare, key=tile_value)
