"""Readers of a record's fields that refuse what does not fit, with the place named: every
game's record loader uses them (a record is untrusted input)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.errors import RecordError

MAX_OPTION = 100_000  # no option counts more (games, points, matchsticks)
MAX_GAMES = 1_000
"""A match or session ends after this game at the latest (a ruling beyond RULES.md: no
family plays on so long, and a save of more games would pass the size a record may
have); no record or save names a later game."""


def field(obj: Any, key: str, where: str) -> Any:
    if not isinstance(obj, Mapping):
        raise RecordError(f"{where} must be an object, not {obj!r}")
    if key not in obj:
        raise RecordError(f"{where}: '{key}' is missing")
    return obj[key]


def listed(value: Any, what: str) -> list[Any] | tuple[Any, ...]:
    if not isinstance(value, list | tuple):
        raise RecordError(f"{what} must be a list, not {value!r}")
    return value


def integer(value: Any, what: str, low: int, high: int | None = None) -> int:
    if type(value) is not int or value < low or (high is not None and value > high):
        span = f"from {low} to {high}" if high is not None else f"of at least {low}"
        raise RecordError(f"{what} must be an integer {span}, not {value!r}")
    return value
