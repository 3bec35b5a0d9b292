"""Items drawn once per change instead of on every frame of the table: the seat panels
and the domino rows redraw alike while only a card moves past them. Qt keeps such an
item's look in a pixmap of the view's own pixels (`DeviceCoordinateCache`: as sharp as
painting it, on high-DPI screens too) and draws it anew when the item calls `update()`,
the view's scale changes, or it moves (a cached look kept across a move would keep the
old position's sub-pixel phase)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

_MOVED = QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged


class DeviceCached(QGraphicsObject):
    """A QGraphicsObject whose look Qt caches in device pixels (see the module)."""

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if change == _MOVED:
            self.update()
        return super().itemChange(change, value)
