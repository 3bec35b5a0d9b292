"""The arena's counting: what it tallies while games are played, and the statistics of
the per-game level means (95% intervals, duplicate deals averaged into one sample)."""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field


@dataclass
class Tally:
    """What the arena counts while it plays."""

    games: int = 0
    moves: int = 0
    points: list[list[int]] = field(default_factory=list)  # per game, per seat
    level_points: dict[str, list[int]] = field(default_factory=dict)
    level_ms: dict[str, list[float]] | None = field(default_factory=dict)  # None: untimed
    # per game: {level: mean points of that level's seats}, for paired differences
    level_game_means: list[dict[str, float]] = field(default_factory=list)
    # per game, the points of each of its parts (Royal's deals) per seat, if counted
    part_points: list[dict[str, list[int]]] = field(default_factory=list)
    # per part, per game: {level: mean points of its seats in that part}
    part_game_means: dict[str, list[dict[str, float]]] = field(default_factory=dict)

    def add(self, levels: Sequence[str], points: Sequence[int], moves: int,
            ms: Mapping[str, Sequence[float]],
            parts: Mapping[str, Sequence[int]] | None = None) -> None:
        """Count one finished game: `points[seat]` of `levels[seat]`, `ms` per level,
        and `parts[name][seat]`, the points of each part of the game, if given."""
        if parts:
            self.part_points.append({name: list(part) for name, part in parts.items()})
            for name, part in parts.items():
                self.part_game_means.setdefault(name, []).append(level_means(levels, part))
        self.games += 1
        self.moves += moves
        self.points.append(list(points))
        if self.level_ms is not None:
            for level, times in ms.items():
                self.level_ms.setdefault(level, []).extend(times)
        for seat, level in enumerate(levels):
            self.level_points.setdefault(level, []).append(points[seat])
        self.level_game_means.append(level_means(levels, points))


def level_means(levels: Sequence[str], points: Sequence[int]) -> dict[str, float]:
    """{level: mean points of that level's seats} of one game."""
    by_level: dict[str, list[int]] = {}
    for seat, level in enumerate(levels):
        by_level.setdefault(level, []).append(points[seat])
    return {lv: statistics.fmean(p) for lv, p in by_level.items()}


def mean_ci95(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, float("inf")
    return mean, 1.96 * statistics.stdev(values) / len(values) ** 0.5


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def average_by_level(games: Sequence[Mapping[str, float]]) -> dict[str, float]:
    """Per level, the mean over `games` of its seats' mean points."""
    levels = {lv for game in games for lv in game}
    return {lv: statistics.fmean(g[lv] for g in games if lv in g) for lv in levels}
