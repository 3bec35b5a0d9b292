"""The expert level of both games: the hard search (`core.ai.nines.agents.HardAgent`,
`core.ai.royal.HardAgent`) with a longer default budget (EXPERT_MS), searched on every
core at once: root parallelism in the process pool (`core.ai.pool`), every process
searching the same observation on its own sampled worlds, the root statistics merged.

In the room the table's worker hands the expert to the program's pool as it hands hard
(`RootSearch`: `root_part` and `from_parts`). `choose` (the arena, a script) searches in
the pool the agent was given, or the program's shared pool, through
`core.ai.fallback.Fallback`: if the processes fail, the same search runs in the caller.
Like every agent it reads only the observation it is handed, and so does every process.
"""

from __future__ import annotations

from typing import Any

from core.ai import Budget, Cancel
from core.ai.fallback import Fallback
from core.ai.pool import RootSearch, SearchPool, shared_pool
from core.rng import Rng

EXPERT_MS = 1000.0
"""The expert level's default thinking time per decision (each process searches it)."""


class ExpertAgent:
    """`hard`'s search with EXPERT_MS by default, in every process of `pool` (None: the
    shared pool, one process per core)."""

    level = "expert"

    def __init__(self, hard: RootSearch, pool: SearchPool | None = None) -> None:
        self.hard = hard
        self.pool = pool
        self._fallback = Fallback()

    def __getstate__(self) -> dict[str, Any]:
        """What a search process gets: the hard search alone (no pool, no threads)."""
        return {"hard": self.hard}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.hard = state["hard"]
        self.pool = None
        self._fallback = Fallback()

    @property
    def last_report(self) -> Any:
        """The hard agent's report of the last merged search (Nines), if it keeps one."""
        return getattr(self.hard, "last_report", None)

    def choose(self, obs: Any, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        pool = self.pool or shared_pool()
        return self._fallback.think(pool, self, obs, rng, budget, cancel)

    def root_part(self, obs: Any, rng: Rng, budget: Budget | None = None,
                  cancel: Cancel | None = None) -> Any:
        if budget is None or (budget.ms is None and budget.iterations is None):
            budget = Budget(ms=EXPERT_MS)
        return self.hard.root_part(obs, rng, budget, cancel)

    def from_parts(self, obs: Any, parts: list[Any]) -> Any:
        return self.hard.from_parts(obs, parts)
