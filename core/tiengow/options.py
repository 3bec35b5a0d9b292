"""The variants of Tien Gow as options (docs/tiengow.md, "Options at a glance"), their
check, and the match rule (R22): `match_games` games, the most chips win."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

PLAYERS = 4
MAX_GAMES = 100_000

CHOICES: Mapping[str, tuple[Any, ...]] = MappingProxyType({
    "combos": ("classic", "pairs", "pure"),
    "dragons": (False, True),
    "supreme": ("lead_only", "highest"),
    "triplets": ("by_structure", "by_group"),
    "early_death": ("single", "any", "off"),
    "banker": ("double", "increasing", "none"),
})
"""Each variant option's values, the default first."""

DEFAULT_OPTIONS: Mapping[str, Any] = MappingProxyType(
    {**{key: values[0] for key, values in CHOICES.items()}, "match_games": 4})


_CHECKED: dict[tuple[tuple[str, Any], ...], Mapping[str, Any]] = {}


def check_options(options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The options with their defaults filled in (unknown keys dropped); ValueError
    names a bad value. (A fresh dict each call.)"""
    return dict(checked(options))


def checked(options: Mapping[str, Any] | None) -> Mapping[str, Any]:
    """`check_options` shared: the same read-only mapping for the same options."""
    if options is DEFAULT_OPTIONS or not options:
        return DEFAULT_OPTIONS
    try:
        key: tuple[tuple[str, Any], ...] | None = tuple(
            (k, (type(v), v)) for k, v in (options or {}).items())
        hit = _CHECKED.get(key)  # type: ignore[arg-type]
    except TypeError:  # an unhashable value: no cache
        key, hit = None, None
    if hit is not None:
        return hit
    chosen = MappingProxyType(_check(options))
    if key is not None and len(_CHECKED) < 1000:
        _CHECKED[key] = chosen
    return chosen


def _check(options: Mapping[str, Any] | None) -> dict[str, Any]:
    chosen = dict(DEFAULT_OPTIONS)
    for key, value in (options or {}).items():
        if key in chosen:
            chosen[key] = value
    for key, values in CHOICES.items():
        value = chosen[key]
        if not any(type(value) is type(v) and value == v for v in values):
            raise ValueError(f"option {key!r} must be one of "
                             f"{', '.join(map(repr, values))}, not {value!r}")
    games = chosen["match_games"]
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise ValueError(f"option 'match_games' must be a whole number from 1 to "
                         f"{MAX_GAMES}, not {games!r}")
    return chosen


def variant_key(options: Mapping[str, Any]) -> tuple[Any, ...]:
    """The checked options that change the play, as a hashable key."""
    return tuple(options[key] for key in CHOICES)


def match_over(options: Mapping[str, Any], results: Sequence[Sequence[int]]) -> bool:
    """Whether `match_games` games are played (R22)."""
    games: int = check_options(options)["match_games"]
    return len(results) >= games


def match_winners(results: Sequence[Sequence[int]]) -> list[int]:
    """The seats with the most chips over `results` (all of them when tied)."""
    totals = [sum(col) for col in zip(*results, strict=True)] if results else [0] * PLAYERS
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]
