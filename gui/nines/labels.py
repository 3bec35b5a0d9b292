"""The text items of the Nines table: labels, the banner, buttons, name plates and the
count bubble. All draw in scene units, so they scale with the table."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.nines.items import GOLD, INK, font


class Label(QGraphicsObject):
    """Centred text on an optional rounded backing; `anchor` is the point it is centred on
    (or its left edge when `align_left`)."""

    def __init__(self, px: float = 22, bold: bool = False, backing: QColor | None = None,
                 colour: QColor = INK, max_width: float = 900):
        super().__init__()
        self.text = ""
        self._font = font(px, bold)
        self._backing = backing
        self._colour = colour
        self._max_width = max_width
        self._rect = QRectF()
        self._frame: QColor | None = None
        self.align_left = False
        self.anchor_bottom = False

    def set_text(self, text: str, colour: QColor | None = None,
                 frame: QColor | None = None) -> None:
        if colour is not None:
            self._colour = colour
        self._frame = frame
        self.prepareGeometryChange()
        self.text = text
        self._layout()
        self.update()

    def set_max_width(self, width: float) -> None:
        """Wrap the text at `width` units (the room left beside a side panel)."""
        if abs(width - self._max_width) > 0.5:
            self._max_width = width
            self.prepareGeometryChange()
            self._layout()
            self.update()

    def colour(self) -> QColor:
        return QColor(self._colour)

    def _layout(self) -> None:
        metrics = QFontMetricsF(self._font)
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        box = metrics.boundingRect(QRectF(0, 0, self._max_width, 4000), flags, self.text)
        pad_x, pad_y = (16, 8) if self._backing is not None else (0, 0)
        w, h = box.width() + 2 * pad_x, box.height() + 2 * pad_y
        left = 0 if self.align_left else -w / 2
        top = -h if self.anchor_bottom else -h / 2
        self._rect = QRectF(left, top, w, h) if self.text else QRectF()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._backing is not None:
            painter.setPen(QPen(self._frame, 2.5) if self._frame else Qt.PenStyle.NoPen)
            painter.setBrush(self._backing)
            painter.drawRoundedRect(self._rect, 12, 12)
        painter.setPen(self._colour)
        painter.setFont(self._font)
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        painter.drawText(self._rect, flags, self.text)


class Banner(QGraphicsObject):
    """A framed notice in the middle of the table: a title and a few lines. It is at least
    `width` units wide, wider when its texts need it (up to the width the table allows),
    and wraps a line that is still too long; `set_text` and `set_max_width` measure it
    again."""

    PAD = 16.0  # the texts' margin inside the frame
    TITLE_H = 44.0  # one row of the title
    LINE_H = 32.0  # one row of a line

    def __init__(self, width: float = 560):
        super().__init__()
        self.title = ""
        self.lines: list[str] = []
        self._min_width = width
        self._max_width = 4 * width
        self._width = width
        self._title_h = self.TITLE_H
        self._line_h: list[float] = []
        self.setZValue(990)

    def set_text(self, title: str, lines: list[str]) -> None:
        self.prepareGeometryChange()
        self.title, self.lines = title, list(lines)
        self._layout()
        self.update()

    def set_max_width(self, width: float) -> None:
        """The widest the banner may grow (the room between the side plates)."""
        width = max(self._min_width, width)
        if abs(width - self._max_width) > 0.5:
            self.prepareGeometryChange()
            self._max_width = width
            self._layout()
            self.update()

    def _layout(self) -> None:
        title_m, line_m = QFontMetricsF(font(30, True)), QFontMetricsF(font(22))
        widest = max([title_m.horizontalAdvance(self.title)]
                     + [line_m.horizontalAdvance(line) for line in self.lines])
        self._width = min(max(self._min_width, widest + 2 * self.PAD + 24), self._max_width)
        inner = QRectF(0, 0, self._width - 2 * self.PAD, 4000)
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)

        def extra(metrics: QFontMetricsF, text: str) -> float:
            rows = round(metrics.boundingRect(inner, flags, text).height()
                         / metrics.lineSpacing()) if text else 1
            return max(0, rows - 1) * metrics.lineSpacing()

        self._title_h = self.TITLE_H + extra(title_m, self.title)
        self._line_h = [self.LINE_H + extra(line_m, line) for line in self.lines]

    def text(self) -> str:
        return "\n".join([self.title, *self.lines])

    def width(self) -> float:
        return self._width

    def height(self) -> float:
        return 40 + self._title_h + sum(self._line_h)

    def text_rects(self) -> list[QRectF]:
        """Where the title and each line are drawn, in item coordinates."""
        left, inner = -self._width / 2 + self.PAD, self._width - 2 * self.PAD
        rects = [QRectF(left, 18, inner, self._title_h)]
        y = 26 + self._title_h
        for h in self._line_h:
            rects.append(QRectF(left, y, inner, h))
            y += h
        return rects

    def boundingRect(self) -> QRectF:
        return QRectF(-self._width / 2 - 4, -4, self._width + 8, self.height() + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(-self._width / 2, 0, self._width, self.height())
        painter.setPen(QPen(GOLD, 3))
        painter.setBrush(QColor(10, 16, 13, 235))
        painter.drawRoundedRect(rect, 16, 16)
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        title, *lines = self.text_rects()
        painter.setPen(GOLD)
        painter.setFont(font(30, True))
        painter.drawText(title, flags, self.title)
        painter.setPen(INK)
        painter.setFont(font(22))
        for box, line in zip(lines, self.lines, strict=True):
            painter.drawText(box, flags, line)


class Button(QGraphicsObject):
    """A table button: rounded, highlighted under the mouse, dimmed when disabled."""

    clicked = Signal()

    def __init__(self, rect: QRectF, px: float = 22):
        super().__init__()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.text = ""
        self._font = font(px, True)
        self._hover = False
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(950)

    def set_text(self, text: str) -> None:
        self.text = text
        self.update()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        enabled = self.isEnabled()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self._rect.translated(0, 3), 12, 12)
        base = QColor("#e9b949") if enabled else QColor("#7d7a70")
        if enabled and self._hover:
            base = base.lighter(112)
        painter.setBrush(base)
        painter.setPen(QPen(base.darker(150), 2))
        painter.drawRoundedRect(self._rect, 12, 12)
        painter.setPen(QColor("#2a1d05") if enabled else QColor("#3c3a35"))
        painter.setFont(self._font)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept() if event.button() == Qt.MouseButton.LeftButton else event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.isEnabled() and self._rect.contains(event.pos()):
            self.clicked.emit()


class Plate(QGraphicsObject):
    """A seat's name plate: colour chip, name, stacks won this game, turn and thinking
    marks. Its trophies are tiles placed on its lower part by the table."""

    def __init__(self, colour: QColor):
        super().__init__()
        self._rect = QRectF(0, 0, 250, 122)
        self.colour = colour
        self.name = ""
        self.detail = ""
        self.active = False
        self.badge = ""
        self.setZValue(5)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def set_state(self, name: str, detail: str, active: bool, badge: str = "") -> None:
        self.name, self.detail, self.active, self.badge = name, detail, active, badge
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        painter.setPen(QPen(self.colour, 4) if self.active else QPen(QColor(0, 0, 0, 60), 1.5))
        painter.setBrush(QColor(0, 0, 0, 95 if self.active else 70))
        painter.drawRoundedRect(r, 14, 14)
        chip = QPainterPath()
        chip.addEllipse(QPointF(r.left() + 20, r.top() + 22), 8, 8)
        painter.fillPath(chip, QBrush(self.colour))
        painter.setPen(INK)
        painter.setFont(font(21, True))
        metrics = QFontMetricsF(painter.font())
        name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, r.width() - 50)
        painter.drawText(QRectF(r.left() + 36, r.top() + 6, r.width() - 44, 32),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        painter.setFont(font(16))
        painter.setPen(QColor(247, 241, 225, 210))
        painter.drawText(QRectF(r.left() + 14, r.top() + 34, r.width() - 24, 22),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         self.detail)
        if self.badge:
            painter.setFont(font(16, True))
            painter.setPen(self.colour)
            painter.drawText(QRectF(r.left() + 14, r.top() + 34, r.width() - 24, 22),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             self.badge)


class Bubble(QGraphicsObject):
    """A round number bubble: the count of the opening roll passing a seat."""

    def __init__(self) -> None:
        super().__init__()
        self.number = 0
        self.final = False
        self.setZValue(960)

    def boundingRect(self) -> QRectF:
        return QRectF(-26, -26, 52, 52)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor("#2a1d05"), 2))
        painter.setBrush(GOLD if self.final else QColor("#fff6dc"))
        painter.drawEllipse(QPointF(0, 0), 22, 22)
        painter.setFont(font(22, True))
        painter.drawText(QRectF(-22, -22, 44, 44), Qt.AlignmentFlag.AlignCenter,
                         str(self.number))

    def show_number(self, number: int, final: bool) -> None:
        self.number, self.final = number, final
        self.update()

