"""Shared pieces of the court figures: the palette, the ink and small path helpers."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from gui.art.card_suits import SHIELD_YELLOW

INK = QColor("#2b1c10")
SKIN = QColor("#f7dcc0")
SKIN_SHADE = QColor("#e0b38c")
GOLD = QColor("#e7b93e")
GOLD_DARK = QColor("#8d6510")
WHITE = QColor("#fbfaf5")
RED = QColor("#c8142f")
CX = 33.0
BOTTOM = 63.0

# Mantle (the suit's colour, the largest area), tunic and jewel colours of each suit.
PALETTE: dict[str, tuple[str, str, str]] = {
    "R": ("#c8142f", "#2456b0", "#1f8a3e"),
    "G": ("#1f8a3e", "#c8142f", "#2456b0"),
    "B": ("#1d5fc4", "#c8142f", "#1f8a3e"),
    "S": ("#1c1c1c", SHIELD_YELLOW, "#c8142f"),  # drawn counterchanged
}
HAIR = {"K": "#dcd6cb", "Q": "#a0521c", "J": "#5e3518"}


def ink(width: float = 0.6) -> QPen:
    pen = QPen(INK, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def round_pen(colour: QColor | str, width: float) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def shade(colour: QColor, x0: float, x1: float) -> QBrush:
    g = QLinearGradient(x0, 0, x1, 0)
    g.setColorAt(0, colour.lighter(135))
    g.setColorAt(0.5, colour)
    g.setColorAt(1, colour.darker(130))
    return QBrush(g)


def fill(painter: QPainter, path: QPainterPath, brush, width: float = 0.6) -> None:
    painter.setPen(ink(width))
    painter.setBrush(brush)
    painter.drawPath(path)


def mirror(points: list[tuple[float, float]]) -> QPainterPath:
    """A closed path symmetric about x = CX: `points` is the left half (start, then
    control, control, end per cubic segment); the right half retraces it mirrored."""
    path = QPainterPath()
    path.moveTo(*points[0])
    for i in range(1, len(points), 3):
        path.cubicTo(*points[i], *points[i + 1], *points[i + 2])
    last = points[-1]
    path.lineTo(2 * CX - last[0], last[1])
    for i in range(len(points) - 2, 0, -3):
        a, b, c = points[i], points[i - 1], points[i - 2]
        path.cubicTo(2 * CX - a[0], a[1], 2 * CX - b[0], b[1], 2 * CX - c[0], c[1])
    path.closeSubpath()
    return path
