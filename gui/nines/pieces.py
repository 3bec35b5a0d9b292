"""The tile items of the Nines table, matched one to one to the tiles of its board.

`sync` makes the items agree with the board (new ones for new tiles, none for tiles
gone, the faces it shows); `place` glides every item to its board place's slot. The
lists read here (`wall`, `hands`, `stacks`, ...) are views of the board, never kept.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtWidgets import QGraphicsScene

from core.nines.tiles import goes_on_top
from gui.nines.board import Board
from gui.nines.items import TileItem
from gui.nines.layout import BOTTOM, Geometry, Slot, place_of


class TilePieces:
    def __init__(self, scene: QGraphicsScene, board: Board,
                 make: Callable[[str | None], TileItem]):
        self.scene = scene
        self.board = board
        self._make = make
        self._items: dict[int, TileItem] = {}
        self._ids: dict[TileItem, int] = {}

    def reset(self, board: Board) -> None:
        """Throw every item away and show `board` afresh."""
        for item in self._items.values():
            item.stop()
            self.scene.removeItem(item)
        self._items, self._ids = {}, {}
        self.board = board
        self.sync()

    def sync(self) -> None:
        """Items for the board's tiles, showing the faces it shows."""
        board = self.board
        tiles = set(board.tiles())
        for tile in [t for t in self._items if t not in tiles]:
            gone = self._items.pop(tile)
            del self._ids[gone]
            gone.stop()
            self.scene.removeItem(gone)
        for tile in tiles:
            face = board.faces[tile]
            item = self._items.get(tile)
            if item is None:
                new = self._items[tile] = self._make(face)
                self._ids[new] = tile
                self.scene.addItem(new)
            elif face is not None or item.face_up:
                item.set_face(face if face is not None else item.face, face is not None)

    # --- items and tiles -----------------------------------------------------------------

    def item(self, tile: int) -> TileItem:
        return self._items[tile]

    def tile(self, item: TileItem) -> int | None:
        return self._ids.get(item)

    def _of(self, tiles: Iterable[int]) -> list[TileItem]:
        return [self._items[t] for t in tiles]

    @property
    def wall(self) -> dict[int, list[TileItem]]:
        return {c: self._of(tiles) for c, tiles in self.board.wall.items()}

    @property
    def hands(self) -> list[list[TileItem]]:
        return [self._of(hand) for hand in self.board.hands]

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

    def all(self) -> list[TileItem]:
        return self._of(self.board.tiles())

    def column_of(self, item: TileItem) -> int | None:
        tile = self.tile(item)
        return None if tile is None else self.board.column_of(tile)

    def in_hand(self, item: TileItem, seat: int) -> bool:
        tile = self.tile(item)
        return 0 <= seat < len(self.board.hands) and tile in self.board.hands[seat]

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

        def move(tile: int, slot: Slot, z: float) -> None:
            item = self._items[tile]
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
                     400 if on_top else 310)
        for seat, trophies in enumerate(board.trophies):
            place = place_of(seat, bottom)
            for k, stack in enumerate(trophies):
                for level, tile in enumerate(reversed(stack)):
                    move(tile, geo.trophy_slot(place, k, level), 60 + k * 5 - level)
