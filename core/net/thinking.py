"""Computer players at a network table: the host's computer seats and the bot client
think here, on a thread of their own (the caller's event loop never waits on a search).
A searching level thinks in the program's process pool and, should those processes
fail, in the calling thread (`core.ai.fallback`)."""

from __future__ import annotations

from typing import Any

from core.ai import LEVELS, Agent, Budget, make_agent
from core.ai.fallback import Fallback
from core.ai.pool import RootSearch, shared_pool
from core.rng import Rng
from core.rules import Rules


def default_ms(game: str) -> float:
    """The hard level's default thinking time in `game` (ms)."""
    if game == "royal":
        from core.ai.royal import DEFAULT_MS
        return float(DEFAULT_MS)
    if game == "tiengow":
        from core.ai.tiengow import HARD_MS as TIENGOW_MS
        return float(TIENGOW_MS)
    from core.ai.nines import HARD_MS
    return float(HARD_MS)


class Thinker:
    """The computer players of one table, one agent per level, made on first use: hard
    thinks `think_ms` (None: its game's default), expert `expert_ms` (None: EXPERT_MS)."""

    def __init__(self, rules: Rules, think_ms: float | None = None,
                 expert_ms: float | None = None):
        self.rules = rules
        self.think_ms = think_ms if think_ms is not None else default_ms(rules.name)
        self.expert_ms = expert_ms
        self._agents: dict[str, Agent] = {}
        self._fallback = Fallback()

    def budget(self, level: str) -> Budget | None:
        if level == "expert":
            return None if self.expert_ms is None else Budget(ms=self.expert_ms)
        return Budget(ms=self.think_ms) if level == "hard" else None

    def choose(self, level: str, obs: Any, rng: Rng) -> Any:
        """The move of a computer of `level` that sees `obs` (blocking: call it on a
        thread). A failure of its search is an exception for the caller to handle."""
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        agent = self._agents.get(level)
        if agent is None:
            agent = self._agents[level] = make_agent(self.rules, level)
        budget = self.budget(level)
        if isinstance(agent, RootSearch):
            return self._fallback.think(shared_pool(), agent, obs, rng, budget)
        return agent.choose(obs, rng, budget)
