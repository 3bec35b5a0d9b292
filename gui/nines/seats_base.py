"""What the seat boards of both tile tables (Nines, and Tien Gow built on it) share: whom
the table is shown to, who moves, who thinks, and the match's score table, which tells
the room (`scores_shown`) when the counts it shows change. Each table's seats fill the
name plates and the rank panel from what its board shows (`refresh`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from core.names import short_name
from gui.nines.items import SEAT_COLOURS
from gui.nines.pieces_base import TileBoard
from gui.nines.scenery_base import SceneryBase
from gui.table.contracts import TableController


class SeatsBase(QObject):
    """`viewer` is the seat the table is shown to (-1: none), `active` the seat to move,
    `thinking` the computer seat thinking."""

    def __init__(self, controller: TableController, board: TileBoard, scenery: SceneryBase,
                 scores_shown: Callable[[], None] = lambda: None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.controller = controller  # the seats, the options, the games before
        self.board = board
        self.sc = scenery
        self.scores_shown = scores_shown  # the table's signal: other counts are shown
        self._counted: tuple[list[list[int]], list[int]] | None = None  # as last told
        self.viewer = -1
        self.active = -1
        self.thinking = -1

    def seat_name(self, seat: int) -> str:
        return short_name(self.controller.seats[seat].name)  # banners name several

    def refresh(self) -> None:
        """Plates, score table and rank panel, from what the table shows."""
        raise NotImplementedError

    def match_heading(self) -> str:
        raise NotImplementedError

    def _show_scores(self, earlier: list[list[int]], current: list[int]) -> None:
        """The score table: the games before and this one as the table shows it; the
        room's bar reads the totals again when they are not what it was last told."""
        self.sc.scoreboard.set_scores([self.seat_name(s) for s in range(4)], SEAT_COLOURS,
                                      earlier, current, self.match_heading(),
                                      self.controller.game_number())
        if self._counted != (earlier, current):
            self._counted = (earlier, current)
            self.scores_shown()

    def ai_thinking(self, seat: int) -> None:
        self.thinking = seat
        self.active = seat
        self.refresh()

    def set_active(self, seat: int) -> None:
        self.active = seat
        if seat != self.thinking:
            self.thinking = -1
        self.refresh()
