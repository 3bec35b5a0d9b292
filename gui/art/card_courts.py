"""Court figures (jack, queen, king) as stylised half-length vector portraits.

`paint_court_half` draws one half of a double-headed court card: the figure from the
crown down to the waist, which meets the card's middle line. The card draws it twice,
the second time turned 180 degrees. The half panel is 66 x 62 units, the waist on its
bottom edge; the figure stands on the centre line x = 33.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from gui.art.card_figure import (
    BOTTOM,
    CX,
    GOLD,
    GOLD_DARK,
    INK,
    PALETTE,
    RED,
    SKIN,
    WHITE,
    fill,
    ink,
    mirror,
    round_pen,
    shade,
)
from gui.art.card_heads import head, jack_head, king_head, queen_back_hair, queen_head
from gui.art.card_suits import SHIELD_YELLOW, paint_suit_in


def paint_court_half(painter: QPainter, rank: str, suit: str, w: float, h: float) -> None:
    """Draw the upper half figure of court `rank` of `suit` into a w x h panel."""
    mantle, robe, jewel = (QColor(c) for c in PALETTE[suit])
    painter.save()
    painter.scale(w / 66.0, h / 62.0)
    _backdrop(painter, mantle)
    if rank == "Q":
        queen_back_hair(painter)
    _robe(painter, suit, robe, mantle, jewel)
    if rank == "K":
        _king_trim(painter, jewel)
    elif rank == "Q":
        _queen_trim(painter, jewel)
    else:
        _jack_trim(painter, mantle)
    head(painter, rank)
    if rank == "K":
        king_head(painter, mantle, jewel)
        _sceptre(painter)
    elif rank == "Q":
        queen_head(painter, mantle, jewel)
        _rose(painter, RED if suit in "GBS" else QColor("#f2f2f2"))
    else:
        jack_head(painter, mantle, robe)
        _halberd(painter)
    paint_suit_in(painter, QRectF(2.5, 2.5, 11.0, 11.0), suit, detail=True)
    painter.restore()


def _backdrop(painter: QPainter, robe: QColor) -> None:
    tint = QColor(robe)
    tint.setAlpha(24)
    painter.setPen(QPen(tint, 0.5))
    k = -62.0
    while k < 66:
        painter.drawLine(QPointF(k, 62), QPointF(k + 62, 0))
        k += 3.5


# ---- the body ------------------------------------------------------------------------

def _robe(painter: QPainter, suit: str, robe: QColor, mantle: QColor, jewel: QColor) -> None:
    """The tunic (`robe`) over the shoulders, the mantle's front edges and a gold
    panel down the chest."""
    body = mirror([(CX, 40.5), (24, 40.5), (12, 42), (5, 46), (1, 50), (1, 55), (1, BOTTOM)])
    right = QPainterPath()
    right.addRect(QRectF(CX, 38, 34, 30))
    lining = robe
    if suit != "S":  # the suit's colour dominates; the contrast colour lines the mantle
        robe = mantle.darker(135)
    fill(painter, body, shade(robe, 2, 64))
    if suit == "S":  # counterchanged black and yellow, like the shield itself
        robe, mantle = QColor("#1c1c1c"), QColor(SHIELD_YELLOW)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shade(robe, 2, 64))
        painter.drawPath(body.subtracted(right))
        painter.setPen(ink())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(body)
    for side in (-1, 1):
        piece = QPainterPath()
        piece.moveTo(CX + side * 12, 41)
        piece.cubicTo(CX + side * 22, 41.5, CX + side * 29, 44, CX + side * 31.5, 49)
        piece.lineTo(CX + side * 32, BOTTOM)
        piece.lineTo(CX + side * 19, BOTTOM)
        piece.cubicTo(CX + side * 17, 54, CX + side * 15, 47, CX + side * 12, 41)
        piece.closeSubpath()
        colour = (robe if side > 0 else mantle) if suit == "S" else mantle
        fill(painter, piece, shade(colour, CX + side * 12, CX + side * 32))
        if suit != "S":
            edge = QPainterPath()
            edge.moveTo(CX + side * 12, 41)
            edge.cubicTo(CX + side * 15, 47, CX + side * 17, 54, CX + side * 19, BOTTOM)
            painter.setPen(round_pen(INK, 3.6))
            painter.drawPath(edge)
            painter.setPen(round_pen(lining, 2.6))
            painter.drawPath(edge)
    panel = QPainterPath()
    panel.moveTo(CX - 6, 41)
    panel.lineTo(CX + 6, 41)
    panel.lineTo(CX + 8.5, BOTTOM)
    panel.lineTo(CX - 8.5, BOTTOM)
    panel.closeSubpath()
    fill(painter, panel, shade(GOLD, CX - 8, CX + 8), 0.5)
    painter.setPen(ink(0.35))
    for y in (50.0, 57.0):
        half = 6 + (y - 41) * 2.5 / 22
        painter.drawLine(QPointF(CX - half, y), QPointF(CX + half, y))
    painter.setPen(ink(0.3))
    for y in (46.5, 53.5, 60.5):
        diamond = QPainterPath()
        diamond.moveTo(CX, y - 2.3)
        diamond.lineTo(CX + 1.7, y)
        diamond.lineTo(CX, y + 2.3)
        diamond.lineTo(CX - 1.7, y)
        diamond.closeSubpath()
        painter.setBrush(jewel)
        painter.drawPath(diamond)


def _king_trim(painter: QPainter, jewel: QColor) -> None:
    """Ermine edges on the mantle and a gold chain."""
    for side in (-1, 1):
        strip = QPainterPath()
        strip.moveTo(CX + side * 12, 41)
        strip.cubicTo(CX + side * 15, 47, CX + side * 17, 54, CX + side * 19, BOTTOM)
        strip.lineTo(CX + side * 23, BOTTOM)
        strip.cubicTo(CX + side * 21, 53, CX + side * 19, 46, CX + side * 16, 41.4)
        strip.closeSubpath()
        fill(painter, strip, WHITE, 0.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK)
        for i, y in enumerate((45.0, 50.5, 56.0, 61.0)):
            x = CX + side * (15.5 + (y - 41) * 0.2 + (0.6 if i % 2 else -0.4))
            tail = QPainterPath()
            tail.moveTo(x, y - 1.5)
            tail.lineTo(x + 0.7, y + 0.9)
            tail.lineTo(x - 0.7, y + 0.9)
            tail.closeSubpath()
            painter.drawPath(tail)
    painter.setPen(ink(0.3))
    painter.setBrush(GOLD)
    for i in range(11):
        t = i / 10
        x = CX - 11 + 22 * t
        y = 42 + 7 * (1 - (2 * t - 1) ** 2)
        painter.drawEllipse(QPointF(x, y), 0.9, 0.9)
    painter.setBrush(jewel)
    painter.drawEllipse(QPointF(CX, 50.5), 1.7, 1.7)


def _queen_trim(painter: QPainter, jewel: QColor) -> None:
    neckline = QPainterPath()
    neckline.moveTo(CX - 11, 40.6)
    neckline.cubicTo(CX - 7, 47, CX + 7, 47, CX + 11, 40.6)
    neckline.closeSubpath()
    fill(painter, neckline, SKIN, 0.5)
    painter.setPen(ink(0.25))
    painter.setBrush(WHITE)
    for i in range(11):
        t = i / 10
        x = CX - 8.5 + 17 * t
        y = 41.2 + 3.6 * (1 - (2 * t - 1) ** 2)
        painter.drawEllipse(QPointF(x, y), 0.75, 0.75)
    painter.setBrush(jewel)
    drop = QPainterPath()
    drop.moveTo(CX, 44.2)
    drop.cubicTo(CX + 2, 46.5, CX + 1.4, 48, CX, 48)
    drop.cubicTo(CX - 1.4, 48, CX - 2, 46.5, CX, 44.2)
    painter.drawPath(drop)
    for side in (-1, 1):
        edge = QPainterPath()
        edge.moveTo(CX + side * 12, 41)
        edge.cubicTo(CX + side * 15, 47, CX + side * 17, 54, CX + side * 19, BOTTOM)
        painter.setPen(round_pen(GOLD_DARK, 1.6))
        painter.drawPath(edge)
        painter.setPen(round_pen(GOLD, 0.9))
        painter.drawPath(edge)


def _jack_trim(painter: QPainter, mantle: QColor) -> None:
    """Slashed sleeves and a pleated ruff."""
    painter.setPen(round_pen(WHITE, 0.9))
    for side in (-1, 1):
        for i in range(3):
            x = CX + side * (22 + i * 3.2)
            painter.drawLine(QPointF(x, 48 + i), QPointF(x + side * 0.8, 59 + i * 0.5))
    painter.setPen(ink(0.45))
    painter.setBrush(WHITE)
    for i in range(8):
        x = CX - 10.5 + i * 3
        painter.drawEllipse(QPointF(x, 40.4), 2.1, 2.5)


# ---- attributes and hands --------------------------------------------------------------

def _hand(painter: QPainter, x: float, y: float, cuff: QColor) -> None:
    sleeve = QPainterPath()
    sleeve.addRoundedRect(QRectF(x - 3.4, y + 2.0, 6.8, 2.6), 1, 1)
    fill(painter, sleeve, cuff, 0.4)
    fist = QPainterPath()
    fist.addRoundedRect(QRectF(x - 3.0, y - 2.4, 6.0, 4.6), 2.0, 2.0)
    fill(painter, fist, SKIN, 0.45)
    painter.setPen(ink(0.25))
    for dy in (-1.0, 0.4):
        painter.drawLine(QPointF(x - 2.4, y + dy), QPointF(x + 1.2, y + dy))


def _sceptre(painter: QPainter) -> None:
    x0, y0, x1, y1 = CX + 19.5, BOTTOM, CX + 21.5, 9.0
    painter.setPen(round_pen(INK, 2.4))
    painter.drawLine(QPointF(x0, y0), QPointF(x1, y1))
    painter.setPen(round_pen(GOLD, 1.4))
    painter.drawLine(QPointF(x0, y0), QPointF(x1, y1))
    lily = QPainterPath()
    lily.moveTo(x1, y1 - 7.5)
    lily.cubicTo(x1 + 2, y1 - 5, x1 + 1.5, y1 - 2.5, x1, y1 - 0.5)
    lily.cubicTo(x1 - 1.5, y1 - 2.5, x1 - 2, y1 - 5, x1, y1 - 7.5)
    for s in (-1, 1):
        lily.moveTo(x1 + s * 0.6, y1 - 1.2)
        lily.cubicTo(x1 + s * 3, y1 - 3, x1 + s * 5, y1 - 5.5, x1 + s * 3.4, y1 - 6.0)
        lily.cubicTo(x1 + s * 3.6, y1 - 4.0, x1 + s * 2, y1 - 1.8, x1 + s * 0.6, y1 - 0.2)
    fill(painter, lily, GOLD, 0.4)
    band = QPainterPath()
    band.addRoundedRect(QRectF(x1 - 2.4, y1 - 0.8, 4.8, 1.8), 0.6, 0.6)
    fill(painter, band, GOLD.darker(110), 0.35)
    _hand(painter, CX + 20.2, 51.5, GOLD)


def _halberd(painter: QPainter) -> None:
    x = CX - 21.5
    top = 17.0
    painter.setPen(round_pen(INK, 2.1))
    painter.drawLine(QPointF(x, BOTTOM), QPointF(x, top))
    painter.setPen(round_pen("#9a6a35", 1.1))
    painter.drawLine(QPointF(x, BOTTOM), QPointF(x, top))
    steel = QColor("#cfd6de")
    spike = QPainterPath()
    spike.moveTo(x - 1.3, top + 1)
    spike.lineTo(x, top - 6)
    spike.lineTo(x + 1.3, top + 1)
    spike.closeSubpath()
    fill(painter, spike, steel, 0.4)
    blade = QPainterPath()
    blade.moveTo(x, top + 2)
    blade.cubicTo(x - 5, top + 0.5, x - 7.5, top + 4, x - 7, top + 10)
    blade.cubicTo(x - 5, top + 8, x - 3, top + 8, x, top + 9)
    blade.closeSubpath()
    fill(painter, blade, steel, 0.45)
    hook = QPainterPath()
    hook.moveTo(x, top + 3)
    hook.lineTo(x + 4.5, top + 5)
    hook.lineTo(x, top + 7)
    hook.closeSubpath()
    fill(painter, hook, steel, 0.4)
    _hand(painter, x, 52.0, GOLD)


def _rose(painter: QPainter, colour: QColor) -> None:
    fx, fy = CX + 13.5, 47.0
    painter.setPen(round_pen("#2e6b2a", 0.9))
    painter.drawLine(QPointF(fx - 0.5, fy + 2), QPointF(fx - 2.5, 56))
    leaf = QPainterPath()
    leaf.moveTo(fx - 1.5, fy + 5)
    leaf.quadTo(fx + 2.5, fy + 3.2, fx + 4, fy + 6.2)
    leaf.quadTo(fx + 0.5, fy + 7.6, fx - 1.5, fy + 5)
    fill(painter, leaf, QColor("#3f8f3a"), 0.35)
    for i in range(5):
        painter.save()
        painter.translate(fx, fy)
        painter.rotate(i * 72)
        petal = QPainterPath()
        petal.addEllipse(QPointF(0, -1.9), 1.7, 2.1)
        fill(painter, petal, colour, 0.3)
        painter.restore()
    centre = QPainterPath()
    centre.addEllipse(QPointF(fx, fy), 1.2, 1.2)
    fill(painter, centre, GOLD, 0.3)
    _hand(painter, fx - 2.8, 56.5, GOLD)
