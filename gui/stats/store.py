"""The room's history database (core.history) in the app-data folder, and the hook that
writes every finished game into it. A database that cannot be opened or written never
stops play: the player is told once, in their language."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from core.errors import RecordError
from core.history import History, HistoryError
from gui import paths

FILE_NAME = "history.sqlite3"
Inform = Callable[[str, str], None]  # (title, text), e.g. MainWindow.inform

_open: dict[Path, History] = {}



def history_file() -> Path:
    return paths.data_dir() / FILE_NAME


def history(inform: Inform | None = None) -> History | None:
    """The history (opened once per folder); None, with a word to the player, when it
    cannot be opened at all. A damaged file is set aside and the player told where."""
    path = history_file()
    found = _open.get(path)
    if found is not None:
        return found
    close_all()  # the folder changed (tests, a portable install): one history open at a time
    try:
        found = History(path)
    except (sqlite3.Error, OSError) as exc:
        if inform is not None:
            inform(QCoreApplication.translate("Statistics", "Statistics"),
                   QCoreApplication.translate(
                       "Statistics", "The history of games cannot be opened: %1")
                   .replace("%1", str(exc)))
        return None
    _open[path] = found
    if found.set_aside is not None and inform is not None:
        inform(QCoreApplication.translate("Statistics", "Statistics"),
               QCoreApplication.translate(
                   "Statistics", "The history of games was damaged (%1). It was set aside "
                   "as %2 and a new one started.").replace("%1", found.problem or "")
               .replace("%2", str(found.set_aside)))
    return found


def close_all() -> None:
    """Close every open history (tests, and before a folder changes)."""
    for found in _open.values():
        found.close()
    _open.clear()


def record_finished(record: dict, inform: Inform | None = None) -> int | None:
    """Write a finished game's record into the history: its id, or None when it was
    there already or could not be written (the player is told why)."""
    found = history(inform)
    if found is None:
        return None
    try:
        return found.add(record)
    except (HistoryError, RecordError) as exc:
        if inform is not None:
            inform(QCoreApplication.translate("Statistics", "Statistics"),
                   QCoreApplication.translate(
                       "Statistics", "This game could not be written into the history: %1")
                   .replace("%1", str(exc)))
        return None
