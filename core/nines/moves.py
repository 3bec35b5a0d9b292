"""Moves (frozen dataclasses) and the events `apply` returns (named tuples).

Every move names its `seat`; tiles are faces "a-b". Events are immutable named tuples
(cheap to build on the hot path) that compare equal only to events of the same class.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, NamedTuple

from core.rules import CHANCE
from core.typed_events import typed_equality

LEFT = "left"
RIGHT = "right"
ENDS = (LEFT, RIGHT)


@dataclass(frozen=True, slots=True)
class Take:
    """Take two whole columns from the `end` ("left" or "right") of the wall."""

    seat: int
    end: str


@dataclass(frozen=True, slots=True)
class Lead:
    """Lead 1-4 tiles; `tiles[i]` starts stack i."""

    seat: int
    tiles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Follow:
    """Lay one tile on each stack of the round; `tiles[i]` goes onto stack i."""

    seat: int
    tiles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TieRoll:
    """A chance move: one round of a roll-off, `rolls` = ((seat, (d1, d2)), ...), one
    entry per seat still tied, in any order."""

    rolls: tuple[tuple[int, tuple[int, int]], ...]
    seat: ClassVar[int] = CHANCE


Move = Take | Lead | Follow | TieRoll




@typed_equality
class DiceRolled(NamedTuple):
    """`seat` rolled `dice`; `purpose` is "opening" (who opens) or "tie" (a roll-off)."""

    seat: int
    dice: tuple[int, int]
    purpose: str


@typed_equality
class ColumnsTaken(NamedTuple):
    """`seat` took wall `columns` (outermost first) from `end`; `tiles` are their 8
    faces column by column (private to `seat`)."""

    seat: int
    end: str
    columns: tuple[int, int]
    tiles: tuple[str, ...]


@typed_equality
class TilesLed(NamedTuple):
    seat: int
    tiles: tuple[str, ...]


@typed_equality
class TileLaid(NamedTuple):
    """A follower's tile laid on `stack`: on top of it, or under it."""

    seat: int
    stack: int
    tile: str
    on_top: bool


@typed_equality
class StackWon(NamedTuple):
    """Stack `stack` goes to `seat` (whose tile is on top); `tiles` bottom to top."""

    stack: int
    seat: int
    tiles: tuple[str, ...]


@typed_equality
class RoundTied(NamedTuple):
    """`seats` tie for most stacks (`stacks` per seat): they roll off next."""

    seats: tuple[int, ...]
    stacks: tuple[int, ...]


@typed_equality
class RoundWon(NamedTuple):
    """The round is decided: `leader` leads the next round (or opens the next game);
    `stacks` = stacks won this round per seat."""

    leader: int
    stacks: tuple[int, ...]


@typed_equality
class GameOver(NamedTuple):
    """All tiles are played; `points` per seat (one per stack, 8 in all)."""

    points: tuple[int, ...]


Event = (DiceRolled | ColumnsTaken | TilesLed | TileLaid | StackWon | RoundTied | RoundWon
         | GameOver)
