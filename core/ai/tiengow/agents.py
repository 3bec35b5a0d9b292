"""The Tien Gow computer players behind `choose(obs, rng, budget, cancel)`
(core.ai.Agent); each reads only its observation."""

from __future__ import annotations

from typing import Any

from core.ai import Budget, Cancel
from core.ai.tiengow.policy import easy_move, rule_move
from core.ai.tiengow.search import SearchPart, merged, search
from core.ai.tiengow.view import read_seat, to_move
from core.errors import IllegalMove
from core.rng import Rng
from core.tiengow import RULES
from core.tiengow.observation import Observation

EASY_ERROR = 0.15
"""How often the easy player plays a random legal move instead of his rule."""
MEDIUM_WORLDS = 12
"""How many sampled worlds the medium player checks his moves on."""
HARD_MS = 800.0
"""The hard level's default thinking time per decision."""


def _check_turn(obs: Observation) -> None:
    if obs.to_move != obs.seat or obs.phase != "play":
        raise IllegalMove(f"it is not seat {obs.seat}'s turn", "out_of_turn")


class EasyAgent:
    """A beginner: leads his strongest combination or weakest single, beats with the
    cheapest play that beats, discards his weakest tiles, and sometimes errs."""

    level = "easy"

    def choose(self, obs: Observation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        _check_turn(obs)
        if rng.random() < EASY_ERROR:
            return RULES.obs_random_move(obs, rng)
        return to_move(obs, easy_move(read_seat(obs)))


class MediumAgent:
    """The tile-counting rule player of `core.ai.tiengow.policy`, who checks his rule's
    move against the other candidates on MEDIUM_WORLDS sampled worlds whatever the
    budget; `think=False`: the rule alone."""

    level = "medium"

    def __init__(self, think: bool = True) -> None:
        self.think = think

    def choose(self, obs: Observation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        _check_turn(obs)
        seat = read_seat(obs)
        if not self.think:
            return to_move(obs, rule_move(seat))
        return to_move(obs, merged([search(obs, seat, rng, None, MEDIUM_WORLDS, cancel)]))


class HardAgent:
    """Determinized Monte Carlo with medium playouts (`core.ai.tiengow.search`);
    `budget` None: HARD_MS milliseconds. Root-parallel: `root_part` per process,
    `from_parts` merges (core.ai.pool.RootSearch)."""

    level = "hard"

    def choose(self, obs: Observation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        return self.from_parts(obs, [self.root_part(obs, rng, budget, cancel)])

    def root_part(self, obs: Observation, rng: Rng, budget: Budget | None = None,
                  cancel: Cancel | None = None) -> SearchPart:
        _check_turn(obs)
        if budget is None or (budget.ms is None and budget.iterations is None):
            budget = Budget(ms=HARD_MS)
        return search(obs, read_seat(obs), rng, budget.ms, budget.iterations, cancel)

    def from_parts(self, obs: Observation, parts: list[Any]) -> Any:
        return to_move(obs, merged(parts))
