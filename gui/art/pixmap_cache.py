"""A bounded cache of rendered pixmaps: the least recently used goes when it is full."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtGui import QPixmap


class PixmapCache:
    def __init__(self, limit: int):
        self.limit = limit
        self._pixmaps: OrderedDict[Hashable, QPixmap] = OrderedDict()

    def get(self, key: Hashable, render: Callable[[], QPixmap]) -> QPixmap:
        """The pixmap cached under `key`, rendered by `render` when it is not."""
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
            return pixmap
        pixmap = self._pixmaps[key] = render()
        if len(self._pixmaps) > self.limit:
            self._pixmaps.popitem(last=False)
        return pixmap

    def clear(self) -> None:
        self._pixmaps.clear()
