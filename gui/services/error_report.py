"""Unexpected errors: kept in a log beside the saves and told to the player once.

Without this, an exception in a slot is printed to a console that a double-clicked
program does not have, and the player only sees a table that stopped moving. The
hook writes the traceback to errors.log in the app-data folder and shows one message
per run that says how to go on, and that nothing is lost (every move is saved) unless
saving is failing at the time: then it says so.
"""

from __future__ import annotations

import datetime
import platform
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from gui.services import paths

LOG_NAME = "errors.log"
MAX_LOG_BYTES = 256_000
"""Past this size the log keeps only its newer half."""

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def log_file() -> Path:
    return paths.data_dir() / LOG_NAME


def version() -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version("herna")
    except PackageNotFoundError:  # a frozen bundle carries no dist-info
        return "bundle"


def write(kind: type[BaseException], value: BaseException,
          tb: TracebackType | None) -> Path:
    """Append one report to the log (trimmed to its newer half when too big)."""
    path = log_file()
    stamp = datetime.datetime.now().isoformat(timespec="seconds")
    header = (f"--- {stamp} Herna {version()}, Python {platform.python_version()}, "
              f"{platform.platform()}\n")
    report = header + "".join(traceback.format_exception(kind, value, tb))
    old = path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""
    if len(old.encode("utf-8")) + len(report.encode("utf-8")) > MAX_LOG_BYTES:
        old = old[len(old) // 2:]
        old = old[old.find("\n--- ") + 1:] if "\n--- " in old else ""
    path.write_text(old + report, encoding="utf-8")
    return path


class ErrorReporter(QObject):
    """The sys.excepthook of a playing Herna (`install`; `uninstall` restores the old)."""

    def __init__(self, window: Callable[[], QWidget | None], parent: QObject | None = None,
                 save_problem: Callable[[], str | None] = lambda: None):
        """`save_problem()` says why the game is not being saved (None: it is)."""
        super().__init__(parent)
        self._window = window
        self._save_problem = save_problem
        self._previous: ExceptHook | None = None
        self.told = False
        self.reports = 0

    def install(self) -> None:
        self._previous = sys.excepthook
        sys.excepthook = self.handle

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook = self._previous
            self._previous = None

    def handle(self, kind: type[BaseException], value: BaseException,
               tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        if sys.stderr is not None:  # a windowed program on Windows has none
            traceback.print_exception(kind, value, tb, file=sys.stderr)
        try:
            path = write(kind, value, tb)
        except OSError:
            path = None
        self.reports += 1
        if not self.told:
            self.told = True
            QTimer.singleShot(0, lambda: self._tell(path))

    def message(self, path: Path | None) -> str:
        problem = self._save_problem()
        if problem is None:
            text = self.tr("Herna ran into an unexpected error. Nothing is lost: every move "
                           "is saved. If the table does not go on, choose Game → Continue, "
                           "or start Herna again and press Continue.")
        else:
            text = self.tr("Herna ran into an unexpected error. The game is not being saved "
                           "(%1), so the moves since saving failed are lost if Herna is "
                           "closed. If the table does not go on, choose Game → Continue."
                           ).replace("%1", problem)
        if path is not None:
            text += "\n\n" + self.tr("The details are in %1, should you wish to send them "
                                     "to the developers.").replace("%1", str(path))
        return text

    def _tell(self, path: Path | None) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Unexpected error"),
                          self.message(path), QMessageBox.StandardButton.Ok,
                          self._window())
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.open()  # window-modal, not exec(): the event loop and the computers go on
        self._box = box
