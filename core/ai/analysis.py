"""What the hard player's search expects of each candidate move: the coach's numbers.

`analyse(obs, rng, budget, cancel, progress)` runs the hard search of the game (Royal,
Nines or classic Tien Gow) for the seat to move and returns an `Analysis`: the candidates
best first, each with the mean result the search saw for it from this decision on (Royal:
the penalty taken or the place points won in the rest of the deal; Nines: the stacks won
in the rest of the game; Tien Gow: the seat's chips at the end of the game).

The search is one search, with or without a `progress` to tell: `progress(analysis)`
hears the partial analysis from inside it every few worlds (`PROGRESS_EVERY` of the
game's search); telling draws nothing, so for an iteration budget the result is the
same. The hard agents search through `hard_part`, so the coach's best move is the hard
player's move at the same budget and seed; the room's hint names that best move of the
coach's own analysis of the decision, and the review prices the move played against it
(`core.coach.review`), so the three never disagree.

`PoolAnalysis` is the same search for `core.ai.pool.SearchPool.think` (the room's coach,
`gui.coach.thinker`): every process searches its part of the one root-parallel search,
tells its part so far while it searches (`core.ai.pool.tell_parent`), and `from_parts`
hands the raw parts back to be merged by `analysis_of`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from core.ai import Budget, Cancel
from core.ai.nines.inference import past_decisions
from core.ai.nines.search import SearchReport, follow_candidates, lead_candidates, merged
from core.ai.nines.search import search as nines_search
from core.ai.nines.thinking import HARD_MS as NINES_MS
from core.ai.nines.view import View, read_view
from core.ai.pool import tell_parent
from core.ai.royal.search import DEFAULT_MS as ROYAL_MS
from core.ai.royal.search import DISTINCT, RootPart, best_move, root_part
from core.ai.tiengow.agents import HARD_MS as TIENGOW_MS
from core.ai.tiengow.policy import Play
from core.ai.tiengow.search import SearchPart
from core.ai.tiengow.search import merged as tiengow_merged
from core.ai.tiengow.search import search as tiengow_search
from core.ai.tiengow.view import read_seat
from core.ai.tiengow.view import to_move as tiengow_move
from core.nines import Observation
from core.nines.moves import ENDS, Follow, Lead, Take
from core.nines.tiles import FACE_ID, FACES, ON_TOP
from core.rng import Rng
from core.royal import RoyalObservation
from core.royal.cards import CARD_INDEX, SUIT_MASK_OF
from core.royal.moves import LAY, PLAY, LayCard, PlayCard
from core.tiengow import Beat, Discard
from core.tiengow import Lead as TienGowLead
from core.tiengow.observation import Observation as TienGowObservation
from core.tiengow.tiles import FACE_ID as TIENGOW_FACE_ID
from core.tiengow.tiles import N_CIVIL, RANK_OF


@dataclass(frozen=True)
class Candidate:
    """A move and the mean result the search saw for it over `worlds` sampled worlds
    (None: not searched, e.g. the only move)."""

    move: Any
    value: float | None
    worlds: int


@dataclass(frozen=True)
class Analysis:
    """The candidates of `seat`'s decision, best first: `candidates[0]` is the hard
    player's move. `done` is False for the partial result of a search still running."""

    seat: int
    candidates: tuple[Candidate, ...]
    worlds: int
    done: bool

    @property
    def best(self) -> Candidate:
        return self.candidates[0]

    def candidate_of(self, move: Any, obs: Any) -> Candidate | None:
        """The candidate of `move` (or one it cannot differ from); None when the search
        did not look at it."""
        key = move_key(obs, move)
        for cand in self.candidates:
            if move_key(obs, cand.move) == key:
                return cand
        return None

    def value_of(self, move: Any, obs: Any) -> float | None:
        """The value of `move` (or of a candidate it cannot differ from); None when the
        search did not look at it."""
        cand = self.candidate_of(move, obs)
        return None if cand is None else cand.value


Progress = Callable[[Analysis], None]


def is_royal(obs: Any) -> TypeGuard[RoyalObservation]:
    return isinstance(obs, RoyalObservation)


def is_tiengow(obs: Any) -> TypeGuard[TienGowObservation]:
    return isinstance(obs, TienGowObservation)


def hard_part(obs: Any, rng: Rng, budget: Budget | None, cancel: Cancel | None = None,
              progress: Progress | None = None, infer: bool = True,
              settle: bool = True) -> Any:
    """The hard search of `obs` as one root part (Royal `RootPart`, Nines `SearchReport`
    or a Nines `Take`, Tien Gow `SearchPart`), `progress` hearing the partial analysis
    from inside it; Nines `settle=False`: the racing search that stops when one
    candidate is left."""
    told = None if progress is None else (
        lambda part: progress(analysis_of(obs, [part], done=False)))
    return search(obs, rng, full_budget(obs, budget), cancel, infer, told, settle)


def analyse(obs: Any, rng: Rng, budget: Budget | None = None, cancel: Cancel | None = None,
            progress: Progress | None = None, infer: bool = True) -> Analysis:
    """The analysis of the observer's decision (the observer must be the seat to move)."""
    return analysis_of(obs, [hard_part(obs, rng, budget, cancel, progress, infer)])


def full_budget(obs: Any, budget: Budget | None) -> Budget:
    """`budget`, or the game's default thinking time when it bounds nothing."""
    if budget is None or (budget.ms is None and budget.iterations is None):
        return Budget(ms=ROYAL_MS if is_royal(obs) else TIENGOW_MS if is_tiengow(obs)
                      else NINES_MS)
    return budget


def search(obs: Any, rng: Rng, budget: Budget, cancel: Cancel | None,
           infer: bool = True, told: Callable[[Any], None] | None = None,
           settle: bool = True) -> Any:
    """The search of `obs` for `budget`: what the hard agents' `root_part` searched;
    `told(part)` hears the part so far now and then; Nines `settle`: spend the budget
    unless the answer is settled (`core.ai.nines.search`)."""
    if is_royal(obs):
        return root_part(obs, rng, budget, cancel, told)
    if is_tiengow(obs):  # what `core.ai.tiengow.HardAgent.root_part` searches
        budget = full_budget(obs, budget)
        return tiengow_search(obs, read_seat(obs), rng, budget.ms, budget.iterations, cancel,
                              told)
    if obs.phase == "take":
        return Take(obs.seat, ENDS[rng.getrandbits(1)])
    view = read_view(obs)
    candidates = follow_candidates(view) if view.tops else lead_candidates(view)
    decisions = past_decisions(obs) if infer and len(candidates) > 1 else None
    return nines_search(view, candidates, rng, ms=budget.ms, iterations=budget.iterations,
                        cancel=cancel, decisions=decisions, progress=told, settle=settle)


def _merge_royal(parts: Sequence[RootPart]) -> RootPart:
    first = parts[0]
    if not first.sums:
        return first
    sums = [sum(col) for col in zip(*(p.sums for p in parts), strict=True)]
    return RootPart(first.move, list(first.cands), sums, sum(p.worlds for p in parts),
                    sum(p.seconds for p in parts))


def analysis_of(obs: Any, parts: Sequence[Any], done: bool = True) -> Analysis:
    """The analysis of the merged `parts` (from the search processes) of one observation."""
    if is_royal(obs):
        return _royal_analysis(obs, _merge_royal(parts), done)
    if is_tiengow(obs):
        return _tiengow_analysis(obs, parts, done)
    if isinstance(parts[0], Take):
        return Analysis(obs.seat, (Candidate(parts[0], None, 0),), 0, done)
    return _nines_analysis(obs, merged(list(parts)), done)


def _royal_analysis(obs: RoyalObservation, part: RootPart, done: bool) -> Analysis:
    if not part.sums or not part.worlds:
        return Analysis(obs.seat, (Candidate(part.move, None, 0),), 0, done)
    moves = (LAY if obs.phase == "domino" else PLAY)[obs.seat]
    chosen = best_move(obs, [part])
    cands = [Candidate(moves[c], s / part.worlds, part.worlds)
             for c, s in zip(part.cands, part.sums, strict=True)]
    ranked = sorted(cands, key=lambda c: (c.move != chosen, -(c.value or 0.0)))
    return Analysis(obs.seat, tuple(ranked), part.worlds, done)


def _nines_analysis(obs: Observation, report: SearchReport, done: bool) -> Analysis:
    view = read_view(obs)
    if len(report.candidates) == 1 or not report.worlds:
        return Analysis(obs.seat, (Candidate(nines_move(view, report.chosen), None, 0),),
                        report.worlds, done)
    base = view.points[view.seat]
    cands = [Candidate(nines_move(view, tiles), s / n - base if n else None, n)
             for tiles, s, n in zip(report.candidates, report.sums, report.counts,
                                    strict=True)]
    chosen = nines_move(view, report.chosen)
    ranked = sorted(cands, key=lambda c: (c.move != chosen, c.value is None,
                                          -(c.value or 0.0)))
    return Analysis(obs.seat, tuple(ranked), report.worlds, done)


def _tiengow_analysis(obs: TienGowObservation, parts: Sequence[SearchPart],
                      done: bool) -> Analysis:
    """The candidates' chips over the parts' summed worlds; the best is the hard
    player's (`core.ai.tiengow.search.merged`), the others by their means."""
    chosen = tiengow_merged(list(parts))
    worlds = sum(p.worlds for p in parts)
    if len(parts[0].candidates) == 1 or not worlds:
        return Analysis(obs.seat, (Candidate(tiengow_move(obs, chosen), None, 0),), worlds,
                        done)
    totals: dict[Play, float] = {}
    for part in parts:
        for play, total in zip(part.candidates, part.sums, strict=True):
            totals[play] = totals.get(play, 0.0) + total
    cands = [Candidate(tiengow_move(obs, play), total / worlds, worlds)
             for play, total in totals.items()]
    best = tiengow_move(obs, chosen)
    ranked = sorted(cands, key=lambda c: (c.move != best, -(c.value or 0.0)))
    return Analysis(obs.seat, tuple(ranked), worlds, done)


def nines_move(view: View, tiles: Sequence[int]) -> Lead | Follow:
    faces = tuple(FACES[f] for f in tiles)
    return Follow(view.seat, faces) if view.tops else Lead(view.seat, faces)


def move_key(obs: Any, move: Any) -> Any:
    """What tells moves apart by their effect: two moves of one key cannot differ
    (Royal: cards of one suit with only played or own cards between them, neither a
    penalty card of its own; Nines: the same lead in any order, the same tiles on top of
    the same stacks and the same tiles under; Tien Gow: the same kind of move with the
    same tiles in any order, the two military tiles of one total counted as one, for no
    rule tells them apart)."""
    if isinstance(move, PlayCard):
        return ("card", _card_class(obs, CARD_INDEX[move.card]))
    if isinstance(move, (Lead, Follow)):
        faces = [FACE_ID[t] for t in move.tiles]
        if isinstance(move, Lead):
            return ("lead", tuple(sorted(faces)))
        tops = [FACE_ID[stack[-1]] for stack in obs.current.stacks]
        return ("follow", tuple(f if ON_TOP[f][t] else -1 for f, t in zip(faces, tops,
                                                                          strict=True)),
                tuple(sorted(f for f, t in zip(faces, tops, strict=True) if not ON_TOP[f][t])))
    if isinstance(move, LayCard):
        return ("lay", move.card)
    if isinstance(move, (TienGowLead, Beat, Discard)):
        return (type(move).__name__, tuple(sorted(_TIENGOW_CLASS[TIENGOW_FACE_ID[t]]
                                                  for t in move.tiles)))
    return move


_TIENGOW_CLASS = tuple(f if f < N_CIVIL else min(
    g for g in range(N_CIVIL, len(RANK_OF)) if RANK_OF[g] == RANK_OF[f])
    for f in range(len(RANK_OF)))
"""A Tien Gow face id, or the first military face of its total (3-6 for 4-5)."""


def _card_class(obs: RoyalObservation, card: int) -> int:
    """The lowest card of `card`'s class of equivalent cards in the hand."""
    trick = 0
    for name in obs.trick:
        trick |= 1 << CARD_INDEX[name]
    gone = obs.played_mask & ~trick  # played in earlier tricks
    distinct = DISTINCT[obs.deal - 1]  # per deal: cards never merged (search.DISTINCT)
    rep, c = card, card - 1
    while c >= 0 and SUIT_MASK_OF[c] == SUIT_MASK_OF[card]:
        bit = 1 << c
        if bit & obs.hand_mask:
            if (1 << rep | bit) & distinct:
                break
            rep = c
        elif not bit & gone:
            break
        c -= 1
    return rep


def throttled(tell: Callable[[Any], Any], every_s: float) -> Callable[[Any], None]:
    """`tell`, passed on at most every `every_s` seconds (the others dropped)."""
    last = time.perf_counter()

    def told(value: Any) -> None:
        nonlocal last
        if (now := time.perf_counter()) - last >= every_s:
            last = now
            tell(value)

    return told


class PoolAnalysis:
    """The hard search for `core.ai.pool.SearchPool.think`: every process searches its
    part and `from_parts` hands the raw parts back, to be merged by `analysis_of`. With
    `tell`, each process tells its part so far (`core.ai.pool.tell_parent`) at most every
    `every_s` seconds while it searches."""

    def __init__(self, infer: bool = True, tell: bool = False, every_s: float = 0.1) -> None:
        self.infer = infer
        self.tell = tell
        self.every_s = every_s

    def root_part(self, obs: Any, rng: Rng, budget: Budget | None = None,
                  cancel: Cancel | None = None) -> Any:
        told = throttled(tell_parent, self.every_s) if self.tell else None
        return search(obs, rng, budget or Budget(iterations=0), cancel, self.infer, told)

    def from_parts(self, obs: Any, parts: list[Any]) -> list[Any]:
        return parts
