"""What the game codecs (`core.net.codec_*`) say alike of the seats: how many play a game
of a fixed table, what a seat may see of an event none of whose fields is secret, and of
a record's hands (its own only)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from copy import deepcopy
from typing import Any

from .codec_shapes import CodecError


def played_by(game: str, count: int) -> Callable[[list[Any], int], None]:
    """`check_players` for a game played by exactly `count` seats."""

    def check_players(events: list[Any], players: int) -> None:
        if players != count:
            raise CodecError("range", f"{game} is played by {count}, not {players}")

    return check_players


def public_event(ev: Any, seat: int) -> Any:
    """`redact` for a game whose events carry no secret: every seat sees `ev` as it is."""
    return ev


def copied(record: Mapping[str, Any], keys: Iterable[str]) -> dict[str, Any]:
    """A deep copy of the `keys` that `record` has."""
    return {key: deepcopy(record[key]) for key in keys if key in record}


def own_hand(hands: Iterable[Any] | None, seat: int) -> list[list[Any] | None]:
    """`hands` as `seat` may see them: its own, the others null."""
    return [list(hand) if s == seat else None for s, hand in enumerate(hands or [])]
