"""The computer players of Devítky a nebesa (Nines): `make_agent(level)` for "easy",
"medium", "hard" and "expert" (hard's search on every core, `core.ai.expert`);
`core.ai.make_agent(RULES, level)` calls it, "random" lives in core.ai. See `agents` for
the levels, `policy` for the rules they play by, `search` and `playout` for the hard
level's Monte Carlo, `bench` for figures."""

from __future__ import annotations

from collections.abc import Callable

from core.ai import Agent
from core.ai.expert import ExpertAgent
from core.ai.nines.agents import HARD_MS, EasyAgent, HardAgent, MediumAgent

__all__ = ["HARD_MS", "EasyAgent", "HardAgent", "MediumAgent", "make_agent"]

_LEVELS: dict[str, Callable[[], Agent]] = {
    "easy": EasyAgent, "medium": MediumAgent, "hard": HardAgent,
    "expert": lambda: ExpertAgent(HardAgent())}


def make_agent(level: str) -> Agent:
    """A new player of `level` ("easy", "medium", "hard" or "expert")."""
    try:
        return _LEVELS[level]()
    except KeyError:
        raise ValueError(f"unknown Nines level {level!r}; expected one of "
                         f"{', '.join(_LEVELS)}") from None
