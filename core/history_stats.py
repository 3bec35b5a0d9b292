"""The statistics read from the history (core.history): the results of the human seats.

A game against computers has one human seat; in a hot-seat game every human seat
counts as one game played. `since` (seconds since the epoch, None: all time) keeps
only games finished from then on.
"""

from __future__ import annotations

import json
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from core.history import History
from core.history_derive import CONTRACT_COUNT

_T = TypeVar("_T")


@dataclass(frozen=True)
class Row:
    """The figures of one game, opponent level and number of players."""

    game: str
    level: str
    players: int
    games: int
    wins: int  # shared wins included
    shared: int
    mean_score: float
    best_score: int
    # Nines, per game: stacks (= score), rounds led, ties won
    rounds_led: float | None
    ties_won: float | None
    # Royal: the mean result of each contract (penalties <= 0, domino points >= 0)
    contracts: tuple[float | None, ...]
    domino_place: float | None
    undo_games: int = 0  # games in which the human used undo (practice games)
    # Tien Gow, per game: chips (= score), tricks led (rounds_led), tricks won, banker
    tricks: float | None = None
    banker: float | None = None  # the share of games as banker, 0..1


class Entry:
    """One game of the history list. Its lists are read from the database's JSON text
    only when asked for (a list of thousands of games shows a few dozen)."""

    __slots__ = ("_humans", "_names", "_scores", "_winners", "game", "id", "played_at",
                 "undos")

    def __init__(self, id: int, played_at: float, game: str, names: str, scores: str,
                 winners: str, humans: str | None, undos: int = 0):
        self.id, self.played_at, self.game = id, played_at, game
        self.undos = undos if type(undos) is int and undos > 0 else 0  # times undo was used
        self._names, self._scores, self._winners, self._humans = names, scores, winners, humans

    @property
    def names(self) -> list[str]:
        return _list(self._names, str)

    @property
    def scores(self) -> list[int]:
        return _list(self._scores, int)

    @property
    def winners(self) -> list[int]:
        return _list(self._winners, int)

    @property
    def humans(self) -> list[int]:
        try:
            return [int(x) for x in self._humans.split(",")] if self._humans else []
        except ValueError:  # a tampered file
            return []


PAGE = 200  # games read at a time for the history list


@dataclass(frozen=True)
class Summary:
    """Everything the Statistics window shows at first, read in one go: the figures, the
    charts' data, and the ids of the period's games (latest first) with the first page
    of them; the rest of the list is read a page at a time (`entries_by_id`)."""

    rows: list[Row]
    contracts: list[float | None]
    levels: dict[str, list[tuple[str, int, int]]]  # per game, (level, games, wins)
    recent: dict[str, list[int]]  # per game, the last scores (oldest first)
    ids: array[int]
    first: list[Entry]
    total: int  # games in the whole history (every period)


def _period(since: float | None) -> tuple[str, tuple[float, ...]]:
    return ("AND g.played_at >= ?", (since,)) if since is not None else ("", ())


def _grouped(history: History, since: float | None) -> list[tuple[Any, ...]]:
    """The human seats' figures per game, level and number of players; each contract's
    sum and count, so that groups add up. Led by the games (an index of their figures
    covers them), the seats found by their game."""
    where, params = _period(since)
    contracts = ", ".join(f"SUM(s.c{i}), COUNT(s.c{i})" for i in range(CONTRACT_COUNT))
    return history.query(
        f"SELECT g.game, g.level, g.players, COUNT(*), SUM(s.won), SUM(s.shared), "
        f"AVG(s.score), MAX(s.score), AVG(s.rounds_led), AVG(s.ties_won), "
        f"AVG(s.domino_place), SUM(g.undos > 0), AVG(s.tricks), AVG(s.banker), {contracts} "
        f"FROM games g CROSS JOIN seats s ON s.game_id = g.id "
        f"WHERE s.human = 1 {where} GROUP BY g.game, g.level, g.players "
        f"ORDER BY g.game, g.players, g.level", params)


CONTRACTS_AT = 14  # where each contract's sum and count begin in a row of `_grouped`


def _mean(total: float | None, count: int) -> float | None:
    return None if not count or total is None else total / count


def _rows(grouped: list[tuple[Any, ...]]) -> list[Row]:
    rows = []
    for r in grouped:
        sums = r[CONTRACTS_AT::2]
        counts = r[CONTRACTS_AT + 1::2]
        means = tuple(_mean(t, c) for t, c in zip(sums, counts, strict=True))
        rows.append(Row(*(*r[:10], means, r[10], r[11] or 0, r[12], r[13])))
    return rows


def _contract_means(grouped: list[tuple[Any, ...]]) -> list[float | None]:
    royal = [r for r in grouped if r[0] == "royal"]
    return [_mean(sum(r[CONTRACTS_AT + 2 * i] or 0 for r in royal),
                  sum(r[CONTRACTS_AT + 1 + 2 * i] for r in royal))
            for i in range(CONTRACT_COUNT)]


def _wins_by_level(grouped: list[tuple[Any, ...]], game: str | None = None,
                   ) -> list[tuple[str, int, int]]:
    """(level, games, wins) of `game`'s groups (None: every game's)."""
    levels: dict[str, tuple[int, int]] = {}
    for r in grouped:
        if game is not None and r[0] != game:
            continue
        games, wins = levels.get(r[1], (0, 0))
        levels[r[1]] = (games + r[3], wins + (r[4] or 0))
    return [(level, *levels[level]) for level in sorted(levels)]


def table(history: History, since: float | None = None) -> list[Row]:
    return _rows(_grouped(history, since))


def recent_scores(history: History, game: str, limit: int = 50,
                  since: float | None = None) -> list[int]:
    """The human seats' scores in the last `limit` games of `game`, oldest first."""
    where, params = _period(since)
    rows = history.query(
        f"SELECT s.score FROM games g CROSS JOIN seats s ON s.game_id = g.id "
        f"WHERE s.human = 1 AND g.game = ? {where} "
        f"ORDER BY g.played_at DESC, g.id DESC, s.seat DESC LIMIT ?",
        (game, *params, limit))
    return [r[0] for r in reversed(rows)]


def contract_means(history: History, since: float | None = None,
                   ) -> list[float | None]:
    """Royal: the human seats' mean result of each contract, in deal order."""
    return _contract_means(_grouped(history, since))


def wins_by_level(history: History, since: float | None = None,
                  ) -> list[tuple[str, int, int]]:
    """(level, games, wins) of the human seats over both games."""
    return _wins_by_level(_grouped(history, since))


def game_ids(history: History, since: float | None = None) -> array[int]:
    """The ids of the period's games, the latest first."""
    where, params = _period(since)
    return history.ids(f"SELECT g.id FROM games g WHERE 1 {where} "
                       f"ORDER BY g.played_at DESC, g.id DESC", params)


def entries_by_id(history: History, ids: Sequence[int]) -> list[Entry]:
    """The games of `ids`, in that order (a game no longer there is left out)."""
    found: dict[int, Entry] = {}
    ids = list(ids)
    for start in range(0, len(ids), 500):  # within SQLite's limit of parameters
        chunk = ids[start:start + 500]
        rows = history.query(
            f"SELECT g.id, g.played_at, g.game, g.names, g.scores, g.winners, "
            f"(SELECT group_concat(s.seat) FROM seats s WHERE s.game_id = g.id "
            f"AND s.human = 1), g.undos FROM games g "
            f"WHERE g.id IN ({', '.join('?' * len(chunk))})", tuple(chunk))
        found.update((r[0], Entry(*r)) for r in rows)
    return [found[i] for i in ids if i in found]


def entries(history: History, since: float | None = None) -> list[Entry]:
    """Every game, the latest first (a small history: the window reads pages)."""
    return entries_by_id(history, game_ids(history, since))


def summary(history: History, since: float | None = None, recent: int = 50,
            games: Sequence[str] = ("royal", "nines", "tiengow")) -> Summary:
    grouped = _grouped(history, since)
    ids = game_ids(history, since)
    return Summary(_rows(grouped), _contract_means(grouped),
                   {game: _wins_by_level(grouped, game) for game in games},
                   {game: recent_scores(history, game, recent, since) for game in games},
                   ids, entries_by_id(history, ids[:PAGE]), history.count())


def _list(text: str, kind: type[_T]) -> list[_T]:
    """A JSON list column of `kind` items; [] when the file was tampered with."""
    try:
        value = json.loads(text)
    except (TypeError, ValueError):
        return []
    ok = isinstance(value, list) and all(type(v) is kind for v in value)
    return value if ok else []
