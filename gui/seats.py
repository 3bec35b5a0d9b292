"""The seats of a game and what plays them: who sits where (human or a computer level),
the computer player of a level, and the seeds every random choice is drawn from."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.ai import Agent, make_agent
from core.names import DEFAULT_NAMES, clean_name
from core.rules import Rules

AgentFactory = Callable[[Rules, str], Agent]


@dataclass(frozen=True)
class SeatSpec:
    name: str
    kind: str  # "human" or "ai:random|easy|medium|hard"

    @property
    def human(self) -> bool:
        return self.kind == "human"

    @property
    def level(self) -> str:
        return self.kind.partition(":")[2] or "random"


def seats_of(players: Sequence[Mapping[str, Any]]) -> list[SeatSpec]:
    """The seats of a checked record's players, their names made safe to show."""
    return [SeatSpec(clean_name(p["name"]) or DEFAULT_NAMES[i % len(DEFAULT_NAMES)],
                     p["kind"]) for i, p in enumerate(players)]


def default_agent(rules: Rules, level: str) -> Agent:
    """The computer player of `level`: a missing module is an error, never a random player."""
    return make_agent(rules, level)


def hard_default_ms(game: str) -> float:
    """The hard level's default thinking time in `game` (ms)."""
    if game == "royal":
        from core.ai.royal import DEFAULT_MS
        return DEFAULT_MS
    from core.ai.nines import HARD_MS
    return HARD_MS


def mix_seed(*parts: object) -> int:
    """A 63-bit seed that depends on every part (stable across runs and platforms)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1
