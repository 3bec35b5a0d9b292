"""Seat panels: who sits where, their cards left, tricks and penalties, total and turn."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui.art.cards import card_pixmap
from gui.royal import texts
from gui.royal.items import GOLD, MUTED, TEXT, font, paint_match, plate
from gui.royal.layout import PANEL_H, PANEL_W, PLATE_H
from gui.settings import settings


@dataclass
class SeatInfo:
    name: str = ""
    kind: str = "human"
    cards: int = 0
    tricks: int = 0
    penalty: int = 0
    total: int = 0
    stock: int | None = None
    place: tuple[int, int] | None = None  # (place, points) once out in the domino deal
    dealer: bool = False
    to_move: bool = False
    thinking: bool = False
    domino: bool = False


class SeatPanel(QGraphicsObject):
    """An opponent (with a small fan of card backs above the plate) or, with
    `bottom=True`, the bottom seat's plate in the corner. Centred on its position."""

    def __init__(self, seat: int, bottom: bool = False, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.seat = seat
        self.bottom = bottom
        self.info = SeatInfo()
        self.setZValue(5)

    def set_info(self, info: SeatInfo) -> None:
        self.info = info
        self.update()

    def plate_rect(self) -> QRectF:
        if self.bottom:
            return QRectF(-PANEL_W / 2, -PLATE_H / 2, PANEL_W, PLATE_H)
        return QRectF(-PANEL_W / 2, PANEL_H / 2 - PLATE_H, PANEL_W, PLATE_H)

    def card_origin(self) -> QPointF:
        """Scene point where this seat's cards come from and tricks go to."""
        if self.bottom:
            return self.mapToScene(QPointF(0, -40))
        return self.mapToScene(QPointF(0, -PANEL_H / 2 + 26))

    def boundingRect(self) -> QRectF:
        if self.bottom:
            return self.plate_rect().adjusted(-12, -12, 12, 12)
        return QRectF(-PANEL_W / 2, -PANEL_H / 2, PANEL_W, PANEL_H).adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        info = self.info
        if not self.bottom:
            self._paint_fan(painter, info.cards)
        r = self.plate_rect()
        plate(painter, r, glow=info.to_move)
        left, right = r.left() + 14, r.right() - 14
        width = right - left
        top = r.top() + 8
        # Row 1: dealer chip, name; the total on the right.
        total = texts.signed(info.total)
        total_font = font(26, bold=True)
        total_w = QFontMetricsF(total_font).horizontalAdvance(total)
        x = left
        if info.dealer:
            self._paint_dealer_chip(painter, QPointF(left + 12, top + 16))
            x += 32
        name_font = font(23, bold=True)
        name_w = right - x - total_w - 14
        name = QFontMetricsF(name_font).elidedText(info.name, Qt.TextElideMode.ElideRight,
                                                   name_w)
        painter.setFont(name_font)
        painter.setPen(GOLD if info.to_move else TEXT)
        painter.drawText(QRectF(x, top, name_w, 32), Qt.AlignmentFlag.AlignVCenter, name)
        painter.setFont(total_font)
        painter.setPen(_score_colour(info.total))
        painter.drawText(QRectF(left, top, width, 32),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, total)
        # Row 2: who plays (or "thinking…"); "total" under the score.
        top += 32
        painter.setFont(font(16))
        painter.setPen(GOLD if info.thinking else MUTED)
        sub = texts.tr_thinking_short() if info.thinking else texts.seat_kind(info.kind)
        painter.drawText(QRectF(left, top, width - 60, 22), Qt.AlignmentFlag.AlignVCenter, sub)
        painter.setPen(MUTED)
        painter.setFont(font(14))
        painter.drawText(QRectF(left, top, width, 20),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         texts.total_label())
        # Row 3: this deal (tricks and penalties, or cards and place); the matches.
        top += 24
        painter.setFont(font(18, bold=True))
        painter.setPen(TEXT)
        if info.domino:
            if info.place:
                painter.setPen(GOLD)
                line = texts.place_label(*info.place)
            else:
                line = texts.cards_count(info.cards)
        else:
            line = texts.tricks_count(info.tricks)
            penalty = texts.signed(info.penalty)
            advance = QFontMetricsF(font(18, bold=True)).horizontalAdvance(line + "   ")
            painter.setPen(_score_colour(info.penalty) if info.penalty else MUTED)
            painter.drawText(QRectF(left + advance, top, width - advance, 28),
                             Qt.AlignmentFlag.AlignVCenter, penalty)
            painter.setPen(TEXT)
        painter.drawText(QRectF(left, top, width, 28), Qt.AlignmentFlag.AlignVCenter, line)
        if info.stock is not None:
            self._paint_stock(painter, QRectF(left, top, width, 28), info.stock)

    def _paint_fan(self, painter: QPainter, count: int) -> None:
        if count <= 0:
            return
        w, h = 34.0, 47.6
        step = min(12.0, 170.0 / max(1, count - 1))
        mid = (count - 1) / 2
        pix = card_pixmap(None, 40, painter.device().devicePixelRatioF() * 2,
                          settings().card_back)
        for i in range(count):
            painter.save()
            painter.translate(QPointF((i - mid) * step, -PANEL_H / 2 + 30 + abs(i - mid) * 0.6))
            painter.rotate((i - mid) * 2.5)
            painter.drawPixmap(QRectF(-w / 2, -h / 2, w, h), pix,
                               QRectF(0, 0, pix.width(), pix.height()))
            painter.restore()
        # The number of cards left, on a badge at the fan's right end.
        c = QPointF(mid * step + w / 2 + 16, -PANEL_H / 2 + 34)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.2))
        painter.setBrush(QColor(12, 28, 20, 225))
        painter.drawEllipse(c, 15, 15)
        painter.setPen(TEXT)
        painter.setFont(font(17, bold=True))
        painter.drawText(QRectF(c.x() - 15, c.y() - 15, 30, 30), Qt.AlignmentFlag.AlignCenter,
                         str(count))

    def _paint_dealer_chip(self, painter: QPainter, c: QPointF) -> None:
        painter.setPen(QPen(QColor("#6b4e00"), 1.5))
        painter.setBrush(GOLD)
        painter.drawEllipse(c, 13, 13)
        painter.setPen(QColor("#2a1d05"))
        painter.setFont(font(15, bold=True))
        painter.drawText(QRectF(c.x() - 13, c.y() - 13, 26, 26), Qt.AlignmentFlag.AlignCenter,
                         texts.dealer_letter())

    def _paint_stock(self, painter: QPainter, rect: QRectF, stock: int) -> None:
        text = str(stock)
        painter.setFont(font(20, bold=True))
        tw = QFontMetricsF(font(20, bold=True)).horizontalAdvance(text)
        painter.setPen(QColor("#ff8a80") if stock < 0 else TEXT)
        painter.drawText(rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         text)
        x = rect.right() - tw - 36
        for i in range(3):
            paint_match(painter, QPointF(x + i * 4, rect.center().y() + 7 - i * 5), -62 + i * 8,
                        26)


def _score_colour(value: int) -> QColor:
    if value > 0:
        return QColor("#9be39b")
    if value < 0:
        return QColor("#ff9e8f")
    return TEXT
