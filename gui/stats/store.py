"""The room's history (core.history) in the app-data folder, behind its own thread
(gui.stats.service), and the hook that hands it every finished game. The history never
stops play nor loses a game: what went wrong is told to the player once, in their
language, and a game that cannot be stored yet waits until it can."""

from __future__ import annotations

import atexit
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication

from gui.services import paths
from gui.stats.service import CLOSE_S, HistoryService, Notice

FILE_NAME = "history.sqlite3"
Inform = Callable[[str, str], None]  # (title, text), e.g. MainWindow.inform

_open: dict[Path, HistoryService] = {}
_told: dict[HistoryService, set[str]] = {}  # the kinds of notice said, per history
_inform: list[Inform | None] = [None]  # who tells the player (the latest given)
_quit_hooked: list[bool] = [False]


def history_file() -> Path:
    return paths.data_dir() / FILE_NAME


def history(inform: Inform | None = None) -> HistoryService:
    """The history of the data folder, started once per folder; `inform` tells the
    player what goes wrong with it."""
    if inform is not None:
        _inform[0] = inform
    path = history_file()
    found = _open.get(path)
    if found is not None:
        return found
    close_all()  # the folder changed (tests, a portable install): one history at a time
    found = HistoryService(path, start=False)
    _open[path] = found
    _told[found] = set()
    found.notice.connect(lambda notice, service=found: _tell(service, notice))
    found.start()
    _hook_quit()
    return found


def record_finished(record: dict[str, Any], inform: Inform | None = None) -> None:
    """Hand a finished game's record to the history (returns at once; stored on the
    history's thread, or kept until it can be)."""
    history(inform).add(record)


def close_all(timeout: float = CLOSE_S) -> None:
    """Stop every history (quitting, tests, before a folder changes); waits at most
    about `timeout` for each."""
    services = list(_open.values())
    _open.clear()
    for service in services:
        _told.pop(service, None)
        service.close(timeout)


def _hook_quit() -> None:
    if _quit_hooked[0]:
        return
    _quit_hooked[0] = True
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(close_all)
    atexit.register(close_all)


def _tell(service: HistoryService, notice: Notice) -> None:
    told = _told.get(service)
    inform = _inform[0]
    if told is None or notice.kind in told:
        return  # an old history's, or said already
    told.add(notice.kind)
    owner = getattr(inform, "__self__", None)
    if inform is None or (owner is not None and not shiboken6.isValid(owner)):
        return
    inform(QCoreApplication.translate("Statistics", "Statistics"), notice_text(notice))


def reason_text(error: str, detail: str) -> str:
    """Why the history cannot be written, for the player."""
    if error == "busy":
        return QCoreApplication.translate("Statistics", "another program is using it")
    if error == "read-only":
        return QCoreApplication.translate(
            "Statistics", "its folder cannot be written: %1").replace("%1", detail)
    if error == "full":
        return QCoreApplication.translate("Statistics", "the disk is full")
    if error == "not-a-file":
        return QCoreApplication.translate(
            "Statistics", "a folder stands where its file should be: %1").replace("%1", detail)
    return detail


def notice_text(notice: Notice) -> str:
    """The sentence that tells the player of a notice."""
    if notice.kind == "damaged":
        text = QCoreApplication.translate(
            "Statistics", "The history of games was damaged (%1). It was set aside as %2 "
            "and a new one started.")
        return text.replace("%1", notice.detail).replace("%2", notice.path)
    if notice.kind == "wrong-schema":
        text = QCoreApplication.translate(
            "Statistics", "The history of games is not laid out as Herna lays it out (%1). "
            "It was set aside as %2 and a new one started.")
        return text.replace("%1", notice.detail).replace("%2", notice.path)
    if notice.kind == "newer" and notice.readable:
        text = QCoreApplication.translate(
            "Statistics", "The history of games was written by a newer version of Herna. "
            "This version leaves it as it is: the statistics show its games, and the games "
            "played now are kept in %1 for the newer Herna to take in.")
        return text.replace("%1", notice.path)
    if notice.kind == "newer":
        text = QCoreApplication.translate(
            "Statistics", "The history of games was written by a newer version of Herna, "
            "which this version cannot read. It is left as it is, and the games played now "
            "are kept in %1 for the newer Herna to take in.")
        return text.replace("%1", notice.path)
    if notice.kind == "kept" and notice.path:
        text = QCoreApplication.translate(
            "Statistics", "This game cannot be written into the history yet (%1). It is "
            "kept in %2 and will be written as soon as it can be.")
        return (text.replace("%1", reason_text(notice.error, notice.detail))
                .replace("%2", notice.path))
    if notice.kind == "kept":
        text = QCoreApplication.translate(
            "Statistics", "This game cannot be written into the history yet (%1), nor kept "
            "beside it. Herna keeps it in memory and writes it as soon as it can; quitting "
            "before then loses it.")
        return text.replace("%1", reason_text(notice.error, notice.detail))
    text = QCoreApplication.translate(
        "Statistics", "This game could not be written into the history: %1")
    return text.replace("%1", notice.detail)
