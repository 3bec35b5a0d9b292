"""The tile items of the Nines table, matched one to one to the tiles of its board
(gui.nines.pieces_base).

`sync` makes the items agree with the board (new ones for new tiles, none for tiles
gone, the faces it shows); `place` glides every item to its board place's slot. The
lists read here (`wall`, `hands`, `stacks`, ...) are views of the board, never kept.
"""

from __future__ import annotations

from core.nines.tiles import goes_on_top
from gui.nines.board import Board
from gui.nines.items import TileItem
from gui.nines.layout import BOTTOM, Geometry, Slot, place_of
from gui.nines.pieces_base import PiecesBase


class TilePieces(PiecesBase[TileItem]):
    board: Board

    def _show(self, tile: int, item: TileItem | None) -> None:
        face = self.board.faces[tile]
        if item is None:
            self._add(tile, face)
        elif face is not None or item.face_up:
            item.set_face(face if face is not None else item.face, face is not None)

    # --- items and tiles -----------------------------------------------------------------

    @property
    def wall(self) -> dict[int, list[TileItem]]:
        return {c: self._of(tiles) for c, tiles in self.board.wall.items()}

    @property
    def stacks(self) -> list[list[TileItem]]:
        return [self._of(stack) for stack in self.board.stacks]

    @property
    def pending(self) -> list[TileItem | None]:
        return [None if t is None else self._items[t] for t in self.board.pending]

    @property
    def raised(self) -> list[TileItem]:
        return self._of(self.board.raised)

    @property
    def trophies(self) -> list[list[list[TileItem]]]:
        return [[self._of(stack) for stack in seat] for seat in self.board.trophies]

    def column_of(self, item: TileItem) -> int | None:
        tile = self.tile(item)
        return None if tile is None else self.board.column_of(tile)

    def is_pending(self, item: TileItem) -> bool:
        return self.tile(item) in self.board.pending

    def goes_on_top(self, item: TileItem, stack: int) -> bool:
        """The core's rule: would `item` laid on `stack` go on top of it?"""
        top = self.board.faces[self.board.stacks[stack][-1]]
        return item.face is not None and top is not None and goes_on_top(item.face, top)

    # --- placing ---------------------------------------------------------------------------

    def place(self, geo: Geometry, bottom: int, ms: int, skip: tuple[TileItem, ...] = (),
              lifted: TileItem | None = None) -> None:
        """Every item to its slot, gliding `ms` (those in `skip` stay where they are);
        the bottom hand's raised tiles (and `lifted`) sit higher."""
        board = self.board

        def move(tile: int, slot: Slot, z: float, under: bool = False) -> None:
            item = self._items[tile]
            item.set_under(under)
            if item not in skip:
                item.move_to(slot, z, ms)

        for column, tiles in board.wall.items():
            for level, tile in enumerate(tiles):
                move(tile, geo.wall_slot(column, level), 100 + level)
        for seat, hand in enumerate(board.hands):
            place = place_of(seat, bottom)
            for i, tile in enumerate(hand):
                up = place == BOTTOM and (tile in board.raised
                                          or self._items[tile] is lifted)
                slot = board.held.get(tile, i)  # a follow being laid: where it was
                move(tile, geo.hand_slot(place, slot, len(hand), up), 200 + i)
        count = len(board.stacks)
        for i, stack in enumerate(board.stacks):
            for depth, tile in enumerate(reversed(stack)):
                move(tile, geo.stack_slot(i, count, depth), 320 - depth)
        for i, laid in enumerate(board.pending):
            if laid is not None:
                on_top = self.goes_on_top(self._items[laid], i)
                move(laid, geo.pending_slot(i, count, on_top, len(board.stacks[i])),
                     400 if on_top else 310, under=not on_top)
        for seat, trophies in enumerate(board.trophies):
            place = place_of(seat, bottom)
            for k, stack in enumerate(trophies):
                for level, tile in enumerate(reversed(stack)):
                    move(tile, geo.trophy_slot(place, k, level), 60 + k * 5 - level)
