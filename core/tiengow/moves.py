"""Moves (frozen dataclasses) and the events `apply` returns (named tuples) of Tien Gow.

Every move names its `seat`; `tiles` are faces "a-b" in any order (the engine lists them
highest first). A face-down discard's event names its seat and size, not its tiles.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from core.typed_events import typed_equality


@dataclass(frozen=True, slots=True)
class Lead:
    """Lead a single, pair, triplet or quartet to a new trick (R5-R9)."""

    seat: int
    tiles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Beat:
    """Follow face up with tiles that beat the trick's highest play (R10-R15)."""

    seat: int
    tiles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Discard:
    """Follow face down with as many tiles as were led (R10)."""

    seat: int
    tiles: tuple[str, ...]


Move = Lead | Beat | Discard

@typed_equality
class Led(NamedTuple):
    """`seat` led `tiles`, a combination of `kind` (`core.tiengow.combos`)."""

    seat: int
    tiles: tuple[str, ...]
    kind: str


@typed_equality
class Beaten(NamedTuple):
    """`seat` played `tiles` face up: the trick's new highest play."""

    seat: int
    tiles: tuple[str, ...]
    kind: str


@typed_equality
class Discarded(NamedTuple):
    """`seat` played `size` tiles face down."""

    seat: int
    size: int


@typed_equality
class TrickWon(NamedTuple):
    """`seat` wins the trick of `size` tiles a seat; `won` = tricks per seat so far
    (a trick of n tiles counts n, R16)."""

    seat: int
    size: int
    won: tuple[int, ...]


@typed_equality
class GameOver(NamedTuple):
    """The hands are empty: `winner` took the last trick; `points` = chips per seat."""

    winner: int
    points: tuple[int, ...]


Event = Led | Beaten | Discarded | TrickWon | GameOver
