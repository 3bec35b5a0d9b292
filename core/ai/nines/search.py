"""The hard level's search: determinized Monte Carlo over a few structural candidates.

Candidates cut the branching by the game's structure (which stacks to contest, with
which tile, the rest dumped; for a lead: sure tiles, single tiles, the strongest or
weakest few; every move when there are few). Each iteration samples one world (the hidden
hands, consistent with the seat's view and weighted by the other seats' past moves: see
`inference`) and plays candidates out in it with the medium policy, with the same roll-off
dice (common random numbers): candidates are compared on the same worlds.

Two ways to spend the budget:

- `settle=True` (the hard player, leads and follows alike): the search runs until its
  budget is spent, and stops early only when its answer provably cannot change: when no
  other candidate's mean can overtake the leader's however the remaining playouts turn
  out (each playout's result lies between the seat's points now and those plus every
  stack still to be won; `settled`). The paired race only allocates: a candidate whose
  paired difference to the leader is clearly negative *rests* (the resting candidates
  take turns, one of them played in each world beside those in the race) and is back in
  the race as soon as that difference is no longer clearly negative; the answer is the
  best mean among the candidates in the race.
- `settle=False` (medium's few worlds, `core.ai.nines.medium`): racing drops a candidate
  for good, and the search stops when one candidate is left.

Either stops when the budget is spent or `cancel()` says so and returns the best mean so
far. A `progress(report)` hears the report so far every PROGRESS_EVERY worlds (it draws
nothing: the search is the same).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.ai.nines.inference import DRAWS, Decision, Evidence, pick_world
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
from core.nines.state import PLAYERS
from core.nines.tiles import ON_TOP
from core.rng import Rng

FOLLOW_CANDIDATES = 12
ALL_MOVES = 30  # below this many legal moves, every one is a candidate
PRUNE_FROM = 8  # worlds before the first pruning
PRUNE_EVERY = 4
Z = 2.0  # how many standard errors below the leader a candidate is dropped
DICE_SALT = 0x0D1CE
PROGRESS_EVERY = 4  # worlds between two reports to a `progress`
REST_FROM = PRUNE_FROM  # worlds before a settling search lets a candidate rest
MARGIN = 2.0  # a time budget buys at most this many times the fastest playout's worlds
PlayOut = Callable[..., list[int]]  # `playout.play_out`'s signature


def lead_candidates(view: View, all_moves: int = ALL_MOVES) -> list[Tiles]:
    """Medium's lead first, then single tiles, the strongest and weakest few, and the
    sure tiles with the weakest or the strongest others added; every lead as well when
    there are at most `all_moves` of them."""
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
    if len(leads) <= all_moves:
        found += leads
    return list(dict.fromkeys(tuple(sorted(c)) for c in found if 0 < len(c) <= MAX_LEAD))


def follow_candidates(view: View, all_moves: int = ALL_MOVES,
                      plans: int = FOLLOW_CANDIDATES) -> list[Tiles]:
    """Medium's follow first, then the `plans` best-valued structural follows, or every
    follow when there are at most `all_moves` of them; one of each set of follows that
    differ only in which stack a tile goes under."""
    hand, tops = list(view.hand), list(view.tops)
    args = (hand, tops, view.unseen, view.unseen_total, view.later_held)
    found = [medium_follow(*args)]
    follows = movegen.all_follows(hand, len(tops))
    if len(follows) <= all_moves:
        found += follows
    else:
        found += [tiles for _, tiles in follow_plans(*args, wide=True)[:plans]]
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
           progress: Callable[[SearchReport], None] | None = None,
           settle: bool = False, play: PlayOut = play_out, draws: int = DRAWS) -> SearchReport:
    """Race `candidates` (moves of `view.seat`) on sampled worlds; see the module doc.
    `iterations` bounds the playouts, `ms` the wall-clock time; `decisions` are the
    other seats' past moves that weight the worlds (`inference`); `progress` hears the
    report so far now and then; `settle`: spend the budget unless the answer is settled;
    `play`: the playout (an arena experiment may stand in its own); `draws`: the worlds
    drawn for each one kept (`inference.pick_world`)."""
    report = SearchReport(candidates, candidates[0])
    if len(candidates) == 1:
        return report
    if settle:
        return _settling(view, candidates, rng, ms, iterations, cancel, decisions, progress,
                         play, draws)
    deadline = None if ms is None else time.perf_counter() + ms / 1000
    results: list[list[float]] = [[] for _ in candidates]
    sums: list[float] = [0] * len(candidates)  # running, for the reports to `progress`
    alive = list(range(len(candidates)))
    evidence = Evidence(decisions or [])

    def stop() -> bool:
        return ((iterations is not None and report.playouts >= iterations)
                or (deadline is not None and time.perf_counter() >= deadline)
                or (cancel is not None and cancel()))

    while len(alive) > 1:
        seed = rng.getrandbits(63)
        hands = pick_world(view, evidence, random.Random(seed), draws)
        rem = remaining(hands)
        row = []
        for c in alive:
            if stop():
                break
            row.append(_play(view, hands, rem, candidates[c], seed, play))
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
            progress(_so_far(report, sums, [len(r) for r in results], alive))
    return _so_far(report, sums, [len(r) for r in results], alive)


def _play(view: View, hands: list[list[int]], rem: list[int], tiles: Tiles,
          seed: int, play: PlayOut) -> int:
    """The seat's points at the end of world `hands` when it plays `tiles` now (the dice
    of the world's `seed`)."""
    points = play([h.copy() for h in hands], rem.copy(), list(view.points), view.leader,
                  view.seat, list(view.tops), list(view.top_seats), tiles,
                  random.Random(seed ^ DICE_SALT))
    return points[view.seat]


def _so_far(report: SearchReport, sums: list[float], counts: list[int],
            alive: list[int]) -> SearchReport:
    """The report of the worlds played so far (`alive`: the candidates in the race)."""
    report.sums = list(sums)
    report.counts = list(counts)
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


def stacks_left(view: View) -> int:
    """Every stack still to be won from `view`'s decision on: this round's and those of
    the tiles left after it (a bound on how many points any seat can still gain)."""
    held = sum(view.hand_sizes)
    if not view.tops:
        return held // PLAYERS
    still = (view.leader - view.seat) % PLAYERS or PLAYERS  # this seat and those after it
    return len(view.tops) + (held - still * len(view.tops)) // PLAYERS


def settled(sums: list[float], counts: list[int], leader: int, worlds_left: int,
            low: float, high: float) -> bool:
    """Whether no candidate's mean can overtake the leader's within `worlds_left` more
    worlds (a candidate is played at most once a world), every result in [low, high]:
    the best any other can end at is below the worst the leader can."""
    r = worlds_left
    worst = (sums[leader] + r * low) / (counts[leader] + r)
    return all((sums[c] + r * high) / (counts[c] + r) < worst
               for c in range(len(sums)) if c != leader and counts[c])


def _settling(view: View, candidates: list[Tiles], rng: Rng, ms: float | None,
              iterations: int | None, cancel: Callable[[], bool] | None,
              decisions: list[Decision] | None,
              progress: Callable[[SearchReport], None] | None,
              play: PlayOut, draws: int) -> SearchReport:
    """The hard player's search (`settle=True` in the module doc)."""
    report = SearchReport(candidates, candidates[0])
    start = time.perf_counter()
    deadline = None if ms is None else start + ms / 1000
    n = len(candidates)
    played: list[dict[int, float]] = [{} for _ in candidates]  # world -> result
    sums: list[float] = [0.0] * n
    counts = [0] * n
    resting: set[int] = set()
    seat = view.seat
    low = float(view.points[seat])
    high = low + stacks_left(view)
    fastest = float("inf")  # the quickest playout so far, in seconds
    evidence = Evidence(decisions or [])
    review_at = REST_FROM

    def stop() -> bool:
        return ((iterations is not None and report.playouts >= iterations)
                or (deadline is not None and time.perf_counter() >= deadline)
                or (cancel is not None and cancel()))

    def worlds_left() -> int:
        """A bound on the worlds still to come: each plays two candidates at least (one
        in the race, one resting, when not two are in the race)."""
        left = float("inf")
        if iterations is not None:
            left = (iterations - report.playouts) / 2
        if deadline is not None:
            left = min(left, MARGIN * max(0.0, deadline - time.perf_counter()) / fastest / 2)
        return int(min(left, 1 << 40))

    while True:
        due = [c for c in range(n) if c not in resting]
        if resting:  # one resting candidate a world, in turn
            asleep = sorted(resting)
            due = sorted([*due, asleep[report.worlds % len(asleep)]])
        w = report.worlds
        seed = rng.getrandbits(63)
        hands = pick_world(view, evidence, random.Random(seed), draws)
        rem = remaining(hands)
        row = []
        for c in due:
            if stop():
                break
            began = time.perf_counter()
            value = _play(view, hands, rem, candidates[c], seed, play)
            fastest = min(fastest, time.perf_counter() - began)
            row.append(value)
            report.playouts += 1
        if len(row) < len(due):
            break
        for c, value in zip(due, row, strict=True):
            played[c][w] = value
            sums[c] += value
            counts[c] += 1
        report.worlds += 1
        contenders = [c for c in range(n) if c not in resting]
        leader = max(contenders, key=lambda c: (sums[c] / counts[c], -c))
        if report.worlds >= review_at:
            review_at += max(PRUNE_EVERY, report.worlds // 8)
            resting = _resting(played, leader)
            contenders = [c for c in range(n) if c not in resting]
            leader = max(contenders, key=lambda c: (sums[c] / counts[c], -c))
            if settled(sums, counts, leader, worlds_left(), low, high):
                break
        if progress is not None and report.worlds % PROGRESS_EVERY == 0:
            progress(_so_far(report, sums, counts, contenders))
    contenders = [c for c in range(n) if c not in resting]
    return _so_far(report, sums, counts, contenders)


def _resting(played: list[dict[int, float]], leader: int) -> set[int]:
    """The candidates whose paired difference to the leader (on the worlds both were
    played in, REST_FROM at least) is clearly negative, or nil in every one of them (the
    same game so far)."""
    top = played[leader]
    rest = set()
    for c, results in enumerate(played):
        if c == leader:
            continue
        diffs = [v - top[w] for w, v in results.items() if w in top]
        k = len(diffs)
        if k < REST_FROM:
            continue
        mean = sum(diffs) / k
        squares = sum((d - mean) ** 2 for d in diffs)
        spread = (squares / (k - 1)) ** 0.5
        if mean + Z * spread / k ** 0.5 < 0 or (squares == 0 and mean == 0):
            rest.add(c)
    return rest

