"""Computer players of Královské domino: `make_agent(level)` for "easy", "medium",
"hard" and "expert" (hard's search on every core, `core.ai.expert`; "random" is
`core.ai.RandomAgent`).

Modules: `policy` (the rule-based player per contract, on bitmasks), `medium` (the easy
and medium levels on an observation), `sampler` (hidden hands consistent with what was
seen), `playout` (bitmask playouts to the end of the deal), `search` (the hard level:
determinized Monte Carlo), `inference` (weighing its worlds by the others' plays: the
`infer` experiment), `bench` (playouts per second) and `settle` (when more
playouts stop changing its move). Every agent reads only the observation it is given.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.ai import Agent, Budget, Cancel
from core.rng import Rng
from core.royal import RoyalObservation

from .medium import easy_move, medium_move
from .search import DEFAULT_MS, RootPart, SearchStats, best_move


class EasyAgent:
    """Simple rules (duck, shed penalty cards when void, lead low) with some errors."""

    level = "easy"

    def choose(self, obs: RoyalObservation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        return easy_move(obs, rng)


class MediumAgent:
    """The best rule-based player: per-contract rules with card counting."""

    level = "medium"

    def choose(self, obs: RoyalObservation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        return medium_move(obs)


class HardAgent:
    """Determinized Monte Carlo with the medium rules in the playouts. `budget` defaults
    to `DEFAULT_MS` milliseconds; `budget.iterations` counts playouts (whole sampled
    worlds: every candidate once per world). `stats`, if given, receives the figures of
    each decision."""

    level = "hard"

    def __init__(self, stats: SearchStats | None = None):
        self.stats = stats

    def choose(self, obs: RoyalObservation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        return self.from_parts(obs, [self.root_part(obs, rng, budget, cancel)])

    def root_part(self, obs: RoyalObservation, rng: Rng, budget: Budget | None = None,
                  cancel: Cancel | None = None) -> RootPart:
        """The search's statistics alone (for one process of a root-parallel search),
        searched as the coach searches (`core.ai.analysis`), so its best is ours."""
        from core.ai.analysis import hard_part

        part: RootPart = hard_part(obs, rng, budget, cancel)
        return part

    def from_parts(self, obs: RoyalObservation, parts: list[RootPart]) -> Any:
        """The move of the merged parts: `choose` is `from_parts` of one `root_part`."""
        return best_move(obs, parts, self.stats)


def make_agent(level: str) -> Agent:
    """The Royal computer player of `level` ("easy", "medium", "hard" or "expert")."""
    from core.ai.expert import ExpertAgent

    agents: dict[str, Callable[[], Agent]] = {
        "easy": EasyAgent, "medium": MediumAgent, "hard": HardAgent,
        "expert": lambda: ExpertAgent(HardAgent())}
    if level not in agents:
        raise ValueError(f"no royal agent of level {level!r}")
    return agents[level]()


__all__ = ["DEFAULT_MS", "EasyAgent", "HardAgent", "MediumAgent",
           "SearchStats", "make_agent"]
