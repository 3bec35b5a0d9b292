"""The status line's "X is thinking…" while a computer thinks (unless the table words the
turns itself), cleared when its turn is over; other messages stay.

When a computer's search falls back (`GameController.search_fallback`) the line says so
once a spell: its search processes failed and it thinks in the main program for now (a
mark in the status bar stays while that lasts, however the table words the turns), or its
search failed and a random move was played."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QStatusBar

from gui.play.controller import IN_PROCESS, RANDOM, RESTORED
from gui.room.table_host import RoomController
from gui.services.theme import tint
from gui.table.contracts import Table


class ThinkingStatus(QObject):
    """Who thinks, on `bar`, for the controller and table `game()` gives (None: none)."""

    def __init__(self, bar: QStatusBar,
                 game: Callable[[], tuple[RoomController | None, Table | None]],
                 parent: QObject | None = None):
        super().__init__(parent)
        self._bar = bar
        self._game = game
        self._seat = -1  # the computer seat the status line says is thinking
        self._notice: tuple[int, str] | None = None  # the last fallback said: seat, how
        self._notice_text = ""  # as it was worded
        self.mark = QLabel(textFormat=Qt.TextFormat.PlainText)
        self.mark.setObjectName("searchFallback")
        tint(self.mark, "warning", "padding: 0 6px;")
        self.mark.hide()
        bar.addPermanentWidget(self.mark)
        self._word_mark()

    def thinking(self, seat: int) -> None:
        """Say who thinks, unless the table words the turns itself."""
        table = self._game()[1]
        if table is not None and table.owns_status:
            return
        self._seat = seat
        self._bar.showMessage(self._text(seat))

    def _text(self, seat: int) -> str:
        return self.tr("%1 is thinking…").replace("%1", self._name(seat))

    def _name(self, seat: int) -> str:
        ctl = self._game()[0]
        return ctl.seat_name(seat) if ctl is not None else ""

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

    def controller_changed(self, ctl: RoomController | None) -> None:
        """Another game (or none) is on the table: hear its computers' fallbacks; what
        was said of the last one's is past."""
        self._notice = None
        self.mark.hide()
        if ctl is not None:
            ctl.search_fallback.connect(self.fell_back)

    def fell_back(self, seat: int, how: str) -> None:
        """A computer's search fell back (`IN_PROCESS` or `RANDOM`), or its search
        processes answer again (`RESTORED`)."""
        if how == RESTORED:
            self.mark.hide()
            if self._notice is not None and self._notice[1] == IN_PROCESS:
                if self._bar.currentMessage() == self._notice_text:
                    self._bar.clearMessage()
                self._notice = None
            return
        self._notice = (seat, how)
        if how == IN_PROCESS:
            self.mark.show()
        self._notice_text = self._fallback_text(seat, how)
        self._bar.showMessage(self._notice_text)

    def _fallback_text(self, seat: int, how: str) -> str:
        if how == RANDOM:
            text = self.tr("%1: the search for a move failed; a random move was played.")
        else:
            text = self.tr("The computer's search processes failed; %1 thinks in the main "
                           "program for now.")
        return text.replace("%1", self._name(seat))

    def _word_mark(self) -> None:
        self.mark.setText(self.tr("⚠ Computers think in the main program"))
        self.mark.setToolTip(self.tr("The search processes failed; until they work again, "
                                     "the computers think in the main program, which may "
                                     "slow the game down."))

    def retranslate(self) -> None:
        self._word_mark()
        if self._game()[0] is None:
            return
        if self._notice is not None and self._bar.currentMessage() == self._notice_text:
            self._notice_text = self._fallback_text(*self._notice)
            self._bar.showMessage(self._notice_text)
        elif self._seat >= 0:
            self._bar.showMessage(self._text(self._seat))
