"""Items drawn once per change instead of on every frame of the table: the seat panels
and the domino rows redraw alike while only a card moves past them. Qt keeps such an
item's look in a pixmap of the view's own pixels (`DeviceCoordinateCache`: as sharp as
painting it, on high-DPI screens too) and draws it anew when the item calls `update()`,
the view's scale changes, or it moves (a cached look kept across a move would keep the
old position's sub-pixel phase). Qt's cache paints a rotated item anew on every frame:
the pieces (cards fanned in a hand, tiles lying sideways) keep theirs in a `DeviceLook`,
drawn anew when their state or transform changes."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from gui.table.view import device_ratio

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


class DeviceLook:
    """One item's look kept in device pixels for the very transform it is shown with,
    rotated too (Qt's own cache paints a rotated item anew on every frame). It is drawn
    anew only when the item's `state` or that transform changes, a move by whole device
    pixels aside, so a card lying still in a fanned hand is one copy of pixels per frame."""

    def __init__(self) -> None:
        self._key: tuple[Hashable, ...] | None = None
        self._pixmap = QPixmap()
        self._corner = (0, 0)  # the pixmap's top left, device pixels from the whole-pixel origin

    def paint(self, painter: QPainter, bounds: QRectF, state: Hashable,
              draw: Callable[[QPainter], None]) -> None:
        """Show what `draw` paints within `bounds` (item coordinates) for `state`."""
        dpr = device_ratio(painter)
        t = painter.worldTransform() * QTransform.fromScale(dpr, dpr)  # item to device
        whole_x, whole_y = math.floor(t.dx()), math.floor(t.dy())
        at = QTransform(t.m11(), t.m12(), t.m21(), t.m22(), t.dx() - whole_x, t.dy() - whole_y)
        key = (state, at, dpr, int(painter.renderHints().value))
        if key != self._key:
            self._render(at, dpr, bounds, painter.renderHints(), draw)
            self._key = key
        painter.save()
        painter.resetTransform()
        x, y = self._corner
        painter.drawPixmap(QPointF((whole_x + x) / dpr, (whole_y + y) / dpr), self._pixmap)
        painter.restore()

    def _render(self, at: QTransform, dpr: float, bounds: QRectF, hints: QPainter.RenderHint,
                draw: Callable[[QPainter], None]) -> None:
        area = at.mapRect(bounds)
        x, y = math.floor(area.left()), math.floor(area.top())
        width, height = math.ceil(area.right()) - x, math.ceil(area.bottom()) - y
        self._corner = (x, y)
        self._pixmap = QPixmap(max(1, width), max(1, height))
        self._pixmap.setDevicePixelRatio(dpr)  # `draw` sees the device it is shown on
        self._pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(self._pixmap)  # it scales logical pixels by dpr itself
        painter.setRenderHints(hints)
        painter.setTransform(at * QTransform.fromTranslate(-x, -y)
                             * QTransform.fromScale(1 / dpr, 1 / dpr))
        draw(painter)
        painter.end()
