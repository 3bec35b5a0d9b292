"""The rule-based players of Nines on face ids: the medium policy (also the playout
policy of the hard search) and the beginner's policy of the easy level.

Medium counts tiles. A tile is *sure* when no unseen tile beats it. Leading: lead every
sure tile (up to four); with none, give the lead away as cheaply as possible with the
single weakest tile. Following: every assignment of tiles to stacks is worth
    sum over stacks won of P(my tile stays on top) - sum of VAL[tiles laid]
and the search runs over the structure only: per stack, dump or contest it with one of
a few tiles that beat its top (the cheapest that suffices, the safest); the dumps are
the weakest tiles left.
"""

from __future__ import annotations

from itertools import accumulate, product

from core.ai.nines.tables import (
    HOLDS,
    NEXT_RANK,
    RANK_START,
    STATIC_BEATERS,
    SUIT_END,
    SUIT_START,
    VAL,
)
from core.nines.movegen import MAX_LEAD
from core.nines.tiles import ON_TOP

Tiles = tuple[int, ...]
Table = tuple[float, ...]
Holds = tuple[tuple[tuple[float, ...], ...], ...]


def beaters_unseen(hand: list[int] | Tiles, unseen: list[int] | Tiles) -> dict[int, int]:
    """For each face in `hand`: how many unseen tiles beat it."""
    cum = [0, *accumulate(unseen)]
    return {f: cum[RANK_START[f]] - cum[SUIT_START[f]] for f in hand}


def weakest_first(hand: list[int] | Tiles, unseen: list[int] | Tiles,
                  b: dict[int, int] | None = None) -> list[int]:
    """`hand` from the tile least worth keeping to the most: the most unseen beaters
    first, then the fewest unseen tiles it would beat, then the lower rank."""
    cum = [0, *accumulate(unseen)]
    if b is None:
        b = {f: cum[RANK_START[f]] - cum[SUIT_START[f]] for f in hand}
    return sorted(hand, key=lambda f: (-b[f], cum[SUIT_END[f]] - cum[NEXT_RANK[f]], -f))


# -- medium ----------------------------------------------------------------------------

def medium_lead(hand: list[int] | Tiles, unseen: list[int] | Tiles) -> Tiles:
    """Every sure tile (at most four), else the single weakest tile."""
    cum = [0, *accumulate(unseen)]
    sure = [f for f in hand if cum[RANK_START[f]] == cum[SUIT_START[f]]]
    if sure:
        return tuple(sorted(sure[:MAX_LEAD]))
    return (weakest_first(hand, unseen)[0],)


def medium_follow(hand: list[int] | Tiles, tops: list[int] | Tiles,
                  unseen: list[int] | Tiles, unseen_total: int, later_held: int,
                  val: Table = VAL, holds: Holds = HOLDS) -> Tiles:
    """The best-valued follow (see the module doc): tiles[i] onto stack i. `val` and
    `holds` are the tables it values tiles with (`core.ai.nines.tables`)."""
    if len(tops) == 1:
        b = beaters_unseen(hand, unseen)
        safe = holds[unseen_total][later_held]
        top = tops[0]
        best, best_score, prev = hand[0], -9.0, -1
        for f in weakest_first(hand, unseen, b):  # ties: the weakest
            if f == prev:
                continue
            prev = f
            score = (safe[b[f]] if ON_TOP[f][top] else 0.0) - val[b[f]]
            if score > best_score:
                best, best_score = f, score
        return (best,)
    return follow_plans(hand, tops, unseen, unseen_total, later_held, val=val,
                        holds=holds)[0][1]


def follow_plans(hand: list[int] | Tiles, tops: list[int] | Tiles,
                 unseen: list[int] | Tiles, unseen_total: int, later_held: int,
                 wide: bool = False, val: Table = VAL,
                 holds: Holds = HOLDS) -> list[tuple[float, Tiles]]:
    """Every structural follow with its value, best first (ties: the first found).

    Per stack: dump, or contest with the cheapest beater in hand and the one of best
    value (`wide`: with one beater of each distinct safety). Dumps are the weakest tiles
    the contests leave, laid on the uncontested stacks in order."""
    b = beaters_unseen(hand, unseen)
    safe = holds[unseen_total][later_held]
    counts: dict[int, int] = {}
    for f in hand:
        counts[f] = counts.get(f, 0) + 1
    order = weakest_first(hand, unseen, b)
    options: list[list[tuple[int, float] | None]] = []
    for top in tops:
        beats = list(dict.fromkeys(f for f in order if ON_TOP[f][top]))
        stack_opts: list[tuple[int, float] | None] = []
        if beats:
            if wide:
                seen_b = set()
                for f in beats:
                    if b[f] not in seen_b:
                        seen_b.add(b[f])
                        stack_opts.append((f, safe[b[f]] - val[b[f]]))
            else:
                cheap = beats[0]
                stack_opts.append((cheap, safe[b[cheap]] - val[b[cheap]]))
                best = max(beats, key=lambda f: safe[b[f]] - val[b[f]])
                if best != cheap:
                    stack_opts.append((best, safe[b[best]] - val[b[best]]))
        stack_opts.append(None)
        options.append(stack_opts)
    k = len(tops)
    plans: list[tuple[float, Tiles]] = []
    seen: set[Tiles] = set()
    for combo in product(*options):
        used: dict[int, int] = {}
        score = 0.0
        fits = True
        for opt in combo:
            if opt is not None:
                f = opt[0]
                n = used.get(f, 0) + 1
                if n > counts[f]:
                    fits = False
                    break
                used[f] = n
                score += opt[1]
        if not fits:
            continue
        need = k - sum(used.values())
        dumps: list[int] = []
        skip = dict(used)
        for f in order:
            if len(dumps) == need:
                break
            if skip.get(f, 0):
                skip[f] -= 1
                continue
            dumps.append(f)
            score -= val[b[f]]
        it = iter(dumps)
        tiles = tuple(opt[0] if opt is not None else next(it) for opt in combo)
        if tiles in seen:
            continue
        seen.add(tiles)
        plans.append((score, tiles))
    plans.sort(key=lambda p: -p[0])
    return plans


# -- easy ------------------------------------------------------------------------------

def static_beaters(hand: list[int] | Tiles) -> dict[int, int]:
    """A beginner's count: the tiles of the whole set that beat each face, less the ones
    he holds himself (he does not count what was played)."""
    held: dict[int, int] = {}
    for f in hand:
        held[f] = held.get(f, 0) + 1
    return {f: STATIC_BEATERS[f] - sum(n for g, n in held.items() if ON_TOP[g][f])
            for f in hand}


def easy_lead(hand: list[int] | Tiles) -> Tiles:
    """His unbeatable tiles (at most four), else his single best tile."""
    b = static_beaters(hand)
    top = [f for f in hand if b[f] == 0]
    if top:
        return tuple(sorted(top[:MAX_LEAD]))
    return (min(hand, key=lambda f: (b[f], f)),)


def easy_follow(hand: list[int] | Tiles, tops: list[int] | Tiles) -> Tiles:
    """Stack by stack, beat the top with the cheapest tile that does; dump the weakest
    tiles on the rest (he does not think of the seats after him)."""
    b = static_beaters(hand)
    rest = sorted(hand, key=lambda f: (-b[f], -f))
    tiles: list[int | None] = []
    for top in tops:
        beat = next((f for f in rest if ON_TOP[f][top]), None)
        if beat is not None:
            rest.remove(beat)
        tiles.append(beat)
    dumps = iter(rest)
    return tuple(next(dumps) if f is None else f for f in tiles)
