"""The mouse over a tile table's tiles (the Nines table's, and Tien Gow's built on it):
each tile's signals (gui.table.piece) go to the hover card and to the human's input (or,
while the table still animates, to the early input that keeps them for the human's
turn)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from gui.nines.card import HoverCard
from gui.nines.early_base import EarlyInputBase
from gui.nines.input_base import InputBase
from gui.nines.items import TileItem


class TilePointer:
    def __init__(self, card: HoverCard, human: InputBase, early: EarlyInputBase):
        self.card = card
        self.human = human
        self.early = early

    def connect(self, item: TileItem) -> None:
        item.hovering.connect(self.hovering)
        item.pressed.connect(self.pressed)
        item.dragged.connect(self.dragged)
        item.dropped.connect(self.dropped)
        item.moved.connect(self.card.tile_moved)

    def hovering(self, item: TileItem, pos: QPointF | None, entered: bool) -> None:
        if pos is not None and not entered and self.card.tile is item:
            self.card.point = pos
            return
        self.card.point = pos
        self.card.show_tile(item if pos is not None and not self.human.busy() else None)
        self.human.hovered(item, pos is not None)

    def pressed(self, item: TileItem) -> None:
        self.card.show_tile(None)
        pos = item.press_pos()
        if pos is None or not (self.human.pressed(item, pos) or self.early.pressed(item, pos)):
            item.refuse_press()

    def dragged(self, item: TileItem, pos: QPointF) -> None:
        self.human.dragged(item, pos)
        self.early.dragged(pos)

    def dropped(self, item: TileItem, pos: QPointF, moved: bool) -> None:
        self.human.released(item, pos)
        self.early.released()

    def hide_card(self) -> None:
        """The keys, or the pointer leaving the table: no card."""
        self.card.point = None
        self.card.show_tile(None)
