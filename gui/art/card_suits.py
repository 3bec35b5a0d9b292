"""The four suit symbols of the Royal deck, as vector shapes.

Each suit has its own silhouette as well as its own colour, so no one has to tell suits
by colour alone: red is a heart, green a tilted leaf on its stem, blue a bell and
shields a heraldic shield quartered black and yellow. Symbols are designed in a 100x100
box and drawn upright or upside down into any rectangle.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

SUITS = ("R", "G", "B", "S")

# Main colour (fill, index text) and dark colour (outline) of each suit.
SUIT_COLOURS: dict[str, tuple[str, str]] = {
    "R": ("#c8142f", "#6e0814"),
    "G": ("#1f8a3e", "#0b4119"),
    "B": ("#1d5fc4", "#0b2a66"),
    "S": ("#1c1c1c", "#000000"),
}
SHIELD_YELLOW = "#f4c20d"
SHIELD_GOLD_DARK = "#9a7400"


def suit_colour(suit: str) -> QColor:
    """The suit's main colour (shields: black, the colour of its indices)."""
    return QColor(SUIT_COLOURS[suit][0])


def suit_dark(suit: str) -> QColor:
    return QColor(SUIT_COLOURS[suit][1])


@cache
def suit_outline(suit: str) -> QPainterPath:
    """The suit's silhouette in a 100x100 box (origin top left)."""
    p = QPainterPath()
    if suit == "R":
        p.moveTo(50, 94)
        p.cubicTo(22, 72, 3, 54, 3, 31)
        p.cubicTo(3, 14, 16, 5, 29, 5)
        p.cubicTo(39, 5, 46, 11, 50, 21)
        p.cubicTo(54, 11, 61, 5, 71, 5)
        p.cubicTo(84, 5, 97, 14, 97, 31)
        p.cubicTo(97, 54, 78, 72, 50, 94)
    elif suit == "G":
        p = LEAF_TRANSFORM.map(_leaf_upright())
    elif suit == "B":
        p.addEllipse(QPointF(50, 9), 6.5, 6.5)
        body = QPainterPath()
        body.moveTo(50, 13)
        body.cubicTo(31, 13, 26, 27, 25, 45)
        body.cubicTo(24, 61, 19, 68, 9, 74)
        body.cubicTo(6, 76, 6, 81, 10, 81)
        body.lineTo(90, 81)
        body.cubicTo(94, 81, 94, 76, 91, 74)
        body.cubicTo(81, 68, 76, 61, 75, 45)
        body.cubicTo(74, 27, 69, 13, 50, 13)
        p = p.united(body)
        p = p.united(_ellipse(50, 88, 9, 9))
    elif suit == "S":
        p.moveTo(8, 6)
        p.cubicTo(30, 10, 70, 10, 92, 6)
        p.lineTo(92, 42)
        p.cubicTo(92, 68, 74, 86, 50, 97)
        p.cubicTo(26, 86, 8, 68, 8, 42)
    else:
        raise ValueError(f"unknown suit {suit!r}")
    p.closeSubpath()
    return p


# The leaf is designed upright around the origin, then tilted into the box.
LEAF_TRANSFORM = QTransform()
LEAF_TRANSFORM.translate(52, 50)
LEAF_TRANSFORM.rotate(40)
LEAF_TRANSFORM.scale(1.08, 1.08)


def _leaf_upright() -> QPainterPath:
    blade = QPainterPath()
    blade.moveTo(0, -52)
    blade.cubicTo(14, -38, 31, -22, 30, 0)
    blade.cubicTo(29, 19, 14, 29, 0, 32)
    blade.cubicTo(-14, 29, -29, 19, -30, 0)
    blade.cubicTo(-31, -22, -14, -38, 0, -52)
    blade.closeSubpath()
    stem = QPainterPath()
    stem.moveTo(-2.6, 28)
    stem.cubicTo(-2.6, 38, -4, 46, -8, 53)
    stem.lineTo(-3, 54)
    stem.cubicTo(0, 47, 2.6, 38, 2.6, 28)
    stem.closeSubpath()
    return blade.united(stem)


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    e = QPainterPath()
    e.addEllipse(QPointF(cx, cy), rx, ry)
    return e


def _pen(colour: QColor | str, width: float) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _gradient(light: QColor, dark: QColor) -> QBrush:
    g = QLinearGradient(20, 5, 80, 95)
    g.setColorAt(0.0, light)
    g.setColorAt(1.0, dark)
    return QBrush(g)


def paint_suit_unit(painter: QPainter, suit: str, detail: bool = True) -> None:
    """Draw the symbol into the 100x100 box of the painter's current coordinates.

    `detail` adds the inner lines (veins, bell bands, highlights) that only pay off
    at larger sizes."""
    outline = suit_outline(suit)
    main, dark = suit_colour(suit), suit_dark(suit)
    painter.setPen(Qt.PenStyle.NoPen)
    if suit == "S":
        _paint_shield(painter, outline, detail)
        return
    painter.setBrush(_gradient(main.lighter(125), main.darker(115)) if detail else main)
    painter.drawPath(outline)
    if detail:
        _paint_details(painter, suit, main, dark)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(dark, 3.0 if detail else 4.0))
    painter.drawPath(outline)


def _paint_details(painter: QPainter, suit: str, main: QColor, dark: QColor) -> None:
    light = QColor(255, 255, 255, 150)
    if suit == "R":
        shine = QPainterPath()
        shine.moveTo(18, 22)
        shine.cubicTo(20, 14, 28, 12, 34, 14)
        painter.setPen(_pen(light, 5))
        painter.drawPath(shine)
    elif suit == "G":
        vein = QPainterPath()
        vein.moveTo(0, -42)
        vein.lineTo(0, 30)
        for y, reach in ((-26, 10), (-12, 16), (2, 19), (16, 15)):
            for side in (-1, 1):
                vein.moveTo(0, y + 9)
                vein.quadTo(side * reach * 0.45, y + 4, side * reach, y - 3)
        painter.setPen(_pen(QColor(220, 245, 200, 170), 2.4))
        painter.drawPath(LEAF_TRANSFORM.map(vein))
    elif suit == "B":
        painter.setPen(_pen(QColor(255, 226, 120), 3.2))
        band = QPainterPath()
        band.moveTo(24, 62)
        band.cubicTo(40, 66, 60, 66, 76, 62)
        band.moveTo(27, 36)
        band.cubicTo(42, 39, 58, 39, 73, 36)
        painter.drawPath(band)
        painter.setPen(_pen(light, 4))
        shine = QPainterPath()
        shine.moveTo(34, 28)
        shine.cubicTo(32, 36, 32, 46, 32, 54)
        painter.drawPath(shine)
        painter.setPen(_pen(dark, 2.4))
        painter.drawLine(QPointF(43, 88), QPointF(57, 88))


def _paint_shield(painter: QPainter, outline: QPainterPath, detail: bool) -> None:
    black, yellow = QColor("#161616"), QColor(SHIELD_YELLOW)
    painter.setBrush(yellow)
    painter.drawPath(outline)
    quarters = QPainterPath()
    quarters.addRect(QRectF(0, 0, 50, 48))
    quarters.addRect(QRectF(50, 48, 50, 60))
    painter.setBrush(black)
    painter.drawPath(outline.intersected(quarters))
    if detail:
        painter.setPen(_pen(QColor(255, 255, 255, 70), 3))
        painter.drawLine(QPointF(16, 16), QPointF(16, 40))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(black, 4.0))
    painter.drawPath(outline)
    if detail:
        inner = QPainterPath(outline)
        painter.save()
        painter.translate(50, 50)
        painter.scale(0.84, 0.84)
        painter.translate(-50, -48)
        painter.setPen(_pen(SHIELD_GOLD_DARK, 2.2))
        painter.drawPath(inner)
        painter.restore()


def paint_suit_in(painter: QPainter, rect: QRectF, suit: str, *, flipped: bool = False,
                  detail: bool | None = None) -> None:
    """Draw the suit symbol fitted (aspect kept) and centred in `rect`."""
    side = min(rect.width(), rect.height())
    if side <= 0:
        return
    if detail is None:
        scale = painter.worldTransform().m22() or 1.0
        detail = abs(side * scale) >= 28
    painter.save()
    painter.translate(rect.center())
    if flipped:
        painter.rotate(180)
    painter.scale(side / 100, side / 100)
    painter.translate(-50, -50)
    paint_suit_unit(painter, suit, detail)
    painter.restore()
