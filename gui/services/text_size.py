"""The text's size (Settings ▸ Text size, 100-200 %): the application's font grows with
it, and the few texts sized on purpose (a title, the join code) take `pt(size)`; each
widget that sizes a font itself follows `changed`. The tables scale with the window,
and their texts grow by `table_factor` (`gui.table.plates.font`; a panel of fixed
layout grows as a whole): each table lays out again on `changed`."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from gui.services.settings import every_change, settings


class TextSize(QObject):
    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._base: QFont | None = None
        self._applied = 0
        self._factor = 1.0  # until applied

    @property
    def factor(self) -> float:
        """The size in use over 100 % (Settings' size when it was last applied)."""
        return self._factor

    @property
    def table_factor(self) -> float:
        """How much the tables' texts grow: half as much as the room's (150 % at 200 %).
        A table is already scaled to its window, and its plates keep their places round
        the cards: a panel grown by the whole factor would cover the play at 800x600."""
        return 1 + (self._factor - 1) / 2

    def attach(self, app: QApplication) -> None:
        """Apply the size now, and again when the setting changes."""
        if self._base is None:
            self._base = QFont(app.font())
            every_change().connect(self._setting)
        self.apply()

    def _setting(self, key: str) -> None:
        if key == "text_size":
            self.apply()

    def apply(self) -> None:
        app = QApplication.instance()
        if not isinstance(app, QApplication) or self._base is None:
            return
        size = settings().text_size
        if size == self._applied:
            return
        self._applied = size
        self._factor = size / 100
        font = QFont(self._base)
        base = self._base.pointSizeF()
        if base > 0:
            font.setPointSizeF(base * size / 100)
        else:
            font.setPixelSize(round(self._base.pixelSize() * size / 100))
        app.setFont(font)
        self.changed.emit()

    def pt(self, points: float) -> float:
        """`points` at the text size in use."""
        return points * self.factor


_size: list[TextSize] = []


def text_size() -> TextSize:
    if not _size:
        _size.append(TextSize())
    return _size[0]
