"""The statistics read from the history (core.history): the results of the human seats.

A game against computers has one human seat; in a hot-seat game every human seat
counts as one game played. `since` (seconds since the epoch, None: all time) keeps
only games finished from then on.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TypeVar

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


def _period(since: float | None) -> tuple[str, tuple[float, ...]]:
    return ("AND g.played_at >= ?", (since,)) if since is not None else ("", ())


def table(history: History, since: float | None = None) -> list[Row]:
    where, params = _period(since)
    contracts = ", ".join(f"AVG(s.c{i})" for i in range(CONTRACT_COUNT))
    rows = history.query(
        f"SELECT g.game, g.level, g.players, COUNT(*), SUM(s.won), SUM(s.shared), "
        f"AVG(s.score), MAX(s.score), AVG(s.rounds_led), AVG(s.ties_won), {contracts}, "
        f"AVG(s.domino_place), SUM(g.undos > 0) FROM seats s JOIN games g "
        f"ON g.id = s.game_id "
        f"WHERE s.human = 1 {where} GROUP BY g.game, g.level, g.players "
        f"ORDER BY g.game, g.players, g.level", params)
    return [Row(*(*r[:10], tuple(r[10:10 + CONTRACT_COUNT]), r[10 + CONTRACT_COUNT],
                  r[11 + CONTRACT_COUNT] or 0))
            for r in rows]


def recent_scores(history: History, game: str, limit: int = 50,
                  since: float | None = None) -> list[int]:
    """The human seats' scores in the last `limit` games of `game`, oldest first."""
    where, params = _period(since)
    rows = history.query(
        f"SELECT s.score FROM seats s JOIN games g ON g.id = s.game_id "
        f"WHERE s.human = 1 AND g.game = ? {where} "
        f"ORDER BY g.played_at DESC, g.id DESC, s.seat DESC LIMIT ?",
        (game, *params, limit))
    return [r[0] for r in reversed(rows)]


def contract_means(history: History, since: float | None = None,
                   ) -> list[float | None]:
    """Royal: the human seats' mean result of each contract, in deal order."""
    where, params = _period(since)
    cols = ", ".join(f"AVG(s.c{i})" for i in range(CONTRACT_COUNT))
    rows = history.query(
        f"SELECT {cols} FROM seats s JOIN games g ON g.id = s.game_id "
        f"WHERE s.human = 1 AND g.game = 'royal' {where}", params)
    return list(rows[0])


def wins_by_level(history: History, since: float | None = None,
                  ) -> list[tuple[str, int, int]]:
    """(level, games, wins) of the human seats over both games."""
    where, params = _period(since)
    return [tuple(r) for r in history.query(
        f"SELECT g.level, COUNT(*), SUM(s.won) FROM seats s JOIN games g "
        f"ON g.id = s.game_id WHERE s.human = 1 {where} GROUP BY g.level", params)]


def entries(history: History, since: float | None = None) -> list[Entry]:
    """Every game, the latest first."""
    where, params = _period(since)
    rows = history.query(
        f"SELECT g.id, g.played_at, g.game, g.names, g.scores, g.winners, "
        f"(SELECT group_concat(s.seat) FROM seats s WHERE s.game_id = g.id "
        f"AND s.human = 1), g.undos FROM games g WHERE 1 {where} "
        f"ORDER BY g.played_at DESC, g.id DESC", params)
    return [Entry(*r) for r in rows]


def _list(text: str, kind: type[_T]) -> list[_T]:
    """A JSON list column of `kind` items; [] when the file was tampered with."""
    try:
        value = json.loads(text)
    except (TypeError, ValueError):
        return []
    ok = isinstance(value, list) and all(type(v) is kind for v in value)
    return value if ok else []
