"""What one seat may see of a game of Tien Gow (its own tiles and everything public), and
its moves from that alone.

Public: the banker, the multiplier, hand sizes, every trick's leader, winner and face-up
plays, and of a face-down discard its seat and size only; tricks won, the points.
Private (`core.private`): the seat's own hand and its own discards.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.errors import IllegalMove
from core.private import private
from core.rng import Rng
from core.tiengow import engine
from core.tiengow.combos import COMBO_OF_MASK, variant
from core.tiengow.options import CHOICES
from core.tiengow.state import TienGowState, Trick
from core.tiengow.tiles import faces_of, mask_of_faces

Faces = tuple[str, ...]


@dataclass(frozen=True)
class TrickView:
    """A trick as everyone saw it: `plays` are (seat, faces) with faces None for a
    face-down discard; `size` tiles a seat; `high_seat` holds its highest play so far;
    `winner` once all four have played."""

    leader: int
    size: int
    plays: tuple[tuple[int, Faces | None], ...]
    high_seat: int
    winner: int | None

    @property
    def high(self) -> Faces:
        """The faces of the trick's highest play."""
        for seat, faces in reversed(self.plays):
            if seat == self.high_seat and faces is not None:
                return faces
        raise AssertionError("a trick without its highest play")


@dataclass(frozen=True)
class Observation:
    """`phase` is "play" or "over". `tricks` are the decided tricks, `current` the trick
    in play (None when a lead is due or the game is over). `won` tricks per seat (R16);
    `scores` chips once over. `rules` are the variant options as (key, value) pairs.
    `hand` and `discards` ((trick index from 0, faces), ...) are the seat's own."""

    seat: int
    game_number: int
    banker: int
    multiplier: int
    phase: str
    to_move: int
    hand: Faces = field(metadata=private(()))
    discards: tuple[tuple[int, Faces], ...] = field(metadata=private(()))
    hand_sizes: tuple[int, ...]
    tricks: tuple[TrickView, ...]
    current: TrickView | None
    won: tuple[int, ...]
    scores: tuple[int, ...]
    rules: tuple[tuple[str, Any], ...]
    players: int = 4

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.rules)

    @property
    def to_follow(self) -> int:
        """How many tiles the seat to act must play (0: he leads, or the game is over)."""
        return 0 if self.current is None else self.current.size


def trick_view(trick: Trick) -> TrickView:
    return TrickView(
        leader=trick.leader, size=trick.size,
        plays=tuple((seat, faces_of(mask) if up else None) for seat, mask, up in trick.plays),
        high_seat=trick.high_seat, winner=trick.winner)


def observation(state: TienGowState, seat: int) -> Observation:
    if type(seat) is not int or not 0 <= seat < len(state.hands):
        raise ValueError(f"there is no seat {seat!r}")
    current = state.current
    decided = state.tricks[:-1] if current is not None else state.tricks
    discards = tuple((i, faces_of(mask)) for i, trick in enumerate(state.tricks)
                     for s, mask, up in trick.plays if s == seat and not up)
    return Observation(
        seat=seat, game_number=state.game_number, banker=state.banker,
        multiplier=state.multiplier, phase="over" if state.over else "play",
        to_move=state.to_move, hand=faces_of(state.hands[seat]), discards=discards,
        hand_sizes=tuple(h.bit_count() for h in state.hands),
        tricks=tuple(trick_view(t) for t in decided),
        current=None if current is None else trick_view(current),
        won=tuple(state.won), scores=tuple(state.points),
        rules=tuple((key, state.options[key]) for key in CHOICES))


def position(obs: Observation) -> tuple[int, Trick | None, bool, Any]:
    """(hand mask, the trick to follow as a bare Trick or None, whether the seat must
    discard, the variant) from the observation alone."""
    opts = obs.options
    var = variant(opts)
    hand = mask_of_faces(obs.hand)
    if hand is None:
        raise ValueError("the observation's hand is not tiles")
    view = obs.current
    if view is None:
        return hand, None, False, var
    high = mask_of_faces(view.high)
    combo = COMBO_OF_MASK.get(high if high is not None else -1)
    if combo is None:
        raise ValueError("the trick's highest play is no combination")
    trick = Trick(view.leader, view.size, high or 0, combo.id)
    rule = opts["early_death"]
    forced = (rule != "off" and obs.won[obs.seat] == 0 and len(obs.hand) == view.size
              and (rule == "any" or view.size == 1))
    return hand, trick, forced, var


def _my_turn(obs: Observation) -> bool:
    return obs.phase == "play" and obs.to_move == obs.seat


def obs_legal_moves(obs: Observation) -> list[Any]:
    """The observer's legal moves ([] when it is not his turn)."""
    if not _my_turn(obs):
        return []
    hand, trick, forced, var = position(obs)
    return engine.moves_of(obs.seat, hand, trick, forced, var)


def obs_random_move(obs: Observation, rng: Rng) -> Any:
    """A uniform move among `obs_legal_moves(obs)`, drawn the same way as from a state."""
    if not _my_turn(obs):
        raise IllegalMove(f"it is not seat {obs.seat}'s turn", "out_of_turn")
    hand, trick, forced, var = position(obs)
    return engine.random_of(obs.seat, hand, trick, forced, var, rng)
