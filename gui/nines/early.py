"""What the human does while the Nines table still animates before their turn, on the shared
buffer (gui.table.early, through gui.nines.early_base): the keys and the clicks on their
hand or the wall are kept in order and carried out once the turn has come, as if made
just then. A move they lead to goes in only if the controller lists it as legal; one that
does not apply any more is dropped silently, with what came after it. A tile dragged
meanwhile drops what was kept (the player's last intent is unknown), and so does a
computer seat's turn coming first.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt

from core.nines.moves import Lead
from gui.nines.early_base import EarlyInputBase
from gui.nines.items import TileItem
from gui.nines.pieces import TilePieces
from gui.table.early import Action

if TYPE_CHECKING:
    from gui.nines.human import NinesInput


def allowed(move: Any, legal: list[Any]) -> bool:
    """Whether `move` is among the `legal` moves (a lead in any order of its tiles)."""
    if isinstance(move, Lead):
        tiles = Counter(move.tiles)
        return any(isinstance(m, Lead) and Counter(m.tiles) == tiles for m in legal)
    return move in legal


class EarlyInput(EarlyInputBase):
    KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter,
                      Qt.Key.Key_Space, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Escape,
                      Qt.Key.Key_Backspace})  # the keys of gui.nines.human

    tiles: TilePieces
    human: NinesInput

    def allows(self, move: Any) -> bool:
        """Whether the controller lists `move` as legal now."""
        return allowed(move, self.controller.legal_moves())

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

    def _perform_press(self, kind: str, value: Any) -> bool:
        human = self.human
        if kind == "end" and human.mode == "take":
            human.take(value)
        elif kind == "tile" and human.mode != "take":
            item = next((i for i in human.hand() if i.face == value), None)
            if item is None:
                return False
            human.click(item)
        else:
            return False
        return True
