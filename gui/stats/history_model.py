"""The history list's model: one row per game (date, game, players, result, scores, how
many times undo was used),
worded on demand, so that thousands of games cost nothing until they are scrolled to.
Names come from records (untrusted): item views show them as plain text."""

from __future__ import annotations

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

from core.history_stats import Entry

COLUMNS = 6
Index = QModelIndex | QPersistentModelIndex



def signed(score: int) -> str:
    return f"\u2212{-score}" if score < 0 else str(score)


class HistoryModel(QAbstractTableModel):
    def __init__(self, game_name: Callable[[str], str], parent: Any = None):
        super().__init__(parent)
        self._entries: list[Entry] = []
        self._game_name = game_name
        self._date_format = QLocale().dateTimeFormat(QLocale.FormatType.ShortFormat)

    def set_entries(self, entries: Sequence[Entry]) -> None:
        self.beginResetModel()
        self._entries = list(entries)
        self._date_format = QLocale().dateTimeFormat(QLocale.FormatType.ShortFormat)
        self.endResetModel()

    def entry(self, row: int) -> Entry:
        return self._entries[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

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
        entry = self._entries[index.row()]
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
