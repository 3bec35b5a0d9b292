"""A direct evaluation of a few moves on the same sampled worlds: each move's mean result
from the decision on, the rest of the deal (Royal) or game (Nines, Tien Gow) played out by
the medium policy, as the hard search does but without racing or candidate merging. The
worlds are dealt from the observer's observation alone (the hard search's sampling). The
review uses it to price the move played against the best one, the same worlds for both
(`samples`: each world's results, whose spread tells how far the search's means can be
trusted); tests check the search against it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from core.ai.analysis import is_royal, is_tiengow
from core.ai.nines.inference import Evidence, past_decisions, pick_world
from core.ai.nines.playout import play_out, remaining
from core.ai.nines.search import DICE_SALT
from core.ai.nines.view import read_view
from core.ai.royal.playout import play_domino, play_tricks
from core.ai.royal.sampler import HandSampler
from core.ai.tiengow.policy import Play
from core.ai.tiengow.search import outcome, passes, world
from core.ai.tiengow.view import read_seat
from core.nines.tiles import FACE_ID
from core.rng import Rng
from core.royal import RoyalObservation
from core.royal.cards import CARD_INDEX, GROWTH, deck_mask
from core.royal.moves import LayCard, LayOutAll, Pass, PlayCard
from core.royal.state import PLACE_POINTS
from core.tiengow import Beat, Discard
from core.tiengow import Lead as TienGowLead
from core.tiengow.observation import Observation as TienGowObservation
from core.tiengow.tiles import mask_of_faces


def evaluate(obs: Any, moves: Sequence[Any], rng: Rng, worlds: int) -> list[float]:
    """The mean result of each of `moves` (the observer's, to move now) over `worlds`
    worlds drawn from `rng`, every move played in every world."""
    rows = samples(obs, moves, rng, worlds)
    return [sum(col) / worlds for col in zip(*rows, strict=True)]


def samples(obs: Any, moves: Sequence[Any], rng: Rng, worlds: int) -> list[list[int]]:
    """Each of `worlds` worlds drawn from `rng`: the result of every one of `moves` in
    it (one row per world, one column per move)."""
    if worlds < 1:
        raise ValueError("an evaluation needs a world at least")
    if is_royal(obs):
        return _royal(obs, moves, rng, worlds)
    if is_tiengow(obs):
        return _tiengow(obs, moves, rng, worlds)
    return _nines(obs, moves, rng, worlds)


def _royal(obs: RoyalObservation, moves: Sequence[Any], rng: Rng,
           worlds: int) -> list[list[int]]:
    seat, n = obs.seat, obs.players
    sampler = HandSampler(seat, obs.hand_mask, obs.unseen_mask, obs.cards_left,
                          obs.absent_masks)
    rows = []
    for _ in range(worlds):
        hands = sampler.sample(rng)
        rows.append([_royal_world(obs, move, hands.copy(), n, seat) for move in moves])
    return rows


def _royal_world(obs: RoyalObservation, move: Any, h: list[int], n: int, seat: int) -> int:
    if isinstance(move, PlayCard):
        c = CARD_INDEX[move.card]
        h[seat] ^= 1 << c
        trick = [CARD_INDEX[t] for t in obs.trick]
        return play_tricks(obs.deal - 1, n, h, [*trick, c], obs.trick_leader,
                           obs.cards_left[seat], seat)
    placed = len(obs.places)
    if isinstance(move, LayOutAll):
        return PLACE_POINTS[n][placed]
    deck = deck_mask(n)
    frontier = obs.frontier_mask
    if isinstance(move, LayCard):
        c = CARD_INDEX[move.card]
        h[seat] ^= 1 << c
        frontier = (frontier ^ (1 << c) | GROWTH[c]) & deck
    elif not isinstance(move, Pass):
        raise ValueError(f"not a move to evaluate: {move!r}")
    return play_domino(n, h, frontier, deck, (seat + 1) % n, placed, seat)


def _nines(obs: Any, moves: Sequence[Any], rng: Rng, worlds: int) -> list[list[int]]:
    view = read_view(obs)
    evidence = Evidence(past_decisions(obs))
    plans = [tuple(FACE_ID[t] for t in move.tiles) for move in moves]
    rows = []
    for _ in range(worlds):
        seed = rng.getrandbits(63)
        hands = pick_world(view, evidence, random.Random(seed))
        rem = remaining(hands)
        row = []
        for tiles in plans:
            points = play_out([h.copy() for h in hands], rem.copy(), list(view.points),
                              view.leader, view.seat, list(view.tops), list(view.top_seats),
                              tiles, random.Random(seed ^ DICE_SALT))
            row.append(points[view.seat] - view.points[view.seat])
        rows.append(row)
    return rows


def _tiengow(obs: TienGowObservation, moves: Sequence[Any], rng: Rng,
             worlds: int) -> list[list[int]]:
    """The Tien Gow search's own worlds and playouts (`core.ai.tiengow.search`): with the
    same generator and the search's candidates, the search's sums."""
    seat = read_seat(obs)
    plays = [_tiengow_play(move) for move in moves]
    inferred = passes(obs)
    rows = []
    for _ in range(worlds):
        base = world(obs, seat, rng, inferred)
        rows.append([outcome(base, seat, play) for play in plays])
    return rows


def _tiengow_play(move: Any) -> Play:
    mask = mask_of_faces(move.tiles) if isinstance(move, (TienGowLead, Beat, Discard)) else None
    if mask is None:
        raise ValueError(f"not a move to evaluate: {move!r}")
    return Play(mask, not isinstance(move, Discard))
