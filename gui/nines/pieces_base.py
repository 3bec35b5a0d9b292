"""What the tile items of both tile tables (Nines, and Tien Gow built on it) share: one
item per tile id of the table's board, made by the table (`make`), added to the scene
and taken out of it as the board's tiles come and go. Each table's pieces say what an
item shows (`sync`) and where it goes (`place`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtWidgets import QGraphicsScene

from gui.nines.items import TileItem

Item = TypeVar("Item", bound=TileItem)


class TileBoard(Protocol):
    """What the pieces read of any tile table's board."""

    hands: list[list[int]]
    last: Any  # the last round or trick decided (None: none yet)

    def tiles(self) -> list[int]: ...


class PiecesBase(Generic[Item]):
    def __init__(self, scene: QGraphicsScene, board: TileBoard,
                 make: Callable[[str | None], Item]):
        self.scene = scene
        self.board = board
        self._make = make
        self._items: dict[int, Item] = {}
        self._ids: dict[TileItem, int] = {}

    def reset(self, board: TileBoard) -> None:
        """Throw every item away and show `board` afresh."""
        for item in self._items.values():
            item.stop()
            self.scene.removeItem(item)
        self._items, self._ids = {}, {}
        self.board = board
        self.sync()

    def sync(self) -> None:
        """Items for the board's tiles (new ones for new tiles, none for tiles gone),
        showing what the board shows."""
        tiles = set(self.board.tiles())
        for tile in [t for t in self._items if t not in tiles]:
            gone = self._items.pop(tile)
            del self._ids[gone]
            gone.stop()
            self.scene.removeItem(gone)
        for tile in tiles:
            self._show(tile, self._items.get(tile))

    def _show(self, tile: int, item: Item | None) -> None:
        """`tile`'s item (None: it has none yet) as the board shows the tile."""
        raise NotImplementedError

    def _add(self, tile: int, face: str | None) -> Item:
        """A new item for `tile`, in the scene."""
        item = self._items[tile] = self._make(face)
        self._ids[item] = tile
        self.scene.addItem(item)
        return item

    # --- items and tiles -----------------------------------------------------------------

    def item(self, tile: int) -> Item:
        return self._items[tile]

    def tile(self, item: TileItem) -> int | None:
        return self._ids.get(item)

    def _of(self, tiles: Iterable[int]) -> list[Item]:
        return [self._items[t] for t in tiles]

    @property
    def hands(self) -> list[list[Item]]:
        return [self._of(hand) for hand in self.board.hands]

    def all(self) -> list[Item]:
        return self._of(self.board.tiles())

    def in_hand(self, item: TileItem, seat: int) -> bool:
        tile = self.tile(item)
        return 0 <= seat < len(self.board.hands) and tile in self.board.hands[seat]
