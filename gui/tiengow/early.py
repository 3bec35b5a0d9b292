"""What the human does while the Tien Gow table still animates before their turn, on the
shared buffer (gui.table.early), as the Nines table does (gui.nines.early_base): the
keys, the clicks on their hand and the double clicks are kept in order and carried out
once the turn has come, as if made just then. A move they lead to (Enter, D, a number
key, a double click) goes in only if the controller lists it as legal; one that is not is
dropped silently, with what came after it (the tiles chosen stay chosen). A tile dragged
meanwhile drops what was kept (the player's last intent is unknown), and so does a
computer seat's turn coming first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt

from gui.nines.early_base import EarlyInputBase
from gui.nines.items import TileItem

if TYPE_CHECKING:
    from gui.tiengow.human import TienGowInput
    from gui.tiengow.pieces import TilePieces


class EarlyInput(EarlyInputBase):
    """A tile is kept by its id on the board (a hand may hold two tiles of one face),
    which stays while other seats' plays are shown."""

    KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter,
                      Qt.Key.Key_Space, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Escape,
                      Qt.Key.Key_Backspace, Qt.Key.Key_D})  # the keys of gui.tiengow.human...
    LETTERS = "12345"  # ...and its combination buttons' numbers
    MAX_KEPT = 16  # four tiles chosen by keys and played take up to ten actions

    tiles: TilePieces
    human: TienGowInput

    def _tile(self, item: TileItem) -> int | None:
        """The tile of the waiting human's hand that `item` shows (None: not one)."""
        seat = self.waiting_seat()
        if seat < 0 or not item.face or not self.tiles.in_hand(item, seat):
            return None
        return self.tiles.tile(item)

    def pressed(self, item: TileItem, pos: QPointF) -> bool:
        """A press on the waiting human's hand; True when it is followed."""
        tile = self._tile(item)
        return tile is not None and self.buffer.pressed(("tile", tile), pos)

    def double_clicked(self, item: TileItem) -> bool:
        """A double click on the waiting human's hand (its combination played when the
        turn comes); False when it is not kept."""
        tile = self._tile(item)
        return tile is not None and self.buffer.keep(("double", tile))

    def _perform_press(self, kind: str, value: Any) -> bool:
        human = self.human
        item = next((i for i in human.hand() if self.tiles.tile(i) == value), None)
        if item is None:
            return False
        if kind == "tile":
            human.click(item)
        elif kind == "double":
            human.double_clicked(item)
        else:
            return False
        return True
