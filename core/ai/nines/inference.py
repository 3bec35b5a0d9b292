"""Soft inference from the other seats' plays: a sampled world is more likely when, in
it, their past moves are the moves a sensible player (the medium policy) would have made.

The hard constraints hold in every sampled world (played tiles are gone, the seat's own
tiles are known, hand sizes are public). On top of that, `pick_world` draws a few worlds
and keeps one with probability proportional to MISMATCH ** (past moves of the others
that medium would not have made from that world's hands): sampling-importance-
resampling, soft enough to survive opponents who play otherwise.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from core.ai.nines.playout import Hands, sample_hands
from core.ai.nines.policy import medium_follow, medium_lead
from core.ai.nines.tables import FULL
from core.ai.nines.view import View
from core.nines import Observation
from core.nines.state import PLAYERS
from core.nines.tiles import FACE_ID, ON_TOP

MISMATCH = 0.05
"""The weight factor of each past move a world does not explain."""
DRAWS = 10
"""Worlds drawn for each one kept."""


@dataclass(frozen=True)
class Decision:
    """A past move of another seat and what that seat could see when it made it."""

    seat: int
    tops: tuple[int, ...]  # the stacks' tops it followed onto (empty: it led)
    later: int  # seats laying after it in that round
    played: tuple[int, ...]  # tiles of each face played before the move
    since: tuple[int, ...]  # the tiles it has laid since, this move included
    key: tuple[Any, ...]  # the move, up to the order of tiles that went under


def follow_key(tiles: tuple[int, ...] | list[int], tops: tuple[int, ...]) -> tuple[Any, ...]:
    """A follow up to which stack a tile went under (the rest is the same game)."""
    on: list[int] = []
    under: list[int] = []
    for f, t in zip(tiles, tops, strict=True):  # one loop: the searches call this a lot
        if ON_TOP[f][t]:
            on.append(f)
        else:
            on.append(-1)
            under.append(f)
    under.sort()
    return tuple(on), tuple(under)


def past_decisions(obs: Observation) -> list[Decision]:
    """Every lead and follow of the other seats in this game, in order."""
    rounds = obs.rounds if obs.current is None else (*obs.rounds, obs.current)
    sequence: list[tuple[int, list[int], tuple[int, ...], int, tuple[int, ...]]] = []
    played = [0] * len(FULL)
    for rnd in rounds:
        tops: list[int] = []
        for seat, faces in rnd.plays:
            ids = [FACE_ID[t] for t in faces]
            later = (rnd.leader - seat - 1) % PLAYERS if tops else 0
            sequence.append((seat, ids, tuple(tops), later, tuple(played)))
            if tops:
                for i, f in enumerate(ids):
                    if ON_TOP[f][tops[i]]:
                        tops[i] = f
            else:
                tops = list(ids)
            for f in ids:
                played[f] += 1
    decisions = []
    for n, (seat, ids, under, later, before) in enumerate(sequence):
        if seat == obs.seat:
            continue
        since = tuple(f for s, later_ids, *_ in sequence[n:] if s == seat for f in later_ids)
        key = follow_key(ids, under) if under else tuple(sorted(ids))
        decisions.append(Decision(seat, under, later, before, since, key))
    return decisions


def unexplained(decisions: list[Decision], hands: Hands) -> int:
    """How many of `decisions` the medium policy would not have made in this world."""
    return Evidence(decisions).unexplained(hands)


def _seat_unexplained(decisions: list[Decision], hand: list[int]) -> int:
    """How many of one seat's `decisions` medium would not have made, `hand` being what
    that seat holds now."""
    count = 0
    for d in decisions:
        held = sorted(hand + list(d.since))
        unseen = [full - gone for full, gone in zip(FULL, d.played, strict=True)]
        for f in held:
            unseen[f] -= 1
        if d.tops:
            in_hands = sum(FULL) - sum(d.played)
            move = medium_follow(held, d.tops, unseen, in_hands - len(held),
                                 d.later * len(held))
            if follow_key(move, d.tops) != d.key:
                count += 1
        elif tuple(sorted(medium_lead(held, unseen))) != d.key:
            count += 1
    return count


class Evidence:
    """The other seats' past decisions, by seat, and what each hidden hand was found to
    leave unexplained: a seat's count depends only on the hand it holds in the world,
    and the worlds of one search draw the same hands again and again (all the more
    as the game goes on), so each hand of a seat is judged once."""

    LIMIT = 50_000
    """Judged hands kept (some 10 MB); beyond, the memory starts again. A default
    search of 800 ms judges well under this many."""

    def __init__(self, decisions: list[Decision]):
        self.by_seat: dict[int, list[Decision]] = {}
        for d in decisions:
            self.by_seat.setdefault(d.seat, []).append(d)
        self.judged: dict[tuple[int, tuple[int, ...]], int] = {}

    def __bool__(self) -> bool:
        return bool(self.by_seat)

    def unexplained(self, hands: Hands) -> int:
        """How many of the decisions the medium policy would not have made in `hands`."""
        count = 0
        for seat, decisions in self.by_seat.items():
            key = (seat, tuple(sorted(hands[seat])))
            found = self.judged.get(key)
            if found is None:
                if len(self.judged) >= self.LIMIT:
                    self.judged.clear()
                found = self.judged[key] = _seat_unexplained(decisions, list(key[1]))
            count += found
        return count


def pick_world(view: View, evidence: Evidence, rng: random.Random,
               draws: int = DRAWS) -> Hands:
    """One world of hidden hands, drawn by sampling-importance-resampling from `draws`
    worlds (pass the same `Evidence` to every call of one search: it remembers the hands
    it judged)."""
    if not evidence:
        return sample_hands(view, rng)
    worlds = [sample_hands(view, rng) for _ in range(draws)]
    weights = [MISMATCH ** evidence.unexplained(hands) for hands in worlds]
    r = rng.random() * sum(weights)
    for hands, weight in zip(worlds, weights, strict=True):
        r -= weight
        if r < 0:
            return hands
    return worlds[-1]
