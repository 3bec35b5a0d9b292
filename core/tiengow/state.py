"""The mutable state of one game of Tien Gow, compact: hands are tile masks
(`core.tiengow.tiles`), tricks list their plays as (seat, mask, face_up)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core.tiengow.combos import Variant
from core.tiengow.options import PLAYERS
from core.tiengow.tiles import faces_of

HAND = 8
NOBODY = -2
"""`to_move` of a finished game."""


class Trick:
    """One trick: `plays` in order (the lead first), `high`/`high_seat` the combination
    id and seat of its highest face-up play, `winner` once all four have played."""

    __slots__ = ("high", "high_seat", "leader", "plays", "size", "winner")

    def __init__(self, leader: int, size: int, mask: int, combo: int):
        self.leader = leader
        self.size = size
        self.plays: list[tuple[int, int, bool]] = [(leader, mask, True)]
        self.high = combo
        self.high_seat = leader
        self.winner: int | None = None

    def copy(self) -> Trick:
        new = Trick.__new__(Trick)
        new.leader = self.leader
        new.size = self.size
        new.plays = self.plays.copy()
        new.high = self.high
        new.high_seat = self.high_seat
        new.winner = self.winner
        return new

    def __eq__(self, other: object) -> bool:
        return type(other) is Trick and all(
            getattr(self, name) == getattr(other, name) for name in Trick.__slots__)

    __hash__ = None  # type: ignore[assignment]


@dataclass(frozen=True)
class Carry:
    """What a finished game hands on to the next game of a match (R3, R20)."""

    banker: int
    streak: int
    game_number: int


class TienGowState:
    """One game. `dealt` are the hands as dealt, `hands` what is left; `won` tricks per
    seat (R16); `points` chips per seat once over (R19-R21); `current` the trick in play
    (None when a lead is due or the game is over)."""

    __slots__ = ("banker", "current", "dealt", "game_number", "hands", "multiplier",
                 "options", "over", "points", "streak", "to_move", "tricks", "variant",
                 "winner", "won")

    def __init__(self, variant: Variant, options: Mapping[str, Any], dealt: tuple[int, ...],
                 banker: int, streak: int, game_number: int, multiplier: int):
        self.variant = variant
        self.options = options
        self.game_number = game_number
        self.banker = banker
        self.streak = streak
        self.multiplier = multiplier
        self.dealt = dealt
        self.hands = list(dealt)
        self.tricks: list[Trick] = []
        self.current: Trick | None = None
        self.won = [0] * PLAYERS
        self.to_move = banker
        self.over = False
        self.winner: int | None = None
        self.points = [0] * PLAYERS

    def copy(self) -> TienGowState:
        new = TienGowState.__new__(TienGowState)
        new.variant = self.variant
        new.options = self.options
        new.game_number = self.game_number
        new.banker = self.banker
        new.streak = self.streak
        new.multiplier = self.multiplier
        new.dealt = self.dealt
        new.hands = self.hands.copy()
        tricks = self.tricks.copy()  # decided tricks never change again: share them
        current = self.current
        if current is not None:
            current = current.copy()
            tricks[-1] = current
        new.tricks = tricks
        new.current = current
        new.won = self.won.copy()
        new.to_move = self.to_move
        new.over = self.over
        new.winner = self.winner
        new.points = self.points.copy()
        return new

    def __eq__(self, other: object) -> bool:
        return type(other) is TienGowState and all(
            getattr(self, name) == getattr(other, name) for name in TienGowState.__slots__)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        hands = " | ".join(" ".join(faces_of(h)) for h in self.hands)
        return (f"<TienGowState game {self.game_number} banker {self.banker} trick "
                f"{len(self.tricks)} to_move {self.to_move} won {self.won} hands {hands}>")
