"""The seats of a network table as the host keeps them: who plays each (a person here,
one away, a computer, or nobody yet), its rejoin token, and what the lobby shows."""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from core.ai import LEVELS
from core.names import DEFAULT_NAMES, clean_name
from core.net.peer import Peer
from core.net.protocol import TOKEN_LENGTH, SeatInfo
from core.seating import SeatSpec

OPEN, HOST = "open", "host"  # a seat for a friend; the hosting player's own seat


def seat_kinds(text: str | Sequence[str]) -> list[str]:
    """The seats' plan: each "open", "host" or "ai:<level>" (a bare level is a computer);
    ValueError names a bad one."""
    items = text.split(",") if isinstance(text, str) else list(text)
    kinds = []
    for item in (i.strip() for i in items):
        if item in (OPEN, HOST):
            kinds.append(item)
        elif item.removeprefix("ai:") in LEVELS:
            kinds.append("ai:" + item.removeprefix("ai:"))
        else:
            raise ValueError(f"a seat is open, host or a level ({', '.join(LEVELS)}), "
                             f"not {item!r}")
    return kinds


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_LENGTH)[:TOKEN_LENGTH]


@dataclass
class Slot:
    """One seat: `kind` as planned; `joined` once a person took it; `peer` while that
    person is connected; `replaced` while a computer plays it for them."""

    kind: str
    name: str
    token: str
    peer: Peer | None = None
    joined: bool = False
    replaced: bool = False
    away_since: float | None = None
    ready: bool = False

    @property
    def computer(self) -> bool:
        """A computer plays this seat now (a computer seat, or one taken over)."""
        return self.kind.startswith("ai:") or self.replaced or (
            self.kind in (OPEN, HOST) and not self.joined)

    @property
    def person(self) -> bool:
        """A seat for a person (open or the host's)."""
        return not self.kind.startswith("ai:")

    @property
    def status(self) -> str:
        if self.peer is not None:
            return "here"
        if self.kind.startswith("ai:") or self.replaced:
            return "computer"
        return "away" if self.joined else "open"

    def info(self) -> SeatInfo:
        kind = self.kind if self.kind.startswith("ai:") else ("human" if self.joined else OPEN)
        return SeatInfo(name=self.name, kind=kind, status=self.status)  # type: ignore[arg-type]

    def owns(self, token: str) -> bool:
        return hmac.compare_digest(self.token.encode(), token.encode())


def make_slots(kinds: Sequence[str], names: Sequence[str] | None = None) -> list[Slot]:
    slots = []
    for i, kind in enumerate(kinds):
        name = (names[i] if names and i < len(names) else "") or DEFAULT_NAMES[
            i % len(DEFAULT_NAMES)]
        slots.append(Slot(kind, clean_name(name) or DEFAULT_NAMES[i % len(DEFAULT_NAMES)],
                          new_token()))
    return slots


def match_seats(slots: Sequence[Slot], fill_level: str) -> list[SeatSpec]:
    """The match's seats: a person's seat is human (a computer may play it while they are
    away), a seat nobody took is a computer of `fill_level`."""
    specs = []
    for slot in slots:
        if slot.kind.startswith("ai:"):
            specs.append(SeatSpec(slot.name, slot.kind))
        elif slot.joined:
            specs.append(SeatSpec(slot.name, "human"))
        else:
            specs.append(SeatSpec(slot.name, f"ai:{fill_level}"))
    return specs
