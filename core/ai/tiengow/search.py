"""The hard Tien Gow player's search: determinized Monte Carlo at the root.

Each iteration deals the tiles the seat has not seen to the other hands (a *world*
consistent with its observation: hand sizes, face-up plays, its own discards; the rest
were discarded face down), then plays every candidate move in that world and the game
out with the medium policy at every seat, and adds the seat's chips (`outcome`). The
candidate with the best mean wins. All candidates meet the same worlds, so their
differences are not blurred by the deal. A part (`SearchPart`) is one process's sums, so
a root-parallel search merges parts (`merged`). A `progress(part)` hears the part so far
every PROGRESS_EVERY worlds (the coach's analysis as it thinks); it draws nothing, so
the search is the same with or without it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from core.ai.tiengow.policy import Play, Seat, madd, rule_move, weakest_few
from core.rng import Rng
from core.tiengow import engine
from core.tiengow.combos import COMBO_OF_MASK
from core.tiengow.movegen import beats, bits_of, leads
from core.tiengow.moves import Beat, Discard, Lead
from core.tiengow.observation import Observation
from core.tiengow.setup import make_state
from core.tiengow.state import TienGowState, Trick
from core.tiengow.tiles import ODD_CIVIL, faces_of, mask_of_faces

MAX_WORLDS = 100_000
TRIES = 20
PROGRESS_EVERY = 8  # worlds between two reports to a `progress`
DISCARDS = 4  # the discards searched at a follow, the weakest first


@dataclass(frozen=True)
class SearchPart:
    """One search's candidates (as `Play`s), their chip sums and the worlds seen."""

    candidates: tuple[Play, ...]
    sums: tuple[float, ...]
    worlds: int


def candidates(s: Seat) -> list[Play]:
    """The moves worth searching: every lead; every beat and the DISCARDS best discards
    (which tiles to keep for the last trick is most of a follow's choice)."""
    if s.trick is None:
        return [Play(m, True) for m, _ in leads(s.hand, s.variant)]
    out = [] if s.forced else [Play(m, True) for m, _ in beats(s.hand, s.trick.high, s.variant)]
    out += [Play(m, False) for m in weakest_few(s.hand, s.trick.size, s.variant, DISCARDS)]
    choice = rule_move(s)
    if choice not in out:
        out.append(choice)
    return out


def passes(obs: Observation) -> list[tuple[int, int]]:
    """(seat, combination id) for every face-down play of another seat on a trick whose
    highest play was then that combination: a seat that held a beating play would
    mostly have played it (what `world` infers)."""
    out = []
    for trick in (*obs.tricks, *([obs.current] if obs.current else [])):
        high = None
        for seat, faces in trick.plays:
            if faces is not None:
                high = COMBO_OF_MASK[_faces_mask(faces)].id
            elif seat != obs.seat and high is not None:
                out.append((seat, high))
    return out


def _deal(obs: Observation, s: Seat, rng: Rng) -> list[int]:
    pool = bits_of(s.unseen)
    rng.shuffle(pool)
    hands = [0, 0, 0, 0]
    at = 0
    for seat, size in enumerate(obs.hand_sizes):
        if seat == s.seat:
            hands[seat] = s.hand
            continue
        hand = 0
        for bit in pool[at:at + size]:
            hand = madd(hand, _first(bit))
        hands[seat] = hand
        at += size
    return hands


def world(obs: Observation, s: Seat, rng: Rng,
          inferred: list[tuple[int, int]] | None = None) -> TienGowState:
    """A state consistent with the observation: the unseen tiles dealt at random to
    the other hands, redealt (up to TRIES times) while a seat holds a play that beats
    a trick it discarded on (`passes`)."""
    for _ in range(TRIES):
        hands = _deal(obs, s, rng)
        if not inferred or not any(
                not m & ~hands[seat] for seat, high in inferred
                for m, _ in s.variant.beaters[high]):
            break
    state = make_state(obs.options, hands, obs.banker, _streak(obs), obs.game_number)
    state.hands = hands
    state.won = list(obs.won)
    state.to_move = s.seat
    view = obs.current
    if view is not None and s.trick is not None:
        trick = Trick(view.leader, view.size, 0, s.trick.high)
        trick.high_seat = view.high_seat
        trick.plays = [(seat, _faces_mask(faces), faces is not None)
                       for seat, faces in view.plays]
        state.tricks = [trick]
        state.current = trick
    return state


def _first(bit: int) -> int:
    """A one-tile mask on its face's first bit (the pool lists a pair's second copy on
    the second bit)."""
    return bit >> 1 if bit & ODD_CIVIL else bit


def _faces_mask(faces: tuple[str, ...] | None) -> int:
    return 0 if faces is None else mask_of_faces(faces) or 0


def _streak(obs: Observation) -> int:
    return max(0, obs.multiplier - 2) if obs.options["banker"] == "increasing" else 0


def seat_of(state: TienGowState) -> Seat:
    """The seat to act in a playout, knowing the other hands together (a world's
    approximation of what it has not seen)."""
    seat = state.to_move
    others = 0
    for other, hand in enumerate(state.hands):
        if other != seat:
            others = madd(others, hand)
    trick = state.current
    hand = state.hands[seat]
    forced = trick is not None and engine.must_discard(state, seat, trick)
    return Seat(seat, hand, trick, forced, tuple(state.won), others, state.variant)


def play_out(state: TienGowState, policy: Callable[[Seat], Play]) -> None:
    """Play the game to its end, every seat by `policy`."""
    apply = engine.apply
    while not state.over:
        s = seat_of(state)
        apply(state, to_state_move(s, policy(s)))


def to_state_move(s: Seat, play: Play) -> Any:
    faces = faces_of(play.mask)
    if s.trick is None:
        return Lead(s.seat, faces)
    return Beat(s.seat, faces) if play.up else Discard(s.seat, faces)


def outcome(base: TienGowState, s: Seat, play: Play) -> int:
    """The seat's chips when it plays `play` in world `base` (left as it was) and every
    seat plays the game out by the medium rule."""
    state = base.copy()
    engine.apply(state, to_state_move(s, play))
    play_out(state, rule_move)
    return state.points[s.seat]


def search(obs: Observation, s: Seat, rng: Rng, ms: float | None, iterations: int | None,
           cancel: Callable[[], bool] | None,
           progress: Callable[[SearchPart], None] | None = None) -> SearchPart:
    """Determinized Monte Carlo within the budget (at least one world); `progress`
    hears the part so far every PROGRESS_EVERY worlds."""
    cands = candidates(s)
    sums = [0.0] * len(cands)
    if len(cands) == 1:
        return SearchPart(tuple(cands), tuple(sums), 0)
    limit = iterations if iterations is not None else MAX_WORLDS
    deadline = None if ms is None else time.perf_counter() + ms / 1000
    inferred = passes(obs)
    worlds = 0
    while worlds < limit:
        if progress is not None and worlds and worlds % PROGRESS_EVERY == 0:
            progress(SearchPart(tuple(cands), tuple(sums), worlds))
        base = world(obs, s, rng, inferred)
        for i, play in enumerate(cands):
            sums[i] += outcome(base, s, play)
        worlds += 1
        if deadline is not None and time.perf_counter() >= deadline:
            break
        if cancel is not None and cancel():
            break
    return SearchPart(tuple(cands), tuple(sums), worlds)


def merged(parts: list[SearchPart]) -> Play:
    """The best candidate over the parts' summed worlds."""
    totals: dict[Play, float] = {}
    for part in parts:
        for play, total in zip(part.candidates, part.sums, strict=True):
            totals[play] = totals.get(play, 0.0) + total
    return max(totals, key=lambda play: totals[play])
