"""Graphics items of the Royal table: cards, buttons and the panels' common look."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
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
    QWidget,
)

from gui.art.cards import card_pixmap
from gui.royal.layout import CARD_H, CARD_W
from gui.settings import settings

GOLD = QColor("#f2c94c")
TEXT = QColor("#f7f1e1")
MUTED = QColor("#cfd8cf")
PLATE = QColor(12, 28, 20, 205)
OVERLAY = QColor(14, 32, 23)  # the overlays hide what is under them
HINT = QColor("#5ee89a")  # the hint's ring (as on the Nines table)
MIN_FONT = 19.0  # the smallest text: 10 px or more on screen at 800x600
# Pixmap widths are taken from this ladder, so a card growing in an animation is not
# rendered anew on every frame.
_LADDER = tuple(int(16 * 1.12 ** k) for k in range(40))


def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def plate(painter: QPainter, rect: QRectF, *, glow: bool = False, radius: float = 14,
          opaque: bool = False) -> None:
    """The rounded dark plate behind seat panels and labels (`opaque`: the overlays)."""
    painter.setPen(Qt.PenStyle.NoPen)
    if glow:
        for i, alpha in enumerate((40, 70, 110)):
            pad = 9 - i * 3
            painter.setBrush(QColor(242, 201, 76, alpha))
            painter.drawRoundedRect(rect.adjusted(-pad, -pad, pad, pad), radius + pad,
                                    radius + pad)
    painter.setBrush(OVERLAY if opaque else PLATE)
    painter.setPen(QPen(GOLD if glow else QColor(255, 255, 255, 60), 3 if glow else 1.5))
    painter.drawRoundedRect(rect, radius, radius)


class CardItem(QGraphicsObject):
    """One card, face up (`card` name) or face down (None), centred on its position.

    Signals report the mouse to the table, which decides what a drag or click means."""

    pressed = Signal(object)
    dragged = Signal(object, QPointF)
    released = Signal(object, QPointF, bool)  # item, scene position, whether it moved
    activated = Signal(object)

    def __init__(self, card: str | None, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.card = card
        self.home = QPointF()  # where a snapped-back card returns
        self.home_rotation = 0.0
        self._flip = 1.0  # 0: back showing, 1: face showing (a turn passes 0.5)
        self._dimmed = False
        self._focused = False
        self._hinted = False
        self._hover = False
        self._interactive = False
        self._press: QPointF | None = None
        self._grab = QPointF()
        self._moved = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # ---- state ---------------------------------------------------------------------------

    def set_card(self, card: str | None) -> None:
        if card != self.card:
            self.card = card
            self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self.update()

    def dimmed(self) -> bool:
        return self._dimmed

    def set_focused(self, focused: bool) -> None:
        if focused != self._focused:
            self._focused = focused
            self.update()

    def set_hinted(self, on: bool) -> None:
        """The hint's green ring round the card (gui.royal.hints)."""
        if on != self._hinted:
            self._hinted = on
            self.update()

    def hinted(self) -> bool:
        return self._hinted

    def outlined(self) -> bool:
        """Whether the card shows a gold outline (keyboard focus or the mouse over it)."""
        return self._focused or (self._hover and not self._dimmed)

    def set_interactive(self, on: bool) -> None:
        self._interactive = on
        if not on and self._hover:  # a card leaving the hand gets no hover-leave event
            self._hover = False
            self.update()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else
                                     Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(on)
        self.setCursor(Qt.CursorShape.OpenHandCursor if on else Qt.CursorShape.ArrowCursor)

    def dragging(self) -> bool:
        return self._press is not None and self._moved

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    # ---- painting ------------------------------------------------------------------------

    def _squeeze(self) -> float:
        """The card's width while it turns over (1: flat on the table)."""
        return abs(math.cos(math.pi * self._flip))

    def boundingRect(self) -> QRectF:
        # The outline, the hint's ring and the shadow (down right) reach past the card.
        return QRectF(-CARD_W / 2 - 8, -CARD_H / 2 - 8, CARD_W + 16, CARD_H + 16)

    def shape(self) -> QPainterPath:
        """Exactly the card as drawn (no shadow, no margin): what the mouse can hit."""
        path = QPainterPath()
        squeeze = self._squeeze()
        if squeeze >= 0.02:
            w = CARD_W * squeeze
            path.addRoundedRect(QRectF(-w / 2, -CARD_H / 2, w, CARD_H), 6, 6)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        t = painter.worldTransform()
        scale = math.hypot(t.m11(), t.m12())
        squeeze = self._squeeze()
        if squeeze < 0.02:
            return
        showing = self.card if self._flip >= 0.5 else None
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        need = CARD_W * scale
        width = next((w for w in _LADDER if w >= need), _LADDER[-1])
        pix = card_pixmap(showing, width, dpr, settings().card_back)
        painter.save()
        painter.scale(squeeze, 1.0)
        rect = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 55))
        painter.drawRoundedRect(rect.translated(2.5, 3.5), 6, 6)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, pix, QRectF(0, 0, pix.width(), pix.height()))
        if self._dimmed:
            painter.setBrush(QColor(10, 16, 12, 115))
            painter.drawRoundedRect(rect, 6, 6)
        if self.outlined():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(GOLD, 4 if self._focused else 2.5))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 7, 7)
        if self._hinted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(HINT, 3.5))
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 10, 10)
        painter.restore()

    # ---- the mouse -----------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._grab = self.pos() - event.scenePos()
        self._moved = False
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.pressed.emit(self)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        if not self._moved:
            delta = event.scenePos() - self._press
            if abs(delta.x()) + abs(delta.y()) < 6:
                return
            self._moved = True
        self.setPos(event.scenePos() + self._grab)
        self.dragged.emit(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        moved = self._moved
        self._press = None
        self._moved = False
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.released.emit(self, event.scenePos(), moved)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._interactive:
            self._press = None
            self.activated.emit(self)


class ButtonItem(QGraphicsObject):
    """A table button drawn in the table's style; `clicked` on release inside."""

    clicked = Signal()

    def __init__(self, text: str = "", primary: bool = False,
                 parent: QGraphicsItem | None = None):
        super().__init__(parent)
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

    def text_px(self) -> float:
        """The text's size in scene units: in proportion, but never below MIN_FONT."""
        return max(self._rect.height() * 0.42, MIN_FONT)

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

    def set_focused(self, on: bool) -> None:
        self._focused = on
        self.update()

    def set_checked(self, on: bool) -> None:
        self._checked = on
        self.update()

    def set_hinted(self, on: bool) -> None:
        """The hint's green ring round the button (gui.royal.hints)."""
        if on != self._hinted:
            self.prepareGeometryChange()
            self._hinted = on
            self.update()

    def hinted(self) -> bool:
        return self._hinted

    def _radius(self) -> float:
        return self._rect.height() / 2.6

    def boundingRect(self) -> QRectF:
        pad = 11 if self._hinted else 6  # the hint's ring, or the focus ring
        return self._rect.adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        """The button as drawn: the focus ring and the hint's ring take no clicks."""
        path = QPainterPath()
        path.addRoundedRect(self._rect, self._radius(), self._radius())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        radius = self._radius()
        if self._hinted:
            painter.setPen(QPen(HINT, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-8, -8, 8, 8), radius + 8, radius + 8)
        if self._focused:
            painter.setPen(QPen(QColor(255, 255, 255, 220), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-4, -4, 4, 4), radius + 4, radius + 4)
        grad = QLinearGradient(0, 0, 0, r.height())
        if self._primary or self._checked:
            top, bottom = QColor("#ffe08a"), QColor("#d9a521")
            ink = QColor("#2a1d05")
        else:
            top, bottom = QColor(40, 70, 52, 235), QColor(16, 36, 26, 235)
            ink = TEXT
        if self._hover:
            top, bottom = top.lighter(112), bottom.lighter(112)
        if self._down:
            top, bottom = bottom, top
        grad.setColorAt(0, top)
        grad.setColorAt(1, bottom)
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(QColor(0, 0, 0, 120) if self._primary else
                            QColor(242, 201, 76, 170), 1.5))
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
            painter.setFont(font(side * 0.7, bold=True))
            painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, self._key)
            text_rect = r.adjusted(0, 0, -(side + r.height() * 0.3), 0)
        painter.setPen(ink)
        painter.setFont(font(self.text_px(), bold=True))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self._text)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._down = True
        self.update()
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was_down, self._down = self._down, False
        self.update()
        if was_down and self._rect.contains(event.pos()):
            self.clicked.emit()


def match_path(length: float) -> QPainterPath:
    """A match lying along the x axis from 0 to `length` (its head at the end)."""
    p = QPainterPath()
    p.addRoundedRect(QRectF(0, -length * 0.035, length * 0.86, length * 0.07), 1, 1)
    return p


def paint_match(painter: QPainter, at: QPointF, angle: float, length: float = 46) -> None:
    painter.save()
    painter.translate(at)
    painter.rotate(angle)
    painter.setPen(QPen(QColor("#8a6a3a"), 0.8))
    painter.setBrush(QColor("#e8c98f"))
    painter.drawPath(match_path(length))
    painter.setPen(QPen(QColor("#5a0f0f"), 0.8))
    painter.setBrush(QColor("#c0392b"))
    painter.drawEllipse(QPointF(length * 0.88, 0), length * 0.075, length * 0.06)
    painter.restore()
