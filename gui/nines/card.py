"""The Nines table's hover card: the name, suit and rank of the tile under the pointer
(or of a tile in the rank panel). One card, no native tooltip; it goes as soon as its tile
moves, leaves the table or the pointer leaves it, and it never covers the caption, the
on-top/under notes, the buttons, the name plates, the stacks in play, the tiles laid on
them or the hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor

from gui.nines import texts
from gui.nines.items import GOLD, TileItem
from gui.table.plates import Label, PlateLook

TOP_BAND = 150.0  # under the top seat's hand, over the stacks and their notes


def card_spot(size: QSizeF, box: QRectF, scene: QRectF, keep_clear: list[QRectF],
              caption_top: float, left: bool) -> QPointF:
    """Where a card of `size` goes beside `box`: to its left (`left`), or above it, below
    it, beside it, above the caption or under the top seat's hand, whichever first lies
    in `scene` clear of `box` and `keep_clear`; when none is, the one that covers least."""
    w, h, gap = size.width(), size.height(), 12.0
    x = min(max(box.center().x(), scene.left() + w / 2 + 8), scene.right() - w / 2 - 8)
    y = box.center().y()
    if left:
        spots = [QPointF(box.left() - w / 2 - gap, y)]
    else:
        spots = [QPointF(x, box.top() - h / 2 - gap), QPointF(x, box.bottom() + h / 2 + gap),
                 QPointF(box.left() - w / 2 - gap, y), QPointF(box.right() + w / 2 + gap, y),
                 QPointF(x, caption_top - h / 2 - gap),
                 QPointF(scene.center().x(), TOP_BAND + h / 2)]
    inner = scene.adjusted(4, 4, -4, -4)

    def covered(spot: QPointF) -> float:
        rect = QRectF(spot.x() - w / 2, spot.y() - h / 2, w, h)
        if not inner.contains(rect):
            return float("inf")
        return sum(_area(rect.intersected(r)) for r in [box, *keep_clear])

    return min(spots, key=lambda spot: (covered(spot) > 0, covered(spot)))


def _area(rect: QRectF) -> float:
    return max(0.0, rect.width()) * max(0.0, rect.height())


class Ground(Protocol):
    """What the card needs of the table it lies on (`gui.nines.scenery.NinesScenery`)."""

    def keep_clear(self) -> list[QRectF]:
        """The scene rects the card must not cover now."""

    def caption_top(self) -> float:
        """The top of the caption (or of its place while it says nothing)."""

    def card_area(self, left: bool) -> QRectF:
        """The scene rect the card may lie in: the free table, or (`left`: beside the
        rank panel) the whole scene."""


class HoverCard(Label):
    """Shown on `ground`, clear of its items; none while `busy` (a tile pressed)."""

    def __init__(self, ground: Ground, busy: Callable[[], bool],
                 describe: Callable[[str], str] = texts.description):
        super().__init__(21, False, PlateLook(QColor(14, 20, 17, 248), radius=12),
                         max_width=460)
        self.ground = ground
        self.busy = busy
        self.describe = describe  # a tile's text (another game's ranks: its own)
        self.tile: TileItem | None = None  # the tile whose card is up
        self.point: QPointF | None = None  # the pointer, while it is over a tile
        self.setZValue(1000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def show_tile(self, item: TileItem | None) -> None:
        """The card of `item` (none for a face-down tile, or None)."""
        if item is None or not item.face_up or item.face is None:
            self.show_text("", QRectF())
            return
        self.show_text(self.describe(item.face), item.mapRectToScene(item.tile_rect()))
        self.tile = item

    def show_text(self, text: str, box: QRectF, left: bool = False) -> None:
        """`text` beside `box` (a scene rect): above or below it, or to its `left`
        ('' hides the card)."""
        self.tile = None
        if not text:
            self.hide()
            return
        self.set_text(text, None, GOLD)
        ground = self.ground
        self.setPos(card_spot(self.boundingRect().size(), box, ground.card_area(left),
                              ground.keep_clear(), ground.caption_top(), left))
        self.show()

    def tile_moved(self, item: TileItem) -> None:
        """`item` moved, left the table, hid or changed its place in the pile: its card
        goes, and when it now lies over the pointer the card names the topmost tile there
        (none while that one glides: its card comes when it settles)."""
        if self.tile is item:
            self.show_tile(None)
            return
        point = self.point
        if point is None or self.busy() or item.scene() is None \
                or not item.isVisible() or not item.mapToScene(item.shape()).contains(point):
            return
        top = self.top_tile(point)
        if top is not self.tile:
            self.show_tile(None if top is None or top.moving() else top)

    def top_tile(self, point: QPointF) -> TileItem | None:
        """The tile drawn topmost at scene `point`."""
        scene = self.scene()
        for item in scene.items(point) if scene is not None else ():
            if isinstance(item, TileItem) and item.isVisible():
                return item
        return None

    def shown_text(self) -> str:
        return self.text if self.isVisible() else ""
