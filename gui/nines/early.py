"""What the human does while the Nines table still animates before their turn: the keys
and the clicks on their hand or the wall are kept in order and carried out once the turn
has come (the table then still), as if made just then. A move they lead to goes in only
if the controller lists it as legal; one that does not apply any more is dropped
silently, with what came after it. A tile dragged meanwhile cannot be carried out: it
drops what was kept (the player's last intent is unknown), and so does a computer seat's
turn coming first.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from core.nines.moves import Lead
from gui.nines.human import DRAG_START
from gui.nines.items import TileItem

if TYPE_CHECKING:
    from gui.nines.table import NinesTable

KEYS = {Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter,
        Qt.Key.Key_Space, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Escape,
        Qt.Key.Key_Backspace}  # the keys of gui.nines.human
MAX_KEPT = 8


def allowed(move: Any, legal: list) -> bool:
    """Whether `move` is among the `legal` moves (a lead in any order of its tiles)."""
    if isinstance(move, Lead):
        tiles = Counter(move.tiles)
        return any(isinstance(m, Lead) and Counter(m.tiles) == tiles for m in legal)
    return move in legal


class EarlyInput:
    def __init__(self, table: NinesTable):
        self.t = table
        self.tiles = table.tiles
        self.seat = -1  # whose actions are kept
        self.actions: list[tuple[str, Any]] = []
        self._press: tuple[tuple[str, Any], QPointF, int] | None = None
        self._dragged = False

    def waiting_seat(self) -> int:
        """The seat whose input is kept now: the human viewer while the table animates
        (or the controller has not yet said whose turn comes); -1 when nothing is kept."""
        t, ctl = self.t, self.t.controller
        if t.human.mode or ctl.game_number() <= 0:
            return -1
        viewer = ctl.viewer()
        if viewer < 0 or not ctl.seats[viewer].human:
            return -1
        if t.director.idle() and ctl.phase not in ("animating", "idle"):
            return -1
        return viewer

    def allows(self, move: Any) -> bool:
        """Whether the controller lists `move` as legal now."""
        return allowed(move, self.t.controller.legal_moves())

    def clear(self) -> None:
        self.actions = []
        self._press = None

    def _keep(self, seat: int, action: tuple[str, Any]) -> None:
        if seat != self.seat:
            self.actions = []
            self.seat = seat
        self.actions = [*self.actions, action][-MAX_KEPT:]

    # --- input while the table animates ----------------------------------------------------

    def key(self, event: QKeyEvent) -> bool:
        """Keep one of the table's keys; False when it is not kept."""
        seat = self.waiting_seat()
        if seat < 0 or Qt.Key(event.key()) not in KEYS:
            return False
        self._keep(seat, ("key", (event.key(), event.modifiers(), event.text())))
        return True

    def pressed(self, item: TileItem, pos: QPointF) -> bool:
        """A press on the waiting human's hand or on the wall; True when it is followed."""
        seat = self.waiting_seat()
        if seat < 0:
            return False
        column = self.tiles.column_of(item)
        if self.tiles.in_hand(item, seat) and item.face:
            action: tuple[str, Any] = ("tile", item.face)
        elif column is not None:
            action = ("end", self.tiles.board.end_of(column))
        else:
            return False
        self._press, self._dragged = (action, pos, seat), False
        return True

    def dragged(self, pos: QPointF) -> None:
        if self._press is not None and (pos - self._press[1]).manhattanLength() >= DRAG_START:
            self._dragged = True

    def released(self) -> None:
        if self._press is None:
            return
        action, _pos, seat = self._press
        self._press = None
        if self._dragged:
            self.clear()
        else:
            self._keep(seat, action)

    # --- the turn has come -----------------------------------------------------------------

    def replay(self, seat: int) -> None:
        """Carry out what `seat` did early, now that its input is enabled."""
        actions = self.actions if self.seat == seat else []
        self.clear()
        human = self.t.human
        human.silent = True
        try:
            for kind, value in actions:
                if not human.mode or human.seat != seat or human.dropped:
                    break  # a move went in, or one was dropped
                if kind == "key":
                    key, modifiers, text = value
                    human.key(QKeyEvent(QEvent.Type.KeyPress, key, modifiers, text))
                elif kind == "end" and human.mode == "take":
                    human.take(value)
                elif kind == "tile" and human.mode != "take":
                    item = next((i for i in human.hand() if i.face == value), None)
                    if item is None:
                        break
                    human.click(item)
                else:
                    break
        finally:
            human.silent = human.dropped = False
