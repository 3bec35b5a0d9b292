"""The `hard` level: determinized Monte Carlo over the hidden hands.

Each iteration of the search deals the unseen cards to the other seats in a way that fits
everything observed (`sampler`), then plays every candidate move in that same world and
plays the deal out with the rule-based policy (`playout`). The candidates' results in
shared worlds are compared pairwise, which cancels most of the luck of the deal. The move
with the best mean wins; before any world is played, the medium move stands.

Objective: what the rest of the current deal brings the seat (minus its penalty, or its
place points). Deals are independent and the penalties (or place points) of a deal add up
to a constant over the table, so the seat's score minus the others' mean is an increasing
affine function of its own score: maximising either picks the same move.

Candidates: moves that cannot differ are merged (two cards of one suit with nothing
between them but cards played in earlier tricks, neither a penalty card of its own
weight); laying out the whole hand in domino is always best and needs no search.

A `progress(part)` hears the search so far every PROGRESS_EVERY worlds (it draws
nothing: the search is the same).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.ai import Budget, Cancel
from core.rng import Rng
from core.royal import RoyalObservation
from core.royal.cards import CARD_INDEX, GROWTH, SUIT_MASK_OF, SUIT_MASKS, deck_mask
from core.royal.contracts import PENALTY_MASKS
from core.royal.moves import LAY, PLAY, LayOutAll

from .medium import medium_move
from .playout import play_domino, play_tricks
from .sampler import HandSampler

# The search has settled by then: more time changes its move in hardly any position
# (README, "The arena"), so a longer wait would buy the player nothing.
DEFAULT_MS = 200.0
PROGRESS_EVERY = 8  # worlds between two reports to a `progress`
# Per deal, the cards that must not be merged with a neighbour: the penalty cards of a
# suit that also holds cards of no penalty (the queens, the king of shields; a shield in
# "no shields" weighs what every other card of its suit weighs).
DISTINCT: tuple[int, ...] = tuple(
    sum(mask & suit for suit in SUIT_MASKS if mask & suit not in (0, suit))
    for mask in PENALTY_MASKS)
Evaluate = Callable[[list[int]], list[Any]]  # a sampled world's hands: each candidate's result
Wrap = Callable[[Evaluate, RoyalObservation], Evaluate]


class SearchStats:
    """What one decision did: for the benchmark and tests."""

    __slots__ = ("candidates", "playouts", "seconds", "worlds")

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.candidates = 0
        self.worlds = 0
        self.playouts = 0
        self.seconds = 0.0


@dataclass
class RootPart:
    """One search of the root: each candidate's summed result over the same `worlds`
    sampled worlds (`sums` empty when there was nothing to search); `move` is the medium
    move, which stands before any world is played. Parts searched from the same
    observation on other worlds (other processes) merge by adding up (`best_move`)."""

    move: Any
    cands: list[int] = field(default_factory=list)
    sums: list[int] = field(default_factory=list)
    worlds: int = 0
    seconds: float = 0.0


def root_part(obs: RoyalObservation, rng: Rng, budget: Budget | None,
              cancel: Cancel | None,
              progress: Callable[[RootPart], None] | None = None,
              wrap: Wrap | None = None) -> RootPart:
    """Search the root of `obs` for `budget` with the worlds drawn from `rng`;
    `progress` hears the part so far now and then. `wrap(evaluate, obs)`, when given,
    stands in for the evaluation of each world (an arena experiment weighs worlds so:
    bench.royal_infer)."""
    start = time.perf_counter()
    best = medium_move(obs)
    if obs.phase == "domino":
        if isinstance(best, LayOutAll) or not obs.hand_mask & obs.frontier_mask:
            return RootPart(best)
        cands = _domino_candidates(obs, best.card)
    else:
        cands = _trick_candidates(obs, CARD_INDEX[best.card])
    if len(cands) < 2:
        return RootPart(best)
    if budget is None:
        budget = Budget(ms=DEFAULT_MS)
    deadline = start + budget.ms / 1000 if budget.ms is not None else None
    limit = budget.iterations
    if deadline is None and limit is None:
        deadline = start + DEFAULT_MS / 1000
    evaluate = _domino_world(obs, cands) if obs.phase == "domino" else _trick_world(obs, cands)
    if wrap is not None:
        evaluate = wrap(evaluate, obs)
    sampler = HandSampler(obs.seat, obs.hand_mask, obs.unseen_mask, obs.cards_left,
                          obs.absent_masks)
    sums = [0] * len(cands)
    worlds = 0
    clock = time.perf_counter
    first = clock()
    while True:
        if cancel is not None and cancel():
            break
        if limit is not None and worlds * len(cands) >= limit:
            break
        # stop when the next world, as long as the mean one so far, would end past the
        # deadline: on a loaded machine one world can take a large part of the budget
        if deadline is not None and (now := clock()) + (
                (now - first) / worlds if worlds else 0.0) >= deadline:
            break
        results = evaluate(sampler.sample(rng))
        for k, value in enumerate(results):
            sums[k] += value
        worlds += 1
        if progress is not None and worlds % PROGRESS_EVERY == 0:
            progress(RootPart(best, list(cands), list(sums), worlds, clock() - start))
    return RootPart(best, cands, sums, worlds, clock() - start)


def best_move(obs: RoyalObservation, parts: list[RootPart],
              stats: SearchStats | None = None) -> Any:
    """The move with the best summed result over the worlds of every part."""
    if stats is not None:
        stats.reset()
    first = parts[0]
    if not first.sums:
        return first.move
    sums = [sum(col) for col in zip(*(part.sums for part in parts), strict=True)]
    worlds = sum(part.worlds for part in parts)
    cands = first.cands
    if stats is not None:
        stats.candidates = len(cands)
        stats.worlds = worlds
        stats.playouts = worlds * len(cands)
        stats.seconds = max(part.seconds for part in parts)
    if not worlds:
        return first.move
    top = max(range(len(cands)), key=lambda k: (sums[k], -k))
    return (LAY if obs.phase == "domino" else PLAY)[obs.seat][cands[top]]


def _trick_candidates(obs: RoyalObservation, first: int) -> list[int]:
    """One card per class of equivalent cards, the class of `first` (the medium card)
    first and represented by it."""
    hand = obs.hand_mask
    trick = 0
    for card in obs.trick:
        trick |= 1 << CARD_INDEX[card]
    gone = obs.played_mask & ~trick  # played in earlier tricks
    distinct = DISTINCT[obs.deal - 1]
    classes: list[list[int]] = []
    m = hand & obs.lead_mask or hand
    while m:
        c = (m & -m).bit_length() - 1
        m &= m - 1
        if classes:
            prev = classes[-1][-1]
            between = ((1 << c) - 1) & ~((2 << prev) - 1)
            if (SUIT_MASK_OF[c] == SUIT_MASK_OF[prev] and not (1 << c | 1 << prev) & distinct
                    and not between & ~(gone | hand)):
                classes[-1].append(c)
                continue
        classes.append([c])
    reps = [first]
    reps += [cls[0] for cls in classes if first not in cls]
    return reps


def _domino_candidates(obs: RoyalObservation, first: str) -> list[int]:
    layable = obs.hand_mask & obs.frontier_mask
    first_index = CARD_INDEX[first]
    cands = [first_index]
    while layable:
        c = (layable & -layable).bit_length() - 1
        layable &= layable - 1
        if c != first_index:
            cands.append(c)
    return cands


def _trick_world(obs: RoyalObservation, cands: list[int],
                 play: Callable[..., int] = play_tricks) -> Any:
    """Each candidate's result in a sampled world, played out by `play` (an arena
    experiment may stand in its own: bench.royal_nested)."""
    contract, n, seat = obs.deal - 1, obs.players, obs.seat
    trick = [CARD_INDEX[c] for c in obs.trick]
    leader, left = obs.trick_leader, obs.cards_left[seat]

    def evaluate(hands: list[int]) -> list[int]:
        out = []
        for c in cands:
            h = hands.copy()
            h[seat] ^= 1 << c
            out.append(play(contract, n, h, [*trick, c], leader, left, seat))
        return out

    return evaluate


def _domino_world(obs: RoyalObservation, cands: list[int],
                  play: Callable[..., int] = play_domino) -> Any:
    """As `_trick_world`, in the domino deal."""
    n, seat = obs.players, obs.seat
    frontier = obs.frontier_mask
    deck = deck_mask(n)
    placed = len(obs.places)
    nxt = (seat + 1) % n

    def evaluate(hands: list[int]) -> list[int]:
        out = []
        for c in cands:
            h = hands.copy()
            h[seat] ^= 1 << c
            grown = (frontier ^ (1 << c) | GROWTH[c]) & deck
            out.append(play(n, h, grown, deck, nxt, placed, seat))
        return out

    return evaluate
