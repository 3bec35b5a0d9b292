"""A seat panel's row of the deal (tricks and penalty, or cards and place) stays left of
the matchsticks: at 800x600 in Czech "5 štychů −15" ran under them ("−1!")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from gui.royal.seats import SeatInfo, SeatPanel
from tests.gui.royal.tsv_translator import TsvTranslator


@pytest.fixture(params=["en", "cs"])
def language(qapp, request):
    translator = TsvTranslator()
    if request.param == "cs":
        QCoreApplication.installTranslator(translator)
    yield request.param
    QCoreApplication.removeTranslator(translator)


def row_texts_and_pill(monkeypatch, info: SeatInfo) -> tuple[list[tuple[float, float]], QRectF]:
    """(left, right) of each text the panel draws on the matchsticks' row, and the pill."""
    panel = SeatPanel(0, bottom=True)
    panel.set_info(info)
    pills: list[QRectF] = []
    real_stock = SeatPanel._paint_stock

    def stock(self, painter, row, count):
        pill = real_stock(self, painter, row, count)
        pills.append(pill)
        return pill

    drawn: list[tuple[QRectF, str, float]] = []
    real_text = QPainter.drawText

    def text(painter, *args):
        if isinstance(args[0], QRectF) and isinstance(args[-1], str):
            width = QFontMetricsF(painter.font()).horizontalAdvance(args[-1])
            drawn.append((QRectF(args[0]), args[-1], width))
        return real_text(painter, *args)

    monkeypatch.setattr(SeatPanel, "_paint_stock", stock)
    monkeypatch.setattr(QPainter, "drawText", text)
    image = QImage(600, 300, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.translate(300, 150)
    panel.paint(painter, None)
    painter.end()
    monkeypatch.undo()
    pill = pills[0]
    on_row = [(rect.left(), rect.left() + width) for rect, _, width in drawn
              if abs(rect.center().y() - pill.center().y()) < 4 and rect.right() <= pill.left()]
    return on_row, pill


@pytest.mark.parametrize("info", [
    SeatInfo(name="Eva", tricks=5, penalty=-15, total=-21, stock=29),
    SeatInfo(name="Eva", tricks=12, penalty=-150, total=-210, stock=-1290),
    SeatInfo(name="Eva", cards=11, total=-21, stock=1290, domino=True),
])
def test_the_deals_row_ends_left_of_the_matchsticks(qapp, monkeypatch, language, info):
    texts, pill = row_texts_and_pill(monkeypatch, info)
    assert texts, "the row's texts are drawn"
    assert all(right <= pill.left() for _, right in texts), (texts, pill)
