"""The arena's counting: what it tallies while games are played, and the statistics of
the per-game level means (95% intervals, duplicate deals averaged into one sample)."""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field


@dataclass
class Tally:
    """What the arena counts while it plays: one for a whole run (or one per game on a
    worker process, merged into the run's). It counts only what it is asked to: think
    times if `level_ms` is not None (and then only of seats that think: a random seat
    draws its move, it has no think time), each part's points if `by_part`."""

    games: int = 0
    moves: int = 0
    points: list[list[int]] = field(default_factory=list)  # per game, per seat
    level_points: dict[str, list[int]] = field(default_factory=dict)
    level_ms: dict[str, list[float]] | None = field(default_factory=dict)  # None: untimed
    # per game: {level: mean points of that level's seats}, for paired differences
    level_game_means: list[dict[str, float]] = field(default_factory=list)
    by_part: bool = False  # count the points of each part of a game (Royal's deals)
    # per game, the points of each of its parts (Royal's deals) per seat, if counted
    part_points: list[dict[str, list[int]]] = field(default_factory=list)
    # per part, per game: {level: mean points of its seats in that part}
    part_game_means: dict[str, list[dict[str, float]]] = field(default_factory=dict)
    by_kind: bool = False  # time each decision by its kind too (lead, follow, ...)
    kind_ms: dict[str, list[float]] = field(default_factory=dict)  # "level kind" -> ms

    def clock(self, level: str) -> list[float] | None:
        """The list that `level`'s think times (ms) go to; None if this tally is untimed
        or the level is random."""
        if self.level_ms is None or level == "random":
            return None
        return self.level_ms.setdefault(level, [])

    def kind_clock(self, level: str, kind: str) -> list[float]:
        """The list that `level`'s think times (ms) at decisions of `kind` go to."""
        return self.kind_ms.setdefault(f"{level} {kind}", [])

    def add(self, levels: Sequence[str], points: Sequence[int], moves: int,
            parts: Mapping[str, Sequence[int]] | None = None) -> None:
        """Count one finished game: `points[seat]` of `levels[seat]` and
        `parts[name][seat]`, the points of each part of the game, if given (think times
        go straight to the lists of `clock`)."""
        if parts:
            self.part_points.append({name: list(part) for name, part in parts.items()})
            for name, part in parts.items():
                self.part_game_means.setdefault(name, []).append(level_means(levels, part))
        self.games += 1
        self.moves += moves
        self.points.append(list(points))
        if levels.count(levels[0]) == len(levels):  # one level at every seat
            self.level_points.setdefault(levels[0], []).extend(points)
        else:
            for level, value in zip(levels, points, strict=True):
                self.level_points.setdefault(level, []).append(value)
        self.level_game_means.append(level_means(levels, points))

    def merge(self, other: Tally) -> None:
        """Count the games of `other` (a worker's tally) after this tally's own."""
        self.games += other.games
        self.moves += other.moves
        self.points.extend(other.points)
        for level, values in other.level_points.items():
            self.level_points.setdefault(level, []).extend(values)
        if self.level_ms is not None and other.level_ms is not None:
            for level, times in other.level_ms.items():
                self.level_ms.setdefault(level, []).extend(times)
        self.level_game_means.extend(other.level_game_means)
        for key, times in other.kind_ms.items():
            self.kind_ms.setdefault(key, []).extend(times)
        self.part_points.extend(other.part_points)
        for name, means in other.part_game_means.items():
            self.part_game_means.setdefault(name, []).extend(means)


def level_means(levels: Sequence[str], points: Sequence[int]) -> dict[str, float]:
    """{level: mean points of that level's seats} of one game."""
    # an exact integer sum over a count: what statistics.fmean gives for these points
    if levels.count(levels[0]) == len(levels):
        return {levels[0]: sum(points) / len(points)}
    sums: dict[str, int] = {}
    counts: dict[str, int] = {}
    for level, value in zip(levels, points, strict=True):
        sums[level] = sums.get(level, 0) + value
        counts[level] = counts.get(level, 0) + 1
    return {level: total / counts[level] for level, total in sums.items()}


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
