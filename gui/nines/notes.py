"""The notes over the stacks of a follow: where the human's unconfirmed tile for each
stack would go, on top or under, as the core's rule says."""

from __future__ import annotations

from PySide6.QtCore import QObject

from gui.nines.items import GOLD, UNDER, TileItem
from gui.nines.pieces import TilePieces
from gui.nines.scenery import NinesScenery


class StackNotes(QObject):
    def __init__(self, scenery: NinesScenery, tiles: TilePieces, parent: QObject | None = None):
        super().__init__(parent)
        self.sc = scenery
        self.tiles = tiles

    def show(self, following: bool, moving: TileItem | None, target: int | None,
             picked: TileItem | None, cursor: int) -> None:
        """Over each stack (while `following`), the tile `moving` over its `target`, or
        `picked` by the keyboard for the stack at its `cursor`, else the one waiting on it
        (not the one being dragged away)."""
        count = len(self.tiles.board.stacks)
        pending = self.tiles.pending
        for i, note in enumerate(self.sc.notes):
            item = None
            if following and i < count:
                if moving is not None and target == i:
                    item = moving
                elif picked is not None and cursor == i:
                    item = picked
                elif i < len(pending) and pending[i] is not moving:
                    item = pending[i]
            if item is None:
                note.hide()
                continue
            on_top = self.tiles.goes_on_top(item, i)
            note.set_max_width(self.sc.beside_stacks())
            note.set_text(self.tr("▲ on top") if on_top else self.tr("▼ under"),
                          GOLD if on_top else UNDER)
            note.setPos(self.sc.geo.preview_pos(i, count))
            note.show()

    def hide(self) -> None:
        for note in self.sc.notes:
            note.hide()

    def text(self, stack: int) -> str:
        """The note shown over `stack` ('' when none)."""
        note = self.sc.notes[stack]
        return note.text if note.isVisible() else ""
