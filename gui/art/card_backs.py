"""Card backs, drawn in the 100 x 140 card box over the card's blank body."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient

from gui.art.card_suits import SUITS, paint_suit_in

BACK_STYLES = ("classic", "lattice", "forest")
W, H = 100.0, 140.0
INNER = QRectF(5.5, 5.5, W - 11, H - 11)


def paint_back_unit(painter: QPainter, style: str) -> None:
    {"classic": _classic, "lattice": _lattice, "forest": _forest}[style](painter)


def _field(painter: QPainter, colour: QColor) -> QPainterPath:
    """Fill the inner field and clip to it; return its outline."""
    path = QPainterPath()
    path.addRoundedRect(INNER, 3.5, 3.5)
    grad = QRadialGradient(QPointF(W / 2, H / 2), 85)
    grad.setColorAt(0, colour.lighter(118))
    grad.setColorAt(1, colour.darker(112))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(grad)
    painter.drawPath(path)
    painter.setClipPath(path, Qt.ClipOperation.IntersectClip)
    return path


def _frame(painter: QPainter, path: QPainterPath, colour: QColor) -> None:
    painter.setClipping(False)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, 1.4))
    painter.drawPath(path)
    inner = QPainterPath()
    inner.addRoundedRect(INNER.adjusted(3.2, 3.2, -3.2, -3.2), 2, 2)
    painter.setPen(QPen(colour, 0.6))
    painter.drawPath(inner)


def _diagonals(painter: QPainter, step: float, pen: QPen) -> None:
    painter.setPen(pen)
    span = W + H
    k = -span
    while k < span:
        painter.drawLine(QPointF(k, 0), QPointF(k + H, H))
        painter.drawLine(QPointF(k + H, 0), QPointF(k, H))
        k += step


def _classic(painter: QPainter) -> None:
    """Deep red with a gold lattice and a medallion of the four suits."""
    painter.save()
    gold = QColor("#d9b54a")
    path = _field(painter, QColor("#8e1622"))
    _diagonals(painter, 8.0, QPen(QColor(217, 181, 74, 120), 0.6))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(217, 181, 74, 170))
    y = INNER.top()
    while y < INNER.bottom() + 8:
        x = INNER.left() - 4 + (((y - INNER.top()) / 4) % 2) * 4
        while x < INNER.right() + 8:
            painter.drawEllipse(QPointF(x, y), 0.7, 0.7)
            x += 8
        y += 4
    _frame(painter, path, gold)
    _medallion(painter, gold, QColor("#8e1622"))
    painter.restore()


def _medallion(painter: QPainter, gold: QColor, ground: QColor) -> None:
    centre = QPointF(W / 2, H / 2)
    painter.setPen(QPen(gold, 1.6))
    painter.setBrush(QColor("#fbf3dc"))
    painter.drawEllipse(centre, 25, 31)
    painter.setPen(QPen(ground, 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, 22.5, 28.5)
    for i, suit in enumerate(SUITS):
        angle = math.radians(-90 + 90 * i)
        x = centre.x() + 11.5 * math.cos(angle)
        y = centre.y() + 15 * math.sin(angle)
        paint_suit_in(painter, QRectF(x - 7.5, y - 7.5, 15, 15), suit)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gold)
    _diamond(painter, centre, 3.0)


def _diamond(painter: QPainter, c: QPointF, r: float) -> None:
    d = QPainterPath()
    d.moveTo(c.x(), c.y() - r * 1.4)
    d.lineTo(c.x() + r, c.y())
    d.lineTo(c.x(), c.y() + r * 1.4)
    d.lineTo(c.x() - r, c.y())
    d.closeSubpath()
    painter.drawPath(d)


def _lattice(painter: QPainter) -> None:
    """Navy blue with a white trellis, dotted crossings and a diamond border."""
    painter.save()
    white = QColor("#f1f4fa")
    path = _field(painter, QColor("#1b3f80"))
    _diagonals(painter, 10.0, QPen(QColor(241, 244, 250, 190), 0.9))
    _diagonals(painter, 10.0, QPen(QColor(241, 244, 250, 60), 2.6))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f3c64b"))
    for row in range(-2, 30):
        for col in range(-2, 20):
            x = col * 10.0 + (row % 2) * 5.0
            y = row * 5.0
            painter.drawEllipse(QPointF(x, y), 0.9, 0.9)
    _frame(painter, path, white)
    painter.setPen(QPen(white, 1.2))
    painter.setBrush(QColor("#1b3f80"))
    centre = QPointF(W / 2, H / 2)
    _diamond(painter, centre, 14)
    painter.setBrush(QColor("#f3c64b"))
    painter.setPen(Qt.PenStyle.NoPen)
    _diamond(painter, centre, 5)
    painter.restore()


def _forest(painter: QPainter) -> None:
    """Dark green damask: rows of four-petal rosettes, gold frame and a leaf."""
    painter.save()
    gold = QColor("#d8b75a")
    path = _field(painter, QColor("#1d5b36"))
    petal = QColor(160, 214, 160, 95)
    painter.setPen(Qt.PenStyle.NoPen)
    for row in range(0, 16):
        for col in range(0, 9):
            x = 5 + col * 12.0 + (row % 2) * 6.0
            y = 5 + row * 9.0
            painter.setBrush(petal)
            for a in range(4):
                painter.save()
                painter.translate(x, y)
                painter.rotate(45 + 90 * a)
                painter.drawEllipse(QRectF(-1.2, -4.4, 2.4, 4.4))
                painter.restore()
            painter.setBrush(QColor(216, 183, 90, 170))
            painter.drawEllipse(QPointF(x, y), 0.9, 0.9)
    _frame(painter, path, gold)
    centre = QPointF(W / 2, H / 2)
    painter.setPen(QPen(gold, 1.4))
    painter.setBrush(QColor("#1d5b36"))
    painter.drawEllipse(centre, 17, 21)
    paint_suit_in(painter, QRectF(W / 2 - 12, H / 2 - 12, 24, 24), "G")
    painter.restore()
