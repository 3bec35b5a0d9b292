"""The API every game's rules expose, and the registry of games.

A game is a mutable state object plus the functions of a `Rules` object. Moves and
events are small frozen dataclasses of the game's own package; every move names its
`seat`. Randomness after the first setup (Royal's deal of every hand, Nines' dice
roll-offs) happens at *chance* nodes: `to_move(state) == CHANCE`, the driver draws the
outcome with `chance_move(state, rng)` and applies it like any move, so a record that
lists the outcomes replays the game exactly.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from core.rng import Rng

CHANCE = -1
GAMES = ("nines", "royal", "tiengow")
"""The games of the room (its tables, network play, statistics) and of the core (arena,
records, `core.match`): Nines, Royal and classic Tien Gow (docs/tiengow.md)."""


class Move(Protocol):
    """What every move of either game says: the seat that makes it (CHANCE for a chance
    outcome)."""

    @property
    def seat(self) -> int: ...


class Rules(Protocol):
    name: str
    min_players: int
    max_players: int
    default_options: Mapping[str, Any]

    def new_game(
        self, rng: Rng, *, players: int, options: Mapping[str, Any] | None = None,
        carry: Any = None,
    ) -> Any:
        """A new game. `carry` is what the previous game of a match or session hands
        on (`carry(state)` of it), None for the first game."""

    def to_move(self, state: Any) -> int:
        """The seat to act, or CHANCE."""

    def is_over(self, state: Any) -> bool: ...

    def legal_moves(self, state: Any) -> list[Any]: ...

    def random_move(self, state: Any, rng: Rng) -> Any:
        """A uniform legal move of the seat to act, drawn without listing them all.
        Reads only what that seat may see."""

    def chance_move(self, state: Any, rng: Rng) -> Any:
        """At a chance node, the drawn outcome as a move."""

    def apply(self, state: Any, move: Any) -> list[Any]:
        """Apply `move` in place and return the events it caused, in order.
        An illegal move raises `IllegalMove` and leaves the state untouched."""

    def clone(self, state: Any) -> Any: ...

    def observation(self, state: Any, seat: int) -> Any:
        """What `seat` may see: its own hand and everything public, nothing else."""

    def obs_legal_moves(self, obs: Any) -> list[Any]:
        """The legal moves of the observing seat, computed from its observation alone."""

    def obs_random_move(self, obs: Any, rng: Rng) -> Any: ...

    def scores(self, state: Any) -> list[int]:
        """Each seat's score so far (Nines: stacks won; Royal: plus minus penalties)."""

    def carry(self, state: Any) -> Any:
        """What a finished game hands on to the next game of the match or session."""

    def to_record(self, state: Any, header: Mapping[str, Any]) -> dict[str, Any]:
        """The game's record (RECORDS.md): `header` gives the common fields."""

    def from_record(self, record: Mapping[str, Any]) -> Any:
        """Replay a record through the rules; raise `RecordError` naming the first
        problem and where it lies."""

    def record_moves(self, record: Mapping[str, Any]) -> tuple[Any, list[Any]]:
        """The same replay as `from_record`, as its start state and its moves (chance
        moves included): applying them to the start state gives `from_record`'s state."""

    def game_number(self, state: Any) -> int | None:
        """Which game of its match the state is, when the game knows (Nines, whose records
        say it); None when only the room counts the games (Royal's session)."""

    def deal_number(self, obs: Any) -> int:
        """The deal of the game the observation is in, from 1 (Royal's six deals; a Nines
        game is one deal)."""

    def match_over(self, options: Mapping[str, Any], results: Sequence[Sequence[int]],
                   ) -> bool:
        """Whether the match (Nines) or session (Royal) is over after the finished games
        `results` (points per game, per seat) under `options`."""

    def match_winners(self, results: Sequence[Sequence[int]]) -> list[int]:
        """The seats that win a match or session of the finished games `results` (a tie
        is a shared win)."""


def get_rules(game: str) -> Rules:
    """The rules object of `game` (one of GAMES)."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; expected one of {', '.join(GAMES)}")
    rules: Rules = importlib.import_module(f"core.{game}").RULES
    return rules
