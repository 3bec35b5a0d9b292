"""The computer players of classic Tien Gow: `make_agent(level)` for "easy", "medium" and
"hard", and "expert" (hard's search on every core, `core.ai.expert`;
`core.ai.make_agent(RULES, level)` calls it; "random" lives in core.ai). See
`policy` for the rules easy and medium play by, `search` for hard's Monte Carlo."""

from __future__ import annotations

from collections.abc import Callable

from core.ai import Agent
from core.ai.expert import ExpertAgent
from core.ai.tiengow.agents import HARD_MS, EasyAgent, HardAgent, MediumAgent

__all__ = ["HARD_MS", "EasyAgent", "HardAgent", "MediumAgent", "make_agent"]

_LEVELS: dict[str, Callable[[], Agent]] = {
    "easy": EasyAgent, "medium": MediumAgent, "hard": HardAgent,
    "expert": lambda: ExpertAgent(HardAgent())}


def make_agent(level: str) -> Agent:
    """A new player of `level` ("easy", "medium", "hard" or "expert")."""
    try:
        return _LEVELS[level]()
    except KeyError:
        raise ValueError(f"unknown Tien Gow level {level!r}; expected one of "
                         f"{', '.join(_LEVELS)}") from None
