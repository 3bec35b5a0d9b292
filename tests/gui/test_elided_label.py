"""The room's bar of scores shows at most two lines: squeezed by its buttons at a large
text it was clipped top and bottom; now it is cut with … and tells the whole in its tip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from shown_tip import shown_tip

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
    assert label.text() == WORDS and shown_tip(label.toolTip()) == WORDS
    metrics = QFontMetrics(label.font())
    wrap = int(label.alignment()) | int(Qt.TextFlag.TextWordWrap)
    high = metrics.boundingRect(0, 0, label.contentsRect().width(), 10_000, wrap, shown).height()
    lines = high // metrics.lineSpacing()
    assert lines <= 2
    label.resize(4000, 200)  # wide enough: the whole text, no tip
    assert label.shown_text() == WORDS and label.toolTip() == ""
    label.clear()
    assert label.text() == "" and label.shown_text() == ""


@pytest.mark.parametrize("name", ["<h1>Eva</h1>", "<font size=7>BIG", "<b>Adam</b> & <i>"])
def test_names_from_a_file_are_shown_as_written_in_every_tip(qtbot, name):
    """A record's names drew a heading, a huge or bold text in the tips of cut texts (Qt
    took them for rich text): the label's, the status bar's, a table plate's and the
    start screen's Continue line show them as written."""
    from PySide6.QtWidgets import QStatusBar

    from gui.room.status_bar import ElidingStatusBar
    from gui.table.plates import Label

    words = f"Replay of a record. Scores: {name} −7, " + "Adam −10, " * 12
    label = ElidedLabel(1)
    qtbot.addWidget(label)
    label.resize(160, 60)
    label.show()
    label.setText(words)
    assert shown_tip(label.toolTip()) == words
    bar = ElidingStatusBar()
    assert isinstance(bar, QStatusBar)
    qtbot.addWidget(bar)
    bar.resize(200, 30)
    bar.show()
    bar.showMessage(words)
    assert shown_tip(bar.toolTip()) == words
    plate = Label(20, max_width=60, one_line=True)
    plate.set_text(name * 5)
    assert shown_tip(plate.toolTip()) == name * 5
