"""Listing and drawing the tiles of a lead or a follow, from a hand of face ids.

The state and the observation both call these, so a seat's options are computed the same
way from either. Distinct moves: a lead is a multiset of 1-4 tiles (written in face id
order), a follow a sequence of k tiles (one per stack). The two copies of a civil face
are the same tile, so a hand holding pairs has fewer distinct moves than index choices.

Drawing is exactly uniform over the distinct moves, without listing them: draw a uniform
index choice from a precomputed table, then accept it with probability w_min / w, where
w is the number of index choices giving the same move (a power of two: see `_lead_bits`,
`_follow_bits`) and w_min the smallest such number over all moves.
"""

from __future__ import annotations

from itertools import combinations, permutations

from core.rng import Rng

MAX_LEAD = 4
HAND = 8

# LEAD_INDEX[n]: every index subset of size 1..4 of a hand of n tiles.
LEAD_INDEX: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(c for k in range(1, min(MAX_LEAD, n) + 1) for c in combinations(range(n), k))
    for n in range(HAND + 1)
)
# PERM_INDEX[n][k]: every ordered choice of k of n indices.
PERM_INDEX: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
    tuple(tuple(permutations(range(n), k)) for k in range(MAX_LEAD + 1))
    for n in range(HAND + 1)
)



def _with_bits(table: tuple[tuple[int, ...], ...]) -> tuple[tuple[tuple[int, ...], ...], int, int]:
    """(table, its size, the random bits needed to draw an index below the size)."""
    return table, len(table), (len(table) - 1).bit_length()


_LEADS = tuple(_with_bits(table) for table in LEAD_INDEX)
_PERMS = tuple(tuple(_with_bits(table) for table in row) for row in PERM_INDEX)


def pair_mask(hand: list[int] | tuple[int, ...]) -> int:
    """Bit f set when the hand holds face f twice."""
    seen = pairs = 0
    for f in hand:
        bit = 1 << f
        if seen & bit:
            pairs |= bit
        seen |= bit
    return pairs


def random_lead(hand: list[int] | tuple[int, ...], rng: Rng) -> tuple[int, ...]:
    """A uniform distinct lead of `hand` (non-empty), sorted by face id."""
    table, size, bits = _LEADS[len(hand)]
    getrandbits = rng.getrandbits
    pairs = pair_mask(hand)
    while True:
        r = getrandbits(bits)
        while r >= size:
            r = getrandbits(bits)
        faces = [hand[i] for i in table[r]]
        if pairs:
            # index subsets giving this multiset: 2 ** (pair faces chosen once)
            mask = 0
            for f in faces:
                mask |= 1 << f
            a = (mask & pairs).bit_count() - (len(faces) - mask.bit_count())
            if a and getrandbits(a):
                continue
        faces.sort()
        return tuple(faces)


def random_follow(hand: list[int] | tuple[int, ...], k: int, rng: Rng) -> tuple[int, ...]:
    """A uniform distinct follow of k tiles from `hand` (len(hand) >= k)."""
    n = len(hand)
    table, size, bits = _PERMS[n][k]
    getrandbits = rng.getrandbits
    pairs = pair_mask(hand)
    if pairs:
        # fewest pair faces any follow must touch: singles first, then whole pairs
        singles = n - 2 * pairs.bit_count()
        least = (max(0, k - singles) + 1) // 2
    while True:
        r = getrandbits(bits)
        while r >= size:
            r = getrandbits(bits)
        faces = tuple([hand[i] for i in table[r]])
        if pairs:
            # index sequences giving this face sequence: 2 ** (pair faces touched)
            mask = 0
            for f in faces:
                mask |= 1 << f
            a = (mask & pairs).bit_count() - least
            if a and getrandbits(a):
                continue
        return faces


def all_leads(hand: list[int] | tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every distinct lead (1-4 tiles, sorted by face id): at most 162."""
    ordered = sorted(hand)
    leads: dict[tuple[int, ...], None] = {}
    for k in range(1, min(MAX_LEAD, len(ordered)) + 1):
        leads.update(dict.fromkeys(combinations(ordered, k)))
    return list(leads)


def all_follows(hand: list[int] | tuple[int, ...], k: int) -> list[tuple[int, ...]]:
    """Every distinct follow of k tiles (tiles[i] onto stack i): at most 1,680."""
    return list(dict.fromkeys(permutations(sorted(hand), k)))
