"""What the human does while the Nines table still animates before their turn, on the
shared buffer (gui.table.early): the keys and the clicks on their hand or the wall are
kept in order and carried out once the turn has come, as if made just then. A move they
lead to goes in only if the controller lists it as legal; one that does not apply any
more is dropped silently, with what came after it. A tile dragged meanwhile drops what was
kept (the player's last intent is unknown), and so does a computer seat's turn coming
first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent

from core.nines.moves import Lead
from gui.nines.items import TileItem
from gui.nines.pieces import TilePieces
from gui.table.contracts import TableController
from gui.table.early import Action, key_event
from gui.table.early import EarlyInput as Buffer

if TYPE_CHECKING:
    from gui.nines.human import NinesInput

KEYS = {Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter,
        Qt.Key.Key_Space, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Escape,
        Qt.Key.Key_Backspace}  # the keys of gui.nines.human


def allowed(move: Any, legal: list[Any]) -> bool:
    """Whether `move` is among the `legal` moves (a lead in any order of its tiles)."""
    if isinstance(move, Lead):
        tiles = Counter(move.tiles)
        return any(isinstance(m, Lead) and Counter(m.tiles) == tiles for m in legal)
    return move in legal


class EarlyInput:
    """`idle` says whether the table has stopped animating; `human` carries the kept
    actions out."""

    def __init__(self, controller: TableController, tiles: TilePieces, human: NinesInput,
                 idle: Callable[[], bool]):
        self.controller = controller
        self.tiles = tiles
        self.human = human
        self._idle = idle
        self.buffer = Buffer(self.waiting_seat)

    def waiting_seat(self) -> int:
        """The seat whose input is kept now: the human viewer while the table animates
        (or the controller has not yet said whose turn comes); -1 when nothing is kept."""
        ctl = self.controller
        if self.human.mode or ctl.game_number() <= 0:
            return -1
        viewer: int = ctl.viewer()
        if viewer < 0 or not ctl.seats[viewer].human:
            return -1
        if self._idle() and ctl.phase not in ("animating", "idle"):
            return -1
        return viewer

    def allows(self, move: Any) -> bool:
        """Whether the controller lists `move` as legal now."""
        return allowed(move, self.controller.legal_moves())

    def clear(self) -> None:
        self.buffer.clear()

    def key(self, event: QKeyEvent) -> bool:
        """Keep one of the table's keys; False when it is not kept."""
        return self.buffer.key(event, KEYS)

    def pressed(self, item: TileItem, pos: QPointF) -> bool:
        """A press on the waiting human's hand or on the wall; True when it is followed."""
        seat = self.waiting_seat()
        column = self.tiles.column_of(item)
        if seat < 0:
            return False
        if self.tiles.in_hand(item, seat) and item.face:
            action: Action = ("tile", item.face)
        elif column is not None:
            action = ("end", self.tiles.board.end_of(column))
        else:
            return False
        return self.buffer.pressed(action, pos)

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
            human.silent = human.dropped = False

    def _perform(self, seat: int, action: Action) -> bool:
        """Carry `action` out; False: stop (a move went in, or one was dropped)."""
        human = self.human
        if not human.mode or human.seat != seat or human.dropped:
            return False
        kind, value = action
        if kind == "key":
            human.key(key_event(value))
        elif kind == "end" and human.mode == "take":
            human.take(value)
        elif kind == "tile" and human.mode != "take":
            item = next((i for i in human.hand() if i.face == value), None)
            if item is None:
                return False
            human.click(item)
        else:
            return False
        return True
