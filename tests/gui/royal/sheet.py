"""Render a contact sheet of the deck: python -m tests.gui.royal.sheet OUT.png"""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from gui.art.cards import BACK_STYLES, CARD_ASPECT, RANKS, SUITS, card_pixmap, paint_card


def render_sheet(path: str, widths: tuple[int, ...] = (150, 72), dpr: float = 1.0) -> None:
    gap = 10
    rows = []
    for width in widths:
        height = round(width * CARD_ASPECT)
        rows.append((width, height))
    total_w = max(gap + 9 * (w + gap) for w, _ in rows)
    total_h = sum(5 * (h + gap) for _, h in rows) + gap
    image = QImage(int(total_w * dpr), int(total_h * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#2f6b3a"))
    painter = QPainter(image)
    y = gap
    for width, height in rows:
        for suit in SUITS:
            for i, rank in enumerate(RANKS):
                x = gap + i * (width + gap)
                if width >= 100:
                    paint_card(painter, QRectF(x, y, width, height), rank + suit)
                else:
                    painter.drawPixmap(x, y, card_pixmap(rank + suit, width, dpr))
            y += height + gap
        for i, style in enumerate(BACK_STYLES):
            painter.drawPixmap(gap + i * (width + gap), y, card_pixmap(None, width, dpr, style))
        y += height + gap
    painter.end()
    image.save(path)


if __name__ == "__main__":
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    render_sheet(sys.argv[1] if len(sys.argv) > 1 else "/work/screens/cards/sheet.png")
