"""The table's baize: a gradient of the chosen table colour with a faint grain."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QRadialGradient

from gui.royal.layout import SCENE_H
from gui.services.settings import settings

_FELT: list[QPixmap] = []


def felt() -> QPixmap:
    """A tile of faint specks that gives the baize its grain (the same every run)."""
    if not _FELT:
        rng = random.Random(7)
        image = QImage(128, 128, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        for _ in range(2600):
            light = rng.random() < 0.5
            painter.setPen(QColor(255, 255, 255, rng.randint(6, 16)) if light
                           else QColor(0, 0, 0, rng.randint(8, 20)))
            painter.drawPoint(rng.randrange(128), rng.randrange(128))
        painter.end()
        _FELT.append(QPixmap.fromImage(image))
    return _FELT[0]


def paint_baize(painter: QPainter, rect: QRectF, width: float) -> None:
    """Fill `rect` (scene units) of a table `width` units wide."""
    base = settings().table_colour
    centre = QPointF(width / 2, SCENE_H * 0.46)
    grad = QRadialGradient(centre, width * 0.62)
    grad.setColorAt(0.0, base.lighter(122))
    grad.setColorAt(0.55, base)
    grad.setColorAt(1.0, base.darker(150))
    painter.fillRect(rect, grad)
    painter.drawTiledPixmap(rect, felt(), QPointF(rect.left() % 128, rect.top() % 128))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(255, 255, 255, 18))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QRectF(width * 0.2, SCENE_H * 0.2, width * 0.6, SCENE_H * 0.56))
