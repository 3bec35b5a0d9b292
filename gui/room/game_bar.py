"""The bar under the table: the line of scores, a replay's steps, and the buttons of what
comes next, in one row where they fit and in two where they do not (a replay's bar with
the coach beside the table made the window wider than an 800x600 screen)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

MARGINS = (8, 4, 8, 4)
INFO_LEAST = 160  # the line of scores' least width beside buttons
_REFIT = (QEvent.Type.ShowToParent, QEvent.Type.HideToParent, QEvent.Type.LayoutRequest,
          QEvent.Type.FontChange, QEvent.Type.StyleChange)


class GameBar(QWidget):
    """`info` (stretched, at most `lines` lines), then `steps` (a replay's buttons and
    position), then `actions`; the actions go to a second row, at the right, where the
    bar is narrower than one row needs. The bar's height is fixed for a row count, so the
    table above moves only when the row count changes."""

    def __init__(self, info: QLabel, lines: int, steps: Sequence[QWidget],
                 actions: Sequence[QWidget], parent: QWidget | None = None):
        super().__init__(parent)
        self.info, self.lines = info, lines
        self.steps, self.action_widgets = list(steps), list(actions)
        self.action_row = QWidget()
        self.row = QHBoxLayout(self.action_row)
        self.row.setContentsMargins(0, 0, 0, 0)
        for widget in self.action_widgets:
            self.row.addWidget(widget)
        self.top, self.bottom = QHBoxLayout(), QHBoxLayout()
        self.top.addWidget(info, 1)
        for widget in self.steps:
            self.top.addWidget(widget)
        self.top.addWidget(self.action_row)
        self.bottom.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(*MARGINS)
        column.setSpacing(4)
        column.addLayout(self.top)
        column.addLayout(self.bottom)
        self.two_rows = False
        for widget in (*self.steps, *self.action_widgets, self.action_row):
            widget.installEventFilter(self)
        self.fit()

    def _width(self, widgets: Sequence[QWidget], spacing: int) -> int:
        shown = [w.sizeHint().width() for w in widgets if w.isVisibleTo(self)]
        return sum(shown) + spacing * max(0, len(shown) - 1)

    def _rows(self) -> tuple[int, int]:
        """The width the scores with the steps need, and the actions' (0: none shown)."""
        spacing = self.top.spacing()
        steps = self._width(self.steps, spacing)
        return (INFO_LEAST + (steps + spacing if steps else 0),
                self._width(self.action_widgets, self.row.spacing()))

    def one_row_width(self) -> int:
        """The width the bar needs for one row."""
        top, actions = self._rows()
        return top + (actions + self.top.spacing() if actions else 0) + MARGINS[0] + MARGINS[2]

    def two_rows_width(self) -> int:
        """The least width of the bar: the steps beside the scores, the actions below."""
        return max(self._rows()) + MARGINS[0] + MARGINS[2]

    def fit(self) -> None:
        """One row or two for the bar's width; its least width and its height so."""
        two = self.width() < self.one_row_width()
        if two != self.two_rows:
            self.two_rows = two
            (self.top if two else self.bottom).removeWidget(self.action_row)
            (self.bottom if two else self.top).addWidget(self.action_row)
        self.setMinimumWidth(self.two_rows_width())
        buttons = max((w.sizeHint().height() for w in (*self.steps, *self.action_widgets)),
                      default=0)
        one = max(self.info.fontMetrics().lineSpacing() * self.lines, buttons)
        height = one + (buttons + 4 if two and self._rows()[1] else 0)
        self.setFixedHeight(height + MARGINS[1] + MARGINS[3])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def event(self, event: QEvent) -> bool:
        done = super().event(event)
        if event.type() in _REFIT:
            self.fit()
        return done

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _REFIT:
            self.fit()
        return False
