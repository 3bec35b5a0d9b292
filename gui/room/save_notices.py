"""What the room tells the player about saving: a save that begins to fail (a message
once, then a mark in the status bar until saving works again), a broken save set aside,
and a data folder that cannot be one."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QStatusBar

from core.errors import RecordError
from gui.play import autosave
from gui.services import paths
from gui.services.plain_tip import plain_tip
from gui.services.theme import tint
from gui.table import reasons


class Inform(Protocol):
    def __call__(self, title: str, text: str, details: str = ..., *,
                 warning: bool = ...) -> None: ...


class SaveNotices(QObject):
    """Words the save's troubles; `inform` shows a message, `status` a status line."""

    def __init__(self, bar: QStatusBar, inform: Inform, status: Callable[[str], None],
                 parent: QObject | None = None):
        super().__init__(parent)
        self._inform, self._status = inform, status
        self.failing = False  # the last save of the game on the table failed
        self.mark = QLabel(textFormat=Qt.TextFormat.PlainText)
        self.mark.setObjectName("saveWarning")
        tint(self.mark, "error", "font-weight: bold; padding: 0 6px;")
        self.mark.hide()
        bar.addPermanentWidget(self.mark)
        self.retranslate()

    def retranslate(self) -> None:
        self.mark.setText(self.tr("⚠ Not saved"))

    def new_game(self) -> None:
        """Another game is on the table: what was said about the last one is past."""
        self._show_mark(None)

    def failed(self, reason: str) -> None:
        """Saving has just begun to fail: the player plays on, and is told plainly."""
        text = self.tr("Herna cannot save the game: %1.").replace("%1", reason)
        self._show_mark(text)
        self._status(text)
        self._inform(self.tr("The game is not being saved"),
                     text + "\n\n" + self.tr("You can play on, and Herna tries again after "
                                             "every move; but until saving works again, this "
                                             "game cannot be continued if Herna is closed."),
                     warning=True)

    def saved(self) -> None:
        """A save worked: if the last one had failed, say that saving works again."""
        if self.failing:
            self._show_mark(None)
            self._status(self.tr("The game is saved again."))

    def refused(self, path: Path, problem: RecordError) -> None:
        """The save in `path` cannot be continued (`problem` says why): set it aside (never
        over one set aside before) and say so, or say why it could not be. A save that
        could not be read at all (not allowed, a disk fault) is not known to be damaged:
        it stays where it is."""
        if problem.code == "unreadable":
            self._inform(self.tr("The saved game cannot be continued"),
                         self.tr("The save file cannot be read.") + " "
                         + reasons.file_problem(problem) + "\n\n"
                         + self.tr("It is left as it is: %1.").replace("%1", str(path)) + " "
                         + self.tr("Start a new game."), reasons.file_detail(problem),
                         warning=True)
            return
        try:
            broken = autosave.set_aside(path)
        except OSError as exc:
            aside = self.tr("It cannot be set aside (%1), so Continue offers it again: move "
                            "or delete %2 yourself.").replace(
                "%1", autosave.failure_text(exc)).replace("%2", str(path))
        else:
            aside = self.tr("It was set aside as %1.").replace("%1", str(broken))
        self._inform(self.tr("The saved game cannot be continued"),
                     self.tr("The save file is damaged or not Herna's.") + " "
                     + reasons.file_problem(problem) + "\n\n" + aside + " "
                     + self.tr("Start a new game."), reasons.file_detail(problem), warning=True)

    def check_folder(self) -> None:
        """Say so when a file stands where the data folder should be."""
        blocking = paths.folder_problem()
        if blocking is not None:
            self._inform(self.tr("Games cannot be saved"),
                         self.tr("Herna keeps its saves in the folder %1, but %2 is a file, "
                                 "not a folder. You can play, but no game is saved until "
                                 "that file is moved away.").replace(
                             "%1", str(paths.data_dir())).replace("%2", str(blocking)),
                         warning=True)

    def _show_mark(self, text: str | None) -> None:
        self.failing = text is not None
        self.mark.setVisible(self.failing)
        self.mark.setToolTip(plain_tip(text))
