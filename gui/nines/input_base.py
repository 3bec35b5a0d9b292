"""What the human's input on both tile tables (Nines, and Tien Gow built on it) shares:
whose turn it serves and in which `mode` ("": off), the mouse's press on a tile and its
drag (the tiles dragged follow the pointer above every other tile; a press released
without a drag is a click), the keyboard cursor (the first arrow only shows it), and the
flags of early input carried out (`silent`, `stopped`). Each table's input says what a
press may take, what a click, a drop and its keys do, and sends the moves."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from core.errors import IllegalMove
from gui.nines.items import TileItem
from gui.table.contracts import TableController

ARROWS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}  # a key's step along the hand


class InputBase(QObject):
    def __init__(self, controller: TableController, focus: Callable[[], None],
                 parent: QObject | None = None):
        super().__init__(parent)
        self.ctl = controller  # its observation, legal moves and submit()
        self.focus = focus  # the keys to the table
        self.mode = ""  # "" while it is not the human's turn
        self.seat = -1
        self.cursor = 0
        self.keyboard = False  # the keys, not the mouse, were used last
        self._press: tuple[TileItem, QPointF] | None = None
        self._drag: list[tuple[TileItem, QPointF]] | None = None  # each with its offset
        self._chosen_before: list[int] = []  # the tiles chosen when the drag began
        self.silent = False  # carrying out early input: a move not legal is dropped...
        self.stopped = False  # ...and this says one was (the replay stops there)

    # --- what each table's input does -----------------------------------------------------

    def enable(self, seat: int) -> None:
        raise NotImplementedError

    def disable(self) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError

    def refused(self, refusal: IllegalMove) -> None:
        """The controller refused the move sent last (the core's value)."""
        raise NotImplementedError

    def acted(self, keep_hint: bool = False) -> None:
        """The player did something (`keep_hint`: only moved the keyboard cursor)."""
        raise NotImplementedError

    def show_hint(self, move: Any) -> None:
        raise NotImplementedError

    def key(self, event: QKeyEvent) -> bool:
        """Act on one of the input's keys; False when it is not one."""
        raise NotImplementedError

    def click(self, item: TileItem) -> None:
        raise NotImplementedError

    def _may_press(self, item: TileItem) -> bool:
        """Whether a press on `item` is taken now."""
        raise NotImplementedError

    def _dropped(self, item: TileItem, pos: QPointF) -> None:
        """The tiles dragged with `item` were let go at `pos`."""
        raise NotImplementedError

    # --- the mouse ----------------------------------------------------------------------

    def busy(self) -> bool:
        """A tile is being pressed or dragged."""
        return self._press is not None

    def hovered(self, item: TileItem, inside: bool) -> None:
        """The pointer came over `item` or left it (nothing marked by default)."""

    def pressed(self, item: TileItem, pos: QPointF) -> bool:
        ok = self._may_press(item)
        self._press = (item, pos) if ok else None
        self._drag = None
        if ok:
            self.keyboard = False
            self.acted()
        return ok

    def dragged(self, item: TileItem, pos: QPointF) -> None:
        raise NotImplementedError

    def _lift(self, group: Sequence[TileItem]) -> None:
        """`group` is dragged from now on, above every other tile, each at its offset from
        the press."""
        press = self._press
        if press is None:
            return
        self._drag = [(i, i.pos() - press[1]) for i in group]
        for k, (i, _) in enumerate(self._drag):
            i.stop()
            i.setZValue(900 + k)

    def _follow(self, pos: QPointF) -> None:
        """The dragged tiles to the pointer at `pos`."""
        for i, offset in self._drag or ():
            i.setPos(pos + offset)

    def released(self, item: TileItem, pos: QPointF) -> None:
        if self._press is None:
            return
        dragged = self._drag is not None
        self._press = self._drag = None
        if dragged:
            self._dropped(item, pos)
        else:
            self.click(item)

    # --- keys -----------------------------------------------------------------------------

    def _keyed(self, step: int) -> bool:
        """One of the input's keys was pressed (`step` an arrow's): the keyboard has the
        cursor now, and the player acted (a hint stays while only the cursor moves).
        Whether it is the first key, which only shows the cursor."""
        first = not self.keyboard
        self.keyboard = True
        self.acted(keep_hint=bool(step))
        return first
