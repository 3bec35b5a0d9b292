"""Listing and drawing a seat's plays from its hand mask (`core.tiengow.tiles`): leads,
face-up beats and face-down discards. The state and the observation both call these,
so a seat's options are computed the same way from either.

A discard is a multiset of n tiles; the two copies of a civil face are the same tile,
so a hand holding pairs has fewer distinct discards than index choices. Drawing one is
exactly uniform without listing them: draw a uniform index choice, then accept it with
probability w_min / w, where w = 2 ** (pair faces it takes one copy of) is the number
of index choices giving the same multiset and w_min the least such number (`_KMIN`).
"""

from __future__ import annotations

from itertools import combinations

from core.rng import Rng
from core.tiengow.combos import COMBOS, DRAGON, Variant
from core.tiengow.tiles import (
    BASE_BIT,
    EVEN_CIVIL,
    GROUP_OF,
    N_CIVIL,
    N_FACES,
    ODD_CIVIL,
    canonical,
)

MAX_SET = 4
HAND = 8

_INDEX: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
    tuple(tuple(combinations(range(h), n)) for n in range(MAX_SET + 1))
    for h in range(HAND + 1))
"""_INDEX[h][n]: every choice of n of h indices."""
_BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(len(row).bit_length() - 1 if len(row) & (len(row) - 1) == 0 else len(row).bit_length()
          for row in rows) for rows in _INDEX)


def _counts() -> tuple[dict[tuple[int, int, int], int], dict[tuple[int, int, int], int]]:
    """For s single faces, p pair faces and n tiles: the number of distinct n-multisets
    and the fewest pair faces one of them takes one copy of."""
    count: dict[tuple[int, int, int], int] = {}
    least: dict[tuple[int, int, int], int] = {}
    for p in range(HAND // 2 + 1):
        for s in range(HAND - 2 * p + 1):
            faces = [f for f in range(p) for _ in range(2)] + list(range(p, p + s))
            for n in range(1, min(MAX_SET, s + 2 * p) + 1):
                seen = set()
                best = HAND
                for idx in combinations(range(len(faces)), n):
                    chosen = [faces[i] for i in idx]
                    seen.add(tuple(sorted(chosen)))
                    best = min(best, sum(1 for f in range(p) if chosen.count(f) == 1))
                count[s, p, n] = len(seen)
                least[s, p, n] = best
    return count, least


_COUNT, _KMIN = _counts()


def bits_of(mask: int) -> list[int]:
    """The single-bit masks of `mask`, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def discard_count(hand: int, n: int) -> int:
    """The number of distinct face-down plays of n tiles from `hand`."""
    p = (hand & ODD_CIVIL).bit_count()
    return _COUNT[hand.bit_count() - 2 * p, p, n]


def all_discards(hand: int, n: int) -> list[int]:
    """Every distinct n-multiset of `hand` (canonical masks), in a fixed order."""
    bits = bits_of(hand)
    found: dict[int, None] = {}
    for idx in _INDEX[len(bits)][n]:
        m = 0
        for i in idx:
            m |= bits[i]
        found[canonical(m)] = None
    return list(found)


def random_discard(hand: int, n: int, rng: Rng) -> int:
    """A uniform distinct n-multiset of `hand` (canonical mask)."""
    bits = bits_of(hand)
    h = len(bits)
    table = _INDEX[h][n]
    size = len(table)
    nbits = _BITS[h][n]
    pairs = (hand & ODD_CIVIL) >> 1
    getrandbits = rng.getrandbits
    least = _KMIN[h - 2 * pairs.bit_count(), pairs.bit_count(), n] if pairs else 0
    while True:
        r = getrandbits(nbits)
        while r >= size:
            r = getrandbits(nbits)
        m = 0
        for i in table[r]:
            m |= bits[i]
        if pairs:
            # pair faces with exactly one copy chosen (on either bit)
            a = (((m >> 1) ^ m) & EVEN_CIVIL & pairs).bit_count() - least
            if a and getrandbits(a):
                continue
            return canonical(m)
        return m


def _zone_bits(faces: range | tuple[int, ...]) -> int:
    return sum(((3 if f < N_CIVIL else 1) << BASE_BIT[f]) for f in faces)


_ZONES = (_zone_bits(tuple(f for f in range(N_FACES) if GROUP_OF[f] in (0, 1))),
          _zone_bits(tuple(f for f in range(N_FACES) if GROUP_OF[f] in (2, 3))),
          _zone_bits(tuple(f for f in range(N_FACES) if GROUP_OF[f] is None)))
"""Every combination but a dragon lies in one of these zones of the hand's bits."""
_ZONE_A, _ZONE_B, _ZONE_C = _ZONES
_ZONE_TABLES: dict[tuple[object, ...], tuple[dict[int, tuple[tuple[int, int], ...]], ...]] = {}


def _states(zone: int) -> list[int]:
    """Every canonical multiset within `zone`."""
    out = [0]
    for b in bits_of(zone):
        if b & ODD_CIVIL and b >> 1 & zone:
            out += [s | b for s in out if s & (b >> 1)]
        else:
            out += [s | b for s in out]
    return out


def _zone_table(zone: int, combos: tuple[tuple[int, int], ...],
                ) -> dict[int, tuple[tuple[int, int], ...]]:
    inside = tuple((m, c) for m, c in combos if not m & ~zone)
    return {state: tuple((m, c) for m, c in inside if not m & ~state)
            for state in _states(zone)}


_TABLE_C = _zone_table(_ZONE_C, tuple((c.mask, c.id) for c in COMBOS))
"""Zone C (singles, civil pairs outside the groups, the Supreme pair) is the same under
every variant."""


def _zone_tables(variant: Variant) -> tuple[dict[int, tuple[tuple[int, int], ...]], ...]:
    tables = _ZONE_TABLES.get(variant.key)
    if tables is None:
        tables = (_zone_table(_ZONE_A, variant.leads), _zone_table(_ZONE_B, variant.leads),
                  _TABLE_C)
        _ZONE_TABLES[variant.key] = tables
    return tables


def nth_bit(mask: int, r: int) -> int:
    """The r-th lowest set bit of `mask` (from 0), as a mask."""
    while r:
        mask &= mask - 1
        r -= 1
    return mask & -mask


def random_single(hand: int, rng: Rng) -> int:
    """A uniform face of `hand`, as the mask of one tile."""
    faces = hand & ~ODD_CIVIL
    n = faces.bit_count()
    if n == 1:
        return faces
    k = (n - 1).bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    while r:
        faces &= faces - 1
        r -= 1
    return faces & -faces


def leads(hand: int, variant: Variant) -> list[tuple[int, int]]:
    """The (mask, combo id) of every lead `hand` holds (R5-R9): the zone tables'
    entries, then any dragon."""
    a, b, c = _zone_tables(variant)
    out = [*a[hand & _ZONE_A], *b[hand & _ZONE_B], *c[hand & _ZONE_C]]
    if variant.options["dragons"]:
        out.extend((m, i) for m, i in variant.leads_by_size[3]
                   if COMBOS[i].kind == DRAGON and not m & ~hand)
    return out


def beats(hand: int, high: int, variant: Variant) -> list[tuple[int, int]]:
    """The (mask, combo id) of every play of `hand` beating combination `high`."""
    return [(m, c) for m, c in variant.beaters[high] if not m & ~hand]


def below(rng: Rng, n: int) -> int:
    """A uniform integer in 0..n-1 (n >= 1)."""
    if n == 1:
        return 0
    k = (n - 1).bit_length()
    getrandbits = rng.getrandbits
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r
