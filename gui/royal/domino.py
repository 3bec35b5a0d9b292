"""The domino deal's board: four rows 6 .. 10 .. A, one per suit, with the open ends
(the cards the core says may be laid now) marked as drop targets, and the place of a
hinted card ringed as the card itself is."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.royal.cards import CARDS, RANKS, SUITS
from gui.art.cards import paint_suit
from gui.royal.items import GOLD, HINT
from gui.royal.layout import (
    CARD_H,
    CARD_W,
    ROW_SCALE,
    row_label_rect,
    row_slot,
    rows_area,
    rows_backdrop,
)
from gui.table.cached import DeviceCached
from gui.table.plates import font


class DominoBoard(DeviceCached):
    """Slot outlines for every card of the deck, the open ends highlighted (drawn anew
    only when it changes: gui.table.cached)."""

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.width = 1280.0
        self.deck: set[str] = set(CARDS)
        self.targets: set[str] = set()  # cards layable now (the core's frontier)
        self.hover: str | None = None  # the target under a dragged card
        self.hint: str | None = None  # the card the room's hint lays: its place is ringed
        self.setZValue(1)

    def set_width(self, width: float) -> None:
        self.prepareGeometryChange()
        self.width = width
        self.update()

    def set_deck(self, deck: set[str]) -> None:
        self.deck = deck
        self.update()

    def set_targets(self, targets: set[str]) -> None:
        if targets != self.targets:
            self.targets = targets
            self.update()

    def set_hover(self, card: str | None) -> None:
        if card != self.hover:
            self.hover = card
            self.update()

    def set_hint(self, card: str | None) -> None:
        if card != self.hint:
            self.hint = card
            self.update()

    def slot_rect(self, card: str) -> QRectF:
        c = row_slot(self.width, SUITS.index(card[-1]), RANKS.index(card[:-1]))
        w, h = CARD_W * ROW_SCALE, CARD_H * ROW_SCALE
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)

    def boundingRect(self) -> QRectF:
        return rows_area(self.width).adjusted(-20, -20, 20, 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 38))
        painter.drawRoundedRect(rows_backdrop(self.width), 20, 20)
        for s, suit in enumerate(SUITS):
            paint_suit(painter, row_label_rect(self.width, s), suit)
            slots = [self.slot_rect(rank + suit) for rank in RANKS if rank + suit in self.deck]
            track = slots[0].united(slots[-1])
            painter.setPen(QPen(QColor(255, 255, 255, 40), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 28))
            painter.drawRoundedRect(track.adjusted(-4, -4, 4, 4), 10, 10)
            ten = "10" + suit
            if ten not in self.targets:
                painter.setPen(QColor(255, 255, 255, 60))
                painter.setFont(font(22, bold=True))
                painter.drawText(self.slot_rect(ten), Qt.AlignmentFlag.AlignCenter, "10")
            for rank in RANKS:
                if rank + suit in self.targets:
                    self._target(painter, self.slot_rect(rank + suit), rank + suit == self.hover)
        if self.hint is not None and self.hint in self.targets:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(HINT, 3.5))
            painter.drawRoundedRect(self.slot_rect(self.hint).adjusted(-8, -8, 8, 8), 10, 10)

    def _target(self, painter: QPainter, rect: QRectF, hover: bool) -> None:
        glow = QColor(242, 201, 76, 110 if hover else 55)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(glow)
        painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 10, 10)
        painter.setPen(QPen(GOLD, 3 if hover else 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 255, 255, 25))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QPen(GOLD, 2))
        c = rect.center()
        painter.drawLine(QPointF(c.x() - 9, c.y()), QPointF(c.x() + 9, c.y()))
        painter.drawLine(QPointF(c.x(), c.y() - 9), QPointF(c.x(), c.y() + 9))
