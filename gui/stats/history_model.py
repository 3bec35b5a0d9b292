"""The history list's model: one row per game (date, game, players, result, scores, how
many times undo was used). It holds the period's game ids (a compact array) and the games
of the pages shown lately; a page not read yet is asked for (`fetch`) when a view wants a
row of it, and shown once it comes, so that 100,000 games cost a few pages. Rows are
worded on demand. Names come from records (untrusted): item views show them as plain
text."""

from __future__ import annotations

from array import array
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from core.history_stats import PAGE, Entry
from gui.table.texts import signed

COLUMNS = 6
KEPT_PAGES = 40  # pages kept read (the least recently shown are forgotten)
Index = QModelIndex | QPersistentModelIndex
Fetch = Callable[[int, int, Sequence[int]], None]  # (generation, page, ids)


class HistoryModel(QAbstractTableModel):
    def __init__(self, game_name: Callable[[str], str], fetch: Fetch | None = None,
                 parent: Any = None):
        super().__init__(parent)
        self._ids: array[int] = array("q")
        self._pages: OrderedDict[int, list[Entry]] = OrderedDict()
        self._asked: set[int] = set()
        self._fetch = fetch
        self.generation = 0  # bumped by every new list: late pages of an old one are let go
        self._game_name = game_name
        self._date_format = QLocale().dateTimeFormat(QLocale.FormatType.ShortFormat)

    def set_games(self, ids: array[int], first: Sequence[Entry] = ()) -> None:
        """A new list: the games' ids, latest first, and the games of the first page."""
        self.beginResetModel()
        self.generation += 1
        self._ids = ids
        self._pages.clear()
        self._asked.clear()
        if first:
            self._pages[0] = list(first)
        self._date_format = QLocale().dateTimeFormat(QLocale.FormatType.ShortFormat)
        self.endResetModel()

    def add_page(self, generation: int, page: int, entries: Sequence[Entry]) -> None:
        """The games of a page asked for (`fetch`), in the order of their ids."""
        self._asked.discard(page)
        if generation != self.generation:
            return
        wanted = self._ids[page * PAGE:(page + 1) * PAGE]
        by_id = {e.id: e for e in entries}
        self._pages[page] = [by_id.get(i) or _placeholder(i) for i in wanted]
        while len(self._pages) > KEPT_PAGES:
            self._pages.popitem(last=False)
        first = page * PAGE
        self.dataChanged.emit(self.index(first, 0),
                              self.index(first + len(wanted) - 1, COLUMNS - 1))

    def entry(self, row: int) -> Entry:
        """The game of `row`; while its page is being read (it is asked for), a
        placeholder without a game (`is_read` is False)."""
        page = row // PAGE
        entries = self._pages.get(page)
        if entries is None:
            if page not in self._asked and self._fetch is not None and 0 <= row < len(self._ids):
                self._asked.add(page)
                self._fetch(self.generation, page, self._ids[page * PAGE:(page + 1) * PAGE])
            return _placeholder(self.game_id(row) or 0)
        self._pages.move_to_end(page)
        return entries[row - page * PAGE]

    def reword(self) -> None:
        """The language changed: every row and header is worded anew."""
        self._date_format = QLocale().dateTimeFormat(QLocale.FormatType.ShortFormat)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMNS - 1)
        if self._ids:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self._ids) - 1, COLUMNS - 1))

    def game_id(self, row: int) -> int | None:
        return self._ids[row] if 0 <= row < len(self._ids) else None

    def pages_read(self) -> int:
        return len(self._pages)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (QCoreApplication.translate("Statistics", "Date"),
                QCoreApplication.translate("Statistics", "Game"),
                QCoreApplication.translate("Statistics", "Players"),
                QCoreApplication.translate("Statistics", "Result"),
                QCoreApplication.translate("Statistics", "Scores"),
                QCoreApplication.translate("Statistics", "Undo used"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        entry = self.entry(index.row())
        if not is_read(entry):
            return "\u2026" if index.column() == 0 else ""
        column = index.column()
        if column == 0:
            when = QDateTime.fromSecsSinceEpoch(int(entry.played_at))
            return QLocale().toString(when, self._date_format)
        if column == 1:
            return self._game_name(entry.game)
        if column == 2:
            return ", ".join(entry.names)
        if column == 3:
            return result_text(entry)
        if column == 4:
            return " · ".join(signed(s) for s in entry.scores)
        return undo_text(entry.undos)


def _placeholder(game_id: int) -> Entry:
    """A game not read yet (or forgotten since the list was read: a reset)."""
    return Entry(game_id, 0.0, "", "[]", "[]", "[]", None)


def is_read(entry: Entry) -> bool:
    return bool(entry.game)


def undo_text(undos: int) -> str:
    """How many times undo was used in a game ("" for none: a game played straight)."""
    return f"{undos}\u00d7" if undos else ""


def result_text(entry: Entry) -> str:
    """Against computers: won, shared win or lost; in hot-seat: who won."""
    if len(entry.humans) == 1:
        seat = entry.humans[0]
        if seat not in entry.winners:
            return QCoreApplication.translate("Statistics", "Lost")
        if len(entry.winners) > 1:
            return QCoreApplication.translate("Statistics", "Shared win")
        return QCoreApplication.translate("Statistics", "Won")
    names = [entry.names[s] for s in entry.winners if 0 <= s < len(entry.names)]
    return QCoreApplication.translate("Statistics", "Won by %1").replace("%1", ", ".join(names))
