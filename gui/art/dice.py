"""Chinese dice drawn as vectors: an ivory cube face with rounded corners, the 1 a large red
pip and the 4 red, the other pips black."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QRadialGradient

_GRID = {
    1: ((0.5, 0.5),),
    2: ((0.28, 0.28), (0.72, 0.72)),
    3: ((0.26, 0.26), (0.5, 0.5), (0.74, 0.74)),
    4: ((0.3, 0.3), (0.7, 0.3), (0.3, 0.7), (0.7, 0.7)),
    5: ((0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)),
    6: ((0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)),
}


def die_pips(value: int) -> tuple[tuple[float, float, float, bool], ...]:
    """The pips of `value` as (x, y, radius, red) on a unit square."""
    if value not in _GRID:
        raise ValueError(f"a die shows 1 to 6, not {value!r}")
    radius = 0.17 if value == 1 else 0.085
    red = value in (1, 4)
    return tuple((x, y, radius, red) for x, y in _GRID[value])


def paint_die(painter: QPainter, rect: QRectF, value: int) -> None:
    """Draw the face of a die showing `value` (1..6) as a square centred in `rect`."""
    pips = die_pips(value)
    side = min(rect.width(), rect.height())
    box = QRectF(0, 0, side, side)
    box.moveCenter(rect.center())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    grad = QLinearGradient(box.topLeft(), box.bottomRight())
    grad.setColorAt(0.0, QColor("#fffdf6"))
    grad.setColorAt(1.0, QColor("#e3dccb"))
    edge = max(0.6, 0.03 * side)
    body = box.adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2)
    painter.setPen(QPen(QColor("#7d7462"), edge))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(body, 0.18 * side, 0.18 * side)
    painter.setPen(Qt.PenStyle.NoPen)
    for x, y, r, red in pips:
        colour = QColor("#cf2027") if red else QColor("#1d1b19")
        centre = QPointF(box.left() + x * side, box.top() + y * side)
        pip = QRadialGradient(centre - QPointF(0.25 * r * side, 0.25 * r * side), r * side * 1.3)
        pip.setColorAt(0.0, colour.lighter(125))
        pip.setColorAt(0.7, colour)
        pip.setColorAt(1.0, colour.darker(140))
        painter.setBrush(QBrush(pip))
        painter.drawEllipse(centre, r * side, r * side)
    painter.restore()
