"""The tile items of the Tien Gow table, matched one to one to the tiles of its board
(gui.tiengow.board) as the Nines table's are (gui.nines.pieces_base): `sync` makes the
items agree with the board, `place` glides each to its place (gui.tiengow.layout). The
item is the Nines tile (gui.nines.items.TileItem), which here reports a double click as
one (a combination chosen at once)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from gui.nines.items import TileItem
from gui.nines.pieces_base import PiecesBase
from gui.table.piece import Piece
from gui.tiengow.board import Board
from gui.tiengow.layout import BOTTOM, TrickGeometry, place_of


class TienGowTile(TileItem):
    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        Piece.mouseDoubleClickEvent(self, event)  # `double_clicked`, not a third click


class TilePieces(PiecesBase[TienGowTile]):
    board: Board

    def _show(self, tile: int, item: TienGowTile | None) -> None:
        face, dimmed = self.board.look(tile)
        if item is None:
            item = self._add(tile, face)
        item.set_face(face, face is not None)
        if item.dimmed != dimmed:
            item.dimmed = dimmed
            item.update()

    # --- items and tiles ------------------------------------------------------------------

    def _of(self, tiles: Iterable[int]) -> list[TienGowTile]:
        """The items of `tiles` (a tile the board just made has none until `sync`)."""
        return [self._items[t] for t in tiles if t in self._items]

    @property
    def trick(self) -> list[tuple[int, list[TienGowTile], bool]]:
        """(seat, items, face up) per play of the trick in progress."""
        return [(p.seat, self._of(p.tiles), p.face_up) for p in self.board.trick]

    @property
    def won(self) -> list[list[list[TienGowTile]]]:
        return [[self._of(pile) for pile in seat] for seat in self.board.won]

    @property
    def selected(self) -> list[TienGowTile]:
        return self._of(self.board.selected)

    # --- placing ---------------------------------------------------------------------------

    def place(self, geo: TrickGeometry, bottom: int, ms: int,
              skip: tuple[TileItem, ...] = (), lifted: TileItem | None = None) -> None:
        """Every item to its slot, gliding `ms`; the bottom hand's chosen tiles (and
        `lifted`, the keyboard's) sit higher."""
        board = self.board

        def move(tile: int, slot: object, z: float) -> None:
            item = self._items.get(tile)
            if item is not None and item not in skip:
                item.move_to(slot, z, ms)  # type: ignore[arg-type]

        for seat, hand in enumerate(board.hands):
            place = place_of(seat, bottom)
            for i, tile in enumerate(hand):
                up = place == BOTTOM and tile in board.selected
                move(tile, geo.hand_slot(place, i, len(hand), up), 200 + i)
        for k, play in enumerate(board.trick):
            place = place_of(play.seat, bottom)
            for i, tile in enumerate(play.tiles):
                move(tile, geo.play_slot(place, i, len(play.tiles)), 300 + k * 10 + i)
        for seat, piles in enumerate(board.won):
            place = place_of(seat, bottom)
            for k, pile in enumerate(piles):
                for level, tile in enumerate(pile):
                    move(tile, geo.pile_slot(place, k, level), 60 + k * 20 + level)
