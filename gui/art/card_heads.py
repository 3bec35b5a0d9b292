"""The heads of the court figures: faces, hair, beards, crowns and the jack's hat.

Coordinates as in `card_courts`: the half panel is 66 x 62 units, the figure on x = CX.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from gui.art.card_figure import (
    CX,
    GOLD,
    GOLD_DARK,
    HAIR,
    INK,
    RED,
    SHIELD_YELLOW,
    SKIN,
    SKIN_SHADE,
    WHITE,
    fill,
    ink,
    mirror,
    shade,
)

FACE_Y = 25.0


def head(painter: QPainter, rank: str) -> None:
    neck = QPainterPath()
    neck.addRect(QRectF(CX - 4, FACE_Y + 7, 8, 33.5 - FACE_Y))
    fill(painter, neck, SKIN_SHADE, 0.5)
    if rank == "J":
        back = mirror([(CX, 13), (CX - 8, 13), (CX - 12, 17), (CX - 11.5, 24),
                        (CX - 11, 30), (CX - 11.5, 34), (CX - 9, 36)])
        fill(painter, back, QColor(HAIR["J"]), 0.5)
    face = QPainterPath()
    face.moveTo(CX, FACE_Y - 10.5)
    face.cubicTo(CX + 6.5, FACE_Y - 10.5, CX + 9, FACE_Y - 5, CX + 8.8, FACE_Y + 1)
    face.cubicTo(CX + 8.5, FACE_Y + 7, CX + 5, FACE_Y + 11.5, CX, FACE_Y + 11.5)
    face.cubicTo(CX - 5, FACE_Y + 11.5, CX - 8.5, FACE_Y + 7, CX - 8.8, FACE_Y + 1)
    face.cubicTo(CX - 9, FACE_Y - 5, CX - 6.5, FACE_Y - 10.5, CX, FACE_Y - 10.5)
    face.closeSubpath()
    fill(painter, face, SKIN)
    _features(painter, rank)


def _features(painter: QPainter, rank: str) -> None:
    y = FACE_Y
    painter.setPen(ink(0.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for s in (-1, 1):
        brow = QPainterPath()
        brow.moveTo(CX + s * 1.6, y - 3.4)
        brow.quadTo(CX + s * 3.8, y - 4.8, CX + s * 6.0, y - 3.2)
        painter.drawPath(brow)
    for s in (-1, 1):
        eye = QPainterPath()
        eye.moveTo(CX + s * 1.8, y - 0.9)
        eye.quadTo(CX + s * 3.8, y - 2.4, CX + s * 5.8, y - 0.9)
        eye.quadTo(CX + s * 3.8, y + 0.2, CX + s * 1.8, y - 0.9)
        painter.setPen(ink(0.35))
        painter.setBrush(WHITE)
        painter.drawPath(eye)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3a5f8a") if rank != "J" else QColor("#5a3a1a"))
        painter.drawEllipse(QPointF(CX + s * 3.8, y - 1.0), 0.95, 0.95)
        painter.setBrush(INK)
        painter.drawEllipse(QPointF(CX + s * 3.8, y - 1.0), 0.4, 0.4)
    painter.setPen(ink(0.45))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    nose = QPainterPath()
    nose.moveTo(CX - 0.5, y - 1.5)
    nose.cubicTo(CX - 0.8, y + 1.5, CX - 2.0, y + 3.6, CX - 0.6, y + 4.0)
    nose.quadTo(CX + 0.6, y + 4.4, CX + 1.6, y + 3.6)
    painter.drawPath(nose)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(226, 120, 110, 90))
    for s in (-1, 1):
        painter.drawEllipse(QPointF(CX + s * 5.2, y + 3.8), 1.9, 1.3)
    lips = QPainterPath()
    lips.moveTo(CX - 2.4, y + 6.6)
    lips.cubicTo(CX - 1, y + 5.6, CX + 1, y + 5.6, CX + 2.4, y + 6.6)
    lips.cubicTo(CX + 1, y + 8.0, CX - 1, y + 8.0, CX - 2.4, y + 6.6)
    lips.closeSubpath()
    fill(painter, lips, QColor("#c4384a"), 0.3)


def king_head(painter: QPainter, velvet: QColor, jewel: QColor) -> None:
    hair = QColor(HAIR["K"])
    for s in (-1, 1):
        side = QPainterPath()
        side.moveTo(CX + s * 7.5, FACE_Y - 7)
        side.cubicTo(CX + s * 12.5, FACE_Y - 4, CX + s * 12.5, FACE_Y + 5, CX + s * 10, FACE_Y + 10)
        side.lineTo(CX + s * 8.2, FACE_Y + 4)
        side.cubicTo(CX + s * 8.8, FACE_Y, CX + s * 8.8, FACE_Y - 4, CX + s * 7.5, FACE_Y - 7)
        side.closeSubpath()
        fill(painter, side, shade(hair, CX - 12, CX + 12), 0.45)
    beard = mirror([(CX, FACE_Y + 6.3), (CX - 3, FACE_Y + 5.2), (CX - 6.5, FACE_Y + 6),
                     (CX - 8.6, FACE_Y + 2), (CX - 9.2, FACE_Y + 10), (CX - 5, FACE_Y + 16),
                     (CX, FACE_Y + 17)])
    fill(painter, beard, shade(hair, CX - 9, CX + 9), 0.5)
    painter.setPen(ink(0.3))
    for dx in (-4.5, -1.5, 1.5, 4.5):
        painter.drawLine(QPointF(CX + dx, FACE_Y + 9), QPointF(CX + dx * 0.75, FACE_Y + 14.5))
    moustache = mirror([(CX, FACE_Y + 4.6), (CX - 2, FACE_Y + 3.8), (CX - 5, FACE_Y + 4.2),
                         (CX - 6.2, FACE_Y + 6.8), (CX - 4, FACE_Y + 5.8), (CX - 1.5, FACE_Y + 6),
                         (CX, FACE_Y + 5.6)])
    fill(painter, moustache, hair.darker(112), 0.4)
    _crown(painter, FACE_Y - 7.5, 21.0, 13.0, 5, velvet, jewel)


def queen_back_hair(painter: QPainter) -> None:
    hair = QColor(HAIR["Q"])
    back = mirror([(CX, 12), (CX - 9, 12), (CX - 14, 18), (CX - 13.5, 28),
                    (CX - 13, 36), (CX - 16, 41), (CX - 12, 44)])
    fill(painter, back, shade(hair, CX - 15, CX + 15), 0.5)
    painter.setPen(ink(0.3))
    for s in (-1, 1):
        for dx in (10.5, 12.5):
            wave = QPainterPath()
            wave.moveTo(CX + s * dx, 22)
            wave.cubicTo(CX + s * (dx + 1.5), 30, CX + s * (dx - 1), 36, CX + s * (dx + 1), 42)
            painter.drawPath(wave)


def queen_head(painter: QPainter, velvet: QColor, jewel: QColor) -> None:
    hair = QColor(HAIR["Q"])
    fringe = mirror([(CX, FACE_Y - 7), (CX - 3, FACE_Y - 10), (CX - 8, FACE_Y - 9),
                      (CX - 9, FACE_Y - 1), (CX - 7.5, FACE_Y - 6), (CX - 3, FACE_Y - 7.5),
                      (CX, FACE_Y - 5.8)])
    fill(painter, fringe, hair, 0.45)
    _crown(painter, FACE_Y - 8.0, 16.0, 10.0, 3, velvet, jewel)


def jack_head(painter: QPainter, mantle: QColor, robe: QColor) -> None:
    hair = QColor(HAIR["J"])
    fringe = mirror([(CX, FACE_Y - 6), (CX - 3, FACE_Y - 9), (CX - 8, FACE_Y - 9),
                      (CX - 9.2, FACE_Y + 1), (CX - 8, FACE_Y - 4), (CX - 4, FACE_Y - 6),
                      (CX, FACE_Y - 4.8)])
    fill(painter, fringe, hair, 0.45)
    feather = QPainterPath()
    feather.moveTo(CX + 5, FACE_Y - 13)
    feather.cubicTo(CX + 9, FACE_Y - 24, CX + 20, FACE_Y - 25, CX + 26, FACE_Y - 19)
    feather.cubicTo(CX + 19, FACE_Y - 21, CX + 12, FACE_Y - 18, CX + 8, FACE_Y - 11)
    feather.closeSubpath()
    fill(painter, feather, WHITE, 0.45)
    painter.setPen(ink(0.25))
    for i in range(5):
        t = 0.15 + i * 0.16
        x, y = CX + 8 + 15 * t, FACE_Y - 16 - 7 * t
        painter.drawLine(QPointF(x, y), QPointF(x + 1.4, y + 2.0))
    hat_colour = mantle if mantle.lightness() > 60 else QColor(SHIELD_YELLOW)
    hat = QPainterPath()
    hat.moveTo(CX - 12, FACE_Y - 7)
    hat.cubicTo(CX - 13, FACE_Y - 14, CX - 3, FACE_Y - 18.5, CX + 6, FACE_Y - 17)
    hat.cubicTo(CX + 12, FACE_Y - 16, CX + 13, FACE_Y - 11, CX + 11.5, FACE_Y - 7)
    hat.cubicTo(CX + 4, FACE_Y - 9.5, CX - 5, FACE_Y - 9.5, CX - 12, FACE_Y - 7)
    hat.closeSubpath()
    fill(painter, hat, shade(hat_colour, CX - 12, CX + 12))
    brim = QPainterPath()
    brim.moveTo(CX - 12.5, FACE_Y - 6.2)
    brim.cubicTo(CX - 4, FACE_Y - 9.6, CX + 4, FACE_Y - 9.6, CX + 12, FACE_Y - 6.2)
    brim.lineTo(CX + 11.6, FACE_Y - 8.2)
    brim.cubicTo(CX + 4, FACE_Y - 11.4, CX - 4, FACE_Y - 11.4, CX - 12.2, FACE_Y - 8.2)
    brim.closeSubpath()
    fill(painter, brim, GOLD, 0.45)


def _crown(painter: QPainter, base: float, width: float, height: float, points: int,
           velvet: QColor, jewel: QColor) -> None:
    """A gold crown standing on `base` (the y of its band's bottom), centred on CX."""
    left, right = CX - width / 2, CX + width / 2
    band = height * 0.3
    cap = QPainterPath()
    cap.addEllipse(QRectF(left + 1.5, base - height * 0.95, width - 3, height))
    fill(painter, cap, shade(velvet, left, right), 0.4)
    crown = QPainterPath()
    crown.moveTo(left, base)
    crown.lineTo(left - 0.8, base - height)
    step = width / (points - 1)
    for i in range(points - 1):
        x0 = left + i * step
        crown.lineTo(x0 + step / 2, base - band - (height - band) * 0.3)
        crown.lineTo(x0 + step, base - height)
    crown.lineTo(right + 0.8, base - height)
    crown.lineTo(right, base)
    crown.closeSubpath()
    g = QLinearGradient(0, base - height, 0, base)
    g.setColorAt(0, GOLD.lighter(125))
    g.setColorAt(1, GOLD.darker(118))
    fill(painter, crown, g, 0.5)
    painter.setPen(QPen(GOLD_DARK, 0.45))
    painter.drawLine(QPointF(left, base - band), QPointF(right, base - band))
    painter.setPen(ink(0.3))
    painter.setBrush(WHITE)
    for i in range(points):
        painter.drawEllipse(QPointF(left + i * step, base - height - 0.7), 1.05, 1.05)
    for i in range(points - 1):
        painter.setBrush(jewel if i % 2 == 0 else RED)
        painter.drawEllipse(QPointF(left + (i + 0.5) * step, base - band / 2), 1.0, 1.1)
