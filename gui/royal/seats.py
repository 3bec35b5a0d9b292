"""Seat panels: who sits where, their cards left, tricks and penalties, total and turn."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gui.art.cards import card_pixmap
from gui.royal import texts
from gui.royal.items import GOLD, MUTED, TEXT, paint_match, plate
from gui.royal.layout import PANEL_H, PANEL_W, PLATE_H
from gui.services.settings import settings
from gui.table.cached import DeviceCached
from gui.table.plates import fitted_font, fitted_text, fixed_font


@dataclass(frozen=True)
class SeatInfo:
    """What a seat's panel shows (the scenery replaces it to change it)."""

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
    away: bool = False  # a person who has left the network table for now
    domino: bool = False


class SeatPanel(DeviceCached):
    """An opponent (with a small fan of card backs above the plate) or, with
    `bottom=True`, the bottom seat's plate in the corner. Centred on its position; drawn
    anew only when it changes (gui.table.cached)."""

    def __init__(self, seat: int, bottom: bool = False, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.seat = seat
        self.bottom = bottom
        self.info = SeatInfo()
        self.hand_open = False  # its cards are written over it: no fan of backs
        self.setZValue(5)

    def set_info(self, info: SeatInfo) -> None:
        if info != self.info:  # the same again keeps the cached look
            self.info = info
            self.update()

    def set_hand_open(self, shown: bool) -> None:
        """Whether the seat's cards are written open over the panel (gui.royal.open_hands),
        where the fan of backs would be: then the fan is not drawn (it peeked out)."""
        if shown != self.hand_open:
            self.hand_open = shown
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
        if not self.bottom and not self.hand_open:
            self._paint_fan(painter, info.cards)
        r = self.plate_rect()
        plate(painter, r, glow=info.to_move)
        left, right = r.left() + 14, r.right() - 12
        top = r.top() + 6
        box = self._paint_total(painter, right, r.top() + 7, info.total)
        # Row 1: dealer chip and name, left of the total box.
        x = left
        if info.dealer:
            self._paint_dealer_chip(painter, QPointF(left + 13, top + 17))
            x += 34
        name_w = box.left() - 8 - x
        name_font, name = fitted_text(info.name, name_w, 24, 16, bold=True)  # whole if it can
        painter.setFont(name_font)
        painter.setPen(GOLD if info.to_move else TEXT)
        painter.drawText(QRectF(x, top, name_w, 34), Qt.AlignmentFlag.AlignVCenter, name)
        # Row 2: a person or a computer, and its level (or "thinking…").
        top += 34
        colour = GOLD if info.thinking else MUTED
        _paint_kind_icon(painter, QRectF(left, top + 3, 20, 20), info.kind == "human", colour)
        painter.setPen(colour)
        sub = texts.seat_kind(info.kind)
        if info.thinking:
            sub = texts.tr_away_short() if info.away else texts.tr_thinking_short()
        sub_w = box.left() - left - 30
        sub_font, sub = fitted_text(sub, sub_w, 19, 14)
        painter.setFont(sub_font)
        painter.drawText(QRectF(left + 26, top, sub_w, 26), Qt.AlignmentFlag.AlignVCenter, sub)
        # Row 3: this deal (tricks and penalties, or cards and place); the matches.
        top += 29
        row = QRectF(left, top, right - left, 30)
        if info.stock is not None:
            pill = self._paint_stock(painter, row, info.stock)
            row.setRight(pill.left() - 8)
        painter.setPen(TEXT)
        penalty = ""
        if info.domino:
            if info.place:
                painter.setPen(GOLD)
                line = texts.place_label(*info.place)
            else:
                line = texts.cards_count(info.cards)
        else:
            line, penalty = texts.tricks_count(info.tricks), "   " + texts.signed(info.penalty)
        # smaller, then the words cut short, rather than under the matchsticks (800x600)
        font = fitted_font(line + penalty, row.width(), 20, 14, bold=True)
        metrics = QFontMetricsF(font)
        line = metrics.elidedText(line, Qt.TextElideMode.ElideRight,
                                  row.width() - metrics.horizontalAdvance(penalty))
        painter.setFont(font)
        if penalty:
            colour = painter.pen().color()
            painter.setPen(_score_colour(info.penalty) if info.penalty else MUTED)
            painter.drawText(row.adjusted(metrics.horizontalAdvance(line), 0, 0, 0),
                             Qt.AlignmentFlag.AlignVCenter, penalty)
            painter.setPen(colour)
        painter.drawText(row, Qt.AlignmentFlag.AlignVCenter, line)

    def _paint_total(self, painter: QPainter, right: float, top: float, total: int) -> QRectF:
        """The game total in a framed box with its caption, at the top right."""
        text = texts.signed(total)
        caption = texts.total_label()
        width = max(QFontMetricsF(fixed_font(28, bold=True)).horizontalAdvance(text),
                    QFontMetricsF(fixed_font(19)).horizontalAdvance(caption)) + 18
        box = QRectF(right - width, top, width, 58)
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1))
        painter.setBrush(QColor(255, 255, 255, 16))
        painter.drawRoundedRect(box, 9, 9)
        painter.setFont(fixed_font(19))
        painter.setPen(MUTED)
        painter.drawText(QRectF(box.left(), box.top() + 1, width, 22),
                         Qt.AlignmentFlag.AlignCenter, caption)
        painter.setFont(fixed_font(28, bold=True))
        painter.setPen(_score_colour(total))
        painter.drawText(QRectF(box.left(), box.top() + 21, width, 36),
                         Qt.AlignmentFlag.AlignCenter, text)
        return box

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
        painter.drawEllipse(c, 16, 16)
        painter.setPen(TEXT)
        painter.setFont(fixed_font(19, bold=True))
        painter.drawText(QRectF(c.x() - 16, c.y() - 16, 32, 32), Qt.AlignmentFlag.AlignCenter,
                         texts.count(count))

    def _paint_dealer_chip(self, painter: QPainter, c: QPointF) -> None:
        painter.setPen(QPen(QColor("#6b4e00"), 1.5))
        painter.setBrush(GOLD)
        painter.drawEllipse(c, 14, 14)
        painter.setPen(QColor("#2a1d05"))
        painter.setFont(fixed_font(19, bold=True))
        painter.drawText(QRectF(c.x() - 14, c.y() - 14, 28, 28), Qt.AlignmentFlag.AlignCenter,
                         texts.dealer_letter())

    def _paint_stock(self, painter: QPainter, row: QRectF, stock: int) -> QRectF:
        """The matchsticks left: a wooden pill with a match and the count, at the right
        end of `row`."""
        text = texts.count(stock)
        text_w = QFontMetricsF(fixed_font(20, bold=True)).horizontalAdvance(text)
        pill = QRectF(row.right() - text_w - 42, row.top() + 1, text_w + 42, row.height() - 2)
        painter.setPen(QPen(QColor("#b08a4e"), 1.5))
        painter.setBrush(QColor(70, 46, 18, 230))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        paint_match(painter, QPointF(pill.left() + 9, pill.bottom() - 6), -52, 26)
        painter.setFont(fixed_font(20, bold=True))
        painter.setPen(QColor("#ff8a80") if stock < 0 else TEXT)
        painter.drawText(pill.adjusted(0, 0, -10, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)
        return pill


def _paint_kind_icon(painter: QPainter, r: QRectF, human: bool, colour: QColor) -> None:
    """A person (a human seat) or a screen (a computer seat) in `r`."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, 1.8))
    c = r.center()
    if human:
        painter.drawEllipse(QPointF(c.x(), r.top() + 5.5), 4.5, 4.5)
        body = QPainterPath()
        body.moveTo(r.left() + 2, r.bottom())
        body.cubicTo(r.left() + 2, r.top() + 10, r.right() - 2, r.top() + 10, r.right() - 2,
                     r.bottom())
        painter.drawPath(body)
    else:
        screen = QRectF(r.left() + 1, r.top() + 2, r.width() - 2, r.height() * 0.62)
        painter.drawRoundedRect(screen, 2.5, 2.5)
        painter.drawLine(QPointF(c.x(), screen.bottom()), QPointF(c.x(), r.bottom() - 1))
        painter.drawLine(QPointF(c.x() - 5, r.bottom() - 1), QPointF(c.x() + 5, r.bottom() - 1))
    painter.restore()


def _score_colour(value: int) -> QColor:
    if value > 0:
        return QColor("#9be39b")
    if value < 0:
        return QColor("#ff9e8f")
    return TEXT
