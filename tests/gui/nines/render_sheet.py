"""Render the contact sheet of every tile face (both styles), the backs and the dice:
`python -m tests.gui.nines.render_sheet OUT.png [WIDTH]`. Not a test: a tool to look."""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication

from core.nines.tiles import FACES, tile_name
from gui.art.dice import paint_die
from gui.art.tiles import TILE_ASPECT, TILE_STYLES, paint_tile


def render(path: str, width: int = 64) -> None:
    gap = width // 3
    cols = 11
    tile_h = width * TILE_ASPECT
    label = 16
    row_h = tile_h + label + gap
    rows = 2 * len(TILE_STYLES) + 1
    img_w = int(cols * (width + gap) + gap)
    img_h = int(rows * row_h + gap + width * 2.2)
    img = QImage(img_w, img_h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("#2f6b43"))
    p = QPainter(img)
    p.setFont(QFont("DejaVu Sans", max(6, width // 11)))
    p.setPen(QColor("white"))
    y = gap
    for style in TILE_STYLES:
        for chunk in (FACES[:11], FACES[11:]):
            for i, face in enumerate(chunk):
                x = gap + i * (width + gap)
                paint_tile(p, QRectF(x, y, width, tile_h), face, style)
                p.drawText(QRectF(x - gap / 2, y + tile_h + 2, width + gap, label),
                           Qt.AlignmentFlag.AlignCenter, f"{face} {tile_name(face)}")
            y += row_h
    for i, style in enumerate(TILE_STYLES):
        x = gap + i * (width + gap)
        paint_tile(p, QRectF(x, y, width, tile_h), None, style)
    x = gap + 2 * (width + gap)
    paint_tile(p, QRectF(x, y + tile_h / 2 - width / 2, tile_h, width), "1-3", "black")
    paint_tile(p, QRectF(x, y + tile_h / 2 + width, tile_h, width), None, "ivory")
    for v in range(1, 7):
        x = gap + (4 + v) * (width + gap)
        paint_die(p, QRectF(x, y + tile_h / 3, width, width), v)
    y += row_h + width * 0.8
    for i, w in enumerate((8, 14, 24, 40)):
        paint_tile(p, QRectF(gap + i * 60, y, w, w * TILE_ASPECT), "6-6", "black")
        paint_tile(p, QRectF(gap + 300 + i * 60, y, w, w * TILE_ASPECT), "1-4", "ivory")
    p.end()
    img.save(path)


if __name__ == "__main__":
    app = QApplication.instance() or QApplication(sys.argv)
    render(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 64)
