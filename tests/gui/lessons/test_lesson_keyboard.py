"""Both lessons by keyboard alone: Tab reaches the panel's buttons from the table, Space
presses them (Next to read on, "Do it for me" on each move), to the lesson's end."""

from __future__ import annotations

import pytest
from lesson_helpers import open_lesson, settled
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

WAIT_MS = 20_000


def press_by_tab(qtbot, win, button) -> None:
    """Tab from wherever the keyboard is until `button` has it, then Space."""
    for _ in range(40):
        if win.focusWidget() is button:
            break
        QTest.keyClick(win.focusWidget() or win, Qt.Key.Key_Tab)
    assert win.focusWidget() is button, (button.objectName(), win.focusWidget())
    QTest.keyClick(button, Qt.Key.Key_Space)


@pytest.mark.parametrize("game", ["royal", "nines"])
def test_a_lesson_by_keyboard_alone(qtbot, game):
    win = open_lesson(qtbot, game)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)
    ctl = None
    for _ in range(300):
        qtbot.waitUntil(lambda: win.controller is not None and win.controller.phase in (
            "reading", "human", "done"), timeout=WAIT_MS)
        ctl = win.controller
        if ctl.phase == "done":
            break
        if ctl.phase == "reading":
            step = ctl.run.step
            press_by_tab(qtbot, win, win.panel.next_button)
            qtbot.waitUntil(lambda s=step, c=ctl: c.phase != "reading" or c.run.step is not s,
                            timeout=WAIT_MS)
        else:
            qtbot.waitUntil(lambda: settled(win), timeout=WAIT_MS)
            step = ctl.run.step
            press_by_tab(qtbot, win, win.panel.show_me_button)
            qtbot.waitUntil(lambda s=step, c=ctl: c.phase != "human" or c.run.step is not s,
                            timeout=WAIT_MS)
    assert ctl is not None and ctl.phase == "done"


def test_page_down_reads_on_when_the_words_do_not_fit(qtbot):
    """At a large text size in a small window the step's words scroll, and the keyboard
    scrolls them (a play-test found the end of the first step out of its reach)."""
    from gui.services.settings import settings
    from gui.services.text_size import text_size

    settings().text_size = 200
    text_size().attach(QApplication.instance())
    try:
        win = open_lesson(qtbot, "royal")
        win.resize(800, 570)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        qtbot.waitUntil(lambda: win.controller is not None
                        and win.controller.phase == "reading", timeout=WAIT_MS)
        bar = win.panel.scroller.verticalScrollBar()
        qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=3000)  # more than it shows
        assert bar.value() == 0
        QTest.keyClick(win.focusWidget() or win, Qt.Key.Key_PageDown)
        assert bar.value() > 0
        QTest.keyClick(win.focusWidget() or win, Qt.Key.Key_PageUp)
        assert bar.value() == 0
    finally:
        settings().text_size = 100
        text_size().apply()
