"""The status line's "X is thinking…" while a computer thinks (unless the table words the
turns itself), cleared when its turn is over; other messages stay."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QStatusBar

from gui.contracts import Table
from gui.controller import GameController


class ThinkingStatus(QObject):
    """Who thinks, on `bar`, for the controller and table `game()` gives (None: none)."""

    def __init__(self, bar: QStatusBar,
                 game: Callable[[], tuple[GameController | None, Table | None]],
                 parent: QObject | None = None):
        super().__init__(parent)
        self._bar = bar
        self._game = game
        self._seat = -1  # the computer seat the status line says is thinking

    def thinking(self, seat: int) -> None:
        """Say who thinks, unless the table words the turns itself."""
        table = self._game()[1]
        if table is not None and table.owns_status:
            return
        self._seat = seat
        self._bar.showMessage(self._text(seat))

    def _text(self, seat: int) -> str:
        ctl = self._game()[0]
        name = ctl.seat_name(seat) if ctl is not None else ""
        return self.tr("%1 is thinking…").replace("%1", name)

    def done(self, *_: Any) -> None:
        """The computer moved, or the turn went elsewhere (a human, the curtain, the end
        of the game): its "thinking" leaves the status line; other messages stay."""
        if self._seat < 0:
            return
        if self._game()[0] is not None and self._bar.currentMessage() == self._text(self._seat):
            self._bar.clearMessage()
        self._seat = -1

    def curtain_came(self) -> None:
        """Hot-seat: whatever the line said belongs to the turn before the curtain."""
        self._seat = -1
        self._bar.clearMessage()

    def retranslate(self) -> None:
        if self._seat >= 0 and self._game()[0] is not None:
            self._bar.showMessage(self._text(self._seat))
