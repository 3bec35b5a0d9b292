"""When a match of Nines is over and who wins it (RULES.md A4), from the points of its
finished games: the rule that `RULES.match_over`/`match_winners` and `core.nines.match`
share. A match is `match_games` games, or, when `match_target` is an integer N, "first
to N points"; the winners are the seats with the most points (a tie is a shared win)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from core.nines.state import PLAYERS

DEFAULT_OPTIONS: Mapping[str, Any] = MappingProxyType({"match_games": 4, "match_target": None})


def limits(options: Mapping[str, Any]) -> tuple[int | None, int | None]:
    """The match's (`match_games`, `match_target`) from `options` (the defaults where
    they say nothing); ValueError for a bad value or when both are None."""
    options = {**DEFAULT_OPTIONS, **options}
    games_limit, target = _count(options, "match_games"), _count(options, "match_target")
    if games_limit is None and target is None:
        raise ValueError("a match needs 'match_games' or 'match_target'")
    return games_limit, target


def _count(options: Mapping[str, Any], key: str) -> int | None:
    value = options.get(key, DEFAULT_OPTIONS[key])
    if value is not None and (type(value) is not int or value < 1):
        raise ValueError(f"option {key!r} must be a positive integer or None, not {value!r}")
    return value


def totals_of(results: Sequence[Sequence[int]]) -> list[int]:
    """Each seat's points over the games `results` (points per game, per seat)."""
    return [sum(column) for column in zip(*results, strict=True)] if results else [0] * PLAYERS


def decided(games_limit: int | None, target: int | None, games: int,
            totals: Sequence[int]) -> bool:
    """Whether `games` games with these `totals` end a match of `games_limit` games or
    first to `target` points."""
    if target is not None:
        return max(totals) >= target
    return games >= (games_limit or 0)


def leaders(totals: Sequence[int]) -> list[int]:
    """The seats with the highest total (all of them when tied)."""
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


def match_over(options: Mapping[str, Any], results: Sequence[Sequence[int]]) -> bool:
    """Whether the match is over after the finished games `results` (points per game,
    per seat) under the match `options`."""
    return decided(*limits(options), len(results), totals_of(results))


def match_winners(results: Sequence[Sequence[int]]) -> list[int]:
    """The seats with the most points over `results` (all of them when tied)."""
    return leaders(totals_of(results))
