"""A match of Nines (RULES.md A4): games in a row, scores adding up.

Options (`RULES.default_options`): `match_games` (default 4) games, or, when
`match_target` is an integer N, "first to N points": the match then ends after the game
in which someone reaches N, however many games that takes (`match_games` is ignored).
The winners are the seats with the most points (a tie is a shared win).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.nines.match_rule import decided, leaders, limits
from core.nines.rules import RULES
from core.nines.state import OVER, PLAYERS, Carry, NinesState
from core.rng import Rng


class Match:
    """The running totals of a match; `new_game` starts its next game."""

    def __init__(self, options: Mapping[str, Any] | None = None):
        options = {**RULES.default_options, **(options or {})}
        self.games_limit, self.target = limits(options)
        self.options = options
        self.totals = [0] * PLAYERS
        self.results: list[list[int]] = []  # points per game, per seat
        self.carry: Carry | None = None

    @property
    def games_played(self) -> int:
        return len(self.results)

    @property
    def next_opener(self) -> int | None:
        """Who opens the next game (None: the first game, decided by the dice)."""
        return None if self.carry is None else self.carry.opener

    def is_over(self) -> bool:
        return decided(self.games_limit, self.target, self.games_played, self.totals)

    def new_game(self, rng: Rng) -> NinesState:
        """The next game, opened by the winner of the last round of the previous one."""
        if self.is_over():
            raise ValueError("the match is over")
        return RULES.new_game(rng, players=PLAYERS, options=self.options, carry=self.carry)

    def add_game(self, state: NinesState) -> None:
        """Count a finished game of this match."""
        if state.phase != OVER:
            raise ValueError("the game is not over")
        if self.is_over():
            raise ValueError("the match is over")
        if state.game_number != self.games_played + 1:
            raise ValueError(f"game {state.game_number} is not this match's game "
                             f"{self.games_played + 1}")
        points = RULES.scores(state)
        self.results.append(points)
        self.totals = [a + b for a, b in zip(self.totals, points, strict=True)]
        self.carry = RULES.carry(state)

    def winners(self) -> list[int]:
        """The seats with the most points so far (all of them when tied)."""
        return leaders(self.totals)
