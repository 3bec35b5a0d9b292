"""The room's bar of scores shows at most two lines: squeezed by its buttons at a large
text it was clipped top and bottom; now it is cut with … and tells the whole in its tip."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from gui.room.elided_label import ElidedLabel

WORDS = ("Game 1. Totals: Eva −7, Adam −10, Bára +13, Cyril −14, Dana +15, Emil +3, "
         "and a few more words to make it long")


def test_a_long_text_is_cut_to_its_lines_and_a_short_one_is_whole(qtbot):
    label = ElidedLabel(2)
    qtbot.addWidget(label)
    label.resize(160, 200)
    label.show()
    label.setText(WORDS)
    shown = label.shown_text()
    assert shown.endswith("…") and shown != WORDS
    assert label.text() == WORDS and label.toolTip() == WORDS
    metrics = QFontMetrics(label.font())
    wrap = int(label.alignment()) | int(Qt.TextFlag.TextWordWrap)
    high = metrics.boundingRect(0, 0, label.contentsRect().width(), 10_000, wrap, shown).height()
    lines = high // metrics.lineSpacing()
    assert lines <= 2
    label.resize(4000, 200)  # wide enough: the whole text, no tip
    assert label.shown_text() == WORDS and label.toolTip() == ""
    label.clear()
    assert label.text() == "" and label.shown_text() == ""
