"""What plays the seats of a game: the computer player of a level and its thinking time
(who sits where and the seeds are `core.seating`'s)."""

from __future__ import annotations

from collections.abc import Callable

from core.ai import Agent, make_agent
from core.rules import Rules
from core.seating import SeatSpec, mix_seed, seats_of

__all__ = ["AgentFactory", "SeatSpec", "default_agent", "hard_default_ms", "mix_seed",
           "seats_of"]

AgentFactory = Callable[[Rules, str], Agent]


def default_agent(rules: Rules, level: str) -> Agent:
    """The computer player of `level`: a missing module is an error, never a random player."""
    return make_agent(rules, level)


def hard_default_ms(game: str) -> float:
    """The hard level's default thinking time in `game` (ms)."""
    if game == "royal":
        from core.ai.royal import DEFAULT_MS
        return DEFAULT_MS
    if game == "tiengow":
        from core.ai.tiengow import HARD_MS as TIENGOW_MS
        return TIENGOW_MS
    from core.ai.nines import HARD_MS
    return HARD_MS
