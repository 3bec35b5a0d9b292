"""A table button in the look each game gives it."""


from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QToolTip,
    QWidget,
)

from gui.table.plates import fixed_font, font

_FACE = QColor("#ffe08a")
_FACE_BOTTOM = QColor("#d9a521")
_INK = QColor("#2a1d05")
_PLAIN = QColor(40, 70, 52, 235)
_PLAIN_BOTTOM = QColor(16, 36, 26, 235)
_PLAIN_INK = QColor("#f7f1e1")
_PLAIN_FRAME = QColor(242, 201, 76, 170)
_FRAME = QColor(0, 0, 0, 120)
_FOCUS = QColor(255, 255, 255, 220)
_HINT = QColor("#5ee89a")
_DISABLED = QColor("#7d7a70")
_DISABLED_INK = QColor("#3c3a35")


@dataclass(frozen=True)
class ButtonLook:
    """`radius` None: the height / 2.6; `text_px` None: 42% of the height, at least
    `min_px`; `gradient`: a top-lit face (else flat); `shadow`: a shadow below."""

    face: QColor = field(default_factory=lambda: QColor(_FACE))  # a primary (or checked) button
    face_bottom: QColor = field(default_factory=lambda: QColor(_FACE_BOTTOM))
    ink: QColor = field(default_factory=lambda: QColor(_INK))
    plain: QColor = field(default_factory=lambda: QColor(_PLAIN))  # a secondary button
    plain_bottom: QColor = field(default_factory=lambda: QColor(_PLAIN_BOTTOM))
    plain_ink: QColor = field(default_factory=lambda: QColor(_PLAIN_INK))
    plain_frame: QColor = field(default_factory=lambda: QColor(_PLAIN_FRAME))
    frame: QColor | None = field(default_factory=lambda: QColor(_FRAME))  # None: the face, darker
    focus: QColor = field(default_factory=lambda: QColor(_FOCUS))
    hint: QColor = field(default_factory=lambda: QColor(_HINT))
    disabled: QColor = field(default_factory=lambda: QColor(_DISABLED))
    disabled_ink: QColor = field(default_factory=lambda: QColor(_DISABLED_INK))
    radius: float | None = None
    text_px: float | None = None
    min_px: float = 19.0
    gradient: bool = True
    shadow: bool = False
    frame_w: float = 1.5


class Button(QGraphicsObject):
    """A table button in the table's look; `clicked` on a release inside it (when it is
    enabled). It may show a key cap, a focus ring, the hint's ring, a checked state."""

    clicked = Signal()

    def __init__(self, look: ButtonLook | None = None, text: str = "", primary: bool = False,
                 parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.look = look or ButtonLook()
        self._text = text
        self._rect = QRectF(0, 0, 200, 50)
        self._primary = primary
        self._hover = False
        self._down = False
        self._focused = False
        self._checked = False
        self._hinted = False
        self._key = ""
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_text(self, text: str) -> None:
        self._text = text
        if self._key:
            self.setToolTip(f"{text} ({self._key})")
        self.update()

    def text(self) -> str:
        return self._text

    def text_px(self, height: float | None = None) -> float:
        """The text's size in scene units (at `height`: were the button so high)."""
        if self.look.text_px is not None:
            return self.look.text_px
        high = self._rect.height() if height is None else height
        return max(high * 0.42, self.look.min_px)

    def set_key(self, key: str) -> None:
        """A keyboard letter shown on a key cap at the button's right end."""
        self._key = key
        self.setToolTip(f"{self._text} ({key})" if key else "")
        self.update()

    def key(self) -> str:
        return self._key

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_focused(self, on: bool) -> None:
        self._focused = on
        self.update()

    def set_checked(self, on: bool) -> None:
        self._checked = on
        self.update()

    def set_hinted(self, on: bool) -> None:
        """The hint's ring round the button."""
        if on != self._hinted:
            self.prepareGeometryChange()
            self._hinted = on
            self.update()

    def hinted(self) -> bool:
        return self._hinted

    def _radius(self, height: float | None = None) -> float:
        if self.look.radius is not None:
            return self.look.radius
        return (self._rect.height() if height is None else height) / 2.6

    def boundingRect(self) -> QRectF:
        pad = 11 if self._hinted else 6  # the hint's ring, or the focus ring
        return self._rect.adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        """The button as drawn: the focus ring and the hint's ring take no clicks."""
        path = QPainterPath()
        path.addRoundedRect(self._rect, self._radius(), self._radius())
        return path

    def _colours(self) -> tuple[QColor, QColor, QColor, QColor]:
        """The face's top and bottom, the frame and the ink."""
        look = self.look
        if not self.isEnabled():
            return look.disabled, look.disabled, look.disabled.darker(150), look.disabled_ink
        if self._primary or self._checked:
            top, bottom, ink = look.face, look.face_bottom, look.ink
        else:
            top, bottom, ink = look.plain, look.plain_bottom, look.plain_ink
        if not look.gradient:
            bottom = top
        if self._hover:
            top, bottom = top.lighter(112), bottom.lighter(112)
        if self._down:
            top, bottom = bottom, top
        if not self._primary:
            frame = look.plain_frame
        else:
            frame = look.frame if look.frame is not None else top.darker(150)
        return top, bottom, frame, ink

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r, radius, look = self._rect, self._radius(), self.look
        if self._hinted:
            painter.setPen(QPen(look.hint, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-8, -8, 8, 8), radius + 8, radius + 8)
        if self._focused:
            painter.setPen(QPen(look.focus, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-4, -4, 4, 4), radius + 4, radius + 4)
        if look.shadow:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawRoundedRect(r.translated(0, 3), radius, radius)
        top, bottom, frame, ink = self._colours()
        grad = QLinearGradient(0, 0, 0, r.height())
        grad.setColorAt(0, top)
        grad.setColorAt(1, bottom)
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(frame, look.frame_w))
        painter.drawRoundedRect(r, radius, radius)
        text_rect = r
        if self._key:
            side = r.height() * 0.5
            cap = QRectF(r.right() - side - r.height() * 0.3, r.center().y() - side / 2,
                         side, side)
            painter.setPen(QPen(QColor(ink.red(), ink.green(), ink.blue(), 150), 1.5))
            painter.setBrush(QColor(255, 255, 255, 70))
            painter.drawRoundedRect(cap, 5, 5)
            painter.setPen(ink)
            painter.setFont(fixed_font(side * 0.7, bold=True))  # sized to its cap
            painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, self._key)
            text_rect = r.adjusted(0, 0, -(side + r.height() * 0.3), 0)
        painter.setPen(ink)
        painter.setFont(self._fitting_font(text_rect.width() - 12))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self._text)

    def natural_width(self, height: float, text: str | None = None) -> float:
        """How wide the button must be, `height` high (which decides its text's size),
        for its text (or `text`) at the text size in use, a key cap beside it."""
        words = self._text if text is None else text
        metrics = QFontMetricsF(font(self.text_px(height), bold=True))
        return (metrics.horizontalAdvance(words) + 12 + 2 * self._radius(height)
                + (height * 0.8 if self._key else 0.0))

    def set_rect_at_right(self, right: float, top: float, least_w: float, height: float,
                          most_w: float | None = None) -> None:
        """Its right edge at `right` (scene units, its own scale taken into account):
        `least_w` wide, or wider for its text as far as `most_w`."""
        w = max(least_w, self.natural_width(height))
        if most_w is not None:
            w = min(w, max(least_w, most_w))
        self.set_rect(QRectF(right - w * self.scale(), top, w, height))

    def _fitting_font(self, room: float) -> QFont:
        """The text's font at the text size in use, made smaller if the text would not
        fit `room` units across (a large text size in a button of fixed width)."""
        chosen = font(self.text_px(), bold=True)
        advance = QFontMetricsF(chosen).horizontalAdvance(self._text)
        if advance > room > 0:
            chosen = fixed_font(max(chosen.pixelSize() * room / advance, 8), bold=True)
        return chosen

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if (change == QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged and not value
                and self._hover):  # hidden under the pointer: its tip goes with it
            self._hover = False
            QToolTip.hideText()
        return super().itemChange(change, value)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._down = True
        self.update()
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was_down, self._down = self._down, False
        self.update()
        if was_down and self.isEnabled() and self._rect.contains(event.pos()):
            self.clicked.emit()
