"""The mouse over the Tien Gow table's tiles: the Nines table's pointer (gui.nines.pointer),
and a double click on a tile, which plays its combination (kept for the human's turn
while the table still animates)."""

from __future__ import annotations

from gui.nines.items import TileItem
from gui.nines.pointer import TilePointer
from gui.tiengow.early import EarlyInput
from gui.tiengow.human import TienGowInput


class TienGowPointer(TilePointer):
    human: TienGowInput
    early: EarlyInput

    def connect(self, item: TileItem) -> None:
        super().connect(item)
        item.double_clicked.connect(self.double_clicked)

    def double_clicked(self, item: TileItem) -> None:
        if not self.early.double_clicked(item):  # kept only while the table animates
            self.human.double_clicked(item)
