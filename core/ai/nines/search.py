"""The hard level's search: determinized Monte Carlo over a few structural candidates.

Candidates cut the branching by the game's structure (which stacks to contest, with
which tile, the rest dumped; for a lead: sure tiles, single tiles, the strongest or
weakest few; every move when there are few). Each iteration samples one world (the hidden
hands, consistent with the seat's view and weighted by the other seats' past moves: see
`inference`) and plays every surviving candidate out in it with the medium policy, with
the same roll-off dice (common random numbers): candidates are compared on the same
worlds, and a candidate whose paired difference to the leader is clearly negative is
dropped (racing). The search stops when one candidate is left, the budget is spent, or
`cancel()` says so; it returns the best mean so far. A `progress(report)` hears the
report so far every PROGRESS_EVERY worlds (it draws nothing: the search is the same).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.ai.nines.inference import Decision, Evidence, pick_world
from core.ai.nines.playout import play_out, remaining
from core.ai.nines.policy import (
    Tiles,
    beaters_unseen,
    follow_plans,
    medium_follow,
    medium_lead,
    weakest_first,
)
from core.ai.nines.view import View
from core.nines import movegen
from core.nines.movegen import MAX_LEAD
from core.nines.tiles import ON_TOP
from core.rng import Rng

FOLLOW_CANDIDATES = 12
ALL_MOVES = 30  # below this many legal moves, every one is a candidate
PRUNE_FROM = 8  # worlds before the first pruning
PRUNE_EVERY = 4
Z = 2.0  # how many standard errors below the leader a candidate is dropped
DICE_SALT = 0x0D1CE
PROGRESS_EVERY = 4  # worlds between two reports to a `progress`


def lead_candidates(view: View) -> list[Tiles]:
    """Medium's lead first, then single tiles, the strongest and weakest few, and the
    sure tiles with the weakest or the strongest others added; every lead as well when
    there are at most ALL_MOVES of them."""
    hand = list(view.hand)
    b = beaters_unseen(hand, view.unseen)
    weak = weakest_first(hand, view.unseen, b)
    strong = weak[::-1]
    sure = [f for f in strong if b[f] == 0][:MAX_LEAD]
    unsure_weak = [f for f in weak if b[f]]
    found = [medium_lead(hand, view.unseen)]
    found += [(f,) for f in strong]
    for n in range(2, min(MAX_LEAD, len(hand)) + 1):
        found += [tuple(strong[:n]), tuple(weak[:n])]
    for n in range(1, MAX_LEAD - len(sure) + 1) if sure else ():
        found += [tuple(sure + unsure_weak[:n]), tuple(sure + unsure_weak[::-1][:n])]
    leads = movegen.all_leads(hand)
    if len(leads) <= ALL_MOVES:
        found += leads
    return list(dict.fromkeys(tuple(sorted(c)) for c in found if 0 < len(c) <= MAX_LEAD))


def follow_candidates(view: View) -> list[Tiles]:
    """Medium's follow first, then the best-valued structural follows, or every follow
    when there are at most ALL_MOVES of them; one of each set of follows that differ only
    in which stack a tile goes under."""
    hand, tops = list(view.hand), list(view.tops)
    args = (hand, tops, view.unseen, view.unseen_total, view.later_held)
    found = [medium_follow(*args)]
    follows = movegen.all_follows(hand, len(tops))
    if len(follows) <= ALL_MOVES:
        found += follows
    else:
        found += [tiles for _, tiles in follow_plans(*args, wide=True)[:FOLLOW_CANDIDATES]]
    distinct: dict[tuple[Any, ...], Tiles] = {}
    for tiles in found:
        key = (tuple(f if ON_TOP[f][t] else -1 for f, t in zip(tiles, tops, strict=True)),
               tuple(sorted(f for f, t in zip(tiles, tops, strict=True) if not ON_TOP[f][t])))
        distinct.setdefault(key, tiles)
    return list(distinct.values())


@dataclass
class SearchReport:
    """What one search did: `means[i]` of candidate i over the worlds it was played in."""

    candidates: list[Tiles]
    chosen: Tiles
    worlds: int = 0
    playouts: int = 0
    means: list[float] = field(default_factory=list)
    sums: list[float] = field(default_factory=list)  # of candidate i's results
    counts: list[int] = field(default_factory=list)  # worlds candidate i was played in
    alive: list[int] = field(default_factory=list)  # candidates not dropped by racing


def search(view: View, candidates: list[Tiles], rng: Rng, *, ms: float | None,
           iterations: int | None, cancel: Callable[[], bool] | None,
           decisions: list[Decision] | None = None,
           progress: Callable[[SearchReport], None] | None = None) -> SearchReport:
    """Race `candidates` (moves of `view.seat`) on sampled worlds; see the module doc.
    `iterations` bounds the playouts, `ms` the wall-clock time; `decisions` are the
    other seats' past moves that weight the worlds (`inference`); `progress` hears the
    report so far now and then."""
    report = SearchReport(candidates, candidates[0])
    if len(candidates) == 1:
        return report
    deadline = None if ms is None else time.perf_counter() + ms / 1000
    results: list[list[float]] = [[] for _ in candidates]
    sums: list[float] = [0] * len(candidates)  # running, for the reports to `progress`
    alive = list(range(len(candidates)))
    seat = view.seat
    evidence = Evidence(decisions or [])

    def stop() -> bool:
        return ((iterations is not None and report.playouts >= iterations)
                or (deadline is not None and time.perf_counter() >= deadline)
                or (cancel is not None and cancel()))

    while len(alive) > 1:
        seed = rng.getrandbits(63)
        hands = pick_world(view, evidence, random.Random(seed))
        rem = remaining(hands)
        row = []
        for c in alive:
            if stop():
                break
            points = play_out([h.copy() for h in hands], rem.copy(), list(view.points),
                              view.leader, seat, list(view.tops), list(view.top_seats),
                              candidates[c], random.Random(seed ^ DICE_SALT))
            row.append(points[seat])
            report.playouts += 1
        if len(row) < len(alive):
            break
        for c, value in zip(alive, row, strict=True):
            results[c].append(value)
            sums[c] += value
        report.worlds += 1
        if report.worlds >= PRUNE_FROM and report.worlds % PRUNE_EVERY == 0:
            alive = _prune(alive, results)
        if progress is not None and report.worlds % PROGRESS_EVERY == 0 and len(alive) > 1:
            progress(_so_far(report, sums, results, alive))
    return _so_far(report, sums, results, alive)


def _so_far(report: SearchReport, sums: list[float], results: list[list[float]],
            alive: list[int]) -> SearchReport:
    """The report of the worlds played so far."""
    report.sums = list(sums)
    report.counts = [len(r) for r in results]
    report.alive = list(alive)
    return merged([report])


def merged(reports: list[SearchReport]) -> SearchReport:
    """One report of searches of the same candidates on different worlds (other
    processes): sums, counts, worlds and playouts add up, a candidate stays alive while
    it is alive in any report, and the alive one with the best mean is chosen."""
    first = reports[0]
    if len(first.candidates) == 1:
        return first
    sums = [sum(col) for col in zip(*(r.sums for r in reports), strict=True)]
    counts = [sum(col) for col in zip(*(r.counts for r in reports), strict=True)]
    alive = sorted(set().union(*(r.alive for r in reports)))
    means = [s / n if n else float("-inf") for s, n in zip(sums, counts, strict=True)]
    best = max(alive, key=lambda c: (means[c], -c))
    return SearchReport(first.candidates, first.candidates[best],
                        sum(r.worlds for r in reports), sum(r.playouts for r in reports),
                        means, sums, counts, alive)


def _prune(alive: list[int], results: list[list[float]]) -> list[int]:
    """Drop the candidates clearly worse than the leader on the same worlds (and those
    that did exactly as well in every world: the same move in effect)."""
    n = len(results[alive[0]])
    means = {c: sum(results[c]) / n for c in alive}
    lead = max(alive, key=lambda c: (means[c], -c))
    top = results[lead]
    kept = []
    for c in alive:
        if c == lead:
            kept.append(c)
            continue
        mean = means[c] - means[lead]
        squares = sum((x - y - mean) ** 2 for x, y in zip(results[c], top, strict=True))
        spread = (squares / (n - 1)) ** 0.5  # of the paired differences
        if mean + Z * spread / n ** 0.5 < 0 or (squares == 0 and mean <= 0):
            continue
        kept.append(c)
    return kept
