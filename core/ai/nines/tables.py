"""Integer tables the Nines players share (face ids as in `core.nines.tiles`).

Within a suit the face ids run from the highest rank down, so the faces that beat face f
are exactly the ids `SUIT_START[f] .. RANK_START[f] - 1`: with `cum` the running sum of
a per-face count (`cum[i]` = sum of counts[:i]), `cum[RANK_START[f]] - cum[SUIT_START[f]]`
counts the beaters of f.
"""

from __future__ import annotations

from math import comb

from core.nines.tiles import N_FACES, ON_TOP, RANK_OF, SUIT_OF, TILE_IDS

FULL: tuple[int, ...] = tuple(TILE_IDS.count(f) for f in range(N_FACES))
"""How many tiles of each face the set holds (2 civil, 1 military)."""

SUIT_START: tuple[int, ...] = tuple(SUIT_OF.index(SUIT_OF[f]) for f in range(N_FACES))
RANK_START: tuple[int, ...] = tuple(
    min(g for g in range(N_FACES) if SUIT_OF[g] == SUIT_OF[f] and RANK_OF[g] == RANK_OF[f])
    for f in range(N_FACES)
)
SUIT_END: tuple[int, ...] = tuple(
    max(g for g in range(N_FACES) if SUIT_OF[g] == SUIT_OF[f]) + 1 for f in range(N_FACES))
NEXT_RANK: tuple[int, ...] = tuple(
    min([g for g in range(N_FACES) if ON_TOP[f][g]] or [SUIT_END[f]]) for f in range(N_FACES))
"""The faces that face f beats are the ids NEXT_RANK[f] .. SUIT_END[f] - 1."""
BEATERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(range(SUIT_START[f], RANK_START[f])) for f in range(N_FACES))
assert all(ON_TOP[g][f] == (g in BEATERS[f]) for f in range(N_FACES) for g in range(N_FACES))

MAX_UNSEEN = 24
"""The most tiles a seat cannot see during play: three full hands."""

VAL_SURE = 1.0
VAL_Q = 0.6
VAL: tuple[float, ...] = tuple(VAL_SURE if b == 0 else 0.75 * VAL_Q ** b
                               for b in range(MAX_UNSEEN + 1))
"""What keeping a tile is worth, by the number of unseen tiles that beat it: roughly the
stacks it may still win; a tile nobody can beat, the stack it will win (tuned in
self-play between 0.7 and 1.6)."""


def _none_held(unseen: int, held: int, beaters: int) -> float:
    """The chance that `held` tiles drawn from `unseen` include none of `beaters`."""
    if held > unseen or beaters > unseen:
        return 0.0
    return comb(unseen - beaters, held) / comb(unseen, held)


NONE_HELD: tuple[tuple[tuple[float, ...], ...], ...] = tuple(
    tuple(tuple(_none_held(u, m, b) for b in range(MAX_UNSEEN + 1))
          for m in range(MAX_UNSEEN + 1))
    for u in range(MAX_UNSEEN + 1)
)
"""NONE_HELD[u][m][b]: the seats still to lay hold m of the u tiles I cannot see; the
chance that none of the b unseen beaters of my tile is among them."""

SLACK = 0.15
HOLDS: tuple[tuple[tuple[float, ...], ...], ...] = tuple(
    tuple(tuple(1 - (1 - p) * (1 - SLACK) for p in row) for row in table)
    for table in NONE_HELD
)
"""HOLDS[u][m][b]: the chance that my tile stays on top, taking that a later seat who
holds a beater lays it 85% of the time (he may keep it for a better use)."""

STATIC_BEATERS: tuple[int, ...] = tuple(sum(FULL[g] for g in BEATERS[f])
                                        for f in range(N_FACES))
"""How many tiles of the whole set beat each face (a beginner's measure of strength)."""
