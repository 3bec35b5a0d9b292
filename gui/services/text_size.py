"""The text's size (Settings ▸ Text size, 100-200 %): the application's font grows with
it, and the few texts sized on purpose (a title, the join code) take `pt(size)`; each
widget that sizes a font itself follows `changed`. The tables scale with the window,
and their texts grow by `table_factor` (`gui.table.plates.font`; a panel of fixed
layout grows as a whole), also when a table is drawn small (`table_resized`): each
table lays out again on `tables_changed`."""

from __future__ import annotations

import math
import weakref

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from gui.services.settings import every_change, settings

READABLE_SCALE = 0.65
"""A table drawn smaller than this (`gui.table.view.TableView.drawn_scale`) grows its
texts to make up for it: at the first start's window (1100x760) a table is drawn at about
0.68, at 800x600 at about 0.45, where a 16-pixel text of the scene would be 7 pixels."""
MOST_GROWN = 1.5
"""The most a table's texts grow: what 200 % text gives them, laid out to fit 800x600
(tests/gui/test_table_text_size.py)."""
GROWTH_STEP = 0.05
"""A drawn-small table's growth goes by steps of this (not a new layout every pixel)."""


def small_table_growth(scale: float) -> float:
    """How much a table drawn at `scale` grows its texts to stay readable (1: not)."""
    if scale <= 0 or scale >= READABLE_SCALE:
        return 1.0
    return min(MOST_GROWN, math.ceil(READABLE_SCALE / scale / GROWTH_STEP) * GROWTH_STEP)


class TextSize(QObject):
    changed = Signal()
    settled = Signal()  # after `changed`, once the events it caused have been handled
    tables_changed = Signal()  # `table_factor` changed: the text size, or a table's size

    def __init__(self) -> None:
        super().__init__()
        self._base: QFont | None = None
        self._applied = 0
        self._factor = 1.0  # until applied
        self._growth = 1.0  # of the smallest table shown (`table_resized`)
        self._scales: weakref.WeakKeyDictionary[QWidget, float] = weakref.WeakKeyDictionary()
        # the fonts reach the widgets at once, their size hints and style sheets' fonts
        # through posted events: a size fitted at `changed` kept the old size's
        self._settle = QTimer(self, singleShot=True, interval=0)
        self._settle.timeout.connect(self.settled)

    @property
    def factor(self) -> float:
        """The size in use over 100 % (Settings' size when it was last applied)."""
        return self._factor

    @property
    def table_factor(self) -> float:
        """How much the tables' texts grow: half as much as the room's (150 % at 200 %).
        A table is already scaled to its window, and its plates keep their places round
        the cards: a panel grown by the whole factor would cover the play at 800x600.
        A table drawn small grows them as well (`table_resized`), as far as MOST_GROWN."""
        return max(1 + (self._factor - 1) / 2, self._growth)

    def table_resized(self, view: QWidget, scale: float) -> None:
        """`view`, a table, is now drawn at `scale`: the tables' texts grow to stay
        readable on the smallest table shown (the room's and a lesson's can be open at
        once; one font serves every table), and `tables_changed` says when they do."""
        self._scales[view] = scale
        self._grow(view)

    def table_hidden(self, view: QWidget) -> None:
        """`view`, a table, is hidden or gone: the tables still shown decide."""
        self._scales.pop(view, None)
        self._grow(None)

    def forget_tables(self) -> None:
        """No table is known any more (a test's fresh start)."""
        self._scales.clear()
        self._grow(None)

    def _grow(self, view: QWidget | None) -> None:
        shown = [s for v, s in list(self._scales.items())
                 if v is view or (shiboken6.isValid(v) and v.isVisible())]
        growth = small_table_growth(min(shown)) if shown else 1.0
        if growth != self._growth:
            self._growth = growth
            self.tables_changed.emit()

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
        self.tables_changed.emit()
        self._settle.start()

    def pt(self, points: float) -> float:
        """`points` at the text size in use."""
        return points * self.factor


_size: list[TextSize] = []


def text_size() -> TextSize:
    if not _size:
        _size.append(TextSize())
    return _size[0]
