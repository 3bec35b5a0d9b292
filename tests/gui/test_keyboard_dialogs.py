"""Every dialog by keyboard alone: Tab reaches each field and button that takes the
keyboard (and comes round again), each field's label has a shortcut letter that takes
the keyboard to it, the focus is always visible (a focus frame, a cursor or a
highlight: the widget is not one that hides it), and Escape closes the dialog."""

from __future__ import annotations

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QLabel, QWidget

from gui.net.host_dialog import HostDialog
from gui.net.join_dialog import JoinDialog
from gui.room.help_dialog import HelpDialog
from gui.room.new_game_dialog import NewGameDialog
from gui.room.settings_dialog import SettingsDialog
from gui.services.settings import settings
from gui.stats import store
from gui.stats.window import StatisticsWindow

DIALOGS = {
    "settings": lambda: SettingsDialog(),
    "new_game": lambda: NewGameDialog("royal"),
    "host": lambda: HostDialog("nines"),
    "join": lambda: JoinDialog(),
    "help": lambda: HelpDialog(),
    "statistics": lambda: StatisticsWindow(store.history(), lambda record: False),
}


def tab_stops(dialog: QWidget) -> list[QWidget]:
    """The widgets Tab should reach: visible, enabled, taking the keyboard by Tab."""
    return [w for w in dialog.findChildren(QWidget)
            if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
            and w.focusProxy() is None and w.window() is dialog]


@pytest.mark.parametrize("name", list(DIALOGS))
def test_tab_reaches_everything_and_escape_closes(qtbot, name):
    settings().coach = False
    dialog: QDialog = DIALOGS[name]()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)  # (shortcuts need it)
    wanted = tab_stops(dialog)
    assert len(wanted) >= 2
    wanted[0].setFocus()  # (the dialog's own focus: whether or not its window is active)
    reached: list[QWidget] = []
    for _ in range(len(wanted) * 3 + 10):
        widget = dialog.focusWidget()
        if widget is not None and widget not in reached:
            reached.append(widget)
        QTest.keyClick(widget or dialog, Qt.Key.Key_Tab)
    missed = [w.objectName() or type(w).__name__ for w in wanted
              if not any(w is r or w.isAncestorOf(r) for r in reached)]
    assert not missed, missed
    # a label's shortcut letter needs its field, or the "&" shows as it is ("&Délka")
    for label in dialog.findChildren(QLabel):
        plain = label.textFormat() == Qt.TextFormat.PlainText or not QtGui.Qt.mightBeRichText(
            label.text())
        if plain and "&" in label.text().replace("&&", ""):
            assert label.buddy() is not None, f"{label.text()!r} has no field"
    # each label with a shortcut takes the keyboard to its field
    for label in dialog.findChildren(QLabel):
        buddy = label.buddy()
        if buddy is None or not label.isVisible() or not buddy.isEnabled():
            continue
        text = label.text()
        assert "&" in text, f"{text!r} has no shortcut letter"
        letter = text[text.index("&") + 1]
        QTest.keyClick(dialog, letter, Qt.KeyboardModifier.AltModifier)
        focus = dialog.focusWidget()
        assert focus is buddy or buddy.isAncestorOf(focus) or (
            focus is not None and focus.focusProxy() is buddy), (text, focus)
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)
