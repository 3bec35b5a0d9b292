"""What both tile tables (Nines, and Tien Gow built on it) share of the human's input kept
while the table still animates before their turn (on the shared buffer,
gui.table.early): whose input is kept, the table's keys, a press dragged away, and the
replay once the turn has come, with the human's input `silent` (a move the controller
does not list is dropped, not sent) until a move is made or dropped (`stopped`). Each
table says what its presses keep and what a kept press does (`_perform_press`)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent

from gui.nines.input_base import InputBase
from gui.nines.items import TileItem
from gui.nines.pieces_base import PiecesBase
from gui.table.contracts import TableController
from gui.table.early import MAX_KEPT as KEPT_AT_MOST
from gui.table.early import Action, key_event, waiting_seat
from gui.table.early import EarlyInput as Buffer


class EarlyInputBase:
    """`idle` says whether the table has stopped animating; `human` carries the kept
    actions out. `KEYS` and `LETTERS` are the keys kept, `MAX_KEPT` how many actions."""

    KEYS: Collection[Qt.Key] = frozenset()
    LETTERS = ""
    MAX_KEPT = KEPT_AT_MOST

    def __init__(self, controller: TableController, tiles: PiecesBase[Any], human: InputBase,
                 idle: Callable[[], bool]):
        self.controller = controller
        self.tiles = tiles
        self.human = human
        self._idle = idle
        self.buffer = Buffer(self.waiting_seat, self.MAX_KEPT)

    def waiting_seat(self) -> int:
        """The seat whose input is kept now: the human viewer while the table animates
        (or the controller has not yet said whose turn comes); -1 when nothing is kept."""
        return waiting_seat(self.controller, bool(self.human.mode), self._idle())

    def clear(self) -> None:
        self.buffer.clear()

    def key(self, event: QKeyEvent) -> bool:
        """Keep one of the table's keys; False when it is not kept."""
        return self.buffer.key(event, self.KEYS, self.LETTERS)

    def pressed(self, item: TileItem, pos: QPointF) -> bool:
        """A press on what the table keeps presses of; True when it is followed."""
        raise NotImplementedError

    def dragged(self, pos: QPointF) -> None:
        self.buffer.dragged(pos)

    def released(self) -> None:
        self.buffer.released()

    def replay(self, seat: int) -> None:
        """Carry out what `seat` did early, now that its input is enabled."""
        human = self.human
        human.silent = True
        try:
            self.buffer.replay(seat, lambda action: self._perform(seat, action))
        finally:
            human.silent = human.stopped = False

    def _perform(self, seat: int, action: Action) -> bool:
        """Carry `action` out; False: stop (a move went in, or one was dropped)."""
        human = self.human
        if not human.mode or human.seat != seat or human.stopped:
            return False
        kind, value = action
        if kind == "key":
            human.key(key_event(value))
            return True
        return self._perform_press(kind, value)

    def _perform_press(self, kind: str, value: Any) -> bool:
        """Carry out a kept press (of the table's kinds); False: stop."""
        raise NotImplementedError
