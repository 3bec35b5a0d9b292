"""The main window's status bar: a message too long for it ends in an ellipsis before
the permanent marks at its right (never drawn under them nor cut mid-letter), and the
whole message is its tooltip; one that fits is drawn whole, with no tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QStatusBar
from shown_tip import shown_tip

LONG = ("Eva leads. Drag a card to the table or double-click it; a card that cannot be "
        "played is refused with the reason, even when you play quickly, and so on.")


def test_a_long_message_ends_in_an_ellipsis_before_the_marks(window, qtbot):
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    window.sound_mark.silenced()
    bar = window.statusBar()
    assert isinstance(bar, QStatusBar)
    bar.showMessage(LONG)
    assert bar.currentMessage() == LONG  # what the room said, whole
    shown = bar.shown_message()
    assert shown.endswith("…") and LONG.startswith(shown[:-1])
    assert bar.fontMetrics().horizontalAdvance(shown) <= bar.message_rect().width()
    assert bar.message_rect().right() < window.sound_mark.x()
    assert shown_tip(bar.toolTip()) == LONG
    bar.showMessage("Eva leads.")
    assert bar.shown_message() == "Eva leads." and bar.toolTip() == ""
    window.resize(1600, 600)
    bar.showMessage(LONG)
    qtbot.waitUntil(lambda: bar.shown_message() == LONG)
    assert bar.toolTip() == ""


def test_the_marks_grow_with_the_text_size(window, qtbot):
    """The marks at the bar's right are styled labels, which Qt left at the old size."""
    from gui.services.settings import settings

    window.sound_mark.silenced()
    marks = (window.sound_mark, window.save_notices.mark, window.thinking.mark)
    bar = window.statusBar()
    try:
        for percent in (150, 100):
            settings().text_size = percent
            qtbot.waitUntil(lambda: bar.font().pointSizeF() == pytest.approx(
                QApplication.font().pointSizeF()))  # the font reaches the bar
            qtbot.wait(20)  # (and whatever else it would reach)
            for mark in marks:
                assert mark.font().pointSizeF() == pytest.approx(bar.font().pointSizeF())
    finally:
        settings().text_size = 100
