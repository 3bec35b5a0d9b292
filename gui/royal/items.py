"""Graphics items of the Royal table: cards, and the look of its plates, buttons and
bubbles (the items themselves are gui.table's)."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.art.cards import table_card_pixmap
from gui.royal.layout import CARD_H, CARD_W
from gui.services.settings import settings
from gui.table.button import ButtonLook
from gui.table.cached import DeviceLook
from gui.table.piece import Piece
from gui.table.plates import BubbleLook, PlateLook
from gui.table.view import device_ratio

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

LABEL_LOOK = PlateLook(PLATE, QColor(255, 255, 255, 60), 1.5, radius=12)
BUTTON_LOOK = ButtonLook(hint=HINT, plain_ink=TEXT, min_px=MIN_FONT)
WORD_BUBBLE = BubbleLook(QColor("#fff4d0"), QColor("#6b4e00"), QColor("#3a2a05"))


def plate_look(*, glow: bool = False, radius: float = 14, opaque: bool = False) -> PlateLook:
    """The rounded dark plate behind seat panels and labels (`opaque`: the overlays)."""
    return PlateLook(OVERLAY if opaque else PLATE,
                     GOLD if glow else QColor(255, 255, 255, 60), 3 if glow else 1.5,
                     radius, GOLD if glow else None)


def plate(painter: QPainter, rect: QRectF, *, glow: bool = False, radius: float = 14,
          opaque: bool = False) -> None:
    plate_look(glow=glow, radius=radius, opaque=opaque).paint(painter, rect)


class CardItem(Piece):
    """One card, face up (`card` name) or face down (None), centred on its position;
    its signals (gui.table.piece) report the mouse to whoever decides what it means."""

    def __init__(self, card: str | None, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.card = card
        self._flip = 1.0  # 0: back showing, 1: face showing (a turn passes 0.5)
        self._dimmed = False
        self._focused = False
        self._hinted = False
        self._look = DeviceLook()

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
        return self._focused or (self.hovered() and not self._dimmed)

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    # A Qt property (animated by name); typed as the float it reads and takes.
    flip: float = Property(float, _get_flip, _set_flip)  # type: ignore[assignment]

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
        squeeze = self._squeeze()
        if squeeze < 0.02:
            return
        state = (self.card if self._flip >= 0.5 else None, squeeze, self._dimmed,
                 self.outlined(), self._focused, self._hinted, settings().card_back)
        self._look.paint(painter, self.boundingRect(), state, self._draw)

    def _draw(self, painter: QPainter) -> None:
        t = painter.worldTransform()
        squeeze = self._squeeze()
        dpr = device_ratio(painter)
        need = CARD_W * math.hypot(t.m11(), t.m12())
        width = next((w for w in _LADDER if w >= need), _LADDER[-1])
        showing = self.card if self._flip >= 0.5 else None
        pix = table_card_pixmap(showing, width, dpr, settings().card_back, self._dimmed)
        painter.scale(squeeze, 1.0)
        rect = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        # the pixmap's card units are the item's (CARD_W = the art's W)
        painter.drawPixmap(QRectF(rect.topLeft(), pix.deviceIndependentSize()), pix,
                           QRectF(pix.rect()))
        if self.outlined():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(GOLD, 4 if self._focused else 2.5))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 7, 7)
        if self._hinted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(HINT, 3.5))
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 10, 10)


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
