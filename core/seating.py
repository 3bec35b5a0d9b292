"""Who sits where: a seat's name and kind (a human, or a computer of a level), and the
seeds every random choice of a match is drawn from (stable across runs and platforms)."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.names import DEFAULT_NAMES, clean_name


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

    @property
    def away(self) -> bool:
        """A person who has left the table for now (only a network seat can be)."""
        return False

    @property
    def stand_in(self) -> bool:
        """A computer plays this person's seat for now (only a network seat's can)."""
        return False


def seats_of(players: Sequence[Mapping[str, Any]]) -> list[SeatSpec]:
    """The seats of a checked record's players, their names made safe to show."""
    return [SeatSpec(clean_name(p["name"]) or DEFAULT_NAMES[i % len(DEFAULT_NAMES)],
                     p["kind"]) for i, p in enumerate(players)]


def mix_seed(*parts: object) -> int:
    """A 63-bit seed that depends on every part (stable across runs and platforms)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1
