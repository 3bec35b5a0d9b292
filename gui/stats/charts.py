"""Small charts drawn with QPainter (Qt Charts is not in PySide6-Essentials): a line of
values and a row of bars, each with a title, a zero line and its extreme values written
out. Colours come from the widget's palette, so both work in light and dark themes."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from gui.services.plain_tip import plain_tip

MARGIN = 8
BAR_COLOR = QColor(60, 130, 200)
NEGATIVE_COLOR = QColor(200, 80, 60)


def number(value: float) -> str:
    """A chart label: whole numbers as such, others to one decimal in the language's way
    ("33,3" in Czech), a true minus sign."""
    value = round(float(value), 1) or 0.0  # no "−0"
    text = f"{value:.0f}" if value.is_integer() else f"{value:.1f}"
    return text.replace(".", QLocale().decimalPoint()).replace("-", "\u2212")


class Chart(QWidget):
    """The frame both charts share: a title, an empty-state text and a plot area."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._title = ""
        self.empty_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 140)

    def sizeHint(self) -> QSize:
        return QSize(360, 220)

    @property
    def title(self) -> str:
        return self._title

    @title.setter
    def title(self, title: str) -> None:
        self._title = title
        self._tell_whole_title()
        self.update()

    def shown_title(self) -> str:
        """The title as drawn: cut short (…) where the chart is too narrow for it."""
        return self.fontMetrics().elidedText(self._title, Qt.TextElideMode.ElideRight,
                                             self.width() - 2 * MARGIN)

    def _tell_whole_title(self) -> None:
        """A title cut short is whole in the chart's tooltip."""
        self.setToolTip(plain_tip(self._title) if self.shown_title() != self._title else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tell_whole_title()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._tell_whole_title()

    def has_data(self) -> bool:
        raise NotImplementedError

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        painter.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        text_color = pal.color(QPalette.ColorRole.Text)
        painter.setPen(text_color)
        metrics = painter.fontMetrics()
        line = metrics.height()
        title = QRectF(MARGIN, MARGIN / 2, self.width() - 2 * MARGIN, line)
        painter.drawText(title, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.shown_title())
        area = QRectF(MARGIN, MARGIN + line, self.width() - 2 * MARGIN,
                      self.height() - 2 * MARGIN - line)
        if not self.has_data():
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        self.plot(painter, area, text_color)

    def plot(self, painter: QPainter, area: QRectF, text_color: QColor) -> None:
        raise NotImplementedError

    @staticmethod
    def scale(values: Sequence[float]) -> tuple[float, float]:
        """The value range drawn: always including zero, never empty; nothing but zeros
        lie on the zero line at the bottom (no games won is not half a chart's fall)."""
        low, high = min(0.0, *values), max(0.0, *values)
        return (low, high) if high > low else (0.0, 1.0)


class LineChart(Chart):
    """Values in order (the oldest at the left), joined by a line."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.values: list[float] = []

    def set_values(self, values: Sequence[float]) -> None:
        self.values = list(values)
        self.update()

    def has_data(self) -> bool:
        return bool(self.values)

    def plot(self, painter: QPainter, area: QRectF, text_color: QColor) -> None:
        low, high = self.scale(self.values)
        metrics = painter.fontMetrics()
        gutter = max(metrics.horizontalAdvance(number(v)) for v in (low, high)) + 6
        plot = area.adjusted(gutter, metrics.height() / 2, 0, -metrics.height() / 2)

        def y(value: float) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        for value in (low, high):
            painter.drawText(QRectF(area.left(), y(value) - metrics.height() / 2,
                                    gutter - 4, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             number(value))
        painter.setPen(QPen(text_color, 1, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(plot.left(), y(0)), QPointF(plot.right(), y(0)))
        count = len(self.values)
        step = plot.width() / max(1, count - 1)
        points = [QPointF(plot.left() + i * step if count > 1 else plot.center().x(),
                          y(v)) for i, v in enumerate(self.values)]
        painter.setPen(QPen(BAR_COLOR, 2))
        painter.drawPolyline(points)
        painter.setBrush(BAR_COLOR)
        radius = 2.5 if count <= 60 else 1.5
        for point in points:
            painter.drawEllipse(point, radius, radius)


class BarChart(Chart):
    """One bar per label; negative values hang below the zero line."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.bars: list[tuple[str, float]] = []

    def set_bars(self, bars: Sequence[tuple[str, float]]) -> None:
        self.bars = list(bars)
        self.update()

    def has_data(self) -> bool:
        return bool(self.bars)

    def _label_font(self, painter: QPainter, room: float) -> QFont:
        """The bars' labels' font: smaller where a word of theirs would not fit `room`
        across (a large text size, a narrow window), as far as 60 % of the text's."""
        font = QFont(painter.font())
        metrics = QFontMetricsF(font)
        widest = max((metrics.horizontalAdvance(word) for label, _ in self.bars
                      for word in label.split()), default=0.0)
        if widest > room > 0 and font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * max(0.6, room / widest))
        return font

    def plot(self, painter: QPainter, area: QRectF, text_color: QColor) -> None:
        metrics = painter.fontMetrics()
        line = metrics.height()
        low, high = self.scale([v for _, v in self.bars])
        plot = area.adjusted(0, line, 0, -3 * line - 2)  # room for labels under bars

        def y(value: float) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        slot = plot.width() / len(self.bars)
        label_font = self._label_font(painter, slot - 4)
        for i, (label, value) in enumerate(self.bars):
            left = plot.left() + i * slot
            top, bottom = sorted((y(value), y(0)))
            bar = QRectF(left + slot * 0.2, top, slot * 0.6, max(1.0, bottom - top))
            painter.fillRect(bar, NEGATIVE_COLOR if value < 0 else BAR_COLOR)
            painter.setPen(text_color)
            above = QRectF(left, (bar.top() - line) if value >= 0 else bar.bottom(),
                           slot, line)
            painter.drawText(above, Qt.AlignmentFlag.AlignCenter, number(round(value, 1)))
            painter.save()
            painter.setFont(label_font)
            under = QRectF(left + 1, area.bottom() - 2 * line, slot - 2, 2 * line)
            painter.setClipRect(under)  # a label never runs into its neighbour's
            painter.drawText(under, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, label)
            painter.restore()
        painter.setPen(QPen(text_color, 1))
        painter.drawLine(QPointF(plot.left(), y(0)), QPointF(plot.right(), y(0)))
