"""Computer players. One interface for every level of both games:

    agent.choose(observation, rng, budget=None, cancel=None) -> move

An agent sees only `Rules.observation(state, seat)`, never the state. `budget` bounds an
anytime search (milliseconds or iterations); `cancel()` returning True asks it to stop
within 50 ms with the best move so far. The same call serves a human's hint.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from core.rng import Rng
from core.rules import Rules

LEVELS = ("random", "easy", "medium", "hard", "expert")
"""The levels, weakest first: expert is hard's search on every core with a longer budget
(`core.ai.expert`)."""


@dataclass(frozen=True)
class Budget:
    """How long an anytime search may think: wall-clock milliseconds, iterations, or both
    (whichever ends first). None for a field means no bound of that kind."""

    ms: float | None = None
    iterations: int | None = None


Cancel = Callable[[], bool]


class Agent(Protocol):
    level: str

    def choose(
        self, obs: Any, rng: Rng, budget: Budget | None = None, cancel: Cancel | None = None,
    ) -> Any: ...


class RandomAgent:
    """A uniform legal move: the baseline for tests and the arena."""

    level = "random"

    def __init__(self, rules: Rules):
        self.rules = rules

    def choose(self, obs: Any, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        return self.rules.obs_random_move(obs, rng)


def make_agent(rules: Rules, level: str) -> Agent:
    """The computer player of `level` for the game of `rules`."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {', '.join(LEVELS)}")
    if level == "random":
        return RandomAgent(rules)
    agent: Agent = importlib.import_module(f"core.ai.{rules.name}").make_agent(level)
    return agent
